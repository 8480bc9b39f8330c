"""A search's guess at an unfinished Saboteur game (Game.evaluate, bots/ismcts.py).

Mid-round nobody has scored yet, so the scores say nothing; what matters is whether the
gold will be reached. The guess: a chance of reaching it that falls with the distance from
the maze's growing edge to the gold card and rises with the cards left to play, then each
seat's gold plus its expected gold of the round (scored by the rules' own
`state.round_points`, in both outcomes, with the doors ignored), as shares of everyone's. It
runs on a search's own sample, where roles and the gold's place are that sample's guesses.
"""

from __future__ import annotations

import math

from .board import GOAL_CELLS
from .state import SaboteurState, round_points


def evaluate(s: SaboteurState) -> list[float]:
    gold = list(s.gold)
    if not s.revealed:
        left = len(s.pile) + sum(len(h) for h in s.hands)
        steps = s.board.distance(GOAL_CELLS[s.board.gold_index])
        # fitted by eye: about 0.4 at a round's start, 0.8 one card away with cards to spare
        p = 1 / (1 + math.exp(0.5 * (steps - 2) - 0.02 * left))
        found, lost = _points(s, True), _points(s, False)
        gold = [g + p * f + (1 - p) * q for g, f, q in zip(gold, found, lost, strict=True)]
    # shares of all the gold (not of the lead): with rounds to come, the last is not lost
    total = sum(gold) + 0.5 * s.players
    return [(g + 0.5) / total for g in gold]


def _points(s: SaboteurState, found: bool) -> list[int]:
    """The round's gold per seat if it ended now with the gold found or not: the rules' own
    scoring (`state.round_points`), every gold-digger team winning with the gold."""
    return round_points(s, found, found, found)[0]
