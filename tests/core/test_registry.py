"""Game discovery: games are found (package scan, entry points, register), never listed.

The toy game (tests/toygame) is added from outside `ludoteca.games` and played with the
shared tools unchanged.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from ludoteca.bots.base import SEARCH_LEVELS, RandomBot, bot_names, make_bot
from ludoteca.cli import main
from ludoteca.core import registry
from ludoteca.core.errors import OptionError
from ludoteca.core.plugin import GamePackage
from ludoteca.core.registry import game_ids, get_game, get_package, installed, register
from ludoteca.core.rng import Rng
from ludoteca.play import GenericText
from ludoteca.sim.runner import simulate

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def toy() -> Iterator[str]:
    register("toy", "tests.toygame")
    yield "toy"
    registry.unregister("toy")


def _plugin_dist(folder: Path) -> Path:
    """An installed distribution declaring the toy game as an entry point (no pip needed)."""
    info = folder / "toyplugin-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: toyplugin\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[ludoteca.games]\ntoy = tests.toygame:GAME\n")
    return folder


def test_discovery_finds_the_game_packages() -> None:
    ids = game_ids()
    assert {"genie", "kingoftokyo"} <= set(ids)
    assert ids == sorted(ids) == game_ids()
    for game_id in ("genie", "kingoftokyo"):
        assert get_game(game_id).meta.id == game_id
        package = get_package(game_id)
        assert package.renderer == f"{game_id}.js"
        assert (installed(game_id).web_dir / package.renderer).is_file()
        assert package.styles == (f"{game_id}.css",)  # its screen's stylesheet, its own
        assert (installed(game_id).web_dir / package.styles[0]).is_file()
        assert bot_names(game_id) == ["random", "heuristic", *SEARCH_LEVELS]
        assert type(make_bot("heuristic", game_id, Rng(1))).__module__ == \
            f"ludoteca.games.{game_id}.bot"


def test_the_shared_browser_client_names_no_game() -> None:
    # a game's screen and styles live in its package (PACKAGE.renderer, PACKAGE.styles)
    static = ROOT / "src" / "ludoteca" / "web" / "static"
    shared = {f.name: f.read_text().lower() for f in static.iterdir() if f.is_file()}
    assert {"app.js", "index.html", "style.css"} <= set(shared)
    for game_id in game_ids():
        named = re.compile(rf"(?<![\w-]){re.escape(game_id)}(?![\w-])")
        assert not [name for name, text in shared.items() if named.search(text)], game_id


def test_listing_ids_imports_no_game() -> None:
    code = ("import sys; from ludoteca.core.registry import game_ids; ids = game_ids(); "
            "print(sorted(m for m in sys.modules if m.startswith('ludoteca.games.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def test_unknown_game_error_is_unchanged() -> None:
    with pytest.raises(OptionError) as caught:
        get_game("chess")
    assert str(caught.value) == f"unknown game 'chess' (known: {', '.join(game_ids())})"
    assert bot_names("chess") == ["random", *SEARCH_LEVELS]
    with pytest.raises(OptionError, match="unknown bot 'heuristic' for chess; known: random,"):
        make_bot("heuristic", "chess", Rng(1))


def test_register_adds_a_game_played_by_the_shared_tools(toy: str,
                                                         capsys: pytest.CaptureFixture) -> None:
    assert toy in game_ids()
    assert get_game(toy).meta.name == "Toy race"
    assert bot_names(toy) == ["random", "perfect", *SEARCH_LEVELS]
    assert isinstance(make_bot("random", toy, Rng(1)), RandomBot)
    assert get_package(toy).renderer is None  # the browser shows the generic screen
    assert get_package(toy).styles == ()
    summary = simulate(toy, 2, 30, 7, {}, ["random", "perfect"]).to_json()
    assert summary["games"] == 30 and summary["per_bot"]["perfect"]["win_rate"] > 0.5
    assert main(["simulate", toy, "--games", "10", "--bots", "perfect,random", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 10
    with pytest.raises(SystemExit) as caught:
        main(["simulate", toy, "--bots", "heuristic"])
    assert caught.value.code == 2
    assert "unknown bot 'heuristic' for toy; known: random, perfect" in capsys.readouterr().err


def test_register_a_callable_with_its_declaration() -> None:
    from tests.toygame import GAME, PerfectBot

    register("toy", lambda: GAME, GamePackage(bots={"first": PerfectBot}))
    try:
        assert bot_names("toy") == ["random", "first", *SEARCH_LEVELS]
        assert installed("toy").web_dir is None
    finally:
        registry.unregister("toy")
    assert "toy" not in game_ids()


def test_a_package_declares_file_names_in_its_web_folder() -> None:
    package = GamePackage(renderer="x.js", styles=["a.css", "b.css"])
    assert package.styles == ("a.css", "b.css")  # a tuple: the declaration is frozen
    assert GamePackage().styles == ()
    for bad in ("../a.css", "css/a.css", ".a.css", ""):
        with pytest.raises(ValueError, match="must be a file name in web/"):
            GamePackage(styles=[bad])
    with pytest.raises(ValueError, match="must be a list of file names"):
        GamePackage(styles="a.css")
    with pytest.raises(ValueError, match="must be a file name in web/"):
        GamePackage(renderer="web/x.js")


def test_a_module_without_game_is_not_a_game() -> None:
    register("nothing", "tests.core")
    try:
        with pytest.raises(OptionError, match="defines no GAME"):
            get_game("nothing")
    finally:
        registry.unregister("nothing")
    register("wrong", "tests.toygame")
    try:
        with pytest.raises(OptionError, match="its GAME says 'toy'"):
            get_game("wrong")
    finally:
        registry.unregister("wrong")


def test_an_entry_point_adds_a_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(_plugin_dist(tmp_path)))
    registry.refresh()
    try:
        assert "toy" in game_ids()
        assert get_game("toy").meta.id == "toy"
        # PACKAGE of the entry point's module
        assert bot_names("toy") == ["random", "perfect", *SEARCH_LEVELS]
    finally:
        monkeypatch.undo()
        registry.refresh()
    assert "toy" not in game_ids()


def test_the_cli_plays_an_entry_point_game(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(_plugin_dist(tmp_path)), str(ROOT), os.environ.get("PYTHONPATH", "")])}
    run = subprocess.run(
        [sys.executable, "-m", "ludoteca.cli", "simulate", "toy", "--games", "20",
         "--bots", "perfect,random", "--workers", "2", "-o", "target=15", "--json"],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120)
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["game"] == "toy" and data["games"] == 20 and data["options"] == {"target": 15}
    bad = subprocess.run([sys.executable, "-m", "ludoteca.cli", "content", "toy", "--json"],
                         capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60)
    assert bad.returncode == 0 and json.loads(bad.stdout) == {"game": "toy", "tables": [],
                                                        "unofficial_names": {}}


def test_generic_terminal_text(toy: str) -> None:
    state = get_game(toy).new(2, 1)
    screen = GenericText.render(state.view(0), ["You", "Bot"])
    assert "total: 0" in screen and "target: 10" in screen
    event = state.apply(0, state.legal(0)[1])[0].for_seat(0)
    assert GenericText.describe(event, ["You", "Bot"]) == "added: seat=0, n=2, total=2"
