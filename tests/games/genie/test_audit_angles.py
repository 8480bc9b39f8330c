"""Rulebook audit of the genie engine by rule angle: each rule is taken on its own and
pushed to its edges, at every player count where it depends on it (2-5): the lamp race,
the mistaken rub, wishes, who draws a chest and ties, scorpions at the exact thresholds,
talismans, steals and exchanges with empty targets, the end of the game, scoring and My
Precious. It leaves out what test_audit_rules.py, test_audit_second.py,
test_audit_third.py, test_rules.py and test_effects.py already pin.

Each test cites the seed rulebook (../shared/seeds/genie-treasure-chests.zh-Hant.txt) by its
section titles, or ../shared/reference/genie/rules.md as "rules.md N", and docs/genie.md where
the project decided an open point.
"""

from __future__ import annotations

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.errors import IllegalAction
from ludoteca.core.events import Event
from ludoteca.games.genie import GenieState

from .helpers import (
    SILVER_SET,
    SIX_SAFE,
    act,
    answer_claims,
    cards,
    event,
    explore_alone,
    held,
    kinds,
    lamp_order,
    place,
    place_all,
    player,
    table,
)

CHESTS = ("bronze", "silver", "gold")
COLOURS = ("green", "red", "blue", "yellow")
# one-scorpion gems of every colour (the silver chest alone holds two of each)
ONES = ["gem:red*1", "gem:blue*1", "gem:green*1", "gem:yellow*1", "gem:red*1", "gem:blue*1"]


# ------------------------------------------------------------------ helpers
def draw_n(s: GenieState, seat: int, n: int) -> list[Event]:
    events: list[Event] = []
    for _ in range(n):
        events += act(s, seat, "draw")
    return events


def in_discard(s: GenieState, spec: str) -> int:
    return next(c for c in s.discard if s.content.cards[c].spec == spec)


def summon(s: GenieState, seat: int = 0) -> None:
    """Every seat sets 3 on bronze (they cancel there); only `seat` rubs."""
    place_all(s, *[("bronze", 3)] * s.players)
    answer_claims(s, {seat})
    assert s.pending == ("wish", seat)


def two_summoners(s: GenieState) -> None:
    """4 players: seats 0 and 1 show 3, seats 2 and 3 show 5; all rub in seat order, so
    seat 0 summons for 3, then seat 2 for 5."""
    place_all(s, ("bronze", 3), ("gold", 3), ("silver", 5), ("gold", 5))
    answer_claims(s, {0, 1, 2, 3})
    assert s.summoners == [(0, 3), (2, 5)]


def distinct_dice(s: GenieState) -> None:
    """Every die on the table shows its own value: nobody is matched."""
    if s.players == 2:
        place(s, 0, ("bronze", 1), ("silver", 2))
        place(s, 1, ("silver", 3), ("gold", 4))
    else:
        place_all(s, *[(CHESTS[i % 3], i + 1) for i in range(s.players)])
    assert s.value_groups() == {}


# ============================================================ (1) the lamp race
def test_five_players_a_pair_and_a_triple_summon_twice_the_pair_first() -> None:
    """Seed 摩擦神燈 (4-5 players: several groups of equal values, the fastest of each group
    summons, the lower value first): 2,2 and 6,6,6 make two groups; the triple's fastest
    rubbed before anyone of the pair, yet the pair's winner wishes first (rules.md 6.2,
    Ex-4 with a triple)."""
    s = table(players=5, lamp={"top": ["peek", "peek"]})
    place_all(s, ("bronze", 6), ("silver", 6), ("gold", 6), ("bronze", 2), ("gold", 2))
    assert s.value_groups() == {2: [3, 4], 6: [0, 1, 2]}
    answer_claims(s, {0, 1, 2, 3, 4}, order=[2, 0, 4, 1, 3])
    assert s.summoners == [(4, 2), (2, 6)] and s.offenders == []
    assert s.pending == ("wish", 4)
    act(s, 4, "accept")
    act(s, 4, "chest", chest="gold")
    assert s.pending == ("wish", 2)


