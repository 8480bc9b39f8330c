"""The same storage against a real PostgreSQL server, started by the tests (Debian's
postgresql package: /usr/lib/postgresql/*/bin). Skipped when it is not installed."""

from __future__ import annotations

import glob
import json
import os
import pwd
import secrets
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .helpers import (
    HOST,
    TestClient,
    create_app,
    finish_game,
    free_port,
    new_table,
    record_moves,
    settings,
)


def _bindir() -> Path | None:
    found = [Path(p).parent for p in glob.glob("/usr/lib/postgresql/*/bin/initdb")]
    found = [d for d in found if (d / "pg_ctl").exists()]
    return max(found, key=lambda d: int(d.parent.name) if d.parent.name.isdigit() else 0,
               default=None)


def _run(command: list[str], timeout: float = 120) -> None:
    done = subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                          check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed ({done.returncode}):\n"
                           f"{done.stdout}\n{done.stderr}")


@pytest.fixture(scope="session")
def postgres() -> Iterator[str]:
    """A PostgreSQL server on a free loopback port, for this test session only; yields the
    SQLAlchemy URL prefix (add the database name)."""
    bindir = _bindir()
    if bindir is None:
        pytest.skip("PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb and "
                    "pg_ctl; .ci/run installs Debian's postgresql package)")
    pytest.importorskip("psycopg", reason="psycopg is not installed (the 'test' extra)")
    prefix: list[str] = []
    owner = None
    if os.geteuid() == 0:  # initdb refuses to run as root: run the server as `postgres`
        try:
            owner = pwd.getpwnam("postgres")
        except KeyError:
            pytest.skip("running as root and there is no 'postgres' user to run PostgreSQL")
        if shutil.which("runuser"):
            prefix = ["runuser", "-u", "postgres", "--"]
        else:
            pytest.skip("running as root without runuser to switch to the 'postgres' user")
    # /tmp itself, so that the postgres user can reach the folder
    folder = Path(tempfile.mkdtemp(prefix="ludoteca-pg-", dir="/tmp" if owner else None))
    if owner is not None:
        os.chown(folder, owner.pw_uid, owner.pw_gid)
    data, port = folder / "data", free_port()
    _run([*prefix, str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "-A", "trust",
          "-E", "UTF8", "--no-sync"])
    options = f"-p {port} -k {folder} -c listen_addresses={HOST} -c fsync=off"
    _run([*prefix, str(bindir / "pg_ctl"), "-D", str(data), "-l", str(folder / "server.log"),
          "-o", options, "-w", "-t", "60", "start"])
    try:
        yield f"postgresql+psycopg://postgres@{HOST}:{port}"
    finally:
        try:
            _run([*prefix, str(bindir / "pg_ctl"), "-D", str(data), "-m", "fast", "-w",
                  "-t", "60", "stop"])
        finally:
            shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def pg_url(postgres: str) -> Iterator[str]:
    """A fresh database for one test."""
    import psycopg

    name = f"ludoteca_{secrets.token_hex(4)}"
    admin = postgres.replace("postgresql+psycopg://", "postgresql://") + "/postgres"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    yield f"{postgres}/{name}"
    with psycopg.connect(admin, autocommit=True) as conn:
        try:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")  # PostgreSQL 13+
        except psycopg.Error:
            conn.execute(f"DROP DATABASE IF EXISTS {name}")


def client_for(url: str) -> Any:
    return TestClient(create_app(url, settings()), raise_server_exceptions=False)


