"""A scenario's setup is a snapshot plus overrides (docs/scenarios.md).

Every game builds a scenario's start state the same way (`snapshot_setup`):

1. the game's normal setup (`game.new(players, seed, options)`), as its `snapshot()`:
   plain JSON data;
2. the game's friendly setup keys (cards by name, faces, per-seat values...) edit that
   dict; keys that are only a declared field under another name go through `set_fields`;
3. the raw `state` block sets declared fields by their own name, in snapshot form
   (`override`);
4. the game's own `from_snapshot` builds the state, then `start` runs what must happen by
   the rules (a turn started at some phase by queueing the flow's task).

The names a scenario may set come from the declaration (core/declare.py), never from a
list kept by hand, so a field a game adds is settable at once. Every problem is a
ScenarioError naming the setup key: an unknown name (with the names allowed), a value of
the wrong JSON type or length, a value its field cannot decode, a table that does not hold
together once built.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from typing import Any, TypeVar

from .declare import Declared, Field, Fields, Place, decode_field
from .errors import LudotecaError, ScenarioError
from .protocol import Game, State

STATE_BLOCK = "state"  # the setup key holding the raw overrides
TOP_LEVEL = ("players", "seed", "options")  # set by the scenario's own top-level fields

S = TypeVar("S", bound=State)
Snapshot = dict[str, Any]
Edit = Callable[[Snapshot, Mapping[str, Any], Any], None]  # (snapshot, setup, normal state)
Check = Callable[[str, Any, int], None]  # (setup key, value, players): raises ScenarioError


def snapshot_setup(cls: type[S], game: Game, spec: Mapping[str, Any], keys: Iterable[str],
                   edit: Edit, start: Callable[[S], None] | None = None) -> S:
    """The state a scenario's setup block describes (`spec` holds the setup keys and the
    top-level `players`, `seed`, `options`): the normal setup's snapshot, edited by the
    game's friendly `keys` (`edit(snapshot, spec, normal_state)`) and then by the raw
    `state` block, rebuilt with `game.from_snapshot`, then `start(state)`."""
    known = {*keys, STATE_BLOCK}
    unknown = sorted(set(spec) - known - set(TOP_LEVEL))
    if unknown:
        raise ScenarioError(f"unknown {game.meta.id} setup field(s): "
                            f"{', '.join(map(repr, unknown))} "
                            f"(known: {', '.join(sorted(known))})")
    with _reported():
        base = game.new(spec["players"], spec["seed"], spec.get("options", {}))
        if not isinstance(base, Declared):
            raise TypeError(f"{game.meta.id}: a scenario setup needs a declared state")
        snap = base.snapshot()
        edit(snap, spec, base)
        seats = dict.fromkeys(seat_lists(game), base.players)
        override(type(base).STATE, snap, spec.get(STATE_BLOCK, {}), seats=seats)
        state = game.from_snapshot(snap)
        if not isinstance(state, cls):
            raise TypeError(f"{game.meta.id}: from_snapshot made a {type(state).__name__}")
        if start is not None:
            start(state)
        probe(state)
    return state


@contextmanager
def _reported() -> Iterator[None]:
    """Whatever goes wrong while setting up is the scenario's fault: a ScenarioError with
    what the engine said, never a traceback."""
    try:
        yield
    except LudotecaError:
        raise
    except Exception as exc:
        raise ScenarioError(f"setup: the table does not hold together "
                            f"({type(exc).__name__}: {exc})") from exc


def probe(state: State) -> None:
    """Ask the built state what playing it asks (decisions, legal actions, facts, views,
    digest), so a table that does not hold together fails at setup rather than later."""
    for seat in state.to_move():
        state.legal(seat)
    state.facts()
    state.scores()
    for seat in (None, *range(state.players)):
        state.view(seat)
    state.digest()


# ------------------------------------------------------------------ overrides by name

@cache
def seat_lists(game: Game) -> frozenset[str]:
    """The fields that hold one entry per seat: lists with as many entries as there are
    players in the game's normal setup, with the fewest players and with the most."""
    found: set[str] | None = None
    for players in sorted({game.meta.min_players, game.meta.max_players}):
        state = game.new(players, 0)
        snap = state.snapshot()
        names = {name for name, place in type(state).STATE.places().items()
                 if _seat_count(_value(snap, place)) == players}
        found = names if found is None else found & names
    return frozenset(found or ())


def _seat_count(value: Any) -> int | None:
    return len(value) if isinstance(value, list) else None


def _value(snap: Snapshot, place: Place) -> Any:
    return snap[place.key] if place.index is None else snap[place.key][place.index]


def settable(fields: Fields) -> dict[str, Place]:
    """The fields a scenario may set by name: every snapshotted field (a field of a group
    too, by its own name) but the scenario's top-level ones."""
    return {n: p for n, p in fields.places().items() if n not in TOP_LEVEL}


