"""State messages as changes (`patch=1`): applied to the view a connection holds, a patch
gives exactly the whole view the same seat gets without it, for every seat and the
spectator, over random games; the first message, a changed seat and a dropped backlog
bring the whole view; and the browser's patch.js applies the operations the same way."""

from __future__ import annotations

import asyncio
import copy
import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from ludoteca.core.registry import get_game
from ludoteca.server import patch
from ludoteca.server.room import MAX_BACKLOG, Conn, Room, Settings
from ludoteca.server.storage import SeatRow, Storage, TableRow

from .helpers import Client, LiveServer, new_table

PATCH_JS = Path(__file__).parents[2] / "src/ludoteca/web/static/patch.js"


def _row(game: str, players: int, seed: int) -> TableRow:
    options = get_game(game).resolve_options(players, {})
    return TableRow(f"t{seed}", game, players, options, seed, True, "waiting", 0, 0.0, "h",
                    None, [SeatRow(s, f"P{s}", "human", None, None) for s in range(players)])


def _states(conn: Conn) -> list[dict[str, Any]]:
    out = []
    while not conn.queue.empty():
        item = conn.queue.get_nowait()
        if isinstance(item, str) and json.loads(item)["type"] == "state":
            out.append(json.loads(item))
    return out


class Holder:
    """What a patching client keeps: the last view, each patch applied to it."""

    def __init__(self) -> None:
        self.view: Any = None
        self.patches = 0

    def take(self, message: dict[str, Any]) -> dict[str, Any]:
        if "patch" in message:
            assert "view" not in message
            self.view = patch.apply(self.view, message.pop("patch"))
            self.patches += 1
        else:
            self.view = message["view"]
        return {**message, "view": copy.deepcopy(self.view)}


# the quick run: one game of one table; the full run the second game of it and two games
# of each other table
@pytest.mark.parametrize(("game", "players", "seeds"), [
    pytest.param("genie", 3, range(1), id="genie-3"),
    pytest.param("genie", 3, range(1, 2), marks=pytest.mark.slow, id="genie-3-seed1"),
    pytest.param("genie", 5, range(2), marks=pytest.mark.slow, id="genie-5"),
    pytest.param("kingoftokyo", 6, range(2), marks=pytest.mark.slow, id="kingoftokyo-6")])
