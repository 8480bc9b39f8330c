"""Exact rule tests for the genie game: wishes, the lamp race, the mistaken-rub penalty,
exploring, the wizard, talismans, scoring, My Precious, setup, illegal actions and ids.

Section numbers refer to /work/shared/reference/genie/rules.md."""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.errors import IllegalAction, OptionError
from ludoteca.core.events import Event
from ludoteca.core.rng import Rng
from ludoteca.games.genie import GAME, GenieState
from ludoteca.games.genie.catalog import place_action

from .helpers import act, cards, event, kinds, place, player, table

CHESTS = ("bronze", "silver", "gold")
SILVER_SET = ["jewellery:silver:bracelet", "jewellery:silver:ring", "jewellery:silver:necklace"]


def held(s: GenieState, seat: int, spec: str, nth: int = 0) -> int:
    return [c for c in s.hands[seat] if s.content.cards[c].spec == spec][nth]


def specs(s: GenieState, ids: list[int]) -> list[str]:
    return [s.content.cards[c].spec for c in ids]


def claims(s: GenieState, *order: tuple[int, bool]) -> list[Event]:
    events: list[Event] = []
    for seat, rub in order:
        events += act(s, seat, "rub" if rub else "pass")
    return events


def place_all(s: GenieState, *per_seat: tuple[tuple[str, int], ...] | tuple[str, int]
              ) -> list[Event]:
    events: list[Event] = []
    for seat, dice in enumerate(per_seat):
        dice_t = (dice,) if isinstance(dice[0], str) else dice
        events += place(s, seat, *dice_t)  # type: ignore[arg-type]
    return events


def summon_quietly(s: GenieState, seat: int = 0) -> None:
    """Every seat sets 3 on bronze (cancelling there); `seat` rubs, the others pass."""
    place_all(s, *[("bronze", 3)] * s.players)
    claims(s, (seat, True), *((i, False) for i in range(s.players) if i != seat))
    assert s.pending == ("wish", seat)


def lamp(s: GenieState) -> dict[str, Any]:
    return s.facts()["lamp"]


# ======================================================================= wishes
def test_refuse_refuse_then_the_third_wish_is_forced() -> None:
    s = table({"0": ["gem:red"], "1": ["gem:blue"], "2": []},
              lamp={"top": ["steal", "give", "draw_first:bronze"]},
              chests={"bronze": {"top": ["gem:green*1"]}})
    order = lamp(s)["order"]
    assert order[:3] == ["steal", "give", "draw_first:bronze"]
    summon_quietly(s)
    assert (lamp(s)["current"], lamp(s)["wish"], lamp(s)["size"]) == ("steal", 1, 24)
    assert [a.kind for a in s.legal(0)] == ["accept", "refuse"]
    events = act(s, 0, "refuse")
    assert kinds(events) == ["wish_refused", "wish"]
    assert event(events, "wish").data["number"] == 2
    assert (lamp(s)["current"], lamp(s)["wish"], lamp(s)["size"]) == ("give", 2, 24)
    assert lamp(s)["order"][-1] == "steal"  # the refused card went to the bottom at once
    assert [a.kind for a in s.legal(0)] == ["accept", "refuse"]
    events = act(s, 0, "refuse")
    assert kinds(events) == ["wish_refused", "wish", "wish_forced", "genie_draw",
                             *["chest_unclaimed"] * 3, "round"]
    assert event(events, "wish").data["number"] == 3
    assert cards(s, 0) == ["gem:red", "gem:green"]  # the third card's effect was applied
    after = lamp(s)
    assert after["size"] == 25 and after["current"] is None
    assert after["order"] == [*order[3:], "steal", "give", "draw_first:bronze"]
    assert s.facts()["round"] == 2


def test_a_forced_third_wish_still_asks_the_effects_own_choice() -> None:
    s = table({"0": [], "1": ["gem:blue"], "2": []}, lamp={"top": ["give", "give", "steal"]})
    summon_quietly(s)
    act(s, 0, "refuse")
    events = act(s, 0, "refuse")
    assert "wish_forced" in kinds(events)
    assert s.pending == ("steal", 0)
    assert [a.kind for a in s.legal(0)] == ["card"]
    assert Action.make("refuse") not in s.legal(0)
    act(s, 0, "card", card=held(s, 1, "gem:blue"))
    assert cards(s, 0) == ["gem:blue"]
    assert lamp(s)["order"][-3:] == ["give", "give", "steal"]


def test_accepting_the_first_wish_ends_the_wishes() -> None:
    s = table({"0": ["gem:red"], "1": [], "2": []},
              lamp={"top": ["draw_first:gold", "give", "steal"]},
              chests={"gold": {"top": ["gem:blue*2"]}})
    order = lamp(s)["order"]
    summon_quietly(s)
    events = act(s, 0, "accept")
    assert kinds(events)[:2] == ["wish_kept", "genie_draw"]
    assert "wish" not in kinds(events)
    assert cards(s, 0) == ["gem:red", "gem:blue"]
    assert lamp(s)["order"] == [*order[1:], "draw_first:gold"]
    assert lamp(s)["size"] == 25


def test_the_lamp_deck_never_shrinks_over_many_wishes() -> None:
    s = table({"0": [], "1": [], "2": []})
    initial = sorted(lamp(s)["order"])
    for _ in range(4):
        summon_quietly(s)
        for _ in range(2):
            assert lamp(s)["size"] + 1 == 25
            act(s, 0, "refuse")
        while s.pending is not None:  # answer the forced effect with its first option
            s.apply(s.pending[1], s.legal(s.pending[1])[0])
        assert lamp(s)["size"] == 25 and sorted(lamp(s)["order"]) == initial
    assert s.facts()["round"] == 5


# ==================================================================== lamp race
def _race_table(seed: int, race: str = "lottery") -> GenieState:
    s = table(seed=seed, options={"race": race})
    place_all(s, ("bronze", 4), ("silver", 4), ("gold", 2))
    return s


