"""Audit of the Saboteur engine against the rulebook, part B: setup for every table size,
round end, each role's win condition, the scoring table, thefts, the three rounds and the
final winner. Each test cites the rule it checks (the seed
shared/seeds/saboteur-2.zh-Hant.txt, restated in shared/reference/saboteur/rules.md, Parts
A-E; the project's decisions in docs/saboteur.md). Rules already checked by test_rules.py
and the scenario files are not repeated here."""

from __future__ import annotations

from collections import Counter

import pytest

from ludoteca.core.errors import IllegalAction, LudotecaError
from ludoteca.games.saboteur import GAME
from ludoteca.games.saboteur.content import load

from .helpers import (
    BLUE,
    BOTH_DOORS,
    CRYSTALS,
    GREEN,
    act,
    finish,
    gold_table,
    no_gold_end,
    steals,
    table,
    way,
)


# ====================================================================== setup
@pytest.mark.parametrize("players", range(2, 13))
def test_setup_at_every_table_size(players: int) -> None:
    """A.7 steps 2-4, B.1, B.2: all 118 cards shuffled, 10 set aside unseen, 6 dealt to each
    player whatever the count; one of the 15 role cards each, the rest face down; the start
    card alone in the maze, the three goals (1 gold, 2 stone) face down; the youngest
    (seat 0) starts (A.8, C.13). Nothing of this changes with the number of players (A.1)."""
    c = load()
    s = GAME.new(players, 11)
    f = s.facts()
    assert f["round"] == 1 and s.to_move() == (0,) and f["active"] == 0
    assert f["hand_sizes"] == [6] * players and f["aside"] == 10
    assert f["pile"] == 118 - 10 - 6 * players
    dealt = s.pile + s.aside + [card for hand in s.hands for card in hand]
    assert sorted(dealt) == list(range(118))  # every card of the mixed deck, once
    assert Counter(f["roles"] + f["role_pile"]) == Counter(c.role_deck)
    assert len(f["roles"]) == players and len(f["role_pile"]) == 15 - players
    assert list(f["cells"]) == ["0,0"] and f["cells"]["0,0"][0] == "start"
    assert f["goals_up"] == [False] * 3
    assert sorted(f["goals"]) == ["goal_gold", "goal_stone_a", "goal_stone_b"]
    assert f["gold"] == [0] * players and f["front"] == [[]] * players
    for seat in (None, *range(players)):  # hidden: other roles, the goals, the set-aside cards
        v = s.view(seat)
        assert [g[0] for g in v["board"]["goals"]] == [None] * 3
        assert v["aside"] == 10 and v["role_pile"] == 15 - players
        assert [row["role"] for row in v["seats"]] == [
            s.roles[o] if o == seat else None for o in range(players)]
        assert [row["cards"] for row in v["seats"]] == [6] * players


def test_two_to_twelve_players_and_the_seed_rules_by_default() -> None:
    """A.1 (2-12 players); docs 'Options': the seed's rules unless asked otherwise (C.1,
    C.2, C.3)."""
    for players in (1, 13):
        with pytest.raises(LudotecaError):
            GAME.new(players, 1)
    assert GAME.new(2, 1).options == {"winner_rule": "seed", "geologist": "seed",
                                      "profiteer_alone": "full"}


def test_goals_and_roles_are_shuffled() -> None:
    """A.7 step 2 (the three goals shuffled before they are laid out) and step 4 (the role
    cards shuffled): over several deals the gold lies in each of the three places and the
    first seat receives every kind of role."""
    gold_at, first_roles = set(), set()
    for seed in range(40):
        s = GAME.new(4, seed)
        gold_at.add(s.facts()["goals"].index("goal_gold"))
        first_roles.add(s.roles[0])
    assert gold_at == {0, 1, 2}
    assert first_roles == set(load().roles)


# the row between the middle and bottom goals, from below the start to the column before them
ROW1 = [[0, 1, "s1_cross", False], [1, 1, "s1_cross", False], [2, 1, "s1_cross", False],
        [3, 1, "s1_cross", False], [4, 1, "s1_straight_ew", False],
        [5, 1, "s1_straight_ew", False], [6, 1, "s1_straight_ew", False],
        [7, 1, "s1_cross", False]]


