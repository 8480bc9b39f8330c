"""A real browser plays a whole King of Tokyo game through the UI against bots.

Runs headless Debian chromium (/usr/bin/chromium) through Playwright against a real
server on loopback (the fixtures of conftest.py); a phone-sized spectator watches.
Screenshots go to artifacts/browser/ (or $LUDOTECA_ARTIFACTS).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest


@pytest.fixture(scope="module")
def server_settings() -> Any:
    """Quicker bots than the other browser test: a King of Tokyo game has many more steps."""
    from ludoteca.server.room import Settings

    return Settings(bot_delay=0.01, claim_window=1.5)


def _tid(page: Any, testid: str) -> Any:
    return page.locator(f'[data-testid="{testid}"]')


def _first_enabled(page: Any, selector: str) -> Any:
    loc = page.locator(selector)
    for i in range(loc.count()):
        item = loc.nth(i)
        if item.is_visible() and item.is_enabled():
            return item
    return None


def _click(page: Any, selector: str) -> bool:
    item = _first_enabled(page, selector)
    if item is None:
        return False
    item.click()
    return True


def _my_hp(page: Any) -> int:
    text = _tid(page, f"hp-{_me(page)}").locator("b").inner_text()
    return int(text)


def _me(page: Any) -> int:
    seat = page.locator(".kot-monster.me").get_attribute("data-seat")
    return int(seat)


def _roll(page: Any) -> bool:
    """Keep every claw, reroll the rest; keep the dice when nothing is left to reroll."""
    dice = page.locator('[data-testid^="die-"]')
    for i in range(dice.count()):
        die = dice.nth(i)
        cls = die.get_attribute("class") or ""
        if die.get_attribute("data-face") == "smash" and "kept" not in cls:
            die.click()
    if _click(page, '[data-testid="reroll"]'):
        return True
    return _click(page, '[data-testid="stop-rolling"]') or _click(page, '[data-testid="action"]')


def _answer(page: Any, kind: str, bought: set[str]) -> bool:
    """Answer the prompt of this kind with a simple policy; True if something was clicked."""
    turn = page.locator('[data-testid="kot"]').get_attribute("data-turn") or ""
    if kind == "roll":
        return _roll(page)
    if kind == "resolve":
        return _click(page, '[data-testid^="resolve-"]')
    if kind in ("yield", "jets"):
        choice = "yield" if _my_hp(page) <= 5 else "stay"
        return _click(page, f'[data-testid="{choice}"]')
    if kind == "buy":
        if turn not in bought and _click(page, '[data-testid^="buy-"]'):
            bought.add(turn)
            return True
        return _click(page, '[data-testid="end-turn"]')
    if kind == "tile":
        return _click(page, '[data-testid^="take-tile-"]')
    if kind == "copy":
        return _click(page, '[data-testid^="copy-card-"]') or _click(page, '[data-testid="pass"]')
    if kind == "sell":
        return _click(page, '[data-testid="end-turn"]')
    # damage, probe, swap, opportunist: let it be
    if _click(page, '[data-testid="pass"]'):
        return True
    return _click(page, '[data-testid="prompt"] button')


def test_play_a_whole_kingoftokyo_game_through_the_ui(
        server: str, browser: Any, shot: Callable[[Any, str], None]) -> None:
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

    watcher = browser.new_context(viewport={"width": 390, "height": 844})
    spectator = watcher.new_page()
    spectator.goto(f"{server}/#/table/{table_id}")
    _tid(spectator, "kot").wait_for()

    seen: dict[str, bool] = {}
    bought: set[str] = set()
    shots = 0
    deadline = time.monotonic() + 90
    while not _tid(page, "end-screen").count():
        assert time.monotonic() < deadline, "the game did not finish through the UI"
        kind = _tid(page, "prompt").get_attribute("data-kind") or "wait"
        if not seen.get("dice") and _tid(page, "die-0").count():
            seen["dice"] = True
        if not seen.get("price") and _tid(page, "price-0").count():
            seen["price"] = "pay" in _tid(page, "price-0").inner_text()
        occupant = _tid(page, "tokyo-city-occupant")
        if occupant.count() and occupant.get_attribute("data-seat") is not None:
            seen["tokyo"] = True
        if kind == "wait":
            page.wait_for_timeout(30)
            continue
        turn = int(page.locator('[data-testid="kot"]').get_attribute("data-turn") or 0)
        if shots == 0 and kind == "roll":
            page.wait_for_timeout(600)  # let the dice land
            shot(page, "kot-01-roll")
            shots = 1
        elif shots == 1 and turn >= 6 and kind in ("resolve", "buy") and seen.get("tokyo"):
            page.wait_for_timeout(600)
            shot(page, "kot-02-mid-game")
            shot(spectator, "kot-03-spectator-phone")
            shots = 2
        if not _answer(page, kind, bought):
            page.wait_for_timeout(30)
        page.wait_for_timeout(20)
        assert not errors, errors

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
