"""Game.belief: a search's samples follow what its seat inferred from play (Saboteur's roles),
from the seat's view and events only."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from ludoteca.bots.base import EventFeed, Observation, make_bot
from ludoteca.bots.ismcts import IsmctsBot, Settings, parse
from ludoteca.core.errors import OptionError
from ludoteca.core.protocol import State
from ludoteca.core.registry import game_ids, get_game
from ludoteca.core.rng import Rng
from ludoteca.games.saboteur.bot import BLOCK_TEAMS

GAME = get_game("saboteur")


def heuristic_game(seed: int, players: int = 4) -> list[tuple[State, int, list[dict[str, Any]]]]:
    """Positions of a heuristic game, with a seat to move and everything that seat has seen
    since the game was set up (its events, redacted for it)."""
    s = GAME.new(players, seed, {})
    events = list(s.opening_events())
    bots = [make_bot("heuristic", "saboteur", Rng(seed * 10 + k)) for k in range(players)]
    feed = EventFeed(players, s.opening_events())
    out = []
    step = 0
    while not s.is_over() and step < 120:
        seat = s.to_move()[0]
        if step % 7 == 6 and not s.revealed:
            out.append((s.clone(), seat, [e.for_seat(seat) for e in events]))
        action = bots[seat].act(feed.observe(s, seat))
        new = s.apply(seat, action)
        feed.add(new)
        events += new
        step += 1
    return out


def test_only_saboteur_has_a_belief_and_the_bot_reads_events_only_then() -> None:
    for game_id in game_ids():
        bot = IsmctsBot(Rng(1), game_id, Settings(iterations=4))
        assert bot.reads_events == (get_game(game_id).belief(0) is not None)
    assert IsmctsBot(Rng(1), "saboteur", Settings(iterations=4)).reads_events
    assert not IsmctsBot(Rng(1), "saboteur", parse("ismcts:belief=off")).reads_events


def test_the_belief_setting_reads_on_or_off() -> None:
    assert parse("ismcts-quick:belief=off").belief is False
    assert parse("ismcts:belief=on").belief is True
    assert parse(parse("ismcts:belief=off:depth=5").spec()) == parse("ismcts:belief=off:depth=5")
    with pytest.raises(OptionError, match="belief must be on or off"):
        parse("ismcts:belief=maybe")


def test_a_refined_sample_changes_only_roles_hidden_from_the_seat() -> None:
    s, seat, events = heuristic_game(3)[4]
    belief = GAME.belief(seat)
    belief.update(s.view(seat), events)
    assert any(belief.evidence())  # the play so far says something
    moved = 0
    for k in range(40):
        plain = s.determinize(seat, Rng(k))
        refined = belief.refine(s.determinize(seat, Rng(k)), Rng(k))
        assert refined.view(seat) == s.view(seat)
        pool = Counter(refined.roles + refined.role_pile + refined.role_out)
        assert pool == Counter(s.roles + s.role_pile + s.role_out)
        assert refined.roles[seat] == s.roles[seat]
        moved += plain.roles != refined.roles
    assert moved > 0


def test_refined_samples_guess_the_teams_better_than_uniform_ones() -> None:
    """Over heuristic games, the sampled team of each other seat matches the real one more
    often once the samples follow the events (uniform: about 0.57 on these seeds)."""
    hits = {"uniform": 0, "belief": 0}
    total = 0
    for seed in (100, 101, 102, 103):
        for s, seat, events in heuristic_game(seed):
            belief = GAME.belief(seat)
            belief.update(s.view(seat), events)
            rng = Rng(seed)
            for _ in range(10):
                samples = {"uniform": s.determinize(seat, rng),
                           "belief": belief.refine(s.determinize(seat, rng), rng)}
                for o in range(s.players):
                    if o == seat:
                        continue
                    truth = s.team(o) in BLOCK_TEAMS
                    for name, x in samples.items():
                        hits[name] += (x.team(o) in BLOCK_TEAMS) == truth
                    total += 1
    assert total > 300
    assert hits["belief"] / total > hits["uniform"] / total + 0.08


def test_the_choice_with_a_belief_does_not_change_when_only_hidden_information_does() -> None:
    """Same view, same events (as the seat saw them): the same samples and the same answer,
    whatever the real roles, hands and goals are."""
    checked = differ = 0
    for s, seat, events in heuristic_game(5)[:6]:
        other = s.determinize(seat, Rng(99))  # another real game the seat cannot tell apart
        assert other.view(seat) == s.view(seat)
        differ += other.roles != s.roles
        samples, picks = [], []
        for real in (s, other):
            belief = GAME.belief(seat)
            belief.update(real.view(seat), events)
            samples.append(belief.refine(real.determinize(seat, Rng(4)), Rng(4)).digest())
            bot = make_bot("ismcts:iterations=16:depth=4", "saboteur", Rng(7))
            picks.append(bot.act(Observation(real, seat, events=events)))
        assert samples[0] == samples[1]
        assert picks[0] == picks[1]
        checked += 1
    assert checked == 6 and differ >= 2


def test_the_bot_follows_events_even_at_a_forced_decision() -> None:
    s, seat, events = heuristic_game(3)[4]
    bot = IsmctsBot(Rng(1), "saboteur", Settings(iterations=4))

    class Forced(Observation):
        def legal(self) -> list[Any]:
            return list(super().legal())[:1]

    bot.act(Forced(s, seat, events=events))
    assert bot.iterations == 0
    assert any(bot._beliefs[seat].evidence())
