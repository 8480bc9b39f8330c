"""Turn alerts (web/static/alert.js): when a table starts asking the player to move while
they look elsewhere, the tab title flashes until they come back, a phone vibrates and,
if they turned it on, a tone sounds; the header's bell turns each off, remembered.

The page's focus, `navigator.vibrate` and `AudioContext` are stood in for by an init script
(a headless browser has no window to leave, no motor and no speaker)."""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca.core.i18n import texts

from .tables import api, hold_seat, make_table

STUBS = """
window.__focus = true;
document.hasFocus = () => window.__focus;
window.__vibrated = [];
navigator.vibrate = (p) => { window.__vibrated.push(p); return true; };
window.__tones = 0;
window.AudioContext = class {
  constructor() { this.state = "running"; this.currentTime = 0; this.destination = {}; }
  resume() {}
  createOscillator() {
    window.__tones += 1;
    return { frequency: { setValueAtTime() {} }, connect: (g) => g, start() {}, stop() {} };
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} };
  }
};
"""
FEED = """async (msgs) => {
  const { TurnAlert } = await import('/static/alert.js');
  const a = new TurnAlert();
  const titles = [];
  for (const m of msgs) { a.update(m); titles.push(document.title); }
  a.destroy();
  return { titles, vibrated: window.__vibrated.length, tones: window.__tones };
}"""
ASKED = {"type": "state", "seat": 0, "legal": [{"kind": "x"}], "view": {}}
NOT_ASKED = {"type": "state", "seat": 0, "legal": [], "view": {}}
SPECTATOR = {"type": "state", "seat": None, "legal": [{"kind": "x"}], "view": {}}


def _page(browser: Any, server: str, lang: str = "en") -> Any:
    locale = {"en": "en-GB", "zh-Hant": "zh-TW", "uk": "uk-UA"}[lang]
    context = browser.new_context(locale=locale)
    context.add_init_script(STUBS)
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(server + "/")
    page.locator('[data-testid="create-table"]').wait_for()
    return page


def test_the_players_move_while_away_flashes_the_title_and_vibrates(
        server: str, browser: Any) -> None:
    """A real table, started while the player looks elsewhere: their move comes, the title
    flashes and the phone vibrates (sound is off until turned on); back at the window, the
    page's own title returns."""
    page = _page(browser, server)
    alert = texts("en")("alert-your-move")
    table_id, host, tokens = make_table(page, server, "genie", ["Ada"], bots=2, bot="random",
                                        start=False)
    hold_seat(page, server, table_id, 0, tokens[0])
    page.locator('[data-testid="waiting-room"]').wait_for()
    own = page.evaluate("() => document.title")
    page.evaluate("() => { window.__focus = false; }")
    api(page, server, "POST", f"/api/tables/{table_id}/start", {"token": host})
    page.wait_for_function("(t) => document.title === t", arg=alert)
    page.wait_for_function("(t) => document.title !== t", arg=alert)  # it flashes
    assert page.evaluate("() => window.__vibrated.length") == 1
    assert page.evaluate("() => window.__tones") == 0
    page.evaluate("() => { window.__focus = true; window.dispatchEvent(new Event('focus')); }")
    page.wait_for_timeout(1300)  # longer than a flash
    assert page.evaluate("() => document.title") == own
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "uk"])
def test_the_bell_turns_each_alert_off_and_remembers(server: str, browser: Any,
                                                     lang: str) -> None:
    page = _page(browser, server, lang)
    say = texts(lang)
    bell = page.locator('[data-testid="alert-settings"]')
    bell.click()
    menu = page.locator('[data-testid="alert-menu"]')
    assert menu.is_visible()
    assert say("alert-sound") in menu.inner_text()
    assert page.locator('[data-testid="alert-title"]').is_checked()
    assert not page.locator('[data-testid="alert-sound"]').is_checked()
    page.locator('[data-testid="alert-title"]').uncheck()
    page.locator('[data-testid="alert-sound"]').check()
    assert page.evaluate("() => window.__tones") == 1  # heard once as it is turned on
    page.keyboard.press("Escape")
    assert not menu.is_visible()
    page.reload()
    page.locator('[data-testid="create-table"]').wait_for()
    page.locator('[data-testid="alert-settings"]').click()
    assert not page.locator('[data-testid="alert-title"]').is_checked()
    assert page.locator('[data-testid="alert-sound"]').is_checked()
    # away, asked: no title, a tone, a vibration
    page.evaluate("() => { window.__focus = false; }")
    got = page.evaluate(FEED, [NOT_ASKED, ASKED])
    assert got["titles"][1] != say("alert-your-move") and got["tones"] == 1
    assert got["vibrated"] == 1
    page.context.close()


def test_only_a_move_newly_asked_while_away_rings(server: str, browser: Any) -> None:
    page = _page(browser, server)
    alert = texts("en")("alert-your-move")
    # looking at the page: nothing
    got = page.evaluate(FEED, [NOT_ASKED, ASKED])
    assert got["titles"][1] != alert and got["vibrated"] == 0
    page.reload()
    page.locator('[data-testid="create-table"]').wait_for()
    page.evaluate("() => { window.__focus = false; }")
    # a spectator is never asked; the same move asked again (a resent state) rings once;
    # the move made (not asked) stops the flashing
    got = page.evaluate(FEED, [SPECTATOR, NOT_ASKED, ASKED, ASKED, NOT_ASKED])
    assert got["titles"][0] != alert and got["titles"][1] != alert
    assert got["titles"][2] == alert and got["vibrated"] == 1
    assert got["titles"][4] != alert
    page.context.close()
