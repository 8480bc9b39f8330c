"""Clank! Catacombs' RL observation (ludoteca.rl): a flat vector from one seat's view.

`write` reads the seat's view (`ClankState.view(seat)`) and the game's public content
(cards, tokens, tiles), never the state: other hands, deck orders, the bag's order and the
tile stack never reach it. `write_state` (what the environments use) writes the same
numbers from the state itself without building the view, reading only what that view
shows (tests/rl/test_fast_observation.py compares the two).
`ludoteca.rl.describe_observation("clank", players)` prints the field table
(docs/research.md has it).

Seats are rotated so the viewer is seat 0 of the vector when the view names its seat
(`view["seat"]`, the other games' convention); a view without it keeps the seats in table
order and leaves `me` all 0. The `hand` field is the viewer's own hand either way.

The map is encoded by room number (rooms are numbered across the map in placement order,
the numbers `portal`, `teleport` and `mark_at` actions use), up to the most rooms a map of
the game's tile set can hold: the larger start side, the four safe tiles with most rooms and
every Depths tile (83 with the shipped tiles), so no map overflows. A room slot holds its
features and, per exit in the order `move exit=k` numbers them, where the tunnel leads and
what walking it costs. That part depends only on the placements and the opened locks, so it
is built once per map and copied in; pawns, marks, Artifacts and picked locks are written
on top.

`observe` runs the compiled writer (_obs.c, `ClankEncoder.native`) when the extension was
built: `write_state` in C, number for number, which calls back `map_entry` for the map's
block when the placements or the opened locks change; `write_state` stays the reference.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from operator import add
from struct import Struct, pack
from typing import Any, NamedTuple

import numpy as np

from ...core.protocol import Game
from ...rl.layout import Encoder, Layout, native_writer, relative, seat_rows
from . import rules
from .content import Content
from .dungeon import Dungeon, Exit, Maps
from .game import OPTIONS, _maps
from .state import ROW, ClankDecision
from .tiles import FEATURES, SAFE_USED, TileSet

MAX = 6  # seats in the vector (the game's most: 5-6 with the Adventuring Party)
STATUS = ("in", "escaped", "knocked_out")  # the view's status 0, 1, 2
# the steps of the cards' choices (powers.py), for `decision_step`
STEPS = ("after", "discard", "first", "ghost", "mark", "one", "place", "second", "slot",
         "teleport", "trash", "turn")
EXIT_KINDS = ("room", "open", "portal")
KIND_INDEX = {kind: i for i, kind in enumerate(EXIT_KINDS)}
MAPS_KEPT = 512  # map blocks kept (a game lays under 30 tiles; searches visit more maps)
PARTS_KEPT = 4096  # write_state's parts kept per kind before starting afresh


def map_bounds(tiles: TileSet) -> tuple[int, int, int, int, int]:
    """(rooms, exits, tiles, monsters, locks): the most rooms a map of this tile set can
    hold, the most exits of one room (one per tunnel end at it), the most tiles, and the
    most monster and lock icons on one exit (two tiles' halves)."""
    def count(group: Any) -> list[int]:
        return sorted((len(t.rooms) for t in group), reverse=True)

    rooms = max(count(tiles.start)) + sum(count(tiles.safe)[:SAFE_USED]) + \
        sum(count(tiles.depths))
    exits = 0
    for tile in tiles.all():
        for room in tile.rooms:
            exits = max(exits, sum((t.a == room.id) + (t.b == room.id) for t in tile.tunnels))
    tunnels = [t for tile in tiles.all() for t in tile.tunnels]
    return (rooms, exits, 1 + min(SAFE_USED, len(tiles.safe)) + len(tiles.depths),
            2 * max(t.monsters for t in tunnels), 2 * max(t.locks for t in tunnels))


class MapBlock(NamedTuple):
    """A map's static block (see `ClankEncoder.map_entry`): the slots, each room's Depths
    flag, per encoded room the exit row written and its exits with locks (offset of the
    lock count, exit), and the opened locks counted and the placements."""

    block: np.ndarray
    depths: tuple[bool, ...]
    rows: tuple[tuple[Exit, ...], ...]
    locks: tuple[tuple[tuple[int, Exit], ...], ...]
    opened: tuple[Any, ...]
    placed: tuple[Any, ...]


class Counts(NamedTuple):
    """Numbers to set at once (`out[at] = values`)."""

    at: np.ndarray
    values: np.ndarray


def _counts(tally: Mapping[int, int]) -> Counts:
    return Counts(np.fromiter(tally, np.intp, len(tally)),
                  np.fromiter(tally.values(), np.float32, len(tally)))


class ClankEncoder(Encoder):
    def __init__(self, content: Content, tiles: TileSet, players: int) -> None:
        self.players = players
        self.tiles = tiles.all()
        self.maps = _maps(tiles, Maps)  # the game's own cache: states share its maps
        self.rooms, self.exits, ntiles, monsters, locks = map_bounds(tiles)
        self.cards = {cid: i for i, cid in enumerate(content.cards)}
        self.tokens = {tid: i for i, tid in enumerate(content.tokens)}
        self.reserve = {cid: i for i, cid in enumerate(
            cid for cid, card in content.cards.items() if card.reserve and cid != "goblin")}
        # the Adventuring Party's cards, tokens and Artifacts have their places at every
        # count (the layout is the same whatever the players), used with 5-6
        self.items = {tid: i for i, tid in enumerate(
            sorted(t.id for t in content.pool("market", True) if t.id != "crown"))}
        crowns = content.tokens["crown"].stack_points
        self.crown_values = {v: i for i, v in enumerate(sorted(set(crowns)))}
        artifacts = content.artifact_stack(True)
        self.artifact_values = {v: i for i, v in enumerate(sorted(set(artifacts)))}
        self.features = {f: i for i, f in enumerate(FEATURES)}
        self.rage_values = tuple(content.track(players))
        spaces = max(len(content.track(n)) for n in range(2, MAX + 1))
        self.danger = frozenset(cid for cid, card in content.cards.items() if card.danger)
        self.powers = sorted({e.special for card in content.cards.values()
                              for e in card.effects if e.special})
        # table seat -> seat in the vector, per viewer (None: a view without its seat)
        self._rot: dict[int | None, list[int]] = {
            seat: [relative(seat, o, players) for o in range(players)]
            for seat in range(players)}
        self._rot[None] = list(range(players))
        self._blocks: dict[tuple[Any, Any], MapBlock] = {}
        self._by_placed: dict[tuple[Any, ...], MapBlock] = {}  # the last block per map
        self._last_block: MapBlock | None = None  # the last one made
        # write_state's kept parts (see there)
        self._tables: dict[tuple[Any, ...], Counts] = {}
        self._decks: dict[tuple[str, ...], Counts] = {}
        self._bags: dict[tuple[int, ...], list[int]] = {}
        self._ddiscards: dict[tuple[str, ...], Counts] = {}
        self._piles: dict[tuple[Any, ...], list[Any]] = {}
        self._last_map: tuple[Any, Any, Any] = (None, None, None)
        nc, nt = len(self.cards), len(self.tokens)
        most = max(card.count + content.party.reserve.get(card.id, 0)
                   for card in content.cards.values())
        dungeon = sum(card.count for card in content.dungeon(True))
        cubes, health = content.cubes["per_player"], content.health

        def pool(name: str) -> int:
            return sum(t.count for t in content.pool(name, True))

        lay = Layout()
        self.o_me = lay.one_hot("me", range(MAX), "the viewer's seat (all 0: the view does "
                                "not name it)")
        self.o_players = lay.one_hot("players", range(2, MAX + 1), "number of players")
        # scalars in one run, written with one slice assignment (see `write`)
        self.o_scalars = lay.size
        for name, high, meaning in (
                ("rounds", 200, "rounds played"),
                ("over", 1, "the game is over"),
                ("skill", 50, "Skill to spend this turn (the player whose turn it is)"),
                ("swords", 50, "Swords to spend this turn"),
                ("boots", 50, "Boots to spend this turn"),
                ("clank_credit", 30, "-Clank! this turn not yet set against Clank! made"),
                ("clank_made", 50, "Clank! made this turn"),
                ("exhausted", 1, "a Crystal Cave ended the moves of this turn"),
                ("rage_draw", max(max(content.track(n)) for n in range(2, MAX + 1)),
                 "cubes a dragon attack draws at the Rage Track's marker (Danger cards add "
                 "one each)"),
                ("danger", ROW, "Danger cards in the Dungeon Row"),
                ("dungeon", dungeon, "cards left in the Dungeon deck"),
                ("idols_left", content.misc["monkey_idols"], "Monkey Idols left"),
                ("bank_prisoners", pool("prisoner"), "prisoner tokens left in the Bank"),
                ("bank_majors", pool("major"), "major secrets left in the Bank"),
                ("bank_minors", pool("minor"), "minor secrets left in the Bank"),
                ("bank_ghosts", content.cubes["ghosts"], "Ghosts left in the Bank"),
                ("bank_black", content.cubes["dragon"], "black cubes in the Bank"),
                ("bag_black", content.cubes["dragon"], "black cubes in the dragon bag"),
                ("bag_ghosts", content.cubes["ghosts"], "Ghosts in the dragon bag"),
                ("ghost_area", content.cubes["ghosts"], "Ghosts in the Clank! area"),
                ("stack_safe", SAFE_USED, "safe tiles left in the stack"),
                ("stack_depths", len(tiles.depths), "Depths tiles left in the stack"),
                ("tiles_placed", ntiles, "tiles on the map")):
            lay.add(name, 1, meaning, 0, high)
        self.n_scalars = lay.size - self.o_scalars
        self.o_active = lay.add("active", MAX, "whose turn (relative seat, one-hot)")
        self.o_rage = lay.one_hot("rage", range(spaces), "the Rage Track's marker (space "
                                  "from 0; 5-6 players: with the side board's)")
        self.o_dec = lay.one_hot("decision", sorted(ClankDecision.registry),
                                 "the open decision (all 0: none, the game is over)")
        self.o_dec_seat = lay.add("decision_seat", MAX, "who decides it (relative seat)")
        self.o_dec_power = lay.one_hot("decision_power", self.powers,
                                       "choose: the card power asking")
        self.o_dec_step = lay.one_hot("decision_step", STEPS, "choose: the power's step")
        self.o_dec_exit = lay.add("decision_exit", self.exits,
                                  "place: the exit of the mover's room that discovered the "
                                  "tile (one-hot, exit k as in `move exit=k`)")
        self.o_dec_teleport = lay.add("decision_teleport", 1, "place: the mover teleports "
                                      "off the edge (no Boots, the tunnel's icons ignored)")
        self.o_dec_count = lay.add("decision_count", 1, "choose: the number it carries "
                                   "(Burgles still to trash, a Ghost's hits)", 0, 10)
        done = lay.add("decision_done", len(OPTIONS), "choose: the options already taken "
                       f"(Black Market; flags: {', '.join(OPTIONS)})")
        self.o_dec_done = {name: done + i for i, name in enumerate(OPTIONS)}
        self.o_row = [lay.add(f"row{i}", nc, f"Dungeon Row slot {i} (one-hot card; all 0: "
                              "empty)") for i in range(ROW)]
        self.o_ddiscard = lay.add("dungeon_discard", nc, "Dungeon discard pile (count per "
                                  "card)", 0, most)
        self.o_reserve = lay.add("reserve", len(self.reserve), "Reserve cards left (count: "
                                 f"{', '.join(self.reserve)})", 0, most)
        self.o_market = lay.add("market", len(self.items), "Market items left (count: "
                                f"{', '.join(self.items)}; 5-6 players add the "
                                "Adventuring Party's)", 0, 10)
        self.o_crowns = lay.add("crowns", len(self.crown_values), "Crowns left in the Market "
                                "(count per value: "
                                f"{', '.join(map(str, self.crown_values))})", 0, len(crowns))
        self.o_artifact_stack = lay.add(
            "artifact_stack", len(self.artifact_values), "Artifacts not yet on the map (count "
            f"per value: {', '.join(map(str, self.artifact_values))}; 5-6 players add the "
            "Adventuring Party's)", 0, len(artifacts))
        self.o_bag_seats = lay.add("bag_seats", MAX, "each seat's cubes in the dragon bag "
                                   "(relative seat)", 0, cubes)
        self.o_hand = lay.add("hand", nc, "the viewer's hand (count per card)", 0, 30)
        self.o_deck = lay.add("deck", nc, "what the viewer's deck holds (count per card; "
                              "its order is hidden)", 0, 60)
        self.o_seats: list[dict[str, int]] = []
        for p, who in seat_rows(MAX):
            o = {"scalars": lay.size}
            for name, high, meaning in (
                    ("present", 1, f"{who} is at the table"),
                    ("damage", health, f"damage on {who}'s Health Meter"),
                    ("supply", cubes, f"cubes in {who}'s supply"),
                    ("area", cubes, f"{who}'s cubes in the Clank! area"),
                    ("gold", 300, f"{who}'s Gold"),
                    ("lockpicks", 20, f"{who}'s Lockpicks"),
                    ("idols", content.misc["monkey_idols"], f"{who}'s Monkey Idols"),
                    ("mastery", 1, f"{who} has the Mastery token (escaped)"),
                    ("shrines", 20, f"Wayshrines {who} marked"),
                    ("freed", 20, f"prisoners {who} freed"),
                    ("deck", 100, f"cards in {who}'s deck"),
                    ("hand", 30, f"cards in {who}'s hand"),
                    ("depths", 1, f"{who}'s pawn is in the Depths")):
                lay.add(p + name, 1, meaning, 0, high)
            o["status"] = lay.one_hot(p + "status", STATUS, f"{who}'s status")["in"]
            o["tokens"] = lay.add(p + "tokens", nt, f"{who}'s tokens (count per token)", 0,
                                  max(t.count for t in content.tokens.values()))
            o["artifacts"] = lay.add(p + "artifacts", len(self.artifact_values),
                                     f"{who}'s Artifacts (count per value)", 0,
                                     len(artifacts))
            o["crowns"] = lay.add(p + "crowns", len(self.crown_values),
                                  f"{who}'s Crowns (count per value)", 0, len(crowns))
            o["discard"] = lay.add(p + "discard", nc, f"{who}'s discard pile (count per card)",
                                   0, most)
            o["played"] = lay.add(p + "played", nc, f"{who}'s play area (count per card)", 0,
                                  most)
            self.o_seats.append(o)
        self.n_seat_scalars = o["status"] - o["scalars"]
        # the map: room slots of equal width; the static part first, then what moves
        self.o_map = lay.size
        ex = self.exits
        for i in range(self.rooms):
            p = f"room{i}_"
            n = f"room {i}"
            r = {
                "present": lay.add(p + "present", 1, f"{n} is on the map"),
                "features": lay.add(p + "features", len(FEATURES), f"{n}'s features "
                                    f"(multi-hot: {', '.join(FEATURES)})"),
                "plus": lay.add(p + "plus", 1, f"{n}'s Artifact plusses", 0, 2),
                "gold": lay.add(p + "gold", 1, f"{n}'s Gold reward", 0, 10),
                "depths": lay.add(p + "depths", 1, f"{n} is in the Depths"),
                "haunted": lay.add(p + "haunted", 1, f"{n} is on a haunted tile"),
                "portal": lay.add(p + "portal", 1, f"{n} has a tunnel into a portal"),
                "x": lay.add(p + "x", 1, f"{n}'s cell, x (east)", -ntiles, ntiles),
                "y": lay.add(p + "y", 1, f"{n}'s cell, y (south)", -ntiles, ntiles + 1),
                "exit_kind": lay.add(p + "exit_kind", ex * len(EXIT_KINDS),
                                     f"{n}'s exits k = 0..{ex - 1} (as `move exit=k`), "
                                     f"{len(EXIT_KINDS)} each: one-hot kind "
                                     f"({', '.join(EXIT_KINDS)}; all 0: no such exit)"),
                "exit_to": lay.add(p + "exit_to", ex, f"{n}'s exits: 1 + the room each "
                                   "leads into (0: none, an open stub or a portal)", 0, self.rooms),
                "exit_boots": lay.add(p + "exit_boots", ex, f"{n}'s exits: Boots to walk",
                                      0, 2),
                "exit_monsters": lay.add(p + "exit_monsters", ex, f"{n}'s exits: monster "
                                         "icons (a damage each unless Swords)", 0, monsters),
                "exit_locks": lay.add(p + "exit_locks", ex, f"{n}'s exits: locks not yet "
                                      "opened (a Lockpick each)", 0, locks),
                "exit_walk": lay.add(p + "exit_walk", ex, f"{n}'s exits: no arrow against "
                                     "walking it this way"),
                "artifact": lay.add(p + "artifact", 1, f"the best Artifact in {n} (value; "
                                    "0: none)", 0, max(artifacts)),
                "artifact_count": lay.add(p + "artifact_count", 1, f"Artifacts lying in {n} "
                                          "(5-6 players: a room with plusses gets several)",
                                          0, 3),
                "marks": lay.add(p + "marks", MAX, f"cubes on {n}'s Wayshrine (per "
                                 "relative seat)", 0, 1),
                "picked": lay.add(p + "picked", 1, f"{n}'s locked feature was picked"),
                "pawns": lay.add(p + "pawns", MAX, f"pawns in {n} (per relative seat)"),
            }
            if i == 0:
                self.room = {k: v - self.o_map for k, v in r.items()}
        self.room_width = (lay.size - self.o_map) // self.rooms
        self._slot = tuple(self.room[k] for k in (
            "present", "features", "plus", "gold", "depths", "haunted", "portal", "x", "y",
            "exit_kind", "exit_to", "exit_boots", "exit_monsters", "exit_locks", "exit_walk"))
        super().__init__(lay)
        self._fixed_at = {seat: self._fixed(seat) for seat in self._rot}
        # Python numbers to float32 through struct: a third of np.array's cost on a list
        self._fixed_pack = {seat: Struct(f"{len(at)}f").pack
                            for seat, at in self._fixed_at.items()}
        self._seat_range = range(players)
        # per viewer, per table seat: its status flags, its pawn flags (room 0), and how
        # far its piles lie from relative seat 0's
        self._status_at = {seat: [self.o_seats[r]["status"] for r in rot]
                           for seat, rot in self._rot.items()}
        self._pawn_at = {seat: [self.o_map + self.room["pawns"] + r for r in rot]
                         for seat, rot in self._rot.items()}
        self._piles_at = {seat: [self.o_seats[r]["scalars"] - self.o_seats[0]["scalars"]
                                 for r in rot] for seat, rot in self._rot.items()}
        numbers = self.n_scalars + self.players * self.n_seat_scalars  # then flags, 1 each
        self._fixed_ones = {seat: [1] * (len(at) - numbers)
                            for seat, at in self._fixed_at.items()}
        self.native = native_writer("ludoteca.games.clank._obs", self._plan())
        self.native_clips = True  # (the writer clips the whole vector, faster than numpy)

    def _plan(self) -> dict[str, Any]:
        """What the compiled writer (_obs.c) needs: every offset, the card, token and
        value tables, and `map_entry` for the map's static block."""
        if list(self.o_rage.values()) != list(range(self.o_rage[0], self.o_rage[0] +
                                                    len(self.o_rage))):
            raise AssertionError("the compiled writer expects the rage flags side by side")
        seats = {f"seat_{k}": tuple(o[k] for o in self.o_seats)
                 for k in ("scalars", "status", "tokens", "artifacts", "crowns", "discard",
                           "played")}
        room = {f"room_{k}": self.room[k]
                for k in ("pawns", "marks", "picked", "artifact", "artifact_count")}
        return {
            "size": self.size, "players": self.players, "n_scalars": self.n_scalars,
            "n_seat_scalars": self.n_seat_scalars, "scalars": self.o_scalars,
            "bag_seats": self.o_bag_seats, "players_at": self.o_players[self.players],
            "active": self.o_active, "rage": self.o_rage[0],
            "decision_seat": self.o_dec_seat, "decision_exit": self.o_dec_exit,
            "exits": self.exits, "decision_teleport": self.o_dec_teleport,
            "decision_count": self.o_dec_count, "dungeon_discard": self.o_ddiscard,
            "reserve": self.o_reserve, "market": self.o_market, "crowns": self.o_crowns,
            "artifact_stack": self.o_artifact_stack, "hand": self.o_hand,
            "deck": self.o_deck, "map": self.o_map, "rooms": self.rooms,
            "room_width": self.room_width, **room, **seats, "black": rules.BLACK,
            "ghost": rules.GHOST, "me": tuple(self.o_me[i] for i in range(MAX)),
            "row": tuple(self.o_row), "rage_values": tuple(self.rage_values),
            "crown_values": dict(self.crown_values),
            "artifact_values": dict(self.artifact_values), "cards": dict(self.cards),
            "tokens": dict(self.tokens), "reserve_index": dict(self.reserve),
            "market_index": dict(self.items), "decision": dict(self.o_dec),
            "decision_power": dict(self.o_dec_power),
            "decision_step": dict(self.o_dec_step),
            "decision_done": dict(self.o_dec_done), "danger": self.danger,
            "map_entry": self.map_entry, "low": self.low.tobytes(),
            "high": self.high.tobytes()}

    # ------------------------------------------------------------------ the map
    def map_block(self, placed: tuple[Any, ...], opened: tuple[Any, ...]
                  ) -> tuple[np.ndarray, tuple[bool, ...]]:
        """The static part of the map's slots (the rooms on the map; the slots after them
        are all 0) and each room's Depths flag, made once per (placements, opened locks)."""
        found = self.map_entry(placed, opened)
        return found.block, found.depths

    def map_entry(self, placed: tuple[Any, ...], opened: tuple[Any, ...]) -> MapBlock:
        """The block of (placements, opened locks), grown from a kept block when one is
        close (`_grown_from`): only the rooms a new or turned tile can change are worked
        out again, and written if their exit row changed; then the lock counts, for
        `opened`."""
        key = (placed, opened)
        found = self._blocks.get(key)
        if found is not None:
            return found
        d = self.maps(placed)
        w, ex = self.room_width, self.exits
        rooms = d.rooms[:self.rooms]
        base, redo = self._grown_from(placed, d, rooms)
        # the slots of the rooms on the map only: fresh memory is much of a block's cost
        size = len(rooms) * w
        if base is not None:
            block = np.zeros(max(size, base.block.size), np.float32)
            block[:base.block.size] = base.block
            rows, locks = list(base.rows), list(base.locks)
        else:
            block = np.zeros(size, np.float32)
            rows, locks = [], []
        mv = memoryview(block)  # single stores: a third of building index arrays
        (present, feature0, plus, gold, deep, haunted, portal, at_x, at_y, kind0, to0,
         boots0, monsters0, locks0, walk0) = self._slot
        exits, features, tiles = d.exits, self.features, self.tiles
        for i in redo:
            row = exits[i]
            kept = i < len(rows)
            if kept and row == rows[i]:
                continue  # the same exits of a room on the same placement: the same slot
            room = rooms[i]
            b = i * w
            if kept:
                block[b:b + w] = 0
            spec = room.room
            tile, x, y, _ = placed[room.placement]
            mv[b + present] = 1
            mv[b + plus] = spec.plus
            mv[b + gold] = spec.gold
            mv[b + deep] = room.depths
            mv[b + haunted] = tiles[tile].haunted
            mv[b + at_x] = x
            mv[b + at_y] = y + (spec.half == "L")
            for f in spec.features:
                mv[b + feature0 + features[f]] = 1
            mine = []
            for k, e in enumerate(row[:ex]):  # rules.exit_cost's numbers, term by term
                kind = e.kind
                if kind == "portal":
                    mv[b + portal] = 1
                mv[b + kind0 + 3 * k + KIND_INDEX[kind]] = 1
                mv[b + to0 + k] = e.to + 1 if kind == "room" else 0
                mv[b + boots0 + k] = rules.boots_needed(e)
                mv[b + monsters0 + k] = e.monsters
                mv[b + walk0 + k] = e.forward
                if e.lock_keys:
                    mine.append((b + locks0 + k, e))
                    mv[b + locks0 + k] = rules.locks_closed(e, opened)
            if kept:
                rows[i], locks[i] = row, tuple(mine)
            else:  # a new room: the next slot (rooms are numbered in placement order)
                rows.append(row)
                locks.append(tuple(mine))
        if base is not None and base.opened != opened:  # every lock count, for `opened`
            for mine in locks:
                for offset, e in mine:
                    mv[offset] = rules.locks_closed(e, opened)
        found = MapBlock(block, tuple(room.depths for room in d.rooms), tuple(rows),
                         tuple(locks), opened, placed)
        blocks, by_placed = self._blocks, self._by_placed
        # the oldest out, one at a time: its memory serves the next block (clearing them
        # all handed each new block fresh pages, a fifth of this method's time)
        if len(blocks) >= MAPS_KEPT:
            del blocks[next(iter(blocks))]
        if len(by_placed) >= MAPS_KEPT:
            del by_placed[next(iter(by_placed))]
        blocks[key] = by_placed[placed] = self._last_block = found
        return found

    def _grown_from(self, placed: tuple[Any, ...], d: Dungeon, rooms: Sequence[Any]
                    ) -> tuple[MapBlock | None, list[int]]:
        """A kept block to start from and the rooms to work out again: the block of the
        same placements (none), else of all but the last or the last one made, if it holds
        a beginning of these placements but for tiles turned in place (same tile, same
        cell: the rooms keep their numbers). A room's exits depend on its tile and on the
        tiles beside it (dungeon._row looks beyond each stub): the rooms of new and turned
        tiles are redone, those of a turned tile's neighbours too, and of a new tile's
        neighbours those with an open stub facing it. (None, every room) otherwise."""
        base = self._by_placed.get(placed)
        if base is not None:
            return base, []
        everything = (None, list(range(len(rooms))))
        base = self._by_placed.get(placed[:-1]) if len(placed) > 1 else None
        if base is None:
            base = self._last_block
            if base is None or len(base.placed) > len(placed):
                return everything
        old = base.placed
        turned = [k for k in range(len(old)) if old[k] != placed[k]]
        if len(turned) > 2 or any(old[k][:3] != placed[k][:3] for k in turned):
            return everything
        new = range(len(old), len(placed))
        tiles, cells = self.tiles, d.cells
        if any(not tiles[placed[k][0]].square for k in (*turned, *new)):
            return everything

        def beside(k: int) -> set[int]:
            _, x, y, _ = placed[k]
            return {cells[c] for c in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1))
                    if c in cells}

        whole = {*turned, *new}
        for k in turned:
            whole |= beside(k)
        near = set().union(*(beside(k) for k in new)) - whole
        facing = {tuple(placed[k][1:3]) for k in new}
        kept = base.rows
        return base, [room.index for room in rooms if room.placement in whole or (
            room.placement in near and room.index < len(kept) and any(
                e.kind == "open" and e.edge is not None and e.edge.cell in facing
                for e in kept[room.index]))]

    # ------------------------------------------------------------------ writing
    def write(self, view: Mapping[str, Any], out: np.ndarray) -> None:
        seat = view.get("seat")
        rot = self._rot[seat]
        cards = self.cards
        counted: list[int] = []  # offsets to count 1 at, all set in one call at the end
        if seat is not None:
            out[self.o_me[seat]] = 1
        out[self.o_players[self.players]] = 1
        ts, bank, bag, row = view["turn_state"], view["bank"], view["bag"], view["row"]
        decision = view["decision"]
        placed = tuple(map(tuple, view["placed"]))
        opened = tuple(map(tuple, view["opened"]))
        stack = view["stack"]
        out[self.o_scalars:self.o_scalars + self.n_scalars] = (
            view["rounds"], view.get("over", decision is None), ts["skill"], ts["swords"],
            ts["boots"], ts["credit"], ts["made"], ts["exhausted"],
            self.rage_values[min(view["rage"], len(self.rage_values) - 1)],
            sum(cid in self.danger for cid in row), view["dungeon"], view["idols_left"],
            bank["prisoners"], bank["majors"], bank["minors"], bank["ghosts"], bank["black"],
            bag.count(rules.BLACK), bag.count(rules.GHOST), view["ghost_area"],
            stack["safe"], stack["depths"], len(placed))
        out[self.o_active + rot[view["turn"]]] = 1
        out[self.o_rage[min(view["rage"], len(self.rage_values) - 1)]] = 1
        if decision:
            self.write_decision(decision, rot, out)
        for o_slot, cid in zip(self.o_row, row, strict=False):
            if cid:
                counted.append(o_slot + cards[cid])
        base = self.o_ddiscard
        counted.extend([base + cards[cid] for cid in view["dungeon_discard"]])
        for cid, left in view["reserve"].items():
            if cid in self.reserve:
                out[self.o_reserve + self.reserve[cid]] = left
        for tid, left in view["market"].items():
            if tid in self.items:
                out[self.o_market + self.items[tid]] = left
        base = self.o_crowns
        counted.extend([base + self.crown_values[v] for v in view["crowns"]])
        base = self.o_artifact_stack
        counted.extend([base + self.artifact_values[v] for v in view["artifact_stack"]])
        for o in range(self.players):
            out[self.o_bag_seats + rot[o]] = bag.count(o)
        hand = view.get("hand")
        if hand:
            base = self.o_hand
            counted.extend([base + cards[cid] for cid in hand])
        deck = view.get("deck_cards")
        if deck:
            base = self.o_deck
            counted.extend([base + cards[cid] for cid in deck])
        block, depths = self.map_block(placed, opened)
        m0, w, room = self.o_map, self.room_width, self.room
        out[m0:m0 + block.size] = block
        for o, s in enumerate(view["seats"]):
            r = s["room"]
            at = self.o_seats[rot[o]]
            out[at["scalars"]:at["scalars"] + self.n_seat_scalars] = (
                1, s["damage"], s["supply"], s["area"], s["gold"], s["lockpicks"], s["idols"],
                s["mastery"], len(s["shrines"]), s["freed"], s["deck"], s["hand"],
                0 <= r < len(depths) and depths[r])
            out[at["status"] + s["status"]] = 1
            base = at["tokens"]
            counted.extend([base + self.tokens[t] for t in s["tokens"]])
            base = at["artifacts"]
            counted.extend([base + self.artifact_values[v] for v in s["artifacts"]])
            base = at["crowns"]
            counted.extend([base + self.crown_values[v] for v in s["crowns"]])
            base = at["discard"]
            counted.extend([base + cards[cid] for cid in s["discard"]])
            base = at["played"]
            counted.extend([base + cards[cid] for cid in s["played"]])
            if 0 <= r < self.rooms:
                out[m0 + r * w + room["pawns"] + rot[o]] = 1
        for key, seats in view["marks"].items():
            r = int(key)
            if r < self.rooms:
                counted.extend([m0 + r * w + room["marks"] + rot[o] for o in seats])
        for key, values in view["room_artifacts"].items():
            r = int(key)
            if values and r < self.rooms:
                out[m0 + r * w + room["artifact"]] = max(values)
                out[m0 + r * w + room["artifact_count"]] = len(values)
        for r in view["picked"]:
            if r < self.rooms:
                out[m0 + r * w + room["picked"]] = 1
        if counted:  # counts: distinct offsets set at once (a third less than np.add.at)
            tally = Counter(counted)
            out[np.fromiter(tally, np.intp, len(tally))] = np.fromiter(
                tally.values(), np.float32, len(tally))

    # ------------------------------------------------------------------ the fast path
    def write_state(self, state: Any, seat: int, out: np.ndarray) -> None:
        """`write(state.view(seat), out)` read from the state: each number taken where
        `ClankState.view` takes it (the viewer's own hand and deck contents, the other
        seats' sizes only), without building the view. The parts that change a few times
        a game are kept as (positions, numbers) keyed on tuples of what they show (states
        are cloned and changed in place: a key is the contents, never an identity). Python
        numbers reach numpy through few calls: each call costs as much as tens of numbers."""
        s = state
        rot = self._rot[seat]
        cards = self.cards
        bag, row, placed, opened, room_of = s.bag, s.row, s.placed, s.opened, s.room
        key: tuple[Any, ...] = (tuple(s.reserve.items()), tuple(s.market.items()),
                                tuple(s.crowns), tuple(s.artifact_stack))
        found = self._tables.get(key) or self._table(key)
        out[found.at] = found.values
        pile = tuple(s.dungeon_discard)
        found = self._ddiscards.get(pile) or self._ddiscard(pile)
        out[found.at] = found.values
        last = self._last_map  # the map changes a few times a game: its tuples are kept
        if last[0] is placed and last[1] is opened:
            block = last[2]
        else:
            block = self.map_entry(placed, opened)
            self._last_map = (placed, opened, block)
        depths, nd = block.depths, len(block.depths)
        out[self.o_map:self.o_map + block.block.size] = block.block
        rage = min(s.rage, len(self.rage_values) - 1)
        # the numbers at fixed places (`_fixed_at`, per viewer): the scalars, each seat's
        # cubes in the bag, the seats' numbers a column at a time (a list's extend), flags
        vals: list[Any] = [
            s.rounds, s.over, s.skill, s.swords, s.boots, s.credit, s.made, s.exhausted,
            self.rage_values[rage], sum(map(self.danger.__contains__, row)), len(s.dungeon),
            s.idols_left, len(s.prisoners), len(s.majors), len(s.minors), s.ghosts_bank,
            s.black_bank, 0, 0, s.ghost_area, len(s.safe_stack), len(s.deep_stack),
            len(placed)]
        cubes = tuple(sorted(bag))  # as the view shows the bag: by owner, never in order
        counts = self._bags.get(cubes)
        if counts is None:
            counts = [cubes.count(o) for o in (rules.BLACK, rules.GHOST, *self._seat_range)]
            _keep(self._bags, cubes, counts)
        vals[17:19] = counts[:2]
        vals += counts[2:]
        for column in (s.damage, s.supply, s.area, s.gold, s.lockpicks, s.idols, s.mastery):
            vals += column
        vals += map(len, s.shrines)
        vals += s.freed
        vals += map(len, s.deck)
        vals += map(len, s.hand)
        vals += [0 <= r < nd and depths[r] for r in room_of]
        vals += self._fixed_ones[seat]
        out[self._fixed_at[seat]] = np.frombuffer(self._fixed_pack[seat](*vals), np.float32)
        # flags: whose turn, the rage, each seat's status and pawn, picked locks, the Row
        m0, w, rooms = self.o_map, self.room_width, self.rooms
        ones = [self.o_active + rot[s.turn], self.o_rage[rage]]
        ones += map(add, self._status_at[seat], s.status)
        ones += [at + r * w for at, r in zip(self._pawn_at[seat], room_of, strict=True)
                 if 0 <= r < rooms]
        if s.picked:
            picked = m0 + self.room["picked"]
            ones += [picked + r * w for r in s.picked if r < rooms]
        ones += [o_slot + cards[cid] for o_slot, cid in zip(self.o_row, row, strict=False)
                 if cid]
        piles_at = self._piles_at[seat]
        counted: list[int] = []
        for o, key in enumerate(zip(map(tuple, s.tokens), map(tuple, s.artifacts),
                                    map(tuple, s.crowns_held), map(tuple, s.discard),
                                    strict=True)):
            piles = self._piles.get(key) or self._seat_piles(key)
            ro = rot[o]
            at = piles[ro]
            if at is None:  # the same piles at another relative seat: shifted
                at = piles[ro] = piles[0] + piles_at[o]
            out[at] = piles[MAX]
            played = s.played[o]
            if played:
                base = self.o_seats[ro]["played"]
                counted += [base + cards[cid] for cid in played]
        ats = ones  # with the other numbers, set at once at the end
        vals = [1] * len(ones)
        if seat is not None:  # the view shows the viewer's own hand and deck contents
            base = self.o_hand
            counted += [base + cards[cid] for cid in s.hand[seat]]
            deck = tuple(sorted(s.deck[seat]))  # as the view shows it: its order is hidden
            found = self._decks.get(deck) or self._deck(deck)
            out[found.at] = found.values
        if s.marks:
            marks = m0 + self.room["marks"]
            for r, marked in s.marks.items():
                if r < rooms:
                    counted += [marks + r * w + rot[o] for o in marked]
        if s.room_artifacts:
            best, count = m0 + self.room["artifact"], m0 + self.room["artifact_count"]
            for r, values in s.room_artifacts.items():
                if values and r < rooms:
                    ats += (best + r * w, count + r * w)
                    vals += (max(values), len(values))
        if s.pending is not None:  # the view's `decision` is list(pending)
            numbers = self.decision_numbers(s.pending, rot)
            ats += numbers
            vals += numbers.values()
        if counted:
            tally = _tally(counted)
            ats += tally
            vals += tally.values()
        n = len(ats)
        out[np.frombuffer(pack(f"{n}n", *ats), np.intp)] = np.frombuffer(
            pack(f"{n}f", *vals), np.float32)

    def _fixed(self, seat: int | None) -> np.ndarray:
        """Where `write_state` writes its first numbers for this viewer: the scalars, each
        seat's cubes in the bag, then the seats' scalars but their presence, a column at a
        time (each in table order), then 1 at the player count, the viewer and the seats
        present."""
        rot = self._rot[seat]
        at = list(range(self.o_scalars, self.o_scalars + self.n_scalars))
        at += [self.o_bag_seats + rot[o] for o in range(self.players)]
        for k in range(1, self.n_seat_scalars):  # one column (number) at a time
            at += [self.o_seats[rot[o]]["scalars"] + k for o in range(self.players)]
        at.append(self.o_players[self.players])
        if seat is not None:
            at.append(self.o_me[seat])
        at += [self.o_seats[rot[o]]["scalars"] for o in range(self.players)]
        return np.array(at, np.intp)

    def _table(self, key: tuple[Any, ...]) -> Counts:
        """The Reserve, the Market, the Crowns and the Artifacts left, as `write` writes
        them; kept per contents."""
        reserve, market, crowns, artifacts = key
        counted = [self.o_crowns + self.crown_values[v] for v in crowns]
        counted += [self.o_artifact_stack + self.artifact_values[v] for v in artifacts]
        tally = _tally(counted)
        for cid, left in reserve:
            if cid in self.reserve:
                tally[self.o_reserve + self.reserve[cid]] = left
        for tid, left in market:
            if tid in self.items:
                tally[self.o_market + self.items[tid]] = left
        found = _counts(tally)
        _keep(self._tables, key, found)
        return found

    def _ddiscard(self, pile: tuple[str, ...]) -> Counts:
        found = _counts(_tally([self.o_ddiscard + self.cards[cid] for cid in pile]))
        _keep(self._ddiscards, pile, found)
        return found

    def _deck(self, deck: tuple[str, ...]) -> Counts:
        found = _counts(_tally([self.o_deck + self.cards[cid] for cid in deck]))
        _keep(self._decks, deck, found)
        return found

    def _seat_piles(self, key: tuple[Any, ...]) -> list[Any]:
        """A seat's tokens, Artifacts, Crowns and discard pile: [the positions at relative
        seat 0, 1... (None: not yet asked for), ..., the counts]; kept per contents."""
        tokens, artifacts, crowns, discard = key
        at = self.o_seats[0]
        base = at["tokens"]
        counted = [base + self.tokens[t] for t in tokens]
        base = at["artifacts"]
        counted += [base + self.artifact_values[v] for v in artifacts]
        base = at["crowns"]
        counted += [base + self.crown_values[v] for v in crowns]
        base = at["discard"]
        counted += [base + self.cards[cid] for cid in discard]
        found = _counts(_tally(counted))
        piles: list[Any] = [None] * (MAX + 1)
        piles[0], piles[MAX] = found.at, found.values
        _keep(self._piles, key, piles)
        return piles

    def write_decision(self, decision: list[Any], rot: list[int], out: np.ndarray) -> None:
        for at, value in self.decision_numbers(decision, rot).items():
            out[at] = value

    def decision_numbers(self, decision: Sequence[Any], rot: list[int]) -> dict[int, Any]:
        """The open decision's numbers by position (a later one at the same place wins)."""
        kind = decision[0]
        found = {self.o_dec[kind]: 1, self.o_dec_seat + rot[decision[1]]: 1}
        if kind == "place":
            if decision[2] < self.exits:
                found[self.o_dec_exit + decision[2]] = 1
            found[self.o_dec_teleport] = bool(decision[3]) if len(decision) > 3 else 0
        elif kind == "choose":
            power, step, ctx = decision[2:5]
            if power in self.o_dec_power:
                found[self.o_dec_power[power]] = 1
            if step in self.o_dec_step:
                found[self.o_dec_step[step]] = 1
            for item in ctx:
                if isinstance(item, int) and not isinstance(item, bool):
                    found[self.o_dec_count] = item
                elif item in self.o_dec_done:
                    found[self.o_dec_done[item]] = 1
        return found


def _tally(positions: list[int]) -> dict[int, int]:
    """How many times each position comes (a dict loop: Counter's set-up costs more on
    the short lists here)."""
    tally: dict[int, int] = {}
    get = tally.get
    for at in positions:
        tally[at] = get(at, 0) + 1
    return tally


def _keep(cache: dict[Any, Any], key: Any, found: Any) -> None:
    if len(cache) >= PARTS_KEPT:
        cache.clear()  # bounded: a long run visits many piles
    cache[key] = found


def encoder(game: Game, players: int, options: Mapping[str, Any]) -> ClankEncoder:
    bundle = game.content  # type: ignore[attr-defined]
    return ClankEncoder(bundle.content, bundle.tiles, players)
