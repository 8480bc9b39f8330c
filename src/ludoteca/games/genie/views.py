"""What a seat may know (view), and the facts scenarios check (facts).

A view is built from public parts plus the viewer's own secrets: your own die before the
reveal, your own lamp claim before the race resolves, the cards you peeked at. Pile
orders, other seats' pending choices and the generator never appear in a view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalAction
from .content import CHESTS
from .scoring import set_cards

if TYPE_CHECKING:
    from .state import GenieState

PROMPTS = {
    "place": "Set your die secretly: choose a chest and a value (the most cards you may draw).",
    "place2": "Set both dice secretly, on two different chests.",
    "claim": "Dice are revealed. Rub the lamp if another player shows one of your values.",
    "penalty_opponent": "You rubbed by mistake: choose the opponent who takes one of your cards.",
    "penalty_take": "Take one card from the player who rubbed by mistake.",
    "wish": "The genie offers this wish: keep it or refuse it.",
    "draw": "Draw another card, or stop and keep what you have.",
    "talisman": "Place your talisman on one of your gem colours (it never moves again).",
    "ring_pick": "You won the ring: take one card from the discard pile, or nothing.",
    "steal": "Take one unprotected card from an opponent.",
    "exchange_own": "Choose one of your unprotected cards to swap.",
    "exchange_theirs": "Choose the opponent's card you take in exchange.",
    "from_discard": "Take one card from the discard pile.",
    "peek": "Choose a chest: you will see its top cards.",
    "change_die": "Choose a die and its new value.",
    "give_card": "Choose one of your unprotected cards to give away.",
    "give_to": "Choose the opponent who receives it.",
    "discard_own": "Choose one of your unprotected cards to discard.",
}


def _prompt(s: GenieState, seat: int) -> dict[str, Any] | None:
    if seat not in s.to_move():
        return None
    if s.phase == "place":
        kind = "place2" if s.players == 2 else "place"
        return {"kind": "place", "text": PROMPTS[kind]}
    if s.phase == "claim":
        return {"kind": "claim", "text": PROMPTS["claim"]}
    kind = s.pending[0]  # type: ignore[index]
    out: dict[str, Any] = {"kind": kind, "text": PROMPTS[kind]}
    if kind == "penalty_take":
        out["offender"] = s.pending[2]  # type: ignore[index]
    if kind in ("exchange_theirs", "give_to"):
        out["card"] = s.content.cards[s.pending[2]].to_json()  # type: ignore[index]
    if kind == "wish":
        out["wish"] = s.wish_no
    return out


def _shared(s: GenieState) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """What every viewer sees alike: the score breakdowns and each seat's cards, gems and
    sets. Built once per position (a server shows it to every seat; `_memo` is emptied
    by each action), so views share these parts: read them, never edit them."""
    memo = s._memo.get("shared")
    if memo is None:
        memo = s._memo["shared"] = (s.breakdowns(),
                                    [_seat_cards(s, seat) for seat in range(s.players)])
    return memo


def _seat_cards(s: GenieState, seat: int) -> dict[str, Any]:
    cards = s.content.cards
    hand = s.hands[seat]
    sets, in_sets = set_cards(s.content, hand)
    return {
        "cards": [
            {**cards[c].to_json(), "in_set": c in in_sets,
             **({"on": s.talisman_on.get(c), "orphan": c in s.talisman_on
                 and s.talisman_on[c] is None} if cards[c].kind == "talisman" else {})}
            for c in hand
        ],
        "gems": s.gem_counts(seat),
        "sets": sets,
    }


def _seat_public(s: GenieState, seat: int, viewer: int | None,
                 shared: dict[str, Any]) -> dict[str, Any]:
    revealed = s.phase != "place"
    dice = s.dice[seat]
    show_dice = dice is not None and (revealed or viewer == seat)
    claim: Any = None
    if s.phase == "claim":
        decided = s.claims[seat] is not None
        claim = ("rub" if s.claims[seat] else "pass") if decided and viewer == seat else (
            "decided" if decided else None)
    elif s.phase != "place":
        claim = None if s.claims[seat] is None else ("rub" if s.claims[seat] else "pass")
    return {
        "seat": seat,
        **shared,
        "ring": s.ring == seat,
        "placed": dice is not None,
        "dice": [[CHESTS[c], v] for c, v in dice] if show_dice else None,
        "claim": claim,
    }


def view(s: GenieState, seat: int | None) -> dict[str, Any]:
    if seat is not None and (type(seat) is not int or not 0 <= seat < s.players):
        raise IllegalAction(f"no seat {seat!r} at this table")
    cards = s.content.cards
    breakdown, seat_cards = _shared(s)
    chests = []
    for c, name in enumerate(CHESTS):
        pile = s.piles[c]
        wizard = s.content.wizards[c]
        depth = len(pile) - 1 - pile.index(wizard) if wizard in pile else None
        known = s.known_top[seat][c] if seat is not None else 0
        chests.append({
            "name": name,
            "size": len(pile),
            "wizard_depth": depth,
            "known_top": [cards[x].to_json() for x in reversed(pile[len(pile) - known:])]
            if known else [],
        })
    explore = None
    if s.ex_seat >= 0:
        explore = {"chest": CHESTS[s.ex_chest], "seat": s.ex_seat, "limit": s.ex_limit,
                   "drawn": [cards[c].to_json() for c in s.ex_drawn],
                   "scorpions": s.ex_scorpions}
    lamp_current = s.content.lamp[s.lamp_current].to_json() if s.lamp_current is not None else None
    return {
        "game": "genie",
        "seat": seat,
        "players": s.players,
        "options": s.options,
        "round": s.round,
        "phase": s.phase,
        "to_move": list(s.to_move()),
        "prompt": _prompt(s, seat) if seat is not None else None,
        "seats": [{**_seat_public(s, i, seat, seat_cards[i]), "score": breakdown[i]["total"],
                   "breakdown": breakdown[i]} for i in range(s.players)],
        "chests": chests,
        "lamp": {"size": len(s.lamp), "current": lamp_current,
                 "wish": s.wish_no if lamp_current else None},
        "discard": [cards[c].to_json() for c in s.discard],
        "wizards_out": [cards[c].to_json() for c in s.wizards_out],
        "explore": explore,
        "summoners": [list(x) for x in s.summoners],
        "offenders": list(s.offenders),
        "closing": s.closing,
        "over": s.phase == "over",
        "winners": s.winners() if s.phase == "over" else [],
    }


def facts(s: GenieState) -> dict[str, Any]:
    """Everything a scenario may check, hidden parts included (scenarios see the table)."""
    cards = s.content.cards
    breakdown = s.breakdowns()
    players = []
    for seat, hand in enumerate(s.hands):
        sets, _ = set_cards(s.content, hand)
        talismans = [s.talisman_on.get(c) for c in hand if cards[c].kind == "talisman"]
        players.append({
            "cards": [cards[c].spec for c in hand],
            "count": len(hand),
            "gems": s.gem_counts(seat),
            "talismans": talismans,
            "orphans": sum(1 for t in talismans if t is None),
            "sets": sets,
            "stealable": [cards[c].spec for c in s.unprotected(seat)],
            "dice": None if s.dice[seat] is None else [[CHESTS[c], v] for c, v in s.dice[seat]],
            "claim": s.claims[seat],
            "ring": s.ring == seat,
            "score": breakdown[seat]["total"],
            "breakdown": breakdown[seat],
        })
    chests = {}
    for c, name in enumerate(CHESTS):
        pile = s.piles[c]
        wizard = s.content.wizards[c]
        chests[name] = {
            "size": len(pile),
            "top": [_spec_with_scorpions(cards[x]) for x in reversed(pile[-6:])],
            "wizard_depth": len(pile) - 1 - pile.index(wizard) if wizard in pile else None,
        }
    lamp = s.content.lamp
    return {
        "phase": s.phase,
        "round": s.round,
        "closing": s.closing,
        "pending": None if s.pending is None else s.pending[0],
        "players": players,
        "chests": chests,
        "lamp": {
            "size": len(s.lamp),
            "order": [_lamp_spec(lamp[x]) for x in reversed(s.lamp)],
            "current": None if s.lamp_current is None else _lamp_spec(lamp[s.lamp_current]),
            "wish": s.wish_no,
        },
        "discard": [cards[c].spec for c in s.discard],
        "wizards_out": [cards[c].spec for c in s.wizards_out],
        "summoners": [list(x) for x in s.summoners],
        "offenders": list(s.offenders),
        "explore": None if s.ex_seat < 0 else {
            "chest": CHESTS[s.ex_chest], "seat": s.ex_seat, "limit": s.ex_limit,
            "drawn": [cards[c].spec for c in s.ex_drawn], "scorpions": s.ex_scorpions},
        "known_top": [{CHESTS[c]: k for c, k in enumerate(row) if k} for row in s.known_top],
        "chest_winners": {name: _as_list(s.chest_winner(c)) for c, name in enumerate(CHESTS)},
    }


def _as_list(pair: tuple[int, int] | None) -> list[int] | None:
    return None if pair is None else list(pair)


def _spec_with_scorpions(card: Any) -> str:
    return f"{card.spec}*{card.scorpions}" if card.scorpions else card.spec


def _lamp_spec(card: Any) -> str:
    return f"{card.effect}:{card.chest}" if card.chest else card.effect
