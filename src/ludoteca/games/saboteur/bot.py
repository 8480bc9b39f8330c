"""A heuristic Saboteur player that reads only its Observation (its view, its legal
actions, the events its seat saw since its last decision) and the public card list.

Every turn uses up one card, played or discarded, so an option is worth what it does less
what that card would be worth kept (`keep`). The maze is measured by how far its open
frontier lies from the goals that may hold the gold (those its Maps did not rule out), a
soft minimum over the frontier cells so that a second way counts a little
(`Tunnels.value`). Gold-diggers (blue, green, the boss, seed-rule geologists) lower it and
go for the gold card, blue and green through no door of the other colour; saboteurs and
the profiteer raise it with dead ends, Rockfalls and broken tools, most near the gold,
pass their useless cards early, and weigh each move against what it tells the others
(`exposure`); geologists also like crystal cards. Tools are broken, Trapped! laid and
swaps made against the seats it suspects: suspicion adds up, round by round, what each
seat did as the events tell it (a tunnel that helped or hurt on the maze it was laid on,
a Rockfall, a broken tool or a repair on someone), and what its Inspections showed is
certain. What Swap Your Hand showed of other hands values swaps and attacks. It repairs
or frees itself, uses Maps while the gold is unknown, lays a Theft and steals from the
richest, and discards dead weight (several cards when all are poor).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

from ...core.actions import Action
from ...core.observation import Observation
from ...core.rng import Rng
from .board import DIRS, GOAL_AT, GOAL_CELLS, START, Shape, cell_of, pos_of, spread, table
from .content import Content, load

Pos = tuple[int, int]
Table = Any  # board._Table: per (card type, orientation) key, the board's lookups
# per DIRS entry: the step to the neighbour's cell (`cell_of`)
_STEP = tuple(cell_of((dx, dy)) for _, dx, dy, _ in DIRS)

LAM = 1.2  # softness of the minimum over frontier cells: a second equal way counts ln2/LAM
CAP = 20.0  # the distance of a goal no open tunnel leads towards
SCALE, TAU = 12.0, 4.0  # the gold found is worth SCALE; a step nearer, more so near it
REACH = 4.0  # on top of that: a goal turned over may be the gold at once
JUNK = 0.12  # cards kept worth less than this are discarded on a pass
# what a card that blocks is worth kept to those against the gold, while the way is far
AGAINST_KEEP = {"broken": 0.6, "rockfall": 0.6, "trapped": 0.5, "swap_hats": 0.3}
BLOCK_TEAMS = ("saboteur", "profiteer")  # play against the gold (the profiteer: fewer winners)
DOOR_RIVAL = {"blue": "green", "green": "blue"}  # a team's way may not pass the other door


# ---------------------------------------------------------------- the cards' tunnels
@cache
def cards(content: Content) -> tuple[Table, dict[tuple[str, bool], int]]:
    """The board's tables for every path, start and goal card type, and each (type,
    turned)'s key in them: the bot's maze is a board's maze, walked by `board.spread`."""
    shapes = tuple(Shape(c.open, c.groups, c.dead_ends, c.ladder_edges, c.door, c.crystals)
                   for c in content.paths.values())
    return table(shapes), {(t, turned): i * 2 + turned for i, t in enumerate(content.paths)
                           for turned in (False, True)}


class Tunnels:
    """The maze as a view shows it (cells: `cell_of` -> key), linked from the entrance
    (start and ladders) for one team: `shut` is the door colour its way may not pass (None:
    any way). `link`: cell -> edges of linked tunnels; `front`: the empty cells a linked
    tunnel opens onto; `reached`: the face-down goals one faces (bits)."""

    __slots__ = ("cells", "front", "link", "part", "reached", "shut", "tab")

    def __init__(self, tab: Table, cells: dict[int, int], shut: str | None) -> None:
        self.tab, self.cells, self.shut = tab, cells, shut
        part, ladders = tab.shut_out(shut)
        self.part = part
        self.link: dict[int, int] = {}
        found: list[int] = []
        self.reached = spread(cells, part, self.link,
                              [(c, ladders[k]) for c, k in cells.items() if ladders[k]], found)
        self.front: set[Pos] = {pos_of(c) for c in found}

    def without(self, pos: Pos) -> Tunnels:
        cells = dict(self.cells)
        del cells[cell_of(pos)]
        return Tunnels(self.tab, cells, self.shut)

    def placed(self, pos: Pos, key: int) -> Tunnels:
        return Tunnels(self.tab, {**self.cells, cell_of(pos): key}, self.shut)


