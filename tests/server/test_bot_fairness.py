"""Bot work is shared fairly between tables: one host's search bots cannot freeze another
table's bots (docs/server.md, "Bots under load")."""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import pytest

from ludoteca.server.room import Room, Settings
from ludoteca.server.workers import PROCESSES, THREADS, Workers
from ludoteca.sim.server_bench import probe_bots

from . import jobs
from .helpers import Client, LiveServer, new_table

# ------------------------------------------------------------------ the scheduler


# the jobs live in a module of their own: a spawned worker process imports their module
_pid, _sleep, _die = jobs.pid, jobs.sleep, jobs.die


def test_an_owner_waits_behind_one_job_of_each_other_owner_not_behind_their_queues() -> None:
    order: list[str] = []
    gate = threading.Event()

    def job(name: str) -> str:
        gate.wait(5)
        order.append(name)
        return name

    async def main() -> None:
        workers = Workers(threads=1, processes=0)
        many = [asyncio.create_task(workers.run("busy", job, f"busy{i}")) for i in range(6)]
        await asyncio.sleep(0.05)  # busy0 runs; five more of "busy" wait
        other = asyncio.create_task(workers.run("other", job, "other"))
        await asyncio.sleep(0.05)
        gate.set()
        assert await other == "other"
        await asyncio.gather(*many)
        workers.close()

    asyncio.run(main())
    # the running job first, then the other owner's, then the rest of the busy queue
    assert order[:3] == ["busy0", "other", "busy1"], order


def test_owners_take_turns_round_robin() -> None:
    order: list[str] = []

    def job(name: str) -> None:
        order.append(name)

    async def main() -> None:
        workers = Workers(threads=1, processes=0)
        blocker = asyncio.create_task(workers.run("x", _sleep, 0.1))
        await asyncio.sleep(0.02)
        tasks = [asyncio.create_task(workers.run(owner, job, f"{owner}{i}"))
                 for owner in "abc" for i in range(3)]
        await asyncio.gather(blocker, *tasks)
        workers.close()

    asyncio.run(main())
    assert order == ["a0", "b0", "c0", "a1", "b1", "c1", "a2", "b2", "c2"]


def test_heavy_jobs_run_in_another_process_and_never_take_a_quick_worker() -> None:
    async def main() -> None:
        workers = Workers(threads=1, processes=1)
        assert await workers.run("search", _pid, lane=PROCESSES) != os.getpid()
        assert isinstance(workers.lanes[PROCESSES].executor, ProcessPoolExecutor)
        # while a heavy job runs, a quick one starts at once
        heavy = asyncio.create_task(workers.run("search", _sleep, 0.5, lane=PROCESSES))
        await asyncio.sleep(0.1)
        started = time.monotonic()
        await workers.run("table", _sleep, 0.0, lane=THREADS)
        assert time.monotonic() - started < 0.3
        await heavy
        workers.close()

    asyncio.run(main())


def test_a_worker_process_that_dies_fails_its_job_and_the_next_job_gets_a_new_one() -> None:
    async def main() -> None:
        workers = Workers(threads=1, processes=1)
        first = await workers.run("a", _pid, lane=PROCESSES)
        with pytest.raises(BrokenProcessPool):
            await workers.run("a", _die, lane=PROCESSES)
        assert await workers.run("a", _pid, lane=PROCESSES) not in (first, os.getpid())
        workers.close()

    asyncio.run(main())


def test_a_timeout_counts_from_the_start_of_the_job_not_from_the_queue() -> None:
    async def main() -> None:
        workers = Workers(threads=1, processes=0)
        first = asyncio.create_task(workers.run("a", _sleep, 0.4))
        # queued 0.4 s behind the first job, then runs 0.1 s: within its 0.3 s
        assert await workers.run("b", _sleep, 0.1, timeout=0.3) == 0.1
        await first
        with pytest.raises(TimeoutError):
            await workers.run("b", _sleep, 0.5, timeout=0.1)
        workers.close()

    asyncio.run(main())


def test_a_caller_that_gave_up_before_its_job_started_costs_no_worker() -> None:
    ran: list[str] = []

    async def main() -> None:
        workers = Workers(threads=1, processes=0)
        first = asyncio.create_task(workers.run("a", _sleep, 0.2))
        await asyncio.sleep(0.02)
        gone = asyncio.create_task(workers.run("b", ran.append, "gone"))
        await asyncio.sleep(0.02)
        gone.cancel()
        await first
        await workers.run("c", ran.append, "kept")
        workers.close()

    asyncio.run(main())
    assert ran == ["kept"]


