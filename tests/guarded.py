"""A state wrapper for bot tests: a bot reaches only what an Observation promises."""

from __future__ import annotations

from typing import Any

from ludoteca.core.protocol import State


class GuardedState:
    """Lets a bot reach only what an Observation promises: legal actions and the view."""

    def __init__(self, state: State) -> None:
        object.__setattr__(self, "_inner", state)

    def __getattr__(self, name: str) -> Any:
        if name in ("legal", "view", "game_id"):
            return getattr(object.__getattribute__(self, "_inner"), name)
        raise AssertionError(f"the bot reached for state.{name}")

    def __setattr__(self, name: str, value: Any) -> None:
        raise AssertionError(f"the bot wrote state.{name}")
