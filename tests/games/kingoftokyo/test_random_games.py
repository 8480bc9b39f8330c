"""Randomized invariant tests for King of Tokyo: Dark Edition.

Thousands of complete random games over 2-6 players and every option combination
(two_player_variant with 2 players; red, green or mixed wickedness tiles), seeded
deterministically, with invariants checked after every step:

* conservation: each of the 66 card instances sits in exactly one zone (deck, market,
  discard, one monster's KEEP cards); each of the 10 physical tiles shows exactly one face
  (in its level's stack, owned, or out of the game), on the side the option asks for;
* monsters: tokens, energy, VP and wickedness non-negative; hearts within 0..max for the
  living; the eliminated hold no energy, cards, tiles or copy and are out of Tokyo; Smoke
  tokens only on owned Smoke Cloud cards (or a Fluxling copy of one); one monster at most
  in the City and in the Bay, the Bay only with 5-6 players and 5+ monsters alive;
  wickedness levels taken match the gauge; owned tiles come from distinct levels taken;
* bookkeeping from events: VP, hearts, energy, wickedness, poison, shrink, the living and
  who is in Tokyo, recomputed from the event stream (opening events included), equal the
  state, and each event's total is the running total; from the same stream: no turn starts
  with a living monster at 0 hearts or 20 VP, SMASH hits the monsters on the other side of
  Tokyo (or everyone, Nova Breath), the Tokyo bonuses follow the 2-player variant;
* decisions: exactly one living seat decides, and what it is offered fits the decision
  (reroll masks, buyable prices, the tile stack of the level reached, the Tokyo occupant
  asked to yield, the owner of the card behind a window...);
* no leaks: no view holds the deck order or a card still in the deck, except the top card
  for the seat entitled to it (Made in a Lab, in its buy step); events have no private
  parts; determinize keeps every public part and resamples the deck order;
* malformed King of Tokyo actions (bad reroll masks, slots, cards, tiles, groups) and
  actions of the catalog that are not legal now are refused and change nothing; the
  winners are consistent with the way the game ended (last one standing, nobody when all
  die, Final Roar, the active monster at 20 VP, or every living monster at 20 VP).

What every game must satisfy (views equal on determinize, event privacy, illegal actions,
clones, action ids, records through JSON, snapshots, returns) is checked for every
registered game by the shared conformance suite, tests/conformance; this file checks
the King of Tokyo rules only.

The random policy is biased a little (buying, saving for dear cards, keeping 1s for
wickedness) so that every card is bought and every tile face taken across a run; a
separate test checks that coverage.

Conservation, monster, event and winner checks run at every step of every game. The
view and determinize checks run at every step of 2 games per case and of the hypothesis
examples, every LIGHT_VIEW_EVERY steps of the other games; the malformed-action probes
every PROBE_EVERY steps. The long sweeps are marked slow; a few games run in the quick
run (`pytest -m "not slow"`).
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
from ludoteca.games.kingoftokyo import GAME
from ludoteca.games.kingoftokyo.state import KotState

CONTENT = GAME.content
CARDS = CONTENT.cards
N_CARDS = len(CARDS)
ALL_INSTANCES = list(range(N_CARDS))
CARD_IDS = sorted(CONTENT.card_defs)
TILE_OF_FACE = {face: tile for tile, pair in enumerate(CONTENT.tile_pairs) for face in pair}
N_TILES = len(CONTENT.tile_pairs)
FACES_BY_SIDE = {"red": {red for red, _ in CONTENT.tile_pairs},
                 "green": {green for _, green in CONTENT.tile_pairs}}
LEVEL_BIT = {3: 1, 6: 2, 10: 4}
WIN_VP = 20
BUY_KINDS = ("buy", "buy_top", "buy_owned")

TILE_OPTIONS = ("red", "green", "mix")
# 2 players x 2 variants x 3 tile options + 4 player counts x 3 tile options = 18 cases of
# 112 games: 2016 games; set KOT_RANDOM_GAMES_PER_CASE to play more (or fewer) locally
GAMES_PER_CASE = int(os.environ.get("KOT_RANDOM_GAMES_PER_CASE", "112"))
HEAVY_EVERY_GAME = 56  # 2 games per case get the view/determinize checks at every step
LIGHT_VIEW_EVERY = 50  # the others every 50 steps (and at the end)
PROBE_EVERY = 16  # illegal-action and clone probes every 16 steps (plus the first steps)
MAX_STEPS = 20_000

CASES = ([(2, variant, tiles) for variant in (True, False) for tiles in TILE_OPTIONS]
         + [(players, True, tiles) for players in (3, 4, 5, 6) for tiles in TILE_OPTIONS])

_INSTANCE = re.compile(r'"instance": (\d+)')
_KEY = re.compile(r'"([^"\\]+)": ')
FORBIDDEN_VIEW_KEYS = {"deck", "order", "rng", "agenda", "seed", "forced", "burrow"}


# ------------------------------------------------------------------------- invariants
def check_cards(s: KotState) -> None:
    market = [i for i in s.market if i >= 0]
    zones = [*s.deck, *market, *s.discard]
    for keep in s.keep:
        zones.extend(keep)
    assert sorted(zones) == ALL_INSTANCES, "a card is missing or in two zones"
    for keep in s.keep:
        assert all(CARDS[i].type == "keep" for i in keep), "a DISCARD card is kept"
    empty = {slot for slot in range(3) if s.market[slot] < 0}
    if empty and (s.deck or s.discard) and not s.over:
        # an empty slot with cards left to draw: only while a DISCARD card just bought
        # resolves (a damage window) before its slot is refilled
        queued = {task[1] for task in s.agenda if task[0] == "refill"}
        assert empty <= queued, (s.market, len(s.deck), len(s.discard), s.pending)


def check_tiles(s: KotState, faces: frozenset[str]) -> None:
    """Each physical tile shows one face, somewhere; the faces never change in a game."""
    seen = [f for lvl in (3, 6, 10) for f in s.stacks[lvl]]
    for tiles in s.tiles:
        seen.extend(tiles)
    seen.extend(s.tiles_out)
    assert len(seen) == N_TILES and set(seen) == faces, "a tile is missing or in two places"
    assert sorted(TILE_OF_FACE[f] for f in seen) == list(range(N_TILES))
    for lvl, stack in s.stacks.items():
        assert all(CONTENT.tiles[f].level == lvl for f in stack)
    for face in s.tiles_out:
        assert face not in {f for t in s.tiles for f in t}


def setup_faces(s: KotState) -> frozenset[str]:
    faces = frozenset(f for lvl in (3, 6, 10) for f in s.stacks[lvl])
    assert len(faces) == N_TILES and not s.tiles_out and not any(s.tiles)
    side = s.options["tiles"]
    if side in FACES_BY_SIDE:
        assert faces == FACES_BY_SIDE[side]
    assert sorted(TILE_OF_FACE[f] for f in faces) == list(range(N_TILES))
    return faces


def check_monsters(s: KotState) -> None:
    n = s.players
    alive = sum(s.alive)
    owner = {inst: seat for seat in range(n) for inst in s.keep[seat]}
    for seat in range(n):
        for name in ("hp", "vp", "energy", "wick", "poison", "shrink", "copy_smoke"):
            assert getattr(s, name)[seat] >= 0, (name, seat)
        assert s.wick[seat] <= 10
        levels = sum(bit for lvl, bit in LEVEL_BIT.items() if s.wick[seat] >= lvl)
        assert s.levels[seat] == levels, "levels taken do not match the wickedness gauge"
        tile_levels = [CONTENT.tiles[f].level for f in s.tiles[seat]]
        assert len(set(tile_levels)) == len(tile_levels), "two tiles of one level"
        assert all(s.levels[seat] & LEVEL_BIT[lvl] for lvl in tile_levels)
        if s.alive[seat]:
            assert 0 <= s.hp[seat] <= s.max_hp(seat), (seat, s.hp[seat], s.max_hp(seat))
        else:
            assert s.energy[seat] == 0 and not s.keep[seat] and not s.tiles[seat]
            assert s.copy[seat] == -1 and s.copy_smoke[seat] == 0
            assert not s.in_tokyo(seat) and s.hp[seat] == 0
        copied = s.copy[seat]
        if copied >= 0:
            assert s.alive[seat] and s.has(seat, "fluxling")
            assert copied in owner, "a copy of a card no monster owns"
        if s.copy_smoke[seat]:
            assert copied >= 0 and CARDS[copied].id == "smoke_cloud"
            assert s.copy_smoke[seat] <= 3
    for inst, tokens in s.smoke.items():
        assert inst in owner and CARDS[inst].id == "smoke_cloud", "smoke on no Smoke Cloud"
        assert 1 <= tokens <= 3
    for inst in owner:
        if CARDS[inst].id == "smoke_cloud":
            assert inst in s.smoke, "an owned Smoke Cloud with no token"
    for area, seat in (("city", s.city), ("bay", s.bay)):
        if seat >= 0:
            assert 0 <= seat < n and s.alive[seat], f"a dead or unknown monster in the {area}"
    if s.city >= 0 and s.bay >= 0:
        assert s.city != s.bay
    if s.bay >= 0:
        assert n >= 5, "Tokyo Bay with fewer than 5 players"
        if not s.over:
            assert alive >= 5, "Tokyo Bay used with 4 or fewer monsters alive"
    if not s.over:
        assert alive >= 2
        if s.pending[0] in ("roll", "resolve", "buy", "sell"):
            assert s.alive[s.active], "a dead monster's turn goes on"
        if s.pending[0] == "roll":
            assert len(s.dice) == s.dice_count(s.active), "rolling the wrong number of dice"


def check_to_move(s: KotState) -> None:
    tm = s.to_move()
    if s.is_over():
        assert tm == ()
        assert all(not s.legal(i) for i in range(s.players))
        return
    assert len(tm) == 1, tm
    seat = tm[0]
    assert s.alive[seat]
    for other in range(s.players):
        assert bool(s.legal(other)) == (other == seat)
    legal = list(s.legal(seat))
    assert len(set(legal)) == len(legal), "a legal action is listed twice"
    check_legal(s, seat, legal)


def check_legal(s: KotState, seat: int, legal: list[Action]) -> None:
    """Who decides and what is offered, per decision kind."""
    kind = s.pending[0]
    kinds = {a.kind for a in legal}
    active = s.active
    energy = s.energy[seat]
    own = {"rapid_heal", "wake"}
    if kind in ("roll", "resolve", "buy", "sell"):
        assert seat == active
    if kind == "roll":
        assert "stop_rolling" in kinds  # even with no dice left (Shrink Ray)
        masks = sorted(a.get("dice") for a in legal if a.kind == "reroll")
        if s.rolls_left > 0:
            assert masks == list(range(1, 1 << len(s.dice)))
        else:
            threes = sum(1 << i for i, f in enumerate(s.dice) if f == 2)
            assert all(m & ~threes == 0 for m in masks), "a free reroll of a die not showing 3"
        assert kinds <= {"stop_rolling", "reroll", "extra_roll", "set_die", *own}
    elif kind == "resolve":
        groups = {a.get("group") for a in legal if a.kind == "resolve"}
        done = {g for g, bit in (("numbers", 1), ("energy", 2), ("smash", 4), ("heart", 8))
                if s.resolved & bit}
        assert not groups & done
        if groups:
            assert "pass" not in kinds
        else:  # no group does anything: dice changers before the first group, or pass
            assert not s.resolved and "pass" in kinds and "set_die" in kinds
        assert kinds <= {"resolve", "set_die", "pass", *own}
    elif kind == "buy":
        assert "end_turn" in kinds
        assert kinds <= {"end_turn", *BUY_KINDS, "sweep", *own}
        if "sweep" in kinds:
            assert energy >= 2
        elif not s.flag(seat, "no_buy"):  # while hibernating the engine offers no sweep
            assert energy < 2
        for a in legal:
            if a.kind == "buy":
                inst = s.market[a.get("slot")]
                assert inst >= 0 and s.price(seat, inst) <= energy
                assert not s.flag(seat, "no_buy")
            elif a.kind == "buy_owned":
                assert a.get("card") not in s.keep[seat] and s.has(seat, "parasitic_tentacles")
            elif a.kind == "buy_top":
                assert s.has(seat, "made_in_a_lab") and s.price(seat, s.deck[-1]) <= energy
    elif kind == "tile":
        level = s.pending[2]
        assert sorted(a.get("tile") for a in legal) == sorted(s.stacks[level])
        assert s.levels[seat] & LEVEL_BIT[level] and s.wick[seat] >= level
        assert all(CONTENT.tiles[f].level != level for f in s.tiles[seat])
    elif kind in ("yield", "jets"):
        assert sorted(kinds) == ["stay", "yield"] and len(legal) == 2
        assert s.in_tokyo(seat) and seat != active
    elif kind == "damage":
        assert "pass" in kinds and kinds <= {"pass", "wings", "super_jump", "rapid_heal"}
        assert s.pending[1] == seat and s.pending[2] > 0
    elif kind == "probe":
        assert seat != active and s.has(seat, "psychic_probe")
        assert kinds == {"pass", "probe"} and len(legal) == 1 + len(s.dice)
    elif kind == "copy":
        assert s.has(seat, "fluxling")
        assert ("pass" in kinds) == bool(s.pending[2])
        owned = {i for keep in s.keep for i in keep}
        assert {a.get("card") for a in legal if a.kind == "copy_card"} <= owned
    elif kind == "swap":
        assert seat != active and kinds <= {"pass", "swap_card"}
        assert {a.get("card") for a in legal if a.kind == "swap_card"} == set(s.keep[active])
    elif kind == "opportunist":
        assert seat != active and s.has(seat, "opportunist")
        assert kinds <= {"pass", "buy"}
        for a in legal:
            if a.kind == "buy":
                inst = s.market[a.get("slot")]
                assert inst in s.pending[2] and s.price(seat, inst) <= energy
    elif kind == "sell":
        assert s.has(seat, "metamorph") and kinds <= {"end_turn", "sell", *own}
        assert {a.get("card") for a in legal if a.kind == "sell"} == set(s.keep[seat])
    else:  # pragma: no cover - a new decision kind needs a check here
        raise AssertionError(f"unchecked decision kind {kind}")


TRACKED = {"vp": "vp", "hp": "hp", "energy": "energy", "wickedness": "wick"}


class Ledger:
    """VP, hearts, energy, wickedness and tokens per seat, rebuilt from the events alone;
    with them, the rules that show in the stream: a new turn starts only with every living
    monster above 0 hearts and below 20 VP, and the Tokyo bonuses follow the 2-player
    variant."""

    def __init__(self, s: KotState) -> None:
        n = s.players
        self.totals = {"vp": [0] * n, "hp": [10] * n, "energy": [0] * n, "wick": [0] * n,
                       "poison": [0] * n, "shrink": [0] * n}
        self.alive = [True] * n
        self.area: dict[str, int | None] = {"city": None, "bay": None}
        self.variant = n == 2 and s.options["two_player_variant"]
        self.follow(s.opening_events())
        self.check(s)

    def follow(self, events) -> None:
        for ev in events:
            data = ev.data
            if ev.kind == "eliminated":
                assert self.alive[data["seat"]]
                assert self.totals["hp"][data["seat"]] == 0, "eliminated above 0 hearts"
                self.alive[data["seat"]] = False
            elif ev.kind == "turn":
                living = [s for s in range(len(self.alive)) if self.alive[s]]
                assert self.alive[data["seat"]] and len(living) >= 2
                assert all(self.totals["vp"][s] < WIN_VP for s in living), \
                    "a turn starts after a monster reached 20 VP"
                assert all(self.totals["hp"][s] > 0 for s in living), \
                    "a turn starts with a monster at 0 hearts still in the game"
            elif ev.kind in ("enter", "leave", "move", "smash"):
                self.follow_tokyo(ev.kind, data)
            elif ev.kind in ("vp", "energy") and data["why"] in ("enter Tokyo", "start in Tokyo"):
                assert (ev.kind == "energy") == self.variant, ev
                if ev.kind == "vp":
                    assert data["delta"] == (1 if data["why"] == "enter Tokyo" else 2)
            name = TRACKED.get(ev.kind)
            if name is None and ev.kind == "token" and data["token"] in ("poison", "shrink"):
                name = data["token"]
            if name is None:
                continue
            seat, delta = data["seat"], data["delta"]
            assert isinstance(delta, int) and delta != 0, ev
            self.totals[name][seat] += delta
            assert data["total"] == self.totals[name][seat], f"{ev.kind} total is wrong: {ev}"

    def follow_tokyo(self, kind: str, data: dict[str, Any]) -> None:
        """Who is in Tokyo, from enter/leave/move; smash targets follow the locations."""
        area, seat = self.area, data["seat"]
        where = {s: a for a, s in area.items() if s is not None}
        if kind == "enter":
            assert area[data["area"]] is None and seat not in where, data
            assert data["area"] == "city" or area["city"] is not None, "the Bay before the City"
            area[data["area"]] = seat
        elif kind == "leave":
            assert area[data["area"]] == seat, data
            area[data["area"]] = None
        elif kind == "move":
            assert (data["from"], data["to"]) == ("bay", "city") and area["bay"] == seat
            assert area["city"] is None
            area["bay"], area["city"] = None, seat
        else:  # smash: an outsider hits Tokyo, Tokyo hits the outsiders; Nova Breath hits all
            n = len(self.alive)
            others = [(seat + k) % n for k in range(1, n) if self.alive[(seat + k) % n]]
            expected = [o for o in others if (o in where) != (seat in where)]
            assert data["targets"] in (expected, others), (data, where)

    def check(self, s: KotState) -> None:
        for name, values in self.totals.items():
            assert values == getattr(s, name), f"{name} differs from the event stream"
        assert self.alive == s.alive
        assert (self.area["city"], self.area["bay"]) == (
            None if s.city < 0 else s.city, None if s.bay < 0 else s.bay), "Tokyo differs"


def check_view(s: KotState, view: dict[str, Any], seat: int | None, scan: bool) -> None:
    """The view's deck is a size; the top card shows only to the seat entitled to it. With
    scan, the whole JSON text is searched for forbidden keys and for cards in the deck."""
    assert view["deck_size"] == len(s.deck) and "deck" not in view
    entitled = seat is not None and bool(s.deck) and s.sees_top(seat)
    if entitled:
        assert view["top_card"]["instance"] == s.deck[-1]
    else:
        assert view["top_card"] is None
    if scan:
        text = json.dumps(view)  # also shows the view is JSON-able
        bad = set(_KEY.findall(text)) & FORBIDDEN_VIEW_KEYS
        assert not bad, f"view for {seat} has keys {bad}"
        shown = {int(x) for x in _INSTANCE.findall(text)}
        hidden = set(s.deck[:-1] if entitled else s.deck)
        assert not shown & hidden, f"view for {seat} shows deck cards {shown & hidden}"
    assert (view["phase"] == "over") == s.over
    assert [m["vp"] for m in view["monsters"]] == s.vp
    assert [m["hp"] for m in view["monsters"]] == s.hp


def check_determinized(s: KotState, d: KotState, seat: int) -> None:
    assert d is not s
    real, fake = s.snapshot(), d.snapshot()
    assert sorted(real.pop("deck")) == sorted(fake.pop("deck"))
    real.pop("rng")
    fake.pop("rng")
    # the seed made the real deck order: a sample's is made up like its deck
    assert real.pop("seed") != fake.pop("seed"), "determinize kept the game's seed"
    assert real == fake, "determinize changed a public part"
    if s.deck and s.sees_top(seat):
        assert d.deck[-1] == s.deck[-1], "the top card a seat looked at was resampled"
    if len(s.deck) >= 12:  # 12! orders: a repeat means no shuffle
        assert d.deck != s.deck, "determinize did not resample the deck order"
    assert d.to_move() == s.to_move()
    assert list(d.legal(seat)) == list(s.legal(seat))


def check_events_public(events) -> None:
    for ev in events:
        assert not ev.private, "King of Tokyo events have no private parts"
        assert not set(ev.data) & {"deck", "order"}, ev
        if ev.kind == "reshuffle":
            assert set(ev.data) == {"size"}


# ------------------------------------------------------------------------ the driver
def buy_price(s: KotState, seat: int, action: Action) -> int:
    if action.kind == "buy":
        inst = s.market[action.get("slot")]
    elif action.kind == "buy_top":
        inst = s.deck[-1]
    else:
        inst = action.get("card")
    return s.price(seat, inst)


class RandomGame:
    """Plays one random game and checks every invariant along the way."""

    def __init__(self, players: int, seed: int, options: dict[str, Any], heavy: bool,
                 policy_seed: int, view_every: int = LIGHT_VIEW_EVERY, checks: bool = True
                 ) -> None:
        self.state = GAME.new(players, seed, options)
        self.players = players
        self.rng = Rng(policy_seed)
        self.heavy = heavy
        self.checks = checks
        self.view_every = 1 if heavy else view_every
        # a little bias so that every card is bought and every tile taken across a run
        self.buy_bias = self.rng.choice((0.0, 0.3, 0.6, 0.9))
        self.stop_bias = self.rng.choice((0.05, 0.2))
        self.by_kind = self.rng.choice((0.3, 0.6))  # pick a kind first, then an action
        self.wicked = self.rng.random() < 0.3  # keep 1s to climb the wickedness gauge
        self.saver = self.rng.random() < 0.25  # buy only cards of 6 energy or more
        self.steps = 0
        self.bought: Counter[str] = Counter()
        self.taken: Counter[str] = Counter()
        self.kinds: Counter[str] = Counter(ev.kind for ev in self.state.opening_events())
        self.pending: Counter[str] = Counter()
        self.actions: Counter[str] = Counter()
        self.roar_owner: int | None = None  # who holds Final Roar, from the events
        if checks:
            self.faces = setup_faces(self.state)
            self.ledger = Ledger(self.state)
            check_events_public(self.state.opening_events())
            self.check_all([])
            self.check_views()

    # --------------------------------------------------------------- policy
    def choose(self) -> tuple[int, Action]:
        s, rng = self.state, self.rng
        seat = s.to_move()[0]
        legal = s.legal(seat)
        buys = [a for a in legal if a.kind in BUY_KINDS]
        kind = s.pending[0]
        action = None
        if self.saver and kind in ("buy", "opportunist") and rng.random() < 0.9:
            dear = [a for a in buys if buy_price(s, seat, a) >= 6]
            if dear:
                action = max(dear, key=lambda a: buy_price(s, seat, a))
            else:
                action = s.cat.simple["end_turn" if kind == "buy" else "pass"]
        elif buys and rng.random() < self.buy_bias:
            action = rng.choice(buys)
        elif kind == "roll" and s.rolls_left > 0:
            roll = rng.random()
            if roll < self.stop_bias:
                action = s.cat.simple["stop_rolling"]
            elif self.wicked and roll < 0.9:
                mask = sum(1 << i for i, f in enumerate(s.dice) if f != 0)  # keep the 1s
                if mask:
                    action = Action.make("reroll", dice=mask)
        if action is None:
            if rng.random() < self.by_kind:
                kinds = sorted({a.kind for a in legal})
                want = rng.choice(kinds)
                action = rng.choice([a for a in legal if a.kind == want])
            else:
                action = rng.choice(legal)
        if rng.random() < 0.2:  # an action parsed from JSON (no label) is just as good
            action = Action.from_json(json.loads(json.dumps(action.to_json())))
        return seat, action

    # ----------------------------------------------------------------- play
    def play(self) -> RandomGame:
        s = self.state
        while not s.is_over():
            assert self.steps < MAX_STEPS, "the game does not end"
            seat, action = self.choose()
            self.pending[s.pending[0]] += 1
            self.actions[action.kind] += 1
            if self.checks and (self.heavy or self.steps % PROBE_EVERY == 0 or self.steps < 3):
                self.probe_malformed(seat)
            events = s.apply(seat, action)
            self.steps += 1
            for ev in events:
                self.kinds[ev.kind] += 1
                if ev.kind == "buy":
                    self.bought[CARDS[ev.data["card"]].id] += 1
                elif ev.kind == "tile":
                    self.taken[ev.data["tile"]] += 1
                    if ev.data["tile"] == "final_roar":
                        self.roar_owner = ev.data["seat"]
                elif (ev.kind == "tile_lost" and ev.data["tile"] == "final_roar"
                      and ev.data["why"] != "eliminated"):  # a roaring owner is eliminated
                    self.roar_owner = None
            if self.checks:
                self.ledger.follow(events)
                check_events_public(events)
                self.check_all(events)
                if s.is_over():
                    self.check_winners()
                if self.steps % self.view_every == 0 or s.is_over():
                    self.check_views()
        if self.checks:
            self.check_end()
        return self

    def check_all(self, events) -> None:
        s = self.state
        check_cards(s)
        check_tiles(s, self.faces)
        check_monsters(s)
        check_to_move(s)
        self.ledger.check(s)

    def check_views(self) -> None:
        s = self.state
        spectator = s.view(None)
        check_view(s, spectator, None, scan=True)
        mover = s.to_move()[0] if s.to_move() else None
        for seat in range(self.players):
            view = s.view(seat)
            check_view(s, view, seat, scan=seat == mover or not self.heavy)
            d = s.determinize(seat, Rng(seed_from("det", s.seed, self.steps, seat)))
            check_determinized(s, d, seat)
        if self.heavy:
            json.dumps(s.facts())

    def check_winners(self) -> None:
        s = self.state
        won = s.winners()
        alive = s.alive_seats()
        assert won == sorted(set(won))
        if any(not s.alive[w] for w in won):
            # Final Roar: eliminated with 16+ VP while owning the tile
            assert len(won) == 1, won
            roar = won[0]
            assert self.roar_owner == roar and s.vp[roar] >= 16
            assert "final_roar" in s.tiles_out
        elif len(alive) <= 1:
            assert won == alive, (won, alive)
        elif s.vp[s.active] >= WIN_VP and s.alive[s.active]:
            assert won == [s.active], "the active monster with 20 VP wins alone"
        else:  # every living monster with 20 VP or more shares the win
            assert won and won == [w for w in alive if s.vp[w] >= WIN_VP], (won, s.vp)

    # ------------------------------------------------------------- probes
    def probe_malformed(self, mover: int) -> None:
        """King of Tokyo actions that are malformed or not legal now; the generic
        submissions (other seats' actions, made-up kinds, non-actions, bad seats) are the
        conformance suite's."""
        s, rng = self.state, self.rng
        before = s.digest()
        legal = set(s.legal(mover))
        n = len(s.dice)
        probes: list[tuple[Any, Any]] = []
        catalog = s.cat.all
        for _ in range(3):
            probes.append((mover, catalog[rng.below(len(catalog))]))
        probes += [
            (mover, Action.make("reroll", dice=0)),
            (mover, Action.make("reroll", dice=1 << max(n, 1))),
            (mover, Action.make("reroll", dice=-1)),
            (mover, Action.make("reroll", dice=True)),
            (mover, Action.make("reroll", dice="1")),
            (mover, Action.make("reroll", dice=1, extra=1)),
            (mover, Action.make("reroll")),
            (mover, Action.make("set_die", die=n, face="smash", source="stretchy")),
            (mover, Action.make("set_die", die=0, face="7", source="plot_twist")),
            (mover, Action.make("buy", slot=3)),
            (mover, Action.make("buy", slot=True)),
            (mover, Action.make("buy", slot=-1)),
            (mover, Action.make("take_tile", tile="no_such_tile")),
            (mover, Action.make("copy_card", card=N_CARDS)),
            (mover, Action.make("sell", card=-1)),
            (mover, Action.make("resolve", group="magic")),
            (mover, Action.make("resolve", group="heart", poison=99, shrink=0)),
        ]
        if s.deck:
            probes.append((mover, Action.make("swap_card", card=s.deck[-1])))
            probes.append((mover, Action.make("buy_owned", card=s.deck[0])))
        for kind in ("end_turn", "pass", "yield", "stay", "sweep", "buy_top", "wake",
                     "stop_rolling", "rapid_heal", "wings", "super_jump"):
            action = s.cat.simple[kind]
            if action not in legal:
                probes.append((mover, action))
        picked = probes if self.heavy else [probes[rng.below(len(probes))] for _ in range(6)]
        tried = []
        for seat, action in picked:
            if isinstance(action, Action) and seat == mover and action in legal:
                continue
            with pytest.raises(IllegalAction) as info:
                s.apply(seat, action)
            assert str(info.value)
            tried.append((seat, action))
        # one digest for the round: any refused action that changed something shows here
        assert s.digest() == before, f"one of the refused actions changed the state: {tried}"

    # --------------------------------------------------------------- end
    def check_end(self) -> None:
        s = self.state
        assert s.is_over()
        if not s.winners():
            assert not any(s.alive), "no winner while a monster is alive"
        for seat in (None, *range(self.players)):
            view = s.view(seat)
            assert view["phase"] == "over" and view["winners"] == s.winners()


def case_seed(players: int, variant: bool, tiles: str, index: int) -> int:
    return seed_from("kot-random", players, variant, tiles, index)


# ---------------------------------------------------------------------------- tests
@pytest.mark.parametrize("players", [2, *(pytest.param(p, marks=pytest.mark.slow)
                                         for p in (3, 4, 5)), 6])
def test_a_few_random_games_keep_every_invariant(players: int) -> None:
    """One game per player count, every check at every step: the quick run's share is the
    fewest and the most players, the counts between them are in the full run."""
    seed = seed_from("kot-random-quick", players)
    options = {"two_player_variant": players % 2 == 0, "tiles": TILE_OPTIONS[players % 3]}
    RandomGame(players, seed, options, heavy=True, policy_seed=seed_from("policy", seed)).play()


@pytest.mark.slow
@pytest.mark.parametrize(("players", "variant", "tiles"), CASES,
                         ids=[f"{p}p-{'variant' if v else 'plain'}-{t}" for p, v, t in CASES])
def test_random_games_keep_every_invariant(players: int, variant: bool, tiles: str) -> None:
    for index in range(GAMES_PER_CASE):
        seed = case_seed(players, variant, tiles, index)
        options = {"two_player_variant": variant, "tiles": tiles}
        RandomGame(players, seed, options, heavy=index % HEAVY_EVERY_GAME == 0,
                   policy_seed=seed_from("policy", seed)).play()


@pytest.mark.slow
@settings(max_examples=12, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 6),
    seed=st.integers(0, 2**64 - 1),
    policy_seed=st.integers(0, 2**32),
    options=st.fixed_dictionaries({
        "two_player_variant": st.booleans(),
        "tiles": st.sampled_from(TILE_OPTIONS),
    }),
)
def test_property_any_seed_and_options(players, seed, policy_seed, options) -> None:
    RandomGame(players, seed, options, heavy=True, policy_seed=policy_seed).play()


