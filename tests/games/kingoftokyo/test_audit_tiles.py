"""Audit of the wickedness gauge and the 20 wickedness tile faces (King of Tokyo: Dark Edition).

Read from the seed rulebook (shared/seeds/king-of-tokyo-dark.zh-Hant.txt: 邪惡點數, the set-up's
step ⑦ and 超能力卡和邪惡板塊解析), its restatement (shared/reference/kingoftokyo/rules.md §4.2,
§15), the tile texts (wickedness_tiles.yaml) and the card texts they meet (power_cards.yaml);
where those leave a choice the decision in docs/kingoftokyo.md is the expected behaviour.

What test_tiles.py, test_rules.py and the other audits (test_audit_*.py) pin already is not
repeated: this pass takes the gauge at its edges (gains adding up, two thresholds in one gain,
the cap, tiles that never come back), each tile's clauses the others skip, tiles gained in the
middle of a turn, and tiles meeting cards (or tiles) on the same quantity: SMASH count, hearts
gained and the maximum, VP taken, Poison tokens, price, extra turns.

No card gives wickedness: a tile is only ever gained while the numbers are resolved, so "gained
mid-roll" is the resolve step of the turn (the rolls are over by then).

A test marked xfail(strict=True) asserts the rules' behaviour where the engine disagrees.
"""

from __future__ import annotations

import pytest

from ludoteca.core.errors import IllegalAction

from .helpers import QUIET, act, can, decision, events_of, fx, kinds_of, table

Q6 = [*QUIET, "3"]  # six dice, nothing to resolve
ONE_SMASH = ["smash", *QUIET]


# ============================================================== the gauge (邪惡點數)


def test_a_triple_of_ones_and_a_triple_of_twos_add_up_to_the_first_threshold() -> None:
    """每三顆相同 1: 2 wickedness, 每三顆相同 2: 1 — both triples in one roll add up to 3 (from
    0): the level-3 tile is offered, once."""
    s = table(3, city=1, active=0, phase="resolve", dice=["1", "1", "1", "2", "2", "2"])
    f = fx(s, "vp", "wickedness")
    assert f["vp"][0] == 1 + 2 and f["wickedness"][0] == 3
    assert s.view(0)["pending"] == {"kind": "tile", "seat": 0, "level": 3}
    act(s, 0, "take_tile", tile="tireless")
    assert decision(s) != ("tile", 0)
    assert fx(s, "levels_taken")["levels_taken"][0] == [3]


def test_nine_ones_pass_6_and_10_in_one_gain_lowest_first() -> None:
    """Nine 1s (Extra Head, Natural Selection, Cyberbrain: 9 dice) are three triples: 6
    wickedness, 4 -> 10. 通過的每個判定點只會獲得一次板塊: a tile for 6, then one for 10 (rules.md
    §15.3); the one-shot tiles taken at each (Widespread Panic, Starburst) act and leave."""
    s = table(3, city=1, active=0, wickedness=[4, 0, 0], vp=[0, 5, 6],
              cards=[["extra_head", "natural_selection"], [], []], tiles=[["cyberbrain"], [], []],
              stacks={"6": ["widespread_panic", "evil_lair"], "10": ["starburst", "skybeam"]},
              phase="resolve", dice=["1"] * 9)
    f = fx(s, "vp", "wickedness")
    assert f["vp"][0] == 1 + 6 and f["wickedness"][0] == 10
    assert s.view(0)["pending"] == {"kind": "tile", "seat": 0, "level": 6}
    act(s, 0, "take_tile", tile="widespread_panic")
    assert fx(s, "vp")["vp"] == [7, 1, 2]
    assert s.view(0)["pending"] == {"kind": "tile", "seat": 0, "level": 10}
    energy = fx(s, "energy")["energy"][0]
    act(s, 0, "take_tile", tile="starburst")
    f = fx(s, "energy", "tiles", "tiles_out", "levels_taken", "stacks")
    assert f["energy"][0] == energy + 12
    assert f["tiles"][0] == ["cyberbrain"]
    assert sorted(f["tiles_out"]) == ["starburst", "widespread_panic"]
    assert f["levels_taken"][0] == [3, 6, 10]
    assert f["stacks"]["6"] == ["evil_lair"] and f["stacks"]["10"] == ["skybeam"]


