"""Exact tests of every base rule of King of Tokyo: Dark Edition (rules.md sections 3-10, 15).

Each test sets up a position with the scenario setup block (`GAME.scenario_state`), plays
actions and checks exact values. Power cards appear only where a rule needs a source of card
damage or of an exact loss (Flame Thrower, Jet Fighters, High Altitude Bombing...); the cards
themselves are tested elsewhere.
"""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.errors import IllegalAction, OptionError
from ludoteca.games.kingoftokyo import GAME, KotState

FILLER = ["1", "2", "3", "1", "2"]  # no triple, no SMASH, no heart, no energy


def table(players: int = 3, seed: int = 1, options: dict[str, Any] | None = None,
          **setup: Any) -> KotState:
    return GAME.scenario_state({"players": players, "seed": seed, "options": options or {},
                                **setup})


def act(s: KotState, seat: int, kind: str, **args: Any) -> list[Any]:
    return s.apply(seat, Action.make(kind, **args))


def legal(s: KotState, seat: int | None = None) -> list[dict[str, Any]]:
    if seat is None:
        seat = s.to_move()[0]
    return [a.to_json() for a in s.legal(seat)]


def facts(s: KotState) -> dict[str, Any]:
    return s.facts()


def refused(s: KotState, seat: int, kind: str, match: str = "", **args: Any) -> None:
    """The action raises IllegalAction and changes nothing."""
    before = s.digest()
    before_facts = s.facts()
    with pytest.raises(IllegalAction, match=match):
        act(s, seat, kind, **args)
    assert s.digest() == before
    assert s.facts() == before_facts


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


RESOLVE_NUMBERS = {"kind": "resolve", "group": "numbers"}
RESOLVE_ENERGY = {"kind": "resolve", "group": "energy"}
RESOLVE_SMASH = {"kind": "resolve", "group": "smash"}
RESOLVE_HEART = {"kind": "resolve", "group": "heart", "poison": 0, "shrink": 0}


# ------------------------------------------------------------------ roll-off (rules 3)


def test_rolloff_most_smash_starts() -> None:
    s = GAME.new(4, 7)
    rolloff = s._setup_events[0]
    assert rolloff.kind == "rolloff"
    assert rolloff.data == {"rounds": [{"0": 2, "1": 0, "2": 0, "3": 1}], "first": 0}
    assert s.first == 0
    assert facts(s)["first_player"] == 0
    assert facts(s)["active"] == 0
    assert s.to_move() == (0,)
    assert s._setup_events[1].data == {"seat": 0, "extra": False, "turn": 1}
    assert len(s.dice) == 6 and s.rolls_left == 2 and facts(s)["pending"] == "roll"


def test_rolloff_ties_roll_again_among_the_tied_only() -> None:
    s = GAME.new(3, 3)
    assert s._setup_events[0].data == {
        "rounds": [{"0": 2, "1": 2, "2": 0}, {"0": 0, "1": 1}], "first": 1}
    assert facts(s)["first_player"] == 1 and s.active == 1
    s = GAME.new(3, 12)  # tied twice more, the second time on 3 SMASH each
    assert s._setup_events[0].data == {
        "rounds": [{"0": 1, "1": 1, "2": 0}, {"0": 0, "1": 0}, {"0": 3, "1": 3},
                   {"0": 1, "1": 2}], "first": 1}
    assert s.first == 1


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_rolloff_is_consistent_for_every_seed(players: int) -> None:
    for seed in range(60):
        s = GAME.new(players, seed)
        data = s._setup_events[0].data
        contenders = [str(seat) for seat in range(players)]
        for rnd in data["rounds"]:
            assert sorted(rnd) == sorted(contenders)  # only the tied seats roll again
            assert all(0 <= n <= 6 for n in rnd.values())
            best = max(rnd.values())
            contenders = [seat for seat, n in rnd.items() if n == best]
        assert contenders == [str(data["first"])]
        assert s.first == data["first"] == s.active
        assert s.to_move() == (data["first"],)


def test_play_passes_clockwise_from_the_first_player() -> None:
    s = table(4, active=2, first_player=2, city=3, phase="resolve",
              dice=["1", "2", "3", "1", "2", "3"],
              roll_results=[*FILLER, "3", *FILLER, "3", *FILLER, "3"])
    assert facts(s)["active"] == 3
    act(s, 3, "stop_rolling")
    assert facts(s)["active"] == 0
    act(s, 0, "stop_rolling")
    assert facts(s)["active"] == 1


# ------------------------------------------------------------------ rolling (4.1)


def test_three_rolls_with_keep_and_rekeep() -> None:
    s = table(city=1, active=0, phase="start",
              roll_results=["1", "2", "3", "energy", "heart", "smash",
                            "3", "3", "3",  # second roll: dice 3, 4, 5
                            "smash", "smash"])  # third roll: dice 0 and 3 (kept before)
    f = facts(s)
    assert f["dice"] == ["1", "2", "3", "energy", "heart", "smash"]
    assert f["rolls_left"] == 2 and f["pending"] == "roll"
    events = act(s, 0, "reroll", dice=0b111000)
    assert facts(s)["dice"] == ["1", "2", "3", "3", "3", "3"]
    assert facts(s)["rolls_left"] == 1
    assert [e.data for e in events if e.kind == "roll"] == [
        {"seat": 0, "faces": ["1", "2", "3", "3", "3", "3"], "roll": 2, "rerolled": [3, 4, 5]}]
    # the third roll may take back a die kept after the first roll (die 0) and one just rolled
    events = act(s, 0, "reroll", dice=0b001001)
    assert next(e.data for e in events if e.kind == "roll") == {
        "seat": 0, "faces": ["smash", "2", "3", "smash", "3", "3"], "roll": 3,
        "rerolled": [0, 3]}
    f = facts(s)
    assert f["dice"] == ["smash", "2", "3", "smash", "3", "3"]
    assert f["rolls_left"] == 0
    assert f["pending"] == "resolve"  # no fourth roll: resolving starts by itself
    assert legal(s) == [RESOLVE_NUMBERS, RESOLVE_SMASH]


