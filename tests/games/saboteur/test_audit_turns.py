"""Audit of the Saboteur engine against the rulebook, part A: the turn and the maze.

One test per rule, written from the seed (shared/seeds/saboteur-2.zh-Hant.txt, restated in
shared/reference/saboteur/rules.md Part A), the official rules it relies on (Part B), the
choices of Part C/D and the decisions of docs/saboteur.md. A test marked xfail asserts the
rulebook's behaviour where the engine does not follow it yet (engine bug)."""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.errors import IllegalAction
from ludoteca.games.saboteur import GAME
from ludoteca.games.saboteur.board import GOAL_CELLS

from .helpers import GOLD_MIDDLE, WAY, WAY_TOP, act, finish, kinds, table


def targets(s: Any, seat: int, kind: str, card: str | None = None) -> list[int]:
    return [a.get("seat") for a in s.legal(seat)
            if a.kind == kind and card in (None, a.get("card"))]


def sizes(s: Any) -> list[int]:
    return s.facts()["hand_sizes"]


def of_kind(events: list[Any], kind: str) -> list[Any]:
    return [e for e in events if e.kind == kind]


# ------------------------------------------------------------------ the deal, every size
@pytest.mark.parametrize("players", range(2, 13))
def test_deal_six_cards_each_ten_aside_one_role_each_seat_zero_first(players: int) -> None:
    """A.7 steps 3-4 (seed 準備步驟3/4, 4/4): 10 cards set aside unseen, 6 dealt to every
    player whatever the count, one role card each, the rest face down; A.8: the youngest
    (seat 0) starts. 118 - 10 - 6n cards stay in the pile."""
    s = GAME.new(players, 11)
    f = s.facts()
    assert f["hand_sizes"] == [6] * players
    assert f["aside"] == 10 and f["pile"] == 118 - 10 - 6 * players
    assert len(f["roles"]) == players and len(f["role_pile"]) == 15 - players
    assert s.to_move() == (0,) and f["pending"] == "turn"
    assert s.board.cells().keys() == {(0, 0)} and f["goals_up"] == [False] * 3


@pytest.mark.parametrize("players", [2, 3, 7, 12])
def test_targets_at_every_table_size(players: int) -> None:
    """B.4, B.6, C.11: a broken tool may go in front of anyone (yourself too); Swap Your
    Hand and Inspection name another player; Trapped! another player; Swap Your Hats any
    player, yourself included."""
    seat = players - 1
    s = table(players, active=seat, hands={str(seat): [
        "broken_lantern", "swap_your_hand", "inspection", "trapped", "swap_your_hats"]})
    everyone, others = list(range(players)), [o for o in range(players) if o != seat]
    assert targets(s, seat, "break") == everyone
    assert targets(s, seat, "swap_hand") == others
    assert targets(s, seat, "inspect") == others
    assert targets(s, seat, "trap") == others
    assert targets(s, seat, "swap_hats") == everyone


# ------------------------------------------------------------------ the four options
def test_a_turn_offers_exactly_the_four_options() -> None:
    """A.8 (seed 遊戲流程): a path card, an action card, discard two to remove a card in
    front of yourself, or discard 1-3 and draw as many; nothing else."""
    s = table(3, hands={"0": ["s1_cross", "map", "rockfall"]}, front={"0": ["theft"]})
    assert kinds(s, 0) == {"path", "map", "clear", "discard"}  # no rockfall target yet
    assert {a.get("card") for a in s.legal(0) if a.kind == "discard"} == {
        "s1_cross", "map", "rockfall"}


def test_path_card_then_draw_one() -> None:
    """A.8 option 1: play one path card, then draw one card (the hand stays at 6)."""
    s = table(3, hands={"0": ["s1_cross", "map", "map", "map", "map", "map"]},
              pile_top=["trapped"])
    pile = s.facts()["pile"]
    events = act(s, 0, "path", card="s1_cross", x=1, y=0, turned=False)
    f = s.facts()
    assert f["hands"][0] == ["map"] * 5 + ["trapped"] and f["pile"] == pile - 1
    (draw,) = of_kind(events, "draw")
    assert draw.for_seat(0)["cards"] == ["trapped"] and "cards" not in draw.for_seat(1)
    assert f["cells"]["1,0"] == ["s1_cross", False] and f["active"] == 1


ACTION_PLAYS: list[tuple[str, dict[str, Any], dict[str, list[str]]]] = [
    ("break", {"card": "broken_cart", "seat": 1}, {}),
    ("repair", {"card": "repair_cart", "seat": 1, "tool": "cart"}, {"1": ["broken_cart"]}),
    ("rockfall", {"card": "rockfall", "x": 1, "y": 0}, {}),
    ("map", {"card": "map", "goal": 2}, {}),
    ("theft", {"card": "theft"}, {}),
    ("hands_off", {"card": "hands_off", "seat": 2}, {"2": ["theft"]}),
    ("inspect", {"card": "inspection", "seat": 2}, {}),
    ("swap_hats", {"card": "swap_your_hats", "seat": 1}, {}),
    ("trap", {"card": "trapped", "seat": 2}, {}),
    ("free", {"card": "free_at_last", "seat": 2}, {"2": ["trapped"]}),
]


@pytest.mark.parametrize(("kind", "args", "front"), ACTION_PLAYS,
                         ids=[p[0] for p in ACTION_PLAYS])
def test_action_card_then_draw_one(kind: str, args: dict[str, Any],
                                   front: dict[str, list[str]]) -> None:
    """A.8 option 2 and action_cards.yaml ("after playing an action card the player draws
    1 card"): every action card but Swap Your Hand costs the player one card and gives one
    back from the pile; the card goes to the face-up discard pile or in front of a player."""
    s = table(3, hands={"0": [args["card"], "map", "map", "map", "map", "map"]},
              front=front, maze=[[1, 0, "s1_cross", False]], pile_top=["s1_dead_s"])
    pile = s.facts()["pile"]
    act(s, 0, kind, **args)
    f = s.facts()
    assert f["hand_sizes"][0] == 6 and f["hands"][0][-1] == "s1_dead_s"
    assert f["pile"] == pile - 1 and f["active"] == 1
    placed = f["discard"] + [t for row in f["front"] for t in row]
    assert args["card"] in placed


def test_swap_hand_sizes_and_who_sees_what() -> None:
    """A.4 / B.6 Swap Your Hand, C.10: the whole hands change places; the other player
    draws one card, the player who played it draws none; only the two see the hands."""
    s = table(4, hands={"2": ["swap_your_hand", "map", "map", "map", "map", "map"],
                        "0": ["rockfall"] * 3 + ["theft"] * 3}, active=2,
              pile_top=["s1_cross"])
    pile = s.facts()["pile"]
    events = act(s, 2, "swap_hand", card="swap_your_hand", seat=0)
    f = s.facts()
    assert f["hands"][2] == ["rockfall"] * 3 + ["theft"] * 3
    assert f["hands"][0] == ["map"] * 5 + ["s1_cross"] and f["pile"] == pile - 1
    (ev,) = of_kind(events, "swap_hand")
    assert ev.for_seat(0)["hand"] == ["map"] * 5
    assert "hand" not in ev.for_seat(1) and "hand" not in ev.for_seat(3)
    assert "hand" not in ev.for_seat(None)
    (draw,) = of_kind(events, "draw")
    assert draw.data["seat"] == 0 and "cards" not in draw.for_seat(2)


