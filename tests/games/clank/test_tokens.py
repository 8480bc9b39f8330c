"""One test per token kind of Clank! Catacombs (30 ids, and the Adventuring Party's two for
5-6 players): Market items bought, prisoners freed from a Prison, major secrets taken from
a Chest, minor secrets found on entering a room, each checked against its text
(shared/reference/clank/tokens.yaml; rules.md section 15): what it does at once, what a
kept token does later (potions used on one's turn, the Discount Coupon, the Catacombs Map,
the Backpack...), and the points it scores, including a conditional score whose condition
is not met.

Tests are named `test_token_<id>` (more on one token: `test_token_<id>__<what>`); the last
test checks that every token id has one. A test marked `disagrees` states the token's text
where the engine does not follow it yet (cardkit's docstring).
"""

from __future__ import annotations

from typing import Any

from ludoteca.core.actions import Action
from ludoteca.games.clank.state import ClankState

from .cardkit import (
    CONTENT,
    ME,
    TOKEN_IDS,
    YOU,
    act,
    asked,
    can,
    can_move,
    choices,
    end_turn,
    missing_tests,
    move,
    play,
    room,
    table,
)

PRICE = CONTENT.misc["market_price"]


def bought(item: str, **setup: Any) -> ClankState:
    """Seat 0 buys `item` in the Market room with exactly its price."""
    s = table(room_of="market", gold=PRICE, **setup)
    act(s, "buy", item=item)
    assert s.gold[ME] == 0
    return s


def freed(first: str, second: str = "peasant", **setup: Any) -> ClankState:
    """Seat 0 picks the Prison (a Lockpick): the first two prisoners of the pile are freed."""
    s = table(room_of="prison", prisoners=[first, second, "peasant"], **setup)
    lockpicks = s.lockpicks[ME]
    act(s, "pick", feature="prison")
    assert s.lockpicks[ME] == lockpicks - 1 and len(s.prisoners) == 1
    return s


def from_chest(kind: str, **setup: Any) -> ClankState:
    """Seat 0 picks the Chest: a major secret."""
    s = table(room_of="chest", majors=[kind, "chalice"], **setup)
    act(s, "pick", feature="chest")
    assert s.majors == ["chalice"]
    return s


def found(kind: str, **setup: Any) -> ClankState:
    """Seat 0 walks from the hall into the minor secret room: a minor secret."""
    s = table(minors=[kind, "treasure"], boots=1, **setup)
    move(s, "secret")
    assert s.minors == ["treasure"]
    return s


def points(tid: str, tokens: tuple[str, ...] = (), **setup: Any) -> int:
    """What holding the token adds to seat 0's score (the rest of the table alike)."""
    return table(tokens=[tid, *tokens], **setup).score(ME) - \
        table(tokens=tokens, **setup).score(ME)


def potion(s: ClankState, tid: str) -> None:
    """Use a kept potion on one's turn: once, then it goes to the box."""
    act(s, "potion", token=tid)
    assert tid not in s.tokens[ME] and tid in s.token_box
    assert not can(s, "potion", token=tid)


# ====================================================================== Market items


def test_token_backpack() -> None:
    s = bought("backpack", artifacts=[10])
    assert s.tokens[ME] == ["backpack"] and s.market["backpack"] == 1
    s.room_artifacts[room(s, "market")] = [12]
    act(s, "artifact")  # one more Artifact may be carried
    assert s.artifacts[ME] == [10, 12]
    assert points("backpack") == 5


def test_token_backpack__without_it_one_artifact() -> None:
    s = table(room_of="market", artifacts=[10])
    s.room_artifacts[room(s, "market")] = [12]
    assert not can(s, "artifact")


def test_token_blood_amulet() -> None:
    s = bought("blood_amulet", damage=5)
    assert s.damage[ME] == 3 and s.supply[ME] == 27  # heal 2
    assert points("blood_amulet") == 7


def test_token_blood_amulet__needs_5_damage() -> None:
    s = table(room_of="market", gold=PRICE, damage=4)
    assert not can(s, "buy", item="blood_amulet") and can(s, "buy", item="backpack")


