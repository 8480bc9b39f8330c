"""Clank! Catacombs' rules that differ by reading or by the number of players
(docs/clank.md): the uk escape as an option (decision 5), teleporting off an open edge to
discover a tile (decision 21), and 5-6 players with the Adventuring Party (decisions 31 and
32): its set-up, the Artifact rooms with plusses, the Backpack, the side board's track,
the options, snapshots, views and the terminal text at six seats."""

from __future__ import annotations

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.i18n import LANGUAGES, Refusal
from ludoteca.core.rng import Rng
from ludoteca.games.clank import rules
from ludoteca.games.clank import text as tx
from ludoteca.games.clank.content import PARTY_PLAYERS
from ludoteca.games.clank.game import GAME, META
from ludoteca.games.clank.state import ESCAPED, IN, ClankState, Place
from ludoteca.games.clank.tiles import STUBS, Room, Tile, TileSet, Tunnel

from .cardkit import (
    CONTENT,
    ME,
    YOU,
    act,
    asked,
    choices,
    choose,
    edge_teleports,
    kit_tiles,
    play,
    room,
    table,
)

# ====================================================================== the escape option


def test_the_escape_option_is_declared_with_the_zh_reading_first() -> None:
    spec = next(o for o in META.options if o.name == "escape")
    assert spec.default == "finish" and spec.choices == ("finish", "end_turn")


@pytest.mark.parametrize("escape", ["finish", "end_turn"])
def test_a_teleport_into_the_crypt_escapes_as_the_option_says(escape: str) -> None:
    s = table(room_of="hall", artifacts=[10], hand=["blink_spell", "burgle", "burgle"])
    s.options["escape"] = escape
    play(s, "blink_spell")
    choose(s, "teleport", room=room(s, "crypt"))
    if escape == "finish":  # zh: the turn goes on in the Crypt, with no move out of it
        assert s.pending == ("turn", ME) and s.escaping and s.status[ME] == IN
        assert not [a for a in s.legal(ME) if a.kind in ("move", "teleport")]
        act(s, "play", card="burgle")
        assert s.skill == 4  # 3 from Blink Spell, 1 from the Burgle
    else:  # uk: the turn ends at once; the unplayed cards stay in hand
        assert s.status[ME] == ESCAPED and s.mastery[ME] and s.room[ME] == -1
        assert s.to_move() == (YOU,)
        assert s.hand[ME].count("burgle") >= 2 and "blink_spell" in s.discard[ME]


def test_with_end_turn_a_walk_into_the_crypt_ends_the_turn() -> None:
    s = table(room_of="hall", artifacts=[12], hand=["burgle", "burgle"], boots=1)
    s.options["escape"] = "end_turn"
    act(s, "move", exit=next(i for i, e in enumerate(s.dungeon_map().exits[s.room[ME]])
                             if e.kind == "room" and e.to == room(s, "crypt")))
    assert s.status[ME] == ESCAPED and s.to_move() == (YOU,)
    assert s.score(ME) == 12 + 20  # the Artifact and the Mastery token


# ====================================================================== off an open edge


def _icon_tiles() -> TileSet:
    """The kit's map, its safe tiles with every stub's tunnel locked, guarded by two
    monsters and walked only out of the tile (an arrow against anyone entering it)."""
    base = kit_tiles()
    safe = tuple(Tile(f"x{i}", "safe", False, (Room("r", ()),),
                      tuple(Tunnel("r", stub, monsters=2, locks=1, one_way=True)
                            for stub in STUBS)) for i in range(6))
    return TileSet(base.start, safe, base.depths, standin=True)


def test_teleport_adjacent_offers_the_open_edges_and_enters_the_new_tile() -> None:
    s = table(room_of="a", hand=["floating_skull"], crowns=1)
    play(s, "floating_skull")
    edges = edge_teleports(s)
    assert edges and edges <= choices(s)
    exit_ = min(a.get("exit") for a in edges)
    tiles = s.tiles_left()
    choose(s, "teleport_edge", exit=exit_)
    assert s.pending == ("place", ME, exit_, True)
    assert len(s.legal(ME)) == 4  # the kit's tiles: every turn reaches the room
    events = act(s, "place", turns=1)
    assert [e.kind for e in events][:2] == ["tile", "teleport"]
    assert s.tiles_left() == tiles - 1 and s.dungeon_map().rooms[s.room[ME]].placement == \
        len(s.placed) - 1
    assert s.boots == 0 and s.pending == ("turn", ME)


