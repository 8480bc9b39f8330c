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
    from ludoteca.server.clocks import TIME_PRESETS
    from ludoteca.server.room import Settings

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


@pytest.mark.parametrize(("lang", "fast", "normal", "none"), [
    ("en", "Fast: 2 minutes + 5 seconds a move", "Normal: 1.5 seconds + 1 second a move",
     "No clock"),
    ("uk", "Швидко: 2 хвилини + 5 секунд за хід", "Звичайно: 1,5 секунди + 1 секунда за хід",
     "Без годинника"),
    ("zh-Hant", "快速：每人 2 分鐘，每步加 5 秒", "一般：每人 1.5 秒，每步加 1 秒", "不計時"),
])
def test_the_time_setting_shows_in_the_lobby_rows_and_the_waiting_room(
        server: str, browser: Any, shot: Callable[[Any, str], None], lang: str, fast: str,
        normal: str, none: str) -> None:
    """Before the start, the table's turn timer is said in words, with the server's
    numbers (GET /api/times: "normal" is shrunk to 1.5 + 1 s here), in each language."""
    context = browser.new_context()
    context.add_init_script(f"localStorage.setItem('ludoteca.lang', {lang!r});")
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(f"{server}/#/")
    ids = {}
    for timer in ("fast", "normal", "none"):
        made = api(page, server, "POST", "/api/tables",
                   {"game": "genie", "players": 3, "time": timer})
        ids[timer] = made["table"]["id"]
    expected = {"fast": fast, "normal": normal, "none": none}
    for timer, text in expected.items():
        row = page.locator(f'[data-testid="table-row"][data-table="{ids[timer]}"]')
        tag = row.locator('[data-testid="table-time"]')
        page.locator(f'[data-testid="table-row"][data-table="{ids[timer]}"] '
                     '[data-testid="table-time"]', has_text=text).wait_for()
        assert tag.inner_text().strip() == f"· {text}"
        assert tag.get_attribute("data-time") == timer
    shot(page, f"turn-timers-lobby-rows-{lang}")

    for timer, text in expected.items():
        page.goto(f"{server}/#/table/{ids[timer]}")
        page.locator('[data-testid="waiting-time"]', has_text=text).wait_for()
        shown = page.locator('[data-testid="waiting-time"]')
        assert shown.get_attribute("data-time") == timer
        assert shown.locator(".wr-time-value").inner_text() == text
        help_text = page.locator('[data-testid="waiting-time-help"]')
        assert help_text.is_visible() == (timer != "none")
        if timer == "fast":
            shot(page, f"turn-timers-waiting-room-{lang}")
    context.close()
