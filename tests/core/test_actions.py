"""Actions: JSON round trip, equality and hashing that ignore labels, and from_json errors."""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.core.actions import Action
from ludoteca.core.errors import IllegalAction
from ludoteca.games.genie import GAME


def through_json(action: Action) -> Action:
    return Action.from_json(json.loads(json.dumps(action.to_json())))


# ------------------------------------------------------------------------ making
def test_make_sorts_arguments_and_freezes_lists() -> None:
    a = Action.make("place", label="x", value=3, chest="gold")
    b = Action.make("place", chest="gold", value=3)
    assert a.args == (("chest", "gold"), ("value", 3))
    assert a == b
    c = Action.make("place", dice=[["bronze", 1], ["gold", 2]])
    assert c.get("dice") == (("bronze", 1), ("gold", 2))
    assert c == Action.make("place", dice=(("bronze", 1), ("gold", 2)))
    assert Action.make("draw").args == ()


def test_get_with_default() -> None:
    a = Action.make("card", card=4)
    assert a.get("card") == 4
    assert a.get("seat") is None
    assert a.get("seat", -1) == -1
    assert Action.make("x", flag=None).get("flag", "d") is None


@pytest.mark.parametrize("value", [1.5, {"a": 1}, {1, 2}, object(), [1, [2.0]], b"raw"])
def test_make_refuses_unsupported_values(value: object) -> None:
    with pytest.raises(IllegalAction, match="'field'"):
        Action.make("x", field=value)


def test_actions_are_frozen() -> None:
    a = Action.make("draw")
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.kind = "stop"  # type: ignore[misc]


def test_str_is_the_label_or_the_kind() -> None:
    assert str(Action.make("draw", label="draw a card")) == "draw a card"
    assert str(Action.make("draw")) == "draw"


# ------------------------------------------------------------------- equality
def test_equality_and_hash_ignore_the_label() -> None:
    a = Action.make("card", label="red gem", card=7)
    b = Action.make("card", label="something else", card=7)
    c = Action.make("card", card=7)
    assert a == b == c
    assert hash(a) == hash(b) == hash(c)
    assert len({a, b, c}) == 1
    assert {a: 1}[c] == 1
    assert a != Action.make("card", card=8)
    assert a != Action.make("seat", card=7)
    assert a != Action.make("card", card=7, extra=0)


def test_a_boolean_is_not_an_integer() -> None:
    """Python has True == 1; actions must not, or a JSON true would pass for the id 1."""
    assert Action.make("card", card=True) != Action.make("card", card=1)
    assert Action.make("card", card=False) != Action.make("card", card=0)
    assert Action.make("x", v=(1, True)) != Action.make("x", v=(1, 1))
    assert Action.from_json({"kind": "card", "card": True}) == Action.make("card", card=True)
    assert len({Action.make("card", card=1), Action.make("card", card=True)}) == 2


# -------------------------------------------------------------------- JSON form
def test_json_form() -> None:
    a = Action.make("place", label="place 3 on bronze", dice=(("bronze", 3),))
    assert a.to_json() == {"kind": "place", "dice": [["bronze", 3]]}
    assert "label" not in a.to_json()
    assert Action.make("rub").to_json() == {"kind": "rub"}


def test_json_round_trip_keeps_equality_not_label() -> None:
    a = Action.make("place", label="nice label", dice=(("bronze", 3), ("gold", 6)))
    back = through_json(a)
    assert back == a and hash(back) == hash(a)
    assert back.label == ""
    assert back.to_json() == a.to_json()


def test_from_json_ignores_a_label_field() -> None:
    a = Action.from_json({"kind": "card", "card": 3, "label": "blue gem"})
    assert a == Action.make("card", card=3) and a.get("label") is None


def test_every_genie_catalog_action_round_trips() -> None:
    state = GAME.new(2, 1)
    count = GAME.num_distinct_actions(2, {})
    for index in range(count):
        action = GAME.action_from_id(state, index)
        back = through_json(action)
        assert back == action
        assert GAME.action_id(state, back) == index


@pytest.mark.parametrize("data", [None, [], "draw", 5, ["kind", "draw"], ("kind",)])
def test_from_json_needs_an_object(data: object) -> None:
    with pytest.raises(IllegalAction, match="JSON object"):
        Action.from_json(data)


@pytest.mark.parametrize("data", [{}, {"kind": ""}, {"kind": 5}, {"kind": None},
                                  {"kind": ["draw"]}, {"card": 3}])
def test_from_json_needs_a_kind(data: dict) -> None:
    with pytest.raises(IllegalAction, match="'kind'"):
        Action.from_json(data)


@pytest.mark.parametrize("value", [1.5, {"id": 3}, [1, {"a": 2}], [[0.5]]])
def test_from_json_refuses_unsupported_values(value: object) -> None:
    with pytest.raises(IllegalAction, match="'card'"):
        Action.from_json({"kind": "card", "card": value})


def test_from_json_refuses_non_string_field_names() -> None:
    with pytest.raises(IllegalAction, match="names must be strings"):
        Action.from_json({"kind": "card", 3: "x"})


# ------------------------------------------------------------------- properties
scalars = st.one_of(st.integers(-(2**40), 2**40), st.booleans(), st.text(max_size=8),
                    st.none())
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4), max_leaves=10)
names = st.text(alphabet="abcdefghijklmnopqrstuvwxyz_", min_size=1, max_size=8).filter(
    lambda n: n not in ("kind", "label"))


# 50 examples in the quick run, 200 in the full run
@pytest.mark.parametrize("examples", [50, pytest.param(200, marks=pytest.mark.slow)])
def test_property_json_round_trip(examples: int) -> None:
    @settings(max_examples=examples, deadline=None, derandomize=True, database=None)
    @given(kind=st.text(min_size=1, max_size=10),
           args=st.dictionaries(names, values, max_size=4), label=st.text(max_size=10))
    def round_trip(kind: str, args: dict, label: str) -> None:
        action = Action.make(kind, label=label, **args)
        back = through_json(action)
        assert back == action and hash(back) == hash(action)
        assert back.to_json() == action.to_json()
        assert json.loads(json.dumps(action.to_json())) == action.to_json()

    round_trip()
