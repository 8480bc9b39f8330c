"""Third audit of the Saboteur engine against the rulebook: the interactions, extremes and
moments of the round's end that test_audit_turns.py, test_audit_scoring.py,
test_audit_second.py, test_rules.py, test_board.py and the scenario files leave open.

Each test cites the rule it checks: the seed (shared/seeds/saboteur-2.zh-Hant.txt),
restated in shared/reference/saboteur/rules.md (Part A the seed, Part B the official rules
it relies on, Parts C-E the project's choices), and the decisions of docs/saboteur.md.
The seed's only worked example (A.9 Ex-1) is the scenario ex01_seed_blue_door.json (and
its variant ex01b); it is not repeated here."""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.games.saboteur.content import load

from .helpers import (
    BLUE,
    BOTH_DOORS,
    CRYSTALS,
    GOLD_MIDDLE,
    GREEN,
    WAY,
    WAY_TOP,
    act,
    finish,
    gold_table,
    no_gold_end,
    of_kind,
    pass_turn,
    role_pile_with_top,
    steals,
    table,
    way,
)

# a second way to the gold along y = 1 through a green door, joining the first at (6, 0)
SECOND_GREEN = [[2, 1, "s1_cross", False], [3, 1, "s2_door_green_ew", False],
                [4, 1, "s2_crystal_t_esw", False], [5, 1, "s2_crystal_t_esw", False],
                [6, 1, "s1_cross", False]]


def last_card(roles: list[str], card: str, **more: Any) -> Any:
    """A table where seat 1 holds the only card left in play (`card`), the pile empty:
    whatever it plays is the round's last card."""
    hands = {str(o): [] for o in range(len(roles))}
    hands["1"] = [card]
    return table(len(roles), more.pop("options", None), roles=roles, pile=0, hands=hands,
                 active=1, **more)


# ====================================================================== the round's end
def test_the_last_card_in_play_reaching_the_gold_is_a_gold_round() -> None:
    """A.9 rule 1/4 (the round ends when a path joins the entrance to the gold, or when no
    player has any cards): both happen with one card; the gold was reached, so the
    gold-diggers win and the saboteur, who wins only when the gold card stays face down
    (A.9 win table), gets nothing."""
    s = table(3, roles=[BLUE, "saboteur", GREEN], goals=GOLD_MIDDLE, maze=WAY, pile=0,
              hands={"0": ["s1_straight_ew"], "1": [], "2": []})
    events = finish(s, 0)
    (end,) = of_kind(events, "round_end")
    assert end.data["gold_found"] is True and end.data["finisher"] == 0
    assert s.results[0]["winners"] == [0, 2] and s.results[0]["points"] == [4, 0, 4]
    assert s.round == 2 and s.to_move() == (1,)


def test_a_stone_turned_over_by_the_last_card_is_still_a_round_without_gold() -> None:
    """B.3.7 (a stone reached turns face up, the round goes on), A.9 rule 1/4 (no cards
    left: the round ends): the last card in play turns a stone over; the round ends for
    want of cards, the gold unfound, so the saboteur wins alone (5)."""
    s = table(3, roles=["saboteur", BLUE, GREEN], goals=GOLD_MIDDLE, maze=WAY_TOP, pile=0,
              hands={"0": ["s1_straight_ew"], "1": [], "2": []})
    events = act(s, 0, "path", card="s1_straight_ew", x=7, y=-2, turned=False)
    assert [(e.data["goal"], e.data["gold"]) for e in of_kind(events, "goal")] == [(0, False)]
    (end,) = of_kind(events, "round_end")
    assert end.data["gold_found"] is False and end.data["finisher"] == -1
    assert s.results[0]["winners"] == [0] and s.results[0]["points"] == [5, 0, 0]


