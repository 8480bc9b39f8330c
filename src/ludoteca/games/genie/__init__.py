"""The three-chest genie dice game ("Aladin & la Lampe Merveilleuse", Purple Brain 2016).

Rules decisions are documented in docs/genie.md; content lives in data/content.toml.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.actions import Action
from ...core.catalog_game import CatalogGame
from ...core.events import Event
from ...core.plugin import GamePackage
from ...core.protocol import GameMeta, OptionSpec, State
from ...core.rng import Rng
from .catalog import catalog
from .content import Content, default_content
from .state import GenieState, canonical

META = GameMeta(
    id="genie",
    name="Genie: three treasure chests",
    version="1",
    min_players=2,
    max_players=5,
    simultaneous=True,
    chance=True,
    hidden_information=True,
    options=(
        # the help is the English line for the command line; players read the options
        # in their language from the catalogue (locale/: option-NAME, -help, -VALUE)
        OptionSpec("my_precious", False, (False, True),
                   "My Precious: drawing all six cards with a 6 wins the magic ring"),
        OptionSpec("race", "lottery", ("lottery", "arrival", "auto"),
                   "who wins the lamp: lottery = luck picks among those who rub in time; "
                   "arrival = the first to rub wins (one shared screen); auto = matched "
                   "players rub automatically, nobody rubs by mistake"),
        OptionSpec("two_player_second_group", "next_fastest", ("next_fastest", "forfeit"),
                   "2 players, both values matched: the other player gets the second wish "
                   "turn if they rubbed (next_fastest) or nobody does (forfeit)"),
        OptionSpec("wizard_counts", True, (True, False),
                   "a wizard drawn from a chest counts as one of the cards the die allows"),
    ),
)


class GenieGame(CatalogGame):
    meta = META

    def default_content(self) -> Content:
        return default_content()

    def catalog_of(self, content: Content) -> Any:
        return catalog(content)

    def canonical(self, action: Action) -> Action:
        return canonical(action)

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None, *,
            rng: Rng | None = None) -> GenieState:
        resolved = self.resolve_options(players, options)
        return GenieState.setup(players, seed, resolved, self.content, rng)

    def from_snapshot(self, snapshot: Mapping[str, Any]) -> GenieState:
        content = self.content
        return GenieState.from_snapshot(dict(snapshot), content=content,
                                        cat=catalog(content))

    def timeout_defaults(self, state: State) -> dict[int, Action]:
        # the lamp claim is the digital race: who has not rubbed when the window closes
        # has let the lamp alone (docs/genie.md)
        if isinstance(state, GenieState) and state.phase == "claim":
            return {seat: state.cat.pass_ for seat in state.to_move()}
        return {}

    def taken(self, state: State, events: Sequence[Event]) -> list[tuple[int, str]]:
        # the chest cards each seat took and kept to the end, by kind ("card:gem:red",
        # "card:jewellery:gold:ring", "card:talisman"), and the magic ring; the starting
        # cards were dealt, not taken
        assert isinstance(state, GenieState)
        cards = state.content.cards
        out = [(seat, f"card:{cards[c].spec}") for seat, hand in enumerate(state.hands)
               for c in hand if cards[c].origin != "start"]
        if state.ring is not None:
            out.append((state.ring, "ring"))
        return out

    def scenario_state(self, spec: Mapping[str, Any]) -> GenieState:
        from .setup_scenario import build

        return build(self, dict(spec))


GAME = GenieGame()
# what the game brings besides its rules (core/plugin.py): found by the registry
PACKAGE = GamePackage(bots={"heuristic": ".bot:HeuristicBot"}, renderer="genie.js",
                      styles=["genie.css"], text=".text", observation=".encoder:encoder")
__all__ = ["GAME", "META", "PACKAGE", "GenieGame", "GenieState"]
