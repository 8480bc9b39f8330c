"""An audit of PAIRS in the Saboteur engine: two cards, effects or rules that meet at one
moment (the same card in front of a player, the same role, hand, goal, cell or gold).

Each test cites the rules it combines: the seed (shared/seeds/saboteur-2.zh-Hant.txt),
restated in shared/reference/saboteur/rules.md (Part A the seed, Part B the official rules
it relies on, Parts C-E the project's choices), and the decisions of docs/saboteur.md. It
checks that the outcome follows the card texts and does not depend on the order the two
cards came to the table, or on which seat sits where, where no rule says so. Pairs the
earlier audits (test_audit_*.py, test_rules.py, test_board*.py) already pin are left out."""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.core.rng import Rng
from ludoteca.games.saboteur.hidden import determinize

from .helpers import (
    BLUE,
    BOTH_DOORS,
    CRYSTALS,
    GOLD_MIDDLE,
    GREEN,
    WAY_TOP,
    act,
    finish,
    gold_table,
    kinds,
    no_gold_end,
    of_kind,
    pass_turn,
    role_pile_with_top,
    steals,
    table,
    way,
)

TOOLS3 = ["broken_pickaxe", "broken_lantern", "broken_cart"]


def targets(s: Any, seat: int, kind: str) -> list[Any]:
    return sorted({a.get("seat") for a in s.legal(seat) if a.kind == kind})


def repairs(s: Any, seat: int, card: str) -> set[tuple[int, str]]:
    return {(a.get("seat"), a.get("tool")) for a in s.legal(seat)
            if a.kind == "repair" and a.get("card") == card}


def clears(s: Any, seat: int) -> set[str]:
    return {a.get("card") for a in s.legal(seat) if a.kind == "clear"}


def others_pass(s: Any, back_to: int) -> None:
    """Every other seat passes (one card face down, one drawn) until `back_to` moves."""
    while s.to_move() != (back_to,):
        (o,) = s.to_move()
        pass_turn(s, o, s.facts()["hands"][o][0])


def clear(s: Any, seat: int, card: str) -> None:
    """Discard the first two cards of the hand to remove `card` in front of the seat."""
    act(s, seat, "clear", card=card)
    for _ in range(2):
        act(s, seat, "discard", card=s.facts()["hands"][seat][0])


# ============================================================ cards in front of a player
@pytest.mark.parametrize("first", ["free", "repair"])
def test_trapped_and_a_broken_tool_both_bar_paths_whichever_goes_first(first: str) -> None:
    """B.3.5 (a broken tool or Trapped! bars path cards), A.4 Free at Last! (removes the
    Trapped! card only), B.4 repair (mends the tool only): a player with both in front lays
    no path until both are gone, in either order."""
    s = table(3, hands={"0": ["free_at_last", "repair_pickaxe", "s1_cross", "map"]},
              front={"0": ["trapped", "broken_pickaxe"]}, pile_top=["map"] * 3)
    order = [("free", {"card": "free_at_last", "seat": 0}),
             ("repair", {"card": "repair_pickaxe", "seat": 0, "tool": "pickaxe"})]
    if first == "repair":
        order.reverse()
    kind, args = order[0]
    act(s, 0, kind, **args)
    assert s.blocked(0) and len(s.facts()["front"][0]) == 1
    others_pass(s, 0)
    assert "path" not in kinds(s, 0)
    kind, args = order[1]
    act(s, 0, kind, **args)
    assert s.facts()["front"][0] == [] and not s.blocked(0)
    others_pass(s, 0)
    assert "path" in kinds(s, 0)


def test_a_double_repair_offers_each_of_its_tools_wherever_broken() -> None:
    """B.4 (a double repair mends one of the two tools shown, on yourself or another
    player), D.11 (a double repair names the tool it mends): with the pickaxe and the
    lantern broken on one seat, the lantern on another and a cart on a third, the
    pickaxe/lantern card offers exactly the three matching (seat, tool) pairs."""
    s = table(4, hands={"0": ["repair_pickaxe_lantern", "repair_lantern_cart", "map"]},
              front={"1": ["broken_pickaxe", "broken_lantern"], "2": ["broken_lantern"],
                     "3": ["broken_cart"]})
    assert repairs(s, 0, "repair_pickaxe_lantern") == {(1, "pickaxe"), (1, "lantern"),
                                                      (2, "lantern")}
    assert repairs(s, 0, "repair_lantern_cart") == {(1, "lantern"), (2, "lantern"),
                                                   (3, "cart")}
    act(s, 0, "repair", card="repair_pickaxe_lantern", seat=1, tool="lantern")
    f = s.facts()
    assert f["front"][1] == ["broken_pickaxe"] and f["front"][2] == ["broken_lantern"]
    assert f["discard"] == ["broken_lantern", "repair_pickaxe_lantern"]
    assert s.blocked(1)


