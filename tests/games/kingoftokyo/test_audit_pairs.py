"""Fourth audit of the King of Tokyo: Dark Edition engine: pairs of powers on one quantity.

The third audit (test_audit_third.py) found two bugs where two powers touch the same quantity
(Armor Plating with Camouflage depending on the purchase order; Made in a Lab after the deck ran
out). This pass takes the powers by the quantity they change and checks the pairs (and a few
triples) that can meet at one moment, and each power held twice (the card and a Fluxling copy):

- hearts lost: Armor Plating, Camouflage, Wings, Super Jump, Rapid Healing, Reflective Hide,
  We're Only Making It Stronger!, Hibernation, Jets, Fire Breathing, Poison, Natural Selection;
- hearts gained and the maximum: Regeneration, Even Bigger, Nanobots, Eternal, Skybeam, the
  Fluxling copy of a maximum;
- VP: Media-Friendly, Have It All!, Underdog, Gourmet, Skulking, Urbavore, Defender of Tokyo,
  Sonic Boomer, Herbivore, Eater of the Dead;
- energy: Friend of Children with Metamorph, Parasitic Tentacles, Lunar Powered;
- price: Alien Origin, Evil Lair, Made in a Lab, Parasitic Tentacles;
- dice count and rolls: Extra Head, Cyberbrain, Natural Selection, Shrink Ray, Giant Brain,
  Devious; die faces: Herd Culler, Plot Twist; extra rolls: Smoke Cloud;
- Tokyo: Jets with Burrowing and Unstable DNA, Death From Above with Defender of Tokyo and
  Burrowing, Hibernation copied in Tokyo;
- 0 hearts: It Has a Child!, Zombify, Final Roar (a card and a Fluxling copy);
- copies: Psychic Probe, Opportunist (two holders), Fluxling moving off a maximum.

Each test asks (a) the card texts (power_cards.yaml, wickedness_tiles.yaml) and the seed
rulebook's timing (shared/seeds/king-of-tokyo-dark.zh-Hant.txt, cited by its section titles),
(b) that the outcome does not depend on the order the cards were gained, or on whether a power
is a card, a tile or a copy, where no rule says so, (c) docs/kingoftokyo.md's decisions.
The engine fixes it led to (docs/kingoftokyo.md, Fluxling and "Two revivals"): a copy acts
among the cards, before the tiles; a copy's uses are spent before the card's; Fluxling cannot
copy what its owner could not buy now; It Has a Child! before Zombify.
"""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca.games.kingoftokyo import KotState

from .helpers import QUIET, act, can, decision, fx, inst, kinds_of, table

TWO_SMASH = ["smash", "smash", *QUIET[:4]]
FLAME = ["flame_thrower", "energize", "skyscraper"]  # 3, 8, 6


def flame_kill(cards: list[list[str]], **setup: Any) -> KotState:
    """Seat 0 buys Flame Thrower (every other monster loses 2 hearts); seat 1 has 2 hearts."""
    setup.setdefault("hp", [10, 2, 10])
    setup.setdefault("energy", [3, 0, 0])
    s = table(3, city=2, active=0, cards=cards, phase="buy", market=list(FLAME), **setup)
    act(s, 0, "buy", slot=0)
    return s


# ============================================================== hearts lost


def test_reflective_hide_against_an_attacker_with_armor_plating() -> None:
    """Reflective Hide: a monster that makes you lose hearts loses 1 heart too; Armor Plating:
    ignore any loss of exactly 1 heart. The attacker's reflected loss is exactly 1, so its
    Armor Plating ignores it; the Reflective Hide holder still lost its 2."""
    s = table(3, city=1, active=0, cards=[["armor_plating"], ["reflective_hide"], []],
              phase="resolve", dice=TWO_SMASH)
    assert fx(s, "hp")["hp"] == [10, 8, 10]
    assert decision(s) == ("yield", 1)


def test_reflective_hide_with_wings_reflects_nothing() -> None:
    """Wings: pay 2 energy to lose no hearts for the rest of the turn. A Reflective Hide holder
    that loses nothing was not made to lose hearts, so the attacker loses nothing either."""
    s = table(3, city=1, active=0, energy=[0, 2, 0],
              cards=[[], ["reflective_hide", "wings"], []], phase="resolve", dice=TWO_SMASH)
    assert decision(s) == ("damage", 1)
    act(s, 1, "wings")
    assert fx(s, "hp", "energy") == {"hp": [10, 10, 10], "energy": [0, 0, 0]}


def test_reflective_hide_with_camouflage_saving_everything_reflects_nothing() -> None:
    """Camouflage rolls a die per heart about to be lost, each HEART cancels one; with every
    heart cancelled no heart is lost, so Reflective Hide has nothing to reflect."""
    s = table(3, city=1, active=0, cards=[[], ["reflective_hide", "camouflage"], []],
              phase="resolve", dice=TWO_SMASH, roll_results=["heart", "heart"])
    assert fx(s, "hp")["hp"] == [10, 10, 10]


def test_reflective_hide_does_not_reflect_poison() -> None:
    """Poison (rules.md §12): a monster loses 1 heart per token at the end of its own turn —
    no monster makes it lose them, so Reflective Hide hurts nobody."""
    s = table(3, city=1, active=0, poison=[1, 0, 0], energy=[2, 0, 0],
              cards=[["reflective_hide"], [], []], phase="buy")
    act(s, 0, "end_turn")
    assert fx(s, "hp")["hp"] == [9, 10, 10]


