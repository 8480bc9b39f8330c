"""The search bot plays: legal moves only, whole games of every game, deterministic for a
seed, blind to what is hidden from it, within its deadline, and it finds a forced win."""

from __future__ import annotations

import asyncio
import statistics
import threading
import time
from typing import Any

import pytest

from ludoteca.bots.base import Observation, make_bot
from ludoteca.bots.ismcts import IsmctsBot, Settings, measure
from ludoteca.core.protocol import State
from ludoteca.core.registry import game_ids, get_game, register, unregister
from ludoteca.core.rng import Rng, seed_from
from tests.guarded import GuardedState

SMALL = Settings(iterations=12, depth=4)


def two_games_quick(*quick: str) -> list[Any]:
    """Every game for the full run; the quick run keeps two (the search is the same code
    for every game, a second or more a game on the larger ones), other two for each test,
    or the first two found if those are not registered."""
    ids = game_ids()
    kept = [g for g in ids if g in quick] or ids[:2]
    return [pytest.param(g, marks=() if g in kept else pytest.mark.slow) for g in ids]


class SearchGuard(GuardedState):
    """What an Observation promises a search bot: legal actions, the view, determinize."""

    def __getattr__(self, name: str) -> Any:
        if name == "determinize":
            return object.__getattribute__(self, "_inner").determinize
        return super().__getattr__(name)


def positions(game_id: str, players: int, seed: int, every: int) -> list[State]:
    """States of one random game, every `every` steps (the start included)."""
    state = get_game(game_id).new(players, seed, {})
    rng = Rng(seed)
    out = []
    step = 0
    while not state.is_over():
        seat = state.to_move()[0]
        if step % every == 0 and len(state.legal(seat)) > 1:
            out.append(state.clone())
        legal = state.legal(seat)
        state.apply_trusted(seat, legal[rng.below(len(legal))])
        step += 1
    return out


@pytest.mark.parametrize("game_id", two_games_quick("genie", "kingoftokyo"))
def test_plays_whole_games_with_legal_moves_only(game_id: str) -> None:
    game = get_game(game_id)
    players = game.meta.min_players + 1
    state = game.new(players, 5, {})
    search = IsmctsBot(Rng(1), game_id, Settings(iterations=6, depth=3))
    other = make_bot("random", game_id, Rng(2))
    steps = 0
    while not state.is_over():
        seat = state.to_move()[-1]  # the last seat of a simultaneous decision too
        bot = search if seat % 2 == 0 else other
        action = bot.act(Observation(SearchGuard(state), seat))  # type: ignore[arg-type]
        state.apply(seat, action)  # validated: an illegal choice would raise
        steps += 1
        assert steps < 5000
    assert state.is_over()


# the quick run: two games, four positions a table size (the eight the check asks for); the
# full run: every game, eight a table size
@pytest.mark.parametrize(("game_id", "kept"), [
    *(pytest.param(p.values[0], 4, id=f"{p.values[0]}-quick") for p in
      two_games_quick("clank", "saboteur") if not p.marks),
    *(pytest.param(g, 8, id=g, marks=pytest.mark.slow) for g in game_ids())])
def test_choice_does_not_change_when_only_hidden_information_does(game_id: str,
                                                                  kept: int) -> None:
    """Two states the seat cannot tell apart (its view is the same) get the same answer
    from the same seeded bot; so do the determinizations they lead to."""
    checked = 0
    for players in (2, 4):
        for s in positions(game_id, players, seed_from("blind", game_id, players), 9)[:kept]:
            for seat in s.to_move():
                one = s.determinize(seat, Rng(1))
                two = s.determinize(seat, Rng(2))
                assert one.view(seat) == two.view(seat)
                # the samples a search draws depend on the view and its generator only
                assert (one.determinize(seat, Rng(3)).digest()
                        == two.determinize(seat, Rng(3)).digest())
                picks = [IsmctsBot(Rng(7), game_id, SMALL).act(Observation(x, seat))
                         for x in (s, one, two)]
                assert picks[0] == picks[1] == picks[2]
                checked += 1
    assert checked >= 8


def test_a_simultaneous_choice_ignores_what_the_others_chose_in_secret() -> None:
    """Genie's dice are placed in secret: whatever another seat placed, the answer stays."""
    game = get_game("genie")
    state = game.new(3, 11, {})
    while len(state.to_move()) < 2:
        seat = state.to_move()[0]
        state.apply_trusted(seat, state.legal(seat)[0])
    first, last = state.to_move()[0], state.to_move()[-1]
    answers = set()
    for choice in state.legal(first)[:6]:
        s = state.clone()
        s.apply(first, choice)
        answers.add(IsmctsBot(Rng(3), "genie", SMALL).act(Observation(s, last)))
    assert len(answers) == 1


