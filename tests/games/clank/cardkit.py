"""Shared helpers for the Clank! Catacombs card and token tests: a small map made for them,
a table built from a few keywords, and short ways to act and to read what happened.

`table()` clones one state set up on the kit's map (`kit_tiles`) and edits it: the active
seat's hand, deck, discard pile and play area, the Dungeon Row and the next Dungeon cards,
where each pawn stands (`"cave"`: a room of the start tile; `"d0:r"`: room r of tile d0,
laid with `tiles=`), Gold, Lockpicks, damage, Clank!, Artifacts, Crowns, tokens, idols,
the Bank's piles and the dragon bag. Counts stay consistent: a seat's cubes in its supply,
the Clank! area, its Health Meter, on Wayshrines and in the bag add up to 30; the black
cubes in the bag and the Bank to 24; the Ghost cubes to 5; a token, Crown, Artifact or idol
given to a seat leaves its pile. The active seat is always seat 0 (`ME`), at the start of
its turn.

Every test module names its tests `test_card_<id>` / `test_token_<id>` (more tests on the
same id: `test_card_<id>__<what>`) and checks coverage with `missing_tests`. A test of a
card or token the engine does not play as its text says is marked `disagrees(...)`: an
xfail (strict) that states the text's effect, so it leaves the passing set until the
engine is fixed, and then fails to be noticed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.events import Event
from ludoteca.games.clank import rules
from ludoteca.games.clank.content import shipped
from ludoteca.games.clank.state import ClankState
from ludoteca.games.clank.tiles import START_STUBS, STUBS, Room, Tile, TileSet, Tunnel

CONTENT = shipped()
CARD_IDS = frozenset(CONTENT.cards)
TOKEN_IDS = frozenset(CONTENT.tokens)
ME, YOU, THIRD = 0, 1, 2
BLACK, GHOST = rules.BLACK, rules.GHOST
FILLER = "swindle"  # a Row and Dungeon card that does nothing (no text known, no symbol)
PER_PLAYER = CONTENT.cubes["per_player"]
DRAGON_CUBES = CONTENT.cubes["dragon"]
GHOSTS = CONTENT.cubes["ghosts"]


# ------------------------------------------------------------------ the map
def _square(tid: str, back: str, haunted: bool = False, portal: bool = False) -> Tile:
    tunnels = [Tunnel("r", s) for s in STUBS]
    if portal:
        tunnels.append(Tunnel("r", "portal"))
    return Tile(tid, back, haunted, (Room("r", ()),), tuple(tunnels))


@cache
def kit_tiles() -> TileSet:
    """The start tile (below) and plain square tiles of one room `r` each: safe tiles
    s0..s5, Depths tiles d0..d21 of which d0..d3 are haunted; d0 has a portal.

    Start tile, lower half (not the Depths): crypt - hall; from the hall: market (a
    Market), chapel (a Wayshrine), chest, library, prison, secret (a minor secret), and
    ledge, whose tunnel is one-way from the ledge to the hall. Upper half (the Depths):
    hall - a; from a: cave (a Crystal Cave, 1 monster on the tunnel), way (a Wayshrine),
    shrine (the Monkey Shrine) and a's portal. The upper stubs lead to a, the lower to
    the hall."""
    low = (("crypt", ("crypt",)), ("hall", ()), ("market", ("market",)),
           ("chapel", ("wayshrine",)), ("chest", ("chest",)), ("library", ("library",)),
           ("prison", ("prison",)), ("secret", ("minor_secret",)), ("ledge", ()))
    high = (("a", ()), ("cave", ("crystal_cave",)), ("way", ("wayshrine",)),
            ("shrine", ("monkey_shrine",)))
    rooms = tuple(Room(rid, f, half="L") for rid, f in low) + tuple(
        Room(rid, f, half="U") for rid, f in high)
    tunnels = [Tunnel("crypt", "hall"), Tunnel("ledge", "hall", one_way=True)]
    tunnels += [Tunnel("hall", rid) for rid, _ in low[2:8]]
    tunnels += [Tunnel("hall", "a"), Tunnel("a", "cave", monsters=1), Tunnel("a", "way"),
                Tunnel("a", "shrine"), Tunnel("a", "portal")]
    tunnels += [Tunnel("a" if s.startswith("U") else "hall", s) for s in START_STUBS]
    start = Tile("start", "start", False, rooms, tuple(tunnels))
    safe = tuple(_square(f"s{i}", "safe") for i in range(6))
    depths = tuple(_square(f"d{i}", "depths", haunted=i < 4, portal=i == 0)
                   for i in range(22))
    return TileSet((start,), safe, depths, standin=True)


@cache
def _base(players: int) -> ClankState:
    return ClankState.new(players, 1, tileset=kit_tiles())


def tile_index(tile_id: str) -> int:
    return next(i for i, t in enumerate(kit_tiles().all()) if t.id == tile_id)


def placement(s: ClankState, tile_id: str) -> int:
    """Where tile `tile_id` lies in `s.placed` (the start tile is 0)."""
    index = tile_index(tile_id)
    return next(p for p, placed in enumerate(s.placed) if placed[0] == index)


def room(s: ClankState, name: str) -> int:
    """A room's number: `"cave"` on the start tile, `"d0:r"` on a laid tile."""
    tile_id, _, rid = name.rpartition(":")
    return s.dungeon_map().room_of(placement(s, tile_id) if tile_id else 0, rid)


