"""An audit of ROUNDS in the Saboteur engine: the setup of each round at every table size
(2-12), how a round ends, who starts the next one, the fresh deal of cards and roles, the
gold carried over, the thefts after the points, the final winner and the finished game,
and what each option of docs/saboteur.md ("Options") changes (the deal: nothing; the
scoring: its own rule, in every round).

Each test cites the rule it checks: the seed (shared/seeds/saboteur-2.zh-Hant.txt),
restated in shared/reference/saboteur/rules.md (A.7 setup, A.8 turn, A.9 round end and
scoring, B.1 decks, B.7 round structure, Parts C-E the project's choices) and the
decisions of docs/saboteur.md. Two tests play whole games for every table size with a
seeded policy (random, with a leaning toward the goals so that some rounds reach the
gold) and check each deal, each round's end, the thefts' order and the end of the game
against the rules, reading only the events the engine emits and the state between steps.
Single rules the earlier audits already pin (test_audit_*.py, test_rules.py) are not
repeated."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.errors import IllegalAction
from ludoteca.core.rng import Rng, seed_from
from ludoteca.games.saboteur import GAME
from ludoteca.games.saboteur.content import load
from ludoteca.games.saboteur.state import SaboteurState

from .helpers import (
    BLUE,
    CRYSTALS,
    GOLD_MIDDLE,
    GREEN,
    act,
    finish,
    gold_table,
    kinds,
    no_gold_end,
    of_kind,
    pass_turn,
    table,
    way,
)

DECK, ROLES, HAND, ASIDE = 118, 15, 6, 10
SIZES = range(2, 13)
TURN_KINDS = ("turn", "discard_more", "clear_discard")  # a player's turn (not a steal)
THEFT_EVENTS = ("steal", "theft_blocked", "theft_nothing")
OPTIONS = [("winner_rule", "official"), ("geologist", "official"),
           ("profiteer_alone", "minus_two")]
DEFAULTS = {"winner_rule": "seed", "geologist": "seed", "profiteer_alone": "full"}


# ====================================================================== whole games
@dataclass
class Step:
    """One step of a game: what the state was before it, who answered what, the events."""

    pending: str | None  # the decision answered (None: the opening deal)
    seat: int
    action: Action | None
    theft_at: list[int]  # before the step
    pile: int  # before the step
    cards: int  # cards in all hands before the step
    events: list[Any]


def pick(s: SaboteurState, seat: int, rng: Rng) -> Action:
    """A seeded choice: mostly the path placement nearest the goals, else any action."""
    legal = s.legal(seat)
    paths = [a for a in legal if a.kind == "path"]
    if paths and rng.below(4):
        best = max(a.get("x") for a in paths)
        return rng.choice([a for a in paths if a.get("x") == best])
    return rng.choice(legal)


def game(players: int) -> Iterator[tuple[Step, SaboteurState]]:
    """A whole game from GAME.new, step by step (the state as it is after each step)."""
    s = GAME.new(players, 7)
    rng = Rng(seed_from("audit-rounds", players))
    yield Step(None, -1, None, list(s.theft_at), len(s.pile), 0, s.opening_events()), s
    while not s.is_over():
        (seat,) = s.to_move()
        before = (s.pending[0], list(s.theft_at), len(s.pile), sum(map(len, s.hands)))
        action = pick(s, seat, rng)
        events = s.apply(seat, action)
        yield Step(before[0], seat, action, before[1], before[2], before[3], events), s


def check_deal(s: SaboteurState, players: int) -> None:
    """A.7 steps 2-4, B.1, B.7, C.12: the table right after a deal."""
    f = s.facts()
    assert f["hand_sizes"] == [HAND] * players and f["aside"] == ASIDE
    assert f["pile"] == DECK - ASIDE - HAND * players
    # every card was gathered and reshuffled: nothing is left on the table or discarded
    assert sorted(s.pile + s.aside + [c for h in s.hands for c in h]) == list(range(DECK))
    assert f["discard"] == [] and f["front"] == [[]] * players
    assert f["buried"] == [[]] * players
    assert list(f["cells"]) == ["0,0"] and f["goals_up"] == [False] * 3
    assert sorted(f["goals"]) == ["goal_gold", "goal_stone_a", "goal_stone_b"]
    # one of the 15 role cards each, the rest face down (none put away yet)
    assert len(f["roles"]) == players and len(f["role_pile"]) == ROLES - players
    assert Counter(f["roles"] + f["role_pile"]) == Counter(load().role_deck)
    assert f["role_out"] == [] and f["points"] == [0] * players
    assert f["theft_at"] == [-1] * players and f["known_goals"] == [[]] * players


@pytest.mark.parametrize("players", SIZES)
def test_every_deal(players: int) -> None:
    """A.7 (the deal), B.7 and C.12 (every round: all 118 cards reshuffled, 10 set aside,
    6 each, the 15 role cards reshuffled and one dealt each, each seeing only its own),
    A.8 and C.13 (round 1: seat 0; later rounds: the seat left of the player who took the
    last turn of the round before, steals being no turns), A.9 rule 3/4 (only the gold
    carries over: each round's points and the thieves' takings are added to it)."""
    last_turn, gold, hands_before, deals = -1, [0] * players, None, 0
    for step, s in game(players):
        if step.pending in TURN_KINDS:
            last_turn = step.seat
        for ev in step.events:
            if ev.kind == "round_end":
                assert ev.data["points"] == s.results[-1]["points"]
                gold = [g + p for g, p in zip(gold, ev.data["points"], strict=True)]
                assert ev.data["gold"] == gold
            elif ev.kind == "steal":
                gold[ev.data["seat"]] += 1
                gold[ev.data["victim"]] -= 1
                assert ev.data["gold"] == gold
            elif ev.kind == "round":
                deals += 1
                first = 0 if deals == 1 else (last_turn + 1) % players
                assert ev.data == {"round": deals, "first": first}
                assert s.round == deals and s.to_move() == (first,)
                assert s.pending[0] == "turn"
                check_deal(s, players)
                assert s.gold == gold  # carried over, thefts included
                assert ev.private == {o: {"hand": s.names(s.hands[o]), "role": s.roles[o]}
                                      for o in range(players)}
                assert hands_before != s.hands  # reshuffled, not dealt again alike
                hands_before = [list(h) for h in s.hands]
    assert deals == 3


def theft_order(theft_at: list[int]) -> list[int]:
    """A.9, C.5: the Theft played last first, then the other thieves clockwise."""
    thieves = [o for o, t in enumerate(theft_at) if t >= 0]
    if not thieves:
        return []
    first = max(thieves, key=theft_at.__getitem__)
    n = len(theft_at)
    return [(first + k) % n for k in range(n) if (first + k) % n in thieves]


@pytest.mark.parametrize("players", SIZES)
def test_every_round_end_and_the_game_end(players: int) -> None:
    """A.9 rule 1/4, B.7, C.14 (a round ends when the gold is reached, by the card that
    reaches it, or once no hand holds a card with the pile empty, and never before),
    A.9 rule 2/4 and C.5 (after the points, each thief in turn: the Theft played last
    first, then clockwise), A.9 rule 4/4 and B.7 (after round 3 the most gold wins, ties
    share; nothing is left to decide)."""
    rnd, queue, seen, found = 1, None, [], []
    for step, s in game(players):
        ended = of_kind(step.events, "round_end")
        if step.pending in TURN_KINDS and not ended:
            assert s.round == rnd and any(s.hands)  # no round left with every hand empty
        if ended:
            (end,) = ended
            found.append(end.data["gold_found"])
            if end.data["gold_found"]:
                assert step.action is not None and step.action.kind == "path"
                assert end.data["finisher"] == step.seat
            else:  # the pile was empty and this step used the last card in any hand
                assert step.pile == 0 and step.cards == 1
            theft_at = list(step.theft_at)
            if step.action is not None and step.action.kind == "theft":
                theft_at[step.seat] = max(theft_at) + 1  # the latest Theft played
            if step.action is not None and step.action.kind == "hands_off":
                theft_at[step.action.get("seat")] = -1
            queue, seen = theft_order(theft_at), []
        for ev in step.events:
            if ev.kind in THEFT_EVENTS:
                seen.append(ev.data["seat"])
            if ev.kind in ("round", "game_over") and queue is not None:
                assert seen == queue
                queue = None
            if ev.kind == "round":
                rnd = ev.data["round"]
        if s.is_over():
            (over,) = of_kind(step.events, "game_over")
            best = max(s.gold)
            assert over.data == {"scores": s.gold,
                                 "winners": [o for o in range(players) if s.gold[o] == best]}
            assert s.scores() == s.gold and sum(s.gold) == sum(
                sum(r["points"]) for r in s.results)  # a theft moves gold, makes none
            assert [r["round"] for r in s.results] == [1, 2, 3]
            assert [r["gold_found"] for r in s.results] == found
            assert s.to_move() == () and all(s.legal(o) == () for o in range(players))
    assert rnd == 3 and queue is None


# ====================================================================== the deal
@pytest.mark.parametrize(("name", "value"), OPTIONS)
def test_options_leave_the_deal_alone(name: str, value: str) -> None:
    """docs 'Options' (each option changes how a round is scored, nothing else), A.7: with
    the same seed every option deals the same cards, roles and goals as the seed rules;
    the options not given keep their defaults."""
    for players in (2, 7, 12):
        plain, other = GAME.new(players, 5), GAME.new(players, 5, {name: value})
        assert other.facts() == plain.facts()
        assert other.opening_events() == plain.opening_events()
        assert other.options == {**DEFAULTS, name: value}


def test_options_kept_for_every_round() -> None:
    """docs 'Options' (a game's options), A.9 rule 3/4 (each round is played and scored the
    same way): the options chosen hold in the next round, in every view and in a copy of
    the state made from its snapshot."""
    chosen = {"winner_rule": "official", "geologist": "official",
              "profiteer_alone": "minus_two"}
    s = no_gold_end(["saboteur", BLUE, GREEN], options=chosen)
    assert s.round == 2 and s.options == chosen
    assert all(s.view(o)["options"] == chosen for o in (None, 0, 1, 2))
    assert GAME.from_snapshot(s.snapshot()).options == chosen


def test_the_deal_event_shows_each_seat_only_its_own_cards() -> None:
    """A.7 step 3 (the 10 cards set aside unseen) and step 4 (one hidden role each, the
    rest face down): the deal's event tells everyone the round and who starts; each seat
    reads only its own hand and role; no seat is told the set-aside cards."""
    s = GAME.new(4, 3)
    (deal,) = s.opening_events()
    assert deal.for_seat(None) == {"kind": "round", "round": 1, "first": 0}
    for seat in range(4):
        mine = deal.for_seat(seat)
        assert mine == {"kind": "round", "round": 1, "first": 0,
                        "hand": s.names(s.hands[seat]), "role": s.roles[seat]}
    assert all(s.view(o)["aside"] == ASIDE for o in (None, 0, 1, 2, 3))  # a count only


def test_the_next_deal_is_of_all_fifteen_roles() -> None:
    """B.7 (reshuffle all 15 dwarf cards and deal one each), A.1 (the same 15 role cards
    every round, whatever the table): a table of four gold-diggers does not keep its roles;
    over twelve seeds the next round hands out roles of other kinds too."""
    dealt: set[str] = set()
    hands_of_roles = set()
    for seed in range(12):
        s = no_gold_end([BLUE, BLUE, GREEN, GREEN], seed=seed)
        assert s.round == 2 and s.results[0]["roles"] == [BLUE, BLUE, GREEN, GREEN]
        dealt |= set(s.roles)
        hands_of_roles.add(tuple(s.roles))
    assert dealt - {BLUE, GREEN} and len(hands_of_roles) > 1


def test_the_goals_are_shuffled_again_for_each_round() -> None:
    """A.9 rule 3/4 (restore the initial layout, reshuffle) with A.7 step 2 (the three goal
    cards shuffled and laid face down): the gold lay in the middle in round 1; over twelve
    seeds the next round's gold lies in each of the three places, face down, no map of
    round 1 still showing it."""
    places = set()
    for seed in range(12):
        s = no_gold_end(["saboteur", BLUE, GREEN], seed=seed, goals=GOLD_MIDDLE,
                        state={"known_goals": [[1], [0, 1, 2], []]})
        f = s.facts()
        assert s.round == 2 and f["goals_up"] == [False] * 3
        assert f["known_goals"] == [[], [], []]
        places.add(f["goals"].index("goal_gold"))
    assert places == {0, 1, 2}


# ====================================================================== the round's end
@pytest.mark.parametrize("card", ["trapped", "broken_cart"])
def test_a_barred_player_must_throw_away_the_winning_card(card: str) -> None:
    """B.3.5 (no path card with a broken tool or Trapped! in front), A.8 and D.15 (with the
    pile empty a player with cards must still use one: here only a face-down discard is
    left), A.9 rule 1/4 and C.14 (the last card gone: the round ends), A.9 win table (the
    gold card face down: the saboteur wins alone, 5), C.13 (the next round starts left of
    the one who took the last turn). The card would have reached the gold."""
    roles = ["saboteur", BLUE, GREEN]
    s = gold_table(way(), roles, finisher=1, pile=0, front={"1": [card]},
                   hands={"0": [], "1": ["s1_straight_ew"], "2": []})
    assert kinds(s, 1) == {"discard"}
    with pytest.raises(IllegalAction):
        finish(s, 1)
    events = act(s, 1, "discard", card="s1_straight_ew")
    (end,) = of_kind(events, "round_end")
    assert end.data["gold_found"] is False and end.data["points"] == [5, 0, 0]
    (deal,) = of_kind(events, "round")
    assert deal.data == {"round": 2, "first": 2} and s.to_move() == (2,)


def test_round_three_starts_left_of_the_last_player_not_of_the_last_starter() -> None:
    """B.7, C.13: the player left of the one who played the round's last card starts the
    next round, whoever started the round before: round 2 started with seat 2 and ended
    with seat 0's card, so round 3 starts with seat 1 (not seat 3)."""
    roles = [BLUE, "saboteur", GREEN, "saboteur"]
    s = gold_table(way(), roles, finisher=0, active=2, round=2,
                   hands={"0": ["s1_straight_ew", "map"], "2": ["map", "map"],
                          "3": ["map", "map"]})
    pass_turn(s, 2)
    pass_turn(s, 3)
    events = finish(s, 0)
    (deal,) = of_kind(events, "round")
    assert deal.data == {"round": 3, "first": 1} and s.to_move() == (1,)


