"""The fast paths agree with the plain rules: the memoised turn options with a plain builder
(the one the engine had before the memos), `is_legal` with membership in the listed
actions, the incremental front summary with one built afresh, and the views that share one
public part per position with the view built whole for each seat."""

from __future__ import annotations

import json
from typing import Any

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.errors import IllegalAction
from ludoteca.core.protocol import State
from ludoteca.core.rng import Rng
from ludoteca.games.saboteur import GAME
from ludoteca.games.saboteur.state import BROKEN, THEFT, TRAPPED, Fronts, SaboteurState
from ludoteca.games.saboteur.views import _prompt


def positions(players: int, seeds: range, every: int = 3):
    """(state, step) along random games, every few steps, the final position included."""
    for seed in seeds:
        s = GAME.new(players, seed)
        rng = Rng(seed * 7 + players)
        step = 0
        while not s.is_over():
            if step % every == 0:
                yield s
            seat = s.to_move()[0]
            s.apply(seat, rng.choice(s.legal(seat)))
            step += 1
        yield s


# ---------------------------------------------------------------- the plain builders
def plain_turn_options(s: SaboteurState, seat: int) -> list[Action]:
    """turn_options as it was before the memos: everything rebuilt from the state."""
    cat, cards, board = s.cat, s.cards, s.board
    kind_of, type_of, actions = cards.kind_of, cards.type_of, s.content.actions
    hand = s.hands[seat]
    types = dict.fromkeys(type_of[c] for c in hand)
    n = s.players
    out: list[Action] = []
    fronts = [[kind_of[type_of[c]] for c in f] for f in s.front]
    broken = [{actions[type_of[c]].tools[0] for c in f if kind_of[type_of[c]] == BROKEN}
              for f in s.front]
    blocked = BROKEN in fronts[seat] or TRAPPED in fronts[seat]
    for t in types:
        kind = kind_of[t]
        if kind == "path":
            if not blocked:
                card = next(c for c in hand if type_of[c] == t)
                out.extend(cat.path(t, x, y, turned)
                           for (x, y), turned in board.placements(card))
        elif kind == BROKEN:
            tool = actions[t].tools[0]
            out.extend(cat.on_seat[(t, o)] for o in range(n) if tool not in broken[o])
        elif kind == "repair":
            out.extend(cat.repair[(t, o, tool)] for o in range(n)
                       for tool in actions[t].tools if tool in broken[o])
        elif kind == "rockfall":
            out.extend(cat.rockfall(t, x, y) for x, y in board.removable())
        elif kind == "map":
            out.extend(cat.map[(t, g)] for g in range(3) if not board.face_up(g))
        elif kind == THEFT:
            if THEFT not in fronts[seat]:
                out.append(cat.theft[t])
        elif kind == "hands_off":
            out.extend(cat.on_seat[(t, o)] for o in range(n) if THEFT in fronts[o])
        elif kind in ("swap_hand", "inspection"):
            out.extend(cat.on_seat[(t, o)] for o in range(n) if o != seat)
        elif kind == "swap_hats":
            if s.role_pile:
                out.extend(cat.on_seat[(t, o)] for o in range(n))
        elif kind == TRAPPED:
            out.extend(cat.on_seat[(t, o)] for o in range(n)
                       if o != seat and TRAPPED not in fronts[o])
        elif kind == "free":
            out.extend(cat.on_seat[(t, o)] for o in range(n) if TRAPPED in fronts[o])
    if len(hand) >= 2:
        out.extend(cat.clear[t] for t in dict.fromkeys(type_of[c] for c in s.front[seat]))
    out.extend(cat.discard[t] for t in types)
    return out


