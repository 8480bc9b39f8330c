"""Terminal play of Saboteur (text.py): the maze grid, the hand and role, goals hidden from
whoever has not seen them, event lines spoken to the reader in every language, typed
commands and their refusals, and whole games through `ludoteca play saboteur`."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from ludoteca.core.actions import Action
from ludoteca.core.events import Event
from ludoteca.core.i18n import LANGUAGES, Refusal, texts
from ludoteca.core.rng import Rng, seed_from
from ludoteca.games.saboteur import GAME
from ludoteca.games.saboteur import text as sab_text
from ludoteca.play import GameText, interpret
from tests.cli import terminal
from tests.games.saboteur.helpers import (
    GOLD_MIDDLE,
    WAY,
    act,
    finish,
    inspected_then_put_away,
    table,
)

LANGS = tuple(LANGUAGES)
NAMES = ["You", "Bot 1", "Bot 2", "Bot 3", "Bot 4", "Bot 5"]
# a message id left in a text: a gap in a catalogue
LEFTOVER = re.compile(r"\b(?:term|event|card|role|tool|goal|action|prompt|decision)"
                      r"-[a-z0-9_]+(?:-[a-z0-9_]+)*\b")
# "You" with a verb in the third person, a name where "you" belongs
BAD = {
    "en": re.compile(r"\bYou (is|has|lays|draws|discards|passes|looks|repairs|swaps|traps"
                     r"|frees|removes|takes|brings|finds|makes|cannot steal: they)\b"
                     r"|\b(of|to|from|with|in front of) You\b"),
    "uk": re.compile(r"\bВи (кладе|бере|скидає|дивиться|лагодить|міняється|оглядає|змушує"
                     r"|заганяє|звільняє|прибирає|забирає|влаштовує|не може)\b"
                     r"|\b(гравця|гравцеві|гравцем|у|в|від) Ви\b"),
    "zh-Hant": re.compile(r"你（你）|從你 偷"),
}
# every kind of event state.py emits
EVENT_KINDS = {"round", "draw", "discard", "pass", "path", "goal", "rockfall", "map", "theft",
               "break", "repair", "hands_off", "swap_hand", "inspect", "swap_hats", "trap",
               "free", "clear", "round_end", "theft_blocked", "theft_nothing", "steal",
               "game_over"}


def one_lang_quick(lang: str) -> list[Any]:
    """A whole-game sweep in one language in the quick run (each sweep its own language, so
    every language plays whole games there); all languages in the full run. Every kind of line
    is still checked in every language by the synthetic-event tests."""
    return [pytest.param(x, marks=() if x == lang else pytest.mark.slow) for x in LANGS]


def names(lang: str, players: int, me: int = 0) -> list[str]:
    """The seat names `ludoteca play` gives (play.py)."""
    say = texts(lang)
    return [say("play-you") if i == me else say("play-bot", number=i) for i in range(players)]


def printed(markup: str) -> str:
    """What rich prints (fails on broken markup)."""
    console = Console(file=io.StringIO(), width=250, color_system=None)
    console.print(markup)
    return console.file.getvalue()  # type: ignore[attr-defined]


def refused(answer: object) -> str | None:
    return answer.msg_id if isinstance(answer, Refusal) else None


def hand_table(**more: Any) -> Any:
    setup: dict[str, Any] = {
        "hands": {"0": ["s1_cross", "map", "broken_pickaxe", "s2_ladder_s",
                        "repair_pickaxe_lantern", "s2_curve_se_dead_n"]},
        "maze": WAY[:3], "goals": GOLD_MIDDLE,
        "front": {"1": ["broken_cart", "broken_lantern"], "2": ["trapped", "theft"]}}
    setup.update(more)
    return table(4, **setup)


# ====================================================================== render


@pytest.mark.parametrize("lang", LANGS)
def test_render_shows_grid_hand_role_and_seats(lang: str) -> None:
    s = hand_table(roles=["boss", "saboteur", "geologist", "profiteer"])
    out = printed(sab_text.render(s.view(0), names(lang, 4), lang=lang))
    t = sab_text.catalogue(lang)
    assert not LEFTOVER.search(out), LEFTOVER.search(out)
    # coordinates along the edges: x from one left of the start to one right of the goals
    header = "  ".join(f"{x:^3}" for x in range(-1, 10))
    assert out.count(header) == 2
    assert re.search(r"^\s+-2 .*│ \? │.* -2$", out, re.M)  # y on both sides, goal 1 hidden
    assert "━━╋━━━━╋━━━━╋━━━━╋━━" in out  # start and three crossroads joined
    # the hand: every card by number and name, path cards drawn both ways
    for number, card in enumerate(s.view(0)["hand"], start=1):
        assert f"{number}. {sab_text.card_name(card, lang)}" in out
    assert "4↻" in out and "6↻" in out and "1↻" not in out  # the cross looks the same turned
    # only its own role (the game's name may be a role's)
    assert t("term-seat-role", role=t("role-boss")) in out
    assert t("term-seat-role", role=t("role-saboteur")) not in out
    assert t("card-trapped") in out and t("card-broken_cart") in out  # what lies in front
    assert t("term-waiting-turn", you="yes") in out


@pytest.mark.parametrize("lang", LANGS)
def test_render_remembers_a_role_seen_before_it_was_put_away(lang: str) -> None:
    """Inspection, then Swap Your Hats on the same player: the inspector's row for that
    player says the card put away was the role it saw; nobody else's does."""
    s = inspected_then_put_away()
    t = sab_text.catalogue(lang)
    line = t("term-seat-put-away", role=t("role-saboteur"))
    mine = printed(sab_text.render(s.view(0), names(lang, 4), lang=lang))
    assert line in mine and not LEFTOVER.search(mine)
    for other in (1, 2, 3):
        assert line not in printed(sab_text.render(s.view(other), names(lang, 4, other),
                                                   lang=lang))


