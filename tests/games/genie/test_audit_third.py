"""Third rulebook audit of the genie engine: interactions between two rules, the extremes
of player count and of resources (empty chests, a six-card chest, empty hands), the exact
moment a round or the game ends and what is still resolved after it, and the options.
It leaves out what test_audit_rules.py, test_audit_second.py, test_rules.py,
test_effects.py and scenarios/ already check (every worked example Ex-1..Ex-17 has a
scenario file there).

Each test cites the seed rulebook (../shared/seeds/genie-treasure-chests.zh-Hant.txt) by its
section titles, or ../shared/reference/genie/rules.md as "rules.md N", and docs/genie.md where
the project decided an open point.
"""

from __future__ import annotations

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.core.events import Event
from ludoteca.games.genie import GAME, GenieState

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

# six gold cards, two scorpions in all
GOLD_SIX = ["gem:green*0", "gem:red*0", "gem:blue*0", "gem:yellow*0", "gem:green*1",
            "gem:red*1"]


# ------------------------------------------------------------------ helpers
def in_discard(s: GenieState, spec: str) -> int:
    return next(c for c in s.discard if s.content.cards[c].spec == spec)


def draw_n(s: GenieState, seat: int, n: int) -> list[Event]:
    events: list[Event] = []
    for _ in range(n):
        events += act(s, seat, "draw")
    return events


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


# ================================================================ setup, counts
def test_my_precious_pick_may_take_an_undealt_starting_card() -> None:
    """Seed 遊戲設置 4 (the starting cards not dealt go to the discard pile) and 我的寶貝
    (take a card from the discard pile): in a 3-player game the five undealt starting
    gems are what the ring's pick offers (rules.md 3.4, 11)."""
    six = ["gem:green*1", "gem:red*1", "gem:blue*1", "gem:yellow*1",
           "jewellery:silver:ring*0", "jewellery:silver:ring*0"]  # no starting card
    s = table({}, chests={"silver": {"top": six}}, options={"my_precious": True})
    assert len(s.discard) == 5
    assert all(s.content.cards[c].origin == "start" for c in s.discard)
    undealt = list(s.discard)
    place_all(s, ("silver", 6), ("gold", 5), ("gold", 5))
    answer_claims(s, set())
    draw_n(s, 0, 6)
    assert s.ring == 0 and s.pending == ("ring_pick", 0)
    offered = [a.get("card") for a in s.legal(0) if a.kind == "card"]
    assert sorted(offered) == sorted(undealt)
    act(s, 0, "card", card=undealt[0])
    assert s.hands[0][-1] == undealt[0] and len(s.discard) == 4


def test_five_players_all_showing_one_value() -> None:
    """Seed 摩擦神燈 (one group of equal values, only the fastest summons) and 平手的玩家會
    互相抵消 (equal dice on a chest cancel): five 4s make one group of five with one
    summoner; the two pairs on bronze and silver cancel and the lone 4 on gold draws
    (rules.md 6.2, 7.2)."""
    s = table(players=5, lamp={"top": ["peek"]}, chests={"gold": {"top": ["gem:red*0"]}})
    place_all(s, ("bronze", 4), ("bronze", 4), ("silver", 4), ("silver", 4), ("gold", 4))
    assert s.value_groups() == {4: [0, 1, 2, 3, 4]}
    answer_claims(s, {0, 1, 2, 3, 4}, order=[3, 0, 1, 2, 4])
    assert s.summoners == [(3, 4)] and s.offenders == []
    act(s, 3, "accept")
    events = act(s, 3, "chest", chest="silver")
    assert [e.data["chest"] for e in events if e.kind == "chest_unclaimed"] == [
        "bronze", "silver"]
    assert s.facts()["explore"]["seat"] == 4 and s.facts()["explore"]["limit"] == 4
    act(s, 4, "draw")
    act(s, 4, "stop")
    assert cards(s, 4) == ["gem:red"] and all(cards(s, i) == [] for i in range(4))


# =================================================================== lamp race
def test_a_claim_window_that_closes_counts_as_a_pass() -> None:
    """Seed 摩擦神燈 ('only the fastest touches the lamp') with docs/genie.md 'a seat that
    does not answer in time passes': the timeout answers pass for the silent seats; a
    matched seat that stayed silent forfeits, an unmatched one is no offender."""
    s = table(lamp={"top": ["peek"]})
    place_all(s, ("bronze", 4), ("silver", 4), ("gold", 2))
    act(s, 1, "rub")
    defaults = GAME.timeout_defaults(s)
    assert sorted(defaults) == [0, 2]
    assert all(a.kind == "pass" for a in defaults.values())
    for seat, action in sorted(defaults.items()):
        s.apply(seat, action)
    assert s.summoners == [(1, 4)] and s.offenders == []
    assert s.pending == ("wish", 1)
    assert GAME.timeout_defaults(s) == {}


