"""Clank! Catacombs' hidden information, checked as the conformance suite checks every
registered game (tests/conformance/checks.py: check_views): at every step of random games,
each seat's view, the spectator's and the zones' are the same on every determinized copy,
which is playable, and determinizing changes nothing of the real state."""

from __future__ import annotations

import pytest

from ludoteca.core.rng import Rng
from ludoteca.games.clank.state import ClankState
from tests.conformance.checks import check_views


@pytest.mark.slow  # the conformance suite checks every registered game so in the quick run
@pytest.mark.parametrize("players", [2, 4, 6])
def test_views_equal_on_determinize_at_every_step(players: int) -> None:
    s = ClankState.new(players, 11 + players)
    rng, checks = Rng(players), Rng(99)
    step = 0
    while not s.is_over():
        if step % 3 == 0:
            check_views(s, checks, f"{players}p step {step}")
        (seat,) = s.to_move()
        legal = s.legal(seat)
        s.apply(seat, legal[rng.below(len(legal))])
        step += 1
    check_views(s, checks, f"{players}p at the end")


def test_another_players_cards_stay_theirs_in_a_guess() -> None:
    s = ClankState.new(3, 5)
    guess = s.determinize(0, Rng(1))
    assert guess.hand[0] == s.hand[0]
    for other in (1, 2):
        assert sorted(guess.deck[other] + guess.hand[other]) == sorted(
            s.deck[other] + s.hand[other])
    assert sorted(guess.safe_stack + guess.tiles_out) == sorted(s.safe_stack + s.tiles_out)
    assert sorted(guess.deep_stack) == sorted(s.deep_stack)
