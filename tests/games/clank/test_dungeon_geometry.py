"""The map's geometry on small hand-made tiles: stub names turn with the tile, facing
stubs meet, placed tiles join into tunnels with both halves' icons, arrows are kept per
half, and open stubs are where tiles are discovered."""

from __future__ import annotations

import itertools

import pytest

from ludoteca.games.clank.dungeon import Edge, build, entry_stub, placed_with, rotated, world_edge
from ludoteca.games.clank.tiles import START_STUBS, STUBS, Room, Tile, Tunnel, tile_problems


def start_tile() -> Tile:
    rooms = (Room("crypt", ("crypt",), half="L"), Room("hall", (), half="L"),
             Room("shrine", ("monkey_shrine",), half="U"), Room("up", (), half="U"))
    tunnels = [Tunnel("crypt", "hall"), Tunnel("hall", "shrine"), Tunnel("shrine", "up")]
    for stub in START_STUBS:
        tunnels.append(Tunnel("up" if stub.startswith("U") else "hall", stub))
    return Tile("start", "start", False, rooms, tuple(tunnels))


def square(tid: str, **icons: int) -> Tile:
    """Room a holds the north and east stubs, room b the south and west ones; a-b joined.
    `icons` go on the tunnel from N0 (footprints, monsters, locks, one_way)."""
    rooms = (Room("a", ()), Room("b", ()))
    tunnels = [Tunnel("a", "b")]
    for stub in STUBS:
        room = "a" if stub[0] in "NE" else "b"
        if stub == "N0":
            tunnels.append(Tunnel(stub, room, icons.get("footprints", 0),
                                  icons.get("monsters", 0), icons.get("locks", 0),
                                  bool(icons.get("one_way", 0))))
        else:
            tunnels.append(Tunnel(room, stub))
    return Tile(tid, "depths", False, rooms, tuple(tunnels))


def test_the_hand_made_tiles_are_well_formed() -> None:
    assert tile_problems(start_tile()) == []
    assert tile_problems(square("t", monsters=2)) == []


@pytest.mark.parametrize("turns", range(4))
def test_a_stub_turns_two_places_per_quarter(turns: int) -> None:
    tile = square("t")
    for k, stub in enumerate(STUBS):
        edge = world_edge(tile, (0, 3, 4, turns), stub)
        assert (edge.x, edge.y) == (3, 4)
        assert edge.side + str(edge.i) == STUBS[(k + 2 * turns) % 8]


def test_facing_stubs_meet_across_each_side() -> None:
    assert Edge(0, 0, "N", 0).facing() == Edge(0, -1, "S", 1)
    assert Edge(0, 0, "E", 1).facing() == Edge(1, 0, "W", 0)
    for side, i in itertools.product("NESW", (0, 1)):
        edge = Edge(2, 2, side, i)
        assert edge.facing().facing() == edge
        assert edge.facing().cell == (2, 2)


def test_the_start_tiles_stubs_lie_on_its_two_cells() -> None:
    tile = start_tile()
    upper = {world_edge(tile, (0, 0, 0, 0), s) for s in START_STUBS if s.startswith("U")}
    lower = {world_edge(tile, (0, 0, 0, 0), s) for s in START_STUBS if s.startswith("L")}
    assert {(e.x, e.y) for e in upper} == {(0, 0)} and {(e.x, e.y) for e in lower} == {(0, 1)}
    assert {e.side for e in upper} == {"N", "E", "W"} and {e.side for e in lower} == {"E", "S", "W"}


@pytest.mark.parametrize("turns", range(4))
def test_the_entry_stub_meets_the_stub_being_left(turns: int) -> None:
    tile = square("t")
    for side, i in itertools.product("NESW", (0, 1)):
        edge = Edge(0, 0, side, i)
        stub = entry_stub(tile, turns, edge)
        x, y = edge.cell
        assert world_edge(tile, (0, x, y, turns), stub) == edge.facing()


def test_placed_tiles_join_and_open_stubs_remain() -> None:
    tiles = (start_tile(), square("t", monsters=1, footprints=1))
    start = ((0, 0, 0, 0),)
    d = build(tiles, start)
    assert len(d.rooms) == 4
    opened = [e for e in d.exits[d.room_of(0, "up")] if e.kind == "open"]
    assert len(opened) == 6  # the upper half's six stubs
    assert len(d.open_edges()) == 12
    # a tile north of the start tile, not turned: its S0/S1 (room b) meet U:N1/U:N0
    north = Edge(0, 0, "N", 0)
    placed = placed_with(start, 1, north, 0)
    d = build(tiles, placed)
    up, b = d.room_of(0, "up"), d.room_of(1, "b")
    joined = [e for e in d.exits[up] if e.kind == "room" and e.to == b]
    assert len(joined) == 2 and all(len(e.halves) == 2 for e in joined)
    assert len(d.open_edges()) == 12 - 2 + 6
    assert d.rooms[b].depths and not d.rooms[d.room_of(0, "crypt")].depths
    assert d.rooms[up].depths  # the start tile's upper half is in the Depths


def test_icons_and_arrows_are_kept_per_half() -> None:
    tiles = (start_tile(), square("t", monsters=2, footprints=1, locks=1, one_way=1))
    # turned twice, the tile's N0 (with the icons, an arrow from N0 to a) faces south
    placed = placed_with(((0, 0, 0, 0),), 1, Edge(0, 0, "N", 1), 2)
    d = build(tiles, placed)
    up, a = d.room_of(0, "up"), d.room_of(1, "a")
    inward = [e for e in d.exits[up] if e.kind == "room" and e.to == a]
    outward = [e for e in d.exits[a] if e.kind == "room" and e.to == up]
    with_icons = [e for e in inward if e.halves[1].monsters]
    assert len(with_icons) == 1
    far = with_icons[0].halves[1]
    assert (far.monsters, far.footprints, far.locks, far.forward) == (2, 1, 1, True)
    back = [e for e in outward if e.halves[0].monsters]
    assert len(back) == 1 and not back[0].halves[0].forward  # against the arrow


def test_turning_a_tile_changes_which_rooms_meet() -> None:
    tiles = (start_tile(), square("t"))
    placed = placed_with(((0, 0, 0, 0),), 1, Edge(0, 0, "N", 0), 0)

    def neighbours(p: tuple) -> set[str]:
        d = build(tiles, p)
        return {d.rooms[e.to].room.id for e in d.exits[d.room_of(0, "up")]
                if e.kind == "room" and d.rooms[e.to].placement == 1}
    assert neighbours(placed) == {"b"}
    assert neighbours(rotated(placed, 1, 2)) == {"a"}


def test_two_tiles_on_one_cell_are_refused() -> None:
    tiles = (start_tile(), square("t"))
    with pytest.raises(ValueError, match="two tiles"):
        build(tiles, ((0, 0, 0, 0), (1, 0, 1, 0)))
