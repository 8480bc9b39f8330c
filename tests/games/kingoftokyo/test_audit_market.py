"""Market audit of the King of Tokyo: Dark Edition engine: buying power cards.

Each test checks one statement of the seed rulebook's buying step
(shared/seeds/king-of-tokyo-dark.zh-Hant.txt, 購買超能力卡: buy any number of the three
face-up cards, pay 2 energy to sweep them, the gaps are refilled at once and the new cards can
be bought; a DISCARD card resolves before anything else and is discarded, a KEEP card acts at
once), its restatement (shared/reference/kingoftokyo/rules.md §4.4) or a card text
(power_cards.yaml, wickedness_tiles.yaml), with docs/kingoftokyo.md deciding where those leave
a choice. They aim at what the other audits leave out: what an Opportunist's off-turn chance
offers and what it does not, purchases from the deck's top and from other monsters carrying
the card's on-purchase clause, buying around Hibernation, every DISCARD card's effect on every
monster in one table, the buyer's own loss going through its defences, and discounts acting
only on Power card prices.
"""

from __future__ import annotations

import pytest

from .helpers import act, can, decision, events_of, fx, inst, kinds_of, table

# ---------------------------------------- legal buy options (購買超能力卡, rules.md §4.4)


@pytest.mark.parametrize(("cards", "tiles", "energy", "offered"), [
    ([], [], 5, False),                              # Skyscraper costs 6
    (["alien_origin"], [], 5, True),                 # 6 - 1
    (["alien_origin"], ["evil_lair"], 4, True),      # 6 - 1 - 1
    (["alien_origin"], ["evil_lair"], 3, False),
])
def test_a_card_is_offered_exactly_when_its_price_is_paid(
        cards: list[str], tiles: list[str], energy: int, offered: bool) -> None:
    """支付等同於卡片上方⚡數量的能量標記來購買卡片, less the buyer's discounts (Alien Origin,
    Evil Lair: "Power cards cost you 1 energy less"): the card is offered with exactly its
    price, not with one less, and buying it spends exactly that price."""
    s = table(3, city=1, active=0, cards=[cards, [], []], tiles=[tiles, [], []],
              energy=[energy, 0, 0], phase="buy",
              market=["skyscraper", "energize", "evacuation_orders"])
    assert can(s, 0, "buy", slot=0) is offered
    if offered:
        act(s, 0, "buy", slot=0)
        assert fx(s, "energy", "vp")["energy"][0] == 0
        assert fx(s, "vp")["vp"][0] == 4


def test_with_no_energy_only_a_free_card_is_offered_and_no_sweep() -> None:
    """換牌 costs 2 energy: with none, a card costing 0 (Monster Pets) is still bought, but
    the market cannot be swept."""
    s = table(3, city=1, active=0, energy=[0, 0, 0], vp=[3, 3, 3], phase="buy",
              market=["energize", "monster_pets", "skyscraper"])
    assert decision(s) == ("buy", 0)
    assert {(a.kind, a.get("slot")) for a in s.legal(0) if a.kind != "end_turn"} == {
        ("buy", 1)}


def test_buying_a_card_revealed_by_the_sweep_at_its_discounted_price() -> None:
    """換牌: the three new cards 可以立即被購買. The sweep costs its full 2 (it is no Power card),
    the card revealed by it is bought at once with Alien Origin's discount: 2 + (4 - 1) = 5."""
    s = table(3, city=2, active=0, cards=[["alien_origin"], [], []], energy=[5, 0, 0],
              phase="buy", market=["energize", "evacuation_orders", "skyscraper"],
              deck_top=["commuter_train", "apartment_building", "frenzy"])
    act(s, 0, "sweep")
    assert fx(s, "market")["market"] == ["commuter_train", "apartment_building", "frenzy"]
    assert s.view(0)["market"][0]["price"] == 3
    act(s, 0, "buy", slot=0)
    assert fx(s, "energy", "vp") == {"energy": [0, 0, 0], "vp": [2, 0, 0]}


