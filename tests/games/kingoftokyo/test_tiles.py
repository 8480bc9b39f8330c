"""One test per wickedness tile face (10 tiles, 20 faces), plus the rulebook clarifications on
Fluxling (the copying tile) and Poison Spit tokens.

Tiles that act when gained are gained through the dice (a triple of 2s moves the counter onto a
threshold, then `take_tile`); the others are put in front of their owner by the scenario. Tests
are named `test_tile_<id>` (more on one face: `test_tile_<id>__<what>`); the last test checks that
every face has one.
"""

from __future__ import annotations

from ludoteca.games.kingoftokyo import KotState

from .cardkit import (
    CONTENT,
    TILE_IDS,
    act,
    can,
    f,
    inst,
    legal_kinds,
    missing_tests,
    of_kind,
    pending,
    resolve,
    snap,
    table,
)

QUIET = ["1", "2", "3", "energy", "energy", "heart"]  # no triple, no SMASH
TWOS = ["2", "2", "2", "energy", "heart", "1"]  # +2 VP, +1 wickedness


def gain(face: str, level: int, players: int = 2, **setup) -> tuple[KotState, list]:
    """Seat 0 rolls three 2s with its counter one below `level` and takes `face`."""
    wick = [level - 1] + [0] * (players - 1)
    setup.setdefault("dice", TWOS)
    s = table(players, active=0, wickedness=wick, phase="resolve",
              stacks={str(level): [face]}, **setup)
    resolve(s, "numbers")
    assert s.pending == ("tile", 0, level)
    assert [a.get("tile") for a in s.legal(0)] == [face]
    events = act(s, 0, "take_tile", tile=face)
    return s, events


# ====================================================================== level 3


def test_tile_devious():
    s = table(active=0, tiles=[["devious"], []], phase="start", roll_results=QUIET)
    assert f(s, "rolls_left") == 3


def test_tile_devious__gained_from_the_dice():
    s, _ = gain("devious", 3, hp=[9, 10])
    assert snap(s, "tiles", "wickedness", "vp", "levels_taken") == {
        "tiles": [["devious"], []], "wickedness": [3, 0], "vp": [2, 0],
        "levels_taken": [[3], []]}
    assert f(s, "stacks")["3"] == []


def test_tile_barbs():
    s = table(active=0, city=1, tiles=[["barbs"], []], energy=[2, 0], phase="resolve",
              dice=["smash", "smash", "1", "2", "3", "energy"])
    assert s.view(0)["dice"]["smash"] == 3
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [10, 7]


