"""Random games for 2-12 players with invariants after every step: the 118 cards conserved,
gold handed out equal to the rounds' points, no view or event showing a seat another seat's
hand or role or an unrevealed goal (beyond its own map and inspection), replay reproducing
the final digest."""

from __future__ import annotations

import json

import pytest

from ludoteca.core.records import Record, replay
from ludoteca.core.rng import Rng, seed_from
from ludoteca.games.saboteur import GAME
from ludoteca.games.saboteur.state import SaboteurState

DECK = 118


def check_cards(s: SaboteurState) -> None:
    cells = [c for c, _ in s.board.cells().values() if c < DECK]
    every = (s.pile + s.aside + s.discard + cells + [c for h in s.hands for c in h]
             + [c for f in s.front for c in f] + [c for b in s.buried for c in b])
    assert sorted(every) == list(range(DECK))
    assert len(s.roles) + len(s.role_pile) + len(s.role_out) == 15
    type_of = s.cards.type_of
    for viewer, known in enumerate(s.known_cards):  # what Swap Your Hand showed is there
        for owner in {o for o, _ in known}:
            assert owner != viewer
            held = [type_of[c] for c in s.hands[owner]]
            for t in [t for o, t in known if o == owner]:
                held.remove(t)  # ValueError: a known card is not in that hand


def check_views(s: SaboteurState) -> None:
    type_of = s.cards.type_of
    for seat in (None, *range(s.players)):
        v = s.view(seat)
        text = json.dumps(v)
        assert json.loads(text) == v
        for g, (card, up, _) in enumerate(v["board"]["goals"]):
            known = seat is not None and g in s.known_goals[seat]
            assert (card is not None) == (up or known)
        for o, row in enumerate(v["seats"]):
            shown = s.revealed or o == seat or (
                seat is not None and s.known_roles[seat][o] is not None)
            assert row["role"] is None or shown
            assert row["cards"] == len(s.hands[o])
        if seat is None:
            assert "hand" not in v and "role" not in v
        else:
            assert v["hand"] == [type_of[c] for c in s.hands[seat]]
            for o, r in v["known_roles"].items():
                assert r == s.roles[int(o)]
            assert sum(map(len, v["known_cards"].values())) == len(s.known_cards[seat])


def check_events(events: list, players: int) -> None:
    for ev in events:
        for owner, part in (ev.private or {}).items():
            assert 0 <= owner < players
            assert not set(part) & set(ev.data)


def play(players: int, seed: int, checks: bool = True) -> SaboteurState:
    s = GAME.new(players, seed)
    rng = Rng(seed_from("saboteur-random", players, seed))
    actions = []
    handed = 0
    while not s.is_over():
        seat = s.to_move()[0]
        action = rng.choice(s.legal(seat))
        rounds = len(s.results)
        events = s.apply(seat, action)
        actions.append([seat, action.to_json()])
        if len(s.results) > rounds:
            handed += sum(s.results[-1]["points"])
        if checks:
            check_cards(s)
            check_events(events, players)
            if len(actions) % 7 == 0:
                check_views(s)
        assert sum(s.gold) == handed
    assert len(s.results) == 3
    record = Record.from_json(json.loads(json.dumps({
        "game": "saboteur", "version": GAME.meta.version, "players": players, "seed": seed,
        "options": s.options, "actions": actions, "digest": s.digest()})))
    assert replay(record).digest() == s.digest()
    return s


# seed 0 in the quick run, 1 to 4 in the full run only
@pytest.mark.parametrize("seeds", [range(1), pytest.param(range(1, 5), marks=pytest.mark.slow)])
@pytest.mark.parametrize("players", range(2, 13))
def test_random_games_quick(players: int, seeds: range) -> None:
    for seed in seeds:  # the slow sweep below plays 2,035 more
        play(players, seed)


@pytest.mark.slow
@pytest.mark.parametrize("players", range(2, 13))
def test_random_games_many(players: int) -> None:
    for seed in range(1000, 1000 + 185):
        play(players, seed, checks=seed % 4 == 0)