def test_the_claim_gives_no_hint_of_a_match_and_hides_the_others_answers() -> None:
    """Seed 摩擦神燈 ('if another player's die matches yours, rub quickly': noticing is the
    player's job) with docs/genie.md 'the views never point out matches before the claims
    close': matched and unmatched seats are offered the same choice and prompt; another
    seat's answer shows only as decided until the race resolves."""
    s = table()
    place_all(s, ("bronze", 4), ("silver", 4), ("gold", 2))
    assert list(s.legal(0)) == list(s.legal(2))
    assert s.view(0)["prompt"] == s.view(2)["prompt"]
    assert "groups" not in s.view(2) and s.view(2)["summoners"] == []
    act(s, 0, "rub")
    assert s.view(1)["seats"][0]["claim"] == "decided"
    assert s.view(0)["seats"][0]["claim"] == "rub"
    assert s.view(1)["seats"][2]["claim"] is None
    act(s, 1, "pass")
    act(s, 2, "pass")
    assert [s.view(2)["seats"][i]["claim"] for i in range(3)] == ["rub", "pass", "pass"]


def test_a_claim_once_given_cannot_be_taken_back() -> None:
    """Seed 摩擦神燈 (touching the lamp is an act: a mistaken touch is punished) and
    docs/genie.md (every seat answers rub or pass once): after rubbing, a seat has no
    further claim to make."""
    s = table({"0": ["gem:red"], "1": [], "2": []})
    place_all(s, ("bronze", 1), ("silver", 2), ("gold", 3))
    act(s, 0, "rub")
    assert s.legal(0) == () and s.to_move() == (1, 2)
    before = s.digest()
    with pytest.raises(IllegalAction):
        act(s, 0, "pass")
    assert s.digest() == before
    answer_claims(s, set(), order=[1, 2])
    assert s.offenders == [0]


def test_lottery_punishes_a_mistaken_rub_like_any_other_race() -> None:
    """Seed mistaken-rub box with docs/genie.md race=lottery: the draw only orders the
    claimers of a group; a seat that rubbed with no match is an offender whatever the
    draw, and pays before the winner wishes (rules.md 6.3)."""
    for seed in range(1, 6):
        s = table({"0": [], "1": [], "2": [], "3": ["gem:blue"]}, players=4, seed=seed,
                  options={"race": "lottery"})
        place_all(s, ("bronze", 2), ("silver", 2), ("gold", 5), ("bronze", 6))
        answer_claims(s, {0, 1, 3})
        assert s.offenders == [3]
        assert s.summoners in ([(0, 2)], [(1, 2)])
        assert s.pending == ("penalty_opponent", 3)


def test_two_players_the_faster_one_takes_the_lower_group() -> None:
    """Seed 兩人遊戲時 (summon once) and 摩擦神燈 (the lower value summons first), docs/genie.md
    next_fastest: when B rubs first, B summons for the lower value and wishes first; A
    gets the higher group (rules.md 6.2, Ex-5 with the other player faster)."""
    s = table({"0": [], "1": []}, players=2, lamp={"top": ["peek", "peek"]})
    place(s, 0, ("bronze", 3), ("silver", 5))
    place(s, 1, ("silver", 3), ("gold", 5))
    answer_claims(s, {0, 1}, order=[1, 0])
    assert s.summoners == [(1, 3), (0, 5)]
    assert s.pending == ("wish", 1)


@pytest.mark.parametrize(("rule", "summons"), [("next_fastest", 2), ("forfeit", 1)])
def test_two_players_auto_race_and_the_second_group_option(rule: str, summons: int) -> None:
    """Seed 兩人遊戲時 ('a player may summon only once') with docs/genie.md race=auto and
    two_player_second_group: both players claim both groups automatically; the second
    group goes to the other player (next_fastest) or to nobody (forfeit)."""
    s = table({"0": [], "1": []}, players=2, options={"race": "auto",
                                                      "two_player_second_group": rule})
    place(s, 0, ("bronze", 3), ("silver", 5))
    events = place(s, 1, ("silver", 3), ("gold", 5))
    assert event(events, "race").data["claims"] == [True, True]
    assert len(s.summoners) == summons
    assert s.summoners[0][1] == 3
    assert len({seat for seat, _ in s.summoners}) == summons
    if summons == 2:
        assert s.summoners[1][1] == 5


