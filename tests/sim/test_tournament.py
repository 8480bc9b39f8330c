"""`ludoteca tournament` and `ludoteca.sim.tournament`: seat rotation, reproducibility across
workers, the results files and report, the statistics, and bad input."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from ludoteca.core.registry import game_ids, get_game
from ludoteca.core.rng import seed_from
from ludoteca.sim import report
from ludoteca.sim.stats import Ratings, Tally, ranks, wilson
from ludoteca.sim.tournament import Outcome, Tournament, period, play, run, seating
from tests.cli.inprocess import cli

# what changes from run to run (timing) or names how it ran: everything else is identical
HOW = {"seconds", "games_per_s", "steps_per_s", "workers", "ray", "files"}
SUMMARY_KEYS = {"game", "players", "games", "seed", "options", "bots", "workers", "ray",
                "steps", "seconds", "games_per_s", "steps_per_s", "rotation", "per_bot",
                "per_seat", "first_seat", "first_player", "balance", "per_group", "files"}




def same(summary: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in summary.items() if k not in HOW}


# -- seat rotation ----------------------------------------------------------------------

@pytest.mark.parametrize(("bots", "players"), [
    (1, 3), (2, 3), (3, 3), (2, 4), (2, 5), (3, 2), (5, 2), (4, 3), (12, 5), (3, 12)])
def test_every_bot_sits_in_every_seat_equally_often(bots: int, players: int) -> None:
    names = [f"b{i}" for i in range(bots)]
    games = 2 * period(names, players)
    counts = Counter((seat, name) for i in range(games)
                     for seat, name in enumerate(seating(names, players, i)))
    # each (seat, bot) pair equally often, `players` times a period: no bot favoured
    assert len(counts) == bots * players
    assert set(counts.values()) == {2 * players}
    for i in range(games):
        table = seating(names, players, i)
        assert len(table) == players
        if bots >= players:  # fewer seats than bots: distinct bots sit, in turn
            assert len(set(table)) == players
        else:  # more seats than bots: every bot is at every table
            assert set(table) == set(names)


def test_fewer_seats_than_bots_rotates_who_sits() -> None:
    names = ["a", "b", "c", "d"]
    sat = [set(seating(names, 2, i)) for i in range(period(names, 2))]
    assert set().union(*sat) == set(names)
    assert Counter(n for s in sat for n in s) == dict.fromkeys(names, 4)


def test_tournament_reports_balanced_seats() -> None:
    result = run("genie", ["heuristic", "random"], games=6, players=3, seed=2)
    s = result.summary
    assert s["rotation"] == {"period": 6, "balanced": True, "duplicate": False, "deals": 6}
    for row in s["per_bot"].values():
        assert row["n"] == 9 and len(row["per_seat"]) == 3
    assert [r["n"] for r in s["per_seat"]] == [6, 6, 6]


# -- statistics --------------------------------------------------------------------------

@pytest.mark.parametrize(("wins", "n", "lo", "hi"), [
    # Newcombe (1998), Stat. Med. 17:857, table I, method 3 (Wilson score, no correction)
    (81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
    (5, 10, 0.2366, 0.7634), (10, 10, 0.7225, 1.0)])
def test_wilson_interval_matches_published_values(wins: int, n: int, lo: float,
                                                  hi: float) -> None:
    got = wilson(wins, n)
    assert got == pytest.approx((lo, hi), abs=5e-5)


def test_wilson_without_data_is_uninformative() -> None:
    assert wilson(0, 0) == (0.0, 1.0)


def test_tally_reports_rate_interval_and_lift() -> None:
    t = Tally()
    for win in (1, 0, 0, 0.5):
        t.add(win, 10)
    row = t.to_json(baseline=0.25)
    assert row["n"] == 4 and row["win_rate"] == 0.375 and row["lift"] == 0.125
    assert row["ci95"] == [round(x, 4) for x in wilson(1.5, 4)]


def test_ranks_put_winners_first_then_scores() -> None:
    assert ranks([0.0, 1.0, 0.0], [30, 20, 10]) == [2, 1, 3]
    assert ranks([0.5, 0.5, 0.0], [5, 5, 9]) == [1, 1, 3]
    assert ranks([0.0, 0.0], [3, 3]) == [1, 1]


def test_ratings_follow_results_and_merge_repeated_bots() -> None:
    ratings = Ratings(["a", "b"])
    for _ in range(20):
        ratings.add(["a", "b", "a"], [1, 3, 2])  # a always ahead of b
    out = ratings.to_json()
    assert out["a"]["mu"] > 25 > out["b"]["mu"]
    assert out["a"]["ordinal"] == pytest.approx(out["a"]["mu"] - 3 * out["a"]["sigma"],
                                                abs=1e-3)
    ratings.add(["a", "a", "a"], [1, 2, 3])  # a bot against itself changes nothing
    assert ratings.to_json() == out


def test_stronger_bot_wins_more_and_rates_higher() -> None:
    s = run("genie", ["heuristic", "random"], games=12, players=3, seed=4).summary
    strong, weak = s["per_bot"]["heuristic"], s["per_bot"]["random"]
    assert strong["win_rate"] > weak["win_rate"]
    assert strong["rating"]["ordinal"] > weak["rating"]["ordinal"]
    # each game's win shares add up to one per game with a winner
    total = sum(r["wins"] for r in s["per_seat"])
    assert total == pytest.approx(sum(r["wins"] for r in s["per_bot"].values()))
    assert total <= 12 + 1e-9


# -- reproducibility -----------------------------------------------------------------------

# 4 games in the quick run (two a worker), 10 in the full run
@pytest.mark.parametrize("games", [4, pytest.param(10, marks=pytest.mark.slow)])
def test_same_results_whatever_the_number_of_workers(games: int) -> None:
    one: list[Outcome] = []
    two: list[Outcome] = []
    a = run("kingoftokyo", ["heuristic", "random"], games=games, players=3, seed=7,
            on_game=one.append)
    b = run("kingoftokyo", ["heuristic", "random"], games=games, players=3, seed=7, workers=2,
            on_game=two.append)
    assert same(a.summary) == same(b.summary)
    assert [o.rows("kingoftokyo") for o in one] == [o.rows("kingoftokyo") for o in two]
    assert [o.index for o in two] == list(range(games))


def test_game_i_depends_only_on_seed_and_index() -> None:
    got: list[Outcome] = []
    run("genie", ["random"], games=4, players=2, seed=9, on_game=got.append)
    alone = play("genie", 2, seed_from(9, 3), get_game("genie").resolve_options(2, {}),
                 seating(["random"], 2, 3), 3)
    assert got[3] == alone
    assert got[3].seed == seed_from(9, 3)


# -- files and report ----------------------------------------------------------------------

# the quick run reads back the Parquet file of the Genie tournament the report tests read
# (genie_report); the full run Parquet and JSONL of a King of Tokyo one of its own (and the
# quick run's balance report below reads a JSONL results file too)
@pytest.mark.parametrize(("game_id", "fmt"), [
    ("genie", "parquet"),
    pytest.param("kingoftokyo", "parquet", marks=pytest.mark.slow),
    pytest.param("kingoftokyo", "jsonl", marks=pytest.mark.slow)])
def test_results_files_read_back(tmp_path: Path, game_id: str, fmt: str,
                                 request: pytest.FixtureRequest) -> None:
    if game_id == "genie":
        result, outcomes, tmp_path = request.getfixturevalue("genie_report")
        got = list(outcomes)
    else:
        got = []
        result = run(game_id, ["heuristic", "random"], games=6, players=3, seed=1,
                     out=tmp_path, fmt=fmt, on_game=got.append)
    files = result.summary["files"]
    assert files["results"] == str(tmp_path / f"results.{fmt}")
    rows = report.read_rows(files["results"])
    expected = [row for o in got for row in o.rows(game_id)]
    assert len(rows) == 6 * 3
    for row, want in zip(rows, expected, strict=True):
        assert {k: v for k, v in row.items() if k != "score"} == \
            {k: v for k, v in want.items() if k != "score"}
        assert row["score"] == want["score"]  # a float in Parquet, equal all the same
    assert {r["seat"] for r in rows} == {0, 1, 2}
    assert all(0 <= r["win"] <= 1 and 1 <= r["rank"] <= 3 for r in rows)
    facts = json.loads(rows[0]["facts"])
    assert facts["steps"] == rows[0]["steps"] and facts["players"] == 3
    assert json.loads((tmp_path / "summary.json").read_text()) == result.summary


def test_report_html_and_plots(genie_report: tuple[Tournament, Any, Path]) -> None:
    result, _, _ = genie_report
    files = result.summary["files"]
    assert set(files["plots"]) == {"win_rates", "seats", "balance"}
    for path in files["plots"].values():
        data = Path(path).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 5000
    page = Path(files["report"]).read_text()
    assert page.count("data:image/png;base64,") == 3
    assert "src=\"http" not in page and "<script" not in page  # self-contained
    for name in ("heuristic", "random", "card:gem:red", "per seat", "balance"):
        assert name in page


def test_out_that_is_a_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                       ) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    code, _, err = cli(capsys, "tournament", "genie", "--bots", "random", "--games", "1",
                       "--out", str(blocker / "sub"))
    assert code == 2 and "cannot write" in err and "Traceback" not in err


# -- balance report per game ------------------------------------------------------------------

def test_genie_taken_is_the_chest_cards_kept() -> None:
    outcome, state = _played("genie", 3, 5)
    cards = state.content.cards
    for seat, hand in enumerate(state.hands):
        want = {f"card:{cards[c].spec}" for c in hand if cards[c].origin != "start"}
        if state.ring == seat:
            want.add("ring")
        assert set(outcome.taken[seat]) == want


def test_kingoftokyo_taken_is_every_card_bought_and_tile_gained() -> None:
    game = get_game("kingoftokyo")
    state = game.new(3, 11, {})
    events = list(state.opening_events())
    bots = seating(["heuristic"], 3, 0)
    from ludoteca.bots.base import Observation, make_bot
    from ludoteca.core.rng import Rng

    made = [make_bot(b, "kingoftokyo", Rng(seat)) for seat, b in enumerate(bots)]
    while not state.is_over():
        seat = state.to_move()[0]
        events += state.apply(seat, made[seat].act(Observation(state, seat)))
    taken = game.taken(state, events)
    bought = [(e.data["seat"], state.content.cards[e.data["card"]].id) for e in events
              if e.kind == "buy"]
    assert bought, "the heuristic bot buys cards"
    assert [(s, i.removeprefix("card:")) for s, i in taken if i.startswith("card:")] == bought
    # a discard card leaves no trace in the state: only the events know it was bought
    kept = {state.content.cards[i].id for hand in state.keep for i in hand}
    assert {i for _, i in bought} - kept


def test_saboteur_taken_is_the_roles_of_each_round() -> None:
    outcome, state = _played("saboteur", 4, 3, bot="random")
    game = get_game("saboteur")
    roles = {(g.seat, f"role:{g.group}") for g in game.group_results(state)}
    assert {(s, i) for s in range(4) for i in outcome.taken[s]} == roles


# the quick run: Saboteur (roles, per round); the others in the full run (the quick run's
# report of a Genie tournament, test_report_html_and_plots, names a Genie card as well)
@pytest.mark.parametrize(("game_id", "players", "prefixes"), [
    pytest.param("genie", 3, ("card:", "ring"), marks=pytest.mark.slow),
    pytest.param("kingoftokyo", 3, ("card:", "tile:"), marks=pytest.mark.slow),
    ("saboteur", 4, ("role:",))])
def test_balance_report_per_game(tmp_path: Path, game_id: str, players: int,
                                 prefixes: tuple[str, ...]) -> None:
    bots = ["random"] if game_id == "saboteur" else ["heuristic", "random"]
    games = 4 if game_id == "saboteur" else 6
    result = run(game_id, bots, games=games, players=players, seed=3, out=tmp_path,
                 fmt="jsonl")
    balance = result.summary["balance"]
    assert balance["items"], f"{game_id} reports what its seats took"
    rows = report.read_rows(tmp_path / "results.jsonl")
    wins = sum(r["win"] for r in rows) / len(rows)
    assert balance["baseline"] == pytest.approx(wins, abs=1e-4)
    for item, row in balance["items"].items():
        assert item.startswith(prefixes)
        holders = [r for r in rows if item in r["taken"]]
        assert row["n"] == len(holders)
        assert row["win_rate"] == pytest.approx(sum(r["win"] for r in holders) / len(holders),
                                                abs=1e-4)
        assert row["ci95"][0] <= row["win_rate"] <= row["ci95"][1]
        assert sum(b["n"] for b in row["per_bot"].values()) == row["n"]
    if game_id == "saboteur":  # the roles per round, won or lost there
        assert sum(r["n"] for r in result.summary["per_group"].values()) == games * 3 * players


def _played(game_id: str, players: int, seed: int, bot: str = "heuristic") -> tuple[Outcome, Any]:
    """A game played by `play`, and the same game's final state (to check `taken`)."""
    from ludoteca.bots.base import Observation, make_bot
    from ludoteca.core.rng import Rng

    outcome = play(game_id, players, seed, {}, [bot] * players)
    state = get_game(game_id).new(players, seed, {})
    bots = [make_bot(bot, game_id, Rng(seed_from(seed, "bot", s))) for s in range(players)]
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].act(Observation(state, seat)))
    assert state.scores() == outcome.scores
    return outcome, state