def test_a_sweep_with_the_last_two_energy_leaves_a_free_card_buyable() -> None:
    """只要你擁有足夠的⚡，你可以持續購買與換牌: after sweeping with its last 2 energy the
    monster may still buy a revealed card costing 0 (Monster Pets), and then nothing more."""
    s = table(3, city=2, active=0, energy=[2, 0, 0], vp=[4, 4, 4], phase="buy",
              market=["energize", "evacuation_orders", "skyscraper"],
              deck_top=["monster_pets", "commuter_train", "frenzy"])
    act(s, 0, "sweep")
    assert decision(s) == ("buy", 0)
    assert kinds_of(s, 0) == {"end_turn", "buy"}
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp", "active") == {"vp": [1, 1, 1], "active": 1}


def test_a_refill_also_fills_a_gap_left_when_no_card_was_left() -> None:
    """A slot was left empty when no card remained; cards have since reached the discard pile
    (here Tank and Frenzy). The next purchase refills the market's gaps: both empty slots get
    a card from the reshuffled pile."""
    s = table(3, city=1, active=0, energy=[10, 0, 0], phase="buy",
              market=["corner_store", None, "skyscraper"], discard=["tank", "frenzy"],
              state={"deck": []})
    act(s, 0, "buy", slot=0)
    assert None not in fx(s, "market")["market"]


def test_made_in_a_lab_with_no_deck_and_no_discard_offers_no_top_card() -> None:
    """Made in a Lab: look at and buy the deck's top card. With the deck and the discard pile
    both empty there is no top card: nothing to see, no buy_top; the market stays buyable."""
    s = table(3, city=1, active=0, cards=[["made_in_a_lab"], [], []], energy=[5, 0, 0],
              phase="buy", market=["corner_store", "energize", "skyscraper"],
              state={"deck": []})
    assert fx(s, "deck_size", "discard_size") == {"deck_size": 0, "discard_size": 0}
    assert s.view(0)["top_card"] is None
    assert kinds_of(s, 0) == {"end_turn", "buy", "sweep"}


def test_made_in_a_lab_buys_the_top_card_twice_in_one_step() -> None:
    """Made in a Lab: buying continues as long as the energy lasts (持續購買); after the top
    card is bought the next one is seen and can be bought too (3 + 4 energy, 1 + 2 VP)."""
    s = table(3, city=1, active=0, cards=[["made_in_a_lab"], [], []], energy=[10, 0, 0],
              phase="buy", deck_top=["corner_store", "commuter_train", "tank"])
    act(s, 0, "buy_top")
    assert s.view(0)["top_card"]["id"] == "commuter_train"
    act(s, 0, "buy_top")
    assert s.view(0)["top_card"]["id"] == "tank"
    assert fx(s, "vp", "energy", "discard") == {
        "vp": [3, 0, 0], "energy": [3, 0, 0], "discard": ["corner_store", "commuter_train"]}


# ---------------------------------------- Opportunist (投機怪獸)


def test_opportunists_off_turn_chance_offers_only_the_revealed_card() -> None:
    """Opportunist: "whenever a new Power card is revealed you may immediately buy IT" — the
    holder is offered the revealed card only: not the older market cards it could pay, no
    sweep, and none of its own buying powers (Made in a Lab, Parasitic Tentacles), which act
    "during your Buy step"."""
    s = table(3, city=1, active=0,
              cards=[["armor_plating"], [], ["opportunist", "made_in_a_lab",
                                             "parasitic_tentacles"]],
              energy=[3, 0, 20], phase="buy",
              market=["corner_store", "energize", "skyscraper"], deck_top=["commuter_train"])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("opportunist", 2)
    assert {(a.kind, a.get("slot")) for a in s.legal(2)} == {("pass", None), ("buy", 0)}


