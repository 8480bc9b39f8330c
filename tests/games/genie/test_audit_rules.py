"""Rulebook audit of the genie engine: one test per rule, aimed at what the other genie
tests leave out (player counts, penalties with 2/3/4/5 players, several summoners, the
ring, the last round, scoring corners).

Sources: the seed rulebook (../shared/seeds/genie-treasure-chests.zh-Hant.txt), cited by
its section titles, and its restatement ../shared/reference/genie/rules.md, cited as
"rules.md N". Where docs/genie.md decides an open point, the test says so.
"""

from __future__ import annotations

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.errors import IllegalAction
from ludoteca.games.genie import GAME, GenieState
from ludoteca.games.genie.catalog import place_action

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


# ================================================================ choose a chest
def test_two_players_may_set_both_dice_to_the_same_value() -> None:
    """Seed 1. 選擇寶箱 (兩人遊戲時): the two dice go on two different chests, 'the values may
    be equal or different' (rules.md 5)."""
    s = GAME.new(2, 4)
    same = place_action((("bronze", 5), ("gold", 5)))
    assert same in s.legal(0)
    s.apply(0, same)
    assert s.facts()["players"][0]["dice"] == [["bronze", 5], ["gold", 5]]


@pytest.mark.parametrize("value", [0, 7, -1])
def test_a_die_shows_one_to_six_only(value: int) -> None:
    """Seed 1. 選擇寶箱: a die is set to 1-6 (rules.md 5)."""
    s = GAME.new(4, 2)
    before = s.digest()
    with pytest.raises(IllegalAction):
        s.apply(0, Action.make("place", dice=(("bronze", value),)))
    assert s.digest() == before


# ================================================================== lamp race
def test_five_players_three_equal_dice_one_summoner_no_penalty() -> None:
    """Seed 2. 摩擦神燈: of the players showing the same value, only the fastest summons;
    the slower matched players are not punished (rules.md 6.2)."""
    s = table({str(i): ["gem:red"] for i in range(5)}, players=5)
    place_all(s, ("bronze", 4), ("silver", 4), ("gold", 4), ("bronze", 1), ("silver", 2))
    events = answer_claims(s, {0, 1, 2}, order=[2, 0, 1, 3, 4])
    assert event(events, "race").data["groups"] == {"4": [0, 1, 2]}
    assert s.summoners == [(2, 4)] and s.offenders == []
    assert s.pending == ("wish", 2)


def test_five_players_penalty_then_lower_group_then_higher_group() -> None:
    """Seed 2. 摩擦神燈 (4-5 players, two groups 3 and 5) and the mistaken-rub box: the
    penalty is paid first, then the 3 winner wishes, then the 5 winner (rules.md 6.2,
    6.3, Ex-4); the offender may name any of the four opponents."""
    s = table({"0": [], "1": [], "2": [], "3": [], "4": ["gem:yellow"]}, players=5,
              lamp={"top": ["peek", "peek"]})
    place_all(s, ("bronze", 5), ("silver", 5), ("bronze", 3), ("gold", 3), ("gold", 6))
    answer_claims(s, {0, 1, 2, 3, 4}, order=[4, 1, 0, 3, 2])
    assert s.offenders == [4]
    assert s.summoners == [(3, 3), (1, 5)]
    assert s.pending == ("penalty_opponent", 4)
    assert [a.get("seat") for a in s.legal(4)] == [0, 1, 2, 3]
    act(s, 4, "seat", seat=2)
    act(s, 2, "card", card=held(s, 4, "gem:yellow"))
    assert cards(s, 2) == ["gem:yellow"] and cards(s, 4) == []
    assert s.pending == ("wish", 3)
    act(s, 3, "accept")
    act(s, 3, "chest", chest="gold")
    assert s.pending == ("wish", 1)