def lay(s: ClankState, tile_id: str, x: int, y: int, turns: int = 0) -> int:
    """Lay a tile out of the stack on cell (x, y), with no placement effect (a position
    reached earlier); returns its placement. (1, 0) and (-1, 0) lie beside the start
    tile's upper half."""
    index = tile_index(tile_id)
    for pile in (s.safe_stack, s.deep_stack, s.tiles_out):
        if index in pile:
            pile.remove(index)
    s.placed = (*s.placed, (index, x, y, turns))
    return len(s.placed) - 1


# ------------------------------------------------------------------ the table
def _next_first(pile: Sequence[str]) -> list[str]:
    return list(reversed(pile))  # the piles are taken from their end


def table(players: int = 2, *, room_of: str = "hall", rooms: Mapping[int, str] | None = None,
          tiles: Iterable[tuple[str, int, int]] = (), hand: Sequence[str] = (),
          deck: Sequence[str] | None = None, discard: Sequence[str] = (),
          played: Sequence[str] = (), row: Sequence[str] = (), top: Sequence[str] = (),
          gold: int = 0, lockpicks: int = 3, damage: int = 0, area: int = 0,
          artifacts: Sequence[int] = (), crowns: int = 0, tokens: Sequence[str] = (),
          idols: int = 0, freed: int = 0, rage: int = 0, bag: Sequence[int] | None = None,
          black_bank: int = 0, prisoners: Sequence[str] | None = None,
          majors: Sequence[str] | None = None, minors: Sequence[str] | None = None,
          skill: int = 0, swords: int = 0, boots: int = 0,
          others: Mapping[str, Any] | None = None) -> ClankState:
    """Seat 0's turn, nothing played yet, on the kit's map. `hand`, `deck` (drawn from its
    end; 10 Burgles unless given), `discard`, `played`, `gold`, `lockpicks`, `damage`,
    `area` (own cubes in the Clank! area), `artifacts` (values), `crowns` (how many, the
    best first), `tokens`, `idols`, `freed` are seat 0's; every other seat stands in
    the Crypt with nothing (`rooms` moves any seat; `others` gives the other seats `area`
    or `damage`). `row` fills the Dungeon Row from the left (the rest: fillers); `top` is
    the next Dungeon cards, the first revealed first. `prisoners`, `majors`, `minors`: the
    Bank's piles, the first taken first. `bag`: the dragon bag (default: every black cube
    not in the Bank)."""
    s = _base(players).clone()
    for tile_id, x, y in tiles:
        lay(s, tile_id, x, y)
    seats = range(players)
    where = {seat: "crypt" for seat in seats}
    where[ME] = room_of
    where.update(rooms or {})
    s.room = [room(s, where[seat]) for seat in seats]
    other = dict(others or {})
    s.area = [area if seat == ME else other.get("area", 0) for seat in seats]
    s.damage = [damage if seat == ME else other.get("damage", 0) for seat in seats]
    s.ghost_area = 0
    s.bag = list(bag) if bag is not None else [BLACK] * (DRAGON_CUBES - black_bank)
    s.black_bank = DRAGON_CUBES - s.bag.count(BLACK)
    s.ghosts_bank = GHOSTS - s.bag.count(GHOST)
    s.black_marks = [0] * players
    s.supply = [PER_PLAYER - s.area[seat] - s.damage[seat] - s.bag.count(seat)
                for seat in seats]
    s.gold = [gold if seat == ME else 0 for seat in seats]
    s.lockpicks = [lockpicks if seat == ME else 3 for seat in seats]
    s.hand[ME] = list(hand)
    s.deck[ME] = list(deck) if deck is not None else ["burgle"] * 10
    s.discard[ME] = list(discard)
    s.played[ME] = list(played)
    s.row = (list(row) + [FILLER] * 6)[:6]
    s.dungeon = [FILLER] * 20 + _next_first(top)
    s.dungeon_discard = []
    for value in artifacts:
        if value in s.artifact_stack:
            s.artifact_stack.remove(value)
    s.artifacts[ME] = list(artifacts)
    s.crowns_held[ME] = s.crowns[:crowns]
    s.crowns = s.crowns[crowns:]
    if prisoners is not None:
        s.prisoners = _next_first(prisoners)
    if majors is not None:
        s.majors = _next_first(majors)
    if minors is not None:
        s.minors = _next_first(minors)
    for tid in tokens:
        token = CONTENT.tokens[tid]
        if token.pool == "market":
            s.market[tid] -= 1
        else:
            pile = {"prisoner": s.prisoners, "major": s.majors, "minor": s.minors}[token.pool]
            if tid in pile:
                pile.remove(tid)
    s.tokens[ME] = list(tokens)
    s.idols[ME] = idols
    s.idols_left -= idols
    s.freed[ME] = freed
    s.rage = rage
    # the turn begins (again) where the seat now stands: a Crystal Cave counts (Ex-2)
    s.pending, s.agenda = None, [(ClankState.task_turn.task_name, ME)]
    s.run()
    s.skill, s.swords, s.boots = skill, swords, boots
    s._legal = None
    assert s.pending == ("turn", ME) and not s.watching
    return s