def test_tile_barbs__not_with_one_smash():
    s = table(active=0, city=1, tiles=[["barbs"], []], energy=[2, 0], phase="resolve",
              dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [10, 9]


def test_tile_eternal():
    s = table(active=0, tiles=[["eternal"], []], hp=[7, 10], phase="start", roll_results=QUIET)
    assert f(s, "hp") == [8, 10]


def test_tile_final_roar():
    s = table(3, active=0, city=1, hp=[10, 1, 10], vp=[3, 16, 5], tiles=[[], ["final_roar"], []],
              phase="resolve", dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    assert s.is_over()
    assert s.winners() == [1]


def test_tile_final_roar__below_sixteen_just_eliminated():
    s = table(3, active=0, city=1, hp=[10, 1, 10], vp=[3, 15, 5], tiles=[[], ["final_roar"], []],
              energy=[2, 0, 0], phase="resolve", dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    assert not s.is_over()
    assert snap(s, "alive", "city", "vp") == {"alive": [True, False, True], "city": 0,
                                              "vp": [4, 15, 5]}
    assert f(s, "tiles_out") == ["final_roar"]


def test_tile_skulking():
    s = table(active=0, tiles=[["skulking"], []], phase="resolve",
              dice=["1", "1", "1", "2", "energy", "heart"])
    resolve(s, "numbers")
    assert snap(s, "vp", "wickedness") == {"vp": [2, 0], "wickedness": [2, 0]}


def test_tile_poison_spit():
    s = table(active=0, city=1, tiles=[["poison_spit"], []], energy=[2, 0], phase="resolve",
              dice=["smash", "smash", "1", "2", "3", "energy"])
    resolve(s, "energy", "smash")
    act(s, 1, "stay")
    assert snap(s, "hp", "poison") == {"hp": [10, 8], "poison": [0, 1]}
    assert pending(s) == ("buy", 0)
    # the poisoned monster loses its hearts at the end of its own turn, not of seat 0's
    s.forced = [4, 4, 4, 4, 4, 3]  # seat 1 rolls five HEART and an ENERGY (faces by index)
    act(s, 0, "end_turn")
    assert s.active == 1
    assert snap(s, "hp", "vp") == {"hp": [10, 8], "vp": [0, 2]}  # +2 for starting in Tokyo
    # in Tokyo: no heart, no cure; the energy resolves by itself, nothing to buy: turn over
    act(s, 1, "stop_rolling")
    assert snap(s, "hp", "poison", "energy", "active") == {
        "hp": [10, 7], "poison": [0, 1], "energy": [3, 1], "active": 0}


def test_tile_poison_spit__end_of_own_turn_loses_a_heart_per_token():
    s = table(active=1, poison=[0, 2], hp=[10, 6], energy=[0, 2], phase="buy")
    act(s, 1, "end_turn")
    assert snap(s, "hp", "poison", "active") == {"hp": [10, 4], "poison": [0, 2], "active": 0}


def test_tile_poison_spit__heart_removes_a_token_only_outside_tokyo():
    dice = ["heart", "heart", "heart", "1", "2", "energy"]
    s = table(active=1, city=1, poison=[0, 2], hp=[10, 6], energy=[0, 2], phase="resolve",
              dice=dice)
    assert [a for a in s.legal(1) if a.get("group") == "heart"] == []  # nothing to do in Tokyo
    s = table(active=1, poison=[0, 2], shrink=[0, 1], hp=[10, 6], energy=[0, 2],
              phase="resolve", dice=dice)
    choices = {(a.get("poison"), a.get("shrink")) for a in s.legal(1)
               if a.get("group") == "heart"}
    assert choices == {(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)}
    resolve(s, "heart", poison=2, shrink=1)
    assert snap(s, "poison", "shrink", "hp") == {"poison": [0, 0], "shrink": [0, 0],
                                                 "hp": [10, 6]}


def test_tile_poison_spit__tokens_stay_when_the_tile_leaves():
    # seat 0 (Poison Spit, in Tokyo, 1 heart) is eliminated by seat 1's smash; the token on
    # seat 2 stays and still works at the end of seat 2's turn
    s = table(3, active=1, city=0, hp=[1, 10, 10], poison=[0, 0, 1],
              tiles=[["poison_spit"], [], []], energy=[0, 2, 0], phase="resolve",
              dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    assert snap(s, "alive", "city", "poison") == {"alive": [False, True, True], "city": 1,
                                                  "poison": [0, 0, 1]}
    assert f(s, "tiles_out") == ["poison_spit"]
    s.forced = [0, 1, 2, 3, 3, 5]  # seat 2 rolls 1 2 3 ENERGY ENERGY SMASH
    act(s, 1, "end_turn")
    assert s.active == 2
    act(s, 2, "stop_rolling")
    resolve(s, "energy", "smash")
    act(s, 1, "stay")
    assert pending(s) == ("buy", 2)
    assert snap(s, "hp", "poison") == {"hp": [0, 9, 10], "poison": [0, 0, 1]}
    act(s, 2, "end_turn")
    assert snap(s, "hp", "poison", "active") == {"hp": [0, 9, 9], "poison": [0, 0, 1],
                                                 "active": 1}


def test_tile_poison_spit__poison_at_end_of_turn_comes_before_the_twenty_vp_check():
    s = table(3, active=0, vp=[20, 3, 0], hp=[1, 10, 10], poison=[1, 0, 0], energy=[2, 0, 0],
              phase="buy")
    act(s, 0, "end_turn")
    assert snap(s, "alive", "vp", "active") == {"alive": [False, True, True], "vp": [20, 3, 0],
                                                "active": 1}
    assert not s.is_over()


def test_tile_tireless():
    s = table(active=0, tiles=[["tireless"], []], energy=[3, 0], phase="start",
              roll_results=QUIET)
    assert f(s, "energy") == [4, 0]


def test_tile_underdog():
    s = table(3, active=0, city=1, vp=[2, 5, 0], tiles=[["underdog"], [], []], energy=[2, 0, 0],
              phase="resolve", dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    act(s, 1, "stay")
    assert snap(s, "vp", "hp") == {"vp": [3, 4, 0], "hp": [10, 9, 10]}


def test_tile_underdog__not_from_a_poorer_monster():
    s = table(3, active=0, city=0, vp=[4, 5, 0], tiles=[["underdog"], [], []], energy=[2, 0, 0],
              phase="resolve", dice=["smash", "1", "2", "3", "energy", "energy"])
    resolve(s, "energy", "smash")
    assert snap(s, "vp", "hp") == {"vp": [5, 4, 0], "hp": [10, 9, 9]}


# ====================================================================== level 6


def test_tile_cyberbrain():
    faces = ["1", "2", "3", "energy", "heart", "smash", "heart"]
    s = table(active=0, tiles=[["cyberbrain"], []], phase="start", roll_results=faces)
    assert f(s, "dice_count") == [7, 6]
    assert f(s, "dice") == faces


def test_tile_defender_of_tokyo():
    s = table(3, active=0, vp=[0, 3, 1], tiles=[["defender_of_tokyo"], [], []],
              energy=[2, 0, 0], phase="resolve", dice=QUIET)
    resolve(s, "energy")  # hearts resolve; Tokyo is empty: seat 0 enters
    assert snap(s, "city", "vp") == {"city": 0, "vp": [1, 2, 0]}
    # next turn of seat 0 starts in Tokyo: +2 for seat 0, -1 for the others
    s2 = table(3, active=0, city=0, vp=[1, 2, 0], tiles=[["defender_of_tokyo"], [], []],
               phase="start", roll_results=QUIET)
    assert f(s2, "vp") == [3, 1, 0]


def test_tile_evil_lair():
    s = table(active=0, tiles=[["evil_lair"], []], energy=[5, 0], phase="buy",
              market=["skyscraper", "corner_store", "energize"])
    assert [c["price"] for c in s.view(0)["market"]] == [5, 2, 7]
    act(s, 0, "buy", slot=0)
    assert snap(s, "vp", "energy") == {"vp": [4, 0], "energy": [0, 0]}


def test_tile_fluxling():
    s, _ = gain("fluxling", 6, cards=[[], ["extra_head"]])
    assert s.pending == ("copy", 0, False)  # on gaining it the copy is chosen at once
    assert legal_kinds(s, 0) == {"copy_card"}
    act(s, 0, "copy_card", card=inst(s, 1, "extra_head"))
    assert snap(s, "copy", "dice_count", "tiles") == {
        "copy": ["extra_head", None], "dice_count": [7, 7], "tiles": [["fluxling"], []]}


def test_tile_fluxling__copies_smoke_cloud_with_its_own_tokens():
    s, _ = gain("fluxling", 6, cards=[[], ["smoke_cloud"]], smoke=[0, 1])
    act(s, 0, "copy_card", card=inst(s, 1, "smoke_cloud"))
    assert f(s, "smoke") == [3, 1]
    assert s.view(0)["monsters"][0]["copy"]["smoke"] == 3


def test_tile_fluxling__copy_stops_when_the_card_is_discarded():
    # seat 0 copies seat 1's Smoke Cloud; seat 1 spends its last token and discards the card
    s = table(active=1, cards=[[], ["smoke_cloud"]], smoke=[0, 1], tiles=[["fluxling"], []],
              copy=["smoke_cloud", None], phase="roll", rolls_left=0, dice=QUIET)
    assert snap(s, "copy", "smoke") == {"copy": ["smoke_cloud", None], "smoke": [3, 1]}
    act(s, 1, "extra_roll", source="smoke_cloud")
    assert snap(s, "copy", "smoke", "cards") == {"copy": [None, None], "smoke": [0, 0],
                                                 "cards": [[], []]}


def test_tile_fluxling__copy_of_extra_head_stops_when_sold():
    s = table(active=1, cards=[[], ["extra_head", "metamorph"]], tiles=[["fluxling"], []],
              copy=["extra_head", None], energy=[0, 2], phase="buy", roll_results=QUIET)
    assert f(s, "dice_count") == [7, 7]
    act(s, 1, "end_turn")
    act(s, 1, "sell", card=inst(s, 1, "extra_head"))
    assert snap(s, "copy", "dice_count", "energy") == {"copy": [None, None],
                                                       "dice_count": [6, 6], "energy": [0, 9]}
    act(s, 1, "end_turn")
    # seat 0's turn: only Metamorph is left to copy, and the choice is optional
    assert s.pending == ("copy", 0, True)
    act(s, 0, "pass")
    assert f(s, "dice") == QUIET


def test_tile_fluxling__free_retarget_at_start_of_turn():
    s = table(active=0, cards=[[], ["extra_head", "giant_brain"]], tiles=[["fluxling"], []],
              copy=["extra_head", None], energy=[0, 0], phase="start", roll_results=QUIET)
    assert s.pending == ("copy", 0, True)
    # every KEEP card but the one already copied, and passing keeps the copy
    assert {a.get("card") for a in s.legal(0) if a.kind == "copy_card"} == {
        inst(s, 1, "giant_brain")}
    assert can(s, 0, "pass")
    act(s, 0, "copy_card", card=inst(s, 1, "giant_brain"))
    assert snap(s, "copy", "energy", "dice_count", "rolls_left") == {
        "copy": ["giant_brain", None], "energy": [0, 0], "dice_count": [6, 7], "rolls_left": 3}
    assert f(s, "dice") == QUIET


def test_tile_fluxling__moving_off_even_bigger_lowers_the_maximum():
    s = table(active=0, cards=[[], ["even_bigger", "giant_brain"]], tiles=[["fluxling"], []],
              copy=["even_bigger", None], hp=[12, 12], phase="start", roll_results=QUIET)
    assert f(s, "max_hp") == [12, 12]
    act(s, 0, "copy_card", card=inst(s, 1, "giant_brain"))
    assert snap(s, "hp", "max_hp", "copy") == {"hp": [10, 12], "max_hp": [10, 12],
                                               "copy": ["giant_brain", None]}


def test_tile_full_regeneration():
    s, _ = gain("full_regeneration", 6, hp=[5, 10])
    assert snap(s, "hp", "max_hp") == {"hp": [12, 10], "max_hp": [12, 10]}


def test_tile_have_it_all():
    s, _ = gain("have_it_all", 6, cards=[["alien_origin", "extra_head"], ["giant_brain"]],
                energy=[5, 0])
    assert f(s, "vp") == [4, 0]  # 2 for the dice, 2 for two KEEP cards
    resolve(s, "energy")  # the heart resolves by itself; seat 0 enters Tokyo (+1)
    assert f(s, "vp") == [5, 0]
    s2 = table(active=0, tiles=[["have_it_all"], []], energy=[3, 0], phase="buy",
               market=["corner_store", "energize", "skyscraper"])
    act(s2, 0, "buy", slot=0)
    assert f(s2, "vp") == [2, 0]  # 1 for the card, 1 for Have It All!


def test_tile_widespread_panic():
    s, _ = gain("widespread_panic", 6, 3, vp=[0, 6, 3])
    assert snap(s, "vp", "tiles", "tiles_out") == {"vp": [2, 2, 0], "tiles": [[], [], []],
                                                   "tiles_out": ["widespread_panic"]}
    assert f(s, "levels_taken.0") == [3, 6]


def test_tile_sonic_boomer():
    s = table(active=0, tiles=[["sonic_boomer"], []], vp=[4, 0], phase="start",
              roll_results=QUIET)
    assert f(s, "vp") == [5, 0]


# ====================================================================== level 10


def test_tile_antimatter_beam():
    s = table(active=0, city=1, tiles=[["antimatter_beam"], []], phase="resolve",
              dice=["smash", "smash", "1", "2", "3", "energy"])
    assert s.view(0)["dice"]["smash"] == 4
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [10, 6]


def test_tile_antimatter_beam__doubles_card_bonuses():
    s = table(active=0, city=1, tiles=[["antimatter_beam"], []], cards=[["spiked_tail"], []],
              phase="resolve", dice=["smash", "smash", "1", "2", "3", "energy"])
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [10, 4]  # (2 + 1) x 2


def test_tile_antimatter_beam__gained_this_roll_doubles_it():
    s, _ = gain("antimatter_beam", 10, city=1, hp=[10, 10],
                dice=["2", "2", "2", "smash", "smash", "energy"])
    assert s.view(0)["dice"]["smash"] == 4
    resolve(s, "energy", "smash")
    assert f(s, "hp") == [10, 6]


def test_tile_final_push():
    s, _ = gain("final_push", 10, hp=[6, 10], energy=[0, 0], roll_results=QUIET,
                dice=["2", "2", "2", "1", "3", "smash"])
    assert snap(s, "hp", "energy", "tiles", "tiles_out", "extra_turns") == {
        "hp": [8, 10], "energy": [2, 0], "tiles": [[], []], "tiles_out": ["final_push"],
        "extra_turns": [0]}
    resolve(s, "smash")  # nobody in Tokyo: seat 0 enters (+1 VP); buy: sweep is possible
    assert pending(s) == ("buy", 0)
    act(s, 0, "end_turn")
    assert s.active == 0 and s.extra
    assert f(s, "vp.0") == 2 + 1 + 2  # dice, entering, starting the extra turn in Tokyo


def test_tile_skybeam():
    s = table(active=0, tiles=[["skybeam"], []], hp=[4, 10], phase="resolve",
              dice=["energy", "energy", "heart", "heart", "1", "2"])
    resolve(s, "energy", "heart")
    assert snap(s, "energy", "hp") == {"energy": [4, 0], "hp": [8, 10]}


def test_tile_skybeam__hearts_in_tokyo():
    # BGA (the reference's recommendation): the extra heart counts even in Tokyo
    s = table(active=0, city=0, tiles=[["skybeam"], []], hp=[4, 10], energy=[2, 0],
              phase="resolve", dice=["energy", "energy", "heart", "heart", "1", "2"])
    resolve(s, "energy", "heart")
    assert snap(s, "energy", "hp") == {"energy": [6, 0], "hp": [6, 10]}


def test_tile_starburst():
    s, events = gain("starburst", 10, energy=[1, 0])
    assert snap(s, "energy", "tiles", "tiles_out") == {"energy": [13, 0], "tiles": [[], []],
                                                       "tiles_out": ["starburst"]}
    assert of_kind(events, "tile_lost") == [{"seat": 0, "tile": "starburst", "why": "used"}]


# ====================================================================== coverage


def test_every_tile_face_has_a_test():
    assert len(TILE_IDS) == 20
    assert {CONTENT.tiles[t].level for t in TILE_IDS} == {3, 6, 10}
    assert missing_tests(globals(), "test_tile_", TILE_IDS) == []
