"""Chinese on a machine without a Chinese font: the page fetches the shipped Noto Sans TC
subset and draws real characters, not boxes; where the system has one, nothing is fetched.

The machine without is chromium given a fontconfig that knows only DejaVu (a Debian
install with no CJK font package)."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .conftest import ARGS, CHROMIUM

FONT = "/static/vendor/noto-fonts/"
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
# a phrase of the shared catalogue's Chinese (the lobby's), and one no font has: a box
CHINESE = "建立遊戲桌"
NO_GLYPH = "\U000F0000"  # a private-use plane character: every font draws it as a box


@pytest.fixture(scope="module")
def bare_browser(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A second chromium of the module's Playwright (one sync Playwright per thread)."""
    if not DEJAVU.is_dir():
        pytest.skip("no DejaVu fonts to build a machine without Chinese fonts from")
    folder = tmp_path_factory.mktemp("fontconfig")
    conf = folder / "fonts.conf"
    conf.write_text(f"""<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>{DEJAVU}</dir><cachedir>{folder / 'cache'}</cachedir></fontconfig>
""", encoding="utf-8")
    bare = browser.browser_type.launch(executable_path=CHROMIUM, args=ARGS,
                                       env={"FONTCONFIG_FILE": str(conf), "HOME": str(folder)})
    yield bare
    bare.close()


def _open(browser: Any, server: str, locale: str) -> tuple[Any, list[tuple[str, int]]]:
    context = browser.new_context(locale=locale)
    page = context.new_page()
    fetched: list[tuple[str, int]] = []
    page.on("response", lambda r: fetched.append((r.url, r.status)) if FONT in r.url else None)
    page.goto(f"{server}/#/")
    page.locator('[data-testid="create-table"], [data-testid="no-tables"]').first.wait_for()
    return page, fetched


def _width(page: Any, text: str) -> float:
    return page.evaluate("""(text) => {
      const s = document.createElement("span");
      s.textContent = text; s.style.fontSize = "40px";
      document.body.append(s);
      const w = s.getBoundingClientRect().width; s.remove(); return w;
    }""", text)


def test_chinese_is_drawn_with_the_shipped_font_where_the_system_has_none(
        server: str, bare_browser: Any, shot: Any) -> None:
    page, fetched = _open(bare_browser, server, "zh-TW")
    assert page.evaluate("document.documentElement.lang") == "zh-Hant"
    page.wait_for_function("""() => [...document.fonts].some((f) =>
        f.family.replace(/"/g, "") === "Ludoteca Noto Sans TC" && f.status === "loaded")""")
    assert any(url.endswith("noto-sans-tc-ludoteca.woff2") and status == 200
               for url, status in fetched), fetched
    # drawn as characters: five of them do not measure as five boxes
    assert abs(_width(page, CHINESE) - _width(page, NO_GLYPH * len(CHINESE))) > 1.0
    shot(page, "fonts-zh-without-a-system-font")
    page.context.close()


def test_english_pages_fetch_no_chinese_font(server: str, bare_browser: Any) -> None:
    """The lobby in English shows no Chinese but the language switcher's "繁體中文": the
    Cyrillic and Latin text needs nothing shipped (DejaVu draws it)."""
    page, fetched = _open(bare_browser, server, "en-GB")
    page.wait_for_timeout(300)
    assert not [u for u, _ in fetched if "cyrillic" in u], fetched
    page.context.close()


def test_a_system_chinese_font_is_preferred(server: str, browser: Any) -> None:
    listed = subprocess.run(["fc-list", ":lang=zh-tw", "family"], capture_output=True,
                            text=True, check=False).stdout
    if "Noto Sans CJK TC" not in listed:
        pytest.skip("this machine has no Noto Sans CJK TC (Debian: fonts-noto-cjk)")
    for locale in ("zh-TW", "uk-UA", "en-GB"):
        page, fetched = _open(browser, server, locale)
        page.wait_for_timeout(300)
        assert not fetched, (locale, fetched)
        page.context.close()
