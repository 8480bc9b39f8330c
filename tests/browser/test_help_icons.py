"""Icons in a game's rules (help.js): `[[NAME]]` in help-body or help-keys shows the game's
picture web/icons/NAME.svg, its alt text the game's message icon-NAME in the reader's
language; anything else stays as it was typed, escaped.

The game's catalogue is given test messages by intercepting its .ftl files (put before
the real ones, so they win over messages of the same id), so these tests do not depend on
what a game's real rules say.
"""

from __future__ import annotations

import re
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from ludoteca.core.i18n import LANGUAGES
from ludoteca.core.registry import installed

GAME = "clank"  # the game whose web/icons/ folder the pictures come from
ALT = {"en": 'Boots & "Co" <b>', "zh-Hant": "移動力", "uk": "Чоботи"}
BODY = """help-body =
    ## Moving [[boots]]
    - [[boots]] Boots move you; [[Boots]] [[no-such]] [[a/b]] [[../boots]] [[]] stay as typed.
    Text <b>bold</b> and [[boots]][[boots]] twice.
help-keys =
    - B: [[boots]]
"""
# the icons of a line of BODY as typed: not a name, or a name the catalogue has no words for
LITERAL = ("[[Boots]]", "[[no-such]]", "[[a/b]]", "[[../boots]]", "[[]]")
ICON_SRC = f"/games/{GAME}/static/icons/boots.svg"


def _test_messages(lang: str) -> str:
    return f"{BODY}icon-boots = {ALT[lang]}\n\n"


def _prepend(route: Any) -> None:
    """Answer a catalogue request with the test messages, then the real catalogue."""
    lang = Path(route.request.url.split("?")[0]).stem
    real = route.fetch()
    body = (_test_messages(lang) if lang in ALT else "") + real.text()
    route.fulfill(response=real, body=body)


@pytest.fixture
def page_for(browser: Any) -> Iterator[Callable[..., Any]]:
    contexts: list[Any] = []

    def make(lang: str, games: tuple[str, ...] = (GAME,)) -> Any:
        context = browser.new_context(viewport={"width": 900, "height": 900})
        context.add_init_script(f"localStorage.setItem('ludoteca.lang', {lang!r});")
        for game in games:
            context.route(f"**/games/{game}/locale/*.ftl", _prepend)
        contexts.append(context)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        return page, errors

    yield make
    for context in contexts:
        context.close()


def _icons(page: Any) -> Any:
    return page.locator('[data-testid="help-page"] img.help-icon')


def _wait_loaded(page: Any) -> list[int]:
    """The natural width of every icon on the page, once each has loaded (0: it failed)."""
    return page.evaluate("""async () => {
      const imgs = [...document.querySelectorAll('img.help-icon')];
      await Promise.all(imgs.map((i) => i.decode().catch(() => null)));
      return imgs.map((i) => i.naturalWidth);
    }""")


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_an_icon_is_the_games_picture_in_the_readers_words(
        server: str, page_for: Callable[..., Any], lang: str) -> None:
    page, errors = page_for(lang)
    page.goto(f"{server}/#/help/{GAME}")
    body = page.locator('[data-testid="help-body"]')
    body.wait_for()
    icons = _icons(page)
    # the heading's, the list item's and the paragraph's two; help-keys has one more
    assert body.locator("img.help-icon").count() == 4
    assert body.locator("h3 img.help-icon").count() == 1
    assert body.locator("li img.help-icon").count() == 1
    assert page.locator('[data-testid="help-keys"] img.help-icon').count() == 1
    assert icons.count() == 5
    for i in range(icons.count()):
        assert icons.nth(i).get_attribute("src") == ICON_SRC
        assert icons.nth(i).get_attribute("alt") == ALT[lang]
    # the picture is served from the game package's web/icons/ folder
    assert all(width > 0 for width in _wait_loaded(page))
    text = body.inner_text()
    for typed in LITERAL:
        assert typed in text, typed
    assert "<b>bold</b>" in text and not body.locator("b").count()  # still escaped
    assert "Boots move you" in text and "twice." in text
    # about the size of the words around it, in the middle of the line
    size = page.evaluate("""() => {
      const img = document.querySelector('.help-body li img.help-icon');
      const s = getComputedStyle(img);
      const font = parseFloat(getComputedStyle(img.parentElement).fontSize);
      return {h: img.getBoundingClientRect().height / font, align: s.verticalAlign};
    }""")
    assert 1.1 <= size["h"] <= 1.5 and size["align"] == "middle", size
    assert not errors, errors


