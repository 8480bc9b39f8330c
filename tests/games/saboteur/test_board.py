"""The tunnel maze (board.py) on hand-made shapes: matching, linking, dead ends, bridges and
double curves, ladders, goal reveals, doors per team, rockfall, crystals, copies and JSON
(rules.md B.3, B.5, E.1, E.3)."""

from __future__ import annotations

import pytest

from ludoteca.games.saboteur.board import (
    GOAL_CELLS,
    NEAR_GOAL,
    Board,
    E,
    N,
    Reveal,
    S,
    Shape,
    W,
    cell_of,
    edge_mask,
    pos_of,
    spot_id,
    turn,
)

NS, EW = N | S, E | W
ALL = N | E | S | W

SHAPES = (
    Shape(ALL, (ALL,), ladder_edges=ALL),  # 0 start
    Shape(ALL, (ALL,)),  # 1 gold
    Shape(N | E, (N | E,)),  # 2 stone, curve N-E
    Shape(N | W, (N | W,)),  # 3 stone, curve N-W
    Shape(EW, (EW,)),  # 4
    Shape(NS, (NS,)),  # 5
    Shape(S | E, (S | E,)),  # 6 curve; turned: N-W
    Shape(S | W, (S | W,)),  # 7 curve; turned: N-E
    Shape(ALL, (ALL,)),  # 8 cross
    Shape(N | S | E, (N | S | E,)),  # 9 T; turned: N-S-W
    Shape(W, dead_ends=W),  # 10 dead end
    Shape(ALL, dead_ends=ALL),  # 11 dead end on all four sides
    Shape(ALL, (NS, EW)),  # 12 bridge
    Shape(ALL, (N | W, E | S)),  # 13 double curve
    Shape(S, (S,), ladder_edges=S),  # 14 ladder; turned: N
    Shape(S | E, (S | E,), ladder_edges=S | E),  # 15 ladder curve; turned: N-W
    Shape(EW, (EW,), door="blue"),  # 16
    Shape(EW, (EW,), door="green"),  # 17
    Shape(E | S | W, (E | S | W,), crystals=1),  # 18
    Shape(N | E | S, (NS,), dead_ends=E, door="green"),  # 19 door with a stub
    Shape(E | S | W, (EW,), dead_ends=S, crystals=1),  # 20 straight with a stub
)
START, GOLD, STONE_NE, STONE_NW = 0, 1, 2, 3
STRAIGHT_EW, STRAIGHT_NS, CURVE_SE, CURVE_SW, CROSS, T_NSE = 4, 5, 6, 7, 8, 9
DEAD_W, DEAD_ALL, BRIDGE, DOUBLE_CURVE, LADDER_S, LADDER_SE = 10, 11, 12, 13, 14, 15
DOOR_BLUE, DOOR_GREEN, CRYSTAL_T, DOOR_GREEN_STUB, EW_STUB_S = 16, 17, 18, 19, 20
GOALS = (STONE_NE, GOLD, STONE_NW)  # goal 0 (top), 1 (middle), 2 (bottom)


def new(goals: tuple[int, int, int] = GOALS) -> Board:
    return Board(SHAPES, START, goals)


def put(b: Board, card: int, pos: tuple[int, int], turned: bool = False) -> list[Reveal]:
    assert b.can_place(card, pos, turned), (card, pos, turned)
    assert (pos, turned) in b.placements(card) or (pos, not turned) in b.placements(card)
    return b.place(card, pos, turned)


def row(b: Board, x0: int, x1: int, y: int = 0, card: int = STRAIGHT_EW) -> list[Reveal]:
    out: list[Reveal] = []
    for x in range(x0, x1 + 1):
        out += put(b, card, (x, y))
    return out


def spots(b: Board, card: int) -> set[tuple[int, int]]:
    return {pos for pos, _ in b.placements(card)}


# ----- shapes -----


def test_turned_swaps_n_s_and_e_w() -> None:
    assert SHAPES[CURVE_SE].turned() == Shape(N | W, (N | W,))
    assert SHAPES[T_NSE].turned() == Shape(N | S | W, (N | S | W,))
    stub = SHAPES[DOOR_GREEN_STUB].turned()
    assert (stub.open, stub.groups, stub.dead_ends, stub.door) == (N | W | S, (NS,), W, "green")
    assert SHAPES[LADDER_SE].turned().ladder_edges == N | W
    assert SHAPES[CURVE_SE].turned().turned() == SHAPES[CURVE_SE]
    assert edge_mask(["N", "W"]) == N | W and turn(N | E) == S | W


