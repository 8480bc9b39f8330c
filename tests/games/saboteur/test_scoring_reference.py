"""Round scoring against an independent reference, over whole bot games.

`reference_score` below works out each round's winners and gold from the state at the
moment the engine scores it, without the engine's scoring code: its own route search over
the cards in the maze (`board.cells()`, the card shapes, `GOAL_CELLS` and the gold's
index), the winners per role, the gold table, the boss's and profiteer's reductions,
trapped players, the geologists' crystals and the three options (winner_rule, geologist,
profiteer_alone). Rules: shared/reference/saboteur/rules.md (E.3 is the procedure); where
the reading is the project's own decision, docs/saboteur.md is cited ("docs C.1", ...).

The state is caught at scoring time by wrapping `state.score_round` (the reference reads
the state it is given, then the engine's function runs). Games are played by heuristic
bots, so the gold is often found, and in every third game by heuristic and random seats
alternating, so odd mazes occur too.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

import ludoteca.games.saboteur.state as state_module
from ludoteca.bots.base import EventFeed, RandomBot
from ludoteca.core.rng import Rng, seed_from
from ludoteca.games.saboteur import GAME
from ludoteca.games.saboteur.board import GOAL_CELLS
from ludoteca.games.saboteur.bot import HeuristicBot
from ludoteca.games.saboteur.state import SaboteurState

Pos = tuple[int, int]

NORTH, EAST, SOUTH, WEST = 1, 2, 4, 8
# an edge -> (step to the neighbour, the neighbour's edge facing it)
NEIGHBOURS: dict[int, tuple[int, int, int]] = {
    NORTH: (0, -1, SOUTH), EAST: (1, 0, WEST), SOUTH: (0, 1, NORTH), WEST: (-1, 0, EAST)}
START: Pos = (0, 0)

ROLE_TEAM = {"saboteur": "saboteur", "gold_digger_blue": "blue",
             "gold_digger_green": "green", "boss": "boss", "profiteer": "profiteer",
             "geologist": "geologist"}
OTHER_COLOUR = {"blue": "green", "green": "blue"}
# gold per winner by the number of winners (B.8); 5 or more winners: 1 each (docs C.8)
GOLD_PER_WINNER = {1: 5, 2: 4, 3: 3, 4: 2}
BOSS_LESS, PROFITEER_LESS = 1, 2

OPTION_SETS = [
    {"winner_rule": rule, "geologist": geologist, "profiteer_alone": alone}
    for rule, geologist, alone in itertools.product(
        ("seed", "official"), ("seed", "official"), ("full", "minus_two"))]


# ---------------------------------------------------------------- the reference
def turned_180(edges: int) -> int:
    """An edge mask turned round: N <-> S, E <-> W."""
    return ((edges << 2) | (edges >> 2)) & 15


@dataclass(frozen=True)
class Tile:
    """A card as it lies in the maze."""

    groups: tuple[int, ...]  # the tunnels: each a mask of the edges it joins
    ladder_edges: int
    door: str | None
    crystals: int


def maze_tiles(s: SaboteurState) -> dict[Pos, Tile]:
    """Every card in the maze (start, path cards, face-up goals), turned as it lies."""
    tiles = {}
    for pos, (card, turned) in s.board.cells().items():
        shape = s.cards.shapes[card]
        turn = turned_180 if turned else (lambda edges: edges)
        tiles[pos] = Tile(tuple(turn(group) for group in shape.groups),
                          turn(shape.ladder_edges), shape.door, shape.crystals)
    return tiles


def team_has_way(tiles: dict[Pos, Tile], gold: Pos, team: str) -> bool:
    """Some way from the entrance (the start or any ladder) to the gold, tunnel by tunnel
    (no turning on a bridge or a double curve), through no door of the other colour
    (docs D.3, C.1)."""
    shut = OTHER_COLOUR[team]
    open_tiles = {pos: tile for pos, tile in tiles.items() if tile.door != shut}
    todo = [(pos, group) for pos, tile in open_tiles.items() for group in tile.groups
            if pos == START or group & tile.ladder_edges]
    seen = set(todo)
    while todo:
        (x, y), group = todo.pop()
        if (x, y) == gold:
            return True
        for edge, (dx, dy, facing) in NEIGHBOURS.items():
            neighbour = (x + dx, y + dy)
            if not group & edge or neighbour not in open_tiles:
                continue
            for next_group in open_tiles[neighbour].groups:
                if next_group & facing and (neighbour, next_group) not in seen:
                    seen.add((neighbour, next_group))
                    todo.append((neighbour, next_group))
    return False


@dataclass
class Expected:
    winners: list[int]
    points: list[int]
    gold_found: bool
    ways: dict[str, bool]  # team -> its way to the gold is open
    teams: list[str]
    trapped: list[int]
    trapped_out: list[int]  # trapped seats whose role won: no gold, not counted (A.4)
    crystal_share: int  # each geologist's (0: none paid)
    options_that_mattered: list[str] = field(default_factory=list)


def reference_score(s: SaboteurState, options: dict[str, Any]) -> Expected:
    """This round's winners and gold (before thefts) under these options, rules.md E.3."""
    players = s.players
    tiles = maze_tiles(s)
    gold = GOAL_CELLS[s.board.gold_index]
    found = gold in tiles  # the gold card lies face up in the maze
    ways = {team: found and team_has_way(tiles, gold, team) for team in ("blue", "green")}
    digger_wins = dict(ways)
    if found and options["winner_rule"] == "official":
        # B.8 (docs, Options): the finisher's team wins where its way is open, the other
        # team only where the finisher's is shut; any other finisher: both where open
        finisher_team = ROLE_TEAM[s.roles[s.finisher]]
        if finisher_team in ways:
            other = OTHER_COLOUR[finisher_team]
            digger_wins[other] = ways[other] and not ways[finisher_team]
    team_wins = {"saboteur": not found, "blue": digger_wins["blue"],
                 "green": digger_wins["green"],
                 "boss": found,  # docs, Other readings: whenever the gold is reached
                 "profiteer": True,
                 "geologist": False}  # never a counted winner (A.6)
    teams = [ROLE_TEAM[role] for role in s.roles]  # the roles held now (docs, Other readings)
    kind_of, type_of = s.cards.kind_of, s.cards.type_of
    trapped = [seat for seat in range(players)
               if any(kind_of[type_of[card]] == "trapped" for card in s.front[seat])]
    winners = [seat for seat in range(players)
               if team_wins[teams[seat]] and seat not in trapped]  # A.4 Trapped!
    per_winner = GOLD_PER_WINNER.get(len(winners), 1)
    alone = len(winners) == 1
    points = [0] * players
    for seat in winners:
        if teams[seat] == "boss" and not alone:  # alone: the full amount (docs D.6)
            points[seat] = max(per_winner - BOSS_LESS, 0)  # floor 0 (docs D.7)
        elif teams[seat] == "profiteer" and not (alone and options["profiteer_alone"] == "full"):
            points[seat] = max(per_winner - PROFITEER_LESS, 0)  # docs C.3
        else:
            points[seat] = per_winner
    # every crystal in the maze, linked or not (docs D.5); only with the gold found unless
    # geologist=official (docs C.2); split among all geologists, rounded down, a trapped
    # one's share lost (docs D.13)
    geologists = [seat for seat in range(players) if teams[seat] == "geologist"]
    crystals = sum(tile.crystals for tile in tiles.values())
    paid = bool(geologists) and (found or options["geologist"] == "official")
    share = crystals // len(geologists) if paid else 0
    for seat in geologists:
        if seat not in trapped:
            points[seat] += share
    return Expected(winners, points, found, ways, teams, trapped,
                    trapped_out=[seat for seat in trapped if team_wins[teams[seat]]],
                    crystal_share=share)


