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

Through zones (`ZONES`): the cards (draw pile, set-aside cards, hands, face-down discards:
one pool, told apart by type) and the role cards (each seat's role, the role pile, the
role cards put away: one pool, public once the round is revealed), with what the seat
learnt as `Known` (`known`: the card types it knows in other hands, the roles it saw by
Inspection, the role cards put away it knows). The game's own: the face-down goals (they
live in the board, which must deal them itself), the copy's follow-ups (the others'
`known_cards` dropped, `known_roles` following the sampled roles, the opening events
redacted, the caches reset) and the reseeding.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.rng import Rng
from ...core.zones import Hand, Known, Pile, Row, Secret, SetAside, Zones, shuffle_free

if TYPE_CHECKING:
    from .state import SaboteurState


def _revealed(s: SaboteurState) -> bool:
    return s.revealed  # once a round is scored its roles are public


ZONES = Zones(
    Pile("pile", "cards"),  # top last
    SetAside("aside", "cards"),
    Hand("hands", "cards"),
    # face-down discards: seen, in order, by the seat that put them there, like a hand
    Hand("buried", "cards"),
    Row("discard"),
    Secret("roles", "roles", public_when=_revealed),
    Pile("role_pile", "roles", public_when=_revealed),
    # role cards Swap Your Hats put away face down
    Pile("role_out", "roles", public_when=_revealed),
    # the view names a hand's cards by type: which copy of a type a seat holds is hidden
    keys={"cards": lambda s: s.cards.type_of.__getitem__},
)


def known(s: SaboteurState, seat: int) -> Known:
    """What the seat learnt: card types in other hands (Swap Your Hand), the roles it saw
    by Inspection (not swapped since), the role cards put away it knows."""
    roles = [o for o, r in enumerate(s.known_roles[seat]) if r is not None]
    known_out = set(s.known_out[seat])
    out = [i for i, by in enumerate(s.role_out_by) if by == seat or i in known_out]
    return Known(at={("roles", None): roles, ("role_out", None): out},
                 items=[("hands", owner, t) for owner, t in s.known_cards[seat]])


def determinize(state: SaboteurState, seat: int, rng: Rng) -> SaboteurState:
    s = state.clone()
    s.rng = Rng(rng.next64())
    s.seed = s.rng.state  # the seed made the real deal: the copy's is as made up as its deal
    # the deal's events as this seat saw them (the copy's hands are not those)
    s._opening = [e.kept_for(seat) for e in s._opening]
    s._legal = None  # another seat's cached actions came from its real hand
    ZONES.resample(s, seat, rng, known(state, seat))
    # what the others know of hands: the seat cannot tell which cards that is
    mine = state.known_cards[seat]
    s.known_cards = [[] for _ in range(s.players)]
    if mine:
        s.known_cards[seat] = [list(p) for p in mine]
    if not s.revealed:  # what the others learnt by Inspection follows the sampled roles
        s.known_roles = [[None if r is None else s.roles[t] for t, r in enumerate(row)]
                         for row in s.known_roles]
    board = s.board
    seen = [g for g in range(3) if board.face_up(g) or g in state.known_goals[seat]]
    if len(seen) < 2:  # s.board is the copy's own: deal the unknown goals anew on it
        goals = [board.goal_card(g) for g in range(3)]
        shuffle_free(goals, rng, seen)
        board.deal_goals(goals)
        s._paths = {}
    return s


def unknown_out(s: SaboteurState, seat: int) -> list[int]:
    """The role cards put away (indices into role_out) that the seat does not know: not
    its own, and not one it had seen by Inspection before it was put away."""
    known = s.known_out[seat]
    return [i for i, by in enumerate(s.role_out_by) if by != seat and i not in known]
