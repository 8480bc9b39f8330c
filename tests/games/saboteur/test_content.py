"""Saboteur content: the rulebooks' counts, well-formed tunnels, a broken data file refused at
load time naming the card, the known gaps listed, and the three catalogues naming every card."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import ast as fluent

from ludoteca.core.i18n import parsed
from ludoteca.games.saboteur.content import (
    DATA,
    EDGES,
    ContentError,
    E,
    N,
    PathCard,
    S,
    W,
    content_tables,
    letters,
    load,
    turned,
)

LOCALE = DATA.parent / "locale"
LANGS = ("en", "zh-Hant", "uk")


def deck_paths() -> list[PathCard]:
    c = load()
    return [c.paths[cid] for cid in c.deck if cid in c.paths]


# ====================================================================== counts
def test_deck_holds_the_rulebooks_118_cards() -> None:
    c = load()
    assert len(c.deck) == 118
    paths = deck_paths()
    actions = [c.actions[cid] for cid in c.deck if cid in c.actions]
    assert len(paths) == 70 and len(actions) == 48
    assert Counter(p.game for p in paths) == {"S1": 40, "S2": 30}
    assert Counter(a.game for a in actions) == {"S1": 27, "S2": 21}
    assert all(p.kind == "path" for p in paths)  # start and goals never in the deck
    for cid, n in Counter(c.deck).items():
        assert c.card(cid).count == n
    # fixed order: path cards then action cards, each in file order
    assert c.deck == load().deck
    assert c.deck.index("broken_pickaxe") == 70


def test_saboteur1_shapes_from_the_card_sheet() -> None:
    s1 = [p for p in deck_paths() if p.game == "S1"]
    dead = [p for p in s1 if not p.groups]
    assert len(dead) == 9 and len(s1) - len(dead) == 31
    assert {p.id: p.count for p in load().paths.values() if p.game == "S1" and p.kind == "path"
            and p.count > 1} == {"s1_straight_ns": 4, "s1_straight_ew": 3, "s1_curve_se": 4,
                                 "s1_curve_sw": 5, "s1_t_nse": 5, "s1_t_nwe": 5, "s1_cross": 5}


def test_saboteur2_path_kinds() -> None:
    s2 = [p for p in deck_paths() if p.game == "S2"]
    assert sum(p.crystals for p in s2) == 10
    assert sum(1 for p in s2 if p.crystals) == 10
    assert Counter(p.door for p in s2 if p.door) == {"blue": 3, "green": 3}
    assert sum(1 for p in s2 if p.ladder) == 4
    two_tunnels = [p for p in s2 if len(p.groups) == 2]
    bridges = [p for p in two_tunnels if sorted(p.groups) == sorted((N | S, E | W))]
    assert len(bridges) == 2
    assert len(two_tunnels) - len(bridges) == 2  # the double curves
    assert all(p.open == N | E | S | W and not p.dead_ends for p in two_tunnels)
    # tunnels with dead-end stubs: 6 plain cards, 3 crystal cards (and one door card)
    assert sum(1 for p in s2 if p.dead_ends and p.groups and not p.door) == 6 + 3


def test_start_and_goals() -> None:
    c = load()
    assert c.start.kind == "start" and c.start.ladder and c.start.ladder_edges == 15
    gold, *stones = c.goals
    assert gold.kind == "goal_gold" and gold.open == 15
    assert [s.kind for s in stones] == ["goal_stone", "goal_stone"]
    assert stones[0].open != stones[1].open  # two mirror-image curves
    assert c.setup.start == (0, 0)
    assert c.setup.goals == ((8, -2), (8, 0), (8, 2))


def test_roles_and_scoring() -> None:
    c = load()
    assert len(c.role_deck) == 15
    teams = Counter(c.roles[r].team for r in c.role_deck)
    assert teams == {"saboteur": 3, "blue": 4, "green": 4, "boss": 1, "profiteer": 1,
                     "geologist": 2}
    assert [r.id for r in c.roles.values() if not r.counts_as_winner] == ["geologist"]
    sc = c.scoring
    assert [sc.per_winner(n) for n in range(8)] == [0, 5, 4, 3, 2, 1, 1, 1]
    assert (sc.boss_deduction, sc.profiteer_deduction, sc.floor) == (1, 2, 0)
    assert sc.profiteer_alone_full
    su = c.setup
    assert (su.hand_size, su.set_aside, su.rounds, su.min_players, su.max_players) == (
        6, 10, 3, 2, 12)


def test_action_cards() -> None:
    a = load().actions
    assert Counter(x.kind for x in a.values() for _ in range(x.count)) == {
        "broken": 9, "repair": 9, "rockfall": 4, "map": 6, "theft": 4, "hands_off": 3,
        "swap_hand": 2, "inspection": 2, "swap_hats": 2, "trapped": 3, "free": 4}
    assert {x.tools for x in a.values() if x.kind == "broken"} == {
        ("pickaxe",), ("lantern",), ("cart",)}
    assert sorted(len(x.tools) for x in a.values() if x.kind == "repair") == [1, 1, 1, 2, 2, 2]
    assert {x.id for x in a.values() if x.stays_in_front} == {
        "broken_pickaxe", "broken_lantern", "broken_cart", "theft", "trapped"}
    assert [x.id for x in a.values() if not x.known] == ["unknown_21st"]


# ====================================================================== tunnels
def test_every_open_edge_in_exactly_one_group_or_dead_end() -> None:
    for card in load().paths.values():
        for bit in EDGES.values():
            holders = sum(1 for g in card.groups if g & bit) + bool(card.dead_ends & bit)
            assert holders == (1 if card.open & bit else 0), (card.id, letters(bit))
        assert card.ladder_edges & ~card.open == 0
        assert card.ladder == bool(card.ladder_edges)
        assert all(card.group_at(bit) & bit for g in card.groups for bit in EDGES.values()
                   if g & bit)


def test_turned_is_an_involution() -> None:
    assert (turned(N), turned(S), turned(E), turned(W)) == (S, N, W, E)
    for mask in range(16):
        assert turned(turned(mask)) == mask
        assert bin(turned(mask)).count("1") == bin(mask).count("1")
    assert letters(N | S | W) == "NSW"


def test_default_content_is_loaded_once() -> None:
    assert load() is load() is load(DATA)


# ====================================================================== broken data
def copy_data(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    return folder


def edit(folder: Path, file: str, card: str, old: str, new: str) -> None:
    """Replace the first `old` in the entry of `card` (its id line onwards)."""
    path = folder / file
    text = path.read_text(encoding="utf-8")
    start = text.index(f'id = "{card}"')
    at = text.index(old, start)
    path.write_text(text[:at] + new + text[at + len(old):], encoding="utf-8")


# (file, entry edited, old text, new text, the problem said, the card the error names or None
# for a total, which names the file only)
BROKEN = [
    ("paths.toml", "s1_straight_ns", 'connections = [["N", "S"]]', 'connections = [["N", "E"]]',
     "not open", "s1_straight_ns"),
    ("paths.toml", "s1_straight_ns", 'edges = ["N", "S"]', 'edges = ["N", "S", "W"]',
     "in no connection group", "s1_straight_ns"),
    ("paths.toml", "s1_cross", 'edges = ["N", "E", "S", "W"]', 'edges = ["N", "E", "S", "X"]',
     "'X'", "s1_cross"),
    ("paths.toml", "s1_dead_ns", 'dead_ends = ["N", "S"]', 'dead_ends = ["N"]',
     "in no connection group", "s1_dead_ns"),
    ("paths.toml", "s1_curve_se", 'connections = [["E", "S"]]',
     'connections = [["E", "S"], ["S"]]', "two connection groups", "s1_curve_se"),
    ("paths.toml", "s2_ladder_w", 'ladder_joins = ["W"]', 'ladder_joins = ["E"]',
     "ladder_joins", "s2_ladder_w"),
    ("paths.toml", "s2_door_blue_ns", 'door = "blue"', 'door = "red"', "door", "s2_door_blue_ns"),
    ("paths.toml", "s1_t_nse", 'id = "s1_t_nse"', 'id = "s1_t_nwe"', "duplicate id", "s1_t_nwe"),
    ("paths.toml", "s1_cross", "count = 5", "count = 6", "40 S1 path cards", None),
    ("paths.toml", "goal_stone_a", 'note = "', 'nothing = "', "unknown field", "goal_stone_a"),
    ("actions.toml", "repair_cart", 'tools = ["cart"]', 'tools = ["cart", "lantern", "pickaxe"]',
     "one or two tools", "repair_cart"),
    ("actions.toml", "theft", 'kind = "theft"', 'kind = "pickpocket"', "kind", "theft"),
    ("actions.toml", "map", 'target = "goal"', 'target = "moon"', "target", "map"),
    ("actions.toml", "unknown_21st", 'note = "', 'nope = "', "unknown field", "unknown_21st"),
    ("actions.toml", "rockfall", 'id = "rockfall"', 'id = "s1_cross"', "duplicate id",
     "s1_cross"),
    ("actions.toml", "map", "count = 6", "count = 5", "27 S1 action cards", None),
    ("roles.toml", "boss", "count = 1", "count = 2", "1 boss role card", None),
    ("roles.toml", "geologist", 'team = "geologist"', 'team = "miner"', "team", "geologist"),
]


@pytest.mark.parametrize(("file", "card", "old", "new", "problem", "named"), BROKEN,
                         ids=[f"{b[1]}-{b[4]}" for b in BROKEN])
def test_a_broken_data_file_is_refused_naming_it(tmp_path: Path, file: str, card: str, old: str,
                                                  new: str, problem: str, named: str | None
                                                  ) -> None:
    folder = copy_data(tmp_path)
    edit(folder, file, card, old, new)
    with pytest.raises(ValueError) as info:
        load(folder)
    message = str(info.value)
    assert isinstance(info.value, ContentError)
    assert message.startswith(file) and problem in message
    if named is not None:
        assert f"card {named!r}" in message or f"role {named!r}" in message


def test_a_card_that_repeats_another_turned_round_is_refused(tmp_path: Path) -> None:
    folder = copy_data(tmp_path)
    # s1_curve_se (S-E) turned round is an N-W curve: a second entry for it is the same type
    path = folder / "paths.toml"
    path.write_text(path.read_text(encoding="utf-8") + (
        '\n[[card]]\nid = "another_curve"\ncount = 1\ngame = "S1"\nkind = "path"\n'
        'edges = ["N", "W"]\nconnections = [["W", "N"]]\ndead_ends = []\nladder = false\n'
        'crystals = 0\nconfidence = "official"\n'), encoding="utf-8")
    with pytest.raises(ContentError, match=r"another_curve.*same card as 's1_curve_se'"):
        load(folder)


def test_an_unsure_card_must_name_its_gap(tmp_path: Path) -> None:
    folder = copy_data(tmp_path)
    path = folder / "actions.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index('id = "unknown_21st"')
    path.write_text(text[:start] + text[start:].split("\nnote = ")[0] + "\n", encoding="utf-8")
    with pytest.raises(ContentError, match=r"unknown_21st.*needs a note"):
        load(folder)


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    folder = copy_data(tmp_path)
    (folder / "setup.toml").unlink()
    with pytest.raises(ContentError, match=r"setup\.toml"):
        load(folder)


# ====================================================================== gaps and listing
def test_gaps_name_the_unknown_action_card_and_the_single_source_shapes() -> None:
    c = load()
    unknown = c.actions["unknown_21st"]
    assert not unknown.known and unknown.kind == "rockfall" and unknown.confidence == "unknown"
    lines = {line.split(" ", 1)[0]: line for line in c.gaps}
    assert "Rockfall stands in" in lines["unknown_21st"]
    for cid in ("goal_stone_a", "goal_stone_b"):
        assert c.paths[cid].confidence == "single_source"
        assert "stands in" in lines[cid]
    unsure = [p.id for p in c.paths.values() if p.confidence in ("single_source", "unknown")]
    assert all(cid in lines for cid in unsure)


def test_content_tables_listing() -> None:
    tables = {t["name"]: t for t in content_tables(load())}
    assert {name: (t["expected"], t["implemented"]) for name, t in tables.items()} == {
        "path cards": (70, 70), "start and goal cards": (4, 4), "action cards": (48, 48),
        "role cards": (15, 15), "gold pieces": (32, 32)}
    assert tables["action cards"]["stand_in"] is True
    assert any("unknown_21st" in g for g in tables["action cards"]["gaps"])
    assert set(load().gaps) == {g for t in tables.values() for g in t["gaps"]}


# ====================================================================== catalogues
def catalogue(lang: str) -> list[fluent.Entry]:
    return parsed(LOCALE / f"{lang}.ftl").body


def keys(lang: str) -> set[str]:
    out: set[str] = set()
    for entry in catalogue(lang):
        if isinstance(entry, fluent.Message):
            out.add(entry.id.name)
            out.update(f"{entry.id.name}.{a.id.name}" for a in entry.attributes)
    return out


def test_catalogues_parse_and_hold_the_same_messages() -> None:
    for lang in LANGS:
        junk = [e for e in catalogue(lang) if isinstance(e, fluent.Junk)]
        assert not junk, (lang, [j.content[:60] for j in junk])
    found = {lang: keys(lang) for lang in LANGS}
    assert found["en"] == found["zh-Hant"] == found["uk"]


def test_every_card_and_role_has_a_name_and_a_text() -> None:
    c = load()
    wanted = {f"card-{cid}" for cid in [*c.paths, *c.actions]} | {f"role-{r}" for r in c.roles}
    for lang in LANGS:
        bundle = FluentBundle([lang], use_isolating=False)
        bundle.add_resource(parsed(LOCALE / f"{lang}.ftl"))
        for msg_id in wanted:
            assert bundle.has_message(msg_id), (lang, msg_id)
            message = bundle.get_message(msg_id)
            assert message.value is not None and "text" in message.attributes, (lang, msg_id)
            name, errors = bundle.format_pattern(message.value)
            text, more = bundle.format_pattern(message.attributes["text"])
            assert name and text and not errors and not more, (lang, msg_id)
