"""Fixtures of the server tests: an in-process app (TestClient) or a live uvicorn server, and
a PostgreSQL server (`postgres`, `pg_url`)."""

from __future__ import annotations

import glob
import os
import pwd
import secrets
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from .helpers import HOST, LiveServer, TestClient, create_app, free_port, settings


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tables.db'}"


@pytest.fixture
def client(db_url: str) -> Iterator[Any]:
    """The app through Starlette's TestClient; server errors come back as status 500."""
    with TestClient(create_app(db_url, settings()), raise_server_exceptions=False) as c:
        yield c


@pytest.fixture
def live(db_url: str) -> Iterator[Callable[..., LiveServer]]:
    """Start the app on a real uvicorn server: `live(bot_delay=..., claim_window=...)`.
    The server has `.http` (an httpx client) and `.ws_base`; it stops at teardown."""
    started: list[LiveServer] = []

    def start(**kwargs: Any) -> LiveServer:
        server = LiveServer(create_app(db_url, settings(**kwargs))).start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


@pytest.fixture(scope="module")
def shared_client(request: pytest.FixtureRequest,
                  tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One in-process app for a whole module's tests that each make tables of their own
    (or check that their refused requests changed nothing): an app of its own was most of
    each such test's CPU. Server errors come back as status 500."""
    name = request.module.__name__.rsplit(".", 1)[-1]
    db = tmp_path_factory.mktemp(f"{name}-shared") / "tables.db"
    with TestClient(create_app(f"sqlite:///{db}", settings()),
                    raise_server_exceptions=False) as c:
        yield c


@pytest.fixture(scope="module")
def server(request: pytest.FixtureRequest,
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """One live server with default settings for a whole module (its own fresh database)."""
    db = tmp_path_factory.mktemp(request.module.__name__.rsplit(".", 1)[-1]) / "tables.db"
    live = LiveServer(create_app(f"sqlite:///{db}", settings())).start()
    yield live
    live.stop()


# ------------------------------------------------------------------ PostgreSQL
# Here rather than in test_postgres.py: a session fixture imported into several modules is a
# fixture of each, so each module started a PostgreSQL server of its own (initdb: seconds).
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
