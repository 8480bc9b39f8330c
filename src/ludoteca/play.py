"""Play a game in the terminal against bots, seeing only what your seat may see."""

from __future__ import annotations

import json
import random
from typing import Any

from rich.console import Console
from rich.markup import escape

from .bots.base import Observation, make_bot
from .core.actions import Action
from .core.registry import installed
from .core.rng import Rng, seed_from


def play_terminal(game_id: str, players: int, seat: int, bot: str, seed: int | None,
                  options: dict[str, Any], console: Console | None = None) -> int:
    console = console or Console()
    found = installed(game_id)
    game = found.game
    # the game's own terminal text (its package's `text`), or a generic one
    text = found.resolve(found.package.text) if found.package.text else GenericText
    seed = random.SystemRandom().randrange(2**32) if seed is None else seed
    state = game.new(players, seed, options)
    names = [f"Bot {i}" if i != seat else "You" for i in range(players)]
    bots = {i: make_bot(bot, game_id, Rng(seed_from(seed, "bot", i)))
            for i in range(players) if i != seat}
    console.print(f"[bold]{game.meta.name}[/] — seed {seed}; you are seat {seat}. "
                  "Type q to quit.")
    while not state.is_over():
        to_move = state.to_move()
        actor = seat if seat in to_move else to_move[0]
        if actor == seat:
            action = _ask(console, text, state.view(seat), list(state.legal(seat)), names)
            if action is None:
                console.print("Bye.")
                return 0
        else:
            action = bots[actor].act(Observation(state, actor))
        for event in state.apply(actor, action):
            line = text.describe(event.for_seat(seat), names)
            if line:
                console.print(f"  · {line}")
    console.print(text.render(state.view(seat), names))
    winners = state.winners()
    console.print("[bold]" + ("You win!" if seat in winners and len(winners) == 1 else
                              "Shared victory!" if seat in winners else
                              f"{', '.join(names[w] for w in winners)} won.") + "[/]")
    return 0


def _ask(console: Console, text: Any, view: dict[str, Any], legal: list[Action],
         names: list[str]) -> Action | None:
    console.print(text.render(view, names))
    prompt = view.get("prompt") or {}
    console.print(f"[bold cyan]{prompt.get('text', 'Your move')}[/]")
    # a game's text module may choose (and relabel) the actions listed by number;
    # whatever it leaves out is typed, as its help line explains
    menu = getattr(text, "menu", None)
    numbered = menu(view, legal) if menu else legal
    for i, action in enumerate(numbered, start=1):
        console.print(f"  {i}. {escape(action.label or action.kind)}")
    if len(numbered) < len(legal):
        console.print(f"  {getattr(text, 'PLACE_HELP', '')}")
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
        console.print("[red]Not a legal choice here; try again.[/]")


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
