"""Second audit of the Saboteur engine against the rulebook: edge cases and rare
interactions that test_audit_turns.py, test_audit_scoring.py, test_rules.py, test_board.py
and the scenario files leave open.

Each test cites the rule it checks: the seed (shared/seeds/saboteur-2.zh-Hant.txt),
restated in shared/reference/saboteur/rules.md (Part A the seed, Part B the official rules
it relies on, Parts C-E the project's choices), and the decisions of docs/saboteur.md."""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca.core.errors import IllegalAction, LudotecaError
from ludoteca.games.saboteur import GAME

from .helpers import (
    BLUE,
    BOTH_DOORS,
    FAR_SIDE,
    GOLD_MIDDLE,
    GREEN,
    WAY,
    WAY_TOP,
    act,
    finish,
    gold_table,
    kinds,
    no_gold_end,
    of_kind,
    pass_turn,
    role_pile_with_top,
    steals,
    table,
    way,
)

# a way along y = -1 that ends at (7, -1) in a curve opening south, onto (7, 0) beside
# the middle goal; (6, 0) stays empty
WAY_ABOVE = [[0, -1, "s1_cross", False], [1, -1, "s1_cross", False],
             [2, -1, "s1_cross", False], [3, -1, "s1_cross", False],
             [4, -1, "s1_straight_ew", False], [5, -1, "s1_straight_ew", False],
             [6, -1, "s1_straight_ew", False], [7, -1, "s1_curve_sw", False]]

# the row between the middle and the bottom goal, up to (7, 1)
ROW1 = [[0, 1, "s1_cross", False], [1, 1, "s1_cross", False], [2, 1, "s1_cross", False],
        [3, 1, "s1_cross", False], [4, 1, "s1_straight_ew", False],
        [5, 1, "s1_straight_ew", False], [6, 1, "s1_straight_ew", False],
        [7, 1, "s1_cross", False]]


# ====================================================================== reaching goals
@pytest.mark.parametrize(("card", "reached"), [
    ("s2_bridge", False),  # N-S joined, the E-W tunnel facing the gold is not
    ("s2_double_curve_a", False),  # N-W joined, E-S (facing the gold) is not
    ("s2_double_curve_b", True),  # N-E joined: its E end faces the gold
])
def test_only_a_tunnel_joined_to_the_start_reaches_the_gold(card: str, reached: bool) -> None:
    """B.5 Bridge / Double curve (the two tunnels are not connected), B.3.7 (a goal turns
    over when an uninterrupted path from the start reaches it), E.1: a card laid at (7, 0)
    from the north joins only the tunnel that meets the way; its other tunnel, though it
    faces the gold, reaches nothing."""
    s = table(3, roles=[BLUE, "saboteur", GREEN], goals=GOLD_MIDDLE, maze=WAY_ABOVE,
              hands={"0": [card, "map"]})
    events = act(s, 0, "path", card=card, x=7, y=0, turned=False)
    assert [e.data["goal"] for e in of_kind(events, "goal")] == ([1] if reached else [])
    if reached:
        assert s.results[0]["gold_found"] is True and s.results[0]["finisher"] == 0
    else:
        assert s.facts()["goals_up"] == [False, False, False]
        assert s.results == [] and s.round == 1 and s.to_move() == (1,)


@pytest.mark.parametrize(("maze", "card", "x", "y"), [
    (ROW1, "s2_straight_ew_dead_n_s", 8, 1),  # dead ends facing the gold and a stone
    (WAY, "s1_dead_ew", 7, 0),  # a dead end closing the way, its E stub facing the gold
])
def test_a_dead_end_stub_facing_a_goal_turns_nothing(maze: list[Any], card: str, x: int,
                                                     y: int) -> None:
    """B.3.6 (dead ends: the openings end in rock, nothing passes through them), B.3.7:
    a dead-end stub that faces a goal card is no path to it; the goal stays face down
    and the round goes on."""
    s = table(3, goals=GOLD_MIDDLE, maze=maze, hands={"0": [card, "map"]})
    act(s, 0, "path", card=card, x=x, y=y, turned=False)
    assert f"{x},{y}" in s.facts()["cells"]
    assert s.facts()["goals_up"] == [False, False, False] and s.round == 1


