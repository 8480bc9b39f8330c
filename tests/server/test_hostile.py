"""Hostile input: each gets a clear error and changes nothing; the connection stays usable
or is closed with the documented code (docs/server.md, "Hostile input...")."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
import websockets

import ludoteca.server.app as app_module

from .helpers import Client, LiveServer, Table, new_table

PLACE = {"kind": "place", "dice": [["gold", 4]]}




async def seat0(server: LiveServer, table: Table) -> tuple[Client, dict[str, Any]]:
    client = await Client.connect(server.ws_base, table.id, table.tokens[0])
    first = await client.state()
    assert first["seat"] == 0 and first["version"] == 0 and first["legal"]
    return client, first


async def still_usable(client: Client, version: int = 0) -> None:
    """A valid action after the hostile one is applied as usual."""
    await client.act(PLACE, version)
    applied = await client.expect(lambda m: m["type"] == "state" and m["version"] == version + 1)
    assert applied["view"]["seats"][0]["dice"] == PLACE["dice"]


# ---------------------------------------------------------------- refused, still open
def _action(**fields: Any) -> dict[str, Any]:
    return {"type": "action", "version": 0, "action": PLACE, **fields}


HOSTILE = [
    ("not-json", "{\"type\": \"action\",", "bad_message"),
    ("truncated", "{", "bad_message"),
    ("array", json.dumps([_action()]), "bad_message"),
    ("string", json.dumps("action"), "bad_message"),
    ("number", "42", "bad_message"),
    ("null", "null", "bad_message"),
    ("no-type", {"version": 0, "action": PLACE}, "bad_message"),
    ("type-not-string", {"type": 1}, "bad_message"),
    ("unknown-type", {"type": "shutdown"}, "bad_message"),
    ("binary", b"\x00\x01{\"type\":\"ping\"}", "bad_message"),
    ("missing-version", {"type": "action", "action": PLACE}, "bad_message"),
    ("null-version", _action(version=None), "bad_message"),
    ("bool-version", _action(version=True), "bad_message"),
    ("false-version", _action(version=False), "bad_message"),
    ("string-version", _action(version="0"), "bad_message"),
    ("float-version", _action(version=0.0), "bad_message"),
    ("list-version", _action(version=[0]), "bad_message"),
    ("missing-action", {"type": "action", "version": 0}, "bad_message"),
    ("action-string", _action(action="place gold 4"), "bad_message"),
    ("action-list", _action(action=["place", [["gold", 4]]]), "bad_message"),
    ("action-no-kind", _action(action={"dice": [["gold", 4]]}), "bad_message"),
    ("action-empty-kind", _action(action={"kind": ""}), "bad_message"),
    ("action-int-kind", _action(action={"kind": 7}), "bad_message"),
    ("action-object-value", _action(action={"kind": "place", "dice": {"gold": 4}}),
     "bad_message"),
    ("action-float-value", _action(action={"kind": "place", "dice": [["gold", 4.0]]}),
     "bad_message"),
    ("other-seat", _action(seat=1), "forbidden"),
    ("other-seat-null", _action(seat=None), "forbidden"),
    ("stale", _action(version=-1), "stale"),
    ("illegal-value", _action(action={"kind": "place", "dice": [["gold", 7]]}), "illegal"),
    ("illegal-chest", _action(action={"kind": "place", "dice": [["ruby", 4]]}), "illegal"),
    ("illegal-two-dice", _action(action={"kind": "place", "dice": [["gold", 4],
                                                                   ["silver", 2]]}), "illegal"),
    ("illegal-kind", _action(action={"kind": "rub"}), "illegal"),
    ("illegal-extra-field", _action(action={**PLACE, "bonus": 5}), "illegal"),
    ("illegal-bool-value", _action(action={"kind": "place", "dice": [["gold", True]]}),
     "illegal"),
]


@pytest.mark.parametrize("payload, code", [pytest.param(p, c, id=i) for i, p, c in HOSTILE])
def test_hostile_message_is_refused_and_changes_nothing(server: LiveServer, payload: Any,
                                                         code: str) -> None:
    table = new_table(server.http, 3)

    async def main() -> None:
        client, _ = await seat0(server, table)
        before = server.snapshot(table.id)
        await client.send(payload)
        error = await client.error()
        assert error["code"] == code and isinstance(error["message"], str) and error["message"]
        assert server.snapshot(table.id) == before
        await still_usable(client)
        await client.close()

    asyncio.run(main())


def test_seat_field_naming_your_own_seat_is_accepted(server: LiveServer) -> None:
    table = new_table(server.http, 3)

    async def main() -> None:
        client, _ = await seat0(server, table)
        await client.act(PLACE, 0, seat=0)
        await client.expect(lambda m: m["type"] == "state" and m["version"] == 1)
        await client.close()

    asyncio.run(main())


def test_deeply_nested_message(server: LiveServer) -> None:
    table = new_table(server.http, 3)

    async def main() -> None:
        client, _ = await seat0(server, table)
        await client.send("[" * 5000 + "]" * 5000)
        assert (await client.error())["code"] == "bad_message"
        await still_usable(client)

    asyncio.run(main())


def test_acting_out_of_turn_and_stale_versions(server: LiveServer) -> None:
    table = new_table(server.http, 3)

    async def main() -> None:
        clients = {s: await Client.connect(server.ws_base, table.id, t)
                   for s, t in table.tokens.items()}
        for client in clients.values():
            await client.state()
        await clients[0].act(PLACE, 0)
        await clients[0].expect(lambda m: m["type"] == "state" and m["version"] == 1)
        # placed already: nothing to decide until everyone has
        before = server.snapshot(table.id)
        await clients[0].act({"kind": "place", "dice": [["silver", 2]]}, 1)
        assert (await clients[0].error())["code"] == "not_your_turn"
        await clients[0].act({"kind": "rub"}, 1)
        assert (await clients[0].error())["code"] == "not_your_turn"
        assert server.snapshot(table.id) == before
        # an answer from version 0 is still good for seat 2: its decision has not changed
        await clients[1].act({"kind": "place", "dice": [["silver", 2]]}, 0)
        await clients[2].act({"kind": "place", "dice": [["bronze", 3]]}, 0)
        claim = await clients[0].expect(lambda m: m["type"] == "state"
                                        and m["view"]["phase"] == "claim")
        assert claim["version"] == claim["decision"] == 3
        # seat 0's decision changed at version 3: an answer from an older version is stale
        before = server.snapshot(table.id)
        for version in (2, 0, -5):
            await clients[0].act({"kind": "pass"}, version)
            error = await clients[0].error()
            assert error["code"] == "stale" and "3" in error["message"]
        assert server.snapshot(table.id) == before
        await clients[0].act({"kind": "pass"}, 3)
        done = await clients[0].expect(lambda m: m["type"] == "state" and m["version"] == 4)
        assert done["view"]["seats"][0]["claim"] == "pass"
        for client in clients.values():
            await client.close()

    asyncio.run(main())


def test_spectator_cannot_act(server: LiveServer) -> None:
    table = new_table(server.http, 3)

    async def main() -> None:
        for token in (None, table.host):
            client = await Client.connect(server.ws_base, table.id, token)
            assert (await client.state())["seat"] is None
            before = server.snapshot(table.id)
            for extra in ({}, {"seat": 0}):
                await client.act(PLACE, 0, **extra)
                assert (await client.error())["code"] == "forbidden"
            assert server.snapshot(table.id) == before
            await client.send({"type": "ping"})
            assert (await client.recv())["type"] == "pong"
            await client.close()

    asyncio.run(main())


# ------------------------------------------------------------------ closed connections
def test_forged_token_is_refused(server: LiveServer) -> None:
    table = new_table(server.http, 3)
    other = new_table(server.http, 3)

    async def main() -> None:
        before = server.snapshot(table.id)
        for token in ("forged", "x" * 300, other.tokens[0], other.host):
            client = await Client.connect(server.ws_base, table.id, token)
            closed = await client.closed()
            assert closed.code == 1008
            assert [m["code"] for m in closed.messages] == ["forbidden"]
        assert server.snapshot(table.id) == before
        assert not any(s["connected"] for s in
                       server.http.get(f"/api/tables/{table.id}").json()["seats"])

    asyncio.run(main())


def test_unknown_table_closes_with_4404(server: LiveServer) -> None:
    async def main() -> None:
        for token in (None, "anything"):
            client = await Client.connect(server.ws_base, "no-such-table", token)
            closed = await client.closed()
            assert closed.code == 4404
            assert [m["code"] for m in closed.messages] == ["not_found"]

    asyncio.run(main())


@pytest.mark.parametrize("size, kind", [(17 * 1024, "text"), (17 * 1024, "binary"),
                                        (70 * 1024, "text")])
def test_oversized_message_closes_with_1009(server: LiveServer, size: int, kind: str) -> None:
    table = new_table(server.http, 3)

    async def main() -> None:
        client, _ = await seat0(server, table)
        before = server.snapshot(table.id)
        message = json.dumps({**_action(), "pad": "x" * size})
        await client.send(message if kind == "text" else message.encode())
        closed = await client.closed()
        assert closed.code == 1009
        # (the bad_message error queued just before the close may or may not get out first)
        assert all(m["type"] == "state" or m["code"] == "bad_message" for m in closed.messages)
        assert server.snapshot(table.id) == before
        # the seat itself is fine: a new connection plays on
        again, _ = await seat0(server, table)
        await still_usable(again)
        await again.close()

    asyncio.run(main())


def limits(server: LiveServer) -> tuple[int, int]:
    """The server's burst (messages at once) and how many refusals close a connection."""
    return int(server.hub.settings.burst), getattr(app_module, "FLOOD_LIMIT", 50)


