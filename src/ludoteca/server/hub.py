"""All tables of one server: the live ones in memory, finished ones loaded on demand.

A table that is waiting or being played lives in memory as a `Room`. A finished table
belongs in the database: it stays in memory only while someone is connected to it, then
moves to a small cache of recently used finished rooms, so memory and start-up time do
not grow with the number of games ever played. The lobby is pushed to its watchers
(`LobbyFeed`) instead of being polled.
"""

from __future__ import annotations

import asyncio
import json
import math
import re
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from ..bots.base import is_search
from ..core.registry import get_game
from .latency import LatencyStats
from .replays import Archive, gzip_json
from .room import (
    CHAT_RECENT,
    Room,
    RoomError,
    Settings,
    new_token,
    summarize,
    token_hash,
)
from .storage import SeatRow, Storage, TableRow
from .workers import Workers

LIVE = ("waiting", "playing")
FINISHED_CACHE = 32  # finished rooms kept in memory after their last connection closed
PAGE_DEFAULT, PAGE_MAX = 50, 200
LOBBY_BACKLOG = 500  # pushed changes queued for one lobby watcher before it is dropped
LOBBY_WINDOW = 0.25  # seconds: changes of one table within it go out as one message
_CURSOR = re.compile(r"^(-?[0-9.e+-]{1,32})_([A-Za-z0-9_-]{1,16})$")


