"""Declared state: a game lists the fields of its state once, and `clone`, `snapshot`,
`from_snapshot` (and so the digest) are derived from that one list.

Each field says how it is copied and how it goes to and from JSON:

- `value(...)`: immutable (int, str, bool, None, a tuple): shared between copies.
- `flat(...)`: a list of immutable items, copied with `[:]`.
- `nested(...)`: a list of lists of immutable items (hands, piles per chest).
- `mapping(...)`: a dict of immutable values; `keys=int` turns JSON's string keys back.
- `mapping_of_lists(...)`: a dict of lists.
- `agenda(name, written)`: the turn loop's agenda of task entries (core/loop.py).
- `records(name, cls)`: a list of declared records (per-seat state), each cloned.
- `rng(...)`: a `core.rng.Rng`, copied by value, snapshotted as its integer state.
- `copyable(name, decode)`: a mutable object of its own (a game's board) copied with its
  `.copy()`, snapshotted as its `.to_json()` and read back by `decode`.
- `shared(...)`: not state but what the game attaches (content, catalogs): shared by
  copies, left out of snapshots, given again to `from_snapshot`.
- `scratch(name, factory)`: per-copy working space (an event buffer): each copy starts
  from `factory()`, and snapshots leave it out.
- `quiet_flag()`: the scratch flag `_quiet` behind `State.quiet()` (the class's event
  emitter checks it); each copy starts loud.
- `cache(name, copy, rebuild)`: something derived from the rest (a per-seat summary of
  cards, the legal actions of the pending decision): copies carry it over as `copy`
  says (it stays valid, and rebuilding it would cost), snapshots leave it out, and
  `from_snapshot` sets it to `rebuild(obj)` once every other field is in place.

`group(key, *fields)` snapshots several fields as one list under `key` (a layout kept
for the digests of records written before the declaration existed).

`places()` says where each snapshotted field lives in a snapshot, and
`decode_field(field, raw)` turns one field's snapshot form back into its value: what
editing a snapshot by field name needs (a scenario's setup is a snapshot plus overrides,
core/overrides.py).

`clone` is generated code, one assignment per field, as fast as a hand-written one. A
field missed by the declaration cannot silently share data between copies or escape the
digest: every slot of the class must be declared (checked when the class is made).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from .rng import Rng

Decode = Callable[[Any], Any]


def _same(value: Any) -> Any:
    return value


def deep_tuple(value: Any) -> Any:
    """JSON lists back to the tuples a state holds (tuples of tuples, at any depth)."""
    if isinstance(value, (list, tuple)):
        return tuple(deep_tuple(v) for v in value)
    return value


def tuple_items(value: Any) -> list[Any]:
    """A list whose items are tuples (or None)."""
    return [deep_tuple(v) for v in value]


@dataclass(frozen=True)
class Field:
    name: str
    kind: str
    decode: Decode = _same
    keys: Callable[[str], Any] | None = None
    record: type | None = None
    factory: Callable[[], Any] | None = None
    copy: str = ""  # cache: the kind its copy follows
    rebuild: Callable[[Any], Any] | None = None
    written: str = ""  # agenda: "top last" or "run order" (how its snapshot lists it)


@dataclass(frozen=True)
class Group:
    key: str
    fields: tuple[Field, ...]


@dataclass(frozen=True)
class Place:
    """Where a field's value lives in a snapshot: `snap[key]`, or `snap[key][index]` for a
    field of a group."""

    field: Field
    key: str
    index: int | None = None


def _fields(kind: str, names: Iterable[str], **kw: Any) -> tuple[Field, ...]:
    return tuple(Field(n, kind, **kw) for n in names)


def value(*names: str, decode: Decode = _same) -> tuple[Field, ...]:
    return _fields("value", names, decode=decode)


def flat(*names: str, decode: Decode = list) -> tuple[Field, ...]:
    return _fields("flat", names, decode=decode)


def nested(*names: str) -> tuple[Field, ...]:
    return _fields("nested", names, decode=lambda v: [list(x) for x in v])


def mapping(*names: str, keys: Callable[[str], Any] = str,
            decode: Decode = _same) -> tuple[Field, ...]:
    return _fields("mapping", names, keys=keys, decode=decode)


def mapping_of_lists(*names: str, keys: Callable[[str], Any] = str) -> tuple[Field, ...]:
    return _fields("mapping_of_lists", names, keys=keys)


def records(name: str, record: type) -> tuple[Field, ...]:
    return (Field(name, "records", record=record),)


def rng(*names: str) -> tuple[Field, ...]:
    return _fields("rng", names)


def copyable(*names: str, decode: Decode) -> tuple[Field, ...]:
    return _fields("copyable", names, decode=decode)


AGENDA_FORMS = ("top last", "run order")


def agenda(name: str, written: str = "top last") -> tuple[Field, ...]:
    """The turn loop's agenda (core/loop.py): a list of task entries, the next task last.
    `written` says how a snapshot lists it: as held ("top last"), or the next task first
    ("run order"), the form of games whose records were written with a queue, so their
    digests still check."""
    if written not in AGENDA_FORMS:
        raise TypeError(f"agenda {name!r}: written must be one of {AGENDA_FORMS}")
    return (Field(name, "agenda", written=written),)


def shared(*names: str) -> tuple[Field, ...]:
    return _fields("shared", names)


def scratch(name: str, factory: Callable[[], Any]) -> tuple[Field, ...]:
    return (Field(name, "scratch", factory=factory),)


def quiet_flag() -> tuple[Field, ...]:
    return scratch("_quiet", bool)


def cache(name: str, rebuild: Callable[[Any], Any], copy: str = "value"
          ) -> tuple[Field, ...]:
    if copy not in _COPY:
        raise TypeError(f"cache {name!r}: unknown copy kind {copy!r}")
    return (Field(name, "cache", copy=copy, rebuild=rebuild),)


def group(key: str, *parts: tuple[Field, ...]) -> tuple[Group, ...]:
    return (Group(key, tuple(f for part in parts for f in part)),)


# how each kind is copied, as generated code ("v" is the source attribute)
_COPY = {
    "value": "{v}",
    "shared": "{v}",
    "flat": "{v}[:]",
    "agenda": "{v}[:]",
    "nested": "[x[:] for x in {v}]",
    "mapping": "{v}.copy()",
    "mapping_of_lists": "{{k: x[:] for k, x in {v}.items()}}",
    "records": "[r.clone() for r in {v}]",
    "rng": "_Rng({v}.state)",
    "copyable": "{v}.copy()",
}


class Fields:
    """The declaration of one class's state: `Fields(value("round"), flat("deck"), ...)`."""

    def __init__(self, *parts: tuple[Field | Group, ...]) -> None:
        self.layout: list[Field | Group] = [item for part in parts for item in part]
        self.all: list[Field] = [f for item in self.layout
                    for f in (item.fields if isinstance(item, Group) else (item,))]
        names = [f.name for f in self.all]
        dup = sorted({n for n in names if names.count(n) > 1})
        if dup:
            raise TypeError(f"fields declared twice: {', '.join(dup)}")
        self.has_quiet = "_quiet" in names  # declared with quiet_flag()

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.all)

    def places(self) -> dict[str, Place]:
        """Every field a snapshot holds, by name (shared, scratch and cache fields are not
        state, so they are left out)."""
        out: dict[str, Place] = {}
        for item in self.layout:
            if isinstance(item, Group):
                out.update((f.name, Place(f, item.key, i)) for i, f in enumerate(item.fields))
            elif item.kind not in ("shared", "scratch", "cache"):
                out[item.name] = Place(item, item.name)
        return out

    # -------------------------------------------------------------- generated code
    def make_clone(self, cls: type) -> Callable[[Any], Any]:
        lines = ["def clone(self):", "    s = _new(_cls)"]
        for f in self.all:
            if f.kind == "scratch":
                lines.append(f"    s.{f.name} = _factory_{f.name}()")
            elif f.kind == "cache":
                lines.append(f"    s.{f.name} = " + _COPY[f.copy].format(v=f"self.{f.name}"))
            else:
                lines.append(f"    s.{f.name} = " + _COPY[f.kind].format(v=f"self.{f.name}"))
        lines.append("    return s")
        env: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_Rng": Rng}
        env.update({f"_factory_{f.name}": f.factory for f in self.all if f.kind == "scratch"})
        exec("\n".join(lines), env)  # the code is built from declared names only
        clone = env["clone"]
        clone.__qualname__ = f"{cls.__qualname__}.clone"
        clone.__doc__ = "An independent copy (generated from the declared fields)."
        return clone

    # ---------------------------------------------------------------- snapshots
    def snapshot(self, obj: Any) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for item in self.layout:
            if isinstance(item, Group):
                out[item.key] = [_encode(f, getattr(obj, f.name)) for f in item.fields]
            elif item.kind not in ("shared", "scratch", "cache"):
                out[item.name] = _encode(item, getattr(obj, item.name))
        return out

    def restore(self, cls: type, snap: dict[str, Any], given: dict[str, Any]) -> Any:
        """An instance of `cls` from a snapshot; `given` holds the shared fields."""
        obj = object.__new__(cls)
        for item in self.layout:
            if isinstance(item, Group):
                values = snap[item.key]
                if not isinstance(values, list) or len(values) != len(item.fields):
                    raise ValueError(f"snapshot field {item.key!r}: expected "
                                     f"{len(item.fields)} values")
                for f, raw in zip(item.fields, values, strict=True):
                    setattr(obj, f.name, decode_field(f, raw))
            elif item.kind == "shared":
                if item.name not in given:
                    raise ValueError(f"from_snapshot needs the shared field {item.name!r}")
                setattr(obj, item.name, given[item.name])
            elif item.kind == "scratch":
                assert item.factory is not None
                setattr(obj, item.name, item.factory())
            elif item.kind == "cache":
                continue  # once the rest is in place
            else:
                if item.name not in snap:
                    raise ValueError(f"snapshot field {item.name!r} is missing")
                setattr(obj, item.name, decode_field(item, snap[item.name]))
        for f in self.all:
            if f.kind == "cache":
                assert f.rebuild is not None
                setattr(obj, f.name, f.rebuild(obj))
        return obj