def test_lottery_picks_one_matched_claimer_deterministically_per_seed() -> None:
    winners = set()
    for seed in range(1, 31):
        s = _race_table(seed)
        act(s, 0, "rub")
        act(s, 2, "pass")
        rng = s.rng.copy()  # the lottery draws one speed order from the seeded generator
        speed = [0, 1, 2]
        rng.shuffle(speed)
        expected = [seat for seat in speed if seat in (0, 1)]
        act(s, 1, "rub")
        assert s.summoners == [(expected[0], 4)]
        assert s.pending == ("wish", expected[0])
        again = _race_table(seed)
        claims(again, (1, True), (0, True), (2, False))  # claim order does not matter
        assert again.summoners == s.summoners
        winners.add(expected[0])
    assert winners == {0, 1}


def test_arrival_picks_the_first_claim() -> None:
    for first, second in ((0, 1), (1, 0)):
        s = _race_table(7, "arrival")
        events = claims(s, (2, False), (first, True), (second, True))
        race = event(events, "race").data
        assert race == {"claims": [True, True, False], "groups": {"4": [0, 1]},
                        "summoners": [[first, 4]], "offenders": []}
        assert s.pending == ("wish", first)


def test_auto_race_needs_no_claims_and_has_no_mistaken_rubs() -> None:
    s = table(seed=3, options={"race": "auto"})
    place(s, 0, ("bronze", 4))
    place(s, 1, ("silver", 4))
    rng = s.rng.copy()
    speed = [0, 1, 2]
    rng.shuffle(speed)
    expected = [seat for seat in speed if seat in (0, 1)]
    events = place(s, 2, ("gold", 2))
    assert "claimed" not in kinds(events)
    assert s.phase == "resolve"
    assert s.facts()["phase"] != "claim"
    assert event(events, "race").data["claims"] == [True, True, False]
    assert s.offenders == []
    assert s.summoners == [(expected[0], 4)]
    assert s.to_move() == (expected[0],)


def test_auto_race_without_a_match_goes_straight_to_explore() -> None:
    s = table(options={"race": "auto"})
    place_all(s, ("bronze", 1), ("silver", 4), ("gold", 2))
    assert s.summoners == [] and s.offenders == []
    assert s.pending == ("draw", 0)
    assert s.facts()["explore"]["chest"] == "bronze"


def test_a_matched_seat_that_passes_forfeits() -> None:
    s = _race_table(1, "arrival")
    claims(s, (0, False), (1, True), (2, False))
    assert s.summoners == [(1, 4)] and s.offenders == []
    s = _race_table(1, "arrival")
    claims(s, (0, False), (1, False), (2, False))
    assert s.summoners == [] and s.offenders == []
    assert s.pending == ("draw", 0)  # straight to exploring bronze


def test_the_lower_value_group_wishes_first() -> None:
    s = table({str(i): [] for i in range(4)}, players=4,
              lamp={"top": ["draw_first:bronze", "draw_first:silver"]},
              chests={"bronze": {"top": ["gem:red*1"]}, "silver": {"top": ["gem:blue*1"]}})
    # 5s cancel on bronze, 3s cancel on silver: nobody explores
    place_all(s, ("bronze", 5), ("bronze", 5), ("silver", 3), ("silver", 3))
    claims(s, (0, True), (1, True), (2, True), (3, True))
    assert s.summoners == [(2, 3), (0, 5)]
    assert s.pending == ("wish", 2)
    act(s, 2, "accept")
    assert s.pending == ("wish", 0)
    act(s, 0, "accept")
    assert [cards(s, i) for i in range(4)] == [["gem:blue"], [], ["gem:red"], []]
    assert s.facts()["round"] == 2


def test_two_players_own_pair_does_not_match() -> None:
    s = table({"0": ["gem:red"], "1": []}, players=2)
    place(s, 0, ("bronze", 5), ("silver", 5))
    place(s, 1, ("bronze", 2), ("gold", 3))
    assert s.value_groups() == {}
    events = claims(s, (0, True), (1, False))
    assert event(events, "race").data["offenders"] == [0]
    assert s.summoners == []
    # 2 players: the offender's only opponent takes the card, nobody is asked whom
    assert s.pending == ("penalty_take", 1, 0)


def test_two_players_pair_matches_when_the_opponent_shows_the_value() -> None:
    s = table({"0": [], "1": []}, players=2)
    place(s, 0, ("bronze", 5), ("silver", 5))
    place(s, 1, ("bronze", 2), ("gold", 5))
    assert s.value_groups() == {5: [0, 1]}
    claims(s, (1, True), (0, True))
    assert s.summoners == [(1, 5)] and s.offenders == []


@pytest.mark.parametrize(("rule", "first", "expected"), [
    ("next_fastest", 0, [(0, 3), (1, 5)]),
    ("next_fastest", 1, [(1, 3), (0, 5)]),
    ("forfeit", 0, [(0, 3)]),
    ("forfeit", 1, [(1, 3)]),
])
def test_two_players_summon_once_per_round(rule: str, first: int,
                                           expected: list[tuple[int, int]]) -> None:
    s = table({"0": [], "1": []}, players=2,
              options={"two_player_second_group": rule})
    place(s, 0, ("bronze", 3), ("silver", 5))
    place(s, 1, ("bronze", 3), ("silver", 5))
    claims(s, (first, True), (1 - first, True))
    assert s.summoners == expected
    assert s.pending == ("wish", first)


def test_two_players_a_lone_claimer_summons_only_once() -> None:
    s = table({"0": [], "1": []}, players=2)
    place(s, 0, ("bronze", 3), ("silver", 5))
    place(s, 1, ("bronze", 3), ("silver", 5))
    claims(s, (0, True), (1, False))
    assert s.summoners == [(0, 3)]


