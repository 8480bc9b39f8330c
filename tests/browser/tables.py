"""Tables for browser tests, made through the HTTP API (docs/server.md): seats joined by
name or filled with bots, started, and a page that holds a seat (its token in
localStorage, as the client keeps it)."""

from __future__ import annotations

import json
import time
from typing import Any


def api(page: Any, server: str, method: str, path: str, body: Any = None) -> Any:
    response = page.request.fetch(server + path, method=method,
                                  data=json.dumps(body) if body is not None else None,
                                  headers={"Content-Type": "application/json"})
    assert response.ok, (response.status, response.text())
    return response.json()


def make_table(page: Any, server: str, game: str, names: list[str], bots: int,
               start: bool = True, bot: str = "heuristic") -> tuple[str, str, list[str]]:
    """A table of `names` (joined seats 0..) and `bots` bots of kind `bot`: (id, host
    token, seat tokens), started unless start=False."""
    created = api(page, server, "POST", "/api/tables",
                  {"game": game, "players": len(names) + bots})
    table_id, host = created["table"]["id"], created["host_token"]
    tokens = [api(page, server, "POST", f"/api/tables/{table_id}/join",
                  {"name": name, "seat": seat})["token"] for seat, name in enumerate(names)]
    for seat in range(len(names), len(names) + bots):
        api(page, server, "POST", f"/api/tables/{table_id}/bots",
            {"token": host, "seat": seat, "bot": bot})
    if start:
        api(page, server, "POST", f"/api/tables/{table_id}/start", {"token": host})
    return table_id, host, tokens


def wait_finished(page: Any, server: str, table_id: str, timeout: float = 120) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while (table := api(page, server, "GET", f"/api/tables/{table_id}"))["status"] != "finished":
        assert time.monotonic() < deadline, "the game did not finish"
        time.sleep(0.1)
    return table


def hold_seat(page: Any, server: str, table_id: str, seat: int, token: str) -> None:
    """Open the table on `page` as the player of `seat`."""
    page.goto(server + "/")
    # the lobby drawn first: a route still loading could paint over the table's
    page.locator('[data-testid="create-table"]').wait_for()
    page.evaluate("([id, token, seat]) => localStorage.setItem(`ludoteca.seat.${id}`, "
                  "JSON.stringify({token, seat}))", [table_id, token, seat])
    page.goto(f"{server}/#/table/{table_id}")
