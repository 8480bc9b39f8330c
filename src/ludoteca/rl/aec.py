"""The PettingZoo AEC environment: one agent per seat, the deciding seat acts.

Agents are "player_0".."player_{n-1}". `agent_selection` is the lowest seat of
`state.to_move()`; at a simultaneous decision (genie's die placement, its lamp claim) the
seats act one after another and the engine keeps each choice secret until all are in.
Observations: {"observation": float32 vector of the seat's view, "action_mask": int8}.
Infos: "action_mask", "legal_ids", and made on first read "view" (raw JSON view) and
"legal" (the legal actions' JSON). Rewards: `state.returns()` at the end, 0 before
(reward="zero_sum": minus their mean). `max_cycles` truncates every agent after that many
cycles of `players` actions.
"""

from __future__ import annotations

import math
import numbers
from typing import Any

import numpy as np
from pettingzoo import AECEnv

from ..core.errors import IllegalAction, OptionError
from ..core.protocol import State
from .actions import as_id
from .lazy import Frame, Timeline
from .table import (
    RENDER_FPS,
    RENDER_MODES,
    AgentSpaces,
    Mask,
    Table,
    check_max_cycles,
    check_render_mode,
    check_reward_mode,
    final_rewards,
    spaces,
    state_space,
)

ILLEGAL = ("raise", "terminate")


def check_illegal(illegal: str) -> str:
    if illegal not in ILLEGAL:
        raise OptionError(f"illegal must be one of {', '.join(ILLEGAL)}, got {illegal!r}")
    return illegal


def check_reward(value: Any) -> float:
    """`illegal_reward`: a finite number."""
    if (not isinstance(value, numbers.Real) or isinstance(value, bool)
            or not math.isfinite(value)):
        raise OptionError(f"illegal_reward must be a finite number, got {value!r}")
    return float(value)


