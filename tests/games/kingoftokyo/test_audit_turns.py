"""Audit of the King of Tokyo: Dark Edition engine: turn order, extra turns, the active monster.

The seed rulebook's turn (回合流程 … 5. 回合結束: "將骰子傳給你左手邊的玩家（順時針）"), the Tokyo
start reward on extra turns ("這也包含因為一些特殊效果而獲得的額外的回合"), the end of the game at
the end of the turn a monster reached 20 VP (遊戲結束), the 2-player variant, and every power
that gives or changes a turn (Frenzy, Freeze Time's one die fewer, Final Push, an
Opportunist's Frenzy on another monster's turn, Hibernation) with docs/kingoftokyo.md
"Extra turns": they come right after the current turn; then play goes on clockwise from the
monster whose normal turn it was.

Covered here: who plays next after each kind of extra turn (also queued from two sources or
two monsters, nested in another extra turn, or lost with its monster), what each turn resets
(once-per-turn uses, start rewards, end-of-turn powers, Burrowing's area), the dice count of
each kind of extra turn, and the 20 VP check at the end of each turn. Facts already pinned by
test_audit_*.py (Herd Culler, Wings, Super Jump, Poison, Herbivore, Psychic Probe, Fluxling's
start copy across an extra turn; Frenzy lost by a dying active monster...) are not repeated.
"""

from __future__ import annotations

from ludoteca.games.kingoftokyo import KotState

from .helpers import QUIET, act, can, decision, end_buying, events_of, fx, inst, pass_turn, table

Q6 = [*QUIET, "3"]  # six dice: no triple, no SMASH, no HEART, no ENERGY
MANY = Q6 * 12  # enough quiet first rolls for the turns a test plays
ONES = ["1", "1", "1", "2", "3", "3"]  # a triple of 1s (Freeze Time), nothing else
FRENZY_MARKET = ["frenzy", "energize", "skyscraper"]


def play(s: KotState, turns: int) -> list[tuple[int, bool]]:
    """(active seat, extra turn?) of the current turn and the `turns` that follow it."""
    out = [(s.active, s.extra)]
    for _ in range(turns):
        pass_turn(s, s.active)
        out.append((s.active, s.extra))
    return out


def opportunist_frenzy(s: KotState, seat: int, opp: int) -> None:
    """`seat` buys the Corner Store in slot 0; the Frenzy revealed on top goes to `opp`."""
    act(s, seat, "buy", slot=0)
    assert decision(s) == ("opportunist", opp)
    act(s, opp, "buy", slot=fx(s, "market")["market"].index("frenzy"))


# ============================================================== who plays next


def test_two_players_frenzy_then_the_other_monster_then_back() -> None:
    """Two players (2人遊戲): Frenzy gives seat 0 another turn after this one; then the dice
    pass to seat 1 for a normal turn, then back to seat 0. The extra turn is a new turn
    (its `turn` event says extra, the count goes on)."""
    s = table(2, active=0, city=0, energy=[7, 0], phase="buy", market=FRENZY_MARKET,
              roll_results=MANY)
    turn = s.turn
    events = act(s, 0, "buy", slot=0)
    assert events_of(events, "turn") == [{"seat": 0, "extra": True, "turn": turn + 1}]
    assert s.view(0)["extra_turn"] is True
    assert play(s, 2) == [(0, True), (1, False), (0, False)]
    assert s.view(0)["extra_turn"] is False


def test_two_players_an_opportunists_frenzy_gives_it_two_turns_in_a_row() -> None:
    """2 players: seat 1's Opportunist buys a Frenzy revealed on seat 0's turn. Its extra turn
    comes right after seat 0's turn, then the dice pass clockwise from seat 0: seat 1 again,
    its normal turn; then seat 0."""
    s = table(2, active=0, city=0, energy=[3, 7], cards=[[], ["opportunist"]], phase="buy",
              market=["corner_store", "energize", "skyscraper"], deck_top=["frenzy"],
              roll_results=MANY)
    opportunist_frenzy(s, 0, 1)
    assert play(s, 2) == [(1, True), (1, False), (0, False)]


