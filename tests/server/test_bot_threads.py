"""Bots think off the event loop: a slow bot holds up no other table, and one that runs
over its time budget is replaced by a random legal move."""

from __future__ import annotations

import asyncio
import statistics
import threading
import time
from typing import Any, ClassVar

import pytest

import ludoteca.server.room as room_module
from ludoteca.bots.base import Observation, RandomBot
from ludoteca.core.actions import Action
from ludoteca.core.rng import Rng

from .helpers import Client, LiveServer, new_table, strip

THINK = 2.0  # seconds the slow bot takes per decision


class SlowBot:
    """Thinks for THINK seconds (as a search bot would), then plays at random."""

    name = "heuristic"
    instances: ClassVar[list[SlowBot]] = []
    threads: ClassVar[set[str]] = set()

    def __init__(self, rng: Rng, think: float = THINK) -> None:
        self.random = RandomBot(rng)
        self.think = think
        self.deadlines: list[float | None] = []
        SlowBot.instances.append(self)

    def act(self, obs: Observation) -> Action:
        SlowBot.threads.add(threading.current_thread().name)
        self.deadlines.append(obs.deadline)
        time.sleep(self.think)
        return self.random.act(obs)


@pytest.fixture
def slow_heuristic(monkeypatch: pytest.MonkeyPatch) -> type[SlowBot]:
    real = room_module.make_bot
    SlowBot.instances, SlowBot.threads = [], set()

    def make(name: str, game_id: str, rng: Rng) -> Any:
        return SlowBot(rng) if name == "heuristic" else real(name, game_id, rng)

    monkeypatch.setattr(room_module, "make_bot", make)
    return SlowBot


def test_a_slow_bot_holds_up_no_other_table(live: Any, slow_heuristic: type[SlowBot]) -> None:
    server: LiveServer = live()
    slow = new_table(server.http, 3, humans=0, bots=("heuristic",) * 3)
    mine = new_table(server.http, 3, humans=1, bots=("random", "random"))
    room = server.hub.rooms[slow.id]

    async def main() -> None:
        client = await Client.connect(server.ws_base, mine.id, mine.tokens[0])
        state = await client.state()
        waits = []
        # a few answers while the slow table's first bot thinks are enough (playing on
        # for seconds measured the same and cost seconds of CPU)
        deadline = time.monotonic() + 3 * THINK
        while len(waits) < 8 and time.monotonic() < deadline and not state["view"]["over"]:
            if state["legal"]:
                sent, seen = time.monotonic(), state["version"]
                await client.act(strip(state["legal"][0]), seen)
                state = await client.expect(
                    lambda m, seen=seen: m["type"] == "state" and m["version"] > seen)
                waits.append(time.monotonic() - sent)
            else:
                state = await client.state()
        await client.close()
        assert len(waits) >= 3
        # the answers came back while the slow table's bots were thinking (on the event
        # loop they would wait for the thinking bot: a second on average)
        assert statistics.median(waits) < THINK / 4, waits

    asyncio.run(main())
    assert slow_heuristic.threads and all(t.startswith("bot") for t in slow_heuristic.threads)
    deadline = time.monotonic() + 30
    while room.row.version < 1 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert room.row.version >= 1  # the slow table moves on too


def test_a_bot_over_its_budget_is_replaced_by_a_random_move(live: Any,
                                                             slow_heuristic: type[SlowBot]
                                                             ) -> None:
    server: LiveServer = live(bot_budget=0.2)
    table = new_table(server.http, 2, humans=0, bots=("heuristic", "random"))
    room = server.hub.rooms[table.id]
    deadline = time.monotonic() + 10
    while room.row.version < 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert room.row.version >= 3  # the game goes on at the budget's pace, not the bot's
    first = slow_heuristic.instances[0]
    assert first.deadlines and first.deadlines[0] is not None
    assert len(slow_heuristic.instances) >= 2  # each overrun bot was replaced
    assert first not in room.bots.values()