def test_four_players_mistaken_rub_offender_names_any_of_three_opponents() -> None:
    """Seed 2. mistaken-rub box: 'choose an opponent' (rules.md 6.3) with 4 players."""
    s = table({"0": ["gem:red", "jewellery:gold:ring"], "1": [], "2": [], "3": []},
              players=4)
    place_all(s, ("bronze", 6), ("silver", 1), ("gold", 2), ("bronze", 3))
    answer_claims(s, {0})
    assert s.offenders == [0] and s.summoners == []
    assert [a.get("seat") for a in s.legal(0)] == [1, 2, 3]
    act(s, 0, "seat", seat=3)
    assert s.pending == ("penalty_take", 3, 0)
    assert sorted(a.get("card") for a in s.legal(3)) == sorted(s.hands[0])
    act(s, 3, "card", card=held(s, 0, "jewellery:gold:ring"))
    assert cards(s, 3) == ["jewellery:gold:ring"] and cards(s, 0) == ["gem:red"]


def test_two_players_own_pair_matched_by_opponent_makes_one_group() -> None:
    """Seed 2. 兩人遊戲時: an own pair of 5s may rub only because the opponent also shows a
    5; it is one group, one summoner, and no mistaken rub (rules.md 6.2, Ex-3 variant)."""
    s = table({"0": [], "1": []}, players=2)
    place(s, 0, ("bronze", 5), ("silver", 5))
    place(s, 1, ("gold", 5), ("silver", 2))
    answer_claims(s, {0, 1}, order=[1, 0])
    assert s.value_groups() == {5: [0, 1]}
    assert s.summoners == [(1, 5)] and s.offenders == []


def test_auto_race_two_players_own_pair_claims_nothing() -> None:
    """Seed 2. 兩人遊戲時 (own pair does not rub) under docs/genie.md race=auto: nobody is
    matched, nobody summons, nobody is punished."""
    s = table({"0": ["gem:red"], "1": ["gem:blue"]}, players=2, options={"race": "auto"})
    place(s, 0, ("bronze", 5), ("silver", 5))
    events = place(s, 1, ("gold", 2), ("silver", 3))
    assert event(events, "race").data["claims"] == [False, False]
    assert s.summoners == [] and s.offenders == []
    assert s.pending == ("draw", 0)


def test_a_matched_rubber_is_never_an_offender_in_two_players() -> None:
    """Seed 2. mistaken rub = touching while no other player's die matches yours: with 2
    players, one matched die is enough, the other die's value does not matter (rules.md
    6.3)."""
    s = table({"0": ["gem:red"], "1": []}, players=2)
    place(s, 0, ("bronze", 3), ("silver", 6))
    place(s, 1, ("gold", 3), ("silver", 1))
    answer_claims(s, {0})
    assert s.offenders == [] and s.summoners == [(0, 3)]


# ================================================================= penalties
def test_penalty_taking_the_last_red_gem_orphans_the_talisman() -> None:
    """Seed 2. mistaken-rub box + 護身符: the taker may take the gem under a talisman (not
    the talisman); the talisman is then left alone for good (rules.md 6.3, 7.5)."""
    s = table({"0": ["gem:red", "talisman@red", "gem:blue"], "1": [], "2": []})
    place_all(s, ("bronze", 2), ("silver", 4), ("gold", 6))
    answer_claims(s, {0})
    act(s, 0, "seat", seat=1)
    offered = [a.get("card") for a in s.legal(1)]
    assert held(s, 0, "talisman") not in offered
    events = act(s, 1, "card", card=held(s, 0, "gem:red"))
    assert "orphaned" in kinds(events)
    p = player(s, 0)
    assert p["talismans"] == [None] and p["gems"]["red"] == 0


def test_penalty_may_take_a_loose_duplicate_piece_but_never_the_set() -> None:
    """Seed 2. mistaken-rub box: completed jewellery may not be taken (rules.md 6.3, 8);
    with docs/genie.md's duplicate rule the later copy stays loose."""
    s = table({"0": [*SILVER_SET, "jewellery:silver:ring"], "1": [], "2": []})
    place_all(s, ("bronze", 2), ("silver", 4), ("gold", 6))
    answer_claims(s, {0})
    act(s, 0, "seat", seat=2)
    assert [a.get("card") for a in s.legal(2)] == [held(s, 0, "jewellery:silver:ring", 1)]
    act(s, 2, "card", card=held(s, 0, "jewellery:silver:ring", 1))
    assert player(s, 0)["sets"] == {"silver": 1}


