"""A scenario's setup is a snapshot plus overrides: declared fields set by name onto a
snapshot, checked against the declaration (core/overrides.py)."""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca.core import declare as d
from ludoteca.core.errors import ScenarioError
from ludoteca.core.overrides import override, settable
from ludoteca.core.rng import Rng


class Seat(d.Declared):
    STATE = d.Fields(d.value("hp"), d.flat("cards"))
    __slots__ = STATE.names


class Table(d.Declared):
    STATE = d.Fields(
        d.value("players", "round", "pending", decode=d.deep_tuple),
        d.flat("deck", "ready"),
        d.nested("hands"),
        d.mapping("owner", keys=int),
        d.records("seats", Seat),
        d.rng("rng"),
        d.group("explore", d.value("ex_seat"), d.flat("ex_drawn")),
        d.shared("content"),
        d.scratch("events", list),
    )
    __slots__ = STATE.names


def snapshot() -> dict[str, Any]:
    t = object.__new__(Table)
    t.players, t.round, t.pending = 2, 1, None
    t.deck, t.ready = [5, 6, 7], [False, False]
    t.hands = [[1, 2], [3]]
    t.owner = {10: "gold"}
    t.seats = []
    for hp in (10, 8):
        seat = object.__new__(Seat)
        seat.hp, seat.cards = hp, [4]
        t.seats.append(seat)
    t.rng = Rng(42)
    t.ex_seat, t.ex_drawn = -1, []
    t.content, t.events = None, []
    return t.snapshot()


def built(changes: dict[str, Any], **kw: Any) -> Table:
    snap = snapshot()
    override(Table.STATE, snap, changes, **kw)
    table: Table = Table.from_snapshot(snap, content=None)
    return table


def test_every_declared_field_is_settable_by_its_own_name() -> None:
    # state only: the scenario's top-level fields, shared, scratch and cache fields are not
    assert sorted(settable(Table.STATE)) == sorted(
        ["round", "pending", "deck", "ready", "hands", "owner", "seats", "rng", "ex_seat",
         "ex_drawn"])


def test_overrides_reach_the_state_in_snapshot_form() -> None:
    t = built({"round": 3, "pending": ["pick", 1, [3, 4]], "deck": [9], "hands": [[], [1]],
               "owner": {"7": "red"}, "rng": 5, "ex_seat": 1, "ex_drawn": [2]})
    assert (t.round, t.pending, t.deck, t.hands) == (3, ("pick", 1, (3, 4)), [9], [[], [1]])
    assert t.owner == {7: "red"} and t.rng.state == 5
    assert (t.ex_seat, t.ex_drawn) == (1, [2])  # a field of a group, by its own name
    assert t.snapshot()["explore"] == [1, [2]]


def test_records_are_overridden_field_by_field() -> None:
    t = built({"seats": {"1": {"hp": 3}}})
    assert [(s.hp, s.cards) for s in t.seats] == [(10, [4]), (3, [4])]
    t = built({"seats": [{"cards": []}, {"hp": 0, "cards": [1, 2]}]})
    assert [(s.hp, s.cards) for s in t.seats] == [(10, []), (0, [1, 2])]


def test_the_overrides_leave_the_given_value_alone() -> None:
    deck = [1, 2]
    t = built({"deck": deck})
    t.deck.append(3)
    assert deck == [1, 2]


@pytest.mark.parametrize(("changes", "message"), [
    ([], "setup 'state' must map declared field names to values"),
    ({"rounds": 2}, r"setup 'state': unknown field 'rounds'; the state's fields are: deck, "
                    r"ex_drawn, ex_seat, hands, owner, pending, ready, rng, round, seats$"),
    ({"content": 1}, "unknown field 'content'"),  # shared: not state
    ({"events": []}, "unknown field 'events'"),  # scratch: not state
    ({"players": 3}, "'players' is set by the scenario's top-level 'players'"),
    ({"round": "2"}, r"setup 'state.round': expected an integer, got '2'"),
    ({"round": True}, "setup 'state.round': expected an integer, got True"),
    ({"deck": 5}, "setup 'state.deck': expected a list, got 5"),
    ({"deck": [1, "x"]}, r"setup 'state.deck.1': expected an integer, got 'x'"),
    ({"ready": [True, 1]}, r"setup 'state.ready.1': expected true or false, got 1"),
    ({"hands": [[1]]}, "setup 'state.hands': expected 2 entries, got 1"),
    ({"hands": [[1], ["a"]]}, r"setup 'state.hands.1.0': expected an integer, got 'a'"),
    ({"owner": {"x": "red"}}, r"setup 'state.owner': .* cannot be read as 'owner' "
                              r"\(ValueError"),
    ({"owner": {"7": 1}}, r"setup 'state.owner.7': expected a string, got 1"),
    ({"rng": "seed"}, "setup 'state.rng': expected an integer"),
    ({"pending": [1, 2]}, None),  # a value field is checked at its top only: anything goes
    ({"seats": {"2": {"hp": 1}}}, "setup 'state.seats': no record '2'"),
    ({"seats": [{}]}, "setup 'state.seats': expected 2 entries, one per record, got 1"),
    ({"seats": {"0": {"mana": 1}}}, r"setup 'state.seats.0': unknown field 'mana'; .*: "
                                    r"cards, hp$"),
    ({"seats": {"0": {"cards": 4}}}, "setup 'state.seats.0.cards': expected a list, got 4"),
    ({"seats": 3}, "setup 'state.seats' must be a list of per-record overrides"),
])
def test_bad_overrides_are_scenario_errors(changes: Any, message: str | None) -> None:
    if message is None:
        built(changes)
        return
    with pytest.raises(ScenarioError, match=message):
        built(changes)


def test_per_seat_lists_keep_one_entry_per_seat() -> None:
    with pytest.raises(ScenarioError, match=r"'state.ready': expected one entry per seat "
                                            r"\(2\), got 3"):
        built({"ready": [True, True, False]}, seats={"ready": 2})
    assert built({"ready": [True, False]}, seats={"ready": 2}).ready == [True, False]