def test_a_broken_tool_laid_on_a_thief_with_the_last_card_stops_its_theft() -> None:
    """A.4 Theft (a broken tool placed in front of the thief: it cannot take points at the
    end), D.9 (checked when its turn to steal comes): the round's very last card breaks
    the thief's tool, so it does not steal; a last card played elsewhere leaves it free."""
    roles = ["saboteur", BLUE, "saboteur"]
    s = last_card(roles, "broken_cart", front={"2": ["theft"]}, gold=[1, 1, 1])
    events = act(s, 1, "break", card="broken_cart", seat=2)
    assert [e.data for e in of_kind(events, "theft_blocked")] == [
        {"seat": 2, "reason": "broken"}]
    assert s.round == 2 and s.facts()["gold"] == [5, 1, 5]
    s = last_card(roles, "broken_cart", front={"2": ["theft"]}, gold=[1, 1, 1])
    act(s, 1, "break", card="broken_cart", seat=0)
    assert s.facts()["pending"] == "steal" and s.to_move() == (2,)
    assert steals(s, 2) == [0, 1]


def test_trapped_laid_with_the_last_card_keeps_that_player_from_the_winners() -> None:
    """A.4 Trapped! (still in front when the round ends: no victory, no gold, not counted),
    A.9 rule 2/4: laid by the last card in play on one of two saboteurs, it leaves the
    other the only winner, with 5."""
    s = last_card(["saboteur", BLUE, "saboteur"], "trapped")
    act(s, 1, "trap", card="trapped", seat=2)
    r = s.results[0]
    assert r["trapped"] == [2] and r["winners"] == [0] and r["points"] == [5, 0, 0]


def test_free_at_last_as_the_last_card_lets_the_freed_player_win() -> None:
    """A.4 Free at Last! and Trapped! (what counts is the card still in front when the round
    ends): freed by the round's last card, the second saboteur wins and counts (2 winners,
    4 each)."""
    s = last_card(["saboteur", BLUE, "saboteur"], "free_at_last", front={"2": ["trapped"]})
    act(s, 1, "free", card="free_at_last", seat=2)
    r = s.results[0]
    assert r["trapped"] == [] and r["winners"] == [0, 2] and r["points"] == [4, 0, 4]


def test_swap_hats_as_the_last_card_scores_the_new_role() -> None:
    """A.4 Swap Your Hats (the named player discards its role and draws a new one), docs
    'Other readings' (the role held when the round is scored counts): a saboteur given a
    green gold-digger's card by the last card in play no longer wins when the gold stays
    hidden; the other saboteur wins alone."""
    roles = ["saboteur", BLUE, "saboteur"]
    s = last_card(roles, "swap_your_hats",
                  state={"role_pile": role_pile_with_top(roles, GREEN)})
    act(s, 1, "swap_hats", card="swap_your_hats", seat=2)
    r = s.results[0]
    assert r["roles"] == ["saboteur", BLUE, GREEN]
    assert r["winners"] == [0] and r["points"] == [5, 0, 0]


def test_hands_off_as_the_last_card_leaves_no_theft_to_use() -> None:
    """A.4 Hands Off (discard a Theft a player has played), A.9 (after the points, the players
    with a Theft in front use it): removed by the round's last card, the Theft steals
    nothing."""
    s = last_card(["saboteur", BLUE, "saboteur"], "hands_off", front={"2": ["theft"]},
                  gold=[0, 3, 0])
    events = act(s, 1, "hands_off", card="hands_off", seat=2)
    assert not [e for e in events if e.kind.startswith(("steal", "theft"))]
    assert s.round == 2 and s.facts()["gold"] == [4, 3, 4]


def test_a_player_with_no_cards_left_still_steals() -> None:
    """D.10 (a player without cards passes its turns), A.9 (after the points, every player
    with a Theft in front uses it): having no cards does not take the Theft away."""
    s = no_gold_end(["saboteur", BLUE, GREEN], front={"1": ["theft"]})
    assert s.facts()["hand_sizes"] == [0, 0, 0] and s.round == 1  # dealt after the theft
    assert s.to_move() == (1,) and s.facts()["pending"] == "steal"
    assert steals(s, 1) == [0]
    act(s, 1, "steal", seat=0)
    assert s.facts()["gold"] == [4, 1, 0] and s.round == 2


def test_thefts_do_not_change_who_starts_the_next_round() -> None:
    """C.13 (the next round starts left of the player who took the round's last turn), A.9
    (thieves act after the round's points): a thief who steals after the round takes no
    turn; the next round starts left of the player who reached the gold."""
    roles = [BLUE, BLUE, "boss", "saboteur"]
    s = gold_table(way(), roles, finisher=1, front={"3": ["theft"]})
    finish(s, 1)
    assert s.to_move() == (3,)
    events = act(s, 3, "steal", seat=0)
    (ev,) = of_kind(events, "round")
    assert ev.data == {"round": 2, "first": 2}
    assert s.to_move() == (2,)


