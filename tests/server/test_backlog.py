"""A connection that never reads cannot make the server buffer without bound."""

from __future__ import annotations

import asyncio
import json

from ludoteca.server.room import MAX_BACKLOG, Conn, Room, Settings
from ludoteca.server.storage import SeatRow, TableRow


def test_a_client_that_never_reads_keeps_only_a_bounded_backlog() -> None:
    async def scenario() -> None:
        row = TableRow("t1", "genie", 2, {}, 1, True, "waiting", 0, 0.0, "h", None,
                       [SeatRow(0, "", "empty", None, None), SeatRow(1, "", "empty", None,
                                                                     None)])
        room = Room(row, storage=None, settings=Settings())  # type: ignore[arg-type]
        idle, closing = Conn(None), Conn(None)
        room.conns.update({idle, closing})
        closing.queue.put_nowait(1008)  # a pending close code survives the drop
        for _ in range(5 * MAX_BACKLOG):
            room.broadcast([])
        assert idle.queue.qsize() <= MAX_BACKLOG
        items = [closing.queue.get_nowait() for _ in range(closing.queue.qsize())]
        assert 1008 in items
        last = json.loads([i for i in items if isinstance(i, str)][-1])
        assert last["type"] == "state" and last["table"]["id"] == "t1"

    asyncio.run(scenario())
