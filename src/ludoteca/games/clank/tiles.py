"""The dungeon's tiles as data: rooms, tunnels and their icons, read from a tiles file.

The real tiles' geometry is not in the public record (shared/reference/clank/tiles.md), so
the shipped `data/tiles.toml` is a stand-in set, marked as such, and anybody who owns the
game can type the real tiles into a file of the same form (docs/clank.md shows one drawn;
`ludoteca content clank --check FILE` validates it).

A square tile has two tunnel stubs on each edge, named clockwise from the north-west corner:
``N0 N1`` (north edge, west to east), ``E0 E1`` (east, north to south), ``S0 S1`` (south,
east to west), ``W0 W1`` (west, south to north). Turning a tile a quarter clockwise moves
each stub two places on (N0 -> E0); the stub ``d i`` of one tile meets the stub ``d' (1-i)``
of its neighbour across that edge (N0 meets the S1 of the tile above). The start tile is two
squares long: its upper half (in the Depths) and its lower half each have six stubs, named
``U:N0``... and ``L:S0``... (no stub on the line between the halves); it never turns.

A tile's tunnels join two of: a room (its id), a stub, or ``portal`` (the tile's portal).
Every stub is the end of exactly one tunnel, so two placed tiles always join along a shared
edge, and a stub with no neighbour is where a new tile is discovered.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...core.content import ContentError, Row, read_data, read_toml, rows

SIDES = "NESW"
STUBS = tuple(f"{side}{i}" for side in SIDES for i in (0, 1))  # clockwise, index = position
STUB_INDEX: Mapping[str, int] = {name: i for i, name in enumerate(STUBS)}
HALVES = ("U", "L")  # the start tile's upper (Depths) and lower halves
START_STUBS = tuple(f"U:{s}" for s in ("W0", "W1", "N0", "N1", "E0", "E1")) + tuple(
    f"L:{s}" for s in ("E0", "E1", "S0", "S1", "W0", "W1"))
BACKS = ("safe", "depths", "start")
FEATURES = ("artifact", "crystal_cave", "market", "wayshrine", "chest", "library", "prison",
            "minor_secret", "gold", "heal", "monkey_shrine", "crypt")
PORTAL = "portal"

# What a game's stack needs (the rulebooks): 22 Depths tiles (4 haunted) and 6 safe tiles.
DEPTHS_TILES, HAUNTED_TILES, SAFE_TILES, SAFE_USED = 22, 4, 6, 4


@dataclass(frozen=True, slots=True)
class Room:
    id: str
    features: tuple[str, ...]
    plus: int = 0  # an Artifact room's plusses (+, ++)
    gold: int = 0  # a Gold room's amount
    half: str = ""  # start tile: "U" (Depths) or "L"


@dataclass(frozen=True, slots=True)
class Tunnel:
    """One tunnel inside a tile: `a` to `b` (room ids, stub names or PORTAL)."""

    a: str
    b: str
    footprints: int = 0
    monsters: int = 0
    locks: int = 0
    one_way: bool = False  # only from a to b


@dataclass(frozen=True, slots=True)
class Tile:
    id: str
    back: str
    haunted: bool
    rooms: tuple[Room, ...]
    tunnels: tuple[Tunnel, ...]
    standin: bool = False

    @property
    def square(self) -> bool:
        return self.back != "start"

    def room(self, room_id: str) -> Room:
        for room in self.rooms:
            if room.id == room_id:
                return room
        raise KeyError(room_id)


@dataclass(frozen=True)
class TileSet:
    start: tuple[Tile, ...]  # the start tile's sides
    safe: tuple[Tile, ...]
    depths: tuple[Tile, ...]
    standin: bool
    note: str = ""

    def all(self) -> tuple[Tile, ...]:
        return (*self.start, *self.safe, *self.depths)

    def by_id(self) -> dict[str, Tile]:
        return {tile.id: tile for tile in self.all()}


# ------------------------------------------------------------------ reading
def _room(row: Row) -> Room:
    rid = row.text("id")
    features = row.names("features", FEATURES)
    plus = row.integer("plus", least=0, default=0)
    gold = row.integer("gold", least=0, default=0)
    if plus > 2:
        raise row.fail(f"room {rid!r}: plus must be 0, 1 or 2, got {plus}")
    if plus and "artifact" not in features:
        raise row.fail(f"room {rid!r}: plus is for an artifact room")
    if ("gold" in features) != (gold > 0):
        raise row.fail(f"room {rid!r}: a gold room needs gold = N (N > 0), and only it")
    return Room(rid, features, plus, gold, row.text("half", HALVES, default=""))


def _tunnel(row: Row) -> Tunnel:
    return Tunnel(row.text("from"), row.text("to"), row.integer("footprints", 0, 0),
                  row.integer("monsters", 0, 0), row.integer("locks", 0, 0),
                  row.flag("one_way", False))


def _tile(row: Row) -> Tile:
    tile = _read_tile(row)
    problems = tile_problems(tile)
    if problems:
        raise row.fail(problems[0])
    return tile


def _read_tile(row: Row) -> Tile:
    """One tile's fields, read and typed (its geometry is `tile_problems`' to check)."""
    where = row.where
    rooms = []
    for i, raw in enumerate(row.value("rooms", list), start=1):
        rooms.append(_room(Row(raw, f"{where}, room #{i}", required=("id",),
                               optional=("features", "plus", "gold", "half"))))
    tunnels = []
    for i, raw in enumerate(row.value("tunnels", list), start=1):
        tunnels.append(_tunnel(Row(raw, f"{where}, tunnel #{i}", required=("from", "to"),
                                   optional=("footprints", "monsters", "locks", "one_way"))))
    return Tile(row.text("id"), row.text("back", BACKS), row.flag("haunted", False),
                tuple(rooms), tuple(tunnels), row.flag("standin", False))


def tile_problems(tile: Tile) -> list[str]:
    """What is wrong with one tile, each naming the room, tunnel or stub."""
    out: list[str] = []
    stubs = START_STUBS if tile.back == "start" else STUBS
    ids = [room.id for room in tile.rooms]
    for rid, n in Counter(ids).items():
        if n > 1:
            out.append(f"room {rid!r} is listed {n} times")
    for rid in ids:
        if rid in stubs or rid == PORTAL or rid in STUB_INDEX:
            out.append(f"room id {rid!r} is the name of a stub or the portal")
    if not tile.rooms:
        out.append("a tile needs at least one room")
    used: Counter[str] = Counter()
    for n, t in enumerate(tile.tunnels, start=1):
        ends = (t.a, t.b)
        for end in ends:
            if end not in ids and end not in stubs and end != PORTAL:
                kind = "stub of a square tile" if end in STUB_INDEX else "room, stub or portal"
                out.append(f"tunnel #{n} ({t.a}-{t.b}): {end!r} is no {kind} of this tile")
            used[end] += 1
        if t.a == t.b:
            out.append(f"tunnel #{n} joins {t.a!r} to itself")
        if not (t.a in ids or t.b in ids):
            out.append(f"tunnel #{n} ({t.a}-{t.b}) must reach a room")
    for stub in stubs:
        if used[stub] != 1:
            edge = stub.split(":")[-1][0]
            out.append(f"stub {stub} (edge {edge}) is the end of {used[stub]} tunnels, "
                       f"not exactly one")
    if used[PORTAL] > 1:
        out.append(f"the portal is the end of {used[PORTAL]} tunnels, not one")
    for room in tile.rooms:
        if not used[room.id]:
            out.append(f"room {room.id!r} has no tunnel")
        if tile.back == "start" and room.half not in HALVES:
            out.append(f"room {room.id!r} of the start tile needs half = \"U\" or \"L\"")
        if tile.back != "start" and room.half:
            out.append(f"room {room.id!r}: only the start tile's rooms have a half")
        if ("crypt" in room.features or "monkey_shrine" in room.features) and \
                tile.back != "start":
            out.append(f"room {room.id!r}: the Crypt and the Monkey Shrine are on the "
                       f"start tile")
    if tile.back == "start":
        out.extend(_start_problems(tile))
    if tile.haunted and tile.back != "depths":
        out.append("only a Depths tile is haunted")
    return out


def _start_problems(tile: Tile) -> list[str]:
    """The start tile's own rules: one Crypt (lower half, reached only from inside the tile,
    never behind an arrow) and one Monkey Shrine (upper half); a stub leads into a room of
    its own half."""
    out: list[str] = []
    halves = {room.id: room.half for room in tile.rooms}
    for feature, half in (("crypt", "L"), ("monkey_shrine", "U")):
        found = [room for room in tile.rooms if feature in room.features]
        if len(found) != 1:
            out.append(f"the start tile needs exactly one {feature} room")
        elif found[0].half != half:
            out.append(f"the {feature} room {found[0].id!r} belongs on the "
                       f"{'lower' if half == 'L' else 'upper'} half")
    crypts = {room.id for room in tile.rooms if "crypt" in room.features}
    for n, t in enumerate(tile.tunnels, start=1):
        ends = {t.a, t.b}
        stub = next((end for end in ends if ":" in end), None)
        if ends & crypts and (stub or PORTAL in ends):
            out.append(f"tunnel #{n} ({t.a}-{t.b}): the Crypt is reached only from rooms of "
                       f"the start tile")
        if ends & crypts and t.one_way:
            out.append(f"tunnel #{n} ({t.a}-{t.b}): no arrow on a tunnel of the Crypt")
        room = next((end for end in ends if end in halves), None)
        if stub and room and halves[room] and stub[0] != halves[room]:
            out.append(f"tunnel #{n} ({t.a}-{t.b}): stub {stub} leads into room {room!r} of "
                       f"the other half")
    return out


def load_tiles(source: Path | None = None) -> TileSet:
    """The tiles file at `source` (default: the shipped stand-in set), checked: every tile
    well formed, and the stack the rulebooks describe (2 start sides, 6 safe tiles, 22 Depths
    tiles of which 4 haunted). Raises ContentError naming the tile, the edge or the stub."""
    if source is None:
        doc, name = read_data(__package__, "tiles.toml"), "tiles.toml"
    else:
        doc, name = read_toml(source), str(source)
    return _tile_set(doc, name)


def _tile_rows(doc: Mapping[str, Any], name: str) -> Iterator[Row]:
    return rows(doc, "tile", name, required=("id", "back", "rooms", "tunnels"),
                optional=("haunted", "standin", "note"))


def _tile_set(doc: Mapping[str, Any], name: str) -> TileSet:
    tiles = [_tile(row) for row in _tile_rows(doc, name)]
    seen = Counter(tile.id for tile in tiles)
    twice = sorted(tid for tid, n in seen.items() if n > 1)
    if twice:
        raise ContentError(f"{name}: tile id(s) {twice} listed more than once")
    by_back = {back: tuple(t for t in tiles if t.back == back) for back in BACKS}
    wanted = {"start": (1, 2), "safe": (SAFE_TILES, SAFE_TILES),
              "depths": (DEPTHS_TILES, DEPTHS_TILES)}
    for back, (low, high) in wanted.items():
        if not low <= len(by_back[back]) <= high:
            need = str(low) if low == high else f"{low} or {high}"
            raise ContentError(f"{name}: {need} {back} tile(s) needed, got {len(by_back[back])}")
    haunted = sum(t.haunted for t in by_back["depths"])
    if haunted != HAUNTED_TILES:
        raise ContentError(f"{name}: {HAUNTED_TILES} haunted Depths tiles needed, "
                           f"got {haunted}")
    meta = doc.get("meta", {})
    standin = bool(meta.get("standin", False)) if isinstance(meta, dict) else False
    note = str(meta.get("note", "")) if isinstance(meta, dict) else ""
    return TileSet(by_back["start"], by_back["safe"], by_back["depths"], standin, note)


def feature_counts(tiles: TileSet) -> dict[str, dict[str, int]]:
    """back -> feature (and portals, haunted tiles, tunnel icons) -> count: what a tile set
    holds, for `ludoteca content` and the stand-in's report."""
    out: dict[str, dict[str, int]] = {}
    for back in BACKS:
        group = {"start": tiles.start, "safe": tiles.safe, "depths": tiles.depths}[back]
        count: Counter[str] = Counter()
        for tile in group:
            for room in tile.rooms:
                for feature in room.features:
                    count[feature if not room.plus else f"{feature}{'+' * room.plus}"] += 1
            count["rooms"] += len(tile.rooms)
            count["haunted"] += tile.haunted
            for t in tile.tunnels:  # tunnels carrying each icon, and icons in all
                count["portals"] += PORTAL in (t.a, t.b)
                count["footprint tunnels"] += t.footprints > 0
                if t.monsters:
                    count[f"tunnels with {t.monsters} monster(s)"] += 1
                count["monsters"] += t.monsters
                count["locks"] += t.locks
                count["one-way tunnels"] += t.one_way
        out[back] = dict(sorted(count.items()))
    return out


