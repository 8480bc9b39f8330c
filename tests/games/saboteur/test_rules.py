"""One test per action card kind, per role's win condition and per odd rule
(docs/saboteur.md lists the decisions these check)."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import IllegalAction

from .helpers import GOLD_MIDDLE, act, finish, kinds, table, way

ROLES7 = ["boss", "gold_digger_blue", "gold_digger_green", "gold_digger_green", "profiteer",
          "saboteur", "saboteur"]


def gold_table(maze, roles=ROLES7, options=None, front=None, **more):
    n = len(roles)
    return table(n, options, roles=roles, goals=GOLD_MIDDLE, maze=maze,
                 hands={"0": ["s1_straight_ew", "map"]}, front=front or {}, active=0,
                 **more)


# ------------------------------------------------------------------ action cards
def test_broken_tool_blocks_paths_and_never_twice() -> None:
    s = table(3, hands={"0": ["broken_pickaxe", "s1_cross"], "1": ["broken_pickaxe",
                                                                    "s1_cross"]})
    targets = [a.get("seat") for a in s.legal(0) if a.kind == "break"]
    assert targets == [0, 1, 2]  # any player, yourself included (B.4)
    act(s, 0, "break", card="broken_pickaxe", seat=1)
    assert s.facts()["front"][1] == ["broken_pickaxe"]
    assert [a.get("seat") for a in s.legal(1) if a.kind == "break"] == [0, 2]
    assert "path" not in kinds(s, 1)
    with pytest.raises(IllegalAction):
        act(s, 1, "path", card="s1_cross", x=1, y=0, turned=False)


def test_double_repair_mends_one_matching_tool() -> None:
    s = table(3, hands={"0": ["repair_pickaxe_lantern"]},
              front={"1": ["broken_pickaxe", "broken_lantern"], "2": ["broken_cart"]})
    legal = sorted((a.get("seat"), a.get("tool")) for a in s.legal(0) if a.kind == "repair")
    assert legal == [(1, "lantern"), (1, "pickaxe")]
    act(s, 0, "repair", card="repair_pickaxe_lantern", seat=1, tool="lantern")
    assert s.facts()["front"][1] == ["broken_pickaxe"]
    assert s.facts()["discard"] == ["broken_lantern", "repair_pickaxe_lantern"]


def test_rockfall_takes_a_path_card_never_start_or_goal() -> None:
    s = table(3, hands={"0": ["rockfall"]}, maze=[[1, 0, "s1_cross", False]])
    cells = [(a.get("x"), a.get("y")) for a in s.legal(0) if a.kind == "rockfall"]
    assert cells == [(1, 0)]
    act(s, 0, "rockfall", card="rockfall", x=1, y=0)
    assert "1,0" not in s.facts()["cells"] and s.facts()["discard"] == ["s1_cross", "rockfall"]


def test_map_shows_one_goal_to_its_player_only() -> None:
    s = table(3, hands={"0": ["map"]}, goals=GOLD_MIDDLE)
    events = act(s, 0, "map", card="map", goal=1)
    (ev,) = [e for e in events if e.kind == "map"]
    assert ev.for_seat(0)["goal_card"] == "goal_gold" and "goal_card" not in ev.for_seat(1)
    assert s.view(0)["board"]["goals"][1] == ["goal_gold", False, False]
    assert s.view(1)["board"]["goals"][1] == [None, False, False]
    assert s.view(None)["board"]["goals"][1] == [None, False, False]


def test_theft_in_front_of_yourself_once() -> None:
    s = table(3, hands={"0": ["theft", "theft"]}, active=0)
    act(s, 0, "theft", card="theft")
    assert s.facts()["front"][0] == ["theft"]
    s2 = table(3, hands={"0": ["theft"]}, front={"0": ["theft"]})
    assert "theft" not in kinds(s2, 0)


def test_hands_off_discards_a_theft() -> None:
    s = table(3, hands={"0": ["hands_off"]}, front={"2": ["theft"]})
    assert [a.get("seat") for a in s.legal(0) if a.kind == "hands_off"] == [2]
    act(s, 0, "hands_off", card="hands_off", seat=2)
    assert s.facts()["front"][2] == [] and s.theft_at[2] == -1


def test_swap_hand_the_other_player_draws() -> None:
    s = table(3, hands={"0": ["swap_your_hand", "map", "map"],
                        "1": ["rockfall", "theft"]}, pile_top=["s1_cross", "trapped"])
    events = act(s, 0, "swap_hand", card="swap_your_hand", seat=1)
    f = s.facts()
    assert f["hands"][0] == ["rockfall", "theft"]  # no draw for the player
    assert f["hands"][1] == ["map", "map", "s1_cross"]
    (ev,) = [e for e in events if e.kind == "swap_hand"]
    assert ev.for_seat(0)["hand"] == ["rockfall", "theft"] and "hand" not in ev.for_seat(2)


def test_swap_hand_tells_each_what_the_other_now_holds_until_it_goes_face_down() -> None:
    from ludoteca.core.rng import Rng
    from ludoteca.games.saboteur.hidden import determinize

    s = table(3, hands={"0": ["swap_your_hand", "map", "rockfall"],
                        "1": ["inspection", "theft"]}, pile_top=["s1_cross", "trapped"])
    act(s, 0, "swap_hand", card="swap_your_hand", seat=1)
    assert s.view(0)["known_cards"] == {"1": ["map", "rockfall"]}  # not the card 1 drew
    assert s.view(1)["known_cards"] == {"0": ["inspection", "theft"]}
    assert s.view(2)["known_cards"] == {} and "known_cards" not in s.view(None)
    for seed in range(20):  # a guess at the hidden cards keeps what the seat knows
        guess = determinize(s, 0, Rng(seed))
        assert {"map", "rockfall"} <= set(guess.facts()["hands"][1])
        assert guess.view(0) == s.view(0)
    act(s, 1, "map", card="map", goal=0)  # played face up: one map fewer known
    assert s.view(0)["known_cards"] == {"1": ["rockfall"]}
    act(s, 2, "discard", card=s.facts()["hands"][2][0])  # another hand: nothing changes
    act(s, 2, "done")
    act(s, 0, "discard", card="inspection")
    act(s, 0, "done")
    assert s.view(1)["known_cards"] == {}  # which card went face down nobody knows
    assert s.view(0)["known_cards"] == {"1": ["rockfall"]}


def test_inspection_shows_a_role_to_the_inspector_only() -> None:
    s = table(3, roles=["saboteur", "boss", "geologist"], hands={"0": ["inspection"]})
    act(s, 0, "inspect", card="inspection", seat=2)
    assert s.view(0)["known_roles"] == {"2": "geologist"}
    assert s.view(1)["known_roles"] == {} and s.view(1)["seats"][2]["role"] is None
    assert "known_roles" not in s.view(None)


def test_swap_hats_takes_from_the_face_down_pile() -> None:
    s = table(3, roles=["saboteur", "boss", "geologist"], hands={"0": ["swap_your_hats"]})
    targets = [a.get("seat") for a in s.legal(0) if a.kind == "swap_hats"]
    assert targets == [0, 1, 2]  # yourself included
    pile = list(s.role_pile)
    events = act(s, 0, "swap_hats", card="swap_your_hats", seat=0)
    assert s.roles[0] == pile[-1] and s.role_pile == pile[:-1] and s.role_out == ["saboteur"]
    (ev,) = [e for e in events if e.kind == "swap_hats"]
    assert ev.for_seat(0)["role"] == pile[-1] and "role" not in ev.for_seat(1)


def test_trapped_on_another_player_and_free_on_yourself() -> None:
    s = table(3, hands={"0": ["trapped"], "1": ["free_at_last", "s1_cross"]})
    assert [a.get("seat") for a in s.legal(0) if a.kind == "trap"] == [1, 2]
    act(s, 0, "trap", card="trapped", seat=1)
    assert "path" not in kinds(s, 1)
    assert [a.get("seat") for a in s.legal(1) if a.kind == "free"] == [1]
    act(s, 1, "free", card="free_at_last", seat=1)
    assert s.facts()["front"][1] == []


def test_discard_two_to_clear_a_card_then_draw_one() -> None:
    s = table(3, hands={"0": ["map", "rockfall", "theft"]}, front={"0": ["broken_cart"]},
              pile_top=["s1_cross"])
    act(s, 0, "clear", card="broken_cart")
    assert s.facts()["pending"] == "clear_discard"
    act(s, 0, "discard", card="map")
    act(s, 0, "discard", card="rockfall")
    f = s.facts()
    assert f["front"][0] == [] and f["hands"][0] == ["theft", "s1_cross"]
    assert f["buried"][0] == ["map", "rockfall"] and f["active"] == 1


def test_pass_discards_up_to_three_and_draws_as_many() -> None:
    s = table(3, hands={"0": ["map", "map", "theft", "rockfall"]},
              pile_top=["s1_cross", "s1_cross", "trapped"])
    act(s, 0, "discard", card="map")
    act(s, 0, "discard", card="map")
    act(s, 0, "discard", card="theft")  # the third ends the discards
    assert s.facts()["hands"][0] == ["rockfall", "s1_cross", "s1_cross", "trapped"]
    s = table(3, hands={"0": ["map", "map"]}, pile_top=["s1_cross"])
    act(s, 0, "discard", card="map")
    act(s, 0, "done")
    assert s.facts()["hands"][0] == ["map", "s1_cross"]


def test_empty_pile_one_card_a_turn_then_automatic_passes_and_round_end() -> None:
    s = table(3, hands={"0": ["map"], "1": [], "2": ["theft", "inspection"]}, pile=0)
    act(s, 0, "discard", card="map")  # no more discards, no draw (D.15)
    f = s.facts()
    assert f["hands"][0] == [] and f["active"] == 2  # seat 1 passed automatically
    act(s, 2, "discard", card="theft")
    assert s.facts()["active"] == 2  # the others have nothing: seat 2 again
    act(s, 2, "discard", card="inspection")
    assert s.round == 2 and s.results[0]["gold_found"] is False


# ------------------------------------------------------------------ roles and gold
def test_blue_door_lets_blue_through_and_shuts_green_out() -> None:
    s = gold_table(way((3, "s2_door_blue_ew")))
    finish(s, 0)
    assert s.results[0]["winners"] == [0, 1, 4] and s.results[0]["points"] == [2, 3, 0, 0, 1, 0, 0]


def test_green_door_lets_green_through() -> None:
    s = gold_table(way((3, "s2_door_green_ew")))
    finish(s, 0)
    assert s.results[0]["winners"] == [0, 2, 3, 4]
    assert s.results[0]["points"] == [1, 0, 2, 2, 0, 0, 0]


def test_no_door_both_teams_win() -> None:
    s = gold_table(way())
    finish(s, 0)
    assert s.results[0]["winners"] == [0, 1, 2, 3, 4]
    # 5 winners: 1 each, the deductions floor at 0
    assert s.results[0]["points"] == [0, 1, 1, 1, 0, 0, 0]


def test_blue_and_green_doors_in_series_leave_the_boss_alone_with_the_full_amount() -> None:
    roles = ["boss", "gold_digger_blue", "gold_digger_green", "saboteur"]
    s = gold_table(way((3, "s2_door_blue_ew"), (4, "s2_door_green_ew")), roles=roles)
    finish(s, 0)
    assert s.results[0]["winners"] == [0] and s.results[0]["points"] == [5, 0, 0, 0]


def test_profiteer_alone_full_or_minus_two() -> None:
    roles = ["profiteer", "saboteur", "gold_digger_blue"]
    for option, want in (("full", 5), ("minus_two", 3)):
        s = table(3, {"profiteer_alone": option}, roles=roles, pile=0,
                  hands={"0": ["map"], "1": [], "2": []}, front={"1": ["trapped"]})
        act(s, 0, "discard", card="map")
        assert s.results[0]["winners"] == [0] and s.results[0]["points"] == [want, 0, 0]


def test_saboteurs_win_without_the_gold() -> None:
    roles = ["saboteur", "saboteur", "gold_digger_blue", "boss", "geologist"]
    s = table(5, roles=roles, pile=0, hands={"0": ["map"], "1": [], "2": [], "3": [],
                                             "4": []}, maze=[[1, 0, "s2_crystal_cross", False]])
    act(s, 0, "discard", card="map")
    assert s.results[0]["winners"] == [0, 1] and s.results[0]["points"] == [4, 4, 0, 0, 0]


def test_two_geologists_split_crystals_rounded_down_and_a_trapped_one_loses_its_half() -> None:
    roles = ["boss", "geologist", "geologist", "saboteur"]
    maze = [[1, 0, "s2_crystal_cross", False], [2, 0, "s1_cross", False],
            [3, 0, "s1_cross", False], [4, 0, "s1_straight_ew", False],
            [5, 0, "s1_straight_ew", False], [6, 0, "s1_cross", False],
            [1, 1, "s2_crystal_t_esw", False], [1, -1, "s2_crystal_t_esw", False]]
    s = gold_table(maze, roles=roles, front={"2": ["trapped"]})
    finish(s, 0)
    assert s.results[0]["crystals"] == 3
    # boss alone: 5; geologists 3 // 2 = 1 each, the trapped one's is lost
    assert s.results[0]["points"] == [5, 1, 0, 0]


def test_geologist_option_official_scores_without_the_gold() -> None:
    roles = ["geologist", "saboteur", "boss"]
    for option, want in (("seed", 0), ("official", 1)):
        s = table(3, {"geologist": option}, roles=roles, pile=0,
                  hands={"0": ["map"], "1": [], "2": []},
                  maze=[[1, 0, "s2_crystal_cross", False]])
        act(s, 0, "discard", card="map")
        assert s.results[0]["points"][0] == want


def test_trapped_players_are_not_counted() -> None:
    s = gold_table(way((3, "s2_door_blue_ew")), front={"4": ["trapped"]})
    finish(s, 0)
    # blue and boss win: 2 winners, 4 gold base; the trapped profiteer gets nothing
    assert s.results[0]["winners"] == [0, 1] and s.results[0]["points"] == [3, 4, 0, 0, 0, 0, 0]


def test_official_winner_rule_finisher_team_first() -> None:
    roles = ["gold_digger_green", "gold_digger_blue", "saboteur"]
    maze = [[1, 0, "s1_cross", False], [2, 0, "s1_cross", False], [3, 0, "s1_cross", False],
            [4, 0, "s1_straight_ew", False], [5, 0, "s1_straight_ew", False],
            [6, 0, "s1_cross", False], [1, -1, "s1_cross", False]]
    for rule, winners in (("seed", [0, 1]), ("official", [0])):
        s = gold_table(maze, roles=roles, options={"winner_rule": rule})
        finish(s, 0)
        assert s.results[0]["winners"] == winners


def test_theft_order_and_blocks() -> None:
    roles = ["boss", "gold_digger_blue", "saboteur", "saboteur", "profiteer"]
    s = gold_table(way(), roles=roles, gold=[0, 0, 0, 0, 0],
                   front={"1": ["theft"], "2": ["theft", "broken_cart"], "3": ["theft"]},
                   state={"theft_at": [-1, 1, 0, 2, -1], "clock": 3})
    events = finish(s, 0)
    blocked = [e.data["seat"] for e in events if e.kind == "theft_blocked"]
    assert s.to_move() == (3,)  # seat 3 played last
    act(s, 3, "steal", seat=1)
    assert s.to_move() == (1,)  # then clockwise: seat 4 has none, 0 none, then seat 1
    act(s, 1, "steal", seat=3)
    events = s._ev
    assert s.round == 2 and blocked == []
    assert s.results[0]["points"][3] == 0
    # seat 2 came after seat 1 and was blocked by its broken tool
    s2 = gold_table(way(), roles=roles, front={"2": ["theft", "broken_cart"]})
    events = finish(s2, 0)
    assert [e.data for e in events if e.kind == "theft_blocked"] == [
        {"seat": 2, "reason": "broken"}]
