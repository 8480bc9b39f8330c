"""The dungeon as the tiles placed so far: where each tile lies, which rooms its tunnels
join, where a new tile may be discovered, and the portals.

A placement is `(tile, x, y, turns)`: the tile's index in the game's tile list, its cell
(x grows east, y grows south) and its quarter turns clockwise. The start tile lies at
(0, 0) (its upper half) and (0, 1) (its lower half) and never turns. A `Dungeon` is built
from the placements alone and never changes: the state keeps the placements (a tuple, cheap
to copy) and asks its game's `Maps` for the map, which is built once per placements, so
copies of a state share it.

Rooms are numbered across the dungeon in placement order (`Dungeon.rooms`). From each room,
`Dungeon.exits[room]` lists its `Exit`s (worked out when first asked for: see `Rows`):
another room through a tunnel (inside a tile or across the edge two tiles share), an open
stub (moving along it discovers a tile), or the room's portal. The rules (state.py)
decide what a move costs and whether it is allowed.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from .tiles import PORTAL, SIDES, STUB_INDEX, Room, Tile, Tunnel

Placement = tuple[int, int, int, int]  # (tile index, x, y, quarter turns clockwise)
DELTA = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}


class Edge(NamedTuple):
    """A stub position in the world: the cell, the side of the cell, and 0 or 1 (the
    position along that side, clockwise). A named tuple: maps make and hash many."""

    x: int
    y: int
    side: str
    i: int

    def facing(self) -> Edge:
        """The stub across the edge, on the neighbouring cell."""
        x, y, side, i = self
        dx, dy = DELTA[side]
        return Edge(x + dx, y + dy, OPPOSITE[side], 1 - i)

    @property
    def cell(self) -> tuple[int, int]:
        dx, dy = DELTA[self.side]
        return (self.x + dx, self.y + dy)


class Half(NamedTuple):
    """One tile's part of a tunnel, walked from `start` toward `end`."""

    placement: int
    tunnel: int  # index in the tile's tunnels (identifies its locks)
    footprints: int
    monsters: int
    locks: int
    forward: bool  # may be walked this way (no arrow against it)
    backward: bool = True  # may be walked the other way


# a named tuple made straight from its values: maps make tens of thousands
_new_tuple = tuple.__new__


class Exit(NamedTuple):
    """A way out of a room: `kind` "room" (to room `to`), "open" (discovers a tile beyond
    `edge`) or "portal" (into this tile's portal). `halves` are the tunnel parts walked.

    The halves' icons summed once (the rules ask for them at every listing of moves):
    `footprints` (either half shows some), `monsters`, `lock_keys` (the (placement, tunnel)
    of each lock icon), `forward`/`backward` (no arrow against that way on any half).
    Made by `Exit.of`. A named tuple of plain values, like `Half` and `Edge`: the garbage
    collector stops scanning such tuples, and a game's maps hold tens of thousands."""

    kind: str
    halves: tuple[Half, ...]
    to: int
    edge: Edge | None
    footprints: bool
    monsters: int
    lock_keys: tuple[tuple[int, int], ...]
    forward: bool
    backward: bool

    @staticmethod
    def of(kind: str, halves: tuple[Half, ...], to: int = -1, edge: Edge | None = None
           ) -> Exit:
        h = halves[0]
        if len(halves) == 1:
            return _new_tuple(Exit, (kind, halves, to, edge, h.footprints > 0, h.monsters,
                                    ((h.placement, h.tunnel),) * h.locks, h.forward,
                                    h.backward))
        if len(halves) == 2:  # across an edge: the common case, without generators
            a, b = halves
            keys = ((a.placement, a.tunnel),) * a.locks + ((b.placement, b.tunnel),) * b.locks
            return _new_tuple(Exit, (kind, halves, to, edge,
                                     a.footprints > 0 or b.footprints > 0,
                                     a.monsters + b.monsters, keys, a.forward and b.forward,
                                     a.backward and b.backward))
        return _new_tuple(Exit, (
            kind, halves, to, edge, any(x.footprints for x in halves),
            sum(x.monsters for x in halves),
            tuple((x.placement, x.tunnel) for x in halves for _ in range(x.locks)),
            all(x.forward for x in halves), all(x.backward for x in halves)))


@dataclass(frozen=True)
class PlacedRoom:
    index: int
    placement: int
    room: Room
    depths: bool