def test_one_value_on_three_chests_summons_once_and_every_die_explores() -> None:
    """Seed 摩擦神燈 ('whatever the chest': the race is on the value) and 3. 探索寶箱 (a die
    alone on its chest draws): three 4s on three chests make one group with one summoner,
    and each of the three still explores its own chest (rules.md 6.2, 7.1)."""
    s = table(lamp={"top": ["peek"]},
              chests={"bronze": {"top": ["gem:red*0"]}, "silver": {"top": ["gem:blue*0"]},
                      "gold": {"top": ["gem:green*0"]}})
    place_all(s, ("bronze", 4), ("silver", 4), ("gold", 4))
    assert s.value_groups() == {4: [0, 1, 2]}
    answer_claims(s, {0, 1, 2}, order=[1, 0, 2])
    assert s.summoners == [(1, 4)] and s.offenders == []
    act(s, 1, "accept")
    act(s, 1, "chest", chest="bronze")
    for seat in range(3):
        assert s.pending == ("draw", seat)
        assert s.facts()["explore"]["limit"] == 4
        act(s, seat, "draw")
        act(s, seat, "stop")
    assert [cards(s, i) for i in range(3)] == [["gem:red"], ["gem:blue"], ["gem:green"]]


def test_two_players_a_lamp_wizard_leaves_the_second_group_unwished() -> None:
    """Seed 兩人遊戲時 (summon once) and 特殊情況 (a lamp card's chest card being a wizard
    ends the game at once), docs/genie.md next_fastest: the faster player's wish closes
    the cave, so the other player, who took the higher group, never wishes (rules.md 6.2,
    9)."""
    s = table({"0": [], "1": []}, players=2, lamp={"top": ["draw_first:gold", "peek"]},
              chests={"gold": {"top": ["wizard:gold"]}})
    place(s, 0, ("bronze", 3), ("silver", 5))
    place(s, 1, ("silver", 3), ("gold", 5))
    answer_claims(s, {0, 1})
    assert s.summoners == [(0, 3), (1, 5)]
    events = act(s, 0, "accept")
    assert kinds(events)[-1] == "game_over" and s.is_over()
    assert "wish" not in kinds(events) and s.to_move() == ()
    assert lamp_order(s)[0] == "peek" and lamp_order(s)[-1] == "draw_first:gold"


# ========================================================== (2) the mistaken rub
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_rub_with_no_equal_value_is_punished_at_every_player_count(players: int) -> None:
    """Seed mistaken-rub box ('choose an opponent, who freely takes one of your cards'),
    docs/genie.md 'mistaken rub, 2 players: the only opponent is chosen automatically':
    with all values distinct a rub is a mistake; 3-5 players name any opponent, 2 players
    ask nobody; the round then goes on to Explore (rules.md 6.3)."""
    hands = {str(i): [] for i in range(players)}
    hands["0"] = ["gem:red"]
    s = table(hands, players=players)
    distinct_dice(s)
    answer_claims(s, {0})
    assert s.offenders == [0] and s.summoners == []
    taker = 1 if players == 2 else players - 1
    if players > 2:
        assert s.pending == ("penalty_opponent", 0)
        assert [a.get("seat") for a in s.legal(0)] == list(range(1, players))
        act(s, 0, "seat", seat=taker)
    assert s.pending == ("penalty_take", taker, 0)
    act(s, taker, "card", card=held(s, 0, "gem:red"))
    assert cards(s, taker) == ["gem:red"] and cards(s, 0) == []
    assert s.pending == ("draw", 0) and s.facts()["explore"]["chest"] == "bronze"


@pytest.mark.parametrize("players", [4, 5])
def test_an_offender_with_only_protected_cards_pays_nothing_at_four_and_five(
        players: int) -> None:
    """Seed mistaken-rub box (never a talisman, a completed set or the magic ring) with
    docs/genie.md 'offender has no card that may be taken: nothing happens, no decision
    is asked', at 4 and 5 players (rules.md 6.3)."""
    hands = {str(i): [] for i in range(players)}
    hands["0"] = [*SILVER_SET, "talisman@none"]
    s = table(hands, players=players, ring=0, options={"my_precious": True})
    distinct_dice(s)
    events = answer_claims(s, {0})
    assert event(events, "penalty").data == {"offender": 0, "taker": None, "card": None}
    assert "penalty_opponent" not in kinds(events)
    assert cards(s, 0) == [*SILVER_SET, "talisman"] and s.ring == 0
    assert s.pending == ("draw", 0)


