"""examples/train_genie.py: a shortened training runs end to end, and a slightly longer
one already beats random moves from the same seat (the full run's figures are in
docs/research.md)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

pytest.importorskip("jax")
pytest.importorskip("optax")

SCRIPT = Path(__file__).resolve().parents[2] / "examples" / "train_genie.py"


def example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("train_genie", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_short_training_runs_and_reports() -> None:
    result = example().train(episodes=16, eval_games=8, seed=3, quiet=True)
    assert result["training_games"] == 16 and result["eval_games"] == 8
    for name in ("trained", "random"):
        rate, (lo, hi) = result[f"{name}_win_rate"], result[f"{name}_ci"]
        assert 0.0 <= lo <= rate <= hi <= 1.0


@pytest.mark.slow
def test_a_hundred_games_of_training_beat_random_moves() -> None:
    result = example().train(episodes=96, eval_games=60, seed=0, quiet=True)
    assert result["trained_ci"][0] > result["random_win_rate"], result


def test_the_wilson_interval() -> None:
    lo, hi = example().wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
