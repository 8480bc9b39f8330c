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
from ...rl.layout import Encoder, Layout, relative, seat_rows
from .content import CHESTS
from .views import PROMPTS

PHASES = ("place", "claim", "resolve", "over")
CLAIMS = ("decided", "rub", "pass")
MAX = 5  # seats in the vector (genie seats 2-5)


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


def encoder(game: Game, players: int, options: Mapping[str, Any]) -> GenieEncoder:
    return GenieEncoder(game, players, options)