def test_stop_rolling_early_keeps_the_dice() -> None:
    s = table(city=1, active=0, phase="start",
              roll_results=["3", "3", "3", "energy", "energy", "1"])
    assert facts(s)["rolls_left"] == 2
    events = act(s, 0, "stop_rolling")
    assert "roll" not in kinds(events)
    f = facts(s)
    assert f["dice"] == ["3", "3", "3", "energy", "energy", "1"]
    assert f["pending"] == "resolve"
    assert legal(s) == [RESOLVE_NUMBERS, RESOLVE_ENERGY]


def test_legal_roll_actions_are_stop_and_every_nonempty_mask() -> None:
    s = table(city=1, active=0, phase="roll", dice=["1"] * 6, rolls_left=1)
    actions = legal(s, 0)
    assert actions[0] == {"kind": "stop_rolling"}
    assert actions[1:] == [{"kind": "reroll", "dice": m} for m in range(1, 64)]
    assert legal(s, 1) == [] and legal(s, 2) == []
    assert s.to_move() == (0,)


@pytest.mark.parametrize("mask", [0, 64, 127, -1, True])
def test_bad_reroll_masks_are_refused(mask: Any) -> None:
    s = table(city=1, active=0, phase="roll", dice=["1"] * 6, rolls_left=2)
    refused(s, 0, "reroll", "not legal", dice=mask)


def test_no_reroll_without_a_roll_left() -> None:
    s = table(city=1, active=0, phase="roll", dice=["1", "1", "2", "energy", "smash", "heart"],
              rolls_left=0)
    # with no roll left and no card, the roll step is over: the dice resolve
    assert facts(s)["pending"] == "resolve"
    assert legal(s) == [RESOLVE_ENERGY, RESOLVE_SMASH, RESOLVE_HEART]
    refused(s, 0, "reroll", "not legal", dice=1)


# ------------------------------------------------------------------ resolving (4.2, 15.5)


def test_groups_resolve_in_the_order_the_player_picks() -> None:
    s = table(city=1, active=0, hp=[8, 10, 10], phase="resolve",
              dice=["3", "3", "3", "energy", "smash", "heart"])
    assert legal(s) == [RESOLVE_NUMBERS, RESOLVE_ENERGY, RESOLVE_SMASH, RESOLVE_HEART]
    act(s, 0, "resolve", group="heart", poison=0, shrink=0)
    assert facts(s)["hp"] == [9, 10, 10]
    assert legal(s) == [RESOLVE_NUMBERS, RESOLVE_ENERGY, RESOLVE_SMASH]
    act(s, 0, "resolve", group="smash")
    assert facts(s)["hp"] == [9, 9, 10]
    assert facts(s)["pending"] == "yield"
    act(s, 1, "stay")
    assert legal(s) == [RESOLVE_NUMBERS, RESOLVE_ENERGY]
    events = act(s, 0, "resolve", group="energy")
    # the last group (numbers) resolved by itself
    assert [e.data["group"] for e in events if e.kind == "resolve"] == ["energy", "numbers"]
    f = facts(s)
    assert f["vp"][0] == 3 and f["energy"][0] == 1 and f["hp"] == [9, 9, 10]


def test_a_single_group_resolves_by_itself() -> None:
    s = table(city=1, active=0, phase="resolve", dice=["1", "1", "2", "2", "3", "energy"])
    f = facts(s)
    assert f["energy"] == [1, 0, 0]
    assert f["active"] == 1  # nothing else to do: buying with 1 energy offers nothing


def test_a_group_resolved_twice_is_refused() -> None:
    s = table(city=1, active=0, phase="resolve",
              dice=["3", "3", "3", "energy", "energy", "heart"])
    act(s, 0, "resolve", group="energy")
    refused(s, 0, "resolve", "not legal", group="energy")
    refused(s, 0, "resolve", "not legal", group="smash")  # no SMASH rolled
    refused(s, 0, "resolve", "not legal", group="heart")  # hearts name the tokens cured


# ------------------------------------------------------------------ number scoring (4.2, 15.1)