def test_patched_views_equal_whole_views_for_every_seat(tmp_path: Path, game: str,
                                                         players: int, seeds: range) -> None:
    """Random games: every seat and a spectator, each with a patching connection and a
    whole-view one; after every action both hold the same message, view included."""
    async def main() -> None:
        storage = Storage(f"sqlite:///{tmp_path / 'p.db'}")
        try:
            for seed in seeds:
                await play(storage, seed)
        finally:
            storage.close()

    async def play(storage: Storage, seed: int) -> None:
        rng = random.Random(seed)
        row = _row(game, players, seed)
        await storage.run(storage.create_table, row)
        room = Room(row, storage, Settings())
        seats: list[int | None] = [*range(players), None]
        whole = {seat: Conn(seat) for seat in seats}
        patching = {seat: Conn(seat, patches=True) for seat in seats}
        holders = {seat: Holder() for seat in seats}
        await room.start()
        for conn in [*whole.values(), *patching.values()]:
            room.connect(conn)
        for seat in seats:  # connecting: the later ones got fewer lobby changes
            for message in _states(patching[seat]):
                holders[seat].take(message)
            assert holders[seat].view == _states(whole[seat])[-1]["view"]
        steps = 0
        while room.row.status == "playing" and steps < 120:
            state = room.state
            assert state is not None
            for seat in seats:
                plain, patched = _states(whole[seat]), _states(patching[seat])
                assert len(plain) == len(patched)
                for a, b in zip(plain, patched, strict=True):
                    assert holders[seat].take(b) == a
                # and what the engine gives this seat now, its secrets only
                assert holders[seat].view == json.loads(json.dumps(state.view(seat)))
                legal = state.legal(seat) if seat is not None else []
                assert not plain or plain[-1]["legal"] == [{**a.to_json(), "label": a.label}
                                                           for a in legal]
            mover = rng.choice(state.to_move())
            await room.submit(patching[mover], rng.choice(state.legal(mover)),
                              room.row.version)
            steps += 1
        assert all(h.patches > steps // 2 for h in holders.values())  # patches were sent
        await room.close()

    asyncio.run(main())


def test_the_diff_is_json_patch_as_the_standard_says() -> None:
    """Our operations, applied by an independent RFC 6902 implementation (jsonpatch) and
    by ours, give the new value, JSON types kept (true is not 1, 1.0 is not 1)."""
    jsonpatch = pytest.importorskip("jsonpatch")
    pairs = [
        ({"a": 1, "b": [1, 2], "c": {"d": True}}, {"a": True, "b": [1, 2, 3], "c": {}}),
        ({"x": [1, 1.0, "s"]}, {"x": [1.0, 1, "s"]}),
        ({"k/~": 1, "z": None}, {"k/~": 2}),
        ({"n": {"deep": [{"a": [0]}]}}, {"n": {"deep": [{"a": [False]}]}}),
        ([1, 2], {"now": "an object"}),
        ({"t": (1, 2)}, {"t": [1, 2]}),  # the same JSON: nothing to send
        ({"u": "héllo ✓"}, {"u": "héllo ✗", "v": "新"}),
    ]
    for old, new in pairs:
        ops = json.loads(json.dumps(patch.diff(old, new)))
        base = json.loads(json.dumps(old))
        expected = json.dumps(new)
        assert json.dumps(jsonpatch.apply_patch(copy.deepcopy(base), ops)) == expected
        assert json.dumps(patch.apply(base, ops)) == expected
    assert patch.diff({"t": (1, 2)}, {"t": [1, 2]}) == []


def test_a_changed_seat_and_a_dropped_backlog_bring_the_whole_view(tmp_path: Path) -> None:
    async def main() -> None:
        storage = Storage(f"sqlite:///{tmp_path / 'p.db'}")
        try:
            row = _row("genie", 3, 1)
            await storage.run(storage.create_table, row)
            room = Room(row, storage, Settings())
            await room.start()
            player, stuck = Conn(0, patches=True), Conn(1, patches=True)
            room.connect(player)
            room.connect(stuck)
            assert "view" in _states(player)[0]  # the first one is whole
            room.broadcast([])
            assert _states(player)[-1]["patch"] == []  # nothing changed
            player.seat = None  # as leaving does: it watches now
            room.broadcast([])
            assert "view" in _states(player)[-1]
            _states(stuck)
            for _ in range(MAX_BACKLOG + 1):  # it never reads: its queued states go
                room.broadcast([])
            kept = _states(stuck)
            assert "view" in kept[0] and all("patch" in m for m in kept[1:])
            await room.close()
        finally:
            storage.close()

    asyncio.run(main())


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_the_browser_applies_patches_as_the_server_makes_them(tmp_path: Path) -> None:
    """web/static/patch.js (run by node) turns each previous view and patch of a random
    King of Tokyo game into the next view, and leaves the copy it handed out alone."""
    game = get_game("kingoftokyo")
    state = game.new(4, 3, game.resolve_options(4, {}))
    rng = random.Random(3)
    cases = []
    for _ in range(60):
        if state.is_over():
            break
        seat = rng.choice(state.to_move())
        old = state.view(0)
        state = state.clone()
        state.apply(seat, rng.choice(state.legal(seat)))
        new = state.view(0)
        cases.append({"old": old, "ops": patch.diff(old, new), "new": new})
    cases.append({"old": {"a": [1, 2]}, "ops": [{"op": "add", "path": "/a/-", "value": 3},
                                                {"op": "remove", "path": "/a/0"},
                                                {"op": "replace", "path": "/b~1c",
                                                 "value": None}],
                  "new": {"a": [2, 3], "b/c": None}})
    (tmp_path / "patch.mjs").write_text(PATCH_JS.read_text())
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    (tmp_path / "run.mjs").write_text("""
import { readFileSync } from "node:fs";
import { applyPatch, patchedState } from "./patch.mjs";
const cases = JSON.parse(readFileSync(new URL("./cases.json", import.meta.url)));
const out = cases.map((c) => JSON.stringify(applyPatch(c.old, c.ops)) === JSON.stringify(c.new));
const socket = { close() { this.closed = true; } };
const first = patchedState(socket, { type: "state", view: { n: 1, list: [1] } });
first.view.list.push("the screen's own");
const change = [{ op: "replace", path: "/n", value: 2 }];
const second = patchedState(socket, { type: "state", patch: change });
const orphan = { close() { this.closed = true; } };
const refused = patchedState(orphan, { type: "state", patch: [] });
console.log(JSON.stringify({ out, second, refused, closed: !!orphan.closed }));
""")
    run = subprocess.run(["node", str(tmp_path / "run.mjs")], capture_output=True, text=True,
                         timeout=60, check=True)
    result = json.loads(run.stdout)
    assert all(result["out"]) and len(result["out"]) == len(cases)
    assert result["second"] == {"type": "state", "view": {"n": 2, "list": [1]}}
    assert result["refused"] is None and result["closed"]


def test_a_live_patching_client_holds_what_a_whole_view_client_gets(live: Any) -> None:
    """Over real websockets, one seat through two connections, one with patch=1: message
    for message, the patched one holds what the other gets."""
    server: LiveServer = live()
    table = new_table(server.http, 2, humans=1, bots=("random",))

    async def main() -> None:
        plain = await Client.connect(server.ws_base, table.id, table.tokens[0])
        want = await plain.state()
        patched = await Client.connect(server.ws_base, table.id, f"{table.tokens[0]}&patch=1")
        holder = Holder()
        got = holder.take(await patched.state())
        # the seat's second connection changes nothing the first sees (it is sent nothing):
        # the first catches up only if the bot moved in between. A first message's events
        # are that connection's own backlog: compared from the next message on
        same = {"deadline": None, "events": None}
        while {**want, **same} != {**got, **same}:
            want = await plain.state()
        answered = None
        for _ in range(40):
            if _:  # from then on both get every change, in the same order
                want = await plain.state()
                got = holder.take(await patched.state())
                assert got == want
            if want["view"]["over"]:
                break
            if want["legal"] and want["decision"] != answered:
                answered = want["decision"]
                action = {k: v for k, v in want["legal"][-1].items() if k != "label"}
                await plain.act(action, want["version"])
        assert holder.patches > 5
        await plain.close()
        await patched.close()

    asyncio.run(main())
