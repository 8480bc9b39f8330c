"""Builds a Clank! Catacombs state from a scenario's setup block (docs/clank.md,
"Scenarios"; the generic format is docs/scenarios.md).

A scenario's setup is a snapshot plus overrides (core/overrides.py): the normal set-up's
snapshot (`players`, `seed`, the `start_side` option) is edited by the keys below, then by
the raw `state` block (any declared field by its own name), and the state is rebuilt from
it. The turn of `active` then starts afresh (Skill, Swords, Boots and the turn's counters at
zero; the `state` block may set them). No rule runs on what the keys say: the block says
what the table is. Everything stays counted:

- a card named is **moved** from where it lies: a seat's starting cards from that seat's
  own ten, Reserve cards from the Reserve, Dungeon cards from the Dungeon Deck, then its
  discard pile, then the Row (the slot is refilled from the deck's top) unless `row` is
  given; naming more copies than there are is an error;
- tokens come from the Bank's piles (prisoners, major and minor secrets) or the Market,
  Artifacts from the Artifact stack, tiles from the tile stack;
- cubes are counted per colour: a seat's supply is what its 30 cubes leave after its
  Clank! area, its Health Meter, its cubes in the bag and its Wayshrine marks; the black
  cubes not in the bag (nor marking a ghost's damage) are in the Bank, the ghosts not in
  the bag or the Clank! area too.

Rooms are named `TILE:ROOM` (`start_a:cave`, `deep11:a`; `start:` names the start tile
whichever side is up). Per-seat values are a list with one entry per seat, or an object of
some seats (`{"1": 4}`). Keys, in the order they apply:

  tiles            [[tile, x, y, turns], ...]: tiles laid, in order, after the start tile
                   (which lies on cells (0, 0) and (0, 1)); each shares an edge with one
                   laid before; the 4 safe tiles are laid before any Depths tile
  stack_top        tiles on top of the stack, top first (the safe tiles left come first)
  row              the Dungeon Row: six card ids or null (an empty slot); the Row's cards
                   go back under the Dungeon Deck first; no Arrive effect is resolved
  deal_row         cards put on top of the Dungeon Deck, top first, and the opening Row
                   dealt again by the set-up rule (Dragon Attack cards set aside and
                   shuffled back); its Arrive effects are resolved before the first turn
  dungeon_discard  cards in the Dungeon discard pile
  hands            {"SEAT": [card, ...]}: exactly these cards in hand
  played           {"SEAT": [card, ...]}: exactly these in the play area (not resolved)
  discards         {"SEAT": [card, ...]}: exactly this discard pile, oldest first
  decks            {"SEAT": [card, ...]}: the top of the deck, top first; the seat's
                   starting cards named nowhere lie under them
  dungeon_top      cards on top of the Dungeon Deck, top first (the next revealed first)
  dungeon_size     the Dungeon Deck's size: the bottom cards beyond it are in the Dungeon
                   discard pile
  reserve          {"mercenary": n, ...}: cards left in a Reserve stack (the others boxed)
  status           per seat, "in", "escaped" (off the board, Mastery token taken) or
                   "knocked_out" (the pawn lies where `rooms` says)
  rooms            per seat, the room the pawn is in
  gold, damage, lockpicks, idols, clank_area
                   per seat: Gold, damage on the Health Meter (own cubes), Lockpicks,
                   Monkey Idols (taken from the Monkey Shrine), cubes in the Clank! area
  tokens           {"SEAT": [token, ...]}: prisoners, secrets and Market items held
                   (no effect resolved; held prisoners count as freed)
  crowns           {"SEAT": [10, ...]}: Crowns held, by their points
  bank             {"prisoners": [token, ...] or n, "majors": ..., "minors": ...}: exactly
                   these tokens left in a Bank pile, the next drawn first (a number: the
                   pile cut to that many); the others are boxed (used up)
  market           {"backpack": n, ...}: Market items left (the others boxed)
  room_artifacts   {"ROOM": [value, ...]}: Artifacts lying in Artifact rooms
  artifacts        per seat, the Artifacts held, by value
  artifact_stack   the Artifact stack, top first: exactly the Artifacts neither held nor
                   lying in a room
  marks            {"ROOM": [seat, ...]}: the seats' cubes on a Wayshrine, in the order
                   marked
  picked           ["ROOM", ...]: rooms whose Chest, Library or Prison is picked
  bag              the cubes in the dragon bag: "black", "ghost" or a seat number
  ghost_area       Ghost cubes in the Clank! area
  rage_space       the Rage Track space of the dragon marker, counted from 1
  active           the seat whose turn it is (default 0): a seat still in the dungeon

The state a scenario plays is a `ScenarioClankState`: the engine's state, unchanged, whose
`facts` add what a worked example states (rooms, hands, cubes, tokens, the map...;
`scenario_facts`). Errors are ScenarioErrors naming the key: an unknown card, token, tile,
room or seat, a card or token more than exist, a tile that cannot lie there.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping
from typing import Any

from ...core.errors import ScenarioError
from ...core.overrides import Snapshot, probe, snapshot_setup
from ...core.rng import Rng
from . import rules
from .dungeon import Dungeon
from .state import ESCAPED, IN, KNOCKED_OUT, ROW, ClankState
from .tiles import SAFE_USED

KEYS = ("tiles", "stack_top", "row", "deal_row", "dungeon_discard", "hands", "played",
        "discards", "decks", "dungeon_top", "dungeon_size", "reserve", "status", "rooms",
        "gold", "damage", "lockpicks", "idols", "clank_area", "tokens", "crowns", "bank",
        "market", "room_artifacts", "artifacts", "artifact_stack", "marks", "picked", "bag",
        "ghost_area", "rage_space", "active")
STATUS = {"in": IN, "escaped": ESCAPED, "knocked_out": KNOCKED_OUT}
STATUS_NAME = {v: k for k, v in STATUS.items()}
CUBE_NAMES = {"black": rules.BLACK, "ghost": rules.GHOST}
PILES = {"prisoners": "prisoner", "majors": "major", "minors": "minor"}
# the turn's own fields and their value at the start of a turn (ClankState._reset_turn)
TURN_FIELDS: dict[str, Any] = {
    "skill": 0, "swords": 0, "boots": 0, "credit": 0, "made": 0, "gold_gained": 0,
    "skill_gained": 0, "exhausted": False, "in_cave": False, "no_caves": False,
    "no_monsters": False, "portal_used": False, "monster_defeated": False,
    "cube_placed": False, "escaping": False, "flute": False, "lutes": 0, "rewarded": [],
    "watching": []}


class ScenarioClankState(ClankState):
    """The engine's state with the facts a scenario checks (`scenario_facts`); it plays
    exactly as a ClankState (copies are ClankStates)."""

    __slots__ = ()

    def facts(self) -> dict[str, Any]:
        return {**super().facts(), **scenario_facts(self)}


def build(game: Any, spec: dict[str, Any]) -> ScenarioClankState:
    state = snapshot_setup(ClankState, game, spec, KEYS, _edit,
                           lambda s: _start(s, spec))
    bundle = game.content
    out = ScenarioClankState.from_snapshot(state.snapshot(), content=bundle.content,
                                           tileset=bundle.tiles, maps=state.maps)
    probe(out)
    return out


# ------------------------------------------------------------------ shapes
def _seat(value: Any, key: str, players: int) -> int:
    seat = int(value) if isinstance(value, str) and value.isdigit() else value
    if type(seat) is not int or not 0 <= seat < players:
        raise ScenarioError(f"setup {key!r}: no seat {value!r}")
    return seat


def _per_seat(value: Any, key: str, players: int) -> dict[int, Any]:
    """A list with one entry per seat, or an object of some seats."""
    if isinstance(value, list):
        if len(value) != players:
            raise ScenarioError(f"setup {key!r}: expected one entry per seat ({players}), "
                                f"got {len(value)}")
        return dict(enumerate(value))
    if isinstance(value, dict):
        return {_seat(seat, key, players): v for seat, v in value.items()}
    raise ScenarioError(f"setup {key!r} must be a list with one entry per seat or an "
                        f"object of seats")


def _count(value: Any, key: str) -> int:
    if type(value) is not int or value < 0:
        raise ScenarioError(f"setup {key!r}: expected a whole number >= 0, got {value!r}")
    return value


def _names(value: Any, key: str) -> list[Any]:
    if not isinstance(value, list):
        raise ScenarioError(f"setup {key!r} must be a list")
    return value


def _mapping(value: Any, key: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ScenarioError(f"setup {key!r} must be an object")
    return value


# ------------------------------------------------------------------ the table
class _Table:
    """The snapshot being edited and what it is made of."""

    def __init__(self, snap: Snapshot, spec: Mapping[str, Any], base: ClankState) -> None:
        self.snap, self.spec, self.base = snap, spec, base
        snap["placed"] = [list(p) for p in snap["placed"]]  # a tuple in the snapshot
        self.content, self.players = base.content, base.players
        self.tiles = base.tileset.all()
        self.tile_index = {t.id: i for i, t in enumerate(self.tiles)}
        self.cards = self.content.cards

    # -------------------------------------------------------------- the map
    def dungeon(self) -> Dungeon:
        return self.base.maps(tuple(tuple(p) for p in self.snap["placed"]))

    def room_names(self) -> dict[str, int]:
        d = self.dungeon()
        out: dict[str, int] = {}
        for r in d.rooms:
            tile = self.tiles[d.placed[r.placement][0]]
            out[f"{tile.id}:{r.room.id}"] = r.index
            if r.placement == 0:
                out[f"start:{r.room.id}"] = r.index
        return out

    def room(self, name: Any, key: str, feature: str | None = None) -> int:
        names = self.room_names()
        if not isinstance(name, str) or name not in names:
            shown = sorted(n for n in names if not n.startswith("start:"))
            raise ScenarioError(f"setup {key!r}: no room {name!r} on the map (rooms: "
                                f"{', '.join(shown)})")
        index = names[name]
        if feature and feature not in self.dungeon().rooms[index].room.features:
            raise ScenarioError(f"setup {key!r}: room {name!r} is no {feature} room")
        return index

    def tile(self, name: Any, key: str) -> int:
        if not isinstance(name, str) or name not in self.tile_index:
            raise ScenarioError(f"setup {key!r}: unknown tile {name!r}")
        index = self.tile_index[name]
        if not self.tiles[index].square:
            raise ScenarioError(f"setup {key!r}: {name!r} is the start tile")
        return index

    def take_tile(self, index: int, key: str, named: set[int]) -> None:
        """Take a tile from the stack (a safe tile put out unseen is swapped with one of
        the stack that no key names, so 2 stay out)."""
        snap, name = self.snap, self.tiles[index].id
        for pile in ("safe_stack", "deep_stack"):
            if index in snap[pile]:
                snap[pile].remove(index)
                return
        if index in snap["tiles_out"]:
            spare = [t for t in snap["safe_stack"] if t not in named]
            if not spare:
                raise ScenarioError(f"setup {key!r}: no safe tile left to put out instead "
                                    f"of {name!r}")
            snap["tiles_out"][snap["tiles_out"].index(index)] = spare[0]
            snap["safe_stack"].remove(spare[0])
            return
        raise ScenarioError(f"setup {key!r}: tile {name!r} is not in the stack any more")

    # -------------------------------------------------------------- cards
    def kind(self, cid: Any, key: str) -> str:
        """starter, reserve or dungeon; unknown cards are refused."""
        card = self.cards.get(cid) if isinstance(cid, str) else None
        if card is None:
            raise ScenarioError(f"setup {key!r}: unknown card {cid!r}")
        if cid == "goblin":
            raise ScenarioError(f"setup {key!r}: the Goblin stays in the Reserve")
        if card.banner == "starter":
            return "starter"
        return "reserve" if card.reserve else "dungeon"

    def take_dungeon(self, cid: str, key: str) -> str:
        snap = self.snap
        for pile in (snap["dungeon"], snap["dungeon_discard"]):
            for i in range(len(pile) - 1, -1, -1):
                if pile[i] == cid:
                    return str(pile.pop(i))
        if "row" not in self.spec and cid in snap["row"]:
            slot = snap["row"].index(cid)
            snap["row"][slot] = snap["dungeon"].pop() if snap["dungeon"] else ""
            return cid
        raise ScenarioError(f"setup {key!r}: no {cid!r} left to take")

    def take_card(self, cid: Any, key: str, pool: list[str] | None = None) -> str:
        kind = self.kind(cid, key)
        if kind == "dungeon":
            return self.take_dungeon(cid, key)
        if kind == "reserve":
            if not self.snap["reserve"].get(cid, 0):
                raise ScenarioError(f"setup {key!r}: no {cid!r} left in the Reserve")
            self.snap["reserve"][cid] -= 1
            return str(cid)
        if pool is None or cid not in pool:
            raise ScenarioError(f"setup {key!r}: no {cid!r} left to take (a seat's "
                                f"starting cards are its own ten)")
        pool.remove(cid)
        return str(cid)

    # -------------------------------------------------------------- tokens
    def take_token(self, tid: Any, key: str) -> str:
        token = self.content.tokens.get(tid) if isinstance(tid, str) else None
        if token is None:
            raise ScenarioError(f"setup {key!r}: unknown token {tid!r}")
        if tid == "crown":
            raise ScenarioError(f"setup {key!r}: Crowns are held with 'crowns'")
        if token.pool == "market":
            if not self.snap["market"].get(tid, 0):
                raise ScenarioError(f"setup {key!r}: no {tid!r} left in the Market")
            self.snap["market"][tid] -= 1
            return str(tid)
        pile = self.snap[{"prisoner": "prisoners", "major": "majors",
                          "minor": "minors"}[token.pool]]
        if tid not in pile:
            raise ScenarioError(f"setup {key!r}: no {tid!r} token left to take")
        pile.reverse()  # the next drawn (the end) is taken first
        pile.remove(tid)
        pile.reverse()
        return str(tid)


def _edit(snap: Snapshot, spec: Mapping[str, Any], base: ClankState) -> None:
    t = _Table(snap, spec, base)
    for key, edit in EDITS:
        if key == SEAT_CARDS:
            if SEAT_CARDS & spec.keys():
                _seat_cards(t)
        elif key in spec:
            edit(t, spec[key])
    _cubes(t)
    _active(t, spec.get("active", 0))


def _start(state: ClankState, spec: Mapping[str, Any]) -> None:
    if "deal_row" in spec:  # the set-up rule: the opening Row's Arrive effects, in order,
        turn = {name: copy.copy(getattr(state, name)) for name in TURN_FIELDS}
        for cid in list(state.row):
            state.arrive(cid)
        for name, value in turn.items():
            setattr(state, name, value)
    state._ev = []


# ------------------------------------------------------------------ the map
def _tiles(t: _Table, value: Any) -> None:
    snap = t.snap
    entries = _names(value, "tiles")
    top = t.spec.get("stack_top", [])  # tiles no key names may be put out instead
    names = [e[0] for e in entries if isinstance(e, list) and e] + (
        top if isinstance(top, list) else [])
    named = {t.tile_index[n] for n in names if isinstance(n, str) and n in t.tile_index}
    placed_ids = {p[0] for p in snap["placed"]}
    safe_laid = sum(t.tiles[p[0]].back == "safe" for p in snap["placed"])
    for entry in entries:
        if not (isinstance(entry, list) and len(entry) == 4 and
                all(type(v) is int for v in entry[1:])):
            raise ScenarioError(f"setup 'tiles': {entry!r} is not [tile, x, y, turns]")
        name, x, y, turns = entry
        index = t.tile(name, "tiles")
        if index in placed_ids:
            raise ScenarioError(f"setup 'tiles': {name!r} is laid twice")
        if not 0 <= turns <= 3:
            raise ScenarioError(f"setup 'tiles': {name!r}: turns is 0, 1, 2 or 3")
        cells = t.dungeon().cells
        if (x, y) in cells:
            raise ScenarioError(f"setup 'tiles': {name!r}: cell ({x}, {y}) holds a tile")
        if not any((x + dx, y + dy) in cells for dx, dy in ((0, 1), (0, -1), (1, 0),
                                                             (-1, 0))):
            raise ScenarioError(f"setup 'tiles': {name!r} at ({x}, {y}) shares no edge "
                                f"with a tile laid before it")
        if t.tiles[index].back == "safe":
            if safe_laid == SAFE_USED:
                raise ScenarioError(f"setup 'tiles': {name!r}: only {SAFE_USED} safe tiles "
                                    f"are used")
            safe_laid += 1
        elif safe_laid < SAFE_USED:
            raise ScenarioError(f"setup 'tiles': {name!r}: the {SAFE_USED} safe tiles are "
                                f"discovered first; lay them before any Depths tile")
        t.take_tile(index, "tiles", named)
        snap["placed"].append([index, x, y, turns])
        placed_ids.add(index)


def _stack_top(t: _Table, value: Any) -> None:
    snap = t.snap
    names = _names(value, "stack_top")
    indices = [t.tile(n, "stack_top") for n in names]
    if len(set(indices)) != len(indices):
        raise ScenarioError("setup 'stack_top': a tile is named twice")
    backs = [t.tiles[i].back for i in indices]
    if backs != sorted(backs, key=("safe", "depths").index):
        raise ScenarioError("setup 'stack_top': the safe tiles lie above the Depths tiles")
    for i in indices:
        t.take_tile(i, "stack_top", set(indices))
    if "depths" in backs and snap["safe_stack"]:
        raise ScenarioError(f"setup 'stack_top': a Depths tile would lie under "
                            f"{len(snap['safe_stack'])} safe tile(s) named nowhere; the "
                            f"safe tiles come first (lay them with 'tiles' or name them)")
    for i in reversed(indices):  # the top is the end
        snap["safe_stack" if t.tiles[i].back == "safe" else "deep_stack"].append(i)


# ------------------------------------------------------------------ cards
def _row(t: _Table, value: Any) -> None:
    snap = t.snap
    if "deal_row" in t.spec:
        raise ScenarioError("setup: 'row' and 'deal_row' exclude each other")
    slots = _names(value, "row")
    if len(slots) != ROW:
        raise ScenarioError(f"setup 'row': {ROW} slots (a card id or null), got {len(slots)}")
    snap["dungeon"][:0] = [c for c in snap["row"] if c]
    row = []
    for cid in slots:
        if cid is None:
            row.append("")
            continue
        if t.kind(cid, "row") != "dungeon":
            raise ScenarioError(f"setup 'row': {cid!r} is not a Dungeon card")
        row.append(t.take_dungeon(cid, "row"))
    snap["row"] = row


def _deal_row(t: _Table, value: Any) -> None:
    snap = t.snap
    snap["dungeon"][:0] = [c for c in snap["row"] if c]
    snap["row"] = []
    top = [t.take_dungeon(cid, "deal_row") for cid in _checked(t, value, "deal_row")]
    snap["dungeon"].extend(reversed(top))
    rng = Rng(snap["rng"])
    cards = t.cards
    snap["row"] = rules.opening_row(snap["dungeon"], ROW, lambda cid: cards[cid].dragon, rng)
    snap["rng"] = rng.state


def _checked(t: _Table, value: Any, key: str) -> list[str]:
    """Dungeon card ids."""
    names = _names(value, key)
    for cid in names:
        if t.kind(cid, key) != "dungeon":
            raise ScenarioError(f"setup {key!r}: {cid!r} is not a Dungeon card")
    return names


def _dungeon_discard(t: _Table, value: Any) -> None:
    names = _checked(t, value, "dungeon_discard")
    t.snap["dungeon_discard"].extend(t.take_dungeon(cid, "dungeon_discard") for cid in names)


def _dungeon_top(t: _Table, value: Any) -> None:
    top = [t.take_dungeon(cid, "dungeon_top") for cid in _checked(t, value, "dungeon_top")]
    t.snap["dungeon"].extend(reversed(top))


def _dungeon_size(t: _Table, value: Any) -> None:
    deck = t.snap["dungeon"]
    size = _count(value, "dungeon_size")
    if size > len(deck):
        raise ScenarioError(f"setup 'dungeon_size': at most {len(deck)} cards")
    cut = len(deck) - size
    t.snap["dungeon_discard"].extend(deck[:cut])
    del deck[:cut]


def _seat_cards(t: _Table) -> None:
    """hands, played, discards, decks: every listed seat's own cards are gathered, the
    named ones taken, the rest of its starting cards put under its deck."""
    zones = {key: _per_seat(_mapping(t.spec[key], key), key, t.players)
             for key in ("played", "hands", "discards", "decks") if key in t.spec}
    snap = t.snap
    for seat in sorted({s for z in zones.values() for s in z}):
        pool = [*snap["deck"][seat], *snap["discard"][seat], *snap["played"][seat],
                *snap["hand"][seat]]
        taken: dict[str, list[str]] = {}
        for key, per_seat in zones.items():
            if seat in per_seat:
                names = per_seat[seat]
                if not isinstance(names, list):
                    raise ScenarioError(f"setup {key!r}.{seat}: a list of card ids")
                taken[key] = [t.take_card(cid, key, pool) for cid in names]
        snap["hand"][seat] = taken.get("hands", [])
        snap["played"][seat] = taken.get("played", [])
        snap["discard"][seat] = taken.get("discards", [])
        snap["deck"][seat] = pool + list(reversed(taken.get("decks", [])))


def _stacks(t: _Table, value: Any, key: str, what: str, box: str, hint: str = "") -> None:
    """How many are left in each named stack of `key` (the Reserve, the Market); the rest
    go to the box `box`, so everything stays counted."""
    snap = t.snap
    for name, n in _mapping(value, key).items():
        if name not in snap[key]:
            raise ScenarioError(f"setup {key!r}: no {what} {name!r} (of "
                                f"{', '.join(sorted(snap[key]))}{hint})")
        left = snap[key][name]
        if _count(n, f"{key}.{name}") > left:
            raise ScenarioError(f"setup {key!r}: at most {left} {name!r} left")
        snap[box].extend([name] * (left - n))
        snap[key][name] = n


def _reserve(t: _Table, value: Any) -> None:
    _stacks(t, value, "reserve", "Reserve stack", "box")


# ------------------------------------------------------------------ pawns and numbers
def _status(t: _Table, value: Any) -> None:
    snap = t.snap
    for seat, name in _per_seat(value, "status", t.players).items():
        if name not in STATUS:
            raise ScenarioError(f"setup 'status': {name!r} is not one of "
                                f"{', '.join(STATUS)}")
        snap["status"][seat] = STATUS[name]
        if name == "escaped":
            snap["room"][seat], snap["mastery"][seat] = -1, True


def _rooms(t: _Table, value: Any) -> None:
    snap = t.snap
    for seat, name in _per_seat(value, "rooms", t.players).items():
        if snap["status"][seat] == ESCAPED:
            raise ScenarioError(f"setup 'rooms': seat {seat} escaped: it is off the board")
        snap["room"][seat] = t.room(name, "rooms")


def _numbers(key: str, field: str) -> Any:
    def edit(t: _Table, value: Any) -> None:
        for seat, n in _per_seat(value, key, t.players).items():
            t.snap[field][seat] = _count(n, f"{key}.{seat}")
    return edit


def _idols(t: _Table, value: Any) -> None:
    _numbers("idols", "idols")(t, value)
    left = t.content.misc["monkey_idols"] - sum(t.snap["idols"])
    if left < 0:
        raise ScenarioError(f"setup 'idols': there are {t.content.misc['monkey_idols']} "
                            f"Monkey Idols")
    t.snap["idols_left"] = left


# ------------------------------------------------------------------ tokens
def _tokens(t: _Table, value: Any) -> None:
    snap = t.snap
    for seat, names in _per_seat(_mapping(value, "tokens"), "tokens", t.players).items():
        for tid in _names(names, f"tokens.{seat}"):
            snap["tokens"][seat].append(t.take_token(tid, "tokens"))
            token = t.content.tokens[tid]
            if token.pool == "prisoner" and not token.not_a_prisoner:
                snap["freed"][seat] += 1


def _crowns(t: _Table, value: Any) -> None:
    snap = t.snap
    for seat, points in _per_seat(_mapping(value, "crowns"), "crowns", t.players).items():
        for p in _names(points, f"crowns.{seat}"):
            if p not in snap["crowns"]:
                raise ScenarioError(f"setup 'crowns': no Crown of {p!r} points left "
                                    f"(left: {snap['crowns']})")
            snap["crowns"].remove(p)
            snap["crowns_held"][seat].append(p)


def _bank(t: _Table, value: Any) -> None:
    snap = t.snap
    for name, wanted in _mapping(value, "bank").items():
        if name not in PILES:
            raise ScenarioError(f"setup 'bank': no pile {name!r} (piles: "
                                f"{', '.join(PILES)})")
        pile = snap[name]
        if isinstance(wanted, int) and not isinstance(wanted, bool):
            if not 0 <= wanted <= len(pile):
                raise ScenarioError(f"setup 'bank.{name}': at most {len(pile)} tokens")
            cut = len(pile) - wanted
            snap["token_box"].extend(pile[:cut])
            del pile[:cut]
            continue
        kept = []
        for tid in _names(wanted, f"bank.{name}"):
            token = t.content.tokens.get(tid) if isinstance(tid, str) else None
            if token is None or token.pool != PILES[name]:
                raise ScenarioError(f"setup 'bank.{name}': {tid!r} is no "
                                    f"{PILES[name]} token")
            kept.append(t.take_token(tid, f"bank.{name}"))
        snap["token_box"].extend(pile)
        snap[name] = list(reversed(kept))  # the next drawn is the end


def _market(t: _Table, value: Any) -> None:
    _stacks(t, value, "market", "Market item", "token_box", "; Crowns: 'crowns'")


# ------------------------------------------------------------------ Artifacts
def _take_artifact(t: _Table, value: Any, key: str) -> int:
    stack = t.snap["artifact_stack"]
    if value not in stack or isinstance(value, bool):
        raise ScenarioError(f"setup {key!r}: no Artifact {value!r} left in the stack "
                            f"(left: {stack})")
    stack.remove(value)
    return int(value)


def _room_artifacts(t: _Table, value: Any) -> None:
    out = t.snap["room_artifacts"]
    for name, values in _mapping(value, "room_artifacts").items():
        room = t.room(name, "room_artifacts", "artifact")
        out[str(room)] = [_take_artifact(t, v, "room_artifacts")
                          for v in _names(values, f"room_artifacts.{name}")]


def _artifacts(t: _Table, value: Any) -> None:
    for seat, values in _per_seat(value, "artifacts", t.players).items():
        t.snap["artifacts"][seat] = [_take_artifact(t, v, "artifacts")
                                     for v in _names(values, f"artifacts.{seat}")]


def _artifact_stack(t: _Table, value: Any) -> None:
    stack = t.snap["artifact_stack"]
    wanted = _names(value, "artifact_stack")
    if Counter(wanted) != Counter(stack):
        raise ScenarioError(f"setup 'artifact_stack': the Artifacts left are {sorted(stack)}, "
                            f"not {sorted(wanted, key=str)}; the others are held "
                            f"('artifacts') or lie in rooms ('room_artifacts')")
    t.snap["artifact_stack"] = list(wanted)


# ------------------------------------------------------------------ rooms' marks
def _marks(t: _Table, value: Any) -> None:
    snap = t.snap
    spaces = t.content.misc["wayshrine_spaces"]
    for name, seats in _mapping(value, "marks").items():
        room = t.room(name, "marks", "wayshrine")
        marked = [_seat(s, f"marks.{name}", t.players) for s in _names(seats, f"marks.{name}")]
        if len(set(marked)) != len(marked) or len(marked) > spaces:
            raise ScenarioError(f"setup 'marks.{name}': each seat marks a Wayshrine once, "
                                f"{spaces} spaces")
        snap["marks"][str(room)] = marked
        for seat in marked:
            snap["shrines"][seat].append(room)


def _picked(t: _Table, value: Any) -> None:
    for name in _names(value, "picked"):
        room = t.room(name, "picked")
        if not {"chest", "library", "prison"} & set(t.dungeon().rooms[room].room.features):
            raise ScenarioError(f"setup 'picked': room {name!r} has no Chest, Library or "
                                f"Prison")
        t.snap["picked"].append(room)


# ------------------------------------------------------------------ cubes
def _bag(t: _Table, value: Any) -> None:
    bag = []
    for cube in _names(value, "bag"):
        if isinstance(cube, str) and cube in CUBE_NAMES:
            bag.append(CUBE_NAMES[cube])
        else:
            bag.append(_seat(cube, "bag", t.players))
    t.snap["bag"] = bag


def _ghost_area(t: _Table, value: Any) -> None:
    t.snap["ghost_area"] = _count(value, "ghost_area")


def _rage_space(t: _Table, value: Any) -> None:
    spaces = len(t.content.track(t.players))  # 5-6 players: with the side board
    if type(value) is not int or not 1 <= value <= spaces:
        raise ScenarioError(f"setup 'rage_space': a space from 1 to {spaces}")
    t.snap["rage"] = value - 1


def _cubes(t: _Table) -> None:
    """Each colour counted: the supplies, the Bank's black and Ghost cubes."""
    snap, cubes = t.snap, t.content.cubes
    bag = Counter(snap["bag"])
    black = cubes["dragon"] - bag[rules.BLACK] - sum(snap["black_marks"])
    if black < 0:
        raise ScenarioError(f"setup 'bag': there are {cubes['dragon']} black cubes")
    ghosts = cubes["ghosts"] - bag[rules.GHOST] - snap["ghost_area"]
    if ghosts < 0:
        raise ScenarioError(f"setup: there are {cubes['ghosts']} Ghost cubes (bag and "
                            f"Clank! area)")
    snap["black_bank"], snap["ghosts_bank"] = black, ghosts
    marks = Counter(seat for seats in snap["marks"].values() for seat in seats)
    for seat in range(t.players):
        if snap["status"][seat] == IN and snap["damage"][seat] >= t.content.health:
            raise ScenarioError(f"setup 'damage': a full Health Meter ({t.content.health}) "
                                f"knocks seat {seat} out ('status')")
        own_damage = snap["damage"][seat] - snap["black_marks"][seat]
        left = (cubes["per_player"] - snap["area"][seat] - own_damage - bag[seat]
                - marks[seat])
        if left < 0:
            raise ScenarioError(f"setup: seat {seat} has {cubes['per_player']} cubes, "
                                f"{-left} too few for its Clank! area, Health Meter, bag "
                                f"and Wayshrine marks")
        snap["supply"][seat] = left


