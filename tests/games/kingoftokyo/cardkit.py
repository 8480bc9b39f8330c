"""Shared helpers for the King of Tokyo card and tile tests: build a table, act, read facts.

`table()` wraps `GAME.scenario_state` (setup block documented in setup_scenario.py); two-player
tables default to the plain rules (no two-player variant) so that Tokyo gives VP as with more
players. Every test module names its tests `test_card_<id>` / `test_tile_<id>` (more tests on
the same id: `test_card_<id>__<what>`) and checks coverage with `missing_tests`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ludoteca.core.actions import Action
from ludoteca.core.events import Event
from ludoteca.games.kingoftokyo import GAME, KotState

CONTENT = GAME.content
CARD_IDS = frozenset(CONTENT.card_defs)
TILE_IDS = frozenset(CONTENT.tiles)
GROUP_ORDER = ("numbers", "energy", "smash", "heart")
GROUP_BIT = {"numbers": 1, "energy": 2, "smash": 4, "heart": 8}
DEFAULT_MARKET = ("energize", "evacuation_orders", "evacuation_orders")  # costs 8, 7, 7


def table(players: int = 2, seed: int = 1, **setup: Any) -> KotState:
    options = dict(setup.pop("options", {}))
    if players == 2:
        options.setdefault("two_player_variant", False)
    # a known market nobody can afford by accident (tests name their own market when buying)
    setup.setdefault("market", list(DEFAULT_MARKET))
    return GAME.scenario_state({"players": players, "seed": seed, "options": options, **setup})


def act(s: KotState, seat: int, kind: str, /, **args: Any) -> list[Event]:
    """Apply an action (IllegalAction if it is not legal for that seat now)."""
    return s.apply(seat, Action.make(kind, **args))


def can(s: KotState, seat: int, kind: str, /, **args: Any) -> bool:
    return Action.make(kind, **args) in s.legal(seat)


def legal_kinds(s: KotState, seat: int) -> set[str]:
    return {a.kind for a in s.legal(seat)}


def pending(s: KotState) -> tuple[str, int] | None:
    """(kind, seat) of the decision the game waits for, or None."""
    return None if s.pending is None else (s.pending[0], s.pending[1])


def resolve(s: KotState, *groups: str, poison: int = 0, shrink: int = 0) -> list[Event]:
    """Resolve the named dice groups of the active monster, in the order given. The last group
    left resolves by itself, and the turn may go on past the dice: a group already resolved, or
    asked for once the turn is over, is skipped (any other must be offered)."""
    out: list[Event] = []
    turn = s.turn
    for group in groups:
        if s.turn != turn or s.resolved & GROUP_BIT[group]:
            continue
        if group == "heart":
            out += act(s, s.active, "resolve", group="heart", poison=poison, shrink=shrink)
        else:
            out += act(s, s.active, "resolve", group=group)
    return out


def resolve_all(s: KotState) -> list[Event]:
    """Resolve every offered group (numbers, energy, smash, heart without cures) in that order,
    while the active monster is asked to resolve."""
    out: list[Event] = []
    while s.pending is not None and s.pending[0] == "resolve":
        offered = {a.get("group") for a in s.legal(s.active) if a.kind == "resolve"}
        group = next(g for g in GROUP_ORDER if g in offered)
        out += resolve(s, group)
    return out


def f(s: KotState, key: str) -> Any:
    """One fact: `f(s, "hp")` is the list per seat; `f(s, "hp.1")` seat 1's hearts."""
    facts = s.facts()
    if "." in key:
        name, seat = key.split(".")
        return facts[name][int(seat)]
    return facts[key]


def snap(s: KotState, *keys: str) -> dict[str, Any]:
    facts = s.facts()
    return {k: facts[k] for k in keys}


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]


def of_kind(events: Iterable[Event], kind: str) -> list[Mapping[str, Any]]:
    return [e.data for e in events if e.kind == kind]


def inst(s: KotState, seat: int, card_id: str) -> int:
    """Instance id of the seat's KEEP card with that id."""
    return next(i for i in s.keep[seat] if CONTENT.cards[i].id == card_id)


def missing_tests(namespace: Mapping[str, Any], prefix: str, ids: Iterable[str]) -> list[str]:
    """Ids without a test function named prefix + id (or prefix + id + '__...')."""
    names = {name for name, obj in namespace.items() if callable(obj) and name.startswith(prefix)}
    covered = {name[len(prefix):].split("__")[0] for name in names}
    return sorted(set(ids) - covered)
