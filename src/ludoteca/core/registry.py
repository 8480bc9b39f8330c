"""Game ids to games, found rather than listed: adding a game edits nothing shared.

A game is found as
  - a subpackage of `ludoteca.games` (its folder name is the id; names starting with "_"
    are helpers, not games), or
  - an entry point of the group `ludoteca.games` in any installed distribution: the name
    is the id, the value `"module:attr"` (the Game object) or `"module"` (defining GAME), or
  - a `register(id, loader)` call (tests, embedding applications).
Listing ids imports nothing (package names and entry point names only), so the CLI starts
fast; a game's module is imported on first use. After import the module must define
`GAME` whose `meta.id` is the id, and may define `PACKAGE` (core.plugin.GamePackage).
"""

from __future__ import annotations

import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from importlib import import_module
from importlib.metadata import entry_points
from pathlib import Path
from types import ModuleType
from typing import Any

from .errors import OptionError
from .plugin import GamePackage, resolve
from .protocol import Game

GROUP = "ludoteca.games"  # the entry point group (and the package scanned)

Loader = str | Callable[[], Game]


@dataclass(frozen=True)
class Installed:
    """One imported game: the Game, its declaration, and where its files are."""

    game: Game
    package: GamePackage = field(default_factory=GamePackage)
    anchor: str | None = None  # the Python package relative references resolve against
    folder: Path | None = None  # the package's folder on disk (web/, data/)

    def resolve(self, ref: str) -> Any:
        return resolve(ref, self.anchor)

    @cached_property
    def web_dir(self) -> Path | None:
        """The folder the server serves under /games/<id>/static/, if the game has one."""
        if self.folder is None:
            return None
        web = self.folder / self.package.web
        return web if web.is_dir() else None


_registered: dict[str, Loader] = {}
_registered_packages: dict[str, GamePackage] = {}
_found: dict[str, Loader] | None = None
_loaded: dict[str, Installed] = {}


def _scan() -> dict[str, Loader]:
    games = import_module("ludoteca.games")
    found: dict[str, Loader] = {}
    for info in pkgutil.iter_modules(games.__path__):
        if info.ispkg and not info.name.startswith("_"):
            found[info.name] = f"{games.__name__}.{info.name}"
    for point in entry_points(group=GROUP):
        found.setdefault(point.name, point.value)  # the built-in package wins a clash
    return found


def _loaders() -> dict[str, Loader]:
    global _found
    if _found is None:
        _found = _scan()
    return {**_found, **_registered}


def refresh() -> None:
    """Forget what was found and imported (after installing a plugin, in tests)."""
    global _found
    _found = None
    _loaded.clear()


def register(game_id: str, loader: Loader, package: GamePackage | None = None) -> None:
    """Add (or replace) a game: `loader` is a "module[:attr]" reference or a callable
    returning the Game; `package` overrides the module's PACKAGE (needed for a callable)."""
    _registered[game_id] = loader
    if package is not None:
        _registered_packages[game_id] = package
    else:
        _registered_packages.pop(game_id, None)
    _loaded.pop(game_id, None)


def unregister(game_id: str) -> None:
    """Undo `register` (a found game of the same id comes back)."""
    _registered.pop(game_id, None)
    _registered_packages.pop(game_id, None)
    _loaded.pop(game_id, None)


def found_anywhere(game_id: str) -> bool:
    """Whether another process finds this game by itself (a package or an entry point):
    not one added, or replaced, by a `register` call in this process."""
    return game_id not in _registered and game_id in _loaders()


def game_ids() -> list[str]:
    return sorted(_loaders())


def _import(game_id: str, loader: Loader) -> Installed:
    module: ModuleType | None = None
    if callable(loader):
        game = loader()
    else:
        name, _, attr = loader.partition(":")
        module = import_module(name)
        game = resolve(loader, None) if attr else getattr(module, "GAME", None)
    if not isinstance(game, Game):
        raise OptionError(f"game {game_id!r} ({loader!r}) defines no GAME: not a game package")
    if game.meta.id != game_id:
        raise OptionError(f"game {game_id!r} is registered, but its GAME says {game.meta.id!r}")
    package = _registered_packages.get(game_id) or getattr(module, "PACKAGE", GamePackage())
    if not isinstance(package, GamePackage):
        raise OptionError(f"game {game_id!r}: PACKAGE must be a GamePackage")
    anchor = folder = None
    if module is not None:
        anchor = module.__package__ or None
        if getattr(module, "__file__", None):
            folder = Path(module.__file__).resolve().parent
    return Installed(game, package, anchor, folder)


def installed(game_id: str) -> Installed:
    """The game, its declaration and its folder; imports the game on first use."""
    if not isinstance(game_id, str):  # (an unhashable id would fail the lookups below)
        raise OptionError(f"unknown game {game_id!r} (a game id is a string)")
    if game_id not in _loaded:
        loaders = _loaders()
        if game_id not in loaders:
            raise OptionError(f"unknown game {game_id!r} (known: {', '.join(sorted(loaders))})")
        _loaded[game_id] = _import(game_id, loaders[game_id])
    return _loaded[game_id]


def get_game(game_id: str) -> Game:
    return installed(game_id).game


def get_package(game_id: str) -> GamePackage:
    return installed(game_id).package
