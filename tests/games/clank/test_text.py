"""Terminal play of Clank! Catacombs (text.py): the map, panels and hand in every language,
another seat's hand never shown, every legal action (of random games and of every card's
choice) read back from its typed command, event lines spoken to the reader, the help, and
games through `ludoteca play clank`."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from typing import Any

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import ast
from rich.console import Console
from rich.markup import render as markup

from ludoteca.core.actions import Action
from ludoteca.core.events import Event
from ludoteca.core.i18n import LANGUAGES, Refusal, catalogue_path, parsed, texts
from ludoteca.core.rng import Rng
from ludoteca.games.clank import GAME, rules
from ludoteca.games.clank import text as tx
from ludoteca.games.clank.state import Choose, ClankState, Place, PortalOut
from ludoteca.play import GameText, help_text, interpret
from tests.cli import terminal
from tests.fluent_helpers import variables

LANGS = tuple(LANGUAGES)
PACKAGE = "ludoteca.games.clank"
# a message id left in a text: a gap in a catalogue
LEFTOVER = re.compile(r"\b(?:tx|term|card|token|room|gold|points|play)-[a-z0-9_]+"
                      r"(?:-[a-z0-9_]+)*\b")
# "You" with a verb in the third person: a name where "you" belongs
BAD = {"en": re.compile(r"\bYou (plays|acquires|defeats|uses|trashes|discovers|is|escapes"
                        r"|takes|buys|teleports)\b"),
       "uk": re.compile(r"\bВи (грає|отримує|перемагає|використовує|знищує|відкриває|тікає"
                        r"|бере|купує|телепортується)\b"),
       "zh-Hant": re.compile(r"你（你）")}


def names(lang: str, players: int, me: int = 0) -> list[str]:
    """The seat names `ludoteca play` gives (play.py)."""
    say = texts(lang)
    return [say("play-you") if i == me else say("play-bot", number=i) for i in range(players)]


def printed(text: str, width: int = 250) -> str:
    """What rich prints (fails on broken markup)."""
    console = Console(file=io.StringIO(), width=width, color_system=None)
    console.print(text)
    return console.file.getvalue()  # type: ignore[attr-defined]


def clean(text: str, lang: str, what: object = "") -> None:
    assert not LEFTOVER.search(text), (lang, what, LEFTOVER.search(text), text[:400])
    assert "{" not in text and not BAD[lang].search(text), (lang, what, text[:400])


def random_game(players: int, seed: int) -> Any:
    """Every position of a random game: (state, seat to move), then the end."""
    s = GAME.new(players, seed)
    rng = Rng(seed)
    while not s.is_over():
        (seat,) = s.to_move()
        yield s, seat
        legal = list(s.legal(seat))
        s.apply(seat, legal[rng.below(len(legal))])


def check_round_trip(s: ClankState, seat: int, lang: str) -> list[Action]:
    """Every legal action: listed with a label in the language, and typed as its command
    it reads back as itself."""
    view, legal = s.view(seat), list(s.legal(seat))
    listed = tx.menu(view, legal, names(lang, s.players, seat), lang=lang)
    assert listed == legal
    for action, shown in zip(legal, listed, strict=True):
        assert shown.label and not LEFTOVER.search(shown.label), (lang, action, shown.label)
        typed = tx.command(action, view)
        got = tx.parse(typed, legal, view=view, lang=lang)
        assert got == action, (typed, action, got.text(tx.catalogue(lang))
                               if isinstance(got, Refusal) else got)
    asked = tx.prompt(view, lang=lang)
    assert asked, view["decision"]
    clean(asked, lang, view["decision"])
    return listed


# ====================================================================== the screen


@pytest.mark.parametrize("lang", LANGS)
def test_render_shows_map_board_row_shop_seats_and_hand(lang: str) -> None:
    s = next(p for p in random_game(3, 5) if p[0].rounds == 6)[0]
    (seat,) = s.to_move()
    t = tx.catalogue(lang)
    out = printed(tx.render(s.view(seat), names(lang, 3, seat), lang=lang))
    clean(out, lang)
    view = s.view(seat)
    # the map: every tile's cell on the axes, the start tile's rooms, the pawns
    assert "┏━━━━" in out and "╌ ╌ ╌" in out and "1Ω" in out and "4∩" in out
    assert all(mark in out for mark in "●▲■")
    # the Clank! board, the Row, the Reserve, the Market, the seats, the hand, the pool
    assert t("term-dungeon-row") in out and t("term-reserve") in out
    for cid in view["row"]:
        if cid:
            assert tx.card_name(cid, lang) in out
    for item in view["market"]:
        assert tx.token_name(item, lang) in out
    for cid in view["hand"]:
        assert tx.card_name(cid, lang) in out
    assert t("tx-hand") in out
    assert t("tx-pool", skill=0, swords=0, boots=0).split(":")[0].split("：")[0] in out
    for lang_name in names(lang, 3, seat):
        assert lang_name in out
    # a spectator sees the table and no hand
    spectator = printed(tx.render(s.view(None), names(lang, 3, seat), lang=lang))
    clean(spectator, lang)
    assert t("tx-hand") not in spectator and t("tx-hand-empty") not in spectator


def test_the_map_draws_tunnels_icons_and_unexplored_stubs() -> None:
    s = scenario()
    voice = tx._Voice(tx.catalogue("en"), names("en", 3), 0, "en")
    out = printed("\n".join(tx.grid(s.view(0), voice, width=400)), width=400)
    rows = out.splitlines()
    assert re.search(r"^\s+-1\s+0\s+1\s*$", rows[0])  # x along the top
    assert "3─5∴" in out and "2─6†" in out  # inner tunnels with footprints, a monster
    assert "1⊠" in out  # a locked stub into the Monkey Shrine
    assert "?" in out and "╋" in out  # stubs still open, stubs joined to a tile beyond
    assert "┅" in out and "┇" in out  # the haunted tiles' dashed walls
    assert "◎" in out  # portals
    # a narrow terminal gets the map in bands of columns, none wider than it
    narrow = tx.grid(s.view(0), voice, width=60)
    assert max(len(printed(line, 400).rstrip("\n")) for line in narrow) <= 60
    assert sum(bool(re.match(r"^\s+-?\d+(\s+-?\d+)*\s*$", printed(line))) for line in narrow) \
        > 1


@pytest.mark.parametrize("lang", LANGS)
def test_a_seats_render_never_shows_another_seats_hand(lang: str) -> None:
    s = GAME.new(3, 7)
    secret = ["lute", "souldrinker", "curator"]
    assert not set(secret) & set(s.row)
    s.hand[1] = list(secret)
    s._legal = None
    mine = printed(tx.render(s.view(0), names(lang, 3, 0), lang=lang))
    theirs = printed(tx.render(s.view(1), names(lang, 3, 1), lang=lang))
    spectator = printed(tx.render(s.view(None), names(lang, 3, 0), lang=lang))
    for cid in secret:
        name = tx.card_name(cid, lang)
        assert name in theirs
        assert name not in mine and name not in spectator
    assert tx.card_name("stumble", lang) in mine  # its own hand is shown


# ====================================================================== actions


# every third position of the game in the quick run, every position in the full run
@pytest.mark.parametrize(("lang", "every"), [
    *(pytest.param(x, 3, id=f"{x}-every3") for x in LANGS),
    *(pytest.param(x, 1, id=x, marks=pytest.mark.slow) for x in LANGS)])
def test_every_legal_action_of_a_random_game_reads_back_from_its_command(lang: str,
                                                                        every: int) -> None:
    kinds: set[str] = set()
    decisions: set[str] = set()
    for step, (s, seat) in enumerate(random_game((2, 4, 6)[LANGS.index(lang)], 40 + len(lang))):
        if step % every:
            continue
        decisions.add(s.view(seat)["decision"][0])
        kinds.update(a.kind for a in check_round_trip(s, seat, lang))
    assert {"play", "move", "end", "place", "reserve"} <= kinds, kinds
    assert {"turn", "place"} <= decisions


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_legal_action_of_whole_random_games_reads_back(players: int) -> None:
    for index in range(6):
        lang = LANGS[index % len(LANGS)]
        for s, seat in random_game(players, 1000 * players + index):
            check_round_trip(s, seat, lang)
            if s.rounds % 5 == 0:
                clean(printed(tx.render(s.view(seat), names(lang, players, seat),
                                        lang=lang)), lang)


MAP_TILES = {"deep03": (1, 0, 1), "safe02": (1, 1, 0), "deep10": (-1, 0, 0),
             "deep05": (-1, 1, 2)}


def scenario(hand: list[str] | None = None, room: str = "market") -> ClankState:
    """Three seats on a map of the start tile and four tiles: two haunted ones, two more
    Wayshrines, two portals; seat 0 to move, in `room` of the start tile."""
    s = GAME.new(3, 9)
    index = {tile.id: i for i, tile in enumerate(s.tileset.all())}
    s.placed = ((0, 0, 0, 0), *((index[tid], x, y, turns)
                                for tid, (x, y, turns) in MAP_TILES.items()))
    d = s.dungeon_map()
    s.safe_stack = s.safe_stack[:2]
    s.deep_stack = [t for t in s.deep_stack if t not in {index[tid] for tid in MAP_TILES}]
    s.room = [d.room_of(0, room), d.room_of(0, "crypt"), d.room_of(1, "c")]
    s.hand[0] = list(hand or ["burgle", "stumble"])
    s.discard[0] = ["burgle", "scramble"]
    s.played[0] = ["burgle"]
    s._legal = None
    return s


def room_of(s: ClankState, placement: int, room: str) -> int:
    return s.dungeon_map().room_of(placement, room)


def choices() -> list[tuple[str, ClankState]]:
    """A position for each decision a card or a move asks (the power's step and context)."""
    out: list[tuple[str, ClankState]] = []

    def ask(power: str, step: str, ctx: tuple = (), **setup: Any) -> None:
        s = scenario(**setup)
        s.pending = Choose(0, power, step, ctx)
        s._legal = None
        out.append((f"{power}:{step}", s))

    ask("empurror", "one")
    ask("imp_familiar", "one")
    ask("grand_theft", "one")
    ask("remove_traps", "slot")
    ask("shadow_walk", "trash")
    ask("riot", "trash")
    ask("charlatan", "discard")
    ask("astral_projection", "mark")
    ask("underground_river", "one")
    ask("thieves_shrine", "one")
    ask("thieves_shrine", "trash", (2,))
    ask("black_market", "first")
    ask("black_market", "second", ("gold",))
    ask("black_market", "trash")
    ask("ogre_merchant", "one")
    ask("teleport_adjacent", "teleport")
    ask("blink_spell", "teleport")
    ask("tourmaline", "ghost", (2,), hand=["white_tourmaline", "black_tourmaline"])
    ask("marble_guardian", "place", room="crypt")
    s = scenario(room="shrine")
    s.played[0].append("waystone")
    s.pending = Choose(0, "waystone", "teleport", ())
    out.append(("waystone:teleport", s))
    s = scenario()
    s.room[0] = room_of(s, 1, "c")  # on a haunted tile; another one lies west
    s.pending = Choose(0, "spectral_rider", "teleport", ())
    out.append(("spectral_rider:teleport", s))
    s = scenario()
    s.room[0] = room_of(s, 3, "b")  # alone on a square tile
    s.pending = Choose(0, "sudden_movement", "turn", ())
    out.append(("sudden_movement:turn", s))
    s = scenario()
    s.lay_free(s.free_edges(0)[0], 1)
    s.pending = Choose(0, "marble_guardian", "after", ())
    out.append(("marble_guardian:after", s))
    s = scenario()
    s.room[0] = room_of(s, 2, "b")  # a portal here, another on the west tile
    s.pending = PortalOut(0, s.room[0])
    out.append(("portal_out", s))
    s = scenario()
    exits = s.dungeon_map().exits[s.room[0]]
    s.boots = 2
    s.pending = Place(0, next(i for i, e in enumerate(exits) if e.kind == "open"))
    out.append(("place", s))
    s = scenario(hand=["burgle", "burgle", "explore", "waystone"], room="shrine")
    s.skill, s.swords, s.boots = 8, 6, 3
    s.gold[0], s.lockpicks[0] = 9, 3
    s.tokens[0] = ["potion_of_healing", "potion_of_strength"]
    s.room_artifacts[s.room[0]] = [12]
    out.append(("turn", s))
    s = scenario(hand=["burgle"])
    s.gold[0] = 8
    out.append(("turn in a Market", s))
    for _, state in out:
        state._legal = None
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_every_choice_a_card_asks_is_described_and_reads_back(lang: str) -> None:
    for what, s in choices():
        listed = check_round_trip(s, 0, lang)
        assert listed, what
        if lang == "en":  # each in its own words, not the generic prompt
            assert tx.prompt(s.view(0), lang=lang) != tx.catalogue(lang)("tx-ask-other"), what
    kinds = {a.kind for _, s in choices()[-2:] for a in s.legal(0)}
    assert {"play", "acquire", "fight", "reserve", "goblin", "move", "artifact", "mark",
            "potion", "buy"} <= kinds, kinds


def test_the_map_seen_from_the_view_matches_the_engine() -> None:
    """The edges a Marble Guardian lays on and the cell a discovered tile goes to are
    worked out from the view as the state works them out."""
    for what, s in choices():
        view = s.view(0)
        assert [e.cell for e in tx._free_edges(view, 0)] == \
            [e.cell for e in s.free_edges(0)], what
        if what == "place":
            cell = tx._place_cell(view)
            events = s.apply(0, s.legal(0)[0])
            assert next(e for e in events if e.kind == "tile").data["cell"] == list(cell)


def test_parse_refuses_with_reasons() -> None:
    s = choices()[-2][1]
    view, legal = s.view(0), list(s.legal(0))
    d = s.dungeon_map()
    room = s.room[0]
    crypt = next(e.to for e in d.exits[room] if e.kind == "room"
                 and "crypt" in d.rooms[e.to].room.features)
    cases = {
        "play 9": "tx-refuse-no-card",
        "play x": "tx-refuse-card-how",
        "play 1 1": "tx-refuse-twice",
        "acquire 9": "tx-refuse-no-slot",
        "fight": "tx-refuse-number-how",
        f"go {tx.room_no(crypt)}": "tx-refuse-crypt",
        "go 99": "tx-refuse-no-tunnel",
        "exit 40": "tx-refuse-no-exit",
        "go portal": "tx-refuse-no-portal-here",
        "open vault": "tx-refuse-open-what",
        "end": "tx-refuse-hand-first",
        "place 1": "tx-refuse-not-now",
        "skip": "tx-refuse-not-now",
        "reserve dragon": "tx-refuse-name",
    }
    row = view["row"]
    wrong = next(i for i, c in enumerate(row) if c and s.card(c).banner != "red")
    cases[f"fight {wrong + 1}"] = "tx-refuse-slot-kind"
    for lang in LANGS:
        say = texts(lang, PACKAGE)
        for answer, msg_id in cases.items():
            result = tx.parse(answer, legal, view=view, lang=lang)
            assert isinstance(result, Refusal) and result.msg_id == msg_id, (answer, result)
            clean(result.text(say), lang, answer)
    for nonsense in ("hello", "", "12"):
        assert tx.parse(nonsense, legal, view=view) is None
    s.boots = 0
    s._legal = None
    near = next(e.to for e in d.exits[room] if e.kind == "room" and e.to != crypt)
    tired = tx.parse(f"go {tx.room_no(near)}", list(s.legal(0)), view=s.view(0))
    assert isinstance(tired, Refusal) and tired.msg_id == "tx-refuse-boots"


def test_play_all_plays_the_hand_a_card_at_a_time() -> None:
    s = GAME.new(2, 3)
    text = GameText(tx, "en")
    view, legal = s.view(0), list(s.legal(0))
    first = interpret("play all", text, legal, tx.menu(view, legal), "en", view)
    assert isinstance(first, Action) and first.kind == "play"
    s.apply(0, first)
    played = 1
    while (nxt := text.planned(s.view(0), list(s.legal(0)))) is not None:
        s.apply(0, nxt)
        played += 1
    assert played == 5 and not s.hand[0] and s.to_move() == (0,)
    # a typed answer forgets the plan; a plan never plays into the next turn
    again = GAME.new(2, 3)
    interpret("play 1 2", text, list(again.legal(0)), [], "en", again.view(0))
    assert tx.parse("play 1", list(again.legal(0)), view=again.view(0)) is not None
    assert text.planned(again.view(0), list(again.legal(0))) is None


@pytest.mark.parametrize("lang", LANGS)
def test_help_lists_the_commands_that_work_now(lang: str) -> None:
    s = choices()[-2][1]
    view, legal = s.view(0), list(s.legal(0))
    say = texts(lang)
    text = GameText(tx, lang)
    listed = tx.menu(view, legal, names(lang, 3), lang=lang)
    helped = printed(help_text(say, text, view, legal, listed))
    clean(helped, lang)
    assert tx.catalogue(lang)("tx-key-monster") in helped  # the map's symbols too
    examples = re.findall(r"[“«「]([a-z][^”»」]*)[”»」]", helped)
    assert {"play all", "end"} - set(examples) <= {"end"} and len(examples) > 8, examples
    for example in examples:
        if example != "play all":
            assert tx.parse(example, legal, view=view, lang=lang) in legal, example
    assert {"play", "go", "drink", "mark", "artifact"} <= set(tx.commands(legal))
    assert "play all" in tx.place_help(lang=lang)


# ====================================================================== events


def test_every_event_kind_speaks_to_the_reader() -> None:
    events = [
        Event("played", {"seat": 0, "card": "burgle"}),
        Event("played", {"seat": 1, "card": "lute"}),
        Event("acquired", {"seat": 0, "card": "explore", "from": "reserve"}),
        Event("acquired", {"seat": 2, "card": "lute", "from": "row"}),
        Event("defeated", {"seat": 0, "card": "goblin"}),
        Event("used", {"seat": 1, "card": "wishing_well"}),
        Event("trashed", {"seat": 0, "card": "burgle"}),
        Event("tile", {"seat": 0, "tile": "deep03", "cell": [1, -1], "turns": 2}),
        Event("tile", {"seat": 1, "tile": "safe01", "cell": [-1, 1], "turns": 0}),
        Event("rotated", {"tile": 2, "turns": 2}),
        Event("knocked_out", {"seat": 0, "depths": True}),
        Event("knocked_out", {"seat": 2, "depths": False}),
        Event("escaped", {"seat": 1}),
        Event("row", {"slot": 2, "card": "skeleton"}),
        Event("artifact", {"seat": 0, "value": 15}),
        Event("bought", {"seat": 2, "item": "backpack"}),
        Event("teleport", {"seat": 0, "room": 7}),
        Event("moved", {"seat": 0, "room": 3}),
        Event("moved", {"seat": 1, "room": 9, "portal": True}),
        Event("token", {"seat": 0, "token": "dragon_egg"}),
        Event("potion", {"seat": 2, "token": "potion_of_healing"}),
        Event("marked", {"seat": 1, "room": 4}),
        Event("picked", {"seat": 0, "feature": "prison"}),
        Event("turn", {"seat": 0}),
        Event("turn", {"seat": 2}),
        Event("attack", {"drawn": [rules.BLACK, 0, 0, rules.GHOST, 2], "damage": [3, 1, 2]}),
        Event("attack", {"drawn": [], "damage": [0, 0, 0]}),
        Event("game_over", {"why": "dragon bag", "scores": [40, 12, 33]}),
    ]
    lines: dict[tuple[str, int | None], list[str]] = {}
    for lang in LANGS:
        for me in (0, 1, None):
            for event in events:
                line = tx.describe(event.for_seat(me), names(lang, 3, me or 0), lang=lang,
                                   me=me)
                assert line, (lang, event.kind)
                markup(line)
                clean(line, lang, event.kind)
                lines.setdefault((lang, me), []).append(line)
    said = " ".join(printed(line) for line in lines[("en", 0)])
    for expected in ("You play Burgle.", "Bot 1 plays Lute.",
                     "You acquire Explore from the Reserve.", "You discover a Depths tile, "
                     "haunted, at 1 -1.", "You are knocked out in the Depths.",
                     "Bot 1 escapes from the dungeon", "New in the Dungeon Row, slot 3: Skeleton.",
                     "You take an Artifact worth 15.", "You teleport to room 8.",
                     "The dragon attacks: 5 cubes drawn (1 black, 1 ghost, 2 of yours and 1 of "
                     "Bot 2). You take 3 damage. Bot 1 takes 1 damage. Bot 2 takes 2 damage.",
                     "The dragon attacks: the bag is empty.",
                     "The game is over: the dragon bag is empty. Scores: You 40, Bot 1 12 and "
                     "Bot 2 33."):
        assert expected in " ".join(said.split()), expected


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_of_a_random_game_is_a_sentence(lang: str) -> None:
    kinds = set()
    s = GAME.new(2, 77 + len(lang))
    rng = Rng(7)
    while not s.is_over():
        (seat,) = s.to_move()
        legal = list(s.legal(seat))
        for event in s.apply(seat, legal[rng.below(len(legal))]):
            kinds.add(event.kind)
            line = tx.describe(event.for_seat(0), names(lang, 2), lang=lang, me=0)
            assert line is not None, event.kind
            markup(line)
            clean(line, lang, event.kind)
    assert {"played", "acquired", "row", "tile", "attack", "game_over"} <= kinds


# ====================================================================== the catalogues


def _messages(lang: str) -> dict[str, ast.Message]:
    path = catalogue_path(PACKAGE, lang)
    assert path is not None
    return {e.id.name: e for e in parsed(path).body
            if isinstance(e, ast.Message) and e.id.name.startswith("tx-")}


def test_the_terminal_messages_format_in_every_language_for_every_count() -> None:
    english = _messages("en")
    for lang in LANGS:
        found = _messages(lang)
        assert set(found) == set(english), (lang, set(found) ^ set(english))
        bundle = FluentBundle([lang], use_isolating=False)
        for package_lang in (lang,):
            for package in ("ludoteca", PACKAGE):
                path = catalogue_path(package, package_lang)
                assert path is not None
                bundle.add_resource(parsed(path))
        for msg_id, message in found.items():
            wanted = variables(english[msg_id])
            extra = variables(message) - wanted
            assert not extra, f"{lang} {msg_id} uses variables English does not give: {extra}"
            for count in (0, 1, 2, 5, 21):
                for you in ("yes", "no"):
                    args = {v: you if v in ("you", "depths", "haunted", "reserve", "crypt",
                                            "blocked", "ghost", "taken", "plain")
                            else count if v not in ("who", "mark", "card", "item", "token",
                                                    "name", "cards", "names", "values",
                                                    "features", "seats", "exits", "keys",
                                                    "cubes", "parts", "scores", "prompt",
                                                    "example", "choices", "word", "what",
                                                    "track", "notes", "text", "commands",
                                                    "side", "zone", "why", "back", "feature",
                                                    "power", "step", "banner")
                            else "X" for v in wanted}
                    text, errors = bundle.format_pattern(bundle.get_message(msg_id).value,
                                                         args)
                    assert not errors, (lang, msg_id, errors)
                    assert text.strip() and "{" not in text, (lang, msg_id, text)
                    assert not LEFTOVER.search(text), (lang, msg_id, text)


# ====================================================================== the terminal

SCRIPT = ["play all", "1", "help", "go 5", "explore north", "nonsense", "end", "2", "1",
          "play 9", "place 1", "choose gold", "skip", "1"]


# Ukrainian in the quick run, every language in the full run
@pytest.mark.parametrize("lang", [pytest.param(x, marks=() if x == "uk" else pytest.mark.slow)
                                  for x in LANGS])
def test_a_few_turns_in_the_terminal_in_every_language(lang: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    out = terminal.play("clank", SCRIPT * 2, lang, players=2, seed=5, bots="random",
                        monkeypatch=monkeypatch, width=200)
    clean(out, lang)
    assert texts(lang)("play-bye") in out  # the answers ran out before the end
    assert tx.catalogue(lang)("tx-hand") in out
    assert tx.catalogue(lang)("tx-ev-played", you="yes", card="@").split("@")[0] in out


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_game_in_the_terminal(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    out = terminal.play("clank", SCRIPT * 400, lang, players=2, seed=3, bots="random",
                        monkeypatch=monkeypatch, width=200)
    clean(out, lang)
    assert texts(lang)("play-bye") not in out.splitlines()[-1]  # the game reached its end
    assert tx.catalogue(lang)("tx-over") in out


def test_ludoteca_play_clank_on_stdin() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ludoteca.cli", "play", "clank", "--players", "2", "--seed",
         "2", "--bots", "random", "--lang", "en"],
        input="play 9\nplay all\nq\n", capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "Your hand:" in result.stdout and "Dungeon Row:" in result.stdout
    assert "You have no card 9" in result.stdout and "You play Burgle." in result.stdout
    assert "Traceback" not in result.stderr


def _box(canvas: dict[tuple[int, int], Any], cell: tuple[int, int]) -> list[str]:
    """One cell's box of a drawn map, as plain text."""
    return ["".join(canvas.get((cell[0] * tx.CW + col, cell[1] * tx.CH + row), (" ", None))[0]
                    for col in range(tx.CW)) for row in range(tx.CH)]


def _preview_boxes(lines: list[str]) -> list[list[str]]:
    """The four boxes of `new_tile`'s lines (drawn side by side), as plain text."""
    rows = [printed(line, 400).rstrip("\n")[2:] for line in lines[2:]]
    step = tx.CW + 2
    return [[row[k * step:k * step + tx.CW].ljust(tx.CW) for row in rows] for k in range(4)]


@pytest.mark.parametrize("lang", LANGS)
def test_a_discovered_tile_is_drawn_in_each_turn_as_the_map_will_show_it(lang: str) -> None:
    # the player chooses how to turn the tile: the terminal shows it first, in the four
    # turns the place commands name, each as the map draws it once laid there
    s, seat = next((s, seat) for s, seat in random_game(2, 5)
                   if s.pending is not None and s.pending[0] == "place")
    view = s.view(seat)
    voice = tx._Voice(tx.catalogue(lang), names(lang, 2, seat), seat, lang)
    lines = tx.new_tile(view, voice, width=200)
    t = tx.catalogue(lang)
    assert printed(lines[0]).strip() == t("tx-new-tile", at="map")
    assert printed(lines[1]).split() == ["0", "1", "2", "3"]
    boxes = _preview_boxes(lines)
    cell = tuple(view["placing"]["cell"])
    laid = {}
    for action in s.legal(seat):
        after = s.clone()
        after.apply(seat, action)
        turns = after.placed[-1][3]
        # the map after laying, the pawns left out (the preview shows none on the new tile)
        shown = after.view(seat)
        shown = {**shown, "seats": [{**row, "room": -1} for row in shown["seats"]]}
        laid[turns] = _box(tx._canvas(shown, voice)[0], cell)
    assert laid, "no place command"
    for turns, box in laid.items():
        assert boxes[turns] == box, (turns, boxes[turns], box)
    assert tx.command(next(iter(s.legal(seat))), view).startswith("place ")
    # and the whole screen shows it under the map
    assert t("tx-new-tile", at="map") in printed(tx.render(view, names(lang, 2, seat),
                                                           lang=lang), 400)


def _a_discovery_with_a_turn_refused() -> tuple[ClankState, int]:
    for seed in range(60):
        for s, seat in random_game(3, seed):
            if (s.pending is not None and s.pending[0] == "place"
                    and len(s.legal(seat)) < 4):
                return s, seat
    raise AssertionError("no discovery with fewer than four turns in 60 games")


@pytest.mark.parametrize("lang", LANGS)
def test_a_turn_the_move_does_not_allow_is_marked_in_the_preview(lang: str) -> None:
    # the view lists the turns the tile may be laid in (the place commands); the preview
    # still draws all four, and marks the others with a line saying why
    s, seat = _a_discovery_with_a_turn_refused()
    view = s.view(seat)
    allowed = [a.get("turns") for a in s.legal(seat)]
    assert view["placing"]["turns"] == allowed
    voice = tx._Voice(tx.catalogue(lang), names(lang, 3, seat), seat, lang)
    lines = tx.new_tile(view, voice, width=200)
    t = tx.catalogue(lang)
    head = printed(lines[0], 400).strip()
    assert head.startswith(t("tx-new-tile", at="map")) and head.endswith(t("tx-turn-refused"))
    labels = printed(lines[1]).split()
    assert [int(x) for x in labels if x.isdigit()] == [0, 1, 2, 3]
    refused = [int(x) for x, after in zip(labels, [*labels[1:], ""], strict=True)
               if x.isdigit() and after == "✗"]
    assert refused == [k for k in range(4) if k not in allowed]


@pytest.mark.parametrize("lang", LANGS)
def test_the_tile_a_marble_guardian_lays_is_drawn_apart_with_its_rooms_to_be(lang: str
                                                                             ) -> None:
    s = scenario(room="crypt")
    s.pending = Choose(0, "marble_guardian", "place", ())
    s._legal = None
    view = s.view(0)
    assert view["lay_tile"] and view["placing"] is None
    voice = tx._Voice(tx.catalogue(lang), names(lang, 3), 0, lang)
    lines = tx.new_tile(view, voice, width=200)
    assert printed(lines[0]).strip() == tx.catalogue(lang)("tx-new-tile", at="card")
    boxes = _preview_boxes(lines)
    first = len(s.dungeon_map().rooms) + 1  # the numbers its rooms will take
    tile = next(t for t in s.tileset.all() if t.id == view["lay_tile"])
    numbers = {str(n) for n in range(first, first + len(tile.rooms))}
    for box in boxes:
        drawn = set(re.findall(r"\d+", "".join(box)))
        assert numbers <= drawn and drawn <= numbers, (numbers, drawn)
        assert "?" in "".join(box) and "╋" not in "".join(box)  # apart: no tile beside
    # no tile face up: nothing drawn
    s.pending = Choose(0, "marble_guardian", "after", ())
    assert tx.new_tile(s.view(0), voice) == []
