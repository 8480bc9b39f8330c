"""Speed of one game's engine on one core: random play (validated `apply`, and the trusted,
quiet path searches use), clones, determinizations and the search bot's iterations."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from ..bots.ismcts import measure
from ..core.actions import Action
from ..core.protocol import State
from ..core.registry import get_game
from ..core.rng import Rng


def _play_one(state: State, pick: Callable[[Sequence[Action]], Action]) -> None:
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, pick(state.legal(seat)))


def _warm_up(game_id: str, players: int, seconds: float) -> None:
    """Untimed random games for about `seconds` (one at least), for every game alike:
    one-time set-up is not the engine's speed. Loading the content is done by the first
    game; the catalogues behind the actions fill up over many (Saboteur makes each path
    action, label and all, the first time its card type may go to its cell: after one game
    a validated step with 8 players still ran 5-10 % slower than in a long simulation, and
    the trusted run, timed second, gained from the first one's games)."""
    game = get_game(game_id)
    pick = Rng(54321).choice
    deadline = time.perf_counter() + seconds
    index = 0
    while True:  # other seeds than the timed games'
        _play_one(game.new(players, 1_000_000 + index), pick)
        index += 1
        if time.perf_counter() >= deadline:
            return


def _random_play(game_id: str, players: int, seconds: float, trusted: bool = False
                 ) -> tuple[int, int, float]:
    """Play random games for about `seconds` (after `_warm_up`).
    `trusted`: the same games as searches play them: through `apply_trusted` (no
    re-validation of listed actions) on a quiet state (no events recorded).
    The random player draws from the project's `Rng`, as the random bot does (its C build:
    a draw is a small part of a step; the Python fallback's would be 3-8 %).
    Nothing is kept while timing: states kept alive (the samples of `_samples`) would make
    the collector's passes longer."""
    game = get_game(game_id)
    pick = Rng(12345).choice
    steps = games = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = game.new(players, games)
        apply = state.apply_trusted if trusted else state.apply
        if trusted:
            state.quiet()
        while not state.is_over():
            seat = state.to_move()[0]
            apply(seat, pick(state.legal(seat)))
            steps += 1
        games += 1
        if time.perf_counter() >= deadline:
            break
    return steps, games, time.perf_counter() - start


def _samples(game_id: str, players: int, count: int = 500) -> list[State]:
    """Mid-game states for the clone and determinize rates: every 97th position of random
    games (untimed), `count` of them."""
    game = get_game(game_id)
    pick = Rng(12345).choice
    samples: list[State] = []
    steps = games = 0
    while len(samples) < count:
        state = game.new(players, games)
        while not state.is_over() and len(samples) < count:
            seat = state.to_move()[0]
            state.apply(seat, pick(state.legal(seat)))
            steps += 1
            if steps % 97 == 0:
                samples.append(state.clone())
        games += 1
    return samples


def _rate(fn: Any, samples: list[State], seconds: float) -> float:
    count = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for state in samples:
            fn(state)
        count += len(samples)
    return count / (time.perf_counter() - start)


def bench(game_id: str, players: int | None = None, seconds: float = 3.0) -> dict[str, Any]:
    meta = get_game(game_id).meta
    players = players or min(max(3, meta.min_players), meta.max_players)
    _warm_up(game_id, players, seconds / 3)
    steps, games, elapsed = _random_play(game_id, players, seconds)
    t_steps, t_games, t_elapsed = _random_play(game_id, players, seconds, trusted=True)
    samples = _samples(game_id, players)
    rng = Rng(99)
    return {
        "players": players,
        "steps_per_s": round(steps / elapsed),
        "games_per_s": round(games / elapsed, 1),
        "trusted_steps_per_s": round(t_steps / t_elapsed),
        "trusted_games_per_s": round(t_games / t_elapsed, 1),
        "clones_per_s": round(_rate(lambda s: s.clone(), samples, seconds / 2)),
        "determinize_per_s": round(
            _rate(lambda s: s.determinize(s.to_move()[0] if s.to_move() else 0, rng), samples,
                  seconds / 2)),
        # the search bot (`ismcts`: its default level, prior and belief included) on time budgets
        "ismcts_iterations_per_s": measure(game_id, players, seconds / 2)["iterations_per_s"],
    }