COVERAGE_GAMES = 300


@pytest.mark.slow
def test_random_games_buy_every_card_and_take_every_tile() -> None:
    """The random policy reaches every card, tile face, decision and event kind (otherwise
    the invariant tests above would prove little). Same policy, no checks, own seeds."""
    bought: Counter[str] = Counter()
    taken: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    pending: Counter[str] = Counter()
    actions: Counter[str] = Counter()
    first_game: dict[str, int] = {}
    for index in range(COVERAGE_GAMES):
        players, variant, tiles = CASES[index % len(CASES)]
        seed = seed_from("kot-coverage", index)
        game = RandomGame(players, seed, {"two_player_variant": variant, "tiles": tiles},
                          heavy=False, policy_seed=seed_from("policy", seed), checks=False)
        game.play()
        for name in (*game.bought, *game.taken):
            first_game.setdefault(name, index)
        bought.update(game.bought)
        taken.update(game.taken)
        kinds.update(game.kinds)
        pending.update(game.pending)
        actions.update(game.actions)
    assert set(CARD_IDS) <= set(bought), sorted(set(CARD_IDS) - set(bought))
    assert set(CONTENT.tiles) <= set(taken), sorted(set(CONTENT.tiles) - set(taken))
    want_pending = {"roll", "resolve", "buy", "tile", "copy", "yield", "jets", "damage",
                    "probe", "swap", "opportunist", "sell"}
    assert want_pending <= set(pending), sorted(want_pending - set(pending))
    want_actions = {"reroll", "extra_roll", "set_die", "stop_rolling", "resolve", "take_tile",
                    "copy_card", "yield", "stay", "wings", "super_jump", "rapid_heal",
                    "probe", "swap_card", "buy", "buy_top", "buy_owned", "sweep", "sell",
                    "wake", "end_turn", "pass"}
    assert want_actions <= set(actions), sorted(want_actions - set(actions))
    want_events = {"rolloff", "turn", "roll", "set_die", "resolve", "vp", "hp", "energy",
                   "wickedness", "token", "enter", "leave", "move", "tile", "tile_lost", "buy",
                   "sweep", "reveal", "discard", "card_moved", "damage_prevented",
                   "camouflage", "probe", "revive", "eliminated", "over", "extra_turn",
                   "smash", "stay", "copy", "reshuffle"}
    assert want_events <= set(kinds), sorted(want_events - set(kinds))


