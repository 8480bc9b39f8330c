"""Each encoder's `write_state` (the observation read from the engine state) gives exactly
the numbers of `write` on the seat's JSON view, for every seat, on positions of random
games at every player count: the fast path may skip the view, never change what it says."""

from __future__ import annotations

import random

import numpy as np
import pytest

from ludoteca.core.registry import get_game
from ludoteca.rl.table import make_encoder

from .games import GAMES


def _positions(game_id: str, players: int, games: int, seed: int):
    """(state, seat, step) for every seat at every step of `games` random games."""
    game = get_game(game_id)
    options = game.resolve_options(players, {})
    pick = random.Random(seed)
    for g in range(games):
        state = game.new(players, seed * 1000 + g, options)
        state.quiet()  # as the environments play: views only, never events
        step = 0
        while True:
            for seat in range(players):
                yield state, seat, step
            if state.is_over():
                break
            step += 1
            seat = state.to_move()[0]
            state.apply(seat, pick.choice(state.legal(seat)))


def _check(game_id: str, games: int) -> int:
    game = get_game(game_id)
    checked = 0
    for players in range(game.meta.min_players, game.meta.max_players + 1):
        options = game.resolve_options(players, {})
        encoder = make_encoder(game_id, players, options)
        for state, seat, step in _positions(game_id, players, games, players):
            fast = encoder.observe(state, seat)
            slow = encoder.encode(state.view(seat))
            if not np.array_equal(fast, slow):
                wrong = [f.name for f in encoder.fields
                         if not np.array_equal(fast[f.slice], slow[f.slice])]
                raise AssertionError(f"{game_id}, {players} players, seat {seat}, step "
                                     f"{step}: fields differ: {wrong}")
            checked += 1
    return checked


@pytest.mark.parametrize("game_id", GAMES)
def test_the_fast_observation_equals_the_views(game_id: str) -> None:
    assert _check(game_id, games=1) > 200


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_the_fast_observation_equals_the_views_on_thousands_of_positions(game_id: str) -> None:
    assert _check(game_id, games=6) > 5_000
