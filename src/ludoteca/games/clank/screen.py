"""The public data the browser screen (web/clank.js) draws from (GamePackage.screen_data),
read from the game's own data files so that a tile's shape or a card's price lives in one
place: every tile's rooms and tunnels (in the order placements number them), the stub
names, each card's banner, type, cost, points, symbols and effect rows, each token's pool,
points and use, the Rage Track per player count, the Health Meter and the Market's price.
"""

from __future__ import annotations

from typing import Any

from .content import shipped
from .game import META
from .tiles import START_STUBS, STUBS, describe, load_tiles


def screen_data() -> dict[str, Any]:
    c = shipped()
    tiles = load_tiles()
    return {
        "tiles": [describe(tile) for tile in tiles.all()],
        "stubs": list(STUBS), "start_stubs": list(START_STUBS),
        "cards": {cid: {
            "banner": card.banner, "type": card.type, "cost": card.cost,
            "points": card.points, "points_rule": card.points_rule, "dragon": card.dragon,
            "danger": card.danger, "fight_in": list(card.fight_in), "reserve": card.reserve,
            "effects": [{k: v for k, v in (("on", e.on), ("do", e.do), ("n", e.n),
                                           ("special", e.special), ("when", e.when),
                                           ("at_least", e.at_least)) if v}
                        for e in card.effects],
        } for cid, card in c.cards.items()},
        "tokens": {tid: {
            "pool": token.pool, "points": token.points, "gold": token.gold,
            "points_rule": token.points_rule, "keep": token.keep, "use": bool(token.use),
            "needs_damage": token.needs_damage, "stack_points": list(token.stack_points),
        } for tid, token in c.tokens.items()},
        "rage": {str(n): list(c.track(n)) for n in range(META.min_players,
                                                         META.max_players + 1)},
        "health": c.health,
        "cubes": c.cubes["per_player"],
        "market_price": c.misc["market_price"],
        "misc": dict(c.misc),
    }
