"""Play a game in the terminal against bots, seeing only what your seat may see.

What the player reads is in their language: the shared lines (who is playing, prompts,
errors, the end) are messages of the shared catalogue (core/i18n.py), and the game's own
lines come from its text module, called in one place (`GameText`) with `lang=` when its
functions take it.
"""

from __future__ import annotations

import inspect
import json
import random
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.markup import escape

from .bots.base import Observation, make_bot
from .core.actions import Action
from .core.i18n import DEFAULT, Texts, choose, texts
from .core.registry import installed
from .core.rng import Rng, seed_from


def play_terminal(game_id: str, players: int, seat: int, bot: str, seed: int | None,
                  options: dict[str, Any], console: Console | None = None,
                  lang: str = DEFAULT) -> int:
    console = console or Console()
    found = installed(game_id)
    game = found.game
    lang = choose(lang)
    say = texts(lang, found.anchor) if found.anchor else texts(lang)
    # the game's own terminal text (its package's `text`), or a generic one
    text = GameText(found.resolve(found.package.text) if found.package.text else GenericText,
                    lang)
    seed = random.SystemRandom().randrange(2**32) if seed is None else seed
    state = game.new(players, seed, options)
    names = [say("play-bot", number=i) if i != seat else say("play-you") for i in range(players)]
    bots = {i: make_bot(bot, game_id, Rng(seed_from(seed, "bot", i)))
            for i in range(players) if i != seat}
    title = say("game-name") if say.has("game-name") else game.meta.name
    console.print("[bold]" + escape(say("play-intro", game=title, seed=seed, seat=seat)) + "[/]")
    while not state.is_over():
        to_move = state.to_move()
        actor = seat if seat in to_move else to_move[0]
        if actor == seat:
            action = _ask(console, say, text, state.view(seat), list(state.legal(seat)), names)
            if action is None:
                console.print(escape(say("play-bye")))
                return 0
        else:
            action = bots[actor].act(Observation(state, actor))
        for event in state.apply(actor, action):
            line = text.describe(event.for_seat(seat), names, me=seat)
            if line:
                console.print(f"  · {line}")
    console.print(text.render(state.view(seat), names))
    winners = state.winners()
    if seat in winners:
        end = say("play-you-win" if len(winners) == 1 else "play-shared-victory")
    else:
        end = say("play-winners", count=len(winners),
                  names=_list(lang, [names[w] for w in winners]))
    console.print("[bold]" + escape(end) + "[/]")
    return 0


def _list(lang: str, items: list[str]) -> str:
    """Names joined the language's way ("A, B and C", "A、B和C")."""
    from babel.lists import format_list

    locale = {"en": "en_GB", "zh-Hant": "zh_Hant_TW", "uk": "uk"}.get(lang, "en_GB")
    return format_list(items, locale=locale) if items else ""


def _ask(console: Console, say: Texts, text: GameText, view: dict[str, Any],
         legal: list[Action], names: list[str]) -> Action | None:
    console.print(text.render(view, names))
    console.print(f"[bold cyan]{text.prompt(view) or escape(say('play-your-move'))}[/]")
    # a game's text module may choose (and relabel) the actions listed by number;
    # whatever it leaves out is typed, as its help line explains
    numbered = text.menu(view, legal, names)
    for i, action in enumerate(numbered, start=1):
        console.print(f"  {i}. {escape(action.label or action.kind)}")
    if len(numbered) < len(legal):
        console.print(f"  {text.place_help()}")
    while True:
        try:
            answer = console.input("> ").strip()
        except EOFError:
            return None
        if answer.lower() in ("q", "quit", "exit"):
            return None
        if numbered and answer.isdigit() and 1 <= int(answer) <= len(numbered):
            return numbered[int(answer) - 1]
        parsed = text.parse(answer, legal)
        if parsed is not None:
            return parsed
        console.print(f"[red]{escape(say('play-not-legal'))}[/]")


def _takes(fn: Callable[..., Any], name: str) -> bool:
    """Does fn accept the keyword `name` (by name, or through **kwargs)?"""
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return False
    return any((p.name == name and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY))
               or p.kind is p.VAR_KEYWORD for p in params)


class GameText:
    """The one place the game's text module is called: each function with the keywords
    it accepts (`lang`, and `names`/`me` where a game uses them), so a module written
    before languages existed works unchanged."""

    def __init__(self, module: Any, lang: str) -> None:
        self.module = module
        self.lang = lang

    def _call(self, name: str, *args: Any, **optional: Any) -> Any:
        fn = getattr(self.module, name)
        extra = {k: v for k, v in {"lang": self.lang, **optional}.items() if _takes(fn, k)}
        return fn(*args, **extra)

    def render(self, view: dict[str, Any], names: list[str]) -> str:
        return self._call("render", view, names)

    def describe(self, event: dict[str, Any], names: list[str], me: int) -> str | None:
        return self._call("describe", event, names, me=me)

    def parse(self, answer: str, legal: list[Action]) -> Action | None:
        return self._call("parse", answer, legal)

    def menu(self, view: dict[str, Any], legal: list[Action],
             names: list[str]) -> list[Action]:
        return self._call("menu", view, legal, names=names) \
            if hasattr(self.module, "menu") else legal

    def prompt(self, view: dict[str, Any]) -> str | None:
        """What the seat is asked: the module's `prompt`, else the view's prompt text."""
        if hasattr(self.module, "prompt"):
            return self._call("prompt", view)
        return (view.get("prompt") or {}).get("text")

    def place_help(self) -> str:
        """The help line for what is typed: `place_help()`, else `PLACE_HELP`."""
        if hasattr(self.module, "place_help"):
            return self._call("place_help")
        return str(getattr(self.module, "PLACE_HELP", ""))


class GenericText:
    """Terminal text for a game whose package brings none: the view key by key, events
    by kind, every legal action by number."""

    @staticmethod
    def render(view: dict[str, Any], names: list[str]) -> str:
        lines = ["──"]
        for key, value in view.items():
            shown = value if isinstance(value, str) else json.dumps(value, separators=(", ", ": "))
            lines.append(f"  {key.replace('_', ' ')}: {escape(shown)}")
        return "\n".join(lines)

    @staticmethod
    def describe(event: dict[str, Any], names: list[str]) -> str | None:
        rest = ", ".join(f"{k}={json.dumps(v)}" for k, v in event.items() if k != "kind")
        return escape(f"{event['kind'].replace('_', ' ')}" + (f": {rest}" if rest else ""))

    @staticmethod
    def parse(text: str, legal: list[Action]) -> Action | None:
        return None  # numbers only