class Goals:
    """Where the gold may be: a probability per goal, and the distance weights."""

    __slots__ = ("live", "p")

    def __init__(self, p: Sequence[float]) -> None:
        self.p = tuple(p)
        self.live = tuple((i, GOAL_CELLS[i], q) for i, q in enumerate(p) if q > 0)

    def weights(self, c: Pos) -> list[float]:
        x, y = c
        return [math.exp(-LAM * (abs(x - gx) + abs(y - gy))) for _, (gx, gy), _ in self.live]

    def sums(self, cells: Iterable[Pos]) -> list[float]:
        z = [0.0] * len(self.live)
        for c in cells:
            for k, w in enumerate(self.weights(c)):
                z[k] += w
        return z

    def value(self, z: Sequence[float], reached: int = 0) -> float:
        """Expected soft distance from the frontier to the gold (0 for a goal reached)."""
        v = 0.0
        for k, (i, _, q) in enumerate(self.live):
            if reached >> i & 1:
                continue
            v += q * (-math.log(z[k]) / LAM if z[k] > 1e-9 else CAP)
        return v

    def of(self, t: Tunnels) -> float:
        return self.value(self.sums(t.front), t.reached)


def gain(before: float, after: float) -> float:
    """What bringing the maze from distance `before` to `after` from the gold is worth to
    the diggers: SCALE when it is reached, a step counting more the nearer it is."""
    return SCALE * (math.exp(-after / TAU) - math.exp(-before / TAU))


def place_value(t: Tunnels, goals: Goals, z: list[float], pos: Pos, key: int
                ) -> tuple[float, int, bool]:
    """The maze's value once the card `key` lies at pos (given z = goals.sums(t.front)), the
    goals it reaches, and whether it links (becomes part of the way)."""
    front, link, cells, part = t.front, t.link, t.cells, t.part
    shape = t.tab.shapes[key]
    z = z[:]
    if pos in front:
        for k, w in enumerate(goals.weights(pos)):
            z[k] = max(z[k] - w, 0.0)
    if shape.door is not None and shape.door == t.shut:
        return goals.value(z, t.reached), 0, False
    c = cell_of(pos)
    linked = 0
    for g in shape.groups:
        if g & shape.ladder_edges:
            linked |= g
            continue
        for (e, _, _, oe), step in zip(DIRS, _STEP, strict=True):
            if g & e and link.get(c + step, 0) & oe:
                linked |= g
                break
    if not linked:
        return goals.value(z, t.reached), 0, False
    reached, added = 0, []
    for (e, _, _, oe), step in zip(DIRS, _STEP, strict=True):
        if not linked & e:
            continue
        n = c + step
        kn = cells.get(n)
        if kn is None:
            gi = GOAL_AT.get(n)
            if gi is not None:
                reached |= 1 << gi
                continue
            p = pos_of(n)
            if p not in front and p not in added:
                added.append(p)
        elif (g := part[kn][oe]) and not link.get(n, 0) & g:
            # it links cards that were cut off: measure the whole maze again (rare)
            after = t.placed(pos, key)
            return goals.of(after), after.reached & ~t.reached, True
    for n in added:
        for k, w in enumerate(goals.weights(n)):
            z[k] += w
    return goals.value(z, t.reached | reached), reached, True


def maze_cells(view: dict[str, Any], keys: dict[tuple[str, bool], int],
               start: str) -> dict[int, int]:
    """The view's maze as `Tunnels` reads it: `cell_of` -> key."""
    board = view["board"]
    cells = {cell_of((x, y)): keys[(t, turned)] for x, y, t, turned in board["cells"]}
    cells[cell_of(START)] = keys[(start, False)]
    for i, (t, up, turned) in enumerate(board["goals"]):
        if up:
            cells[cell_of(GOAL_CELLS[i])] = keys[(t, bool(turned))]
    return cells


