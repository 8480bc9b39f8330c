"""The ASGI app: lobby over HTTP, play over one websocket per connection, static client.

The protocol is documented in docs/server.md.
"""

from __future__ import annotations

import asyncio
import contextlib
import gzip
import json
import logging
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import BrokenExecutor
from pathlib import Path
from typing import Any

from sqlalchemy.exc import SQLAlchemyError
from starlette.applications import Starlette
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import HTTPConnection, Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..bots.base import bot_names, stand_in_bot
from ..core.actions import Action
from ..core.errors import IllegalAction, OptionError
from ..core.i18n import LANGUAGES, catalogue_path
from ..core.registry import game_ids, get_game, installed
from .clocks import TIME_CHOICES, time_preset
from .collector import Collector
from .errors import STATUS_CODES, http_status
from .hub import PAGE_DEFAULT, Hub, HubError, parse_cursor, parse_limit
from .inputs import BadInput, clean_name, parse_json
from .latency import Tracked
from .messages import encode
from .rematch import DECLINED, Offer
from .replays import PAGE_DEFAULT as PAGE_STEPS
from .replays import PAGE_MAX, accepts_gzip, page_body
from .room import (
    CHAT_LINES,
    Conn,
    Room,
    RoomError,
    Settings,
    holds_table,
)
from .storage import Storage, TableRow

log = logging.getLogger("ludoteca.server")

STATIC = Path(__file__).resolve().parent.parent / "web" / "static"
MAX_MESSAGE = 16 * 1024  # bytes in one websocket message
MAX_BODY = 64 * 1024  # bytes in one HTTP request body
FLOOD_LIMIT = 50  # refused messages before a flooding connection is closed
CATALOGUE_CACHE = "public, max-age=600"  # catalogues change only with a new release


class HTTPError(HubError):
    """A request refused with an HTTP status and a stable `code` the client translates."""

    def __init__(self, status: int, message: str, code: str | None = None) -> None:
        super().__init__(status, message)
        self.code = code or STATUS_CODES.get(status, "bad_request")


def _error(status: int, message: str, code: str) -> JSONResponse:
    return JSONResponse({"error": message, "code": code}, status)


async def _body(request: Request, *fields: str) -> dict[str, Any]:
    """The JSON object a request sends, holding only these fields (a misspelt field would
    otherwise be ignored silently: {"player": 4} making a table of the default size)."""
    raw = b""
    async for chunk in request.stream():  # stop reading at the limit, not after it
        raw += chunk
        if len(raw) > MAX_BODY:
            raise HTTPError(413, "request body too large")
    try:
        data = parse_json(raw or b"{}")
    except BadInput as exc:
        raise HTTPError(400, f"the request body is refused: {exc}") from None
    if not isinstance(data, dict):
        raise HTTPError(400, "the request body must be a JSON object")
    unknown = sorted(set(data) - set(fields))
    if unknown:  # named, cut short: the sender chose it
        name = unknown[0] if len(unknown[0]) <= 40 else unknown[0][:40] + "…"
        raise HTTPError(400, f"unknown field {name!r} (this request takes "
                             f"{', '.join(map(repr, fields))})")
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


async def _managed(hub: Hub, request: Request, data: dict[str, Any]) -> Room:
    room = await hub.find(request.path_params["id"])
    if not room.may_manage(_field(data, "token", str)):
        raise HTTPError(403, "this token holds no seat at this table")
    return room


async def _hosted(hub: Hub, request: Request, data: dict[str, Any]) -> Room:
    """The table, when the token is its host's: only the host seats bots and starts, so a
    stranger who joined a public table cannot fill it with bots and start it."""
    room = await _managed(hub, request, data)
    if not room.is_host(data["token"]):
        raise HTTPError(403, "only the table's host may seat bots and start the game")
    return room


def _seat_change(hub: Hub, request: Request) -> None:
    """Count a seat change (a bot, a start, a leave) against the client's address."""
    if not hub.seat_changes.allow(_client(request)):
        raise HTTPError(429, "too many seat changes from this address: wait a minute",
                        "too_many_seat_changes")