def _active(t: _Table, value: Any) -> None:
    snap = t.snap
    seat = _seat(value, "active", t.players)
    if snap["status"][seat] != IN:
        raise ScenarioError(f"setup 'active': seat {seat} is out of the dungeon (its turn "
                            f"is a draw from the bag): make the seat before it active")
    snap["turn"], snap["pending"], snap["agenda"] = seat, ["turn", seat], []
    for name, start in TURN_FIELDS.items():
        snap[name] = list(start) if isinstance(start, list) else start


SEAT_CARDS = frozenset({"hands", "played", "discards", "decks"})
# the keys' edits, in the order they apply (the seats' cards, SEAT_CARDS, all at once)
EDITS: tuple[tuple[Any, Any], ...] = (
    ("tiles", _tiles), ("stack_top", _stack_top), ("row", _row), ("deal_row", _deal_row),
    ("dungeon_discard", _dungeon_discard), (SEAT_CARDS, None),
    ("dungeon_top", _dungeon_top), ("dungeon_size", _dungeon_size), ("reserve", _reserve),
    ("status", _status), ("rooms", _rooms), ("gold", _numbers("gold", "gold")),
    ("damage", _numbers("damage", "damage")), ("lockpicks", _numbers("lockpicks", "lockpicks")),
    ("idols", _idols), ("clank_area", _numbers("clank_area", "area")), ("tokens", _tokens),
    ("crowns", _crowns), ("bank", _bank), ("market", _market),
    ("room_artifacts", _room_artifacts), ("artifacts", _artifacts),
    ("artifact_stack", _artifact_stack), ("marks", _marks), ("picked", _picked),
    ("bag", _bag), ("ghost_area", _ghost_area), ("rage_space", _rage_space),
)


