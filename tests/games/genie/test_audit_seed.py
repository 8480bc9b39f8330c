"""Seed audit of the genie engine: a sentence-by-sentence re-reading of the Traditional
Chinese rulebook (../shared/seeds/genie-treasure-chests.zh-Hant.txt), the authority.

Every test quotes the seed sentence it checks, in Chinese with an English rendering, and
asserts what the engine does about it. Only sentences whose behaviour no earlier test
pins (test_rules.py, test_effects.py, test_audit_rules.py, test_audit_second.py,
test_audit_third.py, test_audit_angles.py, scenarios/) are tested here, or sentences
pinned only from another side (another player count, another route to the same rule, what
every seat SEES where the seed says a thing is face up or hidden). Where the seed is
ambiguous, docs/genie.md's written decision is the reading tested.
"""

from __future__ import annotations

import json
import tomllib
from importlib import resources

import pytest

from ludoteca.core.events import Event
from ludoteca.games.genie import GAME, GenieGame, GenieState
from ludoteca.games.genie.catalog import place_action
from ludoteca.games.genie.content import parse

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
# six zero-scorpion gems: a safe six-card draw
SIX_CLEAN = ["gem:green*0", "gem:red*0", "gem:blue*0", "gem:yellow*0", "gem:green*0",
             "gem:red*0"]


# ------------------------------------------------------------------ helpers
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


def viewers(s: GenieState) -> list[int | None]:
    return [None, *range(s.players)]


def tiny_lamp_game(effects: list[str]) -> GenieGame:
    """The shipped content with a lamp deck of only these cards (one copy each)."""
    text = resources.files("ludoteca.games.genie").joinpath("data/content.toml").read_text()
    data = tomllib.loads(text)
    data["lamp_cards"] = [{"effect": e, "copies": 1, "text": e} for e in effects]
    return GenieGame(parse(data))


# ======================================================================= 遊戲設置
def test_setup_each_chest_is_shuffled_around_its_own_wizard() -> None:
    """Seed 遊戲設置 2: 「把三疊各25張的寶箱卡洗牌。把三張巫師卡放進各自的牌堆中，放在從底部
    算起的第六張卡」 (shuffle the three piles of 25 chest cards; put the three wizards each
    into ITS OWN pile, as the sixth card from the bottom). The order above and below the
    wizard changes from seed to seed; the wizard never does, and it is that chest's own
    wizard in a pile holding only that chest's cards."""
    orders: list[set[tuple[int, ...]]] = [set() for _ in CHESTS]
    for seed in range(1, 9):
        s = GAME.new(3, seed)
        cards_ = s.content.cards
        for c, name in enumerate(CHESTS):
            pile = s.piles[c]
            assert cards_[pile[5]].spec == f"wizard:{name}"
            assert {cards_[x].origin for x in pile} == {name}
            orders[c].add(tuple(pile))
    assert [len(o) for o in orders] == [8, 8, 8]


def test_setup_the_lamp_deck_is_shuffled_and_lies_lamp_side_up() -> None:
    """Seed 遊戲設置 1: 「把神燈卡洗牌後形成牌堆 ... （神燈面朝上）」 (shuffle the lamp cards
    into a deck, lamp side up, i.e. their texts hidden). The order differs by seed; no seat
    nor a spectator sees any lamp card before a wish turns one over."""
    assert len({tuple(GAME.new(3, seed).lamp) for seed in range(1, 9)}) == 8
    s = GAME.new(4, 2)
    texts = {card.text for card in s.content.lamp}
    for viewer in viewers(s):
        view = s.view(viewer)
        assert view["lamp"] == {"size": 25, "current": None, "wish": None}
        dumped = json.dumps(view, ensure_ascii=False)
        assert not any(text in dumped for text in texts)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_starting_cards_are_dealt_at_random_and_face_up(players: int) -> None:
    """Seed 遊戲設置 4: 「把8張起始卡牌洗牌後發給每位玩家一人一張。把這張卡片正面朝上放在前方」
    (shuffle the 8 starting cards, deal one to each player, who puts it FACE UP in front
    of them) and 「兩人遊戲時，每位玩家獲得2張起始卡牌」 (2 players: two each). Which gems a
    seat gets changes with the seed; every seat and a spectator see every seat's starting
    gems and their colour counts."""
    per_seat = 2 if players == 2 else 1
    deals = {tuple(c for hand in GAME.new(players, seed).hands for c in hand)
             for seed in range(1, 9)}
    assert len(deals) > 1
    s = GAME.new(players, 3)
    for viewer in viewers(s):
        view = s.view(viewer)
        for seat in range(players):
            shown = view["seats"][seat]["cards"]
            assert [c["id"] for c in shown] == s.hands[seat] and len(shown) == per_seat
            assert {c["kind"] for c in shown} == {"gem"}
            for colour in {c["colour"] for c in shown}:
                assert view["seats"][seat]["gems"][colour] == sum(
                    c["colour"] == colour for c in shown)


