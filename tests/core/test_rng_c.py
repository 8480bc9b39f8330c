"""The generator in C (`core/_rng.c`) against the Python one (`PyRng`, the reference):
the very same stream for every call, the same refusals, and copies, pickles and forks
that behave alike. test_rng.py checks the stream itself (known answers, uniformity)."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.core import rng as rng_module
from ludoteca.core.rng import PyRng, Rng

MASK = (1 << 64) - 1
SEEDS = st.integers(-(2**70), 2**70)
BOUNDS = st.one_of(st.integers(1, 200), st.integers(1, 2**64),
                   st.sampled_from([2**32, 2**63, 2**63 + 1, MASK, 2**64]))


def test_the_c_build_is_in_use() -> None:
    """The install compiled the extension (CI has a compiler): the speed figures of the
    notes and docs are this build's. Without it `Rng` would be `PyRng`, which still works."""
    from ludoteca.core._rng import Core

    assert Rng is not PyRng and issubclass(Rng, Core)


# 75 examples in the quick run, 300 in the full run
@pytest.mark.parametrize("examples", [75, pytest.param(300, marks=pytest.mark.slow)])
def test_below_draws_the_same_values(examples: int) -> None:
    @settings(max_examples=examples, deadline=None, derandomize=True, database=None)
    @given(seed=SEEDS, bounds=st.lists(BOUNDS, min_size=1, max_size=30))
    def below_alike(seed: int, bounds: list[int]) -> None:
        c, py = Rng(seed), PyRng(seed)
        assert c.state == py.state
        assert [c.below(n) for n in bounds] == [py.below(n) for n in bounds]
        assert c.state == py.state

    below_alike()


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(seed=SEEDS, count=st.integers(0, 30), sides=BOUNDS)
def test_rolls_random_and_next64_alike(seed: int, count: int, sides: int) -> None:
    c, py = Rng(seed), PyRng(seed)
    assert c.rolls(count, sides) == py.rolls(count, sides)
    assert [c.random() for _ in range(5)] == [py.random() for _ in range(5)]
    assert [c.next64() for _ in range(5)] == [py.next64() for _ in range(5)]
    assert c.state == py.state


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(seed=SEEDS, items=st.lists(st.integers(), max_size=130))
def test_shuffle_and_choice_alike(seed: int, items: list[int]) -> None:
    c, py = Rng(seed), PyRng(seed)
    a, b = items[:], items[:]
    c.shuffle(a)
    py.shuffle(b)
    assert a == b
    if items:
        for seq in (items, tuple(items), range(len(items))):
            assert c.choice(seq) == py.choice(seq)
    assert c.state == py.state


def test_shuffle_of_another_mutable_sequence() -> None:
    """Not only lists (the fast path): any mutable sequence, swapped through its items."""
    class Seq(list):  # a subclass takes the general path in C
        pass

    a, b = Seq(range(40)), list(range(40))
    Rng(9).shuffle(a)
    PyRng(9).shuffle(b)
    assert list(a) == b
    with pytest.raises(TypeError):
        Rng(9).shuffle((1, 2, 3))  # immutable: refused, as Python refuses it


def test_the_state_reads_and_writes_as_an_integer() -> None:
    rng = Rng(3)
    rng.state = 2**64 + 7  # reduced to 64 bits, as a seed is
    assert rng.state == 7 and rng.next64() == PyRng(7).next64()
    for bad in (1.5, "7", None):
        with pytest.raises(TypeError):
            rng.state = bad  # type: ignore[assignment]
    assert rng.state == (7 + rng_module._GOLDEN) & MASK  # one draw after 7, unchanged


@pytest.mark.parametrize("bad", [0, -1, 2**64 + 1, -(2**70)])
def test_bounds_refused_alike(bad: int) -> None:
    for rng in (Rng(1), PyRng(1)):
        with pytest.raises(ValueError, match="between 1 and 2\\*\\*64"):
            rng.below(bad)
        with pytest.raises(ValueError):
            rng.choice([])
    with pytest.raises(TypeError):
        Rng(1).below(1.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Rng("seed")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Rng(1).rolls(3)  # type: ignore[call-arg]


def test_copies_pickles_and_forks() -> None:
    rng = Rng(2**64 - 3)
    rng.next64()
    for twin in (rng.copy(), copy.copy(rng), copy.deepcopy(rng),
                 pickle.loads(pickle.dumps(rng))):
        assert type(twin) is Rng and twin is not rng and twin.state == rng.state
        assert twin.next64() == rng.copy().next64()
    assert rng.fork("seat", 2).state == PyRng(rng.state).fork("seat", 2).state
    assert repr(rng) == f"Rng({rng.state})"
    assert Rng().state == 0 and Rng(seed=5).state == 5
