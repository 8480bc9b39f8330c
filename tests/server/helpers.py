"""Shared helpers for the server tests.

- `LiveServer`: the app on a real uvicorn server in a background thread (127.0.0.1 only).
- `new_table`: create a table over HTTP, fill its seats with players and bots, start it.
- `Client`: one websocket connection driven with asyncio (`websockets` library).
- `play`: a client that answers each of its decisions once, until the game is over.
- `record_moves`: the record's actions with the round and phase each was played in.

Every wait is bounded: a test that hangs fails with a timeout instead.
"""

from __future__ import annotations

import asyncio
import json
import random
import socket
import threading
import time
import warnings
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
import uvicorn
import websockets

from ludoteca.core.actions import Action
from ludoteca.core.records import Record, replay
from ludoteca.core.registry import get_game
from ludoteca.server.app import create_app
from ludoteca.server.http_timeouts import uvicorn_config
from ludoteca.server.room import Settings

with warnings.catch_warnings():  # starlette warns at import that it prefers httpx2
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

HOST = "127.0.0.1"
TIMEOUT = 10.0  # seconds: the longest any single message may take to arrive

__all__ = ["HOST", "TIMEOUT", "Client", "Closed", "Gate", "LiveServer", "Log", "Pacer",
           "Table", "TestClient", "create_app", "finish_game", "free_port", "new_table", "play",
           "record_moves", "settings", "start_table"]


def settings(bot_delay: float = 0.0, claim_window: float = 2.0,
             absent_after: float = 60.0, **more: Any) -> Settings:
    """Test settings: no bot delay, and room for the many tables, seats, seat changes,
    sockets and replay requests one test client (one address) makes."""
    more.setdefault("create_burst", 100_000.0)
    more.setdefault("join_burst", 100_000.0)
    more.setdefault("seat_change_burst", 100_000.0)
    more.setdefault("sockets_per_address", 100_000)
    more.setdefault("replays_burst", 100_000.0)
    # heavy jobs (search bots, replay builds) on a thread of the test's process: spawning a
    # worker process costs a second of CPU per server; the tests of the process lane
    # (test_bot_fairness.py, test_finished_games.py) ask for one
    more.setdefault("worker_processes", 0)
    return Settings(bot_delay=bot_delay, claim_window=claim_window, absent_after=absent_after,
                    **more)


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


class Addressed:
    """A test server on HOST:port, with its HTTP and websocket base addresses."""

    port: int

    @property
    def base(self) -> str:
        return f"http://{HOST}:{self.port}"

    @property
    def ws_base(self) -> str:
        return f"ws://{HOST}:{self.port}"


class _Server(uvicorn.Server):
    """uvicorn's server, looking for the stop request every 10 ms rather than 100: a test
    server stops at the end of every test that started one, and the wait added up."""

    async def main_loop(self) -> None:
        counter = 0
        should_exit = await self.on_tick(counter)
        while not should_exit:
            counter = (counter + 1) % 864_000
            await asyncio.sleep(0.01)
            should_exit = await self.on_tick(counter)

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        """uvicorn's shutdown without its fixed tenth of a second after asking the
        connections to close (a tenth of a second of every test that starts a server): the
        connections are polled every 5 ms instead, with the same bound."""
        for server in self.servers:
            server.close()
        for sock in sockets or []:
            sock.close()
        for connection in list(self.server_state.connections):
            connection.shutdown()
        deadline = time.monotonic() + (self.config.timeout_graceful_shutdown or 10)
        while ((self.server_state.connections or self.server_state.tasks)
               and not self.force_exit and time.monotonic() < deadline):
            await asyncio.sleep(0.005)
        for task in self.server_state.tasks:
            task.cancel()
        for server in self.servers:
            await server.wait_closed()
        if not self.force_exit:
            await self.lifespan.shutdown()


