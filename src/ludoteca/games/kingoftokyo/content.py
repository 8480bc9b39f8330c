"""Loads the King of Tokyo content (power cards, wickedness tiles, monsters) from data/*.toml.

Every card and tile face is a `Power`: passive values plus effect rows grouped by hook. A
malformed data file raises ContentError naming the table and row; a row naming an unknown hook,
primitive, condition or special is refused, so content stays replaceable by editing data alone.
A `special` names a unit of powers.py (the registry of odd powers), and must be a hook that unit
declares; the shipped data must also use every unit (`parse(..., strict=True)`). Files and
rows are read with `core.content`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ...core.catalog_game import TableInfo
from ...core.content import ContentError, Row, read_data, table_rows

FACES = ("1", "2", "3", "energy", "heart", "smash")
LEVELS = (3, 6, 10)

HOOKS = frozenset({
    "buy", "bought_card", "start_turn", "end_turn", "numbers", "smash_count", "smashed",
    "smash_target", "before_damage", "lose_hp", "damage_window", "gain_hp", "gain_energy",
    "zero_hp", "any_zero_hp", "yield", "enter_tokyo", "roll", "before_resolve", "after_roll_other",
    "card_revealed", "buy_step", "keep_setup", "gain",
})
PRIMITIVES = frozenset({
    "gain_vp", "gain_energy", "gain_hp", "lose_hp", "others_lose_vp", "others_lose_hp",
    "all_lose_vp", "all_lose_hp", "add_smash", "extra_turn", "vp_per_energy", "lose_all_hp",
    "vp_per_keep",
})
CONDITIONS = frozenset({
    "min_ones", "min_twos", "min_threes", "min_smash", "all_faces", "has_123", "in_tokyo",
    "energy_eq", "hp_lt", "dealt_no_damage",
})
PASSIVES = frozenset({
    "extra_dice", "extra_rolls", "max_hp", "discount", "smash_all", "free_reroll",
    "no_damage", "no_move", "no_buy", "only_faces", "smash_multiplier", "skybeam",
})


def __getattr__(name: str) -> Any:
    """`SPECIALS`: the special names a data row may use, one per unit of powers.py."""
    if name == "SPECIALS":
        from .powers import REGISTRY

        return REGISTRY.names()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass(frozen=True, slots=True)
class Effect:
    hook: str
    do: str | None = None  # a primitive, or None for a special
    n: int = 0
    when: tuple[tuple[str, Any], ...] = ()  # conditions
    special: str | None = None


@dataclass(frozen=True, eq=False)
class Power:
    """A power card or a wickedness tile face."""

    id: str
    name: str
    text: str
    kind: str  # "card" or "tile"
    cost: int = 0
    type: str = "keep"  # cards: keep | discard
    count: int = 1
    level: int = 0  # tiles
    side: str = ""
    tile: int = 0
    discard: bool = False  # one-shot tile
    passive: Mapping[str, Any] = field(default_factory=dict)
    effects: tuple[Effect, ...] = ()
    hooks: Mapping[str, tuple[Effect, ...]] = field(default_factory=dict)

    def public(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name, "text": self.text}
        if self.kind == "card":
            out.update(cost=self.cost, type=self.type)
        else:
            out.update(level=self.level, side=self.side)
        return out


@dataclass(frozen=True)
class Monster:
    id: str
    name: str
    colour: str


@dataclass(frozen=True, eq=False)  # hashed by identity: catalogs are cached per content
class Content:
    cards: tuple[Power, ...]  # one entry per physical card: the index is the card instance id
    card_defs: Mapping[str, Power]
    tiles: Mapping[str, Power]  # face id -> face
    tile_pairs: tuple[tuple[str, str], ...]  # per physical tile: (red face, green face)
    monsters: tuple[Monster, ...]
    tables: tuple[TableInfo, ...]


def _effects(power: Row) -> tuple[Effect, ...]:
    out = []
    for i, raw in enumerate(table_rows(power.data, "effects", power.where)):
        row = Row(raw, f"{power.where} effect {i + 1}", ("on",), ("do", "n", "if", "special"))
        hook = row.text("on")
        if hook not in HOOKS:
            raise row.fail(f"unknown hook {hook!r}")
        do, special = row.get("do"), row.get("special")
        if (do is None) == (special is None):
            raise row.fail("give exactly one of 'do' and 'special'")
        if do is not None and do not in PRIMITIVES:
            raise row.fail(f"unknown primitive {do!r}")
        if special is not None:
            problem = _registry().row_problem(special, hook)
            if problem:
                raise row.fail(problem)
        n = row.integer("n", least=0, default=0)
        cond = row.get("if", {})
        if not isinstance(cond, dict) or set(cond) - CONDITIONS:
            raise row.fail(f"unknown condition(s) in {cond!r}")
        out.append(Effect(hook, do, n, tuple(sorted(cond.items())), special))
    return tuple(out)


def _registry() -> Any:
    from .powers import REGISTRY  # powers.py imports this module: loaded on first use

    return REGISTRY


def _power(raw: Any, kind: str, where: str) -> Power:
    row = Row(raw, where)
    pid = row.text("id")
    row.where = f"{where} ({pid})"
    passive = row.get("passive", {})
    if not isinstance(passive, dict) or set(passive) - PASSIVES:
        raise row.fail(f"unknown passive value(s) in {passive!r}")
    effects = _effects(row)
    hooks: dict[str, list[Effect]] = {}
    for eff in effects:
        hooks.setdefault(eff.hook, []).append(eff)
    common = dict(id=pid, name=row.text("name"), text=row.text("text"),
                  kind=kind, passive=passive, effects=effects,
                  hooks={k: tuple(v) for k, v in hooks.items()})
    if kind == "card":
        kept = row.text("type", ("keep", "discard"))
        count = row.integer("count", least=1, default=1)
        return Power(cost=row.integer("cost"), type=kept, count=count, **common)
    level = row.integer("level")
    side = row.text("side")
    if level not in LEVELS or side not in ("red", "green"):
        raise row.fail("level must be 3, 6 or 10 and side red or green")
    return Power(level=level, side=side, tile=row.integer("tile"),
                 discard=row.flag("discard", default=False), **common)


def _meta(doc: Mapping[str, Any], name: str) -> tuple[int, str]:
    meta = Row(doc.get("meta", {}), f"{name} meta")
    return meta.integer("expected"), meta.text("source")


def parse(cards_doc: Mapping[str, Any], tiles_doc: Mapping[str, Any],
          monsters_doc: Mapping[str, Any], strict: bool = False) -> Content:
    """The content of three data documents. `strict` (the shipped data) also refuses a
    registered power unit that names no card or tile, or whose hooks no row uses."""
    defs: dict[str, Power] = {}
    instances: list[Power] = []
    for i, row in enumerate(table_rows(cards_doc, "card", "power cards")):
        power = _power(row, "card", f"power cards row {i + 1}")
        if power.id in defs:
            raise ContentError(f"power cards row {i + 1}: duplicate id {power.id!r}")
        defs[power.id] = power
        instances.extend([power] * power.count)
    faces: dict[str, Power] = {}
    for i, row in enumerate(table_rows(tiles_doc, "tile", "wickedness tiles")):
        power = _power(row, "tile", f"wickedness tiles row {i + 1}")
        if power.id in faces:
            raise ContentError(f"wickedness tiles row {i + 1}: duplicate id {power.id!r}")
        faces[power.id] = power
    by_tile: dict[int, dict[str, Power]] = {}
    for face in faces.values():
        sides = by_tile.setdefault(face.tile, {})
        if face.side in sides:
            raise ContentError(f"wickedness tile {face.tile} has two {face.side} faces")
        sides[face.side] = face
    pairs = []
    for number, sides in sorted(by_tile.items()):
        if set(sides) != {"red", "green"} or sides["red"].level != sides["green"].level:
            raise ContentError(f"wickedness tile {number} needs a red and a green face, same level")
        pairs.append((sides["red"].id, sides["green"].id))
    monsters = []
    for i, raw in enumerate(table_rows(monsters_doc, "monster", "monsters")):
        row = Row(raw, f"monsters row {i + 1}")
        monsters.append(Monster(row.text("id"), row.text("name"),
                                row.text("colour", default="#888888")))
    if len(monsters) < 6:
        raise ContentError("monsters: six monsters are needed for 6 players")

    if strict:
        powers = [*defs.values(), *faces.values()]
        used = {(e.special, e.hook) for p in powers for e in p.effects if e.special}
        problems = _registry().problems(used, [p.id for p in powers])
        if problems:
            raise ContentError("powers: " + "; ".join(problems))
    card_expected, card_source = _meta(cards_doc, "power cards")
    tile_expected, tile_source = _meta(tiles_doc, "wickedness tiles")
    mon_expected, mon_source = _meta(monsters_doc, "monsters")
    unconfirmed = (
        "unconfirmed: names, costs and effects come from the Board Game Arena deck, not from "
        "printed cards (new-card costs, the Dark cost changes, Lunar Powered's wording, "
        "Natural Selection's 'a 3' threshold, one Extra Head and two Evacuation Orders)",
        "unofficial: the published Chinese names of 61 cards are unknown (the rulebook names "
        "4); locale/zh-Hant.ftl gives our own, marked `# unofficial`",
    )
    tables = (
        TableInfo("power cards", card_expected, len(instances), False, card_source,
                  _missing(card_expected, len(instances), "power card") + unconfirmed),
        TableInfo("wickedness tile faces", tile_expected, len(faces), False, tile_source,
                  (*_missing(tile_expected, len(faces), "tile face"),
                   "unconfirmed: which red face shares a tile with which green face",
                   "unofficial: the published Chinese names of 18 faces are unknown (the "
                   "rulebook names 2); locale/zh-Hant.ftl gives our own, marked `# unofficial`")),
        TableInfo("monsters", mon_expected, len(monsters), False, mon_source,
                  _missing(mon_expected, len(monsters), "monster")),
        TableInfo("tokens", 27, 27, False, "rulebook (3 smoke, 12 shrink ray, 12 poison)",
                  ("the engine does not cap token supplies (the rulebook is silent)",)),
    )
    return Content(tuple(instances), defs, faces, tuple(pairs), tuple(monsters), tables)


def _missing(expected: int, got: int, what: str) -> tuple[str, ...]:
    return (f"{expected - got} {what}(s) missing",) if got < expected else ()


@cache
def default_content() -> Content:
    def load(name: str) -> dict[str, Any]:
        return read_data(__package__, name)

    return parse(load("cards.toml"), load("tiles.toml"), load("monsters.toml"), strict=True)
