"""Tournament statistics: Wilson intervals, per bot / seat / item tallies, openskill ratings,
tests of items and seat positions with multiple-comparison adjustments.

Everything here is fed games in index order and depends on nothing else, so a tournament's
summary is the same whichever way (workers, Ray) its games were played.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import OptionError

Z95 = 1.959963984540054  # the 97.5th percentile of the standard normal
ALPHA = 0.05  # the error rate the adjusted tests keep to
# seat-games before an item (per bot) is tested or plotted: below it a Wilson interval is
# about 0.35 wide and the normal approximation behind the tests is poor
MIN_N = 30


def wilson(wins: float, n: float, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (wins may be fractional: shared wins count
    1/k); (0, 1) when nothing was observed."""
    if n <= 0:
        return (0.0, 1.0)
    p = min(max(wins / n, 0.0), 1.0)
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _normal_p(z: float) -> float:
    """Two-sided p-value of a standard normal statistic."""
    return math.erfc(abs(z) / math.sqrt(2))


def two_proportions(w1: float, n1: float, w2: float, n2: float) -> float | None:
    """Two-sided p-value of the pooled z test that two win rates are equal (wins may be
    fractional); None when either side is empty."""
    if n1 <= 0 or n2 <= 0:
        return None
    pooled = (w1 + w2) / (n1 + n2)
    var = pooled * (1 - pooled) * (1 / n1 + 1 / n2)
    if var <= 0:  # everyone won or everyone lost: no evidence of a difference
        return 1.0
    return _normal_p((w1 / n1 - w2 / n2) / math.sqrt(var))


def one_proportion(wins: float, n: float, p0: float) -> float | None:
    """Two-sided p-value of the score test that a win rate is p0. A win share (1/k for a
    win shared by k) varies less than a 0/1 win of the same mean, so p0 (1 - p0) is an upper
    bound of its variance and the test errs on the safe side. None without data."""
    if n <= 0:
        return None
    if p0 <= 0 or p0 >= 1:
        return 1.0 if wins / n == p0 else 0.0
    return _normal_p((wins / n - p0) / math.sqrt(p0 * (1 - p0) / n))


def mantel_haenszel(strata: Sequence[tuple[float, float, float, float]]) -> float | None:
    """Two-sided p-value of the Cochran-Mantel-Haenszel test over 2x2 tables given as
    (wins with, n with, wins without, n without), one per stratum (bot): "does holding
    the item go with winning within each bot's games", so a strong bot that takes more
    does not make the item look strong. None when no stratum can say anything."""
    num = var = 0.0
    for w1, n1, w2, n2 in strata:
        total = n1 + n2
        if n1 <= 0 or n2 <= 0 or total < 2:
            continue
        won = w1 + w2
        num += w1 - n1 * won / total
        var += n1 * n2 * won * (total - won) / (total * total * (total - 1))
    if var <= 0:
        return None
    return _normal_p(num / math.sqrt(var))


def holm(ps: Sequence[float]) -> list[float]:
    """Holm-Bonferroni adjusted p-values (family-wise error, any dependence)."""
    m = len(ps)
    out = [1.0] * m
    running = 0.0
    for rank, i in enumerate(sorted(range(m), key=lambda i: ps[i])):
        running = max(running, min(1.0, (m - rank) * ps[i]))  # monotone step-down
        out[i] = running
    return out


def benjamini_hochberg(ps: Sequence[float]) -> list[float]:
    """Benjamini-Hochberg adjusted p-values (false discovery rate)."""
    m = len(ps)
    out = [1.0] * m
    running = 1.0
    for rank, i in reversed(list(enumerate(sorted(range(m), key=lambda i: ps[i]), 1))):
        running = min(running, m * ps[i] / rank)  # monotone step-up
        out[i] = min(1.0, running)
    return out


