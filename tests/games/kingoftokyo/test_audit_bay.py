"""Sixth audit of the King of Tokyo: Dark Edition engine: Tokyo Bay, the player count and
every power whose text speaks of Tokyo.

The seed rulebook (shared/seeds/king-of-tokyo-dark.zh-Hant.txt):

- 東京板塊: "東京市與東京灣。每當規則提到'東京'時，指的即是這兩個區域";
- 設置: "2~4位玩家 只使用東京市。5~6位玩家 使用東京市與東京灣";
- 3 進入東京: "在東京市或是東京灣的玩家都視為佔領東京，東京灣有著跟東京市一樣的效果。當遊戲
  進行到只剩少於等於4位的玩家時，任何在東京灣的玩家必須立即離開（除非東京市沒有人，如果是這個
  狀況則將該怪獸立牌移動到東京市）。即使不是該輪玩家，也會受到效果影響";
- 爪擊 / 在東京的效果: in Tokyo (City or Bay) you smash every monster outside; outside you
  smash every monster in Tokyo (City and Bay); 投降 only after losing hearts to another
  monster's SMASH;
- 2人遊戲的變體規則: entering, or starting a turn, in Tokyo gives energy instead of VP.

The powers that mention Tokyo, entering, yielding, leaving, the City, the Bay or a number of
monsters (power_cards.yaml, wickedness_tiles.yaml): Burrowing, Urbavore, Jets, Unstable DNA,
Nova Breath, Hibernation, Shrink Ray, It Has a Child!, Zombify, Death From Above, Fire
Breathing (neighbours "wherever they are"; one opponent left), High Altitude Bombing / Flame
Thrower ("every (other) monster"), Poison Spit ("outside Tokyo") and Defender of Tokyo. Each is
tried here where the other audit files do not already pin it: with the Bay open (the holder in
the Bay, in the City, outside), when the Bay closes in the middle of a turn (an elimination
leaves four monsters), and with two players under the variant.
"""

from __future__ import annotations

import pytest

from ludoteca.games.kingoftokyo import KotState

from .helpers import QUIET, act, decision, events_of, fx, inst, kinds_of, table

Q6 = [*QUIET, "3"]  # six dice: nothing at all
ONE_SMASH = ["smash", *QUIET]
TWO_SMASH = ["smash", "smash", *QUIET[:4]]
VARIANT = {"two_player_variant": True}


def five(**setup: object) -> KotState:
    return table(5, **setup)  # type: ignore[arg-type]


# ============================================================== the Bay open: smash targets


def test_urbavore_smash_bonus_from_the_bay_hits_only_monsters_outside() -> None:
    """Urbavore: "While in Tokyo, if your roll has at least one SMASH, add one more" — the
    Bay is Tokyo (東京灣有著跟東京市一樣的效果), and from the Bay the smash hits every monster
    outside but not the City (東京內的怪獸不會互相攻擊)."""
    s = five(active=0, bay=0, city=1, cards=[["urbavore"], [], [], [], []],
             energy=[2, 0, 0, 0, 0], phase="resolve", dice=ONE_SMASH)
    assert fx(s, "hp")["hp"] == [10, 10, 8, 8, 8]
    assert decision(s) == ("buy", 0)


def test_burrowing_smash_bonus_from_the_bay() -> None:
    """Burrowing: "While you are in Tokyo your roll counts one additional SMASH" — in the Bay
    too, even with no SMASH rolled; the City monster is never the target."""
    s = five(active=0, bay=0, city=1, cards=[["burrowing"], [], [], [], []],
             energy=[2, 0, 0, 0, 0], phase="resolve", dice=Q6)
    assert fx(s, "hp")["hp"] == [10, 10, 9, 9, 9]


