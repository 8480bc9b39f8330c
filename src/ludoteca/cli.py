"""The `ludoteca` command line.

Bad arguments exit with code 2 and a usage message; failed checks (a record that does not
replay, a scenario that fails) exit with 1. No command prints a traceback for bad input.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import math
import os
import socket
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from .core.errors import LudotecaError, OptionError, RecordError, ScenarioError
from .core.i18n import LANGUAGES, choose
from .core.registry import game_ids, get_game


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def _path(text: str) -> Path:
    """A file or folder argument: an empty one is refused (Path("") would mean ".")."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty path")
    return Path(text)


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return value


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an integer seed, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("the seed must not be negative")
    return value


def _options(args: argparse.Namespace, parser: argparse.ArgumentParser) -> dict[str, Any]:
    """The `-o KEY=VALUE` options as a dict; a key given twice is refused (which to keep?)."""
    keys = [key for key, _ in args.option]
    twice = sorted({key for key in keys if keys.count(key) > 1})
    if twice:
        parser.error(f"option {', '.join(twice)} given twice")
    return dict(args.option)


def _option(text: str) -> tuple[str, Any]:
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"options look like KEY=VALUE, got {text!r}")
    try:
        value = json.loads(raw)
    except (ValueError, RecursionError):  # not JSON (or too deep, or too long): a string
        value = raw
    return key, value