# ==================================================================== penalties
def test_three_players_two_offenders_the_second_may_lose_what_the_first_paid() -> None:
    """Seed mistaken-rub box, docs/genie.md 'several mistaken rubs: resolved in seat order':
    offender 0 names offender 1, who takes 0's gem; offender 1 then pays, and the card it
    just took may be the one taken from it (rules.md 6.3)."""
    s = table({"0": ["gem:red"], "1": ["gem:blue"], "2": []})
    place_all(s, ("bronze", 1), ("silver", 2), ("gold", 3))
    answer_claims(s, {0, 1})
    assert s.offenders == [0, 1]
    act(s, 0, "seat", seat=1)
    act(s, 1, "card", card=held(s, 0, "gem:red"))
    assert s.pending == ("penalty_opponent", 1)
    act(s, 1, "seat", seat=2)
    assert sorted(a.get("card") for a in s.legal(2)) == sorted(s.hands[1])
    act(s, 2, "card", card=held(s, 1, "gem:red"))
    assert cards(s, 0) == [] and cards(s, 1) == ["gem:blue"] and cards(s, 2) == ["gem:red"]


def test_two_players_double_mistake_when_the_first_offender_has_nothing() -> None:
    """Seed mistaken-rub box with docs/genie.md 'offender has no card that may be taken:
    nothing happens' and 'several mistaken rubs in seat order': the first offender (only
    a talisman) pays nothing, the second still pays (rules.md 6.3)."""
    s = table({"0": ["talisman@none"], "1": ["gem:blue"]}, players=2)
    place(s, 0, ("bronze", 2), ("silver", 4))
    place(s, 1, ("silver", 1), ("gold", 6))
    events = answer_claims(s, {0, 1})
    first = [e.data for e in events if e.kind == "penalty"]
    assert first == [{"offender": 0, "taker": None, "card": None}]
    assert s.pending == ("penalty_take", 0, 1)
    act(s, 0, "card", card=held(s, 1, "gem:blue"))
    assert cards(s, 0) == ["talisman", "gem:blue"] and cards(s, 1) == []


def test_a_penalty_gem_lets_the_takers_later_talisman_be_placed() -> None:
    """Seed mistaken-rub box (the taken card becomes the taker's) and 護身符 (placed on a
    gem in front of you): a gem won by the penalty is a gem like any other when the
    taker draws a talisman the same round (rules.md 6.3, 7.5)."""
    s = table({"0": ["gem:yellow"], "1": [], "2": []},
              chests={"gold": {"top": ["talisman*2"]}})
    place_all(s, ("bronze", 1), ("gold", 3), ("silver", 5))
    answer_claims(s, {0})
    act(s, 0, "seat", seat=1)
    act(s, 1, "card", card=held(s, 0, "gem:yellow"))
    act(s, 0, "stop")  # bronze
    act(s, 2, "stop")  # silver
    act(s, 1, "draw")  # gold
    act(s, 1, "stop")
    assert player(s, 1)["talismans"] == ["yellow"] and player(s, 1)["gems"]["yellow"] == 2


# ======================================================================= wishes
def test_a_lamp_wizard_of_the_second_summoner_keeps_the_first_summoners_wish() -> None:
    """Seed 特殊情況 (a lamp card's first card of a chest being a wizard ends the game at
    once) and 美夢成真啦 (a kept wish acts at once): what the first summoner's wish did
    stands; nothing is explored; everyone is scored (rules.md 6.4, 9)."""
    s = table({"0": [], "1": ["gem:blue"], "2": [], "3": []}, players=4,
              lamp={"top": ["steal", "draw_first:silver"]},
              chests={"silver": {"top": ["wizard:silver"]}, "bronze": {"top": ["gem:red*0"]}})
    two_summoners(s)
    act(s, 0, "accept")
    act(s, 0, "card", card=held(s, 1, "gem:blue"))
    events = act(s, 2, "accept")
    assert kinds(events)[-1] == "game_over"
    assert s.is_over() and cards(s, 0) == ["gem:blue"] and cards(s, 2) == []
    assert s.scores() == [1 + 5, 0, 0, 0]
    assert s.facts()["chests"]["bronze"]["top"][0] == "gem:red"
    assert lamp_order(s)[-2:] == ["steal", "draw_first:silver"]


def test_a_wish_talisman_is_placed_before_the_next_summoner_wishes() -> None:
    """Seed 護身符 (a talisman gained is placed) with docs/genie.md 'a talisman picked is
    placed at once': a talisman a wish brings is placed (here with a choice) before the
    second summoner's wish (rules.md 6.4, 7.5)."""
    s = table({"0": ["gem:red", "gem:blue"], "1": [], "2": [], "3": []}, players=4,
              lamp={"top": ["from_discard", "peek"]}, discard=["talisman"])
    two_summoners(s)
    act(s, 0, "accept")
    act(s, 0, "card", card=in_discard(s, "talisman"))
    assert s.pending[:2] == ("talisman", 0)
    assert [a.get("colour") for a in s.legal(0)] == ["red", "blue"]
    act(s, 0, "colour", colour="blue")
    assert s.pending == ("wish", 2) and s.facts()["lamp"]["current"] == "peek"
    assert player(s, 0)["gems"]["blue"] == 2
    assert lamp_order(s)[-1] == "from_discard"


