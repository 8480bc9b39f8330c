"""What players read, in their language: Fluent catalogues (https://projectfluent.org).

Every text a player reads is a message in a catalogue, never a concatenation: plural and
other variants are written in the catalogue with the language's own plural categories
(Ukrainian: one, few, many, other; Chinese: other), which `fluent.runtime` (Python) and
`@fluent/bundle` (the browser, web/static/vendor) take from CLDR.

Catalogues, one file per language:
- shared texts (lobby, table shell, errors, command line): `ludoteca/locale/<lang>.ftl`;
- a game's texts (names, cards, prompts, events, help): `games/<id>/locale/<lang>.ftl`,
  beside its data, so a game brings its own (`core/plugin.py`).

A message missing in a language falls back to English; a test fails when any message of
any catalogue lacks a translation (tests/core/test_i18n.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle
    from fluent.syntax import ast

LANGUAGES: Mapping[str, str] = {"en": "English", "zh-Hant": "繁體中文", "uk": "Українська"}
DEFAULT = "en"
SHARED = "ludoteca"  # the package whose locale/ folder holds the shared catalogue


def locale_dir(package: str) -> Path | None:
    """The `locale` folder of an installed package, if it has one."""
    if not package:
        return None
    try:
        folder = resources.files(package) / "locale"
    except (ModuleNotFoundError, TypeError):
        return None
    path = Path(str(folder))
    return path if path.is_dir() else None


def catalogue_path(package: str, lang: str) -> Path | None:
    folder = locale_dir(package)
    if folder is None:
        return None
    path = folder / f"{lang}.ftl"
    return path if path.is_file() else None


def catalogue_text(package: str, lang: str) -> str:
    path = catalogue_path(package, lang)
    return path.read_text(encoding="utf-8") if path else ""


def parsed(path: Path) -> ast.Resource:
    """The catalogue file at `path` parsed, once per process and version of the file:
    Fluent's parser is pure Python and slow, and the terminal, the server, the text
    checks and every `Texts` read the same few files. The tree is shared: read it, never
    change it."""
    stat = path.stat()
    return _parsed(path.resolve(), stat.st_mtime_ns, stat.st_size)


@cache
def _parsed(path: Path, _mtime_ns: int, _size: int) -> ast.Resource:
    from fluent.syntax import FluentParser

    return FluentParser().parse(path.read_text(encoding="utf-8"))


def resource(package: str, lang: str) -> ast.Resource | None:
    """The package's catalogue in `lang`, parsed (`parsed`), if it has one."""
    path = catalogue_path(package, lang)
    return parsed(path) if path else None


def choose(lang: str | None) -> str:
    """A supported language for a requested tag: exact, then by language
    (any Chinese reads the Traditional catalogue), else English."""
    if not lang:
        return DEFAULT
    tag = lang.strip().replace("_", "-")
    for code in LANGUAGES:
        if tag.lower() == code.lower():
            return code
    primary = tag.split("-")[0].lower()
    if primary == "zh":
        return "zh-Hant"
    return primary if primary in LANGUAGES else DEFAULT


_QUALITY = re.compile(r"^\s*([A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*|\*)\s*"
                      r"(?:;\s*q\s*=\s*([0-9.]+))?\s*$")
_PRIMARY = frozenset(code.split("-")[0].lower() for code in LANGUAGES)


def negotiate(accept_language: str | None) -> str:
    """The best supported language for an HTTP Accept-Language header."""
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept_language or "").split(",")[:32]):
        match = _QUALITY.match(part)
        if not match or match.group(1) == "*":
            continue
        try:
            quality = float(match.group(2)) if match.group(2) else 1.0
        except ValueError:
            continue
        tag = match.group(1)
        primary = tag.split("-")[0].split("_")[0].lower()
        if quality > 0 and primary in _PRIMARY:
            ranked.append((-quality, index, tag))
    return choose(sorted(ranked)[0][2]) if ranked else DEFAULT


class Texts:
    """Formats messages of a few catalogues in one language, English behind it."""

    def __init__(self, lang: str, packages: Iterable[str]) -> None:
        self.lang = choose(lang)
        self.packages = tuple(packages)
        self._bundles = [self._bundle(code) for code in dict.fromkeys((self.lang, DEFAULT))]

    def _bundle(self, lang: str) -> FluentBundle:
        # imported here: the command line lists languages without loading the formatter
        from fluent.runtime import FluentBundle

        bundle = FluentBundle([lang], use_isolating=False)
        for package in self.packages:
            catalogue = resource(package, lang)
            if catalogue is not None:
                bundle.add_resource(catalogue)
        return bundle

    def has(self, msg_id: str) -> bool:
        return any(b.has_message(msg_id.partition(".")[0]) for b in self._bundles)

    def __call__(self, msg_id: str, /, **args: Any) -> str:
        """The message `msg_id` (or `msg_id.attribute`) with its arguments; the id itself
        when no catalogue has it (a visible gap, never a crash)."""
        name, _, attribute = msg_id.partition(".")
        for bundle in self._bundles:
            if not bundle.has_message(name):
                continue
            message = bundle.get_message(name)
            pattern = message.attributes.get(attribute) if attribute else message.value
            if pattern is None:
                continue
            text, _errors = bundle.format_pattern(pattern, args)
            return str(text)
        return msg_id


@cache
def texts(lang: str, *packages: str) -> Texts:
    """Cached `Texts` for the shared catalogue plus `packages` (game packages)."""
    return Texts(lang, (SHARED, *packages))


def group_name(game_id: str, group: str, lang: str = "en") -> str:
    """A group of `Game.group_results` (Saboteur's roles of a round) as a reader sees it:
    the game's catalogue message `group-<id>`, else the id with spaces for underscores."""
    from .registry import installed

    anchor = installed(game_id).anchor
    t = texts(lang, anchor) if anchor else texts(lang)
    msg = f"group-{group}"
    return t(msg) if t.has(msg) else group.replace("_", " ")


UNOFFICIAL = "unofficial"  # the comment marking a name that is not the published edition's


def unofficial_names(package: str) -> dict[str, list[str]]:
    """lang -> ids of the messages marked `# unofficial` in the package's catalogue: names
    a translation gives that the published edition of that language does not."""
    from fluent.syntax import ast

    out: dict[str, list[str]] = {}
    for lang in LANGUAGES:
        catalogue = resource(package, lang)
        if catalogue is None:
            continue
        marked = [entry.id.name for entry in catalogue.body
                  if isinstance(entry, ast.Message) and entry.comment is not None
                  and UNOFFICIAL in entry.comment.content.lower().split()]
        if marked:
            out[lang] = marked
    return out


class Refusal(Exception):
    """Why a typed answer is refused, as a message (of the game's catalogue or the shared
    one) and its arguments: a game's text module returns or raises one from `parse`, and
    the terminal shows it in the player's language (play.py)."""

    def __init__(self, msg_id: str, values: Mapping[str, Any] | None = None,
                 **more: Any) -> None:
        super().__init__(msg_id)
        self.msg_id = msg_id
        self.values: dict[str, Any] = {**(values or {}), **more}

    def text(self, say: Texts) -> str:
        """The reason in words."""
        return say(self.msg_id, **self.values)

    def __repr__(self) -> str:
        return f"Refusal({self.msg_id!r}, {self.values!r})"