def test_token_burglars_kit() -> None:
    s = bought("burglars_kit")
    assert s.lockpicks[ME] == 5 and s.tokens[ME] == ["burglars_kit"]
    assert points("burglars_kit") == 2


def test_token_crown() -> None:
    s = table(room_of="market", gold=2 * PRICE)
    base = s.score(ME)
    act(s, "buy", item="crown")
    act(s, "buy", item="crown")  # the most valuable Crown left each time
    assert s.crowns_held[ME] == [10, 9] and s.crowns == [8] and s.gold[ME] == 0
    assert s.score(ME) == base - 2 * PRICE + 19


def test_token_crown__only_in_a_market_room() -> None:
    assert not can(table(gold=PRICE), "buy", item="crown")
    assert not can(table(room_of="market", gold=PRICE - 1), "buy", item="crown")


# ====================================================================== prisoners


def test_token_adventurer() -> None:
    s = freed("adventurer")
    assert s.rage == 1 and "adventurer" in s.tokens[ME] and s.freed[ME] == 2
    assert points("adventurer") == 3


def test_token_barbarian() -> None:
    s = freed("barbarian")
    assert s.swords == 2
    assert points("barbarian") == 2


def test_token_cleric() -> None:
    s = freed("cleric", damage=2)
    assert s.damage[ME] == 1
    assert points("cleric") == 2


def test_token_discount_coupon() -> None:
    s = freed("discount_coupon")
    assert s.freed[ME] == 1  # not a prisoner
    assert sorted(s.tokens[ME]) == ["discount_coupon", "peasant"]
    assert points("discount_coupon") == 0


def test_token_discount_coupon__5_gold_off_once() -> None:
    s = table(room_of="market", gold=PRICE - 5, tokens=["discount_coupon"])
    assert not can(s, "buy", item="crown")  # the Gold alone falls short
    act(s, "coupon", item="crown")
    assert s.gold[ME] == 0 and s.crowns_held[ME] == [10]
    assert s.tokens[ME] == [] and "discount_coupon" in s.token_box
    s.gold[ME] = PRICE - 5
    assert not can(s, "buy", item="crown") and not can(s, "coupon", item="crown")


def test_token_discount_coupon__not_a_prisoner_for_the_warrior_riot_or_brave_hero() -> None:
    s = freed("discount_coupon", "warrior", hand=["riot"], discard=["brave_hero"], freed=1)
    assert s.freed[ME] == 2  # the one before and the Warrior
    play(s, "riot")
    assert asked(s) is None  # 2 prisoners freed, not 3: no trash
    # the Warrior scores 1 (itself), the Brave Hero nothing (2 freed), the coupon nothing
    assert s.score(ME) == 1


def test_token_discount_coupon__ex21_used_by_choice() -> None:
    s = table(room_of="market", gold=16, tokens=["discount_coupon"])
    act(s, "buy", item="crown")
    act(s, "coupon", item="crown")
    assert s.crowns_held[ME] == [10, 9]
    assert s.gold[ME] == 7 and "discount_coupon" in s.token_box


def test_token_golden_monkey_bot() -> None:
    s = freed("golden_monkey_bot")
    assert "golden_monkey_bot" in s.tokens[ME] and s.idols[ME] == 0
    assert points("golden_monkey_bot") == 3  # not an idol's 5
    # it counts as a Monkey Idol: the Primatologist scores with it
    assert points("primatologist", tokens=("golden_monkey_bot",)) == 5


def test_token_haunted_prisoner() -> None:
    s = freed("haunted_prisoner")
    assert (s.ghost_area, s.ghosts_bank) == (1, CONTENT.cubes["ghosts"] - 1)
    assert points("haunted_prisoner") == 3


def test_token_haunted_prisoner__no_ghost_left_in_the_bank() -> None:
    s = table(room_of="prison", prisoners=["haunted_prisoner", "peasant"])
    s.ghosts_bank = 0
    act(s, "pick", feature="prison")
    assert (s.ghost_area, s.ghosts_bank) == (0, 0)


def test_token_mayor() -> None:
    s = freed("mayor")
    assert "mayor" in s.tokens[ME]
    assert points("mayor") == 0  # not escaped
    escaped = table(tokens=["mayor"])
    escaped.mastery[ME] = True
    alone = table()
    alone.mastery[ME] = True
    assert escaped.score(ME) - alone.score(ME) == 5


