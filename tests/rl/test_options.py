"""The environments' research options: `max_cycles` truncation and `reward="zero_sum"` on
the AEC, Parallel and Gym envs."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, parallel_api_test

from ludoteca.core.errors import OptionError
from ludoteca.rl import aec_env, gym_env, parallel_env

MAKERS = [aec_env, parallel_env, gym_env]


@pytest.fixture(autouse=True)
def _quiet():
    with warnings.catch_warnings():  # the checkers warn about style (Dict spaces...)
        warnings.simplefilter("ignore")
        yield


def _first_legal(mask: np.ndarray) -> int:
    return int(np.flatnonzero(mask)[0])


@pytest.mark.parametrize("make", MAKERS)
@pytest.mark.parametrize("bad", [{"max_cycles": 0}, {"max_cycles": -2}, {"max_cycles": 1.5},
                                 {"max_cycles": True}, {"max_cycles": "3"},
                                 {"reward": "score"}, {"reward": None}])
def test_bad_options_raise(make, bad: dict) -> None:
    with pytest.raises(OptionError):
        make("genie", **bad)


def test_aec_max_cycles_truncates_every_agent() -> None:
    env = aec_env("kingoftokyo", players=3, seed=1, max_cycles=2)
    env.reset()
    acted, dead = 0, []
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _info = env.last()
        if terminated or truncated:
            assert truncated and not terminated and reward == 0.0
            dead.append(agent)
            env.step(None)
            continue
        env.step(_first_legal(obs["action_mask"]))
        acted += 1
    assert acted == 2 * 3  # a cycle is one action per agent
    assert sorted(dead) == env.possible_agents and env.agents == []
    assert not env.game_state.is_over()
    env.reset()  # a new episode counts again from 0
    assert env.agents == env.possible_agents and not any(env.truncations.values())
    api_test(aec_env("genie", players=2, seed=3, max_cycles=5), num_cycles=50)


def test_parallel_max_cycles_truncates_every_agent() -> None:
    env = parallel_env("genie", players=3, seed=2, max_cycles=4)
    obs, _infos = env.reset()
    steps = 0
    while env.agents:
        live = list(env.agents)
        obs, rewards, terms, truncs, _infos = env.step(
            {a: _first_legal(obs[a]["action_mask"]) for a in live})
        steps += 1
        assert set(truncs) == set(live)
    assert steps == 4 and all(truncs.values()) and not any(terms.values())
    assert set(rewards.values()) == {0.0} and not env.game_state.is_over()
    parallel_api_test(parallel_env("genie", players=2, seed=3, max_cycles=5), num_cycles=50)


def test_gym_max_cycles_counts_the_learners_steps() -> None:
    env = gym_env("kingoftokyo", players=3, seed=4, max_cycles=3)
    obs, _info = env.reset()
    for step in range(1, 4):
        obs, reward, terminated, truncated, _info = env.step(_first_legal(obs["action_mask"]))
        assert truncated == (step == 3) and not terminated and reward == 0.0
    with pytest.raises(OptionError):
        env.step(0)  # the episode is over
    check_env(gym_env("genie", players=2, seed=5, max_cycles=6))


def test_a_limit_beyond_the_game_changes_nothing() -> None:
    plain, capped = (gym_env("genie", players=2, seed=6, **kw)
                     for kw in ({}, {"max_cycles": 10**6}))
    results = []
    for env in (plain, capped):
        obs, _info = env.reset()
        done = False
        while not done:
            obs, reward, terminated, truncated, _info = env.step(_first_legal(obs["action_mask"]))
            done = terminated or truncated
        results.append((reward, terminated, truncated, env.game_state.digest()))
    assert results[0] == results[1] and results[0][1] and not results[0][2]


def _zero_sum(returns: list[float]) -> list[float]:
    mean = sum(returns) / len(returns)
    return [r - mean for r in returns]


def test_zero_sum_rewards_on_every_env() -> None:
    aec = aec_env("genie", players=3, seed=8, reward="zero_sum")
    aec.reset()
    final = {}
    for agent in aec.agent_iter():
        obs, reward, terminated, truncated, info = aec.last()
        if terminated or truncated:
            final[agent] = reward
            aec.step(None)
        else:
            aec.step(info["legal_ids"][0])
    expected = _zero_sum(aec.game_state.returns())
    assert [final[a] for a in aec.possible_agents] == pytest.approx(expected)
    assert sum(final.values()) == pytest.approx(0.0)

    par = parallel_env("genie", players=3, seed=8, reward="zero_sum")
    obs, _infos = par.reset()
    while par.agents:
        obs, rewards, *_ = par.step({a: _first_legal(obs[a]["action_mask"]) for a in par.agents})
    assert [rewards[a] for a in par.possible_agents] == pytest.approx(
        _zero_sum(par.game_state.returns()))

    gym = gym_env("genie", players=3, seat=1, seed=8, reward="zero_sum")
    obs, _info = gym.reset()
    done = False
    while not done:
        obs, reward, done, _trunc, _info = gym.step(_first_legal(obs["action_mask"]))
    assert reward == pytest.approx(_zero_sum(gym.game_state.returns())[1])


def _first_id(obs: dict, info: dict) -> int:
    """A policy opponent: the lowest legal id of its mask."""
    return _first_legal(obs["action_mask"])


def test_policy_opponents_play_whole_games() -> None:
    seen = []

    def policy(obs: dict, info: dict) -> int:
        seen.append((obs["observation"].shape, obs["action_mask"].dtype, info["legal_ids"]))
        return _first_id(obs, info)

    # names and callables mixed per seat (players long, the learner's entry None)
    env = gym_env("genie", opponents=[policy, None, "random"], seat=1, players=3, seed=9)
    obs, _info = env.reset()
    done = False
    while not done:
        obs, _reward, terminated, truncated, info = env.step(_first_legal(obs["action_mask"]))
        done = terminated or truncated
    assert terminated and not info.get("illegal") and env.game_state.is_over()
    assert seen and all(shape == obs["observation"].shape for shape, _, _ in seen)
    assert all(dtype == np.int8 and ids for _, dtype, ids in seen)
    check_env(gym_env("kingoftokyo", opponents=_first_id, players=3, seed=1))


def test_a_policy_sees_what_the_aec_env_shows() -> None:
    """Self-play: the opponents' observations equal the AEC env's for that seat."""
    env = gym_env("kingoftokyo", opponents=lambda obs, info: got.append((obs, info))
                  or info["legal_ids"][0], players=2, seat=0, seed=3)
    got: list = []
    obs, _info = env.reset()
    while not got:
        obs, *_ = env.step(_first_legal(obs["action_mask"]))
    aec = aec_env("kingoftokyo", players=2, seed=3)
    aec.reset()
    for seat, action in env._timeline.moves:  # replay until player_1 first decides
        if aec.agent_selection == "player_1":
            break
        aec.step(env.table.codec.ids(aec.game_state, seat, [action])[0])
    their_obs, their_info = got[0]
    mine = aec.observe("player_1")
    assert np.array_equal(their_obs["observation"], mine["observation"])
    assert np.array_equal(their_obs["action_mask"], mine["action_mask"])
    assert their_info["legal_ids"] == aec.infos["player_1"]["legal_ids"]


@pytest.mark.parametrize("bad", [lambda obs, info: 10**6, lambda obs, info: "3",
                                 lambda obs, info: int(np.flatnonzero(obs["action_mask"] == 0)[0])])
def test_an_illegal_policy_action_names_the_seat(bad) -> None:
    from ludoteca.core.errors import IllegalAction

    env = gym_env("kingoftokyo", opponents=["random", bad], players=3, seed=2,
                  illegal="terminate")  # the learner's option: an opponent still raises
    with pytest.raises(IllegalAction, match=r"opponent player_2 \(seat 2\)"):
        obs, _info = env.reset()
        for _ in range(50):
            obs, *_ = env.step(_first_legal(obs["action_mask"]))


def test_bad_opponents_raise() -> None:
    for bad in (3, ["random", 3], [None]):
        with pytest.raises(OptionError):
            gym_env("genie", opponents=bad, players=3)
