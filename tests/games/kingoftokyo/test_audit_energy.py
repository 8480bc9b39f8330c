"""Audit of King of Tokyo: Dark Edition's energy (能量): what gains it, what spends it and
every power that reads it.

Sources: the seed rulebook (shared/seeds/king-of-tokyo-dark.zh-Hant.txt: 能量標記 — one per
ENERGY result, kept until spent; buying and 換牌 for energy, as long as one has enough; an
eliminated monster returns its energy to the supply; the 2-player variant's energy for
Tokyo), the card and tile texts (power_cards.yaml, wickedness_tiles.yaml) and
docs/kingoftokyo.md where those are silent. What the earlier audits (test_audit_*.py) and
test_cards.py / test_tiles.py / test_rules.py already pin is not repeated: this file pins
gains counted once each (Friend of Children adds 1 to each gain, never to each energy, and
nothing to a gain of 0), costs paid with exactly all one's energy and offered only while
payable, energy at 0 hearts and after a revival, and the order of the end-of-turn energy
effects.

Each test's docstring names the rule or card and the clause it pins, in our own words.
"""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import QUIET, act, can, decision, events_of, fx, kinds_of, table

NO_ENERGY = [*QUIET, "heart"]  # 1 2 3 1 2 HEART: no triple, no SMASH, no ENERGY
TWO_ENERGY = ["energy", "energy", "1", "2", "3", "heart"]
ONE_SMASH = ["smash", "1", "2", "3", "1", "2"]
TWO_SMASH = ["smash", "smash", "1", "2", "3", "1"]
DEAR = ["skyscraper", "jet_fighters", "tank", "commuter_train"]  # 6, 5, 4, 4


def energy_deltas(events: list[Any], seat: int) -> list[int]:
    return [e["delta"] for e in events_of(events, "energy") if e["seat"] == seat]


def resolve(s: Any, *groups: str) -> list[Any]:
    """Resolve the named groups of the active monster while it is asked (a group already
    resolved by itself is skipped)."""
    out: list[Any] = []
    for group in groups:
        if decision(s) != ("resolve", s.active):
            continue
        offered = [a for a in s.legal(s.active) if a.kind == "resolve" and a.get("group") == group]
        if offered:  # hearts: the first choice (no token cured)
            out += s.apply(s.active, offered[0])
    return out


# ============================================================== ENERGY results


def test_four_energy_results_are_one_gain_friend_of_children_adds_one() -> None:
    """能量標記: each ENERGY result takes one energy; Friend of Children: *whenever you gain
    energy, gain 1 more* — the ENERGY group is one gain: 4 results give 4 + 1, in one
    event, not 4 × 2."""
    s = table(3, active=0, cards=[["friend_of_children"], [], []], phase="resolve",
              dice=["energy", "energy", "energy", "energy", "1", "heart"])
    events = resolve(s, "energy")
    assert fx(s, "energy")["energy"] == [5, 0, 0]
    assert energy_deltas(events, 0) == [5]


def test_skybeam_and_friend_of_children_on_two_energy_results() -> None:
    """Skybeam: each ENERGY result gives 1 more; Friend of Children adds 1 to the gain: two
    results give 2 × 2 + 1, one gain."""
    s = table(3, active=0, cards=[["friend_of_children"], [], []], tiles=[["skybeam"], [], []],
              phase="resolve", dice=TWO_ENERGY)
    events = resolve(s, "energy")
    assert fx(s, "energy")["energy"] == [5, 0, 0]
    assert energy_deltas(events, 0) == [5]


def test_no_energy_result_is_no_gain_for_friend_of_children_or_skybeam() -> None:
    """A roll without ENERGY gains nothing: no energy group is offered, and Friend of
    Children and Skybeam add nothing to a gain of 0."""
    s = table(3, active=0, hp=[8, 10, 10], cards=[["friend_of_children"], [], []],
              tiles=[["skybeam"], [], []], phase="resolve",
              dice=["smash", "1", "2", "3", "1", "heart"])
    assert {a.get("group") for a in s.legal(0) if a.kind == "resolve"} == {"smash", "heart"}
    events = resolve(s, "heart", "smash")
    assert fx(s, "energy", "hp")["energy"] == [0, 0, 0]
    assert fx(s, "hp")["hp"][0] == 10  # the HEART and Skybeam's extra heart did count
    assert events_of(events, "energy") == []