# ======================================================================= 摩擦神燈
def test_two_players_two_own_pairs_of_one_value_make_one_race() -> None:
    """Seed 兩人遊戲時: 「如果某位玩家自己的兩顆骰子數字相同（例如，兩個骰子都是５），這樣是不能
    摩擦神燈的。除非另外一個玩家同時也有一個骰子也是５」 (your own pair of 5s does not let you
    rub, unless the other player also has a 5). Both players holding a pair of 5s match
    each other: one value, one group, one summoner; the slower rubber is no offender and
    has no second wish turn (there is no second group); then each 5 alone on its chest
    explores, the two 5s on bronze cancel."""
    s = table({"0": [], "1": []}, players=2, lamp={"top": ["give"]})
    place(s, 0, ("bronze", 5), ("silver", 5))
    place(s, 1, ("bronze", 5), ("gold", 5))
    assert s.value_groups() == {5: [0, 1]}
    answer_claims(s, {0, 1}, order=[1, 0])
    assert s.summoners == [(1, 5)] and s.offenders == []
    events = act(s, 1, "accept")  # give with nothing to give: no effect
    assert "wish_no_effect" in kinds(events)
    assert [e.data["chest"] for e in events if e.kind == "chest_unclaimed"] == ["bronze"]
    assert s.pending == ("draw", 0) and s.facts()["explore"]["chest"] == "silver"


@pytest.mark.parametrize("race", ["lottery", "arrival"])
def test_two_players_an_own_pair_rub_is_a_mistake_whatever_the_race(race: str) -> None:
    """Seed 兩人遊戲時: 「自己的兩顆骰子數字相同 ... 這樣是不能摩擦神燈的」 (an own pair cannot
    rub) with the mistaken-rub box 「明明沒有其他玩家的骰子數字跟我相同，我卻觸碰神燈卡牌堆」
    (touching the deck while no OTHER player's die matches mine): under the default
    lottery as under arrival, the pair's rub is a mistake and the opponent takes a card."""
    for seed in (1, 2, 3):
        s = table({"0": ["gem:red"], "1": []}, players=2, seed=seed, options={"race": race})
        place(s, 0, ("bronze", 5), ("silver", 5))
        place(s, 1, ("bronze", 2), ("gold", 3))
        answer_claims(s, {0})
        assert s.offenders == [0] and s.summoners == []
        assert s.pending == ("penalty_take", 1, 0)


def test_four_players_the_lower_group_wishes_first_under_the_lottery() -> None:
    """Seed 摩擦神燈 (4-5 players): 「會有兩名玩家（一位數字３，一位數字５）成功摩擦神燈，但數字
    較小的玩家可以先召喚精靈」 (two players succeed, one with 3, one with 5, but the lower
    number summons first). Under the default lottery, whoever the draw favours in each
    group, the 3 group's winner always wishes before the 5 group's."""
    winners = set()
    for seed in range(1, 9):
        s = table(players=4, seed=seed, options={"race": "lottery"})
        place_all(s, ("bronze", 5), ("silver", 5), ("gold", 3), ("bronze", 3))
        answer_claims(s, {0, 1, 2, 3})
        assert [v for _, v in s.summoners] == [3, 5]
        first, second = (seat for seat, _ in s.summoners)
        assert first in (2, 3) and second in (0, 1)
        assert s.pending == ("wish", first)
        winners.add(s.summoners[0][0])
    assert winners == {2, 3}


