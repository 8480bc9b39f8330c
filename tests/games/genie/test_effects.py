"""Lamp-card effect primitives, each driven through the real round flow.

Every test builds an exact table with `scenario_state`, places dice so that the summoner
is matched, claims the lamp (race "arrival": the first claim wins), keeps the wish, answers
the effect's decisions and checks hands, piles, discard and views exactly.
"""

from __future__ import annotations

import pytest

from ludoteca.games.genie import GenieState

from .helpers import act, cards, event, kinds, place, table

CHESTS = ("bronze", "silver", "gold")


def held(s: GenieState, seat: int, spec: str, nth: int = 0) -> int:
    """Id of the nth card matching spec in the seat's hand."""
    ids = [c for c in s.hands[seat] if s.content.cards[c].spec == spec]
    return ids[nth]


def legal_cards(s: GenieState, seat: int) -> list[tuple[int, str]]:
    """(owner, spec) of each card action the seat may choose now, in offered order."""
    out = []
    for a in s.legal(seat):
        assert a.kind == "card"
        cid = a.get("card")
        owner = next((o for o, h in enumerate(s.hands) if cid in h), "discard")
        out.append((owner, s.content.cards[cid].spec))
    return out


def summon_quietly(s: GenieState, seat: int = 0) -> None:
    """Every seat sets 3 on bronze (2 players: 3 on bronze, 4 on silver); `seat` rubs, the
    others pass. The equal dice cancel on their chests, so nobody explores this round."""
    for i in range(s.players):
        if s.players == 2:
            place(s, i, ("bronze", 3), ("silver", 4))
        else:
            place(s, i, ("bronze", 3))
    assert s.phase == "claim"
    act(s, seat, "rub")
    for i in range(s.players):
        if i != seat:
            act(s, i, "pass")
    assert s.summoners == [(seat, 3)]
    assert s.pending == ("wish", seat)


def lamp_after(s: GenieState) -> tuple[int, str]:
    f = s.facts()["lamp"]
    return f["size"], f["order"][-1]


def assert_next_round(s: GenieState) -> None:
    f = s.facts()
    assert (f["phase"], f["round"], f["pending"], f["closing"]) == ("place", 2, None, False)


# ------------------------------------------------------------------ draw_first
@pytest.mark.parametrize(("chest", "top"), [
    ("bronze", "jewellery:bronze:necklace*1"),
    ("silver", "jewellery:silver:necklace*2"),
    ("gold", "jewellery:gold:ring*2"),
])
def test_draw_first_takes_the_top_card_of_its_chest(chest: str, top: str) -> None:
    s = table({"0": ["gem:blue"], "1": [], "2": []}, lamp={"top": [f"draw_first:{chest}"]},
              chests={chest: {"top": [top, "gem:yellow*1"]}})
    before = s.facts()["chests"]
    summon_quietly(s)
    events = act(s, 0, "accept")
    assert "genie_draw" in kinds(events)
    assert event(events, "genie_draw").data["card"]["kind"] == "jewellery"
    assert cards(s, 0) == ["gem:blue", top.partition("*")[0]]
    after = s.facts()["chests"]
    assert after[chest]["size"] == before[chest]["size"] - 1 == 25
    assert after[chest]["top"][0] == "gem:yellow*1"
    assert after[chest]["wizard_depth"] == before[chest]["wizard_depth"] - 1 == 19
    for other in CHESTS:
        if other != chest:
            assert after[other] == before[other]
    assert lamp_after(s) == (25, f"draw_first:{chest}")
    assert_next_round(s)


