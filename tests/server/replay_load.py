"""Live tables under a load of finished games' replays: what the replay endpoints cost.

A database is filled with long finished genie games (played here by random players and
stored as the server stores them); a server runs in its own process on it; while clients
fetch replays of those games (every page, from random seats) and page the replays list,
the players of a live table play, and each action's latency is measured from sending it
to receiving the state in which that seat's decision moved on; the lobby list's latency
too. `tests/server/test_replay_load.py` asserts generous bounds; run as a script to print
the figures (docs/server.md, "Finished games"):

    python -m tests.server.replay_load [--games 300] [--seconds 15] [--clients 8]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import inspect
import json
import multiprocessing
import os
import random
import re
import secrets
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets
from sqlalchemy import create_engine

from ludoteca.core.registry import get_game
from ludoteca.server.storage import SeatRow, Storage, TableRow

GAME, PLAYERS = "genie", 5  # random genie games of 5 last 300 to 600 versions


def seed_games(db_url: str, count: int, tries: int = 3) -> list[str]:
    """Store `count` finished games, the longest of `tries` random ones each: their ids."""
    game = get_game(GAME)
    storage = Storage(db_url)
    # a server that keeps results stores them with the last action
    keeps = "result" in inspect.signature(storage.append_action).parameters
    ids = []
    try:
        for number in range(count):
            best: tuple[int, list[tuple[int, dict[str, Any]]], Any] | None = None
            for attempt in range(tries):
                seed = number * tries + attempt
                state = game.new(PLAYERS, seed, {})
                rng = random.Random(seed)
                moves = []
                while not state.is_over():
                    seat = state.to_move()[0]
                    action = rng.choice(list(state.legal(seat)))
                    state.apply(seat, action)
                    moves.append((seat, action.to_json()))
                if best is None or len(moves) > len(best[1]):
                    best = (seed, moves, state)
            assert best is not None
            seed, moves, state = best
            row = TableRow(
                id=secrets.token_urlsafe(6), game=GAME, players=PLAYERS,
                options=game.resolve_options(PLAYERS, {}), seed=seed, public=True,
                status="playing", version=0, created=time.time() - count + number,
                host_hash="0" * 64, next_id=None,
                seats=[SeatRow(i, f"P{i}", "human", None, None) for i in range(PLAYERS)])
            storage.create_table(row)
            for seq, (seat, action) in enumerate(moves, start=1):
                status = "finished" if seq == len(moves) else "playing"
                extra = {}
                if keeps and status == "finished":
                    from ludoteca.server.replays import game_result
                    extra["result"] = game_result(state)
                storage.append_action(row.id, seq, seat, action, status, **extra)
            ids.append(row.id)
    finally:
        storage.close()
    return ids


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def serve(db_url: str, *options: str) -> Iterator[str]:
    """`ludoteca serve` on the database in its own process (as in production): its base
    URL. `options`: more command line options."""
    port = _free_port()
    process = subprocess.Popen(
        [sys.executable, "-c", "import sys; from ludoteca.cli import main; "
         "sys.exit(main(sys.argv[1:]))", "serve", "--db", db_url, "--port", str(port),
         "--bot-delay", "0", "--create-burst", "1000", "--join-burst", "1000", *options],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=os.environ.copy())
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if process.poll() is not None:
                raise RuntimeError("the server exited during start-up")
            try:
                httpx.get(base + "/api/games", timeout=2, verify=False)
                break
            except httpx.HTTPError:
                if time.monotonic() > deadline:
                    raise RuntimeError("the server did not start") from None
                time.sleep(0.1)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@dataclass
class Load:
    """What the clients measured in one window."""

    actions: list[float] = field(default_factory=list)  # latency of each action, seconds
    lobby: list[float] = field(default_factory=list)  # latency of each GET /api/tables
    tables: int = 0  # live tables played (one after another)
    replays: int = 0  # replay pages and list pages fetched
    refused: int = 0  # of which answered 429
    failed: int = 0  # other errors and timeouts
    bytes: int = 0  # bodies' bytes as sent (compressed)

    def summary(self) -> dict[str, Any]:
        def quantile(values: list[float], q: float) -> float | None:
            if not values:
                return None
            ordered = sorted(values)
            return round(1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)
        return {"tables": self.tables, "actions": len(self.actions),
                "action_p50_ms": quantile(self.actions, 0.5),
                "action_p99_ms": quantile(self.actions, 0.99),
                "action_max_ms": quantile(self.actions, 1.0),
                "lobby_requests": len(self.lobby), "lobby_p99_ms": quantile(self.lobby, 0.99),
                "replay_requests": self.replays, "refused_429": self.refused,
                "failed": self.failed, "replay_mb": round(self.bytes / 1e6, 1)}


async def _player(ws_base: str, table_id: str, token: str, load: Load, stop: float,
                  rng: random.Random) -> None:
    async with websockets.connect(f"{ws_base}/ws/tables/{table_id}?token={token}",
                                  max_size=2**24, close_timeout=1) as ws:
        answered, sent = None, None
        while time.monotonic() < stop:
            try:
                raw = await asyncio.wait_for(ws.recv(), max(0.05, stop - time.monotonic()))
            except TimeoutError:
                return
            message = json.loads(raw)
            if message["type"] == "error":
                answered, sent = None, None  # raced: decide again on the next state
                continue
            if message["type"] != "state":
                continue
            decision = message["decision"]
            if sent is not None and decision != answered:
                load.actions.append(time.perf_counter() - sent)
                sent = None
            if message["view"]["over"]:
                return
            if message["legal"] and decision != answered and sent is None:
                action = dict(rng.choice(message["legal"]))
                action.pop("label")
                answered, sent = decision, time.perf_counter()
                await ws.send(json.dumps({"type": "action", "version": message["version"],
                                          "action": action}))


async def _table(base: str, load: Load, stop: float, rng: random.Random) -> None:
    """Live tables of three players, one after another, until `stop`."""
    ws_base = base.replace("http", "ws", 1)
    async with httpx.AsyncClient(verify=False, base_url=base, timeout=30) as http:
        while time.monotonic() < stop:
            created = (await http.post("/api/tables", json={"game": GAME, "players": 3})).json()
            table_id, host = created["table"]["id"], created["host_token"]
            tokens = [(await http.post(f"/api/tables/{table_id}/join",
                                       json={"name": f"P{seat}", "seat": seat})).json()["token"]
                      for seat in range(3)]
            await http.post(f"/api/tables/{table_id}/start", json={"token": host})
            load.tables += 1
            await asyncio.gather(*(_player(ws_base, table_id, token, load, stop, rng)
                                   for token in tokens))


async def _lobby(base: str, load: Load, stop: float) -> None:
    async with httpx.AsyncClient(verify=False, base_url=base, timeout=30) as http:
        while time.monotonic() < stop:
            start = time.perf_counter()
            (await http.get("/api/tables")).raise_for_status()
            load.lobby.append(time.perf_counter() - start)
            await asyncio.sleep(0.05)


async def _fetch(http: httpx.AsyncClient, path: str, load: Load) -> httpx.Response | None:
    try:
        response = await http.get(path)
    except httpx.HTTPError:
        load.failed += 1
        return None
    load.replays += 1
    load.bytes += response.num_bytes_downloaded
    if response.status_code == 429:
        load.refused += 1
        return None
    if response.status_code != 200:
        load.failed += 1
        return None
    return response


_NEXT = re.compile(rb'"next":(\d+|null)')


def _next(body: bytes) -> int | None:
    """The next page of a replay page, read from its head (not parsing megabytes)."""
    found = _NEXT.search(body, 0, 4096)
    return int(found.group(1)) if found and found.group(1) != b"null" else None


async def _replays(base: str, ids: list[str], load: Load, stop: float,
                   rng: random.Random) -> None:
    """Replays of random games from random seats, every page, one after another."""
    async with httpx.AsyncClient(verify=False, base_url=base, timeout=60) as http:
        while time.monotonic() < stop:
            seat = rng.choice(["", *map(str, range(PLAYERS))])
            path = f"/api/tables/{rng.choice(ids)}/replay?seat={seat}"
            while path and time.monotonic() < stop:
                response = await _fetch(http, path, load)
                if response is None:
                    await asyncio.sleep(0.2)
                    break
                following = _next(response.content)  # a server without pages: none
                path = f"{path.split('&from=')[0]}&from={following}" if following else ""


async def _lists(base: str, load: Load, stop: float) -> None:
    """The replays list, every page of 200, again and again."""
    async with httpx.AsyncClient(verify=False, base_url=base, timeout=60) as http:
        while time.monotonic() < stop:
            path: str | None = "/api/replays?limit=200"
            while path and time.monotonic() < stop:
                response = await _fetch(http, path, load)
                if response is None:
                    await asyncio.sleep(0.2)
                    break
                link = response.links.get("next")
                path = link["url"] if link else None


def _clients(base: str, ids: list[str], seconds: float, replay_clients: int,
             list_clients: int, seed: int) -> tuple[int, int, int, int]:
    """The replay and list clients, in a process of their own (their work must not delay
    the players' measurements): requests, 429s, failures and bytes."""
    load = Load()
    stop = time.monotonic() + seconds

    async def run() -> None:
        await asyncio.gather(*(_replays(base, ids, load, stop, random.Random(seed + i))
                               for i in range(replay_clients)),
                             *(_lists(base, load, stop) for _ in range(list_clients)))
    asyncio.run(run())
    return load.replays, load.refused, load.failed, load.bytes


async def measure(base: str, ids: list[str], seconds: float, replay_clients: int = 0,
                  list_clients: int = 0, seed: int = 1) -> Load:
    """One window: a live table played and the lobby polled here, while the given clients
    run in another process."""
    load = Load()
    rng = random.Random(seed)
    loop = asyncio.get_running_loop()
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        others = loop.run_in_executor(pool, _clients, base, ids, seconds, replay_clients,
                                      list_clients, seed)
        await asyncio.sleep(0.5)  # the process started
        stop = time.monotonic() + seconds - 0.5
        await asyncio.gather(_table(base, load, stop, rng), _lobby(base, load, stop))
        load.replays, load.refused, load.failed, load.bytes = await others
    return load


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--db", default=None, help="an existing database of seeded games")
    parser.add_argument("--server-option", action="append", default=[],
                        help="more `ludoteca serve` options (as --server-option=--x=1)")
    args = parser.parse_args()
    db = args.db or f"sqlite:///{Path(os.environ.get('TMPDIR', '/tmp')) / 'replay-load.db'}"
    if args.db is None:
        Path(db.removeprefix("sqlite:///")).unlink(missing_ok=True)
        started = time.monotonic()
        seed_games(db, args.games)
        print(f"seeded {args.games} games in {time.monotonic() - started:.0f} s", flush=True)
    engine = create_engine(db)
    with engine.connect() as conn:  # the seeded games, longest first
        ids = [r[0] for r in conn.exec_driver_sql(
            "SELECT id FROM tables WHERE status = 'finished' AND host_hash = '"
            + "0" * 64 + "' ORDER BY version DESC")]
    engine.dispose()
    with serve(db, *args.server_option) as base:
        for name, replay_clients, list_clients in (("quiet", 0, 0),
                                                   ("replays", args.clients, 0),
                                                   ("lists", 0, args.clients)):
            load = asyncio.run(measure(base, ids, args.seconds, replay_clients, list_clients))
            print(json.dumps({"window": name, **load.summary()}), flush=True)


if __name__ == "__main__":
    main()
