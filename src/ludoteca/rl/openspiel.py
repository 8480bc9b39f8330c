"""Every Ludoteca engine as an OpenSpiel game with explicit chance (the `openspiel` extra).

`register()` registers one pyspiel Python game per installed game, named "ludoteca_<id>",
with the parameters "players", "turn_based", "seed" and the game's own options;
`load(game_id, ...)` loads one.

Chance. Each engine draws every chance outcome of its set-up and play from its state's
`rng` (`Game.new(..., rng=...)`). Here that generator is a `ScriptedRng`: it replays the
outcomes chosen so far and, at the first draw it has no outcome for, stops the step. The
state is then a chance node whose outcomes are that draw's: `below(n)` is one node of n
equally likely outcomes (a die is a node of 6; a shuffle of n cards is n - 1 nodes, each
the draw of the card for the next place from those not placed yet; a cube from the dragon
bag is one node over the cubes in it). Once the outcome is applied the step runs again from
its start with one more outcome, until it completes. So a clone knows no future roll or
draw: two clones given different outcomes go different ways. The game is
EXPLICIT_STOCHASTIC; the set-up is a run of chance nodes before the first decision. What a
shuffle decided stays in the state: a deck, once shuffled, has its order (as at a real
table), so a clone holds it; searches that must not know it resample (ISMCTS below).

Actions use the RL environments' compact numbering (their action codec: 25,303 ids for
Saboteur, not the engine's 1,960,841). A decision several seats take at once (genie's lamp
claim) makes a simultaneous game: as OpenSpiel's simultaneous games do, every decision
node is then a simultaneous node, the seats with nothing to decide playing the extra id
`noop_id` (the last); with `turn_based=True` the seats decide one after another instead
(the game is then SEQUENTIAL, for MCTSBot and ISMCTSBot): the engine shows no seat another's
choice before all have chosen, so nothing leaks.

Observations. `observation_tensor` is the RL encoder's vector of the seat's view, and
`observation_string` the view as JSON: what the seat sees now. `information_state_string`
is that view plus a digest of everything the seat observed before (each step's events as
that seat was shown them, and its own actions), so two histories the seat can tell apart
never share one (perfect recall). `information_state_tensor` is the observation tensor: a
vector of fixed size cannot hold a whole history, so it is not perfect recall (the views
keep the public record a player would consult: discard piles, placed tiles, scores).
`resample_from_infostate(player, sampler)` is the engine's `determinize` (everything the
player cannot see resampled consistently with its view), so OpenSpiel's ISMCTSBot runs.
Returns are the engine's: 1/k for each of k winners (constant-sum 1).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import orjson
import pyspiel

from ..core.actions import Action
from ..core.protocol import Game, State
from ..core.registry import game_ids, get_game
from ..core.rng import Rng, seed_from
from .table import Table

PREFIX = "ludoteca_"
MAX_GAME_LENGTH = 100_000  # steps, chance included; no game of the registry comes near


class NeedChance(BaseException):
    """The step drew once more than the outcomes given: a chance node of `n` outcomes.
    A BaseException, so no engine's `except Exception` can swallow it."""

    def __init__(self, n: int) -> None:
        super().__init__(n)
        self.n = n


class ScriptedRng:
    """Rng's drawing API over a script of chance outcomes: `below(n)` returns the next
    outcome (in 0..n-1) and raises NeedChance(n) when there is none left. A draw of one
    possible outcome (`below(1)`) is no chance event and takes none."""

    __slots__ = ("outcomes", "state", "used")
    explicit = True

    def __init__(self, outcomes: Sequence[int] = ()) -> None:
        self.outcomes = outcomes
        self.used = 0
        self.state = 0  # snapshots read a generator's state: the outcomes are the record

    def below(self, n: int) -> int:
        if n <= 1:
            if n < 1:
                raise ValueError("below() needs a bound of at least 1")
            return 0
        if self.used == len(self.outcomes):
            raise NeedChance(n)
        k = self.outcomes[self.used]
        if not 0 <= k < n:
            raise ValueError(f"chance outcome {k} outside 0..{n - 1}: the engine drew "
                             "differently when the step ran again")
        self.used += 1
        return k

    def rolls(self, count: int, sides: int) -> list[int]:
        return [self.below(sides) for _ in range(count)]

    def choice(self, seq: Sequence[Any]) -> Any:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: Any) -> None:
        below = self.below
        for i in range(len(seq) - 1, 0, -1):
            j = below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def reveal(self, items: list[Any], count: int = 1, fixed: Any = ()) -> None:
        """Rng.reveal: each of the top `count` places (unless some seat knows it) gets
        one of the items nobody knows at or below it, by one chance node."""
        size = len(items)
        pinned = set(fixed)
        free = [i for i in range(size) if i not in pinned]
        for place in range(size - 1, max(size - count, 0) - 1, -1):
            if place in pinned:
                continue
            while free and free[-1] > place:  # places above: decided already
                free.pop()
            k = free[self.below(len(free))]
            items[place], items[k] = items[k], items[place]
            free.pop()  # `place` itself, decided now

    def next64(self) -> int:
        raise NotImplementedError("an engine under explicit chance draws with below(n), "
                                  "rolls, choice or shuffle, never raw 64-bit words")

    def random(self) -> float:
        return self.next64()

    def copy(self) -> ScriptedRng:
        return ScriptedRng(self.outcomes)

    def fork(self, *key: object) -> Rng:
        return Rng(seed_from(len(self.outcomes), *key))


