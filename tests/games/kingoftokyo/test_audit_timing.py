"""Fifth audit of the King of Tokyo: Dark Edition engine: timing, when each power acts.

The turn as the seed rulebook gives it (回合流程: 1. 擲骰 2. 結算骰子 3. 進入東京 4. 購買超能力卡
5. 回合結束), with its clarifications (超能力卡和邪惡板塊解析) and rules.md §4-§5, and the moments
on other monsters' turns:

- start of turn: the Fluxling copy (同步熔劑: "在自己的下一回合開始時（擲骰子前）"), the Tokyo
  bonus ("[+2]… 這也包含因為一些特殊效果而獲得的額外的回合"), start-of-turn cards and tiles;
- rolling: each roll, extra rolls, dice tools, then Psychic Probe after the last roll;
- resolving: each group (numbers with their tiles, smash and what follows it);
- Tokyo: yields and entering, and the Tokyo-dependent powers right after them;
- buying: each purchase (DISCARD at once, KEEP active at once), reveals (Opportunist);
- end of turn: Metamorph, end-of-turn cards, Poison (rules.md §4.5, §12);
- other monsters' turns: being hurt, a card revealed, another monster's roll, an elimination.

For each moment: the power acts then (not a step early or late), once, for the right monster,
in seat order clockwise from the active monster where several act (the rulebook's word for
Opportunist, applied by the engine to every "each of them" moment), on extra turns too, and
not when its owner lost it (sold, taken, eliminated) before the moment.
"""

from __future__ import annotations

from ludoteca.games.kingoftokyo import KotState

from .helpers import QUIET, act, can, decision, end_buying, fx, inst, kinds_of, table

Q6 = [*QUIET, "3"]  # six dice: no triple, no SMASH, no HEART, no ENERGY
TWO_SMASH = ["smash", "smash", *QUIET[:4]]


def pass_turn(s: KotState, seat: int) -> None:
    """Play the rest of `seat`'s turn doing nothing, stopping at another seat's decision:
    stop rolling, keep the copy, end it (only this turn: an extra turn is left to start)."""
    turn = s.turn
    for _ in range(30):
        d = decision(s)
        if d is None or d[1] != seat or s.turn != turn:
            return
        kind = d[0]
        if kind == "roll":
            act(s, seat, "stop_rolling")
        elif kind in ("buy", "sell"):
            act(s, seat, "end_turn")
        elif kind in ("copy", "probe", "opportunist", "swap", "damage"):
            act(s, seat, "pass")
        else:
            raise AssertionError(f"unexpected decision {d}")
    raise AssertionError("the turn did not end")


# ============================================================== start of turn


def test_fluxling_start_copy_comes_before_the_start_of_turn_powers() -> None:
    """同步熔劑: at the start of your turn (before rolling) you may copy another KEEP card;
    docs turn flow 1: the copy first, then the start-of-turn cards. A Nanobots copied now
    (fewer than 3 hearts: gain 2) heals at this very start."""
    s = table(3, city=2, active=0, hp=[2, 10, 10], cards=[[], ["nanobots"], ["extra_head"]],
              tiles=[["fluxling"], [], []], copy=["extra_head", None, None], phase="start",
              roll_results=Q6)
    assert decision(s) == ("copy", 0)
    assert fx(s, "dice")["dice"] == []  # nothing rolled yet
    act(s, 0, "copy_card", card=inst(s, 1, "nanobots"))
    f = fx(s, "hp", "copy")
    assert f["hp"][0] == 4 and f["copy"][0] == "nanobots"


def test_fluxling_start_copy_of_extra_head_adds_a_die_to_the_first_roll() -> None:
    """同步熔劑: the start-of-turn copy is chosen before rolling (擲骰子前): a copied Extra Head
    ("you roll one extra die") already adds its die to this turn's first roll."""
    s = table(3, city=2, active=0, cards=[[], ["extra_head"], ["nanobots"]],
              tiles=[["fluxling"], [], []], copy=["nanobots", None, None], phase="start",
              roll_results=[*Q6, "3"])
    act(s, 0, "copy_card", card=inst(s, 1, "extra_head"))
    assert len(fx(s, "dice")["dice"]) == 7


def test_fluxling_start_copy_is_offered_again_on_an_extra_turn() -> None:
    """同步熔劑: a new copy "at the start of your turn"; an extra turn (Frenzy: take another turn
    after this one) is a turn, so the copy window opens again at its start."""
    s = table(3, city=2, active=0, energy=[7, 0, 0], cards=[[], ["extra_head"], ["nanobots"]],
              tiles=[["fluxling"], [], []], copy=["nanobots", None, None], phase="buy",
              market=["frenzy", "energize", "skyscraper"], roll_results=Q6)
    act(s, 0, "buy", slot=0)
    end_buying(s, 0)
    assert fx(s, "active")["active"] == 0
    assert decision(s) == ("copy", 0)
    assert can(s, 0, "copy_card", card=inst(s, 1, "extra_head")) and can(s, 0, "pass")


