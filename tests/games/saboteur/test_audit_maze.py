"""An audit of Saboteur's TUNNEL MAZE at the edges of what the rules allow.

Every placement rule and every special path card, each test comparing what `legal()` offers
(and what `apply` accepts) with a small reasoning from the rules: every touching side must
fit (face-down goals impose nothing, face-up goals do, cut-off cards still do); a card must
meet an open tunnel joined to the entrance (its own dead-end stub will do, a neighbour's stub
or rock will not); cards turn 180 degrees only and those that look the same turned are listed
once; a goal turns over through the edge a joined tunnel faces, a stone lying the way that
fits, a goal reached through another face-up goal; doors (their curves and the stub door) lay
as tunnels and shut out the other team at scoring; bridges and double curves join only the
tunnel that meets the way; ladders fit every side they touch, never beside a goal (behind or
between the goals too) and join a cut-off part again; crystals count joined or not; a
rockfall cuts links but cut-off cards still impose their sides; the maze grows past the 5 x 9
pattern.

Sources: the seed (shared/seeds/saboteur-2.zh-Hant.txt), rules.md A.3, B.2, B.3, B.5, C.7,
D.5, E.1, and docs/saboteur.md "The tunnel maze". Cells: the start at (0, 0), x toward the
goals at (8, -2), (8, 0), (8, 2) (goals 0, 1, 2), y downward. The earlier audits
(test_audit_*.py, test_board.py, test_rules.py) are not repeated."""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.errors import IllegalAction
from ludoteca.games.saboteur.content import load

from .helpers import BLUE, FAR_SIDE, GOLD_MIDDLE, GREEN, WAY, WAY_TOP, act, of_kind, table

STONES_GOLD_LOW = ["goal_stone_a", "goal_stone_b", "goal_gold"]  # gold at the bottom


def spots(s: Any, seat: int, card: str) -> set[tuple[int, int, bool]]:
    """(x, y, turned) of every path action `legal()` offers the seat for that card type."""
    return {(a.get("x"), a.get("y"), a.get("turned")) for a in s.legal(seat)
            if a.kind == "path" and a.get("card") == card}


def cells_of(s: Any, seat: int, card: str) -> set[tuple[int, int]]:
    return {(x, y) for x, y, _ in spots(s, seat, card)}


def lay(s: Any, seat: int, card: str, x: int, y: int, turned: bool = False) -> list[Any]:
    return act(s, seat, "path", card=card, x=x, y=y, turned=turned)


def goals_turned(events: list[Any]) -> list[tuple[int, str, bool]]:
    return [(e.data["goal"], e.data["card"], e.data["turned"]) for e in of_kind(events, "goal")]


def route(y: int, last: str, turned: bool = False) -> list[list[Any]]:
    """A way along row y = -1 or 1 from the cross at (0, y) to the card `last` at (7, y)."""
    return [[0, y, "s1_cross", False], *([x, y, "s1_t_nwe", y > 0] for x in range(1, 6)),
            [6, y, "s1_straight_ew", False], [7, y, last, turned]]


# ============================================================ every touching side must fit
def test_face_down_goal_imposes_nothing_face_up_goal_imposes_its_rock() -> None:
    """B.3.2 (face-down goals impose nothing), B.3.7 (a stone turned over is part of the
    maze), docs 'The tunnel maze' (a face-up goal imposes its sides like any card). (8, -3),
    above the top goal, is joined from (7, -3). While the goal is face down a S-W curve may
    go there, its S opening facing the goal. Once the stone (N-E) is reached from the west
    it lies turned, S-W, rock on its N side: the curve's S opening would meet rock, so it is
    refused; a straight E-W (rock below) still fits."""
    maze = [*WAY_TOP, [6, -3, "s1_cross", False], [7, -3, "s1_straight_ew", False]]
    s = table(3, goals=GOLD_MIDDLE, maze=maze,
              hands={"0": ["s1_straight_ew", "s1_curve_sw"],
                     "1": ["s1_curve_sw", "s1_straight_ew"]})
    assert (8, -3, False) in spots(s, 0, "s1_curve_sw")
    events = lay(s, 0, "s1_straight_ew", 7, -2)
    assert goals_turned(events) == [(0, "goal_stone_a", True)]
    assert (8, -3) not in cells_of(s, 1, "s1_curve_sw")
    assert (8, -3, False) in spots(s, 1, "s1_straight_ew")
    with pytest.raises(IllegalAction):
        lay(s, 1, "s1_curve_sw", 8, -3)