def test_a_wish_that_empties_a_chest_leaves_its_explorer_nothing() -> None:
    """Seed 特殊情況 ('draw the first card of a chest') and 3. 探索寶箱 with docs/genie.md 'chest
    runs out': the genie's card taken from a one-card chest leaves the winner of that
    chest nothing to draw; the round goes on (rules.md 7.3)."""
    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["draw_first:bronze"]},
              chests={"bronze": {"top": ["gem:red*0"], "size": 1}})
    place_all(s, ("bronze", 2), ("gold", 3), ("gold", 3))
    answer_claims(s, {1})
    events = act(s, 1, "accept")
    assert cards(s, 1) == ["gem:red"]
    assert event(events, "chest_empty").data == {"chest": "bronze", "seat": 0}
    assert cards(s, 0) == [] and s.facts()["round"] == 2 and not s.is_over()


def test_a_set_completed_by_a_wish_is_safe_from_the_next_summoner() -> None:
    """Seed 抽到的卡片如何處置 ('once a set is complete it can no longer be stolen or
    exchanged'): the first summoner's wish completes a silver set; the second summoner's
    steal cannot touch any of its three cards (rules.md 7.4, 8)."""
    s = table({"0": ["jewellery:silver:bracelet", "jewellery:silver:ring"],
               "1": ["jewellery:silver:necklace"], "2": [], "3": ["gem:green"]},
              players=4, lamp={"top": ["steal", "steal"]})
    two_summoners(s)
    act(s, 0, "accept")
    act(s, 0, "card", card=held(s, 1, "jewellery:silver:necklace"))
    assert player(s, 0)["sets"] == {"silver": 1}
    act(s, 2, "accept")
    assert [a.get("card") for a in s.legal(2)] == [held(s, 3, "gem:green")]


def test_a_die_changed_by_a_wish_does_not_rerun_the_lamp_race() -> None:
    """Seed 2. 召喚精靈 (the race follows the reveal, before the wishes) with docs/genie.md
    'a lamp effect that changes a die: the lamp race is not run again': a die turned to
    match another seat makes no new summoner; on the same chest the two now cancel
    (rules.md 6.2, 7.2)."""
    s = table(lamp={"top": ["change_die"]}, chests={"silver": {"top": ["gem:red*0"]}})
    place_all(s, ("bronze", 3), ("silver", 3), ("bronze", 5))
    answer_claims(s, {0})
    act(s, 0, "accept")
    events = act(s, 0, "die", die=0, value=5)
    assert "race" not in kinds(events) and "wish" not in kinds(events)
    assert s.summoners == [(0, 3)] and s.phase == "resolve"
    assert event(events, "chest_unclaimed").data["chest"] == "bronze"
    assert s.pending == ("draw", 1)


def test_a_wish_talisman_without_gems_stays_orphaned_after_the_explore() -> None:
    """Seed 護身符 ('if you have no gem when you get a talisman, it stays alone and can never
    move') with docs/genie.md 'a talisman picked is placed at once': a talisman a wish
    brings to a gemless player is orphaned then and there; a gem drawn later that round
    does not take it (rules.md 7.5)."""
    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["draw_first:bronze"]},
              chests={"bronze": {"top": ["talisman*1"]}, "silver": {"top": ["gem:red*0"]}})
    place_all(s, ("silver", 3), ("gold", 3), ("gold", 4))
    answer_claims(s, {0})
    events = act(s, 0, "accept")
    assert event(events, "talisman").data["colour"] is None
    act(s, 0, "draw")  # silver
    act(s, 0, "stop")
    p = player(s, 0)
    assert p["talismans"] == [None] and p["gems"]["red"] == 1
    assert p["breakdown"]["cards"] == 2


def test_a_peeked_wizard_does_not_close_the_cave() -> None:
    """Seed 回合結束／遊戲結束 ('if anyone DREW a wizard'): seeing the wizard on top of a chest
    through a wish does not end the game; it is still in the chest (rules.md 9)."""
    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["peek"]},
              chests={"gold": {"top": ["wizard:gold"]}})
    summon(s)
    act(s, 0, "accept")
    act(s, 0, "chest", chest="gold")
    assert not s.closing and not s.is_over() and s.facts()["round"] == 2
    assert s.facts()["chests"]["gold"]["top"][0] == "wizard:gold"


