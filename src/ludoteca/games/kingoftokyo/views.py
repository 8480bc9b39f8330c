"""What each seat sees (view), the complete state (snapshot) and scenario facts.

Everything is public except the deck order; the top card shows only to a seat entitled to
look at it (Made in a Lab in its own buy step).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .content import FACES

if TYPE_CHECKING:
    from .state import KotState


def card_json(s: KotState, inst: int, seat: int | None = None) -> dict[str, Any]:
    card = s.content.cards[inst]
    out = {"instance": inst, **card.public()}
    if seat is not None:
        out["price"] = s.price(seat, inst)
    if inst in s.smoke:
        out["smoke"] = s.smoke[inst]
    return out


def tile_json(s: KotState, face: str) -> dict[str, Any]:
    return s.content.tiles[face].public()


def _pending(s: KotState) -> dict[str, Any] | None:
    return None if s.pending is None else s.pending.fields()


def monster_json(s: KotState, seat: int, viewer: int | None) -> dict[str, Any]:
    mon = s.content.monsters[s.monster[seat]]
    return {
        "seat": seat, "monster": mon.id, "name": mon.name, "colour": mon.colour,
        "hp": s.hp[seat], "max_hp": s.max_hp(seat), "vp": s.vp[seat],
        "energy": s.energy[seat], "wickedness": s.wick[seat],
        "levels_taken": [lvl for lvl, bit in ((3, 1), (6, 2), (10, 4)) if s.levels[seat] & bit],
        "alive": s.alive[seat], "location": s.location(seat),
        "poison": s.poison[seat], "shrink": s.shrink[seat], "zombie": s.zombie[seat],
        "hibernating": s.hibernating(seat),
        "cards": [card_json(s, i, viewer) for i in s.keep[seat]],
        "tiles": [tile_json(s, t) for t in s.tiles[seat]],
        "copy": (None if s.copy[seat] < 0 else
                 {**card_json(s, s.copy[seat]), "smoke": s.copy_smoke[seat]}),
    }


def phase(s: KotState) -> str:
    if s.over:
        return "over"
    kind = s.pending.kind if s.pending else ""
    return kind if kind in ("roll", "resolve", "buy") else "decide"


def view(s: KotState, seat: int | None) -> dict[str, Any]:
    return {
        "game": "kingoftokyo", "players": s.players, "seat": seat, "phase": phase(s),
        "over": s.over,
        "active": s.active, "turn": s.turn, "extra_turn": s.extra, "first_player": s.first,
        "pending": _pending(s),
        "monsters": [monster_json(s, i, seat) for i in range(s.players)],
        "tokyo": {"city": None if s.city < 0 else s.city, "bay": None if s.bay < 0 else s.bay,
                  "bay_open": s.bay_open(), "bay_used": s.players >= 5},
        "dice": {"faces": [FACES[f] for f in s.dice], "count": len(s.dice),
                 "rolls_left": s.rolls_left, "roll": s.roll_no,
                 "resolved": [g for g, bit in (("numbers", 1), ("energy", 2), ("smash", 4),
                                               ("heart", 8)) if s.resolved & bit],
                 "smash": s.smash_total() if s.dice else 0},
        "market": [card_json(s, i, seat) if i >= 0 else None for i in s.market],
        "deck_size": len(s.deck),
        "discard": [card_json(s, i) for i in s.discard],
        "top_card": (card_json(s, s.deck[-1], seat)
                     if seat is not None and s.deck and s.sees_top(seat) else None),
        "tiles": {str(lvl): [tile_json(s, t) for t in s.stacks[lvl]] for lvl in (3, 6, 10)},
        "tiles_out": [tile_json(s, t) for t in s.tiles_out],
        "winners": list(s.won) if s.over else [],
    }


def facts(s: KotState) -> dict[str, Any]:
    """Names for scenario expectations: hp.0 is seat 0's hearts, city the seat in Tokyo City."""
    n = range(s.players)
    cards = s.content.cards
    return {
        "city": None if s.city < 0 else s.city, "bay": None if s.bay < 0 else s.bay,
        "bay_open": s.bay_open(), "active": s.active, "first_player": s.first,
        "phase": phase(s), "pending": s.pending.kind if s.pending else None,
        "dice": [FACES[f] for f in s.dice], "rolls_left": s.rolls_left,
        "market": [cards[i].id if i >= 0 else None for i in s.market],
        "deck_size": len(s.deck), "discard_size": len(s.discard),
        "discard": [cards[i].id for i in s.discard],
        "extra_turns": [seat for seat, _ in s.extra_turns],
        "stacks": {str(lvl): list(v) for lvl, v in s.stacks.items()},
        "tiles_out": list(s.tiles_out), "alive_count": sum(s.alive),
        "hp": list(s.hp), "vp": list(s.vp), "energy": list(s.energy), "wickedness": list(s.wick),
        "alive": list(s.alive), "location": [s.location(i) for i in n],
        "poison": list(s.poison), "shrink": list(s.shrink), "max_hp": [s.max_hp(i) for i in n],
        "zombie": list(s.zombie), "cards": [[cards[i].id for i in s.keep[seat]] for seat in n],
        "tiles": [list(s.tiles[seat]) for seat in n],
        "copy": [cards[s.copy[i]].id if s.copy[i] >= 0 else None for i in n],
        "smoke": [sum(s.smoke.get(c, 0) for c in s.keep[i]) + s.copy_smoke[i] for i in n],
        "dice_count": [s.dice_count(i) for i in n],
        "levels_taken": [[lvl for lvl, bit in ((3, 1), (6, 2), (10, 4)) if s.levels[i] & bit]
                         for i in n],
    }