def test_clear_needs_two_cards_in_hand() -> None:
    """A.8 option 3: discarding two cards needs two cards; a player holding one cannot."""
    s = table(3, hands={"0": ["map"]}, front={"0": ["broken_pickaxe"]})
    assert "clear" not in kinds(s, 0)
    s = table(3, hands={"0": ["map", "map"]}, front={"0": ["broken_pickaxe"]})
    assert [a.get("card") for a in s.legal(0) if a.kind == "clear"] == ["broken_pickaxe"]


def test_clear_only_in_front_of_yourself() -> None:
    """A.8 option 3 (「將自己桌面上的1張效果牌移除」): only a card in front of yourself is
    removed; a card in front of another player offers no clear."""
    s = table(3, hands={"0": ["map", "map", "map"]}, front={"1": ["broken_pickaxe"]})
    assert "clear" not in kinds(s, 0)
    with pytest.raises(IllegalAction):
        act(s, 0, "clear", card="broken_pickaxe")


def test_clear_removes_one_card_of_several() -> None:
    """A.8 option 3, C.9: one card in front of you is removed (broken tool, Theft or
    Trapped!); the others stay, so a second barring card still bars paths."""
    s = table(3, hands={"0": ["s1_cross", "map", "map", "map"]},
              front={"0": ["broken_pickaxe", "trapped", "theft"]})
    assert sorted(a.get("card") for a in s.legal(0) if a.kind == "clear") == [
        "broken_pickaxe", "theft", "trapped"]
    act(s, 0, "clear", card="trapped")
    act(s, 0, "discard", card="map")
    act(s, 0, "discard", card="map")
    f = s.facts()
    assert f["front"][0] == ["broken_pickaxe", "theft"] and "trapped" in f["discard"]
    assert f["hand_sizes"][0] == 3  # 4 - 2 + 1
    assert s.blocked(0)  # the broken pickaxe still bars paths


def test_clear_own_theft_and_trap_frees_path_play() -> None:
    """C.9: the card may be your own Theft (it no longer steals) or Trapped! (paths are
    allowed again on your next turn)."""
    s = table(2, hands={"0": ["map", "map", "s1_cross"], "1": ["map", "map"]},
              front={"0": ["trapped", "theft"]})
    assert "path" not in kinds(s, 0)
    act(s, 0, "clear", card="theft")
    act(s, 0, "discard", card="map")
    act(s, 0, "discard", card="map")
    assert s.theft_at[0] == -1 and s.facts()["front"][0] == ["trapped"]
    act(s, 1, "discard", card="map")
    act(s, 1, "done")
    act(s, 0, "clear", card="trapped")
    act(s, 0, "discard", card="s1_cross")
    act(s, 0, "discard", card=s.facts()["hands"][0][0])
    assert s.facts()["front"][0] == []


def test_clear_discards_are_face_down_the_cleared_card_face_up() -> None:
    """A.8 option 3: the two cards go face down (others learn only how many), the removed
    card to the face-up discard pile."""
    s = table(3, hands={"0": ["map", "rockfall", "theft"]}, front={"0": ["broken_lantern"]})
    events = act(s, 0, "clear", card="broken_lantern")
    events += act(s, 0, "discard", card="map")
    events += act(s, 0, "discard", card="rockfall")
    discards = of_kind(events, "discard")
    assert [e.for_seat(0)["card"] for e in discards] == ["map", "rockfall"]
    assert all("card" not in e.for_seat(1) and "card" not in e.for_seat(None)
               for e in discards)
    f = s.facts()
    assert f["discard"] == ["broken_lantern"] and f["buried"][0] == ["map", "rockfall"]
    assert s.view(1)["seats"][0]["discarded"] == 2 and s.view(1)["discard"] == [
        "broken_lantern"]


def test_clear_with_an_empty_pile_draws_nothing() -> None:
    """A.8 (empty draw pile) with option 3: the two cards are discarded, nothing is drawn."""
    s = table(3, hands={"0": ["map", "map", "map"]}, front={"0": ["broken_cart"]}, pile=0)
    act(s, 0, "clear", card="broken_cart")
    act(s, 0, "discard", card="map")
    act(s, 0, "discard", card="map")
    assert s.facts()["hands"][0] == ["map"] and s.facts()["front"][0] == []


def test_pass_draws_only_what_the_pile_holds() -> None:
    """A.8 option 4 (discard 1-3, draw as many), D.15: with fewer cards in the pile than
    were discarded the player draws what is left."""
    s = table(3, hands={"0": ["map", "map", "map", "theft"]}, pile=1)
    act(s, 0, "discard", card="map")
    act(s, 0, "discard", card="map")
    act(s, 0, "discard", card="map")
    f = s.facts()
    assert f["hand_sizes"][0] == 2 and f["pile"] == 0 and f["active"] == 1


def test_pass_with_a_single_card_draws_it_back() -> None:
    """A.8 option 4: a one-card hand discards that card and draws one; no further discard
    can be asked for."""
    s = table(3, hands={"0": ["map"]}, pile_top=["s1_cross"])
    act(s, 0, "discard", card="map")
    f = s.facts()
    assert f["hands"][0] == ["s1_cross"] and f["active"] == 1


def test_pass_events_hide_the_cards() -> None:
    """A.8 option 4: cards are discarded face down and drawn secretly."""
    s = table(3, hands={"0": ["map", "theft", "inspection"]},
              pile_top=["s1_cross", "rockfall"])
    events = act(s, 0, "discard", card="theft")
    events += act(s, 0, "discard", card="map")
    events += act(s, 0, "done")
    for e in events:
        for seat in (1, 2, None):
            seen = e.for_seat(seat)
            assert "card" not in seen and "cards" not in seen
    assert sorted(s.facts()["hands"][0]) == ["inspection", "rockfall", "s1_cross"]
    assert s.view(2)["seats"][0]["cards"] == 3 and s.view(2)["discard"] == []


