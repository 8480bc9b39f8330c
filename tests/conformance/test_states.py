"""States, checked at every step of random games of every registered game: clones are
independent, snapshots rebuild the state (`Game.from_snapshot`), turns follow the
protocol, finished games have sane winners and returns, records replay through JSON, and
the trusted path (`apply_trusted` with a listed instance), quiet or not, plays the same game
as `apply`."""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca.core.protocol import State

from .cases import Case, Step, checked, new_state, play
from .checks import (
    check_clone_after,
    check_clone_before,
    check_end,
    check_record,
    check_restored_continues,
    check_turn,
    restore,
    seats,
    snapshot_support,
)


def clones_game(case: Case, index: int, part: int | None = None) -> None:
    """At every step of the game (`part` None), or at its part's steps (`checked`)."""
    rng = case.check_rng(index, "clone")
    pending: list[tuple[State, str]] = []  # an untouched clone and its digest

    def before(state: State, step: Step) -> None:
        if checked(part, step.index):
            where = f"{case.id} game {index} step {step.index}"
            pending.append(check_clone_before(state, rng, where))

    def after(state: State, step: Step) -> None:
        if pending:
            check_clone_after(*pending.pop(), f"{case.id} game {index} step {step.index}")

    play(case, index, before=before, after=after)


def snapshot_game(case: Case, index: int, part: int | None = None) -> None:
    """At every step of the game (`part` None), or at its part's steps (`checked`), and at
    the end with part 0."""
    game = case.game
    pending: list[State] = []  # the state rebuilt from the snapshot before the step

    def before(state: State, step: Step) -> None:
        if checked(part, step.index):
            pending.append(restore(game, state, f"{case.id} game {index} step {step.index}"))

    def after(state: State, step: Step) -> None:
        where = f"{case.id} game {index} step {step.index}"
        if pending:
            check_restored_continues(state, pending.pop(), step.seat, step.action,
                                     step.events, where)
        if state.is_over() and part in (None, 0):
            restore(game, state, f"{case.id} game {index} at the end")

    play(case, index, before=before, after=after)


def turns_game(case: Case, index: int) -> None:
    game = case.game
    check_turn(game, new_state(case, index), f"{case.id} game {index} at the start")

    def after(state: State, step: Step) -> None:
        check_turn(game, state, f"{case.id} game {index} step {step.index}")

    played = play(case, index, after=after)
    check_end(game, played.state, f"{case.id} game {index} at the end")


def trusted_game(case: Case, index: int) -> None:
    """A clone stepped with `apply_trusted` and the listed instance of each action stays
    the same position, with the same events, as the game stepped with `apply`; so does a
    quiet clone (`State.quiet`), which tells nothing, and a copy of it tells again."""
    twin: list[State] = []
    told: list[list[dict[str, Any]]] = []
    again: list[list[dict[str, Any]]] = []

    def before(state: State, step: Step) -> None:
        if not twin:
            twin.append(state.clone())
            twin.append(state.clone())
            twin[1].quiet()
        copy, quiet = twin
        listed = copy.legal(step.seat)
        instance = next(a for a in listed if a == step.action)  # not its JSON copy
        events = copy.apply_trusted(step.seat, instance)
        told[:] = [[e.for_seat(seat) for e in events] for seat in seats(copy)]
        loud = quiet.clone()  # a copy of a quiet state records events
        events = loud.apply_trusted(step.seat, next(a for a in loud.legal(step.seat)
                                                    if a == step.action))
        again[:] = [[e.for_seat(seat) for e in events] for seat in seats(loud)]
        listed = quiet.legal(step.seat)
        assert quiet.apply_trusted(step.seat, next(a for a in listed if a == step.action)) \
            == [], f"{case.id} game {index} step {step.index}: a quiet state told something"

    def after(state: State, step: Step) -> None:
        where = f"{case.id} game {index} step {step.index}"
        assert twin[0].digest() == state.digest(), f"{where}: the trusted path diverged"
        assert twin[1].digest() == state.digest(), f"{where}: the quiet state diverged"
        expected = [[e.for_seat(seat) for e in step.events] for seat in seats(state)]
        assert told == expected, f"{where}: the trusted path told something else"
        assert again == expected, f"{where}: a copy of a quiet state told something else"

    play(case, index, before=before, after=after)


@pytest.mark.quick_players("most")
def test_clones_are_independent(case: Case, index: int, part: int | None) -> None:
    clones_game(case, index, part)


@pytest.mark.quick_players("fewest")
def test_snapshot_round_trips_through_from_snapshot(case: Case, index: int,
                                                    part: int | None) -> None:
    reason = snapshot_support(case.game, new_state(case, 0))
    if reason is not None:
        pytest.skip(reason)
    snapshot_game(case, index, part)


def test_turns_follow_the_protocol_and_games_end_sanely(case: Case, index: int) -> None:
    turns_game(case, index)


@pytest.mark.quick_players("fewest")
def test_trusted_path_plays_the_same_game(case: Case, index: int) -> None:
    trusted_game(case, index)


def test_records_replay_through_json(case: Case, index: int) -> None:
    played = play(case, index)
    check_record(case.game, played.state, played.moves, f"{case.id} game {index}")