# -- command line ----------------------------------------------------------------------------

def test_cli_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "tournament", "genie", "--bots", "heuristic,random",
                       "--games", "3", "--players", "2", "--seed", "5", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == SUMMARY_KEYS
    assert data["players"] == 2 and data["games"] == 3 and data["files"] == {}
    assert set(data["per_bot"]["random"]) == {"n", "wins", "win_rate", "ci95", "mean_score",
                                               "rating", "per_seat"}
    assert set(data["per_bot"]["random"]["rating"]) == {"mu", "sigma", "ordinal"}
    # the old keys stay (other tools read them); the rest were added
    assert set(data["first_seat"]) == {"win_rate", "ci95", "fair_share", "advantage",
                                       "significant", "measured_from", "n", "p_value",
                                       "p_adjusted", "significant_unadjusted"}
    assert same(data) == same(run("genie", ["heuristic", "random"], games=3, players=2,
                                  seed=5).summary)


def test_cli_prints_tables_and_writes_the_report(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "tournament", "kingoftokyo", "--bots", "heuristic,random",
                       "--games", "2", "--out", str(tmp_path), "--format", "jsonl",
                       "-o", "tiles=green")
    assert code == 0
    assert "per bot" in out and "win rate (95% CI)" in out and "report.html" in out
    assert (tmp_path / "results.jsonl").exists() and (tmp_path / "report.html").exists()
    assert json.loads((tmp_path / "summary.json").read_text())["options"]["tiles"] == "green"


