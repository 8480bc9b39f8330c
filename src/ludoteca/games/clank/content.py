"""Loads Clank! Catacombs' cards (data/cards.toml) and tokens, tracks and market
(data/tokens.toml), and what the Adventuring Party adds with 5 or 6 players
(data/party.toml), checked against the rulebooks' counts and against the effect
vocabulary the engine knows; `gaps()` lists what the public record does not give.

Every effect is a row `{on, do, n, if, at_least}` or `{on, special}` (cards.toml's header
says what each means). The loader refuses a hook, primitive or condition the engine does not
know, and a special no power unit handles is refused once the powers are registered, so a
wrong edit fails at load time with a ContentError naming the file, the card and the field.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ...core.content import ContentError, Row, read_data, read_toml, rows

BANNERS = ("starter", "reserve", "blue", "purple", "red")
TYPES = ("companion", "gem", "item", "device", "monster", "none")
CONFIDENCE = ("confirmed", "partly", "s2", "unknown")
HOOKS = ("play", "acquire", "arrive", "defeat", "use", "ghost")
PRIMITIVES = ("skill", "swords", "boots", "gold", "clank", "draw", "heal", "lockpick",
              "others_clank", "all_clank", "secret_tome", "major_secret", "free_prisoners",
              "cubes_to_bag", "ignore_crystal_caves", "ignore_tunnel_monsters", "trash_self",
              "rage", "ghost")
CONDITIONS = ("companion", "clank_made", "gold_gained", "skill_gained", "artifacts",
              "crystal_cave", "wayshrine",
              "artifact", "crown", "monkey_idol", "haunted", "market", "tome_seen",
              "prisoners_freed", "row_monster_defeated", "portal_used", "cube_placed")
COUNTED = frozenset({"clank_made", "gold_gained", "skill_gained", "prisoners_freed",
                     "artifacts"})
PLACES = ("crystal_cave", "wayshrine", "depths")
POINT_RULES = ("brave_hero", "expensive_taste", "thirst_for_adventure", "mayor", "monk",
               "primatologist", "prince", "sorceress", "warrior")
TOKEN_EFFECTS = ("carry", "coupon", "monkey_idol", "against_arrows", "magic_spring",
                 "puzzle_box", "invisible")

# The rulebooks' counts (both seed rulebooks agree).
STARTING_DECK = {"burgle": 6, "stumble": 2, "sidestep": 1, "scramble": 1}
RESERVE = {"mercenary": 15, "explore": 15, "secret_tome": 12, "goblin": 1}
POOLS = {"prisoner": 20, "major": 11, "minor": 20}
ARTIFACTS = 7
PARTY_ARTIFACTS = (10, 15, 20, 25)  # the Adventuring Party's, with 5-6 players (rulebooks)
PARTY_PLAYERS = 5  # the Adventuring Party's rules apply from this many players on
STANDIN_NAMES = {"rage": "Rage Track values and starting spaces",
                 "health": "Health Meter length", "artifacts": "Artifact values"}


@dataclass(frozen=True, slots=True)
class Effect:
    on: str
    do: str = ""  # a primitive, or "" for a special
    n: int = 0
    special: str = ""
    when: str = ""  # a condition, or "" (at once)
    at_least: int = 0


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    name: str
    banner: str
    type: str
    count: int
    cost: int
    points: int
    points_rule: str
    dragon: bool
    danger: bool
    fight_in: tuple[str, ...]
    reserve: bool  # in the Reserve (the yellow stacks and the Goblin)
    confidence: str
    note: str
    type_sure: bool
    effects: tuple[Effect, ...]
    party: bool = False  # the Adventuring Party's (party.toml): only with 5-6 players
    standin: bool = False  # not in the public record: numbers and effects stand in

    def on(self, hook: str) -> tuple[Effect, ...]:
        return tuple(e for e in self.effects if e.on == hook)


@dataclass(frozen=True, slots=True)
class Token:
    id: str
    name: str
    pool: str  # prisoner, major, minor, market
    count: int
    points: int = 0
    points_rule: str = ""
    keep: bool = False
    now: tuple[Effect, ...] = ()
    use: tuple[Effect, ...] = ()
    gold: int = 0
    effect: str = ""
    standin: bool = False
    not_a_prisoner: bool = False
    needs_damage: int = 0
    stack_points: tuple[int, ...] = ()
    party: bool = False  # the Adventuring Party's (party.toml): only with 5-6 players
    note: str = ""


@dataclass(frozen=True)
class Party:
    """What the Adventuring Party adds with 5 or 6 players, besides its cards and tokens
    (which are in `Content.cards` and `Content.tokens`, marked `party`)."""

    artifacts: tuple[int, ...]
    rage: tuple[int, ...]  # the Rage Track with the side board
    rage_start: Mapping[int, int]  # players -> the space (from 0) the marker starts on
    start_clank: tuple[int, ...]  # players 5 and 6
    start_gold: tuple[int, ...]  # players 5 and 6
    reserve: Mapping[str, int]  # more copies of Reserve cards
    unknown: tuple[str, ...]  # what the public record does not give (party.toml)
    standins: tuple[str, ...]  # the notes of its tables marked as stand-ins


@dataclass(frozen=True)
class Content:
    cards: Mapping[str, Card]
    tokens: Mapping[str, Token]
    rage: tuple[int, ...]
    rage_start: Mapping[int, int]  # players -> the space (from 0) the marker starts on
    health: int
    artifacts: tuple[int, ...]  # the stack from the top
    artifacts_known: tuple[int, ...]
    cubes: Mapping[str, Any]
    misc: Mapping[str, int]
    dungeon_printed: int
    standins: tuple[str, ...]  # what tokens.toml marks as a stand-in
    party: Party

    def dungeon(self, party: bool = False) -> list[Card]:
        """The Dungeon Deck's cards (`party`: with the Adventuring Party's)."""
        return [c for c in self.cards.values() if c.banner in ("blue", "purple", "red")
                and not c.reserve and (party or not c.party)]

    def pool(self, pool: str, party: bool = False) -> list[Token]:
        """A pile's or the Market's tokens (`party`: with the Adventuring Party's)."""
        return [t for t in self.tokens.values() if t.pool == pool and (party or not t.party)]

    def track(self, players: int) -> tuple[int, ...]:
        """The Rage Track of a game of `players` (with the side board at 5-6)."""
        return self.party.rage if players >= PARTY_PLAYERS else self.rage

    def rage_space(self, players: int) -> int:
        """The space (from 0) the dragon marker starts on."""
        if players >= PARTY_PLAYERS:
            return self.party.rage_start[players]
        return self.rage_start[min(max(players, 2), 4)]

    def artifact_stack(self, party: bool = False) -> list[int]:
        """The Artifact stack at set-up, from the top (`party`: with the Adventuring
        Party's, each above a Catacombs one of equal value: the same number here)."""
        return sorted((*self.artifacts, *self.party.artifacts)) if party \
            else list(self.artifacts)


# ------------------------------------------------------------------ reading
def _effect(raw: Any, where: str) -> Effect:
    row = Row(raw, where, required=("on",), optional=("do", "n", "special", "if", "at_least"))
    on = row.text("on", HOOKS)
    if ("do" in row) == ("special" in row):
        raise row.fail("an effect names either do = PRIMITIVE or special = NAME")
    when = row.text("if", CONDITIONS, default="")
    at_least = row.integer("at_least", least=1, default=0)
    if when in COUNTED and not at_least:
        raise row.fail(f"condition {when!r} needs at_least = N")
    if at_least and when not in COUNTED:
        raise row.fail(f"at_least is for the counted conditions ({', '.join(sorted(COUNTED))})")
    if "special" in row:
        return Effect(on, special=row.text("special"), when=when, at_least=at_least)
    do = row.text("do", PRIMITIVES)
    return Effect(on, do, row.integer("n"), when=when, at_least=at_least)


def _effects(row: Row, key: str) -> tuple[Effect, ...]:
    items = row.value(key, list, [])
    return tuple(_effect(raw, f"{row.where}, {key} #{i}") for i, raw in enumerate(items, 1))


def _card(row: Row, party: bool = False) -> Card:
    banner = row.text("banner", BANNERS)
    reserve = row.flag("reserve", banner == "reserve")
    cost = row.integer("cost", least=0, default=0 if banner == "starter" else None)
    if cost is None:
        raise row.fail(f"a {banner} card needs a cost")
    card = Card(row.text("id"), row.text("name"), banner,
                row.text("type", TYPES, default="monster" if banner == "red" else
                         "device" if banner == "purple" else "none"),
                row.integer("count", least=1), cost, row.integer("points", least=0, default=0),
                row.text("points_rule", POINT_RULES, default=""), row.flag("dragon", False),
                row.flag("danger", False), row.names("fight_in", PLACES), reserve,
                row.text("confidence", CONFIDENCE), row.text("note", default=""),
                row.flag("type_sure", True), _effects(row, "effects"), party,
                row.flag("standin", False))
    if card.standin and not card.note:
        raise row.fail("a stand-in card says what stands in in a note")
    if card.confidence in ("partly", "unknown") and not card.note:
        raise row.fail(f"a card of confidence {card.confidence!r} says what is unsure in a note")
    hooks = {"starter": ("play",), "reserve": ("play",), "blue": ("play", "arrive", "ghost"),
             "purple": ("use", "arrive"), "red": ("defeat", "arrive")}[banner]
    for effect in card.effects:
        if effect.on not in hooks:
            raise row.fail(f"a {banner} card has no {effect.on!r} effects "
                           f"(it has {', '.join(hooks)})")
    if card.fight_in and banner != "red":
        raise row.fail("fight_in is for monsters")
    if card.dragon and banner in ("starter", "reserve"):
        raise row.fail("only Dungeon cards show the Dragon Attack symbol")
    return card


def _token(row: Row, pool: str, party: bool = False) -> Token:
    now, use = _token_effects(row, "now"), _token_effects(row, "use")
    stack = row.value("stack_points", list, [])
    if not all(isinstance(p, int) and not isinstance(p, bool) for p in stack):
        raise row.fail("stack_points must be a list of integers")
    token = Token(row.text("id"), row.text("name"), pool, row.integer("count", least=1),
                  row.integer("points", least=0, default=0),
                  row.text("points_rule", POINT_RULES, default=""), row.flag("keep", False),
                  now, use, row.integer("gold", least=0, default=0),
                  row.text("effect", TOKEN_EFFECTS, default=""), row.flag("standin", False),
                  row.flag("not_a_prisoner", False),
                  row.integer("needs_damage", least=0, default=0), tuple(stack), party,
                  row.text("note", default=""))
    if party and not (token.standin or token.note):
        raise row.fail("an Adventuring Party token says where it comes from in a note")
    if stack and len(stack) != token.count:
        raise row.fail(f"stack_points lists {len(stack)} values for {token.count} tokens")
    if use and not token.keep:
        raise row.fail("a token used later is kept (keep = true)")
    return token


def _token_effects(row: Row, key: str) -> tuple[Effect, ...]:
    items = row.value(key, list, [])
    out = []
    for i, raw in enumerate(items, 1):
        sub = Row(raw, f"{row.where}, {key} #{i}", required=("do", "n"), optional=())
        out.append(Effect(key, sub.text("do", PRIMITIVES), sub.integer("n")))
    return tuple(out)


def _table(doc: Mapping[str, Any], key: str, file: str) -> Row:
    return Row(doc.get(key), f"{file}, [{key}]")


CARD_FIELDS = ("type", "type_sure", "cost", "points", "points_rule", "dragon", "danger",
               "fight_in", "reserve", "note", "effects", "standin")
TOKEN_FIELDS = ("name", "count", "points", "points_rule", "keep", "now", "use", "gold",
                "effect", "standin", "not_a_prisoner", "needs_damage", "stack_points", "note")


def _cards(doc: Mapping[str, Any], file: str, cards: dict[str, Card], party: bool) -> None:
    for row in rows(doc, "card", file, required=("id", "name", "banner", "count",
                                                 "confidence"),
                    optional=CARD_FIELDS, needed=not party):
        card = _card(row, party)
        if card.id in cards:
            raise row.fail("the id is listed twice")
        if party and card.banner in ("starter", "reserve"):
            raise row.fail("the expansion's Reserve copies are counted in [reserve]; its "
                           "cards here are Dungeon cards")
        cards[card.id] = card


def _tokens(doc: Mapping[str, Any], file: str, tokens: dict[str, Token], party: bool
            ) -> None:
    for pool in ("market", *POOLS):
        for row in rows(doc, pool, file, optional=TOKEN_FIELDS, required=("id", "name", "count"),
                        needed=not party):
            token = _token(row, pool, party)
            if token.id in tokens:
                raise row.fail("the id is listed twice")
            if party and token.stack_points:
                raise row.fail("stack_points are for the Crowns")
            tokens[token.id] = token


def load(cards_path: Path | None = None, tokens_path: Path | None = None,
         party_path: Path | None = None) -> Content:
    """The content (the shipped files, or the given ones), checked."""
    cdoc = read_toml(cards_path) if cards_path else read_data(__package__, "cards.toml")
    tdoc = read_toml(tokens_path) if tokens_path else read_data(__package__, "tokens.toml")
    pdoc = read_toml(party_path) if party_path else read_data(__package__, "party.toml")
    cfile = str(cards_path) if cards_path else "cards.toml"
    tfile = str(tokens_path) if tokens_path else "tokens.toml"
    pfile = str(party_path) if party_path else "party.toml"
    cards: dict[str, Card] = {}
    _cards(cdoc, cfile, cards, False)
    for group, wanted in (("starting deck", STARTING_DECK), ("Reserve", RESERVE)):
        have = {cid: cards[cid].count for cid in wanted if cid in cards}
        if have != wanted:
            raise ContentError(f"{cfile}: the {group} needs {wanted}, got {have}")
    meta = _table(cdoc, "meta", cfile)
    tokens: dict[str, Token] = {}
    _tokens(tdoc, tfile, tokens, False)
    for pool, total in POOLS.items():
        have = sum(t.count for t in tokens.values() if t.pool == pool)
        if have != total:
            raise ContentError(f"{tfile}: the {pool} tokens add up to {have}, not {total}")
    rage = _table(tdoc, "rage", tfile)
    values = tuple(rage.value("values", list))
    start_raw = rage.table("start")
    try:
        start = {int(k): int(v) - 1 for k, v in start_raw.items()}
    except (TypeError, ValueError):
        raise rage.fail("start maps player counts to spaces (integers)") from None
    if not values or any(not isinstance(v, int) or v < 1 for v in values):
        raise rage.fail("values must be a list of positive integers")
    if set(start) != {2, 3, 4} or not all(0 <= s < len(values) for s in start.values()):
        raise rage.fail("start needs a space on the track for 2, 3 and 4 players")
    health = _table(tdoc, "health", tfile).integer("length", least=1)
    art = _table(tdoc, "artifacts", tfile)
    artifacts = tuple(art.value("values", list))
    known = tuple(art.value("known", list))
    if len(artifacts) != ARTIFACTS or list(artifacts) != sorted(artifacts):
        raise art.fail(f"values must list the {ARTIFACTS} Artifacts from the top, lowest first")
    if not set(known) <= set(artifacts):
        raise art.fail("known values must be among the values")
    cubes = _table(tdoc, "cubes", tfile)
    misc = _table(tdoc, "misc", tfile)
    standins = tuple(f"{STANDIN_NAMES[key]} not printed, stand-in: "
                     f"{_table(tdoc, key, tfile).get('note', '')}".rstrip(": ")
                     for key in ("rage", "health", "artifacts")
                     if _table(tdoc, key, tfile).flag("standin", False))
    out_draw = cubes.table("out_draw")
    if not {str(n) for n in range(2, 7)} <= set(out_draw):
        raise cubes.fail("out_draw needs the cubes drawn for 2 to 6 players")
    _cards(pdoc, pfile, cards, True)
    _tokens(pdoc, pfile, tokens, True)
    party = _party(pdoc, pfile, cards, len(cubes.value("start_clank", list)))
    return Content(cards, tokens, values, start, health, artifacts, known, dict(cubes.data),
                   {k: v for k, v in misc.data.items() if isinstance(v, int)},
                   meta.integer("dungeon_printed", least=1), standins, party)


def _party(doc: Mapping[str, Any], file: str, cards: Mapping[str, Card], seats: int
           ) -> Party:
    """party.toml's tables: the Artifacts, the Rage Track with the side board, players 5
    and 6, the Reserve's extra copies and the `unknown` lines."""
    top = Row(doc, file, optional=("unknown", "artifacts", "rage", "seats", "reserve",
                                   "card", "market", "prisoner", "major", "minor"))
    art = _table(doc, "artifacts", file)
    artifacts = tuple(art.value("values", list))
    if artifacts != PARTY_ARTIFACTS:
        raise art.fail(f"values: the rulebooks use the expansion's {list(PARTY_ARTIFACTS)}")
    rage = _table(doc, "rage", file)
    values = tuple(rage.value("values", list))
    if not values or any(not isinstance(v, int) or isinstance(v, bool) or v < 1
                         for v in values):
        raise rage.fail("values must be a list of positive integers")
    try:
        start = {int(k): int(v) - 1 for k, v in rage.table("start").items()}
    except (TypeError, ValueError):
        raise rage.fail("start maps player counts to spaces (integers)") from None
    if set(start) != {5, 6} or not all(0 <= s < len(values) for s in start.values()):
        raise rage.fail("start needs a space on the track for 5 and 6 players")
    seats_row = _table(doc, "seats", file)
    clank, gold = (tuple(seats_row.value(key, list)) for key in ("start_clank", "start_gold"))
    extra = 6 - seats
    for key, got in (("start_clank", clank), ("start_gold", gold)):
        if len(got) != extra or any(not isinstance(v, int) or v < 0 for v in got):
            raise seats_row.fail(f"{key} lists a whole number for each of players "
                                 f"{seats + 1}-6")
    res = _table(doc, "reserve", file)
    reserve = {}
    for cid in res.data:
        if cid in ("standin", "note"):
            continue
        if cid not in cards or not cards[cid].reserve or cid == "goblin":
            raise res.fail(f"{cid!r} is no Reserve stack")
        reserve[cid] = res.integer(cid, least=0)
    standins = tuple(f"{what}: stand-in: {row.get('note', '')}".rstrip(": ")
                     for what, row in (("Rage Track with the side board", rage),
                                       ("players 5 and 6", seats_row), ("Reserve", res))
                     if row.flag("standin", False))
    return Party(artifacts, values, start, clank, gold, reserve,
                 top.strings("unknown", ()), standins)


@cache
def shipped() -> Content:
    return load()


def gaps(content: Content) -> list[str]:
    """What the public record does not give, as lines for `ludoteca content clank` (the
    Adventuring Party's, for 5-6 players, begin with `PARTY_GAP`)."""
    out: list[str] = []
    cards = [c for c in content.cards.values() if not c.party]
    dungeon = sum(c.count for c in content.dungeon())
    if dungeon != content.dungeon_printed:
        out.append(f"Dungeon Deck: the card counts add up to {dungeon}, the rulebooks print "
                   f"{content.dungeon_printed} (which count is off is not known)")
    for card in cards:
        if card.confidence == "unknown":
            out.append(f"card {card.id}: {card.note}")
    unsure = sorted(c.id for c in cards if c.confidence == "s2")
    if unsure:
        out.append(f"{len(unsure)} cards' numbers come from a community card table only "
                   f"(confidence s2): {', '.join(unsure)}")
    types = sorted(c.id for c in cards if not c.type_sure)
    if types:
        out.append(f"companion type guessed for: {', '.join(types)}")
    unknown = [v for v in content.artifacts if v not in content.artifacts_known]
    if unknown:
        out.append(f"Artifacts: values {unknown} are stand-ins (known: "
                   f"{list(content.artifacts_known)})")
    out.extend(s for s in content.standins if not s.startswith(STANDIN_NAMES["artifacts"]))
    counts = Counter(t.pool for t in content.tokens.values() if t.standin and not t.party)
    for pool, total in POOLS.items():
        if counts[pool]:
            out.append(f"{pool} tokens: how many of each kind is not printed (the total, "
                       f"{total}, is); stand-in counts")
    return out + party_gaps(content)


PARTY_GAP = "Adventuring Party (5-6 players): "


def party_gaps(content: Content) -> list[str]:
    """The Adventuring Party's stand-ins and unknowns (party.toml), each line beginning
    with `PARTY_GAP`."""
    p = content.party
    out = [f"stand-in card {c.id}: {c.note}" for c in content.cards.values()
           if c.party and (c.standin or c.confidence == "unknown")]
    out += [f"stand-in {t.pool} token {t.id}: {t.note}" for t in content.tokens.values()
            if t.party and t.standin]
    out += list(p.standins) + [f"unknown: {line}" for line in p.unknown]
    return [PARTY_GAP + line for line in out]
