"""Second rulebook audit of the genie engine: rule statements and interactions that the
other genie tests (test_audit_rules.py, test_rules.py, test_effects.py, scenarios/) leave
untested: refused wishes that would have closed the cave, the forced third wish, the
lamp's card versus the explore scorpion count, two-player ties and double penalties,
scorpions from round to round, the ring when the chest runs short, the ring's pick from
this round's busts, secrecy of the placement, the face-up cards, player counts.

Sources: the seed rulebook (../shared/seeds/genie-treasure-chests.zh-Hant.txt), cited by
its section titles, and its restatement ../shared/reference/genie/rules.md, cited as
"rules.md N". Where docs/genie.md decides an open point, the test says so.
"""

from __future__ import annotations

import pytest

from ludoteca.games.genie import GAME, GenieState

from .helpers import (
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


# ------------------------------------------------------------------ helpers
def in_discard(s: GenieState, spec: str) -> int:
    return next(c for c in s.discard if s.content.cards[c].spec == spec)


def summon(s: GenieState, seat: int = 0) -> None:
    """Every seat sets 3 on bronze (they cancel there); only `seat` rubs."""
    place_all(s, *[("bronze", 3)] * s.players)
    answer_claims(s, {seat})
    assert s.pending == ("wish", seat)


def draw_n(s: GenieState, seat: int, n: int) -> list:
    events: list = []
    for _ in range(n):
        events += act(s, seat, "draw")
    return events


# =================================================================== setup
@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_starting_card_is_a_gem_worth_a_point_and_counting_for_majorities(
        players: int) -> None:
    """Seed 遊戲設置 4 (one starting card each, it is a gem: 代表寶石) and 如何計算我的分數:
    the starting treasure is a card (1 point) and a gem of its colour (majorities)."""
    s = GAME.new(players, 7)
    for seat in range(players):
        (card,) = s.hands[seat]
        assert s.content.cards[card].kind == "gem"
        assert sum(player(s, seat)["gems"].values()) == 1
        assert player(s, seat)["breakdown"]["cards"] == 1
    colours = [s.content.cards[s.hands[i][0]].colour for i in range(players)]
    for seat, colour in enumerate(colours):
        alone = colours.count(colour) == 1
        assert player(s, seat)["breakdown"]["majorities"] == ({colour: 5} if alone else {})


def test_two_players_start_with_two_gems_each_and_two_dice_to_place() -> None:
    """Seed 遊戲設置 3-4 (兩人遊戲時: 2 dice and 2 starting cards each): both dice must be
    set before the reveal, and both starting gems score."""
    s = GAME.new(2, 11)
    assert [len(h) for h in s.hands] == [2, 2]
    assert all(player(s, i)["breakdown"]["cards"] == 2 for i in range(2))
    place(s, 0, ("bronze", 2), ("gold", 6))
    assert s.phase == "place" and s.to_move() == (1,)
    place(s, 1, ("silver", 2), ("gold", 1))
    assert s.phase == "claim"
    assert s.facts()["players"][0]["dice"] == [["bronze", 2], ["gold", 6]]


# =========================================================== choose a chest
def test_a_placed_die_stays_secret_until_everyone_has_placed() -> None:
    """Seed 1. 選擇寶箱: each player places in secret (祕密), hiding the board; 2. 同步公開:
    all are revealed at once (rules.md 5, 6.1)."""
    s = table()
    events = place(s, 0, ("gold", 4))
    placed = event(events, "placed")
    assert placed.data == {"seat": 0}
    assert s.view(1)["seats"][0]["dice"] is None and s.view(None)["seats"][0]["dice"] is None
    assert s.view(1)["seats"][0]["placed"] is True
    assert s.view(0)["seats"][0]["dice"] == [["gold", 4]]
    place(s, 1, ("bronze", 2))
    events = place(s, 2, ("silver", 5))
    reveal = event(events, "reveal")
    assert reveal.data["dice"] == [[["gold", 4]], [["bronze", 2]], [["silver", 5]]]
    assert [s.view(1)["seats"][i]["dice"] for i in range(3)] == [
        [["gold", 4]], [["bronze", 2]], [["silver", 5]]]


def test_placements_in_any_seat_order_give_the_same_position() -> None:
    """Seed 1. 選擇寶箱: the players place at the same time (同時), so the order in which
    the placements arrive changes nothing (rules.md 5)."""
    a, b = table(seed=5), table(seed=5)
    dice = [("bronze", 4), ("silver", 4), ("gold", 1)]
    for seat in (0, 1, 2):
        place(a, seat, dice[seat])
    for seat in (2, 0, 1):
        place(b, seat, dice[seat])
    assert a.digest() == b.digest()
    assert a.phase == b.phase == "claim"


# ================================================================= lamp race
def test_five_players_matching_values_on_three_different_chests_form_one_group() -> None:
    """Seed 摩擦神燈: the match is on the value only, 'whatever the chest' (不必管骰子放置的
    位置) (rules.md 6.2)."""
    s = table(players=5)
    place_all(s, ("bronze", 2), ("silver", 2), ("gold", 2), ("bronze", 5), ("gold", 6))
    assert s.value_groups() == {2: [0, 1, 2]}
    answer_claims(s, {0, 1, 2}, order=[1, 2, 0, 3, 4])
    assert s.summoners == [(1, 2)] and s.offenders == []


def test_two_players_both_rub_by_mistake_each_pays_the_other() -> None:
    """Seed mistaken-rub box (如果我在摩擦神燈的時候出錯了) with 2 players: each offender
    calms the genie; the only opponent takes one card; docs/genie.md: several mistaken rubs
    are resolved in seat order, all before the wishes."""
    s = table({"0": ["gem:red"], "1": ["gem:blue"]}, players=2)
    place(s, 0, ("bronze", 2), ("silver", 4))
    place(s, 1, ("silver", 1), ("gold", 6))
    answer_claims(s, {0, 1})
    assert s.offenders == [0, 1] and s.summoners == []
    assert s.pending == ("penalty_take", 1, 0)
    act(s, 1, "card", card=held(s, 0, "gem:red"))
    assert s.pending == ("penalty_take", 0, 1)
    # seat 1 now holds the red gem too: seat 0 may take either card back
    assert sorted(a.get("card") for a in s.legal(0)) == sorted(s.hands[1])
    act(s, 0, "card", card=held(s, 1, "gem:red"))
    assert cards(s, 0) == ["gem:red"] and cards(s, 1) == ["gem:blue"]
    assert s.pending[0] == "draw"


def test_a_mistaken_rub_with_only_jewellery_offers_the_loose_pieces() -> None:
    """Seed mistaken-rub box: the opponent takes 'one card (飾品或是寶石)', jewellery of an
    incomplete set included (rules.md 6.3)."""
    s = table({"0": ["jewellery:bronze:bracelet", "jewellery:bronze:ring"], "1": [], "2": []})
    place_all(s, ("bronze", 1), ("silver", 2), ("gold", 3))
    answer_claims(s, {0})
    act(s, 0, "seat", seat=1)
    offered = sorted(a.get("card") for a in s.legal(1))
    assert offered == sorted(s.hands[0])
    act(s, 1, "card", card=held(s, 0, "jewellery:bronze:ring"))
    assert cards(s, 1) == ["jewellery:bronze:ring"]
    assert cards(s, 0) == ["jewellery:bronze:bracelet"]


def test_a_penalty_taken_gem_counts_for_the_takers_majority() -> None:
    """Seed mistaken-rub box ('steal one of your cards') + 如何計算我的分數: the card taken
    becomes the taker's, so it moves the gem majority (rules.md 6.3, 10.3)."""
    s = table({"0": ["gem:red", "gem:red"], "1": ["gem:red"], "2": []})
    assert player(s, 0)["breakdown"]["majorities"] == {"red": 5}
    place_all(s, ("bronze", 1), ("silver", 2), ("gold", 3))
    answer_claims(s, {0})
    act(s, 0, "seat", seat=1)
    act(s, 1, "card", card=held(s, 0, "gem:red"))
    assert player(s, 1)["gems"]["red"] == 2 and player(s, 0)["gems"]["red"] == 1
    assert player(s, 1)["breakdown"]["majorities"] == {"red": 5}
    assert player(s, 0)["breakdown"]["majorities"] == {}


def test_a_summoner_and_an_offender_in_the_same_round_of_four() -> None:
    """Seed mistaken-rub box: 'if other players rubbed successfully, once the genie is
    calmed the round goes on as usual' - the successful summoner still gets the wishes,
    and the offender gets none (rules.md 6.3)."""
    s = table({"0": ["gem:green"], "1": [], "2": [], "3": []}, players=4,
              lamp={"top": ["draw_first:gold"]}, chests={"gold": {"top": ["gem:red*2"]}})
    place_all(s, ("bronze", 6), ("silver", 3), ("gold", 3), ("bronze", 1))
    answer_claims(s, {0, 1, 2}, order=[0, 2, 1, 3])
    assert s.offenders == [0] and s.summoners == [(2, 3)]
    act(s, 0, "seat", seat=3)
    act(s, 3, "card", card=held(s, 0, "gem:green"))
    assert s.pending == ("wish", 2)
    act(s, 2, "accept")
    assert cards(s, 2) == ["gem:red"] and cards(s, 0) == []


# ===================================================================== wishes
def test_a_refused_draw_first_never_reveals_the_wizard_and_the_game_goes_on() -> None:
    """Seed 美夢成真啦 (a refused card goes under 'without any effect') and 特殊情況: only a
    card that is applied draws the chest's first card; refusing it leaves the wizard in
    the chest and the game goes on (rules.md 6.4, 9)."""
    s = table({"0": [], "1": [], "2": []},
              lamp={"top": ["draw_first:gold", "peek", "peek"]},
              chests={"gold": {"top": ["wizard:gold"]}})
    summon(s)
    events = act(s, 0, "refuse")
    assert "cave_closing" not in kinds(events) and not s.closing
    assert s.facts()["chests"]["gold"]["top"][0] == "wizard:gold"
    act(s, 0, "accept")
    act(s, 0, "chest", chest="bronze")
    assert not s.is_over() and s.facts()["round"] == 2
    assert lamp_order(s)[-2:] == ["draw_first:gold", "peek"]


def test_a_forced_third_wish_revealing_the_wizard_ends_the_game_at_once() -> None:
    """Seed 美夢成真啦 (third card applied 'whether you like it or not') and 特殊情況 (a lamp
    card's first card of a chest being the wizard ends the game immediately)."""
    s = table({"0": ["gem:red"], "1": [], "2": []},
              lamp={"top": ["peek", "peek", "draw_first:silver"]},
              chests={"silver": {"top": ["wizard:silver"]}, "bronze": {"top": ["gem:red*0"]}})
    place_all(s, ("bronze", 4), ("bronze", 4), ("silver", 2))
    answer_claims(s, {0})
    act(s, 0, "refuse")
    events = act(s, 0, "refuse")
    assert "wish_forced" in kinds(events) and kinds(events)[-1] == "game_over"
    assert s.is_over() and s.facts()["wizards_out"] == ["wizard:silver"]
    # nothing was explored: seat 2's silver die never drew
    assert cards(s, 2) == [] and s.facts()["chests"]["bronze"]["top"][0] == "gem:red"
    assert lamp_order(s)[-3:] == ["peek", "peek", "draw_first:silver"]


def test_the_lamp_card_is_read_aloud_to_everyone() -> None:
    """Seed 美夢成真啦: the summoner turns the card over and reads it aloud (大聲朗讀): every
    seat sees which wish is on offer (rules.md 6.4)."""
    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["draw_first:bronze"]})
    place_all(s, ("bronze", 3), ("bronze", 3), ("bronze", 3))
    events = answer_claims(s, {0})
    wish = event(events, "wish")
    assert not wish.private
    assert wish.data["lamp"]["effect"] == "draw_first"
    for viewer in (None, 1, 2):
        assert s.view(viewer)["lamp"]["current"]["effect"] == "draw_first"


