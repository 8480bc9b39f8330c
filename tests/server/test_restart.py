"""Kill -9 the real server process in the middle of several games, restart it on the same
SQLite file, and check every table resumes exactly where it was (docs/server.md: every
accepted action is stored with the new version in one transaction)."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from .helpers import (
    HOST,
    Addressed,
    Client,
    Closed,
    Table,
    TestClient,
    create_app,
    free_port,
    new_table,
    play,
    record_moves,
    settings,
)

BOT_DELAY, CLAIM_WINDOW = 0.05, 0.3
PLAYED = 20  # versions the people play before the kill


class ServerProcess(Addressed):
    def __init__(self, db: Path, log: Path) -> None:
        self.port = free_port()
        self.db, self.log = db, log
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> httpx.Client:
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "ludoteca.cli", "serve", "--host", HOST,
                 "--port", str(self.port), "--db", f"sqlite:///{self.db}",
                 "--bot-delay", str(BOT_DELAY), "--claim-window", str(CLAIM_WINDOW)],
                stdout=log, stderr=subprocess.STDOUT)
        http = httpx.Client(verify=False, base_url=self.base, timeout=10)
        deadline = time.monotonic() + 30
        while True:
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the server did not start:\n{self.log.read_text()}")
            try:
                if http.get("/api/games").status_code == 200:
                    return http
            except httpx.TransportError:
                time.sleep(0.05)

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)


def stored(db: Path) -> dict[str, tuple[int, str, list[tuple[int, dict[str, Any]]]]]:
    """What the database holds per table: version, status and the actions."""
    with sqlite3.connect(db) as conn:
        tables = conn.execute("SELECT id, version, status FROM tables").fetchall()
        rows = conn.execute("SELECT table_id, seq, seat, action FROM actions "
                            "ORDER BY table_id, seq").fetchall()
    out = {}
    for table_id, version, status in tables:
        actions = [(seq, seat, json.loads(a)) for t, seq, seat, a in rows if t == table_id]
        assert [seq for seq, _, _ in actions] == list(range(1, len(actions) + 1))
        out[table_id] = (version, status, [(seat, a) for _, seat, a in actions])
    return out


async def drive(ws_base: str, table: Table, until: int | None, seed: int) -> None:
    """The table's people play (random legal actions) until version `until` or the end."""
    clients = {s: await Client.connect(ws_base, table.id, t) for s, t in table.tokens.items()}

    def stop(message: dict[str, Any]) -> bool:
        return until is not None and message["version"] >= until

    logs = await asyncio.gather(*(play(c, s, random.Random(seed + s), stop=stop, timeout=90)
                                  for s, c in clients.items()))
    for client in clients.values():
        await client.close()
    assert all(log.final is not None for log in logs)


async def views(ws_base: str, table: Table) -> dict[Any, tuple[Any, ...]]:
    """Each seat's (and a spectator's) state on connecting: version, view, legal, seats."""
    out = {}
    for seat, token in [*table.tokens.items(), (None, None)]:
        async with await Client.connect(ws_base, table.id, token) as client:
            m = await client.state()
            seats = [(s["seat"], s["name"], s["kind"], s["bot"]) for s in m["table"]["seats"]]
            out[seat] = (m["seat"], m["version"], m["view"], m["legal"], m["table"]["status"],
                         seats)
    return out


async def watch(ws_base: str, table_id: str) -> dict[int, Any]:
    """A spectator's view at every version, until the connection drops (the kill)."""
    seen: dict[int, Any] = {}
    client = await Client.connect(ws_base, table_id)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            message = await client.recv()
        except Closed:
            return seen
        if message["type"] == "state":
            seen[message["version"]] = message["view"]
    raise TimeoutError("the spectator was never disconnected")


def quiet(http: httpx.Client, table_id: str, calm: float = 1.0, limit: float = 15) -> int:
    """Wait until the table's version stays put for `calm` seconds (timers, bots done)."""
    deadline = time.monotonic() + limit
    version, since = -1, time.monotonic()
    while time.monotonic() < deadline:
        now = http.get(f"/api/tables/{table_id}").json()["version"]
        if now != version:
            version, since = now, time.monotonic()
        elif time.monotonic() - since >= calm:
            return version
        time.sleep(0.1)
    raise TimeoutError(f"table {table_id} never settled")


def wait_finished(http: httpx.Client, table_id: str, limit: float = 90) -> None:
    deadline = time.monotonic() + limit
    while http.get(f"/api/tables/{table_id}").json()["status"] != "finished":
        assert time.monotonic() < deadline, f"table {table_id} did not finish"
        time.sleep(0.2)