def test_teleporting_off_an_edge_ignores_the_tunnels_icons_and_arrows() -> None:
    s = ClankState.new(2, 4, tileset=_icon_tiles())
    d = s.dungeon_map()
    s.room[ME] = d.room_of(0, "a")
    s.hand[ME] = ["blink_spell"]
    s.lockpicks[ME] = 0
    s._legal = None
    exits = d.exits[s.room[ME]]
    edge = next(i for i, e in enumerate(exits) if e.kind == "open")
    # walking there is refused in every turn of the new tile (decision 2: laid anyway)
    walker = s.clone()
    walker.boots = 5
    walker._legal = None
    walker.apply(ME, Action.make("move", exit=edge))
    assert walker.legal(ME) and walker.place_options(ME, edge) == [0, 1, 2, 3]
    assert all(walker._entry(ME, exits[edge], walker.next_tile(), t) is None
               for t in range(4))
    act(s, "play", card="blink_spell")
    choose(s, "teleport_edge", exit=edge)
    act(s, "place", turns=2)
    here = s.dungeon_map().rooms[s.room[ME]]
    assert here.placement == len(s.placed) - 1 and here.room.id == "r"
    assert s.damage[ME] == 0 and s.lockpicks[ME] == 0 and not s.opened


def test_no_edge_to_teleport_off_without_a_tile_in_the_stack() -> None:
    s = table(room_of="a", hand=["floating_skull"], crowns=1)
    s.safe_stack, s.deep_stack = [], []
    play(s, "floating_skull")
    assert asked(s) == ("teleport_adjacent", ME)
    assert not [a for a in choices(s) if a.kind == "teleport_edge"]


def test_blink_spell_offers_the_edges_too_and_none_once_escaping() -> None:
    s = table(room_of="a", hand=["blink_spell"])
    play(s, "blink_spell")
    assert edge_teleports(s) <= choices(s)
    t = table(room_of="hall", artifacts=[10], hand=["blink_spell"])
    t.escaping = True  # in the Crypt with an Artifact: the adventure is over
    play(t, "blink_spell")
    assert asked(t) is None


def test_a_teleports_place_decision_survives_a_snapshot_and_a_guess() -> None:
    s = table(room_of="a", hand=["floating_skull"], crowns=1)
    play(s, "floating_skull")
    choose(s, "teleport_edge", exit=min(a.get("exit") for a in edge_teleports(s)))
    again = ClankState.from_snapshot(s.snapshot(), content=s.content, tileset=s.tileset,
                                     maps=s.maps)
    assert again.pending == s.pending and again.pending.teleport
    assert again.legal(ME) == s.legal(ME)
    guess = s.determinize(YOU, Rng(2))
    assert guess.next_tile() == s.next_tile()  # the tile being laid is face up
    assert Place(0, 3) == ("place", 0, 3, False)  # a move's discovery, as before


@pytest.mark.parametrize("lang", LANGUAGES)
def test_teleporting_off_an_edge_is_described_and_typed(lang: str) -> None:
    s = GAME.new(2, 5)  # the shipped tiles (the text reads the game's own)
    s.room[ME] = s.dungeon_map().room_of(0, "monkey")  # two open stubs north
    s.hand[ME] = ["blink_spell"]
    s._legal = None
    play(s, "blink_spell")
    assert len(edge_teleports(s)) == 2 and edge_teleports(s) <= choices(s)
    view, legal = s.view(ME), list(s.legal(ME))
    menu = tx.menu(view, legal, lang=lang)
    for action, shown in zip(legal, menu, strict=True):
        typed = tx.command(action, view)
        assert tx.parse(typed, legal, view=view, lang=lang) == action, typed
        if action.kind == "teleport_edge":
            assert typed.startswith("teleport ") and shown.label
    assert "teleport" in tx.commands(legal)
    # two edges face north: typed by their exit's number; one that is none, refused
    assert tx.parse("teleport exit 2", legal, view=view, lang=lang) == \
        Action.make("teleport_edge", exit=1)
    for wrong in ("teleport north", "teleport exit 4", "teleport south"):
        assert isinstance(tx.parse(wrong, legal, view=view, lang=lang), Refusal), wrong


# ====================================================================== 5-6 players


def party(players: int = 5, seed: int = 1, **options: str) -> ClankState:
    return ClankState.new(players, seed, options)


def test_five_or_six_players_are_seated_with_the_adventuring_party() -> None:
    assert META.max_players == 6 and PARTY_PLAYERS == 5
    for players in (5, 6):
        s = party(players)
        assert s.gold == [0, 0, 0, 0, 1, 2][:players]
        assert s.area == [3, 2, 1, 0, 0, 0][:players]
        assert all(cubes == CONTENT.cubes["per_player"] for cubes in
                   (s.supply[o] + s.area[o] for o in range(players)))
        assert s.artifact_stack == sorted([*CONTENT.artifacts, 10, 15, 20, 25])
        assert s.market["invisibility_cloak"] == 2 and "potion_of_stealth" in s.minors
        assert s.reserve["mercenary"] == 19 and s.rage == 0
        assert len(CONTENT.track(players)) == len(CONTENT.rage) + 1
    four = party(4)
    assert four.artifact_stack == list(CONTENT.artifacts) and four.reserve["mercenary"] == 15
    assert "potion_of_stealth" not in four.minors and "invisibility_cloak" not in four.market


