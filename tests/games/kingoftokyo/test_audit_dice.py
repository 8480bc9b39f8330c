"""Audit of the King of Tokyo: Dark Edition engine: the dice.

The seed rulebook's rolling and resolving (shared/seeds/king-of-tokyo-dark.zh-Hant.txt, 1. 擲骰:
"最多擲3次骰子 … 你也可以重擲之前放一旁的骰子"; 2. 結算骰子: "你可以用任意的順序結算骰子，且所有
的骰子都必須被結算"; 勝利點數 / 邪惡點數: a triple of n scores n, +1 per extra die, 2 and 1
wickedness per triple of 1s and 2s), docs/kingoftokyo.md's decisions, and every power that
changes the dice:

- their number: Extra Head, Cyberbrain, Natural Selection, Shrink Ray tokens, Freeze Time's
  die fewer, Frenzy and Final Push turns (full dice), a die whose card leaves mid-turn;
- their rolls: Giant Brain, Energy Drink, Smoke Cloud, Background Dweller;
- their faces: Herd Culler, Plot Twist, Stretchy, Psychic Probe;
- what reads them: Gourmet, Skulking, Freeze Time, Poison Quills, Detritivore, Complete
  Destruction, Urbavore, Burrowing, Acid Attack, Antimatter Beam, Skybeam, Natural Selection.

Each test checks the legal options at that moment (which dice may be rerolled, when a tool is
offered, what is left after the last roll) or an outcome, with more than six dice where that
changes anything. What the other audits pin already (test_audit_*.py) is not repeated.
"""

from __future__ import annotations

import pytest

from ludoteca.games.kingoftokyo import KotState

from .helpers import QUIET, act, can, decision, events_of, fx, kinds_of, pass_turn, table

Q6 = [*QUIET, "3"]  # six dice: no triple, no SMASH, no HEART, no ENERGY
EIGHT = {"cards": [["extra_head"], [], []], "tiles": [["cyberbrain"], [], []]}
TEN = {"cards": [["extra_head", "natural_selection"], [], []],
       "tiles": [["cyberbrain", "fluxling"], [], []], "copy": ["extra_head", None, None]}


def rerolls(s: KotState, seat: int) -> list[int]:
    return [a.get("dice") for a in s.legal(seat) if a.kind == "reroll"]


# ============================================================== rolling: the legal options


def test_every_mask_of_eight_dice_may_be_rerolled_and_no_ninth_die() -> None:
    """擲骰: keep any dice and roll any of the others, the yellow dice (Extra Head, Cyberbrain)
    like the grey: with 8 dice every non-empty mask of 8 bits, none naming a 9th die."""
    s = table(3, city=1, active=0, phase="roll", rolls_left=2, dice=["1"] * 8, **EIGHT)
    assert rerolls(s, 0) == list(range(1, 256))
    assert can(s, 0, "reroll", dice=0b1000_0000)
    assert not can(s, 0, "reroll", dice=0b1_0000_0000)


def test_the_third_roll_may_take_back_any_die_kept_on_the_second() -> None:
    """第3次擲骰時 … 你也可以重擲之前放一旁的骰子: after a reroll that kept die 0, the last
    roll may still roll die 0 (with the yellow die 7)."""
    s = table(3, city=1, active=0, phase="roll", rolls_left=2, dice=["1"] * 8,
              roll_results=["2"] * 7 + ["3", "3"], **EIGHT)
    act(s, 0, "reroll", dice=0b1111_1110)
    assert fx(s, "rolls_left")["rolls_left"] == 1
    assert can(s, 0, "reroll", dice=0b1000_0001)
    rolled = events_of(act(s, 0, "reroll", dice=0b1000_0001), "roll")
    assert rolled[0]["faces"] == ["3", *["2"] * 6, "3"]
    assert rolled[0]["rerolled"] == [0, 7]