# ======================================================================= 美夢成真啦
def test_a_kept_wish_goes_under_the_deck_only_after_its_effect() -> None:
    """Seed 美夢成真啦: 「那就立刻執行這個效果，然後把神燈卡放回牌堆下方」 (carry out the effect
    at once, THEN put the lamp card back under the deck). While the kept card's choice is
    pending, the card is still out of the deck (24 cards); once the effect is done it is
    the bottom card (25)."""
    s = table({"0": [], "1": ["gem:blue"], "2": []}, lamp={"top": ["steal"]})
    summon(s)
    before = lamp_order(s)
    act(s, 0, "accept")
    assert s.pending == ("steal", 0)
    assert s.facts()["lamp"]["size"] == 24 and s.facts()["lamp"]["current"] == "steal"
    assert lamp_order(s) == before
    act(s, 0, "card", card=held(s, 1, "gem:blue"))
    lamp = s.facts()["lamp"]
    assert lamp["size"] == 25 and lamp["current"] is None
    assert lamp_order(s) == [*before, "steal"]
    assert cards(s, 0) == ["gem:blue"]


@pytest.mark.parametrize(("deck", "offered"), [
    (["steal"], ["steal", "steal", "steal"]),
    (["steal", "give"], ["steal", "give", "steal"]),
])
def test_a_refused_card_is_under_the_deck_before_the_next_wish_is_drawn(
        deck: list[str], offered: list[str]) -> None:
    """Seed 美夢成真啦: 「如果你不喜歡第一張卡片，把它放回牌堆下方（不會產生任何效果），然後再抽
    第二張卡」 (if you do not like the first card, put it back UNDER the deck with no effect,
    THEN draw the second). With a lamp deck of one or two cards (content replaced by data),
    the refused card is already back when the next is drawn: a one-card deck offers the
    same card three times, a two-card deck brings the first card back as the third wish."""
    game = tiny_lamp_game(deck)
    s = game.scenario_state({"players": 3, "seed": 1, "options": {"race": "arrival"},
                             "hands": {"0": [], "1": [], "2": []},
                             "lamp": {"top": list(deck)}})
    for seat in range(3):
        s.apply(seat, place_action((("bronze", 3),)))
    events = answer_claims(s, {0})
    events += act(s, 0, "refuse")
    events += act(s, 0, "refuse")
    wishes = [e.data for e in events if e.kind == "wish"]
    assert [w["number"] for w in wishes] == [1, 2, 3]
    assert [w["lamp"]["effect"] for w in wishes] == offered
    assert "wish_forced" in kinds(events) and "wish_no_effect" in kinds(events)
    assert s.facts()["lamp"]["size"] == len(deck) and s.facts()["round"] == 2


def test_each_summoner_has_three_wishes_of_their_own() -> None:
    """Seed 美夢成真啦: 「成功召喚精靈的玩家（們）最多可以許三個願望」 (the player(s) who summon
    the genie may each make up to three wishes). With two summoners who both refuse twice,
    each is forced into a third card: six lamp cards in turn, three per summoner, the
    lower value first, each going under the deck in the order used."""
    s = table({str(i): [] for i in range(4)}, players=4,
              lamp={"top": ["peek", "give", "steal", "from_discard", "exchange",
                            "discard_own"]})
    before = lamp_order(s)
    place_all(s, ("bronze", 3), ("gold", 3), ("silver", 5), ("gold", 5))
    events = answer_claims(s, {0, 1, 2, 3})
    assert s.summoners == [(0, 3), (2, 5)]
    for seat in (0, 0, 2, 2):
        events += act(s, seat, "refuse")
    wishes = [(e.data["seat"], e.data["number"]) for e in events if e.kind == "wish"]
    assert wishes == [(0, 1), (0, 2), (0, 3), (2, 1), (2, 2), (2, 3)]
    assert [e.data["seat"] for e in events if e.kind == "wish_forced"] == [0, 2]
    assert lamp_order(s) == [*before[6:], *before[:6]]


def test_the_third_wish_is_carried_out_even_when_it_hurts() -> None:
    """Seed 美夢成真啦 (third bullet): 「不管你喜不喜歡，你都一定要執行其效果」 (like it or not,
    you MUST carry out its effect). A harmful third card (discard one of your own cards)
    leaves no way out: the only choices are which of your cards to discard."""
    s = table({"0": ["gem:red", "gem:blue"], "1": [], "2": []},
              lamp={"top": ["peek", "peek", "discard_own"]})
    summon(s)
    act(s, 0, "refuse")
    events = act(s, 0, "refuse")
    assert "wish_forced" in kinds(events)
    assert s.pending == ("discard_own", 0)
    assert sorted(a.get("card") for a in s.legal(0)) == sorted(s.hands[0])
    act(s, 0, "card", card=held(s, 0, "gem:blue"))
    assert cards(s, 0) == ["gem:red"] and s.facts()["discard"][-1] == "gem:blue"


