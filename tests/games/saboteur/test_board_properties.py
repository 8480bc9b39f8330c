"""Random placements and rockfalls checked against an independent reference: a plain model that
re-derives every link from scratch (a BFS over the whole board from the entrance) and tries
every empty cell next to a card in both orientations (rules.md B.3, B.5, E.1, E.3)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.games.saboteur.board import GOAL_CELLS, Board, Reveal, spot_id

from .test_board import (
    BRIDGE,
    CROSS,
    CRYSTAL_T,
    CURVE_SE,
    CURVE_SW,
    DEAD_ALL,
    DEAD_W,
    DOOR_BLUE,
    DOOR_GREEN,
    DOOR_GREEN_STUB,
    DOUBLE_CURVE,
    EW_STUB_S,
    GOLD,
    LADDER_S,
    LADDER_SE,
    SHAPES,
    START,
    STONE_NE,
    STONE_NW,
    STRAIGHT_EW,
    STRAIGHT_NS,
    T_NSE,
)

POOL = (STRAIGHT_EW, STRAIGHT_NS, CURVE_SE, CURVE_SW, CROSS, T_NSE, DEAD_W, DEAD_ALL, BRIDGE,
        DOUBLE_CURVE, LADDER_S, LADDER_SE, DOOR_BLUE, DOOR_GREEN, DOOR_GREEN_STUB, CRYSTAL_T,
        EW_STUB_S)
CORRIDOR = (STRAIGHT_EW, CROSS, CROSS, BRIDGE, DOOR_BLUE, DOOR_GREEN)
STEPS = {(0, -1): "N", (1, 0): "E", (0, 1): "S", (-1, 0): "W"}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
BIT = {"N": 1, "E": 2, "S": 4, "W": 8}


def edges(mask: int) -> frozenset[str]:
    return frozenset(name for name, bit in BIT.items() if mask & bit)


Laid = tuple[frozenset[str], list[frozenset[str]], frozenset[str], str | None]


def _laid(card: int, turned: bool) -> Laid:
    s = SHAPES[card]
    flip = OPPOSITE if turned else {k: k for k in BIT}
    opened = frozenset(flip[e] for e in edges(s.open))
    groups = [frozenset(flip[e] for e in edges(g)) for g in s.groups]
    ladders = frozenset(flip[e] for e in edges(s.ladder_edges))
    return opened, groups, ladders, s.door


LAID = {(c, t): _laid(c, t) for c in range(len(SHAPES)) for t in (False, True)}
SYMMETRIC = {c for c in range(len(SHAPES))
             if LAID[c, False][0] == LAID[c, True][0] and LAID[c, False][2] == LAID[c, True][2]
             and set(LAID[c, False][1]) == set(LAID[c, True][1])}


class Ref:
    """The maze as plain data: cell -> (card, turned); goals as [card, face_up]."""

    def __init__(self, goals: tuple[int, int, int]) -> None:
        self.cells: dict[tuple[int, int], tuple[int, bool]] = {(0, 0): (START, False)}
        self.goals = [[card, False] for card in goals]

    @staticmethod
    def shape(card: int, turned: bool) -> Laid:
        """(openings, groups, ladder edges, door) of a card as laid, as sets of edge names."""
        return LAID[card, turned]

    def group_at(self, pos: tuple[int, int], edge: str) -> frozenset[str] | None:
        if pos not in self.cells:
            return None
        _, groups, _, _ = self.shape(*self.cells[pos])
        return next((g for g in groups if edge in g), None)

    def sources(self, door: str | None) -> list[tuple[tuple[int, int], frozenset[str]]]:
        """The groups the entrance reaches: the start card's and every ladder's."""
        out = []
        for pos, (card, turned) in self.cells.items():
            _, groups, ladders, d = self.shape(card, turned)
            if door is None or d != door:
                out += [(pos, g) for g in groups if pos == (0, 0) or g & ladders]
        return out

    def reach(self, door: str | None = None) -> set[tuple[tuple[int, int], frozenset[str]]]:
        seen = set(self.sources(door))
        todo = list(seen)
        while todo:
            (x, y), g = todo.pop()
            for (dx, dy), e in STEPS.items():
                if e not in g:
                    continue
                n = (x + dx, y + dy)
                gn = self.group_at(n, OPPOSITE[e])
                if gn is None or (n, gn) in seen:
                    continue
                if door is not None and self.shape(*self.cells[n])[3] == door:
                    continue
                seen.add((n, gn))
                todo.append((n, gn))
        return seen

    def legal(self, card: int, pos: tuple[int, int], turned: bool,
              linked: set[tuple[tuple[int, int], frozenset[str]]]) -> bool:
        if pos in self.cells or pos in GOAL_CELLS:
            return False
        opened, _, ladders, _ = self.shape(card, turned)
        x, y = pos
        touches = near_goal = feeds = False
        for (dx, dy), e in STEPS.items():
            n = (x + dx, y + dy)
            if n in GOAL_CELLS:
                near_goal = True
            if n not in self.cells:
                continue  # empty, or a face-down goal: no constraint
            touches = True
            n_open = self.shape(*self.cells[n])[0]
            if (e in opened) != (OPPOSITE[e] in n_open):
                return False
            g = self.group_at(n, OPPOSITE[e])
            if e in opened and g is not None and (n, g) in linked:
                feeds = True
        if ladders:
            return touches and not near_goal
        return feeds

    def legal_all(self, card: int, linked: set[tuple[tuple[int, int], frozenset[str]]]
                  ) -> tuple[set[tuple[int, int]], set[tuple[tuple[int, int], bool]]]:
        """The cells worth trying (next to a card) and the legal (cell, turned) among them."""
        near = {(x + dx, y + dy) for x, y in self.cells for dx, dy in STEPS} - self.cells.keys()
        return near, {(p, t) for p in near for t in (False, True)
                      if self.legal(card, p, t, linked)}

    def placements(self, card: int) -> set[tuple[tuple[int, int], bool]]:
        _, legal = self.legal_all(card, self.reach())
        return {(p, t) for p, t in legal if not (t and card in SYMMETRIC)}

    def place(self, card: int, pos: tuple[int, int], turned: bool) -> list[Reveal]:
        self.cells[pos] = (card, turned)
        out = []
        while True:
            linked = self.reach()
            hits = []
            for i, gpos in enumerate(GOAL_CELLS):
                if self.goals[i][1]:
                    continue
                facing = set()
                for (dx, dy), e in STEPS.items():
                    n = (gpos[0] - dx, gpos[1] - dy)  # the neighbour whose edge e faces it
                    g = self.group_at(n, e)
                    if g is not None and (n, g) in linked:
                        facing.add(OPPOSITE[e])
                if facing:
                    hits.append((i, facing))
            if not hits:
                return out
            for i, facing in hits:
                gcard = self.goals[i][0]
                fits = []
                for t in (False, True):
                    opened = self.shape(gcard, t)[0]
                    gx, gy = GOAL_CELLS[i]
                    fits.append(all(
                        (e in opened) == (OPPOSITE[e] in self.shape(*self.cells[n])[0])
                        for (dx, dy), e in STEPS.items()
                        if (n := (gx + dx, gy + dy)) in self.cells))
                if fits[0] != fits[1]:
                    turned_goal = fits[1]
                else:
                    score = [len(self.shape(gcard, t)[0] & facing) for t in (False, True)]
                    turned_goal = score[1] > score[0]
                self.goals[i][1] = True
                self.cells[GOAL_CELLS[i]] = (gcard, turned_goal)
                out.append(Reveal(i, gcard, turned_goal))

    def team_route(self, blocked: str) -> bool:
        gold = next(i for i, (c, _) in enumerate(self.goals) if c == GOLD)
        if not self.goals[gold][1]:
            return False
        return any(pos == GOAL_CELLS[gold] for pos, _ in self.reach(blocked))


def check(board: Board, ref: Ref) -> None:
    reach = ref.reach()
    for card in POOL:
        near, legal = ref.legal_all(card, reach)
        asked = {(p, t) for p in near for t in (False, True) if board.can_place(card, p, t)}
        assert asked == legal, card
        found = board.placements(card)
        assert found == sorted(set(found))
        # a symmetric card is listed unturned only
        assert set(found) == {(p, t) for p, t in legal if not (t and card in SYMMETRIC)}
        # the engine's listing through a table by spot id: the same, in the same order
        assert board.placements_in(card, {spot_id(p, t): (p, t) for p, t in legal}) == found
        assert [spot_id(p, t) for p, t in found] == list(board.placement_ids(card))
    linked = {pos for pos, _ in reach}
    for pos in ref.cells:
        assert board.linked(pos) == (pos in linked), pos
    assert board.cells() == ref.cells
    for colour in ("blue", "green"):
        assert board.team_route(colour) == ref.team_route(colour), colour
    assert board.crystals() == sum(SHAPES[c].crystals for c, _ in ref.cells.values())
    data = board.to_json()
    back = Board.from_json(data, SHAPES, START, (GOLD, STONE_NE, STONE_NW))
    assert back.to_json() == data
    for card in POOL:
        assert back.placements(card) == board.placements(card)
    twin = board.copy()
    assert twin.to_json() == data and twin.placements(CROSS) == board.placements(CROSS)
    # what placing and removing kept up step by step is what counting afresh finds
    twin._rebuild()
    assert (twin._spots, twin._live, twin._link) == (board._spots, board._live, board._link)


def random_play(examples: int) -> Any:
    """The property below as a Hypothesis test of that many examples: 10 in the quick run
    (about a second), 40 in the full one."""

    def decorate(test: Any) -> Any:
        generated = given(goals=st.permutations((GOLD, STONE_NE, STONE_NW)), data=st.data())
        return settings(max_examples=examples, deadline=None, derandomize=True,
                        database=None)(generated(test))

    return decorate


@random_play(10)
def test_random_play_matches_the_reference(goals: list[int], data: st.DataObject) -> None:
    random_play_matches_the_reference(goals, data)


@pytest.mark.slow
@random_play(40)
def test_random_play_matches_the_reference_many(goals: list[int], data: st.DataObject) -> None:
    random_play_matches_the_reference(goals, data)


def random_play_matches_the_reference(goals: list[int], data: st.DataObject) -> None:
    board = Board(SHAPES, START, tuple(goals))
    ref = Ref(tuple(goals))
    saved: list[tuple[Board, dict[str, Any]]] = []
    # a corridor along y = 0 toward the goals, so that goals get reached and doors matter
    for x in range(1, data.draw(st.sampled_from((6, 5, 3, 0)), label="corridor") + 1):
        card = data.draw(st.sampled_from(CORRIDOR), label="corridor card")
        assert board.place(card, (x, 0), False) == ref.place(card, (x, 0), False) == []
    check(board, ref)
    for _ in range(data.draw(st.integers(5, 40), label="steps")):
        removable = board.removable()
        if removable and data.draw(st.integers(0, 9), label="rockfall?") == 0:
            pos = data.draw(st.sampled_from(removable), label="rockfall")
            assert board.remove(pos) == ref.cells.pop(pos)[0]
        else:
            card = data.draw(st.sampled_from(POOL), label="card")
            options = sorted(ref.placements(card))
            if not options:
                continue
            if data.draw(st.integers(0, 3), label="eastward"):  # mostly heads for the goals
                pos, turned = max(options, key=lambda o: (o[0][0], -abs(o[0][1]), o[1]))
            else:
                pos, turned = data.draw(st.sampled_from(options), label="where")
            saved.append((board.copy(), board.to_json()))
            assert board.place(card, pos, turned) == ref.place(card, pos, turned)
        check(board, ref)
    # copies taken along the way were not disturbed by the later moves
    for twin, json in saved:
        assert twin.to_json() == json
        fresh = Board.from_json(json, SHAPES, START, goals)
        near = {(x + dx, y + dy) for x, y in fresh.cells() for dx, dy in STEPS}
        for card in POOL:  # can_place reads the spots directly, not the placements cache
            assert [twin.can_place(card, p, t) for p in near for t in (False, True)] == [
                fresh.can_place(card, p, t) for p in near for t in (False, True)]
            assert twin.placements(card) == fresh.placements(card)
        assert all(twin.linked(p) == fresh.linked(p) for p in near)
        assert twin.team_route("blue") == fresh.team_route("blue")
