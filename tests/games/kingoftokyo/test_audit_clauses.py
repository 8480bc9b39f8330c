"""Fifth audit of the King of Tokyo: Dark Edition engine: every card and tile text, clause by
clause.

Each card (66) and tile face (20) of shared/reference/kingoftokyo/power_cards.yaml and
wickedness_tiles.yaml was split into its clauses (each condition, effect and limit: "once per
turn", "not in Tokyo", "other monsters", "at the start of your turn", "at least three", costs,
what happens at 0 or at a maximum), together with the seed rulebook's clarifications
(超能力卡和邪惡板塊解析). A clause already pinned by test_cards.py, test_tiles.py, test_rules.py
or the earlier audits (test_audit_rules.py, test_audit_second.py, test_audit_third.py,
test_audit_pairs.py) is not repeated here; this file pins the rest. Where the rulebook and the
card texts are silent, docs/kingoftokyo.md's decisions are followed.

Each test's docstring names the card or tile and says the clause it pins, in our own words.
"""

from __future__ import annotations

from typing import Any

from ludoteca.games.kingoftokyo import KotState

from .helpers import QUIET, act, can, decision, events_of, fx, inst, kinds_of, table

SIX_QUIET = [*QUIET, "energy"]  # 1 2 3 1 2 ENERGY: no triple, no SMASH, no HEART
ONE_SMASH = ["smash", *QUIET]  # one SMASH, no triple
TWO_SMASH = ["smash", "smash", *QUIET[:4]]


def smash_count(s: KotState, seat: int) -> int:
    return s.view(seat)["dice"]["smash"]


def groups_offered(s: KotState, seat: int) -> set[Any]:
    return {a.get("group") for a in s.legal(seat) if a.kind == "resolve"}


def end_turn_if_asked(s: KotState, seat: int) -> None:
    """End the buy step if the seat is asked (with nothing to buy it ends by itself)."""
    if decision(s) == ("buy", seat):
        act(s, seat, "end_turn")


def resolve_groups(s: KotState, *groups: str) -> list[Any]:
    """Resolve the named groups of the active monster while it is asked to resolve (a
    group already gone, or resolved by itself as the last one, is skipped)."""
    out: list[Any] = []
    for group in groups:
        if decision(s) == ("resolve", s.active) and group in groups_offered(s, s.active):
            out += act(s, s.active, "resolve", group=group)
    return out


# ============================================================== SMASH counters


def test_burrowing_adds_no_smash_outside_tokyo() -> None:
    """Burrowing: the extra SMASH counts only *while you are in Tokyo*; outside Tokyo the
    roll's single SMASH stays one."""
    s = table(3, active=0, city=1, cards=[["burrowing"], [], []], phase="resolve",
              dice=ONE_SMASH)
    assert smash_count(s, 0) == 1
    resolve_groups(s, "smash")
    assert fx(s, "hp")["hp"] == [10, 9, 10]


def test_burrowing_in_tokyo_adds_a_smash_without_one_rolled() -> None:
    """Burrowing: *while you are in Tokyo your roll counts one additional SMASH* — no SMASH
    needs to be rolled (docs: Acid Attack and Burrowing add without one): from the City a roll
    with no SMASH still hits every monster outside for 1."""
    s = table(3, active=0, city=0, cards=[["burrowing"], [], []], phase="resolve",
              dice=SIX_QUIET)
    assert smash_count(s, 0) == 1
    resolve_groups(s, "energy", "smash")
    assert fx(s, "hp")["hp"] == [10, 9, 9]


def test_urbavore_in_tokyo_adds_nothing_without_a_rolled_smash() -> None:
    """Urbavore: in Tokyo the extra SMASH needs *at least one SMASH* in the roll; a roll with
    none counts none (unlike Burrowing)."""
    s = table(3, active=0, city=0, cards=[["urbavore"], [], []], phase="resolve",
              dice=SIX_QUIET)
    assert smash_count(s, 0) == 0
    assert "smash" not in groups_offered(s, 0)


def test_urbavore_start_of_turn_bonus_in_tokyo_bay() -> None:
    """Urbavore: *1 extra star when you start your turn in Tokyo* — Tokyo Bay is Tokyo
    (東京灣有著跟東京市一樣的效果): 2 + 1 VP."""
    s = table(5, active=0, city=1, bay=0, cards=[["urbavore"], [], [], [], []], phase="start",
              roll_results=SIX_QUIET)
    assert fx(s, "vp")["vp"] == [3, 0, 0, 0, 0]


