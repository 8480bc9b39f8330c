"""The table server probed as an attacker would, where the older hostile tests do not reach:
identities in URLs and messages, replayed and future versions, races (two connections of
one seat, joins for one seat, rematches, a join or a connection racing a table's expiry),
finished and deleted tables, secrets through every door (backlog, patches, query fields,
HTTP), frames no client library sends (text that is not UTF-8, reserved opcodes, unmasked,
fragmented past the limit), many sockets, spectators in the chat, paths outside the web
folders, table ids that read like SQL, split headers and chunked bodies past the limit.

Each attack is refused clearly (a status and code, an `error` message or a close code),
changes neither the table nor its storage, leaks nothing hidden, and leaves the server
serving others. The four weaknesses this probe found are fixed: a join or a socket racing
a table's expiry, spectators' sockets sending everyone states, and spectators filling the
chat by reconnecting.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import logging
import os
import random
import socket
import threading
import time
from typing import Any
from urllib.parse import quote, urlencode

import httpx
import pytest
import websockets

import ludoteca.server.room as room_module

from .helpers import HOST, TIMEOUT, Client, LiveServer, Table, new_table, play

PLACE = {"kind": "place", "dice": [["gold", 4]]}


# ------------------------------------------------------------------------------ helpers
async def connect(server: LiveServer, table_id: str, token: str | None = None,
                  **query: str) -> Client:
    """A websocket with any query; its incoming queue is unbounded, so a test that leaves
    many messages unread still closes at once (a full queue stops reading the close)."""
    params = {**({"token": token} if token is not None else {}), **query}
    url = f"{server.ws_base}/ws/tables/{table_id}" + (f"?{urlencode(params)}" if params
                                                      else "")
    ws = await asyncio.wait_for(websockets.connect(url, max_size=2**22, max_queue=None,
                                                   open_timeout=TIMEOUT), TIMEOUT)
    return Client(ws)


def stored(server: LiveServer, table_id: str) -> tuple[Any, ...]:
    """What the database holds of a table: its row and seats, actions and chat."""
    storage = server.hub.storage
    return (storage.load_table(table_id), storage.load_actions(table_id),
            storage.load_chat(table_id, 10_000))


def summary(server: LiveServer, table_id: str) -> dict[str, Any]:
    return server.http.get(f"/api/tables/{table_id}").json()


def refused(response: Any, status: int | tuple[int, ...], code: str | None = None
            ) -> dict[str, Any]:
    statuses = (status,) if isinstance(status, int) else status
    assert response.status_code in statuses, (response.status_code, response.text[:300])
    body = response.json()
    assert set(body) == {"error", "code"} and body["error"], body
    assert code is None or body["code"] == code, body
    return body


async def drain(client: Client) -> list[dict[str, Any]]:
    """Everything queued for a connection up to now (a ping is answered after it)."""
    await client.send({"type": "ping"})
    seen = []
    while True:
        message = await client.recv()
        if message["type"] == "pong":
            return seen
        seen.append(message)


async def serves_a_new_player(server: LiveServer) -> None:
    """The server still serves others: a fresh table is created, joined and played."""
    table = new_table(server.http, 3)
    client = await connect(server, table.id, table.tokens[0])
    await client.state()
    await client.act(PLACE, 0)
    applied = await client.expect(lambda m: m["type"] == "state" and m["version"] == 1)
    assert applied["view"]["seats"][0]["dice"] == PLACE["dice"]
    await client.close()


def wait_finished(server: LiveServer, table_id: str) -> None:
    deadline = time.monotonic() + 20
    while summary(server, table_id)["status"] != "finished":
        assert time.monotonic() < deadline, "the game did not finish"
        time.sleep(0.05)


def on_server_loop(server: LiveServer, coro: Any) -> Any:
    """A future for a coroutine run on the server's own event loop."""
    return asyncio.run_coroutine_threadsafe(coro, server.hub.loop)


@pytest.fixture(scope="module")
def finished(server: LiveServer) -> Table:
    """A finished genie game of a person (seat 0, its token kept) and a random bot."""
    table = new_table(server.http, 2, humans=1, bots=("random",))

    async def main() -> None:
        client = await connect(server, table.id, table.tokens[0])
        log = await play(client, 0, random.Random(5), timeout=30.0)
        assert log.final is not None and log.final["view"]["over"]
        await client.close()

    asyncio.run(main())
    wait_finished(server, table.id)
    return table


# ------------------------------------------------------------- identities and tokens
def altered(token: str) -> list[str]:
    return [token + " ", " " + token, token.upper() if token.upper() != token else
            token.lower(), token[:-1], token + "=", token + "\x00", token * 2]


@pytest.mark.parametrize("variant", range(7))
def test_an_altered_seat_token_holds_no_seat(server: LiveServer, variant: int) -> None:
    table = new_table(server.http, 3)

    async def main() -> None:
        before = (server.snapshot(table.id), stored(server, table.id))
        client = await connect(server, table.id, altered(table.tokens[0])[variant])
        closed = await client.closed()
        assert closed.code == 1008 and [m["code"] for m in closed.messages] == ["forbidden"]
        assert (server.snapshot(table.id), stored(server, table.id)) == before
        assert not any(s["connected"] for s in summary(server, table.id)["seats"])
        await serves_a_new_player(server)

    asyncio.run(main())


