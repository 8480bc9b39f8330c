"""A seat's view as a change from the one it had: a JSON Patch (RFC 6902) subset.

`diff(old, new)` gives `add`, `remove` and `replace` operations whose application to
`old` gives a value equal to `new` as JSON (true is not 1, 1.0 is not 1): dictionaries
are compared key by key, lists of the same length item by item, anything else is replaced
whole. Subtrees are compared by their encoding (C speed), so the Python walk only goes
down the paths that changed. `apply(value, ops)` is the same subset, for the bench and the
tests; web/static/patch.js is the browser's.
"""

from __future__ import annotations

from typing import Any

import orjson

_OPTS = orjson.OPT_NON_STR_KEYS
_SCALARS = frozenset({str, int, float, bool, type(None)})
_SEQ = (list, tuple)


def pointer(key: Any) -> str:
    """A dictionary key as a JSON Pointer token (what JSON makes of it, escaped)."""
    if isinstance(key, bool):
        text = "true" if key else "false"
    else:
        text = key if isinstance(key, str) else str(key)
    return text.replace("~", "~0").replace("/", "~1") if "~" in text or "/" in text \
        else text


def _encoded(value: Any) -> bytes:
    return orjson.dumps(value, option=_OPTS)


def _changed(before: Any, after: Any) -> bool:
    """Different as JSON: scalars by type and value; anything else first by Python's
    equality (unequal is changed: a list and a tuple alike are walked and give nothing),
    then, as Python finds 1, 1.0 and True equal, by encoding."""
    if before is after:
        return False
    kind = type(after)
    if kind is type(before) and kind in _SCALARS:
        return before != after
    try:
        return before != after or _encoded(before) != _encoded(after)
    except TypeError:  # not orjson's to encode: replaced, whatever it is
        return True


def diff(old: Any, new: Any, path: str = "", depth: int = 64) -> list[dict[str, Any]]:
    """The operations that turn `old` into `new` (at `path` in a larger document); empty
    when they are the same. Below `depth` levels a changed value is replaced whole."""
    ops: list[dict[str, Any]] = []
    if _changed(old, new):
        _diff(old, new, path, ops, depth)
    return ops


def _diff(old: Any, new: Any, path: str, ops: list[dict[str, Any]], depth: int) -> None:
    """`old` and `new` differ: the operations at `path` and below."""
    if depth <= 0:
        ops.append({"op": "replace", "path": path, "value": new})
    elif isinstance(old, dict) and isinstance(new, dict):
        for key in old:
            if key not in new:
                ops.append({"op": "remove", "path": f"{path}/{pointer(key)}"})
        for key, value in new.items():
            if key not in old:
                ops.append({"op": "add", "path": f"{path}/{pointer(key)}", "value": value})
            elif _changed(old[key], value):
                _diff(old[key], value, f"{path}/{pointer(key)}", ops, depth - 1)
    elif isinstance(old, _SEQ) and isinstance(new, _SEQ) and len(old) == len(new):
        for index, (before, after) in enumerate(zip(old, new, strict=True)):
            if _changed(before, after):
                _diff(before, after, f"{path}/{index}", ops, depth - 1)
    else:
        ops.append({"op": "replace", "path": path, "value": new})


def _tokens(path: str) -> list[str]:
    if path == "":
        return []
    if not path.startswith("/"):
        raise ValueError(f"a JSON Pointer starts with '/': {path!r}")
    return [t.replace("~1", "/").replace("~0", "~") for t in path[1:].split("/")]


def apply(doc: Any, ops: list[dict[str, Any]]) -> Any:
    """`doc` with the operations applied, changed in place (the receiver's own decoded
    copy); returns the result, which is a new value only when the root is replaced."""
    for op in ops:
        tokens = _tokens(op["path"])
        if not tokens:  # the whole document
            if op["op"] == "remove":
                raise ValueError("cannot remove the whole document")
            doc = op["value"]
            continue
        parent = doc
        for token in tokens[:-1]:
            parent = parent[int(token)] if isinstance(parent, list) else parent[token]
        last = tokens[-1]
        kind = op["op"]
        if isinstance(parent, list):
            index = len(parent) if last == "-" else int(last)
            if kind == "add":
                parent.insert(index, op["value"])
            elif kind == "remove":
                del parent[index]
            elif kind == "replace":
                parent[index] = op["value"]
            else:
                raise ValueError(f"unsupported operation {kind!r}")
        elif kind in ("add", "replace"):
            if kind == "replace" and last not in parent:
                raise ValueError(f"nothing to replace at {op['path']!r}")
            parent[last] = op["value"]
        elif kind == "remove":
            del parent[last]
        else:
            raise ValueError(f"unsupported operation {kind!r}")
    return doc