# ------------------------------------------------------------------ facts
def scenario_facts(s: ClankState) -> dict[str, Any]:
    """What a scenario may check besides ClankState.facts: the whole table, hidden parts
    included, rooms by name (`TILE:ROOM`)."""
    d = s.dungeon_map()
    tiles = s.tileset.all()
    names = [f"{tiles[d.placed[r.placement][0]].id}:{r.room.id}" for r in d.rooms]
    n = range(s.players)

    def room(index: int) -> str | None:
        return names[index] if index >= 0 else None

    exits: list[list[dict[str, Any]] | None] = []
    for seat in n:
        here = s.room[seat]
        if here < 0 or s.status[seat] != IN:
            exits.append(None)
            continue
        out = []
        for e in d.exits[here]:
            cost = rules.exit_cost(e, s.opened, s.against_arrows(seat), s.no_monsters)
            to = {"room": room(e.to), "open": "open", "portal": "portal"}[e.kind]
            item: dict[str, Any] = {"to": to, "boots": cost.boots, "monsters": cost.monsters,
                                    "locks": len(cost.locks), "allowed": cost.allowed}
            if e.kind == "open" and e.edge is not None:
                item["cell"] = list(e.edge.cell)
            out.append(item)
        exits.append(out)
    bag = Counter(s.bag)
    return {
        "rage_space": s.rage + 1,
        "attack_draw": rules.cubes_to_draw(s.content.track(s.players), s.rage,
                                           sum(s.card(c).danger for c in s.row if c)),
        "made": s.made, "in_cave": s.in_cave, "gold_gained": s.gold_gained,
        "pending": None if s.pending is None else s.pending[0],
        "choice": list(s.pending[2:4]) if s.pending is not None and
        s.pending[0] == "choose" else None,
        "room": [room(s.room[seat]) for seat in n],
        "status": [STATUS_NAME[s.status[seat]] for seat in n],
        "depths": [s.in_depths(seat) for seat in n],
        "supply": list(s.supply), "lockpicks": list(s.lockpicks), "idols": list(s.idols),
        "mastery": list(s.mastery), "freed": list(s.freed), "black_marks": list(s.black_marks),
        "hand": [list(s.hand[seat]) for seat in n],
        "deck": [list(reversed(s.deck[seat])) for seat in n],
        "discard": [list(s.discard[seat]) for seat in n],
        "played": [list(s.played[seat]) for seat in n],
        "tokens": [sorted(s.tokens[seat]) for seat in n],
        "artifacts": [list(s.artifacts[seat]) for seat in n],
        "took": [[room(r) for r in s.took[seat]] for seat in n],
        "crowns": [list(s.crowns_held[seat]) for seat in n],
        "shrines": [[room(r) for r in s.shrines[seat]] for seat in n],
        "exits": exits,
        "dungeon": list(reversed(s.dungeon)), "dungeon_size": len(s.dungeon),
        "dungeon_discard": list(s.dungeon_discard), "box": list(s.box),
        "reserve": dict(s.reserve), "market": dict(s.market), "crowns_left": list(s.crowns),
        "token_box": sorted(s.token_box),
        "bag": {("black" if c == rules.BLACK else "ghost" if c == rules.GHOST else str(c)): k
                for c, k in sorted(bag.items())},
        "bag_size": len(s.bag), "ghost_area": s.ghost_area, "ghosts_bank": s.ghosts_bank,
        "black_bank": s.black_bank,
        "bank": {"prisoners": len(s.prisoners), "majors": len(s.majors),
                 "minors": len(s.minors)},
        "artifact_stack": list(s.artifact_stack),
        "room_artifacts": {room(r): list(v) for r, v in sorted(s.room_artifacts.items())},
        "marks": {room(r): list(v) for r, v in sorted(s.marks.items())},
        "picked": [room(r) for r in s.picked],
        "idols_left": s.idols_left,
        "tiles": [{"id": tiles[p[0]].id, "back": tiles[p[0]].back, "x": p[1], "y": p[2],
                   "turns": p[3], "haunted": tiles[p[0]].haunted} for p in s.placed],
        "stack": {"safe": len(s.safe_stack), "depths": len(s.deep_stack),
                  "top": [tiles[i].id for i in (*s.deep_stack, *s.safe_stack)][::-1],
                  "out": [tiles[i].back for i in s.tiles_out]},
        "locks_opened": len(s.opened),
        "room_ids": {name: i for i, name in enumerate(names)},
    }
