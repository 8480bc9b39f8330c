"""The maze part of Saboteur's observation (`cells`, then `spots`, adjacent in the layout),
read from the board itself for `SaboteurEncoder.write_state`.

Those ~4,100 numbers only change when the maze does (a path card, a goal turned up, a
rockfall), every few steps; so they are kept per maze position as one float32 block that
an observation copies whole. A position is known by `Board.occupied()`: the board makes a
new tuple at every change and its copies share it, so the tuple's identity names what lies
on the board (the tuple is held here, so its id is not reused). A new position is made
from the last one when cards were added (the board's cells dict keeps fill order: the old
(cell, card) pairs are a prefix of the new ones) or one was taken away (a rockfall), each
card shifting the later slots by one; checked, not assumed (another game may have filled
the same cells with other cards); anything else is built from scratch.

Read-only: the board's `_cells` (cell -> card * 2 + turned; start, path cards and face-up
goals, every one of them public) is read, never written.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np

from .board import GOAL_CELLS, START, cell_of, pos_of

_FIXED = frozenset(cell_of(p) for p in (START, *GOAL_CELLS))
_NEXT = tuple(cell_of(step) - cell_of((0, 0)) for step in ((0, -1), (1, 0), (0, 1), (-1, 0)))
_N, _E, _S, _W = _NEXT
# `board.pos_of`'s arithmetic, for many cells at once (checked below against it)
_ROW = cell_of((1, 0)) - cell_of((0, 0))
_HALF = _ROW // 2
_KEEP = 64  # maze positions kept (environments sharing an encoder, clones of a state)


class _Rows:
    """One maze position: its sorted path cells and spots (`cell_of` ints, which sort as
    (x, y) does) and the block of numbers they give."""

    __slots__ = ("block", "cells", "occupied", "spots", "values", "view")

    def __init__(self, occupied: tuple[int, ...], values: tuple[int, ...], cells: list[int],
                 spots: list[int], block: np.ndarray, view: memoryview | None = None) -> None:
        self.occupied, self.values = occupied, values
        self.cells, self.spots, self.block = cells, spots, block
        # copied out through a memoryview: twice numpy's speed
        self.view = memoryview(block) if view is None else view


class MazeBlocks:
    """`block(board)`: the `cells` + `spots` numbers of `SaboteurEncoder.write`, as a
    memoryview of one float32 array (slot k of cells: present, x, y, one-hot path type,
    turned; slot k of spots: present, x, y)."""

    def __init__(self, cell_slots: int, width: int, spot_slots: int,
                 type_column: Sequence[int]) -> None:
        """type_column[card]: the column of the card's path type in a cell slot (3 + its
        index among the path types) of `width` numbers."""
        self.width, self.cell_slots, self.spot_slots = width, cell_slots, spot_slots
        self.cell_size = cell_slots * width
        self.size = self.cell_size + spot_slots * 3
        self.column = tuple(type_column)
        self._columns = np.array(type_column, np.intp)
        self._blank = array("f", bytes(4 * width))  # an empty slot (buffers: no numpy call)
        self._blank3 = array("f", bytes(12))
        self._last: _Rows | None = None
        self._kept: dict[int, _Rows] = {}

    def __getstate__(self) -> dict[str, Any]:
        """Copies and pickles leave the kept positions behind (memoryviews do not pickle;
        a copy builds its own)."""
        state = self.__dict__.copy()
        state["_last"], state["_kept"] = None, {}
        return state

    def block(self, board: Any) -> memoryview:
        occupied = board.occupied()
        last = self._last
        if last is not None and last.occupied is occupied:  # the usual case: no change
            return last.view
        rows = self._kept.get(id(occupied))
        if rows is None or rows.occupied is not occupied:
            values = tuple(board._cells.values())  # in `occupied` order (both fill order)
            rows = None if last is None else self._changed(last, occupied, values)
            if rows is None:
                rows = self._built(occupied, values)
            if len(self._kept) >= _KEEP:
                self._kept.clear()
            self._kept[id(occupied)] = rows
        self._last = rows
        return rows.view

    def _changed(self, last: _Rows, occupied: tuple[int, ...], values: tuple[int, ...]
                 ) -> _Rows | None:
        """The new position as `last` changed, when it is `last` plus cards (placed, goals
        turned up) or minus one (a rockfall); None for anything else."""
        old, n = last.occupied, len(last.occupied)
        if len(occupied) > n:
            if occupied[:n] == old and values[:n] == last.values:
                return self._update(last, occupied, values, (),
                                    zip(occupied[n:], values[n:], strict=True))
        elif len(occupied) == n - 1:
            gone = set(old).difference(occupied)
            if len(gone) == 1:
                c = gone.pop()
                i = old.index(c)
                if (c not in _FIXED and occupied == old[:i] + old[i + 1:]
                        and values == last.values[:i] + last.values[i + 1:]):
                    return self._update(last, occupied, values, (c,), ())
        return None

    def _update(self, last: _Rows, occupied: tuple[int, ...], values: tuple[int, ...],
                removed: Iterable[int], added: Iterable[tuple[int, int]]) -> _Rows:
        """`last` with those path cards taken away and added: each shifts the later cell
        slots by one, and the cells around it may join or leave the spots (an empty cell
        next to a taken one: a card, the start or a goal)."""
        width = self.width
        cells, spots = list(last.cells), list(last.spots)
        block = last.block.copy()  # `last` stays as it was: other states may show it
        b = memoryview(block)  # slice moves are memmoves, item writes cheap
        for c in removed:  # a rockfall
            at = bisect_left(cells, c)
            del cells[at]
            end = len(cells)
            b[at * width:end * width] = b[(at + 1) * width:(end + 1) * width]
            b[end * width:(end + 1) * width] = self._blank
            taken = _FIXED.union(occupied)
            # the emptied cell joins the spots if still next to something; a spot next to
            # it stays one only if something else is next to it
            for e in (c, c + _N, c + _E, c + _S, c + _W):
                if e not in taken:
                    near = (e + _N in taken or e + _E in taken or e + _S in taken
                            or e + _W in taken)
                    self._spot(b, spots, e, near)
        for c, k in added:
            if c in _FIXED:  # a goal turned up: start and goals always count as taken
                continue
            at = bisect_left(cells, c)
            cells.insert(at, c)
            end = len(cells)
            b[(at + 1) * width:end * width] = b[at * width:(end - 1) * width]
            b[at * width:(at + 1) * width] = self._blank
            x, y = pos_of(c)
            row = at * width
            b[row], b[row + 1], b[row + 2] = 1, x, y
            b[row + self.column[k >> 1]] = 1
            b[row + width - 1] = k & 1
            # it leaves the spots, and its free neighbours are spots now
            self._spot(b, spots, c, False)
            for e in (c + _N, c + _E, c + _S, c + _W):
                if e in _FIXED:
                    continue
                at = bisect_left(cells, e)
                if at < len(cells) and cells[at] == e:
                    continue
                self._spot(b, spots, e, True)
        return _Rows(occupied, values, cells, spots, block, b)

    def _spot(self, b: memoryview, spots: list[int], e: int, want: bool) -> None:
        """Make e one of the sorted spots (want) or not, shifting the later spot slots."""
        at = bisect_left(spots, e)
        have = at < len(spots) and spots[at] == e
        if want == have:
            return
        base = self.cell_size
        if want:
            spots.insert(at, e)
            end = base + len(spots) * 3
            row = base + at * 3
            b[row + 3:end] = b[row:end - 3]
            x, y = pos_of(e)
            b[row], b[row + 1], b[row + 2] = 1, x, y
        else:
            del spots[at]
            end = base + len(spots) * 3
            row = base + at * 3
            b[row:end] = b[row + 3:end + 3]
            b[end:end + 3] = self._blank3

    def _built(self, occupied: tuple[int, ...], values: tuple[int, ...]) -> _Rows:
        """From scratch (a new round, another game's board), at numpy's speed."""
        placed = dict(zip(occupied, values, strict=True))
        cells = sorted(c for c in occupied if c not in _FIXED)
        taken = _FIXED.union(occupied)
        spots = sorted({c + d for c in taken for d in _NEXT} - taken)
        block = np.zeros(self.size, np.float32)
        if cells:
            n = len(cells)
            rows = block[:self.cell_size].reshape(self.cell_slots, self.width)[:n]
            keys = np.array([placed[c] for c in cells], np.intp)
            rows[:, 0] = 1
            rows[:, 1:3] = _xy(cells)
            rows[np.arange(n), self._columns[keys >> 1]] = 1
            rows[:, -1] = keys & 1
        if spots:
            rows = block[self.cell_size:].reshape(self.spot_slots, 3)[:len(spots)]
            rows[:, 0] = 1
            rows[:, 1:3] = _xy(spots)
        return _Rows(occupied, values, cells, spots, block)


def _xy(cells: list[int]) -> np.ndarray:
    """`pos_of` of many cells at once: rows (x, y)."""
    c = np.array(cells, np.int64)
    x = (c + _HALF) // _ROW
    return np.stack((x, c - x * _ROW), axis=1)


if _xy([cell_of((3, -20000)), cell_of((-5, 7))]).tolist() != [[3, -20000], [-5, 7]]:
    raise AssertionError("fastobs._xy no longer agrees with board.pos_of")
