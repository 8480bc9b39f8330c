"""Clank! Catacombs' content files: the shipped ones load and hold the rulebooks' counts,
every effect names what the engine knows, a wrong edit fails naming the file, the card and
the field, and the gaps of the public record are listed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ludoteca.core.content import ContentError
from ludoteca.games.clank import content as c

DATA = Path(c.__file__).parent / "data"


def test_the_shipped_content_has_the_rulebooks_counts() -> None:
    content = c.load()
    assert {cid: content.cards[cid].count for cid in c.STARTING_DECK} == c.STARTING_DECK
    assert {cid: content.cards[cid].count for cid in c.RESERVE} == c.RESERVE
    for pool, total in c.POOLS.items():
        assert sum(t.count for t in content.pool(pool)) == total
    assert {t.id: t.count for t in content.pool("market")} == {
        "backpack": 2, "blood_amulet": 2, "burglars_kit": 3, "crown": 3}
    assert content.tokens["crown"].stack_points == (10, 9, 8)
    assert len(content.artifacts) == 7
    assert content.artifacts[0] == 5 and content.artifacts[-1] == 20
    assert content.cubes["start_clank"] == [3, 2, 1, 0]
    assert content.cubes["out_draw"] == {"2": 6, "3": 4, "4": 4, "5": 4, "6": 4}
    # the turn example: the marker on the 5th space draws 4 cubes
    assert content.rage[4] == 4
    assert content.rage_start == {4: 0, 3: 1, 2: 2}


def test_the_examples_cards_have_the_numbers_the_examples_use() -> None:
    cards = c.load().cards
    # Ex-7: Crystal Kobold 2 Swords (Crystal Cave), 2 Skill; Expert Guide costs 5 Skill
    kobold = cards["crystal_kobold"]
    assert (kobold.cost, kobold.fight_in) == (2, ("crystal_cave", "wayshrine"))
    assert [(e.do, e.n) for e in kobold.on("defeat")] == [("skill", 2)]
    assert cards["expert_guide"].cost == 5
    assert [(e.do, e.n) for e in cards["stumble"].on("play")] == [("clank", 1)]
    assert ("clank", -2) in [(e.do, e.n) for e in cards["sneak_attack"].on("play")]
    # Ex-2: Lie in Wait's -2 Clank! waits for a Crystal Cave this turn
    assert any(e.do == "clank" and e.n == -2 and e.when == "crystal_cave"
               for e in cards["lie_in_wait"].on("play"))
    # Ex-1: Rebel General draws when another companion is played
    assert any(e.do == "draw" and e.when == "companion" for e in cards["rebel_general"].effects)
    assert cards["goblin"].reserve and cards["goblin"].banner == "red"


def test_the_dungeon_deck_gap_is_listed() -> None:
    content = c.load()
    assert sum(card.count for card in content.dungeon()) == 101
    lines = c.gaps(content)
    assert any("add up to 101" in line and "100" in line for line in lines)
    for cid in ("swindle", "scavenger", "bandit"):
        assert any(line.startswith(f"card {cid}:") for line in lines), cid
    assert any("Artifacts" in line and "7" in line for line in lines)
    assert any(line.startswith("Rage Track") for line in lines)
    assert any(line.startswith("Health Meter") for line in lines)


def test_the_adventuring_party_is_apart_and_its_gaps_are_listed() -> None:
    """party.toml: the rulebooks' 4 Artifacts (10, 15, 20, 25) stacked with the seven,
    the side board's track; its cards and tokens apart from the Catacombs' counts, each a
    stand-in listed by `gaps` with what the record does not give."""
    content = c.load()
    assert content.party.artifacts == (10, 15, 20, 25)
    assert content.artifact_stack(True) == sorted((*content.artifacts, 10, 15, 20, 25))
    assert content.artifact_stack(False) == list(content.artifacts)
    assert len(content.track(5)) >= len(content.track(4)) and content.rage_space(6) == 0
    assert content.party.start_clank == (0, 0) and content.party.start_gold == (1, 2)
    party_cards = {cid for cid, card in content.cards.items() if card.party}
    party_tokens = {tid for tid, t in content.tokens.items() if t.party}
    assert party_cards == {"ape_lord_phantasm"}
    assert party_tokens == {"invisibility_cloak", "potion_of_stealth"}
    assert not party_cards & {card.id for card in content.dungeon()}
    assert party_cards <= {card.id for card in content.dungeon(party=True)}
    assert {t.id for t in content.pool("market")} == {"backpack", "blood_amulet",
                                                       "burglars_kit", "crown"}
    lines = [line for line in c.gaps(content) if line.startswith(c.PARTY_GAP)]
    for what in ("ape_lord_phantasm", "invisibility_cloak", "potion_of_stealth",
                 "Rage Track", "players 5 and 6", "Reserve", "other Dungeon cards",
                 "Market items", "minor secrets"):
        assert any(what in line for line in lines), what
    # the Catacombs' own lines say nothing of the expansion
    assert not any("ape_lord_phantasm" in line for line in c.gaps(content)
                   if not line.startswith(c.PARTY_GAP))


@pytest.mark.parametrize("old,new,message", [
    ("values = [10, 15, 20, 25]", "values = [10, 15, 20, 30]", "the rulebooks use the"),
    ("start = {5 = 1, 6 = 1}", "start = {5 = 1}", "start needs a space on the track for 5"),
    ("start_gold = [1, 2]", "start_gold = [1]", "start_gold lists a whole number"),
    ("mercenary = 4", "goblin = 4", "'goblin' is no Reserve stack"),
    ('effect = "invisible"', 'effect = "cloak"', "effect 'cloak' is not one of"),
    ('id = "ape_lord_phantasm"', 'id = "skeleton"', "card 'skeleton': the id is listed twice"),
])
def test_a_wrong_party_edit_is_named(tmp_path: Path, old: str, new: str, message: str) -> None:
    path = _edited(tmp_path, "party.toml", old, new)
    with pytest.raises(ContentError, match=re.escape(message)):
        c.load(party_path=path)


def _edited(tmp_path: Path, name: str, old: str, new: str) -> Path:
    text = (DATA / name).read_text("utf-8")
    assert old in text, old
    path = tmp_path / name
    path.write_text(text.replace(old, new, 1), "utf-8")
    return path


@pytest.mark.parametrize("old,new,message", [
    ('do = "skill", n = 1}]\n\n[[card]]\nid = "stumble"',
     'do = "skil", n = 1}]\n\n[[card]]\nid = "stumble"',
     "card 'burgle', effects #1: do 'skil' is not one of"),
    ('id = "pillage"', 'id = "burgle"', "card 'burgle': the id is listed twice"),
    ('if = "gold_gained", at_least = 3', 'if = "gold_gained"',
     "card 'pillage', effects #3: condition 'gold_gained' needs at_least"),
    ('if = "companion"}]\n\n[[card]]\nid = "waystone"',
     'if = "friends"}]\n\n[[card]]\nid = "waystone"', "if 'friends' is not one of"),
    ('id = "mercenary"\nname = "Mercenary"\nbanner = "reserve"\ncount = 15',
     'id = "mercenary"\nname = "Mercenary"\nbanner = "reserve"\ncount = 14',
     "the Reserve needs"),
    ('fight_in = ["depths"]', 'fight_in = ["depths", "attic"]', "'attic' is not one of"),
    ('{on = "defeat", do = "lockpick", n = 1}', '{on = "play", do = "lockpick", n = 1}',
     "card 'keymaster': a red card has no 'play' effects"),
])
def test_a_wrong_card_edit_is_named(tmp_path: Path, old: str, new: str, message: str) -> None:
    path = _edited(tmp_path, "cards.toml", old, new)
    with pytest.raises(ContentError, match=re.escape(message)):
        c.load(cards_path=path)


@pytest.mark.parametrize("old,new,message", [
    ('id = "peasant"\nname = "Peasant"\ncount = 2', 'id = "peasant"\nname = "Peasant"\ncount = 3',
     "the prisoner tokens add up to 21, not 20"),
    ("values = [5, 7, 10, 12, 15, 17, 20]", "values = [5, 7, 10, 12, 15, 20, 17]",
     "values must list the 7 Artifacts"),
    ("stack_points = [10, 9, 8]", "stack_points = [10, 9]", "stack_points lists 2 values"),
    ('use = [{do = "heal", n = 1}]', 'use = [{do = "heal"}]', "missing field 'n'"),
])
def test_a_wrong_token_edit_is_named(tmp_path: Path, old: str, new: str, message: str) -> None:
    path = _edited(tmp_path, "tokens.toml", old, new)
    with pytest.raises(ContentError, match=re.escape(message)):
        c.load(tokens_path=path)


def test_every_special_and_point_rule_is_named_once_per_card() -> None:
    """The specials of the data, each a unit of powers.py: a new one in the data is seen
    here, and the registry's own check finds no unit without a card nor a card without its
    unit."""
    cards = c.load().cards
    specials = sorted({e.special for card in cards.values() for e in card.effects if e.special})
    assert specials == sorted([
        "animated_wall", "astral_projection", "black_market", "blink_spell", "charlatan",
        "empurror", "golden_flute", "grand_theft", "imp_familiar", "locked_trunk", "lute",
        "marble_guardian", "ogre_merchant", "remove_traps", "riot", "shadow_walk",
        "spectral_rider", "sudden_movement", "teleport_adjacent", "thieves_shrine",
        "tourmaline", "underground_river", "waystone", "wishing_well"])
    from ludoteca.games.clank.powers import REGISTRY

    used = {(e.special, e.on) for card in cards.values() for e in card.effects if e.special}
    # a secret token whose effect is a unit runs it when found (Magic Spring)
    tokens = c.load().tokens.values()
    found = {t.effect for t in tokens if t.effect in REGISTRY.units}
    assert found == {"magic_spring"}
    used |= {(name, "found") for name in found}
    assert REGISTRY.problems(used, [*specials, *found]) == []
