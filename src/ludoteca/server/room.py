"""One table in play: the authoritative state, its seats, connections and bots.

Every change goes through `Room.submit` under the room's lock, so actions of one table
are applied one at a time in arrival order (simultaneous submissions are all kept). Each
connection has its own outbound queue, so a slow browser never holds the table up.

The room keeps the events of its last LOG_VERSIONS versions (unredacted, each seat's part
taken out when sent), so a client that reconnects gets what it missed and a finished table
reopened shows its whole story; and the last CHAT_RECENT lines of the table's chat, sent
to each new connection (docs/server.md, "Chat" and "Missed events").

State messages are built by seat, once per change, and encoded once (messages.py); a
connection that asked for changes gets each new view as a patch when that is smaller.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
import logging
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import orjson
from sqlalchemy.exc import SQLAlchemyError

from ..bots.base import Bot, Observation, is_search, make_bot, stand_in_bot
from ..core.actions import Action
from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.protocol import State
from ..core.registry import get_game
from ..core.rng import Rng, seed_from
from .clocks import (
    TIME_PRESETS,
    Clock,
    clock_json,
    clocks_after,
    from_stored,
    ran_out,
    stored_json,
    time_preset,
    votes_needed,
)
from .inputs import BadInput, clean_chat
from .latency import Delivery, LatencyStats, Tracked
from .messages import SeatView, ViewCache, compose, diff_views, dumps, encode
from .replays import game_result
from .storage import ChatRow, SeatRow, Storage, TableRow
from .workers import PROCESSES, THREADS, Workers, heavy_lane

if TYPE_CHECKING:
    from .rematch import Offer

log = logging.getLogger("ludoteca.server")


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(24)


@dataclass
class Settings:
    bot_delay: float = 0.7  # seconds a bot waits before acting, so people can follow
    claim_window: float = 4.0  # seconds to answer a timed decision (the genie lamp claim)
    absent_after: float = 60.0  # seconds disconnected before a bot takes the seat over
    rate: float = 50.0  # messages a second one connection may send, sustained
    burst: float = 100.0  # ... and in one burst
    create_per_minute: float = 6.0  # tables one client address may create, sustained
    create_burst: float = 20.0  # ... and at once
    join_per_minute: float = 30.0  # seats one client address may join a minute, sustained
    join_burst: float = 60.0  # ... and at once (a party behind one router joins together)
    # seat changes (bots, starts, leaves) one client address may make a minute, sustained:
    # each is a write and a push to every lobby page
    seat_change_per_minute: float = 60.0
    seat_change_burst: float = 120.0  # ... and at once (a host filling 12 seats, a few tables)
    sockets_per_address: int = 256  # websockets one client address may hold open at once
    waiting_expiry: float = 1800.0  # seconds a waiting table lives with nobody connected
    bot_budget: float = 10.0  # seconds a bot may think about one decision
    search_floor: float = 1.0  # ... at least, for a search bot when the server is busy
    search_bots_per_table: int = 4  # search bots one table may seat
    search_bots_per_address: int = 8  # ... and one client address, over its live tables
    chat_rate: float = 0.5  # chat lines a second one connection may send, sustained
    chat_burst: float = 5.0  # ... and in one burst
    # replay pages, records and pages of the replays list one client address may fetch a
    # minute, sustained, and at once (a replay being built holds a worker process)
    replays_per_minute: float = 120.0
    replays_burst: float = 120.0
    worker_processes: int | None = None  # for search and replays (None: cores less one)
    # the turn timers' numbers by preset: (bank seconds, seconds added per move)
    time_presets: dict[str, tuple[float, float]] = field(
        default_factory=lambda: dict(TIME_PRESETS))


class RoomError(Exception):
    """A request the room refuses; `code` goes to the client."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def holds_table(row: TableRow, token: str | None) -> bool:
    """Whether a token is the table's host's or one of its seats' (a seat still held: a
    player who left spent it). Works from the stored row: no room needs loading."""
    if not token:
        return False
    digest = token_hash(token)
    return secrets.compare_digest(row.host_hash, digest) or any(
        secrets.compare_digest(s.token_hash, digest) for s in row.seats if s.token_hash)


def summarize(row: TableRow, connected: set[int] | frozenset[int] = frozenset(),
              absent: Callable[[int], bool] = lambda seat: False,
              hurried: bool = False,
              clock: Callable[[int], dict[str, Any] | None] = lambda seat: None,
              rematch: dict[str, Any] | None = None) -> dict[str, Any]:
    """A table as the lobby and the API show it (`TABLE` in docs/server.md)."""
    return {
        "id": row.id, "game": row.game, "players": row.players,
        "options": row.options, "public": row.public, "status": row.status,
        "version": row.version, "created": row.created, "next": row.next_id,
        "rematch": rematch,
        "hurried": hurried and row.status == "playing", "time": row.time,
        "seats": [{"seat": s.seat, "name": s.name, "kind": s.kind, "bot": s.bot,
                   "connected": s.seat in connected, "absent": absent(s.seat),
                   "clock": clock(s.seat)}
                  for s in row.seats],
    }


@dataclass
class Bucket:
    """A token bucket: `burst` at once, then `rate` a second."""

    rate: float
    burst: float
    tokens: float = -1.0  # full at the first take
    last: float = 0.0

    def take(self, now: float) -> float:
        """Take one token: 0.0 when allowed, else the seconds until one is there."""
        if self.tokens < 0:
            self.tokens, self.last = self.burst, now
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return (1 - self.tokens) / self.rate if self.rate > 0 else float("inf")
        self.tokens -= 1
        return 0.0


@dataclass(eq=False)  # hashed by identity: rooms keep a set of them
class Conn:
    """One websocket: which seat it acts for (None: spectator) and its outbound queue."""

    seat: int | None
    queue: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    spectator: int | None = None  # its number as a spectator, once it has chatted as one
    host: str = ""  # the client's address: chat is rate-limited by address and seat
    patches: bool = False  # it asked for changes (`patch=1`) rather than whole views
    holds: tuple[int | None, int] | None = None  # (seat, serial) of the view it was sent


BOT_GRACE = 0.5  # seconds past its deadline before a bot's decision is given up

