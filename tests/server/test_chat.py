"""Table chat (docs/server.md, "Chat"): players and spectators write to their table; each
line is cleaned, rate limited, stored before it is sent, sent to everyone at the table,
given back to new connections and shown in the replay. Hostile lines change nothing."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy.exc import OperationalError

from ludoteca.server.inputs import CHAT_MAX

from .helpers import (
    Client,
    LiveServer,
    TestClient,
    create_app,
    finish_game,
    new_table,
    settings,
)

LiveFactory = Callable[..., LiveServer]

# the game the tests play to its end: which game does not matter to the chat, and a King of
# Tokyo game of two is the shortest (about half a Genie's)
SHORT_GAME = "kingoftokyo"



def stored(server: LiveServer, table_id: str) -> list[Any]:
    """The table's chat lines in the database."""
    return server.hub.storage.load_chat(table_id, 10_000)[0]


async def joined(server: LiveServer, table_id: str, token: str | None = None
                 ) -> tuple[Client, dict[str, Any], list[dict[str, Any]]]:
    """A connection, its first state and the chat lines it was given on connecting (a
    table without chat sends none: a ping's answer comes first)."""
    client = await Client.connect(server.ws_base, table_id, token)
    first = await client.state()
    await client.send({"type": "ping"})
    log = await client.expect(lambda m: m["type"] in ("chat_log", "pong"))
    if log["type"] == "pong":
        return client, first, []
    await client.expect(lambda m: m["type"] == "pong")
    return client, first, log["lines"]


async def chat_line(client: Client) -> dict[str, Any]:
    return await client.expect(lambda m: m["type"] in ("chat", "error"))


async def nothing_more(client: Client) -> None:
    """No chat line reaches this client (a ping is answered after anything queued)."""
    await client.send({"type": "ping"})
    message = await client.expect(lambda m: m["type"] in ("chat", "pong"))
    assert message["type"] == "pong", message


# ----------------------------------------------------------------------- round trips
def test_players_and_spectators_chat_and_everyone_sees_it(server: LiveServer) -> None:
    table = new_table(server.http, 3, humans=2, bots=("random",))

    async def main() -> None:
        p0, _, log = await joined(server, table.id, table.tokens[0])
        assert log == []
        p1, _, _ = await joined(server, table.id, table.tokens[1])
        watcher, first, _ = await joined(server, table.id)
        assert first["table"]["seats"][2]["kind"] == "bot"  # the seat list marks bots
        await p0.send({"type": "chat", "text": "  good   luck,\nall!  "})
        for client in (p0, p1, watcher):
            line = await chat_line(client)
            assert line == {"type": "chat", "id": 1, "version": line["version"], "seat": 0,
                            "spectator": None, "name": "P0", "bot": False,
                            "text": "good luck, all!", "at": line["at"]}
            assert abs(line["at"] - time.time()) < 30
        await watcher.send({"type": "chat", "text": "I watch 👀"})
        await watcher.send({"type": "chat", "text": "cafe\u0301"})  # made NFC
        for client in (p0, p1, watcher):
            first_line, second = await chat_line(client), await chat_line(client)
            assert (first_line["seat"], first_line["spectator"], first_line["name"]) == (
                None, 1, "Spectator 1")
            assert first_line["text"] == "I watch 👀" and first_line["id"] == 2
            assert second["name"] == "Spectator 1" and second["text"] == "café"
        other, _, log = await joined(server, table.id)  # a new connection gets the lines
        assert [line["text"] for line in log] == ["good luck, all!", "I watch 👀", "café"]
        await other.send({"type": "chat", "text": "me too"})
        assert (await chat_line(other))["name"] == "Spectator 2"
        for client in (p0, p1, watcher, other):
            await client.close()

    asyncio.run(main())
    assert [(line.id, line.seat, line.name) for line in stored(server, table.id)] == [
        (1, 0, "P0"), (2, None, "Spectator 1"), (3, None, "Spectator 1"),
        (4, None, "Spectator 2")]