def test_after_clear_the_two_discards_are_owed() -> None:
    """A.8 option 3: clearing costs exactly two cards: nothing else may be played and the
    turn cannot stop before the second discard."""
    s = table(3, hands={"0": ["s1_cross", "map", "map"]}, front={"0": ["theft"]})
    act(s, 0, "clear", card="theft")
    assert kinds(s, 0) == {"discard"}
    for kind, args in (("done", {}), ("map", {"card": "map", "goal": 0}),
                       ("path", {"card": "s1_cross", "x": 1, "y": 0, "turned": False})):
        with pytest.raises(IllegalAction):
            act(s, 0, kind, **args)
    act(s, 0, "discard", card="map")
    assert kinds(s, 0) == {"discard"} and s.to_move() == (0,)
    act(s, 0, "discard", card="s1_cross")
    assert s.to_move() == (1,)


def test_a_pass_plays_no_card() -> None:
    """A.8 option 4 (「跳過這回合」): once a player discards to pass, the turn is a pass:
    more discards or the draw, never a card played."""
    s = table(3, hands={"0": ["s1_cross", "map", "map"]})
    act(s, 0, "discard", card="map")
    assert kinds(s, 0) == {"discard", "done"}
    with pytest.raises(IllegalAction):
        act(s, 0, "path", card="s1_cross", x=1, y=0, turned=False)


def test_pass_third_discard_ends_the_turn() -> None:
    """A.8 option 4: at most three cards; after the third the player draws three."""
    s = table(3, hands={"0": ["map"] * 5}, pile_top=["s1_cross"] * 3)
    act(s, 0, "discard", card="map")
    act(s, 0, "discard", card="map")
    act(s, 0, "discard", card="map")
    assert s.to_move() == (1,) and sizes(s)[0] == 5


# ------------------------------------------------------------------ the empty draw pile
def test_empty_pile_path_and_action_cards_draw_nothing() -> None:
    """A.8 (seed 「當牌堆無牌可抽時,玩家仍要出1張以上的手牌」), B.6: once the pile is empty no
    one draws; each card played shrinks the hand."""
    s = table(3, hands={"0": ["s1_cross", "map"], "1": ["broken_cart", "map"]}, pile=0)
    act(s, 0, "path", card="s1_cross", x=1, y=0, turned=False)
    act(s, 1, "break", card="broken_cart", seat=2)
    assert sizes(s)[:2] == [1, 1]


def test_empty_pile_swap_hand_the_other_draws_nothing() -> None:
    """B.6 Swap Your Hand with an empty pile: the swap happens, nobody draws."""
    s = table(3, hands={"0": ["swap_your_hand", "map"], "1": ["theft", "theft", "theft"]},
              pile=0)
    act(s, 0, "swap_hand", card="swap_your_hand", seat=1)
    assert s.facts()["hands"][:2] == [["theft"] * 3, ["map"]]


def test_empty_pile_a_blocked_player_with_only_paths_discards_one() -> None:
    """D.15: with the pile empty every turn uses one card; a trapped player holding only
    path cards discards one face down (no redraw)."""
    s = table(3, hands={"0": ["s1_cross", "s1_cross"]}, front={"0": ["trapped"]}, pile=0)
    assert kinds(s, 0) == {"discard", "clear"}
    act(s, 0, "discard", card="s1_cross")
    assert s.facts()["hands"][0] == ["s1_cross"] and s.to_move() == (1,)


def test_empty_pile_clear_is_still_an_option() -> None:
    """A.8: the four options stay open with an empty pile; discarding two to clear a card
    uses cards, which is what the seed asks of every turn."""
    s = table(3, hands={"0": ["map", "map"]}, front={"0": ["broken_cart"]}, pile=0)
    assert "clear" in kinds(s, 0)


def test_player_without_cards_is_skipped_every_time() -> None:
    """A.8, D.10: a player with no cards simply passes (an automatic `pass` event), each
    time the turn comes round, while others still play."""
    s = table(4, hands={"0": ["map", "map"], "1": [], "2": ["map"], "3": []}, pile=0)
    events = act(s, 0, "discard", card="map")
    assert [e.data["seat"] for e in of_kind(events, "pass")] == [1]
    assert s.to_move() == (2,)
    events = act(s, 2, "discard", card="map")
    assert [e.data["seat"] for e in of_kind(events, "pass")] == [3]
    assert s.to_move() == (0,) and s.round == 1


def test_round_ends_when_the_last_card_is_an_action_card() -> None:
    """A.9 rule 1/4: the round ends when no player has a card left, whatever the last
    card was; without the gold the saboteurs win."""
    roles = ["saboteur", "gold_digger_blue", "gold_digger_green"]
    s = table(3, roles=roles, hands={"0": [], "1": ["broken_cart"], "2": []}, pile=0,
              active=1)
    events = act(s, 1, "break", card="broken_cart", seat=2)
    (end,) = of_kind(events, "round_end")
    assert end.data["gold_found"] is False and end.data["winners"] == [0]
    assert s.round == 2 and s.to_move() == (2,)  # left of the last player (C.13)


def test_round_goes_on_while_any_hand_holds_a_card() -> None:
    """A.9 rule 1/4: only when *every* hand is empty does the round end."""
    s = table(3, hands={"0": ["map"], "1": [], "2": []}, pile=0, active=0)
    s2 = table(3, hands={"0": ["map"], "1": [], "2": ["map"]}, pile=0, active=0)
    act(s2, 0, "discard", card="map")
    assert s2.round == 1 and s2.to_move() == (2,)
    act(s, 0, "discard", card="map")
    assert s.round == 2


# ------------------------------------------------------------------ placing path cards
def test_path_card_must_touch_the_linked_maze() -> None:
    """B.3.1, B.3.3: a path card goes next to a card of the maze, one of its openings facing
    a tunnel joined to the start; a cell touching nothing is refused."""
    s = table(3, hands={"0": ["s1_cross", "s1_straight_ns"]})
    for x, y in ((2, 0), (1, 1), (5, 5)):
        with pytest.raises(IllegalAction):
            act(s, 0, "path", card="s1_cross", x=x, y=y, turned=False)
    # next to the start, but rock (its W/E sides) against the start's opening
    with pytest.raises(IllegalAction):
        act(s, 0, "path", card="s1_straight_ns", x=1, y=0, turned=False)
    assert {(a.get("x"), a.get("y")) for a in s.legal(0)
            if a.get("card") == "s1_straight_ns" and a.kind == "path"} == {(0, -1), (0, 1)}


def test_path_card_never_on_the_start_a_goal_or_a_card() -> None:
    """B.3.1: an empty cell only."""
    s = table(3, hands={"0": ["s1_cross"]}, goals=GOLD_MIDDLE, maze=WAY[:-1])
    for x, y in ((0, 0), (1, 0), *GOAL_CELLS):
        with pytest.raises(IllegalAction):
            act(s, 0, "path", card="s1_cross", x=x, y=y, turned=False)


