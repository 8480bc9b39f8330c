"""`ludoteca export`: decision rows as Parquet, from fresh bot games or from stored records,
read back and checked against the engine and the RL environments; bad input exits 2 with a
one-line message and leaves nothing behind."""

from __future__ import annotations

import contextlib
import io
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from ludoteca.core.records import load_records
from ludoteca.core.registry import game_ids
from ludoteca.core.rng import seed_from
from tests.cli.inprocess import cli

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

SUMMARY_KEYS = {"source", "game", "players", "options", "out", "games", "rows", "shards",
                "files", "observation_size", "action_size"}


def export(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    code, out, err = cli(capsys, "export", *args, "--json")
    assert code == 0, err
    return json.loads(out)


def columns(out: Path) -> dict[str, np.ndarray]:
    """The shards as numpy arrays: the loader docs/research.md shows."""
    table = pq.read_table(out)
    found = {}
    for name in table.column_names:
        column = table.column(name).combine_chunks()
        if pa.types.is_fixed_size_list(column.type):  # observation, action_mask: rows x width
            found[name] = column.flatten().to_numpy().reshape(len(column), column.type.list_size)
        else:
            found[name] = column.to_numpy(zero_copy_only=False)
    return found


def nothing_left(folder: Path, out: Path) -> None:
    assert not out.exists()
    assert not [p for p in folder.iterdir() if ".partial-" in p.name]


@pytest.fixture(scope="module")
def genie_export(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    from ludoteca.cli import main

    out = tmp_path_factory.mktemp("export") / "rows"
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        assert main(["export", "genie", "--simulate", "2", "--bots", "heuristic,random",
                     "--players", "2", "--seed", "5", "--rows-per-shard", "60",
                     "--out", str(out), "--json"]) == 0
    return out, json.loads(printed.getvalue())


# -- round trip -------------------------------------------------------------------------------


def test_summary_shape_and_shards(genie_export: tuple[Path, dict[str, Any]]) -> None:
    out, summary = genie_export
    assert set(summary) == SUMMARY_KEYS
    assert summary["source"] == "simulate" and summary["games"] == 2
    assert summary["shards"] == -(-summary["rows"] // 60)
    names = sorted(p.name for p in out.iterdir())
    assert names == [f"part-{i:05d}.parquet" for i in range(summary["shards"])]
    assert summary["files"] == [str(out / name) for name in names]
    assert [pq.read_metadata(out / n).num_rows for n in names[:-1]] == [60] * (len(names) - 1)


def test_rows_read_back(genie_export: tuple[Path, dict[str, Any]]) -> None:
    from ludoteca.sim.runner import play_game, seat_bots

    out, summary = genie_export
    data = columns(out)
    rows = summary["rows"]
    assert data["observation"].shape == (rows, summary["observation_size"])
    assert data["observation"].dtype == np.float32
    assert data["action_mask"].shape == (rows, summary["action_size"])
    assert data["action_mask"].dtype == np.int8
    # the action taken is always one the mask allowed
    assert (data["action_mask"][np.arange(rows), data["action"]] == 1).all()
    meta = json.loads(pq.read_schema(out / "part-00000.parquet").metadata[b"ludoteca"])
    assert meta["game"] == "genie" and meta["players"] == 2 and meta["source"] == "simulate"
    assert meta["options"] == summary["options"] and meta["bots"] == ["heuristic", "random"]
    for index in range(2):
        seed = seed_from(5, index)
        mine = data["game"] == index
        assert (data["seed"][mine] == seed).all()
        assert list(data["step"][mine]) == list(range(mine.sum()))
        result = play_game("genie", 2, seed, summary["options"],
                           seat_bots(["heuristic", "random"], 2, index))
        assert mine.sum() == result.steps
        for seat in range(2):
            rows_of = np.flatnonzero(mine & (data["seat"] == seat))
            # 0 until the seat's last row, which holds its return and done
            assert data["reward"][rows_of[-1]] == pytest.approx(result.returns[seat])
            assert not data["reward"][rows_of[:-1]].any()
            assert data["done"][rows_of].tolist() == [False] * (len(rows_of) - 1) + [True]
            assert data["episode_return"][rows_of] == pytest.approx(result.returns[seat])


def test_observations_are_the_aec_envs(genie_export: tuple[Path, dict[str, Any]]) -> None:
    from ludoteca.rl import aec_env

    out, _ = genie_export
    data = columns(out)
    env = aec_env("genie", players=2, seed=seed_from(5, 0))
    env.reset()
    for row in range(25):  # the first rows of game 0, played through the env
        agent = env.agent_selection
        assert agent == f"player_{data['seat'][row]}"
        observed = env.observe(agent)
        assert np.array_equal(observed["observation"], data["observation"][row])
        assert np.array_equal(observed["action_mask"], data["action_mask"][row])
        env.step(int(data["action"][row]))


def test_records_export_the_same_rows_as_simulate(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        genie_export: tuple[Path, dict[str, Any]]) -> None:
    # the same games, stored by `simulate --out` and exported from the records
    records = tmp_path / "records"
    records.mkdir()
    code, _, err = cli(capsys, "simulate", "genie", "--games", "2", "--players", "2",
                       "--seed", "5", "--bots", "heuristic,random", "--json",
                       "--out", str(records / "games.jsonl"))
    assert code == 0, err
    # one of them also as a .json file of its own, as `replay` and the server give it
    first = load_records(records / "games.jsonl")[0].to_json()
    (records / "single.json").write_text(json.dumps(first))
    summary = export(capsys, "genie", "--records", str(records), "--out",
                     str(tmp_path / "rows"))
    assert summary["source"] == "records" and summary["games"] == 3
    mine, theirs = columns(tmp_path / "rows"), columns(genie_export[0])
    simulated = theirs["step"].size
    assert summary["rows"] == simulated + (theirs["game"] == 0).sum()
    for name in ("step", "seat", "observation", "action_mask", "action", "reward", "done"):
        assert np.array_equal(mine[name][:simulated], theirs[name]), name
    assert np.array_equal(mine["action"][simulated:], theirs["action"][theirs["game"] == 0])
    assert set(mine["game"][simulated:]) == {2}


def test_a_record_without_moves_gives_an_empty_shard(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]
                                                     ) -> None:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "empty.json").write_text(json.dumps(
        {"game": "genie", "version": "1", "players": 2, "seed": 1, "options": {},
         "actions": []}))
    summary = export(capsys, "genie", "--records", str(tmp_path / "in"), "--out",
                     str(tmp_path / "rows"))
    assert (summary["games"], summary["rows"], summary["shards"]) == (1, 0, 1)
    assert pq.read_table(tmp_path / "rows").num_rows == 0


def test_an_empty_out_folder_is_used(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                     ) -> None:
    (tmp_path / "rows").mkdir()
    summary = export(capsys, "genie", "--simulate", "1", "--players", "2", "--out",
                     str(tmp_path / "rows"))
    assert summary["rows"] > 0 and (tmp_path / "rows" / "part-00000.parquet").is_file()
    nothing_left(tmp_path, tmp_path / "nothing")


def test_plain_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "export", "genie", "--simulate", "1", "--players", "2",
                       "--out", str(tmp_path / "rows"))
    assert code == 0 and "rows from 1 games in 1 Parquet file(s)" in out