def test_two_player_variant_an_opportunists_frenzy_turn_in_tokyo_gives_energy() -> None:
    """2-player variant: starting a turn in Tokyo gives 1 energy instead of 2 VP — on the
    Opportunist's off-turn Frenzy turn too (這也包含…額外的回合), and again on its normal
    turn right after."""
    s = table(2, options={"two_player_variant": True}, active=0, city=1, energy=[3, 7],
              cards=[[], ["opportunist"]], phase="buy",
              market=["corner_store", "energize", "skyscraper"], deck_top=["frenzy"],
              roll_results=MANY)
    opportunist_frenzy(s, 0, 1)
    assert (s.active, s.extra) == (1, True)
    assert fx(s, "energy", "vp") == {"energy": [0, 1], "vp": [1, 0]}
    pass_turn(s, 1)
    assert (s.active, s.extra) == (1, False)
    assert fx(s, "energy", "vp") == {"energy": [0, 2], "vp": [1, 0]}


def test_four_players_an_opportunist_before_the_active_seat() -> None:
    """Four players, seat 3's Opportunist buys Frenzy on seat 0's turn: seat 3 plays its extra
    turn, then play goes on clockwise from seat 0 (1, 2), and seat 3 has its normal turn as
    usual; then the dice wrap round to seat 0."""
    s = table(4, active=0, city=0, energy=[3, 0, 0, 7], cards=[[], [], [], ["opportunist"]],
              phase="buy", market=["corner_store", "energize", "skyscraper"],
              deck_top=["frenzy"], roll_results=MANY)
    opportunist_frenzy(s, 0, 3)
    assert play(s, 4) == [(3, True), (1, False), (2, False), (3, False), (0, False)]


def test_an_opportunists_frenzy_bought_on_another_monsters_extra_turn() -> None:
    """Seat 0 plays an extra turn (after its normal one); seat 2's Opportunist buys a Frenzy
    revealed then. Seat 2's extra turn follows seat 0's, and play goes on clockwise from seat
    0, whose normal turn it was: seat 1, seat 2, seat 0."""
    s = table(3, active=0, city=1, energy=[3, 0, 7], cards=[[], [], ["opportunist"]],
              phase="buy", extra_turns=[[0, 0]],
              market=["corner_store", "energize", "skyscraper"], deck_top=["frenzy"],
              roll_results=MANY)
    end_buying(s, 0)
    assert (s.active, s.extra) == (0, True)
    act(s, 0, "stop_rolling")
    opportunist_frenzy(s, 0, 2)
    assert play(s, 3) == [(2, True), (1, False), (2, False), (0, False)]


def test_freeze_time_and_an_opportunists_frenzy_two_monsters_extra_turns() -> None:
    """Two extra turns won on one turn by two monsters: seat 0's Freeze Time (three 1s, won
    while resolving) and seat 2's Frenzy (bought by its Opportunist in seat 0's buy step).
    They follow in the order won — seat 0 with 5 dice, seat 2 with 6 — then seat 1."""
    s = table(3, active=0, city=1, energy=[3, 0, 7],
              cards=[["freeze_time"], [], ["opportunist"]], levels_taken=[[3], [], []],
              phase="resolve", dice=ONES, market=["corner_store", "energize", "skyscraper"],
              deck_top=["frenzy"], roll_results=MANY)
    assert s.extra_turns == [(0, 1)]
    opportunist_frenzy(s, 0, 2)  # seat 0 has no energy left: its turn ends
    assert s.extra_turns == [(2, 0)]
    assert (s.active, s.extra, len(s.dice)) == (0, True, 5)
    pass_turn(s, 0)
    assert (s.active, s.extra, len(s.dice)) == (2, True, 6)
    pass_turn(s, 2)
    assert (s.active, s.extra, len(s.dice)) == (1, False, 6)


def test_freeze_time_and_final_push_on_one_triple() -> None:
    """Three 1s with Freeze Time and the wickedness reaching 10: Freeze Time's turn (won as
    the numbers score) and Final Push's (taken with the tile, right after) both follow: first
    5 dice, then 6; then seat 1 with 6."""
    s = table(3, active=0, city=1, cards=[["freeze_time"], [], []], wickedness=[8, 0, 0],
              levels_taken=[[3, 6], [], []], options={"tiles": "green"}, phase="resolve",
              dice=ONES, roll_results=MANY)
    act(s, 0, "take_tile", tile="final_push")
    assert s.extra_turns == [(0, 1), (0, 0)]
    end_buying(s, 0)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 5)
    pass_turn(s, 0)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 6)
    pass_turn(s, 0)
    assert (s.active, s.extra, len(s.dice)) == (1, False, 6)


