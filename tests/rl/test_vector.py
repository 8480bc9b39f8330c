"""Many tables stepped as one Gymnasium vector env (`ludoteca.rl.vector_env`)."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("gymnasium")

from ludoteca.core.errors import OptionError
from ludoteca.rl import gym_env, vector_env


def _first_legal(masks: np.ndarray) -> np.ndarray:
    """A table whose game just ended shows an empty mask: its next step only resets it
    (Gymnasium's autoreset), whatever the action."""
    return np.array([int(np.argmax(m)) for m in masks])


def _play(env, steps: int) -> tuple[int, np.ndarray]:
    """Step every table by its first legal id: (episodes ended, the last observation)."""
    obs, _info = env.reset(seed=3)
    ended = 0
    for _ in range(steps):
        obs, _reward, terminated, truncated, _info = env.step(_first_legal(obs["action_mask"]))
        ended += int(np.sum(terminated | truncated))
    return ended, obs


def test_tables_step_together_and_each_plays_its_own_game() -> None:
    env = vector_env("genie", 3, seed=5, opponents="random", players=3)
    single = gym_env("genie", opponents="random", players=3)
    obs, _info = env.reset()
    size = single.observation_space["observation"].shape[0]
    assert obs["observation"].shape == (3, size) and obs["observation"].dtype == np.float32
    assert obs["action_mask"].shape == (3, single.action_space.n)
    # three seeds, three deals
    assert len({row.tobytes() for row in obs["observation"]}) == 3
    # a table whose game ended starts its next one on the following step (Gymnasium's
    # autoreset): enough steps finish games on every table
    ended, obs = _play(env, 400)
    assert ended >= 3
    env.close()


def test_the_same_seed_plays_the_same_games() -> None:
    first = _play(vector_env("kingoftokyo", 2, seed=8, players=2), 60)
    again = _play(vector_env("kingoftokyo", 2, seed=8, players=2), 60)
    assert first[0] == again[0] and np.array_equal(first[1]["observation"],
                                                   again[1]["observation"])


@pytest.mark.parametrize("bad", [0, -1, 1.0, True, "2"])
def test_a_bad_table_count_is_refused(bad: object) -> None:
    with pytest.raises(OptionError):
        vector_env("genie", bad)  # type: ignore[arg-type]


def test_a_bad_keyword_fails_at_once_not_in_a_worker() -> None:
    with pytest.raises(OptionError):
        vector_env("genie", 2, asynchronous=True, opponents="grandmaster")


def test_asynchronous_tables_in_processes_play_as_the_synchronous_ones() -> None:
    sync = _play(vector_env("genie", 2, seed=2, players=3), 40)
    env = vector_env("genie", 2, asynchronous=True, seed=2, players=3)
    try:
        assert np.array_equal(_play(env, 40)[1]["observation"], sync[1]["observation"])
    finally:
        env.close()
