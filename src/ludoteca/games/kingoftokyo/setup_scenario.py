"""Builds a King of Tokyo state from a scenario's setup block (format in docs/scenarios.md).

A scenario's setup is a snapshot plus overrides (core/overrides.py): the normal setup's
snapshot, without the turn it started, is edited by the keys below, then by the raw
`state` block (any declared field by its own name), and the state is rebuilt from it.
Then the turn of `active` starts at `phase`, by the rules:
  "start"    the turn begins (start-of-turn effects, then the first roll);
  "roll"     the dice show `dice` and `rolls_left` rolls remain;
  "resolve"  the dice show `dice`, rolling is over;
  "buy"      the dice are resolved and Tokyo entered; the buy step begins.

Per-seat values are lists indexed by seat. Cards are named by id; each named card is taken
from the deck, so every card stays counted. `roll_results` forces the faces of the next
dice rolled (rerolls, Camouflage, probes...).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...core.errors import ScenarioError
from ...core.overrides import Check, Snapshot, set_fields, snapshot_setup
from .catalog import MAX_DICE
from .content import FACES, LEVELS
from .state import TASKS, KotState

TURN_KEYS = ("first_player", "active", "phase", "dice", "rolls_left")
PHASES = ("start", "roll", "resolve", "buy")


def build(game: Any, spec: dict[str, Any]) -> KotState:
    return snapshot_setup(KotState, game, spec, (*SEAT_FIELDS, *EDITS, *TURN_KEYS), _edit,
                          lambda state: _start(state, spec))


def _edit(snap: Snapshot, spec: Mapping[str, Any], base: KotState) -> None:
    t = _Table(snap, base)
    snap["agenda"], snap["pending"] = [], None  # the turn starts again, at `phase`
    snap["deck"].extend(snap["market"])  # every card named comes out of the deck
    snap["market"] = [-1, -1, -1]
    set_fields(KotState.STATE, snap, spec, SEAT_FIELDS, t.players)
    if "wickedness" in spec:  # thresholds already passed were rewarded
        snap["levels"] = [sum(bit for lvl, bit in ((3, 1), (6, 2), (10, 4)) if w >= lvl)
                          for w in snap["wick"]]
    for key, edit in EDITS.items():
        if key in spec:
            edit(t, spec[key])
    if "market" not in spec:  # from the bottom of the deck, so deck_top stays on top
        snap["market"] = [snap["deck"].pop(0) for _ in range(3)]
    for seat, alive in enumerate(snap["alive"]):
        if not alive:
            snap["hp"][seat] = 0
    first = _seat(t.players, spec.get("first_player", snap["first"]), "first_player")
    active = _seat(t.players, spec.get("active", first), "active")
    if first < 0 or active < 0:  # _seat reads null as "nobody", which only Tokyo allows
        raise ScenarioError("setup 'first_player' and 'active' must be seats, not null")
    snap["first"], snap["anchor"] = first, active


def _start(state: KotState, spec: Mapping[str, Any]) -> None:
    """The table holds together, then the turn of `active` (the anchor) starts at `phase`."""
    if state.city >= 0 and state.city == state.bay:
        raise ScenarioError("setup: one monster cannot be in Tokyo City and Tokyo Bay")
    if state.bay >= 0 and not state.bay_open():
        raise ScenarioError("setup 'bay': Tokyo Bay is used only with 5 or more monsters alive")
    if any(s >= 0 and not state.alive[s] for s in (state.city, state.bay)):
        raise ScenarioError("setup: an eliminated monster cannot be in Tokyo")
    if any(state.hp[s] > state.max_hp(s) for s in range(state.players)):
        raise ScenarioError("setup 'hp': above a monster's maximum")
    phase, active = spec.get("phase", "start"), state.anchor
    if phase not in PHASES:
        raise ScenarioError("setup 'phase' must be start, roll, resolve or buy")
    if phase == "start":
        if "dice" in spec:
            raise ScenarioError("setup 'dice' needs phase roll or resolve; use roll_results")
        state.agenda.append(TASKS.entry(state.task_turn, active, False, 0))
    else:
        state.task_turn(active, False, 0)
        state.agenda.clear()  # the turn has started: its effects are set up by the scenario
        state.dice = _faces(spec.get("dice", []), "dice")
        state.roll_no = 1
        if phase == "roll":
            rolls = spec.get("rolls_left", 2)
            if type(rolls) is not int or rolls < 0:
                raise ScenarioError("setup 'rolls_left' must be a non-negative integer")
            state.rolls_left = rolls
            state.agenda.append(KotState.task_roll_decision.entry)
        elif phase == "resolve":
            state.agenda.append(KotState.task_resolve_decision.entry)
        else:
            state.resolved = 15
            state.agenda.append(KotState.task_buy_decision.entry)
    state.run()
    state._ev = []


# ------------------------------------------------------------------ checks

def _seat(players: int, value: Any, key: str, null: bool = True) -> int:
    """A seat; null is -1 ("nobody") where the key allows it."""
    if value is None and null:
        return -1
    if type(value) is not int or not 0 <= value < players:
        raise ScenarioError(f"setup {key!r}: no seat {value!r}")
    return value


def _per_seat(value: Any, key: str, players: int) -> list[Any]:
    if not isinstance(value, list) or len(value) != players:
        raise ScenarioError(f"setup {key!r} must be a list with one entry per seat")
    return value


def _entries(ok: Callable[[Any], bool], what: str) -> Check:
    """A per-seat list whose entries all satisfy `ok`."""
    def check(key: str, value: Any, players: int) -> None:
        if not all(ok(v) for v in _per_seat(value, key, players)):
            raise ScenarioError(f"setup {key!r}: values must be {what}")
    return check


_count = _entries(lambda v: type(v) is int and v >= 0, "non-negative integers")
_flag = _entries(lambda v: type(v) is bool, "true or false")


def _gauge(key: str, value: Any, players: int) -> None:
    _count(key, value, players)
    if any(v > 10 for v in value):
        raise ScenarioError(f"setup {key!r}: the gauge stops at 10")


def _faces(values: Any, key: str, limit: int | None = MAX_DICE) -> list[int]:
    if not isinstance(values, list):
        raise ScenarioError(f"setup {key!r} must be a list of faces")
    if limit is not None and len(values) > limit:
        raise ScenarioError(f"setup {key!r} must be a list of at most {limit} faces")
    out = []
    for face in values:
        if face not in FACES:
            raise ScenarioError(f"setup {key!r}: unknown face {face!r}; faces: {FACES}")
        out.append(FACES.index(face))
    return out


# ------------------------------------------------------------------ edits of the snapshot

class _Table:
    """The snapshot being edited; cards named are taken from its deck."""

    def __init__(self, snap: Snapshot, base: KotState) -> None:
        self.snap, self.content, self.players = snap, base.content, base.players

    def per_seat(self, value: Any, key: str) -> list[Any]:
        return _per_seat(value, key, self.players)

    def take(self, name: Any, key: str) -> int:
        content, pool = self.content, self.snap["deck"]
        if not isinstance(name, str) or name not in content.card_defs:
            raise ScenarioError(f"setup {key!r}: unknown card {name!r}")
        for i in range(len(pool) - 1, -1, -1):
            if content.cards[pool[i]].id == name:
                return pool.pop(i)
        raise ScenarioError(f"setup {key!r}: no {name!r} card left to take")


def _monsters(t: _Table, value: Any) -> None:
    ids = [m.id for m in t.content.monsters]
    names = t.per_seat(value, "monsters")
    for name in names:
        if name not in ids:
            raise ScenarioError(f"setup 'monsters': unknown monster {name!r}; known: {ids}")
    if len(set(names)) != len(names):
        raise ScenarioError("setup 'monsters': a monster is named twice")
    t.snap["monster"] = [ids.index(name) for name in names]


def _levels_taken(t: _Table, value: Any) -> None:
    levels = t.per_seat(value, "levels_taken")
    for taken in levels:
        if not isinstance(taken, list) or any(v not in LEVELS for v in taken):
            raise ScenarioError("setup 'levels_taken': lists of 3, 6 and 10")
    t.snap["levels"] = [sum({3: 1, 6: 2, 10: 4}[lvl] for lvl in taken) for taken in levels]


def _cards(t: _Table, value: Any) -> None:
    for seat, names in enumerate(t.per_seat(value, "cards")):
        if not isinstance(names, list):
            raise ScenarioError("setup 'cards': one list of card ids per seat")
        for name in names:
            inst = t.take(name, "cards")
            if t.content.cards[inst].type != "keep":
                raise ScenarioError(f"setup 'cards': {name!r} is not a KEEP card")
            t.snap["keep"][seat].append(inst)
            if name == "smoke_cloud":
                t.snap["smoke"][str(inst)] = 3


def _smoke(t: _Table, value: Any) -> None:
    _count("smoke", value, t.players)
    smoke = t.snap["smoke"]
    for seat, n in enumerate(value):
        for inst in t.snap["keep"][seat]:
            if str(inst) in smoke:
                smoke[str(inst)] = n


def _market(t: _Table, value: Any) -> None:
    if not isinstance(value, list) or len(value) != 3:
        raise ScenarioError("setup 'market' must list three card ids (or null)")
    t.snap["market"] = [-1 if m is None else t.take(m, "market") for m in value]


def _pile(key: str) -> Callable[[_Table, Any], None]:
    """`discard` (oldest first) or `deck_top` (top first): cards put on that pile."""
    def edit(t: _Table, value: Any) -> None:
        if not isinstance(value, list):
            raise ScenarioError(f"setup {key!r} must be a list of card ids")
        cards = [t.take(name, key) for name in value]
        if key == "discard":
            t.snap["discard"].extend(cards)
        else:  # listed first = on top (the end of the list)
            t.snap["deck"].extend(reversed(cards))
    return edit


def _stacks(t: _Table, value: Any) -> None:
    if value is None:
        return
    if not isinstance(value, dict):
        raise ScenarioError("setup 'stacks' maps a level to its available tile faces")
    tiles = t.content.tiles
    for key, faces in value.items():
        if key not in [str(level) for level in LEVELS] or not isinstance(faces, list):
            raise ScenarioError(f"setup 'stacks': bad level {key!r}")
        for face in faces:
            if not isinstance(face, str) or face not in tiles or tiles[face].level != int(key):
                raise ScenarioError(f"setup 'stacks.{key}': no level-{key} tile {face!r}")
        t.snap["stacks"][key] = list(faces)


def _tiles(t: _Table, value: Any) -> None:
    tiles, stacks = t.content.tiles, t.snap["stacks"]
    owned: set[int] = set()
    for seat, faces in enumerate(t.per_seat(value, "tiles")):
        if not isinstance(faces, list):
            raise ScenarioError("setup 'tiles': one list of tile faces per seat")
        for face in faces:
            if not isinstance(face, str) or face not in tiles:
                raise ScenarioError(f"setup 'tiles': unknown tile face {face!r}")
            physical = tiles[face].tile
            if physical in owned:
                raise ScenarioError(f"setup 'tiles': the tile of {face!r} is named twice")
            owned.add(physical)
            for level in LEVELS:  # either side of that tile leaves its stack
                stacks[str(level)] = [f for f in stacks[str(level)] if tiles[f].tile != physical]
            t.snap["tiles"][seat].append(face)


def _copy(t: _Table, value: Any) -> None:
    snap, cards = t.snap, t.content.cards
    for seat, name in enumerate(t.per_seat(value, "copy")):
        if name is None:
            continue
        owned = [i for keep in snap["keep"] for i in keep if cards[i].id == name]
        if not owned or "fluxling" not in snap["tiles"][seat]:
            raise ScenarioError(f"setup 'copy': seat {seat} needs the fluxling tile and "
                                f"{name!r} must be owned by a monster")
        snap["copy"][seat] = owned[0]
        if name == "smoke_cloud":
            snap["copy_smoke"][seat] = 3


def _tokyo(key: str) -> Callable[[_Table, Any], None]:
    """`city` or `bay`: the seat there, or null."""
    def edit(t: _Table, value: Any) -> None:
        t.snap[key] = _seat(t.players, value, key)
    return edit


def _extra_turns(t: _Table, value: Any) -> None:
    pairs = "setup 'extra_turns': a list of [seat, dice fewer] pairs"
    if not isinstance(value, list):
        raise ScenarioError(pairs)
    for entry in value:
        if not (isinstance(entry, list) and len(entry) == 2 and type(entry[1]) is int):
            raise ScenarioError(pairs)
        seat = _seat(t.players, entry[0], "extra_turns", null=False)
        t.snap["extra_turns"].append([seat, entry[1]])


def _roll_results(t: _Table, value: Any) -> None:
    t.snap["forced"] = _faces(value, "roll_results", None)


# the setup keys that are a declared per-seat field: its name, and what each entry must be
SEAT_FIELDS: dict[str, tuple[str, Check | None]] = {
    "hp": ("hp", _count), "vp": ("vp", _count), "energy": ("energy", _count),
    "wickedness": ("wick", _gauge), "poison": ("poison", _count),
    "shrink": ("shrink", _count), "alive": ("alive", _flag), "zombie": ("zombie", _flag),
}
# the setup keys translated into edits of the snapshot, in the order they are applied
EDITS: dict[str, Callable[[_Table, Any], None]] = {
    "monsters": _monsters, "levels_taken": _levels_taken, "cards": _cards, "smoke": _smoke,
    "market": _market, "discard": _pile("discard"), "deck_top": _pile("deck_top"),
    "stacks": _stacks, "tiles": _tiles, "copy": _copy, "city": _tokyo("city"),
    "bay": _tokyo("bay"), "extra_turns": _extra_turns, "roll_results": _roll_results,
}
