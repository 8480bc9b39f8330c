"""State messages, built once per change and encoded once (orjson).

A broadcast builds what every seat shares (the table summary, version, deadline) once,
and per seat only what is that seat's: its view, legal actions, decision and events. Each
seat's view is built once per state (`ViewCache`), also encoded key by key, so the next
state's view is compared with it cheaply. A connection that asked for changes (`patch=1`)
gets `patch` (RFC 6902 operations against the view it last got) instead of `view` when
that is smaller, and the whole view on connect or whenever it may not hold the previous
one (docs/server.md, "Speed").
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import orjson

from . import patch

_OPTS = orjson.OPT_NON_STR_KEYS
# levels below a changed top-level value that a patch goes down to: deeper changes (the
# fields of one seat's entry, say) are rare and small, and walking them costs more
DIFF_DEPTH = 2


def encode(data: Any) -> bytes:
    """JSON as UTF-8 bytes (orjson; the standard library for what orjson refuses, such as
    integers past 64 bits)."""
    try:
        return orjson.dumps(data, option=_OPTS)
    except TypeError:
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode()


def dumps(data: Any) -> str:
    """JSON text of a message, as queued for a connection."""
    return encode(data).decode()


@dataclass(slots=True)
class SeatView:
    """One seat's view of one state: the value, its top-level values encoded, and an id
    (`serial`) a connection keeps to say it holds this view."""

    state: Any
    serial: int
    view: Any
    parts: dict[Any, bytes] | None  # for a dict view: each key's value, encoded
    _full: bytes | None = None
    memo: patch.Memo = field(default_factory=dict)  # encodings met while diffing

    @classmethod
    def of(cls, state: Any, serial: int, view: Any) -> SeatView:
        parts = {key: encode(value) for key, value in view.items()} \
            if isinstance(view, dict) else None
        return cls(state, serial, view, parts)

    def encoded(self) -> bytes:
        if self._full is None:
            if self.parts is None:
                self._full = encode(self.view)
            else:
                self._full = b"{" + b",".join(encode(k if isinstance(k, str) else str(k))
                                              + b":" + v for k, v in self.parts.items()) + b"}"
        return self._full


def diff_views(old: SeatView, new: SeatView) -> list[dict[str, Any]]:
    """The operations that turn `old`'s view into `new`'s: top-level values compared by
    their encodings, the changed ones walked down (`patch.diff`)."""
    if old.parts is None or new.parts is None:
        return patch.diff(old.view, new.view)
    ops: list[dict[str, Any]] = []
    for key in old.parts:
        if key not in new.parts:
            ops.append({"op": "remove", "path": f"/{patch.pointer(key)}"})
    for key, encoded in new.parts.items():
        if key not in old.parts:
            ops.append({"op": "add", "path": f"/{patch.pointer(key)}",
                        "value": new.view[key]})
        elif old.parts[key] != encoded:
            ops.extend(patch.diff(old.view[key], new.view[key], f"/{patch.pointer(key)}",
                                  DIFF_DEPTH, (old.memo, new.memo)))
    return ops


class ViewCache:
    """The last view built for each seat (None: the spectator), and the one before it,
    so that a connection holding the previous one gets only the change."""

    def __init__(self) -> None:
        self.serial = 0
        self.current: dict[int | None, SeatView] = {}
        self.previous: dict[int | None, SeatView] = {}

    def view(self, state: Any, seat: int | None) -> SeatView:
        now = self.current.get(seat)
        if now is not None and now.state is state:
            return now
        self.serial += 1
        made = SeatView.of(state, self.serial, state.view(seat) if state is not None else None)
        if now is not None:
            self.previous[seat] = now
        self.current[seat] = made
        return made


def compose(head: bytes, fields: dict[str, Any], key: str, body: bytes) -> bytes:
    """A message from the shared head (an encoded object without its closing brace), the
    seat's own fields, and its view or patch (already encoded)."""
    own = encode(fields)
    return b"".join((head, b",", own[1:-1], b',"', key.encode(), b'":', body, b"}")) \
        if len(own) > 2 else b"".join((head, b',"', key.encode(), b'":', body, b"}"))
