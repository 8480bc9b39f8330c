"""The lobby over HTTP, end to end through the app (docs/server.md, "HTTP API")."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from ludoteca.core.records import Record, replay
from ludoteca.core.registry import get_game

from .helpers import Table, TestClient, create_app, finish_game, new_table, settings

TABLE_KEYS = {"id", "game", "players", "options", "public", "status", "version", "seats",
              "next", "rematch", "created", "hurried", "time"}
SEAT_KEYS = {"seat", "name", "kind", "bot", "connected", "absent", "clock"}
DEFAULTS = {"my_precious": False, "race": "lottery", "two_player_second_group": "next_fastest",
            "wizard_counts": True}


def error_of(response: Any, status: int | tuple[int, ...]) -> str:
    """The response is the documented error: that status and {"error": message}."""
    statuses = status if isinstance(status, tuple) else (status,)
    assert response.status_code in statuses, (response.status_code, response.text)
    body = response.json()
    assert set(body) == {"error", "code"} and isinstance(body["error"], str) and body["error"]
    return body["error"]


def rooms(client: Any) -> int:
    return len(client.app.state.hub.rooms)


@pytest.fixture(scope="module")
def finished_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The app the finished game below lives in, with a database of its own: the game is
    played once a module (seconds of a worker), and the tests that read it share the app
    (they only add tables beside it, and test_rematch its rematch)."""
    db = tmp_path_factory.mktemp("http-finished") / "tables.db"
    with TestClient(create_app(f"sqlite:///{db}", settings()),
                    raise_server_exceptions=False) as c:
        yield c


@pytest.fixture(scope="module")
def finished(finished_client: Any) -> Table:
    """A finished 3-player game: one person (seat 0) and two bots."""
    client = finished_client
    table = new_table(client, 3, humans=1, bots=("heuristic", "random"))
    finish_game(client, table)
    table.summary = client.get(f"/api/tables/{table.id}").json()
    assert table.summary["status"] == "finished"
    return table


# ------------------------------------------------------------------------------ games
def test_games_list(client: Any) -> None:
    response = client.get("/api/games")
    assert response.status_code == 200
    games = {g["id"]: g for g in response.json()}
    genie = games["genie"]
    meta = get_game("genie").meta
    assert genie["name"] == meta.name
    assert (genie["min_players"], genie["max_players"]) == (meta.min_players, meta.max_players)
    assert {"random", "heuristic"} <= set(genie["bots"])
    # the screen and its stylesheet come from the game package's web/ folder
    assert genie["renderer"] == "/games/genie/static/genie.js"
    assert genie["styles"] == ["/games/genie/static/genie.css"]
    assert client.get(genie["styles"][0]).status_code == 200
    options = {o["name"]: o for o in genie["options"]}
    assert {name: o["default"] for name, o in options.items()} == DEFAULTS
    assert options["race"]["choices"] == ["lottery", "arrival", "auto"]
    assert all(set(o) == {"name", "default", "choices", "help"} and o["help"]
               for o in genie["options"])


# ----------------------------------------------------------------------------- create
def test_create_public_and_unlisted(client: Any) -> None:
    response = client.post("/api/tables", json={"game": "genie", "players": 4,
                                                "options": {"race": "arrival"}})
    assert response.status_code == 201
    created = response.json()
    assert set(created) == {"table", "host_token"} and created["host_token"]
    public = created["table"]
    assert set(public) == TABLE_KEYS
    assert public["game"] == "genie" and public["players"] == 4 and public["public"] is True
    assert public["status"] == "waiting" and public["version"] == 0 and public["next"] is None
    assert public["options"] == {**DEFAULTS, "race": "arrival"}
    assert [set(s) for s in public["seats"]] == [SEAT_KEYS] * 4
    assert [(s["seat"], s["kind"], s["name"]) for s in public["seats"]] == [
        (i, "empty", "") for i in range(4)]

    unlisted = client.post("/api/tables", json={"game": "genie", "public": False}).json()["table"]
    assert unlisted["public"] is False
    assert unlisted["players"] == get_game("genie").meta.min_players  # the default

    listed = [t["id"] for t in client.get("/api/tables").json()]
    assert public["id"] in listed and unlisted["id"] not in listed
    # an unlisted table is still reachable by its id (the invitation link)
    assert client.get(f"/api/tables/{unlisted['id']}").json() == unlisted
    assert client.get(f"/api/tables/{public['id']}").json() == public


