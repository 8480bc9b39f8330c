"""What every game's scenario test shares: its scenario files and the check that one passes
(`ludoteca scenario` runs the same `run_file`)."""

from __future__ import annotations

from pathlib import Path

from ludoteca.core.scenario import run_file


def scenario_files(test_file: str) -> list[Path]:
    """The `scenarios/*.json` beside a game's test module, sorted."""
    return sorted((Path(test_file).parent / "scenarios").glob("*.json"))


def assert_passes(path: Path) -> None:
    result = run_file(path)
    assert result.passed, f"{path.name} ({result.name}):\n  " + "\n  ".join(result.failures)
