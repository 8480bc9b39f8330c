"""Random-play speed of the AEC wrapper beside the raw engine's, on one core.

The raw figure is `ludoteca bench`'s random play (validated `apply`, a uniform choice
among `legal()`). The wrapper plays the same way through the standard PettingZoo loop,
`env.last()` then `env.step(id)`, three ways:
- `aec_steps_per_s`: the id drawn from `info["legal_ids"]` (the wrapper's own cost);
- `aec_mask_steps_per_s`: drawn from `np.flatnonzero(obs["action_mask"])`, what a
  masked agent pays to read the mask;
- `aec_observed_steps_per_s`: reading `obs["observation"]` (the encoder's vector, which
  the wrapper makes only when read) and `obs["action_mask"]`, then drawing as the first
  way: what a learner's loop gets from the env (its own use of the mask, a masked
  softmax, is the learner's cost, as the second way shows for a uniform draw).
The four take turns in short slices (`ROUNDS` each, whole games), so a change of the
machine's load while the bench runs weighs on all of them alike. With `connect_four`
(PettingZoo's classic connect_four_v3, which needs pygame), the same observed loop on it
takes its turn as a fifth run: a yardstick for a small board game's environment.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from ..core.registry import get_game
from .aec import LudotecaAEC

ROUNDS = 8


def _raw(game_id: str, players: int, options: dict[str, Any]) -> Iterator[int]:
    """Random games on the engine; yields each game's step count."""
    game = get_game(game_id)
    pick = random.Random(12345).choice  # as the wrapper below draws its ids
    games = 0
    while True:
        state = game.new(players, games, options)
        steps = 0
        while not state.is_over():
            seat = state.to_move()[0]
            state.apply(seat, pick(state.legal(seat)))
            steps += 1
        games += 1
        yield steps


def _aec(env: LudotecaAEC, pick: Callable[[Any, dict[str, Any], random.Random], int]
         ) -> Iterator[int]:
    """Random episodes through the PettingZoo loop; yields each one's step count."""
    rng = random.Random(1)
    episode = 0
    while True:
        env.reset(seed=episode)
        episode += 1
        steps = 0
        for _agent in env.agent_iter():
            obs, _reward, term, trunc, info = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(pick(obs, info, rng))
            steps += 1
        yield steps


def _by_ids(obs: Any, info: dict[str, Any], rng: random.Random) -> int:
    ids = info["legal_ids"]
    return ids[rng.randrange(len(ids))]


def _by_mask(obs: Any, info: dict[str, Any], rng: random.Random) -> int:
    ids = np.flatnonzero(obs["action_mask"])
    return int(ids[rng.randrange(len(ids))])


def _observed(obs: Any, info: dict[str, Any], rng: random.Random) -> int:
    obs["observation"]
    if "legal_ids" not in info:  # another library's env: the mask is all it gives
        return _by_mask(obs, info, rng)
    obs["action_mask"]
    return _by_ids(obs, info, rng)


def _rates(runs: dict[str, Iterator[int]], seconds: float, rounds: int = ROUNDS
           ) -> dict[str, float]:
    """Steps/s of each run, given `seconds` in all, taking turns in `rounds` slices."""
    steps = dict.fromkeys(runs, 0)
    spent = dict.fromkeys(runs, 0.0)
    for _ in range(rounds):
        for key, run in runs.items():
            start = now = time.perf_counter()
            while now - start < seconds / rounds:
                steps[key] += next(run)
                now = time.perf_counter()
            spent[key] += now - start
    return {key: steps[key] / spent[key] for key in runs}


def connect_four() -> Any | None:
    """PettingZoo's connect_four_v3 AEC env, or None when it cannot be imported (pygame)."""
    try:
        from pettingzoo.classic import connect_four_v3
    except ImportError:
        return None
    return connect_four_v3.env()


def bench_env(game_id: str, players: int | None = None, seconds: float = 2.0,
              yardstick: bool = False, **options: Any) -> dict[str, Any]:
    meta = get_game(game_id).meta
    players = players or min(max(3, meta.min_players), meta.max_players)
    env = LudotecaAEC(game_id, players=players, seed=0, **options)
    # warm up: content, catalogs, first-use tables
    _rates({"warm": _aec(env, _by_ids)}, min(0.3, seconds), rounds=1)
    runs = {"raw_steps_per_s": _raw(game_id, players, env.table.options),
            "aec_steps_per_s": _aec(env, _by_ids),
            "aec_mask_steps_per_s": _aec(env, _by_mask),
            "aec_observed_steps_per_s": _aec(env, _observed)}
    other = connect_four() if yardstick else None
    if other is not None:
        runs["connect_four_observed_steps_per_s"] = _aec(other, _observed)
    rates = _rates(runs, seconds)
    out: dict[str, Any] = {"game": game_id, "players": players, "action_ids": env.table.size,
                           "observation_size": env.table.encoder.size}
    out.update({key: round(rate) for key, rate in rates.items()})
    raw = max(rates["raw_steps_per_s"], 1e-9)
    out["aec_vs_raw"] = round(rates["aec_steps_per_s"] / raw, 3)
    out["observed_vs_raw"] = round(rates["aec_observed_steps_per_s"] / raw, 3)
    return out


if __name__ == "__main__":  # python -m ludoteca.rl.bench [GAME ...] [--seconds S]
    import argparse
    import json

    from ..core.registry import game_ids

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--players", type=int)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--connect-four", action="store_true",
                        help="also time PettingZoo's connect_four_v3 (needs pygame)")
    args = parser.parse_args()
    for gid in args.games or game_ids():
        print(json.dumps(bench_env(gid, args.players, args.seconds, args.connect_four)))
