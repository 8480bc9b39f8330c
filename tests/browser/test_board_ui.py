"""The shared board widget (web/static/board.js) on Saboteur's maze, in a real browser: its
buttons, the keyboard (arrows pan, + and - zoom, 0 fits), Ctrl + wheel, a mouse dragging
the maze even from a lit spot without playing the card, and then a click on a spot that
does lay it; on a phone, two fingers pinch the maze larger.

Screenshots go to artifacts/browser/ (or $LUDOTECA_ARTIFACTS): board-*.png.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .tables import hold_seat, make_table
from .ui import Decision, next_decision

SCREEN = "saboteur"
END = '[data-testid="end-screen"]'
LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
# the point of the grid at the middle of the maze's box, as a share of the grid's size
MIDDLE = """() => {
  const box = document.querySelector('[data-testid="maze"]');
  const g = document.querySelector('[data-testid="maze-grid"]').getBoundingClientRect();
  const b = box.getBoundingClientRect();
  return [(b.left + box.clientLeft + box.clientWidth / 2 - g.left) / g.width,
          (b.top + box.clientTop + box.clientHeight / 2 - g.top) / g.height];
}"""
# the whole grid inside the box
GRID_SHOWN = """() => {
  const b = document.querySelector('[data-testid="maze"]').getBoundingClientRect();
  const g = document.querySelector('[data-testid="maze-grid"]').getBoundingClientRect();
  return g.left >= b.left - 1 && g.right <= b.right + 1
    && g.top >= b.top - 1 && g.bottom <= b.bottom + 1;
}"""
SCROLL = "(e) => [e.scrollLeft, e.scrollTop]"
# from now on, window.__cellSeen turns true once a cell with the given data-testid is drawn
SEEN_CELL = """(testid) => {
  window.__cellSeen = false;
  const look = () => {
    if (document.querySelector(`[data-testid="${testid}"]`)) window.__cellSeen = true;
  };
  new MutationObserver(look).observe(document.body,
                                     {childList: true, subtree: true, attributes: true});
  look();
}"""
PLAYABLE_PATH = """() => [...document.querySelectorAll('[data-testid^="hand-card-"]')]
  .filter((e) => e.dataset.kind === 'path' && e.classList.contains('playable'))
  .map((e) => e.dataset.testid)"""


@pytest.fixture(scope="module")
def server_settings() -> Any:
    """Quick bots: the seat's first turn comes soon."""
    from ludoteca.server.room import Settings

    return Settings(bot_delay=0.01, claim_window=1.5)


def _tid(page: Any, testid: str) -> Any:
    return page.locator(f'[data-testid="{testid}"]')


def _zoom(page: Any) -> float:
    return float(_tid(page, "maze").get_attribute("data-zoom"))


def _a_turn_with_a_path_card(page: Any) -> Decision:
    """The seat's turn with a path card it can lay, chosen (its spots lit); other turns
    pass by discarding a card, other decisions take their first button."""
    for _ in range(12):
        d = next_decision(page, SCREEN, END, timeout=20_000)
        assert d is not None, "the game ended first"
        paths = page.evaluate(PLAYABLE_PATH) if d.kind == "turn" else []
        if paths:
            d.click(f'[data-testid="{paths[0]}"]')
            page.locator('[data-testid^="spot-"]').first.wait_for()
            return d
        if d.kind == "turn":
            d.click('[data-testid="hand-card-0"]')
            d.click('[data-testid="discard"]')
        else:
            d.click('[data-testid="prompt"] button')
        d.wait_closed()
    raise AssertionError("no turn with a path card to lay")


def _seated(browser: Any, server: str, **context_options: Any) -> tuple[Any, Any, list[str]]:
    """A page holding seat 0 of a new Saboteur table with three random bots: the context,
    the page and the page errors seen."""
    context = browser.new_context(**context_options)
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server + "/")
    table_id, _, tokens = make_table(page, server, SCREEN, ["Ada"], bots=3, bot="random")
    hold_seat(page, server, table_id, 0, tokens[0])
    return context, page, errors


