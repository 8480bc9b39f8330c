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

from collections.abc import Sequence
from dataclasses import dataclass, field

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


@dataclass(frozen=True, slots=True)
class Exit:
    """A way out of a room: `kind` "room" (to room `to`), "open" (discovers a tile beyond
    `edge`) or "portal" (into this tile's portal). `halves` are the tunnel parts walked."""

    kind: str
    halves: tuple[Half, ...]
    to: int = -1
    edge: Edge | None = None


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
    stub_owner: dict[Edge, tuple[int, int, str]] = {}  # world stub -> (placement, tunnel, end)
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
                    stub_owner[world_edge(tile, placement, end)] = (p, n, end)
    exits: list[list[Exit]] = [[] for _ in rooms]
    portals: list[int] = []
    for p, placement in enumerate(placed):
        tile = tiles[placement[0]]
        for n, t in enumerate(tile.tunnels):
            for start, end in ((t.a, t.b), (t.b, t.a)):
                if (p, start) not in room_index:
                    continue  # exits are listed from rooms
                here = room_index[(p, start)]
                near = Half(p, n, t.footprints, t.monsters, t.locks, _walk(t, start),
                            _walk(t, end))
                if (p, end) in room_index:
                    exits[here].append(Exit("room", (near,), room_index[(p, end)]))
                elif end == PORTAL:
                    exits[here].append(Exit("portal", (near,)))
                    portals.append(here)
                else:
                    edge = world_edge(tile, placement, end)
                    beyond = stub_owner.get(edge.facing())
                    if beyond is None:
                        exits[here].append(Exit("open", (near,), edge=edge))
                        continue
                    q, m, stub = beyond
                    other = tiles[placed[q][0]].tunnels[m]
                    far_end = other.b if other.a == stub else other.a
                    far = Half(q, m, other.footprints, other.monsters, other.locks,
                               _walk(other, stub), _walk(other, far_end))
                    if (q, far_end) in room_index:
                        exits[here].append(Exit("room", (near, far),
                                                room_index[(q, far_end)]))
                    # a tunnel from a stub straight into a portal or another stub is refused
                    # by the tile checks (every tunnel reaches a room)
    return Dungeon(placed, tuple(rooms), tuple(tuple(e) for e in exits), cells,
                   tuple(sorted(set(portals))), room_index)


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
            d = self._built[placed] = build(self.tiles, placed)
        return d


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
