"""Integer action ids for the environments: the game's own catalog ids by default.

A codec maps a seat's legal actions to ids below `size` and an id back to an action. The
default uses `Game.action_id` / `action_from_id`; a game whose catalog is too large for a
mask (Saboteur: a path card x every cell of its grid) declares a smaller exact one through
its encoder (`Encoder.actions`). Either way the mask is exactly the legal set.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

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
    looked up by identity once known (a hash of the action costs more than the lookup)."""

    CACHE = 200_000  # forget the identity table past this many actions (an engine that
    # makes new instances every time would otherwise grow it without end)

    def __init__(self, game: Game, players: int, options: Mapping[str, Any]) -> None:
        self.game = game
        self.size = game.num_distinct_actions(players, options)
        self._known: dict[int, tuple[Action, int]] = {}

    def ids(self, state: State, seat: int, legal: Sequence[Action]) -> list[int]:
        known = self._known
        out = []
        for action in legal:
            hit = known.get(id(action))
            if hit is None or hit[0] is not action:
                if len(known) > self.CACHE:
                    known.clear()
                hit = known[id(action)] = (action, self.game.action_id(state, action))
            out.append(hit[1])
        return out

    def action(self, state: State, seat: int, action_id: int) -> Action:
        return self.game.action_from_id(state, action_id)


def as_id(action: Any, size: int) -> int:
    """An action given to an environment as an int (numpy ints included)."""
    try:
        number = int(action)
    except (TypeError, ValueError):
        raise IllegalAction(f"an action is an integer id, got {action!r}") from None
    if number != action or not 0 <= number < size:
        raise IllegalAction(f"action id {action!r} is outside 0..{size - 1}")
    return number