def test_an_exchange_orphans_the_opponents_talisman_even_when_it_gets_red_back() -> None:
    """Seed 護身符 (a talisman whose only red gem is taken is left alone for good, even if
    a red gem comes later) with docs/genie.md 'even within an exchange (the giver loses
    before receiving)': the opponent's side of a swap too (rules.md 7.5)."""
    s = table({"0": ["gem:red"], "1": ["gem:red", "talisman@red"], "2": []},
              lamp={"top": ["exchange"]})
    summon(s)
    act(s, 0, "accept")
    act(s, 0, "card", card=held(s, 0, "gem:red"))
    events = act(s, 0, "card", card=held(s, 1, "gem:red"))
    assert event(events, "orphaned").data["seat"] == 1
    p = player(s, 1)
    assert p["talismans"] == [None] and p["gems"]["red"] == 1


def test_discarding_the_gem_under_a_talisman_orphans_it() -> None:
    """Seed 護身符 (a talisman whose gem leaves is left alone, 1 point only) with the
    discard_own stand-in: losing the last gem of its colour by any means orphans it
    (rules.md 7.5)."""
    s = table({"0": ["gem:green", "talisman@green", "gem:blue"], "1": ["gem:green"],
               "2": []}, lamp={"top": ["discard_own"]})
    assert player(s, 0)["breakdown"]["majorities"] == {"green": 5, "blue": 5}
    summon(s)
    act(s, 0, "accept")
    events = act(s, 0, "card", card=held(s, 0, "gem:green"))
    assert "orphaned" in kinds(events)
    assert player(s, 0)["talismans"] == [None]
    assert player(s, 0)["breakdown"]["majorities"] == {"blue": 5}
    assert s.facts()["discard"][-1] == "gem:green"


# ====================================================================== explore
def test_a_bust_before_the_wizard_leaves_the_cave_open() -> None:
    """Seed 毒蠍 (a bust ends the draw) and 回合結束／遊戲結束 (only a drawn wizard closes
    the cave): a draw that busts before reaching the wizard leaves it in the chest and
    the game goes on (rules.md 7.3, 9)."""
    s = explore_alone(["gem:red*2", "wizard:silver"], 2, chest="silver")
    events = act(s, 0, "draw")
    assert "bust" in kinds(events) and "cave_closing" not in kinds(events)
    assert not s.closing and s.facts()["round"] == 2
    assert s.facts()["chests"]["silver"]["top"][0] == "wizard:silver"


def test_stopping_just_before_the_wizard_leaves_the_cave_open() -> None:
    """Seed 毒蠍 ('you may stop at any time') and 回合結束／遊戲結束: stopping with the
    wizard next in the chest does not close the cave (rules.md 7.3, 9)."""
    s = explore_alone(["gem:red*0", "wizard:bronze"], 4)
    act(s, 0, "draw")
    act(s, 0, "stop")
    assert not s.closing and s.facts()["round"] == 2 and cards(s, 0) == ["gem:red"]


def test_two_players_a_bronze_wizard_lets_both_later_chests_be_drawn() -> None:
    """Seed 回合結束／遊戲結束 (the game ends after the round) and 兩人遊戲時 (two dice,
    two chests): after A draws the bronze wizard, B's silver and A's own gold die still
    draw; the game ends after gold (rules.md 7.3, 9, Ex-16A with 2 players)."""
    s = table({"0": [], "1": []}, players=2,
              chests={"bronze": {"top": ["wizard:bronze", "gem:red*0"]},
                      "silver": {"top": ["gem:blue*0"]}, "gold": {"top": ["gem:green*0"]}})
    place(s, 0, ("bronze", 2), ("gold", 3))
    place(s, 1, ("bronze", 5), ("silver", 4))
    answer_claims(s, set())
    draw_n(s, 0, 2)  # the wizard counts: two cards reach the die
    assert s.closing and s.pending == ("draw", 1)
    act(s, 1, "draw")
    act(s, 1, "stop")
    assert s.pending == ("draw", 0) and not s.is_over()
    act(s, 0, "draw")
    events = act(s, 0, "stop")
    assert kinds(events)[-1] == "game_over"
    assert cards(s, 0) == ["gem:red", "gem:green"] and cards(s, 1) == ["gem:blue"]


def test_a_talisman_drawn_before_the_first_gem_goes_on_that_gem() -> None:
    """Seed 護身符 ('after drawing, place it on a gem in front of you') with docs/genie.md
    'talisman placement: after the draw ends': a player with no gem who draws a
    talisman and then a red gem places it on red, without a question (rules.md 7.5)."""
    s = explore_alone(["talisman*1", "gem:red*0"], 3)
    act(s, 0, "draw")
    act(s, 0, "draw")
    events = act(s, 0, "stop")
    assert event(events, "talisman").data["colour"] == "red"
    assert s.pending is None or s.pending[0] != "talisman"
    assert player(s, 0)["gems"]["red"] == 2 and player(s, 0)["orphans"] == 0


