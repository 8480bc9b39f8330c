"""King of Tokyo in the terminal (`ludoteca play kingoftokyo --lang L`): the player's own seat
is spoken to in every language ("Bot 1 loses 1 heart to you", "hitting Bot 2 and you",
never "You is", "to You", "Ви →"), `help` lists the commands that work now, and every
refused command says why in its own words (games/kingoftokyo/text.py)."""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from typing import Any

import pytest
from rich.console import Console

from ludoteca.bots.base import Observation, RandomBot
from ludoteca.core.actions import Action
from ludoteca.core.i18n import LANGUAGES, Refusal, texts
from ludoteca.core.rng import Rng, seed_from
from ludoteca.games.kingoftokyo import GAME, KotState
from ludoteca.games.kingoftokyo import text as kot_text
from ludoteca.play import GameText, help_text, interpret
from tests.cli.terminal import play as play_game

LANGS = tuple(LANGUAGES)
PACKAGE = "ludoteca.games.kingoftokyo"
# the reader's seat named where "you" belongs, a verb that does not agree, a count that does not
FORBIDDEN = ("You is", "1 hearts", "Waiting for You", "You (you)", "Ви (ви)", ", You", "to You",
             "Ви →", "атакує Ви", "from You", "You wins", "You hit", "і Ви", ", Ви", "你（你）")
SHOWN_ID = re.compile(r"\b(?:play|term|event|action|decision|you)-[a-z_]+(?:-[a-z_]+)*\b")
# the terminal's own refusals, for an answer it could not read at all
GENERIC = ("play-refuse-unknown", "play-refuse-suggest", "play-refuse-empty")


def one_lang_quick(lang: str) -> list[Any]:
    """A whole-game sweep in one language in the quick run (each sweep its own language, so
    every language plays whole games there); all languages in the full run. Every kind of line
    is still checked in every language by the synthetic-event tests."""
    return [pytest.param(x, marks=() if x == lang else pytest.mark.slow) for x in LANGS]


def names_in(lang: str, players: int, seat: int = 0) -> list[str]:
    """The names play.py gives the seats: "You" (in the language) for the player's."""
    say = texts(lang)
    return [say("play-you") if i == seat else say("play-bot", number=i) for i in range(players)]


def printed(markup: str) -> str:
    console = Console(file=io.StringIO(), width=400, color_system=None)
    console.print(markup)
    return console.file.getvalue()  # type: ignore[attr-defined]


def assert_reads_well(markup: str, lang: str) -> None:
    out = printed(markup)
    bad = [word for word in FORBIDDEN if word in out]
    assert not bad, (lang, bad, out)
    assert not SHOWN_ID.search(out), (lang, out)
    assert "{" not in out and "None" not in out, (lang, out)


# ---------------------------------------------------------------------- whole games


@pytest.mark.parametrize("lang", one_lang_quick("zh-Hant"))
def test_whole_games_read_naturally_for_the_reader(lang: str) -> None:
    """Bots play whole games; every event and view is read by one seat (`me=`), as the
    terminal shows them, and never names that seat where "you" belongs."""
    seen: set[str] = set()
    for index, players in enumerate((4, 5, 6)):
        s = GAME.new(players, seed_from("kot-terminal", lang, index), {"tiles": "mix"})
        me = index % players
        names = names_in(lang, players, me)
        bots = [RandomBot(Rng(seed_from("kot-terminal-bot", index, seat)))
                for seat in range(players)]
        for step in range(20_000):
            if s.is_over():
                break
            seat = s.to_move()[0]
            if step % 9 == 0:
                assert_reads_well(kot_text.render(s.view(me), names, lang=lang), lang)
            for event in s.apply(seat, bots[seat].act(Observation(s, seat))):
                line = kot_text.describe(event.for_seat(me), names, lang=lang, me=me)
                if line is not None:
                    seen.add(event.kind)
                    assert_reads_well(line, lang)
        assert s.is_over()
        assert_reads_well(kot_text.render(s.view(me), names, lang=lang), lang)
    assert {"turn", "roll", "hp", "smash", "over"} <= seen