def test_face_up_stone_opening_must_be_met_the_gold_below_imposes_nothing() -> None:
    """B.3.2, B.3.7, B.3.4: under the top stone (lying S-W) the cell (8, -1) is joined
    through the stone's S end, so a card there needs an opening north; its south side faces
    the face-down gold, which imposes nothing. A S-E curve fits only turned (N-W), a S-W
    curve only turned (N-E), a straight N-S and the dead end N-S (its N stub meets the
    stone's tunnel) fit; a straight E-W (rock north) does not. The N-E curve, rock toward
    the gold, reveals nothing."""
    hand = ["s1_curve_se", "s1_curve_sw", "s1_straight_ns", "s1_straight_ew", "s1_dead_ns"]
    s = table(3, goals=GOLD_MIDDLE, maze=WAY_TOP,
              hands={"0": ["s1_straight_ew", "map"], "1": hand})
    lay(s, 0, "s1_straight_ew", 7, -2)
    assert s.facts()["cells"]["8,-2"] == ["goal_stone_a", True]
    at = {card: {t for x, y, t in spots(s, 1, card) if (x, y) == (8, -1)} for card in hand}
    assert at == {"s1_curve_se": {True}, "s1_curve_sw": {True}, "s1_straight_ns": {False},
                  "s1_straight_ew": set(), "s1_dead_ns": {False}}
    events = lay(s, 1, "s1_curve_sw", 8, -1, turned=True)
    assert of_kind(events, "goal") == [] and s.facts()["goals_up"] == [True, False, False]
    assert s.round == 1


def test_cut_off_card_still_imposes_its_sides() -> None:
    """B.3.2 (all four sides fit the cards already next to it), B.4 Rockfall (the card
    leaves the maze, the rest stays): after the rockfall at (2, 0) the straight N-S at
    (2, 1) is cut off, so nothing may grow from it ((2, 2) is no longer offered), but it
    still lies there: at (1, 1), joined through the cross above, the E side must show rock
    to it. A cross or a T open E is refused there, a straight N-S or the T turned (N-S-W)
    fits."""
    maze = [[1, 0, "s1_cross", False], [2, 0, "s1_cross", False],
            [2, 1, "s1_straight_ns", False]]
    s = table(3, maze=maze, hands={"0": ["rockfall", "map"],
                                   "1": ["s1_cross", "s1_t_nse", "s1_straight_ns"]})
    act(s, 0, "rockfall", card="rockfall", x=2, y=0)
    assert not s.board.linked((2, 1))
    assert (1, 1) not in cells_of(s, 1, "s1_cross")
    assert {t for x, y, t in spots(s, 1, "s1_t_nse") if (x, y) == (1, 1)} == {True}
    assert (1, 1, False) in spots(s, 1, "s1_straight_ns")
    assert (2, 2) not in cells_of(s, 1, "s1_straight_ns")
    with pytest.raises(IllegalAction):
        lay(s, 1, "s1_cross", 1, 1)


def test_touching_the_maze_only_by_rock_is_no_connection() -> None:
    """B.3.3 (at least one opening must face an open tunnel joined to the start), B.5 (a
    ladder need only touch a card, edges matching): (1, 1) touches only the straight E-W at
    (1, 0), by its rock side. A straight E-W there fits every side (rock to rock) yet meets
    no tunnel: refused. The ladder opening W fits there too and, being a ladder, is
    allowed."""
    s = table(3, maze=[[1, 0, "s1_straight_ew", False]],
              hands={"0": ["s1_straight_ew", "s2_ladder_w"]})
    assert (1, 1) not in cells_of(s, 0, "s1_straight_ew")
    with pytest.raises(IllegalAction):
        lay(s, 0, "s1_straight_ew", 1, 1)
    assert (1, 1, False) in spots(s, 0, "s2_ladder_w")
    lay(s, 0, "s2_ladder_w", 1, 1)
    assert s.board.linked((1, 1))


