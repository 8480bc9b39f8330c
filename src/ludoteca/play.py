"""Play a game in the terminal against bots, seeing only what your seat may see.

What the player reads is in their language: the shared lines (who is playing, prompts,
errors, the end) are messages of the shared catalogue (core/i18n.py), and the game's own
lines come from its text module, called in one place (`GameText`) with `lang=` when its
functions take it. The player's own seat is spoken to: the module's `describe` gets
`me=` (and `render` the seat's view), so it can say "You draw", never "You draws".

At every prompt `help` (or `?`) lists what can be typed now, and `q` quits. An answer
that cannot be used gets its reason (`interpret`): a number off the menu, a word the game
understands but cannot take now (the module's `parse` returns or raises a `Refusal`), a
word nobody knows (with the nearest choices).
"""

from __future__ import annotations

import difflib
import inspect
import json
import random
import re
from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Console
from rich.markup import escape

from .bots.base import EventFeed, make_bot
from .core.actions import Action
from .core.i18n import DEFAULT, Refusal, Texts, choose, texts
from .core.registry import installed
from .core.rng import Rng, seed_from

QUIT_WORDS = frozenset({"q", "quit", "exit"})
# `help` in every language of the catalogues (the messages say `help` and `?`)
HELP_WORDS = frozenset({"help", "?", "幫助", "說明", "？", "допомога", "довідка"})
_QUOTED = re.compile(r"['‘“«「]([^'’”»」]+)['’”»」]")


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
    feed = EventFeed(players, state.opening_events())  # what each bot saw since it last acted
    while not state.is_over():
        to_move = state.to_move()
        actor = seat if seat in to_move else to_move[0]
        if actor == seat:
            action = _ask(console, say, text, state.view(seat), list(state.legal(seat)), names,
                          lang)
            if action is None:
                console.print(escape(say("play-bye")))
                return 0
        else:
            action = bots[actor].act(feed.observe(state, actor))
        events = state.apply(actor, action)
        feed.add(events)
        for event in events:
            line = text.describe(event.for_seat(seat), names, me=seat)
            if line:
                console.print(f"  · {line}")
    console.print(text.render(state.view(seat), names))
    winners = state.winners()
    if seat in winners:
        others = [names[w] for w in winners if w != seat]
        end = say("play-shared-victory", count=len(others), names=_list(lang, others)) \
            if others else say("play-you-win")
    else:
        end = say("play-winners", count=len(winners),
                  names=_list(lang, [names[w] for w in winners]))
    console.print("[bold]" + escape(end) + "[/]")
    return 0


def _list(lang: str, items: Sequence[str], style: str = "standard") -> str:
    """Names joined the language's way ("A, B and C", "A、B和C"; style "or": "A or B")."""
    from babel.lists import format_list

    locale = {"en": "en_GB", "zh-Hant": "zh_Hant_TW", "uk": "uk"}.get(lang, "en_GB")
    return format_list(list(items), style=style, locale=locale) if items else ""


def _ask(console: Console, say: Texts, text: GameText, view: dict[str, Any],
         legal: list[Action], names: list[str], lang: str) -> Action | None:
    planned = text.planned(view, legal)  # the next of several answers typed at once
    if planned is not None:
        return planned
    console.print(text.render(view, names))
    console.print(f"[bold cyan]{text.prompt(view) or escape(say('play-your-move'))}[/]")
    # a game's text module may choose (and relabel) the actions listed by number;
    # whatever it leaves out is typed, as its help line explains
    numbered = text.menu(view, legal, names)
    _print_menu(console, numbered)
    if len(numbered) < len(legal):
        typed = text.typed_help(view, legal)
        if typed:
            console.print(f"  {typed}")
    while True:
        try:
            answer = console.input("> ").strip()
        except EOFError:
            return None
        if answer.lower() in QUIT_WORDS:
            return None
        if answer.lower() in HELP_WORDS:
            console.print(help_text(say, text, view, legal, numbered))
            continue
        chosen = interpret(answer, text, legal, numbered, lang, view)
        if isinstance(chosen, Action):
            return chosen
        console.print(f"[red]{escape(chosen.text(say))}[/]")


def _print_menu(console: Console, numbered: list[Action]) -> None:
    for i, action in enumerate(numbered, start=1):
        console.print(f"  {i}. {escape(_label(action))}")


def _label(action: Action) -> str:
    return action.label or action.kind.replace("_", " ")


def help_text(say: Texts, text: GameText, view: dict[str, Any], legal: list[Action],
              numbered: list[Action]) -> str:
    """What can be typed now: the numbered choices, the game's typed forms, help and quit
    (rich markup, escaped)."""
    lines = [f"[bold]{escape(say('play-help-title'))}[/]"]
    lines += [f"  {i}. {escape(_label(a))}" for i, a in enumerate(numbered, start=1)]
    if numbered:
        lines.append("  " + escape(say("play-help-number-one") if len(numbered) == 1
                                   else say("play-help-numbers", count=len(numbered))))
        example = say("play-quoted", text=_label(numbered[0]))
        lines.append("  " + escape(say("play-help-labels", example=example)))
    typed = text.typed_help(view, legal)
    if typed:
        lines.append(f"  {typed}")
    lines.append("  " + escape(say("play-help-keys")))
    return "\n".join(lines)


