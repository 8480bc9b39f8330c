"""Second rulebook audit of the King of Tokyo: Dark Edition engine.

Each test checks one rule statement of the seed rulebook
(shared/seeds/king-of-tokyo-dark.zh-Hant.txt, cited by its section titles), its English
restatement (shared/reference/kingoftokyo/rules.md, "rules.md §N") and the card and tile texts
(power_cards.yaml, wickedness_tiles.yaml), with docs/kingoftokyo.md deciding where those leave a
choice. The tests aim at what test_audit_rules.py, test_rules.py, test_cards.py and
test_tiles.py leave out: the order of the turn's steps (Tokyo is entered before buying), card
damage and healing in and out of Tokyo, defences meeting card damage, power cards meeting the
two-player variant, player counts with eliminated monsters, and several card interactions.
"""

from __future__ import annotations

import pytest

from ludoteca.core.errors import IllegalAction, OptionError
from ludoteca.games.kingoftokyo import GAME

from .helpers import QUIET, act, can, decision, events_of, fx, inst, kinds_of, table

# ---------------------------------------- set-up and player counts (設置, rules.md §3)


@pytest.mark.parametrize("players", [1, 7])
def test_the_game_is_for_2_to_6_players(players: int) -> None:
    """遊戲概述與目標: 東京之王 is played by 2 to 6 players; other counts are refused."""
    with pytest.raises(OptionError, match="2-6 players"):
        GAME.new(players, 1)


def test_the_first_player_enters_tokyo_city_on_the_first_turn() -> None:
    """進入東京 注意: nobody is in Tokyo at the start, so the first player always enters Tokyo
    City in this step (rules.md §4.3), whatever it rolled."""
    s = GAME.new(4, 21)
    first = s.first
    assert fx(s, "city")["city"] is None
    act(s, first, "stop_rolling")
    while decision(s) is not None and decision(s)[1] == first and s.pending[0] in (
            "resolve", "tile"):
        action = s.legal(first)[0]
        s.apply(first, action)
    f = fx(s, "city", "vp", "location")
    assert f["city"] == first and f["location"][first] == "city"
    assert f["vp"][first] >= 1


def test_five_seats_four_alive_the_bay_is_not_entered() -> None:
    """Tokyo Bay is used only while 5 or more monsters play: a 5-player game down to four
    monsters enters only the City (進入東京, rules.md §4.3)."""
    s = table(5, city=1, active=0, alive=[True, True, True, False, True], phase="resolve",
              dice=["energy", *QUIET])
    f = fx(s, "city", "bay", "bay_open", "location", "vp")
    assert f["bay_open"] is False and f["bay"] is None
    assert f["location"][0] is None and f["vp"][0] == 0


def test_six_seats_four_alive_the_bay_closes() -> None:
    """6 players, the second death leaves four monsters: the Bay monster leaves at once,
    even on another monster's turn (進入東京, rules.md §4.3)."""
    s = table(6, city=0, bay=1, active=0, alive=[True, True, True, True, True, False],
              hp=[10, 10, 1, 10, 10, 0], phase="resolve", dice=["smash", *QUIET])
    f = fx(s, "alive_count", "bay", "city", "bay_open", "location")
    assert f["alive_count"] == 4 and f["bay_open"] is False
    assert f["bay"] is None and f["city"] == 0 and f["location"][1] is None


def test_only_the_city_yielded_the_active_monster_enters_the_city() -> None:
    """5 players: the City monster yields, the Bay monster stays: the active monster must
    enter the empty City (進入東京; rules.md §4.3, §15.7)."""
    s = table(5, city=1, bay=2, active=0, phase="resolve", dice=["smash", *QUIET])
    act(s, 1, "yield")
    act(s, 2, "stay")
    f = fx(s, "city", "bay", "vp", "hp")
    assert f["city"] == 0 and f["bay"] == 2
    assert f["vp"][0] == 1 and f["hp"][1:3] == [9, 9]


def test_two_player_variant_is_about_the_number_of_players_not_survivors() -> None:
    """2人遊戲的變體規則 is for a 2-player game: a 3-player game down to two monsters still
    gives 2 VP for starting a turn in Tokyo (rules.md §9)."""
    s = table(3, options={"two_player_variant": True}, city=0, active=0,
              alive=[True, False, True], phase="start", roll_results=[*QUIET, "3"])
    assert fx(s, "vp", "energy") == {"vp": [2, 0, 0], "energy": [0, 0, 0]}


# ---------------------------------------- the order of the turn (回合流程, rules.md §4)


def test_tokyo_emptied_in_the_buy_step_is_not_entered_this_turn() -> None:
    """回合流程: Enter Tokyo (3) comes before Buy (4): a City monster killed by a card bought
    in the buy step leaves Tokyo empty until the next monster's Enter Tokyo step."""
    s = table(3, city=1, active=0, hp=[10, 2, 10], energy=[5, 0, 0], phase="buy",
              market=["flame_thrower", "skyscraper", "energize"],
              roll_results=["energy", *QUIET])
    act(s, 0, "buy", slot=0)
    f = fx(s, "alive", "city", "location", "vp")
    assert f["alive"] == [True, False, True]
    assert f["city"] is None and f["location"][0] is None and f["vp"][0] == 0
    assert decision(s) == ("buy", 0)
    act(s, 0, "end_turn")
    # seat 2 plays next (seat 1 is gone) and enters the empty City in its own turn
    assert s.active == 2
    act(s, 2, "stop_rolling")
    f = fx(s, "city", "vp")
    assert f["city"] == 2 and f["vp"][2] == 1