def test_goals_one_card_apart_and_a_stone_does_not_end_the_round() -> None:
    """A.7 step 2, B.2: the goals stand one card's gap apart, so the gap between two goals is
    an ordinary cell whose card touches both; B.3.7: a stone goal reached is turned face up
    and the round goes on (the player draws as usual)."""
    s = table(3, roles=[BLUE, "saboteur", "boss"],
              goals=["goal_gold", "goal_stone_a", "goal_stone_b"], maze=ROW1,
              hands={"0": ["s1_t_nse", "map"]}, pile_top=["rockfall"])
    assert any(a.kind == "path" and (a.get("x"), a.get("y")) == (8, 1) for a in s.legal(0))
    act(s, 0, "path", card="s1_t_nse", x=8, y=1, turned=True)
    f = s.facts()
    assert f["goals_up"] == [False, True, True] and not f["gold_reached"]
    assert f["round"] == 1 and s.results == [] and f["active"] == 1
    assert f["hands"][0] == ["map", "rockfall"]


def test_seven_cards_from_the_start_reach_the_middle_goal() -> None:
    """A.7 step 2, B.2: seven path cards fill the gap between the start card and the goal
    column; the seventh turns the middle goal over."""
    s = gold_table(way(), [BLUE, "saboteur"])
    assert len(s.facts()["cells"]) == 1 + 6
    finish(s, 0)
    assert s.results[0]["gold_found"] is True


# ====================================================================== round end
def test_gold_reached_ends_the_round_at_once_and_the_finisher_draws_nothing() -> None:
    """A.9 rule 1/4, B.3.7: the round ends as soon as the gold is reached (docs: the finisher
    draws no card); nobody else takes a turn, the round is scored."""
    s = gold_table(way(), [BLUE, "saboteur", "boss"], pile_top=["rockfall"])
    events = finish(s, 0)
    kinds_seen = [e.kind for e in events]
    assert kinds_seen[:3] == ["path", "goal", "round_end"]
    assert "draw" not in kinds_seen and "turn" not in kinds_seen
    assert s.results[0]["finisher"] == 0


@pytest.mark.parametrize(("players", "rnd", "finisher", "first"),
                         [(3, 1, 2, 0), (5, 2, 1, 2), (4, 1, 0, 1)])
def test_next_round_starts_left_of_the_player_of_the_last_card(
        players: int, rnd: int, finisher: int, first: int) -> None:
    """B.7, C.13: the next round is started by the player to the left (clockwise, seat + 1)
    of the one who played the round's last card, wrapping round the table."""
    roles = [BLUE] * (players - 1) + ["saboteur"]
    s = gold_table(way(), roles, finisher=finisher, round=rnd)
    events = finish(s, finisher)
    (ev,) = [e for e in events if e.kind == "round"]
    assert ev.data == {"round": rnd + 1, "first": first}
    assert s.to_move() == (first,)


def test_each_round_is_dealt_afresh_and_only_the_gold_is_kept() -> None:
    """A.9 rule 3/4, B.7, C.12: after a round the layout is restored, all 118 cards are
    reshuffled (10 set aside again, 6 dealt each), the 15 role cards reshuffled and dealt
    anew (also those Swap Your Hats put away); only the players' gold carries over."""
    roles = ["boss", BLUE, "saboteur", "geologist", "profiteer"]
    s = gold_table([*way(), [1, 1, "s2_crystal_t_nes", False]], roles, finisher=2,
                   hands={"0": ["inspection"], "1": ["map", "swap_your_hats"]},
                   front={"4": ["broken_cart", "trapped"], "3": ["broken_lantern"]}, active=0)
    act(s, 0, "inspect", card="inspection", seat=2)
    act(s, 1, "swap_hats", card="swap_your_hats", seat=4)
    assert s.facts()["role_out"] == ["profiteer"]
    new_role = s.roles[4]
    finish(s, 2)
    assert s.round == 2
    f = s.facts()
    assert f["gold"] == s.results[0]["points"] and sum(f["gold"]) > 0
    assert s.results[0]["roles"][4] == new_role
    assert f["hand_sizes"] == [6] * 5 and f["aside"] == 10 and f["pile"] == 118 - 10 - 30
    assert f["front"] == [[]] * 5 and f["buried"] == [[]] * 5 and f["discard"] == []
    assert list(f["cells"]) == ["0,0"] and f["goals_up"] == [False] * 3
    assert f["known_goals"] == [[]] * 5 and f["known_roles"] == [[None] * 5] * 5
    assert f["role_out"] == [] and Counter(f["roles"] + f["role_pile"]) == Counter(
        load().role_deck)
    assert f["points"] == [0] * 5 and f["theft_at"] == [-1] * 5
    assert all(row["role"] is None for o, row in enumerate(s.view(0)["seats"]) if o != 0)


