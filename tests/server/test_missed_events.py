"""Whole game logs (docs/server.md, "Missed events"): a client that reconnects with
`?since=N` gets the events of versions N+1 to now as its seat may see them, exactly what a
client that stayed connected got; a finished table reopened gives its whole log."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
import websockets

import ludoteca.server.room as room_module
from ludoteca.core.actions import Action
from ludoteca.core.registry import get_game

from .helpers import (
    TIMEOUT,
    Client,
    LiveServer,
    finish_game,
    new_table,
    play,
)


async def connect(server: LiveServer, table_id: str, token: str | None = None,
                  since: int | str | None = None) -> Client:
    query = [f"token={token}"] if token else []
    if since is not None:
        query.append(f"since={since}")
    url = f"{server.ws_base}/ws/tables/{table_id}" + ("?" + "&".join(query) if query else "")
    ws = await asyncio.wait_for(websockets.connect(url, max_size=2**24), TIMEOUT)
    return Client(ws)


def engine_log(server: LiveServer, table_id: str, seat: int | None) -> list[list[dict]]:
    """Each version's events for one seat, replayed with the engine from the actions."""
    room = server.hub.rooms.get(table_id) or server.hub.finished[table_id]
    state = get_game(room.row.game).new(room.row.players, room.row.seed, room.row.options)
    out = [[e.for_seat(seat) for e in state.opening_events()]]
    for actor, action in room.actions:
        out.append([e.for_seat(seat) for e in state.apply(actor, Action.from_json(
            action.to_json()))])
    return out


def events_between(log: list[list[dict]], first: int, last: int) -> list[dict]:
    return [e for step in log[first:last + 1] for e in step]


