"""Which games, player counts and options the conformance suite plays, and how.

Everything here comes from `core.registry.game_ids()` and each game's `GameMeta`: no
game is named, so a game is covered as soon as the registry finds it.

- `quick_cases()`: a few cases per registered game in which every player count and every
  value of every option appears (the defaults among them); the per-property tests play
  `QUICK_GAMES` games of each case (LUDOTECA_CONFORMANCE_QUICK_GAMES, default 2), one
  test per game (`index`: game 0 in the quick run, the others marked slow), and check at
  every step. The costliest checks also take a `part`: game 0 in STRIDE parts, each
  checking every STRIDE-th position (`checked`), part 0 in the quick run and the others
  marked slow, so the full run still checks every position of every game.
- `sweep_cases()`: every registered game x every player count x every option combination
  (up to `MAX_SWEEP_COMBOS` per player count); the slow sweep plays `SWEEP_GAMES` games
  of each (environment variable LUDOTECA_CONFORMANCE_GAMES).

`play(case, index, ...)` plays one seeded random game: the seat to act is drawn among
`to_move()` (so simultaneous decisions are submitted in every order) and the action
uniformly among its legal actions, sometimes as a copy parsed back from its JSON form.
Callbacks see the state before and after each step; they must not touch the policy's Rng.
"""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ludoteca.core.actions import Action
from ludoteca.core.events import Event
from ludoteca.core.protocol import Game, OptionSpec, State
from ludoteca.core.registry import game_ids, get_game
from ludoteca.core.rng import Rng, seed_from

QUICK_GAMES = int(os.environ.get("LUDOTECA_CONFORMANCE_QUICK_GAMES", "2"))
STRIDE = 4  # a check playing one part of game 0 checks every STRIDE-th position of it
SWEEP_GAMES = int(os.environ.get("LUDOTECA_CONFORMANCE_GAMES", "4"))
MAX_SWEEP_COMBOS = 64  # per player count; beyond it a deterministic sample
MAX_STEPS = 100_000  # a game still running after this many steps does not end
JSON_COPY_RATE = 0.2  # how often the policy submits the action parsed from its JSON form


@dataclass(frozen=True)
class Case:
    game_id: str
    players: int
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def id(self) -> str:
        opts = ",".join(f"{k}={json.dumps(v)}" for k, v in self.options)
        return f"{self.game_id}-{self.players}p" + (f"-{opts}" if opts else "")

    @property
    def game(self) -> Game:
        return get_game(self.game_id)

    def option_dict(self) -> dict[str, Any]:
        return dict(self.options)

    def seed(self, index: int, salt: str = "") -> int:
        return seed_from("conformance", salt, self.id, index)

    def check_rng(self, index: int, salt: str = "") -> Rng:
        """An Rng for a check's own choices (never the policy's)."""
        return Rng(seed_from("conformance-check", salt, self.id, index))


def _default_index(spec: OptionSpec) -> int:
    return spec.choices.index(spec.default) if spec.default in spec.choices else 0


def option_sample(specs: tuple[OptionSpec, ...], shift: int) -> list[dict[str, Any]]:
    """A few option combinations in which every value of every option appears: the j-th
    takes, for the option at position k, the value (default + j + shift * k) mod n. With
    shift 0 the first is the defaults; other shifts pair the values differently."""
    width = max((len(spec.choices) for spec in specs), default=1)
    out: list[dict[str, Any]] = []
    for j in range(width):
        combo = {}
        for k, spec in enumerate(specs):
            n = len(spec.choices)
            combo[spec.name] = spec.choices[(_default_index(spec) + j + shift * k) % n]
        if combo not in out:
            out.append(combo)
    return out


def all_options(specs: tuple[OptionSpec, ...]) -> list[dict[str, Any]]:
    names = [spec.name for spec in specs]
    combos = [dict(zip(names, values, strict=True))
              for values in itertools.product(*(spec.choices for spec in specs))]
    if len(combos) > MAX_SWEEP_COMBOS:  # a deterministic spread over the product
        step = len(combos) / MAX_SWEEP_COMBOS
        combos = [combos[int(i * step)] for i in range(MAX_SWEEP_COMBOS)]
    return combos


