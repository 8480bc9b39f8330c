"""The shared registry of powers (core/powers.py): registration checks, derived lists, and the
checks against the data."""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca.core.flow import Decision
from ludoteca.core.powers import Offer, PowerError, PowerRegistry, Unit, by_kind


class ToyDecision(Decision, registry=True):
    __slots__ = ()


class Vanish(ToyDecision, kind="cloak"):
    """A decision a power opens: typed like every other decision of its game."""

    __slots__ = ()
    turns: int

    def legal(self, state: Any) -> list[Any]:
        return []


def _registry() -> PowerRegistry:
    reg = PowerRegistry(hooks={"hit", "window", "buy"})

    @reg.register
    class Shield(Unit):
        id = "shield"
        text = "halves a hit"

        def on_hit(s: Any, seat: int, amount: int) -> int:
            return amount // 2

    @reg.register
    class Cloak(Unit):
        id = "cloak"
        activated = ("window",)

        def ok(s: Any, seat: int) -> bool:
            return True

        def use(s: Any, seat: int, action: Any) -> None:
            return None

        offers = (Offer("defend", "vanish", when=ok, apply=use, words=("vanish",)),)
        decisions = (Vanish,)

    return reg


def test_derived_lists() -> None:
    reg = _registry()
    assert reg.names() == {"shield", "cloak"}
    assert set(reg.triggered()) == {("shield", "hit")}
    assert reg.triggered()[("shield", "hit")](None, 0, 5) == 2
    assert reg.activated() == {("cloak", "window")}
    assert [(pid, o.kind) for pid, o in reg.offers("defend")] == [("cloak", "vanish")]
    assert reg.offers("other") == ()
    assert reg.decisions() == {"cloak": Vanish}
    assert Vanish(2, 3).fields() == {"kind": "cloak", "seat": 2, "turns": 3}
    assert set(by_kind(reg.offers())) == {("vanish", "")}
    assert reg.texts()["shield"] == "halves a hit"


def test_checks_against_the_data() -> None:
    reg = _registry()
    assert reg.row_problem("shield", "hit") is None
    assert reg.row_problem("cloak", "window") is None
    assert reg.row_problem("teleport", "hit") == "unknown special 'teleport'"
    assert reg.row_problem("shield", "buy") == "special 'shield' has no 'buy' hook"
    used = {("shield", "hit"), ("cloak", "window")}
    assert reg.problems(used, ["shield", "cloak"]) == []
    assert reg.problems({("shield", "hit")}, ["shield"]) == [
        "unit 'cloak' names no card or tile of the data",
        "unit 'cloak': no data row uses its 'window' hook"]
    assert reg.problems({("shield", "hit")}, ["shield"], strict=False) == []


def test_malformed_units_are_refused() -> None:
    reg = _registry()

    class NoId(Unit):
        activated = ("hit",)

    class Again(Unit):
        id = "shield"
        activated = ("buy",)

    class OddHook(Unit):
        id = "odd"

        def on_teatime(s: Any, seat: int) -> None:
            return None

    class Idle(Unit):
        id = "idle"

    class Both(Unit):
        id = "both"
        activated = ("hit",)

        def on_hit(s: Any, seat: int) -> None:
            return None

    for cls, message in ((NoId, "needs an id"), (Again, "already registered"),
                         (OddHook, "unknown hook(s) ['teatime']"), (Idle, "needs a hook"),
                         (Both, "both run and offered")):
        with pytest.raises(PowerError, match=message.replace("(", r"\(").replace(")", r"\)")
                           .replace("[", r"\[").replace("]", r"\]")):
            reg.register(cls)
