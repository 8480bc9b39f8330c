"""The search bot at the table server: its strengths in the bot menu, in every language."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ludoteca.bots.base import SEARCH_LEVELS
from ludoteca.core.i18n import catalogue_text
from tests.server.helpers import TestClient, create_app, new_table, settings


@pytest.fixture
def client(tmp_path: Path) -> Iterator[Any]:
    app = create_app(f"sqlite:///{tmp_path / 'tables.db'}", settings())
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c


def test_the_bot_menu_offers_every_strength(client: Any) -> None:
    for game in client.get("/api/games").json():
        assert game["bots"][-3:] == list(SEARCH_LEVELS)


def test_a_strength_takes_a_seat_and_settings_do_not(client: Any) -> None:
    table = new_table(client, 3, humans=1, bots=("ismcts-quick", "ismcts-strong"),
                      start=False)
    seats = table.summary["seats"]
    assert [s["bot"] for s in seats[1:]] == ["ismcts-quick", "ismcts-strong"]
    # a table offers the menu's strengths only: nobody asks the server for an endless search
    refused = client.post(f"/api/tables/{table.id}/bots", json={
        "token": table.host, "seat": 2, "bot": "ismcts:iterations=100000000"})
    assert refused.status_code == 400 and refused.json()["code"] == "unknown_bot"


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "uk"])
def test_every_strength_has_a_name_in_every_language(lang: str) -> None:
    text = catalogue_text("ludoteca", lang)
    for level in SEARCH_LEVELS:
        # the name and its plural (the "fill with bots" menu), in this language's own file
        assert re.search(rf"\nbot-{level} = \S.*\n +\.plural = \S", text), (lang, level)