def gold_odds(goal_rows: Sequence[Sequence[Any]], gold: str, public: bool) -> list[float]:
    """Per goal, the chance it is the gold: from the face-up goals (and, unless public, the
    goals seen with a Map)."""
    known = [(t, up) for t, up, _ in goal_rows]
    for i, (t, up) in enumerate(known):
        if t == gold and (up or not public):
            return [1.0 if k == i else 0.0 for k in range(3)]
    open_ = [t is None or (public and not up) for t, up in known]
    k = sum(open_) or 1
    return [1.0 / k if o else 0.0 for o in open_]


# ---------------------------------------------------------------- memory of a round
class Memory:
    """The round as this seat followed it through its events: the maze's path cards (to
    judge each move on the maze it was made on), the face-up goals, and per seat the
    evidence (log-odds) of playing against the gold."""

    __slots__ = ("cells", "evidence", "key", "ups")

    def __init__(self, players: int = 0, key: Any = None) -> None:
        self.key = key
        self.cells: dict[Pos, tuple[str, bool]] = {}
        self.ups: dict[int, tuple[str, bool]] = {}  # face-up goal index -> (type, turned)
        self.evidence = [0.0] * players


# ---------------------------------------------------------------- what a decision reads
class Ctx:
    """What the bot reads from its view, computed once per decision."""

    def __init__(self, bot: HeuristicBot, view: dict[str, Any]) -> None:
        content = bot.content
        self.bot, self.view = bot, view
        self.seat: int = view["seat"]
        self.n: int = view["players"]
        self.role: str = view["role"]
        team = content.roles[self.role].team
        self.team = team
        geo_any = view["options"].get("geologist") == "official"
        # how much it wants the gold found (negative: against), and crystals on the maze
        self.dig = {"saboteur": -1.0, "profiteer": -0.6}.get(team, 1.0)
        if team == "geologist" and geo_any:
            self.dig = 0.2
        self.crystal = (1.0 if geo_any else 0.6) if team == "geologist" else 0.0
        self.shut = DOOR_RIVAL.get(team)
        self.hand: list[str] = view["hand"]
        seats = view["seats"]
        self.fronts: list[list[str]] = [row["front"] for row in seats]
        self.cards: list[int] = [row["cards"] for row in seats]
        self.gold: list[int] = [row["gold"] for row in seats]
        self.broken = [bot.broken_of(f) for f in self.fronts]
        self.trapped = ["trapped" in (bot.kind_of[t] for t in f) for f in self.fronts]
        self.pile: int = view["pile"]
        self.known = {int(o): r for o, r in view.get("known_roles", {}).items()}
        # cards it knows to be in other hands (what Swap Your Hand showed)
        self.held = {int(o): ts for o, ts in view.get("known_cards", {}).items()}
        self.goal_rows = view["board"]["goals"]
        gold = bot.content.goals[0].id
        self.goals = Goals(gold_odds(self.goal_rows, gold, public=False))
        self._maze: Tunnels | None = None
        self._value: float | None = None
        self._keep: dict[str, float] = {}
        # log-odds that another seat plays against the gold: the role cards' share
        blocks = sum(r.count for r in content.roles.values() if r.team in BLOCK_TEAMS)
        share = (blocks - (team in BLOCK_TEAMS)) / (len(content.role_deck) - 1)
        self.prior = math.log(share / (1 - share))

    @property
    def against(self) -> bool:
        return self.dig < 0

    def blocked(self, seat: int) -> bool:
        return bool(self.broken[seat]) or self.trapped[seat]

    def maze(self) -> Tunnels:
        if self._maze is None:
            cells = maze_cells(self.view, self.bot.keys, self.bot.content.start.id)
            # those against the gold fear any way to it; a team only its own
            self._maze = Tunnels(self.bot.tab, cells, None if self.against else self.shut)
        return self._maze

    def value(self) -> float:
        """The maze's distance to the gold as this seat knows it (`Goals.value`)."""
        if self._value is None:
            self._value = self.goals.of(self.maze())
        return self._value

    def p_block(self, seat: int) -> float:
        """The chance the seat plays against the gold."""
        role = self.known.get(seat)
        if role is not None:
            return 1.0 if self.bot.content.roles[role].team in BLOCK_TEAMS else 0.0
        ev = self.bot.memory.evidence
        x = self.prior + (ev[seat] if seat < len(ev) else 0.0)
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))

    def enemy(self, seat: int) -> float:
        """The chance the seat plays against this one."""
        p = self.p_block(seat)
        return 1.0 - p if self.against else p

    def step(self) -> float:
        """What one step of the way nearer the gold is worth to the diggers now."""
        v = self.value()
        return gain(v, max(0.0, v - 1.0))

    def later(self) -> float:
        """How much a card kept for later is still worth to those against the gold: fully
        while the way is far, little once the diggers are near (its moment is now)."""
        return max(self.bot.near_keep, min(1.0, (self.value() - 1.5) / self.bot.near_span))

    def early(self) -> float:
        """1 at the start of a round, falling to 0 as the draw pile runs out."""
        return min(1.0, self.pile / 60)

    def keep(self, t: str) -> float:
        found = self._keep.get(t)
        if found is None:
            found = self._keep[t] = self.bot.keep_value(self, t)
        return found


