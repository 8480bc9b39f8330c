"""Work that costs CPU, off the event loop and shared fairly between whoever asks for it.

Bots, replays and search are jobs of an *owner* (a table, a client address). Each lane
(`THREADS`: quick work on threads of this process; `PROCESSES`: heavy work, search bots
and replay builds, in worker processes that cannot hold the event loop's GIL) runs at most
as many jobs at once as it has workers, and takes the next job from the owner served longest
ago: an owner's job waits behind at most one job of every other owner with work waiting,
however many jobs those owners queued. `share(lane, owner)` says how many owners share a worker
now, which the rooms use to shorten a search bot's budget when the server is busy (docs/server.md,
"Bots under load").
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ..core.registry import found_anywhere

log = logging.getLogger("ludoteca.server")

T = TypeVar("T")
THREADS, PROCESSES, LOCAL = "threads", "processes", "local"
SERVED_KEPT = 10_000  # owners whose last turn a lane remembers


def _warm() -> None:
    """A worker process imports the engines once, when it starts, not at its first job."""
    import ludoteca.bots.ismcts  # noqa: F401
    import ludoteca.core.registry as registry

    for game_id in registry.game_ids():
        registry.get_game(game_id)


@dataclass
class _Job:
    future: asyncio.Future[Any]
    fn: Callable[..., Any]
    args: tuple[Any, ...]
    timeout: float | None = None


@dataclass
class _Lane:
    name: str
    slots: int
    make: Callable[[], Executor]
    executor: Executor | None = None
    running: int = 0
    running_by: dict[str, int] = field(default_factory=dict)
    waiting: dict[str, deque[_Job]] = field(default_factory=dict)
    served: dict[str, int] = field(default_factory=dict)  # owner -> tick of its last start
    ticks: int = 0

    def pool(self) -> Executor:
        if self.executor is None:
            self.executor = self.make()
        return self.executor


class Workers:
    """The server's CPU lanes. `threads`: workers for quick jobs (a heuristic bot decides in
    milliseconds); `processes`: worker processes for heavy ones (0: one thread of this
    process takes them instead, as on a machine where processes cannot be started; never
    the quick lane's, so a heavy job never holds up a quick one)."""

    def __init__(self, threads: int = 2, processes: int | None = None) -> None:
        if processes is None:  # the event loop keeps a core of its own
            processes = max(1, (os.cpu_count() or 2) - 1)
        threads = max(1, threads)
        self.lanes: dict[str, _Lane] = {
            THREADS: _Lane(THREADS, threads, lambda: ThreadPoolExecutor(
                max_workers=threads, thread_name_prefix="bot"))}
        if processes > 0:
            self.lanes[PROCESSES] = _Lane(PROCESSES, processes, lambda: ProcessPoolExecutor(
                max_workers=processes, mp_context=multiprocessing.get_context("spawn"),
                initializer=_warm))
        else:
            self.lanes[PROCESSES] = _Lane(PROCESSES, 1, lambda: ThreadPoolExecutor(
                max_workers=1, thread_name_prefix="heavy"))
        # heavy jobs of a game only this process knows (added by `register`): a worker
        # process would not find it
        self.lanes[LOCAL] = _Lane(LOCAL, 1, lambda: ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="heavy-local"))
        self.done = 0  # jobs finished, every lane

    def lane(self, name: str) -> _Lane:
        return self.lanes[name]

    def owners(self, lane: str) -> set[str]:
        """The owners with work running or waiting on the lane."""
        found = self.lane(lane)
        return set(found.waiting) | set(found.running_by)

    def share(self, lane: str, owner: str) -> float:
        """How many owners, this one included, each worker of the lane serves now (at
        least 1): a job of this owner gets about 1/share of a worker over a round."""
        found = self.lane(lane)
        return max(1.0, len(self.owners(lane) | {owner}) / found.slots)

    async def run(self, owner: str, fn: Callable[..., T], *args: Any,
                  lane: str = THREADS, timeout: float | None = None) -> T:
        """Run `fn(*args)` on the lane when the owner's turn comes; its result. On the
        process lane `fn` and its arguments are pickled (a module-level function).
        `timeout`: seconds from the job's start (its wait in the queue does not count)
        before the caller gets TimeoutError; the worker stays busy until the job ends,
        since a thread or a job in a process cannot be stopped. A caller that stops
        waiting (cancelled) gives up its place if the job has not started."""
        found = self.lane(lane)
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        found.waiting.setdefault(owner, deque()).append(_Job(future, fn, args, timeout))
        self._dispatch(found)
        return await future

    def _dispatch(self, lane: _Lane) -> None:
        loop = asyncio.get_running_loop()
        while lane.running < lane.slots and lane.waiting:
            # the owner served longest ago (a new one first): one that queued many jobs,
            # or asks again as soon as its job ends, waits for the others' turns
            owner = min(lane.waiting, key=lambda o: lane.served.get(o, 0))
            jobs = lane.waiting[owner]
            job = jobs.popleft()
            if not jobs:
                del lane.waiting[owner]
            lane.ticks += 1
            lane.served[owner] = lane.ticks
            if len(lane.served) > SERVED_KEPT:  # forget the longest idle
                for old in sorted(lane.served, key=lane.served.__getitem__)[:SERVED_KEPT // 2]:
                    if old not in lane.waiting:
                        del lane.served[old]
            if job.future.done():  # its caller gave up before it started
                continue
            try:
                started = loop.run_in_executor(lane.pool(), job.fn, *job.args)
            except (BrokenProcessPool, RuntimeError) as exc:  # a worker died: a new pool
                log.warning("the %s lane's pool broke (%s): starting a new one", lane.name,
                            exc.__class__.__name__)
                lane.executor = None
                job.future.set_exception(exc)
                continue
            lane.running += 1
            lane.running_by[owner] = lane.running_by.get(owner, 0) + 1
            started.add_done_callback(
                lambda done, job=job, owner=owner: self._finished(lane, owner, job, done))
            if job.timeout is not None:
                loop.call_later(job.timeout, _time_out, job.future)

    def _finished(self, lane: _Lane, owner: str, job: _Job,
                  done: asyncio.Future[Any]) -> None:
        lane.running -= 1
        left = lane.running_by.get(owner, 0) - 1
        if left > 0:
            lane.running_by[owner] = left
        else:
            lane.running_by.pop(owner, None)
        self.done += 1
        if not job.future.done():
            if done.cancelled():
                job.future.cancel()
            elif done.exception() is not None:
                exc = done.exception()
                if isinstance(exc, BrokenProcessPool):
                    lane.executor = None
                job.future.set_exception(exc)  # type: ignore[arg-type]
            else:
                job.future.set_result(done.result())
        self._dispatch(lane)

    def close(self) -> None:
        """Stop the lanes: jobs not started are dropped, running ones finish unseen."""
        for lane in self.lanes.values():
            if lane.executor is not None:
                lane.executor.shutdown(wait=False, cancel_futures=True)
                lane.executor = None


def heavy_lane(game_id: str) -> str:
    """The lane for a heavy job of this game: the worker processes, unless the game was
    added in this process only (`registry.register`), which a worker would not find."""
    return PROCESSES if found_anywhere(game_id) else LOCAL


def _time_out(future: asyncio.Future[Any]) -> None:
    if not future.done():
        future.set_exception(TimeoutError("the job ran over its time"))
