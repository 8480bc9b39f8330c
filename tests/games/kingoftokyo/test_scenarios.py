"""Runs every King of Tokyo scenario file, and checks that malformed setups fail clearly.

The files in scenarios/ restate the worked examples of rules.md section 13 (Ex-1..Ex-7, with
sub-situations as separate files: ex01a, ex01b...); docs/scenarios.md lists them. A failing
file shows every failed expectation.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from ludoteca.core.errors import ScenarioError
from ludoteca.core.scenario import run, run_file
from tests.scenario_files import assert_passes, scenario_files

FILES = scenario_files(__file__)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_file_passes(path: Path) -> None:
    assert_passes(path)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_file_is_well_formed(path: Path) -> None:
    data = json.loads(path.read_text())
    assert data["game"] == "kingoftokyo"
    assert {"name", "description", "source", "players", "seed"} <= data.keys()
    assert data.get("expect"), "every scenario checks a final outcome"


def test_every_rulebook_example_has_a_scenario() -> None:
    stems = {p.stem for p in FILES}
    for number in range(1, 8):
        prefix = f"ex{number:02d}"
        assert any(s.startswith(prefix) for s in stems), f"no scenario for Ex-{number}"
    # the sub-situations the examples name
    for stem in ("ex01a_four_ones", "ex01b_three_ones", "ex02_full_dice_turn",
                 "ex02b_full_dice_turn_yield", "ex03_sweep_and_buy",
                 "ex04_five_players_city_and_bay", "ex05a_fire_breathing_two_players",
                 "ex06a_all_die_together", "ex06b_twenty_vp_and_zero_hearts",
                 "ex07a_bay_closes_city_empty"):
        assert stem in stems, f"missing scenario {stem}"


def test_the_scenarios_are_listed_in_the_docs() -> None:
    docs = (Path(__file__).parents[3] / "docs" / "scenarios.md").read_text()
    for path in FILES:
        assert f"`{path.name}`" in docs, f"{path.name} is not in docs/scenarios.md"


# ------------------------------------------------------------ malformed setups
BASE: dict[str, Any] = {
    "name": "base",
    "description": "Gigazaur resolves 1 1 1 2 3 ENERGY",
    "source": "test",
    "game": "kingoftokyo",
    "players": 3,
    "seed": 1,
    "setup": {
        "monsters": ["gigazaur", "cyber_bunny", "the_king"],
        "active": 0,
        "city": 1,
        "phase": "resolve",
        "dice": ["1", "1", "1", "2", "3", "energy"],
    },
    "steps": [{"act": [0, {"kind": "resolve", "group": "numbers"}]}],
    "expect": {"vp.0": 1, "wickedness.0": 2, "energy.0": 1, "active": 1},
}


def scenario(setup: dict[str, Any] | None = None, **changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    for key, value in (setup or {}).items():
        if value is None:
            data["setup"].pop(key, None)
        else:
            data["setup"][key] = value
    for key, value in changes.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    return data


def test_the_base_scenario_passes() -> None:
    result = run(scenario())
    assert result.passed, result.failures


@pytest.mark.parametrize(("setup", "message"), [
    # unknown fields
    ({"colour": "red"}, "unknown kingoftokyo setup field.*colour"),
    ({"hearts": [10, 10, 10]}, "unknown kingoftokyo setup field.*hearts"),
    # unknown cards, tiles, monsters
    ({"cards": [["no_such_card"], [], []]}, "setup 'cards': unknown card 'no_such_card'"),
    ({"market": ["no_such_card", None, None]}, "setup 'market': unknown card 'no_such_card'"),
    ({"deck_top": ["no_such_card"]}, "setup 'deck_top': unknown card 'no_such_card'"),
    ({"discard": ["no_such_card"]}, "setup 'discard': unknown card 'no_such_card'"),
    ({"market": [["tank"], None, None]}, r"setup 'market': unknown card \['tank'\]"),
    ({"cards": [["tank"], [], []]}, "'tank' is not a KEEP card"),
    ({"deck_top": ["frenzy", "frenzy"]}, "no 'frenzy' card left to take"),
    ({"discard": "tank"}, "setup 'discard' must be a list of card ids"),
    ({"tiles": [["no_such_tile"], [], []]}, "unknown tile face 'no_such_tile'"),
    ({"tiles": ["devious", [], []]}, "one list of tile faces per seat"),
    ({"tiles": [["devious"], ["barbs"], []]}, "the tile of 'barbs' is named twice"),
    ({"stacks": {"3": ["cyberbrain"]}}, "no level-3 tile 'cyberbrain'"),
    ({"stacks": {"4": []}}, "bad level '4'"),
    ({"monsters": ["godzilla", "gigazaur", "kraken"]}, "unknown monster 'godzilla'"),
    ({"monsters": ["gigazaur", "gigazaur", "kraken"]}, "a monster is named twice"),
    # bad seats
    ({"city": 3}, "setup 'city': no seat 3"),
    ({"city": "1"}, "setup 'city': no seat '1'"),
    ({"city": True}, "setup 'city': no seat True"),
    ({"bay": 7}, "setup 'bay': no seat 7"),
    ({"active": -1}, "setup 'active': no seat -1"),
    ({"first_player": 9}, "setup 'first_player': no seat 9"),
    ({"extra_turns": [[5, 0]]}, "setup 'extra_turns': no seat 5"),
    ({"extra_turns": [1]}, r"'extra_turns': a list of \[seat, dice fewer\] pairs"),
    ({"city": 1, "bay": 1}, "one monster cannot be in Tokyo City and Tokyo Bay"),
    ({"bay": 2}, "Tokyo Bay is used only with 5 or more monsters alive"),
    ({"alive": [True, False, True]}, "an eliminated monster cannot be in Tokyo"),
    ({"hp": [10, 10]}, "'hp' must be a list with one entry per seat"),
    # bad faces
    ({"dice": ["1", "seven"]}, "setup 'dice': unknown face 'seven'"),
    ({"dice": "111"}, "setup 'dice' must be a list of faces"),
    ({"dice": ["1"] * 11}, "at most 10 faces"),
    ({"roll_results": ["claw"]}, "setup 'roll_results': unknown face 'claw'"),
    ({"phase": "start"}, "'dice' needs phase roll or resolve; use roll_results"),
    # bad values
    ({"phase": "end"}, "'phase' must be start, roll, resolve or buy"),
    ({"phase": "roll", "rolls_left": "2"}, "'rolls_left' must be a non-negative integer"),
    ({"hp": [10, 11, 10]}, "'hp': above a monster's maximum"),
    ({"vp": [1.5, 0, 0]}, "'vp': values must be non-negative integers"),
    ({"energy": [True, 0, 0]}, "'energy': values must be non-negative integers"),
    ({"wickedness": [11, 0, 0]}, "'wickedness': the gauge stops at 10"),
    ({"alive": [1, 1, 1]}, "'alive': values must be true or false"),
    ({"levels_taken": [[4], [], []]}, "'levels_taken': lists of 3, 6 and 10"),
    ({"copy": ["armor_plating", None, None]}, "needs the fluxling tile"),
])
def test_bad_setups_raise(setup: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        run(scenario(setup))


@pytest.mark.parametrize(("changes", "message"), [
    ({"options": {"tiles": "blue"}}, "option tiles must be one of"),
    ({"options": {"speed": 1}}, "unknown kingoftokyo option"),
    ({"players": 7}, "takes 2-6 players"),
    ({"expected": {}}, "unknown scenario field"),
])
def test_bad_top_level_fields_raise(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        run(scenario(**changes))


def test_errors_from_a_file_name_the_file(tmp_path: Path) -> None:
    path = tmp_path / "case.json"
    path.write_text(json.dumps(scenario({"cards": [["no_such_card"], [], []]})))
    with pytest.raises(ScenarioError, match=r"case\.json: setup 'cards': unknown card"):
        run_file(path)


def test_a_refused_action_is_a_failure_not_an_error() -> None:
    result = run(scenario(steps=[{"act": [0, {"kind": "resolve", "group": "smash"}]}]))
    assert not result.passed
    assert result.failures == [
        "step 1: {'kind': 'resolve', 'group': 'smash'} was refused: "
        "{'kind': 'resolve', 'group': 'smash'} is not legal for seat 0 now"]


def test_an_expected_refusal_passes_and_changes_nothing() -> None:
    result = run(scenario(steps=[
        {"act": [1, {"kind": "resolve", "group": "numbers"}], "error": "nothing to decide"},
        {"act": [0, {"kind": "sweep"}], "error": "not legal"},
        {"expect": {"vp.0": 0, "pending": "resolve", "to_move": [0]}},
        {"act": [0, {"kind": "resolve", "group": "numbers"}]},
    ]))
    assert result.passed, result.failures


def test_roll_results_force_several_turns() -> None:
    """roll_results is not limited to one roll: it feeds every die rolled until it runs out."""
    result = run(scenario(
        {"phase": "start", "dice": None, "roll_results": ["3"] * 6 + ["2"] * 6},
        steps=[{"act": [0, {"kind": "stop_rolling"}]},
               {"expect": {"vp": [6, 2, 0], "active": 1,
                           "dice": ["2", "2", "2", "2", "2", "2"]}}],
        expect={"pending": "roll"}))
    assert result.passed, result.failures


# ------------------------------------------------------------ the raw `state` block
def test_the_state_block_sets_declared_fields_by_name() -> None:
    result = run(scenario(
        {"vp": [1, 1, 1], "state": {"vp": [3, 0, 2], "energy": [5, 2, 0], "levels": [1, 0, 0],
                                    "tiles_out": ["devious"]}},
        steps=[],
        expect={"vp": [3, 0, 2], "energy": [5, 2, 0],  # the block comes after the keys
                "levels_taken": [[3], [], []], "tiles_out": ["devious"],
                "pending": "resolve", "active": 0}))
    assert result.passed, result.failures


def test_the_turn_starts_after_the_state_block() -> None:
    """`phase` starts the turn on the table the block describes: its once-per-turn fields
    are reset, its counter moves on."""
    from ludoteca.core.scenario import build

    state = build(scenario({"state": {"turn": 7, "wings_on": [True, True, True]}}))
    assert state.turn == 8 and state.wings_on == [False, False, False]  # type: ignore[attr-defined]


def test_every_declared_field_is_settable_by_its_own_name() -> None:
    """No list of setup fields is kept by hand: each field of the declaration is accepted
    by name (here set to its value in the normal setup, in JSON form)."""
    from ludoteca.core.overrides import settable
    from ludoteca.core.scenario import build
    from ludoteca.games.kingoftokyo import GAME, KotState

    normal = json.loads(json.dumps(GAME.new(3, 1).snapshot()))
    names = settable(KotState.STATE)
    assert {"hp", "wick", "keep", "stacks", "smoke", "pending", "agenda", "rng"} <= names.keys()
    for name, place in names.items():
        value = normal[place.key] if place.index is None else normal[place.key][place.index]
        build(scenario({"state": {name: value}}))


@pytest.mark.parametrize(("state", "message"), [
    ([], "setup 'state' must map declared field names to values"),
    ({"hearts": [10, 10, 10]}, r"setup 'state': unknown field 'hearts'; the state's fields "
                               r"are: active, .*hp, .*wick, .*zombie$"),
    ({"cat": None}, "unknown field 'cat'"),
    ({"_legal": []}, "unknown field '_legal'"),
    ({"seed": 2}, "'seed' is set by the scenario's top-level 'seed'"),
    ({"energy": [1, "x", 0]}, "setup 'state.energy.1': expected an integer, got 'x'"),
    ({"energy": 3}, "setup 'state.energy': expected a list, got 3"),
    ({"alive": [True, 1, True]}, "setup 'state.alive.1': expected true or false, got 1"),
    ({"city": "1"}, "setup 'state.city': expected an integer, got '1'"),
    ({"hp": [10, 10]}, r"setup 'state.hp': expected one entry per seat \(3\), got 2"),
    ({"keep": [[], [], [], []]}, r"'state.keep': expected one entry per seat \(3\), got 4"),
    ({"stacks": {"3": [1]}}, "setup 'state.stacks.3.0': expected a string, got 1"),
    ({"smoke": {"x": 3}}, "setup 'state.smoke': .* cannot be read as 'smoke'"),
    ({"pending": ["no_such_decision", 0]},
     "setup 'state.pending': .* cannot be read as 'pending' .*unknown decision kind"),
    ({"keep": [[999], [], []]}, r"setup: the table does not hold together \(IndexError"),
    ({"city": 2, "alive": [True, True, False]}, "an eliminated monster cannot be in Tokyo"),
])
def test_bad_state_blocks_raise(state: Any, message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        run(scenario({"state": state}))
