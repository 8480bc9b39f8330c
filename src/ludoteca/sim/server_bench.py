"""Load the table server: N tables of random players, all over real websockets on loopback.

The server runs as its own process (as in production) on a fresh SQLite file; this
process runs every client. The client's latency is measured from sending an action to
receiving the pushed state in which that seat's decision has moved on (its action was
applied); the server's, from receiving the action to sending the last state message of
its broadcast (read from `GET /api/stats` at the start and end of the window). The tables
follow a mix (`parse_mix`): games, seats, spectators and shares, such as
`genie:3x3,kingoftokyo:6+6` (12 connections at each King of Tokyo table). Clients ask for
changes (`patch=1`) as the browser does, unless `patch=False`.
"""

from __future__ import annotations

import asyncio
import gc
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from typing import Any

from ..bots.base import stand_in_bot
from ..core.registry import game_ids, get_game
from ..core.rng import Rng
from ..server import latency, patch

# a table kind of the mix: GAME:PLAYERS, then +SPECTATORS and xSHARE, both optional
_MIX_ENTRY = re.compile(r"^([a-z0-9_]+):(\d{1,2})(?:\+(\d{1,3}))?(?:x(\d{1,4}))?$")
WIDE = 12  # connections a table of the `wide` mix has
SEARCH_SEATS = 8  # seats of a search table (the probe that found the freeze used 8)


def named_mix(name: str) -> str | None:
    """The mixes named after what the registered games seat (none is named here):
    `wide`, the game seating the most players at its most, spectators making up 12
    connections; `mixed`, every game at 3 players (within its range, two shares) and at
    its most, plus the wide table."""
    if name not in ("wide", "mixed"):
        return None
    metas = [get_game(g).meta for g in game_ids()]
    most = max(metas, key=lambda m: (m.max_players, m.id))
    wide = f"{most.id}:{most.max_players}" + (
        f"+{WIDE - most.max_players}" if most.max_players < WIDE else "")
    if name == "wide":
        return wide
    parts = [f"{m.id}:{min(max(3, m.min_players), m.max_players)}x2" for m in metas]
    parts += [f"{m.id}:{m.max_players}" for m in metas if m is not most]
    return ",".join([*parts, wide])


@dataclass(frozen=True)
class TableKind:
    game: str
    players: int
    spectators: int = 0
    share: int = 1

    def label(self) -> str:
        extra = f"+{self.spectators}" if self.spectators else ""
        return f"{self.game}:{self.players}{extra}x{self.share}"


def parse_mix(text: str) -> list[TableKind]:
    """`GAME:PLAYERS[+SPECTATORS][xSHARE],...` (or `wide`, `mixed`: named_mix); ValueError when
    malformed. Tables are dealt to the kinds in proportion to their shares."""
    text = named_mix(text.strip()) or text
    kinds = []
    for entry in text.split(","):
        match = _MIX_ENTRY.match(entry.strip())
        if not match:
            raise ValueError(f"a mix entry is GAME:PLAYERS[+SPECTATORS][xSHARE], such as "
                             f"genie:3 or kingoftokyo:6+6x2; {entry.strip()!r} is not")
        game, players, spectators, share = match.groups()
        kinds.append(TableKind(game, int(players), int(spectators or 0), int(share or 1)))
        if kinds[-1].share < 1:
            raise ValueError("a share is at least 1")
    return kinds