def test_the_round_goes_on_when_only_the_pile_runs_out() -> None:
    """B.7 (the round ends when the pile is empty *and* every hand is empty), A.8 (with
    the pile empty each turn still uses a card): the last card drawn leaves the pile
    empty; the round goes on until the cards in the hands are used up, each player using
    one a turn, and ends with the last of them."""
    s = table(2, roles=["saboteur", BLUE], pile=1, pile_top=["map"],
              hands={"0": ["theft"], "1": ["map", "map"]})
    act(s, 0, "theft", card="theft")  # draws the pile's last card
    assert s.facts()["pile"] == 0 and s.facts()["hand_sizes"] == [1, 2]
    used = 0
    while s.round == 1:
        (seat,) = s.to_move()
        assert s.facts()["hand_sizes"][seat] > 0
        events = act(s, seat, "discard", card="map")
        used += 1
    assert used == 3 and of_kind(events, "round_end")[0].data["gold_found"] is False


# ====================================================================== options, round 3
@pytest.mark.parametrize(("value", "scores", "winners"), [
    ("seed", [7, 8, 0], [1]),
    ("official", [8, 4, 0], [0]),
])
def test_winner_rule_decides_the_final_winner(value: str, scores: list[int],
                                              winners: list[int]) -> None:
    """Option winner_rule (docs 'Options'): seed (C.1: the doors alone decide: no door,
    both teams win, 2 winners, 4 each) or official (B.8: a blue finisher's team first,
    green wins only if blue's way is shut: blue alone, 5); A.9 rule 4/4: in round 3 this
    decides who has the most gold."""
    s = gold_table(way(), [BLUE, GREEN, "saboteur"], {"winner_rule": value},
                   gold=[3, 4, 0], round=3)
    finish(s, 0)
    assert s.is_over() and s.scores() == scores and s.winners() == winners


