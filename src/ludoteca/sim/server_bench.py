"""Load the table server: N tables of random players, all over real websockets on loopback.

The server runs as its own process (as in production) on a fresh SQLite file; this
process runs every client. Latency is measured from sending an action to receiving the
pushed state in which that seat's decision has moved on (its action was applied).
"""

from __future__ import annotations

import asyncio
import gc
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from typing import Any

from ..core.rng import Rng


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def _wait_up(base: str, process: subprocess.Popen[bytes], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError("the server exited during start-up")
        try:
            with urllib.request.urlopen(base + "/api/games", timeout=2):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("the server did not start in time")


async def _player(url: str, rng: Rng, latencies: list[float], counts: list[int],
                  deadline: float, think: float, connected: list[int],
                  go: asyncio.Event, everyone: int) -> None:
    import websockets

    async with websockets.connect(url, max_size=2**22, compression=None,
                                  close_timeout=1) as ws:
        # measure the steady state: nobody plays until every client is connected
        connected[0] += 1
        if connected[0] == everyone:
            go.set()
        await go.wait()
        answered: int | None = None
        sent_at: float | None = None
        last: dict[str, Any] | None = None
        while time.monotonic() < deadline:
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, deadline -
                                                                    time.monotonic()))
            except TimeoutError:
                return
            message = json.loads(raw)
            if message["type"] == "error":
                # refused (raced by another seat): decide again from the latest state
                answered, sent_at, message = None, None, last
                if message is None:
                    continue
            elif message["type"] != "state":
                continue
            last = message
            decision = message.get("decision")
            if sent_at is not None and decision != answered:
                latencies.append(time.perf_counter() - sent_at)
                counts[0] += 1
                sent_at = None
            if (message.get("view") or {}).get("over"):
                return
            legal = message.get("legal") or []
            if legal and decision != answered:
                if think:  # a player thinks for a while (random, up to twice `think`)
                    await asyncio.sleep(think * 2 * rng.random())
                action = dict(rng.choice(legal))
                action.pop("label", None)
                answered = decision
                sent_at = time.perf_counter()
                await ws.send(json.dumps({"type": "action", "version": message["version"],
                                          "action": action}))


async def _run_clients(base: str, game: str, tables: int, players: int, seconds: float,
                       seed: int, think: float) -> tuple[list[float], int, float]:
    ws_base = base.replace("http://", "ws://")
    urls = []
    for _ in range(tables):
        table = _post(base, "/api/tables", {"game": game, "players": players,
                                            "public": False})["table"]
        tokens = [_post(base, f"/api/tables/{table['id']}/join", {"name": f"p{i}"})["token"]
                  for i in range(players)]
        _post(base, f"/api/tables/{table['id']}/start", {"token": tokens[0]})
        urls += [f"{ws_base}/ws/tables/{table['id']}?token={t}" for t in tokens]
    latencies: list[float] = []
    counts = [0]
    connected = [0]
    go = asyncio.Event()
    gc.freeze()  # the client's own pauses must not count as server latency
    rng = Rng(seed)
    players_ = [asyncio.create_task(_player(url, rng.fork(i), latencies, counts,
                                            time.monotonic() + seconds + 60, think,
                                            connected, go, len(urls)))
                for i, url in enumerate(urls)]
    await asyncio.wait_for(go.wait(), timeout=60)
    start = time.perf_counter()
    await asyncio.sleep(seconds)
    elapsed, done = time.perf_counter() - start, counts[0]
    for task in players_:
        task.cancel()
    await asyncio.gather(*players_, return_exceptions=True)
    return latencies[:done], done, elapsed


def bench_server(game: str, tables: int = 50, players: int = 3, seconds: float = 20.0,
                 seed: int = 1, think: float = 0.5) -> dict[str, Any]:
    """game: the game id every table plays; think: mean seconds a client waits before
    answering (0: as fast as it can)."""
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as folder:
        db = f"sqlite:///{os.path.join(folder, 'bench.db')}"
        process = subprocess.Popen(
            [sys.executable, "-m", "ludoteca.cli", "serve", "--port", str(port), "--db", db,
             "--bot-delay", "0", "--claim-window", "30", "--absent-after", "600",
             "--rate-limit", "1000"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            _wait_up(base, process)
            latencies, actions, elapsed = asyncio.run(
                _run_clients(base, game, tables, players, seconds, seed, think))
        finally:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
    latencies.sort()

    def quantile(q: float) -> float:
        if not latencies:
            return 0.0
        return round(latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000, 2)

    return {"game": game, "tables": tables, "players": players, "think_s": think,
            "actions": actions,
            "seconds": round(elapsed, 2), "actions_per_s": round(actions / elapsed, 1),
            "p50_ms": quantile(0.50), "p99_ms": quantile(0.99)}
