"""The genie screen in Traditional Chinese and Ukrainian: a real browser plays the opening
of a game (place, the lamp claim, a draw) with the language chosen before the page loads,
taps a card for its full text, opens the keys and How to play, and never shows a message
id. Screenshots of each decision go to the test's tmp dir.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest

from .ui import Decision, next_decision

# a message id of the genie catalogue left on screen (a missing translation or a typo)
MESSAGE_ID = re.compile(
    r"\b(?:event|prompt|action|status|card|chest|wizard|seat|place|explore|wish|dock|hint|"
    r"verb|sheet|over|wait|log|lamp|why|term|option|help|keys|set|gems|orphans|draw|dice|"
    r"countdown|name|colour|metal|piece|discard|known|die|scores|you)-[a-z_]+(?:-[a-z_0-9]+)*\b")

# words each language must show on the opening screen (the chests, the log's title)
EXPECTED = {
    "zh-Hant": ("銅寶箱", "白銀寶箱", "黃金寶箱", "遊戲紀錄"),
    "uk": ("бронзова скриня", "срібна скриня", "золота скриня", "Що сталося"),
}
# what a tapped starting card (a gem) says, in part
GEM_TEXT = {"zh-Hant": "寶石", "uk": "Самоцвіт"}
HELP_HEADING = {"zh-Hant": "遊戲目標", "uk": "Мета"}


@pytest.fixture(scope="module")
def server_settings() -> Any:
    from ludoteca.server.room import Settings

    return Settings(bot_delay=0.01, claim_window=1.5, absent_after=0.3)


def _answer(d: Decision, draws: list[int]) -> bool:
    if d.kind == "place":
        return (d.click('[data-testid="die-value-2"]')
                and d.click('[data-testid="pick-chest-bronze"]')
                and d.click('[data-testid="confirm-place"]'))
    if d.kind == "claim":
        return d.click('[data-testid="pass"]')
    if d.kind == "wish":
        return d.click('[data-testid="accept"]')
    if d.kind == "draw":
        draws.append(1)
        return d.click(f'[data-testid="{"draw" if len(draws) % 2 else "stop"}"]')
    for pick in ('[data-testid^="card-"].pickable', '[data-testid^="choose-seat-"]'):
        if d.has(pick):
            return d.click(pick) and d.click('[data-testid="confirm-choice"]')
    for selector in ('[data-testid^="colour-"]', '[data-testid^="peek-"]',
                     '[data-testid^="change-die-"]', '[data-testid="decline"]',
                     '[data-testid="action"]'):
        if d.ready(selector):
            return d.click(selector)
    return False


def _ids_on(page: Any) -> list[str]:
    text = page.locator('[data-testid="genie"]').inner_text()
    return sorted(set(MESSAGE_ID.findall(text)))


@pytest.mark.parametrize("lang", [pytest.param("zh-Hant", marks=pytest.mark.slow), "uk"])
def test_play_the_opening_in_another_language(server: str, browser: Any, tmp_path: Path,
                                              lang: str) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(f"localStorage.setItem('ludoteca.lang', {lang!r});")
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(server + "/")
    page.locator('[data-testid="name-input"]').fill("Ada")
    page.locator('[data-testid="game-select"]').select_option("genie")  # not the lobby's first
    page.locator('[data-testid="seats-select"]').select_option("3")
    join_me = page.locator('[data-testid="create-join"]')
    if join_me.count() and not join_me.is_checked():
        join_me.check()
    page.locator('[data-testid="create-table"]').click()
    page.locator('[data-testid="waiting-room"]').wait_for()
    page.locator('[data-testid="fill-bot-select"]').select_option("heuristic")
    page.locator('[data-testid="fill-bots"]').click()
    page.locator('[data-testid="start"]').click()
    screen = page.locator('[data-testid="genie"]')
    screen.wait_for()
    assert screen.get_attribute("lang") == lang

    # a tap on a card of your own (the starting gem: checked before play, since a rival's
    # wish may take it later) shows its full text, and closes again
    gem = page.locator('[data-testid="seat-0"] .card.k-gem[data-act="card-info"]').first
    gem.click()
    sheet = page.locator('[data-testid="card-info"]')
    sheet.wait_for()
    assert GEM_TEXT[lang] in sheet.inner_text()
    assert page.locator('[data-testid="seat-0"] .card[aria-expanded="true"]').count() == 1
    page.screenshot(path=str(tmp_path / f"{lang}-card-info.png"), full_page=True)
    page.locator('[data-testid="card-info-close"]').click()
    sheet.wait_for(state="detached")

    answered: set[str] = set()
    draws: list[int] = []
    seen: list[str] = []
    deadline = time.monotonic() + 120
    while not {"place", "claim", "draw"} <= answered:
        left = (deadline - time.monotonic()) * 1000
        assert left > 0, "the opening did not come through the UI"
        d = next_decision(page, "genie", '[data-testid="score-sheet"]', timeout=left)
        if d is None:
            break
        seen.extend(_ids_on(page))
        if d.kind not in answered:
            page.screenshot(path=str(tmp_path / f"{lang}-{d.kind}.png"), full_page=True)
        if _answer(d, draws):
            answered.add(d.kind)
        else:
            d.wait_closed(timeout=max(1.0, (deadline - time.monotonic()) * 1000))
    assert sorted(set(seen)) == []

    text = screen.inner_text()
    for word in EXPECTED[lang]:
        assert word.lower() in text.lower(), f"{word!r} not on the {lang} screen"
    log = page.locator('[data-testid="event-log"]').inner_text()
    assert log.strip() and not MESSAGE_ID.search(log)

    # the keyboard shortcuts on screen; How to play (the shell's page, the game's text)
    page.locator('[data-testid="keys"] summary').click()
    assert "Enter" in page.locator('[data-testid="keys"]').inner_text()
    assert _ids_on(page) == []
    help_link = page.locator('[data-testid="help-link"]')
    if help_link.count():
        help_link.first.click()
        body = page.locator('[data-testid="help-body"]')
        body.wait_for()
        assert HELP_HEADING[lang] in body.inner_text()
        assert not MESSAGE_ID.search(page.locator('[data-testid="help-page"]').inner_text())
        page.screenshot(path=str(tmp_path / f"{lang}-help.png"), full_page=True)
        page.locator('[data-testid="help-back"]').click()  # the drawer closes
        assert page.locator('[data-testid="help-page"]').count() == 0
        screen.wait_for()

    # switching to English redraws the same screen in English words
    switch = page.locator('[data-testid="lang-switch"]')
    if switch.count():
        switch.first.select_option("en")
        page.wait_for_function(
            "() => document.querySelector('[data-testid=\"genie\"]').innerText"
            ".includes('bronze chest')")
        assert _ids_on(page) == []
    context.close()
