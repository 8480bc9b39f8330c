"""Saboteur (Saboteur 1 + Saboteur 2 mixed): the state, the turn and the round.

Three rounds; each is dealt afresh (118 cards reshuffled, 10 set aside unseen, 6 dealt to
each player, one of the 15 role cards each, the start and three face-down goals). A turn is
one decision (`Turn`) of the seat to move: a path card, an action card, discard two cards to
clear one card in front of you, or discard 1-3 face down and draw as many. Steps run from an
agenda of tasks (`TASKS`); the round ends when the gold card is reached or every hand is
empty, then it is scored and the thieves steal in order. Rules decisions: docs/saboteur.md.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from ...core import declare as d
from ...core.actions import Action
from ...core.events import Event
from ...core.flow import Decision, Overview, Step, Tasks
from ...core.loop import TurnState, loop_fields
from ...core.rng import Rng
from . import hidden
from .board import Board
from .catalog import MAX_SEATS, PLAY_KIND, SEAT_KINDS, cards_of, catalog
from .content import Content, load

TASKS = Tasks()  # the round's steps, as SaboteurState methods below
TRAPPED, THEFT, BROKEN = "trapped", "theft", "broken"


Fast = Mapping[str, Callable[["SaboteurState", int, Action], bool]]


class SabDecision(Decision, registry=True):
    """Base of every Saboteur decision; `SabDecision.decode` reads one from a snapshot."""

    __slots__ = ()
    fast: ClassVar[Fast] = {}  # SaboteurState.is_legal checks these kinds without listing


def _board(raw: Any) -> Board:
    cards = cards_of(load())
    return Board.from_json(raw, cards.shapes, cards.start, cards.goals, gold=cards.gold)


class SaboteurState(d.Declared, TurnState):
    STATE = d.Fields(
        d.value("players", "seed", "round", "active", "last", "clock", "finisher",
                "revealed"),
        d.value("options", decode=dict),
        # pending, agenda, over, the legal list, the event buffer (core/loop.py); records
        # were written when the agenda was a queue: its snapshot lists it in run order
        loop_fields(SabDecision, written="run order"),
        d.rng("rng"),
        d.copyable("board", decode=_board),
        # cards: the draw pile (top last), the set-aside cards, the face-up discard pile
        d.flat("pile", "aside", "discard"),
        # per seat: role, gold, when its Theft was played (-1: none), this round's points
        d.flat("roles", "gold", "theft_at", "points"),
        # the role cards: the face-down rest, and those Swap Your Hats put away (and whose)
        d.flat("role_pile", "role_out", "role_out_by"),
        d.flat("results"),  # one public summary per round scored
        # per seat: hand, cards in front, cards discarded face down, goal indices seen with
        # a map, what it knows of each seat's role (Inspection), None where nothing, the
        # cards it knows to be in other hands ([owner, type] pairs, from Swap Your Hand),
        # and which role cards put away it knows (indices into role_out: it had inspected
        # the card's holder; its own put-away cards it knows anyway)
        d.nested("hands", "front", "buried", "known_goals", "known_roles", "known_cards",
                 "known_out"),
        d.shared("content", "cat", "cards"),
        # card type -> its path (or rockfall) actions on this maze; copies share it (same
        # maze), a change of the maze starts a new dict, never clears the shared one
        d.cache("_paths", rebuild=lambda s: {}),
        # the cards in front summed up (`Fronts`), None until asked for; copies share it, a
        # change (`lay`, `lift`) replaces it, never edits it
        d.cache("_fronts", rebuild=lambda s: None),
        # what setting up showed (round 1 dealt: hands and roles), for opening_events()
        d.cache("_opening", rebuild=lambda s: []),
        d.scratch("_memo", dict),  # what every view of this position shares (views.py)
    )
    __slots__ = STATE.names
    game_id = "saboteur"
    TASKS = TASKS
    ZONES = hidden.ZONES  # who sees which list: determinize is derived from them

    # ------------------------------------------------------------------ setup
    @classmethod
    def setup(cls, players: int, seed: int, options: dict[str, Any], content: Content,
              rng: Rng | None = None) -> SaboteurState:
        s = cls.__new__(cls)
        s.players, s.seed, s.options = players, seed, options
        s.content, s.cat, s.cards = content, catalog(content), cards_of(content)
        s.rng = Rng(seed) if rng is None else rng
        s.round, s.active, s.last, s.clock = 1, 0, players - 1, 0
        s.finisher, s.revealed, s.over = -1, False, False
        s.pending = None
        s.gold = [0] * players
        s.points = [0] * players
        s.results = []
        s.agenda = [TASKS.entry(s.task_deal)]
        s._legal = None
        s._paths = {}
        s._fronts = None
        s._ev = []
        s._quiet = False
        s._memo = {}
        s._opening = s._ev = []
        s.run()
        s._ev = []
        return s

    # -------------------------------------------------------------- protocol
    def opening_events(self) -> list[Event]:
        return list(self._opening)

    def canonical(self, action: Action) -> Action:
        if action.kind == "path" and action.get("turned") is True:
            return self._unturned(action)
        return action

    def _unturned(self, action: Action) -> Action:
        """A path card that looks the same turned round is listed unturned only; sent turned,
        it is played as listed (docs/saboteur.md, "The tunnel maze")."""
        t, x, y = action.get("card"), action.get("x"), action.get("y")
        cards = self.cards
        sample = cards.sample.get(t) if isinstance(t, str) else None  # (start, goals: none)
        if (sample is not None and cards.kind_of.get(t) == "path" and cards.symmetric[sample]
                and len(action.args) == 4 and type(x) is int and type(y) is int):
            return Action.make("path", card=t, turned=False, x=x, y=y)
        return action

    def can_path(self, seat: int, action: Action) -> bool:
        args = action.args
        if len(args) != 4:
            return False
        (kt, t), (kturned, turned), (kx, x), (ky, y) = args  # sorted by name
        if (kt != "card" or kturned != "turned" or kx != "x" or ky != "y"
                or type(x) is not int or type(y) is not int or type(turned) is not bool
                or not isinstance(t, str)):
            return False
        card = self.first_of(seat, t)
        if card is None or self.cards.kind_of[t] != "path" or (
                self._fronts or self.fronts()).blocked[seat]:
            return False
        # listed as placements() lists it: a card that looks the same turned, unturned only
        if turned and self.cards.symmetric[card]:
            return False
        return self.board.can_place(card, (x, y), turned)

    def scores(self) -> list[int]:
        return list(self.gold)

    def answer(self, seat: int, action: Action) -> None:
        if self._memo:
            self._memo = {}
        pending = self.pending
        assert pending is not None
        self.pending = None
        pending.answer(self, action)

    # -------------------------------------------------------------- queries
    def names(self, cards: Sequence[int]) -> list[str]:
        type_of = self.cards.type_of
        return [type_of[c] for c in cards]

    def first_of(self, seat: int, card_type: str) -> int | None:
        """The first card of that type in the seat's hand (cards of a type play alike)."""
        type_of = self.cards.type_of
        for c in self.hands[seat]:
            if type_of[c] == card_type:
                return c
        return None

    def fronts(self) -> Fronts:
        """The cards in front of every seat, summed up (built again after a change)."""
        f = self._fronts
        if f is None:
            f = self._fronts = Fronts(self)
        return f

    def lay(self, seat: int, card: int) -> None:
        """A card comes to lie in front of the seat."""
        self.front[seat].append(card)
        self._front_changed(seat)

    def lift(self, seat: int, card: int) -> None:
        """A card in front of the seat leaves it."""
        self.front[seat].remove(card)
        self._front_changed(seat)

    def _front_changed(self, seat: int) -> None:
        f = self._fronts
        self._fronts = None if f is None else f.changed(self, seat)

    def in_front(self, seat: int, kind: str) -> int | None:
        cards = self.cards
        for c in self.front[seat]:
            if cards.kind(c) == kind:
                return c
        return None

    def in_front_type(self, seat: int, card_type: str) -> int:
        type_of = self.cards.type_of
        return next(c for c in self.front[seat] if type_of[c] == card_type)

    def broken_tools(self, seat: int) -> frozenset[str]:
        return self.fronts().broken[seat]

    def trapped(self, seat: int) -> bool:
        return TRAPPED in self.fronts().kinds[seat]

    def blocked(self, seat: int) -> bool:
        """A broken tool or Trapped! in front: no path card (B.3.5)."""
        return self.fronts().blocked[seat]

    def team(self, seat: int) -> str:
        return self.content.roles[self.roles[seat]].team

    # ---------------------------------------------------------------- moves
    def draw(self, seat: int, count: int = 1) -> None:
        pile = self.pile
        if not pile:  # the late rounds of play: nothing to draw, nothing happens
            return
        if count == 1:  # nearly every draw
            self.rng.reveal(pile)
            card = pile.pop()
            self.hands[seat].append(card)
            if not self._quiet:
                self._ev.append(Event("draw", {"seat": seat, "count": 1},
                                      {seat: {"cards": [self.cards.type_of[card]]}}))
            return
        self.rng.reveal(pile, count)
        got = [pile.pop() for _ in range(min(count, len(pile)))]
        if got:
            self.hands[seat].extend(got)
            self.emit("draw", {"seat": seat, "count": len(got)},
                      {seat: {"cards": self.names(got)}})

    def bury(self, seat: int, card_type: str) -> None:
        hand, type_of = self.hands[seat], self.cards.type_of
        i = 0
        while type_of[hand[i]] != card_type:  # the first of that type (is_legal checked)
            i += 1
        card = hand.pop(i)
        self.buried[seat].append(card)
        # nobody can tell which card went face down: what was known of this hand is gone
        if any(self.known_cards):
            self._forget_hand(seat)
        if not self._quiet:
            self._ev.append(Event("discard", {"seat": seat, "count": 1},
                                  {seat: {"card": card_type}}))

    def _forget_hand(self, seat: int) -> None:
        """What anyone knew of the cards in the seat's hand is gone."""
        for known in self.known_cards:
            for p in known:
                if p[0] == seat:
                    self.known_cards = [[q for q in row if q[0] != seat]
                                        for row in self.known_cards]
                    return

    def shown(self, seat: int, card_type: str) -> None:
        """A card of this type left the seat's hand face up: whoever knew of one there
        knows one fewer (which copy does not matter)."""
        for known in self.known_cards:
            for i, (owner, t) in enumerate(known):
                if owner == seat and t == card_type:
                    del known[i]
                    break

    def swapped(self, seat: int, target: int) -> None:
        """Swap Your Hand (after the swap): what anyone knew of the two hands moves with
        them, and each of the two knows the other now holds its former hand."""
        moved = {seat: target, target: seat}
        known_cards = [[[moved.get(o, o), t] for o, t in known] for known in self.known_cards]
        for viewer, other in ((seat, target), (target, seat)):
            known_cards[viewer] = [[o, t] for o, t in known_cards[viewer]
                                   if o not in (viewer, other)]
            known_cards[viewer] += [[other, t] for t in self.names(self.hands[other])]
        self.known_cards = known_cards

    def end_turn(self, seat: int) -> None:
        self.last = seat
        if self.board.gold_reached():
            self.finisher = seat
            self.later(self.task_score)
        elif not any(self.hands):
            self.later(self.task_score)
        elif self.agenda:  # never so far: a turn ends with nothing else queued
            self.later(self.task_turn, (seat + 1) % self.players)
        else:  # what `_run` would do next anyway, without queuing it (every step ends here)
            following = (seat + 1) % self.players
            if self.hands[following]:  # task_turn's usual case, without the call
                self.active = following
                self.pending = _TURNS[following]
            else:
                self.task_turn(following)

    # ---------------------------------------------------------------- tasks
    @TASKS("deal")
    def task_deal(self) -> None:
        n, rng, cards = self.players, self.rng, self.cards
        setup = self.content.setup
        pile = list(range(len(self.content.deck)))
        rng.shuffle(pile)
        self.aside = [pile.pop() for _ in range(setup.set_aside)]
        self.hands = [[pile.pop() for _ in range(setup.hand_size)] for _ in range(n)]
        self.pile = pile
        roles = list(self.content.role_deck)
        rng.shuffle(roles)
        self.roles = [roles.pop() for _ in range(n)]
        self.role_pile = roles
        self.role_out, self.role_out_by = [], []
        goals = list(cards.goals)
        rng.shuffle(goals)
        self.board = Board(cards.shapes, cards.start, goals, gold=cards.gold)
        self._paths = {}
        self.discard = []
        self.front = [[] for _ in range(n)]
        self._fronts = None
        self.buried = [[] for _ in range(n)]
        self.known_goals = [[] for _ in range(n)]
        self.known_roles = [[None] * n for _ in range(n)]
        self.known_out = [[] for _ in range(n)]
        self.known_cards = [[] for _ in range(n)]
        self.theft_at = [-1] * n
        self.points = [0] * n
        self.finisher, self.revealed = -1, False
        first = 0 if self.round == 1 else (self.last + 1) % n
        self.emit("round", {"round": self.round, "first": first},
                  {s: {"hand": self.names(self.hands[s]), "role": self.roles[s]}
                   for s in range(n)})
        self.later(self.task_turn, first)

    @TASKS("turn")
    def task_turn(self, seat: int) -> None:
        self.active = seat
        if self.hands[seat]:
            self.pending = _TURNS[seat]
            return
        self.emit("pass", {"seat": seat})  # no cards: the seat passes (D.10)
        self.later(self.task_turn, (seat + 1) % self.players)

    @TASKS("score")
    def task_score(self) -> None:
        points, info = score_round(self)
        self.points = points
        for seat, p in enumerate(points):
            self.gold[seat] += p
        self.revealed = True
        self.emit("round_end", {**info, "points": points, "gold": list(self.gold)})
        self.results.append({"round": self.round, **info, "points": points})
        thieves = [s for s in range(self.players) if self.theft_at[s] >= 0]
        if thieves:
            first = max(thieves, key=self.theft_at.__getitem__)
            for k in range(self.players):
                seat = (first + k) % self.players
                if seat in thieves:
                    self.later(self.task_steal, seat)
        self.later(self.task_close)

    @TASKS("steal")
    def task_steal(self, seat: int) -> None:
        if self.trapped(seat) or self.broken_tools(seat):
            self.emit("theft_blocked", {"seat": seat,
                                        "reason": TRAPPED if self.trapped(seat) else BROKEN})
            return
        if not any(self.gold[t] for t in range(self.players) if t != seat):
            self.emit("theft_nothing", {"seat": seat})
            return
        self.pending = Steal(seat)

    @TASKS("close")
    def task_close(self) -> None:
        if self.round >= self.content.setup.rounds:
            self.over = True
            self.emit("game_over", {"scores": self.scores(), "winners": self.winners()})
            return
        self.round += 1
        self.later(self.task_deal)

    # ------------------------------------------------------- copies & views
    def determinize(self, seat: int, rng: Rng) -> SaboteurState:
        return hidden.determinize(self, seat, rng)

    def view(self, seat: int | None) -> dict[str, Any]:
        from .views import view

        return view(self, seat)

    def facts(self) -> dict[str, Any]:
        from .views import facts

        return facts(self)


