"""The toy race again, this time with texts of its own (locale/*.ftl) and still no renderer:
the generic screen must then speak the game's catalogue (prompt, action labels) in the
reader's language instead of the engine's English words."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tests.toygame import META, PACKAGE, ToyGame, ToyState


class ToyTextState(ToyState):
    game_id = "toytext"

    def view(self, seat: int | None) -> dict[str, Any]:
        out = super().view(seat)
        if out["prompt"] is not None:  # the message's arguments (prompt-add)
            out["prompt"].update(total=self.total, target=self.target)
        return out


class ToyTextGame(ToyGame):
    meta = replace(META, id="toytext", name="Toy race with texts")
    state_type = ToyTextState


GAME = ToyTextGame()
__all__ = ["GAME", "PACKAGE"]