@pytest.mark.parametrize("chest", CHESTS)
def test_draw_first_revealing_a_wizard_ends_the_game_at_once(chest: str) -> None:
    s = table({"0": ["gem:blue"], "1": ["gem:red"], "2": []},
              lamp={"top": [f"draw_first:{chest}", "steal"]},
              chests={chest: {"top": [f"wizard:{chest}", "gem:green*1"]}})
    # dice that would explore all three chests if the round went on
    place(s, 0, ("gold", 3))
    place(s, 1, ("silver", 3))
    place(s, 2, ("bronze", 5))
    act(s, 0, "rub")
    act(s, 1, "pass")
    act(s, 2, "pass")
    events = act(s, 0, "accept")
    assert kinds(events) == ["wish_kept", "genie_draw", "cave_closing", "game_over"]
    assert event(events, "cave_closing").data == {"chest": chest, "at_once": True}
    f = s.facts()
    assert s.is_over() and f["phase"] == "over" and f["closing"] is True
    assert s.to_move() == ()
    assert f["wizards_out"] == [f"wizard:{chest}"]
    assert f["chests"][chest]["top"][0] == "gem:green*1"
    assert f["chests"][chest]["wizard_depth"] is None
    # nothing else happened: no explore, hands unchanged, the lamp card back at the bottom
    assert [p["cards"] for p in f["players"]] == [["gem:blue"], ["gem:red"], []]
    assert f["lamp"]["size"] == 25 and f["lamp"]["current"] is None
    assert f["lamp"]["wish"] == 0
    assert f["lamp"]["order"][0] == "steal"
    assert f["lamp"]["order"][-1] == f"draw_first:{chest}"
    assert s.scores() == [6, 6, 0]
    assert event(events, "game_over").data["scores"] == [6, 6, 0]
    assert s.winners() == [0, 1]


def test_draw_first_talisman_is_placed_on_a_chosen_colour() -> None:
    s = table({"0": ["gem:red", "gem:blue"], "1": [], "2": []},
              lamp={"top": ["draw_first:bronze"]}, chests={"bronze": {"top": ["talisman"]}})
    summon_quietly(s)
    act(s, 0, "accept")
    assert s.pending[:2] == ("talisman", 0)
    assert [a.to_json() for a in s.legal(0)] == [
        {"kind": "colour", "colour": "red"}, {"kind": "colour", "colour": "blue"}]
    events = act(s, 0, "colour", colour="blue")
    assert event(events, "talisman").data["colour"] == "blue"
    p = s.facts()["players"][0]
    assert p["cards"] == ["gem:red", "gem:blue", "talisman"]
    assert p["talismans"] == ["blue"]
    assert p["gems"] == {"green": 0, "red": 1, "blue": 2, "yellow": 0}
    assert lamp_after(s) == (25, "draw_first:bronze")
    assert_next_round(s)


def test_draw_first_talisman_with_one_colour_is_placed_without_a_question() -> None:
    s = table({"0": ["gem:red", "gem:red"], "1": [], "2": []},
              lamp={"top": ["draw_first:gold"]}, chests={"gold": {"top": ["talisman"]}})
    summon_quietly(s)
    events = act(s, 0, "accept")
    assert event(events, "talisman").data["colour"] == "red"
    assert s.facts()["players"][0]["gems"]["red"] == 3
    assert_next_round(s)


def test_draw_first_from_an_empty_chest_does_nothing() -> None:
    s = table({"0": ["gem:red"], "1": [], "2": []}, lamp={"top": ["draw_first:silver"]},
              chests={"silver": {"size": 0}})
    summon_quietly(s)
    events = act(s, 0, "accept")
    assert event(events, "wish_no_effect").data == {
        "seat": 0, "effect": "draw_first", "why": "the silver chest is empty",
        "chest": "silver"}
    assert "genie_draw" not in kinds(events)
    assert cards(s, 0) == ["gem:red"]
    assert lamp_after(s) == (25, "draw_first:silver")
    assert_next_round(s)