def deal(kinds: list[TableKind], tables: int) -> list[TableKind]:
    """`tables` table kinds in proportion to their shares (largest remainders)."""
    total = sum(k.share for k in kinds)
    counts = [tables * k.share // total for k in kinds]
    by_remainder = sorted(range(len(kinds)), key=lambda i: -(tables * kinds[i].share % total))
    for i in by_remainder[:tables - sum(counts)]:
        counts[i] += 1
    return [kind for kind, n in zip(kinds, counts, strict=True) for _ in range(n)]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def _get(base: str, path: str) -> Any:
    with urllib.request.urlopen(base + path, timeout=30) as response:
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


@dataclass
class Tally:
    """What every client of the run adds to."""

    everyone: int
    latencies: list[float] = field(default_factory=list)
    counts: int = 0
    connected: int = 0
    go: asyncio.Event = field(default_factory=asyncio.Event)
    states: int = 0  # state messages received in the window
    state_bytes: int = 0
    patches: int = 0  # ... of which patches
    measuring: bool = False


def _viewed(message: dict[str, Any], view: Any) -> Any:
    """The view a state message brings: its `view`, or its `patch` applied to ours."""
    if "patch" in message:
        return patch.apply(view, message["patch"])
    return message.get("view")


async def _client(url: str, rng: Rng | None, tally: Tally, deadline: float,
                  think: float) -> None:
    """One connection: a random player (rng) or a spectator (None)."""
    import websockets

    async with websockets.connect(url, max_size=2**22, compression=None,
                                  close_timeout=1) as ws:
        # measure the steady state: nobody plays until every client is connected
        tally.connected += 1
        if tally.connected == tally.everyone:
            tally.go.set()
        await tally.go.wait()
        answered: int | None = None
        sent_at: float | None = None
        last: dict[str, Any] | None = None
        view: Any = None
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
            else:
                view = _viewed(message, view)
                if tally.measuring:
                    tally.states += 1
                    tally.state_bytes += len(raw)
                    tally.patches += "patch" in message
            last = message
            if rng is None:
                continue
            decision = message.get("decision")
            if sent_at is not None and decision != answered:
                tally.latencies.append(time.perf_counter() - sent_at)
                tally.counts += 1
                sent_at = None
            if (view or {}).get("over"):
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


async def _run_clients(base: str, kinds: list[TableKind], seconds: float, seed: int,
                       think: float, use_patch: bool, search_kinds: list[TableKind],
                       search_bot: str, probe: bool) -> dict[str, Any]:
    ws_base = base.replace("http://", "ws://")
    query = "&patch=1" if use_patch else ""
    players: list[str] = []
    watchers: list[str] = []
    for kind in kinds:
        created = _post(base, "/api/tables", {"game": kind.game, "players": kind.players,
                                              "public": False})
        table = created["table"]
        tokens = [_post(base, f"/api/tables/{table['id']}/join", {"name": f"p{i}"})["token"]
                  for i in range(kind.players)]
        # only the host starts a table
        _post(base, f"/api/tables/{table['id']}/start", {"token": created["host_token"]})
        players += [f"{ws_base}/ws/tables/{table['id']}?token={t}{query}" for t in tokens]
        watchers += [f"{ws_base}/ws/tables/{table['id']}?{query[1:]}"] * kind.spectators
    search = [_seat_bots(base, kind.game, kind.players, search_bot) for kind in search_kinds]
    tally = Tally(everyone=len(players) + len(watchers))
    gc.freeze()  # the client's own pauses must not count as server latency
    rng = Rng(seed)
    ends = time.monotonic() + seconds + 60
    clients = [asyncio.create_task(_client(url, rng.fork(i), tally, ends, think))
               for i, url in enumerate(players)]
    clients += [asyncio.create_task(_client(url, None, tally, ends, think))
                for url in watchers]
    await asyncio.wait_for(tally.go.wait(), timeout=60)
    searched = await asyncio.to_thread(_versions, base, search)
    before = await asyncio.to_thread(_get, base, "/api/stats")
    tally.measuring = True
    start = time.perf_counter()
    gaps: list[float] = []
    if probe:
        clients.append(asyncio.create_task(probe_bots(base, ws_base,
                                                      time.monotonic() + seconds, gaps)))
    await asyncio.sleep(seconds)
    elapsed, done = time.perf_counter() - start, tally.counts
    tally.measuring = False
    after = await asyncio.to_thread(_get, base, "/api/stats")
    searched = await asyncio.to_thread(_versions, base, search) - searched
    for task in clients:
        task.cancel()
    await asyncio.gather(*clients, return_exceptions=True)
    groups = after["storage"]["groups"] - before["storage"]["groups"]
    writes = after["storage"]["writes"] - before["storage"]["writes"]
    return {"latencies": tally.latencies[:done], "actions": done, "elapsed": elapsed,
            "server": latency.summary(latency.window(before["action_latency"],
                                                     after["action_latency"])),
            "storage": {"writes": writes, "commits": groups,
                        "writes_per_commit": round(writes / groups, 2) if groups else 0.0},
            "messages": {"states": tally.states,
                         "mean_bytes": round(tally.state_bytes / tally.states)
                         if tally.states else 0,
                         "patches": tally.patches},
            "bots": {"search_tables": len(search), "search_bot": search_bot,
                     "search_decisions": searched,
                     "probe": client_summary(gaps) if probe else None}}


def _seat_bots(base: str, game: str, players: int, bot: str) -> str:
    """A started table of `players` bots `bot` (seated by its host); its id."""
    created = _post(base, "/api/tables", {"game": game, "players": players, "public": False})
    table_id = created["table"]["id"]
    for seat in range(players):
        _post(base, f"/api/tables/{table_id}/bots",
              {"token": created["host_token"], "seat": seat, "bot": bot})
    _post(base, f"/api/tables/{table_id}/start", {"token": created["host_token"]})
    return table_id


def _versions(base: str, tables: list[str]) -> int:
    return sum(_get(base, f"/api/tables/{t}")["version"] for t in tables)


async def probe_bots(base: str, ws_base: str, deadline: float, gaps: list[float]) -> None:
    """The bot probe: a table of the first game's stand-in bots (its heuristic), watched
    as a spectator; each gap between two versions is one bot's reply (think, apply,
    broadcast), with no bot delay. A new table when one ends, until the deadline."""
    import websockets

    game = game_ids()[0]
    bot = stand_in_bot(game)
    players = min(max(3, get_game(game).meta.min_players), get_game(game).meta.max_players)
    while time.monotonic() < deadline:
        table_id = await asyncio.to_thread(_seat_bots, base, game, players, bot)
        async with websockets.connect(f"{ws_base}/ws/tables/{table_id}", max_size=2**22,
                                      compression=None, close_timeout=1) as ws:
            last, version = None, -1
            while (left := deadline - time.monotonic()) > 0:
                try:
                    message = json.loads(await asyncio.wait_for(ws.recv(), timeout=left))
                except TimeoutError:
                    return
                if message.get("type") != "state" or message["version"] <= version:
                    continue
                now = time.perf_counter()
                if last is not None:
                    gaps.append(now - last)
                last, version = now, message["version"]
                if message["table"]["status"] == "finished":
                    break


def client_summary(latencies: list[float]) -> dict[str, Any]:
    """p50/p90/p99/max (exact, in ms) and the coarse histogram of the client's samples."""
    ordered = sorted(latencies)

    def quantile(q: float) -> float:
        if not ordered:
            return 0.0
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 2)

    counts: dict[int, int] = {}
    for seconds in ordered:
        index = latency.bucket_of(seconds * 1000)
        counts[index] = counts.get(index, 0) + 1
    coarse = latency.summary(counts)["histogram"]
    return {"count": len(ordered), "p50_ms": quantile(0.50), "p90_ms": quantile(0.90),
            "p99_ms": quantile(0.99),
            "max_ms": round(ordered[-1] * 1000, 2) if ordered else 0.0, "histogram": coarse}


