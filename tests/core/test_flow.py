"""The declared turn flow: typed decisions, tasks by name, the checked overview."""

from __future__ import annotations

import copy
import importlib
import json
import pickle
import re
from pathlib import Path
from typing import Any

import pytest

from ludoteca.core.flow import Decision, Overview, Step, Tasks


class ToyDecision(Decision, registry=True):
    __slots__ = ()


class Pick(ToyDecision, kind="pick"):
    card: int
    chest: str


class Pass(ToyDecision, kind="pass"):
    pass


def test_a_decision_is_its_tuple_with_named_fields() -> None:
    pick = Pick(1, 7, "gold")
    assert pick == ("pick", 1, 7, "gold") and pick.seat == 1
    assert (pick.kind, pick.card, pick.chest) == ("pick", 7, "gold")
    assert json.loads(json.dumps(pick)) == ["pick", 1, 7, "gold"]
    assert Pass(0) == ("pass", 0) and Pick.context == ("card", "chest")
    for twin in (copy.copy(pick), copy.deepcopy(pick), pickle.loads(pickle.dumps(pick))):
        assert twin == pick and type(twin) is Pick


def test_decisions_decode_from_their_snapshot_form() -> None:
    assert ToyDecision.decode(["pick", 1, 7, "gold"]) == Pick(1, 7, "gold")
    assert type(ToyDecision.decode(["pass", 2])) is Pass
    assert ToyDecision.decode(None) is None
    with pytest.raises(ValueError, match="unknown decision kind 'nope'"):
        ToyDecision.decode(["nope", 1])
    with pytest.raises(TypeError, match="takes seat, card, chest"):
        Pick(1, 7)


def test_a_kind_registered_twice_or_missing_is_refused() -> None:
    with pytest.raises(TypeError, match="registered twice"):
        class Again(ToyDecision, kind="pick"):
            pass
    with pytest.raises(TypeError, match="needs kind="):
        class Nameless(ToyDecision):
            pass


TASKS = Tasks()


class Machine:
    def __init__(self) -> None:
        self.log: list[Any] = []
        self.agenda: list[tuple[Any, ...]] = []

    @TASKS("deal")
    def deal(self, n: int) -> None:
        self.log.append(("deal", n))

    @TASKS("score")
    def score(self) -> None:
        self.log.append("score")


def test_tasks_are_entries_by_name() -> None:
    m = Machine()
    assert TASKS.entry(m.deal, 3) == ("deal", 3) and Machine.score.entry == ("score",)
    TASKS.by_name["deal"](m, 3)
    assert m.log == [("deal", 3)]
    with pytest.raises(TypeError, match="twice"):
        TASKS("deal")(lambda self: None)


def test_the_overview_must_name_every_task_and_decision() -> None:
    good = Overview("A turn", (Step("Deal.", task="deal"), Step("Pick or pass.",
                               decision=("pick", "pass")), Step("Score.", task="score")))
    good.check(TASKS, ToyDecision.registry)
    assert "1. Deal. (task `deal`)" in good.markdown()
    missing = Overview("A turn", (Step("Deal.", task="deal"), Step("Bid.", task="bid")))
    with pytest.raises(TypeError) as caught:
        missing.check(TASKS, ToyDecision.registry)
    text = str(caught.value)
    assert "task 'score' is not in the overview" in text
    assert "decision 'pick' is not in the overview" in text
    assert "unknown task 'bid'" in text


@pytest.mark.parametrize("module, name, doc, marker", [
    ("ludoteca.games.genie.state", "ROUND", "genie.md", "round-overview"),
    ("ludoteca.games.kingoftokyo.state", "TURN", "kingoftokyo.md", "turn-overview"),
])
def test_the_docs_show_the_declared_turn(module: str, name: str, doc: str,
                                         marker: str) -> None:
    overview = getattr(importlib.import_module(module), name)
    docs = (Path(__file__).parents[2] / "docs" / doc).read_text(encoding="utf-8")
    shown = re.search(f"<!-- {marker}:start -->\n(.*?)<!-- {marker}:end -->", docs, re.S)
    assert shown is not None and shown.group(1) == overview.markdown()


def test_a_decision_without_context_takes_only_its_seat() -> None:
    assert Pass(2) == ("pass", 2) and Pass(2).seat == 2 and Pass(2).fields() == {
        "kind": "pass", "seat": 2}
    with pytest.raises(TypeError, match=r"Pass\.__new__"):
        Pass(2, "extra")