# ====================================================================== winners and gold
@pytest.mark.parametrize(("winners", "each"), [(1, 5), (2, 4), (3, 3), (4, 2), (5, 1),
                                               (6, 1), (7, 1), (8, 1)])
def test_gold_per_winner_by_the_number_of_winners(winners: int, each: int) -> None:
    """A.9 rule 2/4 table (1: 5, 2: 4, 3: 3, 4: 2, 5: 1) and C.8 (5 or more: 1 each): the
    gold-diggers winning alone, from 2 to 9 players."""
    roles = [*([BLUE] * 4 + [GREEN] * 4)[:winners], "saboteur"]
    s = gold_table(way(), roles)
    finish(s, 0)
    assert s.results[0]["winners"] == list(range(winners))
    assert s.results[0]["points"] == [each] * winners + [0]


def test_twelve_players_everyone_paid_once_the_gold_is_found() -> None:
    """A.9 (win table), C.8, D.7, A.6: at twelve players with no door on the way the eight
    gold-diggers, the boss and the profiteer win (10 counted winners: 1 each, boss and
    profiteer 0, never below); the two geologists are not counted and split the crystals,
    rounded down; no saboteur sits at this table."""
    roles = [BLUE] * 4 + [GREEN] * 4 + ["boss", "profiteer", "geologist", "geologist"]
    s = gold_table(way() + CRYSTALS, roles)
    finish(s, 0)
    r = s.results[0]
    assert r["winners"] == list(range(10)) and r["base"] == 1 and r["crystals"] == 3
    assert r["points"] == [1] * 8 + [0, 0, 1, 1]


def test_saboteurs_and_the_profiteer_share_when_the_gold_is_not_found() -> None:
    """A.9 win table: saboteurs win when the gold card is not turned over, the profiteer
    always; 3 winners take 3 each, the profiteer 2 less (A.6)."""
    s = no_gold_end(["saboteur", "saboteur", "profiteer", BLUE, "boss"])
    assert s.results[0]["winners"] == [0, 1, 2]
    assert s.results[0]["points"] == [3, 3, 1, 0, 0]


def test_a_trapped_saboteur_neither_wins_nor_counts() -> None:
    """A.4 Trapped!, A.9 rule 2/4: a player still trapped at round end cannot win and is not
    counted, so the other saboteur wins alone and takes 5."""
    s = no_gold_end(["saboteur", "saboteur", BLUE, "geologist"], front={"1": ["trapped"]})
    assert s.results[0]["winners"] == [0] and s.results[0]["points"] == [5, 0, 0, 0]


@pytest.mark.parametrize(("front", "option", "points"), [
    ({}, "full", [3, 2, 0, 0, 0]),  # boss and profiteer: 2 winners, 4 base
    ({"0": ["trapped"]}, "full", [0, 5, 0, 0, 0]),  # profiteer alone, seed: full amount
    ({"0": ["trapped"]}, "minus_two", [0, 3, 0, 0, 0]),  # official: still 2 less
])
def test_both_teams_shut_out_leaves_the_boss_and_the_profiteer(
        front: dict[str, list[str]], option: str, points: list[int]) -> None:
    """A.10 (blue and green doors in series block both teams), A.9 win table (boss: the gold
    turned over; profiteer: always), A.6 deductions, C.3 profiteer alone."""
    roles = ["boss", "profiteer", BLUE, GREEN, "saboteur"]
    s = gold_table(BOTH_DOORS, roles, {"profiteer_alone": option}, front=front, finisher=2,
                   hands={"2": ["s1_straight_ew"]})
    finish(s, 2)
    assert s.results[0]["points"] == points


