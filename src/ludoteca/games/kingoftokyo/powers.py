"""The odd powers of King of Tokyo: one registered unit per card or tile whose data rows name
a `special` (core/powers.py).

A unit's `on_<hook>` functions run at that hook (effects.py calls them); its `activated`
hooks are the data rows that the engine offers as actions instead: its `offers` (an action
at one of the state's windows, with its legality and what it does) and its `decisions` (a
typed decision of its own, `KotDecision`: legal actions and answer; its waiting line is the
catalogue's `decision-<kind>` message), opened by the
unit's `ask` task, which the state queues for each holder when the unit's activated hook
comes (`KotState.asks`). Every list of powers the engine,
the catalog, the terminal text and the bot used to keep by hand is derived from here, and
`content.parse` checks the units against the data.

Windows the state asks for offers (state.py, in the order of the legal list):

- `extra_roll`: rolling with no roll left (`extra_roll` actions, `source` = the power);
- `dice_tool`: rolling, or resolving before the first group (`set_die`, `source`);
- `own`: any decision of the seat's own turn (roll, resolve, buy, sell);
- `buy`: the buy step, after the market slots;
- `damage`: about to lose hearts (ctx: the amount); `apply` returns the hearts still lost.

Moments the state announces with `KotState.asks(hook, seats, *ctx)`, queueing the `ask`
task of each unit activated at that hook for each seat holding it:

- `start_turn` (the active seat; ctx: whether it may decline), `after_roll_other` (the
  others, clockwise, after the last roll), `yield` (a monster in Tokyo free to move,
  before a smash's damage; ctx: the amount), `card_revealed` (every seat, clockwise; ctx:
  the cards revealed), `end_turn` (the active seat).

Handlers take the state first (`s`), like the rest of the engine.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar

from ...core.actions import Action
from ...core.powers import Offer, PowerRegistry, Unit, by_kind
from .content import FACES, HOOKS
from .decision import TASKS, KotDecision

if TYPE_CHECKING:
    from .content import Power
    from .state import KotState

ONE, TWO, THREE, ENERGY, HEART, SMASH = range(6)
FACE_INDEX = {face: i for i, face in enumerate(FACES)}

REGISTRY = PowerRegistry(hooks=HOOKS)
register = REGISTRY.register


class KotUnit(Unit):
    """King of Tokyo's extras: a dice tool's faces, a buying rule, the by-card action kinds a
    power brings (kind -> catalog slot, for stable action ids)."""

    faces: ClassVar[tuple[str, ...]] = FACES  # dice tools: the faces a die may be set to
    card_actions: ClassVar[tuple[tuple[str, int], ...]] = ()
    bonus: ClassVar[tuple[tuple[str, int], ...]] = ()  # (activated hook, amount added per copy)
    # the task (registered in TASKS) that asks a holder this power's decision when its
    # activated hook comes: queued as (task, seat, *context) by KotState.asks
    ask: ClassVar[Any] = None
    sees_top_at: ClassVar[str | None] = None  # a decision kind at which the holder sees the
    #                                          deck's top card

    @staticmethod
    def may_buy(s: KotState, seat: int) -> bool:
        """Whether `seat` may buy this card now (a card's own restriction)."""
        return True


def _real(s: KotState, seat: int, pid: str) -> list[int]:
    """Instances of the card `pid` the seat really owns (not a Fluxling copy)."""
    cards = s.content.cards
    return [i for i in s.keep[seat] if cards[i].id == pid]


def _token(s: KotState, seat: int, token: str) -> None:
    if s.alive[seat]:
        counts = getattr(s, token)
        counts[seat] += 1
        s._emit("token", seat=seat, token=token, delta=1, total=counts[seat])


# ============================================================== damage and healing


@register
class Wings(KotUnit):
    id = "wings"
    text = "damage window: pay 2 energy, lose no hearts for the rest of the turn"
    activated = ("damage_window",)

    def fly(s: KotState, seat: int, amount: int) -> bool:
        return s.energy[seat] >= 2

    def use(s: KotState, seat: int, action: Action, amount: int) -> int:
        s.spend(seat, 2, "wings")
        s.wings_on[seat] = True
        s._emit("damage_prevented", seat=seat, amount=amount, why="wings")
        return 0

    offers = (Offer("damage", "wings", when=fly, apply=use, words=("wings",), slot=3),)


@register
class SuperJump(KotUnit):
    id = "super_jump"
    text = "damage window: pay 1 energy, lose one heart less (once per player turn)"
    activated = ("damage_window",)

    def jump(s: KotState, seat: int, amount: int) -> bool:
        return s.energy[seat] >= 1 and not s.sj_used[seat]

    def use(s: KotState, seat: int, action: Action, amount: int) -> int:
        s.spend(seat, 1, "super jump")
        s.sj_used[seat] = True
        s._emit("damage_prevented", seat=seat, amount=1, why="super_jump")
        return amount - 1

    offers = (Offer("damage", "super_jump", when=jump, apply=use, words=("jump", "super jump"),
                    slot=4),)


def _heal(s: KotState, seat: int) -> None:
    s.spend(seat, 2, "rapid healing")
    s.gain_hp(seat, 1, "rapid healing")


@register
class RapidHealing(KotUnit):
    id = "rapid_healing"
    text = "pay 2 energy: heal 1 (on your own decisions when hurt; in the damage window when "\
           "the loss would be fatal)"
    activated = ("damage_window",)

    def hurt(s: KotState, seat: int) -> bool:
        return s.energy[seat] >= 2 and s.hp[seat] < s.max_hp(seat)

    def fatal(s: KotState, seat: int, amount: int) -> bool:
        return (s.energy[seat] >= 2 and amount >= s.hp[seat]
                and s.hp[seat] < s.max_hp(seat))

    def heal_now(s: KotState, seat: int, action: Action) -> None:
        _heal(s, seat)
        s.ask_again()

    def heal_in_window(s: KotState, seat: int, action: Action, amount: int) -> int:
        before = s.hp[seat]
        _heal(s, seat)
        answered = s.pending_was  # the damage window being answered
        if answered is not None and answered[-1] == "lose_all":  # "lose all your hearts"
            amount += s.hp[seat] - before
        return amount

    offers = (Offer("damage", "rapid_heal", when=fatal, apply=heal_in_window,
                    words=("heal",), slot=5),
              Offer("own", "rapid_heal", when=hurt, apply=heal_now, words=("heal",), slot=5))


@register
class Hibernation(KotUnit):
    id = "hibernation"
    text = "no damage, no Tokyo, no buying; `wake` discards it on any own decision"
    activated = ("buy_step",)

    def can_wake(s: KotState, seat: int) -> bool:
        return bool(_real(s, seat, "hibernation"))

    def wake(s: KotState, seat: int, action: Action) -> None:
        s.discard_card(seat, _real(s, seat, "hibernation")[0], "woke up")
        s.ask_again()

    offers = (Offer("own", "wake", when=can_wake, apply=wake, words=("wake",), slot=8),)

    @staticmethod
    def may_buy(s: KotState, seat: int) -> bool:
        return not s.in_tokyo(seat)


@register
class ArmorPlating(KotUnit):
    id = "armor_plating"
    text = "ignore a loss of exactly 1 heart"

    def on_before_damage(s: KotState, seat: int, p: Power, amount: int) -> int:
        if amount == 1:
            s._emit("damage_prevented", seat=seat, amount=1, why=p.id)
            return 0
        return amount


@register
class Camouflage(KotUnit):
    id = "camouflage"
    text = "roll a die per heart about to be lost; each HEART saves one"

    def on_before_damage(s: KotState, seat: int, p: Power, amount: int) -> int:
        faces = [s.die() for _ in range(amount)]
        saved = sum(f == HEART for f in faces)
        s._emit("camouflage", seat=seat, faces=[FACES[f] for f in faces], saved=saved)
        return amount - saved


@register
class ReflectiveHide(KotUnit):
    id = "reflective_hide"
    text = "a monster that makes you lose hearts loses 1"

    def on_lose_hp(s: KotState, seat: int, p: Power, amount: int, source: int | None) -> None:
        if source is not None and source != seat:
            s.damage(source, 1, seat)


@register
class WereOnlyMakingItStronger(KotUnit):
    id = "were_only_making_it_stronger"
    text = "losing 2 or more hearts gives 1 energy"

    def on_lose_hp(s: KotState, seat: int, p: Power, amount: int, source: int | None) -> None:
        if amount >= 2:
            s.gain_energy(seat, 1, p.id)


@register
class Regeneration(KotUnit):
    id = "regeneration"
    text = "each heal gains one more heart"
    activated = ("gain_hp",)
    bonus = (("gain_hp", 1),)


@register
class FriendOfChildren(KotUnit):
    id = "friend_of_children"
    text = "each energy gain gains one more"
    activated = ("gain_energy",)
    bonus = (("gain_energy", 1),)


# ============================================================== rolling and dice tools


@register
class EnergyDrink(KotUnit):
    id = "energy_drink"
    text = "no roll left: pay 1 energy for an extra roll"
    activated = ("roll",)

    def offer(s: KotState, seat: int) -> Iterable[Action]:
        return (s.cat.extra_roll["energy_drink"],) if s.energy[seat] >= 1 else ()

    def use(s: KotState, seat: int, action: Action) -> None:
        s.spend(seat, 1, "energy drink")

    offers = (Offer("extra_roll", "extra_roll", actions=offer, apply=use, source="energy_drink",
                    words=("drink",)),)


@register
class SmokeCloud(KotUnit):
    id = "smoke_cloud"
    text = "comes with 3 Smoke; no roll left: spend one for an extra roll"
    activated = ("roll",)

    def on_keep_setup(s: KotState, seat: int, p: Power, inst: int) -> None:
        if inst >= 0:
            s.smoke[inst] = 3
        else:  # a Fluxling copy brings its own tokens
            s.copy_smoke[seat] = 3
        s._emit("token", seat=seat, token="smoke", delta=3, total=3)

    def left(s: KotState, seat: int) -> int:
        own = sum(s.smoke.get(i, 0) for i in s.keep[seat])
        return own + (s.copy_smoke[seat] if s.copy[seat] >= 0 else 0)

    def offer(s: KotState, seat: int) -> Iterable[Action]:
        return (s.cat.extra_roll["smoke_cloud"],) if SmokeCloud.left(s, seat) else ()

    def use(s: KotState, seat: int, action: Action) -> None:
        # a copy's Smoke first: the card's last one discards the card, ending the copy too
        if s.copy[seat] >= 0 and s.copy_smoke[seat] > 0:  # (only a copied Smoke Cloud has)
            s.copy_smoke[seat] -= 1
            s._emit("token", seat=seat, token="smoke", delta=-1, total=s.copy_smoke[seat])
            return
        for inst in s.keep[seat]:
            if s.smoke.get(inst, 0) > 0:
                s.smoke[inst] -= 1
                s._emit("token", seat=seat, token="smoke", delta=-1, total=s.smoke[inst])
                if s.smoke[inst] == 0:
                    s.discard_card(seat, inst, "no smoke left")
                return

    offers = (Offer("extra_roll", "extra_roll", actions=offer, apply=use, source="smoke_cloud",
                    words=("smoke",)),)


def _set_any(s: KotState, tool: str) -> list[Action]:
    set_die = s.cat.set_die
    dice = s.dice
    return [set_die[(i, face, tool)] for i in range(len(dice)) for face in FACES
            if dice[i] != FACE_INDEX[face]]


@register
class HerdCuller(KotUnit):
    id = "herd_culler"
    text = "once per turn (per copy): change one die to a 1"
    activated = ("before_resolve",)
    faces = ("1",)

    def offer(s: KotState, seat: int) -> Iterable[Action]:
        if s.herd_used >= s.has(seat, "herd_culler"):
            return ()
        set_die = s.cat.set_die
        return [set_die[(i, "1", "herd_culler")] for i in range(len(s.dice)) if s.dice[i] != ONE]

    def use(s: KotState, seat: int, action: Action) -> None:
        s.herd_used += 1

    offers = (Offer("dice_tool", "set_die", actions=offer, apply=use, source="herd_culler",
                    words=("cull",)),)


@register
class PlotTwist(KotUnit):
    id = "plot_twist"
    text = "change one die to any face, then discard it (a copy: once per turn)"
    activated = ("before_resolve",)

    def offer(s: KotState, seat: int) -> Iterable[Action]:
        return _set_any(s, "plot_twist") if s.twists_used < s.has(seat, "plot_twist") else ()

    def use(s: KotState, seat: int, action: Action) -> None:
        # a copy's once-a-turn change first: discarding the card ends the copy too
        real = _real(s, seat, "plot_twist")
        if real and s.twists_used >= s.has(seat, "plot_twist") - len(real):
            s.discard_card(seat, real[0], "used")
        else:
            s.twists_used += 1

    offers = (Offer("dice_tool", "set_die", actions=offer, apply=use, source="plot_twist",
                    words=("twist",)),)


@register
class Stretchy(KotUnit):
    id = "stretchy"
    text = "pay 2 energy: change one die to any face"
    activated = ("before_resolve",)

    def offer(s: KotState, seat: int) -> Iterable[Action]:
        return _set_any(s, "stretchy") if s.energy[seat] >= 2 else ()

    def use(s: KotState, seat: int, action: Action) -> None:
        s.spend(seat, 2, "stretchy")

    offers = (Offer("dice_tool", "set_die", actions=offer, apply=use, source="stretchy",
                    words=("stretch", "stretchy")),)


@register
class PsychicProbe(KotUnit):
    id = "psychic_probe"
    text = "after another monster's last roll, reroll one of its dice (a HEART discards it)"
    activated = ("after_roll_other",)

    class Probe(KotDecision, kind="probe"):
        """copy: this is a Fluxling copy's use (with the card too, the copy's comes first:
        a HEART discards the card, which would end the copy)."""

        __slots__ = ()
        copy: bool

        def legal(self, s: KotState) -> list[Action]:
            return [s.cat.simple["pass"], *s.cat.probe[: len(s.dice)]]

        def answer(self, s: KotState, action: Action) -> None:
            seat = self.seat
            real = _real(s, seat, "psychic_probe")
            if self.copy and real:  # the card's own use comes next
                s.agenda.append(TASKS.entry(PsychicProbe.ask_card, seat))
            if action.kind == "pass":
                return
            die = action.get("die")
            s.dice[die] = s.die()
            s._emit("probe", seat=seat, target=s.active, die=die, face=FACES[s.dice[die]])
            if s.dice[die] == HEART and real and not self.copy:
                s.discard_card(seat, real[0], "probe rolled a heart")

    @TASKS("probe")
    def ask(s: KotState, seat: int) -> None:
        held = s.has(seat, "psychic_probe")
        if s.alive[seat] and held and s.dice:
            s.pending = PsychicProbe.Probe(seat, held > len(_real(s, seat, "psychic_probe")))

    @TASKS("probe_card")
    def ask_card(s: KotState, seat: int) -> None:
        if s.alive[seat] and _real(s, seat, "psychic_probe") and s.dice and not s.over:
            s.pending = PsychicProbe.Probe(seat, False)

    decisions = (Probe,)


# ============================================================== smashing


@register
class FireBreathing(KotUnit):
    id = "fire_breathing"
    text = "your neighbours lose 1 heart when you smash"

    def on_smashed(s: KotState, seat: int, p: Power) -> None:
        others = s.clockwise_from(seat)
        if not others:
            return
        neighbours = [others[-1]] if len(others) == 1 else [others[-1], others[0]]
        for target in neighbours:
            s.damage(target, 1, seat)


@register
class ShrinkRay(KotUnit):
    id = "shrink_ray"
    text = "each monster your smash hurts gets a Shrink Ray token"

    def on_smash_target(s: KotState, seat: int, p: Power, target: int) -> None:
        _token(s, target, "shrink")


@register
class PoisonSpit(KotUnit):
    id = "poison_spit"
    text = "each monster your smash hurts gets a Poison token"

    def on_smash_target(s: KotState, seat: int, p: Power, target: int) -> None:
        _token(s, target, "poison")


@register
class Underdog(KotUnit):
    id = "underdog"
    text = "a monster with more VP that your smash hurts gives you 1 VP"

    def on_smash_target(s: KotState, seat: int, p: Power, target: int) -> None:
        # a monster at 0 hearts is out at once: nothing passes to or from it
        if s.vp[target] > s.vp[seat] and s.hp[target] > 0 and s.hp[seat] > 0:
            s.lose_vp(target, 1, p.id)
            s.gain_vp(seat, 1, p.id)


@register
class FreezeTime(KotUnit):
    id = "freeze_time"
    text = "a triple of 1s: an extra turn with one die fewer"

    def on_numbers(s: KotState, seat: int, p: Power) -> None:
        s.queue_extra_turn(seat, 1)


# ============================================================== Tokyo


@register
class Jets(KotUnit):
    id = "jets"
    text = "asked to yield before the damage; yielding cancels it"
    activated = ("yield",)

    class Leave(KotDecision, kind="jets"):
        __slots__ = ()
        amount: int

        def legal(self, s: KotState) -> list[Action]:
            return [s.cat.simple["yield"], s.cat.simple["stay"]]

        def answer(self, s: KotState, action: Action) -> None:
            seat, amount = self.seat, self.amount
            s.jets_done.append(seat)
            if action.kind == "yield":
                s._emit("damage_prevented", seat=seat, amount=amount, why="jets")
                s.yield_tokyo(seat)
            else:
                s._emit("stay", seat=seat)
                s.damage(seat, amount, s.active, "smash")

    @TASKS("jets")
    def ask(s: KotState, seat: int, amount: int) -> None:
        # only a monster that loses hearts to SMASH may yield: not asked when the loss is
        # surely nothing (Wings, Hibernation, Armor Plating against a single heart);
        # Camouflage's dice are not known yet, so a Camouflage holder is still asked
        if s.alive[seat] and s.in_tokyo(seat) and not (
                s.wings_on[seat] or s.flag(seat, "no_damage")
                or (amount == 1 and s.has(seat, "armor_plating"))):
            s.pending = Jets.Leave(seat, amount)
        else:
            s.damage(seat, amount, s.active, "smash")

    decisions = (Leave,)


@register
class Burrowing(KotUnit):
    id = "burrowing"
    text = "the monster entering the area you yielded this turn loses 1 heart"

    def on_yield(s: KotState, seat: int, p: Power, area: str | None = None) -> None:
        if area:
            s.burrow[area] = (*s.burrow.get(area, ()), (seat, 1))


@register
class UnstableDna(KotUnit):
    id = "unstable_dna"
    text = "after yielding: swap this card for one of the attacker's"
    card_actions = (("swap_card", 1),)

    def on_yield(s: KotState, seat: int, p: Power, area: str | None = None) -> None:
        if seat == s.active:
            return
        # the swap comes once the attacker's smash has had its own effects (Alpha Monster,
        # Fire Breathing...): a yield through Jets comes before the damage, mid-smash
        entry = TASKS.entry(s.task_smash_after, s.active)
        task = TASKS.entry(UnstableDna.offer, seat)
        if entry in s.agenda:
            s.agenda.insert(s.agenda.index(entry), task)  # a stack: runs right after it
        else:
            s.agenda.append(task)  # next

    @TASKS("dna_swap")
    def offer(s: KotState, seat: int) -> None:
        real = any(s.content.cards[i].id == "unstable_dna" for i in s.keep[seat])
        # an attacker at 0 hearts is out already (its cards go to the discard pile)
        if (real and s.alive[seat] and s.alive[s.active] and s.hp[s.active] > 0
                and s.keep[s.active]):
            s.pending = UnstableDna.Swap(seat)

    class Swap(KotDecision, kind="swap"):
        __slots__ = ()

        def legal(self, s: KotState) -> list[Action]:
            return [s.cat.simple["pass"],
                    *[s.cat.by_card[("swap_card", inst)] for inst in s.keep[s.active]]]

        def answer(self, s: KotState, action: Action) -> None:
            if action.kind == "pass":
                return
            seat, taken = self.seat, action.get("card")
            given = _real(s, seat, "unstable_dna")[0]
            s.keep[s.active].remove(taken)
            s.keep[seat].remove(given)
            s.keep[seat].append(taken)
            s.keep[s.active].append(given)
            s._touch()
            s.fit_hp()
            s._emit("card_moved", card=taken, **{"from": s.active, "to": seat})
            s._emit("card_moved", card=given, **{"from": seat, "to": s.active})

    decisions = (Swap,)


@register
class DeathFromAbove(KotUnit):
    id = "death_from_above"
    text = "the others in Tokyo leave; you take the City"

    def on_buy(s: KotState, seat: int, p: Power) -> None:
        if s.city == seat:
            return
        for other in (s.city, s.bay):
            if other >= 0 and other != seat:
                s._leave(other, "forced")
        if s.bay == seat:
            s.bay = -1
            s.city = seat
            s._emit("move", seat=seat, **{"from": "bay", "to": "city"})
        else:
            s.enter(seat, "city")


# ============================================================== buying


@register
class MadeInALab(KotUnit):
    id = "made_in_a_lab"
    text = "see and buy the top card of the deck in your buy step"
    activated = ("buy_step",)
    sees_top_at = "buy"

    def can(s: KotState, seat: int) -> bool:
        return bool(s.deck) and s.can_buy(seat, s.deck[-1])

    def use(s: KotState, seat: int, action: Action) -> None:
        s.buy(seat, s.deck[-1], "deck")

    offers = (Offer("buy", "buy_top", when=can, apply=use, words=("buy top",), slot=6),)


@register
class ParasiticTentacles(KotUnit):
    id = "parasitic_tentacles"
    text = "buy other monsters' KEEP cards; the price goes to the owner"
    activated = ("buy_step",)
    card_actions = (("buy_owned", 2),)

    def offer(s: KotState, seat: int) -> Iterable[Action]:
        by_card = s.cat.by_card
        return [by_card[("buy_owned", inst)] for other in s.clockwise_from(seat)
                for inst in s.keep[other] if s.can_buy(seat, inst)]

    def use(s: KotState, seat: int, action: Action) -> None:
        inst = action.get("card")
        owner = next(o for o in range(s.players) if inst in s.keep[o])
        s.buy(seat, inst, "owned", owner)

    offers = (Offer("buy", "buy_owned", actions=offer, apply=use),)


@register
class Opportunist(KotUnit):
    id = "opportunist"
    text = "may buy newly revealed cards on other monsters' turns"
    activated = ("card_revealed",)

    class BuyRevealed(KotDecision, kind="opportunist"):
        __slots__ = ()
        cards: tuple[int, ...]  # the cards just revealed

        def legal(self, s: KotState) -> list[Action]:
            return [s.cat.simple["pass"],
                    *[s.cat.buy[i] for i in range(3)
                      if s.market[i] in self.cards and s.can_buy(self.seat, s.market[i])]]

        def answer(self, s: KotState, action: Action) -> None:
            if action.kind == "buy":
                s.buy(self.seat, s.market[action.get("slot")], "market")

    @TASKS("opportunist")
    def ask(s: KotState, seat: int, revealed: tuple[int, ...]) -> None:
        if s.alive[seat] and s.has(seat, "opportunist") and any(
                s.market[i] in revealed and s.can_buy(seat, s.market[i]) for i in range(3)):
            s.pending = Opportunist.BuyRevealed(seat, revealed)

    decisions = (BuyRevealed,)


@register
class Metamorph(KotUnit):
    id = "metamorph"
    text = "end of turn: discard KEEP cards for their printed cost in energy"
    activated = ("end_turn",)
    card_actions = (("sell", 3),)

    class Sell(KotDecision, kind="sell"):
        __slots__ = ()

        def legal(self, s: KotState) -> list[Action]:
            return [s.cat.simple["end_turn"],
                    *[s.cat.by_card[("sell", inst)] for inst in s.keep[self.seat]]]

        def answer(self, s: KotState, action: Action) -> None:
            if action.kind == "end_turn":
                return
            seat, inst = self.seat, action.get("card")
            s.discard_card(seat, inst, "metamorph")
            s.gain_energy(seat, s.content.cards[inst].cost, "metamorph")
            Metamorph.ask(s, seat)

    @TASKS("sell_window")
    def ask(s: KotState, seat: int) -> None:
        if s.keep[seat] and s.has(seat, "metamorph"):
            s.pending = Metamorph.Sell(seat)

    decisions = (Sell,)


@register
class VastStorm(KotUnit):
    id = "vast_storm"
    text = "the others lose half their energy"

    def on_buy(s: KotState, seat: int, p: Power) -> None:
        for other in s.clockwise_from(seat):
            lost = s.energy[other] // 2
            if lost:
                s.spend(other, lost, p.id)


# ============================================================== zero hearts


@register
class ItHasAChild(KotUnit):
    id = "it_has_a_child"
    text = "at 0 hearts: start over with 10 hearts"

    def on_zero_hp(s: KotState, seat: int, p: Power) -> str:
        s.revive(seat, 10, p.id)
        return "revived"


@register
class Zombify(KotUnit):
    id = "zombify"
    text = "at 0 hearts, once: come back with 12 hearts as a zombie"

    def on_zero_hp(s: KotState, seat: int, p: Power) -> str | None:
        if s.zombie[seat]:
            return None
        s.zombie[seat] = True
        s.revive(seat, 12, p.id)
        return "revived"


@register
class FinalRoar(KotUnit):
    id = "final_roar"
    text = "eliminated with 16 VP or more: you win"

    def on_zero_hp(s: KotState, seat: int, p: Power) -> str | None:
        return "roar" if s.vp[seat] >= 16 else None


# ============================================================== copying


@register
class Fluxling(KotUnit):
    id = "fluxling"
    text = "copy a KEEP card in play (on gaining it, then at the start of each turn)"
    activated = ("start_turn",)
    card_actions = (("copy_card", 0),)

    def on_gain(s: KotState, seat: int, p: Power) -> None:
        s.agenda.append(TASKS.entry(Fluxling.ask, seat, False))

    class Copy(KotDecision, kind="copy"):
        __slots__ = ()
        optional: bool  # at the start of a turn it may keep its copy; on gaining it must copy

        def legal(self, s: KotState) -> list[Action]:
            out = [s.cat.by_card[("copy_card", inst)] for inst in s._copy_candidates(self.seat)]
            if self.optional:
                out.append(s.cat.simple["pass"])
            return out

        def answer(self, s: KotState, action: Action) -> None:
            if action.kind == "copy_card":
                s.set_copy(self.seat, action.get("card"))

    @TASKS("copy_window")
    def ask(s: KotState, seat: int, optional: bool) -> None:
        if s.alive[seat] and s.has(seat, "fluxling") and s._copy_candidates(seat):
            s.pending = Fluxling.Copy(seat, optional)

    decisions = (Copy,)


# ============================================================== derived


TRIGGERED = REGISTRY.triggered()
ACTIVATED = REGISTRY.activated()
WINDOWS: dict[str, tuple[tuple[str, Offer], ...]] = {
    w: REGISTRY.offers(w) for w in ("extra_roll", "dice_tool", "own", "buy", "damage")}
BY_ACTION = {w: by_kind(pairs) for w, pairs in WINDOWS.items()}
OWN_KINDS = frozenset(offer.kind for _, offer in WINDOWS["own"])
DECISIONS = REGISTRY.decisions()
# activated hook -> (power, the task asking its holder), in registration order
ASKS: dict[str, tuple[tuple[str, str], ...]] = {}
for _pid, _cls in REGISTRY.units.items():
    if getattr(_cls, "ask", None) is not None:
        for _hook in _cls.activated:
            ASKS[_hook] = (*ASKS.get(_hook, ()), (_pid, _cls.ask.task_name))
SEES_TOP = {pid: cls.sees_top_at for pid, cls in REGISTRY.units.items()
            if getattr(cls, "sees_top_at", None)}
BUY_RULES = {pid: cls.may_buy for pid, cls in REGISTRY.units.items()
             if issubclass(cls, KotUnit) and cls.may_buy is not KotUnit.may_buy}
TOOL_FACES = {offer.source: REGISTRY.units[pid].faces for pid, offer in WINDOWS["dice_tool"]}
EXTRA_ROLLS = tuple(offer.source for _, offer in WINDOWS["extra_roll"])
# argument-less actions the powers bring: kind -> catalog slot (None: after the numbered ones)
SIMPLE_KINDS: dict[str, int | None] = {}
for _, _offer in REGISTRY.offers():
    if _offer.when is not None:
        SIMPLE_KINDS.setdefault(_offer.kind, _offer.slot)
BONUSES: dict[str, tuple[tuple[str, int], ...]] = {}
for _pid, _cls in REGISTRY.units.items():
    for _hook, _n in getattr(_cls, "bonus", ()):
        BONUSES[_hook] = (*BONUSES.get(_hook, ()), (_pid, _n))
CARD_KINDS: dict[str, int] = {kind: slot for cls in REGISTRY.units.values()
                              for kind, slot in getattr(cls, "card_actions", ())}


def bonus(ids: dict[str, int], hook: str) -> int:
    """What the seat's powers add to a gain at `hook` (Friend of Children, Regeneration)."""
    return sum(ids.get(pid, 0) * n for pid, n in BONUSES.get(hook, ()))


def owned_offers(ids: dict[str, int]) -> dict[str, tuple[Offer, ...]]:
    """window -> the offers of the powers in `ids` (a seat's power ids), in registration
    order; cached per seat by the state (KotState.info)."""
    out: dict[str, tuple[Offer, ...]] = {}
    if ids:
        for window, pairs in WINDOWS.items():
            mine = tuple(offer for pid, offer in pairs if pid in ids)
            if mine:
                out[window] = mine
    return out


def offered(s: KotState, seat: int, window: str, *ctx: Any) -> list[Action]:
    """The actions the seat's powers offer at a window, in registration order."""
    out: list[Action] = []
    for offer in s.offers(seat).get(window, ()):
        if offer.actions is not None:
            out.extend(offer.actions(s, seat, *ctx))
        elif offer.when(s, seat, *ctx):
            out.append(s.cat.simple[offer.kind])
    return out
