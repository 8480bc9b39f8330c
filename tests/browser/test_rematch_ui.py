"""Rematch by agreement in the browser (docs/server.md, "Rematch"): two people at a finished
table; one proposes, the other accepts or declines; only those who accepted move to the
new table, and a seat declined stays open for its new host (the proposer) to fill."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from .tables import api, hold_seat, make_table, wait_finished
from .ui import new_page

LAPTOP = {"width": 1366, "height": 768}


@pytest.fixture(scope="module")
def server_settings() -> Any:
    """Seats nobody is connected to are played by the stand-in bot at once: a table of
    two people plays to its end before the test opens it."""
    from ludoteca.server.room import Settings

    return Settings(bot_delay=0.0, claim_window=1.5, absent_after=0.0)


def _tid(page: Any, testid: str) -> Any:
    return page.locator(f'[data-testid="{testid}"]')


@pytest.fixture
def players(server: str, browser: Any) -> Iterator[tuple[str, Any, Any]]:
    """A finished genie table of Ada (seat 0), Bo (seat 1) and a bot, open in two pages."""
    ada, bo = new_page(browser, viewport=LAPTOP), new_page(browser, viewport=LAPTOP)
    table_id, _, tokens = make_table(ada, server, "genie", ["Ada", "Bo"], bots=1, bot="random")
    wait_finished(ada, server, table_id)
    for page, seat in [(ada, 0), (bo, 1)]:
        hold_seat(page, server, table_id, seat, tokens[seat])
        _tid(page, "score-sheet").wait_for()
    yield table_id, ada, bo
    for page in (ada, bo):
        assert page.errors == []  # type: ignore[attr-defined]
        page.context.close()


def _table_id(page: Any) -> str:
    return page.evaluate("location.hash").removeprefix("#/table/")


def test_both_accept_and_both_move_to_the_new_game(server: str,
                                                   players: tuple[str, Any, Any]) -> None:
    table_id, ada, bo = players
    _tid(ada, "play-again").click()
    # someone else is asked: Ada first chooses what a declined seat becomes
    assert _tid(ada, "rematch-declined").input_value() == "bot"
    _tid(ada, "rematch-propose").click()
    _tid(ada, "rematch-withdraw").wait_for()
    assert _tid(ada, "play-again").count() == 0  # she has answered by proposing
    # Bo hears of it, sees who answered what, and stays where he is until he answers
    _tid(bo, "rematch-accept").wait_for()
    answers = {a.get_attribute("data-seat"): a.get_attribute("data-answer")
               for a in _tid(bo, "rematch-answers").all()}
    assert answers == {"0": "yes", "1": ""}
    assert _table_id(bo) == table_id
    _tid(bo, "rematch-accept").click()
    for page in (ada, bo):
        page.wait_for_function("(old) => !location.hash.endsWith(old)", arg=table_id)
    new_id = _table_id(ada)
    assert _table_id(bo) == new_id
    summary = api(ada, server, "GET", f"/api/tables/{new_id}")
    # started at once (and, with nobody connected for a moment, its stand-in bots may
    # already have played it through: this server's absent_after is 0)
    assert summary["status"] in ("playing", "finished")
    assert [s["name"] for s in summary["seats"][:2]] == ["Ada", "Bo"]
    # each page holds its own seat there
    for page, seat in [(ada, 0), (bo, 1)]:
        page.wait_for_function("(s) => JSON.parse(localStorage.getItem("
                               "`ludoteca.seat.${location.hash.slice(8)}`) || 'null')?.seat === s",
                               arg=seat)


def test_a_declined_seat_stays_open_for_the_proposer_who_hosts_the_new_table(
        server: str, players: tuple[str, Any, Any]) -> None:
    table_id, ada, bo = players
    _tid(ada, "play-again").click()
    _tid(ada, "rematch-declined").select_option("open")
    _tid(ada, "rematch-propose").click()
    _tid(bo, "rematch-decline").click()
    # Ada moves to the new table's waiting room and hosts it; Bo stays, with a link
    ada.wait_for_function("(old) => !location.hash.endsWith(old)", arg=table_id)
    new_id = _table_id(ada)
    summary = api(ada, server, "GET", f"/api/tables/{new_id}")
    assert summary["status"] == "waiting"
    assert [s["kind"] for s in summary["seats"]] == ["human", "empty", "bot"]
    _tid(ada, "start").wait_for()  # the host's own controls
    _tid(bo, "go-next-table").wait_for()
    assert _table_id(bo) == table_id
    assert "without you" in _tid(bo, "go-next-table").locator("xpath=..").inner_text()


def test_the_proposer_withdraws_and_then_starts_without_an_answer(
        server: str, players: tuple[str, Any, Any]) -> None:
    table_id, ada, bo = players
    _tid(ada, "play-again").click()
    _tid(ada, "rematch-propose").click()
    _tid(bo, "rematch-accept").wait_for()
    _tid(ada, "rematch-withdraw").click()
    _tid(bo, "rematch-notice").wait_for(state="detached")
    _tid(bo, "play-again").wait_for()
    # Bo proposes now; Ada does not answer, Bo starts without her (her seat: a bot)
    _tid(bo, "play-again").click()
    _tid(bo, "rematch-propose").click()
    _tid(ada, "rematch-accept").wait_for()
    _tid(bo, "rematch-start-now").click()
    bo.wait_for_function("(old) => !location.hash.endsWith(old)", arg=table_id)
    summary = api(bo, server, "GET", f"/api/tables/{_table_id(bo)}")
    assert summary["status"] in ("playing", "finished")
    assert [s["kind"] for s in summary["seats"]] == ["bot", "human", "bot"]
    _tid(ada, "go-next-table").wait_for()
    assert _table_id(ada) == table_id