class LiveServer(Addressed):
    """The Starlette app served by uvicorn on a free loopback port, in a thread."""

    def __init__(self, app: Any, **config: Any) -> None:
        """`config`: uvicorn_config options over the defaults (timeouts, protocol)."""
        self.app = app
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind((HOST, 0))
        self.port = self.sock.getsockname()[1]
        self.config = uvicorn_config(app, HOST, self.port, **{"lifespan": "on", **config})
        self.server = _Server(self.config)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]},
                                       daemon=True, name=f"uvicorn-{self.port}")
        # plain HTTP on loopback: no TLS, so no certificate store to load (about 25 ms of
        # CPU for each client made with the default `verify=True`)
        self.http = httpx.Client(verify=False, base_url=self.base, timeout=TIMEOUT)

    @property
    def hub(self) -> Any:
        return self.app.state.hub

    def start(self) -> LiveServer:
        self.thread.start()
        deadline = time.monotonic() + 15
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the uvicorn server did not start")
            time.sleep(0.01)
        return self

    def stop(self) -> None:
        self.http.close()
        self.server.should_exit = True
        self.thread.join(10)
        if self.thread.is_alive():
            self.server.force_exit = True
            self.thread.join(5)
        self.sock.close()

    def snapshot(self, table_id: str) -> tuple[int, str, int, str | None]:
        """What hostile input must not change: version, status, actions, state digest."""
        room = self.hub.rooms.get(table_id) or self.hub.finished[table_id]
        digest = room.state.digest() if room.state is not None else None
        return room.row.version, room.row.status, len(room.actions), digest


# ------------------------------------------------------------------------------ lobby
@dataclass
class Table:
    id: str
    host: str
    tokens: dict[int, str]  # seat -> token of each human seat
    summary: dict[str, Any]


def _ok(response: Any) -> Any:
    assert response.status_code < 300, (response.status_code, response.text)
    return response.json()


def new_table(http: Any, players: int, humans: int | None = None, bots: tuple[str, ...] = (),
              public: bool = True, options: dict[str, Any] | None = None,
              start: bool = True, game: str = "genie", timer: str | None = None) -> Table:
    """Seats 0..humans-1 are people (named P0, P1...), the next ones the given bots;
    `timer`: the turn timer (docs/server.md, "Turn timers")."""
    humans = players - len(bots) if humans is None else humans
    body: dict[str, Any] = {"game": game, "players": players, "public": public}
    if options is not None:
        body["options"] = options
    if timer is not None:
        body["time"] = timer
    created = _ok(http.post("/api/tables", json=body))
    table_id, host = created["table"]["id"], created["host_token"]
    tokens = {}
    for seat in range(humans):
        joined = _ok(http.post(f"/api/tables/{table_id}/join",
                               json={"name": f"P{seat}", "seat": seat}))
        assert joined["seat"] == seat
        tokens[seat] = joined["token"]
    for offset, bot in enumerate(bots):
        _ok(http.post(f"/api/tables/{table_id}/bots",
                      json={"token": host, "seat": humans + offset, "bot": bot}))
    table = Table(table_id, host, tokens, _ok(http.get(f"/api/tables/{table_id}")))
    if start:
        start_table(http, table)
    return table


def start_table(http: Any, table: Table) -> None:
    table.summary = _ok(http.post(f"/api/tables/{table.id}/start", json={"token": table.host}))
    assert table.summary["status"] == "playing"


def finish_game(client: Any, table: Table, limit: int = 5000) -> dict[str, Any]:
    """Play the human seats' decisions (the last legal action each time) until the end."""
    assert len(table.tokens) == 1, "one human seat: the TestClient websocket is synchronous"
    token = next(iter(table.tokens.values()))
    pacer = Pacer()
    with client.websocket_connect(f"/ws/tables/{table.id}?token={token}") as ws:
        answered = None
        for _ in range(limit):
            message = json.loads(ws.receive_text())
            assert message["type"] != "error", message
            if message["type"] != "state":  # the table's chat
                continue
            if message["view"]["over"]:
                return message
            if message["legal"] and message["decision"] != answered:
                answered = message["decision"]
                action = {k: v for k, v in message["legal"][-1].items() if k != "label"}
                time.sleep(pacer.delay())
                ws.send_text(json.dumps({"type": "action", "version": message["version"],
                                         "action": action}))
    raise AssertionError("the game did not finish")


