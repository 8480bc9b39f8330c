"""Fixtures of the server tests: an in-process app (TestClient) or a live uvicorn server."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from .helpers import LiveServer, TestClient, create_app, settings


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
def server(request: pytest.FixtureRequest,
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """One live server with default settings for a whole module (its own fresh database)."""
    db = tmp_path_factory.mktemp(request.module.__name__.rsplit(".", 1)[-1]) / "tables.db"
    live = LiveServer(create_app(f"sqlite:///{db}", settings())).start()
    yield live
    live.stop()
