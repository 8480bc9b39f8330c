"""Every registered engine as an OpenSpiel game with explicit chance (ludoteca.rl.openspiel):
OpenSpiel's own random simulation checks, MCTSBot, ISMCTSBot and rl_environment run on
every game; chance nodes decide what the engine's generator would have; clones given
different outcomes differ; observations and information states hold only what the seat
may know; actions are the RL environments' compact ids."""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python import rl_environment  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from ludoteca.core.errors import OptionError  # noqa: E402
from ludoteca.core.registry import game_ids, get_game  # noqa: E402
from ludoteca.core.rng import Rng  # noqa: E402
from ludoteca.rl import openspiel as spiel  # noqa: E402
from ludoteca.rl.table import Table  # noqa: E402

# the games the quick run plays (a second or more each on Clank! and Saboteur): one with
# simultaneous nodes, one with dice; the full run plays every game
QUICK = ("genie", "kingoftokyo")


def each_game(quick: tuple[str, ...] = QUICK) -> list[Any]:
    return [pytest.param(gid, marks=() if gid in quick else pytest.mark.slow)
            for gid in game_ids()]


def tables() -> list[Any]:
    """Each game at its fewest players (one simulation) and at up to four (two); the larger
    table only in the full run."""
    out = []
    for gid in game_ids():
        meta = get_game(gid).meta
        low, high = meta.min_players, min(meta.max_players, 4)
        out.append(pytest.param(gid, low, 1, marks=() if gid in QUICK else pytest.mark.slow))
        if high != low:
            out.append(pytest.param(gid, high, 2, marks=pytest.mark.slow))
    return out


def settle(state: Any, rng: random.Random) -> Any:
    """Resolve chance nodes (set-up, dice, draws) by their probabilities."""
    while state.is_chance_node():
        outcomes, probs = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(rng.choices(outcomes, probs)[0])
    return state


def play(state: Any, rng: random.Random, steps: int) -> Any:
    """Random moves (and chance) for `steps` decisions, or to the end."""
    for _ in range(steps):
        settle(state, rng)
        if state.is_terminal():
            break
        if state.is_simultaneous_node():
            state.apply_actions([rng.choice(state.legal_actions(p))
                                 for p in range(state.num_players())])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return settle(state, rng)


@pytest.mark.parametrize("game_id,players,sims", tables())
def test_openspiel_random_simulation_checks(game_id: str, players: int, sims: int) -> None:
    game = spiel.load(game_id, players=players)
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    pyspiel.random_sim_test(game, num_sims=sims, serialize=False, verbose=False)


def test_every_installed_game_registers() -> None:
    names = spiel.register()
    assert names == [spiel.PREFIX + gid for gid in game_ids()]
    registered = {g.short_name for g in pyspiel.registered_games()}
    assert set(names) <= registered


def test_parameters_make_the_engine_table() -> None:
    game = spiel.load("genie", players=4, seed=9, race="arrival")
    assert game.num_players() == 4
    state = settle(game.new_initial_state(), random.Random(0))
    engine = state.engine_state
    assert (engine.players, engine.seed, engine.options["race"]) == (4, 9, "arrival")


def test_bad_parameters_are_refused() -> None:
    with pytest.raises((OptionError, pyspiel.SpielError, RuntimeError)):
        spiel.load("genie", players=4, seed=1, race="teleport")
    with pytest.raises((OptionError, pyspiel.SpielError, RuntimeError)):
        spiel.load("saboteur", players=13)


def test_the_set_up_is_chance_and_each_outcome_is_one_draw() -> None:
    """The deal is made by chance nodes (a shuffle of n cards: n - 1 draws of one card
    among those not placed yet), each outcome equally likely; other outcomes make another
    deal."""
    game = spiel.load("saboteur", players=5)
    state = game.new_initial_state()
    assert state.is_chance_node() and state.current_player() == pyspiel.PlayerId.CHANCE
    sizes = []
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        assert len({p for _, p in outcomes}) == 1  # a uniform draw
        sizes.append(len(outcomes))
        state.apply_action(outcomes[0][0])
    assert max(sizes) <= game.max_chance_outcomes()
    first = state.engine_state.snapshot()
    other = settle(game.new_initial_state(), random.Random(1))
    assert other.engine_state.snapshot() != first