def test_lobby_and_a_whole_game(pg_url: str) -> None:
    with client_for(pg_url) as client:
        table = new_table(client, 3, humans=1, bots=("heuristic", "random"),
                          options={"race": "lottery", "my_precious": True})
        unlisted = new_table(client, 4, humans=1, public=False, start=False)
        listed = [t["id"] for t in client.get("/api/tables").json()]
        assert table.id in listed and unlisted.id not in listed
        assert client.post(f"/api/tables/{unlisted.id}/join", json={"name": "Ünï 名前"}
                           ).json()["seat"] == 1
        assert client.post(f"/api/tables/{unlisted.id}/leave",
                           json={"token": unlisted.tokens[0]}).json()["seats"][0]["kind"] == \
            "empty"

        finish_game(client, table)
        summary = client.get(f"/api/tables/{table.id}").json()
        kept = client.get(f"/api/tables/{unlisted.id}").json()
        assert summary["status"] == "finished"
        assert summary["options"]["my_precious"] is True
        record = client.get(f"/api/tables/{table.id}/record").json()
        record_moves(record)
        assert len(record["actions"]) == summary["version"]
        assert table.id in [t["id"] for t in client.get("/api/replays").json()]
        steps = client.get(f"/api/tables/{table.id}/replay?seat=0").json()["steps"]
        assert len(steps) == summary["version"] + 1
        rematch = client.post(f"/api/tables/{table.id}/rematch",
                              json={"token": table.tokens[0]}).json()["table"]
        assert rematch["status"] == "playing"
        assert client.get(f"/api/tables/{table.id}").json()["next"] == rematch["id"]

    # everything above is in the database: a new app on the same URL sees it all
    with client_for(pg_url) as client:
        assert client.get(f"/api/tables/{table.id}").json() == summary | {"next": rematch["id"]}
        assert client.get(f"/api/tables/{unlisted.id}").json() == kept
        assert [s["name"] for s in kept["seats"]] == ["", "Ünï 名前", "", ""]
        assert client.get(f"/api/tables/{table.id}/record").json() == record
        assert client.get(f"/api/tables/{rematch['id']}").json()["status"] == "playing"


def _states(client: Any, table_id: str, tokens: dict[int, str]) -> dict[Any, Any]:
    out = {}
    for seat, token in [*tokens.items(), (None, None)]:
        query = f"?token={token}" if token else ""
        with client.websocket_connect(f"/ws/tables/{table_id}{query}") as ws:
            m = json.loads(ws.receive_text())
            out[seat] = (m["seat"], m["version"], m["view"], m["legal"], m["table"]["status"],
                         [(s["name"], s["kind"], s["bot"]) for s in m["table"]["seats"]])
    return out


def test_restart_resumes_where_it_was(pg_url: str) -> None:
    with client_for(pg_url) as client:
        table = new_table(client, 3)
        with client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[0]}") as ws0, \
                client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[1]}") as ws1:
            for seat, ws in enumerate((ws0, ws1)):
                ws.send_text(json.dumps({"type": "action", "version": 0, "action": {
                    "kind": "place", "dice": [[["gold", "silver"][seat], seat + 2]]}}))
            for ws in (ws0, ws1):
                while json.loads(ws.receive_text())["version"] < 2:
                    pass
        before = _states(client, table.id, table.tokens)
        assert before[0][1] == 2 and before[0][2]["seats"][0]["dice"] == [["gold", 2]]
        created = client.get(f"/api/tables/{table.id}").json()

    with client_for(pg_url) as client:
        assert _states(client, table.id, table.tokens) == before
        summary = client.get(f"/api/tables/{table.id}").json()
        assert {k: v for k, v in summary.items() if k != "seats"} == {
            k: v for k, v in created.items() if k != "seats"}
        # seat 2 places; the game goes on from where it was
        with client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[2]}") as ws:
            ws.send_text(json.dumps({"type": "action", "version": 2, "action": {
                "kind": "place", "dice": [["bronze", 4]]}}))
            while (m := json.loads(ws.receive_text()))["version"] < 3:
                pass
            assert m["view"]["phase"] == "claim"
            assert [s["dice"] for s in m["view"]["seats"]] == [
                [["gold", 2]], [["silver", 3]], [["bronze", 4]]]


def test_repeated_leave_after_start(pg_url: str) -> None:
    with client_for(pg_url) as client:
        table = new_table(client, 3, humans=0, bots=("random", "random"), start=False)
        token = client.post(f"/api/tables/{table.id}/join", json={"name": "x" * 32}
                            ).json()["token"]
        client.post(f"/api/tables/{table.id}/start", json={"token": table.host})
        for _ in range(8):
            response = client.post(f"/api/tables/{table.id}/leave",
                                   json={"token": token})
            assert response.status_code < 500, response.text
