"""A King of Tokyo table on the server: a person and bots play to the end; the record replays."""

from __future__ import annotations

import json
from typing import Any

from ludoteca.core.records import Record, replay

from .helpers import finish_game, new_table, start_table


def test_games_list_offers_king_of_tokyo(client: Any) -> None:
    games = {g["id"]: g for g in client.get("/api/games").json()}
    kot = games["kingoftokyo"]
    assert (kot["min_players"], kot["max_players"]) == (2, 6)
    assert {"random", "heuristic"} <= set(kot["bots"])
    assert {o["name"]: o["default"] for o in kot["options"]} == {
        "two_player_variant": True, "tiles": "red"}


def test_person_and_bots_finish_a_game_and_the_record_replays(client: Any) -> None:
    table = new_table(client, 5, humans=1, bots=("heuristic", "random", "heuristic", "random"),
                      game="kingoftokyo", options={"tiles": "mix"})
    last = finish_game(client, table)
    view = last["view"]
    assert view["game"] == "kingoftokyo" and view["over"] and view["phase"] == "over"
    alive = {m["seat"] for m in view["monsters"] if m["alive"]}
    # or eliminated with 16 VP or more: Final Roar wins at once (docs/kingoftokyo.md)
    roared = {m["seat"] for m in view["monsters"] if not m["alive"] and m["vp"] >= 16}
    assert set(view["winners"]) <= alive or set(view["winners"]) <= roared
    assert "deck" not in view and isinstance(view["deck_size"], int)  # never the order
    summary = client.get(f"/api/tables/{table.id}").json()
    assert summary["status"] == "finished"
    record = Record.from_json(client.get(f"/api/tables/{table.id}/record").json())
    state = replay(record)
    assert state.is_over() and state.winners() == view["winners"]


def test_the_roll_off_reaches_the_first_view_and_replay_step_zero(client: Any) -> None:
    table = new_table(client, 3, humans=1, bots=("random", "random"), game="kingoftokyo",
                      start=False)
    token = table.tokens[0]
    with client.websocket_connect(f"/ws/tables/{table.id}?token={token}") as ws:
        first = json.loads(ws.receive_text())
        assert first["view"] is None and first["events"] == []  # not started yet
    start_table(client, table)
    with client.websocket_connect(f"/ws/tables/{table.id}?token={token}") as ws:
        message = json.loads(ws.receive_text())
    kinds = [e["kind"] for e in message["events"]]
    if message["version"] == 0:
        assert kinds[:3] == ["rolloff", "turn", "roll"]
        assert message["events"][0]["first"] == message["view"]["first_player"]
    finish_game(client, table)
    steps = client.get(f"/api/tables/{table.id}/replay?seat=0").json()["steps"]
    opening = steps[0]["events"]
    assert [e["kind"] for e in opening][:3] == ["rolloff", "turn", "roll"]
    assert opening[0]["first"] == steps[0]["view"]["first_player"]


BAD_ACTIONS = [
    {"kind": "reroll", "dice": True},  # a boolean is not a mask
    {"kind": "reroll", "dice": 0},
    {"kind": "reroll", "dice": 64},  # a seventh die that does not exist
    {"kind": "reroll", "dice": -1},
    {"kind": "reroll", "dice": "3"},
    {"kind": "reroll", "dice": 3, "also": 1},
    {"kind": "resolve", "group": "lasers"},
    {"kind": "buy", "slot": 7},
    {"kind": "take_tile", "tile": "devious"},
    {"kind": "yield"},
]


def _next(ws: Any, kind: str) -> dict[str, Any]:
    """The next message of a type (connections also get lobby updates as states)."""
    for _ in range(20):
        message = json.loads(ws.receive_text())
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind} message")


def test_bad_king_of_tokyo_actions_are_refused_and_change_nothing(client: Any) -> None:
    table = new_table(client, 2, humans=2, game="kingoftokyo")
    first = client.get(f"/api/tables/{table.id}").json()
    with client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[0]}") as ws0:
        state = json.loads(ws0.receive_text())
        mover = state["view"]["pending"]["seat"]
    other = 1 - mover
    with client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[mover]}") as ws, \
            client.websocket_connect(
                f"/ws/tables/{table.id}?token={table.tokens[other]}") as ws_other:
        state = json.loads(ws.receive_text())
        json.loads(ws_other.receive_text())
        version = state["version"]
        for bad in BAD_ACTIONS:
            ws.send_text(json.dumps({"type": "action", "version": version, "action": bad}))
            reply = _next(ws, "error")
            assert reply["code"] == "illegal" and reply["message"], (bad, reply)
        stop = {"kind": "stop_rolling"}
        ws_other.send_text(json.dumps({"type": "action", "version": version, "action": stop}))
        assert _next(ws_other, "error")["code"] == "not_your_turn"
        ws.send_text(json.dumps({"type": "action", "version": version - 1, "action": stop}))
        assert _next(ws, "error")["code"] == "stale"
        assert client.get(f"/api/tables/{table.id}").json()["version"] == first["version"]
        ws.send_text(json.dumps({"type": "action", "version": version, "action": stop}))
        for _ in range(20):
            applied = _next(ws, "state")
            if applied["version"] == version + 1:
                break
        assert applied["version"] == version + 1
