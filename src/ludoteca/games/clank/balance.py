"""What each seat of a finished game of Clank! took, for the tournament's balance report
(`Game.taken`, `ludoteca tournament clank`): the cards it acquired and its Artifacts.

Items: ``card:<id>`` for every card a seat acquired (from the Dungeon Row or the Reserve,
by the "acquired" events, or gained without one, such as the library's Secret Tome), and
``artifact:<value>`` for each Artifact it escaped with or held when knocked out (Artifacts
are told apart only by their value). The starting deck was dealt, not taken.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.events import Event
from .state import ClankState


def taken(state: ClankState, events: Sequence[Event]) -> list[tuple[int, str]]:
    """(seat, item) pairs, in the order they were taken where the events say so."""
    out = [(e.data["seat"], f"card:{e.data['card']}") for e in events if e.kind == "acquired"]
    # a card gained by an effect (a library's or a card's Secret Tome) has no "acquired"
    # event: whatever a seat ends with that was not dealt to it was taken too
    cards = state.content.cards
    for seat in range(state.players):
        for cid in (*state.deck[seat], *state.hand[seat], *state.discard[seat],
                    *state.played[seat]):
            if cards[cid].banner != "starter":
                out.append((seat, f"card:{cid}"))
        out.extend((seat, f"artifact:{value}") for value in state.artifacts[seat])
    return out