def test_start_of_turn_powers_act_only_for_the_active_monster() -> None:
    """Tireless, Sonic Boomer, Eternal: "at the start of YOUR turn". Seat 1's tiles do nothing
    when seat 0's turn starts; the active monster's own act."""
    s = table(3, city=2, active=0, hp=[5, 5, 10], tiles=[["tireless"], ["sonic_boomer",
                                                                        "eternal"], []],
              phase="start", roll_results=Q6)
    f = fx(s, "hp", "vp", "energy")
    assert f["hp"][:2] == [5, 5] and f["vp"][:2] == [0, 0] and f["energy"][:2] == [1, 0]


def test_start_of_turn_tiles_act_again_on_an_extra_turn() -> None:
    """Sonic Boomer / Tireless: at the start of your turn; an extra turn (Frenzy) starts a new
    turn, so they act once more at its start — and once only."""
    s = table(3, city=2, active=0, energy=[7, 0, 0], tiles=[["sonic_boomer", "tireless"], [],
                                                             []],
              phase="buy", market=["frenzy", "energize", "skyscraper"], roll_results=Q6)
    act(s, 0, "buy", slot=0)
    end_buying(s, 0)
    f = fx(s, "active", "vp", "energy")
    assert f["active"] == 0 and f["vp"][0] == 1 and f["energy"][0] == 1


def test_entering_tokyo_scores_1_and_the_start_bonus_waits_for_the_next_turn() -> None:
    """[+2] and Urbavore ("gain 1 extra star when you START your turn in Tokyo") act at the
    start of a turn begun in Tokyo: entering this turn gives only the entry 1 VP; the next
    own turn starts in Tokyo with 2 + 1."""
    s = table(3, active=0, cards=[["urbavore"], [], []], phase="resolve",
              dice=["smash", *QUIET], roll_results=[*Q6, *Q6, *Q6])
    assert fx(s, "city", "vp") == {"city": 0, "vp": [1, 0, 0]}
    pass_turn(s, 0)
    pass_turn(s, 1)
    pass_turn(s, 2)
    f = fx(s, "active", "vp")
    assert f["active"] == 0 and f["vp"][0] == 4


def test_a_monster_that_yielded_gets_no_start_bonus_on_its_next_turn() -> None:
    """[+2], Urbavore and Defender of Tokyo look at Tokyo at the start of the turn: the City
    monster that yielded on the previous turn starts outside, so none of them acts."""
    s = table(3, city=1, active=0, vp=[3, 3, 3], cards=[[], ["urbavore"], []],
              tiles=[[], ["defender_of_tokyo"], []], phase="resolve",
              dice=["smash", *QUIET], roll_results=[*Q6, *Q6])
    act(s, 1, "yield")
    assert fx(s, "city")["city"] == 0
    pass_turn(s, 0)
    f = fx(s, "active", "vp")
    assert f["active"] == 1 and f["vp"] == [4, 3, 3]


# ============================================================== rolling


def test_psychic_probe_holders_are_asked_clockwise_from_the_active_monster() -> None:
    """Psychic Probe: after ANOTHER monster's last roll. Two holders at one moment: asked in
    seat order clockwise from the active monster (the rulebook's order for Opportunist,
    投機怪獸): active 2 of 4, holders 1 and 3 -> 3 first, then 1; the active never."""
    s = table(4, city=0, active=2, cards=[[], [], [], ["psychic_probe"]],
              tiles=[[], ["fluxling"], [], []], copy=[None, "psychic_probe", None, None],
              phase="roll", rolls_left=0, dice=Q6)
    assert decision(s) == ("probe", 3)
    act(s, 3, "pass")
    assert decision(s) == ("probe", 1)
    act(s, 1, "pass")
    assert decision(s) is None or decision(s)[0] != "probe"


def test_psychic_probe_waits_for_the_last_roll() -> None:
    """Psychic Probe: "after another monster's LAST roll" — not while the active monster still
    has a roll left; asked once it stops rolling."""
    s = table(3, city=2, active=0, cards=[[], ["psychic_probe"], []], phase="roll",
              rolls_left=2, dice=Q6)
    assert decision(s) == ("roll", 0)
    act(s, 0, "stop_rolling")
    assert decision(s) == ("probe", 1)


def test_psychic_probe_waits_for_an_energy_drink_extra_roll() -> None:
    """Energy Drink: pay 1 energy for one extra roll. With no roll left but an extra roll still
    offered, the last roll has not come: the probe is asked after the extra roll."""
    s = table(3, city=2, active=0, energy=[1, 0, 0],
              cards=[["energy_drink"], ["psychic_probe"], []], phase="roll", rolls_left=0,
              dice=Q6, roll_results=["2"])
    assert decision(s) == ("roll", 0)
    act(s, 0, "extra_roll", source="energy_drink")
    assert decision(s) == ("roll", 0)
    act(s, 0, "reroll", dice=1)
    assert decision(s) == ("probe", 1)