# ---------------------------------------------------------------- scoring
def score_round(s: SaboteurState) -> tuple[list[int], dict[str, Any]]:
    """This round's gold per seat (before thefts) and what decided it (rules.md E.3)."""
    n, board, opts = s.players, s.board, s.options
    found = board.gold_reached()
    blue_way, green_way = board.team_route("green"), board.team_route("blue")
    blue, green = blue_way, green_way
    if found and opts["winner_rule"] == "official" and s.finisher >= 0:
        team = s.team(s.finisher)  # B.8: the finisher's team first
        if team == "blue":
            green = green_way and not blue_way
        elif team == "green":
            blue = blue_way and not green_way
    points, winners, base, crystals = round_points(s, found, found and blue, found and green)
    return points, {"gold_found": found, "blue_way": blue_way, "green_way": green_way,
                    "winners": winners, "base": base, "crystals": crystals,
                    "trapped": [seat for seat in range(n) if s.trapped(seat)],
                    "finisher": s.finisher, "roles": list(s.roles)}


def round_points(s: SaboteurState, found: bool, blue: bool, green: bool
                 ) -> tuple[list[int], list[int], int, int]:
    """The round's gold per seat (before thefts) were it scored now with this outcome: the
    gold found or not, and whether the blue and the green gold-diggers win; also the
    winners, the gold per winner and the crystals' gold. `score_round` and the search's
    guess (evaluate.py) both score through it."""
    n, scoring, opts = s.players, s.content.scoring, s.options
    wins = {"saboteur": not found, "blue": blue, "green": green,
            "boss": found, "profiteer": True, "geologist": False}
    trapped = [s.trapped(seat) for seat in range(n)]
    teams = [s.team(seat) for seat in range(n)]
    winners = [seat for seat in range(n) if wins[teams[seat]] and not trapped[seat]]
    base = scoring.per_winner(len(winners))
    alone = len(winners) == 1
    points = [0] * n
    for seat in winners:
        if teams[seat] == "boss" and not (alone and scoring.boss_alone_full):
            points[seat] = max(base - scoring.boss_deduction, scoring.floor)
        elif teams[seat] == "profiteer" and not (alone and opts["profiteer_alone"] == "full"):
            points[seat] = max(base - scoring.profiteer_deduction, scoring.floor)
        else:
            points[seat] = base
    crystals = s.board.crystals() * scoring.crystal_points
    geologists = [seat for seat in range(n) if teams[seat] == "geologist"]
    if geologists and (found or opts["geologist"] == "official"):
        share = crystals // len(geologists)  # a trapped geologist's share is lost (D.13)
        for seat in geologists:
            if not trapped[seat]:
                points[seat] += share
    return points, winners, base, crystals


