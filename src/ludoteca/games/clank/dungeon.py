"""The dungeon as the tiles placed so far: where each tile lies, which rooms its tunnels
join, where a new tile may be discovered, and the portals.

A placement is `(tile, x, y, turns)`: the tile's index in the game's tile list, its cell
(x grows east, y grows south) and its quarter turns clockwise. The start tile lies at
(0, 0) (its upper half) and (0, 1) (its lower half) and never turns. A `Dungeon` is built
from the placements alone and never changes: the state keeps the placements (a tuple, cheap
to copy) and asks its game's `Maps` for the map, which is built once per placements, so
copies of a state share it.

Rooms are numbered across the dungeon in placement order (`Dungeon.rooms`). From each room,
`Dungeon.exits[room]` lists its `Exit`s: another room through a tunnel (inside a tile or
across the edge two tiles share), an open stub (moving along it discovers a tile), or the
room's portal. The rules (state.py) decide what a move costs and whether it is allowed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .tiles import PORTAL, SIDES, STUB_INDEX, Room, Tile, Tunnel

Placement = tuple[int, int, int, int]  # (tile index, x, y, quarter turns clockwise)
DELTA = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}


@dataclass(frozen=True, slots=True)
class Edge:
    """A stub position in the world: the cell, the side of the cell, and 0 or 1 (the
    position along that side, clockwise)."""

    x: int
    y: int
    side: str
    i: int

    def facing(self) -> Edge:
        """The stub across the edge, on the neighbouring cell."""
        dx, dy = DELTA[self.side]
        return Edge(self.x + dx, self.y + dy, OPPOSITE[self.side], 1 - self.i)

    @property
    def cell(self) -> tuple[int, int]:
        dx, dy = DELTA[self.side]
        return (self.x + dx, self.y + dy)


@dataclass(frozen=True, slots=True)
class Half:
    """One tile's part of a tunnel, walked from `start` toward `end`."""

    placement: int
    tunnel: int  # index in the tile's tunnels (identifies its locks)
    footprints: int
    monsters: int
    locks: int
    forward: bool  # may be walked this way (no arrow against it)
    backward: bool = True  # may be walked the other way


class Exit:
    """A way out of a room: `kind` "room" (to room `to`), "open" (discovers a tile beyond
    `edge`) or "portal" (into this tile's portal). `halves` are the tunnel parts walked.

    The halves' icons summed once (the rules ask for them at every listing of moves):
    `footprints` (either half shows some), `monsters`, `lock_keys` (the (placement, tunnel)
    of each lock icon), `forward`/`backward` (no arrow against that way on any half).
    Never changed once made (a plain class: maps make thousands of exits, and a frozen
    dataclass's checks tripled the cost of growing a map)."""

    __slots__ = ("backward", "edge", "footprints", "forward", "halves", "kind", "lock_keys",
                 "monsters", "to")

    def __init__(self, kind: str, halves: tuple[Half, ...], to: int = -1,
                 edge: Edge | None = None) -> None:
        self.kind, self.halves, self.to, self.edge = kind, halves, to, edge
        h = halves[0]
        if len(halves) == 1:
            self.footprints = h.footprints > 0
            self.monsters = h.monsters
            self.lock_keys = ((h.placement, h.tunnel),) * h.locks
            self.forward, self.backward = h.forward, h.backward
        else:
            self.footprints = any(x.footprints for x in halves)
            self.monsters = sum(x.monsters for x in halves)
            self.lock_keys = tuple((x.placement, x.tunnel) for x in halves
                                   for _ in range(x.locks))
            self.forward = all(x.forward for x in halves)
            self.backward = all(x.backward for x in halves)

    def _key(self) -> tuple[Any, ...]:
        return (self.kind, self.halves, self.to, self.edge)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Exit) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Exit({self.kind!r}, {self.halves!r}, to={self.to}, edge={self.edge!r})"


@dataclass(frozen=True)
class PlacedRoom:
    index: int
    placement: int
    room: Room
    depths: bool


