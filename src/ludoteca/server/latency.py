"""The server's own latency: from receiving an action to sending its last state message.

A `Delivery` is made when a connection's action is received and counts the state messages
its broadcast queued; each is marked sent by the connection's writer (or dropped, for a
client that stopped reading), and when the last one is, the time is recorded. The
histogram has fixed log-spaced buckets (eight per doubling, so a quantile read from it is
within 9 %), whose counts only grow: `ludoteca bench server` reads them before and after
its window (`GET /api/stats`) and takes the difference.
"""

from __future__ import annotations

import math
import time
from typing import Any

PER_DOUBLING = 8
LOWEST_MS = 2.0 ** -7  # the first bucket's upper bound (about 8 microseconds)
BUCKETS = PER_DOUBLING * 24 + 1  # up to about 2^17 ms (131 s); the last one is open
COARSE_MS = [2.0 ** k for k in range(11)]  # 1, 2, 4 ... 1024 ms, and past them


def bucket_of(ms: float) -> int:
    """The index of the bucket holding a duration in milliseconds."""
    if ms <= LOWEST_MS:
        return 0
    index = math.ceil(math.log2(ms / LOWEST_MS) * PER_DOUBLING - 1e-9)
    return min(index, BUCKETS - 1)


def upper_ms(index: int) -> float:
    """A bucket's upper bound in milliseconds (the last bucket's is infinite)."""
    return math.inf if index >= BUCKETS - 1 else LOWEST_MS * 2.0 ** (index / PER_DOUBLING)


class LatencyStats:
    def __init__(self) -> None:
        self.counts = [0] * BUCKETS
        self.total = 0
        self.max_ms = 0.0

    def record(self, seconds: float) -> None:
        ms = seconds * 1000
        self.counts[bucket_of(ms)] += 1
        self.total += 1
        self.max_ms = max(self.max_ms, ms)

    def to_json(self) -> dict[str, Any]:
        """What `GET /api/stats` answers: the counts (by bucket index, non-empty ones)."""
        return {"per_doubling": PER_DOUBLING, "lowest_ms": LOWEST_MS, "count": self.total,
                "max_ms": round(self.max_ms, 3),
                "buckets": {str(i): n for i, n in enumerate(self.counts) if n}}


def summary(counts: dict[int, int]) -> dict[str, Any]:
    """p50/p90/p99/max (each a bucket's upper bound) and a coarse histogram, from bucket
    counts (a window's: the difference of two `to_json` readings)."""
    total = sum(counts.values())
    out: dict[str, Any] = {"count": total}
    ordered = sorted((i, n) for i, n in counts.items() if n > 0)
    for name, q in (("p50_ms", 0.50), ("p90_ms", 0.90), ("p99_ms", 0.99)):
        out[name] = _quantile(ordered, total, q)
    out["max_ms"] = round(upper_ms(ordered[-1][0]), 2) if ordered else 0.0
    coarse = [0] * (len(COARSE_MS) + 1)
    for index, n in ordered:
        top = upper_ms(index)
        coarse[next((k for k, edge in enumerate(COARSE_MS) if top <= edge + 1e-9),
                    len(COARSE_MS))] += n
    out["histogram"] = {**{f"<={edge:g}ms": n for edge, n in zip(COARSE_MS, coarse,
                                                                   strict=False)},
                        f">{COARSE_MS[-1]:g}ms": coarse[-1]}
    return out


def _quantile(ordered: list[tuple[int, int]], total: int, q: float) -> float:
    if not total:
        return 0.0
    rank = max(1, math.ceil(q * total))
    seen = 0
    for index, n in ordered:
        seen += n
        if seen >= rank:
            return round(upper_ms(index), 2)
    return round(upper_ms(ordered[-1][0]), 2)


def window(before: dict[str, Any], after: dict[str, Any]) -> dict[int, int]:
    """Bucket counts recorded between two `to_json` readings."""
    old = {int(k): n for k, n in before.get("buckets", {}).items()}
    return {int(k): n - old.get(int(k), 0) for k, n in after.get("buckets", {}).items()
            if n > old.get(int(k), 0)}


class Delivery:
    """One received action's broadcast, until its last state message is sent."""

    __slots__ = ("pending", "start", "stats")

    def __init__(self, stats: LatencyStats, start: float) -> None:
        self.stats, self.start, self.pending = stats, start, 0

    def sent(self) -> None:
        self.pending -= 1
        if self.pending == 0:
            self.stats.record(time.perf_counter() - self.start)


class Tracked(str):
    """A state message that belongs to a `Delivery` (a str, as every queued message)."""

    delivery: Delivery

    def sent(self) -> None:
        self.delivery.sent()
