"""King of Tokyo: Dark Edition (Richard Garfield, IELLO 2020): 2-6 monsters fight for Tokyo.

Rules decisions are documented in docs/kingoftokyo.md; content lives in data/*.toml.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.catalog_game import CatalogGame
from ...core.events import Event
from ...core.plugin import GamePackage
from ...core.protocol import GameMeta, OptionSpec, State
from ...core.rng import Rng
from .catalog import catalog
from .content import Content, default_content
from .state import WIN_VP, KotState

# the evaluation's weights (Game.evaluate): logits per 20 VP, per full health, per 12
# energy, per 5 kept cards (in Tokyo or not added nothing): fitted on heuristic games
EVAL_VP, EVAL_HP, EVAL_ENERGY, EVAL_KEEP = 3.9, 1.5, 0.2, 1.5

META = GameMeta(
    id="kingoftokyo",
    name="King of Tokyo: Dark Edition",
    version="1",
    min_players=2,
    max_players=6,
    simultaneous=False,
    chance=True,
    hidden_information=True,
    options=(
        OptionSpec("two_player_variant", True, (True, False),
                   "2 players: entering or starting a turn in Tokyo gives 1 energy instead of "
                   "VP (the rulebook's recommendation)"),
        OptionSpec("tiles", "red", ("red", "green", "mix"),
                   "wickedness tiles: red side (first game), green side, or a seeded mix"),
    ),
)


class KingOfTokyoGame(CatalogGame):
    meta = META

    def default_content(self) -> Content:
        return default_content()

    def catalog_of(self, content: Content) -> Any:
        return catalog(content)

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None, *,
            rng: Rng | None = None) -> KotState:
        resolved = self.resolve_options(players, options)
        return KotState.setup(players, seed, resolved, self.content, rng)

    def from_snapshot(self, snapshot: Mapping[str, Any]) -> KotState:
        content = self.content
        return KotState.from_snapshot(dict(snapshot), content=content, cat=catalog(content))

    def taken(self, state: State, events: Sequence[Event]) -> list[tuple[int, str]]:
        # every power card a monster bought (keep and discard cards alike: a discard card
        # leaves no trace in the state, so the "buy" events are read) and every
        # wickedness tile it gained
        assert isinstance(state, KotState)
        cards = state.content.cards
        out = []
        for event in events:
            if event.kind == "buy":
                out.append((event.data["seat"], f"card:{cards[event.data['card']].id}"))
            elif event.kind == "tile":
                out.append((event.data["seat"], f"tile:{event.data['tile']}"))
        return out

    def evaluate(self, state: State) -> list[float] | None:
        """A search's guess at an unfinished game (bots/ismcts.py): each monster's chance
        to win, a softmax over the living monsters of its VP, health, energy and kept
        cards, with weights fitted (conditional logit) on 17,000 positions of heuristic
        games of 2-4 players; a dead monster has none."""
        assert isinstance(state, KotState)
        logits = {s: EVAL_VP * state.vp[s] / WIN_VP + EVAL_HP * state.hp[s] / state.max_hp(s)
                  + EVAL_ENERGY * min(state.energy[s], 12) / 12
                  + EVAL_KEEP * min(len(state.keep[s]), 5) / 5
                  for s in range(state.players) if state.alive[s]}
        top = max(logits.values(), default=0.0)
        weight = {s: math.exp(x - top) for s, x in logits.items()}
        total = sum(weight.values()) or 1.0
        return [weight.get(s, 0.0) / total for s in range(state.players)]

    def scenario_state(self, spec: Mapping[str, Any]) -> KotState:
        from .setup_scenario import build

        return build(self, dict(spec))


GAME = KingOfTokyoGame()
# what the game brings besides its rules (core/plugin.py): found by the registry
# search_prior: its bot guides the search bot's tree (measured: bots/ismcts.py, doc)
PACKAGE = GamePackage(bots={"heuristic": ".bot:HeuristicBot"}, search_prior="heuristic",
                      renderer="kingoftokyo.js",
                      styles=["kingoftokyo.css"], text=".text",
                      observation=".encoder:encoder")
__all__ = ["GAME", "META", "PACKAGE", "KingOfTokyoGame", "KotState"]
