"""What each seat of Clank! Catacombs may know (core/zones.py), and `determinize`.

Every card a player holds is public knowledge (starting decks are known, acquisitions are
made in the open), but which of them are in the deck and which in the hand is not: a
player's deck and hand are one pool per player (`per_slot`), the seat's own deck is only
shuffled. The Dungeon Deck, the Bank's prisoners and secrets, the dragon bag and the Depths
tiles are known in contents, not in order. Which safe tiles lie on top of the stack and
which two were put out unseen is hidden: the safe stack and the tiles out are one pool.
Discard piles, play areas, the Row and the map are face up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.rng import Rng
from ...core.zones import ALL, LISTS, OWNER, Bag, Hand, Pile, SetAside, Zones

if TYPE_CHECKING:
    from .state import ClankState

ZONES = Zones(
    Pile("deck", pool="own", contents=OWNER, shape=LISTS, per_slot=True),
    Hand("hand", pool="own", per_slot=True),
    Pile("dungeon", contents=ALL),
    Bag("prisoners", contents=ALL),
    Bag("majors", contents=ALL),
    Bag("minors", contents=ALL),
    Bag("bag", contents=ALL),
    Pile("safe_stack", pool="safe"),
    SetAside("tiles_out", pool="safe"),
    Pile("deep_stack", contents=ALL),
)


def determinize(state: ClankState, seat: int, rng: Rng) -> ClankState:
    """A copy in which everything the seat cannot tell apart is resampled."""
    s = state.clone()
    # a tile being laid is face up (the view shows it): it stays on top of its pile
    pile = None if not state.tile_shown() else \
        (s.safe_stack if s.safe_stack else s.deep_stack)
    drawn = pile.pop() if pile else None
    ZONES.resample(s, seat, rng)
    if pile is not None and drawn is not None:
        pile.append(drawn)
    s._legal = None  # another seat's listed actions may name cards it no longer holds
    s.seed = rng.next64()
    s.rng = Rng(rng.next64())
    return s
