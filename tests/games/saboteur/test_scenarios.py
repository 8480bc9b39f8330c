"""Runs every Saboteur scenario file (the rulebook's worked example and rules checks)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.scenario_files import assert_passes, scenario_files

FILES = scenario_files(__file__)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_file_passes(path: Path) -> None:
    assert_passes(path)


def test_the_seed_example_has_a_scenario() -> None:
    assert any(p.stem.startswith("ex01") for p in FILES)
