"""Information-set Monte Carlo tree search: a search bot for every game of the registry.

Each iteration samples a full state consistent with the seat's view (`obs.determinize`),
walks one tree of action sequences shared by all samples (Cowling, Powley & Whitehouse's
SO-ISMCTS: a child's UCB uses how often it was *available*, since the legal actions differ
between samples), expands one decision, rolls out and backs up every seat's return. Each
seat picks for itself in the tree (max^n). A simultaneous decision (several seats in
`to_move()`) is a decoupled node: every seat picks from its own statistics at that node,
not knowing what the others picked, which is what the rules let it know. Chance is not in
the tree: a sample's own generator rolls the dice, so a path merges every outcome (open
loop). The bot reads only the Observation; a sample depends on the view and the bot's
generator only (the games' `determinize` sort what they resample), so its choice cannot
depend on anything hidden from it.

Rollouts are truncated after `depth` steps; the cut state is scored by the game's
`evaluate(state)` hook when it has one, else from `scores()` (see `score_shares`).

Two optional game hooks make it stronger without naming a game here: a prior (by default
the bot the game's package declares as `search_prior`), whose choice at each new tree
position steers the selection there (PUCT), so a wide decision is not tried action by
action; and `Game.belief(seat)`, which follows the seat's events (so the bot then reads
them) and moves each sample's hidden parts towards what the play so far suggests
(Saboteur: the roles).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..core.actions import Action
from ..core.errors import OptionError
from ..core.protocol import Belief, State
from ..core.registry import get_game, get_package
from ..core.rng import Rng, seed_from
from .base import Bot, Observation

PREFIX = "ismcts"


@dataclass(frozen=True)
class Settings:
    """iterations: samples per decision (a cap when `time` is set); time: seconds per
    decision (None: iterations only; either way the Observation's deadline stops it);
    depth: rollout steps after the tree before the cut state is evaluated (None: play to
    the end); rollout: "random" or a bot name of the game, playing every seat of the
    rollout from an Observation of the rollout state; c: UCB exploration constant;
    seed: fixes the bot's generator whatever seat it gets (None: the generator given);
    belief: move each sample towards what the seat inferred from play, where the game has
    a `Game.belief` hook (off: `determinize`'s uniform guesses);
    prior: "auto" (the bot the game's package declares as `search_prior`, else none),
    "none" or a bot name of the game, whose choice at each new tree position guides the
    search there (PUCT: it holds half the prior, untried actions start at the node's
    mean), so a wide decision such as King of Tokyo's 64 dice masks is not tried action
    by action."""

    iterations: int | None = 1000
    time: float | None = None
    depth: int | None = 10  # the depth the strength table (docs) was measured at
    rollout: str = "random"
    c: float = 0.7
    seed: int | None = None
    belief: bool = True
    prior: str = "auto"

    def spec(self) -> str:
        """The bot name that makes these settings (`parse` reads it back)."""
        parts = [f"{f}={_show(getattr(self, f))}" for f in FIELDS
                 if getattr(self, f) != getattr(DEFAULT, f)
                 and not (f == "iterations" and self.iterations is None)]
        return ":".join([PREFIX, *parts])


DEFAULT = Settings()
FIELDS = ("iterations", "time", "depth", "rollout", "c", "seed", "belief", "prior")
# the strengths the table server's bot menu offers (bot names, listed by bot_names)
LEVELS: dict[str, Settings] = {
    "ismcts-quick": Settings(iterations=200),
    "ismcts": Settings(iterations=1000),
    "ismcts-strong": Settings(iterations=4000),
}


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return "end" if value is None else str(value)


def is_ismcts(name: str) -> bool:
    return name.partition(":")[0] in LEVELS


def parse(name: str) -> Settings:
    """`ismcts`, a level (`ismcts-quick`, `ismcts-strong`), or either followed by settings
    `:key=value` (`ismcts:iterations=400:depth=20:rollout=heuristic`; commas work too
    where the name is not itself in a comma-separated list)."""
    base, colon, rest = name.partition(":")
    if base not in LEVELS:
        raise OptionError(f"unknown search bot {base!r}; levels: {', '.join(LEVELS)}")
    settings = LEVELS[base]
    if not colon:
        return settings  # a ':' with nothing after it is a setting left out: refused below
    given: dict[str, Any] = {}
    for part in rest.replace(",", ":").split(":"):
        key, eq, raw = part.partition("=")
        key, raw = key.strip(), raw.strip()
        if not eq or not key or not raw:
            raise OptionError(f"bad ismcts setting {part!r} in {name!r}: write key=value "
                              f"(keys: {', '.join(FIELDS)})")
        if key not in FIELDS:
            raise OptionError(f"unknown ismcts setting {key!r} in {name!r}; "
                              f"known: {', '.join(FIELDS)}")
        if key in given:
            raise OptionError(f"ismcts setting {key!r} given twice in {name!r}")
        given[key] = _value(key, raw)
    if "time" in given and "iterations" not in given:
        given["iterations"] = None  # a time budget alone is not capped by the level's count
    settings = replace(settings, **given)
    if settings.iterations is None and settings.time is None:
        raise OptionError(f"{name!r}: give iterations or time (or both)")
    return settings


def _value(key: str, raw: str) -> Any:
    if key in ("rollout", "prior"):
        return raw
    if key == "belief":
        if raw not in ("on", "off"):
            raise OptionError(f"ismcts setting belief must be on or off, got {raw!r}")
        return raw == "on"
    if key == "depth" and raw in ("end", "none"):
        return None
    try:
        value = float(raw) if key in ("time", "c") else int(raw)
    except ValueError:
        kind = "a number" if key in ("time", "c") else "a whole number"
        raise OptionError(f"ismcts setting {key} must be {kind}, got {raw!r}") from None
    if not math.isfinite(value):
        raise OptionError(f"ismcts setting {key} must be finite, got {raw!r}")
    low = {"iterations": 1, "time": 0.0, "depth": 0, "c": 0.0, "seed": 0}[key]
    if value < low or (key == "time" and value == 0):
        bound = "above 0" if key == "time" else f"at least {low}"
        raise OptionError(f"ismcts setting {key} must be {bound}, got {raw!r}")
    return value


def score_shares(scores: Sequence[float]) -> list[float]:
    """A game-agnostic guess at each seat's return from unfinished scores: its share of
    the points above the lowest score (equal scores: equal shares), so the guesses sum to
    1 like the returns of a game with a winner, and a lead is worth more the larger it is."""
    low = min(scores)
    above = [s - low for s in scores]
    total = sum(above)
    if total <= 0:
        return [1.0 / len(scores)] * len(scores)
    return [a / total for a in above]


class _Node:
    """Statistics of one tree position: per seat deciding there, per action,
    [visits, times available, summed return of that seat]; children by joint move."""

    __slots__ = ("children", "hints", "stats")

    def __init__(self) -> None:
        self.stats: dict[int, dict[Action, list[float]]] = {}
        self.children: dict[Any, _Node] = {}
        self.hints: dict[int, Action] | None = None  # per seat: the prior bot's choice


class IsmctsBot:
    name = PREFIX
    reads_events = False  # True for a game with a belief hook (see __init__)

    def __init__(self, rng: Rng, game_id: str, settings: Settings = DEFAULT) -> None:
        if settings.iterations is None and settings.time is None:
            raise OptionError("ismcts needs iterations or time (or both)")
        for what in ("rollout", "prior"):
            if is_ismcts(getattr(settings, what)):
                raise OptionError(f"an ismcts {what} cannot itself search: use "
                                  f"{'random' if what == 'rollout' else 'none'} or a game's bot")
        self.settings = settings
        self.rng = Rng(seed_from("ismcts", settings.seed)) if settings.seed is not None else rng
        self.game = get_game(game_id)
        self.name = settings.spec()
        self._hook = self.game.evaluate
        # per seat, what it inferred from play (Game.belief); it reads the seat's events
        self._beliefs: dict[int, Belief] = {}
        self.reads_events = settings.belief and self.game.belief(0) is not None
        self._policy: list[Bot] | None = None
        self._prior: Bot | None = None
        from .base import make_bot

        if settings.rollout != "random":  # check the name now: a bad one fails at once
            make_bot(settings.rollout, game_id, self.rng.fork("rollout"))
        prior = settings.prior
        if prior == "auto":  # the bot its package declares as the search's prior, if any
            prior = get_package(game_id).search_prior or "none"
        if prior != "none":
            self._prior = make_bot(prior, game_id, self.rng.fork("prior"))
        self.iterations = 0  # of the last decision (measure, tests)

    # ------------------------------------------------------------------ deciding
    def act(self, obs: Observation) -> Action:
        legal = obs.legal()
        belief = self._belief(obs)
        if belief is not None:  # even when forced: the events come once
            belief.update(obs.view(), obs.events)
        if len(legal) == 1:
            self.iterations = 0
            return legal[0]
        root = self.search(obs)
        mine = root.stats.get(obs.seat, {})
        # most visited; ties by mean return, then by the order of legal()
        best, key = legal[0], (-1.0, -1.0)
        for action in legal:
            st = mine.get(action)
            if st is not None:
                k = (st[0], st[2] / st[0] if st[0] else 0.0)
                if k > key:
                    best, key = action, k
        return best

    def search(self, obs: Observation) -> _Node:
        s = self.settings
        cap = s.iterations if s.iterations is not None else 1 << 62
        stop = math.inf
        now = time.monotonic()
        if s.time is not None:
            stop = now + s.time
        if obs.deadline is not None:
            # leave a little of the window to answer in
            stop = min(stop, obs.deadline - 0.02)
        root = _Node()
        rng = self.rng
        belief = self._belief(obs)
        done = 0
        while done < cap:
            if stop != math.inf and done and time.monotonic() >= stop:
                break
            sample = obs.determinize(rng)
            if belief is not None:
                sample = belief.refine(sample, rng)
            sample.quiet()  # its events would be thrown away
            self._iterate(root, sample, rng)
            done += 1
        self.iterations = done
        return root

    def _belief(self, obs: Observation) -> Belief | None:
        if not self.reads_events:
            return None
        belief = self._beliefs.get(obs.seat)
        if belief is None:
            belief = self._beliefs[obs.seat] = self.game.belief(obs.seat)
        return belief

    def _iterate(self, root: _Node, state: State, rng: Rng) -> None:
        c = self.settings.c
        path: list[tuple[list[float], int]] = []
        node = root
        log, sqrt = math.log, math.sqrt
        while not state.is_over():
            movers = state.to_move()
            forced = False
            if len(movers) == 1:
                seat = movers[0]
                legal = state.legal(seat)
                if len(legal) == 1:  # forced: walked through, no statistics
                    key: Any = legal[0]
                    forced = True
                else:
                    hint = self._hint(node, state, seat) if self._prior is not None else None
                    key, st = _pick(node.stats, seat, legal, rng, c, log, sqrt, hint)
                    path.append((st, seat))
                state.apply_trusted(seat, key)
            else:  # simultaneous: each picks from its own statistics, blind to the others'
                joint = []
                for seat in movers:
                    if seat not in state.to_move():
                        continue
                    action, st = _pick(node.stats, seat, state.legal(seat), rng, c, log,
                                          sqrt)
                    state.apply_trusted(seat, action)
                    path.append((st, seat))
                    joint.append((seat, action))
                key = tuple(joint)
            child = node.children.get(key)
            if child is None:  # a new position: one per iteration, then the rollout
                child = node.children[key] = _Node()
                if not forced:
                    break
            node = child
        values = self._rollout(state, rng)
        for st, seat in path:
            st[0] += 1
            st[2] += values[seat]

    def _hint(self, node: _Node, state: State, seat: int) -> Action:
        """The prior bot's choice for the seat at this node, asked on the first sample that
        reaches it (a sample is a full state: the bot sees that seat's view of it)."""
        hints = node.hints
        if hints is None:
            hints = node.hints = {}
        hint = hints.get(seat)
        if hint is None:
            assert self._prior is not None
            hint = hints[seat] = self._prior.act(Observation(state, seat))
        return hint

    def _rollout(self, state: State, rng: Rng) -> Sequence[float]:
        depth = self.settings.depth
        steps = 0
        policy = self._policy_bots(state) if self.settings.rollout != "random" else None
        while not state.is_over():
            if depth is not None and steps >= depth:
                return self._hook(state) or score_shares(state.scores())
            seat = state.to_move()[0]
            legal = state.legal(seat)
            if policy is None:
                state.apply_trusted(seat, legal[rng.below(len(legal))])
            else:
                action = policy[seat].act(Observation(state, seat))
                if any(a is action for a in legal):
                    state.apply_trusted(seat, action)
                else:  # a bot may build an equal action of its own: check it
                    state.apply(seat, action)
            steps += 1
        return state.returns()

    def _policy_bots(self, state: State) -> list[Bot]:
        if self._policy is None or len(self._policy) != state.players:
            from .base import make_bot

            self._policy = [make_bot(self.settings.rollout, state.game_id,
                                     self.rng.fork("rollout", seat))
                            for seat in range(state.players)]
        return self._policy


def _pick(stats: dict[int, dict[Action, list[float]]], seat: int, legal: Sequence[Action],
          rng: Rng, c: float, log: Callable[[float], float], sqrt: Callable[[float], float],
          hint: Action | None = None) -> tuple[Action, list[float]]:
    """The seat's action at a node: an untried one if any (its child is new: the expansion),
    else the best by UCB over the available ones; every available action's availability
    counts up. With a hint (the prior bot's choice), PUCT instead (`_puct`)."""
    if hint is not None:
        return _puct(stats, seat, legal, c, sqrt, hint)
    mine = stats.get(seat)
    if mine is None:
        mine = stats[seat] = {}
    untried = []
    best = None
    best_v = -math.inf
    for a in legal:
        st = mine.get(a)
        if st is None:
            st = mine[a] = [0, 0, 0.0]
        st[1] += 1
        n = st[0]
        if n == 0:
            untried.append(a)
        elif not untried:
            v = st[2] / n + c * sqrt(log(st[1]) / n)
            if v > best_v:
                best, best_v = a, v
    if untried:
        a = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
        return a, mine[a]
    assert best is not None
    return best, mine[best]


PRIOR_SHARE = 0.5  # of the prior that goes to the prior bot's choice; the rest is shared


def _puct(stats: dict[int, dict[Action, list[float]]], seat: int, legal: Sequence[Action],
          c: float, sqrt: Callable[[float], float], hint: Action
          ) -> tuple[Action, list[float]]:
    """AlphaZero's PUCT over the available actions, the prior bot's choice holding
    PRIOR_SHARE of the prior: an untried action starts at the mean return of the seat's
    visits here (first-play urgency), so a wide decision is searched around the hint."""
    mine = stats.get(seat)
    if mine is None:
        mine = stats[seat] = {}
    rows = []
    visits = 0
    total = 0.0
    hinted = False
    for a in legal:
        st = mine.get(a)
        if st is None:
            st = mine[a] = [0, 0, 0.0]
        st[1] += 1
        visits += st[0]
        total += st[2]
        hinted = hinted or a == hint
        rows.append((a, st))
    other = (1 - PRIOR_SHARE) / max(1, len(rows) - 1) if hinted else 1 / len(rows)
    fpu = total / visits if visits else 0.5
    best, best_v = rows[0], -math.inf
    for a, st in rows:
        n = st[0]
        p = PRIOR_SHARE if hinted and a == hint else other
        v = (st[2] / n if n else fpu) + c * p * sqrt(st[1]) / (1 + n)
        if v > best_v:
            best, best_v = (a, st), v
    return best

def make(name: str, game_id: str, rng: Rng) -> IsmctsBot:
    return IsmctsBot(rng, game_id, parse(name))


def measure(game_id: str, players: int | None = None, seconds: float = 2.0,
            name: str = "ismcts") -> dict[str, Any]:
    """Iterations per second of the search bot `name` on one core: it decides, on a time
    budget, at positions of a seeded random game until `seconds` have passed."""
    game = get_game(game_id)
    meta = game.meta
    players = players or min(max(3, meta.min_players), meta.max_players)
    # short decisions spread over whole games: early and late positions both count
    settings = replace(parse(name), iterations=None, time=max(0.02, seconds / 40))
    bot = IsmctsBot(Rng(seed_from("measure", game_id)), game_id, settings)
    rng = Rng(seed_from("measure-play", game_id, players))
    state = game.new(players, rng.next64(), {})
    iterations = decisions = 0
    spent = 0.0
    while spent < seconds:
        if state.is_over():
            state = game.new(players, rng.next64(), {})
        seat = state.to_move()[0]
        if len(state.legal(seat)) > 1:
            t = time.perf_counter()
            bot.search(Observation(state, seat))
            spent += time.perf_counter() - t
            iterations += bot.iterations
            decisions += 1
        for _ in range(rng.below(12) + 1):
            if state.is_over():
                break
            seat = state.to_move()[0]
            legal = state.legal(seat)
            state.apply_trusted(seat, legal[rng.below(len(legal))])
    return {"game": game_id, "players": players, "bot": settings.spec(),
            "decisions": decisions, "iterations": iterations, "seconds": round(spent, 3),
            "iterations_per_s": round(iterations / spent)}
