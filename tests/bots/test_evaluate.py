"""Game.evaluate: the guesses searches use where a rollout is cut short."""

from __future__ import annotations

import pytest

from ludoteca.core.registry import game_ids, get_game
from ludoteca.core.rng import Rng


@pytest.mark.parametrize("game_id", game_ids())
def test_a_guess_is_none_or_one_share_per_seat(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new(3, 4, {})
    rng = Rng(4)
    for _ in range(60):
        guess = game.evaluate(state)
        if guess is not None:
            assert len(guess) == 3 and min(guess) >= 0 and sum(guess) == pytest.approx(1)
        seat = state.to_move()[0]
        legal = state.legal(seat)
        state.apply_trusted(seat, legal[rng.below(len(legal))])


def test_king_of_tokyo_counts_health_and_victory_points() -> None:
    game = get_game("kingoftokyo")
    s = game.new(3, 1, {})
    assert game.evaluate(s) == pytest.approx([1 / 3] * 3)
    s.hp[0], s.vp[1] = 2, 12
    guess = game.evaluate(s)
    assert guess[0] < guess[2] < guess[1]
    s.alive[2] = False
    assert game.evaluate(s)[2] == 0.0


def test_saboteur_counts_on_the_gold_for_the_diggers_as_the_maze_nears_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from ludoteca.games.saboteur.board import GOAL_CELLS, Board

    game = get_game("saboteur")
    s = game.new(4, 2, {})
    s.roles = ["saboteur", "gold_digger_blue", "saboteur", "gold_digger_green"]
    far = game.evaluate(s)
    assert far[1] == far[3] and far[0] == far[2]
    gold = GOAL_CELLS[s.board.gold_index]
    assert s.board.distance(gold) == 7  # the start's neighbours, seven steps from a goal
    monkeypatch.setattr(Board, "distance", lambda self, pos: 1)  # one card from the gold
    close = game.evaluate(s)
    assert close[1] > far[1] and close[0] < far[0]