def plain_view(s: SaboteurState, seat: int | None) -> dict[str, Any]:
    """The view as it was before the shared part: built whole for each viewer."""
    names = s.names
    board = s.board.public_json(set(s.known_goals[seat]) if seat is not None else None)
    type_of = s.cards.type_of
    board["goals"] = [[None if c is None else type_of[c], up, turned]
                      for c, up, turned in board["goals"]]
    board["cells"] = [[x, y, type_of[c], turned] for x, y, c, turned in board["cells"]]
    seats = [{"seat": o, "cards": len(s.hands[o]), "front": names(s.front[o]),
              "gold": s.gold[o], "discarded": len(s.buried[o]),
              "role": s.roles[o] if s.revealed or o == seat else None}
             for o in range(s.players)]
    out: dict[str, Any] = {
        "game": "saboteur", "seat": seat, "players": s.players, "options": s.options,
        "round": s.round, "rounds": s.content.setup.rounds, "active": s.active,
        "to_move": list(s.to_move()),
        "pending": None if s.pending is None else s.pending.fields(),
        "prompt": _prompt(s, seat) if seat is not None else None,
        "board": board, "pile": len(s.pile), "aside": len(s.aside),
        "discard": names(s.discard), "role_pile": len(s.role_pile), "seats": seats,
        "results": list(s.results), "over": s.over,
        "winners": s.winners() if s.over else [],
    }
    if seat is not None:
        out["hand"] = names(s.hands[seat])
        out["role"] = s.roles[seat]
        out["known_roles"] = {str(o): r for o, r in enumerate(s.known_roles[seat])
                              if r is not None}
        known_cards: dict[str, list[str]] = {}
        for o, t in sorted(s.known_cards[seat]):
            known_cards.setdefault(str(o), []).append(t)
        out["known_cards"] = known_cards
        out["known_put_away"] = [{"seat": s.role_out_by[i], "role": s.role_out[i]}
                                 for i in s.known_out[seat]]
    return out


# ---------------------------------------------------------------- the checks
def test_turn_options_equal_the_plain_builder() -> None:
    for players in (3, 8, 12):
        for s in positions(players, range(4), every=1):
            if s.pending is not None and s.pending[0] == "turn":
                seat = s.pending.seat
                assert list(s.legal(seat)) == plain_turn_options(s, seat)


def test_turn_options_on_clones_and_determinized_copies() -> None:
    rng = Rng(3)
    for s in positions(8, range(3), every=5):
        if s.pending is None or s.pending[0] != "turn":
            continue
        seat = s.pending.seat
        for c in (s.clone(), s.determinize(seat, rng), s.determinize((seat + 1) % 8, rng)):
            assert list(c.legal(seat)) == plain_turn_options(c, seat)
            c.apply(seat, rng.choice(c.legal(seat)))  # the copy moves on, not the original
        assert list(s.legal(seat)) == plain_turn_options(s, seat)


def probes(s: SaboteurState, seat: int, others: list[Action]) -> list[Action]:
    """Every enumerated action, the listed ones, those of other positions, and variants with
    a boolean for an integer or an integer for a boolean, or a field too many."""
    cat = s.cat
    out = [*cat.all, *s.legal(seat), *others]
    for a in list(s.legal(seat)) + others[:40]:
        data = a.to_json()
        for k, v in data.items():
            if type(v) is bool:
                out.append(Action.from_json({**data, k: int(v)}))
            elif type(v) is int and v in (0, 1):
                out.append(Action.from_json({**data, k: bool(v)}))
        out.append(Action.from_json({**data, "extra": 1}))
        if a.kind in ("path", "rockfall"):
            out.append(Action.from_json({**data, "x": data["x"] + 1}))
    return out


# the quick run checks every 12th position of one game per table size, the full run every
# 3rd of two (as test_apply_checks_as_the_protocol_does below)
QUICK_OR_ALL = pytest.mark.parametrize(
    "seeds,every", [(range(1), 12), pytest.param(range(2), 3, marks=pytest.mark.slow)])


@QUICK_OR_ALL
def test_is_legal_agrees_with_the_list(seeds: range, every: int) -> None:
    seen: list[Action] = []
    for players in (3, 8, 12):
        for s in positions(players, seeds, every=every):
            mover = s.to_move()[0] if s.to_move() else 0
            for seat in {mover, (mover + 1) % players}:
                listed = {a: a.types for a in s.pending.legal(s)} if (
                    s.to_move() == (seat,)) else {}
                for a in probes(s, seat, seen[-200:]):
                    want = a in listed and listed[a] == a.types
                    assert s.is_legal(seat, a) == want, (seat, a)
            if s.to_move():
                seen.extend(s.legal(s.to_move()[0]))


# every position of one game per table size in the quick run, of three more in the full run
@pytest.mark.parametrize("seeds", [range(1), pytest.param(range(1, 4), marks=pytest.mark.slow)])
def test_front_summary_follows_every_change(seeds: range) -> None:
    for players in (3, 8, 12):
        for s in positions(players, seeds, every=1):
            f, fresh = s.fronts(), Fronts(s)
            assert (f.types, f.kinds, f.broken, f.blocked) == (
                fresh.types, fresh.kinds, fresh.broken, fresh.blocked)
            # the seat masks, kept up to date bit by bit, as counted afresh
            assert (f.broken_at, f.thefts, f.traps) == (
                fresh.broken_at, fresh.thefts, fresh.traps)
            # clear options kept from before a change are still this front's
            assert all(c is None or c == tuple(s.cat.clear[t] for t in f.types[seat])
                       for seat, c in enumerate(f.clears))
            restored = GAME.from_snapshot(s.snapshot())
            assert restored.fronts().types == fresh.types


