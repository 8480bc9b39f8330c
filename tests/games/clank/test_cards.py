"""One test per card kind of Clank! Catacombs (77 ids, and the Adventuring Party's one for
5-6 players): the card is played (or acquired, used, fought, revealed into the Row) on a
table built for it, through the real turn, and the exact effect its text states
(shared/reference/clank/cards.yaml) is checked: the Skill, Swords and Boots of the turn,
cards drawn, Clank! added or taken back, Gold, health, Lockpicks, moves and teleports, the
choices offered through the `choose` decision, and that a condition not met gives nothing.

Tests are named `test_card_<id>` (more on one card: `test_card_<id>__<what>`); the last
test checks that every card id has one. A test marked `disagrees` states the card's text
where the engine does not follow it yet (cardkit's docstring).
"""

from __future__ import annotations

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.rng import Rng
from ludoteca.games.clank.state import ClankState

from .cardkit import (
    BLACK,
    CARD_IDS,
    CONTENT,
    GHOST,
    ME,
    THIRD,
    YOU,
    act,
    asked,
    can,
    can_move,
    choices,
    choose,
    cubes,
    edge_teleports,
    end_turn,
    kit_tiles,
    missing_tests,
    move,
    of_kind,
    option,
    placement,
    play,
    pool,
    reveal,
    room,
    table,
    teleports,
    through_portal,
)

SKIP = Action.make("skip")
# cards.yaml: the cards showing the Dragon Attack symbol, and the Danger cards
DRAGON = {"black_tourmaline", "blink_spell", "corrupt_advisor", "crystal_kobold",
          "darkened_alcove", "fiery_quartz", "imp_familiar", "locked_trunk",
          "marble_guardian", "ogre_merchant", "rose_quartz", "skeletal_ape",
          "skeleton_warlock", "smoky_quartz", "the_warden", "thirst_for_adventure",
          "underground_river", "white_tourmaline", "wishing_well"}
DANGER = {"corrupt_advisor", "the_warden", "wishing_well"}


def plays_for(card: str, expected: tuple[int, int, int]) -> None:
    """Playing `card` alone gives exactly (Skill, Swords, Boots) and nothing else."""
    s = table(hand=[card])
    play(s, card)
    assert pool(s) == expected
    assert (s.area[ME], s.gold[ME], s.damage[ME], s.lockpicks[ME]) == (0, 0, 0, 3)
    assert s.hand[ME] == [] and s.played[ME] == [card]


def attack_draws(s: ClankState) -> int:
    """How many cubes the next dragon attack draws (a card with the symbol revealed)."""
    events = reveal(s, "smoky_quartz", slot=5)
    (attack,) = of_kind(events, "attack")
    return len(attack["drawn"])


# ====================================================================== starting deck


def test_card_burgle() -> None:
    plays_for("burgle", (1, 0, 0))


def test_card_stumble() -> None:
    s = table(hand=["stumble"])
    play(s, "stumble")
    assert (s.area[ME], s.supply[ME], s.made) == (1, 29, 1)
    assert pool(s) == (0, 0, 0)


def test_card_sidestep() -> None:
    plays_for("sidestep", (0, 0, 1))


def test_card_scramble() -> None:
    plays_for("scramble", (1, 0, 1))


# ====================================================================== Reserve


def test_card_mercenary() -> None:
    plays_for("mercenary", (1, 2, 0))


def test_card_mercenary__acquired_from_the_reserve_for_2_skill() -> None:
    s = table(skill=2)
    left = s.reserve["mercenary"]
    act(s, "reserve", card="mercenary")
    assert s.discard[ME] == ["mercenary"] and s.reserve["mercenary"] == left - 1
    assert s.skill == 0 and not can(s, "reserve", card="mercenary")


def test_card_explore() -> None:
    plays_for("explore", (2, 0, 1))


def test_card_explore__costs_3_skill() -> None:
    s = table(skill=2)
    assert not can(s, "reserve", card="explore")
    s = table(skill=3)
    act(s, "reserve", card="explore")
    assert s.discard[ME] == ["explore"] and s.skill == 0


def test_card_secret_tome() -> None:
    s = table(hand=["secret_tome"], skill=7)
    before = s.score(ME)
    act(s, "reserve", card="secret_tome")
    assert s.skill == 0 and s.discard[ME] == ["secret_tome"]
    assert s.score(ME) == before + 7  # worth 7 points
    play(s, "secret_tome")  # no effect when played
    assert pool(s) == (0, 0, 0) and (s.area[ME], s.gold[ME]) == (0, 0)


def test_card_goblin() -> None:
    s = table(swords=5)
    act(s, "goblin")
    act(s, "goblin")  # stays in the Reserve: fought again
    assert (s.gold[ME], s.swords) == (2, 1)
    assert not can(s, "goblin")  # 2 Swords each
    assert "goblin" not in s.dungeon_discard and not s.monster_defeated  # not a Row monster


# ====================================================================== Dungeon: blue


def test_card_empurror() -> None:
    s = table(hand=["empurror"], area=2, room_of="a", swords=1, boots=2)
    play(s, "empurror")
    assert asked(s) == ("empurror", ME)
    assert choices(s) == {option("clank"), option("gold"), option("caves")}
    quiet = s.clone()
    choose(quiet, "option", name="clank")
    assert (quiet.area[ME], quiet.gold[ME]) == (0, 0)
    rich = s.clone()
    choose(rich, "option", name="gold")
    assert (rich.area[ME], rich.gold[ME]) == (2, 1)
    choose(s, "option", name="caves")
    assert (s.area[ME], s.gold[ME]) == (2, 0)
    move(s, "cave")
    assert not s.exhausted and can_move(s, "a")  # the Crystal Cave does not stop you


def test_card_empurror__all_three_with_an_artifact() -> None:
    s = table(hand=["empurror"], area=2, room_of="a", swords=1, boots=2, artifacts=[10])
    play(s, "empurror")
    assert asked(s) is None
    assert (s.area[ME], s.gold[ME]) == (0, 1)
    move(s, "cave")
    assert not s.exhausted and can_move(s, "a")


def test_card_golden_flute() -> None:
    s = table(hand=["golden_flute"], gold=11)
    assert not can(s, "buy", item="backpack")  # the hall is no Market room
    play(s, "golden_flute")
    assert (s.gold[ME], s.area[ME]) == (12, 1)
    act(s, "buy", item="backpack")  # one item for 5 Gold, outside a Market
    assert s.gold[ME] == 7 and s.tokens[ME] == ["backpack"]
    assert not any(a.kind == "buy" for a in s.legal(ME))  # only one


