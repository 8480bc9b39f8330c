"""Pieces every game with content tables and a fixed action catalog shares."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .errors import IllegalAction
from .protocol import Game, State


@dataclass(frozen=True)
class TableInfo:
    """One content table: what the rulebook promises, what the data holds, the known gaps."""

    name: str
    expected: int
    implemented: int
    stand_in: bool
    source: str
    gaps: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "expected": self.expected, "implemented": self.implemented,
                "stand_in": self.stand_in, "source": self.source, "gaps": list(self.gaps)}


class CatalogGame(Game):
    """A game made from a content object (with `tables`) whose actions are a fixed catalog.

    Subclasses give `default_content()` and `catalog_of(content)` returning an object with
    `all` (actions in id order) and `index` (action -> id)."""

    def __init__(self, content: Any = None) -> None:
        self._content = content

    @property
    def content(self) -> Any:
        return self._content or self.default_content()

    def default_content(self) -> Any:
        raise NotImplementedError

    def catalog_of(self, content: Any) -> Any:
        raise NotImplementedError

    def canonical(self, action: Action) -> Action:
        """The catalog's form of an action (a game may order its arguments)."""
        return action

    def num_distinct_actions(self, players: int = 2, options: Mapping[str, Any] | None = None
                             ) -> int:
        return len(self.catalog_of(self.content).all)

    def action_id(self, state: State, action: Action) -> int:
        try:
            return self.catalog_of(self.content).index[self.canonical(action)]
        except KeyError:
            raise IllegalAction(f"{action.to_json()} is not a {self.meta.id} action") from None

    def action_from_id(self, state: State, action_id: int) -> Action:
        actions: Sequence[Action] = self.catalog_of(self.content).all
        if not isinstance(action_id, int) or not 0 <= action_id < len(actions):
            raise IllegalAction(f"no {self.meta.id} action has id {action_id!r}")
        return actions[action_id]

    def content_tables(self) -> list[dict[str, Any]]:
        return [table.to_json() for table in self.content.tables]
