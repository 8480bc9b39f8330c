"""Recorded games replay to the same positions: the digest at every checkpoint of the
golden records (written by make.py) must be what the engine computes today."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ludoteca.core.records import Record
from ludoteca.core.registry import get_game

HERE = Path(__file__).parent
CASES = [(path.stem, index, game) for path in sorted(HERE.glob("*.json"))
         for index, game in enumerate(json.loads(path.read_text(encoding="utf-8")))]


@pytest.mark.parametrize(("game_id", "index", "golden"), CASES,
                         ids=[f"{g}-{i}" for g, i, _ in CASES])
def test_golden_record_replays_to_the_same_digests(game_id: str, index: int,
                                                   golden: dict[str, Any]) -> None:
    record = Record.from_json(golden["record"])
    game = get_game(game_id)
    assert record.version == game.meta.version, "engine version bumped: run make.py again"
    state = game.new(record.players, record.seed, record.options)
    seen = {"0": state.digest()}
    for step, (seat, action) in enumerate(record.actions, start=1):
        state.apply(seat, action)
        if str(step) in golden["checkpoints"]:
            seen[str(step)] = state.digest()
    assert seen == golden["checkpoints"]
    assert state.is_over() and state.digest() == record.digest