# ============================================================ mistaken-rub penalty
def test_mistaken_rub_offender_picks_the_opponent_who_takes_a_card() -> None:
    s = table({"0": [], "1": ["gem:green"],
               "2": ["gem:red", "talisman@red", *SILVER_SET, "gem:blue"]})
    place_all(s, ("bronze", 2), ("silver", 4), ("gold", 6))
    events = claims(s, (2, True), (0, False), (1, False))
    assert event(events, "race").data["offenders"] == [2]
    assert s.summoners == []
    assert s.pending == ("penalty_opponent", 2)
    assert [a.to_json() for a in s.legal(2)] == [{"kind": "seat", "seat": 0},
                                                 {"kind": "seat", "seat": 1}]
    act(s, 2, "seat", seat=1)
    assert s.pending == ("penalty_take", 1, 2)
    assert s.view(1)["prompt"]["offender"] == 2
    assert specs(s, [a.get("card") for a in s.legal(1)]) == ["gem:red", "gem:blue"]
    events = act(s, 1, "card", card=held(s, 2, "gem:blue"))
    assert event(events, "penalty").data["taker"] == 1
    assert cards(s, 1) == ["gem:green", "gem:blue"]
    assert cards(s, 2) == ["gem:red", "talisman", *SILVER_SET]
    # then the round goes on: bronze is explored by seat 0
    assert s.pending == ("draw", 0)


def test_mistaken_rub_with_nothing_to_take_asks_nothing() -> None:
    s = table({"0": [], "1": ["gem:green"], "2": ["talisman@none", *SILVER_SET]})
    place_all(s, ("bronze", 2), ("silver", 4), ("gold", 6))
    events = claims(s, (0, False), (1, False), (2, True))
    assert event(events, "penalty").data == {"offender": 2, "taker": None, "card": None}
    assert "penalty_opponent" not in kinds(events)
    assert s.pending == ("draw", 0)
    assert cards(s, 2) == ["talisman", *SILVER_SET]


def test_mistaken_rub_two_players_the_opponent_takes() -> None:
    s = table({"0": ["gem:red", "gem:yellow"], "1": []}, players=2)
    place(s, 0, ("bronze", 2), ("silver", 6))
    place(s, 1, ("bronze", 1), ("gold", 3))
    claims(s, (0, True), (1, False))
    assert s.pending == ("penalty_take", 1, 0)
    act(s, 1, "card", card=held(s, 0, "gem:yellow"))
    assert cards(s, 0) == ["gem:red"] and cards(s, 1) == ["gem:yellow"]


def test_penalties_come_before_the_wishes() -> None:
    s = table({"0": [], "1": [], "2": ["gem:red"]})
    place_all(s, ("bronze", 4), ("silver", 4), ("gold", 6))
    claims(s, (2, True), (0, True), (1, True))
    assert s.offenders == [2] and s.summoners == [(0, 4)]
    assert s.pending == ("penalty_opponent", 2)
    act(s, 2, "seat", seat=0)
    act(s, 0, "card", card=held(s, 2, "gem:red"))
    assert s.pending == ("wish", 0)
    assert cards(s, 0) == ["gem:red"]


# ====================================================================== explore
def test_chests_are_explored_bronze_silver_gold() -> None:
    s = table()
    place_all(s, ("gold", 2), ("silver", 4), ("bronze", 6))
    claims(s, (0, False), (1, False), (2, False))
    order = []
    while s.pending is not None:
        order.append((s.facts()["explore"]["chest"], s.pending[1]))
        act(s, s.pending[1], "stop")
    assert order == [("bronze", 2), ("silver", 1), ("gold", 0)]
    assert s.facts()["round"] == 2


@pytest.mark.parametrize(("players", "bronze", "winner"), [
    ((4, 5), (0, 1), [0, 4]),  # Ex-8: the lowest die wins
    ((3, 3), (0, 1), None),  # Ex-10 A: equal dice cancel
    ((3, 3, 5), (0, 1, 2), [2, 5]),  # Ex-10 B: the unshared 5 wins
    ((2, 2, 2), (0, 1, 2), None),
    ((6, 1, 1), (0, 1, 2), [0, 6]),
    ((3, 4, 3, 2), (0, 1, 2, 3), [3, 2]),
    ((2, 2, 4, 4), (0, 1, 2, 3), None),
])
def test_ties_cancel_and_the_lowest_unshared_die_wins(players: tuple[int, ...],
                                                      bronze: tuple[int, ...],
                                                      winner: list[int] | None) -> None:
    n = max(3, len(players))
    s = table(players=n)
    for seat in range(n):
        if seat in bronze:
            place(s, seat, ("bronze", players[seat]))
        else:
            place(s, seat, ("silver", 3))
    assert s.facts()["chest_winners"]["bronze"] == winner


def test_example_8_maya_margot_maurice() -> None:
    s = table()
    place_all(s, ("bronze", 4), ("bronze", 5), ("silver", 3))
    assert s.facts()["chest_winners"] == {"bronze": [0, 4], "silver": [2, 3], "gold": None}
    assert s.phase == "claim"  # the claim window still opens
    events = claims(s, (0, False), (1, False), (2, False))
    assert event(events, "race").data["groups"] == {}
    assert s.summoners == [] and s.offenders == []
    assert s.facts()["explore"] == {"chest": "bronze", "seat": 0, "limit": 4, "drawn": [],
                                    "scorpions": 0}
    act(s, 0, "stop")
    assert s.facts()["explore"]["seat"] == 2 and s.facts()["explore"]["limit"] == 3


def _explorer(top: list[str], die: int, chest: str = "silver",
              options: dict | None = None, hand: list[str] | None = None) -> GenieState:
    """Seat 0 alone on `chest` with `die`; the other seats sit where nobody draws."""
    s = table({"0": hand or [], "1": [], "2": []}, chests={chest: {"top": top}},
              options=options or {})
    others = [c for c in CHESTS if c != chest]
    # seats 1 and 2 put equal dice on another chest: they cancel there
    place_all(s, (chest, die), (others[0], 6 if die != 6 else 5), (others[0], 6 if die != 6
                                                                           else 5))
    claims(s, (0, False), (1, False), (2, False))
    if s.facts()["explore"] is None or s.facts()["explore"]["chest"] != chest:
        raise AssertionError(s.facts())
    return s