def test_a_lamp_card_taken_from_a_chest_does_not_count_toward_its_scorpions() -> None:
    """Seed 毒蠍 (the scorpions on the cards you draw from the chest you explore) and the
    content's draw_first ('keep it, no scorpion check'): a card the genie gave this round
    is not part of the explore draw of the same chest (rules.md 7.3)."""
    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["draw_first:silver"]},
              chests={"silver": {"top": ["gem:red*2", "gem:blue*1", "gem:green*0"]}})
    place_all(s, ("silver", 2), ("bronze", 3), ("bronze", 3))
    answer_claims(s, {1})  # seat 1 matches seat 2 and summons
    assert s.summoners == [(1, 3)]
    act(s, 1, "accept")
    assert cards(s, 1) == ["gem:red"]
    assert s.facts()["explore"] == {"chest": "silver", "seat": 0, "limit": 2,
                                    "drawn": [], "scorpions": 0}
    events = act(s, 0, "draw")
    assert "bust" not in kinds(events)
    act(s, 0, "draw")
    assert cards(s, 0) == ["gem:blue", "gem:green"]


def test_a_summoner_who_is_also_the_explorer_draws_the_chest_after_the_genie() -> None:
    """Seed 召喚精靈 then 探索寶箱: the wishes come before the chests; a card the genie
    draws from a chest is gone before the explorer draws (rules.md 4, 6.4, 7)."""
    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["draw_first:bronze"]},
              chests={"bronze": {"top": ["jewellery:bronze:ring", "gem:yellow*0"]}})
    place_all(s, ("bronze", 2), ("gold", 2), ("silver", 6))
    answer_claims(s, {0, 1})
    assert s.summoners == [(0, 2)]
    act(s, 0, "accept")
    act(s, 0, "draw")
    act(s, 0, "stop")
    assert cards(s, 0) == ["jewellery:bronze:ring", "gem:yellow"]