@pytest.mark.parametrize(("dice", "vp", "wickedness"), [
    (["1", "1", "1", "2", "3", "energy"], 1, 2),
    (["1", "1", "1", "1", "3", "energy"], 2, 2),
    (["1", "1", "1", "1", "1", "energy"], 3, 2),
    (["1", "1", "1", "1", "1", "1"], 4, 4),
    (["2", "2", "2", "1", "3", "energy"], 2, 1),
    (["2", "2", "2", "2", "3", "energy"], 3, 1),
    (["2", "2", "2", "2", "2", "energy"], 4, 1),
    (["2", "2", "2", "2", "2", "2"], 5, 2),
    (["3", "3", "3", "1", "2", "energy"], 3, 0),
    (["3", "3", "3", "3", "2", "energy"], 4, 0),
    (["3", "3", "3", "3", "3", "energy"], 5, 0),
    (["3", "3", "3", "3", "3", "3"], 6, 0),
    (["1", "1", "1", "2", "2", "2"], 3, 3),
    (["1", "1", "2", "2", "3", "3"], 0, 0),
    (["1", "1", "energy", "energy", "heart", "smash"], 0, 0),
])
def test_number_scoring_and_wickedness(dice: list[str], vp: int, wickedness: int) -> None:
    # thresholds already rewarded, so no tile decision; seat 2 holds Tokyo
    s = table(city=2, active=0, levels_taken=[[3, 6, 10], [], []], phase="resolve", dice=dice)
    if RESOLVE_NUMBERS in legal(s):  # otherwise numbers was the only group, or did nothing
        act(s, 0, "resolve", group="numbers")
    f = facts(s)
    assert f["vp"] == [vp, 0, 0]
    assert f["wickedness"] == [wickedness, 0, 0]


def test_numbers_without_a_triple_are_not_offered() -> None:
    s = table(city=1, active=0, phase="resolve", dice=["1", "1", "2", "2", "energy", "heart"])
    assert legal(s) == [RESOLVE_ENERGY, RESOLVE_HEART]


# ------------------------------------------------------------------ wickedness gauge (4.2, 15.2-4)


def test_reaching_3_offers_a_level_3_tile() -> None:
    s = table(city=1, active=0, wickedness=[2, 0, 0], phase="resolve",
              dice=["2", "2", "2", "energy", "energy", "heart"])
    events = act(s, 0, "resolve", group="numbers")
    assert [e.data for e in events if e.kind == "wickedness"] == [
        {"seat": 0, "delta": 1, "total": 3, "why": "dice"}]
    f = facts(s)
    assert f["pending"] == "tile" and f["wickedness"][0] == 3
    assert legal(s) == [{"kind": "take_tile", "tile": t}
                        for t in ("devious", "eternal", "skulking", "tireless")]
    assert s.view(0)["pending"] == {"kind": "tile", "seat": 0, "level": 3}
    act(s, 0, "take_tile", tile="tireless")
    f = facts(s)
    assert f["tiles"][0] == ["tireless"]
    assert f["stacks"]["3"] == ["devious", "eternal", "skulking"]
    assert f["levels_taken"][0] == [3]
    assert f["pending"] == "resolve"
    assert legal(s) == [RESOLVE_ENERGY, RESOLVE_HEART]


def test_each_threshold_gives_a_tile_only_once() -> None:
    s = table(city=1, active=0, wickedness=[3, 0, 0], tiles=[["eternal"], [], []],
              phase="resolve", dice=["2", "2", "2", "energy", "energy", "heart"])
    assert facts(s)["levels_taken"][0] == [3]  # inferred from the gauge
    act(s, 0, "resolve", group="numbers")
    f = facts(s)
    assert f["wickedness"][0] == 4 and f["pending"] == "resolve"
    assert f["tiles"][0] == ["eternal"]
    # a monster whose counter is below 3 but already rewarded at 3 (the setup says so)
    s = table(city=1, active=0, wickedness=[2, 0, 0], levels_taken=[[3], [], []],
              phase="resolve", dice=["2", "2", "2", "energy", "energy", "heart"])
    act(s, 0, "resolve", group="numbers")
    assert facts(s)["wickedness"][0] == 3 and facts(s)["pending"] == "resolve"
    # 4 -> 6 gives the level-6 tile only
    s = table(city=1, active=0, wickedness=[4, 0, 0], phase="resolve",
              dice=["1", "1", "1", "energy", "energy", "heart"])
    act(s, 0, "resolve", group="numbers")
    assert s.view(0)["pending"] == {"kind": "tile", "seat": 0, "level": 6}


def test_two_thresholds_at_once_give_two_choices_lowest_first() -> None:
    s = table(city=1, active=0, wickedness=[2, 0, 0], phase="resolve", dice=["1"] * 6)
    # six 1s: +4 VP and +4 wickedness (2 -> 6), the only group, resolved by itself
    f = facts(s)
    assert f["vp"][0] == 4 and f["wickedness"][0] == 6
    assert s.view(0)["pending"] == {"kind": "tile", "seat": 0, "level": 3}
    act(s, 0, "take_tile", tile="devious")
    assert s.view(0)["pending"] == {"kind": "tile", "seat": 0, "level": 6}
    assert legal(s) == [{"kind": "take_tile", "tile": t} for t in
                        ("cyberbrain", "evil_lair", "full_regeneration", "widespread_panic")]
    refused(s, 0, "take_tile", "not legal", tile="eternal")  # level 3 is done
    act(s, 0, "take_tile", tile="evil_lair")
    f = facts(s)
    assert f["tiles"][0] == ["devious", "evil_lair"]
    assert f["levels_taken"][0] == [3, 6]


def test_an_empty_stack_gives_nothing() -> None:
    s = table(city=1, active=0, wickedness=[2, 0, 0], stacks={"3": []}, phase="resolve",
              dice=["2", "2", "2", "energy", "energy", "heart"])
    act(s, 0, "resolve", group="numbers")
    f = facts(s)
    assert f["wickedness"][0] == 3 and f["tiles"][0] == []
    assert f["pending"] == "resolve"  # no tile decision
    assert f["levels_taken"][0] == [3]


