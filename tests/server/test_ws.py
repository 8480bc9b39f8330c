"""Play over websockets against a real uvicorn server: concurrent clients, reconnection,
absent players, the lamp claim window and spectators (docs/server.md, "Websocket")."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from typing import Any

import pytest

from .helpers import (
    Client,
    Gate,
    LiveServer,
    Log,
    check_simultaneous,
    new_table,
    play,
    record_moves,
    start_table,
)

LiveFactory = Callable[..., LiveServer]


def check_secrets(log: Log, players: int) -> None:
    """No state message shows another seat's dice before the reveal (nor, for a
    spectator, anyone's), and a spectator never gets actions or a decision."""
    assert log.states
    for message in log.states:
        view = message["view"]
        assert message["seat"] == log.seat
        if view is None:  # not started yet
            continue
        assert view["seat"] == log.seat
        if log.seat is None:
            assert message["legal"] == [] and message["decision"] is None
            assert view["prompt"] is None
        if view["phase"] != "claim":
            assert message["deadline"] is None
        if view["phase"] == "place":
            for seat in range(players):
                if seat != log.seat:
                    assert view["seats"][seat]["dice"] is None
        for event in message["events"]:
            if event["kind"] == "placed":
                assert ("dice" in event) == (event["seat"] == log.seat)


def check_kept(logs: list[Log], moves: list[tuple[int, str, int, dict[str, Any]]]) -> None:
    """Every action a person sent is in the record once, in order; none lost, none doubled;
    each simultaneous phase was answered by all of them from one and the same version."""
    for log in logs:
        assert log.errors == [], log.errors
        mine = [(r, p, a) for r, p, s, a in moves if s == log.seat]
        assert [(r, p, a) for r, p, _, a in log.sent] == mine
    sent_versions: dict[tuple[int, str], set[int]] = {}
    for log in logs:
        for r, p, version, _ in log.sent:
            if p in ("place", "claim"):
                sent_versions.setdefault((r, p), set()).add(version)
    # all answered the same state message, so all but the first were applied after the
    # table's version had moved on: they must be kept anyway (not refused as stale)
    assert all(len(v) == 1 for v in sent_versions.values()), [
        (k, v) for k, v in sent_versions.items() if len(v) > 1]


async def _open(server: LiveServer, table_id: str, tokens: dict[int, str]) -> dict[int, Client]:
    return {seat: await Client.connect(server.ws_base, table_id, token)
            for seat, token in tokens.items()}


# ------------------------------------------------------------------ concurrent games
# five people at once is the heavier soak (the slow run); two people (and the spectator)
# keep the check quick: the CPU goes in one state message per client per version, so each
# client less is a third of the cost; three, the smallest table of more than two (Genie's
# two-player rules differ), stays in the full run
@pytest.mark.parametrize("players", [2, pytest.param(3, marks=pytest.mark.slow),
                                     pytest.param(5, marks=pytest.mark.slow)])
def test_people_play_complete_games_concurrently(live: LiveFactory, players: int) -> None:
    server = live(claim_window=2.0)
    table = new_table(server.http, players, start=False)
    humans = set(range(players))

    async def main() -> tuple[list[Log], Log, Gate]:
        clients = await _open(server, table.id, table.tokens)
        spectator = await Client.connect(server.ws_base, table.id)
        start_table(server.http, table)  # everyone is there when the game starts
        gate = Gate()
        watching = asyncio.create_task(
            play(spectator, None, random.Random(), keep_states=True, timeout=120))
        logs = await asyncio.gather(*(
            play(client, seat, random.Random(seat), gate=gate, humans=humans,
                 keep_states=True, timeout=120)
            for seat, client in clients.items()))
        watched = await asyncio.wait_for(watching, 10)
        for client in [*clients.values(), spectator]:
            await client.close()
        return list(logs), watched, gate

    logs, watched, gate = asyncio.run(main())
    record = server.http.get(f"/api/tables/{table.id}/record").json()
    moves = record_moves(record)
    rounds = check_simultaneous(moves, players)
    check_kept(logs, moves)
    # every place and claim phase was released at once to every client
    assert gate.timeouts == 0 and len(gate.opened) == 2 * rounds
    for log in [*logs, watched]:
        assert log.final is not None and log.final["version"] == len(record["actions"])
        check_secrets(log, players)
    assert server.http.get(f"/api/tables/{table.id}").json()["status"] == "finished"