def test_render_hides_goals_a_seat_has_not_seen() -> None:
    s = hand_table(state={"known_goals": [[1], [], [], []]})
    mine = printed(sab_text.render(s.view(0), NAMES[:4]))
    other = printed(sab_text.render(s.view(1), names("en", 4, 1)))
    spectator = printed(sab_text.render(s.view(None), NAMES[:4]))
    assert mine.count("│ ? │") == 2 and "│ $ │" in mine  # goal 2 seen with a map: the gold
    for out in (other, spectator):
        assert out.count("│ ? │") == 3 and "│ $ │" not in out and "│ o │" not in out
    assert "Your hand" not in spectator and "Your role" not in spectator
    # a stone seen: shown as stone, the others still face down
    seen_stone = hand_table(state={"known_goals": [[0], [], [], []]})
    out = printed(sab_text.render(seen_stone.view(0), NAMES[:4]))
    assert "│ o │" in out and out.count("│ ? │") == 2


def test_a_goal_turned_over_is_drawn_as_a_card() -> None:
    # a stone in the middle: reached, it turns face up and the round goes on
    s = table(3, maze=WAY, goals=["goal_gold", "goal_stone_a", "goal_stone_b"],
              hands={"0": ["s1_straight_ew"]})
    events = finish(s, 0)
    goal = next(e for e in events if e.kind == "goal")
    assert s.round == 1 and s.view(1)["board"]["goals"][1][1]  # face up
    out = printed(sab_text.render(s.view(1), names("en", 3, 1)))
    assert "┌─2─┐" not in out and "┌─1─┐" in out and "┌─3─┐" in out
    rows = out.splitlines()
    middle = next(i for i, row in enumerate(rows) if re.match(r"^\s+0 ", row))
    # the straight at 7, 0 runs into the stone, which lies the way its tunnel meets it
    # (a curve left-down) and shows its stone mark
    assert "━━━━━━━━━┓" in rows[middle]
    assert rows[middle + 1].rstrip().endswith("┃ o")
    line = sab_text.describe(goal.for_seat(1), names("en", 3, 1), me=1)
    assert line is not None and "The middle goal card is turned over: stone." in printed(line)


# ====================================================================== events


def _check_line(line: str | None, lang: str, kind: str) -> None:
    assert line, (lang, kind)
    out = printed(line)
    assert not LEFTOVER.search(out), (lang, kind, out)
    assert not BAD[lang].search(out), (lang, kind, out)
    assert "{" not in out and "You is" not in out, (lang, kind, out)


# six games of 2-12 players, split in two: the 5-player game in the quick run (it reaches
# every kind the check below asks for, as the other five together do), the others in the
# full run
@pytest.mark.parametrize("games", [(2,), pytest.param((0, 1, 3, 4, 5), marks=pytest.mark.slow)],
                         ids=["5p", "2p-3p-7p-10p-12p"])
