"""Bad input raises the project's errors; a game without an encoder gets the generic one."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, parallel_api_test

from ludoteca.core.errors import IllegalAction, OptionError
from ludoteca.core.registry import register, unregister
from ludoteca.rl import aec_env, describe_observation, gym_env, parallel_env
from ludoteca.rl.layout import GenericEncoder


@pytest.mark.parametrize("make", [
    lambda: aec_env("chess"),
    lambda: aec_env("genie", players=9),
    lambda: aec_env("genie", race="fastest"),
    lambda: aec_env("genie", render_mode="video"),
    lambda: aec_env("genie", illegal="ignore"),
    lambda: parallel_env("genie", players=1),
    lambda: gym_env("genie", opponents="grandmaster"),
    lambda: gym_env("genie", opponents=["random"], players=3),
    lambda: gym_env("genie", seat=5, players=3),
])
def test_bad_input_raises_option_error(make) -> None:
    with pytest.raises(OptionError):
        make()


def test_illegal_actions() -> None:
    env = aec_env("kingoftokyo", players=2, seed=1)
    env.reset()
    mask = env.last()[0]["action_mask"]
    outside = int(np.flatnonzero(mask == 0)[0])
    digest = env.game_state.digest()
    legal = int(np.flatnonzero(mask)[0])
    # only integers are ids: not a bool, a float equal to one, a string or a 1-element array
    for bad in (outside, -1, 10**9):
        with pytest.raises(IllegalAction):
            env.step(bad)
    for bad in ("x", 1.5, float(legal), True, np.float64(legal), np.bool_(True), str(legal),
                np.array([legal]), None):
        with pytest.raises(IllegalAction, match="is an integer id"):
            env.step(bad)
    assert env.game_state.digest() == digest  # nothing changed
    for good in (np.int64(legal), np.array(legal), np.uint8(legal)):  # numpy's ints are ids
        clone = aec_env("kingoftokyo", players=2, seed=1)
        clone.reset()
        clone.step(good)
        assert clone.game_state.digest() != digest
    env = aec_env("kingoftokyo", players=2, seed=1, illegal="terminate")
    env.reset()
    agent = env.agent_selection
    env.step(outside)
    assert all(env.terminations.values()) and env._cumulative_rewards[agent] == -1.0

    par = parallel_env("kingoftokyo", players=2, seed=1)
    par.reset()
    with pytest.raises(IllegalAction):  # a deciding seat may not pass
        par.step({a: par.noop for a in par.agents})

    gym = gym_env("kingoftokyo", players=2, seed=1)
    gym.reset()
    _obs, reward, done, _trunc, info = gym.step(outside)
    assert done and reward == -1.0 and info["illegal"]
    with pytest.raises(OptionError):
        gym.step(0)  # the episode is over


def test_a_game_without_encoder_uses_the_generic_one() -> None:
    register("toy", "tests.toygame")
    try:
        env = aec_env("toy", seed=1)
        assert isinstance(env.table.encoder, GenericEncoder)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            api_test(env, num_cycles=100)
            parallel_api_test(parallel_env("toy", seed=1), num_cycles=100)
        env.reset()
        obs = env.last()[0]["observation"]
        assert obs[env.table.encoder.field("seat").offset] == 1  # seat 0 decides first
        assert "hashed" in describe_observation("toy")
        shown = aec_env("toy", seed=1, render_mode="ansi")
        shown.reset()
        assert '"total": 0' in shown.render()  # no text module: the JSON view
    finally:
        unregister("toy")