def test_ten_dice_the_tools_and_the_probe_reach_the_tenth_die() -> None:
    """Ten dice (docs: at most 10): Herd Culler and Plot Twist may turn the tenth die, a
    Psychic Probe may reroll it; there is no eleventh."""
    s = table(3, city=1, active=0, phase="roll", rolls_left=0, dice=["2"] * 10,
              roll_results=["heart"],
              **{**TEN, "cards": [["extra_head", "natural_selection", "herd_culler",
                                   "plot_twist"], ["psychic_probe"], []]})
    assert can(s, 0, "set_die", die=9, face="1", source="herd_culler")
    assert can(s, 0, "set_die", die=9, face="smash", source="plot_twist")
    assert not can(s, 0, "set_die", die=10, face="1", source="herd_culler")
    act(s, 0, "stop_rolling")
    assert decision(s) == ("probe", 1)
    assert can(s, 1, "probe", die=9) and not can(s, 1, "probe", die=10)
    act(s, 1, "probe", die=9)
    assert fx(s, "dice")["dice"][9] == "heart"


def test_no_roll_left_and_no_card_rolling_ends_by_itself() -> None:
    """With the rolls spent and nothing to offer, the dice go to be resolved at once (no
    decision with only stop_rolling)."""
    s = table(3, city=1, active=0, cards=[["giant_brain"], [], []], phase="roll", rolls_left=0,
              dice=["energy", "heart", *QUIET[:4]], hp=[8, 10, 10])
    assert decision(s) == ("resolve", 0)


def test_herd_culler_after_the_last_roll_keeps_rolling_open_without_rerolls() -> None:
    """A dice changer works until the first group is resolved (docs): after the last roll
    the roll decision stays open for it, with stop_rolling and no reroll."""
    s = table(3, city=1, active=0, cards=[["herd_culler"], [], []], phase="roll", rolls_left=0,
              dice=Q6)
    assert decision(s) == ("roll", 0)
    assert kinds_of(s, 0) == {"stop_rolling", "set_die"}


def test_herd_culler_used_while_rolling_is_spent_even_if_the_die_is_rerolled() -> None:
    """Herd Culler: once each turn. Used on the first roll, then that die rerolled: the use is
    gone for the turn."""
    s = table(3, city=1, active=0, cards=[["herd_culler"], [], []], phase="roll", rolls_left=2,
              dice=Q6, roll_results=["2"])
    act(s, 0, "set_die", die=2, face="1", source="herd_culler")
    act(s, 0, "reroll", dice=0b100)
    assert fx(s, "dice")["dice"][2] == "2"
    assert "set_die" not in kinds_of(s, 0)


def test_background_dweller_without_a_three_ends_rolling() -> None:
    """Background Dweller rerolls only dice showing 3: with no roll left and no 3 there is
    nothing to offer, and the dice are resolved."""
    s = table(3, city=1, active=0, cards=[["background_dweller"], [], []], phase="roll",
              rolls_left=0, dice=["1", "1", "2", "2", "energy", "smash"])
    assert decision(s) == ("resolve", 0)


def test_background_dweller_masks_hold_only_the_threes_once_the_rolls_are_spent() -> None:
    """With no roll left: any set of the dice showing 3 (here dice 0 and 5), never a die with
    another face; with a roll left: every mask."""
    dice = ["3", "1", "2", "energy", "heart", "3"]
    s = table(3, city=1, active=0, cards=[["background_dweller"], [], []], phase="roll",
              rolls_left=0, dice=dice)
    assert rerolls(s, 0) == [0b1, 0b100000, 0b100001]
    assert not can(s, 0, "reroll", dice=0b11)
    s = table(3, city=1, active=0, cards=[["background_dweller"], [], []], phase="roll",
              rolls_left=1, dice=dice)
    assert rerolls(s, 0) == list(range(1, 64))


def test_energy_drink_as_often_as_energy_lasts() -> None:
    """Energy Drink: pay 1 energy for one extra roll, repeatable: with 2 energy two extra
    rolls, then rolling ends by itself."""
    s = table(3, city=1, active=0, energy=[2, 0, 0], cards=[["energy_drink"], [], []],
              phase="roll", rolls_left=0, dice=Q6, roll_results=["3", "3"])
    for left in (1, 0):
        act(s, 0, "extra_roll", source="energy_drink")
        assert fx(s, "energy", "rolls_left") == {"energy": [left, 0, 0], "rolls_left": 1}
        assert "extra_roll" not in kinds_of(s, 0)  # one bought roll at a time
        act(s, 0, "reroll", dice=1)
    assert decision(s) != ("roll", 0)
    assert fx(s, "dice")["dice"][0] == "3"


