"""Per-group results in `simulate`: a game's optional `group_results` hook (Saboteur: the
role each seat held in each round) added up per group and per bot."""

from __future__ import annotations

import json

import pytest

from ludoteca.cli import main
from ludoteca.core.i18n import group_name
from ludoteca.core.protocol import GroupResult
from ludoteca.core.registry import get_game
from ludoteca.core.rng import seed_from
from ludoteca.sim.runner import play_game, seat_bots, simulate

OLD_KEYS = {"game", "players", "games", "seed", "options", "bots", "workers", "steps",
            "seconds", "games_per_s", "steps_per_s", "per_seat", "per_bot"}


def test_saboteur_reports_each_seat_role_per_round() -> None:
    game = get_game("saboteur")
    state = game.new(5, 3, {})
    result = play_game("saboteur", 5, 3, {}, ["random"] * 5)
    while not state.is_over():  # the same game again, to read its rounds
        seat = state.to_move()[0]
        state.apply(seat, state.legal(seat)[0])
    groups = game.group_results(state)
    assert len(groups) == 3 * 5 and all(isinstance(g, GroupResult) for g in groups)
    for r, summary in enumerate(state.results):
        for seat in range(5):
            g = groups[r * 5 + seat]
            assert (g.seat, g.group) == (seat, summary["roles"][seat])
            assert g.score == summary["points"][seat]
            assert g.won == (seat in summary["winners"] or summary["points"][seat] > 0)
    assert len(result.groups) == 15 and {s for s, *_ in result.groups} == set(range(5))


# 2 games in the quick run (each bot already holds several roles), 6 in the full run
@pytest.mark.parametrize("games", [2, pytest.param(6, marks=pytest.mark.slow)])
def test_simulate_adds_up_groups_per_bot(games: int) -> None:
    players = 4
    summary = simulate("saboteur", players, games, 11, {}, ["heuristic", "random"])
    data = summary.to_json()
    assert set(data) == OLD_KEYS | {"per_group"}
    groups = data["per_group"]
    roles = set(get_game("saboteur").content.roles)  # type: ignore[attr-defined]
    assert set(groups) <= roles
    assert sum(row["held"] for row in groups.values()) == games * 3 * players
    # recomputed from the games themselves
    expect: dict[tuple[str, str], list[float]] = {}
    for i in range(games):
        bots = seat_bots(["heuristic", "random"], players, i)
        result = play_game("saboteur", players, seed_from(11, i), {}, bots)
        for seat, group, won, score in result.groups:
            row = expect.setdefault((group, bots[seat]), [0, 0, 0.0])
            row[0] += 1
            row[1] += won
            row[2] += score
    for group, row in groups.items():
        assert sum(r["held"] for r in row["per_bot"].values()) == row["held"]
        for bot, r in row["per_bot"].items():
            held, wins, score = expect[(group, bot)]
            assert r["held"] == held
            assert r["win_rate"] == pytest.approx(wins / held, abs=1e-4)
            assert r["mean_score"] == pytest.approx(score / held, abs=1e-3)


@pytest.mark.parametrize("game", ["genie", "kingoftokyo"])
def test_games_without_groups_report_none(game: str) -> None:
    data = simulate(game, 3, 3, 1, {}, ["random"]).to_json()
    assert data["per_group"] == {} and set(data) == OLD_KEYS | {"per_group"}


def test_cli_prints_the_groups(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "saboteur", "--players", "3", "--games", "2", "--bots",
            "heuristic,random"]
    assert main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert sum(row["held"] for row in data["per_group"].values()) == 2 * 3 * 3
    assert main(args) == 0
    table = capsys.readouterr().out.split("per group")[1]
    # each role by its name (the JSON keeps the ids)
    assert all(group_name("saboteur", role) in table for role in data["per_group"])
    assert "Saboteur" in table and "heuristic" in table
    assert main(["simulate", "genie", "--games", "2"]) == 0
    assert "per group" not in capsys.readouterr().out
