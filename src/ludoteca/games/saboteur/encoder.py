"""Saboteur's RL observation and RL action ids (ludoteca.rl).

Action ids. The engine's catalog numbers a path card by (type, x, y, turned) over the whole
grid a maze could ever reach: 1,960,841 ids, a 2 MB mask per step of which a dozen are
set. The environments use a smaller exact numbering instead, relative to the public maze:

- ids 0..E-1: the catalog's enumerated actions (discards, action cards on a seat, maps,
  thefts, steals, done), as the engine numbers them;
- then a path card: E + (type * SPOTS + spot) * 2 + turned, where `spot` is the index of
  its cell among the maze's spots: the empty cells next to an occupied one (a path card,
  the start or a goal), sorted by (x, y). A card always joins the maze, so every legal
  placement is on a spot; there are at most 4 x (70 path cards + start + 3 goals) = 296;
- then a rockfall: E + P + (type * CELLS + cell), `cell` the index of its target among the
  path cards on the board sorted by (x, y) (the view's `board.cells` order), at most 70.

The observation lists the spots' and cells' coordinates in the same order, so a policy
knows where each id points. The mask is exactly the legal set (tests/rl check it).
"""

from __future__ import annotations

from array import array
from bisect import bisect_left, insort
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ...core.actions import Action
from ...core.errors import IllegalAction
from ...core.protocol import Game, State
from ...rl.layout import Encoder, Layout, native_writer, relative, seat_rows
from .board import GOAL_CELLS, START, cell_of, pos_of
from .catalog import MAX_SEATS, catalog
from .fastobs import MazeBlocks
from .state import SabDecision

Pos = tuple[int, int]
_STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))
_GOALS = frozenset(GOAL_CELLS)
COORD = 100  # coordinates are within +-COORD (the catalog's grid is +-80)
_FIXED = frozenset(cell_of(p) for p in (START, *GOAL_CELLS))
_NEXT = tuple(cell_of(step) - cell_of((0, 0)) for step in _STEPS)  # a neighbour's cell_of


def spots_of(path_cells: Iterable[Pos]) -> list[Pos]:
    """The empty cells next to an occupied one (path cards, start, goals), sorted."""
    occupied = {*path_cells, START, *GOAL_CELLS}
    return sorted({(x + dx, y + dy) for x, y in occupied for dx, dy in _STEPS} - occupied)


class _Maze:
    """One maze position's numbering: its spots and path cells, as sorted `cell_of` ints
    (which sort as (x, y) do): an index is a bisection away, no dict to build per position.
    Made from the previous position when cards were only added (the usual change: the
    board lists its cells in the order they were filled, so the old tuple is a prefix)."""

    __slots__ = ("cells", "occupied", "spots")

    def __init__(self, occupied: tuple[int, ...], last: _Maze | None = None) -> None:
        self.occupied = occupied
        if last is not None:
            old = len(last.occupied)
            if occupied[:old] == last.occupied:
                self._grown(last, occupied[old:])
                return
        self.cells = sorted(c for c in occupied if c not in _FIXED)
        taken = {*occupied, *_FIXED}
        self.spots = sorted({c + d for c in taken for d in _NEXT} - taken)

    def _grown(self, last: _Maze, added: tuple[int, ...]) -> None:
        """`last` plus the added cards: each leaves the spots and its free neighbours join
        (start and goals are always counted taken: nothing changes for a goal turned up)."""
        cells, spots = list(last.cells), list(last.spots)
        for c in added:
            if c in _FIXED:
                continue
            insort(cells, c)
            at = bisect_left(spots, c)
            if at < len(spots) and spots[at] == c:
                del spots[at]
        for c in added:
            if c in _FIXED:
                continue
            for d in _NEXT:
                n = c + d
                if n in _FIXED:
                    continue
                at = bisect_left(cells, n)  # taken: a path card (or start, goal: _FIXED)
                if at < len(cells) and cells[at] == n:
                    continue
                at = bisect_left(spots, n)
                if at == len(spots) or spots[at] != n:
                    spots.insert(at, n)
        self.cells, self.spots = cells, spots