# ============================================================ the open route to the start
def test_a_card_joined_only_by_its_own_stub_leaves_its_tunnel_cut_off() -> None:
    """B.3.3 ("the opening itself may be a dead end"), B.3.6, E.1: the straight N-S with a
    stub E, turned, has its W stub facing the start's tunnel: legal; as printed its W side
    is rock against that tunnel: refused. Laid, its N-S tunnel meets nothing joined, so
    neither end is a place to build."""
    card = "s2_straight_ns_dead_e"
    s = table(3, hands={"0": [card, "map"], "1": ["s1_straight_ns", "s1_cross"]})
    assert (1, 0, True) in spots(s, 0, card) and (1, 0, False) not in spots(s, 0, card)
    with pytest.raises(IllegalAction):
        lay(s, 0, card, 1, 0)
    lay(s, 0, card, 1, 0, turned=True)
    assert not s.board.linked((1, 0))
    assert not cells_of(s, 1, "s1_straight_ns") & {(1, -1), (1, 1)}
    assert (2, 0) not in cells_of(s, 1, "s1_cross")


def test_a_gap_filled_far_from_the_gold_joins_a_cut_off_way_and_reveals_it() -> None:
    """B.3.7 (a goal turns over when an uninterrupted path from the start reaches it), A.9
    rule 1/4: the way (4, 0)-(7, 0) faces the gold but has a gap at (3, 0); the cross
    filling the gap, five cells from the goal, completes the path: the gold turns over and
    the round ends, the gap-filler the finisher."""
    maze = [c for c in WAY if c[0] != 3] + [[7, 0, "s1_straight_ew", False]]
    s = table(3, roles=[BLUE, "saboteur", GREEN], goals=GOLD_MIDDLE, maze=maze,
              hands={"0": ["s1_cross", "map"]})
    assert not s.board.linked((7, 0)) and s.facts()["goals_up"] == [False] * 3
    events = lay(s, 0, "s1_cross", 3, 0)
    assert goals_turned(events) == [(1, "goal_gold", False)]
    assert s.results[0]["gold_found"] is True and s.results[0]["finisher"] == 0


# cut-off straights on both sides of (0, 3), which is joined from above
CROSSING = [[0, 1, "s1_straight_ns", False], [0, 2, "s1_straight_ns", False],
            [-1, 3, "s1_straight_ew", False], [1, 3, "s1_straight_ew", False]]


@pytest.mark.parametrize(("card", "west", "east", "south"), [
    ("s1_cross", True, True, True),  # one tunnel: everything it meets is joined
    ("s2_bridge", False, False, True),  # N-S joined; the E-W tunnel is not
    ("s2_double_curve_a", True, False, False),  # N-W joined; E-S is not
    ("s2_double_curve_b", False, True, False),  # N-E joined; S-W is not
])
def test_a_two_tunnel_card_joins_only_what_its_joined_tunnel_meets(
        card: str, west: bool, east: bool, south: bool) -> None:
    """B.5 Bridge / Double curve (two tunnels that are not connected; at least one must be
    connected to the start), E.1 (links follow tunnel groups): laid at (0, 3) from the north
    between two cut-off straights, the card joins only the straights its north tunnel
    meets; the cells beyond them, and below it, are offered only if joined."""
    s = table(3, maze=CROSSING, hands={"0": [card, "map"], "1": ["s1_cross", "map"]})
    assert not s.board.linked((-1, 3)) and not s.board.linked((1, 3))
    lay(s, 0, card, 0, 3)
    assert s.board.linked((-1, 3)) is west and s.board.linked((1, 3)) is east
    offered = cells_of(s, 1, "s1_cross")
    assert ((-2, 3) in offered, (2, 3) in offered, (0, 4) in offered) == (west, east, south)