def test_the_share_counts_owners_per_worker() -> None:
    async def main() -> None:
        workers = Workers(threads=1, processes=0)
        assert workers.share(PROCESSES, "me") == 1.0
        tasks = [asyncio.create_task(workers.run(o, _sleep, 0.2, lane=PROCESSES))
                 for o in ("a", "b", "c")]
        await asyncio.sleep(0.05)
        assert workers.share(PROCESSES, "me") == 4.0
        assert workers.share(PROCESSES, "a") == 3.0
        await asyncio.gather(*tasks)
        assert workers.share(PROCESSES, "me") == 1.0
        workers.close()

    asyncio.run(main())


class _Shared:
    def __init__(self, share: float) -> None:
        self.value = share

    def share(self, lane: str, owner: str) -> float:
        return self.value


@pytest.mark.parametrize(("share", "budget"), [(1.0, 10.0), (2.0, 5.0), (4.0, 2.5),
                                                (20.0, 1.0), (1000.0, 1.0)])
def test_a_search_budget_shrinks_with_the_tables_sharing_the_workers(share: float,
                                                                     budget: float) -> None:
    room = Room.__new__(Room)
    room.row = type("Row", (), {"id": "t"})()  # type: ignore[assignment]
    room.settings = Settings(bot_budget=10.0, search_floor=1.0)
    room.workers = _Shared(share)  # type: ignore[assignment]
    assert room.search_budget() == pytest.approx(budget)


# ------------------------------------------------------------------ the table server


def _search_settings(**more: Any) -> dict[str, Any]:
    return {"worker_processes": 1, "search_bots_per_table": 12,
            "search_bots_per_address": 100, **more}


async def _reply_gaps(server: LiveServer, seconds: float) -> list[float]:
    """Seconds between a heuristic bot table's versions, watched as a spectator, over
    `seconds` (a new table each time one ends): the bench's own probe."""
    gaps: list[float] = []
    await probe_bots(server.base, server.ws_base, time.monotonic() + seconds, gaps)
    return gaps


def _heavy_tables(server: LiveServer, count: int, bot: str) -> list[str]:
    return [new_table(server.http, 8, humans=0, bots=(bot,) * 8, game="saboteur").id
            for _ in range(count)]


# the probe keeps a worker process searching flat out (and the server busy) for its whole
# time: a second and a half in the quick run, three seconds in the full run
@pytest.mark.parametrize(("seconds", "replies"), [(1.5, 15),
                                                  pytest.param(3.0, 30, marks=pytest.mark.slow)])
def test_search_tables_flat_out_leave_another_tables_heuristic_bots_quick(
        live: Any, seconds: float, replies: int) -> None:
    server: LiveServer = live(**_search_settings())
    heavy = _heavy_tables(server, 2, "ismcts-quick")
    gaps = asyncio.run(_reply_gaps(server, seconds))
    assert len(gaps) >= replies
    # before, the heuristic bot queued behind every search decision (seconds each)
    assert statistics.median(gaps) < 0.1, statistics.median(gaps)
    assert max(gaps) < 2.0, max(gaps)
    _wait_all_moved(server, heavy)
    assert isinstance(server.hub.workers.lanes[PROCESSES].executor, ProcessPoolExecutor)


@pytest.mark.slow
def test_strongest_search_bots_on_three_tables_leave_a_heuristic_bot_quick(live: Any) -> None:
    """The probe's case: three 8-seat Saboteur tables of the strongest search bots, with
    no bot delay, and a heuristic bot table beside them."""
    server: LiveServer = live(**_search_settings())
    heavy = _heavy_tables(server, 3, "ismcts-strong")
    gaps = asyncio.run(_reply_gaps(server, 10.0))
    ordered = sorted(gaps)
    assert len(gaps) >= 200
    assert statistics.median(gaps) < 0.1, statistics.median(gaps)
    assert ordered[int(0.99 * len(ordered))] < 1.0, ordered[-10:]
    _wait_all_moved(server, heavy)


