"""Eighth audit of the King of Tokyo: Dark Edition engine: eliminations and the end of the game.

What must follow a monster reaching 0 hearts (爪擊: "該玩家立即被消滅退出遊戲（將任何保留的卡牌
及邪惡板塊棄除，並將能量標記還回供應區）"; 進入東京 for the areas it leaves; 遊戲結束 and 超能力卡和
邪惡板塊解析 for the end; docs/kingoftokyo.md "Deaths", "Winning", "Final Roar with a revival",
"Extra turns", "Eater of the Dead"), at each moment a monster can die:

- in another monster's smash, in its own smash (Reflective Hide), by Poison or Natural
  Selection at the end of its own turn, by a DISCARD card bought in the buy step or by an
  Opportunist on another turn, by Burrowing when it enters Tokyo, several at once;
- and what follows: Tokyo vacated and who enters when (the Bay closing with four left), the
  turn ending when the active monster dies, decisions of the dead dropped (Unstable DNA,
  Opportunist, Metamorph) but not those of the living, extra turns, revivals, Eater of the
  Dead, Final Roar, the 20 VP check and the last monster standing.

Facts already pinned elsewhere (test_rules.py, test_audit_rules/second/third/timing/pairs.py)
are not repeated.
"""

from __future__ import annotations

from .helpers import QUIET, act, decision, end_buying, events_of, fx, pass_turn, table

Q6 = [*QUIET, "3"]  # six dice: no triple, no SMASH, no HEART, no ENERGY (one 3)
NO3 = ["1", "2", "1", "2", "energy", "heart"]  # no 3, no triple (Natural Selection safe)
SMASH1 = ["smash", *QUIET]


# ============================================================== Tokyo left empty by a death


def test_city_monster_killed_in_the_buy_step_is_replaced_only_at_the_next_enter_step() -> None:
    """進入東京 is step 3; a City monster killed by a DISCARD card in step 4 (Flame Thrower)
    leaves the City empty (rules.md §15.9): the buyer, outside, does not enter now; the next
    monster, with the City empty, must enter it in its own Enter Tokyo step (+1 VP, and no
    start-of-turn bonus, since it did not start in Tokyo)."""
    s = table(3, city=1, active=0, hp=[10, 2, 10], energy=[3, 0, 0], phase="buy",
              market=["flame_thrower", "energize", "skyscraper"], roll_results=Q6)
    act(s, 0, "buy", slot=0)
    f = fx(s, "alive", "city", "location", "active", "vp")
    assert f["alive"] == [True, False, True] and f["city"] is None
    assert f["location"][0] is None and f["active"] == 2 and f["vp"][2] == 0
    act(s, 2, "stop_rolling")
    f = fx(s, "city", "vp")
    assert f["city"] == 2 and f["vp"][2] == 1


def test_active_city_monster_dying_of_poison_leaves_the_city_to_the_next_monster() -> None:
    """Poison at the end of the City monster's own turn kills it: the City is empty when the
    next monster plays, which gains no [+2] (it did not start in Tokyo) and enters in its
    Enter Tokyo step without any SMASH (+1 VP)."""
    s = table(3, city=0, active=0, hp=[1, 10, 10], poison=[1, 0, 0], energy=[2, 0, 0],
              phase="buy", roll_results=Q6)
    events = act(s, 0, "end_turn")
    assert [e["seat"] for e in events_of(events, "eliminated")] == [0]
    assert {"seat": 0, "area": "city", "why": "death"} in events_of(events, "leave")
    f = fx(s, "city", "active", "vp", "energy")
    assert f["city"] is None and f["active"] == 1 and f["vp"][1] == 0 and f["energy"][0] == 0
    act(s, 1, "stop_rolling")
    f = fx(s, "city", "vp")
    assert f["city"] == 1 and f["vp"][1] == 1


