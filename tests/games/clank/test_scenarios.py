"""Runs every Clank! Catacombs scenario file (the rulebooks' worked examples, rules.md
section 16, and rules checks), checks that each worked example has its file, that a
scenario's table keeps every card, cube, token, Artifact and tile counted, and that bad
setups are refused with a clear ScenarioError."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.errors import ScenarioError
from ludoteca.core.scenario import build, run_file
from ludoteca.games.clank import GAME, META
from ludoteca.games.clank.content import PARTY_PLAYERS
from ludoteca.games.clank.setup_scenario import ScenarioClankState
from ludoteca.games.clank.state import ClankState
from tests.scenario_files import assert_passes, scenario_files

FILES = scenario_files(__file__)
EXAMPLES = range(1, 23)  # Ex-1 .. Ex-22


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_file_passes(path: Path) -> None:
    assert_passes(path)


@pytest.mark.parametrize("n", EXAMPLES)
def test_every_worked_example_has_a_scenario(n: int) -> None:
    has = any(p.stem.startswith(f"ex{n:02d}") for p in FILES)
    assert has, f"no scenario file ex{n:02d}_*.json for Ex-{n}"


def test_the_party_example_plays_five_or_six() -> None:
    """Ex-6 is the Adventuring Party's (5-6 players): the engine seats that many."""
    assert META.max_players == 6
    ex6 = [p for p in FILES if p.stem.startswith("ex06")]
    assert ex6 and all(json.loads(p.read_text())["players"] >= PARTY_PLAYERS for p in ex6)


def test_rules_checks_exist() -> None:
    assert sum(p.stem.startswith("rules_") for p in FILES) >= 3


# ------------------------------------------------------------------ everything counted
def _counted(s: ClankState) -> None:
    c = s.content
    seats = range(s.players)
    # with 5-6 players the Adventuring Party's cards and tokens too (decision 31)
    party = s.players >= PARTY_PLAYERS
    items = party and s.options.get("party_market", "add") == "add"
    cards: Counter[str] = Counter(s.dungeon) + Counter(s.dungeon_discard) + Counter(s.box)
    cards += Counter(cid for cid in s.row if cid)
    for seat in seats:
        for zone in (s.deck, s.hand, s.discard, s.played):
            cards += Counter(zone[seat])
    cards += Counter(s.reserve)
    expected = Counter({cid: card.count + (c.party.reserve.get(cid, 0) if party else 0)
                        for cid, card in c.cards.items()
                        if card.banner != "starter" and cid != "goblin"
                        and (party or not card.party)})
    expected += Counter({cid: card.count * s.players for cid, card in c.cards.items()
                         if card.banner == "starter"})
    assert cards == expected
    bag = Counter(s.bag)
    marks = Counter(seat for v in s.marks.values() for seat in v)
    for seat in seats:
        own = s.supply[seat] + s.area[seat] + s.damage[seat] - s.black_marks[seat]
        assert own + bag[seat] + marks[seat] == c.cubes["per_player"]
    assert bag[-1] + s.black_bank + sum(s.black_marks) == c.cubes["dragon"]
    assert bag[-2] + s.ghost_area + s.ghosts_bank == c.cubes["ghosts"]
    tokens = Counter(s.prisoners) + Counter(s.majors) + Counter(s.minors) + Counter(
        s.token_box) + Counter(s.market)
    for seat in seats:
        tokens += Counter(s.tokens[seat])
    expected_tokens = Counter({t.id: t.count for t in c.tokens.values() if t.id != "crown"
                               and (not t.party or (items if t.pool == "market" else party))})
    assert tokens == expected_tokens
    crowns = list(s.crowns) + [p for seat in seats for p in s.crowns_held[seat]]
    assert sorted(crowns) == sorted(c.tokens["crown"].stack_points)
    artifacts = list(s.artifact_stack) + [v for vs in s.room_artifacts.values() for v in vs]
    artifacts += [v for seat in seats for v in s.artifacts[seat]]
    assert sorted(artifacts) == c.artifact_stack(party)
    assert s.idols_left + sum(s.idols) == c.misc["monkey_idols"]
    tiles = [p[0] for p in s.placed[1:]] + s.safe_stack + s.deep_stack + s.tiles_out
    assert sorted(tiles) == list(range(len(s.tileset.start), len(s.tileset.all())))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_scenarios_table_keeps_everything_counted(path: Path) -> None:
    """At set-up, and once its actions are played (the engine keeps the count too)."""
    data = json.loads(path.read_text())
    state = build(data)
    assert isinstance(state, ClankState)
    _counted(state)
    for step in data.get("steps", []):
        if "act" in step and "error" not in step:
            state.apply(step["act"][0], Action.from_json(step["act"][1]))
    _counted(state)


def test_the_scenario_state_plays_as_the_engines_state() -> None:
    state = build(json.loads((FILES[0].parent / "ex07_turn_example.json").read_text()))
    assert isinstance(state, ScenarioClankState)
    plain = GAME.from_snapshot(state.snapshot())
    assert type(plain) is ClankState and plain.digest() == state.digest()
    assert state.facts().items() >= plain.facts().items()  # facts are only added


