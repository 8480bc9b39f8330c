"""Saboteur's action ids never move: RL policies and stored data depend on them.

The numbering is checked against a frozen copy of the arithmetic the game used before its
ids came from the core catalogue (written out here, not imported), over every id of the
enumerated block, a few thousand computed ones (fixed seed) and every block boundary."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.errors import IllegalAction
from ludoteca.core.rng import Rng
from ludoteca.games.saboteur import GAME
from ludoteca.games.saboteur.catalog import catalog

# ---------------------------------------------------------------- the frozen numbering
SIZE = 1_960_841
ENUMERATED = 299
# sha256 of the JSON list of the enumerated actions' to_json(), in id order
ENUMERATED_SHA = "3749e05e5f7ea1472a0de33a9f71a88d809f46318f9d86f9a6ca9aaf62440ae9"
PATH_TYPES = (
    "s1_straight_ns", "s1_straight_ew", "s1_curve_se", "s1_curve_sw", "s1_t_nse", "s1_t_nwe",
    "s1_cross", "s1_dead_s", "s1_dead_w", "s1_dead_ns", "s1_dead_ew", "s1_dead_se",
    "s1_dead_sw", "s1_dead_nse", "s1_dead_nwe", "s1_dead_all", "s2_bridge",
    "s2_double_curve_a", "s2_double_curve_b", "s2_ladder_s", "s2_ladder_w",
    "s2_ladder_curve_se", "s2_ladder_curve_ne", "s2_door_green_curve_se", "s2_door_green_ew",
    "s2_door_green_ns_dead_e", "s2_door_blue_ns", "s2_door_blue_ew", "s2_door_blue_curve_sw",
    "s2_curve_ne_dead_s", "s2_straight_ns_dead_e_w", "s2_straight_ew_dead_n_s",
    "s2_straight_ns_dead_e", "s2_curve_se_dead_n", "s2_crystal_dead_w", "s2_crystal_dead_s",
    "s2_crystal_t_esw", "s2_crystal_t_esw_dead_n", "s2_crystal_t_nes",
    "s2_crystal_t_nsw_dead_e", "s2_crystal_cross", "s2_crystal_straight_ew_dead_s",
)
ROCK_TYPES = ("rockfall", "unknown_21st")
X0, X1, Y0, Y1 = -72, 80, -74, 74
W, H = X1 - X0 + 1, Y1 - Y0 + 1
PATHS = len(PATH_TYPES) * W * H * 2
ROCKS = ENUMERATED + PATHS  # the first rockfall id


def frozen_decode(number: int) -> dict[str, Any]:
    """The JSON form of a computed id, as the game numbered them."""
    rest = number - ENUMERATED
    if rest < PATHS:
        cell, turned = divmod(rest, 2)
        t, xy = divmod(cell, W * H)
        x, y = divmod(xy, H)
        return {"kind": "path", "card": PATH_TYPES[t], "turned": bool(turned),
                "x": x + X0, "y": y + Y0}
    t, xy = divmod(rest - PATHS, W * H)
    x, y = divmod(xy, H)
    return {"kind": "rockfall", "card": ROCK_TYPES[t], "x": x + X0, "y": y + Y0}


def frozen_id(data: dict[str, Any]) -> int:
    """The id of a computed action's JSON form, as the game numbered them."""
    x, y = data["x"] - X0, data["y"] - Y0
    if data["kind"] == "path":
        cell = (PATH_TYPES.index(data["card"]) * W + x) * H + y
        return ENUMERATED + cell * 2 + data["turned"]
    return ROCKS + (ROCK_TYPES.index(data["card"]) * W + x) * H + y


BOUNDARIES = (0, 1, ENUMERATED - 1, ENUMERATED, ENUMERATED + 1, ENUMERATED + W * H * 2 - 1,
              ENUMERATED + W * H * 2, ROCKS - 2, ROCKS - 1, ROCKS, ROCKS + 1,
              ROCKS + W * H - 1, ROCKS + W * H, SIZE - 2, SIZE - 1)


def computed_ids() -> list[int]:
    rng = random.Random(20240611)
    picked = [rng.randrange(ENUMERATED, SIZE) for _ in range(3000)]
    picked += [rng.randrange(ROCKS, SIZE) for _ in range(500)]  # the small block too
    return [*picked, *(b for b in BOUNDARIES if b >= ENUMERATED)]


# ---------------------------------------------------------------- the checks
def test_size() -> None:
    assert catalog(GAME.content).size == SIZE
    assert GAME.num_distinct_actions(2, {}) == SIZE
    assert GAME.num_distinct_actions(12, {}) == SIZE


def test_enumerated_block_is_unchanged() -> None:
    cat = catalog(GAME.content)
    assert len(cat.all) == ENUMERATED
    digest = hashlib.sha256(json.dumps([a.to_json() for a in cat.all]).encode()).hexdigest()
    assert digest == ENUMERATED_SHA
    assert cat.cards.path_types == PATH_TYPES and cat.cards.rockfall_types == ROCK_TYPES
    for i, action in enumerate(cat.all):
        assert cat.from_id(i) is action
        assert GAME.action_from_id(None, i) is action  # type: ignore[arg-type]
        assert cat.id_of(action) == i == GAME.action_id(None, action)  # type: ignore[arg-type]
        assert cat.id_of(Action.from_json(action.to_json())) == i  # a copy: by value


