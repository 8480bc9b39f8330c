"""Replays and records of finished games: built in a worker process, kept compressed.

A finished game never changes, so its replay (one step per version: the view of one
seat, or of a spectator, and the events of that version) and its record are built once,
from (game, players, seed, options, the stored actions), by module-level functions that
run in the server's worker processes (workers.py): never on the event loop or under its
GIL (a game registered at run time, which a worker process would not know, on a thread of
the server's). What they return is compressed already and kept by the hub in `ReplayCache`, an LRU
bounded in bytes.

A replay is kept as *chunks* of CHUNK steps, each a raw deflate stream of its steps'
JSON (`step,step,...`) ended by a sync flush: byte-aligned, with no final block, and
referring to nothing before it. Deflate streams like that may be concatenated, so a page
of any number of chunks is served by joining them between a freshly compressed head
(`{"table": ..., "steps": [`) and tail (`], "chat": [...]}`), with a gzip header and a
trailer whose CRC is combined from the parts' (`join_gzip`): nothing is compressed again.
"""

from __future__ import annotations

import asyncio
import json
import logging
import struct
import zlib
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.exc import SQLAlchemyError

from ..core.actions import Action
from ..core.protocol import State
from ..core.registry import get_game
from .messages import encode
from .storage import Storage, TableRow
from .workers import Workers, heavy_lane

log = logging.getLogger("ludoteca.server")

CHUNK = 50  # steps compressed together: the unit pages are made of
PAGE_DEFAULT = PAGE_MAX = 1000  # steps a page holds (rounded up to whole chunks)
CACHE_BYTES = 64 << 20  # compressed replays and records kept in memory, per server
LEVEL = 6  # zlib's default: a 673-version genie replay of 3.7 MB becomes 78 kB

_GZIP_HEADER = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"  # deflate, no name, no mtime


@dataclass(frozen=True)
class Segment:
    """A piece of a gzip body: raw deflate data, and the CRC-32 and length of its text."""

    data: bytes
    crc: int
    size: int


def segment(text: bytes, final: bool = False) -> Segment:
    """`text` compressed on its own; `final` ends the deflate stream (the body's last)."""
    packer = zlib.compressobj(LEVEL, zlib.DEFLATED, -zlib.MAX_WBITS)
    data = packer.compress(text) + packer.flush(zlib.Z_FINISH if final else zlib.Z_SYNC_FLUSH)
    return Segment(data, zlib.crc32(text), len(text))


COMMA = segment(b",")


def _crc_after(crc: int, size: int) -> int:
    """The CRC-32 register `crc` carried over `size` more bytes, all of them zero: the
    linear part of appending text of that length (crc(A+B) = crc(B) ^ this(crc(A), |B|))."""
    zeros = bytes(size)
    return zlib.crc32(zeros, crc) ^ zlib.crc32(zeros)


def join_gzip(parts: Sequence[Segment]) -> bytes:
    """One gzip member holding the texts of `parts` in order (the last one final)."""
    crc, size = 0, 0
    for part in parts:
        crc = part.crc ^ _crc_after(crc, part.size) if size else part.crc
        size += part.size
    return b"".join([_GZIP_HEADER, *(p.data for p in parts),
                     struct.pack("<II", crc, size & 0xFFFFFFFF)])


def join_plain(parts: Sequence[Segment]) -> bytes:
    """The texts of `parts`, uncompressed (for a client that does not take gzip)."""
    return b"".join(zlib.decompressobj(-zlib.MAX_WBITS).decompress(p.data) for p in parts)


def accepts_gzip(header: str | None) -> bool:
    """Whether an Accept-Encoding header takes gzip (by name or `*`, with a q above 0)."""
    for item in (header or "").lower().split(","):
        name, _, params = item.partition(";")
        if name.strip() not in ("gzip", "*"):
            continue
        q = params.strip()
        if q.startswith("q="):
            try:
                return float(q[2:]) > 0
            except ValueError:
                return False
        return True
    return False


def gzip_json(value: Any) -> bytes:
    """`value` as a gzip body of JSON."""
    return join_gzip([segment(encode(value), final=True)])


def page_body(head: bytes, parts: Sequence[Segment], tail: bytes, gzip: bool) -> bytes:
    """A page of a replay: `head`, the steps of `parts`, `tail`; gzip or plain. Run on a
    thread: zlib lets go of the GIL while it works."""
    if gzip:
        return join_gzip([segment(head), *parts, segment(tail, final=True)])
    return head + join_plain(parts) + tail