def test_a_stone_turned_over_carries_the_way_on_to_the_gold() -> None:
    """B.3.7 (a stone goal reached is laid face up, turned to fit, and is from then on part
    of the maze), A.9 rule 1/4 (the round ends as soon as a path links the entrance and
    the gold): the stone's tunnel meets a card already lying between the goals, whose other
    end faces the gold, so the one card laid turns the stone and then the gold over."""
    maze = [*WAY_TOP, [8, -1, "s1_straight_ns", False]]
    s = table(3, roles=[BLUE, "saboteur", GREEN], goals=GOLD_MIDDLE, maze=maze,
              hands={"0": ["s1_straight_ew", "map"]})
    assert not s.board.linked((8, -1))
    events = act(s, 0, "path", card="s1_straight_ew", x=7, y=-2, turned=False)
    assert [(e.data["goal"], e.data["gold"]) for e in of_kind(events, "goal")] == [
        (0, False), (1, True)]
    r = s.results[0]
    assert r["gold_found"] is True and r["finisher"] == 0
    assert r["winners"] == [0, 2] and r["points"] == [4, 0, 4]


def test_the_gold_found_through_a_face_up_stone_both_teams_win() -> None:
    """B.3.7 (a face-up stone is part of the maze; its tunnel can be continued), A.9 win
    table: the way to the gold runs through the stone card; with no door on it both
    gold-digger teams win (C.1)."""
    s = table(3, roles=[BLUE, GREEN, "saboteur"], goals=GOLD_MIDDLE, maze=WAY_TOP,
              hands={"0": ["s1_straight_ew", "map"], "1": ["s1_straight_ns", "map"]},
              pile_top=["rockfall"])
    act(s, 0, "path", card="s1_straight_ew", x=7, y=-2, turned=False)
    assert s.facts()["goals_up"] == [True, False, False] and s.round == 1
    act(s, 1, "path", card="s1_straight_ns", x=8, y=-1, turned=False)
    r = s.results[0]
    assert r["gold_found"] is True and r["finisher"] == 1
    assert r["blue_way"] is True and r["green_way"] is True
    assert r["winners"] == [0, 1] and r["points"] == [4, 4, 0]


def test_the_maze_may_pass_the_goal_column_and_reach_the_gold_from_behind() -> None:
    """B.2 (the maze may extend beyond the 5 x 9 pattern, unbounded in every direction),
    B.3.7 (a goal is turned over when a path from the start reaches it, from any side):
    a way round the top of the goals comes down on their far side; its tunnels pass the
    top goal with rock towards it (nothing turns over), and a card at (9, 0) opening west
    reaches the gold from behind."""
    s = table(3, roles=[BLUE, "saboteur", GREEN], goals=GOLD_MIDDLE, maze=FAR_SIDE,
              hands={"0": ["s1_t_nwe", "map"]})
    assert s.board.linked((9, -1)) and s.facts()["goals_up"] == [False, False, False]
    assert any(a.kind == "path" and (a.get("x"), a.get("y")) == (9, 0) for a in s.legal(0))
    events = act(s, 0, "path", card="s1_t_nwe", x=9, y=0, turned=False)
    assert [e.data["goal"] for e in of_kind(events, "goal")] == [1]
    assert s.results[0]["gold_found"] is True and s.results[0]["winners"] == [0, 2]


# ====================================================================== doors and ladders
def test_the_card_that_reaches_the_gold_may_be_a_door() -> None:
    """A.3 (a door is a normal tunnel when laid; at scoring only the team of its colour
    passes), A.9 win table: the green door laid next to the gold turns it over; green
    and the boss win (2 winners: 4, boss 3), blue is shut out."""
    roles = [GREEN, BLUE, "saboteur", "boss"]
    s = gold_table(way(), roles, hands={"0": ["s2_door_green_ew", "map"]})
    act(s, 0, "path", card="s2_door_green_ew", x=7, y=0, turned=False)
    r = s.results[0]
    assert r["gold_found"] is True and r["blue_way"] is False and r["green_way"] is True
    assert r["winners"] == [0, 3] and r["points"] == [4, 0, 0, 3]


@pytest.mark.parametrize(("ladder", "winners", "points"), [
    (False, [0], [5, 0, 0]),
    (True, [0, 1], [4, 4, 0]),
])
def test_a_ladder_past_a_blue_door_lets_green_win(ladder: bool, winners: list[int],
                                                  points: list[int]) -> None:
    """B.5 Path with a ladder (a path from a ladder to the gold counts as a path from the
    start; ladders let a team bypass doors), D.3 (some way from the start or any ladder):
    the way from the start passes a blue door, so green wins only through the ladder
    joined to the way beyond the door."""
    maze = way((3, "s2_door_blue_ew"))
    maze[4] = [5, 0, "s1_cross", False]
    if ladder:
        maze.append([5, 1, "s2_ladder_curve_ne", False])  # N into (5, 0)
    s = gold_table(maze, [BLUE, GREEN, "saboteur"])
    finish(s, 0)
    r = s.results[0]
    assert r["blue_way"] is True and r["green_way"] is ladder
    assert r["winners"] == winners and r["points"] == points