def test_five_players_two_offenders_pay_in_seat_order_before_the_summoner_wishes() -> None:
    """Seed mistaken-rub box ('if others rubbed correctly, the round continues once the
    genie is calmed'), docs/genie.md 'several mistaken rubs: resolved in seat order, all
    before the wishes': offenders 3 and 4 rub before anyone else, yet 3 pays, then 4 (who
    may lose what it just took), then the pair's winner wishes (rules.md 6.3)."""
    s = table({"0": [], "1": [], "2": [], "3": ["gem:blue"], "4": ["gem:green"]}, players=5,
              lamp={"top": ["peek"]})
    place_all(s, ("bronze", 2), ("silver", 2), ("gold", 4), ("bronze", 5), ("silver", 6))
    answer_claims(s, {0, 1, 3, 4}, order=[4, 3, 1, 0, 2])
    assert s.offenders == [3, 4] and s.summoners == [(1, 2)]
    assert s.pending == ("penalty_opponent", 3)
    act(s, 3, "seat", seat=4)
    act(s, 4, "card", card=held(s, 3, "gem:blue"))
    assert s.pending == ("penalty_opponent", 4)
    act(s, 4, "seat", seat=1)
    assert sorted(a.get("card") for a in s.legal(1)) == sorted(s.hands[4])
    act(s, 1, "card", card=held(s, 4, "gem:blue"))
    assert [cards(s, i) for i in range(5)] == [[], ["gem:blue"], [], [], ["gem:green"]]
    assert s.pending == ("wish", 1)



def test_the_lamp_can_be_rubbed_only_in_the_claim_window() -> None:
    """Seed 2. 召喚精靈 (the rub follows the simultaneous reveal) with docs/genie.md 'the lamp
    race: after the reveal every seat decides whether to rub': no rub exists while dice
    are being placed, nor during the wishes or the exploring, so no mistaken rub can
    happen at those moments (rules.md 6.1-6.3)."""
    s = table({"0": ["gem:red"], "1": ["gem:blue"], "2": []}, lamp={"top": ["peek"]},
              chests={"gold": {"top": ["gem:green*0"]}})
    rub = Action.make("rub")
    place(s, 0, ("bronze", 3))
    assert rub not in s.legal(1) and rub not in s.legal(0)
    with pytest.raises(IllegalAction):
        s.apply(0, rub)
    place(s, 1, ("silver", 3))
    place(s, 2, ("gold", 4))
    assert all(rub in s.legal(i) for i in range(3))
    answer_claims(s, {0})
    assert s.pending == ("wish", 0)
    for moment in ("wish", "draw"):
        assert s.pending[0] == moment
        for seat in range(3):
            before = s.digest()
            with pytest.raises(IllegalAction):
                s.apply(seat, rub)
            assert s.digest() == before
        if moment == "wish":
            act(s, 0, "accept")
            act(s, 0, "chest", chest="gold")
    assert s.offenders == [] and cards(s, 0) == ["gem:red"]

# =================================================================== (3) wishes
def test_a_wish_that_cannot_be_fulfilled_may_still_be_refused() -> None:
    """Seed 美夢成真啦 (a card you do not like goes under with no effect and you draw the
    next) with docs/genie.md 'lamp effect with no legal target: may be kept': keeping is
    not forced either; a steal with nothing to take may be refused for a second wish
    (rules.md 6.4)."""
    s = table(lamp={"top": ["steal", "peek"]})
    summon(s)
    assert s.opponents_unprotected(0) == []
    assert [a.kind for a in s.legal(0)] == ["accept", "refuse"]
    events = act(s, 0, "refuse")
    assert "wish_no_effect" not in kinds(events)
    assert event(events, "wish").data["number"] == 2
    assert s.facts()["lamp"]["current"] == "peek" and lamp_order(s)[-1] == "steal"


def test_the_first_summoners_discard_is_there_for_the_second_summoners_wish() -> None:
    """Seed 美夢成真啦 (a kept wish acts at once) and 摩擦神燈 (the lower value wishes
    first): the 3 winner discards its gem; the 5 winner's wish, made afterwards, may take
    that very gem from the discard pile (rules.md 6.2, 6.4)."""
    s = table({"0": ["gem:red"], "1": [], "2": [], "3": []}, players=4,
              lamp={"top": ["discard_own", "from_discard"]})
    red = held(s, 0, "gem:red")
    two_summoners(s)
    act(s, 0, "accept")
    act(s, 0, "card", card=red)
    assert s.discard[-1] == red and s.pending == ("wish", 2)
    act(s, 2, "accept")
    assert red in [a.get("card") for a in s.legal(2)]
    act(s, 2, "card", card=red)
    assert cards(s, 2) == ["gem:red"] and cards(s, 0) == []