def test_a_curve_plays_turned_half_round_never_crosswise() -> None:
    """B.3.4: cards may be turned 180 degrees, never 90: a S-E curve fits west of the start
    as printed (its E opening faces the start) and east of it only turned (N-W)."""
    s = table(3, hands={"0": ["s1_curve_se"]})
    legal = {(a.get("x"), a.get("y"), a.get("turned")) for a in s.legal(0) if a.kind == "path"}
    assert (-1, 0, False) in legal and (1, 0, True) in legal
    assert (1, 0, False) not in legal and (-1, 0, True) not in legal
    with pytest.raises(IllegalAction):
        act(s, 0, "path", card="s1_curve_se", x=1, y=0, turned=False)
    act(s, 0, "path", card="s1_curve_se", x=1, y=0, turned=True)
    assert s.facts()["cells"]["1,0"] == ["s1_curve_se", True]


def test_a_symmetric_card_is_accepted_either_way() -> None:
    """B.3.4 and docs/saboteur.md ("The tunnel maze": a card that looks the same turned is
    listed once, unturned; either orientation is accepted when played, as listed)."""
    s = table(3, hands={"0": ["s1_straight_ew", "map"]})
    events = act(s, 0, "path", card="s1_straight_ew", x=1, y=0, turned=True)
    assert "1,0" in s.facts()["cells"]
    assert [e.data["turned"] for e in events if e.kind == "path"] == [False]
    # a card that differs turned round keeps its orientation: east of the start, the
    # T open N, E, S fits only turned (its W side then faces the start's opening)
    s = table(3, hands={"0": ["s1_t_nse", "map"]})
    with pytest.raises(IllegalAction):
        act(s, 0, "path", card="s1_t_nse", x=1, y=0, turned=False)
    events = act(s, 0, "path", card="s1_t_nse", x=1, y=0, turned=True)
    assert [e.data["turned"] for e in events if e.kind == "path"] == [True]


@pytest.mark.parametrize("card", ["start", "goal_gold", "goal_stone_a", "no_such_card", ""])
def test_a_maze_card_or_unknown_card_sent_turned_is_illegal(card: str) -> None:
    """The start and goal cards are never in a hand: a path action naming one (or no card
    at all), turned or not, is refused as illegal and changes nothing."""
    s = table(3, hands={"0": ["s1_straight_ew", "map"]})
    before = s.digest()
    for turned in (True, False):
        with pytest.raises(IllegalAction):
            act(s, 0, "path", card=card, x=1, y=0, turned=turned)
    assert s.digest() == before


def test_every_side_must_match_its_neighbours_in_play() -> None:
    """B.3.2: all four sides fit: a tunnel against rock is refused, even when another side
    joins the network."""
    maze = [[1, 0, "s1_straight_ew", False], [0, 1, "s1_straight_ns", False]]
    s = table(3, hands={"0": ["s1_cross", "s1_t_nse"]}, maze=maze)
    # (1, 1): N faces the straight's rock, W faces the other straight's rock
    with pytest.raises(IllegalAction):
        act(s, 0, "path", card="s1_cross", x=1, y=1, turned=False)
    assert not any(a.kind == "path" and (a.get("x"), a.get("y")) == (1, 1)
                   for a in s.legal(0))


def test_dead_end_closes_a_tunnel_and_nothing_grows_from_it() -> None:
    """B.3.6: a dead-end card is played at the end of a connected tunnel; its openings lead
    nowhere, so nothing may be laid against them."""
    s = table(3, hands={"0": ["s1_dead_all", "map"], "1": ["s1_cross", "s1_straight_ew"]},
              maze=[[1, 0, "s1_straight_ew", False]])
    act(s, 0, "path", card="s1_dead_all", x=2, y=0, turned=False)
    for x, y in ((3, 0), (2, 1), (2, -1)):
        with pytest.raises(IllegalAction):
            act(s, 1, "path", card="s1_cross", x=x, y=y, turned=False)


def test_bridge_offers_only_its_linked_tunnel_to_continue() -> None:
    """B.5 Bridge: its two tunnels never meet; a card may continue only the one joined to
    the start."""
    s = table(3, hands={"0": ["s1_straight_ns", "s1_straight_ew"]},
              maze=[[1, 0, "s2_bridge", False]])
    cells = {(a.get("card"), a.get("x"), a.get("y")) for a in s.legal(0) if a.kind == "path"}
    assert ("s1_straight_ew", 2, 0) in cells
    assert ("s1_straight_ns", 1, 1) not in cells and ("s1_straight_ns", 1, -1) not in cells


def test_double_curve_offers_only_its_linked_tunnel_to_continue() -> None:
    """B.5 Double curve: two curves that never meet (W-N and E-S); from the start the W-N
    one is joined, so N of it is open to play and E and S are not."""
    s = table(3, hands={"0": ["s1_cross"]}, maze=[[1, 0, "s2_double_curve_a", False]])
    cells = {(a.get("x"), a.get("y")) for a in s.legal(0) if a.kind == "path"}
    assert (1, -1) in cells and (2, 0) not in cells and (1, 1) not in cells


def test_door_cards_lay_like_plain_tunnels() -> None:
    """A.3, B.5: for placement a door is a normal tunnel (it matters only at scoring), and
    a card continues through it."""
    s = table(3, hands={"0": ["s2_door_blue_ew", "map"], "1": ["s2_door_green_ew", "map"]})
    act(s, 0, "path", card="s2_door_blue_ew", x=1, y=0, turned=False)
    act(s, 1, "path", card="s2_door_green_ew", x=2, y=0, turned=False)
    assert {"1,0", "2,0"} <= set(s.facts()["cells"])


def test_ladder_never_orthogonally_next_to_a_goal() -> None:
    """A.3 (新出口 may not be adjacent to the gold card), C.7 (any goal card, face down):
    a ladder fits E of (6, 0) only next to the middle goal, so it is refused there, while
    a plain card may go; diagonal to the goals it is fine."""
    maze = [*WAY, [6, 1, "s1_cross", False]]
    s = table(3, hands={"0": ["s2_ladder_w", "s1_straight_ew"]}, goals=GOLD_MIDDLE,
              maze=maze)
    legal = {(a.get("card"), a.get("x"), a.get("y")) for a in s.legal(0) if a.kind == "path"}
    assert ("s2_ladder_w", 7, 0) not in legal and ("s1_straight_ew", 7, 0) in legal
    assert ("s2_ladder_w", 7, 1) in legal
    with pytest.raises(IllegalAction):
        act(s, 0, "path", card="s2_ladder_w", x=7, y=0, turned=False)
    act(s, 0, "path", card="s2_ladder_w", x=7, y=1, turned=False)
    assert s.facts()["goals_up"] == [False, False, False]