def test_symmetric_shapes() -> None:
    sym = {c for c, s in enumerate(SHAPES) if s.symmetric}
    assert sym == {START, GOLD, STRAIGHT_EW, STRAIGHT_NS, CROSS, DEAD_ALL, BRIDGE, DOUBLE_CURVE,
                   DOOR_BLUE, DOOR_GREEN}


def test_shape_validation() -> None:
    with pytest.raises(ValueError):
        Shape(NS, (N,))  # S neither in a group nor a dead end
    with pytest.raises(ValueError):
        Shape(NS, (NS,), dead_ends=S)  # S twice
    with pytest.raises(ValueError):
        Shape(ALL, (N | E, E | S))  # groups overlap
    with pytest.raises(ValueError):
        Shape(EW, (EW,), door="red")


# ----- placing and matching -----


def test_first_placements_around_the_start() -> None:
    b = new()
    assert b.placements(STRAIGHT_EW) == [((-1, 0), False), ((1, 0), False)]
    assert b.placements(STRAIGHT_NS) == [((0, -1), False), ((0, 1), False)]
    # a curve fits every side of the cross, one way or the other
    assert b.placements(CURVE_SE) == [((-1, 0), False), ((0, -1), False), ((0, 1), True),
                                      ((1, 0), True)]


def test_symmetric_card_is_listed_once_unturned() -> None:
    b = new()
    assert all(not t for _, t in b.placements(CROSS))
    assert b.can_place(CROSS, (1, 0), True)  # still legal when asked turned
    assert {t for _, t in b.placements(T_NSE)} == {False, True}


def test_every_side_must_match() -> None:
    b = new()
    put(b, CROSS, (1, 0))
    put(b, STRAIGHT_NS, (0, 1))
    # (1, 1): N faces the cross's opening, W faces the straight's rock
    assert b.can_place(STRAIGHT_NS, (1, 1), False)
    assert b.can_place(T_NSE, (1, 1), False)
    assert not b.can_place(T_NSE, (1, 1), True)  # W open against rock
    assert not b.can_place(CROSS, (1, 1), False)
    assert not b.can_place(CURVE_SE, (1, 1), False)  # N closed against a tunnel
    assert not b.can_place(CURVE_SE, (1, 1), True)
    assert not b.can_place(STRAIGHT_EW, (0, 1), False)  # occupied
    assert not b.can_place(STRAIGHT_EW, (5, 5), False)  # touches nothing
    assert not b.can_place(CROSS, (0, 0), False)


def test_goal_cells_are_never_playable() -> None:
    b = new()
    row(b, 1, 6)
    put(b, CURVE_SE, (7, 0), True)  # N-W  # E side is rock against the face-down gold: fine
    put(b, STRAIGHT_NS, (7, -1))
    for g in GOAL_CELLS:
        assert not b.can_place(CROSS, g, False)
        assert all(pos != g for c in range(len(SHAPES)) for pos, _ in b.placements(c))


def test_face_down_goal_imposes_nothing() -> None:
    b = new()
    row(b, 1, 6)
    assert b.can_place(CROSS, (7, 0), False)  # opens toward the goal: allowed
    assert b.can_place(CURVE_SE, (7, 0), True)  # rock toward the goal: allowed too
    assert b.place(CURVE_SE, (7, 0), True) == []  # rock faces it: no reveal


# ----- dead ends -----


def test_dead_end_plays_at_the_end_of_a_linked_tunnel() -> None:
    b = new()
    put(b, STRAIGHT_EW, (1, 0))
    assert b.can_place(DEAD_W, (2, 0), False)
    assert b.can_place(DEAD_ALL, (2, 0), False)
    put(b, DEAD_ALL, (2, 0))
    assert not b.linked((2, 0))  # dead ends join nothing
    # its other openings lead nowhere: a card touching only them is not playable
    for pos in ((3, 0), (2, -1), (2, 1)):
        assert not b.can_place(CROSS, pos, False)
        assert pos not in spots(b, CROSS)
    assert (3, 0) not in spots(b, DEAD_W)


