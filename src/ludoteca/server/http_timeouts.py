"""Connection deadlines for uvicorn's HTTP/1.1 protocols (a slowloris defence).

uvicorn only times out the idle gap *between* requests (`timeout_keep_alive`); a client that
connects and sends nothing, or sends half a request line or half the headers, holds its
connection (a file descriptor and a protocol object) forever. This module subclasses the
HTTP protocol that uvicorn's "auto" would pick and adds two deadlines:

- header deadline: the request headers must be complete within `header_timeout` seconds of
  the connection opening or of the end of the previous response. Unlike keep-alive, bytes
  arriving do not reset it, so dripping one byte at a time does not help.
- body deadline: once the headers are in, the whole body must arrive within `body_timeout`
  seconds (this app's bodies are small JSON documents).
- header size: the deadline bounds time, not bytes, and httptools buffers a request line or
  header of any length; past `max_header_bytes` the request gets a 431 and is closed (h11
  has its own limit, `h11_max_incomplete_event_size`, set to the same value).

On expiry the transport is closed. A connection upgraded to a websocket drops both deadlines
before it is handed to the websocket protocol, which has its own ping/pong liveness check.

Use `uvicorn_config(app, host, port)` to get a `uvicorn.Config` with all of this set.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from typing import Any

import h11  # uvicorn's own dependency
import uvicorn

__all__ = ["timeout_protocol", "uvicorn_config"]

log = logging.getLogger("ludoteca.server.http")

HEADER, BODY = "header", "body"
MAX_HEADER_BYTES = 64 * 1024  # request line and headers; browsers send a few KiB

# What each base class must offer for the hooks below; a uvicorn release that renames one
# of these gets the unpatched protocol (with a warning) rather than a half-working subclass.
_HTTPTOOLS_HOOKS = ("connection_made", "connection_lost", "data_received", "on_message_begin",
                    "on_headers_complete", "on_message_complete", "on_response_complete",
                    "handle_websocket_upgrade")
_H11_HOOKS = ("connection_made", "connection_lost", "data_received", "on_response_complete",
              "handle_websocket_upgrade")


class _Deadlines:
    """Mixin: at most one pending deadline per connection (header or body).

    Placed before the uvicorn protocol in the MRO. State lives in class attributes so that
    the base `__init__` (whose signature varies between releases) is left alone."""

    header_timeout: float | None = 10.0
    body_timeout: float | None = 30.0
    _deadline: asyncio.TimerHandle | None = None
    _deadline_kind: str | None = None
    _upgraded = False

    def _arm(self, kind: str) -> None:
        self._disarm()
        delay = self.header_timeout if kind == HEADER else self.body_timeout
        transport = getattr(self, "transport", None)
        if self._upgraded or delay is None or transport is None or transport.is_closing():
            return
        loop = getattr(self, "loop", None) or asyncio.get_running_loop()
        self._deadline = loop.call_later(delay, self._expire, kind)
        self._deadline_kind = kind

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
        self._deadline = None
        self._deadline_kind = None

    def _expire(self, kind: str) -> None:
        self._deadline = None
        self._deadline_kind = None
        transport = getattr(self, "transport", None)
        # The transport may have been handed to another protocol (websocket upgrade):
        # never close a connection that is no longer ours.
        if self._upgraded or transport is None or transport.is_closing():
            return
        if transport.get_protocol() is not self:
            return
        log.debug("closing %s: %s deadline expired", getattr(self, "client", None), kind)
        transport.close()

    # Hooks shared by both protocols.
    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)  # type: ignore[misc]
        self._arm(HEADER)

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)  # type: ignore[misc]

    def handle_websocket_upgrade(self, *args: Any) -> None:
        # Before the hand-over: the websocket protocol owns the transport from here on.
        self._upgraded = True
        self._disarm()
        super().handle_websocket_upgrade(*args)  # type: ignore[misc]


class _HttpToolsDeadlines(_Deadlines):
    """For HttpToolsProtocol: driven by the parser callbacks."""

    max_header_bytes: int | None = MAX_HEADER_BYTES
    _in_headers = False
    _header_bytes = 0

    def data_received(self, data: bytes) -> None:
        # Count only chunks received wholly after the request began, so that the tail of an
        # unread previous body never counts; the count is at most one chunk short.
        counting = self._in_headers
        super().data_received(data)  # type: ignore[misc]
        if not (counting and self._in_headers) or self._upgraded:
            return
        self._header_bytes += len(data)
        limit = self.max_header_bytes
        transport = getattr(self, "transport", None)
        if limit is not None and self._header_bytes > limit and transport is not None:
            self._disarm()
            self._in_headers = False
            if not transport.is_closing():
                transport.write(b"HTTP/1.1 431 Request Header Fields Too Large\r\n"
                                b"content-length: 0\r\nconnection: close\r\n\r\n")
                transport.close()

    def on_message_begin(self) -> None:
        super().on_message_begin()  # type: ignore[misc]
        self._in_headers, self._header_bytes = True, 0

    def on_headers_complete(self) -> None:
        self._in_headers = False
        before = getattr(self, "cycle", None)
        super().on_headers_complete()  # type: ignore[misc]
        if getattr(self, "cycle", None) is not before:
            self._arm(BODY)  # a request started; on_message_complete follows at once if bodyless
        else:
            self._disarm()  # a websocket upgrade: no request cycle was created

    def on_message_complete(self) -> None:
        super().on_message_complete()  # type: ignore[misc]
        # A HEADER deadline here means the response went out before the body was read:
        # the rest of the body and the next headers share that deadline, so keep it.
        if self._deadline_kind == BODY:
            self._disarm()

    def on_response_complete(self) -> None:
        # A pipelined request already has its headers (and maybe a body deadline).
        pipelined = bool(getattr(self, "pipeline", None))
        super().on_response_complete()  # type: ignore[misc]
        if not pipelined:
            self._arm(HEADER)


class _H11Deadlines(_Deadlines):
    """For H11Protocol: h11 has no callbacks, so compare state around each step. A new
    request cycle object means h11 produced a Request event (headers complete)."""

    def data_received(self, data: bytes) -> None:
        before = getattr(self, "cycle", None)
        super().data_received(data)  # type: ignore[misc]
        self._sync(before, after_response=False)

    def on_response_complete(self) -> None:
        before = getattr(self, "cycle", None)
        super().on_response_complete()  # type: ignore[misc]
        self._sync(before, after_response=True)

    def _sync(self, before: Any, *, after_response: bool) -> None:
        if self._upgraded:
            return
        conn = getattr(self, "conn", None)
        receiving_body = conn is not None and conn.their_state is h11.SEND_BODY
        if getattr(self, "cycle", None) is not before:
            if receiving_body:
                self._arm(BODY)
            else:
                self._disarm()
        elif after_response:
            self._arm(HEADER)
        elif self._deadline_kind == BODY and not receiving_body:
            self._disarm()


def _base_protocol(http: str) -> tuple[type[asyncio.Protocol], type[_Deadlines]] | None:
    """The uvicorn protocol that `http` names ("auto" prefers httptools, as uvicorn does),
    with the mixin that fits it; None if neither is available in a usable shape."""
    candidates = []
    if http in ("auto", "httptools"):
        try:
            from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
        except ImportError:  # httptools is an optional dependency of uvicorn
            pass
        else:
            candidates.append((HttpToolsProtocol, _HttpToolsDeadlines, _HTTPTOOLS_HOOKS))
    if http in ("auto", "h11"):
        try:
            from uvicorn.protocols.http.h11_impl import H11Protocol
        except ImportError:
            pass
        else:
            candidates.append((H11Protocol, _H11Deadlines, _H11_HOOKS))
    for base, mixin, hooks in candidates:
        if all(callable(getattr(base, name, None)) for name in hooks):
            return base, mixin
    return None


def timeout_protocol(header_timeout: float | None = 10.0, body_timeout: float | None = 30.0,
                     http: str = "auto", max_header_bytes: int | None = MAX_HEADER_BYTES,
                     ) -> type[asyncio.Protocol] | None:
    """A uvicorn HTTP protocol class with the header and body deadlines (and, for httptools,
    the header size limit), for `uvicorn.Config(http=...)`; None if this uvicorn's protocols
    cannot be patched."""
    found = _base_protocol(http)
    if found is None:
        return None
    base, mixin = found
    name = f"Deadline{base.__name__}"
    attrs = {"header_timeout": header_timeout, "body_timeout": body_timeout,
             "max_header_bytes": max_header_bytes, "__module__": __name__}
    return type(name, (mixin, base), attrs)


def uvicorn_config(app: Any, host: str = "127.0.0.1", port: int = 8000, *,
                   header_timeout: float | None = 10.0, body_timeout: float | None = 30.0,
                   keep_alive: float = 5.0, ws_ping_interval: float | None = 20.0,
                   ws_ping_timeout: float | None = 20.0, http: str = "auto",
                   max_header_bytes: int | None = MAX_HEADER_BYTES,
                   **kw: Any) -> uvicorn.Config:
    """A uvicorn Config for the table server with connection deadlines.

    header_timeout: seconds to deliver complete request headers after connecting or after
      the previous response. body_timeout: seconds to deliver the body after the headers.
      keep_alive: seconds an idle keep-alive connection is kept (uvicorn's own timer; a
      byte of a next request stops it, the header deadline still runs). None disables a
      deadline. max_header_bytes: the most a request line and headers may take (None: no
      limit for httptools, h11's default for h11). http: "auto", "httptools" or "h11".
      Other keywords go to uvicorn.Config and override the settings here.
    """
    protocol = timeout_protocol(header_timeout, body_timeout, http, max_header_bytes)
    if protocol is None:
        log.warning("cannot add header/body timeouts to this uvicorn's %r protocol", http)
    options: dict[str, Any] = {
        "http": protocol or http,
        "timeout_keep_alive": keep_alive,
        "ws_max_size": 64 * 1024,
        "ws_per_message_deflate": False,
        # Dead websocket peers are found by ping/pong, not by the deadlines above.
        "ws_ping_interval": ws_ping_interval,
        "ws_ping_timeout": ws_ping_timeout,
        "log_level": "warning",
        # limit_concurrency stays unset: uvicorn counts every open connection, websockets
        # included, and answers 503 past the limit, so a cap low enough to matter would
        # lock players out; the deadlines bound what a stalled connection can hold instead.
        # backlog: uvicorn's default (2048) already absorbs connection bursts.
    }
    if max_header_bytes is not None and _accepts("h11_max_incomplete_event_size"):
        options["h11_max_incomplete_event_size"] = max_header_bytes
    options.update(kw)
    config = uvicorn.Config(app, host=host, port=port, **options)  # sets uvicorn's loggers up
    errors = logging.getLogger("uvicorn.error")
    if not any(isinstance(f, ShortBadFrames) for f in errors.filters):
        errors.addFilter(ShortBadFrames())
    return config


class ShortBadFrames(logging.Filter):
    """uvicorn logs each websocket text frame that is not UTF-8 (refused, 1007) at ERROR
    with a whole traceback: anyone could fill the log with them, reconnecting. One line."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.getMessage().startswith("Invalid UTF-8 sequence received"):
            record.exc_info, record.exc_text = None, None
        return True


def _accepts(name: str) -> bool:
    """Whether this uvicorn's Config takes the keyword `name` (older releases lack some)."""
    return name in inspect.signature(uvicorn.Config.__init__).parameters
