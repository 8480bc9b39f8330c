"""What a game package brings besides its rules: bots, a browser screen, a terminal text.

The contract of a game package (docs/architecture.md, "Game packages"): its module
defines `GAME`, the `Game` object (a module without it is not a game), and may define
`PACKAGE`, a `GamePackage` listing the rest. Nothing outside the package names it: the
registry finds it (a subpackage of `ludoteca.games`, or an entry point of the group
`ludoteca.games`) and every tool reads this declaration.

References (`"module:attr"` or `"module"`) may be relative to the game package
(`".bot:HeuristicBot"`, `".text"`), so a package keeps working wherever it is installed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from types import MappingProxyType
from typing import Any

from .rng import Rng

BotFactory = Callable[[Rng], Any]  # rng -> a bot (bots.base.Bot: name, act(obs))


@dataclass(frozen=True)
class GamePackage:
    """What a game brings besides `GAME`; every field is optional.

    bots      bot name -> factory taking an `Rng`: a callable or a "module:attr" reference
              (imported only when such a bot is made). "random" is universal: not listed.
    renderer  the browser screen: a JS module file in the package's `web` folder, served
              at /games/<id>/static/<file>; None means the generic screen (generic.js).
    styles    the screen's stylesheets: CSS files in the `web` folder, in order; the browser
              shell links them when it opens a table or a replay of the game (app.js).
    text      the terminal text module for `ludoteca play` (render, describe, parse; optional
              menu, PLACE_HELP); None means a generic one (play.py).
    web       the folder, inside the package, of the files the server serves for it.
    screen_data  public data the screen draws from, read from the game's own data files
              (a "module:attr" reference to a function returning JSON), served at
              /games/<id>/screen-data.json: a card's shape then lives in one place.
    observation  the RL observation encoder (`ludoteca.rl`): a "module:attr" reference to a
              factory `(game, players, options) -> rl.layout.Encoder`, imported only by
              the RL environments; None means the generic encoder.
    search_prior  the bot of `bots` whose choices guide the search bot's tree
              (bots/ismcts.py, `prior=auto`): declare it where it was measured to help;
              None means the search tries every action itself.
    content_check  a content file the game reads that a player may write (a tiles file typed
              in from the printed game), checked by `ludoteca content GAME --check FILE`: a
              "module:attr" reference to a function `(path) -> summary` returning a JSON-able
              dict (scalars, or dicts of scalars: one printed line each) and raising
              ContentError naming the place of each problem; None: the game has no such file.
    secrets_after_end  the game keeps some hidden information secret after it ends (cards
              nobody turned over, cards put away unseen), which its seed and actions would
              reveal: the server then gives its record and its seats' replays only to the
              game's own players and host; the spectator's replay, made of public views,
              stays open to all (docs/server.md, "What a finished game reveals"). False:
              anyone may see everything once the game is over.
    """

    bots: Mapping[str, str | BotFactory] = field(default_factory=dict)
    renderer: str | None = None
    text: str | None = None
    web: str = "web"
    styles: Sequence[str] = ()
    screen_data: str | None = None
    observation: str | None = None
    search_prior: str | None = None
    content_check: str | None = None
    secrets_after_end: bool = False

    def __post_init__(self) -> None:
        # frozen all the way down: one declaration is shared by every table and process
        object.__setattr__(self, "bots", MappingProxyType(dict(self.bots)))
        if isinstance(self.styles, str):  # styles="x.css" would be read letter by letter
            raise ValueError(f"styles must be a list of file names in {self.web}/, "
                             f"not {self.styles!r}")
        object.__setattr__(self, "styles", tuple(self.styles))
        if self.search_prior is not None and self.search_prior not in self.bots:
            raise ValueError(f"search_prior {self.search_prior!r} is not one of its bots")
        if self.renderer is not None and ("/" in self.renderer or self.renderer.startswith(".")):
            raise ValueError(f"renderer {self.renderer!r} must be a file name in {self.web}/")
        for name in self.styles:
            if not isinstance(name, str) or not name or "/" in name or name.startswith("."):
                raise ValueError(f"style {name!r} must be a file name in {self.web}/")


def resolve(ref: str, anchor: str | None) -> Any:
    """Import `"module:attr"` (or `"module"`), a leading dot relative to package `anchor`."""
    module, _, attr = ref.partition(":")
    obj: Any = import_module(module, anchor if module.startswith(".") else None)
    for part in attr.split(".") if attr else ():
        obj = getattr(obj, part)
    return obj
