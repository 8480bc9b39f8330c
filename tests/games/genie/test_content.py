"""The genie content loader: counts, gaps, malformed data, and data-only replacement."""

from __future__ import annotations

import copy
import tomllib
from collections import Counter
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.rng import Rng
from ludoteca.games.genie import GAME, GenieGame
from ludoteca.games.genie import content as content_mod
from ludoteca.games.genie.catalog import place_action
from ludoteca.games.genie.content import CHESTS, ContentError, default_content, parse
from ludoteca.games.genie.effects import EFFECTS


def raw() -> dict[str, Any]:
    """A fresh parsed copy of the shipped data file."""
    text = resources.files("ludoteca.games.genie").joinpath("data/content.toml").read_text()
    return tomllib.loads(text)


# ====================================================================== counts
def test_chest_cards_are_25_treasures_plus_one_wizard_per_chest() -> None:
    c = default_content()
    assert [len(ids) for ids in c.chest_cards] == [25, 25, 25]
    assert sum(len(ids) for ids in c.chest_cards) + len(c.wizards) == 78
    for chest, (ids, wizard) in enumerate(zip(c.chest_cards, c.wizards, strict=True)):
        assert c.cards[wizard].kind == "wizard" and c.cards[wizard].origin == CHESTS[chest]
        assert c.cards[wizard].scorpions == 0
        assert {c.cards[i].origin for i in ids} == {CHESTS[chest]}
        assert all(c.cards[i].kind != "wizard" for i in ids)
    assert len(c.cards) == 78 + 8
    assert [c.cards[i].id for i in range(len(c.cards))] == list(range(86))


def test_the_stand_in_chest_composition() -> None:
    c = default_content()
    kinds = [Counter(c.cards[i].kind for i in ids) for ids in c.chest_cards]
    assert kinds == [{"gem": 16, "jewellery": 6, "talisman": 3}] * 3
    scorpions = [sum(c.cards[i].scorpions for i in ids) for ids in c.chest_cards]
    assert scorpions == [9, 20, 32]
    for chest, ids in enumerate(c.chest_cards):
        pieces = Counter((c.cards[i].metal, c.cards[i].piece) for i in ids
                         if c.cards[i].kind == "jewellery")
        assert pieces == {(CHESTS[chest], p): 2 for p in ("bracelet", "ring", "necklace")}


def test_eight_starting_gems() -> None:
    c = default_content()
    assert len(c.starting) == 8
    assert Counter(c.cards[i].colour for i in c.starting) == {
        "green": 2, "red": 2, "blue": 2, "yellow": 2}
    assert {(c.cards[i].kind, c.cards[i].origin, c.cards[i].scorpions)
            for i in c.starting} == {("gem", "start", 0)}


def test_25_lamp_cards_whose_effects_all_exist() -> None:
    c = default_content()
    assert len(c.lamp) == 25
    assert [card.id for card in c.lamp] == list(range(25))
    for row in raw()["lamp_cards"]:
        assert row["effect"] in EFFECTS
        if EFFECTS[row["effect"]].needs_chest:
            assert row["chest"] in CHESTS
    counts = Counter((card.effect, card.chest) for card in c.lamp)
    assert counts == {
        ("draw_first", "bronze"): 3, ("draw_first", "silver"): 3, ("draw_first", "gold"): 3,
        ("steal", None): 4, ("exchange", None): 3, ("from_discard", None): 2,
        ("peek", None): 2, ("change_die", None): 2, ("give", None): 2,
        ("discard_own", None): 1,
    }
    assert {card.count for card in c.lamp if card.effect == "peek"} == {3}
    assert set(EFFECTS) == {card.effect for card in c.lamp}  # every primitive is used


def test_constants_from_the_data_file() -> None:
    c = default_content()
    assert c.colours == ("green", "red", "blue", "yellow")
    assert c.metals == ("bronze", "silver", "gold")
    assert c.pieces == ("bracelet", "ring", "necklace")
    assert c.set_bonus == {"bronze": 6, "silver": 8, "gold": 10}
    assert (c.majority_bonus, c.ring_bonus, c.wizard_from_bottom) == (5, 5, 6)


def test_tables_report_counts_and_list_gaps_for_stand_ins() -> None:
    c = default_content()
    rows = {t.name: (t.expected, t.implemented, t.stand_in) for t in c.tables}
    assert rows == {"chest_cards": (78, 78, True), "starting_cards": (8, 8, True),
                    "lamp_cards": (25, 25, True), "ring": (1, 1, False)}
    gaps = {t.name: t.gaps for t in c.tables}
    data = raw()["tables"]
    for name in rows:
        assert gaps[name] == tuple(data[name]["gaps"])
        assert next(t for t in c.tables if t.name == name).source == data[name]["source"]
    for t in c.tables:
        assert bool(t.gaps) == t.stand_in
    assert len(gaps["chest_cards"]) == 2
    assert "yellow" in gaps["chest_cards"][1]
    assert "draw_first" in gaps["lamp_cards"][0]


