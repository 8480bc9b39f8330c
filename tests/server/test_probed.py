"""Defects found by probing the server as an attacker and a careless client would: each
reproduced here so that it stays fixed (docs/server.md, "Limits")."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import pytest
from sqlalchemy.exc import OperationalError

from ludoteca.server.hub import FINISHED_CACHE, RateLimiter
from ludoteca.server.inputs import BadInput, clean_name

from .helpers import (
    Client,
    LiveServer,
    TestClient,
    create_app,
    finish_game,
    new_table,
    settings,
)

PLACE = {"kind": "place", "dice": [["gold", 4]]}


def error_of(response: Any, *statuses: int) -> str:
    assert response.status_code in statuses, (response.status_code, response.text)
    body = response.json()
    assert set(body) == {"error", "code"} and body["error"]
    return body["error"]


def raw_post(client: Any, path: str, text: str) -> Any:
    return client.post(path, content=text.encode("utf-8", "surrogatepass"),
                       headers={"Content-Type": "application/json"})


def broken(*args: Any, **kwargs: Any) -> None:
    raise OperationalError("INSERT ...", {}, Exception("disk full"))


# --------------------------------------------------------- 1. a failed write changes nothing
@pytest.mark.parametrize("body", [
    '{"name": "\\ud800x"}',  # a lone surrogate: the database cannot store it
    '{"name": "a\\u0000b"}',  # NUL: PostgreSQL cannot store it
    '{"name": "Ann", "extra": "\\udfff"}',  # refused anywhere in the body
    '{"name": "Ann", "\\ud800": 1}',
])
def test_unstorable_text_is_refused_at_the_edge(shared_client: Any, body: str) -> None:
    client = shared_client
    table = new_table(client, 3, humans=0, start=False)
    before = client.get(f"/api/tables/{table.id}").json()
    error_of(raw_post(client, f"/api/tables/{table.id}/join", body), 400)
    assert client.get(f"/api/tables/{table.id}").json() == before
    assert client.get("/api/tables").status_code == 200
    assert client.post(f"/api/tables/{table.id}/join", json={"name": "Ann"}).status_code == 200


def test_unstorable_text_in_create_and_bots_is_refused(shared_client: Any) -> None:
    client = shared_client
    before = client.get("/api/tables").json()
    error_of(raw_post(client, "/api/tables", '{"game": "genie", "options": {"\\ud800": 1}}'),
             400)
    error_of(raw_post(client, "/api/tables", '{"game": "gen\\u0000ie"}'), 400)
    assert client.get("/api/tables").json() == before
    table = new_table(client, 3, humans=1, start=False)
    error_of(raw_post(client, f"/api/tables/{table.id}/bots",
                      json.dumps({"token": table.host, "seat": 1})[:-1] + ', "bot": "\\ud800"}'),
             400)
    assert client.get(f"/api/tables/{table.id}").json()["seats"][1]["kind"] == "empty"


@pytest.mark.parametrize("endpoint", ["join", "bots", "leave", "start"])
def test_a_failed_write_changes_nothing_in_memory(client: Any, monkeypatch: pytest.MonkeyPatch,
                                                  endpoint: str) -> None:
    table = new_table(client, 3, humans=1, bots=("random",), start=False)
    url = f"/api/tables/{table.id}"
    if endpoint == "start":
        client.post(f"{url}/bots", json={"token": table.host, "seat": 2, "bot": "random"})
    before = client.get(url).json()
    storage = client.app.state.hub.storage
    monkeypatch.setattr(storage, "save_seat", broken)
    monkeypatch.setattr(storage, "set_table", broken)
    body = {"join": {"name": "Bo"}, "leave": {"token": table.tokens[0]},
            "bots": {"token": table.host, "seat": 2, "bot": "random"},
            "start": {"token": table.host}}[endpoint]
    assert "nothing changed" in error_of(client.post(f"{url}/{endpoint}", json=body), 503)
    assert client.get(url).json() == before
    assert client.get("/api/tables").status_code == 200
    monkeypatch.undo()
    assert client.post(f"{url}/{endpoint}", json=body).status_code == 200


def test_a_failed_create_adds_no_table(client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    hub = client.app.state.hub
    before = (dict(hub.rooms), client.get("/api/tables").json())
    monkeypatch.setattr(hub.storage, "create_table", broken)
    error_of(client.post("/api/tables", json={"game": "genie", "players": 3}), 503)
    assert (dict(hub.rooms), client.get("/api/tables").json()) == before


def refused_then_usable(server: LiveServer, send: Any, code: str,
                        afterwards: Any = lambda: None) -> None:
    """Seat 0 sends something refused with `code`: the table does not change, and after
    `afterwards()` a valid placement on the same connection is applied as usual."""
    table = new_table(server.http, 3)

    async def main() -> None:
        client = await Client.connect(server.ws_base, table.id, table.tokens[0])
        await client.state()
        before = server.snapshot(table.id)
        await send(client)
        assert (await client.error())["code"] == code
        assert server.snapshot(table.id) == before
        afterwards()
        await client.act(PLACE, 0)
        await client.expect(lambda m: m["type"] == "state" and m["version"] == 1)
        await client.close()

    asyncio.run(main())


def test_a_failed_action_write_changes_nothing(live: Any, monkeypatch: pytest.MonkeyPatch
                                               ) -> None:
    server: LiveServer = live()
    monkeypatch.setattr(server.hub.storage, "append_action", broken)
    refused_then_usable(server, lambda client: client.act(PLACE, 0), "unavailable",
                        afterwards=monkeypatch.undo)


# ------------------------------------------------ 2. leaving closes the seat's connections
@pytest.mark.parametrize("started", [True, False])
def test_leaving_downgrades_the_seats_open_connections(live: Any, started: bool) -> None:
    server: LiveServer = live(bot_delay=60.0)  # the bots wait: the table holds still
    table = new_table(server.http, 3, humans=1, bots=("random", "random"), start=started)

    async def main() -> None:
        client = await Client.connect(server.ws_base, table.id, table.tokens[0])
        first = await client.state()
        assert first["seat"] == 0
        left = server.http.post(f"/api/tables/{table.id}/leave",
                                json={"token": table.tokens[0]})
        assert left.status_code == 200
        after = await client.expect(lambda m: m["type"] == "state" and m["seat"] is None)
        assert after["legal"] == [] and after["decision"] is None
        if started:  # the spectator's view: no secret of seat 0 once placed
            assert after["view"] == server.hub.rooms[table.id].state.view(None)
        before = server.snapshot(table.id)
        await client.act(PLACE, after["version"])
        assert (await client.error())["code"] == "forbidden"
        assert server.snapshot(table.id) == before
        await client.close()

    asyncio.run(main())


def test_a_seat_taken_again_is_not_played_by_the_old_connection(live: Any) -> None:
    server: LiveServer = live()
    table = new_table(server.http, 2, humans=1, bots=("random",), start=False)

    async def main() -> None:
        old = await Client.connect(server.ws_base, table.id, table.tokens[0])
        await old.state()
        server.http.post(f"/api/tables/{table.id}/leave", json={"token": table.tokens[0]})
        await old.expect(lambda m: m["type"] == "state" and m["seat"] is None)
        joined = server.http.post(f"/api/tables/{table.id}/join",
                                  json={"name": "New", "seat": 0}).json()
        server.http.post(f"/api/tables/{table.id}/start", json={"token": table.host})
        state = await old.expect(lambda m: m["type"] == "state"
                                 and m["table"]["status"] == "playing")
        assert state["seat"] is None and state["legal"] == []
        await old.act(PLACE, state["version"])
        assert (await old.error())["code"] == "forbidden"
        assert all(seat != 0 for seat, _ in server.hub.rooms[table.id].actions)
        new = await Client.connect(server.ws_base, table.id, joined["token"])
        assert (await new.state())["seat"] == 0
        await new.close()
        await old.close()

    asyncio.run(main())


# --------------------------------------------------------------- 3. creation, expiry, pages
def test_table_creation_is_limited_per_client(db_url: str) -> None:
    app = create_app(db_url, settings(create_burst=3.0, create_per_minute=1.0))
    with TestClient(app, raise_server_exceptions=False) as client:
        for _ in range(3):
            assert client.post("/api/tables", json={"game": "genie"}).status_code == 201
        assert "too many" in error_of(client.post("/api/tables", json={"game": "genie"}), 429)
        assert len(client.get("/api/tables").json()) == 3


def test_rate_limiter_refills_and_keeps_clients_apart() -> None:
    limiter = RateLimiter(per_minute=6.0, burst=2.0)
    assert limiter.allow("a", 0.0) and limiter.allow("a", 0.0)
    assert not limiter.allow("a", 1.0)
    assert limiter.allow("b", 1.0)  # another address has its own bucket
    assert limiter.allow("a", 11.0)  # 6 a minute: one more after 10 s
    assert not limiter.allow("a", 11.5)


def test_waiting_tables_nobody_is_connected_to_expire(live: Any) -> None:
    server: LiveServer = live(waiting_expiry=3600.0)
    hub = server.hub
    lonely = new_table(server.http, 3, humans=0, start=False)
    watched = new_table(server.http, 3, humans=1, start=False)
    playing = new_table(server.http, 2, humans=1, bots=("random",))

    async def main() -> None:
        watcher = await Client.connect(server.ws_base, watched.id, watched.tokens[0])
        await watcher.state()
        lobby = await lobby_feed(server)
        later = hub.rooms[lonely.id].idle_since + 3601.0
        gone = await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(
            hub.expire_waiting(later), server_loop(server)))
        assert gone == [lonely.id]
        message = await lobby_expect(lobby, lambda m: m["type"] == "gone")
        assert message["id"] == lonely.id
        await watcher.close()
        await lobby.close()

    asyncio.run(main())
    assert server.http.get(f"/api/tables/{lonely.id}").status_code == 404
    assert hub.storage.load_table(lonely.id) is None
    for kept in (watched, playing):
        assert server.http.get(f"/api/tables/{kept.id}").status_code == 200


def test_the_expiry_loop_runs_by_itself(live: Any) -> None:
    server: LiveServer = live(waiting_expiry=0.3)
    table = new_table(server.http, 3, humans=0, start=False)
    for _ in range(100):
        if server.http.get(f"/api/tables/{table.id}").status_code == 404:
            break
        time.sleep(0.05)
    assert server.http.get(f"/api/tables/{table.id}").status_code == 404


def test_open_tables_come_in_pages_newest_first(client: Any) -> None:
    made = [new_table(client, 2, humans=0, start=False).id for _ in range(7)]
    seen: list[str] = []
    url: str | None = "/api/tables?limit=3"
    pages = 0
    while url:
        response = client.get(url)
        assert response.status_code == 200
        page = response.json()
        assert isinstance(page, list) and len(page) <= 3
        seen += [t["id"] for t in page]
        link = response.headers.get("link")
        url = link[1:link.index(">")] if link else None
        assert link is None or link.endswith('; rel="next"')
        pages += 1
    assert pages == 3 and seen == made[::-1]
    assert len(client.get("/api/tables").json()) == 7  # the default page holds them all


@pytest.mark.parametrize("query", ["limit=0", "limit=201", "limit=x", "limit=-1", "limit=١",
                                   "after=nonsense", "after=nan_abc", "after=1.5_a%20b",
                                   "after=inf_abc"])
def test_bad_page_parameters_are_refused(shared_client: Any, query: str) -> None:
    client = shared_client
    for path in ("/api/tables", "/api/replays"):
        error_of(client.get(f"{path}?{query}"), 400)


# the game the finished-game tests play to the end through the server: which game does not
# matter to them, and a King of Tokyo game of two is the shortest (about half a Genie's)
FINISHED_GAME = "kingoftokyo"


def test_finished_games_come_in_pages_from_storage(client: Any) -> None:
    made = []
    for _ in range(3):
        table = new_table(client, 2, humans=1, bots=("random",), game=FINISHED_GAME)
        finish_game(client, table)
        made.append(table.id)
    first = client.get("/api/replays?limit=2")
    assert [t["id"] for t in first.json()] == made[:0:-1]
    link = first.headers["link"]
    rest = client.get(link[1:link.index(">")])
    assert [t["id"] for t in rest.json()] == made[:1] and "link" not in rest.headers


# ----------------------------------------------------------------- the lobby is pushed
async def lobby_feed(server: LiveServer) -> Any:
    import websockets

    return await websockets.connect(f"{server.ws_base}/ws/lobby", open_timeout=10)


async def lobby_expect(ws: Any, pred: Any, timeout: float = 10.0) -> dict[str, Any]:
    async def first() -> dict[str, Any]:
        while True:
            message = json.loads(await ws.recv())
            if pred(message):
                return message
    return await asyncio.wait_for(first(), timeout)


def server_loop(server: LiveServer) -> asyncio.AbstractEventLoop:
    return server.hub.loop


def test_the_lobby_pushes_each_change(live: Any) -> None:
    server: LiveServer = live()
    early = new_table(server.http, 2, humans=0, start=False)
    hidden = new_table(server.http, 2, humans=0, start=False, public=False)

    async def main() -> None:
        lobby = await lobby_feed(server)
        first = await lobby_expect(lobby, lambda m: True)
        assert first["type"] == "lobby" and first["more"] is None
        assert [t["id"] for t in first["tables"]] == [early.id]
        table = new_table(server.http, 2, humans=1, bots=("random",), start=False)
        assert (await lobby_expect(lobby, lambda m: m["type"] == "table"))["table"]["id"] \
            == table.id
        server.http.post(f"/api/tables/{table.id}/start", json={"token": table.host})
        started = await lobby_expect(lobby, lambda m: m["type"] == "table"
                                     and m["table"]["status"] == "playing")
        assert started["table"]["id"] == table.id
        server.http.post(f"/api/tables/{hidden.id}/join", json={"name": "Ann"})
        await lobby.send('{"type": "ping"}')
        # nothing about the unlisted table came before the pong
        pong = await lobby_expect(lobby, lambda m: m["type"] != "table"
                                  or m["table"]["id"] == hidden.id)
        assert pong == {"type": "pong"}
        await lobby.send("[" * 100 + "]" * 100)
        assert (await lobby_expect(lobby, lambda m: True))["code"] == "bad_message"
        await lobby.close()

    asyncio.run(main())


# --------------------------------------------------------- 4. numbers too long, deep lists
def test_an_integer_too_long_to_convert_is_a_json_error(shared_client: Any) -> None:
    client = shared_client
    table = new_table(client, 3, humans=0, start=False)
    text = '{"name": "Ann", "seat": ' + "9" * 5000 + "}"
    assert "too long" in error_of(raw_post(client, f"/api/tables/{table.id}/join", text), 400)
    error_of(raw_post(client, "/api/tables", '{"game": "genie", "players": ' + "1" * 4400
                      + "}"), 400)


@pytest.mark.parametrize("text", [
    '{"type": "action", "version": ' + "7" * 5000 + ', "action": {"kind": "place"}}',
    '{"type": "action", "version": 0, "action": {"kind": "place", "dice": '
    + "[" * 700 + "]" * 700 + "}}",
    '{"type": "action", "version": 0, "action": {"kind": "place", "dice": '
    + "[" * 20 + "]" * 20 + "}}",
])
def test_websocket_messages_the_parser_chokes_on_get_an_error(live: Any, text: str) -> None:
    refused_then_usable(live(), lambda client: client.send(text), "bad_message")


# --------------------------------------------------------- 5. leaving a finished table
def test_leaving_a_finished_table_changes_nothing(client: Any) -> None:
    table = new_table(client, 2, humans=1, bots=("random",), game=FINISHED_GAME)
    finish_game(client, table)
    url = f"/api/tables/{table.id}"
    before = (client.get(url).json(), client.get(f"{url}/record").json(),
              client.get("/api/replays").json())
    assert "over" in error_of(client.post(f"{url}/leave", json={"token": table.tokens[0]}), 409)
    assert (client.get(url).json(), client.get(f"{url}/record").json(),
            client.get("/api/replays").json()) == before
    assert before[0]["seats"][0]["name"] == "P0"
    rematch = client.post(f"{url}/rematch", json={"token": table.tokens[0]})
    assert rematch.status_code == 200  # the token was not spent


# ----------------------------------------------------------------------------- 7. names
@pytest.mark.parametrize("name, why", [
    ("\u200b" * 32, "invisible"),
    ("Ann\u200e", "invisible"),  # a direction mark reorders what follows
    ("\u202eevil", "invisible"),
    ("a\x1b[31mred", "control"),
    ("a\x00b", "NUL"),
    ("tab\there", "control"),
    ("line\nbreak", "control"),
    ("Seat 2", "reads like"),
    ("seat #4", "reads like"),
    ("Empty seat", "reads like"),
    ("Spectator", "reads like"),
    ("random bot 2", "reads like"),
    ("Ann (bot)", "reads like"),
    ("座位 3", "reads like"),
    ("Місце 1", "reads like"),
    ("...", "letter"),
    ("\u0301\u0301", "letter"),
    ("x" * 33, "at most"),
])
def test_names_that_hide_or_impersonate_are_refused(shared_client: Any, name: str,
                                                     why: str) -> None:
    client = shared_client
    with pytest.raises(BadInput, match=why):
        clean_name(name)
    table = new_table(client, 2, humans=0, start=False)
    before = client.get(f"/api/tables/{table.id}").json()
    error_of(client.post(f"/api/tables/{table.id}/join", json={"name": name}), 400)
    assert client.get(f"/api/tables/{table.id}").json() == before


@pytest.mark.parametrize("name, shown", [
    ("  Ann   Lee  ", "Ann Lee"),
    ("Cafe\u0301", "Café"),  # NFC: one character, as typed elsewhere
    ("王小明", "王小明"),
    ("Олена", "Олена"),
    ("Robot Rita", "Robot Rita"),
    ("Player 3", "Player 3"),
    ("👩\u200d💻 Dev", "👩\u200d💻 Dev"),
])
def test_names_are_normalised(shared_client: Any, name: str, shown: str) -> None:
    client = shared_client
    table = new_table(client, 2, humans=0, start=False)
    joined = client.post(f"/api/tables/{table.id}/join", json={"name": name})
    assert joined.status_code == 200
    assert joined.json()["table"]["seats"][0]["name"] == shown


# ----------------------------------------- 9. finished games live in storage, not memory
# whole games played through the server, a second or more each: the quick run plays as few
# as the check needs, the full run one more
@pytest.mark.parametrize("games", [2, pytest.param(3, marks=pytest.mark.slow)])
def test_finished_tables_are_not_loaded_at_start_up(db_url: str, games: int) -> None:
    with TestClient(create_app(db_url, settings()), raise_server_exceptions=False) as client:
        ids = []
        for _ in range(games):
            table = new_table(client, 2, humans=1, bots=("random",), game=FINISHED_GAME)
            finish_game(client, table)
            ids.append(table.id)
        waiting = new_table(client, 2, humans=0, start=False)
        records = {i: client.get(f"/api/tables/{i}/record").json() for i in ids}
    with TestClient(create_app(db_url, settings()), raise_server_exceptions=False) as client:
        hub = client.app.state.hub
        assert set(hub.rooms) == {waiting.id} and not hub.finished
        assert [t["id"] for t in client.get("/api/replays").json()] == ids[::-1]
        for table_id in ids:  # the same game as before, read without loading its room
            assert client.get(f"/api/tables/{table_id}/record").json() == records[table_id]
        assert not hub.finished and set(hub.rooms) == {waiting.id}
        for table_id in ids:  # a websocket loads it on demand
            with client.websocket_connect(f"/ws/tables/{table_id}") as ws:
                assert ws.receive_json()["view"]["over"]
        assert set(hub.finished) == set(ids) and set(hub.rooms) == {waiting.id}


@pytest.mark.parametrize("games", [3, pytest.param(4, marks=pytest.mark.slow)])
def test_finished_rooms_in_memory_are_bounded(client: Any, monkeypatch: pytest.MonkeyPatch,
                                              games: int) -> None:
    import ludoteca.server.hub as hub_module

    monkeypatch.setattr(hub_module, "FINISHED_CACHE", 2)
    hub = client.app.state.hub
    ids = []
    for _ in range(games):  # more than the cache holds
        table = new_table(client, 2, humans=1, bots=("random",), game=FINISHED_GAME)
        finish_game(client, table)  # its last connection closes: it leaves live memory
        ids.append(table.id)
    assert not set(ids) & set(hub.rooms)
    assert len(hub.finished) == 2 and FINISHED_CACHE >= 2
    for table_id in ids:
        assert client.get(f"/api/tables/{table_id}/replay").status_code == 200
        assert len(hub.finished) <= 2


# ----------------------------- a player who leaves is played by the game's own bot
@pytest.fixture
def toy_registered() -> Any:
    from ludoteca.core import registry

    registry.register("toy", "tests.toygame")
    yield
    registry.unregister("toy")


def test_a_leaver_is_played_by_the_games_own_bot(toy_registered: Any, client: Any) -> None:
    from ludoteca.bots.base import stand_in_bot

    assert stand_in_bot("toy") == "perfect" and stand_in_bot("genie") == "heuristic"
    table = new_table(client, 2, humans=1, bots=("random",), game="toy")
    left = client.post(f"/api/tables/{table.id}/leave", json={"token": table.tokens[0]})
    assert left.status_code == 200
    assert left.json()["seats"][0]["bot"] == "perfect"  # toy has no heuristic bot
    room = client.app.state.hub.rooms.get(table.id) or client.app.state.hub.finished[table.id]
    deadline = time.monotonic() + 20
    while room.row.status != "finished" and time.monotonic() < deadline:
        time.sleep(0.05)
    assert room.row.status == "finished"