def test_computed_ids_match_the_frozen_arithmetic() -> None:
    cat = catalog(GAME.content)
    for i in computed_ids():
        action = cat.from_id(i)
        data = action.to_json()
        assert data == frozen_decode(i), i
        assert frozen_id(data) == i
        assert cat.id_of(action) == i
        assert cat.id_of(Action.from_json(data)) == i  # a fresh copy, no shared instance
        assert cat.from_id(i) is action  # made once, shared from then on
        if data["kind"] == "path":
            assert cat.path(data["card"], data["x"], data["y"], data["turned"]) is action
            turned = ", turned round" if data["turned"] else ""
            assert action.label.endswith(f" at {data['x']}, {data['y']}{turned}")
        else:
            assert cat.rockfall(data["card"], data["x"], data["y"]) is action
            assert action.label.endswith(f" on {data['x']}, {data['y']}")


def test_engine_actions_have_their_frozen_ids() -> None:
    """Every action a random game lists has its frozen id, and the id gives back the
    engine's own instance (the codecs know actions by identity)."""
    for seed in range(3):
        s = GAME.new(4, seed)
        rng = Rng(seed)
        steps = 0
        while not s.is_over() and steps < 150:
            seat = s.to_move()[0]
            legal = s.legal(seat)
            for action in legal:
                i = GAME.action_id(s, action)
                if i >= ENUMERATED:
                    assert i == frozen_id(action.to_json())
                assert GAME.action_from_id(s, i) is action
            s.apply(seat, rng.choice(legal))
            steps += 1


@pytest.mark.parametrize("number", [-1, SIZE, SIZE + 5, True, False, 1.0, "3", None])
def test_bad_ids(number: Any) -> None:
    with pytest.raises(IllegalAction, match="no saboteur action has id"):
        GAME.action_from_id(None, number)  # type: ignore[arg-type]


@pytest.mark.parametrize("data", [
    {"kind": "path", "card": "s1_cross", "x": 1, "y": 0, "turned": 1},  # 1 is not True
    {"kind": "path", "card": "s1_cross", "x": True, "y": 0, "turned": False},
    {"kind": "path", "card": "s1_cross", "x": 1, "y": 0},  # turned missing
    {"kind": "path", "card": "s1_cross", "x": 1, "y": 0, "turned": False, "seat": 0},
    {"kind": "path", "card": "s1_cross", "x": X1 + 1, "y": 0, "turned": False},
    {"kind": "path", "card": "s1_cross", "x": 0, "y": Y0 - 1, "turned": False},
    {"kind": "path", "card": "rockfall", "x": 1, "y": 0, "turned": False},
    {"kind": "rockfall", "card": "rockfall", "x": 1, "y": 0, "turned": False},
    {"kind": "rockfall", "card": "s1_cross", "x": 1, "y": 0},
    {"kind": "discard", "card": "no_such_card"},
    {"kind": "steal", "seat": True},
    {"kind": "nothing"},
])
def test_bad_actions(data: dict[str, Any]) -> None:
    action = Action.from_json(data)
    with pytest.raises(IllegalAction, match=r"is not a saboteur action$"):
        GAME.action_id(None, action)  # type: ignore[arg-type]


def test_cells_outside_the_box_still_play() -> None:
    """A scenario's maze may reach past the id box: those actions are made (and shared)
    as before, they only have no id."""
    cat = catalog(GAME.content)
    far = cat.path("s1_cross", X1 + 3, 0, False)
    assert far is cat.path("s1_cross", X1 + 3, 0, False)
    assert far.to_json() == {"kind": "path", "card": "s1_cross", "turned": False,
                             "x": X1 + 3, "y": 0}
    with pytest.raises(IllegalAction, match="is not a saboteur action"):
        cat.id_of(far)
    rock = cat.rockfall("rockfall", 0, Y1 + 1)
    assert rock is cat.rockfall("rockfall", 0, Y1 + 1) and rock.label.endswith(f"0, {Y1 + 1}")


def test_a_state_pickles_with_its_catalogue() -> None:
    """The server sends a search bot's state to a worker process by pickle: the catalogue
    (its computed blocks ask the catalogue's own tables) goes with it."""
    import pickle

    from ludoteca.core.registry import get_game

    game = get_game("saboteur")
    state = game.new(5, 3, {})
    seat = state.to_move()[0]
    listed_now = list(state.legal(seat))
    back = pickle.loads(pickle.dumps(state))
    assert back.digest() == state.digest() and list(back.legal(seat)) == listed_now
    ids = [game.action_id(back, a) for a in back.legal(seat)]
    assert [game.action_from_id(back, i) for i in ids] == listed_now
