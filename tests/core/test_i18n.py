"""Languages: every catalogue complete in every language, parsable, and formatting the
plural forms of each language; the language a request or a terminal gets.

Catalogues: the shared one (ludoteca/locale) and each registered game's (its package's
locale folder, found through the registry), one Fluent file per language.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from fluent.syntax import ast as fluent

from ludoteca.core.i18n import (
    LANGUAGES,
    SHARED,
    Texts,
    choose,
    locale_dir,
    negotiate,
    parsed,
    texts,
)
from ludoteca.core.registry import game_ids, installed

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "src" / "ludoteca" / "server"
# the ids a game's catalogue owns; the shared catalogue never defines them
GAME_IDS = ("game-name", "help-title", "help-body", "help-keys")


def catalogues() -> dict[str, Path]:
    """name -> locale folder: the shared one and every registered game's that has one."""
    found = {"shared": locale_dir(SHARED)}
    for game_id in game_ids():
        anchor = installed(game_id).anchor
        folder = locale_dir(anchor) if anchor else None
        if folder is not None:
            found[game_id] = folder
    assert found["shared"] is not None
    return found


CATALOGUES = catalogues()


def entries(path: Path) -> list[fluent.Entry]:
    return parsed(path).body


def keys(path: Path) -> set[str]:
    """Every message and term id, and every `id.attribute`, of one file."""
    out: set[str] = set()
    for entry in entries(path):
        if isinstance(entry, fluent.Message | fluent.Term):
            name = ("-" if isinstance(entry, fluent.Term) else "") + entry.id.name
            if entry.value is not None:
                out.add(name)
            out.update(f"{name}.{a.id.name}" for a in entry.attributes)
    return out


@pytest.mark.parametrize("name", sorted(CATALOGUES))
def test_every_message_is_in_every_language(name: str) -> None:
    folder = CATALOGUES[name]
    files = {lang: folder / f"{lang}.ftl" for lang in LANGUAGES}
    missing_files = [lang for lang, path in files.items() if not path.is_file()]
    assert not missing_files, f"{name}: no catalogue for {missing_files}"
    strays = sorted(p.name for p in folder.glob("*.ftl") if p.stem not in LANGUAGES)
    assert not strays, f"{name}: catalogues of unknown languages {strays}"
    by_lang = {lang: keys(path) for lang, path in files.items()}
    everything = set().union(*by_lang.values())
    assert len(everything) > 10
    gaps = {lang: sorted(everything - found) for lang, found in by_lang.items()
            if everything - found}
    assert not gaps, f"{name}: messages without a translation: {gaps}"


@pytest.mark.parametrize("name", sorted(CATALOGUES))
def test_every_catalogue_parses(name: str) -> None:
    for path in sorted(CATALOGUES[name].glob("*.ftl")):  # a missing one: the test above
        junk = [e for e in entries(path) if isinstance(e, fluent.Junk)]
        assert not junk, (f"{path}: " + "; ".join(
            f"{a.message} in {j.content[:60]!r}" for j in junk for a in j.annotations))


def test_a_game_brings_its_own_ids_and_the_shared_catalogue_none_of_them() -> None:
    shared = keys(CATALOGUES["shared"] / "en.ftl")
    assert not {k for k in shared if k.split(".")[0] in GAME_IDS or k.startswith("option-")}
    for name, folder in CATALOGUES.items():
        if name == "shared":
            continue
        # one bundle holds the shared catalogue and a game's: no id may be in both
        clash = shared & keys(folder / "en.ftl")
        assert not clash, f"{name} redefines shared messages: {sorted(clash)}"


def _formats_cleanly(lang: str, packages: tuple[str, ...], path: Path) -> None:
    """Every message and attribute of one file formats without a Fluent error."""
    from fluent.runtime import FluentBundle

    bundle = FluentBundle([lang], use_isolating=False)
    for package in packages:
        folder = locale_dir(package)
        assert folder is not None
        bundle.add_resource(parsed(folder / f"{lang}.ftl"))
    args = {"count": 3, "number": 2, "n": 2, "players": 3, "total": 4, "filled": 2,
            "seated": 1, "index": 1, "last": 9, "seconds": 4, "seed": 7, "seat": 0}
    for entry in entries(path):
        if not isinstance(entry, fluent.Message):
            continue
        message = bundle.get_message(entry.id.name)
        patterns = [message.value] if message.value else []
        patterns += list(message.attributes.values())
        for pattern in patterns:
            text, errors = bundle.format_pattern(pattern, args)
            # a variable the caller did not pass is a reference error, not a mistake;
            # a reference to a message that does not exist is one
            bad = [e for e in errors if "Unknown message" in str(e) or "Unknown term" in str(e)]
            assert not bad, (path, entry.id.name, bad)
            assert text.strip(), (path, entry.id.name, "formats to nothing")


