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

from .ui import Decision, next_decision


@pytest.fixture(scope="module")
def server_settings() -> Any:
    """Quicker bots than the other browser test: a King of Tokyo game has many more steps."""
    from ludoteca.server.room import Settings

    return Settings(bot_delay=0.01, claim_window=1.5)


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
    deadline = time.monotonic() + 180  # a whole game; under load on two cores it takes 60 s
    while True:
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
