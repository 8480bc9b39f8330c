"""A game that brings no renderer is played through the generic screen (generic.js).

The toy game (tests/toygame) is registered before this module's server is made; the
lobby offers it like any game, and a real browser plays it to the end against a random
bot by clicking the action buttons, then watches its replay. Its twin with texts of its own
(tests/toytext) shows the generic screen speaking a game's catalogue in the reader's language.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from ludoteca.core import registry

from .tables import hold_seat, make_table
from .ui import next_decision


@pytest.fixture(scope="module", autouse=True)
def toy_game() -> Iterator[None]:
    # module scope and listed first (autouse): registered before `server` makes the app
    registry.register("toy", "tests.toygame")
    registry.register("toytext", "tests.toytext")
    yield
    registry.unregister("toy")
    registry.unregister("toytext")


def test_games_api_says_which_screen(server: str, browser: Any) -> None:
    page = browser.new_page()
    games = {g["id"]: g for g in page.request.get(server + "/api/games").json()}
    assert games["toy"]["renderer"] is None
    assert games["toy"]["styles"] == []
    assert games["toy"]["bots"][:2] == ["random", "perfect"]  # then the search levels
    for game_id in ("genie", "kingoftokyo"):
        url = games[game_id]["renderer"]
        assert url == f"/games/{game_id}/static/{game_id}.js"
        assert page.request.get(server + url).ok
        assert games[game_id]["styles"] == [f"/games/{game_id}/static/{game_id}.css"]
        css = page.request.get(server + games[game_id]["styles"][0])
        assert css.ok and css.headers["content-type"].startswith("text/css")
    assert page.request.get(server + "/games/genie/static/../__init__.py").status == 404
    assert page.request.get(server + "/games/toy/static/x.js").status == 404
    assert page.request.get(server + "/games/chess/static/x.js").status == 404
    page.close()


def test_play_the_toy_game_through_the_generic_screen(
        server: str, browser: Any, shot: Callable[[Any, str], None]) -> None:
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server + "/")
    page.locator('[data-testid="name-input"]').fill("Ada")
    page.locator('[data-testid="game-select"]').select_option("toy")
    join_me = page.locator('[data-testid="create-join"]')
    if join_me.count() and not join_me.is_checked():
        join_me.check()
    page.locator('[data-testid="create-table"]').click()
    page.locator('[data-testid="waiting-room"]').wait_for()
    table_id = page.url.rsplit("/", 1)[-1]
    page.locator('[data-testid="fill-bot-select"]').select_option("random")
    page.locator('[data-testid="fill-bots"]').click()
    page.locator('[data-testid="start"]').click()
    screen = page.locator('[data-testid="generic"]')
    screen.wait_for()
    # the view as panels: facts, the seats as cards named after their players
    page.locator('[data-testid="view-game"]').wait_for()
    assert "Target" in page.locator('[data-testid="view-game"]').inner_text()
    page.locator('[data-testid="seat-0"]').wait_for()
    assert "Ada" in page.locator('[data-testid="seat-0"]').inner_text()

    clicks = 0
    deadline = time.monotonic() + 120
    while True:
        left = (deadline - time.monotonic()) * 1000
        assert left > 0, "the toy game did not finish through the generic screen"
        d = next_decision(page, "generic", '[data-testid="end-screen"]', timeout=left)
        if d is None:
            break
        assert d.kind == "add"
        if clicks == 0:
            assert d.find('[data-testid="prompt-text"]').inner_text().startswith("Add to")
            labels = d.find('[data-testid="action"]').all_inner_texts()
            assert labels == ["Add 1", "Add 2", "Add 3"]
            shot(page, "generic-01-deciding")
        # always the first button: the game lasts, and the bot gets many turns
        if d.click('[data-testid="action"]'):
            clicks += 1
            d.wait_closed()
    page.locator('[data-testid="end-screen"]').wait_for()
    assert screen.get_attribute("data-over") == "true"
    assert clicks >= 2
    log = page.locator('[data-testid="event-log"]').inner_text()
    assert "Added" in log and "Won" in log
    total = page.locator('[data-testid="view-game"] dd[data-key="total"]').inner_text()
    assert total == "10"
    shot(page, "generic-02-over")

    # the replay page draws every step with the same screen, read-only
    page.goto(f"{server}/#/replay/{table_id}")
    page.locator('[data-testid="replay"] [data-testid="generic"]').wait_for()
    page.locator('[data-testid="replay-last"]').click()
    replay = page.locator('[data-testid="replay"] [data-testid="generic"]')
    assert replay.get_attribute("data-asked") == "wait"
    assert page.locator('[data-testid="replay"] [data-testid="action"]').count() == 0
    page.locator('[data-testid="replay-first"]').click()
    page.wait_for_function(
        """() => document.querySelector('[data-testid="replay"] dd[data-key="total"]')
                   ?.textContent === "0" """)
    shot(page, "generic-03-replay")
    assert errors == []
    context.close()


@pytest.mark.parametrize(("lang", "prompt", "labels"), [
    ("uk", "Додайте до 0: хто досягне 10, той переможе.", ["Додати 1", "Додати 2", "Додати 3"]),
    ("zh-Hant", "在 0 上加數：先到 10 者勝。", ["加 1", "加 2", "加 3"]),
])
def test_the_generic_screen_speaks_the_games_catalogue(
        server: str, browser: Any, lang: str, prompt: str, labels: list[str]) -> None:
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    context.add_init_script(f"localStorage.setItem('ludoteca.lang', {lang!r});")
    page = context.new_page()
    page.set_default_timeout(15_000)
    table_id, _, tokens = make_table(page, server, "toytext", ["Ada"], 1, bot="random")
    hold_seat(page, server, table_id, 0, tokens[0])
    page.locator('[data-testid="generic"]').wait_for()
    d = next_decision(page, "generic", '[data-testid="end-screen"]', timeout=30_000)
    assert d is not None and d.kind == "add"
    # the seat to move first is drawn: on the first decision the total may already be 1-3
    text = d.find('[data-testid="prompt-text"]').inner_text()
    total = page.locator('[data-testid="view-game"] dd[data-key="total"]').inner_text()
    assert text == prompt.replace("0", total, 1)
    assert "Add" not in text
    assert d.find('[data-testid="action"]').all_inner_texts() == labels
    context.close()