def test_psychic_probe_is_asked_again_on_the_active_monsters_extra_turn() -> None:
    """Psychic Probe acts after each of another monster's last rolls: also on its extra turn
    (Frenzy), once per turn."""
    s = table(3, city=2, active=0, energy=[7, 0, 0], cards=[[], ["psychic_probe"], []],
              phase="buy", market=["frenzy", "energize", "skyscraper"], roll_results=Q6)
    act(s, 0, "buy", slot=0)
    end_buying(s, 0)
    assert fx(s, "active")["active"] == 0
    act(s, 0, "stop_rolling")
    assert decision(s) == ("probe", 1)
    act(s, 1, "pass")
    assert decision(s) is None or decision(s)[0] != "probe"


def test_a_dice_tool_may_still_change_a_probed_die_before_the_first_group() -> None:
    """Stretchy: "before resolving your dice" pay 2 to set a die. The probe comes after the
    last roll, before resolving (docs turn flow 3-4), so the active monster may still stretch
    the probed die."""
    s = table(3, city=2, active=0, energy=[2, 0, 0], cards=[["stretchy"], ["psychic_probe"], []],
              phase="roll", rolls_left=0, dice=Q6, roll_results=["smash"])
    act(s, 0, "stop_rolling")
    act(s, 1, "probe", die=5)
    assert fx(s, "dice")["dice"][5] == "smash"
    assert decision(s) == ("resolve", 0)
    assert can(s, 0, "set_die", die=5, face="3", source="stretchy")


def test_herd_culler_once_per_turn_comes_back_on_an_extra_turn() -> None:
    """Herd Culler: "once each turn" turn a die into a 1. Used on this turn it is not offered
    again; Frenzy's extra turn is another turn, so it is offered again there."""
    s = table(3, city=1, active=0, energy=[7, 0, 0], cards=[["herd_culler"], [], []],
              phase="roll", rolls_left=0, dice=["2", "3", "3", "2", "energy", "heart"],
              market=["frenzy", "energize", "skyscraper"], roll_results=Q6)
    act(s, 0, "set_die", die=4, face="1", source="herd_culler")
    assert fx(s, "dice")["dice"][4] == "1"
    assert decision(s) != ("roll", 0) or "set_die" not in kinds_of(s, 0)
    if decision(s) == ("roll", 0):
        act(s, 0, "stop_rolling")
    assert decision(s) == ("buy", 0)
    act(s, 0, "buy", slot=0)
    end_buying(s, 0)
    assert fx(s, "active")["active"] == 0 and decision(s) == ("roll", 0)
    assert can(s, 0, "set_die", die=1, face="1", source="herd_culler")


def test_giant_brain_bought_this_turn_gives_its_roll_from_the_next_turn() -> None:
    """Giant Brain: one extra roll each turn. Bought in the buy step it is active at once
    (4. 購買: 卡牌立即發動) but this turn's rolls are over: the extra roll comes on the next
    turn (the extra turn here), 3 rolls left after its first roll."""
    s = table(3, city=1, active=0, energy=[12, 0, 0], phase="buy",
              market=["giant_brain", "frenzy", "energize"], roll_results=Q6)
    act(s, 0, "buy", slot=0)
    act(s, 0, "buy", slot=1)
    end_buying(s, 0)
    assert fx(s, "active", "rolls_left") == {"active": 0, "rolls_left": 3}


# ============================================================== resolving


def test_defender_of_tokyo_gained_from_this_roll_acts_on_entering_this_turn() -> None:
    """A tile gained "它的力量即刻發動" (active at once); Defender of Tokyo: when you enter
    Tokyo every other monster loses 1 VP. Three 1s take the gauge 5 -> 7, the tile is taken
    while resolving, and the entry (step 3, after resolving) already triggers it."""
    s = table(3, active=0, vp=[0, 3, 3], wickedness=[5, 0, 0],
              stacks={"6": ["defender_of_tokyo", "cyberbrain"]}, phase="resolve",
              dice=["1", "1", "1", "smash", "2", "3"])
    act(s, 0, "resolve", group="numbers")
    assert decision(s) == ("tile", 0)
    act(s, 0, "take_tile", tile="defender_of_tokyo")
    f = fx(s, "city", "vp")
    assert f["city"] == 0 and f["vp"] == [1 + 1, 2, 2]


def test_fluxling_gained_from_this_roll_copies_acid_attack_for_this_smash() -> None:
    """Fluxling: copy a KEEP card "as if just bought" when gaining it; gained from the numbers
    (gauge 5 -> 7), its copy of Acid Attack (one more SMASH) counts in the smash resolved
    after it: the City monster loses 2."""
    s = table(3, city=1, active=0, wickedness=[5, 0, 0], cards=[[], [], ["acid_attack"]],
              stacks={"6": ["fluxling", "cyberbrain"]}, phase="resolve",
              dice=["1", "1", "1", "smash", "2", "3"])
    act(s, 0, "resolve", group="numbers")
    act(s, 0, "take_tile", tile="fluxling")
    assert decision(s) == ("copy", 0)
    act(s, 0, "copy_card", card=inst(s, 2, "acid_attack"))
    assert decision(s) == ("yield", 1)
    assert fx(s, "hp")["hp"] == [10, 8, 10]