def _case(game_id: str, players: int, options: dict[str, Any]) -> Case:
    return Case(game_id, players, tuple(options.items()))


def quick_cases() -> list[Case]:
    """Per game, max(player counts, widest option) cases: the player counts in turn,
    each with the next combination of the diagonal option samples (shift 0 first: the
    defaults, then each value of every option), so every player count and every value
    of every option is played."""
    cases = []
    for game_id in game_ids():
        meta = get_game(game_id).meta
        counts = list(range(meta.min_players, meta.max_players + 1))
        width = len(option_sample(meta.options, 0))
        for i in range(max(len(counts), width)):
            options = option_sample(meta.options, i // width)
            cases.append(_case(game_id, counts[i % len(counts)], options[i % len(options)]))
    return cases


QUICK_COUNTS = ("fewest", "most")


def quick_counts(game_id: str, which: tuple[str, ...] = QUICK_COUNTS) -> frozenset[int]:
    """The player counts the quick run keeps for a game: its smallest and its largest (a
    2-12 player game would otherwise spend the quick run on eleven), or only one of them
    (`which`: "fewest", "most"); the other counts are marked slow, so the full run plays
    them all."""
    meta = get_game(game_id).meta
    named = {"fewest": meta.min_players, "most": meta.max_players}
    return frozenset(named[w] for w in which)


def checked(part: int | None, position: int) -> bool:
    """Whether a test given `part` of its game checks the position `position` (0: the
    start, k: after the k-th action). None: the whole game, every position; 0 .. STRIDE-1:
    the positions k with k % STRIDE == part, so that the parts of a game together check
    every position once (the quick run plays part 0, the full run every part)."""
    return part is None or position % STRIDE == part


def sweep_cases() -> list[Case]:
    cases = []
    for game_id in game_ids():
        meta = get_game(game_id).meta
        for players in range(meta.min_players, meta.max_players + 1):
            for options in all_options(meta.options):
                cases.append(_case(game_id, players, options))
    return cases


# ------------------------------------------------------------------------------ playing
@dataclass
class Step:
    """One step of a random game: `state` before (in `before`) or after (in `after`) the
    action; `events` is filled in after."""

    index: int  # 0 for the first action
    seat: int
    action: Action
    events: list[Event] = field(default_factory=list)


Before = Callable[[State, Step], None]
After = Callable[[State, Step], None]


@dataclass
class Played:
    case: Case
    index: int
    state: State
    moves: list[tuple[int, Action]]


def new_state(case: Case, index: int) -> State:
    return case.game.new(case.players, case.seed(index), case.option_dict())


def choose(state: State, rng: Rng) -> tuple[int, Action]:
    seat = rng.choice(state.to_move())
    action = rng.choice(state.legal(seat))
    if rng.random() < JSON_COPY_RATE:  # a client's copy, without label, is just as good
        action = Action.from_json(json.loads(json.dumps(action.to_json())))
    return seat, action


def play(case: Case, index: int, before: Before | None = None,
         after: After | None = None) -> Played:
    """Plays game `index` of a case to the end, calling `before(state, step)` before and
    `after(state, step)` after each action."""
    state = new_state(case, index)
    moves: list[tuple[int, Action]] = []
    rng = Rng(case.seed(index, "policy"))
    n = 0
    while not state.is_over():
        assert n < MAX_STEPS, f"{case.id} game {index}: no end after {MAX_STEPS} steps"
        assert state.to_move(), f"{case.id} game {index} step {n}: nobody to move"
        seat, action = choose(state, rng)
        step = Step(n, seat, action)
        if before is not None:
            before(state, step)
        step.events = state.apply(seat, action)
        moves.append((seat, action))
        if after is not None:
            after(state, step)
        n += 1
    return Played(case, index, state, moves)