def test_clones_given_different_chance_outcomes_differ() -> None:
    """A clone does not know the next roll: at a chance node of play, two clones given
    different outcomes reach different positions."""
    game = spiel.load("kingoftokyo", players=3)
    rng = random.Random(4)
    state = settle(game.new_initial_state(), rng)
    while not state.is_chance_node():  # the first roll of the dice
        state.apply_action(rng.choice(state.legal_actions()))
    assert len(state.chance_outcomes()) == 6  # a die
    a, b = state.clone(), state.clone()
    a.apply_action(0)
    b.apply_action(5)
    settle(a, random.Random(0))
    settle(b, random.Random(0))
    assert a.engine_state.snapshot() != b.engine_state.snapshot()
    assert a.observation_string(0) != b.observation_string(0)


def test_a_card_drawn_is_drawn_by_chance_when_drawn() -> None:
    """A draw from a pile whose order nobody knows is one chance node over the cards in it,
    taken when the card is drawn: the deck order a clone holds is not the future."""
    game = spiel.load("saboteur", players=4)
    rng = random.Random(8)
    state = settle(game.new_initial_state(), rng)
    seat = state.current_player()
    pile = list(state.engine_state.pile)
    for _ in range(5):  # a turn's parts, until a card is played and one drawn for it
        state.apply_action(state.legal_actions()[0])
        if state.is_chance_node():
            break
    assert state.is_chance_node()
    assert len(state.chance_outcomes()) == len(pile)  # any card of the pile may come
    drawn = set()
    for outcome in range(len(pile)):
        copy = state.clone()
        copy.apply_action(outcome)
        settle(copy, rng)
        hand = copy.engine_state.hands[seat]
        drawn.add(hand[-1])
    assert drawn == set(pile)  # every card could have been the one


def test_actions_are_the_rl_environments_compact_ids() -> None:
    game = spiel.load("saboteur", players=5)
    table = Table("saboteur", 5, {}, None)
    assert game.num_distinct_actions() == table.size  # 25,303, not 1,960,841
    state = play(game.new_initial_state(), random.Random(2), 6)
    seat = state.current_player()
    engine = state.engine_state
    assert state.legal_actions() == sorted(table.codec.ids(engine, seat, engine.legal(seat)))
    strings = [state.action_to_string(seat, i) for i in state.legal_actions()]
    assert len(set(strings)) == len(strings)
    assert json.loads(strings[0])["kind"]


def test_observations_are_the_seats_view_and_its_encoding() -> None:
    game = spiel.load("saboteur", players=5)
    state = play(game.new_initial_state(), random.Random(3), 30)
    engine, encoder = state.engine_state, game.encoder
    for seat in range(5):
        seen = json.loads(state.observation_string(seat))
        assert seen == json.loads(json.dumps(engine.view(seat)))
        assert seen == json.loads(json.dumps(engine.determinize(seat, Rng(seat)).view(seat)))
        tensor = np.asarray(state.observation_tensor(seat), np.float32)
        assert np.array_equal(tensor, encoder.encode(engine.view(seat)))
        assert np.array_equal(np.asarray(state.information_state_tensor(seat), np.float32),
                              tensor)


def test_information_states_have_perfect_recall_and_survive_resampling() -> None:
    """Two positions with the same view but different pasts have different information
    state strings; a resample keeps the player's information state (and observation) and
    changes what it cannot see."""
    game = spiel.load("kingoftokyo", players=3)
    rng = random.Random(5)
    state = play(game.new_initial_state(), rng, 12)
    seat = state.current_player()
    info = state.information_state_string(seat)
    assert info.startswith(state.observation_string(seat))
    assert "history" in info and "history" not in state.observation_string(seat)
    for k in range(5):
        sample = state.resample_from_infostate(seat, random.Random(k).random)
        assert sample.information_state_string(seat) == info
        assert sample.observation_string(seat) == state.observation_string(seat)
        assert sample.legal_actions() == state.legal_actions()
    # same position, another past: the history part differs
    fresh = settle(game.new_initial_state(), random.Random(6))
    again = settle(game.new_initial_state(), random.Random(6))
    assert fresh.information_state_string(0) == again.information_state_string(0)
    mover = fresh.current_player()
    fresh.apply_action(fresh.legal_actions()[0])
    assert fresh.information_state_string(mover) != again.information_state_string(mover)


def bot_moves(bot: Any, state: Any, rng: random.Random, moves: int) -> None:
    """The bot plays the decisions in turn (every seat), each a legal one."""
    for _ in range(moves):
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        settle(state, rng)
        if state.is_terminal():
            break