def test_ladder_card_is_joined_to_the_start_without_a_tunnel() -> None:
    """B.5 Path with a ladder: always connected to the start; it must touch a card of the
    maze with every side matching, and cards joined to it count as connected."""
    s = table(3, hands={"0": ["s2_ladder_s", "map"], "1": ["s1_straight_ns", "map"]},
              maze=[[1, 0, "s1_dead_w", False]])
    ladder = {(a.get("x"), a.get("y"), a.get("turned")) for a in s.legal(0)
              if a.get("card") == "s2_ladder_s"}
    assert (1, 1, False) in ladder and not any((x, y) == (5, 5) for x, y, _ in ladder)
    with pytest.raises(IllegalAction):  # touching nothing
        act(s, 0, "path", card="s2_ladder_s", x=5, y=5, turned=False)
    # (1, 1) touches the dead end only by rock; its S tunnel is a new entrance
    act(s, 0, "path", card="s2_ladder_s", x=1, y=1, turned=False)
    act(s, 1, "path", card="s1_straight_ns", x=1, y=2, turned=False)
    assert s.board.linked((1, 2))


def test_reaching_a_stone_turns_it_to_fit_and_the_round_goes_on() -> None:
    """B.3.7: the goal is turned over; a stone lies the way its tunnel fits the card that
    reached it; the round continues and the player draws; the stone is public."""
    s = table(3, hands={"0": ["s1_straight_ew", "map"]}, goals=GOLD_MIDDLE, maze=WAY_TOP,
              pile_top=["s1_cross"])
    events = act(s, 0, "path", card="s1_straight_ew", x=7, y=-2, turned=False)
    (goal,) = of_kind(events, "goal")
    assert goal.for_seat(None) == {"kind": "goal", "goal": 0, "card": "goal_stone_a",
                                   "gold": False, "turned": True}
    f = s.facts()
    assert f["goals_up"] == [True, False, False] and f["hands"][0] == ["map", "s1_cross"]
    assert s.round == 1 and s.to_move() == (1,)
    assert s.view(2)["board"]["goals"][0] == ["goal_stone_a", True, True]
    assert s.board.linked(GOAL_CELLS[0])


def test_face_up_stone_is_part_of_the_maze() -> None:
    """B.3.7: from then on the stone is part of the maze: its tunnel can be continued (here
    down to the middle goal, another stone, turned over in turn), and its sides must be
    matched."""
    s = table(3, hands={"0": ["s1_straight_ew", "map"], "1": ["s1_straight_ns", "s1_cross"]},
              goals=["goal_stone_a", "goal_stone_b", "goal_gold"], maze=WAY_TOP)
    act(s, 0, "path", card="s1_straight_ew", x=7, y=-2, turned=False)
    with pytest.raises(IllegalAction):  # rock on its E side
        act(s, 1, "path", card="s1_cross", x=9, y=-2, turned=False)
    events = act(s, 1, "path", card="s1_straight_ns", x=8, y=-1, turned=False)
    assert s.board.linked((8, -1)) and s.round == 1
    assert [(e.data["goal"], e.data["turned"]) for e in of_kind(events, "goal")] == [
        (1, False)]


def test_gold_reached_ends_the_round_at_once_without_a_draw() -> None:
    """A.9 rule 1/4, B.3.7: the gold card turned over ends the round at once: the finisher
    draws no card, no one else plays."""
    s = table(3, roles=["gold_digger_blue", "saboteur", "boss"], goals=GOLD_MIDDLE,
              maze=WAY, hands={"0": ["s1_straight_ew", "map"]})
    events = finish(s, 0)
    order = [e.kind for e in events]
    assert "draw" not in order[:order.index("round_end")]
    (goal,) = of_kind(events, "goal")
    assert goal.data["gold"] is True and goal.data["goal"] == 1
    assert s.results[0]["gold_found"] is True and s.round == 2
    assert s.to_move() == (1,)  # C.13: the next round starts left of the finisher


def test_goal_face_down_imposes_no_side_to_match() -> None:
    """B.3.2, docs/saboteur.md: a face-down goal imposes nothing: a card showing rock to it
    is allowed and turns nothing over."""
    s = table(3, hands={"0": ["s1_curve_sw", "map"]}, goals=GOLD_MIDDLE, maze=WAY)
    # S-W at (7, 0): W meets (6, 0), E (rock) faces the gold, S opens to (7, 1)
    act(s, 0, "path", card="s1_curve_sw", x=7, y=0, turned=False)
    assert s.facts()["goals_up"] == [False, False, False] and s.round == 1


def test_unlinked_card_facing_a_goal_turns_nothing_until_joined() -> None:
    """B.3.7, E.1: only a tunnel joined to the start reaches a goal; a rockfall cuts a way,
    and filling the gap again turns the goal over."""
    s = table(3, hands={"0": ["rockfall", "map"], "1": ["s1_straight_ew", "map"],
                        "2": ["s1_cross", "map"]}, goals=GOLD_MIDDLE, maze=WAY)
    act(s, 0, "rockfall", card="rockfall", x=3, y=0)
    # (7, 0) touches only the cut-off part: not playable
    with pytest.raises(IllegalAction):
        act(s, 1, "path", card="s1_straight_ew", x=7, y=0, turned=False)
    act(s, 1, "discard", card="map")
    act(s, 1, "done")
    act(s, 2, "path", card="s1_cross", x=3, y=0, turned=False)
    assert s.facts()["goals_up"] == [False, False, False]


def test_one_card_turns_two_goals_over_in_goal_order() -> None:
    """B.3.7, docs/saboteur.md: one placement may reach two goals; both turn over (top,
    middle, bottom order); the gold among them ends the round."""
    maze = [[0, 1, "s1_cross", False], [1, 1, "s1_cross", False], [2, 1, "s1_cross", False],
            [3, 1, "s1_cross", False], [4, 1, "s1_cross", False],
            [5, 1, "s2_bridge", False], [6, 1, "s2_bridge", False]]
    s = table(3, hands={"0": ["s1_straight_ew", "s2_crystal_cross"]},
              goals=["goal_stone_a", "goal_stone_b", "goal_gold"], maze=maze)
    act(s, 0, "path", card="s1_straight_ew", x=7, y=1, turned=False)
    assert s.facts()["goals_up"] == [False, False, False]  # E faces (8, 1): no goal
    s = table(3, hands={"0": ["s2_crystal_cross", "map"]},
              goals=["goal_stone_a", "goal_stone_b", "goal_gold"],
              maze=[*maze, [7, 1, "s1_straight_ew", False]])
    events = act(s, 0, "path", card="s2_crystal_cross", x=8, y=1, turned=False)
    assert [e.data["goal"] for e in of_kind(events, "goal")] == [1, 2]
    assert s.results[0]["gold_found"] is True


def test_reaching_a_goal_through_its_side_from_between_goals() -> None:
    """B.3.7: a goal is reached from any side (here from below, N of the card under it)."""
    maze = [[0, 1, "s1_cross", False], [1, 1, "s1_cross", False], [2, 1, "s1_cross", False],
            [3, 1, "s1_cross", False], [4, 1, "s1_cross", False],
            [5, 1, "s2_bridge", False], [6, 1, "s2_bridge", False],
            [7, 1, "s1_straight_ew", False]]
    s = table(3, hands={"0": ["s1_curve_sw", "map"]}, goals=GOLD_MIDDLE, maze=maze)
    # the S-W curve at (8, 1) joins (7, 1) on its W side; its S faces goal 2 (a stone)
    # from above, its rock N side faces goal 1 (the gold), which stays face down
    events = act(s, 0, "path", card="s1_curve_sw", x=8, y=1, turned=False)
    assert [e.data["goal"] for e in of_kind(events, "goal")] == [2]
    assert s.facts()["goals_up"] == [False, False, True] and s.round == 1