def test_poison_quills_four_twos_still_add_two_smash() -> None:
    """Poison Quills: *at least three 2s* add two SMASH — a flat two, not one per 2 beyond the
    triple: four 2s give 2 SMASH (and 3 VP from the dice)."""
    s = table(3, active=0, city=1, cards=[["poison_quills"], [], []], phase="resolve",
              dice=["2", "2", "2", "2", "1", "energy"])
    assert smash_count(s, 0) == 2
    resolve_groups(s, "numbers", "energy", "smash")
    assert fx(s, "hp", "vp") == {"hp": [10, 8, 10], "vp": [3, 0, 0]}


def test_poison_quills_needs_three_twos() -> None:
    """Poison Quills: the condition is *at least three 2s*; two 2s add nothing."""
    s = table(3, active=0, city=1, cards=[["poison_quills"], [], []], phase="resolve",
              dice=["2", "2", "1", "1", "energy", "heart"])
    assert smash_count(s, 0) == 0


def test_alpha_monster_scores_when_the_smash_hurts_nobody() -> None:
    """Alpha Monster: *gain 1 star whenever your final roll contains at least one SMASH* —
    whether or not anybody loses hearts: with Tokyo empty the SMASH hurts nobody, yet the star
    comes (+1 more for entering Tokyo)."""
    s = table(3, active=0, cards=[["alpha_monster"], [], []], phase="resolve",
              dice=ONE_SMASH)
    resolve_groups(s, "smash")
    assert fx(s, "vp", "hp", "city") == {"vp": [2, 0, 0], "hp": [10, 10, 10], "city": 0}


def test_antimatter_beam_does_not_double_fire_breathing() -> None:
    """Antimatter Beam: *all your SMASH results count double*; Fire Breathing's heart is a
    card's loss, not a SMASH result, so the neighbours lose 1 each, while the City monster
    loses 2 for the doubled SMASH."""
    s = table(4, active=0, city=2, cards=[["fire_breathing"], [], [], []],
              tiles=[["antimatter_beam"], [], [], []], phase="resolve", dice=ONE_SMASH)
    assert smash_count(s, 0) == 2
    resolve_groups(s, "smash")
    assert fx(s, "hp")["hp"] == [10, 9, 8, 9]


# ============================================================== number bonuses


def test_gourmet_four_ones_still_two_more() -> None:
    """Gourmet: *at least three 1s* gain 2 more stars — a flat 2 on top of the normal points:
    four 1s give 2 (dice) + 2."""
    s = table(3, active=0, city=1, cards=[["gourmet"], [], []], phase="resolve",
              dice=["1", "1", "1", "1", "2", "energy"])
    resolve_groups(s, "numbers")
    assert fx(s, "vp", "wickedness")["vp"][0] == 4


def test_gourmet_needs_three_ones() -> None:
    """Gourmet: two 1s are not *at least three*: no number group is offered at all."""
    s = table(3, active=0, cards=[["gourmet"], [], []], phase="resolve",
              dice=["1", "1", "2", "3", "energy", "heart"])
    assert "numbers" not in groups_offered(s, 0)


def test_skulking_four_ones_one_more() -> None:
    """Skulking: *three or more 1s* gain 1 more star — one, however many 1s: four 1s give
    2 + 1."""
    s = table(3, active=0, city=1, tiles=[["skulking"], [], []], phase="resolve",
              dice=["1", "1", "1", "1", "2", "energy"])
    resolve_groups(s, "numbers")
    assert fx(s, "vp")["vp"][0] == 3


def test_detritivore_on_top_of_a_triple() -> None:
    """Detritivore: a 1, a 2 and a 3 gain 2 stars *on top of the normal results*: three 1s
    with a 2 and a 3 give 1 (dice) + 2, and the triple's 2 wickedness."""
    s = table(3, active=0, city=1, cards=[["detritivore"], [], []], phase="resolve",
              dice=["1", "1", "1", "2", "3", "energy"])
    resolve_groups(s, "numbers")
    assert fx(s, "vp")["vp"][0] == 3
    assert fx(s, "wickedness")["wickedness"] == [2, 0, 0]


def test_detritivore_counts_once_for_two_sets() -> None:
    """Detritivore: the 2 stars come once per roll, not per set of 1-2-3 (two of each face:
    2 VP)."""
    s = table(3, active=0, city=1, cards=[["detritivore"], [], []], phase="resolve",
              dice=["1", "1", "2", "2", "3", "3"])
    resolve_groups(s, "numbers")
    assert fx(s, "vp")["vp"][0] == 2