@pytest.mark.parametrize("game_id", each_game(()))  # the full run (ISMCTS is quick)
def test_mcts_bot_plays(game_id: str) -> None:
    """OpenSpiel's MCTSBot (sequential games: genie turn-based), a few moves each way."""
    game = spiel.load(game_id, players=3, turn_based=True)
    rng = random.Random(1)
    state = settle(game.new_initial_state(), rng)
    bot = mcts.MCTSBot(game, 2.0, 8, mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)),
                       random_state=np.random.RandomState(1))
    bot_moves(bot, state, rng, 3)


# one search in the quick run, two (the second on the position the first led to) in the full
# run
@pytest.mark.parametrize(("game_id", "moves"), [
    *(pytest.param(p.values[0], 1, id=f"{p.values[0]}-quick")
      for p in each_game(("kingoftokyo",)) if not p.marks),
    *(pytest.param(g, 2, id=g, marks=pytest.mark.slow) for g in game_ids())])
def test_ismcts_bot_plays_on_resampled_worlds(game_id: str, moves: int) -> None:
    game = spiel.load(game_id, players=3, turn_based=True)
    rng = random.Random(2)
    state = play(game.new_initial_state(), rng, 4)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)),
                           2.0, 8, random_state=np.random.RandomState(2))
    bot_moves(bot, state, rng, moves)


@pytest.mark.parametrize("game_id", each_game())
def test_rl_environment_plays_whole_episodes(game_id: str) -> None:
    game = spiel.load(game_id, players=3)
    env = rl_environment.Environment(game, seed=0)
    assert env.observation_spec()["info_state"] == (game.encoder.size,)
    rng = random.Random(0)
    step = env.reset()
    while not step.last():
        legal = step.observations["legal_actions"]
        if env.is_turn_based:
            actions = [rng.choice(legal[step.observations["current_player"]])]
        else:
            actions = [rng.choice(legal[p]) for p in range(game.num_players())]
        step = env.step(actions)
    assert sum(step.rewards) == pytest.approx(1.0)


def test_simultaneous_nodes_take_noops_and_turn_based_takes_turns() -> None:
    game = spiel.load("genie", players=3)
    assert game.get_type().dynamics == pyspiel.GameType.Dynamics.SIMULTANEOUS
    rng = random.Random(7)
    state = settle(game.new_initial_state(), rng)
    several = False
    while not state.is_terminal():
        assert state.is_simultaneous_node()
        deciding = set(state.engine_state.to_move())
        several |= len(deciding) > 1
        for seat in range(3):
            if seat not in deciding:
                assert state.legal_actions(seat) == [game.noop_id]
        play(state, rng, 1)
    assert several
    assert sum(state.returns()) == pytest.approx(1.0)
    turns = spiel.load("genie", players=3, turn_based=True)
    assert turns.get_type().dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert turns.num_distinct_actions() == game.num_distinct_actions() - 1  # no no-op
    state = play(turns.new_initial_state(), rng, 10_000)
    assert state.is_terminal()
    # OpenSpiel's own turn-based wrapper works on the simultaneous game too
    wrapped = pyspiel.convert_to_turn_based(game)
    assert wrapped.get_type().dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert play(wrapped.new_initial_state(), rng, 10_000).is_terminal()


def test_clones_are_independent_and_share_the_game() -> None:
    game = spiel.load("kingoftokyo", players=3)
    state = settle(game.new_initial_state(), random.Random(0))
    copy = state.clone()
    copy.apply_action(copy.legal_actions()[0])
    assert len(copy.history()) == len(state.history()) + 1
    assert state.engine_state is not copy.engine_state
    assert copy._game is state._game


@pytest.mark.slow
def test_states_pickle_mid_game_chance_included() -> None:
    """OpenSpiel's serialisation of Python games goes through pickle: a state mid-step (at
    a chance node) comes back the same and plays on alike."""
    import pickle

    game = spiel.load("saboteur", players=4)
    rng = random.Random(0)
    state = game.new_initial_state()
    while not (state.is_chance_node() and len(state.history()) > 400):  # past the deal
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    back = pickle.loads(pickle.dumps(state))
    assert back.is_chance_node() and back.chance_outcomes() == state.chance_outcomes()
    assert back.history() == state.history() and str(back) == str(state)
    for seat in range(4):
        assert back.information_state_string(seat) == state.information_state_string(seat)
    back.apply_action(0)
    state.apply_action(0)
    assert str(back) == str(state)