def test_fluxling_copying_hibernation_mid_resolve_keeps_the_monster_out_of_tokyo() -> None:
    """Hibernation (copied as if just bought, the owner outside Tokyo): only HEART and ENERGY
    results count and the monster never enters Tokyo — from the copy on: its SMASH no longer
    counts and the empty City is not entered this turn."""
    s = table(3, active=0, wickedness=[5, 0, 0], cards=[[], ["hibernation"], []],
              stacks={"6": ["fluxling", "cyberbrain"]}, phase="resolve",
              dice=["1", "1", "1", "smash", "2", "3"])
    act(s, 0, "resolve", group="numbers")
    act(s, 0, "take_tile", tile="fluxling")
    act(s, 0, "copy_card", card=inst(s, 1, "hibernation"))
    f = fx(s, "city", "vp", "hp", "cards")
    assert f["city"] is None and f["vp"][0] == 1 and f["hp"] == [10, 10, 10]


def test_freeze_time_extra_turn_comes_before_a_frenzy_bought_later() -> None:
    """Freeze Time (three 1s: another turn with one die fewer) acts while resolving; Frenzy
    (take another turn) when bought. Both extra turns follow, in the order they were won:
    first the Freeze Time turn (5 dice), then the Frenzy turn (6 dice)."""
    s = table(3, city=1, active=0, energy=[7, 0, 0], cards=[["freeze_time"], [], []],
              levels_taken=[[3], [], []], phase="resolve",
              dice=["1", "1", "1", "2", "3", "3"], market=["frenzy", "energize", "skyscraper"],
              roll_results=[*Q6, *Q6])
    assert s.extra_turns == [(0, 1)]
    act(s, 0, "buy", slot=0)  # no energy left: the turn ends, the first extra turn starts
    assert s.extra_turns == [(0, 0)]
    assert fx(s, "active")["active"] == 0 and len(fx(s, "dice")["dice"]) == 5
    pass_turn(s, 0)
    assert fx(s, "active")["active"] == 0 and len(fx(s, "dice")["dice"]) == 6
    pass_turn(s, 0)
    assert fx(s, "active")["active"] == 1


def test_alpha_monster_scores_when_the_smash_is_resolved_not_later() -> None:
    """Alpha Monster: 1 VP whenever your final roll contains a SMASH — paid with the smash,
    before the hurt City monster is asked to yield, and once."""
    s = table(3, city=1, active=0, cards=[["alpha_monster"], [], []], phase="resolve",
              dice=["smash", *QUIET])
    assert decision(s) == ("yield", 1)
    assert fx(s, "vp")["vp"][0] == 1
    act(s, 1, "yield")
    assert fx(s, "vp")["vp"][0] == 2  # + the entry


def test_alpha_monster_taken_by_a_jets_unstable_dna_yield_still_pays_for_its_smash() -> None:
    """Alpha Monster pays for a final roll with a SMASH (結算骰子); the yield (and Unstable
    DNA's swap "when you yield") comes after the smash (爪擊: 接著這些怪獸可以決定是否投降).
    Without Jets the engine pays Alpha Monster before the yield and the swap; with Jets the
    yield is asked before the damage (docs), and the swap taking Alpha Monster then runs
    before the smash's own effects, so the VP is lost. The swap should not change what the
    smash already earned: 1 (Alpha) + 1 (entry)."""
    s = table(3, city=1, active=0, cards=[["alpha_monster"], ["jets", "unstable_dna"], []],
              phase="resolve", dice=["smash", *QUIET])
    assert decision(s) == ("jets", 1)
    act(s, 1, "yield")
    assert decision(s) == ("swap", 1)
    act(s, 1, "swap_card", card=inst(s, 0, "alpha_monster"))
    f = fx(s, "vp", "city", "cards")
    assert f["cards"][:2] == [["unstable_dna"], ["jets", "alpha_monster"]]
    assert f["city"] == 0 and f["vp"][0] == 2


def test_fire_breathing_taken_by_a_jets_unstable_dna_yield_still_burns() -> None:
    """Fire Breathing: when your final roll has a SMASH your two neighbours lose 1 more heart
    (火炎吐息). The City monster yields with Jets (no heart lost to the SMASH) and its Unstable
    DNA takes Fire Breathing before the engine runs the smash's effects, so nobody burns;
    by the card both neighbours lose 1 (the fire is not the smash Jets cancels)."""
    s = table(3, city=1, active=0, cards=[["fire_breathing"], ["jets", "unstable_dna"], []],
              phase="resolve", dice=["smash", *QUIET])
    act(s, 1, "yield")
    act(s, 1, "swap_card", card=inst(s, 0, "fire_breathing"))
    assert fx(s, "hp")["hp"] == [10, 9, 9]


def test_alpha_monster_taken_by_a_plain_unstable_dna_yield_has_already_paid() -> None:
    """The same swap without Jets: the yield comes after the smash and its effects, so
    Alpha Monster has paid its 1 VP; the entry adds 1."""
    s = table(3, city=1, active=0, cards=[["alpha_monster"], ["unstable_dna"], []],
              phase="resolve", dice=["smash", *QUIET])
    act(s, 1, "yield")
    act(s, 1, "swap_card", card=inst(s, 0, "alpha_monster"))
    assert fx(s, "vp")["vp"][0] == 2


