"""Actions, checked at every step of random games of every registered game: illegal
submissions raise IllegalAction and change nothing, and the integer action ids of every
legal action round-trip."""

from __future__ import annotations

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.protocol import State

from .cases import Case, Step, checked, play
from .checks import check_action_ids, check_illegal, legal_pairs


def illegal_game(case: Case, index: int, part: int | None = None) -> None:
    """Before every step of the game (`part` None), or before its part's steps (`checked`),
    and at the end with part 0."""
    rng = case.check_rng(index, "illegal")
    previous: list[tuple[int, Action]] = []  # what was legal at the previous step

    def before(state: State, step: Step) -> None:
        if checked(part, step.index):
            check_illegal(state, rng, previous, f"{case.id} game {index} step {step.index}")
        previous[:] = legal_pairs(state)

    played = play(case, index, before=before)
    # at the end, everything that was legal at the last step is refused
    if part in (None, 0):
        check_illegal(played.state, rng, previous, f"{case.id} game {index} at the end")


def action_ids_game(case: Case, index: int, part: int | None = None) -> None:
    """Before every step of the game (`part` None), or before its part's steps."""
    game = case.game

    def before(state: State, step: Step) -> None:
        if checked(part, step.index):
            check_action_ids(game, state, f"{case.id} game {index} step {step.index}")

    play(case, index, before=before)


@pytest.mark.quick_players("fewest")  # the quick run: the fewest players, the longest turns
def test_illegal_actions_change_nothing(case: Case, index: int, part: int | None) -> None:
    illegal_game(case, index, part)


def test_action_ids_round_trip(case: Case, index: int, part: int | None) -> None:
    action_ids_game(case, index, part)