MAX_BACKLOG = 200  # messages queued for one connection before its backlog is dropped
LOG_VERSIONS = 1000  # versions whose events a room keeps for reconnecting clients
CHAT_RECENT = 50  # chat lines a new connection gets
CHAT_LINES = 5000  # chat lines one table may hold (spectators: half of them at most)
CHAT_BUCKETS = 1024  # chat rate limits a table keeps (by address and seat), oldest dropped


def _drop_states(conn: Conn) -> None:
    """A client this far behind (not reading) only needs the latest state, which carries
    the whole view: drop its queued states (its event log misses them), keep the rest."""
    kept = []
    for item in _drain(conn.queue):
        if not isinstance(item, str):
            kept.append(item)
        elif isinstance(item, Tracked):  # dropped counts as delivered for the latency
            item.sent()
    for item in kept:
        conn.queue.put_nowait(item)
    conn.holds = None  # the next state carries the whole view


def _frozen(events: list[Event]) -> list[Event]:
    """Copies of events that later moves of the same state object cannot change (through
    JSON, what they are sent as: several times faster than deepcopy on a restore)."""
    def copied(data: dict[str, Any]) -> dict[str, Any]:
        return json.loads(json.dumps(data))
    return [Event(e.kind, copied(e.data),
                  {seat: copied(part) for seat, part in e.private.items()} if e.private
                  else e.private) for e in events]


def decide(bot: Bot, state: State, seat: int, budget: float, events: list[dict[str, Any]]
           ) -> tuple[Action, Bot, float]:
    """A bot's decision, run by a worker (a thread, or a process for a search bot): the
    action, the bot (a worker process's copy carries its memory back) and the seconds it
    took. The budget counts from here, not from when the job was queued."""
    start = time.monotonic()
    action = bot.act(Observation(state, seat, deadline=start + budget, events=events))
    return action, bot, time.monotonic() - start


def _drain(queue: asyncio.Queue[Any]) -> list[Any]:
    items = []
    while not queue.empty():
        items.append(queue.get_nowait())
    return items