def test_card_payoff() -> None:
    s = table(hand=["payoff"])
    play(s, "payoff")
    assert pool(s) == (3, 0, 0)
    assert "payoff" in s.box and s.played[ME] == []  # trashed
    end_turn(s)
    assert "payoff" not in s.discard[ME] + s.hand[ME] + s.deck[ME]


def test_card_rebel_scribe() -> None:
    s = table(hand=["rebel_scribe", "expert_guide"])
    play(s, "rebel_scribe")
    assert pool(s) == (1, 0, 0) and s.hand[ME] == ["expert_guide"]
    play(s, "expert_guide")  # another companion, played after: draw 1
    assert len(s.hand[ME]) == 1


def test_card_rebel_scribe__no_other_companion_no_card() -> None:
    s = table(hand=["rebel_scribe", "burgle"])
    play(s, "rebel_scribe", "burgle")
    assert s.hand[ME] == [] and pool(s) == (2, 0, 0)


def test_card_waystone() -> None:
    s = table(hand=["waystone"], room_of="way")
    play(s, "waystone")
    assert s.boots == 1
    assert asked(s) == ("waystone", ME)
    assert choices(s) == teleports(s, "chapel")  # the other Wayshrine, or not
    stay = s.clone()
    choose(stay, "skip")
    assert stay.room[ME] == room(stay, "way") and stay.played[ME] == ["waystone"]
    choose(s, "teleport", room=room(s, "chapel"))
    assert s.room[ME] == room(s, "chapel") and s.boots == 1
    assert "waystone" in s.box and s.played[ME] == []  # trashed to teleport


def test_card_waystone__only_from_a_wayshrine() -> None:
    s = table(hand=["waystone"])
    play(s, "waystone")
    assert asked(s) is None and s.boots == 1 and s.played[ME] == ["waystone"]


def test_card_flamboyance() -> None:
    s = table(hand=["flamboyance", "stumble", "stumble"])
    play(s, "flamboyance")
    assert len(s.hand[ME]) == 3 and s.skill == 0  # draw 1
    play(s, "stumble")
    assert s.skill == 0
    play(s, "stumble")  # 2 Clank! made this turn
    assert s.skill == 2


def test_card_flamboyance__one_clank_gives_no_skill() -> None:
    s = table(hand=["flamboyance", "stumble"])
    play(s, "flamboyance", "stumble")
    assert s.skill == 0 and s.area[ME] == 1


def test_card_imp_familiar() -> None:
    s = table(hand=["imp_familiar"], lockpicks=1)
    play(s, "imp_familiar")
    assert choices(s) == {option("lockpick"), option("draw")}
    pick = s.clone()
    choose(pick, "option", name="lockpick")
    assert pick.lockpicks[ME] == 2 and pick.hand[ME] == []
    choose(s, "option", name="draw")
    assert s.lockpicks[ME] == 0 and len(s.hand[ME]) == 2


def test_card_imp_familiar__no_lockpick_to_spend() -> None:
    s = table(hand=["imp_familiar"], lockpicks=0)
    play(s, "imp_familiar")
    assert choices(s) == {option("lockpick")}


def test_card_pillage() -> None:
    s = table(hand=["pillage", "mercenary", "mercenary"])
    play(s, "pillage")
    assert pool(s) == (0, 2, 1)
    play(s, "mercenary", "mercenary")
    act(s, "goblin")
    act(s, "goblin")
    assert s.gold[ME] == 2 and s.hand[ME] == []  # 2 Gold: no card yet
    act(s, "goblin")
    assert s.gold[ME] == 3 and len(s.hand[ME]) == 1  # 3 Gold gained this turn: draw 1


def test_card_remove_traps() -> None:
    s = table(hand=["remove_traps"], row=["skeleton"], top=["skeleton_priest"])
    play(s, "remove_traps")
    assert pool(s) == (1, 2, 0)
    assert choices(s) == {Action.make("slot", slot=i) for i in range(6)}
    choose(s, "slot", slot=0)
    assert s.row[0] == "skeleton_priest" and s.dungeon_discard == ["skeleton"]
    assert (s.area[ME], s.area[YOU]) == (1, 1)  # the new card's Arrive: everyone +1 Clank!


def test_card_remove_traps__the_new_cards_dragon_symbol_is_ignored() -> None:
    s = table(hand=["remove_traps"], top=["smoky_quartz"])
    play(s, "remove_traps")
    choose(s, "slot", slot=3)
    assert s.row[3] == "smoky_quartz"
    events = end_turn(s)
    assert not of_kind(events, "attack")


def test_card_shadow_walk() -> None:
    s = table(hand=["burgle", "shadow_walk"], discard=["burgle", "stumble"])
    play(s, "burgle", "shadow_walk")
    assert s.boots == 1
    assert choices(s) == {Action.make("trash", card="burgle", zone="play"),
                          Action.make("trash", card="burgle", zone="discard")}  # no skip
    choose(s, "trash", card="burgle", zone="discard")
    assert s.discard[ME] == ["stumble"] and s.box == ["burgle"]
    assert s.played[ME] == ["burgle", "shadow_walk"]


def test_card_shadow_walk__no_burgle_nothing_trashed() -> None:
    s = table(hand=["shadow_walk"], discard=["stumble"])
    play(s, "shadow_walk")
    assert asked(s) is None and s.box == [] and s.boots == 1


def test_card_astral_projection() -> None:
    s = table(hand=["astral_projection", "explore", "explore"])
    play(s, "astral_projection", "explore")
    assert s.skill == 4 and asked(s) is None
    play(s, "explore")  # 6 Skill this turn
    assert choices(s) == {Action.make("mark_at", room=room(s, "way")),
                          Action.make("mark_at", room=room(s, "chapel"))}
    choose(s, "mark_at", room=room(s, "way"))
    way = room(s, "way")
    assert s.marks[way] == [ME] and s.shrines[ME] == [way]
    assert (s.gold[ME], s.supply[ME], s.room[ME]) == (1, 29, room(s, "hall"))
    assert cubes(s, ME) == 30


