"""Audit of Saboteur's hidden information: what each seat, and a spectator, may know.

For each moment that hides or shows something, a table is built, the move is made, and
everything a player or a program could read is checked: `view(seat)` of every seat and of
the spectator (None), the move's events as each of them gets them (`Event.for_seat`), a
record replayed from its seed (core/records.py, as the replay page shows it), a bot's
`Observation` (bots/base.py), and `determinize(seat, rng)`, which keeps what that seat
knows and resamples the rest (docs/saboteur.md "Hidden information").

The moments (shared/reference/saboteur/rules.md): the deal, with its 10 cards set aside
unseen and one secret role each (A.6, A.7, B.7); face-down discards of a pass or a clear
(A.8, B.6, D.15); goal cards face down until reached (A.7 step 2, B.3.7); a Map's private
look (B.4); Inspection, Swap Your Hats and Swap Your Hand (A.4, B.6, C.10); the roles
shown at scoring (A.9, docs "Hidden information") and hidden again at the next deal.
A seat may know its own hand, role and face-down discards, the goals it looked at, the
roles its Inspection showed (until a Swap Your Hats makes them stale) and what Swap Your
Hand showed; nothing else of another seat's hand or role, an unrevealed goal, a card
discarded face down, the set-aside cards or the role pile."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from ludoteca.bots.base import EventFeed
from ludoteca.core.actions import Action
from ludoteca.core.records import Record, replay
from ludoteca.core.rng import Rng
from ludoteca.games.saboteur import GAME
from ludoteca.games.saboteur.content import load
from ludoteca.games.saboteur.state import SaboteurState

from .helpers import (
    BLUE,
    GOLD_MIDDLE,
    GREEN,
    WAY_TOP,
    act,
    finish,
    gold_table,
    inspected_then_put_away,
    no_gold_end,
    of_kind,
    pass_turn,
    role_pile_with_top,
    table,
    way,
)

SECRET_KEYS = ("hand", "role", "known_roles", "known_cards", "known_put_away")
GUESSES = range(12)  # generators for determinize: enough for a resampled part to vary


def viewers(s: SaboteurState) -> tuple[int | None, ...]:
    return (None, *range(s.players))


def as_spectator(s: SaboteurState, seat: int) -> dict[str, Any]:
    """The seat's view with its own secrets taken out (its hand, role, what it learnt and
    the goals it looked at): docs 'Hidden information' says the rest is what everyone sees."""
    v = dict(s.view(seat))
    for key in SECRET_KEYS:
        del v[key]
    v["seat"], v["prompt"] = None, None
    rows = [dict(row) for row in v["seats"]]
    if not s.revealed:
        rows[seat]["role"] = None
    v["seats"] = rows
    goals = [list(g) for g in v["board"]["goals"]]
    for g in s.known_goals[seat]:
        if not goals[g][1]:
            goals[g] = [None, False, False]
    v["board"] = {**v["board"], "goals": goals}
    return v


def private_owners(events: list[Any], kind: str) -> list[set[int]]:
    return [set(e.private or {}) for e in of_kind(events, kind)]


def hand_types(s: SaboteurState, seat: int) -> list[str]:
    return sorted(s.names(s.hands[seat]))


def rich() -> tuple[SaboteurState, list[Any]]:
    """Four seats after every kind of secret move: seat 0 looks at goal 0 (a stone), seat 1
    passes a Trapped! face down, seat 2 swaps its own hat (to the geologist), seat 3 passes
    two cards, seat 0 inspects seat 1 (the saboteur), seat 1 lays a Theft, seat 2 looks at
    goal 2, seat 3 passes, seat 0 swaps hands with seat 3."""
    roles = [BLUE, "saboteur", GREEN, "boss"]
    s = table(4, roles=roles, goals=GOLD_MIDDLE,
              hands={"0": ["map", "inspection", "swap_your_hand", "rockfall"],
                     "1": ["theft", "trapped", "s1_cross", "map"],
                     "2": ["swap_your_hats", "map", "hands_off", "s1_cross"],
                     "3": ["broken_cart", "repair_cart", "free_at_last", "rockfall"]},
              state={"role_pile": role_pile_with_top(roles, "geologist")})
    events: list[Any] = []
    events += act(s, 0, "map", card="map", goal=0)
    events += act(s, 1, "discard", card="trapped")
    events += act(s, 1, "done")
    events += act(s, 2, "swap_hats", card="swap_your_hats", seat=2)
    events += act(s, 3, "discard", card="broken_cart")
    events += act(s, 3, "discard", card="repair_cart")
    events += act(s, 3, "done")
    events += act(s, 0, "inspect", card="inspection", seat=1)
    events += act(s, 1, "theft", card="theft")
    events += act(s, 2, "map", card="map", goal=2)
    events += act(s, 3, "discard", card="free_at_last")
    events += act(s, 3, "done")
    events += act(s, 0, "swap_hand", card="swap_your_hand", seat=3)
    return s, events


# ============================================================================ the deal
def test_deal_event_gives_each_seat_its_own_hand_and_role() -> None:
    """A.7 steps 3-4 (six cards and one role card each, secret): the round's deal event
    carries, for each seat alone, its own hand and role; a spectator sees the round number
    and who starts."""
    s = GAME.new(4, 5)
    (ev,) = of_kind(s.opening_events(), "round")
    assert ev.for_seat(None) == {"kind": "round", "round": 1, "first": 0}
    for seat in range(4):
        assert ev.for_seat(seat) == {"kind": "round", "round": 1, "first": 0,
                                     "hand": s.names(s.hands[seat]), "role": s.roles[seat]}


def test_views_at_the_deal_are_the_spectators_plus_own_secrets() -> None:
    """A.7 (hands, roles and goals secret), docs 'Hidden information' (a view is the public
    table plus the seat's own hand and role): taking a seat's own parts out of its view
    leaves exactly the spectator's view, which holds no secret key and no seed."""
    s = GAME.new(5, 3)
    spectator = s.view(None)
    assert not set(SECRET_KEYS) & set(spectator) and "seed" not in spectator
    for seat in range(5):
        v = s.view(seat)
        assert v["hand"] == s.names(s.hands[seat]) and v["role"] == s.roles[seat]
        assert v["known_roles"] == {} and v["known_cards"] == {}
        assert v["known_put_away"] == []
        assert as_spectator(s, seat) == spectator


def test_set_aside_pile_and_role_pile_are_counted_never_shown() -> None:
    """A.7 step 3 (10 cards set aside, nobody knows which), step 4 (the other role cards
    face down): every viewer gets only their numbers; every guess resamples them, sizes
    kept."""
    s = GAME.new(4, 9)
    for seat in viewers(s):
        v = s.view(seat)
        assert (v["aside"], v["pile"], v["role_pile"]) == (10, len(s.pile), 11)
    guesses = [s.determinize(1, Rng(k)) for k in GUESSES]
    assert all(len(g.aside) == 10 and len(g.pile) == len(s.pile) for g in guesses)
    assert len({tuple(sorted(g.aside)) for g in guesses}) > 1
    assert len({tuple(g.role_pile) for g in guesses}) > 1


def test_a_guess_keeps_own_hand_and_role_and_resamples_the_others() -> None:
    """A.6/A.7 (roles and hands secret), docs 'Hidden information' (determinize reshuffles
    the other hands, the pile and the set-aside cards, and the unknown roles with the role
    pile): seat 2's own hand and role stay; the others vary, every size kept and the 15
    role cards all there."""
    s = GAME.new(5, 21)
    guesses = [s.determinize(2, Rng(k)) for k in GUESSES]
    for g in guesses:
        assert g.hands[2] == s.hands[2] and g.roles[2] == s.roles[2]
        assert [len(h) for h in g.hands] == [6] * 5
        assert Counter(g.roles + g.role_pile) == Counter(load().role_deck)
    for o in (0, 1, 3, 4):
        assert len({tuple(sorted(g.hands[o])) for g in guesses}) > 1
        assert len({g.roles[o] for g in guesses}) > 1


# ===================================================================== face-down discards
def test_a_pass_is_seen_card_by_card_by_the_passer_alone() -> None:
    """A.8 option 4 (1-3 cards face down, draw as many): each discard and the draw are
    shown to the passer only; every other seat and a spectator see how many; no view lists
    the cards, the passer's own included (its events told it)."""
    s = table(4, hands={"1": ["map", "theft", "inspection"]}, active=1,
              pile_top=["s1_cross", "rockfall"])
    events = act(s, 1, "discard", card="theft") + act(s, 1, "discard", card="inspection")
    events += act(s, 1, "done")
    assert [e.for_seat(1).get("card") for e in of_kind(events, "discard")] == [
        "theft", "inspection"]
    assert of_kind(events, "draw")[0].for_seat(1)["cards"] == ["s1_cross", "rockfall"]
    for seat in (None, 0, 2, 3):
        assert [e.for_seat(seat) for e in events] == [
            {"kind": "discard", "seat": 1, "count": 1}] * 2 + [
            {"kind": "draw", "seat": 1, "count": 2}]
    for seat in viewers(s):
        v = s.view(seat)
        assert v["seats"][1]["discarded"] == 2 and v["discard"] == []
        assert "theft" not in json.dumps(v["seats"]) and "inspection" not in json.dumps(
            v["seats"])


def test_a_guess_keeps_own_face_down_cards_and_resamples_the_others() -> None:
    """A.8 option 4 (discards face down), docs 'Hidden information' (determinize reshuffles
    the others' face-down discards with the unseen cards): the passer's guess keeps what it
    put face down; another seat's guess deals other cards there, as many."""
    s = table(3, hands={"0": ["map", "map", "theft", "s1_cross"]}, pile_top=["rockfall"] * 3)
    pass_turn(s, 0)  # a map face down, then a draw
    own = s.buried[0][:]
    assert s.names(own) == ["map"]
    for k in GUESSES:
        assert s.determinize(0, Rng(k)).buried[0] == own
    others = [s.determinize(1, Rng(k)).buried[0] for k in GUESSES]
    assert all(len(b) == 1 for b in others)
    assert len({s.cards.type_of[b[0]] for b in others}) > 1


def test_the_two_cards_of_a_clear_go_face_down_the_cleared_card_face_up() -> None:
    """A.8 option 3, C.9 (two cards face down, one card in front removed): every viewer
    sees the cleared broken tool on the discard pile and two face-down cards; only the
    clearer's guess keeps which two they were."""
    s = table(3, hands={"0": ["map", "trapped", "theft"]}, front={"0": ["broken_lantern"]})
    events = act(s, 0, "clear", card="broken_lantern")
    events += act(s, 0, "discard", card="trapped") + act(s, 0, "discard", card="theft")
    assert [e.for_seat(0)["card"] for e in of_kind(events, "discard")] == ["trapped", "theft"]
    assert all("card" not in e.for_seat(o) for e in of_kind(events, "discard")
               for o in (None, 1, 2))
    for seat in viewers(s):
        v = s.view(seat)
        assert v["discard"] == ["broken_lantern"] and v["seats"][0]["discarded"] == 2
    assert all(s.determinize(0, Rng(k)).buried[0] == s.buried[0] for k in GUESSES)
    assert len({tuple(s.determinize(2, Rng(k)).buried[0]) for k in GUESSES}) > 1


def test_with_the_pile_empty_the_one_card_still_goes_face_down() -> None:
    """D.15 (with the pile empty a turn discards one card face down, no draw), A.8: the
    card is seen by the passer alone, as with a pile; no draw event."""
    s = table(3, hands={"0": ["theft", "map"]}, pile=0)
    events = act(s, 0, "discard", card="theft")
    (ev,) = events
    assert ev.for_seat(0)["card"] == "theft"
    assert all(ev.for_seat(o) == {"kind": "discard", "seat": 0, "count": 1}
               for o in (None, 1, 2))
    assert s.view(2)["seats"][0]["discarded"] == 1 and s.view(2)["discard"] == []


# ============================================================================= the goals
def test_a_map_look_reaches_the_looker_alone() -> None:
    """B.4 Map (look secretly at one goal card): at four seats, the event shows the card to
    the looker only, every view but the looker's keeps the goal hidden, and no other view
    changed: each is still the spectator's plus its own."""
    s = table(4, goals=GOLD_MIDDLE, hands={"2": ["map", "theft"]}, active=2)
    events = act(s, 2, "map", card="map", goal=1)
    (ev,) = of_kind(events, "map")
    assert ev.for_seat(2)["goal_card"] == "goal_gold"
    assert all(ev.for_seat(o) == {"kind": "map", "seat": 2, "card": "map", "goal": 1}
               for o in (None, 0, 1, 3))
    for seat in viewers(s):
        goals = s.view(seat)["board"]["goals"]
        assert goals[1] == (["goal_gold", False, False] if seat == 2 else [None, False, False])
        assert goals[0] == goals[2] == [None, False, False]
    assert all(as_spectator(s, seat) == s.view(None) for seat in range(4))


def test_a_guess_keeps_the_goal_looked_at_and_shuffles_the_other_two() -> None:
    """B.4 Map, docs 'Hidden information' (determinize deals anew the goals the seat has
    not seen): having seen a stone on top, the looker's guesses keep it and put the gold
    now in the middle, now at the bottom."""
    s = table(3, goals=GOLD_MIDDLE, hands={"0": ["map", "theft"]})
    act(s, 0, "map", card="map", goal=0)
    guesses = [s.determinize(0, Rng(k)) for k in GUESSES]
    assert all(s.cards.type_of[g.board.goal_card(0)] == "goal_stone_a" for g in guesses)
    assert {g.board.gold_index for g in guesses} == {1, 2}
    assert all(g.view(0) == s.view(0) for g in guesses)


def test_a_seat_that_looked_at_nothing_has_all_three_goals_shuffled() -> None:
    """A.7 step 2 (the goals are shuffled face down), B.4: another seat's Map tells this
    seat nothing; its guesses put the gold under each of the three goals."""
    s = table(3, goals=GOLD_MIDDLE, hands={"0": ["map", "theft"]})
    act(s, 0, "map", card="map", goal=0)
    guesses = [s.determinize(1, Rng(k)) for k in GUESSES]
    assert {g.board.gold_index for g in guesses} == {0, 1, 2}
    assert all(g.view(1) == s.view(1) and g.view(None) == s.view(None) for g in guesses)


def test_two_looks_tell_the_third_goal_in_every_guess() -> None:
    """B.4 Map twice: a seat that saw both stones knows where the gold is; every guess
    keeps all three goals. Its view shows the two it saw (what it looked at), not the
    deduced third."""
    s = table(3, goals=GOLD_MIDDLE, hands={"0": ["map", "map", "s1_cross"],
                                           "1": ["map", "map"], "2": ["map", "map"]})
    act(s, 0, "map", card="map", goal=0)
    pass_turn(s, 1)
    pass_turn(s, 2)
    act(s, 0, "map", card="map", goal=2)
    assert [g[0] for g in s.view(0)["board"]["goals"]] == ["goal_stone_a", None,
                                                            "goal_stone_b"]
    for k in GUESSES:
        g = s.determinize(0, Rng(k))
        assert [g.board.goal_card(i) for i in range(3)] == [s.board.goal_card(i)
                                                           for i in range(3)]


def test_a_goal_turned_over_is_public_and_in_every_guess() -> None:
    """B.3.7 (a reached goal is turned face up): the stone is seen by every viewer and kept
    by every seat's guesses; the two still face down are shuffled for a seat that saw
    neither."""
    s = table(3, hands={"0": ["s1_straight_ew", "map"]}, goals=GOLD_MIDDLE, maze=WAY_TOP)
    events = act(s, 0, "path", card="s1_straight_ew", x=7, y=-2, turned=False)
    (ev,) = of_kind(events, "goal")
    assert ev.private is None and ev.for_seat(None)["card"] == "goal_stone_a"
    for seat in viewers(s):
        assert s.view(seat)["board"]["goals"][0] == ["goal_stone_a", True, True]
    for seat in range(3):
        guesses = [s.determinize(seat, Rng(k)) for k in GUESSES]
        assert all(g.board.face_up(0) and g.board.goal_card(0) == s.board.goal_card(0)
                   for g in guesses)
        assert {g.board.gold_index for g in guesses} == {1, 2}


def test_after_the_gold_the_stones_stay_face_down() -> None:
    """B.3.7 (only a reached goal is turned over), A.9 (the roles are shown at scoring):
    with the gold reached and a thief still to steal, every viewer sees the gold; the
    bottom stone no one looked at stays hidden from all, the top one from all but the seat
    that looked; the scoring event names no goal card."""
    s = gold_table(way(), [BLUE, "saboteur", "boss"], front={"1": ["theft"]},
                   state={"known_goals": [[], [], [0]]})
    events = finish(s, 0)
    assert s.to_move() == (1,) and s.revealed
    for seat in viewers(s):
        goals = s.view(seat)["board"]["goals"]
        assert goals[1][:2] == ["goal_gold", True] and goals[2] == [None, False, False]
        assert goals[0][0] == ("goal_stone_a" if seat == 2 else None)
    (end,) = of_kind(events, "round_end")
    assert "goal_stone" not in json.dumps(end.for_seat(None))


def test_a_round_without_the_gold_turns_no_goal_over() -> None:
    """A.9 rule 1/4 (the round ends when every hand is empty), B.3.7: with no goal
    reached, scoring shows the roles but no goal card, to any viewer."""
    s = no_gold_end([BLUE, "saboteur", GREEN], front={"1": ["theft"]}, gold=[2, 0, 0])
    assert s.to_move() == (1,) and s.revealed
    for seat in viewers(s):
        assert s.view(seat)["board"]["goals"] == [[None, False, False]] * 3


# ============================================================================= the roles
def test_inspection_each_viewer_and_each_guess() -> None:
    """A.4/B.6 Inspection (look at one other player's role card): the inspector alone sees
    it, in the event and in its view; its guesses keep that role, while the other seats'
    guesses (the inspected seat's own aside) resample it, and in every guess what the
    inspector 'knows' is the guessed role."""
    roles = [BLUE, GREEN, "saboteur", "boss"]
    s = table(4, roles=roles, hands={"0": ["inspection", "map"]})
    events = act(s, 0, "inspect", card="inspection", seat=2)
    (ev,) = of_kind(events, "inspect")
    assert ev.for_seat(0)["role"] == "saboteur"
    assert all(ev.for_seat(o) == {"kind": "inspect", "seat": 0, "card": "inspection",
                                  "target": 2} for o in (None, 1, 2, 3))
    assert [s.view(o)["known_roles"] for o in range(4)] == [{"2": "saboteur"}, {}, {}, {}]
    assert all(s.view(o)["seats"][2]["role"] is None for o in (None, 0, 1, 3))
    assert all(s.determinize(0, Rng(k)).roles[2] == "saboteur" for k in GUESSES)
    for seat in (1, 3):
        guesses = [s.determinize(seat, Rng(k)) for k in GUESSES]
        assert len({g.roles[2] for g in guesses}) > 1
        assert all(g.known_roles[0][2] == g.roles[2] for g in guesses)


def test_swap_hats_on_yourself_only_you_know_the_card_put_away() -> None:
    """A.4 Swap Your Hats (yourself included; the discarded role card shown to nobody):
    the player saw its own old card, so its guesses keep it among those put away and keep
    its new role; another seat's guesses resample both."""
    roles = ["saboteur", BLUE, GREEN]
    s = table(3, roles=roles, hands={"0": ["swap_your_hats", "map"]},
              state={"role_pile": role_pile_with_top(roles, "boss")})
    act(s, 0, "swap_hats", card="swap_your_hats", seat=0)
    assert s.role_out == ["saboteur"] and s.view(0)["role"] == "boss"
    for k in GUESSES:
        g = s.determinize(0, Rng(k))
        assert g.roles[0] == "boss" and g.role_out == ["saboteur"]
    guesses = [s.determinize(1, Rng(k)) for k in GUESSES]
    assert len({g.role_out[0] for g in guesses}) > 1 and len({g.roles[0] for g in guesses}) > 1
    assert all(len(g.role_out) == 1 and len(g.role_pile) == len(s.role_pile) for g in guesses)


def test_swap_hats_on_another_the_new_role_is_the_targets_alone() -> None:
    """A.4 Swap Your Hats on another player: the target learns its new role (event and
    view) and keeps its old card in its guesses; the player who played it and the third
    seat learn neither card, and their guesses resample both."""
    roles = [BLUE, "saboteur", GREEN]
    s = table(3, roles=roles, hands={"0": ["swap_your_hats", "map"]},
              state={"role_pile": role_pile_with_top(roles, "profiteer")})
    events = act(s, 0, "swap_hats", card="swap_your_hats", seat=1)
    (ev,) = of_kind(events, "swap_hats")
    assert ev.for_seat(1)["role"] == "profiteer"
    assert [s.view(o)["seats"][1]["role"] for o in (None, 0, 1, 2)] == [
        None, None, "profiteer", None]
    for k in GUESSES:
        g = s.determinize(1, Rng(k))
        assert g.roles[1] == "profiteer" and g.role_out == ["saboteur"]
    for seat in (0, 2):
        guesses = [s.determinize(seat, Rng(k)) for k in GUESSES]
        assert len({g.roles[1] for g in guesses}) > 1
        assert len({g.role_out[0] for g in guesses}) > 1


def test_an_inspected_role_put_away_stays_known_to_the_inspector() -> None:
    """A.4 Inspection then Swap Your Hats on the same player (the card put away is shown to
    nobody, but the inspector has seen it), docs 'Hidden information': the inspector's view
    no longer shows the player's role but remembers the card put away, and its guesses
    keep that card where it is and resample the player's new role; the others' guesses
    resample both."""
    s = inspected_then_put_away()
    assert s.view(0)["known_roles"] == {}
    assert s.view(0)["known_put_away"] == [{"seat": 1, "role": "saboteur"}]
    assert [s.view(o)["known_put_away"] for o in (1, 2, 3)] == [[], [], []]
    assert "known_put_away" not in s.view(None)
    guesses = [s.determinize(0, Rng(k)) for k in GUESSES]
    assert {g.role_out[0] for g in guesses} == {"saboteur"}
    assert len({g.roles[1] for g in guesses}) > 1
    assert all(g.view(0) == s.view(0) for g in guesses)
    others = [s.determinize(2, Rng(k)) for k in GUESSES]
    assert len({g.role_out[0] for g in others}) > 1
    assert all(g.known_out[0] == [0] for g in others)  # what the inspector saw, kept


def test_a_role_inspected_before_an_earlier_swap_is_not_the_card_put_away() -> None:
    """Swap Your Hats twice on one player, the inspection between them: the inspector knows
    the second card put away only (the first was put away before it looked)."""
    roles = [BLUE, "saboteur", GREEN, "boss"]
    s = table(4, roles=roles, hands={"0": ["inspection", "map"],
                                     "1": ["swap_your_hats", "swap_your_hats", "map"]},
              state={"role_pile": role_pile_with_top(roles, "geologist")})
    pass_turn(s, 0, "map")
    act(s, 1, "swap_hats", card="swap_your_hats", seat=1)
    first_new = s.roles[1]
    for o in (2, 3):
        pass_turn(s, o, s.facts()["hands"][o][0])
    act(s, 0, "inspect", card="inspection", seat=1)
    act(s, 1, "swap_hats", card="swap_your_hats", seat=1)
    assert s.known_out[0] == [1]
    assert s.view(0)["known_put_away"] == [{"seat": 1, "role": first_new}]
    guesses = [s.determinize(0, Rng(k)) for k in GUESSES]
    assert {g.role_out[1] for g in guesses} == {first_new}
    assert len({g.role_out[0] for g in guesses}) > 1


def test_a_role_put_away_is_never_shown_even_at_scoring() -> None:
    """A.4 Swap Your Hats (「棄掉的身份卡不能給任何人看」), A.9 (the roles are shown at
    scoring): the boss card a player put away appears in no view and no event for any
    viewer, before or after scoring; the role it now holds is shown at scoring."""
    roles = [BLUE, "boss", "saboteur"]
    s = gold_table(way(), roles, finisher=0, front={"2": ["theft"]}, active=1,
                   hands={"1": ["swap_your_hats", "map"]},
                   state={"role_pile": role_pile_with_top(roles, GREEN)})
    events = act(s, 1, "swap_hats", card="swap_your_hats", seat=1)
    events += act(s, 2, "discard", card=s.names(s.hands[2])[0])
    events += act(s, 2, "done")
    events += finish(s, 0)
    assert s.to_move() == (2,) and s.results[0]["roles"] == [BLUE, GREEN, "saboteur"]
    for seat in viewers(s):
        assert "boss" not in json.dumps(s.view(seat))
        assert "boss" not in json.dumps([e.for_seat(seat) for e in events])
        assert [row["role"] for row in s.view(seat)["seats"]] == [BLUE, GREEN, "saboteur"]


def test_roles_shown_at_scoring_to_everyone_and_kept_by_every_guess() -> None:
    """A.9 (scoring reads every role), docs 'Hidden information' (roles become public when
    a round is scored): the scoring event gives every role to a spectator, and while a
    thief decides no seat's guess changes any role; the hands stay secret."""
    roles = [BLUE, "saboteur", "boss"]
    s = gold_table(way(), roles, front={"1": ["theft"]})
    events = finish(s, 0)
    (end,) = of_kind(events, "round_end")
    assert end.private is None and end.for_seat(None)["roles"] == roles
    assert s.to_move() == (1,)
    for seat in range(3):
        guesses = [s.determinize(seat, Rng(k)) for k in GUESSES]
        assert all(g.roles == roles for g in guesses)
        others = [o for o in range(3) if o != seat and len(s.hands[o]) > 1]
        assert any(len({tuple(sorted(g.hands[o])) for g in guesses}) > 1 for o in others)
    assert set(SECRET_KEYS).isdisjoint(s.view(None))


def test_the_next_deal_hides_the_roles_again() -> None:
    """A.9 rule 3/4 (roles dealt anew), A.7 step 4: after the thief steals, round 2 is
    dealt: each seat's deal event holds its own new hand and role only, no view shows
    another seat's role, and round 1's roles stay in the public results."""
    roles = [BLUE, "saboteur", "boss"]
    s = gold_table(way(), roles, front={"1": ["theft"]})
    finish(s, 0)
    events = act(s, 1, "steal", seat=0)
    (deal,) = of_kind(events, "round")
    assert set(deal.private or {}) == {0, 1, 2} and "role" not in deal.for_seat(None)
    assert s.round == 2 and not s.revealed
    for seat in viewers(s):
        v = s.view(seat)
        assert [row["role"] for row in v["seats"]] == [
            s.roles[o] if o == seat else None for o in range(3)]
        assert v["results"][0]["roles"] == roles
    for seat in range(3):
        assert deal.for_seat(seat)["role"] == s.roles[seat]
        assert deal.for_seat(seat)["hand"] == s.names(s.hands[seat])


# ======================================================================= swap your hand
def swapped() -> SaboteurState:
    """Seat 0 swaps hands with seat 1 (C.10: seat 1 then draws, seat 0 does not)."""
    s = table(3, hands={"0": ["swap_your_hand", "map", "rockfall", "theft"],
                        "1": ["inspection", "hands_off", "s1_cross"],
                        "2": ["map", "map", "trapped"]},
              pile_top=["free_at_last"])
    act(s, 0, "swap_hand", card="swap_your_hand", seat=1)
    return s


def test_swap_hand_the_third_seat_learns_only_the_sizes() -> None:
    """A.4/B.6 Swap Your Hand: the third seat and a spectator see that the hands changed
    places (their sizes) and that seat 1 drew a card, never which cards."""
    s = table(3, hands={"0": ["swap_your_hand", "map", "rockfall", "theft"],
                        "1": ["inspection", "hands_off", "s1_cross"]},
              pile_top=["free_at_last"])
    events = act(s, 0, "swap_hand", card="swap_your_hand", seat=1)
    for seat in (None, 2):
        seen = [e.for_seat(seat) for e in events]
        assert seen == [{"kind": "swap_hand", "seat": 0, "card": "swap_your_hand",
                         "target": 1}, {"kind": "draw", "seat": 1, "count": 1}]
    assert [row["cards"] for row in s.view(2)["seats"][:2]] == [3, 4]
    assert s.view(2)["known_cards"] == {} and "known_cards" not in s.view(None)
    assert private_owners(events, "swap_hand") == [{0, 1}]
    assert private_owners(events, "draw") == [{1}]


def test_the_target_knows_the_whole_hand_of_the_player_who_swapped() -> None:
    """A.4 Swap Your Hand, C.10 (the player who played it draws nothing), docs 'Hidden
    information' (each knows the other holds its former hand): seat 1 knows all three
    cards seat 0 now holds, so every guess of seat 1 deals them to seat 0."""
    s = swapped()
    assert s.view(1)["known_cards"] == {"0": ["hands_off", "inspection", "s1_cross"]}
    for k in GUESSES:
        assert hand_types(s.determinize(1, Rng(k)), 0) == hand_types(s, 0)


def test_the_player_who_swapped_knows_all_but_the_card_drawn() -> None:
    """A.4 Swap Your Hand, C.10 (the other player draws one card), docs 'Hidden
    information' (not the card the other then draws): seat 0's guesses give seat 1 its
    former map, rockfall and Theft, and some other card besides."""
    s = swapped()
    assert s.view(0)["known_cards"] == {"1": ["map", "rockfall", "theft"]}
    guesses = [s.determinize(0, Rng(k)) for k in GUESSES]
    for g in guesses:
        held = Counter(g.names(g.hands[1]))
        assert held >= Counter(["map", "rockfall", "theft"]) and len(g.hands[1]) == 4
    assert len({tuple(hand_types(g, 1)) for g in guesses}) > 1


def test_a_third_seats_guess_resamples_both_swapped_hands() -> None:
    """A.4 Swap Your Hand: seat 2 saw neither hand; its guesses deal both anew (sizes
    kept) and drop what seats 0 and 1 learnt, which seat 2 cannot tell (docs 'Hidden
    information')."""
    s = swapped()
    guesses = [s.determinize(2, Rng(k)) for k in GUESSES]
    for o in (0, 1):
        assert len({tuple(hand_types(g, o)) for g in guesses}) > 1
        assert all(len(g.hands[o]) == len(s.hands[o]) for g in guesses)
    assert all(g.known_cards == [[], [], []] for g in guesses)
    assert all(g.hands[2] == s.hands[2] for g in guesses)


def test_a_guess_keeps_only_what_its_own_seat_knows_of_hands() -> None:
    """Docs 'Hidden information' (determinize drops what the other seats knew): seat 0's
    guess keeps its own knowledge of seat 1's hand and nothing of seat 1's knowledge."""
    s = swapped()
    g = s.determinize(0, Rng(4))
    assert g.known_cards[1] == [] and g.known_cards[2] == []
    assert sorted(map(tuple, g.known_cards[0])) == sorted(map(tuple, s.known_cards[0]))
    assert g.view(0) == s.view(0)


# ========================================================= every moment at one table
def test_in_a_rich_position_each_view_is_the_spectators_plus_its_own() -> None:
    """Docs 'Hidden information' (a view is the public table plus the seat's hand, role,
    Map looks, Inspections and what Swap Your Hand showed): after every kind of secret
    move, each seat's view less its own parts is the spectator's, and its own parts are
    exactly what it learnt."""
    s, _ = rich()
    for seat in range(4):
        assert as_spectator(s, seat) == s.view(None)
    v = [s.view(o) for o in range(4)]
    assert [x["role"] for x in v] == [BLUE, "saboteur", "geologist", "boss"]
    assert [x["known_roles"] for x in v] == [{"1": "saboteur"}, {}, {}, {}]
    assert [g[0] for g in v[0]["board"]["goals"]] == ["goal_stone_a", None, None]
    assert [g[0] for g in v[2]["board"]["goals"]] == [None, None, "goal_stone_b"]
    assert set(v[0]["known_cards"]) == {"3"} and set(v[3]["known_cards"]) == {"0"}
    assert v[1]["known_cards"] == {} == v[2]["known_cards"]
    assert s.view(None)["seats"][1]["discarded"] == 1
    assert s.view(None)["seats"][3]["discarded"] == 3


def test_in_a_rich_position_every_guess_shows_every_viewer_the_same() -> None:
    """Docs 'Hidden information', docs/architecture.md (the view computed on a seat's
    determinization equals the real one): for every seat's guesses, that seat's view and
    the spectator's are unchanged."""
    s, _ = rich()
    for seat in range(4):
        for k in range(4):
            g = s.determinize(seat, Rng(k))
            assert g.view(seat) == s.view(seat) and g.view(None) == s.view(None)
            assert g.to_move() == s.to_move()


def test_in_a_rich_position_each_private_part_goes_to_the_right_seat() -> None:
    """B.4 Map (the looker), A.8 (the passer's discards and draws), A.4 Swap Your Hats
    (the target), Inspection (the inspector), Swap Your Hand (the two players), Theft
    (public): which seats get a private part of each event; a spectator gets none."""
    _, events = rich()
    assert private_owners(events, "map") == [{0}, {2}]
    assert private_owners(events, "discard") == [{1}, {3}, {3}, {3}]
    assert private_owners(events, "swap_hats") == [{2}]
    assert private_owners(events, "inspect") == [{0}]
    assert private_owners(events, "swap_hand") == [{0, 3}]
    assert private_owners(events, "theft") == [set()]
    draws = of_kind(events, "draw")
    assert all(set(e.private or {}) == {e.data["seat"]} for e in draws)
    assert all(e.for_seat(None) == {"kind": e.kind, **e.data} for e in events)


# ======================================================================= the bots' view
def test_an_observation_hands_its_seat_the_events_redacted() -> None:
    """Bots/base.py Observation (the events its seat saw, redacted for it): seat 2's
    observation after the rich moves holds its own hat's new role and its own Map look,
    nothing of seat 0's Map, Inspection or swapped hand, nor of the cards others passed."""
    s, events = rich()
    feed = EventFeed(4)
    feed.add(events)
    obs = feed.observe(s, 2)
    assert list(obs.events) == [e.for_seat(2) for e in events]
    public = {"kind", "seat", "card", "goal", "target", "count"}
    private = [e for e in obs.events if set(e) - public]
    assert [e["kind"] for e in private] == ["swap_hats", "draw", "map", "draw"]
    assert all(e["seat"] == 2 for e in private)
    assert private[0]["role"] == "geologist" and private[2]["goal_card"] == "goal_stone_b"
    assert obs.view() == s.view(2) and list(obs.legal()) == []


def test_an_observations_guess_is_its_seats_guess() -> None:
    """Bots/base.py Observation.determinize (a full state consistent with this seat's
    view): the same generator gives the same guess as determinize(seat)."""
    s, _ = rich()
    obs = EventFeed(4).observe(s, 0)
    assert obs.determinize(Rng(5)).digest() == s.determinize(0, Rng(5)).digest()
    assert obs.determinize(Rng(5)).view(0) == obs.view()


def test_an_observations_first_events_hold_its_own_deal_only() -> None:
    """A.7 (hands and roles dealt secretly), bots/base.py (a bot's first decision gets
    everything since the game was set up, redacted): each seat's first observation holds
    the deal with its own hand and role only."""
    s = GAME.new(4, 13)
    feed = EventFeed(4, s.opening_events())
    for seat in range(4):
        (deal,) = feed.observe(s, seat).events
        assert deal == {"kind": "round", "round": 1, "first": 0,
                        "hand": s.names(s.hands[seat]), "role": s.roles[seat]}


# ============================================================================ records
def test_a_replayed_record_shows_each_viewer_what_it_saw() -> None:
    """Docs/architecture.md (records replay exactly; one event stream feeds replays) with
    B.4 Map, A.4 Inspection and Swap Your Hand, A.8 a face-down pass: a record through
    JSON, replayed move by move as the replay page does, gives every viewer the same views
    and events as the live game, so a spectator's replay shows no Map card, no inspected
    role, no swapped hand and no face-down card."""
    s = GAME.new(3, 47)
    assert "map" in s.names(s.hands[0]) and "swap_your_hand" in s.names(s.hands[0])
    assert "inspection" in s.names(s.hands[1]) and "broken_cart" in s.names(s.hands[2])
    moves = [(0, Action.make("map", card="map", goal=1)),
             (1, Action.make("inspect", card="inspection", seat=2)),
             (2, Action.make("discard", card="broken_cart")), (2, Action.make("done")),
             (0, Action.make("swap_hand", card="swap_your_hand", seat=2))]
    live = []
    for seat, action in moves:
        events = s.apply(seat, action)
        live.append({o: (s.view(o), [e.for_seat(o) for e in events]) for o in viewers(s)})
    record = Record.from_json(json.loads(json.dumps(Record(
        "saboteur", GAME.meta.version, 3, 47, dict(s.options), moves, s.digest()).to_json())))
    assert replay(record).digest() == s.digest()
    again = GAME.new(3, 47)
    for step, (seat, action) in enumerate(record.actions):
        events = again.apply(seat, action)
        for o in viewers(again):
            assert (again.view(o), [e.for_seat(o) for e in events]) == live[step][o]
        text = json.dumps([e.for_seat(None) for e in events])
        assert not {"goal_card", "role", "hand", "cards"} & {
            k for e in events for k in e.for_seat(None)}, text
        assert "broken_cart" not in text


# ============================================================ what a guess carries over
def test_a_guess_carries_no_other_seats_real_deal() -> None:
    """A.7 (hands and roles secret), docs/architecture.md 'Determinize' (a state consistent
    with the seat's view, everything else resampled): the guess's opening events hold, for
    another seat, only what the guess itself dealt it, not that seat's real hand and role."""
    s = GAME.new(4, 7)
    for k in range(5):
        g = s.determinize(0, Rng(k))
        for e in g.opening_events():
            for o, part in (e.private or {}).items():
                if o != 0:
                    assert part.get("role", g.roles[o]) == g.roles[o]
                    assert part.get("hand", g.names(g.hands[o])) == g.names(g.hands[o])


def test_a_guess_does_not_hold_the_seed_of_the_real_deal() -> None:
    """A.7 (the deal is secret), docs/architecture.md 'Determinize' (the state's own
    generator resampled, so a search cannot learn future chance outcomes): the guess's
    seed must not rebuild the real deal (the other hands, roles and goals)."""
    s = GAME.new(4, 7)
    g = s.determinize(0, Rng(3))
    again = GAME.new(4, g.seed)
    real = ([s.hands[o] for o in (1, 2, 3)], s.roles[1:],
            [s.board.goal_card(i) for i in range(3)])
    rebuilt = ([again.hands[o] for o in (1, 2, 3)], again.roles[1:],
               [again.board.goal_card(i) for i in range(3)])
    assert rebuilt != real