def test_a_card_gained_by_penalty_can_complete_the_takers_set() -> None:
    """Seed 2. 抽到的卡片如何處置: a set is complete with bracelet + ring + necklace of one
    metal, whatever the way the pieces came; it is then protected (rules.md 7.4)."""
    s = table({"0": ["jewellery:gold:necklace"],
               "1": ["jewellery:gold:bracelet", "jewellery:gold:ring"], "2": []})
    place_all(s, ("bronze", 2), ("silver", 4), ("gold", 6))
    answer_claims(s, {0})
    act(s, 0, "seat", seat=1)
    act(s, 1, "card", card=held(s, 0, "jewellery:gold:necklace"))
    p = player(s, 1)
    assert p["sets"] == {"gold": 1} and p["stealable"] == []
    assert p["breakdown"]["sets"] == {"gold": 10}


def test_the_ring_holder_who_rubs_by_mistake_keeps_the_ring() -> None:
    """Seed My Precious + mistaken-rub box: the magic ring may not be taken (rules.md 6.3,
    11)."""
    s = table({"0": ["talisman@none"], "1": [], "2": []}, ring=0,
              options={"my_precious": True})
    place_all(s, ("bronze", 2), ("silver", 4), ("gold", 6))
    events = answer_claims(s, {0})
    assert event(events, "penalty").data == {"offender": 0, "taker": None, "card": None}
    assert s.ring == 0 and player(s, 0)["breakdown"]["ring"] == 5


def test_two_players_penalty_needs_no_opponent_choice_and_takes_one_card_only() -> None:
    """Seed 2. mistaken-rub box with 2 players: the only opponent takes exactly one card
    (rules.md 6.3, Ex-3)."""
    s = table({"0": ["gem:red", "gem:green", "gem:blue"], "1": []}, players=2)
    place(s, 0, ("bronze", 4), ("silver", 4))
    place(s, 1, ("gold", 1), ("silver", 2))
    answer_claims(s, {0})
    assert s.pending == ("penalty_take", 1, 0)
    act(s, 1, "card", card=held(s, 0, "gem:green"))
    assert cards(s, 0) == ["gem:red", "gem:blue"] and cards(s, 1) == ["gem:green"]
    assert s.pending is None or s.pending[0] != "penalty_take"


# =================================================================== wishes
def test_accepting_the_second_wish_stops_the_wishes() -> None:
    """Seed 美夢成真啦 (second bullet): the first card goes under with no effect; the second,
    if liked, is applied and goes under; no third card (rules.md 6.4)."""
    s = table({"0": ["gem:red"], "1": ["gem:blue"], "2": []},
              lamp={"top": ["give", "steal", "discard_own"]})
    before = lamp_order(s)
    place_all(s, ("bronze", 3), ("bronze", 3), ("bronze", 3))
    answer_claims(s, {0})
    act(s, 0, "refuse")
    assert cards(s, 0) == ["gem:red"]  # the refused card did nothing
    events = act(s, 0, "accept")
    assert "wish" not in kinds(events)
    act(s, 0, "card", card=held(s, 1, "gem:blue"))
    assert cards(s, 0) == ["gem:red", "gem:blue"]
    assert lamp_order(s) == [*before[2:], "give", "steal"]
    assert lamp_order(s)[0] == "discard_own"


def test_the_second_summoner_draws_after_the_first_ones_cards() -> None:
    """Seed 美夢成真啦 and 摩擦神燈: the lower value summoner makes all wishes first; its
    cards go under the deck, so the next summoner draws the next cards (rules.md 6.2,
    6.4, Ex-7)."""
    s = table({str(i): [] for i in range(4)}, players=4,
              lamp={"top": ["peek", "peek", "change_die", "discard_own"]})
    before = lamp_order(s)
    place_all(s, ("bronze", 5), ("bronze", 5), ("silver", 2), ("silver", 2))
    answer_claims(s, {0, 1, 2, 3})
    assert s.summoners == [(2, 2), (0, 5)]
    act(s, 2, "refuse")
    events = act(s, 2, "refuse")
    assert "wish_forced" in kinds(events)
    act(s, 2, "die", die=0, value=4)  # forced third card: change_die
    assert s.pending == ("wish", 0)
    assert s.facts()["lamp"]["current"] == "discard_own"
    assert lamp_order(s)[-3:] == ["peek", "peek", "change_die"]
    assert lamp_order(s)[:len(before) - 4] == before[4:]


