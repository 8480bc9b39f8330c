"""Runs every Saboteur scenario file (the rulebook's worked example and rules checks)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ludoteca.core.scenario import run_file

HERE = Path(__file__).parent / "scenarios"
FILES = sorted(HERE.glob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_file_passes(path: Path) -> None:
    result = run_file(path)
    assert result.passed, f"{path.name} ({result.name}):\n  " + "\n  ".join(result.failures)


def test_the_seed_example_has_a_scenario() -> None:
    assert any(p.stem.startswith("ex01") for p in FILES)