def test_detritivore_needs_all_three_numbers() -> None:
    """Detritivore: *at least one 1, one 2 and one 3* — a 1 and a 2 without a 3 give
    nothing."""
    s = table(3, active=0, cards=[["detritivore"], [], []], phase="resolve",
              dice=["1", "2", "2", "energy", "heart", "heart"])
    assert "numbers" not in groups_offered(s, 0)


def test_complete_destruction_with_the_numbers_of_a_triple() -> None:
    """Complete Destruction: all six faces gain 9 stars *on top of the normal results*: with
    eight dice (Extra Head, Cyberbrain) three 1s and the five other faces give 1 + 9 VP and
    the triple's 2 wickedness."""
    s = table(3, active=0, city=1, cards=[["complete_destruction", "extra_head"], [], []],
              tiles=[["cyberbrain"], [], []], phase="resolve",
              dice=["1", "1", "1", "2", "3", "energy", "heart", "smash"])
    resolve_groups(s, "numbers")
    assert fx(s, "vp", "wickedness") == {"vp": [10, 0, 0], "wickedness": [2, 0, 0]}


def test_complete_destruction_seven_dice_all_faces() -> None:
    """Complete Destruction with seven dice (Extra Head), every face shown and a pair of 1s:
    9 VP (no triple)."""
    s = table(3, active=0, city=1, cards=[["complete_destruction", "extra_head"], [], []],
              phase="resolve", dice=["1", "1", "2", "3", "energy", "heart", "smash"])
    resolve_groups(s, "numbers")
    assert fx(s, "vp")["vp"][0] == 9


def test_freeze_time_needs_three_ones() -> None:
    """Freeze Time: the extra turn comes on *at least three 1s*; two 1s give none."""
    s = table(3, active=0, cards=[["freeze_time"], [], []], phase="buy",
              dice=["1", "1", "2", "3", "energy", "heart"])
    assert fx(s, "extra_turns")["extra_turns"] == []


def test_freeze_time_with_four_ones() -> None:
    """Freeze Time: *at least three* 1s — four 1s also give the extra turn (one die
    fewer)."""
    s = table(3, active=0, cards=[["freeze_time"], [], []], phase="resolve",
              dice=["1", "1", "1", "1", "2", "energy"])
    events = resolve_groups(s, "numbers")
    assert events_of(events, "extra_turn") == [{"seat": 0, "fewer_dice": 1}]


# ============================================================== start and end of turn


def test_energy_hoarder_below_six_gives_nothing() -> None:
    """Energy Hoarder: 1 star per *full* 6 energy — 5 energy give none (and are kept)."""
    s = table(3, active=0, cards=[["energy_hoarder"], [], []], energy=[5, 0, 0], phase="buy")
    act(s, 0, "end_turn")
    assert fx(s, "vp", "energy", "active") == {"vp": [0, 0, 0], "energy": [5, 0, 0],
                                               "active": 1}


def test_energy_hoarder_only_at_the_end_of_its_owners_turn() -> None:
    """Energy Hoarder: *at the end of your turn* — another monster's turn ending gives its
    holder nothing."""
    s = table(3, active=0, cards=[[], ["energy_hoarder"], []], energy=[0, 12, 0], phase="buy")
    assert decision(s) == ("roll", 1)  # seat 0 had nothing to buy: its turn ended
    assert fx(s, "vp")["vp"] == [0, 0, 0]


def test_nanobots_only_at_the_start_of_its_owners_turn() -> None:
    """Nanobots: *at the start of your turn* — at 2 hearts, another monster's turn starting
    heals nothing."""
    s = table(3, active=0, cards=[[], ["nanobots"], []], hp=[10, 2, 10], phase="start",
              roll_results=SIX_QUIET)
    assert fx(s, "hp")["hp"] == [10, 2, 10]


def test_lunar_powered_only_at_the_end_of_its_owners_turn() -> None:
    """Lunar Powered: *at the end of your turn*, with no energy, gain 1 — not at the end of
    another monster's turn."""
    s = table(3, active=0, cards=[[], ["lunar_powered"], []], energy=[0, 0, 0], phase="buy")
    assert fx(s, "energy", "active") == {"energy": [0, 0, 0], "active": 1}


def test_sonic_boomer_and_tireless_at_the_start_of_an_extra_turn() -> None:
    """Sonic Boomer (+1 star) and Tireless (+1 energy): *at the start of your turn* — an
    extra turn is a turn of yours (在東京的效果: 這也包含...額外的回合)."""
    s = table(3, active=0, tiles=[["sonic_boomer", "tireless"], [], []], phase="buy",
              extra_turns=[[0, 0]], roll_results=SIX_QUIET)
    end_turn_if_asked(s, 0)
    assert s.active == 0 and s.extra
    assert fx(s, "vp", "energy") == {"vp": [1, 0, 0], "energy": [1, 0, 0]}