class Rows(dict[int, tuple[Exit, ...]]):
    """A map's exit rows by room, each worked out when first asked for (`rows[room]`) and
    kept. A play asks for the rows of the rooms its pawns stand in, a handful of the
    map's; working out every row at every discovery was a fifth of a simulation's time.
    A grown or turned map keeps the rows its tiles' change leaves alone. `all()` lists
    every row (filling in the rest)."""

    __slots__ = ("placed", "room_index", "rooms", "stubs", "tiles")

    def __init__(self, kept: Mapping[int, tuple[Exit, ...]], tiles: Sequence[Tile],
                 placed: tuple[Placement, ...], stubs: Mapping[Edge, tuple[int, int, str]],
                 room_index: Mapping[tuple[int, str], int],
                 rooms: tuple[PlacedRoom, ...]) -> None:
        super().__init__(kept)
        self.tiles, self.placed, self.stubs = tiles, placed, stubs
        self.room_index, self.rooms = room_index, rooms

    def __missing__(self, room: int) -> tuple[Exit, ...]:
        if not 0 <= room < len(self.rooms):
            raise IndexError(f"no room {room}")
        r = self.rooms[room]
        row = self[room] = _row(self.tiles, self.placed, self.stubs, self.room_index,
                                r.placement, r.room.id)
        return row

    def all(self) -> tuple[tuple[Exit, ...], ...]:
        return tuple(self[room] for room in range(len(self.rooms)))


@dataclass(frozen=True)
class Dungeon:
    placed: tuple[Placement, ...]
    rooms: tuple[PlacedRoom, ...]
    exits: Rows
    cells: dict[tuple[int, int], int]  # cell -> placement
    portals: tuple[int, ...]  # the rooms whose tunnel leads into a portal
    room_index: dict[tuple[int, str], int] = field(default_factory=dict)
    # world stub -> (placement, tunnel, end): where a tile laid later joins this map
    stubs: dict[Edge, tuple[int, int, str]] = field(default_factory=dict)
    crypt: int = -1  # the Crypt's room (on the start tile), asked at every listing of moves

    def room_of(self, placement: int, room_id: str) -> int:
        return self.room_index[(placement, room_id)]

    def open_edges(self) -> list[Edge]:
        """Every stub with no tile beyond it."""
        return sorted({e.edge for exits in self.exits.all() for e in exits
                       if e.kind == "open"},
                      key=lambda e: (e.y, e.x, e.side, e.i))