def test_card_astral_projection__five_skill_marks_nothing() -> None:
    s = table(hand=["astral_projection", "explore", "burgle"])
    play(s, "astral_projection", "explore", "burgle")
    assert s.skill == 5 and asked(s) is None and not s.marks


def test_card_boots_of_the_ape_lord() -> None:
    s = table(hand=["boots_of_the_ape_lord"], room_of="a", swords=1, idols=1)
    play(s, "boots_of_the_ape_lord")
    assert pool(s) == (0, 1, 3) and s.area[ME] == 3
    move(s, "cave")
    assert not s.exhausted and s.boots == 2 and can_move(s, "a")


def test_card_boots_of_the_ape_lord__without_an_idol_the_cave_stops_you() -> None:
    s = table(hand=["boots_of_the_ape_lord"], room_of="a", swords=1)
    play(s, "boots_of_the_ape_lord")
    move(s, "cave")
    assert s.exhausted and not can_move(s, "a")


def test_card_boots_of_the_ape_lord__the_golden_monkey_bot_is_an_idol() -> None:
    s = table(hand=["boots_of_the_ape_lord"], room_of="a", swords=1,
              tokens=["golden_monkey_bot"])
    play(s, "boots_of_the_ape_lord")
    move(s, "cave")
    assert not s.exhausted


def test_card_bard() -> None:
    s = table(hand=["bard", "stumble"], damage=3)
    play(s, "bard")
    assert pool(s) == (2, 0, 0) and s.area[ME] == 1 and s.damage[ME] == 3
    play(s, "stumble")  # 2 Clank! made: heal 2
    assert s.damage[ME] == 1 and cubes(s, ME) == 30


def test_card_bard__one_clank_no_healing() -> None:
    s = table(hand=["bard"], damage=3)
    play(s, "bard")
    assert s.damage[ME] == 3


def test_card_lie_in_wait() -> None:
    s = table(hand=["lie_in_wait"], room_of="a", area=3, boots=1)
    play(s, "lie_in_wait")
    assert pool(s) == (2, 1, 1) and s.area[ME] == 3  # not in a Crystal Cave yet
    move(s, "cave")  # the Sword stops the tunnel's monster
    assert s.area[ME] == 1 and s.damage[ME] == 0


def test_card_lie_in_wait__never_in_a_crystal_cave() -> None:
    s = table(hand=["lie_in_wait"], room_of="a", area=2, boots=1)
    play(s, "lie_in_wait")
    move(s, "way")
    assert s.area[ME] == 2


def test_card_lie_in_wait__a_turn_begun_in_a_crystal_cave() -> None:
    s = table(hand=["lie_in_wait"], room_of="cave", area=2)
    play(s, "lie_in_wait")
    assert s.area[ME] == 0


def test_card_lightstick() -> None:
    s = table(hand=["lightstick"])
    play(s, "lightstick")
    assert pool(s) == (3, 0, 0) and s.area[ME] == 1


def test_card_rebel_thief() -> None:
    s = table(hand=["rebel_general", "rebel_thief"])
    play(s, "rebel_thief")
    assert s.lockpicks[ME] == 4 and s.hand[ME] == ["rebel_general"]
    play(s, "rebel_general")  # two companions: each draws 1
    assert len(s.hand[ME]) == 2


def test_card_rebel_thief__alone_draws_nothing() -> None:
    s = table(hand=["rebel_thief"])
    play(s, "rebel_thief")
    assert s.lockpicks[ME] == 4 and s.hand[ME] == []


def test_card_riot() -> None:
    s = table(hand=["riot"], discard=["stumble"], freed=3)
    play(s, "riot")
    assert pool(s) == (0, 1, 1) and s.area[ME] == 1
    assert choices(s) == {Action.make("trash", card="riot", zone="play"),
                          Action.make("trash", card="stumble", zone="discard"), SKIP}
    keep = s.clone()
    choose(keep, "skip")
    assert keep.box == [] and keep.discard[ME] == ["stumble"]
    choose(s, "trash", card="stumble", zone="discard")
    assert s.box == ["stumble"] and s.discard[ME] == []


def test_card_riot__two_prisoners_are_not_enough() -> None:
    s = table(hand=["riot"], discard=["stumble"], freed=2)
    play(s, "riot")
    assert asked(s) is None and s.box == []


def test_card_riot__prisoners_freed_later_in_the_turn_count() -> None:
    s = table(hand=["riot"], room_of="prison", discard=["stumble"], freed=1,
              prisoners=["peasant", "monk"])
    play(s, "riot")
    assert asked(s) is None
    act(s, "pick", feature="prison")
    assert s.freed[ME] == 3 and asked(s) == ("riot", ME)


def test_card_scavenger() -> None:
    plays_for("scavenger", (2, 0, 0))


def test_card_smash_and_grab() -> None:
    s = table(hand=["smash_and_grab"])
    play(s, "smash_and_grab")
    assert s.area[ME] == 2 and len(s.hand[ME]) == 2 and pool(s) == (0, 0, 0)


def test_card_sneak_attack() -> None:
    s = table(hand=["sneak_attack"], area=3)
    play(s, "sneak_attack")
    assert pool(s) == (0, 3, 0) and (s.area[ME], s.supply[ME], s.credit) == (1, 29, 0)


def test_card_sudden_movement() -> None:
    plays_for("sudden_movement", (1, 0, 2))


def test_card_sudden_movement__arrive_the_lone_pawn_turns_its_tile() -> None:
    s = table(tiles=[("d5", 1, 0), ("d6", -1, 0)], room_of="d5:r", rooms={YOU: "d6:r"})
    reveal(s, "sudden_movement")
    mine, yours = placement(s, "d5"), placement(s, "d6")
    assert asked(s) == ("sudden_movement", ME)  # the active player first
    assert choices(s) == {Action.make("rotate", turns=t) for t in (1, 2, 3)}
    choose(s, "rotate", turns=1)
    assert s.placed[mine][3] == 1
    assert asked(s) == ("sudden_movement", YOU)
    choose(s, "rotate", turns=2)
    assert s.placed[yours][3] == 2 and s.pending == ("turn", YOU)


def test_card_sudden_movement__in_the_opening_row_before_the_first_turn() -> None:
    seed = next(n for n in range(100)
                if "sudden_movement" in ClankState.new(2, n, tileset=kit_tiles()).row)
    s = ClankState.new(2, seed, tileset=kit_tiles())
    assert s.pending == ("turn", ME)
    assert s.agenda == []  # nothing of the opening Row left to resolve later