@pytest.mark.parametrize("lang", one_lang_quick("uk"))
def test_every_event_of_random_games_is_a_sentence(lang: str, games: tuple[int, ...]) -> None:
    seen: set[str] = set()
    for index in games:
        players = (2, 3, 5, 7, 10, 12)[index]
        s = GAME.new(players, seed_from("sab-text", index), {})
        rng = Rng(index)
        seat_names = names(lang, players)
        while not s.is_over():
            seat = s.to_move()[0]
            for event in s.apply(seat, rng.choice(list(s.legal(seat)))):
                seen.add(event.kind)
                for me in {0, event.data.get("seat", 0) or 0, event.data.get("target", 1)}:
                    if isinstance(me, int) and me < players:
                        line = sab_text.describe(event.for_seat(me), names(lang, players, me),
                                                 lang=lang, me=me)
                        _check_line(line, lang, event.kind)
                _check_line(sab_text.describe(event.for_seat(None), seat_names, lang=lang),
                            lang, event.kind)
    # the kinds random play rarely reaches are described below; the rest came up here
    assert EVENT_KINDS - seen <= {"goal", "steal", "theft_blocked", "theft_nothing"}, seen


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_kind_speaks_to_the_reader(lang: str) -> None:
    """Each kind with the reader as the actor, as the other seat, and not in it."""
    events = [
        Event("round", {"round": 2, "first": 1}, {0: {"hand": ["map"], "role": "boss"}}),
        Event("draw", {"seat": 0, "count": 2}, {0: {"cards": ["map", "s2_ladder_s"]}}),
        Event("draw", {"seat": 1, "count": 1}),
        Event("discard", {"seat": 0, "count": 1}, {0: {"card": "map"}}),
        Event("discard", {"seat": 1, "count": 1}, {1: {"card": "map"}}),
        Event("pass", {"seat": 0}), Event("pass", {"seat": 2}),
        Event("path", {"seat": 0, "card": "s1_cross", "x": 1, "y": 0, "turned": False}),
        Event("path", {"seat": 2, "card": "s2_ladder_s", "x": 1, "y": 1, "turned": True}),
        Event("goal", {"goal": 0, "card": "goal_stone_a", "gold": False, "turned": False}),
        Event("goal", {"goal": 2, "card": "goal_gold", "gold": True, "turned": True}),
        Event("rockfall", {"seat": 1, "card": "rockfall", "x": 2, "y": 0,
                           "removed": "s1_cross"}),
        Event("map", {"seat": 0, "card": "map", "goal": 1}, {0: {"goal_card": "goal_gold"}}),
        Event("map", {"seat": 2, "card": "map", "goal": 2}, {2: {"goal_card": "goal_gold"}}),
        Event("theft", {"seat": 0, "card": "theft"}), Event("theft", {"seat": 1,
                                                                       "card": "theft"}),
        Event("swap_hand", {"seat": 0, "card": "swap_your_hand", "target": 1},
              {0: {"hand": ["map"]}, 1: {"hand": ["trapped"]}}),
        Event("inspect", {"seat": 0, "card": "inspection", "target": 2},
              {0: {"role": "saboteur"}}),
        Event("swap_hats", {"seat": 1, "card": "swap_your_hats", "target": 0},
              {0: {"role": "geologist"}}),
        Event("clear", {"seat": 0, "card": "broken_cart"}),
        Event("clear", {"seat": 2, "card": "theft"}),
        Event("round_end", {"gold_found": True, "winners": [0, 2], "base": 4, "points":
                            [4, 0, 4], "gold": [4, 0, 4], "roles": ["boss", "saboteur",
                                                                    "profiteer"]}),
        Event("round_end", {"gold_found": False, "winners": [], "base": 0,
                            "points": [0, 0, 0], "gold": [4, 0, 4]}),
        Event("theft_blocked", {"seat": 0, "reason": "trapped"}),
        Event("theft_blocked", {"seat": 1, "reason": "broken"}),
        Event("theft_nothing", {"seat": 0}), Event("theft_nothing", {"seat": 1}),
        Event("steal", {"seat": 0, "victim": 1, "gold": [1, 0, 0]}),
        Event("steal", {"seat": 1, "victim": 0, "gold": [0, 1, 0]}),
        Event("steal", {"seat": 1, "victim": 2, "gold": [0, 1, 0]}),
        Event("game_over", {"scores": [3, 5, 5], "winners": [1, 2]}),
        Event("game_over", {"scores": [5, 5, 1], "winners": [0, 1]}),
    ]
    for kind in ("break", "repair", "hands_off", "trap", "free"):
        for seat, target in ((0, 0), (0, 1), (1, 0), (1, 2), (2, 2)):
            if kind == "trap" and seat == target:
                continue  # Trapped! goes only on another player
            data: dict[str, Any] = {"seat": seat, "card": "broken_cart", "target": target}
            if kind == "repair":
                data["tool"] = "cart"
            events.append(Event(kind, data))
    for seat, target in ((0, 1), (1, 0), (1, 2)):
        for kind in ("swap_hand", "inspect", "swap_hats"):
            events.append(Event(kind, {"seat": seat, "card": "inspection", "target": target}))
    assert {e.kind for e in events} == EVENT_KINDS
    lines = {}
    for event in events:
        for me in (0, None):
            line = sab_text.describe(event.for_seat(me), names(lang, 3), lang=lang, me=me)
            _check_line(line, lang, event.kind)
            lines[(event.kind, me, repr(event.data))] = line
    if lang == "en":
        said = "\n".join(printed(v) for v in lines.values())
        for expected in ("You draw “Map” and “New exit, top or bottom”.",
                         "Bot 1 draws a card.", "You discard Map face down.",
                         "Bot 1 discards a card face down.", "You lay Crossroads at x 1, y 0.",
                         "Bot 2 lays New exit, top or bottom at x 1, y 1, turned round.",
                         "You look at the middle goal card with a map: the gold is there!",
                         "Bot 2 looks at the bottom goal card with a map.",
                         "You lay Broken mine cart in front of yourself.",
                         "Bot 1 lays Broken mine cart in front of you.",
                         "Bot 2 lays Broken mine cart in front of Bot 2.",
                         "You repair your own tool: Mine cart.",
                         "Bot 1 makes you swap hats. Your new role: Geologist.",
                         "You look at the role of Bot 2. Role of Bot 2: Saboteur.",
                         "Bot 1 takes 1 gold from you.", "You cannot steal: you are trapped.",
                         "Winners: Bot 2 and you.", "You get 4 gold this round.",
                         "Most gold: Bot 1 and you.", "Round 2 begins: Bot 1 plays first. "
                         "Your role this round: Boss."):
            assert expected in said, expected
        # a spectator reads names only, and never a seat's secrets
        spectator = printed(lines[("map", None, repr(events[12].data))])
        assert "gold" not in spectator.split("map")[-1]


