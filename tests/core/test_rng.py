"""The shared seeded generator: determinism, ranges, uniformity sanity, copies and forks."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ludoteca.core.rng as rng_module
from ludoteca.core.rng import PyRng, Rng, seed_from

MASK = (1 << 64) - 1


def stream(rng: Rng, n: int = 20) -> list[int]:
    return [rng.next64() for _ in range(n)]


def chi_square(counts: Counter, cells: list, total: int) -> float:
    expected = total / len(cells)
    return sum((counts[c] - expected) ** 2 / expected for c in cells)


# ------------------------------------------------------------------- determinism
def test_splitmix64_known_answers() -> None:
    """The published SplitMix64 outputs for seed 0: the stream must never change, or every
    stored game record stops replaying."""
    assert stream(Rng(0), 3) == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_same_seed_same_stream() -> None:
    for seed in (0, 1, 12345, MASK, 2**63):
        assert stream(Rng(seed)) == stream(Rng(seed))
        a, b = Rng(seed), Rng(seed)
        assert [a.below(7) for _ in range(50)] == [b.below(7) for _ in range(50)]
        assert [a.random() for _ in range(5)] == [b.random() for _ in range(5)]


def test_different_seeds_differ() -> None:
    streams = {tuple(stream(Rng(seed), 4)) for seed in range(200)}
    assert len(streams) == 200


def test_seed_is_reduced_to_64_bits() -> None:
    assert Rng(-1).state == MASK
    assert stream(Rng(2**64 + 5)) == stream(Rng(5))
    assert stream(Rng(-1)) == stream(Rng(MASK))


def test_outputs_are_64_bit() -> None:
    rng = Rng(3)
    values = stream(rng, 2000)
    assert all(0 <= v <= MASK for v in values)
    assert max(values) > 2**63  # the top bit is used
    assert len(set(values)) == len(values)


def test_seed_from_is_stable_and_separates_parts() -> None:
    assert seed_from("genie", 1, 2) == seed_from("genie", 1, 2)
    assert seed_from("genie", 1, 2) != seed_from("genie", 2, 1)
    assert seed_from("genie", 1) != seed_from("genie", 1, 0)
    assert seed_from(1) == seed_from("1")  # parts are printed
    seeds = {seed_from("game", i) for i in range(1000)}
    assert len(seeds) == 1000
    assert all(0 <= s <= MASK for s in seeds)


# ------------------------------------------------------------------------- below
def test_below_range() -> None:
    rng = Rng(11)
    for n in (1, 2, 3, 5, 6, 7, 10, 100, 2**31 - 1, 2**32 + 1, 2**63 + 1, 2**64):
        values = [rng.below(n) for _ in range(300)]
        assert all(0 <= v < n for v in values), n
    assert {rng.below(1) for _ in range(20)} == {0}


@pytest.mark.parametrize("n", [0, -1, -100])
def test_below_needs_a_positive_bound(n: int) -> None:
    with pytest.raises(ValueError):
        Rng(1).below(n)


@pytest.mark.parametrize("n", [2, 3, 6, 7, 25])
def test_below_is_roughly_uniform(n: int) -> None:
    rng = Rng(seed_from("uniform", n))
    total = 2000 * n
    counts = Counter(rng.below(n) for _ in range(total))
    assert set(counts) == set(range(n))
    # chi-square critical values at p = 0.001 for n - 1 degrees of freedom
    critical = {1: 10.83, 2: 13.82, 5: 20.52, 6: 22.46, 24: 51.18}[n - 1]
    assert chi_square(counts, list(range(n)), total) < critical


def test_below_large_bound_uses_both_halves() -> None:
    """A bound just above 2**63 rejects about half the raw outputs; what is accepted must
    still cover the whole range (no modulo bias towards small values)."""
    n = 2**63 + 1
    rng = Rng(99)
    values = [rng.below(n) for _ in range(4000)]
    high = sum(v >= n // 2 for v in values)
    assert 1800 < high < 2200


class ScriptedRng(PyRng):
    """next64 replays given raw outputs (for what still draws through it, like random()):
    the Python generator, whose methods draw through `next64` (the C one's do not)."""

    def __init__(self, outputs: list[int]) -> None:
        super().__init__(0)
        self.outputs = list(outputs)

    def next64(self) -> int:
        return self.outputs.pop(0)


def test_below_rejects_the_biased_tail(monkeypatch: pytest.MonkeyPatch) -> None:
    # 2**64 % 3 == 1, so the single raw value 2**64 - 1 must be rejected for n = 3
    assert rng_module._limit(3) == MASK
    # a power of two never rejects
    assert rng_module._limit(8) == MASK + 1
    # the loop itself: with a bound that rejects about half the raw values, below() returns
    # the first raw value under it (mod n) and skips the rejected ones for good
    raw = PyRng(5)
    outputs = [raw.next64() for _ in range(40)]
    limit = 1 << 63
    monkeypatch.setitem(rng_module._LIMITS, 3, limit)  # the Python generator's table
    rng = PyRng(5)
    kept = [v % 3 for v in outputs if v < limit]
    assert any(v >= limit for v in outputs[:len(outputs) // 2])  # some are rejected
    drawn = [rng.below(3) for _ in range(len(kept) - 1)]
    assert drawn == kept[:-1]
    assert rng.choice("abc") == "abc"[kept[-1]]


def test_random_is_a_unit_float() -> None:
    rng = Rng(5)
    values = [rng.random() for _ in range(5000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert 0.47 < sum(values) / len(values) < 0.53
    assert ScriptedRng([MASK]).random() < 1.0
    assert ScriptedRng([0]).random() == 0.0


def test_choice() -> None:
    rng = Rng(8)
    items = ["a", "b", "c", "d"]
    picks = Counter(rng.choice(items) for _ in range(4000))
    assert set(picks) == set(items) and min(picks.values()) > 850
    assert rng.choice((42,)) == 42
    with pytest.raises(ValueError):
        rng.choice([])


# ----------------------------------------------------------------------- shuffle
def test_shuffle_is_a_permutation() -> None:
    rng = Rng(21)
    for size in (0, 1, 2, 3, 10, 26, 103):
        items = list(range(size))
        shuffled = items[:]
        rng.shuffle(shuffled)
        assert sorted(shuffled) == items
    words = ["x", "y", "x", "z"]
    rng.shuffle(words)
    assert sorted(words) == ["x", "x", "y", "z"]


def test_shuffle_is_deterministic() -> None:
    a, b = list(range(50)), list(range(50))
    Rng(4).shuffle(a)
    Rng(4).shuffle(b)
    assert a == b and a != list(range(50))
    c = list(range(50))
    Rng(5).shuffle(c)
    assert c != a


def test_shuffle_reaches_every_order_evenly() -> None:
    rng = Rng(77)
    orders = list(permutations(range(4)))
    total = 24 * 500
    counts: Counter = Counter()
    for _ in range(total):
        items = [0, 1, 2, 3]
        rng.shuffle(items)
        counts[tuple(items)] += 1
    assert set(counts) == set(orders)
    assert chi_square(counts, orders, total) < 51.18  # df 23 at p = 0.001


# --------------------------------------------------------------------- copy / fork
def test_copy_continues_the_same_stream_independently() -> None:
    rng = Rng(31)
    stream(rng, 5)
    twin = rng.copy()
    assert twin is not rng and twin.state == rng.state
    ahead = stream(rng, 10)
    assert stream(twin, 10) == ahead  # same future
    stream(twin, 3)  # advancing the copy leaves the original alone
    assert rng.state != twin.state
    assert stream(rng.copy(), 4) == stream(rng, 4)


def test_fork_does_not_advance_and_is_named_by_its_key() -> None:
    rng = Rng(41)
    state = rng.state
    a = rng.fork("seat", 1)
    assert rng.state == state
    assert stream(rng.fork("seat", 1)) == stream(Rng(41).fork("seat", 1))
    assert stream(a) == stream(Rng(41).fork("seat", 1))
    one, two = rng.fork("seat", 1), rng.fork("seat", 2)
    parent = rng.copy()
    s1, s2, sp = stream(one), stream(two), stream(parent)
    assert s1 != s2 and s1 != sp and s2 != sp
    assert rng.fork() is not rng and stream(rng.fork()) != stream(rng.copy())


def test_fork_depends_on_the_parent_position() -> None:
    rng = Rng(51)
    before = stream(rng.fork("x"))
    rng.next64()
    assert stream(rng.fork("x")) != before


def test_forks_are_independent_of_each_other() -> None:
    rng = Rng(61)
    a, b = rng.fork("a"), rng.fork("a")
    assert a is not b
    stream(a, 7)
    assert stream(b, 3) == stream(rng.fork("a"), 3)


# ---------------------------------------------------------------------- properties
def test_below_a_bound_beyond_64_bits_does_not_hang() -> None:
    """below(n) for n > 2**64 must raise ValueError or return a value in range; it must
    not loop forever (the scripted generator runs dry instead of hanging the suite)."""
    for n in (2**64 + 1, 2**65, 2**70 + 3):
        rng = ScriptedRng([12345, MASK, 2**63, 7] * 50)
        try:
            value = rng.below(n)
        except ValueError:
            continue
        except IndexError:
            raise AssertionError(f"below({n}) rejected 200 raw outputs in a row") from None
        assert 0 <= value < n


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(-(2**70), 2**70), n=st.integers(1, 2**64))
def test_property_below_in_range(seed: int, n: int) -> None:
    rng = Rng(seed)
    assert all(0 <= rng.below(n) < n for _ in range(10))


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(0, MASK), items=st.lists(st.integers(), max_size=40))
def test_property_shuffle_permutes_and_replays(seed: int, items: list[int]) -> None:
    a, b = items[:], items[:]
    Rng(seed).shuffle(a)
    Rng(seed).shuffle(b)
    assert a == b and Counter(a) == Counter(items)


def _reference_below(rng: Rng, n: int) -> int:
    """below() as the plain rejection loop over next64 (the inlined draws must match it)."""
    limit = MASK + 1 - ((MASK + 1) % n)
    while True:
        r = rng.next64()
        if r < limit:
            return r % n


@given(st.integers(0, MASK), st.lists(st.integers(1, 5000), min_size=1, max_size=30))
@settings(max_examples=60, deadline=None)
def test_inlined_draws_follow_the_next64_stream(seed: int, bounds: list[int]) -> None:
    fast, slow = Rng(seed), Rng(seed)
    for n in bounds:
        assert fast.below(n) == _reference_below(slow, n)
        assert fast.choice(range(n)) == _reference_below(slow, n)
        items, expected = list(range(n % 40)), list(range(n % 40))
        fast.shuffle(items)
        for i in range(len(expected) - 1, 0, -1):
            j = _reference_below(slow, i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert items == expected
        assert fast.state == slow.state
