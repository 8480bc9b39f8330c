"""An environment's `snapshot()` restored into a fresh one continues the episode exactly:
a seeded game split in two plays as the game in one piece."""

from __future__ import annotations

import copy
import itertools

import numpy as np
import pytest
from gymnasium.utils.env_checker import data_equivalence

pytest.importorskip("pettingzoo")

from ludoteca.core.errors import OptionError
from ludoteca.core.registry import game_ids
from ludoteca.rl import aec_env, gym_env, parallel_env

GAMES = game_ids()


def _quick_one(quick: str) -> list[object]:
    return [pytest.param(g, marks=() if g == quick else pytest.mark.slow) for g in GAMES]


def _aec_trace(env, rng: np.random.Generator, limit: int | None = None) -> list[object]:
    """What an agent loop sees, step by step, until `limit` steps or the end."""
    trace: list[object] = []
    for agent in itertools.islice(env.agent_iter(), limit):
        obs, reward, terminated, truncated, info = env.last()
        trace.append((agent, obs["observation"].tobytes(), obs["action_mask"].tobytes(),
                      reward, terminated, truncated, sorted(info)))
        env.step(None if terminated or truncated else int(rng.choice(info["legal_ids"])))
    return trace


@pytest.mark.parametrize("game_id", _quick_one("kingoftokyo"))
@pytest.mark.parametrize("split", [7, 40])
def test_aec_game_split_in_two(game_id: str, split: int) -> None:
    whole = aec_env(game_id, players=3, seed=5)
    whole.reset()
    rng = np.random.default_rng(1)
    _aec_trace(whole, rng, split)
    snap, later_rng = whole.snapshot(), copy.deepcopy(rng)
    assert isinstance(snap, bytes)
    rest = _aec_trace(whole, rng)

    other = aec_env(game_id, players=3, seed=99)
    other.reset()
    _aec_trace(other, np.random.default_rng(2), 5)  # an episode of its own, then restored
    other.restore(snap)
    assert _aec_trace(other, later_rng) == rest
    assert other.game_state.digest() == whole.game_state.digest()
    whole.reset()
    other.reset()  # the next episode's seed is the one the whole run plays
    assert whole.game_state.digest() == other.game_state.digest()


def test_aec_snapshots_at_the_end_and_after_truncation() -> None:
    for kw, steps in (({}, None), ({"max_cycles": 3}, None), ({"illegal": "terminate"}, 0)):
        env = aec_env("genie", players=3, seed=2, **kw)
        env.reset()
        if steps == 0:  # an illegal id ends the game
            env.step(int(np.flatnonzero(env.last()[0]["action_mask"] == 0)[0]))
        rng = np.random.default_rng(0)
        for agent in env.agent_iter():  # up to the first dead step, and one more
            if env.terminations[agent] or env.truncations[agent]:
                env.step(None)
                break
            env.step(int(rng.choice(env.infos[agent]["legal_ids"])))
        again = aec_env("genie", players=3, **kw)
        again.restore(env.snapshot())
        assert (again.agents, again.agent_selection) == (env.agents, env.agent_selection)
        assert data_equivalence(again.infos, env.infos) and again.rewards == env.rewards
        assert again._cumulative_rewards == env._cumulative_rewards
        assert _aec_trace(again, np.random.default_rng(0)) == _aec_trace(
            env, np.random.default_rng(0))
        assert again.agents == env.agents == []


def test_parallel_game_split_in_two() -> None:
    def play(env, infos, rng, limit=None):
        out = []
        while env.agents and (limit is None or len(out) < limit):
            actions = {a: int(rng.choice(infos[a]["legal_ids"])) if infos[a]["legal_ids"]
                       else env.noop for a in env.agents}
            obs, rewards, terms, truncs, infos = env.step(actions)
            out.append(({a: o["observation"].tobytes() for a, o in obs.items()}, rewards,
                        terms, truncs))
        return infos, out

    whole = parallel_env("genie", players=3, seed=4, max_cycles=60)
    _obs, infos = whole.reset()
    rng = np.random.default_rng(3)
    infos, _ = play(whole, infos, rng, 25)
    snap, later_rng = whole.snapshot(), copy.deepcopy(rng)
    _, rest = play(whole, infos, rng)
    other = parallel_env("genie", players=3, max_cycles=60)
    obs, infos = other.restore(snap)
    assert sorted(obs) == sorted(infos) == sorted(whole.possible_agents)
    assert play(other, infos, later_rng)[1] == rest and len(rest) == 60 - 25  # truncated


def test_gym_game_split_in_two() -> None:
    def policy(obs, info):  # deterministic: replays the same
        return info["legal_ids"][-1]

    def play(env, obs, limit=None):
        out = []
        done = False
        while not done and (limit is None or len(out) < limit):
            obs, reward, terminated, truncated, _info = env.step(
                int(np.flatnonzero(obs["action_mask"])[0]))
            done = terminated or truncated
            out.append((obs["observation"].tobytes(), reward, terminated, truncated))
        return obs, out

    whole = gym_env("kingoftokyo", opponents=["random", policy], players=3, seed=6)
    obs, _ = whole.reset()
    obs, _ = play(whole, obs, 6)
    snap = whole.snapshot()
    _, rest = play(whole, obs)
    other = gym_env("kingoftokyo", opponents=["random", policy], players=3, seed=1)
    obs2, info2 = other.restore(snap)
    assert np.array_equal(obs2["observation"], obs["observation"]) and info2["legal_ids"]
    assert play(other, obs2)[1] == rest

    calls = itertools.count()
    fickle = gym_env("kingoftokyo", opponents=lambda o, i: i["legal_ids"][next(calls) % len(
        i["legal_ids"])], players=3)
    with pytest.raises(OptionError, match="did not replay"):
        fickle.restore(snap)


def test_bad_snapshots_raise() -> None:
    env = aec_env("genie", players=3, seed=1)
    with pytest.raises(OptionError):
        env.snapshot()  # before reset
    env.reset()
    snap = env.snapshot()
    for other in (aec_env("genie", players=2), aec_env("kingoftokyo", players=3),
                  aec_env("genie", players=3, my_precious=True)):
        with pytest.raises(OptionError, match="another set-up"):
            other.restore(snap)
    with pytest.raises(OptionError, match="another set-up"):
        parallel_env("genie", players=3).restore(snap)
    for junk in (b"", b"[1]", b'{"a": 1}', "not json"):
        with pytest.raises(OptionError):
            env.restore(junk)
