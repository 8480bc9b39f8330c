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

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np

from ...core.actions import Action
from ...core.errors import IllegalAction
from ...core.protocol import Game, State
from ...rl.layout import Encoder, Layout, relative
from .board import GOAL_CELLS, START, cell_of, pos_of
from .catalog import MAX_SEATS, catalog
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


class SaboteurActions:
    """The exact, smaller action numbering described in the module docstring."""

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
        # per action instance (the engine shares them): (action, its cell, its id at slot 0,
        # the id step per slot: 2 for a path card, 1 for a rockfall, 0 for the others)
        self._parts: dict[int, tuple[Action, int, int, int]] = {
            id(a): (a, 0, i, 0) for i, a in enumerate(cat.all)}
        self._memo: tuple[Any, ...] | None = None

    def _maze(self, state: State) -> tuple[dict[int, int], list[int], dict[int, int], list[int]]:
        """(spot index, spots, path cell index, path cells) of the public maze, cells as
        `board.cell_of` ints (which sort as (x, y) do), once per maze position: the board
        gives a changed position a fresh `_cache` dict and shares it between copies of one
        position, so that dict's identity names the position."""
        board = state.board  # type: ignore[attr-defined]
        memo = self._memo
        if memo is None or memo[0] is not board._cache:
            occupied = set(board._cells)  # start, path cards, face-up goals
            cells = sorted(occupied - _FIXED)
            occupied |= _FIXED
            spots = sorted({c + d for c in occupied for d in _NEXT} - occupied)
            memo = self._memo = (board._cache, {c: i for i, c in enumerate(spots)}, spots,
                                 {c: i for i, c in enumerate(cells)}, cells)
        return memo[1], memo[2], memo[3], memo[4]

    def ids(self, state: State, seat: int, legal: Sequence[Action]) -> list[int]:
        parts, out = self._parts, []
        maze = None
        for action in legal:
            part = parts.get(id(action))
            if part is None or part[0] is not action:
                part = self._part(action)
            step = part[3]
            if step:
                maze = maze or self._maze(state)
                where = (maze[0] if step == 2 else maze[2]).get(part[1])
                if where is None:  # cannot happen: a card always joins the maze
                    raise IllegalAction(f"{action.to_json()} is on no spot of the maze")
                out.append(part[2] + where * step)
            else:
                out.append(part[2])
        return out

    def _part(self, action: Action) -> tuple[Action, int, int, int]:
        found = self.cat.index.get(action)
        card = action.get("card")
        if found is not None:  # a copy of an enumerated action
            part = (action, 0, found, 0)
        elif action.kind == "path" and card in self.path_no:
            part = (action, cell_of((action.get("x"), action.get("y"))),
                    self.path_base + self.path_no[card] * self.spots * 2
                    + bool(action.get("turned")), 2)
        elif action.kind == "rockfall" and card in self.rock_no:
            part = (action, cell_of((action.get("x"), action.get("y"))),
                    self.rock_base + self.rock_no[card] * self.cells, 1)
        else:
            raise IllegalAction(f"{action.to_json()} has no RL id")
        if len(self._parts) > 500_000:  # an engine making new instances: start again
            self._parts = {id(a): (a, 0, i, 0) for i, a in enumerate(self.cat.all)}
        self._parts[id(action)] = part
        return part

    def action(self, state: State, seat: int, action_id: int) -> Action:
        if action_id < self.enumerated:
            return self.cat.all[action_id]
        _spot_no, spots, _cell_no, cells = self._maze(state)
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
        for r in range(MAX_SEATS):
            who = "the viewer" if r == 0 else f"the seat {r} after the viewer"
            p = f"seat{r}_"
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


def encoder(game: Game, players: int, options: Mapping[str, Any]) -> SaboteurEncoder:
    return SaboteurEncoder(game, players, options)