def test_extra_turns_are_played_in_the_order_they_were_won() -> None:
    """Docs (Extra turns: played in the order won, whoever won them). Seat 0's normal turn
    wins its Freeze Time turn and, in its buy step, seat 2's Opportunist wins a Frenzy turn:
    both are owed "after this one", seat 0's normal turn. On that Freeze Time turn seat 0
    rolls three 1s again: its new turn comes after seat 2's, which was owed first; then 1."""
    s = table(3, active=0, city=1, energy=[3, 0, 7],
              cards=[["freeze_time"], [], ["opportunist"]], levels_taken=[[3], [], []],
              phase="resolve", dice=ONES, market=["corner_store", "energize", "skyscraper"],
              deck_top=["frenzy"], roll_results=[*ONES[:5], *MANY])
    opportunist_frenzy(s, 0, 2)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 5)
    act(s, 0, "stop_rolling")  # three 1s again: another Freeze Time turn; no energy: it ends
    assert (s.active, s.extra) == (2, True)
    pass_turn(s, 2)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 5)
    pass_turn(s, 0)
    assert (s.active, s.extra) == (1, False)


def test_clockwise_order_skips_a_monster_eliminated_on_an_extra_turn() -> None:
    """Seat 0's Frenzy turn kills seat 1 (Flame Thrower bought then); after it, play goes on
    clockwise from seat 0 to the next living monster, seat 2, then wraps to seat 0."""
    s = table(3, active=0, city=2, hp=[10, 2, 10], energy=[10, 0, 0], phase="buy",
              market=["frenzy", "flame_thrower", "energize"], roll_results=MANY)
    act(s, 0, "buy", slot=0)
    end_buying(s, 0)
    assert (s.active, s.extra) == (0, True)
    act(s, 0, "stop_rolling")
    act(s, 0, "buy", slot=1)
    end_buying(s, 0)
    assert fx(s, "alive")["alive"] == [True, False, True]
    assert play(s, 1) == [(2, False), (0, False)]


# ============================================================== the dice of each extra turn


def test_frenzy_bought_on_a_freeze_time_turn_rolls_six_dice() -> None:
    """Freeze Time's "one die fewer" is for its own extra turn: a Frenzy bought on that turn
    gives a turn with the full six dice."""
    s = table(3, active=0, city=1, energy=[7, 0, 0], cards=[["freeze_time"], [], []],
              levels_taken=[[3], [], []], phase="resolve", dice=ONES, market=FRENZY_MARKET,
              roll_results=MANY)
    end_buying(s, 0)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 5)
    act(s, 0, "stop_rolling")
    act(s, 0, "buy", slot=0)
    end_buying(s, 0)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 6)


def test_freeze_time_won_on_a_frenzy_turn_rolls_five_dice() -> None:
    """Three 1s on a Frenzy turn (six dice) with Freeze Time: another turn with one die
    fewer, five."""
    s = table(3, active=0, city=1, energy=[7, 0, 0], cards=[["freeze_time"], [], []],
              levels_taken=[[3], [], []], phase="buy", market=FRENZY_MARKET,
              roll_results=[*ONES, *MANY])
    act(s, 0, "buy", slot=0)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 6)
    act(s, 0, "stop_rolling")
    end_buying(s, 0)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 5)


def test_freeze_times_fewer_die_is_the_active_monsters_only() -> None:
    """On seat 0's Freeze Time turn only seat 0 rolls one die fewer (the others' count stays
    6), and the next monster's turn, a normal one, rolls six."""
    s = table(3, active=0, city=1, cards=[["freeze_time"], [], []], levels_taken=[[3], [], []],
              phase="resolve", dice=ONES, roll_results=MANY)
    assert (s.active, s.extra) == (0, True)
    assert fx(s, "dice_count")["dice_count"] == [5, 6, 6]
    pass_turn(s, 0)
    assert (s.active, s.extra, len(s.dice)) == (1, False, 6)
    assert fx(s, "dice_count")["dice_count"] == [6, 6, 6]


def test_freeze_time_turn_with_extra_head_rolls_six() -> None:
    """Freeze Time's one die fewer counts from the monster's usual number: seven with Extra
    Head, so six on the Freeze Time turn."""
    s = table(3, active=0, city=1, cards=[["freeze_time", "extra_head"], [], []],
              levels_taken=[[3], [], []], phase="resolve", dice=[*ONES, "2"],
              roll_results=MANY)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 6)