class _Recorder(ScriptedRng):
    """Draws as a seeded Rng would, through ScriptedRng's rolls, shuffles and reveals,
    noting the largest bound it was asked to draw below (chance node sizes)."""

    __slots__ = ("most", "rng")

    def __init__(self, seed: int) -> None:
        super().__init__(())
        self.rng, self.most = Rng(seed), 1

    def below(self, n: int) -> int:
        self.most = max(self.most, n)
        return self.rng.below(n)


def _chance_bound(game: Game, players: int, options: Mapping[str, Any]) -> int:
    """The most outcomes a chance node may have: the largest draw of the set-up, every
    item of the declared zones (a reshuffle or a bag holds no more), a die's 6 faces."""
    rng = _Recorder(0)
    state = game.new(players, 0, options, rng=rng)
    items = 0
    zones = getattr(state, "ZONES", None)
    for zone in zones.zones if zones is not None else ():
        for _index, items_of in zone.slots(state):
            items += len(items_of) if isinstance(items_of, list) else 1
    return max(rng.most, items, 6, players)


# ---------------------------------------------------------------- the game
def _game_type(game: Game) -> pyspiel.GameType:
    meta = game.meta
    params: dict[str, Any] = {"players": meta.min_players, "seed": 0, "turn_based": False}
    params.update({spec.name: spec.default for spec in meta.options})
    return pyspiel.GameType(
        short_name=PREFIX + meta.id,
        long_name=f"Ludoteca {meta.name}",
        dynamics=(pyspiel.GameType.Dynamics.SIMULTANEOUS if meta.simultaneous
                  else pyspiel.GameType.Dynamics.SEQUENTIAL),
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION
                     if meta.hidden_information
                     else pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=meta.max_players,
        min_num_players=meta.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
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
            self.turn_based = bool(given.pop("turn_based", False))
            self.options = game.resolve_options(self.players, given)
            self.engine = game
            self.table = Table(meta.id, self.players, self.options, None)
            self.codec, self.encoder = self.table.codec, self.table.encoder
            size = self.codec.size
            self.simultaneous = meta.simultaneous and not self.turn_based
            self.noop_id = size  # the extra id of a seat with nothing to decide
            self.chance_bound = _chance_bound(game, self.players, self.options)
            info = pyspiel.GameInfo(
                num_distinct_actions=size + (1 if self.simultaneous else 0),
                max_chance_outcomes=self.chance_bound, num_players=self.players,
                min_utility=0.0, max_utility=1.0, utility_sum=1.0,
                max_game_length=MAX_GAME_LENGTH)
            kind = game_type
            if self.turn_based and meta.simultaneous:
                kind = _with_dynamics(game_type, pyspiel.GameType.Dynamics.SEQUENTIAL)
            super().__init__(kind, info, self.parameters())

        def parameters(self) -> dict[str, Any]:
            return {"players": self.players, "seed": self.seed,
                    "turn_based": self.turn_based, **self.options}

        def new_initial_state(self) -> LudotecaState:
            return LudotecaState(self)

        def observation_tensor_shape(self) -> list[int]:
            return [self.encoder.size]

        def information_state_tensor_shape(self) -> list[int]:
            return [self.encoder.size]

        def observation_tensor_size(self) -> int:
            return self.encoder.size

        def information_state_tensor_size(self) -> int:
            return self.encoder.size

        def __deepcopy__(self, memo: dict[int, Any]) -> LudotecaGame:
            return self  # a game never changes: its states share it

        def __reduce__(self) -> tuple[Any, ...]:
            return (_load_params, (meta.id, self.parameters()))

        def make_py_observer(self, iig_obs_type: Any = None,
                             params: dict[str, Any] | None = None) -> ViewObserver:
            recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
            return ViewObserver(self, recall, params)

    LudotecaGame.__name__ = LudotecaGame.__qualname__ = f"Ludoteca_{meta.id}"
    return LudotecaGame


def _with_dynamics(kind: pyspiel.GameType, dynamics: Any) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=kind.short_name, long_name=kind.long_name, dynamics=dynamics,
        chance_mode=kind.chance_mode, information=kind.information, utility=kind.utility,
        reward_model=kind.reward_model, max_num_players=kind.max_num_players,
        min_num_players=kind.min_num_players,
        provides_information_state_string=kind.provides_information_state_string,
        provides_information_state_tensor=kind.provides_information_state_tensor,
        provides_observation_string=kind.provides_observation_string,
        provides_observation_tensor=kind.provides_observation_tensor,
        parameter_specification=kind.parameter_specification)


