"""The King of Tokyo content loader: counts, effects wiring, malformed data, data-only
replacement, and the `ludoteca content` report."""

from __future__ import annotations

import copy
import json
import os
import re
import subprocess
import sys
import tomllib
from collections import Counter
from collections.abc import Callable
from importlib import resources
from typing import Any

import pytest

from ludoteca.cli import main
from ludoteca.core.rng import Rng, seed_from
from ludoteca.games.kingoftokyo import GAME, KingOfTokyoGame, effects
from ludoteca.games.kingoftokyo import content as content_mod
from ludoteca.games.kingoftokyo.content import ContentError, default_content, parse

Docs = dict[str, dict[str, Any]]


def raw() -> Docs:
    """Fresh parsed copies of the three shipped data files."""
    files = resources.files("ludoteca.games.kingoftokyo").joinpath("data")
    return {name: tomllib.loads(files.joinpath(f"{name}.toml").read_text())
            for name in ("cards", "tiles", "monsters")}


def parse_docs(docs: Docs) -> content_mod.Content:
    return parse(docs["cards"], docs["tiles"], docs["monsters"])


def row(docs: Docs, doc: str, pid: str) -> tuple[int, dict[str, Any]]:
    """(1-based row number, row) of a card or tile face by id."""
    rows = docs[doc]["card" if doc == "cards" else "tile"]
    index = next(i for i, r in enumerate(rows) if r["id"] == pid)
    return index + 1, rows[index]


def all_powers(c: content_mod.Content) -> list[content_mod.Power]:
    return [*c.card_defs.values(), *c.tiles.values()]


# ====================================================================== counts
def test_66_power_cards_49_keep_17_discard() -> None:
    c = default_content()
    assert len(c.cards) == 66
    assert Counter(card.type for card in c.cards) == {"keep": 49, "discard": 17}
    assert len(c.card_defs) == 65
    copies = Counter(card.id for card in c.cards)
    assert {cid: n for cid, n in copies.items() if n > 1} == {"evacuation_orders": 2}
    evac = [i for i, card in enumerate(c.cards) if card.id == "evacuation_orders"]
    assert c.cards[evac[0]] is c.cards[evac[1]] is c.card_defs["evacuation_orders"]
    assert set(copies) == set(c.card_defs)
    for card in c.card_defs.values():
        assert card.kind == "card" and card.text and card.name and card.cost >= 0
        assert card.passive or card.effects, f"{card.id} does nothing"
    assert len({card.name for card in c.card_defs.values()}) == 65


def test_20_tile_faces_on_10_double_sided_tiles() -> None:
    c = default_content()
    assert len(c.tiles) == 20
    assert len(c.tile_pairs) == 10
    per_level = Counter(c.tiles[red].level for red, _ in c.tile_pairs)
    assert per_level == {3: 4, 6: 4, 10: 2}
    faces = [face for pair in c.tile_pairs for face in pair]
    assert sorted(faces) == sorted(c.tiles)  # every face is on exactly one tile
    for red, green in c.tile_pairs:
        assert c.tiles[red].side == "red" and c.tiles[green].side == "green"
        assert c.tiles[red].level == c.tiles[green].level
        assert c.tiles[red].tile == c.tiles[green].tile
    assert Counter(t.side for t in c.tiles.values()) == {"red": 10, "green": 10}
    for tile in c.tiles.values():
        assert tile.kind == "tile" and tile.text and tile.name
        assert tile.passive or tile.effects, f"{tile.id} does nothing"
    assert {t.id for t in c.tiles.values() if t.discard} == {
        "widespread_panic", "final_push", "starburst"}


def test_six_monsters() -> None:
    c = default_content()
    assert len(c.monsters) == 6
    assert len({m.id for m in c.monsters}) == 6 and len({m.name for m in c.monsters}) == 6
    assert all(re.fullmatch(r"#[0-9a-f]{6}", m.colour) for m in c.monsters)


def test_tables_report_the_counts() -> None:
    rows = {t.name: (t.expected, t.implemented, t.stand_in) for t in default_content().tables}
    assert rows == {"power cards": (66, 66, False), "wickedness tile faces": (20, 20, False),
                    "monsters": (6, 6, False), "tokens": (27, 27, False)}
    assert GAME.content_tables()[0]["implemented"] == 66


