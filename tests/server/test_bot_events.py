"""The table server gives each bot the events its seat saw since that bot last decided,
redacted for the seat (Observation.events), whoever made the moves."""

from __future__ import annotations

from typing import Any

import pytest

import ludoteca.server.room as room_module
from ludoteca.bots.base import Observation, RandomBot
from ludoteca.core.actions import Action
from ludoteca.core.registry import get_game
from ludoteca.core.rng import Rng

from .helpers import finish_game, new_table


class Recorder:
    """Plays at random; keeps the events each decision was given, per seat."""

    name = "heuristic"
    seen: dict[int, list[list[dict[str, Any]]]] = {}  # noqa: RUF012 (reset by the fixture)

    def __init__(self, rng: Rng) -> None:
        self.random = RandomBot(rng)

    def act(self, obs: Observation) -> Action:
        Recorder.seen.setdefault(obs.seat, []).append(list(obs.events))
        return self.random.act(obs)


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> type[Recorder]:
    real = room_module.make_bot
    Recorder.seen = {}

    def make(name: str, game_id: str, rng: Rng) -> Any:
        return Recorder(rng) if name == "heuristic" else real(name, game_id, rng)

    monkeypatch.setattr(room_module, "make_bot", make)
    return Recorder


# a whole game through the server each: Saboteur (hidden roles and hands) in the quick run,
# Genie too in the full run
@pytest.mark.parametrize("game_id", [pytest.param("genie", marks=pytest.mark.slow), "saboteur"])
def test_bots_get_their_seats_redacted_events(client: Any, recorder: type[Recorder],
                                             game_id: str) -> None:
    table = new_table(client, 3, humans=1, bots=("heuristic", "heuristic"), game=game_id)
    finish_game(client, table)
    # (a Saboteur record is for the game's own players: the host's token)
    record = client.get(f"/api/tables/{table.id}/record?token={table.host}").json()
    # the game again, from its record: every version's events
    state = get_game(game_id).new(3, record["seed"], record["options"])
    versions = [state.opening_events()]
    for seat, action in record["actions"]:
        versions.append(state.apply(seat, Action.from_json(action)))
    assert set(recorder.seen) == {1, 2}
    for seat, decisions in recorder.seen.items():
        stream = [e.for_seat(seat) for events in versions for e in events]
        ends = {0}  # where a version's events end in that stream
        for events in versions:
            ends.add(max(ends) + len(events))
        got: list[dict[str, Any]] = []
        for events in decisions:
            got += events
            assert len(got) in ends  # each decision: whole versions, none twice
        # together, exactly what the seat may see of the game up to its last decision
        assert got == stream[:len(got)]
        assert len(got) > len(stream) // 2
    # the human's moves reached the bots (redacted: the equality above)
    assert [e for events in recorder.seen[1] for e in events if e.get("seat") == 0]
