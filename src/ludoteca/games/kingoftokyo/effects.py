"""Runs card and tile effects: data rows through the primitives, and the named specials.

A data row `{on = HOOK, do = PRIMITIVE, n = N, if = {...}}` runs at HOOK when its conditions
hold. A row `{on = HOOK, special = NAME}` calls the `on_HOOK` handler of the unit registered
for NAME in powers.py. Pairs in ACTIVATED (a unit's `activated` hooks) are not triggered here:
the unit's offers and decisions are actions of the state (Wings, Stretchy, Opportunist...),
and the data row records when the engine offers them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .content import Effect, Power
from .powers import ACTIVATED as ACTIVATED_PAIRS
from .powers import TRIGGERED

if TYPE_CHECKING:
    from .state import KotState

ONE, TWO, THREE, ENERGY, HEART, SMASH = range(6)

# derived from the registry of odd powers (powers.py): never listed by hand
SPECIALS: dict[tuple[str, str], Callable[..., Any]] = TRIGGERED  # (special, hook) -> handler
ACTIVATED = ACTIVATED_PAIRS  # (special, hook) pairs the state offers as actions


# ---------------------------------------------------------------------- conditions


def holds(s: KotState, seat: int, eff: Effect) -> bool:
    if not eff.when:
        return True
    c = s.counts()
    for key, value in eff.when:
        if key == "min_ones":
            ok = c[ONE] >= value
        elif key == "min_twos":
            ok = c[TWO] >= value
        elif key == "min_threes":
            ok = c[THREE] >= value
        elif key == "min_smash":
            ok = c[SMASH] >= value
        elif key == "all_faces":
            ok = all(c) == value
        elif key == "has_123":
            ok = (c[ONE] > 0 and c[TWO] > 0 and c[THREE] > 0) == value
        elif key == "in_tokyo":
            ok = s.in_tokyo(seat) == value
        elif key == "energy_eq":
            ok = s.energy[seat] == value
        elif key == "hp_lt":
            ok = s.hp[seat] < value
        else:  # dealt_no_damage
            ok = (not s.dealt) == value
        if not ok:
            return False
    return True


# ---------------------------------------------------------------------- primitives


def _others(s: KotState, seat: int) -> list[int]:
    return s.clockwise_from(seat)


def _everyone(s: KotState, seat: int) -> list[int]:
    return [seat, *s.clockwise_from(seat)] if s.alive[seat] else s.clockwise_from(seat)


def _p_gain_vp(s: KotState, seat: int, n: int, p: Power) -> None:
    s.gain_vp(seat, n, p.id)


def _p_gain_energy(s: KotState, seat: int, n: int, p: Power) -> None:
    s.gain_energy(seat, n, p.id)


def _p_gain_hp(s: KotState, seat: int, n: int, p: Power) -> None:
    s.gain_hp(seat, n, p.id)


def _p_lose_hp(s: KotState, seat: int, n: int, p: Power) -> None:
    s.damage(seat, n, None)


def _p_others_lose_vp(s: KotState, seat: int, n: int, p: Power) -> None:
    for other in _others(s, seat):
        s.lose_vp(other, n, p.id)


def _p_others_lose_hp(s: KotState, seat: int, n: int, p: Power) -> None:
    for other in reversed(_others(s, seat)):  # the agenda is a stack: clockwise order
        s.damage(other, n, seat)


def _p_all_lose_vp(s: KotState, seat: int, n: int, p: Power) -> None:
    for other in _everyone(s, seat):
        s.lose_vp(other, n, p.id)


def _p_all_lose_hp(s: KotState, seat: int, n: int, p: Power) -> None:
    for other in reversed(_everyone(s, seat)):
        s.damage(other, n, None if other == seat else seat)


def _p_extra_turn(s: KotState, seat: int, n: int, p: Power) -> None:
    s.queue_extra_turn(seat)


def _p_vp_per_energy(s: KotState, seat: int, n: int, p: Power) -> None:
    s.gain_vp(seat, s.energy[seat] // n, p.id)


def _p_lose_all_hp(s: KotState, seat: int, n: int, p: Power) -> None:
    s.damage(seat, s.hp[seat], None, "lose_all")  # a heart healed meanwhile is lost too


def _p_vp_per_keep(s: KotState, seat: int, n: int, p: Power) -> None:
    s.gain_vp(seat, n * len(s.keep[seat]), p.id)


def _p_add_smash(s: KotState, seat: int, n: int, p: Power) -> None:
    """Counted by smash_bonus, never run as an event."""


PRIMITIVES: dict[str, Callable[[KotState, int, int, Power], None]] = {
    "gain_vp": _p_gain_vp, "gain_energy": _p_gain_energy, "gain_hp": _p_gain_hp,
    "lose_hp": _p_lose_hp, "others_lose_vp": _p_others_lose_vp,
    "others_lose_hp": _p_others_lose_hp, "all_lose_vp": _p_all_lose_vp,
    "all_lose_hp": _p_all_lose_hp, "extra_turn": _p_extra_turn,
    "vp_per_energy": _p_vp_per_energy, "lose_all_hp": _p_lose_all_hp,
    "vp_per_keep": _p_vp_per_keep, "add_smash": _p_add_smash,
}


# ---------------------------------------------------------------------- running hooks


def run_effect(s: KotState, seat: int, p: Power, eff: Effect, ctx: dict[str, Any]) -> None:
    if holds(s, seat, eff):
        _run(s, seat, p, eff, ctx)


def _run(s: KotState, seat: int, p: Power, eff: Effect, ctx: dict[str, Any]) -> None:
    if eff.do is not None:
        PRIMITIVES[eff.do](s, seat, eff.n, p)
        return
    fn = SPECIALS.get((eff.special, eff.hook))
    if fn is not None:
        fn(s, seat, p, **ctx)


def run_hook(s: KotState, seat: int, hook: str, **ctx: Any) -> None:
    """Every effect of the seat's cards, tiles and copy at this hook."""
    info = s.info(seat)
    if hook not in info[3]:  # most hooks of most seats: nothing to run
        return
    # effects triggered at one moment look at the position of that moment: a card and its
    # copy both see Nanobots' "fewer than 3 hearts", Eternal's heart hides it from neither
    due = [(p, eff) for p, eff in _hooks(info[0], hook) if holds(s, seat, eff)]
    for p, eff in due:
        _run(s, seat, p, eff, ctx)