def _client(conn: HTTPConnection) -> str:
    """The address a request or websocket is counted by: new tables, joins, open sockets
    (behind a proxy: the proxy's)."""
    return conn.client.host if conn.client else "unknown"


def create_app(db_url: str = "sqlite:///ludoteca.db", settings: Settings | None = None
               ) -> Starlette:
    settings = settings or Settings()
    storage = Storage(db_url)
    hub = Hub(storage, settings)
    hub.load()

    async def games(request: Request) -> Response:
        out = []
        for game_id in game_ids():
            found = installed(game_id)
            meta = found.game.meta
            # the screen the game brings, or null: the client's generic screen plays it;
            # and its stylesheets, which the client links when it shows the game
            static = f"/games/{game_id}/static/" if found.web_dir else None
            renderer = (static + found.package.renderer
                        if static and found.package.renderer else None)
            styles = [static + name for name in found.package.styles] if static else []
            out.append({"id": meta.id, "name": meta.name, "min_players": meta.min_players,
                        "max_players": meta.max_players, "bots": bot_names(game_id),
                        "renderer": renderer, "styles": styles,
                        "secrets_after_end": found.package.secrets_after_end,
                        "options": [{"name": o.name, "default": o.default,
                                     "choices": list(o.choices), "help": o.help}
                                    for o in meta.options]})
        return JSONResponse(out)

    async def times(request: Request) -> Response:
        """The turn timers a table may be created with, and their numbers (seconds)."""
        out: list[dict[str, Any]] = [{"name": "none", "bank": None, "increment": None}]
        for name in TIME_CHOICES[1:]:
            bank, increment = time_preset(settings, name) or (0.0, 0.0)
            out.append({"name": name, "bank": bank, "increment": increment})
        return JSONResponse(out)

    async def create_table(request: Request) -> Response:
        data = await _body(request, "game", "players", "options", "public", "time")
        game_id = _field(data, "game", str)
        if game_id not in game_ids():
            raise HTTPError(400, f"unknown game {game_id!r}", "unknown_game")
        meta = get_game(game_id).meta
        players = _field(data, "players", int, meta.min_players)
        options = _field(data, "options", dict, {})
        public = _field(data, "public", bool, True)
        timer = _field(data, "time", str, "none")
        if timer not in TIME_CHOICES:
            name = timer if len(timer) <= 20 else timer[:20] + "…"
            raise HTTPError(400, f"unknown time {name!r} (choose one of "
                                 f"{', '.join(TIME_CHOICES)})", "bad_time")
        if not hub.creations.allow(_client(request)):
            raise HTTPError(429, "too many new tables from this address: wait a minute",
                            "too_many_tables")
        try:
            room, host_token = await hub.create(game_id, players, options, public,
                                                time_preset=timer)
        except OptionError as exc:
            raise HTTPError(400, str(exc), "bad_option") from None
        return JSONResponse({"table": room.summary(), "host_token": host_token}, 201)

    def _page(request: Request) -> tuple[int, tuple[float, str] | None]:
        return (parse_limit(request.query_params.get("limit")),
                parse_cursor(request.query_params.get("after")))

    def _paged(request: Request, items: list[Any], cursor: str | None) -> Response:
        """A page of a list: the JSON list, and the next page in a Link header."""
        headers = {}
        if cursor is not None:
            url = request.url.include_query_params(after=cursor)
            headers["Link"] = f'<{url.path}?{url.query}>; rel="next"'
        return JSONResponse(items, headers=headers)

    async def list_tables(request: Request) -> Response:
        rooms, cursor = hub.open_page(*_page(request))
        return _paged(request, [r.summary() for r in rooms], cursor)

    async def get_table(request: Request) -> Response:
        return JSONResponse(await hub.summary(request.path_params["id"]))

    async def join(request: Request) -> Response:
        data = await _body(request, "name", "seat")
        room = await hub.find(request.path_params["id"])
        try:
            name = clean_name(_field(data, "name", str))
        except BadInput as exc:
            raise HTTPError(400, str(exc), "bad_name") from None
        seat = _field(data, "seat", int, None)
        if not hub.joins.allow(_client(request)):  # one client taking every free seat
            raise HTTPError(429, "too many seats joined from this address: wait a minute",
                            "too_many_joins")
        async with room.lock:
            seat, token = await room.join(name, seat)
        room.broadcast_lobby()
        return JSONResponse({"seat": seat, "token": token, "table": room.summary()})

    async def add_bot(request: Request) -> Response:
        data = await _body(request, "token", "seat", "bot")
        room = await _hosted(hub, request, data)
        bot = _field(data, "bot", str)
        if bot not in bot_names(room.row.game):
            raise HTTPError(400, f"unknown bot {bot!r}", "unknown_bot")
        seat = _field(data, "seat", int)
        _seat_change(hub, request)
        async with room.lock:
            hub.check_search_bot(room, seat, bot, _client(request))
            changed = await room.set_bot(seat, bot)
            hub.note_search_bot(room, seat, bot, _client(request))
        if changed:  # the same bot again: nothing written, nobody told
            room.broadcast_lobby()
        return JSONResponse(room.summary())

    async def start(request: Request) -> Response:
        data = await _body(request, "token")
        room = await _hosted(hub, request, data)
        _seat_change(hub, request)
        async with room.lock:
            await room.start()
        room.broadcast_lobby()
        room.kick()
        return JSONResponse(room.summary())

    async def leave(request: Request) -> Response:
        data = await _body(request, "token")
        room = await hub.find(request.path_params["id"])
        try:
            seat = room.seat_of(_field(data, "token", str))
        except RoomError as exc:
            raise HTTPError(403, str(exc)) from None
        if seat is None:
            raise HTTPError(400, "this token holds no seat to leave", "no_seat")
        _seat_change(hub, request)
        async with room.lock:
            await room.leave(seat)
        room.broadcast_lobby()  # the leaver's connections now get the spectator's view
        room.kick()
        return JSONResponse(room.summary())

    async def vote(request: Request) -> Response:
        """A player votes to replace a seat whose time ran out (docs/server.md, "Turn
        timers"); everyone at the table hears of it (a `vote` message)."""
        data = await _body(request, "token", "seat")
        room = await hub.find(request.path_params["id"])
        try:
            voter = room.seat_of(_field(data, "token", str))
        except RoomError as exc:
            raise HTTPError(403, str(exc)) from None
        target = _field(data, "seat", int)
        _seat_change(hub, request)
        async with room.lock:
            name = room._seat(target).name
            votes, needed, replaced = await room.vote(voter, target)
        assert voter is not None
        room.vote_message(voter, target, votes, needed, replaced, name)
        room.broadcast_lobby()
        room.kick()
        return JSONResponse({"table": room.summary(), "votes": votes, "needed": needed,
                             "replaced": replaced})

    async def _finished_and_seat(request: Request, *fields: str) -> tuple[Room, int | None,
                                                                           dict[str, Any]]:
        """A finished table, the seat the request's token holds there (None: its host) and
        the request's body; the request counted as a seat change."""
        data = await _body(request, "token", *fields)
        room = await _managed(hub, request, data)
        if room.row.status != "finished":
            raise HTTPError(409, "the game is not finished", "not_finished")
        seat = room.seat_of(data["token"])
        _seat_change(hub, request)
        return room, seat, data

    async def _settle_rematch(room: Room) -> None:
        """Under the finished table's lock: once every player has answered, the next table
        (docs/server.md, "Rematch"): started at once unless a declined seat is left open;
        hosted by the player who proposed it (the table's host when they hold no seat)."""
        offer = room.offer
        if offer is None or not offer.settled or room.row.next_id is not None:
            return
        seats = offer.next_seats(room.row.seats, stand_in_bot(room.row.game))
        host = room.row.host_hash
        if offer.by is not None:
            host = room._seat(offer.by).token_hash or host
        new, _ = await hub.create(room.row.game, room.row.players, room.row.options,
                                  room.row.public, seats, host, time_preset=room.row.time)
        if all(s.kind != "empty" for s in seats):
            async with new.lock:
                await new.start()
        await room.set_next(new.id)
        new.kick()

    async def _rematch_answer(room: Room) -> Response:
        room.broadcast_lobby()
        following = await hub.find(room.row.next_id) if room.row.next_id else None
        return JSONResponse({"table": following.summary() if following else None,
                             "rematch": room.offer.json() if room.offer else None})

    async def rematch(request: Request) -> Response:
        """Propose a rematch, or accept the one proposed (docs/server.md, "Rematch")."""
        room, seat, data = await _finished_and_seat(request, "declined")
        declined = _field(data, "declined", str, "bot")
        if declined not in DECLINED:  # refused even when it would not be used
            raise HTTPError(400, f"declined seats become one of {', '.join(DECLINED)}, "
                                 f"not {declined[:40]!r}")
        async with room.lock:
            if room.row.next_id is None:
                if room.offer is None:
                    room.offer = Offer.propose(room.row.seats, seat, declined)
                elif seat is not None and not room.offer.accepted(seat):
                    room.offer = room.offer.answer(seat, True)
                await _settle_rematch(room)
        return await _rematch_answer(room)

    async def rematch_answer(request: Request) -> Response:
        """A player accepts or declines the proposed rematch; its proposer declining
        withdraws it."""
        room, seat, data = await _finished_and_seat(request, "accept")
        accept = _field(data, "accept", bool)
        async with room.lock:
            if room.row.next_id is None:
                if room.offer is None:
                    raise HTTPError(409, "nobody has proposed a rematch", "no_rematch")
                room.offer = room.offer.answer(seat, accept)
                await _settle_rematch(room)
        return await _rematch_answer(room)

    async def rematch_start(request: Request) -> Response:
        """The player who proposed the rematch starts it without those who have not
        answered: their seats count as declined."""
        room, seat, _ = await _finished_and_seat(request)
        async with room.lock:
            if room.row.next_id is None:
                if room.offer is None:
                    raise HTTPError(409, "nobody has proposed a rematch", "no_rematch")
                room.offer = room.offer.go_ahead(seat)
                await _settle_rematch(room)
        return await _rematch_answer(room)

    def _archive_request(request: Request) -> str:
        """Count a request for a finished game's replay, record or the replays list
        against the client's address (429 `too_many_requests` past the limit); the owner
        of the worker jobs it may start."""
        host = _client(request)
        if not hub.replay_requests.allow(host):
            raise HTTPError(429, "too many replay and record requests from this address: "
                                 "wait a minute", "too_many_requests")
        return "replay:" + host

    def _secret_to(row: TableRow, token: str | None) -> bool:
        """Whether the game keeps secrets after its end (GamePackage.secrets_after_end):
        then its record and its seats' replays are for its own players and host only
        (403 for any other token), and not for shared caches."""
        if not installed(row.game).package.secrets_after_end:
            return False
        if not holds_table(row, token):
            raise HTTPError(403, "this game keeps secrets after its end: its record and its "
                                 "seats' replays are for its own players and host (send a "
                                 "seat's or the host's token)")
        return True

    def _gzip_answer(request: Request, body: bytes, private: bool,
                     headers: dict[str, str]) -> Response:
        headers = {**headers, "Vary": "Accept-Encoding"}
        if private:
            headers["Cache-Control"] = "private, no-store"
        if accepts_gzip(request.headers.get("accept-encoding")):
            headers["Content-Encoding"] = "gzip"
        return Response(body, headers=headers, media_type="application/json")

    async def replays(request: Request) -> Response:
        page = _page(request)
        body, cursor = await hub.finished_page_body(*page, owner=_archive_request(request))
        headers = {}
        if cursor is not None:  # as `_paged` says it
            url = request.url.include_query_params(after=cursor)
            headers["Link"] = f'<{url.path}?{url.query}>; rel="next"'
        if not accepts_gzip(request.headers.get("accept-encoding")):
            body = await asyncio.to_thread(gzip.decompress, body)
        return _gzip_answer(request, body, False, headers)

    async def record(request: Request) -> Response:
        owner = _archive_request(request)
        row = await hub.finished_row(request.path_params["id"])
        private = _secret_to(row, request.query_params.get("token"))
        try:
            body = await hub.archive.record(row, owner)
        except BrokenExecutor:
            raise HTTPError(503, "the server could not build this record; try again") from None
        if not accepts_gzip(request.headers.get("accept-encoding")):
            body = await asyncio.to_thread(gzip.decompress, body)
        return _gzip_answer(request, body, private, {
            "Content-Disposition": f'attachment; filename="{row.game}-{row.id}.json"'})

    def _number(request: Request, name: str, low: int, high: int, default: int) -> int:
        raw = request.query_params.get(name)
        if raw in (None, ""):
            return default
        # the length first: int() refuses runs of more than 4,300 digits
        if not (raw.isascii() and raw.isdigit() and len(raw) <= 7) or not low <= int(raw) <= high:
            raise HTTPError(400, f"{name!r} must be a whole number from {low} to {high}")
        return int(raw)

    async def replay(request: Request) -> Response:
        """One page of a seat's replay (docs/server.md): the steps from version `from`
        (rounded down to a chunk's start), `limit` of them (rounded up to whole chunks);
        the chat with the first page."""
        owner = _archive_request(request)
        start = _number(request, "from", 0, 10_000_000, 0)
        limit = _number(request, "limit", 1, PAGE_MAX, PAGE_STEPS)
        row = await hub.finished_row(request.path_params["id"])
        raw = request.query_params.get("seat")
        seat = None
        if raw not in (None, "", "spectator"):
            if (not (raw.isascii() and raw.isdigit() and len(raw) <= 6)  # int() caps digits
                    or int(raw) >= row.players):
                raise HTTPError(400, f"no seat {raw!r} at this table", "no_such_seat")
            seat = int(raw)
        if start > row.version:
            raise HTTPError(400, f"'from' must be a version of the game: 0 to {row.version}")
        private = seat is not None and _secret_to(row, request.query_params.get("token"))
        try:
            built = await hub.archive.replay(row, seat, owner)
        except BrokenExecutor:
            raise HTTPError(503, "the server could not build this replay; try again") from None
        first, parts, following = built.page(start, limit)
        head = encode({"table": hub.summary_of(row), "seat": seat, "from": first,
                       "next": following})[:-1] + b',"steps":['

        def body() -> bytes:  # on a thread: the chat is read, both compressed there
            tail = b"]}"
            if first == 0:  # a finished table's chat stays open: never cached
                lines = storage.load_chat(row.id, CHAT_LINES)[0]
                tail = b'],"chat":' + encode([line.to_json() for line in lines]) + b"}"
            return page_body(head, parts, tail, accepts_gzip(
                request.headers.get("accept-encoding")))

        headers = {}
        if following is not None:
            url = request.url.include_query_params(**{"from": following})
            headers["Link"] = f'<{url.path}?{url.query}>; rel="next"'
        return _gzip_answer(request, await asyncio.to_thread(body), private, headers)

    game_static: dict[str, StaticFiles] = {}

    async def game_file(request: Request) -> Response:
        """A file of a game package's web folder (its renderer, styles, images)."""
        game_id = request.path_params["game"]
        if game_id not in game_static:
            try:
                folder = installed(game_id).web_dir if game_id in game_ids() else None
            except OptionError:  # found but not a game package
                folder = None
            if folder is None:
                raise StarletteHTTPException(404, "no such game or it has no web files")
            game_static[game_id] = StaticFiles(directory=folder)
        # StaticFiles refuses paths outside the folder and answers conditional requests
        return await game_static[game_id].get_response(request.path_params["path"],
                                                        request.scope)

    screen_data: dict[str, Response] = {}

    async def game_screen_data(request: Request) -> Response:
        """The public data a game's screen draws from (GamePackage.screen_data)."""
        game_id = request.path_params["game"]
        if game_id not in screen_data:
            try:
                found = installed(game_id) if game_id in game_ids() else None
            except OptionError:
                found = None
            if found is None or found.package.screen_data is None:
                raise StarletteHTTPException(404, "no such game or it has no screen data")
            screen_data[game_id] = JSONResponse(found.resolve(found.package.screen_data)(),
                                                headers={"Cache-Control": CATALOGUE_CACHE})
        return screen_data[game_id]

    def catalogue(package: str | None, lang: str) -> Response:
        """A Fluent catalogue as text; only the known language codes name a file."""
        path = catalogue_path(package, lang) if package and lang in LANGUAGES else None
        if path is None:
            raise StarletteHTTPException(404, "no such catalogue")
        return FileResponse(path, media_type="text/plain; charset=utf-8",
                            headers={"Cache-Control": CATALOGUE_CACHE})

    async def shared_locale(request: Request) -> Response:
        return catalogue("ludoteca", request.path_params["lang"])

    async def game_locale(request: Request) -> Response:
        game_id = request.path_params["game"]
        try:
            package = installed(game_id).anchor if game_id in game_ids() else None
        except OptionError:  # found but not a game package
            package = None
        return catalogue(package, request.path_params["lang"])

    async def index(request: Request) -> Response:
        page = STATIC / "index.html"
        if not page.exists():
            return Response("the browser client is not installed", 404)
        return FileResponse(page)

    async def stats(request: Request) -> Response:
        """The server's latency histogram (docs/server.md, "Speed")."""
        return JSONResponse({"action_latency": hub.latency.to_json(),
                             "storage": {"groups": storage.groups,
                                         "writes": storage.writes}})

    async def counted(websocket: WebSocket,
                      serve: Callable[[WebSocket], Awaitable[None]]) -> None:
        """Accept the socket and serve it, counted against its address until it closes; or
        refuse it (told, then closed with 1013, try again later) when the address already
        holds `sockets_per_address`."""
        await websocket.accept()
        host = _client(websocket)
        if not hub.open_socket(host):
            await websocket.send_text(json.dumps(
                {"type": "error", "code": "too_many_connections",
                 "message": f"at most {settings.sockets_per_address} connections from one "
                            "address"}))
            await websocket.close(code=1013)
            return
        try:
            await serve(websocket)
        finally:
            hub.close_socket(host)

    async def ws_table(websocket: WebSocket) -> None:
        await counted(websocket, table_socket)

    async def table_socket(websocket: WebSocket) -> None:
        try:
            room = await hub.find(websocket.path_params["id"])
            if room.gone:  # deleted while it was being found
                raise HubError(404, "no such table")
        except HubError:
            await websocket.send_text(json.dumps({"type": "error", "code": "not_found",
                                                  "message": "no such table"}))
            await websocket.close(code=4404)
            return
        hub.attach(room)
        try:
            seat = room.seat_of(websocket.query_params.get("token"))
        except RoomError as exc:
            await websocket.send_text(json.dumps({"type": "error", "code": exc.code,
                                                  "message": str(exc)}))
            await websocket.close(code=1008)
            room.on_idle(room)
            return
        # patch=1: this client applies changes to the view it holds (web/static/patch.js)
        conn = Conn(seat, patches=websocket.query_params.get("patch") == "1",
                    host=_client(websocket))
        writer = asyncio.create_task(_writer(websocket, conn))
        room.connect(conn, websocket.query_params.get("since"))
        try:
            await _reader(websocket, room.settings, conn,
                          lambda text: _handle(room, conn, text),
                          lambda code, message: room.send_error(conn, code, message))
        finally:
            room.disconnect(conn)
            conn.queue.put_nowait(None)
            with contextlib.suppress(Exception):
                await writer

    async def ws_lobby(websocket: WebSocket) -> None:
        await counted(websocket, lobby_socket)

    async def lobby_socket(websocket: WebSocket) -> None:
        """The lobby's open public tables, then every change to them as it happens."""
        conn = Conn(None)
        rooms, cursor = hub.open_page(PAGE_DEFAULT, None)
        conn.queue.put_nowait(json.dumps(
            {"type": "lobby", "tables": [r.summary() for r in rooms], "more": cursor},
            separators=(",", ":")))
        hub.lobby.watchers.add(conn.queue)
        writer = asyncio.create_task(_writer(websocket, conn))

        def error(code: str, message: str) -> None:
            conn.queue.put_nowait(json.dumps({"type": "error", "code": code,
                                              "message": message}))

        async def handle(text: str) -> None:
            try:
                data = parse_json(text)
            except BadInput as exc:
                error("bad_message", str(exc))
                return
            if isinstance(data, dict) and data.get("type") == "ping":
                conn.queue.put_nowait('{"type":"pong"}')
            else:
                error("bad_message", "the lobby only answers {\"type\": \"ping\"}")

        try:
            await _reader(websocket, settings, conn, handle, error)
        finally:
            hub.lobby.watchers.discard(conn.queue)
            conn.queue.put_nowait(None)
            with contextlib.suppress(Exception):
                await writer

    async def expire_loop() -> None:
        """Waiting tables nobody is connected to go away after `waiting_expiry`."""
        every = max(0.05, min(60.0, settings.waiting_expiry / 4))
        while True:
            await asyncio.sleep(every)
            try:
                await hub.expire_waiting()
            except Exception:  # a failed delete is retried next time
                log.warning("expiring waiting tables failed", exc_info=True)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        hub.resume()
        expiring = asyncio.create_task(expire_loop())
        collector = Collector()  # short collection pauses (collector.py)
        collector.start()
        sweeping = asyncio.create_task(collector.sweeping())
        # the storage writer thread needs the GIL back after each database call; while the
        # event loop is busy it would wait the default 5 ms interval every time, and each
        # action waits for its write: hand the GIL over sooner
        switch = sys.getswitchinterval()
        sys.setswitchinterval(min(switch, 0.0005))
        yield
        sys.setswitchinterval(switch)
        sweeping.cancel()
        collector.stop()
        expiring.cancel()
        await hub.close()
        storage.close()

    async def http_error(request: Request, exc: Exception) -> Response:
        if isinstance(exc, StarletteHTTPException):
            if request.url.path.startswith("/api/"):
                return _error(exc.status_code, exc.detail,
                              STATUS_CODES.get(exc.status_code, "bad_request"))
            return Response(exc.detail, exc.status_code)
        if isinstance(exc, HubError):
            return _error(exc.status, str(exc),
                          getattr(exc, "code", None) or STATUS_CODES.get(exc.status, "bad_request"))
        if isinstance(exc, SQLAlchemyError):  # the write failed before anything changed
            log.warning("storage failed: %s", exc.__class__.__name__)
            return _error(503, "the server could not store this change; nothing changed, "
                               "try again", "unavailable")
        if isinstance(exc, RoomError):
            status = http_status(exc.code)
            if status is None:  # a websocket's code reached an HTTP answer: a server bug
                log.warning("a websocket's error code %r answered an HTTP request", exc.code)
                return _error(500, str(exc), "internal")
            return _error(status, str(exc), exc.code)
        if request.url.path.startswith("/api/"):  # a server bug: said in the API's words
            return _error(500, "the server could not handle this request", "internal")
        return Response("Internal Server Error", 500)

    routes = [
        Route("/", index),
        Route("/api/games", games),
        Route("/api/times", times),
        Route("/api/tables", create_table, methods=["POST"]),
        Route("/api/tables", list_tables, methods=["GET"]),
        Route("/api/tables/{id}", get_table),
        Route("/api/tables/{id}/join", join, methods=["POST"]),
        Route("/api/tables/{id}/bots", add_bot, methods=["POST"]),
        Route("/api/tables/{id}/start", start, methods=["POST"]),
        Route("/api/tables/{id}/leave", leave, methods=["POST"]),
        Route("/api/tables/{id}/rematch", rematch, methods=["POST"]),
        Route("/api/tables/{id}/rematch/answer", rematch_answer, methods=["POST"]),
        Route("/api/tables/{id}/rematch/start", rematch_start, methods=["POST"]),
        Route("/api/tables/{id}/vote", vote, methods=["POST"]),
        Route("/api/tables/{id}/record", record),
        Route("/api/tables/{id}/replay", replay),
        Route("/api/replays", replays),
        Route("/games/{game}/static/{path:path}", game_file),
        Route("/games/{game}/screen-data.json", game_screen_data),
        Route("/locale/{lang}.ftl", shared_locale),
        Route("/games/{game}/locale/{lang}.ftl", game_locale),
        Route("/api/stats", stats),
        WebSocketRoute("/ws/tables/{id}", ws_table),
        WebSocketRoute("/ws/lobby", ws_lobby),
    ]
    if STATIC.exists():
        routes.append(Mount("/static", StaticFiles(directory=STATIC), name="static"))
    app = Starlette(routes=routes, lifespan=lifespan,
                    exception_handlers={RoomError: http_error,
                                        HubError: http_error, SQLAlchemyError: http_error,
                                        StarletteHTTPException: http_error,
                                        Exception: http_error})
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
            if isinstance(item, Tracked):  # the server's latency: the action's last send
                item.sent()
        except Exception:  # the client went away; the reader notices and cleans up
            return


