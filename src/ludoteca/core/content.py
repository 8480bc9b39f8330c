"""Reading a game's data files: one `ContentError` and one row reader for every game.

A game keeps its content in `data/*.toml` beside its code. This module loads such a file
(`read_data` for a package's own, `read_toml` for any path) and checks its rows: `rows` and
`table_rows` take the list of tables under a key, `Row` checks one table's fields (required,
optional with defaults, types, allowed values, unknown keys refused). Every error is a
`ContentError` whose message starts with where the problem is (the file, the table and the
row, e.g. ``cards.toml, card 'tank': cost must be an integer, got '4'``), so a wrong edit of
the data fails at load time with a message a person can act on. The rules a game adds on top
(totals, cross references, shapes) raise through `Row.fail`, which names the same place.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, Final

from .errors import LudotecaError


class ContentError(LudotecaError, ValueError):
    """A content data file is missing, malformed or inconsistent.

    A ValueError too, so callers that guard input with `except ValueError` keep working."""


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


MISSING: Final[Any] = _Missing()  # "no default": the field is required


def _shown(value: Any, limit: int = 60) -> str:
    """`repr(value)`, cut short so one bad row cannot flood a message."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


# ---------------------------------------------------------------- files
def read_toml(source: Path | Traversable, label: str | None = None) -> dict[str, Any]:
    """The TOML document at `source` (a path or a package resource). Errors start with
    `label` (default: the path) and say whether the file is missing, not UTF-8 or not TOML."""
    label = str(source) if label is None else label
    try:
        data = source.read_bytes()
    except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
        raise ContentError(f"{label}: no such data file ({source})") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ContentError(f"{label}: not UTF-8 text (byte {exc.start})") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{label}: not valid TOML ({exc})") from None


def read_data(package: str, name: str) -> dict[str, Any]:
    """The data file `data/<name>` shipped in `package` (a game's `__package__`)."""
    return read_toml(resources.files(package).joinpath("data", name), name)


# ---------------------------------------------------------------- rows
def table_rows(doc: Mapping[str, Any], key: str, where: str, needed: bool = False) -> list[Any]:
    """The list under `key` (`[[key]]` tables in TOML): [] when absent, unless `needed`,
    which also refuses an empty list. The items are checked by `Row`."""
    value = doc.get(key, MISSING)
    if value is MISSING or value == []:
        if needed:
            raise ContentError(f"{where}: needs a list of [[{key}]] tables")
        return []
    if not isinstance(value, list):
        raise ContentError(f"{where}: {key} must be a list of tables, got {_shown(value)}")
    return value


def rows(doc: Mapping[str, Any], key: str, file: str, what: str | None = None,
         required: tuple[str, ...] = (), optional: tuple[str, ...] | None = None,
         needed: bool = True) -> Iterator[Row]:
    """Each `[[key]]` table of a document as a checked `Row` named ``file, what #n`` (n from
    1), renamed ``file, what 'id'`` once it has a string id. `what` defaults to `key`."""
    what = key if what is None else what
    for index, raw in enumerate(table_rows(doc, key, file, needed), start=1):
        row = Row(raw, f"{file}, {what} #{index}", required, optional, check=False)
        rid = row.get("id")
        if isinstance(rid, str) and rid:
            row.where = f"{file}, {what} {rid!r}"  # an id finds a row faster than a number
        row.check()
        yield row


_KINDS: Mapping[type, str] = {str: "a string", int: "an integer", bool: "true or false",
                              list: "a list", dict: "a table", float: "a number"}


class Row:
    """One table of a data file and the checks its fields need; every error names `where`.

    `required` fields must be present; with `optional` given, any other field is refused
    (None: other fields are left alone). A getter's `default` makes its field optional."""

    def __init__(self, data: Any, where: str, required: tuple[str, ...] = (),
                 optional: tuple[str, ...] | None = None, check: bool = True) -> None:
        self.where = where
        self.required = required
        self.optional = optional
        if not isinstance(data, dict):
            raise self.fail(f"must be a table, got {_shown(data)}")
        self.data: dict[str, Any] = data
        if check:
            self.check()

    def check(self) -> None:
        """Refuse unknown fields (when `optional` is given), then missing ones."""
        if self.optional is not None:
            unknown = sorted(set(self.data) - set(self.required) - set(self.optional))
            if unknown:
                raise self.fail(f"unknown field(s) {unknown}")
        for key in self.required:
            if key not in self.data:
                raise self.fail(f"missing field {key!r}")

    def fail(self, problem: str) -> ContentError:
        """The error to raise for `problem` in this row."""
        return ContentError(f"{self.where}: {problem}")

    def __contains__(self, key: str) -> bool:
        return key in self.data

    def get(self, key: str, default: Any = None) -> Any:
        """The raw value of a field, unchecked."""
        return self.data.get(key, default)

    def value(self, key: str, kind: type, default: Any = MISSING) -> Any:
        """A field of type `kind` (bool is not an int here), or `default` when absent."""
        if key not in self.data:
            if default is MISSING:
                raise self.fail(f"missing field {key!r}")
            return default
        value = self.data[key]
        if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
            raise self.fail(f"{key} must be {_KINDS.get(kind, kind.__name__)}, "
                            f"got {_shown(value)}")
        return value

    def text(self, key: str, choices: tuple[str, ...] | None = None,
             default: Any = MISSING) -> str:
        """A string field, one of `choices` when given (a default is not checked)."""
        value = self.value(key, str, default)
        if choices is not None and key in self.data and value not in choices:
            raise self.fail(f"{key} {value!r} is not one of {', '.join(choices)}")
        return value

    def integer(self, key: str, least: int | None = None, default: Any = MISSING) -> int:
        """A whole-number field (true and false are not numbers), at least `least`."""
        if key not in self.data:
            return self.value(key, int, default)  # the default, or "missing field"
        value = self.data[key]
        if (not isinstance(value, int) or isinstance(value, bool)
                or (least is not None and value < least)):
            bound = "" if least is None else f" of at least {least}"
            raise self.fail(f"{key} must be an integer{bound}, got {_shown(value)}")
        return value

    def flag(self, key: str, default: Any = MISSING) -> bool:
        """A true-or-false field."""
        return self.value(key, bool, default)

    def strings(self, key: str, default: Any = MISSING) -> tuple[str, ...]:
        """A list of strings (notes, gaps)."""
        items = self.value(key, list, default)
        if not all(isinstance(item, str) for item in items):
            raise self.fail(f"{key} must be a list of strings, got {_shown(items)}")
        return tuple(items)

    def names(self, key: str, choices: tuple[str, ...], value: Any = MISSING
              ) -> tuple[str, ...]:
        """A list of distinct names among `choices`: the field (absent: none), or `value`,
        an item of it, when given."""
        items = self.data.get(key, []) if value is MISSING else value
        if not isinstance(items, list):
            raise self.fail(f"{key} must be a list, got {_shown(items)}")
        for item in items:
            if item not in choices:
                raise self.fail(f"{key}: {item!r} is not one of {', '.join(choices)}")
        repeated = sorted({item for item in items if items.count(item) > 1})
        if repeated:
            raise self.fail(f"{key}: {', '.join(repeated)} listed twice")
        return tuple(items)

    def table(self, key: str, default: Any = MISSING) -> dict[str, Any]:
        """A sub-table field, as it is (its own checks are the caller's)."""
        return self.value(key, dict, default)
