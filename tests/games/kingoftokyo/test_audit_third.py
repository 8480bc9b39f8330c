"""Third rulebook audit of the King of Tokyo: Dark Edition engine.

Each test checks one rule statement of the seed rulebook
(shared/seeds/king-of-tokyo-dark.zh-Hant.txt, cited by its section titles), its English
restatement (shared/reference/kingoftokyo/rules.md, "rules.md §N") and the card and tile texts
(power_cards.yaml, wickedness_tiles.yaml), with docs/kingoftokyo.md deciding where those leave a
choice. This pass looks at what test_audit_rules.py and test_audit_second.py leave out: two
rules meeting (the order of the turn's steps against Tokyo moves, defences against the
definition of "smashing", tokens from two sources), the extremes of player count and of
resources (empty piles, empty tile stacks, the gauge reset by a revival), and the exact moment
the game ends (what is still resolved, who wins when 20 VP and deaths meet).

Two engine fixes came of it: Made in a Lab's top card once the deck ran out, and Armor Plating
with Camouflage whatever order they were bought in (docs/kingoftokyo.md).
"""

from __future__ import annotations

import pytest

from ludoteca.games.kingoftokyo import GAME

from .helpers import QUIET, act, decision, fx, inst, kinds_of, table

# ---------------------------------------- resolving, then entering (回合流程 2 → 3)


def test_hearts_resolved_after_the_city_monster_yields_still_heal_outside() -> None:
    """回合流程: 2 結算骰子 comes before 3 進入東京. The City monster yields to the SMASH,
    but the active monster enters only once every die is resolved, so HEART results resolved
    after the smash still heal it (治療: outside Tokyo each HEART heals 1)."""
    s = table(3, city=1, active=0, hp=[6, 10, 10], phase="resolve",
              dice=["smash", "heart", "heart", "energy", "1", "2"])
    act(s, 0, "resolve", group="smash")
    assert decision(s) == ("yield", 1)
    act(s, 1, "yield")
    assert fx(s, "city")["city"] is None  # not entered yet: dice are still to resolve
    assert decision(s) == ("resolve", 0)
    act(s, 0, "resolve", group="heart", poison=0, shrink=0)
    f = fx(s, "hp", "city", "vp", "energy")
    assert f["hp"] == [8, 9, 10] and f["city"] == 0 and f["vp"][0] == 1
    assert f["energy"][0] == 1


def test_the_bay_monster_pushed_out_by_its_own_smash_heals_with_later_hearts() -> None:
    """Tokyo Bay closes at once when four monsters remain (進入東京, 5-6 players). The active
    Bay monster's SMASH kills a fifth monster: it leaves the Bay (the City is taken), and its
    HEART results resolved afterwards heal it, since it is no longer in Tokyo (治療)."""
    s = table(5, city=1, bay=0, active=0, hp=[6, 10, 1, 10, 10], phase="resolve",
              dice=["smash", "heart", "heart", "1", "2", "3"])
    # in the Bay the hearts do nothing, so the smash is the only group and resolves itself;
    # once out of Tokyo the hearts are a group again, and heal
    f = fx(s, "alive", "bay", "bay_open", "location", "hp", "city", "vp")
    assert f["alive"] == [True, True, False, True, True]
    assert f["bay"] is None and f["bay_open"] is False and f["location"][0] is None
    assert f["hp"] == [8, 10, 0, 9, 9] and f["city"] == 1
    assert f["vp"][0] == 0  # the City is taken and the Bay closed: nothing to enter


def test_the_bay_monster_moving_to_the_empty_city_scores_2_on_its_next_turn() -> None:
    """Bay → City when the count drops to four with the City empty (進入東京): no entry VP
    (rules.md §15.8), but the monster is in Tokyo and gains 2 VP when its next turn starts
    (在東京的效果 [+2])."""
    s = table(5, bay=0, active=0, hp=[10, 10, 1, 10, 10], phase="resolve",
              dice=["smash", *QUIET], roll_results=["energy", *QUIET] * 3 + [*QUIET, "3"])
    f = fx(s, "city", "bay", "vp", "alive_count")
    assert f["alive_count"] == 4 and f["city"] == 0 and f["bay"] is None
    assert f["vp"][0] == 0
    for seat in (1, 3, 4):
        assert s.active == seat
        act(s, seat, "stop_rolling")
    assert s.active == 0 and fx(s, "vp")["vp"][0] == 2


def test_a_smash_killing_the_bay_monster_leaves_only_the_city() -> None:
    """5 players, the active monster's SMASH kills the Bay monster: four remain and the Bay
    is closed, so even with the Bay empty the active monster does not enter it; the City
    monster stays (進入東京, rules.md §4.3)."""
    s = table(5, city=1, bay=2, active=0, hp=[10, 10, 1, 10, 10], phase="resolve",
              dice=["smash", *QUIET])
    assert decision(s) == ("yield", 1)
    act(s, 1, "stay")
    f = fx(s, "city", "bay", "bay_open", "location", "vp")
    assert f["bay_open"] is False and f["bay"] is None and f["city"] == 1
    assert f["location"][0] is None and f["vp"][0] == 0


