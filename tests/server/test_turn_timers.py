"""Turn timers (docs/server.md, "Turn timers"): a bank per seat that runs only while its
player is asked, an increment after each move, the stand-in bot making the move of a seat
whose bank ran out (the player gets the next one back), the vote that replaces that player
for the rest of the game, clocks kept over a restart, and every bad request refused with
nothing changed."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from ludoteca.core import registry

from .helpers import Client, LiveServer, TestClient, create_app, new_table, settings, strip

LiveFactory = Callable[..., LiveServer]


@pytest.fixture
def toy() -> Iterator[None]:
    """The tests' toy race (two seats, one to move at a time)."""
    registry.register("toy", "tests.toygame")
    yield
    registry.unregister("toy")


def clock(message: dict[str, Any], seat: int) -> dict[str, Any]:
    return message["table"]["seats"][seat]["clock"]


async def until(client: Client, pred: Callable[[dict[str, Any]], bool],
                timeout: float = 10.0) -> dict[str, Any]:
    return await client.expect(lambda m: m["type"] == "state" and pred(m), timeout)


def stored_clocks(db: Path, table_id: str) -> dict[str, Any] | None:
    with sqlite3.connect(db) as conn:
        raw = conn.execute("SELECT clocks FROM tables WHERE id = ?", (table_id,)).fetchone()[0]
    return None if raw is None else json.loads(raw)


# ------------------------------------------------------------------------ creating
def test_a_table_without_a_timer_has_no_clocks(client: Any) -> None:
    table = new_table(client, 2)
    summary = client.get(f"/api/tables/{table.id}").json()
    assert summary["time"] == "none"
    assert [s["clock"] for s in summary["seats"]] == [None, None]


def test_an_unknown_time_is_refused_and_makes_no_table(client: Any) -> None:
    before = client.get("/api/tables").json()
    for value, code in (("blitz", "bad_time"), ("", "bad_time"), ("FAST", "bad_time"),
                        (5, "bad_request"), (None, "bad_request")):
        answer = client.post("/api/tables", json={"game": "genie", "players": 2,
                                                  "time": value})
        assert answer.status_code == 400, (value, answer.text)
        assert answer.json()["code"] == code
        if code == "bad_time":
            assert "relaxed" in answer.json()["error"]
    assert client.get("/api/tables").json() == before


def test_each_preset_gives_its_bank(client: Any) -> None:
    for name, (bank, _) in settings().time_presets.items():
        table = new_table(client, 2, timer=name, start=False)
        assert table.summary["time"] == name
        seats = client.get(f"/api/tables/{table.id}").json()["seats"]
        assert [s["clock"]["ms"] for s in seats] == [bank * 1000] * 2
        assert not any(s["clock"]["running"] for s in seats)


# ------------------------------------------------------------------------ running
def test_the_bank_runs_only_while_asked_and_gains_the_increment(live: LiveFactory,
                                                                 toy: None) -> None:
    server = live(time_presets={"fast": (3.0, 1.0)})
    table = new_table(server.http, 2, game="toy", timer="fast")

    async def main() -> None:
        async with await Client.connect(server.ws_base, table.id, table.tokens[0]) as a, \
                await Client.connect(server.ws_base, table.id, table.tokens[1]) as b:
            first = await a.state()
            sent = time.monotonic()
            assert clock(first, 0)["running"] and not clock(first, 1)["running"]
            assert clock(first, 1)["ms"] == 3000  # not asked: not a millisecond spent
            at_first = clock(first, 0)["ms"]
            await asyncio.sleep(0.5)
            await a.act(strip(first["legal"][0]), first["version"])
            after = await until(a, lambda m: m["version"] == 1)
            took = time.monotonic() - sent
            mine = clock(after, 0)
            assert not mine["running"]
            # at least the half second it thought, at most what the client saw, went from
            # its bank; then the increment came
            assert at_first - took * 1000 + 1000 - 50 <= mine["ms"] <= at_first - 500 + 1000
            assert clock(after, 1)["running"] and clock(after, 1)["ms"] <= 3000
            seen = await until(b, lambda m: m["version"] == 1)
            turn = time.monotonic()
            await asyncio.sleep(0.4)
            await b.act(strip(seen["legal"][0]), 1)
            back = await until(a, lambda m: m["version"] == 2)
            took = time.monotonic() - turn
            # stopped while seat 1 thought: running again only from seat 0's turn
            assert mine["ms"] - took * 1000 <= clock(back, 0)["ms"] <= mine["ms"]
            assert mine["ms"] - 400 < clock(back, 0)["ms"] or took > 0.8
            assert clock(back, 0)["running"]
            theirs = clock(back, 1)
            assert not theirs["running"] and theirs["ms"] <= 3000 - 400 + 1000
            assert theirs["ms"] >= 3000 - (took + 0.5) * 1000 + 1000 or took > 1.5
            assert clock(back, 0)["outs"] == 0 and theirs["outs"] == 0

    asyncio.run(main())


