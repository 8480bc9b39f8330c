"""The games' compiled observation writers (`_obs.c` in a game's folder, `Encoder.native`):
built by the install, switched off by LUDOTECA_PYTHON_OBSERVATIONS, and refusing bad input
with an exception, never a crash or a write outside the vector. That they write the very
numbers of the Python `write_state` and of the view is test_fast_observation.py's."""

from __future__ import annotations

import contextlib
import random
from pathlib import Path

import numpy as np
import pytest

import ludoteca.games
from ludoteca.core.registry import get_game
from ludoteca.rl.layout import NO_NATIVE, native_writer
from ludoteca.rl.table import make_encoder

from .games import GAMES

COMPILED = [g for g in GAMES if (Path(ludoteca.games.__file__).parent / g / "_obs.c").exists()]


def _encoder(game_id: str, players: int = 3) -> object:
    game = get_game(game_id)
    players = min(max(players, game.meta.min_players), game.meta.max_players)
    return make_encoder(game_id, players, game.resolve_options(players, {}))


def _a_position(game_id: str, steps: int = 40) -> tuple[object, int]:
    """A state some random steps into a 3-player game (as the encoder above) and a seat."""
    game = get_game(game_id)
    players = min(max(3, game.meta.min_players), game.meta.max_players)
    state = game.new(players, 7, game.resolve_options(players, {}))
    pick = random.Random(7)
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.to_move()[0]
        state.apply(seat, pick.choice(state.legal(seat)))
    return state, 0


def test_some_game_has_a_compiled_writer() -> None:
    assert COMPILED


@pytest.mark.parametrize("game_id", COMPILED)
def test_the_compiled_writer_is_in_use(game_id: str) -> None:
    """The install compiled it (CI has a compiler): the speed figures in docs/research.md
    are this build's. Without it the Python `write_state` would serve, unchanged."""
    encoder = _encoder(game_id)
    assert encoder.native is not None
    assert encoder.in_python().native is None and encoder.native is not None


def test_the_environment_variable_asks_for_python(monkeypatch: pytest.MonkeyPatch) -> None:
    module = f"ludoteca.games.{COMPILED[0]}._obs"
    monkeypatch.setenv(NO_NATIVE, "1")
    assert native_writer(module, {}) is None
    monkeypatch.setenv(NO_NATIVE, "0")
    with pytest.raises(KeyError):  # built, so it reads its plan (and finds none here)
        native_writer(module, {})
    assert native_writer("ludoteca.games.no_such_game._obs", {}) is None


@pytest.mark.parametrize("game_id", COMPILED)
def test_the_compiled_writer_refuses_a_bad_vector_or_seat(game_id: str) -> None:
    encoder = _encoder(game_id)
    state, seat = _a_position(game_id)
    write = encoder.native
    good = np.zeros(encoder.size, np.float32)
    write(state, seat, good)
    assert np.array_equal(np.clip(good, encoder.low, encoder.high),
                          encoder.in_python().observe(state, seat))
    for bad in (np.zeros(encoder.size, np.float64), np.zeros(encoder.size - 1, np.float32),
                np.zeros(encoder.size + 1, np.float32)):
        with pytest.raises(ValueError):
            write(state, seat, bad)
    frozen = np.zeros(encoder.size, np.float32)
    frozen.flags.writeable = False
    with pytest.raises((ValueError, BufferError, TypeError)):
        write(state, seat, frozen)
    assert not frozen.any()
    for wrong in (-1, state.players, 99):
        with pytest.raises(ValueError):
            write(state, wrong, np.zeros(encoder.size, np.float32))
    with pytest.raises(BufferError):
        write(state, seat, b"not writable")
    with pytest.raises(TypeError):
        write(state, seat, [0.0] * encoder.size)
    with pytest.raises(TypeError):
        write(state, seat)


@pytest.mark.parametrize("game_id", COMPILED)
def test_the_compiled_writer_refuses_what_is_not_its_games_state(game_id: str) -> None:
    """Another game's state, or something that is no state at all: an exception, and the
    process goes on (the writer reads attributes through the C API and checks each)."""
    encoder = _encoder(game_id)
    for other in [g for g in GAMES if g != game_id]:
        state, seat = _a_position(other, steps=10)
        with pytest.raises((AttributeError, TypeError, ValueError, IndexError, KeyError)):
            encoder.native(state, seat, np.zeros(encoder.size, np.float32))
    with pytest.raises(AttributeError):
        encoder.native(object(), 0, np.zeros(encoder.size, np.float32))


BAD = (None, "x", -5, 10**30, 2.5, [], [None], [[-1]], [[10**6]], [(99, 99)], {}, ())