# ============================================================ turning 180 degrees
def _looks_the_same_turned(p: Any) -> bool:
    """From the data: openings, tunnels and stubs unchanged by N<->S, E<->W."""
    def turn(m: int) -> int:
        return ((m << 2) | (m >> 2)) & 15
    return (turn(p.open) == p.open and turn(p.dead_ends) == p.dead_ends
            and sorted(map(turn, p.groups)) == sorted(p.groups))


def test_cards_that_look_the_same_turned_are_listed_once_and_played_as_listed() -> None:
    """B.3.4 (turned 180 degrees, never crosswise), docs 'The tunnel maze' (a card that
    looks the same turned is listed once, unturned; either orientation is accepted and
    played as listed). Around the start (a cross) every orientation with an opening fits
    some side, so a card that differs turned is offered turned somewhere. By hand the
    symmetric ones are the straights, the cross, the two-sided dead ends (N-S, E-W, all
    four), the bridge, both double curves, the straight doors, the two straights with two
    stubs and the crystal cross."""
    expected = {"s1_straight_ns", "s1_straight_ew", "s1_cross", "s1_dead_ns", "s1_dead_ew",
                "s1_dead_all", "s2_bridge", "s2_double_curve_a", "s2_double_curve_b",
                "s2_door_blue_ns", "s2_door_blue_ew", "s2_door_green_ew",
                "s2_straight_ns_dead_e_w", "s2_straight_ew_dead_n_s", "s2_crystal_cross"}
    paths = {p.id: p for p in load().paths.values() if p.kind == "path"}
    assert {t for t, p in paths.items() if _looks_the_same_turned(p)} == expected
    for t in sorted(paths):
        s = table(3, hands={"0": [t, "map"]})
        offered = spots(s, 0, t)
        assert offered, t
        assert any(turned for _, _, turned in offered) is (t not in expected), t
        if t in expected:
            x, y, _ = min(offered)
            events = lay(s, 0, t, x, y, turned=True)
            assert [e.data["turned"] for e in of_kind(events, "path")] == [False], t
            assert s.facts()["cells"][f"{x},{y}"] == [t, False]


def test_a_dead_end_turns_half_round_never_crosswise() -> None:
    """B.3.4, B.3.6: the dead end with one stub (S) fits above the start as printed and
    below it turned (stub N); east or west of the start it would need the stub sideways
    (a quarter turn): never offered, refused when sent."""
    s = table(3, hands={"0": ["s1_dead_s", "map"]})
    assert spots(s, 0, "s1_dead_s") == {(0, -1, False), (0, 1, True)}
    for x, turned in ((1, False), (1, True), (-1, False), (-1, True)):
        with pytest.raises(IllegalAction):
            lay(s, 0, "s1_dead_s", x, 0, turned)


# ============================================================ reaching the goals
@pytest.mark.parametrize(("card", "turned", "reveals"), [
    ("s1_straight_ew", False, []),  # rock to both goals
    ("s1_curve_sw", False, [(1, "goal_stone_b", False)]),  # S to the middle goal
    ("s1_curve_se", True, [(0, "goal_stone_a", True)]),  # N-W: N to the top goal
    ("s1_cross", False, [(0, "goal_stone_a", True), (1, "goal_stone_b", False)]),
    ("s1_dead_nse", True, []),  # N-S-W stubs: the W stub meets the way, nothing passes
    ("s2_bridge", False, []),  # E-W joined; the N-S tunnel facing both goals is not
    ("s2_double_curve_a", False, [(0, "goal_stone_a", True)]),  # W-N joined
    ("s2_double_curve_b", False, [(1, "goal_stone_b", False)]),  # S-W joined
])
def test_which_edge_reaches_which_goal_from_between_them(
        card: str, turned: bool, reveals: list[tuple[int, str, bool]]) -> None:
    """B.3.7 (a goal reached by a path from the start turns over; a stone lies turned so
    that its tunnel fits the card that reached it), B.3.6 (nothing passes a dead end), B.5
    (the tunnels of a bridge or double curve do not meet), docs (one placement may reveal
    two goals, in goal order). At (8, -1), between the top and middle goals, the card is
    joined from the west; a joined opening N reaches the top stone (N-E, which lies turned,
    S-W, to open south), S the middle stone (N-W, unturned, open north). The gold is at the
    bottom: the round goes on."""
    s = table(3, goals=STONES_GOLD_LOW, maze=route(-1, "s2_straight_ew_dead_n_s"),
              hands={"0": [card, "map"]})
    events = lay(s, 0, card, 8, -1, turned)
    assert goals_turned(events) == reveals
    assert s.facts()["goals_up"] == [any(g == i for g, _, _ in reveals) for i in range(3)]
    assert s.round == 1