def test_the_third_round_may_end_without_the_gold_and_ends_the_game() -> None:
    """A.9 rule 1/4 (no player has cards: the round ends), rule 4/4 (after three rounds the
    most gold wins): the third round ending for want of cards ends the game as well."""
    s = no_gold_end(["saboteur", BLUE, GREEN], gold=[2, 6, 5], round=3)
    assert s.is_over() and s.results[0]["points"] == [5, 0, 0]
    assert s.scores() == [7, 6, 5] and s.winners() == [0]
    assert s.to_move() == () and s.legal(0) == ()


# ====================================================================== thieves
def test_at_twelve_players_the_theft_order_wraps_round_the_table() -> None:
    """A.9 (the player who played a Theft last acts first, then the other thieves
    clockwise), A.1 (up to 12 players): the last Theft lies before seat 11, so the order
    is 11, then 0, then 5; the next round starts left of the finisher (C.13)."""
    roles = [BLUE] * 4 + [GREEN] * 4 + ["boss", "profiteer", "saboteur", "saboteur"]
    theft_at = [-1] * 12
    theft_at[0], theft_at[5], theft_at[11] = 1, 0, 2
    s = gold_table(way(), roles, finisher=3, active=3,
                   front={"0": ["theft"], "5": ["theft"], "11": ["theft"]},
                   state={"theft_at": theft_at, "clock": 3})
    finish(s, 3)
    assert s.results[0]["points"] == [1] * 8 + [0] * 4  # 10 winners: 1 each (C.8)
    order = []
    for victim in (1, 2, 3):
        (seat,) = s.to_move()
        order.append(seat)
        act(s, seat, "steal", seat=victim)
    assert order == [11, 0, 5]
    assert s.facts()["gold"] == [2, 0, 0, 0, 1, 2, 1, 1, 0, 0, 0, 1]
    assert s.round == 2 and s.to_move() == (4,)


def test_the_last_played_thief_blocked_the_others_follow_clockwise_from_it() -> None:
    """A.9 (last Theft played first, then clockwise), A.9 Ex-1 (a trapped thief cannot use
    its Theft): three thieves, the last to play one trapped; the turn to steal passes on
    clockwise from its seat: seat 0, then seat 1 (not by the order the cards were
    played)."""
    roles = [BLUE, GREEN, "saboteur", "boss"]
    s = gold_table(way(), roles,
                   front={"0": ["theft"], "1": ["theft"], "2": ["theft", "trapped"]},
                   state={"theft_at": [0, 1, 2, -1], "clock": 3})
    events = finish(s, 0)
    assert [e.data for e in of_kind(events, "theft_blocked")] == [
        {"seat": 2, "reason": "trapped"}]
    assert s.facts()["gold"] == [3, 3, 0, 2]
    assert s.to_move() == (0,)
    act(s, 0, "steal", seat=3)
    assert s.to_move() == (1,)
    act(s, 1, "steal", seat=0)
    assert s.facts()["gold"] == [3, 4, 0, 1] and s.round == 2


@pytest.mark.parametrize("card", ["trapped", "broken_lantern"])
def test_a_thief_who_clears_what_blocked_it_steals(card: str) -> None:
    """A.8 option 3 (discard two cards to remove a card in front of yourself), C.4 / D.9
    (Trapped! or a broken tool stops a Theft, checked when the thief's turn comes): the
    thief clears the card that would have stopped it, so it steals after the round."""
    roles = ["saboteur", BLUE, "boss"]
    s = gold_table(way(), roles, finisher=1, active=0, front={"0": ["theft", card]},
                   hands={"0": ["map", "map", "map"], "1": ["s1_straight_ew"]})
    act(s, 0, "clear", card=card)
    act(s, 0, "discard", card="map")
    act(s, 0, "discard", card="map")
    assert s.facts()["front"][0] == ["theft"]
    events = finish(s, 1)
    assert not of_kind(events, "theft_blocked")
    assert s.to_move() == (0,) and steals(s, 0) == [1, 2]


