"""Playing a game screen from a browser test: act on this seat's open decision only.

A game screen (genie.js, kingoftokyo.js) redraws itself on every state message, and a
decision can close without us: a timed window (the genie lamp claim) runs out, or the
answer to our own action arrives. So a test never clicks from what it read a moment
ago. It waits, on the root of the screen, for what markDecision (shared.js) writes:

    data-asked      what this seat is asked now ("wait": nothing, or an action in flight)
    data-decision   the version this decision began at

and every click goes through a locator scoped to that root *with those values*:
Playwright re-resolves a locator when a redraw detaches the element it found, and the
scoped one matches again only while the same decision is open, so a click is retried
only when the same choice is still valid, and given up (False) once the decision moved on.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

# one click attempt, tried again while the decision is still open (at most 1 s also keeps
# Playwright's own polling of the element at 100 ms: its backoff reaches 500 ms only in
# waits longer than 2.5 s)
ATTEMPT_MS = 1_000


def _css(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


@dataclass
class Decision:
    """One open decision of the seat a page holds: KIND asked since version DECISION."""

    page: Any
    root: str  # the data-testid of the game screen
    kind: str
    decision: str

    @property
    def scope(self) -> Any:
        """The game screen while this decision is open (nothing once it is not)."""
        return self.page.locator(
            f'[data-testid="{self.root}"][data-asked="{_css(self.kind)}"]'
            f'[data-decision="{_css(self.decision)}"]')

    def is_open(self) -> bool:
        return self.scope.count() > 0

    def has(self, selector: str) -> bool:
        """Does the screen of this open decision show a match of selector now?"""
        return self.scope.locator(selector).count() > 0

    def _ready(self, selector: str) -> Any:
        """The visible, enabled matches of selector while this decision is open."""
        shown = self.scope.locator(selector).filter(visible=True)
        return shown.and_(self.page.locator(":not([disabled])"))

    def ready(self, selector: str) -> bool:
        """Does it show a visible, enabled match of selector now?"""
        return self._ready(selector).count() > 0

    def find(self, selector: str) -> Any:
        return self.scope.locator(selector)

    def click(self, selector: str, timeout: float = 15_000, bring: str | None = None) -> bool:
        """Click the first visible, enabled match of selector while this decision is open.

        bring: a JS function of an element that scrolls it into a player's reach (clear of
        what the page keeps stuck over it: a sticky header, a dock) and returns whether
        nothing covers its middle then; given it, each attempt clicks the first match it
        brought clear. (Playwright's own scrolling lines an element up with the window's
        edges or middle, where a sticky dock or header may sit, and its hit test then
        fails however often it is tried.)

        True once clicked; False if the decision closed first. Raises if the decision stays
        open for `timeout` ms and no match ever becomes clickable (or is brought clear)."""
        # the locator itself waits: it resolves only to a visible, enabled match inside the
        # screen of this open decision, and Playwright re-resolves it after a redraw
        ready = self._ready(selector)
        end = time.monotonic() + timeout / 1000
        while True:
            left = max(1.0, (end - time.monotonic()) * 1000)
            error: PlaywrightError | None = None
            try:
                target = ready.first if bring is None else self._clear(ready, bring)
                if target is not None:
                    target.click(timeout=min(left, ATTEMPT_MS))
                    return True
            except PlaywrightError as exc:
                error = exc
            # not clickable in time (or none clear yet): again only while the same decision
            # is open
            if not self.is_open():
                return False
            if time.monotonic() >= end:
                if error is not None:
                    raise error
                raise AssertionError(f"no match of {selector} showed that could be brought "
                                     "clear: something covers its middle however it scrolls")
            if error is None:  # nothing to click yet: a moment before the next look
                time.sleep(0.1)

    @staticmethod
    def _clear(ready: Any, bring: str) -> Any | None:
        """The first of the matches that `bring` brought clear, or None."""
        for i in range(ready.count()):
            match = ready.nth(i)
            if match.evaluate(bring, timeout=ATTEMPT_MS):
                return match
        return None

    def wait_closed(self, timeout: float = 15_000) -> None:
        """Wait until this decision is no longer open (answered, or timed out)."""
        self.scope.wait_for(state="detached", timeout=timeout)


# what the seat is asked, read in one go (the screen may redraw between two reads):
# [over, kind, decision] once asked something or over, null while it waits
ASKED = """([root, done]) => {
  if (document.querySelector(done)) return [true, "", ""];
  const screen = document.querySelector(`[data-testid="${root}"]`);
  const d = screen ? screen.dataset : {};
  return d.asked && d.asked !== "wait" && d.decision ? [false, d.asked, d.decision] : null;
}"""


def next_decision(page: Any, root: str, done: str, timeout: float) -> Decision | None:
    """Wait until the seat is asked something (its Decision) or `done` shows (None)."""
    # checked on every animation frame: a locator wait backs off to one look in 500 ms
    try:
        found = page.wait_for_function(ASKED, arg=[root, done], polling="raf", timeout=timeout)
    except PlaywrightTimeoutError:
        raise AssertionError(f"the {root} screen asked nothing and did not finish") from None
    over, kind, decision = found.json_value()
    return None if over else Decision(page, root, kind, decision)


LOCALES = {"en": "en-GB", "zh-Hant": "zh-TW", "uk": "uk-UA"}


def new_page(browser: Any, *, viewport: dict[str, int] | None = None, touch: bool = False,
             reduced_motion: bool = False, lang: str | None = None,
             locale: str | None = None, timeout: float = 15_000) -> Any:
    """A page in a context of its own (close it with page.context.close()).

    viewport: the window's size (None: Playwright's default); touch: a phone (is_mobile
    and has_touch); reduced_motion: the page is told to prefer it (a decision scrolled
    into view at once); lang: the client's language, put in localStorage before any
    script runs (None: as the browser's locale says, or the test sets it); locale: the
    browser's own; timeout: the page's default timeout, ms. Its uncaught errors go to
    the list `page.errors`."""
    options: dict[str, Any] = {"viewport": viewport}
    if touch:
        options.update(is_mobile=True, has_touch=True)
    if locale is not None:
        options["locale"] = locale
    context = browser.new_context(**options)
    if lang is not None:
        context.add_init_script(f"localStorage.setItem('ludoteca.lang', {lang!r});")
    page = context.new_page()
    page.set_default_timeout(timeout)
    if reduced_motion:
        page.emulate_media(reduced_motion="reduce")
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors
    return page


def screen_page(browser: Any, server: str, *, lang: str = "en",
                viewport: dict[str, int] | None = None, game: str | None = None,
                styles: bool = False) -> tuple[Any, list[str]]:
    """A page of the shell in `lang` with the shared client loaded (the lobby drawn), ready
    for a test to mount a game's screen on crafted messages: the game's catalogue loaded
    (`game`) and its stylesheet linked (`styles`). Returns the page (close its context)
    and the list its uncaught errors go to."""
    page = new_page(browser, viewport=viewport, locale=LOCALES[lang], timeout=60_000)
    errors: list[str] = page.errors
    page.goto(server + "/")
    page.locator('[data-testid="create-table"]').wait_for()
    if game:
        page.evaluate("async (g) => { const i = await import('/static/i18n.js');"
                      " await i.useGameTexts(g); }", game)
        if styles:
            page.add_style_tag(url=f"{server}/games/{game}/static/{game}.css")
    return page, errors
