"""The conformance suite runs for every game `core.registry.game_ids()` finds.

A test asking for `case` runs once per quick case (every game x every player count x a
sample of option combinations covering every value), and with `index` once per seeded game
of the case: game 0 in the quick run (`-m "not slow"`), games 1 .. QUICK_GAMES-1 marked slow,
so the full run plays them all; the quick run keeps the cases of each game's smallest, a
middle and its largest player count (`quick_counts`), the others are marked slow. One
asking for `sweep_case` runs once per sweep case (every option combination), see cases.py.
"""

from __future__ import annotations

import pytest

from .cases import QUICK_GAMES, quick_cases, quick_counts, sweep_cases


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "case" in metafunc.fixturenames:
        cases = quick_cases()
        metafunc.parametrize("case", [
            pytest.param(c, id=c.id, marks=[] if c.players in quick_counts(c.game_id)
                         else [pytest.mark.slow]) for c in cases])
    if "index" in metafunc.fixturenames:
        games = [pytest.param(i, id=f"game{i}", marks=[pytest.mark.slow] if i else [])
                 for i in range(QUICK_GAMES)]
        metafunc.parametrize("index", games)
    if "sweep_case" in metafunc.fixturenames:
        cases = sweep_cases()
        metafunc.parametrize("sweep_case", cases, ids=[c.id for c in cases])
