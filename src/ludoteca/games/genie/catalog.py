"""Every action the genie game can ever offer, made once per content table.

The engine hands out these shared instances (no allocation per legal() call), and their
position in `all` is the stable integer id the RL adapters use.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations

from ...core.actions import Action
from .content import CHESTS, Content

MAX_SEATS = 5
VALUES = (1, 2, 3, 4, 5, 6)


def place_action(dice: tuple[tuple[str, int], ...]) -> Action:
    label = " and ".join(f"{value} on {chest}" for chest, value in dice)
    return Action.make("place", label=f"place {label}", dice=dice)


@dataclass(frozen=True)
class Catalog:
    place_one: tuple[Action, ...]
    place_two: tuple[Action, ...]
    place_one_set: frozenset[Action]
    place_two_set: frozenset[Action]
    rub: Action
    pass_: Action
    accept: Action
    refuse: Action
    draw: Action
    stop: Action
    decline: Action
    seat: tuple[Action, ...]
    card: tuple[Action, ...]
    colour: dict[str, Action]
    chest: tuple[Action, ...]
    die: dict[tuple[int, int], Action]
    all: tuple[Action, ...]
    index: dict[Action, int]


@cache
def catalog(content: Content) -> Catalog:
    place_one = tuple(place_action(((chest, v),)) for chest in CHESTS for v in VALUES)
    place_two = tuple(
        place_action(((a, va), (b, vb)))
        for a, b in combinations(CHESTS, 2) for va in VALUES for vb in VALUES
    )
    simple = {
        "rub": Action.make("rub", label="rub the lamp"),
        "pass_": Action.make("pass", label="leave the lamp alone"),
        "accept": Action.make("accept", label="keep this wish"),
        "refuse": Action.make("refuse", label="refuse this wish"),
        "draw": Action.make("draw", label="draw a card"),
        "stop": Action.make("stop", label="stop drawing"),
        "decline": Action.make("decline", label="take nothing"),
    }
    seat = tuple(Action.make("seat", label=f"seat {i}", seat=i) for i in range(MAX_SEATS))
    card = tuple(Action.make("card", label=c.name, card=c.id) for c in content.cards)
    colour = {c: Action.make("colour", label=f"on {c}", colour=c) for c in content.colours}
    chest = tuple(Action.make("chest", label=f"the {c} chest", chest=c) for c in CHESTS)
    die = {(i, v): Action.make("die", label=f"die {i + 1} to {v}", die=i, value=v)
           for i in range(2) for v in VALUES}
    everything = (place_one + place_two + tuple(simple.values()) + seat + card
                  + tuple(colour.values()) + chest + tuple(die.values()))
    return Catalog(
        place_one=place_one,
        place_two=place_two,
        place_one_set=frozenset(place_one),
        place_two_set=frozenset(place_two),
        seat=seat,
        card=card,
        colour=colour,
        chest=chest,
        die=die,
        all=everything,
        index={a: i for i, a in enumerate(everything)},
        **simple,
    )