def test_a_theft_stays_with_the_player_whose_role_changes() -> None:
    """A.4 Theft (the card lies in front of the player who played it) and Swap Your Hats
    (only the role card changes): a saboteur thief given a blue gold-digger's card wins
    with the gold-diggers and still steals."""
    roles = ["saboteur", BLUE, GREEN]
    s = gold_table(way(), roles, finisher=2, active=1, front={"0": ["theft"]},
                   hands={"1": ["swap_your_hats", "map"], "2": ["s1_straight_ew", "map"],
                          "0": ["map", "map"]},
                   state={"role_pile": role_pile_with_top(roles, BLUE)})
    act(s, 1, "swap_hats", card="swap_your_hats", seat=0)
    finish(s, 2)
    r = s.results[0]
    assert r["roles"] == [BLUE, BLUE, GREEN]
    assert r["winners"] == [0, 1, 2] and r["points"] == [3, 3, 3]
    assert s.to_move() == (0,) and steals(s, 0) == [1, 2]


# ====================================================================== table sizes
def test_two_players_a_whole_round_to_the_next_deal() -> None:
    """A.1 (2 players), A.9 rules 1/4-3/4, C.13: the blue gold-digger reaches the gold alone
    (1 winner: 5 gold); the next round is dealt afresh (6 cards each, 10 aside) and the
    other player, left of the finisher, starts it."""
    s = gold_table(way(), [BLUE, "saboteur"])
    finish(s, 0)
    assert s.results[0]["winners"] == [0] and s.results[0]["points"] == [5, 0]
    f = s.facts()
    assert f["round"] == 2 and s.to_move() == (1,)
    assert f["hand_sizes"] == [6, 6] and f["aside"] == 10 and f["pile"] == 118 - 10 - 12
    assert f["gold"] == [5, 0] and len(f["role_pile"]) == 13


def test_two_players_with_no_cards_for_one_the_other_plays_every_turn() -> None:
    """A.8 (with the pile empty a player still plays a card; one without cards passes),
    A.9 rule 1/4, C.13 at two players: seat 1 passes automatically each time; seat 0
    discards its three cards on three turns in a row; the round ends, and the next one
    starts with seat 1."""
    s = table(2, roles=["saboteur", BLUE], hands={"0": ["map", "map", "map"], "1": []},
              pile=0)
    passes = []
    for _ in range(3):
        assert s.to_move() == (0,)
        events = act(s, 0, "discard", card="map")
        passes += [e.data["seat"] for e in of_kind(events, "pass")]
    assert passes == [1, 1]
    assert s.results[0]["winners"] == [0] and s.round == 2 and s.to_move() == (1,)


def test_two_geologists_alone_at_the_table() -> None:
    """A.6 geologist (1 gold per crystal when the gold is reached, two share rounded down,
    not counted among the winners): at two players, both geologists: with the gold found
    there is no counted winner, yet the three crystals pay 1 each; without the gold nobody
    scores at all."""
    s = gold_table(way() + CRYSTALS, ["geologist", "geologist"])
    finish(s, 0)
    r = s.results[0]
    assert r["gold_found"] is True and r["winners"] == [] and r["base"] == 0
    assert r["crystals"] == 3 and r["points"] == [1, 1]
    s = no_gold_end(["geologist", "geologist"], maze=CRYSTALS)
    r = s.results[0]
    assert r["gold_found"] is False and r["winners"] == [] and r["points"] == [0, 0]


def test_twelve_players_a_blue_door_six_winners_one_gold_each() -> None:
    """A.9 win table and C.8 (5 or more winners: 1 each), A.6 deductions (boss 1, profiteer
    2, never below 0 D.7) and geologists (not counted, crystals shared): at twelve players
    a blue door on the way lets four blue diggers, the boss and the profiteer win (6
    winners); the greens get nothing; the two geologists take 3 // 2 = 1 each."""
    roles = [BLUE] * 4 + [GREEN] * 4 + ["boss", "profiteer", "geologist", "geologist"]
    s = gold_table(way((3, "s2_door_blue_ew")) + CRYSTALS, roles)
    finish(s, 0)
    r = s.results[0]
    assert r["winners"] == [0, 1, 2, 3, 8, 9] and r["base"] == 1
    assert r["points"] == [1] * 4 + [0] * 4 + [0, 0, 1, 1]