def test_people_and_bots_play_a_complete_game(live: LiveFactory) -> None:
    server = live(claim_window=2.0)
    table = new_table(server.http, 4, humans=2, bots=("heuristic", "random"), start=False)
    humans = {0, 1}

    async def main() -> tuple[list[Log], Gate]:
        clients = await _open(server, table.id, table.tokens)
        start_table(server.http, table)
        gate = Gate()
        logs = await asyncio.gather(*(
            play(client, seat, random.Random(10 + seat), gate=gate, humans=humans,
                 keep_states=True, timeout=120)
            for seat, client in clients.items()))
        for client in clients.values():
            await client.close()
        return list(logs), gate

    logs, gate = asyncio.run(main())
    record = server.http.get(f"/api/tables/{table.id}/record").json()
    moves = record_moves(record)
    check_simultaneous(moves, 4)
    check_kept(logs, moves)
    assert gate.timeouts == 0
    assert {s for _, _, s, _ in moves} == {0, 1, 2, 3}
    for log in logs:
        check_secrets(log, 4)


# ------------------------------------------------------------------------ reconnecting
def test_reconnecting_gives_the_same_seat_and_view(live: LiveFactory) -> None:
    server = live()
    table = new_table(server.http, 3)

    async def main() -> None:
        clients = await _open(server, table.id, table.tokens)
        for client in clients.values():
            await client.state()
        await clients[0].act({"kind": "place", "dice": [["gold", 2]]}, 0)
        await clients[1].act({"kind": "place", "dice": [["silver", 5]]}, 0)
        before = await clients[1].expect(lambda m: m["type"] == "state" and m["version"] == 2)
        assert before["view"]["seats"][1]["dice"] == [["silver", 5]]
        assert before["view"]["seats"][0]["dice"] is None
        for _ in range(2):  # a page reload, twice
            await clients[1].close()
            clients[1] = await Client.connect(server.ws_base, table.id, table.tokens[1])
            after = await clients[1].state()
            assert after["seat"] == 1 and after["events"] == []
            for key in ("view", "legal", "version", "decision", "deadline"):
                assert after[key] == before[key], key
            assert after["table"]["seats"][1]["connected"] is True
        # the reloaded page plays on: seat 2 places, then seat 1 answers the claim
        await clients[2].act({"kind": "place", "dice": [["bronze", 3]]}, 2)
        claim = await clients[1].expect(
            lambda m: m["type"] == "state" and m["view"]["phase"] == "claim")
        await clients[1].act({"kind": "pass"}, claim["version"])
        done = await clients[1].expect(lambda m: m["type"] == "state"
                                       and m["version"] == claim["version"] + 1)
        assert done["view"]["seats"][1]["claim"] == "pass" and done["legal"] == []
        for client in clients.values():
            await client.close()

    asyncio.run(main())


async def _is_current(room: Any, message: dict[str, Any]) -> bool:
    """True when no action newer than `message` has been or is being applied (an
    action is applied under the table lock, its write included)."""
    await asyncio.sleep(0.1)
    while room.lock.locked():
        await asyncio.sleep(0.05)
    return bool(room.row.version == message["version"])


