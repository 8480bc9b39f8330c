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

from .ui import Decision, next_decision


def _answer(d: Decision, draws: dict[str, int]) -> bool:
    """Answer the open decision with a simple policy; True if it was answered.

    False when it closed first (the claim window ran out) or offers nothing known."""
    kind = d.kind
    if kind == "place":
        return (d.click('[data-testid="die-value-2"]')
                and d.click('[data-testid="pick-chest-bronze"]')
                and d.click('[data-testid="confirm-place"]'))
    if kind == "claim":
        return d.click('[data-testid="pass"]')
    if kind == "wish":
        return d.click('[data-testid="accept"]')
    if kind == "draw":  # draw one card, then stop
        draws["n"] = draws.get("n", 0) + 1
        return d.click(f'[data-testid="{"draw" if draws["n"] % 2 else "stop"}"]')
    # a card or a player is selected first, then confirmed
    for pick in ('[data-testid^="card-"].pickable', '[data-testid^="choose-seat-"]'):
        if d.has(pick):
            return d.click(pick) and d.click('[data-testid="confirm-choice"]')
    for prefix in ("colour-", "peek-", "change-die-", "decline", "action"):
        selector = f'[data-testid^="{prefix}"]' if prefix.endswith("-") else (
            f'[data-testid="{prefix}"]')
        if d.ready(selector):
            return d.click(selector)
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
    while True:
        # wait for what this seat is asked (never for time): the decision on screen
        left = (deadline - time.monotonic()) * 1000
        assert left > 0, "the game did not finish through the UI"
        d = next_decision(page, "genie", '[data-testid="score-sheet"]', timeout=left)
        if d is None:
            break
        if d.kind in shots:
            shots.discard(d.kind)
            shot(page, f"02-{d.kind}")
        if not _answer(d, draws):
            # closed under us (a timed window), or nothing we know: it must move on
            d.wait_closed(timeout=max(1.0, (deadline - time.monotonic()) * 1000))
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