def test_the_gauge_stops_at_10() -> None:
    s = table(city=1, active=0, wickedness=[9, 0, 0], levels_taken=[[3, 6], [], []],
              phase="resolve", dice=["1", "1", "1", "1", "1", "1"])
    f = facts(s)
    assert f["wickedness"][0] == 10  # 9 + 4, capped
    assert s.view(0)["pending"] == {"kind": "tile", "seat": 0, "level": 10}
    assert legal(s) == [{"kind": "take_tile", "tile": "antimatter_beam"},
                        {"kind": "take_tile", "tile": "skybeam"}]
    s = table(city=1, active=0, wickedness=[10, 0, 0], phase="resolve",
              dice=["1", "1", "1", "energy", "energy", "heart"])
    events = act(s, 0, "resolve", group="numbers")
    assert "wickedness" not in kinds(events)
    assert facts(s)["wickedness"][0] == 10 and facts(s)["vp"][0] == 1


# ------------------------------------------------------------------ smash (4.2, 5)


def test_smash_from_outside_hits_only_tokyo() -> None:
    s = table(4, city=1, active=0, phase="resolve", dice=["smash", "smash", *FILLER[:4]])
    assert facts(s)["hp"] == [10, 8, 10, 10]
    assert facts(s)["pending"] == "yield" and s.to_move() == (1,)


def test_smash_from_tokyo_hits_every_monster_outside() -> None:
    s = table(4, city=0, active=0, phase="resolve", dice=["smash", "smash", *FILLER[:4]])
    f = facts(s)
    assert f["hp"] == [10, 8, 8, 8]
    assert f["active"] == 1  # nobody in Tokyo was hurt: no yield; the turn ended


def test_smash_with_nobody_in_tokyo_hurts_nobody_and_the_monster_enters() -> None:
    s = table(4, active=0, phase="resolve", dice=["smash", "smash", "smash", *FILLER[:3]])
    f = facts(s)
    assert f["hp"] == [10, 10, 10, 10]
    assert f["city"] == 0 and f["vp"][0] == 1


def test_city_and_bay_do_not_smash_each_other() -> None:
    dice = ["smash", "smash", *FILLER[:4]]
    s = table(5, city=0, bay=1, active=0, phase="resolve", dice=dice)
    assert facts(s)["hp"] == [10, 10, 8, 8, 8]
    s = table(5, city=1, bay=0, active=0, phase="resolve", dice=dice)
    assert facts(s)["hp"] == [10, 10, 8, 8, 8]
    s = table(5, city=1, bay=2, active=0, phase="resolve", dice=dice)
    assert facts(s)["hp"] == [10, 8, 8, 10, 10]  # from outside: both areas are hit
    assert facts(s)["pending"] == "yield" and s.to_move() == (1,)  # the City decides first
    act(s, 1, "stay")
    assert s.to_move() == (2,)


# ------------------------------------------------------------------ yielding (4.2, 7, 15.7)


def test_yield_keeps_the_loss_and_the_active_monster_enters() -> None:
    s = table(city=1, active=0, phase="resolve", dice=["smash", "smash", "smash", *FILLER[:3]])
    assert legal(s, 1) == [{"kind": "yield"}, {"kind": "stay"}]
    assert legal(s, 0) == []
    events = act(s, 1, "yield")
    f = facts(s)
    assert f["hp"] == [10, 7, 10]
    assert f["city"] == 0 and f["location"] == ["city", None, None]
    assert f["vp"] == [1, 0, 0]
    assert [(e.kind, e.data) for e in events if e.kind in ("leave", "enter")] == [
        ("leave", {"seat": 1, "area": "city", "why": "yield"}),
        ("enter", {"seat": 0, "area": "city"})]


def test_staying_keeps_the_city() -> None:
    s = table(city=1, active=0, phase="resolve", dice=["smash", *FILLER])
    act(s, 1, "stay")
    f = facts(s)
    assert f["city"] == 1 and f["hp"] == [10, 9, 10] and f["vp"] == [0, 2, 0]
    assert f["active"] == 1  # its own turn began in Tokyo: +2 VP


def test_no_yield_after_card_damage() -> None:
    s = table(city=1, active=0, energy=[5, 0, 0], phase="buy",
              market=["flame_thrower", "skyscraper", "frenzy"])
    act(s, 0, "buy", slot=0)
    f = facts(s)
    assert f["hp"] == [10, 8, 8]
    assert f["pending"] == "buy" and s.to_move() == (0,)  # no yield decision for seat 1
    assert f["city"] == 1
    refused(s, 1, "yield", "nothing to decide")


def test_no_yield_without_a_lost_heart() -> None:
    # Armor Plating ignores the loss of exactly 1 heart: nothing lost to SMASH, no yield
    s = table(city=1, active=0, cards=[[], ["armor_plating"], []], phase="resolve",
              dice=["smash", *FILLER])
    f = facts(s)
    assert f["hp"] == [10, 10, 10] and f["city"] == 1 and f["active"] == 1


def test_the_active_monster_may_not_yield_on_its_own_turn() -> None:
    s = table(city=0, active=0, phase="resolve", dice=["smash", "energy", *FILLER[:4]])
    assert legal(s) == [RESOLVE_ENERGY, RESOLVE_SMASH]
    refused(s, 0, "yield", "not legal")


# ------------------------------------------------------------------ Tokyo (4.3, 5, 9)