def test_twelve_players_without_the_gold_three_saboteurs_and_the_profiteer() -> None:
    """A.9 win table (saboteurs: the gold not turned over; profiteer: always), 4 winners:
    2 each, the profiteer 2 less (0), at the largest table."""
    roles = ["saboteur"] * 3 + ["profiteer"] + [BLUE] * 4 + [GREEN] * 4
    s = no_gold_end(roles)
    r = s.results[0]
    assert r["winners"] == [0, 1, 2, 3] and r["points"] == [2, 2, 2, 0] + [0] * 8


def test_twelve_players_swapped_hats_stay_out_of_the_role_pile() -> None:
    """A.7 step 4 (the role cards not dealt stay face down), A.4 Swap Your Hats (the old
    card is discarded unseen, the new one drawn from the rest): at twelve players the
    three left over shrink to one after both Swap Your Hats cards; the discarded role
    cards do not go back under the pile during the round."""
    s = table(12, hands={"0": ["swap_your_hats", "map"], "1": ["swap_your_hats", "map"]})
    old = [s.roles[3], s.roles[4]]
    act(s, 0, "swap_hats", card="swap_your_hats", seat=3)
    act(s, 1, "swap_hats", card="swap_your_hats", seat=4)
    f = s.facts()
    assert len(f["role_pile"]) == 1 and f["role_out"] == old
    assert s.view(5)["role_pile"] == 1
    assert sorted(f["roles"] + f["role_pile"] + f["role_out"]) == sorted(load().role_deck)


# ====================================================================== the options
@pytest.mark.parametrize("rule", ["seed", "official"])
def test_a_blue_finisher_shut_out_by_a_green_door_lets_green_win(rule: str) -> None:
    """B.8 (b) (a team wins when the other team's dwarf completed the way but that team's
    way is shut by a door of the wrong colour), C.1 seed (only the doors count): a blue
    digger finishes through a green door: green alone wins under either rule."""
    s = gold_table(way((3, "s2_door_green_ew")), [BLUE, GREEN, "saboteur"],
                   {"winner_rule": rule})
    finish(s, 0)
    r = s.results[0]
    assert r["blue_way"] is False and r["green_way"] is True
    assert r["winners"] == [1] and r["points"] == [0, 5, 0]


LADDER_PAST_BLUE = [*way((3, "s2_door_blue_ew"))[:4], [5, 0, "s1_cross", False],
                    [6, 0, "s1_cross", False], [5, 1, "s2_ladder_curve_ne", False]]


@pytest.mark.parametrize(("maze", "rule", "winners", "points"), [
    (way((3, "s2_door_blue_ew")) + SECOND_GREEN, "seed", [0, 1], [4, 4, 0]),
    (way((3, "s2_door_blue_ew")) + SECOND_GREEN, "official", [0], [5, 0, 0]),
    (LADDER_PAST_BLUE, "seed", [0, 1], [4, 4, 0]),
    (LADDER_PAST_BLUE, "official", [0], [5, 0, 0]),
], ids=["two-ways-seed", "two-ways-official", "ladder-seed", "ladder-official"])
def test_both_ways_open_the_official_rule_gives_the_finishers_team_alone(
        maze: list[Any], rule: str, winners: list[int], points: list[int]) -> None:
    """Option winner_rule (docs 'Options'): B.8 (a) the finisher's team wins where its way
    is open, and the other team only if the finisher's is shut; C.1 seed: every team with
    an open way wins. Each team has an open way (two ways with one colour of door each, or
    a ladder past the blue door, B.5); a blue digger finishes."""
    s = gold_table(maze, [BLUE, GREEN, "saboteur"], {"winner_rule": rule})
    finish(s, 0)
    r = s.results[0]
    assert r["blue_way"] is True and r["green_way"] is True
    assert r["winners"] == winners and r["points"] == points