def test_geologist_scores_when_the_gold_is_turned_over_even_if_no_team_wins() -> None:
    """A.9 win table (geologist: the gold card turned over), D.4: with both teams shut out
    by doors the gold is still found, so the geologist takes 1 gold per crystal; the boss,
    alone among the counted winners, takes the full 5 (D.6)."""
    roles = ["boss", "geologist", BLUE, GREEN]
    s = gold_table(BOTH_DOORS + CRYSTALS, roles)
    finish(s, 0)
    assert s.results[0]["winners"] == [0] and s.results[0]["points"] == [5, 3, 0, 0]


def test_a_lone_geologist_takes_every_crystal_and_is_not_counted() -> None:
    """A.6 (geologist: 1 gold per crystal; not counted among the winners): the blue digger
    is the only counted winner and takes 5."""
    s = gold_table(way() + CRYSTALS[:2], [BLUE, "geologist", "saboteur"])
    finish(s, 0)
    assert s.results[0]["winners"] == [0] and s.results[0]["points"] == [5, 2, 0]


def test_geologists_counted_are_those_holding_the_role_at_round_end() -> None:
    """A.6 (two geologists share), docs 'Other readings' (the geologists counted are those
    holding the role when the round is scored): one of two geologists swaps hats before the
    gold is found, the other takes all three crystals."""
    c = load()
    rest = list(c.role_deck)
    roles = ["geologist", "geologist", BLUE, "saboteur"]
    for r in roles:
        rest.remove(r)
    rest.remove(GREEN)
    rest.append(GREEN)  # the next role card drawn
    s = gold_table(way() + CRYSTALS, roles, finisher=1,
                   hands={"0": ["swap_your_hats"], "1": ["s1_straight_ew"]},
                   state={"role_pile": rest}, active=0)
    act(s, 0, "swap_hats", card="swap_your_hats", seat=1)
    finish(s, 1)
    r = s.results[0]
    assert r["roles"] == ["geologist", GREEN, BLUE, "saboteur"]
    assert r["winners"] == [1, 2] and r["points"] == [3, 4, 4, 0]


def test_a_crystal_taken_out_by_rockfall_no_longer_counts() -> None:
    """D.5 (every crystal on a card in the maze at round end), B.4 Rockfall (the card leaves
    the maze for the discard pile)."""
    s = gold_table(way() + CRYSTALS[:2], ["saboteur", BLUE, "geologist"], finisher=1,
                   hands={"0": ["rockfall"], "1": ["s1_straight_ew"]}, active=0)
    act(s, 0, "rockfall", card="rockfall", x=1, y=1)
    finish(s, 1)
    assert s.results[0]["crystals"] == 1 and s.results[0]["points"] == [0, 5, 1]


def test_freed_before_the_end_a_player_wins_and_steals() -> None:
    """A.4 Trapped! / Free at Last! and A.9 (what counts is the Trapped! card still lying in
    front when the round ends): a digger freed during the round wins, is counted, and uses
    its Theft."""
    roles = ["saboteur", BLUE, BLUE]
    s = gold_table(way(), roles, finisher=1, front={"2": ["theft", "trapped"]},
                   hands={"0": ["free_at_last", "map"], "1": ["s1_straight_ew"]}, active=0)
    act(s, 0, "free", card="free_at_last", seat=2)
    finish(s, 1)
    assert s.results[0]["winners"] == [1, 2] and s.results[0]["points"] == [0, 4, 4]
    assert s.to_move() == (2,) and steals(s, 2) == [1]


def test_a_broken_tool_does_not_stop_a_digger_from_winning() -> None:
    """B.4: Saboteur 1's optional rule (a digger with a broken tool gets no gold) is not used;
    the seed names only Trapped! as keeping a player from the winners (A.4, A.9)."""
    roles = [BLUE, BLUE, GREEN, "saboteur"]
    s = gold_table(way(), roles, front={"1": ["broken_pickaxe", "broken_cart"]})
    finish(s, 0)
    assert s.results[0]["winners"] == [0, 1, 2] and s.results[0]["points"] == [3, 3, 3, 0]


