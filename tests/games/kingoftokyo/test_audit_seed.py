"""Seed audit of the King of Tokyo: Dark Edition engine: the Chinese rulebook read line by line.

The authority is the Traditional Chinese rulebook, shared/seeds/king-of-tokyo-dark.zh-Hant.txt
(the "seed"). Each test quotes the seed sentence it checks (in Chinese, with an English
rendering) and tries it in a position the other test_audit_*.py files do not already pin: the
Bay open (5-6 players), a later turn, the counter landing on or passing a threshold, a card
bought then kept for several turns... Where the seed is silent or ambiguous the decision
written in docs/kingoftokyo.md is the reading tested, and the test says so.

Where the seed and the docs read differently and the docs write a decision (the token
supply, which the seed counts as 12 Poison and 12 Shrink Ray tokens; the City left empty with
the Bay taken, which the seed does not cover), the test pins the written decision and its
docstring names the difference. Icons lost in the seed's text (the claw, heart, star,
energy and number symbols) are written back in [brackets] in the quotes, as rules.md §14
restores them. Other differences (the "1~2" yellow dice against up to ten dice, the optional
tile choice, a Fluxling copy "as if just played", a revived monster taking tiles again) are
already pinned by the other audit files and are only reported.
"""

from __future__ import annotations

import pytest

from ludoteca.games.kingoftokyo import GAME, KotState

from .helpers import QUIET, act, can, decision, end_buying, events_of, fx, pass_turn, table

Q6 = [*QUIET, "3"]  # six dice: no triple, no SMASH, no HEART, no ENERGY
MANY = Q6 * 20  # quiet first rolls for every turn a test plays


def round_to(s: KotState, seat: int) -> None:
    """Play quiet turns until it is `seat`'s turn again (at most one round)."""
    for _ in range(s.players + 1):
        if decision(s) == ("roll", seat):
            return
        pass_turn(s, s.active)
    raise AssertionError("the turn did not come back")


def resolve_all(s: KotState, seat: int) -> None:
    """Resolve the seat's dice groups in the order offered."""
    while decision(s) == ("resolve", seat):
        s.apply(seat, next(a for a in s.legal(seat) if a.kind == "resolve"))


# ============================================================== 內容物與遊戲元素 (components)


def test_a_keep_card_stays_for_later_turns_a_discard_card_is_used_and_gone() -> None:
    """(保留) "卡面向上放置於你的面前，直到遊戲結束(除非其他效果發生)" — a KEEP card stays face
    up in front of you until the end of the game; 棄牌 "立刻執行卡片效果，接著丟棄這張牌" — a
    DISCARD card acts at once, then is discarded. Energize (DISCARD, 8: gain 9 energy) and Armor
    Plating (KEEP, 4) bought in one step: the energy comes at once, Energize is in the discard
    pile, and Armor Plating is still seat 0's a whole round later."""
    s = table(3, active=0, city=1, energy=[12, 0, 0], phase="buy",
              market=["energize", "armor_plating", "evacuation_orders"], roll_results=MANY)
    act(s, 0, "buy", slot=0)
    f = fx(s, "energy", "discard", "cards")
    assert f["energy"][0] == 12 - 8 + 9 and f["discard"] == ["energize"]
    assert f["cards"] == [[], [], []]
    act(s, 0, "buy", slot=1)
    assert fx(s, "energy", "cards") == {"energy": [9, 0, 0],
                                        "cards": [["armor_plating"], [], []]}
    end_buying(s, 0)
    round_to(s, 0)
    f = fx(s, "cards", "discard")
    assert f["cards"] == [["armor_plating"], [], []] and f["discard"] == ["energize"]


def test_a_gained_tile_stays_face_up_for_everyone_turns_later() -> None:
    """邪惡板塊 "玩家將獲得的所有邪惡板塊，面朝上放置直到遊戲結束為止" — every tile gained is
    placed face up until the end of the game. Skulking taken at the threshold 3 is still seat
    0's a round later, every seat's view shows it, and it has left the level-3 stack."""
    s = table(3, active=0, city=1, wickedness=[2, 0, 0], phase="resolve",
              dice=["2", "2", "2", "energy", "3", "1"], roll_results=MANY)
    act(s, 0, "resolve", group="numbers")
    assert decision(s) == ("tile", 0)
    act(s, 0, "take_tile", tile="skulking")
    end_buying(s, 0)
    round_to(s, 0)
    assert fx(s, "tiles")["tiles"] == [["skulking"], [], []]
    assert "skulking" not in fx(s, "stacks")["stacks"]["3"]
    for seat in (None, 0, 1, 2):
        shown = s.view(seat)["monsters"][0]["tiles"]
        assert [t["id"] for t in shown] == ["skulking"] and shown[0]["level"] == 3