# ====================================================================== typed commands


def test_parse_maps_commands_to_legal_actions() -> None:
    s = hand_table()
    view, legal = s.view(0), list(s.legal(0))

    def parsed(text: str) -> Any:
        return sab_text.parse(text, legal, view=view)

    cross = Action.make("path", card="s1_cross", x=4, y=0, turned=False)
    assert parsed("play 1 at 4 0") == cross
    assert parsed("play 1 at 4 0 turned") == cross  # looks the same turned: listed once
    assert parsed("p 1 (4, 0)") == cross
    assert parsed("play 4 at 0 1 turned") == Action.make("path", card="s2_ladder_s", x=0, y=1,
                                                         turned=True)
    assert parsed("play 6 at 4 0 turned") == Action.make("path", card="s2_curve_se_dead_n",
                                                         x=4, y=0, turned=True)
    assert parsed("play 3 on Bot 2") == Action.make("break", card="broken_pickaxe", seat=2)
    assert parsed("break 3 3") == Action.make("break", card="broken_pickaxe", seat=3)
    assert parsed("play 3 on me") == Action.make("break", card="broken_pickaxe", seat=0)
    assert parsed("map 2 goal 1") == Action.make("map", card="map", goal=0)
    assert parsed("play 2 at 8 2") == Action.make("map", card="map", goal=2)
    assert parsed("repair 5 lantern on 1") == Action.make(
        "repair", card="repair_pickaxe_lantern", seat=1, tool="lantern")
    assert parsed("repair 5") == Action.make("repair", card="repair_pickaxe_lantern", seat=1,
                                             tool="lantern")  # the one repair it can make
    assert parsed("discard 2") == Action.make("discard", card="map")
    for nonsense in ("hello", "", "3 at 4"):
        assert parsed(nonsense) is None, nonsense
    # Ukrainian and Chinese names of the bots are understood in their language
    assert sab_text.parse("play 3 on бот 2", legal, view=view, lang="uk") == Action.make(
        "break", card="broken_pickaxe", seat=2)
    assert sab_text.parse("play 3 on 機器人 1", legal, view=view, lang="zh-Hant") == \
        Action.make("break", card="broken_pickaxe", seat=1)


def test_parse_refuses_with_reasons() -> None:
    s = hand_table()
    view, legal = s.view(0), list(s.legal(0))
    cases = {
        "play 1 at 6 0": "term-refuse-no-fit",
        "play 6 at 4 0": "term-refuse-fit-other",
        "play 1": "term-refuse-where",
        "play 9 at 1 0": "term-refuse-no-card",
        "play x": "term-refuse-card-how",
        "play 3": "term-refuse-which-player",
        "play 3 on Bot 7": "term-refuse-no-player",
        "map 2 goal 4": "term-refuse-no-goal",
        "map 2": "term-refuse-which-goal",
        "rockfall 1 at 1 0": "term-refuse-wrong-card",
        "repair 5 cart": "term-refuse-repair-none",
        "repair 5 on 2": "term-refuse-target",
        "discard 1 1": "term-refuse-discard-twice",
        "discard 1 2 3 4": "term-refuse-discard-count",
        "clear 1": "term-refuse-clear-nothing",
        "done": "term-refuse-not-now",
        "steal 1": "term-refuse-not-now",
    }
    for lang in LANGS:
        say = texts(lang, sab_text.PACKAGE)
        for answer, msg_id in cases.items():
            result = sab_text.parse(answer, legal, view=view, lang=lang)
            assert refused(result) == msg_id, (answer, result)
            assert isinstance(result, Refusal)
            text = result.text(say)
            assert text and not LEFTOVER.search(text) and "{" not in text, (lang, text)
    no_fit = sab_text.parse("play 1 at 6 0", legal, view=view)
    assert isinstance(no_fit, Refusal)
    assert "It fits at -1 0, 0 -1, 0 1" in no_fit.text(texts("en", sab_text.PACKAGE))

    blocked = hand_table(front={"0": ["broken_lantern"]})
    assert refused(sab_text.parse("play 1 at 4 0", list(blocked.legal(0)),
                                  view=blocked.view(0))) == "term-refuse-blocked"
    assert sab_text.parse("clear 1", list(blocked.legal(0)), view=blocked.view(0)) == \
        Action.make("clear", card="broken_lantern")
    assert sab_text.parse("clear lantern", list(blocked.legal(0)), view=blocked.view(0)) == \
        Action.make("clear", card="broken_lantern")
    thief = hand_table(hands={"0": ["theft", "map"]}, front={"0": ["theft"]})
    assert refused(sab_text.parse("theft 1", list(thief.legal(0)), view=thief.view(0))) == \
        "term-refuse-theft-twice"


