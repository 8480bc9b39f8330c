"""Persistence through SQLAlchemy: tables, seats and every accepted action.

A table's game state is never stored: it is (game, options, seed) plus the ordered list of
accepted actions, which replays exactly. An action is stored together with the table's new
version in one transaction, so a server killed at any moment restarts where it was.
"""

from __future__ import annotations

import asyncio
import functools
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
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    and_,
    create_engine,
    delete,
    event,
    insert,
    or_,
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
# the replay list pages through finished public games, newest first
_BY_STATUS = Index("tables_by_status", tables.c.status, tables.c.public, tables.c.created)

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
    _BY_STATUS.create(engine, checkfirst=True)  # databases made before the index existed
    return engine


class Storage:
    def __init__(self, url: str) -> None:
        self.engine = make_engine(url)
        # one writer thread: writes keep their order and never fight over SQLite's lock
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="storage")

    async def run(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run a storage call on the writer thread, off the event loop."""
        call = functools.partial(fn, *args, **kwargs)
        return await asyncio.get_running_loop().run_in_executor(self._writer, call)

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

    def load_tables(self, statuses: tuple[str, ...]) -> list[TableRow]:
        """Every table in one of these states, with its seats."""
        return self._rows(tables.c.status.in_(statuses))

    def load_table(self, table_id: str) -> TableRow | None:
        rows = self._rows(tables.c.id == table_id)
        return rows[0] if rows else None

    def finished_page(self, limit: int, after: tuple[float, str] | None
                      ) -> list[TableRow]:
        """Finished public games, newest first, after the cursor (created, id)."""
        where = and_(tables.c.status == "finished", tables.c.public.is_(True))
        if after is not None:
            created, table_id = after
            where = and_(where, or_(tables.c.created < created,
                                    and_(tables.c.created == created,
                                         tables.c.id > table_id)))
        return self._rows(where, order=(tables.c.created.desc(), tables.c.id), limit=limit)

    def delete_table(self, table_id: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(delete(actions).where(actions.c.table_id == table_id))
            conn.execute(delete(seats).where(seats.c.table_id == table_id))
            conn.execute(delete(tables).where(tables.c.id == table_id))

    def _rows(self, where: Any, order: tuple[Any, ...] = (), limit: int | None = None
              ) -> list[TableRow]:
        query = select(tables).where(where).order_by(*order)
        if limit is not None:
            query = query.limit(limit)
        with self.engine.connect() as conn:
            rows = conn.execute(query).mappings().all()
            ids = [r["id"] for r in rows]
            by_table: dict[str, list[SeatRow]] = {}
            for start in range(0, len(ids), 500):  # bound the IN list
                chunk = ids[start:start + 500]
                for s in conn.execute(select(seats).where(seats.c.table_id.in_(chunk))
                                      .order_by(seats.c.table_id, seats.c.seat)).mappings():
                    by_table.setdefault(s["table_id"], []).append(
                        SeatRow(s["seat"], s["name"], s["kind"], s["bot"], s["token_hash"]))
        return [TableRow(r["id"], r["game"], r["players"], dict(r["options"]), r["seed"],
                         r["public"], r["status"], r["version"], r["created"], r["host_hash"],
                         r["next_id"], by_table.get(r["id"], [])) for r in rows]

    def close(self) -> None:
        self._writer.shutdown(wait=True)
        self.engine.dispose()
