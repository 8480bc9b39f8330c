"""Tournament statistics: Wilson intervals, per bot / seat / item tallies, openskill ratings.

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

    def __post_init__(self) -> None:
        self.per_bot = {name: Tally() for name in self.bots}
        self.per_seat = [Tally() for _ in range(self.players)]
        self.bot_seat = {name: [Tally() for _ in range(self.players)] for name in self.bots}
        self.ratings = Ratings(self.bots)

    def add(self, outcome: Any) -> None:
        """One game (tournament.Outcome), in index order."""
        self.games += 1
        self.steps += outcome.steps
        for seat, name in enumerate(outcome.bots):
            win, score = outcome.returns[seat], outcome.scores[seat]
            self.per_bot[name].add(win, score)
            self.per_seat[seat].add(win, score)
            self.bot_seat[name][seat].add(win, score)
            self.all_seats.add(win, score)
            for item in outcome.taken[seat]:
                _tally(self.items, item, name).add(win, score)
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
        first = seats[0]
        return {
            "per_bot": {name: {**self.per_bot[name].to_json(), "rating": ratings[name],
                               "per_seat": [t.to_json()["win_rate"]
                                            for t in self.bot_seat[name]]}
                        for name in self.bots},
            "per_seat": seats,
            "first_seat": {"win_rate": first["win_rate"], "ci95": first["ci95"],
                           "fair_share": round(fair, 4),
                           "advantage": round(first["win_rate"] - fair, 4) + 0.0,  # no -0.0
                           "significant": not first["ci95"][0] <= fair <= first["ci95"][1]},
            "balance": {"baseline": round(fair, 4),
                        "items": {item: _split(bots, fair)
                                  for item, bots in sorted(self.items.items())}},
            "per_group": {group: _split(bots) for group, bots in sorted(self.groups.items())},
        }


def _tally(table: dict[str, dict[str, Tally]], key: str, bot: str) -> Tally:
    return table.setdefault(key, {}).setdefault(bot, Tally())


def _split(bots: dict[str, Tally], baseline: float | None = None) -> dict[str, Any]:
    """A row over all bots, with the same per bot under "per_bot"."""
    total = Tally(sum(t.n for t in bots.values()), sum(t.wins for t in bots.values()),
                  sum(t.score for t in bots.values()))
    return {**total.to_json(baseline),
            "per_bot": {name: t.to_json() for name, t in sorted(bots.items())}}