@pytest.mark.parametrize(("finisher", "door", "winners", "points"), [
    ("saboteur", "s2_door_blue_ew", [1], [0, 5, 0]),
    ("saboteur", None, [1, 2], [0, 4, 4]),
    ("geologist", None, [1, 2], [0, 4, 4]),
    ("profiteer", "s2_door_green_ew", [0, 2], [2, 0, 4]),
])
def test_official_rule_a_finisher_of_no_team_lets_each_open_team_win(
        finisher: str, door: str | None, winners: list[int], points: list[int]) -> None:
    """B.8 (the boss, a geologist or the profiteer completing the way: both teams win where
    their way is not shut by a door of the other colour), docs 'Options' (any other
    finisher: both teams where open): a saboteur, a geologist or the profiteer reaches the
    gold under the official winner rule."""
    maze = way((3, door)) if door else way()
    s = gold_table(maze, [finisher, BLUE, GREEN], {"winner_rule": "official"})
    finish(s, 0)
    r = s.results[0]
    assert r["finisher"] == 0 and r["winners"] == winners and r["points"] == points


def test_official_rule_both_doors_the_boss_alone_wins() -> None:
    """B.8 with doors of both colours in series (both teams shut out, whoever finished),
    docs (under the official rule the boss wins whenever the gold is reached), D.6 (the
    boss alone takes the full amount): a blue digger finishes; only the boss wins, 5."""
    s = gold_table(BOTH_DOORS, [BLUE, GREEN, "boss"], {"winner_rule": "official"})
    finish(s, 0)
    r = s.results[0]
    assert r["winners"] == [2] and r["points"] == [0, 0, 5]


def test_official_geologists_split_crystals_without_the_gold() -> None:
    """Option geologist = official (C.2: geologists score every round), A.6 (two geologists
    share, rounded down; not counted among the winners): the gold stays hidden; the lone
    saboteur wins alone (5) and the two geologists take 3 // 2 = 1 each."""
    s = no_gold_end(["saboteur", "geologist", "geologist"],
                    options={"geologist": "official"}, maze=CRYSTALS)
    r = s.results[0]
    assert r["winners"] == [0] and r["crystals"] == 3 and r["points"] == [5, 1, 1]


@pytest.mark.parametrize(("option", "profiteer"), [("full", 5), ("minus_two", 3)])
def test_the_gold_found_and_both_teams_shut_out_leave_the_profiteer_alone(
        option: str, profiteer: int) -> None:
    """A.9 win table (profiteer: always; gold-diggers need an open way), A.10 (doors of both
    colours in series), C.3 / option profiteer_alone, A.6 geologist (not counted; the
    gold card is turned over, so the crystals pay): no boss at the table; the profiteer is
    the only counted winner, the geologist takes its three crystals besides."""
    roles = ["profiteer", "geologist", BLUE, GREEN]
    s = gold_table(BOTH_DOORS + CRYSTALS, roles, {"profiteer_alone": option}, finisher=2,
                   hands={"2": ["s1_straight_ew"]})
    finish(s, 2)
    r = s.results[0]
    assert r["gold_found"] is True and r["winners"] == [0]
    assert r["points"] == [profiteer, 3, 0, 0]


def test_the_profiteer_option_does_not_touch_the_boss_alone() -> None:
    """D.6 (the boss alone takes the full amount; not an option), option profiteer_alone
    (only the profiteer, C.3): with minus_two the boss, alone behind doors of both
    colours, still takes 5."""
    s = gold_table(BOTH_DOORS, ["boss", BLUE, GREEN], {"profiteer_alone": "minus_two"})
    finish(s, 0)
    assert s.results[0]["winners"] == [0] and s.results[0]["points"] == [5, 0, 0]


def test_every_official_option_at_once() -> None:
    """The three options together (docs 'Options'): without the gold, the saboteur
    trapped, the profiteer is the only winner and under minus_two takes 5 - 2 = 3; under
    geologist = official the geologist takes the three crystals; the trapped saboteur
    nothing."""
    options = {"winner_rule": "official", "geologist": "official",
               "profiteer_alone": "minus_two"}
    s = no_gold_end(["profiteer", "geologist", "saboteur", BLUE], options=options,
                    maze=CRYSTALS, front={"2": ["trapped"]})
    r = s.results[0]
    assert r["winners"] == [0] and r["points"] == [3, 3, 0, 0]


