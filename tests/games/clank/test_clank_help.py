"""Clank!'s rules page (help-title, help-body, icon-NAME): in every language, in the shell's
help markup (help.js), with the rulebooks' names the rest of the catalogue uses, and every
[[NAME]] icon drawn (web/icons/NAME.svg) and named in every language.

Place in tests/games/clank/ once the help messages are in the catalogues.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle

from ludoteca.core.i18n import LANGUAGES, locale_dir, parsed
from ludoteca.core.registry import installed

ANCHOR = "ludoteca.games.clank"
LOCALE = locale_dir(ANCHOR)
ICONS = Path(installed("clank").web_dir or "") / "icons"
TOKEN = re.compile(r"\[\[(.*?)\]\]")
# the names a reader meets in the rules, as the catalogue's term-/card-/token-/room- messages
# give them; Ukrainian declines its nouns, so its list is the ones the text has as printed
NAMES = ("term-skill", "term-swords", "term-boots", "term-gold", "term-clank", "term-lockpick",
         "term-artifact", "term-major-secret", "term-minor-secret", "term-prisoner",
         "term-monkey-idol", "term-mastery-token", "term-dragon-bag", "term-rage-track",
         "term-ghost", "term-dungeon-row", "term-dungeon-deck", "term-reserve", "term-market",
         "term-depths", "term-crypt", "term-teleport", "term-trash", "term-arrive",
         "term-acquire", "term-danger", "card-burgle", "card-stumble", "card-sidestep",
         "card-scramble", "card-mercenary", "card-explore", "card-secret_tome", "card-goblin",
         "token-backpack", "token-blood_amulet", "token-burglars_kit", "token-crown",
         "token-dragon_egg", "token-adventurer", "room-crystal_cave", "room-wayshrine",
         "room-chest", "room-library", "room-prison", "room-monkey_shrine")
NAMES_UK = ("term-skill", "term-swords", "term-boots", "term-gold", "term-clank",
            "term-crypt", "term-market", "room-crystal_cave", "room-wayshrine", "room-chest",
            "room-monkey_shrine", "icon-portal", "icon-haunted", "icon-footprints",
            "icon-lock", "icon-mastery", "icon-ghost", "icon-trash", "icon-danger")


def bundle(lang: str) -> FluentBundle:
    assert LOCALE is not None
    b = FluentBundle([lang], use_isolating=False)
    b.add_resource(parsed(LOCALE / f"{lang}.ftl"))
    return b


def say(lang: str, msg_id: str) -> str:
    b = bundle(lang)
    text, errors = b.format_pattern(b.get_message(msg_id).value)
    assert not errors, (lang, msg_id, errors)
    return text


def drawn() -> set[str]:
    return {p.stem for p in ICONS.glob("*.svg")}


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_rules_are_in_the_help_markup(lang: str) -> None:
    assert say(lang, "help-title").strip()
    body = say(lang, "help-body")
    english = say("en", "help-body")
    lines = body.splitlines()
    headings = [line for line in lines if line.startswith("## ")]
    assert len(headings) == sum(line.startswith("## ") for line in english.splitlines()) >= 12
    assert sum(line.startswith("- ") for line in lines) >= 30
    assert "<" not in body and ">" not in body  # plain text: help.js escapes it anyway
    assert len(body) < 2 * len(english) + 2000  # a summary, not a second rulebook


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_icon_is_drawn_and_named(lang: str) -> None:
    used = set(TOKEN.findall(say(lang, "help-body")))
    assert used <= drawn(), sorted(used - drawn())
    assert used == set(TOKEN.findall(say("en", "help-body")))  # the same pictures everywhere
    assert all(re.fullmatch(r"[a-z0-9-]+", name) for name in used)
    for name in sorted(drawn()):  # every picture has its words (its alt text)
        assert say(lang, f"icon-{name}").strip(), name


def test_every_drawn_icon_is_used() -> None:
    assert drawn() == set(TOKEN.findall(say("en", "help-body")))


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_the_rules_use_the_catalogues_names(lang: str) -> None:
    body = say(lang, "help-body").casefold()
    missing = [n for n in NAMES if say(lang, n).casefold() not in body]
    assert not missing, [(n, say(lang, n)) for n in missing]


def test_the_ukrainian_rules_use_the_catalogues_names() -> None:
    body = say("uk", "help-body").casefold()
    missing = [n for n in NAMES_UK if say("uk", n).casefold() not in body]
    assert not missing, [(n, say("uk", n)) for n in missing]
