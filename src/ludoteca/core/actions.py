"""Actions: small immutable values with a JSON form and a human label.

One class serves every game: `kind` names the decision ("place", "draw", "card") and
`args` holds its parameters as sorted (name, value) pairs of str/int/bool or tuples of
those. Equality and hashing ignore the label, so an action parsed from JSON equals the
one the engine listed as legal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction

_SCALARS = (str, int, bool)


MAX_DEPTH = 8  # lists in lists an action field may hold (the games use two at most)


def _freeze(value: Any, where: str, depth: int = 0) -> Any:
    if isinstance(value, _SCALARS) or value is None:
        return value
    if isinstance(value, list | tuple):
        if depth >= MAX_DEPTH:  # refused before Python's own recursion limit is met
            raise IllegalAction(f"action field {where!r} nests lists deeper than {MAX_DEPTH}")
        return tuple(_freeze(v, where, depth + 1) for v in value)
    raise IllegalAction(f"action field {where!r} has an unsupported value {value!r}")


def _types(value: Any) -> Any:
    """Which values are booleans: Python says True == 1, a rules engine must not."""
    if isinstance(value, tuple):
        return tuple(map(_types, value))
    return value.__class__ is bool  # bool has no subclasses


_NAME_PLAIN, _NAME_BOOL = (False, False), (False, True)


def _args_types(args: Any) -> Any:
    """`_types(args)` for the usual tuple of (str name, value) pairs, without a call per
    pair (engines make actions at play time); anything else goes the general way."""
    if args.__class__ is not tuple:
        return _types(args)
    out = []
    for item in args:
        if item.__class__ is not tuple or len(item) != 2 or item[0].__class__ is bool:
            return _types(args)
        name, v = item
        if isinstance(name, tuple) or isinstance(v, tuple):
            out.append((_types(name), _types(v)))
        else:
            out.append(_NAME_BOOL if v.__class__ is bool else _NAME_PLAIN)
    return tuple(out)


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    args: tuple[tuple[str, Any], ...] = ()
    label: str = field(default="", compare=False, hash=False)
    types: Any = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "types", _args_types(self.args))

    @staticmethod
    def make(kind: str, label: str = "", **args: Any) -> Action:
        return Action(kind, tuple(sorted((k, _freeze(v, k)) for k, v in args.items())), label)

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        return default

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for key, value in self.args:
            out[key] = _thaw(value)
        return out

    @staticmethod
    def from_json(data: Any) -> Action:
        """Parse the JSON form; a malformed value raises IllegalAction naming the problem."""
        if not isinstance(data, dict):
            raise IllegalAction(f"an action must be a JSON object, got {type(data).__name__}")
        kind = data.get("kind")
        if not isinstance(kind, str) or not kind:
            raise IllegalAction("an action needs a non-empty string field 'kind'")
        args = []
        for key, value in data.items():
            if key in ("kind", "label"):
                continue
            if not isinstance(key, str):
                raise IllegalAction("action field names must be strings")
            args.append((key, _freeze(value, key)))
        return Action(kind, tuple(sorted(args)))

    def __str__(self) -> str:
        return self.label or self.kind