def test_card_sudden_movement__arrive_two_pawns_on_a_tile_turn_nothing() -> None:
    s = table(tiles=[("d5", 1, 0)], room_of="d5:r", rooms={YOU: "d5:r"})
    reveal(s, "sudden_movement")
    assert s.pending == ("turn", YOU) and s.placed[placement(s, "d5")][3] == 0


def test_card_swindle() -> None:
    # its text is in no source we could read (cards.yaml: unknown): played for nothing
    s = table(hand=["swindle"])
    play(s, "swindle")
    assert pool(s) == (0, 0, 0) and s.played[ME] == ["swindle"]
    assert (s.area[ME], s.gold[ME], s.hand[ME], asked(s)) == (0, 0, [], None)


def test_card_bandit() -> None:
    plays_for("bandit", (1, 1, 1))


def test_card_charlatan() -> None:
    s = table(hand=["charlatan", "burgle", "stumble"], deck=["sidestep"] * 4)
    play(s, "charlatan")
    assert choices(s) == {Action.make("discard", card="burgle"),
                          Action.make("discard", card="stumble"), SKIP}
    keep = s.clone()
    choose(keep, "skip")
    assert keep.hand[ME] == ["burgle", "stumble"]  # no discard, no card
    choose(s, "discard", card="stumble")
    assert s.discard[ME] == ["stumble"] and s.area[ME] == 0  # discarded: no effect
    assert sorted(s.hand[ME]) == ["burgle", "sidestep", "sidestep"]


def test_card_charlatan__the_last_card_has_nothing_to_discard() -> None:
    s = table(hand=["charlatan"])
    play(s, "charlatan")
    assert asked(s) is None and s.hand[ME] == []


def test_card_corrupt_advisor() -> None:
    s = table(3, hand=["corrupt_advisor"], rooms={THIRD: "hall"})
    play(s, "corrupt_advisor")
    assert pool(s) == (2, 0, 0) and s.area == [0, 1, 1]


def test_card_corrupt_advisor__two_clank_each_with_a_crown() -> None:
    s = table(hand=["corrupt_advisor"], crowns=1)
    play(s, "corrupt_advisor")
    assert s.area == [0, 2]


def test_card_corrupt_advisor__a_crown_bought_later_in_the_turn() -> None:
    s = table(hand=["corrupt_advisor"], room_of="market", gold=7)
    play(s, "corrupt_advisor")
    assert s.area == [0, 1]
    act(s, "buy", item="crown")
    assert s.area == [0, 2]


def test_card_corrupt_advisor__danger() -> None:
    assert attack_draws(table(row=["corrupt_advisor"])) == CONTENT.rage[0] + 1
    assert attack_draws(table()) == CONTENT.rage[0]


def test_card_divining_rod() -> None:
    s = table(hand=["divining_rod", "explore", "explore"], damage=2)
    play(s, "divining_rod", "explore")
    assert s.damage[ME] == 2
    play(s, "explore")  # 6 Skill this turn: heal 1
    assert s.damage[ME] == 1 and pool(s) == (6, 0, 2)


def test_card_divining_rod__five_skill_no_healing() -> None:
    s = table(hand=["divining_rod", "explore", "burgle"], damage=2)
    play(s, "divining_rod", "explore", "burgle")
    assert s.damage[ME] == 2


def test_card_elven_sword() -> None:
    s = table(hand=["elven_sword"])
    play(s, "elven_sword")
    assert pool(s) == (0, 2, 0) and len(s.hand[ME]) == 1


def test_card_librarian() -> None:
    s = table(hand=["librarian"], discard=["secret_tome"], area=3)
    play(s, "librarian")
    assert pool(s) == (2, 0, 0) and s.area[ME] == 1 and len(s.hand[ME]) == 2


def test_card_librarian__a_tome_in_the_play_area() -> None:
    s = table(hand=["secret_tome", "librarian"])
    play(s, "librarian")
    assert s.hand[ME] == ["secret_tome"]
    play(s, "secret_tome")
    assert len(s.hand[ME]) == 2


def test_card_librarian__no_tome_no_cards() -> None:
    s = table(hand=["librarian"], deck=["burgle"] * 3 + ["secret_tome"])
    play(s, "librarian")
    assert s.hand[ME] == []  # a Tome in the deck does not count


def test_card_librarian__a_tome_acquired_after_it() -> None:
    s = table(hand=["librarian"], skill=5)
    play(s, "librarian")
    act(s, "reserve", card="secret_tome")
    assert len(s.hand[ME]) == 2


def test_card_mister_whiskers() -> None:
    s = table(hand=["mister_whiskers"], room_of="way")
    play(s, "mister_whiskers")
    assert pool(s) == (1, 1, 1) and s.hand[ME] == []
    act(s, "mark")  # a cube placed in the dungeon: draw 1
    assert len(s.hand[ME]) == 1 and s.gold[ME] == 1


def test_card_mister_whiskers__no_cube_placed_no_card() -> None:
    s = table(hand=["mister_whiskers"], room_of="way")
    play(s, "mister_whiskers")
    move(s, "a")
    assert s.hand[ME] == []


def test_card_mister_whiskers__arrive_three_black_cubes_back_into_the_bag() -> None:
    s = table(black_bank=5)
    reveal(s, "mister_whiskers")
    assert s.black_bank == 2 and s.bag.count(BLACK) == 22


def test_card_rebel_paladin() -> None:
    s = table(hand=["rebel_paladin", "bandit"], artifacts=[10])
    play(s, "rebel_paladin")
    assert pool(s) == (1, 1, 0) and len(s.hand[ME]) == 2  # an Artifact: draw 1
    play(s, "bandit")  # another companion: draw 1 more
    assert len(s.hand[ME]) == 2


def test_card_rebel_paladin__neither_condition() -> None:
    s = table(hand=["rebel_paladin", "burgle"])
    play(s, "rebel_paladin", "burgle")
    assert s.hand[ME] == []


def test_card_skulker() -> None:
    s = table(hand=["skulker"], room_of="a")
    play(s, "skulker")
    assert pool(s) == (0, 0, 2)
    move(s, "cave")  # the tunnel's monster is ignored, no Sword needed
    assert s.damage[ME] == 0 and s.supply[ME] == 30


