"""Zones on their own: toy positions on a tiny state object, resampled for one seat."""

from __future__ import annotations

import copy
from collections import Counter
from types import SimpleNamespace
from typing import Any

import pytest

from ludoteca.core.rng import Rng
from ludoteca.core.zones import (
    ALL,
    LISTS,
    OWNER,
    Hand,
    Known,
    Pile,
    Row,
    Secret,
    SetAside,
    Unseen,
    Zones,
    chance_outcomes,
    shuffle_free,
)

# cards 0..9; the seat tells them apart by letter only (two copies of "a", of "b"...)
LETTER = "aabbccdeff"

CARDS = Zones(
    Pile("pile", "cards"),
    SetAside("aside", "cards"),
    Hand("hands", "cards"),
    Row("market"),
    Pile("deck", contents=ALL),  # every seat knows what is in it, not in which order
    Secret("roles", "roles", public_when=lambda s: s.revealed),
    Pile("role_pile", "roles", public_when=lambda s: s.revealed),
    keys={"cards": lambda s: LETTER.__getitem__},
)


def toy() -> SimpleNamespace:
    return SimpleNamespace(
        pile=[7, 2, 9], aside=[4], hands=[[0, 5], [8, 1], [3, 6]], market=[20, 21],
        deck=[10, 11, 12, 13], roles=["x", "y", "y"], role_pile=["x", "z"], revealed=False,
    )


def resampled(state: SimpleNamespace, seat: int, rng: Rng,
              known: Known | None = None, zones: Zones = CARDS) -> SimpleNamespace:
    s = copy.deepcopy(state)
    zones.resample(s, seat, rng, known)
    return s


def everything(s: SimpleNamespace) -> Counter[Any]:
    return Counter([*s.pile, *s.aside, *(c for h in s.hands for c in h), *s.market,
                    *s.deck, *s.roles, *s.role_pile])


# ---------------------------------------------------------------- (a) uniform resampling

def test_pooled_zones_deal_every_arrangement_alike() -> None:
    """Seat 0 sees neither the pile nor seat 1's hand: the 4 cards there take each of
    their 4! placements about equally often."""
    zones = Zones(Pile("pile", "p"), Hand("hands", "p"))
    state = SimpleNamespace(pile=[3, 1], hands=[[0], [2, 4]])
    rng = Rng(2024)
    draws = 24 * 250
    seen: Counter[Any] = Counter()
    for _ in range(draws):
        s = copy.deepcopy(state)
        zones.resample(s, 0, rng)
        assert s.hands[0] == [0]
        seen[(*s.pile, *s.hands[1])] += 1
    assert len(seen) == 24  # every placement of {1, 2, 3, 4} in the 4 hidden positions
    expected = draws / 24
    chi2 = sum((n - expected) ** 2 / expected for n in seen.values())
    assert chi2 < 70  # 23 degrees of freedom: mean 23, sd 6.8; far from a flaky bound
    assert max(abs(n - expected) for n in seen.values()) < 0.3 * expected


def test_own_pool_keeps_known_positions_and_shuffles_the_rest_uniformly() -> None:
    zones = Zones(Pile("deck", contents=ALL))
    state = SimpleNamespace(deck=[10, 11, 12, 13])
    known = Known(at={("deck", None): [3]})  # the seat looks at the top card
    rng = Rng(7)
    draws = 6 * 500
    seen: Counter[tuple[int, ...]] = Counter()
    for _ in range(draws):
        s = copy.deepcopy(state)
        zones.resample(s, 1, rng, known)
        assert s.deck[3] == 13
        seen[tuple(s.deck)] += 1
    assert len(seen) == 6
    expected = draws / 6
    chi2 = sum((n - expected) ** 2 / expected for n in seen.values())
    assert chi2 < 30  # 5 degrees of freedom


def test_guess_depends_only_on_the_view_and_the_rng() -> None:
    """Two real states the seat cannot tell apart (other hidden arrangement, other copies
    of one letter) give the same sample from the same generator."""
    a, b = toy(), toy()
    # the hidden cards arranged otherwise, and 5 where a has 4 (both "c": seat 0 holds
    # the other one and cannot tell which)
    b.pile, b.aside, b.hands = [6, 9, 8], [2], [[0, 4], [1, 5], [7, 3]]
    b.deck = [13, 11, 10, 12]
    b.roles, b.role_pile = ["x", "z", "y"], ["y", "x"]
    for seed in range(20):
        sa, sb = resampled(a, 0, Rng(seed)), resampled(b, 0, Rng(seed))
        for sa_zone, sb_zone in zip([sa.pile, sa.aside, *sa.hands[1:]],
                                    [sb.pile, sb.aside, *sb.hands[1:]], strict=True):
            assert [LETTER[c] for c in sa_zone] == [LETTER[c] for c in sb_zone]
        assert sa.deck == sb.deck and sa.roles == sb.roles and sa.role_pile == sb.role_pile


# ------------------------------------------------------------------ (b) the seat's view

