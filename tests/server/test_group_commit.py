"""The storage writer commits in groups: the writes waiting together share one transaction,
each caller gets its own answer, a failed group changes nothing (in the database or in any
room's memory), and no database call runs on an event loop's thread."""

from __future__ import annotations

import asyncio
import random
import threading
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, text
from sqlalchemy.exc import OperationalError

from ludoteca.core.registry import get_game
from ludoteca.server.room import Conn, Room, Settings
from ludoteca.server.storage import SeatRow, Storage, TableRow

from .helpers import Client, LiveServer, new_table, play


def _row(table_id: str) -> TableRow:
    return TableRow(table_id, "genie", 2, get_game("genie").resolve_options(2, {}), 7, True,
                    "waiting", 0, 0.0, "h", None,
                    [SeatRow(s, f"P{s}", "human", None, None) for s in range(2)])


def _stored_actions(storage: Storage) -> list[tuple[str, int]]:
    with storage.engine.connect() as conn:
        return [tuple(r) for r in conn.execute(text("SELECT table_id, seq FROM actions"))]


async def _hold_writer(storage: Storage) -> tuple[threading.Event, asyncio.Future[Any]]:
    """Keep the writer busy until the event is set, so the next writes wait together."""
    release, busy = threading.Event(), threading.Event()

    def blocker() -> None:
        busy.set()
        release.wait(10)

    held = asyncio.ensure_future(storage.run(blocker))
    await asyncio.to_thread(busy.wait, 10)
    return release, held


def test_waiting_writes_commit_together_and_each_caller_gets_its_answer(tmp_path: Path
                                                                        ) -> None:
    async def main() -> None:
        storage = Storage(f"sqlite:///{tmp_path / 'g.db'}")
        try:
            for n in range(5):
                await storage.run(storage.create_table, _row(f"t{n}"))
            release, held = await _hold_writer(storage)
            groups = storage.groups
            writes = [asyncio.ensure_future(storage.run(storage.append_action, f"t{n}", 1, 0,
                                                        {"kind": "pass"}, "playing"))
                      for n in range(5)]
            answer = asyncio.ensure_future(storage.run(lambda: 42))
            await asyncio.sleep(0.05)
            release.set()
            await held
            assert await asyncio.gather(*writes) == [None] * 5
            assert await answer == 42
            assert storage.groups == groups + 2  # the blocker's, then everything waiting
            assert sorted(_stored_actions(storage)) == [(f"t{n}", 1) for n in range(5)]
        finally:
            storage.close()

    asyncio.run(main())


def test_a_failed_write_fails_its_group_and_no_room_changes(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    """Two tables' actions wait in one group with a write the database refuses: both
    actions are refused (`unavailable` for their players), neither is stored, neither
    room moves; the next group goes through."""
    async def main() -> None:
        storage = Storage(f"sqlite:///{tmp_path / 'g.db'}")
        try:
            rooms, conns = [], []
            for table_id in ("a", "b"):
                await storage.run(storage.create_table, _row(table_id))
                room = Room(_row(table_id), storage, Settings())
                await room.start()
                conn = Conn(0)
                room.connect(conn)
                rooms.append(room)
                conns.append(conn)
            before = [(r.row.version, len(r.actions), r.state.digest()) for r in rooms]

            def refused() -> None:
                raise OperationalError("INSERT INTO chat ...", {}, Exception("disk full"))

            release, held = await _hold_writer(storage)
            submits = [asyncio.ensure_future(
                room.submit(conn, room.state.legal(0)[0], room.row.version))
                for room, conn in zip(rooms, conns, strict=True)]
            failing = asyncio.ensure_future(storage.run(refused))
            await asyncio.sleep(0.05)
            groups = storage.groups
            release.set()
            await held
            results = await asyncio.gather(*submits, failing, return_exceptions=True)
            assert storage.groups == groups + 2
            assert all(isinstance(r, OperationalError) for r in results)
            assert _stored_actions(storage) == []
            assert [(r.row.version, len(r.actions), r.state.digest())
                    for r in rooms] == before
            for room, conn in zip(rooms, conns, strict=True):  # then it goes through
                await room.submit(conn, room.state.legal(0)[0], room.row.version)
                assert room.row.version == 1
            assert sorted(_stored_actions(storage)) == [("a", 1), ("b", 1)]
            for room in rooms:
                await room.close()
        finally:
            storage.close()

    asyncio.run(main())


def test_a_refused_action_in_a_group_answers_its_player_unavailable(live: Any) -> None:
    """Through the websocket: a group that fails answers `unavailable` and the table goes
    on from where it was."""
    server: LiveServer = live()
    table = new_table(server.http, 2, humans=2)
    storage = server.hub.storage

    async def main() -> None:
        client = await Client.connect(server.ws_base, table.id, table.tokens[0])
        state = await client.state()
        original = storage.append_action

        def broken(*args: Any) -> None:
            raise OperationalError("INSERT INTO actions ...", {}, Exception("disk full"))

        storage.append_action = broken
        try:
            action = {k: v for k, v in state["legal"][0].items() if k != "label"}
            await client.act(action, state["version"])
            assert (await client.error())["code"] == "unavailable"
        finally:
            storage.append_action = original
        assert server.snapshot(table.id)[:3] == (0, "playing", 0)
        await client.act(action, state["version"])
        await client.expect(lambda m: m["type"] == "state" and m["version"] == 1)
        await client.close()

    asyncio.run(main())


def test_no_database_call_runs_on_the_event_loop(live: Any) -> None:
    """Every statement of a whole game (tables, seats, actions, chat, the replay) runs
    on a thread without a running event loop: the writer's or a reader's."""
    server: LiveServer = live()
    on_loop: list[str] = []
    threads: set[str] = set()

    @event.listens_for(server.hub.storage.engine, "before_cursor_execute")
    def where(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        threads.add(threading.current_thread().name)
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return
        on_loop.append(statement)

    table = new_table(server.http, 2, humans=1, bots=("random",))

    async def main() -> None:
        async with await Client.connect(server.ws_base, table.id, table.tokens[0]) as client:
            await client.send({"type": "chat", "text": "good luck"})
            await play(client, 0, random.Random(1))

    asyncio.run(main())
    assert server.http.get(f"/api/tables/{table.id}/replay").status_code == 200
    assert server.http.get("/api/replays").status_code == 200
    assert on_loop == []
    assert "storage-writer" in threads


def test_the_server_reports_its_latency_from_action_to_last_send(live: Any) -> None:
    server: LiveServer = live()
    table = new_table(server.http, 2, humans=2)
    before = server.http.get("/api/stats").json()

    async def main() -> None:
        clients = [await Client.connect(server.ws_base, table.id, table.tokens[s])
                   for s in (0, 1)]
        state = await clients[0].state()
        action = {k: v for k, v in state["legal"][0].items() if k != "label"}
        await clients[0].act(action, state["version"])
        for client in clients:
            await client.expect(lambda m: m["type"] == "state" and m["version"] == 1)
        for client in clients:
            await client.close()

    asyncio.run(main())
    after = server.http.get("/api/stats").json()
    latency = after["action_latency"]
    assert latency["count"] == before["action_latency"]["count"] + 1
    assert sum(latency["buckets"].values()) == latency["count"]
    assert 0 < latency["max_ms"] < 10_000
    assert after["storage"]["writes"] > before["storage"]["writes"]