def test_stopping_at_zero_cards_is_allowed() -> None:
    s = _explorer(["gem:red*1"], 4)
    size = s.facts()["chests"]["silver"]["size"]
    assert [a.kind for a in s.legal(0)] == ["draw", "stop"]
    events = act(s, 0, "stop")
    assert event(events, "kept").data["cards"] == []
    assert cards(s, 0) == []
    assert s.facts()["chests"]["silver"]["size"] == size


def test_drawing_one_card_at_a_time_and_the_die_value_ends_the_draw() -> None:
    s = _explorer(["gem:red*0", "gem:blue*1", "gem:green*1"], 2)
    size = s.facts()["chests"]["silver"]["size"]
    events = act(s, 0, "draw")
    assert kinds(events) == ["drawn"]
    assert s.facts()["explore"] == {"chest": "silver", "seat": 0, "limit": 2,
                                    "drawn": ["gem:red"], "scorpions": 0}
    assert s.pending == ("draw", 0)
    events = act(s, 0, "draw")
    assert kinds(events)[:2] == ["drawn", "kept"]
    assert cards(s, 0) == ["gem:red", "gem:blue"]
    assert s.facts()["chests"]["silver"]["size"] == size - 2
    assert s.facts()["chests"]["silver"]["top"][0] == "gem:green*1"
    assert s.facts()["round"] == 2


EX11 = ["gem:green*1", "gem:red*0", "jewellery:silver:necklace*2", "gem:blue*1"]


def test_example_11_three_cards_below_the_limit_are_kept() -> None:
    s = _explorer(EX11, 4)
    for _ in range(3):
        act(s, 0, "draw")
    assert s.facts()["explore"]["scorpions"] == 3
    assert s.pending == ("draw", 0)
    act(s, 0, "stop")
    assert cards(s, 0) == ["gem:green", "gem:red", "jewellery:silver:necklace"]


def test_example_11_bust_discards_every_card_drawn() -> None:
    s = _explorer(EX11, 4)
    discard = s.facts()["discard"]
    for _ in range(3):
        act(s, 0, "draw")
    events = act(s, 0, "draw")
    bust = event(events, "bust").data
    assert bust["scorpions"] == 4 and len(bust["lost"]) == 4
    assert cards(s, 0) == []
    assert s.facts()["discard"] == [*discard, "gem:green", "gem:red",
                                    "jewellery:silver:necklace", "gem:blue"]
    assert s.facts()["round"] == 2


def test_a_die_of_one_busts_on_any_scorpion() -> None:
    s = _explorer(["gem:yellow*1"], 1)
    events = act(s, 0, "draw")
    assert event(events, "bust").data["scorpions"] == 1
    assert cards(s, 0) == [] and s.facts()["discard"][-1] == "gem:yellow"
    s = _explorer(["gem:yellow*0"], 1)
    events = act(s, 0, "draw")
    assert "bust" not in kinds(events)
    assert cards(s, 0) == ["gem:yellow"]


def test_a_bust_talisman_is_discarded_and_never_placed() -> None:
    s = _explorer(["talisman*2"], 2, hand=["gem:red"])
    events = act(s, 0, "draw")
    assert "bust" in kinds(events) and "talisman" not in kinds(events)
    assert cards(s, 0) == ["gem:red"] and s.facts()["discard"][-1] == "talisman"


def test_two_players_each_die_is_explored_on_its_own_with_its_own_scorpions() -> None:
    s = table({"0": [], "1": []}, players=2,
              chests={"bronze": {"top": ["gem:red*1", "gem:blue*1"]},
                      "silver": {"top": ["gem:green*1", "gem:yellow*1", "gem:red*0"]}})
    place(s, 0, ("bronze", 2), ("silver", 3))
    place(s, 1, ("silver", 5), ("gold", 4))
    claims(s, (0, False), (1, False))
    assert s.facts()["chest_winners"] == {"bronze": [0, 2], "silver": [0, 3], "gold": [1, 4]}
    act(s, 0, "draw")
    events = act(s, 0, "draw")  # 2 scorpions on a 2: bust on bronze
    assert event(events, "bust").data["chest"] == "bronze"
    assert s.facts()["explore"] == {"chest": "silver", "seat": 0, "limit": 3, "drawn": [],
                                    "scorpions": 0}
    act(s, 0, "draw")
    act(s, 0, "draw")  # 2 scorpions on a 3: still safe
    assert s.facts()["explore"]["scorpions"] == 2
    act(s, 0, "draw")
    assert cards(s, 0) == ["gem:green", "gem:yellow", "gem:red"]
    assert s.pending == ("draw", 1) and s.facts()["explore"]["chest"] == "gold"


# ======================================================================= wizard
def test_the_wizard_counts_has_no_scorpion_and_the_round_is_finished() -> None:
    s = table(chests={"bronze": {"top": ["wizard:bronze", "gem:red*1", "gem:blue*1"]}})
    place_all(s, ("bronze", 2), ("silver", 4), ("gold", 5))
    claims(s, (0, False), (1, False), (2, False))
    events = act(s, 0, "draw")
    assert kinds(events) == ["drawn", "cave_closing"]
    assert s.facts()["explore"] == {"chest": "bronze", "seat": 0, "limit": 2,
                                    "drawn": ["wizard:bronze"], "scorpions": 0}
    assert s.facts()["closing"] is True and s.facts()["wizards_out"] == ["wizard:bronze"]
    act(s, 0, "draw")  # second card: the limit of 2 is reached (the wizard counted)
    assert cards(s, 0) == ["gem:red"]
    assert s.facts()["chests"]["bronze"]["top"][0] == "gem:blue*1"
    # silver and gold are still resolved, then the game ends
    assert s.pending == ("draw", 1) and s.facts()["explore"]["chest"] == "silver"
    act(s, 1, "stop")
    assert s.pending == ("draw", 2) and s.facts()["explore"]["chest"] == "gold"
    events = act(s, 2, "stop")
    assert kinds(events)[-1] == "game_over"
    assert s.is_over() and s.facts()["round"] == 1
    assert s.scores() == [6, 0, 0]  # the wizard is not a card point
    assert "wizard:bronze" not in cards(s, 0)


