"""One test per power card (65 ids, 66 physical cards), plus the rulebook clarifications.

Each test sets up the exact situation with a scenario block, drives the real turn flow and checks
exact hearts, VP, energy, tokens, cards and locations. Seats sit clockwise; two-player tables use
the plain rules (Tokyo gives VP) unless a test says otherwise. Tests are named
`test_card_<id>` (more on one card: `test_card_<id>__<what>`); the last test checks that every
card id has one.
"""

from __future__ import annotations

import pytest

from ludoteca.core.errors import IllegalAction

from .cardkit import (
    CARD_IDS,
    CONTENT,
    act,
    can,
    f,
    inst,
    legal_kinds,
    missing_tests,
    of_kind,
    pending,
    resolve,
    resolve_all,
    snap,
    table,
)

QUIET = ["1", "2", "3", "energy", "energy", "heart"]  # no triple, no SMASH


# ====================================================================== KEEP cards


def test_card_acid_attack():
    # no SMASH rolled, yet the monster in Tokyo loses 1 heart
    s = table(active=0, city=1, cards=[["acid_attack"], []], hp=[8, 10], phase="resolve",
              dice=["1", "2", "energy", "energy", "heart", "heart"])
    assert s.view(0)["dice"]["smash"] == 1
    resolve(s, "energy", "smash")
    assert pending(s) == ("yield", 1)
    assert f(s, "hp") == [8, 9]
    act(s, 1, "stay")  # the hearts resolve by themselves
    assert snap(s, "hp", "vp", "energy", "city") == {
        "hp": [10, 9], "vp": [0, 0], "energy": [2, 0], "city": 1}


def test_card_alien_origin():
    s = table(active=0, cards=[["alien_origin"], []], energy=[4, 0], phase="buy",
              market=["apartment_building", "corner_store", "energize"])
    assert [c["price"] for c in s.view(0)["market"]] == [4, 2, 7]
    assert [c["price"] for c in s.view(1)["market"]] == [5, 3, 8]
    events = act(s, 0, "buy", slot=0)
    assert of_kind(events, "buy")[0]["price"] == 4
    assert f(s, "energy.0") == 0
    assert f(s, "vp.0") == 3


def test_card_alpha_monster():
    s = table(active=0, city=1, cards=[["alpha_monster"], []], phase="resolve",
              dice=["smash", "1", "2", "3", "energy", "heart"])
    resolve(s, "energy")
    assert f(s, "vp.0") == 0
    resolve(s, "smash")
    assert pending(s) == ("yield", 1)
    assert snap(s, "vp", "hp") == {"vp": [1, 0], "hp": [10, 9]}


def test_card_alpha_monster__no_smash_no_vp():
    s = table(active=0, city=1, cards=[["alpha_monster"], []], energy=[2, 0], phase="resolve",
              dice=QUIET)
    resolve_all(s)
    assert pending(s) == ("buy", 0)
    assert f(s, "vp") == [0, 0]


def test_card_armor_plating():
    s = table(active=0, city=1, cards=[[], ["armor_plating"]], phase="resolve",
              dice=["smash", "1", "2", "3", "energy", "energy"])
    events = resolve(s, "energy", "smash")
    assert of_kind(events, "damage_prevented") == [{"seat": 1, "amount": 1,
                                                    "why": "armor_plating"}]
    assert f(s, "hp.1") == 10
    assert pending(s) == ("buy", 0)  # not hurt: no yield decision


def test_card_armor_plating__two_hearts_taken_in_full():
    s = table(active=0, city=1, cards=[[], ["armor_plating"]], energy=[2, 0], phase="resolve",
              dice=["smash", "smash", "1", "2", "3", "energy"])
    resolve(s, "energy", "smash")
    assert f(s, "hp.1") == 8
    assert pending(s) == ("yield", 1)


def test_card_background_dweller():
    s = table(active=0, cards=[["background_dweller"], []], phase="roll", rolls_left=0,
              dice=["3", "3", "1", "2", "energy", "heart"], roll_results=["smash"])
    assert can(s, 0, "reroll", dice=0b01)
    assert can(s, 0, "reroll", dice=0b11)
    assert not can(s, 0, "reroll", dice=0b100)  # a 1: no free reroll
    act(s, 0, "reroll", dice=0b01)
    assert f(s, "dice") == ["smash", "3", "1", "2", "energy", "heart"]
    assert f(s, "rolls_left") == 0
    assert can(s, 0, "reroll", dice=0b10)
    assert not can(s, 0, "reroll", dice=0b01)


def test_card_background_dweller__not_without_the_card():
    s = table(active=0, phase="roll", rolls_left=0, energy=[2, 0],
              dice=["3", "3", "1", "2", "energy", "heart"])
    # no roll left and no card: rolling is over, the dice resolve
    assert pending(s) == ("resolve", 0) or pending(s) == ("buy", 0)
    assert not can(s, 0, "reroll", dice=0b01)


def test_card_burrowing():
    s = table(active=0, city=0, cards=[["burrowing"], []], energy=[2, 0], phase="resolve",
              dice=["smash", "1", "2", "3", "energy", "energy"])
    assert s.view(0)["dice"]["smash"] == 2
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [10, 8]