def test_two_ways_each_with_one_colour_of_door_let_both_teams_win() -> None:
    """D.3 (a team wins if some way to the gold passes no door of the other colour), C.1:
    one way passes a blue door, another a green door: each team has its own way, so both
    win, although every way holds a door."""
    second = [[2, 1, "s1_cross", False], [3, 1, "s2_door_green_ew", False],
              [4, 1, "s2_crystal_t_esw", False], [5, 1, "s2_crystal_t_esw", False],
              [6, 1, "s1_cross", False]]
    s = gold_table(way((3, "s2_door_blue_ew")) + second, [BLUE, GREEN, "saboteur"])
    finish(s, 0)
    r = s.results[0]
    assert r["blue_way"] is True and r["green_way"] is True
    assert r["winners"] == [0, 1] and r["points"] == [4, 4, 0]


def test_doors_off_the_way_to_the_gold_do_not_matter() -> None:
    """A.9 win table (blue: no green door on the way to the gold; green: no blue door on
    it), D.3: doors on side branches that the way to the gold does not pass shut nobody
    out; both teams win."""
    side = [[1, 1, "s2_door_green_ns_dead_e", False], [2, -1, "s2_door_blue_ns", False]]
    s = gold_table(way() + side, [BLUE, GREEN, "saboteur"])
    finish(s, 0)
    r = s.results[0]
    assert r["blue_way"] is True and r["green_way"] is True
    assert r["winners"] == [0, 1] and r["points"] == [4, 4, 0]


def test_a_door_taken_out_by_rockfall_no_longer_shuts_a_team_out() -> None:
    """B.4 Rockfall (any path card, a door too, leaves the maze; the gap can be filled
    again), A.9 win table: the blue door on the only way is replaced by a plain cross, so
    at the end the way holds no door and both teams win."""
    roles = ["saboteur", BLUE, GREEN]
    s = gold_table(way((3, "s2_door_blue_ew")), roles, finisher=2, active=0,
                   hands={"0": ["rockfall", "map"], "1": ["s1_cross", "map"],
                          "2": ["s1_straight_ew", "map"]})
    assert s.facts()["green_way"] is False  # no gold yet: no way at all
    act(s, 0, "rockfall", card="rockfall", x=3, y=0)
    assert "s2_door_blue_ew" in s.facts()["discard"]
    act(s, 1, "path", card="s1_cross", x=3, y=0, turned=False)
    finish(s, 2)
    r = s.results[0]
    assert r["blue_way"] is True and r["green_way"] is True
    assert r["winners"] == [1, 2] and r["points"] == [0, 4, 4]


# ====================================================================== who finishes
@pytest.mark.parametrize(("rule", "finisher_role", "winners"), [
    ("seed", "saboteur", [1, 2]),
    ("seed", "geologist", [1, 2]),
    ("official", "saboteur", [1, 2]),
    ("official", "geologist", [1, 2]),
    ("official", "profiteer", [0, 1, 2]),
    ("official", BLUE, [0]),
])
def test_who_finishes_the_way_without_doors(rule: str, finisher_role: str,
                                            winners: list[int]) -> None:
    """C.1 (seed: only the doors decide; the finisher does not matter), B.8 under
    `winner_rule = official` (a blue finisher's team first, so green does not win with it;
    a boss, geologist or profiteer finisher lets both teams win; docs 'Options': any other
    finisher, a saboteur too, likewise). Seat 0 finishes, seat 1 is blue, seat 2 green."""
    roles = [finisher_role, BLUE, GREEN]
    if finisher_role == BLUE:
        roles = [BLUE, GREEN, "saboteur"]
    s = gold_table(way(), roles, {"winner_rule": rule})
    finish(s, 0)
    assert s.results[0]["winners"] == winners


def test_official_rule_a_blue_finisher_shut_out_lets_green_win() -> None:
    """B.8 (b): a blue dwarf completes the way, but a green door shuts blue out; green's
    own way is open, so green wins (with the boss: 2 winners, 4 and 3)."""
    roles = [BLUE, GREEN, "saboteur", "boss"]
    s = gold_table(way((3, "s2_door_green_ew")), roles, {"winner_rule": "official"})
    finish(s, 0)
    r = s.results[0]
    assert r["winners"] == [1, 3] and r["points"] == [0, 4, 0, 3]