def test_energy_drink_and_smoke_cloud_are_both_offered_after_the_last_roll() -> None:
    """Both give an extra roll once the rolls are spent: the player picks which to use."""
    s = table(3, city=1, active=0, energy=[1, 0, 0],
              cards=[["energy_drink", "smoke_cloud"], [], []], phase="roll", rolls_left=0,
              dice=Q6)
    assert can(s, 0, "extra_roll", source="energy_drink")
    assert can(s, 0, "extra_roll", source="smoke_cloud")
    act(s, 0, "extra_roll", source="smoke_cloud")
    assert fx(s, "energy", "smoke") == {"energy": [1, 0, 0], "smoke": [2, 0, 0]}


def test_no_dice_no_rolls_no_tools_and_no_card_spent() -> None:
    """Six Shrink Ray tokens leave no dice (docs: No dice): no roll, no Energy Drink, no Herd
    Culler or Plot Twist to use (nothing to turn), and Plot Twist stays in play."""
    s = table(3, city=1, active=0, shrink=[6, 0, 0], energy=[3, 0, 0],
              cards=[["energy_drink", "herd_culler", "plot_twist"], [], []], phase="start")
    assert fx(s, "dice")["dice"] == [] and decision(s) == ("buy", 0)
    assert fx(s, "cards", "energy")["cards"][0] == ["energy_drink", "herd_culler", "plot_twist"]
    assert fx(s, "energy")["energy"][0] == 3


# ============================================================== faces


def test_herd_culler_makes_the_triple_of_ones_for_gourmet_and_freeze_time() -> None:
    """The final dice are what counts (最後擲骰的骰面記號): a 2 turned into the third 1 scores
    the triple (1 VP, 2 wickedness), Gourmet's 2 more, and Freeze Time's turn."""
    s = table(3, city=1, active=0, cards=[["herd_culler", "gourmet", "freeze_time"], [], []],
              phase="roll", rolls_left=0, dice=["1", "1", "2", "3", "energy", "energy"])
    act(s, 0, "set_die", die=2, face="1", source="herd_culler")
    assert decision(s) == ("resolve", 0)
    act(s, 0, "resolve", group="numbers")
    f = fx(s, "vp", "wickedness", "extra_turns")
    assert f == {"vp": [3, 0, 0], "wickedness": [2, 0, 0], "extra_turns": [0]}


def test_a_dice_tool_is_offered_after_a_probe_that_left_no_group() -> None:
    """Dice changers work until the first group is resolved (docs, turn flow 4), after a
    probe too (test_audit_timing pins it when a group is left). A probe turning one of three
    1s into a 2 leaves no group: the owner of Herd Culler may still turn it back into a 1."""
    s = table(3, city=2, active=0, cards=[["herd_culler"], ["psychic_probe"], []],
              phase="roll", rolls_left=1, dice=["1", "1", "1", "2", "3", "3"],
              roll_results=["2"])
    act(s, 0, "stop_rolling")
    probed = events_of(act(s, 1, "probe", die=0), "probe")
    assert probed[0]["face"] == "2"
    assert decision(s) == ("resolve", 0)
    act(s, 0, "set_die", die=0, face="1", source="herd_culler")
    assert fx(s, "vp", "wickedness") == {"vp": [1, 0, 0], "wickedness": [2, 0, 0]}


def test_stretchy_is_offered_after_a_probe_that_left_no_group() -> None:
    """Stretchy: before resolving, pay 2 to turn a die. The probe broke a triple of 3s; the
    owner may pay to make it whole again."""
    s = table(3, city=2, active=0, energy=[2, 0, 0], cards=[["stretchy"], ["psychic_probe"], []],
              phase="roll", rolls_left=1, dice=["3", "3", "3", "1", "2", "1"],
              roll_results=["2"])
    act(s, 0, "stop_rolling")
    act(s, 1, "probe", die=0)
    assert decision(s) == ("resolve", 0)
    assert can(s, 0, "set_die", die=0, face="3", source="stretchy")


