"""Loads the Saboteur content (Saboteur 1 + Saboteur 2 mixed) from data/*.toml: path cards
(with the start and goal cards), action cards, role cards, scoring and set-up numbers.

Edges are bits of a mask in the board frame: N top, S bottom, W toward the start card, E
toward the goals. A card's data gives one of its two legal orientations; `turned` gives the
other (a card is never laid crosswise). Every deck card is named by its type id; the engine
names a physical card by its index in `Content.deck`.

The loader checks the data against the rulebooks' totals and against itself (every open edge
in exactly one tunnel group or dead end, ladders and doors well formed, no duplicate id or
shape): a wrong edit fails at load time with a ContentError (a ValueError) naming the file,
the card and the problem, so content stays replaceable by editing data alone. Files and rows
are read with `core.content`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Any

from ...core.catalog_game import TableInfo
from ...core.content import MISSING, ContentError, Row, read_toml, rows

N, E, S, W = 1, 2, 4, 8
EDGES: Mapping[str, int] = {"N": N, "E": E, "S": S, "W": W}
ALL_EDGES = N | E | S | W

GAMES = ("S1", "S2")
PATH_KINDS = ("start", "goal_gold", "goal_stone", "path")
DOORS = ("blue", "green")
CONFIDENCE = ("official", "confirmed", "image_checked", "single_source", "unknown")
UNSURE = frozenset({"single_source", "unknown"})  # such a card must name its gap in a note
ACTION_KINDS = ("broken", "repair", "rockfall", "map", "theft", "hands_off", "swap_hand",
                "inspection", "swap_hats", "trapped", "free")
TOOLS = ("pickaxe", "lantern", "cart")
TARGETS = ("self", "other", "any", "maze", "goal")
TEAMS = ("saboteur", "blue", "green", "boss", "profiteer", "geologist")

# The rulebooks' totals (seed, official rulebooks): the data must match them.
PATH_TOTALS: Mapping[str, int] = {"S1": 40, "S2": 30}
SPECIAL_TOTALS: Mapping[str, int] = {"start": 1, "goal_gold": 1, "goal_stone": 2}
ACTION_TOTALS: Mapping[str, int] = {"S1": 27, "S2": 21}
ROLE_TOTALS: Mapping[str, int] = {"saboteur": 3, "blue": 4, "green": 4, "boss": 1,
                                  "profiteer": 1, "geologist": 2}
GOLD_PIECES = 32

DATA = Path(__file__).resolve().parent / "data"
_ID = re.compile(r"[a-z][a-z0-9_]*\Z")  # ids name Fluent messages (card-<id>, role-<id>)


def turned(mask: int) -> int:
    """The edges of `mask` after a 180-degree turn: N<->S and E<->W."""
    return ((mask << 2) | (mask >> 2)) & ALL_EDGES


def letters(mask: int) -> str:
    """The edge letters of a mask in N E S W order ("NS", "" for none)."""
    return "".join(name for name, bit in EDGES.items() if mask & bit)


@dataclass(frozen=True, slots=True)
class PathCard:
    """A path card type (or the start or a goal card) in its data orientation."""

    id: str
    game: str
    count: int
    kind: str  # start | goal_gold | goal_stone | path
    open: int  # edges a tunnel or a dead-end opening reaches
    groups: tuple[int, ...]  # edges joined inside the card, one mask per separate tunnel
    dead_ends: int  # open edges that join nothing
    ladder: bool
    ladder_edges: int  # edges whose tunnel reaches the ladder
    door: str | None
    crystals: int
    confidence: str
    note: str = ""  # a known gap and what stands in for it

    def group_at(self, edge: int) -> int:
        """The tunnel group holding `edge`, or 0 for a dead end or rock."""
        for group in self.groups:
            if group & edge:
                return group
        return 0


@dataclass(frozen=True, slots=True)
class ActionCard:
    id: str
    game: str
    count: int
    kind: str
    tools: tuple[str, ...]  # broken: the tool; repair: the one or two it can mend
    target: str  # self | other | any | maze | goal
    stays_in_front: bool
    known: bool  # False: a stand-in for a card not in the public record
    confidence: str
    note: str = ""


@dataclass(frozen=True, slots=True)
class Role:
    id: str
    count: int
    team: str
    counts_as_winner: bool


@dataclass(frozen=True, slots=True)
class Scoring:
    points: tuple[int, ...]  # per winner, by number of winners; the last also for more
    boss_deduction: int
    profiteer_deduction: int
    profiteer_alone_full: bool
    boss_alone_full: bool
    floor: int
    crystal_points: int
    gold_pieces: int

    def per_winner(self, winners: int) -> int:
        """The table's gold for each of `winners` winners (0 without any)."""
        if winners <= 0:
            return 0
        return self.points[min(winners, len(self.points)) - 1]