# ---------------------------------------------------------------- the bot
class HeuristicBot:
    name = "heuristic"
    reads_events = True  # its suspicion comes from what each seat was seen to play
    refill = 1.0  # what a Rockfall costs the diggers at most (one card to fill the hole)
    dump = 0.25  # a digger's reluctance to lay a dead end anywhere
    hold = 0.55  # what a saboteur's dead end is worth kept for a better moment
    bar = 0.8  # the digging turns a broken tool costs a digger
    expose = 0.3  # what being suspected costs those against the gold, per unit of evidence
    # those against the gold: kept blocking cards lose worth as the diggers come near, down
    # to near_keep of it at the gold (over near_span steps); a pass is worth `fish` (fresh
    # cards), and discards go on while the cards left are worth less than junk_against;
    # repairs and Free at Last! are kept at help_against, mending a tool at mend_against
    near_keep, near_span = 0.2, 4.0
    fish, junk_against = 0.2, 0.25
    help_against, mend_against = 0.1, 0.9

    def __init__(self, rng: Rng, content: Content | None = None) -> None:
        self.rng = rng
        self.content = content or load()
        self.tab, self.keys = cards(self.content)
        self.kind_of = {t: ("path" if t in self.content.paths else a.kind)
                        for t, a in {**self.content.paths, **self.content.actions}.items()}
        self.tool_of = {t: a.tools for t, a in self.content.actions.items()}
        self.memory = Memory()

    def broken_of(self, front: Iterable[str]) -> frozenset[str]:
        return frozenset(self.tool_of[t][0] for t in front if self.kind_of[t] == "broken")

    # ----------------------------------------------------------- dispatch
    def act(self, obs: Observation) -> Action:
        legal = obs.legal()
        view = obs.view()
        self.remember(view, obs.events)
        if len(legal) == 1:
            return legal[0]
        kind = (view.get("pending") or {}).get("kind", "")
        chooser = getattr(self, f"_on_{kind}", None)
        return legal[0] if chooser is None else chooser(Ctx(self, view), legal)

    def _on_turn(self, ctx: Ctx, legal: Sequence[Action]) -> Action:
        best, best_u = legal[0], -math.inf
        paths = [a for a in legal if a.kind == "path"]
        scored = self.path_scores(ctx, paths) if paths else {}
        for a in legal:
            u = scored[a] if a.kind == "path" else self.option_value(ctx, a)
            if u > best_u:
                best, best_u = a, u
        return best

    def _on_discard_more(self, ctx: Ctx, legal: Sequence[Action]) -> Action:
        drops = [a for a in legal if a.kind == "discard"]
        if drops:
            worst = min(drops, key=lambda a: ctx.keep(a.get("card")))
            if ctx.keep(worst.get("card")) < (self.junk_against if ctx.against else JUNK):
                return worst
        return next((a for a in legal if a.kind == "done"), legal[0])

    def _on_clear_discard(self, ctx: Ctx, legal: Sequence[Action]) -> Action:
        return min(legal, key=lambda a: ctx.keep(a.get("card")))

    def _on_steal(self, ctx: Ctx, legal: Sequence[Action]) -> Action:
        # from the richest: the player it most needs to catch
        return max(legal, key=lambda a: ctx.gold[a.get("seat")])

    # ----------------------------------------------------------- paths
    def path_scores(self, ctx: Ctx, paths: Sequence[Action]) -> dict[Action, float]:
        maze, goals = ctx.maze(), ctx.goals
        z = goals.sums(maze.front)
        before = goals.value(z, maze.reached)
        dig, out = ctx.dig, {}
        seen: dict[tuple[int, Pos], float] = {}
        tab, keys = self.tab, self.keys
        for a in paths:
            (_, t), (_, turned), (_, x), (_, y) = a.args
            k = keys[(t, turned)]
            form = tab.shapes[k]
            key = (k, (x, y))
            u = seen.get(key)
            if u is None:
                after, reached, linked = place_value(maze, goals, z, (x, y), k)
                change = before - after  # > 0: nearer the gold
                u = dig * gain(before, after)
                if reached:
                    u += dig * REACH * sum(goals.p[i] for i in range(3) if reached >> i & 1)
                u += ctx.crystal * form.crystals
                if dig > 0 and not linked:
                    u -= self.dump  # no part of our way: rather pass the card face down
                elif dig > 0 and change < 0.01:
                    u -= 0.05  # a tunnel leading nowhere: no better than passing
                if dig > 0 and ctx.shut and form.door and form.door != ctx.shut and change > 0:
                    u += 0.3  # our door on the way shuts the rival team out
                if dig < 0:  # what the others will make of it (as `_judge` does)
                    shown = max(-1.0, min(2.0, -1.5 * change))
                    if not form.groups and (x, y) in maze.front:
                        shown += 0.6
                    u -= self.exposure(ctx, shown)
                seen[key] = u
            out[a] = u - ctx.keep(t)
        return out

    def exposure(self, ctx: Ctx, evidence: float) -> float:
        """What a move that tells the others `evidence` (log-odds of playing against the
        gold, as they judge it) costs a seat against the gold: once suspected it gets its
        tools broken, which matters most while the decisive moment near the gold is ahead."""
        return self.expose * max(0.0, evidence) * ctx.later()

    # ----------------------------------------------------------- other options
    def option_value(self, ctx: Ctx, a: Action) -> float:
        kind, t = a.kind, a.get("card")
        if kind == "discard":
            # a pass draws fresh cards: those against the gold fish for blocking ones
            return -ctx.keep(t) + (self.fish if ctx.against and ctx.pile else 0.0)
        if kind == "clear":
            return self.clear_value(ctx, t)
        method = getattr(self, f"_v_{kind}", None)
        effect = method(ctx, a) if method is not None else 0.0
        return effect - ctx.keep(t)

    def clear_value(self, ctx: Ctx, t: str) -> float:
        kind = self.kind_of[t]
        keeps = sorted(ctx.keep(c) for c in ctx.hand)
        price = sum(keeps[:2])
        me = ctx.seat
        if kind == "trapped":
            return 2.3 - price
        if kind == "broken":
            left = (ctx.broken[me] - {self.tool_of[t][0]}) or ctx.trapped[me]
            if left:
                gain = 0.4
            elif ctx.against:  # paths block later; near the gold this turn is worth more
                gain = self.mend_against * ctx.later()
            else:
                gain = 1.2 * (0.3 + ctx.early())
            return gain - price
        return -2.0  # a Theft of our own

    def _v_break(self, ctx: Ctx, a: Action) -> float:
        o = a.get("seat")
        if o == ctx.seat:
            return -3.0
        enemy = ctx.enemy(o)
        if ctx.against:
            # a digger barred loses about a turn of digging: worth most near the gold
            u = enemy * self.bar * ctx.step() - 0.5 * (1 - enemy)
        else:
            u = 1.2 * enemy - 1.0 * (1 - enemy)
        if u > 0 and ctx.blocked(o):
            u *= 0.3  # already barred
        if u > 0:
            u *= self.can_dig(ctx, o)  # barring a hand without paths does little
        if ctx.against:  # a blind attack gives it away
            u -= self.exposure(ctx, self._attack_evidence(ctx, o, public=True))
        return u

    def _v_trap(self, ctx: Ctx, a: Action) -> float:
        o = a.get("seat")
        enemy = ctx.enemy(o)
        # a trapped player cannot lay paths and shares no gold this round
        u = 1.3 * enemy - 1.0 * (1 - enemy)
        if ctx.against:
            u -= self.exposure(ctx, self._attack_evidence(ctx, o, public=True))
        return u

    def _v_repair(self, ctx: Ctx, a: Action) -> float:
        o, tool = a.get("seat"), a.get("tool")
        still = bool(ctx.broken[o] - {tool}) or ctx.trapped[o]
        if o == ctx.seat:
            return (0.7 if still else 1.6) if ctx.dig > 0 else (0.5 if still else 1.2)
        ally = 1 - ctx.enemy(o)
        u = 1.0 * ally - 0.8 * (1 - ally)
        return u * 0.5 if still else u

    def _v_free(self, ctx: Ctx, a: Action) -> float:
        o = a.get("seat")
        if o == ctx.seat:
            return 2.5
        ally = 1 - ctx.enemy(o)
        return 1.0 * ally - 1.0 * (1 - ally)

    def _v_hands_off(self, ctx: Ctx, a: Action) -> float:
        if a.get("seat") == ctx.seat:
            return -1.0
        leader = ctx.gold[ctx.seat] >= max(ctx.gold) and ctx.gold[ctx.seat] > 0
        return 0.45 + (0.3 if leader else 0.0)

    def _v_theft(self, ctx: Ctx, a: Action) -> float:
        # a Theft in front early has long to wait for a Hands Off
        return 0.2 if ctx.blocked(ctx.seat) else 0.7 - 0.2 * ctx.early()

    def _v_map(self, ctx: Ctx, a: Action) -> float:
        g = a.get("goal")
        p = ctx.goals.p
        if max(p) >= 1.0 or p[g] == 0 or ctx.goal_rows[g][0] is not None:
            return -0.5  # nothing left to learn there
        # the nearest of the unknown goals first: it decides where to dig next
        gx, gy = GOAL_CELLS[g]
        near = min((abs(x - gx) + abs(y - gy) for x, y in ctx.maze().front), default=20)
        return 1.0 - 0.01 * near

    def _v_inspect(self, ctx: Ctx, a: Action) -> float:
        o = a.get("seat")
        if o in ctx.known:
            return -0.5
        p = ctx.p_block(o)
        return 0.25 + 0.5 * 4 * p * (1 - p) * (0.5 + 0.5 * ctx.early()) + 0.01 * ctx.cards[o]

    def _v_swap_hats(self, ctx: Ctx, a: Action) -> float:
        o = a.get("seat")
        if o == ctx.seat:
            if not ctx.against:
                return -2.0
            # the gold is about to be found: a new role may be on the winning side
            return 0.8 if ctx.value() <= 1.5 else -0.5
        if ctx.against:
            return 0.25 * (1 - ctx.p_block(o)) - 0.2
        return 1.0 * (ctx.p_block(o) - 0.45)

    def _v_swap_hand(self, ctx: Ctx, a: Action) -> float:
        o = a.get("seat")
        mine = sum(ctx.keep(t) for t in ctx.hand) / max(1, len(ctx.hand))
        # their cards: those it knows of at their worth to it, the rest an average hand's
        known = ctx.held.get(o, [])[:ctx.cards[o]]
        theirs = (sum(ctx.keep(t) for t in known) + 0.25 * (ctx.cards[o] - len(known))
                  ) / max(1, ctx.cards[o])
        # a poor hand for an enemy's cards (which it would have used against us)
        return 0.3 * ctx.enemy(o) + (theirs - mine) - 0.1 + 0.01 * ctx.cards[o]

    def can_dig(self, ctx: Ctx, seat: int) -> float:
        """How likely the seat holds a path card: 1 unless its whole hand is known."""
        known = ctx.held.get(seat, [])
        if not ctx.cards[seat]:
            return 0.0
        if len(known) < ctx.cards[seat]:
            return 1.0
        return 1.0 if any(self.kind_of[t] == "path" for t in known) else 0.15

    def _v_rockfall(self, ctx: Ctx, a: Action) -> float:
        pos = (a.get("x"), a.get("y"))
        maze = ctx.maze()
        tab, cells, c = self.tab, maze.cells, cell_of(pos)
        k = cells.get(c)
        if k is None:
            return -1.0
        if ctx.dig > 0 and c in maze.link and not (tab.open[k] & ~tab.tunnels[k]):
            return -1.0  # a clean tunnel of ours
        if ctx.dig < 0 and c not in maze.link:
            return -1.0  # nothing of the way
        before = ctx.value()
        after = ctx.goals.of(maze.without(pos))
        x, y = pos
        if ctx.dig < 0:
            # one card fills the hole again (a card matching every side it touches):
            # what counts is how near the gold it was and how hard it is to refill
            need = sum(1 for (_, _, _, oe), step in zip(DIRS, _STEP, strict=True)
                       if (kn := cells.get(c + step)) is not None and tab.open[kn] & oe)
            after = min(after, before + self.refill + 0.4 * max(0, need - 2))
        near = min(abs(x - gx) + abs(y - gy) for _, (gx, gy), _ in ctx.goals.live)
        u = ctx.dig * gain(before, after) - ctx.crystal * tab.shapes[k].crystals - 0.02 * near
        if ctx.against:
            u -= self.exposure(ctx, max(-1.0, min(2.0, 1.5 * (after - before))))
        return u

    # ----------------------------------------------------------- keeping cards
    def keep_value(self, ctx: Ctx, t: str) -> float:
        kind = self.kind_of[t]
        dig = ctx.dig
        if kind == "path":
            k = self.keys[(t, False)]
            form, through = self.tab.shapes[k], self.tab.tunnels[k]
            tunnels = through.bit_count()
            stubs = (form.open & ~through).bit_count()
            if dig > 0:
                v = 0.02 if not tunnels else 0.1 + 0.08 * tunnels - 0.05 * stubs
                if form.ladder_edges:
                    v += 0.1
                if form.door and form.door == ctx.shut:
                    v = 0.03
                v *= min(dig, 1.0)
            else:
                v = self.hold * ctx.later() if not tunnels else (0.2 if stubs else 0.08)
            return v + 0.5 * ctx.crystal * form.crystals
        me = ctx.seat
        if kind == "map":
            return 0.0 if max(ctx.goals.p) >= 1.0 else (0.6 if dig > 0 else 0.4)
        if kind == "repair":
            mends = set(self.tool_of[t]) & ctx.broken[me]
            return (0.35 if dig > 0 else self.help_against) + (0.3 if mends else 0.0)
        if kind == "free":
            return (0.2 if dig > 0 else self.help_against) + (0.3 if ctx.trapped[me] else 0.0)
        base = {"broken": 0.35, "rockfall": 0.3, "theft": 0.4, "hands_off": 0.15,
                "swap_hand": 0.05, "inspection": 0.3, "swap_hats": 0.2, "trapped": 0.35}
        if dig < 0 and kind in AGAINST_KEEP:
            # a blocking card is kept for the moment the diggers come near; then it is used
            return AGAINST_KEEP[kind] * ctx.later()
        return base.get(kind, 0.2)

    # ----------------------------------------------------------- suspicion
    def remember(self, view: dict[str, Any], events: Sequence[dict[str, Any]]) -> None:
        """Follow what happened since the last decision, move by move, and add up what each
        seat did as evidence that it plays against the gold."""
        n = view["players"]
        key = (view["round"], len(view["results"]))
        mem = self.memory
        starts = [i for i, e in enumerate(events) if e["kind"] == "round"]
        if starts:  # a new round began: what came before it is over
            events = events[starts[-1] + 1:]
        if starts or mem.key != key or len(mem.evidence) != n:
            mem = self.memory = Memory(n, key)
            if not starts:  # joined mid-round (or a built table): unwind to the batch's start
                mem.cells = self._unwound(view, events)
        if events:
            ctx = Ctx(self, view)
            for e in events:
                self._judge(ctx, mem, e)
        mem.cells = {(x, y): (t, turned) for x, y, t, turned in view["board"]["cells"]}
        mem.ups = {i: (t, bool(turned)) for i, (t, up, turned) in
                   enumerate(view["board"]["goals"]) if up}

    @staticmethod
    def _unwound(view: dict[str, Any], events: Sequence[dict[str, Any]]
                 ) -> dict[Pos, tuple[str, bool]]:
        """The maze before these events, from the maze after them."""
        cells = {(x, y): (t, turned) for x, y, t, turned in view["board"]["cells"]}
        for e in reversed(events):
            if e["kind"] == "path":
                cells.pop((e["x"], e["y"]), None)
            elif e["kind"] == "rockfall":  # which way it lay is not told: as listed
                cells[(e["x"], e["y"])] = (e["removed"], False)
        return cells

    def _public_maze(self, mem: Memory) -> tuple[Tunnels, Goals]:
        """The maze as everyone sees it, linked for any team, and the gold's odds from the
        face-up goals alone: what the seat that moved knew for sure."""
        keys = self.keys
        cells = {cell_of(p): keys[c] for p, c in mem.cells.items()}
        cells[cell_of(START)] = keys[(self.content.start.id, False)]
        rows: list[list[Any]] = [[None, False, False] for _ in range(3)]
        for i, (t, turned) in mem.ups.items():
            cells[cell_of(GOAL_CELLS[i])] = keys[(t, turned)]
            rows[i] = [t, True, turned]
        odds = gold_odds(rows, self.content.goals[0].id, True)
        return Tunnels(self.tab, cells, None), Goals(odds)

    def _judge(self, ctx: Ctx, mem: Memory, e: dict[str, Any]) -> None:
        kind, who = e["kind"], e.get("seat")
        ev, me = mem.evidence, ctx.seat
        if kind == "goal":
            mem.ups[e["goal"]] = (e["card"], bool(e["turned"]))
            return
        if kind in ("path", "rockfall"):
            pos = (e["x"], e["y"])
            if kind == "path":
                k = self.keys[(e["card"], bool(e["turned"]))]
            else:
                k = self.keys[mem.cells.get(pos) or (e["removed"], False)]
            if who != me:
                maze, goals = self._public_maze(mem)
                value = goals.of(maze)
                if kind == "path":
                    after = goals.of(maze.placed(pos, k))
                else:
                    after = goals.of(maze.without(pos)) if cell_of(pos) in maze.cells else value
                change = after - value  # > 0: it hurt the diggers
                dead = kind == "path" and not self.tab.tunnels[k] and pos in maze.front
                ev[who] += max(-1.0, min(2.0, 1.5 * change)) + (0.6 if dead else 0.0)
            if kind == "path":
                mem.cells[pos] = (e["card"], bool(e["turned"]))
            else:
                mem.cells.pop(pos, None)
            return
        target = e.get("target")
        if who == me or target is None or who is None:
            return
        if kind in ("break", "trap") and target != who:
            ev[who] += self._attack_evidence(ctx, target)
        elif kind in ("repair", "free") and target != who:
            ev[who] -= self._attack_evidence(ctx, target)
        elif kind == "swap_hats":
            # another's new role is unknown again; sending a likely enemy a new one is a
            # friend's move
            ev[who] += 0.5 * self._attack_evidence(ctx, target)
            if target != me:
                ev[target] = 0.0

    def _attack_evidence(self, ctx: Ctx, target: int, public: bool = False) -> float:
        """What attacking the target says of the attacker (helping it: the opposite).
        public: as a third seat sees it, which knows only the role cards' shares."""
        if public:
            share = 1 / (1 + math.exp(-ctx.prior))
            return 1.0 * (1 - 2 * share)
        if target == ctx.seat:
            return -1.0 if ctx.against else 1.2
        return 1.0 * (1 - 2 * ctx.p_block(target))