def test_gold_adds_up_over_the_rounds() -> None:
    """A.5, A.9 rules 3/4-4/4: each round's gold is added to what the players already hold;
    each round's points are kept in the results."""
    s = gold_table(way(), [BLUE, "saboteur", "boss"], gold=[4, 5, 1], round=2)
    finish(s, 0)
    assert s.results[0]["round"] == 2 and s.results[0]["points"] == [4, 0, 3]
    assert s.facts()["gold"] == [8, 5, 4] and s.round == 3


def test_scores_public_roles_revealed_at_scoring() -> None:
    """A.5, C.6 (every player's gold is public) and docs 'Hidden information' (roles become
    public when the round is scored): while a thief decides, every viewer sees every role
    and every seat's gold."""
    roles = [BLUE, "saboteur", "boss"]
    s = gold_table(way(), roles, front={"1": ["theft"]}, gold=[1, 0, 2])
    for seat in (None, 0, 1, 2):
        assert [row["gold"] for row in s.view(seat)["seats"]] == [1, 0, 2]
    finish(s, 0)
    assert s.to_move() == (1,)
    for seat in (None, 0, 1, 2):
        v = s.view(seat)
        assert [row["gold"] for row in v["seats"]] == [5, 0, 5]
        assert [row["role"] for row in v["seats"]] == roles


# ====================================================================== thefts
def test_hands_off_leaves_nothing_to_steal() -> None:
    """A.4 Hands Off (discard a Theft a player played), A.9 (only the players with a Theft
    in front use it after scoring)."""
    roles = ["boss", BLUE, "saboteur", "saboteur"]
    s = gold_table(way(), roles, finisher=1, front={"2": ["theft"]}, gold=[0, 0, 0, 3],
                   hands={"0": ["hands_off", "map"], "1": ["s1_straight_ew"]}, active=0)
    act(s, 0, "hands_off", card="hands_off", seat=2)
    events = finish(s, 1)
    assert not [e for e in events if e.kind.startswith(("steal", "theft"))]
    assert s.round == 2 and s.facts()["gold"] == [3, 4, 0, 3]


def test_a_theft_cleared_by_its_owner_steals_nothing() -> None:
    """A.8 option 3 / C.9: discarding two cards removes any one card in front of you, a Theft
    included; it is then no longer there to use at round end."""
    roles = ["boss", BLUE, "saboteur", "saboteur"]
    s = gold_table(way(), roles, finisher=3, front={"2": ["theft"]}, gold=[1, 0, 0, 3],
                   hands={"2": ["map", "map", "rockfall"], "3": ["s1_straight_ew"]},
                   active=2)
    act(s, 2, "clear", card="theft")
    act(s, 2, "discard", card="map")
    act(s, 2, "discard", card="map")
    events = finish(s, 3)
    assert not [e for e in events if e.kind.startswith(("steal", "theft"))]
    assert s.facts()["gold"] == [4, 4, 0, 3]


def test_a_later_thief_may_take_what_an_earlier_thief_just_took() -> None:
    """A.9 (the last Theft played first, then clockwise), D.8 (any other player with gold; a
    later thief may take what an earlier one just took)."""
    roles = ["saboteur", "saboteur", BLUE, "boss"]
    s = gold_table(BOTH_DOORS, roles, front={"1": ["theft"], "2": ["theft"]},
                   state={"theft_at": [-1, 1, 0, -1], "clock": 2})
    finish(s, 0)
    assert s.facts()["gold"] == [0, 0, 0, 5]  # the boss alone
    assert s.to_move() == (1,) and steals(s, 1) == [3]
    act(s, 1, "steal", seat=3)
    assert s.to_move() == (2,) and steals(s, 2) == [1, 3]
    act(s, 2, "steal", seat=1)
    assert s.facts()["gold"] == [0, 0, 1, 4] and s.round == 2