# ---------------------------------------------------------------- the state
SETUP = -1  # a pending step's seat while the game is being set up


class _Data:
    """A state's Python side. OpenSpiel copies a Python state with `copy.deepcopy`: this
    turns that into the engine's own cheap `clone()` (the rest is immutable)."""

    __slots__ = ("engine", "pending", "recall")

    def __init__(self, engine: State | None, pending: tuple[Any, ...] | None,
                 recall: tuple[bytes, ...]) -> None:
        self.engine = engine  # the position before the pending step (None: not set up)
        # (seat or SETUP, the step's actions [(seat, Action)], outcomes so far, next n)
        self.pending = pending
        self.recall = recall  # per seat: the digest of all it observed so far

    def __deepcopy__(self, memo: dict[int, Any]) -> _Data:
        engine = None if self.engine is None else self.engine.clone()
        return _Data(engine, self.pending, self.recall)


def _digest(before: bytes, seen: Any) -> bytes:
    return hashlib.blake2b(before + orjson.dumps(seen, option=orjson.OPT_SORT_KEYS),
                           digest_size=16).digest()


class LudotecaState(pyspiel.State):  # type: ignore[misc]
    """An engine position behind OpenSpiel's state API: player nodes for its decisions,
    chance nodes for its draws."""

    def __init__(self, game: Any, data: _Data | None = None) -> None:
        super().__init__(game)
        self._game = game
        if data is None:
            data = _Data(None, (SETUP, (), (), 0), (b"",) * game.players)
            self._d = data
            self._run()
        else:
            self._d = data

    # the engine ------------------------------------------------------------
    @property
    def engine_state(self) -> State:
        """The engine position (before the step a chance node is deciding, if any)."""
        if self._d.engine is None:
            raise pyspiel.SpielError("the game is still being set up (chance nodes)")
        return self._d.engine

    def _run(self) -> None:
        """Run the pending step (set-up or actions) with the outcomes chosen so far: it
        completes, or stops at the next chance node."""
        d, g = self._d, self._game
        seat, moves, outcomes, _n = d.pending
        rng = ScriptedRng(outcomes)
        try:
            if seat == SETUP:
                state = g.engine.new(g.players, g.seed, g.options, rng=rng)
                events = [state.opening_events()]
            else:
                state = d.engine.clone()
                state.rng = rng
                events = [state.apply_trusted(s, action) for s, action in moves]
        except NeedChance as need:
            if need.n > g.chance_bound:
                raise pyspiel.SpielError(f"a chance node of {need.n} outcomes: more than "
                                         f"the game's bound {g.chance_bound}") from None
            d.pending = (seat, moves, outcomes, need.n)
            return
        state.rng = Rng(seed_from("openspiel", len(outcomes), *outcomes[-4:]))
        d.engine, d.pending = state, None
        d.recall = tuple(
            _digest(before, [[e.for_seat(p) for e in step] for step in events]
                    + [[s, a.to_json()] for s, a in moves if s == p])
            for p, before in enumerate(d.recall))

    def current_player(self) -> int:
        d = self._d
        if d.pending is not None:
            return pyspiel.PlayerId.CHANCE
        s = d.engine
        if s.is_over():
            return pyspiel.PlayerId.TERMINAL
        if self._game.simultaneous:  # OpenSpiel's way: every decision node is one
            return pyspiel.PlayerId.SIMULTANEOUS
        return s.to_move()[0]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        pending = self._d.pending
        if pending is None:
            raise pyspiel.SpielError("chance_outcomes: not a chance node")
        n = pending[3]
        return [(k, 1.0 / n) for k in range(n)]

    def _legal_actions(self, player: int) -> list[int]:
        d = self._d
        if d.pending is not None or d.engine.is_over():
            return []
        s = d.engine
        if player not in s.to_move():
            return [self._game.noop_id] if self._game.simultaneous else []
        return sorted(self._game.codec.ids(s, player, s.legal(player)))

    def _apply_action(self, action: int) -> None:
        d = self._d
        if d.pending is not None:
            seat, moves, outcomes, n = d.pending
            if not 0 <= action < n:
                raise pyspiel.SpielError(f"chance outcome {action} outside 0..{n - 1}")
            d.pending = (seat, moves, (*outcomes, action), 0)
        else:
            s = d.engine
            seat = s.to_move()[0]
            d.pending = (seat, ((seat, self._game.codec.action(s, seat, action)),), (), 0)
        self._run()

    def _apply_actions(self, actions: list[int]) -> None:
        d = self._d
        s, codec = d.engine, self._game.codec
        moves = tuple((seat, codec.action(s, seat, actions[seat])) for seat in s.to_move())
        d.pending = (moves[0][0], moves, (), 0)
        self._run()

    def _action_to_string(self, player: int, action: int) -> str:
        d = self._d
        if player == pyspiel.PlayerId.CHANCE or d.pending is not None:
            return f"chance outcome {action}"
        if self._game.simultaneous and action == self._game.noop_id:
            return "noop"
        # the JSON form: labels may repeat (two cards that read the same), ids may not
        seat = player if player >= 0 else d.engine.to_move()[0]
        found: Action = self._game.codec.action(d.engine, seat, action)
        return json.dumps(found.to_json(), sort_keys=True, separators=(",", ":"))

    def is_terminal(self) -> bool:
        d = self._d
        return d.pending is None and d.engine.is_over()

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self._game.players
        return [float(r) for r in self._d.engine.returns()]

    def resample_from_infostate(self, player: int, sampler: Any) -> LudotecaState:
        """A state the player cannot tell from this one: the engine's determinize, seeded
        from `sampler` (OpenSpiel's probability sampler, or any callable giving floats in
        [0, 1)). The other seats' records of what they observed become digests of their
        views in the sample (their real ones would carry the real hidden cards)."""
        d = self._d
        if d.pending is not None:
            raise pyspiel.SpielError("resample_from_infostate at a chance node")
        seed = int(float(sampler()) * (1 << 53))
        sample = d.engine.determinize(player, Rng(seed))
        recall = tuple(
            before if p == player else _digest(b"resampled", sample.view(p))
            for p, before in enumerate(d.recall))
        copy = self.clone()
        copy._d = _Data(sample, None, recall)
        return copy

    def __str__(self) -> str:
        d = self._d
        if d.engine is None:
            return f"set-up: {len(d.pending[2])} chance outcomes so far"
        text = json.dumps(d.engine.view(None), sort_keys=True, separators=(",", ":"))
        return text if d.pending is None else f"{text} (chance: {len(d.pending[2])} drawn)"