# ----------------------------------------------------------------------- steal
def test_steal_offers_every_unprotected_opponent_card_and_orphans_a_talisman() -> None:
    silver_set = ["jewellery:silver:bracelet", "jewellery:silver:ring",
                  "jewellery:silver:necklace"]
    s = table({"0": ["gem:green"], "1": [*silver_set, "talisman@red", "gem:red"],
               "2": ["gem:blue", "jewellery:gold:ring"]}, lamp={"top": ["steal"]})
    summon_quietly(s)
    act(s, 0, "accept")
    assert s.pending == ("steal", 0)
    assert s.to_move() == (0,)
    assert legal_cards(s, 0) == [(1, "gem:red"), (2, "gem:blue"), (2, "jewellery:gold:ring")]
    events = act(s, 0, "card", card=held(s, 1, "gem:red"))
    assert kinds(events)[:2] == ["orphaned", "stolen"]
    assert event(events, "stolen").data["from"] == 1
    f = s.facts()["players"]
    assert f[0]["cards"] == ["gem:green", "gem:red"]
    assert f[1]["cards"] == [*silver_set, "talisman"]
    assert f[1]["talismans"] == [None] and f[1]["orphans"] == 1
    assert f[1]["gems"] == {"green": 0, "red": 0, "blue": 0, "yellow": 0}
    assert f[2]["cards"] == ["gem:blue", "jewellery:gold:ring"]
    assert lamp_after(s) == (25, "steal")
    assert_next_round(s)


def test_steal_with_only_protected_opponent_cards_does_nothing() -> None:
    s = table({"0": ["gem:green"],
               "1": ["jewellery:gold:bracelet", "jewellery:gold:ring", "jewellery:gold:necklace",
                     "talisman@none"],
               "2": []}, lamp={"top": ["steal"]})
    summon_quietly(s)
    events = act(s, 0, "accept")
    assert event(events, "wish_no_effect").data["effect"] == "steal"
    assert [p["cards"] for p in s.facts()["players"]] == [
        ["gem:green"],
        ["jewellery:gold:bracelet", "jewellery:gold:ring", "jewellery:gold:necklace",
         "talisman"],
        []]
    assert_next_round(s)


# -------------------------------------------------------------------- exchange
def test_exchange_swaps_two_cards_and_orphans_the_givers_talisman() -> None:
    s = table({"0": ["gem:red", "talisman@red", "gem:green"], "1": ["gem:red", "gem:blue"],
               "2": []}, lamp={"top": ["exchange"]})
    summon_quietly(s)
    act(s, 0, "accept")
    assert s.pending == ("exchange_own", 0)
    assert legal_cards(s, 0) == [(0, "gem:red"), (0, "gem:green")]
    mine = held(s, 0, "gem:red")
    act(s, 0, "card", card=mine)
    assert s.pending == ("exchange_theirs", 0, mine)
    assert legal_cards(s, 0) == [(1, "gem:red"), (1, "gem:blue")]
    theirs = held(s, 1, "gem:red")
    events = act(s, 0, "card", card=theirs)
    assert event(events, "exchanged").data["with"] == 1
    assert event(events, "orphaned").data == {"seat": 0, "card": held(s, 0, "talisman"),
                                              "colour": "red"}
    f = s.facts()["players"]
    assert s.hands[0][-1] == theirs and s.hands[1][-1] == mine
    assert f[0]["cards"] == ["talisman", "gem:green", "gem:red"]
    # the red gem that came back does not bring the talisman back
    assert f[0]["talismans"] == [None]
    assert f[0]["gems"] == {"green": 1, "red": 1, "blue": 0, "yellow": 0}
    assert f[1]["cards"] == ["gem:blue", "gem:red"]
    assert lamp_after(s) == (25, "exchange")
    assert_next_round(s)