# one position of each game in the quick run, three in the full run
@pytest.mark.parametrize("kept", [1, pytest.param(3, marks=pytest.mark.slow)])
def test_same_seed_same_choices(kept: int) -> None:
    for game_id in game_ids():
        for s in positions(game_id, 3, 21, 25)[:kept]:
            seat = s.to_move()[0]
            one = make_bot("ismcts:iterations=20:depth=5", game_id, Rng(4))
            two = make_bot("ismcts:iterations=20:depth=5", game_id, Rng(4))
            assert [one.act(Observation(s, seat)) for _ in range(3)] == [
                two.act(Observation(s, seat)) for _ in range(3)]


def test_a_seed_setting_fixes_the_generator_whatever_it_is_given() -> None:
    s = positions("kingoftokyo", 3, 8, 10)[2]
    seat = s.to_move()[0]
    picks = {make_bot("ismcts:iterations=30:seed=5", "kingoftokyo", Rng(n)).act(
        Observation(s, seat)) for n in range(4)}
    assert len(picks) == 1


def test_stops_at_the_deadline() -> None:
    s = positions("saboteur", 4, 3, 20)[1]
    seat = s.to_move()[0]
    bot = make_bot("ismcts:iterations=100000000", "saboteur", Rng(1))
    started = time.monotonic()
    action = bot.act(Observation(s, seat, deadline=started + 0.15))
    assert time.monotonic() - started < 0.4
    assert action in s.legal(seat) and 0 < bot.iterations < 100000000
    past = bot.act(Observation(s, seat, deadline=started - 1))  # late already: answers
    assert past in s.legal(seat) and bot.iterations == 1


def test_a_time_budget_stops_the_search() -> None:
    s = positions("genie", 3, 3, 10)[1]
    seat = s.to_move()[0]
    bot = make_bot("ismcts:time=0.1", "genie", Rng(1))
    started = time.monotonic()
    bot.act(Observation(s, seat))
    assert 0.08 < time.monotonic() - started < 0.35 and bot.iterations > 10


# a 0.2 s search in the quick run (twenty wakes or so, the check asks for five), 0.6 s in
# the full run
@pytest.mark.parametrize("think", [0.2, pytest.param(0.6, marks=pytest.mark.slow)])
def test_thinking_on_a_thread_leaves_an_event_loop_running(think: float) -> None:
    """As on the table server: the search runs on a worker thread; the loop still wakes."""
    s = positions("kingoftokyo", 4, 6, 10)[1]
    seat = s.to_move()[0]
    bot = make_bot("ismcts-strong", "kingoftokyo", Rng(1))

    async def watch() -> list[float]:
        late: list[float] = []  # how late each 10 ms sleep woke
        thread = threading.Thread(target=bot.act, args=(
            Observation(s, seat, deadline=time.monotonic() + think),))
        thread.start()
        while thread.is_alive():
            before = time.monotonic()
            await asyncio.sleep(0.01)
            late.append(time.monotonic() - before - 0.01)
        thread.join()
        return late

    late = asyncio.run(watch())
    # the loop kept waking through the search (a search holding the GIL would let it
    # wake once or twice). Typical wakes, not the single worst: a loaded machine (other
    # test processes on the same cores) may delay any one of them
    assert len(late) >= 5
    assert statistics.median(late) < 0.1


def test_finds_the_winning_move_of_the_toy_race() -> None:
    """Race to 10 adding 1-3: from 3, adding 3 leaves a multiple of 4 and wins."""
    register("toy", "tests.toygame")
    try:
        state = get_game("toy").new(2, 1, {})
        state.apply(0, state.legal(0)[2])  # total 3, seat 1 to move
        # no prior: the toy's own bot plays perfectly, the search must find it alone
        bot = make_bot("ismcts:iterations=600:depth=end:c=1.0:prior=none", "toy", Rng(2))
        assert bot.act(Observation(state, 1)).get("n") == 3
    finally:
        unregister("toy")


def test_rollouts_may_use_the_games_own_bot() -> None:
    for game_id in game_ids():
        s = positions(game_id, 3, 31, 30)[1]
        seat = s.to_move()[0]
        bot = make_bot("ismcts:iterations=8:depth=6:rollout=heuristic", game_id, Rng(1))
        assert bot.act(Observation(s, seat)) in s.legal(seat)


# the figures have the same shape for a shorter measure: 0.1 s in the quick run
@pytest.mark.parametrize("seconds", [0.1, pytest.param(0.3, marks=pytest.mark.slow)])
def test_measure_reports_iterations_per_second(seconds: float) -> None:
    out = measure("genie", 2, seconds)
    assert out["game"] == "genie" and out["players"] == 2 and out["decisions"] >= 1
    assert out["iterations"] > 0
    assert out["iterations_per_s"] == pytest.approx(out["iterations"] / out["seconds"], rel=0.02)
