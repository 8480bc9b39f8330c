"""An audit of the Saboteur engine by a LINE-BY-LINE re-reading of the SEED, the Traditional
Chinese rulebook that is the authority (shared/seeds/saboteur-2.zh-Hant.txt, "矮人礦坑2
(擴充版) Saboteur 2 | 規則介紹 | 台北桌遊"), sentence by sentence: component lists, card and
role texts, setup, the turn, the end of the round, the worked example and the strategy notes.

Each test quotes the seed sentence it checks (in Chinese, with an English rendering) and
checks what the engine does against it; where the seed is ambiguous the project's written
decision (docs/saboteur.md, shared/reference/saboteur/rules.md Parts C-D) is the reading
tested. Sentences the earlier audits (test_audit_*.py, test_rules.py, test_board*.py,
test_content.py) already pin are left out, unless the seed's own wording asks for a case
they did not take (every card type of a kind, a table with no saboteur, the example played
card by card, the example under every option...). A few tests read the game's own Chinese
texts (locale/zh-Hant.ftl), which restate the seed to the players, against the seed."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.errors import IllegalAction
from ludoteca.games.saboteur.catalog import PLAY_KIND
from ludoteca.games.saboteur.content import load
from ludoteca.games.saboteur.text import card_name, catalogue, role_name

from .helpers import (
    BLUE,
    BOTH_DOORS,
    CRYSTALS,
    GREEN,
    WAY,
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

CONTENT = load()
ACTIONS = CONTENT.actions
DECK_PATHS = sorted({t for t in CONTENT.deck if t in CONTENT.paths})
ZH = "zh-Hant"
# seven roles of the seed's worked example (算分範例), seats 0-6
EXAMPLE = ["boss", BLUE, GREEN, GREEN, "profiteer", "saboteur", "saboteur"]


def zh(msg: str) -> str:
    return catalogue(ZH)(msg)


def placements(s: Any, seat: int, card: str) -> set[tuple[int, int, bool]]:
    return {(a.get("x"), a.get("y"), a.get("turned")) for a in s.legal(seat)
            if a.kind == "path" and a.get("card") == card}


# ======================================================================== the game's words
@pytest.mark.parametrize(("key", "seed_words"), [
    # 配件說明:行動牌 — 矮人礦坑1的行動牌有:破壞工具、修復工具、落石、地圖。
    ("card-broken_pickaxe", ["破壞工具"]), ("card-broken_lantern", ["破壞工具"]),
    ("card-broken_cart", ["破壞工具"]), ("card-repair_pickaxe", ["修復工具"]),
    ("card-repair_lantern_cart", ["修復工具"]), ("card-rockfall", ["落石"]),
    ("card-map", ["地圖"]),
    # 矮人礦坑2的行動牌新增:偷竊、打小手、交換手牌、偵查、交換身份、陷阱、解放
    ("card-theft", ["偷竊"]), ("card-hands_off", ["打小手"]),
    ("card-swap_your_hand", ["交換手牌"]), ("card-inspection", ["偵查"]),
    ("card-swap_your_hats", ["交換身份"]), ("card-trapped", ["陷阱"]),
    ("card-free_at_last", ["解放"]),
    # 【起始牌】、【目標牌】、【金礦牌】; 新出口、雙彎道、橋樑、有門的道路(藍色門/綠色門)
    ("card-start", ["起始牌"]), ("card-goal_gold", ["金礦牌"]),
    ("card-goal_stone_a", ["目標牌", "石頭"]), ("card-s2_ladder_w", ["新出口"]),
    ("card-s2_ladder_curve_ne", ["新出口"]), ("card-s2_double_curve_a", ["雙彎道"]),
    ("card-s2_bridge", ["橋樑"]), ("card-s2_door_blue_ew", ["藍色門"]),
    ("card-s2_door_green_curve_se", ["綠色門"]), ("card-s2_crystal_cross", ["水晶"]),
    # 身份卡: 壞矮人(破壞者)、好矮人(挖金人)藍色陣營/綠色陣營、工頭、奸商、地質學家
    ("role-saboteur", ["壞矮人", "破壞者"]),
    ("role-gold_digger_blue", ["好矮人", "挖金人", "藍色陣營"]),
    ("role-gold_digger_green", ["好矮人", "挖金人", "綠色陣營"]),
    ("role-boss", ["工頭"]), ("role-profiteer", ["奸商"]), ("role-geologist", ["地質學家"]),
])
def test_the_game_names_every_card_and_role_with_the_seeds_words(
        key: str, seed_words: list[str]) -> None:
    """配件說明 (the component texts): every card and role the seed names is shown to a
    Chinese reader under the seed's own name (the engine's zh-Hant catalogue: "名稱以規則介紹
    (seed)為準"), and card_name / role_name give that name."""
    kind, _, ident = key.partition("-")
    name = card_name(ident, ZH) if kind == "card" else role_name(ident, ZH)
    assert name == zh(key)
    for word in seed_words:
        assert word in name, (key, name, word)


