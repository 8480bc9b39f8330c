"""What a seat may know (view), and the facts scenarios check (facts).

A view holds the public table (the maze with face-down goals hidden, every hand's size,
what lies in front of each player, the piles' sizes, scores, past rounds' results) plus
the viewer's own secrets: its hand, its role, the goals it saw with a map, the roles its
Inspection showed, the cards it knows to be in other hands (Swap Your Hand). Roles become
public when a round is scored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalAction
from .catalog import say

if TYPE_CHECKING:
    from .state import SaboteurState


def _prompt(s: SaboteurState, seat: int) -> dict[str, Any] | None:
    p = s.pending
    if p is None or p[1] != seat:
        return None
    fields = p.fields()
    args = {k: v for k, v in fields.items() if k not in ("kind", "seat")}
    return {"kind": p[0], "text": say(f"prompt-{p[0]}", **args), **args}


def _shared(s: SaboteurState) -> dict[str, Any]:
    """The view of a spectator: what every viewer sees alike (the maze with the face-down
    goals hidden, every seat's public row, piles, scores, results). Built once per position
    (a server shows the position to every seat; `_memo` is emptied by each action), so the
    views share its parts: read them, never edit them."""
    memo = s._memo.get("view")
    if memo is None:
        memo = s._memo["view"] = _public(s)
    return memo


def _public(s: SaboteurState) -> dict[str, Any]:
    names = s.names
    type_of = s.cards.type_of
    board = s.board.public_json()
    board["goals"] = _goal_names(s, board["goals"])
    board["cells"] = [[x, y, type_of[c], turned] for x, y, c, turned in board["cells"]]
    revealed = s.revealed
    seats = [{"seat": o, "cards": len(s.hands[o]), "front": names(s.front[o]),
              "gold": s.gold[o], "discarded": len(s.buried[o]),
              "role": s.roles[o] if revealed else None}
             for o in range(s.players)]
    return {
        "game": "saboteur",
        "seat": None,
        "players": s.players,
        "options": s.options,
        "round": s.round,
        "rounds": s.content.setup.rounds,
        "active": s.active,
        "to_move": list(s.to_move()),
        "pending": None if s.pending is None else s.pending.fields(),
        "prompt": None,
        "board": board,
        "pile": len(s.pile),
        "aside": len(s.aside),
        "discard": names(s.discard),
        "role_pile": len(s.role_pile),
        "seats": seats,
        "results": list(s.results),
        "over": s.over,
        "winners": s.winners() if s.over else [],
    }


def _goal_names(s: SaboteurState, rows: list[list[Any]]) -> list[list[Any]]:
    type_of = s.cards.type_of
    return [[None if c is None else type_of[c], up, turned] for c, up, turned in rows]


def view(s: SaboteurState, seat: int | None) -> dict[str, Any]:
    if seat is not None and (type(seat) is not int or not 0 <= seat < s.players):
        raise IllegalAction(f"no seat {seat!r} at this table")
    shared = _shared(s)
    out = shared.copy()  # the same keys in the same order; the seat's own parts replaced
    if seat is None:
        return out
    out["seat"] = seat
    out["prompt"] = _prompt(s, seat)
    board = s.board
    known = [g for g in s.known_goals[seat] if not board.face_up(g)]
    if known:  # the goals it saw with a map
        out["board"] = {"cells": shared["board"]["cells"],
                        "goals": _goal_names(s, board.goal_rows(known))}
    if not s.revealed:  # its own role in its row
        seats = out["seats"] = shared["seats"][:]
        seats[seat] = {**seats[seat], "role": s.roles[seat]}
    out["hand"] = s.names(s.hands[seat])
    out["role"] = s.roles[seat]
    out["known_roles"] = {str(o): r for o, r in enumerate(s.known_roles[seat])
                          if r is not None}
    known_cards: dict[str, list[str]] = {}
    for o, t in sorted(s.known_cards[seat]):  # what Swap Your Hand showed of other hands
        known_cards.setdefault(str(o), []).append(t)
    out["known_cards"] = known_cards
    # the role cards Swap Your Hats put away that this seat had seen by Inspection (seat:
    # whose card it was), in the order they were put away; never shown anew, only what it
    # saw (its own old role is not repeated either: the card is put away unseen)
    out["known_put_away"] = [{"seat": s.role_out_by[i], "role": s.role_out[i]}
                             for i in s.known_out[seat]]
    return out


def facts(s: SaboteurState) -> dict[str, Any]:
    """Everything a scenario may check, hidden parts included (scenarios see the table)."""
    type_of = s.cards.type_of
    board = s.board
    return {
        "round": s.round,
        "active": s.active,
        "last": s.last,
        "pending": None if s.pending is None else s.pending[0],
        "hands": [s.names(h) for h in s.hands],
        "hand_sizes": [len(h) for h in s.hands],
        "roles": list(s.roles),
        "front": [s.names(f) for f in s.front],
        "buried": [s.names(b) for b in s.buried],
        "gold": list(s.gold),
        "points": list(s.points),
        "pile": len(s.pile),
        "aside": len(s.aside),
        "discard": s.names(s.discard),
        "role_pile": list(s.role_pile),
        "role_out": list(s.role_out),
        "known_goals": [list(k) for k in s.known_goals],
        "known_roles": [list(k) for k in s.known_roles],
        "known_out": [list(k) for k in s.known_out],
        "known_cards": [sorted(map(list, k)) for k in s.known_cards],
        "goals": [type_of[board.goal_card(g)] for g in range(3)],
        "goals_up": [board.face_up(g) for g in range(3)],
        "gold_reached": board.gold_reached(),
        "cells": {f"{x},{y}": [type_of[c], t] for (x, y), (c, t) in board.cells().items()},
        "crystals": board.crystals(),
        "blue_way": board.team_route("green"),
        "green_way": board.team_route("blue"),
        "results": list(s.results),
        "last_result": s.results[-1] if s.results else None,
        "theft_at": list(s.theft_at),
        "finisher": s.finisher,
    }


def screen_data() -> dict[str, Any]:
    """The card table the browser screen draws from (GamePackage.screen_data): each path
    card's tunnels, each action card's kind and tools, from data/ alone; and the board's
    edge bits and where the goals lie, so the screen holds no copy of them."""
    from .board import EDGE_BITS, GOAL_CELLS
    from .content import load

    content = load()
    return {
        "edges": dict(EDGE_BITS),
        "goals": [list(cell) for cell in GOAL_CELLS],
        "paths": {k: {"kind": p.kind, "open": p.open, "groups": list(p.groups),
                      "dead": p.dead_ends, "ladder": p.ladder_edges, "door": p.door,
                      "crystals": p.crystals} for k, p in content.paths.items()},
        "actions": {k: {"kind": a.kind, "tools": list(a.tools)}
                    for k, a in content.actions.items()},
    }
