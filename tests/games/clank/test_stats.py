"""Figures of many Clank! games (stats.py), checked against each game's own events."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from ludoteca.core.rng import seed_from
from ludoteca.games.clank import stats


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_games_figures_agree_with_its_events(players: int) -> None:
    for i in range(3):
        state, events = stats.play(players, seed_from(5, i), max_rounds=150)
        f = stats.figures(state, events)
        kinds = Counter(e.kind for e in events)
        assert f.players == players and len(f.fates) == players
        # a "turn" event opens each turn of a player still inside; the others' turns are
        # automatic attacks, so the turns counted are at least those
        assert f.turns >= kinds["turn"] and f.turns >= f.rounds * players
        assert f.tiles == kinds["tile"] and f.depths <= f.tiles
        assert f.depths_left == 22 - f.depths
        if f.end == stats.UNFINISHED:
            assert not state.is_over() and kinds["game_over"] == 0
            continue
        assert f.end in stats.ENDS and kinds["game_over"] == 1
        assert f.fates.count("escaped") == kinds["escaped"]
        knocked = [e.data for e in events if e.kind == "knocked_out"]
        assert len(knocked) == players - kinds["escaped"]
        for data in knocked:  # the event's flag says where the pawn was knocked out
            fate = f.fates[data["seat"]]
            assert fate.endswith("_depths" if data["depths"] else "_outside")


def test_a_game_stopped_at_the_cap_is_unfinished() -> None:
    state, events = stats.play(2, seed_from(1, 0), max_rounds=2)
    f = stats.figures(state, events)
    assert f.end == stats.UNFINISHED and f.rounds == 2
    assert set(f.fates) == {"still_in"}


def test_the_summary_adds_up() -> None:
    games = stats.run(3, 4, seed=2, max_rounds=150)
    summary = stats.summarize(games)
    assert summary["games"] == 4 and summary["players"] == [3]
    assert sum(summary["ends"].values()) == pytest.approx(1.0)
    assert sum(summary["fates"].values()) == pytest.approx(1.0)
    assert summary["knocked_out_depths"] + summary["knocked_out_outside"] + \
        summary["fates"]["escaped"] + summary["fates"]["still_in"] == pytest.approx(1.0)
    labels = [label for label, _ in stats.rows(summary)]
    assert labels[0] == "games (finished)" and "players escaped" in labels


def test_the_command_prints_json_and_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert stats.main(["--games", "2", "--players", "2", "--max-rounds", "150",
                       "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["bots"] == "heuristic" and set(data["by_players"]) == {"2"}
    assert data["by_players"]["2"]["games"] == 2
    assert stats.main(["--games", "1", "--players", "2", "--max-rounds", "150"]) == 0
    assert "players escaped" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exc:
        stats.main(["--players", "1"])
    assert exc.value.code == 2
