"""Each encoder's `write_state` (the observation read from the engine state) gives exactly
the numbers of `write` on the seat's JSON view, for every seat, on positions of random
games at every player count: the fast path may skip the view, never change what it says.
Where a game's compiled writer was built (`Encoder.native`), it is held to the same
numbers, beside the Python `write_state` it stands in for."""

from __future__ import annotations

import random

import numpy as np
import pytest

from ludoteca.core.registry import get_game
from ludoteca.rl.table import make_encoder

from .games import GAMES


def _positions(game_id: str, players: int, games: int, seed: int, share: float):
    """(state, seat, step) for every seat at a `share` of the steps of `games` random
    games (the steps drawn at random, the whole game long)."""
    game = get_game(game_id)
    options = game.resolve_options(players, {})
    pick = random.Random(seed)
    for g in range(games):
        state = game.new(players, seed * 1000 + g, options)
        state.quiet()  # as the environments play: views only, never events
        step = 0
        while True:
            if share >= 1 or pick.random() < share:
                for seat in range(players):
                    yield state, seat, step
            if state.is_over():
                break
            step += 1
            seat = state.to_move()[0]
            state.apply(seat, pick.choice(state.legal(seat)))


def _check(game_id: str, games: int, share: float = 1.0, ends_only: bool = False) -> int:
    """Positions compared; `ends_only`: the fewest and the most players only."""
    game = get_game(game_id)
    checked = 0
    low, high = game.meta.min_players, game.meta.max_players
    for players in (low, high) if ends_only else range(low, high + 1):
        options = game.resolve_options(players, {})
        encoder = make_encoder(game_id, players, options)
        writers = {"compiled": encoder, "python": encoder.in_python()}
        if encoder.native is None:
            del writers["compiled"]
        for state, seat, step in _positions(game_id, players, games, players, share):
            slow = encoder.encode(state.view(seat))
            for how, writer in writers.items():
                fast = writer.observe(state, seat)
                if not np.array_equal(fast, slow):
                    wrong = [f.name for f in encoder.fields
                             if not np.array_equal(fast[f.slice], slow[f.slice])]
                    raise AssertionError(f"{game_id} ({how}), {players} players, seat {seat}"
                                         f", step {step}: fields differ: {wrong}")
            checked += 1
    return checked


@pytest.mark.parametrize("game_id", GAMES)
def test_the_fast_observation_equals_the_views(game_id: str) -> None:
    """The quick run: a tenth of the steps of one game at each end of the player range."""
    assert _check(game_id, games=1, share=0.1, ends_only=True) > 40


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_the_fast_observation_equals_the_views_on_thousands_of_positions(game_id: str) -> None:
    assert _check(game_id, games=6) > 5_000