def test_a_die_of_one_does_not_bust_on_the_wizard() -> None:
    s = _explorer(["wizard:gold", "gem:red*0"], 1, chest="gold")
    events = act(s, 0, "draw")
    assert "bust" not in kinds(events)
    assert event(events, "kept").data["cards"] == []
    assert s.facts()["wizards_out"] == ["wizard:gold"]
    assert s.is_over()


def test_the_cave_closes_even_after_a_bust() -> None:
    s = _explorer(["wizard:silver", "jewellery:silver:necklace*2"], 2)
    discard = s.facts()["discard"]
    act(s, 0, "draw")
    events = act(s, 0, "draw")
    assert event(events, "bust").data["lost"] == [held_id(s, "jewellery:silver:necklace")]
    assert s.facts()["discard"] == [*discard, "jewellery:silver:necklace"]
    assert "wizard:silver" not in s.facts()["discard"]
    assert s.is_over() and s.facts()["wizards_out"] == ["wizard:silver"]


def held_id(s: GenieState, spec: str) -> int:
    return next(c for c in s.discard if s.content.cards[c].spec == spec)


def test_wizard_counts_false_lets_the_die_allow_one_more_card() -> None:
    s = _explorer(["wizard:silver", "gem:red*0", "gem:blue*0", "gem:green*0"], 2,
                  options={"wizard_counts": False})
    act(s, 0, "draw")
    assert s.facts()["explore"]["drawn"] == []
    act(s, 0, "draw")
    assert s.pending == ("draw", 0)
    act(s, 0, "draw")
    assert cards(s, 0) == ["gem:red", "gem:blue"]
    assert s.is_over()


# ==================================================================== talismans
def test_a_drawn_talisman_is_placed_on_a_chosen_held_colour() -> None:
    s = _explorer(["talisman*1"], 3, chest="bronze", hand=["gem:red", "gem:blue"])
    act(s, 0, "draw")
    act(s, 0, "stop")
    assert s.pending[:2] == ("talisman", 0)
    assert [a.get("colour") for a in s.legal(0)] == ["red", "blue"]
    with pytest.raises(IllegalAction):
        act(s, 0, "colour", colour="green")
    act(s, 0, "colour", colour="red")
    assert player(s, 0)["talismans"] == ["red"]
    assert player(s, 0)["gems"] == {"green": 0, "red": 2, "blue": 1, "yellow": 0}


def test_two_talismans_in_one_draw_are_placed_one_after_the_other() -> None:
    s = _explorer(["talisman*2", "talisman*2"], 6, chest="gold", hand=["gem:red", "gem:blue"])
    act(s, 0, "draw")
    act(s, 0, "draw")
    act(s, 0, "stop")
    first, second = [c for c in s.hands[0] if s.content.cards[c].kind == "talisman"]
    assert s.pending == ("talisman", 0, first)
    act(s, 0, "colour", colour="blue")
    assert s.pending == ("talisman", 0, second)
    act(s, 0, "colour", colour="red")
    assert player(s, 0)["talismans"] == ["blue", "red"]
    assert player(s, 0)["gems"] == {"green": 0, "red": 2, "blue": 2, "yellow": 0}
    assert s.facts()["round"] == 2


def test_a_talisman_with_one_held_colour_is_placed_automatically() -> None:
    s = _explorer(["talisman*1"], 3, chest="bronze", hand=["gem:green", "gem:green"])
    act(s, 0, "draw")
    events = act(s, 0, "stop")
    assert event(events, "talisman").data["colour"] == "green"
    assert player(s, 0)["gems"]["green"] == 3
    assert s.facts()["round"] == 2


def test_a_talisman_gained_without_gems_is_orphaned() -> None:
    s = _explorer(["talisman*1", "gem:red*0"], 3, chest="bronze",
                  hand=["jewellery:gold:ring"])
    act(s, 0, "draw")
    act(s, 0, "draw")  # a gem drawn in the same draw: placement happens after drawing
    events = act(s, 0, "stop")
    assert event(events, "talisman").data["colour"] == "red"
    s = _explorer(["talisman*1"], 3, chest="bronze", hand=["jewellery:gold:ring"])
    act(s, 0, "draw")
    events = act(s, 0, "stop")
    assert event(events, "talisman").data["colour"] is None
    assert player(s, 0)["talismans"] == [None] and player(s, 0)["orphans"] == 1
    assert s.scores()[0] == 2


def test_a_talisman_orphaned_by_a_steal_never_reattaches() -> None:
    s = table({"0": [], "1": ["gem:red", "talisman@red"], "2": []}, lamp={"top": ["steal"]},
              chests={"silver": {"top": ["gem:red*0", "talisman*2"]}})
    place_all(s, ("bronze", 3), ("silver", 3), ("bronze", 3))
    claims(s, (0, True), (1, False), (2, False))
    act(s, 0, "accept")
    events = act(s, 0, "card", card=held(s, 1, "gem:red"))
    assert "orphaned" in kinds(events)
    assert player(s, 1)["talismans"] == [None]
    # seat 1 explores silver alone and gains a red gem, then a new talisman
    assert s.pending == ("draw", 1)
    act(s, 1, "draw")
    act(s, 1, "draw")
    events = act(s, 1, "stop")
    assert event(events, "talisman").data["colour"] == "red"
    p = player(s, 1)
    assert p["cards"] == ["talisman", "gem:red", "talisman"]
    assert p["talismans"] == [None, "red"]
    assert p["gems"] == {"green": 0, "red": 2, "blue": 0, "yellow": 0}
    assert s.scores()[1] == 3 + 5  # three cards, red majority