def test_a_flood_is_rate_limited_then_closed(server: LiveServer) -> None:
    table = new_table(server.http, 3)
    burst, flood_limit = limits(server)

    async def main() -> None:
        client, _ = await seat0(server, table)
        before = server.snapshot(table.id)
        try:  # far more than a burst at once, and far more refusals than are tolerated
            for _ in range(burst + 3 * flood_limit):
                await client.send(_action(action={"kind": "place", "dice": [["gold", 9]]}))
        except websockets.ConnectionClosed:
            pass
        closed = await client.closed()
        assert closed.code == 1008
        codes = [m["code"] for m in closed.messages if m["type"] == "error"]
        # (errors queued just before the close may not get out first)
        assert set(codes) <= {"illegal", "rate_limited"}
        assert server.snapshot(table.id) == before
        again, _ = await seat0(server, table)
        await still_usable(again)
        await again.close()

    asyncio.run(main())


def test_a_short_burst_is_rate_limited_but_the_connection_recovers(server: LiveServer) -> None:
    table = new_table(server.http, 3)

    burst, flood_limit = limits(server)
    sent = burst + flood_limit // 2  # over the burst, but not enough refusals to be closed

    async def main() -> None:
        client, _ = await seat0(server, table)
        for _ in range(sent):
            await client.send({"type": "ping"})
        kinds: list[str] = []
        while len(kinds) < sent:
            reply = await client.expect(lambda m: m["type"] != "state")
            kinds.append(reply["type"] if reply["type"] == "pong" else reply["code"])
        assert {"pong", "rate_limited"} == set(kinds)
        assert kinds[:burst] == ["pong"] * burst
        assert 0 < kinds.count("rate_limited") <= flood_limit // 2
        await asyncio.sleep(1.0)  # slow down: the connection is usable again
        await still_usable(client)
        await client.close()

    asyncio.run(main())