# ==================================================================== explore
def test_two_players_a_tie_across_players_cancels_that_chest_only() -> None:
    """Seed 平手的玩家會互相抵消 with 2 players: equal dice on one chest cancel; each
    player's other die still explores its own chest (rules.md 7.2, 7.3 2 players)."""
    s = table({"0": [], "1": []}, players=2,
              chests={"silver": {"top": ["gem:red*0"]}, "gold": {"top": ["gem:blue*0"]}})
    place(s, 0, ("bronze", 3), ("silver", 4))
    place(s, 1, ("bronze", 3), ("gold", 2))
    assert s.facts()["chest_winners"] == {"bronze": None, "silver": [0, 4], "gold": [1, 2]}
    events = answer_claims(s, set())  # the two 3s match, but nobody rubs
    assert event(events, "chest_unclaimed").data["chest"] == "bronze"
    assert s.facts()["explore"]["chest"] == "silver" and s.pending == ("draw", 0)
    act(s, 0, "draw")
    act(s, 0, "stop")
    assert s.facts()["explore"]["chest"] == "gold" and s.pending == ("draw", 1)
    act(s, 1, "draw")
    act(s, 1, "stop")
    assert cards(s, 0) == ["gem:red"] and cards(s, 1) == ["gem:blue"]


def test_two_players_the_opponent_beats_one_die_the_other_still_draws() -> None:
    """Seed 兩人遊戲時 (two dice, two chests) + 別太貪心: a die beaten on its chest draws
    nothing, the player's other die is resolved normally, chest by chest (rules.md 7.1)."""
    s = table({"0": [], "1": []}, players=2,
              chests={"bronze": {"top": ["gem:red*0"]}, "gold": {"top": ["gem:blue*0"]}})
    place(s, 0, ("bronze", 5), ("gold", 4))
    place(s, 1, ("bronze", 2), ("silver", 1))
    events = answer_claims(s, set())
    while s.pending is not None:
        events += act(s, s.pending[1], "draw")
        if s.pending is not None and s.facts()["explore"]["drawn"] != []:
            events += act(s, s.pending[1], "stop")
    order = [(e.data["chest"], e.data["seat"]) for e in events if e.kind == "explore"]
    assert order == [("bronze", 1), ("silver", 1), ("gold", 0)]
    assert cards(s, 0) == ["gem:blue"] and cards(s, 1)[0] == "gem:red"


