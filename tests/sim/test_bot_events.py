"""What bots observe: the events their seat saw since their previous decision, redacted
for that seat, in the simulation runner, in terminal play and in `EventFeed` itself."""

from __future__ import annotations

import os
from typing import Any

import pytest
from rich.console import Console

import ludoteca.play as play_module
import ludoteca.sim.runner as runner_module
from ludoteca.bots.base import EventFeed, Observation, RandomBot
from ludoteca.core.actions import Action
from ludoteca.core.events import Event
from ludoteca.core.registry import get_game
from ludoteca.core.rng import Rng


class Recorder:
    """Plays at random and keeps, per decision, its seat, the events and the action."""

    name = "recorder"
    reads_events = True

    def __init__(self, rng: Rng, log: list[tuple[int, list[dict[str, Any]], Action]]) -> None:
        self.random = RandomBot(rng)
        self.log = log

    def act(self, obs: Observation) -> Action:
        action = self.random.act(obs)
        self.log.append((obs.seat, list(obs.events), action))
        return action


def expected_events(game_id: str, players: int, seed: int,
                    decisions: list[tuple[int, Action]], seats: set[int]
                    ) -> list[tuple[int, list[dict[str, Any]]]]:
    """Replays the decisions and says, for each, what its seat should have been given:
    every event since that seat's previous decision, as `for_seat` redacts it."""
    state = get_game(game_id).new(players, seed, {})
    unseen: dict[int, list[Event]] = {s: list(state.opening_events()) for s in seats}
    out = []
    for seat, action in decisions:
        if seat in seats:
            out.append((seat, [e.for_seat(seat) for e in unseen[seat]]))
            unseen[seat] = []
        events = state.apply(seat, action)
        for s in seats:
            unseen[s].extend(events)
    return out


def private_keys(events: list[Event]) -> set[str]:
    return {k for e in events if e.private for part in e.private.values() for k in part}


@pytest.mark.parametrize(("game_id", "players"), [("saboteur", 5), ("genie", 3)])
def test_the_runner_gives_each_bot_its_seats_redacted_events(
        monkeypatch: pytest.MonkeyPatch, game_id: str, players: int) -> None:
    log: list[tuple[int, list[dict[str, Any]], Action]] = []
    monkeypatch.setattr(runner_module, "make_bot",
                        lambda name, game, rng: Recorder(rng, log))
    result = runner_module.play_game(game_id, players, 11, {}, ["x"] * players)
    assert len(log) == result.steps
    want = expected_events(game_id, players, 11, [(s, a) for s, _, a in log],
                           set(range(players)))
    assert [(s, e) for s, e, _ in log] == want
    # the table's moves reach every seat: several events a decision
    assert sum(len(e) for _, e, _ in log) > result.steps


def test_saboteur_bots_see_their_own_secrets_and_nobody_elses(
        monkeypatch: pytest.MonkeyPatch) -> None:
    log: list[tuple[int, list[dict[str, Any]], Action]] = []
    monkeypatch.setattr(runner_module, "make_bot",
                        lambda name, game, rng: Recorder(rng, log))
    runner_module.play_game("saboteur", 4, 5, {}, ["x"] * 4)
    own_draws = other_draws = 0
    for seat, events, _ in log:
        for e in events:
            if e["kind"] in ("draw", "discard"):
                mine = e["seat"] == seat
                secret = "cards" in e or "card" in e
                assert secret == mine, (seat, e)  # the cards drawn or buried: only one's own
                own_draws += mine
                other_draws += not mine
    assert own_draws and other_draws


def test_the_runner_collects_no_events_when_no_bot_reads_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Random and genie bots never read events: the runner spares the collecting."""
    seen: list[int] = []

    class Blind(RandomBot):
        def act(self, obs: Observation) -> Action:
            seen.append(len(obs.events))
            return super().act(obs)

    monkeypatch.setattr(runner_module, "make_bot", lambda name, game, rng: Blind(rng))
    result = runner_module.play_game("genie", 3, 5, {}, ["x"] * 3)
    assert result.steps == len(seen) > 0 and set(seen) == {0}


def test_the_feed_hands_out_each_event_once_per_seat() -> None:
    opening = [Event("deal", {"n": 1}, {0: {"secret": "a"}, 1: {"secret": "b"}})]
    feed = EventFeed(2, opening)
    assert feed.take(1) == [{"kind": "deal", "n": 1, "secret": "b"}]
    feed.add([Event("move", {"seat": 1})])
    feed.add([Event("peek", {"seat": 0}, {0: {"saw": 3}})])
    assert feed.take(0) == [{"kind": "deal", "n": 1, "secret": "a"},
                            {"kind": "move", "seat": 1},
                            {"kind": "peek", "seat": 0, "saw": 3}]
    assert feed.take(1) == [{"kind": "move", "seat": 1}, {"kind": "peek", "seat": 0}]
    assert feed.take(0) == []
    obs = feed.observe(object(), 1)  # type: ignore[arg-type]
    assert obs.events == [] and obs.seat == 1


def test_the_feed_forgets_what_every_seat_has_had() -> None:
    feed = EventFeed(2)
    got: dict[int, list[int]] = {0: [], 1: []}
    for i in range(2000):
        feed.add([Event("tick", {"i": i})])
        for seat in (0, 1):
            if i % (3 + seat) == 0:
                got[seat] += [e["i"] for e in feed.take(seat)]
    assert len(feed._log) < 600  # the long game's story is not all kept
    for seat in (0, 1):
        got[seat] += [e["i"] for e in feed.take(seat)]
        assert got[seat] == list(range(2000))  # yet each seat had every event once


def test_terminal_play_fills_the_bots_events(monkeypatch: pytest.MonkeyPatch) -> None:
    """`ludoteca play`: the bots' seats get their events, the player's moves included."""
    log: list[tuple[int, list[dict[str, Any]], Action]] = []
    order: list[tuple[int, Action]] = []  # every decision, the player's and the bots'

    class Noted(Recorder):
        def act(self, obs: Observation) -> Action:
            action = super().act(obs)
            order.append((obs.seat, action))
            return action

    def ask(console: Any, say: Any, text: Any, view: dict[str, Any], legal: list[Action],
            *rest: Any) -> Action | None:
        if len(order) > 80:
            return None  # quit: enough was played
        order.append((0, legal[-1]))
        return legal[-1]

    monkeypatch.setattr(play_module, "make_bot", lambda name, game, rng: Noted(rng, log))
    monkeypatch.setattr(play_module, "_ask", ask)
    with open(os.devnull, "w") as sink:
        play_module.play_terminal("saboteur", 3, 0, "random", 4, {}, console=Console(file=sink))
    assert {seat for seat, _, _ in log} == {1, 2}
    assert [(s, e) for s, e, _ in log] == expected_events("saboteur", 3, 4, order, {1, 2})
    # the bots heard of the player's moves, never its secrets
    heard = [e for _, events, _ in log for e in events if e.get("seat") == 0]
    assert heard and not [e for e in heard if e["kind"] == "draw" and "cards" in e]
