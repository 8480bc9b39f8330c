"""One table in play: the authoritative state, its seats, connections and bots.

Every change goes through `Room.submit` under the room's lock, so actions of one table
are applied one at a time in arrival order (simultaneous submissions are all kept). Each
connection has its own outbound queue, so a slow browser never holds the table up.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
import logging
import secrets
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ..bots.base import Bot, Observation, make_bot, stand_in_bot
from ..core.actions import Action
from ..core.errors import IllegalAction
from ..core.protocol import State
from ..core.records import Record
from ..core.registry import get_game
from ..core.rng import Rng, seed_from
from .storage import SeatRow, Storage, TableRow

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
    waiting_expiry: float = 1800.0  # seconds a waiting table lives with nobody connected
    bot_budget: float = 10.0  # seconds a bot may think about one decision


class RoomError(Exception):
    """A request the room refuses; `code` goes to the client."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def summarize(row: TableRow, connected: set[int] | frozenset[int] = frozenset(),
              absent: Callable[[int], bool] = lambda seat: False) -> dict[str, Any]:
    """A table as the lobby and the API show it (`TABLE` in docs/server.md)."""
    return {
        "id": row.id, "game": row.game, "players": row.players,
        "options": row.options, "public": row.public, "status": row.status,
        "version": row.version, "created": row.created, "next": row.next_id,
        "seats": [{"seat": s.seat, "name": s.name, "kind": s.kind, "bot": s.bot,
                   "connected": s.seat in connected, "absent": absent(s.seat)}
                  for s in row.seats],
    }


@dataclass(eq=False)  # hashed by identity: rooms keep a set of them
class Conn:
    """One websocket: which seat it acts for (None: spectator) and its outbound queue."""

    seat: int | None
    queue: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)


# bots think here, off the event loop; two threads for the machine's two cores
BOT_THREADS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="bot")
BOT_GRACE = 0.5  # seconds past its deadline before a bot's decision is given up

MAX_BACKLOG = 200  # messages queued for one connection before its backlog is dropped