def test_absent_player_is_played_by_a_bot_until_they_return(live: LiveFactory) -> None:
    server = live(absent_after=0.3, claim_window=1.0)
    table = new_table(server.http, 3)
    room = server.hub.rooms[table.id]

    def seat0_moves() -> int:
        return sum(1 for seat, _ in room.actions if seat == 0)

    async def main() -> None:
        gone = await Client.connect(server.ws_base, table.id, table.tokens[0])
        await gone.state()
        await gone.close()
        others = await _open(server, table.id, {1: table.tokens[1], 2: table.tokens[2]})
        players = [asyncio.create_task(play(c, s, random.Random(s), timeout=120))
                   for s, c in others.items()]
        watcher = await Client.connect(server.ws_base, table.id)
        # the heuristic bot plays seat 0 after absent_after: the rounds go on
        absent = await watcher.expect(lambda m: m["type"] == "state"
                                      and m["table"]["seats"][0]["absent"]
                                      and m["view"]["round"] >= 2, timeout=30)
        assert absent["table"]["seats"][0]["connected"] is False
        assert seat0_moves() >= 2
        await watcher.close()

        back = await Client.connect(server.ws_base, table.id, table.tokens[0])
        first = await back.state()
        assert first["seat"] == 0
        assert first["table"]["seats"][0]["absent"] is False
        assert first["table"]["seats"][0]["connected"] is True
        # from now on seat 0 waits for its player (except the timed lamp claim). A bot
        # move decided before the return may still be being written when `first` is
        # sent; it lands and a newer state follows, so wait for a state that is current.
        waiting = first
        while not (waiting["legal"] and waiting["view"]["phase"] != "claim"
                   and await _is_current(room, waiting)):
            waiting = await back.state(timeout=30)
        moved = seat0_moves()
        await asyncio.sleep(1.0)
        assert seat0_moves() == moved
        assert 0 in room.state.to_move() and room.seat_version[0] == waiting["decision"]
        log = await play(back, 0, random.Random(0), timeout=120, first=waiting)
        assert log.errors == []
        for task in players:
            assert (await asyncio.wait_for(task, 60)).final is not None
        for client in [*others.values(), back]:
            await client.close()

    asyncio.run(main())
    assert server.http.get(f"/api/tables/{table.id}").json()["status"] == "finished"


# ------------------------------------------------------------------ the claim window
async def _reveal(clients: dict[int, Client]) -> list[dict[str, Any]]:
    """Everyone places (different values: nobody is matched); the claim opens. Returns
    each client's first state message of the claim."""
    for client in clients.values():
        await client.state()
    for seat, client in clients.items():
        chest = ["bronze", "silver", "gold", "bronze", "silver"][seat]
        await client.act({"kind": "place", "dice": [[chest, seat + 1]]}, 0)
    return [await c.expect(lambda m: m["type"] == "state" and m["view"]["phase"] == "claim")
            for c in clients.values()]


def test_silent_players_pass_when_the_claim_window_closes(live: LiveFactory) -> None:
    window = 0.5
    server = live(claim_window=window)
    table = new_table(server.http, 3)
    room = server.hub.rooms[table.id]

    async def main() -> None:
        clients = await _open(server, table.id, table.tokens)
        spectator = await Client.connect(server.ws_base, table.id)
        opened = await _reveal(clients)
        start = time.monotonic()
        version = opened[0]["version"]
        assert version == 3 and all(m["legal"] for m in opened)
        # seat 0 passes at once; everyone sees how long the window stays open
        await clients[0].act({"kind": "pass"}, version)
        for client in [*clients.values(), spectator]:
            message = await client.expect(lambda m: m["type"] == "state"
                                          and m["version"] == version + 1)
            assert message["view"]["phase"] == "claim"
            assert isinstance(message["deadline"], float)
            assert 0 < message["deadline"] <= window
        assert clients[0].last["legal"] == [] and clients[1].last["legal"]
        # seats 1 and 2 never answer: when the window closes they pass
        after = await clients[1].expect(lambda m: m["type"] == "state"
                                        and m["view"]["phase"] != "claim", timeout=5)
        elapsed = time.monotonic() - start
        assert window * 0.6 <= elapsed <= window + 3
        assert [(s, a.to_json()) for s, a in room.actions[3:6]] == [
            (seat, {"kind": "pass"}) for seat in (0, 1, 2)]
        assert after["deadline"] is None
        # a late answer is refused and changes nothing
        before = server.snapshot(table.id)
        await clients[1].act({"kind": "rub"}, after["version"])
        error = await clients[1].error()
        assert error["code"] in ("not_your_turn", "illegal")
        assert server.snapshot(table.id) == before
        for client in [*clients.values(), spectator]:
            await client.close()

    asyncio.run(main())