def test_poison_killing_the_city_monster_the_next_monster_enters() -> None:
    """Poison at the end of its own turn kills the monster in Tokyo City; the City is empty
    and the next monster must enter it (rules.md §12, §4.3, §15.9)."""
    s = table(3, city=0, active=0, hp=[1, 10, 10], poison=[1, 0, 0], phase="buy",
              roll_results=["energy", *QUIET])
    assert fx(s, "alive", "city")["alive"] == [False, True, True]
    assert s.active == 1
    act(s, 1, "stop_rolling")
    assert fx(s, "city", "vp") == {"city": 1, "vp": [0, 1, 0]}


def test_an_active_monster_dying_loses_its_frenzy_turn() -> None:
    """An eliminated monster is out of the game (爪擊): the extra turn of a Frenzy bought
    before dying in the same buy step is not played; play goes on clockwise."""
    s = table(3, city=1, active=0, hp=[4, 10, 10], energy=[12, 0, 0], phase="buy",
              market=["frenzy", "jet_fighters", "energize"],
              roll_results=[*QUIET, "3"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "extra_turns")["extra_turns"] == [0]
    act(s, 0, "buy", slot=1)
    f = fx(s, "alive", "extra_turns")
    assert f["alive"] == [False, True, True] and f["extra_turns"] == []
    assert s.active == 1 and not s.extra


def test_opportunist_frenzy_gives_its_buyer_the_extra_turn_then_play_resumes() -> None:
    """An extra turn comes right after the current turn; then the dice pass clockwise from
    the monster whose turn it was (回合結束; docs: Extra turns)."""
    s = table(3, city=0, active=0, energy=[2, 0, 7], cards=[[], [], ["opportunist"]],
              phase="buy", deck_top=["frenzy"], roll_results=[*QUIET, "3", *QUIET, "3"])
    act(s, 0, "sweep")
    assert decision(s) == ("opportunist", 2)
    slot = fx(s, "market")["market"].index("frenzy")
    act(s, 2, "buy", slot=slot)
    # seat 0 has no energy left: its turn ends, and seat 2's extra turn follows at once
    assert s.active == 2 and s.extra
    act(s, 2, "stop_rolling")
    assert s.active == 1 and not s.extra


def test_two_sweeps_in_one_buy_step() -> None:
    """只要你擁有足夠的⚡，你可以持續購買與換牌: sweeping twice costs 4 energy and shows
    two fresh markets (rules.md §4.4)."""
    s = table(3, city=1, active=0, energy=[4, 0, 0], phase="buy")
    first = fx(s, "market")["market"]
    deck = fx(s, "deck_size")["deck_size"]
    act(s, 0, "sweep")
    second = fx(s, "market")["market"]
    assert decision(s) == ("buy", 0)
    act(s, 0, "sweep")
    f = fx(s, "energy", "deck_size", "discard", "market")
    assert f["energy"][0] == 0 and f["deck_size"] == deck - 6
    assert f["discard"] == [*first, *second]
    assert len([m for m in f["market"] if m]) == 3
    assert "sweep" not in kinds_of(s, 0)


def test_a_sweep_with_one_card_left_reshuffles_the_swept_cards() -> None:
    """When the deck runs out the discard pile is shuffled into a new deck, the cards just
    swept included (rules.md §4.4 [RECON]; docs: Market refill)."""
    s = table(3, city=1, active=0, energy=[2, 0, 0], phase="buy")
    top = s.deck[-1]
    del s.deck[:-1]  # one card left in the deck
    act(s, 0, "sweep")
    f = fx(s, "market", "deck_size", "discard_size")
    assert s.market[0] == top
    assert len([m for m in f["market"] if m]) == 3
    assert f["deck_size"] + f["discard_size"] == 1 and f["discard_size"] == 0


def test_a_card_costing_nothing_is_bought_with_no_energy() -> None:
    """購買超能力卡: pay the card's cost in energy; Monster Pets costs 0, so it is bought with
    none (every monster, the buyer too, loses 3 VP)."""
    s = table(3, city=0, active=0, energy=[0, 0, 0], vp=[4, 2, 5], phase="buy",
              market=["monster_pets", "energize", "skyscraper"])
    assert can(s, 0, "buy", slot=0)
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp", "energy", "discard") == {"vp": [1, 0, 2], "energy": [0, 0, 0],
                                                "discard": ["monster_pets"]}


def test_discounts_never_make_a_price_negative() -> None:
    """Alien Origin and Evil Lair each take 1 off; a card costing 0 stays at 0 and buying it
    gives no energy back."""
    s = table(3, city=1, active=0, energy=[1, 0, 0], cards=[["alien_origin"], [], []],
              tiles=[["evil_lair"], [], []], phase="buy",
              market=["monster_pets", "corner_store", "skyscraper"])
    prices = [c["price"] for c in s.view(0)["market"]]
    assert prices == [0, 1, 4]
    act(s, 0, "buy", slot=0)
    assert fx(s, "energy")["energy"][0] == 1


# ---------------------------------------- hearts (治療, rules.md §4.2, §8)


