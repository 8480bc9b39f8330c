"""Helpers shared by King of Tokyo's rulebook audits (test_audit_second.py,
test_audit_third.py): a table set up from a scenario block, acting by kind, and reading the
facts."""

from __future__ import annotations

from typing import Any

from ludoteca.core.actions import Action
from ludoteca.games.kingoftokyo import GAME, KotState

QUIET = ["1", "2", "3", "1", "2"]  # no triple, no SMASH, no HEART, no ENERGY
MARKET = ["energize", "evacuation_orders", "evacuation_orders"]  # 8, 7, 7: out of reach


def table(players: int = 3, seed: int = 1, options: dict[str, Any] | None = None,
          **setup: Any) -> KotState:
    options = dict(options or {})
    if players == 2:
        options.setdefault("two_player_variant", False)
    setup.setdefault("market", list(MARKET))
    return GAME.scenario_state({"players": players, "seed": seed, "options": options,
                                **setup})


def act(s: KotState, seat: int, kind: str, **args: Any) -> list[Any]:
    return s.apply(seat, Action.make(kind, **args))


def can(s: KotState, seat: int, kind: str, **args: Any) -> bool:
    return Action.make(kind, **args) in s.legal(seat)


def fx(s: KotState, *keys: str) -> dict[str, Any]:
    facts = s.facts()
    return {k: facts[k] for k in keys}


def decision(s: KotState) -> tuple[str, int] | None:
    return None if s.pending is None else (s.pending[0], s.pending[1])


def kinds_of(s: KotState, seat: int) -> set[str]:
    return {a.kind for a in s.legal(seat)}


def inst(s: KotState, seat: int, card_id: str) -> int:
    return next(i for i in s.keep[seat] if s.content.cards[i].id == card_id)


def events_of(events: list[Any], kind: str) -> list[dict[str, Any]]:
    return [dict(e.data) for e in events if e.kind == kind]


def end_buying(s: KotState, seat: int) -> None:
    """End the buy step if it is still open (with nothing left to buy it closes by itself)."""
    if decision(s) == ("buy", seat):
        act(s, seat, "end_turn")


def pass_turn(s: KotState, seat: int) -> None:
    """Play the rest of the current turn (`seat`'s) doing as little as possible, answering
    whoever decides meanwhile: stop rolling, resolve the groups in order, stay in Tokyo,
    take the first tile, pass every power; only this turn (an extra turn is left to start)."""
    turn = s.turn
    for _ in range(40):
        d = decision(s)
        if d is None or s.turn != turn or s.over:
            return
        kind, who = d
        if kind == "roll":
            act(s, who, "stop_rolling")
        elif kind == "resolve":
            legal = s.legal(who)
            s.apply(who, next((a for a in legal if a.kind in ("resolve", "pass")), legal[0]))
        elif kind in ("buy", "sell"):
            act(s, who, "end_turn")
        elif kind in ("copy", "probe", "opportunist", "swap", "damage"):
            act(s, who, "pass")
        elif kind == "yield":
            act(s, who, "stay")
        elif kind == "tile":
            s.apply(who, s.legal(who)[0])
        else:
            raise AssertionError(f"unexpected decision {d}")
    raise AssertionError("the turn did not end")