def test_two_talismans_and_one_gem_in_a_draw_both_sit_on_it() -> None:
    """Seed 護身符 and docs/genie.md 'several talismans on one colour': with one colour held
    both talismans of the draw go on it automatically and each counts (rules.md 7.5)."""
    s = explore_alone(["talisman*1", "talisman*1", "gem:yellow*0"], 4)
    draw_n(s, 0, 3)
    events = act(s, 0, "stop")
    assert [e.data["colour"] for e in events if e.kind == "talisman"] == ["yellow", "yellow"]
    assert player(s, 0)["gems"]["yellow"] == 3
    assert s.scores()[0] == 3 + 5


def test_an_orphan_stays_orphaned_while_a_new_talisman_is_placed() -> None:
    """Seed 護身符 ('two or more orphaned talismans: the same rule'): a new talisman goes
    on a held gem; the old orphan does not join it (rules.md 7.5)."""
    s = explore_alone(["talisman*1"], 3, hands={"0": ["gem:red", "talisman@none"],
                                                 "1": [], "2": []})
    act(s, 0, "draw")
    act(s, 0, "stop")
    p = player(s, 0)
    assert p["talismans"] == [None, "red"] and p["gems"]["red"] == 2
    assert p["breakdown"]["cards"] == 3


def test_five_players_two_chests_cancelled_one_drawn() -> None:
    """Seed 平手的玩家會互相抵消 and 3. 探索寶箱 with 5 players: pairs cancel on bronze and
    silver even though other values there are unique, and the lowest unique value draws
    (rules.md 7.1, 7.2)."""
    s = table(players=5)
    place_all(s, ("bronze", 2), ("bronze", 2), ("silver", 1), ("silver", 1), ("silver", 6))
    winners = s.facts()["chest_winners"]
    assert winners == {"bronze": None, "silver": [4, 6], "gold": None}


# ================================================================== My Precious
def test_my_precious_six_cards_that_empty_the_chest_still_win_the_ring() -> None:
    """Seed 我的寶貝 ('draw the full six cards') with docs/genie.md 'a 6 that ran the chest
    out drew fewer than six': a chest of exactly six cards drawn to the end is a full
    six-card draw (rules.md 11)."""
    s = table({"0": [], "1": [], "2": []}, options={"my_precious": True}, ring=2,
              chests={"bronze": {"top": SIX_SAFE, "size": 6}})
    place_all(s, ("bronze", 6), ("gold", 5), ("gold", 5))
    answer_claims(s, set())
    events = draw_n(s, 0, 6)
    assert event(events, "ring").data == {"seat": 0, "from": 2}
    assert s.piles[0] == [] and len(cards(s, 0)) == 6


def test_my_precious_two_players_the_ring_changes_hands_within_a_round() -> None:
    """Seed 我的寶貝 ('if another player holds the ring, take it'; the pick comes 'at the
    moment you take the ring'): with 2 players A wins it on bronze and picks before
    silver is explored; B takes it on gold the same round and holds it at the end
    (rules.md 11)."""
    s = table({"0": [], "1": []}, players=2, options={"my_precious": True},
              chests={"bronze": {"top": SIX_SAFE}, "silver": {"top": ["gem:blue*0"]},
                      "gold": {"top": GOLD_SIX}}, discard=["jewellery:gold:ring"])
    place(s, 0, ("bronze", 6), ("silver", 2))
    place(s, 1, ("gold", 6), ("silver", 3))
    answer_claims(s, set())  # both show 6 but nobody rubs
    draw_n(s, 0, 6)
    assert s.ring == 0 and s.pending == ("ring_pick", 0)
    assert s.facts()["explore"] is None
    assert s.facts()["chests"]["silver"]["top"][0] == "gem:blue"
    act(s, 0, "card", card=in_discard(s, "jewellery:gold:ring"))
    assert s.pending == ("draw", 0) and s.facts()["explore"]["chest"] == "silver"
    act(s, 0, "stop")
    events = draw_n(s, 1, 6)
    assert event(events, "ring").data == {"seat": 1, "from": 0}
    act(s, 1, "decline")
    assert player(s, 0)["breakdown"]["ring"] == 0 and player(s, 1)["breakdown"]["ring"] == 5
    assert cards(s, 0)[-1] == "jewellery:gold:ring"