class SaboteurActions:
    """The exact, smaller action numbering described in the module docstring."""

    # the compiled `ids` (_obs.c, `Writer.ids`) the encoder hands over when built: this
    # loop in C for actions met before, None for any other (then the loop below runs)
    native_ids: Any = None

    def __init__(self, game: Game) -> None:
        content = game.content  # type: ignore[attr-defined]
        self.cat = cat = catalog(content)
        self.paths = tuple(cat.cards.path_types)
        self.rocks = tuple(cat.cards.rockfall_types)
        self.path_no = {t: i for i, t in enumerate(self.paths)}
        self.rock_no = {t: i for i, t in enumerate(self.rocks)}
        self.cells = sum(1 for t in content.deck if t in content.paths)  # path cards: 70
        self.spots = 4 * (self.cells + 1 + len(GOAL_CELLS))
        self.enumerated = len(cat.all)
        self.path_base = self.enumerated
        self.rock_base = self.path_base + len(self.paths) * self.spots * 2
        self.size = self.rock_base + len(self.rocks) * self.cells
        self._forget()

    def _forget(self) -> None:
        """Per action instance (the engine shares them), by identity: the id of an
        enumerated one, (its id at slot 0, its cell, the id step per slot: 2 for a path
        card, 1 for a rockfall) of the others. `_keep` keeps the actions alive, so no other
        object takes their identity while they are listed."""
        self._fixed: dict[int, int] = {id(a): i for i, a in enumerate(self.cat.all)}
        self._placed: dict[int, tuple[int, int, int]] = {}
        self._keep: list[Action] = list(self.cat.all)
        self._mazes: dict[int, _Maze] = {}
        self._last: _Maze | None = None

    def _maze(self, state: State) -> _Maze:
        """The numbering of the public maze's spots and cards, once per maze position (the
        board's `occupied()` tuple names the position; several environments may share this
        codec, so a few positions are kept)."""
        occupied = state.board.occupied()  # type: ignore[attr-defined]
        last = self._last
        if last is not None and last.occupied is occupied:  # the usual case: no change
            return last
        maze = self._mazes.get(id(occupied))
        if maze is None or maze.occupied is not occupied:
            if len(self._mazes) >= 64:
                self._mazes.clear()
            maze = self._mazes[id(occupied)] = _Maze(occupied, self._last)
        self._last = maze
        return maze

    def ids(self, state: State, seat: int, legal: Sequence[Action]) -> list[int]:
        # the hot path of every environment step: a dict lookup per action, and for a card
        # placed on the maze a bisection of its cell among the position's spots or cells
        # (a placement is seldom met twice in one position: no use remembering its id)
        native = self.native_ids
        if native is not None:
            found = native(self, state, legal)
            if found is not None:
                return found
        fixed, placed = self._fixed, self._placed
        maze: _Maze | None = None  # looked up at the first placement only
        out = []
        for action in legal:
            key = id(action)
            found = fixed.get(key)
            if found is None:
                maze = maze or self._maze(state)
                part = placed.get(key)
                if part is None:
                    found = self._first(maze, action)
                else:
                    base, cell, step = part
                    where = maze.spots if step == 2 else maze.cells
                    at = bisect_left(where, cell)
                    if at == len(where) or where[at] != cell:  # cannot happen: a card
                        # always joins the maze
                        raise IllegalAction(f"{action.to_json()} is on no spot of the maze")
                    found = base + at * step
            out.append(found)
        return out

    def _first(self, maze: _Maze, action: Action) -> int:
        """The id of an action met for the first time (known by identity from now on)."""
        part = self._part(action)
        if type(part) is int:  # a copy of an enumerated action
            return part
        base, cell, step = part
        where = maze.spots if step == 2 else maze.cells
        at = bisect_left(where, cell)
        if at == len(where) or where[at] != cell:  # cannot happen: a card joins the maze
            raise IllegalAction(f"{action.to_json()} is on no spot of the maze")
        return base + at * step

    def _part(self, action: Action) -> int | tuple[int, int, int]:
        """Where an action's ids begin: its id (an enumerated one), or (its id at slot 0,
        its cell, the id step per slot)."""
        if len(self._keep) > 500_000:  # an engine making new instances: start again
            self._forget()
        self._keep.append(action)
        found = self.cat.index.get(action)
        card = action.get("card")
        if found is not None:  # a copy of an enumerated action
            self._fixed[id(action)] = found
            return found
        if action.kind == "path" and card in self.path_no:
            part = (self.path_base + self.path_no[card] * self.spots * 2
                    + bool(action.get("turned")), cell_of((action.get("x"), action.get("y"))),
                    2)
        elif action.kind == "rockfall" and card in self.rock_no:
            part = (self.rock_base + self.rock_no[card] * self.cells,
                    cell_of((action.get("x"), action.get("y"))), 1)
        else:
            self._keep.pop()
            raise IllegalAction(f"{action.to_json()} has no RL id")
        self._placed[id(action)] = part
        return part

    def action(self, state: State, seat: int, action_id: int) -> Action:
        if action_id < self.enumerated:
            return self.cat.all[action_id]
        maze = self._maze(state)
        spots, cells = maze.spots, maze.cells
        if action_id < self.rock_base:
            rest, turned = divmod(action_id - self.path_base, 2)
            kind, spot = divmod(rest, self.spots)
            if spot >= len(spots):
                raise IllegalAction(f"action id {action_id}: the maze has no spot {spot} now")
            x, y = pos_of(spots[spot])
            return self.cat.path(self.paths[kind], x, y, bool(turned))
        kind, cell = divmod(action_id - self.rock_base, self.cells)
        if cell >= len(cells):
            raise IllegalAction(f"action id {action_id}: the maze has no card {cell} now")
        x, y = pos_of(cells[cell])
        return self.cat.rockfall(self.rocks[kind], x, y)