def test_card_touching_only_an_unlinked_tunnel_is_not_playable() -> None:
    b = new()
    put(b, DEAD_ALL, (1, 0))
    assert not b.can_place(STRAIGHT_EW, (2, 0), False)  # it matches, but links to nothing
    # a tunnel cut off from the entrance (rockfall) does not carry a link either
    put(b, CROSS, (0, 1))
    row(b, 1, 3, y=1, card=CROSS)
    b.remove((1, 1))
    assert not b.linked((2, 1))
    assert not b.can_place(CROSS, (2, 2), False) and not b.can_place(CROSS, (4, 1), False)


# ----- bridges and double curves -----


def test_bridge_keeps_two_routes_apart() -> None:
    b = new()
    put(b, BRIDGE, (1, 0))
    assert b.linked((1, 0))
    # the E-W tunnel is linked, the N-S one is not: no turning on a bridge
    assert (2, 0) in spots(b, STRAIGHT_EW)
    assert (1, 1) not in spots(b, STRAIGHT_NS)
    assert (1, -1) not in spots(b, STRAIGHT_NS)
    # reach the N-S tunnel from below: now its far end is open too
    put(b, CROSS, (0, 1))
    put(b, CURVE_SE, (1, 1), True)  # N-W
    assert (1, -1) in spots(b, STRAIGHT_NS)


def test_double_curve_keeps_two_routes_apart() -> None:
    b = new()
    put(b, DOUBLE_CURVE, (1, 0))  # W joins N, E joins S
    assert spots(b, CROSS) >= {(1, -1)}
    assert (2, 0) not in spots(b, CROSS)
    assert (1, 1) not in spots(b, CROSS)


# ----- ladders -----


def test_ladder_plays_away_from_the_network_and_is_linked() -> None:
    b = new()
    put(b, DEAD_ALL, (1, 0))
    # (2, 0) touches only the dead end's opening: no link, yet a ladder may go there
    assert not b.can_place(CURVE_SE, (2, 0), True)
    assert b.can_place(LADDER_SE, (2, 0), True)
    assert ((2, 0), True) in b.placements(LADDER_SE)
    put(b, LADDER_SE, (2, 0), True)
    assert b.linked((2, 0)) and not b.linked((1, 0))
    # cards joined to the ladder count as linked
    assert b.can_place(STRAIGHT_NS, (2, -1), False)
    put(b, STRAIGHT_NS, (2, -1))
    assert b.linked((2, -1))
    assert (2, -2) in spots(b, STRAIGHT_NS)


def test_ladder_may_touch_by_rock_only() -> None:
    b = new()
    put(b, STRAIGHT_EW, (1, 0))
    assert not b.can_place(LADDER_S, (1, -1), False)  # S open against rock
    assert b.can_place(LADDER_S, (1, -1), True)
    put(b, LADDER_S, (1, -1), True)
    assert b.linked((1, -1))
    assert (1, -2) in spots(b, STRAIGHT_NS)
    assert not b.can_place(LADDER_S, (9, 9), True)  # it must touch a card


def test_ladder_links_an_unlinked_tunnel() -> None:
    b = new()
    put(b, BRIDGE, (1, 0))
    assert (1, -1) not in spots(b, STRAIGHT_NS)
    put(b, LADDER_S, (1, 1), True)  # opens N into the bridge's N-S tunnel
    assert (1, -1) in spots(b, STRAIGHT_NS)


def test_ladder_never_next_to_a_goal() -> None:
    b = new()
    row(b, 1, 6)
    put(b, CURVE_SE, (7, 0), True)  # N-W
    put(b, STRAIGHT_NS, (7, -1))
    assert b.can_place(CURVE_SE, (7, -2), False)  # a plain card may go there
    assert not b.can_place(LADDER_SE, (7, -2), False)
    for card in (LADDER_S, LADDER_SE):
        assert not spots(b, card) & NEAR_GOAL
    b.place(CURVE_SE, (7, -2), False)  # reveals goal 0, turned S-W
    # face-up goals too: a plain card fits under the stone, a ladder does not
    assert b.can_place(STRAIGHT_NS, (8, -1), False)
    assert not b.can_place(LADDER_S, (8, -1), True)
    assert not spots(b, LADDER_S) & NEAR_GOAL