def test_an_opportunist_that_buys_is_asked_again_for_the_replacement() -> None:
    """Opportunist: each new reveal is a new chance — its own purchase refills the slot, and
    the card revealed in its place is offered to it at once (4 + 5 energy, 2 + 3 VP)."""
    s = table(3, city=1, active=0, cards=[[], [], ["opportunist"]], energy=[5, 0, 10],
              phase="buy", market=["corner_store", "energize", "skyscraper"],
              deck_top=["commuter_train", "apartment_building", "tank"])
    act(s, 0, "buy", slot=0)
    act(s, 2, "buy", slot=0)
    assert decision(s) == ("opportunist", 2)
    assert fx(s, "market")["market"][0] == "apartment_building"
    act(s, 2, "buy", slot=0)
    assert fx(s, "vp", "energy", "market") == {
        "vp": [1, 0, 5], "energy": [2, 0, 1], "market": ["tank", "energize", "skyscraper"]}
    assert decision(s) == ("buy", 0)


def test_an_opportunist_passing_on_a_swept_card_is_asked_for_its_replacement() -> None:
    """Refill, then Opportunist: the holder passes on the swept-in cards; the active monster
    buys one of them, and the card revealed in its slot is offered to the holder before the
    active monster decides again."""
    s = table(3, city=1, active=0, cards=[[], [], ["opportunist"]], energy=[6, 0, 9],
              phase="buy", market=["energize", "evacuation_orders", "skyscraper"],
              deck_top=["corner_store", "commuter_train", "tank", "apartment_building"])
    act(s, 0, "sweep")
    assert decision(s) == ("opportunist", 2)
    act(s, 2, "pass")
    assert decision(s) == ("buy", 0)
    act(s, 0, "buy", slot=0)  # the Corner Store; the Apartment Building is revealed
    assert decision(s) == ("opportunist", 2)
    assert {a.get("slot") for a in s.legal(2) if a.kind == "buy"} == {0}


def test_an_opportunist_with_no_energy_buys_a_free_card() -> None:
    """Opportunist at the card's cost: Monster Pets costs 0, so a holder with no energy is
    still asked and may buy it; every monster, the active one too, loses 3 VP."""
    s = table(3, city=1, active=0, cards=[[], [], ["opportunist"]], energy=[5, 0, 0],
              vp=[5, 5, 5], phase="buy", market=["corner_store", "energize", "skyscraper"],
              deck_top=["monster_pets"])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("opportunist", 2)
    act(s, 2, "buy", slot=0)
    assert fx(s, "vp", "energy") == {"vp": [3, 2, 2], "energy": [2, 0, 0]}


def test_evacuation_orders_bought_off_turn_spares_only_its_buyer() -> None:
    """Evacuation Orders: "every OTHER monster loses 5 stars" — bought by an Opportunist on
    seat 0's turn, the active monster and seat 1 lose 5, the buyer keeps its VP."""
    s = table(3, city=1, active=0, cards=[[], [], ["opportunist"]], energy=[5, 0, 7],
              vp=[8, 6, 4], phase="buy", market=["corner_store", "energize", "skyscraper"],
              deck_top=["evacuation_orders"])
    act(s, 0, "buy", slot=0)
    act(s, 2, "buy", slot=0)
    assert fx(s, "vp", "energy") == {"vp": [4, 1, 4], "energy": [2, 0, 0]}
    assert decision(s) == ("buy", 0)


# ---------------------------------------- a KEEP card's own clause on purchase


def test_even_bigger_bought_by_an_opportunist_gives_its_hearts() -> None:
    """Even Bigger: "when bought, gain 2 hearts"; maximum 12 — bought off-turn by an
    Opportunist, the hearts come at once (7 -> 9)."""
    s = table(3, city=1, active=0, cards=[[], [], ["opportunist"]], energy=[5, 0, 4],
              hp=[10, 10, 7], phase="buy", market=["corner_store", "energize", "skyscraper"],
              deck_top=["even_bigger"])
    act(s, 0, "buy", slot=0)
    act(s, 2, "buy", slot=0)
    assert fx(s, "hp", "max_hp") == {"hp": [10, 10, 9], "max_hp": [10, 10, 12]}


