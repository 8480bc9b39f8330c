"""Bad input files and arguments: exit 2 with a message naming the culprit, never a
traceback; in a run over several files, the readable ones are still run and reported."""

from __future__ import annotations

import json
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from ludoteca.core.registry import game_ids
from tests.cli.inprocess import HERE_QUICK, cli, either

SCENARIOS = Path(__file__).parents[1] / "games" / "genie" / "scenarios"
PASSING = SCENARIOS / "ex01_die_placement.json"

NOT_UTF8 = {
    "bom16": (b"\xff\xfe\x00{}", "byte 0xff at offset 0"),
    "latin1": ('{"name": "café"}'.encode("latin-1"), "byte 0xe9 at offset 13"),
}




def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ludoteca.cli", *args], capture_output=True,
                          text=True, timeout=timeout)


def a_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    out = tmp_path / "one.jsonl"
    assert cli(capsys, "simulate", "genie", "--games", "1", "--players", "2", "--json",
               "--out", str(out))[0] == 0
    return json.loads(out.read_text())


def failing_scenario() -> dict[str, Any]:
    data = json.loads(PASSING.read_text())
    data["name"] = "deliberately failing"
    data["expect"] = {"round": 99}
    return data


# -- 1. files that are not UTF-8 -------------------------------------------------------


@HERE_QUICK
@pytest.mark.parametrize("command", ["replay", "scenario"])
@pytest.mark.parametrize("case", list(NOT_UTF8))
def test_a_file_that_is_not_utf8_is_named_and_exits_2(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str],
                                                      command: str, case: str,
                                                      in_process: bool) -> None:
    data, where = NOT_UTF8[case]
    path = tmp_path / f"{case}.json"
    path.write_bytes(data)
    code, out, err = either(capsys, in_process, command, str(path))
    assert code == 2, err
    assert "Traceback" not in err
    assert f"{path}: not UTF-8 text ({where})" in out + err


def test_a_utf8_byte_order_mark_is_accepted(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(a_record(tmp_path, capsys)).encode())
    code, out, _ = cli(capsys, "replay", str(path))
    assert code == 0 and "1 record(s) replayed, ok" in out


# -- 2. one bad file among several -----------------------------------------------------


def scenario_folder(tmp_path: Path, *, broken: bool = True, failing: bool = True) -> Path:
    folder = tmp_path / "scenarios"
    folder.mkdir()
    shutil.copy(PASSING, folder / "a_pass.json")
    if failing:
        (folder / "b_fail.json").write_text(json.dumps(failing_scenario()))
    if broken:
        (folder / "c_latin1.json").write_bytes(NOT_UTF8["latin1"][0])
        (folder / "d_broken.json").write_text("{not json")
    (folder / "notes.json").mkdir()  # a folder named like a scenario is not one
    return folder


