"""Rematch by agreement: on a finished table one player proposes playing again, each of
its other players accepts or declines, and the next table is made once every player has
answered (docs/server.md, "Rematch"). Pure bookkeeping over the finished table's seats;
the app's routes hold the table's lock around it and make the table.

A proposal lives in the server's memory only: a restart forgets it (the finished table
is unchanged, and anyone may propose again)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from .room import RoomError
from .storage import SeatRow

# what the seat of a player who declined (or never answered) becomes at the next table
DECLINED = ("bot", "open")


@dataclass(frozen=True)
class Offer:
    """A proposal to play again: who made it (a seat; None for a host who holds no seat),
    what declined seats become, and each player's answer (True, False, None: not yet)."""

    by: int | None
    declined: str
    answers: tuple[tuple[int, bool | None], ...]

    @classmethod
    def propose(cls, seats: list[SeatRow], by: int | None, declined: str) -> Offer:
        """The proposal of seat `by`, which accepts it by making it; every other player
        of the table is asked."""
        if declined not in DECLINED:
            raise RoomError("bad_request", f"declined seats become one of {DECLINED}, "
                                            f"not {declined!r}")
        return cls(by, declined, tuple((s.seat, True if s.seat == by else None)
                                       for s in seats if s.kind == "human"))

    def answer(self, seat: int | None, accept: bool) -> Offer | None:
        """The offer after `seat` answers; None when its proposer withdraws it."""
        if seat == self.by and not accept:
            return None
        if seat not in dict(self.answers):
            raise RoomError("not_asked", "this token's seat is not asked about the rematch")
        return dataclasses.replace(self, answers=tuple(
            (s, accept if s == seat else a) for s, a in self.answers))

    def go_ahead(self, seat: int | None) -> Offer:
        """The proposer starts without the players who have not answered: their seats
        count as declined."""
        if seat != self.by:
            raise RoomError("forbidden", "only the player who proposed the rematch may "
                                          "start it without the others")
        return dataclasses.replace(self, answers=tuple(
            (s, False if a is None else a) for s, a in self.answers))

    @property
    def settled(self) -> bool:
        """Every player has answered: the next table can be made."""
        return all(a is not None for _, a in self.answers)

    def accepted(self, seat: int | None) -> bool:
        return dict(self.answers).get(seat, False) is True

    def next_seats(self, seats: list[SeatRow], bot: str) -> list[SeatRow]:
        """The next table's seats: players who accepted keep theirs (and their tokens),
        a declined seat becomes an open seat or a `bot` as the proposer chose, bots stay."""
        answers = dict(self.answers)
        out = []
        for s in seats:
            if s.kind == "human" and answers.get(s.seat) is not True:
                s = (SeatRow(s.seat, "", "empty", None, None) if self.declined == "open"
                     else SeatRow(s.seat, f"{bot} bot {s.seat + 1}", "bot", bot, None))
            out.append(SeatRow(s.seat, s.name, s.kind, s.bot, s.token_hash))
        return out

    def json(self) -> dict[str, Any]:
        """The offer in the table's summary (`rematch` in docs/server.md's TABLE)."""
        return {"by": self.by, "declined": self.declined,
                "answers": [{"seat": s, "answer": None if a is None else ("yes" if a else "no")}
                            for s, a in self.answers]}