def test_even_bigger_from_the_decks_top_gives_its_hearts() -> None:
    """Even Bigger bought from the top of the deck (Made in a Lab) is bought: 2 hearts, 12
    maximum, as from the market."""
    s = table(3, city=1, active=0, cards=[["made_in_a_lab"], [], []], energy=[4, 0, 0],
              hp=[10, 10, 10], phase="buy", deck_top=["even_bigger"])
    act(s, 0, "buy_top")
    assert fx(s, "hp", "max_hp") == {"hp": [12, 10, 10], "max_hp": [12, 10, 10]}


def test_natural_selection_bought_in_tokyo_gives_all_its_clauses() -> None:
    """Natural Selection: "when bought, gain 4 energy and 4 hearts. You roll one extra die" —
    in Tokyo the hearts come from a card (with Regeneration's one more: 3 -> 8), the energy is
    gained, and the die counts from now on."""
    s = table(3, city=0, active=0, cards=[["regeneration"], [], []], energy=[2, 0, 0],
              hp=[3, 10, 10], phase="buy",
              market=["natural_selection", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "hp", "energy", "dice_count")
    assert f == {"hp": [8, 10, 10], "energy": [4, 0, 0], "dice_count": [7, 6, 6]}


def test_smoke_cloud_from_the_decks_top_comes_with_its_smoke() -> None:
    """Smoke Cloud comes with 3 Smoke tokens when bought — also when bought from the top of
    the deck (Made in a Lab)."""
    s = table(3, city=1, active=0, cards=[["made_in_a_lab"], [], []], energy=[4, 0, 0],
              phase="buy", deck_top=["smoke_cloud"])
    act(s, 0, "buy_top")
    assert fx(s, "smoke", "cards") == {
        "smoke": [3, 0, 0], "cards": [["made_in_a_lab", "smoke_cloud"], [], []]}


# ---------------------------------------- Hibernation's limits


def test_buying_hibernation_ends_buying_until_it_is_discarded() -> None:
    """Hibernation: "while you own it ... you cannot buy cards. You may discard it at any time"
    — bought outside Tokyo, the rest of the step offers only waking; waking discards it and
    the market is buyable again in the same step."""
    s = table(3, city=1, active=0, energy=[10, 0, 0], phase="buy",
              market=["hibernation", "corner_store", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("buy", 0)
    assert kinds_of(s, 0) == {"end_turn", "wake"}
    act(s, 0, "wake")
    assert "hibernation" in fx(s, "discard")["discard"]
    assert can(s, 0, "buy", slot=1) and can(s, 0, "sweep")


def test_hibernation_taken_by_parasitic_tentacles_stops_the_buyer() -> None:
    """Parasitic Tentacles takes Hibernation from a monster outside Tokyo (the buyer is
    outside too): the buyer owns it now and cannot buy anything more; the seller, rid of it,
    gets the 4 energy."""
    s = table(3, city=2, active=0, cards=[["parasitic_tentacles"], ["hibernation"], []],
              energy=[10, 0, 0], phase="buy", market=["corner_store", "energize", "skyscraper"])
    act(s, 0, "buy_owned", card=inst(s, 1, "hibernation"))
    assert fx(s, "cards", "energy") == {
        "cards": [["parasitic_tentacles", "hibernation"], [], []], "energy": [6, 4, 0]}
    assert kinds_of(s, 0) == {"end_turn", "wake"}


# ---------------------------------------- DISCARD cards: what each does to every monster


# (buyer VP, buyer energy, buyer hearts, others' VP, others' hearts, others' energy) after
# buying with 2 energy to spare; the buyer in Tokyo City at 5 VP, 5 hearts; the others outside
# at 6 VP, 10 hearts, 4 energy
DISCARDS: dict[str, tuple[int, int, int, int, int, int]] = {
    "apartment_building": (8, 2, 5, 6, 10, 4),       # gain 3 stars
    "commuter_train": (7, 2, 5, 6, 10, 4),           # gain 2 stars
    "corner_store": (6, 2, 5, 6, 10, 4),             # gain 1 star
    "death_from_above": (7, 2, 5, 6, 10, 4),         # 2 stars; already in the City
    "energize": (5, 11, 5, 6, 10, 4),                # gain 9 energy
    "evacuation_orders": (5, 2, 5, 1, 10, 4),        # every other monster loses 5 stars
    "flame_thrower": (5, 2, 5, 6, 8, 4),             # every other monster loses 2 hearts
    "frenzy": (5, 2, 5, 6, 10, 4),                   # another turn (see below)
    "gas_refinery": (7, 2, 5, 6, 7, 4),              # 2 stars, the others lose 3 hearts
    "high_altitude_bombing": (5, 2, 2, 6, 7, 4),     # every monster, you too, loses 3 hearts
    "jet_fighters": (10, 2, 1, 6, 10, 4),            # 5 stars, lose 4 hearts
    "nuclear_power_plant": (7, 2, 8, 6, 10, 4),      # 2 stars and 3 hearts
    "skyscraper": (9, 2, 5, 6, 10, 4),               # gain 4 stars
    "tank": (9, 2, 2, 6, 10, 4),                     # 4 stars, lose 3 hearts
    "vast_storm": (7, 2, 5, 6, 10, 2),               # 2 stars, the others lose 1 per 2 energy
    "monster_pets": (2, 2, 5, 3, 10, 4),             # every monster, you too, loses 3 stars
}


@pytest.mark.parametrize("card", sorted(DISCARDS))
def test_each_discard_card_on_every_monster_and_then_discarded(card: str) -> None:
    """棄牌: resolve the effect at once, then the card goes to the discard pile (not in front
    of the buyer). Every clause of each text, for the buyer and for each other monster, and
    nothing more (Gas Refinery takes no VP, Vast Storm no hearts, Energize gives only
    energy...)."""
    cost = {"apartment_building": 5, "commuter_train": 4, "corner_store": 3,
            "death_from_above": 5, "energize": 8, "evacuation_orders": 7, "flame_thrower": 3,
            "frenzy": 7, "gas_refinery": 6, "high_altitude_bombing": 4, "jet_fighters": 5,
            "nuclear_power_plant": 6, "skyscraper": 6, "tank": 4, "vast_storm": 6,
            "monster_pets": 0}[card]
    s = table(3, city=0, active=0, energy=[cost + 2, 4, 4], vp=[5, 6, 6], hp=[5, 10, 10],
              phase="buy", market=[card, "armor_plating", "extra_head"])
    assert s.view(0)["market"][0]["type"] == "discard"
    act(s, 0, "buy", slot=0)
    vp, energy, hp, o_vp, o_hp, o_energy = DISCARDS[card]
    assert fx(s, "vp", "energy", "hp") == {"vp": [vp, o_vp, o_vp],
                                           "energy": [energy, o_energy, o_energy],
                                           "hp": [hp, o_hp, o_hp]}
    f = fx(s, "discard", "cards", "city")
    assert f["discard"] == [card] and f["cards"][0] == [] and f["city"] == 0
    assert decision(s) == ("buy", 0)  # 2 energy left: the step goes on
    assert fx(s, "extra_turns")["extra_turns"] == ([0] if card == "frenzy" else [])


def test_high_altitude_bombing_the_buyers_own_loss_goes_through_its_wings() -> None:
    """High Altitude Bombing: every monster, YOU too, loses 3 hearts. The buyer's loss is a
    loss like any (docs: damage window): at 3 hearts it may spend Wings' 2 energy and lose
    nothing for the rest of the turn, while the others still lose 3."""
    s = table(3, city=1, active=0, cards=[["wings"], [], []], energy=[6, 0, 0],
              hp=[3, 10, 10], phase="buy",
              market=["high_altitude_bombing", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("damage", 0)
    act(s, 0, "wings")
    assert fx(s, "hp", "energy", "alive") == {"hp": [3, 7, 7], "energy": [0, 0, 0],
                                              "alive": [True, True, True]}


def test_flame_thrower_hurts_the_city_monster_but_it_may_not_yield() -> None:
    """Flame Thrower: every other monster loses 2 hearts, the monster in Tokyo too; a loss to
    a card is no SMASH, so it is not asked to yield (你只能因為爪的骰面結果損失♥來投降離開東京)."""
    s = table(3, city=1, active=0, energy=[5, 0, 0], phase="buy",
              market=["flame_thrower", "energize", "skyscraper"])
    events = act(s, 0, "buy", slot=0)
    assert fx(s, "hp", "city") == {"hp": [10, 8, 8], "city": 1}
    assert decision(s) == ("buy", 0)
    assert not events_of(events, "leave")


def test_gas_refinery_killing_the_last_opponent_wins_at_once() -> None:
    """Gas Refinery: gain 2 stars, every other monster loses 3 hearts. It takes the only
    other monster to 0: the last monster standing wins at once (遊戲結束), in the buy step."""
    s = table(2, active=0, energy=[6, 0], hp=[10, 3], phase="buy",
              market=["gas_refinery", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert s.is_over() and s.winners() == [0]
    assert fx(s, "vp", "alive") == {"vp": [2, 0], "alive": [True, False]}


def test_death_from_above_from_the_decks_top_takes_the_city() -> None:
    """Death From Above bought with Made in a Lab: the same card, the same effect — 2 stars,
    the monster in the City leaves and the buyer enters it (+1 for entering)."""
    s = table(3, city=1, active=0, cards=[["made_in_a_lab"], [], []], energy=[5, 0, 0],
              phase="buy", deck_top=["death_from_above"])
    act(s, 0, "buy_top")
    assert fx(s, "city", "vp", "location") == {
        "city": 0, "vp": [3, 0, 0], "location": ["city", None, None]}


def test_frenzy_from_the_decks_top_gives_the_extra_turn() -> None:
    """Frenzy bought from the deck's top (Made in a Lab): another turn after this one; the
    buyer keeps buying first, its extra turn comes when it ends this one."""
    s = table(3, city=1, active=0, cards=[["made_in_a_lab"], [], []], energy=[9, 0, 0],
              phase="buy", deck_top=["frenzy"])
    act(s, 0, "buy_top")
    assert fx(s, "extra_turns")["extra_turns"] == [0]
    assert decision(s) == ("buy", 0)
    act(s, 0, "end_turn")
    assert s.active == 0 and s.extra


# ---------------------------------------- energy spent on no card, energy gained from no purchase


def test_alien_origin_does_not_cheapen_rapid_healing() -> None:
    """Alien Origin: "every POWER CARD you buy costs 1 less" — Rapid Healing's 2 energy is no
    card's price: with 1 energy and a hurt monster it is not offered, and the buy step (with
    nothing else to do) ends by itself."""
    s = table(3, city=1, active=0, cards=[["rapid_healing", "alien_origin"], [], []],
              energy=[1, 0, 0], hp=[5, 10, 10], phase="buy",
              market=["skyscraper", "energize", "evacuation_orders"])
    assert fx(s, "active", "hp") == {"active": 1, "hp": [5, 10, 10]}


def test_metamorphs_sale_brings_no_card_to_the_market() -> None:
    """Metamorph: the card sold is discarded and gives its printed cost; no market slot was
    emptied, so nothing is revealed and no Opportunist is asked."""
    s = table(3, city=1, active=0, cards=[["metamorph", "armor_plating"], [], ["opportunist"]],
              energy=[0, 0, 9], phase="buy", market=["skyscraper", "energize", "tank"])
    assert decision(s) == ("sell", 0)
    events = act(s, 0, "sell", card=inst(s, 0, "armor_plating"))
    assert not events_of(events, "reveal")
    assert fx(s, "market", "energy", "discard") == {
        "market": ["skyscraper", "energize", "tank"], "energy": [4, 0, 9],
        "discard": ["armor_plating"]}
    assert decision(s) == ("sell", 0)
