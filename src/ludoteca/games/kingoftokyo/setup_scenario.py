"""Builds a King of Tokyo state from a scenario's setup block (format in docs/scenarios.md).

Per-seat values are lists indexed by seat. Cards are named by id; each named card is taken
from the deck, so every card stays counted. The turn of `active` starts at `phase`:
  "start"    the turn begins (start-of-turn effects, then the first roll);
  "roll"     the dice show `dice` and `rolls_left` rolls remain;
  "resolve"  the dice show `dice`, rolling is over;
  "buy"      the dice are resolved and Tokyo entered; the buy step begins.
`roll_results` forces the faces of the next dice rolled (rerolls, Camouflage, probes...).
"""

from __future__ import annotations

from typing import Any

from ...core.errors import ScenarioError
from .catalog import MAX_DICE
from .content import FACES, LEVELS
from .state import TASKS, KotState

_KEYS = {"players", "seed", "options", "monsters", "first_player", "active", "hp", "vp",
         "energy", "wickedness", "levels_taken", "alive", "poison", "shrink", "zombie",
         "city", "bay", "cards", "tiles", "copy", "smoke", "market", "deck_top", "discard",
         "stacks", "dice", "rolls_left", "phase", "roll_results", "extra_turns"}
_PER_SEAT_INT = ("hp", "vp", "energy", "wickedness", "poison", "shrink")


def _seat(state: KotState, value: Any, field: str) -> int:
    if value is None:
        return -1
    if type(value) is not int or not 0 <= value < state.players:
        raise ScenarioError(f"setup {field!r}: no seat {value!r}")
    return value


def _faces(values: Any, field: str, limit: int | None = MAX_DICE) -> list[int]:
    if not isinstance(values, list):
        raise ScenarioError(f"setup {field!r} must be a list of faces")
    if limit is not None and len(values) > limit:
        raise ScenarioError(f"setup {field!r} must be a list of at most {limit} faces")
    out = []
    for face in values:
        if face not in FACES:
            raise ScenarioError(f"setup {field!r}: unknown face {face!r}; faces: {FACES}")
        out.append(FACES.index(face))
    return out


def _per_seat(state: KotState, spec: dict[str, Any], key: str) -> list[Any] | None:
    if key not in spec:
        return None
    value = spec[key]
    if not isinstance(value, list) or len(value) != state.players:
        raise ScenarioError(f"setup {key!r} must be a list with one entry per seat")
    return value


