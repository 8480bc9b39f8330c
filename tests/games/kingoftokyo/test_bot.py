"""The heuristic King of Tokyo bot: legal moves only, no hidden state, recognisable choices,
and clearly stronger than random play."""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca.bots.base import Observation, RandomBot, make_bot
from ludoteca.core.actions import Action
from ludoteca.core.rng import Rng, seed_from
from ludoteca.games.kingoftokyo import GAME, KotState
from ludoteca.games.kingoftokyo.bot import HeuristicBot
from ludoteca.sim.runner import play_game, simulate
from tests.guarded import GuardedState


def table(players: int = 3, seed: int = 1, **setup: Any) -> KotState:
    return GAME.scenario_state({"players": players, "seed": seed, **setup})


def decide(state: KotState, seat: int | None = None) -> Action:
    seat = state.to_move()[0] if seat is None else seat
    action = HeuristicBot(Rng(1)).act(Observation(GuardedState(state), seat))  # type: ignore[arg-type]
    assert action in state.legal(seat)
    return action


def reroll_mask(action: Action) -> int:
    return action.get("dice") if action.kind == "reroll" else 0


# ---------------------------------------------------------------------- legality and secrecy


@pytest.mark.slow
def test_legal_actions_only_in_hundreds_of_mixed_games() -> None:
    """Through a guarded Observation (no determinize, no state attributes), in games of 2-6
    players against random bots, every answer is legal and every game ends."""
    for index in range(240):
        players = 2 + index % 5
        options = {"tiles": ("red", "green", "mix")[index % 3]}
        s = GAME.new(players, seed_from("kot-bot", index), options)
        bots = [HeuristicBot(Rng(seed_from("h", index, seat))) if (seat + index) % 2 == 0
                else RandomBot(Rng(seed_from("r", index, seat))) for seat in range(players)]
        steps = 0
        while not s.is_over():
            seat = s.to_move()[0]
            bot = bots[seat]
            guarded = GuardedState(s) if isinstance(bot, HeuristicBot) else s
            action = bot.act(Observation(guarded, seat))  # type: ignore[arg-type]
            assert action in s.legal(seat), (index, steps, action)
            s.apply(seat, action)
            steps += 1
            assert steps < 5000, f"game {index} does not end"
        assert s.winners()


def test_choices_depend_only_on_what_the_seat_sees() -> None:
    """Resampling the hidden deck order never changes the bot's answer."""
    for index in range(12):
        players = 2 + index % 5
        s = GAME.new(players, seed_from("kot-secret", index), {})
        rng = Rng(index)
        steps = 0
        while not s.is_over():
            seat = s.to_move()[0]
            action = HeuristicBot(Rng(7)).act(Observation(s, seat))
            if steps % 3 == 0:
                other = s.determinize(seat, rng.fork(steps))
                assert HeuristicBot(Rng(7)).act(Observation(other, seat)) == action
            s.apply(seat, action)
            steps += 1


def test_same_seed_same_game() -> None:
    one = play_game("kingoftokyo", 4, 99, {}, ["heuristic", "random"] * 2)
    two = play_game("kingoftokyo", 4, 99, {}, ["heuristic", "random"] * 2)
    assert (one.steps, one.scores, one.returns) == (two.steps, two.scores, two.returns)


def test_registered_as_the_kingoftokyo_heuristic() -> None:
    assert isinstance(make_bot("heuristic", "kingoftokyo", Rng(1)), HeuristicBot)


# ---------------------------------------------------------------------- situations


def test_yields_tokyo_when_low_and_stays_when_healthy() -> None:
    # seat 0 smashes 2 from outside; seat 1 holds Tokyo City
    low = table(active=0, city=1, hp=[10, 5, 10], phase="resolve",
                dice=["smash", "smash", "1", "2", "3", "energy"])
    low.apply(0, Action.make("resolve", group="energy"))
    assert low.to_move() == (1,) and low.pending[0] == "yield" and low.hp[1] == 3
    assert decide(low).kind == "yield"
    healthy = table(active=0, city=1, hp=[10, 10, 10], phase="resolve",
                    dice=["smash", "smash", "1", "2", "3", "energy"])
    healthy.apply(0, Action.make("resolve", group="energy"))
    assert healthy.pending[0] == "yield" and healthy.hp[1] == 8
    assert decide(healthy).kind == "stay"


def test_keeps_hearts_not_claws_when_hurt_outside_tokyo() -> None:
    s = table(active=0, city=1, hp=[4, 10, 10], phase="roll", rolls_left=2,
              dice=["heart", "heart", "smash", "smash", "1", "2"])
    mask = reroll_mask(decide(s))
    assert mask & 0b000011 == 0, "hearts kept"
    assert mask & 0b001100 == 0b001100, "claws rerolled: a yield would pull it into Tokyo"


def test_keeps_claws_against_a_hurt_monster_in_tokyo() -> None:
    s = table(active=0, city=1, hp=[10, 3, 10], phase="roll", rolls_left=2,
              dice=["heart", "heart", "smash", "smash", "1", "2"])
    mask = reroll_mask(decide(s))
    assert mask & 0b001100 == 0, "claws kept"
    assert mask & 0b000011 == 0b000011, "hearts rerolled at full health"


