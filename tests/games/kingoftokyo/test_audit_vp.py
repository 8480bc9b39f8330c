"""Victory-point audit of the King of Tokyo: Dark Edition engine: every gain and loss.

Each test checks one statement of the seed rulebook (shared/seeds/king-of-tokyo-dark.zh-Hant.txt:
勝利點數, 在東京的效果, 2人遊戲的變體規則, 遊戲結束, 超能力卡和邪惡板塊解析), its restatement
(shared/reference/kingoftokyo/rules.md, "rules.md §N") or a card or tile text
(power_cards.yaml, wickedness_tiles.yaml), with docs/kingoftokyo.md deciding where those leave a
choice. It leaves out what test_audit_*.py already pin (each DISCARD card's VP, the tiles'
single effects, Final Roar at 15/16, Underdog's comparisons...) and looks at VP sources
meeting each other: two triples at once, losses larger than what is held, several monsters at
20 VP when the turn ends, 20 VP reached and lost in one turn, VP lost with a revival and won
again, and gains that must not reach a monster at 0 hearts.
"""

from __future__ import annotations

import pytest

from .helpers import QUIET, act, decision, events_of, fx, inst, table

ONE_SMASH = ["smash", *QUIET]
VARIANT = {"two_player_variant": True}
MARKET = ["energize", "skyscraper", "apartment_building"]  # 8, 6, 5: nothing VP-taking


# ============================================================== number triples (勝利點數)


@pytest.mark.parametrize(("dice", "vp", "wickedness"), [
    (["1", "1", "1", "3", "3", "3"], 4, 2),    # 1 + 3; the 1s' 2 wickedness
    (["2", "2", "2", "3", "3", "3"], 5, 1),    # 2 + 3; the 2s' 1 wickedness
    (["1", "1", "1", "2", "2", "2"], 3, 3),    # 1 + 2; 2 + 1 wickedness
    (["3", "3", "3", "3", "3", "heart"], 5, 0),  # 3 + 2 more 3s; 3s never give wickedness
])
def test_two_triples_or_a_long_run_score_each_number(dice: list[str], vp: int,
                                                      wickedness: int) -> None:
    """勝利點數: three of a kind of 1, 2 or 3 give that many VP, +1 per extra die of the same
    number; each number is scored on its own, so two triples in one roll both score
    (邪惡點數: 2 per triple of 1s, 1 per triple of 2s, none for 3s)."""
    s = table(3, city=1, active=0, phase="resolve", dice=dice,
              stacks={"3": [], "6": [], "10": []})
    if decision(s) == ("resolve", 0):
        act(s, 0, "resolve", group="numbers")
    f = fx(s, "vp", "wickedness")
    assert f["vp"][0] == vp and f["wickedness"][0] == wickedness


def test_pairs_of_every_number_score_nothing() -> None:
    """勝利點數 needs three of a kind: 1 1 2 2 3 3 gives no VP and no wickedness; with nothing
    else to resolve, the turn moves on to the buy step with the VP untouched."""
    s = table(3, city=1, active=0, energy=[2, 0, 0], phase="resolve",
              dice=["1", "1", "2", "2", "3", "3"])
    assert decision(s) == ("buy", 0)
    assert fx(s, "vp", "wickedness") == {"vp": [0, 0, 0], "wickedness": [0, 0, 0]}


def test_each_vp_gain_is_one_event_with_its_reason_and_running_total() -> None:
    """Every VP source at its moment: the start in Tokyo (在東京的效果 [+2]), then the
    start-of-turn powers (Urbavore's 1 more, Sonic Boomer's 1), later the dice (勝利點數), each
    one event whose running totals add up to the monster's VP."""
    s = table(3, city=0, active=2, vp=[3, 0, 0], energy=[0, 0, 2],
              cards=[["urbavore"], [], []], tiles=[["sonic_boomer"], [], []], phase="buy",
              roll_results=["2", "2", "2", "1", "3", "energy"])
    events = act(s, 2, "end_turn")
    assert [(e["seat"], e["delta"], e["total"], e["why"]) for e in events_of(events, "vp")] == [
        (0, 2, 5, "start in Tokyo"), (0, 1, 6, "urbavore"), (0, 1, 7, "sonic_boomer")]
    act(s, 0, "stop_rolling")
    events = act(s, 0, "resolve", group="numbers")
    assert [(e["delta"], e["total"], e["why"]) for e in events_of(events, "vp")] == [
        (2, 9, "dice")]


