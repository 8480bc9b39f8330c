"""A real browser plays a King of Tokyo game through the UI against bots: the whole game in
the slow run, until mid-game (then a bot while the player is away) in the quick one.

Runs headless Debian chromium (/usr/bin/chromium) through Playwright against a real
server on loopback (the fixtures of conftest.py); a phone-sized spectator watches.
Screenshots go to artifacts/browser/ (or $LUDOTECA_ARTIFACTS). In Traditional Chinese and
Ukrainian a player plays a few turns (screenshots in the test's tmp dir), taps a card for
its text, reads the keys, and a phone shows the table without sideways scrolling.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from .ui import Decision, next_decision


@pytest.fixture(scope="module")
def server_settings() -> Any:
    """Quick bots (a King of Tokyo game has many steps); a player away for 0.3 s has a bot
    play for them (the quick test leaves at mid-game and comes back at the end)."""
    from ludoteca.server.room import Settings

    return Settings(bot_delay=0.01, claim_window=1.5, absent_after=0.3)


def _tid(page: Any, testid: str) -> Any:
    return page.locator(f'[data-testid="{testid}"]')


def _click(d: Decision, selector: str) -> bool:
    """Click the first visible, enabled match while the decision is open; False if none."""
    return d.ready(selector) and d.click(selector)


# what the screen shows, read in one go (a redraw can come between two reads)
SEEN = """() => {
  const q = (s) => document.querySelector(s);
  const price = q('[data-testid="price-0"]');
  const occupant = q('[data-testid="tokyo-city-occupant"]');
  return {dice: Boolean(q('[data-testid="die-0"]')), price: price ? price.innerText : null,
          tokyo: Boolean(occupant && occupant.getAttribute("data-seat") !== null),
          turn: Number(q('[data-testid="kot"]').dataset.turn || 0)};
}"""
MY_HP = """() => {
  const me = document.querySelector('.kot-monster.me');
  const hp = me && document.querySelector(`[data-testid="hp-${me.dataset.seat}"] b`);
  return hp ? Number(hp.textContent) : null;
}"""
# the dice tumble once when rolled: a screenshot waits until they have landed
DICE_LANDED = """() => Promise.all(document.getAnimations()
  .filter((a) => a.effect && a.effect.target && a.effect.target.closest
    && a.effect.target.closest('.kdie') && a.effect.getTiming().iterations !== Infinity)
  .map((a) => a.finished.catch(() => null))).then(() => true)"""


def _roll(d: Decision) -> bool:
    """Keep every claw, reroll the rest; keep the dice when nothing is left to reroll."""
    claws = d.find('[data-testid^="die-"][data-face="smash"]:not(.kept)').evaluate_all(
        "(dice) => dice.map((e) => e.dataset.testid)")
    for testid in claws:
        if not d.click(f'[data-testid="{testid}"]'):
            return False
    return (_click(d, '[data-testid="reroll"]') or _click(d, '[data-testid="stop-rolling"]')
            or _click(d, '[data-testid="action"]'))


def _answer(d: Decision, bought: set[str]) -> bool:
    """Answer the open decision with a simple policy; True if it was answered."""
    kind = d.kind
    if kind == "roll":
        return _roll(d)
    if kind == "resolve":
        return _click(d, '[data-testid^="resolve-"]')
    if kind in ("yield", "jets"):
        hp = d.page.evaluate(MY_HP)
        choice = "yield" if hp is not None and hp <= 5 else "stay"
        return _click(d, f'[data-testid="{choice}"]')
    if kind == "buy":
        turn = _tid(d.page, "kot").get_attribute("data-turn") or ""
        if turn not in bought and _click(d, '[data-testid^="buy-"]'):
            bought.add(turn)
            return True
        return _click(d, '[data-testid="end-turn"]')
    if kind == "tile":
        return _click(d, '[data-testid^="take-tile-"]')
    if kind == "copy":
        return _click(d, '[data-testid^="copy-card-"]') or _click(d, '[data-testid="pass"]')
    if kind == "sell":
        return _click(d, '[data-testid="end-turn"]')
    # damage, probe, swap, opportunist: let it be
    if _click(d, '[data-testid="pass"]'):
        return True
    return _click(d, '[data-testid="prompt"] button')


# "whole": every decision of the game through the UI (the slow run). "opening": the quick
# run's smaller version: the UI until the mid-game screenshots (turn 6 or later, Tokyo
# taken), then the player leaves the table, a bot plays the seat while they are away, and
# they come back to the end; every check after the game is the same.
@pytest.mark.parametrize("through", [pytest.param("whole", marks=pytest.mark.slow), "opening"])
def test_play_a_kingoftokyo_game_through_the_ui(
        server: str, browser: Any, shot: Callable[[Any, str], None], through: str) -> None:
    player = browser.new_context(viewport={"width": 1280, "height": 900})
    page = player.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server + "/")
    _tid(page, "name-input").fill("Ada")
    _tid(page, "game-select").select_option("kingoftokyo")
    _tid(page, "seats-select").select_option("3")
    join_me = _tid(page, "create-join")
    if join_me.count() and not join_me.is_checked():
        join_me.check()
    _tid(page, "create-table").click()
    _tid(page, "waiting-room").wait_for()
    table_id = page.url.rsplit("/", 1)[-1]
    # the lobby offers the bots this game has
    games = page.request.get(server + "/api/games").json()
    bots = next(g["bots"] for g in games if g["id"] == "kingoftokyo")
    page.wait_for_function(
        "(want) => [...document.querySelectorAll('[data-testid=\"fill-bot-select\"] option')]"
        ".map((o) => o.value).join() === want", arg=",".join(bots), polling=100)
    _tid(page, "fill-bot-select").select_option("heuristic" if "heuristic" in bots else bots[0])
    _tid(page, "fill-bots").click()
    _tid(page, "start").click()
    _tid(page, "kot").wait_for()
    # the shell linked the stylesheet the package declares before mounting the screen
    assert page.locator('link[rel="stylesheet"][href$="/kingoftokyo/static/kingoftokyo.css"]'
                        ).count() == 1
    assert _tid(page, "kot").evaluate(
        "(e) => getComputedStyle(e).getPropertyValue('--die').trim()") == "52px"

    watcher = browser.new_context(viewport={"width": 390, "height": 844})
    spectator = watcher.new_page()
    spectator.goto(f"{server}/#/table/{table_id}")
    _tid(spectator, "kot").wait_for()

    seen: dict[str, bool] = {}
    bought: set[str] = set()
    shots = 0
    deadline = time.monotonic() + 180  # a whole game; under load on two cores it takes 60 s
    while through == "whole" or shots < 2:
        # wait for what this seat is asked (never for time): the decision on screen
        left = (deadline - time.monotonic()) * 1000
        assert left > 0, "the game did not finish through the UI"
        d = next_decision(page, "kot", '[data-testid="end-screen"]', timeout=left)
        if d is None:
            break
        now = page.evaluate(SEEN)
        seen["dice"] = seen.get("dice") or now["dice"]
        if not seen.get("price") and now["price"] is not None:
            seen["price"] = "pay" in now["price"]
        seen["tokyo"] = seen.get("tokyo") or now["tokyo"]
        turn = now["turn"]
        if shots == 0 and d.kind == "roll":
            page.evaluate(DICE_LANDED)
            shot(page, "kot-01-roll")
            shots = 1
        elif shots == 1 and turn >= 6 and d.kind in ("resolve", "buy") and seen.get("tokyo"):
            page.evaluate(DICE_LANDED)
            shot(page, "kot-02-mid-game")
            spectator.evaluate(DICE_LANDED)
            shot(spectator, "kot-03-spectator-phone")
            shots = 2
        if not _answer(d, bought):
            # nothing we know to click, or closed under us: it must move on
            d.wait_closed(timeout=max(1.0, (deadline - time.monotonic()) * 1000))
        assert not errors, errors
    if through == "opening":
        # away from the table (the lobby): a bot plays the seat to the end of the game
        page.goto(server + "/#/")
        _tid(page, "create-table").wait_for()
        _tid(spectator, "end-screen").wait_for(
            timeout=max(1.0, (deadline - time.monotonic()) * 1000))
        page.goto(f"{server}/#/table/{table_id}")  # back: the seat's own end of the game

    end = _tid(page, "end-screen")
    end.wait_for()
    shot(page, "kot-04-end")
    _tid(spectator, "end-screen").wait_for()
    shot(spectator, "kot-05-spectator-end")

    winners = _tid(page, "end-winners").inner_text()
    assert "King of Tokyo" in winners or "Nobody wins" in winners or "Shared victory" in winners
    table = _tid(page, "final-table").inner_text()
    assert "Ada" in table and "VP" in table
    assert _tid(page, "end-play-again").count() == 1
    assert seen.get("dice"), "no die was ever shown"
    assert seen.get("price"), "the market never showed a price"
    assert seen.get("tokyo"), "Tokyo City never had an occupant"
    log = _tid(page, "event-log").locator("li")
    assert log.count() > 20
    assert "rolls" in _tid(page, "event-log").inner_text()
    assert _tid(page, "monster-0").count() and _tid(page, "wickedness-0").count()
    # a spectator never gets buttons to act
    assert _tid(spectator, "reroll").count() == 0
    assert _tid(spectator, "end-play-again").count() == 0
    assert not errors, errors

    # the replay draws the same screen, read-only, from the spectator's point of view
    page.goto(f"{server}/#/replay/{table_id}")
    _tid(page, "kot").wait_for()
    _tid(page, "replay-last").click()
    _tid(page, "end-screen").wait_for()
    assert _tid(page, "event-log").locator("li").count() > 20
    _tid(page, "replay-first").click()
    page.wait_for_function("() => !document.querySelector('[data-testid=\"end-screen\"]')")
    assert _tid(page, "reroll").count() == 0
    assert not errors, errors
    watcher.close()
    player.close()


# ---------------------------------------------------------------------- other languages

# a message id of the King of Tokyo catalogue left on screen (a gap or a typo)
MESSAGE_ID = re.compile(r"\b(?:event|ui|term|decision|why|card|tile|monster|action|face|group|"
                        r"area|option|help)-[a-z0-9_]+(?:-[a-z0-9_]+)*\b")
EXPECTED = {"zh-Hant": ("東京市", "超能力卡", "邪惡板塊", "戰況紀錄"),
            "uk": ("Місто Токіо", "Карти сил", "Плитки зла", "Що сталося")}
ENGLISH = ("Tokyo City", "Power cards", "What happened")
NO_PAGE_OVERFLOW = "() => document.documentElement.scrollWidth <= window.innerWidth + 1"


def _ids_on(page: Any) -> list[str]:
    return sorted(set(MESSAGE_ID.findall(_tid(page, "kot").inner_text())))


@pytest.mark.parametrize("lang", [pytest.param("zh-Hant", marks=pytest.mark.slow), "uk"])
def test_play_a_few_turns_in_another_language(server: str, browser: Any, tmp_path: Path,
                                              lang: str) -> None:
    remember = f"localStorage.setItem('ludoteca.lang', {lang!r});"
    player = browser.new_context(viewport={"width": 1280, "height": 900})
    player.add_init_script(remember)
    page = player.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server + "/")
    _tid(page, "name-input").fill("Ada")
    _tid(page, "game-select").select_option("kingoftokyo")
    _tid(page, "seats-select").select_option("3")
    join_me = _tid(page, "create-join")
    if join_me.count() and not join_me.is_checked():
        join_me.check()
    _tid(page, "create-table").click()
    _tid(page, "waiting-room").wait_for()
    table_id = page.url.rsplit("/", 1)[-1]
    _tid(page, "fill-bots").click()
    _tid(page, "start").click()
    _tid(page, "kot").wait_for()

    phone = browser.new_context(viewport={"width": 390, "height": 844})
    phone.add_init_script(remember)
    spectator = phone.new_page()
    spectator.goto(f"{server}/#/table/{table_id}")
    _tid(spectator, "kot").wait_for()

    answered: set[str] = set()
    bought: set[str] = set()
    seen: list[str] = []
    deadline = time.monotonic() + 120
    while not ({"roll", "resolve", "buy"} <= answered
               and int(_tid(page, "kot").get_attribute("data-turn") or 0) >= 4):
        left = (deadline - time.monotonic()) * 1000
        assert left > 0, "a few turns did not come through the UI"
        d = next_decision(page, "kot", '[data-testid="end-screen"]', timeout=left)
        if d is None:
            break
        seen.extend(_ids_on(page))
        if d.kind not in answered:
            page.evaluate(DICE_LANDED)
            page.screenshot(path=str(tmp_path / f"{lang}-{d.kind}.png"), full_page=True)
        if _answer(d, bought):
            answered.add(d.kind)
        else:
            d.wait_closed(timeout=max(1.0, (deadline - time.monotonic()) * 1000))
        assert not errors, errors
    assert sorted(set(seen)) == []
    text = _tid(page, "kot").inner_text()
    for word in EXPECTED[lang]:
        assert word in text, f"{word!r} not on the {lang} screen"
    assert not any(word in text for word in ENGLISH)
    log = _tid(page, "event-log").inner_text()
    assert log.strip() and not MESSAGE_ID.search(log)

    # a tap on a market card's name opens its whole text in a dialog (touch has no hover)
    name = page.locator('[data-testid="market-slot-0"] .kc-open')
    if name.count():
        name.click()
        sheet = _tid(page, "card-info")
        sheet.wait_for()
        assert sheet.locator('[role="dialog"]').count() == 1
        assert sheet.locator(".kc-text").inner_text().strip()
        page.screenshot(path=str(tmp_path / f"{lang}-card-info.png"), full_page=True)
        _tid(page, "card-info-close").click()
        sheet.wait_for(state="detached")
    # the keyboard shortcuts are on the screen, in the reader's language
    keys = _tid(page, "keys").inner_text()
    assert "R" in keys and "Esc" in keys and not MESSAGE_ID.search(keys)

    # a phone: the page never scrolls sideways, whatever the words' length
    spectator.evaluate(DICE_LANDED)
    assert _ids_on(spectator) == []
    assert spectator.evaluate(NO_PAGE_OVERFLOW), "the phone page scrolls sideways"
    spectator.screenshot(path=str(tmp_path / f"{lang}-phone.png"), full_page=True)

    # switching to English redraws the same screen in English
    switch = _tid(page, "lang-switch")
    if switch.count():
        switch.first.select_option("en")
        page.wait_for_function(
            "() => document.querySelector('[data-testid=\"kot\"]').innerText"
            ".includes('Tokyo City')")
        assert _ids_on(page) == []
    assert not errors, errors
    phone.close()
    player.close()