def test_a_smash_killing_the_bay_monster_then_the_city_yields_enter_the_city() -> None:
    """Same smash, the City monster yields: Tokyo City is empty and the Bay closed, so the
    active monster must enter the City (+1 VP) (進入東京)."""
    s = table(5, city=1, bay=2, active=0, hp=[10, 10, 1, 10, 10], phase="resolve",
              dice=["smash", *QUIET])
    act(s, 1, "yield")
    f = fx(s, "city", "bay", "vp")
    assert f["city"] == 0 and f["bay"] is None and f["vp"][0] == 1


def test_six_players_city_dies_bay_yields_only_the_city_is_entered() -> None:
    """6 players: the City monster dies and the Bay monster yields; five remain so the Bay is
    still in use, yet the active monster enters only one area, the City (rules.md §15.7)."""
    s = table(6, city=1, bay=2, active=0, hp=[10, 1, 10, 10, 10, 10], phase="resolve",
              dice=["smash", *QUIET])
    assert decision(s) == ("yield", 2)
    act(s, 2, "yield")
    f = fx(s, "city", "bay", "bay_open", "vp")
    assert f["bay_open"] is True and f["city"] == 0 and f["bay"] is None
    assert f["vp"][0] == 1


def test_six_players_two_deaths_at_once_close_the_bay_and_move_it_to_the_city() -> None:
    """6 → 4 monsters in one card (Flame Thrower kills the City monster and another): the Bay
    closes at once, its monster moves to the empty City without VP, and card damage opens no
    yield (進入東京; 爪擊 注意)."""
    s = table(6, city=1, bay=2, active=0, hp=[10, 2, 10, 2, 10, 10], energy=[5, 0, 0, 0, 0, 0],
              phase="buy", market=["flame_thrower", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "alive_count", "city", "bay", "bay_open", "vp", "hp")
    assert f["alive_count"] == 4 and f["bay_open"] is False
    assert f["city"] == 2 and f["bay"] is None and f["vp"][2] == 0 and f["hp"][2] == 8
    assert decision(s) == ("buy", 0)


def test_burrowing_yielding_the_bay_hurts_the_monster_entering_the_bay() -> None:
    """Burrowing: when you yield Tokyo, the monster taking your place loses 1 heart; Tokyo Bay
    is Tokyo (東京灣有著跟東京市一樣的效果): the active monster entering the Bay loses 1."""
    s = table(5, city=1, bay=2, active=0, cards=[[], [], ["burrowing"], [], []],
              phase="resolve", dice=["smash", *QUIET])
    act(s, 1, "stay")
    act(s, 2, "yield")
    f = fx(s, "city", "bay", "hp", "vp")
    assert f["city"] == 1 and f["bay"] == 0
    assert f["hp"][:3] == [9, 9, 9] and f["vp"][0] == 1


# ---------------------------------------- what "smashing" is (名詞解析 受傷/爪擊)


def test_wings_against_a_smash_no_heart_lost_so_no_yield_and_no_poison() -> None:
    """投降: only after losing hearts to SMASH; 名詞解析: smashing means making a monster lose
    hearts. The City monster flies away from the damage with Wings: it lost nothing, so it is
    not asked to yield and Poison Spit gives it no token."""
    s = table(3, city=1, active=0, energy=[0, 2, 0], cards=[[], ["wings"], []],
              tiles=[["poison_spit"], [], []], phase="resolve",
              dice=["smash", "smash", *QUIET[:4]])
    assert decision(s) == ("damage", 1)
    act(s, 1, "wings")
    f = fx(s, "hp", "poison", "city", "energy")
    assert f["hp"][1] == 10 and f["poison"][1] == 0 and f["city"] == 1
    assert f["energy"][1] == 0
    assert decision(s) != ("yield", 1)


def test_camouflage_saving_every_heart_means_no_yield() -> None:
    """Camouflage cancels a heart per HEART it rolls; a monster that loses no heart to SMASH
    may not yield (名詞解析 投降)."""
    s = table(3, city=1, active=0, cards=[[], ["camouflage"], []], phase="resolve",
              dice=["smash", *QUIET], roll_results=["heart"])
    f = fx(s, "hp", "city")
    assert f["hp"][1] == 10 and f["city"] == 1
    assert decision(s) != ("yield", 1)


def test_super_jump_on_two_smash_still_loses_one_and_may_yield() -> None:
    """Super Jump cancels the loss of one heart; the other SMASH heart is still lost, so the
    monster was smashed: it takes the Poison token and may yield (名詞解析)."""
    s = table(3, city=1, active=0, energy=[0, 1, 0], cards=[[], ["super_jump"], []],
              tiles=[["poison_spit"], [], []], phase="resolve",
              dice=["smash", "smash", *QUIET[:4]])
    assert decision(s) == ("damage", 1)
    act(s, 1, "super_jump")
    assert decision(s) == ("yield", 1)
    f = fx(s, "hp", "poison", "energy")
    assert f["hp"][1] == 9 and f["poison"][1] == 1 and f["energy"][1] == 0


def test_shrink_ray_and_poison_spit_both_give_their_token() -> None:
    """Shrink Ray (card) and Poison Spit (tile) each give their token to every monster the
    SMASH hurts; that monster then rolls a die fewer and loses a heart at the end of its own
    turn (猛毒唾液&縮小雷射; rules.md §12)."""
    s = table(3, city=0, active=0, cards=[["shrink_ray"], [], []],
              tiles=[["poison_spit"], [], []], phase="resolve", dice=["smash", *QUIET],
              roll_results=["1", "2", "3", "1", "2"])
    f = fx(s, "poison", "shrink", "hp")
    assert f["poison"] == [0, 1, 1] and f["shrink"] == [0, 1, 1] and f["hp"] == [10, 9, 9]
    assert s.active == 1 and len(s.dice) == 5
    act(s, 1, "stop_rolling")
    assert fx(s, "hp")["hp"][1] == 8 and s.active == 2


def test_tokens_stay_on_a_monster_in_tokyo_until_it_is_outside() -> None:
    """猛毒唾液&縮小雷射: a monster in Tokyo cannot remove tokens with its HEART results (and its
    Poison hurts at the end of the turn); outside Tokyo each HEART may remove one instead of
    healing."""
    s = table(3, city=1, active=1, hp=[10, 6, 10], poison=[0, 1, 0], shrink=[0, 1, 0],
              phase="resolve", dice=["heart", "heart", "1", "2", "3"])
    f = fx(s, "poison", "shrink", "hp")
    # in Tokyo: the hearts do nothing, poison hurts at the end of the turn
    assert f["poison"][1] == 1 and f["shrink"][1] == 1 and f["hp"][1] == 5
    assert s.active == 2
    s2 = table(3, active=1, hp=[10, 6, 10], poison=[0, 1, 0], shrink=[0, 1, 0], city=0,
               phase="resolve", dice=["heart", "heart", "1", "2", "3"])
    act(s2, 1, "resolve", group="heart", poison=1, shrink=1)
    assert fx(s2, "poison", "shrink", "hp") == {"poison": [0, 0, 0], "shrink": [0, 0, 0],
                                                "hp": [10, 6, 10]}


# ---------------------------------------- wickedness at the edges (邪惡點數, rules.md §15)


def test_two_thresholds_with_the_lower_stack_empty_give_one_choice() -> None:
    """One gain passing 3 and 6 gives a tile for each threshold (通過的每個判定點); with no
    level-3 tile left, only the level-6 choice comes, and both thresholds count as reached
    (rules.md §15.3-4)."""
    s = table(3, city=1, active=0, wickedness=[2, 0, 0],
              stacks={"3": [], "6": ["cyberbrain", "evil_lair"], "10": ["skybeam"]},
              phase="resolve", dice=["1", "1", "1", "1", "1", "1"])
    assert decision(s) == ("tile", 0)
    assert {a.get("tile") for a in s.legal(0)} == {"cyberbrain", "evil_lair"}
    act(s, 0, "take_tile", tile="evil_lair")
    f = fx(s, "wickedness", "levels_taken", "tiles", "vp")
    assert f["wickedness"][0] == 6 and f["levels_taken"][0] == [3, 6]
    assert f["tiles"][0] == ["evil_lair"] and f["vp"][0] == 4


def test_a_revived_monster_passes_the_thresholds_again() -> None:
    """It Has a Child! takes the counter off the gauge (rules.md §4.2 [RECON]: the record of
    levels is reset too): a monster revived mid-turn that then scores 3 wickedness gets a
    level-3 tile again, and its VP restart from 0."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], vp=[9, 0, 0], wickedness=[4, 0, 0],
              levels_taken=[[3], [], []], tiles=[["devious"], [], []],
              cards=[["it_has_a_child"], ["reflective_hide"], []], phase="resolve",
              dice=["smash", "1", "1", "1", "2", "2", "2"])
    act(s, 0, "resolve", group="smash")
    act(s, 1, "stay")
    # revived: no VP, cards, tiles nor wickedness; the numbers (the last group) then score
    f = fx(s, "alive", "hp", "cards", "tiles", "levels_taken")
    assert f["alive"][0] is True and f["hp"][0] == 10 and f["cards"][0] == []
    assert f["levels_taken"][0] == [3] and f["tiles"][0] == []
    assert decision(s) == ("tile", 0)
    act(s, 0, "take_tile", tile="eternal")
    f = fx(s, "vp", "wickedness", "tiles")
    assert f["vp"][0] == 3 and f["wickedness"][0] == 3 and f["tiles"][0] == ["eternal"]


def test_tile_choice_comes_before_the_other_dice_groups() -> None:
    """The tile taken at a threshold is placed and active at once (將板塊放在自己面前，它的力量
    即刻發動): Skybeam gained from the numbers doubles the ENERGY resolved next."""
    s = table(3, city=1, active=0, wickedness=[9, 0, 0], levels_taken=[[3, 6], [], []],
              phase="resolve", dice=["1", "1", "1", "energy", "energy", "3"])
    act(s, 0, "resolve", group="numbers")
    assert decision(s) == ("tile", 0)
    act(s, 0, "take_tile", tile="skybeam")
    f = fx(s, "energy")
    assert f["energy"][0] == 4


def test_the_two_level_10_tiles_go_to_the_first_two_monsters() -> None:
    """設置 ⑦: only 2 tiles at level 10; each monster reaching 10 picks among what is left:
    the second monster has a single choice."""
    s = table(3, city=2, active=0, wickedness=[9, 9, 0], levels_taken=[[3, 6], [3, 6], []],
              phase="resolve", dice=["1", "1", "1", "2", "3", "energy"],
              roll_results=["1", "1", "1", "2", "3", "energy"])
    act(s, 0, "resolve", group="numbers")
    act(s, 0, "take_tile", tile="skybeam")
    assert fx(s, "energy")["energy"][0] == 2  # Skybeam doubles the energy resolved after it
    act(s, 0, "end_turn")
    assert s.active == 1
    act(s, 1, "stop_rolling")
    act(s, 1, "resolve", group="numbers")
    assert decision(s) == ("tile", 1)
    assert [a.get("tile") for a in s.legal(1)] == ["antimatter_beam"]


# ---------------------------------------- the end of the game (遊戲結束, rules.md §10)


def test_the_last_opponent_killed_ends_the_game_before_the_other_dice() -> None:
    """遊戲中僅剩唯一一隻倖存的怪獸，遊戲立即終止: the game ends the moment the last opponent
    dies: the ENERGY still unresolved is not gained and nobody enters Tokyo."""
    s = table(2, city=1, active=0, hp=[10, 1], phase="resolve",
              dice=["smash", "energy", "energy", "1", "2", "3"])
    act(s, 0, "resolve", group="smash")
    assert s.over and s.winners() == [0]
    f = fx(s, "energy", "vp", "city")
    assert f["energy"][0] == 0 and f["vp"][0] == 0 and f["city"] is None
    assert s.legal(0) == ()


def test_a_monster_that_drops_below_20_before_the_turn_ends_does_not_win() -> None:
    """遊戲結束 is checked at the end of the turn (docs: Winning, "at the end of a turn ... 20 VP
    or more"): a monster at 20 VP that loses 5 to Evacuation Orders in the same turn is below
    20 when the turn ends, and the game goes on."""
    s = table(3, city=1, active=0, vp=[0, 0, 20], energy=[7, 0, 0], phase="buy",
              market=["evacuation_orders", "energize", "skyscraper"],
              roll_results=[*QUIET, "3"])
    act(s, 0, "buy", slot=0)  # no energy left: the turn ends
    assert fx(s, "vp")["vp"][2] == 15
    assert not s.over and s.active == 1


def test_energy_hoarder_at_the_end_of_the_turn_counts_for_the_20_vp_check() -> None:
    """回合結束: end-of-turn cards act before the dice pass on; 20 VP at the end of the turn
    wins: Energy Hoarder's end-of-turn VP takes 19 to 20 and wins."""
    s = table(3, city=1, active=0, vp=[19, 0, 0], energy=[6, 0, 0],
              cards=[["energy_hoarder"], [], []], phase="buy")
    if decision(s) == ("buy", 0):
        act(s, 0, "end_turn")
    assert fx(s, "vp")["vp"][0] == 20
    assert s.over and s.winners() == [0]


def test_metamorph_sells_before_energy_hoarder_counts() -> None:
    """回合結束: Metamorph's sale and Energy Hoarder both act at the end of the turn; the
    energy gained from a sale is held when Energy Hoarder counts (docs: turn overview, the
    sale window comes before the end-of-turn powers)."""
    s = table(3, city=1, active=0, energy=[0, 0, 0],
              cards=[["metamorph", "energy_hoarder", "extra_head"], [], []], phase="buy")
    assert decision(s) == ("sell", 0)
    act(s, 0, "sell", card=inst(s, 0, "extra_head"))
    act(s, 0, "end_turn")
    f = fx(s, "energy", "vp")
    assert f["energy"][0] == 7 and f["vp"][0] == 1 and s.active == 1


def test_the_active_monster_dying_with_20_leaves_the_win_to_the_others_at_20() -> None:
    """You must survive your turn to win (超能力卡和邪惡板塊解析); the active monster dies
    with 25 VP (Jet Fighters) and the two others at 20 share the win (docs: Winning)."""
    s = table(4, city=1, active=0, hp=[4, 10, 10, 10], vp=[20, 20, 20, 3], energy=[5, 0, 0, 0],
              phase="buy", market=["jet_fighters", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert s.over and s.winners() == [1, 2]


def test_final_roar_wins_at_once_over_a_monster_reaching_20_this_turn() -> None:
    """Final Roar: eliminated with 16 VP or more, you win instead (docs: at once); the active
    monster reaching 20 VP in the same turn only wins at the end of the turn, which never
    comes."""
    s = table(3, city=1, active=0, hp=[10, 1, 10], vp=[19, 16, 0],
              tiles=[[], ["final_roar"], []], phase="resolve",
              dice=["1", "1", "1", "smash", "energy", "3"], levels_taken=[[3, 6, 10], [], []])
    act(s, 0, "resolve", group="numbers")
    assert fx(s, "vp")["vp"][0] == 20 and not s.over
    act(s, 0, "resolve", group="smash")
    assert s.over and s.winners() == [1]


def test_poison_at_the_end_of_the_turn_kills_the_last_opponent_of_a_20_vp_monster() -> None:
    """The active monster dies of Poison at the end of its own turn; one monster is left and
    wins at once, even though the dead one had 20 VP (rules.md §10, §12)."""
    s = table(2, city=1, active=0, hp=[1, 10], vp=[22, 5], poison=[1, 0], phase="buy")
    if decision(s) == ("buy", 0):
        act(s, 0, "end_turn")
    assert s.over and s.winners() == [1]


def test_no_winner_when_the_last_two_die_at_the_end_of_a_turn() -> None:
    """所有怪獸在同時間全部被消滅，則所有玩家皆輸掉遊戲: a three-player game down to two
    monsters; High Altitude Bombing kills both at once: no winner."""
    s = table(3, city=1, active=0, hp=[3, 3, 0], alive=[True, True, False],
              energy=[4, 0, 0], phase="buy",
              market=["high_altitude_bombing", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert s.over and s.winners() == []
    assert fx(s, "alive")["alive"] == [False, False, False]


# ---------------------------------------- buying at the edges (購買超能力卡, rules.md §4.4)


def test_sweep_with_an_empty_deck_and_discard_brings_back_the_same_cards() -> None:
    """換牌: the three cards are discarded and three new ones revealed; with no deck and no
    discard pile, the discard pile (the swept cards) is shuffled into the new deck (docs:
    Market refill), so the same three cards come back, for 2 energy."""
    s = table(3, city=1, active=0, energy=[2, 0, 0], phase="buy",
              market=["corner_store", "energize", "skyscraper"])
    s.deck.clear()
    s.discard.clear()
    act(s, 0, "sweep")
    f = fx(s, "market", "energy", "deck_size", "discard_size")
    assert sorted(f["market"]) == ["corner_store", "energize", "skyscraper"]
    assert f["energy"][0] == 0 and f["deck_size"] == 0 and f["discard_size"] == 0


def test_a_keep_card_bought_acts_at_once_on_the_next_purchase() -> None:
    """購買超能力卡: a KEEP card is active immediately: Alien Origin lowers the price of the
    card revealed in its slot, bought in the same step."""
    s = table(3, city=1, active=0, energy=[5, 0, 0],
              phase="buy", market=["alien_origin", "energize", "skyscraper"],
              deck_top=["corner_store"])
    act(s, 0, "buy", slot=0)
    assert s.view(0)["market"][0]["price"] == 2
    act(s, 0, "buy", slot=0)
    assert fx(s, "energy", "vp")["energy"][0] == 0


def test_opportunist_death_from_above_takes_the_city_on_another_turn() -> None:
    """Opportunist buys a new card at once, on any turn; Death From Above puts its buyer in
    Tokyo City (+2 VP, +1 VP for entering) and the active monster in the City must leave."""
    s = table(3, city=0, active=0, energy=[2, 0, 5], cards=[[], [], ["opportunist"]],
              phase="buy", deck_top=["death_from_above"])
    act(s, 0, "sweep")
    assert decision(s) == ("opportunist", 2)
    slot = fx(s, "market")["market"].index("death_from_above")
    act(s, 2, "buy", slot=slot)
    f = fx(s, "city", "vp", "location", "energy")
    assert f["city"] == 2 and f["vp"][2] == 3 and f["location"][0] is None
    assert f["energy"][2] == 0


def test_opportunist_is_not_asked_for_a_card_it_cannot_afford() -> None:
    """Opportunist buys at the card's normal cost: with too little energy it is not asked."""
    s = table(3, city=1, active=0, energy=[2, 0, 2], cards=[[], [], ["opportunist"]],
              phase="buy", deck_top=["skyscraper", "apartment_building", "frenzy"])
    act(s, 0, "sweep")
    assert decision(s) != ("opportunist", 2)


# ---------------------------------------- Fluxling at the edges (同步熔劑)


def test_fluxling_gained_with_no_keep_card_in_play_copies_nothing() -> None:
    """同步熔劑 copies a KEEP card; with none in play there is nothing to choose, and the turn
    goes on."""
    s = table(3, city=1, active=0, wickedness=[5, 0, 0], levels_taken=[[3], [], []],
              options={"tiles": "green"}, phase="resolve",
              dice=["1", "1", "1", "2", "3", "energy"])
    act(s, 0, "resolve", group="numbers")
    act(s, 0, "take_tile", tile="fluxling")
    assert decision(s) != ("copy", 0)
    f = fx(s, "copy", "tiles", "energy")
    assert f["copy"][0] is None and f["tiles"][0] == ["fluxling"]


def test_fluxling_copy_ends_when_the_copied_cards_owner_is_eliminated() -> None:
    """如果被複製的卡片已丟棄，則同步熔劑效果解除: an eliminated monster's KEEP cards are
    discarded (爪擊), so a copy of one of them ends."""
    s = table(3, city=0, active=0, hp=[10, 1, 10], cards=[[], ["extra_head"], []],
              tiles=[["fluxling"], [], []], copy=["extra_head", None, None],
              phase="resolve", dice=["smash", *QUIET])
    f = fx(s, "alive", "copy", "dice_count", "discard")
    assert f["alive"][1] is False and f["copy"][0] is None
    assert f["dice_count"][0] == 6 and "extra_head" in f["discard"]


# ---------------------------------------- player counts (遊戲概述, 設置, 2人遊戲的變體規則)


def test_six_players_each_monster_distinct_and_the_second_enters_the_bay() -> None:
    """6 players use the City and the Bay (設置): the first player enters the City, the next
    monster with Tokyo City taken enters the Bay."""
    s = GAME.new(6, 3)
    first = s.first
    assert len({m["monster"] for m in s.view(None)["monsters"]}) == 6
    s2 = table(6, city=first, active=(first + 1) % 6, phase="resolve", dice=[*QUIET, "3"])
    f = fx(s2, "city", "bay", "vp")
    assert f["city"] == first and f["bay"] == (first + 1) % 6
    assert f["vp"][(first + 1) % 6] == 1


def test_two_player_variant_does_not_change_the_20_vp_win() -> None:
    """2人遊戲的變體規則: 其他原規則保持不變 — 20 VP still wins at the end of the turn."""
    s = table(2, options={"two_player_variant": True}, city=0, active=0, vp=[19, 0],
              phase="start", roll_results=["3", "3", "3", "1", "2", "energy"])
    assert fx(s, "vp", "energy")["energy"][0] == 1  # start in Tokyo: energy, not VP
    act(s, 0, "stop_rolling")
    act(s, 0, "resolve", group="numbers")
    assert fx(s, "vp")["vp"][0] == 22 and not s.over
    act(s, 0, "end_turn")
    assert s.over and s.winners() == [0]


def test_two_players_smash_from_tokyo_hits_the_only_other_monster() -> None:
    """爪擊: from Tokyo the SMASH hits every monster outside — with two players, the other."""
    s = table(2, city=0, active=0, phase="resolve", dice=["smash", "smash", "smash", *QUIET[:3]])
    assert fx(s, "hp")["hp"] == [10, 7]


# ---------------------------------------- card timing against the rules


def test_start_of_turn_in_tokyo_scores_with_the_start_tiles_before_the_roll() -> None:
    """[+2] at the start of your turn in Tokyo: gained before rolling (回合流程), on the
    turn's start, together with start-of-turn tiles (Eternal) — the heal outside the dice
    works in Tokyo too."""
    s = table(3, city=0, active=0, hp=[7, 10, 10], tiles=[["eternal", "sonic_boomer"], [], []],
              levels_taken=[[3, 6], [], []], phase="start", roll_results=[*QUIET, "3"])
    f = fx(s, "vp", "hp")
    assert f["vp"][0] == 3 and f["hp"][0] == 8
    assert decision(s) == ("roll", 0)


def test_nanobots_at_the_start_and_poison_at_the_end_of_the_same_turn() -> None:
    """Nanobots heals at the start of the turn (below 3 hearts); Poison hurts at its end: a
    monster at 1 heart with 2 Poison survives its turn at 1 (rules.md §12)."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], poison=[2, 0, 0],
              cards=[["nanobots"], [], []], phase="start", roll_results=[*QUIET, "3"])
    assert fx(s, "hp")["hp"][0] == 3
    act(s, 0, "stop_rolling")
    f = fx(s, "hp", "alive")
    assert f["hp"][0] == 1 and f["alive"][0] is True and s.active == 1


def test_herbivore_reaching_20_at_the_end_of_the_turn_wins() -> None:
    """Herbivore's end-of-turn VP counts for the 20 VP check made at the end of the turn."""
    s = table(3, city=1, active=0, vp=[19, 0, 0], cards=[["herbivore"], [], []],
              phase="resolve", dice=["energy", *QUIET])
    assert s.over and s.winners() == [0]


def test_eater_of_the_dead_does_not_feed_on_its_own_death() -> None:
    """Eater of the Dead: 3 VP each time ANOTHER monster drops to 0 (docs: Deaths); its owner
    dying together with another monster gains nothing from either."""
    s = table(3, city=1, active=0, hp=[3, 3, 10], energy=[4, 0, 0], vp=[0, 2, 0],
              cards=[[], ["eater_of_the_dead"], []], phase="buy",
              market=["high_altitude_bombing", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "alive", "vp")
    assert f["alive"] == [False, False, True]
    assert s.over and s.winners() == [2]


def test_psychic_probe_has_nothing_to_reroll_without_dice() -> None:
    """Psychic Probe rerolls one of the active monster's dice after its last roll: a monster
    whose Shrink Ray tokens leave it no dice has no die to reroll (docs: No dice)."""
    s = table(3, active=0, city=1, shrink=[6, 0, 0], cards=[[], ["psychic_probe"], []],
              phase="start")
    # no dice, the City taken, no energy: the turn of seat 0 ended without a probe question
    assert s.active == 1 and decision(s) == ("roll", 1)
    assert fx(s, "cards")["cards"][1] == ["psychic_probe"]


def test_fire_breathing_with_nobody_in_tokyo_still_burns_the_neighbours() -> None:
    """The first SMASH of the game hurts nobody (爪擊: 第一個擲出爪的怪獸不會讓其他怪獸損失),
    but Fire Breathing is a card effect on the neighbours, wherever they are (火炎吐息; docs:
    Fire Breathing): both lose 1, and the monster then enters the empty City."""
    s = table(4, active=0, cards=[["fire_breathing"], [], [], []], phase="resolve",
              dice=["smash", *QUIET])
    f = fx(s, "hp", "city", "vp")
    assert f["hp"] == [10, 9, 10, 9] and f["city"] == 0 and f["vp"][0] == 1


# ---------------------------------------- revivals, defences and Poison at the turn's end


def test_it_has_a_child_in_tokyo_on_its_own_turn_reenters_the_empty_city() -> None:
    """It Has a Child!: at 0 hearts the monster leaves Tokyo and loses its VP, but it is not
    eliminated and its turn goes on: in its Enter Tokyo step the City is empty, so it must
    enter again (+1 VP) (進入東京)."""
    s = table(3, city=0, active=0, hp=[1, 10, 10], vp=[5, 0, 0],
              cards=[["it_has_a_child"], ["reflective_hide"], []], phase="resolve",
              dice=["smash", "energy", *QUIET[:4]])
    act(s, 0, "resolve", group="smash")
    f = fx(s, "alive", "hp", "vp", "city", "energy")
    assert f["alive"][0] is True and f["hp"] == [10, 9, 9]
    assert f["vp"][0] == 1 and f["city"] == 0 and f["energy"][0] == 1


def test_wings_used_earlier_in_the_turn_also_stops_poison() -> None:
    """Wings: no hearts lost for the rest of the turn — the Poison lost at the end of the
    owner's own turn (rules.md §12) is part of that turn."""
    s = table(3, city=1, active=0, poison=[2, 0, 0], energy=[6, 0, 0], cards=[["wings"], [], []],
              phase="buy", market=["high_altitude_bombing", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("damage", 0)
    act(s, 0, "wings")
    f = fx(s, "hp", "alive", "poison")
    assert f["hp"] == [10, 7, 7] and f["alive"][0] is True and f["poison"][0] == 2
    assert s.active == 1


def test_rapid_healing_saves_a_monster_from_its_poison() -> None:
    """Rapid Healing, at any time: pay 2 energy to gain 1 heart, also to avoid dropping to 0
    from Poison at the end of the turn (docs: Damage window)."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], poison=[1, 0, 0], energy=[2, 0, 0],
              cards=[["rapid_healing"], [], []], phase="buy")
    act(s, 0, "end_turn")
    assert decision(s) == ("damage", 0)
    act(s, 0, "rapid_heal")
    f = fx(s, "hp", "energy", "alive")
    assert f["hp"][0] == 1 and f["energy"][0] == 0 and f["alive"][0] is True
    assert s.active == 1


def test_final_roar_on_the_holders_own_poison_death() -> None:
    """Final Roar: eliminated with 16 VP or more, you win — also when Poison kills the holder
    at the end of its own turn."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], vp=[16, 19, 0], poison=[1, 0, 0],
              tiles=[["final_roar"], [], []], phase="buy")
    assert s.over and s.winners() == [0]


def test_final_roar_wins_even_when_everyone_dies_together() -> None:
    """All monsters eliminated together means no winner (超能力卡和邪惡板塊解析) — unless one
    of them holds Final Roar with 16 VP, which wins instead (docs: Final Roar)."""
    s = table(2, city=1, active=0, hp=[3, 3], vp=[0, 16], energy=[4, 0],
              tiles=[[], ["final_roar"]], phase="buy",
              market=["high_altitude_bombing", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "alive")["alive"] == [False, False]
    assert s.over and s.winners() == [1]


def test_reflective_hide_on_both_sides_bounces_until_one_is_out() -> None:
    """Reflective Hide against its Fluxling copy: each reflected loss is reflected again until
    one side is out of hearts (docs: Reflective Hide on both sides)."""
    s = table(3, city=1, active=0, hp=[3, 10, 10], cards=[["reflective_hide"], [], []],
              tiles=[[], ["fluxling"], []], copy=[None, "reflective_hide", None],
              phase="resolve", dice=["smash", *QUIET])
    f = fx(s, "hp", "alive")
    assert f["alive"] == [False, True, True] and f["hp"][:2] == [0, 6]


# ---------------------------------------- extra turns at the edges (回合結束, 在東京的效果)


def test_freeze_time_with_a_shrink_ray_token() -> None:
    """Freeze Time's extra turn rolls one die fewer; a Shrink Ray token takes one more: 4."""
    s = table(3, city=1, active=0, shrink=[1, 0, 0], cards=[["freeze_time"], [], []],
              levels_taken=[[3], [], []], phase="resolve", dice=["1", "1", "1", "2", "3"],
              roll_results=["1", "2", "3", "1"])
    assert s.active == 0 and s.extra
    assert len(s.dice) == 4 and fx(s, "dice_count")["dice_count"][0] == 4


def test_two_player_variant_extra_turn_in_tokyo_gives_energy() -> None:
    """[+2] applies to extra turns too (這也包含...額外的回合); with the two-player variant the
    start in Tokyo gives 1 energy instead, on the Frenzy turn as well."""
    s = table(2, options={"two_player_variant": True}, city=0, active=0, energy=[7, 0],
              phase="buy", market=["frenzy", "energize", "skyscraper"],
              roll_results=[*QUIET, "3"])
    act(s, 0, "buy", slot=0)
    assert s.active == 0 and s.extra
    assert fx(s, "vp", "energy") == {"vp": [0, 0], "energy": [1, 0]}


# ---------------------------------------- the deck running out (rules.md §4.4 [RECON])


def test_made_in_a_lab_sees_the_new_deck_after_buying_the_last_card() -> None:
    """Made in a Lab: look at and buy the top card of the deck. When the deck runs out the
    discard pile is shuffled into a new deck (rules.md §4.4 [RECON]; docs: Deck), so once the
    last card is bought from the top, the new deck's top card can be seen and bought."""
    s = table(3, city=1, active=0, cards=[["made_in_a_lab"], [], []], energy=[20, 0, 0],
              phase="buy", market=["energize", "skyscraper", "frenzy"],
              deck_top=["corner_store"], discard=["commuter_train", "tank"])
    del s.deck[:-1]  # the corner store is the last card of the deck
    assert s.view(0)["top_card"]["id"] == "corner_store"
    act(s, 0, "buy_top")
    assert fx(s, "deck_size")["deck_size"] + fx(s, "discard_size")["discard_size"] == 3
    top = s.view(0)["top_card"]
    assert top is not None and top["id"] in {"corner_store", "commuter_train", "tank"}
    assert "buy_top" in kinds_of(s, 0)


# ---------------------------------------- more dice than the grey six, options


def test_seven_ones_on_eight_dice() -> None:
    """Yellow dice (設置 ⑤; Extra Head, Cyberbrain) count like the grey ones: seven 1s give
    1 VP + 4 for the extra 1s and 2 wickedness per full triple (two triples: 4), 6 → 10,
    reaching the level-10 threshold (勝利點數, 邪惡點數)."""
    s = table(3, city=1, active=0, cards=[["extra_head"], [], []], tiles=[["cyberbrain"], [], []],
              wickedness=[6, 0, 0], levels_taken=[[3, 6], [], []], phase="resolve",
              dice=["1"] * 7 + ["energy"])
    act(s, 0, "resolve", group="numbers")
    f = fx(s, "vp", "wickedness")
    assert f["vp"][0] == 5 and f["wickedness"][0] == 10
    assert decision(s) == ("tile", 0)
    assert {a.get("tile") for a in s.legal(0)} == {"antimatter_beam", "skybeam"}


def test_mixed_tiles_option_offers_the_faces_dealt_at_setup() -> None:
    """設置 ⑦: in later games each tile may show its red or its green side ("mix"): every
    tile is stacked with exactly one face up, and a threshold offers the faces of that stack."""
    s = GAME.new(3, 7, {"tiles": "mix"})
    stacks = fx(s, "stacks")["stacks"]
    faces = [face for level in ("3", "6", "10") for face in stacks[level]]
    pairs = GAME.content.tile_pairs
    assert len(faces) == 10
    assert all(sum(face in pair for face in faces) == 1 for pair in pairs)
    sides = {GAME.content.tiles[face].side for face in faces}
    assert sides == {"red", "green"}  # this seed mixes both sides
    t = table(3, seed=7, city=1, active=0, options={"tiles": "mix"}, wickedness=[2, 0, 0],
              phase="resolve", dice=["2", "2", "2", "1", "3", "energy"])
    act(t, 0, "resolve", group="numbers")
    assert decision(t) == ("tile", 0)
    assert sorted(a.get("tile") for a in t.legal(0)) == sorted(stacks["3"])


# ---------------------------------------- two defences on one loss


def test_armor_plating_and_camouflage_do_not_depend_on_the_order_they_were_bought() -> None:
    """Armor Plating (ignore a loss of exactly 1 heart) and Camouflage (a die per heart, each
    HEART cancels one) on a 2-heart SMASH, the Camouflage dice showing HEART and 1: no card
    text or rule makes the outcome depend on which card was bought first."""
    outcomes = []
    for cards in (["armor_plating", "camouflage"], ["camouflage", "armor_plating"]):
        s = table(3, city=1, active=0, cards=[[], cards, []], phase="resolve",
                  dice=["smash", "smash", *QUIET[:4]], roll_results=["heart", "1"])
        outcomes.append(fx(s, "hp")["hp"][1])
    assert outcomes == [10, 10]  # the HEART saves one, Armor Plating ignores the other


def test_armor_plating_ignores_a_loss_of_one_before_camouflage_rolls() -> None:
    """The owner's best order of its two reducers, whatever order they were bought in: a loss
    of exactly 1 is ignored by Armor Plating with no Camouflage die rolled (docs/kingoftokyo.md,
    "Armor Plating with Camouflage")."""
    from ludoteca.games.kingoftokyo import effects

    for cards in (["armor_plating", "camouflage"], ["camouflage", "armor_plating"]):
        s = table(3, city=1, active=0, cards=[[], cards, []], phase="roll",
                  dice=["1", "2", "3", "1", "2", "3"], roll_results=["heart"])
        forced = list(s.forced)
        assert forced  # the Camouflage die is waiting, unrolled
        s._ev = []
        assert effects.reduce_damage(s, 1, 1) == 0
        assert [e.kind for e in s._ev] == ["damage_prevented"]
        assert s.forced == forced


@pytest.mark.parametrize("card", ["it_has_a_child", "zombify"])
def test_a_revival_is_no_elimination_so_final_roar_does_not_win(card: str) -> None:
    """It Has a Child! and Zombify: at 0 hearts the monster is *not eliminated* but starts
    over (losing its VP); Final Roar wins only on an elimination, so it does not win here
    (docs/kingoftokyo.md, "Final Roar with a revival")."""
    s = table(3, city=1, active=0, hp=[10, 1, 10], vp=[0, 17, 0],
              cards=[[], [card], []], tiles=[[], ["final_roar"], []], phase="resolve",
              dice=["smash", "1", "2", "3", "energy", "2"])
    act(s, 0, "resolve", group="smash")
    f = fx(s, "alive", "vp", "hp")
    assert not s.over
    assert f["alive"][1] and f["vp"][1] == 0 and f["hp"][1] == (10 if card == "it_has_a_child"
                                                                else 12)


def test_an_attacker_dying_in_its_own_smash_asks_nobody_to_yield() -> None:
    """Reflective Hide kills the active monster during its own smash: its turn ends, and the
    monster it hurt in Tokyo is not asked to yield, since nobody would take its place
    (docs/kingoftokyo.md, "An attacker dying in its own smash")."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], cards=[[], ["reflective_hide"], []],
              phase="resolve", dice=["smash", "1", "2", "3", "energy", "2"])
    act(s, 0, "resolve", group="smash")
    f = fx(s, "alive", "hp")
    assert not f["alive"][0] and f["hp"][1] == 9
    assert decision(s) != ("yield", 1)
    assert fx(s, "city")["city"] == 1
