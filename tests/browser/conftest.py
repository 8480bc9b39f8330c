"""What the browser tests share: headless Debian chromium, a real server on loopback.

Chromium comes from $LUDOTECA_CHROMIUM (default /usr/bin/chromium), driven by Playwright;
screenshots go to artifacts/browser/ (or $LUDOTECA_ARTIFACTS). Without Playwright or
chromium every browser test is skipped.

Fixtures: `server` (module scope: the base URL of a fresh server and database; a module
may override `server_settings` for its own room settings), `browser` (module scope: a
launched chromium) and `shot` (a function
page, name -> a full-page screenshot).
"""

from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = os.environ.get("LUDOTECA_CHROMIUM", "/usr/bin/chromium")
ARTIFACTS = Path(os.environ.get("LUDOTECA_ARTIFACTS", "artifacts")) / "browser"
ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]

playwright_api = pytest.importorskip("playwright.sync_api")
if not shutil.which(CHROMIUM) and not Path(CHROMIUM).exists():
    pytest.skip(f"no chromium at {CHROMIUM} (apt-get install chromium)", allow_module_level=True)


@pytest.hookimpl(tryfirst=True)  # before -m deselects
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test here drives chromium against a live server, seconds each: the quick run
    (`-m "not slow"`) leaves the browser to the full run."""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.slow)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server_settings() -> Any:
    """The room settings of the test server: quick bots, a short claim window."""
    from ludoteca.server.room import Settings

    return Settings(bot_delay=0.05, claim_window=1.5)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, server_settings: Any) -> Iterator[str]:
    import uvicorn

    from ludoteca.server.app import create_app

    db = tmp_path_factory.mktemp("browser") / "ui.db"
    app = create_app(f"sqlite:///{db}", server_settings)
    port = _free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                            ws_per_message_deflate=False)
    srv = uvicorn.Server(config)
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not srv.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    srv.should_exit = True
    thread.join(timeout=10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """One chromium per test module. Not per session: while Playwright's sync API is open
    its event loop runs in this thread, so a test of another folder that a worker takes
    next (`asyncio.run` in the server tests) would fail."""
    with playwright_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


def _shot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


@pytest.fixture
def shot() -> Callable[[Any, str], None]:
    """Save a full-page screenshot of a page as ARTIFACTS/NAME.png."""
    return _shot
