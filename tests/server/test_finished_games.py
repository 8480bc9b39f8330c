"""Finished games: replays in pages, built once by a worker and kept compressed; records;
the replays list's winners, stored when a game ends; a per-address limit; what a game
that keeps secrets after its end (Saboteur) gives to whom. And hostile input on all of it
(docs/server.md, "Finished games" and "What a finished game reveals")."""

from __future__ import annotations

import asyncio
import gzip
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, text

from ludoteca.core.actions import Action
from ludoteca.core.records import Record, replay
from ludoteca.core.registry import get_game, get_package
from ludoteca.server import replays as replays_module
from ludoteca.server.replays import CHUNK, accepts_gzip, join_gzip, segment

from .helpers import LiveServer, Table, TestClient, create_app, new_table, settings

TOO_LONG = "1" * 5000  # more digits than int() converts (4,300)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """A live server whose people who never connect are played by bots at once: games of
    people end, and their seats' tokens stay theirs. Its replays are built in a worker
    process, as a deployed server's are."""
    db = tmp_path_factory.mktemp("finished") / "tables.db"
    live = LiveServer(create_app(f"sqlite:///{db}",
                                 settings(absent_after=0.01, worker_processes=1))).start()
    yield live
    live.stop()


def wait_finished(server: LiveServer, table: Table, timeout: float = 60) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while (summary := server.http.get(f"/api/tables/{table.id}").json())["status"] != "finished":
        assert time.monotonic() < deadline, "the game did not finish"
        time.sleep(0.05)
    return summary


def finished_table(server: LiveServer, game: str, players: int, humans: int = 1) -> Table:
    table = new_table(server.http, players, humans=humans,
                      bots=("random",) * (players - humans), game=game)
    table.summary = wait_finished(server, table)
    return table


@pytest.fixture(scope="module")
def genie(server: LiveServer) -> Table:
    return finished_table(server, "genie", 4)


@pytest.fixture(scope="module")
def saboteur(server: LiveServer) -> tuple[Table, dict[str, Any]]:
    """A finished 4-seat Saboteur game where Swap Your Hats put a role card away (seat 0
    a person played by its stand-in bot): the table and its record."""
    for _ in range(12):
        table = finished_table(server, "saboteur", 4)
        record = server.http.get(f"/api/tables/{table.id}/record?token={table.host}").json()
        if any(action["kind"] == "swap_hats" for _, action in record["actions"]):
            return table, record
    raise AssertionError("no game of twelve put a role card away")


