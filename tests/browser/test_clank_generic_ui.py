"""The generic screen (generic.js) plays a whole game of a real game: Clank! Catacombs, its
own screen (clank.js, test_clank_ui.py) replaced for this page by the generic one through
the shell's `registerRenderer` (app.js), as a game without a renderer would be played. A
person plays seat 0 to the end screen in a real browser against the heuristic bot,
clicking the first action offered each time (a card from the hand while there are any,
then whatever the turn offers first, so the pawn explores and the dragon's bag empties in
time), then reads the final view. (The toy game, test_generic_ui.py, has no renderer at
all.)"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from .tables import make_table
from .ui import next_decision

# the shell's renderer for clank replaced by the generic screen, on this page only
GENERIC = """() => import('/static/app.js').then((app) => app.registerRenderer('clank',
  () => import('/static/generic.js').then((m) => ({ ...m, generic: true }))))"""


def hold_seat_generic(page: Any, server: str, table_id: str, seat: int, token: str) -> None:
    """tables.hold_seat, with the generic screen registered for clank before the table
    opens (the same page: only the hash changes)."""
    page.goto(server + "/")
    page.locator('[data-testid="create-table"]').wait_for()
    page.evaluate(GENERIC)
    page.evaluate("([id, token, seat]) => localStorage.setItem(`ludoteca.seat.${id}`, "
                  "JSON.stringify({token, seat}))", [table_id, token, seat])
    page.goto(f"{server}/#/table/{table_id}")


def test_a_whole_game_of_clank_through_the_generic_screen(
        server: str, browser: Any, shot: Callable[[Any, str], None]) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    table_id, _, tokens = make_table(page, server, "clank", ["Ada"], 1)
    hold_seat_generic(page, server, table_id, 0, tokens[0])
    screen = page.locator('[data-testid="generic"]')
    screen.wait_for()
    # the seats' cards (a list as long as the seats elsewhere in the view, the exits of a
    # room, is drawn as cards too)
    seat = page.locator('[data-testid="view-seats"] [data-testid="seat-0"]')
    seat.wait_for()
    assert "Ada" in seat.inner_text()

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