# ======================================================================= 探索寶箱
@pytest.mark.parametrize(("start", "changed", "top", "kept"), [
    # a 2 turned to 5: five cards with four scorpions are kept
    (2, 5, ["gem:red*1", "gem:blue*1", "gem:green*1", "gem:yellow*1", "gem:red*0"], 5),
    # a 5 turned to 1: the first scorpion busts
    (5, 1, ["gem:red*1", "gem:blue*0"], 0),
])
def test_a_die_changed_by_a_wish_is_both_the_cap_and_the_scorpion_limit(
        start: int, changed: int, top: list[str], kept: int) -> None:
    """Seed 1. 選擇寶箱: 「骰子的數值，則是代表玩家們可以從寶箱內最多抽出幾張卡片」 (the die's
    value is the most cards you may draw) and 毒蠍: 「毒蠍總數量，必須比你骰子上的數字還小」
    (the scorpion total must stay below your die). With docs/genie.md 'a lamp effect that
    changes a die', the die's value when the chest is explored sets both numbers."""
    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["change_die"]},
              chests={"silver": {"top": top}})
    place_all(s, ("silver", start), ("gold", start), ("bronze", 6))
    answer_claims(s, {0})
    act(s, 0, "accept")
    act(s, 0, "die", die=0, value=changed)
    act(s, 2, "stop")  # bronze
    assert s.facts()["explore"] == {"chest": "silver", "seat": 0, "limit": changed,
                                    "drawn": [], "scorpions": 0}
    events = draw_n(s, 0, max(kept, 1))
    if kept:
        assert "bust" not in kinds(events) and len(cards(s, 0)) == kept
        assert event(events, "kept").data["cards"] == s.hands[0]
    else:
        assert event(events, "bust").data["scorpions"] == 1 and cards(s, 0) == []
    assert s.pending == ("draw", 1)  # gold comes next either way


def test_every_seat_watches_each_card_and_the_scorpion_total() -> None:
    """Seed 3. 探索寶箱: 「抽卡片時必須一張一張來，因為你必須小心注意寶箱中的毒蠍」 (cards are
    drawn one at a time, because you must watch out for the scorpions). After every card,
    every seat and a spectator see the cards drawn so far and the running scorpion total
    against the die's limit."""
    s = explore_alone(["gem:red*1", "jewellery:gold:necklace*2"], 4, chest="gold")
    act(s, 0, "draw")
    for viewer in viewers(s):
        ex = s.view(viewer)["explore"]
        assert ([c["name"] for c in ex["drawn"]], ex["scorpions"], ex["limit"]) == (
            ["red gem"], 1, 4)
    act(s, 0, "draw")
    for viewer in viewers(s):
        ex = s.view(viewer)["explore"]
        assert ([c["name"] for c in ex["drawn"]], ex["scorpions"]) == (
            ["red gem", "gold necklace"], 3)


def test_a_winner_who_stops_at_once_does_not_pass_the_chest_on() -> None:
    """Seed 別太貪心: 「只有最不貪心的玩家（骰子數值最小）才能夠得到卡片」 (ONLY the least greedy
    player can get cards) and 3. 探索寶箱 「每個寶箱都只有一位玩家可以抽牌」 (one player per
    chest): the lowest die stopping before its first card leaves the chest untouched; the
    higher die there is never asked."""
    s = table(chests={"bronze": {"top": ["gem:red*0", "gem:blue*0"]}})
    size = s.facts()["chests"]["bronze"]["size"]
    place_all(s, ("bronze", 2), ("bronze", 4), ("gold", 5))
    answer_claims(s, set())
    events = act(s, 0, "stop")
    assert event(events, "kept").data["cards"] == []
    assert s.pending == ("draw", 2) and s.facts()["explore"]["chest"] == "gold"
    assert s.facts()["chests"]["bronze"]["size"] == size
    assert s.facts()["chests"]["bronze"]["top"][:2] == ["gem:red", "gem:blue"]