# ----- goals -----


def test_stone_is_turned_to_fit_the_card_that_reached_it() -> None:
    b = new()
    row(b, 1, 6)
    put(b, CURVE_SE, (7, 0), True)  # N-W
    put(b, STRAIGHT_NS, (7, -1))
    assert b.place(CURVE_SE, (7, -2), False) == [Reveal(0, STONE_NE, True)]
    assert b.face_up(0) and not b.face_up(1) and not b.gold_reached()
    assert b.at(GOAL_CELLS[0]) == (STONE_NE, True)  # S-W: W faces the curve
    assert b.linked(GOAL_CELLS[0])
    # it is part of the maze now: its S end can be continued
    assert (8, -1) in spots(b, STRAIGHT_NS)
    # and a face-up goal imposes its sides
    assert not b.can_place(CROSS, (8, -3), False)
    assert b.can_place(LADDER_S, (8, -1), True) is False


def test_stone_fitting_no_neighbour_faces_the_reaching_card() -> None:
    b = new()
    # a tunnel along y = -3 ending with a stub pointing down at goal 0
    put(b, STRAIGHT_NS, (0, -1))
    put(b, STRAIGHT_NS, (0, -2))
    put(b, CURVE_SE, (0, -3))
    row(b, 1, 7, y=-3)
    assert put(b, EW_STUB_S, (8, -3)) == []  # a dead end reveals nothing
    row(b, 1, 6)
    put(b, CURVE_SE, (7, 0), True)  # N-W
    put(b, STRAIGHT_NS, (7, -1))
    # unturned (N-E) would meet the stub but turn its back on (7, -2); turned (S-W) the
    # reverse: neither fits all neighbours, so the tunnel faces the card that reached it
    assert b.place(CURVE_SE, (7, -2), False) == [Reveal(0, STONE_NE, True)]


def test_gold_reveal() -> None:
    b = new()
    row(b, 1, 6)
    assert b.place(STRAIGHT_EW, (7, 0), False) == [Reveal(1, GOLD, False)]
    assert b.gold_reached() and b.gold_index == 1
    assert b.linked(GOAL_CELLS[1])
    assert {(9, 0), (8, -1), (8, 1)} <= spots(b, CROSS)
    assert not b.face_up(0) and not b.face_up(2)


def test_goal_fitting_its_neighbours_wins_over_the_reaching_edge() -> None:
    # a T-shaped goal (not a real card): reached from N, both ways face the reaching card, but
    # only the turned one (N-S-W) keeps rock against the straight at (9, -2)
    b = new((T_NSE, GOLD, STONE_NW))
    for y in (-1, -2, -3):
        put(b, STRAIGHT_NS, (0, y))
    put(b, CURVE_SE, (0, -4))
    row(b, 1, 7, y=-4)
    put(b, CROSS, (8, -4))
    put(b, CURVE_SW, (9, -4))
    put(b, STRAIGHT_NS, (9, -3))
    put(b, STRAIGHT_NS, (9, -2))
    assert b.place(STRAIGHT_NS, (8, -3), False) == [Reveal(0, T_NSE, True)]


def test_one_card_can_reveal_two_goals() -> None:
    b = new((STONE_NE, STONE_NW, GOLD))
    put(b, CROSS, (0, 1))
    row(b, 1, 7, y=1, card=CROSS)
    # between goals 1 and 2: both turn face up, in index order
    assert b.place(CROSS, (8, 1), False) == [Reveal(1, STONE_NW, True), Reveal(2, GOLD, False)]
    assert b.gold_reached() and not b.face_up(0)
    assert (9, 0) in spots(b, CROSS)  # the stone, turned S-E, leads on


def test_gold_is_found_by_shape_or_named() -> None:
    assert new((GOLD, STONE_NE, STONE_NW)).gold_index == 0
    assert Board(SHAPES, START, (CROSS, STONE_NE, GOLD), gold=GOLD).gold_index == 2
    with pytest.raises(ValueError):
        Board(SHAPES, START, (CROSS, STONE_NE, GOLD))  # two crosses: which is gold?


# ----- doors and teams -----


