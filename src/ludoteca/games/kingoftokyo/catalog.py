"""Every King of Tokyo action, with stable integer ids (for RL adapters).

Actions are built once and shared, so `legal()` hands out prebuilt objects.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ...core.actions import Action
from .content import Content
from .powers import CARD_KINDS, EXTRA_ROLLS, SIMPLE_KINDS, TOOL_FACES

MAX_DICE = 10  # six grey dice, up to four extra (three cards/tiles and a Fluxling copy)
GROUPS = ("numbers", "energy", "smash", "heart")
# argument-less actions of the rules (kind -> catalog slot); the powers add theirs
# (powers.SIMPLE_KINDS), slots keeping the action ids of earlier versions
_RULE_SIMPLE = {"stop_rolling": 0, "yield": 1, "stay": 2, "sweep": 7, "end_turn": 9, "pass": 10}


def _by_slot(slots: dict[str, int | None]) -> tuple[str, ...]:
    numbered = sorted((slot, kind) for kind, slot in slots.items() if slot is not None)
    return (*(kind for _, kind in numbered), *(k for k, slot in slots.items() if slot is None))


SIMPLE = _by_slot({**_RULE_SIMPLE, **SIMPLE_KINDS})
TOOLS = tuple(TOOL_FACES)  # dice tools (set_die sources), from the power units
BY_CARD = _by_slot(dict(CARD_KINDS))  # actions naming a card instance, from the power units


@dataclass(frozen=True, eq=False)
class Catalog:
    all: tuple[Action, ...]
    index: dict[Action, int]
    reroll: tuple[tuple[Action, ...], ...]  # reroll[n]: every nonzero mask over n dice
    plain_roll: tuple[tuple[Action, ...], ...]  # plain_roll[n]: stop rolling, then reroll[n]
    simple: dict[str, Action]
    extra_roll: dict[str, Action]
    set_die: dict[tuple[int, str, str], Action]
    resolve: dict[str, Action]  # numbers, energy, smash
    heart: dict[tuple[int, int], Action]  # (poison, shrink) -> resolve heart
    tile: dict[str, Action]
    buy: tuple[Action, ...]
    probe: tuple[Action, ...]
    by_card: dict[tuple[str, int], Action]  # (kind, instance): copy_card swap_card buy_owned sell


@cache
def catalog(content: Content) -> Catalog:
    actions: list[Action] = []
    simple = {kind: Action.make(kind, label=kind.replace("_", " ")) for kind in SIMPLE}
    actions.extend(simple.values())
    reroll_all = [Action.make("reroll", label=f"reroll dice {mask:b}", dice=mask)
                  for mask in range(1, 1 << MAX_DICE)]
    actions.extend(reroll_all)
    reroll = tuple(tuple(reroll_all[: (1 << n) - 1]) for n in range(MAX_DICE + 1))
    extra = {src: Action.make("extra_roll", label=f"extra roll ({src.replace('_', ' ')})",
                              source=src) for src in EXTRA_ROLLS}
    actions.extend(extra.values())
    set_die = {}
    for tool in TOOLS:
        for die in range(MAX_DICE):
            for face in TOOL_FACES[tool]:
                set_die[(die, face, tool)] = Action.make(
                    "set_die", label=f"{tool.replace('_', ' ')}: die {die + 1} to {face}",
                    die=die, face=face, source=tool)
    actions.extend(set_die.values())
    resolve = {g: Action.make("resolve", label=f"resolve {g}", group=g) for g in GROUPS[:3]}
    actions.extend(resolve.values())
    heart = {}
    for poison in range(MAX_DICE + 1):
        for shrink in range(MAX_DICE + 1 - poison):
            label = "resolve hearts" + (f" (cure {poison} poison, {shrink} shrink)"
                                        if poison or shrink else "")
            heart[(poison, shrink)] = Action.make("resolve", label=label, group="heart",
                                                  poison=poison, shrink=shrink)
    actions.extend(heart.values())
    tile = {tid: Action.make("take_tile", label=f"take {face.name}", tile=tid)
            for tid, face in content.tiles.items()}
    actions.extend(tile.values())
    buy = tuple(Action.make("buy", label=f"buy card {slot + 1}", slot=slot) for slot in range(3))
    actions.extend(buy)
    probe = tuple(Action.make("probe", label=f"probe die {die + 1}", die=die)
                  for die in range(MAX_DICE))
    actions.extend(probe)
    by_card = {}
    for kind in BY_CARD:
        for inst, card in enumerate(content.cards):
            by_card[(kind, inst)] = Action.make(kind, label=f"{kind.replace('_', ' ')} {card.name}",
                                                card=inst)
    actions.extend(by_card.values())
    index = {a: i for i, a in enumerate(actions)}
    plain_roll = tuple((simple["stop_rolling"], *masks) for masks in reroll)
    return Catalog(tuple(actions), index, reroll, plain_roll, simple, extra, set_die, resolve,
                   heart, tile, buy, probe, by_card)
