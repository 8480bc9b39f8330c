"""King of Tokyo's RL observation (ludoteca.rl): a flat vector from one seat's view.

Seats are rotated so the viewer is seat 0 of the vector; cards and tiles are one-hot or
multi-hot over the content's ids (public data); dice keep their positions, since a reroll
names dice by position. `ludoteca.rl.describe_observation("kingoftokyo", players)` prints
the field table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from ...core.protocol import Game
from ...rl.layout import Encoder, Layout, relative, seat_rows
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

    def card_id(self, inst: Any) -> str:
        """A card instance number (as pending decisions name cards) to its card id."""
        return self.instances[inst]


def encoder(game: Game, players: int, options: Mapping[str, Any]) -> KotEncoder:
    return KotEncoder(game, players, options)