def test_a_gain_cut_at_10_moves_the_counter_only_to_10() -> None:
    """The gauge stops at 10 (rules.md §15.2): 9 + 2 moves the counter by 1, and the event
    says so."""
    s = table(3, city=1, active=0, wickedness=[9, 0, 0], levels_taken=[[3, 6, 10], [], []],
              phase="resolve", dice=["1", "1", "1", "energy", "energy", "3"])
    events = act(s, 0, "resolve", group="numbers")
    assert events_of(events, "wickedness") == [
        {"seat": 0, "delta": 1, "total": 10, "why": "dice"}]


def test_the_tile_choice_is_the_active_monsters_with_no_pass_among_the_stack_faces() -> None:
    """你可以選擇一張對應該等級的邪惡板塊 (docs: reaching a threshold takes one tile of that level,
    there is no pass): only the faces in the stack are legal — not a tile of another level,
    not the other side of a tile in the stack — and nobody else has a decision."""
    s = table(3, city=1, active=0, wickedness=[2, 0, 0], phase="resolve",
              dice=["2", "2", "2", "energy", "energy", "heart"])
    act(s, 0, "resolve", group="numbers")
    assert decision(s) == ("tile", 0)
    assert kinds_of(s, 0) == {"take_tile"}
    assert not can(s, 0, "pass")
    assert s.legal(1) == () and s.legal(2) == ()
    for face in ("cyberbrain", "barbs", "final_roar"):
        with pytest.raises(IllegalAction):
            act(s, 0, "take_tile", tile=face)
    assert fx(s, "tiles")["tiles"][0] == []


def test_used_and_lost_tiles_never_go_back_to_the_stacks() -> None:
    """rules.md §15.4b / docs: discarded tiles leave the game — a one-shot tile once used
    (Starburst) and an eliminated monster's tiles (將任何保留的卡牌及邪惡板塊棄除) are not
    stacked again."""
    s = table(3, city=1, active=0, wickedness=[9, 0, 0], options={"tiles": "green"},
              phase="resolve", dice=["1", "1", "1", "2", "3", "heart"])
    act(s, 0, "resolve", group="numbers")
    act(s, 0, "take_tile", tile="starburst")
    f = fx(s, "stacks", "tiles_out")
    assert f["stacks"]["10"] == ["final_push"] and f["tiles_out"] == ["starburst"]

    t = table(3, city=1, active=0, hp=[10, 1, 10], tiles=[[], ["devious", "evil_lair"], []],
              phase="resolve", dice=ONE_SMASH)
    f = fx(t, "alive", "stacks", "tiles_out")
    assert f["alive"][1] is False
    assert sorted(f["tiles_out"]) == ["devious", "evil_lair"]
    assert f["stacks"]["3"] == ["eternal", "skulking", "tireless"]
    assert f["stacks"]["6"] == ["cyberbrain", "full_regeneration", "widespread_panic"]


def test_zombify_takes_the_counter_off_the_gauge_and_the_tiles_leave_the_game() -> None:
    """Zombify: discard all your cards and Wickedness tiles, take your counter off the
    gauge (rules.md §4.2: the counter and the record of levels restart from 0); the tiles
    are lost for good (tile_lost, why revive) and the yellow die of Cyberbrain goes."""
    s = table(3, city=1, active=0, hp=[10, 1, 10], wickedness=[0, 7, 0],
              cards=[[], ["zombify"], []], tiles=[[], ["devious", "cyberbrain"], []],
              phase="resolve", dice=["smash", "energy", "1", "2", "3", "1"])
    events = act(s, 0, "resolve", group="smash")
    f = fx(s, "alive", "zombie", "wickedness", "levels_taken", "tiles", "tiles_out",
           "dice_count", "stacks")
    assert f["alive"][1] is True and f["zombie"][1] is True
    assert f["wickedness"][1] == 0 and f["levels_taken"][1] == []
    assert f["tiles"][1] == [] and sorted(f["tiles_out"]) == ["cyberbrain", "devious"]
    assert f["dice_count"][1] == 6
    assert "devious" not in f["stacks"]["3"] and "cyberbrain" not in f["stacks"]["6"]
    assert sorted(e["tile"] for e in events_of(events, "tile_lost")
                  if e["why"] == "revive") == ["cyberbrain", "devious"]


