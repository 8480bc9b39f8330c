"""Random-play speed of the AEC wrapper beside the raw engine's, on one core.

The raw figure is `ludoteca bench`'s random play (validated `apply`, a uniform choice
among `legal()`). The wrapper plays the same way through the standard PettingZoo loop,
`env.last()` then `env.step(id)`, three ways:
- `aec_steps_per_s`: the id drawn from `info["legal_ids"]` (the wrapper's own cost);
- `aec_mask_steps_per_s`: drawn from `np.flatnonzero(obs["action_mask"])`, what a
  masked agent pays to read the mask;
- `aec_observed_steps_per_s`: also reading `obs["observation"]` (the view and its
  encoding, which the wrapper makes only when read).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from ..core.protocol import State
from ..core.registry import get_game
from ..core.rng import Rng
from .aec import LudotecaAEC


def _raw(game_id: str, players: int, seconds: float, options: dict[str, Any]) -> float:
    game = get_game(game_id)
    rng = Rng(12345)
    steps = games = 0
    state: State
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new(players, games, options)
        while not state.is_over():
            seat = state.to_move()[0]
            state.apply(seat, rng.choice(state.legal(seat)))
            steps += 1
        games += 1
    return steps / (time.perf_counter() - start)


def _aec(env: LudotecaAEC, seconds: float,
         pick: Callable[[Any, dict[str, Any], random.Random], int]) -> float:
    rng = random.Random(1)
    steps = 0
    start = time.perf_counter()
    episode = 0
    while time.perf_counter() - start < seconds:
        env.reset(seed=episode)
        episode += 1
        for _agent in env.agent_iter():
            obs, _reward, term, trunc, info = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(pick(obs, info, rng))
            steps += 1
    return steps / (time.perf_counter() - start)


def _by_ids(obs: Any, info: dict[str, Any], rng: random.Random) -> int:
    ids = info["legal_ids"]
    return ids[rng.randrange(len(ids))]


def _by_mask(obs: Any, info: dict[str, Any], rng: random.Random) -> int:
    ids = np.flatnonzero(obs["action_mask"])
    return int(ids[rng.randrange(len(ids))])


def _observed(obs: Any, info: dict[str, Any], rng: random.Random) -> int:
    obs["observation"]
    return _by_ids(obs, info, rng)


def bench_env(game_id: str, players: int | None = None, seconds: float = 2.0,
              **options: Any) -> dict[str, Any]:
    meta = get_game(game_id).meta
    players = players or min(max(3, meta.min_players), meta.max_players)
    env = LudotecaAEC(game_id, players=players, seed=0, **options)
    _aec(env, min(0.3, seconds), _by_ids)  # warm up: content, catalogs, first-use tables
    raw = _raw(game_id, players, seconds, env.table.options)
    out = {"game": game_id, "players": players, "action_ids": env.table.size,
           "observation_size": env.table.encoder.size, "raw_steps_per_s": round(raw)}
    for key, pick in (("aec_steps_per_s", _by_ids), ("aec_mask_steps_per_s", _by_mask),
                      ("aec_observed_steps_per_s", _observed)):
        out[key] = round(_aec(env, seconds, pick))
    out["aec_vs_raw"] = round(out["aec_steps_per_s"] / max(raw, 1e-9), 3)
    return out


if __name__ == "__main__":  # python -m ludoteca.rl.bench [GAME ...] [--seconds S]
    import argparse
    import json

    from ..core.registry import game_ids

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--players", type=int)
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    for gid in args.games or game_ids():
        print(json.dumps(bench_env(gid, args.players, args.seconds)))