def test_token_monk() -> None:
    s = freed("monk")
    assert "monk" in s.tokens[ME]
    assert points("monk") == 0
    for tokens in (["monk"], []):
        s = table(room_of="way", boots=3, tokens=tokens)
        act(s, "mark")
        move(s, "a")
        move(s, "hall")
        move(s, "chapel")
        act(s, "mark")
        assert s.gold[ME] == 3  # 1 and 2 for the two Wayshrines
        assert s.score(ME) == 3 + 2 * bool(tokens)  # and 1 point for each with the Monk


def test_token_peasant() -> None:
    s = freed("peasant")
    assert s.tokens[ME] == ["peasant", "peasant"] and s.freed[ME] == 2
    assert points("peasant") == 2


def test_token_primatologist() -> None:
    s = freed("primatologist")
    assert "primatologist" in s.tokens[ME]
    assert points("primatologist") == 0
    assert points("primatologist", idols=1) == 5


def test_token_prince() -> None:
    s = freed("prince")
    assert "prince" in s.tokens[ME]
    assert points("prince") == 0
    assert points("prince", crowns=1) == 5


def test_token_sorceress() -> None:
    s = freed("sorceress")
    assert "sorceress" in s.tokens[ME]
    assert points("sorceress", discard=["secret_tome"]) == 0
    assert points("sorceress", discard=["secret_tome"], deck=["secret_tome"]) == 5


def test_token_warrior() -> None:
    s = freed("warrior")
    assert "warrior" in s.tokens[ME]
    # 1 point per prisoner freed, the Warrior included
    assert s.score(ME) == CONTENT.tokens["peasant"].points + 2
    assert points("warrior") == 1


# ====================================================================== major secrets


def test_token_catacombs_map() -> None:
    s = from_chest("catacombs_map", boots=2)
    assert s.tokens[ME] == ["catacombs_map"]
    move(s, "hall")
    assert can_move(s, "ledge")  # against the one-way arrow
    move(s, "ledge")
    assert s.room[ME] == room(s, "ledge")
    assert points("catacombs_map") == 5


def test_token_catacombs_map__without_it_the_arrow_holds() -> None:
    s = table(boots=1)
    assert not can_move(s, "ledge")


def test_token_chalice() -> None:
    s = from_chest("chalice")
    assert s.tokens[ME] == ["chalice"] and s.artifacts[ME] == []  # not an Artifact
    assert points("chalice") == 7


def test_token_greater_skill_boost() -> None:
    s = from_chest("greater_skill_boost")
    assert s.skill == 5
    assert s.tokens[ME] == [] and "greater_skill_boost" in s.token_box


def test_token_greater_treasure() -> None:
    # 5 Gold to spend or keep: taken as 5 Gold (docs/clank.md, the token decisions)
    s = from_chest("greater_treasure")
    assert s.tokens[ME] == [] and "greater_treasure" in s.token_box
    assert s.gold[ME] == 5 and s.gold_gained == 5


def test_token_greater_treasure__spent_as_gold() -> None:
    s = from_chest("greater_treasure", gold=PRICE - 5)
    assert s.gold[ME] == PRICE  # a Market price's worth, to spend like any Gold


def test_token_potion_of_greater_healing() -> None:
    s = from_chest("potion_of_greater_healing", damage=3)
    assert s.tokens[ME] == ["potion_of_greater_healing"] and s.damage[ME] == 3  # kept
    potion(s, "potion_of_greater_healing")
    assert s.damage[ME] == 1


# ====================================================================== minor secrets


def test_token_dragon_egg() -> None:
    s = found("dragon_egg")
    assert s.rage == 1 and s.tokens[ME] == ["dragon_egg"]
    assert points("dragon_egg") == 3


def test_token_lockpick() -> None:
    s = found("lockpick")
    assert s.lockpicks[ME] == 4
    assert s.tokens[ME] == [] and "lockpick" in s.token_box


