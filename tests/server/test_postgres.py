"""The same storage against a real PostgreSQL server, started by the tests (Debian's
postgresql package: /usr/lib/postgresql/*/bin). Skipped when it is not installed."""

from __future__ import annotations

import json
from typing import Any

from .helpers import (
    TestClient,
    create_app,
    finish_game,
    new_table,
    record_moves,
    settings,
)


def client_for(url: str) -> Any:
    return TestClient(create_app(url, settings()), raise_server_exceptions=False)


def test_lobby_and_a_whole_game(pg_url: str) -> None:
    with client_for(pg_url) as client:
        table = new_table(client, 3, humans=1, bots=("heuristic", "random"),
                          options={"race": "lottery", "my_precious": True})
        unlisted = new_table(client, 4, humans=1, public=False, start=False)
        listed = [t["id"] for t in client.get("/api/tables").json()]
        assert table.id in listed and unlisted.id not in listed
        assert client.post(f"/api/tables/{unlisted.id}/join", json={"name": "Ünï 名前"}
                           ).json()["seat"] == 1
        assert client.post(f"/api/tables/{unlisted.id}/leave",
                           json={"token": unlisted.tokens[0]}).json()["seats"][0]["kind"] == \
            "empty"

        finish_game(client, table)
        summary = client.get(f"/api/tables/{table.id}").json()
        kept = client.get(f"/api/tables/{unlisted.id}").json()
        assert summary["status"] == "finished"
        assert summary["options"]["my_precious"] is True
        record = client.get(f"/api/tables/{table.id}/record").json()
        record_moves(record)
        assert len(record["actions"]) == summary["version"]
        assert table.id in [t["id"] for t in client.get("/api/replays").json()]
        steps = client.get(f"/api/tables/{table.id}/replay?seat=0").json()["steps"]
        assert len(steps) == summary["version"] + 1
        rematch = client.post(f"/api/tables/{table.id}/rematch",
                              json={"token": table.tokens[0]}).json()["table"]
        assert rematch["status"] == "playing"
        assert client.get(f"/api/tables/{table.id}").json()["next"] == rematch["id"]

    # everything above is in the database: a new app on the same URL sees it all
    with client_for(pg_url) as client:
        assert client.get(f"/api/tables/{table.id}").json() == summary | {"next": rematch["id"]}
        assert client.get(f"/api/tables/{unlisted.id}").json() == kept
        assert [s["name"] for s in kept["seats"]] == ["", "Ünï 名前", "", ""]
        assert client.get(f"/api/tables/{table.id}/record").json() == record
        assert client.get(f"/api/tables/{rematch['id']}").json()["status"] == "playing"


def _states(client: Any, table_id: str, tokens: dict[int, str]) -> dict[Any, Any]:
    out = {}
    for seat, token in [*tokens.items(), (None, None)]:
        query = f"?token={token}" if token else ""
        with client.websocket_connect(f"/ws/tables/{table_id}{query}") as ws:
            m = json.loads(ws.receive_text())
            out[seat] = (m["seat"], m["version"], m["view"], m["legal"], m["table"]["status"],
                         [(s["name"], s["kind"], s["bot"]) for s in m["table"]["seats"]])
    return out


def test_restart_resumes_where_it_was(pg_url: str) -> None:
    with client_for(pg_url) as client:
        table = new_table(client, 3)
        with client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[0]}") as ws0, \
                client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[1]}") as ws1:
            for seat, ws in enumerate((ws0, ws1)):
                ws.send_text(json.dumps({"type": "action", "version": 0, "action": {
                    "kind": "place", "dice": [[["gold", "silver"][seat], seat + 2]]}}))
            for ws in (ws0, ws1):
                while json.loads(ws.receive_text())["version"] < 2:
                    pass
        before = _states(client, table.id, table.tokens)
        assert before[0][1] == 2 and before[0][2]["seats"][0]["dice"] == [["gold", 2]]
        created = client.get(f"/api/tables/{table.id}").json()

    with client_for(pg_url) as client:
        assert _states(client, table.id, table.tokens) == before
        summary = client.get(f"/api/tables/{table.id}").json()
        assert {k: v for k, v in summary.items() if k != "seats"} == {
            k: v for k, v in created.items() if k != "seats"}
        # seat 2 places; the game goes on from where it was
        with client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[2]}") as ws:
            ws.send_text(json.dumps({"type": "action", "version": 2, "action": {
                "kind": "place", "dice": [["bronze", 4]]}}))
            while (m := json.loads(ws.receive_text()))["version"] < 3:
                pass
            assert m["view"]["phase"] == "claim"
            assert [s["dice"] for s in m["view"]["seats"]] == [
                [["gold", 2]], [["silver", 3]], [["bronze", 4]]]


def test_repeated_leave_after_start(pg_url: str) -> None:
    with client_for(pg_url) as client:
        table = new_table(client, 3, humans=0, bots=("random", "random"), start=False)
        token = client.post(f"/api/tables/{table.id}/join", json={"name": "x" * 32}
                            ).json()["token"]
        client.post(f"/api/tables/{table.id}/start", json={"token": table.host})
        for _ in range(8):
            response = client.post(f"/api/tables/{table.id}/leave",
                                   json={"token": token})
            assert response.status_code < 500, response.text
