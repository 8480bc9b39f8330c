"""Clank! Catacombs' RL observation (ludoteca.rl): a flat vector from one seat's view.

It reads the seat's view (`ClankState.view(seat)`) and the game's public content (cards,
tokens, tiles), never the state: other hands, deck orders, the bag's order and the tile
stack never reach it. `ludoteca.rl.describe_observation("clank", players)` prints the
field table (docs/research.md has it).

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
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

import numpy as np

from ...core.protocol import Game
from ...rl.layout import Encoder, Layout, relative, seat_rows
from . import rules
from .content import Content
from .dungeon import Maps
from .game import OPTIONS, _maps
from .state import ROW, ClankDecision
from .tiles import FEATURES, SAFE_USED, TileSet

MAX = 6  # seats in the vector (the game's most: 5-6 with the Adventuring Party)
STATUS = ("in", "escaped", "knocked_out")  # the view's status 0, 1, 2
# the steps of the cards' choices (powers.py), for `decision_step`
STEPS = ("after", "discard", "first", "ghost", "mark", "one", "place", "second", "slot",
         "teleport", "trash", "turn")
EXIT_KINDS = ("room", "open", "portal")
MAPS_KEPT = 512  # map blocks kept (a game lays under 30 tiles; searches visit more maps)


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
        self._blocks: dict[tuple[Any, Any], tuple[np.ndarray, tuple[bool, ...]]] = {}
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
        super().__init__(lay)

    # ------------------------------------------------------------------ the map
    def map_block(self, placed: tuple[Any, ...], opened: tuple[Any, ...]
                  ) -> tuple[np.ndarray, tuple[bool, ...]]:
        """The static part of the map's slots (all rooms) and each room's Depths flag, made
        once per (placements, opened locks)."""
        key = (placed, opened)
        found = self._blocks.get(key)
        if found is not None:
            return found
        d = self.maps(placed)
        w, o, ex = self.room_width, self.room, self.exits
        block = np.zeros(self.rooms * w, np.float32)
        for room in d.rooms[:self.rooms]:
            b = room.index * w
            spec = room.room
            _, x, y, _ = placed[room.placement]
            tile = self.tiles[placed[room.placement][0]]
            block[b + o["present"]] = 1
            for f in spec.features:
                block[b + o["features"] + self.features[f]] = 1
            block[b + o["plus"]], block[b + o["gold"]] = spec.plus, spec.gold
            block[b + o["depths"]], block[b + o["haunted"]] = room.depths, tile.haunted
            block[b + o["x"]], block[b + o["y"]] = x, y + (spec.half == "L")
            for k, e in enumerate(d.exits[room.index][:ex]):
                if e.kind == "portal":
                    block[b + o["portal"]] = 1
                block[b + o["exit_kind"] + 3 * k + EXIT_KINDS.index(e.kind)] = 1
                block[b + o["exit_to"] + k] = e.to + 1 if e.kind == "room" else 0
                cost = rules.exit_cost(e, opened)
                block[b + o["exit_boots"] + k] = cost.boots
                block[b + o["exit_monsters"] + k] = cost.monsters
                block[b + o["exit_locks"] + k] = len(cost.locks)
                block[b + o["exit_walk"] + k] = cost.allowed
        found = (block, tuple(room.depths for room in d.rooms))
        if len(self._blocks) >= MAPS_KEPT:
            self._blocks.clear()
        self._blocks[key] = found
        return found

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

    def write_decision(self, decision: list[Any], rot: list[int], out: np.ndarray) -> None:
        kind = decision[0]
        out[self.o_dec[kind]] = 1
        out[self.o_dec_seat + rot[decision[1]]] = 1
        if kind == "place":
            if decision[2] < self.exits:
                out[self.o_dec_exit + decision[2]] = 1
            out[self.o_dec_teleport] = bool(decision[3]) if len(decision) > 3 else 0
        elif kind == "choose":
            power, step, ctx = decision[2:5]
            if power in self.o_dec_power:
                out[self.o_dec_power[power]] = 1
            if step in self.o_dec_step:
                out[self.o_dec_step[step]] = 1
            for item in ctx:
                if isinstance(item, int) and not isinstance(item, bool):
                    out[self.o_dec_count] = item
                elif item in self.o_dec_done:
                    out[self.o_dec_done[item]] = 1


def encoder(game: Game, players: int, options: Mapping[str, Any]) -> ClankEncoder:
    bundle = game.content  # type: ignore[attr-defined]
    return ClankEncoder(bundle.content, bundle.tiles, players)
