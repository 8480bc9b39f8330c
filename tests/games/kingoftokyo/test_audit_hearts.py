"""Rulebook audit of King of Tokyo: Dark Edition: hearts, the maximum, healing and the Poison
and Shrink Ray tokens.

Sources: the seed rulebook (shared/seeds/king-of-tokyo-dark.zh-Hant.txt: 治療 "如果你不在東京，
每個擲出的心都會恢復怪獸的1心，直至生命力上限。你無法治癒超出生命力上限"; 超能力卡和邪惡板塊解析
"除非有卡片或板塊可改變血量上限..."; 猛毒唾液&縮小雷射 "指示物將停留在目標上...怪獸在東京無法移除
這些指示物，你必須身處東京外且擲出心來移除指示物"), its restatement rules.md §4.2, §8, §11-12, the
card and tile texts (power_cards.yaml, wickedness_tiles.yaml) and docs/kingoftokyo.md where those
are silent. Cases the other audits pin already (test_audit_*.py) are not repeated here.

A test marked xfail(strict=True) asserts the rulebook's behaviour where the engine disagrees.
"""

from __future__ import annotations

import pytest

from ludoteca.core.errors import IllegalAction

from .helpers import QUIET, act, can, decision, events_of, fx, inst, table

SIX_QUIET = [*QUIET, "3"]  # six dice, nothing to resolve


def dice_hp(events: list, seat: int) -> list[dict]:
    return [e for e in events_of(events, "hp") if e["seat"] == seat and e["why"] == "dice"]


def heart_choices(s) -> set[tuple[int, int]]:
    return {(a.get("poison"), a.get("shrink")) for a in s.legal(s.active)
            if a.kind == "resolve" and a.get("group") == "heart"}


def quiet_turn(s, seat: int) -> None:
    """The seat's turn with quiet dice: stop rolling, nothing resolves, nothing is bought."""
    assert decision(s) == ("roll", seat)
    act(s, seat, "stop_rolling")


# ============================================================== the maximum (生命力上限)


def test_hearts_rolled_at_the_maximum_heal_nothing() -> None:
    """直至生命力上限: at 10 hearts, HEART results outside Tokyo gain nothing (no hp event),
    and with no token to remove the heart group needs no choice."""
    s = table(3, city=1, active=0, phase="roll", rolls_left=1,
              dice=["heart", "heart", "1", "2", "3", "1"])
    events = act(s, 0, "stop_rolling")
    assert dice_hp(events, 0) == []
    assert fx(s, "hp")["hp"][0] == 10


def test_three_hearts_from_nine_stop_at_ten() -> None:
    """你無法治癒超出生命力上限: three HEART results at 9 hearts heal 1 (the event says +1)."""
    s = table(3, city=1, active=0, hp=[9, 10, 10], phase="roll", rolls_left=1,
              dice=["heart", "heart", "heart", "1", "2", "3"])
    events = act(s, 0, "stop_rolling")
    assert [(e["delta"], e["total"]) for e in dice_hp(events, 0)] == [(1, 10)]


def test_regeneration_bonus_is_cut_at_the_maximum() -> None:
    """Regeneration adds 1 to a gain, but never above the maximum: 9 + 1 HEART + 1 = 10."""
    s = table(3, city=1, active=0, hp=[9, 10, 10], cards=[["regeneration"], [], []],
              phase="resolve", dice=["heart", *QUIET])
    assert fx(s, "hp")["hp"][0] == 10