# down to (9, -3) round the top of the goals, from the far side; (8, -3) left empty
BEHIND = [[0, -1, "s1_straight_ns", False], [0, -2, "s1_straight_ns", False],
          [0, -3, "s1_straight_ns", False], [0, -4, "s1_curve_se", False],
          *([x, -4, "s1_cross", False] for x in range(1, 6)),
          *([x, -4, "s1_straight_ew", False] for x in range(6, 9)),
          [9, -4, "s1_curve_sw", False], [9, -3, "s1_straight_ns", False]]


@pytest.mark.parametrize(("stone", "turned", "grows"), [
    ("goal_stone_a", False, (8, -3)),  # N-E as printed: open E and N
    ("goal_stone_b", True, (8, -1)),  # N-W turned: S-E, open E and S
])
def test_a_stone_reached_from_behind_lies_with_its_tunnel_east(
        stone: str, turned: bool, grows: tuple[int, int]) -> None:
    """B.2 (the maze may extend beyond the pattern), B.3.7 (a stone reached from any side
    lies turned so that its tunnel fits the card that reached it, and is part of the maze
    from then on): the T (N-S-W) laid at (9, -2) reaches the top goal from the east. Stone A
    (N-E) then lies as printed, stone B (N-W) turned (S-E); the stone's other end is a new
    place to build (N of A, S of B)."""
    other = "goal_stone_b" if stone == "goal_stone_a" else "goal_stone_a"
    s = table(3, goals=[stone, "goal_gold", other], maze=BEHIND,
              hands={"0": ["s1_t_nse", "s1_curve_sw"], "1": ["s1_curve_sw", "map"]})
    assert grows not in cells_of(s, 0, "s1_curve_sw")
    events = lay(s, 0, "s1_t_nse", 9, -2, turned=True)
    assert goals_turned(events) == [(0, stone, turned)]
    assert s.board.linked((8, -2)) and s.round == 1
    assert grows in cells_of(s, 1, "s1_curve_sw")


def test_a_goal_reached_through_another_face_up_goal_turns_over_after_it() -> None:
    """B.3.7 (a stone turned over is part of the maze; its tunnel can be continued), A.9
    rule 1/4 (the gold reached ends the round): a straight at (7, 2) reaches the bottom goal
    (stone B, N-W) from the west; it lies as printed, its N end meeting the cut-off straight
    at (8, 1), whose N end faces the middle goal, the gold. The one placement turns the
    stone over, then the gold, in that order, and ends the round."""
    maze = [[0, 1, "s1_straight_ns", False], [0, 2, "s1_curve_sw", True],
            *([x, 2, "s1_t_nwe", False] for x in range(1, 6)),
            [6, 2, "s1_straight_ew", False], [8, 1, "s1_straight_ns", False]]
    s = table(3, roles=[BLUE, "saboteur", GREEN],
              goals=["goal_stone_a", "goal_gold", "goal_stone_b"], maze=maze,
              hands={"0": ["s1_straight_ew", "map"]})
    assert not s.board.linked((8, 1))
    events = lay(s, 0, "s1_straight_ew", 7, 2)
    assert goals_turned(events) == [(2, "goal_stone_b", False), (1, "goal_gold", False)]
    r = s.results[0]
    assert r["gold_found"] is True and r["finisher"] == 0 and r["winners"] == [0, 2]