def test_nova_breath_from_the_city_lets_the_bay_monster_yield() -> None:
    """Nova Breath: "Your SMASH results hit every other monster, whether in or out of Tokyo":
    the Bay monster loses hearts to the City monster's SMASH, so it may yield (投降); the active
    monster is already in Tokyo and does not move to the Bay."""
    s = five(active=0, city=0, bay=1, cards=[["nova_breath"], [], [], [], []],
             energy=[2, 0, 0, 0, 0], phase="resolve", dice=ONE_SMASH)
    assert fx(s, "hp")["hp"] == [10, 9, 9, 9, 9]
    assert decision(s) == ("yield", 1)
    act(s, 1, "yield")
    f = fx(s, "city", "bay", "vp", "location")
    assert f["city"] == 0 and f["bay"] is None and f["vp"][0] == 0
    assert f["location"][1] is None


def test_nova_breath_from_the_bay_lets_the_city_monster_yield_and_nobody_moves_up() -> None:
    """Nova Breath from Tokyo Bay hits the City monster too; it may yield. The active monster
    stays in the Bay (docs: only the active monster outside Tokyo enters)."""
    s = five(active=0, bay=0, city=1, cards=[["nova_breath"], [], [], [], []],
             energy=[2, 0, 0, 0, 0], phase="resolve", dice=ONE_SMASH)
    assert decision(s) == ("yield", 1)
    act(s, 1, "yield")
    f = fx(s, "city", "bay", "vp")
    assert f["city"] is None and f["bay"] == 0 and f["vp"][0] == 0


def test_smash_into_the_bay_gives_shrink_ray_and_poison_tokens() -> None:
    """Shrink Ray and Poison Spit: each monster you smash gets a token — from outside, the
    City and the Bay monsters both (所有在東京（東京市及東京灣）的怪獸損失♥)."""
    s = five(active=0, city=1, bay=2, cards=[["shrink_ray"], [], [], [], []],
             tiles=[["poison_spit"], [], [], [], []], phase="resolve", dice=ONE_SMASH)
    f = fx(s, "shrink", "poison", "hp")
    assert f["shrink"] == [0, 1, 1, 0, 0] and f["poison"] == [0, 1, 1, 0, 0]
    assert f["hp"] == [10, 9, 9, 10, 10]


def test_hearts_in_the_bay_remove_no_poison_or_shrink_token() -> None:
    """猛毒唾液&縮小雷射: "怪獸在東京無法移除這些指示物，你必須身處東京外且擲出心來移除" — the Bay
    is Tokyo: HEART results there neither heal nor remove a token."""
    s = five(active=0, bay=0, city=1, hp=[5, 10, 10, 10, 10], poison=[1, 0, 0, 0, 0],
             shrink=[1, 0, 0, 0, 0], energy=[2, 0, 0, 0, 0], phase="resolve",
             dice=["heart", "heart", "energy", "1", "2"])
    assert decision(s) == ("buy", 0)  # the energy resolved alone: hearts are no group here
    f = fx(s, "hp", "poison", "shrink", "energy")
    assert f["hp"][0] == 5 and f["poison"][0] == 1 and f["shrink"][0] == 1
    assert f["energy"][0] == 3


def test_fire_breathing_from_the_bay_burns_the_city_neighbour() -> None:
    """Fire Breathing: the neighbours lose 1 more heart "wherever they are" (火炎吐息: 即便與
    吐息玩家處於同一地點亦會損失心臟): the City neighbour of a Bay monster loses 1 though its
    SMASH does not reach the City, and may not yield (the loss is the card's)."""
    s = five(active=0, bay=0, city=1, cards=[["fire_breathing"], [], [], [], []],
             energy=[2, 0, 0, 0, 0], phase="resolve", dice=ONE_SMASH)
    f = fx(s, "hp", "city", "bay")
    assert f["hp"] == [10, 9, 9, 9, 8] and f["city"] == 1 and f["bay"] == 0
    assert decision(s) == ("buy", 0)


# ============================================================== the Bay open: yields and entering