# ------------------------------------------------------------------ acting
def act(s: ClankState, kind: str, /, seat: int = ME, **args: Any) -> list[Event]:
    """Apply an action the seat is offered now (the test fails if it is not offered)."""
    action = Action.make(kind, **args)
    legal = s.legal(seat)
    assert action in legal, f"{action.to_json()} not offered: {[a.to_json() for a in legal]}"
    return s.apply(seat, action)


def can(s: ClankState, kind: str, /, seat: int = ME, **args: Any) -> bool:
    return Action.make(kind, **args) in s.legal(seat)


def play(s: ClankState, *cards: str) -> list[Event]:
    out: list[Event] = []
    for cid in cards:
        out += act(s, "play", card=cid)
    return out


def asked(s: ClankState) -> tuple[str, int] | None:
    """(power, seat) of a pending `choose` decision, or None (any other decision)."""
    p = s.pending
    return (p.power, p[1]) if p is not None and p[0] == "choose" else None


def choices(s: ClankState) -> set[Action]:
    """What the pending decision offers, whoever it is for."""
    p = s.pending
    return set() if p is None else set(s.legal(p[1]))


def choose(s: ClankState, kind: str, /, **args: Any) -> list[Event]:
    """Answer the pending `choose` decision."""
    assert s.pending is not None and s.pending[0] == "choose", s.pending
    return act(s, kind, seat=s.pending[1], **args)