def test_a_way_from_a_ladder_to_the_gold_turns_it_over() -> None:
    """B.5 Path with a ladder: a path from a ladder to the gold counts as a path from the
    start: a tunnel cut off from the start is joined by a ladder, and the gold it faces is
    turned over, ending the round."""
    maze = [[1, 0, "s1_cross", False], [2, 0, "s1_cross", False], [3, 0, "s1_cross", False],
            [4, 0, "s1_straight_ew", False], [5, 0, "s1_straight_ew", False],
            [6, 0, "s1_cross", False], [7, 0, "s1_straight_ew", False]]
    s = table(3, hands={"0": ["rockfall", "map"], "1": ["s2_ladder_s", "map"]},
              goals=GOLD_MIDDLE, maze=maze)
    act(s, 0, "rockfall", card="rockfall", x=2, y=0)
    assert not s.board.linked((7, 0)) and s.facts()["goals_up"] == [False] * 3
    events = act(s, 1, "path", card="s2_ladder_s", x=3, y=1, turned=True)  # N into (3, 0)
    assert [e.data["goal"] for e in of_kind(events, "goal")] == [1]
    assert s.results[0]["gold_found"] is True and s.results[0]["finisher"] == 1


# ------------------------------------------------------------------ crystals and doors
def test_crystals_counted_in_the_maze_as_cards_are_laid_and_removed() -> None:
    """A.3, D.5: crystals count on every card in the maze; a rockfall takes one away."""
    s = table(3, hands={"0": ["s2_crystal_cross", "map"], "1": ["rockfall", "map"]})
    act(s, 0, "path", card="s2_crystal_cross", x=1, y=0, turned=False)
    assert s.facts()["crystals"] == 1
    act(s, 1, "rockfall", card="rockfall", x=1, y=0)
    assert s.facts()["crystals"] == 0


# ------------------------------------------------------------------ broken tools
@pytest.mark.parametrize("tool", ["pickaxe", "lantern", "cart"])
def test_each_broken_tool_bars_path_cards_but_not_actions(tool: str) -> None:
    """B.4 Broken tool, B.3.5: any broken tool in front of a player bars path cards; action
    cards, clearing and discarding stay open."""
    s = table(3, hands={"1": ["s1_cross", "map", "rockfall", "theft"]},
              front={"1": [f"broken_{tool}"]}, maze=[[1, 0, "s1_cross", False]], active=1)
    assert kinds(s, 1) == {"map", "rockfall", "theft", "clear", "discard"}
    with pytest.raises(IllegalAction):
        act(s, 1, "path", card="s1_cross", x=2, y=0, turned=False)


def test_three_different_broken_tools_may_lie_together_never_two_alike() -> None:
    """A.4 (數張相同的行動牌只會發動一次效果), B.4: up to three broken tools, one of each
    kind; the same tool is never broken twice on one player."""
    s = table(3, hands={"0": ["broken_cart", "broken_pickaxe", "map"]},
              front={"2": ["broken_lantern", "broken_pickaxe"]})
    assert targets(s, 0, "break", "broken_cart") == [0, 1, 2]
    assert targets(s, 0, "break", "broken_pickaxe") == [0, 1]
    with pytest.raises(IllegalAction):
        act(s, 0, "break", card="broken_pickaxe", seat=2)
    act(s, 0, "break", card="broken_cart", seat=2)
    assert sorted(s.facts()["front"][2]) == ["broken_cart", "broken_lantern",
                                             "broken_pickaxe"]


def test_a_broken_tool_on_yourself_bars_your_own_paths() -> None:
    """B.4: it may go in front of oneself (pointless, but allowed) and bars one's paths."""
    s = table(2, hands={"0": ["broken_cart", "s1_cross", "map"], "1": ["map", "map"]})
    act(s, 0, "break", card="broken_cart", seat=0)
    act(s, 1, "discard", card="map")
    act(s, 1, "done")
    assert "path" not in kinds(s, 0) and "clear" in kinds(s, 0)


# ------------------------------------------------------------------ repairs
def test_repair_your_own_tool_and_play_paths_again() -> None:
    """B.4 Repair: mends a matching broken tool in front of yourself or another player;
    both cards go to the discard pile; with no broken tool left paths are allowed."""
    s = table(2, hands={"0": ["repair_pickaxe", "s1_cross"], "1": ["map", "map"]},
              front={"0": ["broken_pickaxe"]})
    assert [(a.get("seat"), a.get("tool")) for a in s.legal(0) if a.kind == "repair"] == [
        (0, "pickaxe")]
    act(s, 0, "repair", card="repair_pickaxe", seat=0, tool="pickaxe")
    assert s.facts()["discard"] == ["broken_pickaxe", "repair_pickaxe"]
    act(s, 1, "discard", card="map")
    act(s, 1, "done")
    assert "path" in kinds(s, 0)


def test_repair_needs_the_matching_tool() -> None:
    """B.4 Repair: playable only on a matching broken tool (a lantern repair does not mend a
    pickaxe); a repair with no match anywhere offers nothing but the discard."""
    s = table(3, hands={"0": ["repair_lantern"]}, front={"1": ["broken_pickaxe"]})
    assert "repair" not in kinds(s, 0)
    with pytest.raises(IllegalAction):
        act(s, 0, "repair", card="repair_lantern", seat=1, tool="pickaxe")
    with pytest.raises(IllegalAction):
        act(s, 0, "repair", card="repair_lantern", seat=1, tool="lantern")


def test_repair_one_of_two_broken_tools_still_barred() -> None:
    """B.4, B.3.5: a repair removes one broken tool; another one still bars paths."""
    s = table(2, hands={"0": ["repair_cart", "map"], "1": ["s1_cross", "map"]},
              front={"1": ["broken_cart", "broken_lantern"]})
    act(s, 0, "repair", card="repair_cart", seat=1, tool="cart")
    assert s.facts()["front"][1] == ["broken_lantern"] and "path" not in kinds(s, 1)


@pytest.mark.parametrize(("card", "tools"), [
    ("repair_pickaxe_lantern", ("pickaxe", "lantern")),
    ("repair_pickaxe_cart", ("pickaxe", "cart")),
    ("repair_lantern_cart", ("lantern", "cart"))])