def override(fields: Fields, snap: Snapshot, changes: Any, block: str = STATE_BLOCK,
             seats: Mapping[str, int] | None = None) -> None:
    """Set declared fields of `snap` by name, in snapshot form: `{"round": 3, ...}`;
    `seats` names the per-seat lists and how many entries they hold."""
    if not isinstance(changes, dict):
        raise ScenarioError(f"setup {block!r} must map declared field names to values")
    allowed = settable(fields)
    for name, value in changes.items():
        if name in TOP_LEVEL:
            raise ScenarioError(f"setup {block!r}: {name!r} is set by the scenario's "
                                f"top-level {name!r}")
        if name not in allowed:
            raise ScenarioError(f"setup {block!r}: unknown field {name!r}; the state's "
                                f"fields are: {', '.join(sorted(allowed))}")
        set_field(fields, snap, name, value, f"{block}.{name}", (seats or {}).get(name))


def set_fields(fields: Fields, snap: Snapshot, spec: Mapping[str, Any],
               names: Mapping[str, tuple[str, Check | None]], players: int) -> None:
    """The setup keys that are a declared field under a friendlier name: `names` maps each
    key to its field and to what else its value must satisfy (checked first, so the
    game's own message comes first), and the value is then set like a raw override."""
    for key, (name, check) in names.items():
        if key in spec:
            if check is not None:
                check(key, spec[key], players)
            set_field(fields, snap, name, spec[key], key)


def set_field(fields: Fields, snap: Snapshot, name: str, value: Any, key: str,
              seats: int | None = None) -> None:
    """Set one declared field of `snap` to `value` (snapshot form), checked against the
    shape of the value it replaces (`seats`: a per-seat list's number of entries) and by
    decoding it; errors name the setup `key`."""
    place = fields.places()[name]
    holder: Any = snap if place.index is None else snap[place.key]
    slot: Any = place.key if place.index is None else place.index
    f = place.field
    value = copy.deepcopy(value)
    if f.kind == "records":
        value = _records(f, holder[slot], value, key)
    else:
        if seats is not None and isinstance(value, list | tuple) and len(value) != seats:
            raise ScenarioError(f"setup {key!r}: expected one entry per seat ({seats}), "
                                f"got {len(value)}")
        _check(key, value, holder[slot], f.kind)
    try:
        decode_field(f, value)
    except Exception as exc:
        raise ScenarioError(f"setup {key!r}: {value!r} cannot be read as {name!r} "
                            f"({type(exc).__name__}: {exc})") from exc
    holder[slot] = value


def _records(f: Field, old: list[Snapshot], value: Any, key: str) -> list[Snapshot]:
    """Per-record overrides: a list with one object per record, or an object of them by
    index (`{"1": {"hp": 3}}`); each is applied like a `state` block to that record."""
    if isinstance(value, list):
        if len(value) != len(old):
            raise ScenarioError(f"setup {key!r}: expected {len(old)} entries, one per "
                                f"record, got {len(value)}")
        changes = dict(enumerate(value))
    elif isinstance(value, dict):
        changes = {}
        for index, patch in value.items():
            if not str(index).isdigit() or int(index) >= len(old):
                raise ScenarioError(f"setup {key!r}: no record {index!r}")
            changes[int(index)] = patch
    else:
        raise ScenarioError(f"setup {key!r} must be a list of per-record overrides, or an "
                            f"object of them by index")
    assert f.record is not None
    out = [dict(r) for r in old]
    for index, patch in changes.items():
        override(f.record.STATE, out[index], patch, f"{key}.{index}")
    return out


# ------------------------------------------------------------------ shapes
# How deep a field's value is checked item by item: a flat list's items, a nested list's
# lists and their items. A value field (a tuple with mixed parts) is checked at its top.
_DEPTH = {"value": 0, "rng": 0, "flat": 1, "mapping": 1, "nested": 2, "mapping_of_lists": 2}
Shape = tuple[str, "Shape | None"] | None  # a JSON kind and the shape of its items


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _items(value: Any) -> list[tuple[Any, Any]]:
    if isinstance(value, dict):
        return list(value.items())
    if isinstance(value, list | tuple):
        return list(enumerate(value))
    return []


def _shape(values: list[Any], depth: int) -> Shape:
    """The shape all these values share, `depth` levels down; None when they share none
    (or are all null, or there are none): anything goes there."""
    kinds = {_kind(v) for v in values if v is not None}
    if len(kinds) != 1:
        return None
    kind = kinds.pop()
    inner = [item for v in values if v is not None for _, item in _items(v)]
    return kind, _shape(inner, depth - 1) if depth > 0 and inner else None


def _check(key: str, new: Any, old: Any, kind: str) -> None:
    """`new` is shaped like the value it replaces: the same JSON type (null goes with
    anything), items like the old items; a nested list keeps its length (one entry per
    seat or pile)."""
    if kind == "nested" and isinstance(old, list) and isinstance(new, list | tuple) \
            and len(new) != len(old):
        raise ScenarioError(f"setup {key!r}: expected {len(old)} entries, got {len(new)}")
    _fits(key, new, _shape([old], _DEPTH.get(kind, 0)))


def _fits(key: str, new: Any, shape: Shape) -> None:
    if shape is None or new is None:
        return
    kind, inner = shape
    got = _kind(new)
    if got != kind and not (kind == "a number" and got == "an integer"):
        raise ScenarioError(f"setup {key!r}: expected {kind}, got {new!r}")
    for index, item in _items(new):
        _fits(f"{key}.{index}", item, inner)
