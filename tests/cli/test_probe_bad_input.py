"""Probing the command line and the Python entry points with bad input, as a careless user
or an attacker would: each case must end with a clear one-line error (CLI: exit 2, no
traceback; Python: OptionError / IllegalAction / ValueError naming the problem) and leave
nothing half-written. Cases already covered by test_bad_input.py, test_cli.py,
tests/sim/test_tournament.py, tests/core/test_records.py, tests/bots and tests/rl are not
repeated here. Section 6 holds what the probe found misbehaving, fixed since."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import ludoteca
from ludoteca.bots.base import check_bot, make_bot
from ludoteca.core.errors import IllegalAction, OptionError
from ludoteca.core.registry import game_ids, get_game
from ludoteca.core.rng import Rng
from tests.cli.inprocess import cli

FIRST = game_ids()[0]
FIRST_RANGE = f"{get_game(FIRST).meta.min_players}-{get_game(FIRST).meta.max_players}"

SCENARIOS = Path(__file__).parents[1] / "games" / "genie" / "scenarios"
PASSING = SCENARIOS / "ex01_die_placement.json"
# the smallest record that replays: no moves, no digest (nothing to compare)
RECORD = {"game": "genie", "version": "1", "players": 2, "seed": 1, "options": {},
          "actions": []}


class Reached(Exception):
    """Raised by a stand-in for work that bad input must never get to."""




def usage_error(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """Run ARGS, check the exit code 2 and a one-line error without a traceback; the line."""
    code, _, err = cli(capsys, *args)
    assert code == 2, err
    assert "Traceback" not in err
    last = err.strip().splitlines()[-1]
    assert last.startswith("ludoteca") and "error: " in last, err
    return last


def scenario(**changes: Any) -> dict[str, Any]:
    data = json.loads(PASSING.read_text())
    data.update(changes)
    return data


# -- 1. simulate: arguments the existing tests do not try -----------------------------------


@pytest.mark.parametrize(("args", "message"), [
    (["--players", "x"], "expected a positive integer, got 'x'"),
    (["--players", "99999999999999999999"], "genie takes 2-5 players"),
    (["--workers", "-1"], "expected a positive integer, got '-1'"),
    (["--games", "0"], "expected a positive integer, got '0'"),
    (["--seed", "-1"], "the seed must not be negative"),
    (["--seed", "1e3"], "expected an integer seed, got '1e3'"),
    (["--bots", "ismcts:iterations=-1"], "iterations must be at least 1"),
    (["--bots", "ismcts:depth=x"], "depth must be a whole number, got 'x'"),
    (["--bots", "ismcts:foo=1"], "unknown ismcts setting 'foo'"),
    (["--bots", "ismcts:iterations=5:"], "bad ismcts setting ''"),
    (["--bots", "ismcts:time=inf"], "time must be finite"),
    (["--bots", "ismcts:seed=-1"], "seed must be at least 0"),
    (["--bots", "ismcts:rollout=ismcts"], "rollout cannot itself search"),
    (["--bots", "ismcts:prior=nobody"], "unknown bot 'nobody'"),
    (["--bots", "heuristic:iterations=5"], "unknown bot 'heuristic:iterations=5'"),
    (["--bots", "random:x=1"], "unknown bot 'random:x=1'"),
    (["--bots", ","], "--bots needs 1 to 3 names, got 0"),
    (["--bots", ""], "--bots needs 1 to 3 names, got 0"),
    (["-o", "race="], "option race must be one of"),
    (["-o", "=1"], "options look like KEY=VALUE"),
    (["-o", "race=null"], "got None"),
    (["-o", "race=[1]"], "got [1]"),
    (["-o", "my_precious=yes"], "option my_precious must be one of false, true, got 'yes'"),
    (["-o", "my_precious=1"], "option my_precious must be one of false, true, got 1"),
    (["-o", "wizard_counts=NaN"], "option wizard_counts"),
])
def test_simulate_bad_arguments(capsys: pytest.CaptureFixture[str], args: list[str],
                                message: str) -> None:
    assert message in usage_error(capsys, "simulate", "genie", "--games", "1", *args)


def test_simulate_out_that_is_a_folder_writes_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    line = usage_error(capsys, "simulate", "genie", "--games", "1", "--out", str(tmp_path))
    assert f"cannot write {tmp_path}: Is a directory" in line
    assert list(tmp_path.iterdir()) == []


def test_simulate_bad_bot_leaves_an_existing_out_file_alone(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "games.jsonl"
    out.write_text("keep me\n")
    usage_error(capsys, "simulate", "genie", "--bots", "nobody", "--out", str(out))
    assert out.read_text() == "keep me\n"  # refused before the file was opened


# -- 2. tournament, play, bench, content, serve ----------------------------------------------


@pytest.mark.parametrize(("args", "message"), [
    (["--bots", "random", "--players", "x"], "expected a positive integer, got 'x'"),
    (["--bots", "random", "--players", "0"], "expected a positive integer, got '0'"),
    (["--bots", "random", "--seed", "x"], "expected an integer seed, got 'x'"),
    (["--bots", "random, random"], "named twice"),
    (["--bots", "random,heuristic,ismcts-quick,random"], "named twice"),
    (["--bots", "heuristic:iterations=5"], "unknown bot 'heuristic:iterations=5'"),
    (["--bots", "random", "-o", "=x"], "options look like KEY=VALUE"),
    (["--bots", "random", "--ray", "   "], "--ray needs a cluster address or 'local'"),
])
def test_tournament_bad_arguments(capsys: pytest.CaptureFixture[str], args: list[str],
                                  message: str) -> None:
    assert message in usage_error(capsys, "tournament", "genie", "--games", "1", *args)


def test_tournament_out_on_a_device_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    if not Path("/dev/null").exists():
        pytest.skip("no /dev/null")
    line = usage_error(capsys, "tournament", "genie", "--bots", "random", "--games", "1",
                       "--out", "/dev/null")
    assert "cannot write to /dev/null" in line


@pytest.mark.parametrize(("args", "message"), [
    (["--seat", "-1"], "--seat must be between 0 and 2"),
    (["--seat", "x"], "invalid int value: 'x'"),
    (["--players", "2", "--seat", "2"], "--seat must be between 0 and 1"),
    (["--players", "7"], "genie takes 2-5 players, got 7"),
    (["--seed", "-4"], "the seed must not be negative"),
    (["--lang", "fr"], "invalid choice: 'fr'"),
    (["-o", "race=fast"], "option race must be one of"),
    (["-o", "nosuch=1"], "unknown genie option(s) nosuch"),
    (["--bots", "ismcts:iterations=-1"], "iterations must be at least 1"),
])
def test_play_bad_arguments_before_any_prompt(capsys: pytest.CaptureFixture[str],
                                              args: list[str], message: str) -> None:
    assert message in usage_error(capsys, "play", "genie", *args)


@pytest.mark.parametrize(("args", "message"), [
    (["genie", "--players", "0"], "expected a positive integer, got '0'"),
    (["genie", "--players", "x"], "expected a positive integer, got 'x'"),
    (["genie", "--seconds", "-1"], "--seconds must be positive"),
    (["genie", "--seconds", "x"], "expected a number, got 'x'"),
    (["chess"], "invalid choice: 'chess'"),
    (["server", "--seconds", "0"], "--seconds must be positive"),
    (["server", "--tables", "x"], "expected a positive integer, got 'x'"),
    (["server", "--table-game", "chess"], "invalid choice: 'chess'"),
    # without --table-game the server bench plays the first game found
    (["server", "--players", "9"], f"{FIRST} takes {FIRST_RANGE} players, got 9"),
    (["server", "--players", "1"], f"{FIRST} takes {FIRST_RANGE} players, got 1"),
    (["server", "--mix", "genie:9"], "genie takes 2-5 players, got 9"),
    (["server", "--mix", "chess:3"], "unknown game 'chess'"),
    (["server", "--mix", ","], "--mix: a mix entry is GAME:PLAYERS"),
    (["server", "--mix", "genie:3x0"], "--mix: a share is at least 1"),
    (["server", "--mix", "genie:3x-1"], "--mix: a mix entry is GAME:PLAYERS"),
    (["server", "--mix", "genie:x"], "--mix: a mix entry is GAME:PLAYERS"),
])
def test_bench_bad_arguments_measure_nothing(capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch,
                                             args: list[str], message: str) -> None:
    from ludoteca.sim import bench, server_bench

    def never(*_: Any, **__: Any) -> Any:
        raise Reached

    monkeypatch.setattr(bench, "bench", never)
    monkeypatch.setattr(server_bench, "bench_server", never)
    assert message in usage_error(capsys, "bench", *args)


@pytest.mark.parametrize(("args", "message"), [
    (["content", ""], "invalid choice: ''"),
    (["content", "genie", "--lang", "x"], "unrecognized arguments: --lang x"),
    (["serve", "--port", "0"], "--port must be between 1 and 65535"),
    (["serve", "--port", "-1"], "--port must be between 1 and 65535"),
    (["serve", "--port", "x"], "invalid int value: 'x'"),
    (["serve", "--claim-window", "-1"], "--claim-window must not be negative"),
    (["serve", "--waiting-expiry", "0"], "--waiting-expiry must be positive"),
    (["serve", "--header-timeout", "0"], "--header-timeout must be positive"),
])
def test_content_and_serve_bad_arguments(capsys: pytest.CaptureFixture[str], args: list[str],
                                         message: str) -> None:
    assert message in usage_error(capsys, *args)


def test_serve_with_an_empty_database_url_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    line = usage_error(capsys, "serve", "--port", str(port), "--db", "")
    assert "cannot open the database ''" in line


# -- 3. replay: malformed records, through the command line -----------------------------------


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    return path


RECORD_TEXT = json.dumps(RECORD)

MALFORMED_RECORDS = {
    "nan-players": (RECORD_TEXT.replace('"players": 2', '"players": NaN'),
                    "record field 'players' has the wrong type"),
    "infinity-seed": (RECORD_TEXT.replace('"seed": 1', '"seed": Infinity'),
                      "record field 'seed' has the wrong type"),
    "huge-float-seed": (RECORD_TEXT.replace('"seed": 1', '"seed": 1e400'),
                        "record field 'seed' has the wrong type"),
    "bool-seed": (json.dumps({**RECORD, "seed": True}), "record field 'seed' has the wrong type"),
    "float-players": (json.dumps({**RECORD, "players": 2.0}),
                      "record field 'players' has the wrong type"),
    "empty-game": (json.dumps({**RECORD, "game": ""}), "unknown game ''"),
    # a table the game cannot seat is malformed, not a replay that failed
    "too-many-players": (json.dumps({**RECORD, "players": 9}), "genie takes 2-5 players"),
    "unknown-option": (json.dumps({**RECORD, "options": {"bogus": 1}}),
                       "record fields 'players'/'options'"),
    "trailing-garbage": (RECORD_TEXT + " x", "not JSON (Extra data at line 1)"),
    "two-objects": (RECORD_TEXT + RECORD_TEXT, "not JSON (Extra data at line 1)"),
    "whitespace-only": ("   \n", "not JSON (Expecting value at line 2)"),
    "nul-bytes": (b"\x00\x00", "not JSON"),
    "bool-seat": (json.dumps({**RECORD, "actions": [[False, {"kind": "stop"}]]}),
                  "move 1: expected [seat, action]"),
    "float-die": (json.dumps({**RECORD, "actions": [
        [0, {"kind": "place", "dice": [["bronze", 3.0]]}]]}),
                  "move 1: action field 'dice' has an unsupported value 3.0"),
}


@pytest.mark.parametrize("case", list(MALFORMED_RECORDS))
def test_replay_malformed_record_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         case: str) -> None:
    text, message = MALFORMED_RECORDS[case]
    path = write(tmp_path, "bad.json", text)
    code, _, err = cli(capsys, "replay", str(path))
    assert code == 2 and "Traceback" not in err
    assert f"{path}" in err and message in err


def test_replay_jsonl_line_holding_a_list_exits_2(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "games.jsonl", json.dumps([RECORD, RECORD]) + "\n")
    code, _, err = cli(capsys, "replay", str(path))
    assert code == 2 and "record 1: a record must be a JSON object" in err


@pytest.mark.parametrize(("seat", "message"), [
    (7, "move 1: seat 7 has nothing to decide now"),
    (-1, "move 1: seat -1 has nothing to decide now"),
    (10**30, f"move 1: seat {10**30} has nothing to decide now"),
])
def test_replay_move_for_a_seat_that_cannot_act_fails_with_1(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], seat: int, message: str) -> None:
    moves = [[seat, {"kind": "stop"}]]
    path = write(tmp_path, "bad.json", json.dumps({**RECORD, "actions": moves}))
    code, out, err = cli(capsys, "replay", str(path))
    assert code == 1 and "Traceback" not in err
    assert "1 FAILED" in out and message in out


# -- 4. scenario: malformed files, through the command line ----------------------------------


@pytest.mark.parametrize(("data", "message"), [
    ([], "a scenario must be a JSON object"),
    ("x", "a scenario must be a JSON object"),
    (None, "a scenario must be a JSON object"),
    ({}, "scenario field 'game' is missing or has the wrong type"),
    (scenario(game=["genie"]), "scenario field 'game' is missing or has the wrong type"),
    (scenario(players=3.0), "scenario field 'players' is missing or has the wrong type"),
    (scenario(players=10**30), "genie takes 2-5 players"),
    (scenario(players=True), "'players' is missing or has the wrong type"),
    (scenario(seed="1"), "scenario field 'seed' is missing or has the wrong type"),
    (scenario(seed=1.5), "scenario field 'seed' is missing or has the wrong type"),
    (scenario(steps="x"), "scenario field 'steps' must be a list"),
    (scenario(steps=[5]), "step 1: needs 'act' or 'expect'"),
    (scenario(steps=[{"error": "x"}]), "step 1: needs 'act' or 'expect'"),
    (scenario(steps=[{"act": {"seat": 0}}]), "step 1: 'act' must be [seat, action]"),
    (scenario(steps=[{"act": [0]}]), "step 1: 'act' must be [seat, action]"),
    (scenario(steps=[{"act": [0, {"kind": "place", "dice": [["gold", 4.0]]}]}]),
     "unsupported value 4.0"),
    (scenario(expect="x"), "scenario field 'expect' must be an object"),
    (scenario(setup={"state": []}), "setup 'state' must map declared field names"),
    (scenario(setup={"hands": ["x"]}), "setup 'hands' must map seats to lists of cards"),
    (scenario(setup={"hands": {"x": []}}), "setup 'hands': no seat 'x'"),
    ({"game": "kingoftokyo", "players": 2, "seed": 1, "setup": {"active": 9}},
     "setup 'active': no seat 9"),
    ({"game": "kingoftokyo", "players": 2, "seed": 1, "setup": {"state": {"hp": [1, "x"]}}},
     "setup 'state.hp.1': expected an integer, got 'x'"),
    ({"game": "saboteur", "players": 3, "seed": 1, "setup": {"nope": 1}},
     "unknown saboteur setup field(s): 'nope'"),
    ({"game": "saboteur", "players": 3, "seed": 1, "setup": {"hands": 5}},
     "setup 'hands' must map seats to lists of card types"),
], ids=lambda v: None if not isinstance(v, str) else v[:30])
def test_scenario_malformed_file_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                             data: Any, message: str) -> None:
    path = write(tmp_path, "bad.json", json.dumps(data))
    code, out, err = cli(capsys, "scenario", str(path), "--json")
    assert code == 2 and "Traceback" not in err
    (result,) = json.loads(out)["results"]
    assert result["status"] == "error" and result["error"].startswith(f"{path}: ")
    assert message in result["error"]


def test_scenario_nan_seed_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                       ) -> None:
    path = write(tmp_path, "bad.json", json.dumps(scenario()).replace('"seed": 1', '"seed": NaN'))
    code, out, _ = cli(capsys, "scenario", str(path))
    assert code == 2 and "scenario field 'seed' is missing or has the wrong type" in out


@pytest.mark.parametrize("seat", [7, -1])
def test_scenario_act_for_a_seat_that_cannot_act_fails(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], seat: int) -> None:
    # docs/scenarios.md: an action the engine refuses fails the scenario (exit 1)
    path = write(tmp_path, "bad.json", json.dumps(scenario(
        steps=[{"act": [seat, {"kind": "place", "dice": [["gold", 4]]}]}])))
    code, out, _ = cli(capsys, "scenario", str(path))
    assert code == 1
    assert f"step 1: {{'kind': 'place', 'dice': [['gold', 4]]}} was refused: seat {seat} " \
           "has nothing to decide now" in out


# -- 5. Python entry points ---------------------------------------------------------------------


@pytest.mark.parametrize(("args", "kwargs", "message"), [
    ((None,), {}, "unknown game None"),
    ((5,), {}, "unknown game 5"),
    (("",), {}, "unknown game ''"),
    (("GENIE",), {}, "unknown game 'GENIE'"),
    (("genie",), {"players": "3"}, "genie takes 2-5 players, got '3'"),
    (("genie",), {"players": 3.0}, "genie takes 2-5 players, got 3.0"),
    (("genie",), {"players": True}, "genie takes 2-5 players, got True"),
    (("genie",), {"players": -1}, "genie takes 2-5 players, got -1"),
    (("genie",), {"race": None}, "option race must be one of"),
    (("genie",), {"my_precious": "true"}, "option my_precious must be one of false, true"),
    (("kingoftokyo",), {"tiles": [1]}, "option tiles must be one of"),
    (("saboteur",), {"players": 13}, "saboteur takes 2-12 players, got 13"),
])
def test_make_refuses_bad_input(args: tuple[Any, ...], kwargs: dict[str, Any],
                                message: str) -> None:
    with pytest.raises(OptionError) as caught:
        ludoteca.make(*args, **kwargs)
    assert message in str(caught.value)


@pytest.mark.parametrize(("name", "message"), [
    ("", "unknown bot ''"),
    (" ", "unknown bot ' '"),
    ("RANDOM", "unknown bot 'RANDOM'"),
    ("random ", "unknown bot 'random '"),
    ("ismcts::", "bad ismcts setting ''"),
    ("ismcts:,", "bad ismcts setting ''"),
    ("ismcts:belief=ON", "belief must be on or off"),
    ("ismcts:depth=None", "depth must be a whole number"),
    ("ismcts:prior=ismcts", "prior cannot itself search"),
])
def test_make_bot_and_check_bot_refuse_bad_names(name: str, message: str) -> None:
    with pytest.raises(OptionError) as made:
        make_bot(name, "genie", Rng(1))
    assert message in str(made.value)
    with pytest.raises(OptionError) as checked:
        check_bot(name, "genie")
    assert message in str(checked.value)


@pytest.fixture
def rl() -> Any:
    pytest.importorskip("pettingzoo")
    pytest.importorskip("gymnasium")
    import ludoteca.rl

    return ludoteca.rl


@pytest.mark.parametrize(("make", "message"), [
    (lambda rl: rl.aec_env("genie", render_mode=""), "render_mode must be None or 'ansi'"),
    (lambda rl: rl.parallel_env("genie", nosuch=1), "unknown genie option(s) nosuch"),
    (lambda rl: rl.aec_env("genie", players="3"), "genie takes 2-5 players, got '3'"),
    (lambda rl: rl.gym_env("genie", seat="0", players=3), "seat must be 0..2, got '0'"),
    (lambda rl: rl.gym_env("genie", seat=True, players=3), "seat must be 0..2, got True"),
    (lambda rl: rl.gym_env("genie", seat=None, players=3), "seat must be 0..2, got None"),
    (lambda rl: rl.gym_env("genie", opponents={}), "opponents: one bot name"),
    (lambda rl: rl.gym_env("genie", opponents=[None, None], players=2), "opponents: one bot"),
    (lambda rl: rl.gym_env("genie", opponents="ismcts:iterations=-1"),
     "iterations must be at least 1"),
    (lambda rl: rl.aec_env("genie", seed=1).reset(seed="x"), "a seed is an integer, got 'x'"),
    (lambda rl: rl.parallel_env("genie", seed=1).reset(seed=1.5), "a seed is an integer"),
    (lambda rl: rl.gym_env("genie", seed=1).reset(seed=True), "a seed is an integer, got True"),
    (lambda rl: rl.gym_env("genie", seed=1).step(0), "call reset() first"),
    (lambda rl: rl.parallel_env("genie", seed=1).step({}), "call reset()"),
])
def test_rl_environments_refuse_bad_input(rl: Any, make: Any, message: str) -> None:
    with pytest.raises(OptionError) as caught:
        make(rl)
    assert message in str(caught.value)


# -- 6. what the probe found misbehaving (fixed) -------------------------------------------------


@pytest.mark.parametrize(("module", "command"), [
    ("runner", ["simulate", "genie"]),
    ("tournament", ["tournament", "genie", "--bots", "random", "--json"]),
])
def test_no_process_per_requested_worker(monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str], module: str,
                                         command: list[str]) -> None:
    # `ludoteca simulate genie --workers 100000 --games 1` forked ~2,800 processes in 60 s
    # before it was killed (they outlived it): the pool is capped at the cores and games
    import importlib

    asked: list[int] = []

    def pool(max_workers: int) -> Any:
        asked.append(max_workers)
        raise Reached

    monkeypatch.setattr(importlib.import_module(f"ludoteca.sim.{module}"),
                        "ProcessPoolExecutor", pool)
    with contextlib.suppress(Reached):
        cli(capsys, *command, "--games", "4", "--workers", "100000")
    assert asked == [min(4, os.cpu_count() or 1)]


def test_tournament_on_an_unreachable_ray_address_fails_fast() -> None:
    pytest.importorskip("ray")
    try:
        result = subprocess.run([sys.executable, "-m", "ludoteca.cli", "tournament", "genie",
                                 "--bots", "random", "--games", "1", "--ray", "127.0.0.1:1"],
                                capture_output=True, text=True, timeout=10)
    except subprocess.TimeoutExpired:
        pytest.fail("still trying to reach Ray after 10 s")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "cannot connect to Ray at '127.0.0.1:1'" in result.stderr


def test_tournament_on_an_unreachable_ray_writes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    ray = pytest.importorskip("ray")

    def unreachable(*_: Any, **__: Any) -> None:
        raise ConnectionError("nobody there")

    monkeypatch.setattr(ray, "init", unreachable)
    out = tmp_path / "results"
    line = usage_error(capsys, "tournament", "genie", "--bots", "random", "--games", "1",
                       "--ray", "10.0.0.1:6379", "--out", str(out), "--format", "jsonl")
    assert "cannot connect to Ray" in line
    assert not out.exists(), sorted(p.name for p in out.iterdir())


def test_tournament_empty_out_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, err = cli(capsys, "tournament", "genie", "--bots", "random", "--games", "1",
                       "--format", "jsonl", "--out", "")
    assert list(tmp_path.iterdir()) == []
    assert code == 2 and "--out" in err


def test_bench_server_empty_mix_is_refused(monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    from ludoteca.sim import server_bench

    def never(*_: Any, **__: Any) -> Any:
        raise Reached

    monkeypatch.setattr(server_bench, "bench_server", never)
    try:
        line = usage_error(capsys, "bench", "server", "--mix", "")
    except Reached:
        pytest.fail("the bench ran")
    assert "--mix" in line


def test_scenario_empty_file_name_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    shutil.copy(PASSING, tmp_path / "a.json")
    monkeypatch.chdir(tmp_path)
    code, out, _ = cli(capsys, "scenario", "")
    assert code == 2 and "PASS" not in out


@pytest.mark.parametrize("name", ["ismcts:", "ismcts-quick:"])
def test_search_bot_name_with_an_empty_settings_part_is_refused(name: str) -> None:
    with pytest.raises(OptionError, match="bad ismcts setting"):
        check_bot(name, "genie")


def test_scenario_boolean_seed_is_an_error(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "bad.json", json.dumps(scenario(seed=True)))
    code, out, _ = cli(capsys, "scenario", str(path))
    assert code == 2 and "'seed'" in out


@pytest.mark.parametrize("name", [5, ["a"]])
def test_scenario_name_that_is_not_text_is_an_error(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str],
                                                    name: Any) -> None:
    path = write(tmp_path, "bad.json", json.dumps(scenario(name=name)))
    code, out, _ = cli(capsys, "scenario", str(path), "--json")
    (result,) = json.loads(out)["results"]
    assert isinstance(result["name"], str)
    assert code == 2 and result["status"] == "error" and "'name'" in result["error"]


def test_scenario_boolean_seat_is_an_error(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "bad.json", json.dumps(scenario(
        steps=[{"act": [False, {"kind": "place", "dice": [["gold", 4]]}]}])))
    code, out, _ = cli(capsys, "scenario", str(path))
    assert code == 2 and "'act' must be [seat, action]" in out


@pytest.mark.parametrize("changes", [
    {"steps": [{"act": [0, {"kind": "draw"}], "error": 5}]},
    {"expect": {"discard": {"len": "x"}}},
    {"expect": {"discard": {"len": -1}}},
], ids=["error-5", "len-x", "len-negative"])
def test_scenario_malformed_expectation_is_an_error(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str],
                                                    changes: dict[str, Any]) -> None:
    path = write(tmp_path, "bad.json", json.dumps(scenario(**changes)))
    code, out, _ = cli(capsys, "scenario", str(path))
    assert code == 2 and "ERROR" in out


@pytest.mark.parametrize("seed", ["x", 1.5, None, float("nan")], ids=repr)
def test_make_with_a_seed_that_is_not_an_integer_names_the_seed(seed: Any) -> None:
    with pytest.raises(OptionError, match="seed"):
        ludoteca.make("genie", seed=seed)


def test_make_with_a_list_as_game_id_is_an_unknown_game() -> None:
    with pytest.raises(OptionError, match="unknown game"):
        ludoteca.make(["genie"])


@pytest.mark.parametrize("name", [None, 5])
def test_make_bot_with_a_name_that_is_not_text(name: Any) -> None:
    with pytest.raises((OptionError, TypeError), match="bot"):
        make_bot(name, "genie", Rng(1))
    with pytest.raises((OptionError, TypeError), match="bot"):
        check_bot(name, "genie")


@pytest.mark.parametrize("kind", ["aec_env", "parallel_env", "gym_env"])
def test_rl_constructor_seed_that_is_not_an_integer_is_refused(rl: Any, kind: str) -> None:
    with pytest.raises(OptionError, match="seed"):
        getattr(rl, kind)("genie", seed="x")


@pytest.mark.parametrize("opponents", [None, 5])
def test_gym_opponents_of_the_wrong_type_are_refused(rl: Any, opponents: Any) -> None:
    with pytest.raises(OptionError, match="opponents"):
        rl.gym_env("genie", opponents=opponents)


@pytest.mark.parametrize("reward", ["x", float("nan")], ids=repr)
@pytest.mark.parametrize("kind", ["aec_env", "parallel_env", "gym_env"])
def test_rl_illegal_reward_must_be_a_finite_number(rl: Any, kind: str, reward: Any) -> None:
    with pytest.raises((OptionError, ValueError), match="illegal_reward"):
        getattr(rl, kind)("genie", illegal="terminate", illegal_reward=reward)


@pytest.mark.parametrize("actions", [[0, 0, 0], None])
def test_parallel_step_with_actions_that_are_not_a_dict(rl: Any, actions: Any) -> None:
    env = rl.parallel_env("genie", players=3, seed=1)
    env.reset()
    digest = env.game_state.digest()
    with pytest.raises((IllegalAction, OptionError, ValueError), match=r"dict|agent"):
        env.step(actions)
    assert env.game_state.digest() == digest


def test_aec_step_before_reset_says_so(rl: Any) -> None:
    with pytest.raises(OptionError, match="reset"):
        rl.aec_env("genie", players=3, seed=1).step(0)


@pytest.mark.parametrize("command", [
    ["simulate", "genie", "--games", "1"],
    ["tournament", "genie", "--bots", "random", "--games", "1"],
    ["play", "genie"],
])
def test_an_option_given_twice_is_refused(capsys: pytest.CaptureFixture[str],
                                          command: list[str]) -> None:
    line = usage_error(capsys, *command, "-o", "race=lottery", "-o", "race=arrival")
    assert "option race given twice" in line


def test_parallel_step_refuses_an_agent_not_at_the_table() -> None:
    from ludoteca.core.errors import OptionError
    from ludoteca.rl import parallel_env

    env = parallel_env("genie", players=3, seed=1)
    env.reset()
    digest = env.game_state.digest()
    with pytest.raises(OptionError, match="no agent player_9"):
        env.step({"player_9": 0, **dict.fromkeys(env.agents, 0)})
    assert env.game_state.digest() == digest