# ---------------------------------------------------------------- fronts
class Fronts:
    """The cards in front of every seat, summed up for the rules: per seat the types lying
    there (in order), their kinds, the broken tools and whether paths are barred; and as
    seat bitmasks (what the turn options are kept by): per tool the seats with it broken
    (`broken_at`), the seats with a Theft in front (`thefts`) and those Trapped! (`traps`).

    Copies share it and never edit it: a change to a front (`lay`, `lift`) gives the state
    a new one (`changed`: that seat's row again, the others kept); only `clears` grows (per
    seat, the clear options, once asked for)."""

    __slots__ = ("blocked", "broken", "broken_at", "clears", "kinds", "thefts", "traps",
                 "types")

    def __init__(self, s: SaboteurState | None = None) -> None:
        if s is None:  # `changed` fills it in
            return
        n = s.players
        self.types: list[tuple[str, ...]] = [()] * n
        self.kinds: list[frozenset[str]] = [frozenset()] * n
        self.broken: list[frozenset[str]] = [frozenset()] * n
        self.blocked = [False] * n
        for seat in range(n):
            self._row(s, seat)
        self._keys(n)

    def changed(self, s: SaboteurState, seat: int) -> Fronts:
        """The summary once the seat's front changed: its row again, and its bit in the
        seat masks (the other seats' rows, bits and clear options stay as they were)."""
        f = Fronts()
        f.types, f.kinds, f.broken = self.types[:], self.kinds[:], self.broken[:]
        f.blocked = self.blocked[:]
        f._row(s, seat)
        bit = 1 << seat
        broken_at = self.broken_at.copy()
        for tool in self.broken[seat]:
            rest = broken_at[tool] & ~bit
            if rest:
                broken_at[tool] = rest
            else:
                del broken_at[tool]
        for tool in f.broken[seat]:
            broken_at[tool] = broken_at.get(tool, 0) | bit
        kinds = f.kinds[seat]
        f.broken_at = broken_at
        f.thefts = self.thefts & ~bit | (bit if THEFT in kinds else 0)
        f.traps = self.traps & ~bit | (bit if TRAPPED in kinds else 0)
        f.clears = self.clears[:]
        f.clears[seat] = None
        return f

    def _row(self, s: SaboteurState, seat: int) -> None:
        kind_of, type_of, actions = s.cards.kind_of, s.cards.type_of, s.content.actions
        once: dict[str, None] = {}  # one loop, no comprehension: a front changes often
        broken = []
        for c in s.front[seat]:
            t = type_of[c]
            if t not in once:
                once[t] = None
                if kind_of[t] == BROKEN:
                    broken.append(actions[t].tools[0])
        types = self.types[seat] = tuple(once)
        kinds = self.kinds[seat] = frozenset(map(kind_of.__getitem__, types))
        self.broken[seat] = frozenset(broken)
        # B.3.5: a broken tool or Trapped! in front bars path cards
        self.blocked[seat] = BROKEN in kinds or TRAPPED in kinds

    def _keys(self, n: int) -> None:
        broken_at: dict[str, int] = {}
        thefts = traps = 0
        for seat in range(n):
            bit = 1 << seat
            for tool in self.broken[seat]:
                broken_at[tool] = broken_at.get(tool, 0) | bit
            kinds = self.kinds[seat]
            if THEFT in kinds:
                thefts |= bit
            if TRAPPED in kinds:
                traps |= bit
        self.broken_at, self.thefts, self.traps = broken_at, thefts, traps
        self.clears: list[tuple[Action, ...] | None] = [None] * n


