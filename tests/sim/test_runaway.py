"""A bot game that does not end within the step limit stops the run with a clear error
(RunawayGame: exit code 1 from the command line) instead of spinning for ever. The limit
(`runner.MAX_STEPS`) is far past any real game; here it is lowered to meet it."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import RunawayGame
from ludoteca.sim import runner, tournament

from ..cli.inprocess import cli


@pytest.fixture
def short_limit(monkeypatch: pytest.MonkeyPatch) -> int:
    monkeypatch.setattr(runner, "MAX_STEPS", 5)
    return 5


def test_a_simulated_game_past_the_limit_stops_with_its_seed(short_limit: int) -> None:
    with pytest.raises(RunawayGame, match=r"game 3 \(seed 42\) did not end in 5 steps"):
        runner.play_game("genie", 3, 42, {}, ["random"] * 3, index=3)


def test_a_tournament_game_past_the_limit_stops_too(short_limit: int) -> None:
    with pytest.raises(RunawayGame, match="did not end in 5 steps"):
        tournament.play("genie", 3, 42, {}, ["random"] * 3)


def test_the_real_games_end_well_inside_the_limit() -> None:
    longest = max(runner.play_game(game, players, seed, {}, ["random"] * players).steps
                  for game, players in (("clank", 4), ("saboteur", 10), ("kingoftokyo", 6),
                                        ("genie", 5))
                  for seed in range(2))
    assert longest * 20 < runner.MAX_STEPS


def test_the_command_line_reports_it(short_limit: int,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = cli(capsys, "simulate", "genie", "--games", "2", "--players", "3",
                         "--bots", "random", "--workers", "1", "--seed", "1")
    assert code == 1 and "did not end in 5 steps" in err and "Traceback" not in err
