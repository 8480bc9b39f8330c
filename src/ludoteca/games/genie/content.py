"""Loads the genie content tables from data/content.toml into immutable card tables.

Chest and starting cards share one id space (the card ids every zone holds); lamp cards
have their own. A malformed data file raises ContentError naming the table and row (the
rows are read with `core.content`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from ...core.catalog_game import TableInfo
from ...core.content import ContentError, Row, read_data, read_toml, table_rows

CHESTS = ("bronze", "silver", "gold")
KINDS = ("gem", "jewellery", "talisman", "wizard")


@dataclass(frozen=True, slots=True)
class Card:
    id: int
    kind: str
    origin: str  # a chest name, or "start" for the starting cards
    scorpions: int = 0
    colour: str | None = None
    metal: str | None = None
    piece: str | None = None

    @property
    def spec(self) -> str:
        """Short stable name used by scenarios and facts: gem:red, jewellery:silver:ring..."""
        if self.kind == "gem":
            return f"gem:{self.colour}"
        if self.kind == "jewellery":
            return f"jewellery:{self.metal}:{self.piece}"
        if self.kind == "wizard":
            return f"wizard:{self.origin}"
        return "talisman"

    @property
    def name(self) -> str:
        if self.kind == "gem":
            return f"{self.colour} gem"
        if self.kind == "jewellery":
            return f"{self.metal} {self.piece}"
        if self.kind == "wizard":
            return f"{self.origin} wizard"
        return "talisman"

    def matches(self, spec: str) -> bool:
        """spec as in `spec`, optionally with '*N' for an exact scorpion count."""
        base, _, scorpions = spec.partition("*")
        if scorpions and (not scorpions.isdigit() or int(scorpions) != self.scorpions):
            return False
        return base == self.spec

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "kind": self.kind, "name": self.name,
                               "scorpions": self.scorpions, "origin": self.origin}
        for key in ("colour", "metal", "piece"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        return out


@dataclass(frozen=True, slots=True)
class LampCard:
    id: int
    effect: str
    text: str
    chest: str | None = None
    count: int = 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "effect": self.effect, "text": self.text}
        if self.chest is not None:
            out["chest"] = self.chest
        if self.count:
            out["count"] = self.count
        return out


@dataclass(frozen=True, eq=False)  # hashed by identity: catalogs are cached per table
class Content:
    cards: tuple[Card, ...]
    chest_cards: tuple[tuple[int, ...], ...]  # per chest, treasure card ids (no wizard)
    wizards: tuple[int, ...]  # per chest
    starting: tuple[int, ...]
    lamp: tuple[LampCard, ...]
    colours: tuple[str, ...]
    metals: tuple[str, ...]
    pieces: tuple[str, ...]
    set_bonus: dict[str, int]
    majority_bonus: int
    ring_bonus: int
    wizard_from_bottom: int
    tables: tuple[TableInfo, ...]

    # derived once per content, for scoring and protection (they run at many steps)
    @cached_property
    def loose_kinds(self) -> frozenset[int]:
        """The ids of the cards that can ever be taken: gems and jewellery."""
        return frozenset(c.id for c in self.cards if c.kind in ("gem", "jewellery"))

    @cached_property
    def piece_of(self) -> dict[int, tuple[str, str]]:
        """Jewellery id -> (metal, piece)."""
        return {c.id: (c.metal, c.piece) for c in self.cards  # type: ignore[misc]
                if c.kind == "jewellery"}


def _rows(doc: dict[str, Any], key: str, table: str) -> list[Row]:
    """The rows under `key`, each named "content table <table>, row <n>"."""
    return [Row(raw, f"content table {table}, row {index}")
            for index, raw in enumerate(table_rows(doc, key, f"content table {table}"), start=1)]


def _names(data: dict[str, Any], key: str) -> tuple[str, ...]:
    value = data.get(key)
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise ContentError(f"content setting {key} must be a non-empty list of names")
    return tuple(value)


def _setting(data: dict[str, Any], key: str, default: int, least: int = 0) -> int:
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise ContentError(f"content setting {key} must be an integer of at least {least}")
    return value


def parse(data: dict[str, Any]) -> Content:
    for key in ("gem_colours", "metals", "pieces", "set_bonus", "tables"):
        if key not in data:
            raise ContentError(f"content file lacks the top-level key {key!r}")
    colours, metals, pieces = (_names(data, k) for k in ("gem_colours", "metals", "pieces"))
    set_bonus = data["set_bonus"]
    if not isinstance(set_bonus, dict) or set(set_bonus) != set(metals) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in set_bonus.values()):
        raise ContentError("content setting set_bonus needs an integer bonus for each metal")
    tables_meta = data["tables"]
    if not isinstance(tables_meta, dict):
        raise ContentError("content key 'tables' must be a table of tables")
    cards: list[Card] = []
    counts: dict[str, int] = {}

    def make_card(row: Row, origin: str) -> Card:
        kind = row.text("kind", KINDS)
        fields: dict[str, Any] = {}
        if kind == "gem":
            fields["colour"] = row.text("colour", colours)
        if kind == "jewellery":
            if row.get("metal") not in metals or row.get("piece") not in pieces:
                raise row.fail("jewellery needs a known metal and piece")
            fields["metal"], fields["piece"] = row.get("metal"), row.get("piece")
        scorpions = row.integer("scorpions", least=0, default=0)
        return Card(len(cards), kind, origin, scorpions, **fields)

    chest_cards: list[list[int]] = [[] for _ in CHESTS]
    wizards: list[int | None] = [None] * len(CHESTS)
    for block in _rows(data, "chest_cards", "chest_cards"):
        chest = block.text("chest", CHESTS)
        c = CHESTS.index(chest)
        for row in _rows(block.data, "rows", f"chest_cards ({chest})"):
            for _ in range(row.integer("copies", least=0)):
                card = make_card(row, chest)
                cards.append(card)
                if card.kind == "wizard":
                    if wizards[c] is not None:
                        raise row.fail(f"{chest} has two wizards")
                    wizards[c] = card.id
                else:
                    chest_cards[c].append(card.id)
    if any(w is None for w in wizards):
        raise ContentError("content table chest_cards: every chest needs one wizard card")
    counts["chest_cards"] = sum(len(ids) for ids in chest_cards) + len(CHESTS)

    starting: list[int] = []
    for block in _rows(data, "starting_cards", "starting_cards"):
        for row in _rows(block.data, "rows", "starting_cards"):
            for _ in range(row.integer("copies", least=0)):
                card = make_card(row, "start")
                if card.kind != "gem":
                    raise row.fail("starting cards are gems")
                cards.append(card)
                starting.append(card.id)
    counts["starting_cards"] = len(starting)

    lamp: list[LampCard] = []
    from .effects import HOOK, REGISTRY  # the units: the primitives a lamp row may name

    for row in _rows(data, "lamp_cards", "lamp_cards"):
        effect = row.get("effect")
        problem = REGISTRY.row_problem(effect, HOOK) if isinstance(effect, str) else \
            f"unknown effect {effect!r}"
        if problem:
            raise row.fail(problem.replace("special", "effect"))
        spec = REGISTRY.units[effect]
        chest = row.get("chest")
        if spec.needs_chest and chest not in CHESTS:
            raise row.fail(f"effect {effect} needs a chest")
        if not spec.needs_chest and chest is not None:
            raise row.fail(f"effect {effect} takes no chest")
        count = row.integer("count", least=0, default=spec.default_count)
        if spec.default_count and count < 1:
            raise row.fail(f"effect {effect} needs a count of 1 or more")
        text = row.text("text", default="")
        for _ in range(row.integer("copies", least=0)):
            lamp.append(LampCard(len(lamp), effect, text, chest, count))
    if not lamp:
        raise ContentError("content table lamp_cards: the lamp deck needs at least one card")
    counts["lamp_cards"] = len(lamp)
    counts["ring"] = 1

    tables = []
    for name, meta in tables_meta.items():
        expected = meta.get("expected") if isinstance(meta, dict) else None
        if not isinstance(expected, int) or isinstance(expected, bool):
            raise ContentError(f"content table {name}: 'expected' must be an integer")
        gaps = meta.get("gaps", [])
        if not isinstance(gaps, list) or not all(isinstance(g, str) for g in gaps):
            raise ContentError(f"content table {name}: 'gaps' must be a list of strings")
        tables.append(TableInfo(name, expected, counts.get(name, 0),
                                bool(meta.get("stand_in", False)), str(meta.get("source", "")),
                                tuple(gaps)))
    return Content(
        cards=tuple(cards),
        chest_cards=tuple(tuple(ids) for ids in chest_cards),
        wizards=tuple(w for w in wizards if w is not None),
        starting=tuple(starting),
        lamp=tuple(lamp),
        colours=colours,
        metals=metals,
        pieces=pieces,
        set_bonus=dict(set_bonus),
        majority_bonus=_setting(data, "majority_bonus", 5),
        ring_bonus=_setting(data, "ring_bonus", 5),
        wizard_from_bottom=_setting(data, "wizard_from_bottom", 6, least=1),
        tables=tuple(tables),
    )


def load(path: str | Path | None = None) -> Content:
    if path is None:
        return default_content()
    return parse(read_toml(Path(path)))


@cache
def default_content() -> Content:
    return parse(read_data(__package__, "content.toml"))