# ====================================================================== cards together
def test_swap_hats_does_not_free_a_trapped_player() -> None:
    """A.4 Trapped! (the card stays in front until removed) and Swap Your Hats (only the
    role card changes): a trapped saboteur given a blue card is still trapped at the end,
    so it neither wins nor counts."""
    roles = [BLUE, "saboteur", GREEN]
    s = gold_table(way(), roles, finisher=2, active=0, front={"1": ["trapped"]},
                   hands={"0": ["swap_your_hats", "map"], "1": ["map", "map"],
                          "2": ["s1_straight_ew", "map"]},
                   state={"role_pile": role_pile_with_top(roles, BLUE)})
    act(s, 0, "swap_hats", card="swap_your_hats", seat=1)
    assert s.facts()["front"][1] == ["trapped"]
    pass_turn(s, 1)
    finish(s, 2)
    r = s.results[0]
    assert r["roles"] == [BLUE, BLUE, GREEN] and r["trapped"] == [1]
    assert r["winners"] == [0, 2] and r["points"] == [4, 0, 4]


@pytest.mark.parametrize(("card", "green"), [("s2_bridge", False), ("s1_cross", True)])
def test_no_turning_on_a_bridge_to_get_round_a_door(card: str, green: bool) -> None:
    """B.5 Bridge (its two tunnels are not connected: nobody turns on it), D.3 (a team wins
    by some way with no door of the other colour, followed tunnel by tunnel): a side
    branch leaves the way before a blue door and comes back up into the way at (3, 0);
    through a bridge there it cannot turn east, so green is shut out; through a cross it
    gets round the door and green wins too."""
    maze = way((2, "s2_door_blue_ew"))
    maze[2] = [3, 0, card, False]
    maze += [[1, 1, "s1_curve_sw", True],  # N-E
             [2, 1, "s1_t_nwe", True],  # E-S-W
             [3, 1, "s1_curve_se", True]]  # N-W, up into (3, 0)
    s = gold_table(maze, [BLUE, GREEN, "saboteur"])
    finish(s, 0)
    r = s.results[0]
    assert r["blue_way"] is True and r["green_way"] is green
    assert r["winners"] == ([0, 1] if green else [0])


def test_rockfall_of_the_ladder_shuts_the_way_round_the_door_again() -> None:
    """B.4 Rockfall (any path card, a ladder too), B.5 (the ladder's way may bypass a
    door), A.9 win table: the ladder beyond the blue door is taken out before the gold is
    reached, so green's only way passes the blue door and blue wins alone."""
    roles = ["saboteur", BLUE, GREEN]
    s = gold_table(LADDER_PAST_BLUE, roles, finisher=1, active=0,
                   hands={"0": ["rockfall", "map"], "1": ["s1_straight_ew", "map"]})
    act(s, 0, "rockfall", card="rockfall", x=5, y=1)
    assert "5,1" not in s.facts()["cells"]
    finish(s, 1)
    r = s.results[0]
    assert r["blue_way"] is True and r["green_way"] is False
    assert r["winners"] == [1] and r["points"] == [0, 5, 0]


def test_what_swap_your_hand_showed_is_forgotten_at_the_next_deal() -> None:
    """A.9 rule 3/4 (the round over, everything is reshuffled and dealt anew), A.4 Swap Your
    Hand: what the two players learned of each other's hands is of no use once the cards
    are dealt again."""
    roles = [BLUE, "saboteur", GREEN]
    s = gold_table(way(), roles, finisher=2, active=1,
                   hands={"1": ["swap_your_hand", "map", "theft"],
                          "0": ["rockfall", "inspection"], "2": ["s1_straight_ew", "map"]})
    act(s, 1, "swap_hand", card="swap_your_hand", seat=0)
    assert s.view(1)["known_cards"] == {"0": ["map", "theft"]}
    finish(s, 2)
    assert s.round == 2
    assert all(s.view(o)["known_cards"] == {} for o in range(3))
    assert s.facts()["known_cards"] == [[], [], []]


