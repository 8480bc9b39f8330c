"""`ludoteca tournament --ray`: the same tournament on a (local) Ray instance gives the
same results as the multiprocessing run. Starting Ray takes ~10 s, hence slow."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ludoteca.cli import main
from ludoteca.sim.tournament import Outcome, run

# looked up, not imported: every worker collects this module, and the quick run skips it
if importlib.util.find_spec("ray") is None:
    pytest.skip("ray is not installed", allow_module_level=True)

pytestmark = pytest.mark.slow

HOW = {"seconds", "games_per_s", "steps_per_s", "workers", "ray", "files"}


def same(summary: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in summary.items() if k not in HOW}


def test_cli_starts_and_stops_its_own_local_ray() -> None:
    # first in the file: no Ray of this process is running yet. A short temporary folder
    # of its own (Ray's socket paths must stay short), to see what the run leaves there
    scratch = Path(tempfile.mkdtemp(prefix="lr", dir="/tmp"))
    try:
        done = subprocess.run([sys.executable, "-m", "ludoteca.cli", "tournament", "genie",
                               "--bots", "heuristic,random", "--games", "6", "--seed", "3",
                               "--workers", "2", "--ray", "local", "--json"],
                              capture_output=True, text=True, timeout=300,
                              env={**os.environ, "TMPDIR": str(scratch)})
        assert done.returncode == 0, done.stderr
        # the local cluster's session files (logs, sockets; Ray would keep them under
        # $TMPDIR/ray) went with it
        assert not list(scratch.iterdir())
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    data = json.loads(done.stdout)  # Ray's own messages stay out of the JSON
    assert same(data) == same(run("genie", ["heuristic", "random"], games=6, seed=3).summary)


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    import ray

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        yield
    finally:
        ray.shutdown()


def test_ray_run_is_identical_to_the_process_pool(local_ray: None) -> None:
    import ray

    pool: list[Outcome] = []
    on_ray: list[Outcome] = []
    a = run("kingoftokyo", ["heuristic", "random"], games=24, players=3, seed=5, workers=2,
            on_game=pool.append)
    b = run("kingoftokyo", ["heuristic", "random"], games=24, players=3, seed=5, workers=2,
            ray="local", on_game=on_ray.append)
    assert b.summary["ray"] == "local"
    assert same(a.summary) == same(b.summary)
    assert [o.rows("kingoftokyo") for o in pool] == [o.rows("kingoftokyo") for o in on_ray]
    assert ray.is_initialized()  # a Ray the caller started is left running


def test_cli_on_ray(local_ray: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "genie", "--bots", "heuristic,random", "--games", "9",
                 "--seed", "2", "--ray", "local", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["ray"] == "local"
    assert same(data) == same(run("genie", ["heuristic", "random"], games=9, seed=2).summary)


def test_cli_on_a_running_two_node_cluster_by_address(tmp_path: Path) -> None:
    """`--ray HOST:PORT` against a cluster this process did not start, of two nodes (Ray's
    own multi-node test cluster: a head and a worker node, each a raylet of its own):
    the same results, every file written, and the cluster still running afterwards."""
    from ray.cluster_utils import Cluster

    cluster = Cluster(initialize_head=True, connect=False,
                      head_node_args={"num_cpus": 1, "include_dashboard": False})
    try:
        cluster.add_node(num_cpus=1)
        cluster.wait_for_nodes()
        address = cluster.address  # HOST:PORT of the head's GCS
        done = subprocess.run([sys.executable, "-m", "ludoteca.cli", "tournament", "saboteur",
                               "--bots", "heuristic,random", "--players", "4", "--games", "8",
                               "--seed", "4", "--ray", address, "--out", str(tmp_path),
                               "--format", "jsonl", "--json"],
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        data = json.loads(done.stdout)
        assert data["ray"] == address
        here = run("saboteur", ["heuristic", "random"], games=8, players=4, seed=4)
        assert same(data) == same(here.summary)
        files = data["files"]
        paths = [files["results"], files["summary"], files["report"], *files["plots"].values()]
        assert all(Path(p).is_file() and Path(p).parent == tmp_path for p in paths)
        assert len(Path(files["results"]).read_text().splitlines()) == 8 * 4  # a row a seat
        # the driver only disconnected: the cluster still answers at its address
        probe = (f"import ray; ray.init(address={address!r}, log_to_driver=False); "
                 "print(int(ray.cluster_resources()['CPU']), "
                 "sum(n['Alive'] for n in ray.nodes()))")
        check = subprocess.run([sys.executable, "-c", probe],
                               capture_output=True, text=True, timeout=120)
        assert check.returncode == 0, check.stderr
        assert check.stdout.split()[-2:] == ["2", "2"]
    finally:
        cluster.shutdown()