def test_smash_damage_windows_come_clockwise_from_the_active_monster() -> None:
    """A SMASH from Tokyo hurts every monster outside; several defences at one moment are
    asked in seat order clockwise from the active monster (active 1 of 4: 2, 3, then 0)."""
    s = table(4, city=1, active=1, energy=[2, 0, 1, 2],
              cards=[["wings"], [], ["super_jump"], []], tiles=[[], [], [], ["fluxling"]],
              copy=[None, None, None, "wings"], phase="resolve", dice=["smash", *QUIET])
    order = []
    while decision(s) is not None and decision(s)[0] == "damage":
        seat = decision(s)[1]
        order.append(seat)
        act(s, seat, "pass")
    assert order == [2, 3, 0]


def test_card_damage_windows_come_clockwise_from_the_buyer() -> None:
    """Flame Thrower: every other monster loses 2 hearts; bought by seat 2 of 3, the damage
    windows come clockwise from it: seat 0, then seat 1."""
    s = table(3, city=0, active=2, energy=[2, 1, 3], cards=[["wings"], ["super_jump"], []],
              phase="buy", market=["flame_thrower", "energize", "skyscraper"])
    act(s, 2, "buy", slot=0)
    assert decision(s) == ("damage", 0)
    act(s, 0, "pass")
    assert decision(s) == ("damage", 1)


def test_two_hurt_tokyo_monsters_are_asked_to_yield_city_then_bay() -> None:
    """5 players: a SMASH from outside hurts the City and the Bay monster; each decides on its
    own (rules.md §15.7). The engine asks the City first, then the Bay; the active monster
    enters what was left empty after both answers."""
    s = table(5, city=1, bay=2, active=0, phase="resolve", dice=["smash", *QUIET])
    assert decision(s) == ("yield", 1)
    act(s, 1, "stay")
    assert decision(s) == ("yield", 2)
    act(s, 2, "yield")
    assert fx(s, "city", "bay") == {"city": 1, "bay": 0}


# ============================================================== Tokyo, the same turn


def test_hibernation_is_not_buyable_right_after_entering_tokyo() -> None:
    """Hibernation cannot be bought while you are in Tokyo. The City monster yields, the
    active monster enters (step 3) and is in Tokyo when it buys (step 4)."""
    s = table(3, city=1, active=0, energy=[4, 0, 0], phase="resolve", dice=["smash", *QUIET],
              market=["hibernation", "energize", "skyscraper"])
    act(s, 1, "yield")
    assert fx(s, "city")["city"] == 0 and decision(s) == ("buy", 0)
    assert not can(s, 0, "buy", slot=0)


def test_death_from_above_right_after_entering_only_scores() -> None:
    """Death From Above: gain 2 VP and, unless you are in Tokyo City, take it. Entered this
    turn, the buyer is in the City: only the 2 VP (1 for entering before)."""
    s = table(3, city=1, active=0, energy=[5, 0, 0], phase="resolve", dice=["smash", *QUIET],
              market=["death_from_above", "energize", "skyscraper"])
    act(s, 1, "yield")
    act(s, 0, "buy", slot=0)
    f = fx(s, "city", "vp")
    assert f["city"] == 0 and f["vp"] == [3, 0, 0]


def test_a_yielders_burrowing_smash_bonus_is_gone_on_its_next_turn() -> None:
    """Burrowing: IN TOKYO your roll counts one more SMASH. Its owner yielded the City on the
    previous turn, so on its own turn outside a roll with no SMASH hurts nobody."""
    s = table(3, city=1, active=0, cards=[[], ["burrowing"], []], phase="resolve",
              dice=["smash", *QUIET], roll_results=[*Q6, *Q6])
    act(s, 1, "yield")
    pass_turn(s, 0)
    assert fx(s, "active", "hp") == {"active": 1, "hp": [9, 9, 10]}  # Burrowing's entry loss
    pass_turn(s, 1)
    assert fx(s, "hp")["hp"] == [9, 9, 10]


def test_urbavore_smash_bonus_needs_tokyo_when_the_smash_is_resolved() -> None:
    """Urbavore: while in Tokyo a roll with a SMASH counts one more. The active monster enters
    Tokyo only after resolving (step 3), so its smash from outside counts 1."""
    s = table(3, active=0, cards=[["urbavore"], [], []], phase="resolve",
              dice=["smash", "smash", *QUIET[:4]])
    assert fx(s, "city", "hp") == {"city": 0, "hp": [10, 10, 10]}
    s = table(3, city=1, active=0, cards=[["urbavore"], [], []], phase="resolve",
              dice=["smash", *QUIET])
    assert fx(s, "hp")["hp"][1] == 9


def test_defender_of_tokyo_acts_on_the_entry_after_a_yield() -> None:
    """Defender of Tokyo: when you enter Tokyo every other monster loses 1 VP — also the
    monster that yielded the City this turn, at the entry after its yield."""
    s = table(3, city=1, active=0, vp=[0, 3, 3], tiles=[["defender_of_tokyo"], [], []],
              phase="resolve", dice=["smash", *QUIET])
    assert fx(s, "vp")["vp"] == [0, 3, 3]
    act(s, 1, "yield")
    assert fx(s, "vp")["vp"] == [1, 2, 2]