# ------------------------------------------------------------------ bad setups
def _spec(players: int = 2, **setup: Any) -> dict[str, Any]:
    return {"game": "clank", "players": players, "seed": 1, "setup": setup}


SAFE = [["safe01", -1, 0, 0], ["safe02", 1, 0, 0], ["safe03", -1, 1, 0], ["safe04", 1, 1, 0]]


@pytest.mark.parametrize("setup,message", [
    ({"hands": {"0": ["no_such_card"]}}, "setup 'hands': unknown card 'no_such_card'"),
    ({"row": ["lute", "nope", None, None, None, None]}, "setup 'row': unknown card 'nope'"),
    ({"hands": {"2": ["burgle"]}}, "setup 'hands': no seat '2'"),
    ({"rooms": {"7": "start:cave"}}, "setup 'rooms': no seat '7'"),
    ({"active": 3}, "setup 'active': no seat 3"),
    ({"gold": [1, 2, 3]}, "setup 'gold': expected one entry per seat (2), got 3"),
    ({"hands": {"0": ["lute", "lute"]}}, "setup 'hands': no 'lute' left to take"),
    ({"hands": {"0": ["stumble", "stumble", "stumble"]}}, "setup 'hands': no 'stumble' left"),
    ({"hands": {"0": ["secret_tome"]}, "reserve": {"secret_tome": 12}},
     "setup 'reserve': at most 11 'secret_tome' left"),
    ({"hands": {"0": ["goblin"]}}, "the Goblin stays in the Reserve"),
    ({"tokens": {"0": ["monk", "monk"]}}, "setup 'tokens': no 'monk' token left to take"),
    ({"tokens": {"0": ["dragon"]}}, "setup 'tokens': unknown token 'dragon'"),
    ({"crowns": {"0": [11]}}, "setup 'crowns': no Crown of 11 points left"),
    ({"artifacts": {"0": [10]}, "room_artifacts": {"start:cave": [12]}},
     "setup 'room_artifacts': room 'start:cave' is no artifact room"),
    ({"artifacts": {"0": [10, 10]}}, "setup 'artifacts': no Artifact 10 left"),
    ({"artifact_stack": [5, 7]}, "setup 'artifact_stack': the Artifacts left are"),
    ({"rooms": {"0": "deep11:a"}}, "setup 'rooms': no room 'deep11:a' on the map"),
    ({"tiles": [["deep11", 1, 0, 0]]}, "the 4 safe tiles are discovered first"),
    ({"tiles": [["safe01", 5, 5, 0]]}, "shares no edge"),
    ({"tiles": [["safe01", 0, 1, 0]]}, "cell (0, 1) holds a tile"),
    ({"tiles": [["nowhere", 1, 0, 0]]}, "setup 'tiles': unknown tile 'nowhere'"),
    ({"tiles": [*SAFE, ["safe05", 2, 0, 0]]}, "only 4 safe tiles are used"),
    ({"stack_top": ["deep03"]}, "a Depths tile would lie under 4 safe tile(s)"),
    ({"stack_top": ["deep03", "safe01"]}, "the safe tiles lie above the Depths tiles"),
    ({"clank_area": [-1, 0]}, "setup 'clank_area.0': expected a whole number >= 0"),
    ({"clank_area": [25, 0], "damage": [6, 0]}, "seat 0 has 30 cubes, 1 too few"),
    ({"damage": [10, 0]}, "a full Health Meter (10) knocks seat 0 out"),
    ({"bag": ["black"] * 25}, "there are 24 black cubes"),
    ({"ghost_area": 6}, "there are 5 Ghost cubes"),
    ({"status": {"0": "escaped"}}, "setup 'active': seat 0 is out of the dungeon"),
    ({"status": {"1": "gone"}}, "setup 'status': 'gone' is not one of"),
    ({"rage_space": 0}, "setup 'rage_space': a space from 1 to 7"),
    ({"row": ["lute"]}, "setup 'row': 6 slots"),
    ({"row": ["mercenary", None, None, None, None, None]}, "'mercenary' is not a Dungeon card"),
    ({"row": [None] * 6, "deal_row": []}, "'row' and 'deal_row' exclude each other"),
    ({"dungeon_size": 500}, "setup 'dungeon_size': at most"),
    ({"bank": {"prisoners": ["chalice"]}}, "setup 'bank.prisoners': 'chalice' is no prisoner"),
    ({"marks": {"start:market": [0]}}, "room 'start:market' is no wayshrine room"),
    ({"idols": [2, 2]}, "setup 'idols': there are 3 Monkey Idols"),
    ({"hand": {"0": []}}, "unknown clank setup field(s): 'hand'"),
])
def test_a_bad_setup_is_a_scenario_error(setup: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError) as err:
        build(_spec(**setup))
    assert message in str(err.value)


def test_a_bad_file_names_itself(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(_spec(hands={"0": ["no_such_card"]})))
    with pytest.raises(ScenarioError, match=r"bad\.json: setup 'hands': unknown card"):
        run_file(path)