@pytest.mark.parametrize("body, words", [
    ({}, "game"),
    ({"game": "chess"}, "unknown game"),
    ({"game": 5}, "game"),
    ({"game": None}, "game"),
    ({"game": "genie", "players": 1}, "players"),
    ({"game": "genie", "players": 6}, "players"),
    ({"game": "genie", "players": -3}, "players"),
    ({"game": "genie", "players": "3"}, "players"),
    ({"game": "genie", "players": True}, "players"),
    ({"game": "genie", "players": 3.0}, "players"),
    ({"game": "genie", "players": 10**30}, "players"),
    ({"game": "genie", "options": {"nope": True}}, "nope"),
    ({"game": "genie", "options": {"race": "fastest"}}, "race"),
    ({"game": "genie", "options": {"my_precious": 1}}, "my_precious"),
    ({"game": "genie", "options": {"race": ["lottery"]}}, "race"),
    ({"game": "genie", "options": ["race"]}, "options"),
    ({"game": "genie", "options": "race=auto"}, "options"),
    ({"game": "genie", "public": "yes"}, "public"),
    ({"game": "genie", "player": 4}, "unknown field 'player'"),  # misspelt: not ignored
    ({"game": "genie", "players": 3, "seed": 7}, "unknown field 'seed'"),
    ({"game": "genie", "x" * 5000: 1}, "unknown field '" + "x" * 40 + "…'"),  # cut short
])
def test_create_refuses_bad_requests(shared_client: Any, body: dict[str, Any], words: str) -> None:
    client = shared_client
    before = rooms(client)
    message = error_of(client.post("/api/tables", json=body), 400)
    assert words in message
    assert rooms(client) == before


# ------------------------------------------------------------------------------- join
def test_join(client: Any) -> None:
    table = new_table(client, 3, humans=0, start=False)
    url = f"/api/tables/{table.id}/join"

    first = client.post(url, json={"name": "  Ann  "})
    assert first.status_code == 200
    joined = first.json()
    assert set(joined) == {"seat", "token", "table"}
    assert joined["seat"] == 0 and joined["token"]
    assert joined["table"]["seats"][0] | {"connected": None} == {
        "seat": 0, "name": "Ann", "kind": "human", "bot": None, "connected": None,
        "absent": False, "clock": None}

    chosen = client.post(url, json={"name": "Cyd", "seat": 2}).json()
    assert chosen["seat"] == 2
    assert "not free" in error_of(client.post(url, json={"name": "Dee", "seat": 2}), 409)
    assert "no seat 7" in error_of(client.post(url, json={"name": "Dee", "seat": 7}), 400)
    error_of(client.post(url, json={"name": "Dee", "seat": "1"}), 400)
    error_of(client.post(url, json={"name": "Dee", "seat": True}), 400)

    for bad in ["", "   ", "x" * 33, 5, None, ["Ann"]]:
        error_of(client.post(url, json={"name": bad}), 400)
    error_of(client.post(url, json={}), 400)
    # a field the request does not take (a token here would suggest a seat is reclaimed)
    assert "unknown field 'token'" in error_of(
        client.post(url, json={"name": "Dee", "token": "x"}), 400)

    free = client.post(url, json={"name": "B" * 32})  # 32 characters is the limit
    assert free.status_code == 200 and free.json()["seat"] == 1  # the first free seat
    assert len({joined["token"], chosen["token"], free.json()["token"]}) == 3

    assert "no free seat" in error_of(client.post(url, json={"name": "Eve"}), 409)
    seats = client.get(f"/api/tables/{table.id}").json()["seats"]
    assert [s["name"] for s in seats] == ["Ann", "B" * 32, "Cyd"]


def test_join_after_start_is_refused(client: Any) -> None:
    table = new_table(client, 3, humans=1, bots=("random",), start=False)
    assert client.post(f"/api/tables/{table.id}/join", json={"name": "Bo"}).status_code == 200
    client.post(f"/api/tables/{table.id}/start", json={"token": table.host})
    before = client.get(f"/api/tables/{table.id}").json()["seats"]
    assert "started" in error_of(client.post(f"/api/tables/{table.id}/join",
                                             json={"name": "Late"}), 409)
    assert client.get(f"/api/tables/{table.id}").json()["seats"] == before


