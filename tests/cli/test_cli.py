"""The command line: JSON shapes, reproducibility, and clean errors for bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ludoteca.cli import main

from .inprocess import HERE_QUICK, cli, either

SCENARIOS = Path(__file__).parents[1] / "games" / "genie" / "scenarios"


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ludoteca.cli", *args], input=stdin,
                          capture_output=True, text=True, timeout=120)


def simulate_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["simulate", "genie", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


# 10 games in the quick run (the heuristic bot already wins more), 40 in the full run
@pytest.mark.parametrize("games", [10, pytest.param(40, marks=pytest.mark.slow)])
def test_simulate_summary_shape_and_totals(capsys: pytest.CaptureFixture[str],
                                           games: int) -> None:
    data = simulate_json(capsys, "--players", "4", "--games", str(games), "--seed", "3",
                         "--bots", "heuristic,random")
    assert data["game"] == "genie" and data["players"] == 4 and data["games"] == games
    assert data["bots"] == ["heuristic", "random"]
    for key in ("steps", "seconds", "games_per_s", "steps_per_s"):
        assert data[key] > 0
    assert [row["seat"] for row in data["per_seat"]] == [0, 1, 2, 3]
    # each game hands out exactly one win in total (shared wins are split)
    assert sum(row["win_rate"] for row in data["per_seat"]) == pytest.approx(1.0, abs=1e-3)
    assert set(data["per_bot"]) == {"heuristic", "random"}
    assert data["per_bot"]["heuristic"]["seats_played"] == 2 * games
    assert data["per_bot"]["heuristic"]["win_rate"] > data["per_bot"]["random"]["win_rate"]


# 4 games in the quick run (two a worker), 30 in the full run
@pytest.mark.parametrize("games", [4, pytest.param(30, marks=pytest.mark.slow)])
def test_same_seed_same_results_whatever_the_workers(capsys: pytest.CaptureFixture[str],
                                                     games: int) -> None:
    args = ("--players", "3", "--games", str(games), "--bots", "heuristic,random")
    one = simulate_json(capsys, *args, "--seed", "9", "--workers", "1")
    two = simulate_json(capsys, *args, "--seed", "9", "--workers", "2")
    other_seed = simulate_json(capsys, *args, "--seed", "10", "--workers", "1")
    for key in ("steps", "per_seat", "per_bot"):
        assert one[key] == two[key]
    assert one["steps"] != other_seed["steps"]


def test_out_records_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "games.jsonl"
    simulate_json(capsys, "--players", "2", "--games", "12", "--out", str(out),
                  "-o", "my_precious=true")
    lines = out.read_text().splitlines()
    assert len(lines) == 12
    record = json.loads(lines[0])
    assert record["game"] == "genie" and record["options"]["my_precious"] is True
    assert main(["replay", str(out)]) == 0
    assert "12 record(s) replayed, ok" in capsys.readouterr().out
    # a tampered record is caught, naming what is wrong
    record["digest"] = "0" * 64
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    assert main(["replay", str(bad)]) == 1
    assert "digest" in capsys.readouterr().out


def test_content_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["content", "genie", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "genie"
    tables = {t["name"]: t for t in data["tables"]}
    assert {name: (t["expected"], t["implemented"]) for name, t in tables.items()} == {
        "chest_cards": (78, 78), "starting_cards": (8, 8), "lamp_cards": (25, 25),
        "ring": (1, 1)}
    assert tables["lamp_cards"]["gaps"] and tables["ring"]["gaps"] == []
    assert main(["content", "--json"]) == 0
    listed = [r["game"] for r in json.loads(capsys.readouterr().out)]
    assert listed == sorted(listed) and {"genie", "kingoftokyo", "saboteur"} <= set(listed)


# the bench measures each figure for its time: the shape is the same for a short time
@pytest.mark.parametrize("seconds", ["0.01", pytest.param("0.2", marks=pytest.mark.slow)])
def test_bench_json_shape(capsys: pytest.CaptureFixture[str], seconds: str) -> None:
    assert main(["bench", "genie", "--json", "--seconds", seconds]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"genie"}
    for key in ("steps_per_s", "games_per_s", "trusted_steps_per_s", "trusted_games_per_s",
                "clones_per_s", "determinize_per_s", "ismcts_iterations_per_s"):
        assert data["genie"][key] > 0


BAD_ARGUMENTS = [
    ["simulate"],
    ["simulate", "chess"],
    ["simulate", "genie", "--players", "9"],
    ["simulate", "genie", "--players", "0"],
    ["simulate", "genie", "--games", "-3"],
    ["simulate", "genie", "--games", "many"],
    ["simulate", "genie", "--seed", "x"],
    ["simulate", "genie", "--bots", "alphazero"],
    ["simulate", "genie", "--bots", "random,random,random,random", "--players", "3"],
    ["simulate", "genie", "-o", "race=fastest"],
    ["simulate", "genie", "-o", "colour=red"],
    ["simulate", "genie", "-o", "novalue"],
    ["simulate", "genie", "--workers", "0"],
    ["simulate", "genie", "--out", "/nonexistent/dir/x.jsonl"],
    ["replay"],
    ["replay", "/nonexistent.jsonl"],
    ["content", "monopoly"],
    ["bench", "genie", "--seconds", "0"],
    ["bench", "genie", "--players", "8"],
    ["play", "genie", "--seat", "5"],
    ["play", "genie", "--bots", "nobody"],
    ["scenario", "/nonexistent.json"],
    ["frobnicate"],
]


@pytest.mark.parametrize("args", BAD_ARGUMENTS)
def test_bad_arguments_exit_2_without_traceback(args: list[str],
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """In this process: 23 interpreters started for this alone cost seconds; the full run
    also runs each through `python -m ludoteca.cli` (below)."""
    code, _, err = cli(capsys, *args)
    assert code == 2, err
    assert "Traceback" not in err
    assert "error" in err


@pytest.mark.slow
@pytest.mark.parametrize("args", BAD_ARGUMENTS)
def test_bad_arguments_exit_2_without_traceback_in_a_process(args: list[str]) -> None:
    result = run(*args)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert "error" in result.stderr


@HERE_QUICK
def test_malformed_record_files_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                       in_process: bool) -> None:
    cases = {
        "notjson.json": "{not json",
        "lines.jsonl": '{"game": "genie"}\nnot json\n',
        "fields.json": json.dumps({"game": "genie", "version": "1"}),
        "game.json": json.dumps({"game": "chess", "version": "1", "players": 2, "seed": 1,
                                 "options": {}, "actions": []}),
    }
    for name, text in cases.items():
        path = tmp_path / name
        path.write_text(text)
        code, out, err = either(capsys, in_process, "replay", str(path))
        assert "Traceback" not in err + out
        assert code in (1, 2), (name, err)
        assert name in err + out or "record" in err + out


@HERE_QUICK
def test_malformed_scenario_file_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        in_process: bool) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"game": "genie", "players": 3}))
    code, out, err = either(capsys, in_process, "scenario", str(path))
    assert code == 2
    assert "seed" in out and "Traceback" not in err


@HERE_QUICK
def test_scenario_command_runs_the_rulebook_examples(capsys: pytest.CaptureFixture[str],
                                                     in_process: bool) -> None:
    if not SCENARIOS.exists():
        pytest.skip("no scenario folder yet")
    code, out, _ = either(capsys, in_process, "scenario", str(SCENARIOS))
    assert code == 0, out
    assert " 0 failed" in out


# the quick run answers 20 prompts (past the first reveal), the full run 400
@pytest.mark.parametrize("answers", [20, pytest.param(400, marks=pytest.mark.slow)])
def test_play_in_terminal_hides_bot_dice_until_the_reveal(answers: int) -> None:
    # place 3 on gold, then answer every numbered prompt with 1 until the input runs out
    result = run("play", "genie", "--players", "3", "--seed", "4",
                 stdin="g3\n" + "1\n" * answers)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Reveal!" in out  # the answers last past the first reveal
    before_reveal = out.split("Reveal!")[0]
    assert "Bot 1 places a die in secret" in before_reveal
    assert "on bronze" not in before_reveal.split("You place 3 on gold")[1]
    assert "You place 3 on gold" in out


@pytest.mark.slow
def test_bench_server_json_shape() -> None:
    result = run("bench", "server", "--tables", "2", "--seconds", "2", "--think", "0.05",
                 "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)["server"]
    assert data["tables"] == 2 and data["players"] == 3
    assert data["actions"] > 0 and data["actions_per_s"] > 0
    assert 0 < data["p50_ms"] <= data["p99_ms"]


# a process each: the quick run keeps one argument of each command, the full run all of them
@pytest.mark.parametrize("args", [
    ["serve", "--port", "70000"],
    pytest.param(["serve", "--bot-delay", "-1"], marks=pytest.mark.slow),
    pytest.param(["serve", "--rate-limit", "0"], marks=pytest.mark.slow),
    pytest.param(["serve", "--db", "nosuchdb://x"], marks=pytest.mark.slow),
    pytest.param(["bench", "server", "--think", "-1"], marks=pytest.mark.slow),
    ["bench", "server", "--tables", "0"],
])
def test_bad_server_arguments_exit_2(args: list[str]) -> None:
    result = run(*args)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and "error" in result.stderr


def test_content_prints_bracketed_texts_as_they_are(capsys: pytest.CaptureFixture[str]) -> None:
    """"[zh-Hant]", "[uk]" and a gap's brackets are the data's words, not terminal markup."""
    assert main(["content", "saboteur"]) == 0
    out = capsys.readouterr().out
    assert "saboteur [zh-Hant]:" in out and "saboteur [uk]:" in out


def test_simulate_names_the_groups(capsys: pytest.CaptureFixture[str]) -> None:
    """Saboteur's roles in the summary table by their names, not their ids (the JSON keeps
    the ids)."""
    assert main(["simulate", "saboteur", "--players", "4", "--games", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "Gold-digger, blue team" in out and "gold_digger_blue" not in out


def test_serve_help_gives_every_default(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["serve", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for shown in ("(default: 127.0.0.1)", "(default: 8000)", "sqlite:///ludoteca.db",
                  "(default: 0.7)", "(default: 1800.0)", "(default: cores less one)"):
        assert shown in out, shown
    assert "genie" not in out  # the server's options name no game