def test_a_freeze_time_turn_with_no_die_left_is_still_a_turn() -> None:
    """Five Shrink Ray tokens leave one die; Freeze Time's turn takes it: no dice (docs: No
    dice — rolling is skipped), but the turn is played: it starts and ends (Poison at the end
    of each of the two turns), then seat 1 plays."""
    s = table(3, active=0, city=1, shrink=[5, 0, 0], poison=[1, 0, 0], energy=[2, 0, 0],
              phase="buy", extra_turns=[[0, 1]], roll_results=MANY)
    assert decision(s) == ("buy", 0)  # 2 energy: a sweep is possible
    events = act(s, 0, "end_turn")
    assert (s.active, s.extra, s.dice) == (0, True, [])
    assert decision(s) == ("buy", 0)  # no dice to roll or resolve: straight to buying
    events += act(s, 0, "end_turn")
    turns = events_of(events, "turn")
    assert [(t["seat"], t["extra"]) for t in turns] == [(0, True), (1, False)]
    assert fx(s, "hp")["hp"] == [8, 10, 10]
    assert (s.active, s.extra) == (1, False)


# ============================================================== extra turns lost with their monster


def test_a_monster_dying_at_the_end_of_its_frenzy_turn() -> None:
    """Poison kills seat 0 at the end of its Frenzy turn: play goes on clockwise from seat 0,
    whose normal turn it was: seat 1, a normal turn."""
    s = table(3, active=0, city=1, hp=[2, 10, 10], poison=[1, 0, 0], energy=[7, 0, 0],
              phase="buy", market=FRENZY_MARKET, roll_results=MANY)
    act(s, 0, "buy", slot=0)
    end_buying(s, 0)
    assert (s.active, s.extra) == (0, True)
    pass_turn(s, 0)
    assert fx(s, "alive")["alive"] == [False, True, True]
    assert (s.active, s.extra) == (1, False)


def test_an_opportunist_killed_after_buying_frenzy_loses_its_extra_turn() -> None:
    """Seat 2's Opportunist buys a Frenzy revealed on seat 0's turn; seat 0 then buys Flame
    Thrower, which eliminates seat 2: the eliminated take no turn, so seat 1 plays next."""
    s = table(3, active=0, city=1, hp=[10, 10, 2], energy=[6, 0, 7],
              cards=[[], [], ["opportunist"]], phase="buy",
              market=["corner_store", "flame_thrower", "energize"], deck_top=["frenzy"],
              roll_results=MANY)
    opportunist_frenzy(s, 0, 2)
    assert fx(s, "extra_turns")["extra_turns"] == [2]
    act(s, 0, "buy", slot=1)
    f = fx(s, "alive", "extra_turns")
    assert f["alive"] == [True, True, False] and f["extra_turns"] == []
    end_buying(s, 0)
    assert (s.active, s.extra) == (1, False)


def test_an_opportunist_dying_on_its_frenzy_turn_play_resumes_from_the_normal_turn() -> None:
    """Seat 2 plays an off-turn Frenzy turn (won on seat 0's turn) and dies of Poison at its
    end: play goes on clockwise from seat 0, whose normal turn it was — seat 1, not seat 0
    (the seat after the dead one)."""
    s = table(3, active=0, city=1, hp=[10, 10, 1], poison=[0, 0, 1], energy=[3, 0, 7],
              cards=[[], [], ["opportunist"]], phase="buy",
              market=["corner_store", "energize", "skyscraper"], deck_top=["frenzy"],
              roll_results=MANY)
    opportunist_frenzy(s, 0, 2)
    assert (s.active, s.extra) == (2, True)
    pass_turn(s, 2)
    assert fx(s, "alive")["alive"] == [True, True, False]
    assert (s.active, s.extra) == (1, False)


def test_dying_on_the_first_of_two_extra_turns_loses_the_second() -> None:
    """Freeze Time and Final Push give two extra turns; Poison kills the monster at the end
    of the first: the second is not played, seat 1 plays."""
    s = table(3, active=0, city=1, hp=[1, 10, 10], poison=[2, 0, 0],
              cards=[["freeze_time"], [], []], wickedness=[8, 0, 0],
              levels_taken=[[3, 6], [], []], options={"tiles": "green"}, phase="resolve",
              dice=ONES, roll_results=MANY)
    act(s, 0, "take_tile", tile="final_push")  # 1 + 2 hearts
    end_buying(s, 0)  # Poison: 3 - 2
    assert (s.active, s.extra) == (0, True) and fx(s, "hp")["hp"][0] == 1
    assert s.extra_turns == [(0, 0)]
    pass_turn(s, 0)
    f = fx(s, "alive", "extra_turns")
    assert f["alive"] == [False, True, True] and f["extra_turns"] == []
    assert (s.active, s.extra) == (1, False)