@pytest.mark.parametrize(("card", "clauses"), [
    # 偷竊: 將此卡牌面朝上,打在自己的桌面上,當遊戲結束時,可以從任一玩家身上拿取1分。
    #       如果自己的桌面上被放置破壞工具牌,遊戲結束時無法拿別人的分數。(example: 陷阱 too)
    ("theft", ["自己面前", "分數分完後", "1 分", "破壞工具", "陷阱", "最後打出偷竊的玩家先"]),
    # 打小手: 將任一玩家打出的【偷竊】行動牌棄掉。
    ("hands_off", ["任一玩家", "偷竊", "棄掉"]),
    # 交換手牌: 和任一玩家交換全部手牌,被交換的玩家可以從牌堆再抽一張牌。
    ("swap_your_hand", ["交換全部手牌", "對方抽一張牌"]),
    # 偵查: 可以檢視任一玩家的身份牌。
    ("inspection", ["身份牌"]),
    # 交換身份: 指定任一玩家(包括自己),該玩家必須丟棄現有的身份牌,然後抽取新的身份牌,
    #           丟棄的身份牌不可以讓他人知道。
    ("swap_your_hats", ["可以是自己", "丟棄", "不給任何人看", "新的"]),
    # 陷阱: ...該玩家將無法再出任何道路牌...【陷阱】牌還在玩家桌面上,該玩家無法獲得勝利
    #       和黃金,也不計入勝利人數。
    ("trapped", ["不能放道路牌", "回合結束時", "不計入獲勝人數"]),
    # 解放: 解除任一玩家前的【陷阱】牌,並將兩張牌都至入棄牌堆。
    ("free_at_last", ["包括自己", "陷阱", "兩張牌都放入棄牌堆"]),
])
def test_each_saboteur2_action_card_text_keeps_the_seeds_clauses(
        card: str, clauses: list[str]) -> None:
    """配件說明:行動牌 (the seven Saboteur 2 card texts): the text the game shows for each
    card (zh-Hant `card-X.text`) keeps every clause of the seed's text, read as the project
    decided (docs: the thief takes from *another* player, Trapped! and Inspection name
    another player, the other player draws after Swap Your Hand)."""
    text = zh(f"card-{card}.text")
    for clause in clauses:
        assert clause in text, (card, clause, text)


@pytest.mark.parametrize(("role", "clauses"), [
    # 壞矮人: 當大家的牌都用光了,但是還沒找到金礦,壞矮人就獲勝。 表: 【金礦牌】沒有被翻開。
    ("saboteur", ["金礦牌沒有被翻開", "獲勝"]),
    # 藍色陣營好矮人: 【金礦牌】被翻開,且連到金礦的道路上沒有綠色的門。
    ("gold_digger_blue", ["金礦牌被翻開", "沒有綠色門"]),
    # 綠色陣營好矮人: 【金礦牌】被翻開,且連到金礦的道路上沒有藍色的門。
    ("gold_digger_green", ["金礦牌被翻開", "沒有藍色門"]),
    # 工頭: ...不管哪個好矮人陣營獲勝,他都能獲得分數,但是會少1分。 表: 【金礦牌】被翻開。
    ("boss", ["金礦牌被翻開", "少拿 1 分", "拿全部分數"]),
    # 奸商: 不管好矮人或壞矮人勝利,他都會獲得分數,但是分數會少2分。
    #       如果只有他一個人勝利,可以拿全部的分數。
    ("profiteer", ["都獲勝", "少拿 2 分", "只有他獲勝時拿全部分數"]),
    # 地質學家: ...地圖上出現多少個【水晶】,他就獲得幾個分數。若遊戲中有2個地質學家,則均分
    #           分數(無條件捨去)。#獲勝時不列入拿金塊人數
    ("geologist", ["水晶", "平分", "無條件捨去", "不計入獲勝人數"]),
])
def test_each_role_text_keeps_the_seeds_win_condition(role: str, clauses: list[str]) -> None:
    """各身份卡獲勝條件 (the win table) and 配件說明:身份卡: each role card's text in the
    game states the seed's win condition and payment (the win table's door colours, D.2;
    the boss alone taking the full amount, D.6)."""
    text = zh(f"role-{role}.text")
    for clause in clauses:
        assert clause in text, (role, clause, text)