# ---------------------------------------------------------------- the rules of a turn
# One predicate per rule: `turn_options` lists what they allow (kept by what each reads,
# `SCOPE`), and `is_legal` asks the same predicates for one action (the decisions' `fast`).
# They read the front summary as `s._fronts or s.fronts()`: a method call per seat costs.
def _break_ok(s: SaboteurState, seat: int, t: str, o: int) -> bool:
    return s.content.actions[t].tools[0] not in (s._fronts or s.fronts()).broken[o]  # never twice


def _hands_off_ok(s: SaboteurState, seat: int, t: str, o: int) -> bool:
    return THEFT in (s._fronts or s.fronts()).kinds[o]


def _other_seat(s: SaboteurState, seat: int, t: str, o: int) -> bool:
    return o != seat


def _hats_ok(s: SaboteurState, seat: int, t: str, o: int) -> bool:
    return bool(s.role_pile)  # a role card left to give


def _trap_ok(s: SaboteurState, seat: int, t: str, o: int) -> bool:
    return o != seat and TRAPPED not in (s._fronts or s.fronts()).kinds[o]


def _free_ok(s: SaboteurState, seat: int, t: str, o: int) -> bool:
    return TRAPPED in (s._fronts or s.fronts()).kinds[o]


# action card kind -> may a card of type t played by seat target seat o
TARGETS: dict[str, Callable[[SaboteurState, int, str, int], bool]] = {
    BROKEN: _break_ok, "hands_off": _hands_off_ok, "swap_hand": _other_seat,
    "inspection": _other_seat, "swap_hats": _hats_ok, TRAPPED: _trap_ok, "free": _free_ok,
}
# What the rule of each card kind above reads besides the card type: turn_options keeps the
# options by it. MAZE: the maze (kept in `_paths`, dropped when the maze changes); the
# others in the catalog, for every game, keyed by exactly what is read, as small ints (so
# few keys cover every game): TOOLS the seats with each of the card's tools broken
# (`Fronts.broken_at`), THEFTS the seats with a Theft in front, TRAPS those Trapped!,
# TRAPS_SEAT the same and the seat, OWN_THEFT whether the seat has a Theft in front, SEAT
# the seat, GOALS the face-up goals, HATS the seat and whether a role card is left; the
# table size with all of them (`Catalog.options`: per card type, by that packed in an int).
MAZE, TOOLS, THEFTS, TRAPS, TRAPS_SEAT, OWN_THEFT, SEAT, GOALS, HATS = (
    "maze", "tools", "thefts", "traps", "traps_seat", "own_theft", "seat", "goals", "hats")