def test_exchange_keeps_a_talisman_whose_colour_stays_held() -> None:
    s = table({"0": ["gem:red", "talisman@red", "gem:green"], "1": ["gem:blue"], "2": []},
              lamp={"top": ["exchange"]})
    summon_quietly(s)
    act(s, 0, "accept")
    act(s, 0, "card", card=held(s, 0, "gem:green"))
    events = act(s, 0, "card", card=held(s, 1, "gem:blue"))
    assert "orphaned" not in kinds(events)
    f = s.facts()["players"]
    assert f[0]["cards"] == ["gem:red", "talisman", "gem:blue"]
    assert f[0]["gems"] == {"green": 0, "red": 2, "blue": 1, "yellow": 0}
    assert f[1]["cards"] == ["gem:green"]


@pytest.mark.parametrize("hands", [
    {"0": ["talisman@none"], "1": ["gem:red"], "2": ["gem:blue"]},  # nothing of mine to give
    {"0": ["gem:red"], "1": ["talisman@none"], "2": []},  # nothing of theirs to take
])
def test_exchange_without_a_card_on_one_side_does_nothing(hands: dict) -> None:
    s = table(hands, lamp={"top": ["exchange"]})
    before = [list(h) for h in s.hands]
    summon_quietly(s)
    events = act(s, 0, "accept")
    assert event(events, "wish_no_effect").data == {
        "seat": 0, "effect": "exchange", "why": "no unprotected card to swap on one side"}
    assert s.hands == before
    assert_next_round(s)


# ---------------------------------------------------------------- from_discard
def test_from_discard_offers_the_whole_discard_pile() -> None:
    s = table({"0": ["gem:red"], "1": [], "2": []}, lamp={"top": ["from_discard"]},
              discard=["jewellery:gold:ring", "talisman"])
    discard = s.facts()["discard"]
    # the seven starting gems not dealt, then the two named cards
    assert sorted(discard[:7]) == ["gem:blue", "gem:blue", "gem:green", "gem:green",
                                   "gem:red", "gem:yellow", "gem:yellow"]
    assert discard[7:] == ["jewellery:gold:ring", "talisman"]
    summon_quietly(s)
    act(s, 0, "accept")
    assert s.pending == ("from_discard", 0)
    assert legal_cards(s, 0) == [("discard", spec) for spec in discard]
    ring = s.discard[7]
    events = act(s, 0, "card", card=ring)
    assert event(events, "from_discard").data["card"]["id"] == ring
    assert cards(s, 0) == ["gem:red", "jewellery:gold:ring"]
    assert s.facts()["discard"] == [*discard[:7], "talisman"]
    assert lamp_after(s) == (25, "from_discard")
    assert_next_round(s)


def test_from_discard_talisman_is_placed() -> None:
    s = table({"0": ["gem:red", "gem:yellow"], "1": [], "2": []},
              lamp={"top": ["from_discard"]}, discard=["talisman"])
    summon_quietly(s)
    act(s, 0, "accept")
    act(s, 0, "card", card=s.discard[-1])
    assert s.pending[:2] == ("talisman", 0)
    assert [a.get("colour") for a in s.legal(0)] == ["red", "yellow"]
    act(s, 0, "colour", colour="yellow")
    p = s.facts()["players"][0]
    assert p["cards"] == ["gem:red", "gem:yellow", "talisman"]
    assert p["gems"] == {"green": 0, "red": 1, "blue": 0, "yellow": 2}
    assert "talisman" not in s.facts()["discard"]
    assert_next_round(s)


def test_from_an_empty_discard_pile_does_nothing() -> None:
    # all eight starting gems are held, so the discard pile is empty
    s = table({"0": ["gem:green", "gem:green", "gem:red", "gem:red"],
               "1": ["gem:blue", "gem:blue"], "2": ["gem:yellow", "gem:yellow"]},
              lamp={"top": ["from_discard"]})
    assert s.discard == []
    summon_quietly(s)
    events = act(s, 0, "accept")
    assert event(events, "wish_no_effect").data == {
        "seat": 0, "effect": "from_discard", "why": "the discard pile is empty"}
    assert cards(s, 0) == ["gem:green", "gem:green", "gem:red", "gem:red"]
    assert_next_round(s)