def test_cards_heal_in_tokyo_nuclear_power_plant() -> None:
    """In Tokyo hearts come only from power cards (治療): Nuclear Power Plant heals there."""
    s = table(3, city=0, active=0, hp=[5, 10, 10], energy=[6, 0, 0], phase="buy",
              market=["nuclear_power_plant", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "hp", "vp") == {"hp": [8, 10, 10], "vp": [2, 0, 0]}


def test_eternal_heals_at_the_start_of_a_turn_in_tokyo() -> None:
    """Tiles heal in Tokyo too (在東京的效果: no healing from HEART results only): Eternal."""
    s = table(3, city=0, active=0, hp=[6, 10, 10], tiles=[["eternal"], [], []],
              phase="start", roll_results=[*QUIET, "3"])
    assert fx(s, "hp", "vp") == {"hp": [7, 10, 10], "vp": [2, 0, 0]}


def test_hearts_heal_up_to_twelve_with_even_bigger() -> None:
    """A raised maximum (Even Bigger: 12) lets HEART results heal above 10 (rules.md §8)."""
    s = table(3, city=1, active=0, hp=[9, 10, 10], cards=[["even_bigger"], [], []],
              phase="resolve", dice=["heart", "heart", "heart", "heart", "1", "2"])
    assert fx(s, "hp", "max_hp")["hp"][0] == 12


def test_a_zombie_is_still_healed_by_cards() -> None:
    """Zombify: only HEART results stop working; a card still heals, up to 12."""
    s = table(3, city=1, active=0, hp=[10, 10, 10], zombie=[True, False, False],
              energy=[2, 0, 0], cards=[["rapid_healing"], [], []], phase="roll",
              dice=[*QUIET, "3"])
    act(s, 0, "rapid_heal")
    assert fx(s, "hp", "max_hp", "energy") == {"hp": [11, 10, 10], "max_hp": [12, 10, 10],
                                               "energy": [0, 0, 0]}


def test_regeneration_adds_to_a_card_heal() -> None:
    """Regeneration: whenever you gain hearts, 1 more (Nuclear Power Plant: 3 + 1)."""
    s = table(3, city=1, active=0, hp=[4, 10, 10], energy=[6, 0, 0],
              cards=[["regeneration"], [], []], phase="buy",
              market=["nuclear_power_plant", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "hp")["hp"][0] == 8


def test_no_hearts_from_dice_for_a_poisoned_monster_in_tokyo() -> None:
    """A monster in Tokyo can neither heal with HEART results nor remove tokens with them
    (猛毒唾液&縮小雷射): its Poison hurts at the end of its turn."""
    s = table(3, city=0, active=0, hp=[6, 10, 10], poison=[1, 0, 0], phase="resolve",
              dice=["heart", "heart", "heart", *QUIET[:3]])
    f = fx(s, "hp", "poison", "active")
    assert f["poison"][0] == 1 and f["hp"][0] == 5 and f["active"] == 1


# ---------------------------------------- smash and card damage (爪擊, rules.md §4.2)


def test_a_monster_in_tokyo_that_yields_to_one_smash_keeps_the_loss() -> None:
    """投降的怪獸依然受到爪擊並損失❤: the yielding monster loses the hearts, and a monster at
    the same hearts as the smash is eliminated instead of yielding."""
    s = table(3, city=1, active=0, hp=[10, 2, 10], phase="resolve",
              dice=["smash", "smash", *QUIET[:4]])
    f = fx(s, "alive", "city", "vp")
    assert f["alive"] == [True, False, True]
    assert decision(s) != ("yield", 1)
    assert f["city"] == 0 and f["vp"][0] == 1


def test_reflective_hide_answers_card_damage() -> None:
    """Reflective Hide: any monster that makes you lose hearts loses 1 too, with a card as
    well as with SMASH (Flame Thrower's buyer loses 1)."""
    s = table(3, city=1, active=0, energy=[3, 0, 0], cards=[[], ["reflective_hide"], []],
              phase="buy", market=["flame_thrower", "skyscraper", "energize"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "hp")["hp"] == [9, 8, 8]


def test_armor_plating_ignores_the_reflected_heart() -> None:
    """Armor Plating ignores any loss of exactly 1 heart: the heart Reflective Hide sends
    back is such a loss."""
    s = table(3, city=1, active=0, cards=[["armor_plating"], ["reflective_hide"], []],
              phase="resolve", dice=["smash", "smash", *QUIET[:4]])
    assert fx(s, "hp")["hp"] == [10, 8, 10]


def test_were_only_making_it_stronger_with_card_damage() -> None:
    """We're Only Making It Stronger!: losing 2 or more hearts at once gives 1 energy, from a
    card too (Flame Thrower: 2 hearts)."""
    s = table(3, city=1, active=0, energy=[3, 0, 0],
              cards=[[], ["were_only_making_it_stronger"], []], phase="buy",
              market=["flame_thrower", "skyscraper", "energize"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "hp", "energy") == {"hp": [10, 8, 8], "energy": [0, 1, 0]}


def test_herbivore_counts_card_damage_as_making_monsters_lose_hearts() -> None:
    """Herbivore: 1 VP at the end of the turn only if you made no monster lose hearts; a
    Flame Thrower bought this turn did."""
    s = table(3, city=1, active=0, energy=[5, 0, 0], cards=[["herbivore"], [], []],
              phase="buy", market=["flame_thrower", "skyscraper", "energize"])
    act(s, 0, "buy", slot=0)
    act(s, 0, "end_turn")
    assert fx(s, "vp")["vp"][0] == 0 and s.active == 1


def test_herbivore_when_the_smash_is_fully_ignored() -> None:
    """Herbivore looks at hearts lost: a SMASH ignored by Armor Plating made nobody lose a
    heart, so the VP is gained."""
    s = table(3, city=1, active=0, cards=[["herbivore"], ["armor_plating"], []],
              phase="resolve", dice=["smash", *QUIET])
    f = fx(s, "hp", "vp", "active")
    assert f["hp"] == [10, 10, 10] and f["vp"][0] == 1 and f["active"] == 1


def test_wings_do_not_stop_the_loss_of_victory_points() -> None:
    """Wings: no hearts lost for the rest of the turn; VP losses (Evacuation Orders) still
    happen."""
    s = table(3, city=1, active=0, energy=[17, 2, 0], vp=[0, 8, 8],
              cards=[[], ["wings"], []], phase="buy",
              market=["flame_thrower", "evacuation_orders", "energize"])
    act(s, 0, "buy", slot=0)
    act(s, 1, "wings")
    act(s, 0, "buy", slot=1)
    assert fx(s, "hp", "vp") == {"hp": [10, 10, 8], "vp": [0, 3, 3]}


def test_jets_saves_a_monster_that_would_die() -> None:
    """Jets: yielding Tokyo cancels the hearts of the smash that made it yield; a monster at
    2 hearts survives a 3-SMASH roll by leaving."""
    s = table(3, city=1, active=0, hp=[10, 2, 10], cards=[[], ["jets"], []],
              phase="resolve", dice=["smash", "smash", "smash", *QUIET[:3]])
    assert decision(s) == ("jets", 1)
    act(s, 1, "yield")
    f = fx(s, "alive", "hp", "city")
    assert f["alive"] == [True, True, True] and f["hp"][1] == 2 and f["city"] == 0


def test_unstable_dna_swaps_after_a_jets_yield() -> None:
    """Unstable DNA: when you yield Tokyo you may swap it for a card of the monster that
    smashed you; yielding with Jets is yielding."""
    s = table(3, city=1, active=0, cards=[["extra_head"], ["jets", "unstable_dna"], []],
              phase="resolve", dice=["smash", *QUIET])
    act(s, 1, "yield")
    assert decision(s) == ("swap", 1)
    act(s, 1, "swap_card", card=inst(s, 0, "extra_head"))
    assert fx(s, "cards", "hp") == {"cards": [["unstable_dna"], ["jets", "extra_head"], []],
                                    "hp": [10, 10, 10]}


def test_unstable_dna_needs_a_yield() -> None:
    """Unstable DNA acts when you yield: staying in Tokyo offers no swap."""
    s = table(3, city=1, active=0, cards=[["extra_head"], ["unstable_dna"], []],
              phase="resolve", dice=["smash", *QUIET])
    act(s, 1, "stay")
    assert decision(s) != ("swap", 1)
    assert fx(s, "cards")["cards"][:2] == [["extra_head"], ["unstable_dna"]]


def test_poison_spit_gives_one_token_however_many_smash() -> None:
    """Poison Spit: each monster you smash gets 1 Poison token (not one per SMASH)."""
    s = table(3, city=0, active=0, tiles=[["poison_spit"], [], []], phase="resolve",
              dice=["smash", "smash", "smash", *QUIET[:3]])
    assert fx(s, "poison", "hp") == {"poison": [0, 1, 1], "hp": [10, 7, 7]}


def test_hibernation_takes_no_poison_damage() -> None:
    """Hibernation: while you own it you take no damage, Poison at the end of your turn
    included."""
    s = table(3, city=1, active=0, hp=[5, 10, 10], poison=[2, 0, 0],
              cards=[["hibernation"], [], []], phase="buy")
    act(s, 0, "end_turn")
    assert fx(s, "hp", "alive")["hp"][0] == 5 and s.active == 1


# ---------------------------------------- smash bonuses (docs: Smash bonuses)


def test_acid_attack_alone_does_not_trigger_alpha_monster_or_spiked_tail() -> None:
    """Alpha Monster and Spiked Tail need a SMASH among the dice rolled; Acid Attack's added
    SMASH is not rolled (docs: Smash bonuses look at the SMASH faces rolled)."""
    s = table(3, city=1, active=0, cards=[["acid_attack", "alpha_monster", "spiked_tail"],
                                          [], []],
              phase="resolve", dice=["energy", *QUIET])
    assert s.view(0)["dice"]["smash"] == 1
    act(s, 0, "resolve", group="smash")
    f = fx(s, "hp", "vp")
    assert f["hp"][1] == 9 and f["vp"][0] == 0


def test_fire_breathing_needs_a_rolled_smash() -> None:
    """Fire Breathing acts when the final roll has at least one SMASH: Acid Attack's SMASH
    alone does not burn the neighbours."""
    s = table(4, city=2, active=0, cards=[["acid_attack", "fire_breathing"], [], [], []],
              phase="resolve", dice=["energy", *QUIET])
    act(s, 0, "resolve", group="smash")
    assert fx(s, "hp")["hp"] == [10, 10, 9, 10]


def test_poison_quills_without_barbs_needs_two_rolled_smash() -> None:
    """Poison Quills adds 2 SMASH for three 2s; Barbs needs two SMASH rolled, and the
    Quills' added ones do not count."""
    s = table(3, city=1, active=0, cards=[["poison_quills"], [], []],
              tiles=[["barbs"], [], []], levels_taken=[[3, 6, 10], [], []], phase="resolve",
              dice=["2", "2", "2", "energy", "1", "3"])
    assert s.view(0)["dice"]["smash"] == 2


def test_antimatter_beam_doubles_acid_attack() -> None:
    """Antimatter Beam: all your SMASH count double, Acid Attack's included (docs: doubles
    the total after the additions)."""
    s = table(3, city=1, active=0, cards=[["acid_attack"], [], []],
              tiles=[["antimatter_beam"], [], []], phase="resolve",
              dice=["smash", "energy", *QUIET[:4]])
    assert s.view(0)["dice"]["smash"] == 4


# ---------------------------------------- dice, rolls and dice tools (擲骰, rules.md §4.1)


def test_giant_brain_and_devious_give_five_rolls() -> None:
    """Giant Brain and Devious each give one extra roll: 5 rolls in all."""
    s = table(3, city=1, active=0, cards=[["giant_brain"], [], []], tiles=[["devious"], [], []],
              phase="start", roll_results=[*QUIET, "3"])
    assert fx(s, "rolls_left")["rolls_left"] == 4


def test_extra_head_and_cyberbrain_add_two_dice() -> None:
    """Extra Head and Cyberbrain each give one more die (the yellow dice): 8 dice."""
    s = table(3, city=1, active=0, cards=[["extra_head"], [], []],
              tiles=[["cyberbrain"], [], []], phase="start",
              roll_results=["1", "2", "3", "1", "2", "3", "1", "2"])
    assert fx(s, "dice_count", "dice")["dice_count"][0] == 8
    assert len(s.dice) == 8


def test_shrink_ray_tokens_offset_extra_dice() -> None:
    """One die fewer per Shrink Ray token, after the extra dice: Extra Head with 2 tokens
    rolls 5."""
    s = table(3, city=1, active=0, shrink=[2, 0, 0], cards=[["extra_head"], [], []],
              phase="start", roll_results=["1", "2", "3", "1", "2"])
    assert len(s.dice) == 5


def test_energy_drink_only_when_no_roll_is_left() -> None:
    """Energy Drink: an extra roll for 1 energy, once the normal rolls are spent (docs:
    extra_roll is offered with no roll left)."""
    s = table(3, city=1, active=0, energy=[3, 0, 0], cards=[["energy_drink"], [], []],
              phase="roll", rolls_left=1, dice=[*QUIET, "3"])
    assert not can(s, 0, "extra_roll", source="energy_drink")


def test_stretchy_is_not_offered_after_the_first_group_is_resolved() -> None:
    """Stretchy acts before resolving the dice: once a group is resolved the dice stay."""
    s = table(3, city=1, active=0, energy=[6, 0, 0], cards=[["stretchy"], [], []],
              phase="resolve", dice=["1", "1", "2", "energy", "heart", "3"])
    assert can(s, 0, "set_die", die=2, face="1", source="stretchy")
    act(s, 0, "resolve", group="energy")
    assert "set_die" not in kinds_of(s, 0)


def test_psychic_probe_is_not_used_on_its_owners_own_roll() -> None:
    """Psychic Probe: after ANOTHER monster's last roll; its owner's own roll is not asked."""
    s = table(3, city=1, active=0, cards=[["psychic_probe"], [], []], phase="roll",
              rolls_left=1, dice=["smash", "energy", *QUIET[:4]])
    act(s, 0, "stop_rolling")
    assert decision(s) != ("probe", 0)
    assert decision(s)[0] == "resolve" or s.active != 0


def test_opportunist_is_not_asked_on_its_owners_own_turn() -> None:
    """Opportunist lets its owner buy a card revealed on another monster's turn; on its own
    turn the card is bought in the normal buy step."""
    s = table(3, city=1, active=0, energy=[6, 0, 0], cards=[["opportunist"], [], []],
              phase="buy", market=["corner_store", "energize", "skyscraper"],
              deck_top=["commuter_train"])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("buy", 0)
    assert fx(s, "market")["market"][0] == "commuter_train"


def test_media_friendly_and_have_it_all_on_an_opportunist_buy() -> None:
    """Media-Friendly and Have It All!: 1 VP each time you buy a power card, on another
    monster's turn too (Opportunist)."""
    s = table(3, city=0, active=0, energy=[2, 0, 3], cards=[[], [], ["opportunist",
                                                                     "media_friendly"]],
              tiles=[[], [], ["have_it_all"]], phase="buy", deck_top=["corner_store"])
    act(s, 0, "sweep")
    slot = fx(s, "market")["market"].index("corner_store")
    act(s, 2, "buy", slot=slot)
    assert fx(s, "vp")["vp"][2] == 3


# ---------------------------------------- Death From Above and the two-player variant


def test_death_from_above_entering_in_the_two_player_variant_gives_energy() -> None:
    """2人遊戲的變體規則: entering Tokyo gives 1 energy instead of 1 VP, also when a card puts
    you there (Death From Above: +2 VP from the card, +1 energy for entering)."""
    s = table(2, options={"two_player_variant": True}, city=1, active=0, energy=[5, 0],
              phase="buy", market=["death_from_above", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp", "energy", "city") == {"vp": [2, 0], "energy": [1, 0], "city": 0}


def test_death_from_above_in_the_city_only_scores() -> None:
    """Death From Above: gain 2 VP, and take Tokyo only if you are not already there: the
    City monster buying it gets no entry VP."""
    s = table(3, city=0, active=0, energy=[5, 0, 0], phase="buy",
              market=["death_from_above", "energize", "skyscraper"])
    events = act(s, 0, "buy", slot=0)
    assert fx(s, "vp", "city") == {"vp": [2, 0, 0], "city": 0}
    assert events_of(events, "enter") == []


def test_defender_of_tokyo_on_entering_the_bay() -> None:
    """Defender of Tokyo: entering Tokyo makes every other monster lose 1 VP; Tokyo Bay is
    Tokyo (東京灣有著跟東京市一樣的效果)."""
    s = table(5, city=1, active=0, vp=[0, 2, 2, 0, 1], energy=[1, 0, 0, 0, 0],
              tiles=[["defender_of_tokyo"], [], [], [], []], phase="resolve",
              dice=["energy", *QUIET])
    assert decision(s) == ("buy", 0)
    f = fx(s, "bay", "vp")
    assert f["bay"] == 0 and f["vp"] == [1, 1, 1, 0, 0]


def test_urbavore_in_the_two_player_variant() -> None:
    """2-player variant: starting in Tokyo gives 1 energy instead of 2 VP; Urbavore's own
    extra VP for starting in Tokyo is still gained."""
    s = table(2, options={"two_player_variant": True}, city=0, active=0,
              cards=[["urbavore"], []], phase="start", roll_results=[*QUIET, "3"])
    assert fx(s, "vp", "energy") == {"vp": [1, 0], "energy": [1, 0]}


# ---------------------------------------- end of the game (遊戲結束, rules.md §10)


def test_eater_of_the_dead_reaching_20_on_another_turn_wins_at_its_end() -> None:
    """The game ends at the end of the turn in which a monster reaches 20 VP: Eater of the
    Dead reaching 20 on another monster's turn wins when that turn ends (not the active
    monster below 20)."""
    s = table(4, city=1, active=0, hp=[10, 1, 10, 10], vp=[3, 0, 17, 0],
              cards=[[], [], ["eater_of_the_dead"], []], phase="resolve",
              dice=["smash", *QUIET])
    assert fx(s, "vp")["vp"][2] == 20
    assert s.over and s.winners() == [2]


def test_final_roar_beats_a_simultaneous_last_monster_standing() -> None:
    """Final Roar: eliminated with 16 VP or more, you win instead; a 2-monster game where the
    holder dies wins for the holder, not for the survivor."""
    s = table(2, city=1, active=0, hp=[10, 1], vp=[2, 16], tiles=[[], ["final_roar"]],
              phase="resolve", dice=["smash", *QUIET])
    assert s.over and s.winners() == [1]


def test_a_revived_monster_is_no_winner_for_its_lost_vp() -> None:
    """It Has a Child!: the monster loses all its VP when it comes back, so 20 VP gained
    earlier in the turn no longer win (you must survive your turn with 20 VP)."""
    s = table(3, city=1, active=0, hp=[4, 10, 10], vp=[15, 0, 0], energy=[5, 0, 0],
              cards=[["it_has_a_child"], [], []], phase="buy",
              market=["jet_fighters", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "alive", "vp", "hp")
    assert f["alive"][0] is True and f["vp"][0] == 0 and f["hp"][0] == 10
    if decision(s) == ("buy", 0):
        act(s, 0, "end_turn")
    assert not s.over and s.active == 1


def test_scores_follow_vp_after_elimination() -> None:
    """The scores are the VP; an eliminated monster keeps its VP on the board but cannot win
    (遊戲結束)."""
    s = table(3, city=1, active=0, hp=[10, 1, 10], vp=[2, 9, 0], phase="resolve",
              dice=["smash", *QUIET])
    assert fx(s, "alive")["alive"] == [True, False, True]
    assert s.scores()[1] == 9
    with pytest.raises(IllegalAction):
        act(s, 1, "end_turn")


# ---------------------------------------- more Tokyo cases (進入東京, rules.md §4.3, §15)


def test_six_players_city_monster_dies_the_bay_stays_the_active_enters_the_city() -> None:
    """6 players, the City monster dies and five remain: the Bay stays in use; the Bay
    monster may stay, and the active monster must enter the empty City (rules.md §15.9)."""
    s = table(6, city=1, bay=2, active=0, hp=[10, 1, 10, 10, 10, 10], phase="resolve",
              dice=["smash", *QUIET])
    assert decision(s) == ("yield", 2)
    act(s, 2, "stay")
    f = fx(s, "city", "bay", "alive_count", "hp")
    assert f["alive_count"] == 5 and f["city"] == 0 and f["bay"] == 2
    assert f["hp"][2] == 9


def test_the_bay_monster_stays_in_the_bay_on_its_own_turn_with_the_city_empty() -> None:
    """Docs (Tokyo Bay with the City empty): only the active monster outside Tokyo enters;
    a Bay monster does not move up to the empty City while five monsters play."""
    s = table(5, bay=0, active=0, phase="resolve", dice=["energy", *QUIET])
    f = fx(s, "city", "bay", "vp")
    assert f["city"] is None and f["bay"] == 0 and f["vp"][0] == 0


def test_death_from_above_forcing_a_burrowing_monster_out_is_no_yield() -> None:
    """Burrowing acts when its owner yields Tokyo; being forced out by Death From Above is
    not yielding, so the buyer entering the City loses no heart."""
    s = table(3, city=1, active=0, cards=[[], ["burrowing"], []], energy=[5, 0, 0],
              phase="buy", market=["death_from_above", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "hp", "city", "vp") == {"hp": [10, 10, 10], "city": 0, "vp": [3, 0, 0]}


# ---------------------------------------- what counts as smashing (名詞解析 受傷/爪擊)


def test_a_jets_yield_loses_no_heart_so_gets_no_poison() -> None:
    """名詞解析: a monster is smashed when SMASH makes it lose hearts; a monster leaving with
    Jets loses none, so Poison Spit gives it no token."""
    s = table(3, city=1, active=0, cards=[[], ["jets"], []], tiles=[["poison_spit"], [], []],
              phase="resolve", dice=["smash", *QUIET])
    act(s, 1, "yield")
    assert fx(s, "poison", "hp", "city") == {"poison": [0, 0, 0], "hp": [10, 10, 10],
                                             "city": 0}


def test_a_smash_ignored_by_armor_plating_gives_no_poison() -> None:
    """名詞解析: no heart lost to the SMASH (Armor Plating) means not smashed: no Poison token
    and no yield."""
    s = table(3, city=1, active=0, cards=[[], ["armor_plating"], []],
              tiles=[["poison_spit"], [], []], phase="resolve", dice=["smash", *QUIET])
    assert fx(s, "poison", "hp", "city") == {"poison": [0, 0, 0], "hp": [10, 10, 10],
                                             "city": 1}


def test_a_zombie_cannot_remove_poison_with_hearts() -> None:
    """Zombify: HEART results no longer do anything, so they neither heal nor remove a
    Poison token; the token hurts at the end of the turn."""
    s = table(3, city=1, active=0, zombie=[True, False, False], hp=[5, 10, 10],
              poison=[1, 0, 0], phase="resolve",
              dice=["heart", "heart", "energy", *QUIET[:3]])
    assert fx(s, "poison", "hp") == {"poison": [1, 0, 0], "hp": [4, 10, 10]}


# ---------------------------------------- more card interactions (docs decisions)


def test_eater_of_the_dead_counts_a_zombify_revival() -> None:
    """Eater of the Dead: 3 VP each time a monster drops to 0 hearts, Zombify's revival
    included (docs: Deaths)."""
    s = table(3, city=1, active=0, hp=[10, 1, 10],
              cards=[[], ["zombify"], ["eater_of_the_dead"]], phase="resolve",
              dice=["smash", *QUIET])
    f = fx(s, "vp", "alive", "hp", "zombie", "city")
    assert f["alive"] == [True, True, True] and f["zombie"][1] is True
    assert f["hp"][1] == 12 and f["vp"] == [1, 0, 3] and f["city"] == 0


def test_a_copied_psychic_probe_is_not_discarded_on_a_heart() -> None:
    """Docs (Fluxling): a copied Psychic Probe is not discarded; the real card's owner asks
    first, then the copy (clockwise from the active monster)."""
    s = table(3, city=1, active=0, cards=[[], ["psychic_probe"], []],
              tiles=[[], [], ["fluxling"]], copy=[None, None, "psychic_probe"], phase="roll",
              rolls_left=1, dice=["smash", "1", "2", "3", "energy", "energy"],
              roll_results=["heart"])
    act(s, 0, "stop_rolling")
    assert decision(s) == ("probe", 1)
    act(s, 1, "pass")
    assert decision(s) == ("probe", 2)
    act(s, 2, "probe", die=1)
    assert fx(s, "cards", "copy", "dice") == {
        "cards": [[], ["psychic_probe"], []], "copy": [None, None, "psychic_probe"],
        "dice": ["smash", "heart", "2", "3", "energy", "energy"]}


def test_a_copied_plot_twist_works_once_per_turn_and_keeps_the_card() -> None:
    """Docs (Fluxling): a copied Plot Twist works once per turn; the real card stays with
    its owner."""
    s = table(3, city=1, active=0, cards=[[], ["plot_twist"], []], tiles=[["fluxling"], [], []],
              copy=["plot_twist", None, None], phase="resolve",
              dice=["1", "1", "2", "3", "energy", "heart"])
    act(s, 0, "set_die", die=2, face="1", source="plot_twist")
    f = fx(s, "cards", "copy", "dice", "discard")
    assert f["cards"][1] == ["plot_twist"] and f["copy"][0] == "plot_twist"
    assert f["dice"] == ["1", "1", "1", "3", "energy", "heart"] and f["discard"] == []
    assert "set_die" not in kinds_of(s, 0)


def test_parasitic_tentacles_takes_smoke_cloud_with_its_tokens() -> None:
    """Docs (Parasitic Tentacles): the card keeps its tokens; the buyer pays its owner."""
    s = table(3, city=1, active=0, cards=[["parasitic_tentacles"], ["smoke_cloud"], []],
              smoke=[0, 1, 0], energy=[4, 0, 0], phase="buy")
    act(s, 0, "buy_owned", card=inst(s, 1, "smoke_cloud"))
    assert fx(s, "cards", "smoke", "energy") == {
        "cards": [["parasitic_tentacles", "smoke_cloud"], [], []], "smoke": [1, 0, 0],
        "energy": [0, 4, 0]}


def test_waking_from_hibernation_while_rolling_lets_the_monster_enter() -> None:
    """Hibernation may be discarded at any time, ending its restrictions at once: woken
    while rolling, the monster enters the empty Tokyo in this turn (docs: Hibernation)."""
    s = table(3, active=0, cards=[["hibernation"], [], []], energy=[0, 0, 0], phase="roll",
              rolls_left=1, dice=["energy", *QUIET])
    assert "wake" in kinds_of(s, 0)
    act(s, 0, "wake")
    assert decision(s) == ("roll", 0) and fx(s, "cards")["cards"][0] == []
    act(s, 0, "stop_rolling")
    assert fx(s, "city", "vp", "energy") == {"city": 0, "vp": [1, 0, 0], "energy": [1, 0, 0]}


def test_rapid_healing_is_not_asked_before_a_loss_that_is_not_fatal() -> None:
    """Docs (Damage window): Rapid Healing is offered before losing hearts only when the loss
    would be fatal; a 1-heart smash at 8 hearts goes straight to the yield question."""
    s = table(3, city=1, active=0, cards=[[], ["rapid_healing"], []], energy=[0, 4, 0],
              hp=[10, 8, 10], phase="resolve", dice=["smash", *QUIET])
    assert decision(s) == ("yield", 1)
    assert fx(s, "hp", "energy") == {"hp": [10, 7, 10], "energy": [0, 4, 0]}


def test_friend_of_children_adds_to_the_two_player_entry_energy() -> None:
    """2-player variant: entering gives 1 energy instead of 1 VP; Friend of Children adds 1
    to every energy gain (2 in all)."""
    s = table(2, options={"two_player_variant": True}, active=0,
              cards=[["friend_of_children"], []], phase="resolve", dice=[*QUIET, "3"])
    assert fx(s, "energy", "vp", "city") == {"energy": [2, 0], "vp": [0, 0], "city": 0}


def test_freeze_time_repeated_still_one_die_fewer() -> None:
    """Freeze Time: the extra turn rolls one die fewer than normal; three 1s again in that
    turn give another extra turn with 5 dice again, not 4 (docs: Freeze Time)."""
    s = table(3, city=1, active=0, cards=[["freeze_time"], [], []], levels_taken=[[3], [], []],
              phase="resolve", dice=["1", "1", "1", "2", "energy", "heart"],
              roll_results=["1", "1", "1", "2", "3", "1", "2", "3", "1", "2"])
    act(s, 0, "resolve", group="numbers")
    act(s, 0, "resolve", group="energy")
    assert s.active == 0 and s.extra and len(s.dice) == 5
    turn = s.turn
    act(s, 0, "stop_rolling")  # three 1s again; nothing to buy: the next extra turn starts
    assert s.turn == turn + 1
    assert s.active == 0 and s.extra and len(s.dice) == 5
    assert fx(s, "vp")["vp"][0] == 2


def test_the_market_refills_with_the_discard_card_just_used() -> None:
    """Docs (Market refill): with the deck empty, the discard pile, holding the DISCARD card
    just bought, becomes the deck and refills the slot."""
    s = table(3, city=1, active=0, energy=[5, 0, 0], phase="buy",
              market=["corner_store", "energize", "skyscraper"])
    s.deck.clear()
    s.discard.clear()
    act(s, 0, "buy", slot=0)
    assert fx(s, "market", "deck_size", "discard") == {
        "market": ["corner_store", "energize", "skyscraper"], "deck_size": 0, "discard": []}


def test_made_in_a_lab_shows_nothing_on_another_monsters_turn() -> None:
    """Made in a Lab: the top card is seen during its owner's OWN buy step only."""
    s = table(3, city=1, active=1, cards=[["made_in_a_lab"], [], []], energy=[5, 5, 0],
              phase="buy")
    assert decision(s) == ("buy", 1)
    assert s.view(0)["top_card"] is None and s.view(1)["top_card"] is None


def test_energy_is_kept_from_turn_to_turn() -> None:
    """能量標記會一直保留，直到玩家決定花費它: unspent energy stays for later turns."""
    s = table(3, city=1, active=0, energy=[5, 0, 0], phase="buy",
              roll_results=[*QUIET, "3", *QUIET, "3"])
    act(s, 0, "end_turn")
    act(s, 1, "stop_rolling")
    act(s, 2, "stop_rolling")
    assert s.active == 0 and fx(s, "energy")["energy"] == [5, 0, 0]


# ---------------------------------------- yielding needs a lost heart (進入東京 提醒)


def test_jets_with_armor_plating_cannot_yield_to_a_single_smash() -> None:
    """投降: only a monster that lost hearts to SMASH may yield. Armor Plating ignores a loss
    of exactly 1 heart, so a Jets holder hit by one SMASH loses nothing and must stay
    (exactly as without Jets, test_rules.test_no_yield_without_a_lost_heart)."""
    s = table(3, city=1, active=0, cards=[[], ["jets", "armor_plating"], []],
              energy=[2, 0, 0], phase="resolve", dice=["smash", *QUIET])
    assert decision(s) != ("jets", 1)
    assert fx(s, "hp", "city") == {"hp": [10, 10, 10], "city": 1}


def test_jets_stay_then_no_second_yield_question_but_plain_yield_without_jets() -> None:
    """A Jets holder that stays takes the smash and is not asked again; a monster without
    Jets hit by the same roll is asked after the damage (5 players: City and Bay)."""
    s = table(5, city=1, bay=2, active=0, cards=[[], ["jets"], [], [], []], phase="resolve",
              dice=["smash", "smash", *QUIET[:4]])
    assert decision(s) == ("jets", 1)
    act(s, 1, "stay")
    assert decision(s) == ("yield", 2)
    assert fx(s, "hp")["hp"][1:3] == [8, 8]
    act(s, 2, "yield")
    f = fx(s, "city", "bay", "vp")
    assert f["city"] == 1 and f["bay"] == 0 and f["vp"][0] == 1


def test_a_monster_hurt_only_by_fire_breathing_may_not_yield() -> None:
    """Only hearts lost to SMASH allow a yield: the Bay neighbour of a Fire Breathing monster
    in the City loses a heart to the card, not to SMASH, and is not asked."""
    s = table(5, city=0, bay=1, active=0, cards=[["fire_breathing"], [], [], [], []],
              energy=[2, 0, 0, 0, 0], phase="resolve", dice=["smash", *QUIET])
    f = fx(s, "hp", "bay")
    assert f["hp"] == [10, 9, 9, 9, 8] and f["bay"] == 1
    assert decision(s) == ("buy", 0)
