"""The chat and the whole log against a real PostgreSQL server (the fixtures of
conftest.py: skipped when PostgreSQL is not installed)."""

from __future__ import annotations

import json
from typing import Any

from .helpers import finish_game, new_table
from .test_postgres import client_for


def _chat(ws: Any, text: str) -> dict[str, Any]:
    ws.send_text(json.dumps({"type": "chat", "text": text}))
    while (message := json.loads(ws.receive_text()))["type"] != "chat":
        assert message["type"] != "error", message
    return message


def test_chat_and_the_whole_log_are_kept(pg_url: str) -> None:
    lines = ["名前 👋🏽 привіт", "e\u0301" * 3, "x" * 300]
    with client_for(pg_url) as client:
        table = new_table(client, 2, humans=1, bots=("random",))
        with client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[0]}") as ws:
            for text in lines:
                _chat(ws, text)
        final = finish_game(client, table)
        with client.websocket_connect(f"/ws/tables/{table.id}") as ws:
            json.loads(ws.receive_text())
            assert _chat(ws, "gg")["name"] == "Spectator 1"

    with client_for(pg_url) as client:  # a restarted server
        with client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[0]}") as ws:
            first = json.loads(ws.receive_text())
            kept = json.loads(ws.receive_text())
        replay = client.get(f"/api/tables/{table.id}/replay?seat=0").json()
    expected = ["名前 👋🏽 привіт", "é" * 3, "x" * 300, "gg"]
    assert [line["text"] for line in kept["lines"]] == expected
    assert [line["text"] for line in replay["chat"]] == expected
    assert first["version"] == final["version"] and first["backlog"]["from"] == 0
    assert first["events"] == [e for step in replay["steps"] for e in step["events"]]
