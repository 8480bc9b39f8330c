"""Game ids to game objects, imported on first use so the CLI starts fast."""

from __future__ import annotations

from importlib import import_module

from .errors import OptionError
from .protocol import Game

_MODULES = {
    "genie": "ludoteca.games.genie",
    "kingoftokyo": "ludoteca.games.kingoftokyo",
}
_loaded: dict[str, Game] = {}


def game_ids() -> list[str]:
    return list(_MODULES)


def get_game(game_id: str) -> Game:
    if game_id not in _MODULES:
        raise OptionError(f"unknown game {game_id!r} (known: {', '.join(_MODULES)})")
    if game_id not in _loaded:
        _loaded[game_id] = import_module(_MODULES[game_id]).GAME
    return _loaded[game_id]
