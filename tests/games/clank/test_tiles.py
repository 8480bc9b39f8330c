"""The shipped stand-in tiles, and the map built from random placements of them checked
against an independent search: a graph of rooms and world stub positions made straight from
the tile data, walked without dungeon.py's exits."""

from __future__ import annotations

import re
from collections import deque
from pathlib import Path

import pytest

from ludoteca.core.content import ContentError
from ludoteca.core.rng import Rng
from ludoteca.games.clank import tiles as t
from ludoteca.games.clank.dungeon import (
    Dungeon,
    Edge,
    Maps,
    Placement,
    build,
    entry_exit,
    extend,
    free_beyond,
    placed_with,
    turned,
    world_edge,
)

TILES = t.load_tiles()
ALL = TILES.all()
DATA = Path(t.__file__).parent / "data" / "tiles.toml"


def test_the_shipped_set_is_the_rulebooks_stack_and_a_stand_in() -> None:
    assert TILES.standin and all(tile.standin for tile in ALL)
    assert (len(TILES.start), len(TILES.safe), len(TILES.depths)) == (2, 6, 22)
    assert sum(tile.haunted for tile in TILES.depths) == 4
    counts = t.feature_counts(TILES)
    depths = counts["depths"]
    artifact_rooms = sum(n for group in (depths, counts["safe"]) for k, n in group.items()
                         if k.startswith("artifact"))
    assert artifact_rooms > 7  # more Artifact rooms than Artifacts
    assert depths["artifact+"] >= 1 and depths["artifact++"] >= 1
    for feature in ("market", "crystal_cave", "wayshrine", "chest", "library", "prison",
                    "portals"):
        assert depths.get(feature, 0) + counts["safe"].get(feature, 0) >= 2, feature


@pytest.mark.parametrize("old,new,message", [
    ('haunted = true', 'haunted = false', "4 haunted Depths tiles needed, got 3"),
    ('{from = "N0", to = "a"}', '{from = "N9", to = "a"}',
     "tile 'safe01': tunnel #1 (N9-a): 'N9' is no room, stub or portal"),
    ('features = ["crypt"]', 'features = []', "needs exactly one crypt room"),
])
def test_a_wrong_tiles_edit_is_named(tmp_path: Path, old: str, new: str, message: str) -> None:
    text = DATA.read_text("utf-8")
    assert old in text
    path = tmp_path / "tiles.toml"
    path.write_text(text.replace(old, new, 1), "utf-8")
    with pytest.raises(ContentError, match=re.escape(message)):
        t.load_tiles(path)


def test_a_stub_missing_its_tunnel_names_the_tile_and_the_edge(tmp_path: Path) -> None:
    text = DATA.read_text("utf-8")
    head, sep, rest = text.partition('id = "deep05"')
    tile_text, nxt, tail = rest.partition("[[tile]]")
    line = next(ln for ln in tile_text.splitlines() if '"E1"' in ln)
    path = tmp_path / "tiles.toml"
    path.write_text(head + sep + tile_text.replace(line + "\n", "", 1) + nxt + tail, "utf-8")
    with pytest.raises(ContentError, match=r"tile 'deep05'.*stub E1 \(edge E\)"):
        t.load_tiles(path)


# ------------------------------------------------------------------ random maps
def random_map(seed: int, count: int) -> tuple[Placement, ...]:
    """The start tile, then `count` tiles laid on random open edges, randomly turned."""
    rng = Rng(seed)
    side = rng.below(2)
    stack = [2 + i for i in range(6)]
    rng.shuffle(stack)
    deep = [8 + i for i in range(22)]
    rng.shuffle(deep)
    stack = stack[:4] + deep
    maps = Maps(ALL)
    placed: tuple[Placement, ...] = ((side, 0, 0, 0),)
    for tile in stack[:count]:
        d = maps(placed)
        edges = [e for e in d.open_edges() if free_beyond(d, e)]
        if not edges:
            break
        placed = placed_with(placed, tile, edges[rng.below(len(edges))], rng.below(4))
    return placed


def independent_graph(placed: tuple[Placement, ...]) -> dict[object, set[object]]:
    """Directed graph: room (p, id) and world stubs; a tunnel's direction from one_way;
    a world stub joins the stub facing it when a tile lies there."""
    graph: dict[object, set[object]] = {}
    stubs = set()
    for p, placement in enumerate(placed):
        tile = ALL[placement[0]]
        for tunnel in tile.tunnels:
            if t.PORTAL in (tunnel.a, tunnel.b):
                continue
            a, b = (world_edge(tile, placement, end) if end in t.STUB_INDEX or ":" in end
                    else (p, end) for end in (tunnel.a, tunnel.b))
            graph.setdefault(a, set()).add(b)
            if not tunnel.one_way:
                graph.setdefault(b, set()).add(a)
            stubs.update(n for n in (a, b) if isinstance(n, Edge))
    for stub in stubs:
        facing = stub.facing()
        if facing in stubs:
            graph.setdefault(stub, set()).add(facing)
    return graph