class HubError(Exception):
    """A request refused with an HTTP status (no such table, a bad page cursor...)."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class NotFinished(HubError):
    """A replay or a record of a game that is not over (409 `not_finished`)."""

    code = "not_finished"

    def __init__(self, message: str) -> None:
        super().__init__(409, message)


class RateLimiter:
    """A token bucket per client address: `burst` at once, then `per_minute`."""

    def __init__(self, per_minute: float, burst: float) -> None:
        self.rate, self.burst = per_minute / 60.0, burst
        self.buckets: dict[str, tuple[float, float]] = {}

    def allow(self, key: str, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        tokens, last = self.buckets.get(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - last) * self.rate)
        if len(self.buckets) > 10_000:  # forget full buckets: they equal a new one
            self.buckets = {k: v for k, v in self.buckets.items()
                            if v[0] + (now - v[1]) * self.rate < self.burst}
        if tokens < 1:
            self.buckets[key] = (tokens, now)
            return False
        self.buckets[key] = (tokens - 1, now)
        return True


class LobbyFeed:
    """Pushes each lobby change (a public table appearing, changing or going) to every
    connected lobby page, as one small message.

    Changes are coalesced: the first change after a quiet `window` goes out at once; those
    that follow within it wait for its end, and a table changed several times meanwhile
    gets one message, built then, with its latest summary (a `gone` replaces a pending
    `table`). So a page handles at most one message per table and window, whatever the
    requests."""

    def __init__(self, window: float = LOBBY_WINDOW) -> None:
        self.watchers: set[asyncio.Queue[str | int | None]] = set()
        self.window = window
        # table id -> its message, built when sent (latest change last)
        self.pending: dict[str, Callable[[], dict[str, Any]]] = {}
        self.sent_at = -math.inf  # when the last batch went out
        self.timer: asyncio.TimerHandle | None = None

    def table(self, table_id: str, message: Callable[[], dict[str, Any]]) -> None:
        """A table changed: `message()` builds what to send, when it is sent."""
        self._queue(table_id, message)

    def gone(self, table_id: str) -> None:
        self._queue(table_id, lambda: {"type": "gone", "id": table_id})

    def _queue(self, key: str, message: Callable[[], dict[str, Any]]) -> None:
        if not self.watchers:
            return
        self.pending.pop(key, None)  # sent in the order of the latest changes
        self.pending[key] = message
        if self.timer is not None:
            return  # a batch is due: this change goes with it
        wait = self.sent_at + self.window - time.monotonic()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if wait <= 0 or loop is None:
            self.flush()
        else:
            self.timer = loop.call_later(wait, self.flush)

    def flush(self) -> None:
        """Send every pending change now, one message per table."""
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        pending, self.pending = self.pending, {}
        if not pending or not self.watchers:
            return
        self.sent_at = time.monotonic()
        for message in pending.values():
            text = json.dumps(message(), separators=(",", ":"))
            for queue in list(self.watchers):
                if queue.qsize() >= LOBBY_BACKLOG:  # not reading: drop it, it reconnects
                    self.watchers.discard(queue)
                    queue.put_nowait(1013)
                else:
                    queue.put_nowait(text)

    def close(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        self.pending.clear()


def cursor_of(row: TableRow) -> str:
    return f"{row.created!r}_{row.id}"


def parse_cursor(raw: str | None) -> tuple[float, str] | None:
    if raw in (None, ""):
        return None
    match = _CURSOR.match(raw)
    created = None
    if match:
        try:
            created = float(match.group(1))
        except ValueError:
            created = None
    if created is None or not math.isfinite(created):
        raise HubError(400, "'after' must be a cursor from a previous page's Link header")
    assert match is not None
    return created, match.group(2)


def parse_limit(raw: str | None) -> int:
    if raw in (None, ""):
        return PAGE_DEFAULT
    # the length first: int() refuses runs of more than 4,300 digits (a 500 otherwise)
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 6) or not 1 <= int(raw) <= PAGE_MAX:
        raise HubError(400, f"'limit' must be a whole number from 1 to {PAGE_MAX}")
    return int(raw)


class Hub:
    def __init__(self, storage: Storage, settings: Settings) -> None:
        self.storage = storage
        self.settings = settings
        self.rooms: dict[str, Room] = {}  # waiting, playing, and finished with connections
        self.finished: OrderedDict[str, Room] = OrderedDict()  # recently used, bounded
        self.lobby = LobbyFeed()
        self.creations = RateLimiter(settings.create_per_minute, settings.create_burst)
        self.joins = RateLimiter(settings.join_per_minute, settings.join_burst)
        # bots, starts and leaves: each is a write and a push to every lobby page
        self.seat_changes = RateLimiter(settings.seat_change_per_minute,
                                        settings.seat_change_burst)
        self.sockets: dict[str, int] = {}  # open websockets per client address
        self.search_seats: dict[tuple[str, int], str] = {}  # (table, seat) -> who seated it
        self.loop: asyncio.AbstractEventLoop | None = None
        self.latency = LatencyStats()  # every room's: an action received to its last send
        # CPU work (bots, replays) off the event loop, fair between tables and addresses
        self.workers = Workers(processes=settings.worker_processes)
        # finished games' replays, records and results: built by the workers, cached
        self.archive = Archive(storage, self.workers, self._finished_state)
        self.replay_requests = RateLimiter(settings.replays_per_minute, settings.replays_burst)

    # ------------------------------------------------------------- connections

    def open_socket(self, host: str) -> bool:
        """Count a websocket opening from this address; False (counted nothing) when the
        address already holds `sockets_per_address` of them."""
        held = self.sockets.get(host, 0)
        if held >= self.settings.sockets_per_address:
            return False
        self.sockets[host] = held + 1
        return True

    def close_socket(self, host: str) -> None:
        held = self.sockets.get(host, 0) - 1
        if held > 0:
            self.sockets[host] = held
        else:
            self.sockets.pop(host, None)

    # ------------------------------------------------------------- search bots
    def check_search_bot(self, room: Room, seat: int, bot: str, host: str) -> None:
        """Refuse (RoomError `too_many_search_bots`) a search bot past the table's or the
        address's limit: each costs seconds of a worker process per decision. Counted in
        memory over the live tables: after a restart, resumed tables count for nobody."""
        if not is_search(bot):
            return
        settings = self.settings
        at_table = sum(1 for s in room.row.seats
                       if s.seat != seat and s.kind == "bot" and is_search(s.bot or ""))
        if at_table >= settings.search_bots_per_table:
            raise RoomError("too_many_search_bots",
                            f"a table seats at most {settings.search_bots_per_table} search "
                            "bots")
        mine = sum(1 for (table_id, other), by in self.search_seats.items()
                   if by == host and (table_id, other) != (room.id, seat)
                   and self._seats_search(table_id, other))
        if mine >= settings.search_bots_per_address:
            raise RoomError("too_many_search_bots",
                            f"one address seats at most {settings.search_bots_per_address} "
                            "search bots over its tables being played or waiting")

    def note_search_bot(self, room: Room, seat: int, bot: str, host: str) -> None:
        """After a seat's bot was stored: remember who seated a search bot there."""
        self.search_seats = {k: v for k, v in self.search_seats.items()
                             if self._seats_search(*k)}  # forget finished and gone tables
        if is_search(bot):
            self.search_seats[(room.id, seat)] = host
        else:
            self.search_seats.pop((room.id, seat), None)

    def _seats_search(self, table_id: str, seat: int) -> bool:
        room = self.rooms.get(table_id)
        if room is None or room.row.status not in LIVE:
            return False
        row = room.row.seats[seat]
        return row.kind == "bot" and is_search(row.bot or "")

    # ------------------------------------------------------------- loading

    def load(self) -> None:
        """Start-up: only live tables come into memory (finished ones on demand)."""
        for row in self.storage.load_tables(LIVE):
            room = self._room(row)
            if row.status != "waiting":
                room.restore(self.storage.load_actions(row.id))
            room.load_chat(*self.storage.load_chat(row.id, CHAT_RECENT))
            self.rooms[row.id] = room

    def resume(self) -> None:
        """Bots and timers pick up where the tables were (needs the running loop)."""
        self.loop = asyncio.get_running_loop()  # for tests and tools in other threads
        for room in self.rooms.values():
            if room.row.status == "playing":
                room.mark_unconnected()
            room.kick()

    def _room(self, row: TableRow) -> Room:
        room = Room(row, self.storage, self.settings)
        room.on_change = self._changed
        room.on_idle = self._idle
        room.latency = self.latency
        room.workers = self.workers
        return room

    async def find(self, table_id: str) -> Room:
        """A table by id: live in memory, a recently used finished one, or from storage."""
        room = self.rooms.get(table_id) or self.finished.get(table_id)
        if room is not None:
            if table_id in self.finished:
                self.finished.move_to_end(table_id)
            return room
        if not 1 <= len(table_id) <= 16:
            raise HubError(404, f"no table {table_id!r}")
        room = await asyncio.to_thread(self._load_finished, table_id)
        if room is None:
            raise HubError(404, f"no table {table_id!r}")
        # another request may have loaded it meanwhile: keep one room per table
        room = self.rooms.get(table_id) or self.finished.setdefault(table_id, room)
        self._trim()
        return room

    def _load_finished(self, table_id: str) -> Room | None:
        row = self.storage.load_table(table_id)
        if row is None or row.status != "finished":
            return None  # a live table is always in memory: this one does not exist
        room = self._room(row)
        room.restore(self.storage.load_actions(row.id))
        room.load_chat(*self.storage.load_chat(row.id, CHAT_RECENT))
        return room

    def attach(self, room: Room) -> None:
        """A connection opens on a finished room: keep it in memory while it is open."""
        if room.id not in self.rooms and self.finished.pop(room.id, None) is not None:
            self.rooms[room.id] = room

    def _idle(self, room: Room) -> None:
        """The room's last connection closed: a finished room leaves live memory."""
        if room.row.status == "finished" and not room.conns and room.id in self.rooms:
            del self.rooms[room.id]
            self.finished[room.id] = room
            self._trim()

    def _trim(self) -> None:
        while len(self.finished) > FINISHED_CACHE:
            self.finished.popitem(last=False)

    # ------------------------------------------------------------- changes
    def _changed(self, room: Room) -> None:
        """Seats or status changed: tell the lobby, and retire a finished room nobody
        watches."""
        if room.row.public:  # the summary is built when the lobby batch goes out
            self.lobby.table(room.id, lambda: {"type": "table", "table": room.summary()})
        if room.row.status == "finished":
            if room.row.public:  # a game ended, or a rematch was made: a new list
                self.archive.lists += 1
            self._idle(room)

    async def create(self, game_id: str, players: int, options: dict[str, Any],
                     public: bool, seats: list[SeatRow] | None = None,
                     host_hash: str | None = None, time_preset: str = "none"
                     ) -> tuple[Room, str | None]:
        game = get_game(game_id)
        resolved = game.resolve_options(players, options)
        host_token = None
        if host_hash is None:
            host_token = new_token()
            host_hash = token_hash(host_token)
        row = TableRow(
            id=secrets.token_urlsafe(6), game=game_id, players=players, options=resolved,
            seed=secrets.randbits(63), public=public, status="waiting", version=0,
            created=time.time(), host_hash=host_hash, next_id=None,
            seats=seats or [SeatRow(i, "", "empty", None, None) for i in range(players)],
            time=time_preset)
        await self.storage.run(self.storage.create_table, row)
        room = self._room(row)
        self.rooms[row.id] = room  # only once it is stored
        self._changed(room)
        return room, host_token

    async def expire_waiting(self, now: float | None = None) -> list[str]:
        """Delete waiting tables nobody has been connected to for `waiting_expiry`."""
        now = time.monotonic() if now is None else now
        limit = self.settings.waiting_expiry
        gone = []
        for room in list(self.rooms.values()):
            if room.row.status != "waiting" or room.conns:
                continue
            if now - room.idle_since < limit:
                continue
            async with room.lock:
                if room.row.status != "waiting" or room.conns:
                    continue
                await self.storage.run(self.storage.delete_table, room.id)
                self.rooms.pop(room.id, None)
                # requests that waited for the lock meanwhile are refused, and sockets
                # opened during the delete are closed
                room.gone = True
                room.close_expired()
            gone.append(room.id)
            if room.row.public:
                self.lobby.gone(room.id)
        return gone

    # -------------------------------------------------------------- listing
    def open_page(self, limit: int, after: tuple[float, str] | None
                  ) -> tuple[list[Room], str | None]:
        """Public tables waiting or being played, newest first, after the cursor."""
        rooms = sorted((r for r in self.rooms.values()
                        if r.row.public and r.row.status in LIVE),
                       key=lambda r: (-r.row.created, r.row.id))
        if after is not None:
            key = (-after[0], after[1])
            rooms = [r for r in rooms if (-r.row.created, r.row.id) > key]
        page = rooms[:limit]
        more = len(rooms) > limit
        return page, (cursor_of(page[-1].row) if more and page else None)

    async def finished_page(self, limit: int, after: tuple[float, str] | None,
                            owner: str = "") -> tuple[list[dict[str, Any]], str | None]:
        """Finished public games, newest first, each with its winners (stored when it
        ended; worked out once by a worker, as `owner`'s job, for older rows)."""
        rows = await asyncio.to_thread(self.storage.finished_page, limit + 1, after)
        more = len(rows) > limit
        rows = rows[:limit]
        results = await asyncio.gather(*(self.archive.result(r, owner) for r in rows))
        return ([{**summarize(r), "winners": res["winners"]}
                 for r, res in zip(rows, results, strict=True)],
                (cursor_of(rows[-1]) if more and rows else None))

    async def finished_page_body(self, limit: int, after: tuple[float, str] | None,
                                 owner: str = "") -> tuple[bytes, str | None]:
        """`finished_page` as a gzip body, made once and kept until the list changes (a
        public game ends or gets a rematch): paging it costs the event loop nothing."""
        archive = self.archive
        key = ("list", (archive.lists, limit, after))

        async def build() -> tuple[bytes, str | None]:
            tables, cursor = await self.finished_page(limit, after, owner)
            body = await asyncio.to_thread(gzip_json, tables)
            archive.cache.put(key, (body, cursor), len(body) + 100)
            return body, cursor
        return await archive.once(key, build)

    async def finished_row(self, table_id: str) -> TableRow:
        """A finished table's row, without replaying its game (its room's when in memory):
        404 for no such table, 409 `not_finished` for a game not over."""
        room = self.rooms.get(table_id) or self.finished.get(table_id)
        if room is not None:
            if room.row.status != "finished":
                raise NotFinished("replays and records are available once the game is over")
            return room.row
        if not 1 <= len(table_id) <= 16:
            raise HubError(404, f"no table {table_id!r}")
        row = await asyncio.to_thread(self.storage.load_table, table_id)
        if row is None or row.status != "finished":  # a live table is always in memory
            raise HubError(404, f"no table {table_id!r}")
        return row

    async def summary(self, table_id: str) -> dict[str, Any]:
        """`TABLE` of a table: a finished one not in memory is read, not replayed."""
        room = self.rooms.get(table_id) or self.finished.get(table_id)
        if room is not None:
            return room.summary()
        return summarize(await self.finished_row(table_id))

    def summary_of(self, row: TableRow) -> dict[str, Any]:
        """`TABLE` of a finished table's row (its room's, with who is connected, when the
        room is in memory)."""
        room = self.rooms.get(row.id) or self.finished.get(row.id)
        return room.summary() if room is not None else summarize(row)

    def _finished_state(self, table_id: str) -> Any:
        room = self.rooms.get(table_id) or self.finished.get(table_id)
        return room.state if room is not None and room.row.status == "finished" else None

    async def close(self) -> None:
        for room in [*self.rooms.values(), *self.finished.values()]:
            await room.close()
        self.lobby.close()
        for queue in list(self.lobby.watchers):
            queue.put_nowait(None)
        self.workers.close()
