"""The long sweep: LUDOTECA_CONFORMANCE_GAMES random games (default 4) of every
registered game, player count and option combination, with every conformance check.

At every step: the turn structure and the events' privacy. Every PROBE_EVERY steps (with
a phase rotating between games, and at the first steps): one seat's view and the
spectator's on that seat's determinization (the seat rotates; the quick tests check every
seat at every step), illegal submissions, clones, action ids and the snapshot round
trip. Per game: the end, and the record through JSON. Marked slow: the quick run
(`pytest -m "not slow"`) leaves it out.
"""

from __future__ import annotations

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.protocol import State

from .cases import SWEEP_GAMES, Case, Step, new_state, play
from .checks import (
    check_action_ids,
    check_clone_after,
    check_clone_before,
    check_end,
    check_events,
    check_illegal,
    check_record,
    check_restored_continues,
    check_turn,
    check_views,
    legal_pairs,
    restore,
    snapshot_support,
)

PROBE_EVERY = 4


def sweep_game(case: Case, index: int, snapshots: bool) -> None:
    game = case.game
    rng = case.check_rng(index, "sweep")
    phase = index % PROBE_EVERY
    previous: list[tuple[int, Action]] = []  # what was legal at the previous step
    clone: list[tuple[State, str]] = []  # an untouched clone and its digest
    restored: list[State] = []  # the state rebuilt from the snapshot before the step
    start = new_state(case, index)
    check_events(start.opening_events(), case.players, f"{case.id} game {index} opening")
    check_turn(game, start, f"{case.id} game {index} at the start")

    def probing(step: Step) -> bool:
        return step.index < 3 or step.index % PROBE_EVERY == phase

    def before(state: State, step: Step) -> None:
        where = f"{case.id} game {index} step {step.index}"
        if probing(step):
            check_illegal(state, rng, previous, where)
            check_action_ids(game, state, where)
            clone.append(check_clone_before(state, rng, where))
            if snapshots:
                restored.append(restore(game, state, where))
        previous[:] = legal_pairs(state)

    def after(state: State, step: Step) -> None:
        where = f"{case.id} game {index} step {step.index}"
        check_turn(game, state, where)
        check_events(step.events, case.players, where)
        if probing(step) or state.is_over():
            seat = step.index // PROBE_EVERY % case.players
            check_views(state, rng, where, only=[seat])
        if clone:
            check_clone_after(*clone.pop(), where)
        if restored:
            check_restored_continues(state, restored.pop(), step.seat, step.action,
                                     step.events, where)

    played = play(case, index, before=before, after=after)
    where = f"{case.id} game {index} at the end"
    check_end(game, played.state, where)
    check_illegal(played.state, rng, previous, where)
    check_record(game, played.state, played.moves, f"{case.id} game {index}")


@pytest.mark.slow
def test_random_game_sweep(sweep_case: Case) -> None:
    snapshots = snapshot_support(sweep_case.game, new_state(sweep_case, 0)) is None
    for index in range(SWEEP_GAMES):
        sweep_game(sweep_case, index, snapshots)