# ============================================================ effects wiring
def test_every_special_used_in_the_data_is_implemented() -> None:
    """A (special, hook) row runs a function of effects.py or is an action of the state;
    and every one the engine implements is used by some card or tile."""
    c = default_content()
    used = {(eff.special, eff.hook) for p in all_powers(c) for eff in p.effects if eff.special}
    implemented = set(effects.SPECIALS) | set(effects.ACTIVATED)
    assert not set(effects.SPECIALS) & set(effects.ACTIVATED)
    assert used <= implemented, sorted(used - implemented)
    assert implemented <= used, sorted(implemented - used)
    assert {name for name, _ in implemented} == set(content_mod.SPECIALS)


def test_primitives_hooks_and_conditions_are_all_known_and_used() -> None:
    c = default_content()
    assert set(effects.PRIMITIVES) == set(content_mod.PRIMITIVES)
    powers = all_powers(c)
    assert {e.do for p in powers for e in p.effects if e.do} == set(content_mod.PRIMITIVES)
    assert {e.hook for p in powers for e in p.effects} <= set(content_mod.HOOKS)
    conditions = {key for p in powers for e in p.effects for key, _ in e.when}
    assert conditions == set(content_mod.CONDITIONS)
    passives = {key for p in powers for key in p.passive}
    assert passives == set(content_mod.PASSIVES)
    for p in powers:  # effects are grouped by hook, in data order
        assert [e for hook in p.hooks for e in p.hooks[hook]] == sorted(
            p.effects, key=lambda e: list(p.hooks).index(e.hook))


# ============================================================= malformed data
Change = Callable[[Docs], str]  # changes the docs, returns the expected message
_DELETE = object()


def _card(pid: str, key: str, value: Any, message: str) -> Change:
    def change(docs: Docs) -> str:
        n, r = row(docs, "cards", pid)
        if value is _DELETE:
            del r[key]
        else:
            r[key] = value
        return message.format(n=n)
    change.__name__ = f"{pid}.{key}"
    return change


def _tile(pid: str, key: str, value: Any, message: str) -> Change:
    def change(docs: Docs) -> str:
        n, r = row(docs, "tiles", pid)
        if value is _DELETE:
            del r[key]
        else:
            r[key] = value
        return message.format(n=n)
    change.__name__ = f"{pid}.{key}"
    return change


def _effect(pid: str, index: int, key: str, value: Any, message: str) -> Change:
    def change(docs: Docs) -> str:
        n, r = row(docs, "cards", pid)
        r["effects"][index][key] = value
        return message.format(n=n)
    change.__name__ = f"{pid}.effect{index + 1}.{key}"
    return change


def _duplicate_card(docs: Docs) -> str:
    n, r = row(docs, "cards", "tank")
    r["id"] = "skyscraper"
    return f"power cards row {n}: duplicate id 'skyscraper'"


def _duplicate_tile(docs: Docs) -> str:
    n, r = row(docs, "tiles", "barbs")
    r["id"] = "devious"
    return f"wickedness tiles row {n}: duplicate id 'devious'"


def _two_red_faces(docs: Docs) -> str:
    _, r = row(docs, "tiles", "barbs")
    r["side"] = "red"
    return "wickedness tile 1 has two red faces"


def _levels_differ(docs: Docs) -> str:
    _, r = row(docs, "tiles", "barbs")
    r["level"] = 6
    return "wickedness tile 1 needs a red and a green face, same level"


def _five_monsters(docs: Docs) -> str:
    docs["monsters"]["monster"].pop()
    return "monsters: six monsters are needed for 6 players"


def _monster_name(docs: Docs) -> str:
    del docs["monsters"]["monster"][2]["name"]
    return "monsters row 3: missing field 'name'"


def _meta(docs: Docs) -> str:
    del docs["cards"]["meta"]["expected"]
    return "power cards meta: missing field 'expected'"


def _missing_id(docs: Docs) -> str:
    del docs["cards"]["card"][5]["id"]
    return "power cards row 6: missing field 'id'"