@pytest.mark.parametrize(("card", "tile", "token"), [
    (None, "poison_spit", "poison"), ("shrink_ray", None, "shrink")])
def test_the_token_supply_is_not_capped_at_the_twelve_in_the_box(
        card: str | None, tile: str | None, token: str) -> None:
    """內容物: "12個縮小射線指示物", "12個猛毒指示物" — the box holds 12 Shrink Ray and 12 Poison
    tokens. The seed gives no rule for running out; docs (Deck: "Token supplies are not
    capped") decide there is no limit. Twelve tokens already on seats 1 and 2: seat 0's smash
    from Tokyo gives each one more, 14 in play."""
    s = table(3, active=0, city=0, cards=[[card] if card else [], [], []],
              tiles=[[tile] if tile else [], [], []], phase="resolve",
              dice=["smash", *QUIET], **{token: [0, 6, 6]})
    f = fx(s, token, "hp")
    assert f[token] == [0, 7, 7] and sum(f[token]) == 14
    assert f["hp"] == [10, 9, 9]


# ============================================================== 設置 / 如何遊玩 (set-up)


@pytest.mark.parametrize("players", [5, 6])
def test_a_new_game_opens_with_tokyo_empty_and_the_first_players_six_dice(players: int) -> None:
    """設置 + 爪擊 "遊戲一開始是沒有怪獸佔領東京的" (nobody is in Tokyo at the start) and 擲骰
    "在第1次擲骰時，玩家擲出6顆灰色骰子" (the first roll is the six grey dice), with the Bay
    in use (5~6位玩家 使用東京市與東京灣): both areas empty, the first player (the roll-off's)
    is rolling its six dice with two rolls left."""
    for seed in range(5):
        s = GAME.new(players, seed)
        f = fx(s, "city", "bay", "bay_open", "first_player", "active")
        assert f["city"] is None and f["bay"] is None and f["bay_open"] is True
        assert f["active"] == f["first_player"]
        assert decision(s) == ("roll", f["first_player"])
        assert len(s.dice) == 6 and s.rolls_left == 2


def test_the_first_player_enters_the_city_and_the_next_must_take_the_bay() -> None:
    """第一個擲出[爪]的怪獸不會讓其他怪獸損失[❤]，但無論如何都必須自動進入東京 (the first
    monster to roll a claw hurts nobody but must enter Tokyo) and 如果東京市被佔領，但東京灣
    還沒時，玩家必須進入東京灣 (City taken, Bay empty: you must enter the Bay). Five players
    from the first turn: seat 0's two claws hurt nobody, it enters the City (1 VP); seat 1 rolls
    no claw and must still enter the Bay (1 VP); seat 2's claw then hits both, City first to
    decide."""
    s = table(5, active=0, city=None, phase="start",
              roll_results=["smash", "smash", "1", "2", "3", "1", *Q6, "smash", *QUIET, *MANY])
    act(s, 0, "stop_rolling")
    f = fx(s, "city", "bay", "hp", "vp")
    assert f["city"] == 0 and f["bay"] is None
    assert f["hp"] == [10] * 5 and f["vp"] == [1, 0, 0, 0, 0]
    assert s.active == 1
    act(s, 1, "stop_rolling")
    f = fx(s, "city", "bay", "vp")
    assert f["city"] == 0 and f["bay"] == 1 and f["vp"] == [1, 1, 0, 0, 0]
    assert s.active == 2
    act(s, 2, "stop_rolling")
    assert fx(s, "hp")["hp"] == [9, 9, 10, 10, 10]
    assert decision(s) == ("yield", 0)
    act(s, 0, "stay")
    assert decision(s) == ("yield", 1)


# ============================================================== 1. 擲骰 (rolling)


def test_rolls_not_used_are_not_carried_to_a_later_turn() -> None:
    """"玩家可以最多擲3次骰子，你可以在任何時候決定停止擲骰" — at most 3 rolls in a turn, stop
    whenever you like. Seat 0 stops after its first roll (two rolls unused); on its next turn
    it has two rerolls again, not four."""
    s = table(3, active=0, city=1, phase="start", roll_results=MANY)
    assert decision(s) == ("roll", 0) and s.rolls_left == 2
    act(s, 0, "stop_rolling")
    end_buying(s, 0)
    round_to(s, 0)
    assert s.rolls_left == 2
    act(s, 0, "reroll", dice=1)
    assert decision(s) == ("roll", 0) and s.rolls_left == 1
    events = act(s, 0, "reroll", dice=1)  # the third roll: rolling is over
    assert [e["roll"] for e in events_of(events, "roll") if e["seat"] == 0] == [3]
    assert decision(s) == ("roll", 1)  # nothing to resolve or buy: seat 1's turn


