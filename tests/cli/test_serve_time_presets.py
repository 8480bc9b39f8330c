"""`ludoteca serve --time-preset NAME=BANK+INCREMENT`: the turn timers' numbers (docs/server.md,
"Turn timers"). A bad value exits 2 with a one-line error and no traceback, before anything
listens; good ones reach the server's settings over the defaults."""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca import cli as cli_module
from ludoteca.server import app as app_module
from ludoteca.server.clocks import TIME_PRESETS
from tests.cli.inprocess import cli


class Reached(Exception):
    """Raised by a stand-in for the server, once the settings are made."""


@pytest.fixture
def nothing_listens(monkeypatch: pytest.MonkeyPatch) -> None:
    """No socket is bound and no app is made: bad input must be refused before that."""
    def never(*args: Any, **kwargs: Any) -> Any:
        raise Reached("bad input got as far as listening")
    monkeypatch.setattr(cli_module, "_listen", never)


def usage_error(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """Run `ludoteca serve ARGS`: exit code 2, a one-line error without a traceback; the line."""
    code, _, err = cli(capsys, "serve", *args)
    assert code == 2, err
    assert "Traceback" not in err
    last = err.strip().splitlines()[-1]
    assert last.startswith("ludoteca serve: error: "), err
    return last


@pytest.mark.parametrize(("value", "message"), [
    ("x", "expected NAME=BANK+INCREMENT in seconds, e.g. normal=300+15, got 'x'"),
    ("normal", "expected NAME=BANK+INCREMENT"),
    ("normal=300", "expected NAME=BANK+INCREMENT"),
    ("normal=300-15", "expected NAME=BANK+INCREMENT"),
    ("normal=+15", "expected NAME=BANK+INCREMENT"),
    ("normal=300+", "expected NAME=BANK+INCREMENT"),
    ("normal=5m+10s", "expected NAME=BANK+INCREMENT"),
    ("=300+15", "unknown time preset '' (choose one of relaxed, normal, fast)"),
    ("blitz=60+1", "unknown time preset 'blitz' (choose one of relaxed, normal, fast)"),
    ("FAST=60+1", "unknown time preset 'FAST'"),
    ("none=60+1", "time preset 'none' has no clock: nothing to set"),
    ("normal=0+15", "the bank of time preset 'normal' must be more than 0 seconds, got '0'"),
    ("normal=-1+15", "the bank of time preset 'normal' must be more than 0 seconds"),
    ("fast=60+-1", "the increment of time preset 'fast' must be 0 or more seconds, got '-1'"),
    ("fast=nan+1", "the bank of time preset 'fast' must be a finite number, got 'nan'"),
    ("fast=60+inf", "the increment of time preset 'fast' must be a finite number, got 'inf'"),
    ("fast=86401+0", "the bank of time preset 'fast' must be at most 86400 seconds (a day)"),
    ("fast=60+1e9", "the increment of time preset 'fast' must be at most 86400 seconds"),
])
def test_a_bad_time_preset_exits_2(capsys: pytest.CaptureFixture[str], nothing_listens: None,
                                   value: str, message: str) -> None:
    line = usage_error(capsys, "--time-preset", value)
    assert "argument --time-preset: " in line and message in line, line


def test_a_preset_given_twice_exits_2(capsys: pytest.CaptureFixture[str],
                                      nothing_listens: None) -> None:
    line = usage_error(capsys, "--time-preset", "fast=60+1", "--time-preset", "normal=1+1",
                       "--time-preset", "fast=30+1")
    assert line.endswith("error: --time-preset fast given twice"), line


def test_the_presets_given_reach_the_settings(capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[Any] = []

    def create_app(url: str, settings: Any) -> Any:
        made.append(settings)
        raise Reached

    monkeypatch.setattr(cli_module, "_listen", lambda host, port: [])
    monkeypatch.setattr(app_module, "create_app", create_app)
    with pytest.raises(Reached):
        cli(capsys, "serve", "--time-preset", "normal=600+10", "--time-preset", " fast=1.5+0")
    assert made[0].time_presets == {**TIME_PRESETS, "normal": (600.0, 10.0),
                                    "fast": (1.5, 0.0)}
    made.clear()
    with pytest.raises(Reached):
        cli(capsys, "serve")  # none given: the defaults
    assert made[0].time_presets == TIME_PRESETS


def test_the_help_names_the_option(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "serve", "--help")
    assert code == 0
    assert "--time-preset NAME=BANK+INCREMENT" in out and "normal=300+15" in out