def test_natural_selection_ignores_other_monsters_dice() -> None:
    """Natural Selection: *if you finish one of YOUR turns with a 3 among your dice* — another
    monster ending its turn with a 3 does not hurt the holder."""
    s = table(3, active=0, cards=[[], ["natural_selection"], []], phase="buy",
              dice=["3", "3", "1", "2", "energy", "heart"])
    end_turn_if_asked(s, 0)
    assert decision(s) == ("roll", 1)
    assert fx(s, "hp", "alive") == {"hp": [10, 10, 10], "alive": [True, True, True]}


def test_herd_culler_works_again_on_the_next_turn() -> None:
    """Herd Culler: *once each turn* — spent on one turn, usable again on the next (an extra
    turn here)."""
    s = table(3, active=0, cards=[["herd_culler"], [], []], phase="resolve",
              dice=["1", "1", "2", "3", "energy", "heart"], extra_turns=[[0, 0]],
              roll_results=["2", "2", "3", "3", "energy", "heart"])
    act(s, 0, "set_die", die=2, face="1", source="herd_culler")
    assert not can(s, 0, "set_die", die=3, face="1", source="herd_culler")
    while decision(s) == ("resolve", 0):
        s.apply(0, next(a for a in s.legal(0) if a.kind == "resolve"))
    end_turn_if_asked(s, 0)
    assert s.active == 0 and s.extra and decision(s) == ("roll", 0)
    assert can(s, 0, "set_die", die=0, face="1", source="herd_culler")


def test_wings_protect_for_this_turn_only() -> None:
    """Wings: no hearts lost *for the rest of this turn* — on the attacker's next (extra)
    turn the holder is asked again, and taking the damage loses the hearts."""
    s = table(3, active=0, city=1, cards=[[], ["wings"], []], energy=[0, 2, 0],
              phase="resolve", dice=ONE_SMASH, extra_turns=[[0, 0]],
              roll_results=ONE_SMASH)
    resolve_groups(s, "smash")
    assert decision(s) == ("damage", 1)
    act(s, 1, "wings")
    end_turn_if_asked(s, 0)
    assert s.active == 0 and s.extra
    act(s, 0, "stop_rolling")
    resolve_groups(s, "smash")
    # no energy left for Wings: the heart is lost this time
    assert fx(s, "hp")["hp"] == [10, 9, 10]


def test_wings_not_offered_with_one_energy() -> None:
    """Wings: the cost is *2 energy* — with 1 the holder has nothing to decide and loses the
    hearts."""
    s = table(3, active=0, city=1, cards=[[], ["wings"], []], energy=[0, 1, 0],
              phase="resolve", dice=TWO_SMASH)
    resolve_groups(s, "smash")
    assert decision(s) == ("yield", 1)
    assert fx(s, "hp", "energy") == {"hp": [10, 8, 10], "energy": [0, 1, 0]}


def test_super_jump_usable_again_on_a_later_turn() -> None:
    """Super Jump: *once during each player's turn* — used on one turn, offered again on the
    next one."""
    s = table(3, active=0, city=1, cards=[[], ["super_jump"], []], energy=[0, 2, 0],
              phase="resolve", dice=ONE_SMASH, extra_turns=[[0, 0]],
              roll_results=ONE_SMASH)
    resolve_groups(s, "smash")
    act(s, 1, "super_jump")
    assert fx(s, "hp")["hp"] == [10, 10, 10]
    end_turn_if_asked(s, 0)
    act(s, 0, "stop_rolling")
    resolve_groups(s, "smash")
    assert decision(s) == ("damage", 1)
    assert can(s, 1, "super_jump")


def test_super_jump_not_offered_without_energy() -> None:
    """Super Jump: *pay 1 energy* — with none it is not offered."""
    s = table(3, active=0, city=1, cards=[[], ["super_jump"], []], phase="resolve",
              dice=TWO_SMASH)
    resolve_groups(s, "smash")
    assert decision(s) == ("yield", 1)
    assert fx(s, "hp")["hp"] == [10, 8, 10]


def test_rapid_healing_needs_two_energy() -> None:
    """Rapid Healing: *pay 2 energy* to gain 1 heart — with 1 energy the heal is not
    offered."""
    s = table(3, active=0, cards=[["rapid_healing"], [], []], hp=[5, 10, 10],
              energy=[1, 0, 0], phase="buy")
    assert "rapid_heal" not in kinds_of(s, 0)


