"""examples/train_genie.py: a shortened training runs end to end, and a slightly longer
one already beats random moves from the same seat (the full run's figures are in
docs/research.md); both are slow (JAX's start-up alone is seconds), the quick run checks the
script's arguments. Each runs in its own process: JAX starts threads, and a test process
that later forks workers (simulations, tournaments) must not hold them."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

# looked up, not imported: importing JAX here would start its threads in this process
if importlib.util.find_spec("jax") is None or importlib.util.find_spec("optax") is None:
    pytest.skip("the train extra (jax, optax) is not installed", allow_module_level=True)

SCRIPT = Path(__file__).resolve().parents[2] / "examples" / "train_genie.py"


def train(*args: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, str(SCRIPT), "--json", *args], capture_output=True,
                          text=True, timeout=600, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.slow  # about 6 CPU-seconds, nearly all of it JAX starting up and compiling
def test_a_short_training_runs_and_reports() -> None:
    result = train("--episodes", "16", "--eval-games", "8", "--seed", "3")
    assert result["training_games"] == 16 and result["eval_games"] == 8
    for name in ("trained", "random"):
        rate, (lo, hi) = result[f"{name}_win_rate"], result[f"{name}_ci"]
        assert 0.0 <= lo <= rate <= hi <= 1.0


@pytest.mark.slow
def test_a_hundred_games_of_training_beat_random_moves() -> None:
    result = train("--episodes", "96", "--eval-games", "60", "--seed", "0")
    assert result["trained_ci"][0] > result["random_win_rate"], result


# a process that imports JAX before it reads its arguments: the full run (bad arguments
# exiting 2 is checked in the quick run for every command, tests/cli)
@pytest.mark.slow
def test_bad_arguments_exit_2_without_a_traceback() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--episodes", "lots"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "--episodes" in done.stderr
