"""Writes the golden records of every registered game: seeded random games, with at every
20th step the position's digest and a running hash of everything played so far (each
seat's legal list before every move, every move and every event with its private parts).

The games are chosen from the registry, not from a list kept here (`specs`): each game at
its fewest, middle and most players with its default options, and once with each option's
other choices. Run it only when an engine version is bumped on purpose
(`python -m tests.golden.make`); test_golden.py replays the files and must find the same
checkpoints, so a refactor that changes a legal list, an event or a position of a
recorded game fails there.
"""

from __future__ import annotations

import hashlib
import json
import zlib
from pathlib import Path
from typing import Any

from ludoteca.core.errors import OptionError
from ludoteca.core.events import Event
from ludoteca.core.protocol import State
from ludoteca.core.records import Record
from ludoteca.core.registry import game_ids, get_game
from ludoteca.core.rng import Rng

HERE = Path(__file__).parent
EVERY = 20
OPTION_GAMES = 4  # at most this many games with other option choices, per game


def specs(game_id: str) -> list[tuple[int, int, dict[str, Any]]]:
    """(players, seed, options) of each recorded game of `game_id`, from its metadata."""
    game = get_game(game_id)
    meta = game.meta
    counts = sorted({meta.min_players, (meta.min_players + meta.max_players) // 2,
                     meta.max_players})
    chosen: list[tuple[int, dict[str, Any]]] = [(n, {}) for n in counts]
    middle = counts[len(counts) // 2]
    others = [{option.name: choice} for option in meta.options
              for choice in option.choices if choice != option.default]
    for options in others[:OPTION_GAMES]:
        try:
            game.resolve_options(middle, options)
        except OptionError:  # not a choice at this many players
            continue
        chosen.append((middle, options))
    return [(players, zlib.crc32(f"{game_id}:{players}:{index}".encode()), options)
            for index, (players, options) in enumerate(chosen)]


class Trace:
    """A running hash of what a game did: legal lists, moves, events."""

    def __init__(self) -> None:
        self.hash = hashlib.sha256()

    def add(self, *parts: Any) -> None:
        self.hash.update(json.dumps(parts, sort_keys=True, separators=(",", ":"),
                                    default=repr).encode())
        self.hash.update(b"\n")

    def events(self, events: list[Event]) -> None:
        self.add([[e.kind, e.data, e.private] for e in events])

    def legal(self, state: State) -> None:
        self.add([[seat, [a.to_json() for a in state.legal(seat)]]
                  for seat in state.to_move()])

    def hexdigest(self) -> str:
        return self.hash.hexdigest()[:20]


def checkpoint(state: State, trace: Trace) -> list[str]:
    return [state.digest(), trace.hexdigest()]


def play(game_id: str, players: int, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    state = get_game(game_id).new(players, seed, options)
    record = Record.start(state)
    rng = Rng(seed * 7 + 1)
    trace = Trace()
    trace.events(state.opening_events())
    trace.legal(state)
    checkpoints = {"0": checkpoint(state, trace)}
    while not state.is_over():
        seat = rng.choice(state.to_move())
        action = rng.choice(state.legal(seat))
        trace.add(seat, action.to_json())
        trace.events(state.apply(seat, action))
        if not state.is_over():
            trace.legal(state)
        record.actions.append((seat, action))
        if len(record.actions) % EVERY == 0:
            checkpoints[str(len(record.actions))] = checkpoint(state, trace)
    checkpoints["end"] = checkpoint(state, trace)
    record.digest = state.digest()
    return {"record": record.to_json(), "checkpoints": checkpoints}


def path_of(game_id: str) -> Path:
    return HERE / f"{game_id}.json"


def main() -> None:
    for game_id in game_ids():
        data = [play(game_id, *spec) for spec in specs(game_id)]
        path = path_of(game_id)
        path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
        print(path, len(data), "games,", sum(len(g["record"]["actions"]) for g in data),
              "actions")


if __name__ == "__main__":
    main()