def test_rapid_healing_not_at_full_health() -> None:
    """Rapid Healing: gaining a heart at the maximum would gain nothing, so it is not offered
    at 10 hearts (the energy is not wasted)."""
    s = table(3, active=0, cards=[["rapid_healing"], [], []], energy=[4, 0, 0], phase="buy")
    assert "rapid_heal" not in kinds_of(s, 0)
    s = table(3, active=0, cards=[["rapid_healing"], [], []], hp=[9, 10, 10],
              energy=[4, 0, 0], phase="buy")
    act(s, 0, "rapid_heal")
    assert fx(s, "hp", "energy") == {"hp": [10, 10, 10], "energy": [2, 0, 0]}
    assert "rapid_heal" not in kinds_of(s, 0)


def test_smoke_cloud_only_once_the_rolls_are_spent() -> None:
    """Smoke Cloud: a token buys *one extra roll* — extra beyond the normal rolls, so it is
    not offered while a normal roll is left (docs: extra_roll with no roll left)."""
    s = table(3, active=0, cards=[["smoke_cloud"], [], []], phase="roll", rolls_left=1,
              dice=SIX_QUIET)
    assert not can(s, 0, "extra_roll", source="smoke_cloud")


def test_background_dweller_rerolls_threes_repeatedly() -> None:
    """Background Dweller: you may *always* reroll dice showing 3 — again and again while
    they come up 3, with no roll left."""
    s = table(3, active=0, cards=[["background_dweller"], [], []], phase="roll",
              rolls_left=0, dice=["3", "1", "2", "energy", "heart", "heart"],
              roll_results=["3", "3", "smash"])
    for face in ("3", "3", "smash"):
        act(s, 0, "reroll", dice=1)
        assert fx(s, "dice")["dice"][0] == face
    assert not can(s, 0, "reroll", dice=1)


def test_alien_origin_and_evil_lair_do_not_cheapen_the_sweep() -> None:
    """Alien Origin and Evil Lair: *Power cards* cost 1 less — sweeping the market is no card
    and still costs 2: with 1 energy there is no sweep."""
    s = table(3, active=0, cards=[["alien_origin"], [], []], tiles=[["evil_lair"], [], []],
              energy=[1, 0, 0], phase="buy")
    assert "sweep" not in kinds_of(s, 0)
    s = table(3, active=0, cards=[["alien_origin"], [], []], tiles=[["evil_lair"], [], []],
              energy=[2, 0, 0], phase="buy")
    act(s, 0, "sweep")
    assert fx(s, "energy")["energy"][0] == 0


# ============================================================== buying powers


def test_metamorph_may_sell_itself_and_the_window_closes() -> None:
    """Metamorph: discard *any* of your KEEP cards for its printed cost — Metamorph itself
    too (3 energy); with it gone there is nothing more to sell."""
    s = table(3, active=0, cards=[["metamorph", "extra_head"], [], []], phase="buy")
    assert decision(s) == ("sell", 0)
    act(s, 0, "sell", card=inst(s, 0, "metamorph"))
    assert fx(s, "energy", "cards", "active") == {
        "energy": [3, 0, 0], "cards": [["extra_head"], [], []], "active": 1}


def test_metamorph_sells_only_its_owners_cards() -> None:
    """Metamorph: *your* KEEP cards — another monster's cards are not offered."""
    s = table(3, active=0, cards=[["metamorph"], ["extra_head"], []], phase="buy")
    offered = {a.get("card") for a in s.legal(0) if a.kind == "sell"}
    assert offered == {inst(s, 0, "metamorph")}


def test_metamorph_only_at_the_end_of_its_owners_turn() -> None:
    """Metamorph: *at the end of your turn* — another monster's turn ending asks the holder
    nothing."""
    s = table(3, active=0, cards=[[], ["metamorph", "extra_head"], []], phase="buy")
    assert decision(s) == ("roll", 1)
    assert fx(s, "cards")["cards"][1] == ["metamorph", "extra_head"]


def test_made_in_a_lab_leaving_the_top_card() -> None:
    """Made in a Lab: you may buy the top card *or leave it on top*: ending the turn without
    it leaves the deck as it was."""
    s = table(3, active=0, cards=[["made_in_a_lab"], [], []], energy=[6, 0, 0], phase="buy",
              deck_top=["skyscraper"])
    top = s.deck[-1]
    size = len(s.deck)
    act(s, 0, "end_turn")
    assert s.deck[-1] == top and len(s.deck) == size


