"""The turn loop every game runs on: the agenda runner, `apply` (validated and trusted),
the legal-list cache and the event emitter, written once.

A game's state subclasses `TurnState` and declares `loop_fields(...)` in its `STATE`; it
supplies its steps (`Tasks`, core/flow.py), its decisions (each with `legal` and
`answer`) and its turn overview. The loop:

- `apply(seat, action)` validates (the type checks, the game over, whose turn, then
  legality: an action `legal(seat)` handed out is known by identity, other kinds by the
  decision's `fast` predicates, the rest by the listed actions) and `apply_trusted` skips
  the checks; both run `_apply`, which answers the pending decision (`answer`) and then
  runs the agenda until some seat has a decision or nothing is left.
- The agenda is a stack of task entries `(name, *args)`, the next task last. Two
  operations put a task on it: `first(task, *args)` runs it before everything queued
  (a step that opens sub-steps), `later(task, *args)` after everything queued (the rest
  of a round). A hot path may append `State.task.entry` itself: that is `first`.
- `legal(seat)` lists the pending decision's actions once per decision; `_apply` drops
  the list before answering (a game may reuse one decision object from turn to turn).
- `emit(kind, data, private)` records an event unless the state is quiet.
- A finished game leaves nothing pending and its agenda empty (`over` true).

Hooks a game may override, each a plain method of its state: `answer` (carry out the
action: by default, the pending decision's `answer`), `canonical` (the form of an action
its lists hold: an argument order, a card sent turned that looks the same unturned),
`allows` (legality of a canonical action: a simultaneous phase without a pending
decision), and `to_move`, `legal`, `is_over` for the same reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import repeat
from operator import is_
from typing import Any, ClassVar

from . import declare as d
from .actions import Action
from .errors import IllegalAction
from .events import Event
from .flow import Decision, Tasks
from .protocol import State


def loop_fields(decisions: type[Decision], written: str = "top last", over: bool = True
                ) -> tuple[d.Field, ...]:
    """The fields the loop keeps, for a game's `STATE = Fields(..., loop_fields(Base))`:
    the pending decision (snapshotted as its tuple), the agenda, `over` (a game that
    tells the end otherwise gives `over=False` and a property), the legal-list cache,
    the event buffer and the quiet flag."""
    return (*d.value("pending", decode=decisions.decode),
            *d.agenda("agenda", written=written),
            *(d.value("over") if over else ()),
            *d.cache("_legal", rebuild=lambda s: None),  # (decision, its legal actions)
            *d.scratch("_ev", list),
            *d.quiet_flag())


class TurnState(State):
    """A state run by the shared loop (see the module docstring)."""

    __slots__ = ()
    TASKS: ClassVar[Tasks]  # the game's steps, run by name
    # declared by loop_fields (slots of the game's class)
    pending: Decision | None
    agenda: list[tuple[Any, ...]]
    over: bool
    _legal: tuple[Decision, tuple[Action, ...]] | None
    _ev: list[Event]
    _quiet: bool

    # ------------------------------------------------------------------ queries
    def to_move(self) -> tuple[int, ...]:
        p = self.pending
        return () if p is None else (p[1],)  # p.seat

    def is_over(self) -> bool:
        return self.over

    def legal(self, seat: int) -> Sequence[Action]:
        p = self.pending
        if p is None or p[1] != seat:
            return ()
        cached = self._legal
        if cached is not None and cached[0] is p:
            return cached[1]
        actions = tuple(p.legal(self))
        self._legal = (p, actions)
        return actions

    def canonical(self, action: Action) -> Action:
        """The form the game's lists hold of an action a player sent (hook)."""
        return action

    def allows(self, seat: int, action: Action) -> bool:
        """Whether a canonical action is legal for the seat now (hook): the decision's
        `fast` predicate for its kind, else the listed actions."""
        p = self.pending
        if p is None or p[1] != seat:
            return False
        check = p.fast.get(action.kind)
        if check is not None:
            return check(self, seat, action)
        return action in self.legal(seat)

    def is_legal(self, seat: int, action: Action) -> bool:
        return self.allows(seat, self.canonical(action))

    # ------------------------------------------------------------------ applying
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Validate, then apply; an illegal action raises IllegalAction and changes nothing."""
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}")
        if type(seat) is not int:
            raise IllegalAction(f"a seat is an integer, got {seat!r}")
        if self.over:
            raise IllegalAction("the game is over")
        p = self.pending
        if p is not None and p[1] == seat:
            cached = self._legal
            # one of the listed instances (a player picks from legal()): no check needed
            if cached is not None and cached[0] is p and any(map(is_, repeat(action),
                                                                 cached[1])):
                return self._apply(seat, action)
        elif seat not in self.to_move():
            raise IllegalAction(f"seat {seat} has nothing to decide now")
        action = self.canonical(action)
        if not self.allows(seat, action):
            raise IllegalAction(f"{action.to_json()} is not legal for seat {seat} now")
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._ev = events = []
        self._legal = None
        self.answer(seat, action)
        if self.agenda:
            self.run()
        self._ev = []
        return events

    def answer(self, seat: int, action: Action) -> None:
        """Carry the action out (hook): by default the pending decision answers it."""
        p = self.pending
        assert p is not None
        self.pending = None
        p.answer(self, action)

    # ------------------------------------------------------------------ the agenda
    def run(self) -> None:
        """Run tasks until a seat has a decision or the agenda is empty."""
        by_name, agenda = self.TASKS.by_name, self.agenda  # Tasks.run, inlined: it runs
        while self.pending is None and agenda:  # several times a step
            task = agenda.pop()
            if len(task) == 1:  # most tasks take no arguments: no slice to build
                by_name[task[0]](self)
            else:
                by_name[task[0]](self, *task[1:])

    def first(self, task: Callable[..., None], *args: Any) -> None:
        """Run this task before everything already queued."""
        self.agenda.append((task.task_name, *args))  # type: ignore[attr-defined]

    def later(self, task: Callable[..., None], *args: Any) -> None:
        """Run this task after everything already queued."""
        self.agenda.insert(0, (task.task_name, *args))  # type: ignore[attr-defined]

    def emit(self, kind: str, data: dict[str, Any] | None = None,
             private: dict[int, dict[str, Any]] | None = None) -> None:
        """Record an event (nothing while the state is quiet)."""
        if not self._quiet:
            self._ev.append(Event(kind, {} if data is None else data, private))