# ------------------------------------------------------------------------ peek
def test_peek_shows_the_top_cards_only_to_the_peeker_and_shrinks_as_cards_go() -> None:
    top = ["jewellery:silver:ring", "gem:blue*1", "jewellery:silver:bracelet*1", "gem:red*1"]
    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["peek"]},
              chests={"silver": {"top": top}})
    place(s, 0, ("silver", 3))  # alone on silver: seat 0 explores it after the wish
    place(s, 1, ("bronze", 3))
    place(s, 2, ("bronze", 3))  # the two 3s cancel on bronze
    act(s, 0, "rub")
    act(s, 1, "pass")
    act(s, 2, "pass")
    act(s, 0, "accept")
    assert s.pending == ("peek", 0, 3)
    assert [a.to_json() for a in s.legal(0)] == [
        {"kind": "chest", "chest": c} for c in CHESTS]
    events = act(s, 0, "chest", chest="silver")
    peek = event(events, "peek")
    assert peek.data == {"seat": 0, "chest": "silver", "count": 3}
    assert [c["name"] for c in peek.for_seat(0)["cards"]] == [
        "silver ring", "blue gem", "silver bracelet"]
    for other in (1, 2, None):
        assert "cards" not in peek.for_seat(other)

    def known(viewer: int | None) -> list[str]:
        return [c["name"] for c in s.view(viewer)["chests"][1]["known_top"]]

    assert known(0) == ["silver ring", "blue gem", "silver bracelet"]
    assert known(1) == known(2) == known(None) == []
    assert [s.view(0)["chests"][c]["known_top"] for c in (0, 2)] == [[], []]
    assert s.facts()["known_top"] == [{"silver": 3}, {}, {}]
    # the peek left the pile as it was
    assert s.facts()["chests"]["silver"]["top"][:4] == [
        "jewellery:silver:ring", "gem:blue*1", "jewellery:silver:bracelet*1", "gem:red*1"]
    assert s.facts()["explore"] == {"chest": "silver", "seat": 0, "limit": 3, "drawn": [],
                                    "scorpions": 0}
    act(s, 0, "draw")
    assert known(0) == ["blue gem", "silver bracelet"]
    assert s.facts()["known_top"] == [{"silver": 2}, {}, {}]
    act(s, 0, "draw")
    assert known(0) == ["silver bracelet"]
    act(s, 0, "stop")
    assert known(0) == ["silver bracelet"]
    assert cards(s, 0) == ["jewellery:silver:ring", "gem:blue"]
    assert known(1) == known(None) == []
    assert_next_round(s)


def test_peek_sees_fewer_cards_when_the_chest_is_short() -> None:
    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["peek"]},
              chests={"gold": {"top": ["gem:red*2", "jewellery:gold:ring*2"], "size": 2}})
    summon_quietly(s)
    act(s, 0, "accept")
    events = act(s, 0, "chest", chest="gold")
    assert event(events, "peek").data["count"] == 2
    assert [c["name"] for c in s.view(0)["chests"][2]["known_top"]] == ["red gem", "gold ring"]
    assert s.facts()["known_top"] == [{"gold": 2}, {}, {}]


def test_peek_offers_only_chests_with_cards_and_does_nothing_when_all_are_empty() -> None:
    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["peek", "peek"]},
              chests={"bronze": {"size": 0}, "gold": {"size": 0}})
    summon_quietly(s)
    act(s, 0, "accept")
    assert [a.get("chest") for a in s.legal(0)] == ["silver"]

    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["peek"]},
              chests={c: {"size": 0} for c in CHESTS})
    summon_quietly(s)
    events = act(s, 0, "accept")
    assert event(events, "wish_no_effect").data["why"] == "every chest is empty"
    assert s.facts()["known_top"] == [{}, {}, {}]