def test_in_a_simultaneous_decision_every_asked_seat_has_its_clock_running(
        live: LiveFactory) -> None:
    server = live(time_presets={"normal": (30.0, 2.0)})
    table = new_table(server.http, 3, timer="normal")

    async def main() -> None:
        async with await Client.connect(server.ws_base, table.id, table.tokens[0]) as a:
            first = await a.state()
            assert [clock(first, s)["running"] for s in range(3)] == [True] * 3
            await a.act(strip(first["legal"][0]), first["version"])
            after = await until(a, lambda m: m["version"] == 1)
            assert [clock(after, s)["running"] for s in range(3)] == [False, True, True]
            # bounded work: one scheduled callback per running clock, nothing else
            room = server.hub.rooms[table.id]
            assert sorted(room._clock_handles) == [1, 2]
            assert not room._clock_tasks

    asyncio.run(main())


def test_at_zero_the_stand_in_moves_once_and_the_player_gets_the_next_turn(
        live: LiveFactory, toy: None) -> None:
    server = live(time_presets={"fast": (0.4, 1.0)})
    table = new_table(server.http, 2, game="toy", timer="fast")

    async def main() -> None:
        async with await Client.connect(server.ws_base, table.id, table.tokens[0]) as a, \
                await Client.connect(server.ws_base, table.id, table.tokens[1]) as b:
            # seat 0 never answers: its bank runs out, the stand-in adds for it
            out = await until(a, lambda m: clock(m, 0)["outs"] == 1, timeout=5)
            assert clock(out, 0)["ms"] == 0 and not clock(out, 0)["running"]
            moved = await until(b, lambda m: m["version"] == 1, timeout=5)
            assert clock(moved, 0) == {"ms": 1000, "running": False, "outs": 1,
                                       "standing_in": False, "votes": [], "needed": 1}
            room = server.hub.rooms[table.id]
            assert room.actions[0][0] == 0  # played for seat 0
            await b.act(strip(moved["legal"][0]), 1)
            # seat 0 is asked again, by itself, with the increment on its clock
            again = await until(a, lambda m: m["version"] == 2)
            assert again["legal"] and clock(again, 0)["running"]
            assert 800 <= clock(again, 0)["ms"] <= 1000
            await a.act(strip(again["legal"][0]), 2)
            done = await until(b, lambda m: m["version"] == 3)
            assert room.actions[2][0] == 0 and clock(done, 0)["outs"] == 1
            assert 1000 < clock(done, 0)["ms"] <= 2000  # its own move: the increment

    asyncio.run(main())


def test_the_clock_stops_while_a_bot_plays_for_an_absent_player(live: LiveFactory,
                                                                toy: None) -> None:
    """Seat 0 never connects: once it counts as away, the stand-in plays it as before, and
    its clock stands still (no time out, no increment) until its player is back."""
    server = live(time_presets={"fast": (5.0, 1.0)}, absent_after=0.3)
    began = time.monotonic()
    table = new_table(server.http, 2, game="toy", timer="fast")

    async def main() -> None:
        async with await Client.connect(server.ws_base, table.id, table.tokens[1]) as b:
            mine = await until(b, lambda m: bool(m["legal"]), timeout=5)  # the bot moved
            took = time.monotonic() - began
            away = clock(mine, 0)
            assert not away["running"] and away["outs"] == 0
            # it ran until seat 0 counted as away, and then no more
            assert 5000 - took * 1000 <= away["ms"] <= 5000 - 300
            await b.act(strip(mine["legal"][0]), mine["version"])
            again = await until(b, lambda m: m["version"] == mine["version"] + 2)
            assert clock(again, 0) == away  # the bot's move: neither time nor increment
        async with await Client.connect(server.ws_base, table.id, table.tokens[0]) as a:
            back = await until(a, lambda m: m["seat"] == 0)
            if back["legal"]:  # its turn: its own clock runs again
                assert clock(back, 0)["running"]

    asyncio.run(main())


# ---------------------------------------------------------------------- the vote
def _vote(server: LiveServer, table_id: str, token: str, seat: Any) -> Any:
    return server.http.post(f"/api/tables/{table_id}/vote", json={"token": token, "seat": seat})


