"""How games of Clank! go, over many finished games: turns, how far into the Depths the
dungeon grew, what became of the players, and what ended the game.

`figures(state, events)` reads one finished game (its final state's public fields and its
"game_over" event, the only place the end's cause is kept); `summarize` adds games up;
`play` and `run` play games with the heuristic bot in every seat. `ludoteca simulate` has no
place for a game's own figures, so this module is its own command:

    python -m ludoteca.games.clank.stats --games 1000 --players 2,3,4 [--seed 1] [--json]

Game i plays from seed `seed_from(seed, i)` with each bot's generator drawn from that game
seed and its seat, as `ludoteca simulate clank --bots heuristic --seed S` plays its game i,
so a game seen here can be replayed there. The rules layer cannot reach `ludoteca.bots`
(docs/architecture.md, "Layers"), so the bot is the game's own `HeuristicBot`.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...core.events import Event
from ...core.observation import Observation
from ...core.rng import Rng, seed_from
from .bot import HeuristicBot
from .game import GAME, META
from .state import ESCAPED, IN, ClankState
from .tiles import DEPTHS_TILES

UNFINISHED = "unfinished"
# the causes `ClankState.end_game` records, and ours for a game stopped by the round cap
ENDS = {
    "everyone out": "every player escaped or was knocked out",
    "dragon bag": "the dragon bag was empty after an attack",
    "dungeon deck": "the Dungeon Row could not be refilled",
    UNFINISHED: "not over at the round cap (stopped)",
}
# what became of a seat: by its status, where its pawn stood, and whether its Health Meter
# was full (knocked out by damage) or the game's end knocked it out where it stood
FATES = {
    "escaped": "escaped",
    "damage_depths": "knocked out by damage in the Depths",
    "damage_outside": "knocked out by damage outside the Depths",
    "end_depths": "in the Depths when the game ended",
    "end_outside": "outside the Depths when the game ended",
    "still_in": "still inside (unfinished game)",
}
# finished heuristic games took at most ~100 rounds in 3,000 games; a stalled one never
# ends (no Row card taken, so no attack and no empty Dungeon Deck): stopped here
MAX_ROUNDS = 400


@dataclass(frozen=True)
class GameFigures:
    """One finished game."""

    players: int
    turns: int  # turns begun, the automatic turns of players already out included
    rounds: int  # complete rounds
    end: str  # a key of ENDS
    tiles: int  # square tiles discovered (the safe tiles first, then the Depths)
    depths: int  # Depths tiles discovered
    depths_left: int  # Depths tiles left in the stack: 0, the last one was reached
    fates: tuple[str, ...]  # per seat, a key of FATES
    artifacts: tuple[int, ...]  # per seat, Artifacts held at the end
    scores: tuple[int, ...]


def figures(state: ClankState, events: Sequence[Event]) -> GameFigures:
    """The figures of one game from its final state and its events (only "game_over" is
    read: the state keeps no cause of the end)."""
    end = next((e.data["why"] for e in events if e.kind == "game_over"), None)
    if end is None:
        end = UNFINISHED if not state.is_over() else "unknown"
    tiles = state.tileset.all()
    backs = [tiles[placement[0]].back for placement in state.placed]
    health = state.content.health
    fates = []
    for seat in range(state.players):
        if state.status[seat] == ESCAPED:
            fates.append("escaped")
        elif state.status[seat] == IN:
            fates.append("still_in")
        else:
            how = "damage" if state.damage[seat] >= health else "end"
            fates.append(f"{how}_{'depths' if state.in_depths(seat) else 'outside'}")
    # the turn under way is seat `turn`'s of round `rounds` (task_next_turn counts a round
    # when seat 0 is next, and the end comes before that count)
    turns = state.rounds * state.players + state.turn + 1
    return GameFigures(state.players, turns, state.rounds, end,
                       sum(back != "start" for back in backs),
                       sum(back == "depths" for back in backs), len(state.deep_stack),
                       tuple(fates), tuple(len(a) for a in state.artifacts),
                       tuple(state.scores()))


def play(players: int, seed: int, max_rounds: int = MAX_ROUNDS,
         options: dict[str, Any] | None = None) -> tuple[ClankState, list[Event]]:
    """One game of heuristic bots from `seed` (each bot's generator derived as `ludoteca
    simulate` derives it), stopped unfinished once `max_rounds` rounds have gone by."""
    state = GAME.new(players, seed, options)
    assert isinstance(state, ClankState)
    bots = [HeuristicBot(Rng(seed_from(seed, "bot", seat))) for seat in range(players)]
    events: list[Event] = list(state.opening_events())
    while not state.is_over() and state.rounds < max_rounds:
        seat = state.to_move()[0]
        events.extend(state.apply(seat, bots[seat].act(Observation(state, seat))))
    return state, events


def run(players: int, games: int, seed: int = 1, max_rounds: int = MAX_ROUNDS
        ) -> list[GameFigures]:
    return [figures(*play(players, seed_from(seed, i), max_rounds)) for i in range(games)]


def _spread(values: Sequence[float]) -> dict[str, float]:
    if not values:
        return {}
    cuts = statistics.quantiles(values, n=10, method="inclusive") if len(values) > 1 \
        else [values[0]] * 9
    return {"mean": round(statistics.fmean(values), 2), "p10": cuts[0],
            "median": statistics.median(values), "p90": cuts[8], "max": max(values)}


def summarize(games: Sequence[GameFigures]) -> dict[str, Any]:
    """What `games` add up to: spreads of turns and tiles, the share of games by how they
    ended, and the share of seat-games by what became of the seat."""
    n = len(games)
    seats = [fate for g in games for fate in g.fates]
    fates = Counter(seats)
    ends = Counter(g.end for g in games)
    done = [g for g in games if g.end != UNFINISHED]  # spreads over finished games only
    winners = [max(g.scores) for g in done]
    return {
        "games": n,
        "players": sorted({g.players for g in games}),
        "finished": len(done),
        "turns": _spread([g.turns for g in done]),
        "rounds": _spread([g.rounds for g in done]),
        "tiles": _spread([g.tiles for g in done]),
        "depths_tiles": _spread([g.depths for g in done]),
        "last_depths_tile_reached": round(sum(g.depths_left == 0 for g in games) / max(n, 1), 4),
        "ends": {key: round(ends[key] / max(n, 1), 4) for key in [*ENDS, *ends]},
        "fates": {key: round(fates[key] / max(len(seats), 1), 4) for key in FATES},
        "knocked_out_depths": round((fates["damage_depths"] + fates["end_depths"])
                                    / max(len(seats), 1), 4),
        "knocked_out_outside": round((fates["damage_outside"] + fates["end_outside"])
                                     / max(len(seats), 1), 4),
        "with_artifact": round(sum(a > 0 for g in games for a in g.artifacts)
                               / max(len(seats), 1), 4),
        "winning_score": _spread(winners),
        "nobody_scored": round(sum(w == 0 for w in winners) / max(len(done), 1), 4),
    }


def _pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def _spread_text(s: dict[str, float]) -> str:
    if not s:
        return "-"
    return f"{s['mean']:.1f} ({s['p10']:g}-{s['median']:g}-{s['p90']:g}, max {s['max']:g})"


def rows(summary: dict[str, Any]) -> list[tuple[str, str]]:
    """The summary as (figure, value) lines of the printed table."""
    out = [
        ("games (finished)", f"{summary['games']} ({summary['finished']})"),
        ("turns per game: mean (p10-median-p90, max)", _spread_text(summary["turns"])),
        ("rounds per game", _spread_text(summary["rounds"])),
        ("square tiles discovered", _spread_text(summary["tiles"])),
        (f"Depths tiles discovered (of {DEPTHS_TILES})", _spread_text(summary["depths_tiles"])),
        ("games reaching the last Depths tile", _pct(summary["last_depths_tile_reached"])),
    ]
    out += [(f"ended: {ENDS.get(key, key)}", _pct(share))
            for key, share in summary["ends"].items()]
    out += [("players escaped", _pct(summary["fates"]["escaped"])),
            ("knocked out in the Depths", _pct(summary["knocked_out_depths"])),
            (f"  of them: {FATES['damage_depths']}", _pct(summary["fates"]["damage_depths"])),
            ("knocked out outside the Depths", _pct(summary["knocked_out_outside"])),
            (f"  of them: {FATES['damage_outside']}",
             _pct(summary["fates"]["damage_outside"]))]
    if summary["fates"]["still_in"]:
        out.append((FATES["still_in"], _pct(summary["fates"]["still_in"])))
    out += [("players holding an Artifact at the end", _pct(summary["with_artifact"])),
            ("winning score", _spread_text(summary["winning_score"])),
            ("games where nobody scored", _pct(summary["nobody_scored"]))]
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ludoteca.games.clank.stats",
        description="Play Clank! with the heuristic bot in every seat and report turns, "
                    "tiles, escapes, knock-outs and how the games ended.")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", default="2,3,4",
                        help="player counts, comma-separated (default 2,3,4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-rounds", type=int, default=MAX_ROUNDS,
                        help=f"stop a game unfinished after this many rounds ({MAX_ROUNDS})")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        counts = [int(p) for p in args.players.split(",") if p.strip()]
    except ValueError:
        parser.error(f"--players: comma-separated numbers, got {args.players!r}")
    low, high = META.min_players, META.max_players
    if not counts or any(not low <= p <= high for p in counts):
        parser.error(f"--players: Clank! seats {low} to {high} players")
    if args.games < 1 or args.max_rounds < 1 or args.seed < 0:
        parser.error("--games and --max-rounds must be positive, --seed not negative")
    summaries = {p: summarize(run(p, args.games, args.seed, args.max_rounds)) for p in counts}
    if args.json:
        print(json.dumps({"seed": args.seed, "max_rounds": args.max_rounds, "bots": "heuristic",
                          "by_players": {str(p): s for p, s in summaries.items()}}))
        return 0
    from rich.console import Console
    from rich.table import Table

    table = Table("figure", *(f"{p} players" for p in counts),
                  title=f"clank: heuristic bots, {args.games} games per player count, "
                        f"seed {args.seed}")
    lines = {p: rows(s) for p, s in summaries.items()}
    labels = list(dict.fromkeys(label for p in counts for label, _ in lines[p]))
    for label in labels:
        table.add_row(label, *(dict(lines[p]).get(label, "-") for p in counts))
    Console().print(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
