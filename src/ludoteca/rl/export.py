"""Decision rows for imitation learning and offline RL (`ludoteca export`, docs/research.md,
"Data for imitation and offline RL").

Each game record is replayed move by move; before each move the deciding seat's own view is
encoded and its legal actions masked exactly as the RL environments do (`Table.encoder`,
`Table.codec`), so a policy trained on the rows plays in the environments as it is. Rows go
to Parquet shards in a hidden folder beside the output that is renamed into place at the
end: an export that fails leaves nothing behind.

Columns (one row per decision): game (int64, the game's index in the export), seed (uint64),
step (int32, the move's index in its game), seat (int32), observation
(fixed_size_list<float32>[observation_size]), action_mask (fixed_size_list<int8>
[action_size]), action (int32, a codec id), reward (float32: 0, but the seat's
`state.returns()` on its last row), done (bool: the seat's last row), episode_return
(float32: the seat's return, on every row of it). The schema metadata's b"ludoteca" key
holds the set-up as JSON (`metadata`).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from ..core.errors import OptionError, RecordError
from ..core.records import Record
from ..core.registry import get_game
from .table import Table

FORMAT = 1  # the metadata's "format": bumped when a column changes
ROWS_PER_SHARD = 100_000
# rows are buffered up to this many bytes, then written as one row group: a Saboteur row
# is 47 KB (its 25,303-id mask), so 100,000 of them would not fit in memory at once;
# measured on 20 Saboteur games, peak memory is about 8x this (64 MiB: 650 MB, 2x slower)
GROUP_BYTES = 8 * 2**20
SEED_LIMIT = 2**64  # seeds are stored as uint64 (seed_from's range)
REWARD = ("0 on every row but each seat's last, which holds the seat's state.returns() "
          "and done=true")


def shard_name(number: int) -> str:
    return f"part-{number:05d}.parquet"


def check_out(out: Path) -> None:
    """OUT must not hold anything yet (an empty folder is fine): OptionError otherwise."""
    if out.is_dir():
        if any(out.iterdir()):
            raise OptionError(f"--out {out} exists and is not empty: choose a new folder")
    elif out.exists() or out.is_symlink():
        raise OptionError(f"--out {out} exists and is not a folder")


class Exporter:
    """Rows of one game set-up (game, players, options) written shard by shard: `add` each
    record in order, then `finish` (or `abort` on failure)."""

    def __init__(self, game_id: str, players: int, options: Mapping[str, Any], out: Path,
                 rows_per_shard: int = ROWS_PER_SHARD,
                 about: Mapping[str, Any] | None = None) -> None:
        check_out(out)
        self.table = Table(game_id, players, options, None)
        self.out = out
        self.rows_per_shard = rows_per_shard
        self.obs_size = len(self.table.encoder.low)
        self.metadata = {"format": FORMAT, "game": game_id,
                         "version": self.table.game.meta.version,
                         "players": self.table.players, "options": self.table.options,
                         "observation_size": self.obs_size, "action_size": self.table.size,
                         "reward": REWARD, **(about or {})}
        self.schema = pa.schema([
            ("game", pa.int64()), ("seed", pa.uint64()), ("step", pa.int32()),
            ("seat", pa.int32()),
            ("observation", pa.list_(pa.float32(), self.obs_size)),
            ("action_mask", pa.list_(pa.int8(), self.table.size)),
            ("action", pa.int32()), ("reward", pa.float32()), ("done", pa.bool_()),
            ("episode_return", pa.float32()),
        ], metadata={"ludoteca": json.dumps(self.metadata)})
        try:
            out.parent.mkdir(parents=True, exist_ok=True)
            # beside OUT, so that the final rename stays on one file system
            self.tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.partial-", dir=out.parent))
        except OSError as exc:
            raise OptionError(f"cannot write to {out}: {exc.strerror or exc}") from None
        row_bytes = 4 * self.obs_size + self.table.size + 40
        self.group_rows = max(1, min(rows_per_shard, GROUP_BYTES // row_bytes))
        self.pending: list[dict[str, np.ndarray]] = []  # rows not written yet
        self.pending_rows = 0
        self.writer: Any = None  # the open shard's pq.ParquetWriter
        self.shard_rows = 0  # rows in the open shard
        self.games = self.rows = 0
        self.files: list[str] = []

    def add(self, index: int, record: Record) -> None:
        """One game's rows; RecordError if the record does not replay on this set-up."""
        if not 0 <= record.seed < SEED_LIMIT:
            raise RecordError(f"record seed {record.seed} is outside 0..2**64-1")
        columns = self._rows(index, record)
        self.games += 1
        if len(columns["step"]):
            self.pending.append(columns)
            self.pending_rows += len(columns["step"])
        while self.pending_rows >= self._room():
            self._flush(self._room())

    def _room(self) -> int:
        """Rows the next row group takes: a full group, or what the open shard lacks."""
        return min(self.group_rows, self.rows_per_shard - self.shard_rows)

    def _rows(self, index: int, record: Record | None) -> dict[str, np.ndarray]:
        """One game's columns (`record` None: empty columns)."""
        table = self.table
        observe = table.encoder.observe
        state = table.new(record.seed if record else 0)
        state.quiet()  # as in the environments: only views are read, never events
        observations, masks, actions, seats = [], [], [], []
        for move, (seat, action) in enumerate(record.actions if record else (), start=1):
            if not (type(seat) is int and 0 <= seat < table.players):
                raise RecordError(f"move {move}: no seat {seat}")
            legal, ids = table.legal(state, seat)
            try:
                position = legal.index(action)
            except ValueError:
                raise RecordError(f"move {move}: {action.to_json()} is not legal for seat "
                                  f"{seat} now") from None
            observations.append(observe(state, seat))  # that seat's own view only
            masks.append(table.mask(ids))
            actions.append(ids[position])
            seats.append(seat)
            state.apply(seat, legal[position])
        if record and record.digest is not None and state.digest() != record.digest:
            raise RecordError("record field 'digest': the replayed game ends in a different "
                              "state")
        count = len(actions)
        seat_array = np.asarray(seats, np.int32)
        returns = np.asarray(state.returns(), np.float32)
        reward = np.zeros(count, np.float32)
        done = np.zeros(count, np.bool_)
        for seat in set(seats):
            last = count - 1 - seats[::-1].index(seat)
            reward[last], done[last] = returns[seat], True
        return {
            "game": np.full(count, index, np.int64),
            "seed": np.full(count, record.seed if record else 0, np.uint64),
            "step": np.arange(count, dtype=np.int32),
            "seat": seat_array,
            "observation": (np.stack(observations).astype(np.float32, copy=False) if count
                            else np.zeros((0, self.obs_size), np.float32)),
            "action_mask": (np.stack(masks) if count
                            else np.zeros((0, table.size), np.int8)),
            "action": np.asarray(actions, np.int32),
            "reward": reward, "done": done,
            "episode_return": returns[seat_array] if count else np.zeros(0, np.float32),
        }

    def _flush(self, rows: int) -> None:
        """Write the first `rows` pending rows as a row group of the open shard (opened if
        none is), and close the shard once it holds `rows_per_shard`."""
        joined = {name: np.concatenate([c[name] for c in self.pending])
                  for name in self.pending[0]} if self.pending else self._rows(0, None)
        arrays = []
        for field in self.schema:
            values = joined[field.name][:rows]
            if values.ndim == 2:  # fixed-size lists over one flat buffer, no copy per row
                arrays.append(pa.FixedSizeListArray.from_arrays(
                    pa.array(values.reshape(-1)), values.shape[1]))
            else:
                arrays.append(pa.array(values, type=field.type))
        try:
            if self.writer is None:
                self.files.append(shard_name(len(self.files)))
                # zstd without dictionaries: masks and one-hot fields are long runs of
                # zeros; measured on Saboteur rows, 3x quicker to write than the defaults
                # (the dictionary pass) and 4x quicker to read, at 1.5x the size
                self.writer = pq.ParquetWriter(self.tmp / self.files[-1], self.schema,
                                               compression="zstd", use_dictionary=False)
            self.writer.write_table(pa.Table.from_arrays(arrays, schema=self.schema))
            self.shard_rows += rows
            if self.shard_rows >= self.rows_per_shard:
                self._close()
        except OSError as exc:
            raise OptionError(f"cannot write {self.out}: {exc.strerror or exc}") from None
        self.rows += rows
        rest = {name: values[rows:] for name, values in joined.items()}
        self.pending_rows -= rows
        self.pending = [rest] if self.pending_rows else []

    def finish(self) -> dict[str, Any]:
        """Write the last shard and move the folder into place; the summary."""
        if self.pending_rows or not self.files:  # no rows at all: one empty shard, so
            self._flush(self.pending_rows)       # that readers still find the schema
        try:
            self._close()
            if self.out.is_dir():
                self.out.rmdir()  # empty (check_out): replaced by the finished folder
            os.replace(self.tmp, self.out)
        except OSError as exc:
            self.abort()
            raise OptionError(f"cannot write {self.out}: {exc.strerror or exc}") from None
        return {"game": self.metadata["game"], "players": self.table.players,
                "options": self.table.options, "out": str(self.out), "games": self.games,
                "rows": self.rows, "shards": len(self.files),
                "files": [str(self.out / name) for name in self.files],
                "observation_size": self.obs_size, "action_size": self.table.size}

    def _close(self) -> None:
        writer, self.writer, self.shard_rows = self.writer, None, 0
        if writer is not None:
            writer.close()

    def abort(self) -> None:
        with contextlib.suppress(OSError):
            self._close()
        shutil.rmtree(self.tmp, ignore_errors=True)


def same_setup(records: Sequence[tuple[str, Record]]) -> None:
    """Every record of one players count and options (one observation and mask size);
    RecordError naming the first that differs."""
    def setup(record: Record) -> tuple[int, dict[str, Any]]:
        # resolved: a record may leave out options at their defaults
        return record.players, get_game(record.game).resolve_options(record.players,
                                                                     record.options)

    where, first = records[0]
    for name, record in records[1:]:
        if setup(record) != setup(first):
            raise RecordError(
                f"{name}: {record.players} players, options {json.dumps(record.options)}; "
                f"{where} has {first.players} players, options {json.dumps(first.options)}: "
                "export one set-up at a time (the observation and mask sizes differ)")