def _encode(f: Field, v: Any) -> Any:
    kind = f.kind
    if kind == "rng":
        return v.state
    if kind in ("mapping", "mapping_of_lists"):
        return {str(k): x for k, x in sorted(v.items())}
    if kind == "records":
        return [r.snapshot() for r in v]
    if kind == "copyable":
        return v.to_json()
    if kind == "agenda" and f.written == "run order":
        return v[::-1]
    return v


def decode_field(f: Field, raw: Any) -> Any:
    """One field's snapshot form back to the value the state holds."""
    kind = f.kind
    if kind == "rng":
        return Rng(raw)
    if kind == "mapping":
        assert f.keys is not None
        return {f.keys(k): f.decode(x) for k, x in raw.items()}
    if kind == "mapping_of_lists":
        assert f.keys is not None
        return {f.keys(k): list(x) for k, x in raw.items()}
    if kind == "records":
        assert f.record is not None
        return [f.record.from_snapshot(r) for r in raw]
    if kind == "agenda":
        entries = tuple_items(raw)
        return entries[::-1] if f.written == "run order" else entries
    return f.decode(raw)


class Declared:
    """Base of a class whose state is declared in `STATE = Fields(...)`.

    The subclass lists its slots as `__slots__ = STATE.names` in its body; clone and
    snapshot are derived. `from_snapshot(snap, **shared)` rebuilds an instance."""

    __slots__ = ()
    STATE: Fields

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        spec = cls.__dict__.get("STATE")
        if spec is None:
            return
        slots: set[str] = set()
        for klass in cls.__mro__:
            slots.update(klass.__dict__.get("__slots__", ()))
        missing = sorted(slots - set(spec.names))
        if missing:  # an undeclared slot would be shared by copies and miss the digest
            raise TypeError(f"{cls.__name__}: slots not declared in STATE: "
                            f"{', '.join(missing)}")
        if "clone" not in cls.__dict__:
            cls.clone = spec.make_clone(cls)  # type: ignore[attr-defined]

    def quiet(self) -> None:
        """`State.quiet`: set the flag a class declares with `quiet_flag()` (its emitter
        checks it); a class without one records events as before."""
        if type(self).STATE.has_quiet:
            self._quiet = True

    def snapshot(self) -> dict[str, Any]:
        return type(self).STATE.snapshot(self)

    @classmethod
    def from_snapshot(cls, snap: dict[str, Any], **given: Any) -> Any:
        return cls.STATE.restore(cls, snap, given)