SCOPE: dict[str, str] = {
    "path": MAZE, "rockfall": MAZE, BROKEN: TOOLS, "repair": TOOLS, "hands_off": THEFTS,
    "free": TRAPS, TRAPPED: TRAPS_SEAT, THEFT: OWN_THEFT, "swap_hand": SEAT,
    "inspection": SEAT, "map": GOALS, "swap_hats": HATS,
}
_KEPT = 50_000  # options kept per card type at most (then forgotten, and kept afresh)


def _repair_ok(s: SaboteurState, o: int, tool: str) -> bool:
    return tool in (s._fronts or s.fronts()).broken[o]


def _map_ok(s: SaboteurState, goal: int) -> bool:
    return not s.board.face_up(goal)


def _theft_ok(s: SaboteurState, seat: int) -> bool:
    return THEFT not in (s._fronts or s.fronts()).kinds[seat]  # one Theft in front at a time


def _can_clear(s: SaboteurState, seat: int) -> bool:
    return len(s.hands[seat]) >= 2  # the two cards to discard


def _card_options(s: SaboteurState, seat: int, t: str, kind: str) -> tuple[Action, ...]:
    """The options of one action card type in the seat's hand."""
    cat, n = s.cat, s.players
    ok = TARGETS.get(kind)
    if ok is not None:
        on_seat = cat.on_seat
        return tuple([on_seat[(t, o)] for o in range(n) if ok(s, seat, t, o)])
    if kind == "repair":
        return tuple([cat.repair[(t, o, tool)] for o in range(n)
                      for tool in s.content.actions[t].tools if _repair_ok(s, o, tool)])
    if kind == "map":
        return tuple(cat.map[(t, g)] for g in range(3) if _map_ok(s, g))
    if kind == THEFT:
        return (cat.theft[t],) if _theft_ok(s, seat) else ()
    if kind == "rockfall":
        return cat.rock_options(t, s.board.removable_cells())
    raise ValueError(f"no rule for {PLAY_KIND[kind]}")  # pragma: no cover


def _new_path_options(s: SaboteurState, t: str, card: int) -> list[Action]:
    """Every placement of a path card type on this maze (as the board lists them), when
    one of its cells is offered for the first time for that type: the actions not yet in
    the catalog are made here (`turn_options` reads the catalog's directly otherwise).
    card: any card of that type (they have the same shape)."""
    cells, at = s.cat.path_cells(t), s.cat.path_at
    return [cells.get(i) or at(t, i) for i in s.board.placement_ids(card)]