def test_five_players_on_one_chest_only_the_least_greedy_draws() -> None:
    """Seed 別太貪心 and 3. 探索寶箱: of five dice on one chest only the lowest draws; the
    empty chests are skipped (rules.md 7.1)."""
    s = table(players=5, chests={"silver": {"top": ["gem:red*0", "gem:blue*0"]}})
    place_all(s, ("silver", 6), ("silver", 4), ("silver", 2), ("silver", 5), ("silver", 3))
    events = answer_claims(s, set())
    assert [e.data["chest"] for e in events if e.kind == "chest_unclaimed"] == ["bronze"]
    assert s.facts()["explore"]["seat"] == 2 and s.facts()["explore"]["limit"] == 2
    events = draw_n(s, 2, 2)
    assert [e.data["chest"] for e in events if e.kind == "chest_unclaimed"] == ["gold"]
    assert cards(s, 2) == ["gem:red", "gem:blue"]
    assert all(cards(s, i) == [] for i in (0, 1, 3, 4))


def test_a_scorpion_total_one_below_the_die_at_the_last_card_is_kept() -> None:
    """Seed 毒蠍: the total must be smaller than the die (必須比你骰子上的數字還小): a total
    of die - 1 on the last allowed card keeps every card (rules.md 7.3)."""
    s = explore_alone(["gem:red*1", "gem:blue*1", "gem:green*0"], 3, chest="silver")
    events = draw_n(s, 0, 3)
    assert "bust" not in kinds(events)
    assert event(events, "kept").data["cards"] == s.hands[0]
    assert cards(s, 0) == ["gem:red", "gem:blue", "gem:green"]


def test_a_single_card_with_scorpions_equal_to_the_die_busts() -> None:
    """Seed 毒蠍: 'greater than or equal to the die' busts: one card with 2 scorpions on a
    die of 2 loses it at once (rules.md 7.3)."""
    s = explore_alone(["jewellery:gold:ring*2", "gem:red*0"], 2, chest="gold")
    events = act(s, 0, "draw")
    assert event(events, "bust").data["scorpions"] == 2
    assert cards(s, 0) == [] and s.facts()["discard"][-1] == "jewellery:gold:ring"


def test_scorpions_are_counted_afresh_each_round() -> None:
    """Seed 毒蠍 ('the scorpions on all the cards you drew' in this exploration): the cards
    kept in an earlier round carry no scorpions into the next draw (rules.md 7.3)."""
    s = table({"0": [], "1": [], "2": []},
              chests={"silver": {"top": ["gem:red*1", "gem:blue*1", "gem:green*2"]}})
    place_all(s, ("silver", 3), ("bronze", 5), ("bronze", 5))
    answer_claims(s, set())
    draw_n(s, 0, 2)
    act(s, 0, "stop")
    assert cards(s, 0) == ["gem:red", "gem:blue"] and s.facts()["round"] == 2
    place_all(s, ("silver", 3), ("bronze", 5), ("bronze", 5))
    answer_claims(s, set())
    assert s.facts()["explore"]["scorpions"] == 0
    events = act(s, 0, "draw")
    assert "bust" not in kinds(events)
    act(s, 0, "stop")
    assert cards(s, 0) == ["gem:red", "gem:blue", "gem:green"]


def test_a_bust_loses_only_this_draw_not_earlier_treasure() -> None:
    """Seed 毒蠍: 'discard all the cards you drew' - only the cards drawn in this draw;
    cards gained in earlier rounds (and a placed talisman) stay (rules.md 7.3)."""
    hands = {"0": ["gem:red", "talisman@red", "jewellery:gold:ring"], "1": [], "2": []}
    s = explore_alone(["gem:blue*1", "gem:green*1"], 2, chest="silver", hands=hands)
    draw_n(s, 0, 2)
    assert cards(s, 0) == ["gem:red", "talisman", "jewellery:gold:ring"]
    assert player(s, 0)["talismans"] == ["red"]
    assert s.facts()["discard"][-2:] == ["gem:blue", "gem:green"]


