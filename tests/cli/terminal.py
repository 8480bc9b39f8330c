"""Driving `ludoteca play` in-process for the terminal tests."""

from __future__ import annotations

import builtins
import io
from collections.abc import Iterator, Sequence

import pytest
from rich.console import Console

from ludoteca.play import play_terminal


def play(game: str, answers: Sequence[str], lang: str, *, players: int = 3, seed: int = 4,
         monkeypatch: pytest.MonkeyPatch, width: int = 300, bots: str = "heuristic") -> str:
    """Everything the terminal prints while the answers last (input running out quits)."""
    feed: Iterator[str] = iter(answers)

    def answer(prompt: str = "") -> str:
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr(builtins, "input", answer)
    out = io.StringIO()
    assert play_terminal(game, players, 0, bots, seed, {},
                         console=Console(file=out, width=width), lang=lang) == 0
    return out.getvalue()
