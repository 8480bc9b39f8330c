"""The environments pass PettingZoo's and Gymnasium's own checkers, for every game the
registry finds (a game added later is covered by registering)."""

from __future__ import annotations

import pytest

pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, parallel_api_test, seed_test
from pettingzoo.test.seed_test import parallel_seed_test

from ludoteca.bots.base import bot_names
from ludoteca.core.registry import get_game
from ludoteca.rl import aec_env, gym_env, parallel_env

from .games import GAMES, QUIET, one_game_quick


def _counts(game_id: str) -> list[int]:
    meta = get_game(game_id).meta
    return sorted({meta.min_players, min(3, meta.max_players)})


def _largest(game_id: str) -> int:
    return get_game(game_id).meta.max_players


pytestmark = QUIET


@pytest.mark.parametrize("game_id", one_game_quick("kingoftokyo"))
def test_aec_api_and_seed(game_id: str) -> None:
    for players in _counts(game_id):
        api_test(aec_env(game_id, players=players, seed=3), num_cycles=400)
        seed_test(lambda g=game_id, p=players: aec_env(g, players=p), num_cycles=100)


@pytest.mark.parametrize("game_id", one_game_quick("genie"))  # simultaneous decisions
def test_parallel_api_and_seed(game_id: str) -> None:
    for players in _counts(game_id):
        parallel_api_test(parallel_env(game_id, players=players, seed=3), num_cycles=400)
        # the seed test samples without masks: the action spaces sample legal ids
        parallel_seed_test(lambda g=game_id, p=players: parallel_env(g, players=p),
                           num_cycles=100)


@pytest.mark.parametrize("game_id", GAMES)
def test_gym_check_env(game_id: str) -> None:
    players = _counts(game_id)[-1]
    check_env(gym_env(game_id, opponents="random", players=players, seed=5))
    # the game's own quick bot when it declares one (a search bot would take its time)
    own = "heuristic" if "heuristic" in bot_names(game_id) else "random"
    check_env(gym_env(game_id, opponents=own, seat=1, players=players, seed=5))


@pytest.mark.parametrize("game_id", one_game_quick("genie"))
def test_largest_tables(game_id: str) -> None:
    players = _largest(game_id)
    api_test(aec_env(game_id, players=players, seed=1), num_cycles=1000)
    parallel_api_test(parallel_env(game_id, players=players, seed=1), num_cycles=1000)
    check_env(gym_env(game_id, opponents="random", seat=players - 1, players=players, seed=2))


@pytest.mark.parametrize("game_id", GAMES)
def test_gymnasium_make_by_registry_id(game_id: str) -> None:
    """`gymnasium.make("ludoteca.rl.gym:ludoteca/<game>-v0", ...)` imports the module that
    registers every game, and passes its keywords to the environment; the wrapped env plays
    a whole game through Gymnasium's own wrappers (order and passive checks)."""
    import gymnasium
    import numpy as np

    env = gymnasium.make(f"ludoteca.rl.gym:ludoteca/{game_id}-v0", opponents="random", seat=1,
                         players=_counts(game_id)[-1])
    assert env.spec is not None and env.spec.id == f"ludoteca/{game_id}-v0"
    assert env.unwrapped.seat == 1 and env.unwrapped.table.game_id == game_id
    obs, info = env.reset(seed=7)
    again, _ = gymnasium.make(f"ludoteca/{game_id}-v0", seat=1,
                              players=_counts(game_id)[-1]).reset(seed=7)
    assert np.array_equal(obs["observation"], again["observation"])  # same seed, same start
    for _ in range(5000):
        action = int(np.flatnonzero(obs["action_mask"])[0])
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break
    assert terminated and not info.get("illegal")
    assert reward == env.unwrapped.game_state.returns()[1]  # the learner's return at the end
    env.close()


def test_gymnasium_ids_cover_the_registry() -> None:
    from ludoteca.rl.gym import register_envs

    assert register_envs() == [f"ludoteca/{g}-v0" for g in GAMES]