OTHER_VALUE = {"winner_rule": {"seed": "official", "official": "seed"},
               "geologist": {"seed": "official", "official": "seed"},
               "profiteer_alone": {"full": "minus_two", "minus_two": "full"}}


def reference_with_options_checked(s: SaboteurState) -> Expected:
    """The reference under the game's options, noting which options decided the round (the
    other value would have given other winners or gold)."""
    expected = reference_score(s, s.options)
    for name, other in OTHER_VALUE.items():
        flipped = reference_score(s, {**s.options, name: other[s.options[name]]})
        if (flipped.winners, flipped.points) != (expected.winners, expected.points):
            expected.options_that_mattered.append(name)
    return expected


# ---------------------------------------------------------------- the games
@dataclass
class Round:
    expected: Expected
    result: dict[str, Any]  # the engine's `results` entry: its points are before thefts
    gold_before: list[int]  # every seat's gold when the round was scored
    stolen: list[int]  # per seat: gold taken (negative: lost) by thefts after the scoring


Caught = list[tuple[Expected, list[int]]]


def catch_scoring(monkeypatch: pytest.MonkeyPatch) -> Caught:
    """Wrap the engine's `score_round`: the reference (and the gold so far) from the state
    it is given, then the engine's own function."""
    caught: Caught = []
    engine_score: Callable[[SaboteurState], Any] = state_module.score_round

    def wrapped(s: SaboteurState) -> Any:
        caught.append((reference_with_options_checked(s), list(s.gold)))
        return engine_score(s)

    monkeypatch.setattr(state_module, "score_round", wrapped)
    return caught