@pytest.mark.parametrize("query, seats", [
    ("token={t0}&token=forged", {0}), ("token=forged&token={t0}", {0}),
    ("token={t0}&token={t1}", {0, 1}),  # whoever has both tokens holds both seats
    ("token={t0}&seat=1", {0}), ("seat=1", {None}), ("token={host}&seat=1", {None}),
    ("token={t0}&as=1&player=1", {0}), ("token=&seat=1", {None}),
])
def test_a_url_never_holds_a_seat_its_token_does_not(server: LiveServer, query: str,
                                                     seats: set[int | None]) -> None:
    """Doubled tokens and seat fields in the URL: the connection is the seat of a token
    it gives, a spectator's, or refused; never another seat, and its view is that
    seat's only."""
    table = new_table(server.http, 3)
    url = query.format(t0=table.tokens[0], t1=table.tokens[1], host=table.host)
    room = server.hub.rooms[table.id]

    async def main() -> None:
        ws = await websockets.connect(f"{server.ws_base}/ws/tables/{table.id}?{url}",
                                      max_queue=None, open_timeout=TIMEOUT)
        client = Client(ws)
        try:
            first = await client.recv()
        except Exception as exc:  # closed before anything: refused
            raise AssertionError("no first message") from exc
        if first["type"] == "error":
            assert first["code"] == "forbidden"
            assert (await client.closed()).code == 1008
            return
        assert first["seat"] in seats, first["seat"]
        assert first["view"] == json.loads(json.dumps(room.state.view(first["seat"])))
        await client.close()

    asyncio.run(main())


def test_identity_fields_in_an_action_are_never_honoured(server: LiveServer) -> None:
    """An action carrying another seat's token, another table, a player field: it acts for
    the connection's own seat at its own table, or not at all."""
    table = new_table(server.http, 3)
    other = new_table(server.http, 3)
    room = server.hub.rooms[table.id]

    async def main() -> None:
        before_other = (server.snapshot(other.id), stored(server, other.id))
        client = await connect(server, table.id, table.tokens[0])
        await client.state()
        await client.act(PLACE, 0, token=table.tokens[1], player=1, table=other.id,
                         id=other.id, as_seat=1)
        answer = await client.expect(lambda m: m["type"] in ("state", "error")
                                     and m.get("version", 1) == 1)
        if answer["type"] == "error":
            assert answer["code"] in ("forbidden", "bad_message")
            assert room.actions == []
        else:
            assert [seat for seat, _ in room.actions] == [0]
        assert not room.state.view(1)["seats"][1]["placed"]
        assert [seat for seat, _ in stored(server, table.id)[1]] == [
            seat for seat, _ in room.actions]
        assert (server.snapshot(other.id), stored(server, other.id)) == before_other
        await client.close()

    asyncio.run(main())


def test_an_action_naming_another_table_is_refused(server: LiveServer) -> None:
    """As a chat line naming another table is (docs/server.md): the connection acts at its
    own table only; naming its own table is no error."""
    table = new_table(server.http, 3)
    room = server.hub.rooms[table.id]

    async def main() -> None:
        client = await connect(server, table.id, table.tokens[0])
        await client.state()
        await client.act(PLACE, 0, table="elsewhere")
        refusal = await client.expect(lambda m: m["type"] == "error")
        assert refusal["code"] == "forbidden" and room.actions == []
        await client.act(PLACE, 0, table=table.id)
        await client.expect(lambda m: m["type"] == "state" and m["version"] == 1)
        assert [seat for seat, _ in room.actions] == [0]
        await client.close()

    asyncio.run(main())


def test_a_spent_token_opens_and_manages_nothing(server: LiveServer) -> None:
    """A token given up by leaving (before the start: the seat is free; after: a bot's)
    connects as nobody and manages nothing, on this table and none other."""
    waiting = new_table(server.http, 3, humans=2, start=False)
    playing = new_table(server.http, 3)

    async def main() -> None:
        for table in (waiting, playing):
            spent = table.tokens[0]
            assert server.http.post(f"/api/tables/{table.id}/leave",
                                    json={"token": spent}).status_code == 200
            if table is playing:  # the bot now playing seat 0 places its dice first
                room = server.hub.rooms[table.id]
                deadline = time.monotonic() + TIMEOUT
                while room.row.version < 1 and time.monotonic() < deadline:
                    await asyncio.sleep(0.02)
                assert room.row.version == 1
            before = (summary(server, table.id), server.snapshot(table.id),
                      stored(server, table.id))
            client = await connect(server, table.id, spent)
            closed = await client.closed()
            assert closed.code == 1008 and closed.messages[0]["code"] == "forbidden"
            url = f"/api/tables/{table.id}"
            refused(server.http.post(f"{url}/leave", json={"token": spent}), 403)
            refused(server.http.post(f"{url}/start", json={"token": spent}), 403)
            refused(server.http.post(f"{url}/rematch", json={"token": spent}), 403)
            refused(server.http.post(f"{url}/bots", json={"token": spent, "seat": 2,
                                                          "bot": "random"}), 403)
            after = (summary(server, table.id), server.snapshot(table.id),
                     stored(server, table.id))
            assert after == before
        await serves_a_new_player(server)

    asyncio.run(main())