def test_chat_in_the_waiting_room_and_on_a_finished_table(server: LiveServer) -> None:
    table = new_table(server.http, 2, humans=1, bots=("random",), start=False)

    async def main() -> None:
        p0, first, _ = await joined(server, table.id, table.tokens[0])
        assert first["view"] is None
        await p0.send({"type": "chat", "text": "ready?"})
        line = await chat_line(p0)
        assert line["type"] == "chat" and line["version"] == 0
        await p0.close()

    asyncio.run(main())
    done = new_table(server.http, 2, humans=0, bots=("random", "random"), game=SHORT_GAME)
    wait_finished(server, done.id)

    async def after() -> None:
        watcher, _, _ = await joined(server, done.id)
        await watcher.send({"type": "chat", "text": "well played"})
        line = await chat_line(watcher)
        assert line["type"] == "chat", line  # allowed: the line is stored with the table
        assert line["version"] == server.http.get(f"/api/tables/{done.id}").json()["version"]
        await watcher.close()

    asyncio.run(after())
    assert [line.text for line in stored(server, done.id)] == ["well played"]


def wait_finished(server: LiveServer, table_id: str) -> None:
    deadline = time.monotonic() + 30
    while server.http.get(f"/api/tables/{table_id}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.05)


# --------------------------------------------------------------------------- hostile
HOSTILE = [
    ("too-long", {"text": "x" * (CHAT_MAX + 1)}, "bad_message"),
    ("bell", {"text": "ding\x07"}, "bad_message"),
    ("escape", {"text": "\x1b[2Jcleared"}, "bad_message"),
    ("bidi-override", {"text": "abc\u202edcba"}, "bad_message"),
    ("zero-width-space", {"text": "a\u200bb"}, "bad_message"),
    ("empty", {"text": ""}, "bad_message"),
    ("blank", {"text": " \n\t "}, "bad_message"),
    ("zalgo", {"text": "a" + "\u0301" * 20}, "bad_message"),
    ("number", {"text": 42}, "bad_message"),
    ("null", {"text": None}, "bad_message"),
    ("list", {"text": ["hi"]}, "bad_message"),
    ("object", {"text": {"text": "hi"}}, "bad_message"),
    ("missing", {}, "bad_message"),
    ("other-seat", {"text": "hi", "seat": 1}, "forbidden"),
    ("seat-not-int", {"text": "hi", "seat": "0"}, "forbidden"),
    ("other-table", {"text": "hi", "table": "elsewhere"}, "forbidden"),
]


@pytest.mark.parametrize("fields, code", [h[1:] for h in HOSTILE], ids=[h[0] for h in HOSTILE])
def test_a_hostile_line_is_refused_and_changes_nothing(server: LiveServer,
                                                        fields: dict[str, Any],
                                                        code: str) -> None:
    table = new_table(server.http, 2, humans=2)

    async def main() -> None:
        p0, _, _ = await joined(server, table.id, table.tokens[0])
        p1, _, _ = await joined(server, table.id, table.tokens[1])
        await p0.send({"type": "chat", **fields})
        error = await chat_line(p0)
        assert error["type"] == "error" and error["code"] == code, error
        assert error["about"] == "chat" and error["message"]
        await nothing_more(p1)
        await p0.send({"type": "chat", "text": "still here"})  # the connection stays usable
        assert (await chat_line(p1))["text"] == "still here"
        await p0.close()
        await p1.close()

    asyncio.run(main())
    assert [line.text for line in stored(server, table.id)] == ["still here"]


@pytest.mark.parametrize("raw", [
    '{"type": "chat", "text": "lone \\ud800 surrogate"}',
    '{"type": "chat", "text": "nul \\u0000 char"}',
])
def test_text_the_database_cannot_hold_is_refused(server: LiveServer, raw: str) -> None:
    table = new_table(server.http, 2, humans=2)

    async def main() -> None:
        p0, _, _ = await joined(server, table.id, table.tokens[0])
        await p0.send(raw)
        error = await chat_line(p0)
        assert error["type"] == "error" and error["code"] == "bad_message"
        await nothing_more(p0)
        await p0.close()

    asyncio.run(main())
    assert stored(server, table.id) == []


def test_a_line_of_exactly_the_limit_is_kept(server: LiveServer) -> None:
    table = new_table(server.http, 2, humans=2)

    async def main() -> None:
        p0, _, _ = await joined(server, table.id, table.tokens[0])
        await p0.send({"type": "chat", "text": "é" * CHAT_MAX})
        assert (await chat_line(p0))["text"] == "é" * CHAT_MAX
        await p0.close()

    asyncio.run(main())


def test_flooding_the_chat_is_rate_limited_and_the_connection_stays(server: LiveServer) -> None:
    table = new_table(server.http, 2, humans=2)
    burst = int(server.hub.settings.chat_burst)

    async def main() -> None:
        p0, first, _ = await joined(server, table.id, table.tokens[0])
        p1, _, _ = await joined(server, table.id, table.tokens[1])
        for n in range(burst + 3):
            await p0.send({"type": "chat", "text": f"spam {n}"})
        answers = [await chat_line(p0) for _ in range(burst + 3)]
        assert [a["text"] for a in answers[:burst]] == [f"spam {n}" for n in range(burst)]
        for refused in answers[burst:]:
            assert (refused["type"], refused["code"], refused["about"]) == (
                "error", "rate_limited", "chat")
        seen = [await chat_line(p1) for _ in range(burst)]
        assert [s["text"] for s in seen] == [f"spam {n}" for n in range(burst)]
        await nothing_more(p1)
        # the game goes on for the flooder (chat has its own limit)
        action = {k: v for k, v in first["legal"][0].items() if k != "label"}
        await p0.act(action, 0)
        applied = await p0.expect(lambda m: m["type"] == "state" and m["version"] == 1)
        assert applied["view"]["seats"][0]["placed"] is True
        await p0.close()
        await p1.close()

    asyncio.run(main())
    assert len(stored(server, table.id)) == burst


def test_the_lobby_feed_has_no_chat(server: LiveServer) -> None:
    async def main() -> None:
        import websockets

        async with websockets.connect(f"{server.ws_base}/ws/lobby") as ws:
            json.loads(await ws.recv())
            await ws.send(json.dumps({"type": "chat", "text": "hello lobby"}))
            error = json.loads(await asyncio.wait_for(ws.recv(), 10))
            assert error["type"] == "error" and error["code"] == "bad_message"

    asyncio.run(main())


def test_a_token_from_another_table_cannot_chat_here(server: LiveServer) -> None:
    here = new_table(server.http, 2, humans=2)
    there = new_table(server.http, 2, humans=2)

    async def main() -> None:
        intruder = await Client.connect(server.ws_base, here.id, there.tokens[0])
        closed = await intruder.closed()
        assert closed.code == 1008
        assert closed.messages[0]["code"] == "forbidden"

    asyncio.run(main())
    assert stored(server, here.id) == []


def test_a_player_who_left_chats_as_a_spectator(server: LiveServer) -> None:
    table = new_table(server.http, 2, humans=2)

    async def main() -> None:
        p0, _, _ = await joined(server, table.id, table.tokens[0])
        left = server.http.post(f"/api/tables/{table.id}/leave",
                                json={"token": table.tokens[0]})
        assert left.status_code == 200
        await p0.expect(lambda m: m["type"] == "state" and m["seat"] is None)
        await p0.send({"type": "chat", "text": "bye"})
        line = await chat_line(p0)
        assert (line["seat"], line["name"], line["spectator"]) == (None, "Spectator 1", 1)
        await p0.send({"type": "chat", "text": "x", "seat": 0})  # the seat is not theirs
        assert (await chat_line(p0))["code"] == "forbidden"
        await p0.close()

    asyncio.run(main())


# ----------------------------------------------------------------- storage and replay
def test_a_failed_write_sends_nothing_and_changes_nothing(server: LiveServer) -> None:
    table = new_table(server.http, 2, humans=2)
    storage = server.hub.storage

    def broken(*args: Any) -> None:
        raise OperationalError("INSERT INTO chat ...", {}, Exception("disk full"))

    async def main() -> None:
        p0, _, _ = await joined(server, table.id, table.tokens[0])
        watcher, _, _ = await joined(server, table.id)
        room = server.hub.rooms[table.id]
        storage.add_chat = broken
        try:
            await p0.send({"type": "chat", "text": "lost"})
            await watcher.send({"type": "chat", "text": "lost too"})
            error = await chat_line(p0)
            assert (error["code"], error["about"]) == ("unavailable", "chat")
            assert (await chat_line(watcher))["code"] == "unavailable"
            assert room.chat_count == 0 and list(room.chat_recent) == []
            assert room.spectators == 0 and all(c.spectator is None for c in room.conns)
        finally:
            del storage.add_chat
        await nothing_more(p0)
        await watcher.send({"type": "chat", "text": "kept"})
        for client in (p0, watcher):
            line = await chat_line(client)
            assert (line["id"], line["name"], line["text"]) == (1, "Spectator 1", "kept")
        await p0.close()
        await watcher.close()

    asyncio.run(main())
    assert [line.text for line in stored(server, table.id)] == ["kept"]


def test_chat_survives_a_restart_and_shows_in_the_replay(db_url: str) -> None:
    with TestClient(create_app(db_url, settings())) as client:
        table = new_table(client, 2, humans=1, bots=("random",), game=SHORT_GAME)
        with client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[0]}") as ws:
            _receive(ws, "chat_log")
            ws.send_text(json.dumps({"type": "chat", "text": "first"}))
            written_at = _receive(ws, "chat")["version"]
        with client.websocket_connect(f"/ws/tables/{table.id}") as ws:
            _receive(ws, "chat_log")
            ws.send_text(json.dumps({"type": "chat", "text": "from the rail"}))
            _receive(ws, "chat")
    with TestClient(create_app(db_url, settings())) as client:  # a restarted server
        with client.websocket_connect(f"/ws/tables/{table.id}") as ws:
            lines = _receive(ws, "chat_log").get("lines")
            assert [(x["id"], x["text"], x["name"]) for x in lines] == [
                (1, "first", "P0"), (2, "from the rail", "Spectator 1")]
            ws.send_text(json.dumps({"type": "chat", "text": "new here"}))
            assert _receive(ws, "chat")["name"] == "Spectator 2"  # numbers go on
        final = finish_game(client, table)
        with client.websocket_connect(f"/ws/tables/{table.id}") as ws:
            _receive(ws, "chat_log")
            ws.send_text(json.dumps({"type": "chat", "text": "gg"}))
            _receive(ws, "chat")
        replay = client.get(f"/api/tables/{table.id}/replay?seat=0").json()
    chat = replay["chat"]
    assert [line["text"] for line in chat] == ["first", "from the rail", "new here", "gg"]
    assert chat[0]["version"] == written_at and chat[-1]["version"] == final["version"]
    versions = [step["version"] for step in replay["steps"]]
    assert all(line["version"] in versions for line in chat)  # each line has its step


def test_a_new_connection_gets_the_last_lines_only(server: LiveServer) -> None:
    from ludoteca.server.room import CHAT_RECENT
    from ludoteca.server.storage import ChatRow

    table = new_table(server.http, 2, humans=2)
    room = server.hub.rooms[table.id]
    lines = [ChatRow(n, 0, 0, None, "P0", False, f"line {n}", 0.0)
             for n in range(1, CHAT_RECENT + 11)]
    room.load_chat(lines, len(lines), 0)  # as if loaded after many lines

    async def main() -> None:
        client, _, log = await joined(server, table.id)
        assert [x["id"] for x in log] == list(range(11, CHAT_RECENT + 11))
        await client.close()

    asyncio.run(main())


def _receive(ws: Any, kind: str, limit: int = 50) -> dict[str, Any]:
    if kind == "chat_log":  # a table without chat sends none: the pong comes first
        ws.send_text(json.dumps({"type": "ping"}))
    for _ in range(limit):
        message = json.loads(ws.receive_text())
        if message["type"] == kind or (kind == "chat_log" and message["type"] == "pong"):
            return message
        assert message["type"] != "error", message
    raise AssertionError(f"no {kind} message")