@dataclass(frozen=True, slots=True)
class Setup:
    hand_size: int
    set_aside: int
    rounds: int
    min_players: int
    max_players: int
    start: tuple[int, int]  # (x, y): x toward the goals, y downward (south)
    goals: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True, eq=False)  # hashed by identity: catalogs cache per content
class Content:
    paths: Mapping[str, PathCard]  # every path card type, start and goals included
    actions: Mapping[str, ActionCard]
    roles: Mapping[str, Role]
    scoring: Scoring
    setup: Setup
    deck: tuple[str, ...]  # one type id per physical deck card: the index names the card
    start: PathCard
    goals: tuple[PathCard, PathCard, PathCard]  # gold first
    role_deck: tuple[str, ...]  # one role id per role card
    gaps: tuple[str, ...]  # every known gap, saying what stands in for it
    tables: tuple[TableInfo, ...] = ()

    def card(self, card_id: str) -> PathCard | ActionCard:
        """A deck card type by id."""
        found = self.paths.get(card_id) or self.actions.get(card_id)
        if found is None:
            raise KeyError(card_id)
        return found


# ---------------------------------------------------------------- reading rows
def _id(row: Row) -> str:
    value = row.text("id")
    if not _ID.match(value):
        raise row.fail(f"id {value!r} must be lower-case letters, digits and _")
    return value


def _edges(row: Row, key: str, value: Any = MISSING) -> int:
    """The edge mask of a list of edge letters (the field, or `value` when given)."""
    mask = 0
    for name in row.names(key, tuple(EDGES), value):
        mask |= EDGES[name]
    return mask


def _meta(doc: dict[str, Any], file: str) -> tuple[str, tuple[str, ...]]:
    row = Row(doc.get("meta", {}), f"{file}, [meta]", (), ("source", "gaps"))
    return row.text("source", default=""), row.strings("gaps", default=())


def _note(row: Row, confidence: str, known: bool = True) -> str:
    note = row.text("note", default="")
    if not note and (confidence in UNSURE or not known):
        reason = "known = false" if not known else f"confidence {confidence!r}"
        raise row.fail(f"{reason} needs a note naming the gap and what stands in for it")
    return note


# ---------------------------------------------------------------- path cards
PATH_FIELDS = ("id", "count", "game", "kind", "edges", "connections", "dead_ends", "ladder",
               "crystals", "confidence")