def test_the_first_summoners_steal_can_leave_the_second_wish_without_target() -> None:
    """Seed 美夢成真啦 and 摩擦神燈 (wishes one summoner at a time, lower value first), with
    docs/genie.md 'lamp effect with no legal target: it does nothing': the 3 winner steals
    the 5 winner's only card, whose kept 'give' then has nothing to give (rules.md 6.4)."""
    s = table({"0": [], "1": [], "2": ["gem:red"], "3": []}, players=4,
              lamp={"top": ["steal", "give"]})
    two_summoners(s)
    act(s, 0, "accept")
    act(s, 0, "card", card=held(s, 2, "gem:red"))
    events = act(s, 2, "accept")
    assert event(events, "wish_no_effect").data["effect"] == "give"
    assert cards(s, 0) == ["gem:red"] and cards(s, 2) == []
    assert lamp_order(s)[-2:] == ["steal", "give"]


# ======================================================= (4) who draws, ties cancel
@pytest.mark.parametrize(("dice", "winner"), [
    ((2, 2, 2, 3, 3), None),  # a triple and a pair: nothing unshared is left
    ((1, 1, 2, 2, 6), [4, 6]),  # two pairs cancel, the 6 draws
    ((4, 4, 4, 5, 6), [3, 5]),  # the triple cancels, the lowest unshared is 5
    ((6, 6, 5, 5, 4), [4, 4]),  # the lowest die is unshared: it draws
    ((1, 2, 2, 3, 3), [0, 1]),
    ((5, 5, 5, 5), None),
    ((1, 1, 1, 2), [3, 2]),
])
def test_four_and_five_dice_on_one_chest_with_several_ties(
        dice: tuple[int, ...], winner: list[int] | None) -> None:
    """Seed 平手的玩家會互相抵消 ('all tied players cannot draw; among the others the lowest
    draws'): every shared value on the chest cancels, the minimum of what is left wins, or
    nobody (rules.md 7.2)."""
    s = table(players=len(dice))
    place_all(s, *[("gold", v) for v in dice])
    assert s.facts()["chest_winners"] == {"bronze": None, "silver": None, "gold": winner}


def test_a_chest_winner_who_busts_does_not_pass_the_chest_on() -> None:
    """Seed 3. 探索寶箱 ('each chest can be drawn by only one player') and 毒蠍: the least
    greedy die busts on its first card; the higher die on that chest still draws nothing
    (rules.md 7.1, 7.3)."""
    s = table(chests={"bronze": {"top": ["gem:red*2", "gem:blue*0"]}})
    place_all(s, ("bronze", 2), ("bronze", 4), ("gold", 5))
    answer_claims(s, set())
    events = act(s, 0, "draw")
    assert "bust" in kinds(events)
    assert [e.data["seat"] for e in events if e.kind == "explore"] == [2]
    assert s.pending == ("draw", 2) and s.facts()["explore"]["chest"] == "gold"
    assert s.facts()["chests"]["bronze"]["top"][0] == "gem:blue"
    assert cards(s, 1) == []


def test_two_players_tied_on_two_chests_nobody_draws() -> None:
    """Seed 平手的玩家會互相抵消 with 2 players (兩人遊戲時: both dice on different chests):
    the same two values on the same two chests cancel both chests; the third has no die,
    so nobody explores and the next round begins (rules.md 7.1, 7.2)."""
    s = table({"0": [], "1": []}, players=2)
    place(s, 0, ("bronze", 3), ("silver", 4))
    place(s, 1, ("bronze", 3), ("silver", 4))
    assert s.value_groups() == {3: [0, 1], 4: [0, 1]}
    assert s.facts()["chest_winners"] == {"bronze": None, "silver": None, "gold": None}
    events = answer_claims(s, set())
    assert [e.data["chest"] for e in events if e.kind == "chest_unclaimed"] == list(CHESTS)
    assert s.facts()["round"] == 2 and s.phase == "place"