@pytest.mark.parametrize(("args", "message"), [
    (["nosuchgame", "--bots", "random"], "invalid choice"),
    (["genie", "--bots", "random,nosuchbot"], "unknown bot 'nosuchbot'"),
    (["genie", "--bots", "random,random"], "named twice"),
    (["genie", "--bots", ","], "at least one bot"),
    (["genie"], "--bots"),
    (["genie", "--bots", "random", "--games", "0"], "positive integer"),
    (["genie", "--bots", "random", "--games", "many"], "positive integer"),
    (["genie", "--bots", "random", "--workers", "-1"], "positive integer"),
    (["genie", "--bots", "random", "--seed", "-3"], "seed"),
    (["genie", "--bots", "random", "--players", "9"], "2-5 players"),
    (["genie", "--bots", "random", "-o", "race=fast"], "option race"),
    (["genie", "--bots", "random", "-o", "nosuch=1"], "unknown genie option"),
    (["genie", "--bots", "random", "--format", "xml"], "invalid choice"),
    (["genie", "--bots", "random", "--ray", ""], "--ray"),
])
def test_cli_bad_input_exits_2(capsys: pytest.CaptureFixture[str], args: list[str],
                               message: str) -> None:
    code, out, err = cli(capsys, "tournament", *args)
    assert code == 2
    assert message in err and "Traceback" not in err and out == ""


