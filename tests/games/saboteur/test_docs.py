"""docs/saboteur.md carries the turn overview exactly as the code declares it."""

from __future__ import annotations

from pathlib import Path

from ludoteca.games.saboteur.state import ROUND

DOC = Path(__file__).resolve().parents[3] / "docs" / "saboteur.md"


def test_the_docs_show_the_overview_of_the_code() -> None:
    assert ROUND.markdown() in DOC.read_text(encoding="utf-8")
