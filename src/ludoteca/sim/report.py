"""A tournament's files and printed report: results rows (Parquet or JSONL), summary.json,
PNG plots and a self-contained HTML page; the rich tables `ludoteca tournament` prints.

pyarrow and matplotlib (the `tournament` extra) are imported only here, when needed.
"""

from __future__ import annotations

import base64
import html
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..core.errors import OptionError
from ..core.i18n import group_name

BATCH = 20_000  # rows per Parquet row group: bounded memory for long tournaments
CHART_ITEMS = 10  # the balance chart shows this many best and worst items


def need(module: str) -> Any:
    from importlib import import_module

    try:
        return import_module(module)
    except ImportError:
        raise OptionError(f"the tournament report needs {module.split('.')[0]}: "
                          "pip install 'ludoteca[tournament]'") from None


def out_dir(out: Path) -> Path:
    """The output folder, made if missing; OptionError if it cannot be."""
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OptionError(f"cannot write to {out}: {exc.strerror or exc}") from None
    return out


class RowWriter:
    """Writes result rows as they come, to DIR/results.parquet or DIR/results.jsonl."""

    def __init__(self, out: Path, fmt: str) -> None:
        self.path = out_dir(out) / f"results.{fmt}"
        self.fmt = fmt
        self._rows: list[dict[str, Any]] = []
        self._parquet: Any = None
        if fmt == "parquet":
            self._pa = need("pyarrow")
            self._pq = need("pyarrow.parquet")
            self._file = None
        else:
            try:
                self._file = self.path.open("w")
            except OSError as exc:
                raise OptionError(f"cannot write {self.path}: {exc.strerror or exc}") from None

    def schema(self) -> Any:
        pa = self._pa
        return pa.schema([
            ("game", pa.string()), ("game_index", pa.int64()), ("game_seed", pa.uint64()),
            ("players", pa.int64()), ("seat", pa.int64()), ("bot", pa.string()),
            ("score", pa.float64()), ("win", pa.float64()), ("won", pa.bool_()),
            ("rank", pa.int64()), ("steps", pa.int64()), ("winners", pa.int64()),
            ("taken", pa.list_(pa.string())), ("facts", pa.string()),
        ])

    def write(self, rows: Sequence[dict[str, Any]]) -> None:
        if self._file is not None:
            for row in rows:
                self._file.write(json.dumps(row, separators=(",", ":")) + "\n")
            return
        self._rows.extend(rows)
        if len(self._rows) >= BATCH:
            self._flush()

    def _flush(self) -> None:
        schema = self.schema()
        if self._parquet is None:
            self._parquet = self._pq.ParquetWriter(self.path, schema)
        self._parquet.write_table(self._pa.Table.from_pylist(self._rows, schema=schema))
        self._rows = []

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            return
        if self._rows or self._parquet is None:  # an empty file still has the schema
            self._flush()
        self._parquet.close()


def read_rows(path: str | Path) -> list[dict[str, Any]]:
    """The rows of a results file, Parquet or JSONL, as dicts (tests, notebooks)."""
    path = Path(path)
    if path.suffix == ".parquet":
        return need("pyarrow.parquet").read_table(path).to_pylist()
    with path.open() as f:
        return [json.loads(line) for line in f if line.strip()]


# ------------------------------------------------------------------------------ plots


def _figure(width: float, height: float) -> Any:
    # a bare Figure, not pyplot: no global state, no GUI backend (Agg renders the PNG)
    figure = need("matplotlib.figure")
    need("matplotlib.backends.backend_agg")
    return figure.Figure(figsize=(width, height), dpi=100, layout="constrained")


def _bars(ax: Any, labels: list[str], rows: list[dict[str, Any]], fair: float | None,
          horizontal: bool = False) -> None:
    rates = [r["win_rate"] for r in rows]
    err = [[r["win_rate"] - r["ci95"][0] for r in rows], [r["ci95"][1] - r["win_rate"]
                                                          for r in rows]]
    at = list(range(len(rows)))
    if horizontal:
        ax.barh(at, rates, xerr=err, capsize=3, color="#4c78a8")
        ax.set_yticks(at, labels)
        ax.invert_yaxis()
        ax.set_xlabel("win rate (95% CI)")
        if fair is not None:
            ax.axvline(fair, color="#e45756", linestyle="--", label=f"baseline {fair:.3f}")
    else:
        ax.bar(at, rates, yerr=err, capsize=4, color="#4c78a8")
        ax.set_xticks(at, labels)
        ax.set_ylabel("win rate (95% CI)")
        if fair is not None:
            ax.axhline(fair, color="#e45756", linestyle="--", label=f"fair share {fair:.3f}")
    if fair is not None:
        ax.legend(loc="lower right" if horizontal else "best", fontsize=8)