# ---------------------------------------------------------------- versions and replays
def test_a_replayed_action_message_is_refused(server: LiveServer) -> None:
    """King of Tokyo: the mover acts several times in a row; the same message sent again
    (a replay of an old one) is refused as stale, however often, and changes nothing."""
    table = new_table(server.http, 2, game="kingoftokyo")
    room = server.hub.rooms[table.id]
    (mover,) = room.state.to_move()

    async def main() -> None:
        client = await connect(server, table.id, table.tokens[mover])
        first = await client.state()
        version = first["version"]
        message = json.dumps({"type": "action", "version": version,
                              "action": {"kind": "reroll", "dice": 1}})
        await client.send(message)
        await client.expect(lambda m: m["type"] == "state" and m["version"] == version + 1)
        before = (server.snapshot(table.id), stored(server, table.id))
        for _ in range(3):
            await client.send(message)
            error = await client.error()
            assert error["code"] == "stale" and error["message"]
        assert (server.snapshot(table.id), stored(server, table.id)) == before
        await client.act({"kind": "stop_rolling"}, version + 1)
        await client.expect(lambda m: m["type"] == "state" and m["version"] == version + 2)
        before = (server.snapshot(table.id), stored(server, table.id))
        await client.send(message)  # the first turn's message, once the turn moved on
        assert (await client.error())["code"] in ("stale", "not_your_turn")
        assert (server.snapshot(table.id), stored(server, table.id)) == before
        await client.close()

    asyncio.run(main())


@pytest.mark.parametrize("ahead", [1, 2**63, 10**100])
def test_a_version_not_yet_reached_is_refused(server: LiveServer, ahead: int) -> None:
    table = new_table(server.http, 3)

    async def main() -> None:
        client = await connect(server, table.id, table.tokens[0])
        await client.state()
        before = (server.snapshot(table.id), stored(server, table.id))
        await client.act(PLACE, ahead)
        error = await client.error()
        assert error["code"] == "bad_message" and "not happened" in error["message"]
        assert (server.snapshot(table.id), stored(server, table.id)) == before
        await client.act(PLACE, 0)
        await client.expect(lambda m: m["type"] == "state" and m["version"] == 1)
        await client.close()

    asyncio.run(main())


@pytest.mark.parametrize("kind", ["state", "error", "chat_log", "pong", "lobby", "gone",
                                  "table", "ACTION", "action ", "Chat", "chat\u200b"])
def test_a_client_sending_the_servers_message_types_is_refused(server: LiveServer,
                                                               kind: str) -> None:
    table = new_table(server.http, 3)
    room = server.hub.rooms[table.id]

    async def main() -> None:
        client = await connect(server, table.id, table.tokens[0])
        await client.state()
        before = (server.snapshot(table.id), stored(server, table.id))
        forged = {"type": kind, "version": 0, "action": PLACE, "text": "hi", "seat": 0,
                  "view": room.state.view(1), "table": summary(server, table.id),
                  "legal": [PLACE], "lines": [{"id": 1, "text": "forged"}]}
        await client.send(forged)
        error = await client.error()
        assert error["code"] == "bad_message" and error["message"]
        assert (server.snapshot(table.id), stored(server, table.id)) == before
        await client.close()

    asyncio.run(main())


# ------------------------------------------------------------------------------- races
def test_two_connections_of_one_seat_racing_apply_one_action(server: LiveServer) -> None:
    table = new_table(server.http, 3)
    room = server.hub.rooms[table.id]

    async def main() -> None:
        a = await connect(server, table.id, table.tokens[0])
        b = await connect(server, table.id, table.tokens[0])
        await a.state()
        await b.state()
        gold = {"kind": "place", "dice": [["gold", 4]]}
        silver = {"kind": "place", "dice": [["silver", 2]]}
        await asyncio.gather(a.act(gold, 0), b.act(silver, 0))
        answers = []
        for client in (a, b):
            answers.append(await client.expect(
                lambda m: m["type"] == "error" or (m["type"] == "state" and m["version"] == 1)))
        await asyncio.sleep(0.2)
        assert len(room.actions) == 1 and room.row.version == 1
        assert [seat for seat, _ in stored(server, table.id)[1]] == [0]
        refusals = [m for m in await drain(a) + await drain(b) + answers
                    if m["type"] == "error"]
        assert [m["code"] for m in refusals] == ["not_your_turn"]
        placed = room.state.view(0)["seats"][0]["dice"]
        assert placed in (gold["dice"], silver["dice"])
        for client in (a, b):
            await client.close()

    asyncio.run(main())


def test_concurrent_joins_seat_each_seat_once(server: LiveServer) -> None:
    table = new_table(server.http, 3, humans=0, start=False)
    url = f"{server.base}/api/tables/{table.id}/join"

    async def main() -> tuple[list[Any], list[Any]]:
        async with httpx.AsyncClient(verify=False, timeout=TIMEOUT) as http:
            same = await asyncio.gather(*[http.post(url, json={"name": f"A{i}", "seat": 1})
                                          for i in range(12)])
            any_seat = await asyncio.gather(*[http.post(url, json={"name": f"B{i}"})
                                              for i in range(12)])
        return list(same), list(any_seat)

    same, any_seat = asyncio.run(main())
    won = [r for r in same if r.status_code == 200]
    assert len(won) == 1 and won[0].json()["seat"] == 1
    for response in same:
        if response.status_code != 200:
            refused(response, 409, "seat_taken")
    seated = sorted(r.json()["seat"] for r in any_seat if r.status_code == 200)
    assert seated == [0, 2]
    for response in any_seat:
        if response.status_code != 200:
            refused(response, 409, "no_free_seat")
    row = stored(server, table.id)[0]
    names = {s.seat: s.name for s in row.seats}
    assert names[1] == won[0].json()["table"]["seats"][1]["name"]
    assert [s["name"] for s in summary(server, table.id)["seats"]] == [names[i] for i in range(3)]
    assert len({s.token_hash for s in row.seats}) == 3