def test_card_skulker__without_it_the_monster_hurts() -> None:
    s = table(hand=["sidestep"], room_of="a")
    play(s, "sidestep")
    move(s, "cave")
    assert s.damage[ME] == 1


def test_card_smoky_quartz() -> None:
    s = table(hand=["smoky_quartz"], area=3)
    play(s, "smoky_quartz")
    assert s.area[ME] == 1 and len(s.hand[ME]) == 1 and pool(s) == (0, 0, 0)


def test_card_spectral_rider() -> None:
    s = table(hand=["spectral_rider"], tiles=[("d0", 1, 0), ("d1", -1, 0), ("d4", 0, -1)],
              room_of="d0:r")
    play(s, "spectral_rider")
    assert pool(s) == (2, 0, 1)
    assert choices(s) == teleports(s, "d1:r")  # another haunted tile's room, or not
    choose(s, "teleport", room=room(s, "d1:r"))
    assert s.room[ME] == room(s, "d1:r") and s.boots == 1


def test_card_spectral_rider__not_on_a_haunted_tile() -> None:
    s = table(hand=["spectral_rider"], tiles=[("d0", 1, 0), ("d1", -1, 0)], room_of="a")
    play(s, "spectral_rider")
    assert asked(s) is None and s.room[ME] == room(s, "a")


def test_card_white_tourmaline() -> None:
    s = table(hand=["white_tourmaline"])
    play(s, "white_tourmaline")
    assert len(s.hand[ME]) == 1 and pool(s) == (0, 0, 0)


def ghost_attack(gem: str) -> ClankState:
    """Seat 0 ends its turn and draws `gem` with 4 Burgles; the dragon attack that follows
    draws a Ghost and one of seat 1's cubes (the whole bag)."""
    s = table(deck=["burgle"] * 5 + [gem] + ["burgle"] * 4, bag=[GHOST, YOU])
    events = reveal(s, "smoky_quartz")
    assert sorted(of_kind(events, "attack")[0]["drawn"]) == [GHOST, YOU]
    assert asked(s) == ("tourmaline", ME)
    assert choices(s) == {Action.make("discard", card=gem), SKIP}
    return s


def stops_a_ghost(gem: str) -> None:
    s = ghost_attack(gem)
    hurt = s.clone()
    choose(hurt, "skip")
    assert hurt.damage[ME] == 1 and gem in hurt.hand[ME]
    choose(s, "discard", card=gem)
    assert s.damage == [0, 2]  # seat 1: its cube and the Ghost
    assert gem in s.discard[ME] and sorted(s.hand[ME]) == ["burgle"] * 5  # and drew 1


def test_card_white_tourmaline__discarded_to_stop_a_ghost() -> None:
    stops_a_ghost("white_tourmaline")


def test_card_black_tourmaline__discarded_to_stop_a_ghost() -> None:
    stops_a_ghost("black_tourmaline")


def test_card_brave_hero() -> None:
    plays_for("brave_hero", (2, 1, 1))


def test_card_brave_hero__5_points_with_3_prisoners_freed() -> None:
    base = table(discard=["brave_hero"], freed=2).score(ME)
    assert table(discard=["brave_hero"], freed=3).score(ME) == base + 5
    assert table(discard=["burgle"], freed=3).score(ME) == base


def test_card_curator() -> None:
    for held, cards in (((), 0), ((10,), 1), ((10, 12), 2)):
        s = table(hand=["curator"], artifacts=held, tokens=["backpack"])
        play(s, "curator")
        assert pool(s) == (2, 0, 1) and len(s.hand[ME]) == cards, held


def test_card_curator__an_artifact_taken_later_in_the_turn() -> None:
    s = table(hand=["curator"], room_of="way")
    s.room_artifacts[room(s, "way")] = [12]
    play(s, "curator")
    assert s.hand[ME] == []
    act(s, "artifact")
    assert len(s.hand[ME]) == 1 and s.artifacts[ME] == [12]


def test_card_diversion() -> None:
    plays_for("diversion", (2, 0, 0))


def test_card_diversion__arrive_three_black_cubes_back_into_the_bag() -> None:
    s = table(black_bank=4)
    reveal(s, "diversion")
    assert s.black_bank == 1 and s.bag.count(BLACK) == 23
    s = table(black_bank=2)
    reveal(s, "diversion")
    assert s.black_bank == 0 and s.bag.count(BLACK) == 24  # only 2 to put back


def test_card_expert_guide() -> None:
    plays_for("expert_guide", (2, 0, 2))


def test_card_rebel_general() -> None:
    s = table(hand=["rebel_general", "rebel_scribe"])
    play(s, "rebel_general")
    assert pool(s) == (2, 1, 1) and s.hand[ME] == ["rebel_scribe"]
    play(s, "rebel_scribe")
    assert len(s.hand[ME]) == 2  # each companion draws 1


def test_card_robbery() -> None:
    s = table(hand=["robbery"], room_of="market")
    play(s, "robbery")
    assert pool(s) == (0, 2, 0) and s.gold[ME] == 2
    assert choices(s) == teleports(s, "hall")
    choose(s, "teleport", room=room(s, "hall"))
    assert s.room[ME] == room(s, "hall")


def test_card_robbery__outside_a_market_no_teleport() -> None:
    s = table(hand=["robbery"], room_of="chapel")
    play(s, "robbery")
    assert asked(s) is None and s.gold[ME] == 2 and s.room[ME] == room(s, "chapel")


def test_card_rose_quartz() -> None:
    s = table(hand=["rose_quartz"], area=1)
    play(s, "rose_quartz")
    assert s.area[ME] == 0 and s.credit == 1 and len(s.hand[ME]) == 1


def test_card_black_tourmaline() -> None:
    s = table(hand=["black_tourmaline"])
    play(s, "black_tourmaline")
    assert len(s.hand[ME]) == 1 and pool(s) == (0, 0, 0)


def test_card_crystal_compass() -> None:
    s = table(hand=["crystal_compass"], room_of="a", swords=1, boots=2)
    play(s, "crystal_compass")
    assert len(s.hand[ME]) == 2
    move(s, "cave")
    assert not s.exhausted and can_move(s, "a")


def test_card_crystal_compass__played_after_entering_the_cave() -> None:
    s = table(hand=["crystal_compass"], room_of="a", swords=1, boots=2)
    move(s, "cave")
    assert s.exhausted
    play(s, "crystal_compass")
    assert can_move(s, "a") and s.boots == 1  # the Boot left is usable again