def test_a_revived_monster_reaching_3_again_chooses_among_the_tiles_left() -> None:
    """It Has a Child! resets the gauge (rules.md §4.2 [RECON]); on its next turn the revived
    monster reaches 3 again and picks among the level-3 tiles still stacked — its old Devious
    is out of the game."""
    s = table(3, city=1, active=0, hp=[10, 1, 10], wickedness=[0, 4, 0],
              cards=[[], ["it_has_a_child"], []], tiles=[[], ["devious"], []],
              phase="resolve", dice=ONE_SMASH,
              roll_results=["1", "1", "1", "2", "2", "2"])
    f = fx(s, "alive", "wickedness", "levels_taken", "city")
    assert f["alive"][1] is True and f["wickedness"][1] == 0 and f["levels_taken"][1] == []
    assert f["city"] == 0
    assert decision(s) == ("roll", 1)  # seat 0 could buy nothing: seat 1's turn
    act(s, 1, "stop_rolling")
    assert fx(s, "wickedness")["wickedness"][1] == 3
    assert decision(s) == ("tile", 1)
    assert sorted(a.get("tile") for a in s.legal(1)) == ["eternal", "skulking", "tireless"]


# ============================================================== SMASH count


def test_barbs_and_antimatter_beam() -> None:
    """Barbs: two SMASH rolled count one more; Antimatter Beam: all your SMASH count double
    (docs: after the additions) — (2 + 1) x 2 = 6."""
    s = table(3, city=1, active=0, tiles=[["barbs", "antimatter_beam"], [], []],
              phase="resolve", dice=["smash", "smash", *QUIET[:4]])
    assert decision(s) == ("yield", 1)
    assert fx(s, "hp")["hp"][1] == 4


def test_barbs_does_not_count_acid_attacks_smash() -> None:
    """Barbs: *when your roll contains at least two SMASH results* — Acid Attack's SMASH is
    not rolled (docs: smash bonuses look at the SMASH faces rolled): one rolled + Acid = 2."""
    s = table(3, city=1, active=0, cards=[["acid_attack"], [], []], tiles=[["barbs"], [], []],
              phase="resolve", dice=ONE_SMASH)
    assert fx(s, "hp")["hp"][1] == 8


# ============================================================== hearts gained and the maximum


def test_eternal_heals_above_10_with_full_regeneration() -> None:
    """Eternal (start of turn: 1 heart) with Full Regeneration (maximum 12): 11 -> 12; the
    cap is the raised maximum, not 10 (超能力卡或邪惡板塊無法讓血量增加超過10 unless a tile
    changes it)."""
    s = table(3, city=1, active=0, hp=[11, 10, 10],
              tiles=[["eternal", "full_regeneration"], [], []], phase="start", roll_results=Q6)
    assert fx(s, "hp", "max_hp") == {"hp": [12, 10, 10], "max_hp": [12, 10, 10]}


def test_eternal_with_regeneration() -> None:
    """Eternal's heart is a gain of hearts: Regeneration (whenever you gain hearts, 1 more)
    adds 1."""
    s = table(3, city=1, active=0, hp=[5, 10, 10], cards=[["regeneration"], [], []],
              tiles=[["eternal"], [], []], phase="start", roll_results=Q6)
    assert fx(s, "hp")["hp"][0] == 7


def test_eternal_heals_a_zombie() -> None:
    """Zombify: *your HEART results* no longer do anything; Eternal's heart is no HEART
    result, so a zombie (maximum 12) still gains it."""
    s = table(3, city=1, active=0, hp=[11, 10, 10], zombie=[True, False, False],
              tiles=[["eternal"], [], []], phase="start", roll_results=Q6)
    assert fx(s, "hp")["hp"][0] == 12