def _path(row: Row) -> PathCard:
    cid = _id(row)
    opened = _edges(row, "edges")
    raw_groups = row.get("connections")
    if not isinstance(raw_groups, list):
        raise row.fail(f"connections must be a list of edge lists, got {raw_groups!r}")
    groups = tuple(_edges(row, "connections", group) for group in raw_groups)
    dead = _edges(row, "dead_ends")
    ladder = row.flag("ladder")
    joins = _edges(row, "ladder_joins")
    seen = 0
    for group in groups:
        if not group:
            raise row.fail("connections holds an empty group")
        if group & ~opened:
            raise row.fail(f"connections use edge(s) {letters(group & ~opened)} that are "
                           "not open (not in edges)")
        if group & seen:
            raise row.fail(f"edge(s) {letters(group & seen)} are in two connection groups")
        seen |= group
        if group in EDGES.values() and not group & joins:
            raise row.fail(f"a one-edge group joins nothing: list {letters(group)} in "
                           "dead_ends (or in ladder_joins on a ladder card)")
        if group & joins and group & ~joins:
            raise row.fail(f"ladder_joins takes {letters(group & joins)} but not "
                           f"{letters(group & ~joins)} of the same tunnel")
    if dead & ~opened:
        raise row.fail(f"dead_ends use edge(s) {letters(dead & ~opened)} that are not open")
    if dead & seen:
        raise row.fail(f"edge(s) {letters(dead & seen)} are both joined and dead ends")
    if opened & ~(seen | dead):
        raise row.fail(f"open edge(s) {letters(opened & ~(seen | dead))} are in no "
                       "connection group and not dead ends")
    if ladder and not joins:
        raise row.fail("a ladder card needs ladder_joins (the edges reaching the ladder)")
    if joins and not ladder:
        raise row.fail("ladder_joins on a card without a ladder")
    if joins & ~seen:
        raise row.fail(f"ladder_joins edge(s) {letters(joins & ~seen)} are not joined "
                       "edges of this card")
    door = row.text("door", DOORS) if "door" in row else None
    confidence = row.text("confidence", CONFIDENCE)
    return PathCard(cid, row.text("game", GAMES), row.integer("count", 1),
                    row.text("kind", PATH_KINDS), opened, groups, dead, ladder, joins, door,
                    row.integer("crystals", 0), confidence, _note(row, confidence))


def _shape(card: PathCard) -> tuple[Any, ...]:
    """What a card type is, up to its 180-degree turn: two entries with one shape are one type."""
    def form(turn: bool) -> tuple[Any, ...]:
        def t(mask: int) -> int:
            return turned(mask) if turn else mask
        return (t(card.open), tuple(sorted(t(g) for g in card.groups)), t(card.dead_ends),
                t(card.ladder_edges))
    return (card.kind, card.ladder, card.door, card.crystals, min(form(False), form(True)))


def _paths(doc: dict[str, Any], file: str) -> dict[str, PathCard]:
    cards: dict[str, PathCard] = {}
    shapes: dict[tuple[Any, ...], str] = {}
    for row in rows(doc, "card", file, required=PATH_FIELDS,
                    optional=("ladder_joins", "door", "note")):
        card = _path(row)
        if card.id in cards:
            raise row.fail("duplicate id")
        other = shapes.setdefault(_shape(card), card.id)
        if other != card.id:
            raise row.fail(f"same card as {other!r} (up to a 180-degree turn): give the type "
                           "one entry with a count")
        cards[card.id] = card
    for kind, total in SPECIAL_TOTALS.items():
        found = sum(c.count for c in cards.values() if c.kind == kind)
        if found != total:
            raise ContentError(f"{file}: {total} {kind} card(s) expected, found {found}")
    for game, total in PATH_TOTALS.items():
        found = sum(c.count for c in cards.values() if c.kind == "path" and c.game == game)
        if found != total:
            raise ContentError(f"{file}: the rulebooks give {total} {game} path cards for the "
                               f"deck, the data {found}")
    return cards


# ---------------------------------------------------------------- action cards
ACTION_FIELDS = ("id", "count", "game", "kind", "tools", "target", "stays_in_front", "known",
                 "confidence")