def test_plot_twist_completes_all_six_faces_for_complete_destruction() -> None:
    """Plot Twist turns a die to any face: the sixth face missing makes Complete Destruction
    score 9 (its only result: no triple), and Plot Twist is discarded."""
    s = table(3, city=2, active=0, cards=[["plot_twist", "complete_destruction"], [], []],
              phase="resolve", dice=["1", "2", "3", "energy", "heart", "heart"])
    act(s, 0, "set_die", die=5, face="smash", source="plot_twist")
    assert fx(s, "cards")["cards"][0] == ["complete_destruction"]
    act(s, 0, "resolve", group="numbers")
    assert fx(s, "vp")["vp"][0] == 9


def test_stretchy_as_often_as_two_energy_can_be_paid() -> None:
    """Stretchy: pay 2 energy per die turned, as often as the owner can pay: 5 energy, two
    turns, then with 1 left no more."""
    s = table(3, city=2, active=0, energy=[5, 0, 0], cards=[["stretchy"], [], []],
              phase="resolve", dice=["1", "1", "2", "3", "energy", "heart"])
    act(s, 0, "set_die", die=2, face="1", source="stretchy")
    act(s, 0, "set_die", die=3, face="1", source="stretchy")
    assert fx(s, "energy", "dice") == {"energy": [1, 0, 0],
                                       "dice": ["1", "1", "1", "1", "energy", "heart"]}
    assert "set_die" not in kinds_of(s, 0)


def test_natural_selection_background_dweller_rerolls_the_last_three_away() -> None:
    """Natural Selection: ending the turn with a 3 loses all hearts. Background Dweller may
    reroll the 3 after the last roll: no 3 at the end, the monster keeps its hearts."""
    s = table(3, city=1, active=0, cards=[["natural_selection", "background_dweller"], [], []],
              phase="roll", rolls_left=0, dice=["3", "1", "2", "1", "2", "energy", "heart"],
              roll_results=["energy"])
    act(s, 0, "reroll", dice=1)
    assert fx(s, "dice")["dice"][0] == "energy"
    pass_turn(s, 0)
    assert fx(s, "hp", "alive")["alive"][0] and fx(s, "hp")["hp"][0] == 10


def test_natural_selection_herd_culler_turns_the_three_into_a_one() -> None:
    """A 3 turned into a 1 by Herd Culler is no 3 among the final dice."""
    s = table(3, city=1, active=0, hp=[6, 10, 10],
              cards=[["natural_selection", "herd_culler"], [], []], phase="roll", rolls_left=0,
              dice=["3", "1", "2", "2", "energy", "energy", "heart"])
    act(s, 0, "set_die", die=0, face="1", source="herd_culler")
    pass_turn(s, 0)
    assert fx(s, "hp")["hp"][0] == 7


def test_a_probe_rolling_a_three_triggers_natural_selection() -> None:
    """The probed die is one of the final dice: a 3 rolled by another monster's Psychic Probe
    costs the Natural Selection holder all its hearts at its turn's end."""
    s = table(3, city=2, active=0, cards=[["natural_selection"], ["psychic_probe"], []],
              phase="roll", rolls_left=0, dice=["1", "1", "2", "2", "energy", "energy", "heart"],
              roll_results=["3"])
    assert decision(s) == ("probe", 1)
    act(s, 1, "probe", die=6)
    pass_turn(s, 0)
    assert not fx(s, "alive")["alive"][0]


def test_a_probe_breaking_the_triple_of_ones_cancels_freeze_time_and_gourmet() -> None:
    """After the probe only two 1s are left: no triple, no Gourmet, no extra turn."""
    s = table(3, city=2, active=0, cards=[["freeze_time", "gourmet"], ["psychic_probe"], []],
              phase="roll", rolls_left=0, dice=["1", "1", "1", "2", "3", "energy"],
              roll_results=["2"])
    act(s, 1, "probe", die=0)
    assert fx(s, "vp", "extra_turns") == {"vp": [0, 0, 0], "extra_turns": []}