def check_file(path: Path) -> dict[str, Any]:
    """`ludoteca content clank --check FILE` (GamePackage.content_check): a tiles file typed
    in by someone who owns the game, checked as `load_tiles` checks the shipped one.

    Returns a summary (tiles per back, the features counted per back). Raises ContentError:
    every tile's problems at once, each naming the tile and the room, tunnel or stub (edge),
    since whoever types 30 tiles wants the whole list, not one per run; then the stack's
    counts; a missing, non-UTF-8 or non-TOML file as `read_toml` says."""
    doc, name = read_toml(path), str(path)
    problems = [f"{row.where}: {problem}" for row in _tile_rows(doc, name)
                for problem in tile_problems(_read_tile(row))]
    if len(problems) == 1:
        raise ContentError(problems[0])
    if problems:
        raise ContentError(f"{len(problems)} problems:\n" + "\n".join(f"  {p}" for p in problems))
    tiles = _tile_set(doc, name)  # the well-formed tiles: the stack's counts and ids
    counts = feature_counts(tiles)
    return {"tiles": {"start sides": len(tiles.start), "safe": len(tiles.safe),
                      "depths": len(tiles.depths), "haunted": counts["depths"]["haunted"]},
            "stand-in": tiles.standin,
            **{back: counts[back] for back in ("start", "safe", "depths")}}


def describe(tile: Tile) -> dict[str, Any]:
    """A tile as JSON-able data (for views and `content --json`)."""
    return {"id": tile.id, "back": tile.back, "haunted": tile.haunted,
            "rooms": [{"id": r.id, "features": list(r.features), "plus": r.plus,
                       "gold": r.gold, **({"half": r.half} if r.half else {})}
                      for r in tile.rooms],
            "tunnels": [{"from": t.a, "to": t.b, "footprints": t.footprints,
                         "monsters": t.monsters, "locks": t.locks, "one_way": t.one_way}
                        for t in tile.tunnels]}
