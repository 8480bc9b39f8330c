"""What every test shares."""

from __future__ import annotations

import gc
import os
import sys

import pytest

# Keep compiled modules between runs (Python's default, and CI's): with
# PYTHONDONTWRITEBYTECODE set, every xdist worker recompiled ludoteca and re-rewrote every
# test module at each run (about 8 s of each worker's 11 s collection), and every
# `python -m ludoteca` subprocess of the tests compiled ludoteca again. The caches go to the
# usual __pycache__ folders (ignored by git); Python checks each against its source.
sys.dont_write_bytecode = False


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """`-n auto` for the quick run (`-m "not slow"`): a worker more than the cores, since
    its server tests spend part of their time waiting on sockets and timers (measured on 2
    cores: 87 s with two workers, 74 s with three). Any other run: one per core."""
    if config.getoption("markexpr", "") == "not slow":
        return (os.cpu_count() or 1) + 1
    return None


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection built lives as long as the run: moved out of the cyclic collector's
    sight (`gc.freeze`), and the collector asked to run less often, so the games the tests
    play do not pay for scanning it again and again (about 4 % of a run's CPU)."""
    gc.freeze()
    gc.set_threshold(50_000, 50, 100)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """The run is over: what it built is frozen too, so the five full collections pytest
    makes at the end (looking for unraisable exceptions) scan only what is left after this
    (about half a second of each worker's last moments otherwise)."""
    gc.collect()
    gc.freeze()
