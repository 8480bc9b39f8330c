"""Rematch by agreement (docs/server.md, "Rematch"): one player proposes, each other player
accepts or declines, and the next table starts when everyone has answered; declined seats
become bots or open seats as the proposer chose."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

from ludoteca.bots.base import stand_in_bot
from ludoteca.server.rematch import Offer
from ludoteca.server.room import RoomError
from ludoteca.server.storage import SeatRow

from .helpers import Table, TestClient, create_app, new_table, settings

# ------------------------------------------------------------------------ the offer alone

SEATS = [SeatRow(0, "Ada", "human", None, "h0"), SeatRow(1, "Bo", "human", None, "h1"),
         SeatRow(2, "random bot 3", "bot", "random", None),
         SeatRow(3, "Cy", "human", None, "h3")]


def test_the_proposer_accepts_and_every_other_player_is_asked() -> None:
    offer = Offer.propose(SEATS, 1, "open")
    assert offer.json() == {"by": 1, "declined": "open", "answers": [
        {"seat": 0, "answer": None}, {"seat": 1, "answer": "yes"},
        {"seat": 3, "answer": None}]}
    assert not offer.settled
    offer = offer.answer(0, True).answer(3, False)
    assert offer.settled and offer.accepted(0) and not offer.accepted(3)
    assert not offer.accepted(2)  # a bot is not asked


def test_the_next_seats_keep_those_who_accepted_and_replace_the_others() -> None:
    offer = Offer.propose(SEATS, 0, "bot").answer(1, False).answer(3, True)
    assert offer.next_seats(SEATS, "heuristic") == [
        SEATS[0], SeatRow(1, "heuristic bot 2", "bot", "heuristic", None), SEATS[2],
        SEATS[3]]
    opened = Offer.propose(SEATS, 0, "open").answer(1, False).answer(3, True)
    assert opened.next_seats(SEATS, "heuristic")[1] == SeatRow(1, "", "empty", None, None)


def test_withdrawing_going_ahead_and_refusals() -> None:
    offer = Offer.propose(SEATS, 0, "bot")
    assert offer.answer(0, False) is None  # the proposer withdraws it
    with pytest.raises(RoomError) as refused:
        offer.answer(2, True)  # a bot's seat is not asked
    assert refused.value.code == "not_asked"
    with pytest.raises(RoomError) as refused:
        offer.go_ahead(1)
    assert refused.value.code == "forbidden"
    ahead = offer.answer(1, True).go_ahead(0)
    assert ahead.settled and ahead.accepted(1) and not ahead.accepted(3)
    with pytest.raises(RoomError) as refused:
        Offer.propose(SEATS, 0, "nobody")
    assert refused.value.code == "bad_request"
    # a host who holds no seat proposes: every player is asked, and the host may go ahead
    hosted = Offer.propose(SEATS, None, "bot")
    assert [a["answer"] for a in hosted.json()["answers"]] == [None, None, None]
    assert hosted.go_ahead(None).settled


# ------------------------------------------------------------------------ over HTTP


@pytest.fixture(scope="module")
def app_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """Seats nobody connects to are played by the stand-in bot at once (absent_after), so a
    table of two people plays to its end on its own."""
    db = tmp_path_factory.mktemp("rematch") / "tables.db"
    with TestClient(create_app(f"sqlite:///{db}", settings(absent_after=0.0)),
                    raise_server_exceptions=False) as c:
        yield c


def _finished(client: Any) -> Table:
    """A finished genie game of three seats: two people (seats 0, 1) and a bot."""
    table = new_table(client, 3, humans=2, bots=("random",))
    deadline = time.monotonic() + 60
    while client.get(f"/api/tables/{table.id}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the game did not finish"
        time.sleep(0.02)
    table.summary = client.get(f"/api/tables/{table.id}").json()
    return table


@pytest.fixture
def finished(app_client: Any) -> Table:
    return _finished(app_client)


def _post(client: Any, table: Table, path: str, body: dict[str, Any],
          status: int = 200) -> dict[str, Any]:
    response = client.post(f"/api/tables/{table.id}/rematch{path}", json=body)
    assert response.status_code == status, response.text
    return response.json()


def _summary(client: Any, table_id: str) -> dict[str, Any]:
    return client.get(f"/api/tables/{table_id}").json()


def test_the_next_table_starts_when_everyone_accepts(app_client: Any, finished: Table) -> None:
    client = app_client
    proposed = _post(client, finished, "", {"token": finished.tokens[0]})
    assert proposed["table"] is None
    assert proposed["rematch"] == {"by": 0, "declined": "bot", "answers": [
        {"seat": 0, "answer": "yes"}, {"seat": 1, "answer": None}]}
    assert _summary(client, finished.id)["rematch"] == proposed["rematch"]
    assert _summary(client, finished.id)["next"] is None
    # the proposer asking again changes nothing; "play again" from the other accepts
    assert _post(client, finished, "", {"token": finished.tokens[0]})["table"] is None
    made = _post(client, finished, "", {"token": finished.tokens[1]})
    new = made["table"]
    assert new["status"] == "playing" and _summary(client, finished.id)["next"] == new["id"]
    assert [(s["name"], s["kind"]) for s in new["seats"]] == [
        ("P0", "human"), ("P1", "human"), (finished.summary["seats"][2]["name"], "bot")]
    assert made["rematch"]["answers"][1] == {"seat": 1, "answer": "yes"}
    # each player's old token holds their seat at the new table
    with client.websocket_connect(f"/ws/tables/{new['id']}?token={finished.tokens[1]}") as ws:
        assert json.loads(ws.receive_text())["seat"] == 1
    # once made, anyone of the table asking gets the same table
    assert _post(client, finished, "", {"token": finished.host})["table"]["id"] == new["id"]
    assert _post(client, finished, "/answer", {"token": finished.tokens[1],
                                               "accept": False})["table"]["id"] == new["id"]


def test_a_declined_seat_becomes_the_stand_in_bot(app_client: Any, finished: Table) -> None:
    client = app_client
    _post(client, finished, "", {"token": finished.tokens[1], "declined": "bot"})
    made = _post(client, finished, "/answer", {"token": finished.tokens[0], "accept": False})
    new = made["table"]
    bot = stand_in_bot("genie")
    assert new["status"] == "playing"
    assert [(s["kind"], s["bot"]) for s in new["seats"]] == [
        ("bot", bot), ("human", None), ("bot", "random")]
    assert made["rematch"]["answers"][0] == {"seat": 0, "answer": "no"}
    # the one who declined holds no seat there
    with client.websocket_connect(f"/ws/tables/{new['id']}?token={finished.tokens[0]}") as ws:
        first = json.loads(ws.receive_text())
        assert first.get("seat") is None


def test_declined_seats_left_open_wait_for_the_proposer_to_fill_and_start(
        app_client: Any, finished: Table) -> None:
    client = app_client
    _post(client, finished, "", {"token": finished.tokens[0], "declined": "open"})
    new = _post(client, finished, "/answer", {"token": finished.tokens[1],
                                              "accept": False})["table"]
    assert new["status"] == "waiting"
    assert [s["kind"] for s in new["seats"]] == ["human", "empty", "bot"]
    # the proposer hosts the new table with their seat's token; the old host token does not
    refused = client.post(f"/api/tables/{new['id']}/start", json={"token": finished.host})
    assert refused.status_code == 403
    seat_bot = client.post(f"/api/tables/{new['id']}/bots",
                           json={"token": finished.tokens[0], "seat": 1, "bot": "random"})
    assert seat_bot.status_code == 200, seat_bot.text
    started = client.post(f"/api/tables/{new['id']}/start", json={"token": finished.tokens[0]})
    assert started.status_code == 200 and started.json()["status"] == "playing"


def test_withdrawing_and_going_ahead(app_client: Any, finished: Table) -> None:
    client = app_client
    # nothing to answer or start yet
    for path, body in [("/answer", {"accept": True}), ("/start", {})]:
        refused = _post(client, finished, path, {"token": finished.tokens[1], **body}, 409)
        assert refused["code"] == "no_rematch"
    _post(client, finished, "", {"token": finished.tokens[1]})
    withdrawn = _post(client, finished, "/answer", {"token": finished.tokens[1],
                                                    "accept": False})
    assert withdrawn == {"table": None, "rematch": None}
    assert _summary(client, finished.id)["rematch"] is None
    _post(client, finished, "", {"token": finished.tokens[1]})
    # only the proposer goes ahead without the others; the host holds no seat: not asked
    assert _post(client, finished, "/start", {"token": finished.tokens[0]}, 403)["code"] \
        == "forbidden"
    assert _post(client, finished, "/answer", {"token": finished.host, "accept": True},
                 409)["code"] == "not_asked"
    new = _post(client, finished, "/start", {"token": finished.tokens[1]})["table"]
    assert [s["kind"] for s in new["seats"]] == ["bot", "human", "bot"]


SEAT = "<the token of seat 1>"  # put in the body by the test


@pytest.mark.parametrize(("path", "body", "status"), [
    ("", {"token": "forged"}, 403),
    ("", {}, 400),  # the token is required
    ("", {"token": 7}, 400),
    ("", {"token": SEAT, "declined": "nobody"}, 400),
    ("", {"token": SEAT, "declined": 1}, 400),
    ("", {"token": SEAT, "answer": "yes"}, 400),  # an unknown field
    ("/answer", {"token": SEAT}, 400),  # accept is required
    ("/answer", {"token": SEAT, "accept": "yes"}, 400),
    ("/answer", {"token": SEAT, "accept": 1}, 400),
    ("/answer", {"token": "forged", "accept": True}, 403),
    ("/start", {"token": SEAT, "declined": "bot"}, 400),
])
def test_bad_rematch_requests_are_refused_and_change_nothing(
        app_client: Any, path: str, body: dict[str, Any], status: int) -> None:
    client = app_client
    table = _finished_once(client)
    if _summary(client, table.id)["rematch"] is None:
        _post(client, table, "", {"token": table.tokens[0]})
    before = _summary(client, table.id)
    sent = {k: table.tokens[1] if v == SEAT else v for k, v in body.items()}
    refused = client.post(f"/api/tables/{table.id}/rematch{path}", json=sent)
    assert refused.status_code == status, refused.text
    assert set(refused.json()) == {"error", "code"}
    assert _summary(client, table.id) == before


_ONCE: dict[int, Table] = {}


def _finished_once(client: Any) -> Table:
    """One finished game for the refusals (they change nothing, so they may share it)."""
    if id(client) not in _ONCE:
        _ONCE[id(client)] = _finished(client)
    return _ONCE[id(client)]


def test_a_live_game_has_no_rematch(app_client: Any) -> None:
    client = app_client
    live = new_table(client, 2, humans=1, bots=("random",), start=False)
    for path, body in [("", {}), ("/answer", {"accept": True}), ("/start", {})]:
        refused = client.post(f"/api/tables/{live.id}/rematch{path}",
                              json={"token": live.tokens[0], **body})
        assert refused.status_code == 409 and refused.json()["code"] == "not_finished"


def test_the_players_hear_of_the_proposal_and_of_each_answer(app_client: Any,
                                                            finished: Table) -> None:
    client = app_client
    with client.websocket_connect(
            f"/ws/tables/{finished.id}?token={finished.tokens[1]}") as ws:
        def next_table_field() -> Any:
            while True:
                message = json.loads(ws.receive_text())
                if message["type"] == "state":
                    return message["table"]
        assert next_table_field()["rematch"] is None
        _post(client, finished, "", {"token": finished.tokens[0]})
        assert next_table_field()["rematch"]["by"] == 0
        _post(client, finished, "/answer", {"token": finished.tokens[1], "accept": True})
        table = next_table_field()
        assert table["next"] is not None and table["rematch"]["answers"][1]["answer"] == "yes"
