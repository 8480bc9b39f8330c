"""`ludoteca content clank --check FILE`: a tiles file typed in from the printed game is
checked as the shipped one is, every fault a clear message and exit code 2, no traceback."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ludoteca.games.clank import tiles
from tests.cli.inprocess import cli

SHIPPED = Path(tiles.__file__).parent / "data" / "tiles.toml"
TEXT = SHIPPED.read_text("utf-8")


def check(capsys: pytest.CaptureFixture[str], path: Path | str, *more: str
          ) -> tuple[int, str, str]:
    code, out, err = cli(capsys, "content", "clank", "--check", str(path), *more)
    assert "Traceback" not in out + err
    return code, out, err


def edited(tmp_path: Path, old: str, new: str, count: int = 1) -> Path:
    assert old in TEXT
    path = tmp_path / "tiles.toml"
    path.write_text(TEXT.replace(old, new, count), "utf-8")
    return path


def test_the_shipped_file_passes_with_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = check(capsys, SHIPPED)
    assert (code, err) == (0, "")
    assert out.startswith(f"ok: {SHIPPED} (clank)\n")
    assert "  tiles: start sides 2, safe 6, depths 22, haunted 4\n" in out
    assert "  stand-in: yes\n" in out
    assert re.search(r"^  depths: .*artifact\+\+ 1, .*rooms 66", out, re.MULTILINE)
    assert [line.split(":")[0].strip() for line in out.splitlines()[1:]] == [
        "tiles", "stand-in", "start", "safe", "depths"]


def test_an_owners_file_passes_and_the_json_carries_the_counts(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # the shipped geometry with the stand-in marks taken off: what an owner's file looks like
    path = tmp_path / "mine.toml"
    path.write_text(re.sub(r"(?m)^standin = true\n", "", TEXT).replace(
        "[meta]\nstandin = true\n", "[meta]\n"), "utf-8")
    code, out, _ = check(capsys, path)
    assert code == 0 and "  stand-in: no\n" in out
    code, out, _ = check(capsys, path, "--json")
    data = json.loads(out)
    assert code == 0 and data["ok"] is True and data["game"] == "clank"
    summary = data["summary"]
    assert summary["tiles"] == {"start sides": 2, "safe": 6, "depths": 22, "haunted": 4}
    assert summary["depths"] == tiles.feature_counts(tiles.load_tiles())["depths"]
    assert summary["start"]["crypt"] == summary["start"]["monkey_shrine"] == 2


def test_a_wrong_stub_names_the_tile_the_tunnel_and_the_edge(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = edited(tmp_path, '{from = "N0", to = "a"}', '{from = "N2", to = "a"}')
    code, out, err = check(capsys, path)
    assert code == 2 and out == ""
    # every problem of the tile at once: the unknown stub, and the edge it left without one
    assert f"{path}, tile 'safe01': tunnel #1 (N2-a): 'N2' is no room, stub or portal" in err
    assert f"{path}, tile 'safe01': stub N0 (edge N) is the end of 0 tunnels" in err
    assert err.startswith("ludoteca content: error: 2 problems:\n")


def test_a_missing_tunnel_names_the_tile_and_the_edge(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = edited(tmp_path, '  {from = "E1", to = "b"},\n', "")
    code, _, err = check(capsys, path)
    assert code == 2
    assert err == (f"ludoteca content: error: {path}, tile 'safe01': stub E1 (edge E) is the "
                   f"end of 0 tunnels, not exactly one\n")


def test_problems_of_several_tiles_are_listed_together(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # every tile's "W0" tunnel gone: one line per tile, not one run per mistake
    path = tmp_path / "tiles.toml"
    path.write_text(re.sub(r'(?m)^  \{from = "W0", to = "[a-z]+"\},\n', "", TEXT), "utf-8")
    code, _, err = check(capsys, path)
    lost = re.findall(r"tile '(\w+)': stub W0 \(edge W\)", err)
    assert code == 2 and len(lost) >= 5 and "safe01" in lost
    assert err.startswith(f"ludoteca content: error: {len(lost)} problems:\n")


@pytest.mark.parametrize("old,new,message", [
    ("haunted = true", "haunted = false", "4 haunted Depths tiles needed, got 3"),
    ('back = "depths"', 'back = "safe"', "6 safe tile(s) needed, got 7"),
    ('id = "deep05"', 'id = "deep04"', "tile id(s) ['deep04'] listed more than once"),
])
def test_wrong_counts_are_named(tmp_path: Path, capsys: pytest.CaptureFixture[str], old: str,
                                new: str, message: str) -> None:
    path = edited(tmp_path, old, new)
    code, _, err = check(capsys, path)
    assert code == 2
    assert err == f"ludoteca content: error: {path}: {message}\n"


def test_a_depths_tile_left_out_is_counted(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    head, sep, rest = TEXT.partition('[[tile]]\nid = "deep22"')
    assert sep
    _, nxt, tail = rest.partition("[[tile]]")
    path = tmp_path / "tiles.toml"
    path.write_text(head + nxt + tail, "utf-8")
    code, _, err = check(capsys, path)
    assert code == 2 and "22 depths tile(s) needed, got 21" in err


@pytest.mark.parametrize("content,message", [
    (TEXT.replace('id = "safe01"', 'id = "safe01', 1), "not valid TOML"),
    (b"[[tile]]\nid = \"caf\xe9\"\n", "not UTF-8 text (byte 18)"),
    ("", "needs a list of [[tile]] tables"),
])
def test_a_file_that_is_not_a_tiles_file(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         content: str | bytes, message: str) -> None:
    path = tmp_path / "tiles.toml"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, "utf-8")
    code, out, err = check(capsys, path)
    assert code == 2 and out == ""
    assert err.startswith(f"ludoteca content: error: {path}") and message in err
    code, out, _ = check(capsys, path, "--json")
    data = json.loads(out)
    assert code == 2 and data["ok"] is False and message in data["error"]


def test_a_missing_file_or_a_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = check(capsys, tmp_path / "nope.toml")
    assert code == 2 and f"no such file: {tmp_path / 'nope.toml'}" in err
    code, _, err = check(capsys, tmp_path)
    assert code == 2 and "is a folder, not a file" in err


def test_check_needs_a_game_that_reads_such_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli(capsys, "content", "genie", "--check", str(SHIPPED))
    assert code == 2 and "genie has no content file to check" in err
    code, _, err = cli(capsys, "content", "--check", str(SHIPPED))
    assert code == 2 and "--check needs a GAME" in err
    assert "Traceback" not in err


def test_content_without_check_is_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "content", "clank", "--json")
    data = json.loads(out)
    assert code == 0 and set(data) == {"game", "tables", "unofficial_names"}
    assert data["game"] == "clank"
