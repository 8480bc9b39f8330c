"""King of Tokyo: Dark Edition state and turn flow.

The flow is an agenda (a stack of small tasks) run until some seat has a decision (`pending`)
or the game is over. Every decision is one seat's, so `to_move()` is never more than one seat.
Card and tile effects are data rows run by effects.py at named hooks; the odd powers are units
of powers.py: the option builders here ask them for their offers at each window (Wings,
Stretchy, Made in a Lab...) and their decisions (Opportunist, Metamorph...) join the rules'
own. Each rule is one predicate (`can_buy`, `can_heal`, `groups`, `can_reroll`) used both by
the option builders and by `is_legal`. Rules decisions: docs/kingoftokyo.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from ...core import declare as d
from ...core.actions import Action
from ...core.events import Event
from ...core.flow import Overview, Step
from ...core.loop import TurnState, loop_fields
from ...core.rng import Rng, seed_from
from . import effects, hidden, powers
from .catalog import MAX_DICE, catalog
from .content import FACES, LEVELS, Content, Power
from .decision import TASKS, Fast, KotDecision

ONE, TWO, THREE, ENERGY, HEART, SMASH = range(6)
FACE_INDEX = {face: i for i, face in enumerate(FACES)}
LEVEL_BIT = {3: 1, 6: 2, 10: 4}
GROUP_BIT = {"numbers": 1, "energy": 2, "smash": 4, "heart": 8}
WIN_VP = 20
BASE_HP = 10
BASE_ROLLS = 3


# the seats after each seat, clockwise, for every table size (clockwise_from runs often)
_AFTER = {n: tuple(tuple((s + k) % n for k in range(1, n)) for s in range(n))
          for n in range(1, 7)}


class KotState(d.Declared, TurnState):
    # everything a position is, declared once: clone, snapshot (so the digest) and
    # from_snapshot are derived from it (core/declare.py)
    STATE = d.Fields(
        d.value("players", "seed", "city", "bay", "active", "anchor", "first", "turn",
                "extra", "penalty", "rolls_left", "roll_no", "resolved", "dealt",
                "herd_used", "twists_used"),
        d.value("options", decode=dict),
        # pending, agenda, over, the legal list, the event buffer (core/loop.py)
        loop_fields(KotDecision),
        d.rng("rng"),
        # per seat
        d.flat("monster", "hp", "vp", "energy", "wick", "levels", "alive", "poison",
               "shrink", "zombie", "copy", "copy_smoke", "sj_used", "wings_on"),
        d.nested("keep", "tiles"),
        d.mapping("smoke", keys=int),
        # the cards and tiles
        d.flat("deck", "market", "discard", "tiles_out"),
        d.mapping_of_lists("stacks", keys=int),
        # the turn
        d.flat("dice", "hurt", "jets_done", "won", "forced"),
        d.flat("extra_turns", decode=d.tuple_items),
        d.mapping("burrow", decode=d.deep_tuple),
        d.shared("content", "cat"),
        d.cache("_pc", copy="flat", rebuild=lambda s: [None] * s.players),
        d.cache("pending_was", rebuild=lambda s: None),  # the decision being answered
        d.cache("_setup_events", rebuild=lambda s: []),  # what setting up showed
    )
    __slots__ = STATE.names
    game_id = "kingoftokyo"
    TASKS = TASKS
    ZONES = hidden.ZONES  # who sees which list: determinize is derived from them

    # ------------------------------------------------------------------ setup and copying

    @classmethod
    def blank(cls, players: int, seed: int, options: dict[str, Any], content: Content) -> KotState:
        s = cls.__new__(cls)
        s.players, s.seed, s.options, s.content = players, seed, options, content
        s.cat = catalog(content)
        s.rng = Rng(seed_from("kingoftokyo", seed))
        n = players
        s.monster = list(range(n))
        s.hp = [BASE_HP] * n
        s.vp = [0] * n
        s.energy = [0] * n
        s.wick = [0] * n
        s.levels = [0] * n
        s.alive = [True] * n
        s.poison = [0] * n
        s.shrink = [0] * n
        s.zombie = [False] * n
        s.keep = [[] for _ in range(n)]
        s.tiles = [[] for _ in range(n)]
        s.copy = [-1] * n
        s.copy_smoke = [0] * n
        s.smoke = {}
        s.city = -1
        s.bay = -1
        s.deck = []
        s.market = [-1, -1, -1]
        s.discard = []
        s.stacks = {3: [], 6: [], 10: []}
        s.tiles_out = []
        s.active = 0
        s.anchor = 0
        s.first = 0
        s.turn = 0
        s.extra = False
        s.penalty = 0
        s.extra_turns = []
        s._reset_turn()
        s.pending = None
        s.pending_was = None
        s._legal = None
        s.agenda = []
        s.over = False
        s.won = []
        s.forced = []  # scenario dice: faces the next rolled dice will show
        s._pc = [None] * n
        s._ev = []
        s._quiet = False
        s._setup_events = []
        return s

    @classmethod
    def setup(cls, players: int, seed: int, options: dict[str, Any], content: Content,
              rng: Rng | None = None) -> KotState:
        s = cls.blank(players, seed, options, content)
        if rng is not None:
            s.rng = rng
        rng = s.rng
        order = list(range(len(content.monsters)))
        rng.shuffle(order)
        s.monster = order[:players]
        s.deck = list(range(len(content.cards)))
        rng.shuffle(s.deck)
        s.market = [s.deck.pop() for _ in range(3)]
        s.stacks = s._tile_stacks(options.get("tiles", "red"))
        s._ev = []
        s.first = s._rolloff()
        s.anchor = s.first
        s.agenda.append(TASKS.entry(s.task_turn, s.first, False, 0))
        s.run()
        s._setup_events = s._ev
        s._ev = []
        return s

    def _tile_stacks(self, sides: str) -> dict[int, list[str]]:
        stacks: dict[int, list[str]] = {3: [], 6: [], 10: []}
        for red, green in self.content.tile_pairs:
            if sides == "red":
                face = red
            elif sides == "green":
                face = green
            else:
                face = (red, green)[self.rng.below(2)]
            stacks[self.content.tiles[face].level].append(face)
        return stacks

    def _rolloff(self) -> int:
        """Everyone rolls six dice; the most SMASH starts; tied seats roll again."""
        contenders = list(range(self.players))
        rounds = []
        while True:
            smashes = {seat: sum(self.die() == SMASH for _ in range(6))
                       for seat in contenders}
            rounds.append({str(seat): n for seat, n in smashes.items()})
            best = max(smashes.values())
            contenders = [seat for seat in contenders if smashes[seat] == best]
            if len(contenders) == 1:
                self._emit("rolloff", rounds=rounds, first=contenders[0])
                return contenders[0]

    def determinize(self, seat: int, rng: Rng) -> KotState:
        """The deck order is the only secret; a seat looking at the top card keeps it there."""
        return hidden.determinize(self, seat, rng)

    # ------------------------------------------------------------------ protocol

    def opening_events(self) -> list[Event]:
        return list(self._setup_events)

    def scores(self) -> list[int]:
        return list(self.vp)

    def winners(self) -> list[int]:
        return list(self.won) if self.over else []

    def answer(self, seat: int, action: Action) -> None:
        p = self.pending_was = self.pending
        assert p is not None
        if action.kind in powers.OWN_KINDS and p.own_powers:  # the decision stays open
            powers.BY_ACTION["own"][(action.kind, "")].apply(self, seat, action)
        else:
            self.pending = None
            p.answer(self, action)

    def view(self, seat: int | None) -> dict[str, Any]:
        from .views import view

        return view(self, seat)

    def facts(self) -> dict[str, Any]:
        from .views import facts

        return facts(self)

    # ------------------------------------------------------------------ small queries

    def powers(self, seat: int) -> list[Power]:
        """Cards, tiles and a Fluxling copy that give this seat effects."""
        return (self._pc[seat] or self._info(seat))[0]

    def info(self, seat: int) -> tuple[list[Power], dict[str, int], dict[str, Any],
                                       frozenset[str], dict[str, Any]]:
        """The seat's power summary (`_info`), from the cache `_pc` kept until cards move
        (`_touch`): every reader goes through here or the named queries below."""
        return self._pc[seat] or self._info(seat)

    def offers(self, seat: int) -> dict[str, Any]:
        """window -> the offers of the seat's power units there (powers.py); usually empty."""
        return (self._pc[seat] or self._info(seat))[4]

    def power_ids(self, seat: int) -> dict[str, int]:
        """How many of each power (card, tile, copy) the seat has; empty for most seats."""
        return (self._pc[seat] or self._info(seat))[1]

    def _info(self, seat: int) -> tuple[list[Power], dict[str, int], dict[str, Any],
                                        frozenset[str], dict[str, Any]]:
        """(powers, count per power id, summed passive values, hooks with effects, the
        offers of its power units per window), cached until cards move."""
        info = self._pc[seat]
        if info is None:
            cards = self.content.cards
            owned = [cards[i] for i in self.keep[seat]]
            if self.copy[seat] >= 0:  # a Fluxling copy acts as the card would: among them
                owned.append(cards[self.copy[seat]])
            owned.extend(self.content.tiles[t] for t in self.tiles[seat])
            ids: dict[str, int] = {}
            passive: dict[str, Any] = {}
            for p in owned:
                ids[p.id] = ids.get(p.id, 0) + 1
                for key, value in p.passive.items():
                    if isinstance(value, bool) or not isinstance(value, int):
                        passive[key] = value
                    elif key == "max_hp":
                        passive[key] = max(passive.get(key, 0), value)
                    elif key == "smash_multiplier":
                        passive[key] = passive.get(key, 1) * value
                    else:
                        passive[key] = passive.get(key, 0) + value
            hooks = frozenset(hook for p in owned for hook in p.hooks)
            info = self._pc[seat] = (owned, ids, passive, hooks, powers.owned_offers(ids))
        return info

    def _touch(self) -> None:
        self._pc = [None] * self.players

    def has(self, seat: int, pid: str) -> int:
        return (self._pc[seat] or self._info(seat))[1].get(pid, 0)

    def passive(self, seat: int, key: str) -> int:
        return (self._pc[seat] or self._info(seat))[2].get(key, 0)

    def flag(self, seat: int, key: str) -> bool:
        return key in (self._pc[seat] or self._info(seat))[2]

    def max_hp(self, seat: int) -> int:
        best = 12 if self.zombie[seat] else BASE_HP
        return max(best, (self._pc[seat] or self._info(seat))[2].get("max_hp", 0))

    def in_tokyo(self, seat: int) -> bool:
        return seat == self.city or seat == self.bay

    def location(self, seat: int) -> str | None:
        return "city" if seat == self.city else "bay" if seat == self.bay else None

    def alive_seats(self) -> list[int]:
        return [s for s in range(self.players) if self.alive[s]]

    def bay_open(self) -> bool:
        return self.players >= 5 and sum(self.alive) >= 5

    def counts(self) -> list[int]:
        c = [0] * 6
        for f in self.dice:
            c[f] += 1
        return c

    def dice_count(self, seat: int) -> int:
        n = 6 + self.passive(seat, "extra_dice") - self.shrink[seat]
        if seat == self.active:
            n -= self.penalty
        return max(0, min(MAX_DICE, n))

    def price(self, seat: int, inst: int) -> int:
        return max(0, self.content.cards[inst].cost
                   - (self._pc[seat] or self._info(seat))[2].get("discount", 0))

    def can_heal(self, seat: int) -> bool:
        """HEART results heal (and cure tokens): not in Tokyo, not a zombie."""
        return not self.zombie[seat] and seat != self.city and seat != self.bay

    def can_buy(self, seat: int, inst: int) -> bool:
        """The seat may buy this card now and can pay its price."""
        return self._can_buy(seat, inst, (self._pc[seat] or self._info(seat))[2])

    def market_buys(self, seat: int) -> list[int]:
        """The market slots whose card the seat may buy now (`can_buy`, the summary read
        once for the row)."""
        passive = (self._pc[seat] or self._info(seat))[2]
        return [slot for slot, inst in enumerate(self.market)
                if inst >= 0 and self._can_buy(seat, inst, passive)]

    def _can_buy(self, seat: int, inst: int, passive: dict[str, Any]) -> bool:
        card = self.content.cards[inst]
        if card.cost - passive.get("discount", 0) > self.energy[seat] or "no_buy" in passive:
            return False
        rule = powers.BUY_RULES.get(card.id)
        return rule is None or rule(self, seat)

    def can_reroll(self, seat: int, mask: int) -> bool:
        """Rerolling these dice is allowed: a roll left, or (a free_reroll passive) only
        dice showing 3."""
        if not 0 < mask < 1 << len(self.dice):
            return False
        if self.rolls_left > 0:
            return True
        threes = sum(1 << i for i, f in enumerate(self.dice) if f == THREE)
        return not mask & ~threes and self.flag(seat, "free_reroll")

    def hibernating(self, seat: int) -> bool:
        return self.flag(seat, "no_move")

    def sees_top(self, seat: int) -> bool:
        """The seat looks at the deck's top card now (a power's, at one of its decisions)."""
        p = self.pending
        return (p is not None and p[1] == seat
                and any(p[0] == kind and self.has(seat, pid)
                        for pid, kind in powers.SEES_TOP.items()))

    def asks(self, hook: str, seats: Sequence[int], *context: Any) -> list[tuple[Any, ...]]:
        """Agenda entries asking each of `seats` (in order) that holds a power offered at
        `hook` (Psychic Probe after a roll, Opportunist on a reveal...) its decision."""
        wanted = powers.ASKS.get(hook)
        if not wanted:
            return []
        out = []
        for seat in seats:
            ids = (self._pc[seat] or self._info(seat))[1]  # empty for most seats
            if ids:
                out.extend((task, seat, *context) for pid, task in wanted if pid in ids)
        return out

    def clockwise_from(self, seat: int) -> list[int]:
        """Living seats after `seat`, clockwise."""
        alive = self.alive
        return [s for s in _AFTER[self.players][seat] if alive[s]]

    # ------------------------------------------------------------------ events and primitives

    def die(self) -> int:
        """One die roll (a face index); scenarios may force the next faces."""
        if self.forced:
            return self.forced.pop(0)
        return self.rng.below(6)

    def _emit(self, kind: str, **data: Any) -> None:
        if not self._quiet:
            self._ev.append(Event(kind, data))

    def gain_vp(self, seat: int, n: int, why: str) -> None:
        # at 0 hearts a monster is out at once (爪擊), even before the deaths are counted:
        # nothing scores for it (Final Roar looks at the VP it had)
        if n > 0 and self.alive[seat] and self.hp[seat] > 0:
            self.vp[seat] += n
            self._emit("vp", seat=seat, delta=n, total=self.vp[seat], why=why)

    def lose_vp(self, seat: int, n: int, why: str) -> None:
        lost = min(n, self.vp[seat])
        if lost > 0 and self.alive[seat]:
            self.vp[seat] -= lost
            self._emit("vp", seat=seat, delta=-lost, total=self.vp[seat], why=why)

    def gain_energy(self, seat: int, n: int, why: str) -> None:
        if n > 0 and self.alive[seat]:
            ids = self.power_ids(seat)
            if ids:
                n += powers.bonus(ids, "gain_energy")
            self.energy[seat] += n
            self._emit("energy", seat=seat, delta=n, total=self.energy[seat], why=why)

    def spend(self, seat: int, n: int, why: str) -> None:
        if n > 0:
            self.energy[seat] -= n
            self._emit("energy", seat=seat, delta=-n, total=self.energy[seat], why=why)

    def gain_hp(self, seat: int, n: int, why: str) -> None:
        if n <= 0 or not self.alive[seat] or self.hp[seat] <= 0:
            return
        ids = self.power_ids(seat)
        if ids:
            n += powers.bonus(ids, "gain_hp")
        room = self.max_hp(seat) - self.hp[seat]
        n = min(n, room)
        if n > 0:
            self.hp[seat] += n
            self._emit("hp", seat=seat, delta=n, total=self.hp[seat], why=why)

    def gain_wickedness(self, seat: int, n: int) -> None:
        """Move up the gauge (capped at 10); each threshold reached for the first time gives a
        tile choice, lowest level first."""
        if n <= 0 or not self.alive[seat]:
            return
        before = self.wick[seat]
        after = min(10, before + n)
        if after == before:
            return
        self.wick[seat] = after
        self._emit("wickedness", seat=seat, delta=after - before, total=after, why="dice")
        for level in reversed(LEVELS):
            bit = LEVEL_BIT[level]
            if before < level <= after and not self.levels[seat] & bit:
                self.levels[seat] |= bit
                self.agenda.append(TASKS.entry(self.task_tile, seat, level))

    def damage(self, target: int, amount: int, source: int | None, kind: str = "effect") -> None:
        """Queue a loss of hearts; it resolves through the defences and the damage window."""
        if amount > 0:
            self.agenda.append(TASKS.entry(self.task_damage, target, amount, source, kind))

    def queue_extra_turn(self, seat: int, penalty: int = 0) -> None:
        self.extra_turns.append((seat, penalty))
        self._emit("extra_turn", seat=seat, fewer_dice=penalty)

    # ------------------------------------------------------------------ the agenda

    def push(self, *tasks: tuple) -> None:
        """Queue tasks to run in the order given (the agenda is a stack)."""
        self.agenda.extend(reversed(tasks))

    # turn start ----------------------------------------------------------------------------

    @TASKS("turn")
    def task_turn(self, seat: int, extra: bool, penalty: int) -> None:
        self.active = seat
        self.turn += 1
        self.extra = extra
        self.penalty = penalty
        self._reset_turn()
        self._emit("turn", seat=seat, extra=extra, turn=self.turn)
        self.push(*self.asks("start_turn", [seat], True),
                  KotState.task_start_effects.entry, KotState.task_first_roll.entry)

    def _reset_turn(self) -> None:
        """What lasts one turn: the dice, what was resolved, once-per-turn uses."""
        self.dice = []
        self.rolls_left = 0
        self.roll_no = 0
        self.resolved = 0
        self.dealt = False
        self.herd_used = 0
        self.twists_used = 0
        self.hurt = []
        self.jets_done = []
        self.burrow = {}
        self.sj_used = [False] * self.players
        self.wings_on = [False] * self.players

    @TASKS("start_effects")
    def task_start_effects(self) -> None:
        seat = self.active
        if self.in_tokyo(seat):
            if self.players == 2 and self.options.get("two_player_variant", True):
                self.gain_energy(seat, 1, "start in Tokyo")
            else:
                self.gain_vp(seat, 2, "start in Tokyo")
        effects.run_hook(self, seat, "start_turn")

    @TASKS("first_roll")
    def task_first_roll(self) -> None:
        seat = self.active
        n = self.dice_count(seat)
        self.dice = self.rng.rolls(n, 6) if not self.forced else [self.die() for _ in range(n)]
        self.roll_no = 1
        self.rolls_left = BASE_ROLLS - 1 + self.passive(seat, "extra_rolls")
        if not self._quiet:  # the faces' names cost: skipped where nobody reads them
            self._emit("roll", seat=seat, faces=[FACES[f] for f in self.dice], roll=1,
                       rerolled=list(range(n)))
        self.agenda.append(KotState.task_roll_decision.entry)

    def _roll(self, mask: int) -> None:
        rerolled = [i for i in range(len(self.dice)) if mask >> i & 1]
        faces = (self.rng.rolls(len(rerolled), 6) if not self.forced
                 else [self.die() for _ in rerolled])
        for i, face in zip(rerolled, faces, strict=True):
            self.dice[i] = face
        self.roll_no += 1
        if not self._quiet:
            self._emit("roll", seat=self.active, faces=[FACES[f] for f in self.dice],
                       roll=self.roll_no, rerolled=rerolled)

    @TASKS("roll_decision")
    def task_roll_decision(self) -> None:
        seat = self.active
        if not self.alive[seat]:
            return
        if self.dice and (self.rolls_left > 0 or len(_roll_options(self, seat)) > 1):
            self.pending = Roll(seat)
        else:
            self.agenda.append(KotState.task_after_rolling.entry)

    @TASKS("after_rolling")
    def task_after_rolling(self) -> None:
        self.push(*self.asks("after_roll_other", self.clockwise_from(self.active)),
                  KotState.task_resolve_decision.entry)

    # resolving -----------------------------------------------------------------------------

    def groups(self) -> list[str]:
        """Dice groups still to resolve that would do something."""
        seat = self.active
        info = self._pc[seat] or self._info(seat)
        ids, passive = info[1], info[2]
        r = self.resolved
        dice = self.dice
        only = passive.get("only_faces")
        out = []
        if not r & 1 and only is None and (
                dice.count(ONE) >= 3 or dice.count(TWO) >= 3 or dice.count(THREE) >= 3
                or (ids and effects.hook_active(self, seat, "numbers"))):
            out.append("numbers")
        if not r & 2 and ENERGY in dice:
            out.append("energy")
        if not r & 4 and only is None and (SMASH in dice if not ids else self.smash_total() > 0):
            out.append("smash")
        if not r & 8 and HEART in dice and (self.can_heal(seat) or (
                not self.zombie[seat] and passive.get("skybeam", 0))):
            out.append("heart")
        return out

    def smash_total(self) -> int:
        seat = self.active
        base = self.dice.count(SMASH)
        if not self.power_ids(seat):
            return base
        total = base + effects.smash_bonus(self, seat)
        return total * self.info(seat)[2].get("smash_multiplier", 1)

    def heart_choices(self) -> list[tuple[int, int]]:
        seat = self.active
        hearts = self.counts()[HEART]
        if not self.can_heal(seat):
            return [(0, 0)]
        return [(p, s) for p in range(min(hearts, self.poison[seat]) + 1)
                for s in range(min(hearts - p, self.shrink[seat]) + 1)]

    @TASKS("resolve_decision")
    def task_resolve_decision(self) -> None:
        seat = self.active
        if not self.alive[seat]:
            return
        groups = self.groups()
        offers = (self._pc[seat] or self._info(seat))[4]
        if not groups:
            # dice changers work until the first group is resolved: with none resolved yet
            # (a Psychic Probe broke the only triple), they are offered beside "pass"
            if not self.resolved and offers and _tool_actions(self, seat, offers):
                self.pending = Resolve(seat)
                return
            self.agenda.append(KotState.task_enter_tokyo.entry)
            return
        if (len(groups) == 1 and not (offers and _tool_actions(self, seat, offers))
                and not (groups[0] == "heart" and len(self.heart_choices()) > 1)):
            self._resolve(groups[0], 0, 0)
            return
        self.pending = Resolve(seat)

    def _resolve(self, group: str, cure_poison: int, cure_shrink: int) -> None:
        seat = self.active
        self.resolved |= GROUP_BIT[group]
        self._emit("resolve", seat=seat, group=group)
        self.agenda.append(KotState.task_resolve_decision.entry)
        c = self.counts()
        if group == "numbers":
            vp = wick = 0
            for face, per_triple in ((ONE, 2), (TWO, 1), (THREE, 0)):
                n = c[face]
                if n >= 3:
                    vp += face + 1 + n - 3
                    wick += per_triple * (n // 3)
            self.gain_vp(seat, vp, "dice")
            effects.run_hook(self, seat, "numbers")
            self.gain_wickedness(seat, wick)
        elif group == "energy":
            self.gain_energy(seat, c[ENERGY] * (1 + self.passive(seat, "skybeam")), "dice")
        elif group == "heart":
            self._resolve_hearts(seat, c[HEART], cure_poison, cure_shrink)
        else:
            self._resolve_smash(seat)

    def _resolve_hearts(self, seat: int, hearts: int, cure_poison: int, cure_shrink: int) -> None:
        for token, n in (("poison", cure_poison), ("shrink", cure_shrink)):
            if n:
                getattr(self, token)[seat] -= n
                self._emit("token", seat=seat, token=token, delta=-n,
                           total=getattr(self, token)[seat])
        heal = hearts - cure_poison - cure_shrink if self.can_heal(seat) else 0
        heal += hearts * self.passive(seat, "skybeam")
        self.gain_hp(seat, heal, "dice")

    def _resolve_smash(self, seat: int) -> None:
        total = self.smash_total()
        self.hurt = []
        self.jets_done = []
        if self.flag(seat, "smash_all"):
            targets = self.clockwise_from(seat)
        elif self.in_tokyo(seat):
            targets = [s for s in self.clockwise_from(seat) if not self.in_tokyo(s)]
        else:
            targets = [s for s in self.clockwise_from(seat) if self.in_tokyo(s)]
        self._emit("smash", seat=seat, count=total, targets=targets)
        tasks: list[tuple] = []
        for t in targets:
            # a monster in Tokyo free to move may be asked to leave before the damage (Jets)
            asked = (self.asks("yield", [t], total)
                     if self.in_tokyo(t) and not self.hibernating(t) else [])
            tasks.extend(asked or [TASKS.entry(self.task_damage, t, total, seat, "smash")])
        tasks += [TASKS.entry(self.task_smash_after, seat), KotState.task_deaths.entry,
                  KotState.task_yields.entry]
        self.push(*tasks)

    @TASKS("smash_after")
    def task_smash_after(self, seat: int) -> None:
        for t in self.hurt:
            effects.run_hook(self, seat, "smash_target", target=t)
        effects.run_hook(self, seat, "smashed")

    @TASKS("yields")
    def task_yields(self) -> None:
        asks = [s for s in (self.city, self.bay)
                if s >= 0 and s in self.hurt and s not in self.jets_done and self.hp[s] > 0]
        self.push(*[TASKS.entry(self.task_yield_window, s) for s in asks])

    @TASKS("yield_window")
    def task_yield_window(self, seat: int) -> None:
        if self.alive[seat] and self.in_tokyo(seat) and not self.over:
            self.pending = Yield(seat)

    def yield_tokyo(self, seat: int) -> None:
        area = self.location(seat)
        self._leave(seat, "yield")
        effects.run_hook(self, seat, "yield", area=area)

    def _leave(self, seat: int, why: str) -> None:
        area = self.location(seat)
        if area == "city":
            self.city = -1
        elif area == "bay":
            self.bay = -1
        else:
            return
        self._emit("leave", seat=seat, area=area, why=why)

    @TASKS("enter_tokyo")
    def task_enter_tokyo(self) -> None:
        seat = self.active
        self.agenda.append(KotState.task_buy_decision.entry)
        if not self.alive[seat] or self.in_tokyo(seat) or self.hibernating(seat):
            return
        if self.city < 0:
            self.enter(seat, "city")
        elif self.bay_open() and self.bay < 0:
            self.enter(seat, "bay")

    def enter(self, seat: int, area: str) -> None:
        if area == "city":
            self.city = seat
        else:
            self.bay = seat
        self._emit("enter", seat=seat, area=area)
        if self.players == 2 and self.options.get("two_player_variant", True):
            self.gain_energy(seat, 1, "enter Tokyo")
        else:
            self.gain_vp(seat, 1, "enter Tokyo")
        self.agenda.append(KotState.task_deaths.entry)
        effects.run_hook(self, seat, "enter_tokyo")
        for burrower, n in self.burrow.pop(area, ()):
            self.damage(seat, n, burrower, "effect")

    # buying --------------------------------------------------------------------------------

    @TASKS("buy_decision")
    def task_buy_decision(self) -> None:
        seat = self.active
        if not self.alive[seat]:
            return
        if not self.deck and self.discard and any(
                kind == "buy" and self.has(seat, pid) for pid, kind in powers.SEES_TOP.items()):
            self.reshuffle()  # Made in a Lab needs the top card now: the deck ran out
        options = _buy_options(self, seat)
        if len(options) > 1:
            self.pending = Buy(seat)
            self._legal = (self.pending, tuple(options))
        else:
            self.agenda.append(KotState.task_end_turn.entry)

    def draw(self) -> int:
        if not self.deck and self.discard:
            self.reshuffle()
        return self.deck.pop() if self.deck else -1

    def reshuffle(self) -> None:
        """The deck ran out: the discard pile, shuffled, is the new deck."""
        self.deck = self.discard
        self.discard = []
        self.rng.shuffle(self.deck)
        self._emit("reshuffle", size=len(self.deck))

    def refill(self, slots: Sequence[int]) -> None:
        revealed = []
        for slot in slots:
            inst = self.draw()
            self.market[slot] = inst
            if inst >= 0:
                revealed.append(inst)
                self._emit("reveal", card=inst, slot=slot)
        if revealed:
            self.push(*self.asks("card_revealed", self.clockwise_from(self.active),
                                 tuple(revealed)))

    def buy(self, seat: int, inst: int, source: str, owner: int = -1) -> None:
        price = self.price(seat, inst)
        self.spend(seat, price, "buy")
        card = self.content.cards[inst]
        self._emit("buy", seat=seat, card=inst, price=price, source=source)
        if source == "market":
            slot = self.market.index(inst)
            self.market[slot] = -1
        elif source == "deck":
            self.deck.pop()
        elif source == "owned":
            self.keep[owner].remove(inst)
            self._touch()
            self.fit_hp()
            # the owner gains it as any energy (Friend of Children adds 1; gain_energy
            # gives no event for a card bought at 0)
            self.gain_energy(owner, price, "sold")
        tasks: list[tuple] = [KotState.task_deaths.entry]
        if source == "market":
            tasks.append(TASKS.entry(self.task_refill, slot))
        self.push(*tasks)
        effects.run_hook(self, seat, "bought_card")
        if card.type == "keep":
            self.keep[seat].append(inst)
            self._touch()
            if source != "owned":  # a card taken from a monster keeps its tokens
                effects.run_card(self, seat, card, "keep_setup", inst=inst)
            effects.run_card(self, seat, card, "buy")
        else:
            self.discard.append(inst)
            effects.run_card(self, seat, card, "buy")

    @TASKS("refill")
    def task_refill(self, slot: int) -> None:
        # every empty slot is filled (購買超能力卡), also one left empty by an earlier
        # refill that found no card, if cards have come back to the discard pile since
        gaps = [i for i, inst in enumerate(self.market) if inst < 0 and i != slot]
        self.refill([slot, *gaps] if gaps and (self.deck or self.discard) else [slot])

    def discard_card(self, seat: int, inst: int, why: str) -> None:
        """A KEEP card leaves play: to the discard pile; copies of it stop."""
        self.keep[seat].remove(inst)
        self.smoke.pop(inst, None)
        self.discard.append(inst)
        for s in range(self.players):
            if self.copy[s] == inst:
                self.copy[s] = -1
                self.copy_smoke[s] = 0
        self._touch()
        self._emit("discard", seat=seat, card=inst, why=why)
        self.fit_hp()

    def fit_hp(self) -> None:
        """A card or copy that raised a maximum is gone: hearts above the maximum are dropped
        (not a loss of hearts: nothing triggers)."""
        for s in range(self.players):
            over = self.hp[s] - self.max_hp(s)
            if over > 0 and self.alive[s]:
                self.hp[s] -= over
                self._emit("hp", seat=s, delta=-over, total=self.hp[s], why="max_hp",
                           source=None)

    # end of turn ---------------------------------------------------------------------------

    @TASKS("end_turn")
    def task_end_turn(self) -> None:
        seat = self.active
        if not self.alive[seat]:
            self.agenda.append(KotState.task_win_check.entry)
            return
        self.push(*self.asks("end_turn", [seat]), KotState.task_end_effects.entry,
                  KotState.task_deaths.entry, KotState.task_win_check.entry)

    @TASKS("end_effects")
    def task_end_effects(self) -> None:
        seat = self.active
        if not self.alive[seat]:
            return
        effects.run_hook(self, seat, "end_turn")
        if self.poison[seat]:
            self.damage(seat, self.poison[seat], None, "poison")

    @TASKS("win_check")
    def task_win_check(self) -> None:
        self.agenda.clear()
        alive = self.alive_seats()
        if len(alive) <= 1:
            self.finish(alive)
            return
        if self.vp[self.active] >= WIN_VP and self.alive[self.active]:
            self.finish([self.active])
            return
        rich = [s for s in alive if self.vp[s] >= WIN_VP]
        if rich:
            self.finish(rich)
            return
        self.agenda.append(KotState.task_next_turn.entry)

    def finish(self, winners: list[int]) -> None:
        self.over = True
        self.won = sorted(winners)
        self.pending = None
        self.agenda.clear()
        self._emit("over", winners=self.won)

    @TASKS("next_turn")
    def task_next_turn(self) -> None:
        while self.extra_turns:
            seat, penalty = self.extra_turns.pop(0)
            if self.alive[seat]:
                self.agenda.append(TASKS.entry(self.task_turn, seat, True, penalty))
                return
        nxt = self.clockwise_from(self.anchor)[0]
        self.anchor = nxt
        self.agenda.append(TASKS.entry(self.task_turn, nxt, False, 0))

    # damage and deaths ---------------------------------------------------------------------

    @TASKS("damage")
    def task_damage(self, target: int, amount: int, source: int | None, kind: str) -> None:
        if not self.alive[target] or self.hp[target] <= 0 or amount <= 0:
            return
        if self.flag(target, "no_damage"):
            self._emit("damage_prevented", seat=target, amount=amount, why="hibernation")
            return
        if self.wings_on[target]:
            self._emit("damage_prevented", seat=target, amount=amount, why="wings")
            return
        amount = effects.reduce_damage(self, target, amount)
        if amount <= 0:
            return
        if _damage_options(self, target, amount):
            self.pending = Damage(target, amount, source, kind)
        else:
            self.hit(target, amount, source, kind)

    def hit(self, target: int, amount: int, source: int | None, kind: str) -> None:
        lost = min(amount, self.hp[target])
        if lost <= 0:
            return
        self.hp[target] -= lost
        self._emit("hp", seat=target, delta=-lost, total=self.hp[target], why=kind,
                   source=source)
        if kind == "smash":
            self.hurt.append(target)
        if source is not None and source == self.active and source != target:
            self.dealt = True
        effects.run_hook(self, target, "lose_hp", amount=amount, source=source)

    @TASKS("deaths")
    def task_deaths(self) -> None:
        dying = [s for s in range(self.players) if self.alive[s] and self.hp[s] <= 0]
        if not dying:
            self._close_bay()
            return
        for s in dying:
            for eater in range(self.players):
                if eater != s and self.alive[eater] and self.hp[eater] > 0:
                    effects.run_hook(self, eater, "any_zero_hp", dead=s)
        roaring = []
        for s in dying:
            outcome = effects.on_zero_hp(self, s)
            if outcome == "revived":
                continue
            if outcome == "roar":
                roaring.append(s)
            self._eliminate(s)
        if roaring:
            self.finish(roaring)
            return
        alive = self.alive_seats()
        if len(alive) <= 1:
            self.finish(alive)
            return
        self._close_bay()
        if not self.alive[self.active]:
            # the active monster's turn ends with it; the 20 VP check still runs, and the
            # living Opportunists still asked about cards already revealed are asked
            refills = [task[1] for task in self.agenda if task[0] == "refill"]
            asked = [task for task in self.agenda
                     if task[0] == "opportunist" and self.alive[task[1]]]
            self.agenda.clear()
            self.pending = None
            self.agenda.append(KotState.task_win_check.entry)
            self.agenda.extend(asked)  # a stack: in the order they were queued
            if refills:  # a card it bought is still replaced in the market
                self.refill(refills)

    def _eliminate(self, seat: int) -> None:
        self._leave(seat, "death")
        for inst in list(self.keep[seat]):
            self.discard_card(seat, inst, "eliminated")
        for tile in self.tiles[seat]:
            self.tiles_out.append(tile)
            self._emit("tile_lost", seat=seat, tile=tile, why="eliminated")
        self.tiles[seat] = []
        self.copy[seat] = -1
        self.copy_smoke[seat] = 0
        self.spend(seat, self.energy[seat], "eliminated")  # an energy event: the stream adds up
        self.alive[seat] = False
        self._touch()
        self._emit("eliminated", seat=seat)
        self.extra_turns = [(s, p) for s, p in self.extra_turns if s != seat]

    def revive(self, seat: int, hp: int, card: str) -> None:
        """It Has a Child! / Zombify: lose everything but energy and come back outside Tokyo."""
        self._emit("revive", seat=seat, card=card)
        for inst in list(self.keep[seat]):
            self.discard_card(seat, inst, "revive")
        for tile in self.tiles[seat]:
            self.tiles_out.append(tile)
            self._emit("tile_lost", seat=seat, tile=tile, why="revive")
        self.tiles[seat] = []
        self.copy[seat] = -1
        self.copy_smoke[seat] = 0
        self._touch()
        if self.wick[seat]:
            self._emit("wickedness", seat=seat, delta=-self.wick[seat], total=0, why="revive")
        self.wick[seat] = 0
        self.levels[seat] = 0
        self.lose_vp(seat, self.vp[seat], "revive")
        self._leave(seat, "revive")
        self.hp[seat] = hp
        self._emit("hp", seat=seat, delta=hp, total=hp, why="revive", source=None)

    def _close_bay(self) -> None:
        """With four or fewer monsters left, Tokyo Bay empties: into the City if it is free."""
        if self.bay >= 0 and not self.bay_open():
            seat = self.bay
            self.bay = -1
            if self.city < 0:
                self.city = seat
                self._emit("move", seat=seat, **{"from": "bay", "to": "city"})
            else:
                self._emit("leave", seat=seat, area="bay", why="bay_closed")

    # tiles and copies ----------------------------------------------------------------------

    def ask_again(self) -> None:
        """An own-turn power changed the position: ask the same decision again (the turn's
        own decisions re-run their step, which may move on)."""
        p = self.pending
        self.pending = None
        p.ask_again(self)

    @TASKS("tile")
    def task_tile(self, seat: int, level: int) -> None:
        if self.alive[seat] and self.stacks[level]:
            self.pending = Tile(seat, level)

    def take_tile(self, seat: int, face: str) -> None:
        tile = self.content.tiles[face]
        self.stacks[tile.level].remove(face)
        self.tiles[seat].append(face)
        self._touch()
        self._emit("tile", seat=seat, tile=face)
        if tile.discard:
            self.agenda.append(TASKS.entry(self.task_drop_tile, seat, face))
        effects.run_card(self, seat, tile, "gain")

    @TASKS("drop_tile")
    def task_drop_tile(self, seat: int, face: str) -> None:
        if face in self.tiles[seat]:
            self.tiles[seat].remove(face)
            self.tiles_out.append(face)
            self._touch()
            self._emit("tile_lost", seat=seat, tile=face, why="used")

    def _copy_candidates(self, seat: int) -> list[int]:
        """KEEP cards in play the seat may copy: not the one copied now, nor a card it could
        not buy now (Hibernation in Tokyo: a copy acts as if just played)."""
        cards, rules = self.content.cards, powers.BUY_RULES
        return [inst for s in range(self.players) if self.alive[s] for inst in self.keep[s]
                if inst != self.copy[seat] and (
                    (rule := rules.get(cards[inst].id)) is None or rule(self, seat))]

    def set_copy(self, seat: int, inst: int) -> None:
        self.copy[seat] = inst
        self.copy_smoke[seat] = 0
        self._touch()
        self.fit_hp()
        self._emit("copy", seat=seat, card=inst)
        effects.run_card(self, seat, self.content.cards[inst], "keep_setup", inst=-1)


# ---------------------------------------------------------------------- legal actions
# One builder per decision; the powers' actions come from their units (powers.offered), and
# `is_legal` checks the frequent actions with the same predicates (each decision's `fast`).


def _roll_options(s: KotState, seat: int) -> Sequence[Action]:
    cat = s.cat
    n = len(s.dice)
    offers = s.offers(seat)
    if not offers and (s.rolls_left > 0 or not s.flag(seat, "free_reroll")):
        # nothing but the dice: this builder's result, prebuilt (catalog.plain_roll)
        return cat.plain_roll[n] if s.rolls_left > 0 else cat.plain_roll[0]
    out: list[Action] = [cat.simple["stop_rolling"]]
    if s.rolls_left > 0:
        out.extend(cat.reroll[n])
    else:
        threes = sum(1 << i for i in range(n) if s.dice[i] == THREE)
        out.extend(cat.reroll[n][m - 1] for m in _submasks(threes) if s.can_reroll(seat, m))
        out.extend(powers.offered(s, seat, "extra_roll"))
    out.extend(_tool_actions(s, seat, offers))
    out.extend(powers.offered(s, seat, "own"))
    return out


def _submasks(mask: int) -> list[int]:
    out = []
    sub = mask
    while sub:
        out.append(sub)
        sub = (sub - 1) & mask
    return sorted(out)


def _tool_actions(s: KotState, seat: int, offers: dict[str, Any]) -> list[Action]:
    """Dice changers, usable while rolling and before the first group is resolved."""
    if s.resolved or not s.dice or "dice_tool" not in offers:
        return []
    return powers.offered(s, seat, "dice_tool")


def _legal_resolve(s: KotState, seat: int) -> list[Action]:
    cat = s.cat
    out = []
    groups = s.groups()
    for group in groups:
        if group == "heart":
            out.extend(cat.heart[c] for c in s.heart_choices())
        else:
            out.append(cat.resolve[group])
    if not groups:  # only dice changers left to use: or go on without them
        out.append(cat.simple["pass"])
    offers = s.offers(seat)
    if offers:
        out.extend(_tool_actions(s, seat, offers))
        out.extend(powers.offered(s, seat, "own"))
    return out


def _buy_options(s: KotState, seat: int) -> list[Action]:
    cat = s.cat
    if s.flag(seat, "no_buy"):  # Hibernation: no card, no sweep; its own powers stay
        return [cat.simple["end_turn"], *powers.offered(s, seat, "own")]
    buy = cat.buy
    out = [cat.simple["end_turn"], *[buy[slot] for slot in s.market_buys(seat)]]
    offers = s.offers(seat)
    if offers:
        out.extend(powers.offered(s, seat, "buy"))
    if s.energy[seat] >= 2:
        out.append(cat.simple["sweep"])
    if offers:
        out.extend(powers.offered(s, seat, "own"))
    return out


def _damage_options(s: KotState, seat: int, amount: int) -> list[Action]:
    return powers.offered(s, seat, "damage", amount) if "damage" in s.offers(seat) else []


def _fast_reroll(s: KotState, seat: int, action: Action) -> bool:
    mask = action.get("dice")
    return (type(mask) is int and action.args == (("dice", mask),)
            and s.can_reroll(seat, mask))


def _fast_no_args(s: KotState, seat: int, action: Action) -> bool:
    """stop_rolling and end_turn: every roll and buy decision lists them (first)."""
    return not action.args


def _fast_buy(s: KotState, seat: int, action: Action) -> bool:
    slot = action.get("slot")
    if type(slot) is not int or not 0 <= slot < 3 or action.args != (("slot", slot),):
        return False
    inst = s.market[slot]
    return inst >= 0 and s.can_buy(seat, inst)


def _fast_resolve(s: KotState, seat: int, action: Action) -> bool:
    canonical = s.cat.index.get(action)
    if canonical is None or action.types != s.cat.all[canonical].types:
        return False
    group = action.get("group")
    if group not in s.groups():
        return False
    return group != "heart" or (action.get("poison"), action.get("shrink")) in s.heart_choices()


def _use_tool(s: KotState, seat: int, action: Action) -> None:
    die, face, tool = action.get("die"), action.get("face"), action.get("source")
    powers.BY_ACTION["dice_tool"][("set_die", tool)].apply(s, seat, action)
    s.dice[die] = FACE_INDEX[face]
    s._emit("set_die", seat=seat, die=die, face=face, source=tool)


# ---------------------------------------------------------------------- the turn's decisions
# The decisions a power opens (Psychic Probe, Jets, Opportunist...) live with it in powers.py.


class Roll(KotDecision, kind="roll"):
    """Keep and reroll dice, or stop; dice tools and extra rolls are offered here."""

    __slots__ = ()
    fast: ClassVar[Fast] = {"reroll": _fast_reroll, "stop_rolling": _fast_no_args}

    def legal(self, s: KotState) -> Sequence[Action]:
        return _roll_options(s, self.seat)

    def answer(self, s: KotState, action: Action) -> None:
        kind = action.kind
        if kind == "stop_rolling":
            s.agenda.append(KotState.task_after_rolling.entry)
            return
        if kind == "reroll":
            if s.rolls_left > 0:
                s.rolls_left -= 1
            s._roll(action.get("dice"))
        elif kind == "extra_roll":
            powers.BY_ACTION["extra_roll"][(kind, action.get("source"))].apply(s, self.seat,
                                                                              action)
            s.rolls_left += 1
        else:
            _use_tool(s, self.seat, action)
        s.agenda.append(KotState.task_roll_decision.entry)

    def ask_again(self, s: KotState) -> None:
        s.agenda.append(KotState.task_roll_decision.entry)


class Resolve(KotDecision, kind="resolve"):
    """Which group of dice to resolve next (and, with hearts, which tokens to cure)."""

    __slots__ = ()
    fast: ClassVar[Fast] = {"resolve": _fast_resolve}

    def legal(self, s: KotState) -> Sequence[Action]:
        return _legal_resolve(s, self.seat)

    def answer(self, s: KotState, action: Action) -> None:
        if action.kind == "set_die":
            _use_tool(s, self.seat, action)
            s.agenda.append(KotState.task_resolve_decision.entry)
            return
        if action.kind == "pass":  # no group does anything: the dice are done
            s.agenda.append(KotState.task_enter_tokyo.entry)
            return
        s._resolve(action.get("group"), action.get("poison", 0), action.get("shrink", 0))

    def ask_again(self, s: KotState) -> None:
        s.agenda.append(KotState.task_resolve_decision.entry)


class Buy(KotDecision, kind="buy"):
    """Buy a card, sweep the market, use a buying power, or end the turn."""

    __slots__ = ()
    fast: ClassVar[Fast] = {"buy": _fast_buy, "end_turn": _fast_no_args}

    def legal(self, s: KotState) -> Sequence[Action]:
        return _buy_options(s, self.seat)

    def answer(self, s: KotState, action: Action) -> None:
        kind = action.kind
        if kind == "end_turn":
            s.agenda.append(KotState.task_end_turn.entry)
            return
        s.agenda.append(KotState.task_buy_decision.entry)
        if kind == "buy":
            s.buy(self.seat, s.market[action.get("slot")], "market")
        elif kind == "sweep":
            s.spend(self.seat, 2, "sweep")
            s._emit("sweep", seat=self.seat, cards=[i for i in s.market if i >= 0])
            s.discard.extend(i for i in s.market if i >= 0)
            s.market = [-1, -1, -1]
            s.refill([0, 1, 2])
        else:  # a power's buy (Made in a Lab, Parasitic Tentacles)
            powers.BY_ACTION["buy"][(kind, "")].apply(s, self.seat, action)

    def ask_again(self, s: KotState) -> None:
        s.agenda.append(KotState.task_buy_decision.entry)


class Damage(KotDecision, kind="damage"):
    """A monster about to lose hearts may use a defence (or take the damage)."""

    __slots__ = ()
    amount: int
    source: int | None
    cause: str
    own_powers = False  # a heal offered here is the damage window's, not the own turn's

    def legal(self, s: KotState) -> Sequence[Action]:
        return [s.cat.simple["pass"], *_damage_options(s, self.seat, self.amount)]

    def answer(self, s: KotState, action: Action) -> None:
        target, amount, source, cause = self[1:]
        if action.kind == "pass":
            s.hit(target, amount, source, cause)
            return
        amount = powers.BY_ACTION["damage"][(action.kind, "")].apply(s, target, action, amount)
        if amount > 0:
            if _damage_options(s, target, amount):
                s.pending = Damage(target, amount, source, cause)
            else:
                s.hit(target, amount, source, cause)


class Yield(KotDecision, kind="yield"):
    """A monster in Tokyo that lost hearts may yield its area."""

    __slots__ = ()

    def legal(self, s: KotState) -> Sequence[Action]:
        return [s.cat.simple["yield"], s.cat.simple["stay"]]

    def answer(self, s: KotState, action: Action) -> None:
        if action.kind == "yield":
            s.yield_tokyo(self.seat)
        else:
            s._emit("stay", seat=self.seat)


class Tile(KotDecision, kind="tile"):
    """A wickedness threshold reached: take a tile of its level."""

    __slots__ = ()
    level: int

    def legal(self, s: KotState) -> Sequence[Action]:
        return [s.cat.tile[face] for face in s.stacks[self.level]]

    def answer(self, s: KotState, action: Action) -> None:
        s.take_tile(self.seat, action.get("tile"))


# The rulebook's turn, step by step: checked against the tasks and decisions above when
# the module loads, and written into docs/kingoftokyo.md ("Turn overview").
TURN = Overview("A turn", (
    Step("The active monster's turn begins (an extra turn carries its penalty).",
         task="turn"),
    Step("Fluxling may copy a card at the start of its turn (and must when gained).",
         task="copy_window", decision="copy"),
    Step("A monster that starts its turn in Tokyo scores (energy with two players); "
         "start-of-turn powers act.", task="start_effects"),
    Step("The first roll of the dice.", task="first_roll"),
    Step("Keep and reroll up to twice more, or stop; dice tools act here.",
         task="roll_decision", decision="roll"),
    Step("Rolling is over.", task="after_rolling"),
    Step("Psychic Probe holders may make the active monster reroll a die.", task="probe",
         decision="probe"),
    Step("A holder of the card and a Fluxling copy of it is asked again: the copy's use "
         "came first, now the card's.", task="probe_card"),
    Step("Resolve the dice groups in the order the player chooses: numbers score, "
         "energy gains, hearts heal (not in Tokyo), claws smash.",
         task="resolve_decision", decision="resolve"),
    Step("After a smash: its own effects.", task="smash_after"),
    Step("Monsters in Tokyo that lost hearts may yield.", task="yields"),
    Step("Yield Tokyo or stay.", task="yield_window", decision="yield"),
    Step("Jets: a monster hit in Tokyo may leave before the damage.", task="jets",
         decision="jets"),
    Step("Unstable DNA: a monster that yielded may swap it for one of the attacker's "
         "cards, once the smash's own effects are done.", task="dna_swap", decision="swap"),
    Step("Hearts are lost; defences may act.", task="damage", decision="damage"),
    Step("Monsters at 0 hearts are eliminated; tiles and cards return.", task="deaths"),
    Step("If Tokyo is empty, the active monster enters (1 VP).", task="enter_tokyo"),
    Step("Wickedness thresholds give a tile choice.", task="tile", decision="tile"),
    Step("A tile leaves a monster.", task="drop_tile"),
    Step("Buy power cards, sweep the market, or end the turn.", task="buy_decision",
         decision="buy"),
    Step("A bought card's slot is refilled from the deck.", task="refill"),
    Step("Opportunist holders may buy a newly revealed card.", task="opportunist",
         decision="opportunist"),
    Step("The turn ends.", task="end_turn"),
    Step("Metamorph may sell KEEP cards for energy.", task="sell_window", decision="sell"),
    Step("End-of-turn powers act, then Poison.", task="end_effects"),
    Step("20 VP wins at the end of the turn; the last monster standing wins at once.",
         task="win_check"),
    Step("The next monster clockwise (or an extra turn) plays.", task="next_turn"),
))
TURN.check(TASKS, KotDecision.registry)