def test_energy_rolled_pays_for_a_card_in_the_same_buy_step() -> None:
    """回合流程: dice are resolved before the buy step, so energy rolled this turn buys
    (3 + 2 ENERGY = 5: Apartment Building, paid with all of it)."""
    s = table(3, active=0, city=1, energy=[3, 0, 0], phase="resolve", dice=TWO_ENERGY,
              market=["apartment_building", "energize", "evacuation_orders"], deck_top=DEAR)
    resolve(s, "energy", "heart")
    assert decision(s) == ("buy", 0) and can(s, 0, "buy", slot=0)
    act(s, 0, "buy", slot=0)
    assert fx(s, "energy", "vp")["energy"][0] == 0


def test_an_active_monster_killed_in_its_own_smash_resolves_no_energy_and_returns_it() -> None:
    """An attacker at 0 hearts is out at once (爪擊): Reflective Hide kills it in its own
    smash, its turn ends with the ENERGY results unresolved, and its energy goes back to the
    supply (將能量標記還回供應區)."""
    s = table(3, active=0, city=1, hp=[1, 10, 10], energy=[3, 0, 0],
              cards=[[], ["reflective_hide"], []], phase="resolve",
              dice=["smash", "energy", "energy", "1", "2", "3"])
    events = act(s, 0, "resolve", group="smash")
    f = fx(s, "alive", "energy")
    assert f["alive"][0] is False and f["energy"][0] == 0
    assert energy_deltas(events, 0) == [-3]


# ============================================================== paying: exactly, only when payable


