"""The conformance suite runs for every game `core.registry.game_ids()` finds.

A test asking for `case` runs once per quick case (every game x every player count x a
sample of option combinations covering every value); one asking for `sweep_case` once per
sweep case (every option combination), see cases.py.
"""

from __future__ import annotations

import pytest

from .cases import quick_cases, sweep_cases


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "case" in metafunc.fixturenames:
        cases = quick_cases()
        metafunc.parametrize("case", cases, ids=[c.id for c in cases])
    if "sweep_case" in metafunc.fixturenames:
        cases = sweep_cases()
        metafunc.parametrize("sweep_case", cases, ids=[c.id for c in cases])
