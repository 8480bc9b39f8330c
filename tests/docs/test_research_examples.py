"""Every ```python example in docs/research.md runs as it is: the page is what a researcher
copies first, so an example that broke would be the first thing they meet."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[2] / "docs" / "research.md"
BLOCK = re.compile(r"^```python\n(.*?)^```", re.DOTALL | re.MULTILINE)
# an example that measures for a set time (`seconds=...`) takes that long, and more, on any
# machine: those run in the full run only, the quick run (`-m "not slow"`) runs the others
TIMED = re.compile(r"\bseconds\s*=")


def examples() -> list[tuple[str, str]]:
    text = PAGE.read_text("utf-8")
    found = []
    for match in BLOCK.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        found.append((f"research.md:{line}", match.group(1)))
    return found


def test_the_page_has_examples() -> None:
    assert len(examples()) >= 4


@pytest.mark.parametrize(
    "where,code",
    [
        pytest.param(where, code, id=where, marks=pytest.mark.slow if TIMED.search(code) else ())
        for where, code in examples()
    ],
)
def test_example_runs(where: str, code: str, capsys: pytest.CaptureFixture[str]) -> None:
    exec(compile(code, where, "exec"), {"__name__": "__example__"})
    assert capsys.readouterr().out.strip(), f"{where} printed nothing"
