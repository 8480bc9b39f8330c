"""Clank! Catacombs' state and turn, on the shared loop (core/loop.py).

Being built (issue 26): the set-up, a turn's card plays with pooled Skill, Swords and Boots,
acquiring, fighting and using Dungeon Row and Reserve cards, moving through tunnels and
portals, discovering and placing tiles, rooms and their rewards, Artifacts, Wayshrines,
locked features, the Market, the end of the turn (the Row refilled, Arrive effects, the
dragon's attack), health, escaping and knocking out, the turns of players who are out, and
the final score. Cards whose effects are `special` rows run their power unit (powers.py).
With 5 or 6 players the Adventuring Party's part applies (data/party.toml; docs/clank.md,
decisions 31 and 32): its components at set-up, the side board's Rage Track, Artifact
rooms with plusses holding several Artifacts, and the Backpack never taking a second
Artifact from the same room (`took`). The `escape` option ends the turn at once in the
Crypt (the uk reading, decision 5).

Cubes are named by owner (rules.BLACK, rules.GHOST, or a seat). Rooms are numbered across
the map (dungeon.py); a seat that escaped is at room -1.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from ...core import declare as d
from ...core.actions import Action
from ...core.flow import Decision, Tasks
from ...core.loop import TurnState, loop_fields
from ...core.rng import Rng
from . import hidden, rules
from .content import PARTY_PLAYERS, Card, Content, Effect, shipped
from .dungeon import Dungeon, Exit, Maps, entry_exit, placed_with
from .dungeon import free_edges as dungeon_free_edges
from .tiles import SAFE_USED, TileSet, load_tiles

TASKS = Tasks()
IN, ESCAPED, KNOCKED_OUT = 0, 1, 2
ROW = 6
HAND = 5


class ClankDecision(Decision, registry=True):
    __slots__ = ()

    def legal(self, s: ClankState) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError(self.kind)

    def answer(self, s: ClankState, action: Action) -> None:  # pragma: no cover - abstract
        raise NotImplementedError(self.kind)


_ACTIONS: dict[tuple[str, str, Any], Action] = {}


_BY_KIND: dict[str, dict[Any, Action]] = {"play": {}, "move": {}}  # by the argument alone


def act(kind: str, name: str, value: Any) -> Action:
    """The action `kind` with one argument, made once: listing a turn's actions is most of
    a step, and a made action is immutable."""
    key = (kind, name, value)
    found = _ACTIONS.get(key)
    if found is None:
        found = _ACTIONS[key] = Action.make(kind, **{name: value})
        if kind in _BY_KIND:
            _BY_KIND[kind][value] = found
    return found


COUPON = 5  # Gold the Discount Coupon takes off a Market price
TAKE_CHECKED = frozenset({"wishing_well", "locked_trunk"})  # Row cards with more to check
ROW_KIND = {"blue": "acquire", "purple": "use", "red": "fight"}  # a Row card's action
END = Action.make("end")
TAKE = Action.make("artifact")
MARK = Action.make("mark")
GOBLIN = Action.make("goblin")


class Turn(ClankDecision, kind="turn"):
    """A player's turn: play cards, spend what they give, move; `end` once the hand is
    played."""

    __slots__ = ()

    def legal(self, s: ClankState) -> tuple[Action, ...]:
        return tuple(s.turn_options(self[1]))

    def answer(self, s: ClankState, action: Action) -> None:
        s.do_turn_action(self[1], action)


class Place(ClankDecision, kind="place"):
    """Turn the tile just discovered (`turns` quarters) before laying it; `teleport`: the
    mover teleports along the tunnel (its icons and arrows ignored, no Boots)."""

    __slots__ = ()
    exit: int  # the exit of the mover's room that discovered it
    teleport: bool

    def __new__(cls, seat: int, exit: int, teleport: bool = False) -> Place:
        return tuple.__new__(cls, ("place", seat, exit, teleport))

    def legal(self, s: ClankState) -> tuple[Action, ...]:
        return tuple(act("place", "turns", t)
                     for t in s.place_options(self[1], self[2], self[3]))

    def answer(self, s: ClankState, action: Action) -> None:
        s.lay_tile(self[1], self[2], action.get("turns"), self[3])


class PortalOut(ClankDecision, kind="portal_out"):
    """Which other portal to come out of."""

    __slots__ = ()
    room: int  # the room whose portal was entered

    def legal(self, s: ClankState) -> tuple[Action, ...]:
        return tuple(act("portal", "room", r) for r in s.portal_options(self[1], self[2]))

    def answer(self, s: ClankState, action: Action) -> None:
        s.portal_trip(self[1], self[2], action.get("room"))


class Choose(ClankDecision, kind="choose"):
    """A choice a card's power asks for (powers.py): its options come from the power."""

    __slots__ = ()
    power: str
    step: str
    ctx: tuple

    def legal(self, s: ClankState) -> tuple[Action, ...]:
        return tuple(unit(self.power).options(s, self[1], self.step, self.ctx))

    def answer(self, s: ClankState, action: Action) -> None:
        unit(self.power).chosen(s, self[1], self.step, self.ctx, action)


def unit(power: str) -> Any:
    from .powers import REGISTRY  # the powers import the state's names

    return REGISTRY.units[power]


def found_unit(effect: str) -> Any:
    """The power unit a token's effect names, if it has one with an `on_found` hook."""
    from .powers import REGISTRY

    found = REGISTRY.units.get(effect)
    return found if found is not None and hasattr(found, "on_found") else None


