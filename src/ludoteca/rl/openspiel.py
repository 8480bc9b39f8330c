"""Every Ludoteca engine as an OpenSpiel game (the `openspiel` extra).

`register()` registers one pyspiel Python game per installed game, named "ludoteca_<id>",
with the parameters "players", "seed" and the game's own options; `load(game_id, ...)` loads
one. The engine draws its own randomness from the seed inside the state, so for OpenSpiel
one seed is one deterministic game without chance nodes: load another seed for another
shuffle (OpenSpiel's SAMPLED_STOCHASTIC mode needs a C++ RNG state a Python game lacks).
A decision several seats take at once (genie's lamp claim) is a simultaneous node; the
seats with nothing to decide there play the extra action `noop_id` (the game's last id).
Returns are the engine's: 1/k for each of k winners, so they sum to 1 (constant-sum).
Observations are the seat's JSON view as a string (`observation_string`), which holds only
what it may know.
"""

from __future__ import annotations

import json
from typing import Any

import pyspiel

from ..core.actions import Action
from ..core.protocol import Game, State
from ..core.registry import game_ids, get_game

PREFIX = "ludoteca_"
MAX_GAME_LENGTH = 100_000  # steps; no game of the registry comes near (conformance bound)


class _Engine:
    """Holds the engine state: OpenSpiel copies a Python state with `copy.deepcopy`, and
    this turns that into the engine's own cheap `clone()`."""

    __slots__ = ("state",)

    def __init__(self, state: State) -> None:
        self.state = state

    def __deepcopy__(self, memo: dict[int, Any]) -> _Engine:
        return _Engine(self.state.clone())


def _game_type(game: Game) -> pyspiel.GameType:
    meta = game.meta
    params: dict[str, Any] = {"players": meta.min_players, "seed": 0}
    params.update({spec.name: spec.default for spec in meta.options})
    return pyspiel.GameType(
        short_name=PREFIX + meta.id,
        long_name=f"Ludoteca {meta.name}",
        dynamics=(pyspiel.GameType.Dynamics.SIMULTANEOUS if meta.simultaneous
                  else pyspiel.GameType.Dynamics.SEQUENTIAL),
        # the engine rolls and shuffles from the seed parameter inside the state: for
        # OpenSpiel one seed is one deterministic game (its SAMPLED_STOCHASTIC mode needs
        # a C++ RNG state, which a Python game cannot give)
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION
                     if meta.hidden_information
                     else pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=meta.max_players,
        min_num_players=meta.min_players,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification=params,
    )


def _game_class(game: Game, game_type: pyspiel.GameType) -> type:
    meta = game.meta

    class LudotecaGame(pyspiel.Game):  # type: ignore[misc]
        """One engine as an OpenSpiel game; its parameters make the table."""

        def __init__(self, params: dict[str, Any] | None = None) -> None:
            given = dict(params or {})
            self.players = int(given.pop("players", meta.min_players))
            self.seed = int(given.pop("seed", 0))
            self.options = game.resolve_options(self.players, given)
            self.engine = game
            size = game.num_distinct_actions(self.players, self.options)
            self.noop_id = size  # the extra id of a seat with nothing to decide
            info = pyspiel.GameInfo(
                num_distinct_actions=size + (1 if meta.simultaneous else 0),
                max_chance_outcomes=0, num_players=self.players, min_utility=0.0,
                max_utility=1.0, utility_sum=1.0, max_game_length=MAX_GAME_LENGTH)
            super().__init__(game_type, info, {"players": self.players, "seed": self.seed,
                                               **self.options})

        def new_initial_state(self) -> LudotecaState:
            return LudotecaState(self, game.new(self.players, self.seed, self.options))

        def __deepcopy__(self, memo: dict[int, Any]) -> LudotecaGame:
            # a game is its parameters (OpenSpiel would serialise its C++ side instead)
            return type(self)({"players": self.players, "seed": self.seed, **self.options})

        def __reduce__(self) -> tuple[Any, ...]:
            return (load, (meta.id, self.players, self.seed), None, None, None, None)

        def make_py_observer(self, iig_obs_type: Any = None,
                             params: dict[str, Any] | None = None) -> ViewObserver:
            return ViewObserver(params)

    LudotecaGame.__name__ = LudotecaGame.__qualname__ = f"Ludoteca_{meta.id}"
    return LudotecaGame