def test_clear_chooses_any_one_of_five_cards_in_front() -> None:
    """C.9 (discard two to remove any one card in front of you), B.4 (three broken tools,
    one of each kind), A.4 Trapped! and Theft: with five cards in front each is a clear
    option; clearing the Trapped! card leaves the three tools barring paths and the Theft
    still counting as played."""
    s = table(3, hands={"0": ["map", "map", "map", "s1_cross"]},
              front={"0": [*TOOLS3, "trapped", "theft"]})
    assert clears(s, 0) == {*TOOLS3, "trapped", "theft"}
    at = s.theft_at[0]
    clear(s, 0, "trapped")
    f = s.facts()
    assert f["front"][0] == [*TOOLS3, "theft"] and s.theft_at[0] == at >= 0
    assert s.blocked(0) and s.broken_tools(0) == frozenset({"pickaxe", "lantern", "cart"})
    assert f["discard"] == ["trapped"] and f["hand_sizes"][0] == 3


def test_a_theft_cleared_by_its_owner_is_no_target_for_hands_off() -> None:
    """C.9 (discard two to remove your own Theft), A.4 Hands Off (discard a Theft a player
    has played): once the thief has cleared it, Hands Off has nothing there to take; the
    other Theft on the table still is a target."""
    s = table(3, hands={"0": ["map", "map", "map"], "1": ["hands_off", "map"]},
              front={"0": ["theft"], "2": ["theft"]})
    assert targets(s, 0, "hands_off") == []  # seat 0 holds none
    clear(s, 0, "theft")
    assert s.theft_at[0] == -1 and s.facts()["front"][0] == []
    assert targets(s, 1, "hands_off") == [2]
    with pytest.raises(IllegalAction):
        act(s, 1, "hands_off", card="hands_off", seat=0)


def test_after_hands_off_the_same_player_may_lay_a_new_theft() -> None:
    """A.4 (several identical action cards take effect on a player only once: one Theft in
    front at a time), Hands Off: with its Theft discarded, the player may lay another one,
    which then counts as the last Theft played."""
    s = table(3, hands={"0": ["hands_off", "map"], "1": ["theft", "map"]},
              front={"1": ["theft"], "2": ["theft"]},
              state={"theft_at": [-1, 0, 1], "clock": 2})
    act(s, 0, "hands_off", card="hands_off", seat=1)
    assert "theft" in kinds(s, 1)
    act(s, 1, "theft", card="theft")
    assert s.facts()["front"][1] == ["theft"] and s.theft_at[1] > s.theft_at[2]


def test_freed_and_repaired_players_may_be_trapped_and_broken_again() -> None:
    """A.4 (one card of a kind in front of a player at a time), Free at Last! and repair
    (both cards go to the discard pile): once removed, the same kind may be laid again."""
    s = table(3, hands={"0": ["free_at_last", "repair_cart", "trapped", "broken_cart",
                              "s1_cross"]},
              front={"2": ["trapped", "broken_cart"]}, pile_top=["map"] * 4)
    assert targets(s, 0, "trap") == [1] and targets(s, 0, "break") == [0, 1]
    act(s, 0, "free", card="free_at_last", seat=2)
    others_pass(s, 0)
    assert targets(s, 0, "trap") == [1, 2]
    act(s, 0, "repair", card="repair_cart", seat=2, tool="cart")
    others_pass(s, 0)
    assert targets(s, 0, "break") == [0, 1, 2]
    act(s, 0, "trap", card="trapped", seat=2)
    others_pass(s, 0)
    act(s, 0, "break", card="broken_cart", seat=2)
    f = s.facts()
    assert f["front"][2] == ["trapped", "broken_cart"]
    assert f["discard"] == ["trapped", "free_at_last", "broken_cart", "repair_cart"]


def test_free_at_last_on_a_trapped_thief_with_a_broken_tool_still_blocks_its_theft() -> None:
    """C.4 / D.9 (Trapped! or any broken tool in front of the thief when its turn to steal
    comes stops the Theft), A.4 Free at Last! (removes the Trapped! card only): freed, the
    thief is still stopped by its broken tool."""
    roles = ["saboteur", BLUE, "boss"]
    s = gold_table(way(), roles, finisher=1, active=2,
                   front={"0": ["theft", "trapped", "broken_lantern"]},
                   hands={"1": ["s1_straight_ew", "map"], "2": ["free_at_last", "map"]},
                   gold=[0, 2, 0])
    act(s, 2, "free", card="free_at_last", seat=0)
    pass_turn(s, 0, s.facts()["hands"][0][0])
    events = finish(s, 1)
    assert [e.data for e in of_kind(events, "theft_blocked")] == [
        {"seat": 0, "reason": "broken"}]
    assert s.round == 2 and s.facts()["gold"] == [0, 6, 3]


def test_a_theft_stays_in_front_when_its_player_swaps_hands() -> None:
    """A.4 Swap Your Hand (the hands change owner) and Theft (played face up in front of
    yourself): the cards in front stay where they lie, so the Theft, a Trapped! card and
    its order in the theft queue stay with the player, not the hand."""
    s = table(3, hands={"0": ["swap_your_hand", "map"], "1": ["theft", "s1_cross"]},
              front={"0": ["theft", "trapped"]})
    at = s.theft_at[0]
    act(s, 0, "swap_hand", card="swap_your_hand", seat=1)
    f = s.facts()
    assert f["front"][0] == ["theft", "trapped"] and f["front"][1] == []
    assert s.theft_at == [at, -1, -1]
    assert f["hands"][0] == ["theft", "s1_cross"]
    others_pass(s, 0)
    assert "theft" not in kinds(s, 0) and "path" not in kinds(s, 0)