def test_scenario_folder_runs_the_good_files_and_reports_the_bad(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = scenario_folder(tmp_path)
    code, out, err = cli(capsys, "scenario", str(folder))
    assert code == 2, err
    assert "PASS  Ex-1 die placement" in out
    assert "FAIL  deliberately failing" in out and "final: round: expected 99" in out
    assert f"ERROR  c_latin1  ({folder / 'c_latin1.json'})" in out
    assert f"{folder / 'c_latin1.json'}: not UTF-8 text (byte 0xe9 at offset 13)" in out
    assert f"{folder / 'd_broken.json'}: not JSON" in out
    assert "notes" not in out
    assert "1 passed, 3 failed (2 malformed)" in out


def test_scenario_json_report_marks_malformed_files(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = scenario_folder(tmp_path)
    code, out, _ = cli(capsys, "scenario", str(folder), "--json")
    assert code == 2
    data = json.loads(out)
    assert (data["passed"], data["failed"], data["errors"]) == (1, 3, 2)
    by_file = {Path(r["file"]).name: r for r in data["results"]}
    assert [by_file[n]["status"] for n in sorted(by_file)] == ["pass", "fail", "error", "error"]
    for r in data["results"]:  # the fields every entry always had keep their types
        assert isinstance(r["name"], str) and isinstance(r["passed"], bool)
        assert isinstance(r["failures"], list)
    bad = by_file["c_latin1.json"]
    assert bad["passed"] is False and bad["failures"] == []
    assert bad["error"] == f"{folder / 'c_latin1.json'}: not UTF-8 text (byte 0xe9 at offset 13)"


@pytest.mark.parametrize(("broken", "failing", "code"), [
    (False, False, 0), (False, True, 1), (True, False, 2)])
def test_scenario_exit_code_policy(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                   broken: bool, failing: bool, code: int) -> None:
    folder = scenario_folder(tmp_path, broken=broken, failing=failing)
    assert cli(capsys, "scenario", str(folder))[0] == code


def test_scenario_folder_without_scenarios_exits_2(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli(capsys, "scenario", str(tmp_path))
    assert code == 2 and f"no scenario files (*.json) in {tmp_path}" in err


def replay_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> list[Path]:
    record = a_record(tmp_path, capsys)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(record))
    bad = tmp_path / "latin1.json"
    bad.write_bytes(NOT_UTF8["latin1"][0])
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps({**record, "digest": "0" * 64}))
    return [good, bad, tampered, tmp_path]  # the folder itself is not a record file


def test_replay_runs_the_good_files_and_reports_the_bad(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good, bad, tampered, folder = replay_files(tmp_path, capsys)
    code, out, err = cli(capsys, "replay", *map(str, (good, bad, tampered, folder)))
    assert code == 2
    assert f"{good}: 1 record(s) replayed, ok" in out
    assert f"{tampered}: 1 record(s) replayed, 1 FAILED" in out and "digest" in out
    assert f"error: {bad}: not UTF-8 text (byte 0xe9 at offset 13)" in err
    assert f"error: cannot read {folder}: Is a directory" in err


def test_replay_json_report_marks_malformed_files(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good, bad, tampered, _ = replay_files(tmp_path, capsys)
    code, out, _ = cli(capsys, "replay", str(good), str(bad), str(tampered), "--json")
    assert code == 2
    data = json.loads(out)
    assert data["ok"] is False and data["errors"] == 1
    assert [f["status"] for f in data["files"]] == ["ok", "error", "failed"]
    for entry in data["files"]:  # the fields every entry always had keep their types
        assert isinstance(entry["records"], int) and isinstance(entry["failed"], list)
    assert data["files"][1] == {
        "file": str(bad), "records": 0, "failed": [], "status": "error",
        "error": f"{bad}: not UTF-8 text (byte 0xe9 at offset 13)"}


def test_replay_exit_code_policy(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good, _, tampered, _ = replay_files(tmp_path, capsys)
    assert cli(capsys, "replay", str(good))[0] == 0
    assert cli(capsys, "replay", str(good), str(tampered))[0] == 1


# -- 3. an unknown game is named before anything else ------------------------------------


def test_scenario_with_an_unknown_game_names_it(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "chess.json"
    path.write_text(json.dumps({"game": "chess", "players": 2}))
    code, out, _ = cli(capsys, "scenario", str(path))
    assert code == 2
    assert f"unknown game 'chess' (known: {', '.join(game_ids())})" in out
    assert "seed" not in out


def test_replay_of_an_unknown_game_names_it(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "chess.jsonl"
    path.write_text(json.dumps({"game": "chess", "players": 2}) + "\n")
    code, _, err = cli(capsys, "replay", str(path))
    assert code == 2
    assert f"unknown game 'chess' (known: {', '.join(game_ids())})" in err
    assert "actions" not in err


# -- 4. serve: the address is checked before "serving" is printed -----------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# a refused serve stops before the server starts: the server's imports once in the quick
# run, not an interpreter a test
@HERE_QUICK
def test_serve_on_a_busy_port_exits_2_before_serving(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str],
                                                      in_process: bool) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        code, out, err = either(capsys, in_process, "serve", "--port", str(port),
                                       "--db", f"sqlite:///{tmp_path / 'x.db'}")
    assert code == 2, err
    assert "serving" not in out
    assert f"cannot listen on 127.0.0.1:{port}: address already in use" in err
    assert "Traceback" not in err


@HERE_QUICK
def test_serve_on_a_host_it_cannot_bind_exits_2(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str],
                                                in_process: bool) -> None:
    # 192.0.2.1 is TEST-NET-1: never an address of this machine, and no DNS lookup
    code, out, err = either(capsys, in_process, "serve", "--host", "192.0.2.1",
                                   "--port", str(free_port()),
                                   "--db", f"sqlite:///{tmp_path / 'x.db'}")
    assert code == 2, err
    assert "serving" not in out
    assert "cannot listen on 192.0.2.1:" in err and "Traceback" not in err


def test_serve_still_serves_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "ludoteca.cli", "serve", "--port", str(port),
                             "--db", f"sqlite:///{tmp_path / 'x.db'}"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as page:
                    assert page.status == 200
                break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline
                time.sleep(0.2)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err
    assert out == f"Ludoteca is serving on http://127.0.0.1:{port}/ (database sqlite:///" \
                  f"{tmp_path / 'x.db'})\n"


# -- 5. other malformed input ---------------------------------------------------------------


@pytest.mark.parametrize(("text", "message"), [
    ("[" * 100_000, "not usable JSON (nested too deeply)"),
    ("1" * 5000, "not usable JSON (Exceeds the limit (4300 digits)"),
    ("", "not JSON (Expecting value at line 1)"),
], ids=["deep", "long-int", "empty"])
@pytest.mark.parametrize("command", ["replay", "scenario"])
def test_unusable_json_is_named_and_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                            command: str, text: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text)
    code, out, err = cli(capsys, command, str(path))
    assert code == 2
    assert f"{path}: {message}" in out + err


@pytest.mark.parametrize(("scenario", "message"), [
    ({"game": "genie", "options": ["race"]}, "'options' must be an object"),
    ({"game": "genie", "setup": {"chests": {"gold": {"top": None}}}},
     "'chests.gold.top' must be a list"),
    ({"game": "genie", "setup": {"lamp": {"top": None}}}, "'lamp.top' must be a list"),
    ({"game": "genie", "setup": {"discard": None}}, "'discard' must be a list"),
    ({"game": "genie", "setup": {"round": "second"}}, "'round' must be an integer"),
    ({"game": "genie", "expect": {"discard": {"contains": None}}}, "'contains' must be a list"),
    ({"game": "kingoftokyo", "setup": {"active": None}}, "must be seats, not null"),
    ({"game": "kingoftokyo", "setup": {"extra_turns": None}}, "'extra_turns'"),
])
def test_malformed_scenario_fields_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                          scenario: dict[str, Any], message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"players": 2, "seed": 1, **scenario}))
    code, out, _ = cli(capsys, "scenario", str(path))
    assert code == 2
    assert f"{path}: " in out and message in out