def play(game: int, caught: Caught) -> list[Round]:
    """One game: 2-12 players and the 8 option sets in turn; every third game heuristic and
    random seats alternate. Returns its rounds, each with what the reference expected."""
    players, options = 2 + game % 11, OPTION_SETS[game % 8]
    s = GAME.new(players, seed_from("scoring-reference", game), options)
    mixed = game % 3 == 2
    bots = [RandomBot(Rng(seed_from("random", game, seat))) if mixed and seat % 2
            else HeuristicBot(Rng(seed_from("heuristic", game, seat)))
            for seat in range(players)]
    feed = EventFeed(players, s.opening_events())
    caught.clear()
    rounds: list[Round] = []
    while not s.is_over():
        seat = s.to_move()[0]
        events = s.apply(seat, bots[seat].act(feed.observe(s, seat)))
        feed.add(events)
        if len(s.results) > len(rounds):  # this step scored a round
            expected, gold_before = caught[-1]
            rounds.append(Round(expected, s.results[-1], gold_before, [0] * players))
        for event in events:
            if event.kind == "steal":
                rounds[-1].stolen[event.data["seat"]] += 1
                rounds[-1].stolen[event.data["victim"]] -= 1
    assert len(caught) == len(rounds) == 3
    # each round adds its points, then the thefts move gold: the points leave them out
    gold_after = [r.gold_before for r in rounds[1:]] + [s.gold]
    for r, after in zip(rounds, gold_after, strict=True):
        assert after == [before + points + stolen for before, points, stolen
                         in zip(r.gold_before, r.result["points"], r.stolen, strict=True)], (
            f"game {game}, round {r.result['round']}: gold {r.gold_before} -> {after}, "
            f"points {r.result['points']}, thefts {r.stolen}")
    return rounds


def cases(r: Round) -> list[str]:
    """What the round shows, for the coverage asserts."""
    expected = r.expected
    found, ways, teams = expected.gold_found, expected.ways, expected.teams
    shown = {
        "gold found": found,
        "gold not found": not found,
        "door shut one team out": found and ways["blue"] != ways["green"],
        "door shut both teams out": found and not any(ways.values()),
        "boss alone": [teams[seat] for seat in expected.winners] == ["boss"],
        "geologist paid": expected.crystal_share > 0 and any(
            team == "geologist" and seat not in expected.trapped
            for seat, team in enumerate(teams)),
        "two geologists, one trapped": expected.crystal_share > 0 and teams.count(
            "geologist") == 2 and any(teams[seat] == "geologist" for seat in expected.trapped),
        "trapped player": bool(expected.trapped),
        "trapped player of a winning role": bool(expected.trapped_out),
        "theft": any(r.stolen),
    }
    return [case for case, shows in shown.items() if shows] + [
        f"option {name} decided" for name in expected.options_that_mattered]


def check(games: list[int], monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Every round of these games scored as the reference says; what the rounds showed."""
    caught = catch_scoring(monkeypatch)
    seen: Counter[str] = Counter()
    for game in games:
        for r in play(game, caught):
            expected, result = r.expected, r.result
            where = f"game {game}, round {result['round']}: {result}"
            assert (result["winners"], result["points"]) == (
                expected.winners, expected.points), where
            assert (result["gold_found"], result["blue_way"], result["green_way"],
                    result["trapped"]) == (expected.gold_found, expected.ways["blue"],
                                           expected.ways["green"], expected.trapped), where
            seen.update(cases(r))
    return seen


# What the quick run must show: games 0-10 play every table size (2 + game % 11) and every
# option set (game % 8); game 24 (seed_from("scoring-reference", game)) adds a door that
# shut one team out, a theft, trapped players (one of a winning role) and a round each of
# the three options decided; games 149 (two geologists split the crystals, one trapped:
# docs D.13) and 330 (the boss the only winner, the full amount: docs D.6) the rest. The
# full run plays 400 more.
QUICK_GAMES = [*range(11), 24, 149, 330]
COVERED = ("gold found", "gold not found", "door shut one team out", "geologist paid",
           "two geologists, one trapped", "boss alone", "trapped player",
           "trapped player of a winning role", "theft", "option winner_rule decided",
           "option geologist decided", "option profiteer_alone decided")


def test_scoring_matches_reference_quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """14 games: every option set, 2-12 players, every case of COVERED."""
    seen = check(QUICK_GAMES, monkeypatch)
    for case in COVERED:
        assert seen[case] > 0, (case, seen)


@pytest.mark.slow
def test_scoring_matches_reference_many(monkeypatch: pytest.MonkeyPatch) -> None:
    """400 games (about 20 s); also both teams shut out by doors (games 213, 286...: only
    the boss, the profiteer and the geologists can win)."""
    seen = check(list(range(30, 430)), monkeypatch)
    for case in (*COVERED, "door shut both teams out"):
        assert seen[case] > 0, (case, seen)