@pytest.mark.parametrize("card", sorted(c for c, p in CONTENT.paths.items()
                                        if p.door or (p.ladder and p.kind == "path")))
def test_door_and_new_exit_texts_keep_the_seeds_conditions(card: str) -> None:
    """有門的道路: 結算時,只有相同顏色的好矮人陣營可以通過該門 (at scoring only the good
    dwarves of the door's colour may pass it); 新出口: ...不可以和【金礦牌】相鄰 (a new exit
    may not lie next to the gold card; C.7: next to any goal card). Every door and every
    ladder card says so in the game."""
    p = CONTENT.paths[card]
    text = zh(f"card-{card}.text")
    if p.door:
        colour = "藍色" if p.door == "blue" else "綠色"
        assert f"結算時只有{colour}陣營" in text
    else:
        assert "不可放在任何目標牌旁邊" in text


def test_the_help_restates_the_seeds_turn_table_and_game_end() -> None:
    """遊戲流程 (four options, 1~3 cards, the empty pile: 仍要出1張以上的手牌), 結束規則 2/4
    (獲勝人數 1人5分 ... 5人1分), #數張相同的行動牌只會發動一次效果在玩家身上, 結束規則 3/4 and
    4/4 (一共會玩3個遊戲回合; 分數最高的玩家獲勝,同分則一起獲勝): the game's Chinese help says
    the same."""
    body = zh("help-body")
    for line in ("1 位獲勝者：5 分", "2 位獲勝者：每人 4 分", "3 位獲勝者：每人 3 分",
                 "4 位獲勝者：每人 2 分", "5 位或更多：每人 1 分"):
        assert line in body
    for clause in ("放一張道路牌，然後抽一張牌", "打出一張行動牌，然後抽一張牌",
                   "面朝下棄兩張牌，移除面前的一張牌", "面朝下棄一到三張牌，再抽同樣的張數",
                   "每個回合仍然要用掉一張牌", "沒有手牌的玩家直接跳過",
                   "任何人面前都不會有兩張同類的牌", "一局共三回合", "同分的人共享勝利",
                   "最後打出偷竊的人先偷"):
        assert clause in body, clause


# ======================================================================== path cards
def _two_doors(colour: str) -> list[list[Any]]:
    """The start's way to the middle gold through two doors of one colour in series: the
    straight door at (3, 0), then the colour's curve door, which turns the way aside
    (blue S-W: down round row 1; green S-E turned, N-W: up round row -1) to (6, 0)."""
    if colour == "blue":
        detour = [[4, 0, "s2_door_blue_curve_sw", False], [4, 1, "s1_curve_sw", True],
                  [5, 1, "s1_straight_ew", False], [6, 1, "s1_curve_se", True]]
    else:
        detour = [[4, 0, "s2_door_green_curve_se", True], [4, -1, "s1_curve_se", False],
                  [5, -1, "s1_straight_ew", False], [6, -1, "s1_curve_sw", False]]
    return [[1, 0, "s1_cross", False], [2, 0, "s1_cross", False],
            [3, 0, f"s2_door_{colour}_ew", False], *detour, [6, 0, "s1_cross", False]]


@pytest.mark.parametrize(("colour", "points"), [("blue", [3, 4, 0, 0]),
                                                ("green", [3, 0, 4, 0])])
def test_two_doors_of_one_colour_in_series_let_that_team_through(
        colour: str, points: list[int]) -> None:
    """有門的道路: 結算時,只有相同顏色的好矮人陣營可以通過該門 (only the good-dwarf team of
    the same colour may pass the door), for every door on the way: two doors of one colour
    in series still let that team through and shut the other out; the boss (工頭: whichever
    team wins) wins with it, 2 winners: 4, the boss 3."""
    roles = ["boss", BLUE, GREEN, "saboteur"]
    s = gold_table(_two_doors(colour), roles)
    assert s.facts()["blue_way"] is False and s.facts()["green_way"] is False  # no gold yet
    finish(s, 0)
    r = s.results[0]
    assert (r["blue_way"], r["green_way"]) == (colour == "blue", colour == "green")
    assert r["winners"] == [0, 1 if colour == "blue" else 2] and r["points"] == points


