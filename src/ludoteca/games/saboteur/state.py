"""Saboteur (Saboteur 1 + Saboteur 2 mixed): the state, the turn and the round.

Three rounds; each is dealt afresh (118 cards reshuffled, 10 set aside unseen, 6 dealt to
each player, one of the 15 role cards each, the start and three face-down goals). A turn is
one decision (`Turn`) of the seat to move: a path card, an action card, discard two cards to
clear one card in front of you, or discard 1-3 face down and draw as many. Steps run from an
agenda of tasks (`TASKS`); the round ends when the gold card is reached or every hand is
empty, then it is scored and the thieves steal in order. Rules decisions: docs/saboteur.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core import declare as d
from ...core.actions import Action
from ...core.events import Event
from ...core.flow import Decision, Overview, Step, Tasks
from ...core.protocol import State
from ...core.rng import Rng
from .board import Board
from .catalog import PLAY_KIND, cards_of, catalog
from .content import Content, load

TASKS = Tasks()  # the round's steps, as SaboteurState methods below
TRAPPED, THEFT, BROKEN = "trapped", "theft", "broken"


class SabDecision(Decision, registry=True):
    """Base of every Saboteur decision; `SabDecision.decode` reads one from a snapshot."""

    __slots__ = ()


def _board(raw: Any) -> Board:
    cards = cards_of(load())
    return Board.from_json(raw, cards.shapes, cards.start, cards.goals, gold=cards.gold)


class SaboteurState(d.Declared, State):
    STATE = d.Fields(
        d.value("players", "seed", "round", "active", "last", "clock", "finisher",
                "revealed", "over"),
        d.value("options", decode=dict),
        d.value("pending", decode=SabDecision.decode),
        d.rng("rng"),
        d.copyable("board", decode=_board),
        # cards: the draw pile (top last), the set-aside cards, the face-up discard pile
        d.flat("pile", "aside", "discard"),
        # per seat: role, gold, when its Theft was played (-1: none), this round's points
        d.flat("roles", "gold", "theft_at", "points"),
        # the role cards: the face-down rest, and those Swap Your Hats put away (and whose)
        d.flat("role_pile", "role_out", "role_out_by"),
        d.flat("agenda", decode=d.tuple_items),
        d.flat("results"),  # one public summary per round scored
        # per seat: hand, cards in front, cards discarded face down, goal indices seen with
        # a map, and what it knows of each seat's role (Inspection), None where nothing
        d.nested("hands", "front", "buried", "known_goals", "known_roles"),
        d.shared("content", "cat", "cards"),
        d.cache("_legal", rebuild=lambda s: None),  # (pending, its legal actions)
        # card type -> its path (or rockfall) actions on this maze; copies share it (same
        # maze), a change of the maze starts a new dict, never clears the shared one
        d.cache("_paths", rebuild=lambda s: {}),
        d.scratch("_ev", list),
    )
    __slots__ = STATE.names
    game_id = "saboteur"

    # ------------------------------------------------------------------ setup
    @classmethod
    def setup(cls, players: int, seed: int, options: dict[str, Any], content: Content
              ) -> SaboteurState:
        s = cls.__new__(cls)
        s.players, s.seed, s.options = players, seed, options
        s.content, s.cat, s.cards = content, catalog(content), cards_of(content)
        s.rng = Rng(seed)
        s.round, s.active, s.last, s.clock = 1, 0, players - 1, 0
        s.finisher, s.revealed, s.over = -1, False, False
        s.pending = None
        s.gold = [0] * players
        s.points = [0] * players
        s.results = []
        s.agenda = [TASKS.entry(s.task_deal)]
        s._legal = None
        s._paths = {}
        s._ev = []
        s._run()
        s._ev = []
        return s

    # -------------------------------------------------------------- protocol
    def to_move(self) -> tuple[int, ...]:
        p = self.pending
        return () if p is None else (p[1],)

    def legal(self, seat: int) -> Sequence[Action]:
        p = self.pending
        if p is None or p[1] != seat:
            return ()
        cached = self._legal
        if cached is not None and cached[0] is p:
            return cached[1]
        actions = tuple(p.legal(self))
        self._legal = (p, actions)
        return actions

    def is_legal(self, seat: int, action: Action) -> bool:
        p = self.pending
        if p is None or p[1] != seat:
            return False
        if action.kind == "path" and p[0] == "turn":  # the board answers without a list
            return self.can_path(seat, action)
        return action in self.legal(seat)

    def can_path(self, seat: int, action: Action) -> bool:
        t, x, y, turned = (action.get("card"), action.get("x"), action.get("y"),
                           action.get("turned"))
        card = self.first_of(seat, t) if isinstance(t, str) else None
        if (card is None or self.cards.kind_of[t] != "path" or self.blocked(seat)
                or type(x) is not int or type(y) is not int or type(turned) is not bool
                or len(action.args) != 4):
            return False
        # listed as placements() lists it: a card that looks the same turned, unturned only
        if turned and self.cards.symmetric[card]:
            return False
        return self.board.can_place(card, (x, y), turned)

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[int]:
        return list(self.gold)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._ev = events = []
        pending = self.pending
        assert pending is not None
        self.pending = None
        pending.answer(self, action)
        self._run()
        self._ev = []
        return events

    def emit(self, kind: str, data: dict[str, Any],
             private: dict[int, dict[str, Any]] | None = None) -> None:
        self._ev.append(Event(kind, data, private))

    def _run(self) -> None:
        run, agenda = TASKS.by_name, self.agenda
        while self.pending is None and agenda and not self.over:
            task = agenda.pop(0)
            run[task[0]](self, *task[1:])

    def later(self, task: Any, *args: Any) -> None:
        self.agenda.append(TASKS.entry(task, *args))

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

    def in_front(self, seat: int, kind: str) -> int | None:
        cards = self.cards
        for c in self.front[seat]:
            if cards.kind(c) == kind:
                return c
        return None

    def in_front_type(self, seat: int, card_type: str) -> int:
        type_of = self.cards.type_of
        return next(c for c in self.front[seat] if type_of[c] == card_type)

    def broken_tools(self, seat: int) -> set[str]:
        cards = self.cards
        return {cards.action(c).tools[0] for c in self.front[seat] if cards.kind(c) == BROKEN}

    def trapped(self, seat: int) -> bool:
        return self.in_front(seat, TRAPPED) is not None

    def blocked(self, seat: int) -> bool:
        """A broken tool or Trapped! in front: no path card (B.3.5)."""
        kind_of, type_of = self.cards.kind_of, self.cards.type_of
        return any(kind_of[type_of[c]] in (BROKEN, TRAPPED) for c in self.front[seat])

    def team(self, seat: int) -> str:
        return self.content.roles[self.roles[seat]].team

    # ---------------------------------------------------------------- moves
    def draw(self, seat: int, count: int = 1) -> None:
        got = [self.pile.pop() for _ in range(min(count, len(self.pile)))]
        if got:
            self.hands[seat].extend(got)
            self.emit("draw", {"seat": seat, "count": len(got)},
                      {seat: {"cards": self.names(got)}})

    def bury(self, seat: int, card_type: str) -> None:
        card = self.first_of(seat, card_type)
        assert card is not None
        self.hands[seat].remove(card)
        self.buried[seat].append(card)
        self.emit("discard", {"seat": seat, "count": 1}, {seat: {"card": card_type}})

    def end_turn(self, seat: int) -> None:
        self.last = seat
        if self.board.gold_reached():
            self.finisher = seat
            self.later(self.task_score)
        elif not any(self.hands):
            self.later(self.task_score)
        else:
            self.later(self.task_turn, (seat + 1) % self.players)

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
        self.buried = [[] for _ in range(n)]
        self.known_goals = [[] for _ in range(n)]
        self.known_roles = [[None] * n for _ in range(n)]
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
            self.pending = Turn(seat)
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
        from .hidden import determinize

        return determinize(self, seat, rng)

    def view(self, seat: int | None) -> dict[str, Any]:
        from .views import view

        return view(self, seat)

    def facts(self) -> dict[str, Any]:
        from .views import facts

        return facts(self)


# ---------------------------------------------------------------- scoring
def score_round(s: SaboteurState) -> tuple[list[int], dict[str, Any]]:
    """This round's gold per seat (before thefts) and what decided it (rules.md E.3)."""
    n, board, scoring, opts = s.players, s.board, s.content.scoring, s.options
    found = board.gold_reached()
    blue_way, green_way = board.team_route("green"), board.team_route("blue")
    blue, green = blue_way, green_way
    if found and opts["winner_rule"] == "official" and s.finisher >= 0:
        team = s.team(s.finisher)  # B.8: the finisher's team first
        if team == "blue":
            green = green_way and not blue_way
        elif team == "green":
            blue = blue_way and not green_way
    wins = {"saboteur": not found, "blue": found and blue, "green": found and green,
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
    crystals = board.crystals() * scoring.crystal_points
    geologists = [seat for seat in range(n) if teams[seat] == "geologist"]
    if geologists and (found or opts["geologist"] == "official"):
        share = crystals // len(geologists)  # a trapped geologist's share is lost (D.13)
        for seat in geologists:
            if not trapped[seat]:
                points[seat] += share
    return points, {"gold_found": found, "blue_way": blue_way, "green_way": green_way,
                    "winners": winners, "base": base, "crystals": crystals,
                    "trapped": [seat for seat in range(n) if trapped[seat]],
                    "finisher": s.finisher, "roles": list(s.roles)}


# ---------------------------------------------------------------- decisions
def _discards(s: SaboteurState, seat: int) -> list[Action]:
    discard, type_of = s.cat.discard, s.cards.type_of
    return [discard[t] for t in dict.fromkeys(type_of[c] for c in s.hands[seat])]


class Turn(SabDecision, kind="turn"):
    """Play a path card, play an action card, discard two to clear a card in front of you,
    or discard 1-3 face down (and draw as many)."""

    def legal(self, s: SaboteurState) -> list[Action]:
        return turn_options(s, self.seat)

    def answer(self, s: SaboteurState, action: Action) -> None:
        seat, kind = self.seat, action.kind
        if kind == "discard":
            s.bury(seat, action.get("card"))
            if s.pile and s.hands[seat]:
                s.pending = DiscardMore(seat, 1)
            else:  # D.15: with the pile empty a pass uses exactly one card
                s.draw(seat, 1)
                s.end_turn(seat)
            return
        if kind == "clear":
            card = s.in_front_type(seat, action.get("card"))
            s.front[seat].remove(card)
            if s.cards.kind(card) == THEFT:
                s.theft_at[seat] = -1
            s.discard.append(card)
            s.emit("clear", {"seat": seat, "card": action.get("card")})
            s.pending = ClearDiscard(seat, 2)
            return
        play(s, seat, action)


class DiscardMore(SabDecision, kind="discard_more"):
    """A pass: discard another card face down (three at most), or draw as many as
    discarded."""

    count: int

    def legal(self, s: SaboteurState) -> list[Action]:
        return [*_discards(s, self.seat), s.cat.done]

    def answer(self, s: SaboteurState, action: Action) -> None:
        seat, count = self.seat, self.count
        if action.kind == "discard":
            s.bury(seat, action.get("card"))
            count += 1
            if count < 3 and s.hands[seat]:
                s.pending = DiscardMore(seat, count)
                return
        s.draw(seat, count)
        s.end_turn(seat)


class ClearDiscard(SabDecision, kind="clear_discard"):
    """The price of clearing a card in front of you: discard two cards face down."""

    left: int

    def legal(self, s: SaboteurState) -> list[Action]:
        return _discards(s, self.seat)

    def answer(self, s: SaboteurState, action: Action) -> None:
        seat = self.seat
        s.bury(seat, action.get("card"))
        if self.left > 1:
            s.pending = ClearDiscard(seat, self.left - 1)
            return
        s.draw(seat, 1)
        s.end_turn(seat)


class Steal(SabDecision, kind="steal"):
    """A thief takes 1 gold from another player who has some."""

    def legal(self, s: SaboteurState) -> list[Action]:
        return [s.cat.steal[t] for t in range(s.players) if t != self.seat and s.gold[t] > 0]

    def answer(self, s: SaboteurState, action: Action) -> None:
        victim = action.get("seat")
        s.gold[victim] -= 1
        s.gold[self.seat] += 1
        s.emit("steal", {"seat": self.seat, "victim": victim, "gold": list(s.gold)})


def turn_options(s: SaboteurState, seat: int) -> list[Action]:
    cat, cards, board = s.cat, s.cards, s.board
    kind_of, type_of, actions = cards.kind_of, cards.type_of, s.content.actions
    hand = s.hands[seat]
    memo = s._paths
    types = dict.fromkeys(type_of[c] for c in hand)
    n = s.players
    out: list[Action] = []
    fronts = [[kind_of[type_of[c]] for c in f] for f in s.front]
    blocked = BROKEN in fronts[seat] or TRAPPED in fronts[seat]
    broken: list[set[str]] | None = None
    for t in types:
        kind = kind_of[t]
        if kind == "path":
            if not blocked:
                found = memo.get(t)
                if found is None:
                    path = cat.path
                    found = memo[t] = tuple(path(t, x, y, turned) for (x, y), turned
                                            in board.placements(s.first_of(seat, t)))
                out.extend(found)
            continue
        if kind == BROKEN or kind == "repair":
            if broken is None:
                broken = [s.broken_tools(o) for o in range(n)]
            if kind == BROKEN:
                tool = actions[t].tools[0]
                out.extend(cat.on_seat[(t, o)] for o in range(n) if tool not in broken[o])
            else:
                out.extend(cat.repair[(t, o, tool)] for o in range(n)
                           for tool in actions[t].tools if tool in broken[o])
        elif kind == "rockfall":
            found = memo.get(t)
            if found is None:
                found = memo[t] = tuple(cat.rockfall(t, x, y) for x, y in board.removable())
            out.extend(found)
        elif kind == "map":
            out.extend(cat.map[(t, g)] for g in range(3) if not board.face_up(g))
        elif kind == THEFT:
            if THEFT not in fronts[seat]:
                out.append(cat.theft[t])
        elif kind == "hands_off":
            out.extend(cat.on_seat[(t, o)] for o in range(n) if THEFT in fronts[o])
        elif kind in ("swap_hand", "inspection"):
            out.extend(cat.on_seat[(t, o)] for o in range(n) if o != seat)
        elif kind == "swap_hats":
            if s.role_pile:
                out.extend(cat.on_seat[(t, o)] for o in range(n))
        elif kind == TRAPPED:
            out.extend(cat.on_seat[(t, o)] for o in range(n)
                       if o != seat and TRAPPED not in fronts[o])
        elif kind == "free":
            out.extend(cat.on_seat[(t, o)] for o in range(n) if TRAPPED in fronts[o])
        else:  # pragma: no cover - content.py admits no other kind
            raise ValueError(f"no rule for {PLAY_KIND[kind]}")
    if len(hand) >= 2:
        out.extend(cat.clear[t] for t in dict.fromkeys(type_of[c] for c in s.front[seat]))
    out.extend(cat.discard[t] for t in types)
    return out


def play(s: SaboteurState, seat: int, action: Action) -> None:
    """Play the card an action names: it leaves the hand, acts, and the seat draws one
    (Swap Your Hand: the other player draws instead)."""
    t = action.get("card")
    card = s.first_of(seat, t)
    assert card is not None
    s.hands[seat].remove(card)
    kind = action.kind
    data: dict[str, Any] = {"seat": seat, "card": t}
    draw = True
    if kind == "path":
        x, y, turned = action.get("x"), action.get("y"), action.get("turned")
        reveals = s.board.place(card, (x, y), turned)
        s._paths = {}
        s.emit("path", {**data, "x": x, "y": y, "turned": turned})
        for r in reveals:
            s.emit("goal", {"goal": r.index, "card": s.cards.type_of[r.card],
                            "gold": r.card == s.cards.gold, "turned": r.turned})
        if s.board.gold_reached():
            s.end_turn(seat)  # the round ends at once
            return
    elif kind == "rockfall":
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
        s.front[seat].append(card)
        s.theft_at[seat] = s.clock
        s.clock += 1
        s.emit("theft", data)
    else:
        target = action.get("seat")
        data["target"] = target
        private: dict[int, dict[str, Any]] | None = None
        if kind in ("break", "trap"):
            s.front[target].append(card)
        elif kind == "repair":
            tool = action.get("tool")
            data["tool"] = tool
            cards = s.cards
            broken = next(c for c in s.front[target]
                          if cards.kind(c) == BROKEN and cards.action(c).tools[0] == tool)
            s.front[target].remove(broken)
            s.discard.extend((broken, card))
        elif kind in ("hands_off", "free"):
            removed = s.in_front(target, THEFT if kind == "hands_off" else TRAPPED)
            assert removed is not None
            s.front[target].remove(removed)
            if kind == "hands_off":
                s.theft_at[target] = -1
            s.discard.extend((removed, card))
        elif kind == "swap_hand":
            s.discard.append(card)
            s.hands[seat], s.hands[target] = s.hands[target], s.hands[seat]
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
            s.roles[target] = s.role_pile.pop()
            for known in s.known_roles:  # what Inspection showed is stale now
                known[target] = None
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
