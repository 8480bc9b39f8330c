"""The genie game's state and rules: one round is place, reveal, lamp race, penalties,
wishes, then explore bronze, silver and gold.

The two simultaneous steps (placing dice, claiming the lamp) collect one decision per
seat. Everything after the reveal is sequential: an agenda of tasks (penalty, wishes,
explore a chest, place talismans, end the round) runs until one needs a decision, which
is stored in `pending` as (kind, seat, *context) and answered by an ordinary action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core import declare as d
from ...core.actions import Action
from ...core.errors import IllegalAction
from ...core.flow import Overview, Step, Tasks
from ...core.loop import TurnState, loop_fields
from ...core.rng import Rng
from . import effects, hidden
from .catalog import catalog
from .content import CHESTS, Content
from .decision import GenieDecision
from .scoring import breakdowns, gem_counts, unprotected

PLACE, CLAIM, RESOLVE, OVER = "place", "claim", "resolve", "over"
TASKS = Tasks()  # the round's steps, as GenieState methods below


class GenieState(d.Declared, TurnState):
    # everything a position is, declared once: clone, snapshot (so the digest) and
    # from_snapshot are derived from it (core/declare.py)
    STATE = d.Fields(
        d.value("players", "seed", "round", "phase", "closing", "lamp_known",
                "lamp_current", "wish_no", "ring"),
        d.value("options", decode=dict),
        # pending, agenda, the legal list, the event buffer (core/loop.py); the end is
        # the phase "over", and records were written when the agenda was a queue: its
        # snapshot lists it in run order
        loop_fields(GenieDecision, written="run order", over=False),
        d.rng("rng"),
        d.nested("piles", "hands", "known_top"),
        d.flat("lamp", "discard", "wizards_out", "claims", "claim_order", "offenders"),
        d.flat("dice", "summoners", decode=d.tuple_items),
        d.mapping("talisman_on", keys=int),
        d.group("explore", d.value("ex_chest", "ex_seat", "ex_limit", "ex_scorpions"),
                d.flat("ex_drawn")),
        d.shared("content", "cat"),
        # what every seat's view shares (views.py), built once per position: each copy
        # starts empty and each action empties it
        d.scratch("_memo", dict),
    )
    __slots__ = STATE.names
    game_id = "genie"
    TASKS = TASKS
    ZONES = hidden.ZONES  # who sees which list: determinize is derived from them

    # ------------------------------------------------------------------ setup
    @classmethod
    def setup(cls, players: int, seed: int, options: dict[str, Any], content: Content,
              rng: Rng | None = None) -> GenieState:
        s = cls.__new__(cls)
        s.players, s.seed, s.options, s.content = players, seed, options, content
        s.cat = catalog(content)
        s.rng = rng = Rng(seed) if rng is None else rng
        s.piles = []
        for c in range(len(CHESTS)):
            pile = list(content.chest_cards[c])
            rng.shuffle(pile)
            # piles run bottom -> top; the wizard goes in as the 6th card from the bottom
            pile.insert(min(content.wizard_from_bottom - 1, len(pile)), content.wizards[c])
            s.piles.append(pile)
        s.lamp = list(range(len(content.lamp)))
        rng.shuffle(s.lamp)
        starting = list(content.starting)
        rng.shuffle(starting)
        per_seat = 2 if players == 2 else 1
        s.hands = [starting[i * per_seat:(i + 1) * per_seat] for i in range(players)]
        s.discard = starting[players * per_seat:]
        s.talisman_on = {}
        s.wizards_out = []
        s.ring = None
        s.round = 1
        s.closing = False
        s.lamp_known = 0
        s.lamp_current = None
        s.wish_no = 0
        s.known_top = [[0, 0, 0] for _ in range(players)]
        s._ev = []
        s._quiet = False
        s._memo = {}
        s._legal = None
        s._new_round()
        return s

    def _new_round(self) -> None:
        n = self.players
        self.phase = PLACE
        self.dice = [None] * n
        self.claims = [None] * n
        self.claim_order = []
        self.summoners = []
        self.offenders = []
        self.agenda = []
        self.pending = None
        self.ex_chest = self.ex_seat = -1
        self.ex_limit = self.ex_scorpions = 0
        self.ex_drawn = []

    # -------------------------------------------------------------- queries
    def to_move(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == PLACE:
            return tuple([i for i, d in enumerate(self.dice) if d is None])
        if phase == CLAIM:
            return tuple([i for i, c in enumerate(self.claims) if c is None])
        if phase == RESOLVE and self.pending is not None:
            return (self.pending[1],)
        return ()

    def legal(self, seat: int) -> Sequence[Action]:
        if not 0 <= seat < self.players:
            return ()
        phase = self.phase
        if phase == PLACE:
            if self.dice[seat] is None:
                return self.cat.place_two if self.players == 2 else self.cat.place_one
            return ()
        if phase == CLAIM:
            return (self.cat.rub, self.cat.pass_) if self.claims[seat] is None else ()
        pending = self.pending
        if phase == RESOLVE and pending is not None and pending[1] == seat:  # .seat
            return pending.legal(self)
        return ()

    def allows(self, seat: int, action: Action) -> bool:
        if self.phase == PLACE:
            if self.dice[seat] is not None:
                return False
            legal = self.cat.place_two_set if self.players == 2 else self.cat.place_one_set
            return action in legal
        return action in self.legal(seat)

    def canonical(self, action: Action) -> Action:
        return canonical(action)

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def is_over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[int]:
        return [b["total"] for b in self.breakdowns()]

    def breakdowns(self) -> list[dict[str, Any]]:
        return breakdowns(self.content, self.hands, self.talisman_on, self.ring)

    def unprotected(self, seat: int) -> list[int]:
        return unprotected(self.content, self.hands[seat])

    def opponents_unprotected(self, seat: int) -> list[int]:
        return [cid for o in range(self.players) if o != seat for cid in self.unprotected(o)]

    def owner(self, card: int) -> int:
        for seat, hand in enumerate(self.hands):
            if card in hand:
                return seat
        raise KeyError(card)

    def gem_colours_held(self, seat: int) -> list[str]:
        cards = self.content.cards
        held = {cards[c].colour for c in self.hands[seat] if cards[c].kind == "gem"}
        return [c for c in self.content.colours if c in held]

    # ------------------------------------------------------------ applying
    def answer(self, seat: int, action: Action) -> None:
        self._memo.clear()
        phase = self.phase
        if phase == PLACE:
            self._place(seat, action)
        elif phase == CLAIM:
            self._claim(seat, action.kind == "rub")
        else:
            pending = self.pending
            assert pending is not None
            self.pending = None
            pending.answer(self, action)

    def _place(self, seat: int, action: Action) -> None:
        dice = tuple((CHESTS.index(chest), value) for chest, value in action.get("dice"))
        self.dice[seat] = dice
        quiet = self._quiet  # the dice as JSON cost: skipped where nobody reads them
        if not quiet:
            self.emit("placed", {"seat": seat}, {seat: {"dice": _dice_json(dice)}})
        if any(d is None for d in self.dice):
            return
        if not quiet:
            self.emit("reveal", {"dice": [_dice_json(d) for d in self.dice]})
        if self.options["race"] == "auto":
            matched = self.matched_seats()
            self.claims = [seat in matched for seat in range(self.players)]
            self.claim_order = sorted(matched)
            self._resolve_race()
        else:
            self.phase = CLAIM

    def _claim(self, seat: int, rub: bool) -> None:
        self.claims[seat] = rub
        self.claim_order.append(seat)
        self.emit("claimed", {"seat": seat}, {seat: {"rub": rub}})
        if all(c is not None for c in self.claims):
            self._resolve_race()

    def value_groups(self) -> dict[int, list[int]]:
        """Die value -> seats showing it, for values shown by two or more seats."""
        groups: dict[int, list[int]] = {}
        for seat, dice in enumerate(self.dice):
            for value in {v for _, v in dice or ()}:
                groups.setdefault(value, []).append(seat)
        return {v: seats for v, seats in sorted(groups.items()) if len(seats) > 1}

    def matched_seats(self) -> set[int]:
        return {seat for seats in self.value_groups().values() for seat in seats}

    def _resolve_race(self) -> None:
        groups = self.value_groups()
        matched = {seat for seats in groups.values() for seat in seats}
        self.offenders = [s for s in range(self.players) if self.claims[s] and s not in matched]
        forfeit = self.options["two_player_second_group"] == "forfeit"
        # one speed order for the whole round: the seat "fastest" in one group is fastest
        # in every group it claims (arrival order, or a seeded draw for the lottery)
        if self.options["race"] == "arrival":
            speed = self.claim_order
        else:
            speed = list(range(self.players))
            self.rng.shuffle(speed)
        summoned: set[int] = set()
        for value, seats in groups.items():
            claimers = sorted((s for s in seats if self.claims[s]), key=speed.index)
            for seat in claimers:
                if seat not in summoned:
                    summoned.add(seat)
                    self.summoners.append((seat, value))
                    break
                if forfeit:
                    break
        if not self._quiet:
            self.emit("race", {
                "claims": list(self.claims),
                "groups": {str(v): seats for v, seats in groups.items()},
                "summoners": [list(s) for s in self.summoners],
                "offenders": list(self.offenders),
            })
        self.phase = RESOLVE
        entry = TASKS.entry  # the rest of the round, in the rulebook's order (ROUND)
        self.agenda = ([entry(self.task_penalty, o) for o in self.offenders]
                       + [entry(self.task_wishes, s) for s, _ in self.summoners]
                       + [entry(self.task_explore, c) for c in range(len(CHESTS))]
                       + [entry(self.task_end_round)])[::-1]  # a stack: the next last
        self.run()

    # --------------------------------------------------------- card moves
    def take_card(self, seat: int, card: int) -> None:
        """Remove a card from a hand; a talisman whose colour has no real gem left is
        orphaned for good."""
        hand = self.hands[seat]
        hand.remove(card)
        c = self.content.cards[card]
        if c.kind == "gem" and c.colour not in self.gem_colours_held(seat):
            for t in hand:
                if self.talisman_on.get(t, 0) == c.colour:
                    self.talisman_on[t] = None
                    self.emit("orphaned", {"seat": seat, "card": t, "colour": c.colour})

    def gain_cards(self, seat: int, cards: Sequence[int]) -> None:
        """Add cards to a hand; talismans among them get placed next."""
        self.hands[seat].extend(cards)
        talismans = tuple(c for c in cards if self.content.cards[c].kind == "talisman")
        if talismans:
            self.first(self.task_talismans, seat, talismans)

    def reveal_pile(self, chest: int, count: int) -> None:
        """The top `count` cards of a chest are about to be drawn or seen (Rng.reveal):
        every player saw where the wizards lie, and a player who peeked knows the top."""
        if not self.rng.explicit:
            return
        pile = self.piles[chest]
        known = max(k[chest] for k in self.known_top)
        wizards = [i for i, c in enumerate(pile) if c in self.content.wizards]
        self.rng.reveal(pile, count, [*wizards, *range(len(pile) - known, len(pile))])

    def pop_pile(self, chest: int) -> int:
        self.reveal_pile(chest, 1)
        card = self.piles[chest].pop()
        for known in self.known_top:
            if known[chest]:
                known[chest] -= 1
        return card

    def finish(self) -> None:
        """The cave closes: score now."""
        if self.lamp_current is not None:
            self.return_lamp()
        self.agenda.clear()  # in place: the loop holds the list
        self.pending = None
        self.wish_no = 0
        self.phase = OVER
        self.emit("game_over", {"scores": self.scores(), "winners": self.winners(),
                                "breakdowns": self.breakdowns()})

    def return_lamp(self) -> None:
        self.lamp.insert(0, self.lamp_current)  # type: ignore[arg-type]
        self.lamp_known = min(self.lamp_known + 1, len(self.lamp))
        self.lamp_current = None

    # ---------------------------------------------------------------- tasks
    @TASKS("penalty")
    def task_penalty(self, offender: int) -> None:
        if not self.unprotected(offender):
            self.emit("penalty", {"offender": offender, "taker": None, "card": None})
            return
        opponents = [o for o in range(self.players) if o != offender]
        if len(opponents) == 1:
            self.pending = PenaltyTake(opponents[0], offender)
        else:
            self.pending = PenaltyOpponent(offender)

    @TASKS("wishes")
    def task_wishes(self, summoner: int) -> None:
        self.draw_wish(summoner, 1)

    def draw_wish(self, summoner: int, number: int) -> None:
        self.rng.reveal(self.lamp, 1, range(self.lamp_known))  # its bottom is public
        if len(self.lamp) == self.lamp_known:  # the top card's identity was public
            self.lamp_known -= 1
        self.lamp_current = card = self.lamp.pop()
        self.wish_no = number
        self.emit("wish", {"seat": summoner, "number": number,
                           "lamp": self.content.lamp[card].to_json()})
        if number == 3:
            self.emit("wish_forced", {"seat": summoner})
            self.accept_wish(summoner)
        else:
            self.pending = Wish(summoner)

    def accept_wish(self, summoner: int) -> None:
        self.first(self.task_lamp_return)
        effects.start(self, summoner, self.content.lamp[self.lamp_current])  # type: ignore[index]

    @TASKS("lamp_return")
    def task_lamp_return(self) -> None:
        self.return_lamp()
        self.wish_no = 0

    @TASKS("explore")
    def task_explore(self, chest: int) -> None:
        drawer = self.chest_winner(chest)
        name = CHESTS[chest]
        if drawer is None:
            self.emit("chest_unclaimed", {"chest": name})
            return
        seat, value = drawer
        if not self.piles[chest]:
            self.emit("chest_empty", {"chest": name, "seat": seat})
            return
        self.ex_chest, self.ex_seat, self.ex_limit = chest, seat, value
        self.ex_scorpions = 0
        self.ex_drawn = []
        self.emit("explore", {"chest": name, "seat": seat, "limit": value})
        self.pending = Draw(seat)

    def chest_winner(self, chest: int) -> tuple[int, int] | None:
        """(seat, value) of the lowest die on the chest whose value nobody else there shares."""
        values: dict[int, list[int]] = {}
        for seat, dice in enumerate(self.dice):
            for c, v in dice or ():
                if c == chest:
                    values.setdefault(v, []).append(seat)
        alone = [(v, seats[0]) for v, seats in values.items() if len(seats) == 1]
        if not alone:
            return None
        value, seat = min(alone)
        return seat, value

    @TASKS("talismans")
    def task_talismans(self, seat: int, talismans: tuple[int, ...]) -> None:
        for index, card in enumerate(talismans):
            colours = self.gem_colours_held(seat)
            if len(colours) > 1:
                self.pending = Talisman(seat, card)
                if index + 1 < len(talismans):
                    self.first(self.task_talismans, seat, talismans[index + 1:])
                return
            self.place_talisman(seat, card, colours[0] if colours else None)

    def place_talisman(self, seat: int, card: int, colour: str | None) -> None:
        self.talisman_on[card] = colour
        self.emit("talisman", {"seat": seat, "card": card, "colour": colour})

    @TASKS("ring")
    def task_ring(self, seat: int) -> None:
        previous, self.ring = self.ring, seat
        self.emit("ring", {"seat": seat, "from": previous})
        if self.discard:
            self.pending = RingPick(seat)

    @TASKS("end_round")
    def task_end_round(self) -> None:
        if self.closing:
            self.finish()
            return
        self.round += 1
        self._new_round()
        self.emit("round", {"round": self.round})

    # ------------------------------------------------------- copies & views
    def determinize(self, seat: int, rng: Rng) -> GenieState:
        return hidden.determinize(self, seat, rng)

    def view(self, seat: int | None) -> dict[str, Any]:
        from .views import view

        return view(self, seat)

    def facts(self) -> dict[str, Any]:
        from .views import facts

        return facts(self)

    def gem_counts(self, seat: int) -> dict[str, int]:
        return gem_counts(self.content, self.hands[seat], self.talisman_on)


def _dice_json(dice: tuple[tuple[int, int], ...] | None) -> list[list[Any]] | None:
    return None if dice is None else [[CHESTS[c], v] for c, v in dice]


def canonical(action: Action) -> Action:
    """Accept the dice of a placement in any order (the catalog lists them by chest)."""
    if not isinstance(action, Action) or action.kind != "place":
        return action
    dice = action.get("dice")
    if not isinstance(dice, tuple) or not all(
            isinstance(d, tuple) and len(d) == 2 and d[0] in CHESTS for d in dice):
        raise IllegalAction("a placement needs 'dice': a list of [chest, value] pairs "
                            "with chest bronze, silver or gold")
    ordered = tuple(sorted(dice, key=lambda d: CHESTS.index(d[0])))
    if ordered == dice:
        return action
    return Action("place", (("dice", ordered),))


# ---------------------------------------------------------------- decisions
# Each pending kind lists its legal actions and handles the chosen one. The handlers of
# lamp-effect decisions live in effects.py.

def _keep_draw(s: GenieState) -> None:
    seat = s.ex_seat
    kept = [c for c in s.ex_drawn if c not in s.wizards_out]
    full = len(s.ex_drawn) == s.ex_limit == 6
    s.emit("kept", {"seat": seat, "chest": CHESTS[s.ex_chest], "cards": kept})
    if full and s.options["my_precious"]:
        s.first(s.task_ring, seat)
    s.gain_cards(seat, kept)
    _end_draw(s)


def _end_draw(s: GenieState) -> None:
    s.ex_chest = s.ex_seat = -1
    s.ex_limit = s.ex_scorpions = 0
    s.ex_drawn = []


class PenaltyOpponent(GenieDecision, kind="penalty_opponent"):

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        return tuple(s.cat.seat[o] for o in range(s.players) if o != self.seat)

    def answer(self, s: GenieState, action: Action) -> None:
        taker = action.get("seat")
        s.emit("penalty_opponent", {"offender": self.seat, "taker": taker})
        s.pending = PenaltyTake(taker, self.seat)


class PenaltyTake(GenieDecision, kind="penalty_take"):
    offender: int

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        return tuple(s.cat.card[c] for c in s.unprotected(self.offender))

    def answer(self, s: GenieState, action: Action) -> None:
        taker, offender, card = self.seat, self.offender, action.get("card")
        s.take_card(offender, card)
        s.hands[taker].append(card)
        s.emit("penalty", {"offender": offender, "taker": taker,
                           "card": s.content.cards[card].to_json()})


class Wish(GenieDecision, kind="wish"):

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        return (s.cat.accept, s.cat.refuse)

    def answer(self, s: GenieState, action: Action) -> None:
        summoner = self.seat
        if action.kind == "accept":
            s.emit("wish_kept", {"seat": summoner})
            s.accept_wish(summoner)
            return
        s.emit("wish_refused", {"seat": summoner})
        s.return_lamp()
        s.draw_wish(summoner, s.wish_no + 1)


class Draw(GenieDecision, kind="draw"):

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        return (s.cat.draw, s.cat.stop)

    def answer(self, s: GenieState, action: Action) -> None:
        seat, chest = self.seat, s.ex_chest
        if action.kind == "stop":
            s.emit("stop", {"seat": seat, "chest": CHESTS[chest]})
            _keep_draw(s)
            return
        card_id = s.pop_pile(chest)
        card = s.content.cards[card_id]
        if not s._quiet:
            s.emit("drawn", {"seat": seat, "chest": CHESTS[chest], "card": card.to_json()})
        if card.kind == "wizard":
            s.wizards_out.append(card_id)
            s.closing = True
            s.emit("cave_closing", {"chest": CHESTS[chest]})
            if s.options["wizard_counts"]:
                s.ex_drawn.append(card_id)
        else:
            s.ex_drawn.append(card_id)
        s.ex_scorpions += card.scorpions
        if s.ex_scorpions >= s.ex_limit:
            lost = [c for c in s.ex_drawn if c not in s.wizards_out]
            s.discard.extend(lost)
            s.emit("bust", {"seat": seat, "chest": CHESTS[chest], "scorpions": s.ex_scorpions,
                            "lost": lost})
            _end_draw(s)
        elif len(s.ex_drawn) >= s.ex_limit or not s.piles[chest]:
            _keep_draw(s)
        else:
            s.pending = Draw(seat)


class Talisman(GenieDecision, kind="talisman"):
    card: int

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        return tuple(s.cat.colour[c] for c in s.gem_colours_held(self.seat))

    def answer(self, s: GenieState, action: Action) -> None:
        s.place_talisman(self.seat, self.card, action.get("colour"))


class RingPick(GenieDecision, kind="ring_pick"):

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        return (*(s.cat.card[c] for c in s.discard), s.cat.decline)

    def answer(self, s: GenieState, action: Action) -> None:
        seat = self.seat
        if action.kind == "decline":
            s.emit("ring_pick", {"seat": seat, "card": None})
            return
        card = action.get("card")
        s.discard.remove(card)
        s.emit("ring_pick", {"seat": seat, "card": s.content.cards[card].to_json()})
        s.gain_cards(seat, [card])



# The rulebook's round, step by step: checked against the tasks and decisions above when
# the module loads, and written into docs/genie.md ("Turn overview").
ROUND = Overview("A round", (
    Step("Every player sets a die on a chest in secret; with two players, two dice on "
         "different chests.", decision="place"),
    Step("The dice are revealed. Players whose value another player also shows may rub "
         "the lamp; everyone answers rub or pass at the same time.", decision="claim"),
    Step("A player who rubbed with no matching value gives an opponent one unprotected "
         "card.", task="penalty"),
    Step("With three or more players the offender first names the opponent.",
         decision="penalty_opponent"),
    Step("The opponent takes the card.", decision="penalty_take"),
    Step("Each lamp winner draws up to three wishes, keeping or refusing each; the "
         "third is kept.", task="wishes"),
    Step("Keep or refuse the wish.", decision="wish"),
    Step("A kept wish acts, then goes back under the lamp deck.", task="lamp_return"),
    Step("Bronze, silver, then gold: the lowest die no one else on the chest shares "
         "explores it.", task="explore"),
    Step("Draw a card or stop; the die's value caps the cards, scorpions reaching it "
         "bust the draw.", decision="draw"),
    Step("Talismans gained go on a gem colour the player holds.", task="talismans"),
    Step("Choose the colour when there is a choice.", decision="talisman"),
    Step("My Precious: a full six-card draw on a 6 wins the ring.", task="ring"),
    Step("The ring's holder may take a card from the discard pile.",
         decision="ring_pick"),
    Step("The round ends; if a wizard was drawn the cave closes and the game is scored.",
         task="end_round"),
    Step("A lamp effect that needs a choice asks for it (effects.py).",
         decision=tuple(effects.REGISTRY.decisions())),
))
ROUND.check(TASKS, GenieDecision.registry, other=("place", "claim"))
