"""The start of a game's log (docs/server.md, "Missed events"): a screen that is open in
the waiting room when the table starts, one that opens just after, and one that opens
later all get the same events from the set-up's `opening_events()` (version 0) on, each
version once, as their seat may see them; for every registered game.

Saboteur's set-up deals the first round (its "Round 1 begins" line, with each seat's own
hand and role): that line is part of version 0 like King of Tokyo's roll-off."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from ludoteca.core.registry import game_ids, get_game

from .helpers import Client, LiveServer, new_table
from .test_missed_events import connect, engine_log, events_between

FOLLOW = 20  # versions each client follows (every game has more)


class Screen:
    """Keeps each version's events as a game screen does (shared.js `takeEvents`): those of
    the first state message of that version; a state sent again at the same version (a
    seat connected) adds nothing."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.by_version: dict[int, list[dict[str, Any]]] = {}
        self.version = -1

    async def until(self, version: int) -> None:
        while self.version < version:
            message = await self.client.state()
            self.by_version.setdefault(message["version"], message["events"])
            self.version = message["version"]

    def between(self, first: int, last: int) -> list[dict[str, Any]]:
        return [e for v in range(first, last + 1) for e in self.by_version.get(v, [])]


def _drop(client: Client) -> None:
    """Closed at once: a client that stopped reading cannot finish a close handshake."""
    client.ws.transport.abort()


def _players(game: str) -> int:
    meta = get_game(game).meta
    return max(meta.min_players, min(3, meta.max_players))


# every registered game in the full run; the quick run keeps the two whose set-up says
# something (King of Tokyo's roll-off, Saboteur's first deal with each seat's own hand), or
# the first two found
QUICK_GAMES = [g for g in game_ids() if g in ("kingoftokyo", "saboteur")] or game_ids()[:2]


@pytest.mark.parametrize("game", [pytest.param(g, marks=() if g in QUICK_GAMES
                                               else pytest.mark.slow) for g in game_ids()])
def test_screens_opened_before_at_and_after_the_start_get_the_whole_log(
        live: Any, game: str) -> None:
    server: LiveServer = live(bot_delay=0.0, claim_window=0.2)
    players = _players(game)
    table = new_table(server.http, players, humans=0, bots=("random",) * players,
                      start=False, game=game)

    async def main() -> None:
        waiting = Screen(await connect(server, table.id, since=-1))
        first = await waiting.client.state()  # the waiting room: nothing happened yet
        assert first["view"] is None and first["events"] == [] and "backlog" not in first
        response = server.http.post(f"/api/tables/{table.id}/start",
                                    json={"token": table.host})
        assert response.status_code == 200, response.text
        at_start = await connect(server, table.id, since=-1)
        opened = await at_start.state()
        assert opened["backlog"] == {"from": 0, "to": opened["version"], "truncated": False}
        await waiting.until(FOLLOW)
        later = await connect(server, table.id, since=-1)
        caught_up = await later.state()
        log = engine_log(server, table.id, None)
        # each version's events once, in order, the set-up's first
        assert waiting.between(0, FOLLOW) == events_between(log, 0, FOLLOW)
        assert waiting.by_version.get(0, []) == log[0]
        assert opened["events"] == events_between(log, 0, opened["version"])
        assert caught_up["events"] == events_between(log, 0, caught_up["version"])
        for client in (waiting.client, at_start, later):
            _drop(client)

    asyncio.run(main())


# Saboteur deals round 1 while it is set up; those events (each seat's hand and role) are
# its opening events, shown with the first view.
def test_the_first_saboteur_round_line_reaches_a_screen_open_at_the_start(
        live: Any) -> None:
    """The player's own hand and role of round 1 come with the line, to that seat only."""
    server: LiveServer = live(bot_delay=0.0)
    table = new_table(server.http, 3, humans=1, bots=("random", "random"), start=False,
                      game="saboteur")

    async def main() -> None:
        player = await connect(server, table.id, table.tokens[0], since=-1)
        watcher = await connect(server, table.id, since=-1)
        response = server.http.post(f"/api/tables/{table.id}/start",
                                    json={"token": table.host})
        assert response.status_code == 200, response.text
        # past the waiting room's states (no view yet)
        started = lambda m: m["type"] == "state" and m["view"] is not None  # noqa: E731
        mine, theirs = await player.expect(started), await watcher.expect(started)
        assert mine["version"] == theirs["version"] == 0  # seat 0 plays first: it waits
        rounds = [e for e in mine["events"] if e["kind"] == "round"]
        assert [(e["round"], e["first"]) for e in rounds] == [(1, 0)]
        assert rounds[0]["hand"] == mine["view"]["hand"] and len(rounds[0]["hand"]) == 6
        assert rounds[0]["role"] == mine["view"]["role"]
        seen = [e for e in theirs["events"] if e["kind"] == "round"]
        assert seen == [{"kind": "round", "round": 1, "first": 0}]  # no hand, no role
        for client in (player, watcher):
            _drop(client)

    asyncio.run(main())
