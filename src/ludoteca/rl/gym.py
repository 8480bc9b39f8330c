"""A Gymnasium single-agent environment: one seat learns, bots or policies play the others.

An opponent is a bot name or a policy: a callable `f(observation, info) -> action id` given
the observation and info the AEC env would give that seat (same encoder, same mask), so a
frozen copy of the learner can sit at the other seats (self-play).

Observation: the AEC one, {"observation": float32 vector, "action_mask": int8}; the mask is
also `info["action_mask"]` and `action_masks()` (bool, for MaskablePPO-style learners).
Reward: the seat's `state.returns()` at the end, 0 before (reward="zero_sum": minus the
mean of all seats' returns). An action outside the mask ends the episode with
`illegal_reward` (info "illegal": True), or raises with illegal="raise". `max_cycles`
truncates the episode after that many of the learner's steps (reward 0).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

import gymnasium
import numpy as np

from ..bots.base import EventFeed, Observation, make_bot, reads_events
from ..core.actions import Action
from ..core.errors import IllegalAction, OptionError
from ..core.protocol import State
from ..core.rng import Rng, seed_from
from .actions import as_id
from .aec import check_illegal, check_reward
from .lazy import Frame, Timeline
from .table import (
    RENDER_FPS,
    RENDER_MODES,
    EngineState,
    Mask,
    Table,
    check_max_cycles,
    check_render_mode,
    check_reward_mode,
    final_rewards,
    spaces,
)

Policy = Callable[[dict[str, Any], dict[str, Any]], Any]
Opponent = str | Policy
Opponents = Opponent | Sequence[Opponent | None]


class LudotecaGym(EngineState, gymnasium.Env):
    metadata: ClassVar[dict[str, Any]] = {"render_modes": list(RENDER_MODES),
                                          "render_fps": RENDER_FPS}

    def __init__(self, game_id: str, opponents: Opponents = "random",
                 seat: int = 0, players: int | None = None, seed: int | None = None,
                 render_mode: str | None = None, illegal: str = "terminate",
                 illegal_reward: float = -1.0, max_cycles: int | None = None,
                 reward: str = "returns", **options: Any) -> None:
        self.render_mode = check_render_mode(render_mode)
        self.max_cycles = check_max_cycles(max_cycles)
        self.reward = check_reward_mode(reward)
        self.table = table = Table(game_id, players, options, seed)
        if type(seat) is not int or not 0 <= seat < table.players:
            raise OptionError(f"seat must be 0..{table.players - 1}, got {seat!r}")
        self.seat = seat
        self.opponents = self._names(opponents)
        for name in {o for o in self.opponents.values() if isinstance(o, str)}:
            make_bot(name, game_id, Rng(0))  # an unknown name fails now, not at reset
        self.illegal = check_illegal(illegal)
        self.illegal_reward = check_reward(illegal_reward)
        self.observation_space, self.action_space = spaces(table, table.size)
        self.state_: State | None = None
        self._mask = np.zeros(table.size, np.int8)
        self._done = True

    def _names(self, opponents: Opponents) -> dict[int, Opponent]:
        """Bot name or policy per other seat: one for all, a list per seat (`players` long,
        the learner's own entry None or ignored) or per other seat (`players - 1` long)."""
        others = [s for s in range(self.table.players) if s != self.seat]
        if isinstance(opponents, str) or callable(opponents):
            return dict.fromkeys(others, opponents)
        if not isinstance(opponents, Sequence):
            raise OptionError(f"opponents: one bot name or policy, or a list of them, "
                              f"got {opponents!r}")
        names = list(opponents)
        if len(names) == self.table.players:
            names = [names[s] for s in others]
        if len(names) != len(others) or not all(isinstance(n, str) or callable(n)
                                                for n in names):
            raise OptionError(f"opponents: one bot name or policy, or one for each of the "
                              f"{len(others)} other seats, got {opponents!r}")
        return dict(zip(others, names, strict=True))

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = self.table.next_seed(seed)
        state = self.state_ = self.table.new(game_seed)
        self._timeline = Timeline(state)
        self._bots = {s: make_bot(name, self.table.game_id, Rng(seed_from(game_seed, "bot", s)))
                      for s, name in self.opponents.items() if isinstance(name, str)}
        self._feed = (EventFeed(state.players, state.opening_events())
                      if reads_events(list(self._bots.values())) else None)
        self._steps = 0
        self._play_others()
        self._done = state.is_over()
        return self._observe()

    def _apply(self, seat: int, action: Any) -> None:
        events = self._timeline.apply(seat, action, trusted=False)
        if self._feed is not None:
            self._feed.add(events)

    def _play_others(self) -> None:
        """Bots and policies decide until the learner's seat must (or the game ends)."""
        state = self.game_state
        while not state.is_over():
            movers = state.to_move()
            if self.seat in movers:
                return
            seat = movers[0]
            bot = self._bots.get(seat)
            if bot is None:
                self._apply(seat, self._ask_policy(seat))
                continue
            obs = (self._feed.observe(state, seat) if self._feed is not None
                   else Observation(state, seat))
            self._apply(seat, bot.act(obs))

    def _ask_policy(self, seat: int) -> Any:
        """A policy opponent's action: it sees what the AEC env would show that seat. An
        id outside its mask always raises IllegalAction (`illegal` is the learner's
        option): an opponent's mistake is a bug to hear of, not an episode to score."""
        table, state = self.table, self.game_state
        frame = Frame(self._timeline)
        legal, ids = table.legal(state, seat)
        mask = Mask.of(table.mask(ids))
        policy = self.opponents[seat]
        assert callable(policy)
        given = policy(table.observation(frame, seat, mask), table.info(frame, seat, mask, ids))
        agent = table.agents[seat]
        try:
            number = as_id(given, table.size)
        except IllegalAction as error:
            raise IllegalAction(f"opponent {agent} (seat {seat}): its policy returned "
                                f"{given!r}: {error}") from None
        if number not in ids:
            raise IllegalAction(f"opponent {agent} (seat {seat}): its policy returned action "
                                f"id {number}, not in its action mask (legal ids: "
                                f"{sorted(ids)[:20]}{'...' if len(ids) > 20 else ''})")
        return legal[ids.index(number)]

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
        self._steps += 1
        over = state.is_over()
        reward = final_rewards(state, self.reward)[self.seat] if over else 0.0
        cut = not over and self.max_cycles is not None and self._steps >= self.max_cycles
        self._done = over or cut
        return obs, reward, over, cut, info

    def snapshot(self) -> bytes:
        """The episode so far as JSON bytes; `restore` on an env of the same game, player
        count and options continues it (docs/research.md, "Snapshots")."""
        if self.state_ is None:
            raise OptionError("call reset() first")
        return self.table.snapshot("gym", self._timeline.moves, {
            "seat": self.seat, "steps": self._steps, "done": self._done})

    def restore(self, snapshot: bytes | str) -> tuple[dict[str, Any], dict[str, Any]]:
        """Continue the episode a `snapshot()` recorded; returns its observation and info as
        `reset` does. The episode is played again from its seed, the learner's recorded
        actions given and the opponents asked anew, so that bots pick up the very random
        streams and memories they had; an opponent that now decides otherwise (a policy
        changed since, a bot on a time budget) raises OptionError."""
        data = self.table.read_snapshot("gym", snapshot)
        env = data["env"]
        if env["seat"] != self.seat:
            raise OptionError(f"the snapshot's learner sits at seat {env['seat']}, this "
                              f"env's at {self.seat}")
        self.reset(seed=data["seed"])
        moves = [(seat, Action.from_json(action)) for seat, action in data["moves"]]
        try:  # reset played the others up to the learner's turn: step as the learner did
            for action in [action for seat, action in moves if seat == self.seat]:
                self._apply(self.seat, action)
                self._play_others()
        except IllegalAction:
            pass  # the replay drifted: said just below
        if self._timeline.moves != moves:
            raise OptionError("the opponents did not replay their recorded actions (a "
                              "policy or a bot that is not deterministic)")
        self.table.restart(data)
        self._steps, self._done = env["steps"], env["done"]
        return self._observe()

    def render(self) -> str | np.ndarray | None:
        if self.render_mode is None or self.state_ is None:
            return None
        return self.table.render(self.render_mode, self.state_.view(self.seat))


def gym_env(game_id: str, opponents: Opponents = "random", seat: int = 0,
            players: int | None = None, seed: int | None = None, **kwargs: Any) -> LudotecaGym:
    """A Gymnasium environment of any registered game, `opponents` playing the other seats."""
    return LudotecaGym(game_id, opponents=opponents, seat=seat, players=players, seed=seed,
                       **kwargs)


def vector_env(game_id: str, num_envs: int, *, asynchronous: bool = False,
               seed: int | None = None, **kwargs: Any) -> gymnasium.vector.VectorEnv:
    """`num_envs` tables of one game as one Gymnasium vector env: the same keywords as
    `gym_env`; table i plays seed `seed_from(seed, i)` (none: each its own random seed).
    In one process (`SyncVectorEnv`, the default: a step steps every table in turn), or
    one process per table (`asynchronous=True`, `AsyncVectorEnv`: worth it once a table's
    step, its opponents' bots included, costs more than sending its observation between
    processes). The mask of table i is `obs["action_mask"][i]`."""
    if type(num_envs) is not int or num_envs < 1:
        raise OptionError(f"num_envs must be a positive integer, got {num_envs!r}")
    seeds = [None if seed is None else seed_from(seed, "table", i) for i in range(num_envs)]
    gym_env(game_id, seed=seeds[0], **kwargs)  # bad keywords fail here, not in a worker
    makers = [functools.partial(_vector_table, game_id, s, kwargs) for s in seeds]
    if asynchronous:
        return gymnasium.vector.AsyncVectorEnv(makers)
    return gymnasium.vector.SyncVectorEnv(makers)


class _ArrayInfo(gymnasium.Wrapper):  # type: ignore[type-arg]
    """A table of a vector env: its info keeps what batches into arrays (the mask, the
    illegal flag). The raw view and the legal actions' JSON would be made for every table
    at every step only to be stacked as objects; a policy reads the mask."""

    KEEP = ("action_mask", "illegal")

    def reset(self, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        obs, info = self.env.reset(**kwargs)
        return obs, self._kept(info)

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        obs, reward, terminated, truncated, info = self.env.step(action)
        return obs, reward, terminated, truncated, self._kept(info)

    def _kept(self, info: dict[str, Any]) -> dict[str, Any]:
        return {k: info[k] for k in self.KEEP if k in info}


def _vector_table(game_id: str, seed: int | None, kwargs: dict[str, Any]) -> gymnasium.Env:
    return _ArrayInfo(gym_env(game_id, seed=seed, **kwargs))


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