# ================================================== (5) scorpions at the thresholds
@pytest.mark.parametrize("die", [1, 2, 3, 4, 5, 6])
def test_a_scorpion_total_of_die_minus_one_on_the_last_card_keeps_everything(
        die: int) -> None:
    """Seed 毒蠍 ('the total must be smaller than your die'): with every die value, drawing
    the die's full count of cards with a total of die - 1, the last card bringing the
    last scorpion, keeps every card (rules.md 7.3)."""
    top = ["gem:green*0", *ONES[:die - 1]]
    s = explore_alone(top, die, chest="silver")
    events = draw_n(s, 0, die)
    assert "bust" not in kinds(events)
    assert len(event(events, "kept").data["cards"]) == die
    assert len(cards(s, 0)) == die


@pytest.mark.parametrize("die", [1, 2, 3, 4, 5, 6])
def test_a_scorpion_total_equal_to_the_die_busts_on_that_card(die: int) -> None:
    """Seed 毒蠍 ('greater than or equal to your die: discard all the cards you drew'): with
    every die value, one scorpion per card is safe up to die - 1 cards and the die-th card
    loses all of them (rules.md 7.3)."""
    s = explore_alone(ONES[:die], die, chest="silver")
    draw_n(s, 0, die - 1)
    assert s.pending == ("draw", 0) and s.facts()["explore"]["scorpions"] == die - 1
    events = act(s, 0, "draw")
    bust = event(events, "bust").data
    assert bust["scorpions"] == die and len(bust["lost"]) == die
    assert cards(s, 0) == [] and s.facts()["discard"][-die:] == [
        x.partition("*")[0] for x in ONES[:die]]


def test_a_card_that_jumps_past_the_die_busts() -> None:
    """Seed 毒蠍 ('greater than' as well as equal): a two-scorpion card taking the total from
    1 to 3 on a die of 2 busts (rules.md 7.3)."""
    s = explore_alone(["gem:red*1", "gem:blue*2"], 2, chest="gold")
    act(s, 0, "draw")
    events = act(s, 0, "draw")
    assert event(events, "bust").data["scorpions"] == 3
    assert cards(s, 0) == []


def test_a_bust_on_the_last_card_of_a_chest_is_still_a_bust() -> None:
    """Seed 毒蠍 with docs/genie.md 'chest runs out during a draw: the draw ends, keeping the
    cards': keeping applies only below the threshold; a chest's last card that brings
    the total to the die discards the draw (rules.md 7.3)."""
    s = table(chests={"gold": {"top": ["gem:red*2", "gem:blue*2"], "size": 2}})
    place_all(s, ("gold", 4), ("bronze", 5), ("bronze", 5))
    answer_claims(s, set())
    act(s, 0, "draw")
    events = act(s, 0, "draw")
    assert s.piles[2] == []
    assert "bust" in kinds(events) and "kept" not in kinds(events)
    assert cards(s, 0) == [] and s.facts()["discard"][-2:] == ["gem:red", "gem:blue"]


# ================================================================ (6) talismans
@pytest.mark.parametrize("colour", COLOURS)
def test_a_talisman_on_each_colour_counts_there_and_wins_that_majority(colour: str) -> None:
    """Seed 護身符 ('placed on any type of gem you have; it becomes one of them') and 如何計算
    我的分數 (each of the four colours): holding one gem of every colour, the talisman may
    go on any of the four; it breaks that colour's 1-1 tie and no other (rules.md 7.5,
    10.3)."""
    four = [f"gem:{c}" for c in COLOURS]
    s = explore_alone(["talisman*1"], 3, hands={"0": four, "1": four, "2": []})
    act(s, 0, "draw")
    act(s, 0, "stop")
    assert [a.get("colour") for a in s.legal(0)] == list(COLOURS)
    act(s, 0, "colour", colour=colour)
    assert player(s, 0)["gems"] == {c: 2 if c == colour else 1 for c in COLOURS}
    assert player(s, 0)["breakdown"]["majorities"] == {colour: 5}
    assert player(s, 1)["breakdown"]["majorities"] == {}
    assert s.scores()[:2] == [5 + 5, 4]


def test_two_players_a_gem_from_the_first_chest_carries_the_second_chests_talisman() -> None:
    """Seed 護身符 ('after drawing, place it on a gem in front of you') with docs/genie.md
    'talismans, 2 players: placed after each chest's draw': the red gem kept from bronze
    is in front of the player when silver's talisman is placed (rules.md 7.5)."""
    s = table({"0": [], "1": []}, players=2,
              chests={"bronze": {"top": ["gem:red*0"]}, "silver": {"top": ["talisman*2"]}})
    place(s, 0, ("bronze", 3), ("silver", 3))
    place(s, 1, ("gold", 1), ("bronze", 4))
    answer_claims(s, set())
    act(s, 0, "draw")
    act(s, 0, "stop")
    act(s, 0, "draw")
    events = act(s, 0, "stop")
    assert event(events, "talisman").data["colour"] == "red"
    assert player(s, 0)["gems"]["red"] == 2 and player(s, 0)["orphans"] == 0


