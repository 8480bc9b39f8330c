"""What every environment shares: the game, its encoder and action codec, seeds, masks,
observations and infos for one seat of one position."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from functools import cache, partial
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
from .lazy import LAZY, Frame, LazyDict, Timeline, lazy_dict


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
    encoder.remake = partial(factory, found.game, players, json.loads(options_json))
    return encoder


def _fresh(view: dict[str, Any]) -> dict[str, Any]:
    """A copy sharing nothing: views of one position share their parts (read-only), and a
    caller may keep and edit what an environment returned."""
    return orjson.loads(orjson.dumps(view))


RENDER_MODES = ["ansi", "human", "rgb_array"]
RENDER_FPS = 4  # a board position: a few frames a second is enough to follow a game
REWARDS = ("returns", "zero_sum")


def check_render_mode(mode: str | None) -> str | None:
    if mode is not None and mode not in RENDER_MODES:
        shown = " or ".join(map(repr, RENDER_MODES)).replace(" or ", ", ", 1)
        raise OptionError(f"render_mode must be None or {shown}, got {mode!r}")
    return mode


def check_max_cycles(value: Any) -> int | None:
    """`max_cycles`: None (no limit) or a positive int (not a bool, not a float)."""
    if value is not None and (type(value) is not int or value < 1):
        raise OptionError(f"max_cycles must be None or a positive int, got {value!r}")
    return value


def check_reward_mode(value: Any) -> str:
    if value not in REWARDS:
        raise OptionError(f"reward must be one of {', '.join(REWARDS)}, got {value!r}")
    return value


def final_rewards(state: State, mode: str) -> list[float]:
    """Each seat's reward at the end: its return, or ("zero_sum") its return minus the mean
    of all seats' returns, so that they sum to 0 (a shared win is worth less than a lone
    one, and a loss costs)."""
    returns = [float(r) for r in state.returns()]
    if mode == "zero_sum":
        mean = sum(returns) / len(returns)
        return [r - mean for r in returns]
    return returns


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
        self.seed: int | None = None  # the game seed of the episode under way

    def next_seed(self, seed: int | None) -> int:
        """reset(seed=s) plays game seed s; later resets without a seed play
        seed_from(s, 1), seed_from(s, 2)...; the constructor's seed stands for the first s
        (none: a random one)."""
        if seed is not None:
            self._base, self._episode = check_seed(seed), 0
        if self._base is None:
            self._base, self._episode = int.from_bytes(os.urandom(7), "little"), 0
        episode, self._episode = self._episode, self._episode + 1
        self.seed = self._base if episode == 0 else seed_from(self._base, episode)
        return self.seed

    def snapshot(self, kind: str, moves: Sequence[tuple[int, Action]],
                 env: dict[str, Any]) -> bytes:
        """An episode as JSON bytes: the game, the episode's seed and the actions applied
        (the engine is deterministic: replaying them remakes the position, hidden parts
        included, for every game), the seed bookkeeping of later resets and the env's
        own counters (`env`)."""
        return orjson.dumps({
            "ludoteca_env": 1, "kind": kind, "game": self.game_id, "players": self.players,
            "options": self.options, "seed": self.seed, "base": self._base,
            "episode": self._episode,
            "moves": [[seat, action.to_json()] for seat, action in moves], "env": env})

    def read_snapshot(self, kind: str, snapshot: bytes | str) -> dict[str, Any]:
        """A snapshot's content, checked to be of this kind of env and this very game set-up
        (its actions would not replay on another)."""
        try:
            data = orjson.loads(snapshot)
        except (orjson.JSONDecodeError, TypeError) as error:
            raise OptionError(f"not an environment snapshot: {error}") from None
        if not isinstance(data, dict) or data.get("ludoteca_env") != 1:
            raise OptionError("not an environment snapshot (no ludoteca_env: 1)")
        mine = {"kind": kind, "game": self.game_id, "players": self.players,
                "options": orjson.loads(orjson.dumps(self.options))}
        theirs = {key: data.get(key) for key in mine}
        if theirs != mine:
            raise OptionError(f"the snapshot is of another set-up: {theirs}, this env is "
                              f"{mine}")
        return data

    def replay(self, timeline: Timeline, moves: Sequence[Any]) -> None:
        """Apply a snapshot's actions, each validated (a snapshot from another engine
        version fails here rather than drifting)."""
        for seat, action in moves:
            timeline.apply(seat, Action.from_json(action), trusted=False)

    def restart(self, data: dict[str, Any]) -> None:
        """After the restoring reset: later resets seed as they would have."""
        self._base, self._episode = data["base"], data["episode"]

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
        observe = self.encoder.observe
        return lazy_dict({"action_mask": LAZY, "observation": LAZY},
                         {"action_mask": mask, "observation": lambda: observe(frame.state, seat)})

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

    def render(self, mode: str | None, view: dict[str, Any]) -> str | np.ndarray | None:
        """A render mode's result for a view: "ansi" the text, "human" prints it (None),
        "rgb_array" a picture of it."""
        if mode is None:
            return None
        text = self.render_text(view)
        if mode == "ansi":
            return text
        if mode == "human":
            print(text, flush=True)
            return None
        return text_picture(text)


def text_picture(text: str) -> np.ndarray:
    """Text drawn in matplotlib's monospace font (DejaVu Sans Mono), black on white: an
    (H, W, 3) uint8 array. Each character is rasterised once by matplotlib's FreeType
    binding and then copied into its grid cell: drawing the text through a Figure renders
    glyph by glyph in Python, over a second for a large board."""
    lines = text.expandtabs().splitlines() or [""]
    glyphs = _GLYPHS
    ink = np.zeros((len(lines) * _CELL[0] + 2 * _PAD, max(1, *map(len, lines)) * _CELL[1]
                    + 2 * _PAD), np.uint8)
    for row, line in enumerate(lines):
        base = _PAD + row * _CELL[0] + _ASCENT  # the baseline's pixel row
        for col, char in enumerate(line):
            if char == " ":
                continue
            found = glyphs.get(char)
            if found is None:
                found = glyphs[char] = _glyph(char)
            bitmap, top, left = found
            y, x = base - top, _PAD + col * _CELL[1] + left
            y0, x0 = max(y, 0), max(x, 0)  # a glyph may overhang the picture's edge
            y1 = min(y + bitmap.shape[0], ink.shape[0])
            x1 = min(x + bitmap.shape[1], ink.shape[1])
            if y1 > y0 and x1 > x0:
                area = ink[y0:y1, x0:x1]
                np.maximum(area, bitmap[y0 - y:y1 - y, x0 - x:x1 - x], out=area)
    picture = 255 - ink
    return np.repeat(picture[:, :, None], 3, axis=2)


_SIZE, _DPI, _PAD = 10, 72, 6
# one character's cell, (height, width) in pixels at _SIZE points and _DPI: the font's
# advance, and its line height less the gap, so that box-drawing lines join up
_CELL = (12, 6)
_ASCENT = 9  # the baseline's row inside a cell
_GLYPHS: dict[str, tuple[np.ndarray, int, int]] = {}  # each character drawn once


@cache
def _font() -> Any:
    from matplotlib.font_manager import FontProperties, findfont, get_font

    return get_font(findfont(FontProperties(family="monospace")))


def _glyph(char: str) -> tuple[np.ndarray, int, int]:
    """One character's grey bitmap and where its first row and column sit from the baseline
    and the cell's left edge (FreeType pads the bitmap with a row above the ink)."""
    font = _font()
    font.set_size(_SIZE, _DPI)
    font.set_text(char, 0.0)
    font.draw_glyphs_to_bitmap(antialiased=True)
    bitmap = np.asarray(font.get_image()).copy()
    x_min, _y_min, _x_max, y_max = font.load_char(ord(char)).bbox  # 26.6 fixed point
    return bitmap, int(y_max / 64) + 1, int(x_min / 64)  # C's truncation, as FreeType's


