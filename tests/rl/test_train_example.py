"""examples/train_genie.py (PPO with JAX and optax): short runs report every policy on the
same evaluation seeds and write the learning curve; the full runs' figures are in
docs/research.md. Training runs are slow (JAX's start-up alone is seconds) and each runs in
its own process: JAX starts threads, and a test process that later forks workers
(simulations, tournaments) must not hold them."""

from __future__ import annotations

import hashlib
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
POLICIES = {"trained", "untrained", "random", "heuristic"}


def train(*args: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, str(SCRIPT), "--json", *args], capture_output=True,
                          text=True, timeout=600, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def digest(seeds: list[int]) -> str:
    return hashlib.sha1(",".join(map(str, seeds)).encode()).hexdigest()[:16]


def check_run(run: dict[str, Any], games: int, eval_games: int) -> None:
    """Every policy played the very seeds listed (the env's own record of them), and
    its win rate lies inside its interval."""
    assert run["training_games"] == games
    seeds = run["eval_seeds"]
    assert len(seeds) == eval_games == len(set(seeds))
    assert set(run["policies"]) == POLICIES
    for name, policy in run["policies"].items():
        assert policy["games"] == eval_games and policy["seeds_sha1"] == digest(seeds), name
        rate, (lo, hi) = policy["win_rate"], policy["ci"]
        assert 0.0 <= lo <= rate <= hi <= 1.0, (name, policy)
    curve = run["curve"]
    assert curve[0] == [0, run["policies"]["untrained"]["win_rate"]]
    assert curve[-1] == [games, run["policies"]["trained"]["win_rate"]]
    assert [x for x, _ in curve] == sorted({x for x, _ in curve})


@pytest.mark.slow  # about 10 CPU-seconds, most of it JAX starting up and compiling
def test_a_short_training_reports_every_policy_on_the_same_seeds(tmp_path: Path) -> None:
    png = tmp_path / "curve.png"
    result = train("--episodes", "32", "--eval-games", "10", "--eval-every", "16",
                   "--seeds", "3", "4", "--plot", str(png))
    assert result["algorithm"] == "PPO" and result["game"] == "genie"
    assert result["opponents"] == "random" and result["heuristic_bot"] == "heuristic"
    assert [run["seed"] for run in result["per_seed"]] == [3, 4]
    for run in result["per_seed"]:
        check_run(run, 32, 10)
        assert [x for x, _ in run["curve"]] == [0, 16, 32]
    for name in POLICIES:
        rates = [run["policies"][name]["win_rate"] for run in result["per_seed"]]
        assert result["mean"][name] == pytest.approx(sum(rates) / 2, abs=1e-4)
    assert png.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


@pytest.mark.slow
def test_without_training_the_agent_is_the_untrained_network() -> None:
    # the same network, greedy, on the same seeds: it must score exactly the same
    result = train("--opponents", "heuristic", "--episodes", "0", "--eval-games", "12",
                   "--seeds", "5")
    run = result["per_seed"][0]
    check_run(run, 0, 12)
    assert run["policies"]["trained"] == run["policies"]["untrained"]
    assert run["curve"] == [[0, run["policies"]["untrained"]["win_rate"]]]


@pytest.mark.slow  # about 20 CPU-seconds
def test_four_hundred_games_against_random_beat_the_untrained_network() -> None:
    # measured on 2026-11-29 at this setting for seeds 0, 1 and 2: each trained agent's
    # interval lay above its untrained network's (docs/research.md); seed 0 has the
    # narrowest gap. Against the heuristic bot learning was not reliable: nothing asserted.
    run = train("--episodes", "400", "--eval-every", "400", "--eval-games", "300",
                "--seeds", "0")["per_seed"][0]
    check_run(run, 400, 300)
    trained, untrained = run["policies"]["trained"], run["policies"]["untrained"]
    assert trained["ci"][0] > untrained["ci"][1], run["policies"]


@pytest.mark.parametrize("args, named", [  # a process each: one in the quick run
    (["--episodes", "lots"], "--episodes"),
    pytest.param(["--opponents", "nobody"], "nobody", marks=pytest.mark.slow),
    pytest.param(["--game", "no-such-game"], "no-such-game", marks=pytest.mark.slow),
    pytest.param(["--seeds", "-1"], "--seeds", marks=pytest.mark.slow),
])
def test_bad_arguments_exit_2_without_a_traceback(args: list[str], named: str) -> None:
    # refused before JAX is imported, so each costs a second at most
    done = subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert named in done.stderr