def _action(row: Row) -> ActionCard:
    cid = _id(row)
    kind = row.text("kind", ACTION_KINDS)
    tools = row.names("tools", TOOLS)
    wanted = {"broken": (1, 1), "repair": (1, 2)}.get(kind, (0, 0))
    if not wanted[0] <= len(tools) <= wanted[1]:
        need = {(1, 1): "exactly one tool", (1, 2): "one or two tools"}.get(wanted, "no tools")
        raise row.fail(f"a {kind} card takes {need}, got {list(tools)}")
    known = row.flag("known")
    confidence = row.text("confidence", CONFIDENCE)
    return ActionCard(cid, row.text("game", GAMES), row.integer("count", 1), kind, tools,
                      row.text("target", TARGETS), row.flag("stays_in_front"), known,
                      confidence, _note(row, confidence, known))


def _actions(doc: dict[str, Any], file: str, taken: Mapping[str, Any]) -> dict[str, ActionCard]:
    cards: dict[str, ActionCard] = {}
    for row in rows(doc, "card", file, required=ACTION_FIELDS, optional=("note",)):
        card = _action(row)
        if card.id in cards or card.id in taken:
            raise row.fail("duplicate id" + (" (a path card's)" if card.id in taken else ""))
        cards[card.id] = card
    for game, total in ACTION_TOTALS.items():
        found = sum(c.count for c in cards.values() if c.game == game)
        if found != total:
            raise ContentError(f"{file}: the rulebooks give {total} {game} action cards, the "
                               f"data {found}")
    return cards


# ---------------------------------------------------------------- roles, scoring, set-up
def _roles(doc: dict[str, Any], file: str) -> dict[str, Role]:
    roles: dict[str, Role] = {}
    for row in rows(doc, "role", file, required=("id", "count", "team", "counts_as_winner"),
                    optional=()):
        role = Role(_id(row), row.integer("count", 1), row.text("team", TEAMS),
                    row.flag("counts_as_winner"))
        if role.id in roles:
            raise row.fail("duplicate id")
        roles[role.id] = role
    teams = Counter[str]()
    for role in roles.values():
        teams[role.team] += role.count
    for team, total in ROLE_TOTALS.items():
        if teams[team] != total:
            raise ContentError(f"{file}: the rulebooks give {total} {team} role card(s), the "
                               f"data {teams[team]}")
    return roles


SCORING_FIELDS = ("points", "boss_deduction", "profiteer_deduction", "profiteer_alone_full",
                  "boss_alone_full", "floor", "crystal_points", "gold_pieces")


def _scoring(doc: dict[str, Any], file: str) -> tuple[Scoring, tuple[str, ...]]:
    row = Row(doc.get("scoring"), f"{file}, [scoring]", SCORING_FIELDS, ("gaps",))
    points = row.get("points")
    if (not isinstance(points, list) or not points
            or not all(isinstance(p, int) and not isinstance(p, bool) and p >= 0
                       for p in points)
            or any(a < b for a, b in pairwise(points))):
        raise row.fail(f"points must be a non-empty list of non-increasing whole numbers, "
                       f"got {points!r}")
    gaps = row.strings("gaps", default=())
    return Scoring(tuple(points), row.integer("boss_deduction", 0),
                   row.integer("profiteer_deduction", 0), row.flag("profiteer_alone_full"),
                   row.flag("boss_alone_full"), row.integer("floor", 0),
                   row.integer("crystal_points", 0), row.integer("gold_pieces", 0)), tuple(gaps)


def _cell(row: Row, key: str, value: Any) -> tuple[int, int]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise row.fail(f"{key} must be [x, y] whole numbers, got {value!r}")
    return value[0], value[1]