# ------------------------------------------------------------------------------- bots
def test_bots(client: Any) -> None:
    table = new_table(client, 4, humans=1, start=False)
    other = new_table(client, 3, humans=1, start=False)
    url = f"/api/tables/{table.id}/bots"

    error_of(client.post(url, json={"seat": 1, "bot": "random"}), 400)  # no token
    for token in ["forged", other.host, other.tokens[0], ""]:
        error_of(client.post(url, json={"token": token, "seat": 1, "bot": "random"}), 403)
    assert "unknown bot" in error_of(
        client.post(url, json={"token": table.host, "seat": 1, "bot": "alphazero"}), 400)
    error_of(client.post(url, json={"token": table.host, "seat": 1, "bot": 3}), 400)
    error_of(client.post(url, json={"token": table.host, "seat": 9, "bot": "random"}), 400)
    error_of(client.post(url, json={"token": table.host, "seat": "1", "bot": "random"}), 400)
    assert "taken by a player" in error_of(
        client.post(url, json={"token": table.host, "seat": 0, "bot": "random"}), 409)

    by_host = client.post(url, json={"token": table.host, "seat": 1, "bot": "random"})
    assert by_host.status_code == 200
    seat = by_host.json()["seats"][1]
    assert seat | {"connected": None, "name": None} == {
        "seat": 1, "name": None, "kind": "bot", "bot": "random", "connected": None,
        "absent": False, "clock": None}
    assert "random" in seat["name"]
    # only the host seats bots: a player who joined cannot fill the table
    assert "host" in error_of(
        client.post(url, json={"token": table.tokens[0], "seat": 2, "bot": "heuristic"}), 403)
    client.post(url, json={"token": table.host, "seat": 2, "bot": "heuristic"})
    # a bot may be replaced by another bot, and a bot's seat joined by no one
    client.post(url, json={"token": table.host, "seat": 1, "bot": "heuristic"})
    assert client.get(f"/api/tables/{table.id}").json()["seats"][1]["bot"] == "heuristic"
    error_of(client.post(f"/api/tables/{table.id}/join", json={"name": "X", "seat": 1}), 409)
    assert [s["kind"] for s in client.get(f"/api/tables/{table.id}").json()["seats"]] == [
        "human", "bot", "bot", "empty"]


# ------------------------------------------------------------------------------ start
def test_start(client: Any) -> None:
    table = new_table(client, 3, humans=1, start=False)
    url = f"/api/tables/{table.id}/start"
    assert "every seat" in error_of(client.post(url, json={"token": table.host}), 409)
    client.post(f"/api/tables/{table.id}/bots",
                json={"token": table.host, "seat": 1, "bot": "random"})
    error_of(client.post(url, json={"token": table.host}), 409)  # seat 2 is still empty
    assert client.get(f"/api/tables/{table.id}").json()["status"] == "waiting"
    client.post(f"/api/tables/{table.id}/join", json={"name": "Cyd"})
    error_of(client.post(url, json={"token": "forged"}), 403)
    error_of(client.post(url, json={}), 400)
    # only the host starts: a seated player's token is refused
    assert "host" in error_of(client.post(url, json={"token": table.tokens[0]}), 403)
    assert client.get(f"/api/tables/{table.id}").json()["status"] == "waiting"
    started = client.post(url, json={"token": table.host})
    assert started.status_code == 200 and started.json()["status"] == "playing"
    assert "started" in error_of(client.post(url, json={"token": table.host}), 409)


# ------------------------------------------------------------------------------ leave
def test_leave_before_start_frees_the_seat(client: Any) -> None:
    table = new_table(client, 3, humans=2, start=False)
    url = f"/api/tables/{table.id}/leave"
    error_of(client.post(url, json={"token": "forged"}), 403)
    assert "no seat" in error_of(client.post(url, json={"token": table.host}), 400)
    left = client.post(url, json={"token": table.tokens[1]})
    assert left.status_code == 200
    assert left.json()["seats"][1] | {"connected": None} == {
        "seat": 1, "name": "", "kind": "empty", "bot": None, "connected": None, "absent": False,
        "clock": None}
    # the old token holds nothing any more; the seat is free for someone else
    error_of(client.post(url, json={"token": table.tokens[1]}), 403)
    error_of(client.post(f"/api/tables/{table.id}/start", json={"token": table.tokens[1]}), 403)
    again = client.post(f"/api/tables/{table.id}/join", json={"name": "New"}).json()
    assert again["seat"] == 1