def test_two_players_bust_on_one_chest_keeps_the_other_chests_cards() -> None:
    """Seed 毒蠍 and 兩人遊戲時: each die's draw is its own; busting on the gold chest does
    not discard what the same player kept from bronze (rules.md 7.3, docs/genie.md)."""
    s = table({"0": [], "1": []}, players=2,
              chests={"bronze": {"top": ["gem:red*0", "gem:blue*0"]},
                      "gold": {"top": ["gem:green*1"]}})
    place(s, 0, ("bronze", 2), ("gold", 1))
    place(s, 1, ("bronze", 4), ("silver", 5))
    answer_claims(s, set())
    draw_n(s, 0, 2)
    act(s, 1, "stop")  # silver
    events = act(s, 0, "draw")  # gold, die 1: one scorpion busts
    assert "bust" in kinds(events)
    assert cards(s, 0)[-2:] == ["gem:red", "gem:blue"]


def test_the_explorer_alone_acts_while_drawing() -> None:
    """Seed 3. 探索寶箱: only the player entitled to a chest draws from it; nobody else has
    a decision meanwhile (rules.md 7.1)."""
    s = explore_alone(["gem:red*0", "gem:blue*0"], 4, chest="gold")
    assert s.to_move() == (0,)
    assert s.legal(1) == () and s.legal(2) == ()


def test_a_drawn_card_is_shown_to_everyone() -> None:
    """Seed 抽到的卡片如何處置 (cards are put face up, 面朝上) and 毒蠍 (everyone watches the
    scorpions): a drawn card and the gained cards are public (rules.md 7.3, 7.4)."""
    s = explore_alone(["jewellery:bronze:necklace*1", "gem:red*0"], 3)
    events = act(s, 0, "draw")
    drawn = event(events, "drawn")
    assert drawn.data["card"]["piece"] == "necklace" and not drawn.private
    assert [c["name"] for c in s.view(2)["explore"]["drawn"]] == ["bronze necklace"]
    act(s, 0, "stop")
    assert [c["name"] for c in s.view(1)["seats"][0]["cards"]] == ["bronze necklace"]


# ================================================================ wizard, end
def test_the_wizard_is_the_twenty_first_card_from_the_top() -> None:
    """Seed 遊戲設置 2: the wizard goes in as the 6th card from the bottom (5 beneath):
    a chest is 26 cards, so 20 treasure cards come before it (rules.md 3)."""
    s = GAME.new(3, 3)
    for c in range(3):
        pile = s.piles[c]
        top_down = list(reversed(pile))
        assert top_down.index(s.content.wizards[c]) == 20
        kinds_above = {s.content.cards[x].kind for x in top_down[:20]}
        assert "wizard" not in kinds_above


def test_a_bust_after_the_wizard_in_the_last_chest_ends_the_game_without_those_cards(
        ) -> None:
    """Seed 回合結束／遊戲結束 (a drawn wizard closes the cave) and 毒蠍: the bust still
    discards the draw; the game then ends and is scored without them (rules.md 7.3, 9)."""
    s = explore_alone(["gem:red*1", "wizard:gold", "gem:blue*2"], 3, chest="gold",
                      hands={"0": ["gem:yellow"], "1": [], "2": []})
    draw_n(s, 0, 2)
    assert s.closing and not s.is_over()
    events = act(s, 0, "draw")
    assert "bust" in kinds(events) and kinds(events)[-1] == "game_over"
    assert cards(s, 0) == ["gem:yellow"] and s.scores()[0] == 1 + 5


def test_the_game_over_event_carries_the_final_scores_and_winners() -> None:
    """Seed 回合結束／遊戲結束 and 計分後: everyone scores, the highest wins (rules.md 9)."""
    s = explore_alone(["wizard:bronze"], 2,
                      hands={"0": ["gem:red", "gem:red"], "1": ["gem:red"], "2": []})
    act(s, 0, "draw")
    events = act(s, 0, "stop")
    over = event(events, "game_over")
    assert over.data["scores"] == [2 + 5, 1, 0]
    assert over.data["winners"] == [0] and s.winners() == [0]


def test_a_lamp_wizard_after_a_penalty_keeps_the_penalty_card_moved() -> None:
    """Seed mistaken-rub box (penalty first) and 特殊情況 (the game ends immediately): the
    penalty already paid stands; everyone is scored at once (rules.md 6.3, 9)."""
    s = table({"0": ["gem:red"], "1": [], "2": [], "3": ["gem:blue"]}, players=4,
              lamp={"top": ["draw_first:bronze"]}, chests={"bronze": {"top": ["wizard:bronze"]}})
    place_all(s, ("gold", 6), ("silver", 4), ("gold", 4), ("bronze", 1))
    answer_claims(s, {0, 1})
    act(s, 0, "seat", seat=2)
    act(s, 2, "card", card=held(s, 0, "gem:red"))
    events = act(s, 1, "accept")
    assert kinds(events)[-1] == "game_over"
    assert s.scores() == [0, 0, 1 + 5, 1 + 5]


