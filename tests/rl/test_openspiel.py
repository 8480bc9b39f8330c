"""Every registered engine as an OpenSpiel game (ludoteca.rl.openspiel): OpenSpiel's own
random simulation checks pass, parameters reach the engine, observations are the seat's
view, and simultaneous nodes take the no-op from seats with nothing to decide."""

from __future__ import annotations

import json
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")

from ludoteca.core.errors import OptionError  # noqa: E402
from ludoteca.core.registry import game_ids, get_game  # noqa: E402
from ludoteca.core.rng import Rng  # noqa: E402
from ludoteca.rl import openspiel as spiel  # noqa: E402

# the games the quick run simulates (a second or more each on Clank! and Saboteur): one
# with simultaneous nodes, one with chance; the full run simulates every game
QUICK_SIMULATED = ("genie", "kingoftokyo")


def tables() -> list[Any]:
    """Each game at its fewest players (one simulation) and at up to four (two); the larger
    table only in the full run (OpenSpiel's simulation checks are slow on Saboteur), and the
    quick run only the fewest players of QUICK_SIMULATED (of the first game found if none
    of them is registered)."""
    out = []
    ids = game_ids()
    quick = [gid for gid in ids if gid in QUICK_SIMULATED] or ids[:1]
    for gid in ids:
        meta = get_game(gid).meta
        low, high = meta.min_players, min(meta.max_players, 4)
        out.append(pytest.param(gid, low, 1, marks=() if gid in quick else pytest.mark.slow))
        if high != low:
            out.append(pytest.param(gid, high, 2, marks=pytest.mark.slow))
    return out


@pytest.mark.parametrize("game_id,players,sims", tables())
def test_openspiel_random_simulation_checks(game_id: str, players: int, sims: int) -> None:
    game = spiel.load(game_id, players=players, seed=3)
    pyspiel.random_sim_test(game, num_sims=sims, serialize=False, verbose=False)


def test_every_installed_game_registers() -> None:
    names = spiel.register()
    assert names == [spiel.PREFIX + gid for gid in game_ids()]
    registered = {g.short_name for g in pyspiel.registered_games()}
    assert set(names) <= registered


def test_parameters_make_the_engine_table() -> None:
    game = spiel.load("genie", players=4, seed=9, race="arrival")
    assert game.num_players() == 4
    state = game.new_initial_state()
    engine = state.engine_state
    assert (engine.players, engine.seed, engine.options["race"]) == (4, 9, "arrival")
    # one seed is one game: a new initial state is the same deal
    assert str(game.new_initial_state()) == str(state)
    assert str(spiel.load("genie", players=4, seed=10).new_initial_state()) != str(state)


def test_bad_parameters_are_refused() -> None:
    with pytest.raises((OptionError, pyspiel.SpielError, RuntimeError)):
        spiel.load("genie", players=4, seed=1, race="teleport")
    with pytest.raises((OptionError, pyspiel.SpielError, RuntimeError)):
        spiel.load("saboteur", players=13)


def test_legal_ids_are_the_engines_actions_and_labels_are_distinct() -> None:
    game = spiel.load("saboteur", players=5, seed=2)
    state = game.new_initial_state()
    engine = get_game("saboteur")
    seat = state.current_player()
    ids = state.legal_actions()
    assert ids == sorted(engine.action_id(state.engine_state, a)
                         for a in state.engine_state.legal(seat))
    strings = [state.action_to_string(seat, i) for i in ids]
    assert len(set(strings)) == len(strings)
    assert json.loads(strings[0])["kind"]


def test_observation_is_the_seats_view_and_hides_what_the_seat_cannot_see() -> None:
    game = spiel.load("saboteur", players=5, seed=4)
    state = game.new_initial_state()
    rng = Rng(1)
    for _ in range(30):
        state.apply_action(state.legal_actions()[rng.below(len(state.legal_actions()))])
    engine = state.engine_state
    for seat in range(5):
        seen = json.loads(state.observation_string(seat))
        assert seen == json.loads(json.dumps(engine.view(seat)))
        guess = engine.determinize(seat, Rng(seat))
        assert seen == json.loads(json.dumps(guess.view(seat)))


def test_simultaneous_nodes_take_noops_from_seats_without_a_decision() -> None:
    game = spiel.load("genie", players=3, seed=5)
    state = game.new_initial_state()
    rng = Rng(7)
    seen_simultaneous = False
    while not state.is_terminal():
        if state.is_simultaneous_node():
            seen_simultaneous = True
            deciding = set(state.engine_state.to_move())
            actions = []
            for seat in range(3):
                legal = state.legal_actions(seat)
                if seat not in deciding:
                    assert legal == [game.noop_id]
                actions.append(legal[rng.below(len(legal))])
            state.apply_actions(actions)
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.below(len(legal))])
    assert seen_simultaneous
    assert sum(state.returns()) == pytest.approx(1.0)


def test_clones_are_independent_and_cheap() -> None:
    game = spiel.load("kingoftokyo", players=3, seed=1)
    state = game.new_initial_state()
    copy = state.clone()
    copy.apply_action(copy.legal_actions()[0])
    assert str(state) != str(copy) or state.history() != copy.history()
    assert state.history() == [] and len(copy.history()) == 1