class SaboteurEncoder(Encoder):
    def __init__(self, game: Game, players: int, options: Mapping[str, Any]) -> None:
        content = game.content  # type: ignore[attr-defined]
        self.players = players
        self.actions = acts = SaboteurActions(game)
        cards = acts.cat.cards
        self.types = {t: i for i, t in enumerate(cards.types)}
        self.path_types = {t: i for i, t in enumerate(cards.path_types)}
        self.front = {t: i for i, t in enumerate(cards.front_types)}
        self.roles = tuple(content.roles)
        self.role_no = {r: i for i, r in enumerate(self.roles)}
        self.goal_ids = tuple(g.id for g in content.goals)
        nt, npath = len(self.types), len(self.path_types)
        lay = Layout()
        self.o_me = lay.one_hot("me", range(MAX_SEATS), "the viewer's seat")
        self.o_players = lay.one_hot("players", range(2, MAX_SEATS + 1), "number of players")
        self.o_round = lay.add("round", 1, "round number", 0, 10)
        self.o_active = lay.add("active", MAX_SEATS, "whose turn (relative seat, one-hot)")
        self.o_to_move = lay.add("to_move", MAX_SEATS, "relative seats deciding now")
        self.o_pending = lay.one_hot("pending", sorted(SabDecision.registry),
                                     "the open decision (all 0: none)")
        self.o_p_count = lay.add("pending_count", 1, "its count or cards left (discard_more, "
                                 "clear_discard: count; steal: left)", 0, 20)
        self.o_role = lay.one_hot("role", self.roles, "the viewer's role")
        self.o_hand = lay.add("hand", nt, "the viewer's hand (count per card type)", 0, 10)
        self.o_cells = lay.add("cells", acts.cells * (3 + npath + 1),
                               f"path cards on the board, sorted by (x, y), {acts.cells} "
                               f"slots of {3 + npath + 1}: present, x, y, one-hot path type "
                               f"({npath}), turned; slot k is rockfall target k", -COORD, COORD)
        self.cell_width = 3 + npath + 1
        self.o_spots = lay.add("spots", acts.spots * 3,
                               f"the maze's spots (empty cells next to a card), sorted by "
                               f"(x, y), {acts.spots} slots of 3: present, x, y; slot k is "
                               f"path placement spot k", -COORD, COORD)
        self.o_goals = [{"card": lay.one_hot(f"goal{g}", self.goal_ids,
                                             f"goal {g}'s card if face up or seen"),
                         "up": lay.add(f"goal{g}_up", 1, f"goal {g} is face up"),
                         "turned": lay.add(f"goal{g}_turned", 1, f"goal {g} lies turned")}
                        for g in range(len(GOAL_CELLS))]
        self.o_seats = []
        for p, who in seat_rows(MAX_SEATS):
            self.o_seats.append({
                "present": lay.add(p + "present", 1, f"{who} is at the table"),
                "cards": lay.add(p + "cards", 1, f"cards in {who}'s hand", 0, 20),
                "front": lay.add(p + "front", len(self.front), f"cards in front of {who} "
                                 f"({', '.join(self.front)})", 0, 5),
                "gold": lay.add(p + "gold", 1, f"{who}'s gold", 0, 100),
                "discarded": lay.add(p + "discarded", 1, f"cards {who} discarded face down",
                                     0, 150),
                "role": lay.one_hot(p + "role", self.roles, f"{who}'s role, if shown"),
                "known_role": lay.one_hot(p + "known_role", self.roles,
                                          f"{who}'s role as the viewer's inspection showed it"),
                "put_away": lay.add(p + "put_away", len(self.roles),
                                    f"role cards put away from {who} (Swap Your Hats) that "
                                    f"the viewer had seen by inspection (count per role: "
                                    f"{', '.join(self.roles)})", 0, 5),
                "known_cards": lay.add(p + "known_cards", nt, f"cards the viewer knows in "
                                       f"{who}'s hand (count per type)", 0, 10),
                "winner": lay.add(p + "winner", 1, f"{who} won (game over)"),
            })
        self.o_discard = lay.add("discard", nt, "discard pile (count per card type)", 0, 20)
        self.o_pile = lay.add("pile", 1, "cards left in the draw pile", 0, 150)
        self.o_aside = lay.add("aside", 1, "cards set aside", 0, 150)
        self.o_role_pile = lay.add("role_pile", 1, "role cards left", 0, 30)
        self.o_over = lay.add("over", 1, "the game is over")
        super().__init__(lay)
        self._fast_tables(cards)

    def _fast_tables(self, cards: Any) -> None:
        """What `write_state` looks up instead of reading names: per card instance (an int
        into `cards.type_of`) its position in a field, per viewer the other seats' rows."""
        type_of = cards.type_of
        self._type_of = type_of
        self._hand_at = tuple(self.o_hand + self.types.get(t, 0) for t in type_of)
        self._discard_no = tuple(self.types.get(t, 0) for t in type_of)
        self._front_no = tuple(self.front.get(t, -1) for t in type_of)
        self._players_at = self.o_players[self.players]
        # the open decision's one-hot position and where its count (or cards left) lies in
        # the decision tuple (kind, seat, *context); 0: none, as `write` reads its fields
        self._pending: dict[str, tuple[int, int]] = {}
        for kind, cls in SabDecision.registry.items():
            ctx = cls.context
            at = 2 + ctx.index("count") if "count" in ctx else (
                2 + ctx.index("left") if "left" in ctx else 0)
            self._pending[kind] = (self.o_pending[kind], at)
        if self.o_spots != self.o_cells + self.actions.cells * self.cell_width:
            raise AssertionError("write_state copies cells and spots as one block")
        column = tuple(3 + self.path_types.get(t, 0) for t in type_of)
        self._maze = MazeBlocks(self.actions.cells, self.cell_width, self.actions.spots,
                                column)
        self._maze_at = slice(self.o_cells, self.o_cells + self._maze.size)
        self._goal_at = [(o["card"], o["up"], o["turned"]) for o in self.o_goals]
        # per viewer, per seat by its number: the offsets of its row (rows are counted
        # from the viewer)
        self._rows = [[_Row(**self.o_seats[relative(me, o, self.players)])
                       for o in range(self.players)] for me in range(self.players)]
        # the discard pile's counts, kept while the pile only grows (checked at each use)
        self._discard_seen: list[int] = []
        self._discard_counts = array("f", bytes(4 * len(self.types)))  # float32, no numpy
        self._discard_at = slice(self.o_discard, self.o_discard + len(self.types))
        writer = native_writer("ludoteca.games.saboteur._obs", self._plan())
        if writer is not None:  # its `observe` clips what it writes (the plan's bounds)
            self.native, self.native_clips = writer.observe, True
            self.actions.native_ids = writer.ids

    def _plan(self) -> dict[str, Any]:
        """What the compiled writer (_obs.c) needs: every offset and the per-card tables
        of `_fast_tables`."""
        if (list(self.o_me.values()) != list(range(self.o_me[0], self.o_me[0] + MAX_SEATS))
                or any(self.o_role[r] != self.o_role[self.roles[0]] + i
                       for i, r in enumerate(self.roles))
                or any(row.role[r] - row.role[self.roles[0]] != i
                       or row.known_role[r] - row.known_role[self.roles[0]] != i
                       for row in self._rows[0] for i, r in enumerate(self.roles))
                or any(o["card"][g] - o["card"][self.goal_ids[0]] != i
                       for o in self.o_goals for i, g in enumerate(self.goal_ids))):
            raise AssertionError("the compiled writer expects one-hots in declared order")
        if not ((self.low <= 0) & (self.high >= 0)).all():
            raise AssertionError("the compiled writer clips only what it writes: 0 must be "
                                 "inside every field's bounds")
        rows = self._rows[0]  # by relative seat: the viewer 0's rows
        first = self.roles[0]
        goal_no = {g: i for i, g in enumerate(self.goal_ids)}
        return {
            "size": self.size, "players": self.players, "me": self.o_me[0],
            "low": self.low.astype(np.float32).tobytes(),
            "high": self.high.astype(np.float32).tobytes(),
            "players_at": self._players_at, "round": self.o_round, "active": self.o_active,
            "to_move": self.o_to_move, "pending_count": self.o_p_count,
            "role": self.o_role[first], "hand": self.o_hand, "cells": self.o_cells,
            "cell_width": self.cell_width, "cell_slots": self.actions.cells,
            "spots": self.o_spots, "spot_slots": self.actions.spots,
            "discard": self.o_discard, "pile": self.o_pile, "aside": self.o_aside,
            "role_pile": self.o_role_pile, "over": self.o_over,
            # `pos_of`'s arithmetic: x = (cell + half) // row, y = cell - x * row
            "cell_row": cell_of((1, 0)) - cell_of((0, 0)),
            "cell_half": (cell_of((1, 0)) - cell_of((0, 0))) // 2,
            **{f"row_{k}": tuple(getattr(row, k) for row in rows)
               for k in ("present", "cards", "front", "gold", "discarded", "put_away",
                         "known_cards", "winner")},
            "row_role": tuple(row.role[first] for row in rows),
            "row_known_role": tuple(row.known_role[first] for row in rows),
            "goal_card": tuple(o["card"][self.goal_ids[0]] for o in self.o_goals),
            "goal_up": tuple(o["up"] for o in self.o_goals),
            "goal_turned": tuple(o["turned"] for o in self.o_goals),
            "goal_cells": tuple(cell_of(p) for p in GOAL_CELLS),
            "fixed": tuple(cell_of(p) for p in (START, *GOAL_CELLS)),
            "card_type": tuple(self._discard_no),
            "card_front": tuple(self._front_no),
            "card_column": tuple(self._maze.column),
            "card_goal": tuple(goal_no.get(t, -1) for t in self._type_of),
            "pending": dict(self._pending),
            "role_no": dict(self.role_no),
            "type_no": dict(self.types)}

    def write(self, view: Mapping[str, Any], out: np.ndarray) -> None:
        me, players = view["seat"], self.players
        rel = (lambda s: relative(me, s, players)) if me is not None else (lambda s: s)
        types = self.types
        out[self.o_me[me if me is not None else 0]] = me is not None
        out[self.o_players[players]] = 1
        out[self.o_round] = view["round"]
        out[self.o_active + rel(view["active"])] = 1
        for s in view["to_move"]:
            out[self.o_to_move + rel(s)] = 1
        pending = view["pending"]
        if pending:
            out[self.o_pending[pending["kind"]]] = 1
            out[self.o_p_count] = pending.get("count", pending.get("left", 0)) or 0
        if view.get("role") in self.o_role:
            out[self.o_role[view["role"]]] = 1
        for t in view.get("hand", ()):
            out[self.o_hand + types[t]] += 1
        cells = view["board"]["cells"]
        width = self.cell_width
        for k, (x, y, t, turned) in enumerate(cells):
            at = self.o_cells + k * width
            out[at], out[at + 1], out[at + 2] = 1, x, y
            out[at + 3 + self.path_types[t]] = 1
            out[at + width - 1] = turned
        for k, (x, y) in enumerate(spots_of((x, y) for x, y, _t, _u in cells)):
            at = self.o_spots + 3 * k
            out[at], out[at + 1], out[at + 2] = 1, x, y
        for o, (card, up, turned) in zip(self.o_goals, view["board"]["goals"], strict=True):
            if card is not None:
                out[o["card"][card]] = 1
            out[o["up"]], out[o["turned"]] = up, turned
        for seat in view["seats"]:
            o = self.o_seats[rel(seat["seat"])]
            out[o["present"]], out[o["cards"]] = 1, seat["cards"]
            for t in seat["front"]:
                if t in self.front:
                    out[o["front"] + self.front[t]] += 1
            out[o["gold"]], out[o["discarded"]] = seat["gold"], seat["discarded"]
            if seat["role"] is not None:
                out[o["role"][seat["role"]]] = 1
        for s, role in view.get("known_roles", {}).items():
            out[self.o_seats[rel(int(s))]["known_role"][role]] = 1
        for put in view.get("known_put_away", ()):
            out[self.o_seats[rel(put["seat"])]["put_away"] + self.role_no[put["role"]]] += 1
        for s, known in view.get("known_cards", {}).items():
            at = self.o_seats[rel(int(s))]["known_cards"]
            for t in known:
                out[at + types[t]] += 1
        for s in view["winners"]:
            out[self.o_seats[rel(s)]["winner"]] = 1
        for t in view["discard"]:
            out[self.o_discard + types[t]] += 1
        out[self.o_pile], out[self.o_aside] = view["pile"], view["aside"]
        out[self.o_role_pile] = view["role_pile"]
        out[self.o_over] = view["over"]


    def write_state(self, state: Any, seat: int, out: np.ndarray) -> None:
        """`write(state.view(seat), out)` read from the state: what `views.view` shows that
        seat (other hands by their size, roles once revealed or its own, goal cards face
        up or seen with its map, the piles by their size), never building the view."""
        s, players = state, self.players
        mv = memoryview(out)  # an item write costs two thirds of numpy's
        mv[self.o_me[seat]] = 1
        mv[self._players_at] = 1
        mv[self.o_round] = s.round
        mv[self.o_active + (s.active - seat) % players] = 1
        pending = s.pending
        if pending is not None:  # to_move: its seat (TurnState.to_move)
            mv[self.o_to_move + (pending[1] - seat) % players] = 1
            at, count = self._pending[pending[0]]
            mv[at] = 1
            if count:
                mv[self.o_p_count] = pending[count] or 0
        role = self.o_role.get(s.roles[seat])
        if role is not None:
            mv[role] = 1
        hand_at = self._hand_at
        for c in s.hands[seat]:
            mv[hand_at[c]] += 1
        board = s.board
        mv[self._maze_at] = self._maze.block(board)
        up, seen = board.up, s.known_goals[seat]
        if up or seen:  # as views.view: a goal's card face up, or face down if it saw it
            for i, (card_at, up_at, turned_at) in enumerate(self._goal_at):
                if up >> i & 1:
                    mv[card_at[self._type_of[board.goal_card(i)]]] = 1
                    mv[up_at] = 1
                    mv[turned_at] = board.at(GOAL_CELLS[i])[1]
                elif i in seen:
                    mv[card_at[self._type_of[board.goal_card(i)]]] = 1
        rows = self._rows[seat]
        roles, front_no = s.roles, self._front_no
        for row, hand, front, gold, buried in zip(rows, s.hands, s.front, s.gold, s.buried,
                                                  strict=True):
            mv[row.present] = 1
            mv[row.cards] = len(hand)
            if gold:  # the vector is zeroed: a test costs less than a write
                mv[row.gold] = gold
            if buried:
                mv[row.discarded] = len(buried)
            for c in front:
                f = front_no[c]
                if f >= 0:
                    mv[row.front + f] += 1
        mv[rows[seat].role[roles[seat]]] = 1
        if s.revealed:  # roles are public once the round is scored
            for o, row in enumerate(rows):
                mv[row.role[roles[o]]] = 1
        known = s.known_roles[seat]  # what its Inspection showed
        if known.count(None) != len(known):
            for o, r in enumerate(known):
                if r is not None:
                    mv[rows[o].known_role[r]] = 1
        for i in s.known_out[seat]:
            mv[rows[s.role_out_by[i]].put_away + self.role_no[s.role_out[i]]] += 1
        for o, t in s.known_cards[seat]:
            mv[rows[o].known_cards + self.types[t]] += 1
        if s.over:
            for o in s.winners():
                mv[rows[o].winner] = 1
        self._write_discard(s.discard, mv)
        mv[self.o_pile] = len(s.pile)
        mv[self.o_aside] = len(s.aside)
        mv[self.o_role_pile] = len(s.role_pile)
        mv[self.o_over] = s.over

    def _write_discard(self, pile: list[int], mv: memoryview) -> None:
        """The discard pile's counts per type: the pile grows by a card or two a step, so
        the counts are kept and only the new cards counted, while the kept cards are still
        the pile's first ones (compared in full: the pile may be another state's)."""
        seen, counts = self._discard_seen, self._discard_counts
        known = len(seen)
        if len(pile) < known or pile[:known] != seen:
            seen.clear()
            counts = self._discard_counts = array("f", bytes(4 * len(counts)))
            known = 0
        if len(pile) > known:
            number = self._discard_no
            for c in pile[known:]:
                counts[number[c]] += 1
            seen.extend(pile[known:])
        if seen:
            mv[self._discard_at] = counts


@dataclass(frozen=True, slots=True)
class _Row:
    """A seat's row of the observation (offsets, the role one-hots by role)."""

    present: int
    cards: int
    front: int
    gold: int
    discarded: int
    role: dict[str, int]
    known_role: dict[str, int]
    put_away: int
    known_cards: int
    winner: int


def encoder(game: Game, players: int, options: Mapping[str, Any]) -> SaboteurEncoder:
    return SaboteurEncoder(game, players, options)
