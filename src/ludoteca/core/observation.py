"""What a bot sees of a game: its seat's view, its legal actions, determinized copies and
the events its seat saw, never the state itself.

It lives in core, not bots/, because a game's own bot module implements against it and a
game's rules may use their own bot (Saboteur's belief reads evidence through the heuristic
bot's memory): so a game folder needs core only. `ludoteca.bots` re-exports it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .actions import Action
from .protocol import State
from .rng import Rng


class Observation:
    """`deadline` (a `time.monotonic()` value, or None) is when the table needs the
    answer: a bot that searches stops there with its best action so far. `events`: what
    happened since this seat's bot last decided (its own move's events included), oldest
    first, each as `Event.for_seat(seat)` gives it; a bot's first decision gets everything
    since the game was set up. A bot may ignore them."""

    __slots__ = ("_events", "_state", "_view", "deadline", "seat")

    def __init__(self, state: State, seat: int, deadline: float | None = None,
                 events: Sequence[dict[str, Any]] | Callable[[], list[dict[str, Any]]] = ()
                 ) -> None:
        self._state = state
        self.seat = seat
        self.deadline = deadline
        self._events = events  # or a function making them: most bots never look
        self._view: dict[str, Any] | None = None

    @property
    def events(self) -> Sequence[dict[str, Any]]:
        events = self._events
        if callable(events):
            events = self._events = events()
        return events

    @property
    def game_id(self) -> str:
        return self._state.game_id

    def legal(self) -> Sequence[Action]:
        return self._state.legal(self.seat)

    def view(self) -> dict[str, Any]:
        if self._view is None:
            self._view = self._state.view(self.seat)
        return self._view

    def determinize(self, rng: Rng) -> State:
        """A full state consistent with this seat's view (for search bots)."""
        return self._state.determinize(self.seat, rng)
