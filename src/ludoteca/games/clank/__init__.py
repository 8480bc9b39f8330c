"""Clank! Catacombs (Dire Wolf, 2022), 2-4 players: deck-building in a dungeon built from
tiles as it is explored, a dragon bag of cubes, Artifacts to carry out.

Rules decisions are documented in docs/clank.md; content lives in data/*.toml, the tiles
in tiles.py and the map in dungeon.py, the state and turn in state.py, the odd cards in
powers.py, hidden information in hidden.py.
"""

from __future__ import annotations

from .game import GAME, META, PACKAGE, ClankGame
from .state import ClankState

__all__ = ["GAME", "META", "PACKAGE", "ClankGame", "ClankState"]
