"""The core action catalogue: listed and computed blocks, ids through them, errors."""

from __future__ import annotations

import itertools
import pickle
import re
from typing import Any

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.catalog_game import CatalogGame
from ludoteca.core.catalogue import Catalogue, Computed, Listed, listed
from ludoteca.core.errors import IllegalAction
from ludoteca.games.genie import GAME as GENIE
from ludoteca.games.kingoftokyo import GAME as KOT

DONE = Action.make("done", label="done")
DRAWS = tuple(Action.make("draw", label=f"draw {n}", n=n) for n in range(3))


def place_label(card: str, x: int, y: int, turned: bool) -> str:
    return f"{card} at {x},{y}" + (" turned" if turned else "")


def toy() -> Catalogue:
    """3 listed, then 2 x 3 x 2 x 2 = 24 placements, then 2 x 3 = 6 hits, then 1 listed."""
    return Catalogue("toy", (
        Listed((DONE, *DRAWS)),
        Computed("place", {"card": ("a", "b"), "x": range(-1, 2), "y": range(0, 4, 2),
                           "turned": (False, True)}, label=place_label),
        Computed("hit", {"seat": range(2), "card": ("a", "b", "c")}),
        Listed((Action.make("resign"),)),
    ))


def test_ids_run_through_the_blocks_in_order() -> None:
    cat = toy()
    assert cat.size == 4 + 24 + 6 + 1
    assert [cat.id_of(a) for a in (DONE, *DRAWS)] == [0, 1, 2, 3]
    assert cat.from_id(0) is DONE and cat.from_id(3) is DRAWS[2]
    # the first field is the most significant digit, the last the least
    assert cat.from_id(4).to_json() == {"kind": "place", "card": "a", "turned": False,
                                        "x": -1, "y": 0}
    assert cat.from_id(5).to_json()["turned"] is True
    assert cat.from_id(6).to_json()["y"] == 2
    assert cat.from_id(8).to_json()["x"] == 0
    assert cat.from_id(4 + 12).to_json()["card"] == "b"
    assert cat.from_id(27).to_json() == {"kind": "place", "card": "b", "turned": True,
                                         "x": 1, "y": 2}
    assert cat.from_id(28).to_json() == {"kind": "hit", "card": "a", "seat": 0}
    assert cat.from_id(29).to_json() == {"kind": "hit", "card": "b", "seat": 0}
    assert cat.from_id(31).to_json() == {"kind": "hit", "card": "a", "seat": 1}
    assert cat.from_id(34).to_json() == {"kind": "resign"}
    assert cat.id_of(Action.make("resign")) == 34


def test_every_id_round_trips_and_is_made_once() -> None:
    cat = toy()
    seen = [cat.from_id(i) for i in range(cat.size)]
    assert len(set(seen)) == cat.size
    for i, action in enumerate(seen):
        assert cat.id_of(action) == i
        assert cat.from_id(i) is action  # shared, not made again
        assert cat.id_of(Action.from_json(action.to_json())) == i  # a copy, by value


def test_computed_order_matches_the_product_of_domains() -> None:
    block = Computed("place", {"card": ("a", "b"), "x": range(-1, 2), "y": range(0, 4, 2),
                               "turned": (False, True)})
    expected = itertools.product(("a", "b"), range(-1, 2), range(0, 4, 2), (False, True))
    for i, (card, x, y, turned) in enumerate(expected):
        action = block.at(i)
        assert action == Action.make("place", card=card, x=x, y=y, turned=turned)
        assert block.local(action) == i
        assert block.get(card, x, y, turned) is action


def test_labels_come_from_the_game() -> None:
    cat = toy()
    assert cat.from_id(5).label == "a at -1,0 turned"
    assert cat.computed("place").get("b", 1, 2, False).label == "b at 1,2"
    assert cat.computed("hit").get(1, "c").label == ""  # no label maker: the kind names it
    assert str(cat.computed("hit").get(1, "c")) == "hit"


def test_get_and_from_id_share_one_instance() -> None:
    cat = toy()
    made = cat.computed("place").get("a", 0, 2, True)
    assert cat.from_id(cat.id_of(made)) is made
    first = cat.from_id(33)
    assert cat.computed("hit").get(1, "c") is first


@pytest.mark.parametrize("number", [-1, 35, 10**9, True, False, 2.0, "1", None])
def test_bad_ids(number: Any) -> None:
    with pytest.raises(IllegalAction, match=f"^{re.escape(f'no toy action has id {number!r}')}$"):
        toy().from_id(number)