def test_load_reads_a_file_and_rejects_bad_toml(tmp_path: Path) -> None:
    good = tmp_path / "content.toml"
    good.write_text(resources.files("ludoteca.games.genie").joinpath(
        "data/content.toml").read_text())
    loaded = content_mod.load(good)
    assert len(loaded.cards) == 86 and len(loaded.lamp) == 25
    assert content_mod.load() is default_content()
    bad = tmp_path / "bad.toml"
    bad.write_text("gem_colours = [\n")
    with pytest.raises(ContentError, match="not valid TOML"):
        content_mod.load(bad)


# ============================================================= malformed data
def _set(path: tuple, value: Any) -> Any:
    def change(data: dict) -> None:
        node = data
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return change


def _delete(path: tuple) -> Any:
    def change(data: dict) -> None:
        node = data
        for key in path[:-1]:
            node = node[key]
        del node[path[-1]]
    return change


@pytest.mark.parametrize(("change", "message"), [
    (_set(("lamp_cards", 3, "effect"), "wish_for_more"),
     "content table lamp_cards, row 4: unknown effect 'wish_for_more'"),
    (_delete(("lamp_cards", 1, "chest")),
     "content table lamp_cards, row 2: effect draw_first needs a chest"),
    (_set(("lamp_cards", 2, "chest"), "copper"),
     "content table lamp_cards, row 3: effect draw_first needs a chest"),
    (_set(("lamp_cards", 6, "count"), -1),
     "content table lamp_cards, row 7: count must be an integer of at least 0, got -1"),
    (_set(("lamp_cards", 9, "copies"), "1"),
     "content table lamp_cards, row 10: copies must be an integer of at least 0, got '1'"),
    (_set(("chest_cards", 0, "rows", 4, "kind"), "coin"),
     "content table chest_cards (bronze), row 5: "
     "kind 'coin' is not one of gem, jewellery, talisman, wizard"),
    (_set(("chest_cards", 0, "rows", 0, "colour"), "purple"),
     "content table chest_cards (bronze), row 1: "
     "colour 'purple' is not one of green, red, blue, yellow"),
    (_set(("chest_cards", 0, "rows", 8, "metal"), "platinum"),
     "content table chest_cards (bronze), row 9: jewellery needs a known metal and piece"),
    (_delete(("chest_cards", 0, "rows", 9, "piece")),
     "content table chest_cards (bronze), row 10: jewellery needs a known metal and piece"),
    (_set(("chest_cards", 0, "rows", 2, "scorpions"), True),
     "content table chest_cards (bronze), row 3: "
     "scorpions must be an integer of at least 0, got True"),
    (_set(("chest_cards", 0, "rows", 2, "scorpions"), -2),
     "content table chest_cards (bronze), row 3: "
     "scorpions must be an integer of at least 0, got -2"),
    (_delete(("chest_cards", 0, "rows", 1, "copies")),
     "content table chest_cards (bronze), row 2: missing field 'copies'"),
    (_set(("chest_cards", 0, "rows", 12, "copies"), 2),
     "content table chest_cards (bronze), row 13: bronze has two wizards"),
    (_set(("chest_cards", 2, "rows", 16, "copies"), 0),
     "content table chest_cards: every chest needs one wizard card"),
    (_set(("chest_cards", 1, "chest"), "copper"),
     "content table chest_cards, row 2: chest 'copper' is not one of bronze, silver, gold"),
    (_set(("starting_cards", 0, "rows", 1, "kind"), "talisman"),
     "content table starting_cards, row 2: starting cards are gems"),
    (_set(("starting_cards", 0, "rows", 3, "colour"), "black"),
     "content table starting_cards, row 4: "
     "colour 'black' is not one of green, red, blue, yellow"),
    (_delete(("metals",)), "content file lacks the top-level key 'metals'"),
    (_delete(("tables",)), "content file lacks the top-level key 'tables'"),
])
def test_malformed_content_names_the_table_and_row(change: Any, message: str) -> None:
    data = raw()
    change(data)
    with pytest.raises(ContentError) as info:
        parse(data)
    assert str(info.value) == message


def test_parse_does_not_change_its_input() -> None:
    data = raw()
    before = copy.deepcopy(data)
    parse(data)
    assert data == before


@pytest.mark.parametrize("change", [
    _set(("lamp_cards",), ["steal"]),
    _set(("chest_cards", 0, "rows", 0), "gem"),
    _set(("chest_cards",), {"chest": "bronze"}),
])
def test_rows_that_are_not_tables_raise_content_error(change: Any) -> None:
    data = raw()
    change(data)
    with pytest.raises(ContentError, match="must be a"):
        parse(data)


@pytest.mark.parametrize(("change", "message"), [
    (_set(("lamp_cards",), []), "the lamp deck needs at least one card"),
    (_delete(("set_bonus", "gold")), "set_bonus needs an integer bonus for each metal"),
    (_set(("wizard_from_bottom",), 0), "wizard_from_bottom must be an integer of at least 1"),
    (_set(("majority_bonus",), "five"), "majority_bonus must be an integer of at least 0"),
    (_delete(("tables", "ring", "expected")), "content table ring: 'expected' must be"),
    (_set(("gem_colours",), "red"), "gem_colours must be a non-empty list of names"),
    (_set(("lamp_cards", 3, "chest"), "copper"), "row 4: effect steal takes no chest"),
    (_set(("lamp_cards", 6, "count"), 0), "row 7: effect peek needs a count of 1 or more"),
    (_set(("lamp_cards", 0, "text"), 7), "row 1: text must be a string"),
])
def test_inconsistent_settings_raise_content_error(change: Any, message: str) -> None:
    data = raw()
    change(data)
    with pytest.raises(ContentError) as info:
        parse(data)
    assert message in str(info.value)