# ============================================================== what each turn starts and ends with


def test_entering_tokyo_then_a_frenzy_turn_scores_the_start_reward() -> None:
    """Entering Tokyo gives 1 VP; the Frenzy turn right after starts in Tokyo: +2 VP
    (這也包含因為一些特殊效果而獲得的額外的回合)."""
    s = table(3, active=0, energy=[7, 0, 0], phase="resolve", dice=Q6, market=FRENZY_MARKET,
              roll_results=MANY)
    assert fx(s, "city", "vp") == {"city": 0, "vp": [1, 0, 0]}
    act(s, 0, "buy", slot=0)
    assert (s.active, s.extra) == (0, True)
    assert fx(s, "vp")["vp"] == [3, 0, 0]


def test_an_opportunists_frenzy_turn_in_tokyo_scores_and_so_does_its_normal_turn() -> None:
    """Seat 2, in Tokyo City, wins a Frenzy turn on seat 0's turn: +2 VP at its start, nothing
    on seat 1's turn, +2 again at the start of its own normal turn."""
    s = table(3, active=0, city=2, energy=[3, 0, 7], cards=[[], [], ["opportunist"]],
              phase="buy", market=["corner_store", "energize", "skyscraper"],
              deck_top=["frenzy"], roll_results=MANY)
    opportunist_frenzy(s, 0, 2)
    assert (s.active, s.extra) == (2, True) and fx(s, "vp")["vp"] == [1, 0, 2]
    pass_turn(s, 2)
    assert (s.active, s.extra) == (1, False) and fx(s, "vp")["vp"] == [1, 0, 2]
    pass_turn(s, 1)
    assert (s.active, s.extra) == (2, False) and fx(s, "vp")["vp"] == [1, 0, 4]


def test_a_copied_plot_twist_works_again_on_an_extra_turn() -> None:
    """Docs (Fluxling): a copied Plot Twist works once per turn. Spent on seat 0's turn, it is
    offered again on its extra turn (a new turn), and the real card stays with its owner."""
    s = table(3, active=0, city=1, cards=[[], ["plot_twist"], []],
              tiles=[["fluxling"], [], []], copy=["plot_twist", None, None], phase="resolve",
              dice=["1", "1", "2", "3", "energy", "heart"], extra_turns=[[0, 0]],
              roll_results=MANY)
    act(s, 0, "set_die", die=2, face="1", source="plot_twist")
    assert not can(s, 0, "set_die", die=3, face="1", source="plot_twist")
    pass_turn(s, 0)
    if decision(s) == ("copy", 0):
        act(s, 0, "pass")
    assert (s.active, s.extra) == (0, True) and decision(s) == ("roll", 0)
    assert fx(s, "copy")["copy"][0] == "plot_twist"
    assert can(s, 0, "set_die", die=0, face="smash", source="plot_twist")
    act(s, 0, "set_die", die=0, face="smash", source="plot_twist")
    assert fx(s, "dice")["dice"][0] == "smash"
    assert fx(s, "cards")["cards"][1] == ["plot_twist"]


def test_energy_hoarder_pays_at_the_end_of_each_of_the_two_turns() -> None:
    """Energy Hoarder: at the end of your turn, 1 VP per full 6 energy. With 6 energy left
    after buying Frenzy it pays at the end of the normal turn and again at the end of the
    extra turn."""
    s = table(3, active=0, city=1, energy=[13, 0, 0], cards=[["energy_hoarder"], [], []],
              phase="buy", market=FRENZY_MARKET, roll_results=MANY)
    act(s, 0, "buy", slot=0)
    end_buying(s, 0)
    assert (s.active, s.extra) == (0, True) and fx(s, "vp")["vp"][0] == 1
    pass_turn(s, 0)
    assert s.active == 1 and fx(s, "vp")["vp"][0] == 2