def test_a_probe_reaches_the_yellow_die_and_rerolls_one_die_only() -> None:
    """The probe may take the Extra Head die (die 6 of 7), and one die per holder."""
    s = table(3, city=2, active=0, cards=[["extra_head"], ["psychic_probe"], []],
              phase="roll", rolls_left=0, dice=[*Q6, "smash"], roll_results=["1"])
    assert can(s, 1, "probe", die=6) and not can(s, 1, "probe", die=7)
    probed = events_of(act(s, 1, "probe", die=6), "probe")
    assert probed == [{"seat": 1, "target": 0, "die": 6, "face": "1"}]
    assert decision(s) != ("probe", 1)


# ============================================================== reading the dice


@pytest.mark.parametrize(("dice", "vp", "wickedness"), [
    (["1"] * 6 + ["2", "2"], 4, 4),            # six 1s on 8 dice: 1 + 3, two triples
    (["1", "1", "1", "2", "2", "2", "3", "3", "3"], 6, 3),   # three triples on 9 dice
    (["3"] * 10, 10, 0),                       # ten 3s: 3 + 7, no wickedness
    (["2"] * 4 + ["3"] * 3, 6, 1),             # four 2s and three 3s on 7 dice
    (["2"] * 7 + ["1"], 6, 2),                 # seven 2s: 2 + 4, two full triples
])
def test_triples_with_more_than_six_dice(dice: list[str], vp: int, wickedness: int) -> None:
    """勝利點數: a triple of n gives n, each further die of that number 1 more; 邪惡點數 (docs):
    2 per full triple of 1s, 1 per full triple of 2s, none for 3s."""
    n = len(dice)
    setup = {"cards": [["extra_head", "natural_selection"][: max(0, min(2, n - 6))], [], []],
             "tiles": [["cyberbrain", "fluxling"][: max(0, n - 8)], [], []]}
    if n == 10:
        setup = dict(TEN)
    s = table(3, city=1, active=0, phase="resolve", dice=dice, stacks={"3": [], "6": []},
              **setup)
    f = fx(s, "vp", "wickedness")
    assert (f["vp"][0], f["wickedness"][0]) == (vp, wickedness)


def test_six_ones_with_gourmet_skulking_and_freeze_time_count_each_once() -> None:
    """Six 1s on 8 dice: 4 VP and 4 wickedness from the dice; Gourmet (2 more) and Skulking
    (1 more) once each, and one Freeze Time turn, not one per triple."""
    s = table(3, city=1, active=0, cards=[["extra_head", "gourmet", "freeze_time"], [], []],
              tiles=[["skulking", "cyberbrain"], [], []], wickedness=[3, 0, 0],
              stacks={"6": []}, phase="resolve", dice=["1"] * 6 + ["2", "3"])
    f = fx(s, "vp", "wickedness")
    assert (f["vp"][0], f["wickedness"][0]) == (7, 7)
    assert s.active == 0 and s.extra  # the one extra turn has begun
    assert fx(s, "extra_turns")["extra_turns"] == []


def test_poison_quills_with_six_twos_adds_two_smash_once() -> None:
    """Poison Quills: at least three 2s add two SMASH — six 2s still add two (with 2 rolled:
    4 in all), and the triples score 2 + 3."""
    s = table(3, city=1, active=0, cards=[["extra_head", "poison_quills"], [], []],
              tiles=[["cyberbrain"], [], []], phase="resolve",
              dice=["2"] * 6 + ["smash", "smash"])
    act(s, 0, "resolve", group="smash")
    act(s, 1, "stay")
    f = fx(s, "hp", "vp")
    assert f["hp"] == [10, 6, 10] and f["vp"][0] == 5


def test_every_smash_adder_in_tokyo_then_antimatter_beam_doubles() -> None:
    """In Tokyo with one SMASH rolled: Acid Attack +1, Burrowing +1 (in Tokyo), Urbavore +1
    (in Tokyo with a SMASH), Spiked Tail +1 (a SMASH rolled): 5; Antimatter Beam doubles the
    total (docs: after the additions): each monster outside loses 10."""
    s = table(3, city=0, active=0, hp=[10, 10, 10],
              cards=[["acid_attack", "burrowing", "urbavore", "spiked_tail"], [], []],
              tiles=[["antimatter_beam"], [], []], phase="resolve",
              dice=["smash", *QUIET])
    assert not fx(s, "alive")["alive"][1] and not fx(s, "alive")["alive"][2]


