"""Playing in the terminal (`ludoteca play`, play.py) in each language: the player's own
seat is spoken to ("You place", "Ви ставите", never "You places" or "You (you)"), `help`
lists what can be typed now, and every refused answer says why.

The games are driven in-process through `play_terminal` with a wide console (no line
wrapping), the answers fed to `input()`; the input running out quits the game.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from ludoteca.core import registry
from ludoteca.core.actions import Action
from ludoteca.core.i18n import LANGUAGES, Refusal, texts
from ludoteca.core.registry import get_game, register
from ludoteca.games.genie import text as genie_text
from ludoteca.play import GameText, GenericText, interpret
from tests.cli.terminal import play

LANGS = tuple(LANGUAGES)

# English verbs in the third person after "You", and names put where "you" belongs
BAD_EN = re.compile(
    r"\bYou (is|was|has|places|rubs|leaves|summons|lets|takes|refuses|keeps|explores|stops"
    r"|draws|busts|looks|steals|swaps|gives|discards|wins|picks|turns|sees)\b"
    r"|You \(you\)|Waiting for You|\b1 (hearts|cards|points|scorpions)\b"
    r"|\b(from|to|of|with) You\b|\bwizard 1 cards\b")
# Ukrainian: "Ви" with a verb in the third person, "Ви (ви)", "Ви" after a preposition
BAD_UK = re.compile(
    r"Ви \(ви\)|\bВи (ставить|таємно ставить|тре|не чіпає|викликає|віддає|забирає"
    r"|відмовляється|приймає|мусить|досліджує|зупиняється|тягне|натрапляє|залишає|кладе"
    r"|лишає|дивиться|краде|бере|повертає|скидає|здобуває|бачить)\b"
    r"|\b(гравця|гравцю|гравцем|у|в|від) Ви\b")
BAD = {"en": BAD_EN, "uk": BAD_UK, "zh-Hant": re.compile(r"你（你）|你 \(你\)")}
# a message id on the screen: a catalogue without the message
SHOWN_ID = re.compile(r"\b(play|term|event)-[a-z_]+(-[a-z_]+)+\b")


def one_lang_quick(lang: str) -> list[Any]:
    """A whole-game sweep in one language in the quick run (each sweep its own language, so
    every language plays whole games there); all languages in the full run. Every kind of line
    is still checked in every language by the synthetic-event tests."""
    return [pytest.param(x, marks=() if x == lang else pytest.mark.slow) for x in LANGS]


def replies(out: str) -> list[str]:
    """The lines printed right after an answer (the prompt `> ` starts them)."""
    return [line[2:].strip() for line in out.splitlines() if line.startswith("> ")]


@pytest.mark.parametrize("lang", one_lang_quick("en"))
def test_a_whole_genie_game_speaks_to_the_player(lang: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    # placements and numbered choices, out of step at times (those are refused and asked again)
    out = play("genie", ["g3", "1", "1", "g2", "2", "1"] * 400, lang, seed=5,
               monkeypatch=monkeypatch)
    assert texts(lang)("play-bye") not in out.splitlines()[-1]  # the game reached its end
    bad = [line for line in out.splitlines() if BAD[lang].search(line)]
    assert not bad, bad[:5]
    assert not SHOWN_ID.search(out), SHOWN_ID.search(out)
    first = {"en": "You place 3 on gold", "uk": "Ви ставите 3 на золоті",
             "zh-Hant": "你放置：黃金 3 點"}[lang]
    assert first in out
    you = {"en": "  You: ", "uk": "  Ви: ", "zh-Hant": "  你："}[lang]
    assert you in out  # the score lines name the player's seat once, as "you"


@pytest.mark.parametrize("lang", one_lang_quick("uk"))
def test_a_king_of_tokyo_game_has_no_broken_you(lang: str,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    out = play("kingoftokyo", ["1", "2"] * 1500, lang, seed=6, monkeypatch=monkeypatch)
    checks = {"en": re.compile(r"\bYou (is|was|gains|loses|rolls)\b|You \(you\)|Waiting for "
                               r"You|\b1 (hearts|dice|rolls left)\b"),
              "uk": re.compile(r"Ви \(ви\)|\bВи (втрачає|отримує|кидає)\b"),
              "zh-Hant": re.compile(r"你（你）")}[lang]
    bad = [line for line in out.splitlines() if checks.search(line)]
    assert not bad, bad[:5]


def test_every_genie_event_about_the_player_is_in_the_second_person() -> None:
    """Synthetic events of every kind naming the reader as actor, as target, or not at all."""
    card = {"id": 1, "kind": "gem", "colour": "red", "scorpions": 1}
    jewel = {"id": 2, "kind": "jewellery", "metal": "gold", "piece": "ring", "scorpions": 0}
    lamp = {"id": 0, "effect": "peek", "count": 3}
    events = [
        {"kind": "placed", "seat": 0, "dice": [["gold", 3]]}, {"kind": "placed", "seat": 0},
        {"kind": "claimed", "seat": 0, "rub": True}, {"kind": "claimed", "seat": 0, "rub": False},
        {"kind": "race", "summoners": [[0, 3]], "offenders": [0]},
        {"kind": "penalty_opponent", "offender": 0, "taker": 1},
        {"kind": "penalty_opponent", "offender": 1, "taker": 0},
        {"kind": "penalty", "offender": 0, "taker": None, "card": None},
        {"kind": "penalty", "offender": 0, "taker": 1, "card": card},
        {"kind": "penalty", "offender": 1, "taker": 0, "card": card},
        {"kind": "wish", "seat": 0, "number": 2, "lamp": lamp},
        {"kind": "wish_refused", "seat": 0}, {"kind": "wish_kept", "seat": 0},
        {"kind": "wish_forced", "seat": 0}, {"kind": "stop", "seat": 0},
        {"kind": "explore", "seat": 0, "chest": "gold", "limit": 3},
        {"kind": "drawn", "seat": 0, "card": card},
        {"kind": "genie_draw", "seat": 0, "chest": "bronze", "card": jewel},
        {"kind": "bust", "seat": 0, "scorpions": 1, "lost": [1]},
        {"kind": "kept", "seat": 0, "cards": [1]},
        {"kind": "talisman", "seat": 0, "colour": "red"}, {"kind": "talisman", "seat": 0},
        {"kind": "orphaned", "seat": 0, "colour": "blue"},
        {"kind": "peek", "seat": 0, "chest": "gold", "count": 1},
        {"kind": "peek", "seat": 0, "chest": "gold", "count": 1, "cards": [card]},
        {"kind": "stolen", "seat": 0, "from": 1, "card": card},
        {"kind": "stolen", "seat": 1, "from": 0, "card": card},
        {"kind": "exchanged", "seat": 0, "with": 1, "gave": card, "got": jewel},
        {"kind": "exchanged", "seat": 1, "with": 0, "gave": card, "got": jewel},
        {"kind": "from_discard", "seat": 0, "card": card},
        {"kind": "die_changed", "seat": 0, "chest": "gold", "from": 2, "to": 5},
        {"kind": "given", "seat": 0, "to": 1, "card": card},
        {"kind": "given", "seat": 1, "to": 0, "card": card},
        {"kind": "discarded", "seat": 0, "card": card},
        {"kind": "ring", "seat": 0, "from": None}, {"kind": "ring", "seat": 0, "from": 1},
        {"kind": "ring", "seat": 1, "from": 0},
        {"kind": "ring_pick", "seat": 0, "card": card},
        {"kind": "ring_pick", "seat": 0, "card": None},
    ]
    you = {"en": re.compile(r"\b(you|your)\b", re.I),
           "uk": re.compile(r"\b(ви|вас|вам|вами|ваш\w*)\b", re.I), "zh-Hant": re.compile("你")}
    for lang in LANGS:
        names = [texts(lang)("play-you"), texts(lang)("play-bot", number=1)]
        for event in events:
            line = genie_text.describe(event, names, lang=lang, me=0)
            assert line and not SHOWN_ID.search(line), (lang, event, line)
            assert you[lang].search(line), (lang, event, line)
            assert not BAD[lang].search(line), (lang, event, line)
            # the same event for another reader names seat 0 and never says "you"
            other = genie_text.describe(event, ["Ada", "Bo"], lang=lang, me=1)
            assert other and (event.get("seat") == 1 or event.get("taker") == 1
                              or "Ada" in other), (lang, event, other)
    assert genie_text.describe(events[0], names, lang="en", me=0) == "You place 3 on gold"
    assert genie_text.describe(events[26], ["You", "Bo"], lang="en", me=0) == \
        "Bo steals red gem (1 scorpion) from you"
    assert genie_text.describe(events[26], ["Ви", "Бо"], lang="uk", me=0) == \
        "Бо краде у вас: червоний самоцвіт (1 скорпіон)"


@pytest.mark.parametrize("lang", LANGS)
def test_help_lists_what_can_be_typed_now(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    say = texts(lang, "ludoteca.games.genie")
    # placing: the typed form; at the lamp: the numbered choices and their words
    out = play("genie", ["help", "g3", "?"], lang, monkeypatch=monkeypatch)
    placing, lamp = out.split(say("play-help-title"))[1:3]
    assert say("term-place-help") in placing and say("play-help-keys") in placing
    for label in (say("action-rub"), say("action-pass")):
        assert f"1. {label}" in lamp or f"2. {label}" in lamp
    assert say("play-help-numbers", count=2) in lamp and say("play-help-keys") in lamp
    word = {"en": "“rub”", "uk": "«потерти»", "zh-Hant": "「摩擦」"}[lang]
    assert word in lamp
    # a word from the help is taken
    out = play("genie", ["g3", word[1:-1]], lang, monkeypatch=monkeypatch)
    assert {"en": "You rub the lamp", "uk": "Ви трете лампу", "zh-Hant": "你摩擦神燈"}[lang] in out


@pytest.mark.parametrize("lang", LANGS)
def test_help_in_king_of_tokyo_shows_its_commands(lang: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    out = play("kingoftokyo", ["help"], lang, players=2, monkeypatch=monkeypatch)
    say = texts(lang, "ludoteca.games.kingoftokyo")
    shown = out.split(say("play-help-title"))[1]
    assert "1. " in shown and say("play-help-keys") in shown
    assert "reroll 1 3 5" in shown  # its typed commands (term-help)


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_says_why(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # while placing, then at the lamp (two numbered choices)
    placing = ["", "xyz", "g", "4", "g9", "b2 s5", "rub"]
    at_lamp = ["7", "zzzz", "rubb", "g4", "draw"]
    out = play("genie", [*placing, "g3", *at_lamp], lang, monkeypatch=monkeypatch)
    said = replies(out)[:len(placing)] + replies(out)[len(placing) + 1:][:len(at_lamp)]
    assert len(said) == len(placing) + len(at_lamp)
    assert len(set(said)) == len(said), said  # a different reason for each
    assert not any(SHOWN_ID.search(line) for line in said), said
    say = texts(lang, "ludoteca.games.genie")
    assert said[0] == say("play-refuse-empty")
    assert "xyz" in said[1]
    assert said[4] == say("term-refuse-value", value=9)
    assert say("action-rub") in said[6]  # understood, not allowed now: the action is named
    assert said[7] == say("play-refuse-number", number=7, count=2)
    assert "zzzz" in said[8]
    assert say("play-quoted", text="rub") in said[9]  # the nearest word is suggested
    assert said[10] == say("term-refuse-place-not-now")
    assert say("action-draw") in said[11]


@pytest.fixture
def toy() -> Iterator[str]:
    register("toy", "tests.toygame")
    yield "toy"
    registry.unregister("toy")


def test_generic_text_refusals(toy: str) -> None:
    state = get_game(toy).new(2, 1)
    legal = list(state.legal(0))
    text = GameText(GenericText, "en")
    say = texts("en")

    def reason(answer: str) -> str:
        chosen = interpret(answer, text, legal, legal, "en")
        assert isinstance(chosen, Refusal), answer
        return chosen.text(say)

    assert interpret("2", text, legal, legal) == legal[1]
    assert interpret("add 3", text, legal, legal) == legal[2]  # a label, case aside
    assert reason("9") == "There is no choice 9: choose from 1 to 3."
    assert reason("add") == "“add” fits more than one choice: “Add 1”, “Add 2” or “Add 3”. " \
        "Type its number."
    assert reason("ad 2").startswith("“ad 2” is not one of the choices. Did you mean “Add 2”")
    assert reason("frobnicate") == "“frobnicate” is not one of the choices: type help to see them."
    assert reason("") == "Type a choice, or help to see what you can type."


def test_a_refusal_raised_by_parse_is_shown() -> None:
    class Strict:
        @staticmethod
        def parse(text: str, legal: list[Action]) -> Action | None:
            raise Refusal("play-refuse-number-one", number=int(text))

        @staticmethod
        def render(view: dict, names: list[str]) -> str:
            return ""

        @staticmethod
        def describe(event: dict, names: list[str]) -> str:
            return ""

    legal = [Action.make("go", label="Go")]
    chosen = interpret("5", GameText(Strict, "uk"), legal, [])
    assert isinstance(chosen, Refusal)
    assert chosen.text(texts("uk")) == "Варіанта 5 немає: є лише варіант 1."


def test_the_end_speaks_to_a_winner(monkeypatch: pytest.MonkeyPatch) -> None:
    say = texts("uk")
    assert say("play-shared-victory", count=1, names="Бот 1") == \
        "Спільна перемога! Разом з вами перемагає: Бот 1."
    assert say("play-shared-victory", count=2, names="Бот 1 і Бот 2").endswith(
        "перемагають: Бот 1 і Бот 2.")