def _drop_states(queue: asyncio.Queue[Any]) -> None:
    """A client this far behind (not reading) only needs the latest state, which carries
    the whole view: drop its queued states (its event log misses them), keep the rest."""
    kept = [item for item in _drain(queue) if not isinstance(item, str)]
    for item in kept:
        queue.put_nowait(item)


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
        self.state: State | None = None
        self.actions: list[tuple[int, Action]] = []
        self.lock = asyncio.Lock()
        self.conns: set[Conn] = set()
        self.seat_version: list[int] = [0] * row.players
        self._legal_seen: list[tuple[Action, ...]] = [()] * row.players
        self.absent_since: dict[int, float] = {}
        self.bots: dict[tuple[int, str], Bot] = {}
        self._bot_task: asyncio.Task[None] | None = None
        self._timer: asyncio.Task[None] | None = None
        self._deadline: float | None = None
        self._absent_tasks: set[asyncio.Task[None]] = set()
        self.idle_since = time.monotonic()  # when it last had a connection or a change
        # set by the hub: seats or status changed / the last connection closed
        self.on_change: Callable[[Room], None] = lambda room: None
        self.on_idle: Callable[[Room], None] = lambda room: None

    # --------------------------------------------------------------- lobby
    @property
    def id(self) -> str:
        return self.row.id

    def summary(self) -> dict[str, Any]:
        connected = {c.seat for c in self.conns if c.seat is not None}
        return summarize(self.row, connected, self._is_absent)

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

    def may_manage(self, token: str | None) -> bool:
        if not token:
            return False
        digest = token_hash(token)
        return secrets.compare_digest(self.row.host_hash, digest) or any(
            s.token_hash == digest for s in self.row.seats if s.token_hash)

    # Each lobby change is written first and applied in memory only once the write has
    # succeeded, so a failed write changes nothing. The caller holds the room's lock.
    async def join(self, name: str, seat: int | None) -> tuple[int, str]:
        if self.row.status != "waiting":
            raise RoomError("forbidden", "the game has already started")
        free = [s for s in self.row.seats if s.kind == "empty"]
        if seat is not None:
            free = [s for s in free if s.seat == seat]
        if not free:
            raise RoomError("forbidden", "no free seat" if seat is None else
                            f"seat {seat} is not free")
        token = new_token()
        await self._save_seat(dataclasses.replace(free[0], kind="human", name=name, bot=None,
                                                  token_hash=token_hash(token)))
        return free[0].seat, token

    async def set_bot(self, seat: int, bot: str) -> None:
        if self.row.status != "waiting":
            raise RoomError("forbidden", "the game has already started")
        target = self._seat(seat)
        if target.kind == "human":
            raise RoomError("forbidden", f"seat {seat} is taken by a player")
        await self._save_seat(dataclasses.replace(target, kind="bot", bot=bot, token_hash=None,
                                                  name=f"{bot} bot {seat + 1}"))

    async def leave(self, seat: int) -> None:
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
            raise RoomError("bad_message", f"no seat {seat!r} at this table")
        return self.row.seats[seat]

    async def start(self) -> None:
        if self.row.status != "waiting":
            raise RoomError("forbidden", "the game has already started")
        if any(s.kind == "empty" for s in self.row.seats):
            raise RoomError("forbidden", "every seat must be taken by a player or a bot")
        state = self.game.new(self.row.players, self.row.seed, self.row.options)
        await self.storage.run(self.storage.set_table, self.id, status="playing")
        self.state = state
        self.row.status = "playing"
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
        for seat, action_json in stored:
            action = Action.from_json(action_json)
            state.apply(seat, action)
            self.actions.append((seat, action))
        self.state = state
        self._note_legal()
        self.seat_version = [self.row.version] * self.row.players

    # ---------------------------------------------------------------- play
    async def submit(self, conn: Conn, action: Action, version: int | None) -> None:
        """Apply one action for a connection's seat; RoomError for anything refused
        (state unchanged)."""
        async with self.lock:
            seat = conn.seat  # read under the lock: leaving may have taken the seat away
            if seat is None:
                raise RoomError("forbidden", "this connection holds no seat (any more)")
            await self._apply_locked(seat, action, version, False)
        self.kick()

    async def _apply_locked(self, seat: int, action: Action, version: int | None,
                            by_bot: bool) -> None:
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
        # the write runs off the event loop (other tables go on); this table stays locked,
        # and its state moves on only once the action is stored
        await self.storage.run(self.storage.append_action, self.id, version_now, seat,
                               action.to_json(), status)
        self.state = new
        self.actions.append((seat, action))
        self.row.version, self.row.status = version_now, status
        self._note_legal(acted=seat)
        self._arm_timer()  # before the broadcast, so the reveal already carries the deadline
        self.broadcast(events)
        if status == "finished":
            self._changed()

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
    def message_for(self, seat: int | None, events: list[Any]) -> str:
        state = self.state
        data: dict[str, Any] = {"type": "state", "table": self.summary(), "seat": seat,
                                "version": self.row.version, "events": [], "legal": [],
                                "view": None, "deadline": None, "decision": None}
        if state is not None:
            data["view"] = state.view(seat)
            if not events and self.row.version == 0:  # nobody has acted: the set-up
                events = state.opening_events()
            data["events"] = [e.for_seat(seat) for e in events]
            if seat is not None:
                data["legal"] = [{**a.to_json(), "label": a.label} for a in state.legal(seat)]
                data["decision"] = self.seat_version[seat]
            if self._deadline is not None:  # everyone sees when a timed window closes
                data["deadline"] = round(max(0.0, self._deadline - time.monotonic()), 2)
        return json.dumps(data, separators=(",", ":"))

    def broadcast(self, events: list[Any]) -> None:
        cache: dict[int | None, str] = {}
        for conn in list(self.conns):
            if conn.seat not in cache:
                cache[conn.seat] = self.message_for(conn.seat, events)
            if conn.queue.qsize() >= MAX_BACKLOG:
                _drop_states(conn.queue)
            conn.queue.put_nowait(cache[conn.seat])

    def send_error(self, conn: Conn, code: str, message: str) -> None:
        conn.queue.put_nowait(json.dumps({"type": "error", "code": code, "message": message}))

    def connect(self, conn: Conn) -> None:
        self.conns.add(conn)
        if conn.seat is not None:
            self.absent_since.pop(conn.seat, None)
        self.broadcast_lobby()  # the new connection's first message, and seats for all
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
        self.broadcast_lobby()
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
        elif row.kind == "human" and self._is_absent(seat):
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
        """The seat's bot decides on a worker thread, within the time budget; past it,
        the seat plays a random legal action and the bot is replaced (its thread cannot
        be stopped, so that instance is never used again)."""
        bot = self._bot_for(seat)
        assert bot is not None
        budget = self.settings.bot_budget
        obs = Observation(state, seat, deadline=time.monotonic() + budget)
        future = asyncio.get_running_loop().run_in_executor(BOT_THREADS, bot.act, obs)
        try:
            return await asyncio.wait_for(future, budget + BOT_GRACE)
        except TimeoutError:
            log.warning("table %s: the %s bot of seat %d ran over its %.1f s budget",
                        self.id, bot.name, seat, budget)
            self.bots = {k: v for k, v in self.bots.items() if v is not bot}
            rng = Rng(seed_from(self.row.seed, "overrun", self.row.version, seat))
            return rng.choice(state.legal(seat))

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

    # ------------------------------------------------------------- records
    def record(self) -> dict[str, Any]:
        assert self.state is not None
        record = Record(self.row.game, self.game.meta.version, self.row.players, self.row.seed,
                        dict(self.row.options), list(self.actions), self.state.digest())
        record.extra = {"table": self.id, "seats": [s.name for s in self.row.seats],
                        "scores": self.state.scores()}
        return record.to_json()

    def replay_steps(self, seat: int | None) -> list[dict[str, Any]]:
        state = self.game.new(self.row.players, self.row.seed, self.row.options)
        steps = [{"view": state.view(seat), "version": 0,
                  "events": [e.for_seat(seat) for e in state.opening_events()]}]
        for number, (actor, action) in enumerate(self.actions, start=1):
            events = state.apply(actor, action)
            steps.append({"view": state.view(seat), "version": number,
                          "events": [e.for_seat(seat) for e in events]})
        return steps

    async def close(self) -> None:
        for task in (self._bot_task, self._timer, *self._absent_tasks):
            if task is not None:
                task.cancel()
        for conn in list(self.conns):
            conn.queue.put_nowait(None)