def test_metamorph_window_opens_at_the_end_of_each_turn() -> None:
    """Metamorph: at the end of your turn you may sell KEEP cards — at the end of the normal
    turn and again at the end of the extra turn (a sale on the second)."""
    s = table(3, active=0, city=1, energy=[7, 0, 0],
              cards=[["metamorph", "extra_head"], [], []], phase="buy", market=FRENZY_MARKET,
              roll_results=MANY)
    act(s, 0, "buy", slot=0)
    assert decision(s) == ("sell", 0)
    act(s, 0, "end_turn")
    assert (s.active, s.extra) == (0, True)
    act(s, 0, "stop_rolling")
    end_buying(s, 0)
    assert decision(s) == ("sell", 0)
    act(s, 0, "sell", card=inst(s, 0, "extra_head"))
    act(s, 0, "end_turn")
    assert s.active == 1 and fx(s, "energy")["energy"][0] == 7


def test_burrowing_area_left_empty_hurts_no_later_entrant() -> None:
    """Docs (Burrowing): the monster entering the area its owner yielded, the same turn, loses
    1 heart. Five monsters: the City and Bay monsters both yield to seat 0, which takes the
    City; the Bay (Burrowing's) stays empty through seat 0's Frenzy turn, and seat 1 enters it
    on its own turn without losing a heart."""
    s = table(5, active=0, city=1, bay=2, energy=[7, 0, 0, 0, 0],
              cards=[[], [], ["burrowing"], [], []], phase="resolve",
              dice=["smash", *QUIET], market=FRENZY_MARKET, roll_results=MANY)
    act(s, 1, "yield")
    act(s, 2, "yield")
    assert fx(s, "city", "bay") == {"city": 0, "bay": None}
    act(s, 0, "buy", slot=0)
    assert (s.active, s.extra) == (0, True)
    pass_turn(s, 0)
    assert s.active == 1
    act(s, 1, "stop_rolling")
    f = fx(s, "bay", "hp")
    assert f["bay"] == 1 and f["hp"] == [10, 9, 9, 10, 10]


# ============================================================== the 20 VP check, each turn


def test_20_vp_at_the_start_of_an_extra_turn_wins_only_at_its_end() -> None:
    """18 VP in Tokyo, then a Frenzy turn: +2 at its start makes 20, but the game ends at the
    end of that turn (遊戲結束: 當回合結束時): the turn is played first."""
    s = table(3, active=0, city=0, vp=[18, 0, 0], energy=[7, 0, 0], phase="buy",
              market=FRENZY_MARKET, roll_results=MANY)
    act(s, 0, "buy", slot=0)
    assert (s.active, s.extra) == (0, True) and fx(s, "vp")["vp"][0] == 20
    assert not s.over and decision(s) == ("roll", 0)
    pass_turn(s, 0)
    assert s.over and s.winners() == [0]


def test_20_vp_at_the_start_of_an_extra_turn_then_poison_kills_no_winner_yet() -> None:
    """The monster must survive its turn to win (超能力卡和邪惡板塊解析): 20 VP from the start
    reward of its Frenzy turn, then Poison takes its last heart at that turn's end — no win,
    seat 1 plays."""
    s = table(3, active=0, city=0, vp=[18, 0, 0], hp=[2, 10, 10], poison=[1, 0, 0],
              energy=[7, 0, 0], phase="buy", market=FRENZY_MARKET, roll_results=MANY)
    act(s, 0, "buy", slot=0)
    assert fx(s, "vp", "hp") == {"vp": [20, 0, 0], "hp": [1, 10, 10]}
    pass_turn(s, 0)
    assert not s.over
    assert fx(s, "alive")["alive"] == [False, True, True] and s.active == 1


def test_20_vp_check_after_each_of_two_extra_turns() -> None:
    """Two extra turns queued (one die fewer, then a full one), 16 VP in Tokyo: 18 after the
    first extra turn's start — no win at its end, the second extra turn is played; 20 at the
    second's start — the win comes at its end."""
    s = table(3, active=0, city=0, vp=[16, 0, 0], phase="buy", extra_turns=[[0, 1], [0, 0]],
              roll_results=MANY)
    end_buying(s, 0)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 5)
    assert fx(s, "vp")["vp"][0] == 18
    pass_turn(s, 0)
    assert not s.over and (s.active, s.extra, len(s.dice)) == (0, True, 6)
    assert fx(s, "vp")["vp"][0] == 20
    pass_turn(s, 0)
    assert s.over and s.winners() == [0]


