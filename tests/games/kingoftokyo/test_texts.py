"""King of Tokyo in English, Traditional Chinese and Ukrainian: the game's catalogues
(locale/<lang>.ftl beside its data), the terminal text in each language, and the names
taken from the Chinese rulebook versus our own (marked `# unofficial`)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import ast
from rich.console import Console

from ludoteca.bots.base import Observation, RandomBot
from ludoteca.core.i18n import LANGUAGES, catalogue_path, parsed, texts, unofficial_names
from ludoteca.core.rng import Rng, seed_from
from ludoteca.games.kingoftokyo import GAME
from ludoteca.games.kingoftokyo import text as kot_text
from ludoteca.games.kingoftokyo.content import default_content
from ludoteca.games.kingoftokyo.decision import KotDecision
from tests.fluent_helpers import variables

PACKAGE = "ludoteca.games.kingoftokyo"
LANGS = tuple(LANGUAGES)
NAMES = ["You", "Bot 1", "Bot 2", "Bot 3", "Bot 4", "Bot 5"]
SPECTATED = ["Ann", "Bot 1", "Bot 2", "Bot 3", "Bot 4", "Bot 5"]
# a message id left in a text: a gap in a catalogue, shown instead of words
LEFTOVER = re.compile(r"\b(?:event|ui|term|decision|why|card|tile|monster|action|face|group|area)"
                      r"-[a-z0-9_]+(?:-[a-z0-9_]+)*\b")
# names the Chinese rulebook (shared/seeds/king-of-tokyo-dark.zh-Hant.txt) gives
RULEBOOK_ZH = {
    "game-name": "東京之王-闇黑限定版",
    "monster-the_king": "狂暴金剛王", "monster-gigazaur": "闇黑吉哥拉",
    "monster-meka_dragon": "漆黑麥卡龍", "monster-cyber_bunny": "霹靂暗兔兔",
    "monster-kraken": "深淵大海怪",
    "card-opportunist": "投機怪獸", "card-shrink_ray": "縮小雷射",
    "card-fire_breathing": "火炎吐息", "card-metamorph": "變形怪獸",
    "tile-poison_spit": "猛毒唾液", "tile-fluxling": "同步熔劑",
    "area-city": "東京市", "area-bay": "東京灣",
}
NAME_PREFIXES = ("card-", "tile-", "monster-")
STRING_VARS = {"you", "why", "source", "token", "who", "by", "targets", "faces", "face",
               "card", "tile", "area", "from", "to", "winners", "text", "name", "type",
               "group", "groups", "cause", "monster", "where", "tiles", "dice", "owner",
               "target", "side", "action", "word", "choices", "commands"}
# the selectors naming the reader: the subject, another seat of the line, one of a list
YOU_VARS = {"you", "by_you", "from_you", "to_you", "target_you", "with_you"}


def catalogue(lang: str) -> ast.Resource:
    path = catalogue_path(PACKAGE, lang)
    assert path is not None, f"no {lang} catalogue"
    return parsed(path)


def messages(lang: str) -> dict[str, ast.Message]:
    body = catalogue(lang).body
    junk = [entry.content[:80] for entry in body if isinstance(entry, ast.Junk)]
    assert not junk, f"{lang}: unparsable entries {junk}"
    return {entry.id.name: entry for entry in body if isinstance(entry, ast.Message)}


def bundle(lang: str) -> FluentBundle:
    out = FluentBundle([lang], use_isolating=False)
    out.add_resource(catalogue(lang))
    return out


def printed(markup: str) -> str:
    console = Console(file=io.StringIO(), width=240, color_system=None)
    console.print(markup)
    return console.file.getvalue()  # type: ignore[attr-defined]


# ---------------------------------------------------------------------- the catalogues


def test_every_language_has_every_message_and_no_other_variables() -> None:
    english = messages("en")
    for lang in LANGS:
        found = messages(lang)
        assert set(found) == set(english), lang
        for msg_id, message in found.items():
            extra = variables(message) - variables(english[msg_id])
            assert not extra, f"{lang} {msg_id} uses variables English does not give: {extra}"
            assert bool(message.value) == bool(english[msg_id].value), (lang, msg_id)
            assert {a.id.name for a in message.attributes} == \
                {a.id.name for a in english[msg_id].attributes}, (lang, msg_id)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_formats_for_every_count_and_reader(lang: str) -> None:
    b = bundle(lang)
    english = messages("en")
    for msg_id in messages(lang):
        names = variables(english[msg_id])
        patterns = [b.get_message(msg_id).value, *b.get_message(msg_id).attributes.values()]
        for count in (0, 1, 2, 5, 21):
            for you in ("yes", "no"):
                args = {name: (you if name in YOU_VARS else "X" if name in STRING_VARS
                               else count) for name in names}
                for pattern in patterns:
                    if pattern is None:
                        continue
                    text, errors = b.format_pattern(pattern, args)
                    assert not errors, (lang, msg_id, errors)
                    assert text.strip() and "{" not in text, (lang, msg_id, text)
                    assert not LEFTOVER.search(text), (lang, msg_id, text)


def test_every_card_tile_and_monster_has_its_name_and_text_in_every_language() -> None:
    content = default_content()
    wanted = {f"card-{cid}" for cid in content.card_defs} | {f"tile-{tid}" for tid in content.tiles}
    monsters = {f"monster-{m.id}" for m in content.monsters}
    for lang in LANGS:
        found = messages(lang)
        for msg_id in wanted | monsters:
            assert msg_id in found and found[msg_id].value, (lang, msg_id)
        for msg_id in wanted:
            assert "text" in {a.id.name for a in found[msg_id].attributes}, (lang, msg_id)
    english = bundle("en")
    for cid, card in content.card_defs.items():  # English: the data's own names
        assert english.format_pattern(english.get_message(f"card-{cid}").value)[0] == card.name


def test_every_decision_kind_has_its_waiting_line() -> None:
    found = messages("en")
    for kind in KotDecision.registry:
        assert f"decision-{kind}" in found, kind


def test_names_are_the_rulebooks_where_it_gives_them_and_marked_ours_elsewhere() -> None:
    marked = unofficial_names(PACKAGE)
    assert "en" not in marked  # the English names are the published edition's
    zh = bundle("zh-Hant")
    for msg_id, name in RULEBOOK_ZH.items():
        assert zh.format_pattern(zh.get_message(msg_id).value)[0] == name, msg_id
    names_zh = {m for m in messages("zh-Hant") if m.startswith(NAME_PREFIXES)
                and m not in ("card-type-keep", "card-type-discard", "tile-side-red",
                              "tile-side-green")}
    assert set(marked["zh-Hant"]) == names_zh - set(RULEBOOK_ZH)
    # no Ukrainian edition: every name is ours
    assert set(marked["uk"]) == ({m for m in names_zh} | {"game-name"})


@pytest.mark.parametrize("lang", LANGS)
def test_help_page_and_keys_use_the_shells_markup(lang: str) -> None:
    b = bundle(lang)
    for msg_id in ("help-body", "help-keys"):
        text, errors = b.format_pattern(b.get_message(msg_id).value)
        assert not errors and "<" not in text
        headings = [line for line in text.splitlines() if line.startswith("## ")]
        english = bundle("en").format_pattern(bundle("en").get_message(msg_id).value)[0]
        assert len(headings) == english.count("\n## ") + english.startswith("## "), lang
    for option in ("two_player_variant", "tiles"):
        assert b.get_message(f"option-{option}-help").value is not None


def test_the_browser_screen_names_only_messages_the_catalogue_has() -> None:
    script = (Path(__file__).parents[3] / "src/ludoteca/games/kingoftokyo/web/kingoftokyo.js"
              ).read_text(encoding="utf-8")
    # the screen reads the game's catalogue over the shared one (the players strip's title)
    found = set(messages("en")) | {entry.id.name for entry in parsed(
        catalogue_path("ludoteca", "en")).body if isinstance(entry, ast.Message)}
    used = set(re.findall(r"\b(?:t|tx|th|has|named)\(\"([a-z0-9_-]+)\"", script))
    assert len(used) > 100
    missing = sorted(u for u in used if u not in found)
    assert not missing, missing
    # ids built from a prefix: every value the screen may give has its message
    for prefix, values in {"ui-location-": ("city", "bay", "out"),
                           "card-type-": ("keep", "discard"),
                           "tile-side-": ("red", "green"),
                           "group-": ("numbers", "energy", "smash", "heart"),
                           "face-": ("1", "2", "3", "energy", "heart", "smash")}.items():
        for value in values:
            assert prefix + value in found


# ---------------------------------------------------------------------- terminal text


def test_ukrainian_counts_take_their_three_forms() -> None:
    b = bundle("uk")

    def say(msg_id: str, amount: int) -> str:
        return b.format_pattern(b.get_message(msg_id).value,
                                {"you": "no", "who": "Бот", "amount": amount, "why": "удар",
                                 "total": 3, "by": "Бот 2"})[0]

    hearts = {n: say("event-hp-lose", n) for n in (1, 2, 5, 21)}
    assert "1 серце " in hearts[1] and "2 серця " in hearts[2]
    assert "5 сердець " in hearts[5] and "21 серце " in hearts[21]
    energy = {n: say("event-energy-gain", n) for n in (1, 2, 5, 21)}
    assert "1 одиницю енергії" in energy[1] and "2 одиниці енергії" in energy[2]
    assert "5 одиниць енергії" in energy[5] and "21 одиницю енергії" in energy[21]
    vp = {n: say("event-vp-gain", n) for n in (1, 2, 5, 21)}
    assert "1 переможне очко" in vp[1] and "2 переможні очки" in vp[2]
    assert "5 переможних очок" in vp[5] and "21 переможне очко" in vp[21]
    you = b.format_pattern(b.get_message("event-hp-lose").value,
                           {"you": "yes", "who": "Ви", "amount": 2, "why": "удар", "total": 8})[0]
    assert you.startswith("Ви втрачаєте 2 серця")


def test_english_counts_and_the_reader_read_right() -> None:
    hit = {"kind": "hp", "seat": 0, "delta": -1, "total": 9, "why": "smash", "source": None}
    assert printed(kot_text.describe(hit, NAMES) or "").strip() == \
        "You lose 1 heart (smash): 9 left"
    other = {**hit, "seat": 1, "delta": -3, "total": 7, "source": 0}
    assert printed(kot_text.describe(other, NAMES) or "").strip() == \
        "Bot 1 loses 3 hearts to you (smash): 7 left"
    turn = {"kind": "turn", "seat": 0, "extra": False, "turn": 3}
    assert printed(kot_text.describe(turn, NAMES) or "").strip() == "Your turn"
    # the reader can be named explicitly, whatever the names say
    assert printed(kot_text.describe(turn, ["Ann", "Bob"], me=1) or "").strip() == "Ann's turn"
    assert printed(kot_text.describe({**turn, "seat": 1}, ["Ann", "Bob"], me=1) or ""
                   ).strip() == "Your turn"


BAD_ENGLISH = ("You is", "You was", "You gains", "You loses", "You rolls", "Waiting for You",
               "You (you)", " 1 hearts", " 1 dice", " 1 rolls left", ", You", "to You",
               "from You", "You win!", "You wins", "You hit")
BAD_OTHER = {"uk": ("Ви (ви)", "Ви →", "атакує Ви", ", Ви", "і Ви"),
             "zh-Hant": ("你（你）", "你 (你)")}


# the sweep of whole games: Ukrainian (plurals, the reader's forms) with the 6-player game
# in the quick run, every language with the three games in the full run (each game reaches
# every kind the check asks for); the messages themselves are checked in every language above
@pytest.mark.parametrize("games", [(2,), pytest.param((0, 1), marks=pytest.mark.slow)],
                         ids=["6p", "2p-4p"])
@pytest.mark.parametrize("lang", [pytest.param(x, marks=() if x == "uk" else pytest.mark.slow)
                                  for x in LANGS])
def test_every_event_and_view_of_a_few_games_reads_in_each_language(
        lang: str, games: tuple[int, ...]) -> None:
    say = texts(lang)
    names = [say("play-you"), *(say("play-bot", number=i) for i in range(1, 6))]
    kinds: set[str] = set()
    for index in games:
        players = (2, 4, 6)[index]
        s = GAME.new(players, seed_from("kot-texts", index), {"tiles": "mix"})
        bots = [RandomBot(Rng(seed_from("texts", index, seat))) for seat in range(players)]
        for step in range(10_000):
            if s.is_over():
                break
            seat = s.to_move()[0]
            if step % 15 == 0:
                check(kot_text.render(s.view(0), names, lang=lang), lang)
                for action in kot_text.menu(s.view(seat), list(s.legal(seat)), lang=lang):
                    check(action.label, lang)
            for event in s.apply(seat, bots[seat].act(Observation(s, seat))):
                kinds.add(event.kind)
                line = kot_text.describe(event.for_seat(0), names, lang=lang, me=0)
                if line is not None:
                    check(line, lang)
        for opening in s.opening_events():
            line = kot_text.describe(opening.for_seat(0), names, lang=lang, me=0)
            if line is not None:
                check(line, lang)
        check(kot_text.render(s.view(None), SPECTATED, lang=lang), lang)
        check(kot_text.render(s.view(0), names, lang=lang), lang)
    assert {"turn", "roll", "vp", "hp", "energy", "enter", "buy", "smash", "over"} <= kinds


def check(markup: str, lang: str) -> None:
    out = printed(markup)
    assert not LEFTOVER.search(out), (lang, out)
    assert "{" not in out and "None" not in out, (lang, out)
    if lang == "en":
        for bad in BAD_ENGLISH:
            assert bad not in out, (bad, out)
    else:
        assert "You" not in out.replace("Bot", ""), (lang, out)
        for bad in BAD_OTHER[lang]:
            assert bad not in out, (bad, out)


@pytest.mark.parametrize("lang", LANGS)
def test_render_speaks_to_the_reader_in_its_language(lang: str) -> None:
    s = GAME.scenario_state({"players": 3, "seed": 1, "active": 0, "city": 1,
                             "hp": [7, 10, 10], "cards": [["acid_attack"], [], []],
                             "phase": "roll", "rolls_left": 2,
                             "dice": ["1", "smash", "heart", "energy", "3", "3"],
                             "market": ["extra_head", "corner_store", "wings"]})
    out = printed(kot_text.render(s.view(0), NAMES, lang=lang))
    words = {"en": ("Your turn", "Tokyo City: Bot 1", "Extra Head", "You are rolling the dice",
                    "2 rolls left"),
             "zh-Hant": ("你 的回合", "東京市：Bot 1", "多一顆頭", "你 正在擲骰", "還剩 2 次擲骰"),
             "uk": ("Ваш хід", "Місто Токіо: Bot 1", "Зайва голова", "Ви кидаєте кубики",
                    "лишилося 2 кидки")}[lang]
    for word in words:
        assert word in out, (word, out)
    check(out, lang)