def test_only_the_last_roll_counts_a_triple_rerolled_away_scores_nothing() -> None:
    """"最後擲骰的骰面記號，表示玩家在這回合的行動" — the faces of the last roll are the turn's
    actions. Three 1s on the first roll, rerolled into 2 3 HEART on the second: no VP and no
    wickedness for the 1s that were showing before; the ENERGY kept from the first roll
    counts."""
    s = table(3, active=0, city=1, phase="roll", rolls_left=2,
              dice=["1", "1", "1", "energy", "2", "3"], roll_results=["2", "3", "heart"])
    act(s, 0, "reroll", dice=0b000111)
    assert fx(s, "dice")["dice"] == ["2", "3", "heart", "energy", "2", "3"]
    act(s, 0, "stop_rolling")
    resolve_all(s, 0)
    f = fx(s, "vp", "wickedness", "energy")
    assert f["vp"][0] == 0 and f["wickedness"] == [0, 0, 0]
    assert f["energy"] == [1, 0, 0]


def test_a_triple_made_on_the_third_roll_with_a_kept_die_rerolled_scores() -> None:
    """"第3次擲骰時，如果你改變心意，除了你不喜歡的骰子，你也可以重擲之前放一旁的骰子" and
    "最後擲骰的骰面記號": the third roll takes back the 1 kept since the first roll, with two
    other dice; the faces it leaves, four 3s, are what score: 3 VP + 1, no wickedness."""
    s = table(3, active=0, city=1, phase="roll", rolls_left=2,
              dice=["1", "3", "3", "2", "energy", "2"],
              roll_results=["2", "1", "3", "3", "2", "1"])
    act(s, 0, "reroll", dice=0b111000)  # keep 1 3 3; the last three show 2 1 3
    assert fx(s, "dice")["dice"] == ["1", "3", "3", "2", "1", "3"]
    events = act(s, 0, "reroll", dice=0b011001)  # the kept 1 goes back in, with the 2 and 1
    last = events_of(events, "roll")[0]
    assert last["rerolled"] == [0, 3, 4] and last["roll"] == 3
    assert last["faces"] == ["3", "3", "3", "2", "1", "3"]
    f = fx(s, "vp", "wickedness")
    assert f["vp"][0] == 4 and f["wickedness"] == [0, 0, 0]


# ============================================================== 2. 結算骰子: 邪惡點數 and the gauge


def test_wickedness_passing_3_without_landing_on_it_gives_the_level_3_tile() -> None:
    """"如果你的計數指示物移動到或超過[3]、[6]、[10]的格子上，你可以選擇一張對應該等級的邪惡板塊"
    — moving onto *or past* a threshold: a triple of 1s takes the counter from 2 to 4, past 3,
    and a level-3 tile is chosen."""
    s = table(3, active=0, city=1, wickedness=[2, 0, 0], phase="resolve",
              dice=["1", "1", "1", "3", "energy", "2"])
    act(s, 0, "resolve", group="numbers")
    assert fx(s, "vp", "wickedness")["wickedness"][0] == 4
    assert decision(s) == ("tile", 0) and s.view(0)["pending"]["level"] == 3


def test_wickedness_landing_on_6_gives_a_level_6_tile() -> None:
    """The same sentence, "移動到" (moving onto) 6: a triple of 2s takes the counter from 5 to 6
    exactly; the choice is among the level-6 tiles (red side: Cyberbrain, Evil Lair, Full
    Regeneration, Widespread Panic)."""
    s = table(3, active=0, city=1, wickedness=[5, 0, 0], phase="resolve",
              dice=["2", "2", "2", "3", "energy", "1"])
    act(s, 0, "resolve", group="numbers")
    assert fx(s, "wickedness")["wickedness"][0] == 6
    assert decision(s) == ("tile", 0)
    offered = sorted(a.get("tile") for a in s.legal(0))
    assert offered == ["cyberbrain", "evil_lair", "full_regeneration", "widespread_panic"]