class Room:
    def __init__(self, row: TableRow, storage: Storage, settings: Settings) -> None:
        self.row = row
        self.storage = storage
        self.settings = settings
        self.game = get_game(row.game)
        self.state_stamp = 0  # counts changes of `state` (views are cached by it)
        self._state: State | None = None
        self.actions: list[tuple[int, Action]] = []
        self.lock = asyncio.Lock()
        self.conns: set[Conn] = set()
        self.seat_version: list[int] = [0] * row.players
        # each seat's legal actions now (set at every change), and as sent (by identity)
        self._legal_seen: list[tuple[Action, ...]] = [()] * row.players
        self._legal_sent: dict[int, tuple[tuple[Action, ...], bytes]] = {}
        self.absent_since: dict[int, float] = {}
        self.bots: dict[tuple[int, str], Bot] = {}
        self.bot_seen: dict[tuple[int, str], int] = {}  # the version a bot last decided at
        self._bot_task: asyncio.Task[None] | None = None
        self._timer: asyncio.Task[None] | None = None
        self._deadline: float | None = None
        self._absent_tasks: set[asyncio.Task[None]] = set()
        self.idle_since = time.monotonic()  # when it last had a connection or a change
        self.gone = False  # deleted (a waiting table expired): every request is refused
        # a proposal to play again on the finished table (rematch.py), in memory only
        self.offer: Offer | None = None
        # the events of the last versions, oldest first, ending with this version's
        self.history: deque[list[Event]] = deque(maxlen=LOG_VERSIONS)
        self.chat_recent: deque[ChatRow] = deque(maxlen=CHAT_RECENT)
        self.chat_count = 0  # the id of the table's last chat line
        self.spectators = 0  # the highest spectator number given at this table
        self.spectator_lines = 0  # chat lines written by spectators
        # chat rate limits by (address, seat): kept by the table, so reconnecting does not
        # give a fresh burst
        self.chat_buckets: dict[tuple[str, int | None], Bucket] = {}
        self.chat_lock = asyncio.Lock()  # chat lines are numbered and stored one at a time
        self.views = ViewCache()  # each seat's view of the current state, built once
        self.latency: LatencyStats | None = None  # set by the hub: action to last send
        self.workers = Workers(processes=0)  # the hub gives every room its own
        self.hurried = False  # its search bots last thought less than asked: server busy
        # set by the hub: seats or status changed / the last connection closed
        self.on_change: Callable[[Room], None] = lambda room: None
        self.on_idle: Callable[[Room], None] = lambda room: None
        # the turn timers (None: the table has none); the seats whose time ran out, which
        # the stand-in bot plays until their decision is made; one scheduled callback per
        # running clock: (its handle, when it is due)
        self.clocks: list[Clock] | None = None
        self.standing_in: dict[int, int] = {}  # seat -> the decision (version) it plays
        self._clock_handles: dict[int, tuple[asyncio.TimerHandle, float]] = {}
        self._clock_tasks: set[asyncio.Task[None]] = set()
        self._load_clocks()

    @property
    def state(self) -> State | None:
        return self._state

    @state.setter
    def state(self, state: State | None) -> None:
        self._state = state
        self.state_stamp += 1

    # --------------------------------------------------------------- lobby
    @property
    def id(self) -> str:
        return self.row.id

    def summary(self) -> dict[str, Any]:
        connected = {c.seat for c in self.conns if c.seat is not None}
        clock = self._clock_json if self.clocks is not None else (lambda seat: None)
        return summarize(self.row, connected, self._is_absent, self.hurried, clock,
                         self.offer.json() if self.offer is not None else None)

    def seat_of(self, token: str | None) -> int | None:
        """The seat a token holds, or None (spectator). A forged token is refused."""
        if not token:
            return None
        digest = token_hash(token)
        for s in self.row.seats:
            if s.token_hash is not None and secrets.compare_digest(s.token_hash, digest):
                return s.seat
        if secrets.compare_digest(self.row.host_hash, digest):
            return None
        raise RoomError("forbidden", "this token holds no seat at this table")

    def is_host(self, token: str | None) -> bool:
        """The token the table was created with: it alone seats bots and starts the game."""
        return bool(token) and secrets.compare_digest(self.row.host_hash, token_hash(token))

    def may_manage(self, token: str | None) -> bool:
        return holds_table(self.row, token)

    def check_alive(self) -> None:
        """A request that waited for the lock while the table was deleted finds it gone."""
        if self.gone:
            raise RoomError("not_found", "no such table (it expired)")

    def close_expired(self) -> None:
        """The table was deleted: tell every connection, then close it (4404)."""
        for conn in list(self.conns):
            self.send_error(conn, "not_found", "this table expired: nobody was connected to it")
            conn.queue.put_nowait(4404)

    # Each lobby change is written first and applied in memory only once the write has
    # succeeded, so a failed write changes nothing. The caller holds the room's lock.
    async def join(self, name: str, seat: int | None) -> tuple[int, str]:
        self.check_alive()
        if self.row.status != "waiting":
            raise RoomError("started", "the game has already started")
        if seat is not None and not 0 <= seat < self.row.players:
            raise RoomError("no_such_seat", f"no seat {seat!r} at this table")
        free = [s for s in self.row.seats if s.kind == "empty"]
        if seat is not None:
            free = [s for s in free if s.seat == seat]
        if not free:
            if seat is None:
                raise RoomError("no_free_seat", "no free seat")
            raise RoomError("seat_taken", f"seat {seat} is not free")
        token = new_token()
        await self._save_seat(dataclasses.replace(free[0], kind="human", name=name, bot=None,
                                                  token_hash=token_hash(token)))
        return free[0].seat, token

    async def set_bot(self, seat: int, bot: str) -> bool:
        """Seat a bot; False (nothing written or pushed) when that bot is there already."""
        self.check_alive()
        if self.row.status != "waiting":
            raise RoomError("started", "the game has already started")
        target = self._seat(seat)
        if target.kind == "human":
            raise RoomError("seat_taken", f"seat {seat} is taken by a player")
        new = dataclasses.replace(target, kind="bot", bot=bot, token_hash=None,
                                  name=f"{bot} bot {seat + 1}")
        if new == target:
            return False
        await self._save_seat(new)
        return True

    async def leave(self, seat: int) -> None:
        self.check_alive()
        target = self._seat(seat)
        if self.row.status == "finished":
            raise RoomError("finished", "the game is over: there is no seat to leave")
        if self.row.status == "waiting":
            new = dataclasses.replace(target, kind="empty", name="", bot=None, token_hash=None)
        else:  # a bot finishes the game for a player who left; their token is spent
            new = dataclasses.replace(target, kind="bot", bot=stand_in_bot(self.row.game),
                                      token_hash=None,
                                      name=f"{target.name[:32]} (bot)")
        await self._save_seat(new)
        # the token is spent: its open connections watch from now on, acting for no one
        self.absent_since.pop(seat, None)
        self.standing_in.pop(seat, None)
        for conn in self.conns:
            if conn.seat == seat:
                conn.seat = None

    async def _save_seat(self, new: SeatRow) -> None:
        await self.storage.run(self.storage.save_seat, self.id, new)
        self.row.seats[new.seat] = new
        self._changed()

    def _changed(self) -> None:
        self.idle_since = time.monotonic()
        self.on_change(self)

    def _seat(self, seat: int) -> SeatRow:
        if not isinstance(seat, int) or not 0 <= seat < self.row.players:
            raise RoomError("no_such_seat", f"no seat {seat!r} at this table")
        return self.row.seats[seat]

    async def start(self) -> None:
        self.check_alive()
        if self.row.status != "waiting":
            raise RoomError("started", "the game has already started")
        if any(s.kind == "empty" for s in self.row.seats):
            raise RoomError("empty_seats", "every seat must be taken by a player or a bot")
        state = self.game.new(self.row.players, self.row.seed, self.row.options)
        await self.storage.run(self.storage.set_table, self.id, status="playing")
        self.state = state
        self.row.status = "playing"
        self.history.append(_frozen(state.opening_events()))  # the state may keep the list
        self._note_legal()
        self.mark_unconnected()
        self._changed()

    async def set_next(self, next_id: str) -> None:
        await self.storage.run(self.storage.set_table, self.id, next_id=next_id)
        self.row.next_id = next_id
        self._changed()

    def restore(self, stored: list[tuple[int, dict[str, Any]]]) -> None:
        """Rebuild the state from the stored actions (after a restart)."""
        state = self.game.new(self.row.players, self.row.seed, self.row.options)
        # one state object makes every move here: keep copies of its events
        self.history.append(_frozen(state.opening_events()))
        for seat, action_json in stored:
            action = Action.from_json(action_json)
            self.history.append(_frozen(state.apply(seat, action)))
            self.actions.append((seat, action))
        self.state = state
        self._note_legal()
        self.seat_version = [self.row.version] * self.row.players

    # ---------------------------------------------------------------- play
    async def submit(self, conn: Conn, action: Action, version: int | None,
                     received: float | None = None) -> None:
        """Apply one action for a connection's seat; RoomError for anything refused
        (state unchanged). `received`: when it arrived (perf_counter), for the latency."""
        async with self.lock:
            seat = conn.seat  # read under the lock: leaving may have taken the seat away
            if seat is None:
                raise RoomError("forbidden", "this connection holds no seat (any more)")
            delivery = None
            if received is not None and self.latency is not None:
                delivery = Delivery(self.latency, received)
            await self._apply_locked(seat, action, version, False, delivery)
        self.kick()

    async def _apply_locked(self, seat: int, action: Action, version: int | None,
                            by_bot: bool, delivery: Delivery | None = None) -> None:
        state = self.state
        if state is None or self.row.status != "playing":
            raise RoomError("forbidden", "the game is not being played")
        if seat not in state.to_move():
            raise RoomError("not_your_turn", "you have nothing to decide now")
        if not by_bot and version is not None and version < self.seat_version[seat]:
            raise RoomError("stale", f"your decision changed at version "
                                     f"{self.seat_version[seat]}; you saw {version}")
        new = state.clone()
        try:
            events = new.apply(seat, action)
        except IllegalAction as exc:
            raise RoomError("illegal", str(exc)) from None
        version_now = self.row.version + 1
        status = "finished" if new.is_over() else "playing"
        # stored with the last action: the replays list and the record need no replay
        result = game_result(new) if status == "finished" else None
        moment = time.monotonic()  # the clocks stop and start at this instant
        clocks = self._stored_clocks_after(new, status, seat, moment, own=not by_bot)
        # the write runs off the event loop (other tables go on); this table stays locked,
        # and its state moves on only once the action is stored
        await self.storage.run(self.storage.append_action, self.id, version_now, seat,
                               action.to_json(), status, result, clocks)
        self.state = new
        self.actions.append((seat, action))
        self.history.append(events)  # `new` is never moved again: each move clones
        self.row.version, self.row.status = version_now, status
        self.row.result = result
        self._note_legal(acted=seat)
        self._sync_clocks(acted=seat, now=moment, own=not by_bot)
        self._arm_timer()  # before the broadcast, so the reveal already carries the deadline
        self.broadcast(events, delivery=delivery)
        if status == "finished":
            self._changed()

    def _stored_clocks_after(self, new: State, status: str, seat: int, now: float,
                             own: bool = False) -> dict[str, Any] | None:
        """The clocks as they will be once `seat`'s action made `new`, as stored with it."""
        if self.clocks is None:
            return None
        state, row_status = self.state, self.row.status
        self._state, self.row.status = new, status  # the stamp stays: views are not built
        try:
            after = self._clocks_after(seat, now, own)
        finally:
            self._state, self.row.status = state, row_status
        assert after is not None
        return self.clocks_json(*after, now=now)

    def _note_legal(self, acted: int | None = None) -> None:
        """A seat faces a new decision (it just acted, or its legal actions changed):
        earlier versions it saw become stale for it."""
        assert self.state is not None
        for seat in range(self.row.players):
            legal = tuple(self.state.legal(seat))
            if seat == acted or legal != self._legal_seen[seat]:
                self._legal_seen[seat] = legal
                self.seat_version[seat] = self.row.version

    # ----------------------------------------------------------- messages
    def legal_json(self, seat: int) -> bytes:
        """The seat's legal actions with their labels, encoded as sent; made again only
        when the list changed (legal lists are shared instances, so mostly it has not).
        Kept encoded: no live objects for the garbage collector to walk."""
        legal = self._legal_seen[seat]  # what _note_legal found for the current state
        sent = self._legal_sent.get(seat)
        if sent is None or sent[0] is not legal:
            sent = (legal, encode([{**a.to_json(), "label": a.label} for a in legal]))
            self._legal_sent[seat] = sent
        return sent[1]

    def message_for(self, seat: int | None, events: list[Any],
                    since: int | None = None, conn: Conn | None = None) -> str:
        """The state message of one seat, with the whole view; `since`: its events are
        those of the versions after it (a client catching up), with a `backlog` note of
        what they cover. `conn`: the connection it goes to, which then holds this view."""
        build = StateBuild(self, events)
        extra = None
        if since is not None and self.state is not None:
            extra = self.backlog(seat, since)
        return build.full(seat, conn, extra)

    def backlog(self, seat: int | None, since: int) -> tuple[list[dict[str, Any]],
                                                            dict[str, Any]]:
        """The events of versions since+1 to now as `seat` may see them, and what they
        cover: {"from", "to", "truncated"} (truncated: older versions are not kept)."""
        version = self.row.version
        oldest = version - len(self.history) + 1
        start = max(since + 1, oldest)
        events = [e.for_seat(seat) for step in list(self.history)[start - oldest:]
                  for e in step]
        return events, {"from": start, "to": version, "truncated": start > since + 1}

    def parse_since(self, raw: str | None) -> int | None:
        """The `since` a connecting client gave: the last version whose events it has
        (-1: none). Without one, a live table sends no backlog and a finished table its
        whole log. RoomError for a malformed value or a version yet to come."""
        if raw is None:
            return -1 if self.row.status == "finished" else None
        digits = raw[1:] if raw.startswith("-") else raw
        if not (digits.isascii() and digits.isdigit() and len(digits) <= 10):
            raise RoomError("bad_message", "'since' must be a whole number: the last "
                                           "version seen, or -1")
        since = int(raw)
        if not -1 <= since <= self.row.version:
            raise RoomError("bad_message", f"'since' must be from -1 to the table's version "
                                           f"{self.row.version}; {since} was given")
        return since

    def broadcast(self, events: list[Any], skip: Conn | None = None,
                  delivery: Delivery | None = None) -> None:
        """Every connection (but `skip`) gets the new state, its own seat's part of it."""
        if self.row.status == "playing":
            self._sync_clocks()  # a seat that came back, went away or was replaced
        conns = [conn for conn in self.conns if conn is not skip]
        if not conns:
            if delivery is not None:  # nobody to send to: delivered now
                delivery.pending = 1
                delivery.sent()
            return
        build = StateBuild(self, events)
        for conn in conns:
            if conn.queue.qsize() >= MAX_BACKLOG:
                self._drop_backlog(conn)
            text = build.for_conn(conn)
            if delivery is not None:
                text = Tracked(text)
                text.delivery = delivery
                delivery.pending += 1
            conn.queue.put_nowait(text)

    def _push(self, conn: Conn, text: str) -> None:
        if conn.queue.qsize() >= MAX_BACKLOG:
            self._drop_backlog(conn)
        conn.queue.put_nowait(text)

    def _drop_backlog(self, conn: Conn) -> None:
        _drop_states(conn)
        if self.chat_recent:  # dropped chat lines come back with the recent ones
            conn.queue.put_nowait(self.chat_log_message())

    def send_error(self, conn: Conn, code: str, message: str, about: str | None = None
                   ) -> None:
        data = {"type": "error", "code": code, "message": message}
        if about is not None:  # which part of the page asked (the chat shows its own)
            data["about"] = about
        conn.queue.put_nowait(dumps(data))

    def connect(self, conn: Conn, since: str | None = None) -> None:
        """A new connection: its state (with the events it missed since the version it
        gave), the recent chat, and, when a seat comes online, a fresh state for everyone
        else (who is connected). A spectator, or a seat's second tab, changes nothing the
        others see: they are sent nothing (else sockets opened and closed in a loop would
        cost every connection a state each time)."""
        arrives = conn.seat is not None and not any(c.seat == conn.seat for c in self.conns)
        self.conns.add(conn)
        if conn.seat is not None:
            self.absent_since.pop(conn.seat, None)
            if self.row.status == "playing":
                self._sync_clocks()  # the player is back: their clock runs again
        refused = None
        try:
            after = self.parse_since(since)
        except RoomError as exc:  # the connection goes on, as if it had not said
            after, refused = self.parse_since(None), exc
        conn.queue.put_nowait(self.message_for(conn.seat, [], since=after, conn=conn))
        if self.chat_recent:  # a table nobody wrote at sends nothing
            conn.queue.put_nowait(self.chat_log_message())
        if refused is not None:
            self.send_error(conn, refused.code, str(refused))
        if arrives:
            self.broadcast([], skip=conn)
        self.kick()

    def disconnect(self, conn: Conn) -> None:
        self.conns.discard(conn)
        if not self.conns:
            self.idle_since = time.monotonic()
        seat = conn.seat
        if seat is not None and not any(c.seat == seat for c in self.conns):
            self.absent_since[seat] = time.monotonic()
            task = asyncio.get_running_loop().create_task(self._absent_check())
            self._absent_tasks.add(task)
            task.add_done_callback(self._absent_tasks.discard)
            self.broadcast_lobby()  # the seat went offline (a spectator leaving: nothing)
        if not self.conns:
            self.on_idle(self)

    def broadcast_lobby(self) -> None:
        """Seats changed (joined, connected...): everyone gets a fresh state message."""
        self.broadcast([])

    async def _absent_check(self) -> None:
        await asyncio.sleep(self.settings.absent_after + 0.05)
        self.broadcast_lobby()
        self.kick()

    def mark_unconnected(self) -> None:
        """Players not connected now count as away from now (at the start, or after a
        restart), so a seat nobody comes back to is eventually played by a bot."""
        connected = {c.seat for c in self.conns}
        now = time.monotonic()
        for s in self.row.seats:
            if s.kind == "human" and s.seat not in connected:
                self.absent_since.setdefault(s.seat, now)
        if self.absent_since:
            task = asyncio.get_running_loop().create_task(self._absent_check())
            self._absent_tasks.add(task)
            task.add_done_callback(self._absent_tasks.discard)

    def _is_absent(self, seat: int) -> bool:
        since = self.absent_since.get(seat)
        return since is not None and time.monotonic() - since >= self.settings.absent_after

    # ---------------------------------------------------------------- bots
    def _bot_for(self, seat: int) -> Bot | None:
        row = self.row.seats[seat]
        if row.kind == "bot":
            name = row.bot or stand_in_bot(self.row.game)
        elif row.kind == "human" and (seat in self.standing_in or self._is_absent(seat)):
            name = stand_in_bot(self.row.game)
        else:
            return None
        key = (seat, name)
        if key not in self.bots:
            self.bots[key] = make_bot(name, self.row.game, Rng(seed_from(self.row.seed, "bot",
                                                                         seat, name)))
        return self.bots[key]

    def kick(self) -> None:
        """Make sure bots and timers are running for whatever the state now waits on."""
        if self.state is None or self.row.status != "playing":
            return
        self._sync_clocks()
        self._arm_timer()
        idle = self._bot_task is None or self._bot_task.done()
        if idle and any(self._bot_for(s) for s in self.state.to_move()):
            self._bot_task = asyncio.get_running_loop().create_task(self._run_bots())

    async def _run_bots(self) -> None:
        try:
            await self._bot_loop()
        except asyncio.CancelledError:
            raise
        except Exception:  # a bot bug must not kill the table silently
            log.exception("bot loop of table %s failed", self.id)

    async def _bot_loop(self) -> None:
        while self.state is not None and self.row.status == "playing":
            seats = [s for s in self.state.to_move() if self._bot_for(s)]
            if not seats:
                return
            if self.settings.bot_delay:
                await asyncio.sleep(self.settings.bot_delay)
            state = self.state
            seat = next((s for s in state.to_move() if self._bot_for(s)), None)
            if seat is None or self.row.status != "playing":
                continue
            # the bot thinks outside the lock, on a state nobody changes (every action
            # replaces self.state with a new copy), so players and timers go on meanwhile
            action = await self._think(seat, state)
            async with self.lock:
                now = self.state
                if now is None or self.row.status != "playing" or self._bot_for(seat) is None:
                    continue  # the game ended, or the player came back while it thought
                if now is not state and (seat not in now.to_move()
                                         or not now.is_legal(seat, action)):
                    continue  # the position moved on under it: think again
                await self._apply_locked(seat, action, None, by_bot=True)
            self._arm_timer()

    async def _think(self, seat: int, state: State) -> Action:
        """The seat's bot decides off the event loop, in its table's turn (workers.py): a
        search bot in a worker process, with a budget shortened while other tables' search
        bots share the workers (`search_budget`); any other bot on a thread. Past its
        budget the seat plays a random legal action and the bot is replaced (a thread or
        a job in a process cannot be stopped, so that instance is never used again)."""
        bot = self._bot_for(seat)
        assert bot is not None
        search = is_search(getattr(bot, "name", ""))
        lane = heavy_lane(self.row.game) if search else THREADS
        budget = self.search_budget(lane) if search else self.settings.bot_budget
        events = self._bot_events(seat, bot)
        try:
            action, thinker, used = await self.workers.run(
                self.id, decide, bot, state, seat, budget, events, lane=lane,
                timeout=budget + BOT_GRACE)
        except TimeoutError:
            log.warning("table %s: the %s bot of seat %d ran over its %.1f s budget",
                        self.id, bot.name, seat, budget)
            if search:  # cut short on a shortened budget: the server is busy, say so
                self.hurried = budget < self.settings.bot_budget
            self._drop_bot(bot)
            return self._fallback(seat, state)
        except Exception:  # a worker died or the bot failed: the seat still plays
            log.exception("table %s: the %s bot of seat %d failed", self.id, bot.name, seat)
            self._drop_bot(bot)
            return self._fallback(seat, state)
        if thinker is not bot:  # from a worker process: its memory (a belief) moves on
            for key, held in self.bots.items():
                if held is bot:
                    self.bots[key] = thinker
        log.debug("table %s: the %s bot of seat %d took %.3f s of its %.3f", self.id, bot.name,
                  seat, used, budget)
        if search:  # shown to the table while it lasts (TABLE's "hurried")
            self.hurried = budget < self.settings.bot_budget and used >= 0.9 * budget
        return action

    def search_budget(self, lane: str = PROCESSES) -> float:
        """A search bot's seconds for one decision: `bot_budget`, divided by how many
        tables share each worker of its lane now (so a round of every table's search
        takes about one budget), and never under `search_floor`."""
        settings = self.settings
        share = self.workers.share(lane, self.id)
        return min(settings.bot_budget, max(settings.search_floor,
                                            settings.bot_budget / share))

    def _drop_bot(self, bot: Bot) -> None:
        self.bots = {k: v for k, v in self.bots.items() if v is not bot}
        self.bot_seen = {k: v for k, v in self.bot_seen.items() if k in self.bots}

    def _fallback(self, seat: int, state: State) -> Action:
        rng = Rng(seed_from(self.row.seed, "overrun", self.row.version, seat))
        return rng.choice(state.legal(seat))

    def _bot_events(self, seat: int, bot: Bot) -> list[dict[str, Any]]:
        """The events the seat saw since this bot last decided (a new bot: every version
        the room keeps), redacted for the seat as its clients get them. Called while
        `self.state` is the state the bot decides on, so they end with this version's."""
        key = next(k for k, v in self.bots.items() if v is bot)
        since = self.bot_seen.get(key, -1)
        self.bot_seen[key] = self.row.version
        return self.backlog(seat, since)[0]

    def _arm_timer(self) -> None:
        """Open the window of a timed decision (the genie lamp claim) when one starts."""
        state = self.state
        if state is None:
            return
        closing = self._timer is not None and self._timer is asyncio.current_task()
        if not self.game.timeout_defaults(state):
            if self._timer is not None and not closing:
                self._timer.cancel()
            if not closing:
                self._timer = None
            self._deadline = None
            return
        if self._timer is None:
            self._deadline = time.monotonic() + self.settings.claim_window
            self._timer = asyncio.get_running_loop().create_task(self._expire())

    async def _expire(self) -> None:
        await asyncio.sleep(self.settings.claim_window)
        async with self.lock:
            try:  # the window stays "ours" while its defaults apply: nothing reopens it
                state = self.state
                if state is None or self.row.status != "playing":
                    return
                for seat, action in self.game.timeout_defaults(state).items():
                    if seat in state.to_move():
                        await self._apply_locked(seat, action, None, by_bot=True)
                        state = self.state
                        assert state is not None
            finally:
                self._timer, self._deadline = None, None
        self.kick()

    # ----------------------------------------------------------- turn timers
    def time_preset(self) -> tuple[float, float] | None:
        """(bank seconds, seconds per move) of the table's turn timer, or None."""
        return time_preset(self.settings, self.row.time)

    def _load_clocks(self) -> None:
        """The clocks as stored with the table (a fresh bank for a seat it has none of)."""
        preset = self.time_preset()
        if preset is None:
            return
        self.clocks, standing = from_stored(self.row.clocks, self.row.players, preset[0])
        # restore() makes every seat's decision start at the table's version
        self.standing_in = {s: self.row.version for s in standing}

    def clocks_json(self, clocks: list[Clock] | None = None,
                    standing: dict[int, int] | None = None, now: float | None = None
                    ) -> dict[str, Any] | None:
        """The clocks as stored (`tables.clocks`): a running clock counts as stopped now,
        so a restart gives each seat the time it had left."""
        clocks = self.clocks if clocks is None else clocks
        if clocks is None:
            return None
        now = time.monotonic() if now is None else now
        return stored_json(clocks, self.standing_in if standing is None else standing, now)

    def voters(self, seat: int) -> list[int]:
        """Who may vote to replace a seat's player: the other people at the table."""
        return [s.seat for s in self.row.seats if s.kind == "human" and s.seat != seat]

    def _clock_json(self, seat: int) -> dict[str, Any] | None:
        """A seat's clock as the table's JSON shows it (null for a bot's seat)."""
        assert self.clocks is not None
        if self.row.seats[seat].kind != "human":
            return None
        return clock_json(self.clocks[seat], seat in self.standing_in, self.voters(seat),
                          time.monotonic())

    def _clocks_after(self, acted: int | None, now: float, own: bool = False
                      ) -> tuple[list[Clock], dict[int, int]] | None:
        """The clocks for the state now (clocks.clocks_after), once `acted` acted (`own`:
        its player did, not a bot for them)."""
        if self.clocks is None:
            return None
        state = self.state
        asked: set[int] = set()
        timed: set[int] = set()
        if state is not None and self.row.status == "playing":
            asked = set(state.to_move())
            if asked:
                timed = set(self.game.timeout_defaults(state))
        present = {s.seat for s in self.row.seats
                   if s.kind == "human" and not self._is_absent(s.seat)}
        return clocks_after(self.clocks, self.standing_in, acted=acted, asked=asked,
                            timed=timed, present=present, decisions=self.seat_version,
                            increment=(self.time_preset() or (0.0, 0.0))[1], now=now,
                            own=own)

    def _sync_clocks(self, acted: int | None = None, now: float | None = None,
                     own: bool = False) -> None:
        """Start and stop the clocks for the state now; one callback per running clock."""
        after = self._clocks_after(acted, time.monotonic() if now is None else now, own)
        if after is None:
            return
        self.clocks, self.standing_in = after
        self._schedule_clocks()

    def _schedule_clocks(self) -> None:
        assert self.clocks is not None
        loop: asyncio.AbstractEventLoop | None = None
        for seat, clock in enumerate(self.clocks):
            due = clock.due if self.row.status == "playing" else None
            held = self._clock_handles.get(seat)
            if held is not None and held[1] == due:
                continue
            if held is not None:
                held[0].cancel()
                del self._clock_handles[seat]
            if due is not None:
                loop = loop or asyncio.get_running_loop()
                handle = loop.call_later(max(0.0, due - time.monotonic()),
                                         self._clock_ran_out, seat, due)
                self._clock_handles[seat] = (handle, due)

    def _clock_ran_out(self, seat: int, due: float) -> None:
        task = asyncio.get_running_loop().create_task(self._time_out(seat, due))
        self._clock_tasks.add(task)
        task.add_done_callback(self._clock_tasks.discard)

    async def _time_out(self, seat: int, due: float) -> None:
        """A seat's bank ran out: the stand-in bot makes this decision (the player gets
        the next one back, with the increment), and the others may vote to replace them."""
        async with self.lock:
            held = self._clock_handles.get(seat)
            if held is None or held[1] != due or self.clocks is None \
                    or self.row.status != "playing":
                return  # stopped or moved meanwhile
            # the spent handle stays listed until the clock is stopped below, so nothing
            # schedules this deadline again meanwhile
            clocks = list(self.clocks)
            clocks[seat] = ran_out(clocks[seat])
            standing = {**self.standing_in, seat: self.seat_version[seat]}
            try:  # kept in memory even when not stored: the table must not wait on it
                await self.storage.run(self.storage.set_table, self.id,
                                       clocks=self.clocks_json(clocks, standing))
            except SQLAlchemyError as exc:
                log.warning("storing a clock of table %s failed: %s", self.id,
                            exc.__class__.__name__)
            if self.clocks is None or self.row.status != "playing":
                return
            clocks = list(self.clocks)  # others may have moved during the write
            clocks[seat] = ran_out(clocks[seat])
            self.clocks = clocks
            self.standing_in = {**self.standing_in, seat: self.seat_version[seat]}
            self._schedule_clocks()
            log.info("table %s: seat %d ran out of time; the stand-in plays its move",
                     self.id, seat)
            self.broadcast([])
        self.kick()

    async def vote(self, voter: int | None, target: int) -> tuple[int, int, bool]:
        """A player votes to replace a seat whose time ran out with the stand-in bot for the
        rest of the game; a majority of the other people at the table replaces it (the
        player then watches, as after leaving). (votes, needed, replaced)."""
        self.check_alive()
        if voter is None:
            raise RoomError("forbidden", "only the table's players vote")
        row = self._seat(target)
        if self.row.status != "playing":
            raise RoomError("conflict", "there is a vote only while the game is played")
        if target == voter:
            raise RoomError("forbidden", "you cannot vote about your own seat")
        if row.kind != "human":
            raise RoomError("bot_seat", f"a bot plays seat {target}: nobody to replace")
        if self.clocks is None or self.clocks[target].outs == 0:
            raise RoomError("not_timed_out", f"the time of seat {target} never ran out")
        clock = self.clocks[target]
        if voter in clock.votes:
            raise RoomError("already_voted", f"you already voted to replace seat {target}")
        voters = self.voters(target)
        votes = tuple(v for v in (*clock.votes, voter) if v in voters)
        needed = votes_needed(voters)
        replaced = len(votes) >= needed
        clocks = list(self.clocks)
        clocks[target] = dataclasses.replace(clock, votes=votes)
        standing = {k: v for k, v in self.standing_in.items() if k != target or not replaced}
        stored = self.clocks_json(clocks, standing)
        if replaced:
            new = dataclasses.replace(row, kind="bot", bot=stand_in_bot(self.row.game),
                                      token_hash=None, name=f"{row.name[:32]} (bot)")
            await self.storage.run(self.storage.save_seat, self.id, new, stored)
            self.row.seats[target] = new
            self.absent_since.pop(target, None)
            for conn in self.conns:  # the token is spent: they watch from now on
                if conn.seat == target:
                    conn.seat = None
        else:
            await self.storage.run(self.storage.set_table, self.id, clocks=stored)
        clocks = list(self.clocks)  # as stored, from the clocks now
        clocks[target] = dataclasses.replace(clocks[target], votes=votes)
        self.clocks, self.standing_in = clocks, standing
        if replaced:
            self._sync_clocks()
            self._changed()
        return len(votes), needed, replaced

    def vote_message(self, voter: int, target: int, votes: int, needed: int,
                     replaced: bool, name: str) -> None:
        """Everyone at the table hears of a vote (docs/server.md, "Turn timers")."""
        text = dumps({"type": "vote", "seat": target, "name": name, "voter": voter,
                      "voter_name": self.row.seats[voter].name, "votes": votes,
                      "needed": needed, "replaced": replaced})
        for conn in list(self.conns):
            self._push(conn, text)

    # ---------------------------------------------------------------- chat
    def load_chat(self, lines: list[ChatRow], count: int, spectators: int,
                  spectator_lines: int = 0) -> None:
        """The stored chat (`Storage.load_chat`) of a table brought back into memory."""
        self.chat_recent.extend(lines)
        self.chat_count, self.spectators = count, spectators
        self.spectator_lines = spectator_lines

    def chat_log_message(self) -> str:
        return dumps({"type": "chat_log",
                      "lines": [line.to_json() for line in self.chat_recent]})

    async def chat(self, conn: Conn, data: dict[str, Any]) -> None:
        """A chat line from a connection (a player or a spectator): checked, stored, then
        sent to everyone at the table. Refusals go to the sender as an `error` about the
        chat; nothing is stored or sent."""
        try:
            line = await self._chat(conn, data)
        except RoomError as exc:
            self.send_error(conn, exc.code, str(exc), about="chat")
            return
        text = dumps({"type": "chat", **line.to_json()})
        for other in list(self.conns):
            self._push(other, text)

    async def _chat(self, conn: Conn, data: dict[str, Any]) -> ChatRow:
        self.check_alive()
        if "table" in data and data["table"] != self.id:
            raise RoomError("forbidden", "this connection chats at its own table only")
        if "seat" in data and (type(data["seat"]) is not int or data["seat"] != conn.seat):
            raise RoomError("forbidden", "a chat line is written as your own seat only")
        try:
            text = clean_chat(data.get("text"))
        except BadInput as exc:
            raise RoomError("bad_message", str(exc)) from None
        settings = self.settings
        key = (conn.host, conn.seat)
        bucket = self.chat_buckets.get(key)
        if bucket is None:
            if len(self.chat_buckets) >= CHAT_BUCKETS:
                del self.chat_buckets[next(iter(self.chat_buckets))]
            bucket = self.chat_buckets[key] = Bucket(settings.chat_rate, settings.chat_burst)
        wait = bucket.take(time.monotonic())
        if wait:
            raise RoomError("rate_limited", f"too many chat lines: {settings.chat_burst:g} at "
                                            f"once, then one every "
                                            f"{1 / settings.chat_rate:g} s; wait {wait:.1f} s")
        async with self.chat_lock:
            if self.chat_count >= CHAT_LINES:
                raise RoomError("chat_full", f"this table's chat is full ({CHAT_LINES} lines)")
            seat = conn.seat  # read under the lock: leaving may have made it a spectator
            if seat is None and self.spectator_lines >= CHAT_LINES // 2:
                raise RoomError("chat_full", "spectators have written all the lines they may "
                                             f"at this table ({CHAT_LINES // 2})")
            if seat is None:
                number = conn.spectator or self.spectators + 1
                name, bot = f"Spectator {number}", False
            else:
                number = None
                name, bot = self.row.seats[seat].name, self.row.seats[seat].kind == "bot"
            line = ChatRow(self.chat_count + 1, self.row.version, seat, number, name, bot,
                           text, round(time.time(), 3))
            try:
                await self.storage.run(self.storage.add_chat, self.id, line)
            except SQLAlchemyError as exc:  # not stored: not sent, nothing changed
                log.warning("storing a chat line failed: %s", exc.__class__.__name__)
                raise RoomError("unavailable", "the server could not store this line; "
                                               "nothing was sent, try again") from None
            self.chat_count = line.id
            self.chat_recent.append(line)
            if number is not None:
                conn.spectator = number
                self.spectators = max(self.spectators, number)
                self.spectator_lines += 1
        return line

    async def close(self) -> None:
        for task in (self._bot_task, self._timer, *self._absent_tasks, *self._clock_tasks):
            if task is not None:
                task.cancel()
        for handle, _ in self._clock_handles.values():
            handle.cancel()
        self._clock_handles.clear()
        if self.clocks is not None and self.row.status == "playing" and not self.gone:
            try:  # a restart gives each seat the time it had left, to the millisecond
                await self.storage.run(self.storage.set_table, self.id,
                                       clocks=self.clocks_json())
            except Exception as exc:  # the storage is closing: the last action's clocks
                log.warning("storing the clocks of table %s failed: %s", self.id,
                            exc.__class__.__name__)
        for conn in list(self.conns):
            conn.queue.put_nowait(None)


