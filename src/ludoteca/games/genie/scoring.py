"""Scoring and card protection, as pure functions of what a player holds."""

from __future__ import annotations

from typing import Any

from .content import Content


def set_cards(content: Content, hand: list[int]) -> tuple[dict[str, int], set[int]]:
    """Complete sets per metal, and the cards that form them.

    With duplicate pieces, the earliest-acquired copies of each piece make up the sets;
    later copies stay loose (stealable)."""
    piece_of = content.piece_of
    by_piece: dict[tuple[str, str], list[int]] = {}
    for cid in hand:
        key = piece_of.get(cid)
        if key is not None:
            found = by_piece.get(key)
            if found is None:
                by_piece[key] = [cid]
            else:
                found.append(cid)
    sets: dict[str, int] = {}
    protected: set[int] = set()
    if len(by_piece) < len(content.pieces):  # not one full set of any metal
        return sets, protected
    for metal in content.metals:
        groups = [by_piece.get((metal, piece)) for piece in content.pieces]
        if all(groups):
            n = min(map(len, groups))  # type: ignore[arg-type]
            sets[metal] = n
            for group in groups:
                protected.update(group[:n])  # type: ignore[index]
    return sets, protected


def unprotected(content: Content, hand: list[int]) -> list[int]:
    """Cards that may be stolen, exchanged, given or discarded: gems and loose jewellery."""
    loose_kinds, piece_of = content.loose_kinds, content.piece_of
    loose = [cid for cid in hand if cid in loose_kinds]
    if not any(cid in piece_of for cid in loose):
        return loose
    _, protected = set_cards(content, hand)
    if not protected:
        return loose
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