def turn_options(s: SaboteurState, seat: int) -> list[Action]:
    """Per card type in hand (hand order) its plays, then the clears, then the discards."""
    cards = s.cards
    kind_of = cards.kind_of
    hand = s.hands[seat]
    type_of = cards.type_of
    types: dict[str, None] = {}  # hand order, once each (a loop: `map` over a tuple's
    for c in hand:               # __getitem__ builds an argument tuple per call)
        types[type_of[c]] = None
    f = s._fronts
    if f is None:
        f = s.fronts()
    maze, kept, n = s._paths, s.cat.options, s.players
    blocked = f.blocked[seat]
    out: list[Action] = []
    for t in types:
        kind = kind_of[t]
        if kind == "path":  # most cards
            if blocked:
                continue
            found = maze.get(t)
            if found is None:  # placements through the catalog's actions (half the listing)
                try:
                    found = s.board.placements_in(cards.sample[t], s.cat.path_actions[t])
                except KeyError:  # a type or a cell not met before
                    found = _new_path_options(s, t, cards.sample[t])
                maze[t] = found
            out += found
            continue
        scope = SCOPE[kind]
        if scope is MAZE:
            found = maze.get(t)
            if found is None:
                found = maze[t] = _card_options(s, seat, t, kind)
            out += found
            continue
        # the key: what the rule reads, packed in one int (seats and counts below 16, seat
        # masks below 2**12), so no tuple is built and hashed
        if scope is TOOLS:
            get, tools = f.broken_at.get, s.content.actions[t].tools
            key = n | get(tools[0], 0) << 4
            for i in range(1, len(tools)):  # a double repair
                key |= get(tools[i], 0) << 4 + 12 * i
        elif scope is THEFTS:
            key = n | f.thefts << 4
        elif scope is TRAPS:
            key = n | f.traps << 4
        elif scope is TRAPS_SEAT:
            key = n | seat << 4 | f.traps << 8
        elif scope is OWN_THEFT:
            key = f.thefts >> seat & 1
        elif scope is SEAT:
            key = n | seat << 4
        elif scope is GOALS:
            key = s.board.up
        else:
            key = n | seat << 4 | bool(s.role_pile) << 8
        by_key = kept[t]
        found = by_key.get(key)
        if found is None:
            if len(by_key) >= _KEPT:
                by_key.clear()
            found = by_key[key] = _card_options(s, seat, t, kind)
        out += found
    if len(hand) >= 2:  # _can_clear
        clears = f.clears[seat]
        if clears is None:
            clear = s.cat.clear
            clears = f.clears[seat] = tuple([clear[t] for t in f.types[seat]])
        out += clears
    discard = s.cat.discard
    for t in types:  # appended one by one: quicker than extending by a map
        out.append(discard[t])
    return out


# the checks `is_legal` makes without a list, each with the predicate of the builder above
def _canonical(s: SaboteurState, action: Action) -> bool:
    """One of the catalog's enumerated actions, argument types included (True is not 1)."""
    cat = s.cat
    if id(action) in cat.ids:  # the catalog's own instance, as legal() hands them out
        return True
    i = cat.index.get(action)
    return i is not None and action.types == cat.all[i].types


def _in_hand(s: SaboteurState, seat: int, t: Any) -> bool:
    return isinstance(t, str) and s.first_of(seat, t) is not None


def _fast_discard(s: SaboteurState, seat: int, action: Action) -> bool:
    return _canonical(s, action) and _in_hand(s, seat, action.get("card"))


def _fast_done(s: SaboteurState, seat: int, action: Action) -> bool:
    return not action.args


def _fast_path(s: SaboteurState, seat: int, action: Action) -> bool:
    return s.can_path(seat, action)


def _fast_rockfall(s: SaboteurState, seat: int, action: Action) -> bool:
    t, x, y = action.get("card"), action.get("x"), action.get("y")
    return (_in_hand(s, seat, t) and s.cards.kind_of[t] == "rockfall"
            and type(x) is int and type(y) is int and len(action.args) == 3
            and s.board.is_removable((x, y)))


def _fast_clear(s: SaboteurState, seat: int, action: Action) -> bool:
    return (_canonical(s, action) and _can_clear(s, seat)
            and action.get("card") in s.fronts().types[seat])


def _fast_on_seat(s: SaboteurState, seat: int, action: Action) -> bool:
    t, o = action.get("card"), action.get("seat")
    return (_canonical(s, action) and _in_hand(s, seat, t) and o < s.players
            and TARGETS[s.cards.kind_of[t]](s, seat, t, o))


def _fast_repair(s: SaboteurState, seat: int, action: Action) -> bool:
    o = action.get("seat")
    return (_canonical(s, action) and _in_hand(s, seat, action.get("card"))
            and o < s.players and _repair_ok(s, o, action.get("tool")))


def _fast_map(s: SaboteurState, seat: int, action: Action) -> bool:
    return (_canonical(s, action) and _in_hand(s, seat, action.get("card"))
            and _map_ok(s, action.get("goal")))


def _fast_theft(s: SaboteurState, seat: int, action: Action) -> bool:
    return (_canonical(s, action) and _in_hand(s, seat, action.get("card"))
            and _theft_ok(s, seat))