def test_mixed_tiles_follow_the_seed() -> None:
    """'mix' picks each tile's side from the seed: the same seed gives the same faces, and
    across seeds every face shows up and games mix both sides."""
    seen: Counter[str] = Counter()
    mixed = 0
    for index in range(60):
        seed = seed_from("kot-mix", index)
        s = GAME.new(2 + index % 5, seed, {"tiles": "mix"})
        faces = setup_faces(s)
        assert faces == setup_faces(GAME.new(2 + index % 5, seed, {"tiles": "mix"}))
        seen.update(faces)
        sides = {CONTENT.tiles[f].side for f in faces}
        mixed += sides == {"red", "green"}
    assert set(seen) == set(CONTENT.tiles)
    assert mixed >= 50


def test_random_bots_through_observations() -> None:
    """Bots see the game only through an Observation: its view, legal actions and
    determinized copies, all consistent with the state."""
    from ludoteca.bots.base import Observation, RandomBot

    for index in range(10):
        players = 2 + index % 5
        s = GAME.new(players, seed_from("kot-bots", index), {"tiles": TILE_OPTIONS[index % 3]})
        bots = [RandomBot(Rng(seed_from("bot", index, seat))) for seat in range(players)]
        steps = 0
        while not s.is_over():
            seat = s.to_move()[0]
            obs = Observation(s, seat)
            assert obs.game_id == "kingoftokyo" and obs.view() == s.view(seat)
            if steps % 25 == 0:
                assert obs.determinize(Rng(steps)).view(seat) == s.view(seat)
            action = bots[seat].act(obs)
            assert action in obs.legal()
            s.apply(seat, action)
            steps += 1
            assert steps < MAX_STEPS
        returns = s.returns()
        assert not s.winners() or abs(sum(returns) - 1) < 1e-9
