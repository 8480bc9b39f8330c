"""Runs card and tile effects: data rows through the primitives, and the named specials.

A data row `{on = HOOK, do = PRIMITIVE, n = N, if = {...}}` runs at HOOK when its conditions
hold. A row `{on = HOOK, special = NAME}` calls the function registered here for (NAME, HOOK).
Specials listed in ACTIVATED are not triggered here: they are actions of the state (Wings,
Stretchy, Opportunist...), and the data row records when the engine offers them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .content import Effect, Power

if TYPE_CHECKING:
    from .state import KotState

ONE, TWO, THREE, ENERGY, HEART, SMASH = range(6)

# (special, hook) pairs that the state offers as actions or checks inline
ACTIVATED = frozenset({
    ("herd_culler", "before_resolve"), ("plot_twist", "before_resolve"),
    ("stretchy", "before_resolve"), ("energy_drink", "roll"), ("smoke_cloud", "roll"),
    ("rapid_healing", "damage_window"), ("wings", "damage_window"),
    ("super_jump", "damage_window"), ("hibernation", "buy_step"), ("made_in_a_lab", "buy_step"),
    ("parasitic_tentacles", "buy_step"), ("metamorph", "end_turn"), ("jets", "yield"),
    ("opportunist", "card_revealed"), ("psychic_probe", "after_roll_other"),
    ("friend_of_children", "gain_energy"), ("regeneration", "gain_hp"),
    ("fluxling", "start_turn"),
})

SPECIALS: dict[tuple[str, str], Callable[..., Any]] = {}


def special(name: str, hook: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        SPECIALS[(name, hook)] = fn
        return fn
    return register


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
    s.damage(seat, s.hp[seat], None)


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
    if not holds(s, seat, eff):
        return
    if eff.do is not None:
        PRIMITIVES[eff.do](s, seat, eff.n, p)
        return
    fn = SPECIALS.get((eff.special, eff.hook))
    if fn is not None:
        fn(s, seat, p, **ctx)


def run_hook(s: KotState, seat: int, hook: str, **ctx: Any) -> None:
    """Every effect of the seat's cards, tiles and copy at this hook."""
    info = s._pc[seat] or s._info(seat)
    if hook not in info[3]:  # most hooks of most seats: nothing to run
        return
    for p in list(info[0]):
        for eff in p.hooks.get(hook, ()):
            run_effect(s, seat, p, eff, ctx)


def run_card(s: KotState, seat: int, p: Power, hook: str, **ctx: Any) -> None:
    """The effects of one card or tile at a hook (on buying it, on gaining a tile)."""
    for eff in p.hooks.get(hook, ()):
        run_effect(s, seat, p, eff, ctx)


def hook_active(s: KotState, seat: int, hook: str) -> bool:
    if hook not in (s._pc[seat] or s._info(seat))[3]:
        return False
    return any(holds(s, seat, eff) for p in s.powers(seat) for eff in p.hooks.get(hook, ()))


def smash_bonus(s: KotState, seat: int) -> int:
    """SMASH added by cards and tiles (their conditions look at the rolled faces)."""
    if "smash_count" not in (s._pc[seat] or s._info(seat))[3]:
        return 0
    return sum(eff.n for p in s.powers(seat) for eff in p.hooks.get("smash_count", ())
               if holds(s, seat, eff))


def reduce_damage(s: KotState, seat: int, amount: int) -> int:
    if "before_damage" not in (s._pc[seat] or s._info(seat))[3]:
        return amount
    for p in list(s.powers(seat)):
        for eff in p.hooks.get("before_damage", ()):
            if amount > 0:
                amount = SPECIALS[(eff.special, "before_damage")](s, seat, p, amount=amount)
    return amount


def on_zero_hp(s: KotState, seat: int) -> str:
    """"revived", "roar" (Final Roar wins) or "dead"."""
    for p in list(s.powers(seat)):
        for eff in p.hooks.get("zero_hp", ()):
            outcome = SPECIALS[(eff.special, "zero_hp")](s, seat, p)
            if outcome:
                return outcome
    return "dead"


# ---------------------------------------------------------------------- named specials


@special("armor_plating", "before_damage")
def armor_plating(s: KotState, seat: int, p: Power, amount: int) -> int:
    if amount == 1:
        s._emit("damage_prevented", seat=seat, amount=1, why=p.id)
        return 0
    return amount