class StateBuild:
    """The state messages of one change: the part every seat shares is built and encoded
    once, each seat's own part once per seat, the patch of a seat's view once."""

    def __init__(self, room: Room, events: list[Any]) -> None:
        self.room = room
        state = room.state
        if state is not None and not events and room.row.version == 0:
            events = state.opening_events()  # nobody has acted: the set-up
        self.events = events
        deadline = None
        if room._deadline is not None and state is not None:
            deadline = round(max(0.0, room._deadline - time.monotonic()), 2)
        self.head = encode({"type": "state", "table": room.summary(),
                            "version": room.row.version, "deadline": deadline})[:-1]
        self._own: dict[int | None, dict[str, Any]] = {}
        self._texts: dict[tuple[int | None, str], str] = {}
        self._view: dict[int | None, SeatView] = {}
        self._value: dict[int | None, Any] = {}  # views built now, as values

    def view(self, seat: int | None) -> SeatView:
        if seat not in self._view:
            room = self.room
            self._view[seat], value = room.views.view(room.state, room.state_stamp, seat)
            if value is not None:
                self._value[seat] = value
        return self._view[seat]

    def value(self, seat: int | None) -> Any:
        """The seat's view as a value (decoded when it was built before this change)."""
        view = self.view(seat)
        if seat not in self._value:
            self._value[seat] = orjson.loads(view.whole)
        return self._value[seat]

    def own(self, seat: int | None) -> dict[str, Any]:
        """The seat's own fields: everything but the view and `legal` (see `legal`)."""
        fields = self._own.get(seat)
        if fields is None:
            state, room = self.room.state, self.room
            fields = {"seat": seat, "events": [], "decision": None}
            if state is not None:
                fields["events"] = [e.for_seat(seat) for e in self.events]
                if seat is not None:
                    fields["decision"] = room.seat_version[seat]
            self._own[seat] = fields
        return fields

    def legal(self, seat: int | None) -> bytes:
        if seat is None or self.room.state is None:
            return b"[]"
        return self.room.legal_json(seat)

    def full(self, seat: int | None, conn: Conn | None = None,
             backlog: tuple[list[dict[str, Any]], dict[str, Any]] | None = None) -> str:
        view = self.view(seat)
        if conn is not None:
            conn.holds = (seat, view.serial)
        if backlog is not None:  # a connecting client's events: not shared with others
            fields = {**self.own(seat), "events": backlog[0], "backlog": backlog[1]}
            return compose(self.head, fields, self.legal(seat), "view", view.whole).decode()
        key = (seat, "view")
        if key not in self._texts:
            self._texts[key] = compose(self.head, self.own(seat), self.legal(seat), "view",
                                       view.whole).decode()
        return self._texts[key]

    def for_conn(self, conn: Conn) -> str:
        """The message for one connection: a patch when it holds this seat's previous
        (or current) view and the patch is smaller, else the whole view."""
        seat = conn.seat
        if not conn.patches or conn.holds is None or conn.holds[0] != seat:
            return self.full(seat, conn)
        view = self.view(seat)
        if conn.holds[1] == view.serial:
            key: tuple[int | None, str] = (seat, "same")
            if key not in self._texts:
                self._texts[key] = compose(self.head, self.own(seat), self.legal(seat), "patch",
                                           b"[]").decode()
        else:
            before = self.room.views.previous.get(seat)
            if before is None or before.serial != conn.holds[1]:
                return self.full(seat, conn)
            key = (seat, "change")
            if key not in self._texts:
                ops = encode(diff_views(before, view, self.value(seat)))
                # the change is no smaller: the whole view (for every connection of the seat)
                self._texts[key] = "" if len(ops) >= len(view.whole) else \
                    compose(self.head, self.own(seat), self.legal(seat), "patch", ops).decode()
        if not self._texts[key]:
            return self.full(seat, conn)
        conn.holds = (seat, view.serial)
        return self._texts[key]