def test_a_majority_of_the_others_replaces_a_player_whose_time_ran_out(
        live: LiveFactory) -> None:
    """Genie, three people: seat 2 never places, its bank runs out, the stand-in places
    for it; seats 0 and 1 both vote (2 of 2 needed) and a bot plays seat 2 from then on."""
    server = live(time_presets={"fast": (1.5, 0.5)}, claim_window=30.0)
    table = new_table(server.http, 3, timer="fast")

    async def main() -> None:
        async with await Client.connect(server.ws_base, table.id, table.tokens[0]) as a, \
                await Client.connect(server.ws_base, table.id, table.tokens[1]) as b, \
                await Client.connect(server.ws_base, table.id, table.tokens[2]) as c:
            for client in (a, b):
                first = await client.state()
                await client.act(strip(first["legal"][0]), first["version"])
            out = await until(a, lambda m: m["version"] == 3, timeout=5)  # seat 2 placed
            assert clock(out, 2)["outs"] == 1 and clock(out, 2)["needed"] == 2
            assert server.hub.rooms[table.id].actions[2][0] == 2

            answer = _vote(server, table.id, table.tokens[0], 2)
            assert answer.status_code == 200, answer.text
            assert answer.json()["votes"] == 1 and not answer.json()["replaced"]
            heard = await c.expect(lambda m: m["type"] == "vote")
            assert heard == {"type": "vote", "seat": 2, "name": "P2", "voter": 0,
                             "voter_name": "P0", "votes": 1, "needed": 2, "replaced": False}
            again = _vote(server, table.id, table.tokens[0], 2)
            assert again.status_code == 409 and again.json()["code"] == "already_voted"

            answer = _vote(server, table.id, table.tokens[1], 2)
            assert answer.json()["replaced"] is True, answer.text
            seat = answer.json()["table"]["seats"][2]
            assert (seat["kind"], seat["name"], seat["clock"]) == ("bot", "P2 (bot)", None)
            heard = await c.expect(lambda m: m["type"] == "vote")
            assert heard["replaced"] and heard["votes"] == 2
            watching = await until(c, lambda m: m["seat"] is None)
            assert watching["legal"] == []
            # the replaced player's token is spent: it acts for no one and votes no more
            gone = _vote(server, table.id, table.tokens[2], 0)
            assert gone.status_code == 403

    asyncio.run(main())


def test_a_player_back_with_a_move_of_their_own_has_the_votes_cleared(
        live: LiveFactory) -> None:
    """Genie, three people: seat 2's bank runs out and the stand-in places for it; seat 0
    votes (1 of 2). Seat 2 then answers the claim itself: it is back, the vote is cleared
    (shown and stored), its time out still counts, and seat 0 may vote again."""
    server = live(time_presets={"fast": (1.5, 0.5)}, claim_window=30.0)
    table = new_table(server.http, 3, timer="fast")

    async def main() -> None:
        async with await Client.connect(server.ws_base, table.id, table.tokens[0]) as a, \
                await Client.connect(server.ws_base, table.id, table.tokens[1]) as b, \
                await Client.connect(server.ws_base, table.id, table.tokens[2]) as c:
            for client in (a, b):
                first = await client.state()
                await client.act(strip(first["legal"][0]), first["version"])
            mine = await until(c, lambda m: m["version"] == 3 and bool(m["legal"]), timeout=5)
            assert clock(mine, 2)["outs"] == 1
            room = server.hub.rooms[table.id]
            assert room.actions[2][0] == 2  # the stand-in placed for seat 2

            answer = _vote(server, table.id, table.tokens[0], 2)
            assert answer.json()["votes"] == 1 and not answer.json()["replaced"], answer.text
            await c.expect(lambda m: m["type"] == "vote")
            assert room.clocks_json()["votes"][2] == [0]

            # seat 2 is back: its own answer to the claim
            await c.act(strip(mine["legal"][0]), mine["version"])
            back = await until(a, lambda m: m["version"] == 4)
            assert room.actions[3][0] == 2
            assert clock(back, 2)["votes"] == [] and clock(back, 2)["outs"] == 1
            assert room.clocks_json()["votes"][2] == []
            assert stored_votes(server, table.id)[2] == []

            # a vote after that is a new one, not "already voted"
            again = _vote(server, table.id, table.tokens[0], 2)
            assert again.status_code == 200, again.text
            assert again.json()["votes"] == 1 and not again.json()["replaced"]

    asyncio.run(main())


def stored_votes(server: LiveServer, table_id: str) -> list[list[int]]:
    """The votes as stored with the table (`tables.clocks`)."""
    row = server.hub.storage.load_table(table_id)
    assert row is not None and row.clocks is not None
    return row.clocks["votes"]