def synthetic_events() -> list[dict[str, Any]]:
    """Events naming the reader (seat 0) in every place a line can: subject, the other seat,
    one of a list, alone in a list."""
    return [
        {"kind": "smash", "seat": 1, "count": 2, "targets": [2, 3, 0]},
        {"kind": "smash", "seat": 1, "count": 1, "targets": [0]},
        {"kind": "smash", "seat": 0, "count": 3, "targets": [1, 2]},
        {"kind": "hp", "seat": 1, "delta": -1, "total": 9, "why": "smash", "source": 0},
        {"kind": "hp", "seat": 0, "delta": -1, "total": 9, "why": "smash", "source": 1},
        {"kind": "card_moved", "card": "wings", "from": 0, "to": 2},
        {"kind": "card_moved", "card": "wings", "from": 2, "to": 0},
        {"kind": "probe", "seat": 0, "target": 1, "die": 2, "face": "heart"},
        {"kind": "probe", "seat": 1, "target": 0, "die": 2, "face": "heart"},
        {"kind": "over", "winners": [0]},
        {"kind": "over", "winners": [1, 0]},
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_naming_the_reader_speaks_to_them(lang: str) -> None:
    names = names_in(lang, 4)
    you = {"en": re.compile(r"\b(you|your)\b", re.I),
           "uk": re.compile(r"\b(ви|вас|вам|ваш\w*)\b", re.I), "zh-Hant": re.compile("你")}[lang]
    for event in synthetic_events():
        line = kot_text.describe(event, names, lang=lang, me=0)
        assert line and you.search(line), (lang, event, line)
        assert_reads_well(line, lang)
        # another reader: seat 0 is named, never "you"
        other = kot_text.describe(event, ["Ada", "Bo", "Cy", "Di", "Ed"], lang=lang, me=4)
        assert other and "Ada" in other and not you.search(other.replace("Your", "")), \
            (lang, event, other)
    en = {repr(e): kot_text.describe(e, names_in("en", 4), me=0) for e in synthetic_events()}
    assert list(en.values())[:2] == ["Bot 1 smashes 2 times, hitting Bot 2, Bot 3 and you",
                                     "Bot 1 smashes you once"]
    assert list(en.values())[3] == "Bot 1 loses 1 heart to you (smash): 9 left"
    assert list(en.values())[5] == "Wings goes from you to Bot 2"
    assert list(en.values())[9:11] == ["Game over: you win!", "Game over: Bot 1 and you win!"]
    uk = [kot_text.describe(e, names_in("uk", 4), lang="uk", me=0) for e in synthetic_events()]
    assert uk[0] == "Бот 1 б'є 2 рази, під ударом: Бот 2, Бот 3 і ви"
    assert uk[3] == "Бот 1 втрачає 1 серце (удар; атакуєте ви): лишилося 9"
    assert "ваш кубик 3" in uk[8]


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_over_line_of_the_view_counts_the_reader_among_the_winners(lang: str) -> None:
    s = GAME.new(2, 3, {})
    bots = [RandomBot(Rng(seed_from("over", seat))) for seat in range(2)]
    while not s.is_over():
        seat = s.to_move()[0]
        s.apply(seat, bots[seat].act(Observation(s, seat)))
    winner = s.winners()[0]
    out = printed(kot_text.render(s.view(winner), names_in(lang, 2, winner), lang=lang))
    assert {"en": "Game over: you won", "uk": "Гру завершено: ви перемогли",
            "zh-Hant": "遊戲結束：你獲勝"}[lang] in out
    assert_reads_well(out, lang)


def play(answers: Sequence[str], lang: str, monkeypatch: pytest.MonkeyPatch, *,
         players: int = 3, seed: int = 5) -> str:
    return play_game("kingoftokyo", answers, lang, players=players, seed=seed,
                     monkeypatch=monkeypatch, width=400)


@pytest.mark.parametrize("lang", one_lang_quick("uk"))
def test_a_whole_game_typed_in_the_terminal(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # typed commands, out of step at times (refused with their reason), and "1" moves on
    block = ["reroll 1 3 5", "keep 2 4", "stop", "resolve smash", "buy 1", "end", "stay", "1"]
    out = play(block * 500, lang, monkeypatch)
    say = texts(lang, PACKAGE)
    assert say("play-bye") not in out.splitlines()[-1]  # the game reached its end
    for line in out.splitlines():
        assert not [w for w in FORBIDDEN if w in line], (lang, line)
    assert not SHOWN_ID.search(out), SHOWN_ID.search(out)
    assert say("term-refuse-not-asked-yield") in out  # 'stay' out of step, with its reason
    assert say("play-refuse-unknown", answer="stay") not in out


# ---------------------------------------------------------------------- refusals and help


def table(**setup: object) -> KotState:
    return GAME.scenario_state({"players": 3, "seed": 1, **setup})


def rolling() -> KotState:
    return table(active=0, city=1, phase="roll", rolls_left=2, energy=[5, 0, 0],
                 cards=[["stretchy"], [], []], dice=["1", "smash", "heart", "energy", "3", "3"])


def resolving() -> KotState:
    return table(active=0, city=1, phase="resolve", hp=[5, 10, 10],
                 dice=["1", "smash", "heart", "energy", "3", "3"])


def buying() -> KotState:
    return table(active=0, energy=[4, 0, 0], phase="buy",
                 market=["extra_head", "corner_store", "wings"])


def answered(state: KotState, answer: str, lang: str) -> Action | Refusal:
    """What the terminal makes of a typed answer at seat 0's decision (play.interpret, after
    the menu, as `_ask` does)."""
    text = GameText(kot_text, lang)
    view, legal = state.view(0), list(state.legal(0))
    numbered = text.menu(view, legal, names_in(lang, 3))
    return interpret(answer, text, legal, numbered, lang, view)


# (state, answer, the reason's message id, words the reason must hold in English)
REFUSED = [
    (resolving, "reroll", "term-refuse-no-rolls-left", ("no rolls left",)),
    (rolling, "reroll 7", "term-refuse-no-die", ("die 7", "1 to 6")),
    (rolling, "keep 2 9", "term-refuse-no-die", ("die 9",)),
    (rolling, "keep x", "term-refuse-die-number", ("“x”",)),
    (buying, "buy 4", "term-refuse-no-slot", ("card 4", "1 to 3")),
    (buying, "buy 1", "term-refuse-afford", ("Extra Head", "7 energy", "you have 4")),
    (resolving, "resolve xyz", "term-refuse-group", ("“xyz”", "“resolve smash”")),
    (resolving, "resolve numbers", "term-refuse-group-nothing", ("Numbers",)),
    (rolling, "yield", "term-refuse-not-asked-yield", ("yield",)),
    (buying, "stay", "term-refuse-not-asked-yield", ("stay in Tokyo",)),
    (rolling, "set 2 xyz", "term-refuse-face", ("“xyz”", "smash")),
    (rolling, "set 9 smash", "term-refuse-no-die", ("die 9",)),
    (rolling, "end", "term-refuse-not-now", ("end the turn",)),
    (rolling, "sweep", "term-refuse-not-now", ("sweep the market",)),
    (buying, "stop", "term-refuse-not-rolling", ("not rolling",)),
]


@pytest.mark.parametrize("lang", LANGS)
def test_every_refused_command_says_why(lang: str) -> None:
    say = texts(lang, PACKAGE)
    reasons: dict[str, set[str]] = {}
    for make, answer, msg_id, english in REFUSED:
        chosen = answered(make(), answer, lang)
        assert isinstance(chosen, Refusal), (lang, answer, chosen)
        assert chosen.msg_id == msg_id and chosen.msg_id not in GENERIC, (answer, chosen)
        reason = chosen.text(say)
        assert reason != msg_id and not SHOWN_ID.search(reason), (lang, answer, reason)
        if lang == "en":
            for words in english:
                assert words in reason, (answer, words, reason)
        reasons.setdefault(msg_id, set()).add(reason)
    # each kind of refusal has its own words
    every = [reason for found in reasons.values() for reason in found]
    assert len(set(every)) == len(every), reasons
    # the legal commands still work
    assert answered(rolling(), "reroll 1 3 5", lang) == Action.make("reroll", dice=0b10101)
    assert answered(rolling(), "set 2 heart", lang) == Action.make(
        "set_die", die=1, face="heart", source="stretchy")
    assert answered(buying(), "buy 2", lang) == Action.make("buy", slot=1)


@pytest.mark.parametrize("lang", LANGS)
def test_help_lists_the_commands_that_work_now(lang: str) -> None:
    say = texts(lang, PACKAGE)
    text = GameText(kot_text, lang)
    for make, wanted, unwanted in (
            (rolling, ("reroll 1 3 5", "keep 2 4", "stop", "set 1 2"), ("buy 2", "resolve")),
            (resolving, ("resolve smash", "resolve hearts"), ("reroll", "buy 2")),
            (buying, ("buy 2", "end", "sweep"), ("reroll", "buy 1"))):
        s = make()
        view, legal = s.view(0), list(s.legal(0))
        numbered = text.menu(view, legal, names_in(lang, 3))
        shown = help_text(say, text, view, legal, numbered)
        for command in wanted:
            assert say("play-quoted", text=command) in shown, (lang, command, shown)
        for command in unwanted:
            assert say("play-quoted", text=command) not in shown, (lang, command, shown)
        assert say("play-help-keys") in shown
    # a near miss is answered with the command words of the moment
    chosen = answered(rolling(), "rerolk", lang)
    assert isinstance(chosen, Refusal) and chosen.msg_id == "play-refuse-suggest"
    assert say("play-quoted", text="reroll") in chosen.text(say)


def test_help_in_a_whole_terminal_game(monkeypatch: pytest.MonkeyPatch) -> None:
    out = play(["help", "q"], "uk", monkeypatch, players=2, seed=4)
    say = texts("uk", PACKAGE)
    shown = out.split(say("play-help-title"))[1]
    assert "«reroll 1 3 5»" in shown and say("play-help-keys") in shown