def test_leave_after_start_a_bot_takes_the_seat(client: Any) -> None:
    table = new_table(client, 3, humans=2, bots=("random",))
    left = client.post(f"/api/tables/{table.id}/leave", json={"token": table.tokens[1]})
    assert left.status_code == 200
    seat = left.json()["seats"][1]
    assert (seat["kind"], seat["bot"], seat["name"]) == ("bot", "heuristic", "P1 (bot)")
    # the bot now places for seat 1: only the remaining person, seat 0, is waited for
    with client.websocket_connect(f"/ws/tables/{table.id}?token={table.tokens[0]}") as ws:
        for _ in range(50):
            message = json.loads(ws.receive_text())
            if message["view"]["to_move"] == [0]:
                break
        else:
            raise AssertionError("the bot did not play the seat that was left")
        assert message["view"]["phase"] == "place"
        assert [s["placed"] for s in message["view"]["seats"]] == [False, True, True]


def test_leave_twice_after_start_changes_nothing(client: Any) -> None:
    table = new_table(client, 3, humans=2, bots=("random",))
    url = f"/api/tables/{table.id}/leave"
    first = client.post(url, json={"token": table.tokens[1]}).json()["seats"][1]
    second = client.post(url, json={"token": table.tokens[1]})
    assert second.status_code >= 400 or second.json()["seats"][1]["name"] == first["name"]


