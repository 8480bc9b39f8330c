"""The PettingZoo Parallel environment: every live agent gives an action each step.

The action space is the AEC one plus a no-op: id `NOOP = size` (the last id). A seat
with nothing to decide gets a mask holding only the no-op and must send it (or nothing);
a deciding seat's mask is its legal set, without the no-op. The deciding seats' actions are
applied in seat order; at a simultaneous decision the engine keeps them secret until all
are in, so the order changes nothing. An action whose decision vanished when an earlier
seat's action was applied is dropped (its info says `"dropped": True`). `max_cycles`
truncates every agent after that many steps of an unfinished game (reward 0); `reward`:
"returns" or "zero_sum" (the AEC env's). `action_space(agent).sample()` without a mask
samples among the agent's legal ids now (`LegalDiscrete`).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium.spaces import Discrete
from pettingzoo import ParallelEnv

from ..core.errors import IllegalAction, OptionError
from ..core.protocol import State
from .actions import as_id
from .aec import check_illegal, check_reward
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


class LegalDiscrete(Discrete):
    """The Parallel env's action space for one agent: `sample()` with neither a mask nor a
    probability samples among the agent's legal ids in the env's current position (the
    no-op alone for a seat with nothing to decide), so that code written for unmasked
    spaces (PettingZoo's parallel_seed_test) plays real games instead of ending at the
    first illegal id. A given mask is used as it is; between episodes, the whole space."""

    def __init__(self, n: int, now: dict[str, np.ndarray], agent: str) -> None:
        super().__init__(n)
        self._now, self._agent = now, agent  # `now`: the env's masks, updated in place

    def sample(self, mask: Any = None, probability: Any = None) -> np.int64:
        if mask is None and probability is None:
            mask = self._now.get(self._agent)
        return super().sample(mask, probability)


class LudotecaParallel(AgentSpaces, ParallelEnv):
    def __init__(self, game_id: str, players: int | None = None, seed: int | None = None,
                 render_mode: str | None = None, illegal: str = "raise",
                 illegal_reward: float = -1.0, max_cycles: int | None = None,
                 reward: str = "returns", **options: Any) -> None:
        self.render_mode = check_render_mode(render_mode)
        self.max_cycles = check_max_cycles(max_cycles)
        self.reward = check_reward_mode(reward)
        self.table = table = Table(game_id, players, options, seed)
        self.illegal = check_illegal(illegal)
        self.illegal_reward = check_reward(illegal_reward)
        self.metadata = {"name": f"ludoteca_{game_id}_parallel",
                         "render_modes": list(RENDER_MODES), "render_fps": RENDER_FPS}
        self.possible_agents = list(table.agents)
        self.agents: list[str] = []
        self.noop = table.size
        self._obs_space, _ = spaces(table, table.size + 1)  # + the no-op
        self._now: dict[str, np.ndarray] = {}  # each live agent's mask in this position
        self._act_spaces = {agent: LegalDiscrete(table.size + 1, self._now, agent)
                            for agent in table.agents}
        self.state_space = state_space(table)
        self.state_: State | None = None

    def action_space(self, agent: str) -> Any:
        """One space per agent (seeded apart), sampling its legal ids (`LegalDiscrete`)."""
        return self._act_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, Any], dict[str, Any]]:
        """`options` is accepted for the API and ignored (game options are fixed)."""
        self.state_ = self.table.new(self.table.next_seed(seed))
        self.state_.quiet()  # nothing here reads events: the engine need not record them
        self._timeline = Timeline(self.state_)
        self.agents = list(self.possible_agents)
        self._cycles = 0
        obs, infos = self._observe()
        return obs, infos

    def _observe(self) -> tuple[dict[str, Any], dict[str, Any]]:
        state, table = self.state_, self.table
        assert state is not None
        frame = Frame(self._timeline)
        movers = set(state.to_move())
        obs, infos = {}, {}
        for agent in self.agents:
            seat = table.seat_of[agent]
            ids = table.legal(state, seat)[1] if seat in movers else []
            made = self._now[agent] = table.mask(ids, extra=1, noop=not ids)
            mask = Mask.of(made)
            obs[agent] = table.observation(frame, seat, mask)
            infos[agent] = table.info(frame, seat, mask, ids)
        return obs, infos

    def step(self, actions: dict[str, Any]) -> tuple[dict[str, Any], ...]:
        state, table = self.state_, self.table
        if state is None or not self.agents:
            raise OptionError("the game is over: call reset()")
        if not isinstance(actions, dict):
            raise OptionError(f"step() takes a dict of agent -> action, got {actions!r}")
        unknown = sorted(map(str, actions.keys() - set(table.agents)))
        if unknown:
            raise OptionError(f"step(): no agent {', '.join(unknown)} at this table")
        movers = state.to_move()
        chosen: dict[int, Any] = {}
        try:
            for agent in self.agents:
                seat, given = table.seat_of[agent], actions.get(agent)
                if seat in movers:
                    if given is None or as_id(given, self.noop + 1) == self.noop:
                        raise IllegalAction(f"{agent} must decide now (its mask holds no no-op)")
                    action = table.action(state, seat, as_id(given, table.size))
                    if action not in state.legal(seat):
                        raise IllegalAction(f"{action.to_json()} is not legal for {agent} now")
                    chosen[seat] = action
                elif given is not None and as_id(given, self.noop + 1) != self.noop:
                    raise IllegalAction(f"{agent} has nothing to decide: send the no-op "
                                        f"{self.noop} or nothing")
        except IllegalAction:
            if self.illegal == "raise":
                raise
            return self._end_illegal(agent)
        dropped = []
        for seat in sorted(chosen):
            if seat in state.to_move() and state.is_legal(seat, chosen[seat]):
                self._timeline.apply(seat, chosen[seat], trusted=False)
            else:
                dropped.append(table.agents[seat])
        obs, infos = self._observe()
        for agent in dropped:
            infos[agent]["dropped"] = True
        over = state.is_over()
        self._cycles += 1
        if over:
            final = final_rewards(state, self.reward)
            rewards = {agent: final[table.seat_of[agent]] for agent in self.agents}
        else:
            rewards = dict.fromkeys(self.agents, 0.0)
        terminations = dict.fromkeys(self.agents, over)
        cut = not over and self.max_cycles is not None and self._cycles >= self.max_cycles
        truncations = dict.fromkeys(self.agents, cut)
        if over or cut:
            self.agents = []
            self._now.clear()
        return obs, rewards, terminations, truncations, infos

    def _end_illegal(self, offender: str) -> tuple[dict[str, Any], ...]:
        obs, infos = self._observe()
        rewards = {a: self.illegal_reward if a == offender else 0.0 for a in self.agents}
        for agent in self.agents:
            infos[agent]["illegal"] = agent == offender
        done = dict.fromkeys(self.agents, True)
        self.agents = []
        self._now.clear()
        return obs, rewards, done, dict.fromkeys(done, False), infos

    def snapshot(self) -> bytes:
        """The episode so far as JSON bytes; `restore` on an env of the same game, player
        count and options continues it exactly (docs/research.md, "Snapshots")."""
        if self.state_ is None:
            raise OptionError("call reset() first")
        return self.table.snapshot("parallel", self._timeline.moves,
                                   {"agents": self.agents, "cycles": self._cycles})

    def restore(self, snapshot: bytes | str) -> tuple[dict[str, Any], dict[str, Any]]:
        """Continue the episode a `snapshot()` recorded; returns its observations and infos
        as `reset` does (without the last step's one-off "dropped" and "illegal" flags)."""
        data = self.table.read_snapshot("parallel", snapshot)
        self.reset(seed=data["seed"])
        self.table.replay(self._timeline, data["moves"])
        self.table.restart(data)
        self.agents, self._cycles = list(data["env"]["agents"]), data["env"]["cycles"]
        self._now.clear()
        return self._observe()

    def render(self) -> str | np.ndarray | None:
        if self.render_mode is None or self.state_ is None:
            return None
        return self.table.render(self.render_mode, self.state_.view(None))

    def close(self) -> None:
        pass


def parallel_env(game_id: str, players: int | None = None, seed: int | None = None,
                 **kwargs: Any) -> LudotecaParallel:
    """A PettingZoo Parallel environment of any registered game."""
    return LudotecaParallel(game_id, players=players, seed=seed, **kwargs)
