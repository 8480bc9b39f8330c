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