def test_the_boss_alone_takes_the_full_amount_under_every_option() -> None:
    """D.6 (the boss alone takes the full 5; docs: not an option): blue and green doors in
    series shut both teams out; under the official winner rule and the official profiteer
    option the boss, alone, still takes 5."""
    roles = [BLUE, GREEN, "boss", "saboteur"]
    s = gold_table(BOTH_DOORS, roles,
                   {"winner_rule": "official", "profiteer_alone": "minus_two"})
    finish(s, 0)
    assert s.results[0]["winners"] == [2] and s.results[0]["points"] == [0, 0, 5, 0]


# ====================================================================== nobody wins
def test_gold_found_with_both_teams_shut_out_and_no_boss_nobody_wins() -> None:
    """A.9 win table, A.6: both teams shut out by doors, no boss or profiteer at the table:
    no player wins and nobody gets gold, but the gold was turned over, so the geologist
    (never a counted winner) takes 1 gold per crystal."""
    maze = [*BOTH_DOORS, [1, 1, "s2_crystal_t_nes", False]]
    s = gold_table(maze, [BLUE, GREEN, "geologist", "saboteur"])
    finish(s, 0)
    r = s.results[0]
    assert r["gold_found"] is True and r["winners"] == [] and r["base"] == 0
    assert r["points"] == [0, 0, 1, 0]


def test_gold_unfound_with_every_saboteur_trapped_nobody_wins() -> None:
    """A.4 Trapped! (a trapped player cannot win and does not count), A.9 win table: the
    gold stays hidden but both saboteurs are trapped and there is no profiteer: no winner,
    no gold for anyone."""
    s = no_gold_end(["saboteur", "saboteur", BLUE, "boss"],
                    front={"0": ["trapped"], "1": ["trapped"]})
    r = s.results[0]
    assert r["gold_found"] is False and r["winners"] == []
    assert r["points"] == [0, 0, 0, 0] and s.facts()["gold"] == [0, 0, 0, 0]


def test_third_round_with_no_gold_at_all_every_player_shares_the_victory() -> None:
    """A.9 rule 4/4 (the most gold wins; equal totals share the victory): nobody scored in
    any round, so all three players tie and share it."""
    s = gold_table(BOTH_DOORS, [BLUE, GREEN, "saboteur"], round=3)
    finish(s, 0)
    assert s.is_over() and s.scores() == [0, 0, 0]
    assert s.winners() == [0, 1, 2] and s.returns() == pytest.approx([1 / 3] * 3)


@pytest.mark.parametrize("option", ["full", "minus_two"])
def test_gold_unfound_the_profiteer_shares_with_a_lone_saboteur(option: str) -> None:
    """A.6 profiteer (wins whether or not the gold is found, 2 less than the others), A.9
    table (2 winners: 4 each), C.3 (the option only concerns a profiteer who wins alone):
    the saboteur takes 4, the profiteer 2, the others nothing, under either option."""
    s = no_gold_end(["profiteer", "saboteur", BLUE, GREEN, "boss"],
                    options={"profiteer_alone": option})
    r = s.results[0]
    assert r["winners"] == [0, 1] and r["points"] == [2, 4, 0, 0, 0]


# ====================================================================== geologists
def test_a_trapped_lone_geologist_gets_no_crystals() -> None:
    """A.4 Trapped! (still trapped at round end: no victory and no gold), A.6 geologist:
    the only geologist is trapped when the gold is found, so the crystals pay nobody."""
    maze = [*way(), [1, 1, "s2_crystal_t_nes", False], [1, -1, "s2_crystal_t_esw", False]]
    s = gold_table(maze, [BLUE, "geologist", "saboteur"], front={"1": ["trapped"]})
    finish(s, 0)
    r = s.results[0]
    assert r["crystals"] == 2 and r["points"] == [5, 0, 0]


def test_official_geologist_option_still_pays_no_trapped_geologist() -> None:
    """Option `geologist = official` (C.2: geologists score every round) with A.4 Trapped!
    (no gold for a player still trapped at round end): without the gold the free geologist
    takes the crystals, a trapped one nothing."""
    maze = [[1, 0, "s2_crystal_cross", False], [1, 1, "s2_crystal_t_nes", False]]
    for front, want in (({}, 2), ({"1": ["trapped"]}, 0)):
        s = no_gold_end(["saboteur", "geologist", BLUE], options={"geologist": "official"},
                        maze=maze, front=front)
        r = s.results[0]
        assert r["gold_found"] is False and r["crystals"] == 2
        assert r["points"] == [5, want, 0]


