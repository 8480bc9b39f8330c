"""King of Tokyo's RL observation (ludoteca.rl): a flat vector from one seat's view.

Seats are rotated so the viewer is seat 0 of the vector; cards and tiles are one-hot or
multi-hot over the content's ids (public data); dice keep their positions, since a reroll
names dice by position. `ludoteca.rl.describe_observation("kingoftokyo", players)` prints
the field table. `write` reads the JSON view; `write_state` (what the environments use)
computes the same numbers from the state, with index tables made once and the parts that
change a few times a game (table, possessions, market) kept by their lists' values.
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import add
from typing import Any

import numpy as np

from ...core.protocol import Game
from ...rl.layout import Encoder, Layout, native_writer, relative, seat_rows
from . import powers
from .content import FACES
from .decision import KotDecision

PHASES = ("roll", "resolve", "buy", "decide", "over")
MAX = 6  # seats in the vector
DICE = 10  # dice positions (the catalog's reroll masks cover up to 10 dice)
MARKET = 3
GROUPS = ("numbers", "energy", "smash", "heart")
LEVELS = (3, 6, 10)


class KotEncoder(Encoder):
    def __init__(self, game: Game, players: int, options: Mapping[str, Any]) -> None:
        content = game.content  # type: ignore[attr-defined]
        self.players = players
        self.cards = {cid: i for i, cid in enumerate(content.card_defs)}
        self.tiles = {tid: i for i, tid in enumerate(content.tiles)}
        self.instances = tuple(c.id for c in content.cards)
        self.monsters = {m.id: i for i, m in enumerate(content.monsters)}
        nc, nt = len(self.cards), len(self.tiles)
        lay = Layout()
        self.o_me = lay.one_hot("me", range(MAX), "the viewer's seat")
        self.o_players = lay.one_hot("players", range(2, MAX + 1), "number of players")
        self.o_phase = lay.one_hot("phase", PHASES, "phase")
        self.o_turn = lay.add("turn", 1, "turn number", 0, 1000)
        self.o_extra = lay.add("extra_turn", 1, "this is an extra turn")
        self.o_active = lay.add("active", MAX, "whose turn (relative seat, one-hot)")
        self.o_first = lay.add("first_player", MAX, "the first player (relative seat)")
        kinds = sorted(KotDecision.registry)
        self.o_pending = lay.one_hot("pending", kinds, "the open decision (all 0: none)")
        self.o_p_seat = lay.add("pending_seat", MAX, "who decides it (relative seat)")
        self.o_p_amount = lay.add("pending_amount", 1, "its amount (damage...)", 0, 50)
        self.o_p_level = lay.one_hot("pending_level", LEVELS, "its tile level")
        self.o_p_cards = lay.add("pending_cards", nc, "cards it names (multi-hot card)")
        self.o_seats = []
        for p, who in seat_rows(MAX):
            self.o_seats.append({
                "present": lay.add(p + "present", 1, f"{who} is at the table"),
                "monster": lay.one_hot(p + "monster", list(self.monsters), f"{who}'s monster"),
                "hp": lay.add(p + "hp", 1, f"{who}'s hearts", 0, 30),
                "max_hp": lay.add(p + "max_hp", 1, f"{who}'s maximum hearts", 0, 30),
                "vp": lay.add(p + "vp", 1, f"{who}'s victory points", 0, 40),
                "energy": lay.add(p + "energy", 1, f"{who}'s energy", 0, 200),
                "wick": lay.add(p + "wickedness", 1, f"{who}'s wickedness", 0, 20),
                "levels": lay.one_hot(p + "levels_taken", LEVELS,
                                      f"wickedness tile levels {who} took"),
                "alive": lay.add(p + "alive", 1, f"{who} is alive"),
                "location": lay.one_hot(p + "location", ("city", "bay"), f"where {who} is"),
                "poison": lay.add(p + "poison", 1, f"poison tokens on {who}", 0, 30),
                "shrink": lay.add(p + "shrink", 1, f"shrink tokens on {who}", 0, 30),
                "zombie": lay.add(p + "zombie", 1, f"{who} is a zombie"),
                "hibernating": lay.add(p + "hibernating", 1, f"{who} hibernates"),
                "cards": lay.add(p + "cards", nc, f"{who}'s keep cards (multi-hot card)", 0, 3),
                "smoke": lay.add(p + "smoke", 1, f"smoke tokens on {who}'s cards", 0, 30),
                "tiles": lay.add(p + "tiles", nt, f"{who}'s wickedness tiles (multi-hot)"),
                "copy": lay.add(p + "copy", nc, f"the card {who} copies (one-hot card)"),
                "winner": lay.add(p + "winner", 1, f"{who} won (game over)"),
            })
        self.o_city = lay.add("tokyo_city", MAX, "who is in Tokyo City (relative seat)")
        self.o_bay = lay.add("tokyo_bay", MAX, "who is in Tokyo Bay (relative seat)")
        self.o_bay_open = lay.add("bay_open", 1, "Tokyo Bay is open")
        self.o_bay_used = lay.add("bay_used", 1, "Tokyo Bay is used at this player count")
        self.o_dice = lay.add("dice", DICE * len(FACES), "per die position (10): one-hot "
                              f"face ({', '.join(FACES)})")
        self.o_dice_count = lay.add("dice_count", 1, "dice rolled", 0, DICE)
        self.o_rolls_left = lay.add("rolls_left", 1, "rerolls left", 0, 10)
        self.o_roll = lay.add("roll", 1, "roll number this turn", 0, 20)
        self.o_resolved = lay.one_hot("resolved", GROUPS, "dice groups already resolved")
        self.o_smash = lay.add("smash", 1, "SMASH counted by the dice", 0, 30)
        self.o_market = [{"card": lay.add(f"market{i}", nc, f"market slot {i} (one-hot card)"),
                          "price": lay.add(f"market{i}_price", 1,
                                           f"market slot {i}: its price to the viewer", 0, 30)}
                         for i in range(MARKET)]
        self.o_deck = lay.add("deck_size", 1, "cards left in the deck", 0, 100)
        self.o_discard = lay.add("discard", nc, "discard pile (count per card)", 0, 3)
        self.o_top = lay.add("top_card", nc, "the deck's top card, if the viewer may see it")
        self.o_top_price = lay.add("top_card_price", 1, "its price to the viewer", 0, 30)
        self.o_stacks = {lvl: lay.add(f"tiles_{lvl}", nt, f"wickedness tiles left at level "
                                      f"{lvl} (multi-hot)") for lvl in LEVELS}
        self.o_tiles_out = lay.add("tiles_out", nt, "tiles discarded (multi-hot)")
        self.o_over = lay.add("over", 1, "the game is over")
        super().__init__(lay)
        self._tables(content)
        self.native = native_writer("ludoteca.games.kingoftokyo._obs", self._plan(content))
        self.native_clips = True  # (the writer clips the whole vector, faster than numpy)

    def write(self, view: Mapping[str, Any], out: np.ndarray) -> None:
        me, players = view["seat"], self.players
        rel = (lambda s: relative(me, s, players)) if me is not None else (lambda s: s)
        cards, tiles = self.cards, self.tiles
        out[self.o_me[me if me is not None else 0]] = me is not None
        out[self.o_players[players]] = 1
        out[self.o_phase[view["phase"]]] = 1
        out[self.o_turn] = view["turn"]
        out[self.o_extra] = view["extra_turn"]
        out[self.o_active + rel(view["active"])] = 1
        out[self.o_first + rel(view["first_player"])] = 1
        pending = view["pending"]
        if pending:
            out[self.o_pending[pending["kind"]]] = 1
            out[self.o_p_seat + rel(pending["seat"])] = 1
            amount = pending.get("amount")
            out[self.o_p_amount] = amount if isinstance(amount, int) else 0
            if pending.get("level") in self.o_p_level:
                out[self.o_p_level[pending["level"]]] = 1
            for inst in pending.get("cards") or ():
                out[self.o_p_cards + cards[self.card_id(inst)]] = 1
        for mon in view["monsters"]:
            r = rel(mon["seat"])
            o = self.o_seats[r]
            out[o["present"]] = 1
            out[o["monster"][mon["monster"]]] = 1
            out[o["hp"]], out[o["max_hp"]], out[o["vp"]] = mon["hp"], mon["max_hp"], mon["vp"]
            out[o["energy"]], out[o["wick"]] = mon["energy"], mon["wickedness"]
            for lvl in mon["levels_taken"]:
                out[o["levels"][lvl]] = 1
            out[o["alive"]] = mon["alive"]
            if mon["location"] is not None:
                out[o["location"][mon["location"]]] = 1
            out[o["poison"]], out[o["shrink"]] = mon["poison"], mon["shrink"]
            out[o["zombie"]], out[o["hibernating"]] = mon["zombie"], mon["hibernating"]
            smoke = 0
            for card in mon["cards"]:
                out[o["cards"] + cards[card["id"]]] += 1
                smoke += card.get("smoke", 0)
            out[o["smoke"]] = smoke
            for tile in mon["tiles"]:
                out[o["tiles"] + tiles[tile["id"]]] = 1
            if mon["copy"]:
                out[o["copy"] + cards[mon["copy"]["id"]]] = 1
        for s in view["winners"]:
            out[self.o_seats[rel(s)]["winner"]] = 1
        tokyo = view["tokyo"]
        if tokyo["city"] is not None:
            out[self.o_city + rel(tokyo["city"])] = 1
        if tokyo["bay"] is not None:
            out[self.o_bay + rel(tokyo["bay"])] = 1
        out[self.o_bay_open], out[self.o_bay_used] = tokyo["bay_open"], tokyo["bay_used"]
        dice = view["dice"]
        faces = {f: i for i, f in enumerate(FACES)}
        for i, face in enumerate(dice["faces"][:DICE]):
            out[self.o_dice + i * len(FACES) + faces[face]] = 1
        out[self.o_dice_count] = dice["count"]
        out[self.o_rolls_left], out[self.o_roll] = dice["rolls_left"], dice["roll"]
        for group in dice["resolved"]:
            out[self.o_resolved[group]] = 1
        out[self.o_smash] = dice["smash"]
        for o, card in zip(self.o_market, view["market"], strict=False):
            if card:
                out[o["card"] + cards[card["id"]]] = 1
                out[o["price"]] = card.get("price", card["cost"])
        out[self.o_deck] = view["deck_size"]
        for card in view["discard"]:
            out[self.o_discard + cards[card["id"]]] += 1
        top = view["top_card"]
        if top:
            out[self.o_top + cards[top["id"]]] = 1
            out[self.o_top_price] = top.get("price", top["cost"])
        for lvl in LEVELS:
            for tile in view["tiles"].get(str(lvl), ()):
                out[self.o_stacks[lvl] + tiles[tile["id"]]] = 1
        for tile in view["tiles_out"]:
            out[self.o_tiles_out + tiles[tile["id"]]] = 1
        out[self.o_over] = view["over"]

    # ------------------------------------------------------------- the fast path (observe)

    def _tables(self, content: Any) -> None:
        """Index tables for `write_state`, computed once: the positions `write` finds through
        the view's ids, for this content (its instances mapped by id, as `write` does) and for
        each viewing seat."""
        self.for_content = content
        cards, tiles, n = self.cards, self.tiles, self.players
        self.inst_card = tuple(cards[c.id] for c in content.cards)
        self.face_tile = {face: tiles[t.id] for face, t in content.tiles.items()}
        self.monster_no = tuple(self.monsters[m.id] for m in content.monsters)
        self.ctx: dict[type, tuple[int, ...]] = {}  # see `_context`
        # the decision kinds at which some power shows the top card (KotState.sees_top):
        # at any other the view shows none, so the question need not be asked
        self.top_kinds = frozenset(powers.SEES_TOP.values())
        # Per viewer. `value_at`: where the numbers `write_state` lists go, in its order:
        # the per-seat ones field-major (as the state keeps them), those `_held` computes
        # (max_hp, hibernating, smoke), the market's prices, the single ones, then the flags
        # always set (`const`). `seat_at`: per absolute seat, the flags saying "it is that
        # seat's" (active, first, pending, city, bay, winner). `rows`: per absolute seat,
        # where its relative seat's block puts monster, levels, cards, tiles and copy.
        self.value_at: list[np.ndarray] = []
        self.seat_at: list[tuple[tuple[Any, ...], ...]] = []
        self.rows: list[tuple[tuple[Any, ...], ...]] = []
        dynamic = ("hp", "vp", "energy", "wick", "alive", "poison", "shrink", "zombie")
        for me in range(n):
            blocks = [self.o_seats[relative(me, s, n)] for s in range(n)]
            rel = [relative(me, s, n) for s in range(n)]
            at = [o[k] for k in (*dynamic, "max_hp", "hibernating", "smoke") for o in blocks]
            at += [m["price"] for m in self.o_market]
            at += [self.o_turn, self.o_extra, self.o_p_amount, self.o_bay_open,
                   self.o_dice_count, self.o_rolls_left, self.o_roll, self.o_smash,
                   self.o_deck, self.o_top_price, self.o_over,
                   self.o_me[me], self.o_players[n], *(o["present"] for o in blocks)]
            if n >= 5:
                at.append(self.o_bay_used)
            self.value_at.append(np.array(at, np.intp))
            self.seat_at.append((
                tuple(self.o_active + r for r in rel), tuple(self.o_first + r for r in rel),
                tuple(self.o_p_seat + r for r in rel),
                tuple((self.o_city + r, o["location"]["city"]) for r, o in zip(rel, blocks,
                                                                                strict=True)),
                tuple((self.o_bay + r, o["location"]["bay"]) for r, o in zip(rel, blocks,
                                                                              strict=True)),
                tuple(o["winner"] for o in blocks)))
            self.rows.append(tuple(
                (min(o["monster"].values()),
                 tuple(tuple(o["levels"][lvl] for lvl, bit in zip(LEVELS, (1, 2, 4),
                                                                  strict=True) if bits & bit)
                       for bits in range(8)),  # per `levels` value: the flags it sets
                 o["cards"], o["tiles"], o["copy"])
                for o in blocks))
        self.const = [1] * (2 + n + (n >= 5))
        self.market_at = tuple(m["card"] for m in self.o_market)
        self.dice_base = tuple(self.o_dice + i * len(FACES) for i in range(DICE))
        # per `resolved` value: the flags of the dice groups it says are resolved
        self.resolved_at = tuple(tuple(self.o_resolved[g] for g, bit in
                                       zip(GROUPS, (1, 2, 4, 8), strict=True) if bits & bit)
                                 for bits in range(16))
        # the discard pile, the top card and the tile stacks are one span of the vector:
        # `_table` makes it whole (the top card's fields 0, set after it)
        self.span = (self.o_discard, self.o_tiles_out + len(self.tiles))
        assert self.o_discard < self.o_top < self.o_top_price < self.o_stacks[3] < self.o_over
        # The last answers of `_table`, `_held` (per viewer) and `_market`, each beside
        # copies of what it was read from: states are cloned and changed in place, so only
        # the lists' values can say nothing changed.
        self.last_table: tuple[Any, ...] = (None, None, None, None)
        self.last_held: list[tuple[Any, ...] | None] = [None] * n
        self.last_market: tuple[Any, ...] = (None, None, None)

    def _plan(self, content: Any) -> dict[str, Any]:
        """What the compiled writer (_obs.c) needs: the tables above, and the methods it
        calls back (`_parts`, `_context`, and `write_state` for another content)."""
        n = self.players
        at = self.seat_at
        return {
            "size": self.size, "players": n, "span_start": self.span[0],
            "span_end": self.span[1], "top": self.o_top,
            "phase_over": self.o_phase["over"], "phase_decide": self.o_phase["decide"],
            "pending_cards": self.o_p_cards, "dice_base": self.dice_base,
            "resolved_at": self.resolved_at,
            "active_at": tuple(at[me][0] for me in range(n)),
            "first_at": tuple(at[me][1] for me in range(n)),
            "pending_seat_at": tuple(at[me][2] for me in range(n)),
            "city_at": tuple(at[me][3] for me in range(n)),
            "bay_at": tuple(at[me][4] for me in range(n)),
            "winner_at": tuple(at[me][5] for me in range(n)),
            "value_at": tuple(tuple(map(int, v)) for v in self.value_at),
            "inst_card": self.inst_card, "level_at": self.o_p_level,
            "top_kinds": self.top_kinds, "ctx": self.ctx, "context": self._context,
            "parts": self._parts, "fallback": self.write_state, "content": content,
            "low": self.low.tobytes(), "high": self.high.tobytes()}

    def _parts(self, s: Any, me: int) -> tuple[Any, ...]:
        """For the compiled writer, what `write_state` keeps from step to step: the span
        (discard pile, tile stacks), the seats' flags, numbers (max_hp, hibernating, smoke)
        and cards held twice, the market's flags and prices."""
        if s.content is not self.for_content:  # the Python writer served another content
            self._tables(s.content)
        held, numbers, discount, twice = self._held(s, me)
        market, prices = self._market(s, me, discount)
        return self._table(s), held, numbers, twice, market, prices

    def _context(self, cls: type) -> tuple[int, ...]:
        """A decision class's flags (its kind, its phase) and where it keeps amount, level
        and cards (0: it has none)."""
        names = getattr(cls, "context", ())
        kind = cls.kind  # type: ignore[attr-defined]
        phase = kind if kind in ("roll", "resolve", "buy") else "decide"  # views.phase
        found = (self.o_pending[kind], self.o_phase[phase],
                 *(names.index(k) + 2 if k in names else 0 for k in ("amount", "level", "cards")))
        self.ctx[cls] = found
        return found

    def _table(self, s: Any) -> np.ndarray:
        """The span from the discard pile's counts to the discarded tiles' flags. It
        changes a few times a game: the last one is kept, and cards added to the discard
        pile update a copy of it."""
        discard, stacks, tiles_out, span = self.last_table
        now = s.discard
        if now == discard and s.stacks == stacks and s.tiles_out == tiles_out:
            return span
        start, end = self.span
        o, inst_card = self.o_discard - start, self.inst_card
        if (discard is not None and len(now) > len(discard) and s.stacks == stacks
                and s.tiles_out == tiles_out and now[:len(discard)] == discard):
            span = span.copy()  # the kept one matches its key until replaced
            for inst in now[len(discard):]:
                span[o + inst_card[inst]] += 1
        else:
            counts = [0] * (end - start)
            for inst in now:
                counts[o + inst_card[inst]] += 1
            face = self.face_tile
            for lvl in LEVELS:
                o = self.o_stacks[lvl] - start
                for t in s.stacks[lvl]:
                    counts[o + face[t]] = 1
            o = self.o_tiles_out - start
            for t in s.tiles_out:
                counts[o + face[t]] = 1
            span = np.array(counts, np.float32)
            stacks = {k: list(v) for k, v in s.stacks.items()}
            tiles_out = list(s.tiles_out)
        self.last_table = (list(now), stacks, tiles_out, span)
        return span

    def _held(self, s: Any, me: int) -> tuple[Any, ...]:
        """What the seats hold, as `me` sees it: (flags of monsters, levels taken, cards,
        tiles and copies; the numbers max_hp, hibernating and smoke per seat; me's discount;
        (position, count) of each card a seat holds twice). All of it follows from the lists
        the key copies (a seat's power summary, `KotState.info`, is made from its cards,
        tiles and copy), which change a few times a game: the last answer per viewer is
        kept."""
        h = self.last_held[me]
        if (h is not None and s.keep == h[0] and s.levels == h[1] and s.tiles == h[2]
                and s.copy == h[3] and s.zombie == h[4] and s.monster == h[5]
                and s.smoke == h[6]):
            return h[7]
        rows, inst_card, monster_no = self.rows[me], self.inst_card, self.monster_no
        keep, tiles, copy, smoke, zombie = s.keep, s.tiles, s.copy, s.smoke, s.zombie
        ones: list[int] = []
        twice: list[tuple[int, int]] = []
        max_hp, hibernating, smokes = [], [], []
        for i, (mon, levels, o_cards, o_tiles, o_copy) in enumerate(rows):
            ones.append(mon + monster_no[s.monster[i]])
            ones += levels[s.levels[i] & 7]  # the view reads bits 1, 2 and 4
            held = keep[i]
            if held:
                got = [o_cards + inst_card[inst] for inst in held]
                if len(got) > 1 and len(set(got)) < len(got):  # copies: `write` counts them
                    twice += [(c, got.count(c)) for c in set(got)]
                else:
                    ones += got
            smokes.append(sum([smoke.get(inst, 0) for inst in held]) if smoke else 0)
            if tiles[i]:
                ones += [o_tiles + self.face_tile[t] for t in tiles[i]]
            if copy[i] >= 0:
                ones.append(o_copy + inst_card[copy[i]])
            max_hp.append(s.max_hp(i))  # the engine's rules (a cache miss only)
            hibernating.append(s.hibernating(i))
        found = (ones, max_hp + hibernating + smokes, s.info(me)[2].get("discount", 0), twice)
        self.last_held[me] = ([*map(list, keep)], list(s.levels), [*map(list, tiles)],
                              list(copy), list(zombie), list(s.monster), dict(smoke), found)
        return found

    def _market(self, s: Any, me: int, discount: int) -> tuple[list[int], list[int]]:
        """The market's flags and prices to `me` (KotState.price, which depends on the
        viewer's discount only), kept for the last market and discount seen."""
        h = self.last_market
        if h[0] == s.market and h[1] == discount:
            return h[2]
        ones, prices = [], [0, 0, 0]
        for k, (o, inst) in enumerate(zip(self.market_at, s.market, strict=False)):
            if inst >= 0:
                ones.append(o + self.inst_card[inst])
                prices[k] = s.price(me, inst)
        self.last_market = (list(s.market), discount, (ones, prices))
        return ones, prices

    def write_state(self, state: Any, seat: int, out: np.ndarray) -> None:
        """`write(state.view(seat), out)` read from the state: each number the view would
        show computed as views.py does (the same rule for the top card), no JSON built."""
        s = state
        if seat is None:
            self.write(s.view(seat), out)
            return
        if s.content is not self.for_content:  # another content object (a copy unpickled)
            self._tables(s.content)
        me = seat
        start, end = self.span
        out[start:end] = self._table(s)  # first: the top card's fields are in the span
        held, numbers, discount, twice = self._held(s, me)
        for c, count in twice:
            out[c] = count
        market, prices = self._market(s, me, discount)
        active_at, first_at, p_seat_at, city_at, bay_at, winner_at = self.seat_at[me]
        ones = [*held, *market, active_at[s.active], first_at[s.first]]
        p = s.pending
        amount = 0
        if p is None:
            ones.append(self.o_phase["over"] if s.over else self.o_phase["decide"])
        else:
            kind_at, phase_at, a, lv, cs = self.ctx.get(type(p)) or self._context(type(p))
            ones += (kind_at, p_seat_at[p[1]], self.o_phase["over"] if s.over else phase_at)
            if a:
                amount = p[a] if isinstance(p[a], int) else 0
            if lv and p[lv] in self.o_p_level:
                ones.append(self.o_p_level[p[lv]])
            if cs:
                ones += [self.o_p_cards + self.inst_card[i] for i in p[cs] or ()]
        if s.over:
            ones += [winner_at[w] for w in s.won]
        if s.city >= 0:
            ones += city_at[s.city]
        if s.bay >= 0:
            ones += bay_at[s.bay]
        dice = s.dice
        ones += map(add, self.dice_base, dice)  # as `write`, the first DICE dice
        ones += self.resolved_at[s.resolved & 15]  # the view reads bits 1 to 8
        top_price = 0
        deck = s.deck
        # the view's rule (a seat, a deck, sees_top), sees_top asked only at its kinds
        if deck and p is not None and p[0] in self.top_kinds and s.sees_top(me):
            ones.append(self.o_top + self.inst_card[deck[-1]])
            top_price = s.price(me, deck[-1])
        out[self.value_at[me]] = [
            *s.hp, *s.vp, *s.energy, *s.wick, *s.alive, *s.poison, *s.shrink, *s.zombie,
            *numbers, *prices, s.turn, s.extra, amount, s.bay_open(), len(dice), s.rolls_left,
            s.roll_no, s.smash_total() if dice else 0, len(deck), top_price, s.over,
            *self.const]
        out[np.fromiter(ones, np.intp, len(ones))] = 1

    def card_id(self, inst: Any) -> str:
        """A card instance number (as pending decisions name cards) to its card id."""
        return self.instances[inst]


def encoder(game: Game, players: int, options: Mapping[str, Any]) -> KotEncoder:
    return KotEncoder(game, players, options)
