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
    alive = [m["seat"] for m in view["monsters"] if m["alive"]]
    assert set(view["winners"]) <= set(alive)
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
