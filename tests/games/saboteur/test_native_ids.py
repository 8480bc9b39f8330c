"""The compiled action ids (`Writer.ids` in _obs.c, the codec's `native_ids`) against the
codec's Python loop: the same ids for every legal action, on interleaved random games and
clones (the writer keeps maze positions by the board's identity), at every player count;
and an id still names its action."""

from __future__ import annotations

import random

import pytest

from ludoteca.core.registry import get_game
from ludoteca.rl.table import make_encoder


def _compare(players: int, games: int) -> int:
    game = get_game("saboteur")
    options = game.resolve_options(players, {})
    codec = make_encoder("saboteur", players, options).actions
    assert codec.native_ids is not None, "the compiled writer was not built"
    compiled = codec.native_ids
    pick = random.Random(players)
    live = [game.new(players, g, options) for g in range(games)]
    compared = 0
    while live:
        state = pick.choice(live)  # interleaved: the kept mazes meet many boards
        if pick.random() < 0.05:
            state = state.clone()  # a clone shares its board's position
        seat = state.to_move()[0]
        legal = state.legal(seat)
        codec.native_ids = None
        try:
            python = codec.ids(state, seat, legal)
        finally:
            codec.native_ids = compiled
        fast = compiled(codec, state, legal)
        assert fast is None or fast == python, (players, seat)  # None: new actions met
        assert codec.ids(state, seat, legal) == python
        compared += fast is not None
        i = pick.randrange(len(legal))
        assert codec.action(state, seat, python[i]).to_json() == legal[i].to_json()
        state.apply(seat, legal[i])
        live = [s for s in live if not s.is_over()]
    return compared


def test_the_compiled_ids_equal_the_codecs_loop() -> None:
    assert _compare(4, games=2) > 100


@pytest.mark.slow
@pytest.mark.parametrize("players", range(3, 11))
def test_the_compiled_ids_equal_the_codecs_loop_at_every_player_count(players: int) -> None:
    assert _compare(players, games=4) > 300


def test_the_compiled_ids_refuse_bad_input() -> None:
    game = get_game("saboteur")
    options = game.resolve_options(4, {})
    codec = make_encoder("saboteur", 4, options).actions
    state = game.new(4, 1, options)
    legal = state.legal(state.to_move()[0])
    with pytest.raises(TypeError):
        codec.native_ids(codec, state)
    with pytest.raises(TypeError):
        codec.native_ids(codec, state, 5)
    with pytest.raises(AttributeError):
        codec.native_ids(object(), state, legal)
    assert codec.native_ids(codec, state, []) == []
