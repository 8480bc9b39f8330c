"""Game records: round trips, replay, and malformed records raising RecordError that names
the field or the move number."""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.errors import RecordError
from ludoteca.core.records import Record, load_records, replay
from ludoteca.core.registry import get_game
from ludoteca.core.rng import Rng

GENIE = get_game("genie")


def play(players: int, seed: int, options: dict[str, Any] | None = None,
         policy: int = 1) -> Record:
    """A complete random game as a record with its final digest."""
    state = GENIE.new(players, seed, options or {})
    record = Record.start(state)
    rng = Rng(policy)
    while not state.is_over():
        seat = rng.choice(state.to_move())
        action = rng.choice(state.legal(seat))
        state.apply(seat, action)
        record.actions.append((seat, action))
    record.digest = state.digest()
    return record


@cache
def _base_json() -> str:
    return json.dumps(play(3, 7, {"race": "arrival", "my_precious": True}).to_json())


def good() -> dict[str, Any]:
    """A fresh copy of a valid record's JSON form."""
    return json.loads(_base_json())


def raises(data: Any, *fragments: str) -> str:
    """Parse and replay; the RecordError message must contain every fragment."""
    with pytest.raises(RecordError) as info:
        replay(Record.from_json(data))
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, (fragment, message)
    return message


# -------------------------------------------------------------------- good records
def test_record_round_trips_and_replays() -> None:
    data = good()
    record = Record.from_json(data)
    assert record.game == "genie" and record.players == 3 and record.seed == 7
    assert record.options["race"] == "arrival" and record.options["my_precious"] is True
    assert all(isinstance(a, Action) for _, a in record.actions)
    assert record.to_json() == data
    state = replay(record)
    assert state.is_over() and state.digest() == data["digest"]


def test_record_start_fills_every_option_and_the_engine_version() -> None:
    state = GENIE.new(2, 99)
    record = Record.start(state)
    assert record.version == GENIE.meta.version
    assert set(record.options) == {spec.name for spec in GENIE.meta.options}
    assert record.actions == [] and record.digest is None


def test_extra_fields_are_kept() -> None:
    data = good()
    data["note"] = "a friendly game"
    data["bots"] = ["random", "random", "random"]
    record = Record.from_json(data)
    assert record.extra == {"note": "a friendly game", "bots": ["random"] * 3}
    assert record.to_json() == data
    replay(record)


def test_without_a_digest_nothing_is_compared() -> None:
    data = good()
    del data["digest"]
    assert replay(Record.from_json(data)).is_over()
    data["digest"] = None
    assert replay(Record.from_json(data)).is_over()


def test_a_partial_record_replays_to_the_middle_of_a_game() -> None:
    data = good()
    data["actions"] = data["actions"][:10]
    data["digest"] = None
    state = replay(Record.from_json(data))
    assert not state.is_over()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_records_of_every_size_replay(players: int) -> None:
    record = play(players, 1000 + players, {"wizard_counts": False}, policy=players)
    again = Record.from_json(json.loads(json.dumps(record.to_json())))
    assert replay(again).digest() == record.digest


# ------------------------------------------------------------- malformed records
@pytest.mark.parametrize("field", ["game", "version", "players", "seed", "options", "actions"])
def test_missing_field_is_named(field: str) -> None:
    data = good()
    del data[field]
    message = raises(data, repr(field), "missing")
    assert "record field" in message


@pytest.mark.parametrize(("field", "value"), [
    ("game", 5), ("game", None), ("version", 1), ("players", "3"), ("players", 3.0),
    ("players", True), ("seed", "7"), ("seed", 7.5), ("seed", False), ("options", []),
    ("options", "race=auto"), ("actions", {}), ("actions", "draw"), ("digest", 12),
    ("digest", ["abc"]),
])
def test_wrong_type_is_named(field: str, value: Any) -> None:
    data = good()
    data[field] = value
    raises(data, repr(field), "wrong type")


@pytest.mark.parametrize("data", [[], "record", 5, None])
def test_a_record_must_be_an_object(data: Any) -> None:
    with pytest.raises(RecordError, match="JSON object"):
        Record.from_json(data)


@pytest.mark.parametrize("entry", [
    [0], [0, {"kind": "draw"}, 1], "draw", {"seat": 0}, ["0", {"kind": "draw"}],
    [True, {"kind": "draw"}], [0, "draw"], [0, {"kind": ""}], [0, {"no": "kind"}],
    [0, {"kind": "card", "card": 1.5}], [0, {"kind": "card", "card": {"id": 1}}],
])
def test_malformed_move_is_numbered(entry: Any) -> None:
    data = good()
    data["actions"][4] = entry
    raises(data, "move 5")


def test_unknown_game() -> None:
    data = good()
    data["game"] = "chess"
    raises(data, "record field 'game'", "chess")


def test_version_mismatch() -> None:
    data = good()
    data["version"] = "0.0-old"
    raises(data, "record field 'version'", "0.0-old", GENIE.meta.version)


@pytest.mark.parametrize(("field", "value"), [
    ("players", 1), ("players", 6), ("options", {"bogus": True}),
    ("options", {"race": "photo finish"}), ("options", {"my_precious": 1}),
])
def test_bad_players_or_options(field: str, value: Any) -> None:
    data = good()
    data[field] = value
    raises(data, "'players'/'options'")