def interpret(answer: str, text: GameText, legal: list[Action], numbered: list[Action],
              lang: str = DEFAULT, view: dict[str, Any] | None = None) -> Action | Refusal:
    """The action a typed answer chooses, or why it chooses none: the number of a listed
    choice, the game's typed form (its module's `parse`, which may give its own reason),
    the words of a listed choice; else a number off the list, or an unknown answer with
    the nearest choices."""
    if not answer:
        return Refusal("play-refuse-empty")
    if numbered and answer.isdigit() and 1 <= int(answer) <= len(numbered):
        return numbered[int(answer) - 1]
    try:
        parsed = text.parse(answer, legal, view)
    except Refusal as refusal:
        return refusal
    if parsed is not None:
        return parsed
    by_label = _by_label(answer, numbered, lang)
    if by_label is not None:
        return by_label
    if answer.isdigit():
        if not numbered:
            return Refusal("play-refuse-number-none", number=int(answer))
        return Refusal("play-refuse-number-one" if len(numbered) == 1 else "play-refuse-number",
                       number=int(answer), count=len(numbered))
    near = _nearest(answer, text.commands(legal) + [_label(a) for a in numbered])
    if near:
        quoted = [texts(lang)("play-quoted", text=word) for word in near]
        return Refusal("play-refuse-suggest", answer=answer,
                       suggestions=_list(lang, quoted, style="or"))
    return Refusal("play-refuse-unknown", answer=answer)


def _by_label(answer: str, numbered: list[Action], lang: str) -> Action | Refusal | None:
    """The listed choice whose label is the answer, or the one it begins (case aside)."""
    typed = " ".join(answer.lower().split())
    exact = [a for a in numbered if _label(a).lower() == typed]
    if exact:
        return exact[0]
    starting = [a for a in numbered if _label(a).lower().startswith(typed)]
    if len(starting) == 1 and len(typed) >= 2:
        return starting[0]
    if len(starting) > 1 and len(typed) >= 2:
        say = texts(lang)
        return Refusal("play-refuse-ambiguous", answer=answer, choices=_list(
            lang, [say("play-quoted", text=_label(a)) for a in starting], style="or"))
    return None


def _nearest(answer: str, candidates: list[str]) -> list[str]:
    """Up to three candidates (whole, or their first word) that look like the answer."""
    words: dict[str, str] = {}
    for candidate in candidates:
        words.setdefault(candidate.lower(), candidate)
        first = candidate.split()[0] if candidate.split() else ""
        words.setdefault(first.lower(), first)
    found = difflib.get_close_matches(answer.lower(), [w for w in words if w], n=3, cutoff=0.6)
    return [words[w] for w in found]


def _takes(fn: Callable[..., Any], name: str) -> bool:
    """Does fn accept the keyword `name` (by name, or through **kwargs)?"""
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return False
    return any((p.name == name and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY))
               or p.kind is p.VAR_KEYWORD for p in params)


class Voice:
    """Names seats for one reader in a game's terminal text: the reader's own seat (`me`)
    is "you" (a game's `you_id` message, or its messages' `$..._you` selectors, "yes" from
    `yes`), never a name put in a sentence. A game's text module subclasses it for its
    own ways of naming (`name`) and saying things."""

    you_id = "term-you"

    def __init__(self, t: Texts, names: Sequence[str], me: int | None, lang: str = DEFAULT
                 ) -> None:
        self.t, self.names, self.me, self.lang = t, names, me, lang

    def mine(self, seat: Any) -> bool:
        return isinstance(seat, int) and seat == self.me

    def name(self, seat: Any) -> str:
        """Another seat's name on the screen."""
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return escape(self.names[seat])
        return "?"

    def who(self, seat: Any) -> str:
        """A seat as a name on the screen ("You" for the reader: a label, not a subject)."""
        return escape(self.t(self.you_id)) if self.mine(seat) else self.name(seat)

    def yes(self, seat: Any) -> str:
        """The value of a `$..._you` selector: "yes" when the seat is the reader's."""
        return "yes" if self.mine(seat) else "no"

    def args(self, seat: Any, **more: Any) -> dict[str, Any]:
        return {"who": self.who(seat), "you": self.yes(seat), **more}


def me_from(names: Sequence[str], lang: str) -> int | None:
    """The seat the terminal names as the player's own (the shared `play-you` in the
    language), for a text module's caller that does not say `me`."""
    you = texts(lang)("play-you")
    return list(names).index(you) if you in names else None


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

    def parse(self, answer: str, legal: list[Action],
              view: dict[str, Any] | None = None) -> Action | Refusal | None:
        """The module's reading of a typed answer: an action, a `Refusal` (returned or
        raised) saying why it cannot be used, or None when it is not the game's word.
        `view` (the seat's view) goes to a module whose parse takes it, for reasons that
        need the position (a price, the energy left)."""
        return self._call("parse", answer, legal, view=view)

    def planned(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        """The module's next answer without asking, when one typed answer stood for
        several decisions ('discard 1 4'): its `planned(view, legal)`, if legal now."""
        if not hasattr(self.module, "planned"):
            return None
        action = self._call("planned", view, legal)
        return action if action is not None and action in legal else None

    def commands(self, legal: list[Action]) -> list[str]:
        """The words the module accepts now, for suggestions: its `commands(legal)`, else
        the first word of each example quoted in its place help ('reroll 1 3 5')."""
        if hasattr(self.module, "commands"):
            return list(self._call("commands", legal))
        return list(dict.fromkeys(
            quoted.split()[0] for quoted in _QUOTED.findall(self.place_help()) if quoted.split()))

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

    def typed_help(self, view: dict[str, Any], legal: list[Action]) -> str | None:
        """What may be typed now besides a number: the module's `typed_help(view, legal)`,
        else its place help, if it has one."""
        if hasattr(self.module, "typed_help"):
            return self._call("typed_help", view, legal)
        return self.place_help() or None


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
        return None  # numbers, or a listed action's label (play.interpret)