def _setup(doc: dict[str, Any], file: str, deck: int) -> Setup:
    row = Row(doc, file, ("hand_size", "set_aside", "rounds", "min_players", "max_players",
                          "start", "goals"), ())
    goals = row.get("goals")
    if not isinstance(goals, list) or len(goals) != 3:
        raise row.fail(f"goals must list three [x, y] cells, got {goals!r}")
    setup = Setup(row.integer("hand_size", 1), row.integer("set_aside", 0),
                  row.integer("rounds", 1),
                  row.integer("min_players", 1), row.integer("max_players", 1),
                  _cell(row, "start", row.get("start")),
                  tuple(_cell(row, "goals", g) for g in goals))
    if setup.min_players > setup.max_players:
        raise row.fail("min_players is above max_players")
    if len({setup.start, *setup.goals}) != 4:
        raise row.fail("the start and the three goals need four different cells")
    if setup.set_aside + setup.max_players * setup.hand_size > deck:
        raise row.fail(f"{setup.max_players} hands of {setup.hand_size} and {setup.set_aside} "
                       f"cards set aside need more than the {deck} deck cards")
    return setup


# ---------------------------------------------------------------- the whole
def _gap(card: PathCard | ActionCard) -> str:
    return f"{card.id} ({card.confidence}): {card.note}"


def _parse(folder: Path) -> Content:
    docs = {name: read_toml(folder / f"{name}.toml", f"{name}.toml")
            for name in ("paths", "actions", "roles", "setup")}
    paths = _paths(docs["paths"], "paths.toml")
    actions = _actions(docs["actions"], "actions.toml", paths)
    roles = _roles(docs["roles"], "roles.toml")
    scoring, gold_gaps = _scoring(docs["roles"], "roles.toml")
    in_deck = [c for c in paths.values() if c.kind == "path"]
    fixed = [c for c in paths.values() if c.kind != "path"]
    # fixed order: the deck's path cards, then the action cards, each in file order
    deck = tuple(card.id for card in [*in_deck, *actions.values()] for _ in range(card.count))
    setup = _setup(docs["setup"], "setup.toml", len(deck))
    (start,) = (c for c in paths.values() if c.kind == "start")
    gold = next(c for c in paths.values() if c.kind == "goal_gold")
    stones = [c for c in paths.values() if c.kind == "goal_stone" for _ in range(c.count)]

    path_source, path_gaps = _meta(docs["paths"], "paths.toml")
    action_source, action_gaps = _meta(docs["actions"], "actions.toml")
    role_source, role_gaps = _meta(docs["roles"], "roles.toml")
    tables = (
        TableInfo("path cards", sum(PATH_TOTALS.values()), sum(c.count for c in in_deck),
                  False, path_source,
                  path_gaps + tuple(_gap(c) for c in in_deck if c.note)),
        TableInfo("start and goal cards", sum(SPECIAL_TOTALS.values()),
                  sum(c.count for c in fixed), False, path_source,
                  tuple(_gap(c) for c in fixed if c.note)),
        TableInfo("action cards", sum(ACTION_TOTALS.values()),
                  sum(c.count for c in actions.values()),
                  any(not c.known for c in actions.values()), action_source,
                  action_gaps + tuple(_gap(c) for c in actions.values() if c.note)),
        TableInfo("role cards", sum(ROLE_TOTALS.values()), sum(r.count for r in roles.values()),
                  False, role_source, role_gaps),
        TableInfo("gold pieces", GOLD_PIECES, scoring.gold_pieces, False, role_source,
                  gold_gaps),
    )
    return Content(
        paths=paths, actions=actions, roles=roles, scoring=scoring, setup=setup, deck=deck,
        start=start, goals=(gold, stones[0], stones[1]),
        role_deck=tuple(r.id for r in roles.values() for _ in range(r.count)),
        gaps=tuple(gap for table in tables for gap in table.gaps), tables=tables)


@cache
def _default() -> Content:
    return _parse(DATA)


def load(folder: Path | None = None) -> Content:
    """The content of a data folder (default: the shipped one, loaded once)."""
    if folder is None or Path(folder).resolve() == DATA:
        return _default()
    return _parse(Path(folder))


def content_tables(content: Content) -> list[dict[str, Any]]:
    """The content listing `ludoteca content` shows: per table, the count the rulebooks give,
    the count the data holds, and the known gaps."""
    return [table.to_json() for table in content.tables]