def test_made_in_a_lab_needs_the_price() -> None:
    """Made in a Lab: the top card is bought *at its normal cost*: 5 energy cannot buy a
    Skyscraper (6)."""
    s = table(3, active=0, cards=[["made_in_a_lab"], [], []], energy=[5, 0, 0], phase="buy",
              deck_top=["skyscraper"])
    assert s.view(0)["top_card"]["id"] == "skyscraper"
    assert "buy_top" not in kinds_of(s, 0)


def test_parasitic_tentacles_needs_the_price_and_other_owners() -> None:
    """Parasitic Tentacles: buy KEEP cards *owned by other monsters*, *paying the card's
    cost*: the buyer's own cards are never offered, and a card it cannot pay is not either."""
    s = table(3, active=0, cards=[["parasitic_tentacles", "alien_origin"],
                                  ["extra_head", "armor_plating"], []],
              energy=[4, 0, 0], phase="buy")
    offered = {a.get("card") for a in s.legal(0) if a.kind == "buy_owned"}
    # Alien Origin: Armor Plating 3, Extra Head 6
    assert offered == {inst(s, 1, "armor_plating")}


def test_opportunist_buys_at_the_discounted_price() -> None:
    """Opportunist: buy the revealed card *at its normal cost* — the buyer's discounts
    (Alien Origin) still apply, as for any purchase."""
    s = table(3, active=0, cards=[[], ["opportunist", "alien_origin"], []],
              energy=[3, 5, 0], phase="buy",
              market=["corner_store", "energize", "evacuation_orders"],
              deck_top=["skyscraper"])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("opportunist", 1)
    act(s, 1, "buy", slot=0)
    assert fx(s, "vp", "energy") == {"vp": [1, 4, 0], "energy": [0, 0, 0]}


# ============================================================== Hibernation


def test_hibernation_no_opportunist_purchase() -> None:
    """Hibernation: while you own it *you cannot buy cards* — an Opportunist holder that
    hibernates is not asked when a card is revealed."""
    s = table(3, active=0, cards=[[], ["opportunist", "hibernation"], []],
              energy=[5, 9, 0], phase="buy",
              market=["corner_store", "energize", "evacuation_orders"],
              deck_top=["skyscraper"])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("buy", 0)


def test_hibernation_blocks_made_in_a_lab_and_parasitic_tentacles() -> None:
    """Hibernation: *you cannot buy cards* — neither the deck's top card (Made in a Lab) nor
    another monster's card (Parasitic Tentacles)."""
    s = table(3, active=0, cards=[["hibernation", "made_in_a_lab", "parasitic_tentacles"],
                                  ["armor_plating"], []],
              energy=[9, 0, 0], phase="buy", deck_top=["corner_store"])
    assert kinds_of(s, 0) == {"end_turn", "wake"}


def test_hibernation_not_bought_from_tokyo_by_any_means() -> None:
    """Hibernation: *cannot be bought while you are in Tokyo* — nor taken from the deck's top
    (Made in a Lab) nor from another monster (Parasitic Tentacles)."""
    s = table(3, active=0, city=0, cards=[["made_in_a_lab", "parasitic_tentacles"],
                                          ["hibernation"], []],
              energy=[9, 0, 0], phase="buy")
    assert "buy_owned" not in kinds_of(s, 0)
    s = table(3, active=0, city=0, cards=[["made_in_a_lab"], [], []], energy=[9, 0, 0],
              phase="buy", deck_top=["hibernation"])
    assert s.view(0)["top_card"]["id"] == "hibernation"
    assert "buy_top" not in kinds_of(s, 0)


def test_hibernation_not_bought_by_an_opportunist_in_tokyo() -> None:
    """Hibernation: *cannot be bought while you are in Tokyo* — an Opportunist in the City is
    not offered a revealed Hibernation."""
    s = table(3, active=0, city=1, cards=[[], ["opportunist"], []], energy=[5, 9, 0],
              phase="buy", market=["corner_store", "energize", "evacuation_orders"],
              deck_top=["hibernation"])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("buy", 0)


def test_hibernation_acid_attack_adds_no_smash() -> None:
    """Hibernation: *only your HEART and ENERGY results do anything* — no SMASH is resolved,
    not even the one Acid Attack adds."""
    s = table(3, active=0, city=1, cards=[["hibernation", "acid_attack"], [], []],
              phase="resolve", dice=["smash", "energy", "heart", "1", "2", "3"])
    assert groups_offered(s, 0) <= {"energy", "heart"}
    resolve_groups(s, "energy", "heart")
    assert fx(s, "hp")["hp"] == [10, 10, 10]


# ============================================================== yielding and Tokyo