def test_a_crystal_cut_off_from_the_start_still_counts() -> None:
    """D.5 (every crystal on every card in the maze at round end, connected or not): a
    Rockfall takes out the card joining a crystal card to the way; the crystal card stays
    in the maze, cut off, and still pays the geologist."""
    maze = [*way(), [1, -1, "s1_straight_ns", False], [1, -2, "s2_crystal_cross", False]]
    s = gold_table(maze, ["saboteur", BLUE, "geologist"], finisher=1,
                   hands={"0": ["rockfall", "map"], "1": ["s1_straight_ew"]}, active=0)
    act(s, 0, "rockfall", card="rockfall", x=1, y=-1)
    assert not s.board.linked((1, -2)) and s.facts()["crystals"] == 1
    finish(s, 1)
    assert s.results[0]["crystals"] == 1 and s.results[0]["points"] == [0, 5, 1]


def test_swapping_hats_into_the_geologist_role_scores_the_crystals() -> None:
    """A.4 Swap Your Hats (the named player takes a new role card), docs 'Other readings'
    (the geologists counted are those holding the role when the round is scored): a
    saboteur who draws the geologist card scores the crystals when the gold is found."""
    roles = ["saboteur", BLUE, GREEN]
    maze = [*way(), [1, 1, "s2_crystal_t_nes", False], [2, 1, "s2_crystal_dead_w", False]]
    s = gold_table(maze, roles, finisher=1, hands={"0": ["swap_your_hats", "map"],
                                                   "1": ["s1_straight_ew"]},
                   state={"role_pile": role_pile_with_top(roles, "geologist")}, active=0)
    act(s, 0, "swap_hats", card="swap_your_hats", seat=0)
    finish(s, 1)
    r = s.results[0]
    assert r["roles"] == ["geologist", BLUE, GREEN]
    assert r["winners"] == [1, 2] and r["points"] == [2, 4, 4]


# ====================================================================== swap your hats
def test_swap_hats_on_yourself_changes_your_own_side() -> None:
    """A.4 Swap Your Hats (指定任一玩家(包括自己)): a saboteur names itself, discards its
    role card unseen and draws a new one (here a blue gold-digger), seen by itself alone;
    at scoring it wins as a blue gold-digger."""
    roles = ["saboteur", BLUE, "saboteur"]
    s = gold_table(way(), roles, finisher=1, hands={"0": ["swap_your_hats", "map"],
                                                   "1": ["s1_straight_ew"]},
                   state={"role_pile": role_pile_with_top(roles, BLUE)}, active=0)
    events = act(s, 0, "swap_hats", card="swap_your_hats", seat=0)
    (ev,) = of_kind(events, "swap_hats")
    assert ev.for_seat(0)["role"] == BLUE
    assert all("role" not in ev.for_seat(o) for o in (1, 2, None))
    f = s.facts()
    assert f["roles"][0] == BLUE and f["role_out"] == ["saboteur"]
    assert "swap_your_hats" in f["discard"] and s.view(0)["role"] == BLUE
    finish(s, 1)
    r = s.results[0]
    assert r["winners"] == [0, 1] and r["points"] == [4, 4, 0]


def test_swap_hats_needs_a_face_down_role_card_left() -> None:
    """A.7 step 4 (the role cards not dealt stay face down beside the table, 「之後可能會用到」),
    A.4 Swap Your Hats (the new role card comes from them), docs 'Other readings' (Swap
    Your Hats may be played while face-down role cards remain): at twelve players three are
    left; with none left the card offers no target."""
    s = table(12, hands={"0": ["swap_your_hats", "map"]})
    assert len(s.facts()["role_pile"]) == 3
    assert [a.get("seat") for a in s.legal(0) if a.kind == "swap_hats"] == list(range(12))
    s = table(12, hands={"0": ["swap_your_hats", "map"]}, state={"role_pile": []})
    assert "swap_hats" not in kinds(s, 0)
    with pytest.raises(IllegalAction):
        act(s, 0, "swap_hats", card="swap_your_hats", seat=1)


def test_inspection_after_swap_hats_shows_the_new_role() -> None:
    """A.4 Inspection (look at a player's role card) after Swap Your Hats: the card seen is
    the one the player now holds, not the one discarded."""
    roles = ["boss", "saboteur", "geologist"]
    s = table(3, roles=roles, hands={"0": ["swap_your_hats", "map"], "1": ["map", "map"],
                                     "2": ["inspection", "map"]},
              state={"role_pile": role_pile_with_top(roles, GREEN)})
    act(s, 0, "swap_hats", card="swap_your_hats", seat=1)
    pass_turn(s, 1)
    events = act(s, 2, "inspect", card="inspection", seat=1)
    (ev,) = of_kind(events, "inspect")
    assert ev.for_seat(2)["role"] == GREEN
    assert s.view(2)["known_roles"] == {"1": GREEN}