def test_must_enter_an_empty_tokyo_for_1_vp() -> None:
    s = table(active=0, energy=[2, 0, 0], phase="resolve", dice=["energy", *FILLER])
    f = facts(s)
    assert f["city"] == 0 and f["vp"] == [1, 0, 0]
    assert f["pending"] == "buy"


def test_starting_the_turn_in_tokyo_gives_2_vp() -> None:
    s = table(city=0, active=0, vp=[5, 0, 0], phase="start", roll_results=["heart", *FILLER])
    assert facts(s)["vp"] == [7, 0, 0]
    assert facts(s)["pending"] == "roll"


def test_no_healing_with_hearts_in_tokyo() -> None:
    s = table(city=0, active=0, hp=[6, 10, 10], phase="resolve",
              dice=["heart", "heart", "heart", "energy", "1", "2"])
    f = facts(s)
    assert f["hp"] == [6, 10, 10]
    assert f["energy"] == [1, 0, 0]  # the heart group was never offered


def test_hearts_heal_outside_up_to_the_maximum() -> None:
    s = table(city=1, active=0, hp=[7, 10, 10], phase="resolve",
              dice=["heart", "heart", "heart", "heart", "energy", "1"])
    act(s, 0, "resolve", group="heart", poison=0, shrink=0)
    assert facts(s)["hp"] == [10, 10, 10]
    assert facts(s)["max_hp"] == [10, 10, 10]


def test_tokyo_bay_is_not_used_with_four_players() -> None:
    s = table(4, city=1, active=0, phase="resolve", dice=["energy", *FILLER])
    f = facts(s)
    assert f["city"] == 1 and f["bay"] is None and f["bay_open"] is False
    assert f["location"][0] is None and f["vp"][0] == 0


@pytest.mark.parametrize("players", [5, 6])
def test_the_bay_must_be_entered_when_the_city_is_taken(players: int) -> None:
    s = table(players, city=1, active=0, phase="resolve", dice=["energy", *FILLER])
    f = facts(s)
    assert f["bay_open"] is True
    assert f["city"] == 1 and f["bay"] == 0 and f["vp"][0] == 1


def test_only_one_area_is_entered_per_turn() -> None:
    s = table(5, city=1, bay=2, active=0, phase="resolve",
              dice=["smash", "smash", *FILLER[:4]])
    act(s, 1, "yield")
    act(s, 2, "yield")
    f = facts(s)
    assert f["city"] == 0 and f["bay"] is None and f["vp"][0] == 1


def test_the_city_is_entered_before_the_bay() -> None:
    s = table(5, bay=1, active=0, phase="resolve", dice=["energy", *FILLER])
    f = facts(s)
    assert f["city"] == 0 and f["bay"] == 1


def test_the_bay_closes_at_four_monsters_its_monster_leaves() -> None:
    s = table(5, city=0, bay=1, active=0, hp=[10, 10, 10, 2, 10], phase="resolve",
              dice=["smash", "smash", "energy", *FILLER[:3]])
    events = act(s, 0, "resolve", group="smash")
    f = facts(s)
    assert f["alive"] == [True, True, True, False, True]
    assert f["bay"] is None and f["city"] == 0 and f["bay_open"] is False
    assert f["location"][1] is None and f["hp"][1] == 10
    # seat 3 died outside Tokyo (no leave event); then the Bay closed
    assert [e.data for e in events if e.kind == "leave"] == [
        {"seat": 1, "area": "bay", "why": "bay_closed"}]
    assert "move" not in kinds(events)


def test_the_bay_closing_moves_its_monster_to_an_empty_city_without_vp() -> None:
    s = table(5, city=1, bay=2, active=0, hp=[10, 1, 10, 10, 10], phase="resolve",
              dice=["smash", "energy", *FILLER[:4]])
    events = act(s, 0, "resolve", group="smash")
    f = facts(s)
    assert f["city"] == 2 and f["bay"] is None
    assert f["vp"] == [0, 0, 0, 0, 0]
    assert [e.data for e in events if e.kind == "move"] == [
        {"seat": 2, "from": "bay", "to": "city"}]
    assert f["pending"] == "yield" and s.to_move() == (2,)  # it lost a heart to SMASH
    act(s, 2, "yield")
    f = facts(s)
    assert f["city"] == 0 and f["vp"][0] == 1  # the active monster enters the City


def test_six_players_keep_the_bay_with_five_alive() -> None:
    s = table(6, city=0, bay=1, active=0, hp=[10, 10, 2, 10, 10, 10], phase="resolve",
              dice=["smash", "smash", *FILLER[:4]])
    f = facts(s)
    assert f["alive_count"] == 5 and f["bay_open"] is True and f["bay"] == 1


# ------------------------------------------------------------------ 2-player variant (9)


def test_two_player_variant_gives_energy_for_entering_and_starting_in_tokyo() -> None:
    s = table(2, active=0, phase="resolve", dice=[*FILLER, "3"])
    assert s.options["two_player_variant"] is True  # the default
    f = facts(s)
    assert f["city"] == 0 and f["vp"] == [0, 0] and f["energy"] == [1, 0]
    s = table(2, city=0, active=0, phase="start", roll_results=[*FILLER, "3"])
    f = facts(s)
    assert f["vp"] == [0, 0] and f["energy"] == [1, 0]


