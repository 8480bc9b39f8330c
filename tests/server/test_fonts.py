"""The fonts shipped for machines without Chinese or Ukrainian ones (web/static/vendor/
noto-fonts): they cover every character the catalogues and pages use, style.css serves
each for the ranges its file holds, and the server gives them out as fonts."""

from __future__ import annotations

import importlib.util
import re
from functools import cache
from pathlib import Path
from typing import Any

from fontTools.ttLib import TTFont  # with brotli, for woff2 (the test extra has both)

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "src" / "ludoteca" / "web" / "static"
FONTS = STATIC / "vendor" / "noto-fonts"
CYRILLIC = ("noto-sans-cyrillic-400-normal.woff2", "noto-sans-cyrillic-700-normal.woff2")


@cache
def _maker() -> Any:
    spec = importlib.util.spec_from_file_location("make_cjk_font",
                                                  ROOT / "tools" / "make_cjk_font.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _faces() -> dict[str, list[tuple[str, list[tuple[int, int]]]]]:
    """style.css's @font-face rules: family -> [(file, unicode ranges)]."""
    css = (STATIC / "style.css").read_text(encoding="utf-8")
    out: dict[str, list[tuple[str, list[tuple[int, int]]]]] = {}
    for body in re.findall(r"@font-face\s*{([^}]*)}", css):
        family = re.search(r'font-family:\s*"([^"]+)"', body)
        url = re.search(r"url\(/static/vendor/noto-fonts/([^)]+)\)", body)
        ranges = re.search(r"unicode-range:\s*([^;]+);", body)
        assert family and url and ranges, body
        spans = []
        for part in ranges.group(1).split(","):
            lo, _, hi = part.strip().removeprefix("U+").partition("-")
            spans.append((int(lo, 16), int(hi or lo, 16)))
        out.setdefault(family.group(1), []).append((url.group(1), spans))
    return out


@cache
def _cmap(name: str) -> frozenset[int]:
    return frozenset(TTFont(FONTS / name, lazy=True).getBestCmap())


def test_the_chinese_font_has_every_character_the_catalogues_use() -> None:
    maker = _maker()
    wanted = maker.wanted()
    assert len(wanted) > 500  # the Chinese catalogues' characters, not an empty scan
    missing = "".join(sorted(ch for ch in wanted if ord(ch) not in _cmap(maker.OUT.name)))
    assert not missing, f"run python tools/make_cjk_font.py: the font lacks {missing}"


def test_every_ukrainian_letter_of_the_catalogues_is_in_the_cyrillic_font() -> None:
    letters = {ch for f in (ROOT / "src" / "ludoteca").rglob("locale/uk.ftl")
               for ch in f.read_text(encoding="utf-8") if 0x400 <= ord(ch) <= 0x52F}
    assert {"ї", "є", "ґ", "і"} <= letters
    for name in CYRILLIC:
        assert not {ch for ch in letters if ord(ch) not in _cmap(name)}, name


def test_the_stylesheet_serves_each_font_for_the_characters_it_holds() -> None:
    faces = _faces()
    maker = _maker()
    [(file, spans)] = faces["Ludoteca Noto Sans TC"]
    assert file == maker.OUT.name and spans == list(maker.RANGES)
    assert sorted(f for f, _ in faces["Ludoteca Noto Sans Cyrillic"]) == list(CYRILLIC)
    # the Cyrillic range sends every Ukrainian letter to the font, and the font has it
    for file, spans in faces["Ludoteca Noto Sans Cyrillic"]:
        for letter in "АЯаяІіЇїЄєҐґ":
            assert any(lo <= ord(letter) <= hi for lo, hi in spans), (file, letter)
            assert ord(letter) in _cmap(file), (file, letter)
    css = (STATIC / "style.css").read_text(encoding="utf-8")
    # the shipped fallbacks come after the system's own fonts in both stacks
    for stack in ("--serif", "--sans"):
        line = re.search(rf"{stack}:([^;]+);", css)
        assert line and line.group(1).index("var(--cjk-sans)") < line.group(1).index(
            "var(--fallback)"), stack


def test_the_server_gives_out_the_fonts(client: Any) -> None:
    for name in ("noto-sans-tc-ludoteca.woff2", *CYRILLIC):
        got = client.get(f"/static/vendor/noto-fonts/{name}")
        assert got.status_code == 200
        assert got.headers["content-type"] == "font/woff2"
        assert got.content == (FONTS / name).read_bytes()