def test_reflective_hide_with_hibernation_against_flame_thrower() -> None:
    """Hibernation: while you own it you take no damage. Flame Thrower makes every other
    monster lose 2 hearts; the hibernating Reflective Hide holder loses none, so the buyer
    loses nothing, while the third monster loses its 2."""
    s = flame_kill([[], ["hibernation", "reflective_hide"], []], hp=[10, 10, 10])
    assert fx(s, "hp")["hp"] == [10, 10, 8]


def test_fire_breathing_against_two_reflective_hides() -> None:
    """Fire Breathing: both neighbours lose 1 more heart, wherever they are (火炎吐息).
    Reflective Hide on both (the card and a Fluxling copy): each loss the owner causes is
    reflected — the SMASH on the City monster and the two fire losses: 3 hearts back."""
    s = table(3, city=1, active=0, cards=[["fire_breathing"], ["reflective_hide"], []],
              tiles=[[], [], ["fluxling"]], copy=[None, None, "reflective_hide"],
              phase="resolve", dice=["smash", *QUIET])
    assert fx(s, "hp")["hp"] == [7, 8, 9]


def test_fire_breathing_and_a_smash_are_two_losses_for_armor_plating() -> None:
    """Fire Breathing's neighbour in Tokyo loses 1 to the SMASH and 1 to the fire. The engine
    treats them as two losses of exactly 1, both ignored by Armor Plating (the card says "1
    more heart": whether that adds to the SMASH loss is not settled by docs/kingoftokyo.md —
    see the report); the other neighbour loses its 1."""
    s = table(3, city=1, active=0, cards=[["fire_breathing"], ["armor_plating"], []],
              phase="resolve", dice=["smash", *QUIET])
    assert fx(s, "hp")["hp"] == [10, 10, 9]
    assert decision(s) != ("yield", 1)


def test_super_jump_after_armor_plating_on_a_loss_of_two() -> None:
    """docs/kingoftokyo.md (Damage window): Armor Plating and Camouflage apply before the
    window. A loss of 2 is not Armor Plating's; Super Jump then cancels one heart and the other
    is lost (Armor Plating does not look again at what Super Jump leaves)."""
    s = table(3, city=1, active=0, energy=[0, 1, 0],
              cards=[[], ["armor_plating", "super_jump"], []], phase="resolve", dice=TWO_SMASH)
    assert decision(s) == ("damage", 1)
    act(s, 1, "super_jump")
    assert fx(s, "hp", "energy") == {"hp": [10, 9, 10], "energy": [0, 0, 0]}


def test_super_jump_and_its_copy_still_once_per_player_turn() -> None:
    """Super Jump: once during each player's turn, pay 1 energy to cancel the loss of 1 heart.
    With the card and a Fluxling copy of it the engine allows one use per turn (not one per
    copy, unlike Herd Culler): a 2-heart loss with 2 energy still costs a heart."""
    s = table(3, city=1, active=0, energy=[0, 2, 0], cards=[[], ["super_jump"], []],
              tiles=[[], ["fluxling"], []], copy=[None, "super_jump", None],
              phase="resolve", dice=TWO_SMASH)
    act(s, 1, "super_jump")
    assert decision(s) == ("yield", 1)
    assert fx(s, "hp", "energy") == {"hp": [10, 9, 10], "energy": [0, 1, 0]}


def test_camouflage_saving_all_means_wings_is_never_offered() -> None:
    """Camouflage applies before the damage window (docs): when its dice cancel the whole loss
    nothing is about to be lost, so Wings is not asked and keeps its energy; when they cancel
    one of two hearts, Wings is offered for the one left."""
    s = table(3, city=1, active=0, energy=[0, 2, 0], cards=[[], ["camouflage", "wings"], []],
              phase="resolve", dice=TWO_SMASH, roll_results=["heart", "heart"])
    assert decision(s) != ("damage", 1)
    assert fx(s, "hp", "energy") == {"hp": [10, 10, 10], "energy": [0, 2, 0]}
    s = table(3, city=1, active=0, energy=[0, 2, 0], cards=[[], ["camouflage", "wings"], []],
              phase="resolve", dice=TWO_SMASH, roll_results=["heart", "1"])
    assert s.pending is not None and s.pending.kind == "damage" and s.pending.amount == 1
    act(s, 1, "wings")
    assert fx(s, "hp", "energy") == {"hp": [10, 10, 10], "energy": [0, 0, 0]}


def test_camouflage_and_its_copy_roll_for_what_the_first_leaves() -> None:
    """Camouflage, held twice (the card and a Fluxling copy of it): each rolls a die per heart
    still about to be lost. 3 hearts: the first rolls 3 dice (one HEART), the second rolls 2
    (one HEART): 1 heart lost."""
    s = table(3, city=1, active=0, cards=[[], ["camouflage"], []], tiles=[[], ["fluxling"], []],
              copy=[None, "camouflage", None], phase="resolve",
              dice=["smash", "smash", "smash", *QUIET[:3]],
              roll_results=["heart", "1", "2", "heart", "3"])
    assert fx(s, "hp")["hp"] == [10, 9, 10]
    assert s.forced == []