def test_losing_one_colour_orphans_only_the_talisman_on_that_colour() -> None:
    """Seed 護身符 (a talisman left alone when its gem is stolen; 'the same for two or more'):
    with one talisman on red and one on blue, stealing the only red gem orphans the red
    one; the blue one stays and still counts (rules.md 7.5)."""
    s = table({"0": [], "1": ["gem:red", "talisman@red", "gem:blue", "talisman@blue"],
               "2": []}, lamp={"top": ["steal"]})
    summon(s)
    act(s, 0, "accept")
    events = act(s, 0, "card", card=held(s, 1, "gem:red"))
    assert [e.data["colour"] for e in events if e.kind == "orphaned"] == ["red"]
    p = player(s, 1)
    assert p["talismans"] == [None, "blue"]
    assert p["gems"] == {"green": 0, "red": 0, "blue": 2, "yellow": 0}
    assert p["breakdown"]["majorities"] == {"blue": 5}


# ================================================= (7) steals and exchanges, empty targets
def test_five_players_a_steal_offers_only_the_opponents_who_have_something() -> None:
    """Seed 抽到的卡片如何處置 / 護身符 (complete sets and talismans are never stolen) with
    5 players: of four opponents, one is empty, one has only an orphaned talisman, one only
    a complete set; only the fourth's cards are offered (rules.md 8)."""
    s = table({"0": [], "1": [], "2": ["talisman@none"],
               "3": ["gem:yellow", "jewellery:gold:ring"], "4": list(SILVER_SET)},
              players=5, lamp={"top": ["steal"]})
    summon(s)
    act(s, 0, "accept")
    assert sorted(a.get("card") for a in s.legal(0)) == sorted(s.hands[3])
    act(s, 0, "card", card=held(s, 3, "gem:yellow"))
    assert cards(s, 0) == ["gem:yellow"] and cards(s, 3) == ["jewellery:gold:ring"]


def test_five_players_an_exchange_skips_opponents_with_nothing_to_swap() -> None:
    """Seed 抽到的卡片如何處置 / 護身符 (protected cards are never exchanged) with 5 players:
    the opponents' side of the swap lists only the cards of the two opponents who have an
    unprotected card; the swap moves one card each way (rules.md 8)."""
    s = table({"0": ["gem:red"], "1": [], "2": ["gem:blue"], "3": ["talisman@none"],
               "4": ["jewellery:bronze:ring"]}, players=5, lamp={"top": ["exchange"]})
    summon(s)
    act(s, 0, "accept")
    act(s, 0, "card", card=held(s, 0, "gem:red"))
    assert [a.get("card") for a in s.legal(0)] == [held(s, 2, "gem:blue"),
                                                   held(s, 4, "jewellery:bronze:ring")]
    act(s, 0, "card", card=held(s, 4, "jewellery:bronze:ring"))
    assert cards(s, 0) == ["jewellery:bronze:ring"] and cards(s, 4) == ["gem:red"]
    assert cards(s, 2) == ["gem:blue"] and cards(s, 3) == ["talisman"]


def test_five_players_a_gift_may_go_to_an_empty_handed_opponent() -> None:
    """Seed mistaken-rub box ('choose an opponent') and the content's give stand-in ('an
    opponent of your choice'): the receiving opponent needs no card of its own; all four
    are offered (rules.md 8, content.yaml give_one)."""
    s = table({"0": ["gem:red"], "1": [], "2": [], "3": [], "4": []}, players=5,
              lamp={"top": ["give"]})
    summon(s)
    act(s, 0, "accept")
    act(s, 0, "card", card=held(s, 0, "gem:red"))
    assert [a.get("seat") for a in s.legal(0)] == [1, 2, 3, 4]
    act(s, 0, "seat", seat=3)
    assert cards(s, 3) == ["gem:red"] and cards(s, 0) == []