# ------------------------------------------------------------------ change_die
@pytest.mark.parametrize(("value", "winner"), [
    (2, [0, 2]),  # 2 is now the lowest unshared die on bronze
    (5, [1, 3]),  # 5 now ties seat 2's 5 and both cancel: seat 1's 3 wins
    (1, [0, 1]),
])
def test_change_die_decides_who_explores(value: int, winner: list[int]) -> None:
    s = table({"0": [], "1": [], "2": []}, lamp={"top": ["change_die"]})
    place(s, 0, ("bronze", 3))
    place(s, 1, ("bronze", 3))
    place(s, 2, ("bronze", 5))
    assert s.facts()["chest_winners"]["bronze"] == [2, 5]
    act(s, 0, "rub")
    act(s, 1, "pass")
    act(s, 2, "pass")
    act(s, 0, "accept")
    assert s.pending == ("change_die", 0)
    assert [a.to_json() for a in s.legal(0)] == [
        {"kind": "die", "die": 0, "value": v} for v in (1, 2, 4, 5, 6)]
    events = act(s, 0, "die", die=0, value=value)
    assert event(events, "die_changed").data == {"seat": 0, "chest": "bronze", "from": 3,
                                                 "to": value}
    f = s.facts()
    assert f["players"][0]["dice"] == [["bronze", value]]
    assert f["chest_winners"]["bronze"] == winner
    assert f["explore"] == {"chest": "bronze", "seat": winner[0], "limit": winner[1],
                            "drawn": [], "scorpions": 0}
    assert s.pending == ("draw", winner[0])
    assert lamp_after(s) == (25, "change_die")


def test_change_die_with_two_dice_offers_both() -> None:
    s = table({"0": [], "1": []}, players=2, lamp={"top": ["change_die"]})
    summon_quietly(s)
    act(s, 0, "accept")
    assert [a.to_json() for a in s.legal(0)] == (
        [{"kind": "die", "die": 0, "value": v} for v in (1, 2, 4, 5, 6)]
        + [{"kind": "die", "die": 1, "value": v} for v in (1, 2, 3, 5, 6)])
    act(s, 0, "die", die=1, value=2)
    # silver: seat 0 now 2, seat 1 still 4: seat 0 explores silver with up to 2 cards
    assert s.facts()["players"][0]["dice"] == [["bronze", 3], ["silver", 2]]
    assert s.facts()["explore"]["chest"] == "silver"
    assert s.facts()["explore"]["seat"] == 0 and s.facts()["explore"]["limit"] == 2


# ------------------------------------------------------------------------ give
def test_give_with_two_players_goes_to_the_opponent_without_asking() -> None:
    s = table({"0": ["gem:red", "talisman@red", "gem:green"], "1": ["gem:blue"]}, players=2,
              lamp={"top": ["give"]})
    summon_quietly(s)
    act(s, 0, "accept")
    assert s.pending == ("give_card", 0)
    assert legal_cards(s, 0) == [(0, "gem:red"), (0, "gem:green")]
    events = act(s, 0, "card", card=held(s, 0, "gem:red"))
    assert event(events, "given").data["to"] == 1
    assert "orphaned" in kinds(events)
    f = s.facts()["players"]
    assert f[0]["cards"] == ["talisman", "gem:green"]
    assert f[0]["talismans"] == [None]
    assert f[1]["cards"] == ["gem:blue", "gem:red"]
    assert lamp_after(s) == (25, "give")
    assert_next_round(s)


def test_give_with_three_players_asks_whom() -> None:
    s = table({"0": ["gem:red", "gem:green"], "1": [], "2": []}, lamp={"top": ["give"]})
    summon_quietly(s)
    act(s, 0, "accept")
    green = held(s, 0, "gem:green")
    act(s, 0, "card", card=green)
    assert s.pending == ("give_to", 0, green)
    assert s.view(0)["prompt"]["card"]["name"] == "green gem"
    assert [a.to_json() for a in s.legal(0)] == [
        {"kind": "seat", "seat": 1}, {"kind": "seat", "seat": 2}]
    act(s, 0, "seat", seat=2)
    assert [p["cards"] for p in s.facts()["players"]] == [["gem:red"], [], ["gem:green"]]
    assert_next_round(s)