@pytest.mark.parametrize("role", [BLUE, GREEN, "saboteur", "boss"])
def test_any_player_may_lay_a_door_of_either_colour_where_its_tunnel_fits(role: str) -> None:
    """有門的道路: 結算時,只有相同顏色的好矮人陣營可以通過該門 — the door matters only at
    scoring (結算時): when it is laid it is its tunnel, whoever lays it. A player of any role
    is offered the blue and the green straight door on exactly the cells and ways of the
    plain straight with the same tunnel (E-W), the door that shuts its own team out too."""
    s = table(2, roles=[role, "profiteer"], maze=WAY[:3],
              hands={"0": ["s2_door_blue_ew", "s2_door_green_ew", "s1_straight_ew"]})
    plain = placements(s, 0, "s1_straight_ew")
    assert plain and placements(s, 0, "s2_door_blue_ew") == plain
    assert placements(s, 0, "s2_door_green_ew") == plain
    shut_out = "s2_door_green_ew" if role == BLUE else "s2_door_blue_ew"
    act(s, 0, "path", card=shut_out, x=4, y=0, turned=False)
    assert s.facts()["cells"]["4,0"] == [shut_out, False]


@pytest.mark.parametrize("card", ["s2_bridge", "s2_double_curve_b", "s2_ladder_w",
                                  "s2_door_green_ew", "s2_crystal_cross", "s2_curve_se_dead_n"])
def test_each_new_kind_of_path_card_is_laid_then_one_card_is_drawn(card: str) -> None:
    """遊戲流程 1. 出1張道路牌,然後從牌堆中抽1張牌 (play one path card, then draw one card)
    for the new kinds of 矮人礦坑2新增四種道路牌 (new exit, double curve, bridge, door) and the
    crystal and dead-end-stub cards: the card lies in the maze, the top card of the pile comes
    to the hand, the turn passes on."""
    s = table(3, hands={"0": [card, "map"]}, maze=[[1, 0, "s1_cross", False]],
              pile_top=["trapped"])
    pile = s.facts()["pile"]
    spot = next(a for a in s.legal(0) if a.kind == "path" and a.get("card") == card)
    events = s.apply(0, spot)
    f = s.facts()
    assert f["cells"][f"{spot.get('x')},{spot.get('y')}"][0] == card
    assert f["hands"][0] == ["map", "trapped"] and f["pile"] == pile - 1
    assert [e.data["count"] for e in of_kind(events, "draw")] == [1] and f["active"] == 1


# ======================================================================== cards in front
IN_FRONT = ["broken_pickaxe", "broken_lantern", "broken_cart", "trapped", "theft"]


@pytest.mark.parametrize("lying", IN_FRONT)
def test_only_an_identical_card_is_refused_in_front_of_a_player(lying: str) -> None:
    """配件說明:行動牌: #數張相同的行動牌只會發動一次效果在玩家身上 (several identical action
    cards take effect on a player only once): with one card lying in front of a player
    (a Theft in front of its own player), a second card of that same type may not be laid
    there, while every other type that lies in front may (Trapped! on another player only,
    C.11); laid, the two lie side by side."""
    holder = 0 if lying == "theft" else 1
    s = table(3, hands={"0": [*IN_FRONT, "map"]}, front={str(holder): [lying]})
    offered = set()
    for a in s.legal(0):
        if a.kind == "theft" and holder == 0:
            offered.add("theft")
        elif a.kind in ("break", "trap") and a.get("seat") == holder:
            offered.add(a.get("card"))
    expected = {t for t in IN_FRONT if t != lying and not (t == "trapped" and holder == 0)}
    if holder != 0:
        expected.discard("theft")  # a Theft is laid only before its own player
    assert offered == expected
    other = next(t for t in IN_FRONT if t in expected and t != "theft")
    act(s, 0, "trap" if other == "trapped" else "break", card=other, seat=holder)
    assert sorted(s.facts()["front"][holder]) == sorted([lying, other])


