"""The protocol-level checks every registered game must pass, one function per property.

They use only the protocol (core/protocol.py), the events' public/private split and the
records: nothing a particular game defines. What a game hides is not known here, so
hidden information is checked through `determinize` (a view computed on a state whose
hidden parts were resampled for that seat must be the same view) and through the events'
private parts (a seat's private part never reaches another seat or the spectator).
Each function raises AssertionError naming the case, game, step and what went wrong.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest

from ludoteca.core.actions import Action
from ludoteca.core.errors import IllegalAction
from ludoteca.core.events import Event
from ludoteca.core.protocol import Game, State
from ludoteca.core.records import Record, replay
from ludoteca.core.rng import Rng

MADE_UP_KIND = "conformance-no-such-action"
NOT_SEATS: tuple[Any, ...] = (-1, None, True, "0", 0.0)
NOT_ACTIONS: tuple[Any, ...] = (None, "pass", {"kind": "pass"})


def json_text(value: Any, what: str) -> str:
    try:
        return json.dumps(value, sort_keys=True)
    except (TypeError, ValueError) as exc:
        raise AssertionError(f"{what} is not JSON-able: {exc}") from None


def seats(state: State) -> list[int | None]:
    return [None, *range(state.players)]


# -------------------------------------------------------------------- turns and the end
def check_turn(game: Game, state: State, where: str) -> None:
    """Whose decision: to_move() lists distinct valid seats, exactly those with legal
    actions (each listed once); one seat at a time unless the game is simultaneous;
    returns() are zeros until the game is over."""
    tm = state.to_move()
    assert isinstance(tm, tuple), f"{where}: to_move() must be a tuple, got {tm!r}"
    assert len(set(tm)) == len(tm), f"{where}: to_move() lists a seat twice: {tm}"
    assert all(type(s) is int and 0 <= s < state.players for s in tm), f"{where}: {tm}"
    if state.is_over():
        assert tm == (), f"{where}: the game is over but to_move() is {tm}"
    else:
        assert tm, f"{where}: a live game with nobody to move"
        if not game.meta.simultaneous:
            assert len(tm) == 1, f"{where}: several seats to move in a game declared "\
                f"not simultaneous: {tm}"
        returns = state.returns()
        assert returns == [0.0] * state.players, f"{where}: returns before the end {returns}"
    for seat in range(state.players):
        legal = list(state.legal(seat))
        assert bool(legal) == (seat in tm), \
            f"{where}: seat {seat} has {len(legal)} legal actions, to_move() is {tm}"
        assert all(isinstance(a, Action) for a in legal), f"{where}: a legal non-Action"
        assert len(set(legal)) == len(legal), f"{where}: seat {seat} lists an action twice"


def check_end(game: Game, state: State, where: str) -> None:
    """A finished game: nobody to move, winners valid seats, scores one per seat, returns
    1/k for each of k winners (0 for the others) and all zeros without winners; an action
    after the end raises IllegalAction and changes nothing; views stay JSON-able."""
    assert state.is_over(), f"{where}: the game did not end"
    check_turn(game, state, where)
    n = state.players
    scores = state.scores()
    assert len(scores) == n, f"{where}: {len(scores)} scores for {n} seats"
    winners = state.winners()
    assert winners == sorted(set(winners)), f"{where}: winners {winners} not sorted/unique"
    assert all(type(w) is int and 0 <= w < n for w in winners), f"{where}: winners {winners}"
    returns = state.returns()
    assert len(returns) == n, f"{where}: {len(returns)} returns for {n} seats"
    if winners:
        assert abs(sum(returns) - 1.0) < 1e-9, f"{where}: returns {returns} do not sum to 1"
        for seat in range(n):
            want = 1.0 / len(winners) if seat in winners else 0.0
            assert abs(returns[seat] - want) < 1e-9, \
                f"{where}: returns {returns} for winners {winners}"
    else:
        assert all(r == 0 for r in returns), f"{where}: no winners but returns {returns}"
    for seat in seats(state):
        json_text(state.view(seat), f"{where}: the final view for seat {seat}")
    before = state.digest()
    for seat in range(n):
        for action in (Action.make("pass"), Action.make(MADE_UP_KIND)):
            with pytest.raises(IllegalAction):
                state.apply(seat, action)
    assert state.digest() == before, f"{where}: an action after the end changed the state"


# ------------------------------------------------------------------- hidden information
def check_views(state: State, rng: Rng, where: str,
                only: Sequence[int] | None = None) -> None:
    """For every seat (or the seats in `only`): the view computed on determinize(seat, rng)
    equals the view on the real state, and so does the spectator's; the determinized copy
    has the same seats to move, shows the seat the same in its declared zones, and the
    same legal actions for that seat, is playable, holds
    neither the game's seed nor another seat's private opening events, and determinizing
    leaves the real state unchanged. Views are JSON-able."""
    before = state.digest()
    spectator = state.view(None)
    json_text(spectator, f"{where}: the spectator's view")
    for seat in range(state.players) if only is None else only:
        view = state.view(seat)
        json_text(view, f"{where}: seat {seat}'s view")
        d = state.determinize(seat, rng.fork("determinize", seat))
        assert d is not state, f"{where}: determinize({seat}) returned the state itself"
        assert d.view(seat) == view, \
            f"{where}: seat {seat}'s view depends on what seat {seat} cannot see " \
            f"(it differs on determinize({seat}))"
        assert d.view(None) == spectator, \
            f"{where}: the spectator's view depends on hidden state (it differs on " \
            f"determinize({seat}))"
        assert d.to_move() == state.to_move(), \
            f"{where}: determinize({seat}) changed who moves"
        zones = getattr(state, "ZONES", None)  # a game's declared zones (core/zones.py)
        if zones is not None:
            assert zones.shown(d, seat) == zones.shown(state, seat), \
                f"{where}: determinize({seat}) changed what seat {seat}'s zones show it"
        # the seed made the whole deal: a sample that kept it would hold every secret
        assert d.seed != state.seed, f"{where}: determinize({seat}) kept the game's seed"
        others = [o for e in d.opening_events() for o in e.private or {} if o != seat]
        assert not others, \
            f"{where}: determinize({seat}) kept seats {others}' private opening events"
        assert list(d.legal(seat)) == list(state.legal(seat)), \
            f"{where}: seat {seat}'s legal actions depend on what it cannot see"
        if not d.is_over():  # a determinized state is a playable state
            mover = rng.choice(d.to_move())
            d.apply(mover, rng.choice(d.legal(mover)))
    assert state.digest() == before, f"{where}: determinize or view changed the real state"


def check_events(events: Sequence[Event], players: int, where: str) -> None:
    """for_seat(None) is exactly the public data; for_seat(t) is the public data plus
    t's own private part; a private part of seat s shows neither to another seat nor to
    the spectator (not even through the public data); all of it is JSON-able."""
    for ev in events:
        assert isinstance(ev, Event), f"{where}: {ev!r} is not an Event"
        assert isinstance(ev.kind, str) and ev.kind, f"{where}: an event without a kind"
        assert isinstance(ev.data, dict), f"{where}: event {ev.kind} data is not a dict"
        public = {"kind": ev.kind, **ev.data}
        assert ev.for_seat(None) == public, \
            f"{where}: event {ev.kind}: the spectator sees more than the public data"
        json_text(public, f"{where}: event {ev.kind}")
        private = ev.private or {}
        assert isinstance(private, dict), f"{where}: event {ev.kind} private is not a dict"
        for owner, part in private.items():
            assert type(owner) is int and 0 <= owner < players, \
                f"{where}: event {ev.kind} has a private part for {owner!r}"
            assert isinstance(part, dict), f"{where}: event {ev.kind} private part of " \
                f"seat {owner} is not a dict"
            json_text(part, f"{where}: event {ev.kind} private part of seat {owner}")
        for viewer in (None, *range(players)):
            out = ev.for_seat(viewer)
            own = private.get(viewer, {}) if viewer is not None else {}
            assert out == {**public, **own}, \
                f"{where}: event {ev.kind} for seat {viewer} is not public data + its own part"
            for owner, part in private.items():
                if owner == viewer:
                    continue
                for key, secret in part.items():
                    if key in out and out[key] == secret and own.get(key) != secret:
                        raise AssertionError(
                            f"{where}: event {ev.kind}: seat {owner}'s private {key!r} "
                            f"shows to {'the spectator' if viewer is None else f'seat {viewer}'}")


# ------------------------------------------------------------------ illegal actions
def illegal_probes(state: State, rng: Rng, stale: Sequence[tuple[int, Action]]
                   ) -> list[tuple[Any, Any, str]]:
    """(seat, action, why) submissions that must all be refused now."""
    tm = state.to_move()
    legal = {seat: list(state.legal(seat)) for seat in range(state.players)}
    probes: list[tuple[Any, Any, str]] = []
    for seat in tm:  # an action another seat may play, that this seat may not
        foreign = [a for other, acts in legal.items() if other != seat for a in acts
                   if a not in legal[seat]]
        if foreign:
            probes.append((seat, rng.choice(foreign), "another seat's legal action"))
    idle = [seat for seat in range(state.players) if seat not in tm]
    if idle and tm:  # a legal action of a seat to move, submitted by a seat not to move
        mover = rng.choice(tm)
        probes.append((rng.choice(idle), rng.choice(legal[mover]),
                       f"seat {mover}'s legal action from a seat not to move"))
    for seat in tm:
        probes.append((seat, Action.make(MADE_UP_KIND), "a made-up action kind"))
        probes.append((seat, Action.make(MADE_UP_KIND, n=1, s="x"), "a made-up action"))
    # actions that were legal at an earlier step and are no longer legal for that seat
    gone = [(seat, a) for seat, a in stale if a not in legal[seat]]
    for _ in range(min(3, len(gone))):
        seat, action = gone[rng.below(len(gone))]
        probes.append((seat, action, "an action legal at the previous step"))
    if tm:  # malformed submissions: not a seat, not an action
        mover = rng.choice(tm)
        action = rng.choice(legal[mover])
        probes.append((state.players, action, "a seat out of range"))
        for bad in NOT_SEATS:
            if not (type(bad) is int and 0 <= bad < state.players):
                probes.append((bad, action, f"seat {bad!r}"))
        for bad in NOT_ACTIONS:
            probes.append((mover, bad, f"a non-action {bad!r}"))
        probes.append((mover, action.to_json(), "an action's JSON form, unparsed"))
    return probes


def check_illegal(state: State, rng: Rng, stale: Sequence[tuple[int, Action]],
                  where: str) -> None:
    """Every probe raises IllegalAction (with a message) and leaves digest() unchanged."""
    before = state.digest()
    for seat, action, why in illegal_probes(state, rng, stale):
        try:
            state.apply(seat, action)
        except IllegalAction as exc:
            assert str(exc), f"{where}: IllegalAction without a message for {why}"
        else:
            raise AssertionError(f"{where}: {why} was accepted: seat {seat!r}, {action!r}")
        assert state.digest() == before, \
            f"{where}: refusing {why} (seat {seat!r}, {action!r}) changed the state"


def legal_pairs(state: State) -> list[tuple[int, Action]]:
    return [(seat, a) for seat in state.to_move() for a in state.legal(seat)]


# ------------------------------------------------------------------------------ clones
def check_clone_before(state: State, rng: Rng, where: str) -> tuple[State, str]:
    """A clone has the original's digest; playing on it leaves the original (and another
    clone) unchanged. Returns an untouched clone and the digest, for check_clone_after."""
    before = state.digest()
    played = state.clone()
    kept = state.clone()
    assert played is not state and kept is not state, f"{where}: clone() returned itself"
    assert played.digest() == before, f"{where}: a clone differs from the original"
    for _ in range(2):
        if played.is_over():
            break
        seat = rng.choice(played.to_move())
        played.apply(seat, rng.choice(played.legal(seat)))
    assert state.digest() == before, f"{where}: playing on a clone changed the original"
    assert kept.digest() == before, f"{where}: playing on a clone changed another clone"
    return kept, before


def check_clone_after(kept: State, digest: str, where: str) -> None:
    assert kept.digest() == digest, f"{where}: playing on the original changed its clone"


# --------------------------------------------------------------------------- action ids
def check_action_ids(game: Game, state: State, where: str) -> None:
    """Every legal action of every seat: its JSON form parses back to it; its id is an
    int below num_distinct_actions, distinct within the seat's list, and maps back to
    the action; the parsed copy has the same id."""
    size = game.num_distinct_actions(state.players, state.options)
    assert type(size) is int and size > 0, f"{where}: num_distinct_actions is {size!r}"
    for seat in range(state.players):
        ids = set()
        for action in state.legal(seat):
            parsed = Action.from_json(json.loads(json_text(action.to_json(), "an action")))
            assert parsed == action, f"{where}: {action!r} does not survive its JSON form"
            i = game.action_id(state, action)
            assert type(i) is int and 0 <= i < size, \
                f"{where}: {action!r} has id {i!r}, outside 0..{size - 1}"
            assert i not in ids, f"{where}: two legal actions of seat {seat} share id {i}"
            ids.add(i)
            back = game.action_from_id(state, i)
            assert back == action, f"{where}: id {i} of {action!r} maps back to {back!r}"
            assert game.action_id(state, parsed) == i, \
                f"{where}: {action!r} parsed from JSON has another id"


# ------------------------------------------------------------------------------ records
def check_record(game: Game, state: State, moves: Sequence[tuple[int, Action]],
                 where: str) -> None:
    """The record of a game (and of its first half) goes through JSON text and replays to
    the same digest; a fresh game from the same (players, seed, options) is the same."""
    final = state.digest()
    record = Record.start(state)
    record.actions = list(moves)
    record.digest = final
    again = Record.from_json(json.loads(json_text(record.to_json(), f"{where}: a record")))
    assert again.actions == record.actions, f"{where}: the actions change through JSON"
    assert replay(again).digest() == final, f"{where}: the record replays to another state"
    half = Record.from_json(json.loads(json.dumps(record.to_json())))
    half.actions = half.actions[: len(moves) // 2]
    half.digest = None
    mid = replay(half)
    fresh = game.new(state.players, state.seed, state.options)
    for seat, action in moves[: len(moves) // 2]:
        fresh.apply(seat, action)
    assert mid.digest() == fresh.digest(), f"{where}: replaying half a record differs"


# ----------------------------------------------------------------------------- snapshots
def snapshot_support(game: Game, state: State) -> str | None:
    """None when the game rebuilds states from snapshots, else why not (for a skip)."""
    from_snapshot = getattr(game, "from_snapshot", None)
    if from_snapshot is None:
        return f"{game.meta.id}: the game has no from_snapshot (the protocol lacks it)"
    try:
        from_snapshot(json.loads(json.dumps(state.snapshot())))
    except NotImplementedError as exc:
        return f"{game.meta.id}: from_snapshot is not implemented ({exc})"
    return None


def restore(game: Game, state: State, where: str) -> State:
    """from_snapshot(snapshot through JSON text): the same digest, views, seats to move
    and legal actions; the copy shares nothing with the original."""
    snap = json.loads(json_text(state.snapshot(), f"{where}: the snapshot"))
    restored = game.from_snapshot(snap)  # type: ignore[attr-defined]
    assert restored is not state, f"{where}: from_snapshot returned the state itself"
    assert restored.digest() == state.digest(), \
        f"{where}: from_snapshot(snapshot()) has another digest"
    for seat in seats(state):
        assert restored.view(seat) == state.view(seat), \
            f"{where}: the view of seat {seat} differs after from_snapshot"
    assert restored.to_move() == state.to_move(), f"{where}: to_move differs after restore"
    for seat in range(state.players):
        assert list(restored.legal(seat)) == list(state.legal(seat)), \
            f"{where}: the legal actions of seat {seat} differ after from_snapshot"
    return restored


def check_restored_continues(state: State, restored: State, seat: int, action: Action,
                             events: Sequence[Event], where: str) -> None:
    """The restored copy, given the same action, reaches the same state (chance
    included) with the same events: a snapshot holds all of the state."""
    out = restored.apply(seat, action)
    assert [e.for_seat(None) for e in out] == [e.for_seat(None) for e in events], \
        f"{where}: a state restored from its snapshot emits other events"
    assert [e.private for e in out] == [e.private for e in events], \
        f"{where}: a state restored from its snapshot emits other private events"
    assert restored.digest() == state.digest(), \
        f"{where}: a state restored from its snapshot continues differently"