def test_a_lamp_wizard_ends_the_game_before_the_second_summoner() -> None:
    """Seed 特殊情況: a lamp 'first card of a chest' revealing a wizard ends the game at
    once: the next summoner wishes nothing and nothing is explored (rules.md 9, Ex-16B)."""
    s = table({str(i): [] for i in range(4)}, players=4,
              lamp={"top": ["draw_first:silver", "draw_first:bronze"]},
              chests={"silver": {"top": ["wizard:silver"]}, "bronze": {"top": ["gem:red"]}})
    place_all(s, ("bronze", 3), ("gold", 3), ("silver", 5), ("gold", 5))
    answer_claims(s, {0, 1, 2, 3})
    assert s.summoners == [(0, 3), (2, 5)]
    events = act(s, 0, "accept")
    assert kinds(events)[-1] == "game_over"
    assert s.is_over() and s.to_move() == ()
    assert [cards(s, i) for i in range(4)] == [[], [], [], []]
    assert s.facts()["chests"]["bronze"]["top"][0] == "gem:red"


def test_a_forced_third_wish_with_no_target_does_nothing_and_play_goes_on() -> None:
    """Seed 美夢成真啦 (third bullet) with docs/genie.md 'lamp effect with no legal target':
    the third card is applied whatever it says; with no target it does nothing."""
    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["peek", "peek", "give"]})
    place_all(s, ("bronze", 3), ("bronze", 3), ("bronze", 3))
    answer_claims(s, {0})
    act(s, 0, "refuse")
    events = act(s, 0, "refuse")
    assert "wish_no_effect" in kinds(events)
    assert s.facts()["round"] == 2 and s.facts()["lamp"]["size"] == 25


# ================================================================== explore
def test_five_players_ties_cancel_and_the_higher_unshared_die_draws() -> None:
    """Seed 平手的玩家會互相抵消 with 5 players: 2,2,3,3 cancel, the lone 6 draws
    (rules.md 7.2)."""
    s = table(players=5)
    place_all(s, ("gold", 2), ("gold", 3), ("gold", 2), ("gold", 3), ("gold", 6))
    assert s.facts()["chest_winners"] == {"bronze": None, "silver": None, "gold": [4, 6]}


def test_each_chest_has_at_most_one_drawer() -> None:
    """Seed 3. 探索寶箱: 'each chest can be drawn by only one player', at most three players
    draw (rules.md 7)."""
    s = table(players=5)
    place_all(s, ("bronze", 1), ("bronze", 2), ("silver", 4), ("silver", 5), ("gold", 6))
    answer_claims(s, set())
    drawers = []
    while s.pending is not None:
        drawers.append((s.facts()["explore"]["chest"], s.pending[1]))
        act(s, s.pending[1], "stop")
    assert drawers == [("bronze", 0), ("silver", 2), ("gold", 4)]


def test_a_draw_reaching_the_die_value_stops_even_with_scorpions_below() -> None:
    """Seed 3. 探索寶箱: 'draw as many cards as your die value' at most (rules.md 7.1)."""
    s = explore_alone(["gem:red*0", "gem:blue*1", "gem:green*0", "gem:yellow*0"], 3)
    for _ in range(3):
        act(s, 0, "draw")
    assert cards(s, 0) == ["gem:red", "gem:blue", "gem:green"]
    assert s.facts()["chests"]["bronze"]["top"][0] == "gem:yellow"


def test_a_bust_on_the_last_allowed_card_still_discards_everything() -> None:
    """Seed 毒蠍: the total must stay below the die; reaching it loses every card drawn,
    even on the card that also reaches the die's count (rules.md 7.3)."""
    s = explore_alone(["gem:red*1", "gem:blue*0", "gem:green*2"], 3)
    act(s, 0, "draw")
    act(s, 0, "draw")
    events = act(s, 0, "draw")
    assert "bust" in kinds(events) and "kept" not in kinds(events)
    assert cards(s, 0) == [] and s.facts()["discard"][-3:] == ["gem:red", "gem:blue",
                                                               "gem:green"]