def test_keeps_claws_in_tokyo_and_drops_useless_hearts() -> None:
    s = table(active=0, city=0, hp=[6, 10, 10], phase="roll", rolls_left=1,
              dice=["heart", "smash", "smash", "smash", "2", "heart"])
    mask = reroll_mask(decide(s))
    assert mask == 0b110001, "hearts (useless in Tokyo) and the lone 2 rerolled"


def test_keeps_threes_towards_a_triple_and_stops_on_good_dice() -> None:
    s = table(active=0, hp=[10, 10, 10], city=1, phase="roll", rolls_left=2,
              dice=["3", "3", "1", "2", "heart", "smash"])
    assert reroll_mask(decide(s)) & 0b11 == 0
    done = table(active=0, city=1, hp=[10, 10, 10], energy=[0, 0, 0], phase="roll",
                 rolls_left=2, dice=["3", "3", "3", "smash", "smash", "energy"])
    assert decide(done).kind == "stop_rolling"


def test_chases_ones_only_near_a_wickedness_tile() -> None:
    near = table(active=0, city=1, wickedness=[1, 0, 0], phase="roll", rolls_left=2,
                 dice=["1", "1", "2", "heart", "3", "energy"])
    assert reroll_mask(decide(near)) & 0b11 == 0, "two more wickedness reach the level-3 tile"
    far = table(active=0, city=1, wickedness=[3, 0, 0], phase="roll", rolls_left=2,
                dice=["1", "1", "2", "heart", "3", "energy"])
    assert reroll_mask(decide(far)) & 0b11 == 0b11


def test_resolves_numbers_first() -> None:
    s = table(active=0, city=1, wickedness=[2, 0, 0], phase="resolve",
              dice=["2", "2", "2", "smash", "energy", "heart"], hp=[7, 10, 10])
    assert decide(s) == Action.make("resolve", group="numbers")


def test_buys_the_better_value_card() -> None:
    s = table(active=0, energy=[7, 0, 0], phase="buy",
              market=["corner_store", "extra_head", "high_altitude_bombing"])
    assert decide(s) == Action.make("buy", slot=1)
    points = table(active=0, energy=[5, 0, 0], phase="buy",
                   market=["corner_store", "apartment_building", "monster_pets"])
    assert decide(points) == Action.make("buy", slot=1)
    broke = table(active=0, energy=[3, 0, 0], phase="buy",
                  market=["corner_store", "metamorph", "high_altitude_bombing"])
    assert decide(broke).kind == "end_turn"


def test_buys_the_winning_points() -> None:
    s = table(active=0, energy=[4, 0, 0], vp=[18, 0, 0], phase="buy",
              market=["extra_head", "commuter_train", "corner_store"])
    assert decide(s) == Action.make("buy", slot=1)


def test_sweeps_a_poor_market_with_energy_to_spare() -> None:
    s = table(active=0, energy=[10, 0, 0], phase="buy",
              market=["corner_store", "metamorph", "high_altitude_bombing"])
    assert decide(s).kind == "sweep"


def test_prefers_tiles_from_its_list() -> None:
    s = table(active=0, city=1, wickedness=[2, 0, 0], phase="resolve",
              dice=["1", "1", "1", "heart", "heart", "energy"],
              stacks={"3": ["skulking", "devious", "tireless"]})
    s.apply(0, Action.make("resolve", group="numbers"))
    assert s.pending[0] == "tile"
    assert decide(s) == Action.make("take_tile", tile="devious")


def test_spends_wings_to_survive() -> None:
    s = table(active=0, city=1, hp=[10, 2, 10], energy=[0, 3, 0], cards=[[], ["wings"], []],
              phase="resolve", dice=["smash", "smash", "smash", "1", "2", "energy"])
    s.apply(0, Action.make("resolve", group="energy"))
    assert s.pending[0] == "damage" and s.to_move() == (1,)
    assert decide(s).kind == "wings"
    s.apply(1, Action.make("wings"))
    assert s.hp[1] == 2


def test_rapid_healing_when_about_to_die() -> None:
    s = table(active=0, city=1, hp=[10, 1, 10], energy=[0, 4, 0],
              cards=[[], ["rapid_healing"], []], phase="resolve",
              dice=["smash", "1", "2", "3", "energy", "energy"])
    s.apply(0, Action.make("resolve", group="energy"))
    assert s.pending[0] == "damage" and s.to_move() == (1,)
    assert decide(s).kind == "rapid_heal"


# ---------------------------------------------------------------------- strength


# 100 games a table size: two players in the quick run, four in the full run too
@pytest.mark.parametrize("players", [2, pytest.param(4, marks=pytest.mark.slow)])
def test_wins_clearly_more_than_random(players: int) -> None:
    summary = simulate("kingoftokyo", players, 100, 2024, {}, ["heuristic", "random"])
    rates = summary.to_json()["per_bot"]
    heuristic, rand = rates["heuristic"]["win_rate"], rates["random"]["win_rate"]
    # half the seats each: a fair share is 1/players per seat
    assert heuristic >= 1.6 / players and rand <= 0.5 / players, rates
