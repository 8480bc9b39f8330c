"""The turn timers' bookkeeping (docs/server.md, "Turn timers"), apart from any room.

A table with a turn timer gives each seat a `Clock`: a bank of seconds that runs only while
its player is asked to decide, and gets an increment after each of its moves. Everything
here is pure: the room (room.py) says who acted, who is asked now and when, and gets the
clocks back; it alone schedules the callbacks, stores the clocks and tells the players.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

# The turn timers a table may be created with (docs/server.md, "Turn timers"): each seat's
# bank in seconds and the seconds added after each of its moves; "none": no clocks.
TIME_PRESETS: dict[str, tuple[float, float]] = {
    "relaxed": (600.0, 30.0), "normal": (300.0, 15.0), "fast": (120.0, 5.0)}
TIME_CHOICES = ("none", *TIME_PRESETS)


class HasPresets(Protocol):
    """What the preset lookup needs of the server's settings (room.Settings)."""

    time_presets: dict[str, tuple[float, float]]


def time_preset(settings: HasPresets, name: str) -> tuple[float, float] | None:
    """(bank seconds, seconds per move) of a turn timer; None for "none" (or a name no
    longer known). A preset the settings do not name has its default numbers."""
    if name == "none":
        return None
    return settings.time_presets.get(name) or TIME_PRESETS.get(name)


@dataclass(frozen=True)
class Clock:
    """One seat's turn timer: the seconds in its bank when it last started or stopped,
    since when it runs (monotonic; None: stopped), how often it ran out, and the seats that
    voted to replace its player."""

    left: float
    since: float | None = None
    outs: int = 0
    votes: tuple[int, ...] = ()

    def at(self, now: float) -> float:
        """The seconds left at `now`."""
        if self.since is None:
            return self.left
        return max(0.0, self.left - (now - self.since))

    @property
    def due(self) -> float | None:
        """When it runs out (monotonic), while it runs."""
        return None if self.since is None else self.since + self.left


def clocks_after(clocks: Sequence[Clock], standing: Mapping[int, int], *,
                 acted: int | None, asked: Collection[int], timed: Collection[int],
                 present: Collection[int], decisions: Sequence[int], increment: float,
                 now: float, own: bool = False) -> tuple[list[Clock], dict[int, int]]:
    """The clocks (and the seats the stand-in plays for) once the table is where it is now.

    `acted`: the seat whose action brought it here (None: only who is asked, or who is
    there, changed); `asked`: the seats asked to decide now (none before the start or after
    the end); `timed`: those of them in a timed decision (the genie lamp claim: its window
    is its limit); `present`: the seats whose own player decides (a person's seat, not
    counted as away); `decisions`: each seat's decision (the version it started at);
    `standing`: seat -> the decision the stand-in bot makes for it (its bank ran out);
    `own`: `acted` is its player's own action, not a bot's for them.

    A seat's clock runs while its player is asked (every seat asked at once, in a
    simultaneous decision), but not during a timed decision nor while a bot plays the seat.
    A clock that stops because its seat acted gets the increment; a seat the stand-in
    played for gets it once that one action is made (or the decision went away), and its
    player decides again from the next one. A player who makes a move of their own is
    back: the votes to replace them are cleared (their time outs still count). Nothing
    given is changed."""
    standing = dict(standing)
    out = []
    for seat, clock in enumerate(clocks):
        if own and seat == acted and clock.votes:
            clock = dataclasses.replace(clock, votes=())
        if seat in standing:  # stopped while the stand-in makes the move
            if seat == acted or seat not in asked or decisions[seat] != standing[seat]:
                del standing[seat]
                clock = dataclasses.replace(clock, left=clock.left + increment)
            out.append(clock)
            continue
        runs = seat in asked and seat not in timed and seat in present
        if clock.since is not None and not runs:
            clock = dataclasses.replace(
                clock, since=None, left=clock.at(now) + (increment if seat == acted else 0.0))
        elif clock.since is None and runs:
            clock = dataclasses.replace(clock, since=now)
        out.append(clock)
    return out, standing


def ran_out(clock: Clock) -> Clock:
    """A clock whose bank reached zero: stopped at zero, one more time out."""
    return dataclasses.replace(clock, left=0.0, since=None, outs=clock.outs + 1)


def votes_needed(voters: Collection[int]) -> int:
    """The votes that replace a player: more than half of the other people."""
    return len(voters) // 2 + 1


def clock_json(clock: Clock, standing_in: bool, voters: Collection[int], now: float
               ) -> dict[str, Any]:
    """A person's seat's clock as the table's JSON shows it (`clock` in docs/server.md)."""
    return {"ms": round(clock.at(now) * 1000), "running": clock.since is not None,
            "outs": clock.outs, "standing_in": standing_in,
            "votes": [v for v in clock.votes if v in voters],
            "needed": votes_needed(voters)}


def stored_json(clocks: Sequence[Clock], standing: Collection[int], now: float
                ) -> dict[str, Any]:
    """The clocks as stored (`tables.clocks`): a running clock counts as stopped now, so a
    restart gives each seat the time it had left."""
    return {"bank": [round(c.at(now) * 1000) for c in clocks],
            "outs": [c.outs for c in clocks], "votes": [list(c.votes) for c in clocks],
            "standing_in": sorted(standing)}


def from_stored(stored: Mapping[str, Any] | None, players: int, bank: float
                ) -> tuple[list[Clock], list[int]]:
    """The clocks of a stored table (a fresh `bank` for a seat it has none of), stopped,
    and the seats the stand-in was playing for."""
    stored = stored or {}

    def column(name: str, default: Any) -> list[Any]:
        values = stored.get(name)
        return list(values) if isinstance(values, list) and len(values) == players \
            else [default] * players
    banks, outs = column("bank", bank * 1000), column("outs", 0)
    votes = column("votes", [])
    clocks = [Clock(max(0.0, float(banks[i]) / 1000), None, int(outs[i]),
                    tuple(int(v) for v in votes[i])) for i in range(players)]
    standing = [s for s in stored.get("standing_in") or ()
                if isinstance(s, int) and 0 <= s < players]
    return clocks, standing