def test_card_burrowing__yield_hurts_the_monster_taking_the_place():
    s = table(active=1, city=0, cards=[["burrowing"], []], phase="resolve",
              dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    assert pending(s) == ("yield", 0)
    assert f(s, "hp") == [9, 10]
    act(s, 0, "yield")
    # seat 1 enters Tokyo City (+1 VP) and loses 1 heart to the burrower
    assert snap(s, "city", "hp", "vp") == {"city": 1, "hp": [9, 9], "vp": [0, 1]}


def test_card_camouflage():
    s = table(active=0, city=1, cards=[[], ["camouflage"]], phase="resolve",
              dice=["smash", "smash", "1", "2", "3", "energy"], roll_results=["heart", "1"])
    events = resolve(s, "energy", "smash")
    assert of_kind(events, "camouflage") == [{"seat": 1, "faces": ["heart", "1"], "saved": 1}]
    assert f(s, "hp.1") == 9


def test_card_complete_destruction():
    s = table(active=0, city=1, cards=[["complete_destruction"], []], hp=[8, 10],
              phase="resolve", dice=["1", "2", "3", "energy", "heart", "smash"])
    resolve(s, "numbers")
    assert f(s, "vp.0") == 9
    resolve(s, "energy", "smash")
    act(s, 1, "stay")  # hearts resolve; nothing to buy: seat 1 starts its turn in Tokyo (+2)
    assert snap(s, "vp", "hp", "energy") == {"vp": [9, 2], "hp": [9, 9], "energy": [1, 0]}


def test_card_complete_destruction__five_faces_only():
    s = table(active=0, cards=[["complete_destruction"], []], energy=[2, 0], phase="resolve",
              dice=["1", "2", "3", "energy", "heart", "heart"])
    assert "numbers" not in {a.get("group") for a in s.legal(0)}
    resolve_all(s)
    assert f(s, "vp.0") == 1  # entering Tokyo only


def test_card_media_friendly():
    s = table(active=0, cards=[["media_friendly"], []], energy=[3, 0], phase="buy",
              market=["corner_store", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert snap(s, "vp", "energy") == {"vp": [2, 0], "energy": [0, 0]}


def test_card_eater_of_the_dead():
    s = table(3, active=0, city=1, hp=[10, 1, 10], cards=[[], [], ["eater_of_the_dead"]],
              phase="resolve", dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    assert snap(s, "alive", "vp", "city") == {
        "alive": [True, False, True], "vp": [1, 0, 3], "city": 0}


def test_card_energy_hoarder():
    s = table(active=0, cards=[["energy_hoarder"], []], energy=[13, 0], phase="buy")
    act(s, 0, "end_turn")
    assert snap(s, "vp", "energy", "active") == {"vp": [2, 0], "energy": [13, 0], "active": 1}


def test_card_even_bigger():
    s = table(active=0, energy=[4, 0], phase="buy",
              market=["even_bigger", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert snap(s, "hp", "max_hp", "energy") == {"hp": [12, 10], "max_hp": [12, 10],
                                                 "energy": [0, 0]}


def test_card_extra_head():
    faces = ["1", "2", "3", "energy", "heart", "smash", "smash"]
    s = table(active=0, cards=[["extra_head"], []], phase="start", roll_results=faces)
    assert f(s, "dice_count") == [7, 6]
    assert f(s, "dice") == faces


def test_card_fire_breathing():
    # 4 players: seat 0 outside smashes seat 1 (Tokyo); both neighbours (1 and 3) burn
    s = table(4, active=0, city=1, cards=[["fire_breathing"], [], [], []], phase="resolve",
              dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [10, 8, 10, 9]


def test_card_fire_breathing__neighbour_in_tokyo_beside_you():
    # 5 players: seat 0 in the City, its neighbour seat 1 in the Bay is not smashed but burns;
    # the other neighbour (seat 4, outside) is smashed and burns
    s = table(5, active=0, city=0, bay=1, cards=[["fire_breathing"], [], [], [], []],
              phase="resolve", dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [10, 9, 9, 9, 8]


def test_card_fire_breathing__single_opponent_loses_one_more():
    s = table(active=0, city=1, cards=[["fire_breathing"], []], phase="resolve",
              dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [10, 8]  # 1 smash + 1 fire, not 2 fire


def test_card_fire_breathing__no_smash_no_fire():
    s = table(4, active=0, city=1, cards=[["fire_breathing"], [], [], []], energy=[2, 0, 0, 0],
              phase="resolve", dice=QUIET)
    resolve_all(s)
    assert f(s, "hp") == [10, 10, 10, 10]


def test_card_freeze_time():
    s = table(active=0, city=1, cards=[["freeze_time"], []], phase="resolve",
              dice=["1", "1", "1", "2", "energy", "heart"],
              roll_results=["heart", "heart", "heart", "heart", "heart"])
    resolve(s, "numbers")
    assert f(s, "extra_turns") == [0]
    resolve(s, "energy")  # hearts resolve; nothing to buy with 1 energy: the turn ends
    assert s.active == 0 and s.extra
    assert f(s, "dice_count.0") == 5
    assert f(s, "dice") == ["heart"] * 5
    assert f(s, "vp") == [1, 0]


def test_card_friend_of_children():
    s = table(active=0, cards=[["friend_of_children"], []], phase="resolve",
              dice=["energy", "energy", "1", "2", "3", "heart"])
    resolve(s, "energy")
    assert f(s, "energy.0") == 3


def test_card_giant_brain():
    s = table(active=0, cards=[["giant_brain"], []], phase="start", roll_results=QUIET)
    assert f(s, "rolls_left") == 3


def test_card_gourmet():
    s = table(active=0, cards=[["gourmet"], []], phase="resolve",
              dice=["1", "1", "1", "2", "energy", "heart"])
    resolve(s, "numbers")
    assert snap(s, "vp", "wickedness") == {"vp": [3, 0], "wickedness": [2, 0]}


def test_card_herbivore():
    s = table(active=0, cards=[["herbivore"], []], energy=[2, 0], phase="buy")
    act(s, 0, "end_turn")
    assert f(s, "vp") == [1, 0]


def test_card_herbivore__not_after_smashing():
    s = table(active=0, city=1, cards=[["herbivore"], []], energy=[2, 0], phase="resolve",
              dice=["smash", "1", "2", "3", "heart", "heart"])
    resolve(s, "smash")
    act(s, 1, "stay")
    act(s, 0, "end_turn")
    assert f(s, "vp.0") == 0
    assert s.active == 1


def test_card_herd_culler():
    s = table(active=0, cards=[["herd_culler"], []], phase="resolve",
              dice=["1", "1", "2", "3", "energy", "heart"])
    assert not can(s, 0, "set_die", die=2, face="2", source="herd_culler")
    act(s, 0, "set_die", die=2, face="1", source="herd_culler")
    assert f(s, "dice") == ["1", "1", "1", "3", "energy", "heart"]
    assert not any(a.kind == "set_die" for a in s.legal(0))  # once per turn
    resolve(s, "numbers")
    assert snap(s, "vp", "wickedness") == {"vp": [1, 0], "wickedness": [2, 0]}


def test_card_it_has_a_child():
    s = table(active=0, city=1, hp=[10, 1], vp=[0, 8], energy=[0, 5], wickedness=[0, 4],
              cards=[[], ["it_has_a_child", "alien_origin"]], tiles=[[], ["skulking"]],
              phase="resolve", dice=["smash", "smash", "1", "2", "3", "energy"])
    resolve(s, "energy", "smash")
    assert snap(s, "alive", "hp", "vp", "energy", "wickedness", "cards", "tiles", "city") == {
        "alive": [True, True], "hp": [10, 10], "vp": [1, 0], "energy": [1, 5],
        "wickedness": [0, 0], "cards": [[], []], "tiles": [[], []], "city": 0}
    assert f(s, "levels_taken.1") == []
    assert sorted(f(s, "discard")) == ["alien_origin", "it_has_a_child"]
    assert f(s, "tiles_out") == ["skulking"]


def test_card_jets():
    s = table(active=0, city=1, cards=[[], ["jets"]], phase="resolve",
              dice=["smash", "smash", "smash", "1", "2", "energy"])
    resolve(s, "energy", "smash")
    assert s.pending == ("jets", 1, 3)
    act(s, 1, "yield")
    assert snap(s, "hp", "city", "vp") == {"hp": [10, 10], "city": 0, "vp": [1, 0]}


def test_card_jets__staying_takes_the_smash():
    s = table(active=0, city=1, cards=[[], ["jets"]], energy=[2, 0], phase="resolve",
              dice=["smash", "smash", "smash", "1", "2", "energy"])
    resolve(s, "energy", "smash")
    act(s, 1, "stay")
    assert snap(s, "hp", "city") == {"hp": [10, 7], "city": 1}
    assert pending(s) == ("buy", 0)  # no second yield question


def test_card_made_in_a_lab():
    s = table(active=0, cards=[["made_in_a_lab"], []], energy=[5, 0], phase="buy",
              deck_top=["apartment_building", "skyscraper"])
    assert s.view(0)["top_card"]["id"] == "apartment_building"
    assert s.view(1)["top_card"] is None
    deck = f(s, "deck_size")
    act(s, 0, "buy_top")
    assert snap(s, "vp", "energy") == {"vp": [3, 0], "energy": [0, 0]}
    assert f(s, "deck_size") == deck - 1
    assert f(s, "market") == ["energize", "evacuation_orders", "evacuation_orders"]


def test_card_metamorph():
    # bought for 6 with Alien Origin, sold for the full printed cost 7
    s = table(active=0, cards=[["metamorph", "alien_origin"], []], energy=[6, 0], phase="buy",
              market=["extra_head", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert f(s, "energy.0") == 0
    assert pending(s) == ("sell", 0)  # nothing more to buy: the end of turn, Metamorph asks
    act(s, 0, "sell", card=inst(s, 0, "extra_head"))
    assert f(s, "energy.0") == 7
    assert pending(s) == ("sell", 0)
    act(s, 0, "end_turn")
    assert snap(s, "energy", "cards", "active") == {
        "energy": [7, 0], "cards": [["metamorph", "alien_origin"], []], "active": 1}
    assert "extra_head" in f(s, "discard")


def test_card_nova_breath():
    s = table(3, active=0, city=1, cards=[["nova_breath"], [], []], phase="resolve",
              dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [10, 9, 9]


def test_card_nova_breath__from_tokyo():
    s = table(5, active=0, city=0, bay=1, cards=[["nova_breath"], [], [], [], []],
              energy=[2, 0, 0, 0, 0], phase="resolve",
              dice=["smash", "smash", "1", "2", "3", "energy"])
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [10, 8, 8, 8, 8]


def test_card_detritivore():
    s = table(active=0, cards=[["detritivore"], []], phase="resolve",
              dice=["1", "2", "3", "energy", "energy", "heart"])
    resolve(s, "numbers")
    assert snap(s, "vp", "wickedness") == {"vp": [2, 0], "wickedness": [0, 0]}


def test_card_opportunist():
    s = table(active=0, cards=[[], ["opportunist"]], energy=[3, 6], phase="buy",
              market=["corner_store", "energize", "evacuation_orders"],
              deck_top=["apartment_building", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert s.pending == ("opportunist", 1, (s.market[0],))
    assert f(s, "market.0") == "apartment_building"
    assert legal_kinds(s, 1) == {"pass", "buy"}
    act(s, 1, "buy", slot=0)
    assert snap(s, "vp", "energy") == {"vp": [1, 3], "energy": [0, 1]}
    assert f(s, "market.0") == "skyscraper"  # too dear for seat 1: no second chance


def test_card_opportunist__pass():
    s = table(active=0, cards=[[], ["opportunist"]], energy=[5, 6], phase="buy",
              market=["corner_store", "energize", "evacuation_orders"],
              deck_top=["apartment_building", "skyscraper"])
    act(s, 0, "buy", slot=0)
    act(s, 1, "pass")
    assert pending(s) == ("buy", 0)
    act(s, 0, "end_turn")
    assert snap(s, "vp", "energy") == {"vp": [1, 0], "energy": [2, 6]}
    assert f(s, "market.0") == "apartment_building"


def test_card_opportunist__two_holders_first_clockwise_from_active():
    # seat 3 copies seat 1's Opportunist with Fluxling; seat 2 is active: seat 3 asks first
    s = table(4, active=2, cards=[[], ["opportunist"], [], []], tiles=[[], [], [], ["fluxling"]],
              copy=[None, None, None, "opportunist"], energy=[0, 5, 3, 5], phase="buy",
              market=["corner_store", "energize", "evacuation_orders"],
              deck_top=["apartment_building", "commuter_train"])
    act(s, 2, "buy", slot=0)
    assert pending(s) == ("opportunist", 3)
    act(s, 3, "buy", slot=0)  # apartment building; the commuter train is revealed
    assert f(s, "vp") == [0, 0, 1, 3]
    # the new reveal again asks seat 3 first, which cannot pay; then seat 1
    assert pending(s) == ("opportunist", 1)
    act(s, 1, "buy", slot=0)
    assert snap(s, "vp", "energy") == {"vp": [0, 2, 1, 3], "energy": [0, 1, 0, 0]}


def test_card_parasitic_tentacles():
    s = table(active=0, cards=[["parasitic_tentacles"], ["armor_plating"]], energy=[5, 1],
              phase="buy")
    armor = inst(s, 1, "armor_plating")
    act(s, 0, "buy_owned", card=armor)
    assert snap(s, "cards", "energy") == {
        "cards": [["parasitic_tentacles", "armor_plating"], []], "energy": [1, 5]}


def test_card_parasitic_tentacles__the_owner_gains_energy_as_any_gain():
    # Friend of Children: "whenever you gain energy, gain 1 more", the price paid to it too;
    # the card sold is the seller's no longer, so selling Friend of Children itself adds none
    s = table(active=0, cards=[["parasitic_tentacles"], ["armor_plating", "friend_of_children"]],
              energy=[5, 1], phase="buy")
    act(s, 0, "buy_owned", card=inst(s, 1, "armor_plating"))
    assert snap(s, "energy") == {"energy": [1, 1 + 4 + 1]}
    s = table(active=0, cards=[["parasitic_tentacles"], ["friend_of_children"]],
              energy=[5, 0], phase="buy")
    act(s, 0, "buy_owned", card=inst(s, 1, "friend_of_children"))
    assert snap(s, "energy") == {"energy": [2, 3]}


def test_card_parasitic_tentacles__taking_even_bigger_lowers_the_owner_to_ten():
    s = table(active=0, cards=[["parasitic_tentacles"], ["even_bigger"]], hp=[10, 12],
              energy=[4, 0], phase="buy")
    act(s, 0, "buy_owned", card=inst(s, 1, "even_bigger"))
    # buying from a monster is buying: the buyer gains its 2 hearts; the seller drops to 10
    assert snap(s, "hp", "max_hp", "energy") == {"hp": [12, 10], "max_hp": [12, 10],
                                                 "energy": [0, 4]}


def test_card_plot_twist():
    s = table(active=0, cards=[["plot_twist"], []], phase="resolve",
              dice=["1", "1", "2", "3", "energy", "heart"])
    act(s, 0, "set_die", die=3, face="1", source="plot_twist")
    assert f(s, "dice") == ["1", "1", "2", "1", "energy", "heart"]
    assert f(s, "cards.0") == []
    assert f(s, "discard") == ["plot_twist"]
    assert not any(a.kind == "set_die" for a in s.legal(0))
    resolve(s, "numbers")
    assert f(s, "vp.0") == 1


def test_card_poison_quills():
    s = table(active=0, city=1, cards=[["poison_quills"], []], phase="resolve",
              dice=["2", "2", "2", "1", "energy", "energy"])
    assert s.view(0)["dice"]["smash"] == 2
    resolve(s, "numbers", "energy", "smash")
    assert snap(s, "hp", "vp", "wickedness") == {"hp": [10, 8], "vp": [2, 0],
                                                 "wickedness": [1, 0]}


def test_card_psychic_probe():
    s = table(active=0, cards=[[], ["psychic_probe"]], phase="roll", rolls_left=1,
              dice=["smash", "1", "2", "3", "energy", "energy"], roll_results=["heart"])
    act(s, 0, "stop_rolling")
    assert pending(s) == ("probe", 1)
    events = act(s, 1, "probe", die=0)
    assert of_kind(events, "probe") == [{"seat": 1, "target": 0, "die": 0, "face": "heart"}]
    assert f(s, "dice") == ["heart", "1", "2", "3", "energy", "energy"]
    assert f(s, "cards.1") == []  # a HEART: the probe is discarded
    assert f(s, "discard") == ["psychic_probe"]


def test_card_psychic_probe__kept_without_heart():
    s = table(active=0, cards=[[], ["psychic_probe"]], phase="roll", rolls_left=1,
              dice=["heart", "1", "2", "3", "energy", "energy"], roll_results=["1"])
    act(s, 0, "stop_rolling")
    act(s, 1, "probe", die=0)
    assert f(s, "dice") == ["1", "1", "2", "3", "energy", "energy"]
    assert f(s, "cards.1") == ["psychic_probe"]


def test_card_rapid_healing():
    s = table(active=0, cards=[["rapid_healing"], []], hp=[5, 10], energy=[5, 0], phase="roll",
              rolls_left=2, dice=QUIET)
    act(s, 0, "rapid_heal")
    assert snap(s, "hp", "energy") == {"hp": [6, 10], "energy": [3, 0]}
    act(s, 0, "rapid_heal")
    assert snap(s, "hp", "energy") == {"hp": [7, 10], "energy": [1, 0]}
    assert not can(s, 0, "rapid_heal")
    assert pending(s) == ("roll", 0)


def test_card_rapid_healing__saves_from_zero():
    s = table(active=0, city=1, cards=[[], ["rapid_healing"]], hp=[10, 2], energy=[0, 2],
              phase="resolve", dice=["smash", "smash", "1", "2", "3", "energy"])
    resolve(s, "energy", "smash")
    assert pending(s) == ("damage", 1)
    act(s, 1, "rapid_heal")
    assert snap(s, "hp", "energy", "alive") == {"hp": [10, 1], "energy": [1, 0],
                                                "alive": [True, True]}


def test_card_regeneration():
    s = table(active=0, cards=[["regeneration"], []], hp=[5, 10], phase="resolve",
              dice=["heart", "heart", "1", "2", "3", "energy"])
    resolve(s, "heart")
    assert f(s, "hp.0") == 8


def test_card_shrink_ray():
    s = table(active=0, city=1, cards=[["shrink_ray"], []], energy=[2, 0], phase="resolve",
              dice=["smash", "smash", "1", "2", "3", "energy"])
    resolve(s, "energy", "smash")
    act(s, 1, "stay")
    assert snap(s, "hp", "shrink", "dice_count") == {"hp": [10, 8], "shrink": [0, 1],
                                                     "dice_count": [6, 5]}


def test_card_shrink_ray__heart_removes_token_only_outside_tokyo():
    s = table(active=1, city=1, shrink=[0, 2], hp=[10, 7], energy=[0, 2], phase="resolve",
              dice=["heart", "heart", "1", "2", "3", "energy"])
    # in Tokyo: hearts neither heal nor remove tokens
    assert all(a.get("shrink", 0) == 0 for a in s.legal(1))
    s = table(active=1, shrink=[0, 2], hp=[10, 7], energy=[0, 2], phase="resolve",
              dice=["heart", "heart", "1", "2", "3", "energy"])
    assert can(s, 1, "resolve", group="heart", poison=0, shrink=2)
    resolve(s, "heart", shrink=1)
    assert snap(s, "shrink", "hp", "dice_count") == {"shrink": [0, 1], "hp": [10, 8],
                                                     "dice_count": [6, 5]}


def test_card_shrink_ray__tokens_stay_when_card_leaves():
    # seat 0 owns Shrink Ray and sells it (Metamorph): seat 1 keeps its tokens
    s = table(active=0, cards=[["shrink_ray", "metamorph"], []], shrink=[0, 2], energy=[2, 0],
              phase="buy", roll_results=["1", "2", "3", "energy"])
    act(s, 0, "end_turn")
    act(s, 0, "sell", card=inst(s, 0, "shrink_ray"))
    act(s, 0, "end_turn")
    assert snap(s, "shrink", "energy", "active") == {"shrink": [0, 2], "energy": [8, 0],
                                                     "active": 1}
    assert f(s, "dice") == ["1", "2", "3", "energy"]  # seat 1 rolls 6 - 2 dice


def test_card_smoke_cloud():
    s = table(active=0, cards=[["smoke_cloud"], []], phase="roll", rolls_left=0,
              dice=QUIET, roll_results=["smash", "smash", "smash"])
    assert f(s, "smoke.0") == 3
    for left in (2, 1):
        act(s, 0, "extra_roll", source="smoke_cloud")
        assert f(s, "smoke.0") == left
        assert f(s, "rolls_left") == 1
        act(s, 0, "reroll", dice=1 << (2 - left))
    act(s, 0, "extra_roll", source="smoke_cloud")
    assert snap(s, "smoke", "cards", "rolls_left") == {"smoke": [0, 0], "cards": [[], []],
                                                       "rolls_left": 1}
    assert f(s, "discard") == ["smoke_cloud"]
    act(s, 0, "reroll", dice=0b100)
    assert f(s, "dice") == ["smash", "smash", "smash", "energy", "energy", "heart"]
    assert not can(s, 0, "extra_roll", source="smoke_cloud")


def test_card_lunar_powered():
    s = table(active=0, cards=[["lunar_powered"], []], energy=[0, 0], phase="buy")
    # nothing to buy: the turn ends at once, with no energy left
    assert snap(s, "energy", "active") == {"energy": [1, 0], "active": 1}


def test_card_lunar_powered__not_with_energy():
    s = table(active=0, cards=[["lunar_powered"], []], energy=[1, 0], phase="buy")
    assert snap(s, "energy", "active") == {"energy": [1, 0], "active": 1}


def test_card_spiked_tail():
    s = table(active=0, city=1, cards=[["spiked_tail"], []], phase="resolve",
              dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [10, 8]


def test_card_spiked_tail__needs_a_smash():
    s = table(active=0, city=1, cards=[["spiked_tail"], []], phase="resolve", dice=QUIET)
    assert s.view(0)["dice"]["smash"] == 0


def test_card_stretchy():
    s = table(active=0, cards=[["stretchy"], []], energy=[5, 0], phase="resolve",
              dice=["1", "1", "2", "3", "energy", "heart"])
    act(s, 0, "set_die", die=2, face="1", source="stretchy")
    act(s, 0, "set_die", die=3, face="1", source="stretchy")
    assert f(s, "energy.0") == 1
    assert not can(s, 0, "set_die", die=4, face="1", source="stretchy")
    assert f(s, "dice") == ["1", "1", "1", "1", "energy", "heart"]
    resolve(s, "numbers")
    assert snap(s, "vp", "wickedness") == {"vp": [2, 0], "wickedness": [2, 0]}


def test_card_energy_drink():
    s = table(active=0, cards=[["energy_drink"], []], energy=[2, 0], phase="roll",
              rolls_left=0, dice=QUIET, roll_results=["smash"])
    act(s, 0, "extra_roll", source="energy_drink")
    assert snap(s, "energy", "rolls_left") == {"energy": [1, 0], "rolls_left": 1}
    act(s, 0, "reroll", dice=1)
    assert f(s, "dice")[0] == "smash"
    act(s, 0, "extra_roll", source="energy_drink")
    assert snap(s, "energy", "rolls_left") == {"energy": [0, 0], "rolls_left": 1}
    act(s, 0, "reroll", dice=2)
    assert f(s, "rolls_left") == 0
    assert not can(s, 0, "extra_roll", source="energy_drink")  # no energy left


def test_card_urbavore():
    s = table(active=0, city=0, cards=[["urbavore"], []], phase="start",
              roll_results=["smash", "1", "2", "3", "energy", "energy"])
    assert f(s, "vp.0") == 3  # 2 for starting in Tokyo + 1
    act(s, 0, "stop_rolling")
    assert s.view(0)["dice"]["smash"] == 2
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [10, 8]


def test_card_urbavore__outside_tokyo_nothing():
    s = table(active=0, cards=[["urbavore"], []], phase="start",
              roll_results=["smash", "1", "2", "3", "energy", "energy"])
    assert f(s, "vp.0") == 0
    act(s, 0, "stop_rolling")
    assert s.view(0)["dice"]["smash"] == 1


def test_card_were_only_making_it_stronger():
    s = table(active=0, city=1, cards=[[], ["were_only_making_it_stronger"]], phase="resolve",
              dice=["smash", "smash", "1", "2", "3", "energy"])
    resolve(s, "energy", "smash")
    assert snap(s, "hp", "energy") == {"hp": [10, 8], "energy": [1, 1]}


def test_card_were_only_making_it_stronger__one_heart_gives_nothing():
    s = table(active=0, city=1, cards=[[], ["were_only_making_it_stronger"]], phase="resolve",
              dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    assert snap(s, "hp", "energy") == {"hp": [10, 9], "energy": [2, 0]}


def test_card_wings():
    # Wings stop the smash and the Fire Breathing that follows in the same turn
    s = table(active=0, city=1, cards=[["fire_breathing"], ["wings"]], energy=[2, 3],
              phase="resolve", dice=["smash", "smash", "1", "2", "3", "energy"])
    resolve(s, "energy", "smash")
    assert pending(s) == ("damage", 1)
    act(s, 1, "wings")
    assert snap(s, "hp", "energy", "city") == {"hp": [10, 10], "energy": [3, 1], "city": 1}
    assert pending(s) == ("buy", 0)  # not hurt: no yield


def test_card_hibernation():
    s = table(active=0, cards=[["hibernation"], []], hp=[8, 10], energy=[5, 0],
              phase="resolve", dice=["1", "1", "1", "smash", "energy", "heart"])
    assert {a.get("group") for a in s.legal(0) if a.kind == "resolve"} == {"energy", "heart"}
    resolve(s, "energy")  # the heart resolves by itself; Tokyo is not entered
    assert snap(s, "hp", "vp", "energy", "wickedness", "city") == {
        "hp": [9, 10], "vp": [0, 0], "energy": [6, 0], "wickedness": [0, 0], "city": None}
    assert pending(s) == ("buy", 0)
    assert legal_kinds(s, 0) == {"end_turn", "wake"}
    act(s, 0, "wake")
    assert f(s, "cards.0") == []
    assert "sweep" in legal_kinds(s, 0)


def test_card_hibernation__takes_no_damage_and_not_bought_in_tokyo():
    s = table(active=1, city=1, cards=[["hibernation"], []], energy=[0, 2], phase="resolve",
              dice=["smash", "smash", "1", "2", "3", "energy"])
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [10, 10]
    s = table(active=0, city=0, energy=[4, 0], phase="buy",
              market=["hibernation", "energize", "skyscraper"])
    assert not can(s, 0, "buy", slot=0)


def test_card_nanobots():
    s = table(active=0, cards=[["nanobots"], []], hp=[2, 10], phase="start", roll_results=QUIET)
    assert f(s, "hp.0") == 4


def test_card_nanobots__not_at_three():
    s = table(active=0, cards=[["nanobots"], []], hp=[3, 10], phase="start", roll_results=QUIET)
    assert f(s, "hp.0") == 3


def test_card_natural_selection():
    s = table(active=0, hp=[7, 10], energy=[2, 0], phase="buy",
              market=["natural_selection", "energize", "skyscraper"], dice=QUIET)
    act(s, 0, "buy", slot=0)
    assert snap(s, "hp", "energy", "dice_count") == {"hp": [10, 10], "energy": [4, 0],
                                                     "dice_count": [7, 6]}
    act(s, 0, "end_turn")  # a 3 among the final dice: all hearts lost
    assert snap(s, "hp", "alive") == {"hp": [0, 10], "alive": [False, True]}
    assert s.is_over() and s.winners() == [1]


def test_card_natural_selection__no_three_no_loss():
    s = table(active=0, cards=[["natural_selection"], []], energy=[2, 0], phase="buy",
              dice=["1", "2", "energy", "energy", "heart", "heart", "smash"])
    act(s, 0, "end_turn")
    assert snap(s, "hp", "alive", "active") == {"hp": [10, 10], "alive": [True, True],
                                                "active": 1}


def test_card_reflective_hide():
    s = table(active=0, city=1, cards=[[], ["reflective_hide"]], phase="resolve",
              dice=["smash", "smash", "1", "2", "3", "energy"])
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [9, 8]


def test_card_super_jump():
    s = table(active=0, city=1, cards=[[], ["super_jump"]], energy=[0, 2], phase="resolve",
              dice=["smash", "smash", "1", "2", "3", "energy"])
    resolve(s, "energy", "smash")
    assert pending(s) == ("damage", 1)
    act(s, 1, "super_jump")
    assert snap(s, "hp", "energy") == {"hp": [10, 9], "energy": [1, 1]}
    assert pending(s) == ("yield", 1)


def test_card_unstable_dna():
    s = table(active=0, city=1, cards=[["extra_head"], ["unstable_dna"]], phase="resolve",
              dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    act(s, 1, "yield")
    assert pending(s) == ("swap", 1)
    act(s, 1, "swap_card", card=inst(s, 0, "extra_head"))
    assert snap(s, "cards", "city", "hp", "vp") == {
        "cards": [["unstable_dna"], ["extra_head"]], "city": 0, "hp": [10, 9], "vp": [1, 0]}


def test_card_zombify():
    s = table(active=0, city=1, hp=[10, 1], vp=[0, 6], energy=[0, 3], wickedness=[0, 3],
              cards=[[], ["zombify", "alien_origin"]], tiles=[[], ["tireless"]],
              phase="resolve", dice=["smash", "smash", "1", "2", "3", "energy"])
    resolve(s, "energy", "smash")
    assert snap(s, "alive", "hp", "max_hp", "zombie", "vp", "energy", "wickedness", "cards",
                "tiles", "city") == {
        "alive": [True, True], "hp": [10, 12], "max_hp": [10, 12], "zombie": [False, True],
        "vp": [1, 0], "energy": [1, 3], "wickedness": [0, 0], "cards": [[], []],
        "tiles": [[], []], "city": 0}


def test_card_zombify__hearts_do_nothing_and_second_death_is_final():
    s = table(active=1, hp=[10, 5], zombie=[False, True], energy=[0, 2], phase="resolve",
              dice=["heart", "heart", "1", "2", "3", "energy"])
    assert "heart" not in {a.get("group") for a in s.legal(1)}
    assert f(s, "max_hp.1") == 12


# ====================================================================== DISCARD cards


def _buy_only(card: str, players: int = 2, **setup):
    market = [card, "skyscraper" if card != "skyscraper" else "tank", "energize"]
    if card == "energize":
        market[2] = "apartment_building"
    s = table(players, active=0, phase="buy", market=market, **setup)
    act(s, 0, "buy", slot=0)
    return s


def test_card_apartment_building():
    s = _buy_only("apartment_building", energy=[6, 0])
    assert snap(s, "vp", "energy") == {"vp": [3, 0], "energy": [1, 0]}
    assert f(s, "discard") == ["apartment_building"]


def test_card_commuter_train():
    s = _buy_only("commuter_train", energy=[4, 0])
    assert snap(s, "vp", "energy") == {"vp": [2, 0], "energy": [0, 0]}


def test_card_corner_store():
    s = _buy_only("corner_store", energy=[3, 0])
    assert snap(s, "vp", "energy") == {"vp": [1, 0], "energy": [0, 0]}


def test_card_death_from_above():
    s = _buy_only("death_from_above", 3, city=1, energy=[5, 0, 0])
    assert snap(s, "vp", "city", "location") == {"vp": [3, 0, 0], "city": 0,
                                                 "location": ["city", None, None]}


def test_card_death_from_above__from_the_bay():
    s = _buy_only("death_from_above", 5, city=1, bay=0, energy=[5, 0, 0, 0, 0])
    assert snap(s, "vp", "city", "bay") == {"vp": [2, 0, 0, 0, 0], "city": 0, "bay": None}


def test_card_death_from_above__outside_empties_both_areas():
    s = _buy_only("death_from_above", 5, city=1, bay=2, energy=[5, 0, 0, 0, 0])
    assert snap(s, "vp", "city", "bay") == {"vp": [3, 0, 0, 0, 0], "city": 0, "bay": None}


def test_card_energize():
    s = _buy_only("energize", energy=[8, 0])
    assert f(s, "energy") == [9, 0]


def test_card_evacuation_orders():
    s = _buy_only("evacuation_orders", 3, energy=[7, 0, 0], vp=[4, 7, 3])
    assert f(s, "vp") == [4, 2, 0]


def test_card_flame_thrower():
    s = _buy_only("flame_thrower", 3, energy=[3, 0, 0], hp=[10, 9, 1])
    assert snap(s, "hp", "alive") == {"hp": [10, 7, 0], "alive": [True, True, False]}


def test_card_frenzy():
    s = _buy_only("frenzy", energy=[9, 0], roll_results=QUIET)
    assert f(s, "extra_turns") == [0]
    assert f(s, "energy.0") == 2
    act(s, 0, "end_turn")
    assert s.active == 0 and s.extra
    assert f(s, "dice") == QUIET


def test_card_gas_refinery():
    s = _buy_only("gas_refinery", 3, energy=[6, 0, 0], hp=[10, 9, 10])
    assert snap(s, "vp", "hp") == {"vp": [2, 0, 0], "hp": [10, 6, 7]}


def test_card_high_altitude_bombing():
    s = _buy_only("high_altitude_bombing", 3, energy=[4, 0, 0], hp=[10, 9, 8])
    assert f(s, "hp") == [7, 6, 5]


def test_card_jet_fighters():
    s = _buy_only("jet_fighters", energy=[5, 0])
    assert snap(s, "vp", "hp") == {"vp": [5, 0], "hp": [6, 10]}


def test_card_nuclear_power_plant():
    s = _buy_only("nuclear_power_plant", energy=[6, 0], hp=[5, 10])
    assert snap(s, "vp", "hp") == {"vp": [2, 0], "hp": [8, 10]}


def test_card_nuclear_power_plant__capped_at_ten():
    s = _buy_only("nuclear_power_plant", energy=[6, 0], hp=[9, 10])
    assert f(s, "hp.0") == 10


def test_card_skyscraper():
    s = _buy_only("skyscraper", energy=[6, 0])
    assert snap(s, "vp", "energy") == {"vp": [4, 0], "energy": [0, 0]}


def test_card_tank():
    s = _buy_only("tank", energy=[4, 0])
    assert snap(s, "vp", "hp") == {"vp": [4, 0], "hp": [7, 10]}


def test_card_vast_storm():
    s = _buy_only("vast_storm", 3, energy=[8, 5, 1])
    assert snap(s, "vp", "energy") == {"vp": [2, 0, 0], "energy": [2, 3, 1]}


def test_card_monster_pets():
    s = _buy_only("monster_pets", 3, energy=[2, 0, 0], vp=[2, 5, 3])
    assert f(s, "vp") == [0, 2, 0]


# ====================================================================== clarifications


def test_card_metamorph__full_printed_cost_with_evil_lair_and_alien_origin():
    # Even Bigger bought for 2 (two discounts), sold back for 4
    s = table(active=0, cards=[["metamorph", "alien_origin"], []], tiles=[["evil_lair"], []],
              energy=[2, 0], phase="buy", market=["even_bigger", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert snap(s, "energy", "hp", "max_hp") == {"energy": [0, 0], "hp": [12, 10],
                                                 "max_hp": [12, 10]}
    assert pending(s) == ("sell", 0)
    act(s, 0, "sell", card=inst(s, 0, "even_bigger"))
    act(s, 0, "end_turn")
    assert snap(s, "energy", "max_hp") == {"energy": [4, 0], "max_hp": [10, 10]}
    assert f(s, "hp.0") == 10  # above the new maximum: brought down to 10


def test_card_high_altitude_bombing__everybody_dies_nobody_wins():
    s = _buy_only("high_altitude_bombing", energy=[4, 0], hp=[3, 2])
    assert snap(s, "alive", "hp") == {"alive": [False, False], "hp": [0, 0]}
    assert s.is_over()
    assert s.winners() == []


def test_card_high_altitude_bombing__three_monsters_die_at_once():
    s = _buy_only("high_altitude_bombing", 3, energy=[4, 0, 0], hp=[3, 1, 2], vp=[19, 5, 0])
    assert snap(s, "alive", "vp") == {"alive": [False, False, False], "vp": [19, 5, 0]}
    assert s.is_over() and s.winners() == []


def test_card_jet_fighters__twenty_vp_and_zero_hearts_is_eliminated():
    s = _buy_only("jet_fighters", energy=[5, 0], vp=[15, 0], hp=[4, 10])
    assert snap(s, "vp", "alive") == {"vp": [20, 0], "alive": [False, True]}
    assert s.is_over() and s.winners() == [1]


def test_card_jet_fighters__twenty_vp_and_zero_hearts_three_players():
    s = _buy_only("jet_fighters", 3, energy=[5, 0, 0], vp=[15, 0, 0], hp=[4, 10, 10])
    assert f(s, "alive") == [False, True, True]
    assert not s.is_over()
    assert s.active == 1


def test_card_tank__twenty_vp_surviving_wins_at_end_of_turn():
    s = _buy_only("tank", 3, energy=[6, 0, 0], vp=[16, 0, 0])
    assert f(s, "vp.0") == 20 and not s.is_over()
    act(s, 0, "end_turn")
    assert s.is_over() and s.winners() == [0]


# ====================================================================== coverage


def test_every_card_id_has_a_test():
    assert len(CARD_IDS) == 65
    assert len(CONTENT.cards) == 66
    assert missing_tests(globals(), "test_card_", CARD_IDS) == []


@pytest.mark.parametrize("card", sorted(CARD_IDS))
def test_scenario_names_each_card(card):
    # every card can be put on the table by a scenario (KEEP owned, DISCARD in the market)
    if CONTENT.card_defs[card].type == "keep":
        s = table(active=0, cards=[[card], []], phase="buy", energy=[2, 0])
        assert f(s, "cards.0") == [card]
    else:
        s = table(active=0, phase="buy", energy=[2, 0], market=[card, None, None])
        assert f(s, "market.0") == card
    with pytest.raises(IllegalAction):
        act(s, 1, "end_turn")
