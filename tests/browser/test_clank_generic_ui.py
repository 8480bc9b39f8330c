"""Clank! Catacombs has no screen of its own yet (issue 27): the generic screen
(generic.js) must already play a whole game. A person plays seat 0 to the end screen in
a real browser against the heuristic bot, clicking the first action offered each time
(a card from the hand while there are any, then whatever the turn offers first, so the
pawn explores and the dragon's bag empties in time), then reads the final view."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from .tables import hold_seat, make_table
from .ui import next_decision


def test_a_whole_game_of_clank_through_the_generic_screen(
        server: str, browser: Any, shot: Callable[[Any, str], None]) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    table_id, _, tokens = make_table(page, server, "clank", ["Ada"], 1)
    hold_seat(page, server, table_id, 0, tokens[0])
    screen = page.locator('[data-testid="generic"]')
    screen.wait_for()
    page.locator('[data-testid="seat-0"]').wait_for()
    assert "Ada" in page.locator('[data-testid="seat-0"]').inner_text()

    kinds: set[str] = set()
    clicks = 0
    deadline = time.monotonic() + 420
    while True:
        left = (deadline - time.monotonic()) * 1000
        assert left > 0, f"the game did not finish through the generic screen ({clicks} clicks)"
        d = next_decision(page, "generic", '[data-testid="end-screen"]', timeout=left)
        if d is None:
            break
        kinds.add(d.kind)
        if clicks == 5:
            shot(page, "clank-generic-01-playing")
        # a long list of one kind is a list to pick from with its own button
        button = '[data-testid="action"]' if d.has('[data-testid="action"]') else \
            '[data-testid^="action-go-"]'
        if d.click(button):
            clicks += 1
            d.wait_closed()
    page.locator('[data-testid="end-screen"]').wait_for()
    assert screen.get_attribute("data-over") == "true"
    assert "turn" in kinds and clicks >= 20
    # the view as the generic screen draws it: the final scores, the winners named
    assert page.locator('[data-testid="end-winners"]').inner_text()
    shot(page, "clank-generic-02-over")
    assert errors == []
    context.close()