def bench_server(game: str, tables: int = 50, players: int = 3, seconds: float = 20.0,
                 seed: int = 1, think: float = 0.5, mix: list[TableKind] | None = None,
                 use_patch: bool = True, search_tables: int = 0,
                 search_bot: str = "ismcts-strong", bot_probe: bool = False) -> dict[str, Any]:
    """game, players: every table's, unless a `mix` is given; think: mean seconds a
    client waits before answering (0: as fast as it can). search_tables: tables whose
    every seat is the search bot `search_bot`, playing flat out beside the others (the
    game seating the most, at up to SEARCH_SEATS seats); bot_probe (on with search tables):
    a table of heuristic bots whose replies are timed (`bots.probe`)."""
    kinds = mix or [TableKind(game, players)]
    probe = bot_probe or search_tables > 0
    most = max((get_game(g).meta for g in game_ids()), key=lambda m: (m.max_players, m.id))
    search_kinds = [TableKind(most.id, min(most.max_players, SEARCH_SEATS))] * search_tables
    dealt = deal(kinds, tables)
    seats = sum(k.players for k in dealt)
    connections = sum(k.players + k.spectators for k in dealt)
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as folder:
        db = f"sqlite:///{os.path.join(folder, 'bench.db')}"
        process = subprocess.Popen(
            [sys.executable, "-m", "ludoteca.cli", "serve", "--port", str(port), "--db", db,
             "--bot-delay", "0", "--claim-window", "30", "--absent-after", "600",
             "--rate-limit", "1000",
             # every client of the bench comes from this one address
             "--join-burst", str(seats + 20), "--sockets-per-address", str(connections + 20),
             # the probe makes a table of bots each time one ends; the search tables seat
             # more search bots than one address may elsewhere
             "--create-burst", "100000", "--seat-change-burst", "100000",
             "--search-bots-per-table", str(SEARCH_SEATS),
             "--search-bots-per-address", str(SEARCH_SEATS * (search_tables + 1))],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            _wait_up(base, process)
            run = asyncio.run(_run_clients(base, dealt, seconds, seed, think, use_patch,
                                           search_kinds, search_bot, probe))
        finally:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
    client = client_summary(run["latencies"])
    actions, elapsed = run["actions"], run["elapsed"]
    return {"game": ",".join(dict.fromkeys(k.game for k in kinds)), "tables": tables,
            "players": kinds[0].players if len(kinds) == 1 else None,
            "mix": [k.label() for k in kinds],
            "connections": connections,
            "think_s": think, "patch": use_patch, "actions": actions,
            "seconds": round(elapsed, 2), "actions_per_s": round(actions / elapsed, 1),
            "p50_ms": client["p50_ms"], "p99_ms": client["p99_ms"],
            "client_latency": client, "server_latency": run["server"],
            "storage": run["storage"], "messages": run["messages"], "bots": run["bots"]}