@pytest.mark.parametrize("change", [
    _effect("acid_attack", 0, "on", "on_tuesday",
            "power cards row {n} (acid_attack) effect 1: unknown hook 'on_tuesday'"),
    _effect("gas_refinery", 1, "do", "gain_everything",
            "power cards row {n} (gas_refinery) effect 2: unknown primitive 'gain_everything'"),
    _effect("jets", 0, "special", "teleport",
            "power cards row {n} (jets) effect 1: unknown special 'teleport'"),
    _effect("tank", 0, "special", "jets",
            "power cards row {n} (tank) effect 1: give exactly one of 'do' and 'special'"),
    _effect("tank", 1, "n", -3,
            "power cards row {n} (tank) effect 2: n must be an integer of at least 0, got -3"),
    _effect("tank", 1, "n", True,
            "power cards row {n} (tank) effect 2: n must be an integer of at least 0, got True"),
    _effect("tank", 0, "whenever", 1,
            "power cards row {n} (tank) effect 1: unknown field(s) ['whenever']"),
    _effect("gourmet", 0, "if", {"moon_phase": 1},
            "power cards row {n} (gourmet) effect 1: unknown condition(s) in "
            "{{'moon_phase': 1}}"),
    _card("tank", "effects", {"on": "buy"},
          "power cards row {n} (tank): effects must be a list of tables, got {{'on': 'buy'}}"),
    _card("tank", "effects", ["gain_vp"],
          "power cards row {n} (tank) effect 1: must be a table, got 'gain_vp'"),
    _card("tank", "cost", _DELETE, "power cards row {n} (tank): missing field 'cost'"),
    _card("tank", "cost", "4", "power cards row {n} (tank): cost must be an integer, got '4'"),
    _card("tank", "cost", True,
          "power cards row {n} (tank): cost must be an integer, got True"),
    _card("tank", "text", _DELETE, "power cards row {n} (tank): missing field 'text'"),
    _card("tank", "type", "permanent",
          "power cards row {n} (tank): type 'permanent' is not one of keep, discard"),
    _card("evacuation_orders", "count", 0,
          "power cards row {n} (evacuation_orders): count must be an integer of at least 1, got 0"),
    _card("wings", "passive", {"flying": True},
          "power cards row {n} (wings): unknown passive value(s) in {{'flying': True}}"),
    _missing_id,
    _duplicate_card,
    _tile("devious", "level", 4, "wickedness tiles row {n} (devious): "
          "level must be 3, 6 or 10 and side red or green"),
    _tile("devious", "side", "blue", "wickedness tiles row {n} (devious): "
          "level must be 3, 6 or 10 and side red or green"),
    _tile("devious", "name", _DELETE, "wickedness tiles row {n} (devious): missing field 'name'"),
    _tile("starburst", "tile", _DELETE,
          "wickedness tiles row {n} (starburst): missing field 'tile'"),
    _tile("eternal", "effects", [{"on": "gain", "do": "heal_all", "n": 1}],
          "wickedness tiles row {n} (eternal) effect 1: unknown primitive 'heal_all'"),
    _tile("skulking", "effects", [{"on": "at_dawn", "do": "gain_vp", "n": 1}],
          "wickedness tiles row {n} (skulking) effect 1: unknown hook 'at_dawn'"),
    _duplicate_tile,
    _two_red_faces,
    _levels_differ,
    _five_monsters,
    _monster_name,
    _meta,
], ids=lambda change: getattr(change, "__name__", "change"))
def test_malformed_content_names_the_table_and_row(change: Change) -> None:
    docs = raw()
    message = change(docs)
    with pytest.raises(ContentError) as info:
        parse_docs(docs)
    assert str(info.value) == message


def test_parse_does_not_change_its_input() -> None:
    docs = raw()
    before = copy.deepcopy(docs)
    parse_docs(docs)
    assert docs == before


# ========================================================== replacing content
def replacement() -> Docs:
    """A different deck, tiles and monsters written as data only."""
    docs = raw()
    cards = docs["cards"]["card"]
    _, corner = row(docs, "cards", "corner_store")
    corner["cost"] = 1
    cards.remove(row(docs, "cards", "monster_pets")[1])
    cards.append({"id": "mega_mall", "name": "Mega Mall", "cost": 2, "type": "discard",
                  "count": 3, "text": "Gain 3 VP; every other monster loses 1 heart.",
                  "effects": [{"on": "buy", "do": "gain_vp", "n": 3},
                              {"on": "buy", "do": "others_lose_hp", "n": 1}]})
    cards.append({"id": "spiky_shell", "name": "Spiky Shell", "cost": 1, "type": "keep",
                  "text": "One more die; your roll always counts two more SMASH.",
                  "passive": {"extra_dice": 1},
                  "effects": [{"on": "smash_count", "do": "add_smash", "n": 2}]})
    docs["cards"]["meta"]["expected"] = 69
    _, tireless = row(docs, "tiles", "tireless")
    tireless["effects"] = [{"on": "start_turn", "do": "gain_energy", "n": 3}]
    docs["monsters"]["monster"][0]["name"] = "Dark Robo Squid"
    return docs