_TURN_FAST: Fast = {
    "path": _fast_path, "rockfall": _fast_rockfall, "discard": _fast_discard,
    "clear": _fast_clear, "repair": _fast_repair, "map": _fast_map, "theft": _fast_theft,
    **{kind: _fast_on_seat for kind in SEAT_KINDS},
}


# ---------------------------------------------------------------- decisions
def _discards(s: SaboteurState, seat: int) -> list[Action]:
    type_of = s.cards.type_of
    discard = s.cat.discard
    types: dict[str, None] = {}  # as in turn_options
    out = []
    for c in s.hands[seat]:
        t = type_of[c]
        if t not in types:
            types[t] = None
            out.append(discard[t])
    return out


class Turn(SabDecision, kind="turn"):
    """Play a path card, play an action card, discard two cards to clear a card in front of
    you, or discard 1-3 face down (and draw as many)."""

    fast: ClassVar[Fast] = _TURN_FAST

    def legal(self, s: SaboteurState) -> list[Action]:
        return turn_options(s, self[1])

    def answer(self, s: SaboteurState, action: Action) -> None:
        seat, kind = self[1], action.kind
        if kind == "discard":  # a catalog discard: its one argument is the card
            s.bury(seat, action.args[0][1])
            if s.pile and s.hands[seat]:
                s.pending = _MORE[seat][1]
            else:  # D.15: with the pile empty a pass uses exactly one card
                s.draw(seat, 1)
                s.end_turn(seat)
            return
        if kind == "clear":
            card = s.in_front_type(seat, action.get("card"))
            s.lift(seat, card)
            if s.cards.kind(card) == THEFT:
                s.theft_at[seat] = -1
            s.discard.append(card)
            s.emit("clear", {"seat": seat, "card": action.get("card")})
            s.pending = _CLEAR[seat][2]
            return
        if kind == "path":
            play_path(s, seat, action)
            return
        play(s, seat, action)


class DiscardMore(SabDecision, kind="discard_more"):
    """A pass: discard another card face down (three at most), or draw as many as
    discarded."""

    fast: ClassVar[Fast] = {"discard": _fast_discard, "done": _fast_done}

    count: int

    def __new__(cls, seat: int, count: int) -> DiscardMore:  # made at many steps: no checks
        return tuple.__new__(cls, (cls.kind, seat, count))

    def legal(self, s: SaboteurState) -> list[Action]:
        return [*_discards(s, self[1]), s.cat.done]

    def answer(self, s: SaboteurState, action: Action) -> None:
        seat, count = self[1], self[2]
        if action.kind == "discard":
            s.bury(seat, action.args[0][1])
            count += 1
            if count < 3 and s.hands[seat]:
                s.pending = _MORE[seat][count]
                return
        s.draw(seat, count)
        s.end_turn(seat)


class ClearDiscard(SabDecision, kind="clear_discard"):
    """The price of clearing a card in front of you: discard two cards face down."""

    fast: ClassVar[Fast] = {"discard": _fast_discard}

    left: int

    def __new__(cls, seat: int, left: int) -> ClearDiscard:  # made at many steps: no checks
        return tuple.__new__(cls, (cls.kind, seat, left))

    def legal(self, s: SaboteurState) -> list[Action]:
        return _discards(s, self[1])

    def answer(self, s: SaboteurState, action: Action) -> None:
        seat, left = self[1], self[2]
        s.bury(seat, action.args[0][1])
        if left > 1:
            s.pending = _CLEAR[seat][left - 1]
            return
        s.draw(seat, 1)
        s.end_turn(seat)


class Steal(SabDecision, kind="steal"):
    """A thief takes 1 gold from another player who has some."""

    def legal(self, s: SaboteurState) -> list[Action]:
        return [s.cat.steal[t] for t in range(s.players) if t != self.seat and s.gold[t] > 0]

    def answer(self, s: SaboteurState, action: Action) -> None:
        victim, seat = action.get("seat"), self.seat
        s.gold[victim] -= 1
        s.gold[seat] += 1
        # B.6: a used Theft is then discarded (the seed says nothing after the steal)
        used = s.in_front(seat, THEFT)
        if used is not None:
            s.lift(seat, used)
            s.discard.append(used)
        s.theft_at[seat] = -1
        s.emit("steal", {"seat": seat, "victim": victim, "gold": list(s.gold)})


# Every seat's decisions, made once: a step sets one of these (decisions are immutable),
# which costs no call; the legal actions are kept until the next step (`_apply`)
_TURNS = tuple(Turn(seat) for seat in range(MAX_SEATS))
_MORE = tuple((None, *[DiscardMore(seat, count) for count in (1, 2)])
              for seat in range(MAX_SEATS))
_CLEAR = tuple((None, *[ClearDiscard(seat, left) for left in (1, 2)])
               for seat in range(MAX_SEATS))