def test_several_talismans_share_a_colour_and_stay_while_a_gem_remains() -> None:
    s = table({"0": [], "1": ["gem:red", "gem:red", "talisman@red", "talisman@red"], "2": []},
              lamp={"top": ["steal", "steal"]})
    assert player(s, 1)["gems"]["red"] == 4
    summon_quietly(s)
    act(s, 0, "accept")
    events = act(s, 0, "card", card=held(s, 1, "gem:red"))
    assert "orphaned" not in kinds(events)
    assert player(s, 1)["talismans"] == ["red", "red"]
    assert player(s, 1)["gems"]["red"] == 3
    summon_quietly(s)
    act(s, 0, "accept")
    events = act(s, 0, "card", card=held(s, 1, "gem:red"))
    assert [e.data["colour"] for e in events if e.kind == "orphaned"] == ["red", "red"]
    assert player(s, 1)["talismans"] == [None, None]
    assert player(s, 1)["gems"]["red"] == 0
    assert s.scores()[1] == 2


# ====================================================================== scoring
def test_complete_sets_score_6_8_10() -> None:
    metals = ("bronze", "silver", "gold")
    s = table({str(i): [f"jewellery:{m}:{p}" for p in ("bracelet", "ring", "necklace")]
               for i, m in enumerate(metals)})
    f = s.facts()["players"]
    assert [p["breakdown"] for p in f] == [
        {"cards": 3, "sets": {m: b}, "majorities": {}, "ring": 0, "total": 3 + b}
        for m, b in zip(metals, (6, 8, 10), strict=True)]
    assert [p["stealable"] for p in f] == [[], [], []]


def test_two_sets_of_one_metal_from_duplicate_pieces() -> None:
    gold = ["jewellery:gold:bracelet", "jewellery:gold:ring", "jewellery:gold:necklace"]
    s = table({"0": SILVER_SET * 2, "1": [*gold, "jewellery:gold:bracelet",
                                          "jewellery:gold:ring"], "2": []})
    p0, p1 = player(s, 0), player(s, 1)
    assert p0["sets"] == {"silver": 2} and p0["breakdown"]["sets"] == {"silver": 16}
    assert p0["score"] == 6 + 16 and p0["stealable"] == []
    assert p1["sets"] == {"gold": 1} and p1["score"] == 5 + 10
    # the later copies stay loose
    assert p1["stealable"] == ["jewellery:gold:bracelet", "jewellery:gold:ring"]


def test_majorities_ties_score_nobody_and_zero_never_wins() -> None:
    s = table({"0": ["gem:blue", "gem:blue", "gem:red", "talisman@red"],
               "1": ["gem:blue", "gem:blue", "gem:red", "gem:red", "talisman@none"],
               "2": ["gem:blue", "gem:green"]})
    b = [p["breakdown"] for p in s.facts()["players"]]
    # blue 2-2-1: tie, nobody; red 2 (talisman) - 2: tie; green: seat 2; yellow: all zero
    assert [x["majorities"] for x in b] == [{}, {}, {"green": 5}]
    assert s.scores() == [4, 5, 7]


def test_the_ring_scores_five() -> None:
    s = table({"0": ["gem:red"], "1": ["gem:blue"], "2": []}, ring=2)
    assert s.scores() == [6, 6, 5]
    assert player(s, 2)["breakdown"]["ring"] == 5 and player(s, 2)["ring"] is True


def test_example_14_maya_scores_25() -> None:
    maya = [*SILVER_SET, *["gem:green"] * 4, "gem:red", "gem:red", "gem:blue", "gem:blue",
            "gem:yellow"]
    s = table({"0": maya, "1": ["gem:red", "gem:red", "gem:blue", "gem:blue", "gem:yellow"],
               "2": []})
    assert player(s, 0)["breakdown"] == {"cards": 12, "sets": {"silver": 8},
                                         "majorities": {"green": 5}, "ring": 0, "total": 25}
    assert s.scores() == [25, 5, 0]


def test_tied_final_scores_share_the_victory() -> None:
    s = table({"0": ["gem:red"], "1": ["gem:blue"], "2": []},
              lamp={"top": ["draw_first:gold"]}, chests={"gold": {"top": ["wizard:gold"]}})
    summon_quietly(s)
    act(s, 0, "accept")
    assert s.is_over() and s.winners() == [0, 1]
    assert s.returns() == [0.5, 0.5, 0.0]


# =================================================================== My Precious
SIX_SAFE = ["gem:green*1", "gem:red*1", "gem:blue*1", "gem:yellow*1",
            "jewellery:bronze:necklace*1", "jewellery:bronze:ring"]


def _precious(top: list[str], ring: int | None = 2, my_precious: bool = True,
              discard: list[str] | None = None) -> GenieState:
    s = table(chests={"bronze": {"top": top}}, ring=ring,
              options={"my_precious": my_precious}, discard=discard or [])
    place_all(s, ("bronze", 6), ("silver", 2), ("silver", 2))
    claims(s, (0, False), (1, False), (2, False))
    assert s.facts()["explore"]["limit"] == 6
    return s