def _hooks(owned: list[Power], hook: str, order: dict[str, int] | None = None
           ) -> list[tuple[Power, Effect]]:
    """(power, effect) at this hook, in the powers' order, or by `order` of the effects'
    specials where that decides (the rest after, in their order)."""
    found = [(p, eff) for p in list(owned) for eff in p.hooks.get(hook, ())]
    if order and len(found) > 1:
        found.sort(key=lambda h: order.get(h[1].special, len(order)))
    return found


def run_card(s: KotState, seat: int, p: Power, hook: str, **ctx: Any) -> None:
    """The effects of one card or tile at a hook (on buying it, on gaining a tile)."""
    for eff in p.hooks.get(hook, ()):
        run_effect(s, seat, p, eff, ctx)


def hook_active(s: KotState, seat: int, hook: str) -> bool:
    if hook not in s.info(seat)[3]:
        return False
    return any(holds(s, seat, eff) for p in s.powers(seat) for eff in p.hooks.get(hook, ()))


def smash_bonus(s: KotState, seat: int) -> int:
    """SMASH added by cards and tiles (their conditions look at the rolled faces)."""
    if "smash_count" not in s.info(seat)[3]:
        return 0
    return sum(eff.n for p in s.powers(seat) for eff in p.hooks.get("smash_count", ())
               if holds(s, seat, eff))


# Armor Plating (a loss of exactly 1) before Camouflage's dice when the loss is 1, else after
ONE_FIRST, ONE_LAST = {"armor_plating": 0, "camouflage": 1}, {"camouflage": 0, "armor_plating": 1}


def reduce_damage(s: KotState, seat: int, amount: int) -> int:
    """The loss after the seat's reducers (Armor Plating, Camouflage), in the owner's best
    order whatever order the cards came in: a loss of exactly 1 is ignored before any die
    is rolled; a larger loss is judged by Armor Plating once Camouflage's dice cut it."""
    if "before_damage" not in s.info(seat)[3]:
        return amount
    for p, eff in _hooks(s.powers(seat), "before_damage",
                         ONE_FIRST if amount == 1 else ONE_LAST):
        if amount > 0:
            amount = SPECIALS[(eff.special, "before_damage")](s, seat, p, amount=amount)
    return amount


# at 0 hearts, the first that acts decides: a revival (the monster is not eliminated) before
# Final Roar (which needs an elimination), It Has a Child! before Zombify whatever order they
# were bought in (docs/kingoftokyo.md, "Two revivals")
ZERO_HP_ORDER = {"it_has_a_child": 0, "zombify": 1, "final_roar": 2}


def on_zero_hp(s: KotState, seat: int) -> str:
    """"revived", "roar" (Final Roar wins) or "dead"."""
    for p, eff in _hooks(s.powers(seat), "zero_hp", ZERO_HP_ORDER):
        outcome = SPECIALS[(eff.special, "zero_hp")](s, seat, p)
        if outcome:
            return outcome
    return "dead"