@QUICK_OR_ALL
def test_views_equal_the_whole_view_for_every_seat(seeds: range, every: int) -> None:
    rng = Rng(11)
    for players in (3, 5, 8, 12):
        for s in positions(players, seeds, every=every):
            viewers: list[int | None] = [None, *range(players)]
            rng.shuffle(viewers)  # the shared part is built by whoever asks first
            views = {v: s.view(v) for v in viewers}
            wants = {}  # built and encoded once: s is not edited between the two rounds
            for v in viewers:
                want = plain_view(s, v)
                wants[v] = json.dumps(want)
                assert views[v] == want
                assert json.dumps(views[v]) == wants[v]  # key order too
            for v in viewers:  # a second round from the memo: nothing was edited
                assert json.dumps(s.view(v)) == wants[v]


def test_a_view_never_shows_a_stale_position() -> None:
    s = GAME.new(8, 5)
    rng = Rng(5)
    while not s.is_over():
        seat = s.to_move()[0]
        before = s.view(None)
        c = s.clone()
        assert c.view(seat) == plain_view(c, seat)
        s.apply(seat, rng.choice(s.legal(seat)))
        assert s.view(None) == plain_view(s, None)
        assert s.view(seat) == plain_view(s, seat)
        assert c.view(None) == before  # the copy still shows the position it holds


def test_every_play_of_a_turn_is_checked_without_a_list() -> None:
    from ludoteca.games.saboteur.state import Turn

    cat = GAME.new(3, 0).cat
    kinds = {a.kind for a in cat.all} | {"path", "rockfall"}
    assert set(Turn.fast) == kinds - {"done", "steal"}


@pytest.mark.parametrize("seeds,every", [(range(1), 96),
                                         pytest.param(range(2), 4, marks=pytest.mark.slow)])
def test_apply_checks_as_the_protocol_does(seeds: range, every: int) -> None:
    """SaboteurState.apply inlines State.apply's checks: the same error for every probe (bad
    seats, non-actions, actions of other positions, after the end), and for a legal action
    the same events and the same position. (The quick run probes every 96th position of one
    game; the full run every 4th of two.)"""

    def outcome(apply: Any, s: SaboteurState, before: str, seat: Any,
                a: Any) -> tuple[Any, ...]:
        c = s.clone()
        try:
            events = apply(c, seat, a)
        except IllegalAction as e:
            return ("refused", str(e), c.digest() == before)
        return ("applied", [e.for_seat(None) for e in events], c.digest())

    seen: list[Action] = []
    for s in positions(5, seeds, every=every):
        before = s.digest()  # s itself is never applied to: its digest once, not per probe
        mover = s.to_move()[0] if s.to_move() else 0
        actions: list[Any] = [*probes(s, mover, seen[-30:])[::5], None, "path", s.cat.done]
        for seat in (mover, (mover + 1) % 5, True, "0", 7):
            for a in actions:
                assert outcome(SaboteurState.apply, s, before, seat, a) == \
                    outcome(State.apply, s, before, seat, a)
        if s.to_move():
            seen.extend(s.legal(mover))


def test_apply_takes_a_listed_instance_and_checks_any_other() -> None:
    """`apply` skips the check for an instance of the current list; an action listed for an
    earlier decision, or an equal copy, is judged as `is_legal` judges it."""
    for players in (3, 8):
        for seed in range(2):
            s = GAME.new(players, seed)
            rng = Rng(seed)
            stale: list[Action] = []
            while not s.is_over():
                seat = s.to_move()[0]
                legal = s.legal(seat)
                for a in stale[-6:]:  # listed before, maybe no longer legal
                    c = s.clone()
                    if c.is_legal(seat, a):
                        c.apply(seat, a)
                    else:
                        with pytest.raises(IllegalAction):
                            c.apply(seat, a)
                a = rng.choice(legal)
                if rng.below(2):  # an equal action, not the listed object
                    a = Action.from_json(a.to_json())
                stale.extend(legal)
                s.apply(seat, a)
                assert s.legal(seat) is not legal  # a new decision, a new list
