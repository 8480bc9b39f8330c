"""A real browser plays a genie game through the UI, with a spectator watching: the whole
game in the slow run, the opening (then a bot while the player is away) in the quick one.

Runs headless Debian chromium (/usr/bin/chromium) through Playwright against a real
server on loopback (the fixtures of conftest.py). Screenshots go to artifacts/browser/
(or $LUDOTECA_ARTIFACTS).
"""

from __future__ import annotations

import copy
import json
import time
from collections.abc import Callable
from typing import Any

import pytest

from ludoteca.server.patch import apply as apply_patch

from .ui import Decision, next_decision

# the decisions the screenshots show; "wish" only when a wish comes up
SHOTS = ("place", "claim", "wish", "draw")


@pytest.fixture(scope="module")
def server_settings() -> Any:
    """Quick bots and a short claim window; a player away for 0.3 s has a bot play for
    them (the quick test leaves after the opening and comes back at the end)."""
    from ludoteca.server.room import Settings

    return Settings(bot_delay=0.01, claim_window=1.5, absent_after=0.3)


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


# "whole": every decision of the game through the UI (the slow run). "opening": the
# quick run's smaller version: the UI until the seat has answered every decision the
# screenshots show (place, claim, draw), then the player leaves the table, a bot plays the
# seat while they are away, and they come back to the end; every check after the game is
# the same.
@pytest.mark.parametrize("through", [pytest.param("whole", marks=pytest.mark.slow), "opening"])
def test_play_a_game_through_the_ui_with_a_spectator(
        server: str, browser: Any, shot: Callable[[Any, str], None], through: str) -> None:
    player = browser.new_context(viewport={"width": 1280, "height": 900})
    page = player.new_page()
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
    table_url = page.url
    table_id = table_url.rsplit("/", 1)[-1]
    shot(page, "01-waiting-room")
    page.locator('[data-testid="fill-bot-select"]').select_option("heuristic")
    page.locator('[data-testid="fill-bots"]').click()
    page.locator('[data-testid="start"]').click()
    page.locator('[data-testid="genie"]').wait_for()
    # the shell linked the stylesheet the package declares before mounting the screen
    assert page.locator('link[rel="stylesheet"][href$="/genie/static/genie.css"]').count() == 1
    assert page.locator('[data-testid="genie"]').evaluate(
        "(e) => getComputedStyle(e).getPropertyValue('--card-w').trim()") == "58px"

    # a second browser (no token: a spectator) watches; every frame it receives is checked
    watcher = browser.new_context(viewport={"width": 390, "height": 844})
    spectator = watcher.new_page()
    frames: list[dict[str, Any]] = []

    def on_socket(ws: Any) -> None:
        held: dict[str, Any] = {}  # patch=1: a state may bring changes, rebuilt into its view

        def take(payload: str) -> None:
            frame = json.loads(payload)
            if "patch" in frame:
                frame["view"] = apply_patch(copy.deepcopy(held["view"]), frame.pop("patch"))
            if frame.get("type") == "state":
                held["view"] = frame["view"]
            frames.append(frame)

        ws.on("framereceived", take)

    spectator.on("websocket", on_socket)
    spectator.goto(f"{server}/#/table/{table_id}")
    spectator.locator('[data-testid="genie"]').wait_for()

    shots = set(SHOTS)
    answered: set[str] = set()
    draws: dict[str, int] = {}
    deadline = time.monotonic() + 240
    while through == "whole" or not {"place", "claim", "draw"} <= answered:
        # wait for what this seat is asked (never for time): the decision on screen
        left = (deadline - time.monotonic()) * 1000
        assert left > 0, "the game did not finish through the UI"
        d = next_decision(page, "genie", '[data-testid="score-sheet"]', timeout=left)
        if d is None:
            break
        if d.kind in shots:
            shots.discard(d.kind)
            shot(page, f"02-{d.kind}")
        if _answer(d, draws):
            answered.add(d.kind)
        else:
            # closed under us (a timed window), or nothing we know: it must move on
            d.wait_closed(timeout=max(1.0, (deadline - time.monotonic()) * 1000))
    if through == "opening":
        # away from the table (the lobby): a bot plays the seat to the end of the game
        page.goto(server + "/#/")
        page.locator('[data-testid="create-table"]').wait_for()
        spectator.locator('[data-testid="score-sheet"]').wait_for(
            timeout=max(1.0, (deadline - time.monotonic()) * 1000))
        page.goto(table_url)  # back: the seat's own end of the game
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