# ---------------------------------------------------------------------------- HTTP
@pytest.mark.parametrize("method, path", [
    ("GET", ""), ("POST", "/join"), ("POST", "/bots"), ("POST", "/start"), ("POST", "/leave"),
    ("POST", "/rematch"), ("GET", "/record"), ("GET", "/replay"), ("GET", "/replay?seat=0"),
])
def test_unknown_table_is_404(server: LiveServer, method: str, path: str) -> None:
    # the fields each request takes (an unknown field is refused with 400)
    body = {"/join": {"name": "Ann", "seat": 0}, "/bots": {"token": "t", "seat": 0,
                                                          "bot": "random"}
            }.get(path.split("?")[0], {"token": "t"})
    response = server.http.request(method, f"/api/tables/nope{path}",
                                   json=body if method == "POST" else None)
    assert response.status_code == 404
    assert "nope" in response.json()["error"]


def test_http_hostile_requests_change_nothing(server: LiveServer, tmp_path: Path) -> None:
    table = new_table(server.http, 3)
    before = (server.snapshot(table.id), server.http.get(f"/api/tables/{table.id}").json())
    http = server.http
    for path, body in [
        ("/join", {"name": "Late"}),  # started
        ("/bots", {"token": table.tokens[0], "seat": 1, "bot": "random"}),  # started
        ("/bots", {"token": "forged", "seat": 1, "bot": "random"}),
        ("/start", {"token": table.tokens[1]}),  # started
        ("/leave", {"token": "forged"}),
        ("/leave", {"token": table.host}),  # the host holds no seat
        ("/rematch", {"token": table.tokens[0]}),  # not finished
    ]:
        response = http.post(f"/api/tables/{table.id}{path}", json=body)
        assert 400 <= response.status_code < 500 and response.json()["error"], (path, body)
    assert (server.snapshot(table.id), http.get(f"/api/tables/{table.id}").json()) == before