def test_two_player_variant_off_gives_vp() -> None:
    off = {"two_player_variant": False}
    s = table(2, options=off, active=0, phase="resolve", dice=[*FILLER, "3"])
    f = facts(s)
    assert f["city"] == 0 and f["vp"] == [1, 0] and f["energy"] == [0, 0]
    s = table(2, options=off, city=0, active=0, phase="start", roll_results=[*FILLER, "3"])
    f = facts(s)
    assert f["vp"] == [2, 0] and f["energy"] == [0, 0]


def test_two_player_variant_does_not_apply_to_three_players() -> None:
    s = table(3, options={"two_player_variant": True}, active=0, phase="resolve",
              dice=[*FILLER, "3"])
    assert facts(s)["vp"] == [1, 0, 0] and facts(s)["energy"] == [0, 0, 0]


# ------------------------------------------------------------------ tiles option (3.7)


def test_tiles_red_and_green_sides() -> None:
    red = GAME.new(3, 5, {"tiles": "red"})
    assert facts(red)["stacks"] == {
        "3": ["devious", "eternal", "skulking", "tireless"],
        "6": ["cyberbrain", "evil_lair", "full_regeneration", "widespread_panic"],
        "10": ["antimatter_beam", "skybeam"]}
    assert facts(GAME.new(3, 5))["stacks"] == facts(red)["stacks"]  # red is the default
    green = GAME.new(3, 5, {"tiles": "green"})
    assert facts(green)["stacks"] == {
        "3": ["barbs", "final_roar", "poison_spit", "underdog"],
        "6": ["defender_of_tokyo", "fluxling", "have_it_all", "sonic_boomer"],
        "10": ["final_push", "starburst"]}


def test_tiles_mix_picks_one_side_of_each_tile_from_the_seed() -> None:
    pairs = {t.tile: set() for t in GAME.content.tiles.values()}
    for t in GAME.content.tiles.values():
        pairs[t.tile].add(t.id)
    sides_seen = set()
    for seed in range(20):
        stacks = facts(GAME.new(4, seed, {"tiles": "mix"}))["stacks"]
        assert [len(stacks[k]) for k in ("3", "6", "10")] == [4, 4, 2]
        faces = [f for k in ("3", "6", "10") for f in stacks[k]]
        assert sorted(len(pair & set(faces)) for pair in pairs.values()) == [1] * 10
        for level, faces_at in stacks.items():
            assert all(GAME.content.tiles[f].level == int(level) for f in faces_at)
        sides_seen |= {GAME.content.tiles[f].side for f in faces}
        assert stacks == facts(GAME.new(4, seed, {"tiles": "mix"}))["stacks"]  # seeded
    assert sides_seen == {"red", "green"}


def test_bad_options_are_refused() -> None:
    with pytest.raises(OptionError, match="tiles"):
        GAME.new(3, 1, {"tiles": "blue"})
    with pytest.raises(OptionError, match="two_player_variant"):
        GAME.new(2, 1, {"two_player_variant": "yes"})


# ------------------------------------------------------------------ buying (4.4)


def test_buying_refills_the_market_at_once_and_the_new_card_is_buyable() -> None:
    s = table(city=1, active=0, energy=[10, 0, 0], phase="buy",
              market=["corner_store", "nova_breath", "energize"],
              deck_top=["commuter_train", "flame_thrower"])
    assert legal(s) == [{"kind": "end_turn"}, {"kind": "buy", "slot": 0},
                        {"kind": "buy", "slot": 1}, {"kind": "buy", "slot": 2},
                        {"kind": "sweep"}]
    deck = facts(s)["deck_size"]
    events = act(s, 0, "buy", slot=0)
    f = facts(s)
    assert f["market"] == ["commuter_train", "nova_breath", "energize"]
    assert f["energy"][0] == 7 and f["vp"][0] == 1  # Corner Store: 1 VP, then discarded
    assert f["discard"] == ["corner_store"] and f["deck_size"] == deck - 1
    assert {"card": s.market[0], "slot": 0} in [e.data for e in events if e.kind == "reveal"]
    act(s, 0, "buy", slot=0)  # the card just revealed
    f = facts(s)
    assert f["market"] == ["flame_thrower", "nova_breath", "energize"]
    assert f["energy"][0] == 3 and f["vp"][0] == 3
    assert legal(s) == [{"kind": "end_turn"}, {"kind": "buy", "slot": 0}, {"kind": "sweep"}]


def test_a_keep_card_stays_in_front_of_its_owner() -> None:
    s = table(city=1, active=0, energy=[4, 0, 0], phase="buy",
              market=["armor_plating", "nova_breath", "energize"])
    act(s, 0, "buy", slot=0)
    f = facts(s)
    assert f["cards"][0] == ["armor_plating"] and f["discard"] == []
    assert f["energy"][0] == 0


def test_sweep_costs_2_and_reveals_three_new_cards() -> None:
    s = table(city=1, active=0, energy=[3, 0, 0], phase="buy",
              market=["nova_breath", "frenzy", "energize"],
              deck_top=["corner_store", "tank", "skyscraper"])
    deck = facts(s)["deck_size"]
    act(s, 0, "sweep")
    f = facts(s)
    assert f["energy"][0] == 1
    assert f["market"] == ["corner_store", "tank", "skyscraper"]
    assert f["discard"] == ["nova_breath", "frenzy", "energize"]
    assert f["deck_size"] == deck - 3
    # 1 energy: neither another sweep nor a card; the buy step ends by itself
    assert f["active"] == 1