@pytest.mark.slow
def test_kill_9_and_restart_resumes_every_table(tmp_path: Path) -> None:
    db, log = tmp_path / "x.db", tmp_path / "server.log"
    server = ServerProcess(db, log)
    try:
        http = server.start()
        people = new_table(http, 3)  # three people
        mixed = new_table(http, 3, humans=2, bots=("heuristic",))
        bots = [new_table(http, 3, humans=0, bots=("heuristic",) * 3) for _ in range(2)]
        waiting = new_table(http, 3, humans=1, start=False)
        humans = [people, mixed, waiting]

        async def before_kill() -> tuple[dict[str, Any], dict[str, dict[int, Any]]]:
            watchers = {t.id: asyncio.create_task(watch(server.ws_base, t.id)) for t in bots}
            await asyncio.gather(drive(server.ws_base, people, PLAYED, 0),
                                 drive(server.ws_base, mixed, PLAYED, 10))
            for table in (people, mixed):
                await asyncio.to_thread(quiet, http, table.id)
            seen = {t.id: await views(server.ws_base, t) for t in humans}
            server.kill()  # in the middle of the bot games
            watched = {tid: await asyncio.wait_for(task, 15) for tid, task in watchers.items()}
            return seen, watched

        seen, watched = asyncio.run(before_kill())
        http.close()

        # the database holds exactly what the clients last saw, in one consistent piece
        at_kill = stored(db)
        for table in humans:
            version, status, actions = at_kill[table.id]
            assert version == len(actions) == seen[table.id][None][1]
            assert status == seen[table.id][None][4]
        for table in bots:
            version, status, actions = at_kill[table.id]
            assert version == len(actions) >= max(watched[table.id]) > PLAYED // 2
            assert status == "playing", "the bot game should be cut in the middle"

        http = server.start()  # same command, same database

        async def after_restart() -> dict[str, Any]:
            again = {t.id: await views(server.ws_base, t) for t in humans}
            await asyncio.gather(drive(server.ws_base, people, None, 100),
                                 drive(server.ws_base, mixed, None, 110))
            return again

        again = asyncio.run(after_restart())
        # every seat's view, actions and the seats themselves are as they were
        for table in humans:
            assert again[table.id] == seen[table.id], table.id
        # the waiting table can still be joined and started with the old host token
        for _ in range(2):
            assert http.post(f"/api/tables/{waiting.id}/join", json={"name": "Z"}
                             ).status_code == 200
        assert http.post(f"/api/tables/{waiting.id}/start", json={"token": waiting.host}
                         ).json()["status"] == "playing"

        for table in bots:
            wait_finished(http, table.id)
        for table in [people, mixed, *bots]:
            record = http.get(f"/api/tables/{table.id}/record").json()
            record_moves(record)  # replays to its digest
            version, _, actions = at_kill[table.id]
            assert [[s, a] for s, a in actions] == record["actions"][:version]
            # the stored history is the one the clients saw before the kill
            spectator = http.get(f"/api/tables/{table.id}/replay").json()["steps"]
            for v, view in watched.get(table.id, {}).items():
                assert spectator[v]["view"] == view, (table.id, v)
            for seat, (_, v, view, _, _, _) in seen.get(table.id, {}).items():
                query = "" if seat is None else f"?seat={seat}"
                steps = http.get(f"/api/tables/{table.id}/replay{query}").json()["steps"]
                assert steps[v]["view"] == view, (table.id, seat)
        http.close()
    finally:
        server.kill()
        if os.environ.get("LUDOTECA_SHOW_SERVER_LOG"):
            print(log.read_text())


def test_a_player_who_does_not_come_back_after_a_restart_is_replaced(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'tables.db'}"
    with TestClient(create_app(url, settings())) as client:
        table = new_table(client, 3)
        with client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[0]}") as ws:
            json.loads(ws.receive_text())  # seat 0 was there before the restart
    with TestClient(create_app(url, settings(absent_after=0.2))) as client:
        for seat in (1, 2):  # seats 1 and 2 come back and place; seat 0 never does
            with client.websocket_connect(
                    f"/ws/tables/{table.id}?token={table.tokens[seat]}") as ws:
                ws.send_text(json.dumps({"type": "action", "version": 0, "action": {
                    "kind": "place", "dice": [["gold", seat]]}}))
                while json.loads(ws.receive_text())["version"] < seat:
                    pass
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            summary = client.get(f"/api/tables/{table.id}").json()
            if summary["version"] >= 3:
                break
            time.sleep(0.1)
        assert summary["seats"][0]["absent"] is True, summary
        assert summary["version"] >= 3, summary  # the bot placed for seat 0
