"""determinize(seat): resample everything the seat cannot know, consistently with its view.

Hidden from a seat: the other hands, the draw pile and the set-aside cards, the cards others
discarded face down, the other roles (but those its Inspection showed and that have not
been swapped since), the face-down role cards and those Swap Your Hats put away (but its
own, and those it had seen by Inspection before they were put away), the face-down goals
it has not seen with a map, the future of the generator and the seed (which made the real
deal), and the other seats' parts of the opening deal.
Sizes stay: every hand, pile and face-down discard keeps its count, and the cards the seat
knows to be in another hand (Swap Your Hand, `known_cards`) are dealt there again, as other
copies of the same type where there are several. What the others know of hands is dropped
in the copy (the seat cannot tell which cards that is).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.rng import Rng

if TYPE_CHECKING:
    from .state import SaboteurState


def determinize(state: SaboteurState, seat: int, rng: Rng) -> SaboteurState:
    s = state.clone()
    s.rng = Rng(rng.next64())
    s.seed = s.rng.state  # the seed made the real deal: the copy's is as made up as its deal
    # the deal's events as this seat saw them (the copy's hands are not those)
    s._opening = [e.kept_for(seat) for e in s._opening]
    s._legal = None  # another seat's cached actions came from its real hand
    n = s.players
    # cards: one pool of everything unseen, dealt back into the same slots; a hand the seat
    # knows cards of gets those first
    slots: list[tuple[int, list[int]]] = [(-1, s.pile), (-1, s.aside)]
    slots += [(o, s.hands[o]) for o in range(n) if o != seat]
    slots += [(-1, s.buried[o]) for o in range(n) if o != seat]
    # sorted first, by type: the guess depends on the seat's view and rng only, not on the
    # real (hidden) arrangement, so a search bot's choice cannot reveal it; the view names
    # a hand's cards by type, so which copy of a type the seat holds is hidden too
    type_of = s.cards.type_of
    pool = sorted((c for _, zone in slots for c in zone), key=lambda c: (type_of[c], c))
    rng.shuffle(pool)
    kept = _known_cards(s, seat, pool)
    at = 0
    for owner, zone in slots:
        first = kept.get(owner, [])
        rest = len(zone) - len(first)
        zone[:] = first + pool[at:at + rest]
        at += rest
    if not s.revealed:  # once a round is scored its roles are public
        known = state.known_roles[seat]
        role_seats = [o for o in range(n) if o != seat and known[o] is None]
        out_slots = unknown_out(s, seat)
        roles = sorted([s.roles[o] for o in role_seats] + s.role_pile
                       + [s.role_out[i] for i in out_slots])
        rng.shuffle(roles)
        for o in role_seats:
            s.roles[o] = roles.pop()
        for i in out_slots:
            s.role_out[i] = roles.pop()
        s.role_pile = roles
        # what the others learnt by Inspection follows the sampled roles
        s.known_roles = [[None if r is None else s.roles[t] for t, r in enumerate(row)]
                         for row in s.known_roles]
    board = s.board
    hidden = [g for g in range(3)
              if not board.face_up(g) and g not in state.known_goals[seat]]
    if len(hidden) > 1:  # s.board is the copy's own: deal the unknown goals anew on it
        goals = [board.goal_card(g) for g in range(3)]
        cards = sorted(goals[g] for g in hidden)
        rng.shuffle(cards)
        for g, card in zip(hidden, cards, strict=True):
            goals[g] = card
        board.deal_goals(goals)
        s._paths = {}
    return s


def unknown_out(s: SaboteurState, seat: int) -> list[int]:
    """The role cards put away (indices into role_out) that the seat does not know: not
    its own, and not one it had seen by Inspection before it was put away."""
    known = s.known_out[seat]
    return [i for i, by in enumerate(s.role_out_by) if by != seat and i not in known]


def _known_cards(s: SaboteurState, seat: int, pool: list[int]) -> dict[int, list[int]]:
    """Take from the pool a card of each type the seat knows to be in another hand: per
    owner, the cards to deal there first."""
    known = s.known_cards[seat]
    s.known_cards = [[] for _ in range(s.players)]
    if not known:
        return {}
    s.known_cards[seat] = [list(p) for p in known]
    type_of = s.cards.type_of
    kept: dict[int, list[int]] = {}
    for owner, t in known:
        i = next(i for i, c in enumerate(pool) if type_of[c] == t)
        kept.setdefault(owner, []).append(pool.pop(i))
    return kept
