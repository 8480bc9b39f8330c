"""Hostile input probed where the older tests do not reach: Saboteur (12 seats) and King of
Tokyo actions with odd arguments, the bot menu, table creation, names, numbers too long
to convert in query strings, tokens of other tables. Each gets a clear error and changes
nothing (docs/server.md, "Hostile input..." and "Limits"). """

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import pytest

from ludoteca.server.hub import LOBBY_WINDOW, LobbyFeed

from .helpers import Client, LiveServer, Table, new_table

TOO_LONG = "1" * 5000  # more digits than int() converts (4,300)




def refused(response: Any, status: int | tuple[int, ...] = 400) -> dict[str, Any]:
    statuses = (status,) if isinstance(status, int) else status
    assert response.status_code in statuses, (response.status_code, response.text[:300])
    body = response.json()
    assert isinstance(body["error"], str) and body["error"]
    assert isinstance(body["code"], str) and body["code"]
    return body


def must(condition: bool, why: object) -> None:
    """An assertion that fails without a traceback (pytest's traceback
    formatting trips on CPython 3.11.7's ast.parse after these failures)."""
    if not condition:
        pytest.fail(str(why)[:300], pytrace=False)


def refused_plainly(response: Any, code: str) -> None:
    must(response.status_code == 400, (response.status_code, response.text))
    must(response.json().get("code") == code, response.text)


def summary(server: LiveServer, table_id: str) -> dict[str, Any]:
    return server.http.get(f"/api/tables/{table_id}").json()