def test_a_player_robbed_of_its_last_gold_is_no_target_for_the_next_thief() -> None:
    """D.8 (a thief takes from another player with at least 1 gold; thieves steal one after
    another), A.9 (the last Theft played first, then clockwise): the first thief takes a
    player's only gold piece; the next thief may not pick that player any more."""
    roles = ["saboteur", "saboteur", BLUE, GREEN]
    s = gold_table(BOTH_DOORS, roles, front={"0": ["theft"], "1": ["theft"]},
                   gold=[0, 0, 1, 2], state={"theft_at": [0, 1, -1, -1], "clock": 2})
    finish(s, 0)
    assert s.facts()["gold"] == [0, 0, 1, 2]  # both teams shut out, no boss: no winner
    assert s.to_move() == (1,) and steals(s, 1) == [2, 3]
    act(s, 1, "steal", seat=2)
    assert s.to_move() == (0,) and steals(s, 0) == [1, 3]
    act(s, 0, "steal", seat=1)
    assert s.facts()["gold"] == [1, 0, 0, 2] and s.round == 2


def test_theft_order_does_not_depend_on_the_seat_numbers() -> None:
    """A.9 (the last Theft played steals first, then the others clockwise): the same play
    turned one seat round the table gives the same steals turned one seat round."""
    def run(shift: int) -> list[int]:
        roles = [BLUE, "saboteur", "saboteur", GREEN]
        roles = roles[-shift:] + roles[:-shift] if shift else roles
        seat = [(o + shift) % 4 for o in range(4)]
        theft_at = [-1] * 4
        theft_at[seat[1]], theft_at[seat[2]] = 1, 0
        s = gold_table(BOTH_DOORS, roles, finisher=seat[0],
                       front={str(seat[1]): ["theft"], str(seat[2]): ["theft"]},
                       gold=[[3, 0, 0, 1][(o - shift) % 4] for o in range(4)],
                       state={"theft_at": theft_at, "clock": 2})
        finish(s, seat[0])
        order = []
        while s.facts()["pending"] == "steal":
            (o,) = s.to_move()
            order.append((o - shift) % 4)
            act(s, o, "steal", seat=steals(s, o)[0])
        return order

    assert run(0) == [1, 2]
    assert run(1) == run(0) == run(3)


# ============================================================ roles, hands and what is known
def test_swap_hats_on_yourself_wipes_what_every_inspection_showed_of_you() -> None:
    """A.4 Inspection (look at a role card), Swap Your Hats (yourself included; the new
    card is not shown), docs 'Other readings' (what an Inspection showed of that player is
    forgotten): both inspectors lose what they knew of the player who took a new role."""
    roles = [BLUE, "saboteur", GREEN]
    s = table(3, roles=roles, hands={"0": ["inspection", "map"], "1": ["swap_your_hats", "map"],
                                     "2": ["inspection", "map"]},
              active=2, state={"role_pile": role_pile_with_top(roles, "boss")})
    act(s, 2, "inspect", card="inspection", seat=1)
    act(s, 0, "inspect", card="inspection", seat=1)
    assert s.view(0)["known_roles"] == {"1": "saboteur"} == s.view(2)["known_roles"]
    act(s, 1, "swap_hats", card="swap_your_hats", seat=1)
    assert s.view(0)["known_roles"] == {} == s.view(2)["known_roles"]
    assert s.view(1)["role"] == "boss" and s.facts()["role_out"] == ["saboteur"]


def test_an_inspector_whose_own_role_changes_still_knows_what_it_saw() -> None:
    """A.4 Inspection and Swap Your Hats (the named player's role card changes): a change of
    the inspector's own role does not change the role it saw of another player."""
    roles = [BLUE, "saboteur", GREEN]
    s = table(3, roles=roles, hands={"0": ["inspection", "map"], "1": ["swap_your_hats", "map"]},
              state={"role_pile": role_pile_with_top(roles, "geologist")})
    act(s, 0, "inspect", card="inspection", seat=2)
    act(s, 1, "swap_hats", card="swap_your_hats", seat=0)
    v = s.view(0)
    assert v["role"] == "geologist" and v["known_roles"] == {"2": GREEN}


def test_a_guess_keeps_an_inspected_role_until_that_player_swaps_hats() -> None:
    """A.4 Inspection, Swap Your Hats, docs 'Hidden information' (determinize resamples the
    roles the seat does not know): an inspected role stays in every guess; after the
    player's Swap Your Hats it is unknown again and the guesses vary."""
    roles = [BLUE, "saboteur", GREEN, "boss"]
    s = table(4, roles=roles, hands={"0": ["inspection", "map"], "1": ["map", "map"],
                                     "2": ["swap_your_hats", "map"]},
              state={"role_pile": role_pile_with_top(roles, "geologist")})
    act(s, 0, "inspect", card="inspection", seat=1)
    assert {determinize(s, 0, Rng(k)).roles[1] for k in range(30)} == {"saboteur"}
    pass_turn(s, 1)
    act(s, 2, "swap_hats", card="swap_your_hats", seat=1)
    guesses = [determinize(s, 0, Rng(k)) for k in range(30)]
    assert len({g.roles[1] for g in guesses}) > 1
    assert all(g.view(0) == s.view(0) for g in guesses)


