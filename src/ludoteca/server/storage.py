"""Persistence through SQLAlchemy: tables, seats and every accepted action.

A table's game state is never stored: it is (game, options, seed) plus the ordered list of
accepted actions, which replays exactly. An action is stored together with the table's new
version in one transaction, so a server killed at any moment restarts where it was.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    Float,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    event,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.engine import Engine

metadata = MetaData()

tables = Table(
    "tables", metadata,
    Column("id", String(16), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", JSON, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("public", Boolean, nullable=False),
    Column("status", String(16), nullable=False),
    Column("version", Integer, nullable=False),
    Column("created", Float, nullable=False),
    Column("host_hash", String(64), nullable=False),
    Column("next_id", String(16), nullable=True),
)

seats = Table(
    "seats", metadata,
    Column("table_id", String(16), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("name", String(64), nullable=False),
    Column("kind", String(8), nullable=False),
    Column("bot", String(32), nullable=True),
    Column("token_hash", String(64), nullable=True),
)

actions = Table(
    "actions", metadata,
    Column("table_id", String(16), primary_key=True),
    Column("seq", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("action", Text, nullable=False),
)


# the hot path (one per accepted action) uses two fixed statements, compiled once
_INSERT_ACTION = text("INSERT INTO actions (table_id, seq, seat, action) "
                      "VALUES (:table_id, :seq, :seat, :action)")
_UPDATE_VERSION = text("UPDATE tables SET version = :version, status = :status WHERE id = :id")


@dataclass
class SeatRow:
    seat: int
    name: str
    kind: str  # empty | human | bot
    bot: str | None
    token_hash: str | None


@dataclass
class TableRow:
    id: str
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    public: bool
    status: str  # waiting | playing | finished
    version: int
    created: float
    host_hash: str
    next_id: str | None
    seats: list[SeatRow]


def make_engine(url: str) -> Engine:
    engine = create_engine(url, future=True)
    if engine.dialect.name == "sqlite":
        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(conn: Any, _record: Any) -> None:
            # WAL: readers never block the writer; NORMAL: commits survive a killed
            # process (the OS keeps the log), only a power cut could lose the last ones
            cursor = conn.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.close()
    metadata.create_all(engine)
    return engine


class Storage:
    def __init__(self, url: str) -> None:
        self.engine = make_engine(url)
        # one writer thread: writes keep their order and never fight over SQLite's lock
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="storage")

    async def run(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run a storage call on the writer thread, off the event loop."""
        return await asyncio.get_running_loop().run_in_executor(self._writer, fn, *args)

    def create_table(self, row: TableRow) -> None:
        with self.engine.begin() as conn:
            conn.execute(insert(tables).values(
                id=row.id, game=row.game, players=row.players, options=row.options,
                seed=row.seed, public=row.public, status=row.status, version=row.version,
                created=row.created, host_hash=row.host_hash, next_id=row.next_id))
            conn.execute(insert(seats), [
                {"table_id": row.id, "seat": s.seat, "name": s.name, "kind": s.kind,
                 "bot": s.bot, "token_hash": s.token_hash} for s in row.seats])

    def save_seat(self, table_id: str, seat: SeatRow) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(seats).where(seats.c.table_id == table_id,
                                             seats.c.seat == seat.seat)
                         .values(name=seat.name, kind=seat.kind, bot=seat.bot,
                                 token_hash=seat.token_hash))

    def set_table(self, table_id: str, **values: Any) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(tables).where(tables.c.id == table_id).values(**values))

    def append_action(self, table_id: str, seq: int, seat: int, action: dict[str, Any],
                      status: str) -> None:
        """Store action number `seq` and the table's new version in one transaction."""
        with self.engine.begin() as conn:
            conn.execute(_INSERT_ACTION, {"table_id": table_id, "seq": seq, "seat": seat,
                                          "action": json.dumps(action)})
            conn.execute(_UPDATE_VERSION, {"id": table_id, "version": seq, "status": status})

    def load_actions(self, table_id: str) -> list[tuple[int, dict[str, Any]]]:
        with self.engine.connect() as conn:
            rows = conn.execute(select(actions.c.seat, actions.c.action)
                                .where(actions.c.table_id == table_id)
                                .order_by(actions.c.seq))
            return [(seat, json.loads(raw)) for seat, raw in rows]

    def load_tables(self) -> list[TableRow]:
        with self.engine.connect() as conn:
            rows = conn.execute(select(tables)).mappings().all()
            seat_rows = conn.execute(select(seats).order_by(seats.c.table_id, seats.c.seat)
                                     ).mappings().all()
        by_table: dict[str, list[SeatRow]] = {}
        for s in seat_rows:
            by_table.setdefault(s["table_id"], []).append(
                SeatRow(s["seat"], s["name"], s["kind"], s["bot"], s["token_hash"]))
        return [TableRow(r["id"], r["game"], r["players"], dict(r["options"]), r["seed"],
                         r["public"], r["status"], r["version"], r["created"], r["host_hash"],
                         r["next_id"], by_table.get(r["id"], [])) for r in rows]

    def close(self) -> None:
        self._writer.shutdown(wait=True)
        self.engine.dispose()