def test_my_precious_can_recover_a_talisman_lost_to_a_bust_and_place_it() -> None:
    """Seed 毒蠍 (a busted talisman is discarded) and 我的寶貝 (the pick may be a
    talisman), docs/genie.md 'a talisman picked is placed at once': the ring's winner
    takes it back from the pile and chooses its colour before the next chest."""
    s = table({"0": [], "1": [], "2": []}, options={"my_precious": True},
              chests={"bronze": {"top": ["talisman*1"]}, "silver": {"top": SIX_SAFE},
                      "gold": {"top": ["gem:red*0"]}})
    place_all(s, ("bronze", 1), ("silver", 6), ("gold", 2))
    answer_claims(s, set())
    act(s, 0, "draw")  # one scorpion on a 1: bust
    assert s.facts()["discard"][-1] == "talisman"
    draw_n(s, 1, 6)
    act(s, 1, "card", card=in_discard(s, "talisman"))
    assert s.pending[:2] == ("talisman", 1)
    act(s, 1, "colour", colour="green")
    assert player(s, 1)["gems"]["green"] == 3
    assert s.pending == ("draw", 2)


def test_my_precious_two_players_the_ring_pick_recovers_the_same_players_bust() -> None:
    """Seed 毒蠍 (busted cards are discarded) and 我的寶貝 (any card of the discard pile),
    docs/genie.md 'the ring's pick: those lost to a bust earlier in the same round
    included': with 2 players, one die busts on bronze and the other wins the ring on
    gold, whose pick takes back the bronze necklace (rules.md 7.3, 11)."""
    s = table({"0": [], "1": []}, players=2, options={"my_precious": True},
              chests={"bronze": {"top": ["jewellery:bronze:necklace*1"]},
                      "gold": {"top": GOLD_SIX}})
    place(s, 0, ("bronze", 1), ("gold", 6))
    place(s, 1, ("silver", 2), ("bronze", 3))
    assert s.facts()["chest_winners"] == {"bronze": [0, 1], "silver": [1, 2],
                                          "gold": [0, 6]}
    answer_claims(s, set())
    events = act(s, 0, "draw")  # bronze: one scorpion on a 1
    assert "bust" in kinds(events)
    act(s, 1, "stop")  # silver
    draw_n(s, 0, 6)
    assert s.ring == 0
    act(s, 0, "card", card=in_discard(s, "jewellery:bronze:necklace"))
    assert cards(s, 0)[-1] == "jewellery:bronze:necklace" and len(cards(s, 0)) == 7


def test_my_precious_after_a_bronze_wizard_the_ring_is_won_before_the_end() -> None:
    """Seed 回合結束／遊戲結束 (the game ends after the round) and 我的寶貝: the cave closed
    on bronze, yet the silver six-card draw wins the ring and its pick; the ring's +5
    is in the final score (rules.md 9, 11)."""
    s = table({"0": [], "1": [], "2": []}, options={"my_precious": True},
              chests={"bronze": {"top": ["wizard:bronze"]}, "silver": {"top": SIX_SAFE}},
              discard=["jewellery:silver:necklace"])
    place_all(s, ("bronze", 2), ("silver", 6), ("gold", 1))
    answer_claims(s, set())
    act(s, 0, "draw")
    act(s, 0, "stop")
    assert s.closing
    draw_n(s, 1, 6)
    assert s.pending == ("ring_pick", 1) and not s.is_over()
    act(s, 1, "card", card=in_discard(s, "jewellery:silver:necklace"))
    events = act(s, 2, "stop")
    assert kinds(events)[-1] == "game_over"
    # seven cards, the ring, and the four colours (nobody else holds a gem)
    assert event(events, "game_over").data["scores"][1] == 7 + 5 + 4 * 5
    assert player(s, 1)["breakdown"]["ring"] == 5


def test_my_precious_a_lamp_wizard_ends_the_game_with_the_ring_where_it_is() -> None:
    """Seed 特殊情況 (the game ends at once) and 我的寶貝 ('+5 if the ring is yours at the
    end'): the ring holder at that moment scores it, even though a 6 was placed that
    round (rules.md 9, 11)."""
    s = table({"0": [], "1": [], "2": []}, options={"my_precious": True}, ring=2,
              lamp={"top": ["draw_first:gold"]},
              chests={"gold": {"top": ["wizard:gold"]}, "silver": {"top": SIX_SAFE}})
    place_all(s, ("bronze", 3), ("bronze", 3), ("silver", 6))
    answer_claims(s, {0})
    act(s, 0, "accept")
    assert s.is_over() and s.ring == 2 and s.scores() == [0, 0, 5]
    assert s.winners() == [2]


# ====================================================================== scoring
def test_five_players_a_three_way_tie_at_the_top_scores_nobody() -> None:
    """Seed 如何計算我的分數 ('if the most is tied, nobody gets that bonus') with 5 players:
    three seats tie on 3 red over a 1 and a 0; a colour held by one seat alone scores
    (rules.md 10.3, Ex-15)."""
    red3 = ["gem:red"] * 3
    s = table({"0": red3, "1": [*red3[:2], "talisman@red"], "2": red3,
               "3": ["gem:red", "gem:blue"], "4": []}, players=5)
    assert [player(s, i)["gems"]["red"] for i in range(5)] == [3, 3, 3, 1, 0]
    assert [player(s, i)["breakdown"]["majorities"] for i in range(5)] == [
        {}, {}, {}, {"blue": 5}, {}]
    assert s.scores() == [3, 3, 3, 2 + 5, 0]


