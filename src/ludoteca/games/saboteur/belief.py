"""What a seat infers of the others' roles from how they played (Game.belief, for searches).

A determinization deals the unknown roles uniformly, as if every seat were equally likely a
saboteur. This tracker follows the seat's events with the heuristic bot's own judge
(`HeuristicBot.remember`: per seat, evidence in log-odds that it plays against the gold,
from the tunnels, Rockfalls, broken tools and repairs it was seen to play) and moves a
sample's roles towards those odds: Metropolis swaps of two unknown roles (seats, the role
pile, the role cards Swap Your Hats put away), accepted by the change in the evidence's
likelihood. The uniform deal is the prior and a swap is symmetric, so the swaps draw from
the posterior. It reads the seat's view and events only, and changes only the roles the
seat cannot see in a sample that is the search's own.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...core.protocol import State
from ...core.rng import Rng
from .bot import BLOCK_TEAMS, HeuristicBot
from .hidden import unknown_out

if TYPE_CHECKING:
    from .state import SaboteurState

SWAPS_PER_SLOT = 3  # Metropolis proposals per unknown role: enough to mix a small deck
TRUST = 1.0  # how far the judge's evidence is believed (1: as the heuristic bot does)


class RoleBelief:
    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.judge = HeuristicBot(Rng(0))  # its rng is never used: only `remember`
        self.against = {r.id: r.team in BLOCK_TEAMS for r in self.judge.content.roles.values()}

    def update(self, view: dict[str, Any], events: Sequence[dict[str, Any]]) -> None:
        self.judge.remember(view, events)

    def evidence(self) -> list[float]:
        return [TRUST * e for e in self.judge.memory.evidence]

    def refine(self, sample: State, rng: Rng) -> State:
        """The sample with its unknown roles re-dealt by the evidence (in place)."""
        s: SaboteurState = sample  # type: ignore[assignment]
        me = self.seat
        ev = self.evidence()
        if s.revealed or len(ev) != s.players or not any(ev):
            return s
        known = s.known_roles[me]
        seats = [o for o in range(s.players) if o != me and known[o] is None]
        if not seats:
            return s
        out = unknown_out(s, me)
        # slots: (role list, index, evidence of whoever holds it); unheld roles weigh 0
        slots = ([(s.roles, o, ev[o]) for o in seats]
                 + [(s.role_out, i, 0.0) for i in out]
                 + [(s.role_pile, i, 0.0) for i in range(len(s.role_pile))])
        against = self.against
        n = len(slots)
        moved = False
        for _ in range(SWAPS_PER_SLOT * len(seats)):
            a = rng.below(len(seats))  # one end is a seat: a swap of unheld roles does nothing
            b = rng.below(n - 1)
            b += b >= a
            la, ia, ea = slots[a]
            lb, ib, eb = slots[b]
            ra, rb = la[ia], lb[ib]
            d = against[rb] - against[ra]
            if not d:
                continue
            log_ratio = (ea - eb) * d  # the seat at a takes rb, b takes ra
            if log_ratio >= 0 or rng.random() < math.exp(log_ratio):
                la[ia], lb[ib] = rb, ra
                moved = True
        if moved:  # what the others learnt by Inspection follows the roles
            s.known_roles = [[None if r is None else s.roles[t] for t, r in enumerate(row)]
                             for row in s.known_roles]
        return s
