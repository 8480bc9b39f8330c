"""Writes the golden records: seeded random games with the digest at every 20th step.

Run it only when an engine version is bumped on purpose (`python -m tests.golden.make`);
test_golden.py replays the files and must find the same digests, so a refactor that
changes any position of a recorded game fails there.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ludoteca.core.records import Record
from ludoteca.core.registry import get_game
from ludoteca.core.rng import Rng

HERE = Path(__file__).parent
GAMES: dict[str, list[tuple[int, int, dict[str, Any]]]] = {
    # game -> (players, seed, options) of each recorded game
    "genie": [(2, 11, {}), (3, 12, {"race": "arrival", "my_precious": True}), (5, 13, {})],
    "kingoftokyo": [(2, 21, {}), (3, 24, {}), (4, 22, {}), (5, 25, {}), (6, 23, {}),
                    (6, 26, {})],
}
EVERY = 20


def play(game_id: str, players: int, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    state = get_game(game_id).new(players, seed, options)
    record = Record.start(state)
    rng = Rng(seed * 7 + 1)
    checkpoints = {"0": state.digest()}
    while not state.is_over():
        seat = rng.choice(state.to_move())
        action = rng.choice(state.legal(seat))
        state.apply(seat, action)
        record.actions.append((seat, action))
        if len(record.actions) % EVERY == 0:
            checkpoints[str(len(record.actions))] = state.digest()
    record.digest = state.digest()
    return {"record": record.to_json(), "checkpoints": checkpoints}


def main() -> None:
    for game_id, games in GAMES.items():
        data = [play(game_id, *spec) for spec in games]
        path = HERE / f"{game_id}.json"
        path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
        print(path, sum(len(g["record"]["actions"]) for g in data), "actions")


if __name__ == "__main__":
    main()
