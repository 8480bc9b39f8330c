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
from dataclasses import dataclass
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
    """One seat's view of one state, kept encoded only (no live objects for the garbage
    collector to walk): the whole view, its top-level values, and an id (`serial`) a
    connection keeps to say it holds this view."""

    stamp: int  # the room's state stamp it was built for
    serial: int
    whole: bytes
    parts: dict[Any, bytes] | None  # for a dict view: each key's value, encoded

    @classmethod
    def of(cls, stamp: int, serial: int, view: Any) -> SeatView:
        if not isinstance(view, dict):
            return cls(stamp, serial, encode(view), None)
        parts = {key: encode(value) for key, value in view.items()}
        whole = b"{" + b",".join(encode(k if isinstance(k, str) else str(k)) + b":" + v
                                 for k, v in parts.items()) + b"}"
        return cls(stamp, serial, whole, parts)


def diff_views(old: SeatView, new: SeatView, view: Any) -> list[dict[str, Any]]:
    """The operations that turn `old`'s view into `new`'s (`view`, its value): top-level
    values compared by their encodings, only the changed ones decoded and walked down
    (`patch.diff`)."""
    if old.parts is None or new.parts is None:
        return patch.diff(orjson.loads(old.whole), view)
    ops: list[dict[str, Any]] = []
    for key in old.parts:
        if key not in new.parts:
            ops.append({"op": "remove", "path": f"/{patch.pointer(key)}"})
    for key, encoded in new.parts.items():
        if key not in old.parts:
            ops.append({"op": "add", "path": f"/{patch.pointer(key)}", "value": view[key]})
        elif old.parts[key] != encoded:
            ops.extend(patch.diff(orjson.loads(old.parts[key]), view[key],
                                  f"/{patch.pointer(key)}", DIFF_DEPTH))
    return ops


class ViewCache:
    """The last view built for each seat (None: the spectator), and the one before it,
    so that a connection holding the previous one gets only the change."""

    def __init__(self) -> None:
        self.serial = 0
        self.current: dict[int | None, SeatView] = {}
        self.previous: dict[int | None, SeatView] = {}

    def view(self, state: Any, stamp: int, seat: int | None) -> tuple[SeatView, Any]:
        """The seat's view of the state with this stamp, and its value when it was built
        now (None when it was cached: decode `whole` if needed)."""
        now = self.current.get(seat)
        if now is not None and now.stamp == stamp:
            return now, None
        self.serial += 1
        value = state.view(seat) if state is not None else None
        made = SeatView.of(stamp, self.serial, value)
        if now is not None:
            self.previous[seat] = now
        self.current[seat] = made
        return made, value


def compose(head: bytes, fields: dict[str, Any], legal: bytes, key: str, body: bytes
            ) -> bytes:
    """A message from the shared head (an encoded object without its closing brace), the
    seat's own fields, its legal actions, and its view or patch (both already encoded)."""
    own = encode(fields)
    return b"".join((head, b",", own[1:-1], b',"legal":', legal, b',"', key.encode(), b'":',
                     body, b"}"))