def test_the_message_opening_the_claim_has_a_deadline(live: LiveFactory) -> None:
    server = live(claim_window=2.0)
    table = new_table(server.http, 3)

    async def main() -> list[dict[str, Any]]:
        clients = await _open(server, table.id, table.tokens)
        opened = await _reveal(clients)
        for client in clients.values():
            await client.close()
        return opened

    for message in asyncio.run(main()):
        assert isinstance(message["deadline"], float) and message["deadline"] > 0


def test_the_claim_deadline_never_moves(live: LiveFactory) -> None:
    window = 0.6
    server = live(claim_window=window)
    table = new_table(server.http, 3)

    async def main() -> list[tuple[float, dict[str, Any]]]:
        clients = await _open(server, table.id, table.tokens)
        opened = await _reveal(clients)
        seen = [(time.monotonic(), opened[2])]
        while True:  # seat 2 watches the claim; seats 1 and 2 never answer it
            message = await clients[2].state()
            if message["view"]["phase"] != "claim":
                break
            seen.append((time.monotonic(), message))
        for client in clients.values():
            await client.close()
        return seen

    seen = asyncio.run(main())
    assert seen
    closes = [at + message["deadline"] for at, message in seen]
    assert max(closes) - min(closes) < window / 3, [m["deadline"] for _, m in seen]


# ------------------------------------------------------------------------- spectators
def test_spectators_see_no_secrets_and_cannot_act(live: LiveFactory) -> None:
    server = live()
    table = new_table(server.http, 3)

    async def main() -> None:
        watchers = [await Client.connect(server.ws_base, table.id),
                    await Client.connect(server.ws_base, table.id, table.host)]
        for watcher in watchers:
            first = await watcher.state()
            assert first["seat"] is None and first["view"]["seat"] is None
            assert first["legal"] == [] and first["decision"] is None
            assert first["view"]["prompt"] is None and first["events"] == []
        player = await Client.connect(server.ws_base, table.id, table.tokens[0])
        await player.state()
        await player.act({"kind": "place", "dice": [["gold", 3]]}, 0)
        mine = await player.expect(lambda m: m["type"] == "state" and m["version"] == 1)
        assert mine["view"]["seats"][0]["dice"] == [["gold", 3]]
        assert [e.get("dice") for e in mine["events"] if e["kind"] == "placed"] == [
            [["gold", 3]]]
        for watcher in watchers:
            seen = await watcher.expect(lambda m: m["type"] == "state" and m["version"] == 1)
            assert seen["view"]["seats"][0]["placed"] is True
            assert all(s["dice"] is None for s in seen["view"]["seats"])
            assert [e for e in seen["events"] if e["kind"] == "placed"] == [
                {"kind": "placed", "seat": 0}]
            assert seen["legal"] == [] and seen["decision"] is None
        before = server.snapshot(table.id)
        for watcher in watchers:
            for extra in ({}, {"seat": 1}):
                await watcher.act({"kind": "place", "dice": [["gold", 4]]}, 1, **extra)
                assert (await watcher.error())["code"] == "forbidden"
            await watcher.send({"type": "ping"})
            assert (await watcher.recv())["type"] == "pong"
        assert server.snapshot(table.id) == before
        for client in [*watchers, player]:
            await client.close()

    asyncio.run(main())