def test_map_knowledge_stays_with_the_player_through_swaps_of_hand_and_hats() -> None:
    """B.4 Map (look at a goal card), A.4 Swap Your Hand and Swap Your Hats: what a player
    saw is its own memory; neither the hand nor the role card it now holds changes it."""
    roles = [BLUE, "saboteur", GREEN]
    s = table(3, roles=roles, goals=GOLD_MIDDLE,
              hands={"0": ["map", "map", "s1_cross"], "1": ["swap_your_hand", "map"],
                     "2": ["swap_your_hats", "map"]},
              state={"role_pile": role_pile_with_top(roles, "profiteer")})
    act(s, 0, "map", card="map", goal=1)
    act(s, 1, "swap_hand", card="swap_your_hand", seat=0)
    act(s, 2, "swap_hats", card="swap_your_hats", seat=0)
    v = s.view(0)
    assert v["role"] == "profiteer" and s.facts()["known_goals"][0] == [1]
    assert v["board"]["goals"][1] == ["goal_gold", False, False]
    assert v["board"]["goals"][0][0] is None and s.view(1)["board"]["goals"][1][0] is None


def test_a_second_swap_of_hands_moves_what_the_first_showed() -> None:
    """A.4 Swap Your Hand twice, docs 'Hidden information' (a later swap moves the knowledge
    with the hand): seat 0 gave its hand to seat 1, seat 1 passes (a card face down, which
    wipes what seat 0 knew), then seat 2 swaps with seat 1: seats 1 and 2 know each
    other's new hands, and seat 1 still knows seat 0 holds its former hand."""
    s = table(3, hands={"0": ["swap_your_hand", "map", "rockfall"],
                        "1": ["inspection", "theft"],
                        "2": ["swap_your_hand", "trapped", "s1_cross"]},
              pile_top=["hands_off", "free_at_last"])
    act(s, 0, "swap_hand", card="swap_your_hand", seat=1)
    assert s.facts()["hands"][1] == ["map", "rockfall", "hands_off"]
    pass_turn(s, 1, "hands_off")  # the card it drew, face down: nobody can tell
    act(s, 2, "swap_hand", card="swap_your_hand", seat=1)
    f = s.facts()
    assert f["hands"][2] == ["map", "rockfall", "free_at_last"]
    assert f["hands"][1] == ["trapped", "s1_cross", f["hands"][1][2]]
    assert s.view(0)["known_cards"] == {}  # seat 1's face-down discard wiped it
    assert s.view(2)["known_cards"] == {"1": ["s1_cross", "trapped"]}
    assert s.view(1)["known_cards"] == {"0": ["inspection", "theft"],
                                        "2": ["free_at_last", "map", "rockfall"]}


def test_a_swap_then_a_played_card_then_a_second_swap_keeps_counts() -> None:
    """Docs 'Hidden information' (a card played face up from a known hand takes one off;
    a later swap moves the knowledge with the hand): seat 0 knows seat 1 holds a map and a
    rockfall; seat 1 plays the map face up, then seat 2 takes that hand by a swap: seat 0
    knows seat 2 holds the rockfall."""
    s = table(3, hands={"0": ["swap_your_hand", "map", "rockfall"],
                        "1": ["inspection", "theft"],
                        "2": ["swap_your_hand", "trapped", "s1_cross"]},
              pile_top=["hands_off", "free_at_last"])
    act(s, 0, "swap_hand", card="swap_your_hand", seat=1)
    act(s, 1, "map", card="map", goal=0)
    assert s.view(0)["known_cards"] == {"1": ["rockfall"]}
    act(s, 2, "swap_hand", card="swap_your_hand", seat=1)
    assert s.view(0)["known_cards"] == {"2": ["rockfall"]}
    assert "rockfall" in s.facts()["hands"][2]
    for k in range(10):
        assert "rockfall" in determinize(s, 0, Rng(k)).facts()["hands"][2]


def test_a_clear_by_the_swapped_player_wipes_what_the_swap_showed() -> None:
    """C.9 (discard two face down to clear a card), docs 'Hidden information' (a card
    discarded face down from a known hand wipes what anyone knew of it): after a swap, the
    other player clears its broken tool; nobody can tell which two cards went."""
    s = table(3, hands={"0": ["swap_your_hand", "map", "rockfall", "theft"],
                        "1": ["inspection", "hands_off"]},
              front={"1": ["broken_cart"]}, pile_top=["s1_cross"])
    act(s, 0, "swap_hand", card="swap_your_hand", seat=1)
    assert s.view(0)["known_cards"] == {"1": ["map", "rockfall", "theft"]}
    act(s, 1, "clear", card="broken_cart")
    act(s, 1, "discard", card="map")
    assert s.view(0)["known_cards"] == {}
    act(s, 1, "discard", card="theft")
    assert s.view(1)["known_cards"] == {"0": ["hands_off", "inspection"]}