def test_steal_and_done_are_typed() -> None:
    s = table(3, roles=["saboteur", "gold_digger_blue", "profiteer"], maze=WAY,
              goals=GOLD_MIDDLE, hands={"0": ["s1_straight_ew"]}, front={"2": ["theft"]},
              gold=[2, 0, 1])
    finish(s, 0)
    assert s.to_move() == (2,)
    view, legal = s.view(2), list(s.legal(2))
    assert sab_text.parse("steal Bot 1", legal, view=view) == Action.make("steal", seat=1)
    assert sab_text.parse("rob 0", legal, view=view) == Action.make("steal", seat=0)
    assert refused(sab_text.parse("steal me", legal, view=view)) == "term-refuse-steal-who"
    assert refused(sab_text.parse("play 1 at 1 0", legal, view=view)) == "term-refuse-not-now"

    passing = hand_table()
    act(passing, 0, "discard", card="map")
    view, legal = passing.view(0), list(passing.legal(0))
    assert sab_text.parse("done", legal, view=view) == Action.make("done")
    assert refused(sab_text.parse("discard 1 2 3", legal, view=view)) == \
        "term-refuse-discard-count"


def test_several_discards_typed_at_once_answer_the_next_decisions() -> None:
    s = hand_table()
    text = GameText(sab_text, "en")
    view, legal = s.view(0), list(s.legal(0))
    first = interpret("discard 1 4", text, legal, sab_text.menu(view, legal, NAMES), "en", view)
    assert first == Action.make("discard", card="s1_cross")
    pile = len(s.pile)
    s.apply(0, first)
    second = text.planned(s.view(0), list(s.legal(0)))
    assert second == Action.make("discard", card="s2_ladder_s")
    s.apply(0, second)
    third = text.planned(s.view(0), list(s.legal(0)))
    assert third == Action.make("done")  # then draw as many as discarded
    s.apply(0, third)
    assert len(s.pile) == pile - 2 and s.to_move() == (1,)
    assert text.planned(s.view(0), list(s.legal(0))) is None
    # a plan never answers a decision it was not made for
    again = hand_table()
    view, legal = again.view(0), list(again.legal(0))
    assert sab_text.parse("discard 2 3", legal, view=view) == Action.make("discard", card="map")
    other = hand_table(hands={"0": ["theft", "map", "s1_cross"]})
    assert text.planned(other.view(0), list(other.legal(0))) is None


@pytest.mark.parametrize("lang", LANGS)
def test_menu_and_typed_help(lang: str) -> None:
    s = hand_table()
    view, legal = s.view(0), list(s.legal(0))
    menu = sab_text.menu(view, legal, names(lang, 4), lang=lang)
    assert menu and all(a in legal for a in menu)
    assert not any(a.kind in ("path", "rockfall") for a in menu)  # typed with a cell
    assert all(a.label and not LEFTOVER.search(a.label) for a in menu)
    helped = sab_text.typed_help(view, legal, lang=lang)
    assert helped is not None
    for example in re.findall(r"[“«「]([a-z][^”»」]*)[”»」]", helped):
        assert isinstance(sab_text.parse(example, legal, view=view, lang=lang), Action), example
    assert {"play", "map", "discard"} <= set(sab_text.commands(legal))
    if lang == "en":
        labels = [a.label for a in menu]
        assert "Broken pickaxe on yourself" in labels and "Broken pickaxe on Bot 1" in labels
        assert "Card 1 (Crossroads) fits at -1 0, 0 -1" in helped


# ====================================================================== the terminal


def play(answers: list[str], lang: str, *, players: int = 3, seed: int = 4,
         monkeypatch: pytest.MonkeyPatch) -> str:
    """Everything `ludoteca play saboteur` prints while the answers last (random bots)."""
    return terminal.play("saboteur", answers, lang, players=players, seed=seed,
                         monkeypatch=monkeypatch, width=250, bots="random")


# the full run: every language at 3 players; the quick run one language at 10 players, whose
# three rounds give the reader a third of the turns (and of the screens drawn) to the end
@pytest.mark.parametrize(("lang", "players"), [
    *(pytest.param(x, 3, id=x, marks=pytest.mark.slow) for x in LANGS),
    pytest.param("zh-Hant", 10, id="zh-Hant-10p")])