def _finite(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None
    if not math.isfinite(value):  # nan/inf slip through every comparison and hang the bench
        raise argparse.ArgumentTypeError(f"expected a finite number, got {text!r}")
    return value


TIME_PRESET_MAX = 86_400.0  # seconds a turn timer's bank or increment may be, at most (a day)


def _time_preset(text: str) -> tuple[str, tuple[float, float]]:
    """`--time-preset NAME=BANK+INCREMENT`: a turn timer's numbers, in seconds."""
    from .server.clocks import TIME_PRESETS

    shape = f"expected NAME=BANK+INCREMENT in seconds, e.g. normal=300+15, got {text!r}"
    name, sep, numbers = text.partition("=")
    bank_text, plus, increment_text = numbers.partition("+")
    if not sep or not plus:
        raise argparse.ArgumentTypeError(shape)
    name = name.strip()
    if name == "none":
        raise argparse.ArgumentTypeError("time preset 'none' has no clock: nothing to set")
    if name not in TIME_PRESETS:
        raise argparse.ArgumentTypeError(
            f"unknown time preset {name!r} (choose one of {', '.join(TIME_PRESETS)})")
    values = []
    for what, raw in (("bank", bank_text), ("increment", increment_text)):
        try:
            value = float(raw)
        except ValueError:
            raise argparse.ArgumentTypeError(shape) from None
        if not math.isfinite(value):
            raise argparse.ArgumentTypeError(
                f"the {what} of time preset {name!r} must be a finite number, got {raw!r}")
        if value < 0 or (what == "bank" and value == 0):
            least = "more than 0" if what == "bank" else "0 or more"
            raise argparse.ArgumentTypeError(
                f"the {what} of time preset {name!r} must be {least} seconds, got {raw!r}")
        if value > TIME_PRESET_MAX:
            raise argparse.ArgumentTypeError(
                f"the {what} of time preset {name!r} must be at most {TIME_PRESET_MAX:.0f} "
                f"seconds (a day), got {raw!r}")
        values.append(value)
    return name, (values[0], values[1])


def _game_arg(parser: argparse.ArgumentParser, optional: bool = False) -> None:
    parser.add_argument("game", nargs="?" if optional else None, choices=game_ids(),
                        metavar="GAME", help=f"game id: {', '.join(game_ids())}")


class _DefaultsShown(argparse.HelpFormatter):
    """Every option's help ends with its default, unless it says it itself."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        if action.default in (None, argparse.SUPPRESS) or "default" in text \
                or not action.option_strings or action.nargs == 0:
            return text
        return f"{text} (default: %(default)s)"


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="ludoteca", description="Modern board games on one rules engine.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    add = sub.add_parser

    def add_parser(name: str, **kwargs: Any) -> argparse.ArgumentParser:
        command = add(name, **kwargs)
        command.set_defaults(subparser=command)
        return command

    sub.add_parser = add_parser  # type: ignore[method-assign]

    sim = sub.add_parser("simulate", help="play many bot games and report win rates")
    _game_arg(sim)
    sim.add_argument("--players", type=_positive, default=None)
    sim.add_argument("--games", type=_positive, default=100)
    sim.add_argument("--seed", type=_seed, default=1)
    sim.add_argument("--bots", default="random",
                     help="comma-separated bot names, repeated to fill the seats "
                          "(seats rotate from game to game)")
    sim.add_argument("--workers", type=_positive, default=1)
    sim.add_argument("--out", type=_path, help="write one game record per line (.jsonl)")
    sim.add_argument("-o", "--option", type=_option, action="append", default=[],
                     metavar="KEY=VALUE", help="game option, repeatable")
    sim.add_argument("--json", action="store_true", help="print the summary as one JSON object")

    tour = sub.add_parser("tournament",
                          help="bot tournament: seat rotation, ratings, balance report")
    _game_arg(tour)
    tour.add_argument("--bots", required=True,
                      help="comma-separated bot names, each once; seats rotate so each bot "
                           "sits in each seat equally often")
    tour.add_argument("--games", type=_positive, default=100)
    tour.add_argument("--players", type=_positive, default=None)
    tour.add_argument("--workers", type=_positive, default=1,
                      help="processes playing games in parallel (with --ray: local Ray CPUs)")
    tour.add_argument("--seed", type=_seed, default=1)
    tour.add_argument("--duplicate", action="store_true",
                      help="duplicate deals: every seating of a rotation period plays the "
                           "same seed, so the deal's luck cancels out between the bots")
    tour.add_argument("--out", type=_path, metavar="DIR",
                      help="write results, summary.json, PNG plots and report.html here")
    tour.add_argument("--format", choices=["parquet", "jsonl"], default="parquet",
                      help="the results file's format (default parquet)")
    tour.add_argument("--ray", metavar="ADDRESS", default=None,
                      help="play on a Ray cluster (ray.init address), or 'local' for a local "
                           "Ray instance; the results are the same as without")
    tour.add_argument("-o", "--option", type=_option, action="append", default=[],
                      metavar="KEY=VALUE", help="game option, repeatable")
    tour.add_argument("--json", action="store_true", help="print the summary as one JSON object")

    exp = sub.add_parser("export", help="decision rows (observation, mask, action, reward) "
                                        "as Parquet for imitation learning and offline RL")
    _game_arg(exp)
    source = exp.add_mutually_exclusive_group(required=True)
    source.add_argument("--records", type=_path, metavar="DIR",
                        help="export the game records of every *.json and *.jsonl in DIR "
                             "(or of one such file)")
    source.add_argument("--simulate", type=_positive, metavar="N",
                        help="play N fresh games between --bots and export them")
    exp.add_argument("--out", type=_path, required=True, metavar="OUT",
                     help="a new (or empty) folder for the Parquet shards")
    exp.add_argument("--bots", default=None,
                     help="with --simulate: comma-separated bot names, repeated to fill the "
                          "seats, rotating as in simulate (default random)")
    exp.add_argument("--seed", type=_seed, default=None, help="with --simulate (default 1)")
    exp.add_argument("--players", type=_positive, default=None, help="with --simulate")
    exp.add_argument("--workers", type=_positive, default=None,
                     help="with --simulate: processes playing games (default 1)")
    exp.add_argument("-o", "--option", type=_option, action="append", default=[],
                     metavar="KEY=VALUE", help="with --simulate: game option, repeatable")
    exp.add_argument("--rows-per-shard", type=_positive, default=100_000, metavar="ROWS",
                     help="rows per Parquet file (default 100000)")
    exp.add_argument("--json", action="store_true", help="print the summary as one JSON object")

    rep = sub.add_parser("replay", help="replay game records and verify their final digest")
    rep.add_argument("files", nargs="+", type=_path, metavar="FILE")
    rep.add_argument("--json", action="store_true")

    sce = sub.add_parser("scenario", help="run scenario files (or folders of them)")
    sce.add_argument("files", nargs="+", type=_path, metavar="FILE")
    sce.add_argument("--json", action="store_true")

    con = sub.add_parser("content", help="content tables: expected and implemented counts, gaps")
    _game_arg(con, optional=True)
    con.add_argument("--check", type=_path, metavar="FILE",
                     help="check a content file written for GAME (a game that reads one, such "
                          "as a tiles file typed in from the printed game) and summarise it")
    con.add_argument("--json", action="store_true")

    ben = sub.add_parser("bench", help="engine speed on one core, or the table server's")
    ben.add_argument("game", nargs="?", choices=[*game_ids(), "server"], metavar="GAME",
                     help=f"game id ({', '.join(game_ids())}) or 'server'")
    ben.add_argument("--players", type=_positive, default=None)
    ben.add_argument("--seconds", type=_finite, default=None,
                     help="how long to measure (default 3 per game, 20 for the server)")
    ben.add_argument("--tables", type=_positive, default=50,
                     help="server: concurrent tables of random players")
    ben.add_argument("--think", type=_finite, default=0.5,
                     help="server: mean seconds a player thinks before answering "
                          "(0 = as fast as possible)")
    ben.add_argument("--table-game", choices=game_ids(), default=None, metavar="GAME",
                     help="server: the game the tables play (default: the first game id, "
                          f"{game_ids()[0] if game_ids() else 'none'})")
    ben.add_argument("--mix", default=None, metavar="MIX",
                     help="server: the tables' games, GAME:PLAYERS[+SPECTATORS][xSHARE] "
                          "separated by commas (genie:3x3,kingoftokyo:6+6), or 'wide' "
                          "(the game seating the most, at its most: 12 connections a table) "
                          "or 'mixed' (every game); instead of --table-game")
    ben.add_argument("--whole-views", action="store_true",
                     help="server: clients get whole views, not changes (no patch=1)")
    ben.add_argument("--search-tables", type=int, default=0,
                     help="server: tables of search bots playing flat out beside the others "
                          "(with them, a heuristic bot table is timed: 'bots' in the report)")
    ben.add_argument("--search-bot", default="ismcts-strong", metavar="LEVEL",
                     help="server: the search tables' bot (default ismcts-strong)")
    ben.add_argument("--bot-probe", action="store_true",
                     help="server: time a heuristic bot table even without search tables")
    ben.add_argument("--json", action="store_true")

    srv = sub.add_parser("serve", help="start the table server with its browser client",
                         formatter_class=_DefaultsShown)
    srv.add_argument("--host", default="127.0.0.1", help="the address to listen on")
    srv.add_argument("--port", type=int, default=8000, help="the port to listen on")
    srv.add_argument("--db", default="sqlite:///ludoteca.db",
                     help="where tables and finished games are kept, as an SQLAlchemy URL: "
                          "sqlite:///FILE or postgresql+psycopg://... (default: "
                          "sqlite:///ludoteca.db, the file ludoteca.db in the current folder)")
    srv.add_argument("--bot-delay", type=_finite, default=0.7,
                     help="seconds a bot waits before acting")
    srv.add_argument("--claim-window", type=_finite, default=4.0,
                     help="seconds to answer a timed decision (a claim open to every player)")
    srv.add_argument("--absent-after", type=_finite, default=60.0,
                     help="seconds a player may be away before a bot plays for them")
    srv.add_argument("--rate-limit", type=_finite, default=50.0,
                     help="messages a second one connection may send (bursts of twice that)")
    srv.add_argument("--create-per-minute", type=_finite, default=6.0,
                     help="new tables one client address may create a minute, sustained")
    srv.add_argument("--create-burst", type=_finite, default=20.0,
                     help="new tables one client address may create at once")
    srv.add_argument("--join-per-minute", type=_finite, default=30.0,
                     help="seats one client address may join a minute, sustained")
    srv.add_argument("--join-burst", type=_finite, default=60.0,
                     help="seats one client address may join at once")
    srv.add_argument("--seat-change-per-minute", type=_finite, default=60.0,
                     help="bots seated, starts and leaves one client address may make a "
                          "minute, sustained")
    srv.add_argument("--seat-change-burst", type=_finite, default=120.0,
                     help="bots seated, starts and leaves one client address may make at once")
    srv.add_argument("--sockets-per-address", type=int, default=256,
                     help="websockets one client address may hold open at once")
    srv.add_argument("--waiting-expiry", type=_finite, default=1800.0,
                     help="seconds a waiting table lives with nobody connected to it")
    srv.add_argument("--bot-budget", type=_finite, default=10.0,
                     help="seconds a bot may think about one decision")
    srv.add_argument("--search-floor", type=_finite, default=1.0,
                     help="seconds a search bot thinks at least when the server is busy")
    srv.add_argument("--search-bots-per-table", type=int, default=4,
                     help="search bots (ismcts levels) one table may seat")
    srv.add_argument("--search-bots-per-address", type=int, default=8,
                     help="search bots one client address may seat over its live tables")
    srv.add_argument("--replays-per-minute", type=_finite, default=120.0,
                     help="replay pages, records and replays-list pages one client address "
                          "may fetch a minute, sustained")
    srv.add_argument("--replays-burst", type=_finite, default=120.0,
                     help="replay pages, records and replays-list pages one client address "
                          "may fetch at once")
    srv.add_argument("--worker-processes", type=int, default=None,
                     help="processes for search bots and replays (default: cores less one)")
    srv.add_argument("--header-timeout", type=_finite, default=10.0,
                     help="seconds a connection has to send complete request headers")
    srv.add_argument("--time-preset", type=_time_preset, action="append", default=[],
                     metavar="NAME=BANK+INCREMENT",
                     help="a turn timer's numbers, in seconds: each seat's bank and what a "
                          "move adds (NAME: relaxed, normal or fast; repeat for each to "
                          "change; by default relaxed=600+30, normal=300+15, fast=120+5)")

    play = sub.add_parser("play", help="play in the terminal against bots")
    _game_arg(play)
    play.add_argument("--players", type=_positive, default=None)
    play.add_argument("--seat", type=int, default=0, help="your seat (0 is first)")
    play.add_argument("--bots", default=None,
                      help="bot for the other seats (default: the game's own bot)")
    play.add_argument("--seed", type=_seed, default=None)
    play.add_argument("-o", "--option", type=_option, action="append", default=[],
                      metavar="KEY=VALUE")
    env_lang = _env_language()
    play.add_argument("--lang", choices=list(LANGUAGES), default=env_lang, metavar="LANG",
                      help=f"the language of the texts: {', '.join(LANGUAGES)} (default: "
                           f"$LUDOTECA_LANG, else the language of $LANG: {env_lang})")
    return parser


def _env_language() -> str:
    """The terminal's language: LUDOTECA_LANG, else the language of LANG (else English)."""
    return choose(os.environ.get("LUDOTECA_LANG") or os.environ.get("LANG"))


def main(argv: Sequence[str] | None = None) -> int:
    # a file may hold text no terminal encoding can print (a lone surrogate from a JSON
    # escape): shown escaped rather than crashing the report
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return _COMMANDS[args.command](args, args.subparser)
    except (OptionError, ScenarioError, RecordError) as exc:
        parser.exit(2, f"ludoteca {args.command}: error: {exc}\n")
    except LudotecaError as exc:
        parser.exit(1, f"ludoteca {args.command}: error: {exc}\n")
    except KeyboardInterrupt:
        return 130
    return 0


class _WriteFailed(Exception):
    """--out opened but a write failed (a full disk, a /proc file): reported as a usage error."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


def _players(args: argparse.Namespace) -> int:
    meta = get_game(args.game).meta
    return args.players or min(max(3, meta.min_players), meta.max_players)


def _cmd_simulate(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .sim.runner import simulate

    players = _players(args)
    game = get_game(args.game)
    options = _options(args, parser)
    game.resolve_options(players, options)
    bots = _bot_list(args.bots, args.game, players, parser)
    out = None
    if args.out is not None:
        try:
            out = args.out.open("w")
        except OSError as exc:
            parser.error(f"cannot write {args.out}: {exc.strerror}")
    progress = None
    if sys.stdout.isatty() and not args.json:
        from rich.progress import Progress

        progress = Progress(transient=True)
        task = progress.add_task(f"{args.game}: playing", total=args.games)
        progress.start()

    def on_game(result: Any) -> None:
        if out is not None:
            try:
                out.write(json.dumps(result.record, separators=(",", ":")) + "\n")
            except OSError as exc:
                raise _WriteFailed(exc) from None
        if progress is not None:
            progress.advance(task)

    failure: OSError | None = None
    try:
        summary = simulate(args.game, players, args.games, args.seed, options, bots,
                           workers=args.workers, keep_records=out is not None, on_game=on_game)
    except _WriteFailed as exc:
        failure = exc.error
    finally:
        if progress is not None:
            progress.stop()
        if out is not None:
            try:
                out.close()  # the last buffered records are written here: a full disk shows
            except OSError as exc:
                failure = failure or exc
    if failure is not None:
        parser.error(f"cannot write {args.out}: {failure.strerror or failure}")
    data = summary.to_json()
    if args.json:
        print(json.dumps(data))
    else:
        _print_summary(data)
    return 0


def _bot_list(text: str, game_id: str, players: int,
              parser: argparse.ArgumentParser) -> list[str]:
    """`--bots a,b`: each a known name, or a search bot with settings (ismcts:iterations=400),
    1 to `players` of them."""
    from .bots.base import check_bot

    bots = [b.strip() for b in text.split(",") if b.strip()]
    for name in bots:
        try:
            check_bot(name, game_id)
        except OptionError as exc:
            parser.error(str(exc))
    if not bots or len(bots) > players:
        parser.error(f"--bots needs 1 to {players} names, got {len(bots)}")
    return bots


def _cmd_export(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.records is not None:
        given = [f"--{name}" for name in ("bots", "seed", "players", "workers")
                 if getattr(args, name) is not None] + (["-o"] if args.option else [])
        if given:  # the records say who played, from which seed, with which options
            parser.error(f"{', '.join(given)} go with --simulate, not --records")
    try:  # the `research` extra: numpy (rl) and pyarrow (tournament)
        from .rl.export import Exporter, check_out
    except ImportError as exc:
        raise OptionError(f"export needs {exc.name or 'pyarrow'}: "
                          "pip install 'ludoteca[research]'") from None
    try:
        check_out(args.out)
    except OptionError as exc:
        parser.error(str(exc))
    if args.records is not None:
        return _export_records(args, parser, Exporter)
    from .core.records import Record
    from .sim.runner import simulate

    players = _players(args)
    options = get_game(args.game).resolve_options(players, _options(args, parser))
    bots = _bot_list(args.bots or "random", args.game, players, parser)
    seed = 1 if args.seed is None else args.seed
    exporter = Exporter(args.game, players, options, args.out, args.rows_per_shard,
                        {"source": "simulate", "bots": bots, "seed": seed,
                         "games": args.simulate})
    try:
        simulate(args.game, players, args.simulate, seed, options, bots,
                 workers=args.workers or 1, keep_records=True,
                 on_game=lambda result: exporter.add(result.index,
                                                     Record.from_json(result.record)))
        summary = exporter.finish()
    except BaseException:
        exporter.abort()
        raise
    return _export_summary(args, {"source": "simulate", **summary})


def _export_records(args: argparse.Namespace, parser: argparse.ArgumentParser,
                    exporter_class: Any) -> int:
    from .core.records import load_records
    from .rl.export import same_setup

    folder = args.records
    if not folder.exists():
        parser.error(f"no such folder: {folder}")
    paths = sorted(p for p in folder.iterdir() if p.suffix in (".json", ".jsonl")
                   and p.is_file()) if folder.is_dir() else [folder]
    if not paths:  # most likely the wrong folder: an empty export would hide it
        parser.error(f"no records (*.json, *.jsonl) in {folder}")
    # every record read before anything is written; each is replayed once, by the exporter,
    # which checks every move and the digest (a bad one aborts the whole export, nothing kept)
    records: list[tuple[str, Any]] = []
    for path in paths:
        for number, record in enumerate(load_records(path), start=1):
            where = f"{path} record {number}"
            if record.game != args.game:
                raise RecordError(f"{where} is a {record.game} record, not {args.game}")
            records.append((where, record))
    same_setup(records)
    first = records[0][1]
    exporter = exporter_class(args.game, first.players, first.options, args.out,
                              args.rows_per_shard,
                              {"source": "records", "records": [str(p) for p in paths]})
    try:
        for index, (where, record) in enumerate(records):
            try:
                exporter.add(index, record)
            except RecordError as exc:
                raise RecordError(f"{where}: {exc}") from None
        summary = exporter.finish()
    except BaseException:
        exporter.abort()
        raise
    return _export_summary(args, {"source": "records", **summary})


def _export_summary(args: argparse.Namespace, summary: dict[str, Any]) -> int:
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"{summary['game']}: {summary['rows']} rows from {summary['games']} games in "
              f"{summary['shards']} Parquet file(s) in {summary['out']} (observation "
              f"{summary['observation_size']} floats, action mask {summary['action_size']})")
    return 0


def _print_summary(data: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    from .core.i18n import group_name

    console = Console()
    console.print(
        f"[bold]{data['game']}[/] {data['players']} players, {data['games']} games, "
        f"{data['steps']} steps in {data['seconds']} s "
        f"({data['games_per_s']} games/s, {data['steps_per_s']} steps/s, "
        f"{data['workers']} worker(s))")
    seats = Table("seat", "win rate", "mean score", title="per seat")
    for row in data["per_seat"]:
        seats.add_row(str(row["seat"]), f"{row['win_rate']:.3f}", f"{row['mean_score']:.2f}")
    bots = Table("bot", "seats played", "win rate", "mean score", title="per bot")
    for name, row in data["per_bot"].items():
        bots.add_row(escape(name), str(row["seats_played"]), f"{row['win_rate']:.3f}",
                     f"{row['mean_score']:.2f}")
    console.print(seats)
    console.print(bots)
    if data["per_group"]:  # a game with groups (Saboteur: the roles of each round)
        groups = Table("group", "bot", "held", "win rate", "mean score", title="per group")
        for group, row in data["per_group"].items():
            rows = [("all", row)] + (list(row["per_bot"].items())
                                     if len(row["per_bot"]) > 1 else [])
            label = escape(group_name(data["game"], group))
            for name, r in rows:
                groups.add_row(label if name == "all" else "", escape(name), str(r["held"]),
                               f"{r['win_rate']:.3f}", f"{r['mean_score']:.2f}")
        console.print(groups)


def _cmd_tournament(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .sim import tournament
    from .sim.report import print_summary

    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if args.ray is not None and not args.ray.strip():
        parser.error("--ray needs a cluster address or 'local'")
    options = _options(args, parser)
    try:
        players, _ = tournament.check(args.game, bots, args.games, args.players, options,
                                      args.workers, args.format)
    except OptionError as exc:
        parser.error(str(exc))
    progress = None
    if sys.stdout.isatty() and not args.json:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

        progress = Progress("{task.description}", BarColumn(), MofNCompleteColumn(),
                            TimeRemainingColumn(), transient=True)
        task = progress.add_task(f"{args.game}: {', '.join(bots)}", total=args.games)
        progress.start()
    try:
        result = tournament.run(
            args.game, bots, args.games, players=players, seed=args.seed, options=options,
            workers=args.workers, out=args.out, fmt=args.format, ray=args.ray,
            duplicate=args.duplicate,
            on_game=(lambda _: progress.advance(task)) if progress is not None else None)
    finally:
        if progress is not None:
            progress.stop()
    if args.json:
        print(json.dumps(result.summary))
    else:
        print_summary(result.summary)
    return 0


def _existing(paths: list[Path], parser: argparse.ArgumentParser) -> None:
    # a mistyped name is a bad argument, refused before anything runs; a file that exists
    # but cannot be used is reported with the others' results instead
    for path in paths:
        if not path.exists():
            parser.error(f"no such file: {path}")


def _cmd_replay(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .core.records import load_records, replay

    _existing(args.files, parser)
    failed = errors = 0
    report: list[dict[str, Any]] = []
    for path in args.files:
        try:
            records = load_records(path)
        except RecordError as exc:  # malformed: report it and go on with the other files
            errors += 1
            report.append({"file": str(path), "records": 0, "failed": [], "status": "error",
                           "error": str(exc)})
            continue
        bad = []
        for number, record in enumerate(records, start=1):
            try:
                replay(record)
            except RecordError as exc:
                bad.append(f"record {number}: {exc}")
        failed += len(bad)
        report.append({"file": str(path), "records": len(records), "failed": bad,
                       "status": "failed" if bad else "ok"})
    if args.json:
        print(json.dumps({"files": report, "ok": failed == errors == 0, "errors": errors}))
    else:
        for item in report:
            if item["status"] == "error":
                print(f"ludoteca replay: error: {item['error']}", file=sys.stderr)
                continue
            status = "ok" if not item["failed"] else f"{len(item['failed'])} FAILED"
            print(f"{item['file']}: {item['records']} record(s) replayed, {status}")
            for line in item["failed"]:
                print(f"  {line}")
    return 2 if errors else 1 if failed else 0


def _scenario_paths(paths: list[Path], parser: argparse.ArgumentParser) -> list[Path]:
    _existing(paths, parser)
    out = []
    for path in paths:
        if path.is_dir():
            found = sorted(p for p in path.rglob("*.json") if not p.is_dir())
            if not found:  # most likely the wrong folder; passing with 0 scenarios would hide it
                parser.error(f"no scenario files (*.json) in {path}")
            out += found
        else:
            out.append(path)
    return out


def _cmd_scenario(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .core.scenario import run_file

    results: list[dict[str, Any]] = []
    errors = 0
    for path in _scenario_paths(args.files, parser):
        try:
            result = run_file(path)
            results.append({"file": str(path), "name": result.name,
                            "passed": result.passed, "failures": result.failures,
                            "status": "pass" if result.passed else "fail"})
        except ScenarioError as exc:  # malformed: report it and go on with the other files
            errors += 1
            results.append({"file": str(path), "name": path.stem, "passed": False,
                            "error": str(exc), "failures": [], "status": "error"})
    passed = sum(r["passed"] for r in results)
    if args.json:
        print(json.dumps({"results": results, "passed": passed,
                          "failed": len(results) - passed, "errors": errors}))
    else:
        for r in results:
            print(f"{r['status'].upper()}  {r['name']}  ({r['file']})")
            for line in r["failures"]:
                print(f"      {line}")
            if "error" in r:
                print(f"      {r['error']}")
        summary = f"{passed} passed, {len(results) - passed} failed"
        print(summary + (f" ({errors} malformed)" if errors else ""))
    if errors:
        return 2
    return 0 if passed == len(results) else 1


def _cmd_content(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .core.i18n import unofficial_names
    from .core.registry import installed

    if args.check is not None:
        return _check_content(args, parser)
    games = [args.game] if args.game else game_ids()
    # names a translation gives that its language's published edition does not
    reports = [{"game": g, "tables": get_game(g).content_tables(),
                "unofficial_names": unofficial_names(installed(g).anchor or "")}
               for g in games]
    if args.json:
        print(json.dumps(reports[0] if args.game else reports))
        return 0
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    # the data's texts printed as they are: "[uk]" or a gap's "[...]" is not rich's markup
    console = Console()
    for report in reports:
        table = Table("table", "expected", "implemented", "gaps",
                      title=escape(f"{report['game']} content"), show_lines=True)
        for t in report["tables"]:
            gaps = "\n".join(f"- {g}" for g in t["gaps"]) or "none"
            table.add_row(escape(t["name"]), str(t["expected"]), str(t["implemented"]),
                          escape(gaps))
        console.print(table)
        for lang, names in report["unofficial_names"].items():
            console.print(escape(f"{report['game']} [{lang}]: {len(names)} names are our own "
                                 f"translation, not the published edition's: "
                                 f"{', '.join(names)}"))
    return 0


def _check_content(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """`content GAME --check FILE`: the game's own check of the file (GamePackage.
    content_check); every fault in the file, however it shows, is bad input (exit 2)."""
    from .core.content import ContentError
    from .core.registry import installed

    if args.game is None:
        parser.error("--check needs a GAME: the file is checked as that game reads it")
    found = installed(args.game)
    if found.package.content_check is None:
        parser.error(f"{args.game} has no content file to check: --check is for a game "
                     "that reads one")
    _existing([args.check], parser)
    if args.check.is_dir():
        parser.error(f"{args.check} is a folder, not a file")
    try:
        summary = found.resolve(found.package.content_check)(args.check)
    except (ContentError, OSError) as exc:  # OSError: unreadable (permissions, a folder...)
        message = str(exc) if isinstance(exc, ContentError) else \
            f"{args.check}: cannot read it ({exc.strerror or exc})"
        if args.json:
            print(json.dumps({"game": args.game, "file": str(args.check), "ok": False,
                              "error": message}))
            return 2
        parser.exit(2, f"ludoteca content: error: {message}\n")
    if args.json:
        print(json.dumps({"game": args.game, "file": str(args.check), "ok": True,
                          "summary": summary}))
        return 0
    print(f"ok: {args.check} ({args.game})")
    for key, value in summary.items():
        if isinstance(value, dict):
            value = ", ".join(f"{k} {v}" for k, v in value.items()) or "none"
        elif isinstance(value, bool):
            value = "yes" if value else "no"
        print(f"  {key}: {value}")
    return 0


def _cmd_bench(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.seconds is not None and args.seconds <= 0:
        parser.error("--seconds must be positive")
    if args.game == "server":
        return _bench_server(args, parser)
    from .sim.bench import bench

    games = [args.game] if args.game else game_ids()
    results = {}
    for game_id in games:
        if args.players is not None:
            get_game(game_id).resolve_options(args.players, {})
        results[game_id] = bench(game_id, args.players, args.seconds or 3.0)
    if args.json:
        print(json.dumps(results))
    else:
        for game_id, r in results.items():
            print(f"{game_id} ({r['players']} players, one core): "
                  f"{r['steps_per_s']:,} steps/s ({r['trusted_steps_per_s']:,} trusted), "
                  f"{r['games_per_s']:,} games/s, "
                  f"{r['clones_per_s']:,} clones/s, {r['determinize_per_s']:,} determinize/s, "
                  f"{r['ismcts_iterations_per_s']:,} ISMCTS iterations/s")
    return 0


def _bench_server(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .sim.server_bench import TableKind, bench_server, parse_mix

    game_id = args.table_game or game_ids()[0]
    players = args.players or 3
    try:
        mix = parse_mix(args.mix) if args.mix is not None else [TableKind(game_id, players)]
        for kind in mix:
            get_game(kind.game).resolve_options(kind.players, {})
    except (ValueError, KeyError) as exc:
        parser.error(f"--mix: {exc}")
    if args.think < 0:
        parser.error("--think must not be negative")
    from .bots.base import SEARCH_LEVELS

    if args.search_tables < 0:
        parser.error("--search-tables must not be negative")
    if args.search_bot not in SEARCH_LEVELS:
        parser.error(f"--search-bot must be a search level: {', '.join(SEARCH_LEVELS)}")
    result = bench_server(game_id, args.tables, players, args.seconds or 20.0, think=args.think,
                          mix=mix, use_patch=not args.whole_views,
                          search_tables=args.search_tables, search_bot=args.search_bot,
                          bot_probe=args.bot_probe)
    if args.json:
        print(json.dumps({"server": result}))
    else:
        client, server = result["client_latency"], result["server_latency"]
        print(f"server: {result['tables']} tables ({', '.join(result['mix'])}; "
              f"{result['connections']} connections) of random players "
              f"(thinking {result['think_s']} s on average) over websockets: "
              f"{result['actions']} actions in {result['seconds']} s, "
              f"{result['actions_per_s']:,} actions/s; client (submit to pushed view) "
              f"p50 {client['p50_ms']} ms, p90 {client['p90_ms']} ms, p99 {client['p99_ms']} ms; "
              f"server (received to last send) p50 {server['p50_ms']} ms, "
              f"p90 {server['p90_ms']} ms, p99 {server['p99_ms']} ms; "
              f"{result['storage']['writes_per_commit']} writes a commit")
        bots = result["bots"]
        if bots["probe"] is not None:
            probe = bots["probe"]
            print(f"bots: a heuristic bot's reply beside {bots['search_tables']} tables of "
                  f"{bots['search_bot']} bots ({bots['search_decisions']} search decisions): "
                  f"p50 {probe['p50_ms']} ms, p99 {probe['p99_ms']} ms, max {probe['max_ms']} ms "
                  f"over {probe['count']} replies")
    return 0


def _cmd_play(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .play import play_terminal

    players = _players(args)
    if not 0 <= args.seat < players:
        parser.error(f"--seat must be between 0 and {players - 1}")
    from .bots.base import check_bot, stand_in_bot

    if args.bots is None:
        args.bots = stand_in_bot(args.game)
    try:  # a name of bot_names, or a search bot with settings (as simulate)
        check_bot(args.bots, args.game)
    except OptionError as exc:
        parser.error(str(exc))
    return play_terminal(args.game, players, args.seat, args.bots, args.seed,
                         _options(args, parser), lang=args.lang)


def _cmd_serve(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if not 0 < args.port < 65536:
        parser.error("--port must be between 1 and 65535")
    for name in ("rate_limit", "create_per_minute", "create_burst", "join_per_minute",
                 "join_burst", "seat_change_per_minute", "seat_change_burst",
                 "sockets_per_address", "waiting_expiry", "bot_budget",
                 "header_timeout", "search_floor"):
        if getattr(args, name) <= 0:
            parser.error(f"--{name.replace('_', '-')} must be positive")
    for name in ("bot_delay", "claim_window", "absent_after", "search_bots_per_table",
                 "search_bots_per_address", "worker_processes"):
        if (getattr(args, name) or 0) < 0:
            parser.error(f"--{name.replace('_', '-')} must not be negative")
    names = [name for name, _ in args.time_preset]
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        parser.error(f"--time-preset {', '.join(twice)} given twice")
    import uvicorn
    from sqlalchemy.exc import ArgumentError, OperationalError

    from .server.app import create_app
    from .server.clocks import TIME_PRESETS
    from .server.room import Settings

    # bound before anything is printed, so a busy port or a bad --host is a usage error
    # rather than a "serving" line followed by uvicorn's exit code 3
    try:
        sockets = _listen(args.host, args.port)
    except OSError as exc:
        where = f"[{args.host}]" if ":" in args.host else args.host
        parser.error(f"cannot listen on {where}:{args.port}: "
                     f"{(exc.strerror or str(exc)).lower()}")
    try:
        settings = Settings(bot_delay=args.bot_delay, claim_window=args.claim_window,
                            absent_after=args.absent_after, rate=args.rate_limit,
                            burst=2 * args.rate_limit,
                            create_per_minute=args.create_per_minute,
                            create_burst=args.create_burst,
                            join_per_minute=args.join_per_minute, join_burst=args.join_burst,
                            seat_change_per_minute=args.seat_change_per_minute,
                            seat_change_burst=args.seat_change_burst,
                            sockets_per_address=args.sockets_per_address,
                            waiting_expiry=args.waiting_expiry, bot_budget=args.bot_budget,
                            search_floor=args.search_floor,
                            search_bots_per_table=args.search_bots_per_table,
                            search_bots_per_address=args.search_bots_per_address,
                            replays_per_minute=args.replays_per_minute,
                            replays_burst=args.replays_burst,
                            worker_processes=args.worker_processes,
                            time_presets={**TIME_PRESETS, **dict(args.time_preset)})
        try:
            app = create_app(args.db, settings)
        except (ArgumentError, OperationalError) as exc:
            parser.error(f"cannot open the database {args.db!r}: {exc.__class__.__name__}")
        print(f"Ludoteca is serving on http://{args.host}:{args.port}/ (database {args.db})",
              flush=True)
        server = uvicorn.Server(_uvicorn_config(app, args))
        with contextlib.suppress(KeyboardInterrupt):  # Ctrl-C stops it, as with uvicorn.run
            server.run(sockets=sockets)
    finally:
        for sock in sockets:
            sock.close()
    # uvicorn.run's convention: 3 when the server never started (the app's startup failed)
    return 0 if server.started else 3


def _uvicorn_config(app: Any, args: argparse.Namespace) -> Any:
    """The server's uvicorn settings, all in one place (docs/server.md, "Limits")."""
    from .server.http_timeouts import uvicorn_config

    return uvicorn_config(app, args.host, args.port, header_timeout=args.header_timeout)


