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


def item_rows(summary: dict[str, Any], bot: str | None = None) -> dict[str, dict[str, Any]]:
    """The balance rows of one bot's games (`bot`), or pooled over every bot (None)."""
    items = summary["balance"]["items"]
    if bot is None:
        return items
    return {name: row["per_bot"][bot] for name, row in items.items() if bot in row["per_bot"]}


def balance_rows(summary: dict[str, Any], limit: int = CHART_ITEMS, bot: str | None = None
                 ) -> list[tuple[str, dict]]:
    """The items of one balance chart (a bot's games, or pooled with `bot` None), best
    first: of the items seen at least `min_n` times, the `limit` surest winners (positive
    lift, highest lower bound of the interval) and the `limit` surest losers (negative
    lift, lowest upper bound). The lift's sign decides the side: an item measured often
    can have a low upper bound and still beat the baseline."""
    items = item_rows(summary, bot)
    least = summary["balance"].get("min_n", 0)
    names = [n for n, r in items.items() if r["n"] >= least]
    best = sorted((n for n in names if items[n]["lift"] > 0),
                  key=lambda n: (-items[n]["ci95"][0], n))[:limit]
    worst = sorted((n for n in names if items[n]["lift"] < 0),
                   key=lambda n: (items[n]["ci95"][1], n))[:limit]
    chosen = best + worst
    chosen.sort(key=lambda n: (-items[n]["win_rate"], -items[n]["n"], n))
    return [(n, items[n]) for n in chosen]


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

    if summary["balance"]["items"]:
        paths["balance"] = _save(_balance_figure(summary, title), out / "balance.png")
    return paths


def _balance_figure(summary: dict[str, Any], title: str) -> Any:
    """One panel per bot (an item's rate within that bot's games, against the bot's own
    win rate), then the pooled panel; items seen fewer than min_n times are left out."""
    balance = summary["balance"]
    least = balance.get("min_n", 0)
    panels: list[tuple[str, list[tuple[str, dict]], float]] = [
        (f"bot {bot}: win rate when it took the item (vs its own rate)",
         balance_rows(summary, bot=bot), balance.get("bot_baseline", {}).get(bot, 0.0))
        for bot in summary["bots"]]
    panels.append(("pooled over every bot (mixes the bots' strength)",
                   balance_rows(summary), balance["baseline"]))
    heights = [1.0 + 0.26 * max(len(rows), 1) for _, rows, _ in panels]
    fig = _figure(7.0, 0.6 + sum(heights))
    axes = fig.subplots(len(panels), 1, squeeze=False, height_ratios=heights)[:, 0]
    for ax, (name, rows, base) in zip(axes, panels, strict=True):
        if rows:
            _bars(ax, [f"{item} (n={row['n']})" + _stars(row) for item, row in rows],
                  [r for _, r in rows], base, horizontal=True)
            ax.tick_params(axis="y", labelsize=7)
        else:
            ax.set_axis_off()
            ax.text(0.5, 0.5, f"no item taken n >= {least} times with a lift", ha="center",
                    va="center", transform=ax.transAxes, fontsize=8)
        ax.set_title(name, fontsize=8)
    caveat = ("\ncaveat: seats holding more items win more; see lift vs count in the report"
              if balance.get("confounding", {}).get("flag") else "")
    fig.suptitle(f"balance: {title}\nitems taken n >= {least} times; * significant after "
                 f"{balance.get('adjustment', 'no')} adjustment,\n*c also against seats "
                 f"of the bot holding as many items{caveat}", fontsize=8)
    return fig


def _stars(row: dict[str, Any]) -> str:
    if not row.get("significant"):
        return ""
    return " *c" if row.get("significant_vs_count") else " *"


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
ITEM_HEAD = ["item", "n", RATE, "lift", "vs count", "p adj", "p adj vs count", "sig"]


def _p(row: dict[str, Any], key: str = "p_adjusted") -> str:
    return "-" if row.get(key) is None else f"{row[key]:.3g}"


def _item_table(items: dict[str, dict[str, Any]], least: int) -> list[list[Any]]:
    """Balance rows, tested items first, then by lift."""
    order = sorted(items.items(), key=lambda kv: (kv[1]["n"] < least, -kv[1]["lift"],
                                                  -kv[1]["n"], kv[0]))
    return [[name, r["n"], _rate(r), f"{r['lift']:+.3f}",
             f"{r['lift_vs_count']:+.3f}" if "lift_vs_count" in r else "-", _p(r),
             _p(r, "p_vs_count_adjusted"),
             f"n<{least}" if r["n"] < least else ("yes" if r.get("significant") else "no")]
            for name, r in order]