def test_a_face_up_stone_cut_off_offers_nothing_until_joined_again() -> None:
    """B.4 Rockfall (any path card, never a goal; the gap may be refilled), B.3.3, docs (a
    face-up goal stays face up and part of the maze even if cut off): the top stone lies
    S-W, its S end making (8, -1) a place to build. Once the card that reached it is taken
    out, the stone stays face up but (8, -1) is offered no more; a T filling the gap joins
    the stone again and (8, -1) is offered again."""
    s = table(3, goals=GOLD_MIDDLE, maze=WAY_TOP,
              hands={"0": ["s1_straight_ew", "s1_t_nwe"], "1": ["rockfall", "s1_straight_ns"],
                     "2": ["s1_straight_ns", "s1_t_nwe"]})
    lay(s, 0, "s1_straight_ew", 7, -2)
    assert (8, -1) in cells_of(s, 1, "s1_straight_ns")
    act(s, 1, "rockfall", card="rockfall", x=7, y=-2)
    assert s.facts()["goals_up"] == [True, False, False] and not s.board.linked((8, -2))
    assert (8, -1) not in cells_of(s, 2, "s1_straight_ns")
    assert (7, -2) in cells_of(s, 2, "s1_t_nwe")
    lay(s, 2, "s1_t_nwe", 7, -2)
    assert s.board.linked((8, -2))
    assert (8, -1, False) in spots(s, 0, "s1_t_nwe")


# ============================================================ doors
@pytest.mark.parametrize(("maze", "card", "turned", "blue", "green"), [
    (route(-1, "s2_door_blue_curve_sw"), "s1_curve_sw", True, True, False),
    (route(1, "s2_door_green_curve_se", True), "s1_curve_se", False, False, True),
])
def test_door_curves_lay_as_curves_and_let_only_their_colour_through(
        maze: list[Any], card: str, turned: bool, blue: bool, green: bool) -> None:
    """A.3 / B.5 (a door is a normal tunnel for placing; only its colour's team passes it),
    A.9 win table (blue needs no green door, green no blue door): the blue door curve (S-W)
    turns a way along y = -1 down to (7, 0); the green one, turned (N-W), a way along
    y = 1 up to it. The curve laid at (7, 0) turns to the gold; only the door's colour
    wins."""
    s = table(3, roles=[BLUE, GREEN, "saboteur"], goals=GOLD_MIDDLE, maze=maze,
              hands={"0": [card, "map"]})
    assert s.board.linked((7, -1 if blue else 1))
    events = lay(s, 0, card, 7, 0, turned)
    assert [e.data["goal"] for e in of_kind(events, "goal")] == [1]
    r = s.results[0]
    assert (r["blue_way"], r["green_way"]) == (blue, green)
    assert r["winners"] == ([0] if blue else [1])


def test_the_stub_door_lays_as_its_own_tunnel_and_shuts_blue_out() -> None:
    """A.3 / B.5 (for placing, a door is its card's tunnel; at scoring only its colour
    passes), B.3.6: the green door N-S with a stub E, below the start, is joined through N;
    (0, 2) below it is offered, (1, 1) against its stub is not. On the way to the gold
    (under the top stone, which the finishing card turns over) it lets green win and shuts
    blue out."""
    door = "s2_door_green_ns_dead_e"
    s = table(3, hands={"0": [door, "map"], "1": ["s1_cross", "s1_straight_ns"]})
    lay(s, 0, door, 0, 1)
    assert s.board.linked((0, 1))
    assert (0, 2) in cells_of(s, 1, "s1_straight_ns")
    assert (1, 1) not in cells_of(s, 1, "s1_cross")
    s = table(3, roles=[BLUE, GREEN, "saboteur"], goals=GOLD_MIDDLE,
              maze=[*WAY_TOP, [8, -1, door, False]], hands={"0": ["s1_straight_ew", "map"]})
    events = lay(s, 0, "s1_straight_ew", 7, -2)
    assert [e.data["goal"] for e in of_kind(events, "goal")] == [0, 1]
    r = s.results[0]
    assert (r["blue_way"], r["green_way"]) == (False, True) and r["winners"] == [1]