def test_concurrent_rematches_make_one_table(server: LiveServer, finished: Table) -> None:
    url = f"{server.base}/api/tables/{finished.id}/rematch"
    tables_before = set(server.hub.rooms)

    async def main() -> list[Any]:
        async with httpx.AsyncClient(verify=False, timeout=TIMEOUT) as http:
            return list(await asyncio.gather(
                *[http.post(url, json={"token": token})
                  for token in [finished.host, finished.tokens[0]] * 4]))

    answers = asyncio.run(main())
    assert all(r.status_code == 200 for r in answers), [r.text for r in answers]
    # the host (no seat) proposing first waits for the player, who accepts: either way one
    # table, and every answer after it names it
    ids = {r.json()["table"]["id"] for r in answers if r.json()["table"] is not None}
    assert len(ids) == 1
    (new_id,) = ids
    assert set(server.hub.rooms) - tables_before <= {new_id, finished.id}
    assert stored(server, finished.id)[0].next_id == new_id
    assert summary(server, finished.id)["next"] == new_id


# ---------------------------------------------------------------- finished and deleted
def test_a_finished_table_refuses_seats_bots_starts_and_actions(server: LiveServer,
                                                                finished: Table) -> None:
    url = f"/api/tables/{finished.id}"
    before = (summary(server, finished.id), server.http.get(f"{url}/record").json(),
              server.snapshot(finished.id), stored(server, finished.id)[:2])
    for seat in (None, 0, 1):
        refused(server.http.post(f"{url}/join", json={"name": "Late", **(
            {} if seat is None else {"seat": seat})}), 409, "started")
    refused(server.http.post(f"{url}/bots", json={"token": finished.host, "seat": 1,
                                                  "bot": "random"}), 409, "started")
    refused(server.http.post(f"{url}/start", json={"token": finished.host}), 409, "started")

    async def main() -> None:
        client = await connect(server, finished.id, finished.tokens[0])
        first = await client.state()
        assert first["seat"] == 0 and first["legal"] == [] and first["view"]["over"]
        await client.act(PLACE, first["version"])
        assert (await client.error())["code"] in ("forbidden", "not_your_turn")
        await client.close()

    asyncio.run(main())
    after = (summary(server, finished.id), server.http.get(f"{url}/record").json(),
             server.snapshot(finished.id), stored(server, finished.id)[:2])
    assert after[1:] == before[1:]
    assert {k: v for k, v in after[0].items() if k != "next"} == {
        k: v for k, v in before[0].items() if k != "next"}


def test_a_deleted_table_refuses_everything(live: Any) -> None:
    server: LiveServer = live(waiting_expiry=3600.0)
    table = new_table(server.http, 3, humans=1, start=False)
    later = server.hub.rooms[table.id].idle_since + 3601.0
    assert on_server_loop(server, server.hub.expire_waiting(later)).result(TIMEOUT) == [
        table.id]
    url = f"/api/tables/{table.id}"
    for path, body in [("/join", {"name": "Late"}), ("/join", {"name": "Late", "seat": 0}),
                       ("/start", {"token": table.host}), ("/leave", {"token": table.tokens[0]}),
                       ("/bots", {"token": table.host, "seat": 1, "bot": "random"}),
                       ("/rematch", {"token": table.host})]:
        refused(server.http.post(url + path, json=body), 404, "not_found")
    for path in ("", "/record", "/replay"):
        refused(server.http.get(url + path), 404, "not_found")

    async def main() -> None:
        for token in (None, table.tokens[0], table.host):
            client = await connect(server, table.id, token)
            closed = await client.closed()
            assert closed.code == 4404 and closed.messages[0]["code"] == "not_found"
        await serves_a_new_player(server)

    asyncio.run(main())
    assert stored(server, table.id) == (None, [], ([], 0, 0, 0))
    assert table.id not in server.hub.rooms


def hold_the_delete(server: LiveServer) -> tuple[threading.Event, threading.Event]:
    """Make the next table delete wait (on the writer thread) until released."""
    storage = server.hub.storage
    entered, release = threading.Event(), threading.Event()
    delete = storage.delete_table

    def held(table_id: str) -> None:
        entered.set()
        release.wait(TIMEOUT)
        delete(table_id)

    storage.delete_table = held
    return entered, release


def expiring_table(live: Any) -> tuple[LiveServer, Table, threading.Event, Any]:
    """A waiting table whose expiry has begun and is held in the middle of its delete
    (`release` lets it finish; `expiring` is its future)."""
    server: LiveServer = live(waiting_expiry=3600.0)
    table = new_table(server.http, 3, humans=1, start=False)
    entered, release = hold_the_delete(server)
    later = server.hub.rooms[table.id].idle_since + 3601.0
    expiring = on_server_loop(server, server.hub.expire_waiting(later))
    assert entered.wait(TIMEOUT)
    return server, table, release, expiring


def test_a_join_racing_the_expiry_of_its_table_is_refused(live: Any) -> None:
    server, table, release, expiring = expiring_table(live)
    answer: dict[str, Any] = {}

    def join() -> None:
        with httpx.Client(verify=False, base_url=server.base, timeout=TIMEOUT) as http:
            answer["join"] = http.post(f"/api/tables/{table.id}/join", json={"name": "Late"})

    room = server.hub.rooms[table.id]
    joiner = threading.Thread(target=join)
    joiner.start()
    deadline = time.monotonic() + TIMEOUT  # the join waits for the lock the expiry holds
    while not getattr(room.lock, "_waiters", None) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert room.lock.locked() and room.lock._waiters
    release.set()
    assert expiring.result(TIMEOUT) == [table.id]
    joiner.join(TIMEOUT)
    assert server.http.get(f"/api/tables/{table.id}").status_code == 404
    assert stored(server, table.id)[0] is None
    refused(answer["join"], 404, "not_found")


