"""A phone (390 x 844, touch) shows the game first: for genie, King of Tokyo with six
monsters and Saboteur with ten players, on the player's turn nothing is wider than the
screen, the board and the player's own decision are both in view, the seat panels are
folded into a strip of players that unfolds on a tap, words break with hyphens in the
page's language, and no keyboard shortcuts are listed (a touch screen has no keys).
Saboteur's round result fits a phone and says how each player's round ended, the gold
found or not; every game's final results fit a phone's width (no sideways scroll, in each
language); King of Tokyo's yield prompt says how many hearts the player has left.

Screenshots go to artifacts/browser/ (or $LUDOTECA_ARTIFACTS): phone-*.png.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from ludoteca.core.i18n import texts

from .conftest import ARTIFACTS
from .tables import api, hold_seat, make_table, wait_finished
from .ui import new_page, next_decision

PHONE = {"width": 390, "height": 844}
END = '[data-testid="end-screen"], [data-testid="score-sheet"]'
# game: (the screen's root, the other players' bots, the board's box, the seat panels, a
# card's name)
GAMES = {
    "genie": ("genie", 3, ".genie .board", "#genie-seats", ".genie .cname"),
    "kingoftokyo": ("kot", 5, ".kot-arena", "#kot-monsters", ".kot .kc-open"),
    "saboteur": ("saboteur", 9, '[data-testid="maze"]', '[data-testid="seats"]',
                 ".sab-card-name"),
}
NO_PAGE_OVERFLOW = "() => document.documentElement.scrollWidth <= window.innerWidth + 1"
# does the element cross the window as it is scrolled now (the first screen of the turn)?
IN_VIEW = """(sel) => { const e = document.querySelector(sel);
  if (!e) return false;
  const r = e.getBoundingClientRect();
  return r.height > 0 && r.bottom > 0 && r.top < innerHeight
    && r.right > 0 && r.left < innerWidth; }"""


def _phone(browser: Any, lang: str | None) -> Any:
    """A touch phone's page, in `lang` (None: as localStorage says, set by the test); a
    decision is brought into view at once (reduced motion)."""
    return new_page(browser, viewport=PHONE, touch=True, reduced_motion=True, lang=lang)


def _tid(page: Any, testid: str) -> Any:
    return page.locator(f'[data-testid="{testid}"]')


@pytest.mark.parametrize("lang", ["en", "uk", "zh-Hant"])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_phone_shows_the_board_and_the_decision_first(
        server: str, browser: Any, shot: Callable[[Any, str], None], game: str,
        lang: str) -> None:
    root, bots, board, seats, card_name = GAMES[game]
    page = _phone(browser, lang)
    page.goto(server + "/")
    table_id, _, tokens = make_table(page, server, game, ["Ada"], bots=bots, bot="random")
    hold_seat(page, server, table_id, 0, tokens[0])
    d = next_decision(page, root, END, timeout=30_000)
    assert d is not None
    page.wait_for_timeout(300)  # a decision brought into view: the frame after it opened
    assert page.evaluate(NO_PAGE_OVERFLOW), "the page scrolls sideways"
    assert page.evaluate(IN_VIEW, board), f"the {game} board is out of the first screen"
    assert page.evaluate(IN_VIEW, '[data-testid="prompt"]'), "the decision is out of view"
    shot(page, f"phone-{game}-{lang}")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)  # the first screen alone, as a phone shows it
    page.screenshot(path=str(ARTIFACTS / f"phone-{game}-{lang}-first-screen.png"))
    # the page's language, and words hyphenated in it
    assert page.evaluate("document.documentElement.lang") == lang
    name = page.locator(card_name).first
    name.wait_for(state="attached")
    assert name.evaluate("(e) => getComputedStyle(e).hyphens") == "auto"
    # a touch screen lists no keyboard shortcuts
    keys = page.locator('[data-testid="keys"] ul, [data-testid="keys"] summary')
    assert keys.count() and not any(keys.nth(i).is_visible() for i in range(keys.count()))
    # the seat panels folded into a strip of players, which a tap unfolds and folds again
    strip = _tid(page, "players-toggle")
    assert strip.is_visible() and strip.get_attribute("aria-expanded") == "false"
    assert page.locator(seats).is_hidden()
    chips = strip.locator('[data-testid^="strip-chip-"]')
    assert chips.count() == bots + 1
    assert strip.bounding_box()["height"] < 120, "the strip takes the screen"
    strip.click()
    page.locator(seats).wait_for(state="visible")
    assert strip.get_attribute("aria-expanded") == "true"
    shot(page, f"phone-{game}-{lang}-players")
    assert page.evaluate(NO_PAGE_OVERFLOW), "the unfolded panels scroll sideways"
    strip.click()
    page.locator(seats).wait_for(state="hidden")
    assert page.errors == []  # type: ignore[attr-defined]
    page.context.close()


def test_a_wide_screen_keeps_every_seat_panel(server: str, browser: Any) -> None:
    """The strip is a phone's: a laptop shows the panels, with no strip."""
    page = new_page(browser, viewport={"width": 1280, "height": 900}, timeout=30_000)
    page.goto(server + "/")
    table_id, _, tokens = make_table(page, server, "kingoftokyo", ["Ada"], bots=5)
    hold_seat(page, server, table_id, 0, tokens[0])
    _tid(page, "kot").wait_for()
    _tid(page, "monster-0").wait_for(state="visible")
    assert _tid(page, "players-toggle").is_hidden()
    page.context.close()


