"""The Clank! Catacombs game object: meta, options, action ids, content tables, snapshots."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from ...core.actions import Action
from ...core.catalog_game import CatalogGame, TableInfo
from ...core.catalogue import Catalogue, Computed, Domain, Listed
from ...core.errors import IllegalAction
from ...core.plugin import GamePackage
from ...core.protocol import GameMeta, OptionSpec
from ...core.rng import Rng
from . import balance
from .content import PARTY_GAP, Content, gaps, shipped
from .state import END, GOBLIN, MARK, ROW, TAKE, ClankState
from .tiles import TileSet, feature_counts, load_tiles

META = GameMeta(
    id="clank",
    name="Clank! Catacombs",
    version="4",
    min_players=2,
    max_players=6,  # 5-6: with the Adventuring Party (docs/clank.md, decision 31)
    simultaneous=False,
    chance=True,
    hidden_information=True,
    options=(
        OptionSpec("start_side", "a", ("a", "b"),
                   "which side of the start tile the dungeon starts from"),
        OptionSpec("escape", "finish", ("finish", "end_turn"),
                   "an escaping player finishes the turn in the Crypt (finish: the zh "
                   "rulebook) or the turn ends at once (end_turn: the uk rulebook); "
                   "docs/clank.md, decision 5"),
        OptionSpec("party_backpack", "same_room", ("same_room", "no_second"),
                   "5-6 players: a Backpack never takes a second Artifact from the same "
                   "room (same_room: the zh rulebook) or no second Artifact is taken at all "
                   "(no_second: the uk rulebook); decision 32"),
        OptionSpec("party_market", "add", ("add", "leave_out"),
                   "5-6 players: the Adventuring Party's Market items but the Master Key are "
                   "added (add: the uk rulebook) or left out (leave_out: the zh rulebook's "
                   "'may'); decision 31"),
    ),
)

ROOMS = 256  # room numbers an id can name (the stand-in map has under 100)
EXITS = 32  # exits of one room an id can name
OPTIONS = ("clank", "gold", "caves", "lockpick", "draw", "heal", "boots", "trash")


@dataclass(frozen=True)
class Bundle:
    """What a game of Clank! is made from: the content and the tiles."""

    content: Content
    tiles: TileSet

    @property
    def tables(self) -> list[TableInfo]:
        c, counts = self.content, feature_counts(self.tiles)
        lines = gaps(c)
        party = tuple(line[len(PARTY_GAP):] for line in lines if line.startswith(PARTY_GAP))
        lines = [line for line in lines if not line.startswith(PARTY_GAP)]
        dungeon = sum(card.count for card in c.dungeon())
        base = sum(not card.party for card in c.cards.values())
        added = sum(card.party for card in c.cards.values()) + sum(
            t.party for t in c.tokens.values()) + len(c.party.artifacts)
        tile_gaps = ("the tiles' geometry is not published: a stand-in set",) \
            if self.tiles.standin else ()
        return [
            TableInfo("cards (kinds)", base, base, False,
                      "shared/reference/clank/cards.yaml",
                      tuple(line for line in lines if line.startswith(("card ", "companion"))
                            or "community card table" in line)),
            TableInfo("dungeon deck (cards)", c.dungeon_printed, dungeon, False,
                      "rulebooks: 100 cards; community table counts",
                      tuple(line for line in lines if line.startswith("Dungeon Deck"))),
            TableInfo("tokens (kinds)", len(c.tokens), len(c.tokens), True,
                      "shared/reference/clank/tokens.yaml",
                      tuple(line for line in lines if "tokens:" in line or
                            line.startswith(("Rage", "Health", "Artifacts")))),
            TableInfo("tiles", 30, len(self.tiles.all()), self.tiles.standin,
                      "shared/reference/clank/tiles.md; data/tiles.toml",
                      tile_gaps + tuple(f"{back}: {dict(v)}" for back, v in counts.items())),
            # the expansion's kinds of cards and tokens and its Artifacts, for 5-6 players
            TableInfo("Adventuring Party (5-6 players)", added, added, True,
                      "shared/reference/clank/rules.md 14; data/party.toml", party),
        ]


@cache
def shipped_bundle() -> Bundle:
    return Bundle(shipped(), load_tiles())


_CATALOGUES: dict[int, tuple[Content, Catalogue]] = {}


def catalogue(content: Content) -> Catalogue:
    """The action ids of a content, made once per content object."""
    kept = _CATALOGUES.get(id(content))
    if kept is None or kept[0] is not content:
        kept = _CATALOGUES[id(content)] = (content, _make_catalogue(content))
    return kept[1]


class _MakeAs:
    """Makes the action of kind `kind` from a `More` block's values (a class, not a
    closure: catalogues pickle)."""

    __slots__ = ("kind", "names")

    def __init__(self, kind: str, names: tuple[str, ...]) -> None:
        self.kind, self.names = kind, names

    def __call__(self, *values: Any) -> Action:
        return Action.make(self.kind, **dict(zip(self.names, values, strict=True)))


class More(Computed):
    """More values of an action kind an earlier block numbers (the Adventuring Party's
    cards and tokens, with 5-6 players): numbered after every earlier block, so their ids
    stay, and made as that kind's own actions (`play`, `buy`...)."""

    __slots__ = ("of",)

    def __init__(self, of: str, fields: dict[str, Domain]) -> None:
        super().__init__(f"{of}+", fields, make=_MakeAs(of, tuple(fields)))
        self.of = of

    def local(self, action: Action) -> int | None:
        if action.kind != self.of:
            return None
        return super().local(Action(self.kind, action.args))