def test_a_websocket_opened_while_its_table_expires_is_closed(live: Any) -> None:
    server, table, release, expiring = expiring_table(live)

    async def main() -> None:
        ghost = await connect(server, table.id)
        await ghost.state()
        release.set()
        assert await asyncio.wrap_future(expiring) == [table.id]
        seen = await ghost.closed(timeout=3.0)  # closed by the expiry, told why
        assert seen.code == 4404 and [m["code"] for m in seen.messages] == ["not_found"]
        with contextlib.suppress(websockets.ConnectionClosed):  # nothing stored after it
            await ghost.send({"type": "chat", "text": "still here?"})
        await serves_a_new_player(server)
        assert stored(server, table.id) == (None, [], ([], 0, 0, 0)), "orphan rows stored"

    asyncio.run(main())


# ------------------------------------------------------------------- hidden information
def secrets_of(room: Any, seat: int) -> list[str]:
    """Texts that would show Saboteur seat `seat`'s private hand to someone else."""
    view = room.state.view(seat)
    return [json.dumps(view["hand"]), json.dumps(view["hand"], separators=(",", ":"))]


def assert_private_parts_kept(room: Any, seat: int | None, since: int,
                              events: list[dict[str, Any]]) -> None:
    """The events of versions since+1 to now as `seat` got them: every field an event
    keeps private is this seat's own value, or the public one (absent when none)."""
    logged = [e for step in list(room.history)[since + 1:] for e in step]
    assert len(events) == len(logged)
    missing = object()
    for got, event in zip(events, logged, strict=True):
        assert got["kind"] == event.kind
        for part in (event.private or {}).values():
            for key in part:
                own = (event.private or {}).get(seat, {}) if seat is not None else {}
                expected = own[key] if key in own else event.data.get(key, missing)
                if expected is not missing:
                    expected = json.loads(json.dumps(expected))
                assert got.get(key, missing) == expected, (seat, event.kind, key)


def test_no_door_shows_a_saboteur_seat_its_neighbours_secrets(server: LiveServer) -> None:
    """After a few moves: a spectator and seat 1, each with the whole backlog (since=-1),
    patches and query fields asking for other seats, plus the HTTP table and the lobby
    feed: no other seat's hand or role, only what the rules show."""
    table = new_table(server.http, 4, game="saboteur")
    room = server.hub.rooms[table.id]

    async def main() -> None:
        for _ in range(3):  # three turns, each by the seat to move
            (mover,) = room.state.to_move()
            client = await connect(server, table.id, table.tokens[mover])
            first = await client.state()
            action = next({k: v for k, v in a.items() if k != "label"}
                          for a in first["legal"] if a["kind"] in ("path", "discard"))
            await client.act(action, first["version"])
            await client.expect(lambda m, v=first["version"]: m["type"] == "state"
                                and m["version"] == v + 1)
            await client.close()
        lobby = await websockets.connect(f"{server.ws_base}/ws/lobby", open_timeout=TIMEOUT)
        lobby_text = await asyncio.wait_for(lobby.recv(), TIMEOUT)
        await lobby.close()
        doors = {
            None: [{"since": "-1", "patch": "1"}, {"since": "-1", "seat": "0"},
                   {"seat": "2", "view": "2", "as": "0"}],
            1: [{"since": "-1", "patch": "1"}, {"since": "-1", "seat": "0"},
                {"since": "0", "seat": "2", "hand": "3"}],
        }
        for seat, queries in doors.items():
            for query in queries:
                token = None if seat is None else table.tokens[seat]
                client = await connect(server, table.id, token, **query)
                first = await client.state()
                text = json.dumps(first)
                assert first["seat"] == seat
                assert first["view"] == json.loads(json.dumps(room.state.view(seat)))
                for other in range(4):
                    if other == seat:
                        continue
                    assert first["view"]["seats"][other]["role"] is None
                    for secret in secrets_of(room, other):
                        assert secret not in text, (seat, query, other)
                if "since" in query:
                    assert_private_parts_kept(room, seat, int(query["since"]),
                                              first["events"])
                else:  # a live table without `since`: no backlog
                    assert first["events"] == []
                await client.close()
        http_text = server.http.get(f"/api/tables/{table.id}",
                                    params={"seat": "0", "view": "1"}).text
        for text in (http_text, lobby_text):
            assert '"hand"' not in text and '"role"' not in text
            for other in range(4):
                for secret in secrets_of(room, other):
                    assert secret not in text
        for query in ("", "?seat=0", "?seat=1"):
            refused(server.http.get(f"/api/tables/{table.id}/replay{query}"), 409,
                    "not_finished")
        refused(server.http.get(f"/api/tables/{table.id}/record"), 409, "not_finished")

    asyncio.run(main())


# ------------------------------------------------------------------------ raw frames
def ws_handshake(server: LiveServer, path: str, extra: str = "") -> tuple[socket.socket,
                                                                           bytes, bytes]:
    """A websocket opened by hand: the socket, the response head and what followed it."""
    sock = socket.create_connection((HOST, server.port), timeout=TIMEOUT)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET {path} HTTP/1.1\r\nHost: {HOST}:{server.port}\r\n"
                  f"Upgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n{extra}\r\n"
                  ).encode())
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, data
        data += chunk
    head, rest = data.split(b"\r\n\r\n", 1)
    assert head.startswith(b"HTTP/1.1 101"), head
    return sock, head, rest


