"""States, checked at every step of random games of every registered game: clones are
independent, snapshots rebuild the state (`Game.from_snapshot`), turns follow the
protocol, finished games have sane winners and returns, and records replay through
JSON."""

from __future__ import annotations

import pytest

from ludoteca.core.protocol import State

from .cases import Case, Step, new_state, play
from .checks import (
    check_clone_after,
    check_clone_before,
    check_end,
    check_record,
    check_restored_continues,
    check_turn,
    restore,
    snapshot_support,
)


def clones_game(case: Case, index: int) -> None:
    rng = case.check_rng(index, "clone")
    pending: list[tuple[State, str]] = []  # an untouched clone and its digest

    def before(state: State, step: Step) -> None:
        where = f"{case.id} game {index} step {step.index}"
        pending.append(check_clone_before(state, rng, where))

    def after(state: State, step: Step) -> None:
        check_clone_after(*pending.pop(), f"{case.id} game {index} step {step.index}")

    play(case, index, before=before, after=after)


def snapshot_game(case: Case, index: int) -> None:
    game = case.game
    pending: list[State] = []  # the state rebuilt from the snapshot before the step

    def before(state: State, step: Step) -> None:
        pending.append(restore(game, state, f"{case.id} game {index} step {step.index}"))

    def after(state: State, step: Step) -> None:
        where = f"{case.id} game {index} step {step.index}"
        check_restored_continues(state, pending.pop(), step.seat, step.action, step.events,
                                 where)
        if state.is_over():
            restore(game, state, f"{case.id} game {index} at the end")

    play(case, index, before=before, after=after)


def turns_game(case: Case, index: int) -> None:
    game = case.game
    check_turn(game, new_state(case, index), f"{case.id} game {index} at the start")

    def after(state: State, step: Step) -> None:
        check_turn(game, state, f"{case.id} game {index} step {step.index}")

    played = play(case, index, after=after)
    check_end(game, played.state, f"{case.id} game {index} at the end")


def test_clones_are_independent(case: Case, index: int) -> None:
    clones_game(case, index)


def test_snapshot_round_trips_through_from_snapshot(case: Case, index: int) -> None:
    reason = snapshot_support(case.game, new_state(case, 0))
    if reason is not None:
        pytest.skip(reason)
    snapshot_game(case, index)


def test_turns_follow_the_protocol_and_games_end_sanely(case: Case, index: int) -> None:
    turns_game(case, index)


def test_records_replay_through_json(case: Case, index: int) -> None:
    played = play(case, index)
    check_record(case.game, played.state, played.moves, f"{case.id} game {index}")
