"""Every error code the server sends, over HTTP or a websocket, in one list.

An HTTP error answers `{"error": message, "code": CODE}` with the code's status; a
websocket error is `{"type": "error", "code": CODE, "message": ...}`. The client words each
code itself (`error-<code>` in the shared catalogues), so a code means one thing wherever
it is sent. tests/server/test_error_codes.py checks that every code the server's source
emits is listed here, has a message in every shared catalogue and is in docs/server.md.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ErrorCode:
    status: int | None  # the HTTP status it answers with; None: never sent over HTTP
    websocket: bool  # sent in a websocket `error` message


def _http(status: int) -> ErrorCode:
    return ErrorCode(status, websocket=False)


def _both(status: int) -> ErrorCode:
    return ErrorCode(status, websocket=True)


_SOCKET = ErrorCode(None, websocket=True)

ERRORS: dict[str, ErrorCode] = {
    # a request the server cannot read or does not take
    "bad_request": _http(400),  # a malformed body, field, cursor or limit
    "bad_name": _http(400),
    "bad_option": _http(400),
    "bad_time": _http(400),  # a turn timer that is not one of the presets
    "unknown_game": _http(400),
    "unknown_bot": _http(400),
    "no_such_seat": _http(400),  # a seat number the table does not have
    "no_seat": _http(400),  # the token holds no seat to leave
    "too_large": _http(413),
    # who may do what
    "forbidden": _both(403),
    "not_found": _both(404),
    # what the table's state allows
    "started": _http(409),  # joining, seating a bot or starting once it started
    "seat_taken": _http(409),
    "no_free_seat": _http(409),
    "empty_seats": _http(409),  # a start with a seat nobody holds
    "finished": _http(409),  # leaving a finished game
    "not_finished": _http(409),  # a record, replay or rematch of a live game
    # a rematch by agreement (docs/server.md, "Rematch")
    "no_rematch": _http(409),  # an answer, or a start, with no proposal
    "not_asked": _http(409),  # an answer from a seat the proposal does not ask
    "conflict": _http(409),
    # votes to replace a player whose time ran out (docs/server.md, "Turn timers")
    "not_timed_out": _http(409),
    "already_voted": _http(409),
    "bot_seat": _http(409),
    # per-address limits (docs/server.md, "Limits")
    "too_many_tables": _http(429),
    "too_many_joins": _http(429),
    "too_many_seat_changes": _http(429),
    "too_many_requests": _http(429),  # replays and records of finished games
    "too_many_search_bots": _http(409),  # past the search bots a table or address may seat
    "too_many_connections": _SOCKET,
    # the server's side
    "unavailable": _both(503),  # a write failed: nothing changed
    "internal": _both(500),  # a server bug: nothing changed
    # play over the table's websocket
    "bad_message": _SOCKET,
    "illegal": _SOCKET,
    "stale": _SOCKET,
    "not_your_turn": _SOCKET,
    "rate_limited": _SOCKET,
    "chat_full": _SOCKET,
}

# the code of an HTTP error raised with a status only (Starlette's own 404 and 405 too)
STATUS_CODES = {400: "bad_request", 403: "forbidden", 404: "not_found", 405: "bad_request",
                409: "conflict", 413: "too_large", 429: "too_many_tables", 500: "internal",
                503: "unavailable"}


def http_status(code: str) -> int | None:
    """The HTTP status of a code; None for a websocket's code (sent over HTTP, a server
    bug); 409 for a code not listed (the table's state refused it; a test lists them all)."""
    known = ERRORS.get(code)
    return 409 if known is None else known.status