def test_skybeam_heart_curing_poison_still_gives_its_extra_heart() -> None:
    """docs (Skybeam): a HEART result spent removing a Poison token still gives its extra
    heart — two HEART, one cures: 1 healed + 2 from Skybeam."""
    s = table(3, city=1, active=0, hp=[5, 10, 10], poison=[1, 0, 0],
              tiles=[["skybeam"], [], []], phase="resolve",
              dice=["heart", "heart", *QUIET[:4]])
    assert decision(s) == ("resolve", 0)
    act(s, 0, "resolve", group="heart", poison=1, shrink=0)
    assert fx(s, "hp", "poison") == {"hp": [8, 10, 10], "poison": [0, 0, 0]}


def test_full_regeneration_gained_in_tokyo_heals_to_12() -> None:
    """Full Regeneration: when you gain this tile, heal up to 12 — a tile's heal, not a HEART
    result, so it works in Tokyo (在東京: 只能使用超能力卡來增加 hearts)."""
    s = table(3, city=0, active=0, hp=[4, 10, 10], wickedness=[5, 0, 0], phase="resolve",
              dice=["1", "1", "1", "energy", "3", "2"])
    act(s, 0, "resolve", group="numbers")
    act(s, 0, "take_tile", tile="full_regeneration")
    assert fx(s, "hp", "max_hp") == {"hp": [12, 10, 10], "max_hp": [12, 10, 10]}


def test_final_push_heals_in_tokyo() -> None:
    """Final Push: gain 2 hearts — in Tokyo too (a tile's gain, not a HEART result)."""
    s = table(3, city=0, active=0, hp=[6, 10, 10], wickedness=[9, 0, 0],
              stacks={"10": ["final_push"]}, phase="resolve",
              dice=["1", "1", "1", "2", "3", "3"], roll_results=[*Q6, *Q6])
    act(s, 0, "take_tile", tile="final_push")
    assert fx(s, "hp", "energy") == {"hp": [8, 10, 10], "energy": [2, 0, 0]}


def test_full_regeneration_lost_at_a_revival_takes_the_maximum_back_to_10() -> None:
    """Full Regeneration: *your maximum health becomes 12* — while the tile is held. It Has a
    Child! discards the tiles and comes back with 10 hearts: the maximum is 10 again."""
    s = table(3, city=1, active=0, hp=[10, 1, 10], wickedness=[0, 6, 0],
              cards=[[], ["it_has_a_child"], []], tiles=[[], ["full_regeneration"], []],
              phase="resolve", dice=ONE_SMASH)
    f = fx(s, "alive", "hp", "max_hp", "tiles", "tiles_out")
    assert f["alive"][1] is True and f["hp"][1] == 10 and f["max_hp"][1] == 10
    assert f["tiles"][1] == [] and f["tiles_out"] == ["full_regeneration"]


# ============================================================== VP taken


def test_underdog_gained_from_the_numbers_takes_a_star_on_this_smash() -> None:
    """Underdog taken while resolving the numbers (gauge 2 -> 3) already acts on the SMASH
    resolved after it (rules.md §15.6): 2 VP for three 2s, then 1 taken from the richer City
    monster."""
    s = table(3, city=1, active=0, vp=[0, 5, 0], wickedness=[2, 0, 0],
              options={"tiles": "green"}, phase="resolve",
              dice=["2", "2", "2", "smash", "energy", "3"])
    act(s, 0, "resolve", group="numbers")
    act(s, 0, "take_tile", tile="underdog")
    act(s, 0, "resolve", group="smash")
    assert fx(s, "vp", "hp") == {"vp": [3, 4, 0], "hp": [10, 9, 10]}


def test_underdog_compares_target_by_target_after_each_steal() -> None:
    """docs (Underdog with several targets): from the City seat 0 (3 VP) hurts seats 1 and 2
    (4 VP each): it takes one from seat 1 (now 4 against 4), then seat 2 no longer has more."""
    s = table(3, city=0, active=0, vp=[3, 4, 4], tiles=[["underdog"], [], []],
              phase="resolve", dice=ONE_SMASH)
    assert fx(s, "vp", "hp") == {"vp": [4, 3, 4], "hp": [10, 9, 9]}


