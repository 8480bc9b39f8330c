"""determinize(seat): resample everything the seat cannot see, consistently with its view.

The deck's order is the only secret: its contents are every card not in the market, the
discard pile or a monster's keep, so it is resampled within itself; a seat looking at the
top card (`sees_top`) keeps it there. The market and the discard pile are face up. The
future of the generator and the seed (which made the real deck) are made up too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.rng import Rng
from ...core.zones import ALL, Known, Pile, Row, Zones

if TYPE_CHECKING:
    from .state import KotState

ZONES = Zones(
    Pile("deck", contents=ALL),  # top last
    Row("market"),
    Row("discard"),
)


def determinize(state: KotState, seat: int, rng: Rng) -> KotState:
    s = state.clone()
    known = None
    if s.deck and state.sees_top(seat):  # asked of the real state: its cache fills once
        known = Known(at={("deck", None): (len(s.deck) - 1,)})
    ZONES.resample(s, seat, rng, known)
    s.rng = rng.fork("kingoftokyo", seat)
    s.seed = s.rng.state  # the seed made the real deck: the copy's is made up too
    return s