def test_what_inspections_and_maps_showed_is_forgotten_at_the_next_deal() -> None:
    """A.9 rule 3/4 (the table restored, the roles dealt anew), A.7 (the goal cards
    shuffled face down again), B.4 Map, A.4 Inspection: a role or goal seen in one round
    tells nothing in the next."""
    roles = [GREEN, BLUE, "saboteur"]
    s = gold_table(way(), roles, finisher=2, active=0,
                   hands={"0": ["inspection", "map"], "1": ["map", "theft"],
                          "2": ["s1_straight_ew", "rockfall"]})
    act(s, 0, "inspect", card="inspection", seat=2)
    act(s, 1, "map", card="map", goal=0)
    assert s.view(0)["known_roles"] == {"2": "saboteur"} and s.facts()["known_goals"][1]
    finish(s, 2)
    assert s.round == 2
    f = s.facts()
    assert f["known_roles"] == [[None] * 3] * 3 and f["known_goals"] == [[], [], []]
    assert all(s.view(o)["known_roles"] == {} for o in range(3))
    assert all(g == [None, False, False] for g in s.view(1)["board"]["goals"])


def test_a_trapped_thief_may_hands_off_its_own_theft() -> None:
    """A.4 Trapped! (no path cards; action cards are allowed) and Hands Off (any player's
    Theft), docs 'Other readings' (your own included): the trapped thief discards its own
    Theft, which then no longer counts in the theft order."""
    s = table(3, hands={"0": ["hands_off", "s1_cross"]},
              front={"0": ["theft", "trapped"], "1": ["theft"]})
    assert targets(s, 0, "hands_off") == [0, 1] and "path" not in kinds(s, 0)
    act(s, 0, "hands_off", card="hands_off", seat=0)
    f = s.facts()
    assert f["front"][0] == ["trapped"] and s.theft_at[0] == -1 and s.theft_at[1] >= 0
    assert f["discard"] == ["theft", "hands_off"]


@pytest.mark.parametrize("alone", ["profiteer", "boss"])
def test_a_geologist_paid_beside_a_lone_winner_leaves_it_alone(alone: str) -> None:
    """A.6 (geologists are not counted among the winners; the profiteer alone takes the
    full amount), D.6 (the boss alone likewise), D.4 (geologists score when the gold is
    turned over): both teams shut out by doors, the lone profiteer or boss takes 5 and the
    geologist its crystals besides."""
    s = gold_table([*BOTH_DOORS, *CRYSTALS], [BLUE, alone, "geologist"], finisher=0)
    finish(s, 0)
    r = s.results[0]
    assert r["winners"] == [1] and r["crystals"] == 3 and r["points"] == [0, 5, 3]


@pytest.mark.parametrize("option", ["full", "minus_two"])
def test_swap_hats_on_the_only_saboteur_leaves_the_profiteer_alone(option: str) -> None:
    """A.4 Swap Your Hats (a new role card), A.6 / C.3 (the profiteer alone takes the full
    amount; option: 2 less), A.9 (saboteurs win when the gold stays hidden): the lone
    saboteur given a gold-digger's card by the last card in play leaves the profiteer as
    the only winner."""
    roles = ["saboteur", "profiteer", BLUE]
    s = table(3, {"profiteer_alone": option}, roles=roles, pile=0,
              hands={"0": [], "1": [], "2": ["swap_your_hats"]}, active=2,
              state={"role_pile": role_pile_with_top(roles, GREEN)})
    act(s, 2, "swap_hats", card="swap_your_hats", seat=0)
    r = s.results[0]
    assert r["roles"] == [GREEN, "profiteer", BLUE] and r["winners"] == [1]
    assert r["points"] == [0, 5 if option == "full" else 3, 0]


def test_swap_hats_on_a_thief_scores_the_new_role_and_it_still_steals() -> None:
    """A.4 Swap Your Hats (the role changes), Theft (played in front of the player),
    A.9 (roles revealed, gold shared out, then thefts): a saboteur with a Theft becomes a
    blue gold-digger, wins with blue, and still steals."""
    roles = ["saboteur", BLUE, GREEN]
    s = gold_table(way(), roles, finisher=1, active=2, front={"0": ["theft"]},
                   hands={"1": ["s1_straight_ew", "map"], "2": ["swap_your_hats", "map"]},
                   state={"role_pile": role_pile_with_top(roles, BLUE)})
    act(s, 2, "swap_hats", card="swap_your_hats", seat=0)
    pass_turn(s, 0, s.facts()["hands"][0][0])
    finish(s, 1)
    assert s.results[0]["winners"] == [0, 1, 2] and s.facts()["gold"] == [3, 3, 3]
    assert s.to_move() == (0,) and steals(s, 0) == [1, 2]


# ============================================================ the maze
TOP_STONE_THEN_GOLD = [*WAY_TOP, [8, -1, "s1_straight_ns", False]]


def test_a_stone_turned_over_leads_on_to_the_gold_in_the_same_placement() -> None:
    """B.3.7 (a stone reached turns face up, turned to fit, and is part of the maze; the
    gold reached ends the round), docs 'The tunnel maze' (a revealed goal links on at
    once): a card beside the top stone turns it over; the stone's tunnel joins a card
    between the goals that faces the gold, which is turned over by the same placement."""
    s = table(3, roles=[BLUE, "saboteur", GREEN], goals=["goal_stone_a", "goal_gold",
                                                         "goal_stone_b"],
              maze=TOP_STONE_THEN_GOLD, hands={"0": ["s1_straight_ew", "map"]})
    events = act(s, 0, "path", card="s1_straight_ew", x=7, y=-2, turned=False)
    assert [(e.data["goal"], e.data["gold"], e.data["turned"])
            for e in of_kind(events, "goal")] == [(0, False, True), (1, True, False)]
    (end,) = of_kind(events, "round_end")
    assert end.data["gold_found"] and end.data["finisher"] == 0
    assert end.data["winners"] == [0, 2] and not of_kind(events, "draw")