def test_double_repair_mends_either_tool_never_both(card: str, tools: tuple[str, str]) -> None:
    """B.4 Double repair, D.11: repairs ONE of the two tools shown, named by the player,
    on anyone; the other broken tool stays."""
    front = {"0": [f"broken_{t}" for t in tools]}
    for tool in tools:
        s = table(3, hands={"0": [card, "map"]}, front=front)
        assert sorted(a.get("tool") for a in s.legal(0) if a.kind == "repair") == sorted(tools)
        act(s, 0, "repair", card=card, seat=0, tool=tool)
        other = next(t for t in tools if t != tool)
        assert s.facts()["front"][0] == [f"broken_{other}"]
    third = next(t for t in ("pickaxe", "lantern", "cart") if t not in tools)
    s = table(3, hands={"0": [card]}, front={"1": [f"broken_{third}"]})
    assert "repair" not in kinds(s, 0)


# ------------------------------------------------------------------ rockfall
def test_rockfall_any_path_card_also_ladders_and_dead_ends() -> None:
    """B.4 Rockfall: any one path card (not start, not goal) leaves the maze; ladders and
    dead ends are path cards too."""
    maze = [[1, 0, "s1_dead_w", False], [0, 1, "s2_ladder_curve_ne", False]]
    s = table(3, hands={"0": ["rockfall"]}, maze=maze)
    cells = {(a.get("x"), a.get("y")) for a in s.legal(0) if a.kind == "rockfall"}
    assert cells == {(1, 0), (0, 1)}
    with pytest.raises(IllegalAction):
        act(s, 0, "rockfall", card="rockfall", x=0, y=0)
    act(s, 0, "rockfall", card="rockfall", x=0, y=1)
    assert "0,1" not in s.facts()["cells"]


def test_rockfall_of_a_ladder_cuts_what_only_it_held() -> None:
    """B.4 Rockfall, action_cards.yaml ("removing a ladder removes that entrance"): a card
    joined to the entrance only through a ladder is cut off when the ladder goes."""
    maze = [[1, 0, "s1_dead_all", False], [2, 0, "s2_ladder_s", False],
            [2, 1, "s1_straight_ns", False]]
    s = table(3, hands={"0": ["rockfall", "map"]}, maze=maze)
    assert s.board.linked((2, 1))
    act(s, 0, "rockfall", card="rockfall", x=2, y=0)
    assert not s.board.linked((2, 1))


def test_rockfall_never_a_face_up_goal_which_stays_face_up() -> None:
    """B.3.8: goal cards are never removed (face up either); a face-up stone cut off from
    the start stays face up; the gap may be filled again (B.4)."""
    s = table(3, hands={"0": ["s1_straight_ew", "map"], "1": ["rockfall", "map"],
                        "2": ["s1_cross", "map"]}, goals=GOLD_MIDDLE, maze=WAY_TOP)
    act(s, 0, "path", card="s1_straight_ew", x=7, y=-2, turned=False)
    assert (8, -2) not in {(a.get("x"), a.get("y")) for a in s.legal(1)
                           if a.kind == "rockfall"}
    with pytest.raises(IllegalAction):
        act(s, 1, "rockfall", card="rockfall", x=8, y=-2)
    act(s, 1, "rockfall", card="rockfall", x=2, y=-2)
    assert s.facts()["goals_up"][0] is True and not s.board.linked((8, -2))
    act(s, 2, "path", card="s1_cross", x=2, y=-2, turned=False)
    assert s.board.linked((8, -2))


def test_rockfall_is_an_action_card_so_a_blocked_player_may_play_it() -> None:
    """B.4, B.3.5: a broken tool bars only path cards; a rockfall goes to the discard pile
    with the removed card."""
    s = table(3, hands={"0": ["rockfall", "map"]}, front={"0": ["trapped", "broken_cart"]},
              maze=[[1, 0, "s1_cross", False]])
    act(s, 0, "rockfall", card="rockfall", x=1, y=0)
    assert s.facts()["discard"] == ["s1_cross", "rockfall"]


# ------------------------------------------------------------------ map
def test_map_only_on_face_down_goals_and_seen_goals_stay_secret() -> None:
    """B.4 Map: look secretly at one face-down goal card and put it back; a face-up goal
    is no target; the goal stays face down for everyone, the looker knows it."""
    s = table(3, hands={"0": ["s1_straight_ew", "map"], "1": ["map", "map"]},
              goals=GOLD_MIDDLE, maze=WAY_TOP)
    act(s, 0, "path", card="s1_straight_ew", x=7, y=-2, turned=False)
    assert [a.get("goal") for a in s.legal(1) if a.kind == "map"] == [1, 2]
    with pytest.raises(IllegalAction):
        act(s, 1, "map", card="map", goal=0)
    events = act(s, 1, "map", card="map", goal=2)
    (ev,) = of_kind(events, "map")
    assert ev.for_seat(None) == {"kind": "map", "seat": 1, "card": "map", "goal": 2}
    assert ev.for_seat(0) == ev.for_seat(None) and ev.for_seat(1)["goal_card"] == "goal_stone_b"
    assert s.facts()["goals_up"] == [True, False, False]
    assert s.view(1)["board"]["goals"][2] == ["goal_stone_b", False, False]
    assert s.view(0)["board"]["goals"][2] == [None, False, False]


def test_map_may_look_again_at_a_goal_already_seen() -> None:
    """B.4 Map, docs/saboteur.md (a Map may look at any face-down goal, also one already
    seen): the second look is allowed and costs the card as usual."""
    s = table(2, hands={"0": ["map", "map", "theft"], "1": ["map", "map"]}, goals=GOLD_MIDDLE)
    act(s, 0, "map", card="map", goal=1)
    act(s, 1, "discard", card="map")
    act(s, 1, "done")
    assert [a.get("goal") for a in s.legal(0) if a.kind == "map"] == [0, 1, 2]
    act(s, 0, "map", card="map", goal=1)
    assert s.facts()["known_goals"][0] == [1] and s.facts()["discard"] == ["map", "map"]


# ------------------------------------------------------------------ theft, hands off
def test_theft_only_in_front_of_yourself_even_when_trapped() -> None:
    """A.4 Theft (打在自己的桌面上): in front of oneself, never another player; Trapped!
    bars path cards only, so a trapped player may play it."""
    s = table(3, hands={"0": ["theft", "map"]}, front={"0": ["trapped"]})
    (a,) = [a for a in s.legal(0) if a.kind == "theft"]
    assert a.to_json() == {"kind": "theft", "card": "theft"}
    act(s, 0, "theft", card="theft")
    assert s.facts()["front"][0] == ["trapped", "theft"] and s.theft_at[0] >= 0