def test_jets_in_the_city_and_the_bay_both_leave_and_only_the_city_is_entered() -> None:
    """Jets: yielding, you lose no hearts from that smash. Both Jets holders (the Bay one by a
    Fluxling copy: the deck has one Jets) yield before the damage; the active monster enters
    the City only (one area per turn, City first)."""
    s = five(active=0, city=1, bay=2, cards=[[], ["jets"], [], [], []],
             tiles=[[], [], ["fluxling"], [], []], copy=[None, None, "jets", None, None],
             energy=[2, 0, 0, 0, 0], phase="resolve", dice=TWO_SMASH)
    assert decision(s) == ("jets", 1)
    act(s, 1, "yield")
    assert decision(s) == ("jets", 2)
    act(s, 2, "yield")
    f = fx(s, "hp", "city", "bay", "vp")
    assert f["hp"] == [10] * 5 and f["city"] == 0 and f["bay"] is None and f["vp"][0] == 1


def test_unstable_dna_swap_after_yielding_the_bay() -> None:
    """Unstable DNA: "When you yield Tokyo" — yielding the Bay is yielding Tokyo: the swap
    is offered; then the active monster enters the empty Bay."""
    s = five(active=0, city=1, bay=2, cards=[["extra_head"], [], ["unstable_dna"], [], []],
             energy=[2, 0, 0, 0, 0], phase="resolve", dice=ONE_SMASH)
    assert decision(s) == ("yield", 1)
    act(s, 1, "stay")
    assert decision(s) == ("yield", 2)
    act(s, 2, "yield")
    assert decision(s) == ("swap", 2)
    act(s, 2, "swap_card", card=inst(s, 0, "extra_head"))
    f = fx(s, "cards", "city", "bay", "vp")
    assert f["cards"][0] == ["unstable_dna"] and f["cards"][2] == ["extra_head"]
    assert f["city"] == 1 and f["bay"] == 0 and f["vp"][0] == 1


def test_burrowing_yielding_the_bay_hurts_nobody_when_the_city_is_entered() -> None:
    """Burrowing: "the monster that takes your place loses 1 heart". The Bay holder and the
    City monster both yield; the active monster enters the City, not the Bay, so it took no
    Burrowing monster's place."""
    s = five(active=0, city=1, bay=2, cards=[[], [], ["burrowing"], [], []],
             energy=[2, 0, 0, 0, 0], phase="resolve", dice=ONE_SMASH)
    act(s, 1, "yield")
    act(s, 2, "yield")
    f = fx(s, "hp", "city", "bay")
    assert f["city"] == 0 and f["bay"] is None and f["hp"][0] == 10


def test_burrowing_yielding_the_city_while_the_bay_stays() -> None:
    """Burrowing in the City with a Bay monster staying: the active monster takes the City,
    the Burrowing monster's place, and loses 1 heart."""
    s = five(active=0, city=1, bay=2, cards=[[], ["burrowing"], [], [], []],
             energy=[2, 0, 0, 0, 0], phase="resolve", dice=ONE_SMASH)
    act(s, 1, "yield")
    act(s, 2, "stay")
    f = fx(s, "hp", "city", "bay", "vp")
    assert f["city"] == 0 and f["bay"] == 2 and f["hp"][0] == 9 and f["vp"][0] == 1


def test_hibernation_does_not_enter_the_empty_bay() -> None:
    """Hibernation: "you cannot move (you do not enter Tokyo even if it is empty)" — the City
    taken and the Bay empty, the hibernating monster stays outside."""
    s = five(active=0, city=1, cards=[["hibernation"], [], [], [], []], phase="resolve",
             dice=["energy", *QUIET])
    f = fx(s, "bay", "vp", "location")
    assert f["bay"] is None and f["vp"][0] == 0 and f["location"][0] is None
    assert decision(s) == ("buy", 0) and kinds_of(s, 0) == {"end_turn", "wake"}


