"""A Gymnasium single-agent environment: one seat learns, named bots play the others.

Observation: the AEC one, {"observation": float32 vector, "action_mask": int8}; the mask is
also `info["action_mask"]` and `action_masks()` (bool, for MaskablePPO-style learners).
Reward: the seat's `state.returns()` at the end, 0 before. An action outside the mask ends
the episode with `illegal_reward` (info "illegal": True), or raises with illegal="raise".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import gymnasium
import numpy as np

from ..bots.base import EventFeed, Observation, make_bot, reads_events
from ..core.errors import IllegalAction, OptionError
from ..core.protocol import State
from ..core.rng import Rng, seed_from
from .actions import as_id
from .aec import check_illegal, check_reward
from .lazy import Frame, Timeline
from .table import EngineState, Mask, Table, spaces


class LudotecaGym(EngineState, gymnasium.Env):
    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"]}

    def __init__(self, game_id: str, opponents: str | Sequence[str | None] = "random",
                 seat: int = 0, players: int | None = None, seed: int | None = None,
                 render_mode: str | None = None, illegal: str = "terminate",
                 illegal_reward: float = -1.0, **options: Any) -> None:
        if render_mode not in (None, "ansi"):
            raise OptionError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        self.table = table = Table(game_id, players, options, seed)
        if type(seat) is not int or not 0 <= seat < table.players:
            raise OptionError(f"seat must be 0..{table.players - 1}, got {seat!r}")
        self.seat = seat
        self.opponents = self._names(opponents)
        for name in set(self.opponents.values()):  # an unknown name fails now, not at reset
            make_bot(name, game_id, Rng(0))
        self.render_mode = render_mode
        self.illegal = check_illegal(illegal)
        self.illegal_reward = check_reward(illegal_reward)
        self.observation_space, self.action_space = spaces(table, table.size)
        self.state_: State | None = None
        self._mask = np.zeros(table.size, np.int8)
        self._done = True

    def _names(self, opponents: str | Sequence[str | None]) -> dict[int, str]:
        """Bot name per other seat: one name for all, a list per seat (`players` long, the
        learner's own entry None or ignored) or per other seat (`players - 1` long)."""
        others = [s for s in range(self.table.players) if s != self.seat]
        if isinstance(opponents, str):
            return dict.fromkeys(others, opponents)
        if not isinstance(opponents, Sequence):
            raise OptionError(f"opponents: one bot name or a list of names, got {opponents!r}")
        names = list(opponents)
        if len(names) == self.table.players:
            names = [names[s] for s in others]
        if len(names) != len(others) or not all(isinstance(n, str) for n in names):
            raise OptionError(f"opponents: one bot name, or a name for each of the "
                              f"{len(others)} other seats, got {opponents!r}")
        return dict(zip(others, names, strict=True))

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = self.table.next_seed(seed)
        state = self.state_ = self.table.new(game_seed)
        self._timeline = Timeline(state)
        self._bots = {s: make_bot(name, self.table.game_id, Rng(seed_from(game_seed, "bot", s)))
                      for s, name in self.opponents.items()}
        self._feed = (EventFeed(state.players, state.opening_events())
                      if reads_events(list(self._bots.values())) else None)
        self._play_others()
        self._done = state.is_over()
        return self._observe()

    def _apply(self, seat: int, action: Any) -> None:
        events = self._timeline.apply(seat, action, trusted=False)
        if self._feed is not None:
            self._feed.add(events)

    def _play_others(self) -> None:
        """Bots decide until the learner's seat must (or the game ends)."""
        state = self.game_state
        while not state.is_over():
            movers = state.to_move()
            if self.seat in movers:
                return
            seat = movers[0]
            obs = (self._feed.observe(state, seat) if self._feed is not None
                   else Observation(state, seat))
            self._apply(seat, self._bots[seat].act(obs))

    def _observe(self) -> tuple[dict[str, Any], dict[str, Any]]:
        table, state = self.table, self.game_state
        frame = Frame(self._timeline)
        ids = table.legal(state, self.seat)[1] if not state.is_over() else []
        self._mask = table.mask(ids)
        mask = Mask.of(self._mask)
        return table.observation(frame, self.seat, mask), table.info(frame, self.seat, mask, ids)

    def action_masks(self) -> np.ndarray:
        """The legal ids as booleans (sb3-contrib's MaskablePPO reads this)."""
        return self._mask.astype(bool)

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        table, state = self.table, self.game_state
        if self._done:
            raise OptionError("the episode is over: call reset()")
        try:
            chosen = table.action(state, self.seat, as_id(action, table.size))
            self._apply(self.seat, chosen)
        except IllegalAction:
            if self.illegal == "raise":
                raise
            obs, info = self._observe()
            info["illegal"] = True
            self._done = True  # the game stops here, unfinished
            return obs, self.illegal_reward, True, False, info
        self._play_others()
        obs, info = self._observe()
        over = self._done = state.is_over()
        reward = state.returns()[self.seat] if over else 0.0
        return obs, float(reward), over, False, info

    def render(self) -> str | None:
        if self.render_mode is None or self.state_ is None:
            return None
        return self.table.render_text(self.state_.view(self.seat))


def gym_env(game_id: str, opponents: str | Sequence[str | None] = "random", seat: int = 0,
            players: int | None = None, seed: int | None = None, **kwargs: Any) -> LudotecaGym:
    """A Gymnasium environment of any registered game, `opponents` playing the other seats."""
    return LudotecaGym(game_id, opponents=opponents, seat=seat, players=players, seed=seed,
                       **kwargs)


def env_id(game_id: str) -> str:
    """The Gymnasium registry id of a game's environment."""
    return f"ludoteca/{game_id}-v0"


def register_envs() -> list[str]:
    """Register `ludoteca/<game>-v0` with Gymnasium for every installed game, so that
    `gymnasium.make("ludoteca/genie-v0", opponents="heuristic")` works once this module is
    imported (or in one call: `gymnasium.make("ludoteca.rl.gym:ludoteca/genie-v0")`, which
    imports it first). Runs on import; call it again after registering a game later."""
    from ..core.registry import game_ids

    made = []
    for game_id in game_ids():
        name = env_id(game_id)
        if name not in gymnasium.registry:
            gymnasium.register(id=name, entry_point="ludoteca.rl.gym:LudotecaGym",
                               kwargs={"game_id": game_id})
        made.append(name)
    return made


register_envs()
