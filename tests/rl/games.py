"""What the environment tests share: the games, and which of them the quick run keeps."""

from __future__ import annotations

import pytest

from ludoteca.core.registry import game_ids

GAMES = game_ids()

# the checkers warn about style (Dict spaces...): a module sets `pytestmark = QUIET`
QUIET = pytest.mark.filterwarnings("ignore")


def one_game_quick(game_id: str) -> list[object]:
    """Every game for the full run; the quick run (`-m "not slow"`) keeps `game_id` (the
    checkers' cycles take seconds on the larger games)."""
    quick = game_id if game_id in GAMES else GAMES[-1]
    return [pytest.param(g, marks=() if g == quick else pytest.mark.slow) for g in GAMES]