def frame(opcode: int, payload: bytes, masked: bool = True, fin: bool = True) -> bytes:
    first = (0x80 if fin else 0) | opcode
    length = len(payload)
    mask_bit = 0x80 if masked else 0
    if length < 126:
        head = bytes([first, mask_bit | length])
    elif length < 65536:
        head = bytes([first, mask_bit | 126]) + length.to_bytes(2, "big")
    else:
        head = bytes([first, mask_bit | 127]) + length.to_bytes(8, "big")
    if not masked:
        return head + payload
    key = os.urandom(4)
    return head + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))


def read_frames(sock: socket.socket, buffered: bytes) -> list[tuple[int, bytes]]:
    """The server's frames until it closes (a close frame, or the end of the stream)."""
    data, frames = buffered, []
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        while len(data) >= 2:
            length = data[1] & 0x7F
            start = 2
            if length == 126:
                length, start = int.from_bytes(data[2:4], "big"), 4
            elif length == 127:
                length, start = int.from_bytes(data[2:10], "big"), 10
            if len(data) < start + length:
                break
            frames.append((data[0] & 0x0F, data[start:start + length]))
            data = data[start + length:]
            if frames[-1][0] == 0x8:
                return frames
        try:
            chunk = sock.recv(65536)
        except OSError:
            return frames
        if not chunk:
            return frames
        data += chunk
    raise AssertionError("the server did not close the connection")


def close_code(frames: list[tuple[int, bytes]]) -> int | None:
    closes = [payload for opcode, payload in frames if opcode == 0x8]
    return int.from_bytes(closes[0][:2], "big") if closes and closes[0] else None


@pytest.mark.parametrize("name, frames, codes", [
    ("text-not-utf8", [frame(0x1, b'{"type": "ping", "x": "\xff\xfe"}')], {1007}),
    ("text-overlong-utf8", [frame(0x1, b'{"type": "ping", "x": "\xc0\xaf"}')], {1007}),
    ("text-cut-utf8", [frame(0x1, b'{"type": "chat", "text": "caf\xc3"}')], {1007}),
    ("reserved-opcode", [frame(0x3, b"{}")], {1002}),
    ("unmasked", [frame(0x1, b'{"type": "ping"}', masked=False)], {1002}),
    ("continuation-first", [frame(0x0, b'{"type": "ping"}')], {1002}),
    ("control-too-long", [frame(0x9, b"x" * 200)], {1002}),
    ("fragments-past-the-app-limit", [frame(0x1, b'{"type":"chat","text":"', fin=False)]
     + [frame(0x0, b"x" * 8192, fin=False) for _ in range(3)] + [frame(0x0, b'"}')],
     {1009}),
    ("fragments-past-the-frame-limit", [frame(0x1, b'{"type":"chat","text":"', fin=False)]
     + [frame(0x0, b"x" * 8192, fin=False) for _ in range(9)] + [frame(0x0, b'"}')],
     {1009}),
])
def test_frames_no_client_library_sends_close_the_connection(server: LiveServer, name: str,
                                                             frames: list[bytes],
                                                             codes: set[int]) -> None:
    table = new_table(server.http, 3)
    before = (server.snapshot(table.id), stored(server, table.id))
    sock, _, rest = ws_handshake(server, f"/ws/tables/{table.id}?token={table.tokens[0]}")
    with sock:
        for data in frames:
            try:
                sock.sendall(data)
            except (ConnectionResetError, BrokenPipeError):
                break  # the server closed it before the last frames: what is asked of it
        seen = read_frames(sock, rest)
    texts = [json.loads(payload) for opcode, payload in seen if opcode == 0x1]
    # (the first state may or may not get out before a protocol error closes it)
    assert all(m["type"] == "state" or m.get("code") == "bad_message" for m in texts), texts
    assert close_code(seen) in codes | {None}, (name, close_code(seen))
    assert (server.snapshot(table.id), stored(server, table.id)) == before
    asyncio.run(serves_a_new_player(server))


def test_a_frame_not_in_utf8_is_logged_in_one_line(server: LiveServer) -> None:
    """uvicorn logs such a frame at ERROR with a whole traceback: the server keeps the line
    and drops the traceback, so reconnecting clients cannot fill the log with them."""
    table = new_table(server.http, 3)
    seen: list[logging.LogRecord] = []
    handler = logging.Handler()
    handler.emit = seen.append  # type: ignore[method-assign]
    errors = logging.getLogger("uvicorn.error")  # uvicorn's loggers do not reach the root
    errors.addHandler(handler)
    try:
        sock, _, rest = ws_handshake(server, f"/ws/tables/{table.id}")
        with sock:
            sock.sendall(frame(0x1, b'{"type": "ping", "x": "\xff\xfe"}'))
            assert close_code(read_frames(sock, rest)) in (1007, None)
        deadline = time.monotonic() + TIMEOUT
        while not seen and time.monotonic() < deadline:
            time.sleep(0.02)
    finally:
        errors.removeHandler(handler)
    bad = [r for r in seen if "Invalid UTF-8" in r.getMessage()]
    assert bad and all(r.exc_info is None and r.exc_text is None for r in bad)


def test_a_compressed_websocket_is_not_offered(server: LiveServer) -> None:
    """No permessage-deflate: a small frame cannot inflate past the size limits."""
    table = new_table(server.http, 3)
    sock, head, _ = ws_handshake(server, f"/ws/tables/{table.id}",
                                 "Sec-WebSocket-Extensions: permessage-deflate; "
                                 "client_max_window_bits\r\n")
    with sock:
        assert b"permessage-deflate" not in head.lower()


