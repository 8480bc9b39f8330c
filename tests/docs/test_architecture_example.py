"""The worked example of docs/architecture.md ("Adding a fifth game") runs as written: a
game declared on the shared loop and zones, whose determinize the zones give."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[2] / "docs" / "architecture.md"


def test_the_fifth_game_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    text = PAGE.read_text("utf-8")
    section = text[text.index("### A worked example"):]
    code = re.search(r"^```python\n(.*?)^```", section, re.DOTALL | re.MULTILINE)
    assert code is not None, "the worked example has no python block"
    exec(compile(code.group(1), "architecture.md (worked example)", "exec"),
         {"__name__": "__example__"})
    out = capsys.readouterr().out
    assert re.fullmatch(r"scores \[\d+, \d+, \d+\] winners \[[\d, ]+\]\n", out), out
