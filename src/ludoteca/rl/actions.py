"""Integer action ids for the environments: the game's own catalog ids by default.

A codec maps a seat's legal actions to ids below `size` and an id back to an action. The
default uses `Game.action_id` / `action_from_id`; a game whose catalog is too large for a
mask (Saboteur: a path card x every cell of its grid) declares a smaller exact one through
its encoder (`Encoder.actions`). Either way the mask is exactly the legal set.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

import numpy as np

from ..core.actions import Action
from ..core.errors import IllegalAction
from ..core.protocol import Game, State


class ActionCodec(Protocol):
    size: int

    def ids(self, state: State, seat: int, legal: Sequence[Action]) -> list[int]:
        """The id of each legal action, in `legal` order (distinct, below `size`)."""

    def action(self, state: State, seat: int, action_id: int) -> Action:
        """The action an id names in this position; IllegalAction if it names none."""


class CatalogCodec:
    """The game's catalog ids. Engines hand out shared Action instances, so an id is
    looked up by identity once known (a hash of the action costs more than the lookup).
    `_keep` holds every action `_known` names, so no other object can take its identity
    while the entry lives."""

    CACHE = 200_000  # forget the identity table past this many actions (an engine that
    # makes new instances every time would otherwise grow it without end)

    def __init__(self, game: Game, players: int, options: Mapping[str, Any]) -> None:
        self.game = game
        self.size = game.num_distinct_actions(players, options)
        self._known: dict[int, int] = {}
        self._keep: list[Action] = []

    def ids(self, state: State, seat: int, legal: Sequence[Action]) -> list[int]:
        try:
            return list(map(self._known.__getitem__, map(id, legal)))
        except KeyError:  # an action seen for the first time
            return [self._id(state, action) for action in legal]

    def _id(self, state: State, action: Action) -> int:
        found = self._known.get(id(action))
        if found is None:
            if len(self._keep) > self.CACHE:
                self._known.clear()
                self._keep.clear()
            found = self._known[id(action)] = self.game.action_id(state, action)
            self._keep.append(action)
        return found

    def action(self, state: State, seat: int, action_id: int) -> Action:
        return self.game.action_from_id(state, action_id)


def as_id(action: Any, size: int) -> int:
    """An action given to an environment: a Python or numpy integer (a 0-d integer array
    too), nothing else: True, 3.0 or "3" are refused rather than read as ids."""
    if isinstance(action, np.ndarray) and action.shape == ():
        action = action[()]
    if isinstance(action, bool | np.bool_) or not isinstance(action, int | np.integer):
        raise IllegalAction(f"an action is an integer id, got {action!r} "
                            f"({type(action).__name__})")
    number = int(action)
    if not 0 <= number < size:
        raise IllegalAction(f"action id {number} is outside 0..{size - 1}")
    return number