def test_a_new_round_clears_the_dice_and_the_claims_but_keeps_the_treasure() -> None:
    """Seed 回合結束: without a wizard another round is played from phase 1 (rules.md 9)."""
    s = explore_alone(["gem:red*0"], 2, hands={"0": ["gem:blue"], "1": [], "2": []})
    act(s, 0, "draw")
    act(s, 0, "stop")
    assert s.phase == "place" and s.facts()["round"] == 2
    assert s.to_move() == (0, 1, 2)
    assert all(player(s, i)["dice"] is None and player(s, i)["claim"] is None
               for i in range(3))
    assert cards(s, 0) == ["gem:blue", "gem:red"]
    assert s.summoners == [] and s.offenders == []


# ================================================================= talismans
def test_a_talisman_may_go_on_a_colour_gained_in_the_same_draw() -> None:
    """Seed 護身符 ('after drawing, place it on any gem type in front of you'): the
    colours offered are the held ones, including a gem of the same draw (rules.md 7.5)."""
    s = explore_alone(["talisman*1", "gem:yellow*0"], 4, hands={"0": ["gem:red"], "1": [],
                                                                 "2": []})
    draw_n(s, 0, 2)
    act(s, 0, "stop")
    assert [a.get("colour") for a in s.legal(0)] == ["red", "yellow"]
    act(s, 0, "colour", colour="yellow")
    assert player(s, 0)["gems"] == {"green": 0, "red": 1, "blue": 0, "yellow": 2}


def test_a_talisman_is_never_placed_on_a_colour_held_only_through_talismans() -> None:
    """Seed 護身符: a talisman is placed on a gem (寶石上); an orphaned talisman is no gem,
    so a player with only orphaned talismans gets another orphan (rules.md 7.5)."""
    s = explore_alone(["talisman*1"], 3, hands={"0": ["talisman@none"], "1": [], "2": []})
    act(s, 0, "draw")
    events = act(s, 0, "stop")
    assert event(events, "talisman").data["colour"] is None
    assert player(s, 0)["orphans"] == 2 and s.scores()[0] == 2


def test_two_players_a_talisman_is_placed_after_its_own_draw() -> None:
    """Seed 護身符 ('當你抽完牌之後') with docs/genie.md 'talisman placement: after the draw
    ends': with two dice, the first chest's talisman is placed (here orphaned, no gem
    held) before the second chest is drawn."""
    s = table({"0": [], "1": []}, players=2,
              chests={"bronze": {"top": ["talisman*1"]}, "silver": {"top": ["gem:red*0"]}})
    place(s, 0, ("bronze", 3), ("silver", 3))
    place(s, 1, ("gold", 1), ("bronze", 4))
    answer_claims(s, set())
    act(s, 0, "draw")
    events = act(s, 0, "stop")
    assert event(events, "talisman").data["colour"] is None
    act(s, 0, "draw")
    act(s, 0, "stop")
    assert player(s, 0)["talismans"] == [None] and player(s, 0)["gems"]["red"] == 1


# =================================================================== scoring
@pytest.mark.parametrize("players", [2, 5])
def test_majorities_are_judged_over_every_player(players: int) -> None:
    """Seed 如何計算我的分數: the player with the most gems of a colour gets +5, a tie at the
    top gives nobody the 5 points, at every player count (rules.md 10.3)."""
    hands = {str(i): [] for i in range(players)}
    hands["0"] = ["gem:red", "gem:red", "gem:blue"]
    hands[str(players - 1)] = ["gem:red", "gem:blue", "gem:green", "gem:green"]
    s = table(hands, players=players)
    assert player(s, 0)["breakdown"]["majorities"] == {"red": 5}
    assert player(s, players - 1)["breakdown"]["majorities"] == {"green": 5}
    assert s.scores()[0] == 3 + 5 and s.scores()[players - 1] == 4 + 5


def test_two_pieces_of_a_set_score_only_their_cards() -> None:
    """Seed 一整套的飾品: the bonus needs all three pieces (bracelet, ring, necklace) of one
    metal; two pieces are only cards and stay stealable (rules.md 7.4, 10.2)."""
    s = table({"0": ["jewellery:gold:bracelet", "jewellery:gold:ring"], "1": [], "2": []})
    p = player(s, 0)
    assert p["sets"] == {} and p["breakdown"]["sets"] == {} and p["score"] == 2
    assert len(p["stealable"]) == 2


def test_a_complete_set_of_every_metal_and_every_majority_add_up() -> None:
    """Seed 如何計算我的分數: every card 1, bronze +6, silver +8, gold +10, +5 for each of
    the four colours held strictly most (rules.md 10)."""
    jewels = [f"jewellery:{m}:{p}" for m in ("bronze", "silver", "gold")
              for p in ("bracelet", "ring", "necklace")]
    gems = ["gem:green", "gem:red", "gem:blue", "gem:yellow"]
    s = table({"0": [*jewels, *gems], "1": [], "2": []})
    b = player(s, 0)["breakdown"]
    assert b["sets"] == {"bronze": 6, "silver": 8, "gold": 10}
    assert b["majorities"] == dict.fromkeys(("green", "red", "blue", "yellow"), 5)
    assert b["total"] == 13 + 24 + 20