def test_illegal_move_is_numbered() -> None:
    data = good()
    for index in (0, 17, len(data["actions"]) - 1):
        broken = copy.deepcopy(data)
        broken["actions"][index][1] = {"kind": "frobnicate"}
        raises(broken, f"move {index + 1}:")


def test_move_by_a_seat_with_nothing_to_decide_is_numbered() -> None:
    data = good()
    # move 1 is a secret placement: a seat that already placed may not place again
    first_seat = data["actions"][0][0]
    data["actions"][1] = [first_seat, data["actions"][0][1]]
    raises(data, "move 2:", f"seat {first_seat}")
    data = good()
    data["actions"][0][0] = 7
    raises(data, "move 1:", "seat 7")


def test_move_after_the_end_is_numbered() -> None:
    data = good()
    data["actions"].append([0, {"kind": "pass"}])
    raises(data, f"move {len(data['actions'])}:", "over")


def test_digest_mismatch() -> None:
    data = good()
    data["digest"] = "0" * 64
    raises(data, "record field 'digest'")
    assert replay(Record.from_json(data), check_digest=False).is_over()


def test_a_dropped_move_is_caught_by_the_digest_or_the_moves() -> None:
    data = good()
    del data["actions"][-1]
    raises(data, "digest")


def test_different_seed_is_caught() -> None:
    data = good()
    data["seed"] = 8
    with pytest.raises(RecordError) as info:
        replay(Record.from_json(data))
    message = str(info.value)
    assert "move " in message or "record field 'digest'" in message


# ---------------------------------------------------------------------- load_records
def test_load_single_json(tmp_path: Path) -> None:
    path = tmp_path / "one.json"
    path.write_text(_base_json())
    [record] = load_records(path)
    assert replay(record).digest() == record.digest
    assert load_records(str(path))[0].to_json() == record.to_json()


def test_load_json_list(tmp_path: Path) -> None:
    records = [play(2, 1), play(4, 2, {"race": "auto"})]
    path = tmp_path / "many.json"
    path.write_text(json.dumps([r.to_json() for r in records], indent=2))
    loaded = load_records(path)
    assert [r.to_json() for r in loaded] == [r.to_json() for r in records]
    for record in loaded:
        assert replay(record).digest() == record.digest


def test_load_jsonl_skips_blank_lines(tmp_path: Path) -> None:
    records = [play(2, 3), play(3, 4), play(5, 5)]
    path = tmp_path / "games.jsonl"
    lines = [json.dumps(r.to_json()) for r in records]
    path.write_text(lines[0] + "\n\n" + lines[1] + "\n   \n" + lines[2] + "\n")
    loaded = load_records(path)
    assert [r.digest for r in loaded] == [r.digest for r in records]
    for record in loaded:
        replay(record)


@pytest.mark.parametrize(("name", "text"), [("none.jsonl", ""), ("blank.jsonl", "\n \n"),
                                          ("none.json", "[]")])
def test_a_file_without_records_is_refused(tmp_path: Path, name: str, text: str) -> None:
    # most likely the wrong file: "0 records replayed, ok" would hide that
    path = tmp_path / name
    path.write_text(text)
    with pytest.raises(RecordError, match="no records in it"):
        load_records(path)


@pytest.mark.parametrize("text", ["", "{", "{'game': 'genie'}", "[1, 2", "nan nan"])
def test_load_bad_json_file(tmp_path: Path, text: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(RecordError) as info:
        load_records(path)
    assert str(path) in str(info.value) and "not JSON" in str(info.value)


def test_load_jsonl_with_a_bad_line(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    path.write_text(_base_json() + "\n" + _base_json() + "\n" + "{not json}\n")
    with pytest.raises(RecordError) as info:
        load_records(path)
    assert "line 3" in str(info.value) and str(path) in str(info.value)


def test_load_jsonl_with_a_malformed_record(tmp_path: Path) -> None:
    broken = good()
    del broken["seed"]
    path = tmp_path / "games.jsonl"
    path.write_text(_base_json() + "\n" + json.dumps(broken) + "\n")
    with pytest.raises(RecordError) as info:
        load_records(path)
    message = str(info.value)
    assert "record 2" in message and "'seed'" in message and str(path) in message


def test_load_json_list_with_a_malformed_move(tmp_path: Path) -> None:
    broken = good()
    broken["actions"][2] = [0]
    path = tmp_path / "many.json"
    path.write_text(json.dumps([good(), good(), broken]))
    with pytest.raises(RecordError) as info:
        load_records(path)
    assert "record 3" in str(info.value) and "move 3" in str(info.value)


def test_load_json_list_of_non_objects(tmp_path: Path) -> None:
    path = tmp_path / "many.json"
    path.write_text(json.dumps([good(), 5]))
    with pytest.raises(RecordError, match="record 2"):
        load_records(path)


def test_load_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.json"
    with pytest.raises(RecordError) as info:
        load_records(path)
    assert "cannot read" in str(info.value) and str(path) in str(info.value)


def test_load_a_directory(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        load_records(tmp_path)
