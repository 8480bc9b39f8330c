"""Bot tournaments: seat rotation, games on local cores or a Ray cluster, a summary.

Game i plays from seed `seed_from(seed, i)` (as `simulate`), its bots seated by
`seating(bots, players, i)`, each bot drawing from a generator derived from the game seed
and its seat. So every game depends only on (seed, i), games are added up in index order,
and the results are identical whatever the number of workers and whether Ray ran them.
With duplicate deals every game of a seating period plays the same seed (`game_seed`).

    from ludoteca.sim.tournament import run
    result = run("genie", ["heuristic", "random"], games=20, seed=1)
    result.summary["per_bot"]["heuristic"]["win_rate"]
"""

from __future__ import annotations

import json
import logging
import shutil
import socket
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..bots.base import EventFeed, Observation, check_bot, make_bot, reads_events
from ..core.errors import OptionError
from ..core.events import Event
from ..core.registry import get_game
from ..core.rng import Rng, seed_from
from .runner import check_steps, processes
from .stats import Standings, ranks

FORMATS = ("parquet", "jsonl")


def seating(bots: Sequence[str], players: int, index: int) -> list[str]:
    """The bot in each seat for game `index`.

    The table is filled from the bot list starting at offset j, wrapping around (more seats
    than bots: bots repeat around the table; fewer: bots j..j+players-1 sit), then the
    seats rotate by r. r = index % players and j = (index // players) % len(bots), so over
    every `period` games each bot sits in each seat equally often (`players` times)."""
    k = len(bots)
    r, j = index % players, (index // players) % k
    return [bots[((seat + r) % players + j) % k] for seat in range(players)]


def period(bots: Sequence[str], players: int) -> int:
    """Games after which the seating repeats: a multiple of it is perfectly balanced."""
    return players * len(bots)


def game_seed(seed: int, index: int, bots: Sequence[str], players: int,
              duplicate: bool = False) -> int:
    """Game `index`'s seed. With `duplicate`, every game of a seating period plays the same
    deal (seed_from(seed, "deal", index // period)): each seating of the bots meets the same cards
    and dice, so the luck of the deal cancels out of the bots' comparison."""
    if duplicate:
        return seed_from(seed, "deal", index // period(bots, players))
    return seed_from(seed, index)


def first_player(state: Any) -> int | None:
    """Who goes first in a new game: the seat the game names (`facts()["first_player"]`,
    King of Tokyo's roll-off), else the seat asked to move if it is asked alone (Saboteur,
    Clank!), else None (Genie's players all act at once)."""
    named = state.facts().get("first_player")
    if isinstance(named, int) and not isinstance(named, bool):
        return named
    seats = state.to_move()
    return seats[0] if len(seats) == 1 else None


@dataclass
class Outcome:
    """One finished game: what the rows and the summary are made of."""

    index: int
    seed: int
    bots: list[str]  # per seat
    scores: list[int]
    returns: list[float]  # win share per seat: 1/k for a win shared by k
    winners: list[int]
    steps: int
    taken: list[list[str]]  # per seat, the items it took (Game.taken), each once, in order
    groups: list[tuple[int, str, bool, float]]  # Game.group_results
    facts: dict[str, Any]  # the final state's scalar facts (round, first player...)
    first: int | None = None  # the seat that went first (first_player), None if all at once

    def rows(self, game_id: str) -> list[dict[str, Any]]:
        """One row per seat (the results file)."""
        places = ranks(self.returns, self.scores)
        facts = {"players": len(self.bots), "steps": self.steps, "winners": len(self.winners),
                 "went_first": self.first, **self.facts}
        facts_text = json.dumps(facts, sort_keys=True, separators=(",", ":"))
        return [{"game": game_id, "game_index": self.index, "game_seed": self.seed,
                 "players": len(self.bots), "seat": seat, "bot": name,
                 "score": self.scores[seat], "win": self.returns[seat],
                 "won": seat in self.winners, "rank": places[seat], "steps": self.steps,
                 "winners": len(self.winners), "taken": self.taken[seat], "facts": facts_text}
                for seat, name in enumerate(self.bots)]


def play(game_id: str, players: int, seed: int, options: dict[str, Any],
         bots: Sequence[str], index: int = 0) -> Outcome:
    """One game with these bots per seat, from this seed (its events kept for
    `Game.taken`, which runs once it is over)."""
    game = get_game(game_id)
    state = game.new(players, seed, options)
    first = first_player(state)
    seated = [make_bot(name, game_id, Rng(seed_from(seed, "bot", seat)))
              for seat, name in enumerate(bots)]
    log: list[Event] = list(state.opening_events())
    feed = EventFeed(players, log) if reads_events(seated) else None
    steps = 0
    while not state.is_over():
        seat = state.to_move()[0]
        obs = Observation(state, seat) if feed is None else feed.observe(state, seat)
        # validated: a bot is anyone's code, and a wrong move must not skew the results
        events = state.apply(seat, seated[seat].act(obs))
        log.extend(events)
        if feed is not None:
            feed.add(events)
        steps += 1
        check_steps(steps, index, seed)
    taken: list[dict[str, None]] = [{} for _ in range(players)]
    for seat, item in game.taken(state, log):
        taken[seat][item] = None  # each item once per seat, first taken first
    facts = {key: value for key, value in state.facts().items()
             if isinstance(value, int | float | str | bool)}
    groups = [(g.seat, g.group, g.won, g.score) for g in game.group_results(state)]
    return Outcome(index, seed, list(bots), list(state.scores()), list(state.returns()),
                   list(state.winners()), steps, [list(t) for t in taken], groups, facts,
                   first)


def play_chunk(game_id: str, players: int, seed: int, options: dict[str, Any],
               bots: Sequence[str], indices: Sequence[int], duplicate: bool = False
               ) -> list[Outcome]:
    return [play(game_id, players, game_seed(seed, i, bots, players, duplicate), options,
                 seating(bots, players, i), i)
            for i in indices]


def _play_chunk(args: tuple) -> list[Outcome]:
    *head, duplicate, indices = args
    return play_chunk(*head, indices, duplicate)


def _chunks(games: int, parallel: int) -> list[range]:
    # small enough to balance the load and move a progress bar, big enough that sending
    # the work costs little next to playing it
    size = max(1, min(200, games // (parallel * 8) or 1))
    return [range(start, min(start + size, games)) for start in range(0, games, size)]


def outcomes(game_id: str, players: int, games: int, seed: int, options: dict[str, Any],
             bots: Sequence[str], workers: int = 1, ray: str | None = None,
             duplicate: bool = False) -> Iterator[Outcome]:
    """Every game's outcome, in index order, played here, on `workers` processes or on Ray."""
    args = (game_id, players, seed, options, list(bots), duplicate)
    if ray is not None:
        yield from _ray_outcomes(ray, args, games, workers)
    elif workers <= 1:
        yield from _play_chunk((*args, range(games)))
    else:
        workers = processes(workers, games)
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for chunk in pool.map(_play_chunk, [(*args, c) for c in _chunks(games, workers)]):
                yield from chunk  # map keeps game order


def check_ray(address: str, timeout: float = 5.0) -> None:
    """Refuse, before anything runs, a Ray address that is malformed or that nothing answers
    at within `timeout` seconds (ray.init itself would keep retrying for minutes)."""
    if address in ("local", "auto"):
        return
    host, sep, port = address.removeprefix("ray://").rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise OptionError(f"a Ray address is HOST:PORT, ray://HOST:PORT, 'auto' or 'local', "
                          f"got {address!r}")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=timeout).close()
    except OSError as exc:
        raise OptionError(f"cannot connect to Ray at {address!r}: {exc.strerror or exc}"
                          ) from None


def _ray_outcomes(address: str, args: tuple, games: int, workers: int) -> Iterator[Outcome]:
    try:
        import ray
    except ImportError:
        raise OptionError("--ray needs Ray: pip install 'ludoteca[ray]'") from None
    started = False
    scratch = None  # a local cluster's session files (logs, sockets): removed afterwards
    if not ray.is_initialized():  # an embedding program (a test) may have started it
        try:
            quiet = {"log_to_driver": False, "logging_level": logging.ERROR}
            if address == "local":
                scratch = tempfile.mkdtemp(prefix="ludoteca-ray-")
                ray.init(num_cpus=workers, include_dashboard=False, _temp_dir=scratch,
                         **quiet)
            else:
                ray.init(address=address, **quiet)
        except (ConnectionError, ValueError, RuntimeError) as exc:
            if scratch is not None:
                shutil.rmtree(scratch, ignore_errors=True)
            raise OptionError(f"cannot connect to Ray at {address!r}: {exc}") from None
        started = True
    try:
        remote = ray.remote(_play_chunk)
        cpus = int(ray.cluster_resources().get("CPU", workers)) or 1
        pending = [remote.remote((*args, c)) for c in _chunks(games, cpus)]
        for ref in pending:  # in order: the first chunks finish first anyway
            yield from ray.get(ref)
    finally:
        if started:
            ray.shutdown()
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)


@dataclass
class Tournament:
    """A finished tournament: its summary (the `--json` output) and the files written."""

    summary: dict[str, Any]
    files: dict[str, str]


def check(game_id: str, bots: Sequence[str], games: int, players: int | None,
          options: dict[str, Any] | None, workers: int, fmt: str) -> tuple[int, dict[str, Any]]:
    """Refuse bad input before anything runs: (players, resolved options) or OptionError."""
    game = get_game(game_id)
    meta = game.meta
    count = players if players is not None else min(max(3, meta.min_players), meta.max_players)
    resolved = game.resolve_options(count, options)
    if not bots:
        raise OptionError("a tournament needs at least one bot")
    for name in bots:  # a name of bot_names, or a search bot with settings (as simulate)
        if not isinstance(name, str):
            raise OptionError(f"a bot name is a string, got {name!r}")
        check_bot(name, game_id)
    twice = sorted({name for name in bots if list(bots).count(name) > 1})
    if twice:
        raise OptionError(f"bot {', '.join(twice)} named twice: name each bot once "
                          "(bots repeat around the table by themselves)")
    for name, value in (("games", games), ("workers", workers)):
        if type(value) is not int or value < 1:
            raise OptionError(f"{name} must be a positive integer, got {value!r}")
    if fmt not in FORMATS:
        raise OptionError(f"format must be one of {', '.join(FORMATS)}, got {fmt!r}")
    return count, resolved


def run(game_id: str, bots: Sequence[str], games: int, players: int | None = None,
        seed: int = 1, options: dict[str, Any] | None = None, workers: int = 1,
        out: str | Path | None = None, fmt: str = "parquet", ray: str | None = None,
        on_game: Callable[[Outcome], None] | None = None, duplicate: bool = False
        ) -> Tournament:
    """Play the tournament; with `out`, write the results, summary.json, the plots and the
    HTML report there (sim/report.py). `players` defaults as in `simulate` (3, within the
    game's range); `ray` is a cluster address or "local"; `on_game` sees each game in
    index order (progress bars, custom records); `duplicate` plays the same deal for every
    seating of a rotation period (game_seed)."""
    from . import report

    bots = list(bots)
    players, resolved = check(game_id, bots, games, players, options, workers, fmt)
    if ray is not None:
        check_ray(ray)
    standings = Standings(bots, players)
    if out is not None:
        report.need("matplotlib")  # refused now rather than after the games
        if Path(out).exists() and not Path(out).is_dir():
            raise OptionError(f"cannot write to {out}: it is a file, not a folder")
    writer: report.RowWriter | None = None  # made with the first game: a run that fails
    started = time.perf_counter()         # before any (Ray unreachable) writes nothing
    try:
        for outcome in outcomes(game_id, players, games, seed, resolved, bots, workers, ray,
                                duplicate):
            standings.add(outcome)
            if out is not None:
                if writer is None:
                    writer = report.RowWriter(Path(out), fmt)
                writer.write(outcome.rows(game_id))
            if on_game is not None:
                on_game(outcome)
    finally:
        if writer is not None:
            writer.close()
    seconds = time.perf_counter() - started
    summary = {
        "game": game_id, "players": players, "games": games, "seed": seed,
        "options": resolved, "bots": bots, "workers": workers, "ray": ray,
        "steps": standings.steps, "seconds": round(seconds, 3),
        "games_per_s": round(games / max(seconds, 1e-9), 1),
        "steps_per_s": round(standings.steps / max(seconds, 1e-9), 1),
        "rotation": {"period": period(bots, players),
                     "balanced": games % period(bots, players) == 0,
                     # duplicate deals: how many deals, each played by every seating
                     "duplicate": duplicate,
                     "deals": -(-games // period(bots, players)) if duplicate else games},
        **standings.to_json(),
    }
    summary["files"] = {}
    if writer is not None:
        report.write_all(Path(out), summary, writer)  # fills summary["files"]
    return Tournament(summary, summary["files"])