@pytest.mark.parametrize(("value", "scores", "winners"), [
    ("seed", [5, 3, 0], [0]),
    ("official", [5, 6, 0], [1]),
])
def test_geologist_option_decides_the_final_winner(value: str, scores: list[int],
                                                   winners: list[int]) -> None:
    """Option geologist (docs 'Options'): seed (C.2, D.4: crystals pay only when the gold
    card is turned over) or official (every round, B.8: 1 gold per crystal in the maze,
    D.5 joined or not); the gold stays hidden, the lone saboteur takes 5 either way (a
    geologist is no counted winner); A.9 rule 4/4: in round 3 this decides the winner."""
    s = no_gold_end(["saboteur", "geologist", BLUE], options={"geologist": value},
                    maze=CRYSTALS, gold=[0, 3, 0], round=3)
    assert s.is_over() and s.results[0]["winners"] == [0]
    assert s.scores() == scores and s.winners() == winners


@pytest.mark.parametrize(("value", "scores", "winners"), [
    ("full", [5, 0, 4], [0]),
    ("minus_two", [3, 0, 4], [2]),
])
def test_profiteer_option_decides_the_final_winner(value: str, scores: list[int],
                                                   winners: list[int]) -> None:
    """Option profiteer_alone (docs 'Options'): full (C.3, the seed: a profiteer who is the
    only winner takes the whole 5) or minus_two (official: 5 - 2 = 3); the saboteur is
    trapped (A.4: no winner), so the profiteer wins alone; A.9 rule 4/4: in round 3 this
    decides the winner."""
    s = no_gold_end(["profiteer", "saboteur", BLUE], options={"profiteer_alone": value},
                    front={"1": ["trapped"]}, gold=[0, 0, 4], round=3)
    assert s.is_over() and s.results[0]["winners"] == [0]
    assert s.scores() == scores and s.winners() == winners


