"""What every environment shares: the game, its encoder and action codec, seeds, masks,
observations and infos for one seat of one position."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

import numpy as np
import orjson

from ..core.actions import Action
from ..core.errors import OptionError
from ..core.protocol import Game, State
from ..core.registry import get_game, installed
from ..core.rng import check_seed, seed_from
from .actions import ActionCodec, CatalogCodec
from .layout import Encoder, GenericEncoder
from .lazy import LAZY, Frame, LazyDict, lazy_dict


def make_encoder(game_id: str, players: int, options: Mapping[str, Any]) -> Encoder:
    """The game's encoder (`GamePackage.observation`, a factory `(game, players, options)`),
    or the generic one."""
    return _encoder(game_id, players, json.dumps(dict(options), sort_keys=True))


@cache
def _encoder(game_id: str, players: int, options_json: str) -> Encoder:
    found = installed(game_id)
    ref = found.package.observation
    if ref is None:
        return GenericEncoder(found.game.meta.max_players)
    factory = found.resolve(ref) if isinstance(ref, str) else ref
    encoder = factory(found.game, players, json.loads(options_json))
    if not isinstance(encoder, Encoder):
        raise OptionError(f"{game_id}: observation {ref!r} did not make an rl Encoder")
    return encoder


def _fresh(view: dict[str, Any]) -> dict[str, Any]:
    """A copy sharing nothing: views of one position share their parts (read-only), and a
    caller may keep and edit what an environment returned."""
    return orjson.loads(orjson.dumps(view))


def resolve(game_id: str, players: int | None, options: Mapping[str, Any]
            ) -> tuple[Game, int, dict[str, Any]]:
    game = get_game(game_id)
    count = game.meta.min_players if players is None else players
    return game, count, game.resolve_options(count, options)


class Mask:
    """A seat's action mask, made on first read (`Table.mask`) and then the same array for
    the observation and the info that share it."""

    __slots__ = ("_made", "ids", "table")

    def __init__(self, table: Table | None, ids: Sequence[int],
                 made: np.ndarray | None = None) -> None:
        self.table, self.ids = table, ids
        self._made = made

    @classmethod
    def of(cls, mask: np.ndarray) -> Mask:
        """An array made already (the Parallel and Gym environments make theirs at once)."""
        return cls(None, (), mask)

    def __call__(self) -> np.ndarray:
        if self._made is None:
            self._made = self.table.mask(self.ids)  # type: ignore[union-attr]
        return self._made


class Table:
    """One game's set-up for the environments: encoder, codec, seeds and per-seat data."""

    def __init__(self, game_id: str, players: int | None, options: Mapping[str, Any],
                 seed: int | None) -> None:
        if seed is not None:
            check_seed(seed)
        self.game_id = game_id
        self.game, self.players, self.options = resolve(game_id, players, options)
        self.encoder = make_encoder(game_id, self.players, self.options)
        self.codec: ActionCodec = self.encoder.actions or CatalogCodec(
            self.game, self.players, self.options)
        self.size = self.codec.size
        self.agents = [f"player_{seat}" for seat in range(self.players)]
        self.seat_of = {agent: seat for seat, agent in enumerate(self.agents)}
        self._base = seed
        self._episode = 0

    def next_seed(self, seed: int | None) -> int:
        """reset(seed=s) plays game seed s; later resets without a seed play
        seed_from(s, 1), seed_from(s, 2)...; the constructor's seed stands for the first s
        (none: a random one)."""
        if seed is not None:
            self._base, self._episode = check_seed(seed), 0
        if self._base is None:
            self._base, self._episode = int.from_bytes(os.urandom(7), "little"), 0
        episode, self._episode = self._episode, self._episode + 1
        return self._base if episode == 0 else seed_from(self._base, episode)

    def new(self, seed: int) -> State:
        return self.game.new(self.players, seed, self.options)

    def legal(self, state: State, seat: int) -> tuple[Sequence[Action], list[int]]:
        legal = state.legal(seat)
        return legal, self.codec.ids(state, seat, legal)

    def mask(self, ids: Sequence[int], extra: int = 0, noop: bool = False) -> np.ndarray:
        """int8 flags over `size + extra` ids; `noop` also sets the last one."""
        mask = np.zeros(self.size + extra, np.int8)
        if len(ids) < 8:  # a few item sets cost less than one fancy-index call
            for i in ids:
                mask[i] = 1
        else:
            mask.put(ids, 1)
        if noop:
            mask[-1] = 1
        return mask

    def observation(self, frame: Frame, seat: int, mask: Mask) -> LazyDict:
        encode = self.encoder.encode
        return lazy_dict({"action_mask": LAZY, "observation": LAZY},
                         {"action_mask": mask, "observation": lambda: encode(frame.view(seat))})

    def info(self, frame: Frame, seat: int, mask: Mask, ids: list[int]) -> LazyDict:
        """`legal_ids` (the ids of `legal`, in order), and made on first read:
        `action_mask` (the observation's), `view` (the seat's raw JSON view), `legal` (the
        legal actions' JSON, in `legal_ids` order)."""
        return lazy_dict({"action_mask": LAZY, "legal_ids": ids, "view": LAZY, "legal": LAZY},
                         {"action_mask": mask, "view": lambda: _fresh(frame.view(seat)),
                          "legal": lambda: [a.to_json() for a in frame.state.legal(seat)]})

    def action(self, state: State, seat: int, action_id: int) -> Action:
        return self.codec.action(state, seat, action_id)

    def render_text(self, view: dict[str, Any]) -> str:
        """The game's terminal text for a view (rich markup removed), else its JSON."""
        found = installed(self.game_id)
        if found.package.text is None:
            return json.dumps(view, indent=1)
        from rich.text import Text

        from ..play import GameText

        text = GameText(found.resolve(found.package.text), "en")
        return Text.from_markup(text.render(view, list(self.agents))).plain


def spaces(table: Table, size: int) -> tuple[Any, Any]:
    """The observation space (the encoder's vector and an action mask of `size` flags) and
    the `Discrete(size)` action space: one shape for the AEC, Parallel and Gym envs."""
    import gymnasium

    observation = gymnasium.spaces.Dict({
        "observation": gymnasium.spaces.Box(table.encoder.low, table.encoder.high,
                                            dtype=np.float32),
        "action_mask": gymnasium.spaces.Box(0, 1, (size,), np.int8)})
    return observation, gymnasium.spaces.Discrete(size)


class EngineState:
    """Every env's `game_state`: the engine state behind it, once reset."""

    state_: State | None

    @property
    def game_state(self) -> State:
        """The engine state (hidden parts included: for analysis, never for a policy)."""
        if self.state_ is None:
            raise OptionError("call reset() first")
        return self.state_


class AgentSpaces(EngineState):
    """The PettingZoo envs' spaces: the same objects for every agent and call (PettingZoo
    seeds them)."""

    _obs_space: Any
    _act_space: Any

    def observation_space(self, agent: str) -> Any:
        return self._obs_space

    def action_space(self, agent: str) -> Any:
        return self._act_space
