"""Make the web font the browser client falls back on for Chinese text: Noto Sans CJK TC cut
down to the characters Ludoteca's catalogues and pages use (Cyrillic comes from Noto Sans,
vendored whole: the CJK face lacks Ukrainian letters).

    python tools/make_cjk_font.py [--source FONT] [--check]

FONT is a Noto Sans CJK collection or font (default: Debian's fonts-noto-cjk,
/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc, of which the "Noto Sans CJK TC" face
is taken). The result goes to src/ludoteca/web/static/vendor/noto-fonts/, beside the font's
licence (SIL Open Font License 1.1). Run it again after a catalogue gains characters: the
test suite (tests/server/test_fonts.py) fails until the font covers every one of them.
`--check` only lists the characters the shipped font lacks (exit 1 if any).
Needs fontTools with brotli (`pip install fonttools brotli`).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "ludoteca"
OUT = SRC / "web" / "static" / "vendor" / "noto-fonts" / "noto-sans-tc-ludoteca.woff2"
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
FACE = "Noto Sans CJK TC"
# the ranges the font serves (style.css's unicode-range says the same): CJK punctuation and
# ideographs, compatibility ideographs, vertical and full-width forms
RANGES = ((0x2E80, 0x9FFF), (0xF900, 0xFAFF), (0xFE10, 0xFE1F), (0xFE30, 0xFE4F),
          (0xFF00, 0xFFEF))


# one character class of the ranges: the scan below reads a few megabytes of text
SERVED = re.compile("[" + "".join(f"{chr(lo)}-{chr(hi)}" for lo, hi in RANGES) + "]")


def wanted() -> set[str]:
    """Every character of the served ranges in the catalogues (every game's and the
    shared one, every language) and in the client's own pages and scripts."""
    files = [*SRC.rglob("locale/*.ftl"), *SRC.rglob("web/**/*.html"), *SRC.rglob("web/**/*.js")]
    return {ch for f in files if "vendor" not in f.parts
            for ch in SERVED.findall(f.read_text(encoding="utf-8"))}


def covered(font: Path) -> set[str]:
    from fontTools.ttLib import TTFont

    return {chr(c) for c in TTFont(font).getBestCmap()}


def make(source: Path) -> None:
    from fontTools import subset
    from fontTools.ttLib import TTCollection, TTFont

    if source.suffix.lower() in (".ttc", ".otc"):
        faces = TTCollection(source).fonts
        number = next(i for i, f in enumerate(faces) if f["name"].getDebugName(1) == FACE)
        font = TTFont(source, fontNumber=number)
    else:
        font = TTFont(source)
    options = subset.Options()
    options.flavor = "woff2"
    options.hinting = False  # screens at today's densities do without; a fifth smaller
    options.desubroutinize = True  # compresses better under brotli
    chars = wanted()
    subsetter = subset.Subsetter(options)
    subsetter.populate(text="".join(sorted(chars)))
    subsetter.subset(font)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    font.flavor = "woff2"
    font.save(OUT)
    missing = chars - covered(OUT)
    print(f"{OUT.relative_to(ROOT)}: {len(chars)} characters, {OUT.stat().st_size:,} bytes"
          + (f"; not in {FACE}: {''.join(sorted(missing))}" if missing else ""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    if args.check:
        missing = wanted() - covered(OUT)
        print("".join(sorted(missing)) or "every character is in the font")
        return 1 if missing else 0
    if not args.source.is_file():
        parser.error(f"{args.source}: no such font (Debian: apt-get install fonts-noto-cjk)")
    make(args.source)
    return 0


if __name__ == "__main__":
    sys.exit(main())