class ClankState(d.Declared, TurnState):
    STATE = d.Fields(
        d.value("players", "seed", "turn", "rounds", "rage", "ghosts_bank", "black_bank",
                "ghost_area", "idols_left"),
        d.value("placed", "opened", decode=d.deep_tuple),
        d.value("options", decode=dict),
        d.rng("rng"),
        # per seat
        d.nested("deck", "hand", "discard", "played", "tokens", "artifacts", "shrines",
                 "crowns_held", "took"),
        d.flat("supply", "area", "damage", "gold", "lockpicks", "room", "status", "idols",
               "freed", "mastery", "black_marks"),
        # the board
        d.flat("safe_stack", "deep_stack", "tiles_out", "picked", "artifact_stack"),
        d.mapping_of_lists("room_artifacts", keys=int),
        d.mapping_of_lists("marks", keys=int),
        # cards and the Bank
        d.flat("dungeon", "row", "dungeon_discard", "crowns", "prisoners", "majors", "minors",
               "bag", "box", "token_box"),
        d.mapping("reserve", "market"),
        # this turn
        d.value("skill", "swords", "boots", "credit", "made", "gold_gained", "skill_gained",
                "exhausted", "in_cave", "no_caves", "no_monsters", "portal_used",
                "monster_defeated", "cube_placed", "escaping", "flute", "lutes", "springs"),
        d.flat("rewarded"),
        d.flat("watching", decode=d.tuple_items),
        d.shared("content", "tileset", "maps"),
        d.cache("_map", rebuild=lambda s: None),
        d.cache("_row_floor", rebuild=lambda s: None),
        loop_fields(ClankDecision),
    )
    __slots__ = STATE.names
    game_id: ClassVar[str] = "clank"
    TASKS = TASKS
    ZONES = hidden.ZONES

    content: Content
    tileset: TileSet
    maps: Maps

    # ------------------------------------------------------------------ set-up
    @classmethod
    def new(cls, players: int, seed: int, options: Mapping[str, Any] | None = None,
            content: Content | None = None, tileset: TileSet | None = None,
            rng: Rng | None = None) -> ClankState:
        s = cls.__new__(cls)
        c = s.content = content or shipped()
        s.tileset = tileset or load_tiles()
        from .game import _maps  # one map cache per tile set, shared by every state

        s.maps = _maps(s.tileset, Maps)
        s.players, s.seed, s.options = players, seed, dict(options or {})
        s.rng = Rng(seed) if rng is None else rng
        tiles = s.tileset.all()
        side = 1 if s.options.get("start_side") == "b" and len(s.tileset.start) > 1 else 0
        first_safe = len(s.tileset.start)
        safe = range(first_safe, first_safe + len(s.tileset.safe))
        depths = range(safe.stop, len(tiles))
        stack, s.tiles_out = rules.tile_stack(safe, depths, s.rng, SAFE_USED)
        # the backs show: the safe tiles on top and the Depths tiles under them are two
        # piles to a player (zones: which safe tile is which is hidden, and so on)
        s.safe_stack = [t for t in stack if t in safe]
        s.deep_stack = [t for t in stack if t not in safe]
        s.placed, s.opened, s._map, s._row_floor = ((side, 0, 0, 0),), (), None, None
        s.picked, s.room_artifacts, s.marks = [], {}, {}
        # 5-6 players: the Adventuring Party's components too (rules.md 14; decision 31)
        party = players >= PARTY_PLAYERS
        s.artifact_stack = c.artifact_stack(party)
        s.idols_left = c.misc["monkey_idols"]
        s.ghosts_bank, s.black_bank, s.ghost_area = c.cubes["ghosts"], 0, 0
        s.bag = [rules.BLACK] * c.cubes["dragon"]
        s.reserve = {card.id: card.count + (c.party.reserve.get(card.id, 0) if party else 0)
                     for card in c.cards.values() if card.reserve and card.id != "goblin"}
        items = party and s.options.get("party_market", "add") == "add"
        s.market = {t.id: t.count for t in c.pool("market", items) if t.id != "crown"}
        s.crowns = list(c.tokens["crown"].stack_points)
        s.prisoners, s.majors, s.minors = ([t.id for t in c.pool(pool, party)
                                            for _ in range(t.count)]
                                           for pool in ("prisoner", "major", "minor"))
        for pile in (s.prisoners, s.majors, s.minors):
            s.rng.shuffle(pile)
        s.dungeon = [card.id for card in c.dungeon(party) for _ in range(card.count)]
        s.rng.shuffle(s.dungeon)
        s.row = rules.opening_row(s.dungeon, ROW, lambda cid: c.cards[cid].dragon, s.rng)
        s.dungeon_discard, s.box, s.token_box = [], [], []
        s.turn, s.rounds = 0, 0
        crypt = s.crypt()
        s.deck, s.hand, s.discard, s.played = ([[] for _ in range(players)] for _ in range(4))
        s.tokens, s.artifacts, s.shrines, s.crowns_held, s.took = (
            [[] for _ in range(players)] for _ in range(5))
        starting = [cid for cid, card in c.cards.items() if card.banner == "starter"
                    for _ in range(card.count)]
        clank = rules.start_clank(players, (*c.cubes["start_clank"], *c.party.start_clank))
        s.area = clank
        s.supply = [c.cubes["per_player"] - n for n in clank]
        s.damage = [0] * players
        seats = len(c.cubes["start_clank"])  # players 5 and 6 take Gold (party.toml)
        s.gold = [0] * seats + list(c.party.start_gold)
        del s.gold[players:]
        s.lockpicks = [c.cubes["lockpicks_start"]] * players
        s.room, s.status = [crypt] * players, [IN] * players
        s.idols, s.freed, s.mastery = [0] * players, [0] * players, [False] * players
        s.black_marks = [0] * players
        for seat in range(players):
            s.deck[seat] = starting[:]
            s.rng.shuffle(s.deck[seat])
            s.draw(seat, HAND)
        s.rage = c.rage_space(players)
        s._reset_turn()
        s.pending, s.over, s._legal, s._ev, s._quiet, s.agenda = None, False, None, [], False, []
        for cid in list(s.row):  # the opening Row's Arrive effects, left to right, each
            s.later(cls.task_arrive, cid)  # with any choice it asks, before the first turn
        s.later(cls.task_turn, 0)
        s.run()
        return s

    def _reset_turn(self) -> None:
        self.skill = self.swords = self.boots = self.credit = 0
        self.made = self.gold_gained = self.skill_gained = 0
        self.exhausted = self.in_cave = self.no_caves = self.no_monsters = False
        self.portal_used = self.monster_defeated = self.cube_placed = False
        self.escaping = self.flute = False
        self.springs = 0  # Magic Springs found this turn
        self.lutes = 0
        self.rewarded, self.watching = [], []

    # ------------------------------------------------------------------ the map
    def dungeon_map(self) -> Dungeon:
        # the map of the placements, kept by the state (copies share it) until they change
        d = self._map
        if d is None or d.placed is not self.placed:
            d = self._map = self.maps(self.placed)
            self.placed = d.placed  # the map's own tuple: the identity check holds next time
        return d

    def crypt(self) -> int:
        return self.dungeon_map().crypt

    def tiles_left(self) -> int:
        return len(self.safe_stack) + len(self.deep_stack)

    def next_tile(self) -> int:
        return self.safe_stack[-1] if self.safe_stack else self.deep_stack[-1]

    def pop_tile(self) -> int:
        return self.safe_stack.pop() if self.safe_stack else self.deep_stack.pop()

    def tile_shown(self) -> bool:
        """The stack's top tile is face up: being laid by an exploration, or shown by a
        card that lays it (Marble Guardian) while its player chooses where."""
        p = self.pending
        if p is None:
            return False
        if p[0] == "place":
            return True
        return p[0] == "choose" and unit(p[2]).shows_tile(self, p[1], p[3])

    def reveal_tile(self) -> None:
        """The top tile is turned face up (to be laid): see Rng.reveal. Nobody knows which
        safe tiles were put out unseen, so under explicit chance the top safe tile is
        drawn from those too."""
        if not self.safe_stack:
            self.rng.reveal(self.deep_stack)
            return
        if not self.rng.explicit or not self.tiles_out:
            self.rng.reveal(self.safe_stack)
            return
        stack, out = self.safe_stack, self.tiles_out
        k = self.rng.below(len(stack) + len(out))
        if k < len(stack):
            stack[-1], stack[k] = stack[k], stack[-1]
        else:
            stack[-1], out[k - len(stack)] = out[k - len(stack)], stack[-1]

    def features(self, room: int) -> tuple[str, ...]:
        return self.dungeon_map().rooms[room].room.features

    # ------------------------------------------------------------------ cards
    def card(self, cid: str) -> Card:
        return self.content.cards[cid]

    def draw(self, seat: int, n: int) -> int:
        """Draw up to n cards (the discard pile shuffled into a new deck when the deck runs
        out; the play area is not); returns how many were drawn."""
        got = 0
        for _ in range(n):
            if not self.deck[seat]:
                if not self.discard[seat]:
                    break
                self.deck[seat] = self.discard[seat]
                self.discard[seat] = []
                self.rng.shuffle(self.deck[seat])
            self.rng.reveal(self.deck[seat])
            self.hand[seat].append(self.deck[seat].pop())
            got += 1
        return got

    # ------------------------------------------------------------------ effects
    def effect(self, seat: int, e: Effect, source: str = "") -> None:
        """Do one effect row for `seat` now (its condition already holds)."""
        if e.special:
            getattr(unit(e.special), f"on_{e.on}")(self, seat, source)
            return
        self.gain(seat, e.do, e.n, source)

    def ask(self, seat: int, power: str, step: str, ctx: tuple = ()) -> None:
        """A power asks `seat` to choose (a Choose decision, after what is under way)."""
        self.first(ClankState.task_ask, seat, power, step, ctx)

    @TASKS("ask")
    def task_ask(self, seat: int, power: str, step: str, ctx: tuple) -> None:
        if self.over:
            return
        found = unit(power)
        if found.options(self, seat, step, ctx):
            self.pending = Choose(seat, power, step, tuple(ctx))
            if found.shows_tile(self, seat, step):
                self.reveal_tile()  # turned face up now: under explicit chance, drawn now

    def gain(self, seat: int, what: str, n: int, source: str = "") -> None:
        if what == "skill":
            self.skill += n
            self.skill_gained += n
        elif what == "swords":
            self.swords += n
        elif what == "boots":
            self.boots += n
        elif what == "gold":
            self.gold[seat] += n
            if seat == self.turn:
                self.gold_gained += n
        elif what == "clank":
            self.clank(seat, n)
        elif what == "draw":
            self.draw(seat, n)
        elif what == "heal":
            self.heal(seat, n)
        elif what == "lockpick":
            self.lockpicks[seat] += n
        elif what == "others_clank":
            for other in self.inside():
                if other != seat:
                    self.clank(other, n)
        elif what == "all_clank":
            for other in self.inside():
                self.clank(other, n)
        elif what == "secret_tome":
            if self.reserve.get("secret_tome", 0):
                self.reserve["secret_tome"] -= 1
                self.discard[seat].append("secret_tome")
        elif what == "major_secret":
            self.take_token(seat, self.majors)
        elif what == "free_prisoners":
            for _ in range(n):
                self.take_token(seat, self.prisoners)
        elif what == "cubes_to_bag":
            moved = min(n, self.black_bank)
            self.black_bank -= moved
            self.bag.extend([rules.BLACK] * moved)
        elif what == "ignore_crystal_caves":
            self.no_caves = True
            self.exhausted = False
        elif what == "ignore_tunnel_monsters":
            self.no_monsters = True
        elif what == "trash_self":
            if source in self.played[seat]:
                self.played[seat].remove(source)
                self.box.append(source)
        elif what == "rage":
            self.rage = min(self.rage + n, len(self.content.track(self.players)) - 1)
        elif what == "ghost":
            if self.ghosts_bank:  # none left in the Bank: nothing (docs/clank.md, 10)
                self.ghosts_bank -= 1
                self.ghost_area += 1
        else:  # pragma: no cover - the loader refuses unknown primitives
            raise ValueError(what)
        self.check_watchers(seat)

    def clank(self, seat: int, n: int) -> None:
        """+n Clank!: cubes from the supply to the Clank! area (the credit of a -Clank!
        cancels first; what the supply lacks is skipped). -n: cubes back, the rest kept
        as a credit for this turn. Clank! made counts every + amount (docs/clank.md, 7)
        except what the empty supply skipped."""
        if n > 0:
            placed = min(n, self.supply[seat] + (self.credit if seat == self.turn else 0))
            if seat == self.turn:
                self.made += placed
                if self.lutes and placed:  # Lute: a Gold for every Clank! made this turn
                    self.gain(seat, "gold", placed * self.lutes, "lute")
                cancel = min(self.credit, n)
                self.credit -= cancel
                n -= cancel
            n = min(n, self.supply[seat])
            self.supply[seat] -= n
            self.area[seat] += n
        elif n < 0:
            back = min(-n, self.area[seat])
            self.area[seat] -= back
            self.supply[seat] += back
            if seat == self.turn:
                self.credit += -n - back

    def heal(self, seat: int, n: int) -> None:
        """Cubes off the Health Meter: a black one (a ghost's mark) back to the Bank
        first, the player's own back to the supply."""
        n = min(n, self.damage[seat])
        black = min(n, self.black_marks[seat])
        self.black_marks[seat] -= black
        self.black_bank += black
        self.damage[seat] -= n
        self.supply[seat] += n - black

    def take_token(self, seat: int, pile: list[str]) -> str | None:
        """Reveal a random token of a Bank pile (its order is hidden) for `seat`."""
        if not pile:
            return None
        self.rng.reveal(pile)
        tid = pile.pop()
        token = self.content.tokens[tid]
        self.emit("token", {"seat": seat, "token": tid})
        if token.pool == "prisoner" and not token.not_a_prisoner:
            self.freed[seat] += 1
        for e in token.now:
            self.gain(seat, e.do, e.n, tid)
        found = found_unit(token.effect) if token.effect else None
        if found is not None:  # a token with a power unit of its own (Magic Spring)
            found.on_found(self, seat, tid)
        if token.keep or token.points or token.points_rule or token.gold:
            self.tokens[seat].append(tid)
        else:
            self.token_box.append(tid)
        return tid

    def inside(self) -> list[int]:
        return [seat for seat in range(self.players) if self.status[seat] == IN]

    # ------------------------------------------------------------------ conditions
    def holds(self, seat: int, e: Effect, source: str) -> bool:
        w = e.when
        if w == "companion":
            return sum(self.card(c).type == "companion" for c in self.played[seat]) >= 2 or (
                self.card(source).type != "companion"
                and any(self.card(c).type == "companion" for c in self.played[seat]))
        if w == "clank_made":
            return self.made >= e.at_least
        if w == "gold_gained":
            return self.gold_gained >= e.at_least
        if w == "skill_gained":
            return self.skill_gained >= e.at_least
        if w == "prisoners_freed":
            return self.freed[seat] >= e.at_least
        if w == "crystal_cave":
            return self.in_cave
        if w == "wayshrine":
            return self.room[seat] >= 0 and "wayshrine" in self.features(self.room[seat])
        if w == "artifact":
            return bool(self.artifacts[seat])
        if w == "artifacts":
            return len(self.artifacts[seat]) >= e.at_least
        if w == "crown":
            return bool(self.crowns_held[seat])
        if w == "monkey_idol":
            return self.idols[seat] > 0 or "golden_monkey_bot" in self.tokens[seat]
        if w == "haunted":
            room = self.room[seat]
            d = self.dungeon_map()
            return room >= 0 and self.tileset.all()[d.placed[d.rooms[room].placement][0]].haunted
        if w == "market":
            return self.room[seat] >= 0 and "market" in self.features(self.room[seat])
        if w == "tome_seen":
            return "secret_tome" in self.played[seat] or "secret_tome" in self.discard[seat]
        if w == "row_monster_defeated":
            return self.monster_defeated
        if w == "portal_used":
            return self.portal_used
        if w == "cube_placed":
            return self.cube_placed
        raise ValueError(w)  # pragma: no cover - the loader refuses unknown conditions

    def check_watchers(self, seat: int) -> None:
        """Conditional rows waiting for their condition this turn: done once it holds."""
        i = 0
        while i < len(self.watching):
            cid, index = self.watching[i]
            e = self.card(cid).effects[index]
            if self.holds(seat, e, cid):
                del self.watching[i]
                self.effect(seat, e, cid)
                i = 0
            else:
                i += 1

    def resolve(self, seat: int, cid: str, hook: str) -> None:
        card = self.card(cid)
        for index, e in enumerate(card.effects):
            if e.on != hook:
                continue
            if e.when and not self.holds(seat, e, cid):
                if seat == self.turn:
                    self.watching.append((cid, index))
                continue
            self.effect(seat, e, cid)

    def arrive(self, cid: str) -> None:
        for e in self.card(cid).on("arrive"):
            if e.special:
                unit(e.special).on_arrive(self, self.turn, cid)
            elif e.do == "all_clank":
                for seat in self.inside():
                    self.clank(seat, e.n)
            else:
                self.gain(self.turn, e.do, e.n, cid)

    @TASKS("arrive")
    def task_arrive(self, cid: str) -> None:
        self.arrive(cid)

    # ------------------------------------------------------------------ the turn
    @TASKS("turn")
    def task_turn(self, seat: int) -> None:
        self.turn = seat
        self._reset_turn()
        if self.status[seat] != IN:
            self.out_turn(seat)
            return
        # "in a Crystal Cave at any time this turn" includes a turn begun in one (Ex-2);
        # leaving it is not blocked (a cave stops the move into it)
        self.in_cave = self.room[seat] >= 0 and "crystal_cave" in self.features(self.room[seat])
        if self.tokens[seat] and self.invisible(seat):  # an Invisibility Cloak (5-6 players)
            self.no_monsters = True
        self.emit("turn", {"seat": seat})
        self.pending = Turn(seat)

    def turn_options(self, seat: int) -> list[Action]:
        # the list every step of a turn asks for: written for speed (its order is the
        # order of the actions' ids, which the golden records fix)
        plays = _BY_KIND["play"]
        out: list[Action] = [plays.get(cid) or act("play", "card", cid)
                             for cid in dict.fromkeys(self.hand[seat])]
        room = self.room[seat]
        cards = self.content.cards
        skill, swords = self.skill, self.swords
        key = tuple(self.row)
        floor = self._row_floor
        if floor is None or floor[0] != key:
            floor = self._row_floor = (key, *self.row_floor())
        # the least Skill and Swords any Row card asks: most steps afford none
        for slot, cid in enumerate(self.row) if skill >= floor[1] or swords >= floor[2] else ():
            if not cid:
                continue
            card = cards[cid]
            if card.banner == "red":
                if swords < card.cost or (card.fight_in and
                                          not self.fights_here(seat, card.fight_in)):
                    continue
            elif cid in TAKE_CHECKED:
                if not self.can_take_row(seat, cid):
                    continue
            elif skill < card.cost:  # can_take_row's common case, inline
                continue
            out.append(act(ROW_KIND[card.banner], "slot", slot))
        reserve = self.reserve
        for cid in sorted(reserve):
            if reserve[cid] and skill >= cards[cid].cost:
                out.append(act("reserve", "card", cid))
        if swords >= cards["goblin"].cost:
            out.append(GOBLIN)
        if room >= 0:
            d = self.dungeon_map()
            # every way out costs a Boot at least (a portal's trip too)
            if self.boots and not self.exhausted and not self.escaping:
                # (an escape ends the adventure)
                moves = _BY_KIND["move"]
                for i, exit_ in enumerate(d.exits[room]):
                    if exit_.kind == "portal":
                        if not self.portal_options(seat, room, check_cost=True):
                            continue
                    elif not self.can_walk(seat, exit_, d):
                        continue
                    out.append(moves.get(i) or act("move", "exit", i))
            out.extend(self.room_actions(seat, room, d))
        if not self.hand[seat]:
            out.append(END)
        return out

    def row_floor(self) -> tuple[int, int]:
        """The least Skill a Row card asks (0 with a Wishing Well: it asks Gold) and the
        least Swords: below both, no Row card can be taken."""
        cards = self.content.cards
        skill = swords = 1 << 30
        for cid in self.row:
            if not cid:
                continue
            card = cards[cid]
            if card.banner == "red":
                swords = min(swords, card.cost)
            else:
                skill = min(skill, 0 if cid == "wishing_well" else card.cost)
        return skill, swords

    def can_take_row(self, seat: int, cid: str) -> bool:
        card = self.card(cid)
        if card.banner == "red":
            if card.fight_in and not self.fights_here(seat, card.fight_in):
                return False
            return self.swords >= card.cost
        if card.id == "wishing_well":
            return self.gold[seat] >= 3
        if card.id == "locked_trunk":
            return self.skill >= card.cost and self.lockpicks[seat] > 0 and bool(self.majors)
        return self.skill >= card.cost

    def fights_here(self, seat: int, places: tuple[str, ...]) -> bool:
        room = self.room[seat]
        if room < 0:
            return False
        here = self.features(room)
        if "crystal_cave" in places and "crystal_cave" in here:
            return True
        if "wayshrine" in places and "wayshrine" in here:
            return True
        return "depths" in places and self.dungeon_map().rooms[room].depths

    def can_walk(self, seat: int, exit_: Exit, d: Dungeon) -> bool:
        # rules.exit_cost's terms one by one (no Cost made): this runs for every exit of
        # the room at every listing of a turn's actions
        if self.boots < rules.boots_needed(exit_):
            return False
        if not exit_.forward and not self.against_arrows(seat):
            return False
        if exit_.lock_keys and rules.locks_closed(exit_, self.opened) > self.lockpicks[seat]:
            return False
        if exit_.kind == "open":
            return self.tiles_left() > 0 and exit_.edge is not None and \
                exit_.edge.cell not in d.cells
        if exit_.to == d.crypt and exit_.kind == "room" and not self.artifacts[seat]:
            return False  # the Crypt only with an Artifact
        if self.no_monsters or exit_.monsters <= self.swords:
            return True
        return self.may_take_damage(seat, exit_.monsters - self.swords)

    def may_take_damage(self, seat: int, n: int) -> bool:
        if n == 0:
            return True
        return self.supply[seat] >= n and self.damage[seat] + n < self.content.health

    def against_arrows(self, seat: int) -> bool:
        return "catacombs_map" in self.tokens[seat]

    def invisible(self, seat: int) -> bool:
        """Whether the seat holds a token that ignores the monsters of tunnels (the
        Adventuring Party's Invisibility Cloak)."""
        tokens = self.content.tokens
        return any(tokens[t].effect == "invisible" for t in self.tokens[seat])

    def room_actions(self, seat: int, room: int, d: Dungeon) -> list[Action]:
        out: list[Action] = []
        here = d.rooms[room].room.features
        if self.room_artifacts.get(room) and self.may_take_artifact(seat, room):
            out.append(TAKE)
        if "wayshrine" in here and room not in self.shrines[seat] and self.supply[seat] > 0 \
                and len(self.marks.get(room, [])) < self.content.misc["wayshrine_spaces"]:
            out.append(MARK)
        if self.lockpicks[seat] and room not in self.picked:
            if "chest" in here and self.majors:
                out.append(act("pick", "feature", "chest"))
            if "library" in here and self.reserve.get("secret_tome", 0):
                out.append(act("pick", "feature", "library"))
            if "prison" in here and self.prisoners:
                out.append(act("pick", "feature", "prison"))
        if "market" in here or self.flute:
            price, gold = self.price(seat), self.gold[seat]
            items = [item for item, left in sorted(self.market.items())
                     if left and self.may_buy(seat, item)]
            if self.crowns:
                items.append("crown")
            if gold >= price:
                out.extend(act("buy", "item", item) for item in items)
            # the Discount Coupon is the player's to use or keep (Ex-21)
            if "discount_coupon" in self.tokens[seat] and gold >= price - COUPON:
                out.extend(act("coupon", "item", item) for item in items)
        held = self.tokens[seat]
        if held:
            tokens = self.content.tokens
            for tid in dict.fromkeys(held):
                if tokens[tid].use:
                    out.append(act("potion", "token", tid))
        return out

    def may_take_artifact(self, seat: int, room: int) -> bool:
        """Not while holding one, a Backpack allowing one more (docs/clank.md, decision
        4); with 5-6 players never a second from the same room (zh), or, with the option
        party_backpack = no_second (uk), no second at all (decision 32)."""
        held = self.artifacts[seat]
        if not held:
            return True
        if self.players >= PARTY_PLAYERS and (
                self.options.get("party_backpack") == "no_second" or room in self.took[seat]):
            return False
        return len(held) < 1 + self.tokens[seat].count("backpack")

    def price(self, seat: int) -> int:
        """A Market item's price: 7 Gold, 5 with the Golden Flute's purchase (anywhere)."""
        return 5 if self.flute else self.content.misc["market_price"]

    def may_buy(self, seat: int, item: str) -> bool:
        """Whether the seat may have this Market item (the Gold aside)."""
        token = self.content.tokens[item]
        return not token.needs_damage or self.damage[seat] >= token.needs_damage

    # ------------------------------------------------------------------ doing
    def do_turn_action(self, seat: int, action: Action) -> None:
        kind = action.kind
        if kind == "end":
            self.first(ClankState.task_end_turn, seat)
            return
        # back to the turn once the action and any choice it opened are done
        self.first(ClankState.task_continue, seat)
        if kind == "play":
            cid = action.get("card")
            self.hand[seat].remove(cid)
            self.played[seat].append(cid)
            self.emit("played", {"seat": seat, "card": cid})
            self.resolve(seat, cid, "play")
            self.check_watchers(seat)
        elif kind in ("acquire", "use", "fight"):
            self.take_row(seat, action.get("slot"), kind)
        elif kind == "reserve":
            cid = action.get("card")
            self.skill -= self.card(cid).cost
            self.reserve[cid] -= 1
            self.discard[seat].append(cid)
            self.emit("acquired", {"seat": seat, "card": cid, "from": "reserve"})
        elif kind == "goblin":
            self.swords -= self.card("goblin").cost
            self.emit("defeated", {"seat": seat, "card": "goblin"})
            self.resolve(seat, "goblin", "defeat")
        elif kind == "move":
            self.move(seat, action.get("exit"))
        elif kind == "artifact":
            self.take_artifact(seat)
        elif kind == "mark":
            self.mark_shrine(seat)
        elif kind == "pick":
            self.pick(seat, action.get("feature"))
        elif kind in ("buy", "coupon"):
            self.buy(seat, action.get("item"), coupon=kind == "coupon")
        elif kind == "potion":
            tid = action.get("token")
            self.tokens[seat].remove(tid)
            self.token_box.append(tid)
            self.emit("potion", {"seat": seat, "token": tid})
            for e in self.content.tokens[tid].use:
                self.gain(seat, e.do, e.n, tid)

    @TASKS("continue")
    def task_continue(self, seat: int) -> None:
        if self.over:
            return
        if self.status[seat] != IN:  # knocked out during the turn: it ends
            self.first(ClankState.task_end_turn, seat)
            return
        if self.escaping and self.options.get("escape") == "end_turn":
            # the uk reading: reaching the Crypt with an Artifact ends the turn at once,
            # the action under way done (docs/clank.md, decision 5)
            self.first(ClankState.task_end_turn, seat)
            return
        if self.watching:  # a row waiting for its condition: whatever the action was
            waiting = len(self.agenda)
            self.check_watchers(seat)
            if len(self.agenda) != waiting or self.pending is not None:
                # the row asks a choice: back to the turn once it is made
                self.agenda.insert(waiting, (ClankState.task_continue.task_name, seat))
                return
        self.pending = Turn(seat)

    def take_row(self, seat: int, slot: int, kind: str) -> None:
        cid = self.row[slot]
        card = self.card(cid)
        self.row[slot] = ""
        if kind == "fight":
            self.swords -= card.cost
            self.monster_defeated = True
            self.dungeon_discard.append(cid)
            self.emit("defeated", {"seat": seat, "card": cid})
            self.resolve(seat, cid, "defeat")
        elif kind == "use":
            self.skill -= card.cost
            self.dungeon_discard.append(cid)
            self.emit("used", {"seat": seat, "card": cid})
            self.resolve(seat, cid, "use")
        else:
            self.skill -= card.cost
            self.discard[seat].append(cid)
            self.emit("acquired", {"seat": seat, "card": cid, "from": "row"})
            self.resolve(seat, cid, "acquire")
        self.check_watchers(seat)

    # ------------------------------------------------------------------ moving
    def pay_walk(self, seat: int, cost: rules.Cost) -> None:
        self.boots -= cost.boots
        for key in cost.locks:
            self.lockpicks[seat] -= 1
            self.opened = tuple(sorted({*self.opened, key}))
        blocked = min(self.swords, cost.monsters)
        self.swords -= blocked
        self.hurt(seat, cost.monsters - blocked)

    def hurt(self, seat: int, n: int) -> None:
        n = min(n, self.supply[seat])
        self.supply[seat] -= n
        self.damage[seat] += n
        self.check_knock_out(seat)

    def move(self, seat: int, index: int) -> None:
        room = self.room[seat]
        exit_ = self.dungeon_map().exits[room][index]
        if exit_.kind == "portal":
            self.pending = PortalOut(seat, room)
            return
        if exit_.kind == "open":
            self.reveal_tile()
            self.pending = Place(seat, index)
            return
        cost = rules.exit_cost(exit_, self.opened, self.against_arrows(seat),
                               self.no_monsters)
        self.pay_walk(seat, cost)
        self.emit("moved", {"seat": seat, "room": exit_.to})
        self.enter(seat, exit_.to)

    def portal_options(self, seat: int, room: int, check_cost: bool = False) -> list[int]:
        d = self.dungeon_map()
        into = next(e for e in d.exits[room] if e.kind == "portal")
        out = []
        for other in d.portals:
            if other == room:
                continue
            out_of = next(e for e in d.exits[other] if e.kind == "portal")
            cost = rules.portal_cost(into, out_of, self.opened,
                                     self.against_arrows(seat), self.no_monsters)
            if not check_cost or (cost.allowed and self.boots >= cost.boots and
                                  len(cost.locks) <= self.lockpicks[seat] and
                                  self.may_take_damage(seat, max(0, cost.monsters - self.swords))):
                out.append(other)
        return out

    def portal_trip(self, seat: int, room: int, other: int) -> None:
        d = self.dungeon_map()
        into = next(e for e in d.exits[room] if e.kind == "portal")
        out_of = next(e for e in d.exits[other] if e.kind == "portal")
        self.pay_walk(seat, rules.portal_cost(into, out_of, self.opened,
                                              self.against_arrows(seat), self.no_monsters))
        self.portal_used = True
        self.emit("moved", {"seat": seat, "room": other, "portal": True})
        self.enter(seat, other)
        self.check_watchers(seat)

    def place_options(self, seat: int, index: int, teleport: bool = False) -> list[int]:
        """The turns the discovered tile may be laid in: those that let the mover finish
        the move (docs/clank.md, decisions 2 and 3; a teleport only needs the tunnel to
        reach a room: decision 21), or every turn when none does."""
        room = self.room[seat]
        exit_ = self.dungeon_map().exits[room][index]
        tile = self.next_tile()
        if teleport:
            good = [t for t in range(4) if entry_exit(self.maps.tiles, self.dungeon_map(),
                                                      room, exit_, tile, t) is not None]
        else:
            good = [t for t in range(4) if self._entry(seat, exit_, tile, t) is not None]
        return good or [0, 1, 2, 3]

    def _entry(self, seat: int, exit_: Exit, tile: int, turns: int) -> Exit | None:
        """The full tunnel the mover would walk into the new tile laid `turns`, if they
        can walk it."""
        e = entry_exit(self.maps.tiles, self.dungeon_map(), self.room[seat], exit_, tile,
                       turns)
        if e is None:
            return None
        cost = rules.exit_cost(e, self.opened, self.against_arrows(seat), self.no_monsters)
        if cost.allowed and self.boots >= cost.boots and \
                len(cost.locks) <= self.lockpicks[seat] and \
                self.may_take_damage(seat, max(0, cost.monsters - self.swords)):
            return e
        return None

    def lay_tile(self, seat: int, index: int, turns: int, teleport: bool = False) -> None:
        room = self.room[seat]
        exit_ = self.dungeon_map().exits[room][index]
        tile = self.pop_tile()
        walk = entry_exit(self.maps.tiles, self.dungeon_map(), room, exit_, tile, turns) \
            if teleport else self._entry(seat, exit_, tile, turns)
        assert exit_.edge is not None
        self.placed = placed_with(self.placed, tile, exit_.edge, turns)
        self.emit("tile", {"seat": seat, "tile": self.tileset.all()[tile].id,
                           "cell": list(exit_.edge.cell), "turns": turns})
        self.tile_placed(len(self.placed) - 1)
        if teleport:  # no Boots, the tunnel's icons and arrows ignored (decision 21)
            if walk is not None:
                self.emit("teleport", {"seat": seat, "room": walk.to})
                self.enter(seat, walk.to)
            return
        if walk is None:  # no turn lets the mover in: they stay, the Boots are spent
            self.boots -= rules.exit_cost(exit_, self.opened).boots
        else:
            d = self.dungeon_map()
            same = next(e for e in d.exits[room] if e.kind == "room" and e.to == walk.to and
                        e.halves == walk.halves)
            self.pay_walk(seat, rules.exit_cost(same, self.opened,
                                                self.against_arrows(seat), self.no_monsters))
            self.emit("moved", {"seat": seat, "room": walk.to})
            self.enter(seat, walk.to)

    def tile_placed(self, placement: int) -> None:
        """A new tile's Artifact rooms receive Artifacts; a haunted tile sends a Ghost."""
        d = self.dungeon_map()
        tile = self.tileset.all()[self.placed[placement][0]]
        stack = self.artifact_stack
        for r in d.rooms:
            if r.placement == placement and "artifact" in r.room.features:
                if self.players >= PARTY_PLAYERS:  # the top one and one more per plus
                    n = rules.party_artifacts_for_room(stack, r.room.plus)
                    if n:
                        self.room_artifacts[r.index] = stack[:n]
                        del stack[:n]
                    continue
                i = rules.artifact_for_room(stack, r.room.plus)
                if i is not None:
                    self.room_artifacts[r.index] = [stack.pop(i)]
        if tile.haunted:
            self.gain(self.turn, "ghost", 1)

    def enter(self, seat: int, room: int) -> None:
        """Arrive in a room: a Crystal Cave exhausts, a reward once per room per turn, the
        Crypt with an Artifact is an escape."""
        self.room[seat] = room
        here = self.features(room)
        if "crypt" in here and self.artifacts[seat]:
            self.escaping = True
        if "wayshrine" in here:
            self.open_puzzle_boxes(seat)
        if "crystal_cave" in here:
            self.in_cave = True
            if not self.no_caves:
                self.exhausted = True
        if room in self.rewarded:
            self.check_watchers(seat)
            return
        self.rewarded.append(room)
        r = self.dungeon_map().rooms[room].room
        if "minor_secret" in here:
            self.take_token(seat, self.minors)
        if "gold" in here:
            self.gain(seat, "gold", r.gold)
        if "heal" in here:
            self.heal(seat, 1)
        if "monkey_shrine" in here and self.idols_left:
            self.idols_left -= 1
            self.idols[seat] += 1
        self.check_watchers(seat)

    def open_puzzle_boxes(self, seat: int) -> None:
        """In a Wayshrine a Puzzle Box goes back to the box for a random major secret."""
        while "puzzle_box" in self.tokens[seat] and self.majors:
            self.tokens[seat].remove("puzzle_box")
            self.token_box.append("puzzle_box")
            self.take_token(seat, self.majors)

    # ------------------------------------------------------------------ rooms
    def take_artifact(self, seat: int) -> None:
        room = self.room[seat]
        values = self.room_artifacts[room]
        best = max(values)
        values.remove(best)
        if not values:
            del self.room_artifacts[room]
        self.artifacts[seat].append(best)
        self.took[seat].append(room)
        self.gain(seat, "rage", 1)
        self.emit("artifact", {"seat": seat, "value": best})

    def mark_shrine(self, seat: int, room: int | None = None) -> None:
        room = self.room[seat] if room is None else room
        self.supply[seat] -= 1
        self.marks.setdefault(room, []).append(seat)
        self.shrines[seat].append(room)
        self.cube_placed = True
        self.emit("marked", {"seat": seat, "room": room})
        self.gain(seat, "gold", len(self.shrines[seat]))

    def pick(self, seat: int, feature: str) -> None:
        self.lockpicks[seat] -= 1
        self.picked.append(self.room[seat])
        self.emit("picked", {"seat": seat, "feature": feature})
        if feature == "chest":
            self.take_token(seat, self.majors)
        elif feature == "library":
            self.gain(seat, "secret_tome", 1)
        else:
            for _ in range(2):
                self.take_token(seat, self.prisoners)

    def buy(self, seat: int, item: str, coupon: bool = False) -> None:
        price = self.price(seat)
        self.flute = False  # the Flute's one purchase (the better price) is spent
        if coupon:  # 5 Gold less, and the coupon goes back to the box
            self.tokens[seat].remove("discount_coupon")
            self.token_box.append("discount_coupon")
            price = max(0, price - COUPON)
        self.gold[seat] -= price
        self.gain_item(seat, item)
        self.emit("bought", {"seat": seat, "item": item})

    def gain_item(self, seat: int, item: str) -> None:
        """A Market item into the seat's supply (the best Crown left, for a Crown)."""
        if item == "crown":
            self.crowns_held[seat].append(self.crowns.pop(0))
            self.check_watchers(seat)
            return
        self.market[item] -= 1
        self.tokens[seat].append(item)
        token = self.content.tokens[item]
        if token.effect == "invisible" and seat == self.turn:
            self.no_monsters = True  # the Invisibility Cloak works from now on
        for e in token.now:
            self.gain(seat, e.do, e.n, item)

    # ------------------------------------------------------------------ tiles moved by cards
    def each_player(self, seat: int) -> list[int]:
        """The players still in the dungeon, from `seat` on clockwise (rules: each player)."""
        return [(seat + k) % self.players for k in range(self.players)
                if self.status[(seat + k) % self.players] == IN]

    def lone_square(self, seat: int) -> int | None:
        """The square tile the seat's pawn is alone on, if it is."""
        room = self.room[seat]
        if room < 0 or self.status[seat] != IN:
            return None
        d = self.dungeon_map()
        p = d.rooms[room].placement
        if not self.tileset.all()[self.placed[p][0]].square:
            return None
        others = [o for o in self.inside() if o != seat and self.room[o] >= 0
                  and d.rooms[self.room[o]].placement == p]
        return None if others else p

    def rotate(self, placement: int, turns: int) -> None:
        self._map = self.maps.turned(self.dungeon_map(), placement, turns)
        self.placed = self._map.placed
        self.emit("rotated", {"tile": placement, "turns": turns})

    def free_edges(self, seat: int) -> list[Any]:
        """One open edge per free cell next to the seat's tile (a new tile laid there)."""
        return dungeon_free_edges(self.dungeon_map(), self.room[seat])

    def lay_free(self, edge: Any, turns: int) -> None:
        """Lay the top tile of the stack beyond `edge`, turned `turns` (Marble Guardian)."""
        self.reveal_tile()
        tile = self.pop_tile()
        self.placed = placed_with(self.placed, tile, edge, turns)
        self.emit("tile", {"seat": self.turn, "tile": self.tileset.all()[tile].id,
                           "cell": list(edge.cell), "turns": turns})
        self.tile_placed(len(self.placed) - 1)

    # ------------------------------------------------------------------ health
    def knock_out(self, seat: int) -> None:
        self.status[seat] = KNOCKED_OUT
        self.emit("knocked_out", {"seat": seat, "depths": self.in_depths(seat)})

    def in_depths(self, seat: int) -> bool:
        room = self.room[seat]
        return room >= 0 and self.dungeon_map().rooms[room].depths

    # ------------------------------------------------------------------ end of turn
    @TASKS("end_turn")
    def task_end_turn(self, seat: int) -> None:
        """Clean up (play area to the discard pile, draw 5), an escape leaves the board,
        the Row is refilled a card at a time (Arrive effects as each card shows), then the
        dragon attacks once if a new card shows its symbol."""
        if self.springs and (self.played[seat] or self.discard[seat]):
            self.springs -= 1  # a Magic Spring's trash first, then the clean-up
            self.first(ClankState.task_end_turn, seat)
            self.ask(seat, "magic_spring", "trash")
            return
        self.springs = 0
        if self.status[seat] == IN or self.escaping:
            self.discard[seat].extend(self.played[seat])
            self.played[seat] = []
            self.draw(seat, HAND - len(self.hand[seat]))
        if self.escaping and self.status[seat] == IN:
            self.status[seat] = ESCAPED
            self.mastery[seat] = True
            self.room[seat] = -1
            self.emit("escaped", {"seat": seat})
        self.first(ClankState.task_refill, seat, 0, False)

    @TASKS("refill")
    def task_refill(self, seat: int, slot: int, attack: bool) -> None:
        while slot < ROW and self.row[slot]:
            slot += 1
        if slot == ROW:
            self.first(ClankState.task_next_turn, seat)
            if attack:
                self.first(ClankState.task_attack, seat)
            return
        if not self.dungeon:
            self.end_game("dungeon deck")
            return
        self.rng.reveal(self.dungeon)
        cid = self.row[slot] = self.dungeon.pop()
        self.emit("row", {"slot": slot, "card": cid})
        self.first(ClankState.task_refill, seat, slot + 1, attack or self.card(cid).dragon)
        self.arrive(cid)  # a choice it asks for comes before the next card

    @TASKS("attack")
    def task_attack(self, seat: int) -> None:
        danger = sum(self.card(c).danger for c in self.row if c)
        self.dragon_attack(rules.cubes_to_draw(self.content.track(self.players), self.rage,
                                               danger))

    def dragon_attack(self, n: int) -> None:
        """The Clank! area into the bag, draw n cubes, resolve them; then knock-outs, and
        the game ends when the bag is empty afterwards (or nobody is left inside)."""
        for seat in range(self.players):
            self.bag.extend([seat] * self.area[seat])
            self.area[seat] = 0
        self.bag.extend([rules.GHOST] * self.ghost_area)
        self.ghost_area = 0
        drawn = rules.draw_cubes(self.bag, n, self.rng)
        inside = [self.status[seat] == IN for seat in range(self.players)]
        result = rules.resolve_draw(drawn, self.players, inside)
        self.black_bank += result.black
        self.ghost_area += result.ghosts
        for cube in result.returned or ():
            self.supply[cube] += 1
        self.emit("attack", {"drawn": drawn, "damage": result.damage})
        self.first(ClankState.task_after_attack)
        for seat, hits in enumerate(result.damage):
            if not inside[seat]:
                continue
            own = drawn.count(seat)  # the drawn cubes mark the meter; past its end, back
            marked = min(own, self.content.health - self.damage[seat])
            self.damage[seat] += marked
            self.supply[seat] += own - marked
            self.check_knock_out(seat)
            ghost_hits = min(hits - own, self.content.health - self.damage[seat])
            if ghost_hits and any(self.card(c).on("ghost") for c in self.hand[seat]):
                self.ask(seat, "tourmaline", "ghost", (ghost_hits,))
            else:
                self.ghost_damage(seat, ghost_hits)

    def ghost_damage(self, seat: int, n: int) -> None:
        """A ghost's damage: marked with a cube of the supply, else a black one of the
        Bank's."""
        for _ in range(min(n, self.content.health - self.damage[seat])):
            if self.supply[seat]:
                self.supply[seat] -= 1
            elif self.black_bank:
                self.black_bank -= 1
                self.black_marks[seat] += 1
            else:
                continue  # no cube to mark it with: nothing to mark
            self.damage[seat] += 1
        self.check_knock_out(seat)

    def check_knock_out(self, seat: int) -> None:
        """A full Health Meter knocks its player out at once."""
        if self.status[seat] == IN and self.damage[seat] >= self.content.health:
            self.knock_out(seat)

    @TASKS("after_attack")
    def task_after_attack(self) -> None:
        if not self.bag:
            self.end_game("dragon bag")
        elif not self.inside():
            self.end_game("everyone out")

    def out_turn(self, seat: int) -> None:
        """The turn of a player who is out: the Clank! area into the bag and a fixed draw
        (4, or 6 with two players), ignoring rage and Danger."""
        self.first(ClankState.task_next_turn, seat)
        self.dragon_attack(self.content.cubes["out_draw"][str(self.players)])

    @TASKS("next_turn")
    def task_next_turn(self, seat: int) -> None:
        if self.over:
            return
        if not self.inside():
            self.end_game("everyone out")
            return
        nxt = (seat + 1) % self.players
        if nxt == 0:
            self.rounds += 1
        self.later(ClankState.task_turn, nxt)

    def end_game(self, why: str) -> None:
        """The game ends: whoever is still in the dungeon is knocked out."""
        for seat in self.inside():
            self.knock_out(seat)
        self.over = True
        self.pending = None
        self.agenda.clear()
        self.emit("game_over", {"why": why, "scores": self.scores()})

    # ------------------------------------------------------------------ scoring
    def scores(self) -> list[int]:
        return [self.score(seat) for seat in range(self.players)]

    def score(self, seat: int) -> int:
        """Nothing for a player knocked out without an Artifact or in the Depths; else
        Artifacts, Gold, tokens, idols, crowns, Mastery and the cards of the whole deck."""
        parts = self.score_parts(seat)
        return 0 if parts.pop("lost") else sum(parts.values())

    def token_rule(self, seat: int, rule: str) -> int:
        if not rule:
            return 0
        deck = (*self.deck[seat], *self.hand[seat], *self.discard[seat], *self.played[seat])
        freed = sum(1 for t in self.tokens[seat] if self.content.tokens[t].pool == "prisoner"
                    and not self.content.tokens[t].not_a_prisoner)
        return {"mayor": 5 if self.mastery[seat] else 0,
                "monk": len(self.shrines[seat]),
                "primatologist": 5 if self.idols[seat] or "golden_monkey_bot" in
                self.tokens[seat] else 0,
                "prince": 5 if self.crowns_held[seat] else 0,
                "sorceress": 5 if deck.count("secret_tome") >= 2 else 0,
                "warrior": freed}[rule]

    def card_rule(self, seat: int, rule: str) -> int:
        if not rule:
            return 0
        if rule == "brave_hero":
            return 5 if self.freed[seat] >= 3 else 0
        if rule == "expensive_taste":
            deck = (*self.deck[seat], *self.hand[seat], *self.discard[seat],
                    *self.played[seat])
            gem = any(self.content.cards[c].type == "gem" for c in deck)
            return 5 if self.crowns_held[seat] and gem else 0
        if rule == "thirst_for_adventure":
            idols = self.idols[seat] + ("golden_monkey_bot" in self.tokens[seat])
            return 2 * len(self.artifacts[seat]) + 2 * idols
        return 0

    def winners(self) -> list[int]:
        """Highest score; a tie goes to the most valuable single Artifact, then is shared."""
        scores = self.scores()
        best = max(scores)
        tied = [seat for seat in range(self.players) if scores[seat] == best]
        top = max(max(self.artifacts[seat], default=0) for seat in tied)
        return [seat for seat in tied if max(self.artifacts[seat], default=0) == top]

    # ------------------------------------------------------------------ views (a first cut)
    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` (None: a spectator) sees: the whole public table, its own hand, the
        sizes of what is hidden, and the decision it faces."""
        p = self.pending
        placing = lay_tile = None
        if p is not None and p[0] == "place":  # the drawn tile is face up while it is laid
            exit_ = self.dungeon_map().exits[self.room[p[1]]][p[2]]
            assert exit_.edge is not None
            placing = {"tile": self.tileset.all()[self.next_tile()].id,
                       "cell": list(exit_.edge.cell),
                       # the turns it may be laid in (the `place` actions: public)
                       "turns": self.place_options(p[1], p[2], p[3])}
        elif self.tile_shown():  # a card lays it: face up, its cell still to choose
            lay_tile = self.tileset.all()[self.next_tile()].id
        return {
            "seat": seat, "players": self.players, "turn": self.turn, "rounds": self.rounds,
            "rage": self.rage, "row": list(self.row), "dungeon": len(self.dungeon),
            "dungeon_discard": list(self.dungeon_discard),
            "reserve": dict(sorted(self.reserve.items())),
            "market": dict(sorted(self.market.items())), "crowns": list(self.crowns),
            "placed": [list(p) for p in self.placed],
            "stack": {"safe": len(self.safe_stack), "depths": len(self.deep_stack)},
            "opened": [list(k) for k in self.opened], "picked": list(self.picked),
            "room_artifacts": {str(k): list(v) for k, v in sorted(self.room_artifacts.items())},
            "marks": {str(k): list(v) for k, v in sorted(self.marks.items())},
            "artifact_stack": list(self.artifact_stack), "idols_left": self.idols_left,
            "bank": {"prisoners": len(self.prisoners), "majors": len(self.majors),
                     "minors": len(self.minors), "ghosts": self.ghosts_bank,
                     "black": self.black_bank},
            "bag": sorted(self.bag), "ghost_area": self.ghost_area,
            "seats": [{
                "room": self.room[o], "status": self.status[o], "damage": self.damage[o],
                "supply": self.supply[o], "area": self.area[o], "gold": self.gold[o],
                "lockpicks": self.lockpicks[o], "tokens": sorted(self.tokens[o]),
                "artifacts": list(self.artifacts[o]), "took": list(self.took[o]),
                "idols": self.idols[o],
                "crowns": list(self.crowns_held[o]), "mastery": self.mastery[o],
                "shrines": list(self.shrines[o]), "freed": self.freed[o],
                "deck": len(self.deck[o]), "hand": len(self.hand[o]),
                "discard": list(self.discard[o]), "played": list(self.played[o]),
            } for o in range(self.players)],
            "hand": sorted(self.hand[seat]) if seat is not None else None,
            # a seat knows what its deck holds (every card it owns, less those it sees)
            "deck_cards": sorted(self.deck[seat]) if seat is not None else None,
            "turn_state": {"skill": self.skill, "swords": self.swords, "boots": self.boots,
                           "credit": self.credit, "made": self.made,
                           "exhausted": self.exhausted, "in_cave": self.in_cave,
                           "no_caves": self.no_caves, "no_monsters": self.no_monsters,
                           "flute": self.flute, "escaping": self.escaping},
            "placing": placing,
            "lay_tile": lay_tile,
            # what the screen highlights: the exits of the deciding seat's room with what
            # each costs now, and the cells a card may lay a tile on (all public)
            "exits": self.exits_view(p[1]) if p is not None else None,
            "free_edges": [list(e.cell) for e in self.free_edges(p[1])]
            if p is not None and p[0] == "choose" and p.power == "marble_guardian" else None,
            "decision": None if p is None else list(p),
            # what the generic screen reads (generic.js: prompt, winners)
            "prompt": None if p is None else
            {"kind": p[0], "seat": p[1], **({"card": p.power} if p[0] == "choose" else {})},
            "over": self.over, "scores": self.scores() if self.over else None,
            # the score so far (every acquired card is public, so is a deck's worth)
            "points": self.scores(),
            "score_parts": [self.score_parts(o) for o in range(self.players)]
            if self.over else None,
            "winners": self.winners() if self.over else None,
        }

    def exits_view(self, seat: int) -> list[dict[str, Any]] | None:
        """The exits of the seat's room, in the order `move` numbers them, each with where
        it leads and what walking it costs the seat now (rules.exit_cost: Boots, monster
        damage before Swords, closed locks, whether an arrow forbids it; a portal's own
        tunnel only). None off the board. Public: the map, the locks opened and the turn's
        pool are seen by everyone."""
        room = self.room[seat]
        if room < 0 or self.status[seat] != IN:
            return None
        d = self.dungeon_map()
        arrows = self.against_arrows(seat)
        out = []
        for e in d.exits[room]:
            cost = rules.exit_cost(e, self.opened, arrows, self.no_monsters)
            row: dict[str, Any] = {"kind": e.kind, "to": e.to, "boots": cost.boots,
                                   "monsters": cost.monsters, "locks": len(cost.locks),
                                   "allowed": cost.allowed,
                                   "tunnel": [e.halves[0].placement, e.halves[0].tunnel]}
            if e.edge is not None:
                row["edge"] = [e.edge.x, e.edge.y, e.edge.side, e.edge.i]
            out.append(row)
        return out

    def score_parts(self, seat: int) -> dict[str, int]:
        """The seat's score by source (`score` adds them up; the end screen shows them);
        `lost`: 1 if knocked out without an Artifact or in the Depths, which scores 0."""
        c = self.content
        lost = self.status[seat] == KNOCKED_OUT and (not self.artifacts[seat] or
                                                     self.in_depths(seat))
        tokens = sum(c.tokens[t].points + c.tokens[t].gold +
                     self.token_rule(seat, c.tokens[t].points_rule) for t in self.tokens[seat])
        cards = sum(c.cards[cid].points + self.card_rule(seat, c.cards[cid].points_rule)
                    for cid in (*self.deck[seat], *self.hand[seat], *self.discard[seat],
                                *self.played[seat]))
        return {"artifacts": sum(self.artifacts[seat]), "gold": self.gold[seat],
                "crowns": sum(self.crowns_held[seat]),
                "idols": self.idols[seat] * c.misc["monkey_idol_points"],
                "mastery": c.misc["mastery_points"] if self.mastery[seat] else 0,
                "tokens": tokens, "cards": cards, "lost": int(lost)}

    def facts(self) -> dict[str, Any]:
        return {"turn": self.turn, "rage": self.rage, "row": list(self.row),
                "damage": list(self.damage), "gold": list(self.gold), "area": list(self.area),
                "skill": self.skill, "swords": self.swords, "boots": self.boots,
                "credit": self.credit, "exhausted": self.exhausted}

    def determinize(self, seat: int, rng: Rng) -> ClankState:
        return hidden.determinize(self, seat, rng)