def test_unstable_dna_may_decline_the_swap() -> None:
    """Unstable DNA: you *may* swap — passing keeps both monsters' cards where they were."""
    s = table(3, active=0, city=1, cards=[["extra_head"], ["unstable_dna"], []],
              phase="resolve", dice=ONE_SMASH)
    resolve_groups(s, "smash")
    act(s, 1, "yield")
    assert decision(s) == ("swap", 1)
    act(s, 1, "pass")
    assert fx(s, "cards", "city")["cards"] == [["extra_head"], ["unstable_dna"], []]


def test_unstable_dna_with_an_attacker_without_cards_asks_nothing() -> None:
    """Unstable DNA: the swap is for a card *owned by the monster that smashed you*; an
    attacker with no card leaves nothing to swap for, and the turn goes on."""
    s = table(3, active=0, city=1, cards=[[], ["unstable_dna"], []], phase="resolve",
              dice=ONE_SMASH)
    resolve_groups(s, "smash")
    act(s, 1, "yield")
    assert decision(s) != ("swap", 1)
    assert fx(s, "city")["city"] == 0


def test_death_from_above_with_tokyo_empty_enters_the_city() -> None:
    """Death From Above: 2 stars, and *if you are not already in Tokyo you take control of
    Tokyo* — with nobody there the buyer enters the City (+1 VP for entering)."""
    s = table(3, active=0, energy=[5, 0, 0], phase="buy", city=None,
              market=["death_from_above", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp", "city") == {"vp": [3, 0, 0], "city": 0}


def test_underdog_takes_nothing_from_an_equal_monster() -> None:
    """Underdog: only a monster with *more* stars than you gives one; equal stars give
    nothing."""
    s = table(3, active=0, city=1, vp=[5, 5, 0], tiles=[["underdog"], [], []],
              phase="resolve", dice=ONE_SMASH)
    resolve_groups(s, "smash")
    assert fx(s, "vp")["vp"] == [5, 5, 0]


def test_underdog_takes_nothing_from_a_jets_yield() -> None:
    """Underdog: *when you smash* a richer monster (名詞解析: smashing makes it lose hearts);
    a Jets holder that yields loses no heart, so gives no star."""
    s = table(3, active=0, city=1, vp=[0, 5, 0], cards=[[], ["jets"], []],
              tiles=[["underdog"], [], []], phase="resolve", dice=ONE_SMASH)
    resolve_groups(s, "smash")
    assert decision(s) == ("jets", 1)
    act(s, 1, "yield")
    assert fx(s, "vp", "hp") == {"vp": [1, 5, 0], "hp": [10, 10, 10]}  # +1 for entering


def test_shrink_ray_gives_no_token_when_armor_plating_stops_the_smash() -> None:
    """Shrink Ray: *each monster you smash* gets a token — a monster whose Armor Plating
    ignores the single SMASH heart was not smashed and gets none."""
    s = table(3, active=0, city=1, cards=[["shrink_ray"], ["armor_plating"], []],
              phase="resolve", dice=ONE_SMASH)
    resolve_groups(s, "smash")
    assert fx(s, "shrink", "hp") == {"shrink": [0, 0, 0], "hp": [10, 10, 10]}


# ============================================================== hearts lost and gained


def test_were_only_making_it_stronger_on_its_own_card() -> None:
    """We're Only Making It Stronger!: *each time you lose 2 or more hearts at once* — the 3
    hearts its owner's own Tank costs count too."""
    s = table(3, active=0, cards=[["were_only_making_it_stronger"], [], []],
              energy=[4, 0, 0], phase="buy", market=["tank", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "hp", "vp", "energy") == {"hp": [7, 10, 10], "vp": [4, 0, 0],
                                           "energy": [1, 0, 0]}


def test_camouflage_with_no_heart_rolled_takes_the_full_loss() -> None:
    """Camouflage: *each HEART rolled* cancels 1 — with none rolled, the whole loss is
    taken."""
    s = table(3, active=0, city=1, cards=[[], ["camouflage"], []], phase="resolve",
              dice=["smash", "smash", "1", "2", "3", "energy"], roll_results=["smash", "1"])
    events = resolve_groups(s, "smash")
    assert events_of(events, "camouflage") == [{"seat": 1, "faces": ["smash", "1"],
                                                "saved": 0}]
    assert fx(s, "hp")["hp"] == [10, 8, 10]


def test_zombify_once_per_game_even_with_a_new_card() -> None:
    """Zombify: *the first time in the game* your health reaches 0 — a zombie that holds
    Zombify again (bought after its revival) is eliminated at 0."""
    s = table(3, active=0, city=1, hp=[10, 1, 10], zombie=[False, True, False],
              cards=[[], ["zombify"], []], phase="resolve", dice=ONE_SMASH)
    resolve_groups(s, "smash")
    assert fx(s, "alive")["alive"] == [True, False, True]


def test_full_regeneration_and_even_bigger_do_not_add_up() -> None:
    """Full Regeneration (*your maximum health becomes 12*) with Even Bigger (*your maximum
    health is 12*): the maximum is 12, not 14."""
    s = table(3, active=0, cards=[["even_bigger"], [], []],
              tiles=[["full_regeneration"], [], []], hp=[11, 10, 10], phase="resolve",
              dice=["heart", "heart", "heart", "1", "2", "3"])
    resolve_groups(s, "heart")
    assert fx(s, "hp", "max_hp") == {"hp": [12, 10, 10], "max_hp": [12, 10, 10]}


def test_friend_of_children_on_a_tile_gain() -> None:
    """Friend of Children: *whenever you gain energy*, 1 more — a tile's gain too
    (Starburst: 12 + 1)."""
    s = table(3, active=0, cards=[["friend_of_children"], [], []], wickedness=[9, 0, 0],
              stacks={"10": ["starburst"]}, phase="resolve",
              dice=["1", "1", "1", "2", "3", "heart"])
    resolve_groups(s, "numbers")
    if decision(s) == ("tile", 0):
        act(s, 0, "take_tile", tile="starburst")
    assert fx(s, "energy", "tiles") == {"energy": [13, 0, 0], "tiles": [[], [], []]}


# ============================================================== tiles


def test_fluxling_may_copy_its_owners_own_card() -> None:
    """Fluxling: place it next to *any player's* KEEP card — its owner's own card too (a
    second Extra Head die)."""
    s = table(3, active=0, cards=[["extra_head"], [], []], tiles=[["fluxling"], [], []],
              phase="start", roll_results=["1"] * 8)
    assert decision(s) == ("copy", 0)
    act(s, 0, "copy_card", card=inst(s, 0, "extra_head"))
    assert fx(s, "dice_count", "copy") == {"dice_count": [8, 6, 6],
                                           "copy": ["extra_head", None, None]}


def test_fluxling_copy_moves_with_no_cost_only_at_its_owners_turn() -> None:
    """Fluxling: the copy may move *at the start of each of YOUR turns* — another monster's
    turn starting does not ask its holder."""
    s = table(3, active=0, cards=[[], [], ["extra_head", "giant_brain"]],
              tiles=[[], ["fluxling"], []], copy=[None, "extra_head", None], phase="start",
              roll_results=SIX_QUIET)
    assert decision(s) == ("roll", 0)
    assert fx(s, "copy")["copy"] == [None, "extra_head", None]


def test_defender_of_tokyo_start_of_turn_in_the_bay() -> None:
    """Defender of Tokyo: *whenever you start your turn in Tokyo* every other monster loses
    1 star — Tokyo Bay included."""
    s = table(5, active=0, city=1, bay=0, vp=[0, 2, 2, 2, 2],
              tiles=[["defender_of_tokyo"], [], [], [], []], phase="start",
              roll_results=SIX_QUIET)
    assert fx(s, "vp")["vp"] == [2, 1, 1, 1, 1]


def test_barbs_with_four_smash_adds_one() -> None:
    """Barbs: *at least two SMASH* add one more — a flat one: four SMASH count five."""
    s = table(3, active=0, city=1, tiles=[["barbs"], [], []], phase="resolve",
              dice=["smash", "smash", "smash", "smash", "1", "2"])
    assert smash_count(s, 0) == 5


def test_eternal_heals_only_at_its_owners_turn_start() -> None:
    """Eternal: *at the start of your turn* gain 1 heart — not at another monster's."""
    s = table(3, active=0, tiles=[[], ["eternal"], []], hp=[10, 7, 10], phase="start",
              roll_results=SIX_QUIET)
    assert fx(s, "hp")["hp"] == [10, 7, 10]


def test_final_push_energy_and_hearts_with_regeneration_and_friend() -> None:
    """Final Push: *gain 2 hearts and 2 energy* — gains like any other: Regeneration and
    Friend of Children add 1 each."""
    s = table(3, active=0, hp=[5, 10, 10], wickedness=[9, 0, 0],
              cards=[["regeneration", "friend_of_children"], [], []],
              stacks={"10": ["final_push"]}, phase="resolve",
              dice=["1", "1", "1", "2", "3", "smash"])
    resolve_groups(s, "numbers")
    if decision(s) == ("tile", 0):
        act(s, 0, "take_tile", tile="final_push")
    assert fx(s, "hp")["hp"][0] == 8
    assert fx(s, "energy")["energy"][0] == 3