def test_busted_cards_reach_the_discard_pile_where_a_wish_can_take_them() -> None:
    """Seed 毒蠍 ('discard all the cards') and rules.md 3 (the discard pile exists): a
    bust's cards are in the discard pile afterwards."""
    s = table({"0": [], "1": [], "2": []}, chests={"silver": {"top": ["jewellery:silver:ring",
                                                                      "gem:red*2"]}},
              lamp={"top": ["from_discard"]})
    place_all(s, ("silver", 2), ("bronze", 4), ("bronze", 4))
    answer_claims(s, set())
    act(s, 0, "draw")
    act(s, 0, "draw")  # 2 scorpions on a 2: bust
    assert s.facts()["discard"][-2:] == ["jewellery:silver:ring", "gem:red"]
    place_all(s, ("bronze", 3), ("bronze", 3), ("bronze", 3))
    answer_claims(s, {1})
    act(s, 1, "accept")
    act(s, 1, "card", card=held_discard(s, "jewellery:silver:ring"))
    assert cards(s, 1) == ["jewellery:silver:ring"]


def held_discard(s: GenieState, spec: str) -> int:
    return next(c for c in s.discard if s.content.cards[c].spec == spec)


def test_a_wizard_in_the_gold_chest_still_lets_the_round_finish_its_talismans() -> None:
    """Seed 回合結束／遊戲結束 + 護身符: the game ends at the end of the round; talismans of
    the last draw are still placed (with a choice) before scoring (rules.md 7.5, 9)."""
    s = explore_alone(["talisman*1", "wizard:gold", "gem:red*0"], 4, chest="gold",
                      hands={"0": ["gem:blue", "gem:green"], "1": [], "2": []})
    act(s, 0, "draw")
    act(s, 0, "draw")
    act(s, 0, "draw")
    act(s, 0, "stop")
    assert not s.is_over() and s.pending[:2] == ("talisman", 0)
    assert [a.get("colour") for a in s.legal(0)] == ["green", "red", "blue"]
    events = act(s, 0, "colour", colour="red")
    assert kinds(events)[-1] == "game_over"
    assert player(s, 0)["gems"]["red"] == 2
    assert s.scores()[0] == 4 + 5 * 3  # four cards (no wizard) and three majorities


def test_the_game_ends_only_after_the_round_with_a_wizard() -> None:
    """Seed 回合結束／遊戲結束: without a wizard another round is played; with one, none
    (rules.md 9)."""
    s = explore_alone(["gem:red*0"], 2)
    act(s, 0, "draw")
    act(s, 0, "stop")
    assert not s.is_over() and s.facts()["round"] == 2 and s.phase == "place"
    s = explore_alone(["wizard:bronze"], 2)
    act(s, 0, "draw")
    act(s, 0, "stop")
    assert s.is_over() and s.facts()["round"] == 1 and s.phase == "over"


# ================================================================ talismans
def test_a_talisman_is_never_stolen_given_or_exchanged() -> None:
    """Seed 護身符: 'talismans are never stolen or exchanged' (rules.md 7.5, 8)."""
    s = table({"0": ["talisman@none"], "1": ["talisman@none"], "2": []},
              lamp={"top": ["exchange"]})
    place_all(s, ("bronze", 3), ("bronze", 3), ("bronze", 3))
    answer_claims(s, {0})
    events = act(s, 0, "accept")
    assert "wish_no_effect" in kinds(events)
    assert cards(s, 0) == ["talisman"] and cards(s, 1) == ["talisman"]


def test_a_talisman_on_red_is_not_moved_by_losing_a_blue_gem() -> None:
    """Seed 護身符: a placed talisman never moves; only its own colour's last gem leaving
    orphans it (rules.md 7.5)."""
    s = table({"0": [], "1": ["gem:red", "gem:blue", "talisman@red"], "2": []},
              lamp={"top": ["steal"]})
    place_all(s, ("bronze", 3), ("bronze", 3), ("bronze", 3))
    answer_claims(s, {0})
    act(s, 0, "accept")
    events = act(s, 0, "card", card=held(s, 1, "gem:blue"))
    assert "orphaned" not in kinds(events)
    assert player(s, 1)["talismans"] == ["red"] and player(s, 1)["gems"]["red"] == 2


