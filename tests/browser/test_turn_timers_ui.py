"""Turn timers on the screen (docs/server.md, "Turn timers"): the lobby's Time choice makes a
timed table, every person's seat shows a clock that counts down while that player is asked;
a player whose bank runs out has their move made by the stand-in bot, and the others see a
"Replace ... with a bot" button whose vote replaces them."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Any

import pytest

from .tables import api, hold_seat
from .test_accessibility import AXE
from .test_accessibility import RUN as AXE_RUN

CLOCK = '[data-testid="seat-clock"][data-seat="{}"]'


@pytest.fixture(scope="module")
def server_settings() -> Any:
    from ludoteca.server.room import TIME_PRESETS, Settings

    # "fast" keeps its numbers (the lobby's table); "normal" is shrunk to a bank that runs
    # out within the test (a Settings field, as a server could be configured: no hidden
    # preset)
    presets = {**TIME_PRESETS, "normal": (1.5, 1.0)}
    return Settings(bot_delay=0.05, claim_window=1.5, time_presets=presets)


def _seconds(text: str) -> int:
    match = re.search(r"(\d+):(\d\d)", text)
    assert match, text
    return int(match.group(1)) * 60 + int(match.group(2))


def test_a_fast_table_from_the_lobby_shows_a_clock_on_every_players_seat(
        server: str, browser: Any, shot: Callable[[Any, str], None]) -> None:
    page = browser.new_page()
    page.set_default_timeout(15_000)
    page.goto(f"{server}/#/")
    page.locator('[data-testid="name-input"]').fill("Ada")
    page.locator('[data-testid="game-select"]').select_option("genie")
    page.locator('[data-testid="seats-select"]').select_option("3")
    time_select = page.locator('[data-testid="time-select"]')
    options = time_select.locator("option").all_inner_texts()
    assert options[0] == "No clock" and len(options) == 4
    assert "Fast: 2 min each, plus 5 sec a move" in options
    assert "bot makes that move" in page.locator('[data-testid="time-help"]').inner_text()
    time_select.select_option("fast")
    page.locator('[data-testid="create-table"]').click()
    page.locator('[data-testid="waiting-room"]').wait_for()
    table_id = page.url.rsplit("/", 1)[-1]
    table = api(page, server, "GET", f"/api/tables/{table_id}")
    assert table["time"] == "fast"
    api(page, server, "POST", f"/api/tables/{table_id}/join", {"name": "Bo", "seat": 1})
    page.locator('[data-testid="fill-bots"]').click()
    page.locator('[data-testid="start"]:not([disabled])').click()
    page.locator('[data-testid="genie"]').wait_for()

    # both people are asked to place at once: both clocks run; the bot's seat has none
    for seat in (0, 1):
        page.locator(CLOCK.format(seat) + '[data-running="true"]').wait_for()
    assert page.locator(CLOCK.format(2)).count() == 0
    mine = page.locator(CLOCK.format(0)).first
    start = _seconds(mine.inner_text())
    assert 110 <= start <= 120
    words = mine.locator(".sr-only").text_content() or ""
    assert re.fullmatch(r"(1 minute \d+ seconds?|2 minutes 0 seconds) left", words), words
    assert mine.get_attribute("aria-live") is None
    page.wait_for_function(
        "([sel, start]) => { const el = document.querySelector(sel);"
        " const m = el && el.textContent.match(/(\\d+):(\\d\\d)/);"
        " return m && Number(m[1]) * 60 + Number(m[2]) <= start - 2; }",
        arg=[CLOCK.format(0), start], timeout=6_000)
    shot(page, "turn-timers-fast")
    page.close()


def test_a_player_out_of_time_is_played_by_the_stand_in_and_may_be_voted_out(
        server: str, browser: Any, shot: Callable[[Any, str], None]) -> None:
    page = browser.new_page()
    page.set_default_timeout(15_000)
    made = api(page, server, "POST", "/api/tables",
               {"game": "genie", "players": 3, "time": "normal"})
    table_id, host = made["table"]["id"], made["host_token"]
    ada = api(page, server, "POST", f"/api/tables/{table_id}/join",
              {"name": "Ada", "seat": 0})["token"]
    api(page, server, "POST", f"/api/tables/{table_id}/join", {"name": "Bo", "seat": 1})
    api(page, server, "POST", f"/api/tables/{table_id}/bots",
        {"token": host, "seat": 2, "bot": "heuristic"})
    hold_seat(page, server, table_id, 0, ada)
    page.locator('[data-testid="waiting-room"]').wait_for()
    api(page, server, "POST", f"/api/tables/{table_id}/start", {"token": host})
    page.locator('[data-testid="genie"]').wait_for()

    # Bo never places: the stand-in places for him, and the log says so
    note = "Bo ran out of time: a bot makes this move for them."
    page.wait_for_function("(text) => document.querySelector('.log-list')?.textContent"
                           ".includes(text)", arg=note, timeout=10_000)
    deadline = time.monotonic() + 10
    while api(page, server, "GET", f"/api/tables/{table_id}")["seats"][1]["clock"]["outs"] < 1:
        assert time.monotonic() < deadline
        time.sleep(0.1)
    button = page.locator('[data-testid="vote-replace"][data-seat="1"]')
    button.wait_for()
    assert button.inner_text() == "Replace Bo with a bot"
    shot(page, "turn-timers-vote")
    # the clocks and the vote button add no serious accessibility violation (axe-core)
    page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    assert page.evaluate(AXE_RUN) == []
    button.click()
    page.locator('[data-testid="toast"]',
                 has_text="Bo was replaced by a bot for the rest of the game.").wait_for()
    seat = api(page, server, "GET", f"/api/tables/{table_id}")["seats"][1]
    assert (seat["kind"], seat["name"]) == ("bot", "Bo (bot)")
    page.wait_for_function(
        "() => !document.querySelector('[data-testid=\"vote-replace\"][data-seat=\"1\"]')")
    page.close()
