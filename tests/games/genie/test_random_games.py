"""Randomized invariant tests for the genie game.

Thousands of complete random games over 2-5 players and every rules option, seeded
deterministically, with invariants checked after every step:

* conservation: every chest/starting card id sits in exactly one zone (piles, hands,
  discard, wizards out, the current draw); lamp deck + current lamp card is a permutation;
* scores recomputed here, independently, from rules.md section 10, equal state.scores();
* rules bookkeeping: lamp race, chest winners (ties cancel), busts, legal action sets,
  protected cards never leave a hand, talismans never move;
* no leaks: views hold no pile order and no unseen pile card, and no other seat's
  unrevealed die or claim; events keep the dice, claims and peeked cards private;
* determinize keeps every public part and resamples the pile orders; malformed genie
  actions (bad dice, cards in a pile, unknown colours...) are refused and change nothing.

What every game must satisfy (views equal on determinize, event privacy, illegal actions,
clones, action ids, records through JSON, snapshots, returns) is checked for every
registered game by the shared conformance suite, tests/conformance; this file checks
the genie rules only.

Every game gets the conservation, score, rules-bookkeeping and event checks at every
step. The view structure and determinize checks run at every step of 2 games per case
(48 games) and of the hypothesis examples, every 50 steps of the other games; the
malformed-action probes every 16 steps. The long sweeps are marked slow; a few games run
in the quick run (`pytest -m "not slow"`).
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludoteca.core.actions import Action
from ludoteca.core.errors import IllegalAction
from ludoteca.core.rng import Rng, seed_from
from ludoteca.games.genie import GAME

CONTENT = GAME.content
CARDS = CONTENT.cards
CHEST_NAMES = ("bronze", "silver", "gold")
CARD_KINDS = {"gem", "jewellery", "talisman", "wizard"}
COLOURS = tuple(CONTENT.colours)
METALS = ("bronze", "silver", "gold")
PIECES = ("bracelet", "ring", "necklace")

# rules.md section 10, written down here rather than read from the engine's content table
SET_BONUS = {"bronze": 6, "silver": 8, "gold": 10}
MAJORITY_BONUS = 5
RING_BONUS = 5
WIZARD_FROM_BOTTOM = 6  # rules.md section 3: the wizard is the 6th card from the bottom

WIZARDS = frozenset(c.id for c in CARDS if c.kind == "wizard")
TALISMANS = frozenset(c.id for c in CARDS if c.kind == "talisman")
ALL_CARD_IDS = sorted(
    [cid for pile in CONTENT.chest_cards for cid in pile]
    + list(CONTENT.wizards) + list(CONTENT.starting)
)
LAMP_IDS = list(range(len(CONTENT.lamp)))

RACES = ("lottery", "arrival", "auto")
# 4 player counts x 3 races x 2 my_precious = 24 cases of 84 games: 2016 games; set
# GENIE_RANDOM_GAMES_PER_CASE to play more (or fewer) locally
GAMES_PER_CASE = int(os.environ.get("GENIE_RANDOM_GAMES_PER_CASE", "84"))
HEAVY_EVERY_GAME = 42  # 2 games per case get the view/determinize checks at every step
LIGHT_VIEW_EVERY = 50  # the others every 50 steps
PROBE_EVERY = 16  # illegal-action and clone probes every 16 steps (plus the first steps)
MAX_STEPS = 20_000


# ------------------------------------------------------------------ independent rules
KIND = [c.kind for c in CARDS]
COLOUR = [c.colour for c in CARDS]
JEWEL = [(c.metal, c.piece) if c.kind == "jewellery" else None for c in CARDS]


def complete_sets(hand: list[int]) -> dict[str, int]:
    """Complete bracelet+ring+necklace sets per metal (duplicates can make several)."""
    count: dict[tuple[str, str], int] = {}
    for cid in hand:
        jewel = JEWEL[cid]
        if jewel is not None:
            count[jewel] = count.get(jewel, 0) + 1
    out = {}
    if len(count) >= 3:
        for metal in METALS:
            n = min(count.get((metal, piece), 0) for piece in PIECES)
            if n:
                out[metal] = n
    return out


def gem_tally(hand: list[int], talisman_on: dict[int, Any]) -> dict[str, int]:
    tally = dict.fromkeys(COLOURS, 0)
    for cid in hand:
        kind = KIND[cid]
        if kind == "gem":
            tally[COLOUR[cid]] += 1
        elif kind == "talisman":
            colour = talisman_on.get(cid)
            if colour is not None:
                tally[colour] += 1
    return tally


def expected_scores(hands: list[list[int]], talisman_on: dict[int, Any],
                    ring: int | None) -> list[int]:
    """rules.md section 10: 1 per non-wizard card, set bonuses, strict gem majorities
    (ties and zero win nothing), ring +5."""
    tallies = [gem_tally(hand, talisman_on) for hand in hands]
    scores = []
    for seat, hand in enumerate(hands):
        total = sum(1 for cid in hand if KIND[cid] != "wizard")
        total += sum(SET_BONUS[m] * n for m, n in complete_sets(hand).items())
        for colour in COLOURS:
            mine = tallies[seat][colour]
            others = [tallies[o][colour] for o in range(len(hands)) if o != seat]
            if mine > 0 and mine > max(others):
                total += MAJORITY_BONUS
        if ring == seat:
            total += RING_BONUS
        scores.append(total)
    return scores


def check_unprotected_choice(hand: list[int], offered: list[int]) -> None:
    """The cards offered for stealing/exchanging/giving from one hand: every gem, and the
    jewellery beyond the copies that complete sets; never a talisman or wizard."""
    offered_count = Counter(offered)
    assert all(n == 1 for n in offered_count.values()), offered
    assert set(offered) <= set(hand)
    sets = complete_sets(hand)
    jewel = Counter((CARDS[c].metal, CARDS[c].piece) for c in hand
                    if CARDS[c].kind == "jewellery")
    offered_jewel = Counter((CARDS[c].metal, CARDS[c].piece) for c in offered
                            if CARDS[c].kind == "jewellery")
    for (metal, piece), n in jewel.items():
        assert offered_jewel[(metal, piece)] == n - sets.get(metal, 0), (metal, piece)
    gems = sorted(c for c in hand if CARDS[c].kind == "gem")
    assert sorted(c for c in offered if CARDS[c].kind == "gem") == gems
    assert not any(CARDS[c].kind in ("talisman", "wizard") for c in offered)


def value_groups(dice: list[list[list[Any]]]) -> dict[int, list[int]]:
    """Value -> seats showing it, kept when two or more different seats show it."""
    groups: dict[int, set[int]] = {}
    for seat, seat_dice in enumerate(dice):
        for _, value in seat_dice:
            groups.setdefault(value, set()).add(seat)
    return {v: sorted(s) for v, s in sorted(groups.items()) if len(s) > 1}


def chest_winner(dice: list[list[list[Any]]], chest: str) -> tuple[int, int] | None:
    """rules.md 7.1/7.2: drop every value shown twice on the chest; the lowest left wins."""
    on_chest = [(value, seat) for seat, seat_dice in enumerate(dice)
                for name, value in seat_dice if name == chest]
    counts = Counter(value for value, _ in on_chest)
    alone = [(value, seat) for value, seat in on_chest if counts[value] == 1]
    if not alone:
        return None
    value, seat = min(alone)
    return seat, value


_CARD_ID = re.compile(r'\{"id": (\d+), "kind": "(?:gem|jewellery|talisman|wizard)"')
_KEY = re.compile(r'"([^"\\]+)": ')


def shown_cards(data: dict[str, Any]) -> set[int]:
    """Card ids shown as card dicts in an event payload (payloads are shallow)."""
    out = set()
    for value in data.values():
        items = value if isinstance(value, list) else (value,)
        for item in items:
            if isinstance(item, dict) and "origin" in item:
                out.add(item["id"])
            elif isinstance(item, dict | list):
                out |= card_ids_in(item)
    return out


def card_ids_in(obj: Any) -> set[int]:
    """Ids of every chest/starting card shown (as a card dict) anywhere in a JSON tree;
    card dicts are Card.to_json(), whose first keys are id then kind."""
    return {int(x) for x in _CARD_ID.findall(json.dumps(obj))}


FORBIDDEN_VIEW_KEYS = {"piles", "pile", "order", "rng", "agenda", "claim_order", "top",
                       "deck", "pending", "lamp_known"}


# ------------------------------------------------------------------------- invariants
def check_conservation(s) -> None:
    zones: list[int] = []
    for pile in s.piles:
        zones.extend(pile)
    for hand in s.hands:
        zones.extend(hand)
    zones.extend(s.discard)
    zones.extend(s.wizards_out)
    wizards_drawn = [c for c in s.ex_drawn if c in WIZARDS]
    zones.extend(c for c in s.ex_drawn if c not in WIZARDS)
    assert sorted(zones) == ALL_CARD_IDS, "a card is missing or in two zones"
    # a wizard drawn during exploration is out of the pile (wizards_out); with
    # wizard_counts it is also listed in the current draw, as one of the cards drawn
    for wizard in wizards_drawn:
        assert s.options["wizard_counts"] and wizard in s.wizards_out
    assert len(set(s.wizards_out)) == len(s.wizards_out)
    assert set(s.wizards_out) <= WIZARDS
    lamp = list(s.lamp) + ([s.lamp_current] if s.lamp_current is not None else [])
    assert sorted(lamp) == LAMP_IDS, "the lamp deck is not a permutation of the lamp cards"
    assert 0 <= s.lamp_known <= len(s.lamp)
    for chest, pile in enumerate(s.piles):
        assert all(CARDS[c].origin == CHEST_NAMES[chest] for c in pile)
        wizard = CONTENT.wizards[chest]
        if wizard in pile:  # cards only ever leave from the top
            assert pile.index(wizard) == WIZARD_FROM_BOTTOM - 1
    for hand in s.hands:
        assert not WIZARDS & set(hand), "a wizard reached a hand"
    assert s.closing == bool(s.wizards_out)


_score_cache: dict[Any, list[int]] = {}


def check_scores(s) -> None:
    # the expected scores are a pure function of (hands, talisman colours, ring): memoized
    key = (tuple(map(tuple, s.hands)), tuple(sorted(s.talisman_on.items())), s.ring)
    want = _score_cache.get(key)
    if want is None:
        if len(_score_cache) > 50_000:
            _score_cache.clear()
        want = _score_cache[key] = expected_scores(s.hands, s.talisman_on, s.ring)
    got = s.scores()
    assert got == want, (got, want)


def check_talismans(s) -> None:
    in_hands = {c for hand in s.hands for c in hand if c in TALISMANS}
    assert set(s.talisman_on) <= in_hands, "a placed talisman left its hand"
    for hand in s.hands:
        colours = {CARDS[c].colour for c in hand if CARDS[c].kind == "gem"}
        for cid in hand:
            colour = s.talisman_on.get(cid)
            if colour is not None:
                assert colour in colours, "a talisman stays on a colour with no real gem"
    if s.phase == "place":  # between rounds every talisman has been placed (or orphaned)
        assert in_hands <= set(s.talisman_on)


def check_to_move(s) -> None:
    tm = s.to_move()
    if s.is_over():
        assert tm == ()
        assert all(not s.legal(i) for i in range(s.players))
        return
    assert tm, "a live game with nobody to move"
    for seat in range(s.players):
        assert bool(s.legal(seat)) == (seat in tm)
    if s.phase != "place" and s.phase != "claim":
        assert len(tm) == 1


def check_legal(s, seat: int) -> None:
    """The legal actions of a seat, recomputed from the rules."""
    legal = list(s.legal(seat))
    assert len(set(legal)) == len(legal)
    if s.phase == "place":
        assert all(a.kind == "place" for a in legal)
        if s.players == 2:
            assert len(legal) == 3 * 36
            for a in legal:
                (c1, v1), (c2, v2) = a.get("dice")
                assert c1 != c2 and 1 <= v1 <= 6 and 1 <= v2 <= 6
        else:
            assert len(legal) == 18
        return
    if s.phase == "claim":
        assert sorted(a.kind for a in legal) == ["pass", "rub"]
        return
    kind = s.pending[0]
    cards = sorted(a.get("card") for a in legal if a.kind == "card")
    others = [o for o in range(s.players) if o != seat]
    if kind in ("penalty_opponent", "give_to"):
        assert sorted(a.get("seat") for a in legal) == others
    elif kind == "penalty_take":
        offender = s.pending[2]
        assert offender != seat
        check_unprotected_choice(s.hands[offender], cards)
        assert cards
    elif kind in ("exchange_own", "give_card", "discard_own"):
        check_unprotected_choice(s.hands[seat], cards)
        assert cards
    elif kind in ("steal", "exchange_theirs"):
        owners = {}
        for o in others:
            for c in s.hands[o]:
                owners[c] = o
        for o in others:
            check_unprotected_choice(s.hands[o], [c for c in cards if owners.get(c) == o])
        assert set(cards) <= set(owners) and cards
    elif kind == "from_discard":
        assert cards == sorted(s.discard) and cards
    elif kind == "ring_pick":
        assert cards == sorted(s.discard)
        assert sum(a.kind == "decline" for a in legal) == 1
    elif kind == "wish":
        assert sorted(a.kind for a in legal) == ["accept", "refuse"]
        assert s.lamp_current is not None and s.wish_no in (1, 2)
    elif kind == "draw":
        assert sorted(a.kind for a in legal) == ["draw", "stop"]
        assert s.ex_seat == seat and s.piles[s.ex_chest]
        assert s.ex_scorpions < s.ex_limit
        counted = len(s.ex_drawn)
        assert counted < s.ex_limit
        assert s.ex_scorpions == sum(CARDS[c].scorpions for c in s.ex_drawn)
    elif kind == "talisman":
        colours = {CARDS[c].colour for c in s.hands[seat] if CARDS[c].kind == "gem"}
        assert {a.get("colour") for a in legal} == colours and len(colours) > 1
    elif kind == "peek":
        assert sorted(a.get("chest") for a in legal) == sorted(
            CHEST_NAMES[c] for c in range(3) if s.piles[c])
    elif kind == "change_die":
        dice = s.dice[seat]
        want = sorted((i, v) for i, (_, cur) in enumerate(dice) for v in range(1, 7) if v != cur)
        assert sorted((a.get("die"), a.get("value")) for a in legal) == want
    else:  # pragma: no cover - a new decision kind needs a check here
        raise AssertionError(f"unchecked decision kind {kind}")


def check_view_structure(s, view: dict[str, Any], seat: int | None) -> None:
    text = json.dumps(view)  # also shows the view is JSON-able
    bad = set(_KEY.findall(text)) & FORBIDDEN_VIEW_KEYS
    assert not bad, f"view for {seat} has keys {bad}"
    assert len(view["chests"]) == 3
    for c, chest in enumerate(view["chests"]):
        assert set(chest) == {"name", "size", "wizard_depth", "known_top"}
        assert chest["size"] == len(s.piles[c])
        known = s.known_top[seat][c] if seat is not None else 0
        assert len(chest["known_top"]) == known
    assert set(view["lamp"]) == {"size", "current", "wish"}
    # no card still in a pile shows anywhere, except the top cards this seat peeked at
    in_piles = {c for pile in s.piles for c in pile}
    allowed = set()
    if seat is not None:
        for c, pile in enumerate(s.piles):
            known = s.known_top[seat][c]
            allowed.update(pile[len(pile) - known:] if known else [])
    leaked = ({int(x) for x in _CARD_ID.findall(text)} & in_piles) - allowed
    assert not leaked, f"view for {seat} shows pile cards {leaked}"
    for entry in view["seats"]:
        other = entry["seat"]
        if s.phase == "place" and other != seat:
            assert entry["dice"] is None, "an unrevealed die is visible"
        if s.phase == "claim" and other != seat:
            assert entry["claim"] in (None, "decided"), "an undecided race claim is visible"
    if seat is None:
        assert view["prompt"] is None


def check_determinized(s, d, seat: int) -> None:
    assert d is not s
    assert d.hands == s.hands and d.discard == s.discard
    assert d.talisman_on == s.talisman_on and d.ring == s.ring
    assert d.wizards_out == s.wizards_out and d.ex_drawn == s.ex_drawn
    assert (d.phase, d.round, d.closing, d.pending, d.agenda) == (
        s.phase, s.round, s.closing, s.pending, s.agenda)
    assert (d.ex_chest, d.ex_seat, d.ex_limit, d.ex_scorpions) == (
        s.ex_chest, s.ex_seat, s.ex_limit, s.ex_scorpions)
    assert d.known_top == s.known_top and d.summoners == s.summoners
    for c in range(3):
        real, fake = s.piles[c], d.piles[c]
        assert len(real) == len(fake) and sorted(real) == sorted(fake)
        wizard = CONTENT.wizards[c]
        assert (wizard in real) == (wizard in fake)
        if wizard in real:
            assert real.index(wizard) == fake.index(wizard)
        known = s.known_top[seat][c]
        if known:
            assert real[-known:] == fake[-known:], "peeked cards were resampled"
        if len(real) - known - (wizard in real) >= 12:  # 12! orders: a repeat means no shuffle
            assert real != fake, "determinize did not resample a hidden pile order"
    assert sorted(d.lamp) == sorted(s.lamp) and d.lamp_current == s.lamp_current
    assert d.lamp[:s.lamp_known] == s.lamp[:s.lamp_known], "seen lamp cards were moved"
    assert d.dice[seat] == s.dice[seat] and d.claims[seat] == s.claims[seat]
    assert [x is None for x in d.dice] == [x is None for x in s.dice]
    assert [x is None for x in d.claims] == [x is None for x in s.claims]
    if s.phase not in ("place",):
        assert d.dice == s.dice
    if s.phase not in ("place", "claim"):
        assert d.claims == s.claims
    assert d.to_move() == s.to_move()
    assert list(d.legal(seat)) == list(s.legal(seat))


def check_events(s, events, actor: int) -> None:
    in_piles = {c for pile in s.piles for c in pile}
    viewers = [None, *range(s.players)]
    for ev in events:
        for viewer in viewers:
            out = ev.for_seat(viewer)
            if ev.kind == "placed" and viewer != ev.data["seat"]:
                assert "dice" not in out, "a placed die leaked"
            if ev.kind == "claimed" and viewer != ev.data["seat"]:
                assert "rub" not in out, "a lamp claim leaked"
            if ev.kind == "peek" and viewer != ev.data["seat"]:
                assert "cards" not in out, "peeked cards leaked"
        if ev.private:
            assert set(ev.private) <= {actor}
        if ev.kind != "peek":
            shown = shown_cards(ev.data)
            assert not shown & in_piles, f"event {ev.kind} shows a pile card"
    own = {ev.kind: ev.for_seat(actor) for ev in events}
    if "placed" in own:
        assert "dice" in own["placed"]
    if "claimed" in own:
        assert "rub" in own["claimed"]


# ------------------------------------------------------------------------ the driver
class RandomGame:
    """Plays one random game and checks every invariant along the way."""

    def __init__(self, players: int, seed: int, options: dict[str, Any], heavy: bool,
                 policy_seed: int, view_every: int = LIGHT_VIEW_EVERY) -> None:
        self.state = GAME.new(players, seed, options)
        self.players = players
        self.options = self.state.options
        self.rng = Rng(policy_seed)
        self.heavy = heavy
        self.view_every = 1 if heavy else view_every
        self.draw_bias = self.rng.choice((0.5, 0.75, 0.9))
        self.rub_bias = self.rng.choice((0.2, 0.5, 0.8))
        self.steps = 0
        self.kinds: Counter[str] = Counter()
        self.round_dice: list[list[list[Any]]] | None = None
        self.explore: dict[str, Any] | None = None
        self.check_setup()

    # ---------------------------------------------------------------- setup
    def check_setup(self) -> None:
        s = self.state
        dealt = 2 if self.players == 2 else 1
        assert [len(h) for h in s.hands] == [dealt] * self.players
        assert len(s.discard) == len(CONTENT.starting) - dealt * self.players
        for c, pile in enumerate(s.piles):
            assert len(pile) == len(CONTENT.chest_cards[c]) + 1
            assert pile[WIZARD_FROM_BOTTOM - 1] == CONTENT.wizards[c]
        assert s.known_top == [[0, 0, 0] for _ in range(self.players)]
        self.check_all(events=[], actor=0)

    # --------------------------------------------------------------- policy
    def choose(self) -> tuple[int, Action]:
        s, rng = self.state, self.rng
        seat = rng.choice(s.to_move())
        legal = s.legal(seat)
        kinds = {a.kind for a in legal}
        if kinds == {"draw", "stop"}:
            want = "draw" if rng.random() < self.draw_bias else "stop"
            action = next(a for a in legal if a.kind == want)
        elif kinds == {"rub", "pass"}:
            want = "rub" if rng.random() < self.rub_bias else "pass"
            action = next(a for a in legal if a.kind == want)
        else:
            action = rng.choice(legal)
        roll = rng.random()
        if action.kind == "place" and len(action.get("dice")) == 2 and roll < 0.3:
            # the engine accepts the two dice in any order
            action = Action.make("place", dice=tuple(reversed(action.get("dice"))))
        elif roll < 0.2:  # an action parsed from JSON (no label) is just as good
            action = Action.from_json(json.loads(json.dumps(action.to_json())))
        return seat, action

    # ----------------------------------------------------------------- play
    def play(self) -> RandomGame:
        s = self.state
        while not s.is_over():
            assert self.steps < MAX_STEPS, "the game does not end"
            seat, action = self.choose()
            if action not in s.legal(seat):
                # a placement given in another dice order: its integer id is the one of
                # the catalog's order (legal actions' ids: tests/conformance)
                back = GAME.action_from_id(s, GAME.action_id(s, action))
                assert sorted(back.get("dice")) == sorted(action.get("dice"))
                assert back in s.legal(seat)
            if self.heavy or self.steps % PROBE_EVERY == 0 or self.steps < 3:
                self.probe_malformed(seat)
            before = self.snapshot_public()
            events = s.apply(seat, action)
            self.steps += 1
            self.kinds.update(ev.kind for ev in events)
            self.follow_events(events)
            self.check_transition(before)
            self.check_all(events, seat)
        self.check_end()
        return self

    def snapshot_public(self) -> dict[str, Any]:
        s = self.state
        return {
            "hands": [h[:] for h in s.hands],
            "sets": [complete_sets(h) for h in s.hands],
            "talisman_on": dict(s.talisman_on),
            "sizes": [len(p) for p in s.piles],
            "round": s.round,
            "dice": [None if d is None else [[CHEST_NAMES[c], v] for c, v in d]
                     for d in s.dice],
        }

    def check_all(self, events, actor: int) -> None:
        s = self.state
        check_conservation(s)
        check_scores(s)
        check_talismans(s)
        check_to_move(s)
        check_events(s, events, actor)
        for seat in s.to_move():
            if s.phase != "place" or self.heavy or seat == s.to_move()[0]:
                check_legal(s, seat)
        if self.steps % self.view_every == 0 or s.is_over():
            self.check_views()
            if self.heavy:
                json.dumps(s.facts())

    def check_views(self) -> None:
        s = self.state
        spectator = s.view(None)
        check_view_structure(s, spectator, None)
        for seat in range(self.players):
            view = s.view(seat)
            check_view_structure(s, view, seat)
            d = s.determinize(seat, Rng(seed_from("det", s.seed, self.steps, seat)))
            check_determinized(s, d, seat)

    def check_transition(self, before: dict[str, Any]) -> None:
        s = self.state
        assert s.round in (before["round"], before["round"] + 1)
        for c in range(3):
            assert len(s.piles[c]) <= before["sizes"][c], "a card went back into a pile"
        lost_colours: list[set[str]] = []
        for seat in range(self.players):
            old, new = before["hands"][seat], s.hands[seat]
            if old == new:
                lost_colours.append(set())
                continue
            # complete sets are never broken; talismans never leave a hand
            if before["sets"][seat]:
                now_sets = complete_sets(new)
                for metal, n in before["sets"][seat].items():
                    assert now_sets.get(metal, 0) >= n, "a complete set was broken"
            left = Counter(old) - Counter(new)
            assert not TALISMANS & set(left), "a talisman left its hand"
            lost_colours.append({COLOUR[c] for c in left if KIND[c] == "gem"})
        for cid, was in before["talisman_on"].items():
            now = s.talisman_on.get(cid)
            if was is None:
                assert now is None, "an orphaned talisman was re-attached"
            elif now != was:
                assert now is None, "a placed talisman moved to another colour"
                seat = next(i for i, h in enumerate(s.hands) if cid in h)
                assert was in lost_colours[seat], "a talisman was orphaned for nothing"

    def follow_events(self, events) -> None:
        """Checks the lamp race, chest winners and busts against rules.md 6-7."""
        for ev in events:
            data = ev.data
            if ev.kind == "reveal":
                self.round_dice = [list(map(list, d)) for d in data["dice"]]
                assert all(d is not None for d in self.round_dice)
                for seat_dice in self.round_dice:
                    assert len(seat_dice) == (2 if self.players == 2 else 1)
            elif ev.kind == "die_changed":
                for die in self.round_dice[data["seat"]]:
                    if die[0] == data["chest"]:
                        assert die[1] == data["from"]
                        die[1] = data["to"]
            elif ev.kind == "race":
                self.check_race(data)
            elif ev.kind == "explore":
                assert chest_winner(self.round_dice, data["chest"]) == (
                    data["seat"], data["limit"])
                self.explore = {"limit": data["limit"], "scorpions": 0, "cards": 0,
                                "seat": data["seat"]}
            elif ev.kind == "chest_unclaimed":
                assert chest_winner(self.round_dice, data["chest"]) is None
            elif ev.kind == "drawn":
                card = data["card"]
                self.explore["scorpions"] += card["scorpions"]
                if card["kind"] != "wizard" or self.options["wizard_counts"]:
                    self.explore["cards"] += 1
            elif ev.kind == "bust":
                assert self.explore["scorpions"] == data["scorpions"] >= self.explore["limit"]
                self.explore = None
            elif ev.kind == "kept":
                x = self.explore
                assert x["scorpions"] < x["limit"] and x["cards"] <= x["limit"]
                self.explore = dict(x, kept=True)
            elif ev.kind == "ring":
                x = self.explore
                assert self.options["my_precious"], "the ring without the variant"
                assert x and x.get("kept") and x["limit"] == 6 and x["cards"] == 6
                assert data["seat"] == x["seat"]
            elif ev.kind == "round":
                self.round_dice = None
                self.explore = None

    def check_race(self, data: dict[str, Any]) -> None:
        groups = value_groups(self.round_dice)
        assert {int(v): seats for v, seats in data["groups"].items()} == groups
        claims = data["claims"]
        matched = {seat for seats in groups.values() for seat in seats}
        if self.options["race"] == "auto":
            assert claims == [seat in matched for seat in range(self.players)]
        assert data["offenders"] == [s for s in range(self.players)
                                     if claims[s] and s not in matched]
        summoners = data["summoners"]
        seats = [seat for seat, _ in summoners]
        assert len(set(seats)) == len(seats), "a seat summoned the genie twice"
        values = [value for _, value in summoners]
        assert values == sorted(values), "lower values summon first"
        done: set[int] = set()
        for value, group in groups.items():
            claimers = [s for s in group if claims[s]]
            won = [seat for seat, v in summoners if v == value]
            assert len(won) <= 1 and set(won) <= set(claimers)
            free = [s for s in claimers if s not in done]
            if self.players > 2 or self.options["two_player_second_group"] == "next_fastest":
                assert len(won) == (1 if free else 0)
            done.update(won)

    # ------------------------------------------------------------- probes
    def probe_malformed(self, mover: int) -> None:
        """Genie actions that are malformed or out of place now; the generic submissions
        (other seats' actions, seats not to move, made-up kinds, non-actions, bad seats)
        are the conformance suite's."""
        s, rng = self.state, self.rng
        before = s.digest()
        legal = set(s.legal(mover))
        probes: list[tuple[Any, Any]] = []
        in_piles = [c for pile in s.piles for c in pile]
        if in_piles:
            probes.append((mover, Action.make("card", card=rng.choice(in_piles))))
        probes.append((mover, Action.make("card", card=len(CARDS) + 7)))
        probes.append((mover, Action.make("seat", seat=mover)))
        probes.append((mover, Action.make("colour", colour="purple")))
        probes.append((mover, Action.make("die", die=2, value=3)))
        probes.append((mover, Action.make("place", dice=(("bronze", 7),))))
        probes.append((mover, Action.make("place", dice=(("copper", 3),))))
        probes.append((mover, Action.make("place", dice="bronze")))
        probes.append((mover, Action.make("place")))
        probes.append((mover, Action.make("place", dice=(("bronze", 0), ("gold", 2)))))
        probes.append((mover, Action.make("place", dice=(("bronze", 3), ("bronze", 4)))))
        probes.append((mover, Action.make("place", dice=(("silver", 3), ("gold", 4),
                                                          ("bronze", 5)))))
        if self.players == 2:
            probes.append((mover, Action.make("place", dice=(("gold", 2),))))
        else:
            probes.append((mover, Action.make("place", dice=(("bronze", 1), ("gold", 2)))))
        for kind in ("draw", "stop", "accept", "refuse", "decline", "rub", "pass"):
            action = Action.make(kind)
            if action not in legal:
                probes.append((mover, action))
        if s.phase != "place":
            probes.append((mover, Action.make("place", dice=(("bronze", 3), ("gold", 4)))))
            probes.append((mover, Action.make("place", dice=(("bronze", 3),))))
        picked = [probes[rng.below(len(probes))] for _ in range(4)]
        for seat, action in picked:
            if isinstance(action, Action) and seat == mover and action in legal:
                continue
            with pytest.raises(IllegalAction) as info:
                s.apply(seat, action)
            assert str(info.value)
            assert s.digest() == before, f"refused {action!r} by {seat} changed the state"

    # --------------------------------------------------------------- end
    def check_end(self) -> None:
        s = self.state
        assert s.wizards_out, "the game ended without a wizard"
        scores = s.scores()
        best = max(scores)
        assert s.winners() == [i for i, x in enumerate(scores) if x == best]
        for seat in range(self.players):
            view = s.view(seat)
            assert view["over"] and view["winners"] == s.winners()


def options_for(race: str, my_precious: bool, index: int) -> dict[str, Any]:
    return {
        "race": race,
        "my_precious": my_precious,
        "two_player_second_group": ("next_fastest", "forfeit")[index % 2],
        "wizard_counts": (True, False)[(index // 2) % 2],
    }


# ---------------------------------------------------------------------------- tests
@pytest.mark.parametrize("players", [2, pytest.param(3, marks=pytest.mark.slow),
                                     pytest.param(4, marks=pytest.mark.slow), 5])
def test_a_few_random_games_keep_every_invariant(players: int) -> None:
    """One game per player count, every check at every step: the quick run's share is the
    fewest and the most players, the counts between them are in the full run."""
    race = RACES[players % len(RACES)]
    seed = seed_from("genie-random-quick", players)
    RandomGame(players, seed, options_for(race, players % 2 == 0, players), heavy=True,
               policy_seed=seed_from("policy", seed)).play()


@pytest.mark.slow
@pytest.mark.parametrize("my_precious", [False, True], ids=["plain", "precious"])
@pytest.mark.parametrize("race", RACES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_every_invariant(players: int, race: str, my_precious: bool) -> None:
    for index in range(GAMES_PER_CASE):
        seed = seed_from("genie-random", players, race, my_precious, index)
        options = options_for(race, my_precious, index)
        RandomGame(players, seed, options, heavy=index % HEAVY_EVERY_GAME == 0,
             policy_seed=seed_from("policy", seed)).play()


@pytest.mark.slow
@settings(max_examples=24, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 2**64 - 1),
    policy_seed=st.integers(0, 2**32),
    options=st.fixed_dictionaries({
        "my_precious": st.booleans(),
        "race": st.sampled_from(RACES),
        "two_player_second_group": st.sampled_from(["next_fastest", "forfeit"]),
        "wizard_counts": st.booleans(),
    }),
)
def test_property_any_seed_and_options(players, seed, policy_seed, options) -> None:
    RandomGame(players, seed, options, heavy=True, policy_seed=policy_seed).play()


def test_random_games_reach_every_rule() -> None:
    """The random policy actually exercises the whole rulebook (otherwise the invariant
    tests above would prove little)."""
    seen: Counter[str] = Counter()
    pending: Counter[str] = Counter()
    for index in range(240):
        players = 2 + index % 4
        options = options_for(RACES[index % 3], index % 5 != 0, index // 3)
        seed = seed_from("coverage", index)
        s = GAME.new(players, seed, options)
        rng = Rng(seed)
        while not s.is_over():
            if s.pending is not None:
                pending[s.pending[0]] += 1
            seat = rng.choice(s.to_move())
            legal = s.legal(seat)
            draw = [a for a in legal if a.kind == "draw"]
            action = draw[0] if draw and rng.random() < 0.8 else rng.choice(legal)
            for ev in s.apply(seat, action):
                seen[ev.kind] += 1
                if ev.kind == "cave_closing" and ev.data.get("at_once"):
                    seen["cave_closing_at_once"] += 1
    want_events = {"placed", "reveal", "claimed", "race", "penalty", "penalty_opponent",
                   "wish", "wish_refused", "wish_kept", "wish_forced", "wish_no_effect",
                   "genie_draw", "stolen", "exchanged", "from_discard", "peek",
                   "die_changed", "given", "discarded", "explore", "chest_unclaimed",
                   "drawn", "bust", "kept", "stop", "talisman", "orphaned", "ring",
                   "ring_pick", "cave_closing", "cave_closing_at_once", "round",
                   "game_over"}
    assert want_events <= set(seen), sorted(want_events - set(seen))
    want_pending = {"penalty_opponent", "penalty_take", "wish", "draw", "talisman",
                    "ring_pick", "steal", "exchange_own", "exchange_theirs", "from_discard",
                    "peek", "change_die", "give_card", "give_to", "discard_own"}
    assert want_pending <= set(pending), sorted(want_pending - set(pending))


def test_independent_scoring_matches_rules_examples() -> None:
    """The test's own scorer agrees with rules.md Ex-14 (25 points) and Ex-15 (ties)."""
    by_spec: dict[str, list[int]] = {}
    for card in CARDS:
        by_spec.setdefault(card.spec, []).append(card.id)
    silver_set = [by_spec[f"jewellery:silver:{p}"][0] for p in PIECES]
    greens = by_spec["gem:green"][:4]
    maya = silver_set + greens + by_spec["gem:red"][:2] + by_spec["gem:blue"][:2] + [
        by_spec["jewellery:bronze:ring"][0]]
    assert len(maya) == 12
    other = by_spec["gem:red"][2:4] + by_spec["gem:blue"][2:4] + by_spec["gem:green"][4:5]
    assert expected_scores([maya, other], {}, None) == [12 + 5 + 8, 5]
    # an orphaned talisman is worth its card point only; a placed one counts as a gem
    talisman = sorted(TALISMANS)[0]
    assert expected_scores([maya, [*other, talisman]], {talisman: None}, None) == [25, 6]
    assert expected_scores([maya, [*other, talisman]], {talisman: "red"}, 1) == [
        25, 6 + 5 + 5]


def test_content_counts_follow_the_rulebook() -> None:
    assert [len(p) for p in CONTENT.chest_cards] == [25, 25, 25]
    assert len(CONTENT.wizards) == 3 and len(CONTENT.starting) == 8
    assert len(CONTENT.lamp) == 25
    assert list(range(len(CARDS))) == ALL_CARD_IDS


# four games (2-5 players) in the quick run, eight more in the full run
@pytest.mark.parametrize("games", [range(4), pytest.param(range(4, 12), marks=pytest.mark.slow)],
                         ids=["4", "8-more"])
def test_random_bots_through_observations(games: range) -> None:
    """Bots see the game only through an Observation: its view, legal actions and
    determinized copies, all consistent with the state."""
    from ludoteca.bots.base import Observation, RandomBot

    for index in games:
        players = 2 + index % 4
        s = GAME.new(players, seed_from("bots", index), options_for(RACES[index % 3], True,
                                                                      index))
        bots = [RandomBot(Rng(seed_from("bot", index, seat))) for seat in range(players)]
        steps = 0
        while not s.is_over():
            seat = s.to_move()[steps % len(s.to_move())]
            obs = Observation(s, seat)
            assert obs.game_id == "genie" and obs.view() == s.view(seat)
            if steps % 25 == 0:
                d = obs.determinize(Rng(steps))
                assert d.view(seat) == s.view(seat)
            action = bots[seat].act(obs)
            assert action in obs.legal()
            s.apply(seat, action)
            steps += 1
        assert s.returns() and abs(sum(s.returns()) - 1) < 1e-9


@pytest.mark.parametrize("payload", [
    {"kind": "place", "dice": [["bronze", True]]},  # JSON true is not the die value 1
    {"kind": "place", "dice": [["gold", False]]},
])
def test_a_boolean_is_not_a_die_value(payload: dict[str, Any]) -> None:
    s = GAME.new(3, 11, {})
    before = s.digest()
    with pytest.raises(IllegalAction):
        s.apply(0, Action.from_json(payload))
    assert s.digest() == before


def test_a_boolean_is_not_a_seat() -> None:
    s = GAME.new(3, 11, {})
    before = s.digest()
    with pytest.raises(IllegalAction):
        s.apply(True, s.legal(1)[0])  # True == 1, but a seat is an int
    assert s.digest() == before


def test_a_boolean_is_not_a_card_id() -> None:
    """A card given as a JSON boolean must be refused, not stored as True/False (which
    would make the digest differ from the same move given as 1/0)."""
    rng = Rng(5)
    s = GAME.new(3, 11, {"race": "auto"})
    for _ in range(20_000):
        if s.is_over():
            s = GAME.new(3, rng.next64(), {"race": "auto"})
        seat = s.to_move()[0]
        legal = s.legal(seat)
        cards = [a.get("card") for a in legal if a.kind == "card"]
        if 1 in cards or 0 in cards:
            before = s.digest()
            with pytest.raises(IllegalAction):
                s.apply(seat, Action.from_json({"kind": "card", "card": 1 in cards}))
            assert s.digest() == before
            return
        s.apply(seat, rng.choice(legal))
    raise AssertionError("no decision offered card 0 or 1")