def test_a_door_behind_a_turned_stone_decides_the_teams() -> None:
    """B.5 (a door lets only its colour's team through), C.1 seed (doors alone decide),
    B.3.7 (a face-up stone is part of the maze): the way to the gold runs through the top
    stone and a blue door; blue wins, green does not."""
    maze = [*WAY_TOP, [8, -1, "s2_door_blue_ns", False]]
    s = table(3, roles=[BLUE, "saboteur", GREEN], goals=["goal_stone_a", "goal_gold",
                                                         "goal_stone_b"],
              maze=maze, hands={"0": ["s1_straight_ew", "map"]})
    events = act(s, 0, "path", card="s1_straight_ew", x=7, y=-2, turned=False)
    (end,) = of_kind(events, "round_end")
    assert end.data["blue_way"] is True and end.data["green_way"] is False
    assert end.data["winners"] == [0] and end.data["points"] == [5, 0, 0]


# (7, -1) a curve N-E and (8, -1) a curve N-W, cut off: a card at (7, -2) reaches the top
# goal from the west and, through them, from the south, at once
TWO_SIDES = [*WAY_TOP[:-1], [6, -2, "s1_cross", False], [7, -1, "s1_curve_sw", True],
             [8, -1, "s1_curve_se", True]]


@pytest.mark.parametrize(("stone", "turned", "opens"),
                         [("goal_stone_a", True, "SW"), ("goal_stone_b", False, "NW")])
def test_a_stone_reached_from_two_sides_at_once(stone: str, turned: bool, opens: str) -> None:
    """B.3.7 (a stone is turned so that it fits; if it cannot fit all neighbours, that is an
    exception), docs 'The tunnel maze' (the way that matches every neighbour if exactly
    one does; else the way facing more of the tunnels that reached it; on a tie, as
    listed): one card reaches the top goal from the west and from the south; stone A
    (N-E) fits both turned (S-W); stone B (N-W) fits neither way and ties, so it lies as
    listed (N-W)."""
    other = "goal_stone_b" if stone == "goal_stone_a" else "goal_stone_a"
    s = table(3, goals=[stone, "goal_gold", other], maze=TWO_SIDES,
              hands={"0": ["s1_cross", "map"]})
    assert not s.board.linked((8, -1))
    events = act(s, 0, "path", card="s1_cross", x=7, y=-2, turned=False)
    assert [(e.data["goal"], e.data["turned"]) for e in of_kind(events, "goal")] == [
        (0, turned)]
    assert s.board.linked((8, -1)) and s.board.linked((7, -1))
    cell = s.facts()["cells"]["8,-2"]
    assert cell == [stone, turned]
    shape = s.cards.shapes[s.board.at((8, -2))[0]]
    shape = shape.turned() if turned else shape
    assert {"NESW"[i] for i in range(4) if shape.open >> i & 1} == set(opens)


def test_a_card_next_to_a_face_up_stone_must_fit_it_after_a_rockfall() -> None:
    """B.3.7 (a face-up stone is part of the maze), B.3.2 (every side must fit its
    neighbours), B.4 Rockfall (the gap may be filled again): the card that turned the
    stone over is taken out; the gap must be filled by a card whose east side is open to
    the stone's tunnel, and filling it joins the stone again."""
    s = table(3, goals=["goal_stone_a", "goal_gold", "goal_stone_b"], maze=WAY_TOP,
              hands={"0": ["s1_straight_ew", "map"], "1": ["rockfall", "map"],
                     "2": ["s1_dead_w", "s1_t_nwe", "s1_curve_sw", "map"]})
    act(s, 0, "path", card="s1_straight_ew", x=7, y=-2, turned=False)
    assert s.facts()["cells"]["8,-2"] == ["goal_stone_a", True]  # S-W: west to (7, -2)
    act(s, 1, "rockfall", card="rockfall", x=7, y=-2)
    assert s.facts()["goals_up"][0] and not s.board.linked((8, -2))
    cells = {(a.get("card"), a.get("turned")) for a in s.legal(2)
             if a.kind == "path" and (a.get("x"), a.get("y")) == (7, -2)}
    assert cells == {("s1_t_nwe", False), ("s1_t_nwe", True)}  # not the curve
    with pytest.raises(IllegalAction):
        act(s, 2, "path", card="s1_dead_w", x=7, y=-2, turned=False)
    act(s, 2, "path", card="s1_t_nwe", x=7, y=-2, turned=False)
    assert s.board.linked((8, -2)) and s.facts()["cells"]["8,-2"] == ["goal_stone_a", True]


@pytest.mark.parametrize(("first", "then", "winners"),
                         [("s2_door_blue_ew", "s2_door_green_ew", [1]),
                          ("s2_door_green_ew", "s2_door_blue_ew", [0])])
