"""Recorded games replay the same way: at every checkpoint of the golden records (written
by make.py for every registered game) the engine today finds the same position and the
same running hash of legal lists, moves and events."""

from __future__ import annotations

import json
from typing import Any

import pytest

from ludoteca.core.records import Record
from ludoteca.core.registry import game_ids, get_game

from .make import HERE, Trace, checkpoint, path_of, specs

CASES = [(path.stem, index, game) for path in sorted(HERE.glob("*.json"))
         for index, game in enumerate(json.loads(path.read_text(encoding="utf-8")))]


@pytest.mark.parametrize("game_id", game_ids())
def test_every_registered_game_has_its_golden_records(game_id: str) -> None:
    path = path_of(game_id)
    assert path.exists(), f"no golden records for {game_id}: run python -m tests.golden.make"
    recorded = json.loads(path.read_text(encoding="utf-8"))
    wanted = [(players, seed, options) for players, seed, options in specs(game_id)]
    found = [(g["record"]["players"], g["record"]["seed"], g["record"]["options"])
             for g in recorded]
    # the records are those the registry asks for (options as resolved by the game)
    assert [(p, s) for p, s, _ in found] == [(p, s) for p, s, _ in wanted]
    game = get_game(game_id)
    assert all(o == game.resolve_options(p, w) for (p, _, o), (_, _, w) in
               zip(found, wanted, strict=True))


@pytest.mark.parametrize(("game_id", "index", "golden"), CASES,
                         ids=[f"{g}-{i}" for g, i, _ in CASES])
def test_golden_record_replays_the_same_way(game_id: str, index: int,
                                            golden: dict[str, Any]) -> None:
    record = Record.from_json(golden["record"])
    game = get_game(game_id)
    assert record.version == game.meta.version, "engine version bumped: run make.py again"
    state = game.new(record.players, record.seed, record.options)
    trace = Trace()
    trace.events(state.opening_events())
    trace.legal(state)
    seen = {"0": checkpoint(state, trace)}
    for step, (seat, action) in enumerate(record.actions, start=1):
        assert action in state.legal(seat), f"step {step}: {action} is no longer legal"
        trace.add(seat, action.to_json())
        trace.events(state.apply(seat, action))
        if not state.is_over():
            trace.legal(state)
        if str(step) in golden["checkpoints"]:
            seen[str(step)] = checkpoint(state, trace)
    seen["end"] = checkpoint(state, trace)
    for key, expected in golden["checkpoints"].items():
        assert seen.get(key) == expected, f"checkpoint {key} differs"
    assert state.is_over() and state.digest() == record.digest