# ------------------------------------------------------------------ many connections
def test_many_sockets_then_the_table_still_serves(server: LiveServer) -> None:
    """Sixty spectators and ten more connections of seat 0: the seat's player acts, every
    connection sees it, and when they go the table is as it was (one connection)."""
    table = new_table(server.http, 3)
    room = server.hub.rooms[table.id]

    async def main() -> None:
        player = await connect(server, table.id, table.tokens[0])
        await player.state()
        crowd = [await connect(server, table.id) for _ in range(60)]
        crowd += [await connect(server, table.id, table.tokens[0]) for _ in range(10)]
        before = (server.snapshot(table.id), stored(server, table.id))
        assert before[0][0] == 0 and len(room.conns) == 71
        await player.act(PLACE, 0)
        for client in [player, *crowd]:
            got = await client.expect(lambda m: m["type"] == "state" and m["version"] == 1)
            assert got["view"]["seats"][0]["placed"]
        assert len(room.actions) == 1
        await asyncio.gather(*[client.close() for client in crowd])
        deadline = time.monotonic() + TIMEOUT
        while len(room.conns) > 1 and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        assert len(room.conns) == 1
        seats = summary(server, table.id)["seats"]
        assert [s["connected"] for s in seats] == [True, False, False]
        await player.close()
        await serves_a_new_player(server)

    asyncio.run(main())


def test_spectators_coming_and_going_send_the_players_nothing(server: LiveServer) -> None:
    table = new_table(server.http, 3)

    async def main() -> None:
        player = await connect(server, table.id, table.tokens[0])
        await player.state()
        await drain(player)
        crowd = [await connect(server, table.id) for _ in range(20)]
        for client in crowd:
            await client.state()
        await asyncio.gather(*[client.close() for client in crowd])
        await asyncio.sleep(0.3)
        extra = await drain(player)
        await player.close()
        assert [m["type"] for m in extra] == [], f"{len(extra)} states for 20 spectators"

    asyncio.run(main())


# --------------------------------------------------------------------------- chat
def test_a_spectator_cannot_chat_under_a_players_name(server: LiveServer) -> None:
    table = new_table(server.http, 3)

    async def main() -> None:
        watcher = await connect(server, table.id)
        await watcher.state()
        await watcher.send({"type": "chat", "text": "I am P0", "name": "P0", "bot": True,
                            "spectator": 0, "id": 1000, "version": 99, "at": 0})
        line = await watcher.expect(lambda m: m["type"] in ("chat", "error"))
        if line["type"] == "chat":
            assert (line["seat"], line["name"], line["bot"]) == (None, "Spectator 1", False)
            assert line["id"] == 1 and line["version"] == 0 and line["at"] > 1e9
        else:
            assert line["code"] in ("forbidden", "bad_message")
        for seat in (0, None, True, 0.0):
            await watcher.send({"type": "chat", "text": "as P0", "seat": seat})
            refusal = await watcher.expect(lambda m: m["type"] in ("chat", "error"))
            assert refusal["type"] == "error" and refusal["code"] == "forbidden", seat
        await watcher.close()

    asyncio.run(main())
    assert all(line.name != "P0" and line.seat is None
               for line in stored(server, table.id)[2][0])


