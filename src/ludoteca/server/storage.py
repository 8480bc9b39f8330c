"""Persistence through SQLAlchemy: tables, seats, every accepted action and the chat.

A table's game state is never stored: it is (game, options, seed) plus the ordered list of
accepted actions, which replays exactly. An action is stored together with the table's new
version in one transaction, so a server killed at any moment restarts where it was.

Writes go through `Storage.run`, to one writer thread that commits in groups: it takes
every write waiting in its queue (up to MAX_GROUP) and commits them in one transaction,
then answers each caller. A group that fails fails every write in it (rolled back, each
caller gets the error), so the callers' write-then-apply order keeps memory unchanged.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import queue
import threading
from collections.abc import Callable, Iterator
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
    func,
    insert,
    inspect,
    or_,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection, Engine

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
    # a finished game's winners, scores and final digest (replays.game_result), stored
    # when it ends, so the replays list and the record need no replay; null before the
    # end, and in rows stored before the column existed (filled in when first needed)
    Column("result", JSON, nullable=True),
    # the turn timer: "relaxed" | "normal" | "fast" (null, in rows stored before the column
    # existed, and "none": no clocks), and the clocks' state (Room.clocks_json: each seat's
    # remaining milliseconds, time-outs, votes, the seats a stand-in plays now)
    Column("time", String(16), nullable=True),
    Column("clocks", JSON, nullable=True),
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

# a table's chat: `id` counts the table's lines from 1; `version` is the table's version
# when the line was written (where the replay shows it); `spectator` numbers a spectator
chat = Table(
    "chat", metadata,
    Column("table_id", String(16), primary_key=True),
    Column("id", Integer, primary_key=True),
    Column("version", Integer, nullable=False),
    Column("seat", Integer, nullable=True),
    Column("spectator", Integer, nullable=True),
    Column("name", String(64), nullable=False),
    Column("bot", Boolean, nullable=False),
    Column("text", Text, nullable=False),
    Column("at", Float, nullable=False),
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


@dataclass(frozen=True)
class ChatRow:
    id: int
    version: int
    seat: int | None  # None: a spectator
    spectator: int | None  # the spectator's number at this table
    name: str
    bot: bool
    text: str
    at: float  # seconds since the epoch

    def to_json(self) -> dict[str, Any]:
        """The line as clients get it (`CHAT` in docs/server.md)."""
        return {"id": self.id, "version": self.version, "seat": self.seat,
                "spectator": self.spectator, "name": self.name, "bot": self.bot,
                "text": self.text, "at": self.at}


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
    result: dict[str, Any] | None = None  # a finished game's (replays.game_result)
    time: str = "none"  # the turn timer's preset (docs/server.md, "Turn timers")
    clocks: dict[str, Any] | None = None  # the clocks as last stored (Room.clocks_json)


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
    _add_columns(engine)
    return engine


def _add_columns(engine: Engine) -> None:
    """Columns added since a database was made (create_all makes only missing tables):
    added empty, so an existing database file keeps working."""
    known = {c["name"] for c in inspect(engine).get_columns("tables")}
    for column in tables.columns:
        if column.name not in known:
            kind = column.type.compile(dialect=engine.dialect)
            with engine.begin() as conn:
                conn.execute(text(f"ALTER TABLE tables ADD COLUMN {column.name} {kind}"))


MAX_GROUP = 256  # writes committed in one transaction at most

# a queued write: the call, and where to answer (its loop and future)
_Write = tuple[Callable[[], Any], asyncio.AbstractEventLoop, asyncio.Future[Any]]


def _settle(answers: list[tuple[asyncio.Future[Any], Any, BaseException | None]]) -> None:
    """On the caller's loop: answer each write of a group (a caller may have gone)."""
    for future, result, error in answers:
        if future.done():
            continue
        if error is not None:
            future.set_exception(error)
        else:
            future.set_result(result)