def _wait_all_moved(server: LiveServer, tables: list[str], within: float = 30.0) -> None:
    """Each search table plays on too, in its turn."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if all(server.hub.rooms[t].row.version >= 1 for t in tables):
            return
        time.sleep(0.1)
    raise AssertionError([server.hub.rooms[t].row.version for t in tables])


def test_a_busy_server_hurries_search_bots_and_says_so(live: Any) -> None:
    server: LiveServer = live(**_search_settings(bot_budget=0.6, search_floor=0.1))
    heavy = _heavy_tables(server, 3, "ismcts-strong")
    deadline = time.monotonic() + 40
    seen: set[str] = set()
    # the flag lasts from one search decision to the next: read the rooms' own flags often
    # (an HTTP poll of three tables, on a loaded machine, can fall between them), then
    # check the summary and the state message say it too
    while time.monotonic() < deadline and not seen:  # one hurried table is the check
        seen = {t for t in heavy if server.hub.rooms[t].hurried}
        time.sleep(0.005)
    assert seen, "no table was told its search bots were hurried"
    summaries = [server.http.get(f"/api/tables/{t}").json() for t in heavy]
    assert all(isinstance(summary["hurried"], bool) for summary in summaries)
    # and the state messages carry it in their TABLE
    async def main() -> dict[str, Any]:
        async with await Client.connect(server.ws_base, next(iter(seen))) as watcher:
            return await watcher.state()

    assert "hurried" in asyncio.run(main())["table"]


# a worker process spawned and searching (2.5 CPU-s): the full run; the quick one keeps the
# busy side of the same budget rule
@pytest.mark.slow
def test_a_quiet_server_gives_a_search_bot_its_whole_budget(live: Any) -> None:
    server: LiveServer = live(**_search_settings(bot_budget=5.0))
    table = new_table(server.http, 2, humans=0, bots=("ismcts-quick", "random"))
    room = server.hub.rooms[table.id]
    deadline = time.monotonic() + 20
    while room.row.version < 4 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert room.row.version >= 4
    assert room.search_budget() == 5.0
    assert server.http.get(f"/api/tables/{table.id}").json()["hurried"] is False


# ------------------------------------------------------------------ how many search bots


def _seat_bot(server: LiveServer, table: Any, seat: int, bot: str) -> Any:
    return server.http.post(f"/api/tables/{table.id}/bots",
                            json={"token": table.host, "seat": seat, "bot": bot})


def test_a_table_seats_a_bounded_number_of_search_bots(live: Any) -> None:
    server: LiveServer = live(search_bots_per_table=2, search_bots_per_address=100)
    table = new_table(server.http, 5, humans=0, start=False)
    assert _seat_bot(server, table, 0, "ismcts-strong").status_code == 200
    assert _seat_bot(server, table, 1, "ismcts").status_code == 200
    refused = _seat_bot(server, table, 2, "ismcts-quick")
    assert refused.status_code == 409
    assert refused.json()["code"] == "too_many_search_bots"
    summary = server.http.get(f"/api/tables/{table.id}").json()
    assert summary["seats"][2]["kind"] == "empty"  # nothing changed
    # other bots are not counted, and a search seat may change its level
    assert _seat_bot(server, table, 2, "heuristic").status_code == 200
    assert _seat_bot(server, table, 1, "ismcts-quick").status_code == 200
    assert _seat_bot(server, table, 1, "random").status_code == 200
    assert _seat_bot(server, table, 3, "ismcts").status_code == 200


def test_an_address_seats_a_bounded_number_of_search_bots_over_its_live_tables(
        live: Any) -> None:
    server: LiveServer = live(search_bots_per_table=4, search_bots_per_address=3)
    first = new_table(server.http, 3, humans=0, start=False)
    second = new_table(server.http, 3, humans=0, start=False)
    for seat in range(3):
        assert _seat_bot(server, first, seat, "ismcts-quick").status_code == 200
    refused = _seat_bot(server, second, 0, "ismcts-quick")
    assert refused.status_code == 409 and refused.json()["code"] == "too_many_search_bots"
    # a finished (or expired) table counts no more
    server.hub.rooms[first.id].row.status = "finished"
    assert _seat_bot(server, second, 0, "ismcts-quick").status_code == 200


def test_hurried_is_in_every_table_summary(client: Any) -> None:
    made = client.post("/api/tables", json={"game": "genie", "players": 2}).json()
    assert made["table"]["hurried"] is False
    listed = client.get("/api/tables").json()
    assert all(t["hurried"] is False for t in listed)
    assert json.loads(client.get(f"/api/tables/{made['table']['id']}").text)["hurried"] is False