# ======================================================================== Trapped!
@pytest.mark.parametrize("card", DECK_PATHS)
def test_trapped_bars_every_path_card_of_the_deck(card: str) -> None:
    """陷阱: ...該玩家將無法再出任何道路牌 (that player can no longer play ANY path card):
    each of the 42 path card types of the mixed deck (Saboteur 1 and 2: tunnels, dead ends,
    bridges, double curves, new exits, doors, crystal cards), placeable beside the start when
    free, is neither offered nor accepted while Trapped! lies in front of its player."""
    maze = [[1, 0, "s1_cross", False]]
    free = table(2, hands={"0": [card, "map"]}, maze=maze)
    spots = [a for a in free.legal(0) if a.kind == "path"]
    assert spots, card
    s = table(2, hands={"0": [card, "map"]}, maze=maze, front={"0": ["trapped"]})
    assert "path" not in kinds(s, 0)
    assert not any(s.is_legal(0, a) for a in spots)
    with pytest.raises(IllegalAction):
        s.apply(0, spots[0])
    assert s.facts()["hands"][0] == [card, "map"] and list(s.facts()["cells"]) == [
        "0,0", "1,0"]


def _action_play(card: str) -> tuple[Action, dict[str, list[str]]]:
    """The play of one action card by seat 0 (Trapped!) at a 3-seat table, and what must
    lie in front of seat 1 for it to have a target there."""
    a = ACTIONS[card]
    kind = PLAY_KIND[a.kind]
    args: dict[str, Any] = {"card": card}
    front: dict[str, list[str]] = {"0": ["trapped"]}
    if a.target == "maze":
        args.update(x=1, y=0)
    elif a.target == "goal":
        args["goal"] = 2
    elif a.target != "self":
        args["seat"] = 1
    if a.kind == "repair":
        args["tool"] = a.tools[0]
        front["1"] = [f"broken_{a.tools[0]}"]
    elif a.kind == "hands_off":
        front["1"] = ["theft"]
    elif a.kind == "free":
        front["1"] = ["trapped"]
    return Action.make(kind, **args), front


@pytest.mark.parametrize("card", sorted(ACTIONS))
def test_a_trapped_player_still_plays_every_action_card_and_draws(card: str) -> None:
    """陷阱: 該玩家將無法再出任何道路牌(可以抽牌和出行動牌) — a trapped player may still
    draw and play action cards: every action card type of the mixed deck (both games, the
    21st stand-in too) is offered to it where the card has a target and, played, is followed
    by the usual draw (遊戲流程 2.: 出1張行動牌,然後從牌堆中抽1張牌; Swap Your Hand: the other
    player draws, C.10); its Trapped! stays in front."""
    action, front = _action_play(card)
    s = table(3, hands={"0": [card, "map"]}, front=front, maze=[[1, 0, "s1_cross", False]],
              pile_top=["s1_dead_s"])
    assert action in s.legal(0) and s.is_legal(0, action)
    theirs = s.facts()["hands"][1]
    s.apply(0, action)
    f = s.facts()
    if action.kind == "swap_hand":
        assert f["hands"][0] == theirs and f["hands"][1] == ["map", "s1_dead_s"]
    else:
        assert f["hands"][0] == ["map", "s1_dead_s"]
    assert "trapped" in f["front"][0] and f["active"] == 1


# ======================================================================== Theft
@pytest.mark.parametrize(("blocker", "kind", "reason"), [
    ("broken_pickaxe", "break", "broken"), ("broken_lantern", "break", "broken"),
    ("broken_cart", "break", "broken"), ("trapped", "trap", "trapped"), (None, None, None)])
def test_a_card_laid_on_a_thief_during_the_round_decides_whether_it_steals(
        blocker: str | None, kind: str | None, reason: str | None) -> None:
    """偷竊: 如果自己的桌面上被放置破壞工具牌,遊戲結束時無法拿別人的分數 (if a broken tool
    card has been placed in front of you, you cannot take points at the end), for each of
    the three tools, and 算分範例: 另一個被放置【陷阱】的壞矮人則無法使用【偷竊】 (a trapped
    thief cannot use it): laid on the thief by another player during the round, any of the
    four stops the Theft; with none laid the thief takes 1 from a player of its choice."""
    roles = [BLUE, "saboteur", GREEN]
    hand = [blocker or "map", "rockfall"]
    s = gold_table(way(), roles, front={"1": ["theft"]}, hands={"2": hand}, active=2)
    if blocker is None:
        act(s, 2, "map", card="map", goal=0)
    else:
        act(s, 2, kind or "", card=blocker, seat=1)
    events = finish(s, 0)
    assert s.results[0]["points"] == [4, 0, 4]
    if blocker is None:
        assert s.to_move() == (1,) and steals(s, 1) == [0, 2]
        act(s, 1, "steal", seat=2)
        assert s.facts()["gold"] == [4, 1, 3]
    else:
        assert [e.data for e in of_kind(events, "theft_blocked")] == [
            {"seat": 1, "reason": reason}]
        assert s.round == 2 and s.facts()["gold"] == [4, 0, 4]