def wait_finished(server: LiveServer, table_id: str) -> None:
    deadline = time.monotonic() + 20
    while summary(server, table_id)["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.05)


@pytest.fixture(scope="module")
def finished(server: LiveServer) -> Table:
    """A finished game of two seats between two random bots: which game does not matter to
    the replay's seat checks, and King of Tokyo's is the shortest (about half a Genie's)."""
    table = new_table(server.http, 2, humans=0, bots=("random", "random"),
                      game="kingoftokyo")
    wait_finished(server, table.id)
    return table


# ------------------------------------------------------------------ table creation
@pytest.mark.parametrize("body", [
    {"game": "saboteur", "players": 0},
    {"game": "saboteur", "players": 1},
    {"game": "saboteur", "players": 13},
    {"game": "saboteur", "players": 10**9},
    {"game": "saboteur", "players": -12},
    {"game": "kingoftokyo", "players": 7},
    {"game": "kingoftokyo", "players": 12},
    {"game": ["saboteur"]},
    {"game": {"id": "saboteur"}},
    {"game": ""},
    {"game": "Saboteur"},
    {"game": "saboteur\u200b"},
    {"game": "../genie"},
    {"game": "x" * 10_000},
    {"game": "saboteur", "options": {"winner_rule": None}},
    {"game": "saboteur", "options": {"winner_rule": 10**30}},
    {"game": "saboteur", "options": {"winner_rule": ["seed"]}},
    {"game": "saboteur", "options": {"winner_rule": {"seed": True}}},
    {"game": "saboteur", "options": {"winner_rule": "x" * 10_000}},
    {"game": "saboteur", "options": {"tiles": "red"}},  # King of Tokyo's option
    {"game": "saboteur", "options": {"x" * 5000: 1}},
    {"game": "kingoftokyo", "options": {"two_player_variant": 1}},  # 1 is not true
    {"game": "kingoftokyo", "options": {"tiles": "RED"}},
    {"game": "kingoftokyo", "players": 2, "public": 1},
], ids=lambda b: repr(b)[:60])
def test_odd_new_tables_are_refused_and_create_nothing(server: LiveServer,
                                                        body: dict[str, Any]) -> None:
    before = set(server.hub.rooms)
    refused(server.http.post("/api/tables", json=body))
    assert set(server.hub.rooms) == before


def test_a_twelve_seat_saboteur_table_is_created(server: LiveServer) -> None:
    created = server.http.post("/api/tables", json={"game": "saboteur", "players": 12})
    assert created.status_code == 201
    assert len(created.json()["table"]["seats"]) == 12


# ------------------------------------------------------------------------ the bot menu
@pytest.mark.parametrize("bot, code", [
    ("ismcts:iterations=100000000", "unknown_bot"),
    ("ismcts-strong:iterations=100000000", "unknown_bot"),
    ("ismcts:depth=1000000", "unknown_bot"),
    ("ismcts-quick:budget=99999", "unknown_bot"),
    ("random:1", "unknown_bot"),
    ("Random", "unknown_bot"),
    ("heuristic ", "unknown_bot"),
    ("", "unknown_bot"),
    ("x" * 10_000, "unknown_bot"),
    ("<script>alert(1)</script>", "unknown_bot"),
    (None, "bad_request"),
    (1, "bad_request"),
    (["random"], "bad_request"),
    ({"name": "random"}, "bad_request"),
], ids=lambda v: repr(v)[:40])
@pytest.mark.parametrize("game", ["saboteur", "kingoftokyo"])
def test_bots_the_server_does_not_offer_are_refused(server: LiveServer, game: str, bot: Any,
                                                     code: str) -> None:
    table = new_table(server.http, 3, humans=1, start=False, game=game)
    before = summary(server, table.id)
    body = refused(server.http.post(f"/api/tables/{table.id}/bots",
                                    json={"token": table.host, "seat": 1, "bot": bot}))
    assert body["code"] == code
    assert summary(server, table.id) == before


@pytest.mark.parametrize("seat", [-1, 3, 12, 10**30, "1", 1.0, True, None, [1]],
                         ids=repr)
def test_a_bot_for_a_seat_that_does_not_exist_is_refused(server: LiveServer, seat: Any) -> None:
    table = new_table(server.http, 3, humans=1, start=False, game="saboteur")
    before = summary(server, table.id)
    refused(server.http.post(f"/api/tables/{table.id}/bots",
                             json={"token": table.host, "seat": seat, "bot": "random"}))
    assert summary(server, table.id) == before


def test_a_bot_cannot_take_a_players_seat(server: LiveServer) -> None:
    table = new_table(server.http, 3, humans=1, start=False, game="saboteur")
    before = summary(server, table.id)
    refused(server.http.post(f"/api/tables/{table.id}/bots",
                             json={"token": table.host, "seat": 0, "bot": "random"}), 409)
    assert summary(server, table.id) == before


# ----------------------------------------------------------------------------- joining
@pytest.mark.parametrize("seat", ["1", 1.0, True, None, [1]], ids=repr)
def test_join_with_a_seat_that_is_not_an_integer(server: LiveServer, seat: Any) -> None:
    table = new_table(server.http, 3, humans=1, start=False, game="saboteur")
    before = summary(server, table.id)
    refused(server.http.post(f"/api/tables/{table.id}/join", json={"name": "Zed", "seat": seat}))
    assert summary(server, table.id) == before


@pytest.mark.parametrize("seat", [-1, 3, 10**30], ids=repr)
def test_join_a_seat_the_table_does_not_have(server: LiveServer, seat: int) -> None:
    table = new_table(server.http, 3, humans=1, start=False, game="saboteur")
    before = summary(server, table.id)
    refused_plainly(server.http.post(f"/api/tables/{table.id}/join",
                                     json={"name": "Zed", "seat": seat}), "no_such_seat")
    must(summary(server, table.id) == before, "the table changed")


@pytest.mark.parametrize("name, status", [
    ("x" * 33, 400),
    ("x" * 100_000, 413),
    ("A\x07b", 400),
    ("Bob\nby", 400),
    ("Ann\u202e", 400),
    ("\u200b", 400),
    ("   ", 400),
    (5, 400),
    (None, 400),
    (["Ann"], 400),
], ids=lambda v: repr(v)[:30])
def test_bad_names_are_refused(server: LiveServer, name: Any, status: int) -> None:
    table = new_table(server.http, 3, humans=1, start=False, game="saboteur")
    before = summary(server, table.id)
    refused(server.http.post(f"/api/tables/{table.id}/join", json={"name": name}), status)
    assert summary(server, table.id) == before


def test_html_in_a_name_is_kept_as_plain_text(server: LiveServer) -> None:
    """The server stores and sends a name as text (JSON); the browser escapes it."""
    table = new_table(server.http, 3, humans=1, start=False, game="saboteur")
    name = "<script>alert(1)</script>"
    joined = server.http.post(f"/api/tables/{table.id}/join", json={"name": name})
    assert joined.status_code == 200
    assert joined.headers["content-type"].startswith("application/json")
    assert summary(server, table.id)["seats"][joined.json()["seat"]]["name"] == name


# -------------------------------------------------------------- tokens of other tables
@pytest.mark.parametrize("path", ["/bots", "/start", "/leave", "/rematch"])
def test_a_token_of_another_table_manages_nothing_here(server: LiveServer, path: str) -> None:
    table = new_table(server.http, 3, humans=2, start=False, game="saboteur")
    other = new_table(server.http, 3, humans=1, start=False, game="saboteur")
    before = summary(server, table.id)
    extra = {"seat": 2, "bot": "random"} if path == "/bots" else {}  # what each takes
    for token in (other.host, other.tokens[0]):
        refused(server.http.post(f"/api/tables/{table.id}{path}",
                                 json={"token": token, **extra}), 403)
    assert summary(server, table.id) == before


@pytest.mark.parametrize("token", [None, 5, ["t"], {"t": 1}], ids=repr)
def test_a_token_that_is_not_a_string(server: LiveServer, token: Any) -> None:
    table = new_table(server.http, 3, humans=1, start=False, game="saboteur")
    before = summary(server, table.id)
    for path in ("/bots", "/start", "/leave", "/rematch"):
        refused(server.http.post(f"/api/tables/{table.id}{path}",
                                 json={"token": token, "seat": 1, "bot": "random"}))
    assert summary(server, table.id) == before


# ------------------------------------------------------------------- odd table ids
@pytest.mark.parametrize("table_id", ["%00", "a%00b", "%ED%A0%80", "%C0%AF", "%F0%9F%98%80",
                                      "a" * 17, "a" * 2000])
def test_odd_table_ids_are_404(server: LiveServer, table_id: str) -> None:
    for suffix in ("", "/record", "/replay"):
        refused(server.http.get(f"/api/tables/{table_id}{suffix}"), 404)


def test_record_and_replay_of_live_saboteur_tables_are_refused(server: LiveServer) -> None:
    waiting = new_table(server.http, 3, humans=1, start=False, game="saboteur")
    playing = new_table(server.http, 3, humans=3, game="saboteur")
    for table in (waiting, playing):
        for suffix in ("/record", "/replay", "/replay?seat=0"):
            assert refused(server.http.get(f"/api/tables/{table.id}{suffix}"),
                           409)["code"] == "not_finished"


# ------------------------------------------------------- numbers too long to convert
@pytest.mark.parametrize("path", ["/api/tables", "/api/replays"])
def test_a_limit_too_long_to_convert_is_a_400(server: LiveServer, path: str) -> None:
    refused_plainly(server.http.get(f"{path}?limit={TOO_LONG}"), "bad_request")


@pytest.mark.parametrize("seat", [TOO_LONG, "0" * 5000], ids=["ones", "zeros"])
def test_a_replay_seat_too_long_to_convert_is_a_400(server: LiveServer, finished: Table,
                                                     seat: str) -> None:
    refused_plainly(server.http.get(f"/api/tables/{finished.id}/replay?seat={seat}"),
                    "no_such_seat")


@pytest.mark.parametrize("seat", ["99999999999999999999", "2", "-0", "0x1", "1e0", " 0"])
def test_replay_seats_the_table_does_not_have(server: LiveServer, finished: Table,
                                              seat: str) -> None:
    refused(server.http.get(f"/api/tables/{finished.id}/replay", params={"seat": seat}))


# --------------------------------------------------------------- Saboteur, 12 seats
def saboteur_table(server: LiveServer) -> tuple[Table, int, int]:
    """A started 12-seat Saboteur table of people (nobody moves unless a test does): the
    table, the seat to move and another seat."""
    table = new_table(server.http, 12, game="saboteur")
    (mover,) = server.hub.rooms[table.id].state.to_move()
    return table, mover, (mover + 1) % 12


def not_held_path_card(server: LiveServer, table_id: str, seat: int) -> str:
    state = server.hub.rooms[table_id].state
    return next(t for t, kind in sorted(state.cards.kind_of.items())
                if kind == "path" and state.first_of(seat, t) is None)


def odd_path_actions(path: dict[str, Any], missing_card: str) -> list[dict[str, Any]]:
    odd: list[dict[str, Any]] = []
    for turned in ("true", "false", 1, 0, None, [True]):
        odd.append({**path, "turned": turned})
    for key in ("x", "y"):
        for value in (10**18, -10**18, 2**63, -(2**63) - 1, 10**300, 99, -99, "0", None,
                      [0], True):
            odd.append({**path, key: value})
    for card in ("no_such_card", "", "x" * 5000, "map", "start", "goal_gold", missing_card,
                 7, None, [path["card"]]):
        odd.append({**path, "card": card, "turned": False})  # turned: a test of its own below
    odd.append({k: v for k, v in path.items() if k != "turned"})
    odd.append({k: v for k, v in path.items() if k != "x"})
    odd.append({**path, "extra": 1})
    odd.append({**path, "kind": "PATH"})
    odd.append({**path, "kind": "rockfall"})
    return odd


SABOTEUR_ODD_OTHERS = [
    {"kind": "break", "card": "broken_lantern", "seat": 12},
    {"kind": "break", "card": "broken_lantern", "seat": -1},
    {"kind": "break", "card": "broken_lantern", "seat": "0"},
    {"kind": "break", "card": "broken_lantern", "seat": 10**30},
    {"kind": "map", "card": "map", "goal": 99},
    {"kind": "map", "card": "map", "goal": -1},
    {"kind": "discard", "card": "no_such_card"},
    {"kind": "discard"},
    {"kind": "done"},
    {"kind": "swap_hats", "seat": 3},
    {"kind": "x" * 10_000},
]


def test_saboteur_odd_actions_are_refused_and_change_nothing(server: LiveServer) -> None:
    table, mover, _ = saboteur_table(server)
    missing = not_held_path_card(server, table.id, mover)

    async def main() -> None:
        client = await Client.connect(server.ws_base, table.id, table.tokens[mover])
        first = await client.state()
        assert first["seat"] == mover and first["legal"]
        path = next({k: v for k, v in a.items() if k != "label"}
                    for a in first["legal"] if a["kind"] == "path")
        before = server.snapshot(table.id)
        for odd in odd_path_actions(path, missing) + SABOTEUR_ODD_OTHERS:
            await client.act(odd, first["version"])
            error = await client.error()
            assert error["code"] in ("illegal", "bad_message") and error["message"], (odd, error)
        assert server.snapshot(table.id) == before
        # floats are refused before the rules see them
        for key in ("x", "y"):
            await client.act({**path, key: float(path[key]) + 0.5}, first["version"])
            assert (await client.error())["code"] == "bad_message"
        assert server.snapshot(table.id) == before
        await client.act(path, first["version"])  # still usable
        await client.expect(lambda m: m["type"] == "state" and m["version"] == 1)
        await client.close()

    asyncio.run(main())


def test_saboteur_actions_for_another_seat_are_refused(server: LiveServer) -> None:
    table, mover, other = saboteur_table(server)

    async def main() -> None:
        mine = await Client.connect(server.ws_base, table.id, table.tokens[other])
        first = await mine.state()
        assert first["seat"] == other and not first["legal"]
        legal = server.hub.rooms[table.id].state.legal(mover)
        action = legal[0].to_json()
        before = server.snapshot(table.id)
        await mine.act(action, 0)  # the mover's action from a seat that is not to move
        assert (await mine.error())["code"] == "not_your_turn"
        for seat in (mover, 12, -1, str(mover), None):
            await mine.act(action, 0, seat=seat)
            assert (await mine.error())["code"] == "forbidden", seat
        for token in (None, table.host):  # spectators
            watcher = await Client.connect(server.ws_base, table.id, token)
            assert (await watcher.state())["seat"] is None
            for extra in ({}, {"seat": mover}):
                await watcher.act(action, 0, **extra)
                assert (await watcher.error())["code"] == "forbidden"
            await watcher.close()
        assert server.snapshot(table.id) == before
        await mine.close()

    asyncio.run(main())


def test_a_token_of_another_saboteur_table_cannot_connect(server: LiveServer) -> None:
    table, _, _ = saboteur_table(server)
    other, other_mover, _ = saboteur_table(server)

    async def main() -> None:
        before = server.snapshot(table.id)
        for token in (other.tokens[other_mover], other.host):
            client = await Client.connect(server.ws_base, table.id, token)
            closed = await client.closed()
            assert closed.code == 1008
        assert server.snapshot(table.id) == before

    asyncio.run(main())


@pytest.mark.parametrize("card", ["start", "goal_gold", "goal_stone_a", "goal_stone_b"])
def test_saboteur_turned_maze_card_is_illegal(server: LiveServer, card: str) -> None:
    table, mover, _ = saboteur_table(server)

    async def main() -> None:
        client = await Client.connect(server.ws_base, table.id, table.tokens[mover])
        first = await client.state()
        before = server.snapshot(table.id)
        await client.act({"kind": "path", "card": card, "turned": True, "x": 1, "y": 0},
                         first["version"])
        error = await client.error()
        await client.close()
        must(server.snapshot(table.id) == before, "the table changed")
        must(error["code"] == "illegal", error)

    asyncio.run(main())


# ----------------------------------------------------------------------- King of Tokyo
KOT_ODD = [
    {"kind": "reroll", "dice": 2**63},
    {"kind": "reroll", "dice": 10**30},
    {"kind": "reroll", "dice": -(2**63)},
    {"kind": "reroll", "dice": [1, 2]},
    {"kind": "reroll", "dice": None},
    {"kind": "reroll"},
    {"kind": "Reroll", "dice": 1},
    {"kind": "stop_rolling", "dice": 1},
    {"kind": "stop_rolling", "now": True},
    {"kind": "buy", "slot": -1},
    {"kind": "buy", "slot": "0"},
    {"kind": "buy", "slot": 10**18},
    {"kind": "buy", "card": "x" * 5000},
    {"kind": "resolve"},
    {"kind": "yield", "seat": 0},
    {"kind": "leave_tokyo"},
    {"kind": "x" * 10_000},
]


def test_king_of_tokyo_odd_actions_are_refused_and_change_nothing(server: LiveServer) -> None:
    table = new_table(server.http, 6, game="kingoftokyo")
    (mover,) = server.hub.rooms[table.id].state.to_move()

    async def main() -> None:
        client = await Client.connect(server.ws_base, table.id, table.tokens[mover])
        first = await client.state()
        assert first["legal"]
        version = first["version"]
        before = server.snapshot(table.id)
        for odd in KOT_ODD:
            await client.act(odd, version)
            error = await client.error()
            assert error["code"] in ("illegal", "bad_message") and error["message"], (odd, error)
        await client.act({"kind": "reroll", "dice": 1.5}, version)
        assert (await client.error())["code"] == "bad_message"
        assert server.snapshot(table.id) == before
        await client.act({"kind": "stop_rolling"}, version)  # still usable
        await client.expect(lambda m: m["type"] == "state" and m["version"] == version + 1)
        await client.close()

    asyncio.run(main())


# --------------------------------------------------------------------------------- chat
def test_html_in_chat_reaches_everyone_as_the_same_text(server: LiveServer) -> None:
    """The server does not rewrite markup (web/static/chat.js puts it in as text)."""
    table = new_table(server.http, 12, game="saboteur")
    text = "<img src=x onerror=alert(1)> & </script>"

    async def main() -> None:
        writer = await Client.connect(server.ws_base, table.id, table.tokens[0])
        reader = await Client.connect(server.ws_base, table.id, table.tokens[11])
        await writer.state()
        await reader.state()
        await writer.send({"type": "chat", "text": text})
        line = await reader.expect(lambda m: m["type"] in ("chat", "error"))
        assert line["type"] == "chat" and line["text"] == text and line["seat"] == 0
        await writer.close()
        await reader.close()

    asyncio.run(main())


# ------------------------------------------------------------ seat changes (issue 24)
async def _drain_for(client: Client, seconds: float) -> list[dict[str, Any]]:
    """Every message the client gets within `seconds`."""
    got: list[dict[str, Any]] = []
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        try:
            got.append(await client.recv(left))
        except TimeoutError:
            break
    return got


async def _lobby(server: LiveServer) -> Client:
    import websockets

    lobby = Client(await websockets.connect(f"{server.ws_base}/ws/lobby", open_timeout=10))
    assert (await lobby.recv())["type"] == "lobby"
    return lobby


def _about(messages: list[dict[str, Any]], table_id: str) -> list[dict[str, Any]]:
    return [m for m in messages if m.get("type") == "table" and m["table"]["id"] == table_id]


BOTS = ("random", "heuristic")


def test_a_burst_of_bot_calls_is_cut_at_the_limit_and_nothing_past_it_is_written(
        live: Any) -> None:
    """One address made thousands of `/bots` calls, each a write and a push to every lobby
    page: past the limit a seat change is refused (429) and writes and pushes nothing."""
    server: LiveServer = live(seat_change_burst=10.0, seat_change_per_minute=1.0)
    table = new_table(server.http, 3, humans=1, start=False)
    url = f"/api/tables/{table.id}"
    storage = server.hub.storage

    def burst() -> list[Any]:  # each call a real change: the bots take turns
        return [server.http.post(f"{url}/bots", json={"token": table.host, "seat": 1,
                                                      "bot": BOTS[i % 2]})
                for i in range(40)]

    async def main() -> None:
        lobby = await _lobby(server)
        watcher = await Client.connect(server.ws_base, table.id)
        await watcher.state()
        writes = storage.writes
        responses = await asyncio.to_thread(burst)
        assert [r.status_code for r in responses] == [200] * 10 + [429] * 30
        for response in responses[10:]:
            assert refused(response, 429)["code"] == "too_many_seat_changes"
        # a start and a leave are seat changes too: refused before they change anything
        for path, body in (("/start", {"token": table.host}),
                           ("/leave", {"token": table.tokens[0]})):
            assert refused(await asyncio.to_thread(server.http.post, url + path, json=body),
                           429)["code"] == "too_many_seat_changes"
        assert storage.writes - writes == 10
        states = [m for m in await _drain_for(watcher, 0.8) if m["type"] == "state"]
        assert len(states) == 10  # one per change made, none for the refused ones
        assert states[-1]["table"]["seats"][1]["bot"] == BOTS[9 % 2]
        pushed = _about(await _drain_for(lobby, 0.5), table.id)
        assert 1 <= len(pushed) < 10  # coalesced
        assert pushed[-1]["table"] == summary(server, table.id)  # the latest
        assert [s["kind"] for s in summary(server, table.id)["seats"]] == [
            "human", "bot", "empty"]
        for client in (lobby, watcher):
            await client.close()

    asyncio.run(main())


# each change is an HTTP request, a write and a push (2 ms of CPU): a hundred changes (many
# times what the window lets through in their time) in the quick run, three hundred in the full
@pytest.mark.parametrize("changes", [100, pytest.param(300, marks=pytest.mark.slow)])
def test_the_lobby_gets_a_bounded_number_of_messages_whatever_the_requests(
        live: Any, changes: int) -> None:
    """Hundreds of changes of one table in a second or two reach a lobby page as at most
    one message per 0.25 s, the last with the latest summary."""
    server: LiveServer = live()  # the test limits: no 429 here
    table = new_table(server.http, 3, humans=1, start=False)
    url = f"/api/tables/{table.id}/bots"

    def burst() -> float:
        started = time.monotonic()
        for i in range(changes):
            assert server.http.post(url, json={"token": table.host, "seat": 1 + i % 2,
                                               "bot": BOTS[i // 2 % 2]}).status_code == 200
        return time.monotonic() - started

    async def main() -> None:
        lobby = await _lobby(server)
        took = await asyncio.to_thread(burst)
        pushed = _about(await _drain_for(lobby, 0.8), table.id)
        assert 1 <= len(pushed) <= took / LOBBY_WINDOW + 2, (len(pushed), took)
        assert pushed[-1]["table"]["seats"] == summary(server, table.id)["seats"]
        await lobby.close()

    asyncio.run(main())


def test_the_lobby_feed_coalesces_and_a_gone_replaces_a_pending_table() -> None:
    async def main() -> list[dict[str, Any]]:
        feed = LobbyFeed(window=0.05)
        queue: asyncio.Queue[Any] = asyncio.Queue()
        feed.watchers.add(queue)
        feed.table("a", lambda: {"type": "table", "table": {"id": "a", "n": 0}})
        assert queue.qsize() == 1  # the first change after a quiet window: at once
        for n in range(1, 100):
            feed.table("a", lambda n=n: {"type": "table", "table": {"id": "a", "n": n}})
        feed.table("b", lambda: {"type": "table", "table": {"id": "b", "n": 0}})
        feed.gone("a")
        assert queue.qsize() == 1  # the others wait for the window's end
        await asyncio.sleep(0.2)
        return [json.loads(queue.get_nowait()) for _ in range(queue.qsize())]

    assert asyncio.run(main()) == [{"type": "table", "table": {"id": "a", "n": 0}},
                                   {"type": "table", "table": {"id": "b", "n": 0}},
                                   {"type": "gone", "id": "a"}]


def test_the_same_bot_again_writes_and_pushes_nothing(server: LiveServer) -> None:
    table = new_table(server.http, 3, humans=1, bots=("random",), start=False)
    url = f"/api/tables/{table.id}/bots"

    async def main() -> None:
        lobby = await _lobby(server)
        watcher = await Client.connect(server.ws_base, table.id)
        await watcher.state()
        await _drain_for(lobby, 0.3)
        writes, before = server.hub.storage.writes, summary(server, table.id)
        for _ in range(5):
            again = await asyncio.to_thread(server.http.post, url, json={
                "token": table.host, "seat": 1, "bot": "random"})
            assert again.status_code == 200 and again.json() == before
        assert server.hub.storage.writes == writes
        assert await _drain_for(watcher, 0.5) == []
        assert _about(await _drain_for(lobby, 0.1), table.id) == []
        for client in (lobby, watcher):
            await client.close()

    asyncio.run(main())


def test_a_stranger_who_joined_cannot_seat_bots_or_start(server: LiveServer) -> None:
    """A public table is not taken over: only the host's token seats bots and starts."""
    table = new_table(server.http, 3, humans=0, start=False)
    url = f"/api/tables/{table.id}"
    stranger = server.http.post(f"{url}/join", json={"name": "Mallory"}).json()["token"]
    before = summary(server, table.id)
    for seat in (1, 2):
        body = refused(server.http.post(f"{url}/bots", json={"token": stranger, "seat": seat,
                                                             "bot": "random"}), 403)
        assert body["code"] == "forbidden" and "host" in body["error"]
    body = refused(server.http.post(f"{url}/start", json={"token": stranger}), 403)
    assert body["code"] == "forbidden" and "host" in body["error"]
    assert summary(server, table.id) == before
    for seat in (1, 2):  # the host still can
        assert server.http.post(f"{url}/bots", json={"token": table.host, "seat": seat,
                                                     "bot": "random"}).status_code == 200
    refused(server.http.post(f"{url}/start", json={"token": stranger}), 403)
    assert server.http.post(f"{url}/start", json={"token": table.host}).status_code == 200


# ----------------------------------------------------------- one error vocabulary
@pytest.mark.parametrize("seat, code", [(-1, "no_such_seat"), (3, "no_such_seat"),
                                        (10**30, "no_such_seat"), ("1", "bad_request"),
                                        (None, "bad_request")], ids=repr)
def test_a_bot_for_a_seat_out_of_range_says_no_such_seat(server: LiveServer, seat: Any,
                                                          code: str) -> None:
    """As a join does: `bad_message` is the websocket's code, never an HTTP answer."""
    table = new_table(server.http, 3, humans=1, start=False)
    before = summary(server, table.id)
    assert refused(server.http.post(f"/api/tables/{table.id}/bots", json={
        "token": table.host, "seat": seat, "bot": "random"}))["code"] == code
    assert summary(server, table.id) == before


def test_each_refusal_of_the_table_state_has_its_own_code(server: LiveServer) -> None:
    table = new_table(server.http, 3, humans=1, start=False)
    url = f"/api/tables/{table.id}"

    def code(path: str, body: dict[str, Any]) -> str:
        return refused(server.http.post(url + path, json=body), 409)["code"]

    assert code("/start", {"token": table.host}) == "empty_seats"
    assert code("/join", {"name": "Bo", "seat": 0}) == "seat_taken"
    assert code("/bots", {"token": table.host, "seat": 0, "bot": "random"}) == "seat_taken"
    server.http.post(f"{url}/join", json={"name": "Bo"})
    server.http.post(f"{url}/join", json={"name": "Cy"})
    assert code("/join", {"name": "Di"}) == "no_free_seat"
    assert server.http.post(f"{url}/start", json={"token": table.host}).status_code == 200
    assert code("/join", {"name": "Di"}) == "started"
    assert code("/start", {"token": table.host}) == "started"
    assert code("/bots", {"token": table.host, "seat": 1, "bot": "random"}) == "started"
    assert code("/rematch", {"token": table.tokens[0]}) == "not_finished"


# ------------------------------------------- names that read like the interface (issue 24)
@pytest.mark.parametrize("name", ["Ｓｐｅｃｔａｔｏｒ 1", "Sеat 2", "Seat-2", "heuristic-bot 2",
                                  "random.bot 1", "empty-seat"])
def test_names_spelled_around_the_interface_words_are_refused(server: LiveServer,
                                                              name: str) -> None:
    """Look-alike letters, fullwidth forms and punctuation do not get a seat's, a bot's or
    the spectator's name past the check (tests/server/test_names.py has many more)."""
    table = new_table(server.http, 3, humans=1, start=False, game="saboteur")
    before = summary(server, table.id)
    refused_plainly(server.http.post(f"/api/tables/{table.id}/join", json={"name": name}),
                    "bad_name")
    must(summary(server, table.id) == before, "the table changed")
