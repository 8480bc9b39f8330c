"""Flat observation vectors: named fields with offsets, sizes and bounds.

An encoder turns one seat's view (`State.view(seat)`, nothing else) into a float32 vector.
Its layout is declared once, field by field, like OpenSpiel's observer dict: each field
has a name, an offset, a size, bounds and a meaning, so `describe()` prints the table the
docs show and `slices()` hands a learner the named parts. Games bring their own encoder
(`GamePackage.observation`); `GenericEncoder` serves a game that brings none.
"""

from __future__ import annotations

import copy
import importlib
import os
import re
import zlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

import numpy as np


@dataclass(frozen=True)
class Field:
    """One named part of the vector: `size` numbers from `offset`, each in [low, high]."""

    name: str
    offset: int
    size: int
    low: float
    high: float
    meaning: str

    @property
    def slice(self) -> slice:
        return slice(self.offset, self.offset + self.size)


class Layout:
    """Builds a field table: each `add` returns the new field's offset."""

    def __init__(self) -> None:
        self.fields: list[Field] = []
        self.size = 0

    def add(self, name: str, size: int, meaning: str, low: float = 0.0,
            high: float = 1.0) -> int:
        if any(f.name == name for f in self.fields):
            raise ValueError(f"observation field {name!r} declared twice")
        offset = self.size
        self.fields.append(Field(name, offset, size, float(low), float(high), meaning))
        self.size += size
        return offset

    def one_hot(self, name: str, choices: Sequence[Any], meaning: str) -> dict[Any, int]:
        """One flag per choice (in `choices` order); returns choice -> position."""
        offset = self.add(name, len(choices), f"{meaning} (one-hot: {_listed(choices)})")
        return {choice: offset + i for i, choice in enumerate(choices)}


def _listed(choices: Sequence[Any]) -> str:
    shown = [str(c) for c in choices[:24]]
    return ", ".join(shown) + (f", ... ({len(choices)} in all)" if len(choices) > 24 else "")


class Encoder:
    """Base of every encoder: subclasses fill `layout` in `__init__` and write a view into
    a zeroed vector in `write`. `encode` clips to the declared bounds, so an observation is
    always inside `observation_space` (the tests check that no clipping was needed).

    `actions`: an optional action codec (rl.actions) for a game whose engine ids make too
    large a space; None means the game's own `action_id` / `action_from_id`."""

    actions: Any = None
    # the game's compiled writer (`native_writer`), called as `native(state, seat, out)`
    # in place of `write_state` when it was built; None: the Python `write_state` serves
    native: Any = None
    # True when that writer also clips each number it writes to its field's bounds (given
    # them in its plan, 0 inside every field's): `observe` then skips numpy's two passes
    # over the whole vector, which can cost more than the writing
    native_clips: bool = False

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.fields = tuple(layout.fields)
        self.size = layout.size
        low = np.zeros(self.size, np.float32)
        high = np.zeros(self.size, np.float32)
        for f in self.fields:
            low[f.slice] = f.low
            high[f.slice] = f.high
        self.low, self.high = low, high

    def write(self, view: Mapping[str, Any], out: np.ndarray) -> None:
        raise NotImplementedError

    def write_state(self, state: Any, seat: int, out: np.ndarray) -> None:
        """The same numbers as `write(state.view(seat), out)`, read from the engine state
        itself, skipping the JSON view (most of an observation's cost). It must read only
        what that view shows (tests/rl/test_fast_observation.py compares the two on
        thousands of positions of random games). By default: through the view."""
        self.write(state.view(seat), out)

    def observe(self, state: Any, seat: int) -> np.ndarray:
        """Seat `seat`'s observation of `state`: `encode(state.view(seat))`, by the
        compiled writer when there is one, else by `write_state`."""
        out = np.zeros(self.size, np.float32)
        native = self.native
        if native is None:
            self.write_state(state, seat, out)
        else:
            native(state, seat, out)
            if self.native_clips:
                return out
        np.maximum(out, self.low, out=out)
        np.minimum(out, self.high, out=out)
        return out

    # how this encoder was made (`rl.table.make_encoder` sets it): `in_python` makes a twin
    remake: Any = None

    def in_python(self) -> Encoder:
        """An encoder like this one without a compiled writer: its `observe` runs
        `write_state` (the reference the compiled writer is tested against). A twin of its
        own, made afresh (kept for the next call), so that no cache is shared with this
        one; for an encoder made otherwise than by `make_encoder`, a copy sharing them."""
        twin = self.__dict__.get("_in_python")
        if twin is None:
            if self.remake is None:
                twin = copy.copy(self)
                twin.native = None
            else:
                token = _PYTHON_ONLY.set(True)
                try:
                    twin = self.remake()
                finally:
                    _PYTHON_ONLY.reset(token)
            self._in_python = twin
        return twin

    def raw(self, view: Mapping[str, Any]) -> np.ndarray:
        out = np.zeros(self.size, np.float32)
        self.write(view, out)
        return out

    def encode(self, view: Mapping[str, Any]) -> np.ndarray:
        out = self.raw(view)
        np.maximum(out, self.low, out=out)  # a quarter of np.clip's time with array bounds
        np.minimum(out, self.high, out=out)
        return out

    def slices(self) -> dict[str, slice]:
        return {f.name: f.slice for f in self.fields}

    def field(self, name: str) -> Field:
        for f in self.fields:
            if f.name == name:
                return f
        raise KeyError(name)

    def describe(self) -> str:
        """The field table, as Markdown. Repeated fields (`seat0_hp`, `seat1_hp`...) share
        one row whose offset reads `first + stride·i`."""
        rows = ["| field | offset | size | range | meaning |", "|---|---:|---:|---|---|"]
        groups: dict[str, list[Field]] = {}
        for f in self.fields:
            m = re.fullmatch(r"([a-z_]*?)(\d+)(_\w+)?", f.name)
            key = f"{m[1]}{{i}}{m[3] or ''}" if m else f.name
            if m and int(m[2]) != len(groups.get(key, ())):
                key = f.name  # numbered by something else than 0, 1, 2... (tile levels)
            groups.setdefault(key, []).append(f)
        for key, same in groups.items():
            f = same[0]
            stride = same[1].offset - f.offset if len(same) > 1 else 0
            if len(same) > 1 and all(g.offset == f.offset + stride * i and g.size == f.size
                                     and g.low == f.low and g.high == f.high
                                     for i, g in enumerate(same)):
                meaning = same[1].meaning.replace("the seat 1 after the viewer",
                                                  "seat i (0: the viewer)")
                meaning = re.sub(r"\b1\b", "i", meaning, count=1)
                rows.append(f"| `{key}` | {f.offset} + {stride}·i | {f.size} | "
                            f"{_num(f.low)}..{_num(f.high)} | {meaning}, i = 0..{len(same) - 1}"
                            " |")
            else:
                rows.extend(f"| `{g.name}` | {g.offset} | {g.size} | {_num(g.low)}.."
                            f"{_num(g.high)} | {g.meaning} |" for g in same)
        rows.append(f"\n{self.size} numbers in all (float32).")
        return "\n".join(rows)


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def seat_rows(count: int) -> Iterator[tuple[str, str]]:
    """(field name prefix, words) for each relative seat of a per-seat block, the viewer
    first: ("seat0_", "the viewer"), ("seat1_", "the seat 1 after the viewer")..."""
    for r in range(count):
        yield f"seat{r}_", "the viewer" if r == 0 else f"the seat {r} after the viewer"