def test_card_double_cross() -> None:
    s = table(hand=["double_cross"], area=3)
    play(s, "double_cross")
    assert pool(s) == (2, 0, 0) and s.area[ME] == 1


def test_card_expensive_taste() -> None:
    s = table(hand=["expensive_taste"])
    play(s, "expensive_taste")
    assert pool(s) == (3, 0, 0) and s.gold[ME] == 2


def test_card_expensive_taste__5_points_with_a_crown_and_a_gem() -> None:
    base = table(discard=["expensive_taste"]).score(ME)
    crown = CONTENT.tokens["crown"].stack_points[0]
    gem = CONTENT.cards["smoky_quartz"].points
    assert table(discard=["expensive_taste"], crowns=1).score(ME) == base + crown
    assert table(discard=["expensive_taste", "smoky_quartz"]).score(ME) == base + gem
    both = table(discard=["expensive_taste", "smoky_quartz"], crowns=1)
    assert both.score(ME) == base + crown + gem + 5


def test_card_fiery_quartz() -> None:
    s = table(hand=["fiery_quartz"], area=3)
    play(s, "fiery_quartz")
    assert s.area[ME] == 1 and len(s.hand[ME]) == 1


def test_card_floating_skull() -> None:
    s = table(hand=["floating_skull"], room_of="a", crowns=1)
    play(s, "floating_skull")
    assert pool(s) == (2, 1, 0)
    # the adjacent rooms, and off the open edges of room a (docs/clank.md, decision 21)
    assert choices(s) == teleports(s, "hall", "cave", "way", "shrine") | edge_teleports(s)
    assert edge_teleports(s)
    choose(s, "teleport", room=room(s, "cave"))  # no monster, no Boot: a teleport
    assert s.room[ME] == room(s, "cave") and s.damage[ME] == 0 and s.swords == 1


def test_card_floating_skull__no_crown_no_teleport() -> None:
    s = table(hand=["floating_skull"], room_of="a")
    play(s, "floating_skull")
    assert asked(s) is None and s.room[ME] == room(s, "a")


def test_card_grand_theft() -> None:
    s = table(hand=["grand_theft"], lockpicks=1, row=["elven_sword", "darkened_alcove"],
              area=2)
    play(s, "grand_theft")
    assert pool(s) == (0, 0, 0)
    assert choices(s) == {option("lockpick")} | {Action.make("slot", slot=i) for i in range(6)}
    pick = s.clone()
    choose(pick, "option", name="lockpick")
    assert pick.lockpicks[ME] == 2
    device = s.clone()
    choose(device, "slot", slot=1)  # a device used for the Lockpick: -2 Clank!
    assert device.area[ME] == 0 and device.dungeon_discard == ["darkened_alcove"]
    assert device.lockpicks[ME] == 0 and device.skill == 0
    choose(s, "slot", slot=0)  # a 4-Skill card acquired for the Lockpick
    assert s.discard[ME] == ["elven_sword"] and s.row[0] == ""
    assert (s.lockpicks[ME], s.skill) == (0, 0)


def test_card_grand_theft__a_lockpick_for_a_locked_trunks_skill() -> None:
    # a device used with a Lockpick instead of Skill: the Locked Trunk asks its own
    # Lockpick too (cards.yaml), so two are spent; the Wishing Well costs Gold, not Skill
    s = table(hand=["grand_theft"], lockpicks=2, row=["locked_trunk", "wishing_well"],
              majors=["chalice"], gold=3)
    play(s, "grand_theft")
    assert Action.make("slot", slot=0) in choices(s)
    assert Action.make("slot", slot=1) not in choices(s)
    choose(s, "slot", slot=0)
    assert (s.lockpicks[ME], s.skill, s.tokens[ME]) == (0, 0, ["chalice"])
    assert s.dungeon_discard == ["locked_trunk"]
    short = table(hand=["grand_theft"], lockpicks=1, row=["locked_trunk"], majors=["chalice"])
    play(short, "grand_theft")
    assert Action.make("slot", slot=0) not in choices(short)


def test_card_grand_theft__no_lockpick_to_spend() -> None:
    s = table(hand=["grand_theft"], lockpicks=0)
    play(s, "grand_theft")
    assert choices(s) == {option("lockpick")}


def test_card_lute() -> None:
    # rules.md Ex-3: Stumble, Lute, a -2 Clank! card, then a Skeleton: 3 Gold from the Lute
    s = table(hand=["stumble", "lute", "sneak_attack"], row=["skeleton"])
    play(s, "stumble", "lute")
    assert s.gold[ME] == 2 and len(s.hand[ME]) == 3  # draw 2
    play(s, "sneak_attack")
    act(s, "fight", slot=0)
    assert s.gold[ME] == 5 and s.area[ME] == 1


def test_card_souldrinker() -> None:
    s = table(hand=["souldrinker"], damage=2, row=["skeleton"])
    play(s, "souldrinker")
    assert pool(s) == (0, 4, 0)
    act(s, "goblin")  # the Goblin is not a Dungeon Row monster
    assert s.damage[ME] == 2
    act(s, "fight", slot=0)
    assert s.damage[ME] == 1


def test_card_thirst_for_adventure() -> None:
    plays_for("thirst_for_adventure", (0, 0, 3))


def test_card_thirst_for_adventure__2_points_per_artifact_and_idol() -> None:
    base = table(discard=["thirst_for_adventure"]).score(ME)
    idol = CONTENT.misc["monkey_idol_points"]
    s = table(discard=["thirst_for_adventure"], artifacts=[10], idols=2)
    assert s.score(ME) == base + 10 + 2 * idol + 2 * 3
    bot = table(discard=["thirst_for_adventure"], tokens=["golden_monkey_bot"])
    assert bot.score(ME) == base + CONTENT.tokens["golden_monkey_bot"].points + 2


def test_card_blink_spell() -> None:
    s = table(hand=["blink_spell"], room_of="market", rooms={YOU: "way"})
    play(s, "blink_spell")
    assert s.skill == 3
    assert choices(s) == teleports(s, "hall", "way")  # adjacent, or the other in the Depths
    choose(s, "teleport", room=room(s, "way"))
    assert s.room[ME] == room(s, "way")


def test_card_blink_spell__another_player_outside_the_depths() -> None:
    s = table(hand=["blink_spell"], room_of="market", rooms={YOU: "chapel"})
    play(s, "blink_spell")
    assert choices(s) == teleports(s, "hall")


