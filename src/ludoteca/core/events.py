"""Events: what happened, one stream for logs, animation and replays.

An event has a public payload and, optionally, private payloads for single seats (your
own secret die, the cards you peeked at). `for_seat` gives what one seat may see and
`for_seat(None)` what a spectator may see, so redaction happens where events are made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(slots=True)
class Event:
    kind: str
    data: dict[str, Any]
    private: dict[int, dict[str, Any]] | None = None

    def kept_for(self, seat: int) -> Event:
        """This event as one seat knows it: its own private part only (a determinized
        copy's opening events: the other parts were of the real deal)."""
        own = self.private.get(seat) if self.private else None
        return Event(self.kind, self.data, None if own is None else {seat: own})

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        out = {"kind": self.kind, **self.data}
        if seat is not None and self.private and seat in self.private:
            out.update(self.private[seat])
        return out