def test_a_whole_game_in_the_terminal(lang: str, players: int,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    # typed commands, numbers and mistakes, out of step at times: refused and asked again
    script = ["play 1 at 1 0", "discard 1 2", "help", "play 2 on Bot 1", "1", "steal 1",
              "map 1 goal 2", "nonsense", "done", "clear 1", "discard 1", "2"]
    out = play(script * 300, lang, players=players, monkeypatch=monkeypatch)
    say = texts(lang)
    assert say("play-bye") not in out.splitlines()[-1]  # the game reached its end
    over = sab_text.catalogue(lang)("term-game-over", winners="@")
    assert over.split("@")[0] in out  # the last screen says who has the most gold
    assert not LEFTOVER.search(out), LEFTOVER.search(out)
    bad = [line for line in out.splitlines() if BAD[lang].search(line)]
    assert not bad, bad[:5]
    you = sab_text.catalogue(lang)("term-ev-discard", you="yes", card="").split()[0]
    assert you in out  # the player's own moves are spoken to them


def test_ludoteca_play_saboteur_on_stdin() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ludoteca.cli", "play", "saboteur", "--players", "3", "--seed",
         "2", "--bots", "random", "--lang", "en"],
        input="discard 1\nplay 9 at 0 0\nq\n", capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "Your hand:" in result.stdout and "┌─1─┐" in result.stdout
    assert "You have no card 9" in result.stdout
    assert "Traceback" not in result.stderr


# ====================================================================== words a card does not take


def theft_table() -> Any:
    """Card 4 a Theft; a cross, a map, a Broken pickaxe, a two-tool repair, a Rockfall."""
    return hand_table(hands={"0": ["s1_cross", "map", "broken_pickaxe", "theft",
                                   "repair_pickaxe_lantern", "rockfall"]})


@pytest.mark.parametrize("lang", LANGS)
def test_a_theft_with_coordinates_is_refused_saying_it_takes_nothing(lang: str) -> None:
    s = theft_table()
    view, legal = s.view(0), list(s.legal(0))
    say = texts(lang, sab_text.PACKAGE)
    answer = sab_text.parse("play 4 at 3 0", legal, view=view, lang=lang)
    assert isinstance(answer, Refusal) and answer.msg_id == "term-refuse-extra", answer
    assert answer.values["takes"] == "nothing" and answer.values["word"] == "3 0"
    text = answer.text(say)
    assert say("card-theft") in text and "3 0" in text and not LEFTOVER.search(text)
    example = answer.values["example"]  # the command that works, in the reader's words
    assert example == f"{sab_text.word('play', lang)} 4" and example in text
    theft = Action.make("theft", card="theft")
    assert sab_text.parse(example, legal, view=view, lang=lang) == theft
    # what a Theft may still be typed with: nothing, or "me"
    for typed in ("play 4", "theft 4", "play 4 on me"):
        assert sab_text.parse(typed, legal, view=view, lang=lang) == theft, typed


# a command with words its card does not take -> what the card takes
STRAY = {
    "play 1 at 4 0 5": "path", "play 1 at 4 0 banana": "path", "play 1 4 0 on Bot 2": "path",
    "rockfall 6 at 1 0 turned": "cell", "play 6 at 1 0 2": "cell",
    "map 2 goal 1 turned": "goal", "map 2 goal 1 at 3 0": "goal", "play 2 at 3 0": "goal",
    "play 3 at 3 0": "player", "play 3 on Bot 2 at 4 0": "player", "break 3 2 turned": "player",
    "repair 5 lantern at 3 0": "repair", "repair 5 on Bot 1 at 2 0": "repair",
    "theft 4 on Bot 1": "nothing", "play 4 at 3 0 turned": "nothing",
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("typed", "takes"), list(STRAY.items()), ids=list(STRAY))
def test_every_card_kind_refuses_words_it_does_not_take(typed: str, takes: str,
                                                        lang: str) -> None:
    s = theft_table()
    view, legal = s.view(0), list(s.legal(0))
    say = texts(lang, sab_text.PACKAGE)
    answer = sab_text.parse(typed, legal, view=view, lang=lang)
    assert isinstance(answer, Refusal) and answer.msg_id == "term-refuse-extra", answer
    assert answer.values["takes"] == takes
    text = answer.text(say)
    assert not LEFTOVER.search(text) and "{" not in text, text
    assert answer.values["word"] in text and answer.values["example"] in text
    # the example works, and lies in the reader's words
    assert isinstance(sab_text.parse(answer.values["example"], legal, view=view, lang=lang),
                      Action), answer.values["example"]
    assert answer.values["example"].split()[0] in sab_text.COMMAND_WORDS[
        sab_text.VERBS[answer.values["example"].split()[0]]][lang]
    if lang == "en":
        what = {"path": "a cell of the maze, x then y, and “turned”",
                "cell": "a cell of the maze, x then y,", "goal": "a goal card, 1 (top)",
                "player": "it takes a player,", "repair": "a player, a tool or both",
                "nothing": "it takes nothing more"}[takes]
        assert what in text, text