# ====================================================================== the game's end
def test_the_finished_game_for_every_seat() -> None:
    """A.9 rule 4/4, B.7 (after the third round the most gold wins), C.6 (scores public),
    docs 'Hidden information' (roles public once scored): every seat and a spectator see
    the game over, the winner, every role and every gold total, and have nothing to decide;
    no action is legal any more, also in a state rebuilt from the snapshot."""
    roles = [BLUE, "saboteur", GREEN]
    s = gold_table(way(), roles, gold=[1, 9, 1], round=3)
    probe = Action.make("discard", card="map")
    finish(s, 0)
    for state in (s, GAME.from_snapshot(s.snapshot())):
        assert state.is_over() and state.scores() == [5, 9, 5] and state.winners() == [1]
        assert state.returns() == [0.0, 1.0, 0.0]
        assert state.to_move() == ()
        for seat in (None, 0, 1, 2):
            v = state.view(seat)
            assert v["over"] is True and v["winners"] == [1] and v["to_move"] == []
            assert v["pending"] is None and v["prompt"] is None
            assert [row["role"] for row in v["seats"]] == roles
            assert [row["gold"] for row in v["seats"]] == [5, 9, 5]
        for seat in range(3):
            assert state.legal(seat) == () and not state.is_legal(seat, probe)
            with pytest.raises(IllegalAction):
                state.apply(seat, probe)


def test_a_tie_after_the_last_theft_shares_the_victory() -> None:
    """A.9 rule 2/4 (thefts after the points) and rule 4/4 (ties share the victory): after
    round 3's points green leads alone, 8 to 7; the thief's take from green ties three
    players on 7. The game ends only once it has stolen, and the three share the win."""
    roles = [BLUE, GREEN, "saboteur", "profiteer"]
    s = gold_table(way(), roles, gold=[4, 5, 6, 2], round=3, front={"2": ["theft"]})
    finish(s, 0)
    assert s.facts()["gold"] == [7, 8, 6, 3] and not s.is_over()
    assert s.to_move() == (2,) and s.view(None)["winners"] == []
    events = act(s, 2, "steal", seat=1)
    (over,) = of_kind(events, "game_over")
    assert over.data == {"scores": [7, 7, 7, 3], "winners": [0, 1, 2]}
    assert s.is_over() and s.returns() == pytest.approx([1 / 3] * 3 + [0.0])