async def _reader(websocket: WebSocket, settings: Settings, conn: Conn,
                  handle: Callable[[str], Awaitable[None]],
                  error: Callable[[str, str], None]) -> None:
    """Reads one connection's messages: size and rate limits, then `handle(text)`."""
    rate, burst = settings.rate, settings.burst
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
            error("bad_message", "send JSON text messages")
            continue
        if len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
            error("bad_message", f"messages are limited to {MAX_MESSAGE} bytes")
            conn.queue.put_nowait(1009)
            return
        now = time.monotonic()
        tokens = min(burst, tokens + (now - last) * rate)
        last = now
        if tokens < 1:
            refused += 1
            if refused > FLOOD_LIMIT:
                error("rate_limited", "too many messages: closing")
                conn.queue.put_nowait(1008)
                return
            error("rate_limited", "too many messages; slow down")
            continue
        tokens -= 1
        refused = 0  # a connection that slowed down starts afresh
        try:
            await handle(text)
        except SQLAlchemyError as exc:  # the action was not stored, so not applied
            log.warning("storage failed: %s", exc.__class__.__name__)
            error("unavailable", "the server could not store this action; nothing changed, "
                                 "try again")
        except Exception:  # a server bug: the client hears of it, the table stays as it was
            log.exception("a websocket message failed")
            error("internal", "the server could not handle this message")


async def _handle(room: Room, conn: Conn, text: str) -> None:
    received = time.perf_counter()
    try:
        data = parse_json(text)
    except BadInput as exc:
        room.send_error(conn, "bad_message", f"the message is refused: {exc}")
        return
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        room.send_error(conn, "bad_message", "a message is a JSON object with a 'type'")
        return
    kind = data["type"]
    if kind == "ping":
        conn.queue.put_nowait('{"type":"pong"}')
        return
    if kind == "chat":
        await room.chat(conn, data)
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
    if "table" in data and data["table"] != room.id:  # as for a chat line
        room.send_error(conn, "forbidden", "this connection acts at its own table only")
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
        await room.submit(conn, action, version, received)
    except RoomError as exc:
        room.send_error(conn, exc.code, str(exc))