def test_detritivore_and_complete_destruction_on_seven_dice_with_a_triple() -> None:
    """Eight dice 1 1 1 2 3 ENERGY HEART SMASH: the triple (1 VP, 2 wickedness), Detritivore's
    2 and Complete Destruction's 9 on top (all six faces among more than six dice)."""
    s = table(3, city=2, active=0, cards=[["extra_head", "detritivore", "complete_destruction"],
                                          [], []],
              tiles=[["cyberbrain"], [], []], stacks={"3": []}, phase="resolve",
              dice=["1", "1", "1", "2", "3", "energy", "heart", "smash"])
    act(s, 0, "resolve", group="numbers")
    assert fx(s, "vp", "wickedness") == {"vp": [12, 0, 0], "wickedness": [2, 0, 0]}


# ============================================================== the resolve order


def test_skybeam_from_the_numbers_doubles_energy_resolved_after_them() -> None:
    """rules.md §15.6 (a tile gained acts at once, in the same 結算骰子): numbers first take
    Skybeam, then two ENERGY give 4 and a HEART 2."""
    s = table(3, city=1, active=0, hp=[5, 10, 10], wickedness=[8, 0, 0],
              stacks={"10": ["skybeam"]}, phase="resolve",
              dice=["1", "1", "1", "energy", "energy", "heart"])
    act(s, 0, "resolve", group="numbers")
    act(s, 0, "take_tile", tile="skybeam")
    act(s, 0, "resolve", group="energy")
    assert fx(s, "energy", "hp") == {"energy": [4, 0, 0], "hp": [7, 10, 10]}


def test_skybeam_from_the_numbers_adds_nothing_to_energy_resolved_before() -> None:
    """The other order: energy and hearts first give 2 and 1; the tile then has no dice
    left to add to. The player's order decides (結算骰子: 任意的順序)."""
    s = table(3, city=1, active=0, hp=[5, 10, 10], wickedness=[8, 0, 0],
              stacks={"10": ["skybeam"]}, phase="resolve",
              dice=["1", "1", "1", "energy", "energy", "heart"])
    act(s, 0, "resolve", group="energy")
    act(s, 0, "resolve", group="heart", poison=0, shrink=0)
    act(s, 0, "take_tile", tile="skybeam")  # the numbers, last, resolved by themselves
    assert fx(s, "tiles")["tiles"][0] == ["skybeam"]
    assert fx(s, "energy", "hp") == {"energy": [2, 0, 0], "hp": [6, 10, 10]}


def test_heal_before_or_after_the_smash_that_empties_tokyo_gives_the_same() -> None:
    """Outside Tokyo the active monster heals with its hearts whether it resolves them before
    or after the smash that makes the City monster yield: it enters only at step 3."""
    out = []
    for order in (("heart", "smash"), ("smash", "heart")):
        s = table(3, city=1, active=0, hp=[6, 10, 10], phase="resolve",
                  dice=["smash", "heart", "heart", *QUIET[:3]])
        if order[0] == "heart":  # the smash, left last, resolves by itself
            act(s, 0, "resolve", group="heart", poison=0, shrink=0)
            act(s, 1, "yield")
        else:  # the hearts, left last, resolve by themselves
            act(s, 0, "resolve", group="smash")
            act(s, 1, "yield")
        out.append(fx(s, "hp", "city", "vp"))
    assert out[0] == out[1] == {"hp": [8, 9, 10], "city": 0, "vp": [1, 0, 0]}


