"""The engine protocol every game implements; tools (bots, runners, server, RL) use only this.

A game is made from (players, seed, options). All randomness comes from the Rng held in
the state, so (game id, version, options, seed, actions) replays exactly.
"""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .actions import Action
from .errors import IllegalAction, OptionError
from .events import Event
from .rng import Rng


@dataclass(frozen=True)
class OptionSpec:
    """One game option: its default, allowed values and what it means."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    help: str


@dataclass(frozen=True)
class GameMeta:
    id: str
    name: str
    version: str
    min_players: int
    max_players: int
    simultaneous: bool
    chance: bool
    hidden_information: bool
    options: tuple[OptionSpec, ...] = field(default=())


@dataclass(frozen=True)
class GroupResult:
    """One seat's part in one group of a finished game, for `Game.group_results`: the
    group is a label such as the role the seat held in a round, `won` whether it won
    there, `score` what it scored there."""

    seat: int
    group: str
    won: bool
    score: float


class Belief(Protocol):
    """A seat's inference from play (`Game.belief`). `update` gets the seat's view and the
    events it saw since the last update (redacted for it, as `Observation.events`); `refine`
    changes, in a sample from `determinize(seat, ...)`, only what is hidden from the seat,
    using what the updates taught it and the generator, and returns the sample. It never
    reads a real state: only the view, the events and the search's own samples."""

    def update(self, view: dict[str, Any], events: Sequence[dict[str, Any]]) -> None: ...

    def refine(self, sample: State, rng: Rng) -> State: ...


class Game(ABC):
    """Makes states and maps actions to stable integer ids (for the RL adapters)."""

    meta: GameMeta

    def resolve_options(self, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Full option dict with defaults; unknown names and bad values raise OptionError."""
        meta = self.meta
        if not isinstance(players, int) or not meta.min_players <= players <= meta.max_players:
            raise OptionError(
                f"{meta.id} takes {meta.min_players}-{meta.max_players} players, got {players!r}"
            )
        specs = {spec.name: spec for spec in meta.options}
        given = dict(options or {})
        unknown = sorted(set(given) - set(specs))
        if unknown:
            raise OptionError(
                f"unknown {meta.id} option(s) {', '.join(unknown)}; known: {', '.join(specs)}"
            )
        out = {}
        for name, spec in specs.items():
            value = given.get(name, spec.default)
            if value not in spec.choices or type(value) is not type(spec.default):
                allowed = ", ".join(json.dumps(c) for c in spec.choices)
                raise OptionError(f"option {name} must be one of {allowed}, got {value!r}")
            out[name] = value
        return out

    @abstractmethod
    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None, *,
            rng: Rng | None = None) -> State:
        """A fresh game, set up and shuffled from the seed. Every chance outcome of the
        set-up and of play (shuffles, dice, draws at random) comes from the state's `rng`
        attribute, made from the seed unless `rng` is given (an object with Rng's `below`,
        `rolls`, `choice`, `shuffle`: rl.openspiel passes one that turns each draw into a
        chance node)."""

    @abstractmethod
    def num_distinct_actions(self, players: int, options: Mapping[str, Any]) -> int:
        """Size of the integer action space for this player count and options."""

    @abstractmethod
    def action_id(self, state: State, action: Action) -> int: ...

    @abstractmethod
    def action_from_id(self, state: State, action_id: int) -> Action: ...

    def timeout_defaults(self, state: State) -> dict[int, Action]:
        """Seats whose current decision is timed, with what they do if time runs out.

        A table server opens a window for these (the genie lamp claim); without one, a
        decision waits for its player."""
        return {}

    def evaluate(self, state: State) -> list[float] | None:
        """Optional, for searches (bots/ismcts.py): a guess at each seat's return (0 to 1,
        like `returns()`) for an unfinished state, where a rollout is cut short. It may
        read the whole state (a search calls it on its own samples). None by default: the
        search guesses from `scores()`."""
        return None

    def belief(self, seat: int) -> Belief | None:
        """Optional, for searches (bots/ismcts.py): a tracker of what `seat` infers from
        how the others played (a hidden-role game: who is likely on which side), which
        moves each of the search's samples towards it. None by default: samples are
        `determinize`'s uniform guesses."""
        return None

    def group_results(self, state: State) -> list[GroupResult]:
        """Optional: how the seats of a finished game did per group (a hidden-role game:
        the role each seat held in each round, and whether it won that round), which
        `ludoteca simulate` adds up per group. None by default."""
        return []

    def taken(self, state: State, events: Sequence[Event]) -> list[tuple[int, str]]:
        """Optional, for balance reports (`ludoteca tournament`): what each seat of a
        finished game took, as (seat, item) pairs: a card it bought ("card:energize"), a
        role it held ("role:saboteur"), read from the final state and the game's events
        (opening events first). It runs once the game is over, so it may name what was
        hidden during play. None by default."""
        return []

    def content_tables(self) -> list[dict[str, Any]]:
        """Per content table: name, expected count (rulebook), implemented count, gaps."""
        return []

    def from_snapshot(self, snapshot: Mapping[str, Any]) -> State:
        """The state a `snapshot()` describes (hidden parts included): the inverse of
        `State.snapshot`, so `from_snapshot(s.snapshot()).digest() == s.digest()`."""
        raise NotImplementedError(f"{self.meta.id} cannot be rebuilt from a snapshot yet")

    def scenario_state(self, spec: Mapping[str, Any]) -> State:
        """A state set up from a scenario's "setup" block (see docs/scenarios.md)."""
        raise NotImplementedError(f"{self.meta.id} has no scenario support")


