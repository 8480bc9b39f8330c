"""Values made on first read show the position they were handed out at, however late they
are read (the timeline remakes it), and Saboteur's per-position action numbering, made
incrementally, is the one computed from scratch."""

from __future__ import annotations

import random

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from ludoteca.core.registry import game_ids
from ludoteca.rl import aec_env, parallel_env
from ludoteca.rl.bench import bench_env
from ludoteca.rl.lazy import EVERY

GAMES = game_ids()


@pytest.mark.parametrize("game_id", GAMES)
def test_late_reads_show_their_own_position(game_id: str) -> None:
    """Observations and infos of an episode, left (partly) unread and then read in a random
    order after the episode, equal what they showed at the time (past several
    checkpoints)."""
    env = aec_env(game_id, players=3 if game_id != "genie" else 2, seed=5)
    env.reset()
    kept, expected = [], []
    rng = random.Random(3)
    for step, _agent in enumerate(env.agent_iter(6 * EVERY)):
        obs, _r, term, trunc, info = env.last()
        if term or trunc:
            env.step(None)
            continue
        if step % 3 == 0:  # what it shows now, read from a copy of the live state
            seat = env.table.seat_of[env.agent_selection]
            state = env.game_state.clone()
            kept.append((obs, info))
            if step % 2:  # the vector read now (its view kept), the info's view read late
                obs["observation"]
            expected.append((env.table.encoder.encode(state.view(seat)), state.view(seat),
                             [a.to_json() for a in state.legal(seat)], list(info["legal_ids"])))
        ids = info["legal_ids"]
        env.step(ids[rng.randrange(len(ids))])
    assert len(kept) > 2 * EVERY // 3
    assert len(env._timeline._marks) >= 3  # read across several checkpoints
    order = list(range(len(kept)))
    rng.shuffle(order)
    for k in order:
        (obs, info), (vector, view, legal, ids) = kept[k], expected[k]
        assert np.array_equal(obs["observation"], vector)
        assert info["view"] == view and info["legal"] == legal
        assert sorted(np.flatnonzero(obs["action_mask"]).tolist()) == sorted(ids)
        assert obs["action_mask"] is info["action_mask"]


def test_parallel_late_reads() -> None:
    env = parallel_env("genie", players=3, seed=2)
    obs, _infos = env.reset()
    first = {a: env.table.encoder.encode(env.game_state.view(env.table.seat_of[a]))
             for a in env.agents}
    kept = obs
    rng = random.Random(0)
    for _ in range(EVERY + 5):
        if not env.agents:
            break
        obs, _rew, _term, _trunc, _infos = env.step(
            {a: int(rng.choice(np.flatnonzero(obs[a]["action_mask"]))) for a in env.agents})
    for agent, vector in first.items():
        assert np.array_equal(kept[agent]["observation"], vector)


def test_saboteur_maze_numbering_made_incrementally() -> None:
    """Each position's spots and cells, made from the previous position, equal the ones
    computed from scratch (placements, rockfalls, goals turned up, new rounds)."""
    from ludoteca.games.saboteur.encoder import _Maze

    env = aec_env("saboteur", players=5, seed=0)
    rng = random.Random(1)
    grown = 0
    for seed in range(4):
        env.reset(seed=seed)
        last = None
        for _agent in env.agent_iter(3000):
            _obs, _r, term, trunc, info = env.last()
            occupied = env.game_state.board.occupied()
            if last is None or last.occupied is not occupied:
                made, fresh = _Maze(occupied, last), _Maze(occupied)
                assert (made.cells, made.spots) == (fresh.cells, fresh.spots)
                grown += len(occupied) > len(last.occupied) if last else 0
                last = made
            env.step(None if term or trunc else rng.choice(info["legal_ids"]))
    assert grown > 50


# the bench runs for its time whatever the game: the quick run times the last game found,
# for a quarter of the time (the figures are the same shape), the full run every game
@pytest.mark.parametrize(("game_id", "seconds"), [
    *(pytest.param(g, 0.2, marks=pytest.mark.slow) for g in GAMES),
    pytest.param(GAMES[-1], 0.05, id=f"{GAMES[-1]}-quick")])
def test_bench_reports_every_figure(game_id: str, seconds: float) -> None:
    out = bench_env(game_id, seconds=seconds)
    for key in ("raw_steps_per_s", "aec_steps_per_s", "aec_mask_steps_per_s",
                "aec_observed_steps_per_s"):
        assert out[key] > 0
    assert out["aec_vs_raw"] == pytest.approx(out["aec_steps_per_s"] / out["raw_steps_per_s"],
                                              rel=0.01)
