"""Values made on first read, so a random-play loop never pays for what it never reads.

An observation's vector and an info's raw view cost several engine steps each (the view is
a rich JSON dict); a loop that only samples from the action mask never reads them. They are
made the first time they are read, from the position the environment showed: `Frame`
keeps that position, and copies it (one `clone()`) when the environment moves on while a
value is still unread.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from ..core.protocol import State

_UNSET: Any = object()


class Frame:
    """One position as an environment showed it, with its views made on first read."""

    __slots__ = ("lazy", "state", "views")

    def __init__(self, state: State) -> None:
        self.state = state
        self.views: dict[int | None, dict[str, Any]] = {}
        self.lazy = False  # a lazy value of this position was handed out

    def view(self, seat: int | None) -> dict[str, Any]:
        found = self.views.get(seat)
        if found is None:
            found = self.views[seat] = self.state.view(seat)
        return found

    def freeze(self) -> None:
        """The state is about to change: keep this position for values still unread."""
        if self.lazy:
            self.state = self.state.clone()
            self.lazy = False


class LazyDict(dict):
    """A dict whose `thunks` values are computed on their first read. Every way of reading
    values (indexing, get, items, values, copy, ==, pickling, `dict(x)`) computes them first,
    so callers see an ordinary dict."""

    __slots__ = ("_thunks",)

    def __init__(self, values: Mapping[str, Any], thunks: Mapping[str, Callable[[], Any]]
                 ) -> None:
        super().__init__(values)
        for key in thunks:
            dict.__setitem__(self, key, _UNSET)
        self._thunks = dict(thunks)

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
        return self._one(key)

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


def _rebuilt(values: dict[str, Any]) -> LazyDict:
    return LazyDict(values, {})