def test_a_door_taken_out_and_the_other_colour_laid_in_its_place(
        first: str, then: str, winners: list[int]) -> None:
    """B.4 Rockfall (the gap may be refilled), B.5 / C.1 (a door lets only its own colour's
    team through): what counts is the door on the way when the gold is reached, not the
    one laid there first."""
    s = gold_table(way((4, first)), [BLUE, GREEN, "saboteur"], finisher=2, active=0,
                   hands={"0": ["rockfall", "map"], "1": [then, "map"],
                          "2": ["s1_straight_ew", "map"]})
    act(s, 0, "rockfall", card="rockfall", x=4, y=0)
    act(s, 1, "path", card=then, x=4, y=0, turned=False)
    finish(s, 2)
    r = s.results[0]
    assert r["winners"] == winners and r["points"] == [5 if o in winners else 0
                                                       for o in range(3)]


def test_a_ladder_joins_the_cut_tunnel_of_a_bridge_only() -> None:
    """B.5 (a bridge's two tunnels never meet; a ladder's tunnel is joined to the start and
    so is whatever it reaches): the bridge is cut off by a rockfall; a ladder below it
    joins its north-south tunnel, so the maze may grow north of the bridge, while its
    east-west tunnel and the card beyond stay cut off."""
    maze = [[1, 0, "s1_straight_ew", False], [2, 0, "s2_bridge", False],
            [3, 0, "s1_straight_ew", False]]
    s = table(3, hands={"0": ["rockfall", "map"], "1": ["s2_ladder_s", "map"]}, maze=maze)
    cross = s.cards.sample["s1_cross"]
    act(s, 0, "rockfall", card="rockfall", x=1, y=0)
    assert not s.board.linked((2, 0)) and not s.board.linked((3, 0))
    assert ((2, -1), False) not in s.board.placements(cross)
    act(s, 1, "path", card="s2_ladder_s", x=2, y=1, turned=True)  # N into (2, 0)
    assert s.board.linked((2, 0)) and not s.board.linked((3, 0))
    spots = {pos for pos, _ in s.board.placements(cross)}
    assert (2, -1) in spots and (4, 0) not in spots


def test_a_ladder_past_both_doors_lets_both_teams_win() -> None:
    """B.5 (ladders: a team's way may start at any ladder; a blue and a green door in series
    block both teams), D.3 (some way with no door of the other colour): a ladder joined
    beyond both doors gives each team a way with no door at all."""
    maze = [*BOTH_DOORS, [6, 1, "s2_ladder_s", True]]  # N into the cross at (6, 0)
    s = gold_table(maze, [BLUE, GREEN, "saboteur"], finisher=0)
    finish(s, 0)
    r = s.results[0]
    assert (r["blue_way"], r["green_way"]) == (True, True)
    assert r["winners"] == [0, 1] and r["points"] == [4, 4, 0]


@pytest.mark.parametrize(("rule", "winners"), [("seed", [0, 1]), ("official", [0])])
def test_a_ladder_that_reaches_the_gold_makes_its_player_the_finisher(
        rule: str, winners: list[int]) -> None:
    """B.5 (a way from a ladder to the gold counts as a way from the start; ladders let a
    team get round a door), C.1 (seed: doors alone decide) and B.8 (official: the
    finisher's team first): a green digger's ladder joins a tunnel cut off from the start
    that faces the gold; the way from the ladder has no door, so both teams have one; the
    seed rule lets both win, the official rule the finisher's team (green) alone."""
    maze = [[1, 0, "s2_door_blue_ew", False], [3, 0, "s1_cross", False],
            [4, 0, "s1_straight_ew", False], [5, 0, "s1_straight_ew", False],
            [6, 0, "s1_cross", False], [7, 0, "s1_straight_ew", False]]
    s = table(3, {"winner_rule": rule}, roles=[GREEN, BLUE, "saboteur"], goals=GOLD_MIDDLE,
              maze=maze, hands={"0": ["s2_ladder_s", "map"]})
    assert not s.board.linked((7, 0))
    events = act(s, 0, "path", card="s2_ladder_s", x=3, y=1, turned=True)  # N into (3, 0)
    (end,) = of_kind(events, "round_end")
    assert end.data["finisher"] == 0 and end.data["gold_found"]
    assert (end.data["blue_way"], end.data["green_way"]) == (True, True)
    assert end.data["winners"] == winners


# ============================================================ the empty draw pile
def test_swap_your_hand_takes_the_last_card_of_the_pile() -> None:
    """A.4 Swap Your Hand (the other player draws one), A.8 (with the pile empty every turn
    still uses a card, no draw), D.15: the other player draws the pile's last card; the
    next pass uses exactly one card and draws nothing."""
    s = table(3, hands={"0": ["swap_your_hand", "map"], "1": ["theft", "rockfall"],
                        "2": ["map", "map"]}, pile_top=["s1_cross"], pile=1)
    act(s, 0, "swap_hand", card="swap_your_hand", seat=1)
    f = s.facts()
    assert f["pile"] == 0 and f["hands"][1] == ["map", "s1_cross"]
    act(s, 1, "discard", card="map")
    assert s.to_move() == (2,) and s.facts()["hand_sizes"][1] == 1


