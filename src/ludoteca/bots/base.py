"""What a bot may see, and how bots are named.

A bot gets an Observation, never the state: its seat's view, its legal actions,
determinized copies and the events its seat saw since its previous decision (redacted for
the seat). So a bot cannot read hidden state even by accident.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..core.actions import Action
from ..core.errors import OptionError
from ..core.events import Event
from ..core.observation import Observation
from ..core.protocol import State
from ..core.registry import get_package, installed
from ..core.rng import Rng


class EventFeed:
    """Collects a game's events for its bots, for loops that apply moves one at a time
    (the simulation runner, terminal play): `add` each apply's events once, and
    `observe(state, seat)` hands the seat what it has not yet been given, redacted for it.
    Redaction happens at hand-out, so a seat whose bot never decides costs nothing."""

    __slots__ = ("_base", "_log", "_next")

    def __init__(self, players: int, opening: Sequence[Event] = ()) -> None:
        self._log: list[Event] = list(opening)
        self._base = 0  # how many events were dropped from the front of _log
        self._next = [0] * players  # per seat: the first event it has not been given

    def add(self, events: Sequence[Event]) -> None:
        self._log.extend(events)

    def take(self, seat: int) -> list[dict[str, Any]]:
        return self._take(seat)()

    def _take(self, seat: int) -> Callable[[], list[dict[str, Any]]]:
        """The seat's events since the last take, redacted when first read (a random bot
        never reads them, and redacting them all would slow simulations by a fifth)."""
        start = self._next[seat] - self._base
        pending = self._log[start:]
        self._next[seat] = self._base + len(self._log)
        done = min(self._next) - self._base  # what every seat has been given
        if done > 512:  # forget it, so a long game does not keep its whole story
            del self._log[:done]
            self._base += done
        return lambda: [e.for_seat(seat) for e in pending]

    def observe(self, state: State, seat: int, deadline: float | None = None) -> Observation:
        return Observation(state, seat, deadline, self._take(seat))


class Bot(Protocol):
    """`name`, and `act`. A bot class that reads `obs.events` sets `reads_events = True`:
    the simulation runner, which plays many games, collects events only when some bot
    reads them; terminal play and the table server always give them."""

    name: str

    def act(self, obs: Observation) -> Action: ...


def reads_events(bots: Sequence[Any]) -> bool:
    return any(getattr(bot, "reads_events", False) for bot in bots)


class RandomBot:
    """Uniform over the legal actions."""

    name = "random"

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def act(self, obs: Observation) -> Action:
        return self.rng.choice(obs.legal())


# the universal search bot's strengths (bots/ismcts.py LEVELS), named here so listing
# bots imports no search code
SEARCH_LEVELS = ("ismcts-quick", "ismcts", "ismcts-strong")


def is_search(name: str) -> bool:
    """Whether a bot name makes the search bot (a level, with or without settings): it
    thinks for seconds where the others take milliseconds (the table server runs it in a
    worker process and shares that fairly between tables)."""
    return name.partition(":")[0] in SEARCH_LEVELS


def _declared(game_id: str) -> list[str]:
    try:
        declared = get_package(game_id).bots
    except OptionError:  # an unknown game still has the universal bots
        declared = {}
    return [name for name in declared if name != "random" and name not in SEARCH_LEVELS]


def bot_names(game_id: str) -> list[str]:
    """"random", then the bots the game's package declares (core.plugin.GamePackage), then
    the search bot's levels (universal too). `make_bot` also takes a level with settings,
    `ismcts:iterations=400:depth=10` (check one with `check_bot`)."""
    return ["random", *_declared(game_id), *SEARCH_LEVELS]


def stand_in_bot(game_id: str) -> str:
    """The bot that plays for a player who left or is away: the game's first declared bot
    (its strongest, by convention), or `random` for a game that brings none."""
    declared = _declared(game_id)
    return declared[0] if declared else "random"


def check_bot(name: str, game_id: str) -> None:
    """Raise OptionError saying why `name` makes no bot for the game (a tool checks the
    names it was given before it plays): a name of `bot_names`, or a search bot with
    settings."""
    if not isinstance(name, str):
        raise OptionError(f"a bot name is a string, got {name!r}")
    if name.partition(":")[0] in SEARCH_LEVELS:
        from .ismcts import IsmctsBot, parse

        IsmctsBot(Rng(0), game_id, parse(name))  # checks the rollout bot's name too
    elif name not in bot_names(game_id):
        raise OptionError(
            f"unknown bot {name!r} for {game_id}; known: {', '.join(bot_names(game_id))} "
            "(and ismcts:key=value:... for search settings)")


def make_bot(name: str, game_id: str, rng: Rng) -> Bot:
    if not isinstance(name, str):
        raise OptionError(f"a bot name is a string, got {name!r}")
    if name == "random":
        return RandomBot(rng)
    if name.partition(":")[0] in SEARCH_LEVELS:
        from .ismcts import make

        return make(name, game_id, rng)
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
