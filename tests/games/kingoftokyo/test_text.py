"""Terminal play of King of Tokyo: rendering, event lines, typed commands, and a whole game
through `ludoteca play kingoftokyo` on stdin."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest
from rich.console import Console

from ludoteca.bots.base import Observation, RandomBot
from ludoteca.core.actions import Action
from ludoteca.core.i18n import Refusal
from ludoteca.core.rng import Rng, seed_from
from ludoteca.games.kingoftokyo import GAME, KotState
from ludoteca.games.kingoftokyo import text as kot_text

NAMES = ["You", "Bot 1", "Bot 2", "Bot 3", "Bot 4", "Bot 5"]


def run_play(*args: str, stdin: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ludoteca.cli", "play", "kingoftokyo", *args],
                          input=stdin, capture_output=True, text=True, timeout=300)


def printed(markup: str) -> str:
    """What rich prints for a line (fails on broken markup)."""
    console = Console(file=io.StringIO(), width=200, color_system=None)
    console.print(markup)
    return console.file.getvalue()  # type: ignore[attr-defined]


def refused(answer: object) -> str | None:
    """The message id of a refusal (None when the answer is not one)."""
    return answer.msg_id if isinstance(answer, Refusal) else None


def table(**setup: object) -> KotState:
    return GAME.scenario_state({"players": 3, "seed": 1, **setup})


def test_render_shows_monsters_tokyo_dice_market_and_the_decision() -> None:
    s = table(active=0, city=1, hp=[7, 10, 10], vp=[3, 5, 0], energy=[4, 0, 0],
              cards=[["acid_attack"], [], []], phase="roll", rolls_left=2,
              dice=["1", "smash", "heart", "energy", "3", "3"],
              market=["extra_head", "corner_store", "wings"])
    out = printed(kot_text.render(s.view(0), NAMES))
    assert "Tokyo City: Bot 1" in out
    assert "7/10 hearts" in out and "3 VP" in out and "4 energy" in out
    assert "Acid Attack" in out and "in Tokyo City" in out
    assert "(1) 1  (2) SMASH  (3) HEART  (4) ENERGY  (5) 3  (6) 3" in out
    assert "2 rolls left" in out
    assert "1. Extra Head 7 energy" in out and "Corner Store" in out and "Wings" in out
    assert "You are rolling the dice" in out
    assert "Waiting for You" not in out and "You is" not in out


def test_parse_typed_commands() -> None:
    s = table(active=0, city=1, phase="roll", rolls_left=2,
              dice=["1", "smash", "heart", "energy", "3", "3"])
    legal = list(s.legal(0))
    assert kot_text.parse("reroll 1 3 5", legal) == Action.make("reroll", dice=0b10101)
    assert kot_text.parse("reroll", legal) == Action.make("reroll", dice=0b111111)
    assert kot_text.parse("keep 2 4", legal) == Action.make("reroll", dice=0b110101)
    assert kot_text.parse("keep 1 2 3 4 5 6", legal) == Action.make("stop_rolling")
    assert kot_text.parse("stop", legal) == Action.make("stop_rolling")
    for nonsense in ("hello", ""):
        assert kot_text.parse(nonsense, legal) is None, nonsense
    # understood, but not a choice now: the reason, never None
    for answer, msg_id in (("reroll 7", "term-refuse-no-die"), ("keep x", "term-refuse-die-number"),
                           ("buy 1", "term-refuse-not-now"),
                           ("yield", "term-refuse-not-asked-yield")):
        assert refused(kot_text.parse(answer, legal)) == msg_id, answer

    resolve = table(active=0, city=1, phase="resolve",
                    dice=["1", "smash", "heart", "energy", "3", "3"], hp=[5, 10, 10])
    legal = list(resolve.legal(0))
    assert kot_text.parse("resolve smash", legal) == Action.make("resolve", group="smash")
    assert kot_text.parse("resolve hearts", legal) == Action.make(
        "resolve", group="heart", poison=0, shrink=0)
    assert refused(kot_text.parse("resolve numbers", legal)) == "term-refuse-group-nothing"

    buy = table(active=0, energy=[9, 0, 0], phase="buy",
                market=["extra_head", "corner_store", "wings"])
    legal = list(buy.legal(0))
    assert kot_text.parse("buy 2", legal) == Action.make("buy", slot=1)
    assert kot_text.parse("sweep", legal) == Action.make("sweep")
    assert kot_text.parse("end", legal) == Action.make("end_turn")
    assert refused(kot_text.parse("buy 4", legal)) == "term-refuse-no-slot"

    hit = table(active=0, city=1, phase="resolve",
                dice=["smash", "smash", "1", "2", "3", "energy"])
    hit.apply(0, Action.make("resolve", group="energy"))
    legal = list(hit.legal(1))
    assert kot_text.parse("yield", legal) == Action.make("yield")
    assert kot_text.parse("stay", legal) == Action.make("stay")


def test_menu_lists_a_short_relabelled_choice() -> None:
    s = table(active=0, city=1, phase="roll", rolls_left=2,
              dice=["1", "smash", "heart", "energy", "3", "3"])
    legal = list(s.legal(0))
    menu = kot_text.menu(s.view(0), legal)
    assert [a.label for a in menu] == ["stop rolling", "reroll all dice"]
    assert all(a in legal for a in menu)
    buy = table(active=0, energy=[9, 0, 0], phase="buy",
                market=["extra_head", "corner_store", "wings"])
    labels = [a.label for a in kot_text.menu(buy.view(0), list(buy.legal(0)))]
    assert labels[0] == "end the turn"
    assert any(label.startswith("buy Extra Head (7 energy)") for label in labels)


@pytest.mark.slow
def test_every_event_and_view_of_random_games_renders() -> None:
    kinds = set()
    for index in range(10):
        players = 2 + index % 5
        s = GAME.new(players, seed_from("kot-text", index), {"tiles": "mix"})
        bots = [RandomBot(Rng(seed_from("t", index, seat))) for seat in range(players)]
        step = 0
        while not s.is_over():
            seat = s.to_move()[0]
            if step % 10 == 0:
                printed(kot_text.render(s.view(0), NAMES))
                kot_text.menu(s.view(seat), list(s.legal(seat)))
            for event in s.apply(seat, bots[seat].act(Observation(s, seat))):
                line = kot_text.describe(event.for_seat(0), NAMES)
                kinds.add(event.kind)
                if line is not None:
                    printed(line)
            step += 1
        printed(kot_text.render(s.view(None), NAMES))
    assert {"turn", "roll", "vp", "hp", "enter", "buy", "over"} <= kinds


# a whole game through a process: the full run (the quick one plays whole games in process,
# test_play_terminal_kingoftokyo.py, and quits this process below)
@pytest.mark.slow
def test_a_whole_game_typed_through_stdin() -> None:
    # typed commands first; whatever is not legal at that moment is refused and the next
    # line tried, and "1" (the first listed action) always moves the game on
    block = "reroll 1 3 5\nkeep 2 4\nstop\nresolve smash\nbuy 1\nend\nstay\n1\n"
    result = run_play("--players", "3", "--seed", "5", stdin=block * 400)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Traceback" not in out + result.stderr
    assert "Bye." not in out, "the input ran out before the game ended"
    assert "Game over:" in out
    last = out.strip().splitlines()[-1]
    assert last.endswith(("won.", "You win!", "Shared victory!"))
    assert "You roll:" in out and "You are rolling the dice" in out
    # the refused commands were answered with their reasons, not crashed on
    assert "Nobody is asking you whether to stay in Tokyo or yield it now." in out
    assert "is not one of the choices" not in out  # every command has its own reason


def test_quitting_and_end_of_input_exit_cleanly() -> None:
    result = run_play("--players", "2", "--seed", "3", stdin="q\n")
    assert result.returncode == 0 and "Bye." in result.stdout
    result = run_play("--players", "4", "--seed", "3", "--bots", "random", stdin="")
    assert result.returncode == 0 and "Traceback" not in result.stderr