class LudotecaAEC(AgentSpaces, AECEnv):
    """`illegal`: what an action outside the mask does: "raise" IllegalAction (default),
    or "terminate" the game with `illegal_reward` for the offender and 0 for the others
    (PettingZoo's TerminateIllegalWrapper convention).
    `max_cycles`: after `max_cycles * players` actions of an unfinished game every agent is
    truncated (reward 0), and leaves through the usual dead steps (PettingZoo's convention:
    a cycle is one step per agent). `reward`: "returns" or "zero_sum"."""

    def __init__(self, game_id: str, players: int | None = None, seed: int | None = None,
                 render_mode: str | None = None, illegal: str = "raise",
                 illegal_reward: float = -1.0, max_cycles: int | None = None,
                 reward: str = "returns", **options: Any) -> None:
        super().__init__()
        self.render_mode = check_render_mode(render_mode)
        self.max_cycles = check_max_cycles(max_cycles)
        self.reward = check_reward_mode(reward)
        self.table = Table(game_id, players, options, seed)
        self.illegal = check_illegal(illegal)
        self.illegal_reward = check_reward(illegal_reward)
        # the action count that truncates (None: never); checked once per step
        self._limit = None if max_cycles is None else max_cycles * self.table.players
        self.metadata = {"name": f"ludoteca_{game_id}", "render_modes": list(RENDER_MODES),
                         "render_fps": RENDER_FPS,
                         "is_parallelizable": True}
        self.possible_agents = list(self.table.agents)
        table = self.table
        self._obs_space, self._act_space = spaces(table, table.size)
        self.state_space = state_space(table)
        self.state_: State | None = None

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """`options` is accepted for the API and ignored: game options are fixed when the
        environment is made."""
        self.state_ = self.table.new(self.table.next_seed(seed))
        self.state_.quiet()  # nothing here reads events: the engine need not record them
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self._timeline = Timeline(self.state_)
        self._offender: str | None = None  # the agent whose illegal action ended the game
        self._select()

    def _select(self) -> bool:
        """After a change: who decides, or the end (then True). (The hot path of every
        step: kept flat.)"""
        state, table = self.state_, self.table
        assert state is not None
        frame = self._frame = Frame(self._timeline)
        masks: dict[str, Mask] = {}
        self._masks = masks
        if state.is_over():
            for agent, value in zip(self.agents, final_rewards(state, self.reward),
                                    strict=True):
                self.rewards[agent] = value
                self.terminations[agent] = True
                self.infos[agent] = self._info(table.seat_of[agent])
            self.agent_selection = self.agents[0]
            return True
        seat = state.to_move()[0]
        agent = self.agent_selection = table.agents[seat]
        legal = state.legal(seat)
        ids = table.codec.ids(state, seat, legal)
        self._legal = (seat, legal, ids)  # the deciding seat's legal set, for step
        mask = masks[agent] = Mask(table, ids)
        self.infos[agent] = table.info(frame, seat, mask, ids)
        return False

    def _info(self, seat: int) -> dict[str, Any]:
        table = self.table
        legal, ids = table.legal(self._timeline.state, seat)
        self._legal = (seat, legal, ids)
        mask = self._masks[table.agents[seat]] = Mask(table, ids)
        return table.info(self._frame, seat, mask, ids)

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self.table.seat_of[agent]
        mask = self._masks.get(agent)
        if mask is None:  # a seat not deciding now: nothing is legal for it
            mask = self._masks[agent] = Mask(
                self.table, self.table.legal(self._timeline.state, seat)[1])
        return self.table.observation(self._frame, seat, mask)

    def step(self, action: Any) -> None:
        if getattr(self, "_legal", None) is None:
            raise OptionError("call reset() first")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat, legal, ids = self._legal  # listed for agent_selection
        self._cumulative_rewards[agent] = 0.0  # rewards stay 0 until the end
        try:
            try:
                index = ids.index(action) if type(action) is int else self._index(action)
            except ValueError:  # an int id outside the legal ones
                index = self._index(action)  # raises with the reason
        except IllegalAction:
            if self.illegal == "raise":
                raise
            self._end_illegal(agent)
            self._accumulate_rewards()
            return
        # apply the very instance legal() listed, on the trusted path: its legality is
        # what the mask said
        self._timeline.apply(seat, legal[index])
        self.infos[agent] = {}  # it decided: its mask and view are gone
        if self._select():
            self._accumulate_rewards()
        elif self._limit is not None and len(self._timeline.moves) >= self._limit:
            self._truncate()

    def _truncate(self) -> None:
        """The cycle limit, the game unfinished: every agent truncated, reward 0; they
        leave through dead steps, lowest seat first."""
        for agent in self.agents:
            self.rewards[agent] = 0.0
            self.truncations[agent] = True
        self.agent_selection = self.agents[0]
        self._accumulate_rewards()

    def _index(self, action: Any) -> int:
        """Where an action given as a non-int id (numpy ints...) is among the legal ids;
        IllegalAction with the reason for an id outside them."""
        seat, _legal, ids = self._legal
        number = as_id(action, self.table.size)  # raises for a bad id
        if number in ids:
            return ids.index(number)
        chosen = self.table.action(self.game_state, seat, number)  # raises if it names none
        raise IllegalAction(f"action id {number} ({chosen.to_json()}) is not legal for "
                            f"{self.table.agents[seat]} now: not in its action mask")

    def _end_illegal(self, offender: str) -> None:
        for agent in self.agents:
            self.rewards[agent] = self.illegal_reward if agent == offender else 0.0
            self.terminations[agent] = True
            self.infos[agent] = {"illegal": agent == offender}
        self.agent_selection = self.agents[0]
        self._offender = offender

    def snapshot(self) -> bytes:
        """The episode so far as JSON bytes; `restore` on an env of the same game, player
        count and options continues it exactly (docs/research.md, "Snapshots")."""
        if self.state_ is None:
            raise OptionError("call reset() first")
        return self.table.snapshot("aec", self._timeline.moves, {
            "agents": self.agents, "agent_selection": self.agent_selection,
            "rewards": self.rewards, "cumulative": self._cumulative_rewards,
            "terminations": self.terminations, "truncations": self.truncations,
            "skip": getattr(self, "_skip_agent_selection", None),
            "offender": self._offender})

    def restore(self, snapshot: bytes | str) -> None:
        """Continue the episode a `snapshot()` recorded (as `reset`, the position is then
        read with `last()` / `observe`)."""
        data = self.table.read_snapshot("aec", snapshot)
        self.reset(seed=data["seed"])
        self.table.replay(self._timeline, data["moves"])
        self.table.restart(data)
        self._select()  # the position's masks, and the deciding seat's info
        env = data["env"]
        self.agents = list(env["agents"])
        self.agent_selection = env["agent_selection"]
        self._skip_agent_selection = env["skip"]
        self.rewards, self._cumulative_rewards = env["rewards"], env["cumulative"]
        self.terminations, self.truncations = env["terminations"], env["truncations"]
        self._offender = env["offender"]
        infos = {agent: self.infos.get(agent, {}) for agent in self.agents}
        if self._offender is not None:
            infos = {agent: {"illegal": agent == self._offender} for agent in self.agents}
        self.infos = infos

    def render(self) -> str | np.ndarray | None:
        if self.render_mode is None or self.state_ is None:
            return None
        return self.table.render(self.render_mode, self.state_.view(None))

    def close(self) -> None:
        pass


def aec_env(game_id: str, players: int | None = None, seed: int | None = None,
            **kwargs: Any) -> LudotecaAEC:
    """A PettingZoo AEC environment of any registered game (docs: rl/__init__.py)."""
    return LudotecaAEC(game_id, players=players, seed=seed, **kwargs)