# -------------------------------------------------------------------------- websockets
class Closed(Exception):
    def __init__(self, code: int | None, messages: list[dict[str, Any]]) -> None:
        super().__init__(f"connection closed with code {code}")
        self.code = code
        self.messages = messages


class Pacer:
    """A client-side token bucket that stays under the server's rate limit (the default
    Settings' rate and burst, with a margin): bots at bot_delay=0 answer at once, and a
    client that answers every decision at once could otherwise be rate limited."""

    def __init__(self, rate: float | None = None, burst: float | None = None) -> None:
        defaults = Settings()
        self.rate = rate or 0.75 * getattr(defaults, "rate", 20.0)
        self.burst = burst or 0.75 * getattr(defaults, "burst", 40.0)
        self.tokens, self.last = self.burst, time.monotonic()

    def delay(self) -> float:
        """Seconds to wait before the next message (and take its token)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        self.tokens -= 1
        return 0.0 if self.tokens >= 0 else -self.tokens / self.rate


class Client:
    """One websocket connection to a table; every receive has a timeout."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws
        self.last: dict[str, Any] | None = None  # the last state message received
        self.pacer = Pacer()

    @classmethod
    async def connect(cls, ws_base: str, table_id: str, token: str | None = None) -> Client:
        url = f"{ws_base}/ws/tables/{table_id}" + (f"?token={token}" if token else "")
        ws = await asyncio.wait_for(
            websockets.connect(url, max_size=2**22, open_timeout=TIMEOUT), TIMEOUT)
        return cls(ws)

    async def recv(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        try:
            raw = await asyncio.wait_for(self.ws.recv(), timeout)
        except websockets.ConnectionClosed as exc:
            raise Closed(exc.rcvd.code if exc.rcvd else None, []) from None
        message = json.loads(raw)
        if message.get("type") == "state":
            self.last = message
        return message

    async def state(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        return await self.expect(lambda m: m["type"] == "state", timeout)

    async def expect(self, pred: Callable[[dict[str, Any]], bool],
                     timeout: float = TIMEOUT) -> dict[str, Any]:
        """The first message matching `pred`, skipping others (bounded by `timeout`)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no matching message in time")
            message = await self.recv(left)
            if pred(message):
                return message

    async def error(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        return await self.expect(lambda m: m["type"] == "error", timeout)

    async def closed(self, timeout: float = TIMEOUT) -> Closed:
        """Read until the server closes the connection; the close code and what came first."""
        seen = []
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("the connection was not closed in time")
            try:
                seen.append(await self.recv(left))
            except Closed as exc:
                exc.messages = seen
                return exc

    async def send(self, data: Any) -> None:
        await self.ws.send(data if isinstance(data, str | bytes) else json.dumps(data))

    async def act(self, action: dict[str, Any], version: int, **extra: Any) -> None:
        """Send an action, paced to stay under the server's rate limit."""
        delay = self.pacer.delay()
        if delay:
            await asyncio.sleep(delay)
        await self.send({"type": "action", "version": version, "action": action, **extra})

    async def close(self) -> None:
        await asyncio.wait_for(self.ws.close(), TIMEOUT)

    async def __aenter__(self) -> Client:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()


def strip(legal: dict[str, Any]) -> dict[str, Any]:
    """A legal entry without its label: the action to send."""
    return {k: v for k, v in legal.items() if k != "label"}


class Gate:
    """Holds the answers of one simultaneous phase (keyed by round and phase) until every
    expected client has its answer ready, so they are all sent at the same moment."""

    def __init__(self, timeout: float = 5.0) -> None:
        self.timeout = timeout
        self.arrived: dict[Any, int] = defaultdict(int)
        self.events: dict[Any, asyncio.Event] = defaultdict(asyncio.Event)
        self.opened: list[Any] = []
        self.timeouts = 0

    async def wait(self, key: Any, expected: int) -> None:
        self.arrived[key] += 1
        if self.arrived[key] >= expected and not self.events[key].is_set():
            self.opened.append(key)
            self.events[key].set()
        try:
            await asyncio.wait_for(self.events[key].wait(), self.timeout)
        except TimeoutError:
            self.timeouts += 1


@dataclass
class Log:
    """What one playing client did and saw."""

    seat: int | None
    # round, phase, the version sent with it, action
    sent: list[tuple[int, str, int, dict[str, Any]]] = field(default_factory=list)
    errors: list[dict[str, Any]] = field(default_factory=list)
    states: list[dict[str, Any]] = field(default_factory=list)
    final: dict[str, Any] | None = None


def random_policy(rng: random.Random, message: dict[str, Any]) -> dict[str, Any]:
    return strip(rng.choice(message["legal"]))


async def play(client: Client, seat: int | None, rng: random.Random, *,
               gate: Gate | None = None, humans: set[int] | None = None,
               policy: Callable[[random.Random, dict[str, Any]], dict[str, Any] | None]
               = random_policy, keep_states: bool = False, timeout: float = 60.0,
               stop: Callable[[dict[str, Any]], bool] | None = None,
               first: dict[str, Any] | None = None) -> Log:
    """Answer each decision once (as the protocol asks) until the game is over.

    With a gate, the answers of the simultaneous phases (place, claim) of all the clients
    in `humans` are released together. A policy returning None leaves the decision alone.
    `first`: a message already received, handled before reading more.
    """
    log = Log(seat)
    answered: int | None = None
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError(f"seat {seat}: the game did not finish in {timeout} s")
        if first is not None:
            message, first = first, None
        else:
            message = await client.recv(min(left, TIMEOUT))
        if message["type"] == "error":
            log.errors.append(message)
            continue
        if message["type"] != "state":
            continue
        if keep_states:
            log.states.append(message)
        view = message["view"]
        if view is None:
            continue
        if view["over"] or (stop is not None and stop(message)):
            log.final = message
            return log
        if not message["legal"] or message["decision"] == answered:
            continue
        action = policy(rng, message)
        if action is None:
            continue
        answered = message["decision"]
        phase = view["phase"]
        if gate is not None and phase in ("place", "claim"):
            expected = len(set(view["to_move"]) & (humans or set()))
            await gate.wait((view["round"], phase), expected)
        log.sent.append((view["round"], phase, message["version"], action))
        await client.act(action, message["version"])


# ----------------------------------------------------------------------------- records
def record_moves(record: dict[str, Any]) -> list[tuple[int, str, int, dict[str, Any]]]:
    """(round, phase, seat, action) of every recorded action, replayed with the engine;
    also checks the record replays to its digest."""
    state = get_game(record["game"]).new(record["players"], record["seed"], record["options"])
    moves = []
    for seat, action in record["actions"]:
        moves.append((state.round, state.phase, seat, action))  # type: ignore[attr-defined]
        state.apply(seat, Action.from_json(action))
    assert state.is_over()
    assert state.digest() == record["digest"]
    assert replay(Record.from_json(record)).digest() == record["digest"]
    return moves


def check_simultaneous(moves: list[tuple[int, str, int, dict[str, Any]]], players: int) -> int:
    """Each round, every seat placed exactly once and answered the claim exactly once.
    Returns the number of rounds."""
    rounds = sorted({r for r, phase, _, _ in moves if phase == "place"})
    assert rounds == list(range(rounds[0], rounds[0] + len(rounds)))
    for phase, kinds in (("place", {"place"}), ("claim", {"rub", "pass"})):
        for r in rounds:
            seats = sorted(s for rr, p, s, a in moves if rr == r and p == phase)
            assert seats == list(range(players)), (phase, r, seats)
            assert all(a["kind"] in kinds for rr, p, s, a in moves if rr == r and p == phase)
    return len(rounds)