def test_spectators_reconnecting_cannot_fill_the_chat(server: LiveServer,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(room_module, "CHAT_LINES", 12)  # the same attack, made quick
    table = new_table(server.http, 3)

    async def main() -> str:
        for _ in range(4):  # four connections in a row, five lines each, in a second
            watcher = await connect(server, table.id)
            await watcher.state()
            for n in range(5):
                await watcher.send({"type": "chat", "text": f"spam {n}"})
            for _ in range(5):
                await watcher.expect(lambda m: m["type"] in ("chat", "error"))
            await watcher.close()
        player = await connect(server, table.id, table.tokens[0])
        await player.state()
        await player.send({"type": "chat", "text": "gl hf"})
        answer = await player.expect(lambda m: m["type"] == "error" or (
            m["type"] == "chat" and m["seat"] == 0))
        await player.close()
        return answer["type"] if answer["type"] == "chat" else answer["code"]

    assert asyncio.run(main()) == "chat"


# ------------------------------------------------------------------------------ HTTP
def raw_get(server: LiveServer, target: bytes) -> tuple[bytes, bytes]:
    """A GET whose target goes out exactly as written: the status line and the body."""
    with socket.create_connection((HOST, server.port), timeout=TIMEOUT) as sock:
        sock.sendall(b"GET " + target + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        data = b""
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return head.split(b"\r\n")[0], body


OUTSIDE = [
    b"/games/genie/static/../__init__.py",
    b"/games/genie/static/../../core/registry.py",
    b"/games/genie/static/..%2f__init__.py",
    b"/games/genie/static/%2e%2e/__init__.py",
    b"/games/genie/static/%2e%2e%2f%2e%2e%2fcore%2fregistry.py",
    b"/games/genie/static/..%5c__init__.py",
    b"/games/genie/static/..\\__init__.py",
    b"/games/genie/static//etc/passwd",
    b"/games/genie/static/%2fetc%2fpasswd",
    b"/games/genie/static/../web/../state.py",
    b"/games/genie/static/genie.js%00.py",
    b"/games/..%2fgenie/static/genie.js",
    b"/games/%2e%2e/static/app.js",
    b"/games/../web/static/app.js",
    b"/static/../../server/app.py",
    b"/static/..%2f..%2fserver%2fapp.py",
    b"/static/%2e%2e/%2e%2e/server/app.py",
    b"/locale/../../../pyproject.ftl",
    b"/locale/..%2f..%2fpyproject.ftl",
    b"/locale/en%2f..%2f..%2fx.ftl",
    b"/games/genie/locale/..%2fen.ftl",
    b"/games/genie/locale/%2e%2e%2f%2e%2e%2fsaboteur%2flocale%2fen.ftl",
    b"/games/genie/screen-data.json%00",
    b"/api/tables/..%2f..%2fetc/replay",
]


@pytest.mark.parametrize("target", OUTSIDE, ids=[t.decode() for t in OUTSIDE])
def test_paths_outside_the_web_folders_are_not_served(server: LiveServer, target: bytes
                                                      ) -> None:
    status, body = raw_get(server, target)
    assert status.split()[1] in (b"400", b"404"), (status, body[:100])
    for source in (b"import ", b"root:", b"def ", b"[project]", b"ludoteca"):
        assert source not in body, (target, body[:200])
    assert raw_get(server, b"/games/genie/static/genie.js")[0].split()[1] == b"200"


SQLISH = ["' OR '1'='1", "x' --", "1;DROP TABLE", "%", "_", "*", "%25%25", "a_b%",
          "\\", "..", "."]


@pytest.mark.parametrize("table_id", SQLISH)
def test_table_ids_that_read_like_sql_or_patterns_are_404(server: LiveServer,
                                                           table_id: str) -> None:
    real = new_table(server.http, 2, humans=1, start=False)
    storage = server.hub.storage
    count = len(storage.load_tables(("waiting", "playing", "finished")))
    quoted = quote(table_id, safe="").replace(".", "%2E")
    path = f"/api/tables/{quoted}"
    for suffix, method, body in [("", "GET", None), ("/record", "GET", None),
                                 ("/replay", "GET", None),
                                 ("/join", "POST", {"name": "Eve"}),
                                 ("/start", "POST", {"token": real.host}),
                                 ("/leave", "POST", {"token": real.tokens[0]})]:
        response = server.http.request(method, path + suffix, json=body)
        refused(response, 404, "not_found")
    assert len(storage.load_tables(("waiting", "playing", "finished"))) == count
    assert summary(server, real.id)["seats"][0]["name"] == "P0"

    async def main() -> None:
        client = Client(await websockets.connect(f"{server.ws_base}/ws/tables/{quoted}",
                                                 open_timeout=TIMEOUT))
        closed = await client.closed()
        assert closed.code == 4404 and closed.messages[0]["code"] == "not_found"

    asyncio.run(main())


def test_the_link_header_cannot_be_split(server: LiveServer) -> None:
    for _ in range(2):
        new_table(server.http, 2, humans=0, start=False)
    target = (b"/api/tables?limit=1&x=%0d%0aSet-Cookie:%20a=b&y=%3E;%20rel=%22evil%22"
              b"&z=%E2%80%A8")
    with socket.create_connection((HOST, server.port), timeout=TIMEOUT) as sock:
        sock.sendall(b"GET " + target + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    head = data.partition(b"\r\n\r\n")[0]
    lines = head.split(b"\r\n")
    assert lines[0].split()[1] == b"200"
    assert not any(line.lower().startswith(b"set-cookie") for line in lines)
    (link,) = [line for line in lines if line.lower().startswith(b"link:")]
    assert link.count(b"<") == 1 and link.count(b">") == 1 and link.endswith(b'rel="next"')
    assert b"\r" not in link and b"\n" not in link and b'"evil"' not in link


def test_a_chunked_body_past_the_limit_is_refused(server: LiveServer) -> None:
    """No Content-Length: the server stops reading at the limit and creates nothing."""
    before = set(server.hub.rooms)

    def body() -> Any:
        yield b'{"game": "genie", "pad": "'
        for _ in range(64):
            yield b"x" * 16384
        yield b'"}'

    response = server.http.post("/api/tables", content=body(),
                                headers={"Content-Type": "application/json"})
    refused(response, 413, "too_large")
    assert set(server.hub.rooms) == before
    assert server.http.post("/api/tables", json={"game": "genie"}).status_code == 201


# ---------------------------------------------------------------------------- lobby
def test_the_lobby_feed_refuses_hostile_input_then_a_flood(server: LiveServer) -> None:
    async def main() -> None:
        lobby = Client(await websockets.connect(f"{server.ws_base}/ws/lobby",
                                                max_queue=None, open_timeout=TIMEOUT))
        assert (await lobby.recv())["type"] == "lobby"
        for hostile in (b"\x00\xff", "nope", {"type": "action", "version": 0,
                                             "action": PLACE}, {"type": "subscribe",
                                                                "table": "x"}):
            await lobby.send(hostile)
            assert (await lobby.expect(lambda m: m["type"] == "error"))["code"] == \
                "bad_message"
        try:
            for _ in range(int(server.hub.settings.burst) + 120):
                await lobby.send({"type": "ping"})
        except websockets.ConnectionClosed:
            pass
        closed = await lobby.closed()
        assert closed.code == 1008
        fresh = Client(await websockets.connect(f"{server.ws_base}/ws/lobby",
                                                open_timeout=TIMEOUT))
        assert (await fresh.recv())["type"] == "lobby"
        await fresh.send({"type": "ping"})
        assert (await fresh.expect(lambda m: m["type"] != "table")) == {"type": "pong"}
        await fresh.close()

    asyncio.run(main())