def test_rapid_healing_with_regeneration_in_the_damage_window() -> None:
    """Rapid Healing (pay 2 energy: gain 1 heart, also to avoid dropping to 0) with
    Regeneration (whenever you gain hearts, gain 1 more): at 2 hearts before a 2-heart SMASH,
    one heal gives 2 hearts, the loss is no longer fatal and is taken: 2 hearts left."""
    s = table(3, city=1, active=0, hp=[10, 2, 10], energy=[0, 2, 0],
              cards=[[], ["rapid_healing", "regeneration"], []], phase="resolve",
              dice=TWO_SMASH)
    assert decision(s) == ("damage", 1)
    act(s, 1, "rapid_heal")
    f = fx(s, "hp", "energy", "alive")
    assert f["hp"][1] == 2 and f["energy"][1] == 0 and f["alive"][1] is True
    assert decision(s) == ("yield", 1)


def test_jets_not_asked_when_a_copied_armor_plating_stops_the_single_heart() -> None:
    """docs (Yielding): Jets is not asked when the loss is surely nothing (Armor Plating
    against a single heart) — also when the Armor Plating is a Fluxling copy."""
    s = table(3, city=1, active=0, cards=[[], ["jets"], ["armor_plating"]],
              tiles=[[], ["fluxling"], []], copy=[None, "armor_plating", None],
              phase="resolve", dice=["smash", *QUIET])
    assert decision(s) not in (("jets", 1), ("yield", 1))
    assert fx(s, "hp", "city") == {"hp": [10, 10, 10], "city": 1}


@pytest.mark.parametrize(("use_jump", "hp", "energy"), [(True, 9, 0), (False, 8, 2)])
def test_were_only_making_it_stronger_counts_the_loss_after_super_jump(
        use_jump: bool, hp: int, energy: int) -> None:
    """We're Only Making It Stronger!: losing 2 or more hearts at once gives 1 energy; docs:
    the damage taken after Armor Plating and the damage window. Super Jump turns a loss of 2
    into 1 (no energy); without it the loss of 2 gives 1."""
    s = table(3, city=1, active=0, energy=[0, 1, 0],
              cards=[[], ["were_only_making_it_stronger", "super_jump"], []],
              phase="resolve", dice=TWO_SMASH)
    act(s, 1, "super_jump" if use_jump else "pass")
    assert fx(s, "hp", "energy") == {"hp": [10, hp, 10], "energy": [0, energy, 0]}


def test_were_only_making_it_stronger_counts_the_loss_after_camouflage() -> None:
    """Camouflage cancels one of 3 hearts; the 2 still lost at once give 1 energy (We're Only
    Making It Stronger!, docs: the damage taken at once)."""
    s = table(3, city=1, active=0,
              cards=[[], ["were_only_making_it_stronger", "camouflage"], []],
              phase="resolve", dice=["smash", "smash", "smash", *QUIET[:3]],
              roll_results=["heart", "1", "2"])
    assert fx(s, "hp", "energy") == {"hp": [10, 8, 10], "energy": [0, 1, 0]}


@pytest.mark.parametrize(("poison", "hp"), [(1, 10), (2, 8)])
def test_poison_against_armor_plating(poison: int, hp: int) -> None:
    """Poison: 1 heart per token at the end of the monster's own turn, lost at once; Armor
    Plating ignores a loss of exactly 1 — one token does nothing, two take 2 hearts."""
    s = table(3, city=1, active=0, poison=[poison, 0, 0], energy=[2, 0, 0],
              cards=[["armor_plating"], [], []], phase="buy")
    act(s, 0, "end_turn")
    assert fx(s, "hp")["hp"][0] == hp and s.active == 1


def test_poison_against_camouflage() -> None:
    """Camouflage rolls a die per heart about to be lost, Poison's too: 2 tokens, dice HEART
    and 1: 1 heart lost."""
    s = table(3, city=1, active=0, poison=[2, 0, 0], energy=[2, 0, 0],
              cards=[["camouflage"], [], []], phase="buy", roll_results=["heart", "1"])
    act(s, 0, "end_turn")
    assert fx(s, "hp")["hp"][0] == 9


def test_natural_selection_at_one_heart_against_armor_plating() -> None:
    """Natural Selection: ending the turn with a 3 among the dice loses all your hearts; docs:
    through the damage window (so defences apply). At 1 heart "all" is a loss of exactly 1,
    which Armor Plating ignores: the monster survives."""
    s = table(3, city=1, active=0, hp=[1, 10, 10],
              cards=[["natural_selection", "armor_plating"], [], []], phase="resolve",
              dice=["3", "1", "2", "1", "2", "energy", "energy"])
    assert decision(s) == ("buy", 0)  # the energy group resolved by itself: 2 energy
    act(s, 0, "end_turn")
    f = fx(s, "hp", "alive")
    assert f["alive"][0] is True and f["hp"][0] == 1 and s.active == 1


# ============================================================== hearts gained, maximum