def test_extra_head_taken_by_unstable_dna_its_rolled_die_still_resolves() -> None:
    """所有的骰子都必須被結算: the yellow die was rolled; Extra Head swapped away by Unstable DNA
    after the smash, the die's ENERGY still counts. Next turn the active monster rolls 6."""
    s = table(3, city=1, active=0, cards=[["extra_head"], ["unstable_dna"], []],
              phase="resolve", dice=["smash", "1", "2", "3", "1", "2", "energy"],
              roll_results=Q6 * 4)
    act(s, 0, "resolve", group="smash")
    act(s, 1, "yield")
    assert decision(s) == ("swap", 1)
    ids = fx(s, "cards")["cards"]
    extra = s.keep[0][ids[0].index("extra_head")]
    act(s, 1, "swap_card", card=extra)
    assert fx(s, "cards")["cards"][:2] == [["unstable_dna"], ["extra_head"]]
    assert fx(s, "energy")["energy"][0] == 1
    assert fx(s, "dice_count")["dice_count"][:2] == [6, 7]


def test_shrink_token_cured_this_turn_gives_the_die_back_next_turn() -> None:
    """A HEART outside Tokyo may remove a Shrink Ray token: this turn's dice are rolled, the
    next turn has one die more."""
    s = table(3, city=1, active=0, shrink=[2, 0, 0], phase="resolve",
              dice=["heart", "energy", *QUIET[:2]])
    act(s, 0, "resolve", group="heart", poison=0, shrink=1)
    assert fx(s, "shrink", "dice_count") == {"shrink": [1, 0, 0], "dice_count": [5, 6, 6]}


# ============================================================== extra turns


def test_freeze_time_turn_has_one_die_fewer_then_frenzy_and_the_next_monster_full() -> None:
    """Freeze Time's extra turn rolls 5, the Frenzy turn bought on the same turn rolls 6
    (Frenzy: another turn, no die fewer), and the next monster 6: the die fewer is only the
    Freeze Time turn's."""
    s = table(3, city=1, active=0, energy=[7, 0, 0], cards=[["freeze_time"], [], []],
              market=["frenzy", "energize", "skyscraper"], phase="resolve",
              dice=["1", "1", "1", "2", "3", "3"], roll_results=Q6 * 5)
    act(s, 0, "buy", slot=0)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 5)
    assert fx(s, "dice_count")["dice_count"] == [5, 6, 6]
    pass_turn(s, 0)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 6)
    pass_turn(s, 0)
    assert (s.active, s.extra, len(s.dice)) == (1, False, 6)


def test_freeze_time_with_extra_head_bought_that_turn_rolls_six() -> None:
    """Extra Head bought after the triple of 1s acts at once (卡牌立即發動): the Freeze Time
    turn rolls 6 + 1 - 1."""
    s = table(3, city=1, active=0, energy=[7, 0, 0], cards=[["freeze_time"], [], []],
              market=["extra_head", "energize", "skyscraper"], phase="resolve",
              dice=["1", "1", "1", "2", "3", "3"], roll_results=[*Q6, "2"] * 2)
    act(s, 0, "buy", slot=0)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 6)


def test_final_push_turn_rolls_every_die() -> None:
    """Final Push, gained from this roll's wickedness: another turn, with no die fewer."""
    s = table(3, city=1, active=0, wickedness=[9, 0, 0], stacks={"10": ["final_push"]},
              cards=[["extra_head"], [], []], phase="resolve",
              dice=["1", "1", "1", "2", "3", "3", "2"], roll_results=[*Q6, "2"] * 2)
    assert decision(s) == ("tile", 0)
    act(s, 0, "take_tile", tile="final_push")
    pass_turn(s, 0)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 7)


def test_freeze_time_and_shrink_tokens_can_leave_no_dice() -> None:
    """Five Shrink Ray tokens and Freeze Time's die fewer: 0 dice on the extra turn (never
    below 0), and the turn goes on without a roll to the buy step."""
    s = table(3, city=1, active=0, energy=[2, 0, 0], shrink=[5, 0, 0],
              cards=[["freeze_time"], [], []], phase="resolve", dice=["1", "1", "1"])
    assert decision(s) == ("buy", 0) and not s.extra
    act(s, 0, "end_turn")
    assert (s.active, s.extra, s.dice) == (0, True, [])
    assert fx(s, "dice_count")["dice_count"] == [0, 6, 6]
    assert decision(s) == ("buy", 0)