def test_bad_votes_are_refused_and_change_nothing(live: LiveFactory, toy: None) -> None:
    server = live(time_presets={"fast": (0.3, 5.0), "relaxed": (600.0, 30.0)},
                  claim_window=30.0)
    table = new_table(server.http, 3, humans=2, bots=("random",), timer="fast")
    other = new_table(server.http, 2, game="toy", timer="fast")

    async def main() -> None:
        # seats 0 and 1 of the genie table never place: both run out once
        async with await Client.connect(server.ws_base, table.id, table.tokens[0]) as a:
            # both placed by the stand-in, the bot claimed: the claim waits for seats 0, 1
            await until(a, lambda m: clock(m, 0)["outs"] and clock(m, 1)["outs"]
                        and m["version"] == 4, timeout=5)

    asyncio.run(main())
    room = server.hub.rooms[table.id]
    before = (server.snapshot(table.id), room.clocks_json(), server.http.get(
        f"/api/tables/{table.id}").json()["seats"])
    cases = [
        (table.host, 1, 403, "forbidden"),  # the host holds no seat: not a player
        ("not-a-token", 1, 403, "forbidden"),
        (other.tokens[0], 1, 403, "forbidden"),  # a player of another table
        (table.tokens[0], 0, 403, "forbidden"),  # about your own seat
        (table.tokens[0], 2, 409, "bot_seat"),
        (table.tokens[0], 7, 400, "no_such_seat"),
        (table.tokens[0], "1", 400, "bad_request"),
    ]
    for token, seat, status, code in cases:
        answer = _vote(server, table.id, token, seat)
        assert (answer.status_code, answer.json()["code"]) == (status, code), (token, seat)
    fresh = new_table(server.http, 2, game="toy", timer="relaxed")
    answer = _vote(server, fresh.id, fresh.tokens[1], 0)  # seat 0's time is running
    assert (answer.status_code, answer.json()["code"]) == (409, "not_timed_out")
    untimed = new_table(server.http, 2, game="toy")
    answer = _vote(server, untimed.id, untimed.tokens[1], 0)
    assert (answer.status_code, answer.json()["code"]) == (409, "not_timed_out")
    extra = server.http.post(f"/api/tables/{table.id}/vote",
                             json={"token": table.tokens[0], "seat": 1, "again": True})
    assert extra.status_code == 400
    after = (server.snapshot(table.id), room.clocks_json(), server.http.get(
        f"/api/tables/{table.id}").json()["seats"])
    assert after[0] == before[0]
    assert after[1]["votes"] == before[1]["votes"] == [[], [], []]
    assert after[1]["outs"] == before[1]["outs"]
    assert [s["kind"] for s in after[2]] == [s["kind"] for s in before[2]]

    # one vote of the only other person replaces (1 of 1), and a second is too late
    answer = _vote(server, table.id, table.tokens[0], 1)
    assert answer.json()["replaced"] and answer.json()["needed"] == 1
    answer = _vote(server, table.id, table.tokens[0], 1)
    assert (answer.status_code, answer.json()["code"]) == (409, "bot_seat")


# ---------------------------------------------------------------------- restarts
def test_a_restart_keeps_each_seats_time(tmp_path: Path, toy: None) -> None:
    db = tmp_path / "tables.db"
    url = f"sqlite:///{db}"
    with TestClient(create_app(url, settings())) as client:
        began = time.monotonic()
        table = new_table(client, 2, game="toy", timer="normal")
        with client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[0]}") as ws:
            first = json.loads(ws.receive_text())
            time.sleep(0.3)
            ws.send_text(json.dumps({"type": "action", "version": 0,
                                     "action": strip(first["legal"][0])}))
            while json.loads(ws.receive_text())["version"] < 1:
                pass
            acted = time.monotonic()
        # stored with the action, as a killed server would leave it
        with_action = stored_clocks(db, table.id)
        assert with_action is not None
        took = acted - began
        assert 315_000 - took * 1000 <= with_action["bank"][0] <= 315_000 - 300
        assert with_action["bank"][1] == 300_000 and with_action["outs"] == [0, 0]
        time.sleep(0.3)  # seat 1 thinks
        before = client.get(f"/api/tables/{table.id}").json()["seats"]
    took = time.monotonic() - acted
    kept = stored_clocks(db, table.id)  # a clean stop stores the running clock too
    assert kept is not None and kept["bank"][0] == with_action["bank"][0]
    assert 300_000 - took * 1000 - 100 <= kept["bank"][1] <= before[1]["clock"]["ms"] <= 299_700
    reopened = time.monotonic()
    with TestClient(create_app(url, settings())) as client:
        seats = client.get(f"/api/tables/{table.id}").json()["seats"]
        took = time.monotonic() - reopened
        assert seats[0]["clock"]["ms"] == with_action["bank"][0]
        assert not seats[0]["clock"]["running"] and seats[1]["clock"]["running"]
        # running again from where it stopped, not from a full bank nor from zero
        assert kept["bank"][1] - took * 1000 <= seats[1]["clock"]["ms"] <= kept["bank"][1]
