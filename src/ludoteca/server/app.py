"""The ASGI app: lobby over HTTP, play over one websocket per connection, static client.

The protocol is documented in docs/server.md.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import secrets
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..bots.base import bot_names
from ..core.actions import Action
from ..core.errors import IllegalAction, OptionError
from ..core.registry import game_ids, get_game
from .room import Conn, Room, RoomError, Settings, new_token, token_hash
from .storage import SeatRow, Storage, TableRow

STATIC = Path(__file__).resolve().parent.parent / "web" / "static"
MAX_MESSAGE = 16 * 1024  # bytes in one websocket message
MAX_BODY = 64 * 1024  # bytes in one HTTP request body
FLOOD_LIMIT = 50  # refused messages before a flooding connection is closed


class Hub:
    """All rooms of this server, loaded from storage at startup."""

    def __init__(self, storage: Storage, settings: Settings) -> None:
        self.storage = storage
        self.settings = settings
        self.rooms: dict[str, Room] = {}

    def load(self) -> None:
        for row in self.storage.load_tables():
            room = Room(row, self.storage, self.settings)
            if row.status != "waiting":
                room.restore(self.storage.load_actions(row.id))
            self.rooms[row.id] = room

    def resume(self) -> None:
        """Bots and timers pick up where the tables were (needs the running loop)."""
        for room in self.rooms.values():
            if room.row.status == "playing":
                room.mark_unconnected()
            room.kick()

    def get(self, table_id: str) -> Room:
        room = self.rooms.get(table_id)
        if room is None:
            raise HTTPError(404, f"no table {table_id!r}")
        return room

    def create(self, game_id: str, players: int, options: dict[str, Any], public: bool,
               seats: list[SeatRow] | None = None, host_hash: str | None = None
               ) -> tuple[Room, str | None]:
        game = get_game(game_id)
        resolved = game.resolve_options(players, options)
        host_token = None
        if host_hash is None:
            host_token = new_token()
            host_hash = token_hash(host_token)
        row = TableRow(
            id=secrets.token_urlsafe(6), game=game_id, players=players, options=resolved,
            seed=secrets.randbits(63), public=public, status="waiting", version=0,
            created=time.time(), host_hash=host_hash, next_id=None,
            seats=seats or [SeatRow(i, "", "empty", None, None) for i in range(players)])
        self.storage.create_table(row)
        room = Room(row, self.storage, self.settings)
        self.rooms[row.id] = room
        return room, host_token


class HTTPError(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


async def _body(request: Request) -> dict[str, Any]:
    raw = await request.body()
    if len(raw) > MAX_BODY:
        raise HTTPError(413, "request body too large")
    try:
        data = json.loads(raw or b"{}")
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError):
        raise HTTPError(400, "the request body is not JSON (or nested too deeply)") from None
    if not isinstance(data, dict):
        raise HTTPError(400, "the request body must be a JSON object")
    return data


def _field(data: dict[str, Any], name: str, kind: type, default: Any = ...) -> Any:
    if name not in data:
        if default is ...:
            raise HTTPError(400, f"field {name!r} is required")
        return default
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise HTTPError(400, f"field {name!r} must be {kind.__name__}")
    return value


def _managed(hub: Hub, request: Request, data: dict[str, Any]) -> Room:
    room = hub.get(request.path_params["id"])
    if not room.may_manage(_field(data, "token", str)):
        raise HTTPError(403, "this token holds no seat at this table")
    return room


def create_app(db_url: str = "sqlite:///ludoteca.db", settings: Settings | None = None
               ) -> Starlette:
    settings = settings or Settings()
    storage = Storage(db_url)
    hub = Hub(storage, settings)
    hub.load()

    async def games(request: Request) -> Response:
        out = []
        for game_id in game_ids():
            meta = get_game(game_id).meta
            out.append({"id": meta.id, "name": meta.name, "min_players": meta.min_players,
                        "max_players": meta.max_players, "bots": bot_names(game_id),
                        "options": [{"name": o.name, "default": o.default,
                                     "choices": list(o.choices), "help": o.help}
                                    for o in meta.options]})
        return JSONResponse(out)

    async def create_table(request: Request) -> Response:
        data = await _body(request)
        game_id = _field(data, "game", str)
        if game_id not in game_ids():
            raise HTTPError(400, f"unknown game {game_id!r}")
        meta = get_game(game_id).meta
        players = _field(data, "players", int, meta.min_players)
        options = _field(data, "options", dict, {})
        try:
            room, host_token = hub.create(game_id, players, options,
                                          _field(data, "public", bool, True))
        except OptionError as exc:
            raise HTTPError(400, str(exc)) from None
        return JSONResponse({"table": room.summary(), "host_token": host_token}, 201)

    async def list_tables(request: Request) -> Response:
        rooms = [r for r in hub.rooms.values()
                 if r.row.public and r.row.status in ("waiting", "playing")]
        rooms.sort(key=lambda r: -r.row.created)
        return JSONResponse([r.summary() for r in rooms])

    async def get_table(request: Request) -> Response:
        return JSONResponse(hub.get(request.path_params["id"]).summary())

    async def join(request: Request) -> Response:
        data = await _body(request)
        room = hub.get(request.path_params["id"])
        name = _field(data, "name", str).strip()
        if not 1 <= len(name) <= 32:
            raise HTTPError(400, "a display name has 1 to 32 characters")
        seat = _field(data, "seat", int, None)
        async with room.lock:
            seat, token = room.join(name, seat)
        room.broadcast_lobby()
        return JSONResponse({"seat": seat, "token": token, "table": room.summary()})

    async def add_bot(request: Request) -> Response:
        data = await _body(request)
        room = _managed(hub, request, data)
        bot = _field(data, "bot", str)
        if bot not in bot_names(room.row.game):
            raise HTTPError(400, f"unknown bot {bot!r}")
        async with room.lock:
            room.set_bot(_field(data, "seat", int), bot)
        room.broadcast_lobby()
        return JSONResponse(room.summary())

    async def start(request: Request) -> Response:
        data = await _body(request)
        room = _managed(hub, request, data)
        async with room.lock:
            room.start()
        room.broadcast_lobby()
        room.kick()
        return JSONResponse(room.summary())

    async def leave(request: Request) -> Response:
        data = await _body(request)
        room = hub.get(request.path_params["id"])
        try:
            seat = room.seat_of(_field(data, "token", str))
        except RoomError as exc:
            raise HTTPError(403, str(exc)) from None
        if seat is None:
            raise HTTPError(400, "this token holds no seat to leave")
        async with room.lock:
            room.leave(seat)
        room.broadcast_lobby()
        room.kick()
        return JSONResponse(room.summary())

    async def rematch(request: Request) -> Response:
        data = await _body(request)
        room = _managed(hub, request, data)
        if room.row.status != "finished":
            raise HTTPError(409, "the game is not finished")
        async with room.lock:
            if room.row.next_id is None:
                seats = [SeatRow(s.seat, s.name, s.kind, s.bot, s.token_hash)
                         for s in room.row.seats]
                new, _ = hub.create(room.row.game, room.row.players, room.row.options,
                                    room.row.public, seats, room.row.host_hash)
                new.start()
                room.row.next_id = new.id
                storage.set_table(room.id, next_id=new.id)
                new.kick()
        room.broadcast_lobby()
        return JSONResponse({"table": hub.get(room.row.next_id).summary()})

    async def replays(request: Request) -> Response:
        rooms = [r for r in hub.rooms.values() if r.row.status == "finished" and r.row.public]
        rooms.sort(key=lambda r: -r.row.created)
        return JSONResponse([r.summary() for r in rooms])

    def finished(request: Request) -> Room:
        room = hub.get(request.path_params["id"])
        if room.row.status != "finished":
            raise HTTPError(409, "replays and records are available once the game is over")
        return room

    async def record(request: Request) -> Response:
        room = finished(request)
        return JSONResponse(room.record(), headers={
            "Content-Disposition": f'attachment; filename="{room.row.game}-{room.id}.json"'})

    async def replay(request: Request) -> Response:
        room = finished(request)
        raw = request.query_params.get("seat")
        seat = None
        if raw not in (None, "", "spectator"):
            if not (raw.isascii() and raw.isdigit()) or int(raw) >= room.row.players:
                raise HTTPError(400, f"no seat {raw!r} at this table")
            seat = int(raw)
        return JSONResponse({"table": room.summary(), "seat": seat,
                             "steps": room.replay_steps(seat)})

    async def index(request: Request) -> Response:
        page = STATIC / "index.html"
        if not page.exists():
            return Response("the browser client is not installed", 404)
        return FileResponse(page)

    async def ws_table(websocket: WebSocket) -> None:
        await websocket.accept()
        room = hub.rooms.get(websocket.path_params["id"])
        if room is None:
            await websocket.send_text(json.dumps({"type": "error", "code": "not_found",
                                                  "message": "no such table"}))
            await websocket.close(code=4404)
            return
        try:
            seat = room.seat_of(websocket.query_params.get("token"))
        except RoomError as exc:
            await websocket.send_text(json.dumps({"type": "error", "code": exc.code,
                                                  "message": str(exc)}))
            await websocket.close(code=1008)
            return
        conn = Conn(seat)
        writer = asyncio.create_task(_writer(websocket, conn))
        room.connect(conn)
        try:
            await _reader(websocket, room, conn)
        finally:
            room.disconnect(conn)
            conn.queue.put_nowait(None)
            with contextlib.suppress(Exception):
                await writer

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        hub.resume()
        # what start-up loaded lives on: keep it out of every collection, and collect the
        # young generation less often (each game step makes many short-lived objects)
        gc.freeze()
        gc.set_threshold(20_000, 20, 20)
        yield
        for room in hub.rooms.values():
            await room.close()
        storage.close()

    async def http_error(request: Request, exc: Exception) -> Response:
        if isinstance(exc, StarletteHTTPException):
            if request.url.path.startswith("/api/"):
                return JSONResponse({"error": exc.detail}, exc.status_code)
            return Response(exc.detail, exc.status_code)
        if isinstance(exc, HTTPError):
            return JSONResponse({"error": str(exc)}, exc.status)
        if isinstance(exc, RoomError):
            status = {"not_found": 404, "bad_message": 400}.get(exc.code, 409)
            return JSONResponse({"error": str(exc)}, status)
        raise exc

    routes = [
        Route("/", index),
        Route("/api/games", games),
        Route("/api/tables", create_table, methods=["POST"]),
        Route("/api/tables", list_tables, methods=["GET"]),
        Route("/api/tables/{id}", get_table),
        Route("/api/tables/{id}/join", join, methods=["POST"]),
        Route("/api/tables/{id}/bots", add_bot, methods=["POST"]),
        Route("/api/tables/{id}/start", start, methods=["POST"]),
        Route("/api/tables/{id}/leave", leave, methods=["POST"]),
        Route("/api/tables/{id}/rematch", rematch, methods=["POST"]),
        Route("/api/tables/{id}/record", record),
        Route("/api/tables/{id}/replay", replay),
        Route("/api/replays", replays),
        WebSocketRoute("/ws/tables/{id}", ws_table),
    ]
    if STATIC.exists():
        routes.append(Mount("/static", StaticFiles(directory=STATIC), name="static"))
    app = Starlette(routes=routes, lifespan=lifespan,
                    exception_handlers={HTTPError: http_error, RoomError: http_error,
                                        StarletteHTTPException: http_error})
    app.state.hub = hub
    return app


async def _writer(websocket: WebSocket, conn: Conn) -> None:
    """Sends the connection's queue in order; a close code ends it after what is queued."""
    while True:
        item = await conn.queue.get()
        if item is None:
            return
        try:
            if isinstance(item, int):
                await websocket.close(code=item)
                return
            await websocket.send_text(item)
        except Exception:  # the client went away; the reader notices and cleans up
            return