# ------------------------------------------------------------------ built in a worker
@dataclass
class Replay:
    """A seat's replay of a finished game, compressed by chunks of CHUNK steps."""

    chunks: list[Segment]
    steps: int  # versions 0..steps-1
    result: dict[str, Any]  # game_result of the final state

    @property
    def nbytes(self) -> int:
        return sum(len(c.data) for c in self.chunks) + 200

    def page(self, start: int, limit: int) -> tuple[int, list[Segment], int | None]:
        """The chunks of a page of `limit` steps (rounded up to whole chunks) from the
        chunk holding version `start`: its first version, its parts (steps separated by
        commas, no brackets), and the first version of the next page (None: the last)."""
        first = min(start, self.steps - 1) // CHUNK
        count = max(1, -(-limit // CHUNK))
        chosen = self.chunks[first:first + count]
        parts: list[Segment] = []
        for chunk in chosen:
            if parts:
                parts.append(COMMA)
            parts.append(chunk)
        end = (first + len(chosen)) * CHUNK
        return first * CHUNK, parts, end if end < self.steps else None


def game_result(state: State) -> dict[str, Any]:
    """What the record and the replays list say of a finished game, stored once when it
    ends: the winning seats (sorted), the scores and the final state's digest."""
    return {"winners": sorted(state.winners()), "scores": list(state.scores()),
            "digest": state.digest()}


def _replayed(game_id: str, players: int, seed: int, options: dict[str, Any],
              actions: Iterable[tuple[int, str]]) -> tuple[State, Iterable[tuple[int, Action]]]:
    game = get_game(game_id)
    state = game.new(players, seed, options)
    return state, ((seat, Action.from_json(json.loads(raw))) for seat, raw in actions)


def build_replay(game_id: str, players: int, seed: int, options: dict[str, Any],
                 actions: list[tuple[int, str]], seat: int | None) -> Replay:
    """Replay a stored game from `seat`'s point of view (None: a spectator's). Each step
    is encoded as soon as it is made: a state may share parts of its views between
    versions (genie's `_memo`)."""
    state, moves = _replayed(game_id, players, seed, options, actions)
    chunks: list[Segment] = []
    pending: list[bytes] = []

    def step(version: int, events: Iterable[Any]) -> None:
        pending.append(encode({"view": state.view(seat), "version": version,
                               "events": [e.for_seat(seat) for e in events]}))
        if len(pending) == CHUNK:
            chunks.append(segment(b",".join(pending)))
            pending.clear()

    step(0, state.opening_events())
    version = 0
    for version, (actor, action) in enumerate(moves, start=1):
        step(version, state.apply(actor, action))
    if pending:
        chunks.append(segment(b",".join(pending)))
    return Replay(chunks, version + 1, game_result(state))


def compute_result(game_id: str, players: int, seed: int, options: dict[str, Any],
                   actions: list[tuple[int, str]]) -> dict[str, Any]:
    """`game_result` of a stored game (a row stored before results were kept)."""
    state, moves = _replayed(game_id, players, seed, options, actions)
    state.quiet()  # no events needed
    for actor, action in moves:
        state.apply(actor, action)
    return game_result(state)


def build_record(game_id: str, players: int, seed: int, options: dict[str, Any],
                 actions: list[tuple[int, str]], extra: dict[str, Any],
                 result: dict[str, Any] | None) -> tuple[bytes, dict[str, Any]]:
    """The game record (core/records.py's JSON, plus `extra` and the scores) as a gzip
    body, and the game's result (replayed here when not stored)."""
    if result is None:
        result = compute_result(game_id, players, seed, options, actions)
    record = {"game": game_id, "version": get_game(game_id).meta.version, "players": players,
              "seed": seed, "options": options,
              "actions": [[seat, json.loads(raw)] for seat, raw in actions],
              "digest": result["digest"], **extra, "scores": result["scores"]}
    return gzip_json(record), result


# ------------------------------------------------------------------------ the cache
@dataclass
class ReplayCache:
    """Built replays (key: table id and seat) and records (key: table id and "record"),
    the least recently used dropped past `limit` bytes."""

    limit: int = CACHE_BYTES
    items: OrderedDict[tuple[str, Any], tuple[Any, int]] = field(default_factory=OrderedDict)
    size: int = 0

    def get(self, key: tuple[str, Any]) -> Any:
        found = self.items.get(key)
        if found is None:
            return None
        self.items.move_to_end(key)
        return found[0]

    def put(self, key: tuple[str, Any], value: Any, nbytes: int) -> None:
        if nbytes > self.limit:
            return
        old = self.items.pop(key, None)
        if old is not None:
            self.size -= old[1]
        self.items[key] = (value, nbytes)
        self.size += nbytes
        while self.size > self.limit:
            _, (_, dropped) = self.items.popitem(last=False)
            self.size -= dropped


# ------------------------------------------------------------------ on the event loop
class Archive:
    """The finished games a server serves: replays, records and results, each built once
    in a worker process (the job of `owner`, the client's address, so one client's
    builds wait their turn behind everyone else's: workers.py), kept in `cache`, and built
    once for many requests that ask for it at the same time."""

    def __init__(self, storage: Storage, workers: Workers,
                 state_of: Callable[[str], State | None] = lambda table_id: None,
                 cache_bytes: int = CACHE_BYTES) -> None:
        self.storage = storage
        self.workers = workers
        self.state_of = state_of  # a finished table's state, when its room is in memory
        self.cache = ReplayCache(cache_bytes)
        self._building: dict[tuple[str, Any], asyncio.Task[Any]] = {}
        self.builds = 0  # jobs sent to the workers (tests count them)
        self.lists = 0  # the replays list's edition: pages of an older one are not served

    async def once(self, key: tuple[str, Any], build: Callable[[], Awaitable[Any]]) -> Any:
        """The cached value of `key`, else the one build of it, shared by every caller
        waiting for it meanwhile; a caller that goes away does not cancel it."""
        found = self.cache.get(key)
        if found is not None:
            return found
        task = self._building.get(key)
        if task is None:
            task = asyncio.get_running_loop().create_task(build())
            self._building[key] = task
            task.add_done_callback(lambda done: self._built(key, done))
        return await asyncio.shield(task)

    def _built(self, key: tuple[str, Any], done: asyncio.Task[Any]) -> None:
        self._building.pop(key, None)
        if not done.cancelled():
            done.exception()  # retrieved: every caller may have gone away

    async def _texts(self, row: TableRow) -> list[tuple[int, str]]:
        return await asyncio.to_thread(self.storage.load_action_texts, row.id)

    def _game(self, row: TableRow) -> tuple[str, int, int, dict[str, Any]]:
        return row.game, row.players, row.seed, dict(row.options)

    def _lane(self, row: TableRow) -> str:
        """A worker process, unless the game was registered in this process only (tests,
        an application embedding the server), which a worker process would not know."""
        return heavy_lane(row.game)

    async def replay(self, row: TableRow, seat: int | None, owner: str) -> Replay:
        """Seat `seat`'s replay of a finished game (None: a spectator's)."""
        async def build() -> Replay:
            texts = await self._texts(row)
            self.builds += 1
            built: Replay = await self.workers.run(
                owner, build_replay, *self._game(row), texts, seat, lane=self._lane(row))
            self.cache.put((row.id, seat), built, built.nbytes)
            if row.result is None:
                await self._keep_result(row, built.result)
            return built
        return await self.once((row.id, seat), build)

    async def record(self, row: TableRow, owner: str) -> bytes:
        """The game record of a finished game, as a gzip body."""
        async def build() -> bytes:
            texts = await self._texts(row)
            extra = {"table": row.id, "seats": [s.name for s in row.seats]}
            self.builds += 1
            body, result = await self.workers.run(
                owner, build_record, *self._game(row), texts, extra, row.result,
                lane=self._lane(row))
            self.cache.put((row.id, "record"), body, len(body) + 100)
            if row.result is None:
                await self._keep_result(row, result)
            return body
        return await self.once((row.id, "record"), build)

    async def result(self, row: TableRow, owner: str) -> dict[str, Any]:
        """A finished game's result: stored when it ended; for a game stored before
        results were kept, worked out once (from its room's state when in memory, else
        replayed by a worker) and stored."""
        if row.result is not None:
            return row.result

        async def build() -> dict[str, Any]:
            state = self.state_of(row.id)
            if state is not None and state.is_over():
                result = game_result(state)
            else:
                texts = await self._texts(row)
                self.builds += 1
                result = await self.workers.run(owner, compute_result, *self._game(row),
                                                texts, lane=self._lane(row))
            await self._keep_result(row, result)
            return result
        return await self.once((row.id, "result"), build)

    async def _keep_result(self, row: TableRow, result: dict[str, Any]) -> None:
        row.result = result
        try:
            await self.storage.run(self.storage.set_table, row.id, result=result)
        except SQLAlchemyError as exc:  # worked out again next time
            log.warning("storing the result of table %s failed: %s", row.id,
                        exc.__class__.__name__)