def test_buying_needs_the_energy() -> None:
    s = table(city=1, active=0, energy=[3, 0, 0], phase="buy",
              market=["nova_breath", "frenzy", "corner_store"])
    assert legal(s) == [{"kind": "end_turn"}, {"kind": "buy", "slot": 2}, {"kind": "sweep"}]
    refused(s, 0, "buy", "not legal", slot=0)
    refused(s, 0, "buy", "not legal", slot=3)
    s = table(city=1, active=0, energy=[1, 0, 0], phase="buy",
              market=["nova_breath", "frenzy", "corner_store"])
    assert facts(s)["active"] == 1  # nothing to buy, no sweep: the turn ended by itself


def test_an_empty_deck_is_reshuffled_from_the_discard_pile() -> None:
    s = table(city=1, active=0, energy=[6, 0, 0], phase="buy",
              market=["nova_breath", "frenzy", "energize"])
    s.discard.extend(s.deck[:-1])  # leave one card in the deck
    s.deck = s.deck[-1:]
    last = s.content.cards[s.deck[0]].id
    assert (facts(s)["deck_size"], facts(s)["discard_size"]) == (1, 62)
    events = act(s, 0, "sweep")
    f = facts(s)
    # the last card is revealed, then the 62 + 3 swept cards become the deck: 2 more revealed
    assert f["market"][0] == last
    assert [e.data for e in events if e.kind == "reshuffle"] == [{"size": 65}]
    assert (f["deck_size"], f["discard_size"]) == (63, 0)
    assert sorted(s.deck + [i for i in s.market]) == sorted(range(66))


# ------------------------------------------------------------------ elimination (4.2)


def test_elimination_discards_cards_tiles_energy_and_leaves_tokyo() -> None:
    s = table(4, city=1, active=0, hp=[10, 2, 10, 10], vp=[0, 7, 0, 0], energy=[0, 5, 0, 0],
              wickedness=[0, 3, 0, 0], cards=[[], ["energy_drink", "armor_plating"], [], []],
              tiles=[[], ["devious"], [], []], phase="resolve",
              dice=["smash", "smash", "smash", *FILLER[:3]])
    f = facts(s)
    assert f["alive"] == [True, False, True, True] and f["hp"][1] == 0
    assert f["cards"][1] == [] and f["tiles"][1] == []
    assert f["discard"] == ["energy_drink", "armor_plating"]
    assert f["tiles_out"] == ["devious"]
    assert f["energy"][1] == 0
    assert f["location"][1] is None
    assert f["vp"][1] == 7
    # the City emptied by the death: the active monster enters (15.9)
    assert f["city"] == 0 and f["vp"][0] == 1
    assert f["active"] == 2  # the eliminated seat 1 is skipped


def test_an_eliminated_monster_cannot_act() -> None:
    s = table(4, city=1, active=0, hp=[10, 1, 10, 10], phase="resolve",
              dice=["smash", *FILLER])
    assert facts(s)["alive"][1] is False
    assert s.legal(1) == ()
    refused(s, 1, "stop_rolling", "nothing to decide")


# ------------------------------------------------------------------ end of the game (10)


def test_20_vp_wins_at_the_end_of_the_turn_not_before() -> None:
    s = table(city=1, active=0, vp=[18, 0, 0], energy=[2, 0, 0], phase="resolve",
              dice=["3", "3", "3", "1", "2", "energy"])
    act(s, 0, "resolve", group="numbers")
    f = facts(s)
    assert f["vp"][0] == 21 and s.over is False and s.winners() == []
    assert f["pending"] == "buy"  # energy resolved by itself; the turn goes on
    events = act(s, 0, "end_turn")
    assert s.over is True and s.winners() == [0]
    assert facts(s)["phase"] == "over"
    assert [e.data for e in events if e.kind == "over"] == [{"winners": [0]}]
    assert s.to_move() == () and s.legal(0) == ()
    refused(s, 0, "end_turn", "the game is over")


def test_20_vp_from_starting_in_tokyo_wins_at_the_end_of_that_turn() -> None:
    s = table(city=0, active=0, vp=[18, 0, 0], phase="start", roll_results=["3", *FILLER])
    assert facts(s)["vp"][0] == 20 and not s.over and facts(s)["pending"] == "roll"
    act(s, 0, "stop_rolling")
    assert s.over and s.winners() == [0]


def test_the_active_monster_at_20_wins_alone() -> None:
    s = table(city=1, active=0, vp=[19, 20, 0], phase="resolve",
              dice=["3", "3", "3", "1", "2", "heart"])
    act(s, 0, "resolve", group="numbers")
    assert s.over and s.winners() == [0]


def test_other_monsters_at_20_share_the_win() -> None:
    s = table(city=2, active=0, vp=[3, 20, 21], phase="resolve", dice=["heart", *FILLER])
    assert s.over and s.winners() == [1, 2]


def test_the_last_monster_standing_wins_at_once() -> None:
    s = table(2, city=1, active=0, hp=[10, 1], energy=[5, 0], phase="resolve",
              dice=["smash", "energy", "energy", "1", "2", "3"])
    events = act(s, 0, "resolve", group="smash")
    f = facts(s)
    assert s.over and s.winners() == [0]
    assert f["alive"] == [True, False] and f["energy"] == [5, 0]  # energy never resolved
    assert kinds(events)[-1] == "over"