async def _reader(websocket: WebSocket, room: Room, conn: Conn) -> None:
    rate, burst = room.settings.rate, room.settings.burst
    tokens, last = burst, time.monotonic()
    refused = 0
    while True:
        try:
            message = await websocket.receive()
        except (WebSocketDisconnect, RuntimeError):
            return
        if message["type"] == "websocket.disconnect":
            return
        text = message.get("text")
        if text is None:
            data_bytes = message.get("bytes") or b""
            if len(data_bytes) > MAX_MESSAGE:
                conn.queue.put_nowait(1009)
                return
            room.send_error(conn, "bad_message", "send JSON text messages")
            continue
        if len(text.encode()) > MAX_MESSAGE:
            room.send_error(conn, "bad_message", f"messages are limited to {MAX_MESSAGE} bytes")
            conn.queue.put_nowait(1009)
            return
        now = time.monotonic()
        tokens = min(burst, tokens + (now - last) * rate)
        last = now
        if tokens < 1:
            refused += 1
            if refused > FLOOD_LIMIT:
                room.send_error(conn, "rate_limited", "too many messages: closing")
                conn.queue.put_nowait(1008)
                return
            room.send_error(conn, "rate_limited", "too many messages; slow down")
            continue
        tokens -= 1
        refused = 0  # a connection that slowed down starts afresh
        await _handle(room, conn, text)


async def _handle(room: Room, conn: Conn, text: str) -> None:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        room.send_error(conn, "bad_message", "the message is not JSON (or nested too deeply)")
        return
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        room.send_error(conn, "bad_message", "a message is a JSON object with a 'type'")
        return
    kind = data["type"]
    if kind == "ping":
        conn.queue.put_nowait('{"type":"pong"}')
        return
    if kind != "action":
        room.send_error(conn, "bad_message", f"unknown message type {kind!r}")
        return
    if conn.seat is None:
        room.send_error(conn, "forbidden", "spectators cannot act; join a seat first")
        return
    if "seat" in data and (type(data["seat"]) is not int or data["seat"] != conn.seat):
        room.send_error(conn, "forbidden", "your token acts only for your own seat")
        return
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        room.send_error(conn, "bad_message", "an action needs the integer 'version' you saw")
        return
    if version > room.row.version:
        room.send_error(conn, "bad_message", f"version {version} has not happened yet")
        return
    try:
        action = Action.from_json(data.get("action"))
    except IllegalAction as exc:
        room.send_error(conn, "bad_message", str(exc))
        return
    try:
        await room.submit(conn.seat, action, version)
    except RoomError as exc:
        room.send_error(conn, exc.code, str(exc))
