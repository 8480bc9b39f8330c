"""The rulebook's turn example (rules.md Ex-7) played on the engine, on a small map made
for it: the green player crosses a monster tunnel into a Crystal Cave, fights the Crystal
Kobold there, acquires an Expert Guide, and the refilled Row makes the dragon attack."""

from __future__ import annotations

from ludoteca.core.actions import Action
from ludoteca.games.clank import rules
from ludoteca.games.clank.state import ClankState
from ludoteca.games.clank.tiles import START_STUBS, STUBS, Room, Tile, TileSet, Tunnel

GREEN, YELLOW = 0, 1


def small_tiles() -> TileSet:
    rooms = (Room("crypt", ("crypt",), half="L"), Room("hall", (), half="L"),
             Room("shrine", ("monkey_shrine",), half="U"), Room("A", (), half="U"),
             Room("cave", ("crystal_cave",), half="U"))
    tunnels = [Tunnel("crypt", "hall"), Tunnel("hall", "A"), Tunnel("shrine", "A"),
               Tunnel("A", "cave", monsters=1)]
    tunnels += [Tunnel("shrine" if s.startswith("U") else "hall", s) for s in START_STUBS]
    start = Tile("start", "start", False, rooms, tuple(tunnels))

    def plain(tid: str, back: str, haunted: bool = False) -> Tile:
        return Tile(tid, back, haunted, (Room("r", ()),), tuple(Tunnel("r", s) for s in STUBS))

    return TileSet((start,), tuple(plain(f"s{i}", "safe") for i in range(6)),
                   tuple(plain(f"d{i}", "depths", i < 4) for i in range(22)), standin=True)


def ex7_state() -> ClankState:
    s = ClankState.new(2, 7, tileset=small_tiles())
    d = s.dungeon_map()
    s.room[GREEN] = d.room_of(0, "A")
    s.hand[GREEN] = ["stumble", "sneak_attack", "explore", "burgle", "sidestep"]
    s.area, s.supply = [0, 0], [30, 30]
    s.row = ["crystal_kobold", "expert_guide", "skeleton", "keymaster", "payoff", "pillage"]
    s.dungeon[-2:] = ["lightstick", "rose_quartz"]  # the next two: one shows the symbol
    s.rage = 4  # the 5th space
    s.bag = [rules.BLACK] * 5 + [GREEN] * 2 + [YELLOW] * 3
    s._legal = None
    return s


def act(s: ClankState, kind: str, **args: object) -> None:
    action = Action.make(kind, **args)
    assert action in s.legal(GREEN), (action, s.legal(GREEN))
    s.apply(GREEN, action)


def test_ex7_the_green_players_turn() -> None:
    s = ex7_state()
    d = s.dungeon_map()
    # 1. Stumble puts a cube in the Clank! area; Sneak Attack takes it back, -1 is kept
    act(s, "play", card="stumble")
    assert s.area[GREEN] == 1
    act(s, "play", card="sneak_attack")
    assert (s.area[GREEN], s.credit) == (0, 1)
    for card in ("explore", "burgle", "sidestep"):
        act(s, "play", card=card)
    assert (s.skill, s.swords, s.boots) == (3, 3, 2)
    # 2. one Boot and one Sword through the monster tunnel: no damage; the cave exhausts
    cave = d.room_of(0, "cave")
    index = next(i for i, e in enumerate(d.exits[s.room[GREEN]]) if e.to == cave)
    act(s, "move", exit=index)
    assert s.room[GREEN] == cave and s.damage[GREEN] == 0
    assert (s.boots, s.swords, s.exhausted) == (1, 2, True)
    assert not any(a.kind == "move" for a in s.legal(GREEN))  # the last Boot is lost
    # 3. the Crystal Kobold may be fought in a Crystal Cave: +2 Skill
    act(s, "fight", slot=0)
    assert s.skill == 5 and "crystal_kobold" in s.dungeon_discard
    # 4. the Expert Guide for 5 Skill, into the discard pile
    act(s, "acquire", slot=1)
    assert s.skill == 0 and "expert_guide" in s.discard[GREEN]
    # 5. the end of the turn: two cards refill the Row, one shows the symbol: one attack
    bag_before = len(s.bag)
    events = s.apply(GREEN, Action.make("end"))
    attacks = [e for e in events if e.kind == "attack"]
    assert len(attacks) == 1
    drawn = attacks[0].data["drawn"]
    assert len(drawn) == 4  # the 5th space draws 4; no Danger card in the Row
    assert len(s.bag) == bag_before - 4
    # 6. each drawn cube of a colour is a damage to its player; black cubes to the Bank
    assert s.damage == [drawn.count(GREEN), drawn.count(YELLOW)]
    assert s.black_bank == drawn.count(rules.BLACK)
    assert all(s.row) and len(s.row) == 6 and "rose_quartz" in s.row
    assert len(s.hand[GREEN]) == 5 and not s.played[GREEN]
    assert s.credit == 0 and s.to_move() == (YELLOW,)  # the unused credit is gone


def test_ex20_the_kobold_is_not_fought_in_an_ordinary_room() -> None:
    s = ex7_state()
    for card in ("sneak_attack",):
        act(s, "play", card=card)
    assert s.swords == 3
    assert Action.make("fight", slot=0) not in s.legal(GREEN)  # in room A, no cave
    assert Action.make("fight", slot=2) in s.legal(GREEN)  # the Skeleton anywhere


def test_ex2_lie_in_wait_waits_for_the_crystal_cave() -> None:
    s = ex7_state()
    s.hand[GREEN] = ["lie_in_wait", "sidestep", "sneak_attack", "burgle", "burgle"]
    s.area[GREEN], s.supply[GREEN] = 2, 28
    s._legal = None
    act(s, "play", card="lie_in_wait")
    assert s.area[GREEN] == 2  # not in a Crystal Cave yet
    act(s, "play", card="sidestep")
    d = s.dungeon_map()
    cave = d.room_of(0, "cave")
    index = next(i for i, e in enumerate(d.exits[s.room[GREEN]]) if e.to == cave)
    act(s, "play", card="sneak_attack")  # a Sword for the monster; -2 Clank! too
    assert s.area[GREEN] == 0 and s.credit == 0
    s.area[GREEN], s.supply[GREEN] = 2, 28
    act(s, "move", exit=index)
    assert s.area[GREEN] == 0  # entering the cave triggered Lie in Wait's -2 Clank!


def _hand_after(order: list[str]) -> int:
    s = ex7_state()
    s.hand[GREEN] = [*order, "burgle", "burgle", "burgle"][:5]
    s.deck[GREEN] = ["stumble"] * 5
    s._legal = None
    for card in order:
        act(s, "play", card=card)
    return len(s.hand[GREEN]) - (5 - len(order))


def test_ex1_rebel_general_draws_once_with_another_companion_in_any_order() -> None:
    assert _hand_after(["rebel_general", "expert_guide"]) == 1
    assert _hand_after(["expert_guide", "rebel_general"]) == 1
    assert _hand_after(["rebel_general", "burgle"]) == 0
