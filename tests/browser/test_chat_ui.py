"""The table chat in the browser (chat.js) and a finished table's whole log.

A player writes a line on one page and a spectator on a phone sees it on another, as text
(never as HTML), and answers; a finished game opened afresh shows its "What happened" log.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .tables import api, make_table, wait_finished

LINE = '<b>hello</b> & <img src=x onerror="window.pwned=1"> 👋'


@pytest.fixture(scope="module")
def server_settings() -> Any:
    """Bots at full speed and a short lamp-claim window: a whole bot game in seconds."""
    from ludoteca.server.room import Settings

    return Settings(bot_delay=0.0, claim_window=0.1)


def _table(page: Any, server: str, humans: int, bots: int) -> tuple[str, list[str]]:
    """A genie table of `humans` named seats and `bots` random bots, started."""
    table_id, _, tokens = make_table(page, server, "genie",
                                     [f"Chatty{seat}" for seat in range(humans)], bots,
                                     bot="random")
    return table_id, tokens


def test_a_chat_line_reaches_another_page_as_text(
        server: str, browser: Any, shot: Callable[[Any, str], None]) -> None:
    player = browser.new_context(viewport={"width": 1100, "height": 850}).new_page()
    phone = browser.new_context(viewport={"width": 390, "height": 800}, is_mobile=True,
                                has_touch=True).new_page()
    errors: list[str] = []
    for page in (player, phone):
        page.set_default_timeout(15_000)
        page.on("pageerror", lambda exc: errors.append(str(exc)))
    player.goto(server + "/")
    table_id, tokens = _table(player, server, humans=1, bots=1)
    player.evaluate("([id, token]) => localStorage.setItem(`ludoteca.seat.${id}`, "
                    "JSON.stringify({token, seat: 0}))", [table_id, tokens[0]])
    player.goto(f"{server}/#/table/{table_id}")
    phone.goto(f"{server}/#/table/{table_id}")
    for page in (player, phone):
        page.locator('[data-testid="chat-input"]').wait_for()

    player.locator('[data-testid="chat-input"]').fill(LINE)
    player.locator('[data-testid="chat-input"]').press("Enter")
    seen = phone.locator('[data-testid="chat-line"][data-seat="0"]')
    seen.wait_for()
    assert LINE in seen.inner_text() and "Chatty0" in seen.inner_text()
    assert phone.locator('[data-testid="chat-list"] b:has-text("hello"), '
                         '[data-testid="chat-list"] img').count() == 0
    assert phone.evaluate("window.pwned") is None
    assert player.locator('[data-testid="chat-input"]').input_value() == ""

    phone.locator('[data-testid="chat-input"]').fill("nice move")
    phone.locator('[data-testid="chat-send"]').tap()
    answer = player.locator('[data-testid="chat-line"][data-seat=""]')
    answer.wait_for()
    assert "nice move" in answer.inner_text()
    phone.locator('[data-testid="chat-line"][data-seat=""]').wait_for()
    panel = phone.locator('[data-testid="chat"]').bounding_box()
    assert panel is not None and panel["width"] <= 390  # fits the phone's width
    shot(phone, "chat-phone")

    # a reload keeps the lines: the server sends the recent ones on connecting
    phone.reload()
    phone.locator('[data-testid="chat-line"]').nth(1).wait_for()
    assert phone.locator('[data-testid="chat-line"]').count() == 2
    assert errors == []
    for page in (player, phone):
        page.context.close()


def test_a_finished_table_opened_afresh_shows_its_whole_log(server: str, browser: Any) -> None:
    page = browser.new_context(viewport={"width": 1100, "height": 850}).new_page()
    page.set_default_timeout(15_000)
    page.goto(server + "/")
    table_id, _ = _table(page, server, humans=0, bots=3)
    wait_finished(page, server, table_id, timeout=60)
    page.goto(f"{server}/#/table/{table_id}")
    lines = page.locator('[data-testid="event-log"] li:not(.muted)')
    lines.nth(10).wait_for()  # the whole game, not an empty panel
    steps = api(page, server, "GET", f"/api/tables/{table_id}/replay")["steps"]
    assert sum(len(s["events"]) for s in steps) > 10
    page.context.close()