# ======================================================================== the example
def test_the_seeds_example_played_card_by_card() -> None:
    """算分範例 (the seed's worked example), every card laid by a player in turn instead of
    set up: 玩家陣營: 1個藍色好矮人,2個綠色好矮人,1個工頭,1個奸商,2個壞矮人. 結束狀況: 工頭
    完成出口到金礦的通路,通路被【藍色門】擋住,2個壞矮人皆有打出【偷竊】行動牌,其中一個壞矮人
    桌上有【陷阱】行動牌. The blue digger lays the blue door, a green digger traps a saboteur
    (who may still play action cards: he lays his Theft after the other one, so it is the
    last played), the boss completes the way. 藍色好矮人得到3分, 工頭得到3-1=2分, 奸商得到
    3-2=1分; the trapped thief is passed over although his Theft was played last, and 1個
    壞矮人可以拿任一玩家1分 (any player with gold: the blue digger, the boss, the profiteer)."""
    maze = [c for c in way() if c[0] != 3]  # the gap where the blue door will go
    hands = {"0": ["s1_straight_ew", "map"], "1": ["s2_door_blue_ew", "map"],
             "2": ["trapped", "map"], "3": ["map", "inspection"], "4": ["map", "inspection"],
             "5": ["theft", "rockfall"], "6": ["theft", "rockfall"]}
    s = gold_table(maze, EXAMPLE, hands=hands, active=1)
    act(s, 1, "path", card="s2_door_blue_ew", x=3, y=0, turned=False)
    act(s, 2, "trap", card="trapped", seat=6)
    pass_turn(s, 3)
    pass_turn(s, 4)
    act(s, 5, "theft", card="theft")
    act(s, 6, "theft", card="theft")
    f = s.facts()
    assert f["front"][5:] == [["theft"], ["trapped", "theft"]]
    assert f["theft_at"][6] > f["theft_at"][5] >= 0
    events = finish(s, 0)
    r = s.results[0]
    assert r["blue_way"] and not r["green_way"] and r["finisher"] == 0
    assert r["winners"] == [0, 1, 4] and r["base"] == 3
    assert r["points"] == [2, 3, 0, 0, 1, 0, 0]
    assert [e.data for e in of_kind(events, "theft_blocked")] == [
        {"seat": 6, "reason": "trapped"}]
    assert s.to_move() == (5,) and steals(s, 5) == [0, 1, 4]
    act(s, 5, "steal", seat=0)
    assert s.facts()["gold"] == [1, 3, 0, 0, 1, 1, 0] and s.round == 2


@pytest.mark.parametrize(("winner_rule", "geologist", "profiteer_alone"),
                         list(itertools.product(("seed", "official"), ("seed", "official"),
                                                ("full", "minus_two"))))
def test_the_seeds_example_scores_alike_under_every_option(
        winner_rule: str, geologist: str, profiteer_alone: str) -> None:
    """算分範例: 勝利人數:藍色陣營好矮人獲勝,包含工頭和奸商都屬於勝利人數,所以共有3人獲勝
    (blue wins; with the boss and the profiteer, 3 winners) and its payments. The options of
    docs/saboteur.md change readings the example does not touch (the finisher is the boss,
    no geologist sits at the table, the profiteer does not win alone), so the seed's own
    example scores the same under all eight combinations."""
    options = {"winner_rule": winner_rule, "geologist": geologist,
               "profiteer_alone": profiteer_alone}
    s = gold_table(way((3, "s2_door_blue_ew")), EXAMPLE, options,
                   front={"5": ["theft"], "6": ["theft", "trapped"]})
    events = finish(s, 0)
    r = s.results[0]
    assert r["winners"] == [0, 1, 4] and r["points"] == [2, 3, 0, 0, 1, 0, 0]
    assert [e.data["seat"] for e in of_kind(events, "theft_blocked")] == [6]
    assert s.to_move() == (5,) and steals(s, 5) == [0, 1, 4]


