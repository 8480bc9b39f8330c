"""An audit of the Saboteur engine by CARD CLAUSES: every action card type of both games
(rules.md A.4, B.4, B.6, action_cards.yaml; the engine's data/actions.toml) and every role
card (A.6, A.9 win table, roles.yaml) split into its clauses: who may be named (yourself,
others, anyone), when the card may be played (a tool already broken, a Trapped! already in
front, nothing to repair, no Theft or Trapped! on the table, no face-down goal left...), what
it does, where it goes afterwards (discard pile, in front of a player), who draws, and what
it does to later turns; for the roles, each clause of their win condition.

Each test cites the clause it checks: the seed (shared/seeds/saboteur-2.zh-Hant.txt),
restated in shared/reference/saboteur/rules.md (Part A the seed, Part B the official rules
it relies on, Parts C-E the project's choices), the card data, and the decisions of
docs/saboteur.md. Clauses the earlier audits (test_audit_*.py, test_rules.py,
test_board*.py) already pin are left out."""

from __future__ import annotations

import json
from typing import Any

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.games.saboteur.catalog import PLAY_KIND
from ludoteca.games.saboteur.content import load

from .helpers import (
    BLUE,
    CRYSTALS,
    GOLD_MIDDLE,
    GREEN,
    WAY,
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

ACTIONS = load().actions
# what must lie in front of a player for a card of this kind to have a target there
NEEDS = {"hands_off": "theft", "free": "trapped"}


def targets(s: Any, seat: int, kind: str, card: str | None = None) -> list[Any]:
    return sorted({a.get("seat") for a in s.legal(seat)
                   if a.kind == kind and (card is None or a.get("card") == card)})


def need(card: str) -> str | None:
    """The card that must lie in front of a player for `card` to name that player."""
    a = ACTIONS[card]
    return f"broken_{a.tools[0]}" if a.kind == "repair" else NEEDS.get(a.kind)


# ============================================================ the data's clauses, card by card
@pytest.mark.parametrize("card", sorted(c for c, a in ACTIONS.items()
                                        if a.target in ("self", "other", "any")))
def test_each_card_names_the_players_its_data_says(card: str) -> None:
    """action_cards.yaml `target` (self / other / any; the same in data/actions.toml), A.4,
    B.4, B.6, C.11: with a target possible in front of every seat, a `self` card (Theft)
    names nobody and lies in front of its player, an `other` card (Swap Your Hand,
    Inspection, Trapped!) names every seat but the player's own, an `any` card every seat,
    the player's own included."""
    a = ACTIONS[card]
    kind = PLAY_KIND[a.kind]
    front = {str(o): [need(card)] for o in range(3)} if need(card) else {}
    s = table(3, hands={"0": [card, "map"]}, front=front)
    offered = [x for x in s.legal(0) if x.kind == kind]
    if a.target == "self":
        assert [x.to_json() for x in offered] == [{"kind": kind, "card": card}]
        act(s, 0, kind, card=card)
        assert s.facts()["front"][0] == [card]
    else:
        assert targets(s, 0, kind) == ([0, 1, 2] if a.target == "any" else [1, 2])


@pytest.mark.parametrize("card", sorted(ACTIONS))
def test_each_card_ends_where_its_data_says(card: str) -> None:
    """action_cards.yaml `stays_in_front` (B.4, B.6: a broken tool, Theft and Trapped! lie
    face up in front of their target; every other action card goes to the discard pile once
    played): each card type, played once, is found exactly there and nowhere else."""
    a = ACTIONS[card]
    kind = PLAY_KIND[a.kind]
    args: dict[str, Any] = {"card": card}
    if a.target == "maze":
        args.update(x=1, y=0)
    elif a.target == "goal":
        args["goal"] = 0
    elif a.target != "self":
        args["seat"] = 1
    if a.kind == "repair":
        args["tool"] = a.tools[0]
    front = {"1": [need(card)]} if need(card) else {}
    s = table(3, hands={"0": [card, "map"]}, front=front, maze=[[1, 0, "s1_cross", False]])
    act(s, 0, kind, **args)
    f = s.facts()
    where = 0 if a.target == "self" else 1
    if a.stays_in_front:
        assert f["front"][where] == [card] and card not in f["discard"]
    else:
        assert f["discard"][-1] == card and all(card not in row for row in f["front"])


# ================================================================== broken tools
def test_a_broken_tool_with_that_tool_broken_everywhere_has_no_target() -> None:
    """A.4 (數張相同的行動牌只會發動一次效果: a tool is broken once per player), B.4: when every
    player, the one holding it included, already has the cart broken, a broken cart names
    nobody (it can only be discarded); a broken lantern still names anyone."""
    s = table(2, hands={"0": ["broken_cart", "broken_lantern", "map"]},
              front={"0": ["broken_cart"], "1": ["broken_cart"]})
    assert targets(s, 0, "break", "broken_cart") == []
    assert targets(s, 0, "break", "broken_lantern") == [0, 1]
    for o in range(2):
        with pytest.raises(IllegalAction):
            act(s, 0, "break", card="broken_cart", seat=o)


def test_a_broken_tool_stays_in_front_through_later_turns_never_discarded() -> None:
    """B.4 (while a broken tool lies in front of a player, that player cannot play path
    cards), action_cards.yaml (stays in front until removed): the card is not discarded;
    a full round of turns later it still lies there and still bars the path card."""
    s = table(2, hands={"0": ["broken_pickaxe", "map", "map"], "1": ["s1_cross", "map"]})
    act(s, 0, "break", card="broken_pickaxe", seat=1)
    assert s.facts()["front"][1] == ["broken_pickaxe"] and s.facts()["discard"] == []
    pass_turn(s, 1)
    pass_turn(s, 0)
    assert s.facts()["front"][1] == ["broken_pickaxe"] and s.facts()["discard"] == []
    assert "path" not in kinds(s, 1)


@pytest.mark.parametrize(("card", "kind", "front"), [
    ("broken_cart", "break", {}),
    ("repair_cart", "repair", {"1": ["broken_cart"]}),
    ("hands_off", "hands_off", {"1": ["theft"]}),
    ("inspection", "inspect", {}),
    ("swap_your_hats", "swap_hats", {}),
    ("trapped", "trap", {}),
    ("free_at_last", "free", {"1": ["trapped"]}),
])
def test_a_player_with_no_cards_left_may_still_be_named(card: str, kind: str,
                                                         front: dict[str, list[str]]) -> None:
    """A.4 / B.4 / B.6 (the cards name "any player" or "another player", with no word on
    the hand), A.8 (late in the round a player may hold no cards): the seat whose hand is
    empty is still a target of every card that names a player, and the card acts on it."""
    s = table(3, pile=0, hands={"0": [card, "map"], "1": [], "2": ["map"]}, front=front)
    assert 1 in targets(s, 0, kind)
    before = s.snapshot()
    args: dict[str, Any] = {"card": card, "seat": 1}
    if kind == "repair":
        args["tool"] = "cart"
    act(s, 0, kind, **args)
    assert s.snapshot() != before and s.facts()["hands"][1] == []
    if kind in ("break", "trap"):
        assert s.facts()["front"][1] == [card]
    if kind in ("repair", "hands_off", "free"):
        assert s.facts()["front"][1] == []


# ================================================================== repairs
@pytest.mark.parametrize(("card", "tools"), [
    ("repair_pickaxe_lantern", ("pickaxe", "lantern")),
    ("repair_pickaxe_cart", ("pickaxe", "cart")),
    ("repair_lantern_cart", ("lantern", "cart"))])
def test_a_double_repair_never_mends_the_tool_not_printed_on_it(
        card: str, tools: tuple[str, str]) -> None:
    """B.4 (a double card repairs one of the two tools shown), action_cards.yaml: with all
    three tools broken in front of a player, the card offers its two tools there and
    refuses the third, whose broken card stays."""
    third = next(t for t in ("pickaxe", "lantern", "cart") if t not in tools)
    broken = ["broken_pickaxe", "broken_lantern", "broken_cart"]
    s = table(3, hands={"0": [card, "map"]}, front={"1": broken})
    assert {(a.get("seat"), a.get("tool")) for a in s.legal(0) if a.kind == "repair"} == {
        (1, t) for t in tools}
    with pytest.raises(IllegalAction):
        act(s, 0, "repair", card=card, seat=1, tool=third)
    assert s.facts()["front"][1] == broken


@pytest.mark.parametrize(("card", "tool"), [
    ("repair_pickaxe_lantern", "pickaxe"), ("repair_pickaxe_lantern", "lantern"),
    ("repair_pickaxe_cart", "pickaxe"), ("repair_pickaxe_cart", "cart"),
    ("repair_lantern_cart", "lantern"), ("repair_lantern_cart", "cart")])
def test_a_double_repair_discards_the_broken_tool_it_named(card: str, tool: str) -> None:
    """B.4 (a double card repairs one of the two tools shown; the broken tool and the repair
    card are both discarded), D.11: played on another player with all three tools broken,
    each double card, naming either of its tools, discards exactly that broken card with
    itself; the two other broken tools stay in front."""
    broken = ["broken_pickaxe", "broken_lantern", "broken_cart"]
    s = table(3, hands={"0": [card, "map"]}, front={"2": broken})
    act(s, 0, "repair", card=card, seat=2, tool=tool)
    f = s.facts()
    assert f["discard"] == [f"broken_{tool}", card]
    assert f["front"][2] == [b for b in broken if b != f"broken_{tool}"] and s.blocked(2)


def test_a_double_repair_names_only_a_tool_broken_in_front_of_its_target() -> None:
    """B.4 (repair cards are played only where a matching broken tool lies), D.11 (a double
    repair names the tool it mends): the pickaxe/lantern card on a player whose pickaxe
    alone is broken cannot name the lantern; naming the pickaxe mends it."""
    s = table(3, hands={"0": ["repair_pickaxe_lantern", "map"]},
              front={"1": ["broken_pickaxe"], "2": ["broken_cart"]})
    with pytest.raises(IllegalAction):
        act(s, 0, "repair", card="repair_pickaxe_lantern", seat=1, tool="lantern")
    act(s, 0, "repair", card="repair_pickaxe_lantern", seat=1, tool="pickaxe")
    f = s.facts()
    assert f["front"][1] == [] and f["front"][2] == ["broken_cart"]
    assert f["discard"] == ["broken_pickaxe", "repair_pickaxe_lantern"]


# ================================================================== rockfall
def test_rockfall_has_nothing_to_take_while_the_maze_holds_no_path_card() -> None:
    """B.4 Rockfall (any one path card, not the start, not a goal), B.3.8: with only the
    start and the three goals on the table the card has no target: the start, a goal and
    an empty cell are all refused."""
    s = table(3, hands={"0": ["rockfall", "map"]})
    assert "rockfall" not in kinds(s, 0)
    for x, y in ((0, 0), (8, 0), (8, -2), (1, 0)):
        with pytest.raises(IllegalAction):
            act(s, 0, "rockfall", card="rockfall", x=x, y=y)


def test_rockfall_on_an_empty_cell_is_refused_and_changes_nothing() -> None:
    """B.4 Rockfall (take a path card out of the maze): a cell beside the maze with no card
    offers nothing to take; the refusal costs no card."""
    s = table(3, hands={"0": ["rockfall", "map"]}, maze=[[1, 0, "s1_cross", False]])
    before = s.snapshot()
    with pytest.raises(IllegalAction):
        act(s, 0, "rockfall", card="rockfall", x=2, y=0)
    assert s.snapshot() == before


def test_rockfall_may_take_a_card_cut_off_from_the_start() -> None:
    """B.4 Rockfall (any one path card of the maze, 'of your choice'): a card that no tunnel
    joins to the start (here behind a dead end) is still a card of the maze and may go."""
    maze = [[1, 0, "s1_dead_all", False], [2, 0, "s1_cross", False]]
    s = table(3, hands={"0": ["rockfall", "map"]}, maze=maze)
    assert not s.board.linked((2, 0))
    assert {(a.get("x"), a.get("y")) for a in s.legal(0) if a.kind == "rockfall"} == {
        (1, 0), (2, 0)}
    act(s, 0, "rockfall", card="rockfall", x=2, y=0)
    assert list(s.facts()["cells"]) == ["0,0", "1,0"]
    assert s.facts()["discard"] == ["s1_cross", "rockfall"]


def test_rockfall_shows_every_player_the_card_it_took() -> None:
    """B.4 Rockfall (the removed card and the rockfall card go to the discard pile), A.8
    (only a pass and the price of option 3 are discarded face down): both cards lie face up,
    seen by every seat and a spectator."""
    s = table(3, hands={"0": ["rockfall", "map"]}, maze=[[1, 0, "s2_door_blue_ew", False]])
    events = act(s, 0, "rockfall", card="rockfall", x=1, y=0)
    (ev,) = of_kind(events, "rockfall")
    for o in (0, 1, 2, None):
        assert ev.for_seat(o)["removed"] == "s2_door_blue_ew"
        assert s.view(o)["discard"] == ["s2_door_blue_ew", "rockfall"]


# ================================================================== map
@pytest.mark.parametrize("goal", [0, 1, 2])
def test_a_map_shows_the_card_of_the_goal_it_names(goal: int) -> None:
    """B.4 Map (secretly look at one goal card and put it back): whichever of the three
    goals is named, the player sees that goal's own card, and only that one; the goal
    stays face down in its place, so even a look at the gold ends nothing."""
    order = ["goal_gold", "goal_stone_b", "goal_stone_a"]
    s = table(3, hands={"0": ["map", "map"]}, goals=order)
    (ev,) = of_kind(act(s, 0, "map", card="map", goal=goal), "map")
    assert ev.for_seat(0)["goal_card"] == order[goal]
    seen = s.view(0)["board"]["goals"]
    assert [row[0] for row in seen] == [order[g] if g == goal else None for g in range(3)]
    f = s.facts()
    assert f["goals"] == order and f["goals_up"] == [False] * 3
    assert f["gold_reached"] is False and s.round == 1 and s.to_move() == (1,)


def test_with_both_stones_face_up_a_map_may_look_only_at_the_last_goal() -> None:
    """B.4 Map (look at a face-down goal), B.3.7 (a stone reached is turned face up and the
    round goes on): once the top and bottom stones are face up, the only goal a Map may
    name is the middle one."""
    maze = [*WAY, [6, 1, "s1_t_nse", False], [6, 2, "s1_t_nwe", False],
            [6, -1, "s1_t_nse", False], [6, -2, "s1_curve_se", False]]
    s = table(3, goals=GOLD_MIDDLE, maze=maze,
              hands={"0": ["s1_straight_ew", "map"], "1": ["s2_straight_ew_dead_n_s", "map"],
                     "2": ["map", "map"]})
    act(s, 0, "path", card="s1_straight_ew", x=7, y=2, turned=False)
    act(s, 1, "path", card="s2_straight_ew_dead_n_s", x=7, y=-2, turned=False)
    assert s.facts()["goals_up"] == [True, False, True] and s.round == 1
    assert [a.get("goal") for a in s.legal(2) if a.kind == "map"] == [1]
    for g in (0, 2):
        with pytest.raises(IllegalAction):
            act(s, 2, "map", card="map", goal=g)


def test_a_gold_seen_with_a_map_is_not_a_gold_turned_over() -> None:
    """A.9 win table (saboteurs win if the gold card has not been turned over; the boss and
    the geologist need it turned over), B.4 Map (the card is put back face down): the last
    card of the round is a Map on the gold; the saboteur still wins alone."""
    roles = ["saboteur", "boss", "geologist"]
    s = table(3, roles=roles, goals=GOLD_MIDDLE, pile=0, hands={"0": ["map"], "1": [], "2": []},
              maze=CRYSTALS)
    act(s, 0, "map", card="map", goal=1)
    r = s.results[0]
    assert r["gold_found"] is False and r["winners"] == [0]
    assert r["points"] == [5, 0, 0]


# ================================================================== theft
def test_a_theft_moves_no_gold_during_the_round_and_bars_nothing() -> None:
    """A.4 Theft (played face up in front of yourself; the gold is taken at the end of the
    round), B.3.5 (only a broken tool or Trapped! bars path cards): once laid, the Theft
    moves no gold while the round goes on, and its player may still lay path cards."""
    s = table(2, hands={"0": ["theft", "s1_cross", "map"], "1": ["map", "map"]}, gold=[0, 3])
    act(s, 0, "theft", card="theft")
    pass_turn(s, 1)
    assert s.facts()["gold"] == [0, 3] and s.facts()["front"][0] == ["theft"]
    assert not s.blocked(0) and "path" in kinds(s, 0)


def test_a_theft_laid_as_the_last_card_of_the_round_is_used_at_once() -> None:
    """A.4 Theft (play it in front of yourself; at the end of the round take 1 gold), A.9
    rule 1/4 (the round ends when no player has a card): the Theft is the last card in play;
    laid, it ends the round, and after the payout its player steals straight away."""
    s = table(3, roles=["saboteur", BLUE, GREEN], pile=0, gold=[0, 2, 0],
              hands={"0": [], "1": ["theft"], "2": []}, active=1)
    act(s, 1, "theft", card="theft")
    assert s.results[0]["winners"] == [0] and s.facts()["gold"] == [5, 2, 0]
    assert s.to_move() == (1,) and steals(s, 1) == [0]
    act(s, 1, "steal", seat=0)
    assert s.facts()["gold"] == [4, 3, 0] and s.round == 2


# ================================================================== swap your hand
def test_swap_your_hand_moves_the_hands_only() -> None:
    """A.4 / B.6 Swap Your Hand (exchange your entire hand with a player; the card is
    discarded): the card lies on the discard pile; roles, cards in front and what an
    Inspection showed stay where they were; the turn goes on from the player who played
    it, not from the other."""
    roles = ["boss", "saboteur", "geologist", BLUE]
    s = table(4, roles=roles, hands={"0": ["swap_your_hand", "map"], "2": ["rockfall", "theft"],
                                     "3": ["inspection", "map"]},
              front={"2": ["broken_cart"]}, active=3)
    act(s, 3, "inspect", card="inspection", seat=2)
    act(s, 0, "swap_hand", card="swap_your_hand", seat=2)
    f = s.facts()
    assert f["hands"][0] == ["rockfall", "theft"] and f["discard"] == ["inspection",
                                                                     "swap_your_hand"]
    assert f["roles"] == roles and f["front"][2] == ["broken_cart"] and f["front"][0] == []
    assert s.blocked(2) and not s.blocked(0)
    assert s.view(3)["known_roles"] == {"2": "geologist"} and s.to_move() == (1,)


def test_swap_your_hand_as_the_last_card_of_a_hand() -> None:
    """A.4 Swap Your Hand (the whole hand; the player swapped with draws one more), C.10
    (the player who played it draws nothing): played from a one-card hand, it hands over
    nothing: the other player keeps only the card it draws, the player takes its cards."""
    s = table(3, hands={"0": ["swap_your_hand"], "1": ["rockfall", "theft", "map"]},
              pile_top=["s1_cross"])
    act(s, 0, "swap_hand", card="swap_your_hand", seat=1)
    f = s.facts()
    assert f["hands"][0] == ["rockfall", "theft", "map"] and f["hands"][1] == ["s1_cross"]


# ================================================================== inspection
def test_an_inspection_changes_no_role_and_may_look_again() -> None:
    """A.4 Inspection (look at a player's role card), B.6 (then discard): the role and the
    face-down role cards are untouched; the same player may be inspected again (the card
    is spent all the same)."""
    s = table(3, roles=["boss", "saboteur", "geologist"],
              hands={"0": ["inspection", "inspection", "map"]})
    pile = list(s.role_pile)
    act(s, 0, "inspect", card="inspection", seat=1)
    f = s.facts()
    assert f["roles"] == ["boss", "saboteur", "geologist"] and f["role_pile"] == pile
    assert f["role_out"] == [] and f["discard"] == ["inspection"]
    for o in (1, 2):
        pass_turn(s, o, s.facts()["hands"][o][0])
    assert targets(s, 0, "inspect") == [1, 2]
    act(s, 0, "inspect", card="inspection", seat=1)
    assert s.view(0)["known_roles"] == {"1": "saboteur"}
    assert s.facts()["discard"] == ["inspection", "inspection"]


# ================================================================== swap your hats
def test_a_role_put_away_by_swap_your_hats_is_never_shown() -> None:
    """A.4 Swap Your Hats (丟棄的身份牌不可以讓他人知道: the discarded role card must not be
    shown to anyone), A.9 (roles are revealed at scoring): the profiteer put away as the
    round's last card is in no view, no event and no result, even once the game is over;
    the round is scored with the new role."""
    roles = [BLUE, "profiteer", "saboteur"]
    s = table(3, roles=roles, round=3, pile=0,
              hands={"0": ["swap_your_hats"], "1": [], "2": []},
              state={"role_pile": role_pile_with_top(roles, "geologist")})
    events = act(s, 0, "swap_hats", card="swap_your_hats", seat=1)
    assert s.is_over() and s.results[0]["roles"] == [BLUE, "geologist", "saboteur"]
    assert s.results[0]["winners"] == [2]
    for o in (0, 1, 2, None):
        shown = json.dumps([s.view(o), [e.for_seat(o) for e in events]])
        assert '"profiteer"' not in shown, o


def test_swap_your_hats_changes_the_role_alone_and_asks_the_player_nothing() -> None:
    """A.4 Swap Your Hats (the named player must discard their role card and draw a new
    one): its hand, cards in front and gold stay as they were, it is asked nothing, and
    the turn passes on from the player who played the card."""
    roles = ["boss", "saboteur", "geologist"]
    s = table(3, roles=roles, gold=[1, 2, 3],
              hands={"0": ["swap_your_hats", "map"], "2": ["rockfall", "theft"]},
              front={"2": ["broken_cart", "trapped"]},
              state={"role_pile": role_pile_with_top(roles, BLUE)})
    act(s, 0, "swap_hats", card="swap_your_hats", seat=2)
    f = s.facts()
    assert f["roles"] == ["boss", "saboteur", BLUE] and f["role_out"] == ["geologist"]
    assert f["hands"][2] == ["rockfall", "theft"] and f["gold"] == [1, 2, 3]
    assert f["front"][2] == ["broken_cart", "trapped"] and f["discard"] == ["swap_your_hats"]
    assert s.to_move() == (1,) and f["pending"] == "turn"


# ================================================================== trapped, free
def test_trapped_may_join_broken_tools_in_front_of_a_player() -> None:
    """A.4 Trapped! (in front of another player not already trapped; a different kind from
    the broken tools, so A.4's 'once per kind' does not stop it): a player with two broken
    tools may be trapped; all three cards lie in front, none is discarded."""
    s = table(3, hands={"0": ["trapped", "map"]},
              front={"1": ["broken_cart", "broken_lantern"]})
    assert targets(s, 0, "trap") == [1, 2]
    act(s, 0, "trap", card="trapped", seat=1)
    f = s.facts()
    assert f["front"][1] == ["broken_cart", "broken_lantern", "trapped"] and f["discard"] == []
    assert s.trapped(1) and s.broken_tools(1) == frozenset({"cart", "lantern"})


def test_trapped_has_no_target_when_every_other_player_is_trapped() -> None:
    """A.4 (one Trapped! per player), C.11 (only on another player): with both other players
    trapped, the free player holding Trapped! may not lay it on anyone, itself included."""
    s = table(3, hands={"0": ["trapped", "map"]}, front={"1": ["trapped"], "2": ["trapped"]})
    assert "trap" not in kinds(s, 0)
    for o in range(3):
        with pytest.raises(IllegalAction):
            act(s, 0, "trap", card="trapped", seat=o)


def test_free_at_last_has_no_target_while_nobody_is_trapped() -> None:
    """A.4 Free at Last! (remove the Trapped! card in front of a player), D.11: with no
    Trapped! on the table, broken tools and Thefts notwithstanding, the card names nobody."""
    s = table(3, hands={"0": ["free_at_last", "map"]},
              front={"1": ["broken_cart"], "2": ["theft"]})
    assert "free" not in kinds(s, 0)
    for o in range(3):
        with pytest.raises(IllegalAction):
            act(s, 0, "free", card="free_at_last", seat=o)


def test_a_trapped_player_may_free_another_and_stays_trapped() -> None:
    """A.4 Free at Last! (any player's Trapped!), Trapped! (action cards are still allowed):
    a trapped player may free someone else; its own Trapped! stays and still bars its path
    cards on its next turn."""
    s = table(3, hands={"0": ["free_at_last", "s1_cross", "map"]},
              front={"0": ["trapped"], "1": ["trapped"]})
    assert targets(s, 0, "free") == [0, 1]
    act(s, 0, "free", card="free_at_last", seat=1)
    f = s.facts()
    assert f["front"][0] == ["trapped"] and f["front"][1] == []
    for o in (1, 2):
        pass_turn(s, o, s.facts()["hands"][o][0])
    assert "path" not in kinds(s, 0)


# ================================================================== roles
def test_a_trapped_boss_neither_wins_nor_counts() -> None:
    """A.6 Boss (scores when good dwarves win, 1 less), A.4 Trapped! (a player still trapped
    at round end cannot win, gets no gold, does not count): the gold is found through a
    blue door with the boss trapped, so the blue digger wins alone and takes 5."""
    s = gold_table(way((3, "s2_door_blue_ew")), ["boss", BLUE, GREEN, "saboteur"],
                   front={"0": ["trapped"]}, finisher=1, hands={"1": ["s1_straight_ew"]})
    finish(s, 1)
    r = s.results[0]
    assert r["winners"] == [1] and r["points"] == [0, 5, 0, 0] and r["trapped"] == [0]


def test_a_trapped_profiteer_does_not_win_even_without_the_gold() -> None:
    """A.6 Profiteer (scores whether good or bad dwarves win), A.4 Trapped! (a player still
    trapped at round end cannot win and does not count): the gold stays hidden, the
    trapped profiteer gets nothing and the two saboteurs share as 2 winners, 4 each."""
    s = no_gold_end(["saboteur", "saboteur", "profiteer", BLUE], front={"2": ["trapped"]})
    r = s.results[0]
    assert r["winners"] == [0, 1] and r["points"] == [4, 4, 0, 0]


def test_the_boss_wins_on_the_gold_with_no_gold_digger_at_the_table() -> None:
    """A.9 win table (boss: the gold card is turned over; geologist likewise), roles.yaml
    (the boss wins whenever anyone finishes a path to the gold), D.6 (the boss alone takes
    the full amount), A.6 (geologists are not counted): with no gold-digger dealt, the boss
    reaching the gold takes 5, the geologist its 3 crystals, the saboteur nothing."""
    s = gold_table([*way(), *CRYSTALS], ["boss", "saboteur", "geologist"])
    finish(s, 0)
    r = s.results[0]
    assert r["gold_found"] is True and r["winners"] == [0]
    assert r["points"] == [5, 0, 3]


def test_the_crystal_on_the_card_that_reaches_the_gold_counts() -> None:
    """A.6 Geologist (1 gold per crystal showing in the maze when the gold is found), D.5
    (every crystal on a card in the maze at round end): the crystal cross that turns the
    gold over is itself counted."""
    s = gold_table(way(), [GREEN, "geologist", "saboteur"],
                   hands={"0": ["s2_crystal_cross", "map"]})
    act(s, 0, "path", card="s2_crystal_cross", x=7, y=0, turned=False)
    r = s.results[0]
    assert r["gold_found"] is True and r["crystals"] == 1
    assert r["winners"] == [0] and r["points"] == [5, 1, 0]
