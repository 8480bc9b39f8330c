"""Shared helpers for the genie tests: set up a table, act, and read events and facts."""

from __future__ import annotations

from typing import Any

from ludoteca.core.actions import Action
from ludoteca.core.events import Event
from ludoteca.games.genie import GAME, GenieState
from ludoteca.games.genie.catalog import place_action


def table(hands: dict[str, list[str]] | None = None, players: int = 3, seed: int = 1,
          **setup: Any) -> GenieState:
    """A scenario state; lamp races default to 'arrival' so the first rub wins."""
    options = {"race": "arrival", **setup.pop("options", {})}
    if hands is None:
        hands = {str(i): [] for i in range(players)}
    spec = {"players": players, "seed": seed, "options": options, "hands": hands, **setup}
    return GAME.scenario_state(spec)


def place(s: GenieState, seat: int, *dice: tuple[str, int]) -> list[Event]:
    return s.apply(seat, place_action(tuple(dice)))


def act(s: GenieState, seat: int, kind: str, /, **args: Any) -> list[Event]:
    return s.apply(seat, Action.make(kind, **args))


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def event(events: list[Event], kind: str) -> Event:
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, kinds(events)
    return found[0]


def player(s: GenieState, seat: int) -> dict[str, Any]:
    return s.facts()["players"][seat]


def cards(s: GenieState, seat: int) -> list[str]:
    return player(s, seat)["cards"]


# the rulebook audits' tables and moves
SIX_SAFE = ["gem:green*1", "gem:red*1", "gem:blue*1", "gem:yellow*1", "gem:green*0",
            "gem:red*1"]  # six cards, five scorpions
SILVER_SET = ["jewellery:silver:bracelet", "jewellery:silver:ring", "jewellery:silver:necklace"]


def held(s: GenieState, seat: int, spec: str, nth: int = 0) -> int:
    return [c for c in s.hands[seat] if s.content.cards[c].spec == spec][nth]


def place_all(s: GenieState, *dice: tuple[str, int]) -> list[Event]:
    events: list[Event] = []
    for seat, die in enumerate(dice):
        events += place(s, seat, die)
    return events


def answer_claims(s: GenieState, rubs: set[int], order: list[int] | None = None
                  ) -> list[Event]:
    events: list[Event] = []
    for seat in order if order is not None else range(s.players):
        events += act(s, seat, "rub" if seat in rubs else "pass")
    return events


def lamp_order(s: GenieState) -> list[str]:
    return s.facts()["lamp"]["order"]


def explore_alone(top: list[str], die: int, chest: str = "bronze", **kw: Any) -> GenieState:
    """3 players: seat 0 alone on `chest` with `die`; seats 1 and 2 cancel each other on
    another chest (equal dice); nobody rubs."""
    hands = kw.pop("hands", {"0": [], "1": [], "2": []})
    s = table(hands, chests={chest: {"top": top}}, **kw)
    other = "gold" if chest != "gold" else "silver"
    twin = 5 if die != 5 else 4
    place_all(s, (chest, die), (other, twin), (other, twin))
    answer_claims(s, set())
    assert s.facts()["explore"]["chest"] == chest and s.pending == ("draw", 0)
    return s
