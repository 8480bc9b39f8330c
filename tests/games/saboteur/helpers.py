"""Tables for the rules tests: a scenario setup block, built by the game itself."""

from __future__ import annotations

from typing import Any

from ludoteca.core.actions import Action
from ludoteca.games.saboteur import GAME
from ludoteca.games.saboteur.content import load
from ludoteca.games.saboteur.state import SaboteurState

# a straight way from the start to the middle goal, the last cell (7, 0) left open
WAY = [[1, 0, "s1_cross", False], [2, 0, "s1_cross", False], [3, 0, "s1_cross", False],
       [4, 0, "s1_straight_ew", False], [5, 0, "s1_straight_ew", False],
       [6, 0, "s1_cross", False]]
GOLD_MIDDLE = ["goal_stone_a", "goal_gold", "goal_stone_b"]
BLUE, GREEN = "gold_digger_blue", "gold_digger_green"
# a way along y = -2 toward goal 0 (top), the cell (7, -2) left open
WAY_TOP = [[0, -1, "s1_straight_ns", False], [0, -2, "s1_curve_se", False],
           [1, -2, "s1_cross", False], [2, -2, "s1_cross", False],
           [3, -2, "s1_cross", False], [4, -2, "s2_bridge", False],
           [5, -2, "s2_bridge", False], [6, -2, "s1_cross", False]]
# round the goals: down from y = -3 on the far side of the goal column, to (9, -1)
FAR_SIDE = [[0, -1, "s1_straight_ns", False], [0, -2, "s1_straight_ns", False],
            [0, -3, "s1_curve_se", False], [1, -3, "s1_cross", False],
            [2, -3, "s1_cross", False], [3, -3, "s2_bridge", False],
            [4, -3, "s2_bridge", False], [5, -3, "s1_cross", False],
            [6, -3, "s1_cross", False], [7, -3, "s1_straight_ew", False],
            [8, -3, "s1_straight_ew", False], [9, -3, "s1_curve_sw", False],
            [9, -2, "s1_straight_ns", False], [9, -1, "s1_straight_ns", False]]
# three cards with one crystal each, off the way (D.5: they count linked or not)
CRYSTALS = [[1, 1, "s2_crystal_t_nes", False], [2, 1, "s2_crystal_dead_w", False],
            [1, -1, "s2_crystal_t_esw", False]]


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


BOTH_DOORS = way((3, "s2_door_blue_ew"), (4, "s2_door_green_ew"))  # both teams shut out


def finish(s: SaboteurState, seat: int) -> list[Any]:
    """The seat lays its straight card at (7, 0): the gold in the middle is reached."""
    return act(s, seat, "path", card="s1_straight_ew", x=7, y=0, turned=False)


def gold_table(maze: list[Any], roles: list[str], options: dict[str, Any] | None = None,
               front: dict[str, list[str]] | None = None, finisher: int = 0,
               **more: Any) -> SaboteurState:
    """A table where `finisher` holds the card that reaches the middle gold (and moves
    first unless `active` says otherwise)."""
    hands = more.pop("hands", {})
    hands.setdefault(str(finisher), ["s1_straight_ew", "map"])
    more.setdefault("active", finisher)
    return table(len(roles), options, roles=roles, goals=GOLD_MIDDLE, maze=maze, hands=hands,
                 front=front or {}, **more)


def no_gold_end(roles: list[str], **more: Any) -> SaboteurState:
    """A table whose round ends with the gold unfound when seat 0 discards its last card
    (empty pile, every other hand empty)."""
    hands = {str(o): [] for o in range(len(roles))}
    hands["0"] = ["map"]
    s = table(len(roles), more.pop("options", None), roles=roles, pile=0, hands=hands,
              **more)
    act(s, 0, "discard", card="map")
    return s


def steals(s: SaboteurState, seat: int) -> list[int]:
    return [a.get("seat") for a in s.legal(seat) if a.kind == "steal"]


def of_kind(events: list[Any], kind: str) -> list[Any]:
    return [e for e in events if e.kind == kind]


def role_pile_with_top(roles: list[str], top: str) -> list[str]:
    """The face-down role cards left once `roles` are dealt, `top` drawn next."""
    rest = list(load().role_deck)
    for r in roles:
        rest.remove(r)
    rest.remove(top)
    return [*rest, top]


def pass_turn(s: Any, seat: int, card: str = "map") -> None:
    """The seat passes: one card face down, then draws one."""
    act(s, seat, "discard", card=card)
    if s.to_move() == (seat,):
        act(s, seat, "done")


def inspected_then_put_away() -> SaboteurState:
    """Four seats: seat 0 inspects seat 1 (a saboteur), then seat 1 plays Swap Your Hats on
    itself (the saboteur card is put away, a geologist drawn)."""
    roles = [BLUE, "saboteur", GREEN, "boss"]
    s = table(4, roles=roles, hands={"0": ["inspection", "map"],
                                     "1": ["swap_your_hats", "map"]},
              state={"role_pile": role_pile_with_top(roles, "geologist")})
    act(s, 0, "inspect", card="inspection", seat=1)
    act(s, 1, "swap_hats", card="swap_your_hats", seat=1)
    return s