class Follower:
    """A connection that stays, keeping each version's events as they arrive."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.by_version: dict[int, list[dict]] = {}
        self.version = -1

    async def until(self, version: int) -> None:
        while self.version < version:
            message = await self.client.state()
            self.by_version.setdefault(message["version"], []).extend(message["events"])
            self.version = message["version"]

    def between(self, first: int, last: int) -> list[dict]:
        return [e for v in range(first, last + 1) for e in self.by_version.get(v, [])]


def test_a_reconnecting_client_gets_exactly_what_it_missed(live: Any) -> None:
    server = live(claim_window=30.0)  # no timer moves the game while we compare
    table = new_table(server.http, 3, humans=1, bots=("random", "random"))

    async def main() -> None:
        stay_seat = Follower(await connect(server, table.id, table.tokens[0]))
        stay_watch = Follower(await connect(server, table.id))
        await stay_seat.until(0)
        await stay_watch.until(0)
        player = await connect(server, table.id, table.tokens[0])
        rng = random.Random(3)
        # play a little, drop both reconnecting clients at some version N, play on
        await play(player, 0, rng, stop=lambda m: m["version"] >= 4)
        leaving = [await connect(server, table.id, table.tokens[0]),
                   await connect(server, table.id)]
        seen = [(await c.state())["version"] for c in leaving]
        for client in leaving:
            await client.close()
        await play(player, 0, rng, stop=lambda m: m["version"] >= seen[0] + 12)
        for (token, seat, stayed), since in zip(
                [(table.tokens[0], 0, stay_seat), (None, None, stay_watch)], seen, strict=True):
            back = await connect(server, table.id, token, since=since)
            first = await back.state()
            now = first["version"]
            assert first["backlog"] == {"from": since + 1, "to": now, "truncated": False}
            await stayed.until(now)
            # the same events, in the same order, as the client that stayed connected
            assert first["events"] == stayed.between(since + 1, now)
            # and as the engine gives this seat (nothing of another seat's secrets)
            assert first["events"] == events_between(engine_log(server, table.id, seat),
                                                     since + 1, now)
            for event in first["events"]:
                if event["kind"] == "placed":
                    assert ("dice" in event) == (event["seat"] == seat)
            await back.close()
            # a client that has everything gets nothing more
            current = await connect(server, table.id, token, since=now)
            up_to_date = await current.state()
            if up_to_date["version"] == now:
                assert up_to_date["events"] == []
                assert up_to_date["backlog"] == {"from": now + 1, "to": now, "truncated": False}
            await current.close()
        for client in (player, stay_seat.client, stay_watch.client):
            await client.close()

    asyncio.run(main())


def test_since_minus_one_gives_the_whole_log_of_a_live_table(live: Any) -> None:
    server = live(claim_window=30.0)
    table = new_table(server.http, 3, humans=1, bots=("random", "random"), game="kingoftokyo")

    async def main() -> None:
        player = await connect(server, table.id, table.tokens[0])
        rng, answered = random.Random(5), None
        while True:  # answer each decision once until a few versions have passed
            message = await player.state()
            if message["version"] >= 6 or message["view"]["phase"] == "over":
                break
            if message["legal"] and message["decision"] != answered:
                answered = message["decision"]
                choice = rng.choice(message["legal"])
                await player.act({k: v for k, v in choice.items() if k != "label"},
                                 message["version"])
        for token, seat in ((table.tokens[0], 0), (None, None)):
            fresh = await connect(server, table.id, token, since=-1)
            first = await fresh.state()
            log = engine_log(server, table.id, seat)
            assert first["backlog"]["from"] == 0 and not first["backlog"]["truncated"]
            assert first["events"] == events_between(log, 0, first["version"])
            assert first["events"][0]["kind"] == "rolloff"  # the set-up's events come first
            await fresh.close()
        # without `since`, a live table sends no backlog (the client follows from now)
        plain = await connect(server, table.id)
        message = await plain.state()
        assert "backlog" not in message and message["events"] == []
        await plain.close()
        await player.close()

    asyncio.run(main())


# the game the finished-table tests play to the end through the server: which game does not
# matter to them, and a King of Tokyo game is about half as long as a Genie one; of two seats
# (a person and a bot), shorter still than of three
FINISHED_GAME = "kingoftokyo"


def test_a_finished_table_reopened_gives_its_whole_log(client: Any) -> None:
    table = new_table(client, 2, humans=1, bots=("random",), game=FINISHED_GAME)
    finish_game(client, table)
    hub = client.app.state.hub
    # out of memory, as after a restart or a long time: it is loaded from the database
    hub.rooms.pop(table.id, None)
    hub.finished.pop(table.id, None)
    for token, seat in ((table.tokens[0], 0), (None, None)):
        query = f"?token={token}" if token else ""
        with client.websocket_connect(f"/ws/tables/{table.id}{query}") as ws:
            first = ws.receive_json()
        steps = client.get(f"/api/tables/{table.id}/replay"
                           + ("?seat=0" if seat == 0 else "")).json()["steps"]
        assert first["view"]["over"] and first["backlog"] == {
            "from": 0, "to": first["version"], "truncated": False}
        whole = [e for step in steps for e in step["events"]]
        assert whole and first["events"] == whole
        assert table.id in hub.rooms or table.id in hub.finished


def test_a_long_log_is_cut_to_the_last_versions(client: Any,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(room_module, "LOG_VERSIONS", 5)
    table = new_table(client, 2, humans=1, bots=("random",), game=FINISHED_GAME)
    final = finish_game(client, table)
    with client.websocket_connect(f"/ws/tables/{table.id}?since=-1") as ws:
        first = ws.receive_json()
    version = final["version"]
    assert first["backlog"] == {"from": version - 4, "to": version, "truncated": True}
    steps = client.get(f"/api/tables/{table.id}/replay").json()["steps"]
    assert first["events"] == [e for step in steps[version - 4:] for e in step["events"]]


@pytest.mark.parametrize("since", ["abc", "1.5", "99999", "-2", "", "0x10", "１"])
def test_a_bad_since_is_refused_and_the_connection_goes_on(shared_client: Any, since: str) -> None:
    client = shared_client
    table = new_table(client, 2, humans=2)
    with client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[0]}"
                                  f"&since={since}") as ws:
        first = ws.receive_json()
        assert first["type"] == "state" and first["seat"] == 0 and "backlog" not in first
        error = ws.receive_json()
        assert (error["type"], error["code"]) == ("error", "bad_message")
        assert "since" in error["message"]
        ws.send_json({"type": "ping"})
        assert ws.receive_json() == {"type": "pong"}
