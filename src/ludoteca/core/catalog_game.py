"""Pieces every game with content tables and an action catalogue shares."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .catalogue import Catalogue, listed
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
    """A game made from a content object (with `tables`) whose action ids come from a
    catalogue (core/catalogue.py).

    Subclasses give `default_content()` and `catalog_of(content)`: either a `Catalogue`
    (lazy blocks of computed ids included), or an object whose `all` lists every action in
    id order (one listed block)."""

    def __init__(self, content: Any = None) -> None:
        self._content = content
        # id() of a catalog object -> (it, its catalogue): a listed one made once per catalog
        self._catalogues: dict[int, tuple[Any, Catalogue]] = {}
        self._last: tuple[Any, Catalogue] | None = None  # the last one asked for

    @property
    def content(self) -> Any:
        return self._content or self.default_content()

    def default_content(self) -> Any:
        raise NotImplementedError

    def catalog_of(self, content: Any) -> Any:
        raise NotImplementedError

    def catalogue(self, content: Any) -> Catalogue:
        """The id catalogue of a content."""
        cat = self.catalog_of(content)
        last = self._last
        if last is not None and last[0] is cat:  # the usual case: asked at every step
            return last[1]
        kept = self._catalogues.get(id(cat))
        if kept is None or kept[0] is not cat:
            ids = cat if isinstance(cat, Catalogue) else listed(self.meta.id, cat.all)
            kept = self._catalogues[id(cat)] = (cat, ids)
        self._last = kept
        return kept[1]

    def canonical(self, action: Action) -> Action:
        """The catalog's form of an action (a game may order its arguments)."""
        return action

    def num_distinct_actions(self, players: int = 2, options: Mapping[str, Any] | None = None
                             ) -> int:
        return self.catalogue(self.content).size

    def action_id(self, state: State, action: Action) -> int:
        cat = self.catalogue(self.content)
        form = self.canonical(action)
        try:
            return cat.id_of(form)
        except IllegalAction:  # named as the caller wrote it, not in canonical form
            if form is action:
                raise
            raise IllegalAction(f"{action.to_json()} is not a {cat.game} action") from None

    def action_from_id(self, state: State, action_id: int) -> Action:
        return self.catalogue(self.content).from_id(action_id)

    def content_tables(self) -> list[dict[str, Any]]:
        return [table.to_json() for table in self.content.tables]
