"""The heuristic Saboteur bot: legal moves only, no hidden state, and the choices each role
should make on built tables."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from ludoteca.bots.base import EventFeed, Observation, RandomBot, make_bot
from ludoteca.core.actions import Action
from ludoteca.core.rng import Rng, seed_from
from ludoteca.games.saboteur import GAME
from ludoteca.games.saboteur.bot import HeuristicBot
from ludoteca.games.saboteur.state import SaboteurState
from ludoteca.sim.runner import play_game
from tests.guarded import GuardedState

from .helpers import GOLD_MIDDLE, WAY, act, table


def decide(state: SaboteurState, bot: HeuristicBot | None = None,
           events: list[dict[str, Any]] | None = None) -> Action:
    seat = state.to_move()[0]
    bot = bot or HeuristicBot(Rng(1))
    obs = Observation(GuardedState(state), seat, events=events or [])  # type: ignore[arg-type]
    action = bot.act(obs)
    assert action in state.legal(seat)
    return action


def play_mixed(index: int, players: int) -> int:
    """One game, heuristic and random seats alternating; the bots see a guarded state."""
    s = GAME.new(players, seed_from("sab-bot", index), {})
    bots = [HeuristicBot(Rng(seed_from("h", index, seat))) if (seat + index) % 2 == 0
            else RandomBot(Rng(seed_from("r", index, seat))) for seat in range(players)]
    feed = EventFeed(players, s.opening_events())
    steps = 0
    while not s.is_over():
        seat = s.to_move()[0]
        bot = bots[seat]
        guarded = GuardedState(s) if isinstance(bot, HeuristicBot) else s
        obs = Observation(guarded, seat, events=feed.take(seat))  # type: ignore[arg-type]
        action = bot.act(obs)
        assert action in s.legal(seat), (index, steps, action)
        feed.add(s.apply(seat, action))
        steps += 1
        assert steps < 3000, f"game {index} does not end"
    return steps


# ---------------------------------------------------------------------- legality and secrecy


# a game a table size: the fewest and the most players in the quick run, every size in the
# full run
@pytest.mark.parametrize("players", [p if p in (2, 12) else pytest.param(p, marks=pytest.mark.slow)
                                     for p in range(2, 13)])
def test_legal_actions_only_at_every_table_size(players: int) -> None:
    play_mixed(players, players)


@pytest.mark.slow
def test_legal_actions_only_in_hundreds_of_games() -> None:
    """Through a guarded Observation (no determinize, no state attributes), in 220 games
    of 2-12 players against random bots, every answer is legal and every game ends."""
    for index in range(220):
        play_mixed(100 + index, 2 + index % 11)


# one game per table size of 3-10 players; the quick run plays 4 and 9 (the quickest small
# and large games, a third of a second each), the full run all eight
@pytest.mark.parametrize("index", [pytest.param(i, marks=() if i in (1, 6) else pytest.mark.slow)
                                   for i in range(8)])
def test_choices_depend_only_on_what_the_seat_sees(index: int) -> None:
    """Resampling everything the seat cannot see (other hands, the pile, roles, unseen
    goals) never changes the answer of a bot with the same memory and the same events."""
    players = 3 + index
    s = GAME.new(players, seed_from("sab-secret", index), {})
    bots = [HeuristicBot(Rng(7)) for _ in range(players)]
    feed = EventFeed(players, s.opening_events())
    rng = Rng(index)
    steps = 0
    while not s.is_over() and steps < 400:
        seat = s.to_move()[0]
        events = feed.take(seat)
        if steps % 3 == 0:
            twin = copy.deepcopy(bots[seat])
            other = s.determinize(seat, rng.fork(steps))
            assert other.digest() != s.digest() or players < 3
            expected = twin.act(Observation(other, seat, events=events))
            action = bots[seat].act(Observation(s, seat, events=events))
            assert action == expected, (index, steps)
            assert twin.memory.evidence == bots[seat].memory.evidence
        else:
            action = bots[seat].act(Observation(s, seat, events=events))
        feed.add(s.apply(seat, action))
        steps += 1


def test_same_seed_same_game() -> None:
    one = play_game("saboteur", 4, 99, {}, ["heuristic", "random"] * 2)
    two = play_game("saboteur", 4, 99, {}, ["heuristic", "random"] * 2)
    assert (one.steps, one.scores, one.groups) == (two.steps, two.scores, two.groups)


def test_registered_as_the_saboteur_heuristic() -> None:
    assert isinstance(make_bot("heuristic", "saboteur", Rng(1)), HeuristicBot)


# ---------------------------------------------------------------------- gold-diggers

DIGGERS = ["gold_digger_blue", "gold_digger_green", "gold_digger_blue", "boss"]


def test_a_digger_turns_the_gold_over() -> None:
    s = table(4, roles=DIGGERS, maze=WAY, goals=GOLD_MIDDLE,
              hands={"0": ["s1_dead_s", "s1_straight_ew", "map", "theft"]})
    assert decide(s) == Action.make("path", card="s1_straight_ew", x=7, y=0, turned=False)


def test_a_digger_extends_towards_the_goals() -> None:
    s = table(4, roles=DIGGERS, maze=[[1, 0, "s1_cross", False]],
              hands={"0": ["s1_dead_s", "s1_straight_ns", "s1_straight_ew", "s1_curve_sw"]})
    a = decide(s)
    assert a == Action.make("path", card="s1_straight_ew", x=2, y=0, turned=False)


def test_a_digger_heads_for_the_goal_its_map_showed() -> None:
    # the tunnel reaches (6, 0); the map showed the gold at the bottom: turn south-east
    cells = [list(c) for c in WAY[:5]] + [[6, 0, "s1_t_nwe", True]]  # openings W, E, S
    s = table(4, roles=DIGGERS, maze=cells, goals=["goal_stone_a", "goal_stone_b",
                                                   "goal_gold"],
              hands={"0": ["s1_straight_ns", "s1_dead_s", "rockfall", "theft"]},
              state={"known_goals": [[2], [], [], []]})
    a = decide(s)
    assert (a.kind, a.get("x"), a.get("y")) == ("path", 6, 1), a


def test_a_digger_passes_dead_ends_face_down() -> None:
    s = table(4, roles=DIGGERS, maze=[[1, 0, "s1_cross", False]],
              hands={"0": ["s1_dead_s", "s1_dead_all", "s1_dead_nse"]})
    a = decide(s)
    assert a.kind == "discard"
    s.apply(0, a)
    assert s.pending[0] == "discard_more"
    assert decide(s).kind == "discard"  # more dead weight goes too


def test_a_digger_repairs_its_own_tool_first() -> None:
    s = table(4, roles=DIGGERS, front={"0": ["broken_pickaxe"]},
              hands={"0": ["repair_pickaxe", "map", "s1_cross", "s1_t_nse"]})
    assert decide(s) == Action.make("repair", card="repair_pickaxe", seat=0, tool="pickaxe")


def test_a_trapped_player_frees_itself() -> None:
    s = table(4, roles=DIGGERS, front={"0": ["trapped"]},
              hands={"0": ["free_at_last", "s1_cross", "map", "theft"]})
    assert decide(s) == Action.make("free", card="free_at_last", seat=0)


def test_a_map_looks_at_a_goal_not_yet_known() -> None:
    hand = {"0": ["map", "s1_dead_s", "s1_dead_w", "s1_dead_all"]}
    fresh = table(4, roles=DIGGERS, hands=hand)
    a = decide(fresh)
    assert a.kind == "map"
    # the middle goal seen to be stone: the map goes to another
    seen = table(4, roles=DIGGERS, hands=hand, goals=["goal_gold", "goal_stone_a",
                                                      "goal_stone_b"],
                 state={"known_goals": [[1], [], [], []]})
    a = decide(seen)
    assert a.kind == "map" and a.get("goal") in (0, 2)
    # the gold known: no map is wasted
    known = table(4, roles=DIGGERS, hands=hand, goals=GOLD_MIDDLE,
                  state={"known_goals": [[1], [], [], []]})
    assert decide(known).kind != "map"


def test_a_digger_breaks_the_tools_of_a_saboteur_it_inspected() -> None:
    roles = ["gold_digger_blue", "saboteur", "gold_digger_green", "boss"]
    s = table(4, roles=roles, hands={"0": ["broken_cart", "s1_dead_s", "s1_dead_w"]},
              state={"known_roles": [[None, "saboteur", None, None], [None] * 4, [None] * 4,
                                     [None] * 4]})
    assert decide(s) == Action.make("break", card="broken_cart", seat=1)
    # without that knowledge it does not break anybody's tools
    blind = table(4, roles=roles, hands={"0": ["broken_cart", "s1_dead_s", "s1_dead_w"]})
    assert decide(blind).kind != "break"


def test_a_dead_end_before_the_gold_makes_its_player_suspect() -> None:
    """From the events between two turns of seat 0: seat 1 lays a dead end in front of the
    gold and seat 2 passes; seat 0 suspects seat 1 alone and breaks its tools."""
    roles = ["gold_digger_blue", "saboteur", "gold_digger_green"]
    s = table(3, roles=roles, maze=WAY[:5], goals=GOLD_MIDDLE,
              hands={"0": ["s1_straight_ew", "broken_lantern", "s1_dead_all"],
                     "1": ["s1_dead_w", "s1_cross"], "2": ["s1_dead_s", "map"]})
    bot = HeuristicBot(Rng(1))
    feed = EventFeed(3)
    feed.add(s.apply(0, decide(s, bot)))  # it extends the way to (6, 0)
    assert s.board.at((6, 0)) is not None
    feed.add(act(s, 1, "path", card="s1_dead_w", x=7, y=0, turned=False))
    feed.add(act(s, 2, "discard", card="s1_dead_s"))
    feed.add(act(s, 2, "done"))
    seen = bot.memory.evidence[:]
    a = decide(s, bot, feed.take(0))
    ev = bot.memory.evidence
    assert ev[1] > seen[1] + 1.0 and ev[2] == seen[2]
    assert a == Action.make("break", card="broken_lantern", seat=1)


def test_blame_goes_to_the_seat_that_moved() -> None:
    """Several seats moved between two turns: a broken tool laid on seat 0 is blamed on
    the seat that laid it, not shared with the one that dug, whose helpful tunnel counts
    for it; a repair of seat 0 clears its maker."""
    roles = ["gold_digger_blue", "gold_digger_green", "saboteur", "boss"]
    s = table(4, roles=roles, maze=WAY[:3],
              hands={"0": ["map", "s1_dead_s", "map"],
                     "1": ["s1_straight_ew", "map"], "2": ["broken_cart", "map"],
                     "3": ["repair_cart", "map"]})
    bot = HeuristicBot(Rng(1))
    feed = EventFeed(4)
    feed.add(act(s, 0, "map", card="map", goal=0))
    feed.add(act(s, 1, "path", card="s1_straight_ew", x=4, y=0, turned=False))
    feed.add(act(s, 2, "break", card="broken_cart", seat=0))
    feed.add(act(s, 3, "map", card="map", goal=1))
    decide(s, bot, feed.take(0))
    ev = bot.memory.evidence
    assert ev[2] > 1.0 and ev[1] < 0.0 and ev[3] == 0.0
    feed.add(act(s, 0, "map", card="map", goal=2))
    feed.add(act(s, 1, "map", card="map", goal=0))
    feed.add(act(s, 2, "map", card="map", goal=0))
    feed.add(act(s, 3, "repair", card="repair_cart", seat=0, tool="cart"))
    decide(s, bot, feed.take(0))
    assert bot.memory.evidence[3] < -0.5


def test_a_new_round_starts_a_new_memory() -> None:
    s = table(4, roles=DIGGERS, maze=WAY[:3], hands={"0": ["map", "s1_dead_s"]})
    bot = HeuristicBot(Rng(1))
    bot.memory.evidence = [0.0, 3.0, 0.0, 0.0]
    bot.memory.key = (s.round, 0)
    round_event = {"kind": "round", "round": 2, "first": 0, "hand": [], "role": "boss"}
    decide(s, bot, [round_event])
    assert bot.memory.evidence == [0.0] * 4


# ---------------------------------------------------------------------- saboteurs


SABOTEURS = ["saboteur", "gold_digger_blue", "gold_digger_green", "boss"]


def test_a_saboteur_shuts_the_way_before_the_gold() -> None:
    s = table(4, roles=SABOTEURS, maze=WAY, goals=GOLD_MIDDLE,
              hands={"0": ["s1_dead_w", "s1_straight_ew", "s1_cross", "map"]})
    assert decide(s) == Action.make("path", card="s1_dead_w", x=7, y=0, turned=False)


def test_a_saboteur_never_finishes_the_way() -> None:
    s = table(4, roles=SABOTEURS, maze=WAY, goals=GOLD_MIDDLE,
              hands={"0": ["s1_straight_ew", "s1_cross", "s1_t_nwe"]})
    a = decide(s)
    assert not (a.kind == "path" and (a.get("x"), a.get("y")) == (7, 0)), a


def test_a_saboteur_drops_a_rockfall_on_the_way_near_the_gold() -> None:
    s = table(4, roles=SABOTEURS, maze=[*WAY[:5], [6, 0, "s1_straight_ew", False]],
              goals=GOLD_MIDDLE, hands={"0": ["rockfall", "s1_cross", "s1_t_nse"]})
    a = decide(s)
    assert a.kind == "rockfall" and a.get("x") >= 4, a


def test_a_saboteur_keeps_a_low_profile_early() -> None:
    """Far from the goals a dead end would give it away: it lays a harmless tunnel."""
    s = table(4, roles=SABOTEURS, hands={"0": ["s1_dead_w", "s1_curve_sw", "s1_dead_s"]})
    a = decide(s)
    assert a.kind != "path" or a.get("card") == "s1_curve_sw", a


def test_a_saboteur_far_from_the_gold_passes_its_useless_cards() -> None:
    """Repairs and tunnels do nothing for a saboteur early on: it passes them face down to
    draw fresh cards (Rockfalls, dead ends, broken tools) instead of digging."""
    s = table(4, roles=SABOTEURS,
              hands={"0": ["repair_cart", "free_at_last", "s1_straight_ew", "s1_cross"]})
    a = decide(s)
    assert a.kind == "discard", a
    s.apply(0, a)
    assert decide(s).kind == "discard"  # and on: a second useless card goes too


def test_a_broken_saboteur_near_the_gold_uses_its_turn_on_the_way() -> None:
    """Clearing a broken tool takes the turn: near the gold a Rockfall comes first."""
    s = table(4, roles=SABOTEURS, maze=[*WAY[:5], [6, 0, "s1_straight_ew", False]],
              goals=GOLD_MIDDLE, front={"0": ["broken_pickaxe"]},
              hands={"0": ["rockfall", "s1_dead_w", "s1_cross", "map"]})
    a = decide(s)
    assert a.kind == "rockfall", a


def test_a_saboteur_breaks_a_hand_that_can_dig() -> None:
    """Near the gold a saboteur breaks a tool; not of a seat whose whole hand it knows
    (from Swap Your Hand) to hold no path card."""
    hands = {"0": ["broken_cart", "map", "theft"], "1": ["map", "theft"],
             "2": ["s1_cross", "map"], "3": ["s1_t_nse", "map"]}
    blind = table(4, roles=SABOTEURS, maze=WAY, goals=GOLD_MIDDLE, hands=hands)
    a = decide(blind)
    assert (a.kind, a.get("seat")) == ("break", 1), a
    known = table(4, roles=SABOTEURS, maze=WAY, goals=GOLD_MIDDLE, hands=hands,
                  state={"known_cards": [[[1, "map"], [1, "theft"]], [], [], []]})
    a = decide(known)
    assert a.kind == "break" and a.get("seat") in (2, 3), a


def test_swap_your_hand_goes_for_a_hand_it_knows_to_be_good() -> None:
    hands = {"0": ["swap_your_hand", "s1_dead_s", "s1_dead_w", "s1_dead_all"],
             "1": ["map", "theft", "s1_dead_ns", "s1_dead_ew"],
             "2": ["s1_cross", "s1_cross", "s1_straight_ew", "s1_t_nse"],
             "3": ["map", "theft", "s1_dead_se", "s1_dead_sw"]}
    good = [[2, t] for t in hands["2"]]
    s = table(4, roles=DIGGERS, maze=WAY[:3], hands=hands,
              state={"known_cards": [good, [], [], []]})
    assert decide(s) == Action.make("swap_hand", card="swap_your_hand", seat=2)
    poor = [[2, t] for t in ("s1_dead_nse", "s1_dead_nwe", "theft", "hands_off")]
    s = table(4, roles=DIGGERS, maze=WAY[:3], hands={**hands, "2": [t for _, t in poor]},
              state={"known_cards": [poor, [], [], []]})
    a = decide(s)
    assert not (a.kind == "swap_hand" and a.get("seat") == 2), a


# ---------------------------------------------------------------------- the other roles


def test_a_geologist_likes_crystals() -> None:
    roles = ["geologist", "gold_digger_blue", "gold_digger_green", "boss"]
    s = table(4, roles=roles, maze=[[1, 0, "s1_cross", False]],
              hands={"0": ["s1_straight_ew", "s2_crystal_cross", "s1_dead_s"]})
    assert decide(s).get("card") == "s2_crystal_cross"


def test_a_blue_digger_avoids_a_green_door() -> None:
    roles = ["gold_digger_blue", "gold_digger_green", "boss", "saboteur"]
    s = table(4, roles=roles, maze=[[1, 0, "s1_cross", False]],
              hands={"0": ["s2_door_green_ew", "s1_straight_ew"]})
    assert decide(s).get("card") == "s1_straight_ew"
    green = table(4, roles=roles, maze=[[1, 0, "s1_cross", False]],
                  hands={"1": ["s2_door_blue_ew", "s1_dead_s"]}, active=1)
    a = decide(green)
    assert not (a.kind == "path" and a.get("card") == "s2_door_blue_ew"), a


def test_a_thief_steals_from_the_richest() -> None:
    s = table(4, roles=DIGGERS, gold=[3, 5, 0, 7], state={"pending": ["steal", 2]})
    assert decide(s) == Action.make("steal", seat=3)
