"""A registry of powers: one registered unit per odd card, tile or ability of a game.

A game whose content is data (rows run through a few primitives) still has powers too odd
for data: a function run at a hook, or an action the engine offers at some decision. Each
such power is one *unit*, a class registered with the game's `PowerRegistry`:

```python
REGISTRY = PowerRegistry(hooks=HOOKS)   # the hooks a data row may name

@REGISTRY.register
class Wings(Unit):
    id = "wings"                          # the special named by the data rows
    text = "Wings: 2 energy, no loss of hearts this turn"
    activated = ("damage_window",)        # hooks whose rows are offered, not run
    offers = (Offer("damage", "wings", when=_can_fly, apply=_fly, words=("wings",)),)

    def on_lose_hp(s, seat, power, **ctx): ...   # a hook handler: on_<hook>
```

Every list the game used to keep by hand is derived from the units: the (special, hook)
pairs run as functions (`triggered`), the pairs offered as actions (`activated`), the
known special names (`names`), the offers per decision window (`offers`), the decisions a
power opens (`decisions`: core.flow Decision classes), typed words and texts. `problems`
checks the units against the data when content loads: every special a row names has a
unit declaring that hook, every hook is known, and (for the shipped content) every unit
names a power that exists.

This module knows no game: windows, hooks and action kinds are names the game chooses.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from .flow import Decision

Fn = Callable[..., Any]


@dataclass(frozen=True)
class Offer:
    """An action a power offers at one of the game's decision windows.

    `when(state, seat, *ctx) -> bool` says whether the power's single action (of `kind`) is
    legal now; `actions(state, seat, *ctx) -> Iterable[Action]` lists them when there are
    several (dice, cards). `apply(state, seat, action, *ctx)` carries one out. `source`
    tells apart powers sharing an action kind (the action's `source` argument); `words` are
    typed commands naming it; `slot` fixes the catalog position of an argument-less action
    (so action ids stay stable as powers are added)."""

    window: str
    kind: str
    when: Fn | None = None
    actions: Fn | None = None
    apply: Fn | None = None
    source: str = ""
    words: tuple[str, ...] = ()
    slot: int | None = None
    text: str = ""


class Unit:
    """One power: subclass it, set `id`, and define `on_<hook>` handlers, `activated`,
    `offers`, `decisions`, `text` as the power needs. `decisions` are the typed decisions
    (core.flow.Decision subclasses) the power opens, answered like any other."""

    id: ClassVar[str] = ""
    text: ClassVar[str] = ""
    activated: ClassVar[tuple[str, ...]] = ()
    offers: ClassVar[tuple[Offer, ...]] = ()
    decisions: ClassVar[tuple[type[Decision], ...]] = ()

    @classmethod
    def hooks(cls) -> dict[str, Fn]:
        """hook -> handler, from the `on_<hook>` functions of the class."""
        return {name[3:]: getattr(cls, name) for name in vars(cls)
                if name.startswith("on_") and callable(getattr(cls, name))}


class PowerError(Exception):
    """A unit is malformed (raised when it is registered)."""


class PowerRegistry:
    """The units of one game, in registration order (which orders the offers)."""

    def __init__(self, hooks: Iterable[str] = ()) -> None:
        self.known_hooks = frozenset(hooks)
        self.units: dict[str, type[Unit]] = {}

    def register(self, cls: type[Unit]) -> type[Unit]:
        if not cls.id:
            raise PowerError(f"{cls.__name__}: a unit needs an id")
        if cls.id in self.units:
            raise PowerError(f"{cls.__name__}: power {cls.id!r} is already registered")
        hooks = set(cls.hooks())
        both = hooks & set(cls.activated)
        if both:
            raise PowerError(f"{cls.id}: hook(s) {sorted(both)} both run and offered")
        unknown = (hooks | set(cls.activated)) - self.known_hooks
        if self.known_hooks and unknown:
            raise PowerError(f"{cls.id}: unknown hook(s) {sorted(unknown)}")
        if not hooks and not cls.activated:
            raise PowerError(f"{cls.id}: a unit needs a hook handler or an activated hook")
        self.units[cls.id] = cls
        return cls

    # ------------------------------------------------------------------ derived lists

    def names(self) -> frozenset[str]:
        return frozenset(self.units)

    def triggered(self) -> dict[tuple[str, str], Fn]:
        """(power, hook) -> the handler run at that hook."""
        return {(pid, hook): fn for pid, cls in self.units.items()
                for hook, fn in cls.hooks().items()}

    def activated(self) -> frozenset[tuple[str, str]]:
        """(power, hook) pairs the game offers as actions instead of running."""
        return frozenset((pid, hook) for pid, cls in self.units.items()
                         for hook in cls.activated)

    def offers(self, window: str | None = None) -> tuple[tuple[str, Offer], ...]:
        """(power, offer) pairs, of one window or all, in registration order."""
        return tuple((pid, offer) for pid, cls in self.units.items() for offer in cls.offers
                     if window is None or offer.window == window)

    def decisions(self) -> dict[str, type[Decision]]:
        """kind -> the decision class a power opens."""
        return {d.kind: d for cls in self.units.values() for d in cls.decisions}

    def texts(self) -> dict[str, str]:
        return {pid: cls.text for pid, cls in self.units.items()}

    # ------------------------------------------------------------------ checks

    def row_problem(self, special: str, hook: str) -> str | None:
        """Why a data row `{on = hook, special = name}` cannot run, or None."""
        cls = self.units.get(special)
        if cls is None:
            return f"unknown special {special!r}"
        if hook not in cls.hooks() and hook not in cls.activated:
            return f"special {special!r} has no {hook!r} hook"
        return None

    def problems(self, used: Iterable[tuple[str, str]], powers: Iterable[str],
                 strict: bool = True) -> list[str]:
        """What is wrong between the units and the data: rows naming an unknown special or
        hook; and, when `strict` (the shipped content), units whose power does not exist or
        whose hooks no row uses."""
        used = set(used)
        out = [f"{name} at {hook}: {problem}" for name, hook in sorted(used)
               if (problem := self.row_problem(name, hook))]
        if strict:
            existing = set(powers)
            for pid, cls in self.units.items():
                if pid not in existing:
                    out.append(f"unit {pid!r} names no card or tile of the data")
                for hook in sorted({*cls.hooks(), *cls.activated}):
                    if (pid, hook) not in used:
                        out.append(f"unit {pid!r}: no data row uses its {hook!r} hook")
        return out


def by_kind(pairs: Iterable[tuple[str, Offer]]) -> Mapping[tuple[str, str], Offer]:
    """(kind, source) -> offer: how an action finds the offer that applies it."""
    return {(offer.kind, offer.source): offer for _, offer in pairs}
