"""Clank!'s icons (web/icons/*.svg, shown in its rules by help.js's [[NAME]]): small
self-contained SVG pictures, each with its title, named as help.js accepts them."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ICONS = Path(__file__).resolve().parents[3] / "src/ludoteca/games/clank/web/icons"
SVG = "{http://www.w3.org/2000/svg}"
# the pictures the rules speak of
NAMES = {"boots", "swords", "skill", "gold", "clank", "damage", "heal", "lockpick",
         "footprints", "monster", "lock", "one-way", "portal", "crystal-cave", "wayshrine",
         "market", "artifact", "major-secret", "minor-secret", "monkey-idol", "mastery",
         "dragon", "danger", "teleport", "trash", "ghost", "haunted", "prisoner", "chest",
         "library", "prison", "crypt", "monkey-shrine", "draw", "points"}
# what an icon is drawn with: nothing that runs, loads or embeds anything
DRAWING = {"svg", "title", "g", "path", "circle", "ellipse", "rect", "polygon", "polyline",
           "line"}


def test_every_icon_is_there_and_named_as_help_js_accepts() -> None:
    found = {p.stem for p in ICONS.glob("*.svg")}
    assert found == NAMES, (sorted(NAMES - found), sorted(found - NAMES))
    assert all(re.fullmatch(r"[a-z0-9-]+", name) for name in found)
    assert not [p.name for p in ICONS.iterdir() if p.suffix != ".svg"]


@pytest.mark.parametrize("name", sorted(NAMES))
def test_an_icon_is_a_small_self_contained_svg(name: str) -> None:
    path = ICONS / f"{name}.svg"
    raw = path.read_text(encoding="utf-8")
    assert len(raw.encode()) < 4096
    root = ET.fromstring(raw)
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == "0 0 24 24"
    assert (root.get("width"), root.get("height")) == ("24", "24")
    title = root.find(f"{SVG}title")
    assert title is not None and (title.text or "").strip(), "no <title>"
    assert root[0] is title  # the first child: what the picture is
    for el in root.iter():
        assert el.tag.startswith(SVG) and el.tag[len(SVG):] in DRAWING, el.tag
        for attr, value in el.attrib.items():
            assert "href" not in attr and not attr.startswith("on"), (el.tag, attr)
            assert "url(" not in value and "://" not in value, (el.tag, attr, value)