def reach_independent(graph: dict[object, set[object]], start: object) -> set[object]:
    seen, todo = {start}, deque([start])
    while todo:
        for nxt in graph.get(todo.popleft(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return {n for n in seen if not isinstance(n, Edge)}


def reach_exits(d: Dungeon, start: int) -> set[tuple[int, str]]:
    seen, todo = {start}, deque([start])
    while todo:
        for e in d.exits[todo.popleft()]:
            if e.kind == "room" and all(h.forward for h in e.halves) and e.to not in seen:
                seen.add(e.to)
                todo.append(e.to)
    return {(d.rooms[r].placement, d.rooms[r].room.id) for r in seen}


# the quick run checks 8 maps of each kind, the full run 40
SEEDS = [pytest.param(seed, marks=[pytest.mark.slow] if seed >= 8 else []) for seed in range(40)]


@pytest.mark.parametrize("seed", SEEDS)
def test_the_map_agrees_with_an_independent_search(seed: int) -> None:
    placed = random_map(seed, 8 + seed % 19)
    d = Maps(ALL)(placed)
    graph = independent_graph(placed)
    for start in range(0, len(d.rooms), 3):
        room = d.rooms[start]
        assert reach_exits(d, start) == reach_independent(
            graph, (room.placement, room.room.id)), (seed, start)
    # open stubs: the stubs whose facing cell holds no tile
    stubs = {n for n in graph if isinstance(n, Edge)}
    expected_open = {s for s in stubs if s.cell not in d.cells}
    assert set(d.open_edges()) == expected_open


@pytest.mark.parametrize("seed", SEEDS)
def test_the_crypt_can_always_be_reached_again(seed: int) -> None:
    placed = random_map(1000 + seed, 25)
    d = Maps(ALL)(placed)
    crypt = next(r.index for r in d.rooms if "crypt" in r.room.features)
    reached = reach_exits(d, crypt)
    back = {(r.placement, r.room.id) for r in d.rooms
            if crypt in {d.room_of(*key) for key in reach_exits(d, r.index)}}
    assert reached <= back


@pytest.mark.parametrize("seed", SEEDS)
def test_a_map_grown_a_tile_at_a_time_is_the_map_built_whole(seed: int) -> None:
    """`extend` (a discovery's map, from the new tile's work alone) lists the same rooms,
    exits in the same order, cells and portals as `build` of every placement."""
    placed = random_map(2000 + seed, 26)
    grown = build(ALL, placed[:1])
    for n in range(2, len(placed) + 1):
        grown = extend(ALL, grown, placed[n - 1])
        whole = build(ALL, placed[:n])
        assert _same_map(grown, whole), (seed, n)


def _same_map(a: Dungeon, b: Dungeon) -> bool:
    def parts(d: Dungeon) -> tuple:
        return (d.placed, d.rooms, d.exits.all(), d.cells, d.portals, d.room_index, d.stubs,
                d.crypt)

    return parts(a) == parts(b)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_map_with_a_tile_turned_is_the_map_built_whole(seed: int) -> None:
    """`turned` (a card turns a tile) gives what `build` gives with the tile so turned."""
    placed = random_map(4000 + seed, 10 + seed % 16)
    d = build(ALL, placed)
    for index in range(1, len(placed)):
        for turns in (1, 2, 3):
            after = turned(ALL, d, index, turns)
            t, x, y, r = placed[index]
            whole = build(ALL, (*placed[:index], (t, x, y, (r + turns) % 4),
                                *placed[index + 1:]))
            assert _same_map(after, whole), (seed, index, turns)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_entry_through_an_open_stub_is_the_extended_maps_exit(seed: int) -> None:
    """`entry_exit` (which turn lets a mover in, asked before the tile is laid) agrees
    with the map once the tile lies there, for every open exit and turn."""
    placed = random_map(3000 + seed, 6 + seed % 10)
    d = build(ALL, placed)
    tile = 8 + seed % 22
    if tile in {p[0] for p in placed}:
        tile = next(t for t in range(8, 30) if t not in {p[0] for p in placed})
    checked = 0
    for room, row in enumerate(d.exits.all()):
        for e in row:
            if e.kind != "open" or not free_beyond(d, e.edge):
                continue
            for turns in range(4):
                after = build(ALL, placed_with(placed, tile, e.edge, turns))
                into = [x for x in after.exits[room] if x.kind == "room" and
                        len(x.halves) == 2 and x.halves[0] == e.halves[0] and
                        after.rooms[x.to].placement == len(placed)]
                assert entry_exit(ALL, d, room, e, tile, turns) == (into[0] if into else None)
                checked += 1
    assert checked > 0