# ====================================================================== swap your hand
def test_swap_hand_with_a_player_whose_hand_is_empty() -> None:
    """A.4 Swap Your Hand (exchange the whole hand with any player), docs 'Other readings'
    (a player with an empty hand may be named late in the round): with the pile empty the
    player who swapped now holds nothing and passes from then on, the other plays on."""
    s = table(3, hands={"0": ["swap_your_hand", "map", "theft"], "1": [], "2": ["map"]},
              pile=0)
    assert [a.get("seat") for a in s.legal(0) if a.kind == "swap_hand"] == [1, 2]
    events = act(s, 0, "swap_hand", card="swap_your_hand", seat=1)
    assert s.facts()["hands"][:2] == [[], ["map", "theft"]]
    assert not of_kind(events, "draw") and s.to_move() == (1,)
    act(s, 1, "discard", card="map")
    events = act(s, 2, "discard", card="map")
    assert [e.data["seat"] for e in of_kind(events, "pass")] == [0]
    assert s.to_move() == (1,) and s.round == 1


# ====================================================================== thefts
def test_theft_order_follows_the_play_after_hands_off_and_a_new_theft() -> None:
    """A.9 (the thief who played a Theft card last acts first, then the other thieves
    clockwise), A.4 Hands Off, C.5: seat 0 plays a Theft, seat 1 another, seat 2's Hands
    Off discards seat 0's, and seat 0 plays a second one: seat 0's is now the last played,
    so it steals first, then seat 1."""
    roles = ["saboteur", "saboteur", BLUE, "boss"]
    s = gold_table(way(), roles, finisher=3, active=0,
                   hands={"0": ["theft", "theft", "map"], "1": ["theft", "map", "map"],
                          "2": ["hands_off", "map", "map"], "3": ["s1_straight_ew", "map"]})
    act(s, 0, "theft", card="theft")
    act(s, 1, "theft", card="theft")
    act(s, 2, "hands_off", card="hands_off", seat=0)
    assert s.facts()["front"][0] == [] and s.theft_at[0] == -1
    pass_turn(s, 3)
    act(s, 0, "theft", card="theft")
    pass_turn(s, 1)
    pass_turn(s, 2)
    finish(s, 3)
    assert s.results[0]["points"] == [0, 0, 4, 3]
    assert s.to_move() == (0,) and steals(s, 0) == [2, 3]
    act(s, 0, "steal", seat=2)
    assert s.to_move() == (1,) and steals(s, 1) == [0, 2, 3]
    act(s, 1, "steal", seat=3)
    assert s.facts()["gold"] == [1, 1, 3, 2] and s.round == 2


def test_a_theft_removed_by_hands_off_no_longer_counts_as_the_last_played() -> None:
    """A.9 (the last Theft played acts first, then clockwise), C.5 (among the Thefts still
    in front of a player), A.4 Hands Off: seats 0, 1 and 2 play Thefts in that order and
    seat 3 discards seat 2's; seat 1's is now the last played, so seat 1 steals first and
    seat 0 after it (clockwise from seat 1)."""
    roles = ["saboteur", "saboteur", BLUE, "boss"]
    s = gold_table(way(), roles, finisher=2, active=0,
                   hands={"0": ["theft", "map", "map"], "1": ["theft", "map", "map"],
                          "2": ["theft", "s1_straight_ew", "map"],
                          "3": ["hands_off", "map"]})
    act(s, 0, "theft", card="theft")
    act(s, 1, "theft", card="theft")
    act(s, 2, "theft", card="theft")
    act(s, 3, "hands_off", card="hands_off", seat=2)
    assert [s.names(f) for f in s.front] == [["theft"], ["theft"], [], []]
    pass_turn(s, 0)
    pass_turn(s, 1)
    finish(s, 2)
    assert s.facts()["gold"] == [0, 0, 4, 3]
    assert s.to_move() == (1,)
    act(s, 1, "steal", seat=2)
    assert s.to_move() == (0,)
    act(s, 0, "steal", seat=2)
    assert s.facts()["gold"] == [1, 1, 2, 3] and s.round == 2


def test_three_thieves_steal_from_the_last_played_on_clockwise() -> None:
    """A.9 (last Theft played first, then clockwise round the table): thieves at seats 0,
    2 and 3 with seat 2's Theft played last steal in the order 2, 3, 0."""
    roles = [BLUE, "boss", "saboteur", "saboteur", GREEN]
    s = gold_table(way(), roles, finisher=4, hands={"4": ["s1_straight_ew", "map"]},
                   front={"0": ["theft"], "2": ["theft"], "3": ["theft"]},
                   state={"theft_at": [1, -1, 2, 0, -1], "clock": 3})
    finish(s, 4)
    assert s.facts()["gold"] == [3, 2, 0, 0, 3]  # 3 winners: 3 each, the boss 2
    order = []
    for victim in (1, 4, 1):
        (seat,) = s.to_move()
        order.append(seat)
        act(s, seat, "steal", seat=victim)
    assert order == [2, 3, 0] and s.round == 2
    assert s.facts()["gold"] == [4, 0, 1, 1, 2]


