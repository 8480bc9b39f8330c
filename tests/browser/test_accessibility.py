"""An automated accessibility check of every kind of page, on a desktop and a phone: axe-core
(vendored in tests/browser/vendor/axe-core, never loaded from the network) runs in the
page and finds no violation of impact "serious" or "critical" (contrast, names, labels,
roles, scrollable regions a keyboard cannot reach...).

Pages: the lobby, a waiting room, a genie, a King of Tokyo and a Clank! table (each with a
seat's decision open), a replay, the replays list and a game's help page.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .tables import api, hold_seat, make_table, wait_finished
from .ui import next_decision

AXE = Path(__file__).parent / "vendor" / "axe-core" / "axe.min.js"
VIEWPORTS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
RUN = """() => axe.run(document, {resultTypes: ['violations']}).then((r) => r.violations
  .filter((v) => v.impact === 'serious' || v.impact === 'critical')
  .map((v) => ({id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' '))})))"""


@pytest.fixture(scope="module")
def tables(server: str, browser: Any) -> dict[str, Any]:
    """A finished genie game (its replay), and a waiting genie table; the seats' tokens."""
    page = browser.new_page()
    done, _, _ = make_table(page, server, "genie", [], bots=3)
    wait_finished(page, server, done)
    waiting, _, tokens = make_table(page, server, "genie", ["Ada"], bots=1, start=False)
    page.close()
    return {"finished": done, "waiting": waiting, "waiting_token": tokens[0]}


def _violations(page: Any) -> list[dict[str, Any]]:
    page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    return page.evaluate(RUN)


def _page(browser: Any, viewport: str) -> Any:
    phone = viewport == "phone"
    page = browser.new_context(viewport=VIEWPORTS[viewport], is_mobile=phone,
                               has_touch=phone).new_page()
    page.set_default_timeout(15_000)
    return page


def _tid(page: Any, testid: str) -> Any:
    return page.locator(f'[data-testid="{testid}"]')


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_the_shell_pages_have_no_serious_violation(server: str, browser: Any,
                                                   tables: dict[str, Any], viewport: str) -> None:
    page = _page(browser, viewport)
    found = {}
    page.goto(server + "/")
    _tid(page, "create-table").wait_for()
    found["lobby"] = _violations(page)
    page.goto(f"{server}/#/replays")
    _tid(page, "replay-row").first.wait_for()
    found["replays"] = _violations(page)
    page.goto(f"{server}/#/replay/{tables['finished']}")
    _tid(page, "genie").wait_for()
    page.locator('[data-testid="replay-last"]').click()
    found["replay"] = _violations(page)
    for game in ("genie", "kingoftokyo"):
        page.goto(f"{server}/#/help/{game}")
        page.locator(".help-page h1").wait_for()
        found[f"help {game}"] = _violations(page)
    hold_seat(page, server, tables["waiting"], 0, tables["waiting_token"])
    _tid(page, "waiting-room").wait_for()
    found["waiting room"] = _violations(page)
    assert {k: v for k, v in found.items() if v} == {}
    page.context.close()


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
@pytest.mark.parametrize("game", ["genie", "kingoftokyo", "clank"])
def test_a_game_table_has_no_serious_violation(server: str, browser: Any, viewport: str,
                                               game: str) -> None:
    page = _page(browser, viewport)
    page.goto(server + "/")
    table_id, host, tokens = make_table(page, server, game, ["Ada"], bots=2, start=False)
    hold_seat(page, server, table_id, 0, tokens[0])
    _tid(page, "waiting-room").wait_for()
    api(page, server, "POST", f"/api/tables/{table_id}/start", {"token": host})
    done = '[data-testid="score-sheet"], [data-testid="end-screen"]'
    d = next_decision(page, "kot" if game == "kingoftokyo" else game, done, 30_000)
    assert d is not None
    found = _violations(page)
    assert found == [], (d.kind, found)
    page.context.close()
