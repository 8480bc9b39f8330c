"""The lobby page is pushed: tables appear, change and go without polling or reloading;
older tables come page by page."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest

from ludoteca.core.i18n import catalogue_text

from .tables import api, hold_seat

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
    with httpx.Client(verify=False, base_url=server, timeout=10) as http:
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
    with httpx.Client(verify=False, base_url=server, timeout=10) as http:
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


def test_only_the_host_sees_the_bot_and_start_controls(server: str, browser: Any) -> None:
    """A player who joined (not the host) gets a hint instead: the server refuses their
    bots and start, so the page does not offer them."""
    hint = next(line.split(" = ", 1)[1] for line in catalogue_text("ludoteca", "en").splitlines()
                if line.startswith("waiting-hint-player = "))
    page = browser.new_page()
    page.set_default_timeout(15_000)
    made = api(page, server, "POST", "/api/tables", {"game": "genie", "players": 3})
    table_id, host = made["table"]["id"], made["host_token"]
    token = api(page, server, "POST", f"/api/tables/{table_id}/join", {"name": "Ada"})["token"]
    hold_seat(page, server, table_id, 0, token)
    page.locator('[data-testid="waiting-room"]').wait_for()
    page.wait_for_function("(want) => document.querySelector('[data-testid=\"waiting-hint\"]')"
                           "?.textContent === want", arg=hint)
    for control in ("start", "fill-bots", "add-bot", "bot-select"):
        assert page.locator(f'[data-testid="{control}"]').count() == 0, control
    # the same page with the host's token too: the host's controls
    page.evaluate("([id, token]) => localStorage.setItem(`ludoteca.host.${id}`, "
                  "JSON.stringify(token))", [table_id, host])
    page.reload()
    page.locator('[data-testid="fill-bots"]').click()
    page.locator('[data-testid="start"]:not([disabled])').click()
    page.locator('[data-testid="genie"]').wait_for()
    page.close()


def test_a_bot_seat_says_its_kind_once(server: str, browser: Any) -> None:
    """A bot seat the server named after its kind ("clever bot 2") gets no "clever bot" tag
    beside the name, in the waiting room and on the game's screen."""
    page = browser.new_page()
    page.set_default_timeout(15_000)
    made = api(page, server, "POST", "/api/tables", {"game": "genie", "players": 2})
    table_id, host = made["table"]["id"], made["host_token"]
    token = api(page, server, "POST", f"/api/tables/{table_id}/join", {"name": "Ada"})["token"]
    api(page, server, "POST", f"/api/tables/{table_id}/bots",
        {"token": host, "seat": 1, "bot": "heuristic"})
    hold_seat(page, server, table_id, 0, token)
    row = page.locator('[data-testid="waiting-room"] .wr-seats > *').nth(1)
    row.wait_for()
    page.wait_for_function("() => document.querySelector('[data-testid=\"waiting-room\"]')"
                           "?.innerText.includes('clever bot 2')")
    assert row.inner_text().count("clever bot") == 1, row.inner_text()
    api(page, server, "POST", f"/api/tables/{table_id}/start", {"token": host})
    page.locator('[data-testid="genie"]').wait_for()
    page.wait_for_function("() => document.querySelector('[data-testid=\"genie\"]')"
                           "?.innerText.includes('clever bot 2')")
    text = page.locator('[data-testid="genie"]').inner_text()
    assert text.count("clever bot") == text.count("clever bot 2"), text
    page.close()