@special("camouflage", "before_damage")
def camouflage(s: KotState, seat: int, p: Power, amount: int) -> int:
    faces = [s.die() for _ in range(amount)]
    saved = sum(f == HEART for f in faces)
    from .content import FACES

    s._emit("camouflage", seat=seat, faces=[FACES[f] for f in faces], saved=saved)
    return amount - saved


@special("burrowing", "yield")
def burrowing(s: KotState, seat: int, p: Power, area: str | None = None) -> None:
    if area:
        s.burrow[area] = (*s.burrow.get(area, ()), (seat, 1))


@special("unstable_dna", "yield")
def unstable_dna(s: KotState, seat: int, p: Power, area: str | None = None) -> None:
    real = any(s.content.cards[i].id == "unstable_dna" for i in s.keep[seat])
    if real and seat != s.active and s.keep[s.active] and s.pending is None:
        s.pending = ("swap", seat)


@special("fire_breathing", "smashed")
def fire_breathing(s: KotState, seat: int, p: Power) -> None:
    others = s.clockwise_from(seat)
    if not others:
        return
    neighbours = [others[-1]] if len(others) == 1 else [others[-1], others[0]]
    for target in neighbours:
        s.damage(target, 1, seat)


@special("freeze_time", "numbers")
def freeze_time(s: KotState, seat: int, p: Power) -> None:
    s.queue_extra_turn(seat, 1)


@special("shrink_ray", "smash_target")
def shrink_ray(s: KotState, seat: int, p: Power, target: int) -> None:
    _token(s, target, "shrink")


@special("poison_spit", "smash_target")
def poison_spit(s: KotState, seat: int, p: Power, target: int) -> None:
    _token(s, target, "poison")


def _token(s: KotState, seat: int, token: str) -> None:
    if s.alive[seat]:
        counts = getattr(s, token)
        counts[seat] += 1
        s._emit("token", seat=seat, token=token, delta=1, total=counts[seat])


@special("underdog", "smash_target")
def underdog(s: KotState, seat: int, p: Power, target: int) -> None:
    if s.vp[target] > s.vp[seat]:
        s.lose_vp(target, 1, p.id)
        s.gain_vp(seat, 1, p.id)


@special("reflective_hide", "lose_hp")
def reflective_hide(s: KotState, seat: int, p: Power, amount: int, source: int | None) -> None:
    if source is not None and source != seat:
        s.damage(source, 1, seat)


@special("were_only_making_it_stronger", "lose_hp")
def were_only_making_it_stronger(s: KotState, seat: int, p: Power, amount: int,
                                 source: int | None) -> None:
    if amount >= 2:
        s.gain_energy(seat, 1, p.id)


@special("smoke_cloud", "keep_setup")
def smoke_cloud(s: KotState, seat: int, p: Power, inst: int) -> None:
    if inst >= 0:
        s.smoke[inst] = 3
    else:  # a Fluxling copy brings its own tokens
        s.copy_smoke[seat] = 3
    s._emit("token", seat=seat, token="smoke", delta=3, total=3)


@special("death_from_above", "buy")
def death_from_above(s: KotState, seat: int, p: Power) -> None:
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


@special("vast_storm", "buy")
def vast_storm(s: KotState, seat: int, p: Power) -> None:
    for other in s.clockwise_from(seat):
        lost = s.energy[other] // 2
        if lost:
            s.spend(other, lost, p.id)


@special("it_has_a_child", "zero_hp")
def it_has_a_child(s: KotState, seat: int, p: Power) -> str:
    s.revive(seat, 10, p.id)
    return "revived"


@special("zombify", "zero_hp")
def zombify(s: KotState, seat: int, p: Power) -> str | None:
    if s.zombie[seat]:
        return None
    s.zombie[seat] = True
    s.revive(seat, 12, p.id)
    return "revived"


@special("final_roar", "zero_hp")
def final_roar(s: KotState, seat: int, p: Power) -> str | None:
    return "roar" if s.vp[seat] >= 16 else None


@special("fluxling", "gain")
def fluxling(s: KotState, seat: int, p: Power) -> None:
    s.agenda.append(("copy_window", seat, False))