def test_replacing_the_content_changes_the_game_without_code_changes() -> None:
    content = parse_docs(replacement())
    game = KingOfTokyoGame(content=content)
    assert len(content.cards) == 66 - 1 + 3 + 1 == 69
    assert Counter(c.id for c in content.cards)["mega_mall"] == 3
    assert "monster_pets" not in content.card_defs
    assert content.card_defs["corner_store"].cost == 1
    assert {t.name: (t.expected, t.implemented) for t in content.tables}["power cards"] == (
        69, 69)
    assert game.num_distinct_actions() == GAME.num_distinct_actions() + 4 * 3
    assert content.monsters[0].name == "Dark Robo Squid"
    # the default game is untouched
    assert len(default_content().cards) == 66 and GAME.content is default_content()
    assert default_content().card_defs["corner_store"].cost == 3


def test_a_replaced_content_plays_whole_random_games() -> None:
    content = parse_docs(replacement())
    game = KingOfTokyoGame(content=content)
    bought: Counter[str] = Counter()
    tireless = mall_vp = 0
    for index in range(40):
        players = 2 + index % 5
        seed = seed_from("kot-replaced", index)
        s = game.new(players, seed, {"tiles": ("red", "mix")[index % 2]})
        assert s.content is content
        rng = Rng(seed)
        steps = 0
        while not s.is_over():
            seat = s.to_move()[0]
            legal = s.legal(seat)
            buys = [a for a in legal if a.kind == "buy"]
            action = rng.choice(buys) if buys and rng.random() < 0.7 else rng.choice(legal)
            assert game.action_from_id(s, game.action_id(s, action)) == action
            for ev in s.apply(seat, action):
                if ev.kind == "buy":
                    bought[content.cards[ev.data["card"]].id] += 1
                elif ev.kind == "energy" and ev.data["why"] == "tireless":
                    assert ev.data["delta"] in (3, 4)  # 4 with Friend of Children
                    tireless += 1
                elif ev.kind == "vp" and ev.data["why"] == "mega_mall":
                    assert ev.data["delta"] == 3
                    mall_vp += 1
            zones = [*s.deck, *(i for i in s.market if i >= 0), *s.discard,
                     *(i for keep in s.keep for i in keep)]
            assert sorted(zones) == list(range(69))
            steps += 1
            assert steps < 20_000
        assert s.winners() or not any(s.alive)
    assert bought["mega_mall"] and bought["spiky_shell"] and not bought["monster_pets"]
    assert tireless and mall_vp


# ================================================================ command line
def test_content_json_shows_every_card_and_tile(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["content", "kingoftokyo", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "kingoftokyo"
    tables = {t["name"]: t for t in data["tables"]}
    assert {name: (t["expected"], t["implemented"]) for name, t in tables.items()} == {
        "power cards": (66, 66), "wickedness tile faces": (20, 20), "monsters": (6, 6),
        "tokens": (27, 27)}
    assert tables["power cards"]["gaps"] and tables["monsters"]["gaps"] == []
    assert main(["content", "--json"]) == 0
    games = [r["game"] for r in json.loads(capsys.readouterr().out)]
    assert "kingoftokyo" in games


def test_content_table_from_the_command_line() -> None:
    done = subprocess.run([sys.executable, "-m", "ludoteca.cli", "content", "kingoftokyo"],
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "COLUMNS": "160"})
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "kingoftokyo content" in out
    assert re.search(r"power cards\s*│\s*66\s*│\s*66\s*│", out), out
    assert re.search(r"wickedness tile faces\s*│\s*20\s*│\s*20\s*│", out), out
    assert re.search(r"monsters\s*│\s*6\s*│\s*6\s*│\s*none", out), out
