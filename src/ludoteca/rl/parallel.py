"""The PettingZoo Parallel environment: every live agent gives an action each step.

The action space is the AEC one plus a no-op: id `NOOP = size` (the last id). A seat
with nothing to decide gets a mask holding only the no-op and must send it (or nothing);
a deciding seat's mask is its legal set, without the no-op. The deciding seats' actions are
applied in seat order; at a simultaneous decision the engine keeps them secret until all
are in, so the order changes nothing. An action whose decision vanished when an earlier
seat's action was applied is dropped (its info says `"dropped": True`).
"""

from __future__ import annotations

from typing import Any

from pettingzoo import ParallelEnv

from ..core.errors import IllegalAction, OptionError
from ..core.protocol import State
from .actions import as_id
from .aec import check_illegal, check_reward
from .lazy import Frame, Timeline
from .table import AgentSpaces, Mask, Table, spaces


class LudotecaParallel(AgentSpaces, ParallelEnv):
    def __init__(self, game_id: str, players: int | None = None, seed: int | None = None,
                 render_mode: str | None = None, illegal: str = "raise",
                 illegal_reward: float = -1.0, **options: Any) -> None:
        if render_mode not in (None, "ansi"):
            raise OptionError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        self.table = table = Table(game_id, players, options, seed)
        self.render_mode = render_mode
        self.illegal = check_illegal(illegal)
        self.illegal_reward = check_reward(illegal_reward)
        self.metadata = {"name": f"ludoteca_{game_id}_parallel", "render_modes": ["ansi"]}
        self.possible_agents = list(table.agents)
        self.agents: list[str] = []
        self.noop = table.size
        self._obs_space, self._act_space = spaces(table, table.size + 1)  # + the no-op
        self.state_: State | None = None

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, Any], dict[str, Any]]:
        """`options` is accepted for the API and ignored (game options are fixed)."""
        self.state_ = self.table.new(self.table.next_seed(seed))
        self.state_.quiet()  # nothing here reads events: the engine need not record them
        self._timeline = Timeline(self.state_)
        self.agents = list(self.possible_agents)
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
            mask = Mask.of(table.mask(ids, extra=1, noop=not ids))
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
        returns = state.returns()
        rewards = {agent: returns[table.seat_of[agent]] for agent in self.agents}
        terminations = dict.fromkeys(self.agents, over)
        truncations = dict.fromkeys(self.agents, False)
        if over:
            self.agents = []
        return obs, rewards, terminations, truncations, infos

    def _end_illegal(self, offender: str) -> tuple[dict[str, Any], ...]:
        obs, infos = self._observe()
        rewards = {a: self.illegal_reward if a == offender else 0.0 for a in self.agents}
        for agent in self.agents:
            infos[agent]["illegal"] = agent == offender
        done = dict.fromkeys(self.agents, True)
        self.agents = []
        return obs, rewards, done, dict.fromkeys(done, False), infos

    def render(self) -> str | None:
        if self.render_mode is None or self.state_ is None:
            return None
        return self.table.render_text(self.state_.view(None))

    def close(self) -> None:
        pass


def parallel_env(game_id: str, players: int | None = None, seed: int | None = None,
                 **kwargs: Any) -> LudotecaParallel:
    """A PettingZoo Parallel environment of any registered game."""
    return LudotecaParallel(game_id, players=players, seed=seed, **kwargs)