@pytest.mark.parametrize("name", sorted(CATALOGUES))
def test_every_catalogue_formats_in_every_language(name: str) -> None:
    packages = (SHARED,) if name == "shared" else (SHARED, installed(name).anchor or "")
    for lang in LANGUAGES:
        if (CATALOGUES[name] / f"{lang}.ftl").is_file():  # a missing one: the test above
            _formats_cleanly(lang, packages, CATALOGUES[name] / f"{lang}.ftl")


def test_ukrainian_has_three_plural_forms_and_chinese_one() -> None:
    uk = texts("uk")
    forms = {n: uk("time-minutes-ago", count=n) for n in (1, 2, 5, 21, 22, 25, 11)}
    assert forms[1] == "1 хвилину тому" and forms[21] == "21 хвилину тому"
    assert forms[2] == "2 хвилини тому" and forms[22] == "22 хвилини тому"
    assert forms[5] == "5 хвилин тому" and forms[25] == "25 хвилин тому"
    assert forms[11] == "11 хвилин тому"  # 11 is "many", not "one"
    assert uk("players-count", count=3) == "3 гравці"
    assert uk("players-count", count=6) == "6 гравців"
    zh = texts("zh-Hant")
    assert zh("time-hours-ago", count=1) == "1 小時前"
    assert zh("time-hours-ago", count=5) == "5 小時前"
    en = texts("en")
    assert en("time-minutes-ago", count=1) == "1 minute ago"
    assert en("time-minutes-ago", count=2) == "2 minutes ago"


def test_a_message_falls_back_to_english_then_to_its_id() -> None:
    zh = Texts("zh-Hant", [SHARED])
    assert zh("nav-lobby") == "大廳"
    assert zh("replay-first.title") == "第一步（Home）"  # an attribute
    assert zh("no-such-message") == "no-such-message"
    assert not zh.has("no-such-message") and zh.has("nav-lobby")
    assert Texts("fr", [SHARED]).lang == "en"


def test_choose_and_negotiate() -> None:
    assert choose("uk") == "uk" and choose("uk-UA") == "uk" and choose("uk_UA.UTF-8") == "uk"
    assert choose("zh-TW") == "zh-Hant" and choose("zh-Hant-HK") == "zh-Hant"
    assert choose("zh-CN") == "zh-Hant"  # the one Chinese catalogue there is
    assert choose("ZH-hant") == "zh-Hant"
    assert choose("en-GB") == "en" and choose("de") == "en"
    assert choose(None) == "en" and choose("") == "en" and choose("C.UTF-8") == "en"
    assert negotiate("uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7") == "uk"
    assert negotiate("fr-FR,fr;q=0.9,zh-TW;q=0.8,en;q=0.5") == "zh-Hant"
    assert negotiate("de, en;q=0.1, uk;q=0.2") == "uk"
    assert negotiate("*") == "en" and negotiate("") == "en" and negotiate(None) == "en"
    assert negotiate("uk;q=0, en;q=0.5") == "en"
    assert negotiate("uk;q=abc, zh") == "zh-Hant"


def _server_error_codes() -> set[str]:
    """Every error code the server can send: RoomError("code"), HTTPError(status, message,
    "code"), send_error(conn, "code"), error("code", ...), {"code": "..."} literals, and the
    codes HTTP statuses fall back to (app.STATUS_CODES)."""
    from ludoteca.server.app import STATUS_CODES

    codes = set(STATUS_CODES.values())
    for path in (SERVER / "app.py", SERVER / "room.py", SERVER / "hub.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values, strict=True):
                    if (isinstance(key, ast.Constant) and key.value == "code"
                            and isinstance(value, ast.Constant)):
                        codes.add(value.value)
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            position = {"RoomError": 0, "HTTPError": 2, "send_error": 1, "error": 0}.get(name)
            if position is not None and len(node.args) > position:
                arg = node.args[position]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    codes.add(arg.value)
    return codes


def test_every_server_error_code_has_a_message() -> None:
    codes = _server_error_codes()
    assert {"illegal", "stale", "forbidden", "bad_name", "not_found", "unavailable"} <= codes
    shared = keys(CATALOGUES["shared"] / "en.ftl")
    missing = sorted(code for code in codes if f"error-{code}" not in shared)
    assert not missing, f"no error-<code> message for {missing}"


@pytest.mark.parametrize("game_id", game_ids())
def test_every_option_of_a_game_is_named_in_every_language(game_id: str) -> None:
    """The lobby's create form shows an option by its catalogue name, help and value names
    (`option-<name>`, `-help`, `-<value>`); without them it would show the API's ids."""
    from ludoteca.core.registry import get_game

    anchor = installed(game_id).anchor
    assert anchor
    missing = []
    for lang in LANGUAGES:
        say = texts(lang, anchor)
        for spec in get_game(game_id).meta.options:
            ids = [f"option-{spec.name}", f"option-{spec.name}-help",
                   *(f"option-{spec.name}-{str(v).lower()}" for v in spec.choices)]
            missing += [(lang, i) for i in ids if not say.has(i)]
    assert not missing, missing
