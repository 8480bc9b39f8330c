"""Random games of Clank! Catacombs with invariants after every step: every card, cube,
token and Artifact is somewhere exactly once, resources never go below zero, a knocked-out
or escaped player acts no more, and a game replayed from its seed and actions ends on the
same digest. The quick run plays a game per player count (5 and 6: with the Adventuring
Party's components, decision 31); the full run many more, and 5-6 player games with each
party option."""

from __future__ import annotations

from collections import Counter

import pytest

from ludoteca.core.rng import Rng
from ludoteca.games.clank import rules
from ludoteca.games.clank.content import PARTY_PLAYERS
from ludoteca.games.clank.state import IN, ClankState

COUNTS = [2, 3, 4, 5, 6]


def total_cards(s: ClankState) -> Counter[str]:
    cards: Counter[str] = Counter(s.dungeon) + Counter(c for c in s.row if c)
    cards += Counter(s.dungeon_discard) + Counter(s.box)
    for seat in range(s.players):
        for pile in (s.deck, s.hand, s.discard, s.played):
            cards += Counter(pile[seat])
    cards += Counter({cid: n for cid, n in s.reserve.items() if n})
    return cards


def total_tokens(s: ClankState) -> Counter[str]:
    tokens = Counter(s.prisoners) + Counter(s.majors) + Counter(s.minors) + Counter(s.token_box)
    for seat in range(s.players):
        tokens += Counter(t for t in s.tokens[seat] if s.content.tokens[t].pool != "market")
    return tokens


def check(s: ClankState, cards: Counter[str], tokens: Counter[str]) -> None:
    c = s.content
    assert total_cards(s) == cards
    assert total_tokens(s) == tokens
    per = c.cubes["per_player"]
    for seat in range(s.players):
        marks = sum(seat in seats for seats in s.marks.values())
        own_on_meter = s.damage[seat] - s.black_marks[seat]
        assert s.supply[seat] + s.area[seat] + own_on_meter + s.bag.count(seat) + marks == per
        assert min(s.supply[seat], s.area[seat], s.gold[seat], s.lockpicks[seat]) >= 0
        assert 0 <= s.damage[seat] <= c.health
        if s.status[seat] == IN:
            assert s.damage[seat] < c.health
        assert len(s.artifacts[seat]) <= 1 + s.tokens[seat].count("backpack")
        if s.players >= PARTY_PLAYERS:  # never two from one room (decision 32)
            assert len(set(s.took[seat])) == len(s.took[seat]) == len(s.artifacts[seat])
            if s.options.get("party_backpack") == "no_second":
                assert len(s.artifacts[seat]) <= 1
        assert len(s.shrines[seat]) == len(set(s.shrines[seat]))
    assert s.bag.count(rules.BLACK) + s.black_bank + sum(s.black_marks) == c.cubes["dragon"]
    assert s.bag.count(rules.GHOST) + s.ghost_area + s.ghosts_bank == c.cubes["ghosts"]
    placed = sorted(v for vs in s.room_artifacts.values() for v in vs)
    held = sorted(v for seat in range(s.players) for v in s.artifacts[seat])
    assert sorted(placed + held + s.artifact_stack) == c.artifact_stack(
        s.players >= PARTY_PLAYERS)
    assert all(len(seats) <= c.misc["wayshrine_spaces"] for seats in s.marks.values())
    assert min(s.skill, s.swords, s.boots) >= 0
    assert s.tiles_left() + len(s.placed) - 1 + len(s.tiles_out) == 28
    if not s.is_over():
        (seat,) = s.to_move()
        assert s.status[seat] == IN
        assert s.legal(seat), "a player to move has something to do"


def play(players: int, seed: int, options: dict[str, str] | None = None
         ) -> tuple[ClankState, list[tuple[int, object]]]:
    s = ClankState.new(players, seed, options)
    cards, tokens = total_cards(s), total_tokens(s)
    rng = Rng(seed)
    moves = []
    check(s, cards, tokens)
    while not s.is_over():
        (seat,) = s.to_move()
        legal = s.legal(seat)
        action = legal[rng.below(len(legal))]
        moves.append((seat, action))
        s.apply(seat, action)
        check(s, cards, tokens)
    assert len(s.scores()) == players and s.winners()
    return s, moves


# the quick run: seed 0 at the fewest and the most players; the rest in the full run
@pytest.mark.parametrize("players", [p if p in (COUNTS[0], COUNTS[-1])
                                     else pytest.param(p, marks=pytest.mark.slow)
                                     for p in COUNTS])
@pytest.mark.parametrize("seed", [0, pytest.param(1, marks=pytest.mark.slow),
                                  pytest.param(2, marks=pytest.mark.slow)])
def test_random_games_keep_every_invariant(players: int, seed: int) -> None:
    s, moves = play(players, seed)
    again = ClankState.new(players, seed)
    for seat, action in moves:
        again.apply(seat, action)
    assert again.digest() == s.digest()


@pytest.mark.parametrize("options", [
    {"escape": "end_turn"}, {"party_backpack": "no_second"}, {"party_market": "leave_out"}])
@pytest.mark.parametrize("players", [pytest.param(4, marks=pytest.mark.slow), 5,
                                     pytest.param(6, marks=pytest.mark.slow)])
def test_random_games_with_each_option(players: int, options: dict[str, str]) -> None:
    s, _ = play(players, 3, options)
    if players >= PARTY_PLAYERS and options.get("party_market") == "leave_out":
        assert "invisibility_cloak" not in s.market
    elif players >= PARTY_PLAYERS:
        assert "invisibility_cloak" in s.market


@pytest.mark.slow
@pytest.mark.parametrize("players", COUNTS)
def test_many_random_games_keep_every_invariant(players: int) -> None:
    for seed in range(100, 200):
        play(players, seed)