# ================================================================== scoring
def test_mixed_metal_pieces_make_no_set() -> None:
    """Seed 抽到的卡片如何處置: a set is three pieces of the same metal (rules.md 7.4)."""
    s = table({"0": ["jewellery:bronze:bracelet", "jewellery:silver:ring",
                     "jewellery:gold:necklace"], "1": [], "2": []})
    p = player(s, 0)
    assert p["sets"] == {} and p["score"] == 3 and len(p["stealable"]) == 3


def test_a_placed_talisman_breaks_a_majority_tie() -> None:
    """Seed 護身符 + scoring: a talisman counts as one more gem of its colour, so 2 red +
    talisman beats 2 red (rules.md 7.5, 10.3)."""
    s = table({"0": ["gem:red", "gem:red", "talisman@red"], "1": ["gem:red", "gem:red"],
               "2": []})
    assert player(s, 0)["breakdown"]["majorities"] == {"red": 5}
    assert s.scores() == [8, 2, 0]


def test_an_orphaned_talisman_does_not_break_a_tie() -> None:
    """Seed 護身符: an orphaned talisman only gives its 1 card point (rules.md 7.5)."""
    s = table({"0": ["gem:red", "gem:red", "talisman@none"], "1": ["gem:red", "gem:red"],
               "2": []})
    assert player(s, 0)["breakdown"]["majorities"] == {}
    assert s.scores() == [3, 2, 0]


def test_every_scoring_part_adds_up() -> None:
    """Seed 如何計算我的分數 and My Precious: cards + every complete set + every majority +
    the ring (rules.md 10)."""
    hand = ["jewellery:bronze:bracelet", "jewellery:bronze:ring", "jewellery:bronze:necklace",
            "jewellery:gold:bracelet", "jewellery:gold:ring", "jewellery:gold:necklace",
            "gem:green", "gem:blue", "talisman@blue"]
    s = table({"0": hand, "1": ["gem:green"], "2": ["gem:yellow"]}, ring=0,
              options={"my_precious": True})
    b = player(s, 0)["breakdown"]
    assert b == {"cards": 9, "sets": {"bronze": 6, "gold": 10}, "majorities": {"blue": 5},
                 "ring": 5, "total": 9 + 16 + 5 + 5}


def test_three_way_tie_for_the_best_score_shares_the_victory() -> None:
    """Seed 'if tied, the winners share the victory' (rules.md 9)."""
    s = table({"0": ["gem:red"], "1": ["gem:blue"], "2": ["gem:green"]},
              lamp={"top": ["draw_first:gold"]}, chests={"gold": {"top": ["wizard:gold"]}})
    place_all(s, ("bronze", 3), ("bronze", 3), ("bronze", 3))
    answer_claims(s, {0})
    act(s, 0, "accept")
    assert s.is_over() and s.scores() == [6, 6, 6]
    assert s.winners() == [0, 1, 2]
    assert s.returns() == pytest.approx([1 / 3] * 3)


# ============================================================== My Precious
def _six_on_bronze(top: list[str], **kw) -> GenieState:
    return explore_alone(top, 6, options={"my_precious": True, **kw.pop("options", {})},
                         **kw)


def test_my_precious_with_the_wizard_among_the_six_cards() -> None:
    """Seed 我的寶貝 with docs/genie.md 'wizard counts if wizard_counts': six cards drawn,
    one the wizard, win the ring (and end the game after the round)."""
    s = _six_on_bronze(["gem:green*1", "wizard:bronze", "gem:red*1", "gem:blue*1",
                        "gem:yellow*0", "gem:red*0"], discard=["gem:blue"])
    for _ in range(6):
        act(s, 0, "draw")
    assert s.ring == 0 and s.pending == ("ring_pick", 0)
    act(s, 0, "decline")
    assert s.is_over() and player(s, 0)["breakdown"]["ring"] == 5


def test_my_precious_without_wizard_counting_needs_six_treasure_cards() -> None:
    """Seed 我的寶貝 with wizard_counts=false: the wizard is not one of the six."""
    s = _six_on_bronze(["gem:green*1", "wizard:bronze", "gem:red*1", "gem:blue*1",
                        "gem:yellow*0", "gem:red*0", "gem:green*0"],
                       options={"wizard_counts": False})
    for _ in range(6):
        act(s, 0, "draw")
    assert s.ring is None and s.pending == ("draw", 0)
    act(s, 0, "draw")
    assert s.ring == 0 and len(cards(s, 0)) == 6


