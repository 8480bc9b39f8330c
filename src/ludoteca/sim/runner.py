"""Play many games with bots, in parallel, reproducibly.

Game i of a run plays from seed seed_from(run seed, i) with bot seats rotated by i, and
each bot draws from its own generator derived from that game seed. So every game depends
only on (run seed, i), and the results are the same whatever the number of workers.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ..bots.base import EventFeed, Observation, make_bot, reads_events
from ..core.errors import RunawayGame
from ..core.records import Record
from ..core.registry import get_game
from ..core.rng import Rng, seed_from


@dataclass
class GameResult:
    index: int
    seed: int
    bots: list[str]  # bot name per seat
    scores: list[int]
    returns: list[float]
    steps: int
    record: dict[str, Any] | None = None
    # (seat, group, won, score) per seat and group (Game.group_results): roles per round
    groups: list[tuple[int, str, bool, float]] = field(default_factory=list)


# the most steps a game may take: far past the longest real game (a few thousand steps:
# Saboteur's three rounds at ten seats), so only a game going round in circles meets it
MAX_STEPS = 200_000


def check_steps(steps: int, index: int, seed: int) -> None:
    """RunawayGame once a game has taken MAX_STEPS steps without ending."""
    if steps >= MAX_STEPS:
        raise RunawayGame(f"game {index} (seed {seed}) did not end in {MAX_STEPS:,} steps: "
                          "a bot or the engine goes round in circles")


def play_game(game_id: str, players: int, seed: int, options: dict[str, Any],
              bot_names: Sequence[str], keep_record: bool = False, index: int = 0) -> GameResult:
    game = get_game(game_id)
    state = game.new(players, seed, options)
    bots = [make_bot(name, game_id, Rng(seed_from(seed, "bot", seat)))
            for seat, name in enumerate(bot_names)]
    record = Record.start(state) if keep_record else None
    # what each bot saw since it last acted, collected only for bots that read it
    feed = EventFeed(players, state.opening_events()) if reads_events(bots) else None
    if feed is None:
        state.quiet()  # nobody reads them (a record keeps actions and the digest only)
    steps = 0
    while not state.is_over():
        seat = state.to_move()[0]
        if feed is None:
            action = bots[seat].act(Observation(state, seat))
            state.apply(seat, action)
        else:
            action = bots[seat].act(feed.observe(state, seat))
            feed.add(state.apply(seat, action))
        if record is not None:
            record.actions.append((seat, action))
        steps += 1
        check_steps(steps, index, seed)
    if record is not None:
        record.digest = state.digest()
        record.extra = {"bots": list(bot_names), "scores": state.scores()}
    groups = [(g.seat, g.group, g.won, g.score) for g in game.group_results(state)]
    return GameResult(index, seed, list(bot_names), state.scores(), state.returns(), steps,
                      record.to_json() if record else None, groups)


def seat_bots(bots: Sequence[str], players: int, index: int) -> list[str]:
    """Bot per seat for game `index`: the names repeated to fill the seats, rotated by index."""
    names = [bots[seat % len(bots)] for seat in range(players)]
    shift = index % players
    return names[shift:] + names[:shift]


def _play_chunk(args: tuple) -> list[GameResult]:
    game_id, players, seed, options, bots, keep, indices = args
    return [play_game(game_id, players, seed_from(seed, i), options,
                      seat_bots(bots, players, i), keep, i) for i in indices]


@dataclass
class Summary:
    game: str
    players: int
    games: int
    seed: int
    options: dict[str, Any]
    bots: list[str]
    workers: int
    steps: int = 0
    seconds: float = 0.0
    seat_wins: list[float] = field(default_factory=list)
    seat_scores: list[int] = field(default_factory=list)
    bot_seats: dict[str, int] = field(default_factory=dict)
    bot_wins: dict[str, float] = field(default_factory=dict)
    bot_scores: dict[str, int] = field(default_factory=dict)
    # group -> bot -> [times held, wins, total score]
    group_stats: dict[str, dict[str, list[float]]] = field(default_factory=dict)

    def add(self, result: GameResult) -> None:
        self.steps += result.steps
        for seat, name in enumerate(result.bots):
            self.seat_wins[seat] += result.returns[seat]
            self.seat_scores[seat] += result.scores[seat]
            self.bot_seats[name] = self.bot_seats.get(name, 0) + 1
            self.bot_wins[name] = self.bot_wins.get(name, 0.0) + result.returns[seat]
            self.bot_scores[name] = self.bot_scores.get(name, 0) + result.scores[seat]
        for seat, group, won, score in result.groups:
            row = self.group_stats.setdefault(group, {}).setdefault(result.bots[seat],
                                                                    [0, 0, 0.0])
            row[0] += 1
            row[1] += bool(won)
            row[2] += score

    def to_json(self) -> dict[str, Any]:
        n = max(self.games, 1)
        secs = max(self.seconds, 1e-9)
        return {
            "game": self.game,
            "players": self.players,
            "games": self.games,
            "seed": self.seed,
            "options": self.options,
            "bots": self.bots,
            "workers": self.workers,
            "steps": self.steps,
            "seconds": round(self.seconds, 3),
            "games_per_s": round(self.games / secs, 1),
            "steps_per_s": round(self.steps / secs, 1),
            "per_seat": [
                {"seat": s, "win_rate": round(self.seat_wins[s] / n, 4),
                 "mean_score": round(self.seat_scores[s] / n, 3)}
                for s in range(self.players)
            ],
            "per_bot": {
                name: {"seats_played": seats,
                       "win_rate": round(self.bot_wins[name] / seats, 4),
                       "mean_score": round(self.bot_scores[name] / seats, 3)}
                for name, seats in sorted(self.bot_seats.items())
            },
            "per_group": {group: _group_json(bots)
                          for group, bots in sorted(self.group_stats.items())},
        }


def _group_json(bots: dict[str, list[float]]) -> dict[str, Any]:
    """One group's totals (held = seat-groups counted, e.g. rounds played in a role), over
    all bots and per bot."""
    def row(held: float, wins: float, score: float) -> dict[str, Any]:
        return {"held": int(held), "win_rate": round(wins / held, 4),
                "mean_score": round(score / held, 3)}

    total = [sum(r[k] for r in bots.values()) for k in range(3)]
    return {**row(*total), "per_bot": {name: row(*r) for name, r in sorted(bots.items())}}


def simulate(game_id: str, players: int, games: int, seed: int, options: dict[str, Any],
             bots: Sequence[str], workers: int = 1, keep_records: bool = False,
             on_game: Callable[[GameResult], None] | None = None) -> Summary:
    """Play `games` games; on_game sees each result in game order (records, progress)."""
    game = get_game(game_id)
    resolved = game.resolve_options(players, options)
    summary = Summary(game_id, players, games, seed, resolved, list(bots), workers,
                      seat_wins=[0.0] * players, seat_scores=[0] * players)
    started = time.perf_counter()
    for result in _results(game_id, players, games, seed, resolved, bots, workers, keep_records):
        summary.add(result)
        if on_game is not None:
            on_game(result)
    summary.seconds = time.perf_counter() - started
    return summary


def processes(workers: int, games: int) -> int:
    """The processes to start for `workers`: never more than the games or the machine's
    cores (more would only compete for them; the results do not depend on it)."""
    return max(1, min(workers, games, os.cpu_count() or 1))


def _results(game_id: str, players: int, games: int, seed: int, options: dict[str, Any],
             bots: Sequence[str], workers: int, keep: bool) -> Iterator[GameResult]:
    if workers <= 1:
        for i in range(games):
            yield play_game(game_id, players, seed_from(seed, i), options,
                            seat_bots(bots, players, i), keep, i)
        return
    workers = processes(workers, games)
    chunk = max(1, min(200, games // (workers * 8) or 1))
    jobs = [(game_id, players, seed, options, list(bots), keep,
             range(start, min(start + chunk, games))) for start in range(0, games, chunk)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for results in pool.map(_play_chunk, jobs):  # map keeps game order
            yield from results