def test_attacker_in_the_city_killed_by_reflective_hide_leaves_the_city_empty() -> None:
    """The City monster smashes the monsters outside; Reflective Hide takes its last heart in
    its own smash: it leaves the City (爪擊: removed at once), nobody enters on this turn
    (its turn is over), and the next monster enters the empty City on its own turn."""
    s = table(3, city=0, active=0, hp=[1, 10, 10], cards=[[], ["reflective_hide"], []],
              phase="resolve", dice=SMASH1, roll_results=Q6)
    f = fx(s, "alive", "city", "hp", "active")
    assert f["alive"] == [False, True, True] and f["city"] is None
    assert f["hp"] == [0, 9, 9] and f["active"] == 1
    act(s, 1, "stop_rolling")
    assert fx(s, "city")["city"] == 1


def test_five_players_poison_death_of_the_city_monster_moves_the_bay_monster_up() -> None:
    """5 → 4 monsters at the end of the City monster's own turn (Poison): the Bay monster must
    leave the Bay at once, into the empty City (進入東京: 除非東京市沒有人…移動到東京市), without
    the entry VP (rules.md §15.8); on its next turn it starts in Tokyo and scores [+2]."""
    s = table(5, city=0, bay=1, active=0, hp=[1, 10, 10, 10, 10], poison=[1, 0, 0, 0, 0],
              energy=[2, 0, 0, 0, 0], phase="buy", roll_results=Q6)
    events = act(s, 0, "end_turn")
    assert {"seat": 1, "from": "bay", "to": "city"} in events_of(events, "move")
    assert not [e for e in events_of(events, "enter") if e["seat"] == 1]
    f = fx(s, "city", "bay", "bay_open", "active", "vp")
    assert f["city"] == 1 and f["bay"] is None and f["bay_open"] is False
    assert f["active"] == 1 and f["vp"][1] == 2  # only the [+2] of its turn's start


def test_six_players_bay_monster_dying_on_its_own_turn_leaves_the_bay_to_the_next() -> None:
    """6 → 5 monsters: the Bay stays in use. The Bay monster dies of Poison at the end of its
    own turn; the next monster, outside with the City taken, must enter the Bay (進入東京:
    在5或6人遊戲中，如果東京灣是空的，你必須進入東京灣) for 1 VP."""
    s = table(6, city=2, bay=0, active=0, hp=[1, 10, 10, 10, 10, 10],
              poison=[1, 0, 0, 0, 0, 0], energy=[2, 0, 0, 0, 0, 0], phase="buy",
              roll_results=Q6)
    act(s, 0, "end_turn")
    f = fx(s, "bay", "bay_open", "active")
    assert f["bay"] is None and f["bay_open"] is True and f["active"] == 1
    act(s, 1, "stop_rolling")
    f = fx(s, "bay", "city", "vp")
    assert f["bay"] == 1 and f["city"] == 2 and f["vp"][1] == 1


def test_nova_breath_kill_outside_closes_the_bay_and_only_the_city_is_asked_to_yield() -> None:
    """Nova Breath hits every monster; an outside monster dies and four remain: the Bay
    monster must leave at once (the City is taken) — it is out of Tokyo, so it has no yield
    to decide; the City monster, hurt in Tokyo, is asked; yielding lets the attacker in."""
    s = table(5, city=1, bay=2, active=0, hp=[10, 10, 10, 1, 10],
              cards=[["nova_breath"], [], [], [], []], phase="resolve", dice=SMASH1)
    f = fx(s, "alive", "bay", "bay_open", "location", "hp")
    assert f["alive"] == [True, True, True, False, True] and f["bay_open"] is False
    assert f["bay"] is None and f["location"][2] is None and f["hp"][2] == 9
    assert decision(s) == ("yield", 1)
    act(s, 1, "yield")
    f = fx(s, "city", "vp")
    assert f["city"] == 0 and f["vp"][0] == 1