# ======================================================================== the win table
SITUATIONS = {
    # name: (maze or None for a round without the gold, winners, points)
    "no_gold": (None, [0, 4], [4, 0, 0, 0, 2, 0]),
    "no_door": (way(), [1, 2, 3, 4], [0, 2, 2, 1, 0, 3]),
    "blue_door": (way((3, "s2_door_blue_ew")), [1, 3, 4], [0, 3, 0, 2, 1, 3]),
    "green_door": (way((3, "s2_door_green_ew")), [2, 3, 4], [0, 0, 3, 2, 1, 3]),
    "both_doors": (BOTH_DOORS, [3, 4], [0, 0, 0, 3, 2, 3]),
}


@pytest.mark.parametrize("situation", sorted(SITUATIONS))
def test_the_win_table_for_all_six_roles_at_one_table(situation: str) -> None:
    """各身份卡獲勝條件 (the win table), with all six roles at one table (seats: saboteur,
    blue, green, boss, profiteer, geologist) and three crystals in the maze:
    壞矮人:【金礦牌】沒有被翻開; 藍色陣營好矮人:【金礦牌】被翻開,且連到金礦的道路上沒有
    綠色的門; 綠色陣營好矮人: ...沒有藍色的門; 工頭:【金礦牌】被翻開; 奸商: 不論有無翻開
    【金礦牌】都獲勝; 地質學家:【金礦牌】被翻開 (its crystals; 獲勝時不列入拿金塊人數).
    Paid by the table (2: 4, 3: 3, 4: 2), the boss 1 less, the profiteer 2 less (floor 0)."""
    maze, winners, points = SITUATIONS[situation]
    roles = ["saboteur", BLUE, GREEN, "boss", "profiteer", "geologist"]
    if maze is None:
        s = no_gold_end(roles, maze=CRYSTALS)
    else:
        s = gold_table(maze + CRYSTALS, roles, finisher=3)
        finish(s, 3)
    r = s.results[0]
    assert r["gold_found"] is (maze is not None) and r["crystals"] == 3
    assert r["winners"] == winners and r["points"] == points


def test_with_no_saboteur_dealt_the_profiteer_alone_wins_a_round_without_the_gold() -> None:
    """桌遊簡介: 發角色牌也不需要看玩家人數來分配 (the role cards are not chosen by player
    count, so a table may hold no saboteur); 奸商: 不管好矮人或壞矮人勝利,他都會獲得分數 ...
    如果只有他一個人勝利,可以拿全部的分數 (the profiteer alone takes the full amount; C.3,
    option profiteer_alone: official 5 - 2). With no saboteur dealt and the gold unfound,
    nobody else wins; the geologist gets nothing (#壞矮人獲勝則無法獲得【水晶】分數: no gold)."""
    roles = ["profiteer", BLUE, GREEN, "boss", "geologist"]
    for option, take in (("full", 5), ("minus_two", 3)):
        s = no_gold_end(roles, maze=CRYSTALS, options={"profiteer_alone": option})
        r = s.results[0]
        assert r["gold_found"] is False and r["winners"] == [0]
        assert r["points"] == [take, 0, 0, 0, 0]


def test_the_boss_lays_both_doors_himself_and_takes_the_whole_amount() -> None:
    """策略: #工頭可以將【藍色門】道路牌和【綠色門】道路牌組合起來,來獨拿全部的分數 (the boss
    can combine a blue and a green door to take all the points alone), played out: the boss
    lays the blue door, later the green door on the same way, and then reaches the gold;
    both teams are shut out, he is the only winner and takes the full 5 (D.6)."""
    maze = [c for c in way() if c[0] not in (3, 4)]
    roles = ["boss", BLUE, GREEN]
    s = gold_table(maze, roles, hands={
        "0": ["s2_door_blue_ew", "s2_door_green_ew", "s1_straight_ew"],
        "1": ["map", "map"], "2": ["map", "map"]})
    act(s, 0, "path", card="s2_door_blue_ew", x=3, y=0, turned=False)
    pass_turn(s, 1)
    pass_turn(s, 2)
    act(s, 0, "path", card="s2_door_green_ew", x=4, y=0, turned=False)
    pass_turn(s, 1)
    pass_turn(s, 2)
    finish(s, 0)
    r = s.results[0]
    assert r["gold_found"] and not r["blue_way"] and not r["green_way"]
    assert r["winners"] == [0] and r["points"] == [5, 0, 0]