def test_give_without_an_unprotected_card_does_nothing() -> None:
    s = table({"0": ["talisman@none"], "1": ["gem:red"], "2": []}, lamp={"top": ["give"]})
    summon_quietly(s)
    events = act(s, 0, "accept")
    assert event(events, "wish_no_effect").data == {
        "seat": 0, "effect": "give", "why": "you have no unprotected card"}
    assert [p["cards"] for p in s.facts()["players"]] == [["talisman"], ["gem:red"], []]
    assert_next_round(s)


# ----------------------------------------------------------------- discard_own
def test_discard_own_puts_the_chosen_card_on_the_discard_pile() -> None:
    s = table({"0": ["gem:red", "jewellery:bronze:ring"], "1": [], "2": []},
              lamp={"top": ["discard_own"]})
    discard = s.facts()["discard"]
    summon_quietly(s)
    act(s, 0, "accept")
    assert s.pending == ("discard_own", 0)
    assert legal_cards(s, 0) == [(0, "gem:red"), (0, "jewellery:bronze:ring")]
    ring = held(s, 0, "jewellery:bronze:ring")
    events = act(s, 0, "card", card=ring)
    assert event(events, "discarded").data["card"]["id"] == ring
    assert cards(s, 0) == ["gem:red"]
    assert s.facts()["discard"] == [*discard, "jewellery:bronze:ring"]
    assert s.discard[-1] == ring
    assert lamp_after(s) == (25, "discard_own")
    assert_next_round(s)


def test_discard_own_without_an_unprotected_card_does_nothing() -> None:
    s = table({"0": ["jewellery:bronze:bracelet", "jewellery:bronze:ring",
                     "jewellery:bronze:necklace"], "1": [], "2": []},
              lamp={"top": ["discard_own"]})
    discard = s.facts()["discard"]
    summon_quietly(s)
    events = act(s, 0, "accept")
    assert event(events, "wish_no_effect").data["effect"] == "discard_own"
    assert s.facts()["discard"] == discard
    assert cards(s, 0) == ["jewellery:bronze:bracelet", "jewellery:bronze:ring",
                           "jewellery:bronze:necklace"]
    assert_next_round(s)


# ------------------------------------------------------------ protected cards
PROTECTED_HAND = ["jewellery:silver:bracelet", "jewellery:silver:ring",
                  "jewellery:silver:necklace", "jewellery:silver:bracelet", "talisman@red",
                  "gem:red"]


@pytest.mark.parametrize(("effect", "owner"), [
    ("steal", 1), ("exchange", 0), ("exchange", 1), ("give", 0), ("discard_own", 0)])
def test_protected_cards_are_never_offered(effect: str, owner: int) -> None:
    """A complete set's cards and talismans are never offered; a duplicate piece outside the
    set and the gem are."""
    hands = {"0": ["gem:blue"], "1": ["gem:green"], "2": []}
    hands[str(owner)] = list(PROTECTED_HAND)
    s = table(hands, lamp={"top": [effect]})
    summon_quietly(s)
    act(s, 0, "accept")
    loose = [held(s, owner, "jewellery:silver:bracelet", 1), held(s, owner, "gem:red")]
    if effect == "exchange" and owner == 1:
        act(s, 0, "card", card=held(s, 0, "gem:blue"))
    offered = [a.get("card") for a in s.legal(0)]
    assert offered == loose
    assert s.facts()["players"][owner]["stealable"] == [
        "jewellery:silver:bracelet", "gem:red"]
    if effect == "exchange" and owner == 0:
        act(s, 0, "card", card=loose[1])
        assert [a.get("card") for a in s.legal(0)] == [held(s, 1, "gem:green")]