def test_fillers_and_every_legal_form_still_work() -> None:
    s = theft_table()
    view, legal = s.view(0), list(s.legal(0))

    def parsed(text: str) -> Any:
        return sab_text.parse(text, legal, view=view)

    cross = Action.make("path", card="s1_cross", x=4, y=0, turned=False)
    for typed in ("play 1 at 4 0", "play 1 4 0", "p 1 (4, 0)", "play 1 at the 4 0",
                  "play 1 at 4 0 turned"):
        assert parsed(typed) == cross, typed
    assert parsed("play 3 on player 2") == Action.make("break", card="broken_pickaxe", seat=2)
    assert parsed("play 3 to seat 2") == Action.make("break", card="broken_pickaxe", seat=2)
    assert parsed("break 3 3") == Action.make("break", card="broken_pickaxe", seat=3)
    assert parsed("map 2 at goal 1") == Action.make("map", card="map", goal=0)
    assert parsed("play 2 at 8 -2") == Action.make("map", card="map", goal=0)
    assert parsed("rockfall 6 on 1 0") == Action.make("rockfall", card="rockfall", x=1, y=0)
    assert parsed("repair 5 lantern for player 1") == Action.make(
        "repair", card="repair_pickaxe_lantern", seat=1, tool="lantern")


# ====================================================================== words of every language


def _command(kind: str, verb: str, lang: str, action: Action, view: dict[str, Any]) -> str:
    """The command for `action` with the verb `verb`, its other words in `lang`."""
    hand, me = view["hand"], view["seat"]
    at, on, goal = (sab_text.EXAMPLE_WORDS[lang][k] for k in ("at", "on", "goal"))
    n = hand.index(action.get("card")) + 1 if action.get("card") in hand else 0
    seat = action.get("seat")
    whom = sab_text.word("me", lang) if seat == me else \
        texts(lang)("play-bot", number=seat) if seat is not None else ""
    if kind == "path":
        return f"{verb} {n} {at} {action.get('x')} {action.get('y')}" + (
            " " + sab_text.word("turned", lang) if action.get("turned") else "")
    if kind == "rockfall":
        return f"{verb} {n} {at} {action.get('x')} {action.get('y')}"
    if kind == "map":
        return f"{verb} {n} {goal} {action.get('goal') + 1}"
    if kind == "repair":
        tool = action.get("tool") if lang == "en" else \
            sab_text.catalogue(lang)(f"tool-{action.get('tool')}").lower()
        return f"{verb} {n} {tool} {on} {whom}"
    if kind in ("theft", "discard"):
        return f"{verb} {n}"
    if kind == "clear":
        return f"{verb} {view['seats'][me]['front'].index(action.get('card')) + 1}"
    if kind == "done":
        return verb
    if kind == "steal":
        return f"{verb} {whom}"
    return f"{verb} {n} {on} {whom}"


def _positions() -> list[Any]:
    """Tables where a seat decides: random games a few moves in, and tables whose hands
    hold every kind of action card."""
    out: list[Any] = [
        theft_table(),
        hand_table(hands={"0": ["trapped", "free_at_last", "inspection", "swap_your_hand",
                                "swap_your_hats", "hands_off"]},
                   front={"1": ["trapped", "theft"], "0": ["broken_cart"]}),
    ]
    passing = hand_table()
    act(passing, 0, "discard", card="map")
    out.append(passing)
    thief = table(3, roles=["saboteur", "gold_digger_blue", "profiteer"], maze=WAY,
                  goals=GOLD_MIDDLE, hands={"0": ["s1_straight_ew"]}, front={"2": ["theft"]},
                  gold=[2, 0, 1])
    finish(thief, 0)
    out.append(thief)
    for index in range(4):
        s = GAME.new(4 + index, seed_from("sab-words", index), {})
        rng = Rng(index)
        for _ in range(3 + rng.below(40)):
            if s.is_over():
                break
            seat = s.to_move()[0]
            s.apply(seat, rng.choice(list(s.legal(seat))))
        if not s.is_over():
            out.append(s)
    return out


def test_every_verb_typed_in_ukrainian_and_chinese_is_the_english_action() -> None:
    rng = Rng(28)
    seen: set[str] = set()
    for s in _positions():
        seat = s.to_move()[0]
        view, legal = s.view(seat), list(s.legal(seat))
        by_kind: dict[str, list[Action]] = {}
        for action in legal:
            by_kind.setdefault(action.kind, []).append(action)
        for kind, actions in by_kind.items():
            picked = list(actions)
            rng.shuffle(picked)
            for action in picked[:3]:
                verbs = sab_text._KIND_VERBS[kind]
                for verb in verbs:
                    english = _command(kind, sab_text.word(verb, "en"), "en", action, view)
                    assert sab_text.parse(english, legal, view=view) == action, english
                    for lang in ("uk", "zh-Hant"):
                        for typed in sab_text.COMMAND_WORDS[verb][lang]:
                            command = _command(kind, typed, lang, action, view)
                            answers = [command]
                            if lang == "zh-Hant":  # typed without spaces around Chinese
                                answers.append(re.sub(r"(?<=[^\x00-\x7f]) | (?=[^\x00-\x7f])",
                                                      "", command))
                            for answer in answers:
                                got = sab_text.parse(answer, legal, view=view, lang=lang)
                                assert got == action, (lang, answer, got, english)
                                # and an English command in that language too
                                assert sab_text.parse(english, legal, view=view,
                                                      lang=lang) == action
                    seen.add(verb)
    assert seen == set(sab_text.COMMAND_WORDS), set(sab_text.COMMAND_WORDS) - seen


