"""docs/clank.md's tile example is a well-formed tile of the format it documents."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from ludoteca.core.content import rows
from ludoteca.games.clank import tiles

DOC = Path(__file__).resolve().parents[3] / "docs" / "clank.md"


def test_the_documented_tile_is_well_formed() -> None:
    block = re.search(r"```toml\n(.*?)```", DOC.read_text("utf-8"), re.DOTALL)
    assert block is not None
    doc = tomllib.loads(block.group(1))
    (row,) = list(rows(doc, "tile", "docs/clank.md"))
    tile = tiles._tile(row)
    assert tiles.tile_problems(tile) == []
    assert {t.a for t in tile.tunnels} | {t.b for t in tile.tunnels} >= set(tiles.STUBS)
    assert tile.room("vault").plus == 1 and tile.room("well").gold == 2