def test_hands_off_on_your_own_theft_and_none_without_a_theft() -> None:
    """A.4 Hands Off (任一玩家打出的偷竊): any player's Theft, one's own included; both cards
    are discarded; no Theft on the table, no target."""
    s = table(3, hands={"0": ["hands_off", "map"]}, front={"0": ["theft"], "2": ["theft"]})
    assert targets(s, 0, "hands_off") == [0, 2]
    act(s, 0, "hands_off", card="hands_off", seat=0)
    assert s.facts()["front"][0] == [] and s.theft_at[0] == -1
    assert s.facts()["discard"] == ["theft", "hands_off"]
    s = table(3, hands={"0": ["hands_off"]})
    assert "hands_off" not in kinds(s, 0)


# ------------------------------------------------------------------ inspection
def test_inspection_never_on_yourself_and_the_event_hides_the_role() -> None:
    """A.4 Inspection, B.6 (one other player's role card): the role is shown to the
    inspector alone; the others see who was inspected."""
    s = table(3, roles=["boss", "saboteur", "geologist"], hands={"1": ["inspection", "map"]},
              active=1)
    with pytest.raises(IllegalAction):
        act(s, 1, "inspect", card="inspection", seat=1)
    events = act(s, 1, "inspect", card="inspection", seat=0)
    (ev,) = of_kind(events, "inspect")
    assert ev.for_seat(1)["role"] == "boss"
    assert all("role" not in ev.for_seat(o) for o in (0, 2, None))
    assert ev.data["target"] == 0
    assert s.view(1)["known_roles"] == {"0": "boss"} and s.view(2)["known_roles"] == {}


# ------------------------------------------------------------------ swap your hats
def test_swap_hats_on_another_player_keeps_both_role_cards_secret() -> None:
    """A.4 Swap Your Hats: the named player discards their role unseen and draws a new one;
    nobody learns the old card; the new one only its holder; an Inspection of that player
    is out of date."""
    s = table(3, roles=["boss", "saboteur", "geologist"],
              hands={"0": ["inspection", "swap_your_hats", "map"]})
    act(s, 0, "inspect", card="inspection", seat=1)
    act(s, 1, "discard", card=s.facts()["hands"][1][0])
    act(s, 1, "done")
    act(s, 2, "discard", card=s.facts()["hands"][2][0])
    act(s, 2, "done")
    top = s.role_pile[-1]
    events = act(s, 0, "swap_hats", card="swap_your_hats", seat=1)
    (ev,) = of_kind(events, "swap_hats")
    assert ev.for_seat(1)["role"] == top and s.roles[1] == top
    for o in (0, 2, None):
        seen = ev.for_seat(o)
        assert "role" not in seen and "saboteur" not in str(seen)
    assert s.view(0)["known_roles"] == {} and s.view(2)["seats"][1]["role"] is None
    assert s.view(1)["role"] == top and s.facts()["role_out"] == ["saboteur"]


def test_swap_hats_on_a_trapped_player() -> None:
    """A.4 Swap Your Hats names any player; Trapped! does not protect the role card."""
    s = table(3, roles=["boss", "saboteur", "geologist"], hands={"0": ["swap_your_hats"]},
              front={"2": ["trapped"]})
    assert 2 in targets(s, 0, "swap_hats")


# ------------------------------------------------------------------ trapped, free
def test_trapped_bars_paths_but_not_actions_draws_or_discards() -> None:
    """A.4 Trapped! (可以抽牌和出行動牌): no path card; action cards, drawing and passing
    stay open."""
    s = table(2, hands={"0": ["trapped", "map"], "1": ["s1_cross", "map", "map"]},
              pile_top=["s1_cross", "s1_cross"])
    act(s, 0, "trap", card="trapped", seat=1)
    assert kinds(s, 1) == {"map", "clear", "discard"}
    act(s, 1, "map", card="map", goal=0)
    assert s.facts()["hand_sizes"][1] == 3


def test_trapped_never_twice_on_one_player() -> None:
    """A.4 (數張相同的行動牌只會發動一次效果), C.11: no second Trapped! on a trapped player."""
    s = table(3, hands={"0": ["trapped"]}, front={"1": ["trapped"]})
    assert targets(s, 0, "trap") == [2]
    with pytest.raises(IllegalAction):
        act(s, 0, "trap", card="trapped", seat=1)


def test_free_another_player_both_cards_discarded() -> None:
    """A.4 Free at Last!: removes the Trapped! in front of any player; both cards go to the
    discard pile; the freed player may play paths again."""
    s = table(3, hands={"0": ["free_at_last", "map"], "1": ["s1_cross", "map"]},
              front={"1": ["trapped"], "2": ["broken_cart"]})
    assert targets(s, 0, "free") == [1]
    act(s, 0, "free", card="free_at_last", seat=1)
    f = s.facts()
    assert f["front"][1] == [] and f["discard"] == ["trapped", "free_at_last"]
    assert "path" in kinds(s, 1)


def test_free_does_not_mend_tools() -> None:
    """A.4, B.3.5: Free at Last! removes only Trapped!; a broken tool still bars paths."""
    s = table(3, hands={"0": ["free_at_last", "map"], "1": ["s1_cross", "map"]},
              front={"1": ["trapped", "broken_cart"]})
    act(s, 0, "free", card="free_at_last", seat=1)
    assert s.facts()["front"][1] == ["broken_cart"] and "path" not in kinds(s, 1)


def test_a_trapped_player_is_still_a_target_of_every_other_card() -> None:
    """A.4: Trapped! bars only path cards; the trapped player may still be given a broken
    tool, be repaired, lose a Theft, swap hands, be inspected, swap hats or be freed; only
    a second Trapped! is refused."""
    hand = ["broken_pickaxe", "repair_cart", "hands_off", "swap_your_hand", "inspection",
            "swap_your_hats", "free_at_last", "trapped"]
    s = table(3, hands={"0": hand}, front={"1": ["trapped", "theft", "broken_cart"]})
    for kind in ("break", "repair", "hands_off", "swap_hand", "inspect", "swap_hats", "free"):
        assert 1 in targets(s, 0, kind), kind
    assert 1 not in targets(s, 0, "trap")


# ------------------------------------------------------------------ what the views show
def test_views_show_sizes_and_fronts_not_the_hands() -> None:
    """A.4/A.5: cards in front lie face up (public), hands are secret (only their size is
    seen), face-down discards are counted, not shown."""
    s = table(3, hands={"0": ["map", "theft"], "1": ["rockfall", "s1_cross"]},
              front={"1": ["broken_cart"]})
    v = s.view(2)
    assert v["seats"][0]["cards"] == 2 and v["seats"][1]["front"] == ["broken_cart"]
    assert "map" not in str(v["seats"]) and v["hand"] == s.facts()["hands"][2]
    assert s.view(0)["hand"] == ["map", "theft"]


def test_an_illegal_action_changes_nothing() -> None:
    """The protocol: a refused action leaves the state as it was (no card lost)."""
    s = table(3, hands={"0": ["trapped", "map"]})
    before = s.snapshot()
    with pytest.raises(IllegalAction):
        s.apply(0, Action.make("trap", card="trapped", seat=0))
    assert s.snapshot() == before
