"""Lamp-card effects: one power unit per primitive a lamp row may name (core/powers.py).

A lamp row in data/content.toml names one primitive (`effect`) and its parameters, so the
real card texts, once known, can be written as data. Each primitive is a unit registered
in `REGISTRY`: its `on_lamp` handler begins the effect when the lamp is claimed; one that
needs a choice sets `state.pending` to one of its typed decisions (below), whose `answer`
finishes it. An effect with no legal target does nothing (rules.md 6.4 default), which is
announced by a `wish_no_effect` event. content.py checks every lamp row against the units
(`row_problem`) and their parameters (`needs_chest`, `default_count`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ...core.actions import Action
from ...core.powers import PowerRegistry, Unit
from .content import CHESTS, LampCard
from .decision import GenieDecision

if TYPE_CHECKING:
    from .state import GenieState

HOOK = "lamp"  # the one moment a lamp effect acts: its card is claimed
REGISTRY = PowerRegistry(hooks=(HOOK,))
register = REGISTRY.register


class LampEffect(Unit):
    """A lamp primitive: `on_lamp(state, seat, card)` begins it."""

    text: ClassVar[str] = ""
    needs_chest: ClassVar[bool] = False  # the row names a chest (draw_first)
    default_count: ClassVar[int] = 0  # effects that take a count (peek) default to this


def start(s: GenieState, seat: int, card: LampCard) -> None:
    REGISTRY.units[card.effect].on_lamp(s, seat, card)  # type: ignore[attr-defined]


def _nothing(s: GenieState, seat: int, card: LampCard, why: str) -> None:
    """A kept wish with no legal target: `why` for logs, `chest` (the card's, if it names
    one) so screens can say it in the reader's language without parsing `why`."""
    data = {"seat": seat, "effect": card.effect, "why": why}
    if card.chest is not None:
        data["chest"] = card.chest
    s.emit("wish_no_effect", data)


def _cards(s: GenieState, ids: list[int]) -> tuple[Action, ...]:
    return tuple(s.cat.card[c] for c in ids)


def _transfer(s: GenieState, giver: int, receiver: int, card: int) -> None:
    s.take_card(giver, card)
    s.hands[receiver].append(card)


def _give(s: GenieState, seat: int, card: int, to: int) -> None:
    _transfer(s, seat, to, card)
    s.emit("given", {"seat": seat, "to": to, "card": s.content.cards[card].to_json()})


# -------------------------------------------------------------------- decisions
class Steal(GenieDecision, kind="steal"):

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        return _cards(s, s.opponents_unprotected(self.seat))

    def answer(self, s: GenieState, action: Action) -> None:
        seat, card = self.seat, action.get("card")
        owner = s.owner(card)
        _transfer(s, owner, seat, card)
        s.emit("stolen", {"seat": seat, "from": owner, "card": s.content.cards[card].to_json()})


class ExchangeOwn(GenieDecision, kind="exchange_own"):

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        return _cards(s, s.unprotected(self.seat))

    def answer(self, s: GenieState, action: Action) -> None:
        s.pending = ExchangeTheirs(self.seat, action.get("card"))


class ExchangeTheirs(GenieDecision, kind="exchange_theirs"):
    card: int

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        return _cards(s, s.opponents_unprotected(self.seat))

    def answer(self, s: GenieState, action: Action) -> None:
        seat, mine, theirs = self.seat, self.card, action.get("card")
        owner = s.owner(theirs)
        # the giver loses a card before gaining one: a talisman left without a gem of its
        # colour is orphaned even if the swap brings one back
        s.take_card(seat, mine)
        s.take_card(owner, theirs)
        s.hands[seat].append(theirs)
        s.hands[owner].append(mine)
        cards = s.content.cards
        s.emit("exchanged", {"seat": seat, "with": owner, "gave": cards[mine].to_json(),
                             "got": cards[theirs].to_json()})


class FromDiscard(GenieDecision, kind="from_discard"):

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        return _cards(s, s.discard)

    def answer(self, s: GenieState, action: Action) -> None:
        seat, card = self.seat, action.get("card")
        s.discard.remove(card)
        s.emit("from_discard", {"seat": seat, "card": s.content.cards[card].to_json()})
        s.gain_cards(seat, [card])


class Peek(GenieDecision, kind="peek"):
    count: int

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        return tuple(s.cat.chest[c] for c in range(len(CHESTS)) if s.piles[c])

    def answer(self, s: GenieState, action: Action) -> None:
        seat, count = self.seat, self.count
        chest = CHESTS.index(action.get("chest"))
        pile = s.piles[chest]
        seen = min(count, len(pile))
        s.reveal_pile(chest, seen)
        s.known_top[seat][chest] = max(s.known_top[seat][chest], seen)
        top = [s.content.cards[c].to_json() for c in reversed(pile[-seen:])]
        s.emit("peek", {"seat": seat, "chest": CHESTS[chest], "count": seen},
               {seat: {"cards": top}})