def test_the_maze_pans_zooms_fits_and_still_takes_a_click(server: str, browser: Any,
                                                          shot: Callable[[Any, str], None]) -> None:
    context, page, errors = _seated(browser, server, viewport=LAPTOP)
    d = _a_turn_with_a_path_card(page)
    maze = _tid(page, "maze")
    level = _tid(page, "zoom-reset")

    # the buttons step through the levels around the middle of the box; the percentage follows
    z0, mid0 = _zoom(page), page.evaluate(MIDDLE)
    _tid(page, "zoom-in").click()
    z1, mid1 = _zoom(page), page.evaluate(MIDDLE)
    assert z1 > z0 and level.inner_text() == f"{round(z1 * 100)}%"
    assert abs(mid1[0] - mid0[0]) < 0.02 and abs(mid1[1] - mid0[1]) < 0.02, (mid0, mid1)
    level.click()
    assert _zoom(page) == 1
    # every zoom stays within the levels: the last step disables the button
    for _ in range(10):
        if _tid(page, "zoom-in").is_disabled():
            break
        _tid(page, "zoom-in").click()
    assert _tid(page, "zoom-in").is_disabled() and _zoom(page) == 2.1

    # fit: the whole grid in the box
    _tid(page, "zoom-fit").click()
    assert page.evaluate(GRID_SHOWN) or _zoom(page) == 0.5
    fitted = _zoom(page)

    # the keyboard on the board: + zooms, arrows pan, - zooms out, 0 fits again
    maze.focus()
    page.keyboard.press("+")
    assert _zoom(page) > fitted
    before = maze.evaluate(SCROLL)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    after = maze.evaluate(SCROLL)
    assert after[0] > before[0] and after[1] > before[1], (before, after)
    page.keyboard.press("ArrowLeft")
    assert maze.evaluate(SCROLL)[0] < after[0]
    zoomed = _zoom(page)
    page.keyboard.press("-")
    assert _zoom(page) < zoomed
    page.keyboard.press("0")
    assert _zoom(page) == fitted and (page.evaluate(GRID_SHOWN) or fitted == 0.5)

    # Ctrl + wheel zooms around the pointer; a plain wheel scrolls the box, not the zoom
    box = maze.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.keyboard.down("Control")
    page.mouse.wheel(0, -300)
    page.keyboard.up("Control")
    page.wait_for_function("() => Number(document.querySelector('[data-testid=\"maze\"]')"
                           f".dataset.zoom) > {fitted}")
    wheeled = _zoom(page)
    page.mouse.wheel(0, 120)
    page.wait_for_timeout(200)
    assert _zoom(page) == wheeled

    # a mouse drags the maze from a lit spot: it moves, and the card is not played
    assert d.is_open()
    spot = page.locator('[data-testid^="spot-"]').first
    spot.scroll_into_view_if_needed()
    s = spot.bounding_box()
    assert page.evaluate("([x, y]) => document.elementFromPoint(x, y)"
                         ".closest('[data-testid^=\"spot-\"]') !== null",
                         [s["x"] + s["width"] / 2, s["y"] + s["height"] / 2])
    before = maze.evaluate(SCROLL)
    page.mouse.move(s["x"] + s["width"] / 2, s["y"] + s["height"] / 2)
    page.mouse.down()
    page.mouse.move(s["x"] + s["width"] / 2 - 50, s["y"] + s["height"] / 2 - 30, steps=6)
    page.mouse.up()
    after = maze.evaluate(SCROLL)
    assert (round(after[0] - before[0]), round(after[1] - before[1])) == (50, 30), (before, after)
    page.wait_for_timeout(300)
    assert d.is_open() and _tid(page, SCREEN).get_attribute("data-busy") == "false"
    shot(page, "board-01-dragged")

    # and a click on a spot still lays the card there (seen the moment it is drawn: a bot's
    # rockfall may take the card away again before a poll would look)
    key = spot.get_attribute("data-testid").removeprefix("spot-")
    page.evaluate(SEEN_CELL, f"cell-{key}")
    assert d.click(f'[data-testid="spot-{key}"]')
    d.wait_closed()
    page.wait_for_function("() => window.__cellSeen === true")
    assert not errors, errors
    context.close()


def test_two_fingers_pinch_the_maze_on_a_phone(server: str, browser: Any,
                                               shot: Callable[[Any, str], None]) -> None:
    context, page, errors = _seated(browser, server, viewport=PHONE, has_touch=True)
    next_decision(page, SCREEN, END, timeout=20_000)
    maze = _tid(page, "maze")
    maze.scroll_into_view_if_needed()
    z0 = _zoom(page)
    box = maze.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    cdp = context.new_cdp_session(page)

    def fingers(kind: str, spread: float) -> None:
        points = [] if kind == "touchEnd" else [{"x": x - spread, "y": y, "id": 1},
                                                 {"x": x + spread, "y": y, "id": 2}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    fingers("touchStart", 40)
    for spread in (50, 60, 70, 80):
        fingers("touchMove", spread)
    fingers("touchEnd", 0)
    assert _zoom(page) > z0 * 1.3, (z0, _zoom(page))
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1")
    shot(page, "board-02-pinched-phone")
    # the fit button brings the whole maze back (or as much as the smallest zoom shows)
    _tid(page, "zoom-fit").tap()
    assert page.evaluate(GRID_SHOWN) or _zoom(page) == 0.5
    assert not errors, errors
    context.close()
