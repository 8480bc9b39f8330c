"""Ludoteca: modern board games on one rules engine, for players and for researchers.

`make(game_id, players=..., seed=..., **options)` is the research entry point: a state with
the core protocol (docs/research.md). `game_ids()` lists the installed games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .core.protocol import State

__version__ = "0.1.0"


def game_ids() -> list[str]:
    """The installed game ids (a game found later is listed once installed)."""
    from .core import registry

    return registry.game_ids()


def make(game_id: str, players: int | None = None, seed: int = 0, **options: Any) -> State:
    """A new game of `game_id` set up from `seed`, with the core protocol (to_move, legal,
    apply, view, clone, determinize...). `players` defaults to the game's minimum; options
    are the game's own (`meta.options` of its Game, described in docs/GAME.md); an
    unknown game, player count, option or value raises `OptionError`."""
    from .core.registry import get_game
    from .core.rng import check_seed

    game = get_game(game_id)
    check_seed(seed)
    count = game.meta.min_players if players is None else players
    return game.new(count, seed, options)