class LudotecaState(pyspiel.State):  # type: ignore[misc]
    """An engine state behind OpenSpiel's state API (action ids: `Game.action_id`)."""

    def __init__(self, game: Any, state: State) -> None:
        super().__init__(game)
        self._game = game
        self._engine = _Engine(state)

    @property
    def engine_state(self) -> State:
        return self._engine.state

    def current_player(self) -> int:
        s = self._engine.state
        if s.is_over():
            return pyspiel.PlayerId.TERMINAL
        seats = s.to_move()
        return seats[0] if len(seats) == 1 else pyspiel.PlayerId.SIMULTANEOUS

    def _legal_actions(self, player: int) -> list[int]:
        s = self._engine.state
        if player not in s.to_move():
            return [self._game.noop_id]  # a simultaneous node: this seat has no decision
        action_id = self._game.engine.action_id
        return sorted(action_id(s, a) for a in s.legal(player))

    def _apply_action(self, action: int) -> None:
        s = self._engine.state
        seat = s.to_move()[0]
        s.apply(seat, self._game.engine.action_from_id(s, action))

    def _apply_actions(self, actions: list[int]) -> None:
        s = self._engine.state
        deciding = s.to_move()
        moves = [(seat, self._game.engine.action_from_id(s, actions[seat]))
                 for seat in deciding]  # read every choice before the state moves on
        for seat, action in moves:
            s.apply(seat, action)

    def _action_to_string(self, player: int, action: int) -> str:
        if action == self._game.noop_id and self._game.get_type().dynamics == \
                pyspiel.GameType.Dynamics.SIMULTANEOUS:
            return "noop"
        # the JSON form: labels may repeat (two cards that read the same), ids may not
        found: Action = self._game.engine.action_from_id(self._engine.state, action)
        return json.dumps(found.to_json(), sort_keys=True, separators=(",", ":"))

    def is_terminal(self) -> bool:
        return self._engine.state.is_over()

    def returns(self) -> list[float]:
        return self._engine.state.returns()

    def __str__(self) -> str:
        return json.dumps(self._engine.state.view(None), sort_keys=True,
                          separators=(",", ":"))


class ViewObserver:
    """OpenSpiel's PyObserver for a seat: its view as JSON (no tensor)."""

    def __init__(self, params: dict[str, Any] | None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        self.tensor = None
        self.dict: dict[str, Any] = {}

    def set_from(self, state: LudotecaState, player: int) -> None:
        pass

    def string_from(self, state: LudotecaState, player: int) -> str:
        return json.dumps(state.engine_state.view(player), sort_keys=True,
                          separators=(",", ":"))


_registered: set[str] = set()


def register(game_id: str | None = None) -> list[str]:
    """Register "ludoteca_<id>" for one installed game (or all); returns the names."""
    names = []
    for gid in [game_id] if game_id else game_ids():
        name = PREFIX + gid
        if name not in _registered:
            game = get_game(gid)
            game_type = _game_type(game)
            pyspiel.register_game(game_type, _game_class(game, game_type))
            _registered.add(name)
        names.append(name)
    return names


def load(game_id: str, players: int | None = None, seed: int = 0,
         **options: Any) -> pyspiel.Game:
    """The OpenSpiel game of an installed engine, for a table and seed."""
    register(game_id)
    params: dict[str, Any] = {"seed": seed, **options}
    if players is not None:
        params["players"] = players
    return pyspiel.load_game(PREFIX + game_id, params)