# ---------------------------------------------------------------------- the final results

# game: its seats at most, all bots (the widest table each can finish with)
FULL = {"genie": 5, "kingoftokyo": 6, "saboteur": 10, "clank": 6}
FITS = """() => {
  const table = document.querySelector('[data-testid="final-table"]');
  const scroller = table.closest('.sheet-scroll');
  return {page: document.scrollingElement.scrollWidth, room: innerWidth,
          table: [table.scrollWidth, table.clientWidth],
          scroller: [scroller.scrollWidth, scroller.clientWidth]};
}"""


@pytest.fixture(scope="module")
def finished(server: str, browser: Any) -> dict[str, str]:
    """A finished table of each game, every seat a random bot: game -> table id."""
    page = browser.new_page()
    ids = {game: make_table(page, server, game, [], bots=n, bot="random")[0]
           for game, n in FULL.items()}  # all playing at once
    for table_id in ids.values():
        wait_finished(page, server, table_id, timeout=240)
    page.close()
    return ids


@pytest.mark.parametrize("game", list(FULL))
def test_the_final_results_fit_a_phone(server: str, browser: Any,
                                       shot: Callable[[Any, str], None],
                                       finished: dict[str, str], game: str) -> None:
    """At 390 px a finished table's results (each game's fullest table) need no sideways
    scroll, of the page or of the table's own box, in every language."""
    for lang in ("en", "zh-Hant", "uk"):
        page = _phone(browser, lang)
        page.goto(f"{server}/#/table/{finished[game]}")
        _tid(page, "final-table").wait_for()
        page.wait_for_timeout(200)  # its pictures and fonts drawn
        seen = page.evaluate(FITS)
        assert seen["page"] <= seen["room"], (lang, seen)
        assert seen["table"][0] <= seen["table"][1], (lang, seen)
        assert seen["scroller"][0] <= seen["scroller"][1], (lang, seen)
        shot(page, f"phone-{game}-final-{lang}")
        assert page.errors == []  # type: ignore[attr-defined]
        page.context.close()


# ---------------------------------------------------------------------- Saboteur's result

RESULT = """() => {
  const panel = document.querySelector('[data-testid="round-result"]');
  const scroller = panel.querySelector('.sheet-scroll');
  const table = scroller.querySelector('table');
  const box = scroller.getBoundingClientRect();
  const column = [...table.querySelectorAll('tbody tr')].map((r) => r.cells[2].textContent.trim());
  return {table: table.scrollWidth, room: scroller.clientWidth,
          out: [...table.querySelectorAll('th, td')]
            .filter((c) => c.getBoundingClientRect().right > box.right + 1)
            .map((c) => c.textContent.trim()),
          page: document.documentElement.scrollWidth <= innerWidth + 1, column};
}"""