def balance_rows(summary: dict[str, Any], limit: int = CHART_ITEMS) -> list[tuple[str, dict]]:
    """The items of the balance chart, best first: the `limit` surest winners (highest
    lower bound of the interval) and the `limit` surest losers (lowest upper bound), so
    an item seen once does not crowd out a well-measured one."""
    items = summary["balance"]["items"]
    names = list(items)
    if len(names) > 2 * limit:
        best = sorted(names, key=lambda n: (-items[n]["ci95"][0], n))[:limit]
        worst = sorted(names, key=lambda n: (items[n]["ci95"][1], n))[:limit]
        names = list(dict.fromkeys(best + worst))
    names.sort(key=lambda n: (-items[n]["win_rate"], -items[n]["n"], n))
    return [(n, items[n]) for n in names]


def plots(out: Path, summary: dict[str, Any]) -> dict[str, str]:
    """The PNG charts: win rate per bot and per seat, and (when the game reports what seats
    took) the balance chart. Returns name -> path."""
    title = f"{summary['game']}, {summary['players']} players, {summary['games']} games"
    fair = summary["first_seat"]["fair_share"]
    paths: dict[str, str] = {}

    fig = _figure(max(4.0, 1.2 * len(summary["per_bot"]) + 2), 3.6)
    ax = fig.add_subplot()
    bots = list(summary["per_bot"])
    _bars(ax, bots, [summary["per_bot"][b] for b in bots], fair)
    ax.set_title(f"win rate per bot: {title}", fontsize=9)
    paths["win_rates"] = _save(fig, out / "win_rates.png")

    fig = _figure(max(4.0, 0.8 * summary["players"] + 2), 3.6)
    ax = fig.add_subplot()
    _bars(ax, [str(r["seat"]) for r in summary["per_seat"]], summary["per_seat"], fair)
    ax.set_xlabel("seat")
    ax.set_title(f"win rate per seat: {title}", fontsize=9)
    paths["seats"] = _save(fig, out / "seats.png")

    items = balance_rows(summary)
    if items:
        fig = _figure(7.0, 1.2 + 0.28 * len(items))
        ax = fig.add_subplot()
        _bars(ax, [f"{name} (n={row['n']})" for name, row in items], [r for _, r in items],
              summary["balance"]["baseline"], horizontal=True)
        ax.tick_params(axis="y", labelsize=7)
        ax.set_title(f"win rate when a seat took the item: {title}", fontsize=9)
        paths["balance"] = _save(fig, out / "balance.png")
    return paths


def _save(fig: Any, path: Path) -> str:
    try:
        fig.savefig(path, format="png")
    except OSError as exc:
        raise OptionError(f"cannot write {path}: {exc.strerror or exc}") from None
    return str(path)


# ------------------------------------------------------------------------------- HTML


def _rate(row: dict[str, Any]) -> str:
    return f"{row['win_rate']:.3f} ({row['ci95'][0]:.3f}-{row['ci95'][1]:.3f})"