def test_my_precious_six_cards_on_a_six_take_the_ring_and_a_discard_pick() -> None:
    s = _precious(SIX_SAFE, discard=["jewellery:gold:necklace"])
    discard = list(s.discard)
    for _ in range(5):
        act(s, 0, "draw")
    assert s.facts()["explore"]["scorpions"] == 5
    events = act(s, 0, "draw")
    assert event(events, "ring").data == {"seat": 0, "from": 2}
    assert cards(s, 0) == [x.partition("*")[0] for x in SIX_SAFE]
    assert s.pending == ("ring_pick", 0)
    assert [a.get("card") for a in s.legal(0)] == [*discard, None]
    assert s.legal(0)[-1].kind == "decline"
    necklace = s.discard[-1]
    act(s, 0, "card", card=necklace)
    assert cards(s, 0)[-1] == "jewellery:gold:necklace"
    assert s.discard == discard[:-1]
    f = s.facts()["players"]
    assert f[0]["ring"] is True and f[2]["ring"] is False
    assert f[0]["breakdown"]["ring"] == 5 and f[2]["breakdown"]["ring"] == 0
    assert s.facts()["round"] == 2


def test_my_precious_decline_and_empty_discard() -> None:
    s = _precious(SIX_SAFE, ring=None)
    discard = list(s.discard)
    for _ in range(6):
        act(s, 0, "draw")
    events = act(s, 0, "decline")
    assert event(events, "ring_pick").data == {"seat": 0, "card": None}
    assert s.discard == discard and s.ring == 0

    s = table({"0": ["gem:green", "gem:green", "gem:red", "gem:red"],
               "1": ["gem:blue", "gem:blue"], "2": ["gem:yellow", "gem:yellow"]},
              chests={"bronze": {"top": SIX_SAFE}}, options={"my_precious": True})
    assert s.discard == []
    place_all(s, ("bronze", 6), ("silver", 2), ("silver", 2))
    claims(s, (0, False), (1, False), (2, False))
    for _ in range(6):
        act(s, 0, "draw")
    assert s.ring == 0 and s.pending is None and s.facts()["round"] == 2


def test_my_precious_a_talisman_picked_from_the_discard_is_placed() -> None:
    s = _precious(SIX_SAFE, discard=["talisman"])
    for _ in range(6):
        act(s, 0, "draw")
    act(s, 0, "card", card=s.discard[-1])
    assert s.pending[:2] == ("talisman", 0)
    act(s, 0, "colour", colour="yellow")
    assert player(s, 0)["gems"]["yellow"] == 2


def test_my_precious_stopping_at_five_gives_nothing() -> None:
    s = _precious(SIX_SAFE)
    for _ in range(5):
        act(s, 0, "draw")
    events = act(s, 0, "stop")
    assert "ring" not in kinds(events)
    assert s.ring == 2 and len(cards(s, 0)) == 5
    assert s.facts()["round"] == 2


def test_my_precious_bust_gives_nothing() -> None:
    s = _precious([*SIX_SAFE[:5], "talisman*1"])
    for _ in range(5):
        act(s, 0, "draw")
    events = act(s, 0, "draw")
    assert "bust" in kinds(events) and "ring" not in kinds(events)
    assert s.ring == 2 and cards(s, 0) == []


def test_my_precious_again_while_holding_the_ring_gives_another_pick() -> None:
    s = _precious(SIX_SAFE, ring=0)
    for _ in range(6):
        act(s, 0, "draw")
    assert s.ring == 0
    assert s.pending == ("ring_pick", 0)


def test_six_cards_without_my_precious_give_no_ring() -> None:
    s = _precious(SIX_SAFE, ring=None, my_precious=False)
    for _ in range(6):
        act(s, 0, "draw")
    assert s.ring is None and s.pending is None
    assert cards(s, 0) == [x.partition("*")[0] for x in SIX_SAFE]
    assert s.facts()["round"] == 2


# ======================================================================== setup
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2, 99])
def test_setup_piles_dice_and_starting_cards(players: int, seed: int) -> None:
    s = GAME.new(players, seed)
    content = s.content
    for c, pile in enumerate(s.piles):
        assert len(pile) == 26
        assert pile[5] == content.wizards[c]  # exactly five cards beneath the wizard
        assert sorted(pile[:5] + pile[6:]) == sorted(content.chest_cards[c])
        assert s.facts()["chests"][CHESTS[c]]["wizard_depth"] == 20
    per_seat = 2 if players == 2 else 1
    assert [len(h) for h in s.hands] == [per_seat] * players
    assert len(s.discard) == 8 - per_seat * players
    assert sorted([c for h in s.hands for c in h] + s.discard) == sorted(content.starting)
    assert sorted(s.lamp) == list(range(25))
    assert s.phase == "place" and s.to_move() == tuple(range(players))
    expected_places = 108 if players == 2 else 18
    assert len(s.legal(0)) == expected_places
    assert all(len(a.get("dice")) == (2 if players == 2 else 1) for a in s.legal(0))
    assert GAME.new(players, seed).digest() == s.digest()


def test_two_players_place_two_dice_on_different_chests() -> None:
    s = GAME.new(2, 5)
    pairs = {tuple(chest for chest, _ in a.get("dice")) for a in s.legal(0)}
    assert pairs == {("bronze", "silver"), ("bronze", "gold"), ("silver", "gold")}


@pytest.mark.parametrize("players", [1, 6, 0])
def test_unsupported_player_counts_are_rejected(players: int) -> None:
    with pytest.raises(OptionError, match="2-5 players"):
        GAME.new(players, 1)


@pytest.mark.parametrize("options", [{"colour_blind": True}, {"race": "fastest"},
                                     {"my_precious": "yes"}, {"wizard_counts": 1}])
def test_unknown_options_and_values_are_rejected(options: dict) -> None:
    with pytest.raises(OptionError):
        GAME.new(3, 1, options)


# ============================================================== illegal actions
def _refused(s: GenieState, seat: int, action: Any) -> None:
    before = s.digest()
    with pytest.raises(IllegalAction):
        s.apply(seat, action)
    assert s.digest() == before


