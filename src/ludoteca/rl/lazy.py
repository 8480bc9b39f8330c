"""Values made on first read, so a random-play loop never pays for what it never reads.

An observation's vector and an info's raw view cost several engine steps each (the view is
a rich JSON dict); a loop that only samples from the action mask never reads them. They are
made the first time they are read, from the position the environment showed: a `Frame`
names that position as a step of its episode's `Timeline`. While the episode has not moved
on, the frame reads the live state; a value read later is made from the position remade
by the timeline (a checkpoint copy plus at most `EVERY - 1` replayed actions), so nothing
is copied at each step for values nobody reads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..core.actions import Action
from ..core.protocol import State

LAZY: Any = object()  # a LazyDict's value not made yet
EVERY = 32  # a checkpoint copy every EVERY actions: a late read replays fewer than EVERY


class Timeline:
    """One episode: its live state, the actions applied to it, and a copy of the state
    every EVERY actions, so that any earlier position can be remade."""

    __slots__ = ("_cursor", "_marks", "moves", "state")

    def __init__(self, state: State) -> None:
        self.state = state
        self.moves: list[tuple[int, Action]] = []
        self._marks: list[State] = []
        self._cursor: tuple[int, State] | None = None  # the last position remade

    def apply(self, seat: int, action: Action, trusted: bool = True) -> list[Any]:
        """Apply to the live state (on the trusted path: an action its `legal` just listed)
        and record it."""
        moves = self.moves
        if len(moves) == len(self._marks) * EVERY:  # (an apply that raised made it already)
            self._marks.append(self.state.clone())
        events = (self.state.apply_trusted(seat, action) if trusted
                  else self.state.apply(seat, action))
        moves.append((seat, action))
        return events

    def at(self, step: int) -> State:
        """The position after `step` actions: the live state if that is now, else a remade
        copy (valid until the next `at`; the frame never keeps it)."""
        if step == len(self.moves):
            return self.state
        base = step - step % EVERY
        cursor = self._cursor
        if cursor is not None and base <= cursor[0] <= step:
            done, state = cursor  # reading forward: go on from the last remade position
        else:
            done, state = base, self._marks[step // EVERY].clone()
        for seat, action in self.moves[done:step]:
            state.apply(seat, action)  # validated: a replay that drifted would raise
        self._cursor = (step, state)
        return state


class Frame:
    """One position as an environment showed it, with its views made on first read."""

    __slots__ = ("step", "timeline", "views")

    def __init__(self, timeline: Timeline) -> None:
        self.timeline = timeline
        self.step = len(timeline.moves)
        self.views: dict[int | None, dict[str, Any]] = {}

    @property
    def state(self) -> State:
        """The position (the live state, or a copy remade for a late read: use it at once)."""
        return self.timeline.at(self.step)

    def view(self, seat: int | None) -> dict[str, Any]:
        found = self.views.get(seat)
        if found is None:
            found = self.views[seat] = self.timeline.at(self.step).view(seat)
        return found


class LazyDict(dict):
    """A dict whose `_thunks` values are computed on their first read. Every way of reading
    values (indexing, get, items, values, copy, ==, pickling, `dict(x)`) computes them first,
    so callers see an ordinary dict. Made by `lazy_dict` (two per environment step)."""

    __slots__ = ("_thunks",)

    def _one(self, key: Any) -> Any:
        thunk = self._thunks.pop(key, None)
        if thunk is not None:
            dict.__setitem__(self, key, thunk())
        return dict.__getitem__(self, key)

    def _all(self) -> LazyDict:
        for key in list(self._thunks):
            self._one(key)
        return self

    def __getitem__(self, key: Any) -> Any:
        value = dict.__getitem__(self, key)
        return self._one(key) if value is LAZY else value

    def get(self, key: Any, default: Any = None) -> Any:
        return self._one(key) if key in self else default

    def __iter__(self) -> Iterator[Any]:  # defined so dict(x) and {**x} read through here
        return dict.__iter__(self)

    def items(self) -> Any:
        return dict.items(self._all())

    def values(self) -> Any:
        return dict.values(self._all())

    def copy(self) -> dict[str, Any]:
        return dict(self._all())

    def pop(self, key: Any, *default: Any) -> Any:
        if key in self:
            self._one(key)
        return dict.pop(self, key, *default)

    def popitem(self) -> tuple[Any, Any]:
        return dict.popitem(self._all())

    def setdefault(self, key: Any, default: Any = None) -> Any:
        if key in self:
            return self._one(key)
        return dict.setdefault(self, key, default)

    def __setitem__(self, key: Any, value: Any) -> None:
        self._thunks.pop(key, None)
        dict.__setitem__(self, key, value)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyDict):
            other._all()
        return dict.__eq__(self._all(), other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None  # type: ignore[assignment]

    def __or__(self, other: Any) -> Any:
        return dict(self._all()) | other

    def __ror__(self, other: Any) -> Any:
        return other | dict(self._all())

    def __repr__(self) -> str:
        return dict.__repr__(self._all())

    def __reduce__(self) -> Any:  # pickles and copies with every value made
        return (_rebuilt, (dict(self._all()),))


def lazy_dict(values: dict[str, Any], thunks: dict[str, Callable[[], Any]]) -> LazyDict:
    """`values` holds `LAZY` at each key of `thunks`; both become the LazyDict's own (the
    dict's C constructor, no Python `__init__`: this is on every step's path)."""
    made = LazyDict(values)
    made._thunks = thunks
    return made


def _rebuilt(values: dict[str, Any]) -> LazyDict:
    return lazy_dict(values, {})