def test_the_icons_words_follow_a_language_switch(server: str,
                                                   page_for: Callable[..., Any]) -> None:
    page, errors = page_for("en")
    page.goto(f"{server}/#/help/{GAME}")
    _icons(page).first.wait_for()
    for lang in ("zh-Hant", "uk", "en"):
        page.locator('[data-testid="lang-switch"]').select_option(lang)
        page.wait_for_function("(alt) => document.querySelector('img.help-icon')?.alt === alt",
                               arg=ALT[lang])
        assert {_icons(page).nth(i).get_attribute("alt") for i in range(5)} == {ALT[lang]}
    assert not errors, errors


def test_a_game_without_icon_words_keeps_the_token_as_typed(
        server: str, page_for: Callable[..., Any]) -> None:
    # saboteur's catalogue gets the same help-body, but no words for any icon
    def body_only(route: Any) -> None:
        real = route.fetch()
        route.fulfill(response=real, body=BODY + "\n" + real.text())

    page, errors = page_for("uk", games=())
    page.route("**/games/saboteur/locale/*.ftl", body_only)
    page.goto(f"{server}/#/help/saboteur")
    body = page.locator('[data-testid="help-body"]')
    body.wait_for()
    assert "[[boots]]" in body.inner_text()
    assert not page.locator('[data-testid="help-page"] img').count()
    assert not errors, errors


def test_help_html_reads_icons_only_for_a_game(server: str,
                                                page_for: Callable[..., Any]) -> None:
    """helpHTML(text) as the genie screen calls it is unchanged; helpHTML(text, game) shows
    the game's icons that its catalogue has words for."""
    page, errors = page_for("en")
    page.goto(f"{server}/#/help/{GAME}")
    _icons(page).first.wait_for()
    out = page.evaluate("""async () => {
      const { helpHTML } = await import("/static/help.js");
      return [helpHTML("a [[boots]] <i>"), helpHTML("a [[boots]]", "clank"),
              helpHTML("[[Boots]] [[x y]] [[boots\\"]] [[gold]]", "clank"),
              helpHTML("[[boots]]", "no-such-game")];
    }""")
    assert out[0] == "<p>a [[boots]] &lt;i&gt;</p>"
    assert out[1] == ('<p>a <img class="help-icon" src="/games/clank/static/icons/boots.svg" '
                      'alt="Boots &amp; &quot;Co&quot; &lt;b&gt;"></p>')
    # not a name, or no words for it in the catalogue (the test catalogue has no icon-gold
    # unless the game's own has one): typed as it was
    assert out[2].startswith("<p>[[Boots]] [[x y]] [[boots&quot;]] ")
    assert out[3] == "<p>[[boots]]</p>"
    assert not errors, errors


def test_every_icon_of_the_game_is_served_as_svg(server: str) -> None:
    folder = installed(GAME).web_dir
    assert folder is not None
    names = sorted(p.stem for p in (folder / "icons").glob("*.svg"))
    assert len(names) >= 30
    for name in names:
        assert re.fullmatch(r"[a-z0-9-]+", name), name
        with urllib.request.urlopen(f"{server}/games/{GAME}/static/icons/{name}.svg") as res:
            assert res.status == 200
            assert res.headers["content-type"].startswith("image/svg+xml")
            assert res.read().startswith(b"<svg")