def test_drawn_cards_join_the_hand_only_when_the_draw_ends() -> None:
    """Seed 抽到的卡片如何處置: 「一旦抽卡階段結束，將你得到的卡片面朝上放在面前」 (once the
    drawing is over, put the cards you gained face up in front of you), with 毒蠍 (a bust
    loses every card drawn): while drawing, the cards are in the draw, not yet the
    player's treasure or score; stopping puts them in front of the player."""
    s = explore_alone(["gem:red*0", "gem:blue*0", "gem:green*0"], 4,
                      hands={"0": ["gem:yellow"], "1": [], "2": []})
    draw_n(s, 0, 2)
    assert cards(s, 0) == ["gem:yellow"]
    assert s.scores()[0] == 1 + 5
    assert [c["name"] for c in s.view(1)["seats"][0]["cards"]] == ["yellow gem"]
    act(s, 0, "stop")
    assert cards(s, 0) == ["gem:yellow", "gem:red", "gem:blue"]
    assert s.scores()[0] == 3 + 3 * 5


def test_everyone_knows_how_deep_the_wizard_lies() -> None:
    """Seed 遊戲設置 2: 「放在從底部算起的第六張卡（所以下面有五張卡）」 (the wizard is the 6th
    card from the bottom, five beneath it), done in sight of the table; docs/genie.md
    'pile sizes and wizard depth: shown to everyone'. Every view shows the same depth,
    20 at the start, and it shrinks with each card drawn above it."""
    s = GAME.new(3, 5)
    for viewer in viewers(s):
        assert [c["wizard_depth"] for c in s.view(viewer)["chests"]] == [20, 20, 20]
        assert [c["size"] for c in s.view(viewer)["chests"]] == [26, 26, 26]
    s = explore_alone(["gem:red*0", "gem:blue*0"], 3)
    depth = s.facts()["chests"]["bronze"]["wizard_depth"]
    draw_n(s, 0, 2)
    assert s.facts()["chests"]["bronze"]["wizard_depth"] == depth - 2
    assert {s.view(v)["chests"][0]["wizard_depth"] for v in viewers(s)} == {depth - 2}


def test_the_cave_closing_is_seen_by_everyone_and_the_round_goes_on() -> None:
    """Seed 回合結束／遊戲結束: 「回合中只要有任何人抽到任何巫師卡的話，洞穴就會關閉，遊戲也會在
    當前這個回合結束之後跟著結束」 (once anyone draws any wizard the cave closes; the game ends
    after the current round). The drawn wizard and the closing are public at once, while
    the other chests of the round are still to be explored."""
    s = explore_alone(["wizard:bronze", "gem:red*0"], 3)
    act(s, 0, "draw")
    for viewer in viewers(s):
        view = s.view(viewer)
        assert view["closing"] is True and not view["over"]
        assert [c["name"] for c in view["wizards_out"]] == ["bronze wizard"]
    assert s.pending == ("draw", 0)
    act(s, 0, "stop")
    assert s.is_over() and cards(s, 0) == []


# ======================================================================= 抽到的卡片如何處置
def test_two_of_one_piece_and_a_third_piece_are_no_set() -> None:
    """Seed 抽到的卡片如何處置: 「一套完整的飾品包含三種物件（手鍊、戒指、項鍊）且材質需相同」
    (a complete set is THREE KINDS of object, bracelet, ring and necklace, of one
    material). Two silver rings and a silver bracelet are three silver pieces but only two
    kinds: no set, no bonus, all three may be taken."""
    s = table({"0": ["jewellery:silver:bracelet", "jewellery:silver:ring",
                     "jewellery:silver:ring"], "1": [], "2": []})
    p = player(s, 0)
    assert p["sets"] == {} and p["breakdown"]["sets"] == {} and p["score"] == 3
    assert len(p["stealable"]) == 3


