"""The lobby page is pushed: tables appear, change and go without polling or reloading;
older tables come page by page."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest

ROWS = '[data-testid="table-row"]'


@pytest.fixture(scope="module")
def server_settings() -> Any:
    from ludoteca.server.room import Settings

    return Settings(bot_delay=0.05, claim_window=1.5, create_burst=1000.0,
                    join_burst=1000.0)


def _create(http: httpx.Client, public: bool = True) -> tuple[str, str]:
    made = http.post("/api/tables", json={"game": "genie", "players": 2, "public": public})
    assert made.status_code == 201, made.text
    return made.json()["table"]["id"], made.json()["host_token"]


def test_the_lobby_follows_changes_as_they_happen(server: str, browser: Any,
                                                  shot: Callable[[Any, str], None]) -> None:
    page = browser.new_page()
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    with httpx.Client(base_url=server, timeout=10) as http:
        page.goto(f"{server}/#/")
        page.wait_for_selector('[data-testid="no-tables"]')
        listed = len(requests)

        table_id, host = _create(http)
        row = page.locator(f'{ROWS}[data-table="{table_id}"]')
        row.wait_for(timeout=10_000)
        assert "nobody yet" in row.inner_text()

        http.post(f"/api/tables/{table_id}/join", json={"name": "Zoë"})
        page.wait_for_function(
            f"document.querySelector('[data-table=\"{table_id}\"]')?.innerText.includes('Zoë')")
        _create(http, public=False)  # unlisted: never shown

        http.post(f"/api/tables/{table_id}/bots", json={"token": host, "seat": 1,
                                                         "bot": "random"})
        http.post(f"/api/tables/{table_id}/start", json={"token": host})
        page.wait_for_function(
            f"document.querySelector('[data-table=\"{table_id}\"]')?.innerText"
            ".includes('playing')")
        assert page.locator(ROWS).count() == 1
        shot(page, "lobby-pushed")
        # everything above came over the lobby's websocket, not by asking again
        assert not [u for u in requests[listed:] if "/api/tables" in u]
    page.close()


def test_older_tables_come_page_by_page(server: str, browser: Any) -> None:
    with httpx.Client(base_url=server, timeout=10) as http:
        for _ in range(55):
            _create(http)
        total = len(http.get("/api/tables?limit=200").json())
    page = browser.new_page()
    page.goto(f"{server}/#/")
    more = page.locator('[data-testid="more-tables"]')
    more.wait_for(timeout=10_000)
    assert page.locator(ROWS).count() == 50
    more.click()
    page.wait_for_function(f"document.querySelectorAll('{ROWS}').length === {total}")
    assert page.locator('[data-testid="more-tables"]').count() == 0
    page.close()
