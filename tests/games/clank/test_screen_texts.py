"""The words of the Clank! screen's event log and dragon bag (locale/*.ftl, the `ui-ev-` and
`ui-bag-` messages clank.js formats): every one in every language, for every value its
selectors take, with no id or variable left in it; the Ukrainian word for a player out of
the game is the rulebook's; and the terminal's event lines of a whole random game show no
raw id either (text.py; it names a new tile by its cell, as its map prints the x of every
column and the y of every row)."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import ast

from ludoteca.core.i18n import LANGUAGES, catalogue_path, parsed, texts
from ludoteca.core.rng import Rng
from ludoteca.games.clank import GAME
from ludoteca.games.clank import text as tx
from tests.fluent_helpers import variables

PACKAGE = "ludoteca.games.clank"
LANGS = tuple(LANGUAGES)
SEEDS = Path("/work/shared/seeds")
# what no line may show: an id, a Fluent variable or message left over, a missing value
RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|\{|\}|None|undefined|NaN|"
                 r"\b(?:ui|tx|term|card|token|room)-[a-z0-9_]+")
# the values each variable of these messages takes
VALUES: dict[str, tuple[object, ...]] = {
    "you": ("yes", "no"), "back": ("safe", "depths"), "haunted": ("yes", "no"),
    "side": ("north", "east", "south", "west", "none"), "named": ("yes", "no"),
    "portal": ("yes", "no"), "turns": (1, 2, 3), "count": (0, 1, 2, 3, 5, 21),
    "first": (12,), "last": (14,), "from": (3,), "room": (7,), "names": ("Market",),
    "who": ("Ada",), "player": ("Ada",), "parts": ("17 black and Ada: 4",),
}


def _messages(lang: str) -> dict[str, ast.Message]:
    path = catalogue_path(PACKAGE, lang)
    assert path is not None
    return {e.id.name: e for e in parsed(path).body if isinstance(e, ast.Message)
            and e.id.name.startswith(("ui-ev-", "ui-bag-"))}


def _bundle(lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    for package in ("ludoteca", PACKAGE):
        path = catalogue_path(package, lang)
        assert path is not None
        bundle.add_resource(parsed(path))
    return bundle


@pytest.mark.parametrize("lang", LANGS)
def test_the_log_and_bag_messages_format_for_every_value(lang: str) -> None:
    english = _messages("en")
    found = _messages(lang)
    assert {"ui-ev-tile", "ui-ev-rotated", "ui-ev-moved", "ui-ev-teleport", "ui-bag-label",
            "ui-bag-black", "ui-bag-ghosts", "ui-bag-seat"} <= set(english)
    assert set(found) == set(english), set(found) ^ set(english)
    bundle = _bundle(lang)
    for msg_id, message in found.items():
        wanted = variables(english[msg_id])
        assert variables(message) <= wanted, (lang, msg_id, variables(message) - wanted)
        names = sorted(wanted)
        for combo in itertools.product(*(VALUES[n] for n in names)):
            args = dict(zip(names, combo, strict=True))
            text, errors = bundle.format_pattern(bundle.get_message(msg_id).value, args)
            assert not errors, (lang, msg_id, args, errors)
            assert text.strip() and not RAW.search(text), (lang, msg_id, args, text)
            assert "  " not in text and not text.startswith(" "), (lang, msg_id, args, text)


def test_a_discovered_tile_is_named_by_its_back_and_where_it_lies() -> None:
    en, uk, zh = (texts(lang, PACKAGE) for lang in ("en", "uk", "zh-Hant"))
    args = {"who": "Ada", "you": "no", "back": "depths", "haunted": "yes", "side": "east",
            "from": 3, "count": 3, "first": 12, "last": 14}
    assert en("ui-ev-tile", **args) == ("Ada discovers a haunted Depths tile east of room 3, "
                                        "with rooms 12–14.")
    assert uk("ui-ev-tile", **args) == ("Ada відкриває плитку глибин з привидами на схід від "
                                        "приміщення 3 (приміщення 12–14).")
    assert zh("ui-ev-tile", **args) == "Ada在房間 3 的東邊發現一塊鬧鬼的深淵板塊（房間 12–14）。"
    one = {**args, "you": "yes", "back": "safe", "haunted": "no", "side": "none", "count": 1}
    assert en("ui-ev-tile", **one) == "You discover a safe tile, with room 12."
    assert en("ui-ev-rotated", count=2, first=5, last=6, turns=2) == \
        "The tile of rooms 5–6 turns half round."
    assert en("ui-ev-moved", who="Bo", you="no", portal="yes", room=9, named="yes",
              names="Crystal Cave") == "Bo goes through a portal to room 9 (Crystal Cave)."
    assert en("ui-bag-label", count=1, parts="Ada: 1") == "Dragon bag: 1 cube (Ada: 1)"
    assert uk("ui-bag-label", count=22, parts="x") == "Мішечок дракона: 22 кубики (x)"
    assert uk("ui-bag-label", count=25, parts="x") == "Мішечок дракона: 25 кубиків (x)"


def test_a_player_out_of_the_game_vybuvaie_as_in_the_ukrainian_rulebook() -> None:
    seed = SEEDS / "clank-catacombs.uk.txt"
    if seed.is_file():
        rulebook = seed.read_text("utf-8")
        assert "вибуваєте" in rulebook and "не вибув у глибинах" in rulebook
    path = catalogue_path(PACKAGE, "uk")
    assert path is not None
    assert "знепритом" not in path.read_text("utf-8")
    uk = texts("uk", PACKAGE)
    assert uk("tx-ev-knocked-out", you="no", who="Bo", depths="yes") == "Bo вибуває у глибинах."
    assert uk("tx-ev-knocked-out", you="yes", who="", depths="no") == "Ви вибуваєте."
    assert uk("ui-knocked-out") == "Вибув"


@pytest.mark.parametrize("lang", LANGS)
def test_no_terminal_event_line_of_a_whole_game_shows_a_raw_id(lang: str) -> None:
    names = ["Ada", "Bo", "Cy"]
    s = GAME.new(3, 21)
    rng = Rng(5)
    kinds = set()
    while not s.is_over():
        seat = s.to_move()[0]
        legal = list(s.legal(seat))
        for event in s.apply(seat, legal[rng.below(len(legal))]):
            line = tx.describe(event.for_seat(0), names, lang=lang, me=0)
            if line is None:
                continue
            kinds.add(event.kind)
            plain = re.sub(r"\[/?[a-z ]*\]", "", line)  # the terminal's markup
            assert not RAW.search(plain), (event.kind, plain)
    assert {"played", "tile", "moved", "attack", "game_over"} <= kinds, kinds