def test_a_set_completed_by_a_draw_is_safe_from_then_on() -> None:
    """Seed 抽到的卡片如何處置: 「一旦湊成一套的完整飾品，就不會再被偷竊或是交換了」 (once a set is
    complete it can no longer be stolen or exchanged). The necklace drawn from the silver
    chest completes the set; the next round the player's mistaken rub finds nothing that
    may be taken (docs/genie.md: nothing happens, no decision)."""
    s = explore_alone(["jewellery:silver:necklace"], 3, chest="silver",
                      hands={"0": ["jewellery:silver:bracelet", "jewellery:silver:ring"],
                             "1": [], "2": []})
    assert player(s, 0)["stealable"] == ["jewellery:silver:bracelet", "jewellery:silver:ring"]
    act(s, 0, "draw")
    act(s, 0, "stop")
    assert player(s, 0)["sets"] == {"silver": 1} and player(s, 0)["stealable"] == []
    place_all(s, ("bronze", 1), ("silver", 2), ("gold", 3))
    events = answer_claims(s, {0})
    assert s.offenders == [0]
    assert event(events, "penalty").data == {"offender": 0, "taker": None, "card": None}
    assert sorted(cards(s, 0)) == sorted(SILVER_SET)


def test_everyone_sees_gems_sorted_by_colour_and_jewellery_by_metal() -> None:
    """Seed 抽到的卡片如何處置: 「將你得到的卡片面朝上放在面前，把寶石按照顏色進行分類。同樣的，
    飾品也是按顏色排好，使其成套」 (put your cards face up, gems sorted by colour, jewellery by
    colour so as to make sets). Every seat's view shows another player's gem count per
    colour, complete sets per metal, and which pieces belong to the set."""
    s = table({"0": ["gem:red", "gem:red", "gem:blue", *SILVER_SET, "jewellery:gold:ring"],
               "1": [], "2": []})
    for viewer in viewers(s):
        seat0 = s.view(viewer)["seats"][0]
        assert seat0["gems"] == {"green": 0, "red": 2, "blue": 1, "yellow": 0}
        assert seat0["sets"] == {"silver": 1}
        in_set = [c["name"] for c in seat0["cards"] if c.get("in_set")]
        assert in_set == ["silver bracelet", "silver ring", "silver necklace"]
        assert seat0["breakdown"]["sets"] == {"silver": 8}


# ======================================================================= 護身符
def test_talismans_lie_face_up_so_their_colour_is_public() -> None:
    """Seed 護身符: 「將其正面朝上放在你面前任意類型的寶石上」 (place it FACE UP on a gem type in
    front of you) and 「那就只能單獨把護身符放在面前」 (with no gem, it is put down on its own).
    Every view shows which colour a talisman sits on, or that it stands alone, and the
    colour count that includes it."""
    s = table({"0": ["gem:red", "talisman@red", "talisman@none"], "1": [], "2": []})
    for viewer in viewers(s):
        seat0 = s.view(viewer)["seats"][0]
        talismans = [(c["on"], c["orphan"]) for c in seat0["cards"]
                     if c["kind"] == "talisman"]
        assert talismans == [("red", False), (None, True)]
        assert seat0["gems"]["red"] == 2


def test_two_talismans_drawn_without_any_gem_are_both_left_alone() -> None:
    """Seed 護身符: 「如果你得到護身符的時候，面前沒有任何的寶石，那就只能單獨把護身符放在面前 ...
    如果有兩個（或是更多）護身符被單獨留下時，規則同樣適用」 (a talisman gained with no gem in
    front of you stands alone; the same holds for two or more). Two talismans from one
    draw, no gem held: both are orphaned without a question, one point each."""
    s = explore_alone(["talisman*1", "talisman*1"], 4, hands={"0": ["jewellery:bronze:ring"],
                                                               "1": [], "2": []})
    draw_n(s, 0, 2)
    events = act(s, 0, "stop")
    assert [e.data["colour"] for e in events if e.kind == "talisman"] == [None, None]
    assert s.pending is None or s.pending[0] != "talisman"
    p = player(s, 0)
    assert p["orphans"] == 2 and p["breakdown"]["majorities"] == {}
    assert p["score"] == 3