def spaces(table: Table, size: int) -> tuple[Any, Any]:
    """The observation space (the encoder's vector and an action mask of `size` flags) and
    the `Discrete(size)` action space: one shape for the AEC, Parallel and Gym envs."""
    import gymnasium

    observation = gymnasium.spaces.Dict({
        "observation": gymnasium.spaces.Box(table.encoder.low, table.encoder.high,
                                            dtype=np.float32),
        "action_mask": gymnasium.spaces.Box(0, 1, (size,), np.int8)})
    return observation, gymnasium.spaces.Discrete(size)


def state_space(table: Table) -> Any:
    """The PettingZoo envs' `state_space`: every seat's observation bounds, seat after seat."""
    import gymnasium

    count = table.players
    return gymnasium.spaces.Box(np.tile(table.encoder.low, count),
                                np.tile(table.encoder.high, count), dtype=np.float32)


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
    seeds them), and the global state for centralised critics."""

    _obs_space: Any
    _act_space: Any
    table: Table
    state_space: Any

    def state(self) -> np.ndarray:
        """The whole position for a centralised critic (PettingZoo's `state()`): every
        seat's observation vector, seat 0 first, each exactly what that seat observes (its
        own view, rotated so it is the vector's seat 0). It holds every seat's private
        information (hands, roles...), so it is for training only, never a policy's input;
        what no seat sees (a deck's order) is not in it. float32, inside `state_space`."""
        state, observe = self.game_state, self.table.encoder.observe
        return np.concatenate([observe(state, seat) for seat in range(self.table.players)])

    def observation_space(self, agent: str) -> Any:
        return self._obs_space

    def action_space(self, agent: str) -> Any:
        return self._act_space