def world_edge(tile: Tile, placement: Placement, stub: str) -> Edge:
    """Where a tile's stub lies once placed."""
    _, x, y, turns = placement
    if not tile.square:
        half, _, name = stub.partition(":")
        return Edge(x, y + (half == "L"), name[0], int(name[1]))
    k = (STUB_INDEX[stub] + 2 * turns) % 8
    return Edge(x, y, SIDES[k // 2], k % 2)


def _is_stub(end: str) -> bool:
    return end in STUB_INDEX or ":" in end


def _walk(t: Tunnel, start: str) -> bool:
    """May tunnel `t` be walked from its end `start` to its other end?"""
    return not t.one_way or t.a == start


def build(tiles: Sequence[Tile], placed: tuple[Placement, ...]) -> Dungeon:
    """The map of `placed` (see the module's doc)."""
    rooms: list[PlacedRoom] = []
    room_index: dict[tuple[int, str], int] = {}
    cells: dict[tuple[int, int], int] = {}
    stubs: dict[Edge, tuple[int, int, str]] = {}  # world stub -> (placement, tunnel, end)
    for p, placement in enumerate(placed):
        tile = tiles[placement[0]]
        _, x, y, _ = placement
        for cell in ((x, y), (x, y + 1)) if not tile.square else ((x, y),):
            if cell in cells:
                raise ValueError(f"two tiles on cell {cell}")
            cells[cell] = p
        for room in tile.rooms:
            depths = tile.back == "depths" or room.half == "U"
            room_index[(p, room.id)] = len(rooms)
            rooms.append(PlacedRoom(len(rooms), p, room, depths))
        for n, t in enumerate(tile.tunnels):
            for end in (t.a, t.b):
                if _is_stub(end):
                    stubs[world_edge(tile, placement, end)] = (p, n, end)
    done = tuple(rooms)
    portals = tuple(sorted(room for p, placement in enumerate(placed)
                           for room in _portal_rooms(tiles[placement[0]], p, room_index)))
    crypt = next((r.index for r in rooms if "crypt" in r.room.features), -1)
    return Dungeon(placed, done, Rows({}, tiles, placed, stubs, room_index, done), cells,
                   portals, room_index, stubs, crypt)


def _portal_rooms(tile: Tile, p: int, room_index: Mapping[tuple[int, str], int]
                  ) -> list[int]:
    """The rooms of placement `p` (tile `tile`) whose tunnel leads into its portal."""
    return [room_index[(p, end)] for t in tile.tunnels if PORTAL in (t.a, t.b)
            for end in (t.a, t.b) if (p, end) in room_index]


def _row(tiles: Sequence[Tile], placed: tuple[Placement, ...],
         stubs: Mapping[Edge, tuple[int, int, str]],
         room_index: Mapping[tuple[int, str], int], p: int, rid: str
         ) -> tuple[Exit, ...]:
    """The exits of room `rid` of placement `p`, in its tile's tunnel order: the one place
    they are worked out, so a map built whole, grown or turned lists them alike (an exit's
    number is an action)."""
    placement = placed[p]
    tile = tiles[placement[0]]
    where = _stub_edges(tile, placement)
    row: list[Exit] = []
    for n, t, forward, backward, end in _ends(tile)[rid]:
        near = _new_tuple(Half, (p, n, t.footprints, t.monsters, t.locks, forward, backward))
        to = room_index.get((p, end))
        if to is not None:
            row.append(Exit.of("room", (near,), to))
        elif end == PORTAL:
            row.append(Exit.of("portal", (near,)))
        else:
            edge, facing = where[end]
            beyond = stubs.get(facing)
            if beyond is None:
                row.append(Exit.of("open", (near,), edge=edge))
                continue
            far = _far_half(tiles, placed, beyond, room_index)
            if far is not None:
                row.append(Exit.of("room", (near, far[0]), far[1]))
            # a tunnel from a stub straight into a portal or another stub is refused
            # by the tile checks (every tunnel reaches a room)
    return tuple(row)


_ENDS: dict[int, tuple[Tile, dict[str, list[tuple[int, Tunnel, bool, bool, str]]]]] = {}


def _ends(tile: Tile) -> dict[str, list[tuple[int, Tunnel, bool, bool, str]]]:
    """For each end of the tile's tunnels, in tunnel order: (tunnel number, tunnel, may be
    walked from this end, may be walked back, the other end). Kept per tile object."""
    kept = _ENDS.get(id(tile))
    if kept is None or kept[0] is not tile:
        if len(_ENDS) >= 4096:
            _ENDS.clear()
        ends: dict[str, list[tuple[int, Tunnel, bool, bool, str]]] = {}
        for n, t in enumerate(tile.tunnels):
            for start, end in ((t.a, t.b), (t.b, t.a)):
                ends.setdefault(start, []).append((n, t, _walk(t, start), _walk(t, end), end))
        kept = _ENDS[id(tile)] = (tile, ends)
    return kept[1]


_GEOMETRY: dict[tuple[int, Placement], tuple[Tile, dict[str, tuple[Edge, Edge]]]] = {}


def _stub_edges(tile: Tile, placement: Placement) -> dict[str, tuple[Edge, Edge]]:
    """Each stub of `tile` so placed: its world edge and the edge facing it. Kept per tile
    object and placement: the same tiles lie in the same places game after game."""
    key = (id(tile), placement)
    kept = _GEOMETRY.get(key)
    if kept is None or kept[0] is not tile:
        if len(_GEOMETRY) >= 65_536:
            _GEOMETRY.clear()
        edges = {}
        for t in tile.tunnels:
            for end in (t.a, t.b):
                if _is_stub(end):
                    edge = world_edge(tile, placement, end)
                    edges[end] = (edge, edge.facing())
        kept = _GEOMETRY[key] = (tile, edges)
    return kept[1]


def _facing_rooms(tiles: Sequence[Tile], placed: tuple[Placement, ...],
                  stubs: Mapping[Edge, tuple[int, int, str]],
                  room_index: Mapping[tuple[int, str], int], facing: Collection[Edge]
                  ) -> set[int]:
    """The rooms whose tunnels end on a stub at one of the edges `facing`."""
    found = set()
    for edge in facing:
        owner = stubs.get(edge)
        if owner is not None:
            q, m, stub = owner
            other = tiles[placed[q][0]].tunnels[m]
            room = room_index.get((q, other.b if other.a == stub else other.a))
            if room is not None:
                found.add(room)
    return found


def _tile_stubs(tile: Tile, placement: Placement, p: int
                ) -> list[tuple[Edge, tuple[int, int, str], Edge]]:
    """Each stub of the placed tile: its world edge, its owner entry, the edge facing it."""
    n_of = {end: n for n, t in enumerate(tile.tunnels) for end in (t.a, t.b)}
    return [(edge, (p, n_of[end], end), facing)
            for end, (edge, facing) in _stub_edges(tile, placement).items()]


def extend(tiles: Sequence[Tile], base: Dungeon, placement: Placement) -> Dungeon:
    """The map of `base.placed` and one more tile: the same as `build` of all of them,
    from the new tile's work alone (its rooms, and the old rooms whose stubs it meets).
    Discovering a tile is a search's and a simulation's common step; rebuilding the whole
    map for it cost more than the rest of the turn."""
    p = len(base.placed)
    placed = (*base.placed, placement)
    tile = tiles[placement[0]]
    _, x, y, _ = placement
    if not tile.square:
        return build(tiles, placed)
    if (x, y) in base.cells:
        raise ValueError(f"two tiles on cell {(x, y)}")
    cells = {**base.cells, (x, y): p}
    rooms = list(base.rooms)
    room_index = dict(base.room_index)
    for room in tile.rooms:
        room_index[(p, room.id)] = len(rooms)
        rooms.append(PlacedRoom(len(rooms), p, room, tile.back == "depths"))
    own = _tile_stubs(tile, placement, p)
    stubs = dict(base.stubs)
    stubs.update((edge, owner) for edge, owner, _ in own)
    redo = _facing_rooms(tiles, placed, base.stubs, room_index, [f for _, _, f in own])
    redo.update(range(len(base.rooms), len(rooms)))
    return _with_rows(tiles, placed, base, rooms, cells, room_index, stubs, redo)


def turned(tiles: Sequence[Tile], base: Dungeon, index: int, turns: int) -> Dungeon:
    """The map with square tile `index` turned `turns` more quarters: the same as `build`,
    from that tile's rooms and its neighbours' alone."""
    t, x, y, r = base.placed[index]
    tile = tiles[t]
    if not tile.square:
        raise ValueError("the start tile never turns")
    placement = (t, x, y, (r + turns) % 4)
    placed = (*base.placed[:index], placement, *base.placed[index + 1:])
    old = _tile_stubs(tile, base.placed[index], index)
    stubs = dict(base.stubs)
    for edge, _, _ in old:
        del stubs[edge]
    stubs.update((edge, owner) for edge, owner, _ in _tile_stubs(tile, placement, index))
    # the cell's eight stub positions are the same however the tile lies
    redo = _facing_rooms(tiles, placed, base.stubs, base.room_index, [f for _, _, f in old])
    redo.update(room.index for room in base.rooms if room.placement == index)
    return _with_rows(tiles, placed, base, list(base.rooms), base.cells, base.room_index,
                      stubs, redo)


def _with_rows(tiles: Sequence[Tile], placed: tuple[Placement, ...], base: Dungeon,
               rooms: list[PlacedRoom], cells: dict[tuple[int, int], int],
               room_index: dict[tuple[int, str], int],
               stubs: dict[Edge, tuple[int, int, str]], redo: set[int]) -> Dungeon:
    """`base` with the rooms `rooms`, its rows of `redo` to be worked out again."""
    done = tuple(rooms)
    kept = base.exits
    if redo.intersection(kept):
        kept = {room: row for room, row in kept.items() if room not in redo}
    # a portal is inside its tile: only new rooms can add one
    portals = base.portals
    if len(rooms) > len(base.rooms):
        p = len(placed) - 1
        portals += tuple(_portal_rooms(tiles[placed[p][0]], p, room_index))
    return Dungeon(placed, done, Rows(kept, tiles, placed, stubs, room_index, done), cells,
                   portals, room_index, stubs, base.crypt)


def _far_half(tiles: Sequence[Tile], placed: tuple[Placement, ...],
              beyond: tuple[int, int, str], room_index: Mapping[tuple[int, str], int]
              ) -> tuple[Half, int] | None:
    """The part of a tunnel beyond a stub, from the stub `beyond` (placement, tunnel, end)
    facing it, and the room it reaches, if any."""
    q, m, stub = beyond
    other = tiles[placed[q][0]].tunnels[m]
    far_end = other.b if other.a == stub else other.a
    to = room_index.get((q, far_end))
    if to is None:
        return None
    return _new_tuple(Half, (q, m, other.footprints, other.monsters, other.locks,
                            _walk(other, stub), _walk(other, far_end))), to


def entry_exit(tiles: Sequence[Tile], d: Dungeon, room: int, exit_: Exit, tile: int,
               turns: int) -> Exit | None:
    """The exit from `room` through its open `exit_` once tile `tile` lies beyond it turned
    `turns` quarters, as the extended map would list it: None if the tunnel on the new
    tile leads to no room. Computed without laying the tile."""
    assert exit_.edge is not None
    t = tiles[tile]
    stub = entry_stub(t, turns, exit_.edge)
    p = len(d.placed)
    for m, other in enumerate(t.tunnels):
        if stub not in (other.a, other.b):
            continue
        far_end = other.b if other.a == stub else other.a
        for k, r in enumerate(t.rooms):
            if r.id == far_end:
                far = Half(p, m, other.footprints, other.monsters, other.locks,
                           _walk(other, stub), _walk(other, far_end))
                return Exit.of("room", (exit_.halves[0], far), len(d.rooms) + k)
        return None
    return None


class Maps:
    """The maps of one game's tiles, built once per placements and shared by every copy of
    a state (a state holds its game's `Maps`). Keyed on the placements alone: hashing the
    tiles at every look-up would cost more than the look-up."""

    # A state keeps its own map, so the cache only spares re-growing a map that copies of a
    # state (a search's) grow alike: a few hundred are plenty, and thousands of kept maps
    # made the collector's passes long enough to cost a fifth of a simulation's time.
    LIMIT = 256

    def __init__(self, tiles: Sequence[Tile]) -> None:
        self.tiles = tuple(tiles)
        self._built: dict[tuple[Placement, ...], Dungeon] = {}

    def __call__(self, placed: tuple[Placement, ...]) -> Dungeon:
        d = self._built.get(placed)
        if d is None:
            if len(self._built) >= self.LIMIT:
                self._built.clear()  # searches visit many maps; keep memory bounded
            d = self._built[placed] = self._grow(placed)
        return d

    def turned(self, base: Dungeon, index: int, turns: int) -> Dungeon:
        """The map of `base` with tile `index` turned `turns` more quarters."""
        placed = rotated(base.placed, index, turns)
        d = self._built.get(placed)
        if d is None:
            if len(self._built) >= self.LIMIT:
                self._built.clear()
            d = self._built[placed] = turned(self.tiles, base, index, turns)
        return d

    def _grow(self, placed: tuple[Placement, ...]) -> Dungeon:
        """The map extended from its longest known beginning (a discovery extends the map
        just before it; a turned tile, the map from before that tile)."""
        for cut in range(len(placed) - 1, 0, -1):
            base = self._built.get(placed[:cut])
            if base is not None:
                break
        else:
            cut, base = 1, build(self.tiles, placed[:1])
        for placement in placed[cut:]:
            base = extend(self.tiles, base, placement)
        return base


def free_edges(d: Dungeon, room: int) -> list[Edge]:
    """One open edge per free cell beside the tile of `room` (-1: none), the cells in
    order: where a card lays a new tile next to its player's (Marble Guardian)."""
    p = d.rooms[room].placement if room >= 0 else -1
    cells: dict[tuple[int, int], Edge] = {}
    for r in d.rooms:
        if r.placement != p:
            continue
        for e in d.exits[r.index]:
            if e.kind == "open" and e.edge is not None and e.edge.cell not in d.cells:
                cells.setdefault(e.edge.cell, e.edge)
    return [cells[c] for c in sorted(cells)]


def free_beyond(d: Dungeon, edge: Edge) -> bool:
    """Whether the cell beyond `edge` holds no tile yet (a new tile may be laid there: it
    shares at least that edge with the tile being left)."""
    return edge.cell not in d.cells


def placed_with(placed: tuple[Placement, ...], tile: int, edge: Edge,
                turns: int) -> tuple[Placement, ...]:
    """The placements once tile `tile` lies beyond `edge`, turned `turns` quarters."""
    x, y = edge.cell
    return (*placed, (tile, x, y, turns % 4))


def entry_stub(tile: Tile, turns: int, edge: Edge) -> str:
    """The stub of `tile`, turned `turns` quarters, that meets the world stub `edge` of the
    tile being left."""
    facing = edge.facing()
    k = (SIDES.index(facing.side) * 2 + facing.i - 2 * turns) % 8
    return tuple(STUB_INDEX)[k]


def rotated(placed: tuple[Placement, ...], index: int, turns: int) -> tuple[Placement, ...]:
    """The placements with placement `index` (a square tile) turned `turns` more quarters."""
    t, x, y, r = placed[index]
    return (*placed[:index], (t, x, y, (r + turns) % 4), *placed[index + 1:])