class Storage:
    def __init__(self, url: str) -> None:
        self.engine = make_engine(url)
        # one writer thread: writes keep their order and never fight over SQLite's lock
        self._queue: queue.SimpleQueue[_Write | None] = queue.SimpleQueue()
        self._group = threading.local()  # the writer's open transaction, during a group
        self._writer = threading.Thread(target=self._write_groups, name="storage-writer",
                                        daemon=True)
        self._writer.start()
        self.groups = 0  # transactions the writer committed or rolled back
        self.writes = 0  # writes in them

    async def run(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run a write on the writer thread, off the event loop, in the next group commit;
        its result, or the error that failed its group."""
        if not self._writer.is_alive():
            raise RuntimeError("the storage is closed")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        self._queue.put((functools.partial(fn, *args, **kwargs), loop, future))
        return await future

    def _write_groups(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            group, stop = [first], False
            while len(group) < MAX_GROUP:  # every write that waited meanwhile joins
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    stop = True
                    break
                group.append(item)
            self._commit(group)
            if stop:
                return

    def _commit(self, group: list[_Write]) -> None:
        results: list[Any] = []
        error: BaseException | None = None
        try:
            with self.engine.begin() as conn:
                self._group.conn = conn
                try:
                    results = [call() for call, _, _ in group]
                finally:
                    self._group.conn = None
        except BaseException as exc:  # rolled back: every write of the group failed
            error = exc
        self.groups += 1
        self.writes += len(group)
        by_loop: dict[asyncio.AbstractEventLoop, list[Any]] = {}
        for index, (_, loop, future) in enumerate(group):
            answer = (future, None, error) if error is not None else (future, results[index],
                                                                      None)
            by_loop.setdefault(loop, []).append(answer)
        for loop, answers in by_loop.items():  # one wake-up per loop and group
            with contextlib.suppress(RuntimeError):  # that loop has closed
                loop.call_soon_threadsafe(_settle, answers)

    @contextlib.contextmanager
    def _tx(self) -> Iterator[Connection]:
        """The writer's group transaction when called in one, else a transaction of its own
        (a direct call, as at start-up or in tests)."""
        conn = getattr(self._group, "conn", None)
        if conn is not None:
            yield conn
            return
        with self.engine.begin() as own:
            yield own

    def create_table(self, row: TableRow) -> None:
        with self._tx() as conn:
            conn.execute(insert(tables).values(
                id=row.id, game=row.game, players=row.players, options=row.options,
                seed=row.seed, public=row.public, status=row.status, version=row.version,
                created=row.created, host_hash=row.host_hash, next_id=row.next_id,
                time=row.time, clocks=row.clocks))
            conn.execute(insert(seats), [
                {"table_id": row.id, "seat": s.seat, "name": s.name, "kind": s.kind,
                 "bot": s.bot, "token_hash": s.token_hash} for s in row.seats])

    def save_seat(self, table_id: str, seat: SeatRow,
                  clocks: dict[str, Any] | None = None) -> None:
        with self._tx() as conn:
            conn.execute(update(seats).where(seats.c.table_id == table_id,
                                             seats.c.seat == seat.seat)
                         .values(name=seat.name, kind=seat.kind, bot=seat.bot,
                                 token_hash=seat.token_hash))
            if clocks is not None:  # a seat replaced by a vote: with the votes
                conn.execute(update(tables).where(tables.c.id == table_id)
                             .values(clocks=clocks))

    def set_table(self, table_id: str, **values: Any) -> None:
        with self._tx() as conn:
            conn.execute(update(tables).where(tables.c.id == table_id).values(**values))

    def append_action(self, table_id: str, seq: int, seat: int, action: dict[str, Any],
                      status: str, result: dict[str, Any] | None = None,
                      clocks: dict[str, Any] | None = None) -> None:
        """Store action number `seq` and the table's new version in one transaction (and,
        for the action that ended the game, its result; on a timed table, its clocks)."""
        with self._tx() as conn:
            conn.execute(_INSERT_ACTION, {"table_id": table_id, "seq": seq, "seat": seat,
                                          "action": json.dumps(action)})
            conn.execute(_UPDATE_VERSION, {"id": table_id, "version": seq, "status": status})
            if result is not None or clocks is not None:
                values: dict[str, Any] = {}
                if result is not None:
                    values["result"] = result
                if clocks is not None:
                    values["clocks"] = clocks
                conn.execute(update(tables).where(tables.c.id == table_id).values(**values))

    def load_actions(self, table_id: str) -> list[tuple[int, dict[str, Any]]]:
        with self.engine.connect() as conn:
            rows = conn.execute(select(actions.c.seat, actions.c.action)
                                .where(actions.c.table_id == table_id)
                                .order_by(actions.c.seq))
            return [(seat, json.loads(raw)) for seat, raw in rows]

    def load_action_texts(self, table_id: str) -> list[tuple[int, str]]:
        """The stored actions as stored (JSON text): a worker process parses them."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(actions.c.seat, actions.c.action)
                                .where(actions.c.table_id == table_id)
                                .order_by(actions.c.seq))
            return [(seat, raw) for seat, raw in rows]

    def add_chat(self, table_id: str, line: ChatRow) -> None:
        with self._tx() as conn:
            conn.execute(insert(chat).values(
                table_id=table_id, id=line.id, version=line.version, seat=line.seat,
                spectator=line.spectator, name=line.name, bot=line.bot, text=line.text,
                at=line.at))

    def load_chat(self, table_id: str, last: int) -> tuple[list[ChatRow], int, int, int]:
        """The table's `last` chat lines (oldest first), its highest line id, its highest
        spectator number (0 when none) and how many lines spectators wrote."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(chat).where(chat.c.table_id == table_id)
                                .order_by(chat.c.id.desc()).limit(last)).mappings().all()
            top = conn.execute(select(func.max(chat.c.id), func.max(chat.c.spectator),
                                      func.count(chat.c.spectator))
                               .where(chat.c.table_id == table_id)).one()
        lines = [ChatRow(r["id"], r["version"], r["seat"], r["spectator"], r["name"],
                         r["bot"], r["text"], r["at"]) for r in reversed(rows)]
        return lines, top[0] or 0, top[1] or 0, top[2] or 0

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
        with self._tx() as conn:
            conn.execute(delete(actions).where(actions.c.table_id == table_id))
            conn.execute(delete(chat).where(chat.c.table_id == table_id))
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
                         r["next_id"], by_table.get(r["id"], []), r["result"],
                         r["time"] or "none", r["clocks"])
                for r in rows]

    def close(self) -> None:
        self._queue.put(None)  # after every write queued before it
        self._writer.join()
        self.engine.dispose()
