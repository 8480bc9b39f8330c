"""A real browser plays a whole genie game through the UI, with a spectator watching.

Runs headless Debian chromium (/usr/bin/chromium) through Playwright against a real
server on loopback (the fixtures of conftest.py). Screenshots go to artifacts/browser/
(or $LUDOTECA_ARTIFACTS).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any


def _visible(page: Any, testid: str) -> Any:
    loc = page.locator(f'[data-testid="{testid}"]')
    return loc.first if loc.count() and loc.first.is_visible() else None


def _answer(page: Any, kind: str, draws: dict[str, int]) -> bool:
    """Answer whatever the prompt asks; True if something was clicked."""
    if kind == "place":
        page.locator('[data-testid="die-value-2"]').first.click()
        page.locator('[data-testid="pick-chest-bronze"]').first.click()
        page.locator('[data-testid="confirm-place"]').first.click()
        return True
    if kind == "claim":
        page.locator('[data-testid="pass"]').first.click()
        return True
    if kind == "wish":
        page.locator('[data-testid="accept"]').first.click()
        return True
    if kind == "draw":  # draw one card, then stop
        draws["n"] = draws.get("n", 0) + 1
        target = "draw" if draws["n"] % 2 else "stop"
        page.locator(f'[data-testid="{target}"]').first.click()
        return True
    pickable = page.locator('[data-testid^="card-"].pickable')
    if pickable.count():
        pickable.first.click()
        confirm = _visible(page, "confirm-choice")
        if confirm is not None:
            confirm.click()
        return True
    for prefix in ("choose-seat-", "colour-", "peek-", "change-die-"):
        loc = page.locator(f'[data-testid^="{prefix}"]')
        if loc.count() and loc.first.is_visible():
            loc.first.click()
            return True
    for testid in ("decline", "action"):
        button = _visible(page, testid)
        if button is not None:
            button.click()
            return True
    return False


def _secrets_in(frame: dict[str, Any]) -> list[str]:
    """What a spectator's state message must never hold."""
    view = frame.get("view")
    if not view:
        return []
    found = []
    if frame.get("legal"):
        found.append("legal actions")
    for seat in view["seats"]:
        if view["phase"] == "place" and seat["dice"] is not None:
            found.append(f"seat {seat['seat']} dice before the reveal")
        if view["phase"] == "claim" and seat["claim"] in ("rub", "pass"):
            found.append(f"seat {seat['seat']} claim before the race")
    for chest in view["chests"]:
        if chest["known_top"]:
            found.append(f"top cards of {chest['name']}")
        if set(chest) - {"name", "size", "wizard_depth", "known_top"}:
            found.append(f"extra chest fields {set(chest)}")
    for event in frame.get("events", []):
        if event["kind"] == "placed" and "dice" in event:
            found.append("a placed die in an event")
        if event["kind"] == "claimed" and "rub" in event:
            found.append("a claim in an event")
        if event["kind"] == "peek" and "cards" in event:
            found.append("peeked cards in an event")
    return found


def test_play_a_whole_game_through_the_ui_with_a_spectator(
        server: str, browser: Any, shot: Callable[[Any, str], None]) -> None:
    player = browser.new_context(viewport={"width": 1280, "height": 900})
    page = player.new_page()
    page.set_default_timeout(15_000)
    page.goto(server + "/")
    page.locator('[data-testid="name-input"]').fill("Ada")
    page.locator('[data-testid="seats-select"]').select_option("3")
    join_me = page.locator('[data-testid="create-join"]')
    if join_me.count() and not join_me.is_checked():
        join_me.check()
    page.locator('[data-testid="create-table"]').click()
    page.locator('[data-testid="waiting-room"]').wait_for()
    table_url = page.url
    table_id = table_url.rsplit("/", 1)[-1]
    shot(page, "01-waiting-room")
    page.locator('[data-testid="fill-bot-select"]').select_option("heuristic")
    page.locator('[data-testid="fill-bots"]').click()
    page.locator('[data-testid="start"]').click()
    page.locator('[data-testid="genie"]').wait_for()

    # a second browser (no token: a spectator) watches; every frame it receives is checked
    watcher = browser.new_context(viewport={"width": 390, "height": 844})
    spectator = watcher.new_page()
    frames: list[dict[str, Any]] = []

    def on_socket(ws: Any) -> None:
        ws.on("framereceived", lambda payload: frames.append(json.loads(payload)))

    spectator.on("websocket", on_socket)
    spectator.goto(f"{server}/#/table/{table_id}")
    spectator.locator('[data-testid="genie"]').wait_for()

    shots = {"place", "claim", "wish", "draw"}
    draws: dict[str, int] = {}
    deadline = time.monotonic() + 240
    while not page.locator('[data-testid="score-sheet"]').count():
        assert time.monotonic() < deadline, "the game did not finish through the UI"
        prompt = page.locator('[data-testid="prompt"]')
        kind = prompt.get_attribute("data-kind") if prompt.count() else "wait"
        if kind in (None, "wait"):
            page.wait_for_timeout(50)
            continue
        if kind in shots:
            shots.discard(kind)
            shot(page, f"02-{kind}")
        if not _answer(page, kind, draws):
            page.wait_for_timeout(50)
        page.wait_for_timeout(30)
    page.locator('[data-testid="score-sheet"]').wait_for()
    shot(page, "03-score-sheet")
    spectator.locator('[data-testid="score-sheet"]').wait_for()
    shot(spectator, "04-spectator-score-sheet")

    sheet = page.locator('[data-testid="score-sheet"]').inner_text()
    assert "Ada" in sheet
    assert page.locator('[data-testid="event-log"]').inner_text().strip()
    states = [f for f in frames if f.get("type") == "state"]
    assert len(states) > 20, "the spectator did not follow the game"
    assert states[-1]["view"]["over"] is True
    leaks = [(f["version"], s) for f in states for s in _secrets_in(f)]
    assert leaks == []
    # the spectator's page never offers a die picker or actions
    assert spectator.locator('[data-testid="confirm-place"]').count() == 0
    watcher.close()
    player.close()
