"""Runs every genie scenario file, and checks that malformed scenarios fail clearly.

The files in scenarios/ restate the worked examples of rules.md section 12 (ex01..ex17),
the [OPEN]/[DEFAULT] decisions (open_*) and the setup rules (setup_*); docs/scenarios.md
lists them. A failing file shows every failed expectation.
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


def test_every_rulebook_example_has_a_scenario() -> None:
    stems = {p.stem for p in FILES}
    for number in range(1, 18):
        prefix = f"ex{number:02d}"
        assert any(s.startswith(prefix) for s in stems), f"no scenario for Ex-{number}"
    # the sub-situations the examples name
    for stem in ("ex03b_own_pair_opponent_matches", "ex07b_first_wish_accepted",
                 "ex10a_ties_cancel", "ex10b_ties_cancel_maurice", "ex11b_scorpions_bust",
                 "ex11c_die_one_busts", "ex13b_talisman_without_gems",
                 "ex16a_wizard_in_explore", "ex16b_lamp_reveals_wizard",
                 "ex17b_my_precious_bust", "ex17c_my_precious_stop_at_five"):
        assert stem in stems


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_file_is_well_formed(path: Path) -> None:
    data = json.loads(path.read_text())
    assert {"name", "description", "source", "game", "players", "seed"} <= data.keys()
    assert data.get("expect"), "every scenario checks a final outcome"


# ------------------------------------------------------------ malformed files
BASE: dict[str, Any] = {
    "name": "base",
    "game": "genie",
    "players": 3,
    "seed": 1,
    "options": {"race": "auto"},
    "setup": {"hands": {"0": ["gem:red#80"], "1": ["gem:blue"], "2": []}},
    "steps": [{"act": [0, {"kind": "place", "dice": [["bronze", 2]]}]}],
    "expect": {"players.0.cards": ["gem:red"], "phase": "place"},
}


def scenario(**changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    for key, value in changes.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    return data


def test_the_base_scenario_passes() -> None:
    result = run(scenario())
    assert result.passed, result.failures


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "case.json"
    path.write_text(text)
    return path


def test_a_file_that_is_not_json_raises(tmp_path: Path) -> None:
    path = write(tmp_path, '{"game": "genie", "players": 3,')
    with pytest.raises(ScenarioError, match=r"case\.json: not JSON"):
        run_file(path)


def test_a_missing_file_raises(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="cannot read"):
        run_file(tmp_path / "nowhere.json")


def test_a_json_list_is_not_a_scenario(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="must be a JSON object"):
        run_file(write(tmp_path, "[1, 2]"))


def test_errors_from_a_file_name_the_file(tmp_path: Path) -> None:
    path = write(tmp_path, json.dumps(scenario(seed=None)))
    with pytest.raises(ScenarioError, match=r"case\.json: scenario field 'seed'"):
        run_file(path)


@pytest.mark.parametrize("field", ["game", "players", "seed"])
def test_a_missing_required_field_raises(field: str) -> None:
    with pytest.raises(ScenarioError, match=f"'{field}' is missing"):
        run(scenario(**{field: None}))


def test_a_field_of_the_wrong_type_raises() -> None:
    with pytest.raises(ScenarioError, match="'players' is missing or has the wrong type"):
        run(scenario(players="3"))


@pytest.mark.parametrize(("changes", "message"), [
    ({"expected": {}}, "unknown scenario field"),
    ({"game": "chess"}, "unknown game 'chess'"),
    ({"players": 7}, "takes 2-5 players"),
    ({"options": {"race": "photo_finish"}}, "option race must be one of"),
    ({"options": {"speed": 1}}, "unknown genie option"),
    ({"setup": {"handz": {}}}, "unknown genie setup field"),
    ({"setup": []}, "'setup' must be an object"),
    ({"setup": {"hands": {"5": []}}}, "no seat '5'"),
    ({"steps": {"act": []}}, "'steps' must be a list"),
    ({"steps": [{"note": "nothing to do"}]}, "needs 'act' or 'expect'"),
    ({"steps": [{"expect": {}, "wait": 1}]}, "unknown field"),
    ({"steps": [{"expect": ["phase"]}]}, "'expect' must be an object"),
    ({"expect": ["phase"]}, "'expect' must be an object"),
])
def test_malformed_scenarios_raise(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        run(scenario(**changes))


@pytest.mark.parametrize(("setup", "message"), [
    ({"hands": {"0": ["gem:purple"]}}, "needs a card 'gem:purple'"),
    ({"hands": {"0": ["gem:red*7"]}}, r"needs a card 'gem:red\*7'"),
    ({"hands": {"0": [["gem", "red"]]}}, "must be named by a string"),
    ({"hands": {"0": "gem:red"}}, "must be a list"),
    ({"hands": {"0": ["talisman"]}}, "talisman@COLOUR"),
    ({"hands": {"0": ["talisman@purple"]}}, "unknown colour 'purple'"),
    ({"hands": {"0": ["gem:red"] * 15}}, "none is left to move"),
    ({"hands": {"0": ["gem:green#80"]}}, "card 80 is a gem:red"),
    ({"hands": {"0": ["gem:red#999"]}}, "no card with id '999'"),
    ({"hands": {"0": ["gem:red#80", "gem:red#80"]}}, "names card 80 twice"),
    ({"chests": {"copper": {"top": []}}}, "unknown chest 'copper'"),
    ({"chests": {"gold": {"top": ["gem:red", "gem:blue"], "size": 1}}}, "must be >= its top"),
    ({"lamp": {"top": ["wish_for_more_wishes"]}}, "no lamp card 'wish_for_more_wishes'"),
    ({"lamp": {"top": ["draw_first:gold"] * 4}}, "no lamp card 'draw_first:gold' left"),
    ({"ring": 9}, "'ring' must be a seat or null"),
])
def test_bad_setups_raise(setup: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        run(scenario(setup=setup))


@pytest.mark.parametrize(("act", "message"), [
    ({"kind": "place", "dice": [["bronze", 2]]}, "must be"),  # not [seat, action]
    ([0, "place"], "an action must be a JSON object"),
    ([0, {"dice": [["bronze", 2]]}], "needs a non-empty string field 'kind'"),
    ([0, {"kind": "place", "dice": {"bronze": 2}}], "unsupported value"),
    (["0", {"kind": "stop"}], "'act' must be \\[seat, action\\]"),
])
def test_bad_action_json_raises(act: Any, message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        run(scenario(steps=[{"act": act}]))


def test_an_act_that_must_fail_but_passes_is_reported() -> None:
    result = run(scenario(steps=[{"act": [0, {"kind": "place", "dice": [["bronze", 2]]}],
                                  "error": "not legal"}]))
    assert not result.passed
    assert result.failures == [
        "step 1: {'kind': 'place', 'dice': [['bronze', 2]]} was accepted, "
        "expected an error containing 'not legal'"]


def test_an_act_refused_with_another_message_is_reported() -> None:
    result = run(scenario(steps=[{"act": [0, {"kind": "draw"}], "error": "no such luck"}],
                          expect={}))
    assert not result.passed
    assert result.failures == [
        "step 1: refused with {'kind': 'draw'} is not legal for seat 0 now, "
        "expected an error containing 'no such luck'"]


def test_an_expected_error_that_happens_passes_and_changes_nothing() -> None:
    result = run(scenario(steps=[
        {"act": [0, {"kind": "place", "dice": [["bronze", 7]]}], "error": "not legal"},
        {"expect": {"players.0.dice": None, "to_move": [0, 1, 2]}},
    ], expect={}))
    assert result.passed, result.failures


def test_an_unexpectedly_refused_act_stops_the_scenario() -> None:
    result = run(scenario(steps=[{"act": [1, {"kind": "stop"}]},
                                 {"expect": {"phase": "over"}}]))
    assert not result.passed
    assert result.failures == [
        "step 1: {'kind': 'stop'} was refused: {'kind': 'stop'} is not legal for seat 1 now"]


def test_failed_expectations_name_the_fact_and_both_values() -> None:
    result = run(scenario(steps=[{"expect": {"players.0.count": 2}}],
                          expect={"phase": "over", "players.9.count": 1,
                                  "players.0.cards": {"contains": ["gem:blue"]},
                                  "players.1.cards": {"excludes": ["gem:blue"]},
                                  "discard": {"len": 99}}))
    assert not result.passed
    assert result.failures[0] == "step 1: players.0.count: expected 2, got 1"
    # a failed step skips the final expectations; check them on their own
    result = run(scenario(expect={"phase": "over", "players.9.count": 1,
                                  "players.0.cards": {"contains": ["gem:blue"]},
                                  "players.1.cards": {"excludes": ["gem:blue"]},
                                  "discard": {"len": 99}}))
    failures = "\n".join(result.failures)
    assert "final: phase: expected 'over', got 'place'" in failures
    assert "final: players.9.count: no such fact" in failures
    assert "final: players.0.cards: expected to contain 'gem:blue'" in failures
    assert "final: players.1.cards: expected not to contain 'gem:blue'" in failures
    assert "final: discard: expected length 99" in failures
    assert len(result.failures) == 5


def test_legal_lists_compare_in_any_order() -> None:
    result = run(scenario(setup={"hands": {"0": [], "1": [], "2": []}},
                          steps=[{"act": [0, {"kind": "place", "dice": [["bronze", 2]]}]},
                                 {"act": [1, {"kind": "place", "dice": [["silver", 3]]}]},
                                 {"act": [2, {"kind": "place", "dice": [["gold", 4]]}]}],
                          expect={"legal.0": [{"kind": "stop"}, {"kind": "draw"}]}))
    assert result.passed, result.failures


def test_a_pinned_card_is_the_named_one_and_is_not_taken_by_a_plain_spec() -> None:
    result = run(scenario(
        setup={"hands": {"0": ["gem:red", "gem:red#80"], "1": [], "2": []}},
        steps=[],
        expect={"players.0.cards": ["gem:red", "gem:red"]}))
    assert result.passed, result.failures
    from ludoteca.core.scenario import build

    state = build(scenario(setup={"hands": {"0": ["gem:red", "gem:red#80"]}}))
    assert state.hands[0][1] == 80 and state.hands[0][0] != 80  # type: ignore[attr-defined]


def test_the_example_in_the_docs_passes() -> None:
    import re

    docs = Path(__file__).parents[3] / "docs" / "scenarios.md"
    blocks = re.findall(r"```json\n(.*?)```", docs.read_text(), re.S)
    examples = [json.loads(b) for b in blocks if '"game": "genie"' in b and '"..."' not in b]
    assert examples, "docs/scenarios.md shows a runnable genie example"
    for data in examples:
        result = run(data)
        assert result.passed, result.failures


# ------------------------------------------------------------ the raw `state` block
def test_the_state_block_sets_declared_fields_by_name() -> None:
    result = run(scenario(
        setup={"hands": {"0": ["gem:red"], "1": [], "2": []}, "round": 2,
               "state": {"known_top": [[0, 0, 2], [0, 0, 0], [0, 0, 0]], "round": 5,
                         "claims": [None, None, None]}},
        steps=[],
        expect={"known_top": [{"gold": 2}, {}, {}], "round": 5,  # the block comes last
                "players.0.cards": ["gem:red"]}))
    assert result.passed, result.failures


def test_every_declared_field_is_settable_by_its_own_name() -> None:
    """No list of setup fields is kept by hand: each field of the declaration is accepted
    by name (here set to its value in the normal setup, in JSON form)."""
    from ludoteca.core.overrides import settable
    from ludoteca.core.scenario import build
    from ludoteca.games.genie import GAME, GenieState

    normal = json.loads(json.dumps(GAME.new(3, 1, {"race": "auto"}).snapshot()))
    names = settable(GenieState.STATE)
    assert {"round", "known_top", "ex_chest", "pending", "rng"} <= names.keys()
    for name, place in names.items():
        value = normal[place.key] if place.index is None else normal[place.key][place.index]
        state = build(scenario(setup={"state": {name: value}}))
        got = json.loads(json.dumps(state.snapshot()))
        assert (got[place.key] if place.index is None else got[place.key][place.index]
                ) == value, name


@pytest.mark.parametrize(("state", "message"), [
    ([], "setup 'state' must map declared field names to values"),
    ({"rounds": 2}, r"setup 'state': unknown field 'rounds'; the state's fields are: "
                    r"agenda, .*known_top, .*round, .*wizards_out$"),
    ({"content": None}, "unknown field 'content'"),
    ({"players": 4}, "'players' is set by the scenario's top-level 'players'"),
    ({"round": "2"}, "setup 'state.round': expected an integer, got '2'"),
    ({"closing": 1}, "setup 'state.closing': expected true or false, got 1"),
    ({"discard": "gem:red"}, "setup 'state.discard': expected a list, got 'gem:red'"),
    ({"known_top": [[0, 0, 0], [0, 0, 0]]}, r"'state.known_top': expected one entry per "
                                            r"seat \(3\), got 2"),
    ({"known_top": [[0, 0, "x"], [0, 0, 0], [0, 0, 0]]},
     "setup 'state.known_top.0.2': expected an integer, got 'x'"),
    ({"piles": [[], []]}, "setup 'state.piles': expected 3 entries, got 2"),
    ({"pending": ["no_such_decision", 0]},
     "setup 'state.pending': .* cannot be read as 'pending' .*unknown decision kind"),
    ({"talisman_on": {"red": "red"}}, "setup 'state.talisman_on': .* cannot be read"),
    ({"hands": [[999], [], []]}, r"setup: the table does not hold together \(IndexError"),
])
def test_bad_state_blocks_raise(state: Any, message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        run(scenario(setup={"state": state}))