def test_buy_then_sweep_with_exactly_the_last_two_energy() -> None:
    """只要你擁有足夠的能量，你可以持續購買與換牌: 5 energy buy a 3 card, the last 2 pay a
    sweep (換牌), and with 0 left the buy step ends by itself."""
    s = table(3, active=0, city=1, energy=[5, 0, 0], phase="buy",
              market=["corner_store", "energize", "evacuation_orders"],
              deck_top=["skyscraper", "jet_fighters", "tank", "commuter_train"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "energy")["energy"][0] == 2 and can(s, 0, "sweep")
    events = act(s, 0, "sweep")
    assert fx(s, "energy", "active") == {"energy": [0, 0, 0], "active": 1}
    assert energy_deltas(events, 0) == [-2]


def test_energize_bought_then_spent_in_the_same_buy_step() -> None:
    """Energize's 9 energy are there at once: bought with exactly 8, they pay for a 6 card
    in the same buy step (9 - 6 = 3)."""
    s = table(3, active=0, city=1, energy=[8, 0, 0], phase="buy",
              market=["energize", "skyscraper", "evacuation_orders"], deck_top=["tank"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "energy")["energy"][0] == 9
    act(s, 0, "buy", slot=1)
    assert fx(s, "energy", "vp")["energy"][0] == 3


def test_energize_with_friend_of_children_is_one_gain_of_ten() -> None:
    """Energize: gain 9 energy; Friend of Children adds 1 to that gain: paid with exactly all
    8, the buyer ends with 10, in one gain event."""
    s = table(3, active=0, city=1, energy=[8, 0, 0], cards=[["friend_of_children"], [], []],
              phase="buy", market=["energize", "evacuation_orders", "evacuation_orders"],
              deck_top=DEAR)
    events = act(s, 0, "buy", slot=0)
    assert fx(s, "energy")["energy"][0] == 10
    assert energy_deltas(events, 0) == [-8, 10]


def test_smoke_cloud_extra_roll_costs_no_energy_energy_drink_needs_one() -> None:
    """Smoke Cloud spends a Smoke token, not energy: with 0 energy its extra roll is offered
    and Energy Drink's (pay 1) is not."""
    s = table(3, active=0, cards=[["smoke_cloud", "energy_drink"], [], []], energy=[0, 0, 0],
              phase="roll", rolls_left=0, dice=NO_ENERGY, roll_results=NO_ENERGY)
    assert can(s, 0, "extra_roll", source="smoke_cloud")
    assert not can(s, 0, "extra_roll", source="energy_drink")
    act(s, 0, "extra_roll", source="smoke_cloud")
    assert fx(s, "energy", "smoke")["energy"][0] == 0


def test_energy_drink_spending_the_shared_energy_takes_stretchy_away() -> None:
    """Energy Drink (pay 1) and Stretchy (pay 2) draw on the same energy: with exactly 2,
    after one extra roll only 1 is left and Stretchy is no longer offered."""
    s = table(3, active=0, cards=[["energy_drink", "stretchy"], [], []], energy=[2, 0, 0],
              phase="roll", rolls_left=0, dice=NO_ENERGY, roll_results=NO_ENERGY * 2)
    assert can(s, 0, "set_die", die=0, face="smash", source="stretchy")
    act(s, 0, "extra_roll", source="energy_drink")
    assert fx(s, "energy")["energy"][0] == 1
    assert decision(s) == ("roll", 0) and s.rolls_left == 1  # the roll paid for
    assert kinds_of(s, 0) == {"stop_rolling", "reroll"}  # no Stretchy with 1 energy


def test_stretchy_energy_rolled_this_turn_comes_too_late() -> None:
    """Stretchy: pay 2 *before resolving*: with 1 energy it is not offered, and once the
    ENERGY group has paid 2 more the first group is resolved and the chance is gone."""
    s = table(3, active=0, cards=[["stretchy"], [], []], energy=[1, 0, 0], phase="resolve",
              dice=["energy", "energy", "smash", "1", "2", "3"])
    assert "set_die" not in kinds_of(s, 0)
    act(s, 0, "resolve", group="energy")
    assert fx(s, "energy")["energy"][0] == 3
    assert "set_die" not in kinds_of(s, 0)


def test_rapid_healing_paid_with_energy_rolled_this_turn() -> None:
    """Rapid Healing: *at any time* pay 2 for 1 heart: 1 energy is not enough, the ENERGY
    group's 2 make it payable on the next decision of the same resolve (then the HEART
    heals 1 more)."""
    s = table(3, active=0, hp=[5, 10, 10], cards=[["rapid_healing"], [], []],
              energy=[1, 0, 0], phase="resolve",
              dice=["energy", "energy", "smash", "heart", "1", "2"])
    assert not can(s, 0, "rapid_heal")
    act(s, 0, "resolve", group="energy")
    assert decision(s) == ("resolve", 0) and can(s, 0, "rapid_heal")
    act(s, 0, "rapid_heal")
    assert fx(s, "energy", "hp")["energy"][0] == 1 and fx(s, "hp")["hp"][0] == 6
    resolve(s, "heart", "smash")
    assert fx(s, "energy", "hp")["energy"][0] == 1 and fx(s, "hp")["hp"][0] == 7


def test_super_jump_leaves_one_energy_so_wings_is_not_offered_again() -> None:
    """Wings (pay 2) and Super Jump (pay 1, once per turn) with exactly 2: after the jump
    only 1 is left, so Fire Breathing's loss that follows offers nothing and is taken."""
    s = table(3, active=0, city=1, energy=[0, 2, 0],
              cards=[["fire_breathing"], ["wings", "super_jump"], []], phase="resolve",
              dice=TWO_SMASH)
    assert decision(s) == ("damage", 1)
    assert {"wings", "super_jump"} <= kinds_of(s, 1)
    act(s, 1, "super_jump")
    f = fx(s, "energy", "hp")
    assert f["energy"][1] == 1
    assert f["hp"] == [10, 8, 9]  # 2 - 1 jumped, then 1 of Fire Breathing, no window


def test_wings_with_exactly_two_energy_covers_the_fire_breathing_too() -> None:
    """Wings: pay 2 (all of it) and lose no hearts for the rest of the turn: Fire Breathing's
    loss that follows is stopped without a second payment."""
    s = table(3, active=0, city=1, energy=[0, 2, 0],
              cards=[["fire_breathing"], ["wings", "super_jump"], []], phase="resolve",
              dice=TWO_SMASH)
    events = act(s, 1, "wings")
    assert fx(s, "energy", "hp") == {"energy": [0, 0, 0], "hp": [10, 10, 9]}
    assert energy_deltas(events, 1) == [-2]


def test_rapid_healing_spends_the_two_energy_wings_would_need() -> None:
    """Rapid Healing and Wings with exactly 2 energy before a fatal loss of 1: healing
    spends both, so Wings is gone and the loss is taken from 2 hearts."""
    s = table(3, active=0, city=1, hp=[10, 1, 10], energy=[0, 2, 0],
              cards=[[], ["wings", "rapid_healing"], []], phase="resolve", dice=ONE_SMASH)
    assert decision(s) == ("damage", 1)
    assert {"wings", "rapid_heal"} <= kinds_of(s, 1)
    act(s, 1, "rapid_heal")
    f = fx(s, "energy", "hp", "alive")
    assert f["energy"][1] == 0 and f["hp"][1] == 1 and f["alive"][1] is True


def test_rapid_healing_is_offered_again_while_the_loss_is_still_fatal() -> None:
    """Rapid Healing *at any time* (to avoid 0): at 1 heart before a loss of 2, 4 energy
    pay two heals (the window asks again while the loss is still fatal); 1 heart is left."""
    s = table(3, active=0, city=1, hp=[10, 1, 10], energy=[0, 4, 0],
              cards=[[], ["rapid_healing"], []], phase="resolve", dice=TWO_SMASH)
    act(s, 1, "rapid_heal")
    assert decision(s) == ("damage", 1) and can(s, 1, "rapid_heal")
    act(s, 1, "rapid_heal")
    f = fx(s, "energy", "hp", "alive")
    assert f["energy"][1] == 0 and f["hp"][1] == 1 and f["alive"][1] is True


def test_rapid_healing_not_offered_with_one_energy_and_the_energy_returns() -> None:
    """Rapid Healing needs 2: with 1 energy the fatal loss opens no window; the monster is
    eliminated and its 1 energy returns to the supply."""
    s = table(3, active=0, city=1, hp=[10, 1, 10], energy=[0, 1, 0],
              cards=[[], ["rapid_healing"], []], phase="resolve", dice=ONE_SMASH)
    assert decision(s) != ("damage", 1)
    f = fx(s, "energy", "alive")
    assert f["alive"][1] is False and f["energy"][1] == 0


def test_parasitic_tentacles_at_price_zero_gives_the_owner_no_friend_bonus() -> None:
    """Parasitic Tentacles pays the price to the owner as any gain (docs) — a price of 0
    (Made in a Lab, 2, with Alien Origin and Evil Lair) is no gain: Friend of Children adds
    nothing, and the buyer with 0 energy may still buy it."""
    s = table(3, active=0, city=0, energy=[0, 0, 0],
              cards=[["parasitic_tentacles", "alien_origin"],
                     ["made_in_a_lab", "friend_of_children"], []],
              tiles=[["evil_lair"], [], []], phase="buy")
    card = next(i for i in s.keep[1] if s.content.cards[i].id == "made_in_a_lab")
    assert can(s, 0, "buy_owned", card=card)
    events = act(s, 0, "buy_owned", card=card)
    assert fx(s, "energy")["energy"] == [0, 0, 0]
    assert energy_deltas(events, 1) == []


# ============================================================== gains from cards and tiles


def test_natural_selection_on_buying_friend_of_children_adds_to_the_energy_only() -> None:
    """Natural Selection: on buying, gain 4 energy and 4 hearts; Friend of Children adds 1
    to the energy (paid with exactly 2: 0 + 4 + 1), not to the hearts."""
    s = table(3, active=0, city=1, hp=[5, 10, 10], energy=[2, 0, 0],
              cards=[["friend_of_children"], [], []], phase="buy",
              market=["natural_selection", "energize", "evacuation_orders"], deck_top=DEAR)
    act(s, 0, "buy", slot=0)
    f = fx(s, "energy", "hp")
    assert f["energy"][0] == 5 and f["hp"][0] == 9


def test_were_only_making_it_stronger_with_friend_of_children_gains_two() -> None:
    """We're Only Making It Stronger!: a loss of 2 or more gives 1 energy; Friend of
    Children adds 1 to that gain."""
    s = table(3, active=0, city=1,
              cards=[[], ["were_only_making_it_stronger", "friend_of_children"], []],
              phase="resolve", dice=TWO_SMASH)
    assert fx(s, "energy", "hp") == {"energy": [0, 2, 0], "hp": [10, 8, 10]}


def test_were_only_making_it_stronger_each_loss_of_two_in_a_turn() -> None:
    """We're Only Making It Stronger!: *each time* — a smash of 2 and then Gas Refinery's 3
    (bought with exactly 6) are two losses, two energy."""
    s = table(3, active=0, city=1, energy=[6, 0, 0],
              cards=[[], ["were_only_making_it_stronger"], []], phase="resolve",
              dice=TWO_SMASH, market=["gas_refinery", "energize", "evacuation_orders"],
              deck_top=DEAR)
    assert decision(s) == ("yield", 1)
    act(s, 1, "stay")
    assert fx(s, "energy")["energy"][1] == 1
    act(s, 0, "buy", slot=0)
    f = fx(s, "energy", "hp", "vp")
    assert f["energy"][:2] == [0, 2] and f["hp"] == [10, 5, 7] and f["vp"][0] == 2


def test_it_has_a_child_keeps_the_energy_of_the_fatal_loss_and_drops_friend_of_children(
) -> None:
    """It Has a Child!: the revived monster keeps its energy (power_cards.yaml: Energy is
    kept) — the 1 + 1 We're Only Making It Stronger! and Friend of Children gave for the
    fatal loss of 2 included; the revival discards Friend of Children, so its next gain
    (2 ENERGY on its own turn) is 2, not 3."""
    s = table(3, active=0, city=1, hp=[10, 2, 10], energy=[0, 3, 0],
              cards=[[], ["it_has_a_child", "friend_of_children",
                          "were_only_making_it_stronger"], []],
              phase="resolve", dice=TWO_SMASH, roll_results=TWO_ENERGY)
    f = fx(s, "energy", "hp", "cards", "alive")
    assert f["alive"][1] is True and f["hp"][1] == 10 and f["cards"][1] == []
    assert f["energy"][1] == 5
    if decision(s) == ("buy", 0):
        act(s, 0, "end_turn")
    assert s.active == 1 and decision(s) == ("roll", 1)
    act(s, 1, "stop_rolling")
    resolve(s, "energy")
    assert fx(s, "energy")["energy"][1] == 7


def test_lunar_powered_with_friend_of_children_gains_two() -> None:
    """Lunar Powered: at the end of your turn, with no energy, gain 1; Friend of Children
    adds 1 to that gain."""
    s = table(3, active=0, cards=[["lunar_powered", "friend_of_children"], [], []],
              energy=[0, 0, 0], phase="buy")
    assert fx(s, "energy", "active") == {"energy": [2, 0, 0], "active": 1}


def test_lunar_powered_after_paying_exactly_all_energy_for_a_card() -> None:
    """Lunar Powered looks at the end of the turn: 3 energy spent on a 3 card leave 0, so
    it gives 1."""
    s = table(3, active=0, city=1, energy=[3, 0, 0], cards=[["lunar_powered"], [], []],
              phase="buy", market=["corner_store", "energize", "evacuation_orders"],
              deck_top=DEAR)
    act(s, 0, "buy", slot=0)
    assert fx(s, "energy", "active") == {"energy": [1, 0, 0], "active": 1}


def test_lunar_powered_after_a_sweep_with_exactly_two() -> None:
    """Lunar Powered after a sweep that spent the last 2 energy: 0 at the end, gain 1."""
    s = table(3, active=0, city=1, energy=[2, 0, 0], cards=[["lunar_powered"], [], []],
              phase="buy", deck_top=["skyscraper", "jet_fighters", "tank"])
    act(s, 0, "sweep")
    assert fx(s, "energy", "active") == {"energy": [1, 0, 0], "active": 1}


@pytest.mark.parametrize(("energy", "vp"), [(6, 1), (11, 1), (12, 2)])
def test_energy_hoarder_counts_every_full_six(energy: int, vp: int) -> None:
    """Energy Hoarder: 1 VP for every *full* 6 energy held: 6 → 1, 11 → 1, 12 → 2; the
    energy is kept."""
    s = table(3, active=0, city=1, cards=[["energy_hoarder"], [], []], energy=[energy, 0, 0],
              phase="buy", market=["evacuation_orders", "evacuation_orders", "frenzy"])
    if decision(s) == ("buy", 0):
        act(s, 0, "end_turn")
    assert fx(s, "vp", "energy")["vp"][0] == vp
    assert fx(s, "energy")["energy"][0] == energy


def test_energy_hoarder_counts_energize_bought_this_turn() -> None:
    """Energy Hoarder counts what is held at the end of the turn: 8 spent on Energize leave
    9 — one full 6."""
    s = table(3, active=0, city=1, cards=[["energy_hoarder"], [], []], energy=[8, 0, 0],
              phase="buy", market=["energize", "evacuation_orders", "evacuation_orders"],
              deck_top=DEAR)
    act(s, 0, "buy", slot=0)
    act(s, 0, "end_turn")
    f = fx(s, "vp", "energy")
    assert f["vp"][0] == 1 and f["energy"][0] == 9


def test_vast_storm_paid_with_exactly_six_halves_only_the_others() -> None:
    """Vast Storm: every *other* monster loses 1 energy per 2 it has; its buyer, paying
    exactly 6, is left at 0 and loses nothing more; 7 → 4 and 0 → 0."""
    s = table(3, active=0, city=1, energy=[6, 7, 0], phase="buy",
              market=["vast_storm", "evacuation_orders", "evacuation_orders"], deck_top=DEAR)
    events = act(s, 0, "buy", slot=0)
    f = fx(s, "energy", "vp")
    assert f["energy"] == [0, 4, 0] and f["vp"][0] == 2
    assert energy_deltas(events, 2) == []


# ============================================================== the two-player variant


def test_two_player_start_energy_and_tireless_are_two_gains_with_friend() -> None:
    """2-player variant: starting in Tokyo gives 1 energy; Tireless gives 1 at the start of
    the turn; each is a gain, so Friend of Children adds 1 to each: 4 in all."""
    s = table(2, active=0, city=0, options={"two_player_variant": True},
              cards=[["friend_of_children"], []], tiles=[["tireless"], []],
              phase="start", roll_results=NO_ENERGY)
    assert fx(s, "energy", "vp") == {"energy": [4, 0], "vp": [0, 0]}


def test_two_player_entry_energy_pays_for_a_card_that_turn() -> None:
    """2-player variant: entering Tokyo gives 1 energy instead of 1 VP, before the buy step
    (進入東京 comes before 購買): 4 + 1 buy a 5 card."""
    s = table(2, active=0, options={"two_player_variant": True}, energy=[4, 0],
              phase="resolve", dice=NO_ENERGY,
              market=["apartment_building", "energize", "evacuation_orders"], deck_top=DEAR)
    assert fx(s, "city", "energy") == {"city": 0, "energy": [5, 0]}
    assert decision(s) == ("buy", 0) and can(s, 0, "buy", slot=0)
    act(s, 0, "buy", slot=0)
    assert fx(s, "energy", "vp") == {"energy": [0, 0], "vp": [3, 0]}


def test_two_player_entry_energy_means_lunar_powered_gives_nothing() -> None:
    """Lunar Powered looks at the end of the turn: the 2-player entry energy gained this
    turn means the monster does not have *no energy*."""
    s = table(2, active=0, options={"two_player_variant": True},
              cards=[["lunar_powered"], []], energy=[0, 0], phase="resolve", dice=NO_ENERGY)
    assert fx(s, "energy", "city", "active") == {"energy": [1, 0], "city": 0, "active": 1}


# ============================================================== the end of the turn, in order


def test_lunar_powered_acts_before_poison_and_were_only_making_it_stronger() -> None:
    """The end of the turn: end-of-turn powers act, then Poison (docs: turn overview):
    Lunar Powered sees no energy and gives 1, then 2 Poison cost 2 hearts and We're Only
    Making It Stronger! gives 1 more — 2 in all (Poison first would leave only 1)."""
    s = table(3, active=0, city=1, energy=[0, 0, 0], poison=[2, 0, 0],
              cards=[["lunar_powered", "were_only_making_it_stronger"], [], []], phase="buy")
    assert fx(s, "energy", "hp", "active") == {"energy": [2, 0, 0], "hp": [8, 10, 10],
                                               "active": 1}


def test_metamorph_sale_then_lunar_and_hoarder_see_the_sold_energy() -> None:
    """Metamorph's sales come first at the end of the turn (docs: turn overview): selling
    Wings (printed cost 6) from 0 energy gives 6; then Energy Hoarder counts one full 6 and
    Lunar Powered sees energy and gives none."""
    s = table(3, active=0, city=1, energy=[0, 0, 0],
              cards=[["metamorph", "energy_hoarder", "lunar_powered", "wings"], [], []],
              phase="buy")
    assert decision(s) == ("sell", 0)
    wings = next(i for i in s.keep[0] if s.content.cards[i].id == "wings")
    act(s, 0, "sell", card=wings)
    act(s, 0, "end_turn")
    f = fx(s, "energy", "vp", "active")
    assert f["energy"][0] == 6 and f["vp"][0] == 1 and f["active"] == 1


def test_energy_events_add_up_over_a_turn_each_gain_once() -> None:
    """Every gain counted once, with Friend of Children's 1 on each: Tireless (1 + 1), one
    ENERGY result (1 + 1), Energize bought with 8 (9 + 1): 8 + 2 + 2 - 8 + 10 = 14, and the
    energy events add up to it."""
    s = table(3, active=0, city=1, energy=[8, 0, 0], cards=[["friend_of_children"], [], []],
              tiles=[["tireless"], [], []], phase="start",
              roll_results=["energy", "1", "2", "3", "1", "2"],
              market=["energize", "evacuation_orders", "evacuation_orders"], deck_top=DEAR)
    assert fx(s, "energy")["energy"][0] == 10
    events = act(s, 0, "stop_rolling")
    events += resolve(s, "energy")
    assert decision(s) == ("buy", 0)
    events += act(s, 0, "buy", slot=0)
    assert fx(s, "energy")["energy"][0] == 14
    assert energy_deltas(events, 0) == [2, -8, 10]


# ============================================================== what counts as buying


def test_natural_selection_taken_by_parasitic_tentacles_gives_its_buyer_the_energy() -> None:
    """Natural Selection: *on buying* gain 4 energy and 4 hearts; Parasitic Tentacles *buys*
    a card from its owner (the price, 2, goes to the owner), so the buyer gains the 4 energy
    (4 - 2 + 4) and hearts, as any purchase (docs: purchases count, e.g. Media-Friendly)."""
    s = table(3, active=0, city=1, energy=[4, 0, 0], hp=[5, 10, 10],
              cards=[["parasitic_tentacles"], ["natural_selection"], []], phase="buy")
    card = next(i for i in s.keep[1] if s.content.cards[i].id == "natural_selection")
    act(s, 0, "buy_owned", card=card)
    f = fx(s, "energy", "hp")
    assert f["energy"][:2] == [6, 2] and f["hp"][0] == 9


def test_natural_selection_taken_by_unstable_dna_is_no_purchase() -> None:
    """Unstable DNA swaps cards, it buys nothing: the monster taking Natural Selection gains
    none of its on-buying energy or hearts."""
    s = table(3, active=0, city=1, hp=[5, 10, 10],
              cards=[["natural_selection"], ["unstable_dna"], []], phase="resolve",
              dice=["smash", "1", "2", "energy", "energy", "heart", "1"])
    resolve(s, "energy", "smash")
    act(s, 1, "yield")
    assert decision(s) == ("swap", 1)
    card = next(i for i in s.keep[0] if s.content.cards[i].id == "natural_selection")
    act(s, 1, "swap_card", card=card)
    f = fx(s, "energy", "hp", "cards")
    assert f["cards"][1] == ["natural_selection"]
    assert f["energy"][1] == 0 and f["hp"][1] == 9


def test_opportunist_may_buy_off_turn_but_not_sweep() -> None:
    """Opportunist buys a newly revealed card on another monster's turn; the sweep (換牌)
    belongs to one's own buy step: with 5 energy it is not offered there."""
    s = table(3, active=0, city=2, energy=[3, 5, 0], cards=[[], ["opportunist"], []],
              phase="buy", market=["corner_store", "energize", "evacuation_orders"],
              deck_top=["media_friendly", *DEAR])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("opportunist", 1)
    assert "sweep" not in kinds_of(s, 1) and "buy" in kinds_of(s, 1)
    act(s, 1, "buy", slot=0)
    assert fx(s, "energy")["energy"][:2] == [0, 2]
