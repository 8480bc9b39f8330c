"""What one client address may hold: seats joined (a rate, like new tables) and websockets
open at once, so that one client cannot take every free seat of the public tables or hold
the server's connections (docs/server.md, "Limits")."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from starlette.websockets import WebSocketDisconnect

from ludoteca.cli import main

from .helpers import TestClient, create_app, new_table, settings


def error_code(response: Any, status: int) -> str:
    assert response.status_code == status, (response.status_code, response.text)
    return response.json()["code"]


def test_joins_are_limited_per_address_and_a_refused_one_takes_no_seat(db_url: str) -> None:
    app = create_app(db_url, settings(join_burst=3.0, join_per_minute=1.0))
    with TestClient(app, raise_server_exceptions=False) as client:
        a = new_table(client, 4, humans=0, start=False)
        b = new_table(client, 4, humans=0, start=False)
        for seat in range(3):
            assert client.post(f"/api/tables/{a.id}/join",
                               json={"name": f"P{seat}"}).status_code == 200
        before = client.get(f"/api/tables/{b.id}").json()
        refused = client.post(f"/api/tables/{b.id}/join", json={"name": "Greedy"})
        assert error_code(refused, 429) == "too_many_joins"
        assert "wait a minute" in refused.json()["error"]
        assert client.get(f"/api/tables/{b.id}").json() == before  # no seat taken
        # the host still manages its table: bots are not joins
        added = client.post(f"/api/tables/{b.id}/bots",
                            json={"token": b.host, "seat": 0, "bot": "random"})
        assert added.status_code == 200


def expect_refused(ws: Any) -> None:
    message = json.loads(ws.receive_text())
    assert message["type"] == "error" and message["code"] == "too_many_connections"
    assert "at most 2 connections" in message["message"]
    with pytest.raises(WebSocketDisconnect) as closed:
        ws.receive_text()
    assert closed.value.code == 1013  # try again later


def first_message(ws: Any) -> dict[str, Any]:
    return json.loads(ws.receive_text())


def test_open_websockets_are_limited_per_address(db_url: str) -> None:
    app = create_app(db_url, settings(sockets_per_address=2))
    with TestClient(app, raise_server_exceptions=False) as client:
        table = new_table(client, 3, humans=1, start=False)
        hub = app.state.hub
        with contextlib.ExitStack() as held:
            player = held.enter_context(
                client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[0]}"))
            assert first_message(player)["type"] == "state"
            lobby = held.enter_context(client.websocket_connect("/ws/lobby"))
            assert first_message(lobby)["type"] == "lobby"
            # a third, of either kind, is told why and closed
            with client.websocket_connect(f"/ws/tables/{table.id}") as third:
                expect_refused(third)
            with client.websocket_connect("/ws/lobby") as fourth:
                expect_refused(fourth)
            # the refused ones counted nothing; the held ones still work
            player.send_text(json.dumps({"type": "ping"}))
            assert first_message(player)["type"] == "pong"
            assert hub.sockets == {"testclient": 2}
        # closed sockets (their handlers are done when the block ends) free their places
        with client.websocket_connect(f"/ws/tables/{table.id}") as again:
            assert first_message(again)["type"] == "state"
        assert hub.sockets == {}


@pytest.mark.parametrize("flag", ["--join-burst", "--join-per-minute", "--seat-change-burst",
                                  "--seat-change-per-minute", "--sockets-per-address"])
def test_serve_refuses_a_limit_that_is_not_positive(
        flag: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["serve", flag, "0"])
    assert stop.value.code == 2
    assert f"{flag} must be positive" in capsys.readouterr().err
