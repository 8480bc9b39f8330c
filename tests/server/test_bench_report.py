"""`ludoteca bench server`: its table mix, the latency summaries it reports, and a short
run's JSON shape (client and server latency side by side)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ludoteca.server import latency
from ludoteca.sim.server_bench import TableKind, bench_server, deal, parse_mix


def test_a_mix_deals_tables_in_proportion_to_its_shares() -> None:
    kinds = parse_mix("genie:3x3, kingoftokyo:6+6")
    assert kinds == [TableKind("genie", 3, 0, 3), TableKind("kingoftokyo", 6, 6, 1)]
    dealt = deal(kinds, 200)
    assert len(dealt) == 200 and dealt.count(kinds[1]) == 50
    assert sum(k.players + k.spectators for k in deal(parse_mix("wide"), 10)) == 120
    for bad in ("genie", "genie:x", "genie:3x0", "genie:3;rm"):
        with pytest.raises(ValueError):
            parse_mix(bad)


def test_latency_buckets_give_quantiles_within_their_width() -> None:
    stats = latency.LatencyStats()
    before = stats.to_json()
    for ms in range(1, 101):  # 1..100 ms
        stats.record(ms / 1000)
    summary = latency.summary(latency.window(before, stats.to_json()))
    assert summary["count"] == 100
    for name, exact in (("p50_ms", 50), ("p90_ms", 90), ("p99_ms", 99), ("max_ms", 100)):
        assert exact <= summary[name] <= exact * 2 ** (1 / latency.PER_DOUBLING) + 1e-6
    histogram = summary["histogram"]
    assert sum(histogram.values()) == 100
    assert (histogram["<=1ms"], histogram["<=2ms"], histogram["<=64ms"]) == (1, 1, 32)
    assert latency.summary({})["p99_ms"] == 0.0


@pytest.mark.slow
def test_a_short_mixed_run_reports_both_latencies() -> None:
    mix = parse_mix("genie:2,kingoftokyo:3+2")
    result = bench_server("genie", tables=2, seconds=2.0, think=0.05, mix=mix)
    assert result["connections"] == 2 + 5 and result["actions"] > 0
    for side in ("client_latency", "server_latency"):
        data = result[side]
        assert data["count"] > 0 and 0 < data["p50_ms"] <= data["p99_ms"] <= data["max_ms"]
        assert sum(data["histogram"].values()) == data["count"]
    assert result["storage"]["writes"] >= result["storage"]["commits"] > 0
    assert 0 < result["messages"]["patches"] <= result["messages"]["states"]


def test_a_malformed_mix_exits_2() -> None:
    run = subprocess.run([sys.executable, "-m", "ludoteca.cli", "bench", "server", "--mix",
                          "genie"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and "--mix" in run.stderr and "Traceback" not in run.stderr
