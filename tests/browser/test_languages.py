"""Every page in every language: the browser's preference picks it, the switcher changes it
on any page (and it is remembered), no message id shows where a text is missing, and the
layout holds on a phone and a desktop with Chinese and with long Ukrainian words. A few
turns of each game are played in each language, with screenshots (in pytest's tmp dir).
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ludoteca.core.i18n import LANGUAGES, SHARED, locale_dir, parsed, texts
from ludoteca.core.registry import game_ids, installed

from .test_clank_ui import Policy as ClankPolicy
from .test_genie_ui import _answer as genie_answer
from .test_kingoftokyo_ui import _answer as kot_answer
from .test_saboteur_ui import _answer as sab_answer
from .ui import Decision, next_decision

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
# a browser locale for each language: Playwright's default (en-US) must give English
BROWSER_LOCALE = {"en": "en-US", "zh-Hant": "zh-TW", "uk": "uk-UA"}
# each game's screen: its root data-testid, what shows once it is over, and how a seat
# answers a decision (the policies of the game's own browser test)
SCREENS: dict[str, tuple[str, str, Callable[[Decision], bool]]] = {
    "genie": ("genie", '[data-testid="score-sheet"]', lambda d: genie_answer(d, {})),
    "kingoftokyo": ("kot", '[data-testid="end-screen"]', lambda d: kot_answer(d, set())),
    "saboteur": ("saboteur", '[data-testid="end-screen"]', lambda d: sab_answer(d)),
    "clank": ("clank", '[data-testid="end-screen"]', ClankPolicy(random.Random(1)).answer),
}
TURNS = 3  # decisions answered per game and language
ID_LIKE = re.compile(r"[a-z][a-z0-9]*(?:-[A-Za-z0-9_]+)+")

SLOW = pytest.mark.slow


@pytest.fixture(scope="module")
def server_settings() -> Any:
    from ludoteca.server.room import Settings

    return Settings(bot_delay=0.01, claim_window=1.5)


def _ids(*packages: str) -> set[str]:
    """The message ids of these catalogues (in any language): one shown means a gap."""
    from fluent.syntax import ast as fluent

    found: set[str] = set()
    for package in packages:
        folder = locale_dir(package)
        for path in folder.glob("*.ftl") if folder else ():
            for entry in parsed(path).body:
                if isinstance(entry, fluent.Message):
                    found.add(entry.id.name)
    return found


SHARED_IDS = _ids(SHARED)


def _no_message_ids(page: Any, ids: set[str]) -> None:
    shown = set(ID_LIKE.findall(page.locator("body").inner_text())) & ids
    assert not shown, f"message ids shown instead of texts: {sorted(shown)}"


def _fits(page: Any, where: str) -> None:
    width = page.evaluate("[document.scrollingElement.scrollWidth, innerWidth]")
    assert width[0] <= width[1], f"{where}: the page is {width[0]}px wide in {width[1]}px"


def _switch(page: Any, lang: str) -> None:
    page.locator('[data-testid="lang-switch"]').select_option(lang)
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)


def _shot(page: Any, folder: Path, name: str) -> None:
    page.screenshot(path=str(folder / f"{name}.png"), full_page=True)


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_switcher_changes_the_lobby_and_is_remembered(
        server: str, browser: Any, tmp_path: Path, viewport: dict[str, int]) -> None:
    context = browser.new_context(viewport=viewport)  # en-US: English
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server + "/")
    page.locator('[data-testid="game-select"]').wait_for()
    heading = page.locator("form.create h2")
    create = page.locator('[data-testid="create-table"]')
    assert page.evaluate("document.documentElement.lang") == "en"
    assert heading.inner_text() == texts("en")("lobby-new-table")
    for lang in ("zh-Hant", "uk", "en", "uk"):
        _switch(page, lang)
        say = texts(lang)
        assert heading.inner_text() == say("lobby-new-table")
        assert create.inner_text() == say("lobby-create")
        assert page.locator('[data-nav="replays"]').inner_text() == say("nav-replays")
        # the players' count in the language's plural form, the options in players' words
        assert page.locator('[data-testid="seats-select"] option').first.inner_text() == \
            say("players-count", count=2)
        _no_message_ids(page, SHARED_IDS | _ids(*(installed(g).anchor for g in game_ids())))
        _fits(page, f"lobby in {lang}")
        _shot(page, tmp_path, f"lobby-{lang}")
    page.reload()
    page.locator('[data-testid="game-select"]').wait_for()
    assert page.evaluate("document.documentElement.lang") == "uk"  # remembered
    assert heading.inner_text() == texts("uk")("lobby-new-table")
    # the replays page and a help page switch too
    page.goto(server + "/#/replays")
    page.locator('[data-testid="replays-list"]').wait_for()
    assert page.locator(".replays h2").inner_text() == texts("uk")("replays-title")
    _switch(page, "zh-Hant")
    assert page.locator(".replays h2").inner_text() == texts("zh-Hant")("replays-title")
    assert page.title() == texts("zh-Hant")("page-title-replays")
    assert not errors, errors
    context.close()


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_browser_preference_picks_the_language(server: str, browser: Any,
                                                     lang: str) -> None:
    context = browser.new_context(locale=BROWSER_LOCALE[lang], viewport=PHONE)
    page = context.new_page()
    page.goto(server + "/")
    page.locator('[data-testid="game-select"]').wait_for()
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.locator('[data-testid="lang-switch"]').input_value() == lang
    assert page.locator("form.create h2").inner_text() == texts(lang)("lobby-new-table")
    # the game offered first: the first with a screen of its own (not a generic one)
    first = next(g for g in sorted(game_ids()) if installed(g).package.renderer)
    assert page.locator('[data-testid="game-select"]').input_value() == first
    # every game's "how to play" page is reachable from the lobby
    links = page.locator('[data-testid="lobby-help"]')
    assert sorted(links.evaluate_all("(ls) => ls.map((l) => l.dataset.game)")) == \
        sorted(game_ids())
    links.first.click()
    page.locator('[data-testid="help-page"]').wait_for()
    assert page.locator('[data-testid="help-body"], [data-testid="help-missing"]').count() == 1
    # text only, but for the icons of the game's own rules ([[NAME]] in help.js)
    assert not page.locator(".help-body script, .help-body img:not(.help-icon)").count()
    context.close()


def test_every_registered_game_is_played_here() -> None:
    assert set(SCREENS) == set(game_ids())


@pytest.mark.parametrize("lang", [lang if lang == "uk" else pytest.param(lang, marks=SLOW)
                                  for lang in LANGUAGES])  # the quick run keeps Ukrainian
@pytest.mark.parametrize("game", sorted(SCREENS))
def test_a_few_turns_of_each_game_in_each_language(
        server: str, browser: Any, tmp_path: Path, game: str, lang: str) -> None:
    root, done, answer = SCREENS[game]
    say = texts(lang, installed(game).anchor)
    ids = SHARED_IDS | _ids(installed(game).anchor)
    context = browser.new_context(locale=BROWSER_LOCALE[lang], viewport=PHONE)
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server + "/")
    page.locator('[data-testid="game-select"]').select_option(game)
    page.locator('[data-testid="name-input"]').fill("Оля 小明")
    page.locator('[data-testid="create-table"]').click()
    page.locator('[data-testid="waiting-room"]').wait_for()
    assert page.locator('[data-testid="start"]').inner_text() == say("waiting-start")
    _fits(page, f"{game} waiting room in {lang}")
    _shot(page, tmp_path, f"{game}-{lang}-waiting")
    page.locator('[data-testid="fill-bots"]').click()
    page.locator('[data-testid="start"]:not([disabled])').click()
    page.locator(f'[data-testid="{root}"]').wait_for()
    toolbar = page.locator('[data-testid="table-toolbar"]')
    assert say("table-help") in toolbar.inner_text()

    answered = 0
    deadline = time.monotonic() + 90
    while answered < TURNS and time.monotonic() < deadline:
        d = next_decision(page, root, done, timeout=(deadline - time.monotonic()) * 1000)
        if d is None:
            break
        _no_message_ids(page, ids)
        _fits(page, f"{game} in {lang}, asked {d.kind}")
        _shot(page, tmp_path, f"{game}-{lang}-{answered}-{d.kind}")
        if answer(d):
            answered += 1
            d.wait_closed()
    assert answered == TURNS, f"answered {answered} decisions of {game} in {lang}"

    page.set_viewport_size(DESKTOP)
    _fits(page, f"{game} on a desktop in {lang}")
    _shot(page, tmp_path, f"{game}-{lang}-desktop")
    # switching keeps the table and the game screen, in the other language
    other = "uk" if lang != "uk" else "zh-Hant"
    _switch(page, other)
    assert texts(other)("table-help") in toolbar.inner_text()
    assert page.locator(f'[data-testid="{root}"]').count() == 1
    _no_message_ids(page, ids)
    _fits(page, f"{game} switched to {other}")
    # how to play, from the table, and back to it
    # the rules open beside the game, which stays on screen (and live) under them
    page.locator('[data-testid="help-link"]').click()
    page.locator('[data-testid="help-page"]').wait_for()
    assert page.locator(f'[data-testid="{root}"]').count() == 1
    close = page.locator('[data-testid="help-back"]').inner_text()
    assert texts(other)("help-drawer-close") in close
    _no_message_ids(page, ids)
    _shot(page, tmp_path, f"{game}-{other}-help")
    page.keyboard.press("Escape")
    page.locator('[data-testid="help-page"]').wait_for(state="detached")
    page.locator(f'[data-testid="{root}"]').wait_for()
    assert not errors, errors
    context.close()