def test_five_players_city_killed_by_a_smash_the_bay_monster_moves_up_and_may_yield() -> None:
    """5 players, the attacker outside kills the City monster and hurts the Bay monster; four
    remain, so the Bay monster moves into the empty City (no VP). It lost hearts to SMASH and
    is in Tokyo: it may yield (投降 after being hurt); if it does, the attacker enters the City."""
    s = table(5, city=1, bay=2, active=0, hp=[10, 1, 10, 10, 10], phase="resolve",
              dice=SMASH1)
    f = fx(s, "city", "bay", "vp", "hp")
    assert f["city"] == 2 and f["bay"] is None and f["vp"][2] == 0 and f["hp"][2] == 9
    assert decision(s) == ("yield", 2)
    act(s, 2, "yield")
    f = fx(s, "city", "vp")
    assert f["city"] == 0 and f["vp"][0] == 1


def test_five_players_city_killed_the_bay_monster_moved_up_staying_keeps_the_attacker_out(
) -> None:
    """Same position, the former Bay monster stays: it holds the City, the Bay is closed, and
    the attacker does not enter anything (only four monsters remain)."""
    s = table(5, city=1, bay=2, active=0, hp=[10, 1, 10, 10, 10], phase="resolve",
              dice=SMASH1)
    act(s, 2, "stay")
    f = fx(s, "city", "bay", "location", "vp")
    assert f["city"] == 2 and f["bay"] is None and f["location"][0] is None
    assert f["vp"][0] == 0


# ============================================================== Burrowing on entry


def test_burrowing_kills_the_entering_monster_at_20_vp_which_does_not_win() -> None:
    """Burrowing: the monster taking the yielded place loses 1 heart. The attacker enters at
    19 VP (+1 = 20) with 1 heart and dies: you must survive your turn to win; the City is
    empty again; Eater of the Dead feeds; the game goes on with the next monster."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], vp=[19, 0, 0],
              cards=[[], ["burrowing"], ["eater_of_the_dead"]], phase="resolve", dice=SMASH1,
              roll_results=Q6)
    assert decision(s) == ("yield", 1)
    events = act(s, 1, "yield")
    assert {"seat": 0, "area": "city"} in events_of(events, "enter")
    f = fx(s, "alive", "vp", "city", "active")
    assert f["alive"] == [False, True, True] and f["vp"] == [20, 0, 3]
    assert f["city"] is None and f["active"] == 1 and not s.over


def test_burrowing_kills_the_entering_final_roar_holder_which_wins() -> None:
    """Final Roar: eliminated with 16 or more stars, you win instead — also when the loss is
    Burrowing's heart on entering (15 VP + 1 for entering)."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], vp=[15, 0, 0],
              cards=[[], ["burrowing"], []], tiles=[["final_roar"], [], []],
              phase="resolve", dice=SMASH1)
    act(s, 1, "yield")
    assert s.over and s.winners() == [0]


# ============================================================== DISCARD cards and Opportunist