# ============================================================== Tokyo rewards


def test_entering_tokyo_with_19_vp_reaches_20_and_wins_at_the_turns_end() -> None:
    """在東京的效果: entering Tokyo gives 1 VP; 遊戲結束: 20 VP at the end of that turn wins.
    The entry VP is the twentieth."""
    s = table(3, active=0, vp=[19, 0, 0], phase="resolve", dice=QUIET)
    assert fx(s, "city")["city"] == 0
    assert s.over and s.winners() == [0]


def test_two_player_variant_entry_at_19_gives_energy_not_the_twentieth_vp() -> None:
    """2人遊戲的變體規則: entering Tokyo gives energy instead of VP, so a monster at 19 entering
    stays at 19 and the game goes on."""
    s = table(2, options=VARIANT, active=0, vp=[19, 0], phase="resolve", dice=QUIET)
    f = fx(s, "vp", "energy", "city")
    assert f == {"vp": [19, 0], "energy": [1, 0], "city": 0}
    assert not s.over and s.active == 1


def test_defender_of_tokyo_takes_nothing_from_monsters_at_0_vp() -> None:
    """Defender of Tokyo: entering Tokyo, every other monster loses 1 VP; VP never go below 0
    (rules.md §10): a monster at 0 stays at 0 and no loss is recorded for it."""
    s = table(3, active=0, vp=[0, 0, 4], tiles=[["defender_of_tokyo"], [], []],
              energy=[2, 0, 0], phase="resolve", dice=["energy", "heart", "2", "3", "1", "2"])
    events = act(s, 0, "resolve", group="energy")  # the HEART follows by itself
    assert fx(s, "vp", "city") == {"vp": [1, 0, 3], "city": 0}
    assert [(e["seat"], e["delta"]) for e in events_of(events, "vp")] == [(0, 1), (2, -1)]


# ============================================================== losses of more than is held


