"""determinize(seat): resample everything the seat cannot see, consistently with its view.

Hidden from a seat: the order of each chest pile (except the wizard, whose depth every
player saw at setup, and the top cards this seat peeked at), the part of the lamp deck no
one has seen yet (cards go back to the bottom face up, so the bottom part is public),
dice and lamp claims other seats have not revealed yet, and the future of the generator.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.rng import Rng
from .content import CHESTS

if TYPE_CHECKING:
    from .state import GenieState


def determinize(state: GenieState, seat: int, rng: Rng) -> GenieState:
    s = state.clone()
    s.rng = Rng(rng.next64())
    s.seed = s.rng.state  # the seed made the real deal: the copy's is as made up as its piles
    wizards = set(s.content.wizards)
    for chest, pile in enumerate(s.piles):
        known = state.known_top[seat][chest]
        free = [i for i in range(len(pile) - known) if pile[i] not in wizards]
        # sorted first: the guess depends on the seat's view and rng only, not on the real
        # (hidden) order, so a search bot's choice cannot reveal it
        cards = sorted(pile[i] for i in free)
        rng.shuffle(cards)
        for i, card in zip(free, cards, strict=True):
            pile[i] = card
    unseen = len(s.lamp) - s.lamp_known
    if unseen > 1:
        top = sorted(s.lamp[s.lamp_known:])
        rng.shuffle(top)
        s.lamp[s.lamp_known:] = top
    if s.phase == "place":
        options = s.legal(seat) or (s.cat.place_two if s.players == 2 else s.cat.place_one)
        for other, dice in enumerate(s.dice):
            if other != seat and dice is not None:
                chosen = rng.choice(options).get("dice")
                s.dice[other] = tuple((CHESTS.index(c), v) for c, v in chosen)
    elif s.phase == "claim":
        for other in s.claim_order:
            if other != seat:
                s.claims[other] = rng.below(2) == 1
    return s