def test_underdog_takes_one_star_however_many_smash() -> None:
    """Underdog: *take 1 star* from a smashed richer monster — one, with four SMASH
    (Antimatter Beam doubling two)."""
    s = table(3, city=1, active=0, vp=[0, 5, 0], tiles=[["underdog", "antimatter_beam"], [], []],
              phase="resolve", dice=["smash", "smash", *QUIET[:4]])
    assert fx(s, "vp", "hp") == {"vp": [1, 4, 0], "hp": [10, 6, 10]}


def test_final_roar_counts_the_stars_held_when_the_hearts_ran_out() -> None:
    """如果怪獸損失最後1點生命力...則該玩家立即被消滅: the Final Roar holder (16 VP) is out the
    moment its last heart goes; docs (Deaths): a monster at 0 hearts is out at once, Final
    Roar looks at the VP it had. The attacker's Underdog taking a star from it afterwards
    must not turn the 16 it was eliminated with into 15."""
    s = table(3, city=1, active=0, hp=[10, 1, 10], vp=[0, 16, 0],
              tiles=[["underdog"], ["final_roar"], []], phase="resolve", dice=ONE_SMASH)
    assert fx(s, "alive")["alive"][1] is False
    assert s.over and s.winners() == [1]


def test_final_roar_gained_from_the_numbers_wins_in_the_same_turn() -> None:
    """Final Roar taken while resolving the numbers (16 VP after three 2s) is active at once:
    its holder dying in its own smash (the City monster's Reflective Hide) wins."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], vp=[14, 0, 0], wickedness=[2, 0, 0],
              cards=[[], ["reflective_hide"], []], options={"tiles": "green"},
              phase="resolve", dice=["2", "2", "2", "smash", "energy", "3"])
    act(s, 0, "resolve", group="numbers")
    act(s, 0, "take_tile", tile="final_roar")
    assert fx(s, "vp")["vp"][0] == 16
    act(s, 0, "resolve", group="smash")
    assert fx(s, "alive")["alive"][0] is False
    assert s.over and s.winners() == [0]


def test_skulking_gained_from_these_ones_does_not_add_to_them() -> None:
    """Skulking (three or more 1s: 1 more star) taken at the threshold those very 1s reached:
    the triple was scored before the wickedness it gave (勝利點數, then 邪惡點數, then the tile),
    so it scores 1 VP, not 2 (BGA's order too; see the report's ambiguities)."""
    s = table(3, city=1, active=0, wickedness=[1, 0, 0], phase="resolve",
              dice=["1", "1", "1", "energy", "3", "2"])
    act(s, 0, "resolve", group="numbers")
    act(s, 0, "take_tile", tile="skulking")
    assert fx(s, "vp", "tiles")["vp"][0] == 1
    assert fx(s, "tiles")["tiles"][0] == ["skulking"]


def test_underdog_takes_its_star_from_a_monster_that_then_yields() -> None:
    """Underdog: the richer City monster lost a heart to the SMASH (it was smashed), so it
    gives its star even though it yields afterwards (unlike a Jets yield, which loses no
    heart)."""
    s = table(3, city=1, active=0, vp=[0, 5, 0], tiles=[["underdog"], [], []],
              phase="resolve", dice=ONE_SMASH)
    assert decision(s) == ("yield", 1)
    assert fx(s, "vp")["vp"] == [1, 4, 0]
    act(s, 1, "yield")
    f = fx(s, "vp", "city", "hp")
    assert f["vp"] == [2, 4, 0] and f["city"] == 0 and f["hp"][1] == 9


def test_final_roar_holder_out_before_its_underdog_star_stays_at_15() -> None:
    """docs (Deaths): a monster at 0 hearts is out at once and scores no more VP (Final Roar
    looks at the VP it had). The Final Roar holder (15 VP, 1 heart) smashes the richer City
    monster, whose Reflective Hide takes its last heart before Underdog's star: it is
    eliminated with 15, no win."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], vp=[15, 18, 0],
              cards=[[], ["reflective_hide"], []], tiles=[["underdog", "final_roar"], [], []],
              phase="resolve", dice=ONE_SMASH)
    f = fx(s, "alive", "vp")
    assert f["alive"][0] is False and f["vp"][0] == 15
    assert not s.over