def test_two_evacuation_orders_in_one_turn_stop_at_0() -> None:
    """Evacuation Orders (×2 in the deck): every other monster loses 5 VP. Bought twice, a
    monster at 8 goes 8 → 3 → 0 (never below 0), one at 12 to 2; the buyer keeps its VP."""
    s = table(3, city=1, active=0, vp=[4, 8, 12], energy=[16, 0, 0], phase="buy",
              market=["evacuation_orders", "evacuation_orders", "energize"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp")["vp"] == [4, 3, 7]
    act(s, 0, "buy", slot=1)
    assert fx(s, "vp")["vp"] == [4, 0, 2]


def test_monster_pets_at_0_vp_records_no_loss() -> None:
    """Monster Pets: every monster, you too, loses 3 VP; at 0 VP there is nothing to lose (no
    event), at 1 VP only 1 is lost."""
    s = table(3, city=1, active=0, vp=[0, 1, 7], energy=[0, 0, 0], phase="buy",
              market=["monster_pets", "energize", "skyscraper"])
    events = act(s, 0, "buy", slot=0)
    losses = [(e["seat"], e["delta"], e["total"]) for e in events_of(events, "vp")
              if e["why"] == "monster_pets"]
    assert losses == [(1, -1, 0), (2, -3, 4)]


def test_widespread_panic_and_monster_pets_in_one_turn_floor_each_time() -> None:
    """Widespread Panic (every other monster loses 4 VP) taken from the dice, then Monster Pets
    bought: a monster at 5 goes 5 → 1 → 0, not 5 → 1 → -2; the taker gains its triple."""
    s = table(3, city=1, active=0, vp=[0, 5, 9], energy=[2, 0, 0], wickedness=[5, 0, 0],
              levels_taken=[[3], [], []],
              stacks={"6": ["widespread_panic", "evil_lair"]}, phase="resolve",
              dice=["2", "2", "2", "1", "3", "3"],
              market=["monster_pets", "energize", "skyscraper"])
    assert decision(s) == ("tile", 0)
    act(s, 0, "take_tile", tile="widespread_panic")
    assert fx(s, "vp")["vp"] == [2, 1, 5]
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp")["vp"] == [0, 0, 2]


# ============================================================== revivals (lose all)


def test_it_has_a_child_loses_every_vp_then_the_dice_score_again() -> None:
    """It Has a Child!: at 0 hearts, discard all your cards, VP to 0, and go on. Killed by the
    City monster's Reflective Hide while resolving its SMASH, the active monster loses its 12
    VP and its Gourmet, then its three 3s still score 3 (it goes on with its turn)."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], vp=[12, 0, 0],
              cards=[["it_has_a_child", "gourmet"], ["reflective_hide"], []], phase="resolve",
              dice=["smash", "3", "3", "3", "1", "1"])
    act(s, 0, "resolve", group="smash")
    f = fx(s, "vp", "hp", "cards")
    assert f["vp"][0] == 0 and f["hp"][0] == 10 and f["cards"][0] == []
    act(s, 1, "stay")
    assert fx(s, "vp")["vp"][0] == 3


def test_zombify_loses_the_vp_a_card_gave_just_before_the_loss() -> None:
    """Jet Fighters: gain 5 VP and lose 4 hearts; Zombify at 0 hearts puts VP to 0. The 5 VP
    came first, so they are lost with the rest: 10 + 5 → 0, back with 12 hearts."""
    s = table(3, city=1, active=0, hp=[4, 10, 10], vp=[10, 0, 0], energy=[5, 0, 0],
              cards=[["zombify"], [], []], phase="buy",
              market=["jet_fighters", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "vp", "hp", "zombie", "alive")
    assert f["vp"][0] == 0 and f["hp"][0] == 12 and f["zombie"][0] and f["alive"][0]


def test_it_has_a_child_on_another_turn_leaves_the_eater_to_win() -> None:
    """遊戲結束 / docs Winning: a monster at 21 VP revived by It Has a Child! (Gas Refinery)
    has 0 VP when the turn ends; the Eater of the Dead holder, fed 3 by that drop to 0 hearts
    (17 → 20), is the only one at 20 and wins."""
    s = table(3, city=1, active=0, hp=[10, 10, 3], vp=[0, 17, 21], energy=[6, 0, 0],
              cards=[[], ["eater_of_the_dead"], ["it_has_a_child"]], phase="buy",
              market=["gas_refinery", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp")["vp"] == [2, 20, 0]
    assert s.over and s.winners() == [1]


# ============================================================== simultaneous 20 VP


def test_the_active_monster_at_20_wins_alone_over_a_living_monster_with_more() -> None:
    """Docs Winning (rules.md §10 recommendation): at the end of a turn the active monster wins
    with 20 VP or more, even if another living monster has more."""
    s = table(3, city=1, active=0, vp=[20, 22, 0], phase="buy")
    assert s.over and s.winners() == [0]


def test_the_others_at_20_share_when_the_active_monster_has_19() -> None:
    """Docs Winning: the active monster below 20, every living monster with 20 or more shares
    the win."""
    s = table(3, city=1, active=0, vp=[19, 20, 21], phase="buy")
    assert s.over and s.winners() == [1, 2]


def test_two_eaters_reach_20_on_one_death_and_share_the_win() -> None:
    """Eater of the Dead (3 VP each time another monster drops to 0 hearts), held by one monster
    and copied by another's Fluxling: one death takes both from 17 to 20; the active monster
    (1 VP for entering) is below 20, so both share the win."""
    s = table(4, city=3, active=0, hp=[10, 10, 10, 1], vp=[0, 17, 17, 0],
              cards=[[], ["eater_of_the_dead"], [], []], tiles=[[], [], ["fluxling"], []],
              copy=[None, None, "eater_of_the_dead", None], phase="resolve", dice=ONE_SMASH)
    f = fx(s, "vp", "alive", "city")
    assert f["alive"][3] is False and f["city"] == 0 and f["vp"][:3] == [1, 20, 20]
    assert s.over and s.winners() == [1, 2]


def test_the_active_monster_entering_at_20_beats_an_eater_reaching_20() -> None:
    """Both reach 20 in one turn: the active monster by entering the City its smash emptied
    (19 + 1), the Eater of the Dead holder by that death (17 + 3). Docs Winning: the active
    monster at 20 wins alone."""
    s = table(4, city=3, active=0, hp=[10, 10, 10, 1], vp=[19, 17, 0, 0],
              cards=[[], ["eater_of_the_dead"], [], []], phase="resolve", dice=ONE_SMASH)
    assert fx(s, "vp")["vp"][:2] == [20, 20]
    assert s.over and s.winners() == [0]


def test_underdog_taking_the_twentieth_vp_from_a_monster_at_21() -> None:
    """Underdog: take 1 VP from each monster with more VP that your SMASH hurts. 19 vs 21
    becomes 20 vs 20 in one step; the active monster wins alone (docs Winning)."""
    s = table(3, city=1, active=0, vp=[19, 21, 0], tiles=[["underdog"], [], []],
              phase="resolve", dice=ONE_SMASH)
    act(s, 1, "stay")
    assert fx(s, "vp")["vp"] == [20, 20, 0]
    assert s.over and s.winners() == [0]


# ============================================================== 20 reached and lost in one turn


def test_20_by_the_dice_then_monster_pets_does_not_win() -> None:
    """遊戲結束 is at the end of the turn: three 3s take 17 to 20, then the same monster buys
    Monster Pets (every monster, you too, loses 3 VP): 17 at the turn's end, no winner."""
    s = table(3, city=1, active=0, vp=[17, 0, 0], energy=[0, 0, 0], phase="resolve",
              dice=["3", "3", "3", "1", "2", "1"],
              market=["monster_pets", "energize", "skyscraper"])
    assert fx(s, "vp")["vp"][0] == 20
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp")["vp"][0] == 17
    assert not s.over and s.active == 1


def test_monster_pets_drops_the_active_below_20_and_another_at_23_wins() -> None:
    """Monster Pets bought at 20 VP: the buyer goes to 17, a monster at 23 to 20; at the end of
    the turn only that one has 20 (docs Winning)."""
    s = table(3, city=1, active=0, vp=[20, 23, 5], energy=[0, 0, 0], phase="buy",
              market=["monster_pets", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp")["vp"] == [17, 20, 2]
    assert s.over and s.winners() == [1]


def test_20_by_the_dice_then_an_opportunists_evacuation_orders_does_not_win() -> None:
    """The active monster reaches 20 with its dice; after its sweep, an Opportunist buys the
    revealed Evacuation Orders (every other monster loses 5 VP): 15 at the turn's end, and
    the game goes on."""
    s = table(3, city=1, active=0, vp=[17, 0, 0], energy=[2, 0, 7],
              cards=[[], [], ["opportunist"]], phase="resolve",
              dice=["3", "3", "3", "1", "2", "1"], market=list(MARKET),
              deck_top=["evacuation_orders"])
    assert fx(s, "vp")["vp"][0] == 20
    act(s, 0, "sweep")
    assert decision(s) == ("opportunist", 2)
    slot = fx(s, "market")["market"].index("evacuation_orders")
    act(s, 2, "buy", slot=slot)
    # its buy step ends (no energy); seat 1 starts its turn in the City (+2)
    assert fx(s, "vp")["vp"] == [15, 2, 0]
    assert not s.over and s.active == 1


def test_death_from_above_gives_its_vp_and_the_entry_and_wins() -> None:
    """Death From Above: gain 2 VP and take the City (docs: with the entry VP). At 17: 2 + 1
    = 20, and the turn ends with a win."""
    s = table(3, city=1, active=0, vp=[17, 0, 0], energy=[5, 0, 0], phase="buy",
              market=["death_from_above", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp", "city")["city"] == 0
    assert s.over and s.winners() == [0]


# ============================================================== no VP at 0 hearts


def test_tank_to_20_vp_and_0_hearts_is_eliminated_and_nobody_wins() -> None:
    """超能力卡和邪惡板塊解析: reaching 20 VP and 0 hearts at once through a card, you are
    eliminated: survive your turn to win. Tank (gain 4 VP, lose 3 hearts) at 16 VP and 3
    hearts; the two others play on."""
    s = table(3, city=1, active=0, hp=[3, 10, 10], vp=[16, 0, 0], energy=[4, 0, 0],
              phase="buy", market=["tank", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "vp", "alive")
    assert f["alive"] == [False, True, True] and f["vp"][0] == 20
    assert not s.over and s.active == 1


def test_herbivore_pays_nothing_to_an_owner_killed_on_its_turn() -> None:
    """Herbivore gains at the end of your turn; killed by its own Jet Fighters (gain 5 VP, lose
    4 hearts) the owner's turn ends with it (爪擊: out at once): 5 VP, no Herbivore VP."""
    s = table(3, city=1, active=0, hp=[4, 10, 10], energy=[5, 0, 0],
              cards=[["herbivore"], [], []], phase="buy",
              market=["jet_fighters", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "vp", "alive")
    assert f["alive"][0] is False and f["vp"][0] == 5 and s.active == 1


def test_final_roar_reads_the_vp_left_after_evacuation_orders() -> None:
    """Final Roar: eliminated with 16 VP or more you win. At 17, Evacuation Orders takes 5
    (12); the Gas Refinery bought next kills it with 12: no roar, it is simply out."""
    s = table(3, city=1, active=0, hp=[10, 3, 10], vp=[0, 17, 0], energy=[13, 0, 0],
              tiles=[[], ["final_roar"], []], phase="buy",
              market=["evacuation_orders", "gas_refinery", "energize"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp")["vp"][1] == 12
    act(s, 0, "buy", slot=1)
    f = fx(s, "alive", "vp")
    assert f["alive"][1] is False and not s.over and f["vp"][0] == 2


def test_final_roar_reads_its_vp_before_its_eater_gains_are_counted() -> None:
    """Gas Refinery takes the last hearts of two monsters at once: one holds Final Roar with 14
    VP and Eater of the Dead. Docs (Eater of the Dead eats only while alive): the other's death
    gives it nothing, so it is out with 14 (not 17) and does not roar."""
    s = table(4, city=1, active=0, hp=[10, 3, 3, 10], vp=[0, 14, 0, 0], energy=[6, 0, 0, 0],
              cards=[[], ["eater_of_the_dead"], [], []], tiles=[[], ["final_roar"], [], []],
              phase="buy", market=["gas_refinery", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "alive", "vp")
    assert f["alive"] == [True, False, False, True] and f["vp"][1] == 14
    assert not s.over


# ============================================================== each power's VP clause


def test_underdog_takes_nothing_when_armor_plating_ignores_the_smash() -> None:
    """Underdog: take 1 VP from each monster your SMASH *hurts*. Armor Plating ignores the
    single heart: the richer City monster is not hurt and keeps its VP."""
    s = table(3, city=1, active=0, vp=[0, 5, 3], energy=[2, 0, 0],
              cards=[[], ["armor_plating"], []], tiles=[["underdog"], [], []],
              phase="resolve", dice=ONE_SMASH)
    assert decision(s) == ("buy", 0)
    assert fx(s, "vp", "hp") == {"vp": [0, 5, 3], "hp": [10, 10, 10]}


def test_have_it_all_counts_the_keep_cards_owned_not_a_fluxling_copy() -> None:
    """Have It All!: on gaining it, 1 VP per KEEP card you own. Two cards owned and a Fluxling
    copy of another monster's Wings: 2 VP (plus the triple of 2s that reached the tile)."""
    s = table(3, city=1, active=0, wickedness=[5, 0, 0], levels_taken=[[3], [], []],
              cards=[["armor_plating", "extra_head"], ["wings"], []],
              tiles=[["fluxling"], [], []], copy=["wings", None, None],
              stacks={"6": ["have_it_all", "evil_lair"]}, phase="resolve",
              dice=["2", "2", "2", "energy", "heart", "3", "1"])
    act(s, 0, "resolve", group="numbers")
    assert fx(s, "vp")["vp"][0] == 2
    act(s, 0, "take_tile", tile="have_it_all")
    assert fx(s, "vp")["vp"][0] == 4


def test_have_it_all_counts_a_discard_card_bought() -> None:
    """Have It All!: afterwards gain 1 VP every time you buy a power card — a DISCARD card too:
    Apartment Building (3 VP) gives 4."""
    s = table(3, city=1, active=0, energy=[5, 0, 0], tiles=[["have_it_all"], [], []],
              phase="buy", market=["apartment_building", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp")["vp"][0] == 4


def test_media_friendly_gains_nothing_for_a_sweep() -> None:
    """Media-Friendly: gain 1 VP each time you buy a power card. A sweep (換牌) discards the
    market: no card is bought, no VP."""
    s = table(3, city=1, active=0, energy=[2, 0, 0], cards=[["media_friendly"], [], []],
              phase="buy")
    act(s, 0, "sweep")
    assert fx(s, "vp")["vp"][0] == 0


def test_media_friendly_counts_a_made_in_a_lab_purchase() -> None:
    """Media-Friendly: buying the deck's top card with Made in a Lab is buying a power card:
    Corner Store's 1 VP and Media-Friendly's 1."""
    s = table(3, city=1, active=0, energy=[3, 0, 0],
              cards=[["media_friendly", "made_in_a_lab"], [], []], phase="buy",
              deck_top=["corner_store"])
    act(s, 0, "buy_top")
    assert fx(s, "vp")["vp"][0] == 2


def test_herbivore_pays_when_the_smash_had_nobody_to_hurt() -> None:
    """Herbivore: 1 VP at the end of your turn if you made no monster lose hearts. With Tokyo
    empty, the SMASH hurts nobody (爪擊: the first SMASH hurts no one): 1 VP for entering and
    1 for Herbivore."""
    s = table(3, active=0, cards=[["herbivore"], [], []], phase="resolve", dice=ONE_SMASH)
    assert fx(s, "vp", "hp", "city") == {"vp": [2, 0, 0], "hp": [10, 10, 10], "city": 0}
    assert s.active == 1


def test_alpha_monster_and_urbavore_on_a_smash_from_tokyo() -> None:
    """Alpha Monster (1 VP when your final roll has a SMASH) with Urbavore (in Tokyo a roll with
    a SMASH counts one more): one VP, not one per SMASH counted; both outside monsters lose
    2 hearts."""
    s = table(3, city=0, active=0, cards=[["alpha_monster", "urbavore"], [], []],
              phase="resolve", dice=ONE_SMASH)
    assert fx(s, "vp", "hp") == {"vp": [1, 0, 0], "hp": [10, 8, 8]}


def test_gourmet_and_skulking_need_the_numbers_resolved_by_their_owner() -> None:
    """Gourmet and Skulking act on their owner's roll of three 1s only: another monster's three
    1s give its owner 1 VP and nothing to the holder."""
    s = table(3, city=1, active=0, energy=[2, 0, 0], cards=[[], [], ["gourmet"]],
              tiles=[[], [], ["skulking"]],
              phase="resolve", dice=["1", "1", "1", "2", "3", "3"],
              stacks={"3": [], "6": [], "10": []})
    assert fx(s, "vp")["vp"] == [1, 0, 0]


def test_eater_of_the_dead_three_vp_for_each_of_two_deaths_reach_20() -> None:
    """Eater of the Dead: 3 VP each time another monster drops to 0 hearts. Two deaths in one
    Gas Refinery: 14 + 6 = 20, and the holder (not the active monster, at 2) wins when the turn
    ends."""
    s = table(4, city=1, active=0, hp=[10, 3, 3, 10], vp=[0, 0, 0, 14], energy=[6, 0, 0, 0],
              cards=[[], [], [], ["eater_of_the_dead"]], phase="buy",
              market=["gas_refinery", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp")["vp"][3] == 20
    assert s.over and s.winners() == [3]


def test_sonic_boomer_and_the_start_in_tokyo_reach_20_then_poison_kills() -> None:
    """Sonic Boomer (1 VP at the start of your turn) and the start in Tokyo (+2) take 17 to
    20; Poison at the end of that turn takes the last heart: it did not survive its turn, so
    nobody wins."""
    s = table(3, city=0, active=0, hp=[1, 10, 10], vp=[17, 0, 0], poison=[1, 0, 0],
              tiles=[["sonic_boomer"], [], []], phase="start", roll_results=QUIET)
    assert fx(s, "vp")["vp"][0] == 20
    act(s, 0, "stop_rolling")
    f = fx(s, "alive")
    assert f["alive"][0] is False and not s.over


def test_media_friendly_and_the_cards_own_vp_are_two_gains_on_one_buy() -> None:
    """Media-Friendly's VP and a card's own VP come together on the buy: Skyscraper (4 VP)
    bought with Media-Friendly gives 5, in one buy."""
    s = table(3, city=1, active=0, energy=[8, 0, 0], cards=[["media_friendly"], [], []],
              phase="buy", market=["skyscraper", "energize", "apartment_building"])
    events = act(s, 0, "buy", slot=0)
    assert sorted(e["delta"] for e in events_of(events, "vp")) == [1, 4]
    assert fx(s, "vp")["vp"][0] == 5


def test_a_fluxling_copy_of_media_friendly_pays_on_buying_the_card_itself() -> None:
    """Media-Friendly: 1 VP per power card bought. Docs (Fluxling): the copy ends only when the
    card is discarded, not when it changes owner. So the copy pays for the purchase of the
    card itself (Parasitic Tentacles), and card and copy each pay for the next (Corner
    Store: 1 + 1 + 1)."""
    s = table(3, city=1, active=0, energy=[9, 0, 0],
              cards=[["parasitic_tentacles"], ["media_friendly"], []],
              tiles=[["fluxling"], [], []], copy=["media_friendly", None, None], phase="buy",
              market=["corner_store", "energize", "skyscraper"])
    act(s, 0, "buy_owned", card=inst(s, 1, "media_friendly"))
    assert fx(s, "vp", "copy") == {"vp": [1, 0, 0], "copy": ["media_friendly", None, None]}
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp")["vp"][0] == 4


def test_defender_of_tokyo_entry_takes_an_eater_back_below_20() -> None:
    """The smash kills the City monster: the Eater of the Dead holder goes 17 → 20; then the
    active monster enters the City and its Defender of Tokyo takes 1 VP from every other
    monster: 19 when the turn ends, no winner (遊戲結束 at the end of the turn)."""
    s = table(4, city=3, active=0, hp=[10, 10, 10, 1], vp=[0, 17, 0, 0], energy=[2, 0, 0, 0],
              cards=[[], ["eater_of_the_dead"], [], []],
              tiles=[["defender_of_tokyo"], [], [], []], phase="resolve", dice=ONE_SMASH)
    assert fx(s, "vp", "city") == {"vp": [1, 19, 0, 0], "city": 0}
    act(s, 0, "end_turn")
    assert not s.over and s.active == 1


def test_two_player_variant_start_gives_energy_and_sonic_boomer_the_twentieth_vp() -> None:
    """2人遊戲的變體規則: starting the turn in Tokyo gives energy, not VP; Sonic Boomer's VP is
    the card's own and stays: 19 → 20, and the turn ends with a win."""
    s = table(2, options=VARIANT, city=0, active=0, vp=[19, 0],
              tiles=[["sonic_boomer"], []], phase="start", roll_results=QUIET)
    assert fx(s, "vp", "energy") == {"vp": [20, 0], "energy": [1, 0]}
    act(s, 0, "stop_rolling")
    assert s.over and s.winners() == [0]