def test_saboteurs_round_result_fits_a_phone_and_says_every_result(
        server: str, browser: Any, shot: Callable[[Any, str], None]) -> None:
    """Ten random bots play a game; a round whose gold was never found is opened from the
    round progress of the replay on a phone: the table fits (no cell beyond its right
    edge, nothing to scroll sideways) and every row's Result says how it ended."""
    page = _phone(browser, None)
    page.goto(server + "/")
    found = None
    for _ in range(4):
        table_id, _, _ = make_table(page, server, "saboteur", [], bots=10, bot="random")
        wait_finished(page, server, table_id, timeout=180)
        steps = api(page, server, "GET", f"/api/tables/{table_id}/replay")["steps"]
        results = steps[-1]["view"].get("results") or []
        found = next((r["round"] for r in results if not r["gold_found"]), None)
        if found:
            break
    assert found, "every round's gold was found"
    for lang in ("en", "uk", "zh-Hant"):
        page.evaluate(f"localStorage.setItem('ludoteca.lang', {lang!r})")
        page.goto(f"{server}/#/replay/{table_id}")
        page.reload()
        _tid(page, "saboteur").wait_for()
        _tid(page, "replay-last").click()
        _tid(page, f"round-pip-{found}").click()
        _tid(page, "round-result").wait_for()
        seen = page.evaluate(RESULT)
        assert seen["table"] <= seen["room"] and seen["out"] == [] and seen["page"], seen
        assert len(seen["column"]) == 10 and all(seen["column"]), seen["column"]
        lost = texts(lang, "ludoteca.games.saboteur")("ui-result-lost")
        assert any(lost in c for c in seen["column"]), seen["column"]
        _tid(page, "round-result").scroll_into_view_if_needed()
        shot(page, f"phone-saboteur-result-{lang}")
        _tid(page, "round-result").screenshot(
            path=str(ARTIFACTS / f"phone-saboteur-result-{lang}-table.png"))
    assert page.errors == []  # type: ignore[attr-defined]
    page.context.close()


# ---------------------------------------------------------------------- King of Tokyo

MOUNT = """async ([view, seat]) => {
  const { mount } = await import('/games/kingoftokyo/static/kingoftokyo.js');
  const host = document.createElement('div');
  document.querySelector('.app').replaceChildren(host);
  const screen = mount(host, {live: true, tableId: null, send: () => true,
                              rematch() {}, canRematch: () => false});
  const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];  // no digit in a name
  const table = {seats: names.map((name) => ({kind: 'human', name}))};
  screen.update({table, seat, version: 1, decision: 1, view, events: [],
                 legal: [{kind: 'yield'}, {kind: 'stay'}]});
  const text = () => host.querySelector('[data-testid="prompt-text"]')?.textContent || '';
  const later = () => new Promise((r) => setTimeout(r, 50));
  for (let i = 0; i < 50 && /prompt-/.test(text()); i++) await later();
  await new Promise((r) => setTimeout(r, 200));  // the game's catalogue, once loaded
  return text();
}"""


def test_the_yield_prompt_says_the_players_hearts(server: str, browser: Any) -> None:
    """A monster in Tokyo smashed decides to stay or yield on its hearts: the prompt says
    them (a yield decision of a finished six-bot game, drawn on the player's screen)."""
    page = _phone(browser, None)
    page.goto(server + "/")
    asked = None
    for _ in range(3):
        table_id, host, _ = make_table(page, server, "kingoftokyo", [], bots=6)
        wait_finished(page, server, table_id, timeout=180)
        for seat in range(6):
            steps = api(page, server, "GET",
                        f"/api/tables/{table_id}/replay?seat={seat}&token={host}")["steps"]
            asked = next((step["view"] for step in steps
                          if (step["view"].get("pending") or {}).get("kind") == "yield"
                          and step["view"]["pending"].get("seat") == seat), None)
            if asked:
                break
        if asked:
            break
    assert asked, "no monster was ever asked to yield"
    seat = asked["pending"]["seat"]
    me = next(m for m in asked["monsters"] if m["seat"] == seat)
    for lang in ("en", "uk", "zh-Hant"):
        page.evaluate(f"localStorage.setItem('ludoteca.lang', {lang!r})")
        page.reload()
        page.locator('[data-testid="create-table"]').wait_for()
        text = page.evaluate(MOUNT, [asked, seat])
        assert re.search(rf"\b{me['hp']}\b\D+\b{me.get('max_hp') or 10}\b", text), (lang, text)
    assert page.errors == []  # type: ignore[attr-defined]
    page.context.close()