@pytest.mark.parametrize("action", [
    Action.make("place", card="a", x=0, y=0, turned=1),  # 1 is not True
    Action.make("place", card="a", x=True, y=0, turned=False),  # True is not 1
    Action.make("place", card="a", x=0, y=1, turned=False),  # off the range's step
    Action.make("place", card="a", x=2, y=0, turned=False),  # past the range
    Action.make("place", card="c", x=0, y=0, turned=False),  # no such choice
    Action.make("place", card="a", x=0, y=0),  # a field missing
    Action.make("place", card="a", x=0, y=0, turned=False, seat=1),  # one too many
    Action.make("place", card="a", x=0, why=0, turned=False),  # a wrong name
    Action.make("place", card=("a",), x=0, y=0, turned=False),  # a tuple, not a choice
    Action.make("hit", seat=0, card=1),
    Action.make("draw", n=3),
    Action.make("draw", n=True),  # listed n=1, but True is not 1
    Action.make("nothing"),
])
def test_bad_actions(action: Action) -> None:
    with pytest.raises(IllegalAction, match=r"^\{.*\} is not a toy action$"):
        toy().id_of(action)


def test_get_refuses_values_outside_the_domains() -> None:
    block = toy().computed("place")
    with pytest.raises(IllegalAction, match="is no place x"):
        block.get("a", 5, 0, False)
    with pytest.raises(IllegalAction, match="is no place turned"):
        block.get("a", 0, 0, 1)
    with pytest.raises(IllegalAction, match="takes 4 values"):
        block.get("a", 0, 0)


def test_malformed_catalogues_are_refused() -> None:
    with pytest.raises(ValueError, match="twice"):
        Listed((DONE, Action.make("done")))
    with pytest.raises(ValueError, match="listed twice"):
        Catalogue("toy", (Listed((DONE,)), Listed((DONE,))))
    with pytest.raises(ValueError, match="two computed blocks"):
        Catalogue("toy", (Computed("hit", {"n": range(2)}), Computed("hit", {"m": range(2)})))
    with pytest.raises(ValueError, match="both listed and computed"):
        Catalogue("toy", (Listed((Action.make("hit", n=1),)), Computed("hit", {"n": range(2)})))
    with pytest.raises(ValueError, match="clash"):
        Computed("hit", {"n": (1, True)})
    with pytest.raises(ValueError, match="not a str, int or bool"):
        Computed("hit", {"n": (1.5,)})
    with pytest.raises(ValueError, match="range or a tuple"):
        Computed("hit", {"n": [1, 2]})  # type: ignore[dict-item]
    with pytest.raises(ValueError, match="at least one field"):
        Computed("hit", {})


def test_empty_blocks_take_no_ids() -> None:
    cat = Catalogue("toy", (Listed(()), Computed("hit", {"n": ()}), Listed((DONE,)),
                            Computed("miss", {"n": range(0)}), Listed(DRAWS)))
    assert cat.size == 4
    assert cat.from_id(0) is DONE and cat.from_id(1) is DRAWS[0]
    with pytest.raises(IllegalAction):
        cat.id_of(Action.make("hit", n=0))


def test_listed_is_one_block() -> None:
    cat = listed("toy", (DONE, *DRAWS))
    assert cat.size == 4 and len(cat.blocks) == 1
    assert [cat.from_id(i) for i in range(4)] == [DONE, *DRAWS]


# ---------------------------------------------------------------- CatalogGame
@pytest.mark.parametrize("game", [GENIE, KOT])
def test_listed_games_keep_their_positions_as_ids(game: CatalogGame) -> None:
    actions = game.catalog_of(game.content).all
    assert game.num_distinct_actions(3, {}) == len(actions)
    for i, action in enumerate(actions):
        assert game.action_from_id(None, i) is action  # type: ignore[arg-type]
        assert game.action_id(None, action) == i  # type: ignore[arg-type]
    assert game.catalogue(game.content) is game.catalogue(game.content)  # made once
    with pytest.raises(IllegalAction, match=f"no {game.meta.id} action has id"):
        game.action_from_id(None, len(actions))  # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match=f"is not a {game.meta.id} action"):
        game.action_id(None, Action.make("nothing"))  # type: ignore[arg-type]


def test_canonical_form_keeps_the_callers_words() -> None:
    """genie accepts dice in any order: the id is the canonical one's, and an unknown
    placement is reported as the caller wrote it."""
    wrote = Action.make("place", dice=[["gold", 2], ["bronze", 1]])
    canonical = Action.make("place", dice=[["bronze", 1], ["gold", 2]])
    assert GENIE.action_id(None, wrote) == GENIE.action_id(None, canonical)  # type: ignore[arg-type]
    bad = Action.make("place", dice=[["gold", 9], ["bronze", 1]])
    with pytest.raises(IllegalAction, match=r"\[\['gold', 9\], \['bronze', 1\]\]\} is not"):
        GENIE.action_id(None, bad)  # type: ignore[arg-type]


def test_a_catalogue_pickles_with_the_states_that_hold_it() -> None:
    """A search bot's state, its catalogue included, goes to a worker process by pickle."""
    cat = toy()
    cat.from_id(5)  # an action made and kept before pickling
    back = pickle.loads(pickle.dumps(cat))
    assert [back.from_id(i) for i in range(back.size)] == [cat.from_id(i)
                                                            for i in range(cat.size)]
    assert back.id_of(cat.from_id(7)) == 7
    with pytest.raises(IllegalAction):
        back.id_of(Action.make("place", card="a", turned=1, x=0, y=0))