class ClankCatalogue(Catalogue):
    """The game's catalogue: a kind's `More` values are found after its own block."""

    def __init__(self, game: str, blocks: list[Listed | Computed]) -> None:
        super().__init__(game, blocks)
        self.more: dict[str, tuple[int, More]] = {}
        offset = 0
        for block in self.blocks:
            if isinstance(block, More):
                self.more[block.of] = (offset, block)
            offset += block.size

    def id_of(self, action: Action) -> int:
        try:
            return super().id_of(action)
        except IllegalAction:
            part = self.more.get(action.kind)
            local = part[1].local(action) if part is not None else None
            if part is None or local is None:
                raise
            return part[0] + local


def _make_catalogue(content: Content) -> Catalogue:
    # the blocks' domains hold the Catacombs' own cards and tokens; the Adventuring
    # Party's come in `More` blocks at the end, so the ids of 2-4 player games stay
    every = content.cards.values()
    cards = tuple(cid for cid, card in content.cards.items() if not card.party)
    reserve = tuple(card.id for card in every if card.reserve and card.id != "goblin")
    items = (*sorted(t.id for t in content.pool("market") if t.id != "crown"), "crown")
    potions = tuple(sorted(t.id for t in content.tokens.values() if t.use and not t.party))
    party_cards = tuple(card.id for card in every if card.party)
    party_items = tuple(sorted(t.id for t in content.pool("market", True) if t.party))
    party_potions = tuple(sorted(t.id for t in content.tokens.values() if t.use and t.party))
    return ClankCatalogue("clank", [
        Listed([END, GOBLIN, TAKE, MARK, Action.make("skip")]),
        Computed("play", {"card": cards}),
        Computed("acquire", {"slot": range(ROW)}),
        Computed("use", {"slot": range(ROW)}),
        Computed("fight", {"slot": range(ROW)}),
        Computed("reserve", {"card": reserve}),
        Computed("move", {"exit": range(EXITS)}),
        Computed("portal", {"room": range(ROOMS)}),
        Computed("place", {"turns": range(4)}),
        Computed("pick", {"feature": ("chest", "library", "prison")}),
        Computed("buy", {"item": items}),
        Computed("potion", {"token": potions}),
        Computed("option", {"name": OPTIONS}),
        Computed("trash", {"card": cards, "zone": ("discard", "play")}),
        Computed("discard", {"card": cards}),
        Computed("teleport", {"room": range(ROOMS)}),
        Computed("slot", {"slot": range(ROW)}),
        Computed("rotate", {"turns": range(1, 4)}),
        Computed("lay", {"edge": range(4), "turns": range(4)}),
        Computed("free", {"item": items}),
        Computed("mark_at", {"room": range(ROOMS)}),
        Computed("coupon", {"item": items}),  # a Market item with the Discount Coupon
        Computed("teleport_edge", {"exit": range(EXITS)}),  # off an open edge: a new tile
        More("play", {"card": party_cards}),
        More("trash", {"card": party_cards, "zone": ("discard", "play")}),
        More("discard", {"card": party_cards}),
        More("buy", {"item": party_items}),
        More("coupon", {"item": party_items}),
        More("free", {"item": party_items}),
        More("potion", {"token": party_potions}),
        # the start tile (two cells) has up to six free cells beside it (Marble Guardian)
        More("lay", {"edge": range(4, 6), "turns": range(4)}),
    ])


class ClankGame(CatalogGame):
    meta = META

    def default_content(self) -> Bundle:
        return shipped_bundle()

    def catalog_of(self, content: Bundle) -> Catalogue:
        return catalogue(content.content)

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None, *,
            rng: Rng | None = None) -> ClankState:
        resolved = self.resolve_options(players, options)
        bundle = self.content
        return ClankState.new(players, seed, resolved, bundle.content, bundle.tiles, rng)

    def from_snapshot(self, snapshot: Mapping[str, Any]) -> ClankState:
        bundle = self.content
        from .dungeon import Maps

        return ClankState.from_snapshot(dict(snapshot), content=bundle.content,
                                        tileset=bundle.tiles,
                                        maps=_maps(bundle.tiles, Maps))

    def taken(self, state: Any, events: Any) -> list[tuple[int, str]]:
        return balance.taken(state, events)  # cards and Artifacts, for balance reports

    def scenario_state(self, spec: Mapping[str, Any]) -> ClankState:
        from .setup_scenario import build

        return build(self, dict(spec))


_MAPS: dict[int, Any] = {}


def _maps(tiles: TileSet, make: Any) -> Any:
    """One map cache per tile set (states restored from snapshots share it)."""
    kept = _MAPS.get(id(tiles))
    if kept is None or kept[0] is not tiles:
        kept = _MAPS[id(tiles)] = (tiles, make(tiles.all()))
    return kept[1]


GAME = ClankGame()
# what the game brings besides its rules (core/plugin.py): found by the registry
PACKAGE = GamePackage(bots={"heuristic": ".bot:HeuristicBot"}, search_prior="heuristic",
                      observation=".encoder:encoder", text=".text",
                      content_check=".tiles:check_file", renderer="clank.js",
                      styles=["clank.css"], screen_data=".screen:screen_data")
