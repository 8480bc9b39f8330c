"""Every ```python example in docs/research.md runs as it is: the page is what a researcher
copies first, so an example that broke would be the first thing they meet."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[2] / "docs" / "research.md"
BLOCK = re.compile(r"^```python\n(.*?)^```", re.DOTALL | re.MULTILINE)


def examples() -> list[tuple[str, str]]:
    text = PAGE.read_text("utf-8")
    found = []
    for match in BLOCK.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        found.append((f"research.md:{line}", match.group(1)))
    return found


def test_the_page_has_examples() -> None:
    assert len(examples()) >= 4


@pytest.mark.parametrize("where,code", examples(), ids=[w for w, _ in examples()])
def test_example_runs(where: str, code: str, capsys: pytest.CaptureFixture[str]) -> None:
    exec(compile(code, where, "exec"), {"__name__": "__example__"})
    assert capsys.readouterr().out.strip(), f"{where} printed nothing"