def test_card_blink_spell__after_a_crystal_cave_still_exhausted() -> None:
    # rules.md Ex-18: teleporting out of a Crystal Cave does not cure the exhaustion
    s = table(hand=["blink_spell"], room_of="a", swords=1, boots=3)
    move(s, "cave")
    play(s, "blink_spell")
    choose(s, "teleport", room=room(s, "a"))
    assert s.room[ME] == room(s, "a") and s.exhausted and not can_move(s, "hall")


# ====================================================================== Dungeon: devices


def test_card_wishing_well() -> None:
    s = table(row=["wishing_well"], gold=3)
    act(s, "use", slot=0)
    assert s.gold[ME] == 0 and len(s.hand[ME]) == 2
    assert s.dungeon_discard == ["wishing_well"] and s.row[0] == ""


def test_card_wishing_well__needs_3_gold() -> None:
    s = table(row=["wishing_well"], gold=2, skill=5)
    assert not can(s, "use", slot=0)


def test_card_wishing_well__danger() -> None:
    assert attack_draws(table(row=["wishing_well"])) == CONTENT.rage[0] + 1


def test_card_darkened_alcove() -> None:
    s = table(row=["darkened_alcove"], skill=2, area=3)
    act(s, "use", slot=0)
    assert s.area[ME] == 1 and s.skill == 0 and s.dungeon_discard == ["darkened_alcove"]
    assert not can(table(row=["darkened_alcove"], skill=1), "use", slot=0)


def test_card_underground_river() -> None:
    s = table(row=["underground_river"], skill=2, damage=2)
    act(s, "use", slot=0)
    assert choices(s) == {option("heal"), option("boots")}
    fast = s.clone()
    choose(fast, "option", name="boots")
    assert fast.boots == 1 and fast.damage[ME] == 2
    choose(s, "option", name="heal")
    assert s.damage[ME] == 1 and s.boots == 0 and s.dungeon_discard == ["underground_river"]


def test_card_locked_trunk() -> None:
    s = table(row=["locked_trunk"], skill=3, lockpicks=1, majors=["chalice", "chalice"])
    act(s, "use", slot=0)
    assert (s.skill, s.lockpicks[ME]) == (0, 0) and s.tokens[ME] == ["chalice"]
    assert s.dungeon_discard == ["locked_trunk"]


def test_card_locked_trunk__needs_a_lockpick_too() -> None:
    s = table(row=["locked_trunk"], skill=3, lockpicks=0)
    assert not can(s, "use", slot=0)


def test_card_thieves_shrine() -> None:
    s = table(row=["thieves_shrine"], skill=4, hand=["burgle"], discard=["burgle", "burgle"])
    play(s, "burgle")
    act(s, "use", slot=0)
    assert s.skill == 1 and choices(s) == {option("gold"), option("trash")}
    rich = s.clone()
    choose(rich, "option", name="gold")
    assert rich.gold[ME] == 2 and rich.box == []
    choose(s, "option", name="trash")
    assert choices(s) == {Action.make("trash", card="burgle", zone="play"),
                          Action.make("trash", card="burgle", zone="discard"), SKIP}
    choose(s, "trash", card="burgle", zone="play")
    choose(s, "trash", card="burgle", zone="discard")
    assert s.box == ["burgle", "burgle"] and s.discard[ME] == ["burgle"]  # up to 2
    assert s.pending == ("turn", ME) and s.gold[ME] == 0


def test_card_thieves_shrine__arrive_three_black_cubes_back_into_the_bag() -> None:
    s = table(black_bank=4)
    reveal(s, "thieves_shrine")
    assert s.black_bank == 1 and s.bag.count(BLACK) == 23


def test_card_black_market() -> None:
    s = table(row=["black_market"], skill=5, discard=["stumble"])
    act(s, "use", slot=0)
    assert choices(s) == {option("gold"), option("trash"), option("lockpick")}
    other = s.clone()
    choose(s, "option", name="gold")
    assert s.gold[ME] == 2
    assert choices(s) == {option("trash"), option("lockpick")}  # two different
    choose(s, "option", name="trash")
    choose(s, "trash", card="stumble", zone="discard")
    assert s.box == ["stumble"] and s.lockpicks[ME] == 3 and s.pending == ("turn", ME)
    choose(other, "option", name="lockpick")
    choose(other, "option", name="gold")
    assert (other.gold[ME], other.lockpicks[ME], other.box) == (2, 4, [])


def test_card_black_market__nothing_to_trash() -> None:
    s = table(row=["black_market"], skill=5)
    act(s, "use", slot=0)
    assert choices(s) == {option("gold"), option("lockpick")}


# ====================================================================== Dungeon: monsters


def test_card_skeleton() -> None:
    s = table(row=["skeleton"], swords=1)
    act(s, "fight", slot=0)
    assert (s.gold[ME], s.area[ME], s.swords) == (2, 1, 0)
    assert s.dungeon_discard == ["skeleton"] and s.row[0] == ""


def test_card_animated_wall() -> None:
    s = table(row=["animated_wall"], swords=2, room_of="a", boots=1, tiles=[("d0", 1, 0)])
    through_portal(s, "d0:r")
    assert s.boots == 0 and s.room[ME] == room(s, "d0:r")
    act(s, "fight", slot=0)
    assert s.boots == 2  # 1, and 1 more for the portal used this turn


def test_card_animated_wall__no_portal_one_boot() -> None:
    s = table(row=["animated_wall"], swords=2)
    act(s, "fight", slot=0)
    assert s.boots == 1


def test_card_animated_wall__arrive_occupied_square_tiles_turn_round() -> None:
    s = table(tiles=[("d5", 1, 0), ("d6", -1, 0)], room_of="d5:r")
    reveal(s, "animated_wall")
    assert s.placed[placement(s, "d5")][3] == 2  # a pawn on it
    assert s.placed[placement(s, "d6")][3] == 0  # none
    assert s.placed[0] == (0, 0, 0, 0)  # the start tile never turns


def test_card_crystal_kobold() -> None:
    s = table(row=["crystal_kobold"], swords=2, room_of="cave")
    act(s, "fight", slot=0)
    assert pool(s) == (2, 0, 0) and s.dungeon_discard == ["crystal_kobold"]


