"""A toy game for the tests: two players race to a target, adding 1, 2 or 3 in turn.

It lives outside `ludoteca.games` on purpose: the tests add it through the registry
(`register`, or an entry point of the group "ludoteca.games") and then play it with the
shared tools (CLI, bots, server, the browser's generic screen) without editing them.
It brings a bot but no renderer and no text, so those tools fall back to their generic ones.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ludoteca.core.actions import Action
from ludoteca.core.events import Event
from ludoteca.core.plugin import GamePackage
from ludoteca.core.protocol import Game, GameMeta, OptionSpec, State
from ludoteca.core.rng import Rng

META = GameMeta(
    id="toy", name="Toy race", version="1", min_players=2, max_players=2,
    simultaneous=False, chance=False, hidden_information=False,
    options=(OptionSpec("target", 10, (10, 15), "the total that wins when reached"),),
)
STEPS = (1, 2, 3)
ACTIONS = tuple(Action.make("add", label=f"Add {n}", n=n) for n in STEPS)


class ToyState(State):
    game_id = "toy"

    def __init__(self, seed: int, options: dict[str, Any]) -> None:
        self.players = 2
        self.seed = seed
        self.options = options
        self.target: int = options["target"]
        self.total = 0
        self.turn = 0  # the seat to move
        self.history: list[int] = []  # every step added, in order
        self.winner: int | None = None

    def to_move(self) -> tuple[int, ...]:
        return () if self.winner is not None else (self.turn,)

    def legal(self, seat: int) -> Sequence[Action]:
        if self.winner is not None or seat != self.turn:
            return ()
        return ACTIONS[: min(len(STEPS), self.target - self.total)]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        n = action.get("n")
        self.total += n
        self.history.append(n)
        events = [Event("added", {"seat": seat, "n": n, "total": self.total})]
        if self.total >= self.target:
            self.winner = seat
            events.append(Event("won", {"winner": seat}))
        else:
            self.turn = 1 - seat
        return events

    def is_over(self) -> bool:
        return self.winner is not None

    def scores(self) -> list[int]:
        return [int(seat == self.winner) for seat in range(self.players)]

    def view(self, seat: int | None) -> dict[str, Any]:
        asked = seat is not None and seat in self.to_move()
        return {
            "seat": seat, "players": self.players, "total": self.total, "target": self.target,
            "to_move": list(self.to_move()), "over": self.is_over(),
            "winners": self.winners() if self.is_over() else [],
            "prompt": {"kind": "add", "text": f"Add to {self.total}: who reaches "
                                              f"{self.target} wins"} if asked else None,
            "seats": [{"seat": s, "moves": len(self.history[s::2]),
                       "added": sum(self.history[s::2])} for s in range(self.players)],
            "history": list(self.history),
        }

    def clone(self) -> ToyState:
        copy = type(self).__new__(type(self))
        copy.__dict__.update(self.__dict__)
        copy.history = list(self.history)
        return copy

    def determinize(self, seat: int, rng: Rng) -> ToyState:
        return self.clone()  # nothing is hidden

    def snapshot(self) -> dict[str, Any]:
        return {"target": self.target, "total": self.total, "turn": self.turn,
                "history": list(self.history), "winner": self.winner}

    def facts(self) -> dict[str, Any]:
        return {"total": self.total, "to_move": list(self.to_move()), "winner": self.winner}


class ToyGame(Game):
    meta = META
    state_type: type[ToyState] = ToyState

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None, *,
            rng: Rng | None = None) -> ToyState:
        return self.state_type(seed, self.resolve_options(players, options))

    def num_distinct_actions(self, players: int, options: Mapping[str, Any]) -> int:
        return len(ACTIONS)

    def action_id(self, state: State, action: Action) -> int:
        return ACTIONS.index(action)

    def action_from_id(self, state: State, action_id: int) -> Action:
        return ACTIONS[action_id]


class PerfectBot:
    """Leaves the opponent a multiple of 4 to go when it can (the winning strategy)."""

    name = "perfect"

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def act(self, obs: Any) -> Action:
        view, legal = obs.view(), obs.legal()
        left = view["target"] - view["total"]
        good = [a for a in legal if (left - a.get("n")) % 4 == 0]
        return good[0] if good else self.rng.choice(legal)


GAME = ToyGame()
PACKAGE = GamePackage(bots={"perfect": PerfectBot})