def test_a_used_theft_is_discarded() -> None:
    """B.6 (official; the seed is silent after the steal): a thief steals, then discards its
    Theft card, while the next thief's still lies in front of it until used."""
    roles = ["saboteur", "saboteur", BLUE, "boss"]
    s = gold_table(BOTH_DOORS, roles, front={"1": ["theft"], "2": ["theft"]},
                   state={"theft_at": [-1, 1, 0, -1], "clock": 2})
    finish(s, 0)
    discarded = len(s.discard)
    act(s, 1, "steal", seat=3)
    assert s.to_move() == (2,)
    assert s.names(s.front[1]) == [] and s.theft_at[1] == -1
    assert len(s.discard) == discarded + 1 and s.names(s.discard[-1:]) == ["theft"]
    assert s.names(s.front[2]) == ["theft"]


def test_a_thief_steals_gold_won_in_earlier_rounds() -> None:
    """A.4 Theft (take 1 point from any player), D.8 (a player with at least 1 gold in total,
    over the whole game): a thief may rob a player who won nothing this round."""
    s = no_gold_end(["saboteur", BLUE, GREEN], front={"2": ["theft"]}, gold=[0, 3, 0],
                    round=2)
    assert s.results[0]["points"] == [5, 0, 0]
    assert s.to_move() == (2,) and steals(s, 2) == [0, 1]
    act(s, 2, "steal", seat=1)
    assert s.facts()["gold"] == [5, 2, 1]


def test_a_thief_never_robs_itself() -> None:
    """D.8 (another player): a thief who is the only player with gold takes nothing, and no
    decision is asked."""
    s = gold_table(way(), [BLUE, "saboteur", "saboteur"], front={"0": ["theft"]})
    events = finish(s, 0)
    assert [e.data for e in events if e.kind == "theft_nothing"] == [{"seat": 0}]
    assert s.round == 2 and s.facts()["gold"] == [5, 0, 0]


def test_a_thief_with_a_broken_tool_is_blocked_even_when_it_played_last() -> None:
    """C.4, D.9 (seed: a broken tool in front of the thief stops its Theft), A.9 order: the
    blocked thief played last; the other thief still steals."""
    roles = [BLUE, "saboteur", "saboteur"]
    s = gold_table(way(), roles, front={"1": ["theft"], "2": ["theft", "broken_lantern"]},
                   state={"theft_at": [-1, 0, 1], "clock": 2})
    events = finish(s, 0)
    assert [e.data for e in events if e.kind == "theft_blocked"] == [
        {"seat": 2, "reason": "broken"}]
    assert s.to_move() == (1,) and steals(s, 1) == [0]


# ====================================================================== the game
def test_thefts_of_the_third_round_come_before_the_final_winner() -> None:
    """A.9 rules 2/4 and 4/4: after the third round's gold and thefts the most gold wins;
    equal totals share the victory."""
    roles = ["boss", BLUE, "saboteur"]  # without the theft: [6, 8, 6], seat 1 alone
    s2 = gold_table(way(), roles, gold=[3, 4, 6], round=3, front={"2": ["theft"]})
    finish(s2, 0)
    assert not s2.is_over() and s2.to_move() == (2,)
    act(s2, 2, "steal", seat=1)
    assert s2.is_over() and s2.scores() == [6, 7, 7] and s2.winners() == [1, 2]
    assert s2.returns() == [0.0, 0.5, 0.5]


def test_the_game_ends_after_the_third_round_with_one_winner() -> None:
    """A.9 rule 4/4, B.7: three rounds; after the third the player with the most gold wins
    and nothing more is asked."""
    s = gold_table(way(), ["boss", BLUE, "saboteur"], gold=[3, 4, 6], round=3)
    events = finish(s, 0)
    assert s.is_over() and s.round == 3 and len(s.results) == 1
    (over,) = [e for e in events if e.kind == "game_over"]
    assert over.data == {"scores": [6, 8, 6], "winners": [1]}
    assert s.winners() == [1] and s.returns() == [0.0, 1.0, 0.0]
    assert s.to_move() == () and all(s.legal(o) == () for o in range(3))
    assert s.view(None)["over"] is True and s.view(None)["winners"] == [1]
    with pytest.raises(IllegalAction):
        act(s, 1, "discard", card="map")