def play_path(s: SaboteurState, seat: int, action: Action) -> None:
    """`play` for a path card (every fourth step), its arguments read at once."""
    (_, t), (_, turned), (_, x), (_, y) = action.args  # sorted by name (can_path checked)
    card = s.first_of(seat, t)
    s.hands[seat].remove(card)
    if any(s.known_cards):
        s.shown(seat, t)
    reveals = s.board.place(card, (x, y), turned)
    s._paths = {}
    if not s._quiet:
        s._ev.append(Event("path", {"seat": seat, "card": t, "x": x, "y": y,
                                    "turned": turned}))
    for r in reveals:
        s.emit("goal", {"goal": r.index, "card": s.cards.type_of[r.card],
                        "gold": r.card == s.cards.gold, "turned": r.turned})
    if s.board.gold_reached():
        s.end_turn(seat)  # the round ends at once
        return
    s.draw(seat, 1)
    s.end_turn(seat)


def play(s: SaboteurState, seat: int, action: Action) -> None:
    """Play the action card an action names: it leaves the hand, acts, and the seat draws
    one (Swap Your Hand: the other player draws instead). A path card is `play_path`'s."""
    t = action.get("card")
    card = s.first_of(seat, t)
    assert card is not None
    s.hands[seat].remove(card)
    if any(s.known_cards):
        s.shown(seat, t)
    kind = action.kind
    data: dict[str, Any] = {"seat": seat, "card": t}
    draw = True
    if kind == "rockfall":
        x, y = action.get("x"), action.get("y")
        removed = s.board.remove((x, y))
        s._paths = {}
        s.discard.extend((removed, card))
        s.emit("rockfall", {**data, "x": x, "y": y, "removed": s.cards.type_of[removed]})
    elif kind == "map":
        goal = action.get("goal")
        known = s.known_goals[seat]
        if goal not in known:
            known.append(goal)
            known.sort()
        s.discard.append(card)
        s.emit("map", {**data, "goal": goal},
                  {seat: {"goal_card": s.cards.type_of[s.board.goal_card(goal)]}})
    elif kind == "theft":
        s.lay(seat, card)
        s.theft_at[seat] = s.clock
        s.clock += 1
        s.emit("theft", data)
    else:
        target = action.get("seat")
        data["target"] = target
        private: dict[int, dict[str, Any]] | None = None
        if kind in ("break", "trap"):
            s.lay(target, card)
        elif kind == "repair":
            tool = action.get("tool")
            data["tool"] = tool
            cards = s.cards
            broken = next(c for c in s.front[target]
                          if cards.kind(c) == BROKEN and cards.action(c).tools[0] == tool)
            s.lift(target, broken)
            s.discard.extend((broken, card))
        elif kind in ("hands_off", "free"):
            removed = s.in_front(target, THEFT if kind == "hands_off" else TRAPPED)
            assert removed is not None
            s.lift(target, removed)
            if kind == "hands_off":
                s.theft_at[target] = -1
            s.discard.extend((removed, card))
        elif kind == "swap_hand":
            s.discard.append(card)
            s.hands[seat], s.hands[target] = s.hands[target], s.hands[seat]
            s.swapped(seat, target)
            private = {seat: {"hand": s.names(s.hands[seat])},
                       target: {"hand": s.names(s.hands[target])}}
            draw = False
        elif kind == "inspect":
            s.discard.append(card)
            s.known_roles[seat][target] = s.roles[target]
            private = {seat: {"role": s.roles[target]}}
        elif kind == "swap_hats":
            s.discard.append(card)
            s.role_out.append(s.roles[target])
            s.role_out_by.append(target)
            s.rng.reveal(s.role_pile)
            s.roles[target] = s.role_pile.pop()
            put_away = len(s.role_out) - 1
            for viewer, known in enumerate(s.known_roles):
                if known[target] is not None and viewer != target:
                    s.known_out[viewer].append(put_away)  # it saw the card put away
                known[target] = None  # what Inspection showed of the seat is stale now
            private = {target: {"role": s.roles[target]}}
        s.emit(kind, data, private)
        if kind == "swap_hand":
            s.draw(target, 1)
    if draw:
        s.draw(seat, 1)
    s.end_turn(seat)


# The rulebook's round, step by step: checked against the tasks and decisions above when
# the module loads, and written into docs/saboteur.md ("Turn overview").
ROUND = Overview("A round", (
    Step("Shuffle all 118 cards, set 10 aside unseen, deal 6 to each player; deal one role "
         "card each, the rest face down; lay the start card and the three goal cards face "
         "down. Round 1 starts with seat 0, later rounds left of the last round's last "
         "player.", task="deal"),
    Step("The seat to move takes its turn; a seat without cards passes.", task="turn"),
    Step("Exactly one of: a path card (not with a broken tool or Trapped! in front), an "
         "action card, discard two cards to clear one card in front of you, or discard a "
         "card face down to pass. Then draw one card (Swap Your Hand: the other player "
         "draws).", decision="turn"),
    Step("Passing: discard up to three cards in all, then draw as many (with the pile "
         "empty, one card and no draw).", decision="discard_more"),
    Step("Clearing: discard the second card of the two, then draw one.",
         decision="clear_discard"),
    Step("Reaching a goal turns it over; the gold ends the round at once, as do empty "
         "hands with an empty pile. Roles are revealed and the gold shared out.",
         task="score"),
    Step("Thieves steal, the last Theft played first, then clockwise; Trapped! or a broken "
         "tool stops a thief.", task="steal"),
    Step("The thief takes 1 gold from another player who has some.", decision="steal"),
    Step("After the third round the most gold wins.", task="close"),
))
ROUND.check(TASKS, SabDecision.registry)
