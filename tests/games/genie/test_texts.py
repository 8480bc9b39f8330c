"""The genie game's words: its catalogues (locale/<lang>.ftl) and the terminal text.

Every message formats without errors in every language; the terminal describes every
event of random games and renders every view in each language with no message id left;
Ukrainian plurals take their CLDR forms; the names that are not the published edition's
are marked; typed commands and numbered menus work in each language.
"""

from __future__ import annotations

import random
import re
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import ast

from ludoteca.core.i18n import LANGUAGES, parsed, unofficial_names
from ludoteca.core.registry import get_game
from ludoteca.games.genie import META, text
from ludoteca.games.genie.content import default_content
from ludoteca.games.genie.effects import REGISTRY
from ludoteca.games.genie.words import card_text, words
from tests.fluent_helpers import variables as _variables

PACKAGE = "ludoteca.games.genie"
LANGS = tuple(LANGUAGES)
NAMES = ["Ada", "Bo", "Cy", "Di", "Ed"]
# the numbers every count message is tried with (Ukrainian: one, few, many, many, one)
COUNTS = (0, 1, 2, 5, 11, 21)
STRING_ARGS = {"chest": ("bronze", "silver", "gold"), "metal": ("bronze", "silver", "gold")}

SLOW = pytest.mark.slow


def _resource(lang: str) -> ast.Resource:
    return parsed(Path(str(resources.files(PACKAGE) / "locale" / f"{lang}.ftl")))


def _entries(lang: str) -> dict[str, ast.Message | ast.Term]:
    return {("-" if isinstance(e, ast.Term) else "") + e.id.name: e
            for e in _resource(lang).body if isinstance(e, (ast.Message, ast.Term))}


def _ids_in(line: str, ids: set[str]) -> list[str]:
    """Message ids (with a dash) that a line shows as they are: a missing message."""
    return _id_pattern(frozenset(i for i in ids if "-" in i)).findall(line)


@cache
def _id_pattern(ids: frozenset[str]) -> re.Pattern[str]:
    """One pattern for all the ids (longest first, so a longer id wins over its prefix)."""
    alternatives = "|".join(re.escape(i) for i in sorted(ids, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])")


ALL_IDS = {name for name in _entries("en") if not name.startswith("-")}


@pytest.mark.parametrize("lang", LANGS)
def test_catalogue_parses_and_has_the_same_messages_as_english(lang: str) -> None:
    junk = [e.content[:80] for e in _resource(lang).body if isinstance(e, ast.Junk)]
    assert junk == []
    assert set(_entries(lang)) == set(_entries("en"))


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_formats_without_errors(lang: str) -> None:
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(_resource(lang))
    for name, entry in _entries(lang).items():
        if name.startswith("-"):
            continue
        variables = _variables(entry)
        for count in COUNTS:
            for choice in range(3):
                args: dict[str, Any] = {}
                for var in variables:
                    # chests and metals are selected on; every other variable is shown
                    args[var] = STRING_ARGS[var][choice] if var in STRING_ARGS else count
                message = bundle.get_message(name)
                value, errors = bundle.format_pattern(message.value, args)
                assert errors == [], (lang, name, args, errors)
                assert value.strip(), (lang, name)
                assert "{" not in value and "}" not in value, (lang, name, value)


def test_ukrainian_plurals_take_their_three_forms() -> None:
    t = words("uk")
    got = {n: t("event-kept", who="Ада", n=n) for n in (1, 2, 5, 21, 22, 11)}
    assert got[1] == "Ада залишає собі 1 карту"
    assert got[2] == "Ада залишає собі 2 карти"
    assert got[5] == "Ада залишає собі 5 карт"
    assert got[21] == "Ада залишає собі 21 карту"
    assert got[22] == "Ада залишає собі 22 карти"
    assert got[11] == "Ада залишає собі 11 карт"
    assert t("seat-points", n=1) == "1 очко"
    assert t("seat-points", n=3) == "3 очки"
    assert t("seat-points", n=25) == "25 очок"
    assert t("card-text-scorpions", n=2) == "На цій карті 2 скорпіони."


def test_english_and_chinese_plurals() -> None:
    assert words("en")("event-kept", who="Ada", n=1) == "Ada keeps 1 card"
    assert words("en")("event-kept", who="Ada", n=2) == "Ada keeps 2 cards"
    assert words("zh-Hant")("event-kept", who="Ada", n=2) == "Ada 保留 2 張卡"


def test_the_rulebook_names_are_used_in_chinese() -> None:
    t = words("zh-Hant")
    chests = [t(f"chest-{c}") for c in ("bronze", "silver", "gold")]
    assert chests == ["銅寶箱", "白銀寶箱", "黃金寶箱"]
    assert (t("name-lamp-card"), t("name-chest-card"), t("card-wizard"), t("name-scorpion"),
            t("name-ring"), t("name-my-precious"), t("card-talisman")) == (
        "神燈卡", "寶箱卡", "巫師", "毒蠍", "魔戒", "「我的寶貝」", "護身符")
    assert [t(f"piece-{p}") for p in ("bracelet", "ring", "necklace")] == ["手鍊", "戒指", "項鍊"]