def test_a_trapped_player_may_swap_hands_but_still_lays_no_path() -> None:
    """A.4 Trapped! (no path card; action cards are allowed) and Swap Your Hand (the whole
    hand changes owner): a trapped player takes a hand of path cards and still cannot lay
    any of them."""
    s = table(3, hands={"0": ["swap_your_hand", "map"], "1": ["s1_cross", "s1_cross"]},
              front={"0": ["trapped"]}, pile_top=["map"])
    act(s, 0, "swap_hand", card="swap_your_hand", seat=1)
    assert s.facts()["hands"][0] == ["s1_cross", "s1_cross"]
    pass_turn(s, 1)
    pass_turn(s, 2, s.facts()["hands"][2][0])
    assert s.to_move() == (0,) and "path" not in {a.kind for a in s.legal(0)}
    with pytest.raises(IllegalAction):
        act(s, 0, "path", card="s1_cross", x=1, y=0, turned=False)


def test_a_broken_tool_the_thief_laid_on_itself_also_stops_its_theft() -> None:
    """B.4 (a broken tool may be laid in front of oneself), C.4 / D.9 (any broken tool in
    front of the thief when its turn to steal comes stops the Theft): a thief that breaks
    its own tool cannot steal."""
    roles = ["saboteur", BLUE, "boss"]
    s = gold_table(way(), roles, finisher=1, active=0, front={"0": ["theft"]},
                   hands={"0": ["broken_pickaxe", "map"], "1": ["s1_straight_ew"]})
    act(s, 0, "break", card="broken_pickaxe", seat=0)
    events = finish(s, 1)
    assert [e.data for e in of_kind(events, "theft_blocked")] == [
        {"seat": 0, "reason": "broken"}]
    assert s.round == 2 and s.facts()["gold"] == [0, 4, 3]


def test_a_blocked_theft_does_not_carry_over_to_the_next_round() -> None:
    """A.9 rule 3/4 (the table is restored and everything dealt anew), docs 'Other
    readings' (a blocked thief's Theft stays in front until the next deal): the next round
    starts with no Theft in front of anyone, so nobody steals at its end."""
    roles = ["saboteur", BLUE, "boss"]
    s = gold_table(way(), roles, finisher=1, front={"0": ["theft", "trapped"]},
                   hands={"1": ["s1_straight_ew"]}, active=1)
    events = finish(s, 1)
    assert [e.data["seat"] for e in of_kind(events, "theft_blocked")] == [0]
    f = s.facts()
    assert f["round"] == 2 and f["front"] == [[], [], []] and f["theft_at"] == [-1] * 3


def test_free_at_last_and_hands_off_remove_exactly_the_one_named_card() -> None:
    """D.11 (Free at Last! and Hands Off remove exactly one card), A.4: with two players
    trapped and two Thefts on the table, one Free at Last! frees only the named player and
    one Hands Off discards only the named Theft."""
    s = table(3, hands={"0": ["free_at_last", "map"], "1": ["hands_off", "map"]},
              front={"1": ["trapped", "theft"], "2": ["trapped", "theft"]})
    act(s, 0, "free", card="free_at_last", seat=2)
    assert s.facts()["front"][1:] == [["trapped", "theft"], ["theft"]]
    act(s, 1, "hands_off", card="hands_off", seat=1)
    f = s.facts()
    assert f["front"][1:] == [["trapped"], ["theft"]]
    assert s.theft_at[1] == -1 and s.theft_at[2] >= 0
    assert f["discard"] == ["trapped", "free_at_last", "theft", "hands_off"]


@pytest.mark.parametrize(("gold", "victim"), [([0, 0], None), ([0, 3], 1)])
def test_at_two_players_the_thief_can_rob_only_the_other(gold: list[int],
                                                          victim: int | None) -> None:
    """A.4 Theft, D.8 (another player with gold), A.1 (2 players): the lone saboteur wins the
    round (5) and may rob only the other player, and only if that player holds gold from
    an earlier round."""
    s = no_gold_end(["saboteur", BLUE], front={"0": ["theft"]}, gold=gold, round=2)
    if victim is None:
        assert s.round == 3 and s.facts()["gold"] == [5, 0]
        return
    assert s.to_move() == (0,) and steals(s, 0) == [victim]
    act(s, 0, "steal", seat=victim)
    assert s.facts()["gold"] == [6, 2] and s.round == 3