def test_the_ring_breaks_an_otherwise_tied_final_score() -> None:
    """Seed 我的寶貝 (+5 for the ring holder) and 計分後 (the highest score wins alone; only
    a tie shares): 2 players with equal cards, the ring decides (rules.md 9, 10.4)."""
    s = table({"0": ["gem:red"], "1": ["gem:blue"]}, players=2, ring=1,
              options={"my_precious": True}, lamp={"top": ["draw_first:gold"]},
              chests={"gold": {"top": ["wizard:gold"]}})
    place(s, 0, ("bronze", 3), ("silver", 4))
    place(s, 1, ("bronze", 3), ("gold", 5))
    answer_claims(s, {0})
    act(s, 0, "accept")
    assert s.is_over() and s.scores() == [6, 11] and s.winners() == [1]
    assert s.returns() == [0.0, 1.0]


def test_empty_handed_players_all_share_a_zero_score_victory() -> None:
    """Seed 計分後 ('if tied, the winners share the victory') at the extreme: nobody holds
    a card, every score is 0, all share; no majority is won with zero (rules.md 9,
    10.3)."""
    s = table(lamp={"top": ["draw_first:gold"]}, chests={"gold": {"top": ["wizard:gold"]}})
    summon(s)
    act(s, 0, "accept")
    assert s.is_over() and s.scores() == [0, 0, 0]
    assert s.winners() == [0, 1, 2]
    assert all(player(s, i)["breakdown"]["majorities"] == {} for i in range(3))


def test_a_complete_set_plus_a_loose_copy_scores_the_copy_as_a_card() -> None:
    """Seed 如何計算我的分數 (1 point per card, +8 for a silver set) with docs/genie.md
    'duplicate pieces: the later copies stay loose': four silver pieces score 4 + 8."""
    s = table({"0": [*SILVER_SET, "jewellery:silver:necklace"], "1": [], "2": []})
    b = player(s, 0)["breakdown"]
    assert b["cards"] == 4 and b["sets"] == {"silver": 8} and b["total"] == 12
    assert player(s, 0)["stealable"] == ["jewellery:silver:necklace"]


def test_the_loose_copy_is_the_later_one_even_when_it_came_before_the_set_closed() -> None:
    """Seed 抽到的卡片如何處置 (a complete set can no longer be stolen) with docs/genie.md
    'the earliest acquired copies form a set': ring, ring, bracelet, necklace - the
    first ring belongs to the set, the second stays loose and is the one a penalty may
    take (rules.md 6.3, 7.4)."""
    s = table({"0": ["jewellery:silver:ring", "jewellery:silver:ring",
                     "jewellery:silver:bracelet", "jewellery:silver:necklace"],
               "1": [], "2": []})
    first, second = (held(s, 0, "jewellery:silver:ring", n) for n in (0, 1))
    place_all(s, ("bronze", 1), ("silver", 2), ("gold", 3))
    answer_claims(s, {0})
    act(s, 0, "seat", seat=1)
    assert [a.get("card") for a in s.legal(1)] == [second]
    act(s, 1, "card", card=second)
    assert first in s.hands[0] and player(s, 0)["sets"] == {"silver": 1}


def test_orphaned_talismans_only_score_their_cards() -> None:
    """Seed 護身符 ('it only gives you 1 point at the end') and 如何計算我的分數: three
    orphaned talismans are 3 points and win no colour against a single real gem."""
    s = table({"0": ["talisman@none"] * 3, "1": ["gem:red"], "2": []})
    assert player(s, 0)["breakdown"] == {"cards": 3, "sets": {}, "majorities": {},
                                         "ring": 0, "total": 3}
    assert player(s, 1)["breakdown"]["majorities"] == {"red": 5}


def test_a_talisman_on_the_fourth_colour_wins_its_majority() -> None:
    """Seed 護身符 (a talisman is a gem of its colour) and 如何計算我的分數 (each of the 4
    gem colours has its +5): yellow, the content's fourth colour, works like the rest."""
    s = table({"0": ["gem:yellow", "talisman@yellow"], "1": ["gem:yellow"], "2": []})
    assert player(s, 0)["gems"]["yellow"] == 2
    assert player(s, 0)["breakdown"]["majorities"] == {"yellow": 5}
    assert s.scores() == [2 + 5, 1, 0]
