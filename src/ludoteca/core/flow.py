"""The turn flow a game declares once: its steps as methods, its decisions as typed values.

- `Decision`: one seat's pending decision. A game's decisions subclass its own base
  (`class GenieDecision(Decision, registry=True)`), each with a `kind`, typed context
  fields, the actions it allows (`legal`) and what answering does (`answer`). A decision
  is a tuple `(kind, seat, *context)`, so it snapshots as the list it always was, and its
  fields read by name: `Peek(seat, 2).count`.
- `Tasks`: the steps of the flow as methods (`@TASKS("explore")`), queued on the state's
  agenda as `(name, *args)` and run by name by the shared loop (core/loop.py):
  go-to-definition works from every place a step is queued
  (`state.later(GenieState.explore, chest)`).
- `Overview`: the rulebook's turn overview, step by step, naming the task or decision
  behind each line. It is checked against what the game registers (every task and
  decision appears in it), and `markdown()` writes it for the game's docs.

Simultaneous decisions (several seats at once, such as placing dice in secret) are the
same shape: the state holds one decision per seat that has not answered yet.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import Any, ClassVar

from .actions import Action
from .declare import deep_tuple


class Decision(tuple):
    """`(kind, seat, *context)`; subclasses declare `kind=` and annotate their context."""

    __slots__ = ()
    kind: ClassVar[str]
    context: ClassVar[tuple[str, ...]] = ()
    registry: ClassVar[dict[str, type[Decision]]]
    # action kind -> a predicate (state, seat, action) the loop's legality check asks
    # instead of listing every action (the one the kind's option builder uses)
    fast: ClassVar[Mapping[str, Callable[[Any, int, Action], bool]]] = {}

    def __init_subclass__(cls, kind: str | None = None, registry: bool = False,
                          **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if registry:  # a game's own base: its decisions are looked up here by kind
            cls.registry = {}
            return
        if kind is None:
            raise TypeError(f"{cls.__name__}: a decision needs kind=")
        cls.kind = kind
        own = tuple(n for n, a in inspect.get_annotations(cls).items()
                    if not n.startswith("_") and n not in ("kind", "context", "registry", "fast")
                    and not str(a).startswith(("ClassVar", "typing.ClassVar")))
        cls.context = own
        for index, name in enumerate(own, start=2):
            setattr(cls, name, property(itemgetter(index)))
        if kind in cls.registry:
            raise TypeError(f"decision kind {kind!r} registered twice")
        cls.registry[kind] = cls
        if not own and "__new__" not in vars(cls):  # the common case, made cheap: engines
            def new(cls: type[Decision], seat: int) -> Decision:  # create one per step
                return tuple.__new__(cls, (cls.kind, seat))
            new.__qualname__ = f"{cls.__name__}.__new__"
            cls.__new__ = new  # type: ignore[method-assign, assignment]

    def __new__(cls, seat: int, *context: Any) -> Decision:
        if len(context) != len(cls.context):
            raise TypeError(f"{cls.__name__} takes seat, {', '.join(cls.context) or '-'}")
        return tuple.__new__(cls, (cls.kind, seat, *context))

    def __getnewargs__(self) -> tuple[Any, ...]:  # copy and pickle rebuild from the fields
        return tuple(self[1:])

    @property
    def seat(self) -> int:
        return self[1]

    def fields(self) -> dict[str, Any]:
        """`kind`, `seat` and the context by name (tuples as lists): how a view shows it."""
        out: dict[str, Any] = {"kind": self[0], "seat": self[1]}
        for name, value in zip(self.context, self[2:], strict=True):
            out[name] = list(value) if isinstance(value, tuple) else value
        return out

    def legal(self, state: Any) -> Sequence[Action]:
        raise NotImplementedError

    def answer(self, state: Any, action: Action) -> None:
        raise NotImplementedError

    @classmethod
    def decode(cls, raw: Any) -> Decision | None:
        """A snapshot's `[kind, seat, *context]` back to its decision (None stays None)."""
        if raw is None:
            return None
        kind, *rest = raw
        found = cls.registry.get(kind)
        if found is None:
            raise ValueError(f"unknown decision kind {kind!r}")
        return found(*deep_tuple(rest))


class Tasks:
    """A game's flow steps by name: `@TASKS("explore")` on a state method."""

    def __init__(self) -> None:
        self.by_name: dict[str, Callable[..., None]] = {}

    def __call__(self, name: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
        def register(fn: Callable[..., None]) -> Callable[..., None]:
            if name in self.by_name:
                raise TypeError(f"task {name!r} registered twice")
            self.by_name[name] = fn
            fn.task_name = name  # type: ignore[attr-defined]
            # the entry of a task without arguments, built once: hot loops queue it as
            # `State.task.entry` (no call, and go-to-definition still works)
            fn.entry = (name,)  # type: ignore[attr-defined]
            return fn
        return register

    @staticmethod
    def entry(fn: Callable[..., None], *args: Any) -> tuple[Any, ...]:
        """The agenda entry that runs `fn(state, *args)`."""
        return (fn.task_name, *args)  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Step:
    """One line of the turn overview: what happens, and which task or decision does it."""

    text: str
    task: str | None = None
    decision: str | tuple[str, ...] | None = None  # several: alternatives at this step

    @property
    def decisions(self) -> tuple[str, ...]:
        if self.decision is None:
            return ()
        return (self.decision,) if isinstance(self.decision, str) else self.decision


@dataclass(frozen=True)
class Overview:
    title: str
    steps: tuple[Step, ...]

    def check(self, tasks: Tasks, decisions: dict[str, type[Decision]],
              other: Sequence[str] = ()) -> None:
        """Every task and decision the game registers appears in the overview, and every
        one the overview names exists (`other`: decisions the state makes itself, such as
        simultaneous ones)."""
        named_tasks = {s.task for s in self.steps if s.task}
        named_decisions = {k for s in self.steps for k in s.decisions}
        known = set(decisions) | set(other)
        problems = [f"task {t!r} is not in the overview" for t in tasks.by_name
                    if t not in named_tasks]
        problems += [f"decision {k!r} is not in the overview" for k in known
                     if k not in named_decisions]
        problems += [f"the overview names an unknown task {t!r}" for t in named_tasks
                     if t not in tasks.by_name]
        problems += [f"the overview names an unknown decision {k!r}" for k in named_decisions
                     if k not in known]
        if problems:
            raise TypeError(f"{self.title}: " + "; ".join(sorted(problems)))

    def markdown(self) -> str:
        lines = [f"**{self.title}**", ""]
        for number, step in enumerate(self.steps, start=1):
            by = [f"task `{step.task}`"] if step.task else []
            by += [f"decision `{k}`" for k in step.decisions]
            lines.append(f"{number}. {step.text}" + (f" ({', '.join(by)})" if by else ""))
        return "\n".join(lines) + "\n"