def test_a_clear_takes_the_last_card_of_the_pile_the_next_clear_none() -> None:
    """A.8 option 3 (discard two, remove a card in front, draw one), D.15 (no drawing from
    an empty pile; a clear stays an option): the first clear draws the pile's last card,
    the second draws nothing."""
    s = table(3, hands={"0": ["map", "map", "map", "map"], "1": ["rockfall", "s1_cross"],
                        "2": ["theft", "s1_cross"]},
              front={"0": ["broken_cart", "trapped"]}, pile=1)
    clear(s, 0, "trapped")
    assert s.facts()["pile"] == 0 and s.facts()["hand_sizes"][0] == 3
    act(s, 1, "discard", card="rockfall")
    act(s, 2, "discard", card="theft")
    clear(s, 0, "broken_cart")
    f = s.facts()
    assert f["front"][0] == [] and f["hand_sizes"][0] == 1 and s.to_move() == (1,)


def test_a_swap_of_hands_that_leaves_every_hand_empty_ends_the_round() -> None:
    """A.4 Swap Your Hand (with an empty pile the other player draws nothing), A.9 rule 1/4
    (the round ends when no player has cards), C.13 (the next round starts left of the
    player of the last card): the last card in play swaps an empty hand for an empty hand."""
    s = table(3, roles=["saboteur", BLUE, GREEN], pile=0, active=1,
              hands={"0": [], "1": ["swap_your_hand"], "2": []})
    events = act(s, 1, "swap_hand", card="swap_your_hand", seat=0)
    assert not of_kind(events, "draw")
    (end,) = of_kind(events, "round_end")
    assert end.data["gold_found"] is False and end.data["winners"] == [0]
    assert s.round == 2 and s.to_move() == (2,)


def test_a_pass_that_empties_the_pile_draws_what_is_left() -> None:
    """A.8 option 4 (discard 1-3, draw as many), D.15 (as far as the pile goes): three
    discards with two cards left draw two; the next player's pass is one card, no draw."""
    s = table(3, hands={"0": ["map", "map", "map", "map"], "1": ["map", "map"]}, pile=2)
    for _ in range(3):
        act(s, 0, "discard", card="map")
    f = s.facts()
    assert f["pile"] == 0 and f["hand_sizes"][0] == 3 and s.to_move() == (1,)
    act(s, 1, "discard", card="map")
    assert s.facts()["hand_sizes"][1] == 1 and s.to_move() == (2,)


# ============================================================ table sizes
def test_two_players_trap_free_swap_and_inspect_only_across_the_table() -> None:
    """A.1 (2 players), B.6 / C.11 (Trapped!, Swap Your Hand and Inspection on another
    player; Free at Last! on any player, yourself included), docs 'Other readings'."""
    s = table(2, hands={"0": ["trapped", "swap_your_hand", "inspection", "free_at_last",
                              "swap_your_hats", "map"],
                        "1": ["free_at_last", "trapped", "s1_cross"]},
              front={"0": ["trapped"]})
    assert targets(s, 0, "trap") == [1]
    assert targets(s, 0, "swap_hand") == [1] and targets(s, 0, "inspect") == [1]
    assert targets(s, 0, "free") == [0] and targets(s, 0, "swap_hats") == [0, 1]
    act(s, 0, "trap", card="trapped", seat=1)
    assert s.facts()["front"] == [["trapped"], ["trapped"]]
    assert targets(s, 1, "free") == [0, 1] and targets(s, 1, "trap") == []


def test_twelve_players_free_and_hands_off_reach_the_far_side_of_the_table() -> None:
    """A.1 (12 players), A.4 Free at Last! and Hands Off (any player): targets across the
    whole table, exactly the seats with the card to remove."""
    s = table(12, hands={"0": ["free_at_last", "hands_off", "trapped", "map"]},
              front={"11": ["trapped", "theft"], "6": ["theft"], "5": ["trapped"]})
    assert targets(s, 0, "free") == [5, 11]
    assert targets(s, 0, "hands_off") == [6, 11]
    assert targets(s, 0, "trap") == [o for o in range(1, 12) if o not in (5, 11)]


def test_twelve_players_with_the_gold_unfound_thieves_all_steal_round_the_table() -> None:
    """A.1 (12 players), A.9 (thieves in order from the last Theft played, clockwise), D.8:
    three thieves at a full table each take one gold piece, wrapping past seat 11."""
    roles = ["saboteur", BLUE, BLUE, BLUE, BLUE, GREEN, GREEN, GREEN, GREEN, "boss",
             "saboteur", "geologist"]
    theft_at = [-1] * 12
    theft_at[10], theft_at[0], theft_at[5] = 2, 0, 1
    s = no_gold_end(roles, front={"10": ["theft"], "0": ["theft"], "5": ["theft"]},
                    gold=[0] * 11 + [3], state={"theft_at": theft_at, "clock": 3})
    assert s.facts()["gold"][:1] + s.facts()["gold"][10:] == [4, 4, 3]
    order = []
    while s.facts()["pending"] == "steal":
        (o,) = s.to_move()
        order.append(o)
        act(s, o, "steal", seat=11)
    assert order == [10, 0, 5] and s.facts()["gold"][11] == 0