def test_staying_in_tokyo_lets_no_one_enter_and_defender_stays_quiet() -> None:
    """Only an empty Tokyo is entered: the City monster stays, the active monster's Defender
    of Tokyo (on entering) does nothing this turn."""
    s = table(3, city=1, active=0, vp=[0, 3, 3], energy=[2, 0, 0],
              tiles=[["defender_of_tokyo"], [], []], phase="resolve", dice=["smash", *QUIET])
    act(s, 1, "stay")
    assert decision(s) == ("buy", 0)
    assert fx(s, "city", "vp") == {"city": 1, "vp": [0, 3, 3]}


# ============================================================== buying


def test_opportunist_holder_killed_by_the_purchase_is_not_asked_for_the_refill() -> None:
    """Flame Thrower resolves at once (棄牌: 在執行任何行動前, 立即結算), then the slot is refilled.
    The Opportunist holder died of it before the reveal: nobody is asked, its card is in the
    discard pile, and the buyer goes on buying."""
    s = table(3, city=0, active=0, hp=[10, 2, 10], energy=[5, 0, 0],
              cards=[[], ["opportunist"], []], phase="buy",
              market=["flame_thrower", "energize", "skyscraper"], deck_top=["corner_store"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "alive", "market", "discard")
    assert f["alive"] == [True, False, True] and f["market"][0] == "corner_store"
    assert "opportunist" in f["discard"]
    assert decision(s) == ("buy", 0)


def test_opportunist_is_asked_at_the_reveal_before_the_active_monster_buys_on() -> None:
    """Opportunist: whenever a new card is revealed you may buy it AT ONCE: the holder is asked
    right after the refill, before the active monster's next purchase."""
    s = table(3, city=0, active=0, energy=[5, 4, 0], cards=[[], ["opportunist"], []],
              phase="buy", market=["corner_store", "energize", "skyscraper"],
              deck_top=["commuter_train"])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("opportunist", 1)
    act(s, 1, "buy", slot=0)
    assert fx(s, "vp", "energy") == {"vp": [1, 2, 0], "energy": [2, 0, 0]}
    assert decision(s) == ("buy", 0)


def test_opportunist_is_asked_for_the_refill_after_the_active_monster_dies() -> None:
    """Jet Fighters (gain 5 VP, lose 4 hearts) kills its buyer in its buy step; its turn ends
    (docs: deaths) but its slot is still refilled, and the card revealed then is offered to
    the Opportunist holder before the next turn starts."""
    s = table(3, city=1, active=0, hp=[4, 10, 10], energy=[5, 4, 0],
              cards=[[], ["opportunist"], []], phase="buy",
              market=["jet_fighters", "energize", "skyscraper"], deck_top=["commuter_train"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "alive")["alive"][0] is False
    assert decision(s) == ("opportunist", 1)
    act(s, 1, "buy", slot=0)
    f = fx(s, "vp", "active")
    assert f["vp"][1] == 2 + 2 and f["active"] == 1  # the card, then its Tokyo start


def test_made_in_a_lab_buying_the_top_card_reveals_nothing_for_opportunist() -> None:
    """Made in a Lab buys the top card of the deck: no market slot is refilled, no card is
    revealed (the next top card is seen by its owner only), so Opportunist is not asked."""
    s = table(3, city=0, active=0, energy=[5, 4, 0],
              cards=[["made_in_a_lab"], ["opportunist"], []], phase="buy",
              deck_top=["corner_store", "commuter_train"])
    act(s, 0, "buy_top")
    assert fx(s, "vp")["vp"][0] == 1
    assert decision(s) == ("buy", 0)


def test_vast_storm_bought_by_an_opportunist_halves_the_active_monsters_energy() -> None:
    """Vast Storm: every OTHER monster loses 1 energy per 2 — the others of its buyer. Bought
    by an Opportunist on seat 0's turn, it hits seat 0 and seat 2, not its buyer."""
    s = table(3, city=0, active=0, energy=[4, 6, 4], cards=[[], ["opportunist"], []],
              phase="buy", market=["corner_store", "energize", "skyscraper"],
              deck_top=["vast_storm"])
    act(s, 0, "buy", slot=0)
    act(s, 1, "buy", slot=0)
    f = fx(s, "energy", "vp")
    assert f["energy"] == [1, 0, 2] and f["vp"] == [1, 2, 0]


def test_natural_selection_bought_this_turn_acts_at_this_turns_end() -> None:
    """Natural Selection (bought: 4 energy, 4 hearts): finishing one of your turns with a 3
    among your dice loses all hearts. Bought in the buy step, it is active at once: the 3
    among this turn's dice kills at this turn's end (5. 回合結束)."""
    s = table(3, city=1, active=0, hp=[6, 10, 10], energy=[2, 0, 0], phase="resolve",
              dice=Q6, market=["natural_selection", "energize", "skyscraper"])
    assert decision(s) == ("buy", 0)
    act(s, 0, "buy", slot=0)
    assert fx(s, "hp")["hp"][0] == 10
    end_buying(s, 0)
    assert fx(s, "alive")["alive"][0] is False


def test_energy_hoarder_bought_this_turn_counts_at_this_turns_end() -> None:
    """Energy Hoarder: at the end of your turn 1 VP per full 6 energy. A KEEP card is active
    at once: bought in the buy step with 9 energy left over, it pays 1 at this end."""
    s = table(3, city=1, active=0, energy=[12, 0, 0], phase="buy",
              market=["energy_hoarder", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    end_buying(s, 0)
    assert fx(s, "vp")["vp"][0] == 1


def test_parasitic_tentacles_takes_herbivore_and_it_acts_at_this_turns_end() -> None:
    """Parasitic Tentacles: buy another monster's KEEP card. Herbivore, taken in the buy step
    from seat 1, is the buyer's at the end of its turn (no monster hurt: 1 VP); the old owner
    gets nothing at that moment."""
    s = table(3, city=2, active=0, energy=[5, 0, 0],
              cards=[["parasitic_tentacles"], ["herbivore"], []], phase="buy")
    act(s, 0, "buy_owned", card=inst(s, 1, "herbivore"))
    end_buying(s, 0)
    f = fx(s, "vp", "energy")
    assert f["vp"] == [1, 0, 0] and f["energy"] == [0, 5, 0]


# ============================================================== end of turn


def test_end_of_turn_powers_of_the_other_monsters_do_not_act() -> None:
    """Lunar Powered, Herbivore, Energy Hoarder: "at the end of YOUR turn": seat 1's cards do
    nothing at the end of seat 0's turn."""
    s = table(3, city=2, active=0, energy=[0, 0, 0],
              cards=[[], ["lunar_powered", "herbivore"], []], phase="buy")
    end_buying(s, 0)
    f = fx(s, "vp", "energy")
    assert f["vp"][1] == 0 and f["energy"][1] == 0


def test_metamorph_selling_herbivore_before_it_acts() -> None:
    """Metamorph sells at the end of the turn, before the end-of-turn cards act (docs turn
    flow 6): a Herbivore sold there gives its 5 energy and no VP."""
    s = table(3, city=1, active=0, cards=[["metamorph", "herbivore"], [], []], phase="buy")
    end_buying(s, 0)
    assert decision(s) == ("sell", 0)
    act(s, 0, "sell", card=inst(s, 0, "herbivore"))
    act(s, 0, "end_turn")
    f = fx(s, "vp", "energy")
    assert f["vp"][0] == 0 and f["energy"][0] == 5


def test_metamorph_selling_natural_selection_escapes_its_end_of_turn_loss() -> None:
    """Metamorph's sales come before the end-of-turn cards: a Natural Selection sold with a 3
    among the dice is gone when the turn finishes, so no heart is lost (see the report: the
    cards do not say which end-of-turn power comes first; docs orders Metamorph first)."""
    s = table(3, city=1, active=0, cards=[["metamorph", "natural_selection"], [], []],
              phase="resolve", dice=Q6)
    end_buying(s, 0)
    act(s, 0, "sell", card=inst(s, 0, "natural_selection"))
    act(s, 0, "end_turn")
    f = fx(s, "hp", "alive", "energy")
    assert f["alive"][0] and f["hp"][0] == 10 and f["energy"][0] == 2


def test_poison_acts_at_the_end_of_each_own_turn_extra_turn_too() -> None:
    """Poison: at the end of ITS OWN turn a monster loses 1 heart per token — once per turn,
    on the extra turn (Frenzy) again."""
    s = table(3, city=1, active=0, poison=[1, 0, 0], energy=[7, 0, 0], phase="buy",
              market=["frenzy", "energize", "skyscraper"], roll_results=Q6)
    act(s, 0, "buy", slot=0)
    end_buying(s, 0)
    assert fx(s, "hp", "active") == {"hp": [9, 10, 10], "active": 0}
    pass_turn(s, 0)
    assert fx(s, "hp", "active") == {"hp": [8, 10, 10], "active": 1}


def test_poison_on_another_monster_waits_for_its_own_turn_end() -> None:
    """Poison tokens on seat 1 do nothing at the end of seat 0's turn."""
    s = table(3, city=2, active=0, poison=[0, 2, 0], phase="buy")
    end_buying(s, 0)
    assert fx(s, "hp")["hp"] == [10, 10, 10]


def test_herbivore_counts_only_the_turn_it_ends_extra_turn_included() -> None:
    """Herbivore: at the end of your turn 1 VP if you made no monster lose hearts THIS turn.
    The first turn's smash spoils that turn only; Frenzy's quiet extra turn pays."""
    s = table(3, city=1, active=0, energy=[7, 0, 0], cards=[["herbivore"], [], []],
              phase="resolve", dice=["smash", *QUIET],
              market=["frenzy", "energize", "skyscraper"], roll_results=Q6)
    act(s, 1, "stay")
    act(s, 0, "buy", slot=0)
    end_buying(s, 0)
    assert fx(s, "vp", "active") == {"vp": [0, 0, 0], "active": 0}
    pass_turn(s, 0)
    assert fx(s, "vp")["vp"][0] == 1


def test_wings_used_on_the_turn_do_not_cover_the_extra_turn() -> None:
    """Wings: lose no hearts for the rest of THIS turn. Used against Jet Fighters it also
    stops the Poison at this turn's end; Frenzy's extra turn is another turn: its Poison
    hits."""
    s = table(3, city=1, active=0, poison=[1, 0, 0], energy=[14, 0, 0],
              cards=[["wings"], [], []], phase="buy",
              market=["jet_fighters", "frenzy", "energize"], roll_results=Q6)
    act(s, 0, "buy", slot=1)
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("damage", 0)
    act(s, 0, "wings")
    end_buying(s, 0)
    assert fx(s, "hp", "active", "vp") == {"hp": [10, 10, 10], "active": 0, "vp": [5, 0, 0]}
    pass_turn(s, 0)
    assert fx(s, "hp")["hp"][0] == 9


def test_super_jump_used_on_another_turn_is_ready_again_on_the_next() -> None:
    """Super Jump: once during EACH player's turn. Used against seat 0's smash on seat 0's
    turn, it is offered again on seat 1's turn (against seat 1's Flame Thrower)."""
    s = table(3, city=0, active=0, energy=[0, 3, 2], cards=[[], [], ["super_jump"]],
              phase="resolve", dice=TWO_SMASH,
              market=["energize", "skyscraper", "flame_thrower"], roll_results=Q6)
    assert decision(s) == ("damage", 2)
    act(s, 2, "super_jump")
    assert fx(s, "hp")["hp"] == [10, 8, 9]
    assert not can(s, 2, "super_jump")
    pass_turn(s, 0)
    assert fx(s, "active")["active"] == 1
    act(s, 1, "stop_rolling")
    assert decision(s) == ("buy", 1)
    act(s, 1, "buy", slot=2)
    assert decision(s) == ("damage", 2) and can(s, 2, "super_jump")
    act(s, 2, "super_jump")
    assert fx(s, "hp")["hp"] == [8, 8, 8]


# ============================================================== other monsters' turns


def test_eater_of_the_dead_dying_in_the_same_batch_feeds_on_nobody() -> None:
    """Eater of the Dead: 3 VP each time ANOTHER monster drops to 0. Flame Thrower takes its
    holder and seat 2 to 0 together: the holder is eliminated with them and gains nothing."""
    s = table(4, city=0, active=0, hp=[10, 2, 2, 10], energy=[3, 0, 0, 0],
              cards=[[], ["eater_of_the_dead"], [], []], phase="buy",
              market=["flame_thrower", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "alive", "vp")
    assert f["alive"] == [True, False, False, True] and f["vp"] == [0, 0, 0, 0]


def test_eater_of_the_dead_feeds_on_another_monsters_turn_at_once() -> None:
    """Eater of the Dead acts on any turn, when the monster drops to 0: seat 2 gains 3 when
    seat 0's smash kills seat 1, before seat 0's turn goes on."""
    s = table(3, city=0, active=0, hp=[10, 1, 10], cards=[[], [], ["eater_of_the_dead"]],
              phase="resolve", dice=["smash", *QUIET])
    f = fx(s, "alive", "vp")
    assert f["alive"] == [True, False, True] and f["vp"] == [0, 0, 3]


def test_reflective_hide_answers_on_the_attackers_turn_once_per_loss() -> None:
    """Reflective Hide acts on another monster's turn, when its owner loses hearts: one smash of
    2 is one loss, so the attacker loses 1 (not 2)."""
    s = table(3, city=1, active=0, cards=[[], ["reflective_hide"], []], phase="resolve",
              dice=TWO_SMASH)
    assert fx(s, "hp")["hp"] == [9, 8, 10]


def test_an_eliminated_probe_holder_is_not_asked() -> None:
    """Psychic Probe after another monster's last roll: a holder eliminated earlier (in the
    previous turn) has lost the card and is not asked."""
    s = table(3, city=2, active=0, alive=[True, False, True],
              cards=[[], [], ["psychic_probe"]], phase="roll", rolls_left=0, dice=Q6)
    assert decision(s) == ("probe", 2)


def test_the_active_monster_dying_in_its_buy_step_runs_no_end_of_turn_powers() -> None:
    """End-of-turn powers (Lunar Powered...) are the active monster's at the end of its turn;
    eliminated by Jet Fighters in the buy step, its turn ends with it (docs: deaths), its
    cards are discarded and nothing of its end of turn acts; the next monster plays."""
    s = table(3, city=1, active=0, hp=[4, 10, 10], energy=[5, 0, 0],
              cards=[["lunar_powered"], [], []], phase="buy",
              market=["jet_fighters", "energize", "skyscraper"], roll_results=Q6)
    act(s, 0, "buy", slot=0)
    f = fx(s, "alive", "energy", "active", "discard")
    assert f["alive"][0] is False and f["energy"][0] == 0 and f["active"] == 1
    assert "lunar_powered" in f["discard"]
