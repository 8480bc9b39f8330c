"""Declared state: clone, snapshot and from_snapshot derived from one list of fields."""

from __future__ import annotations

import json
from typing import Any

import pytest

from ludoteca.core import declare as d
from ludoteca.core.rng import Rng


class Seat(d.Declared):
    STATE = d.Fields(d.value("hp"), d.flat("cards"))
    __slots__ = STATE.names


class Toy(d.Declared):
    STATE = d.Fields(
        d.value("round", "pending", decode=d.deep_tuple),
        d.flat("deck"),
        d.flat("agenda", decode=d.tuple_items),
        d.nested("hands"),
        d.mapping("owner", keys=int),
        d.mapping_of_lists("stacks", keys=int),
        d.records("seats", Seat),
        d.rng("rng"),
        d.group("explore", d.value("ex_seat"), d.flat("ex_drawn")),
        d.shared("content"),
        d.scratch("events", list),
    )
    __slots__ = STATE.names


CONTENT = object()


def toy() -> Toy:
    t = object.__new__(Toy)
    t.round, t.pending = 2, ("pick", 1, (3, 4))
    t.deck, t.agenda = [5, 6, 7], [("turn", 0), ("end",)]
    t.hands = [[1, 2], [3]]
    t.owner = {10: "gold", 2: None}
    t.stacks = {3: [1, 2], 10: [9]}
    seat = object.__new__(Seat)
    seat.hp, seat.cards = 10, [4]
    t.seats = [seat]
    t.rng = Rng(42)
    t.ex_seat, t.ex_drawn = 1, [8]
    t.content, t.events = CONTENT, ["x"]
    return t


def mutate(t: Toy) -> None:
    t.deck.append(0)
    t.agenda.pop()
    t.hands[0].append(9)
    t.owner[5] = "red"
    t.stacks[3].append(7)
    t.seats[0].cards.append(1)
    t.seats[0].hp = 1
    t.rng.next64()
    t.ex_drawn.append(1)


def test_a_clone_is_independent_of_its_original() -> None:
    original = toy()
    before = original.snapshot()
    copy = original.clone()
    assert copy.snapshot() == before
    assert copy.content is CONTENT and copy.events == []  # shared kept, scratch fresh
    mutate(copy)
    assert original.snapshot() == before
    assert copy.snapshot() != before


def test_snapshot_round_trips_through_json() -> None:
    t = toy()
    snap = t.snapshot()
    assert snap["explore"] == [1, [8]] and snap["owner"] == {"10": "gold", "2": None}
    assert "content" not in snap and "events" not in snap and snap["rng"] == 42
    back = Toy.from_snapshot(json.loads(json.dumps(snap)), content=CONTENT)
    assert back.snapshot() == snap
    assert back.pending == ("pick", 1, (3, 4)) and back.agenda == [("turn", 0), ("end",)]
    assert back.owner == {10: "gold", 2: None} and back.stacks == {3: [1, 2], 10: [9]}
    assert isinstance(back.rng, Rng) and back.rng.next64() == toy().rng.next64()
    mutate(back)  # nothing shared with the snapshot it came from
    assert Toy.from_snapshot(json.loads(json.dumps(snap)), content=CONTENT).snapshot() == snap


@pytest.mark.parametrize("broken, message", [
    (lambda s: s.pop("deck"), "'deck' is missing"),
    (lambda s: s.update(explore=[1]), "'explore'"),
])
def test_a_malformed_snapshot_is_refused(broken: Any, message: str) -> None:
    snap = json.loads(json.dumps(toy().snapshot()))
    broken(snap)
    with pytest.raises(ValueError, match=message):
        Toy.from_snapshot(snap, content=CONTENT)


def test_shared_fields_must_be_given() -> None:
    with pytest.raises(ValueError, match="content"):
        Toy.from_snapshot(toy().snapshot())


def test_an_undeclared_slot_is_refused() -> None:
    with pytest.raises(TypeError, match="not declared in STATE: extra"):
        class Leaky(d.Declared):
            STATE = d.Fields(d.value("a"))
            __slots__ = ("a", "extra")


def test_a_field_declared_twice_is_refused() -> None:
    with pytest.raises(TypeError, match="declared twice: a"):
        d.Fields(d.value("a"), d.flat("a"))


def test_the_generated_clone_reads_as_a_method() -> None:
    assert Toy.clone.__qualname__ == "Toy.clone"
    assert "generated" in (Toy.clone.__doc__ or "")
