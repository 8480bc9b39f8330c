"""The stand-alone rules (rules.py) on the rulebooks' worked examples (shared/reference/
clank/rules.md section 16: Ex-5, Ex-7's attack, Ex-8 to Ex-11, Ex-13, Ex-14, Ex-17)."""

from __future__ import annotations

from collections import Counter

import pytest

from ludoteca.core.rng import Rng
from ludoteca.games.clank import rules as r
from ludoteca.games.clank.content import load
from ludoteca.games.clank.dungeon import build
from ludoteca.games.clank.tiles import START_STUBS, STUBS, Room, Tile, Tunnel

CONTENT = load()


@pytest.mark.parametrize("players,expected", [(4, [3, 2, 1, 0]), (3, [3, 2, 1]), (2, [3, 2])])
def test_ex8_starting_clank_by_seat(players: int, expected: list[int]) -> None:
    assert r.start_clank(players, CONTENT.cubes["start_clank"]) == expected


@pytest.mark.parametrize("seed", range(20))
def test_ex9_the_tile_stack(seed: int) -> None:
    safe, depths = list(range(100, 106)), list(range(22))
    stack, out = r.tile_stack(safe, depths, Rng(seed), safe_used=4)
    assert len(stack) == 26 and len(out) == 2
    assert set(stack[-4:]) | set(out) == set(safe)  # the top four are safe tiles
    assert sorted(stack[:22]) == depths
    assert not set(out) & set(stack)


def test_ex9_the_depths_order_and_the_removed_safe_tiles_vary() -> None:
    stacks = {tuple(r.tile_stack(range(100, 106), range(22), Rng(s), 4)[0]) for s in range(30)}
    outs = {frozenset(r.tile_stack(range(100, 106), range(22), Rng(s), 4)[1]) for s in range(30)}
    assert len(stacks) == 30 and len(outs) > 5


def test_ex10_the_opening_row_skips_dragon_cards() -> None:
    top_first = ["DA1", "X1", "X2", "DA2", "X3", "X4", "X5", "X6", "Y1", "Y2"]
    deck = top_first[::-1]  # the top is the end
    row = r.opening_row(deck, 6, lambda c: c.startswith("DA"), Rng(3))
    assert row == ["X1", "X2", "X3", "X4", "X5", "X6"]
    assert sorted(deck) == ["DA1", "DA2", "Y1", "Y2"]  # shuffled back


def test_the_opening_row_of_the_real_deck_shows_no_dragon() -> None:
    deck = [c.id for c in CONTENT.dungeon() for _ in range(c.count)]
    for seed in range(30):
        d = deck[:]
        Rng(seed).shuffle(d)
        row = r.opening_row(d, 6, lambda cid: CONTENT.cards[cid].dragon, Rng(seed))
        assert len(row) == 6 and not any(CONTENT.cards[c].dragon for c in row)
        assert Counter(row) + Counter(d) == Counter(deck)


@pytest.mark.parametrize("stack,plus,taken", [
    ([10, 12, 15, 20], 2, 15),  # Ex-5: ++ takes the one two below the top
    ([10, 12, 15, 20], 1, 12),  # + : one below
    ([10, 12, 15, 20], 0, 10),
    ([15, 20], 2, 20),  # more plusses than cards below the top: the most valuable left
    ([20], 1, 20),
])
def test_ex5_which_artifact_a_room_receives(stack: list[int], plus: int, taken: int) -> None:
    i = r.artifact_for_room(stack, plus)
    assert i is not None and stack[i] == taken


def test_ex5_an_empty_stack_leaves_the_room_empty() -> None:
    assert r.artifact_for_room([], 2) is None


def test_ex7_the_attack_of_the_turn_example() -> None:
    # the marker on the 5th space draws 4 cubes; no Danger card in the Row
    assert r.cubes_to_draw(CONTENT.rage, 4, 0) == 4
    assert r.cubes_to_draw(CONTENT.rage, 4, 2) == 6
    green, yellow = 0, 1
    attack = r.resolve_draw([r.BLACK, green, yellow, yellow], 2, [True, True])
    assert attack.damage == [1, 2] and attack.black == 1 and attack.ghosts == 0