def test_wickedness_is_never_lost_with_hearts_or_vp() -> None:
    """"計數指示物不會逆行回到數字0" — the counter never moves back. Seat 1 at wickedness 4
    loses hearts to a smash and 5 VP to Evacuation Orders on seat 0's turn: its counter stays
    at 4."""
    s = table(3, active=0, city=0, vp=[0, 6, 0], wickedness=[0, 4, 0], energy=[7, 0, 0],
              phase="resolve", dice=["smash", "smash", *QUIET[:4]],
              market=["evacuation_orders", "skyscraper", "corner_store"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "hp", "vp", "wickedness")
    assert f["hp"][1] == 8 and f["vp"][1] == 1
    assert f["wickedness"] == [0, 4, 0]


def test_hearts_energy_and_claws_give_no_wickedness() -> None:
    """邪惡點數 "除了勝利點數，[1] 和 [2] 還提供了邪惡點數" — only the 1s and 2s give wickedness
    (and 3s none): a roll of three HEART, two ENERGY and a claw gives none, nor do three 3s."""
    s = table(3, active=0, hp=[5, 10, 10], phase="resolve",
              dice=["heart", "heart", "heart", "energy", "energy", "smash"])
    while decision(s) == ("resolve", 0):
        s.apply(0, s.legal(0)[0])
    assert fx(s, "wickedness")["wickedness"] == [0, 0, 0]
    s = table(3, active=0, city=1, phase="resolve", dice=["3", "3", "3", "heart", "1", "2"])
    while decision(s) == ("resolve", 0):
        s.apply(0, s.legal(0)[0])
    f = fx(s, "vp", "wickedness")
    assert f["vp"][0] == 3 and f["wickedness"] == [0, 0, 0]


# ============================================================== 爪擊 (smash) and the Ex-2 example


def test_ex2_if_gigazaur_were_in_tokyo_every_monster_outside_but_cyber_bunny_loses_1() -> None:
    """Ex-2's aside: "（如果吉哥拉在東京，除了霹靂暗兔兔以外，所有不在東京的怪獸損失1）" — had
    Gigazaur been in Tokyo, every monster outside but Cyber Bunny would lose 1. Five players:
    Cyber Bunny in the City, Gigazaur in the Bay at wickedness 2 with 2 2 2 2 ENERGY SMASH: 3
    VP, the counter reaches the third circle (a level-3 tile), 1 energy, and the three monsters
    outside lose 1 while Cyber Bunny keeps 10; nobody is asked to yield."""
    s = table(5, monsters=["gigazaur", "cyber_bunny", "the_king", "kraken", "meka_dragon"],
              active=0, city=1, bay=0, wickedness=[2, 0, 0, 0, 0], phase="resolve",
              dice=["2", "2", "2", "2", "energy", "smash"], roll_results=MANY)
    act(s, 0, "resolve", group="numbers")
    assert fx(s, "vp", "wickedness") == {"vp": [3, 0, 0, 0, 0],
                                         "wickedness": [3, 0, 0, 0, 0]}
    assert decision(s) == ("tile", 0)
    act(s, 0, "take_tile", tile="devious")
    events = act(s, 0, "resolve", group="energy")  # the smash then resolves by itself
    assert events_of(events, "smash") == [{"seat": 0, "count": 1, "targets": [2, 3, 4]}]
    f = fx(s, "hp", "energy", "city", "bay")
    assert f["hp"] == [10, 10, 9, 9, 9] and f["energy"][0] == 1
    assert f["city"] == 1 and f["bay"] == 0
    assert not events_of(events, "stay") and s.active == 1  # no yield question: next turn


def test_a_yielding_bay_monster_keeps_its_loss_and_the_next_monster_must_enter_the_bay() -> None:
    """"投降的怪獸依然受到爪擊並損失[❤]" (a monster that yields still loses the hearts) and
    "（同理，在5或6人遊戲中，如果東京灣是空的，你必須進入東京灣。）" (likewise with 5 or 6
    players, if Tokyo Bay is empty you must enter it). Six players: both Tokyo monsters yield
    to seat 0's two claws and keep the loss; seat 0 enters the City only; seat 1, outside
    again, rolls nothing and must enter the empty Bay on its own turn (1 VP)."""
    s = table(6, active=0, city=1, bay=2, phase="resolve",
              dice=["smash", "smash", *QUIET[:4]], roll_results=MANY)
    act(s, 1, "yield")
    act(s, 2, "yield")
    f = fx(s, "hp", "city", "bay", "vp")
    assert f["hp"][1:3] == [8, 8] and f["city"] == 0 and f["bay"] is None
    assert f["vp"][0] == 1
    assert s.active == 1
    act(s, 1, "stop_rolling")
    f = fx(s, "city", "bay", "vp")
    assert f["city"] == 0 and f["bay"] == 1 and f["vp"][:3] == [1, 1, 0]


def test_each_claw_is_one_heart_for_every_monster_at_the_other_location() -> None:
    """爪擊 "每擲出一顆[爪]，便會讓跟你處於不同地點的怪獸損失1點[❤]" (each claw makes every
    monster at a different location lose 1 heart) and "每個[爪]結果損失1點生命力" (each claw
    result is 1 heart lost): four claws from outside, six players with City and Bay taken:
    each Tokyo monster loses 4, the three others outside (the attacker's location) lose
    nothing."""
    s = table(6, active=0, city=2, bay=4, phase="resolve",
              dice=["smash"] * 4 + ["1", "2"])
    assert fx(s, "hp")["hp"] == [10, 10, 6, 10, 6, 10]
    assert decision(s) == ("yield", 2)


def test_an_elimination_leaves_its_seat_out_of_the_turns() -> None:
    """"該玩家立即被消滅退出遊戲（將任何保留的卡牌及邪惡板塊棄除，並將能量標記還回供應區）" —
    eliminated at once and out of the game: seat 2, with a card, a tile and energy, loses its
    last hearts to seat 0's claws from Tokyo; it holds nothing any more, and the dice go from
    seat 1 straight to seat 3."""
    s = table(4, active=0, city=0, hp=[10, 10, 2, 10], energy=[0, 0, 5, 0],
              cards=[[], [], ["energy_hoarder"], []], tiles=[[], [], ["tireless"], []],
              phase="resolve", dice=["smash", "smash", *QUIET[:4]], roll_results=MANY)
    f = fx(s, "alive", "cards", "tiles", "energy", "discard", "tiles_out")
    assert f["alive"] == [True, True, False, True]
    assert f["cards"][2] == [] and f["tiles"][2] == [] and f["energy"][2] == 0
    assert "energy_hoarder" in f["discard"] and "tireless" in f["tiles_out"]
    assert s.active == 1
    pass_turn(s, 1)
    assert s.active == 3


# ============================================================== 治療 (healing)


def test_hearts_heal_before_the_monster_enters_an_empty_tokyo() -> None:
    """治療 "如果你不在東京，每個擲出的[心]都會恢復怪獸的1[❤]" and 回合流程 (2. 結算骰子 before
    3. 進入東京): with Tokyo empty, seat 0 at 7 hearts resolves three HEART while still outside
    — it heals to 10 — and only then enters the City (1 VP)."""
    s = table(3, active=0, city=None, hp=[7, 10, 10], phase="resolve",
              dice=["heart", "heart", "heart", "1", "2", "3"])
    f = fx(s, "hp", "city", "vp")
    assert f["hp"][0] == 10 and f["city"] == 0 and f["vp"][0] == 1


def test_a_monster_moved_from_the_bay_to_the_city_heals_no_more() -> None:
    """"東京灣有著跟東京市一樣的效果" and 治療 "如果你在東京，每個擲出的[心]都不會讓你增加[❤]". Six
    seats, five alive, the City empty: seat 0 in the Bay kills a monster outside with its claw,
    four remain and it moves up to the City (no entry VP); its HEART results heal nothing,
    before or after the move."""
    s = table(6, active=0, city=None, bay=0, alive=[True, True, True, True, True, False],
              hp=[6, 1, 10, 10, 10, 10], phase="resolve",
              dice=["smash", "heart", "heart", "1", "2", "3"], roll_results=MANY)
    f = fx(s, "hp", "city", "bay", "vp", "alive_count")
    assert f["alive_count"] == 4 and f["city"] == 0 and f["bay"] is None
    assert f["hp"][0] == 6 and f["vp"][0] == 0


# ============================================================== 3. 進入東京 and the Bay


def test_the_city_empty_with_the_bay_taken_the_monster_outside_enters_the_city() -> None:
    """"如果沒有怪獸在東京，則你必須進入東京" covers an empty Tokyo, "如果東京市被佔領，但東京灣
    還沒時…必須進入東京灣" a taken City; the case of a free City and a taken Bay is not written.
    Docs (Tokyo Bay with the City empty: only the active monster outside enters, City first):
    five players, seat 0 outside rolls nothing and enters the City (1 VP); the Bay monster
    stays in the Bay."""
    s = table(5, active=0, city=None, bay=2, phase="resolve", dice=Q6)
    f = fx(s, "city", "bay", "vp")
    assert f["city"] == 0 and f["bay"] == 2 and f["vp"] == [1, 0, 0, 0, 0]


def test_hibernation_is_not_buyable_from_tokyo_bay() -> None:
    """東京板塊 "每當規則提到'東京'時，指的即是這兩個區域" — "Tokyo" in any text means the City
    and the Bay. Hibernation is "Not buyable in Tokyo": seat 0 in the Bay with 10 energy may
    buy the other cards of the market, not Hibernation."""
    s = table(5, active=0, city=1, bay=0, energy=[10, 0, 0, 0, 0], phase="buy",
              market=["hibernation", "energize", "skyscraper"])
    assert decision(s) == ("buy", 0)
    assert not can(s, 0, "buy", slot=0)
    assert can(s, 0, "buy", slot=1) and can(s, 0, "buy", slot=2)


def test_the_bay_closing_on_another_turn_sends_the_bay_monster_out_with_its_vp() -> None:
    """"當遊戲進行到只剩少於等於4位的玩家時，任何在東京灣的玩家必須立即離開…即使不是該輪玩家，
    也會受到效果影響" — the Bay monster leaves at once, even on another monster's turn. Seat 0
    (City) kills a monster outside; the Bay monster (seat 3) goes outside without losing
    anything else, and on its next turn it starts outside: no 2 VP."""
    s = table(5, active=0, city=0, bay=3, hp=[10, 1, 10, 10, 10], vp=[0, 0, 0, 5, 0],
              phase="resolve", dice=["smash", *QUIET], roll_results=MANY)
    f = fx(s, "alive_count", "city", "bay", "bay_open", "hp", "vp")
    assert f["alive_count"] == 4 and f["bay_open"] is False
    assert f["city"] == 0 and f["bay"] is None
    assert f["hp"][3] == 10 and f["vp"][3] == 5
    while s.active != 3:
        pass_turn(s, s.active)
    assert fx(s, "vp")["vp"][3] == 5  # started its turn outside Tokyo


# ============================================================== 4. 購買超能力卡 (buying)


def test_buy_sweep_buy_sweep_as_long_as_energy_lasts() -> None:
    """"只要你擁有足夠的[⚡]，你可以持續購買與換牌" and "這些卡片可以立即被購買": with 14 energy
    seat 0 buys Corner Store (3), sweeps (2), buys a card the sweep revealed (Apartment
    Building, 5), sweeps again (2) and, with 2 left, may still sweep a third time."""
    s = table(3, active=0, city=1, energy=[14, 0, 0], phase="buy",
              market=["corner_store", "energize", "skyscraper"],
              deck_top=["frenzy", "apartment_building", "jet_fighters", "flame_thrower",
                        "nova_breath", "tank", "gas_refinery", "evacuation_orders"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "energy", "vp") == {"energy": [11, 0, 0], "vp": [1, 0, 0]}
    act(s, 0, "sweep")
    assert fx(s, "market")["market"] == ["apartment_building", "jet_fighters", "flame_thrower"]
    act(s, 0, "buy", slot=0)
    assert fx(s, "energy", "vp") == {"energy": [4, 0, 0], "vp": [4, 0, 0]}
    act(s, 0, "sweep")
    f = fx(s, "energy", "market")
    assert f["energy"] == [2, 0, 0]
    assert f["market"] == ["tank", "gas_refinery", "evacuation_orders"]
    assert decision(s) == ("buy", 0) and can(s, 0, "sweep")


# ============================================================== 5. 回合結束 and 名詞解析 回合


def test_each_pass_of_the_dice_starts_one_new_turn_clockwise() -> None:
    """名詞解析 "回合：每當玩家結束回合將骰子傳給下一位玩家時，新回合開始" and 回合結束 "將骰子傳
    給你左手邊的玩家（順時針）": over a round of four players each pass starts exactly one new
    turn (one `turn` event, the count one higher) for the next seat clockwise."""
    s = table(4, active=2, city=1, phase="start", roll_results=MANY)
    seen = [(s.active, s.turn)]
    for _ in range(4):
        turn = s.turn
        events: list = []
        while s.turn == turn:
            d = decision(s)
            assert d is not None
            kind, who = d
            events += act(s, who, {"roll": "stop_rolling", "yield": "stay"}.get(kind, "end_turn"))
        assert [e["seat"] for e in events_of(events, "turn")] == [s.active]
        seen.append((s.active, s.turn))
    assert [a for a, _ in seen] == [2, 3, 0, 1, 2]
    assert [t - seen[0][1] for _, t in seen] == [0, 1, 2, 3, 4]


def test_end_of_turn_cards_act_before_the_dice_pass() -> None:
    """回合結束 "特定的超能力卡在回合結束時可啟動。在把骰子傳給下一位玩家前，啟動卡牌能力" —
    end-of-turn cards act before the dice pass: Energy Hoarder's VP event comes before the next
    monster's `turn` event, in the same answer that ends the buy step."""
    s = table(3, active=0, city=1, energy=[6, 0, 0], cards=[["energy_hoarder"], [], []],
              phase="buy", roll_results=MANY)
    events = act(s, 0, "end_turn")
    kinds = [(e.kind, e.data.get("seat")) for e in events if e.kind in ("vp", "turn")]
    assert kinds[:2] == [("vp", 0), ("turn", 1)]


def test_card_damage_is_no_smash_no_yield_and_no_poison_in_the_city_or_bay() -> None:
    """名詞解析 "受傷 或 爪擊：當一個怪獸在結算骰子階段中，透過[爪]使另一個怪獸失去一個或多個[❤]時"
    (a smash is hearts lost to claws while resolving the dice) and "投降：在東京的怪獸只有在受傷
    後，才可以撤退（由於其他玩家的[爪]而減少[❤]）" (yield only after losing hearts to another
    monster's claws). Seat 0, outside with Poison Spit ("each monster your SMASH hurts"), buys
    Flame Thrower: the City and Bay monsters lose 2 hearts, but that is no smash — no Poison
    token, and neither is asked to yield."""
    s = table(5, active=0, city=1, bay=2, energy=[3, 0, 0, 0, 0],
              tiles=[["poison_spit"], [], [], [], []], phase="buy",
              market=["flame_thrower", "energize", "skyscraper"], roll_results=MANY)
    events = act(s, 0, "buy", slot=0)
    f = fx(s, "hp", "poison", "city", "bay")
    assert f["hp"] == [10, 8, 8, 8, 8] and f["poison"] == [0] * 5
    assert f["city"] == 1 and f["bay"] == 2
    assert not events_of(events, "stay") and not events_of(events, "leave")
    assert decision(s) == ("roll", 1)  # no energy left: the turn ended, no yield asked


# ============================================================== 在東京的效果


def test_in_the_bay_only_the_hearts_are_lost_numbers_and_energy_still_count() -> None:
    """在東京的效果 lists what Tokyo changes: entering (+1★), starting a turn ([+2]: +2★),
    no healing with HEART ("怪獸在東京不能使用[心]": monsters in Tokyo cannot use HEART), the
    smash targets. Nothing else: in the Bay, 2 2 2 2 ENERGY HEART still gives 3 VP, 1
    wickedness and 1 energy; only the HEART does nothing."""
    s = table(5, active=0, city=1, bay=0, hp=[7, 10, 10, 10, 10], phase="resolve",
              dice=["2", "2", "2", "2", "energy", "heart"])
    resolve_all(s, 0)
    f = fx(s, "vp", "wickedness", "energy", "hp")
    assert f["vp"][0] == 3 and f["wickedness"][0] == 1 and f["energy"][0] == 1
    assert f["hp"][0] == 7


def test_entering_the_bay_at_19_reaches_20_and_wins_at_the_turns_end() -> None:
    """► "當你進入東京時，你增加[1★]" — the Bay too (東京灣有著跟東京市一樣的效果) — with 遊戲結束
    "達到[20★]的當回合結束時終止": six players, seat 0 at 19 VP enters the empty Bay (City taken)
    for its twentieth VP; the game is not over in its buy step, and it wins when the turn
    ends."""
    s = table(6, active=0, city=1, vp=[19, 0, 0, 0, 0, 0], energy=[2, 0, 0, 0, 0, 0],
              phase="resolve", dice=Q6)
    f = fx(s, "bay", "vp")
    assert f["bay"] == 0 and f["vp"][0] == 20
    assert not s.over and decision(s) == ("buy", 0)
    act(s, 0, "end_turn")
    assert s.over and s.winners() == [0]


# ============================================================== 遊戲結束 (end of the game)


def test_the_last_survivor_wins_at_once_mid_turn_in_a_five_player_game() -> None:
    """遊戲結束 "遊戲中僅剩唯一一隻倖存的怪獸，遊戲立即終止" — the game ends at once when one
    monster is left: seat 0 in the City with Nova Breath (its claws hit every other monster)
    kills the four others at 2 hearts, with its ENERGY not yet resolved: the game is over, seat
    0 alone wins, and nothing more is resolved."""
    s = table(5, active=0, city=0, bay=1, hp=[10, 2, 2, 2, 2],
              cards=[["nova_breath"], [], [], [], []], phase="resolve",
              dice=["smash", "smash", "energy", "1", "2", "3"])
    act(s, 0, "resolve", group="smash")
    assert s.over and s.winners() == [0]
    assert fx(s, "energy")["energy"][0] == 0


def test_20_vp_reached_then_the_turn_goes_on_to_buying() -> None:
    """遊戲結束 "遊戲進行到當有一隻怪獸達到[20★]的當回合結束時終止" — the game ends at the *end*
    of the turn: at 20 VP after its dice seat 0 still buys a card (Corner Store, 21 VP), then
    wins when the turn ends."""
    s = table(3, active=0, city=1, vp=[17, 0, 0], energy=[3, 0, 0], phase="resolve",
              dice=["3", "3", "3", "1", "2", "heart"],
              market=["corner_store", "energize", "skyscraper"])
    resolve_all(s, 0)
    assert fx(s, "vp")["vp"][0] == 20 and not s.over
    assert decision(s) == ("buy", 0)
    act(s, 0, "buy", slot=0)
    assert s.over and s.winners() == [0] and fx(s, "vp")["vp"][0] == 21


# ============================================================== 超能力卡和邪惡板塊解析


def test_shrink_ray_tokens_stay_after_the_cards_owner_is_eliminated() -> None:
    """猛毒唾液&縮小雷射 "猛毒與縮小指示物將停留在目標上，即使該相關超能力卡已被丟棄" — the tokens
    stay even when the card is discarded. The Shrink Ray owner (seat 2) is eliminated by seat
    0's claws, its card goes to the discard pile; seat 1 keeps its two tokens and rolls 4 dice
    on its turn."""
    s = table(3, active=0, city=0, hp=[10, 10, 2], shrink=[0, 2, 0],
              cards=[[], [], ["shrink_ray"]], phase="resolve",
              dice=["smash", "smash", *QUIET[:4]], roll_results=MANY)
    f = fx(s, "alive", "shrink", "discard")
    assert f["alive"] == [True, True, False] and "shrink_ray" in f["discard"]
    assert f["shrink"] == [0, 2, 0]
    assert s.active == 1 and len(s.dice) == 4


def test_a_monster_that_yielded_removes_its_poison_with_a_heart_on_its_next_turn() -> None:
    """猛毒唾液&縮小雷射 "怪獸在東京無法移除這些指示物，你必須身處東京外且擲出心來移除指示物":
    the City monster with a Poison token yields to a claw and, outside now, removes the token
    with a HEART on its own next turn — no loss of hearts at that turn's end."""
    s = table(3, active=0, city=1, hp=[10, 6, 10], poison=[0, 1, 0], phase="resolve",
              dice=["smash", *QUIET],
              roll_results=["heart", *QUIET, *MANY])
    act(s, 1, "yield")
    assert fx(s, "city")["city"] == 0
    assert s.active == 1
    act(s, 1, "stop_rolling")
    assert decision(s) == ("resolve", 1)
    act(s, 1, "resolve", group="heart", poison=1, shrink=0)
    f = fx(s, "poison", "hp")
    assert f["poison"] == [0, 0, 0] and f["hp"][1] == 5
    assert s.active == 2


def test_fire_breathing_hurts_only_the_two_seated_neighbours() -> None:
    """火炎吐息 "坐在玩家左右手方的兩位玩家都損失1枚心臟" — only the two players seated left and
    right: six players, the owner in the City with one claw; seats 1 and 5 lose 2 (claw and
    fire), seats 2 and 4 outside lose only the claw's 1; the Bay monster (seat 3, not a
    neighbour) loses nothing."""
    s = table(6, active=0, city=0, bay=3, cards=[["fire_breathing"], [], [], [], [], []],
              phase="resolve", dice=["smash", *QUIET])
    assert fx(s, "hp")["hp"] == [10, 8, 9, 10, 9, 8]


def test_20_vp_and_0_hearts_on_another_monsters_turn_is_no_win() -> None:
    """"如果你因為使用超能力卡，達到20枚心臟時同時達到0枚心臟，則你被消滅" (read: 20 VP, rules.md
    §10) — an Opportunist (seat 2) buys Jet Fighters (5 VP, lose 4 hearts) revealed on seat 0's
    turn: 20 VP and 0 hearts together, it is eliminated and does not win; the game goes on."""
    s = table(3, active=0, city=1, vp=[0, 0, 15], hp=[10, 10, 4], energy=[3, 0, 5],
              cards=[[], [], ["opportunist"]], phase="buy",
              market=["corner_store", "energize", "skyscraper"], deck_top=["jet_fighters"])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("opportunist", 2)
    act(s, 2, "buy", slot=0)
    f = fx(s, "alive", "vp")
    assert f["alive"] == [True, True, False]
    assert not s.over