# ============================================================ (8) end of the game
def test_a_wizard_uncovered_by_the_genie_but_drawn_in_explore_waits_for_the_round_end(
        ) -> None:
    """Seed 特殊情況 (only a lamp card's draw that IS the wizard ends the game at once) and
    回合結束／遊戲結束 (a wizard drawn while exploring ends it after the round): the genie's
    card is the one above the wizard; the bronze explorer then draws the wizard, and
    silver and gold are still explored (rules.md 9, Ex-16)."""
    s = table(lamp={"top": ["draw_first:bronze"]},
              chests={"bronze": {"top": ["gem:red*0", "wizard:bronze", "gem:blue*0"]},
                      "silver": {"top": ["gem:green*0"]}})
    place_all(s, ("bronze", 2), ("silver", 3), ("gold", 3))
    answer_claims(s, {1})
    act(s, 1, "accept")
    assert cards(s, 1) == ["gem:red"] and not s.closing
    assert s.pending == ("draw", 0)
    events = act(s, 0, "draw")
    assert event(events, "cave_closing").data == {"chest": "bronze"}
    assert not s.is_over() and s.pending == ("draw", 0)
    act(s, 0, "draw")
    assert s.pending == ("draw", 1)
    act(s, 1, "draw")
    act(s, 1, "stop")
    events = act(s, 2, "stop")
    assert kinds(events)[-1] == "game_over"
    assert [cards(s, i) for i in range(3)] == [["gem:blue"], ["gem:red", "gem:green"], []]


def test_a_wizard_then_a_bust_on_bronze_still_lets_silver_and_gold_play() -> None:
    """Seed 回合結束／遊戲結束 (the remaining chests of the round are resolved) and 毒蠍,
    docs/genie.md 'wizard during a draw: closes the cave even if the draw then busts':
    the bronze draw busts after the wizard, the silver die still draws, then the game ends
    without the busted card (rules.md 7.3, 9)."""
    s = table(chests={"bronze": {"top": ["wizard:bronze", "gem:red*2"]},
                      "silver": {"top": ["gem:blue*0"]}})
    place_all(s, ("bronze", 2), ("silver", 3), ("gold", 4))
    answer_claims(s, set())
    act(s, 0, "draw")
    events = act(s, 0, "draw")
    assert "bust" in kinds(events) and s.closing and not s.is_over()
    assert s.pending == ("draw", 1)
    act(s, 1, "draw")
    act(s, 1, "stop")
    events = act(s, 2, "stop")
    assert kinds(events)[-1] == "game_over"
    assert s.scores() == [0, 1 + 5, 0]


# ==================================================================== (9) scoring
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_colour_tied_by_every_player_scores_nobody(players: int) -> None:
    """Seed 如何計算我的分數 ('if the most is tied, nobody gets that bonus') at every player
    count: everyone holds one red, so nobody scores red; the only blue gem still scores
    (rules.md 10.3)."""
    hands = {str(i): ["gem:red"] for i in range(players)}
    hands["0"] = ["gem:red", "gem:blue"]
    s = table(hands, players=players)
    assert [player(s, i)["breakdown"]["majorities"] for i in range(players)] == [
        {"blue": 5}, *[{}] * (players - 1)]
    assert s.scores() == [2 + 5, *[1] * (players - 1)]


def test_a_talisman_can_make_a_tie_as_well_as_break_one() -> None:
    """Seed 護身符 (one more gem of its colour) and 如何計算我的分數 (a tie for the most
    scores nobody): one red gem and a talisman on red tie two red gems (rules.md 7.5,
    10.3)."""
    s = table({"0": ["gem:red", "talisman@red"], "1": ["gem:red", "gem:red"], "2": []})
    assert player(s, 0)["gems"]["red"] == player(s, 1)["gems"]["red"] == 2
    assert all(player(s, i)["breakdown"]["majorities"] == {} for i in range(3))
    assert s.scores() == [2, 2, 0]


def test_a_tie_below_the_most_does_not_stop_the_most() -> None:
    """Seed 如何計算我的分數 (the player with the most gems of a type gets 5; only a tie for
    the most cancels): 3, 2, 2, 0 red gives the 3 its bonus (rules.md 10.3)."""
    s = table({"0": ["gem:red"] * 3, "1": ["gem:red"] * 2, "2": ["gem:red"] * 2, "3": []},
              players=4)
    assert [player(s, i)["breakdown"]["majorities"] for i in range(4)] == [
        {"red": 5}, {}, {}, {}]


