"""Builds a Saboteur state from a scenario's setup block (format in docs/saboteur.md).

A scenario's setup is a snapshot plus overrides (core/overrides.py): the normal setup's
snapshot (round 1 dealt, seat 0 to move) is edited by the keys below, then by the raw
`state` block (any declared field by its own name), and the state is rebuilt from it.

Cards are named by type id (`"s1_cross"`, `"theft"`); each named card is moved from where
it lies (the draw pile, then the set-aside cards, then the hands the setup does not list),
so all 118 cards stay counted. A listed hand's dealt cards go back under the draw pile.

  roles     per seat, a role id; the role pile keeps the rest
  hands     {"SEAT": [type, ...]}: exactly these cards
  front     {"SEAT": [type, ...]}: cards lying in front (a Theft counts as played in seat
            order unless the state block sets theft_at)
  maze      [[x, y, type, turned], ...]: path cards in the maze
  goals     three goal type ids, in goal-cell order (top, middle, bottom)
  pile_top  cards on top of the draw pile, the next drawn first
  pile      the draw pile's size: cards beyond it go to the set-aside pile
  gold      per seat, gold so far
  round     the round number
  active    the seat to move (its turn starts)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.errors import ScenarioError
from ...core.overrides import Snapshot, snapshot_setup
from .catalog import cards_of
from .state import SaboteurState

KEYS = ("roles", "hands", "front", "maze", "goals", "pile_top", "pile", "gold", "round",
        "active")


def build(game: Any, spec: dict[str, Any]) -> SaboteurState:
    return snapshot_setup(SaboteurState, game, spec, KEYS, _edit)


def _seat_map(value: Any, key: str, players: int) -> dict[int, list[str]]:
    if not isinstance(value, dict):
        raise ScenarioError(f"setup {key!r} must map seats to lists of card types")
    out = {}
    for seat, cards in value.items():
        if not str(seat).isdigit() or int(seat) >= players:
            raise ScenarioError(f"setup {key!r}: no seat {seat!r}")
        if not isinstance(cards, list):
            raise ScenarioError(f"setup {key!r}.{seat}: a list of card types")
        out[int(seat)] = cards
    return out


def _edit(snap: Snapshot, spec: Mapping[str, Any], base: SaboteurState) -> None:
    cards = cards_of(base.content)
    n = base.players
    hands = _seat_map(spec.get("hands", {}), "hands", n)
    fronts = _seat_map(spec.get("front", {}), "front", n)
    for seat in hands:  # the dealt cards go back under the pile
        snap["pile"][:0] = snap["hands"][seat]
        snap["hands"][seat] = []
    zones = [snap["pile"], snap["aside"]] + [snap["hands"][o] for o in range(n)
                                            if o not in hands]

    def take(card_type: Any, key: str) -> int:
        if not isinstance(card_type, str) or card_type not in cards.kind_of or card_type in (
                base.content.start.id,
                                                           *(g.id for g in
                                                             base.content.goals)):
            raise ScenarioError(f"setup {key!r}: unknown card {card_type!r}")
        for zone in zones:
            for i in range(len(zone) - 1, -1, -1):
                if cards.type_of[zone[i]] == card_type:
                    return zone.pop(i)
        raise ScenarioError(f"setup {key!r}: no {card_type!r} left to take")

    for seat, names in hands.items():
        snap["hands"][seat] = [take(t, "hands") for t in names]
    actions = base.content.actions
    for seat, names in fronts.items():
        for t in names:  # what may lie in front: broken tools, Theft, Trapped!
            if isinstance(t, str) and t in cards.kind_of and not (
                    t in actions and actions[t].stays_in_front):
                raise ScenarioError(f"setup 'front': {t!r} does not lie in front of a player")
        snap["front"][seat] = [take(t, "front") for t in names]
    clock = 0
    for seat in range(n):
        if any(cards.kind_of[cards.type_of[c]] == "theft" for c in snap["front"][seat]):
            snap["theft_at"][seat] = clock
            clock += 1
    snap["clock"] = clock
    if "maze" in spec:
        if not isinstance(spec["maze"], list):
            raise ScenarioError("setup 'maze' must be a list of [x, y, type, turned]")
        cells = []
        for row in spec["maze"]:
            if not (isinstance(row, list) and len(row) == 4):
                raise ScenarioError(f"setup 'maze': {row!r} is not [x, y, type, turned]")
            x, y, t, turned = row
            if type(x) is not int or type(y) is not int or type(turned) is not bool:
                raise ScenarioError(f"setup 'maze': {row!r} is not [x, y, type, turned] "
                                    "(whole numbers, then true or false)")
            if not isinstance(t, str) or cards.kind_of.get(t) != "path":
                raise ScenarioError(f"setup 'maze': {t!r} is not a path card")
            cells.append([x, y, take(t, "maze"), turned])
        snap["board"]["cells"] = cells
    if "goals" in spec:
        by_type = {cards.type_of[g]: g for g in cards.goals}
        order = spec["goals"]
        if not isinstance(order, list) or sorted(map(str, order)) != sorted(by_type):
            raise ScenarioError(f"setup 'goals' must order the three goal cards "
                                f"{sorted(by_type)}")
        snap["board"]["goals"] = [[by_type[t], False, False] for t in order]
    if "pile_top" in spec:
        if not isinstance(spec["pile_top"], list):
            raise ScenarioError("setup 'pile_top' must be a list of card types")
        top = [take(t, "pile_top") for t in spec["pile_top"]]
        snap["pile"].extend(reversed(top))
    if "pile" in spec:
        size = spec["pile"]
        if type(size) is not int or not 0 <= size <= len(snap["pile"]):
            raise ScenarioError(f"setup 'pile': at most {len(snap['pile'])} cards")
        cut = len(snap["pile"]) - size
        snap["aside"].extend(snap["pile"][:cut])
        del snap["pile"][:cut]
    if "roles" in spec:
        roles = spec["roles"]
        rest = list(base.content.role_deck)
        if not isinstance(roles, list) or len(roles) != n:
            raise ScenarioError(f"setup 'roles': one role per seat ({n})")
        for r in roles:
            if r not in rest:
                raise ScenarioError(f"setup 'roles': no {r!r} role card left")
            rest.remove(r)
        snap["roles"], snap["role_pile"] = list(roles), rest
    if "gold" in spec:
        gold = spec["gold"]
        if not isinstance(gold, list) or len(gold) != n or not all(
                type(g) is int and g >= 0 for g in gold):
            raise ScenarioError(f"setup 'gold': one whole number per seat ({n})")
        snap["gold"] = list(gold)
    if "round" in spec:
        if type(spec["round"]) is not int or not 1 <= spec["round"] <= 3:
            raise ScenarioError("setup 'round' is 1, 2 or 3")
        snap["round"] = spec["round"]
    active = spec.get("active", 0)
    if type(active) is not int or not 0 <= active < n:
        raise ScenarioError(f"setup 'active': no seat {active!r}")
    if not snap["hands"][active]:  # its turn would be a pass before anything is asked
        raise ScenarioError(f"setup 'active': seat {active} holds no cards; give it a hand "
                            "or make another seat active")
    snap["active"], snap["last"] = active, (active - 1) % n
    snap["pending"] = ["turn", active]