NAME_PREFIXES = ("game-name", "chest-", "metal-", "colour-", "piece-", "card-gem-", "card-bronze-",
                 "card-silver-", "card-gold-", "card-talisman", "card-wizard", "name-")


def _is_name(message_id: str) -> bool:
    return message_id.startswith(NAME_PREFIXES) and message_id != "chest-label" and \
        not message_id.startswith(("chest-size", "chest-peek"))


def test_names_not_from_a_published_edition_are_marked() -> None:
    marked = unofficial_names(PACKAGE)
    # the Chinese rulebook names everything but the game's title and the fourth colour
    assert sorted(marked["zh-Hant"]) == ["card-gem-yellow", "colour-yellow", "game-name"]
    # there is no Ukrainian edition: every name is ours
    names = sorted(i for i in ALL_IDS if _is_name(i))
    assert sorted(marked["uk"]) == names
    assert "en" not in marked


def test_every_content_name_and_lamp_effect_has_words() -> None:
    content = default_content()
    for lang in LANGS:
        t = words(lang)
        for colour in content.colours:
            assert t.has(f"colour-{colour}") and t.has(f"card-gem-{colour}")
        for metal in content.metals:
            assert t.has(f"metal-{metal}")
            for piece in content.pieces:
                assert t.has(f"card-{metal}-{piece}") and t.has(f"piece-{piece}")
        for effect in REGISTRY.units:
            assert t.has(f"lamp-{effect}"), (lang, effect)  # why-: why-unknown behind it
        for card in content.cards:
            assert not _ids_in(card_text(card.to_json(), lang), ALL_IDS)


def test_every_option_is_explained_in_every_language() -> None:
    for lang in LANGS:
        t = words(lang)
        for option in META.options:
            assert t.has(f"option-{option.name}") and t.has(f"option-{option.name}-help")
            for value in option.choices:
                key = f"option-{option.name}-{str(value).lower()}"
                assert t.has(key), (lang, key)
        # in a player's words, not the engine's
        assert "seeded" not in t("option-race-lottery")


def _play(players: int, seed: int, options: dict[str, Any]) -> list[tuple[Any, Any, int]]:
    """(events, the mover's view, the mover's seat) of every step of a random game."""
    game = get_game("genie")
    state = game.new(players, seed, options)
    rng = random.Random(seed)
    steps: list[Any] = []
    while not state.is_over() and len(steps) < 600:
        seat = rng.choice(state.to_move())
        events = state.apply(seat, rng.choice(list(state.legal(seat))))
        steps.append((events, state.view(seat), seat))
    return steps


GAMES = [(2, 3, {}), (3, 11, {"my_precious": True}), (4, 5, {"race": "arrival"}),
         (5, 8, {"race": "auto", "wizard_counts": False})]


# each game reaches every kind the check below asks for: the quick run keeps Ukrainian with
# the 5-player game, the full run every language with all four
@pytest.mark.parametrize("games", [(3,), pytest.param((0, 1, 2), marks=SLOW)],
                         ids=["5p", "2p-3p-4p"])
@pytest.mark.parametrize("lang", [lang if lang == "uk" else pytest.param(lang, marks=SLOW)
                                  for lang in LANGS])
def test_terminal_describes_every_event_and_renders_every_view(lang: str,
                                                               games: tuple[int, ...]) -> None:
    kinds: set[str] = set()
    for players, seed, options in (GAMES[i] for i in games):
        names = NAMES[:players]
        for events, view, seat in _play(players, seed, options):
            for event in events:
                for viewer in (seat, None):
                    shown = event.for_seat(viewer)
                    line = text.describe(shown, names, lang=lang)
                    if shown["kind"] == "claimed" and "rub" not in shown:
                        assert line is None
                        continue
                    assert line, (lang, shown)
                    assert not _ids_in(line, ALL_IDS), (lang, line)
                    assert "event-" not in line
                    kinds.add(shown["kind"])
            screen = text.render(view, names, lang=lang)
            assert not _ids_in(screen, ALL_IDS), (lang, screen)
            if view["prompt"]:
                asked = text.prompt(view, lang=lang)
                assert asked and not _ids_in(asked, ALL_IDS)
    # the random games reach the usual kinds of event
    assert {"placed", "reveal", "race", "explore", "drawn", "kept", "round", "game_over",
            "wish", "talisman"} <= kinds


