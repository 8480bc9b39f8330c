"""The PettingZoo AEC environment: one agent per seat, the deciding seat acts.

Agents are "player_0".."player_{n-1}". `agent_selection` is the lowest seat of
`state.to_move()`; at a simultaneous decision (genie's die placement, its lamp claim) the
seats act one after another and the engine keeps each choice secret until all are in.
Observations: {"observation": float32 vector of the seat's view, "action_mask": int8}.
Infos: "action_mask", "legal_ids", and made on first read "view" (raw JSON view) and
"legal" (the legal actions' JSON). Rewards: `state.returns()` at the end, 0 before.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from pettingzoo import AECEnv

from ..core.errors import IllegalAction, OptionError
from ..core.protocol import State
from .actions import as_id
from .lazy import Frame
from .table import Table

ILLEGAL = ("raise", "terminate")


def check_illegal(illegal: str) -> str:
    if illegal not in ILLEGAL:
        raise OptionError(f"illegal must be one of {', '.join(ILLEGAL)}, got {illegal!r}")
    return illegal


class LudotecaAEC(AECEnv):
    """`illegal`: what an action outside the mask does: "raise" IllegalAction (default),
    or "terminate" the game with `illegal_reward` for the offender and 0 for the others
    (PettingZoo's TerminateIllegalWrapper convention)."""

    def __init__(self, game_id: str, players: int | None = None, seed: int | None = None,
                 render_mode: str | None = None, illegal: str = "raise",
                 illegal_reward: float = -1.0, **options: Any) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise OptionError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        self.table = Table(game_id, players, options, seed)
        self.render_mode = render_mode
        self.illegal = check_illegal(illegal)
        self.illegal_reward = float(illegal_reward)
        self.metadata = {"name": f"ludoteca_{game_id}", "render_modes": ["ansi"],
                         "is_parallelizable": True}
        self.possible_agents = list(self.table.agents)
        table = self.table
        self._obs_space = gymnasium.spaces.Dict({
            "observation": gymnasium.spaces.Box(table.encoder.low, table.encoder.high,
                                                dtype=np.float32),
            "action_mask": gymnasium.spaces.Box(0, 1, (table.size,), np.int8)})
        self._act_space = gymnasium.spaces.Discrete(table.size)
        self.state_: State | None = None

    # spaces: the same object for every agent and call (PettingZoo seeds them)
    def observation_space(self, agent: str) -> gymnasium.spaces.Space:
        return self._obs_space

    def action_space(self, agent: str) -> gymnasium.spaces.Space:
        return self._act_space

    @property
    def game_state(self) -> State:
        """The engine state (hidden parts included: for analysis, never for a policy)."""
        if self.state_ is None:
            raise OptionError("call reset() first")
        return self.state_

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """`options` is accepted for the API and ignored: game options are fixed when the
        environment is made."""
        self.state_ = self.table.new(self.table.next_seed(seed))
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self._frame = Frame(self.state_)
        self._masks: dict[str, np.ndarray] = {}
        self._select()

    def _select(self) -> None:
        """After a change: who decides, or the end."""
        state, table = self.state_, self.table
        assert state is not None
        self._frame = Frame(state)
        self._masks.clear()
        if state.is_over():
            for agent, value in zip(self.agents, state.returns(), strict=True):
                self.rewards[agent] = value
                self.terminations[agent] = True
                self.infos[agent] = self._info(self.table.seat_of[agent])
            self.agent_selection = self.agents[0]
            return
        seat = state.to_move()[0]
        agent = table.agents[seat]
        self.infos[agent] = self._info(seat)
        self.agent_selection = agent

    def _info(self, seat: int) -> dict[str, Any]:
        table = self.table
        legal, ids = table.legal(self._frame.state, seat)
        self._legal = (seat, legal, ids)  # the deciding seat's legal set, for step
        mask = self._masks[table.agents[seat]] = table.mask(ids)
        return table.info(self._frame, seat, mask, ids)

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self.table.seat_of[agent]
        mask = self._masks.get(agent)
        if mask is None:  # a seat not deciding now: nothing is legal for it
            mask = self._masks[agent] = self.table.mask(
                self.table.legal(self._frame.state, seat)[1])
        return self.table.observation(self._frame, seat, mask)

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state, table = self.state_, self.table
        assert state is not None
        seat = table.seat_of[agent]
        self._cumulative_rewards[agent] = 0.0  # rewards stay 0 until the end
        try:
            number = as_id(action, table.size)
            listed, legal, ids = self._legal
            if listed == seat and number in ids:
                # the id of an action legal() just listed: apply that very instance on the
                # trusted path (its legality is what the mask said)
                self._frame.freeze()
                state.apply_trusted(seat, legal[ids.index(number)])
            else:
                chosen = table.action(state, seat, number)  # raises for an id naming nothing
                raise IllegalAction(f"action id {number} ({chosen.to_json()}) is not legal "
                                    f"for {agent} now: not in its action mask")
        except IllegalAction:
            if self.illegal == "raise":
                raise
            self._end_illegal(agent)
            self._accumulate_rewards()
        else:
            self.infos[agent] = {}  # it decided: its mask and view are gone
            self._select()
            if state.is_over():
                self._accumulate_rewards()

    def _end_illegal(self, offender: str) -> None:
        self._frame.freeze()
        for agent in self.agents:
            self.rewards[agent] = self.illegal_reward if agent == offender else 0.0
            self.terminations[agent] = True
            self.infos[agent] = {"illegal": agent == offender}
        self.agent_selection = self.agents[0]

    def render(self) -> str | None:
        if self.render_mode is None or self.state_ is None:
            return None
        return self.table.render_text(self.state_.view(None))

    def close(self) -> None:
        pass


def aec_env(game_id: str, players: int | None = None, seed: int | None = None,
            **kwargs: Any) -> LudotecaAEC:
    """A PettingZoo AEC environment of any registered game (docs: rl/__init__.py)."""
    return LudotecaAEC(game_id, players=players, seed=seed, **kwargs)