def test_ex13_a_ghost_hurts_everyone_in_the_dungeon() -> None:
    attack = r.resolve_draw([r.GHOST, r.BLACK], 3, [True, True, False])
    assert attack.damage == [1, 1, 0] and attack.ghosts == 1 and attack.black == 1


def test_ex14_the_cubes_of_a_player_who_is_out_do_nothing() -> None:
    a, b = 0, 1
    attack = r.resolve_draw([a, a, b, r.BLACK], 2, [False, True])
    assert attack.damage == [0, 1] and attack.returned == [a, a]


def test_drawing_cubes_keeps_every_cube() -> None:
    bag = [r.BLACK] * 24 + [0, 0, 1, r.GHOST]
    before = Counter(bag)
    drawn = r.draw_cubes(bag, 6, Rng(2))
    assert len(drawn) == 6 and Counter(drawn) + Counter(bag) == before
    assert r.draw_cubes(bag, 100, Rng(2)) and bag == []


def test_ex11_wayshrine_gold_grows_with_each_one_marked() -> None:
    assert [r.wayshrine_gold(k) for k in range(3)] == [1, 2, 3]


# ------------------------------------------------------------------ Ex-17: portals
def _start() -> Tile:
    rooms = (Room("crypt", ("crypt",), half="L"), Room("hall", (), half="L"),
             Room("shrine", ("monkey_shrine",), half="U"), Room("A", (), half="U"))
    tunnels = [Tunnel("crypt", "hall"), Tunnel("hall", "shrine"), Tunnel("shrine", "A"),
               Tunnel("A", "portal", monsters=1)]
    tunnels += [Tunnel("A" if s.startswith("U") else "hall", s) for s in START_STUBS]
    return Tile("start", "start", False, rooms, tuple(tunnels))


def _far() -> Tile:
    tunnels = [Tunnel("portal", "B", footprints=1)] + [Tunnel("B", s) for s in STUBS]
    return Tile("far", "depths", False, (Room("B", ()),), tuple(tunnels))


def test_ex17_a_trip_through_two_portals() -> None:
    d = build((_start(), _far()), ((0, 0, 0, 0), (1, 0, -1, 0)))
    a, b = d.room_of(0, "A"), d.room_of(1, "B")
    into = next(e for e in d.exits[a] if e.kind == "portal")
    out_of = next(e for e in d.exits[b] if e.kind == "portal")
    cost = r.portal_cost(into, out_of, set())
    # 1 Boot base + 1 for the footprints, and 1 damage unless a Sword is spent
    assert (cost.boots, cost.monsters, cost.locks, cost.allowed) == (2, 1, (), True)
    assert set(d.portals) == {a, b}


def test_an_arrow_into_the_portal_forbids_coming_out_of_it() -> None:
    far = _far()
    tunnels = (Tunnel("B", "portal", one_way=True), *far.tunnels[1:])
    d = build((_start(), Tile("far", "depths", False, far.rooms, tunnels)),
              ((0, 0, 0, 0), (1, 0, -1, 0)))
    a, b = d.room_of(0, "A"), d.room_of(1, "B")
    into = next(e for e in d.exits[a] if e.kind == "portal")
    out_of = next(e for e in d.exits[b] if e.kind == "portal")
    assert not r.portal_cost(into, out_of, set()).allowed
    assert r.portal_cost(into, out_of, set(), against_arrows=True).allowed
    back = r.portal_cost(out_of, into, set())
    assert back.allowed  # from B into its portal and out of A's: with the arrows


def test_locks_are_counted_per_icon_until_opened() -> None:
    d = build((_start(), _far()), ((0, 0, 0, 0), (1, 0, -1, 0)))
    a = d.room_of(0, "A")
    exit_ = next(e for e in d.exits[a] if e.kind == "room")
    assert r.exit_cost(exit_, set()).locks == ()
    locked = exit_.of(exit_.kind, tuple(h.__class__(h.placement, h.tunnel, 0, 0, 1, True)
                                         for h in exit_.halves), exit_.to)
    cost = r.exit_cost(locked, set())
    assert len(cost.locks) == len(exit_.halves)
    assert len(r.exit_cost(locked, {cost.locks[0]}).locks) == len(exit_.halves) - 1