@pytest.mark.slow
@pytest.mark.parametrize("game", game_ids())
def test_every_game_matches_the_aec_env_throughout(tmp_path: Path, game: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    from ludoteca.rl import aec_env

    summary = export(capsys, game, "--simulate", "2", "--bots", "heuristic,random",
                     "--players", "3", "--out", str(tmp_path / "rows"))
    data = columns(tmp_path / "rows")
    for index in range(2):
        env = aec_env(game, players=3, seed=seed_from(1, index))
        env.reset()
        for row in np.flatnonzero(data["game"] == index):
            agent = env.agent_selection
            assert agent == f"player_{data['seat'][row]}"
            observed = env.observe(agent)
            assert np.array_equal(observed["observation"], data["observation"][row])
            assert np.array_equal(observed["action_mask"], data["action_mask"][row])
            env.step(int(data["action"][row]))
        returns = env.game_state.returns()
        last = data["done"] & (data["game"] == index)
        assert data["reward"][last] == pytest.approx([returns[s] for s in data["seat"][last]])
    assert summary["games"] == 2


# -- bad input ----------------------------------------------------------------------------------


def usage_error(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code, _, err = cli(capsys, "export", *args)
    assert code == 2, err
    assert "Traceback" not in err
    last = err.strip().splitlines()[-1]
    assert last.startswith("ludoteca") and "error: " in last, err
    return last


@pytest.mark.parametrize(("args", "message"), [
    (["nogame", "--simulate", "1"], "invalid choice: 'nogame'"),
    (["genie", "--simulate", "0"], "expected a positive integer, got '0'"),
    (["genie", "--simulate", "x"], "expected a positive integer, got 'x'"),
    (["genie", "--simulate", "1", "--bots", "nobody"], "unknown bot 'nobody'"),
    (["genie", "--simulate", "1", "--bots", "random,random,random,random"],
     "--bots needs 1 to 3 names, got 4"),
    (["genie", "--simulate", "1", "--players", "9"], "genie takes 2-5 players"),
    (["genie", "--simulate", "1", "--rows-per-shard", "0"], "expected a positive integer"),
    (["genie"], "one of the arguments --records --simulate is required"),
    (["genie", "--simulate", "1", "--records", "x"], "not allowed with argument"),
    (["genie", "--records", "x", "--bots", "random"], "--bots go with --simulate"),
])
def test_bad_arguments(tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str],
                       message: str) -> None:
    out = tmp_path / "rows"
    assert message in usage_error(capsys, *args, "--out", str(out))
    nothing_left(tmp_path, out)


def a_record(**changes: Any) -> dict[str, Any]:
    data = {"game": "genie", "version": "1", "players": 2, "seed": 1, "options": {},
            "actions": []}
    data.update(changes)
    return data


@pytest.mark.parametrize(("content", "message"), [
    (b"\xff\xfe\x00{}", "not UTF-8 text (byte 0xff at offset 0)"),
    (b'{"game": "genie",', "in.json"),
    (b"[]", "no records in it"),
    (json.dumps(a_record(players="2")).encode(), "record field 'players' has the wrong type"),
    (json.dumps(a_record(game="saboteur", players=3)).encode(),
     "record 1 is a saboteur record, not genie"),
    (json.dumps(a_record(actions=[[0, {"type": "nonsense"}]])).encode(), "move 1"),
    (json.dumps(a_record(digest="0" * 16)).encode(), "record field 'digest'"),
    (json.dumps([a_record(), a_record(players=3)]).encode(), "export one set-up at a time"),
])
def test_bad_records(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes,
                     message: str) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a-good.json").write_text(json.dumps(a_record()))
    (folder / "in.json").write_bytes(content)
    out = tmp_path / "rows"
    assert message in usage_error(capsys, "genie", "--records", str(folder), "--out", str(out))
    nothing_left(tmp_path, out)


def test_records_folder_missing_or_empty(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "rows"
    assert "no such folder" in usage_error(capsys, "genie", "--records",
                                           str(tmp_path / "nope"), "--out", str(out))
    (tmp_path / "empty").mkdir()
    assert "no records (*.json, *.jsonl) in" in usage_error(
        capsys, "genie", "--records", str(tmp_path / "empty"), "--out", str(out))
    nothing_left(tmp_path, out)


def test_an_out_that_is_not_new_is_refused(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    full = tmp_path / "full"
    full.mkdir()
    (full / "keep.txt").write_text("mine")
    assert "exists and is not empty" in usage_error(capsys, "genie", "--simulate", "1",
                                                    "--out", str(full))
    assert [p.name for p in full.iterdir()] == ["keep.txt"]
    (tmp_path / "file").write_text("mine")
    assert "exists and is not a folder" in usage_error(capsys, "genie", "--simulate", "1",
                                                       "--out", str(tmp_path / "file"))
    assert (tmp_path / "file").read_text() == "mine"


def test_a_failure_midway_leaves_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from ludoteca.core.errors import OptionError
    from ludoteca.rl import export as module

    real = module.Exporter._flush
    calls: list[int] = []

    def flush(self: Any, rows: int) -> None:
        calls.append(rows)
        if len(calls) == 2:  # the disk fills up at the second shard
            raise OptionError("cannot write: No space left on device")
        real(self, rows)

    monkeypatch.setattr(module.Exporter, "_flush", flush)
    out = tmp_path / "rows"
    assert "No space left" in usage_error(capsys, "genie", "--simulate", "2", "--players", "2",
                                          "--rows-per-shard", "20", "--out", str(out))
    assert len(calls) == 2
    nothing_left(tmp_path, out)


def test_missing_pyarrow_names_the_extra(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyarrow", None)  # import pyarrow raises ImportError
    monkeypatch.delitem(sys.modules, "ludoteca.rl.export", raising=False)
    out = tmp_path / "rows"
    line = usage_error(capsys, "genie", "--simulate", "1", "--out", str(out))
    assert line == "ludoteca export: error: export needs pyarrow: pip install " \
                   "'ludoteca[research]'"
    nothing_left(tmp_path, out)


def test_row_groups_bound_the_memory(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                     monkeypatch: pytest.MonkeyPatch,
                                     genie_export: tuple[Path, dict[str, Any]]) -> None:
    # rows go out in row groups of at most GROUP_BYTES: here 7 rows, shards of 60 rows
    from ludoteca.rl import export as module

    monkeypatch.setattr(module, "GROUP_BYTES", 7 * (4 * 1165 + 243 + 40))
    out = tmp_path / "rows"
    summary = export(capsys, "genie", "--simulate", "2", "--bots", "heuristic,random",
                     "--players", "2", "--seed", "5", "--rows-per-shard", "60",
                     "--out", str(out))
    first = pq.read_metadata(out / "part-00000.parquet")
    assert first.num_rows == 60 and first.num_row_groups == 9  # 8 of 7 rows, then 4
    assert summary["shards"] == genie_export[1]["shards"]
    mine, theirs = columns(out), columns(genie_export[0])
    assert all(np.array_equal(mine[name], theirs[name]) for name in theirs)