def test_freeze_time_turn_not_played_once_the_triple_reaches_20() -> None:
    """Three 1s take seat 0 from 19 to 20 VP and win Freeze Time's extra turn; the game ends
    at the end of this turn, so the extra turn is never played."""
    s = table(3, active=0, city=1, vp=[19, 0, 0], cards=[["freeze_time"], [], []],
              levels_taken=[[3], [], []], phase="resolve", dice=ONES, roll_results=MANY)
    assert s.over and s.winners() == [0]
    assert s.active == 0 and not s.extra


def test_an_opportunist_reaching_20_on_another_monsters_extra_turn() -> None:
    """On seat 0's extra turn seat 2's Opportunist buys a revealed Frenzy, and its
    Media-Friendly takes it to 20 VP: the game ends at the end of seat 0's extra turn, seat 2
    wins, and the Frenzy turn is not played."""
    s = table(3, active=0, city=1, vp=[0, 0, 19], energy=[3, 0, 7],
              cards=[[], [], ["opportunist", "media_friendly"]], phase="buy",
              extra_turns=[[0, 0]], market=["corner_store", "energize", "skyscraper"],
              deck_top=["frenzy"], roll_results=MANY)
    end_buying(s, 0)
    act(s, 0, "stop_rolling")
    opportunist_frenzy(s, 0, 2)
    assert s.over and s.winners() == [2]
    assert s.active == 0


def test_media_friendly_opportunist_buying_frenzy_off_turn() -> None:
    """Media-Friendly: 1 VP each time you buy a card — an Opportunist's purchase on another
    monster's turn counts, and the Frenzy bought gives its buyer the extra turn."""
    s = table(3, active=0, city=1, energy=[3, 0, 7],
              cards=[[], [], ["opportunist", "media_friendly"]], phase="buy",
              market=["corner_store", "energize", "skyscraper"], deck_top=["frenzy"],
              roll_results=MANY)
    opportunist_frenzy(s, 0, 2)
    assert fx(s, "vp")["vp"] == [1, 0, 1]
    assert (s.active, s.extra) == (2, True)


# ============================================================== Hibernation


def test_hibernation_three_ones_give_no_freeze_time_turn() -> None:
    """Hibernation: only HEART and ENERGY results do anything — three 1s score nothing and
    give no Freeze Time turn; seat 1 plays next."""
    s = table(3, active=0, city=1, cards=[["hibernation", "freeze_time"], [], []],
              phase="resolve", dice=ONES, roll_results=MANY)
    assert fx(s, "extra_turns", "vp") == {"extra_turns": [], "vp": [0, 0, 0]}
    end_buying(s, 0)
    assert (s.active, s.extra) == (1, False)


def test_waking_from_hibernation_before_resolving_three_ones_gives_the_turn() -> None:
    """Hibernation may be discarded at any time: woken while rolling, the three 1s count and
    Freeze Time gives its extra turn, with one die fewer."""
    s = table(3, active=0, city=1, cards=[["hibernation", "freeze_time"], [], []],
              levels_taken=[[3], [], []], phase="roll", dice=ONES, rolls_left=2,
              roll_results=MANY)
    act(s, 0, "wake")
    act(s, 0, "stop_rolling")
    assert fx(s, "vp")["vp"][0] == 1
    end_buying(s, 0)
    assert (s.active, s.extra, len(s.dice)) == (0, True, 5)


def test_hibernation_bought_after_frenzy_hibernates_through_the_extra_turn() -> None:
    """Frenzy then Hibernation in one buy step (outside Tokyo): the extra turn is played
    hibernating — the empty City is not entered and its SMASH counts for nothing."""
    s = table(3, active=0, energy=[11, 0, 0], phase="buy", city=None,
              market=["frenzy", "hibernation", "energize"],
              roll_results=["smash", "smash", *QUIET[:4], *MANY])
    act(s, 0, "buy", slot=0)
    act(s, 0, "buy", slot=1)
    end_buying(s, 0)
    assert (s.active, s.extra) == (0, True)
    act(s, 0, "stop_rolling")
    end_buying(s, 0)
    f = fx(s, "city", "hp", "vp")
    assert f["city"] is None and f["hp"] == [10, 10, 10] and f["vp"] == [0, 0, 0]
    assert s.active == 1
