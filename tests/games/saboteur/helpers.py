"""Tables for the rules tests: a scenario setup block, built by the game itself."""

from __future__ import annotations

from typing import Any

from ludoteca.core.actions import Action
from ludoteca.games.saboteur import GAME
from ludoteca.games.saboteur.state import SaboteurState

# a straight way from the start to the middle goal, the last cell (7, 0) left open
WAY = [[1, 0, "s1_cross", False], [2, 0, "s1_cross", False], [3, 0, "s1_cross", False],
       [4, 0, "s1_straight_ew", False], [5, 0, "s1_straight_ew", False],
       [6, 0, "s1_cross", False]]
GOLD_MIDDLE = ["goal_stone_a", "goal_gold", "goal_stone_b"]


def table(players: int, options: dict[str, Any] | None = None, seed: int = 1,
          **setup: Any) -> SaboteurState:
    spec: dict[str, Any] = {"players": players, "seed": seed, "options": options or {}}
    spec.update(setup)
    return GAME.scenario_state(spec)  # type: ignore[return-value]


def act(s: SaboteurState, who: int, kind: str, **args: Any) -> list[Any]:
    return s.apply(who, Action.make(kind, **args))


def kinds(s: SaboteurState, seat: int) -> set[str]:
    return {a.kind for a in s.legal(seat)}


def way(*doors: tuple[int, str]) -> list[list[Any]]:
    """WAY with door cards at the given cells x (3 or 4): (x, "s2_door_blue_ew")."""
    cells = [list(c) for c in WAY]
    for x, card in doors:
        cells[x - 1][2] = card
    return cells


def finish(s: SaboteurState, seat: int) -> list[Any]:
    """The seat lays its straight card at (7, 0): the gold in the middle is reached."""
    return act(s, seat, "path", card="s1_straight_ew", x=7, y=0, turned=False)
