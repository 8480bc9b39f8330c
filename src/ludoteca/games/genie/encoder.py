"""Genie's RL observation (ludoteca.rl): a flat vector from one seat's view.

Seats are rotated so the viewer is always seat 0 of the vector ("rel 1" is the next seat);
cards are multi-hot over the content's card ids (public data), so every card in a hand,
the discard pile, a peeked chest top or an exploration is seen exactly as the view shows it.
`ludoteca.rl.describe_observation("genie", players)` prints the field table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from ...core.protocol import Game
from ...rl.layout import Encoder, Layout, native_writer, relative, seat_rows
from .content import CHESTS
from .views import PROMPTS

PHASES = ("place", "claim", "resolve", "over")
CLAIMS = ("decided", "rub", "pass")
MAX = 5  # seats in the vector (genie seats 2-5)
CACHED = 4096  # seat tables / hands kept by `write_state` before a cache starts afresh


class GenieEncoder(Encoder):
    def __init__(self, game: Game, players: int, options: Mapping[str, Any]) -> None:
        content = game.content  # type: ignore[attr-defined]
        self.players = players
        ncards = len(content.cards)
        self.colours, self.metals = tuple(content.colours), tuple(content.metals)
        self.wizards = tuple(content.wizards)
        lay = Layout()
        self.o_me = lay.one_hot("me", range(MAX), "the viewer's seat")
        self.o_players = lay.one_hot("players", range(2, MAX + 1), "number of players")
        self.o_round = lay.add("round", 1, "round number", 0, 200)
        self.o_phase = lay.one_hot("phase", PHASES, "phase")
        self.o_prompt = lay.one_hot("prompt", [k for k in PROMPTS if k != "place2"],
                                    "what the viewer is asked now (all 0: nothing)")
        self.o_p_offender = lay.add("prompt_offender", MAX, "penalty_take: the offender "
                                    "(relative seat, one-hot)")
        self.o_p_card = lay.add("prompt_card", ncards, "exchange_theirs / give_to: the card "
                                "in question (one-hot card id)")
        self.o_p_wish = lay.add("prompt_wish", 1, "wish: which wish is offered", 0, 10)
        self.o_to_move = lay.add("to_move", MAX, "relative seats deciding now")
        self.o_seats = []
        for p, who in seat_rows(MAX):
            self.o_seats.append({
                "present": lay.add(p + "present", 1, f"{who} is at the table"),
                "cards": lay.add(p + "cards", ncards, f"{who}'s cards (multi-hot card id)"),
                "gems": lay.add(p + "gems", len(self.colours),
                                f"{who}'s gems per colour ({', '.join(self.colours)})", 0, 60),
                "sets": lay.add(p + "sets", len(self.metals),
                                f"{who}'s jewellery sets per metal ({', '.join(self.metals)})",
                                0, 10),
                "talismans": lay.add(p + "talismans", len(self.colours) + 1,
                                     f"{who}'s talismans per colour they guard, then unplaced",
                                     0, 10),
                "ring": lay.add(p + "ring", 1, f"{who} holds the magic ring"),
                "placed": lay.add(p + "placed", 1, f"{who} has placed their die"),
                "dice": lay.add(p + "dice", len(CHESTS), f"{who}'s die value per chest "
                                "(bronze, silver, gold; 0 = none or hidden)", 0, 6),
                "claim": lay.one_hot(p + "claim", CLAIMS, f"{who}'s lamp claim as shown"),
                "score": lay.add(p + "score", 1, f"{who}'s score", 0, 500),
                "summoned": lay.add(p + "summoned", 1, f"{who}'s value among the lamp's "
                                    "summoners (0 = none)", 0, 6),
                "offender": lay.add(p + "offender", 1, f"{who} rubbed by mistake"),
                "winner": lay.add(p + "winner", 1, f"{who} won (game over)"),
            })
        self.o_chests = []
        for name in CHESTS:
            p = f"{name}_"
            self.o_chests.append({
                "size": lay.add(p + "size", 1, f"cards left in the {name} chest", 0, 40),
                "wizard": lay.add(p + "wizard", 1, f"the {name} wizard is still in its chest"),
                "depth": lay.add(p + "wizard_depth", 1, f"cards above the {name} wizard",
                                 0, 40),
                "known": lay.add(p + "known_top", ncards, f"cards the viewer knows on top of "
                                 f"the {name} chest: 1 = top, 2 = next... (by card id)", 0, 40),
            })
        self.o_lamp_size = lay.add("lamp_size", 1, "lamp cards left", 0, 40)
        self.o_lamp = lay.add("lamp_current", len(content.lamp),
                              "the lamp card in play (one-hot lamp id)")
        self.o_lamp_wish = lay.add("lamp_wish", 1, "its wish number (0 = none)", 0, 10)
        self.o_discard = lay.add("discard", ncards, "discard pile (multi-hot card id)")
        self.o_wizards_out = lay.add("wizards_out", len(CHESTS), "wizards drawn, per chest")
        self.o_explore = lay.add("explore", 1, "an exploration is under way")
        self.o_ex_chest = lay.one_hot("explore_chest", CHESTS, "the chest explored")
        self.o_ex_seat = lay.add("explore_seat", MAX, "who explores (relative seat, one-hot)")
        self.o_ex_limit = lay.add("explore_limit", 1, "the most cards it may draw", 0, 20)
        self.o_ex_drawn = lay.add("explore_drawn", ncards, "cards drawn so far (card id)")
        self.o_ex_scorp = lay.add("explore_scorpions", 1, "scorpions drawn so far", 0, 40)
        self.o_closing = lay.add("closing", 1, "the last round is under way")
        self.o_over = lay.add("over", 1, "the game is over")
        super().__init__(lay)
        self._fast_tables(content)

    def write(self, view: Mapping[str, Any], out: np.ndarray) -> None:
        me, players = view["seat"], self.players
        rel = (lambda s: relative(me, s, players)) if me is not None else (lambda s: s)
        out[self.o_me[me if me is not None else 0]] = me is not None
        out[self.o_players[players]] = 1
        out[self.o_round] = view["round"]
        out[self.o_phase[view["phase"]]] = 1
        prompt = view.get("prompt")
        if prompt:
            out[self.o_prompt[prompt["kind"]]] = 1
            if prompt.get("offender") is not None:
                out[self.o_p_offender + rel(prompt["offender"])] = 1
            if prompt.get("card"):
                out[self.o_p_card + prompt["card"]["id"]] = 1
            out[self.o_p_wish] = prompt.get("wish") or 0
        for s in view["to_move"]:
            out[self.o_to_move + rel(s)] = 1
        colours, metals = self.colours, self.metals
        for seat in view["seats"]:
            o = self.o_seats[rel(seat["seat"])]
            out[o["present"]] = 1
            for card in seat["cards"]:
                out[o["cards"] + card["id"]] = 1
                if card["kind"] == "talisman":
                    on = card.get("on")
                    out[o["talismans"] + (colours.index(on) if on in colours
                                          else len(colours))] += 1
            for i, colour in enumerate(colours):
                out[o["gems"] + i] = seat["gems"].get(colour, 0)
            for i, metal in enumerate(metals):
                out[o["sets"] + i] = seat["sets"].get(metal, 0)
            out[o["ring"]] = seat["ring"]
            out[o["placed"]] = seat["placed"]
            for chest, value in seat["dice"] or ():
                out[o["dice"] + CHESTS.index(chest)] = value
            if seat["claim"] is not None:
                out[o["claim"][seat["claim"]]] = 1
            out[o["score"]] = seat["score"]
        for s, value in view["summoners"]:
            out[self.o_seats[rel(s)]["summoned"]] = value
        for s in view["offenders"]:
            out[self.o_seats[rel(s)]["offender"]] = 1
        for s in view["winners"]:
            out[self.o_seats[rel(s)]["winner"]] = 1
        for o, chest in zip(self.o_chests, view["chests"], strict=True):
            out[o["size"]] = chest["size"]
            depth = chest["wizard_depth"]
            out[o["wizard"]] = depth is not None
            out[o["depth"]] = depth or 0
            for place, card in enumerate(chest["known_top"], 1):
                out[o["known"] + card["id"]] = place
        lamp = view["lamp"]
        out[self.o_lamp_size] = lamp["size"]
        if lamp["current"] is not None:
            out[self.o_lamp + lamp["current"]["id"]] = 1
        out[self.o_lamp_wish] = lamp["wish"] or 0
        for card in view["discard"]:
            out[self.o_discard + card["id"]] = 1
        for card in view["wizards_out"]:
            if card["id"] in self.wizards:
                out[self.o_wizards_out + self.wizards.index(card["id"])] = 1
        ex = view["explore"]
        if ex is not None:
            out[self.o_explore] = 1
            out[self.o_ex_chest[ex["chest"]]] = 1
            out[self.o_ex_seat + rel(ex["seat"])] = 1
            out[self.o_ex_limit] = ex["limit"]
            for card in ex["drawn"]:
                out[self.o_ex_drawn + card["id"]] = 1
            out[self.o_ex_scorp] = ex["scorpions"]
        out[self.o_closing] = view["closing"]
        out[self.o_over] = view["over"]

    # ------------------------------------------------------------ the fast path
    def _fast_tables(self, content: Any) -> None:
        """Offsets and per-card facts for `write_state`, worked out once."""
        players = self.players
        # seat blocks are alike and back to back: a seat's fields sit at `first block +
        # relative seat * stride`; per viewer, each absolute seat's offsets (rotation done)
        first = self.o_seats[0]
        self._seat0 = first["present"]
        self._stride = self.o_seats[1]["present"] - self._seat0
        self._in_block = {k: (v if isinstance(v, int) else v["decided"]) - self._seat0
                          for k, v in first.items()}
        self._rows = [[(o["placed"], o["dice"], o["claim"]["decided"], o["claim"]["rub"],
                        o["claim"]["pass"], o["summoned"], o["offender"], o["winner"])
                       for o in (self.o_seats[relative(me, s, players)]
                                 for s in range(players))] for me in range(players)]
        self._rel = [[relative(me, s, players) for s in range(players)]
                     for me in range(players)]
        self._prompt_at = {k: self.o_prompt.get(k) for k in PROMPTS}
        self._chest_at = tuple((c, o["size"], o["known"]) for c, o in enumerate(self.o_chests))
        if any((o["wizard"], o["depth"]) != (o["size"] + 1, o["size"] + 2)
               for o in self.o_chests):
            raise AssertionError("write_state expects size, wizard, depth side by side")
        self._ex_chest_at = [self.o_ex_chest[name] for name in CHESTS]
        self._ncards = len(content.cards)
        # each card's scoring class, so one pass counts a hand: a gem's colour index, then
        # talisman, wizard, then one class per (metal, piece)
        ncol, npieces = len(self.colours), len(content.pieces)
        self._talisman, self._wizard, self._jewel = ncol, ncol + 1, ncol + 2
        codes = []
        for card in content.cards:
            if card.kind == "gem":
                codes.append(self.colours.index(card.colour))
            elif card.kind == "jewellery":
                codes.append(ncol + 2 + self.metals.index(card.metal) * npieces
                             + content.pieces.index(card.piece))
            else:
                codes.append(ncol if card.kind == "talisman" else ncol + 1)
        self._code = codes
        self._classes = ncol + 2 + len(self.metals) * npieces
        self._npieces = npieces
        self._set_bonus = [content.set_bonus[m] for m in self.metals]
        self._majority, self._ring_bonus = content.majority_bonus, content.ring_bonus
        hand0 = np.zeros(self._stride, np.float32)
        hand0[self._in_block["present"]] = 1
        self._hand0 = hand0
        # the board part: chests, lamp, discard pile, wizards drawn, side by side
        self._board0 = self.o_chests[0]["size"]
        self._board1 = self.o_wizards_out + len(CHESTS)
        if (self.o_lamp_size, self.o_discard, self.o_wizards_out) != (
                self.o_chests[-1]["known"] + len(content.cards),
                self.o_lamp_wish + 1, self.o_discard + len(content.cards)):
            raise AssertionError("write_state expects the board fields side by side")
        self._tables: dict[tuple[Any, ...], memoryview] = {}
        self._hands: dict[tuple[Any, ...], tuple[bytes, list[int], int]] = {}
        self._last: tuple[Any, ...] | None = None
        self._last_board: tuple[Any, ...] | None = None
        self.native = native_writer("ludoteca.games.genie._obs", self._plan(content))
        self.native_clips = True  # (the writer clips the whole vector, faster than numpy)

    def _plan(self, content: Any) -> dict[str, Any]:
        """What the compiled writer (_obs.c) needs: every offset and the per-card
        tables of `_fast_tables`."""
        if [card.id for card in content.cards] != list(range(len(content.cards))):
            raise AssertionError("the compiled writer expects card ids to be positions")
        first, seat0 = self.o_seats[0], self._seat0
        block = {f"block_{k}": v - seat0 for k, v in first.items() if k != "claim"}
        block.update({f"block_claim_{k}": v - seat0 for k, v in first["claim"].items()})
        phases = {f"phase_{k}": v for k, v in self.o_phase.items()}
        return {
            "size": self.size, "players": self.players, "me": self.o_me[0],
            "players_at": self.o_players[self.players], "round": self.o_round,
            "prompt_offender": self.o_p_offender, "prompt_card": self.o_p_card,
            "prompt_wish": self.o_p_wish, "to_move": self.o_to_move, "seat0": seat0,
            "stride": self._stride, "lamp_size": self.o_lamp_size, "lamp": self.o_lamp,
            "lamp_wish": self.o_lamp_wish, "discard": self.o_discard,
            "wizards_out": self.o_wizards_out, "explore": self.o_explore,
            "explore_seat": self.o_ex_seat, "explore_limit": self.o_ex_limit,
            "explore_drawn": self.o_ex_drawn, "explore_scorpions": self.o_ex_scorp,
            "closing": self.o_closing, "over": self.o_over, **phases, **block,
            "chest_size": tuple(o["size"] for o in self.o_chests),
            "chest_known": tuple(o["known"] for o in self.o_chests),
            "explore_chest": tuple(self._ex_chest_at), "wizards": tuple(content.wizards),
            "code": tuple(self._code), "colours": len(self.colours),
            "metals": len(self.metals), "pieces": self._npieces,
            "talisman_class": self._talisman, "wizard_class": self._wizard,
            "jewel_class": self._jewel, "classes": self._classes,
            "majority": self._majority, "set_bonus": tuple(self._set_bonus),
            "ring_bonus": self._ring_bonus,
            "colour_index": {c: i for i, c in enumerate(self.colours)},
            "prompt_at": {k: v for k, v in self._prompt_at.items() if v is not None},
            "low": self.low.tobytes(), "high": self.high.tobytes()}

    def write_state(self, state: Any, seat: int, out: np.ndarray) -> None:
        """`write(state.view(seat), out)` read from the state, views.py's rules mirrored
        (this seat's view shows every hand, dice and claims by the rules of
        views._seat_public, pile sizes, the wizards' depths and only its own peeks).

        Two parts change at few steps and are copied in whole, kept from the previous
        call while what they are made from is equal (compared by value, never by an
        object's identity: states are cloned and mutated in place): every seat's cards,
        gems, sets, talismans, ring and score (`_seats`), and the chests, lamp, discard
        pile and wizards drawn (`_board`). The rest is written afresh, through a
        memoryview of `out` (observe's float32 vector): its writes cost half of numpy's."""
        s = state
        w = memoryview(out)
        players, phase, stride = self.players, s.phase, self._stride
        last = self._last
        if (last is not None and last[0] == s.hands and last[1] == s.talisman_on
                and last[2] == s.ring):
            table = last[3]
        else:
            table = self._seats(s)
        # the table holds the seat blocks twice over: the viewer's first is one slice
        w[self._seat0:self._seat0 + players * stride] = table[seat * stride:
                                                              (seat + players) * stride]
        # the board part is kept while what the view shows of it is equal: pile sizes,
        # wizard positions and this seat's peeked tops (never the piles' order)
        known, piles, wizards = s.known_top[seat], s.piles, s.content.wizards
        chests = [len(p) for p in piles]
        chests += [p.index(x) if x in p else -1 for p, x in zip(piles, wizards, strict=True)]
        if any(known):
            chests += [tuple(p[len(p) - k:]) if k else ()
                       for p, k in zip(piles, known, strict=True)]
        board = self._last_board
        if (board is not None and board[0] == chests and board[1] == s.discard
                and board[2] == s.wizards_out
                and board[3] == (len(s.lamp), s.lamp_current, s.wish_no)):
            w[self._board0:self._board1] = board[4]
        else:
            w[self._board0:self._board1] = self._board(s, known, chests)
        w[self.o_me[seat]] = 1
        w[self.o_players[players]] = 1
        w[self.o_round] = s.round
        w[self.o_phase[phase]] = 1
        rel = self._rel[seat]
        to_move = s.to_move()
        at = self.o_to_move
        for i in to_move:
            w[at + rel[i]] = 1
        if seat in to_move:  # views._prompt
            if phase == "place" or phase == "claim":
                kind = phase
            else:
                pending = s.pending
                kind = pending[0]
                if kind == "penalty_take":
                    if pending[2] is not None:
                        w[self.o_p_offender + rel[pending[2]]] = 1
                elif kind == "exchange_theirs" or kind == "give_to":
                    w[self.o_p_card + s.content.cards[pending[2]].id] = 1
                elif kind == "wish":
                    w[self.o_p_wish] = s.wish_no or 0
            w[self._prompt_at[kind]] = 1
        rows = self._rows[seat]
        revealed = phase != "place"
        claiming = phase == "claim"
        claims = s.claims
        for i, dice in enumerate(s.dice):  # views._seat_public
            if dice is not None:
                row = rows[i]
                w[row[0]] = 1
                if revealed or i == seat:
                    at = row[1]
                    for c, value in dice:
                        w[at + c] = value
            if revealed:
                claim = claims[i]
                if claim is not None:
                    row = rows[i]
                    w[row[2] if claiming and i != seat else row[3] if claim else row[4]] = 1
        for i, value in s.summoners:
            w[rows[i][5]] = value
        for i in s.offenders:
            w[rows[i][6]] = 1
        if phase == "over":
            for i in s.winners():
                w[rows[i][7]] = 1
            w[self.o_over] = 1
        if s.ex_seat >= 0:
            w[self.o_explore] = 1
            w[self._ex_chest_at[s.ex_chest]] = 1
            w[self.o_ex_seat + rel[s.ex_seat]] = 1
            w[self.o_ex_limit] = s.ex_limit
            at = self.o_ex_drawn
            for x in s.ex_drawn:
                w[at + x] = 1
            w[self.o_ex_scorp] = s.ex_scorpions
        if s.closing:
            w[self.o_closing] = 1

    def _board(self, s: Any, known: list[int], chests: list[Any]) -> memoryview:
        """The chests (size, wizard, depth, the viewer's peeked tops), the lamp, the
        discard pile and the wizards drawn: the vector's part from `_board0` to `_board1`,
        kept for the next call with what it was made from (`chests`: the pile sizes, the
        wizards' positions, the peeked tops)."""
        array = np.zeros(self._board1 - self._board0, np.float32)
        part = memoryview(array)
        base, ncards = self._board0, self._ncards
        for c, size_at, known_at in self._chest_at:
            size, wizard = chests[c], chests[len(CHESTS) + c]
            part[size_at - base] = size
            if wizard >= 0:
                part[size_at + 1 - base] = 1
                part[size_at + 2 - base] = size - 1 - wizard
            if known[c]:
                pile = s.piles[c]
                # card ids are their positions in content.cards (content.parse)
                for place, x in enumerate(reversed(pile[size - known[c]:]), 1):
                    part[known_at - base + x] = place
        part[self.o_lamp_size - base] = len(s.lamp)
        if s.lamp_current is not None:
            part[self.o_lamp - base + s.lamp_current] = 1  # lamp ids are positions too
            part[self.o_lamp_wish - base] = s.wish_no or 0
        at, was = self.o_discard - base, self._last_board
        if was is not None and was[1] == s.discard:  # the pile changes at few draws
            part[at:at + ncards] = was[4][at:at + ncards]
        else:
            for x in s.discard:
                part[at + x] = 1
        for x in s.wizards_out:
            if x in self.wizards:
                part[self.o_wizards_out - base + self.wizards.index(x)] = 1
        self._last_board = (chests, s.discard[:], s.wizards_out[:],
                            (len(s.lamp), s.lamp_current, s.wish_no), part)
        return part

    def _seats(self, s: Any) -> memoryview:
        """Every seat's block in seat order (cards, gems, sets, talismans, ring, score)
        twice over, for the state's hands, talismans and ring: cached by their contents
        (many tables share an encoder), and kept for the next call with copies of them."""
        talismans = tuple(s.talisman_on.items())
        key = (s.ring, talismans, *map(tuple, s.hands))
        table = self._tables.get(key)
        if table is None:
            if len(self._tables) >= CACHED:
                self._tables.clear()
            blocks, counts, points = [], [], []
            for hand in key[2:]:
                found = self._hands.get((hand, talismans))
                if found is None:
                    found = self._hand(s.talisman_on, hand, talismans)
                blocks.append(found[0])
                counts.append(found[1])
                points.append(found[2])
            # the rest of scoring.breakdowns: a colour's majority goes to its one strict
            # most (above 0), then the ring
            for k in range(len(self.colours)):
                most, owner = 0, -1
                for i, held in enumerate(counts):
                    if held[k] > most:
                        most, owner = held[k], i
                    elif held[k] == most:
                        owner = -1
                if owner >= 0:
                    points[owner] += self._majority
            # the blocks are bytes: one join, then a float32 view to write the scores
            table = memoryview(bytearray(b"".join(blocks + blocks))).cast("f")
            self._tables[key] = table
            stride, span, ring = self._stride, self.players * self._stride, s.ring
            score_at, ring_at = self._in_block["score"], self._in_block["ring"]
            for i, score in enumerate(points):
                if ring == i:
                    score += self._ring_bonus
                    table[i * stride + ring_at] = table[span + i * stride + ring_at] = 1
                table[i * stride + score_at] = table[span + i * stride + score_at] = score
        self._last = (list(map(list.copy, s.hands)), dict(s.talisman_on), s.ring, table)
        return table

    def _hand(self, talisman_on: Mapping[int, str | None], hand: tuple[int, ...],
              talismans: tuple[Any, ...]) -> tuple[bytes, list[int], int]:
        """One hand's part of a seat block (views._seat_cards), its gems per colour, and
        its points before majorities and ring (scoring's gem_counts, set_cards and
        breakdowns, counted by the cards' classes)."""
        if len(self._hands) >= CACHED:
            self._hands.clear()
        at, colours, ncol, code = self._in_block, self.colours, len(self.colours), self._code
        array = self._hand0.copy()
        block = memoryview(array)
        counts = [0] * self._classes
        cards_at = at["cards"]
        for c in hand:
            block[cards_at + c] = 1
            counts[code[c]] += 1
        gems = counts[:ncol]
        if counts[self._talisman]:
            placed = [0] * (ncol + 1)
            for c in hand:
                if code[c] == self._talisman:
                    on = talisman_on.get(c)
                    if on is not None:  # counts for its colour (scoring.gem_counts)
                        gems[colours.index(on)] += 1
                    placed[colours.index(on) if on in colours else ncol] += 1
            for k, n in enumerate(placed):
                block[at["talismans"] + k] = n
        for k, n in enumerate(gems):
            if n:
                block[at["gems"] + k] = n
        points = len(hand) - counts[self._wizard]
        jewel, npieces = self._jewel, self._npieces
        if any(counts[jewel:]):  # complete sets per metal: its rarest piece's count
            for m, bonus in enumerate(self._set_bonus):
                n = min(counts[jewel + m * npieces:jewel + (m + 1) * npieces])
                if n:
                    block[at["sets"] + m] = n
                    points += n * bonus
        found = self._hands[hand, talismans] = (array.tobytes(), gems, points)
        return found


def encoder(game: Game, players: int, options: Mapping[str, Any]) -> GenieEncoder:
    return GenieEncoder(game, players, options)