def test_nuclear_power_plant_at_nine_hearts_stops_at_ten() -> None:
    """超能力卡...無法讓血量增加超過10枚心臟: Nuclear Power Plant's 3 hearts at 9 give 1 (its 2 VP
    all come)."""
    s = table(3, city=1, active=0, hp=[9, 10, 10], energy=[6, 0, 0], phase="buy",
              market=["nuclear_power_plant", "energize", "evacuation_orders"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "hp", "vp")
    assert f["hp"][0] == 10 and f["vp"][0] == 2


def test_natural_selection_bought_at_eight_hearts_stops_at_ten() -> None:
    """Natural Selection's 4 hearts on buying stop at the maximum; its 4 energy all come."""
    s = table(3, city=1, active=0, hp=[8, 10, 10], energy=[2, 0, 0], phase="buy",
              market=["natural_selection", "energize", "evacuation_orders"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "hp", "energy") == {"hp": [10, 10, 10], "energy": [4, 0, 0]}


def test_skybeam_heart_counts_toward_even_biggers_twelve() -> None:
    """Skybeam: each HEART result gives 1 more heart; with Even Bigger the one HEART at 10
    heals 2, to 12."""
    s = table(3, city=1, active=0, cards=[["even_bigger"], [], []], tiles=[["skybeam"], [], []],
              phase="resolve", dice=["heart", *QUIET])
    assert fx(s, "hp")["hp"][0] == 12


def test_full_regeneration_keeps_twelve_when_even_bigger_is_sold() -> None:
    """Two sources of a maximum of 12: selling Even Bigger (Metamorph) leaves Full
    Regeneration's 12, so the monster keeps its 12 hearts."""
    s = table(3, city=1, active=0, hp=[12, 10, 10], cards=[["even_bigger", "metamorph"], [], []],
              tiles=[["full_regeneration"], [], []], phase="buy")
    assert decision(s) == ("sell", 0)
    act(s, 0, "sell", card=inst(s, 0, "even_bigger"))
    f = fx(s, "hp", "max_hp")
    assert f["hp"][0] == 12 and f["max_hp"][0] == 12


def test_even_bigger_taken_from_the_city_at_twelve_is_no_loss_of_hearts() -> None:
    """Even Bigger leaves a City monster at 12 (Parasitic Tentacles): 12 -> 10 is the
    maximum, not hearts lost to SMASH (no yield) nor hearts the buyer made it lose (Herbivore
    still scores at the end of the buyer's turn)."""
    s = table(3, city=1, active=0, hp=[10, 12, 10], energy=[4, 0, 0],
              cards=[["parasitic_tentacles", "herbivore"], ["even_bigger"], []], phase="buy")
    act(s, 0, "buy_owned", card=inst(s, 1, "even_bigger"))  # no energy left: the turn ends
    assert decision(s) == ("roll", 1)
    f = fx(s, "hp", "vp", "city", "max_hp")
    assert f["hp"][1] == 10 and f["max_hp"][:2] == [12, 10] and f["city"] == 1
    assert f["vp"][0] == 1


def test_it_has_a_child_with_even_bigger_comes_back_at_ten_with_a_maximum_of_ten() -> None:
    """It Has a Child!: come back with 10 hearts; Even Bigger is discarded with every card,
    so the maximum is 10 again."""
    s = table(3, city=1, active=0, hp=[10, 1, 10], cards=[[], ["even_bigger", "it_has_a_child"],
                                                         []],
              phase="resolve", dice=["smash", *QUIET])
    f = fx(s, "hp", "max_hp", "alive", "cards")
    assert f["alive"][1] and f["hp"][1] == 10 and f["max_hp"][1] == 10 and f["cards"][1] == []


def test_a_zombie_buying_even_bigger_at_eleven_stops_at_twelve() -> None:
    """Zombify: maximum 12 for the rest of the game; Even Bigger's maximum is also 12 (they do
    not add): its 2 hearts at 11 give 1."""
    s = table(3, city=1, active=0, hp=[11, 10, 10], energy=[4, 0, 0],
              zombie=[True, False, False], phase="buy",
              market=["even_bigger", "energize", "evacuation_orders"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "hp", "max_hp")["hp"][0] == 12
    assert fx(s, "max_hp")["max_hp"][0] == 12


def test_rapid_healing_at_eleven_with_even_bigger_heals_to_twelve_then_stops() -> None:
    """Rapid Healing is offered while below the maximum: at 11 with Even Bigger it is (12 is
    the maximum), and at 12 it is not."""
    s = table(3, city=1, active=0, hp=[11, 10, 10], energy=[4, 0, 0],
              cards=[["even_bigger", "rapid_healing"], [], []], phase="roll", rolls_left=1,
              dice=SIX_QUIET)
    assert can(s, 0, "rapid_heal")
    act(s, 0, "rapid_heal")
    assert fx(s, "hp", "energy")["hp"][0] == 12 and fx(s, "energy")["energy"][0] == 2
    assert not can(s, 0, "rapid_heal")


# ============================================================== Tokyo and the Bay


def test_skybeam_in_the_bay_heals_but_removes_no_token() -> None:
    """Skybeam's extra heart applies in Tokyo (docs: Skybeam), the Bay included; but a monster
    in Tokyo cannot remove tokens (猛毒唾液&縮小雷射), so the Poison still hurts at the turn's
    end: 5 + 2 - 1 = 6."""
    s = table(5, bay=0, city=1, active=0, hp=[5, 10, 10, 10, 10], poison=[1, 0, 0, 0, 0],
              tiles=[["skybeam"], [], [], [], []], phase="resolve",
              dice=["heart", "heart", "1", "2", "3", "1"])
    f = fx(s, "hp", "poison", "active")
    assert f["active"] == 1
    assert f["hp"][0] == 6 and f["poison"][0] == 1


def test_skybeam_in_the_city_offers_no_token_removal() -> None:
    """With another group to resolve first, the heart group in the City is one action only:
    no HEART result may remove a token there, Skybeam or not."""
    s = table(3, city=0, active=0, hp=[5, 10, 10], poison=[1, 0, 0], shrink=[1, 0, 0],
              tiles=[["skybeam"], [], []], phase="resolve",
              dice=["heart", "heart", "energy", "1", "2", "3"])
    assert decision(s) == ("resolve", 0)
    assert heart_choices(s) == {(0, 0)}
    assert not can(s, 0, "resolve", group="heart", poison=1, shrink=0)


def test_poison_on_the_city_monster_at_its_turn_end_asks_no_yield() -> None:
    """Only hearts lost to SMASH let a monster yield (你只能因為爪的骰面結果損失心來投降): Poison
    at the end of the City monster's own turn does not ask it."""
    s = table(3, city=0, active=0, poison=[2, 0, 0], phase="buy")
    f = fx(s, "hp", "city", "active")
    assert f["hp"][0] == 8 and f["city"] == 0 and f["active"] == 1
    assert decision(s) == ("roll", 1)


# ============================================================== HEART results on tokens


def test_heart_choices_are_bounded_by_the_hearts_and_each_token_count() -> None:
    """A HEART result may remove one token instead of healing (rules.md §12): with 2 HEART
    results, 3 Poison and 1 Shrink Ray the choices are every split the hearts and the tokens
    allow, the player's to pick."""
    s = table(3, city=1, active=0, hp=[5, 10, 10], poison=[3, 0, 0], shrink=[1, 0, 0],
              phase="resolve", dice=["heart", "heart", "1", "2", "3", "1"])
    assert decision(s) == ("resolve", 0)
    assert heart_choices(s) == {(0, 0), (1, 0), (2, 0), (0, 1), (1, 1)}


@pytest.mark.parametrize(("poison", "shrink"), [(2, 0), (0, 2), (1, 1), (-1, 0)])
def test_removing_more_tokens_than_held_or_than_hearts_is_illegal(poison: int,
                                                                    shrink: int) -> None:
    """One HEART result, one Poison, one Shrink Ray: two removals (or a negative one) are not
    allowed."""
    s = table(3, city=1, active=0, hp=[5, 10, 10], poison=[1, 0, 0], shrink=[1, 0, 0],
              phase="resolve", dice=["heart", "1", "2", "3", "1", "2"])
    assert not can(s, 0, "resolve", group="heart", poison=poison, shrink=shrink)
    with pytest.raises(IllegalAction):
        act(s, 0, "resolve", group="heart", poison=poison, shrink=shrink)


def test_heart_group_alone_with_a_token_waits_for_the_players_choice() -> None:
    """Healing or removing a token is the player's choice: the only group left, hearts with a
    token held, is not resolved by itself."""
    s = table(3, city=1, active=0, hp=[8, 10, 10], poison=[1, 0, 0], phase="resolve",
              dice=["heart", *QUIET])
    assert decision(s) == ("resolve", 0)
    assert heart_choices(s) == {(0, 0), (1, 0)}


def test_a_heart_removes_a_token_at_full_health() -> None:
    """At the maximum a HEART result still removes a token (instead of the useless heal)."""
    s = table(3, city=1, active=0, poison=[1, 0, 0], phase="resolve", dice=["heart", *QUIET])
    act(s, 0, "resolve", group="heart", poison=1, shrink=0)
    f = fx(s, "hp", "poison")
    assert f["hp"][0] == 10 and f["poison"][0] == 0


def test_healing_instead_keeps_the_token_and_poison_hurts_at_the_turns_end() -> None:
    """Choosing to heal keeps the Poison token: 8 + 1 - 1 = 8, one token left."""
    s = table(3, city=1, active=0, hp=[8, 10, 10], poison=[1, 0, 0], phase="resolve",
              dice=["heart", *QUIET])
    act(s, 0, "resolve", group="heart", poison=0, shrink=0)
    f = fx(s, "hp", "poison", "active")
    assert f["active"] == 1 and f["hp"][0] == 8 and f["poison"][0] == 1


def test_a_poison_token_removed_this_turn_costs_no_heart_at_its_end() -> None:
    """Poison counts the tokens at the end of the turn: one removed by a HEART result earlier
    in the turn hurts no more."""
    s = table(3, city=1, active=0, hp=[8, 10, 10], poison=[2, 0, 0], phase="resolve",
              dice=["heart", *QUIET])
    act(s, 0, "resolve", group="heart", poison=1, shrink=0)
    f = fx(s, "hp", "poison", "active")
    assert f["active"] == 1 and f["hp"][0] == 7 and f["poison"][0] == 1


def test_regeneration_adds_nothing_when_every_heart_removes_a_token() -> None:
    """Regeneration: "whenever you gain hearts": HEART results all spent on tokens gain no
    heart, so Regeneration adds none."""
    s = table(3, city=1, active=0, hp=[7, 10, 10], shrink=[2, 0, 0],
              cards=[["regeneration"], [], []], phase="resolve",
              dice=["heart", "heart", "1", "2", "3", "1"])
    act(s, 0, "resolve", group="heart", poison=0, shrink=2)
    assert fx(s, "hp", "shrink") == {"hp": [7, 10, 10], "shrink": [0, 0, 0]}


def test_regeneration_adds_one_when_one_heart_heals_and_one_removes_a_token() -> None:
    """One HEART heals (+1 with Regeneration), the other removes the Shrink Ray token."""
    s = table(3, city=1, active=0, hp=[7, 10, 10], shrink=[1, 0, 0],
              cards=[["regeneration"], [], []], phase="resolve",
              dice=["heart", "heart", "1", "2", "3", "1"])
    act(s, 0, "resolve", group="heart", poison=0, shrink=1)
    assert fx(s, "hp", "shrink") == {"hp": [9, 10, 10], "shrink": [0, 0, 0]}


def test_hibernation_hearts_may_remove_tokens() -> None:
    """Hibernation: only HEART and ENERGY results do anything, and they do all they do: a
    HEART result may remove a token."""
    s = table(3, city=1, active=0, hp=[6, 10, 10], poison=[1, 0, 0], shrink=[1, 0, 0],
              cards=[["hibernation"], [], []], phase="resolve",
              dice=["heart", "heart", "heart", "smash", "1", "1"])
    assert heart_choices(s) == {(0, 0), (1, 0), (0, 1), (1, 1)}
    act(s, 0, "resolve", group="heart", poison=1, shrink=1)
    assert fx(s, "hp", "poison", "shrink") == {"hp": [7, 10, 10], "poison": [0, 0, 0],
                                               "shrink": [0, 0, 0]}


def test_tokens_add_up_and_poison_loses_one_heart_per_token() -> None:
    """Tokens accumulate: a monster with 1 Poison and 1 Shrink Ray smashed by both holders'
    powers has 2 of each, rolls two dice fewer and loses 2 hearts at its own turn's end."""
    s = table(3, city=1, active=0, hp=[10, 9, 10], poison=[0, 1, 0], shrink=[0, 1, 0],
              cards=[["shrink_ray"], [], []], tiles=[["poison_spit"], [], []],
              phase="resolve", dice=["smash", *QUIET], roll_results=["1", "2", "3", "1"])
    act(s, 1, "stay")
    f = fx(s, "hp", "poison", "shrink", "dice_count")
    assert f["poison"][1] == 2 and f["shrink"][1] == 2 and f["hp"][1] == 8
    assert f["dice_count"][1] == 4
    assert decision(s) == ("roll", 1) and len(s.dice) == 4
    act(s, 1, "stop_rolling")
    f = fx(s, "hp", "active")
    assert f["active"] == 2 and f["hp"][1] == 6


# ============================================================== tokens at 0 hearts, revivals


def test_shrink_ray_token_from_the_fatal_smash_stays_after_it_has_a_child() -> None:
    """The smash that takes a monster to 0 hearts made it lose hearts, so Shrink Ray gives its
    token (the smash's own effects come before the deaths, docs: Deaths); It Has a Child!
    lists what is lost, not the tokens (they stay, 猛毒唾液&縮小雷射): the revived monster
    rolls one die fewer."""
    s = table(3, city=1, active=0, hp=[10, 2, 10], cards=[["shrink_ray"], ["it_has_a_child"], []],
              phase="resolve", dice=["smash", "smash", *QUIET[:4]])
    f = fx(s, "alive", "hp", "shrink", "city", "dice_count")
    assert f["alive"][1] and f["hp"][1] == 10 and f["shrink"][1] == 1
    assert f["city"] == 0 and f["dice_count"][1] == 5


def test_poison_death_revived_by_it_has_a_child_keeps_poisoning() -> None:
    """Poison kills at the end of its holder's turn; It Has a Child! brings it back with 10
    hearts and the tokens, which hurt again at the end of its next turn."""
    s = table(3, city=1, active=0, hp=[2, 10, 10], poison=[2, 0, 0],
              cards=[["it_has_a_child"], [], []], phase="buy",
              roll_results=SIX_QUIET * 3)
    f = fx(s, "alive", "hp", "poison", "cards")
    assert f["alive"][0] and f["hp"][0] == 10 and f["poison"][0] == 2 and f["cards"][0] == []
    quiet_turn(s, 1)
    quiet_turn(s, 2)
    quiet_turn(s, 0)
    assert fx(s, "hp")["hp"][0] == 8


def test_poison_death_revived_by_zombify_at_twelve_with_its_poison() -> None:
    """Zombify on a Poison death: 12 hearts, a zombie, the Poison tokens stay (and its HEART
    results can never remove them)."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], poison=[1, 0, 0],
              cards=[["zombify"], [], []], phase="buy")
    f = fx(s, "alive", "hp", "poison", "zombie", "max_hp")
    assert f["alive"][0] and f["zombie"][0] and f["hp"][0] == 12 and f["max_hp"][0] == 12
    assert f["poison"][0] == 1


# ============================================================== powers on hearts


def test_nanobots_at_exactly_three_hearts_gains_nothing() -> None:
    """Nanobots: "fewer than 3 hearts": at 3 nothing."""
    s = table(3, city=1, active=0, hp=[3, 10, 10], cards=[["nanobots"], [], []], phase="start",
              roll_results=SIX_QUIET)
    assert fx(s, "hp")["hp"][0] == 3


def test_nanobots_at_two_hearts_with_regeneration_gains_three() -> None:
    """Nanobots' 2 hearts are a gain: Regeneration adds 1 (2 -> 5)."""
    s = table(3, city=1, active=0, hp=[2, 10, 10], cards=[["nanobots", "regeneration"], [], []],
              phase="start", roll_results=SIX_QUIET)
    assert fx(s, "hp")["hp"][0] == 5


def test_natural_selection_with_every_die_shrunk_has_no_three_to_lose_by() -> None:
    """Shrink Ray tokens leave no dice below 0 (7 tokens against 6 + Natural Selection's extra
    die): no die shows a 3 at the end of the turn, so Natural Selection takes no heart."""
    s = table(3, city=1, active=0, shrink=[8, 0, 0], cards=[["natural_selection"], [], []],
              phase="start")
    f = fx(s, "hp", "alive", "active", "dice_count")
    assert f["active"] == 1 and f["alive"][0] and f["hp"][0] == 10
    assert f["dice_count"][0] == 0


def test_rapid_healing_does_not_escape_natural_selections_loss_of_all_hearts() -> None:
    """Natural Selection: "you lose all your hearts". A heal in the damage window (Rapid
    Healing) does not change that: the monster is left with none."""
    s = table(3, city=1, active=0, hp=[5, 10, 10], energy=[2, 0, 0],
              cards=[["natural_selection", "rapid_healing"], [], []], phase="buy",
              dice=["3", "1", "2", "1", "2", "energy", "1"])
    act(s, 0, "end_turn")
    assert decision(s) == ("damage", 0)
    act(s, 0, "rapid_heal")
    while decision(s) == ("damage", 0):
        act(s, 0, "pass")
    assert fx(s, "hp")["hp"][0] == 0


def test_poison_quills_adds_smash_but_gives_no_poison_token() -> None:
    """Poison Quills adds two SMASH on three 2s; despite its name it gives no Poison token
    (only Poison Spit does)."""
    s = table(3, city=1, active=0, cards=[["poison_quills"], [], []], phase="resolve",
              dice=["2", "2", "2", "1", "3", "1"])
    act(s, 0, "resolve", group="numbers")
    assert decision(s) == ("yield", 1)
    act(s, 1, "stay")
    f = fx(s, "hp", "poison", "vp")
    assert f["hp"][1] == 8 and f["poison"] == [0, 0, 0] and f["vp"][0] == 2


def test_poison_spit_from_the_city_poisons_every_monster_hurt_outside() -> None:
    """Poison Spit: each monster you smash gets 1 Poison token: from the City every monster
    outside is smashed, so each gets one."""
    s = table(4, city=0, active=0, tiles=[["poison_spit"], [], [], []], phase="resolve",
              dice=["smash", *QUIET])
    assert fx(s, "poison", "hp") == {"poison": [0, 1, 1, 1], "hp": [10, 9, 9, 9]}


def test_shrink_ray_and_its_fluxling_copy_give_a_token_each() -> None:
    """A Fluxling copy acts as the card would (docs: Fluxling): Shrink Ray and a copy of it
    each give the smashed monster a token."""
    s = table(3, city=1, active=0, cards=[["shrink_ray"], [], []], tiles=[["fluxling"], [], []],
              copy=["shrink_ray", None, None], phase="resolve", dice=["smash", *QUIET])
    act(s, 1, "stay")
    assert fx(s, "shrink")["shrink"][1] == 2


def test_herbivore_is_not_spoiled_by_the_holders_own_poison() -> None:
    """Herbivore: gain 1 VP if you made no monster lose hearts: the holder losing its own
    hearts to Poison is no monster it made lose hearts."""
    s = table(3, city=1, active=0, poison=[1, 0, 0], cards=[["herbivore"], [], []],
              phase="buy")
    f = fx(s, "hp", "vp")
    assert f["hp"][0] == 9 and f["vp"][0] == 1


def test_herbivore_spoiled_by_the_smash_that_gives_a_poison_token() -> None:
    """The smash that gives a Poison token made a monster lose hearts: no Herbivore VP."""
    s = table(3, city=1, active=0, cards=[["herbivore"], [], []], tiles=[["poison_spit"], [], []],
              phase="resolve", dice=["smash", *QUIET])
    act(s, 1, "stay")
    f = fx(s, "vp", "poison")
    assert f["vp"][0] == 0 and f["poison"] == [0, 1, 0]


def test_eternal_heals_a_monster_that_cannot_heal_with_dice() -> None:
    """Eternal works at the start of the turn in Tokyo, where HEART results do nothing, and
    for a zombie; the heart comes before the roll."""
    s = table(3, city=0, active=0, hp=[7, 10, 10], zombie=[True, False, False],
              tiles=[["eternal"], [], []], phase="start",
              roll_results=["heart", "heart", "1", "2", "3", "1"])
    assert decision(s) == ("roll", 0)
    assert fx(s, "hp")["hp"][0] == 8