# ======================================================================== the geologist
@pytest.mark.parametrize("crystals", [1, 2, 4, 5])
def test_two_geologists_split_every_count_of_crystals_rounded_down(crystals: int) -> None:
    """地質學家: 地圖上出現多少個【水晶】,他就獲得幾個分數。若遊戲中有2個地質學家,則均分分數
    (無條件捨去) (as many points as crystals show; two geologists share equally, rounding
    down): 1 crystal gives each 0, 2 give 1, 4 give 2, 5 give 2; the blue digger, the only
    counted winner, takes 5 whatever the crystals."""
    cards = ["s2_crystal_cross", "s2_crystal_dead_w", "s2_crystal_dead_s",
             "s2_crystal_t_nes", "s2_crystal_t_esw"][:crystals]
    far = [[-3 * (i + 1), 6, t, False] for i, t in enumerate(cards)]  # apart, off the way
    s = gold_table(way() + far, [BLUE, "geologist", "geologist", "saboteur"])
    finish(s, 0)
    r = s.results[0]
    assert r["crystals"] == crystals and r["winners"] == [0]
    assert r["points"] == [5, crystals // 2, crystals // 2, 0]


def test_a_second_geologist_drawn_with_swap_your_hats_halves_the_crystals() -> None:
    """地質學家: 若遊戲中有2個地質學家,則均分分數 (with 2 geologists in the game they share),
    with 交換身份 (the named player discards its role card and draws a new one): a saboteur
    draws the second geologist card from the face-down rest, so at scoring two geologists
    split the three crystals, 1 each (docs: the geologists counted are those holding the
    role when the round is scored)."""
    roles = [BLUE, "saboteur", "geologist", GREEN]
    s = gold_table(way() + CRYSTALS, roles, hands={"3": ["swap_your_hats", "map"]},
                   active=3, state={"role_pile": role_pile_with_top(roles, "geologist")})
    act(s, 3, "swap_hats", card="swap_your_hats", seat=1)
    assert s.roles[1] == "geologist"
    finish(s, 0)
    r = s.results[0]
    assert r["roles"] == [BLUE, "geologist", "geologist", GREEN]
    assert r["winners"] == [0, 3] and r["points"] == [4, 1, 1, 4]


def test_only_crystals_in_the_maze_count_not_those_in_hands_or_discarded() -> None:
    """地質學家: 地圖上出現多少個【水晶】 (the crystals that show on the map, i.e. in the maze)
    and 策略: #地質學家要盡量出牌來提高【水晶】出現的機率 (lay cards to make crystals appear):
    crystal cards held in a hand or discarded face down by a pass do not count; only the
    one laid in the maze pays the geologist."""
    roles = [BLUE, "geologist", "saboteur"]
    s = gold_table(way(), roles, finisher=0, active=1, hands={
        "0": ["s1_straight_ew", "s2_crystal_cross"],
        "1": ["s2_crystal_t_nes", "s2_crystal_dead_w"],
        "2": ["s2_crystal_t_esw", "s2_crystal_dead_s"]})
    act(s, 1, "path", card="s2_crystal_t_nes", x=1, y=1, turned=False)
    act(s, 2, "discard", card="s2_crystal_t_esw")
    act(s, 2, "done")
    assert s.facts()["crystals"] == 1
    finish(s, 0)
    r = s.results[0]
    assert r["crystals"] == 1 and r["points"] == [5, 1, 0]


# ======================================================================== the turn
def _option(s: Any, seat: int, option: str) -> None:
    if option == "path":
        act(s, seat, "path", card="s1_cross", x=1, y=0, turned=False)
    elif option == "action":
        act(s, seat, "map", card="map", goal=1)
    elif option == "clear":
        act(s, seat, "clear", card="broken_cart")
        act(s, seat, "discard", card="map")
        act(s, seat, "discard", card="rockfall")
    else:
        pass_turn(s, seat)


@pytest.mark.parametrize("option", ["path", "action", "clear", "pass"])
def test_after_each_of_the_four_options_the_next_player_clockwise_moves(option: str) -> None:
    """遊戲流程: 玩家從下列4種行動中選一種執行,然後結束回合,由下一家出牌 (do one of the four
    options, then the turn ends and the next player plays; 順時鐘, clockwise): from the last
    seat of four, after each option the turn goes round to seat 0, and the seat that played
    is asked nothing more."""
    s = table(4, hands={"3": ["s1_cross", "map", "rockfall", "inspection"]},
              front={"3": ["broken_cart"] if option == "clear" else []}, active=3)
    if option == "path":  # a broken tool would bar it: none in front here
        assert "path" in kinds(s, 3)
    _option(s, 3, option)
    f = s.facts()
    assert s.to_move() == (0,) and f["active"] == 0 and f["last"] == 3
    assert f["pending"] == "turn" and s.legal(3) == ()