def test_five_players_each_colour_is_judged_on_its_own() -> None:
    """Seed 如何計算我的分數 ('check each of the 4 gem types'): four players each lead one
    colour with two gems; the fifth holds one of each and leads none (rules.md 10.3)."""
    hands = {str(i): [f"gem:{c}"] * 2 for i, c in enumerate(COLOURS)}
    hands["4"] = [f"gem:{c}" for c in COLOURS]
    s = table(hands, players=5)
    assert [player(s, i)["breakdown"]["majorities"] for i in range(5)] == [
        {"green": 5}, {"red": 5}, {"blue": 5}, {"yellow": 5}, {}]
    assert s.scores() == [7, 7, 7, 7, 4]


# ============================================================== (10) My Precious
def test_my_precious_a_five_drawing_its_full_five_wins_no_ring() -> None:
    """Seed 我的寶貝 ('set your die to 6 ... draw the full six cards'): a die of 5 drawing
    all five of its cards safely is no My Precious (rules.md 11)."""
    s = explore_alone(SIX_SAFE[:5], 5, options={"my_precious": True})
    events = draw_n(s, 0, 5)
    assert "ring" not in kinds(events) and "kept" in kinds(events)
    assert s.ring is None and len(cards(s, 0)) == 5 and s.facts()["round"] == 2


def test_my_precious_a_talisman_among_the_six_is_placed_before_the_ring_moves() -> None:
    """Seed 我的寶貝 and 護身符, docs/genie.md 'talismans and the ring from one draw: the
    draw's talismans are placed first, then the ring moves and its holder may pick'
    (rules.md 7.5, 11)."""
    six = ["gem:green*1", "gem:red*1", "gem:blue*1", "talisman*1", "gem:green*0",
           "gem:red*1"]
    s = explore_alone(six, 6, hands={"0": ["gem:yellow"], "1": [], "2": []},
                      options={"my_precious": True}, ring=1,
                      discard=["jewellery:gold:ring"])
    draw_n(s, 0, 6)
    assert s.pending[:2] == ("talisman", 0) and s.ring == 1
    assert [a.get("colour") for a in s.legal(0)] == list(COLOURS)
    events = act(s, 0, "colour", colour="yellow")
    assert event(events, "ring").data == {"seat": 0, "from": 1}
    assert s.pending == ("ring_pick", 0)
    assert player(s, 0)["gems"]["yellow"] == 2


def test_my_precious_five_players_a_six_that_wins_by_cancellation_takes_the_ring() -> None:
    """Seed 我的寶貝 ('win the right to draw') and 平手的玩家會互相抵消: the two lower 2s on
    gold cancel, so the 6 explores gold and its six safe cards win the ring (rules.md 7.2,
    11)."""
    s = table(players=5, options={"my_precious": True}, chests={"gold": {"top": SIX_SAFE}})
    place_all(s, ("gold", 2), ("gold", 2), ("gold", 6), ("bronze", 4), ("silver", 5))
    answer_claims(s, set())
    assert s.facts()["chest_winners"]["gold"] == [2, 6]
    act(s, 3, "stop")
    act(s, 4, "stop")
    events = draw_n(s, 2, 6)
    assert event(events, "ring").data == {"seat": 2, "from": None}
    assert s.ring == 2 and s.pending == ("ring_pick", 2)


def test_my_precious_the_genies_card_from_the_same_chest_is_not_one_of_the_six() -> None:
    """Seed 我的寶貝 ('draw the full six cards' from the chest you explore) with docs/genie.md
    'a card the genie takes from a chest: not part of that chest's draw': the summoner's
    wish takes silver's top card, then its 6 explores silver and stops after five; six
    silver cards gained this round, but no ring (rules.md 6.4, 11)."""
    s = table(options={"my_precious": True}, lamp={"top": ["draw_first:silver"]},
              chests={"silver": {"top": ["gem:red*0", *SIX_SAFE]}})
    place_all(s, ("silver", 6), ("gold", 6), ("bronze", 1))
    answer_claims(s, {0})
    assert s.summoners == [(0, 6)]
    act(s, 0, "accept")
    assert cards(s, 0) == ["gem:red"]
    act(s, 2, "stop")  # bronze
    assert s.pending == ("draw", 0) and s.facts()["explore"]["chest"] == "silver"
    draw_n(s, 0, 5)
    events = act(s, 0, "stop")
    assert "ring" not in kinds(events)
    assert len(cards(s, 0)) == 6 and s.ring is None