def test_a_thief_whose_tool_is_repaired_before_the_end_steals() -> None:
    """C.4 / D.9 (a broken tool in front of the thief stops the Theft, checked when the
    thief's turn to steal comes), B.4 Repair: the tool is mended during the round, so at
    scoring nothing stops the thief."""
    roles = ["saboteur", BLUE, "boss"]
    s = gold_table(way(), roles, finisher=1, front={"0": ["theft", "broken_pickaxe"]},
                   hands={"2": ["repair_pickaxe", "map"], "1": ["s1_straight_ew"]},
                   active=2)
    act(s, 2, "repair", card="repair_pickaxe", seat=0, tool="pickaxe")
    pass_turn(s, 0)
    events = finish(s, 1)
    assert not of_kind(events, "theft_blocked")
    assert s.to_move() == (0,) and steals(s, 0) == [1, 2]


def test_a_thief_may_rob_a_trapped_player() -> None:
    """A.4 Theft (take 1 point from any player), docs 'Other readings' (a thief may rob
    any other player with gold, trapped or not): a trapped player's gold from earlier
    rounds may be taken."""
    s = no_gold_end(["saboteur", BLUE, GREEN], front={"1": ["theft"], "2": ["trapped"]},
                    gold=[0, 0, 2], round=2)
    assert s.to_move() == (1,) and steals(s, 1) == [0, 2]
    act(s, 1, "steal", seat=2)
    assert s.facts()["gold"] == [5, 1, 1]


def test_a_thief_both_trapped_and_broken_is_blocked_once() -> None:
    """C.4 (Trapped! or a broken tool stops a Theft): a thief with both in front does not
    steal; the Theft is simply not used."""
    roles = [BLUE, "saboteur", "boss"]
    s = gold_table(way(), roles, front={"1": ["theft", "trapped", "broken_cart"]})
    events = finish(s, 0)
    assert [e.data["seat"] for e in of_kind(events, "theft_blocked")] == [1]
    assert not of_kind(events, "steal") and s.round == 2
    assert s.facts()["gold"] == [4, 0, 3]


# ====================================================================== turns and round end
def test_a_clear_that_uses_the_last_cards_ends_the_round() -> None:
    """A.8 option 3 (discard two cards to remove a card in front of you), A.9 rule 1/4 (the
    round ends when no player has a card left): with the pile empty, the last two cards in
    play pay for a clear; the round ends at once without the gold, the saboteurs win and
    the next round starts left of that player (C.13)."""
    roles = [BLUE, "saboteur", "saboteur"]
    s = table(3, roles=roles, hands={"0": ["map", "map"], "1": [], "2": []}, pile=0,
              front={"0": ["broken_cart"]})
    act(s, 0, "clear", card="broken_cart")
    assert s.round == 1 and s.to_move() == (0,)
    act(s, 0, "discard", card="map")
    events = act(s, 0, "discard", card="map")
    (end,) = of_kind(events, "round_end")
    assert end.data["gold_found"] is False and end.data["winners"] == [1, 2]
    assert s.results[0]["points"] == [0, 4, 4]
    assert s.round == 2 and s.to_move() == (1,)


def test_turns_go_clockwise_round_the_whole_table() -> None:
    """A.8 (由最小的玩家開始,順時鐘輪流出牌: the youngest, seat 0, starts, then clockwise):
    at five players the turn passes 0, 1, 2, 3, 4 and back to 0."""
    cards = ["map", "theft", "rockfall", "inspection", "hands_off"]
    s = table(5, hands={str(o): [c, c] for o, c in enumerate(cards)})
    seen = []
    for _ in range(6):
        (seat,) = s.to_move()
        seen.append(seat)
        pass_turn(s, seat, cards[seat])
    assert seen == [0, 1, 2, 3, 4, 0]


def test_a_thief_must_steal_and_may_do_nothing_else() -> None:
    """A.9 (after the points, the thieves use their Theft), D.8 (stealing is not optional
    when a target exists; any other player with gold): the thief's only choices are the
    players with gold; no card may be played meanwhile."""
    roles = [BLUE, "saboteur", "boss", GREEN]
    s = gold_table(way(), roles, front={"1": ["theft"]}, hands={"1": ["map", "rockfall"]})
    finish(s, 0)
    assert s.to_move() == (1,) and s.facts()["pending"] == "steal"
    assert {a.kind for a in s.legal(1)} == {"steal"} and steals(s, 1) == [0, 2, 3]
    with pytest.raises(IllegalAction):
        act(s, 1, "discard", card="map")
    with pytest.raises(IllegalAction):
        act(s, 1, "steal", seat=1)