@pytest.mark.parametrize(("card", "hp"), [("it_has_a_child", 10), ("zombify", 12)])
def test_a_revival_in_the_bay_leaves_it_open_and_the_active_monster_enters_it(
        card: str, hp: int) -> None:
    """It Has a Child! / Zombify: "leave Tokyo" and keep playing — the revived Bay monster
    leaves the Bay; nobody was eliminated, five monsters still play, so the Bay stays in use
    and the active monster must enter it (City taken), 1 VP."""
    s = five(active=0, city=1, bay=2, hp=[10, 10, 1, 10, 10],
             cards=[[], [], [card], [], []], energy=[2, 0, 0, 0, 0], phase="resolve",
             dice=ONE_SMASH)
    assert decision(s) == ("yield", 1)  # the revived monster is out: only the City is asked
    act(s, 1, "stay")
    f = fx(s, "alive", "hp", "bay", "city", "bay_open", "vp", "location")
    assert all(f["alive"]) and f["bay_open"] is True and f["hp"][2] == hp
    assert f["location"][2] is None and f["bay"] == 0 and f["vp"][0] == 1 and f["city"] == 1


# ============================================================== Death From Above with the Bay


def test_death_from_above_with_only_the_bay_taken_empties_it() -> None:
    """Death From Above: "you take control of Tokyo (City); the monster(s) in Tokyo must
    leave" — with the City empty and a monster in the Bay, the buyer enters the City (2 + 1
    VP) and the Bay monster leaves too."""
    s = five(active=0, bay=2, energy=[5, 0, 0, 0, 0], phase="buy",
             market=["death_from_above", "energize", "skyscraper"])
    events = act(s, 0, "buy", slot=0)
    f = fx(s, "city", "bay", "vp")
    assert f["city"] == 0 and f["bay"] is None and f["vp"][0] == 3
    assert {(e["seat"], e["why"]) for e in events_of(events, "leave")} == {(2, "forced")}


def test_death_from_above_from_the_bay_with_the_city_empty_moves_without_entry_vp() -> None:
    """Docs: Death From Above bought in the Bay moves its buyer to the City without the entry
    VP — also when the City was empty (only the card's 2 VP)."""
    s = five(active=0, bay=0, energy=[5, 0, 0, 0, 0], phase="buy",
             market=["death_from_above", "energize", "skyscraper"])
    events = act(s, 0, "buy", slot=0)
    f = fx(s, "city", "bay", "vp")
    assert f["city"] == 0 and f["bay"] is None and f["vp"][0] == 2
    assert events_of(events, "enter") == []
    assert events_of(events, "move") == [{"seat": 0, "from": "bay", "to": "city"}]