def notes(summary: dict[str, Any]) -> list[str]:
    """Caveats the reader needs beside the tables."""
    out = []
    balance = summary["balance"]
    if balance["items"]:
        out.append(f"Balance: an item is tested and plotted once a bot took it at least "
                   f"{balance.get('min_n', 0)} times; lift is against that bot's own win "
                   f"rate; p-values are adjusted ({balance.get('adjustment', 'none')}) over "
                   "every item and bot tested; \"vs count\" compares the item's holders "
                   "with seats of the same bot holding as many items.")
        confounding = balance.get("confounding", {})
        if confounding.get("flag"):
            out.append(f"Caveat: {confounding['note']}.")
    if summary.get("rotation", {}).get("duplicate"):
        out.append(f"Duplicate deals: {summary['rotation']['deals']} deals, each played by "
                   "every seating of the bots.")
    return out


def tables(summary: dict[str, Any]) -> list[tuple[str, list[str], list[list[Any]]]]:
    """The report's tables as (title, header, rows), for the HTML page and the terminal."""
    out = []
    out.append(("per bot", ["bot", "seats", RATE, "mean score", "mu", "sigma", "ordinal"],
                [[name, r["n"], _rate(r), f"{r['mean_score']:.2f}", f"{r['rating']['mu']:.2f}",
                  f"{r['rating']['sigma']:.2f}", f"{r['rating']['ordinal']:.2f}"]
                 for name, r in summary["per_bot"].items()]))
    first = summary["first_seat"]
    out.append((f"per seat (fair share {first['fair_share']:.3f})",
                ["seat", "seat-games", RATE, "mean score"],
                [[r["seat"], r["n"], _rate(r), f"{r['mean_score']:.2f}"]
                 for r in summary["per_seat"]]))
    fp = summary.get("first_player")
    if fp:
        out.append((f"per position, counted from {fp['measured_from']} (position 0 "
                    f"{first['advantage']:+.3f}"
                    f"{', significant' if first['significant'] else ', not significant'} "
                    f"after {fp['adjustment']} over {len(fp['per_position'])} positions)",
                    ["position", "seat-games", RATE, "advantage", "p (adjusted)"],
                    [[r["position"], r["n"], _rate(r), f"{r['advantage']:+.3f}",
                      _p(r)] for r in fp["per_position"]]))
    balance = summary["balance"]
    if balance["items"]:
        least = balance.get("min_n", 0)
        for bot in summary["bots"]:
            rows = _item_table(item_rows(summary, bot), least)
            if rows:
                rate = balance.get("bot_baseline", {}).get(bot, 0.0)
                out.append((f"balance, bot {bot}: win rate when it took the item (its own "
                            f"rate {rate:.3f}; tested from n >= {least}, "
                            f"{balance.get('adjustment', 'unadjusted')})", ITEM_HEAD, rows))
        out.append((f"balance, pooled over every bot (baseline {balance['baseline']:.3f}; "
                    "mixes the bots' strength, p stratified by bot)",
                    ITEM_HEAD, _item_table(balance["items"], least)))
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
    parts.extend(f"<p><em>{html.escape(note)}</em></p>" for note in notes(summary))
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
    if not console.is_terminal:  # a pipe or a file: room for the balance tables' columns
        console = Console(width=max(console.width, 120))
    # Text, not strings: an item such as "card:gem:red" is no emoji code nor markup
    console.print(Text(headline(summary)))
    for note in notes(summary):
        console.print(Text(note), soft_wrap=True)
    for title, head, rows in tables(summary):
        table = Table(title=Text(title), box=box.SIMPLE)
        # the names column as wide as its longest name (up to a point), the numbers fold
        width = min(26, max((len(str(row[0])) for row in rows), default=4))
        for i, name in enumerate(head):
            # the interval may wrap at its space: the balance tables are wide
            table.add_column(Text(name), min_width=width if i == 0 else None,
                             overflow="fold", no_wrap=i > 0 and name != RATE)
        for row in rows:
            table.add_row(*(Text(str(c)) for c in row))
        console.print(table)
    if summary["files"]:
        console.print(Text(f"report: {summary['files']['report']}"), soft_wrap=True)