def test_token_magic_spring() -> None:
    s = found("magic_spring", hand=["stumble"], discard=["burgle"])
    play(s, "stumble")
    end_turn(s)
    assert asked(s) == ("magic_spring", ME)
    assert choices(s) == {Action.make("trash", card="stumble", zone="play"),
                          Action.make("trash", card="burgle", zone="discard")}


def test_token_potion_of_healing() -> None:
    s = found("potion_of_healing", damage=2)
    assert s.tokens[ME] == ["potion_of_healing"] and s.damage[ME] == 2
    potion(s, "potion_of_healing")
    assert s.damage[ME] == 1


def test_token_potion_of_swiftness() -> None:
    s = found("potion_of_swiftness")
    assert s.boots == 0
    potion(s, "potion_of_swiftness")
    assert s.boots == 1


def test_token_potion_of_strength() -> None:
    s = found("potion_of_strength")
    assert s.swords == 0
    potion(s, "potion_of_strength")
    assert s.swords == 2


def test_token_potion_of_strength__kept_for_a_later_turn() -> None:
    s = found("potion_of_strength")
    s.discard[ME] += s.hand[ME]
    s.hand[ME] = []
    s._legal = None
    end_turn(s)
    assert s.pending == ("turn", YOU) and not can(s, "potion", seat=YOU,
                                                  token="potion_of_strength")
    s.discard[YOU] += s.hand[YOU]  # seat 1 has played its hand
    s.hand[YOU] = []
    s._legal = None
    act(s, "end", seat=YOU)
    assert s.pending == ("turn", ME) and s.tokens[ME] == ["potion_of_strength"]
    potion(s, "potion_of_strength")  # on a later turn of its owner's
    assert s.swords == 2


def test_token_puzzle_box() -> None:
    s = table(room_of="a", boots=1, tokens=["puzzle_box"], majors=["chalice"])
    move(s, "way")
    assert s.tokens[ME] == ["chalice"] and "puzzle_box" in s.token_box


def test_token_treasure() -> None:
    # 2 Gold to spend or keep: taken as 2 Gold (docs/clank.md, the token decisions)
    s = found("treasure")
    assert s.tokens[ME] == [] and "treasure" in s.token_box
    assert s.gold[ME] == 2 and s.gold_gained == 2


def test_token_treasure__spent_as_gold() -> None:
    s = found("treasure", gold=PRICE - 2)
    assert s.gold[ME] == PRICE  # a Market price's worth, to spend like any Gold


# ====================================================================== Adventuring Party
# (5-6 players: data/party.toml; stand-ins, docs/clank.md decision 31)


def test_token_invisibility_cloak() -> None:
    s = bought("invisibility_cloak", players=5, boots=1)
    assert s.tokens[ME] == ["invisibility_cloak"] and s.no_monsters  # from now on
    assert points("invisibility_cloak", players=5) == 5


def test_token_invisibility_cloak__tunnel_monsters_never_hurt() -> None:
    s = table(5, room_of="a", tokens=["invisibility_cloak"], boots=1)
    assert can_move(s, "cave")
    move(s, "cave")  # a monster icon, no Sword: no damage with the cloak
    assert s.damage[ME] == 0 and s.room[ME] == room(s, "cave")
    bare = table(5, room_of="a", boots=1)
    move(bare, "cave")
    assert bare.damage[ME] == 1


def test_token_invisibility_cloak__only_with_five_or_six_players() -> None:
    assert "invisibility_cloak" not in ClankState.new(4, 1).market
    assert ClankState.new(6, 1).market["invisibility_cloak"] == 2
    # the zh rulebook's "may": the party_market option leaves them out
    assert "invisibility_cloak" not in ClankState.new(5, 1, {"party_market": "leave_out"}).market


def test_token_potion_of_stealth() -> None:
    s = table(5, tokens=["potion_of_stealth"], area=1)
    potion(s, "potion_of_stealth")
    assert s.area == [0, 1, 1, 1, 1]  # -1 for the drinker, +1 for each other player
    again = found("potion_of_stealth", players=5)
    assert again.tokens[ME] == ["potion_of_stealth"] and again.area[ME] == 0


# ====================================================================== every token


def test_every_token_has_a_test() -> None:
    assert missing_tests(globals(), "test_token_", TOKEN_IDS) == []
