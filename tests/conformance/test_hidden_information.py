"""Hidden information, checked at every step of random games of every registered game:
no view depends on what its seat cannot see (determinize), and events keep each seat's
private part to that seat."""

from __future__ import annotations

import pytest

from ludoteca.core.protocol import State

from .cases import Case, Step, checked, new_state, play
from .checks import check_events, check_views


def views_game(case: Case, index: int, part: int | None = None) -> None:
    """Every position of the game (`part` None), or its part's positions (`checked`), the
    last one always with part 0."""
    rng = case.check_rng(index, "views")

    def after(state: State, step: Step) -> None:
        if checked(part, step.index + 1) or (part == 0 and state.is_over()):
            check_views(state, rng, f"{case.id} game {index} after step {step.index}")

    if checked(part, 0):
        check_views(new_state(case, index), rng, f"{case.id} game {index} at the start")
    play(case, index, after=after)


def events_game(case: Case, index: int) -> None:
    opening = new_state(case, index).opening_events()
    check_events(opening, case.players, f"{case.id} game {index} opening events")

    def after(state: State, step: Step) -> None:
        check_events(step.events, case.players, f"{case.id} game {index} step {step.index}")

    play(case, index, after=after)


@pytest.mark.quick_players("most")  # the quick run: the most seats, the most hidden
def test_views_equal_on_determinize_at_every_step(case: Case, index: int, part: int | None) -> None:
    views_game(case, index, part)


def test_events_keep_private_parts_private(case: Case, index: int) -> None:
    events_game(case, index)
