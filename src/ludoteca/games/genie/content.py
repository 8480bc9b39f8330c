"""Loads the genie content tables from data/content.toml into immutable card tables.

Chest and starting cards share one id space (the card ids every zone holds); lamp cards
have their own. A malformed data file raises ContentError naming the table and row.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache, cached_property
from importlib import resources
from pathlib import Path
from typing import Any

from ...core.catalog_game import TableInfo
from ...core.errors import LudotecaError

CHESTS = ("bronze", "silver", "gold")
KINDS = ("gem", "jewellery", "talisman", "wizard")


class ContentError(LudotecaError):
    """The content data file is malformed."""


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


def _row_error(table: str, index: int, message: str) -> ContentError:
    return ContentError(f"content table {table}, row {index}: {message}")


def _int(row: dict, key: str, table: str, index: int, default: int | None = None) -> int:
    value = row.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise _row_error(table, index, f"{key} must be a non-negative integer")
    return value


def _rows(value: Any, where: str) -> list[dict[str, Any]]:
    """A list of tables, or ContentError saying where it is not."""
    if not isinstance(value, list):
        raise ContentError(f"content table {where} must be a list of tables")
    for index, row in enumerate(value, start=1):
        if not isinstance(row, dict):
            raise _row_error(where, index, "must be a table")
    return value


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

    def make_card(row: dict, origin: str, table: str, index: int) -> Card:
        kind = row.get("kind")
        if kind not in KINDS:
            raise _row_error(table, index, f"kind must be one of {', '.join(KINDS)}")
        fields: dict[str, Any] = {}
        if kind == "gem":
            if row.get("colour") not in colours:
                raise _row_error(table, index, f"colour must be one of {', '.join(colours)}")
            fields["colour"] = row["colour"]
        if kind == "jewellery":
            if row.get("metal") not in metals or row.get("piece") not in pieces:
                raise _row_error(table, index, "jewellery needs a known metal and piece")
            fields["metal"], fields["piece"] = row["metal"], row["piece"]
        scorpions = _int(row, "scorpions", table, index, 0)
        return Card(len(cards), kind, origin, scorpions, **fields)

    chest_cards: list[list[int]] = [[] for _ in CHESTS]
    wizards: list[int | None] = [None] * len(CHESTS)
    for block_index, block in enumerate(_rows(data.get("chest_cards", []), "chest_cards"),
                                        start=1):
        chest = block.get("chest")
        if chest not in CHESTS:
            raise _row_error("chest_cards", block_index, f"chest must be one of {CHESTS}")
        c = CHESTS.index(chest)
        where = f"chest_cards ({chest})"
        for index, row in enumerate(_rows(block.get("rows", []), where), start=1):
            for _ in range(_int(row, "copies", where, index)):
                card = make_card(row, chest, where, index)
                cards.append(card)
                if card.kind == "wizard":
                    if wizards[c] is not None:
                        raise _row_error(where, index, f"{chest} has two wizards")
                    wizards[c] = card.id
                else:
                    chest_cards[c].append(card.id)
    if any(w is None for w in wizards):
        raise ContentError("content table chest_cards: every chest needs one wizard card")
    counts["chest_cards"] = sum(len(ids) for ids in chest_cards) + len(CHESTS)

    starting: list[int] = []
    for block in _rows(data.get("starting_cards", []), "starting_cards"):
        for index, row in enumerate(_rows(block.get("rows", []), "starting_cards"), start=1):
            for _ in range(_int(row, "copies", "starting_cards", index)):
                card = make_card(row, "start", "starting_cards", index)
                if card.kind != "gem":
                    raise _row_error("starting_cards", index, "starting cards are gems")
                cards.append(card)
                starting.append(card.id)
    counts["starting_cards"] = len(starting)

    lamp: list[LampCard] = []
    from .effects import HOOK, REGISTRY  # the units: the primitives a lamp row may name

    for index, row in enumerate(_rows(data.get("lamp_cards", []), "lamp_cards"), start=1):
        effect = row.get("effect")
        problem = REGISTRY.row_problem(effect, HOOK) if isinstance(effect, str) else \
            f"unknown effect {effect!r}"
        if problem:
            raise _row_error("lamp_cards", index, problem.replace("special", "effect"))
        spec = REGISTRY.units[effect]
        chest = row.get("chest")
        if spec.needs_chest and chest not in CHESTS:
            raise _row_error("lamp_cards", index, f"effect {effect} needs a chest")
        if not spec.needs_chest and chest is not None:
            raise _row_error("lamp_cards", index, f"effect {effect} takes no chest")
        count = _int(row, "count", "lamp_cards", index, spec.default_count)
        if spec.default_count and count < 1:
            raise _row_error("lamp_cards", index, f"effect {effect} needs a count of 1 or more")
        text = row.get("text", "")
        if not isinstance(text, str):
            raise _row_error("lamp_cards", index, "text must be a string")
        for _ in range(_int(row, "copies", "lamp_cards", index)):
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
    try:
        with open(path, "rb") as fh:
            return parse(tomllib.load(fh))
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path}: not valid TOML ({exc})") from None


@cache
def default_content() -> Content:
    text = resources.files(__package__).joinpath("data/content.toml").read_bytes()
    return parse(tomllib.loads(text.decode()))