@dataclass
class Corr:
    """Running sums for a Pearson correlation (no list of every seat-game kept)."""

    n: int = 0
    sx: float = 0.0
    sy: float = 0.0
    sxx: float = 0.0
    syy: float = 0.0
    sxy: float = 0.0

    def add(self, x: float, y: float) -> None:
        self.n += 1
        self.sx += x
        self.sy += y
        self.sxx += x * x
        self.syy += y * y
        self.sxy += x * y

    def r(self) -> float | None:
        """The correlation; None when either side does not vary."""
        vx = self.n * self.sxx - self.sx * self.sx
        vy = self.n * self.syy - self.sy * self.sy
        if self.n < 2 or vx <= 1e-12 or vy <= 1e-12:
            return None
        return max(-1.0, min(1.0, (self.n * self.sxy - self.sx * self.sy) / math.sqrt(vx * vy)))

    def p(self) -> float | None:
        """Two-sided p-value of r = 0 (Fisher's z)."""
        r = self.r()
        if r is None or self.n < 4:
            return None
        return _normal_p(math.atanh(min(abs(r), 1 - 1e-12)) * math.sqrt(self.n - 3))


def ranks(returns: Sequence[float], scores: Sequence[float]) -> list[int]:
    """Finishing place per seat (1 is best): winners first, then by score; equal keys share
    a place (competition ranking: 1, 1, 3)."""
    keys = [(-r, -s) for r, s in zip(returns, scores, strict=True)]
    return [1 + sum(other < key for other in keys) for key in keys]


@dataclass
class Tally:
    """Seat-games counted, their win share and score: one row of a report."""

    n: int = 0
    wins: float = 0.0
    score: float = 0.0

    def add(self, win: float, score: float) -> None:
        self.n += 1
        self.wins += win
        self.score += score

    def to_json(self, baseline: float | None = None) -> dict[str, Any]:
        n = max(self.n, 1)
        lo, hi = wilson(self.wins, self.n)
        out: dict[str, Any] = {"n": self.n, "wins": round(self.wins, 6),
                               "win_rate": round(self.wins / n, 4),
                               "ci95": [round(lo, 4), round(hi, 4)],
                               "mean_score": round(self.score / n, 3)}
        if baseline is not None:  # how much better than a seat's usual win rate
            out["lift"] = round(self.wins / n - baseline, 4) + 0.0  # no -0.0
        return out


class Ratings:
    """openskill Plackett-Luce ratings, one per bot, updated game by game in index order.

    Each seat is its own team in a game's match; a bot holding several seats (more seats
    than bots) is updated by the mean of its seats' updates."""

    def __init__(self, bots: Sequence[str]) -> None:
        try:
            from openskill.models import PlackettLuce
        except ImportError:
            raise OptionError("tournament ratings need openskill: "
                              "pip install 'ludoteca[tournament]'") from None

        self.model = PlackettLuce()
        self.ratings = {name: self.model.rating(name=name) for name in bots}

    def add(self, seat_bots: Sequence[str], places: Sequence[int]) -> None:
        if len(set(seat_bots)) < 2:  # one bot against itself teaches nothing
            return
        teams = [[self.model.rating(mu=self.ratings[b].mu, sigma=self.ratings[b].sigma)]
                 for b in seat_bots]
        new = self.model.rate(teams, ranks=list(places))
        mus: dict[str, list[float]] = {}
        sigmas: dict[str, list[float]] = {}
        for name, [rating] in zip(seat_bots, new, strict=True):
            mus.setdefault(name, []).append(rating.mu)
            sigmas.setdefault(name, []).append(rating.sigma)
        for name, values in mus.items():
            self.ratings[name] = self.model.rating(
                mu=sum(values) / len(values), sigma=sum(sigmas[name]) / len(values), name=name)

    def to_json(self) -> dict[str, dict[str, float]]:
        return {name: {"mu": round(r.mu, 4), "sigma": round(r.sigma, 4),
                       "ordinal": round(r.ordinal(), 4)}
                for name, r in self.ratings.items()}