def test_api_bad_input_raises_option_error() -> None:
    from ludoteca.core.errors import OptionError

    with pytest.raises(OptionError, match="unknown bot"):
        run("genie", ["nobody"], games=1)
    with pytest.raises(OptionError, match="games must be a positive integer"):
        run("genie", ["random"], games=0)
    with pytest.raises(OptionError, match="format must be"):
        run("genie", ["random"], games=1, fmt="csv")


@pytest.mark.parametrize("game_id", game_ids())
def test_every_registered_game_plays_a_tournament(game_id: str) -> None:
    meta = get_game(game_id).meta
    players = min(max(3, meta.min_players), meta.max_players)
    got: list[Outcome] = []
    s = run(game_id, ["random"], games=2, players=players, seed=1, on_game=got.append).summary
    assert s["games"] == 2 and sum(r["n"] for r in s["per_seat"]) == 2 * players
    for outcome in got:  # Game.taken: seats in range, items named
        assert len(outcome.taken) == players
        assert all(isinstance(item, str) and item for items in outcome.taken for item in items)


# one game in the quick run (both bots sit at it), two in the full run
@pytest.mark.parametrize("games", [1, pytest.param(2, marks=pytest.mark.slow)])
def test_a_search_bot_with_settings_plays_in_a_tournament(games: int) -> None:
    """`ismcts:key=value` names work in tournaments as in simulate (the server alone keeps
    to the levels); a bad setting is refused naming it."""
    from ludoteca.core.errors import OptionError
    from ludoteca.sim.tournament import run

    result = run("genie", ["ismcts:iterations=10:depth=4", "random"], games=games, seed=3)
    assert result.summary["bots"] == ["ismcts:iterations=10:depth=4", "random"]
    assert sum(b["n"] for b in result.summary["per_bot"].values()) == games * 3
    with pytest.raises(OptionError, match="unknown ismcts setting 'foo'"):
        run("genie", ["ismcts:foo=1", "random"], games=2)