# a process each: the quick run keeps a device that refuses writes and a folder, the full
# run every kind of place
@pytest.mark.parametrize("out", [
    pytest.param("/dev/full", marks=pytest.mark.skipif(not Path("/dev/full").exists(),
                                                       reason="no /dev/full")),
    pytest.param("/proc/self/status", marks=[pytest.mark.slow, pytest.mark.skipif(
        not Path("/proc/self/status").exists(), reason="no /proc")]),
    pytest.param("/proc/x", marks=pytest.mark.slow),
    "{tmp}",
])
def test_simulate_out_that_cannot_be_written_exits_2(tmp_path: Path, out: str) -> None:
    out = out.format(tmp=tmp_path)
    result = run("simulate", "genie", "--games", "3", "--out", out)
    assert result.returncode == 2, result.stderr
    assert f"cannot write {out}: " in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("option", ["x=" + "[" * 100_000, "race=" + "1" * 5000],
                         ids=["deep", "long-int"])
def test_option_values_json_cannot_load_exit_2(capsys: pytest.CaptureFixture[str],
                                               option: str) -> None:
    code, _, err = cli(capsys, "simulate", "genie", "--games", "1", "-o", option)
    assert code == 2 and "option" in err


# a process each: the quick run keeps one nan and one inf, the full run every option
@pytest.mark.parametrize("args", [
    ["bench", "genie", "--seconds", "nan"],
    pytest.param(["bench", "genie", "--seconds", "inf"], marks=pytest.mark.slow),
    pytest.param(["bench", "server", "--think", "nan"], marks=pytest.mark.slow),
    pytest.param(["serve", "--bot-delay", "nan"], marks=pytest.mark.slow),
    ["serve", "--rate-limit", "inf"],
])
def test_non_finite_numbers_exit_2(args: list[str]) -> None:
    # run apart: before the fix, nan or inf seconds made the bench loop for ever
    result = run(*args, timeout=60)
    assert result.returncode == 2, result.stderr
    assert "expected a finite number" in result.stderr and "Traceback" not in result.stderr