# ============================================================== Poison Spit's "smash"


def test_poison_spit_gives_no_token_for_fire_breathings_hearts() -> None:
    """Poison Spit: each monster you smash *with your SMASH results*; Fire Breathing's heart
    is a card's loss (注意: 因超能力卡效果所損失的 hearts 不同於 SMASH): the neighbours lose it and
    take no token, the City monster hit by the SMASH takes one."""
    s = table(4, city=2, active=0, cards=[["fire_breathing"], [], [], []],
              tiles=[["poison_spit"], [], [], []], phase="resolve", dice=ONE_SMASH)
    assert fx(s, "hp", "poison") == {"hp": [10, 9, 9, 9], "poison": [0, 0, 1, 0]}


def test_poison_spit_gives_no_token_when_armor_plating_stops_the_smash() -> None:
    """Poison Spit: each monster you *smash* (名詞解析: make it lose hearts with SMASH); Armor
    Plating ignores the single heart — no token."""
    s = table(3, city=1, active=0, cards=[[], ["armor_plating"], []],
              tiles=[["poison_spit"], [], []], phase="resolve", dice=ONE_SMASH)
    assert fx(s, "hp", "poison") == {"hp": [10, 10, 10], "poison": [0, 0, 0]}


def test_poison_spit_gives_no_token_to_a_jets_yield() -> None:
    """Poison Spit: each monster you *smash*; a Jets holder that yields loses no heart from
    that SMASH (Jets), so it was not smashed and takes no token."""
    s = table(3, city=1, active=0, cards=[[], ["jets"], []], tiles=[["poison_spit"], [], []],
              phase="resolve", dice=ONE_SMASH)
    assert decision(s) == ("jets", 1)
    act(s, 1, "yield")
    assert fx(s, "hp", "poison", "city") == {"hp": [10, 10, 10], "poison": [0, 0, 0],
                                             "city": 0}


# ============================================================== dice and rolls gained mid-turn


def test_eternal_and_cyberbrain_gained_mid_turn_act_from_the_next_turn() -> None:
    """Six 1s take the gauge 2 -> 6: Eternal at 3, then Cyberbrain at 6. A tile acts from
    the moment it is gained, but this turn's start is over and its dice are rolled: Cyberbrain
    counts a 7th die at once (dice_count) without adding one to the dice already rolled, and
    Eternal heals at the start of the next turn, not now."""
    s = table(2, city=1, active=0, hp=[7, 10], wickedness=[2, 0],
              stacks={"3": ["eternal", "tireless"], "6": ["cyberbrain", "evil_lair"]},
              phase="resolve", dice=["1", "1", "1", "1", "1", "1"],
              roll_results=[*Q6, "1", "2", "3", "1", "2", "3", "2"])
    act(s, 0, "take_tile", tile="eternal")
    assert fx(s, "hp")["hp"][0] == 7
    act(s, 0, "take_tile", tile="cyberbrain")
    f = fx(s, "dice_count", "dice", "hp", "tiles")
    assert f["dice_count"][0] == 7 and len(f["dice"]) == 6 and f["hp"][0] == 7
    assert f["tiles"][0] == ["eternal", "cyberbrain"]
    if decision(s) == ("buy", 0):
        act(s, 0, "end_turn")
    assert decision(s) == ("roll", 1)
    act(s, 1, "stop_rolling")
    if decision(s) == ("buy", 1):
        act(s, 1, "end_turn")
    assert s.active == 0 and len(s.dice) == 7 and fx(s, "hp")["hp"][0] == 8


