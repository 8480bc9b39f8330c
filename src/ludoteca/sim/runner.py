"""Play many games with bots, in parallel, reproducibly.

Game i of a run plays from seed seed_from(run seed, i) with bot seats rotated by i, and
each bot draws from its own generator derived from that game seed. So every game depends
only on (run seed, i), and the results are the same whatever the number of workers.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ..bots.base import Observation, make_bot
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


def play_game(game_id: str, players: int, seed: int, options: dict[str, Any],
              bot_names: Sequence[str], keep_record: bool = False, index: int = 0) -> GameResult:
    game = get_game(game_id)
    state = game.new(players, seed, options)
    bots = [make_bot(name, game_id, Rng(seed_from(seed, "bot", seat)))
            for seat, name in enumerate(bot_names)]
    record = Record.start(state) if keep_record else None
    steps = 0
    while not state.is_over():
        seat = state.to_move()[0]
        action = bots[seat].act(Observation(state, seat))
        state.apply(seat, action)
        if record is not None:
            record.actions.append((seat, action))
        steps += 1
    if record is not None:
        record.digest = state.digest()
        record.extra = {"bots": list(bot_names), "scores": state.scores()}
    return GameResult(index, seed, list(bot_names), state.scores(), state.returns(), steps,
                      record.to_json() if record else None)


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

    def add(self, result: GameResult) -> None:
        self.steps += result.steps
        for seat, name in enumerate(result.bots):
            self.seat_wins[seat] += result.returns[seat]
            self.seat_scores[seat] += result.scores[seat]
            self.bot_seats[name] = self.bot_seats.get(name, 0) + 1
            self.bot_wins[name] = self.bot_wins.get(name, 0.0) + result.returns[seat]
            self.bot_scores[name] = self.bot_scores.get(name, 0) + result.scores[seat]

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
        }


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


def _results(game_id: str, players: int, games: int, seed: int, options: dict[str, Any],
             bots: Sequence[str], workers: int, keep: bool) -> Iterator[GameResult]:
    if workers <= 1:
        for i in range(games):
            yield play_game(game_id, players, seed_from(seed, i), options,
                            seat_bots(bots, players, i), keep, i)
        return
    chunk = max(1, min(200, games // (workers * 8) or 1))
    jobs = [(game_id, players, seed, options, list(bots), keep,
             range(start, min(start + chunk, games))) for start in range(0, games, chunk)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for results in pool.map(_play_chunk, jobs):  # map keeps game order
            yield from results