def to_gold(b: Board, *cards: int) -> None:
    """Lay cards along y = 0 from x = 1, then straights up to the gold."""
    for x, card in enumerate(cards, 1):
        put(b, card, (x, 0))
    row(b, len(cards) + 1, 7)
    assert b.gold_reached()


def test_no_route_before_gold() -> None:
    b = new()
    assert not b.team_route("blue") and not b.team_route("green")


def test_blue_door_blocks_green_only() -> None:
    b = new()
    to_gold(b, CROSS, CROSS, DOOR_BLUE)
    assert b.team_route("green")  # blue team: no green door on the way
    assert not b.team_route("blue")  # green team: the blue door is in the way


def test_doors_of_both_colours_in_series_block_both() -> None:
    b = new()
    to_gold(b, DOOR_BLUE, DOOR_GREEN)
    assert not b.team_route("blue") and not b.team_route("green")


def test_a_second_route_gets_round_a_door() -> None:
    b = new()
    to_gold(b, CROSS, CROSS, DOOR_BLUE, CROSS)
    assert not b.team_route("blue")
    put(b, CURVE_SW, (2, 1), True)  # N-E
    put(b, STRAIGHT_EW, (3, 1))
    put(b, CURVE_SE, (4, 1), True)  # N-W
    assert b.team_route("blue") and b.team_route("green")


def test_no_turning_on_a_bridge_round_a_door() -> None:
    b = new()
    to_gold(b, CROSS, DOOR_BLUE, BRIDGE)
    put(b, CURVE_SW, (1, 1), True)  # N-E
    put(b, STRAIGHT_EW, (2, 1))
    put(b, CURVE_SE, (3, 1), True)  # N-W  # meets the bridge's N-S tunnel, not its E-W one
    assert not b.team_route("blue")
    assert b.team_route("green")


def test_a_ladder_bypasses_a_door() -> None:
    b = new()
    to_gold(b, DOOR_BLUE, STRAIGHT_EW, CROSS)
    assert not b.team_route("blue")
    put(b, LADDER_S, (3, 1), True)
    assert b.team_route("blue")


def test_door_stub_is_a_normal_tunnel_for_placing() -> None:
    b = new()
    put(b, DOOR_GREEN_STUB, (0, 1))
    assert b.linked((0, 1))
    assert (0, 2) in spots(b, STRAIGHT_NS)
    assert (1, 1) not in spots(b, STRAIGHT_EW)  # the stub is a dead end


# ----- rockfall -----


def test_rockfall_disconnects_a_branch() -> None:
    b = new()
    row(b, 1, 3)
    assert (4, 0) in spots(b, STRAIGHT_EW)
    assert b.remove((2, 0)) == STRAIGHT_EW
    assert not b.linked((3, 0)) and b.linked((1, 0))
    assert (4, 0) not in spots(b, STRAIGHT_EW)
    assert (2, 0) in spots(b, STRAIGHT_EW)
    assert b.removable() == [(1, 0), (3, 0)]
    put(b, STRAIGHT_EW, (2, 0))  # filling the gap links the branch again
    assert b.linked((3, 0)) and (4, 0) in spots(b, STRAIGHT_EW)


def test_rockfall_keeps_what_a_ladder_holds() -> None:
    b = new()
    row(b, 1, 3, card=CROSS)
    put(b, LADDER_S, (3, 1), True)
    b.remove((2, 0))
    assert b.linked((3, 0)) and (4, 0) in spots(b, CROSS)


def test_start_and_goals_cannot_be_removed() -> None:
    b = new()
    to_gold(b)
    for pos in ((0, 0), *GOAL_CELLS, (5, 5)):
        with pytest.raises(ValueError):
            b.remove(pos)


# ----- crystals -----


def test_crystals_count_linked_or_not() -> None:
    b = new()
    assert b.crystals() == 0
    put(b, STRAIGHT_EW, (1, 0))
    put(b, CRYSTAL_T, (2, 0))
    put(b, EW_STUB_S, (3, 0))
    assert b.crystals() == 2
    b.remove((1, 0))
    assert b.crystals() == 2 and not b.linked((2, 0))


# ----- copies and JSON -----


