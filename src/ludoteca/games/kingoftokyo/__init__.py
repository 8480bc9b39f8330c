"""King of Tokyo: Dark Edition (Richard Garfield, IELLO 2020): 2-6 monsters fight for Tokyo.

Rules decisions are documented in docs/kingoftokyo.md; content lives in data/*.toml.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.catalog_game import CatalogGame
from ...core.plugin import GamePackage
from ...core.protocol import GameMeta, OptionSpec
from .catalog import catalog
from .content import Content, default_content
from .state import KotState

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

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> KotState:
        resolved = self.resolve_options(players, options)
        return KotState.setup(players, seed, resolved, self.content)

    def from_snapshot(self, snapshot: Mapping[str, Any]) -> KotState:
        content = self.content
        return KotState.from_snapshot(dict(snapshot), content=content, cat=catalog(content))

    def scenario_state(self, spec: Mapping[str, Any]) -> KotState:
        from .setup_scenario import build

        return build(self, dict(spec))


GAME = KingOfTokyoGame()
# what the game brings besides its rules (core/plugin.py): found by the registry
PACKAGE = GamePackage(bots={"heuristic": ".bot:HeuristicBot"}, renderer="kingoftokyo.js",
                      styles=["kingoftokyo.css"], text=".text")
__all__ = ["GAME", "META", "PACKAGE", "KingOfTokyoGame", "KotState"]
