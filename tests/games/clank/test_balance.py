"""Clank!'s items for the tournament's balance report (balance.py, `Game.taken`): the cards
each seat acquired and the Artifacts it ended with."""

from __future__ import annotations

from ludoteca.core.events import Event
from ludoteca.core.rng import seed_from
from ludoteca.games.clank import GAME, ClankState
from ludoteca.sim.tournament import play, run


def test_a_fresh_state_took_nothing_and_what_it_gains_is_named() -> None:
    s = GAME.new(2, 7)
    assert isinstance(s, ClankState)
    assert GAME.taken(s, s.opening_events()) == []  # the starting deck was dealt
    s.artifacts[1].append(20)
    s.discard[0].append("secret_tome")  # gained by an effect, with no "acquired" event
    acquired = Event("acquired", {"seat": 1, "card": "mercenary", "from": "reserve"})
    assert GAME.taken(s, [acquired]) == [(1, "card:mercenary"), (0, "card:secret_tome"),
                                          (1, "artifact:20")]


def test_a_games_items_are_its_acquisitions_and_artifacts() -> None:
    outcome = play("clank", 3, seed_from(1, 0), {}, ["heuristic", "random", "heuristic"])
    cards = GAME.content.content.cards
    for items in outcome.taken:
        assert len(items) == len(set(items))
        for item in items:
            kind, _, name = item.partition(":")
            assert kind in ("card", "artifact"), item
            if kind == "card":
                assert cards[name].banner != "starter"
            else:
                assert int(name) in (5, 7, 10, 12, 15, 17, 20)
    assert any(items for items in outcome.taken)


def test_the_tournament_reports_cards_and_artifacts() -> None:
    summary = run("clank", ["heuristic", "random"], games=6, players=3, seed=1).summary
    items = summary["balance"]["items"]
    assert any(name.startswith("card:") for name in items)
    assert any(name.startswith("artifact:") for name in items)
    assert all(row["n"] > 0 for row in items.values())