@pytest.mark.parametrize("seat", [0, 1, 2])
def test_the_seat_sees_the_same_on_every_resample(seat: int) -> None:
    state = toy()
    known = Known(at={("deck", None): [0]})
    view = CARDS.shown(state, seat, known)
    spectator = CARDS.shown(state, None)
    rng = Rng(seat)
    for _ in range(300):
        s = resampled(state, seat, rng, known)
        assert CARDS.shown(s, seat, known) == view
        assert CARDS.shown(s, None) == spectator


def test_shown_names_what_the_seat_sees() -> None:
    view = CARDS.shown(toy(), 1)
    assert view["pile"] == Unseen(3, None, ())
    assert view["hands"] == [Unseen(2, None, ()), [8, 1], Unseen(2, None, ())]
    assert view["market"] == [20, 21]
    assert view["deck"] == Unseen(4, (10, 11, 12, 13), ())
    assert view["roles"] == [None, "y", None]
    revealed = toy()
    revealed.revealed = True
    assert CARDS.shown(revealed, 1)["roles"] == ["x", "y", "y"]


# ----------------------------------------------- (c) known positions, items, conservation

def test_known_items_sizes_and_conservation() -> None:
    state = toy()
    # seat 0 knows an "f" (8 or 9) is in seat 1's hand and the role of seat 2
    known = Known(at={("roles", None): [2]}, items=[("hands", 1, "f")])
    rng = Rng(99)
    moved = set()
    for _ in range(500):
        s = resampled(state, 0, rng, known)
        assert everything(s) == everything(state)
        assert [len(h) for h in s.hands] == [2, 2, 2]
        assert (len(s.pile), len(s.aside), len(s.role_pile)) == (3, 1, 2)
        assert s.hands[0] == [0, 5] and s.market == [20, 21]
        assert any(LETTER[c] == "f" for c in s.hands[1])
        assert s.roles[0] == "x" and s.roles[2] == "y"
        moved.add((tuple(s.hands[1]), s.roles[1]))
    assert len(moved) > 20  # the rest is really resampled


def test_revealed_zones_stay_and_unknown_key_raises() -> None:
    state = toy()
    state.revealed = True
    s = resampled(state, 0, Rng(1))
    assert s.roles == state.roles and s.role_pile == state.role_pile
    with pytest.raises(ValueError):
        resampled(state, 0, Rng(1), Known(items=[("hands", 1, "q")]))


def test_shuffle_free_keeps_fixed_positions() -> None:
    items = [5, 1, 4, 2, 3]
    rng = Rng(3)
    for _ in range(50):
        shuffle_free(items, rng, fixed=(0, 3))
        assert items[0] == 5 and items[3] == 2 and sorted(items) == [1, 2, 3, 4, 5]


def test_zones_name_each_attribute_once() -> None:
    with pytest.raises(ValueError):
        Zones(Pile("deck"), Row("deck"))


# ------------------------------------------------------------------ (d) chance outcomes

def test_chance_outcomes() -> None:
    assert chance_outcomes(["b", "a", "b", "c"]) == [("a", 0.25), ("b", 0.5), ("c", 0.25)]
    state = toy()
    # the pile 7, 2, 9 by letter: e, b, f
    assert CARDS.chance(state, "pile") == [("b", 1 / 3), ("e", 1 / 3), ("f", 1 / 3)]
    assert CARDS.chance(state, "deck") == [(c, 0.25) for c in (10, 11, 12, 13)]
    hands = Zones(Pile("hands", "cards", shape=LISTS), keys=CARDS.keys)
    assert hands.chance(state, "hands", 2) == [("b", 0.5), ("d", 0.5)]
    with pytest.raises(ValueError):
        CARDS.chance(state, "market")  # a face-up row: no chance in taking from it


def test_per_slot_pools_keep_each_players_cards_their_own() -> None:
    """A deck and a hand per player, pooled per slot: another player's deck and hand are
    resampled together, never with a third player's; the seat's own deck is shuffled in
    itself and its hand stays."""
    zones = Zones(Pile("deck", pool="own", contents=OWNER, shape=LISTS, per_slot=True),
                  Hand("hand", pool="own", per_slot=True))
    seen: set[tuple[Any, ...]] = set()
    for n in range(200):
        s = SimpleNamespace(deck=[["a1", "a2", "a3"], ["b1", "b2"], ["c1", "c2", "c3"]],
                            hand=[["a4"], ["b3", "b4"], ["c4"]])
        zones.resample(s, 0, Rng(n))
        assert s.hand[0] == ["a4"] and sorted(s.deck[0]) == ["a1", "a2", "a3"]
        assert sorted(s.deck[1] + s.hand[1]) == ["b1", "b2", "b3", "b4"]
        assert sorted(s.deck[2] + s.hand[2]) == ["c1", "c2", "c3", "c4"]
        assert (len(s.deck[1]), len(s.hand[1])) == (2, 2)
        seen.add(tuple(s.hand[1]))
    assert len(seen) == 12  # every ordered pair of b-cards reached the hand