def test_the_game_goes_on_with_two_monsters_left() -> None:
    s = table(3, city=1, active=0, hp=[10, 1, 10], phase="resolve", dice=["smash", *FILLER])
    assert not s.over and facts(s)["alive_count"] == 2 and facts(s)["city"] == 0


def test_everyone_eliminated_together_means_no_winner() -> None:
    s = table(city=1, active=0, hp=[3, 1, 2], vp=[19, 5, 5], energy=[4, 0, 0], phase="buy",
              market=["high_altitude_bombing", "skyscraper", "frenzy"])
    act(s, 0, "buy", slot=0)
    assert s.over and s.winners() == [] and s.returns() == [0.0, 0.0, 0.0]
    assert facts(s)["alive"] == [False, False, False]


def test_20_vp_and_0_hearts_in_the_same_turn_does_not_win() -> None:
    s = table(city=1, active=0, hp=[4, 10, 10], vp=[15, 0, 0], energy=[5, 0, 0],
              phase="buy", market=["jet_fighters", "skyscraper", "frenzy"])
    act(s, 0, "buy", slot=0)
    f = facts(s)
    assert f["vp"][0] == 20 and f["alive"][0] is False
    assert not s.over and f["active"] == 1


# ------------------------------------------------------------------ illegal actions


@pytest.mark.parametrize(("seat", "kind", "args", "match"), [
    (1, "resolve", {"group": "numbers"}, "seat 1 has nothing to decide now"),
    (5, "resolve", {"group": "numbers"}, "seat 5 has nothing to decide now"),
    (0, "resolve", {"group": "smash"}, "not legal"),
    (0, "resolve", {"group": "heart"}, "not legal"),
    (0, "resolve", {"group": "lasers"}, "not legal"),
    (0, "resolve", {}, "not legal"),
    (0, "reroll", {"dice": 1}, "not legal"),
    (0, "stop_rolling", {}, "not legal"),
    (0, "buy", {"slot": 0}, "not legal"),
    (0, "sweep", {}, "not legal"),
    (0, "end_turn", {}, "not legal"),
    (0, "yield", {}, "not legal"),
    (0, "take_tile", {"tile": "devious"}, "not legal"),
    (0, "fly_away", {}, "not legal"),
])
def test_illegal_actions_while_resolving_change_nothing(seat: int, kind: str,
                                                        args: dict[str, Any], match: str) -> None:
    s = table(city=1, active=0, energy=[9, 0, 0], phase="resolve",
              dice=["3", "3", "3", "energy", "heart", "1"])
    refused(s, seat, kind, match, **args)


def test_illegal_actions_of_other_kinds_change_nothing() -> None:
    s = table(city=1, active=0, phase="resolve", dice=["smash", "energy", *FILLER[:4]])
    act(s, 0, "resolve", group="smash")  # seat 1 decides whether to yield
    refused(s, 0, "resolve", "seat 0 has nothing to decide now", group="energy")
    refused(s, 1, "stop_rolling", "not legal")
    refused(s, 1, "yield", "not legal", now=True)
    with pytest.raises(IllegalAction, match="not an action"):
        s.apply(1, {"kind": "yield"})  # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match="a seat is an integer"):
        s.apply(True, Action.make("yield"))  # type: ignore[arg-type]
    s = table(city=1, active=0, energy=[1, 0, 0], phase="roll", dice=["1"] * 6)
    refused(s, 0, "sweep", "not legal")
    refused(s, 0, "end_turn", "not legal")
    refused(s, 0, "extra_roll", "not legal", source="energy_drink")


# ------------------------------------------------------------------ legal lists


def test_legal_lists_along_a_whole_turn() -> None:
    s = table(city=1, active=0, wickedness=[2, 0, 0], energy=[2, 0, 0], phase="start",
              roll_results=["2", "2", "2", "smash", "energy", "heart"],
              market=["corner_store", "nova_breath", "energize"])
    assert s.to_move() == (0,)
    assert len(legal(s)) == 64 and legal(s)[0] == {"kind": "stop_rolling"}
    act(s, 0, "stop_rolling")
    assert legal(s) == [RESOLVE_NUMBERS, RESOLVE_ENERGY, RESOLVE_SMASH, RESOLVE_HEART]
    act(s, 0, "resolve", group="numbers")
    assert legal(s) == [{"kind": "take_tile", "tile": t}
                        for t in ("devious", "eternal", "skulking", "tireless")]
    act(s, 0, "take_tile", tile="skulking")
    assert legal(s) == [RESOLVE_ENERGY, RESOLVE_SMASH, RESOLVE_HEART]
    act(s, 0, "resolve", group="smash")
    assert s.to_move() == (1,)
    assert legal(s) == [{"kind": "yield"}, {"kind": "stay"}]
    assert legal(s, 0) == [] and legal(s, 2) == []
    act(s, 1, "yield")
    assert legal(s) == [RESOLVE_ENERGY, RESOLVE_HEART]
    act(s, 0, "resolve", group="energy")  # the hearts resolve by themselves (at 10: nothing)
    f = facts(s)
    assert f["pending"] == "buy" and f["city"] == 0
    assert f["vp"][0] == 3 and f["energy"][0] == 3 and f["hp"] == [10, 9, 10]
    assert legal(s) == [{"kind": "end_turn"}, {"kind": "buy", "slot": 0}, {"kind": "sweep"}]
    act(s, 0, "end_turn")
    assert s.to_move() == (1,) and facts(s)["pending"] == "roll"
