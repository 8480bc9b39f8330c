"""The Saboteur game object: meta, options, action ids, snapshots and scenarios."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.catalog_game import CatalogGame
from ...core.events import Event
from ...core.plugin import GamePackage
from ...core.protocol import Belief, GameMeta, GroupResult, OptionSpec, State
from ...core.rng import Rng
from .catalog import Catalog, catalog
from .content import Content, load
from .state import SaboteurState

META = GameMeta(
    id="saboteur",
    name="Saboteur (Saboteur 1 + 2)",
    version="1",
    min_players=2,
    max_players=12,
    simultaneous=False,
    chance=True,
    hidden_information=True,
    options=(
        # the help is the English line for the command line; players read the options in
        # their language from the catalogue (locale/: option-NAME, -help, -VALUE)
        OptionSpec("winner_rule", "seed", ("seed", "official"),
                   "which gold-digger team wins: seed = only the doors on the way count; "
                   "official = the team of the player who completed the path first"),
        OptionSpec("geologist", "seed", ("seed", "official"),
                   "geologists score crystals: seed = only when the gold is reached; "
                   "official = every round"),
        OptionSpec("profiteer_alone", "full", ("full", "minus_two"),
                   "a profiteer who wins alone: full = takes the full amount (seed); "
                   "minus_two = still 2 less (official)"),
    ),
)


class SaboteurGame(CatalogGame):
    """Action ids: the catalogue of catalog.py (listed, then computed cells)."""

    meta = META

    def default_content(self) -> Content:
        return load()

    def catalog_of(self, content: Content) -> Catalog:
        return catalog(content)

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None, *,
            rng: Rng | None = None) -> SaboteurState:
        resolved = self.resolve_options(players, options)
        return SaboteurState.setup(players, seed, resolved, self.content, rng)

    def from_snapshot(self, snapshot: Mapping[str, Any]) -> SaboteurState:
        content = self.content
        from .catalog import cards_of

        return SaboteurState.from_snapshot(dict(snapshot), content=content,
                                           cat=catalog(content), cards=cards_of(content))

    def evaluate(self, state: State) -> list[float] | None:
        from .evaluate import evaluate

        assert isinstance(state, SaboteurState)
        return evaluate(state)

    def belief(self, seat: int) -> Belief:
        from .belief import RoleBelief

        return RoleBelief(seat)

    def group_results(self, state: State) -> list[GroupResult]:
        """Per round scored, each seat's role at its end: won if the round's winners hold
        the seat or it scored (a geologist's crystals); the score is the round's gold,
        before thefts."""
        assert isinstance(state, SaboteurState)
        return [GroupResult(seat, role, seat in r["winners"] or r["points"][seat] > 0,
                            r["points"][seat])
                for r in state.results for seat, role in enumerate(r["roles"])]

    def taken(self, state: State, events: Sequence[Event]) -> list[tuple[int, str]]:
        """The role each seat held in each round ("role:saboteur")."""
        return [(g.seat, f"role:{g.group}") for g in self.group_results(state)]

    def scenario_state(self, spec: Mapping[str, Any]) -> SaboteurState:
        from .setup_scenario import build

        return build(self, dict(spec))


GAME = SaboteurGame()
# what the game brings besides its rules (core/plugin.py): found by the registry
# search_prior: its bot guides the search bot's tree (measured: bots/ismcts.py, doc)
PACKAGE = GamePackage(bots={"heuristic": ".bot:HeuristicBot"}, search_prior="heuristic",
                      renderer="saboteur.js",
                      styles=["saboteur.css"], text=".text",
                      screen_data=".views:screen_data", observation=".encoder:encoder",
                      # role cards put away by Swap Your Hats and goals never turned over
                      # stay secret for good (docs/saboteur.md, "Hidden information")
                      secrets_after_end=True)