def test_party_options_resolve_and_leave_two_to_four_alone() -> None:
    assert GAME.resolve_options(5, {"party_market": "leave_out"})["party_market"] == \
        "leave_out"
    assert "invisibility_cloak" not in party(6, party_market="leave_out").market
    plain, other = party(3), party(3, party_backpack="no_second", party_market="leave_out")
    assert (plain.market, plain.artifact_stack, plain.reserve, plain.minors) == \
        (other.market, other.artifact_stack, other.reserve, other.minors)


def test_with_five_players_a_plus_room_takes_the_top_artifact_and_one_more_per_plus() -> None:
    assert rules.party_artifacts_for_room([12, 15, 15, 20, 20, 25], 2) == 3
    assert rules.party_artifacts_for_room([12, 15, 15, 20, 20, 25], 1) == 2
    assert rules.party_artifacts_for_room([12, 15], 2) == 2
    assert rules.party_artifacts_for_room([25], 0) == 1
    assert rules.party_artifacts_for_room([], 2) == 0


def _artifact_room_table(players: int, **options: str) -> ClankState:
    """Seat 0 with a Backpack in the kit's room `a` made an Artifact room holding 12, 15
    and 17; seat 1 in the Wayshrine `way`, an Artifact room holding 10."""
    s = table(players, room_of="a", tokens=["backpack"], hand=["blink_spell"],
              rooms={YOU: "way"})
    s.options.update(options)
    for value in (12, 15, 17, 10):
        s.artifact_stack.remove(value)
    s.room_artifacts = {room(s, "a"): [12, 15, 17], room(s, "way"): [10]}
    s._legal = None
    return s


def test_the_most_valuable_is_taken_and_a_backpack_never_takes_twice_from_a_room() -> None:
    s = _artifact_room_table(5)
    act(s, "artifact")
    assert s.artifacts[ME] == [17] and s.room_artifacts[room(s, "a")] == [12, 15]
    assert Action.make("artifact") not in s.legal(ME)  # the same room: no (zh)
    s.room[ME] = room(s, "way")  # another room: the Backpack carries a second
    s._legal = None
    act(s, "artifact")
    assert s.artifacts[ME] == [17, 10] and s.took[ME] == [room(s, "a"), room(s, "way")]


def test_with_four_players_the_backpack_may_take_twice_from_a_room() -> None:
    s = _artifact_room_table(4)
    act(s, "artifact")
    act(s, "artifact")
    assert s.artifacts[ME] == [17, 15]


def test_the_uk_option_takes_no_second_artifact_at_five_or_six() -> None:
    s = _artifact_room_table(6, party_backpack="no_second")
    act(s, "artifact")
    s.room[ME] = room(s, "way")
    s._legal = None
    assert Action.make("artifact") not in s.legal(ME)


def test_out_turns_draw_four_and_the_side_boards_track_is_read() -> None:
    s = table(5, rooms={YOU: "hall"})
    assert CONTENT.cubes["out_draw"]["5"] == CONTENT.cubes["out_draw"]["6"] == 4
    s.rage = len(CONTENT.track(5)) - 1
    s.gain(ME, "rage", 3)
    assert s.rage == len(CONTENT.track(5)) - 1  # the marker stays on the last space
    assert rules.cubes_to_draw(CONTENT.track(5), 0, 0) == CONTENT.track(5)[0]


def test_the_party_content_has_ids_after_every_earlier_one() -> None:
    cat = GAME.catalogue(GAME.content)
    edge = cat.id_of(Action.make("teleport_edge", exit=0))
    for action in (Action.make("play", card="ape_lord_phantasm"),
                   Action.make("trash", card="ape_lord_phantasm", zone="play"),
                   Action.make("buy", item="invisibility_cloak"),
                   Action.make("coupon", item="invisibility_cloak"),
                   Action.make("free", item="invisibility_cloak"),
                   Action.make("potion", token="potion_of_stealth")):
        number = cat.id_of(action)
        assert number > edge and cat.from_id(number) == action
    # the Catacombs' own keep their ids (the blocks before the new ones)
    assert cat.id_of(Action.make("buy", item="backpack")) < edge
    assert cat.id_of(Action.make("teleport_edge", exit=0)) == edge


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_screen_shows_six_seats_and_the_side_boards_track(lang: str) -> None:
    s = GAME.new(6, 2)
    view = s.view(0)
    screen = tx.render(view, [f"P{i}" for i in range(6)], lang=lang)
    for mark in tx.MARKS:
        assert mark in screen
    track = " ".join(str(v) for v in CONTENT.track(6)[1:])
    assert track in screen