@pytest.mark.parametrize("lang", ("uk", "zh-Hant"))
def test_help_shows_the_readers_command_words(lang: str) -> None:
    s = theft_table()
    view, legal = s.view(0), list(s.legal(0))
    helped = sab_text.typed_help(view, legal, lang=lang)
    assert helped is not None
    t = sab_text.catalogue(lang)
    for verb in ("play", "map", "theft", "repair", "rockfall", "discard"):
        assert sab_text.word(verb, lang) in helped, verb
    # every example shown works as typed
    quote = {"uk": r"«([^»]*)»", "zh-Hant": r"「([^」]*)」"}[lang]
    examples = re.findall(quote, helped.splitlines()[0])
    assert len(examples) >= 6
    for example in examples:
        assert isinstance(sab_text.parse(example, legal, view=view, lang=lang), Action), example
        assert example.split()[0] in sab_text.COMMAND_WORDS[sab_text.VERBS[example.split()[0]]][
            lang]
    assert sab_text.place_help(lang=lang) == t("term-place-help")
    for example in re.findall(r"'([^']*)'", sab_text.place_help(lang=lang)):
        assert sab_text.VERBS.get(example.split()[0]) and \
            example.split()[0] in sab_text.COMMAND_WORDS[sab_text.VERBS[example.split()[0]]][
                lang], example
    assert set(sab_text.commands(legal, lang=lang)) >= {sab_text.word("play", lang), "play"}


# ====================================================================== one way to say a cell


@pytest.mark.parametrize("lang", LANGS)
def test_the_browser_tooltip_says_a_cell_as_the_terminal_does(lang: str) -> None:
    """The maze's tooltips (saboteur.js: `ui-cell`, `ui-spot`, `ui-rockfall-here` with the
    cell's x and y as the view has them) and the terminal's lines say a cell with the same
    message, `maze-cell`: x and y as the grid numbers them, y downward, never "-0"."""
    t = sab_text.catalogue(lang)
    card = t("card-s1_cross")
    for x, y in ((1, 0), (0, 1), (0, -1), (8, -2), (-1, 2)):
        cell = t("maze-cell", x=x, y=y)
        assert "-0" not in cell and str(x) in cell and str(y) in cell
        for msg in ("ui-cell", "ui-cell-turned", "ui-spot", "ui-rockfall-here"):
            assert cell in t(msg, card=card, x=x, y=y), (msg, lang)
        # the terminal's event and refusal lines name the same cell the same way
        line = sab_text.describe({"kind": "path", "seat": 1, "card": "s1_cross", "x": x,
                                  "y": y, "turned": False}, names(lang, 3), lang=lang, me=0)
        assert line is not None and cell in printed(line)
    # the terminal's grid numbers the rows the same way: y 1 is the row below the start
    s = hand_table()
    rows = printed(sab_text.render(s.view(0), names(lang, 4), lang=lang)).splitlines()
    start = next(i for i, r in enumerate(rows) if re.match(r"^\s+0 ", r))
    assert re.match(r"^\s+1 ", rows[start + 3]) and re.match(r"^\s+-1 ", rows[start - 3])
    # the screen passes x and y as they are: no sign of its own
    js = (Path(__file__).resolve().parents[3]
          / "src/ludoteca/games/saboteur/web/saboteur.js").read_text()
    assert "y: -y" not in js and "const where = (x, y) => ({ x: x + 0, y: y + 0 });" in js


@pytest.mark.parametrize("lang", ("uk", "zh-Hant"))
def test_the_terminal_takes_and_shows_the_readers_command_words(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """`help` lists the reader's command words; a discard typed in them is played, and
    one with a word it does not take is refused in the language."""
    t = sab_text.catalogue(lang)
    discard = sab_text.word("discard", lang)
    out = play(["help", f"{discard} 1"], lang, seed=2, monkeypatch=monkeypatch)
    words = t("term-typed-words", words="@").split("@")[0]
    assert words in out and f"{words}{sab_text.word('play', lang)}" in out
    assert t("term-ev-discard", you="yes", card="@").split("@")[0] in out  # played
    assert "play-refuse" not in out and not LEFTOVER.search(out)


@pytest.mark.parametrize(("lang", "word"), [("en", "Player"), ("zh-Hant", "玩家"),
                                            ("uk", "Гравець")])
def test_screen_lines_name_a_player_without_the_word_player(lang: str, word: str) -> None:
    """The screen's log, prompts and actions say "Ada lays…", not "Player Ada lays…": a
    seat's name is argument enough (the terminal's own lines never had the word)."""
    from ludoteca.core.i18n import catalogue_text

    text = catalogue_text("ludoteca.games.saboteur", lang)
    found = re.findall(rf"^((?!term-|help-)[a-z][\w-]*) = .*{word} ?\{{ \$\w+ \}}", text,
                       flags=re.MULTILINE)
    assert not found, found
