"""Saboteur's tunnel maze: placed path cards, what is linked to the entrance, and where a card
may go next (rules.md B.2, B.3, B.5, E.1; scoring routes E.3).

Coordinates (x, y): x grows toward the goals (E), y grows downward (S); the start card and
the goal cards (goal index 0, 1, 2) lie where data/setup.toml puts them (`START`,
`GOAL_CELLS`: (0, 0); (8, -2), (8, 0), (8, 2)). The grid is unbounded but for |y| <= 20251,
far beyond what 118 cards reach.

A card is an int the engine chooses: an index into the shapes table given to the board, the
shape being the card in its listed orientation. A card lies as listed or turned 180 degrees.

Connectivity (E.1): each card is split into tunnel groups (bitmasks of edges); dead-end openings
belong to no group. Two groups on neighbouring cards are linked when both facing edges belong to
groups. A virtual entrance is linked to the start card and to every group reaching a ladder.

Inside, a cell is one int, `x * 40503 + y` (`cell_of`): a neighbour is one addition away, no
tuple is built or hashed, and the ints sort as the (x, y) pairs do. The API speaks (x, y).
What is derived is kept incrementally, because the engine lists placements at every step:
- `_link[cell]`: the edges of the card there whose group is linked to the entrance;
- `_live[cell]` and `_spots[cell]`: every empty cell next to a card in the maze (start, path
  cards, face-up goals), in `_live` if an opening of a linked group faces it (where any card
  but a ladder must go), else in `_spots`; the value packed as `must | need << 4`: the edges
  that face a card (must match) and those of them facing an opening (must be open).
Placing a card touches its four neighbours and spreads links only through what becomes linked;
a rockfall (rare) recomputes everything.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar

from .content import load

N, E, S, W = 1, 2, 4, 8
EDGES = (N, E, S, W)
EDGE_BITS = {"N": N, "E": E, "S": S, "W": W}
DOORS = ("blue", "green")

Pos = tuple[int, int]

# where the start and the goals lie: the set-up data is their one source (the screen reads
# it too, `views.screen_data`)
START: Pos = load().setup.start
GOAL_CELLS: tuple[Pos, Pos, Pos] = load().setup.goals  # type: ignore[assignment]

# The one direction table (bot.py reads it, the screen gets it as screen data):
# (edge of this card, step to the neighbour, the neighbour's facing edge)
DIRS = ((N, 0, -1, S), (E, 1, 0, W), (S, 0, 1, N), (W, -1, 0, E))
# cells where a ladder card may not go (orthogonally next to a goal card, B.5)
NEAR_GOAL = frozenset((x + dx, y + dy) for x, y in GOAL_CELLS for _, dx, dy, _ in DIRS)

# cell = x * _ROW + y. Odd, about 2**16 / golden ratio: a dict finds an int by its low bits,
# which a power of two would leave to y alone (every cell of a row colliding)
_ROW = 40503
_HALF = _ROW // 2  # |y| <= _HALF
_SPOT_VALUES = 1 << 8  # must | need << 4


def cell_of(pos: Pos) -> int:
    """The int of a cell (|y| <= 20251): x * 40503 + y, so x, then y, orders them."""
    return pos[0] * _ROW + pos[1]


def pos_of(cell: int) -> Pos:
    x = (cell + _HALF) // _ROW
    return x, cell - x * _ROW


def _on_grid(pos: Pos) -> bool:
    return -_HALF <= pos[1] <= _HALF


def spot_id(pos: Pos, turned: bool) -> int:
    """One int per (cell, orientation), for tables keyed by placement: `cell_of(pos) << 1 |
    turned`, as `Board.placement_ids` lists them."""
    return (pos[0] * _ROW + pos[1]) << 1 | turned


_START = cell_of(START)
_GOAL_IDS = tuple(cell_of(p) for p in GOAL_CELLS)
_GOAL_INDEX = {c: i for i, c in enumerate(_GOAL_IDS)}
GOAL_AT = _GOAL_INDEX  # cell_of(GOAL_CELLS[i]) -> i
_NEAR_GOAL = frozenset(cell_of(p) for p in NEAR_GOAL)
_LIVE = -1  # `Board._cache` key of the sorted live spots (shape keys are >= 0)
_OCCUPIED = -2  # `Board._cache` key of `occupied()`
_ANY = -3  # `Board._cache` key of the sorted spots a ladder may go to
_REMOVABLE = -4  # `Board._cache` key of `removable_cells()`
_T = TypeVar("_T")
# (edge of this card, step to the neighbour's cell, the neighbour's facing edge)
_STEPS = tuple((e, dx * _ROW + dy, oe) for e, dx, dy, oe in DIRS)
_N, _E, _S, _W = (step for _, step, _ in _STEPS)
# per `_STEPS` entry: the neighbour there, and the index of its own entry back to this cell
_BACK = tuple((step, [s for _, s, _ in _STEPS].index(-step)) for _, step, _ in _STEPS)
# `_BACK` with the neighbour's edge facing this cell
_FACING = tuple((step, back, _STEPS[back][0]) for step, back in _BACK)


def edge_mask(names: Iterable[str]) -> int:
    """["N", "E"] -> N | E (path_cards.yaml lists edges by name)."""
    mask = 0
    for name in names:
        mask |= EDGE_BITS[name]
    return mask


def turn(mask: int) -> int:
    """An edge mask turned 180 degrees (N<->S, E<->W)."""
    return ((mask << 2) | (mask >> 2)) & 15


@dataclass(frozen=True, slots=True)
class Shape:
    """A path card's tunnels in one orientation (fields as in path_cards.yaml).

    open: edges with an opening; groups: edges joined inside the card (a bridge or double curve
    has two that never meet); dead_ends: openings joined to nothing; ladder_edges: edges whose
    group reaches a ladder; door: None, "blue" or "green" (on every group); crystals: icons.
    """

    open: int
    groups: tuple[int, ...] = ()
    dead_ends: int = 0
    ladder_edges: int = 0
    door: str | None = None
    crystals: int = 0

    def __post_init__(self) -> None:
        joined = 0
        for g in self.groups:
            if not g or g & joined or g & ~15:
                raise ValueError(f"groups must be disjoint non-empty edge masks: {self.groups}")
            joined |= g
        if self.dead_ends & joined or (joined | self.dead_ends) != self.open:
            raise ValueError("every opening must be in exactly one group or be a dead end")
        if self.ladder_edges & ~joined:
            raise ValueError("ladder_edges must be edges of groups")
        if self.door not in (None, *DOORS):
            raise ValueError(f"unknown door {self.door!r}")
        if self.crystals < 0:
            raise ValueError("crystals must be >= 0")
        # one order, so that a shape equals its turn when the card looks the same turned
        object.__setattr__(self, "groups", tuple(sorted(self.groups)))

    def turned(self) -> Shape:
        """The same card turned 180 degrees."""
        return Shape(turn(self.open), tuple(turn(g) for g in self.groups), turn(self.dead_ends),
                     turn(self.ladder_edges), self.door, self.crystals)

    @property
    def symmetric(self) -> bool:
        """Turning it changes nothing (cross, straight, bridge...): one placement, not two."""
        return self.turned() == self

    @property
    def ladder(self) -> bool:
        return self.ladder_edges != 0


class Reveal(NamedTuple):
    """A goal card turned face up by a placement."""

    index: int  # 0, 1, 2 = GOAL_CELLS[index]
    card: int
    turned: bool


class _Table:
    """Per-(card, orientation) lookups, indexed by key = card * 2 + turned; shared by every board
    built on the same shapes object."""

    __slots__ = ("_fits", "_shut", "groups", "key", "ladder", "ladders", "listed", "listing",
                 "marks", "open", "part", "shapes", "symmetric", "tunnels")

    def __init__(self, shapes: Sequence[Shape]) -> None:
        self.shapes = tuple(s.turned() if t else s for s in shapes for t in (False, True))
        self.open = tuple(s.open for s in self.shapes)
        # part[k][edge]: the group holding that edge (0 for a dead end or rock)
        self.part = tuple(
            tuple(next((g for g in s.groups if g & e), 0) for e in range(16))
            for s in self.shapes)
        self.groups = tuple(tuple((g, bool(g & s.ladder_edges)) for g in s.groups)
                            for s in self.shapes)
        # per key: the edges of every group, and of the groups reaching a ladder (seeds)
        self.tunnels = tuple(sum(g for g, _ in gs) for gs in self.groups)
        self.ladders = tuple(sum(g for g, ladder in gs if ladder) for gs in self.groups)
        # marks[k]: per side (step to the neighbour's cell, what it adds to that spot's value)
        self.marks = tuple(tuple((step, oe | oe << 4 if o & e else oe) for e, step, oe in _STEPS)
                           for o in self.open)
        self.symmetric = tuple(s.symmetric for s in shapes)
        self.ladder = tuple(s.ladder for s in shapes)
        # cards with the same openings (both ways), symmetry and ladder flag go to the same spots
        self.key = tuple(s.open | turn(s.open) << 4 | self.symmetric[c] << 8 | s.ladder << 9
                         for c, s in enumerate(shapes))
        self._fits: dict[int, tuple[int, ...]] = {}
        self._shut: dict[str | None, tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]] = {
            None: (self.part, self.ladders)}
        # listing[card]: `fits` as listings read it (a symmetric card: unturned only);
        # listed[card] the same but None for a ladder card, which is listed from every spot,
        # not just the live ones (the hot path tells the two apart by one lookup)
        self.listing = tuple(tuple(b & (1 if self.symmetric[c] else 3) for b in self.fits(c))
                             for c in range(len(shapes)))
        self.listed = tuple(None if self.ladder[c] else b for c, b in enumerate(self.listing))

    def shut_out(self, door: str | None
                 ) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
        """`part` and `ladders` with the cards of that door colour left out (their rows
        empty): what `spread` walks for a team whose way may not pass that door (None: the
        tables themselves)."""
        found = self._shut.get(door)
        if found is None:
            shut = [s.door is not None and s.door == door for s in self.shapes]
            found = self._shut[door] = (
                tuple((0,) * 16 if x else p for x, p in zip(shut, self.part, strict=True)),
                tuple(0 if x else m for x, m in zip(shut, self.ladders, strict=True)))
        return found

    def fits(self, card: int) -> tuple[int, ...]:
        """Per spot value (`Board._live`, `_spots`): bit 0 the card's sides match there as
        listed, bit 1 turned (where it may go besides: `Board.can_place`)."""
        key = self.key[card]
        found = self._fits.get(key)
        if found is None:
            o0, o1 = self.open[card * 2], self.open[card * 2 + 1]
            found = self._fits[key] = tuple(_fit_bits(o0, o1, v) for v in range(_SPOT_VALUES))
        return found


def spread(cells: dict[int, int], part: Sequence[Sequence[int]], link: dict[int, int],
           seeds: Iterable[tuple[int, int]], front: list[int]) -> int:
    """The maze's one walk (E.1): link the seeded (cell, edges) and every tunnel group they
    reach, card by card (cells: cell -> key; part[key][edge]: the group holding that edge,
    0 for a dead end, rock or a card left out, `_Table.shut_out`), adding to link. Appends
    to front each empty cell a linked tunnel opens onto (in the order met, maybe twice) and
    returns the bits of the face-down goals one faces."""
    todo = []
    for c, mask in seeds:
        link[c] = link.get(c, 0) | mask
        todo.append((c, mask))
    reached = 0
    while todo:
        c, mask = todo.pop()
        for e, step, oe in _STEPS:
            if not mask & e:
                continue
            n = c + step
            kn = cells.get(n)
            if kn is None:
                gi = _GOAL_INDEX.get(n)
                if gi is None:
                    front.append(n)
                else:
                    reached |= 1 << gi
                continue
            g = part[kn][oe]
            have = link.get(n, 0)
            if g and not have & g:
                link[n] = have | g
                todo.append((n, g))
    return reached


def _fit_bits(o0: int, o1: int, v: int) -> int:
    """E.1 for a card with openings o0 (as listed) and o1 (turned) at a spot of value v: every
    side matching its neighbour (an opening facing an opening, rock facing rock)."""
    must, need = v & 15, v >> 4
    return (o0 & must == need) | (o1 & must == need) << 1


_TABLES: dict[int, tuple[Sequence[Shape], _Table]] = {}


def table(shapes: Sequence[Shape]) -> _Table:
    """The lookups of a shapes table (one per table: boards built on it share them)."""
    return _table(shapes)


def _table(shapes: Sequence[Shape]) -> _Table:
    # keyed by identity (the engine passes its one content table); holding the shapes keeps
    # the id from being reused
    hit = _TABLES.get(id(shapes))
    if hit is not None and hit[0] is shapes:
        return hit[1]
    if len(_TABLES) > 32:
        _TABLES.clear()
    table = _Table(shapes)
    _TABLES[id(shapes)] = (shapes, table)
    return table


def _gold_index(goals: tuple[int, ...], shapes: Sequence[Shape], gold: int | None) -> int:
    if gold is None:
        # the gold card is the full cross (path_cards.yaml); the stones are curves
        found = [i for i, c in enumerate(goals)
                 if shapes[c].open == 15 and shapes[c].groups == (15,)]
    else:
        found = [i for i, c in enumerate(goals) if c == gold]
    if len(found) != 1:
        raise ValueError(f"cannot tell the gold card among goals {goals} (pass gold=)")
    return found[0]



class Board:
    """The maze of one round. Legality (`can_place`, `placements`) follows E.1; `place` assumes
    a legal placement (the engine checks first)."""

    __slots__ = ("_cache", "_cells", "_goals", "_gold", "_link", "_live", "_spots", "_tab",
                 "_up")

    def __init__(self, shapes: Sequence[Shape], start: int, goals: Iterable[int], *,
                 gold: int | None = None) -> None:
        """goals: the cards dealt at GOAL_CELLS, in that order; gold: which card is the gold
        (default: the goal whose shape is the full cross)."""
        self._tab = _table(shapes)
        self._goals = tuple(goals)
        if len(self._goals) != 3:
            raise ValueError("three goal cards")
        self._gold = _gold_index(self._goals, shapes, gold)
        self._cells: dict[int, int] = {}  # cell -> card * 2 + turned (face-up goals included)
        self._link: dict[int, int] = {}
        self._live: dict[int, int] = {}
        self._spots: dict[int, int] = {}
        self._up = 0  # bit i: goal i is face up
        # shape key -> placement_ids, _LIVE -> the sorted live spots, _OCCUPIED
        self._cache: dict[int, Any] = {}
        self._put(_START, start * 2)
        self._seed({_START: self._tab.tunnels[start * 2]})

    # ----- copies and JSON -----

    def copy(self) -> Board:
        """An independent board: four flat dict copies, no deep copy."""
        b = Board.__new__(Board)
        b._tab, b._goals, b._gold = self._tab, self._goals, self._gold
        b._cells, b._link = self._cells.copy(), self._link.copy()
        b._live, b._spots = self._live.copy(), self._spots.copy()
        b._up = self._up
        # same position, so the same answers; a change gives a board a fresh dict, never clears
        b._cache = self._cache
        return b

    def to_json(self) -> dict[str, Any]:
        """Everything (face-down goal cards too): {"cells": [[x, y, card, turned]...] sorted,
        start and goals left out; "goals": [[card, face_up, turned]] in GOAL_CELLS order}."""
        return {"cells": self._path_cells(), "goals": self.goal_rows(set(range(3)))}

    def public_json(self, known: set[int] | None = None) -> dict[str, Any]:
        """`to_json` with face-down goals as [None, False, False] unless their index is known."""
        return {"cells": self._path_cells(), "goals": self.goal_rows(known or set())}

    def _path_cells(self) -> list[list[Any]]:
        cells, out = self._cells, []
        for c in sorted(cells):  # cells sort as (x, y) does
            if c != _START and c not in _GOAL_INDEX:
                k = cells[c]
                out.append([*pos_of(c), k >> 1, bool(k & 1)])
        return out

    def goal_rows(self, known: set[int] | list[int]) -> list[list[Any]]:
        """`public_json`'s "goals": [card, True, turned] face up, [card, False, False] for a
        face-down goal whose index is known, [None, False, False] for the others."""
        rows: list[list[Any]] = []
        for i, card in enumerate(self._goals):
            if self._up >> i & 1:
                rows.append([card, True, bool(self._cells[_GOAL_IDS[i]] & 1)])
            else:
                rows.append([card if i in known else None, False, False])
        return rows

    @classmethod
    def from_json(cls, data: dict[str, Any], shapes: Sequence[Shape], start: int,
                  goals: Iterable[int], *, gold: int | None = None) -> Board:
        """The board `to_json` gave. goals: the three goal cards in any order (the deal is read
        from data and checked against them)."""
        dealt = tuple(int(row[0]) for row in data["goals"])
        goals = tuple(goals)
        if sorted(dealt) != sorted(goals):
            raise ValueError(f"goal cards {dealt} are not {goals}")
        b = cls(shapes, start, dealt, gold=gold)
        for x, y, card, turned in data["cells"]:
            pos = (int(x), int(y))
            c = cell_of(pos)
            if not _on_grid(pos) or c in b._cells or c in _GOAL_INDEX:
                raise ValueError(f"cell {pos} given twice, on the start/goals or off the grid")
            b._cells[c] = int(card) * 2 + bool(turned)
        for i, (card, up, turned) in enumerate(data["goals"]):
            if up:
                b._up |= 1 << i
                b._cells[_GOAL_IDS[i]] = int(card) * 2 + bool(turned)
        b._rebuild()
        return b

    def deal_goals(self, cards: Iterable[int]) -> None:
        """Put other cards under the face-down goals (determinize: a guess at hidden goals).
        Face-up goals must keep their cards; nothing else changes, face-down goals being no
        part of the maze."""
        cards = tuple(cards)
        if sorted(cards) != sorted(self._goals) or any(
                self._up >> i & 1 and cards[i] != self._goals[i] for i in range(3)):
            raise ValueError(f"cannot deal {cards} over goals {self._goals}")
        self._gold = cards.index(self._goals[self._gold])
        self._goals = cards

    # ----- queries -----

    def at(self, pos: Pos) -> tuple[int, bool] | None:
        """(card, turned) at pos; None for an empty cell or a face-down goal."""
        k = self._cells.get(cell_of(pos)) if _on_grid(pos) else None
        return None if k is None else (k >> 1, bool(k & 1))

    def cells(self) -> dict[Pos, tuple[int, bool]]:
        """Every card in the maze (start, path cards, face-up goals): pos -> (card, turned)."""
        return {pos_of(c): (k >> 1, bool(k & 1)) for c, k in self._cells.items()}

    def goal_card(self, index: int) -> int:
        return self._goals[index]

    def face_up(self, index: int) -> bool:
        return bool(self._up >> index & 1)

    @property
    def up(self) -> int:
        """Which goals are face up: bit i for goal i."""
        return self._up

    @property
    def gold_index(self) -> int:
        return self._gold

    def gold_reached(self) -> bool:
        return bool(self._up >> self._gold & 1)

    def distance(self, pos: Pos) -> int:
        """Steps from the nearest live spot (where the maze can grow) to pos, 1 when a card
        there would touch it; a large number when the maze cannot grow (a search's guess)."""
        x, y = pos
        return min((abs(cx - x) + abs(cy - y) for cx, cy in map(pos_of, self._live)),
                   default=99)

    def linked(self, pos: Pos) -> bool:
        """Some group of the card at pos is linked to the entrance."""
        return _on_grid(pos) and self._link.get(cell_of(pos), 0) != 0

    def removable(self) -> list[Pos]:
        """Cells a rockfall may clear (`is_removable`), sorted."""
        return [pos_of(c) for c in self.removable_cells()]

    def removable_cells(self) -> tuple[int, ...]:
        """`removable` as `cell_of` ints, once per position (`_cache[_REMOVABLE]`)."""
        found = self._cache.get(_REMOVABLE)
        if found is None:
            found = self._cache[_REMOVABLE] = tuple(
                [c for c in sorted(self._cells) if c != _START and c not in _GOAL_INDEX])
        return found

    def is_removable(self, pos: Pos) -> bool:
        """A rockfall may clear the cell: a path card, never the start or a goal (B.3.8)."""
        if not _on_grid(pos):
            return False
        c = cell_of(pos)
        return c in self._cells and c != _START and c not in _GOAL_INDEX

    def crystals(self) -> int:
        """Crystals on every card in the maze, linked or not (D.5)."""
        shapes = self._tab.shapes
        return sum(shapes[k].crystals for k in self._cells.values())

    def team_route(self, blocked_colour: str) -> bool:
        """Some route from the entrance (start or any ladder) to the face-up gold card passes no
        door of blocked_colour. Routes follow groups, so nobody turns on a bridge (E.3)."""
        if not self.gold_reached():
            return False
        cells, tab = self._cells, self._tab
        part, ladders = tab.shut_out(blocked_colour)
        seeds = [(c, m) for c, k in cells.items()
                 if (m := ladders[k] | (tab.tunnels[k] if c == _START else 0))]
        link: dict[int, int] = {}
        spread(cells, part, link, seeds, [])
        return _GOAL_IDS[self._gold] in link

    # ----- placing -----

    def can_place(self, card: int, pos: Pos, turned: bool) -> bool:
        """E.1: an empty cell next to the maze, every side matching its neighbour (face-down goals
        impose nothing); a ladder card anywhere but next to a goal, any other card with an
        opening (a dead end will do) facing a linked tunnel."""
        if not _on_grid(pos):
            return False
        c = pos[0] * _ROW + pos[1]  # cell_of, inlined: is_legal's hot path
        tab = self._tab
        v = self._live.get(c)
        if v is None:
            if not tab.ladder[card]:
                return False
            v = self._spots.get(c)
            if v is None:
                return False
        if not tab.fits(card)[v] >> turned & 1:
            return False
        return not tab.ladder[card] or pos not in NEAR_GOAL

    def placements(self, card: int) -> list[tuple[Pos, bool]]:
        """Every legal (pos, turned), sorted; a symmetric card is listed unturned only."""
        return [(pos_of(i >> 1), bool(i & 1)) for i in self.placement_ids(card)]

    def placement_ids(self, card: int) -> tuple[int, ...]:
        """`placements` as `spot_id`s (sorted alike: x, then y, then turned)."""
        tab, cache = self._tab, self._cache
        key = tab.key[card]
        found = cache.get(key)
        if found is None:
            ids: list[int] = []
            for c, bits in self._fitting(card):
                c <<= 1  # spot_id
                if bits & 1:
                    ids.append(c)
                if bits & 2:
                    ids.append(c | 1)
            found = cache[key] = tuple(ids)
        return found

    def placements_in(self, card: int, table: dict[int, _T]) -> list[_T]:
        """`table[i]` for every i in `placement_ids(card)`, in that order, without listing the
        ids (the engine's path actions by spot_id: the hot path of its turn options). A
        missing entry raises KeyError."""
        tab = self._tab
        fits = tab.listed[card]
        if fits is None:  # a ladder card: any spot not next to a goal
            fits, spots = tab.listing[card], self._cache.get(_ANY) or self._sorted_any()
        else:
            spots = self._cache.get(_LIVE) or self._sorted_live()
        out = []
        for c, v in spots:
            bits = fits[v]
            if bits:
                c <<= 1
                if bits & 1:
                    out.append(table[c])
                if bits & 2:
                    out.append(table[c | 1])
        return out

    def _fitting(self, card: int) -> list[tuple[int, int]]:
        """(cell, bits) of the sorted spots where the card fits: bit 0 as listed, bit 1 turned
        (a symmetric card: unturned only)."""
        tab = self._tab
        fits = tab.listing[card]
        spots = self._sorted_any() if tab.ladder[card] else self._sorted_live()
        return [(c, bits) for c, v in spots if (bits := fits[v])]

    def occupied(self) -> tuple[int, ...]:
        """The occupied cells (start, path cards, face-up goals) as `cell_of` ints, in the
        order they were filled, once per position: copies of a position share the very
        tuple and a change makes a new one, so a caller (the RL action numbering) may cache
        by its identity."""
        found = self._cache.get(_OCCUPIED)
        if found is None:
            found = self._cache[_OCCUPIED] = tuple(self._cells)
        return found

    def _sorted_live(self) -> list[tuple[int, int]]:
        """The live spots as sorted (cell, value) pairs, once per position (`_cache[_LIVE]`)."""
        found = self._cache.get(_LIVE)
        if found is None:
            found = self._cache[_LIVE] = sorted(self._live.items())
        return found

    def _sorted_any(self) -> list[tuple[int, int]]:
        """Where a ladder may go, once per position (`_cache[_ANY]`): every spot, linked or
        not, but those next to a goal, as sorted (cell, value) pairs."""
        found = self._cache.get(_ANY)
        if found is None:
            found = self._cache[_ANY] = sorted(
                [cv for cv in (*self._live.items(), *self._spots.items())
                 if cv[0] not in _NEAR_GOAL])
        return found

    def place(self, card: int, pos: Pos, turned: bool) -> list[Reveal]:
        """Lay a card (legal: the engine checked) and return the goals it turns face up."""
        self._cache = {}
        c = cell_of(pos)
        k = card * 2 + turned
        self._put(c, k)
        seeds = self._joined(c, k)
        if not seeds:
            return []
        reached = self._seed({c: seeds})
        return self._reveal(reached) if reached else []

    def remove(self, pos: Pos) -> int:
        """Rockfall: take the path card at pos out of the maze and return it."""
        if not self.is_removable(pos):
            raise ValueError(f"no removable path card at {pos}")
        self._cache = {}
        c = cell_of(pos)
        cells, marks, link = self._cells, self._tab.marks, self._link
        k = cells.pop(c)
        cut = link.pop(c, 0)  # a linked card: what it linked may be cut off
        # only the emptied cell and the empty cells around it change value: each takes it
        # again from the cards around it (what `_rebuild` counts for every spot)
        live, spots = self._live, self._spots
        if cut:
            spots.update(live)  # unlinked, until `_relink` finds them faced again
        for e in (c, c + _N, c + _E, c + _S, c + _W):
            if e in cells or e in _GOAL_INDEX:
                continue
            value = faced = 0
            for step, back, edge in _FACING:
                n = e + step
                kn = cells.get(n)
                if kn is not None:
                    value |= marks[kn][back][1]
                    faced |= link.get(n, 0) & edge
            if not value:
                spots.pop(e, None)
                live.pop(e, None)
            elif cut:
                spots[e] = value
            elif e in live or faced:
                # an unlinked card linked nothing: the links stand, a spot around stays as
                # live as it was, and the emptied cell is live if a linked tunnel faces it
                spots.pop(e, None)
                live[e] = value
            else:
                spots[e] = value
        if cut:
            self._relink()
        return k >> 1

    # ----- incremental upkeep -----

    def _put(self, c: int, k: int) -> None:
        """Add a card and the constraints it sets on the empty cells around it."""
        cells, live, spots = self._cells, self._live, self._spots
        cells[c] = k
        if live.pop(c, None) is None:
            spots.pop(c, None)
        for step, mark in self._tab.marks[k]:
            n = c + step
            if n in live:
                live[n] |= mark
            elif n not in cells and n not in _GOAL_INDEX:
                spots[n] = spots.get(n, 0) | mark

    def _joined(self, c: int, k: int) -> int:
        """The edges of the card at c whose group holds a ladder or meets a linked tunnel."""
        link = self._link
        mask = 0
        for g, ladder in self._tab.groups[k]:
            if ladder:
                mask |= g
                continue
            for e, step, oe in _STEPS:
                if g & e and link.get(c + step, 0) & oe:
                    mask |= g
                    break
        return mask

    def _seed(self, seeds: dict[int, int]) -> int:
        """Link these groups and everything their tunnels reach; return the bits of the
        face-down goals a linked tunnel now faces."""
        found: list[int] = []
        reached = spread(self._cells, self._tab.part, self._link, seeds.items(), found)
        live, spots = self._live, self._spots
        for n in found:  # an empty cell a linked tunnel opens onto is a spot: it turns live
            if n not in live:
                live[n] = spots.pop(n)
        return reached

    def _reveal(self, reached: int) -> list[Reveal]:
        """Turn the reached goals face up (B.3.7), in index order, and link on through them
        (a goal's tunnel may lead on to cards not yet linked, and from there to another goal)."""
        tab, cells, link = self._tab, self._cells, self._link
        out: list[Reveal] = []
        while reached:
            seeds: dict[int, int] = {}
            for i in range(3):
                if not reached >> i & 1:
                    continue
                c, card = _GOAL_IDS[i], self._goals[i]
                o0, o1 = tab.open[card * 2], tab.open[card * 2 + 1]
                facing = 0  # edges facing a linked tunnel
                fits0 = fits1 = True  # every side matches its placed neighbour
                for e, step, oe in _STEPS:
                    n = c + step
                    kn = cells.get(n)
                    if kn is None:
                        continue
                    if link.get(n, 0) & oe:
                        facing |= e
                    side = bool(tab.open[kn] & oe)
                    fits0 = fits0 and bool(o0 & e) == side
                    fits1 = fits1 and bool(o1 & e) == side
                if fits0 != fits1:
                    turned = fits1
                else:  # both or neither fit: the tunnel faces the card(s) that reached it
                    turned = (o1 & facing).bit_count() > (o0 & facing).bit_count()
                k = card * 2 + turned
                self._put(c, k)
                self._up |= 1 << i
                out.append(Reveal(i, card, turned))
                mask = self._joined(c, k)
                if mask:
                    seeds[c] = mask
            reached = self._seed(seeds) if seeds else 0
        return out

    def _rebuild(self) -> None:
        """Recompute spots and links from the cards alone (after a rockfall or from JSON)."""
        cells, tab = self._cells, self._tab
        spots: dict[int, int] = {}
        for c, k in cells.items():
            for step, mark in tab.marks[k]:
                n = c + step
                if n not in cells and n not in _GOAL_INDEX:
                    spots[n] = spots.get(n, 0) | mark
        self._spots = spots
        self._relink()

    def _relink(self) -> None:
        """Links and live spots from scratch, every spot first in `_spots` (a rockfall may
        cut a tunnel anywhere): seeded from the start and the ladders."""
        cells, tab = self._cells, self._tab
        self._live = {}
        self._link = {}
        seeds = {_START: tab.tunnels[cells[_START]]}
        ladders = tab.ladders
        for c, k in cells.items():
            mask = ladders[k]
            if mask and c != _START:
                seeds[c] = mask
        # no reveal here: a rockfall only cuts links, and a snapshot is restored as it was
        self._seed(seeds)