class ViewObserver:
    """OpenSpiel's PyObserver for a seat: the encoder's vector (`tensor`, also as
    `dict["observation"]`) and the view as JSON; with perfect recall, the string carries
    the digest of the seat's whole history too."""

    def __init__(self, game: Any, recall: bool, params: dict[str, Any] | None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        self.game, self.recall = game, recall
        self.tensor = np.zeros(game.encoder.size, np.float32)
        self.dict: dict[str, Any] = {"observation": self.tensor}

    def set_from(self, state: LudotecaState, player: int) -> None:
        d = state._d
        if d.engine is None:
            self.tensor[:] = 0
            return
        self.tensor[:] = self.game.encoder.observe(d.engine, player)

    def string_from(self, state: LudotecaState, player: int) -> str:
        d = state._d
        if d.engine is None:
            return "set-up"
        text = json.dumps(d.engine.view(player), sort_keys=True, separators=(",", ":"))
        if not self.recall:
            return text
        recall = d.recall[player]
        if d.pending is not None:  # a step under way: the seat knows what it chose
            mine = [[s, a.to_json()] for s, a in d.pending[1] if s == player]
            if mine:
                recall = _digest(recall, mine)
        return f"{text}\nhistory {recall.hex()}"


# ---------------------------------------------------------------- registry
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


def _load_params(game_id: str, params: dict[str, Any]) -> pyspiel.Game:
    register(game_id)
    return pyspiel.load_game(PREFIX + game_id, params)


def load(game_id: str, players: int | None = None, seed: int = 0, turn_based: bool = False,
         **options: Any) -> pyspiel.Game:
    """The OpenSpiel game of an installed engine. `seed` is only the engine state's record
    seed (chance outcomes come from OpenSpiel's chance nodes); `turn_based`: a decision
    several seats take at once is taken one seat after another."""
    params: dict[str, Any] = {"seed": seed, "turn_based": turn_based, **options}
    if players is not None:
        params["players"] = players
    return _load_params(game_id, params)
