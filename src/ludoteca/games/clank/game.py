"""The Clank! Catacombs game object: meta, options, action ids, content tables, snapshots."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from ...core.actions import Action
from ...core.catalog_game import CatalogGame, TableInfo
from ...core.catalogue import Catalogue, Computed, Listed
from ...core.plugin import GamePackage
from ...core.protocol import GameMeta, OptionSpec
from .content import Content, gaps, shipped
from .state import END, GOBLIN, MARK, ROW, TAKE, ClankState
from .tiles import TileSet, feature_counts, load_tiles

META = GameMeta(
    id="clank",
    name="Clank! Catacombs",
    version="3",
    min_players=2,
    max_players=4,
    simultaneous=False,
    chance=True,
    hidden_information=True,
    options=(
        OptionSpec("start_side", "a", ("a", "b"),
                   "which side of the start tile the dungeon starts from"),
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
        dungeon = sum(card.count for card in c.dungeon())
        tile_gaps = ("the tiles' geometry is not published: a stand-in set",) \
            if self.tiles.standin else ()
        return [
            TableInfo("cards (kinds)", len(c.cards), len(c.cards), False,
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


def _make_catalogue(content: Content) -> Catalogue:
    cards = tuple(content.cards)
    reserve = tuple(cid for cid, card in content.cards.items()
                    if card.reserve and cid != "goblin")
    items = (*sorted(t.id for t in content.pool("market") if t.id != "crown"), "crown")
    potions = tuple(sorted(t.id for t in content.tokens.values() if t.use))
    return Catalogue("clank", [
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
    ])


class ClankGame(CatalogGame):
    meta = META

    def default_content(self) -> Bundle:
        return shipped_bundle()

    def catalog_of(self, content: Bundle) -> Catalogue:
        return catalogue(content.content)

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None
            ) -> ClankState:
        resolved = self.resolve_options(players, options)
        bundle = self.content
        return ClankState.new(players, seed, resolved, bundle.content, bundle.tiles)

    def from_snapshot(self, snapshot: Mapping[str, Any]) -> ClankState:
        bundle = self.content
        from .dungeon import Maps

        return ClankState.from_snapshot(dict(snapshot), content=bundle.content,
                                        tileset=bundle.tiles,
                                        maps=_maps(bundle.tiles, Maps))

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
                      observation=".encoder:encoder", text=".text")
