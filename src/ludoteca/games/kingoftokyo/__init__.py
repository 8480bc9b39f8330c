"""King of Tokyo: Dark Edition (Richard Garfield, IELLO 2020): 2-6 monsters fight for Tokyo.

Rules decisions are documented in docs/kingoftokyo.md; content lives in data/*.toml.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.actions import Action
from ...core.errors import IllegalAction
from ...core.protocol import Game, GameMeta, OptionSpec, State
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


class KingOfTokyoGame(Game):
    meta = META

    def __init__(self, content: Content | None = None) -> None:
        self._content = content

    @property
    def content(self) -> Content:
        return self._content or default_content()

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> KotState:
        resolved = self.resolve_options(players, options)
        return KotState.setup(players, seed, resolved, self.content)

    def num_distinct_actions(self, players: int = 2, options: Mapping[str, Any] | None = None
                             ) -> int:
        return len(catalog(self.content).all)

    def action_id(self, state: State, action: Action) -> int:
        try:
            return catalog(self.content).index[action]
        except KeyError:
            raise IllegalAction(f"{action.to_json()} is not a kingoftokyo action") from None

    def action_from_id(self, state: State, action_id: int) -> Action:
        actions = catalog(self.content).all
        if not isinstance(action_id, int) or not 0 <= action_id < len(actions):
            raise IllegalAction(f"no kingoftokyo action has id {action_id!r}")
        return actions[action_id]

    def content_tables(self) -> list[dict[str, Any]]:
        return [{"name": t.name, "expected": t.expected, "implemented": t.implemented,
                 "stand_in": t.stand_in, "source": t.source, "gaps": list(t.gaps)}
                for t in self.content.tables]

    def scenario_state(self, spec: Mapping[str, Any]) -> KotState:
        from .setup_scenario import build

        return build(self, dict(spec))


GAME = KingOfTokyoGame()
__all__ = ["GAME", "META", "KingOfTokyoGame", "KotState"]