def test_regeneration_with_even_bigger_bought() -> None:
    """Even Bigger: maximum 12, gain 2 hearts when you buy it; Regeneration adds 1 to the gain,
    and the new maximum already holds: 9 → 12."""
    s = table(3, city=1, active=0, hp=[9, 10, 10], energy=[4, 0, 0],
              cards=[["regeneration"], [], []], phase="buy",
              market=["even_bigger", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "hp", "max_hp")["hp"][0] == 12


def test_regeneration_and_its_copy_add_one_each() -> None:
    """Regeneration held twice (the card and a Fluxling copy): each adds 1 to a gain — one
    HEART outside Tokyo heals 3 (the engine's reading of "same power twice")."""
    s = table(3, city=1, active=0, hp=[5, 10, 10], cards=[["regeneration"], [], []],
              tiles=[["fluxling"], [], []], copy=["regeneration", None, None],
              phase="resolve", dice=["heart", *QUIET])
    assert fx(s, "hp")["hp"][0] == 8


def test_skybeam_with_regeneration_in_tokyo() -> None:
    """Skybeam: each HEART result gives 1 more heart, in Tokyo too (docs); Regeneration: each
    gain 1 more. In the City two HEART results heal nothing themselves: 2 (Skybeam) + 1."""
    s = table(3, city=0, active=0, hp=[5, 10, 10], cards=[["regeneration"], [], []],
              tiles=[["skybeam"], [], []], phase="resolve",
              dice=["heart", "heart", "1", "2", "3", "1"])
    assert fx(s, "hp")["hp"][0] == 8


def test_nanobots_copied_works_like_the_card_next_to_eternal() -> None:
    """Nanobots: at the start of your turn, with fewer than 3 hearts, gain 2; Eternal: at the
    start of your turn gain 1 heart. Both trigger at the same moment (2 hearts): 2 + 2 + 1 = 5
    with the card. A Fluxling copy works as a copy of that card (同步熔劑), so it must give the
    same 5 — it must not depend on whether Nanobots is a card or a copy."""
    out = []
    for copied in (False, True):
        s = table(3, city=1, active=0, hp=[2, 10, 10],
                  cards=[[] if copied else ["nanobots"], ["nanobots"] if copied else [], []],
                  tiles=[["eternal", "fluxling"] if copied else ["eternal"], [], []],
                  copy=["nanobots" if copied else None, None, None],
                  phase="start", roll_results=[*QUIET, "3"])
        assert decision(s) == ("roll", 0)
        out.append(fx(s, "hp")["hp"][0])
    assert out == [5, 5]


def test_fluxling_moving_off_even_bigger_drops_hearts_without_a_loss() -> None:
    """Fluxling copying Even Bigger (maximum 12) moves to another card at the start of its
    turn: hearts above 10 go (8 健康上限, docs: not a loss of hearts), so We're Only Making It
    Stronger! gives no energy and Reflective Hide hurts nobody."""
    s = table(3, city=1, active=0, hp=[12, 10, 10],
              cards=[["were_only_making_it_stronger"], ["even_bigger"], ["reflective_hide"]],
              tiles=[["fluxling"], [], []], copy=["even_bigger", None, None],
              phase="start", roll_results=[*QUIET, "3"])
    assert decision(s) == ("copy", 0)
    act(s, 0, "copy_card", card=inst(s, 2, "reflective_hide"))
    f = fx(s, "hp", "energy", "max_hp")
    assert f["hp"] == [10, 10, 10] and f["energy"] == [0, 0, 0] and f["max_hp"][0] == 10


def test_parasitic_tentacles_taking_even_bigger_fits_the_old_owner() -> None:
    """Parasitic Tentacles buys Even Bigger from its owner at 12 hearts: the owner's maximum
    is 10 again and it drops to 10, not a loss (no energy from We're Only Making It
    Stronger!); it gains the price as energy (docs: Parasitic Tentacles)."""
    s = table(3, city=1, active=0, hp=[10, 12, 10], energy=[4, 0, 0],
              cards=[["parasitic_tentacles"], ["even_bigger", "were_only_making_it_stronger"],
                     []], phase="buy")
    act(s, 0, "buy_owned", card=inst(s, 1, "even_bigger"))
    f = fx(s, "hp", "energy", "max_hp")
    assert f["hp"][1] == 10 and f["max_hp"] == [12, 10, 10] and f["energy"][:2] == [0, 4]


# ============================================================== VP


def test_media_friendly_and_have_it_all_on_each_purchase() -> None:
    """Have It All!: afterwards gain 1 VP per card you buy; Media-Friendly: 1 VP per power
    card bought. Buying Media-Friendly gives Have It All's 1 only (docs: the card is not in
    play until bought); the next purchase (Corner Store, 1 VP) gives 1 + 1 + 1."""
    s = table(3, city=1, active=0, energy=[6, 0, 0], tiles=[["have_it_all"], [], []],
              phase="buy", market=["media_friendly", "corner_store", "energize"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp")["vp"][0] == 1
    act(s, 0, "buy", slot=1)
    assert fx(s, "vp")["vp"][0] == 4


def test_media_friendly_counts_a_parasitic_tentacles_purchase() -> None:
    """Media-Friendly: gain 1 VP each time you buy a power card — buying one from another
    monster with Parasitic Tentacles is buying a card."""
    s = table(3, city=1, active=0, energy=[4, 0, 0],
              cards=[["parasitic_tentacles", "media_friendly"], ["armor_plating"], []],
              phase="buy")
    act(s, 0, "buy_owned", card=inst(s, 1, "armor_plating"))
    f = fx(s, "vp", "cards", "energy")
    assert f["vp"][0] == 1 and "armor_plating" in f["cards"][0] and f["energy"][:2] == [0, 4]


def test_underdog_poison_spit_and_shrink_ray_on_one_target() -> None:
    """Underdog (take 1 VP from each monster with more VP that your SMASH hurts), Poison Spit
    and Shrink Ray (a token each to every monster your SMASH hurts) all act on the one monster
    hurt: it loses 1 heart and 1 VP and takes both tokens."""
    s = table(3, city=1, active=0, vp=[0, 5, 3], cards=[["shrink_ray"], [], []],
              tiles=[["underdog", "poison_spit"], [], []], phase="resolve",
              dice=["smash", *QUIET])
    f = fx(s, "hp", "vp", "poison", "shrink")
    assert f["hp"] == [10, 9, 10] and f["vp"] == [1, 4, 3]
    assert f["poison"] == [0, 1, 0] and f["shrink"] == [0, 1, 0]


def test_gourmet_skulking_and_freeze_time_on_three_ones() -> None:
    """Three 1s: 1 VP and 2 wickedness (骰子結果); Gourmet +2 VP, Skulking +1 VP, Freeze Time an
    extra turn with one die fewer — all at once, none excluding another."""
    s = table(3, city=1, active=0, cards=[["gourmet", "freeze_time"], [], []],
              tiles=[["skulking"], [], []], levels_taken=[[3], [], []], phase="resolve",
              dice=["1", "1", "1", "2", "3", "energy"])
    act(s, 0, "resolve", group="numbers")
    f = fx(s, "vp", "wickedness")
    assert f["vp"][0] == 4 and f["wickedness"][0] == 2
    assert s.active == 0 and s.extra and len(s.dice) == 5  # the extra turn, one die fewer


def test_urbavore_defender_of_tokyo_and_sonic_boomer_at_the_start_in_tokyo() -> None:
    """Starting the turn in Tokyo: +2 VP (在東京的效果 [+2]), Urbavore +1, Sonic Boomer +1, and
    Defender of Tokyo makes every other monster lose 1 VP."""
    s = table(3, city=0, active=0, vp=[0, 3, 3], cards=[["urbavore"], [], []],
              tiles=[["defender_of_tokyo", "sonic_boomer"], [], []], phase="start",
              roll_results=[*QUIET, "3"])
    assert fx(s, "vp")["vp"] == [4, 2, 2]


def test_herbivore_when_wings_stopped_the_only_smash() -> None:
    """Herbivore: 1 VP at the end of your turn if you made no monster lose hearts. The City
    monster's Wings stop the SMASH: nobody lost a heart, so Herbivore pays."""
    s = table(3, city=1, active=0, energy=[0, 2, 0], cards=[["herbivore"], ["wings"], []],
              phase="resolve", dice=["smash", *QUIET])
    act(s, 1, "wings")  # seat 0 has no energy: its buy step and turn end at once
    assert s.active == 1 and fx(s, "vp", "hp") == {"vp": [1, 2, 0], "hp": [10, 10, 10]}


def test_eater_of_the_dead_and_its_copy_each_feed() -> None:
    """Eater of the Dead (3 VP each time another monster drops to 0 hearts) held twice, the
    card and a Fluxling copy: 6 VP for one death."""
    s = flame_kill([["eater_of_the_dead"], [], []], tiles=[["fluxling"], [], []],
                   copy=["eater_of_the_dead", None, None])
    f = fx(s, "alive", "vp")
    assert f["alive"][1] is False and f["vp"][0] == 6


# ============================================================== energy and price


def test_friend_of_children_with_metamorph() -> None:
    """Metamorph: discard KEEP cards at the end of your turn for their full printed cost;
    Friend of Children adds 1 to each gain (docs: Metamorph) — but not to the sale of Friend
    of Children itself, which is gone when the energy comes."""
    s = table(3, city=1, active=0,
              cards=[["metamorph", "friend_of_children", "armor_plating"], [], []],
              phase="buy")
    assert decision(s) == ("sell", 0)  # no energy: the buy step ended at once
    act(s, 0, "sell", card=inst(s, 0, "armor_plating"))
    assert fx(s, "energy")["energy"][0] == 5
    act(s, 0, "sell", card=inst(s, 0, "friend_of_children"))
    assert fx(s, "energy")["energy"][0] == 8


def test_metamorph_sales_come_before_lunar_powered() -> None:
    """Metamorph acts first at the end of the turn (docs: turn overview, 23 before 24); Lunar
    Powered then sees the energy gained and gives nothing."""
    s = table(3, city=1, active=0, cards=[["metamorph", "lunar_powered", "armor_plating"], [],
                                          []], phase="buy")
    assert decision(s) == ("sell", 0)
    act(s, 0, "sell", card=inst(s, 0, "armor_plating"))
    act(s, 0, "end_turn")
    assert fx(s, "energy")["energy"][0] == 4 and s.active == 1


@pytest.mark.parametrize(("card", "owner_energy"), [("armor_plating", 4), ("friend_of_children",
                                                                             2)])
def test_parasitic_tentacles_with_discount_and_the_owners_friend_of_children(
        card: str, owner_energy: int) -> None:
    """Parasitic Tentacles: the buyer pays its usual price (Alien Origin: 1 less) to the
    owner, who gains it as any energy: Friend of Children adds 1, unless it is the card sold
    (docs: Parasitic Tentacles)."""
    s = table(3, city=1, active=0, energy=[4, 0, 0],
              cards=[["parasitic_tentacles", "alien_origin"],
                     ["armor_plating", "friend_of_children"], []], phase="buy")
    act(s, 0, "buy_owned", card=inst(s, 1, card))
    price = 4 - 1 if card == "armor_plating" else 3 - 1
    assert fx(s, "energy")["energy"][:2] == [4 - price, owner_energy]


def test_alien_origin_evil_lair_and_made_in_a_lab_share_one_price() -> None:
    """Alien Origin and Evil Lair: power cards cost 1 less each (2 in all); the deck's top
    card bought with Made in a Lab has the same discounted price as the market's."""
    s = table(3, city=1, active=0, energy=[7, 0, 0],
              cards=[["alien_origin", "made_in_a_lab"], [], []], tiles=[["evil_lair"], [], []],
              phase="buy", market=["skyscraper", "energize", "evacuation_orders"],
              deck_top=["apartment_building"])
    assert s.view(0)["market"][0]["price"] == 4
    act(s, 0, "buy_top")  # Apartment Building, 5 - 2
    assert fx(s, "energy")["energy"][0] == 4
    act(s, 0, "buy", slot=0)  # Skyscraper, 6 - 2
    assert fx(s, "energy")["energy"][0] == 0 and fx(s, "vp")["vp"][0] == 7


def test_alien_origin_and_its_copy_each_discount() -> None:
    """Alien Origin held twice (the card and a Fluxling copy): 2 energy off each card."""
    s = table(3, city=1, active=0, energy=[4, 0, 0], cards=[["alien_origin"], [], []],
              tiles=[["fluxling"], [], []], copy=["alien_origin", None, None], phase="buy",
              market=["skyscraper", "energize", "evacuation_orders"])
    assert can(s, 0, "buy", slot=0)
    act(s, 0, "buy", slot=0)
    assert fx(s, "energy")["energy"][0] == 0 and fx(s, "vp")["vp"][0] == 4


# ============================================================== dice and rolls


def test_extra_dice_from_four_sources_and_shrink_ray() -> None:
    """Extra Head, Natural Selection (one extra die each), Cyberbrain (tile), a Fluxling copy
    of Extra Head: 10 dice; one Shrink Ray token takes one away (rules.md §12)."""
    kw: dict[str, Any] = {"cards": [["extra_head", "natural_selection"], [], []],
                          "tiles": [["cyberbrain", "fluxling"], [], []],
                          "copy": ["extra_head", None, None], "city": 1, "active": 1,
                          "phase": "buy"}
    assert fx(table(3, **kw), "dice_count")["dice_count"][0] == 10
    assert fx(table(3, shrink=[1, 0, 0], **kw), "dice_count")["dice_count"][0] == 9


def test_giant_brain_and_devious_give_two_extra_rolls() -> None:
    """Giant Brain (card) and Devious (tile): one extra roll each — five rolls in all."""
    s = table(3, city=1, active=0, cards=[["giant_brain"], [], []],
              tiles=[["devious"], [], []], phase="start", roll_results=[*QUIET, "3"])
    assert decision(s) == ("roll", 0) and s.rolls_left == 4


def test_herd_culler_and_its_copy_two_changes_a_turn() -> None:
    """Herd Culler: once each turn turn a die into a 1 — once per copy (the card and a Fluxling
    copy: twice), and no more."""
    s = table(3, city=1, active=0, cards=[["herd_culler"], [], []], tiles=[["fluxling"], [], []],
              copy=["herd_culler", None, None], phase="roll",
              dice=["2", "2", "3", "3", "energy", "energy"])
    act(s, 0, "set_die", die=0, face="1", source="herd_culler")
    act(s, 0, "set_die", die=1, face="1", source="herd_culler")
    assert not can(s, 0, "set_die", die=2, face="1", source="herd_culler")
    assert fx(s, "dice")["dice"][:2] == ["1", "1"]


def test_plot_twist_and_a_copy_of_it_give_two_changes() -> None:
    """Plot Twist: turn one die to any face, then discard this card; docs: a copied Plot Twist
    works once per turn. With the card and a Fluxling copy of it, the owner has two changes:
    the copy's (kept) and the card's (discarded). The engine spends the card first, which
    ends the copy (同步熔劑: the copy stops when the card is discarded), so the owner gets one
    change instead of two — the outcome depends on which of the two the engine picks."""
    s = table(3, city=1, active=0, cards=[["plot_twist"], [], []], tiles=[["fluxling"], [], []],
              copy=["plot_twist", None, None], phase="roll",
              dice=["1", "2", "3", "1", "2", "3"])
    act(s, 0, "set_die", die=0, face="smash", source="plot_twist")
    assert can(s, 0, "set_die", die=1, face="smash", source="plot_twist")


def test_smoke_cloud_and_a_copy_of_it_give_six_extra_rolls() -> None:
    """Smoke Cloud: 3 Smoke, one per extra roll, discard the card when the last is spent;
    docs: a copied Smoke Cloud gets its own 3 Smoke. The card and a Fluxling copy of it hold 6
    Smoke: 6 extra rolls, whatever order they are spent in. The engine spends the card's
    first; its discard ends the copy with its 3 Smoke unspent: 3 extra rolls."""
    s = table(3, city=1, active=0, cards=[["smoke_cloud"], [], []],
              tiles=[["fluxling"], [], []], copy=["smoke_cloud", None, None], phase="roll",
              rolls_left=0, dice=["1", "2", "3", "1", "2", "3"], roll_results=["1"] * 12)
    assert fx(s, "smoke")["smoke"][0] == 6
    rolls = 0
    while can(s, 0, "extra_roll", source="smoke_cloud"):
        act(s, 0, "extra_roll", source="smoke_cloud")
        act(s, 0, "reroll", dice=1)
        rolls += 1
    assert rolls == 6


def test_psychic_probe_heart_ends_the_copy_of_the_next_holder() -> None:
    """Psychic Probe holders are asked clockwise (docs); the card's holder rolls a HEART and
    discards it, so the Fluxling copy of it stops (同步熔劑) and its holder is not asked."""
    s = table(3, city=1, active=0, cards=[[], ["psychic_probe"], []],
              tiles=[[], [], ["fluxling"]], copy=[None, None, "psychic_probe"], phase="roll",
              dice=["1", "2", "3", "1", "2", "3"], roll_results=["heart"])
    act(s, 0, "stop_rolling")
    assert decision(s) == ("probe", 1)
    act(s, 1, "probe", die=0)
    assert decision(s) != ("probe", 2)
    assert fx(s, "cards", "copy") == {"cards": [[], [], []], "copy": [None, None, None]}


def test_freeze_time_and_its_copy_give_two_extra_turns() -> None:
    """Freeze Time held twice (the card and a Fluxling copy, "as if just played"): each takes
    another turn on three 1s, so two extra turns follow, each with one die fewer (the engine's
    reading of the same power twice; see the report)."""
    s = table(3, city=1, active=0, cards=[["freeze_time"], [], []],
              tiles=[["fluxling"], [], []], copy=["freeze_time", None, None],
              levels_taken=[[3], [], []], phase="resolve",
              dice=["1", "1", "1", "2", "3", "3"])
    assert s.active == 0 and s.extra and len(s.dice) == 5
    assert s.extra_turns == [(0, 1)]


# ============================================================== Tokyo


def test_jets_and_burrowing_on_one_monster() -> None:
    """Jets: yielding, you lose no hearts from that SMASH; Burrowing: when you yield Tokyo the
    monster taking your place loses 1 heart. Both act on one yield."""
    s = table(3, city=1, active=0, cards=[[], ["jets", "burrowing"], []], phase="resolve",
              dice=TWO_SMASH)
    assert decision(s) == ("jets", 1)
    act(s, 1, "yield")
    f = fx(s, "hp", "city", "vp")
    assert f["hp"] == [9, 10, 10] and f["city"] == 0 and f["vp"][0] == 1


def test_jets_and_unstable_dna_on_one_monster() -> None:
    """Unstable DNA: when you yield Tokyo you may swap it for a card of the monster that
    smashed you — also when Jets made the yield (and saved the hearts)."""
    s = table(3, city=1, active=0, cards=[["armor_plating"], ["jets", "unstable_dna"], []],
              phase="resolve", dice=TWO_SMASH)
    act(s, 1, "yield")
    assert decision(s) == ("swap", 1)
    act(s, 1, "swap_card", card=inst(s, 0, "armor_plating"))
    f = fx(s, "cards", "hp")
    assert f["cards"][:2] == [["unstable_dna"], ["jets", "armor_plating"]]
    assert f["hp"][1] == 10


def test_death_from_above_with_defender_of_tokyo_and_a_burrowing_occupant() -> None:
    """Death From Above: gain 2 VP, take Tokyo City, the others in Tokyo leave (docs: with the
    entry VP). Defender of Tokyo: entering Tokyo, every other monster loses 1 VP. The City
    monster was made to leave, it did not yield: its Burrowing does nothing."""
    s = table(3, city=1, active=0, vp=[0, 3, 3], energy=[5, 0, 0],
              cards=[[], ["burrowing"], []], tiles=[["defender_of_tokyo"], [], []],
              phase="buy", market=["death_from_above", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "city", "vp", "hp")
    assert f["city"] == 0 and f["vp"] == [3, 2, 2] and f["hp"] == [10, 10, 10]


def test_unstable_dna_taking_even_bigger_fits_the_attacker() -> None:
    """Unstable DNA swaps itself for the attacker's Even Bigger: the attacker's maximum is 10
    again and its 12 hearts drop to 10 — not a loss (no energy from We're Only Making It
    Stronger!, nothing reflected); the new owner gets the maximum, not the on-buy hearts."""
    s = table(3, city=1, active=0, hp=[12, 10, 10],
              cards=[["even_bigger", "were_only_making_it_stronger"], ["unstable_dna"],
                     ["reflective_hide"]], phase="resolve", dice=TWO_SMASH)
    act(s, 1, "yield")
    act(s, 1, "swap_card", card=inst(s, 0, "even_bigger"))
    f = fx(s, "hp", "energy", "max_hp")
    assert f["hp"] == [10, 8, 10] and f["energy"] == [0, 0, 0] and f["max_hp"][:2] == [10, 12]


def test_burrowing_and_its_copy_are_two_losses_of_one() -> None:
    """Burrowing held twice (the card and a Fluxling copy): the monster taking the yielded
    place loses 1 heart for each — as two losses of exactly 1, so its Armor Plating ignores
    both (the engine's reading; one loss of 2 would not be ignored — see the report)."""
    for armor, hp in ((False, 8), (True, 10)):
        s = table(3, city=1, active=0, cards=[["armor_plating"] if armor else [], ["burrowing"],
                                              []],
                  tiles=[[], ["fluxling"], []], copy=[None, "burrowing", None],
                  phase="resolve", dice=TWO_SMASH)
        act(s, 1, "yield")
        assert fx(s, "hp", "city")["hp"][0] == hp and fx(s, "city")["city"] == 0


def test_hibernation_cannot_be_copied_from_tokyo() -> None:
    """Hibernation: cannot be bought while you are in Tokyo; while you own it you take no
    damage and cannot move. 同步熔劑 copies a card as if it had just been played; a Fluxling
    holder in Tokyo copying Hibernation would sit in Tokyo, immune, never made to yield, and
    score its 2 VP each turn — what the buying rule exists to prevent. The copy window should
    not offer it there."""
    s = table(3, city=0, active=0, cards=[[], ["hibernation"], ["armor_plating"]],
              tiles=[["fluxling"], [], []], phase="start", roll_results=[*QUIET, "3"])
    assert decision(s) == ("copy", 0)
    assert can(s, 0, "copy_card", card=inst(s, 2, "armor_plating"))
    assert not can(s, 0, "copy_card", card=inst(s, 1, "hibernation"))
    # outside Tokyo it may be copied
    t = table(3, city=1, active=0, cards=[[], ["hibernation"], []],
              tiles=[["fluxling"], [], []], phase="start", roll_results=[*QUIET, "3"])
    assert decision(t) == ("copy", 0)
    assert can(t, 0, "copy_card", card=inst(t, 1, "hibernation"))


# ============================================================== 0 hearts


def test_zombify_and_it_has_a_child_do_not_depend_on_purchase_order() -> None:
    """It Has a Child! (at 0 hearts start over with 10) and Zombify (the first time at 0
    hearts, come back with 12 as a zombie) both act at 0 hearts, and each discards every card,
    the other too. No text says which comes first, so the outcome must not depend on the order
    the two cards were bought."""
    out = []
    for cards in (["zombify", "it_has_a_child"], ["it_has_a_child", "zombify"]):
        s = flame_kill([[], cards, []])
        out.append(fx(s, "hp", "zombie", "alive"))
    assert out[0] == out[1]


@pytest.mark.parametrize(("card", "hp"), [("it_has_a_child", 10), ("zombify", 12)])
def test_a_copied_revival_also_stops_final_roar(card: str, hp: int) -> None:
    """docs/kingoftokyo.md (Final Roar with a revival): It Has a Child! and Zombify say the
    monster is not eliminated, so Final Roar (eliminated with 16 VP: win) does not win. A
    Fluxling copy works as a copy of the card (同步熔劑): the outcome must be the same as with
    the card — the monster is revived, nobody wins."""
    s = flame_kill([[], [], [card]], vp=[0, 17, 0], tiles=[[], ["final_roar", "fluxling"], []],
                   copy=[None, card, None])
    f = fx(s, "alive", "hp", "vp")
    assert not s.over
    assert f["alive"][1] is True and f["hp"][1] == hp and f["vp"][1] == 0


def test_a_revival_card_stops_final_roar_in_either_purchase_order() -> None:
    """The same with the cards themselves: Final Roar (a tile) and It Has a Child! (a card),
    17 VP: revived, not eliminated, no win (docs)."""
    s = flame_kill([[], ["it_has_a_child"], []], vp=[0, 17, 0], tiles=[[], ["final_roar"], []])
    assert not s.over and fx(s, "hp")["hp"][1] == 10


# ============================================================== two Opportunists


@pytest.mark.parametrize(("active", "first"), [(0, 2), (2, 3)])
def test_two_opportunists_the_first_clockwise_from_the_active_monster_buys_first(
        active: int, first: int) -> None:
    """投機怪獸: if two Opportunists are in play (because of copying), the next player
    clockwise from the active player buys the newly revealed cards first. Seat 2 holds the
    card, seat 3 or 0 a Fluxling copy of it: the order follows the seats, not which one is the
    card."""
    energy = [5, 5, 5, 5]
    energy[active] = 2
    cards: list[list[str]] = [[], [], [], []]
    tiles: list[list[str]] = [[], [], [], []]
    copy: list[str | None] = [None, None, None, None]
    real, other = (2, 3) if active == 0 else (3, 0)
    cards[real] = ["opportunist"]
    tiles[other] = ["fluxling"]
    copy[other] = "opportunist"
    s = table(4, city=1, active=active, energy=energy, cards=cards, tiles=tiles, copy=copy,
              phase="buy", deck_top=["skyscraper", "apartment_building", "corner_store"])
    act(s, active, "sweep")
    assert decision(s) == ("opportunist", first)
    act(s, first, "pass")
    second = other if first == real else real
    assert decision(s) == ("opportunist", second)
    assert "buy" in kinds_of(s, second)
