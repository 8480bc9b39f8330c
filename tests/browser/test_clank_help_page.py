"""Clank!'s "how to play" page in a browser: in each language its icons are pictures that
load (none left as [[NAME]]), each with the words of icon-NAME, and nothing is wider than
a phone.

Place in tests/browser/ once the help messages are in the catalogues.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from ludoteca.core.i18n import LANGUAGES, texts

GAME = "clank"
PHONE = {"width": 390, "height": 844}


def _context(browser: Any, lang: str) -> Any:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    context.add_init_script(f"localStorage.setItem('ludoteca.lang', {lang!r});")
    return context


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_clank_rules_show_their_icons(server: str, browser: Any, lang: str) -> None:
    context = _context(browser, lang)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{server}/#/help/{GAME}")
    body = page.locator('[data-testid="help-body"]')
    body.wait_for()
    say = texts(lang, "ludoteca.games.clank")
    assert page.locator('[data-testid="help-title"]').inner_text() == say("help-title")
    assert not re.search(r"\[\[[^\]]*\]\]", body.inner_text())  # every icon is a picture
    icons = page.evaluate("""async () => {
      const imgs = [...document.querySelectorAll('.help-body img.help-icon')];
      await Promise.all(imgs.map((i) => i.decode().catch(() => null)));
      return imgs.map((i) => [i.getAttribute('src'), i.alt, i.naturalWidth]);
    }""")
    assert len(icons) >= 35
    for src, alt, width in icons:
        name = re.fullmatch(rf"/games/{GAME}/static/icons/([a-z0-9-]+)\.svg", src)
        assert name, src
        assert alt == say(f"icon-{name.group(1)}"), (src, alt)
        assert width > 0, f"{src} did not load"
    width = page.evaluate("[document.scrollingElement.scrollWidth, innerWidth]")
    assert width[0] <= width[1], f"the {lang} rules are {width[0]}px wide on a phone"
    assert not errors, errors
    context.close()