def test_my_precious_pick_completing_a_set_scores_it() -> None:
    """Seed 我的寶貝: the card from the discard pile may be a piece of jewellery; it is the
    player's like any other (rules.md 11, 10.2)."""
    s = _six_on_bronze(SIX_SAFE, hands={"0": ["jewellery:gold:bracelet",
                                              "jewellery:gold:ring"], "1": [], "2": []},
                       discard=["jewellery:gold:necklace"])
    for _ in range(6):
        act(s, 0, "draw")
    act(s, 0, "card", card=held_discard(s, "jewellery:gold:necklace"))
    p = player(s, 0)
    assert p["sets"] == {"gold": 1} and p["breakdown"]["sets"] == {"gold": 10}


def test_my_precious_with_a_die_turned_to_six_by_a_wish() -> None:
    """Seed 我的寶貝 ('set your die to 6 and win the right to draw'), with the change_die
    stand-in: the die's value when the chest is explored counts."""
    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["change_die"]},
              options={"my_precious": True}, chests={"gold": {"top": SIX_SAFE}})
    place_all(s, ("gold", 3), ("bronze", 3), ("bronze", 3))
    answer_claims(s, {0})
    act(s, 0, "accept")
    act(s, 0, "die", die=0, value=6)
    for _ in range(6):
        act(s, 0, "draw")
    assert s.ring == 0


def test_my_precious_five_players_the_ring_moves_and_its_points_with_it() -> None:
    """Seed 我的寶貝: the ring is taken from its holder; only the holder at the end scores
    +5 (rules.md 11)."""
    s = table({str(i): [] for i in range(5)}, players=5, ring=3,
              options={"my_precious": True}, chests={"silver": {"top": SIX_SAFE}})
    place_all(s, ("silver", 6), ("bronze", 2), ("bronze", 2), ("gold", 4), ("gold", 4))
    answer_claims(s, set())
    assert player(s, 3)["breakdown"]["ring"] == 5
    for _ in range(6):
        act(s, 0, "draw")
    assert s.ring == 0
    assert player(s, 3)["breakdown"]["ring"] == 0 and player(s, 0)["breakdown"]["ring"] == 5


# ======================================================== more end and 2 players
def test_two_wizards_in_one_round_end_the_game_once() -> None:
    """Seed 回合結束／遊戲結束: any wizard closes the cave; a second one the same round
    changes nothing; neither scores (rules.md 9, 10.1)."""
    s = table({"0": [], "1": [], "2": []},
              chests={"bronze": {"top": ["wizard:bronze", "gem:red*0"]},
                      "silver": {"top": ["wizard:silver", "gem:blue*0"]}})
    place_all(s, ("bronze", 3), ("silver", 4), ("gold", 5))
    answer_claims(s, set())
    act(s, 0, "draw")
    act(s, 0, "draw")
    act(s, 0, "stop")
    act(s, 1, "draw")
    act(s, 1, "draw")
    act(s, 1, "stop")
    events = act(s, 2, "stop")
    assert kinds(events).count("game_over") == 1 and s.is_over()
    assert s.facts()["wizards_out"] == ["wizard:bronze", "wizard:silver"]
    assert s.scores() == [1 + 5, 1 + 5, 0]


def test_two_players_next_fastest_the_second_summoner_wishes_after_the_first() -> None:
    """Seed 兩人遊戲時 (summon once) with docs/genie.md two_player_second_group=next_fastest:
    the fastest takes the lower group and makes every wish first; the other player then
    wishes for the higher group (rules.md 6.2, Ex-5)."""
    s = table({"0": [], "1": []}, players=2, lamp={"top": ["peek", "peek"]})
    place(s, 0, ("bronze", 3), ("silver", 5))
    place(s, 1, ("bronze", 5), ("gold", 3))
    answer_claims(s, {0, 1})
    assert s.summoners == [(0, 3), (1, 5)]
    act(s, 0, "accept")
    act(s, 0, "chest", chest="gold")
    assert s.pending == ("wish", 1)
    act(s, 1, "accept")
    act(s, 1, "chest", chest="gold")
    assert s.pending[0] == "draw"  # the wishes are over: exploring starts