def option(name: str) -> Action:
    return Action.make("option", name=name)


def teleports(s: ClankState, *names: str, skip: bool = True) -> set[Action]:
    """The teleport choices to the named rooms (and `skip`)."""
    out = {Action.make("teleport", room=room(s, n)) for n in names}
    return out | ({Action.make("skip")} if skip else set())


def edge_teleports(s: ClankState, seat: int = ME) -> set[Action]:
    """The teleports off the open edges of the seat's room (each discovers a tile)."""
    d = s.dungeon_map()
    return {Action.make("teleport_edge", exit=i) for i, e in enumerate(d.exits[s.room[seat]])
            if e.kind == "open" and s.tiles_left()}


def exit_to(s: ClankState, name: str, seat: int = ME) -> int:
    target = room(s, name)
    exits = s.dungeon_map().exits[s.room[seat]]
    return next(i for i, e in enumerate(exits) if e.kind == "room" and e.to == target)


def move(s: ClankState, name: str) -> list[Event]:
    """Walk the tunnel to a neighbouring room."""
    return act(s, "move", exit=exit_to(s, name))


def can_move(s: ClankState, name: str) -> bool:
    return can(s, "move", exit=exit_to(s, name))


def through_portal(s: ClankState, name: str) -> list[Event]:
    """Walk into the room's portal and out of the one of room `name`."""
    exits = s.dungeon_map().exits[s.room[ME]]
    out = act(s, "move", exit=next(i for i, e in enumerate(exits) if e.kind == "portal"))
    return out + act(s, "portal", room=room(s, name))


def end_turn(s: ClankState) -> list[Event]:
    return act(s, "end")


def reveal(s: ClankState, *cards: str, slot: int = 0) -> list[Event]:
    """End seat 0's turn (its hand to the discard pile first) with Row slots from `slot`
    empty and `cards` the next Dungeon cards: they are revealed one by one (Arrive)."""
    s.discard[ME] += s.hand[ME]
    s.hand[ME] = []
    for i in range(slot, slot + len(cards)):
        s.row[i] = ""
    s.dungeon[-len(cards):] = _next_first(cards)
    s._legal = None
    return end_turn(s)


# ------------------------------------------------------------------ reading
def pool(s: ClankState) -> tuple[int, int, int]:
    """(Skill, Swords, Boots) of the turn."""
    return (s.skill, s.swords, s.boots)


def of_kind(events: Iterable[Event], kind: str) -> list[Mapping[str, Any]]:
    return [e.data for e in events if e.kind == kind]


def cubes(s: ClankState, seat: int) -> int:
    """Every cube of a seat: supply, Clank! area, Health Meter, Wayshrines, the bag."""
    marks = sum(marked.count(seat) for marked in s.marks.values())
    return s.supply[seat] + s.area[seat] + s.damage[seat] - s.black_marks[seat] + marks + \
        s.bag.count(seat)


def disagrees(reason: str) -> pytest.MarkDecorator:
    """A test of what the text says that the engine does not do yet (see the module doc)."""
    return pytest.mark.xfail(strict=True, raises=AssertionError,
                             reason=f"engine disagrees: {reason}")


def missing_tests(namespace: Mapping[str, Any], prefix: str, ids: Iterable[str]) -> list[str]:
    """Ids without a test function named prefix + id (or prefix + id + '__...')."""
    names = {name for name, obj in namespace.items() if callable(obj) and name.startswith(prefix)}
    covered = {name[len(prefix):].split("__")[0] for name in names}
    return sorted(set(ids) - covered)