@dataclass(frozen=True)
class Dungeon:
    placed: tuple[Placement, ...]
    rooms: tuple[PlacedRoom, ...]
    exits: tuple[tuple[Exit, ...], ...]
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
        return sorted({e.edge for exits in self.exits for e in exits if e.kind == "open"},
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
    exits = tuple(_exits_of(tiles, placed, stubs, room_index, r) for r in rooms)
    crypt = next((r.index for r in rooms if "crypt" in r.room.features), -1)
    return Dungeon(placed, tuple(rooms), exits, cells, _portals(exits), room_index, stubs,
                   crypt)


def _exits_of(tiles: Sequence[Tile], placed: tuple[Placement, ...],
              stubs: Mapping[Edge, tuple[int, int, str]],
              room_index: Mapping[tuple[int, str], int], r: PlacedRoom) -> tuple[Exit, ...]:
    """A room's exits, in its tile's tunnel order: the one place they are worked out, so a
    map built whole, grown or turned lists them alike (an exit's number is an action)."""
    p, rid = r.placement, r.room.id
    placement = placed[p]
    tile = tiles[placement[0]]
    out: list[Exit] = []
    for n, t in enumerate(tile.tunnels):
        for start, end in ((t.a, t.b), (t.b, t.a)):
            if start != rid:
                continue
            near = Half(p, n, t.footprints, t.monsters, t.locks, _walk(t, start),
                        _walk(t, end))
            to = room_index.get((p, end))
            if to is not None:
                out.append(Exit("room", (near,), to))
            elif end == PORTAL:
                out.append(Exit("portal", (near,)))
            else:
                edge = world_edge(tile, placement, end)
                if edge.facing() not in stubs:
                    out.append(Exit("open", (near,), edge=edge))
                    continue
                far = _far_half(tiles, placed, stubs, edge, room_index)
                if far is not None:
                    out.append(Exit("room", (near, far[0]), far[1]))
                # a tunnel from a stub straight into a portal or another stub is refused
                # by the tile checks (every tunnel reaches a room)
    return tuple(out)


def _portals(exits: Sequence[tuple[Exit, ...]]) -> tuple[int, ...]:
    return tuple(r for r, row in enumerate(exits) if any(e.kind == "portal" for e in row))


def _facing_rooms(tiles: Sequence[Tile], placed: tuple[Placement, ...],
                  stubs: Mapping[Edge, tuple[int, int, str]],
                  room_index: Mapping[tuple[int, str], int], edges: Sequence[Edge]
                  ) -> set[int]:
    """The rooms whose tunnels end on a stub facing one of `edges`."""
    found = set()
    for edge in edges:
        owner = stubs.get(edge.facing())
        if owner is not None:
            q, m, stub = owner
            other = tiles[placed[q][0]].tunnels[m]
            room = room_index.get((q, other.b if other.a == stub else other.a))
            if room is not None:
                found.add(room)
    return found


def _tile_stubs(tile: Tile, placement: Placement, p: int
                ) -> list[tuple[Edge, tuple[int, int, str]]]:
    return [(world_edge(tile, placement, end), (p, n, end))
            for n, t in enumerate(tile.tunnels) for end in (t.a, t.b) if _is_stub(end)]


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
    stubs = {**base.stubs, **dict(own)}
    redo = _facing_rooms(tiles, placed, base.stubs, room_index, [e for e, _ in own])
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
    for edge, _ in old:
        del stubs[edge]
    stubs.update(_tile_stubs(tile, placement, index))
    # the cell's eight stub positions are the same however the tile lies
    redo = _facing_rooms(tiles, placed, base.stubs, base.room_index, [e for e, _ in old])
    redo.update(room.index for room in base.rooms if room.placement == index)
    return _with_rows(tiles, placed, base, list(base.rooms), base.cells, base.room_index,
                      stubs, redo)


def _with_rows(tiles: Sequence[Tile], placed: tuple[Placement, ...], base: Dungeon,
               rooms: list[PlacedRoom], cells: dict[tuple[int, int], int],
               room_index: dict[tuple[int, str], int],
               stubs: dict[Edge, tuple[int, int, str]], redo: set[int]) -> Dungeon:
    """`base` with the rooms `rooms`, and the exit rows of `redo` worked out again."""
    exits = list(base.exits) + [()] * (len(rooms) - len(base.rooms))
    for room in redo:
        exits[room] = _exits_of(tiles, placed, stubs, room_index, rooms[room])
    done = tuple(exits)
    # a portal is inside its tile: only new rooms can add one
    portals = base.portals + tuple(r for r in range(len(base.rooms), len(rooms))
                                   if any(e.kind == "portal" for e in done[r]))
    return Dungeon(placed, tuple(rooms), done, cells, portals, room_index, stubs, base.crypt)


def _far_half(tiles: Sequence[Tile], placed: tuple[Placement, ...],
              stubs: Mapping[Edge, tuple[int, int, str]], edge: Edge,
              room_index: Mapping[tuple[int, str], int]) -> tuple[Half, int] | None:
    """The part of a tunnel beyond world stub `edge` and the room it reaches, if any."""
    beyond = stubs.get(edge.facing())
    if beyond is None:
        return None
    q, m, stub = beyond
    other = tiles[placed[q][0]].tunnels[m]
    far_end = other.b if other.a == stub else other.a
    to = room_index.get((q, far_end))
    if to is None:
        return None
    return Half(q, m, other.footprints, other.monsters, other.locks, _walk(other, stub),
                _walk(other, far_end)), to


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
                return Exit("room", (exit_.halves[0], far), len(d.rooms) + k)
        return None
    return None


class Maps:
    """The maps of one game's tiles, built once per placements and shared by every copy of
    a state (a state holds its game's `Maps`). Keyed on the placements alone: hashing the
    tiles at every look-up would cost more than the look-up."""

    LIMIT = 4096

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