# ======================================================================= 我的寶貝
def test_my_precious_two_sixes_that_both_draw_six_move_the_ring_twice() -> None:
    """Seed 我的寶貝: 「成功地抽滿六張牌的話 ... 你還會得到魔戒（如果這時魔戒在其他玩家手上，你
    可以把它奪走）」 (draw the full six and you get the ring, taking it from whoever holds
    it). With 3 players, two 6s on bronze and silver (a lamp pair, both pass) each draw
    six: the ring goes to the bronze explorer, then the silver one takes it the same round;
    each gets the discard pick; only the last holder scores +5."""
    s = table({"0": [], "1": [], "2": []}, options={"my_precious": True},
              chests={"bronze": {"top": SIX_SAFE}, "silver": {"top": SIX_CLEAN}})
    place_all(s, ("bronze", 6), ("silver", 6), ("gold", 1))
    assert s.value_groups() == {6: [0, 1]}
    answer_claims(s, set())
    events = draw_n(s, 0, 6)
    assert event(events, "ring").data == {"seat": 0, "from": None}
    assert s.pending == ("ring_pick", 0)
    act(s, 0, "decline")
    events = draw_n(s, 1, 6)
    assert event(events, "ring").data == {"seat": 1, "from": 0}
    assert s.pending == ("ring_pick", 1)
    act(s, 1, "decline")
    act(s, 2, "stop")
    assert s.ring == 1
    assert [player(s, i)["breakdown"]["ring"] for i in range(3)] == [0, 5, 0]


def test_my_precious_two_sixes_cancelling_on_one_chest_win_no_ring() -> None:
    """Seed 我的寶貝: 「如果你將骰子設置為６ ... 且獲得抽牌機會」 (set your die to 6 AND win the
    chance to draw) with 平手的玩家會互相抵消 (equal dice cancel): two 6s on silver cancel,
    nobody draws silver, and the ring stays where it was."""
    s = table({"0": [], "1": [], "2": []}, options={"my_precious": True}, ring=2,
              chests={"silver": {"top": SIX_CLEAN}})
    place_all(s, ("silver", 6), ("silver", 6), ("gold", 2))
    assert s.facts()["chest_winners"]["silver"] is None
    events = answer_claims(s, set())
    assert [e.data["chest"] for e in events if e.kind == "chest_unclaimed"] == [
        "bronze", "silver"]
    act(s, 2, "stop")
    assert s.ring == 2 and s.facts()["round"] == 2
    assert s.facts()["chests"]["silver"]["top"][0] == "gem:green"


def test_my_precious_the_pick_never_offers_a_wizard() -> None:
    """Seed 我的寶貝: 「在你獲得魔戒的瞬間，你可以從棄牌堆內獲得一張卡（一件飾品、一顆寶石或者是一個
    護身符都可以）」 (the moment you win the ring, take one card from the discard pile: a piece
    of jewellery, a gem or a talisman) with 計分 「除了巫師卡外」 (wizards are no treasure).
    A bronze draw that reveals the wizard and then busts discards only its treasure; the
    silver six's pick, the same round, offers that card but never the wizard."""
    s = table({"0": [], "1": [], "2": []}, options={"my_precious": True},
              chests={"bronze": {"top": ["wizard:bronze", "jewellery:gold:ring*2"]},
                      "silver": {"top": SIX_CLEAN}})
    place_all(s, ("bronze", 2), ("silver", 6), ("gold", 1))
    answer_claims(s, set())
    events = draw_n(s, 0, 2)
    assert event(events, "bust").data["lost"] == [s.discard[-1]]
    assert s.closing
    draw_n(s, 1, 6)
    assert s.pending == ("ring_pick", 1)
    offered = [a.get("card") for a in s.legal(1) if a.kind == "card"]
    assert sorted(offered) == sorted(s.discard)
    assert {s.content.cards[c].kind for c in offered} <= {"gem", "jewellery", "talisman"}
    assert s.content.wizards[0] not in offered
    act(s, 1, "card", card=s.discard[-1])
    assert cards(s, 1)[-1] == "jewellery:gold:ring"


def test_my_precious_the_ring_without_the_variant_never_appears() -> None:
    """Seed 內容物: 「1個魔戒指示物（「我的寶貝」變體規則使用）」 (one magic ring token, used
    by the My Precious variant). Without the variant, a six-card draw on a 6 gives no ring
    and no seat's view or score ever shows one."""
    s = explore_alone(SIX_CLEAN, 6)
    events = draw_n(s, 0, 6)
    assert "ring" not in kinds(events) and s.ring is None
    for viewer in viewers(s):
        assert [seat["ring"] for seat in s.view(viewer)["seats"]] == [False] * 3
    assert [player(s, i)["breakdown"]["ring"] for i in range(3)] == [0, 0, 0]