def test_the_lone_winner_is_the_highest_score_even_with_fewer_cards() -> None:
    """Seed 計分後 (the highest score wins): bonuses count, not the number of cards
    (rules.md 9, 10)."""
    s = table({"0": ["jewellery:bronze:bracelet", "jewellery:bronze:ring",
                     "jewellery:bronze:necklace"],
               "1": ["gem:red", "gem:blue", "gem:red", "gem:blue", "gem:red"], "2": []},
              lamp={"top": ["draw_first:gold"]}, chests={"gold": {"top": ["wizard:gold"]}})
    # seat 0: 3 + 6 = 9; seat 1: 5 + 5 + 5 = 15
    summon(s, 2)
    act(s, 2, "accept")
    assert s.is_over() and s.scores() == [9, 15, 0] and s.winners() == [1]


# =============================================================== My Precious
def _six(top: list[str], **kw) -> GenieState:
    return explore_alone(top, 6, options={"my_precious": True, **kw.pop("options", {})},
                         **kw)


def test_my_precious_a_chest_that_runs_out_before_six_gives_no_ring() -> None:
    """Seed 我的寶貝: the ring needs six cards drawn (成功地抽滿六張牌); with docs/genie.md
    'chest runs out: the draw ends, keeping the cards', four cards win no ring."""
    s = table({"0": [], "1": [], "2": []}, options={"my_precious": True}, ring=1,
              chests={"bronze": {"top": SIX_SAFE[:4], "size": 4}})
    place_all(s, ("bronze", 6), ("gold", 5), ("gold", 5))
    answer_claims(s, set())
    events = draw_n(s, 0, 4)
    assert "ring" not in kinds(events) and "kept" in kinds(events)
    assert len(cards(s, 0)) == 4 and s.ring == 1


def test_my_precious_the_pick_may_be_a_card_busted_earlier_this_round() -> None:
    """Seed 我的寶貝 (take any card of the discard pile at the moment you win the ring) and
    毒蠍 (busted cards are discarded): a card lost on bronze this round can be taken back
    by the silver explorer who wins the ring (rules.md 7.3, 11)."""
    s = table({"0": [], "1": [], "2": []}, options={"my_precious": True},
              chests={"bronze": {"top": ["jewellery:bronze:necklace*1"]},
                      "silver": {"top": SIX_SAFE}})
    place_all(s, ("bronze", 1), ("silver", 6), ("gold", 2))
    answer_claims(s, set())
    act(s, 0, "draw")  # one scorpion on a 1: bust
    assert s.facts()["discard"][-1] == "jewellery:bronze:necklace"
    draw_n(s, 1, 6)
    assert s.ring == 1 and s.pending == ("ring_pick", 1)
    act(s, 1, "card", card=in_discard(s, "jewellery:bronze:necklace"))
    assert cards(s, 1)[-1] == "jewellery:bronze:necklace"
    assert "jewellery:bronze:necklace" not in s.facts()["discard"]


def test_my_precious_a_talisman_picked_without_gems_is_orphaned() -> None:
    """Seed 我的寶貝 (a talisman may be picked) and 護身符 (gained with no gem in front of
    you: placed alone, 1 point): rules.md 7.5, 11."""
    s = table({"0": [], "1": [], "2": []}, options={"my_precious": True},
              chests={"bronze": {"top": [
                  "jewellery:bronze:ring*0", "jewellery:bronze:bracelet*0",
                  "jewellery:bronze:necklace*1", "jewellery:bronze:ring*0",
                  "jewellery:bronze:bracelet*0", "talisman*1"]}},
              discard=["talisman"])
    place_all(s, ("bronze", 6), ("gold", 5), ("gold", 5))
    answer_claims(s, set())
    draw_n(s, 0, 6)  # the drawn talisman is placed alone first (no gem held)
    assert s.pending == ("ring_pick", 0)
    events = act(s, 0, "card", card=in_discard(s, "talisman"))
    assert event(events, "talisman").data["colour"] is None
    assert player(s, 0)["talismans"] == [None, None]
    assert player(s, 0)["gems"] == dict.fromkeys(("green", "red", "blue", "yellow"), 0)


def test_my_precious_a_six_that_loses_its_chest_wins_nothing() -> None:
    """Seed 我的寶貝 ('set your die to 6 AND win the right to draw'): a 6 beaten by a lower
    die draws nothing and takes no ring (rules.md 11)."""
    s = table({"0": [], "1": [], "2": []}, options={"my_precious": True},
              chests={"gold": {"top": SIX_SAFE}})
    place_all(s, ("gold", 6), ("gold", 5), ("bronze", 2))
    answer_claims(s, set())
    assert s.facts()["chest_winners"]["gold"] == [1, 5]
    act(s, 2, "stop")
    assert s.pending == ("draw", 1)
    draw_n(s, 1, 5)
    assert s.ring is None and cards(s, 0) == []


def test_my_precious_two_players_one_die_wins_the_ring() -> None:
    """Seed 我的寶貝 with 2 players: a die of 6 alone on its chest drawing six cards wins the
    ring; the player's other die plays on (rules.md 11, 7.3 2 players)."""
    s = table({"0": [], "1": []}, players=2, options={"my_precious": True},
              chests={"bronze": {"top": SIX_SAFE}, "gold": {"top": ["gem:blue*0"]}})
    place(s, 0, ("bronze", 6), ("gold", 1))
    place(s, 1, ("silver", 2), ("gold", 3))
    answer_claims(s, set())
    draw_n(s, 0, 6)
    assert s.ring == 0 and s.pending == ("ring_pick", 0)
    act(s, 0, "decline")
    act(s, 1, "stop")  # silver
    act(s, 0, "draw")  # gold, die 1
    assert len(cards(s, 0)) == 7 and player(s, 0)["breakdown"]["ring"] == 5