# ============================================================ ladders (new exits)
def test_a_ladder_must_fit_every_side_it_touches() -> None:
    """B.5 (a ladder must touch a path card, edges matching), B.3.4: around the start (open
    on every side) the one-tunnel ladder S fits above it as printed and below it turned
    (N); east or west its rock would face the start's tunnel. The ladder curve E-S fits on
    all four sides, west and above as printed, east and below turned (N-W)."""
    s = table(3, hands={"0": ["s2_ladder_s", "s2_ladder_curve_se"]})
    assert spots(s, 0, "s2_ladder_s") == {(0, -1, False), (0, 1, True)}
    assert spots(s, 0, "s2_ladder_curve_se") == {(-1, 0, False), (0, -1, False),
                                                 (1, 0, True), (0, 1, True)}
    with pytest.raises(IllegalAction):
        lay(s, 0, "s2_ladder_s", 1, 0, True)


def test_no_ladder_beside_a_goal_behind_or_between_them() -> None:
    """A.3 (新出口 not adjacent to the gold card), C.7 (any goal card, face down too), B.5
    (otherwise anywhere touching the maze, edges matching): with the maze round the top and
    down the far side, the ladder S fits by its sides at (9, 0) behind the gold (turned, N
    into the straight), at (8, -1) between two goals and at (7, -2) beside the top goal
    (rock against rock): all three are refused. Two cells from a goal, at (10, -2) and
    (8, -4), it is offered. A plain cross may go to (9, 0)."""
    s = table(3, goals=GOLD_MIDDLE, maze=FAR_SIDE,
              hands={"0": ["s2_ladder_s", "s1_cross"]})
    ladder = cells_of(s, 0, "s2_ladder_s")
    assert not ladder & {(9, 0), (8, -1), (7, -2)}
    assert {(10, -2), (8, -4)} <= ladder
    assert (9, 0) in cells_of(s, 0, "s1_cross")
    for x, y, turned in ((9, 0, True), (8, -1, False), (7, -2, False)):
        with pytest.raises(IllegalAction):
            lay(s, 0, "s2_ladder_s", x, y, turned)


def test_no_ladder_beside_a_face_up_stone_either() -> None:
    """C.7, docs 'The tunnel maze' (no goal card orthogonally next to a ladder, face down or
    up): stone A, reached from behind, lies N-E; (8, -3) above it touches no other goal.
    A S-W curve fits there (S into the stone, rock to the straight above) and is offered;
    the ladder S fits the same sides but is refused."""
    s = table(3, goals=GOLD_MIDDLE, maze=BEHIND,
              hands={"0": ["s1_t_nse", "map"], "1": ["s2_ladder_s", "s1_curve_sw"]})
    lay(s, 0, "s1_t_nse", 9, -2, turned=True)
    assert s.facts()["cells"]["8,-2"] == ["goal_stone_a", False]
    assert (8, -3, False) in spots(s, 1, "s1_curve_sw")
    assert (8, -3) not in cells_of(s, 1, "s2_ladder_s")
    with pytest.raises(IllegalAction):
        lay(s, 1, "s2_ladder_s", 8, -3)


