"""Seeded randomness that every engine, bot and runner shares.

A SplitMix64 generator: its whole state is one integer, so copying it is free (clones
and determinizations live on that) and the stream is the same on every machine and
Python version, which is what makes a record (game, options, seed, actions) replay.

`Rng` is the C build of the generator (`_rng.c`, an optional extension: a draw there takes a
few machine instructions, here about a dozen operations on 64-bit Python integers, several
per cent of a game step) when it was compiled, else `PyRng`, the same generator in Python.
`PyRng` stays the reference: the tests check the C one draws the very same stream.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, MutableSequence, Sequence
from typing import TypeVar

from .errors import OptionError

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_from(*parts: object) -> int:
    """A 64-bit seed derived from any printable parts (game seed, game index, seat...)."""
    text = "\x1f".join(str(p) for p in parts).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big")


def check_seed(seed: object) -> int:
    """A game seed: a whole number (true is not 1); OptionError otherwise."""
    if type(seed) is not int:
        raise OptionError(f"a seed is an integer, got {seed!r}")
    return seed


def _limit(n: int) -> int:
    """The rejection bound for below(n): the largest multiple of n up to 2**64."""
    if not 0 < n <= _MASK + 1:
        raise ValueError("below() needs a bound between 1 and 2**64")
    limit = _MASK + 1 - ((_MASK + 1) % n)
    if n < 4096:
        _LIMITS[n] = limit
    return limit


_LIMITS: dict[int, int] = {}  # small bounds' limits, as every step asks for the same few


class PyRng:
    """SplitMix64 in Python (the reference; `Rng` when the C build is missing)."""

    __slots__ = ("state",)
    explicit = False  # draws are decided by the shuffles (rl.openspiel's: when drawn)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        limit = _LIMITS.get(n)
        if limit is None:
            limit = _limit(n)
        s = self.state  # next64, inlined: engines and bots draw at nearly every step
        while True:
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = s
                return z % n

    def rolls(self, count: int, sides: int) -> list[int]:
        """`count` draws of below(sides), the same values in the same order, in one call
        (dice engines roll a handful of dice at every step)."""
        limit = _LIMITS.get(sides) or _limit(sides)
        s = self.state
        out = []
        while len(out) < count:
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                out.append(z % sides)
        self.state = s
        return out

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        below = self.below
        for i in range(len(seq) - 1, 0, -1):
            j = below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def copy(self) -> PyRng:
        return PyRng(self.state)

    def fork(self, *key: object) -> PyRng:
        """An independent stream named by key; does not advance this one."""
        return PyRng(seed_from(self.state, *key))

    def reveal(self, items: MutableSequence[T], count: int = 1, fixed: Iterable[int] = ()
               ) -> None:
        """The top `count` items of a pile whose order nobody knows (its end) are about to
        be drawn or shown: nothing to do here, the shuffle decided them. Under explicit
        chance (rl.openspiel's generator) each is drawn now, among the items at positions
        nobody knows (`fixed`: the positions some seat knows, which stay), so a copy of
        the state does not know what comes next."""
        return None


try:
    from ._rng import Core as _Core
except ImportError:  # built without a C compiler: the Python generator serves
    Rng = PyRng
else:
    class Rng(_Core):  # type: ignore[no-redef]
        """SplitMix64 in C (`_rng.c`): `PyRng`'s stream, draw for draw."""

        __slots__ = ()

        def fork(self, *key: object) -> Rng:
            """An independent stream named by key; does not advance this one."""
            return Rng(seed_from(self.state, *key))

        reveal = PyRng.reveal
        explicit = False

        def __repr__(self) -> str:
            return f"Rng({self.state})"