def test_a_pass_discarding_the_whole_hand_draws_as_many() -> None:
    """A.8 option 4 (discard 1-3 cards face down, draw the same number): a player holding
    two cards may discard both; the turn then ends with two new cards."""
    s = table(3, hands={"0": ["map", "theft"]}, pile_top=["s1_cross", "rockfall"])
    act(s, 0, "discard", card="map")
    act(s, 0, "discard", card="theft")
    f = s.facts()
    assert sorted(f["hands"][0]) == ["rockfall", "s1_cross"] and s.to_move() == (1,)
    assert f["buried"][0] == ["map", "theft"]


def test_a_trapped_player_may_not_lay_a_ladder() -> None:
    """A.4 Trapped! (該玩家將無法再出任何道路牌: no path card at all), B.5 (a ladder card is
    a path card): the ladder, playable anywhere next to the maze, is barred while trapped
    and allowed again once freed."""
    s = table(2, hands={"0": ["s2_ladder_s", "map", "map"], "1": ["free_at_last", "map"]},
              front={"0": ["trapped"]})
    assert "path" not in kinds(s, 0)
    with pytest.raises(IllegalAction):
        act(s, 0, "path", card="s2_ladder_s", x=0, y=-1, turned=False)
    pass_turn(s, 0)
    act(s, 1, "free", card="free_at_last", seat=0)
    assert any(a.kind == "path" and a.get("card") == "s2_ladder_s" for a in s.legal(0))


def test_a_dead_end_stub_of_the_maze_is_no_place_to_build_on() -> None:
    """B.3.3 / B.3.6 (a new card must meet an open tunnel joined to the start; a dead-end
    opening ends in rock, nothing passes it), docs 'The tunnel maze' (facing a
    neighbour's dead-end stub does not count): the curve at (1, 0) joins the start west
    and runs south; its north side is a stub, so (1, -1), touching only that stub, takes
    no card, while (1, 1), below its tunnel, does."""
    s = table(3, hands={"0": ["s1_cross", "map"]}, maze=[[1, 0, "s2_curve_ne_dead_s", True]])
    cells = {(a.get("x"), a.get("y")) for a in s.legal(0) if a.kind == "path"}
    assert (1, 1) in cells and (1, -1) not in cells
    with pytest.raises(IllegalAction):
        act(s, 0, "path", card="s1_cross", x=1, y=-1, turned=False)


def test_the_set_aside_cards_are_never_drawn() -> None:
    """A.7 step 3 (10 cards are put aside face down, unknown to all), B.6 (once the draw
    pile is empty nobody draws): when the pile runs out the set-aside cards stay where they
    are; the next player draws nothing."""
    s = table(3, hands={"0": ["map", "map"], "1": ["theft", "theft"]}, pile=1,
              pile_top=["s1_cross"])
    aside = s.facts()["aside"]
    assert aside >= 10 and s.facts()["pile"] == 1
    act(s, 0, "map", card="map", goal=0)
    assert s.facts()["hands"][0] == ["map", "s1_cross"] and s.facts()["pile"] == 0
    act(s, 1, "theft", card="theft")
    f = s.facts()
    assert f["hands"][1] == ["theft"] and f["aside"] == aside and f["pile"] == 0


def test_the_21st_action_card_plays_as_a_rockfall() -> None:
    """D.1 (the 21st Saboteur 2 action card: a Rockfall stand-in, `unknown_21st`), B.4
    Rockfall: it takes one path card out of the maze; both go to the discard pile."""
    s = table(3, hands={"0": ["unknown_21st", "map"]}, maze=[[1, 0, "s1_cross", False]])
    assert [(a.get("x"), a.get("y")) for a in s.legal(0) if a.kind == "rockfall"] == [(1, 0)]
    act(s, 0, "rockfall", card="unknown_21st", x=1, y=0)
    f = s.facts()
    assert "1,0" not in f["cells"] and f["discard"] == ["s1_cross", "unknown_21st"]


def test_unknown_option_values_are_refused() -> None:
    """docs 'Options': each option takes only its listed values (winner_rule seed/official,
    geologist seed/official, profiteer_alone full/minus_two)."""
    for options in ({"winner_rule": "finisher"}, {"geologist": "always"},
                    {"profiteer_alone": "half"}):
        with pytest.raises(LudotecaError):
            GAME.new(4, 1, options)