def build(game: Any, spec: dict[str, Any]) -> KotState:
    unknown = sorted(set(spec) - _KEYS)
    if unknown:
        raise ScenarioError(f"unknown kingoftokyo setup field(s): {', '.join(unknown)}")
    players = spec["players"]
    options = game.resolve_options(players, spec.get("options", {}))
    content = game.content
    state = KotState.setup(players, spec["seed"], options, content)
    state.agenda.clear()
    state.pending = None

    monsters = _per_seat(state, spec, "monsters")
    if monsters is not None:
        ids = [m.id for m in content.monsters]
        for name in monsters:
            if name not in ids:
                raise ScenarioError(f"setup 'monsters': unknown monster {name!r}; known: {ids}")
        if len(set(monsters)) != len(monsters):
            raise ScenarioError("setup 'monsters': a monster is named twice")
        state.monster = [ids.index(name) for name in monsters]
    for key in _PER_SEAT_INT:
        values = _per_seat(state, spec, key)
        if values is None:
            continue
        for v in values:
            if type(v) is not int or v < 0:
                raise ScenarioError(f"setup {key!r}: values must be non-negative integers")
            if key == "wickedness" and v > 10:
                raise ScenarioError("setup 'wickedness': the gauge stops at 10")
        attr = {"wickedness": "wick"}.get(key, key)
        setattr(state, attr, list(values))
    for key in ("alive", "zombie"):
        values = _per_seat(state, spec, key)
        if values is not None:
            if any(type(v) is not bool for v in values):
                raise ScenarioError(f"setup {key!r}: values must be true or false")
            setattr(state, key, list(values))
    levels = _per_seat(state, spec, "levels_taken")
    if levels is not None:
        state.levels = [sum({3: 1, 6: 2, 10: 4}[lvl] for lvl in _levels(ls)) for ls in levels]
    elif "wickedness" in spec:  # thresholds already passed were rewarded
        state.levels = [sum(bit for lvl, bit in ((3, 1), (6, 2), (10, 4)) if w >= lvl)
                        for w in state.wick]

    # cards: everything named comes out of the deck (the market goes back in first)
    state.deck.extend(state.market)
    state.market = [-1, -1, -1]
    pool = state.deck

    def take(name: Any, field: str) -> int:
        if not isinstance(name, str) or name not in content.card_defs:
            raise ScenarioError(f"setup {field!r}: unknown card {name!r}")
        for i in range(len(pool) - 1, -1, -1):
            if content.cards[pool[i]].id == name:
                return pool.pop(i)
        raise ScenarioError(f"setup {field!r}: no {name!r} card left to take")

    cards = _per_seat(state, spec, "cards")
    if cards is not None:
        for seat, names in enumerate(cards):
            if not isinstance(names, list):
                raise ScenarioError("setup 'cards': one list of card ids per seat")
            for name in names:
                inst = take(name, "cards")
                if content.cards[inst].type != "keep":
                    raise ScenarioError(f"setup 'cards': {name!r} is not a KEEP card")
                state.keep[seat].append(inst)
                if name == "smoke_cloud":
                    state.smoke[inst] = 3
    smoke = _per_seat(state, spec, "smoke")
    if smoke is not None:
        for seat, n in enumerate(smoke):
            for inst in state.keep[seat]:
                if inst in state.smoke:
                    state.smoke[inst] = n
    if "market" in spec:
        market = spec["market"]
        if not isinstance(market, list) or len(market) != 3:
            raise ScenarioError("setup 'market' must list three card ids (or null)")
        state.market = [-1 if m is None else take(m, "market") for m in market]
    for key in ("discard", "deck_top"):
        if not isinstance(spec.get(key, []), list):
            raise ScenarioError(f"setup {key!r} must be a list of card ids")
    for name in spec.get("discard", []):
        state.discard.append(take(name, "discard"))
    top = [take(name, "deck_top") for name in spec.get("deck_top", [])]
    state.deck.extend(reversed(top))  # listed first = on top (the end of the list)
    if "market" not in spec:  # from the bottom of the deck, so deck_top stays on top
        state.market = [state.deck.pop(0) for _ in range(3)]

    stacks = spec.get("stacks")
    if stacks is not None:
        if not isinstance(stacks, dict):
            raise ScenarioError("setup 'stacks' maps a level to its available tile faces")
        for key, faces in stacks.items():
            if key not in ("3", "6", "10") or not isinstance(faces, list):
                raise ScenarioError(f"setup 'stacks': bad level {key!r}")
            for face in faces:
                if face not in content.tiles or content.tiles[face].level != int(key):
                    raise ScenarioError(f"setup 'stacks.{key}': no level-{key} tile {face!r}")
            state.stacks[int(key)] = list(faces)
    tiles = _per_seat(state, spec, "tiles")
    if tiles is not None:
        owned: set[int] = set()
        for seat, faces in enumerate(tiles):
            if not isinstance(faces, list):
                raise ScenarioError("setup 'tiles': one list of tile faces per seat")
            for face in faces:
                if not isinstance(face, str) or face not in content.tiles:
                    raise ScenarioError(f"setup 'tiles': unknown tile face {face!r}")
                physical = content.tiles[face].tile
                if physical in owned:
                    raise ScenarioError(f"setup 'tiles': the tile of {face!r} is named twice")
                owned.add(physical)
                for level in LEVELS:  # either side of that tile leaves its stack
                    state.stacks[level] = [f for f in state.stacks[level]
                                           if content.tiles[f].tile != physical]
                state.tiles[seat].append(face)
    copies = _per_seat(state, spec, "copy")
    if copies is not None:
        for seat, name in enumerate(copies):
            if name is None:
                continue
            owned = [i for s in range(players) for i in state.keep[s]
                     if content.cards[i].id == name]
            if not owned or "fluxling" not in state.tiles[seat]:
                raise ScenarioError(f"setup 'copy': seat {seat} needs the fluxling tile and "
                                    f"{name!r} must be owned by a monster")
            state.copy[seat] = owned[0]
            if name == "smoke_cloud":
                state.copy_smoke[seat] = 3
    state.city = _seat(state, spec.get("city"), "city")
    state.bay = _seat(state, spec.get("bay"), "bay")
    if state.city >= 0 and state.city == state.bay:
        raise ScenarioError("setup: one monster cannot be in Tokyo City and Tokyo Bay")
    if state.bay >= 0 and not state.bay_open():
        raise ScenarioError("setup 'bay': Tokyo Bay is used only with 5 or more monsters alive")
    if any(s >= 0 and not state.alive[s] for s in (state.city, state.bay)):
        raise ScenarioError("setup: an eliminated monster cannot be in Tokyo")
    for seat in range(players):
        if not state.alive[seat]:
            state.hp[seat] = 0
    state._touch()  # the maxima below come from the cards and tiles just handed out
    if any(state.hp[s] > state.max_hp(s) for s in range(players)):
        raise ScenarioError("setup 'hp': above a monster's maximum")
    extra_turns = spec.get("extra_turns", [])
    if not isinstance(extra_turns, list):
        raise ScenarioError("setup 'extra_turns': a list of [seat, dice fewer] pairs")
    for entry in extra_turns:
        if not (isinstance(entry, list) and len(entry) == 2 and type(entry[1]) is int):
            raise ScenarioError("setup 'extra_turns': a list of [seat, dice fewer] pairs")
        state.extra_turns.append((_seat(state, entry[0], "extra_turns"), entry[1]))
    state._touch()

    first = _seat(state, spec.get("first_player", state.first), "first_player")
    active = _seat(state, spec.get("active", first), "active")
    if first < 0 or active < 0:  # _seat reads null as "nobody", which only Tokyo allows
        raise ScenarioError("setup 'first_player' and 'active' must be seats, not null")
    state.first = first
    state.anchor = active
    state.forced = _faces(spec.get("roll_results", []), "roll_results", None)
    phase = spec.get("phase", "start")
    state._events = []
    if phase == "start":
        state.agenda.append(TASKS.entry(state.task_turn, active, False, 0))
        if "dice" in spec:
            raise ScenarioError("setup 'dice' needs phase roll or resolve; use roll_results")
    elif phase in ("roll", "resolve", "buy"):
        state.task_turn(active, False, 0)
        state.agenda.clear()  # the turn has started: its effects are set up by the scenario
        state.pending = None
        state.dice = _faces(spec.get("dice", []), "dice")
        state.roll_no = 1
        if phase == "roll":
            rolls = spec.get("rolls_left", 2)
            if type(rolls) is not int or rolls < 0:
                raise ScenarioError("setup 'rolls_left' must be a non-negative integer")
            state.rolls_left = rolls
            state.agenda.append(TASKS.entry(state.task_roll_decision))
        elif phase == "resolve":
            state.agenda.append(TASKS.entry(state.task_resolve_decision))
        else:
            state.resolved = 15
            state.agenda.append(TASKS.entry(state.task_buy_decision))
    else:
        raise ScenarioError("setup 'phase' must be start, roll, resolve or buy")
    state._run()
    state._events = []
    return state


def _levels(values: Any) -> list[int]:
    if not isinstance(values, list) or any(v not in LEVELS for v in values):
        raise ScenarioError("setup 'levels_taken': lists of 3, 6 and 10")
    return values