def test_my_precious_ring_moves_every_time_and_only_the_last_holder_scores() -> None:
    """Seed 我的寶貝 ('if the ring is in another player's hands, take it'; '+5 if it is in
    your hands at the end'): over two rounds the ring goes 0 -> 1 (rules.md 11)."""
    s = table({"0": [], "1": [], "2": []}, options={"my_precious": True},
              chests={"bronze": {"top": SIX_SAFE}, "silver": {"top": SIX_SAFE}})
    place_all(s, ("bronze", 6), ("gold", 4), ("gold", 4))
    answer_claims(s, set())
    draw_n(s, 0, 6)
    act(s, 0, "decline")
    assert s.ring == 0 and s.facts()["round"] == 2
    place_all(s, ("gold", 4), ("silver", 6), ("gold", 4))
    answer_claims(s, set())
    draw_n(s, 1, 6)
    assert s.ring == 1
    assert player(s, 0)["breakdown"]["ring"] == 0 and player(s, 1)["breakdown"]["ring"] == 5


# ================================================================ more races
def test_four_players_each_value_group_is_resolved_on_its_own() -> None:
    """Seed 摩擦神燈 (4-5 players: several groups, each group's fastest summons): when
    nobody of the lower group rubs, the higher group's claimer still summons (rules.md
    6.2)."""
    s = table(players=4, lamp={"top": ["peek"]})
    place_all(s, ("bronze", 3), ("silver", 3), ("gold", 5), ("bronze", 5))
    answer_claims(s, {3})
    assert s.value_groups() == {3: [0, 1], 5: [2, 3]}
    assert s.summoners == [(3, 5)] and s.offenders == []
    assert s.pending == ("wish", 3)


@pytest.mark.parametrize("seed", range(1, 9))
def test_lottery_never_gives_the_lamp_to_a_matched_seat_that_passed(seed: int) -> None:
    """Seed 摩擦神燈: only players who touch the lamp can summon; with docs/genie.md
    race=lottery the draw is among the claimers only."""
    s = table(players=3, seed=seed, options={"race": "lottery"})
    place_all(s, ("bronze", 4), ("silver", 4), ("gold", 4))
    answer_claims(s, {1, 2})
    assert s.summoners in ([(1, 4)], [(2, 4)])
    assert s.offenders == []


def test_auto_race_four_players_two_groups_lower_value_wishes_first() -> None:
    """Seed 摩擦神燈 (two groups, the lower value summons first) under docs/genie.md
    race=auto: every matched seat claims, one winner per group, no offender."""
    s = table(players=4, options={"race": "auto"}, lamp={"top": ["peek", "peek"]})
    place_all(s, ("bronze", 5), ("silver", 2), ("gold", 5))
    events = place(s, 3, ("bronze", 2))
    race = event(events, "race").data
    assert race["groups"] == {"2": [1, 3], "5": [0, 2]}
    assert [v for _, v in s.summoners] == [2, 5]
    assert {s.summoners[0][0]} <= {1, 3} and {s.summoners[1][0]} <= {0, 2}
    assert s.offenders == [] and s.pending == ("wish", s.summoners[0][0])


def test_wizard_counts_false_the_cave_still_closes_after_a_bust() -> None:
    """Seed 回合結束／遊戲結束 ('anyone drew any wizard': the cave closes) with the option
    wizard_counts=false: a bust after the wizard still ends the game after the round."""
    s = explore_alone(["wizard:silver", "gem:red*2"], 2, chest="silver",
                      options={"wizard_counts": False})
    act(s, 0, "draw")
    assert s.pending == ("draw", 0) and s.closing
    events = act(s, 0, "draw")
    assert "bust" in kinds(events) and s.is_over()
    assert cards(s, 0) == [] and s.facts()["wizards_out"] == ["wizard:silver"]


def test_a_refused_wish_goes_under_the_deck_face_up_before_the_next_is_drawn() -> None:
    """Seed 美夢成真啦: a refused card goes to the bottom (no effect) and a further card is
    drawn from the top; the deck keeps its 25 cards (rules.md 6.4)."""
    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["peek", "give", "discard_own"]})
    summon(s)
    assert s.facts()["lamp"]["size"] == 24  # the first wish is in hand
    act(s, 0, "refuse")
    assert s.facts()["lamp"]["current"] == "give" and s.facts()["lamp"]["wish"] == 2
    assert lamp_order(s)[-1] == "peek" and s.facts()["lamp"]["size"] == 24
    events = act(s, 0, "accept")
    assert "wish_no_effect" in kinds(events)  # seat 0 holds nothing to give
    assert lamp_order(s)[-2:] == ["peek", "give"] and s.facts()["lamp"]["size"] == 25
