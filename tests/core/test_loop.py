"""The shared turn loop (core/loop.py) on a small declared game: the agenda's two
operations, the run until a decision, validated and trusted apply, the legal cache,
events and quiet copies, and the agenda's two snapshot forms."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from ludoteca.core import declare as d
from ludoteca.core.actions import Action
from ludoteca.core.errors import IllegalAction
from ludoteca.core.flow import Decision, Tasks
from ludoteca.core.loop import TurnState, loop_fields
from ludoteca.core.rng import Rng

TASKS = Tasks()
TAKE = tuple(Action.make("take", n=n) for n in (1, 2, 3))
PASS = Action.make("pass")


class CountDecision(Decision, registry=True):
    __slots__ = ()


def _fast_take(s: Counting, seat: int, action: Action) -> bool:
    n = action.get("n")
    return action.args == (("n", n),) and type(n) is int and n in s.allowed()


class Take(CountDecision, kind="take"):
    """Take 1-3 from the heap (no more than is left), or pass."""

    fast: ClassVar[dict[str, Any]] = {"take": _fast_take}

    def legal(self, s: Counting) -> tuple[Action, ...]:
        return (*(a for a in TAKE if a.get("n") in s.allowed()), PASS)

    def answer(self, s: Counting, action: Action) -> None:
        if action.kind == "take":
            s.heap -= action.get("n")
            s.emit("took", {"seat": self.seat, "n": action.get("n")},
                   private={self.seat: {"left": s.heap}})
        s.first(Counting.task_turn, 1 - self.seat)
        s.first(Counting.task_check)  # runs before the next turn


class Counting(d.Declared, TurnState):
    """Two seats take from a heap; whoever empties it wins. `log` records the tasks run."""

    STATE = d.Fields(d.value("players", "seed", "heap", "winner"), d.flat("log"),
                     loop_fields(CountDecision))
    __slots__ = STATE.names
    game_id = "counting"
    TASKS = TASKS

    @classmethod
    def start(cls, heap: int = 7) -> Counting:
        s = cls.__new__(cls)
        s.players, s.seed, s.heap, s.winner, s.log = 2, 0, heap, None, []
        s.pending, s.over, s._legal, s._ev, s._quiet = None, False, None, [], False
        s.agenda = []
        s.later(cls.task_turn, 0)
        s.later(cls.task_note, "dealt")  # after the first turn's task
        s.run()
        return s

    def allowed(self) -> set[int]:
        return {n for n in (1, 2, 3) if n <= self.heap}

    @TASKS("turn")
    def task_turn(self, seat: int) -> None:
        self.log.append(("turn", seat))
        self.pending = Take(seat)

    @TASKS("note")
    def task_note(self, text: str) -> None:
        self.log.append(text)

    @TASKS("check")
    def task_check(self) -> None:
        self.log.append("check")
        if self.heap == 0:
            self.winner = self.pending = None
            self.agenda.clear()
            self.over = True
            self.emit("over")

    def scores(self) -> list[int]:
        return [0, 0]

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"heap": self.heap}

    def determinize(self, seat: int, rng: Rng) -> Counting:
        return self.clone()

    def facts(self) -> dict[str, Any]:
        return {}


def test_the_agenda_runs_until_a_decision_and_keeps_the_rest() -> None:
    s = Counting.start()
    assert s.log == [("turn", 0)] and s.to_move() == (0,)
    assert s.agenda == [("note", "dealt")]  # later: after everything queued
    events = s.apply(0, TAKE[2])
    # first: the check runs before the next turn, both before the note queued earlier
    assert s.log == [("turn", 0), "check", ("turn", 1)] and s.heap == 4
    assert [(e.kind, e.data, e.private) for e in events] == [
        ("took", {"seat": 0, "n": 3}, {0: {"left": 4}})]
    assert s.agenda == [("note", "dealt")] and s.to_move() == (1,)


def test_legal_is_listed_once_per_decision_and_apply_validates() -> None:
    s = Counting.start(heap=2)
    listed = s.legal(0)
    assert listed == (TAKE[0], TAKE[1], PASS) and s.legal(0) is listed
    assert s.legal(1) == () and s.is_legal(0, Action.make("take", n=2))
    before = s.snapshot()
    for seat, action, message in (
            (0, Action.make("take", n=3), "not legal for seat 0"),  # the fast predicate
            (0, Action.make("take", n=True), "not legal"),  # a bool is not a count
            (0, Action.make("shout"), "not legal"),  # not listed
            (1, TAKE[0], "seat 1 has nothing to decide"),
            ("0", TAKE[0], "a seat is an integer"),
            (0, {"kind": "take", "n": 1}, "not an action")):
        with pytest.raises(IllegalAction, match=message):
            s.apply(seat, action)  # type: ignore[arg-type]
        assert s.snapshot() == before  # a refused action changes nothing
    s.apply(0, Action.make("take", n=2))  # an equal action, not the listed instance
    assert s.is_over() and s.to_move() == () and s.legal(0) == ()
    with pytest.raises(IllegalAction, match="the game is over"):
        s.apply(1, PASS)


def test_trusted_apply_quiet_copies_and_copies_keep_the_loop() -> None:
    s = Counting.start()
    twin = s.clone()
    twin.quiet()
    assert twin.apply_trusted(0, twin.legal(0)[0]) == []  # quiet: no events
    assert s.apply(0, s.legal(0)[0])[0].kind == "took"
    assert twin.snapshot() == s.snapshot() and twin.clone()._quiet is False
    assert s.log is not twin.log and s.agenda is not twin.agenda


def test_the_agenda_snapshots_as_held_or_in_run_order() -> None:
    s = Counting.start()
    s.apply(0, PASS)
    s.first(Counting.task_note, "soon")
    held = s.snapshot()["agenda"]
    assert held == [("note", "dealt"), ("note", "soon")]  # the next last
    back = Counting.from_snapshot(s.snapshot())
    assert back.agenda == s.agenda and back.digest() == s.digest()
    (field,) = d.agenda("agenda", written="run order")
    assert d._encode(field, s.agenda) == [("note", "soon"), ("note", "dealt")]
    assert d.decode_field(field, [["note", "soon"], ["note", "dealt"]]) == s.agenda
    with pytest.raises(TypeError, match="written must be one of"):
        d.agenda("agenda", written="sideways")