def error(response: httpx.Response, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, (response.status_code, response.text[:300])
    body = response.json()
    assert body["code"] == code and isinstance(body["error"], str), body
    return body


def all_steps(http: httpx.Client, path: str) -> list[dict[str, Any]]:
    """Every step of a replay, following the pages."""
    steps: list[dict[str, Any]] = []
    url: str | None = path
    while url:
        body = http.get(url).json()
        assert body["from"] == len(steps)
        steps += body["steps"]
        url = f"{path}{'&' if '?' in path else '?'}from={body['next']}" \
            if body["next"] is not None else None
    return steps


# ------------------------------------------------------------------------ compression
def test_joined_segments_are_one_gzip_member() -> None:
    parts = [segment(b"[" + b"x" * 70_000), replays_module.COMMA, segment(b""),
             segment(bytes(range(256)) * 300), segment(b"]", final=True)]
    body = join_gzip(parts)
    assert gzip.decompress(body) == b"[" + b"x" * 70_000 + b"," + bytes(range(256)) * 300 + b"]"
    assert replays_module.join_plain(parts[:-1]) + b"]" == gzip.decompress(body)


@pytest.mark.parametrize(("header", "takes"), [
    ("gzip", True), ("deflate, gzip;q=1.0", True), ("*", True), ("br;q=1, gzip;q=0.5", True),
    ("gzip;q=0", False), ("identity", False), ("", False), (None, False), ("gzip;q=abc", False),
    ("gzipx", False), ("x" * 10_000, False)])
def test_accept_encoding(header: str | None, takes: bool) -> None:
    assert accepts_gzip(header) is takes


# ----------------------------------------------------------------------------- pages
def test_a_replay_in_pages_is_the_whole_replay(server: LiveServer, genie: Table) -> None:
    path = f"/api/tables/{genie.id}/replay?seat=1"
    whole = server.http.get(path).json()
    versions = genie.summary["version"] + 1
    assert versions > CHUNK + 3  # pages of one chunk: several
    assert whole["next"] is None and whole["from"] == 0 and len(whole["steps"]) == versions
    assert [s["version"] for s in whole["steps"]] == list(range(versions))
    paged = all_steps(server.http, path + "&limit=1")
    assert paged == whole["steps"]
    # a page: whole chunks from the one holding `from`, the chat with the first page only
    first = server.http.get(path + "&limit=1")
    assert first.json()["next"] == CHUNK and "chat" in first.json()
    link = first.headers["link"]
    assert link == f'</api/tables/{genie.id}/replay?seat=1&limit=1&from={CHUNK}>; rel="next"'
    middle = server.http.get(path + f"&from={CHUNK + 3}&limit={CHUNK + 1}").json()
    assert middle["from"] == CHUNK and len(middle["steps"]) == min(2 * CHUNK,
                                                                    versions - CHUNK)
    assert "chat" not in middle and middle["table"]["id"] == genie.id
    last = server.http.get(path + f"&from={versions - 1}").json()
    assert last["next"] is None and last["steps"][-1] == whole["steps"][-1]
    assert "link" not in server.http.get(path + f"&from={versions - 1}").headers


def test_compressed_when_the_client_takes_it(server: LiveServer, genie: Table) -> None:
    path = f"{server.base}/api/tables/{genie.id}/replay"
    with httpx.Client(verify=False) as http:
        with http.stream("GET", path, headers={"Accept-Encoding": "gzip"}) as zipped:
            assert zipped.headers["content-encoding"] == "gzip"
            assert "accept-encoding" in zipped.headers["vary"].lower()
            raw = b"".join(zipped.iter_raw())
        with http.stream("GET", path, headers={"Accept-Encoding": "identity"}) as plain:
            assert "content-encoding" not in plain.headers
            body = b"".join(plain.iter_raw())
        record = http.get(f"{path.removesuffix('/replay')}/record",
                          headers={"Accept-Encoding": "identity"})
    assert gzip.decompress(raw) == body and len(raw) * 10 < len(body)
    assert "content-encoding" not in record.headers and record.json()["game"] == "genie"


def test_built_once_by_a_worker_and_cached(server: LiveServer) -> None:
    table = finished_table(server, "genie", 3)
    archive = server.hub.archive
    before = archive.builds

    async def many() -> list[Any]:
        async with httpx.AsyncClient(verify=False, base_url=server.base, timeout=30) as http:
            return await asyncio.gather(*(http.get(f"/api/tables/{table.id}/replay?seat=2")
                                          for _ in range(8)))
    answers = asyncio.run(many())
    assert {a.status_code for a in answers} == {200}
    assert len({a.content for a in answers}) == 1
    assert archive.builds == before + 1  # eight requests at once, one build
    server.http.get(f"/api/tables/{table.id}/replay?seat=2&from=60")
    server.http.get(f"/api/tables/{table.id}/record")
    server.http.get(f"/api/tables/{table.id}/record")
    assert archive.builds == before + 2  # the record once
    # nothing replayed the game on the server's side: its room stayed out of memory
    hub = server.hub
    hub.rooms.pop(table.id, None)
    hub.finished.pop(table.id, None)
    assert server.http.get(f"/api/tables/{table.id}").json()["status"] == "finished"
    assert server.http.get(f"/api/tables/{table.id}/replay?seat=2").status_code == 200
    assert table.id not in hub.rooms and table.id not in hub.finished


def test_the_chat_is_not_cached(server: LiveServer, genie: Table) -> None:
    from .helpers import Client

    async def say(text: str) -> None:
        async with await Client.connect(server.ws_base, genie.id) as client:
            await client.state()
            await client.send({"type": "chat", "text": text})
            await client.expect(lambda m: m["type"] == "chat")
    path = f"/api/tables/{genie.id}/replay"
    server.http.get(path)
    asyncio.run(say("gg"))
    assert [line["text"] for line in server.http.get(path).json()["chat"]][-1:] == ["gg"]


# ------------------------------------------------------------------- results, winners
def test_the_result_is_stored_when_the_game_ends(server: LiveServer, genie: Table) -> None:
    row = server.hub.storage.load_table(genie.id)
    record = server.http.get(f"/api/tables/{genie.id}/record").json()
    state = replay(Record.from_json(record))
    assert row.result == {"winners": sorted(state.winners()), "scores": state.scores(),
                          "digest": state.digest()}
    listed = {t["id"]: t for t in server.http.get("/api/replays?limit=200").json()}
    assert listed[genie.id]["winners"] == row.result["winners"]


def test_an_older_database_keeps_working(tmp_path: Path) -> None:
    """A database made before results were stored: the column is added, and each game's
    result is worked out once, by a worker, then stored."""
    older_database_keeps_working(f"sqlite:///{tmp_path / 'old.db'}")


@pytest.mark.slow  # the SQLite one stays in the quick run; PostgreSQL is in test_postgres.py
def test_an_older_postgres_database_keeps_working(request: pytest.FixtureRequest) -> None:
    older_database_keeps_working(request.getfixturevalue("pg_url"))  # skipped without one


# the game the tests below play to the end on a server of their own: which game does not
# matter to them, and a King of Tokyo game of two is the shortest (about half a Genie's)
SHORT_GAME = "kingoftokyo"


def older_database_keeps_working(url: str) -> None:
    with TestClient(create_app(url, settings()), raise_server_exceptions=False) as client:
        table = new_table(client, 2, humans=0, bots=("random", "random"), game=SHORT_GAME)
        deadline = time.monotonic() + 30
        while client.get(f"/api/tables/{table.id}").json()["status"] != "finished":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        winners = client.get("/api/replays").json()[0]["winners"]
        record = client.get(f"/api/tables/{table.id}/record").json()
    engine = create_engine(url)
    with engine.begin() as conn:  # as the table was before the column existed
        conn.execute(text("ALTER TABLE tables DROP COLUMN result"))
    engine.dispose()
    with TestClient(create_app(url, settings()), raise_server_exceptions=False) as client:
        hub = client.app.state.hub
        assert hub.storage.load_table(table.id).result is None
        assert client.get("/api/replays").json()[0]["winners"] == winners
        assert hub.storage.load_table(table.id).result["winners"] == winners
        builds = hub.archive.builds
        assert client.get("/api/replays").json()[0]["winners"] == winners
        assert hub.archive.builds == builds  # stored: not worked out again
        assert client.get(f"/api/tables/{table.id}/record").json() == record


def test_the_replays_list_is_kept_until_a_public_game_ends(server: LiveServer) -> None:
    first = server.http.get("/api/replays?limit=200")
    assert first.headers["content-encoding"] == "gzip"
    assert server.http.get("/api/replays?limit=200").content == first.content
    edition = server.hub.archive.lists
    table = finished_table(server, SHORT_GAME, 2)  # any public game that ends
    assert server.hub.archive.lists > edition
    assert server.http.get("/api/replays?limit=200").json()[0]["id"] == table.id


def test_a_game_registered_at_run_time_is_replayed_here(server: LiveServer) -> None:
    """A worker process knows only the games it finds itself: one registered in this
    process (tests, an embedding application) is built on a thread of it instead."""
    from ludoteca.core import registry

    registry.register("toy", "tests.toygame")
    try:
        table = finished_table(server, "toy", 2, humans=0)
        replayed = server.http.get(f"/api/tables/{table.id}/replay?seat=1").json()
        assert replayed["steps"][-1]["view"]["over"]
        record = server.http.get(f"/api/tables/{table.id}/record").json()
        assert replay(Record.from_json(record)).digest() == record["digest"]
    finally:
        registry.unregister("toy")


# ------------------------------------------------------------------------ rate limit
def test_replay_requests_are_limited_per_address(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'limited.db'}"
    with TestClient(create_app(url, settings(replays_burst=3, replays_per_minute=0.001)),
                    raise_server_exceptions=False) as client:
        table = new_table(client, 2, humans=0, bots=("random", "random"), game=SHORT_GAME)
        deadline = time.monotonic() + 30
        while client.get(f"/api/tables/{table.id}").json()["status"] != "finished":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        for path in ("/api/replays", f"/api/tables/{table.id}/replay",
                     f"/api/tables/{table.id}/record"):
            assert client.get(path).status_code == 200
        for path in ("/api/replays", f"/api/tables/{table.id}/replay?seat=0",
                     f"/api/tables/{table.id}/record", "/api/tables/nope/replay"):
            error(client.get(path), 429, "too_many_requests")
        # the rest of the server is not limited by it
        assert client.get(f"/api/tables/{table.id}").status_code == 200
        assert client.get("/api/tables").status_code == 200


# ------------------------------------------------------ what a finished game reveals
def test_only_saboteur_keeps_secrets_after_the_end() -> None:
    assert get_package("saboteur").secrets_after_end
    assert not get_package("genie").secrets_after_end
    assert not get_package("kingoftokyo").secrets_after_end


def test_games_list_says_which_games_keep_secrets(server: LiveServer) -> None:
    listed = {g["id"]: g["secrets_after_end"] for g in server.http.get("/api/games").json()}
    assert listed["saboteur"] is True and listed["genie"] is False


def test_a_stranger_gets_no_saboteur_record_nor_a_seats_replay(
        server: LiveServer, saboteur: tuple[Table, dict[str, Any]], genie: Table) -> None:
    table, _ = saboteur
    other = genie  # another finished table's host and seat tokens (the module's game)
    base = f"/api/tables/{table.id}"
    for token in ("", "?token=", "?token=forged", f"?token={other.host}",
                  f"?token={other.tokens[0]}", f"?token={TOO_LONG}", "?token=%00",
                  "?token=%ED%A0%80"):
        error(server.http.get(f"{base}/record{token}"), 403, "forbidden")
        for seat in range(4):
            sep = "&" if token else "?"
            error(server.http.get(f"{base}/replay{token}{sep}seat={seat}"), 403, "forbidden")
    # the spectator's replay is everyone's
    assert server.http.get(f"{base}/replay").status_code == 200


def test_the_games_own_players_and_host_get_everything(
        server: LiveServer, saboteur: tuple[Table, dict[str, Any]]) -> None:
    table, record = saboteur
    base = f"/api/tables/{table.id}"
    for token in (table.tokens[0], table.host):
        answer = server.http.get(f"{base}/record?token={token}")
        assert answer.status_code == 200 and answer.json() == record
        assert "no-store" in answer.headers["cache-control"]
        for seat in range(4):
            seen = server.http.get(f"{base}/replay?seat={seat}&token={token}")
            assert seen.status_code == 200 and seen.json()["seat"] == seat
            assert "no-store" in seen.headers["cache-control"]
    assert replay(Record.from_json(record)).digest() == record["digest"]


def _keys(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, inner in value.items():
            yield key
            yield from _keys(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _keys(inner)


def test_the_spectators_replay_shows_no_put_away_role_nor_unturned_goal(
        server: LiveServer, saboteur: tuple[Table, dict[str, Any]]) -> None:
    table, record = saboteur
    steps = server.http.get(f"/api/tables/{table.id}/replay").json()["steps"]
    state = get_game("saboteur").new(record["players"], record["seed"], record["options"])
    moves = [(seat, Action.from_json(action)) for seat, action in record["actions"]]
    assert len(steps) == len(moves) + 1
    put_away = unturned = 0
    for number, step in enumerate(steps):
        if number:
            state.apply(*moves[number - 1])
        view, events = step["view"], step["events"]
        assert view["seat"] is None
        assert not {"known_put_away", "role_out", "goal_card", "hand"} & set(_keys(step))
        for event in events:
            if event["kind"] == "swap_hats":
                assert "role" not in event
                put_away += 1
        goals = view["board"]["goals"]
        for index, (name, up, _) in enumerate(goals):
            face_up = state.board.face_up(index)  # type: ignore[attr-defined]
            assert up == face_up and (name is None) == (not face_up), (number, goals)
            unturned += not face_up
        if not state.revealed:  # type: ignore[attr-defined]
            assert all(s["role"] is None for s in view["seats"])
    assert put_away and unturned  # the game had both
    # the seat that put its role card away sees its new role only
    seat_steps = server.http.get(
        f"/api/tables/{table.id}/replay?seat=0&token={table.tokens[0]}").json()["steps"]
    assert all(set(s["view"]) >= {"hand", "role"} for s in seat_steps)


@pytest.mark.parametrize("game", ["genie", "kingoftokyo"])
def test_genie_and_king_of_tokyo_records_stay_public(server: LiveServer, game: str,
                                                     request: pytest.FixtureRequest) -> None:
    # Genie's is the module's finished game (only read here): no second one played
    table = request.getfixturevalue("genie") if game == "genie" else finished_table(
        server, game, 2)
    base = f"/api/tables/{table.id}"
    for token in ("", "?token=forged"):
        record = server.http.get(f"{base}/record{token}")
        assert record.status_code == 200 and "cache-control" not in record.headers
        assert replay(Record.from_json(record.json())).digest() == record.json()["digest"]
        sep = "&" if token else "?"
        assert server.http.get(f"{base}/replay{token}{sep}seat=1").status_code == 200


# ----------------------------------------------------------------------- hostile input
@pytest.mark.parametrize("query", [
    "from=-1", "from=1.0", "from=1e2", "from=%00", "from=%EF%BC%91", f"from={TOO_LONG}",
    "from=99999999", "limit=0", "limit=1001", "limit=-5", f"limit={TOO_LONG}", "limit=%00",
    "limit=1%20", "limit=0x10"])
def test_bad_pages_are_400(server: LiveServer, genie: Table, query: str) -> None:
    error(server.http.get(f"/api/tables/{genie.id}/replay?{query}"), 400, "bad_request")


def test_from_past_the_last_version_is_400(server: LiveServer, genie: Table) -> None:
    last = genie.summary["version"]
    assert server.http.get(f"/api/tables/{genie.id}/replay?from={last}").status_code == 200
    error(server.http.get(f"/api/tables/{genie.id}/replay?from={last + 1}"), 400, "bad_request")


@pytest.mark.parametrize("header", ["gzip;q=abc", "x" * 4000, "gzip, gzip, gzip", "*;q=0",
                                    "\u00e9"])
def test_odd_accept_encodings_get_an_answer(server: LiveServer, genie: Table,
                                            header: str) -> None:
    with httpx.Client(verify=False, base_url=server.base) as http:
        answer = http.get(f"/api/tables/{genie.id}/replay?limit=1",
                          headers={"Accept-Encoding": header.encode("utf-8")})
    assert answer.status_code == 200 and answer.json()["from"] == 0


def test_replays_of_live_tables_and_no_tables(server: LiveServer) -> None:
    live = new_table(server.http, 3, humans=3, game="saboteur")
    for query in ("", "?seat=0", f"?seat=0&token={live.tokens[0]}", "?from=0&limit=1"):
        error(server.http.get(f"/api/tables/{live.id}/replay{query}"), 409, "not_finished")
    error(server.http.get(f"/api/tables/{live.id}/record?token={live.host}"), 409,
          "not_finished")
    for table_id in ("nope", "a" * 17, "%00"):
        error(server.http.get(f"/api/tables/{table_id}/replay?from=0"), 404, "not_found")
        error(server.http.get(f"/api/tables/{table_id}/record?token=x"), 404, "not_found")