def test_copy_is_independent() -> None:
    b = new()
    row(b, 1, 3)
    c = b.copy()
    assert c.placements(CROSS) == b.placements(CROSS)
    c.place(CROSS, (4, 0), False)
    c.remove((1, 0))
    assert b.at((4, 0)) is None and b.linked((3, 0)) and b.at((1, 0)) is not None
    assert (4, 0) in spots(b, CROSS)
    assert b.to_json() != c.to_json()


def test_json_round_trip_and_hidden_goals() -> None:
    b = new()
    row(b, 1, 6)
    put(b, CURVE_SE, (7, 0), True)  # N-W
    put(b, STRAIGHT_NS, (7, -1))
    b.place(CURVE_SE, (7, -2), False)
    data = b.to_json()
    assert data["goals"] == [[STONE_NE, True, True], [GOLD, False, False],
                             [STONE_NW, False, False]]
    assert data["cells"][0] == [1, 0, STRAIGHT_EW, False]
    back = Board.from_json(data, SHAPES, START, (GOLD, STONE_NE, STONE_NW))
    assert back.to_json() == data
    for card in range(len(SHAPES)):
        assert back.placements(card) == b.placements(card)
    pub = b.public_json(None)
    assert pub["goals"] == [[STONE_NE, True, True], [None, False, False], [None, False, False]]
    assert b.public_json({2})["goals"][2] == [STONE_NW, False, False]
    with pytest.raises(ValueError):
        Board.from_json(data, SHAPES, START, (GOLD, GOLD, STONE_NW))


def test_deal_goals_changes_face_down_goals_only() -> None:
    b = new()
    row(b, 1, 6)
    put(b, CURVE_SE, (7, 0), True)  # N-W
    put(b, STRAIGHT_NS, (7, -1))
    b.place(CURVE_SE, (7, -2), False)  # reveals goal 0
    c = b.copy()
    c.deal_goals((STONE_NE, STONE_NW, GOLD))
    assert c.gold_index == 2 and b.gold_index == 1 and b.goal_card(2) == STONE_NW
    assert c.placements(CROSS) == b.placements(CROSS)
    with pytest.raises(ValueError):
        c.deal_goals((GOLD, STONE_NE, STONE_NW))  # goal 0 is face up
    put(c, STRAIGHT_NS, (8, -1))  # reaches goal 1, now the other stone
    assert c.face_up(1) and not c.gold_reached()


def test_cells_view() -> None:
    b = new()
    put(b, CURVE_SE, (1, 0), True)
    assert b.cells() == {(0, 0): (START, False), (1, 0): (CURVE_SE, True)}


# ----- cells as ints (the board's inside) -----


def test_cells_are_ints_that_sort_as_positions() -> None:
    positions = [(x, y) for x in range(-80, 81, 9) for y in (-20251, -74, -1, 0, 1, 74, 20251)]
    assert all(pos_of(cell_of(p)) == p for p in positions)
    assert sorted(positions) == sorted(positions, key=cell_of)
    assert spot_id((3, -2), True) == cell_of((3, -2)) << 1 | 1


def test_cells_off_the_grid_are_never_playable() -> None:
    b = new()
    put(b, CROSS, (1, 0))
    # a y past the int encoding would alias another cell: every query says no instead
    far = (1, 1 + 40503)
    for pos in (far, (0, 10**12), (2, -(10**9))):
        assert not b.can_place(STRAIGHT_NS, pos, False)
        assert not b.can_place(LADDER_S, pos, False)
        assert b.at(pos) is None and not b.linked(pos) and not b.is_removable(pos)
    with pytest.raises(ValueError):
        b.remove(far)
    with pytest.raises(ValueError):
        Board.from_json({"cells": [[1, 10**9, CROSS, False]], "goals": b.to_json()["goals"]},
                        SHAPES, START, GOALS)


def test_placements_in_maps_the_listed_ids_and_misses_loudly() -> None:
    b = new()
    row(b, 1, 3)
    put(b, LADDER_S, (2, 1))  # a ladder below the row: spots that are not live
    for card in (CROSS, T_NSE, CURVE_SE, LADDER_S, DEAD_W):
        ids = b.placement_ids(card)
        table = {i: ("spot", i) for i in ids}
        assert b.placements_in(card, table) == [("spot", i) for i in ids]
        if ids:
            del table[ids[-1]]
            with pytest.raises(KeyError):
                b.placements_in(card, table)
