"""The turn timers' bookkeeping as pure functions (server/clocks.py; docs/server.md, "Turn
timers"): no server, no event loop, time given by hand."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from ludoteca.server.clocks import (
    TIME_CHOICES,
    TIME_PRESETS,
    Clock,
    clock_json,
    clocks_after,
    from_stored,
    ran_out,
    stored_json,
    time_preset,
    votes_needed,
)
from ludoteca.server.room import Settings

INCREMENT = 5.0


def after(clocks: Sequence[Clock], *, asked: Collection[int], acted: int | None = None,
          now: float = 0.0, standing: dict[int, int] | None = None,
          timed: Collection[int] = (), present: Collection[int] | None = None,
          decisions: Sequence[int] | None = None, own: bool = False
          ) -> tuple[list[Clock], dict[int, int]]:
    """clocks_after with everyone a person who is there and every decision at version 0."""
    seats = range(len(clocks))
    return clocks_after(clocks, standing or {}, acted=acted, asked=asked, timed=timed,
                        present=seats if present is None else present,
                        decisions=decisions or [0] * len(clocks), increment=INCREMENT,
                        now=now, own=own)


def test_the_bank_runs_only_while_its_seat_is_asked() -> None:
    clocks = [Clock(60.0), Clock(60.0)]
    started, standing = after(clocks, asked={0}, now=100.0)
    assert started == [Clock(60.0, since=100.0), Clock(60.0)] and standing == {}
    assert started[0].at(110.0) == 50.0 and started[0].due == 160.0
    assert started[1].at(110.0) == 60.0 and started[1].due is None  # not asked: no time spent
    assert started[0].at(500.0) == 0.0  # never below zero
    # asked again with nothing changed: a running clock keeps its start
    again, _ = after(started, asked={0}, now=120.0)
    assert again == started
    assert clocks == [Clock(60.0), Clock(60.0)]  # nothing given is changed


def test_a_move_adds_the_increment_and_starts_the_next_seat() -> None:
    running = [Clock(60.0, since=100.0), Clock(60.0)]
    moved, _ = after(running, asked={1}, acted=0, now=112.0)
    assert moved == [Clock(60.0 - 12.0 + INCREMENT), Clock(60.0, since=112.0)]


def test_a_clock_stopped_without_a_move_gets_no_increment() -> None:
    """The seat is no longer asked but did not act (another's action took the decision
    away; the player went away): its time is kept, nothing added."""
    running = [Clock(60.0, since=100.0), Clock(60.0)]
    stopped, _ = after(running, asked={1}, acted=1, now=110.0)
    assert stopped[0] == Clock(50.0)
    away, _ = after(running, asked={0}, present={1}, now=110.0)
    assert away[0] == Clock(50.0)


def test_a_turn_that_asks_the_same_seat_again_adds_the_increment_once() -> None:
    """King of Tokyo's rolls: the seat acts and is asked again; its clock runs on and gets
    the increment only when it stops."""
    running = [Clock(60.0, since=100.0), Clock(60.0)]
    rolled, _ = after(running, asked={0}, acted=0, now=105.0)
    assert rolled == running
    done, _ = after(rolled, asked={1}, acted=0, now=110.0)
    assert done[0] == Clock(50.0 + INCREMENT)


def test_stopped_while_a_bot_plays_for_an_absent_player() -> None:
    running = [Clock(60.0, since=100.0), Clock(60.0)]
    away, _ = after(running, asked={0}, present={1}, now=110.0)
    assert away[0] == Clock(50.0)
    # the bot moves for them: neither time nor increment
    moved, _ = after(away, asked={1}, acted=0, present={1}, now=111.0)
    assert moved[0] == Clock(50.0)
    # asked again while still away: it stays stopped
    still, _ = after(moved, asked={0}, present={1}, now=130.0)
    assert still[0] == Clock(50.0)
    # back: it runs again from where it stopped
    back, _ = after(still, asked={0}, now=140.0)
    assert back[0] == Clock(50.0, since=140.0)


def test_a_simultaneous_decision_runs_every_asked_seats_clock() -> None:
    clocks = [Clock(30.0), Clock(30.0), Clock(30.0)]
    started, _ = after(clocks, asked={0, 1, 2}, now=10.0)
    assert [c.since for c in started] == [10.0, 10.0, 10.0]
    one, _ = after(started, asked={1, 2}, acted=0, now=14.0)
    assert one == [Clock(26.0 + INCREMENT), Clock(30.0, since=10.0), Clock(30.0, since=10.0)]
    assert [c.at(16.0) for c in one] == [26.0 + INCREMENT, 24.0, 24.0]


def test_a_timed_decision_runs_no_clock() -> None:
    """The genie lamp claim: its window is its own limit."""
    clocks = [Clock(30.0, since=0.0), Clock(30.0)]
    claim, _ = after(clocks, asked={0, 1}, timed={0, 1}, now=4.0)
    assert claim == [Clock(26.0), Clock(30.0)]


def test_nothing_runs_before_the_start_or_after_the_end() -> None:
    running = [Clock(60.0, since=0.0), Clock(60.0)]
    over, _ = after(running, asked=(), acted=0, now=20.0)
    assert over == [Clock(40.0 + INCREMENT), Clock(60.0)]
    assert after([Clock(60.0)] * 2, asked=(), now=5.0)[0] == [Clock(60.0)] * 2


def test_the_stand_in_moves_once_and_the_player_gets_the_next_decision() -> None:
    out = [ran_out(Clock(0.4, since=0.0)), Clock(60.0)]
    assert out[0] == Clock(0.0, outs=1)
    standing = {0: 3}  # the stand-in makes seat 0's decision of version 3
    waiting, kept = after(out, asked={0}, standing=standing, decisions=[3, 0], now=1.0)
    assert waiting[0] == Clock(0.0, outs=1) and kept == {0: 3}  # stopped meanwhile
    moved, kept = after(waiting, asked={1}, acted=0, standing=kept, decisions=[4, 4], now=2.0)
    assert moved == [Clock(INCREMENT, outs=1), Clock(60.0, since=2.0)] and kept == {}
    assert standing == {0: 3}  # the mapping given is not changed
    # the next decision is the player's, with only the increment
    mine, _ = after(moved, asked={0}, acted=1, now=3.0)
    assert mine[0] == Clock(INCREMENT, since=3.0, outs=1)


def test_a_stand_in_whose_decision_went_away_gives_the_increment() -> None:
    out = [Clock(0.0, outs=1), Clock(60.0)]
    # still asked, but a new decision (another seat's action changed it)
    moved_on, kept = after(out, asked={0}, standing={0: 3}, decisions=[5, 0], now=1.0)
    assert moved_on[0] == Clock(INCREMENT, outs=1) and kept == {}
    # no longer asked at all
    gone, kept = after(out, asked={1}, standing={0: 3}, decisions=[3, 0], now=1.0)
    assert gone[0] == Clock(INCREMENT, outs=1) and kept == {}


def test_an_own_move_clears_the_votes_and_a_bots_does_not() -> None:
    voted = [Clock(5.0, since=0.0, outs=1, votes=(1,)), Clock(60.0), Clock(60.0)]
    by_bot, _ = after(voted, asked={1}, acted=0, now=1.0)
    assert by_bot[0].votes == (1,)
    own, _ = after(voted, asked={1}, acted=0, now=1.0, own=True)
    assert own[0] == Clock(4.0 + INCREMENT, outs=1)  # back: no votes; its time outs count
    # another seat's own move leaves them
    other, _ = after(voted, asked={0}, acted=1, now=1.0, own=True)
    assert other[0].votes == (1,)


def test_the_votes_needed_and_the_clock_as_shown() -> None:
    assert [votes_needed(range(n)) for n in (1, 2, 3, 4)] == [1, 2, 2, 3]
    clock = Clock(12.3456, since=10.0, outs=2, votes=(1, 3))
    shown: dict[str, Any] = clock_json(clock, False, [1, 2], 11.0)
    assert shown == {"ms": 11346, "running": True, "outs": 2, "standing_in": False,
                     "votes": [1], "needed": 2}  # seat 3 no longer votes (replaced)


def test_stored_and_loaded_again() -> None:
    clocks = [Clock(30.0, since=0.0, outs=1, votes=(2,)), Clock(20.0), Clock(10.0)]
    stored = stored_json(clocks, {0: 7}, 12.5)
    assert stored == {"bank": [17500, 20000, 10000], "outs": [1, 0, 0],
                      "votes": [[2], [], []], "standing_in": [0]}
    loaded, standing = from_stored(stored, 3, 300.0)
    assert loaded == [Clock(17.5, outs=1, votes=(2,)), Clock(20.0), Clock(10.0)]
    assert standing == [0]
    # nothing stored (an older database), or columns of another size: full banks
    assert from_stored(None, 2, 300.0) == ([Clock(300.0), Clock(300.0)], [])
    odd = {"bank": [1000], "outs": "x", "standing_in": [5, -1, "0", 1]}
    assert from_stored(odd, 2, 60.0) == ([Clock(60.0), Clock(60.0)], [1])


def test_the_presets() -> None:
    assert TIME_CHOICES == ("none", "relaxed", "normal", "fast")
    settings = Settings(time_presets={"fast": (3.0, 1.0)})
    assert time_preset(settings, "none") is None
    assert time_preset(settings, "fast") == (3.0, 1.0)
    assert time_preset(settings, "normal") == TIME_PRESETS["normal"]  # not named: default
    assert time_preset(settings, "blitz") is None
    assert time_preset(Settings(), "relaxed") == (600.0, 30.0)