@pytest.mark.parametrize("game_id", COMPILED)
def test_the_compiled_writer_survives_any_corrupted_field(game_id: str) -> None:
    """Each field of the state (its class's slots) set in turn to values of the wrong
    kind or range: the writer returns or raises, never writes outside the vector."""
    encoder = _encoder(game_id)
    state, seat = _a_position(game_id)
    fields = [name for name in type(state).__slots__ if not name.startswith("__")]
    assert len(fields) > 5
    tried = raised = 0
    for name in fields:
        for bad in BAD:
            broken = state.clone()
            try:
                setattr(broken, name, bad)
            except (AttributeError, TypeError):
                continue
            out = np.zeros(encoder.size + 64, np.float32)  # a guard band past the vector
            tried += 1
            try:
                encoder.native(broken, seat, out[:encoder.size])
            except Exception:  # any exception is a refusal
                raised += 1
            assert not out[encoder.size:].any()
    assert tried > 50 and raised > tried // 4, (tried, raised)


@pytest.mark.parametrize("game_id", COMPILED)
def test_an_unpickled_state_is_observed_alike(game_id: str) -> None:
    """A state unpickled holds its own copy of the content (a writer that keys tables on
    the content object hands it to the Python writer): the same numbers either way."""
    import pickle

    encoder = _encoder(game_id)
    state, _seat = _a_position(game_id)
    copy = pickle.loads(pickle.dumps(state))
    assert copy.content is not state.content
    for seat in range(state.players):
        expected = encoder.in_python().observe(state, seat)
        assert np.array_equal(encoder.observe(copy, seat), expected)
        assert np.array_equal(encoder.observe(state, seat), expected)


@pytest.mark.parametrize("game_id", COMPILED)
def test_the_python_twin_shares_no_cache(game_id: str) -> None:
    """`in_python()` is made afresh and kept: the Python writer's caches, changed in place
    as it writes, are its own (a copy sharing them gave another twin stale counts)."""
    from array import array

    encoder = _encoder(game_id)
    twin = encoder.in_python()
    assert twin is encoder.in_python() and twin.native is None and encoder.native is not None
    mutable = (list, dict, set, bytearray, array, np.ndarray)
    shared = [k for k, v in vars(encoder).items()
              if isinstance(v, mutable) and getattr(twin, k, None) is v]
    assert not shared, shared


class _Meddler:
    """A value that empties the list holding it when anything asks about it (its int, its
    float, its truth, its hash): a writer must refuse it without running that code, or
    read the list again after; never walk on into the freed items."""

    def __init__(self, holder: list[object]) -> None:
        self.holder = holder

    def _meddle(self, *_args: object) -> int:
        self.holder.clear()
        return 0

    __index__ = __int__ = __float__ = __bool__ = __hash__ = _meddle

    def __eq__(self, other: object) -> bool:
        self.holder.clear()
        return False


@pytest.mark.parametrize("game_id", COMPILED)
def test_the_compiled_writer_runs_no_code_of_the_states_values(game_id: str) -> None:
    """Each list of the state (and each list inside one) given a meddling first item in
    turn: the writer raises (or writes, if it never reads that list) and the process
    goes on."""
    encoder = _encoder(game_id)
    state, seat = _a_position(game_id)
    fields = [name for name in type(state).__slots__ if not name.startswith("__")]
    tried = 0
    for name in fields:
        value = getattr(state, name, None)
        if not isinstance(value, list) or not value:
            continue
        for inner in [None, *range(min(len(value), 3))]:
            broken = state.clone()
            copy = list(value) if inner is None else [list(v) if isinstance(v, list) else v
                                                      for v in value]
            target = copy if inner is None else copy[inner]
            if not isinstance(target, list) or not target:
                continue
            target[0] = _Meddler(target)
            setattr(broken, name, copy)
            tried += 1
            with contextlib.suppress(Exception):  # any exception is a refusal
                encoder.native(broken, seat, np.zeros(encoder.size, np.float32))
    assert tried > 5
    # and the writer still writes what it should
    assert np.array_equal(encoder.observe(state, seat), encoder.in_python().observe(state, seat))


@pytest.mark.parametrize("game_id", COMPILED)
def test_a_writer_is_initialised_once(game_id: str) -> None:
    writer = _encoder(game_id).native
    writer = getattr(writer, "__self__", writer)  # a bound `observe` names its writer
    with pytest.raises(TypeError):
        writer.__init__({})
    fresh = type(writer).__new__(type(writer))
    state, seat = _a_position(game_id)
    with pytest.raises(RuntimeError):
        fresh(state, seat, np.zeros(8, np.float32))