def _table(head: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    th = "".join(f"<th>{html.escape(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in r) + "</tr>"
                   for r in rows)
    return f"<table><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>"


RATE = "win rate (95% CI)"


def tables(summary: dict[str, Any]) -> list[tuple[str, list[str], list[list[Any]]]]:
    """The report's tables as (title, header, rows), for the HTML page and the terminal."""
    out = []
    out.append(("per bot", ["bot", "seats", RATE, "mean score", "mu", "sigma", "ordinal"],
                [[name, r["n"], _rate(r), f"{r['mean_score']:.2f}", f"{r['rating']['mu']:.2f}",
                  f"{r['rating']['sigma']:.2f}", f"{r['rating']['ordinal']:.2f}"]
                 for name, r in summary["per_bot"].items()]))
    first = summary["first_seat"]
    out.append((f"per seat (fair share {first['fair_share']:.3f}; first seat "
                f"{first['advantage']:+.3f}"
                f"{', significant' if first['significant'] else ''})",
                ["seat", "seat-games", RATE, "mean score"],
                [[r["seat"], r["n"], _rate(r), f"{r['mean_score']:.2f}"]
                 for r in summary["per_seat"]]))
    items = sorted(summary["balance"]["items"].items(),
                   key=lambda kv: (-kv[1]["lift"], -kv[1]["n"], kv[0]))
    if items:
        out.append((f"balance: win rate when a seat took the item (baseline "
                    f"{summary['balance']['baseline']:.3f})",
                    ["item", "taken", RATE, "lift", "mean score"],
                    [[name, r["n"], _rate(r), f"{r['lift']:+.3f}", f"{r['mean_score']:.2f}"]
                     for name, r in items]))
    if summary["per_group"]:
        out.append(("per group (won there, e.g. a role's round)",
                    ["group", "held", RATE, "mean score"],
                    [[group_name(summary["game"], name), r["n"], _rate(r),
                      f"{r['mean_score']:.2f}"]
                     for name, r in summary["per_group"].items()]))
    return out


def headline(summary: dict[str, Any]) -> str:
    ran = f"Ray at {summary['ray']}" if summary["ray"] else f"{summary['workers']} worker(s)"
    return (f"{summary['game']}: {summary['players']} players, {summary['games']} games, "
            f"bots {', '.join(summary['bots'])}, seed {summary['seed']}; {summary['steps']} "
            f"steps in {summary['seconds']} s ({summary['games_per_s']} games/s, {ran})")


def html_page(summary: dict[str, Any], images: dict[str, str]) -> str:
    parts = [f"<h1>{html.escape(summary['game'])} tournament</h1>",
             f"<p>{html.escape(headline(summary))}</p>"]
    if not summary["rotation"]["balanced"]:
        parts.append(f"<p><em>{summary['games']} games is not a multiple of the seating "
                     f"period ({summary['rotation']['period']}): seats are nearly, not "
                     "exactly, balanced.</em></p>")
    for name, path in images.items():
        data = base64.b64encode(Path(path).read_bytes()).decode()
        parts.append(f'<img alt="{html.escape(name)}" src="data:image/png;base64,{data}">')
    for title, head, rows in tables(summary):
        parts.append(f"<h2>{html.escape(title)}</h2>" + _table(head, rows))
    style = ("body{font-family:sans-serif;margin:2em;max-width:70em}"
             "table{border-collapse:collapse;margin-bottom:1em}"
             "td,th{border:1px solid #ccc;padding:.2em .6em;text-align:right}"
             "td:first-child,th:first-child{text-align:left}img{max-width:100%;display:block}")
    return ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{html.escape(summary['game'])} tournament</title><style>{style}</style>"
            f"</head><body>{''.join(parts)}</body></html>\n")


def write_all(out: Path, summary: dict[str, Any], writer: RowWriter) -> None:
    """summary.json, the plots and report.html in `out`, beside the rows `writer` wrote;
    sets summary["files"] to what was written."""
    images = plots(out, summary)
    files = {"results": str(writer.path), "summary": str(out / "summary.json"),
             "report": str(out / "report.html"), "plots": images}
    summary["files"] = files
    try:
        (out / "summary.json").write_text(json.dumps(summary, indent=1) + "\n")
        (out / "report.html").write_text(html_page(summary, images))
    except OSError as exc:
        raise OptionError(f"cannot write to {out}: {exc.strerror or exc}") from None


def print_summary(summary: dict[str, Any]) -> None:
    from rich import box
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    console = Console()
    # Text, not strings: an item such as "card:gem:red" is no emoji code nor markup
    console.print(Text(headline(summary)))
    for title, head, rows in tables(summary):
        table = Table(title=Text(title), box=box.SIMPLE)
        # the names column as wide as its longest name (up to a point), the numbers fold
        width = min(26, max((len(str(row[0])) for row in rows), default=4))
        for i, name in enumerate(head):
            table.add_column(Text(name), min_width=width if i == 0 else None,
                             overflow="fold", no_wrap=i > 0)
        for row in rows:
            table.add_row(*(Text(str(c)) for c in row))
        console.print(table)
    if summary["files"]:
        console.print(Text(f"report: {summary['files']['report']}"), soft_wrap=True)