def test_a_smash_tile_gained_after_the_smash_was_resolved_does_not_redo_it() -> None:
    """Resolve in any order (你可以用任意的順序結算骰子): SMASH first, then the numbers reach
    10 and Antimatter Beam is taken — the SMASH already resolved is not doubled (docs: the
    doubling counts on the gaining roll only if the numbers were resolved first)."""
    s = table(3, city=1, active=0, wickedness=[9, 0, 0], phase="resolve",
              dice=["1", "1", "1", "smash", "smash", "3"])
    act(s, 0, "resolve", group="smash")
    act(s, 1, "stay")
    assert fx(s, "hp")["hp"][1] == 8
    assert decision(s) == ("tile", 0)
    act(s, 0, "take_tile", tile="antimatter_beam")
    assert fx(s, "hp")["hp"][1] == 8


def test_defender_of_tokyo_gained_in_tokyo_waits_for_the_next_start() -> None:
    """Defender of Tokyo: *whenever you enter Tokyo, and whenever you start your turn in
    Tokyo*. Gained while resolving by a monster already in the City: no entry this turn and
    this start is past — nobody loses a star until its next turn starts."""
    s = table(2, city=0, active=0, vp=[0, 3], wickedness=[5, 0], options={"tiles": "green"},
              phase="resolve", dice=["1", "1", "1", "energy", "3", "2"],
              roll_results=[*Q6, *Q6])
    act(s, 0, "resolve", group="numbers")
    act(s, 0, "take_tile", tile="defender_of_tokyo")
    assert fx(s, "vp")["vp"] == [1, 3]
    if decision(s) == ("buy", 0):
        act(s, 0, "end_turn")
    act(s, 1, "stop_rolling")
    if decision(s) == ("buy", 1):
        act(s, 1, "end_turn")
    assert s.active == 0 and fx(s, "vp")["vp"] == [1 + 2, 2]


# ============================================================== extra turns


def test_final_push_turn_is_lost_when_poison_kills_its_holder() -> None:
    """Final Push gives 2 hearts and another turn; Poison (3 tokens) takes 3 at the end of the
    turn: the holder at 1 + 2 hearts dies, and an eliminated monster takes no extra turn."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], poison=[3, 0, 0], wickedness=[9, 0, 0],
              stacks={"10": ["final_push"]}, phase="resolve",
              dice=["1", "1", "1", "2", "3", "3"], roll_results=Q6)
    act(s, 0, "take_tile", tile="final_push")
    assert fx(s, "hp")["hp"][0] == 3 and s.extra_turns == [(0, 0)]
    act(s, 0, "end_turn")
    f = fx(s, "alive", "extra_turns", "active")
    assert f["alive"][0] is False and f["extra_turns"] == [] and f["active"] == 1
    assert not s.extra


# ============================================================== price and purchases


def test_evil_lair_on_an_opportunist_purchase() -> None:
    """docs: Opportunist buys with its owner's discounts (Evil Lair): with 2 energy the
    holder may buy a revealed Corner Store (3) on another monster's turn."""
    s = table(3, city=1, active=0, energy=[2, 0, 2], cards=[[], [], ["opportunist"]],
              tiles=[[], [], ["evil_lair"]], phase="buy", deck_top=["corner_store"])
    act(s, 0, "sweep")
    assert decision(s) == ("opportunist", 2)
    slot = fx(s, "market")["market"].index("corner_store")
    act(s, 2, "buy", slot=slot)
    f = fx(s, "energy", "vp")
    assert f["energy"] == [0, 0, 0] and f["vp"][2] == 1


def test_have_it_all_on_a_made_in_a_lab_purchase() -> None:
    """Have It All!: 1 star every time you buy a power card — the top card of the deck bought
    with Made in a Lab is a purchase (Corner Store: 1 + 1)."""
    s = table(3, city=1, active=0, energy=[3, 0, 0], cards=[["made_in_a_lab"], [], []],
              tiles=[["have_it_all"], [], []], phase="buy", deck_top=["corner_store"])
    act(s, 0, "buy_top")
    f = fx(s, "vp", "energy")
    assert f["vp"][0] == 2 and f["energy"][0] == 0
