"""determinize(seat): resample everything the seat cannot see, consistently with its view.

Hidden from a seat: the order of each chest pile (except the wizard, whose depth every
player saw at setup, and the top cards this seat peeked at), the part of the lamp deck no
one has seen yet (cards go back to the bottom face up, so the bottom part is public),
dice and lamp claims other seats have not revealed yet, and the future of the generator.

The piles and the lamp deck are zones (`ZONES`, with the positions a seat knows from
`known`); the dice and the lamp claims not yet revealed stay this module's own: they are
choices a seat made, not items in a zone, and are guessed among the choices it had.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.rng import Rng
from ...core.zones import ALL, LISTS, Known, Pile, Row, Zones
from .content import CHESTS

if TYPE_CHECKING:
    from .state import GenieState

ZONES = Zones(
    # one pile per chest (bottom -> top): everyone knows what is left in a chest, not where
    Pile("piles", contents=ALL, shape=LISTS),
    # the lamp deck (top last): cards go back to the bottom face up, so its first
    # `lamp_known` cards are public
    Pile("lamp", contents=ALL),
    Row("hands", shape=LISTS),
    Row("discard"),
    Row("wizards_out"),
)


def known(state: GenieState, seat: int) -> Known:
    """The positions the seat knows beyond the declarations: each wizard at the depth every
    player saw at setup, the top cards of a chest it peeked at, the lamp's public bottom."""
    wizards = state.content.wizards
    at: dict[tuple[str, int | None], list[int]] = {}
    for chest, pile in enumerate(state.piles):
        size = len(pile)
        fixed = [pile.index(w) for w in wizards if w in pile]  # scans in C
        fixed += range(size - state.known_top[seat][chest], size)
        if fixed:
            at["piles", chest] = fixed
    if state.lamp_known:
        at["lamp", None] = list(range(state.lamp_known))
    return Known(at=at)


def determinize(state: GenieState, seat: int, rng: Rng) -> GenieState:
    s = state.clone()
    s.rng = Rng(rng.next64())
    s.seed = s.rng.state  # the seed made the real deal: the copy's is as made up as its piles
    ZONES.resample(s, seat, rng, known(state, seat))
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