def test_a_ladder_beside_a_cut_off_card_joins_it_again() -> None:
    """B.4 Rockfall, B.3.3, B.5 (a ladder is joined to the start and needs only to touch a
    card of the maze; cards joined to it count as connected): the rockfall at (2, 0) cuts
    the cross at (3, 0) off; only the gap is offered to a cross, not the cells round the
    cut-off cross. A ladder may still go beside it where its sides fit ((3, -1) as printed,
    (3, 1) turned; not (4, 0), where its rock would face the cross's tunnel); laid above it,
    the cross is joined again and (4, 0) is offered."""
    maze = [[1, 0, "s1_cross", False], [2, 0, "s1_cross", False], [3, 0, "s1_cross", False]]
    s = table(3, maze=maze, hands={"0": ["rockfall", "map"],
                                   "1": ["s1_cross", "s2_ladder_s"], "2": ["s1_cross", "map"]})
    act(s, 0, "rockfall", card="rockfall", x=2, y=0)
    assert cells_of(s, 1, "s1_cross") & {(2, 0), (4, 0), (3, 1), (3, -1)} == {(2, 0)}
    ladder = spots(s, 1, "s2_ladder_s")
    assert {(3, -1, False), (3, 1, True)} <= ladder
    assert not {(x, y) for x, y, _ in ladder} & {(4, 0)}
    lay(s, 1, "s2_ladder_s", 3, -1)
    assert s.board.linked((3, 0))
    assert (4, 0) in cells_of(s, 2, "s1_cross")


# ============================================================ crystals
def test_crystal_cards_joined_by_a_stub_only_still_count() -> None:
    """B.5 (crystals do not change connections), B.3.3 (a stub may be the opening that meets
    the way), D.5 (every crystal in the maze counts, joined or not): the crystal dead end W
    goes east of the start, its stub meeting the start's tunnel; the crystal T (E-S-W, stub
    N) goes below the start by its N stub, its own tunnel joined to nothing. Both count, and
    neither opens a place to build."""
    s = table(3, hands={"0": ["s2_crystal_dead_w", "map"],
                        "1": ["s2_crystal_t_esw_dead_n", "map"], "2": ["s1_cross", "map"]})
    assert {(1, 0, False), (-1, 0, True)} == spots(s, 0, "s2_crystal_dead_w")
    lay(s, 0, "s2_crystal_dead_w", 1, 0)
    assert (0, 1, False) in spots(s, 1, "s2_crystal_t_esw_dead_n")
    lay(s, 1, "s2_crystal_t_esw_dead_n", 0, 1)
    assert s.facts()["crystals"] == 2
    assert not s.board.linked((1, 0)) and not s.board.linked((0, 1))
    assert cells_of(s, 2, "s1_cross") == {(-1, 0), (0, -1)}


# ============================================================ the grid
def test_the_maze_grows_past_the_pattern_west_and_north() -> None:
    """B.2 (the official 5 x 9 pattern may be exceeded: the grid is unbounded): a way of
    ten cards west of the start and three north; a card is offered and accepted at
    (-11, 0) and at (0, -4), far outside columns 0-8 and rows -2..2."""
    west = [[-x, 0, "s1_cross" if x <= 5 else "s1_t_nwe", False] for x in range(1, 11)]
    north = [[0, -y, "s1_straight_ns", False] for y in range(1, 4)]
    s = table(3, maze=west + north, hands={"0": ["s1_straight_ew", "map"],
                                           "1": ["s1_straight_ns", "map"]})
    assert (-11, 0, False) in spots(s, 0, "s1_straight_ew")
    lay(s, 0, "s1_straight_ew", -11, 0)
    assert (0, -4, False) in spots(s, 1, "s1_straight_ns")
    lay(s, 1, "s1_straight_ns", 0, -4)
    assert {"-11,0", "0,-4"} <= set(s.facts()["cells"])
    assert s.board.linked((-11, 0)) and s.board.linked((0, -4))



def test_is_legal_takes_a_symmetric_card_sent_turned_as_apply_does() -> None:
    """docs/saboteur.md "The tunnel maze": a card that looks the same turned round is listed
    unturned only and, sent turned, played as listed; docs/architecture.md: `apply` is
    `is_legal` then the move, so `is_legal` says yes to what `apply` plays."""
    s = table(3, maze=[], hands={"0": ["s1_cross"]}, active=0)
    turned = Action.make("path", card="s1_cross", turned=True, x=1, y=0)
    assert s.is_legal(0, turned)
    assert not s.is_legal(0, Action.make("path", card="s1_cross", turned=True, x=5, y=0))
    s.apply(0, turned)
    assert s.board.at((1, 0)) is not None
