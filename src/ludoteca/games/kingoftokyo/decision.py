"""King of Tokyo's flow registries (core/flow.py): the turn's tasks and the decision base.

A decision is the tuple `(kind, seat, *context)` it always was in snapshots and records,
typed: its context reads by name (`Damage.amount`), `legal(state)` lists what it allows,
`answer(state, action)` carries the chosen action out. The turn's own decisions live in
state.py; those a power opens (Psychic Probe, Jets, Fluxling...) live with the power's
unit in powers.py, as do the tasks that ask them. What a waiting line says about a decision
is the message `decision-<kind>` of the game's catalogue (locale/*.ftl), with the decision's
fields as its variables (text.py, web/kingoftokyo.js).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ...core.actions import Action
from ...core.flow import Decision, Tasks

if TYPE_CHECKING:
    from .state import KotState

# action kind -> the predicate its option builder uses, so is_legal need not list them all
Fast = Mapping[str, Callable[["KotState", int, Action], bool]]
TASKS = Tasks()  # the turn's steps: KotState methods and the powers' own asks


class KotDecision(Decision, registry=True):
    """Base of every King of Tokyo decision; `KotDecision.decode` reads one from a snapshot."""

    __slots__ = ()
    # own-turn powers (a heal for energy, waking up) may be used while it is pending
    own_powers: ClassVar[bool] = True
    fast: ClassVar[Fast] = {}  # KotState.is_legal checks these kinds without listing

    def ask_again(self, s: KotState) -> None:
        """An own-turn power changed the position: ask this decision again (a new copy, so
        its legal actions are listed afresh)."""
        s.pending = type(self)(*self[1:])

    def answer(self, s: KotState, action: Action) -> None:  # pragma: no cover - abstract
        raise NotImplementedError(self.kind)

    def legal(self, s: KotState) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError(self.kind)
