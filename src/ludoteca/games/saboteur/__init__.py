"""Saboteur: Saboteur 1 + Saboteur 2 mixed (Frederic Moyersoen, Amigo 2004 / 2011), 2-12
players, three rounds of hidden roles digging for gold.

Rules decisions are documented in docs/saboteur.md; content lives in data/*.toml, the maze
in board.py, the state and turn in state.py.
"""

from __future__ import annotations

from .game import GAME, META, PACKAGE, SaboteurGame
from .state import SaboteurState

__all__ = ["GAME", "META", "PACKAGE", "SaboteurGame", "SaboteurState"]