def _listen(host: str, port: int) -> list[socket.socket]:
    """Listening sockets for (host, port), one per address the host resolves to, set up as
    asyncio's create_server (so uvicorn.run) sets them up. Raises OSError."""
    infos = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM,
                               flags=socket.AI_PASSIVE)
    sockets: list[socket.socket] = []
    try:
        for family, kind, proto, _, address in dict.fromkeys(infos):  # unique, in order
            sock = socket.socket(family, kind, proto)
            sockets.append(sock)
            if os.name == "posix":  # elsewhere SO_REUSEADDR would let us steal a busy port
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if family == socket.AF_INET6 and hasattr(socket, "IPPROTO_IPV6"):
                # no dual stack: "::" must not also take the IPv4 port another socket has
                sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            sock.bind(address)
            # listen too: two SO_REUSEADDR sockets may bind one port, only one can listen
            sock.listen()
    except OSError:
        for sock in sockets:
            sock.close()
        raise
    return sockets


_COMMANDS = {
    "serve": _cmd_serve,
    "simulate": _cmd_simulate,
    "tournament": _cmd_tournament,
    "export": _cmd_export,
    "replay": _cmd_replay,
    "scenario": _cmd_scenario,
    "content": _cmd_content,
    "bench": _cmd_bench,
    "play": _cmd_play,
}

if __name__ == "__main__":
    sys.exit(main())
