"""Replays and pages of finished games cost the live tables nothing noticeable: while
eight clients fetch replays of long games (every page, from random seats) or page the
replays list, with the per-address limit lifted, a live table's actions still complete
quickly (replay_load.py; the bounds are generous: a slow machine must pass, and before
replays were built off the event loop, 11 actions completed in 15 s with a p99 of 3.7 s)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from .replay_load import measure, seed_games, serve

pytestmark = pytest.mark.slow

UNLIMITED = ("--replays-burst", "1e9", "--replays-per-minute", "1e9")


def test_live_tables_play_on_while_replays_are_fetched(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'load.db'}"
    ids = seed_games(db, 40, tries=2)
    with serve(db, *UNLIMITED) as base:
        for replay_clients, list_clients in ((8, 0), (0, 8)):
            load = asyncio.run(measure(base, ids, 8.0, replay_clients, list_clients))
            figures = load.summary()
            assert figures["replay_requests"] >= 20 and not figures["failed"], figures
            assert figures["actions"] >= 50, figures
            assert figures["action_p99_ms"] < 1000, figures
            assert figures["lobby_p99_ms"] < 1000, figures