def test_card_crystal_kobold__only_in_a_crystal_cave_or_a_wayshrine() -> None:
    assert can(table(row=["crystal_kobold"], swords=2, room_of="way"), "fight", slot=0)
    assert not can(table(row=["crystal_kobold"], swords=2, room_of="a"), "fight", slot=0)


def test_card_keymaster() -> None:
    s = table(row=["keymaster"], swords=2)
    act(s, "fight", slot=0)
    assert s.lockpicks[ME] == 4 and s.swords == 0


def test_card_skeleton_priest() -> None:
    s = table(row=["skeleton_priest"], swords=2, damage=2)
    act(s, "fight", slot=0)
    assert (s.damage[ME], s.area[ME]) == (1, 1) and cubes(s, ME) == 30


def test_card_skeleton_priest__arrive_every_player_makes_1_clank() -> None:
    s = table(3)
    reveal(s, "skeleton_priest")
    assert s.area == [1, 1, 1]


def test_card_archoverlord() -> None:
    s = table(3, row=["archoverlord"], swords=3)
    act(s, "fight", slot=0)
    assert len(s.hand[ME]) == 2 and s.area == [0, 1, 1]


def test_card_archoverlord__arrive_every_player_makes_1_clank() -> None:
    s = table()
    reveal(s, "archoverlord")
    assert s.area == [1, 1]


def test_card_marble_guardian() -> None:
    s = table(row=["marble_guardian"], swords=3, room_of="a")
    tiles = len(s.placed)
    act(s, "fight", slot=0)
    assert asked(s) == ("marble_guardian", ME)
    assert all(a.kind == "lay" for a in choices(s)) and len(choices(s)) > 4
    # the tile is discovered first: face up to everyone while its player chooses where
    top = s.next_tile()
    shown = s.tileset.all()[top].id
    assert s.view(ME)["lay_tile"] == s.view(None)["lay_tile"] == shown
    assert s.view(ME)["placing"] is None
    for other in range(s.players):  # a guess of what no one sees keeps the tile shown
        assert s.determinize(other, Rng(3)).next_tile() == top
    choose(s, "lay", edge=0, turns=0)
    assert len(s.placed) == tiles + 1 and s.placed[-1][0] == top
    assert s.view(ME)["lay_tile"] is None
    new = [r.index for r in s.dungeon_map().rooms if r.placement == tiles]
    assert choices(s) == {Action.make("teleport", room=r) for r in new} | {option("gold")}
    rich = s.clone()
    choose(rich, "option", name="gold")
    assert rich.gold[ME] == 2 and rich.room[ME] == room(rich, "a")
    choose(s, "teleport", room=new[0])
    assert s.room[ME] == new[0] and s.gold[ME] == 0


def test_card_marble_guardian_beside_the_start_tile_has_an_id_for_every_cell() -> None:
    """The start tile is two cells long: up to six free cells beside it, each lay an action
    the action catalogue numbers (and reads back), as the RL and OpenSpiel interfaces ask."""
    from ludoteca.core.registry import get_game

    s = table(row=["marble_guardian"], swords=3)
    act(s, "fight", slot=0)
    lays = choices(s)
    assert {a.get("edge") for a in lays} == set(range(6))
    game = get_game("clank")
    assert all(game.action_from_id(s, game.action_id(s, a)) == a for a in lays)


def test_card_skeletal_ape() -> None:
    s = table(row=["skeletal_ape"], swords=3)
    act(s, "fight", slot=0)
    assert (s.gold[ME], s.skill, s.area[ME]) == (3, 3, 3)


def test_card_skeleton_warlock() -> None:
    s = table(row=["skeleton_warlock"], swords=3)
    left = s.reserve["secret_tome"]
    act(s, "fight", slot=0)
    assert s.discard[ME] == ["secret_tome"] and s.reserve["secret_tome"] == left - 1
    assert s.area[ME] == 1


def test_card_the_warden() -> None:
    s = table(row=["the_warden"], swords=3, room_of="a",
              prisoners=["barbarian", "peasant", "monk"])
    act(s, "fight", slot=0)
    assert sorted(s.tokens[ME]) == ["barbarian", "peasant"] and s.freed[ME] == 2
    assert s.prisoners == ["monk"]
    assert s.swords == 2  # the Barbarian's 2 Swords


def test_card_the_warden__only_in_the_depths() -> None:
    assert not can(table(row=["the_warden"], swords=3, room_of="hall"), "fight", slot=0)


def test_card_the_warden__danger() -> None:
    assert attack_draws(table(row=["the_warden"])) == CONTENT.rage[0] + 1


def test_card_ogre_merchant() -> None:
    s = table(row=["ogre_merchant"], swords=4)
    act(s, "fight", slot=0)
    assert choices(s) == {option("gold")}  # no Market here
    choose(s, "option", name="gold")
    assert s.gold[ME] == 5


def test_card_ogre_merchant__a_free_item_in_a_market() -> None:
    s = table(row=["ogre_merchant"], swords=4, room_of="market")
    act(s, "fight", slot=0)
    free = {Action.make("free", item=i) for i in ("backpack", "burglars_kit", "crown")}
    assert choices(s) == {option("gold")} | free  # the Blood Amulet needs 5 damage
    choose(s, "free", item="crown")
    assert s.crowns_held[ME] == [10] and s.gold[ME] == 0


# ====================================================================== Adventuring Party
# (5-6 players: data/party.toml; the card is a stand-in, docs/clank.md decision 31)


def test_card_ape_lord_phantasm() -> None:
    s = table(5, row=["ape_lord_phantasm"], swords=3)
    act(s, "fight", slot=0)
    assert s.gold[ME] == 3 and s.swords == 0 and s.dungeon_discard == ["ape_lord_phantasm"]


def test_card_ape_lord_phantasm__only_with_five_or_six_players() -> None:
    for players, there in ((4, False), (5, True), (6, True)):
        s = ClankState.new(players, 2)
        assert ("ape_lord_phantasm" in s.dungeon + s.row + s.dungeon_discard) == there


# ====================================================================== every card


@pytest.mark.parametrize("cid", sorted(c.id for c in CONTENT.dungeon()))
def test_dungeon_card_symbols_match_the_reference(cid: str) -> None:
    card = CONTENT.cards[cid]
    assert card.dragon == (cid in DRAGON) and card.danger == (cid in DANGER)


def test_every_card_has_a_test() -> None:
    assert missing_tests(globals(), "test_card_", CARD_IDS) == []
