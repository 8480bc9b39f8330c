"""Display names that read like part of the interface are refused, however they are spelled
(issue 24): look-alike letters of other scripts, fullwidth and styled forms, punctuation,
accents; in every language of the shared catalogues. Ordinary names of every script are
kept, as typed (docs/server.md, "Limits", Names)."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import ast

from ludoteca.bots.base import SEARCH_LEVELS, bot_names
from ludoteca.core.i18n import LANGUAGES, SHARED, resource, texts
from ludoteca.core.registry import game_ids
from ludoteca.server.inputs import BadInput, clean_name, reads_like_interface

REFUSAL = "reads like part of the table"

# what the probe of issue 24 got accepted
PROBE = ["Ｓｐｅｃｔａｔｏｒ 1", "Sеat 2", "Seat-2", "heuristic-bot 2", "random.bot 1",
         "empty-seat"]

HOSTILE = [
    # punctuation and separators between or inside the words
    "Seat_2", "S.e.a.t 2", "Seat#2", "seat2", "Seat|2", "Seat+2", "Seat·2", "Seat 2.",
    "(Seat 2)", "«Seat 2»", "Seat\u00a02", "Seat\u30002", "Se\u200dat 2", "emptyseat",
    "Empty_Seat", "e-m-p-t-y seat", "Spectator #1", "SPECTATOR-1",
    # case, look-alike letters of other scripts, styled and fullwidth forms
    "SEAT 2", "Sеаt 2", "Ѕеаt 2", "ЅЕАТ 2", "Ⓢⓔⓐⓣ 2", "𝐒𝐞𝐚𝐭 𝟐", "𝕊𝕖𝕒𝕥 𝟚", "ꜱᴇᴀᴛ 2",
    "Ｓｅａｔ ２", "Sρectator", "Spесtаtоr 3", "ΒΟΤ 2", "ВОТ 2", "Вот", "ΑDMΙN", "ADMIN",
    "Ѕеrvеr", "nоbоdу",
    # accents, strikes and other marks on the letters
    "Sèat 2", "S̶e̶a̶t̶ 2", "S\u0332e\u0332a\u0332t\u0332 2", "Seat\u20dd 2",
    # numbers of other scripts, and letters that look like digits
    "Seat ٢", "Seat ②", "Seat Ⅱ", "Seat l0", "Seat lO", "Seat l", "Seat I", "Seat З",
    # the word bot, in every language, as a word of its own
    "Bot", "bot2", "Bot 2", "Ann (bot)", "Ann(bot)", "Ann [bot]", "Ann - bot", "bot Ann",
    "b.o.t", "Ann 🤖 bot", "Ann (бот)", "Бот 2", "БОТ", "бот", "機器人", "機器人 2",
    "Ann（機器人代打）", "Ann (機器人代打)",
    # bot kinds with a number or the word bot, and the bots' labels
    "random bot 2", "Random Bot 2", "RANDOM-BOT-2", "randombot2", "randombot", "random 2",
    "random_2", "heuristic bot", "heuristic 1", "Heuristic #4", "ismcts 3", "ismcts-quick 2",
    "ISMCTS_STRONG 1", "ismcts strong bot", "ismcts 機器人", "random бот", "clever bot 2",
    "search bot", "strong search bot 4", "quick search bots", "隨機機器人 2", "聰明機器人",
    "випадковий бот 2", "кмітливі боти", "bot for seat 2",
    # the other languages' seats and spectators
    "座位 3", "座位3", "座位 ３", "空座位", "空 座 位", "觀眾 2", "觀戰者", "座位 2 的機器人",
    "Місце 1", "МІСЦЕ 1", "Mісце 1", "вільне місце", "Глядач 3", "ГЛЯДАЧ", "глядача",
    # words no catalogue has
    "server", "System", "admin", "Moderator 2", "nobody", "empty", "free seat", "系統",
    "空位", "旁觀者", "система", "СИСТЕМА", "модератор",
]

ORDINARY = [
    "Ann", "Ann Lee", "Botond", "Bottom", "Bottle", "Botswana", "Botol", "Talbot", "Abbot",
    "Abbot 2", "Cabot", "lobot", "Robot Rob", "Robot Rita", "ROBOT", "Seaton", "Seattle",
    "Seat Belt", "Seat Master", "Spectator Joe", "Spectre", "Random", "Randomly",
    "random dude", "Heuristic", "ismcts fan", "Player 3", "Player 1", "Host", "Sam 2",
    "Kim 2000", "Bo", "Sol", "Lol", "Nobody's hero", "O'Brien", "Jean-Luc", "Anne-Marie",
    "Zoë", "José", "Łukasz", "Ørjan", "Ｊｏｅ",
    "李小龍", "王小明", "張偉", "機器人迷", "小明機器人",
    "Олена", "Олексій", "Ярослава", "Богдан", "Ботаник", "Місцевий", "Систематик",
    "Ζωή", "Ιωάννης",
    "🎲", "🤖", "👩\u200d💻 Dev", "🦄🦄🦄",
]


@pytest.mark.parametrize("name", PROBE + HOSTILE)
def test_names_that_read_like_the_interface_are_refused(name: str) -> None:
    with pytest.raises(BadInput, match=REFUSAL):
        clean_name(name)


@pytest.mark.parametrize("name", ORDINARY)
def test_ordinary_names_are_kept_as_typed(name: str) -> None:
    assert not reads_like_interface(name)
    assert clean_name(f"  {name} ") == name


def test_a_name_is_shown_as_typed_not_as_it_reads() -> None:
    assert clean_name("Cafe\u0301") == "Café"  # NFC only: the reading is for comparing
    assert clean_name("Ｊｏｅ   Ｌｅｅ") == "Ｊｏｅ Ｌｅｅ"


# ------------------------------------------------------- every language's catalogue
def _message_ids(prefix: str) -> set[str]:
    ids: set[str] = set()
    for lang in LANGUAGES:
        catalogue = resource(SHARED, lang)
        assert catalogue is not None, lang
        for entry in catalogue.body:
            if isinstance(entry, ast.Message) and entry.id.name.startswith(prefix):
                ids.add(entry.id.name)
    return ids


KINDS = sorted({"random", *SEARCH_LEVELS,
                *(name.removeprefix("bot-") for name in _message_ids("bot-")
                  if name != "bot-named")})


def _interface_words(lang: str) -> list[str]:
    """What the interface itself writes where a name could stand, in one language."""
    say = texts(lang)
    labels = [say(f"bot-{kind}") for kind in KINDS if say.has(f"bot-{kind}")]
    labels += [say(f"bot-{kind}.plural") for kind in KINDS if say.has(f"bot-{kind}")]
    labels += [say("bot-named", bot=kind) for kind in KINDS]
    words = [say("tag-bot"), say("chat-bot"), say("replay-spectator"),
             say("waiting-empty-seat"), say("seat-stand-in", name="Ann"),
             say("seat-stand-in", name="李小龍")]
    for number in (1, 2, 12):
        words += [say("seat-numbered", number=number), say("chat-seat", seat=number),
                  say("chat-spectator", number=number), say("play-bot", number=number),
                  say("waiting-bot-for", number=number)]
        words += [say("seat-bot", bot=label, number=number) for label in labels]
    return words + labels


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_languages_interface_words_are_refused(lang: str) -> None:
    words = _interface_words(lang)
    assert not any(re.search(r"[\w-]+-[\w-]+", w) and " " not in w for w in words), \
        "a message id instead of its text: the catalogue lacks it"
    for word in words:
        for spelled in (word, word.upper(), word.lower(), word.replace(" ", "-"),
                        word.replace(" ", ""), f"  {word}  "):
            assert reads_like_interface(spelled), (lang, spelled)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_languages_interface_words_are_refused_in_look_alikes(lang: str) -> None:
    """Fullwidth forms and Cyrillic look-alikes of the Latin letters, as a probe types."""
    fullwidth = {chr(c): chr(c + 0xFEE0) for c in range(0x21, 0x7F)}
    cyrillic = dict(zip("aceopxyASEOPXBHKMT", "асеорхуАЅЕОРХВНКМТ", strict=True))
    for word in _interface_words(lang):
        for table in (fullwidth, cyrillic):
            spelled = "".join(table.get(c, c) for c in word)
            assert reads_like_interface(spelled), (lang, spelled)


def test_the_bots_of_every_game_are_refused_with_a_number_or_the_word_bot() -> None:
    kinds = {name for game in game_ids() for name in bot_names(game)}
    assert {"random", "heuristic", *SEARCH_LEVELS} <= kinds
    for kind in kinds:
        for name in (f"{kind} 2", f"{kind}-bot", f"{kind}.bot 1", f"{kind} bot 3",
                     f"{kind.upper()}_7", f"{kind}機器人", f"{kind} бот"):
            assert reads_like_interface(name), name
        assert not reads_like_interface(kind.replace("-", " ") + " fan")