def test_final_roar_wins_with_jet_fighters_20_vp_and_0_hearts() -> None:
    """20 VP and 0 hearts at once (Jet Fighters) is an elimination, not a win (超能力卡和邪惡
    板塊解析) — but Final Roar turns that elimination with 16+ stars into a win at once."""
    s = table(3, city=1, active=0, hp=[4, 10, 10], vp=[15, 0, 0], energy=[5, 0, 0],
              tiles=[["final_roar"], [], []], phase="buy",
              market=["jet_fighters", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert fx(s, "alive")["alive"][0] is False
    assert s.over and s.winners() == [0]


def test_opportunist_gas_refinery_kills_the_active_monster_and_wins_at_the_turns_end() -> None:
    """An Opportunist buys Gas Refinery (2 VP, every other monster loses 3) on another turn:
    the active monster dies, its turn ends there (docs: Deaths), and the 20 VP check of that
    turn's end finds the Opportunist at 20: it wins."""
    s = table(3, city=2, active=0, hp=[3, 10, 10], vp=[5, 18, 0], energy=[3, 6, 0],
              cards=[[], ["opportunist"], []], phase="buy",
              market=["corner_store", "energize", "skyscraper"], deck_top=["gas_refinery"])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("opportunist", 1)
    act(s, 1, "buy", slot=0)
    f = fx(s, "alive", "vp", "hp")
    assert f["alive"] == [False, True, True] and f["vp"][1] == 20 and f["hp"][2] == 7
    assert s.over and s.winners() == [1]


def test_opportunist_killing_itself_with_jet_fighters_leaves_the_active_turn_going() -> None:
    """An Opportunist buys Jet Fighters (5 VP, lose 4 hearts) on another monster's turn and
    dies at 20 VP: eliminated, it cannot win; the active monster, alive, keeps its buy step."""
    s = table(3, city=2, active=0, hp=[10, 4, 10], vp=[0, 15, 0], energy=[7, 5, 0],
              cards=[[], ["opportunist"], []], phase="buy",
              market=["corner_store", "energize", "skyscraper"], deck_top=["jet_fighters"])
    act(s, 0, "buy", slot=0)
    act(s, 1, "buy", slot=0)
    f = fx(s, "alive", "vp", "energy")
    assert f["alive"] == [True, False, True] and f["vp"][1] == 20 and f["energy"][1] == 0
    assert not s.over and decision(s) == ("buy", 0)
    act(s, 0, "end_turn")
    assert not s.over and s.active == 2


def test_a_second_opportunist_killed_by_the_first_ones_purchase_is_not_asked() -> None:
    """Two Opportunists (the card, and a Fluxling copy): the first clockwise buys Flame
    Thrower from a sweep, killing the second; the card revealed in its place is offered to
    the living only (the dead one's chance is dropped)."""
    s = table(4, city=3, active=0, hp=[10, 10, 2, 10], energy=[2, 3, 5, 0],
              cards=[[], ["opportunist"], [], []], tiles=[[], [], ["fluxling"], []],
              copy=[None, None, "opportunist", None], phase="buy",
              deck_top=["flame_thrower", "corner_store", "commuter_train", "tank"])
    act(s, 0, "sweep")
    assert decision(s) == ("opportunist", 1)
    act(s, 1, "buy", slot=0)
    f = fx(s, "alive", "market", "energy")
    assert f["alive"] == [True, True, False, True] and f["market"][0] == "tank"
    assert f["energy"][2] == 0
    assert decision(s) != ("opportunist", 2)


def test_a_second_opportunist_keeps_its_chance_when_the_first_kills_the_active() -> None:
    """投機怪獸: with two Opportunists the first clockwise chooses first, then the next. The
    active monster sweeps (corner_store, commuter_train, flame_thrower... revealed); the first
    Opportunist buys Flame Thrower, which kills the active monster: its turn ends, but the
    cards were revealed and the second Opportunist (alive, 5 energy) must still get its chance
    at Corner Store and Commuter Train, as it does when nobody dies."""
    s = table(4, city=3, active=0, hp=[2, 10, 10, 10], energy=[2, 3, 5, 0],
              cards=[[], ["opportunist"], [], []], tiles=[[], [], ["fluxling"], []],
              copy=[None, None, "opportunist", None], phase="buy",
              deck_top=["flame_thrower", "corner_store", "commuter_train", "tank"])
    act(s, 0, "sweep")
    act(s, 1, "buy", slot=0)
    assert fx(s, "alive")["alive"][0] is False
    offered = set()
    for _ in range(4):
        if decision(s) != ("opportunist", 2):
            break
        offered |= {a.get("slot") for a in s.legal(2) if a.kind == "buy"}
        act(s, 2, "pass")
    assert {1, 2} <= offered


def test_metamorph_is_not_asked_of_an_active_monster_that_died_in_its_buy_step() -> None:
    """Metamorph sells at the end of YOUR turn; eliminated by its own Jet Fighters the active
    monster's turn ends with it: no sale window, its cards are already discarded."""
    s = table(3, city=1, active=0, hp=[4, 10, 10], energy=[5, 0, 0],
              cards=[["metamorph", "extra_head"], [], []], phase="buy",
              market=["jet_fighters", "energize", "skyscraper"], roll_results=Q6)
    act(s, 0, "buy", slot=0)
    assert decision(s) != ("sell", 0)
    f = fx(s, "alive", "active", "discard")
    assert f["alive"][0] is False and f["active"] == 1
    assert {"metamorph", "extra_head"} <= set(f["discard"])


def test_opportunist_killed_in_a_smash_is_not_asked_for_the_refill_of_that_turn() -> None:
    """An eliminated monster is out of the game (爪擊): the Opportunist killed by the active
    monster's smash is not offered the card revealed in that monster's buy step; its energy
    went back to the bank."""
    s = table(3, city=1, active=0, hp=[10, 1, 10], energy=[3, 5, 0],
              cards=[[], ["opportunist"], []], phase="resolve", dice=SMASH1,
              market=["corner_store", "energize", "skyscraper"], deck_top=["commuter_train"])
    assert fx(s, "energy")["energy"][1] == 0
    act(s, 0, "buy", slot=0)
    assert decision(s) != ("opportunist", 1)
    assert fx(s, "market")["market"][0] == "commuter_train"


def test_energy_gained_in_the_fatal_loss_also_goes_to_the_bank() -> None:
    """We're Only Making It Stronger gives 1 energy for a loss of 2 or more — the fatal loss
    too; the eliminated monster then returns all its energy to the bank, that one included."""
    s = table(3, city=0, active=0, hp=[10, 2, 10], energy=[3, 3, 0],
              cards=[[], ["were_only_making_it_stronger"], []], phase="buy",
              market=["flame_thrower", "energize", "skyscraper"])
    events = act(s, 0, "buy", slot=0)
    f = fx(s, "alive", "energy")
    assert f["alive"][1] is False and f["energy"][1] == 0
    assert sum(e["delta"] for e in events_of(events, "energy") if e["seat"] == 1) == -3


# ============================================================== the end of the turn


def test_natural_selection_and_poison_together_are_one_death_for_eater_of_the_dead() -> None:
    """Natural Selection (a 3 among the final dice: lose all hearts) and Poison act at the same
    end of turn; the monster reaches 0 hearts once: Eater of the Dead gains 3, not 6."""
    s = table(3, city=1, active=0, hp=[3, 10, 10], poison=[1, 0, 0], energy=[2, 0, 0],
              cards=[["natural_selection"], [], ["eater_of_the_dead"]], phase="buy", dice=Q6)
    act(s, 0, "end_turn")
    f = fx(s, "alive", "vp")
    assert f["alive"] == [False, True, True] and f["vp"][2] == 3


def test_eater_reaching_20_on_the_active_monsters_poison_death_wins_at_that_turns_end() -> None:
    """The active monster dies of Poison at the end of its turn; Eater of the Dead takes its
    holder from 17 to 20 then: the 20 VP check of that turn's end still runs (docs: Deaths)."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], vp=[0, 0, 17], poison=[1, 0, 0],
              energy=[2, 0, 0], cards=[[], [], ["eater_of_the_dead"]], phase="buy")
    act(s, 0, "end_turn")
    assert s.over and s.winners() == [2]


def test_natural_selection_kill_revived_by_it_has_a_child_loses_the_20_vp() -> None:
    """Natural Selection takes all hearts at the end of the turn of a monster at 21 VP holding
    It Has a Child!: not eliminated, it starts over (loses all its stars, cards and tiles):
    at the 20 VP check it has 0, and the game goes on."""
    s = table(3, city=1, active=0, hp=[6, 10, 10], vp=[21, 0, 0], energy=[2, 0, 0],
              cards=[["natural_selection", "it_has_a_child"], [], []], phase="buy", dice=Q6)
    act(s, 0, "end_turn")
    f = fx(s, "alive", "vp", "hp", "cards")
    assert f["alive"][0] is True and f["vp"][0] == 0 and f["hp"][0] == 10
    assert f["cards"][0] == [] and not s.over and s.active == 1


# ============================================================== extra turns


def test_frenzy_turn_lost_when_natural_selection_kills_at_the_end_of_the_turn() -> None:
    """Frenzy: another turn after this one; the monster dies at the end of this turn (Natural
    Selection): eliminated monsters take no turn, the next monster clockwise plays."""
    s = table(3, city=1, active=0, hp=[5, 10, 10], energy=[7, 0, 0],
              cards=[["natural_selection"], [], []], phase="buy", dice=Q6,
              market=["frenzy", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    end_buying(s, 0)
    f = fx(s, "alive", "extra_turns", "active")
    assert f["alive"][0] is False and f["extra_turns"] == [] and f["active"] == 1
    assert not s.extra


def test_it_has_a_child_revival_keeps_the_frenzy_turn() -> None:
    """It Has a Child!: instead of being eliminated … you keep playing. A Frenzy bought before
    the revival (High Altitude Bombing took the last hearts) still gives the extra turn."""
    s = table(3, city=1, active=0, hp=[3, 10, 10], energy=[11, 0, 0],
              cards=[["it_has_a_child"], [], []], phase="buy",
              market=["frenzy", "high_altitude_bombing", "energize"], roll_results=Q6)
    act(s, 0, "buy", slot=0)
    act(s, 0, "buy", slot=1)
    end_buying(s, 0)
    f = fx(s, "alive", "hp", "active")
    assert f["alive"][0] is True and f["hp"][0] == 10 and f["active"] == 0
    assert s.extra


def test_an_extra_turn_is_followed_by_the_next_living_monster_clockwise() -> None:
    """Extra turns come right after the current turn, then play goes on clockwise from the
    monster whose normal turn it was (docs): Frenzy and Flame Thrower in one buy step kill
    the next seat; after the extra turn, the dead seat is skipped."""
    s = table(4, city=0, active=0, hp=[10, 2, 10, 10], energy=[10, 0, 0, 0], phase="buy",
              market=["frenzy", "flame_thrower", "energize"], roll_results=[*Q6, *Q6])
    act(s, 0, "buy", slot=0)
    act(s, 0, "buy", slot=1)
    end_buying(s, 0)
    assert fx(s, "alive")["alive"][1] is False
    assert s.active == 0 and s.extra
    pass_turn(s, 0)
    assert s.active == 2 and not s.extra


def test_an_opportunists_extra_turn_comes_after_the_active_monster_dies() -> None:
    """An Opportunist bought Frenzy on the active monster's turn; the active monster dies of
    Poison at the end of its turn: the extra turn is the Opportunist's and comes first, then
    play goes on clockwise from the dead seat — the Opportunist's own normal turn."""
    s = table(3, city=2, active=0, hp=[1, 10, 10], poison=[1, 0, 0], energy=[3, 7, 0],
              cards=[[], ["opportunist"], []], phase="buy",
              market=["corner_store", "energize", "skyscraper"], deck_top=["frenzy"],
              roll_results=[*Q6, *Q6])
    act(s, 0, "buy", slot=0)
    act(s, 1, "buy", slot=0)
    end_buying(s, 0)
    assert fx(s, "alive")["alive"][0] is False
    assert s.active == 1 and s.extra
    pass_turn(s, 1)
    assert s.active == 1 and not s.extra


# ============================================================== revivals and copies


def test_zombify_in_the_city_leaves_it_to_the_attacker_and_is_not_asked_to_yield() -> None:
    """Zombify: at 0 hearts the monster is not eliminated but leaves Tokyo with 12 hearts; it
    is no longer in Tokyo, so no yield is asked, and the attacker enters the empty City."""
    s = table(3, city=1, active=0, hp=[10, 1, 10], vp=[0, 6, 0], cards=[[], ["zombify"], []],
              phase="resolve", dice=SMASH1)
    assert decision(s) != ("yield", 1)
    f = fx(s, "alive", "hp", "zombie", "city", "vp", "max_hp")
    assert f["alive"][1] is True and f["hp"][1] == 12 and f["zombie"][1] is True
    assert f["max_hp"][1] == 12 and f["city"] == 0 and f["vp"] == [1, 0, 0]


def test_it_has_a_child_keeps_energy_and_tokens() -> None:
    """It Has a Child! lists what is lost (cards, tiles, wickedness, stars, Tokyo): energy is
    kept, and Poison / Shrink Ray tokens stay (the tokens stay whatever happens to the cards)."""
    s = table(3, city=1, active=0, hp=[10, 1, 10], vp=[0, 6, 0], energy=[0, 4, 0],
              wickedness=[0, 4, 0], poison=[0, 2, 0], shrink=[0, 1, 0],
              cards=[[], ["it_has_a_child"], []], tiles=[[], ["devious"], []],
              phase="resolve", dice=SMASH1)
    f = fx(s, "alive", "hp", "energy", "poison", "shrink", "wickedness", "tiles", "vp",
           "levels_taken", "tiles_out")
    assert f["alive"][1] is True and f["hp"][1] == 10 and f["energy"][1] == 4
    assert f["poison"][1] == 2 and f["shrink"][1] == 1
    assert f["wickedness"][1] == 0 and f["levels_taken"][1] == [] and f["tiles"][1] == []
    assert f["vp"][1] == 0 and "devious" in f["tiles_out"]


def test_a_fluxling_copy_of_it_has_a_child_ends_when_its_owner_is_revived() -> None:
    """同步熔劑: if the copied card is discarded the copy stops. It Has a Child! revives its
    owner by discarding all its cards, itself included: the Fluxling copy of it ends."""
    s = table(3, city=1, active=0, hp=[10, 1, 10], cards=[[], ["it_has_a_child"], []],
              tiles=[[], [], ["fluxling"]], copy=[None, None, "it_has_a_child"],
              phase="resolve", dice=SMASH1)
    f = fx(s, "alive", "copy", "discard", "tiles")
    assert f["alive"][1] is True and f["copy"][2] is None and "it_has_a_child" in f["discard"]
    assert f["tiles"][2] == ["fluxling"]


def test_a_copied_smoke_cloud_loses_its_tokens_when_the_card_owner_dies() -> None:
    """A Fluxling copy brings its own tokens (a copied Smoke Cloud: 3 Smoke); the card's owner
    is eliminated, its cards are discarded, the copy stops — and its Smoke with it."""
    s = table(3, city=1, active=0, hp=[10, 1, 10], cards=[[], ["smoke_cloud"], []],
              tiles=[[], [], ["fluxling"]], copy=[None, None, "smoke_cloud"],
              phase="resolve", dice=SMASH1)
    f = fx(s, "alive", "copy", "smoke")
    assert f["alive"][1] is False and f["copy"][2] is None and f["smoke"] == [0, 0, 0]


def test_the_copy_holders_death_leaves_the_copied_card_with_its_owner() -> None:
    """An eliminated Fluxling owner loses its tile and its copy; the card it copied stays in
    play with its owner (only the dead monster's own cards are discarded)."""
    s = table(3, city=1, active=0, hp=[10, 1, 10], cards=[[], [], ["extra_head"]],
              tiles=[[], ["fluxling"], []], copy=[None, "extra_head", None],
              phase="resolve", dice=SMASH1)
    f = fx(s, "alive", "copy", "cards", "tiles_out", "dice_count")
    assert f["alive"][1] is False and f["copy"][1] is None
    assert f["cards"][2] == ["extra_head"] and f["dice_count"][2] == 7
    assert "fluxling" in f["tiles_out"]


# ============================================================== decisions of the dead


def test_unstable_dna_swap_is_dropped_when_the_attacker_dies_in_its_own_smash() -> None:
    """Unstable DNA swaps with the monster that smashed you; Jets lets the City monster yield
    before the damage, then the Bay monster's Reflective Hide kills the attacker: its cards are
    discarded, there is nothing to swap with, nobody enters, and with four left the Bay
    monster moves into the empty City."""
    s = table(5, city=1, bay=2, active=0, hp=[1, 10, 10, 10, 10],
              cards=[["extra_head"], ["jets", "unstable_dna"], ["reflective_hide"], [], []],
              phase="resolve", dice=[*SMASH1, "3"])
    assert decision(s) == ("jets", 1)
    act(s, 1, "yield")
    assert decision(s) != ("swap", 1)
    f = fx(s, "alive", "cards", "city", "bay", "location")
    assert f["alive"][0] is False and "unstable_dna" in f["cards"][1]
    assert f["city"] == 2 and f["bay"] is None and f["location"][0] is None


def test_alpha_monster_gives_no_star_to_an_attacker_already_at_0_hearts() -> None:
    """爪擊: a monster losing its last heart is eliminated at once (立即被消滅); docs: Eater of
    the Dead eats only while alive (a holder at 0 hearts in the same batch gains nothing).
    Reflective Hide takes the attacker's last heart in its smash; Alpha Monster's star comes
    after the damage, when the attacker is already out: it stays at 15 VP, so its Final Roar
    (16 or more) does not win."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], vp=[15, 0, 0],
              cards=[["alpha_monster"], ["reflective_hide"], []],
              tiles=[["final_roar"], [], []], phase="resolve", dice=SMASH1)
    assert fx(s, "alive")["alive"][0] is False
    assert fx(s, "vp")["vp"][0] == 15
    assert not s.over


def test_a_tokyo_monster_at_0_hearts_is_not_asked_to_yield_even_with_jets() -> None:
    """Jets is asked before the damage; a monster that stays and then reaches 0 is eliminated,
    not asked again to yield."""
    s = table(3, city=1, active=0, hp=[10, 2, 10], cards=[[], ["jets"], []],
              phase="resolve", dice=["smash", "smash", *QUIET[:4]])
    assert decision(s) == ("jets", 1)
    act(s, 1, "stay")
    f = fx(s, "alive", "city", "vp")
    assert f["alive"][1] is False and decision(s) != ("yield", 1)
    assert f["city"] == 0 and f["vp"][0] == 1


def test_a_dead_monsters_damage_window_is_not_opened() -> None:
    """High Altitude Bombing: every monster loses 3. A Wings holder already eliminated earlier
    in the game is not asked (its cards went to the discard pile); a living one is."""
    s = table(4, city=0, active=0, hp=[10, 0, 10, 10], alive=[True, False, True, True],
              energy=[4, 0, 2, 0], cards=[[], [], ["wings"], []], phase="buy",
              market=["high_altitude_bombing", "energize", "skyscraper"])
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("damage", 2)
    act(s, 2, "wings")
    f = fx(s, "hp", "alive")
    assert f["hp"] == [7, 0, 10, 7] and f["alive"] == [True, False, True, True]


# ============================================================== winning


def test_last_monster_standing_by_burrowing_on_another_monsters_entry() -> None:
    """Two monsters left: the attacker enters the City the Burrowing holder yielded and loses
    its last heart there; the Burrowing holder is the last one standing and wins at once."""
    s = table(3, city=1, active=0, hp=[1, 10, 0], alive=[True, True, False],
              cards=[[], ["burrowing"], []], phase="resolve", dice=SMASH1)
    act(s, 1, "yield")
    assert s.over and s.winners() == [1]


def test_the_active_monster_at_20_beats_a_monster_that_died_with_more() -> None:
    """At the end of the turn the active monster wins with 20 VP; a monster eliminated during
    that turn with more VP (Jet Fighters through Opportunist) is out and shares nothing."""
    s = table(3, city=2, active=0, vp=[20, 18, 0], hp=[10, 4, 10], energy=[3, 5, 0],
              cards=[[], ["opportunist"], []], phase="buy",
              market=["corner_store", "energize", "skyscraper"], deck_top=["jet_fighters"])
    act(s, 0, "buy", slot=0)
    act(s, 1, "buy", slot=0)
    end_buying(s, 0)
    assert fx(s, "vp")["vp"][:2] == [21, 23]
    assert s.over and s.winners() == [0]


def test_reflective_hide_death_of_the_active_leaves_a_20_vp_monster_the_winner() -> None:
    """The active monster dies in its own smash (Reflective Hide): its turn ends there, and
    the 20 VP check of that turn's end still runs (docs: Deaths): the City monster, at 20
    VP, wins; the dead attacker's 19 count for nothing."""
    s = table(3, city=1, active=0, hp=[1, 10, 10], vp=[19, 20, 0],
              cards=[[], ["reflective_hide"], []], phase="resolve", dice=SMASH1)
    assert fx(s, "alive")["alive"][0] is False
    assert s.over and s.winners() == [1]
