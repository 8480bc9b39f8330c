"""Jobs the worker-process tests send to a spawned process (test_bot_fairness.py). A spawned
process imports the module of the function it is given: this one imports nothing heavy, so
a worker costs its start and the engines it warms, not the test module's server stack."""

from __future__ import annotations

import os
import time


def pid() -> int:
    return os.getpid()


def sleep(seconds: float) -> float:
    time.sleep(seconds)
    return seconds


def die() -> None:
    os._exit(1)