@dataclass
class Standings:
    """Everything the summary reports, added up game by game."""

    bots: list[str]
    players: int
    games: int = 0
    steps: int = 0
    per_bot: dict[str, Tally] = field(default_factory=dict)
    per_seat: list[Tally] = field(default_factory=list)
    # bot -> seat -> tally: does every bot sit everywhere, and how does it do there
    bot_seat: dict[str, list[Tally]] = field(default_factory=dict)
    # item (group) -> bot -> tally; a bot's strength shows in what it takes, so the
    # report gives each item's rate per bot beside the overall one
    items: dict[str, dict[str, Tally]] = field(default_factory=dict)
    groups: dict[str, dict[str, Tally]] = field(default_factory=dict)
    all_seats: Tally = field(default_factory=Tally)
    ratings: Ratings | None = None
    # seat positions counted from the player who went first (Outcome.first; seat 0 when a
    # game names none), and how many games named one
    per_position: list[Tally] = field(default_factory=list)
    first_known: int = 0
    # the confounding check: how many items a seat ends with, per bot; its win rate per
    # count; and per item and bot the holders' tally at each count
    held: dict[str, dict[int, Tally]] = field(default_factory=dict)
    held_win: dict[str, Corr] = field(default_factory=dict)
    held_score: dict[str, Corr] = field(default_factory=dict)
    item_held: dict[str, dict[str, dict[int, Tally]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.per_bot = {name: Tally() for name in self.bots}
        self.per_seat = [Tally() for _ in range(self.players)]
        self.per_position = [Tally() for _ in range(self.players)]
        self.bot_seat = {name: [Tally() for _ in range(self.players)] for name in self.bots}
        self.held = {name: {} for name in self.bots}
        self.held_win = {name: Corr() for name in self.bots}
        self.held_score = {name: Corr() for name in self.bots}
        self.ratings = Ratings(self.bots)

    def add(self, outcome: Any) -> None:
        """One game (tournament.Outcome), in index order."""
        self.games += 1
        self.steps += outcome.steps
        first = getattr(outcome, "first", None)
        if first is not None:
            self.first_known += 1
        for seat, name in enumerate(outcome.bots):
            win, score = outcome.returns[seat], outcome.scores[seat]
            self.per_bot[name].add(win, score)
            self.per_seat[seat].add(win, score)
            self.per_position[(seat - (first or 0)) % self.players].add(win, score)
            self.bot_seat[name][seat].add(win, score)
            self.all_seats.add(win, score)
            count = len(outcome.taken[seat])
            self.held[name].setdefault(count, Tally()).add(win, score)
            self.held_win[name].add(count, win)
            self.held_score[name].add(count, score)
            for item in outcome.taken[seat]:
                _tally(self.items, item, name).add(win, score)
                counts = self.item_held.setdefault(item, {}).setdefault(name, {})
                counts.setdefault(count, Tally()).add(win, score)
        for seat, group, won, score in outcome.groups:
            _tally(self.groups, group, outcome.bots[seat]).add(float(won), score)
        assert self.ratings is not None
        self.ratings.add(outcome.bots, ranks(outcome.returns, outcome.scores))

    def to_json(self) -> dict[str, Any]:
        assert self.ratings is not None
        ratings = self.ratings.to_json()
        seats = [{"seat": seat, **tally.to_json()} for seat, tally in enumerate(self.per_seat)]
        # the fair share is the mean seat's win rate (1/players when every game has a winner)
        fair = self.all_seats.wins / max(self.all_seats.n, 1)
        positions = self._positions(fair)
        first = positions[0]
        measured = ("first player" if self.first_known == self.games else
                    "seat 0" if self.first_known == 0 else "first player where known, else seat 0")
        return {
            "per_bot": {name: {**self.per_bot[name].to_json(), "rating": ratings[name],
                               "per_seat": [t.to_json()["win_rate"]
                                            for t in self.bot_seat[name]]}
                        for name in self.bots},
            "per_seat": seats,
            # position 0 from the first player; "significant" after Holm over the positions
            "first_seat": {"win_rate": first["win_rate"], "ci95": first["ci95"],
                           "fair_share": round(fair, 4), "advantage": first["advantage"],
                           "significant": first["significant"],
                           "measured_from": measured, "n": first["n"],
                           "p_value": first["p_value"], "p_adjusted": first["p_adjusted"],
                           "significant_unadjusted": not first["ci95"][0] <= fair
                           <= first["ci95"][1]},
            "first_player": {"measured_from": measured, "known": self.first_known,
                             "adjustment": "holm", "alpha": ALPHA,
                             "per_position": positions},
            "balance": self._balance(fair),
            "per_group": {group: _split(bots) for group, bots in sorted(self.groups.items())},
        }

    def _positions(self, fair: float) -> list[dict[str, Any]]:
        """Win rate per seat position from the first player, each tested against the fair
        share (one seat-game per game: the other positions of the same games are no
        independent comparison, their shares add up to one with it); Holm over the
        positions (a claim per position, few tests)."""
        rows = []
        for pos, t in enumerate(self.per_position):
            rows.append({"position": pos, **t.to_json(),
                         "advantage": round(t.wins / max(t.n, 1) - fair, 4) + 0.0,
                         "p_value": one_proportion(t.wins, t.n, fair)})
        tested = [i for i, r in enumerate(rows) if r["p_value"] is not None]
        adjusted = holm([rows[i]["p_value"] for i in tested])
        for row in rows:
            row["p_adjusted"] = None
            row["significant"] = False
        for i, q in zip(tested, adjusted, strict=True):
            rows[i]["p_value"] = round(rows[i]["p_value"], 6)
            rows[i]["p_adjusted"] = round(q, 6)
            rows[i]["significant"] = q < ALPHA
        return rows

    def _expected(self, item: str, bot: str) -> float:
        """The win rate the item's holders would have if only how many items they ended
        with mattered: the bot's win rate at each count, weighted by the holders' counts."""
        counts = self.item_held[item][bot]
        held = self.held[bot]
        return sum(t.n * held[k].wins / held[k].n for k, t in counts.items())

    def _count_strata(self, item: str, bot: str) -> list[tuple[float, float, float, float]]:
        """Holders against non-holders of the same bot holding as many items, per count."""
        held = self.held[bot]
        return [(t.wins, t.n, held[k].wins - t.wins, held[k].n - t.n)
                for k, t in sorted(self.item_held[item][bot].items())]

    def _balance(self, fair: float) -> dict[str, Any]:
        bot_rate = {b: t.wins / max(t.n, 1) for b, t in self.per_bot.items()}
        items: dict[str, dict[str, Any]] = {}
        per_bot_tests: list[tuple[str, str, float]] = []
        count_tests: list[tuple[str, str, float]] = []
        pooled_tests: list[tuple[str, float]] = []
        for item, bots in sorted(self.items.items()):
            row = _split(bots, fair)
            row["pooled"] = True  # over every bot's seat-games: read per_bot first
            strata = []
            expected_total = 0.0
            for bot, t in sorted(bots.items()):
                own = self.per_bot[bot]
                expected = self._expected(item, bot)
                expected_total += expected
                rate = t.wins / t.n
                cell = row["per_bot"][bot]
                cell.update({"baseline": round(bot_rate[bot], 4),
                             "lift": round(rate - bot_rate[bot], 4) + 0.0,
                             "expected_by_count": round(expected / t.n, 4),
                             "lift_vs_count": round(rate - expected / t.n, 4) + 0.0,
                             "tested": t.n >= MIN_N and own.n > t.n,
                             "p_value": None, "p_adjusted": None, "significant": False,
                             "p_vs_count": None, "p_vs_count_adjusted": None,
                             "significant_vs_count": False})
                strata.append((t.wins, t.n, own.wins - t.wins, own.n - t.n))
                if cell["tested"]:
                    p = two_proportions(*strata[-1])
                    assert p is not None
                    cell["p_value"] = round(p, 6)
                    per_bot_tests.append((item, bot, p))
                    # the same, stratified by the count of items held (confounding)
                    q = mantel_haenszel(self._count_strata(item, bot))
                    if q is not None:
                        cell["p_vs_count"] = round(q, 6)
                        count_tests.append((item, bot, q))
            rate = row["wins"] / row["n"]
            row.update({"expected_by_count": round(expected_total / row["n"], 4),
                        "lift_vs_count": round(rate - expected_total / row["n"], 4) + 0.0,
                        "tested": row["n"] >= MIN_N, "p_value": None, "p_adjusted": None,
                        "significant": False})
            p = mantel_haenszel(strata) if row["tested"] else None
            if p is not None:
                row["p_value"] = round(p, 6)
                pooled_tests.append((item, p))
            items[item] = row
        for (item, bot, _), q in zip(per_bot_tests, benjamini_hochberg(
                [p for _, _, p in per_bot_tests]), strict=True):
            items[item]["per_bot"][bot].update(p_adjusted=round(q, 6), significant=q < ALPHA)
        for (item, bot, _), q in zip(count_tests, benjamini_hochberg(
                [p for _, _, p in count_tests]), strict=True):
            items[item]["per_bot"][bot].update(p_vs_count_adjusted=round(q, 6),
                                               significant_vs_count=q < ALPHA)
        for (item, _), q in zip(pooled_tests, benjamini_hochberg(
                [p for _, p in pooled_tests]), strict=True):
            items[item].update(p_adjusted=round(q, 6), significant=q < ALPHA)
        return {"baseline": round(fair, 4), "items": items, "min_n": MIN_N, "alpha": ALPHA,
                "adjustment": "benjamini-hochberg",
                "bot_baseline": {b: round(r, 4) for b, r in bot_rate.items()},
                "confounding": self._confounding()}

    def _confounding(self) -> dict[str, Any]:
        """Does ending with more items go with winning (genie: winners keep more cards)? If
        so an item's lift partly measures holding many items, whatever the item."""
        per_bot = {}
        flag = False
        for bot in self.bots:
            win, score = self.held_win[bot], self.held_score[bot]
            r, p = win.r(), win.p()
            flagged = win.n >= MIN_N and p is not None and p < ALPHA
            flag = flag or flagged
            per_bot[bot] = {"n": win.n, "mean_items": round(win.sx / max(win.n, 1), 3),
                            "r_win": None if r is None else round(r, 4),
                            "r_score": None if score.r() is None else round(score.r(), 4),
                            "p_value": None if p is None else round(p, 6),
                            "flag": flagged}
        flagged = [f"{bot} r={row['r_win']:+.2f}" for bot, row in per_bot.items() if row["flag"]]
        note = (f"the number of items a seat ends with goes with winning ({', '.join(flagged)}): "
                "an item's lift is partly that count, not the item; read lift_vs_count and "
                "significant_vs_count, against seats of the same bot holding as many items"
                if flag else "")
        return {"flag": flag, "note": note, "per_bot": per_bot}


def _tally(table: dict[str, dict[str, Tally]], key: str, bot: str) -> Tally:
    return table.setdefault(key, {}).setdefault(bot, Tally())


def _split(bots: dict[str, Tally], baseline: float | None = None) -> dict[str, Any]:
    """A row over all bots, with the same per bot under "per_bot"."""
    total = Tally(sum(t.n for t in bots.values()), sum(t.wins for t in bots.values()),
                  sum(t.score for t in bots.values()))
    return {**total.to_json(baseline),
            "per_bot": {name: t.to_json() for name, t in sorted(bots.items())}}
