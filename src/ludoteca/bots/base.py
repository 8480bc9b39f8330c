"""What a bot may see, and how bots are named.

A bot gets an Observation, never the state: its seat's view, its legal actions and
determinized copies. So a bot cannot read hidden state even by accident.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..core.actions import Action
from ..core.errors import OptionError
from ..core.protocol import State
from ..core.registry import get_package, installed
from ..core.rng import Rng


class Observation:
    """`deadline` (a `time.monotonic()` value, or None) is when the table needs the
    answer: a bot that searches stops there with its best action so far."""

    __slots__ = ("_state", "_view", "deadline", "seat")

    def __init__(self, state: State, seat: int, deadline: float | None = None) -> None:
        self._state = state
        self.seat = seat
        self.deadline = deadline
        self._view: dict[str, Any] | None = None

    @property
    def game_id(self) -> str:
        return self._state.game_id

    def legal(self) -> Sequence[Action]:
        return self._state.legal(self.seat)

    def view(self) -> dict[str, Any]:
        if self._view is None:
            self._view = self._state.view(self.seat)
        return self._view

    def determinize(self, rng: Rng) -> State:
        """A full state consistent with this seat's view (for search bots)."""
        return self._state.determinize(self.seat, rng)


class Bot(Protocol):
    name: str

    def act(self, obs: Observation) -> Action: ...


class RandomBot:
    """Uniform over the legal actions."""

    name = "random"

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def act(self, obs: Observation) -> Action:
        return self.rng.choice(obs.legal())


def bot_names(game_id: str) -> list[str]:
    """"random", then the bots the game's package declares (core.plugin.GamePackage)."""
    try:
        declared = get_package(game_id).bots
    except OptionError:  # an unknown game still has the universal bot
        declared = {}
    return ["random", *(name for name in declared if name != "random")]


def stand_in_bot(game_id: str) -> str:
    """The bot that plays for a player who left or is away: the game's first declared bot
    (its strongest, by convention), or `random` for a game that brings none."""
    names = bot_names(game_id)
    return names[1] if len(names) > 1 else names[0]


def make_bot(name: str, game_id: str, rng: Rng) -> Bot:
    if name == "random":
        return RandomBot(rng)
    try:
        found = installed(game_id)
    except OptionError:
        found = None
    factory = found.package.bots.get(name) if found else None
    if found is None or factory is None:
        raise OptionError(
            f"unknown bot {name!r} for {game_id}; known: {', '.join(bot_names(game_id))}")
    make: Callable[[Rng], Bot] = found.resolve(factory) if isinstance(factory, str) else factory
    return make(rng)
