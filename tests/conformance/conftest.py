"""The conformance suite runs for every game `core.registry.game_ids()` finds.

A test asking for `case` runs once per quick case (every game x every player count x a
sample of option combinations covering every value), and with `index` once per seeded game
of the case: game 0 in the quick run (`-m "not slow"`), games 1 .. QUICK_GAMES-1 marked slow,
so the full run plays them all. The quick run keeps the cases of each game's smallest and
its largest player count (`quick_counts`), the others are marked slow. The costliest
checks (seconds a game on the larger games) keep only one of the two there, named by
`@pytest.mark.quick_players("fewest")` or `("most")`, the two in turn, so that each game is
still checked at both ends of its range in the quick run; and they ask for `part` with
`index`: game 0 in STRIDE parts (part 0 in the quick run, the others slow: together every
position of the game), the other games whole (part None). One asking for `sweep_case` runs
once per sweep case (every option combination), see cases.py.
"""

from __future__ import annotations

import pytest

from .cases import QUICK_COUNTS, QUICK_GAMES, STRIDE, quick_cases, quick_counts, sweep_cases


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "case" in metafunc.fixturenames:
        cases = quick_cases()
        # a test's `quick_players` marker narrows the quick run's counts to one of them
        marker = metafunc.definition.get_closest_marker("quick_players")
        which = tuple(marker.args) if marker else QUICK_COUNTS
        metafunc.parametrize("case", [
            pytest.param(c, id=c.id, marks=[] if c.players in quick_counts(c.game_id, which)
                         else [pytest.mark.slow]) for c in cases])
    if "index" in metafunc.fixturenames and "part" in metafunc.fixturenames:
        parts = [pytest.param(0, part, id=f"game0-part{part}",
                              marks=[pytest.mark.slow] if part else [])
                 for part in range(STRIDE)]
        parts += [pytest.param(i, None, id=f"game{i}", marks=[pytest.mark.slow])
                  for i in range(1, QUICK_GAMES)]
        metafunc.parametrize(("index", "part"), parts)
    elif "index" in metafunc.fixturenames:
        games = [pytest.param(i, id=f"game{i}", marks=[pytest.mark.slow] if i else [])
                 for i in range(QUICK_GAMES)]
        metafunc.parametrize("index", games)
    if "sweep_case" in metafunc.fixturenames:
        cases = sweep_cases()
        metafunc.parametrize("sweep_case", cases, ids=[c.id for c in cases])
