"""Scoring and card protection, as pure functions of what a player holds."""

from __future__ import annotations

from typing import Any

from .content import Content


def set_cards(content: Content, hand: list[int]) -> tuple[dict[str, int], set[int]]:
    """Complete sets per metal, and the cards that form them.

    With duplicate pieces, the earliest-acquired copies of each piece make up the sets;
    later copies stay loose (stealable)."""
    cards = content.cards
    by_piece: dict[tuple[str, str], list[int]] = {}
    for cid in hand:
        card = cards[cid]
        if card.kind == "jewellery":
            by_piece.setdefault((card.metal, card.piece), []).append(cid)  # type: ignore[arg-type]
    sets: dict[str, int] = {}
    protected: set[int] = set()
    for metal in content.metals:
        n = min(len(by_piece.get((metal, piece), ())) for piece in content.pieces)
        if n:
            sets[metal] = n
            for piece in content.pieces:
                protected.update(by_piece[(metal, piece)][:n])
    return sets, protected


def unprotected(content: Content, hand: list[int]) -> list[int]:
    """Cards that may be stolen, exchanged, given or discarded: gems and loose jewellery."""
    cards = content.cards
    loose = [cid for cid in hand if cards[cid].kind in ("gem", "jewellery")]
    if not any(cards[cid].kind == "jewellery" for cid in loose):
        return loose
    _, protected = set_cards(content, hand)
    return [cid for cid in loose if cid not in protected]


def gem_counts(content: Content, hand: list[int], talisman_on: dict[int, str | None]
               ) -> dict[str, int]:
    """Gems per colour; a placed (not orphaned) talisman counts for its colour."""
    counts = dict.fromkeys(content.colours, 0)
    cards = content.cards
    for cid in hand:
        card = cards[cid]
        if card.kind == "gem":
            counts[card.colour] += 1  # type: ignore[index]
        elif card.kind == "talisman":
            colour = talisman_on.get(cid)
            if colour is not None:
                counts[colour] += 1
    return counts


def breakdowns(content: Content, hands: list[list[int]], talisman_on: dict[int, str | None],
               ring: int | None) -> list[dict[str, Any]]:
    """Per seat: card points, set bonuses, gem majorities won, ring, and the total."""
    counts = [gem_counts(content, hand, talisman_on) for hand in hands]
    out = []
    for seat, hand in enumerate(hands):
        sets, _ = set_cards(content, hand)
        set_points = {metal: n * content.set_bonus[metal] for metal, n in sets.items()}
        majorities = {}
        for colour in content.colours:
            mine = counts[seat][colour]
            if mine > 0 and all(mine > counts[o][colour] for o in range(len(hands)) if o != seat):
                majorities[colour] = content.majority_bonus
        ring_points = content.ring_bonus if ring == seat else 0
        cards = sum(1 for cid in hand if content.cards[cid].kind != "wizard")
        total = cards + sum(set_points.values()) + sum(majorities.values()) + ring_points
        out.append({"cards": cards, "sets": set_points, "majorities": majorities,
                    "ring": ring_points, "total": total})
    return out
