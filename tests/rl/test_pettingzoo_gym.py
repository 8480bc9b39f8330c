"""The environments pass PettingZoo's and Gymnasium's own checkers, for every game the
registry finds (a game added later is covered by registering)."""

from __future__ import annotations

import warnings

import pytest

pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, parallel_api_test, seed_test
from pettingzoo.test.seed_test import parallel_seed_test

from ludoteca.bots.base import bot_names
from ludoteca.core.registry import game_ids, get_game
from ludoteca.rl import aec_env, gym_env, parallel_env

GAMES = game_ids()


def _counts(game_id: str) -> list[int]:
    meta = get_game(game_id).meta
    return sorted({meta.min_players, min(3, meta.max_players)})


def _largest(game_id: str) -> int:
    return get_game(game_id).meta.max_players


@pytest.fixture(autouse=True)
def _quiet():
    with warnings.catch_warnings():  # the checkers warn about style (Dict spaces...)
        warnings.simplefilter("ignore")
        yield


@pytest.mark.parametrize("game_id", GAMES)
def test_aec_api_and_seed(game_id: str) -> None:
    for players in _counts(game_id):
        api_test(aec_env(game_id, players=players, seed=3), num_cycles=400)
        seed_test(lambda g=game_id, p=players: aec_env(g, players=p), num_cycles=100)


@pytest.mark.parametrize("game_id", GAMES)
def test_parallel_api_and_seed(game_id: str) -> None:
    for players in _counts(game_id):
        parallel_api_test(parallel_env(game_id, players=players, seed=3), num_cycles=400)
        # the seed test sends unmasked actions: an illegal one ends the game (same both times)
        parallel_seed_test(lambda g=game_id, p=players: parallel_env(
            g, players=p, illegal="terminate"), num_cycles=100)


@pytest.mark.parametrize("game_id", GAMES)
def test_gym_check_env(game_id: str) -> None:
    players = _counts(game_id)[-1]
    check_env(gym_env(game_id, opponents="random", players=players, seed=5))
    # the game's own quick bot when it declares one (a search bot would take its time)
    own = "heuristic" if "heuristic" in bot_names(game_id) else "random"
    check_env(gym_env(game_id, opponents=own, seat=1, players=players, seed=5))


@pytest.mark.parametrize("game_id", GAMES)
def test_largest_tables(game_id: str) -> None:
    players = _largest(game_id)
    api_test(aec_env(game_id, players=players, seed=1), num_cycles=1000)
    parallel_api_test(parallel_env(game_id, players=players, seed=1), num_cycles=1000)
    check_env(gym_env(game_id, opponents="random", seat=players - 1, players=players, seed=2))