class State(ABC):
    """One position of a game. Every method but apply leaves the state unchanged."""

    # no instance dict: a game's state lists its fields (core/declare.py), so a field set
    # by mistake fails at once instead of escaping copies and the digest
    __slots__ = ()

    game_id: str
    players: int
    seed: int
    options: dict[str, Any]

    @abstractmethod
    def to_move(self) -> tuple[int, ...]:
        """Seats that must decide now (several for simultaneous decisions); () when over."""

    @abstractmethod
    def legal(self, seat: int) -> Sequence[Action]:
        """The seat's legal actions now; empty if the seat has nothing to decide."""

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Apply an action already checked to be legal."""

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Validate, then apply. An illegal action raises IllegalAction and changes nothing."""
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}")
        if type(seat) is not int:
            raise IllegalAction(f"a seat is an integer, got {seat!r}")
        if self.is_over():
            raise IllegalAction("the game is over")
        if seat not in self.to_move():
            raise IllegalAction(f"seat {seat} has nothing to decide now")
        if not self.is_legal(seat, action):
            raise IllegalAction(f"{action.to_json()} is not legal for seat {seat} now")
        return self._apply(seat, action)

    def apply_trusted(self, seat: int, action: Action) -> list[Event]:
        """Apply an action this state's own `legal(seat)` just handed out, without checking
        it again: the trusted path of searches and simulations, which pick from `legal()`
        anyway. Anything else (an action from a client, a file, another state) goes
        through `apply`; given one here, the result is undefined."""
        return self._apply(seat, action)

    def quiet(self) -> None:
        """Record no events from now on: `apply` and `apply_trusted` return []. For copies
        whose events nobody reads (a search's samples and rollouts, simulations whose bots
        ignore events); the game itself plays on unchanged. A copy of a quiet state
        (`clone`, `determinize`) records events again. A game may ignore this (the
        default), which is only slower."""
        return None

    def is_legal(self, seat: int, action: Action) -> bool:
        return action in self.legal(seat)

    def opening_events(self) -> list[Event]:
        """What happened while the game was set up (a roll-off, the first roll), shown
        with the first view and as step 0 of a replay."""
        return []

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[int]:
        """Current (or final) score per seat."""

    def winners(self) -> list[int]:
        """Seats sharing the best score (a shared victory lists several)."""
        scores = self.scores()
        best = max(scores)
        return [seat for seat, score in enumerate(scores) if score == best]

    def returns(self) -> list[float]:
        """Per seat: 1 for a win shared by k winners is 1/k, 0 otherwise; zeros until over."""
        if not self.is_over():
            return [0.0] * self.players
        won = self.winners()
        return [1.0 / len(won) if seat in won else 0.0 for seat in range(self.players)]

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """JSON-able view holding only what the seat (None = spectator) may know."""

    @abstractmethod
    def clone(self) -> State:
        """A cheap, independent copy (hand-written: bots and searches live on it)."""

    @abstractmethod
    def determinize(self, seat: int, rng: Rng) -> State:
        """A copy where all the seat cannot see is resampled consistently with its view."""

    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """Complete JSON-able state (hidden parts included), for digests and debugging."""

    @abstractmethod
    def facts(self) -> dict[str, Any]:
        """Named facts a scenario's expectations are checked against."""

    def digest(self) -> str:
        text = json.dumps(self.snapshot(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()