# ========================================================== replacing content
def _replacement() -> dict[str, Any]:
    data = raw()
    data["gem_colours"].append("purple")
    data["starting_cards"][0]["rows"].append(
        {"kind": "gem", "colour": "purple", "scorpions": 0, "copies": 2})
    data["set_bonus"]["bronze"] = 7
    data["majority_bonus"] = 3
    data["ring_bonus"] = 4
    data["wizard_from_bottom"] = 3
    data["lamp_cards"] = [{"effect": "from_discard", "copies": 20, "text": "Pick a card."},
                          {"effect": "peek", "count": 2, "copies": 5, "text": "Look at two."}]
    return data


def test_replacing_the_content_changes_the_game_without_code_changes() -> None:
    content = parse(_replacement())
    game = GenieGame(content)
    assert len(content.starting) == 10 and content.colours[-1] == "purple"
    assert {t.name: t.implemented for t in content.tables}["starting_cards"] == 10
    s = game.new(3, 4)
    for c, pile in enumerate(s.piles):
        assert len(pile) == 26 and pile[2] == content.wizards[c]
    assert s.facts()["chests"]["gold"]["wizard_depth"] == 23
    assert len(s.discard) == 10 - 3
    assert Counter(s.facts()["lamp"]["order"]) == {"from_discard": 20, "peek": 5}
    assert game.num_distinct_actions(3, {}) == GAME.num_distinct_actions(3, {}) + 2 + 1
    # a purple gem scores a purple majority with the new bonus; a bronze set scores 7
    s = game.scenario_state({"players": 3, "seed": 1, "hands": {
        "0": ["gem:purple", "gem:purple", "jewellery:bronze:bracelet", "jewellery:bronze:ring",
              "jewellery:bronze:necklace"], "1": ["gem:red"], "2": []}, "ring": 1})
    assert s.facts()["players"][0]["breakdown"] == {
        "cards": 5, "sets": {"bronze": 7}, "majorities": {"purple": 3}, "ring": 0,
        "total": 15}
    assert s.scores() == [15, 1 + 3 + 4, 0]
    assert s.gem_counts(0)["purple"] == 2
    # the default game is untouched
    assert default_content().set_bonus["bronze"] == 6
    assert GAME.new(3, 4).piles[0][5] == default_content().wizards[0]


def test_a_replaced_content_plays_through_its_own_effects() -> None:
    game = GenieGame(parse(_replacement()))
    s = game.scenario_state({"players": 3, "seed": 1, "options": {"race": "arrival"},
                             "hands": {"0": ["gem:red", "gem:purple"], "1": [], "2": []},
                             "discard": ["talisman"], "lamp": {"top": ["peek", "from_discard"]}})
    for seat in range(3):
        s.apply(seat, place_action((("bronze", 3),)))
    s.apply(0, Action.make("rub"))
    s.apply(1, Action.make("pass"))
    s.apply(2, Action.make("pass"))
    assert s.facts()["lamp"]["current"] == "peek"
    s.apply(0, Action.make("accept"))
    assert s.pending == ("peek", 0, 2)
    s.apply(0, Action.make("chest", chest="gold"))
    assert s.facts()["known_top"] == [{"gold": 2}, {}, {}]
    assert len(s.view(0)["chests"][2]["known_top"]) == 2
    for seat in range(3):
        s.apply(seat, place_action((("bronze", 3),)))
    s.apply(0, Action.make("rub"))
    s.apply(1, Action.make("pass"))
    s.apply(2, Action.make("pass"))
    s.apply(0, Action.make("accept"))
    assert s.pending == ("from_discard", 0)
    s.apply(0, Action.make("card", card=s.discard[-1]))
    assert [a.get("colour") for a in s.legal(0)] == ["red", "purple"]
    s.apply(0, Action.make("colour", colour="purple"))
    assert s.facts()["players"][0]["gems"] == {
        "green": 0, "red": 1, "blue": 0, "yellow": 0, "purple": 2}


def test_a_replaced_content_supports_a_whole_random_game() -> None:
    game = GenieGame(parse(_replacement()))
    s = game.new(4, 2, {"my_precious": True})
    rng = Rng(5)
    for _ in range(5000):
        if s.is_over():
            break
        seat = rng.choice(s.to_move())
        action = rng.choice(list(s.legal(seat)))
        assert game.action_from_id(s, game.action_id(s, action)) == action
        s.apply(seat, action)
    assert s.is_over()
    assert len(s.wizards_out) >= 1
    total = sum(len(h) for h in s.hands) + len(s.discard) + sum(len(p) for p in s.piles)
    assert total + len(s.wizards_out) == 78 + 10