def test_illegal_actions_leave_the_state_unchanged() -> None:
    s = table({"0": ["gem:red"], "1": ["gem:blue"], "2": []}, lamp={"top": ["steal"]})
    _refused(s, 0, Action.make("draw"))  # wrong phase
    _refused(s, 0, place_action((("bronze", 7),)))
    _refused(s, 0, place_action((("bronze", 3), ("silver", 3))))  # one die with 3 players
    _refused(s, 3, place_action((("bronze", 3),)))  # no such seat
    place(s, 0, ("bronze", 3))
    _refused(s, 0, place_action((("silver", 3),)))  # seat 0 already placed
    place(s, 1, ("bronze", 3))
    place(s, 2, ("bronze", 3))
    _refused(s, 0, place_action((("silver", 3),)))  # claim phase now
    act(s, 0, "rub")
    _refused(s, 0, Action.make("rub"))
    act(s, 1, "pass")
    act(s, 2, "pass")
    _refused(s, 1, Action.make("accept"))  # wrong seat: the wish is seat 0's
    _refused(s, 0, Action.make("draw"))
    act(s, 0, "accept")
    _refused(s, 0, Action.make("card", card=held(s, 0, "gem:red")))  # own card
    _refused(s, 0, Action.make("card", card=10_000))
    _refused(s, 0, {"kind": "card", "card": held(s, 1, "gem:blue")})  # not an Action


def test_two_dice_on_one_chest_is_refused_with_two_players() -> None:
    s = GAME.new(2, 1)
    _refused(s, 0, place_action((("bronze", 3), ("bronze", 4))))
    _refused(s, 0, place_action((("gold", 3),)))
    # the same two dice in the other order are accepted
    place(s, 0, ("gold", 3), ("bronze", 4))
    assert s.facts()["players"][0]["dice"] == [["bronze", 4], ["gold", 3]]


@pytest.mark.parametrize("data", [
    "rub", ["rub"], {}, {"kind": ""}, {"kind": 3}, {"kind": "card", "card": {"id": 1}},
])
def test_malformed_json_actions_are_refused_when_parsed(data: Any) -> None:
    with pytest.raises(IllegalAction):
        Action.from_json(data)


@pytest.mark.parametrize("data", [
    {"kind": "place", "dice": "bronze"},
    {"kind": "place", "dice": [["copper", 3]]},
    {"kind": "place", "dice": [["bronze"]]},
    {"kind": "place", "dice": [["bronze", "3"]]},
    {"kind": "place"},
    {"kind": "rub", "extra": 1},
    {"kind": "explode"},
])
def test_malformed_json_actions_are_refused_when_applied(data: Any) -> None:
    s = GAME.new(3, 1)
    _refused(s, 0, Action.from_json(data))


def test_no_action_is_accepted_once_the_game_is_over() -> None:
    s = table(lamp={"top": ["draw_first:silver"]}, chests={"silver": {"top": ["wizard:silver"]}})
    summon_quietly(s)
    act(s, 0, "accept")
    assert s.is_over() and s.to_move() == ()
    assert all(s.legal(i) == () for i in range(3))
    _refused(s, 0, place_action((("bronze", 3),)))


# =================================================================== action ids
def _random_playout(players: int, seed: int, options: dict) -> int:
    s = GAME.new(players, seed, options)
    rng = Rng(seed * 7919 + players)
    seen = 0
    total = GAME.num_distinct_actions(players, options)
    for _ in range(4000):
        if s.is_over():
            break
        seat = rng.choice(s.to_move())
        legal = list(s.legal(seat))
        ids = [GAME.action_id(s, a) for a in legal]
        assert len(set(ids)) == len(ids)
        for a, i in zip(legal, ids, strict=True):
            assert 0 <= i < total
            back = GAME.action_from_id(s, i)
            assert back == a and back.to_json() == a.to_json()
            assert Action.from_json(a.to_json()) == a
        seen += len(legal)
        s.apply(seat, rng.choice(legal))
    assert s.is_over()
    return seen


@pytest.mark.parametrize(("players", "options"), [
    (2, {}), (3, {"race": "arrival"}), (4, {"race": "auto", "my_precious": True}),
    (5, {"wizard_counts": False}), (2, {"two_player_second_group": "forfeit",
                                       "my_precious": True}),
])
def test_action_ids_round_trip_for_every_legal_action_seen(players: int,
                                                           options: dict) -> None:
    assert _random_playout(players, 11, options) > 100


def test_bad_action_ids_are_refused() -> None:
    s = GAME.new(3, 1)
    total = GAME.num_distinct_actions(3, {})
    assert total == 243
    for bad in (-1, total, "3", None):
        with pytest.raises(IllegalAction):
            GAME.action_from_id(s, bad)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction):
        GAME.action_id(s, Action.make("explode"))


def test_action_id_accepts_dice_in_any_order_like_apply() -> None:
    s = GAME.new(2, 3)
    listed = place_action((("bronze", 4), ("gold", 3)))
    swapped = Action.make("place", dice=(("gold", 3), ("bronze", 4)))
    assert GAME.action_id(s, swapped) == GAME.action_id(s, listed)
    s.apply(0, swapped)
    assert s.facts()["players"][0]["dice"] == [["bronze", 4], ["gold", 3]]


def test_seats_outside_the_table_have_nothing_to_do_and_no_view() -> None:
    s = GAME.new(3, 2)
    for seat in (-1, 3, 99):
        assert s.legal(seat) == ()
        with pytest.raises(IllegalAction, match="no seat"):
            s.view(seat)
    assert s.view(None)["seat"] is None


def test_lottery_uses_one_speed_order_for_every_group() -> None:
    # 2 players, both show 3 and 5: whoever is fastest wins the 3 group and, with
    # next_fastest, the other seat takes the 5 group; never the reverse split
    for seed in range(1, 21):
        s = table(players=2, seed=seed, options={"race": "lottery"})
        place(s, 0, ("bronze", 3), ("gold", 5))
        place(s, 1, ("bronze", 5), ("silver", 3))
        act(s, 0, "rub")
        rng = s.rng.copy()
        speed = [0, 1]
        rng.shuffle(speed)
        act(s, 1, "rub")
        assert s.summoners == [(speed[0], 3), (speed[1], 5)]