class ChangeDie(GenieDecision, kind="change_die"):

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        dice = s.dice[self.seat] or ()
        return tuple(s.cat.die[(i, v)] for i, (_, current) in enumerate(dice)
                     for v in range(1, 7) if v != current)

    def answer(self, s: GenieState, action: Action) -> None:
        seat, index, value = self.seat, action.get("die"), action.get("value")
        dice = list(s.dice[seat])  # type: ignore[arg-type]
        chest, old = dice[index]
        dice[index] = (chest, value)
        s.dice[seat] = tuple(dice)
        s.emit("die_changed", {"seat": seat, "chest": CHESTS[chest], "from": old, "to": value})


class GiveCard(GenieDecision, kind="give_card"):

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        return _cards(s, s.unprotected(self.seat))

    def answer(self, s: GenieState, action: Action) -> None:
        seat, card = self.seat, action.get("card")
        opponents = [o for o in range(s.players) if o != seat]
        if len(opponents) == 1:
            _give(s, seat, card, opponents[0])
        else:
            s.pending = GiveTo(seat, card)


class GiveTo(GenieDecision, kind="give_to"):
    card: int

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        return tuple(s.cat.seat[o] for o in range(s.players) if o != self.seat)

    def answer(self, s: GenieState, action: Action) -> None:
        _give(s, self.seat, self.card, action.get("seat"))


class DiscardOwn(GenieDecision, kind="discard_own"):

    def legal(self, s: GenieState) -> tuple[Action, ...]:
        return _cards(s, s.unprotected(self.seat))

    def answer(self, s: GenieState, action: Action) -> None:
        seat, card = self.seat, action.get("card")
        s.take_card(seat, card)
        s.discard.append(card)
        s.emit("discarded", {"seat": seat, "card": s.content.cards[card].to_json()})


# ------------------------------------------------------------------------ units
# the order of registration is the order of the docs' listing


@register
class DrawFirst(LampEffect):
    id = "draw_first"
    text = "draw the top card of the named chest"
    needs_chest = True

    def on_lamp(s: GenieState, seat: int, card: LampCard) -> None:
        chest = CHESTS.index(card.chest)  # type: ignore[arg-type]
        if not s.piles[chest]:
            _nothing(s, seat, card, f"the {card.chest} chest is empty")
            return
        drawn_id = s.pop_pile(chest)
        drawn = s.content.cards[drawn_id]
        s.emit("genie_draw", {"seat": seat, "chest": card.chest, "card": drawn.to_json()})
        if drawn.kind == "wizard":
            # a wizard revealed by the lamp closes the cave at once (rules.md section 9)
            s.wizards_out.append(drawn_id)
            s.closing = True
            s.emit("cave_closing", {"chest": card.chest, "at_once": True})
            s.finish()
            return
        s.gain_cards(seat, [drawn_id])


@register
class StealCard(LampEffect):
    id = "steal"
    text = "take an unprotected card from an opponent"
    decisions = (Steal,)

    def on_lamp(s: GenieState, seat: int, card: LampCard) -> None:
        if not s.opponents_unprotected(seat):
            _nothing(s, seat, card, "no opponent has an unprotected card")
            return
        s.pending = Steal(seat)


@register
class Exchange(LampEffect):
    id = "exchange"
    text = "swap one of your unprotected cards for an opponent's"
    decisions = (ExchangeOwn, ExchangeTheirs)

    def on_lamp(s: GenieState, seat: int, card: LampCard) -> None:
        if not s.unprotected(seat) or not s.opponents_unprotected(seat):
            _nothing(s, seat, card, "no unprotected card to swap on one side")
            return
        s.pending = ExchangeOwn(seat)


@register
class TakeFromDiscard(LampEffect):
    id = "from_discard"
    text = "take a card from the discard pile"
    decisions = (FromDiscard,)

    def on_lamp(s: GenieState, seat: int, card: LampCard) -> None:
        if not s.discard:
            _nothing(s, seat, card, "the discard pile is empty")
            return
        s.pending = FromDiscard(seat)


@register
class PeekChest(LampEffect):
    id = "peek"
    text = "look at the top cards of a chest"
    default_count = 3
    decisions = (Peek,)

    def on_lamp(s: GenieState, seat: int, card: LampCard) -> None:
        if not any(s.piles):
            _nothing(s, seat, card, "every chest is empty")
            return
        s.pending = Peek(seat, card.count)


@register
class ChangeOneDie(LampEffect):
    id = "change_die"
    text = "turn one of your placed dice to another value"
    decisions = (ChangeDie,)

    def on_lamp(s: GenieState, seat: int, card: LampCard) -> None:
        s.pending = ChangeDie(seat)


@register
class Give(LampEffect):
    id = "give"
    text = "give one of your unprotected cards to an opponent"
    decisions = (GiveCard, GiveTo)

    def on_lamp(s: GenieState, seat: int, card: LampCard) -> None:
        if not s.unprotected(seat):
            _nothing(s, seat, card, "you have no unprotected card")
            return
        s.pending = GiveCard(seat)


@register
class Discard(LampEffect):
    id = "discard_own"
    text = "discard one of your unprotected cards"
    decisions = (DiscardOwn,)

    def on_lamp(s: GenieState, seat: int, card: LampCard) -> None:
        if not s.unprotected(seat):
            _nothing(s, seat, card, "you have no unprotected card")
            return
        s.pending = DiscardOwn(seat)


EFFECTS = REGISTRY.units  # primitive name -> its unit (what a lamp row's `effect` may be)
