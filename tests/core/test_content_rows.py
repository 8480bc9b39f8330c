"""The shared data reader (core/content.py): each kind of malformed data file or row gives a
ContentError naming the file, the table and the row."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ludoteca.core.content import ContentError, Row, read_data, read_toml, rows, table_rows
from ludoteca.core.errors import LudotecaError


def test_content_error_is_a_ludoteca_error_and_a_value_error() -> None:
    assert issubclass(ContentError, LudotecaError) and issubclass(ContentError, ValueError)


def test_every_game_raises_the_one_content_error() -> None:
    from ludoteca.games.genie import content as genie
    from ludoteca.games.kingoftokyo import content as kot
    from ludoteca.games.saboteur import content as saboteur

    assert genie.ContentError is kot.ContentError is saboteur.ContentError is ContentError


# ---------------------------------------------------------------- files
def test_read_data_loads_a_shipped_file() -> None:
    doc = read_data("ludoteca.games.saboteur", "roles.toml")
    assert isinstance(doc["role"], list)


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(ContentError, match=r"^gone\.toml: no such data file"):
        read_toml(tmp_path / "gone.toml", "gone.toml")
    with pytest.raises(ContentError, match=r"^nothing\.toml: no such data file"):
        read_data("ludoteca.games.saboteur", "nothing.toml")


def test_bad_toml_is_named(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text("[[card]\nid = 1\n", encoding="utf-8")
    with pytest.raises(ContentError, match=r"^bad\.toml: not valid TOML \("):
        read_toml(path, "bad.toml")
    with pytest.raises(ContentError, match="not valid TOML") as info:
        read_toml(path)  # the label defaults to the path
    assert str(info.value).startswith(f"{path}: ")


def test_text_that_is_not_utf8_is_named(tmp_path: Path) -> None:
    path = tmp_path / "latin.toml"
    path.write_bytes('name = "caf\u00e9"\n'.encode("latin-1"))
    with pytest.raises(ContentError, match=r"^latin\.toml: not UTF-8 text \(byte 11\)"):
        read_toml(path, "latin.toml")


# ---------------------------------------------------------------- lists of rows
def test_table_rows_absent_empty_and_not_a_list() -> None:
    assert table_rows({}, "card", "cards.toml") == []
    assert table_rows({"card": [{"id": "a"}]}, "card", "cards.toml") == [{"id": "a"}]
    with pytest.raises(ContentError, match=r"^cards\.toml: needs a list of \[\[card\]\] tables"):
        table_rows({"card": []}, "card", "cards.toml", needed=True)
    with pytest.raises(ContentError, match=r"^cards\.toml: needs a list of \[\[card\]\] tables"):
        table_rows({}, "card", "cards.toml", needed=True)
    with pytest.raises(ContentError) as info:
        table_rows({"card": {"id": "a"}}, "card", "cards.toml")
    assert str(info.value) == "cards.toml: card must be a list of tables, got {'id': 'a'}"


def _first(doc: dict[str, Any], **kwargs: Any) -> Row:
    return next(rows(doc, "card", "cards.toml", **kwargs))


def test_rows_are_named_by_number_then_by_id() -> None:
    found = list(rows({"card": [{"id": "tank"}, {"name": "x"}, {"id": 7}]}, "card",
                      "cards.toml"))
    assert [r.where for r in found] == ["cards.toml, card 'tank'", "cards.toml, card #2",
                                        "cards.toml, card #3"]
    role = next(rows({"role": [{"id": "boss"}]}, "role", "roles.toml", "role card"))
    assert role.where == "roles.toml, role card 'boss'"


@pytest.mark.parametrize(("doc", "kwargs", "message"), [
    ({"card": ["tank"]}, {}, "cards.toml, card #1: must be a table, got 'tank'"),
    ({"card": [{"id": "tank", "colour": "red"}]}, {"required": ("id",), "optional": ()},
     "cards.toml, card 'tank': unknown field(s) ['colour']"),
    ({"card": [{"id": "tank"}]}, {"required": ("id", "cost"), "optional": ()},
     "cards.toml, card 'tank': missing field 'cost'"),
    ({"card": [{"cost": 2}]}, {"required": ("id", "cost")},
     "cards.toml, card #1: missing field 'id'"),
])
def test_a_row_is_checked_for_unknown_and_missing_fields(doc: dict[str, Any],
                                                         kwargs: dict[str, Any],
                                                         message: str) -> None:
    with pytest.raises(ContentError) as info:
        _first(doc, **kwargs)
    assert str(info.value) == message


def test_other_fields_are_left_alone_without_an_optional_list() -> None:
    row = _first({"card": [{"id": "tank", "anything": 1}]}, required=("id",))
    assert row.get("anything") == 1 and "anything" in row and "else" not in row


# ---------------------------------------------------------------- fields
ROW = {"id": "tank", "cost": 4, "count": 0, "kind": "keep", "flag": True, "tags": ["a", "b"],
       "bad_cost": "4", "yes": 1, "twice": ["N", "N"], "mixed": ["a", 2], "sub": {"x": 1}}


def row() -> Row:
    return Row(dict(ROW), "cards.toml, card 'tank'")


def test_well_formed_fields_and_defaults() -> None:
    r = row()
    assert r.text("id") == "tank" and r.text("kind", ("keep", "discard")) == "keep"
    assert r.text("note", default="") == "" and r.text("door", ("blue",), default=None) is None
    assert r.integer("cost", least=0) == 4 and r.integer("copies", least=1, default=1) == 1
    assert r.flag("flag") is True and r.flag("discard", default=False) is False
    assert r.strings("tags") == ("a", "b") and r.strings("gaps", default=()) == ()
    assert r.names("tags", ("a", "b", "c")) == ("a", "b") and r.names("none", ("a",)) == ()
    assert r.names("edges", ("N", "S"), ["S"]) == ("S",)
    assert r.table("sub") == {"x": 1} and r.table("other", default={}) == {}


@pytest.mark.parametrize(("read", "problem"), [
    (lambda r: r.text("missing"), "missing field 'missing'"),
    (lambda r: r.text("cost"), "cost must be a string, got 4"),
    (lambda r: r.text("kind", ("red", "green")), "kind 'keep' is not one of red, green"),
    (lambda r: r.integer("missing", least=0), "missing field 'missing'"),
    (lambda r: r.integer("bad_cost"), "bad_cost must be an integer, got '4'"),
    (lambda r: r.integer("flag", least=0), "flag must be an integer of at least 0, got True"),
    (lambda r: r.integer("count", least=1), "count must be an integer of at least 1, got 0"),
    (lambda r: r.flag("yes"), "yes must be true or false, got 1"),
    (lambda r: r.strings("mixed"), "mixed must be a list of strings, got ['a', 2]"),
    (lambda r: r.strings("id"), "id must be a list, got 'tank'"),
    (lambda r: r.names("id", ("a",)), "id must be a list, got 'tank'"),
    (lambda r: r.names("tags", ("a",)), "tags: 'b' is not one of a"),
    (lambda r: r.names("twice", ("N", "S")), "twice: N listed twice"),
    (lambda r: r.table("tags"), "tags must be a table, got ['a', 'b']"),
    (lambda r: (_ for _ in ()).throw(r.fail("two wizards")), "two wizards"),
])
def test_each_bad_field_names_the_row_and_the_problem(read: Any, problem: str) -> None:
    with pytest.raises(ContentError) as info:
        read(row())
    assert str(info.value) == f"cards.toml, card 'tank': {problem}"


def test_a_long_value_is_cut_short_in_the_message() -> None:
    r = Row({"cost": "x" * 500}, "cards.toml, card #1")
    with pytest.raises(ContentError) as info:
        r.integer("cost")
    assert len(str(info.value)) < 120 and str(info.value).endswith("...")