def test_every_event_kind_the_engine_emits_has_a_line() -> None:
    """A synthetic event of each kind (the rare ones too) in every language."""
    card = {"id": 1, "kind": "gem", "colour": "red", "scorpions": 1, "name": "red gem"}
    jewel = {"id": 2, "kind": "jewellery", "metal": "gold", "piece": "ring", "scorpions": 0}
    lamp = {"id": 0, "effect": "peek", "count": 3, "text": "..."}
    events = [
        {"kind": "penalty_opponent", "offender": 0, "taker": 1},
        {"kind": "penalty", "offender": 0, "taker": None, "card": None},
        {"kind": "penalty", "offender": 0, "taker": 1, "card": card},
        {"kind": "wish", "seat": 0, "number": 2, "lamp": lamp},
        {"kind": "wish_refused", "seat": 0}, {"kind": "wish_kept", "seat": 0},
        {"kind": "wish_forced", "seat": 0},
        {"kind": "wish_no_effect", "seat": 0, "effect": "draw_first",
         "why": "the gold chest is empty"},
        {"kind": "wish_no_effect", "seat": 0, "effect": "steal", "why": "x"},
        {"kind": "chest_unclaimed", "chest": "gold"},
        {"kind": "chest_empty", "chest": "silver", "seat": 1},
        {"kind": "stop", "seat": 0, "chest": "gold"},
        {"kind": "cave_closing", "chest": "gold"},
        {"kind": "cave_closing", "chest": "gold", "at_once": True},
        {"kind": "genie_draw", "seat": 0, "chest": "bronze", "card": jewel},
        {"kind": "bust", "seat": 0, "chest": "gold", "scorpions": 3, "lost": [1, 2, 3]},
        {"kind": "talisman", "seat": 0, "card": 4, "colour": None},
        {"kind": "orphaned", "seat": 0, "card": 4, "colour": "blue"},
        {"kind": "peek", "seat": 0, "chest": "gold", "count": 3},
        {"kind": "peek", "seat": 0, "chest": "gold", "count": 2, "cards": [card, jewel]},
        {"kind": "stolen", "seat": 0, "from": 1, "card": card},
        {"kind": "exchanged", "seat": 0, "with": 1, "gave": card, "got": jewel},
        {"kind": "from_discard", "seat": 0, "card": card},
        {"kind": "die_changed", "seat": 0, "chest": "gold", "from": 2, "to": 5},
        {"kind": "given", "seat": 0, "to": 1, "card": card},
        {"kind": "discarded", "seat": 0, "card": card},
        {"kind": "ring", "seat": 0, "from": None}, {"kind": "ring", "seat": 0, "from": 1},
        {"kind": "ring_pick", "seat": 0, "card": card},
        {"kind": "ring_pick", "seat": 0, "card": None},
    ]
    for lang in LANGS:
        for event in events:
            line = text.describe(event, NAMES[:2], lang=lang)
            assert line and not _ids_in(line, ALL_IDS), (lang, event, line)
    assert "黃金寶箱已經空了" in text.describe(events[7], NAMES, lang="zh-Hant")
    assert "Bo" in text.describe(events[20], NAMES, lang="uk")


def test_typed_placements_in_every_language() -> None:
    state = get_game("genie").new(3, 1)
    legal = list(state.legal(0))
    for typed in ("g4", "gold 4", "黃金4", "金 4", "з 4", "золото 4"):
        assert text.parse(typed, legal).get("dice") == (("gold", 4),), typed
    assert text.parse("b2", legal, lang="uk").get("dice") == (("bronze", 2),)
    # an answer that is not a placement is refused with its reason (core.i18n.Refusal)
    assert text.parse("x4", legal).msg_id == "term-refuse-word"
    assert text.parse("g4 and more", legal).msg_id == "term-refuse-word"
    assert text.parse("g9", legal).msg_id == "term-refuse-value"
    two = get_game("genie").new(2, 1)
    assert text.parse("б2 с5", list(two.legal(0))).get("dice") == (("bronze", 2), ("silver", 5))


def test_menus_are_labelled_in_the_language() -> None:
    state = get_game("genie").new(3, 2)
    for seat in range(3):
        state.apply(seat, next(a for a in state.legal(seat) if a.get("dice") == (("gold", 3),)))
    view = state.view(0)
    legal = list(state.legal(0))
    labels = {lang: [a.label for a in text.menu(view, legal, names=NAMES, lang=lang)]
              for lang in LANGS}
    assert labels["en"] == ["Rub the lamp", "Leave it"]
    assert labels["zh-Hant"] == ["摩擦神燈", "不摩擦"]
    assert labels["uk"] == ["Потерти лампу", "Не чіпати"]
    assert text.menu(view, legal, lang="uk") == legal  # the same actions, new labels
    assert text.prompt(view, lang="zh-Hant").startswith("骰子公開了")
    assert "g4" in text.place_help(lang="uk")