def test_death_from_above_from_the_bay_is_no_entry_for_defender_of_tokyo() -> None:
    """Defender of Tokyo acts "whenever you enter Tokyo": a Bay monster moving to the City
    with Death From Above was in Tokyo already (docs: it moves, no entry VP), so the others
    lose no VP; the City monster is made to leave."""
    s = five(active=0, bay=0, city=1, vp=[0, 2, 2, 2, 2], energy=[5, 0, 0, 0, 0],
             tiles=[["defender_of_tokyo"], [], [], [], []], phase="buy",
             market=["death_from_above", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "city", "bay", "vp", "location")
    assert f["city"] == 0 and f["bay"] is None and f["location"][1] is None
    assert f["vp"] == [2, 2, 2, 2, 2]


def test_death_from_above_forcing_an_unstable_dna_holder_out_of_the_bay_is_no_yield() -> None:
    """Unstable DNA acts "when you yield Tokyo"; a monster made to leave by Death From Above
    did not yield (投降 is a choice after a SMASH): no swap is offered."""
    s = five(active=0, city=1, bay=2, cards=[["extra_head"], [], ["unstable_dna"], [], []],
             energy=[7, 0, 0, 0, 0], phase="buy",
             market=["death_from_above", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("buy", 0)
    f = fx(s, "cards", "city", "bay")
    assert f["cards"][0] == ["extra_head"] and f["cards"][2] == ["unstable_dna"]
    assert f["city"] == 0 and f["bay"] is None


# ============================================================== the Bay closing mid-turn


def test_smash_killing_the_city_monster_moves_the_hurt_bay_monster_up_and_asks_it() -> None:
    """5 monsters, the smash kills the City monster: four remain, so the Bay monster moves to
    the empty City at once (no entry VP: a move) — and having lost hearts to that SMASH while
    in Tokyo, it may yield; staying, the active monster has nothing to enter."""
    s = five(active=0, city=1, bay=2, hp=[10, 1, 10, 10, 10], energy=[2, 0, 0, 0, 0],
             phase="resolve", dice=ONE_SMASH)
    f = fx(s, "alive_count", "city", "bay", "bay_open", "vp", "hp")
    assert f["alive_count"] == 4 and f["bay_open"] is False
    assert f["city"] == 2 and f["bay"] is None and f["vp"][2] == 0 and f["hp"][2] == 9
    assert s.view(0)["tokyo"] == {"city": 2, "bay": None, "bay_open": False, "bay_used": True}
    assert decision(s) == ("yield", 2)
    act(s, 2, "stay")
    f = fx(s, "city", "vp", "location")
    assert f["city"] == 2 and f["vp"][0] == 0 and f["location"][0] is None


def test_the_moved_up_bay_monster_yielding_lets_the_active_monster_enter_the_city() -> None:
    """Same smash; the monster moved up from the Bay yields the City: the City is empty and
    the Bay closed, so the active monster enters the City, 1 VP."""
    s = five(active=0, city=1, bay=2, hp=[10, 1, 10, 10, 10], energy=[2, 0, 0, 0, 0],
             phase="resolve", dice=ONE_SMASH)
    act(s, 2, "yield")
    f = fx(s, "city", "bay", "vp", "location")
    assert f["city"] == 0 and f["bay"] is None and f["vp"][0] == 1
    assert f["location"][2] is None


def test_nova_breath_killing_an_outside_monster_closes_the_bay_before_the_yields() -> None:
    """Nova Breath from outside kills a monster outside Tokyo: four remain and the Bay
    monster must leave at once (City taken) — it is no longer in Tokyo, so it is not asked to
    yield; the City monster is."""
    s = five(active=0, city=1, bay=2, hp=[10, 10, 10, 1, 10],
             cards=[["nova_breath"], [], [], [], []], energy=[2, 0, 0, 0, 0],
             phase="resolve", dice=ONE_SMASH)
    f = fx(s, "alive_count", "bay", "location", "hp")
    assert f["alive_count"] == 4 and f["bay"] is None and f["location"][2] is None
    assert f["hp"] == [10, 9, 9, 0, 9]
    assert decision(s) == ("yield", 1)
    act(s, 1, "stay")
    assert decision(s) == ("buy", 0)
    assert fx(s, "city", "bay", "vp") == {"city": 1, "bay": None, "vp": [0, 0, 0, 0, 0]}


def test_jets_bay_yield_before_damage_then_the_bay_closes() -> None:
    """Jets in the Bay: asked before the damage, it yields and loses nothing; the same smash
    (Nova Breath) kills a fifth monster, so the Bay closes: the active monster does not enter
    it, and the City monster is asked."""
    s = five(active=0, city=1, bay=2, hp=[10, 10, 10, 1, 10],
             cards=[["nova_breath"], [], ["jets"], [], []], energy=[2, 0, 0, 0, 0],
             phase="resolve", dice=ONE_SMASH)
    assert decision(s) == ("jets", 2)
    act(s, 2, "yield")
    assert decision(s) == ("yield", 1)
    act(s, 1, "stay")
    f = fx(s, "hp", "bay", "bay_open", "city", "vp")
    assert f["hp"] == [10, 9, 10, 0, 9] and f["bay"] is None and f["bay_open"] is False
    assert f["city"] == 1 and f["vp"][0] == 0


def test_the_bay_closing_is_no_yield_for_unstable_dna_or_burrowing() -> None:
    """The Bay monster "must leave" when four remain (進入東京): a forced leave, not 投降, so
    its Unstable DNA offers no swap and its Burrowing hurts nobody."""
    s = five(active=0, city=1, bay=2, hp=[10, 10, 10, 1, 10],
             cards=[["nova_breath"], [], ["unstable_dna", "burrowing"], [], []],
             energy=[2, 0, 0, 0, 0], phase="resolve", dice=ONE_SMASH)
    assert decision(s) == ("yield", 1)
    act(s, 1, "yield")
    assert decision(s) == ("buy", 0)  # no swap for seat 2
    f = fx(s, "cards", "city", "hp", "vp")
    assert f["cards"][2] == ["unstable_dna", "burrowing"] and f["cards"][0] == ["nova_breath"]
    assert f["city"] == 0 and f["vp"][0] == 1 and f["hp"][0] == 10


def test_reflective_hide_killing_the_attacker_closes_the_bay() -> None:
    """Reflective Hide kills the attacker outside: four remain and the Bay monster leaves at
    once, on another monster's turn (即使不是該輪玩家，也會受到效果影響); the attacker's turn
    ends with it."""
    s = five(active=0, city=1, bay=2, hp=[1, 10, 10, 10, 10],
             cards=[[], ["reflective_hide"], [], [], []], phase="resolve", dice=ONE_SMASH,
             roll_results=Q6 * 3)
    f = fx(s, "alive", "bay", "bay_open", "location", "city", "hp")
    assert f["alive"] == [False, True, True, True, True] and f["bay_open"] is False
    assert f["bay"] is None and f["location"][2] is None and f["city"] == 1
    assert f["hp"][1:3] == [9, 9]
    assert s.active == 1  # the next monster plays; nobody was asked to yield


def test_poison_killing_the_city_monster_at_its_turn_end_moves_the_bay_monster_up() -> None:
    """Poison at the end of its own turn kills the City monster: four remain, the City is
    empty, so the Bay monster moves there at once — a move, no entry VP."""
    s = five(active=0, city=0, bay=2, hp=[1, 10, 10, 10, 10], poison=[1, 0, 0, 0, 0],
             energy=[2, 0, 0, 0, 0], phase="buy", roll_results=Q6 * 3)
    events = act(s, 0, "end_turn")
    f = fx(s, "alive_count", "city", "bay", "vp", "location")
    assert f["alive_count"] == 4 and f["city"] == 2 and f["bay"] is None
    assert f["vp"][2] == 0 and f["location"][2] == "city"
    assert events_of(events, "move") == [{"seat": 2, "from": "bay", "to": "city"}]
    assert [e for e in events_of(events, "enter") if e["seat"] == 2] == []


def test_poison_killing_the_active_outside_monster_sends_the_bay_monster_out() -> None:
    """Poison kills the active monster outside Tokyo at the end of its turn: four remain and
    the Bay monster leaves (the City is taken), why bay_closed."""
    s = five(active=0, city=1, bay=2, hp=[1, 10, 10, 10, 10], poison=[1, 0, 0, 0, 0],
             energy=[2, 0, 0, 0, 0], phase="buy", roll_results=Q6 * 3)
    events = act(s, 0, "end_turn")
    f = fx(s, "city", "bay", "location")
    assert f["city"] == 1 and f["bay"] is None and f["location"][2] is None
    assert {"seat": 2, "area": "bay", "why": "bay_closed"} in events_of(events, "leave")


def test_high_altitude_bombing_from_the_bay_moves_its_buyer_to_the_emptied_city() -> None:
    """High Altitude Bombing: "Every monster, including you, loses 3 hearts" — it kills the
    City monster; four remain and the buyer, in the Bay, moves to the empty City (no VP), in
    its own buy step."""
    s = five(active=0, bay=0, city=1, hp=[10, 3, 10, 10, 10], energy=[6, 0, 0, 0, 0],
             phase="buy", market=["high_altitude_bombing", "energize", "evacuation_orders"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "alive_count", "city", "bay", "vp", "hp")
    assert f["alive_count"] == 4 and f["city"] == 0 and f["bay"] is None
    assert f["vp"][0] == 0 and f["hp"] == [7, 0, 7, 7, 7]
    assert decision(s) == ("buy", 0)


def test_defender_of_tokyo_on_the_bay_closing_move_is_no_entry() -> None:
    """Defender of Tokyo ("whenever you enter Tokyo"): the Bay monster moved to the empty City
    when the Bay closes was in Tokyo already (rules.md §15.8: not an entry), so nobody loses
    VP."""
    s = five(active=0, bay=1, vp=[2, 2, 2, 2, 2], hp=[10, 10, 2, 10, 10],
             tiles=[[], ["defender_of_tokyo"], [], [], []], energy=[5, 0, 0, 0, 0],
             phase="buy", market=["flame_thrower", "energize", "evacuation_orders"])
    act(s, 0, "buy", slot=0)
    f = fx(s, "alive_count", "city", "bay", "vp")
    assert f["alive_count"] == 4 and f["city"] == 1 and f["bay"] is None
    assert f["vp"] == [2, 2, 2, 2, 2]


# ============================================================== two players, the variant


def test_two_player_variant_defender_of_tokyo_on_entering() -> None:
    """2人遊戲的變體規則: entering gives energy instead of VP (the rest unchanged): Defender of
    Tokyo still makes the other monster lose 1 VP."""
    s = table(2, options=VARIANT, active=0, vp=[0, 3], energy=[1, 0],
              tiles=[["defender_of_tokyo"], []], phase="resolve", dice=QUIET)
    f = fx(s, "city", "vp", "energy")
    assert f == {"city": 0, "vp": [0, 2], "energy": [2, 0]}


def test_two_player_variant_defender_of_tokyo_at_the_start_in_tokyo() -> None:
    """Variant: starting in Tokyo gives 1 energy instead of 2 VP; Defender of Tokyo still
    takes 1 VP from the other monster."""
    s = table(2, options=VARIANT, active=0, city=0, vp=[0, 3],
              tiles=[["defender_of_tokyo"], []], phase="start", roll_results=Q6)
    assert fx(s, "vp", "energy") == {"vp": [0, 2], "energy": [1, 0]}


def test_two_player_variant_start_energy_gets_friend_of_children() -> None:
    """Friend of Children: whenever you gain energy, gain 1 more — the variant's start-of-turn
    energy in Tokyo too."""
    s = table(2, options=VARIANT, active=0, city=0, cards=[["friend_of_children"], []],
              phase="start", roll_results=Q6)
    assert fx(s, "vp", "energy") == {"vp": [0, 0], "energy": [2, 0]}


def test_two_player_variant_leaves_card_vp_alone() -> None:
    """The variant changes only Tokyo's rewards: Skyscraper still gives 4 VP to a monster in
    Tokyo, and Death From Above's own 2 VP stay (only the entry becomes energy)."""
    s = table(2, options=VARIANT, active=0, city=0, energy=[6, 0], phase="buy",
              market=["skyscraper", "energize", "evacuation_orders"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp", "energy") == {"vp": [4, 0], "energy": [0, 0]}


def test_two_player_variant_option_does_nothing_with_five_players_in_the_bay() -> None:
    """The variant is for a 2-player game: with five players and the option on, entering the
    Bay still gives 1 VP and no energy."""
    s = five(options=VARIANT, active=0, city=1, phase="resolve", dice=QUIET)
    f = fx(s, "bay", "vp", "energy")
    assert f["bay"] == 0 and f["vp"][0] == 1 and f["energy"][0] == 0


def test_two_player_variant_jets_yield_and_the_entry_gives_energy() -> None:
    """Variant with Jets: the City monster yields before the damage; the active monster enters
    and gains 1 energy, not 1 VP."""
    s = table(2, options=VARIANT, active=0, city=1, cards=[[], ["jets"]], energy=[1, 0],
              phase="resolve", dice=TWO_SMASH)
    assert decision(s) == ("jets", 1)
    act(s, 1, "yield")
    assert fx(s, "city", "vp", "energy", "hp") == {"city": 0, "vp": [0, 0], "energy": [2, 0],
                                                   "hp": [10, 10]}


def test_two_player_variant_fire_breathing_from_tokyo() -> None:
    """Fire Breathing with one opponent left loses it 1 in total (火炎吐息: 如果只剩兩名玩家，
    則對手也只會損失1枚心臟), added to the SMASH, with the variant on."""
    s = table(2, options=VARIANT, active=0, city=0, cards=[["fire_breathing"], []],
              energy=[2, 0], phase="resolve", dice=TWO_SMASH)
    assert fx(s, "hp")["hp"] == [10, 7]