# ---------------------------------------------------------------------------- rematch
def test_rematch(finished_client: Any, finished: Table) -> None:
    client = finished_client
    old = finished.summary
    playing = new_table(client, 3, humans=1, bots=("random", "random"), start=False)
    assert "not finished" in error_of(client.post(
        f"/api/tables/{playing.id}/rematch", json={"token": playing.tokens[0]}), 409)
    url = f"/api/tables/{finished.id}/rematch"
    error_of(client.post(url, json={"token": "forged"}), 403)
    error_of(client.post(url, json={"token": playing.tokens[0]}), 403)  # another table's
    error_of(client.post(url, json={}), 400)

    response = client.post(url, json={"token": finished.tokens[0]})
    assert response.status_code == 200
    new = response.json()["table"]
    assert set(response.json()) == {"table", "rematch"}  # one person: made at once
    assert new["id"] != old["id"] and new["status"] == "playing" and new["next"] is None
    assert (new["game"], new["players"], new["options"], new["public"]) == (
        old["game"], old["players"], old["options"], old["public"])
    def same(seats: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
        return [(s["seat"], s["name"], s["kind"], s["bot"]) for s in seats]
    assert same(new["seats"]) == same(old["seats"])
    # the old table points to the new one; asking again (host token) gives the same table
    assert client.get(f"/api/tables/{finished.id}").json()["next"] == new["id"]
    again = client.post(url, json={"token": finished.host}).json()["table"]
    assert again["id"] == new["id"]
    assert [t["id"] for t in client.get("/api/tables").json()].count(new["id"]) == 1

    # the old seat token holds the same seat at the new table
    with client.websocket_connect(f"/ws/tables/{new['id']}?token={finished.tokens[0]}") as ws:
        message = json.loads(ws.receive_text())
        assert message["type"] == "state" and message["seat"] == 0
        assert message["view"]["seat"] == 0 and message["table"]["id"] == new["id"]
    left = client.post(f"/api/tables/{new['id']}/leave", json={"token": finished.tokens[0]})
    assert left.status_code == 200 and left.json()["seats"][0]["kind"] == "bot"


# ---------------------------------------------------------------------------- replays
def test_replays_list_newest_first(finished_client: Any, finished: Table) -> None:
    client = finished_client
    # the list's order and who is in it do not depend on the game: the two games played
    # here are the shortest there is (King of Tokyo, two seats: about half a Genie's)
    later = new_table(client, 2, humans=1, bots=("random",), game="kingoftokyo")
    finish_game(client, later)
    hidden = new_table(client, 2, humans=1, bots=("random",), game="kingoftokyo",
                       public=False)
    finish_game(client, hidden)
    listed = client.get("/api/replays").json()
    ids = [t["id"] for t in listed]
    assert ids.index(later.id) < ids.index(finished.id)
    assert hidden.id not in ids
    assert all(t["status"] == "finished" for t in listed)
    assert finished.id not in [t["id"] for t in client.get("/api/tables").json()]


def test_record_replays_to_its_digest(finished_client: Any, finished: Table) -> None:
    client = finished_client
    response = client.get(f"/api/tables/{finished.id}/record")
    assert response.status_code == 200
    assert "attachment" in response.headers["content-disposition"]
    data = response.json()
    assert data["game"] == "genie" and data["players"] == 3
    assert len(data["actions"]) == finished.summary["version"]
    assert data["seats"] == [s["name"] for s in finished.summary["seats"]]
    assert data["seats"][0] == "P0" and "heuristic" in data["seats"][1]
    state = replay(Record.from_json(data))
    assert state.is_over() and state.digest() == data["digest"]
    assert data["scores"] == state.scores()


def test_record_and_replay_only_when_finished(client: Any) -> None:
    waiting = new_table(client, 3, humans=1, start=False)
    playing = new_table(client, 3, humans=1, bots=("random", "random"))
    for table in (waiting, playing):
        for path in ("record", "replay", "replay?seat=0"):
            assert "over" in error_of(client.get(f"/api/tables/{table.id}/{path}"), 409)


def test_replay_views_keep_secrets(finished_client: Any, finished: Table) -> None:
    client = finished_client
    actions = client.get(f"/api/tables/{finished.id}/record").json()["actions"]
    players = finished.summary["players"]
    for query in ["?seat=0", "?seat=1", "?seat=2", "", "?seat=", "?seat=spectator"]:
        response = client.get(f"/api/tables/{finished.id}/replay{query}")
        assert response.status_code == 200
        body = response.json()
        seat = int(query.split("=")[1]) if query[-1:].isdigit() else None
        assert body["seat"] == seat and body["table"]["id"] == finished.id
        steps = body["steps"]
        assert len(steps) == len(actions) + 1
        assert [s["version"] for s in steps] == list(range(len(actions) + 1))
        assert steps[-1]["view"]["over"] and not steps[0]["view"]["over"]
        own_dice_seen = False
        for step in steps:
            view = step["view"]
            assert view["seat"] == seat
            if view["phase"] == "place":
                for other in range(players):
                    shown = view["seats"][other]["dice"]
                    if other != seat:
                        assert shown is None, (query, step["version"], other)
                    elif view["seats"][other]["placed"]:
                        assert shown is not None
            for event in step["events"]:
                if event["kind"] == "placed":
                    assert ("dice" in event) == (event["seat"] == seat), (query, event)
                    own_dice_seen |= event["seat"] == seat
            if seat is None:
                assert view["prompt"] is None
        assert own_dice_seen == (seat is not None)
    for bad in ["?seat=3", "?seat=-1", "?seat=abc", "?seat=1.0", "?seat=%201"]:
        error_of(client.get(f"/api/tables/{finished.id}/replay{bad}"), 400)


def test_replay_unicode_digit_seat(finished_client: Any, finished: Table) -> None:
    client = finished_client
    error_of(client.get(f"/api/tables/{finished.id}/replay?seat=\u00b2"), 400)


# ----------------------------------------------------------------- malformed bodies
BAD_BODIES = [
    (b"not json", 400),
    (b"{\"game\": ", 400),
    (b"[1, 2]", 400),
    (b"\"genie\"", 400),
    (b"null", 400),
    (b"42", 400),
    (b"\xff\xfe{}", 400),
    (b"{\"a\": \"" + b"x" * (70 * 1024) + b"\"}", 413),
]
ENDPOINTS = ["", "/join", "/bots", "/start", "/leave", "/rematch"]


@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_malformed_bodies(shared_client: Any, endpoint: str) -> None:
    client = shared_client
    table = new_table(client, 3, humans=1, start=False)
    url = "/api/tables" if endpoint == "" else f"/api/tables/{table.id}{endpoint}"
    before = (rooms(client), client.get(f"/api/tables/{table.id}").json())
    for body, status in BAD_BODIES:
        response = client.post(url, content=body, headers={"content-type": "application/json"})
        error_of(response, status)
    # an empty body is an empty object: a required field is missing
    error_of(client.post(url, content=b""), 400)
    assert (rooms(client), client.get(f"/api/tables/{table.id}").json()) == before


def test_deeply_nested_body(shared_client: Any) -> None:
    error_of(shared_client.post("/api/tables", content=b"[" * 20000), 400)


@pytest.mark.parametrize("method, path", [("GET", "/api/nope"), ("GET", "/api/tables/x/join"),
                                          ("DELETE", "/api/tables")])
def test_unknown_api_routes_answer_json(shared_client: Any, method: str, path: str) -> None:
    error_of(shared_client.request(method, path), (404, 405))