def relative(seat: int, other: int, players: int) -> int:
    """Where `other` sits counted from `seat` (0 = the seat itself, 1 = the next...), so a
    policy sees itself first at every seat."""
    return (other - seat) % players


def count_into(out: np.ndarray, index: Mapping[Any, int], items: Iterable[Any]) -> None:
    """Add 1 at index[item] for each item (multi-hot counts); unknown items are skipped."""
    for item in items:
        at = index.get(item)
        if at is not None:
            out[at] += 1


NO_NATIVE = "LUDOTECA_PYTHON_OBSERVATIONS"  # set (to anything but "" or "0"): Python only
_PYTHON_ONLY = ContextVar("python_only", default=False)  # set while `in_python` makes a twin


def native_writer(module: str, *plan: Any) -> Any:
    """A game's compiled observation writer: `module`'s `Writer(*plan)` (an optional C
    extension, built by the install when a compiler is at hand), or None when it was not
    built or the environment variable LUDOTECA_PYTHON_OBSERVATIONS asks for Python only.
    `plan` is what the writer needs worked out once (offsets, per-card tables)."""
    if _PYTHON_ONLY.get() or os.environ.get(NO_NATIVE, "") not in ("", "0"):
        return None
    try:
        found = importlib.import_module(module)
    except ImportError:
        return None
    return found.Writer(*plan)


# ---------------------------------------------------------------- the fallback
HASHED = 256  # buckets of the generic encoder's hashed features
BOUND = 1e6  # the generic encoder's numbers are clipped to +-BOUND


class GenericEncoder(Encoder):
    """For a game without an encoder of its own: a few conventional keys plus hashed
    features of the whole view.

    Limits: every leaf of the view becomes one feature hashed into HASHED buckets by its
    path (list positions included up to 16, later ones folded together); a number adds its
    value, a string or a boolean adds 1 at a bucket of its path and value. Different leaves
    can share a bucket, seats are not rotated to the viewer, and the sizes of nested lists
    are lost: fine to smoke-test a learner, weak for training. A game should bring its own
    (`GamePackage.observation`)."""

    def __init__(self, max_players: int) -> None:
        layout = Layout()
        self.max_players = max_players
        self.o_seat = layout.add("seat", max_players, "the viewer's seat (one-hot)")
        self.o_move = layout.add("to_move", max_players, "seats deciding now (view 'to_move')")
        self.o_over = layout.add("over", 1, "the game is over (view 'over')")
        self.o_hash = layout.add("hashed", HASHED, "hashed features of every leaf of the view",
                                 -BOUND, BOUND)
        super().__init__(layout)

    def write(self, view: Mapping[str, Any], out: np.ndarray) -> None:
        seat = view.get("seat")
        if isinstance(seat, int) and 0 <= seat < self.max_players:
            out[self.o_seat + seat] = 1
        for s in view.get("to_move") or ():
            if isinstance(s, int) and 0 <= s < self.max_players:
                out[self.o_move + s] = 1
        out[self.o_over] = bool(view.get("over"))
        self._walk(view, "", out)

    def _walk(self, value: Any, path: str, out: np.ndarray) -> None:
        if isinstance(value, Mapping):
            for key, item in value.items():
                self._walk(item, f"{path}.{key}", out)
        elif isinstance(value, list | tuple):
            for i, item in enumerate(value):
                self._walk(item, f"{path}.{min(i, 16)}", out)
        elif isinstance(value, bool | str):
            out[self.o_hash + _bucket(f"{path}={value}")] += 1
        elif isinstance(value, int | float):
            out[self.o_hash + _bucket(path)] += value


def _bucket(text: str) -> int:
    return zlib.crc32(text.encode()) % HASHED  # stable across processes, unlike hash()
