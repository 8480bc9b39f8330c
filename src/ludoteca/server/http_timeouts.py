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
- header size: the deadline bounds time, not bytes, and both parsers accept a request line
  or header of any length. A request whose request line and headers take more than
  `max_header_bytes` gets a 431 and the connection is closed; the app never sees it. Two
  checks, because a socket read may hold a whole oversized request (uvloop and asyncio
  read up to 256 KiB at once): the parsed request is measured before it is dispatched
  (as sent with "Name: value" lines ending in CRLF), and the bytes of an unfinished one
  are counted as they arrive, which bounds what a slow drip makes the parser buffer.

On expiry the transport is closed. A connection upgraded to a websocket drops both deadlines
before it is handed to the websocket protocol, which has its own ping/pong liveness check.

Use `uvicorn_config(app, host, port)` to get a `uvicorn.Config` with all of this set.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections.abc import Iterable
from typing import Any

import h11  # uvicorn's own dependency
import uvicorn

__all__ = ["timeout_protocol", "uvicorn_config"]

log = logging.getLogger("ludoteca.server.http")

HEADER, BODY = "header", "body"
MAX_HEADER_BYTES = 64 * 1024  # request line and headers; browsers send a few KiB
TOO_LARGE = (b"HTTP/1.1 431 Request Header Fields Too Large\r\n"
             b"content-length: 0\r\nconnection: close\r\n\r\n")

# What each base class must offer for the hooks below; a uvicorn release that renames one
# of these gets the unpatched protocol (with a warning) rather than a half-working subclass.
_HTTPTOOLS_HOOKS = ("connection_made", "connection_lost", "data_received", "on_message_begin",
                    "on_url", "on_header", "on_headers_complete", "on_body",
                    "on_message_complete", "on_response_complete", "handle_websocket_upgrade",
                    "send_400_response")
_H11_HOOKS = ("connection_made", "connection_lost", "data_received", "on_response_complete",
              "handle_websocket_upgrade", "send_400_response")


def head_size(method: bytes, target: bytes, headers: Iterable[tuple[bytes, bytes]],
              version: bytes = b"1.1") -> int:
    """Bytes of a request line and headers as a client sends them: "Name: value" lines
    ending in CRLF, then the blank line."""
    line = len(method) + 1 + len(target) + len(b" HTTP/") + len(version) + 2
    return line + sum(len(name) + len(value) + 4 for name, value in headers) + 2


class _Deadlines:
    """Mixin: at most one pending deadline per connection (header or body).

    Placed before the uvicorn protocol in the MRO. State lives in class attributes so that
    the base `__init__` (whose signature varies between releases) is left alone."""

    header_timeout: float | None = 10.0
    body_timeout: float | None = 30.0
    max_header_bytes: int | None = MAX_HEADER_BYTES
    _deadline: asyncio.TimerHandle | None = None
    _deadline_kind: str | None = None
    _upgraded = False
    _refused = False  # a request was over max_header_bytes: nothing more is read

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
        if self._refused:  # an oversized upgrade request: the 431 answers it
            return
        # Before the hand-over: the websocket protocol owns the transport from here on.
        self._upgraded = True
        self._disarm()
        super().handle_websocket_upgrade(*args)  # type: ignore[misc]

    def send_400_response(self, msg: str) -> None:
        if self._refused:  # bytes after a refused request: one answer is enough
            return
        super().send_400_response(msg)  # type: ignore[misc]

    # The header size limit.
    def _too_large(self, size: int) -> bool:
        return self.max_header_bytes is not None and size > self.max_header_bytes

    def _response_pending(self) -> bool:
        cycle = getattr(self, "cycle", None)
        return cycle is not None and not cycle.response_complete

    def _refuse(self) -> None:
        """Refuse the request being parsed (before the app sees it) and everything after."""
        self._refused = True
        self._disarm()
        log.debug("refusing %s: request headers over %s bytes", getattr(self, "client", None),
                  self.max_header_bytes)
        self._answer_refusal()

    def _answer_refusal(self) -> None:
        """431 and close, once the responses to earlier (pipelined) requests are out: the
        client expects them first. Until then nothing more is read."""
        transport = getattr(self, "transport", None)
        if transport is None or transport.is_closing():
            return
        if self._response_pending():
            self.flow.pause_reading()  # type: ignore[attr-defined]
        else:
            transport.write(TOO_LARGE)
            transport.close()


class _HttpToolsDeadlines(_Deadlines):
    """For HttpToolsProtocol: driven by the parser callbacks. Once a request is refused,
    every callback is a no-op, so nothing after it reaches uvicorn or the app."""

    _in_headers = False
    _messages = 0  # requests begun on this connection
    _raw_bytes = 0  # bytes of the reads that held only the current request's head
    _parsed_bytes = 0  # its url and complete headers so far, as head_size counts them

    def data_received(self, data: bytes) -> None:
        if self._refused:
            return
        # The read in which a request begins may start with the end of the previous one, so
        # only reads wholly inside one head are counted: at most one read short, which the
        # parsed size makes up for once the head is complete.
        counting, message = self._in_headers, self._messages
        super().data_received(data)  # type: ignore[misc]
        if self._refused or self._upgraded:
            return
        if counting and self._in_headers and message == self._messages:
            self._raw_bytes += len(data)
            if self._too_large(self._raw_bytes):
                self._refuse()

    def on_message_begin(self) -> None:
        if self._refused:
            return
        super().on_message_begin()  # type: ignore[misc]
        self._in_headers, self._messages = True, self._messages + 1
        self._raw_bytes = self._parsed_bytes = 0

    def on_url(self, url: bytes) -> None:
        if self._refused:
            return
        super().on_url(url)  # type: ignore[misc]
        self._parsed(len(url))

    def on_header(self, name: bytes, value: bytes) -> None:
        if self._refused:
            return
        super().on_header(name, value)  # type: ignore[misc]
        if self._in_headers:  # not a trailer of a chunked body
            self._parsed(len(name) + len(value) + 4)

    def _parsed(self, size: int) -> None:
        self._parsed_bytes += size
        if self._in_headers and self._too_large(self._parsed_bytes):
            self._in_headers = False
            self._refuse()

    def on_headers_complete(self) -> None:
        if self._refused:
            return
        self._in_headers = False
        parser = getattr(self, "parser", None)
        if parser is not None:  # the method, spaces, version and line ends
            line = head_size(parser.get_method(), b"", (), parser.get_http_version().encode())
            if self._too_large(self._parsed_bytes + line):
                self._refuse()  # before uvicorn makes a request cycle of it
                return
        before = getattr(self, "cycle", None)
        super().on_headers_complete()  # type: ignore[misc]
        if getattr(self, "cycle", None) is not before:
            self._arm(BODY)  # a request started; on_message_complete follows at once if bodyless
        else:
            self._disarm()  # a websocket upgrade: no request cycle was created

    def on_body(self, body: bytes) -> None:
        if not self._refused:
            super().on_body(body)  # type: ignore[misc]

    def on_message_complete(self) -> None:
        if self._refused:
            return
        super().on_message_complete()  # type: ignore[misc]
        # A HEADER deadline here means the response went out before the body was read:
        # the rest of the body and the next headers share that deadline, so keep it.
        if self._deadline_kind == BODY:
            self._disarm()

    def on_response_complete(self) -> None:
        # A pipelined request already has its headers (and maybe a body deadline).
        pipelined = bool(getattr(self, "pipeline", None))
        super().on_response_complete()  # type: ignore[misc]
        if self._refused:
            self._answer_refusal()
        elif not pipelined:
            self._arm(HEADER)


class _HeadTooLarge(Exception):
    """Raised by _SizedConnection through uvicorn's event loop (which catches only h11's
    own errors, answering them 400) to the protocol, which answers 431."""


class _SizedConnection(h11.Connection):
    """An h11 server connection that refuses a request head over its incomplete-event
    size: h11 checks that size only while the head is unfinished, so a whole oversized
    head in one read would pass, and it reports an unfinished one as an error that
    uvicorn answers with a 400."""

    def __init__(self, max_head_bytes: int) -> None:
        super().__init__(h11.SERVER, max_incomplete_event_size=max_head_bytes)
        self.max_head_bytes = max_head_bytes

    def next_event(self) -> Any:
        awaiting_head = self.their_state is h11.IDLE
        try:
            event = super().next_event()
        except h11.RemoteProtocolError as exc:
            if awaiting_head and exc.error_status_hint == 431:
                raise _HeadTooLarge from exc
            raise
        if isinstance(event, h11.Request):
            size = head_size(event.method, event.target, event.headers.raw_items(),
                             event.http_version)
            if size > self.max_head_bytes:
                raise _HeadTooLarge
        return event


class _H11Deadlines(_Deadlines):
    """For H11Protocol: h11 has no callbacks, so compare state around each step. A new
    request cycle object means h11 produced a Request event (headers complete)."""

    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)
        if self.max_header_bytes is not None:  # no data yet: a fresh connection is the same
            self.conn = _SizedConnection(self.max_header_bytes)

    def data_received(self, data: bytes) -> None:
        if self._refused:
            return
        before = getattr(self, "cycle", None)
        try:
            super().data_received(data)  # type: ignore[misc]
        except _HeadTooLarge:
            self._refuse()
            return
        self._sync(before, after_response=False)

    def on_response_complete(self) -> None:
        before = getattr(self, "cycle", None)
        try:  # uvicorn parses a pipelined request here
            super().on_response_complete()  # type: ignore[misc]
        except _HeadTooLarge:
            self._refuse()
            return
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
    """A uvicorn HTTP protocol class with the header and body deadlines and the header size
    limit, for `uvicorn.Config(http=...)`; None if this uvicorn's protocols cannot be
    patched."""
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
      deadline. max_header_bytes: the most a request line and headers may take; more is
      answered 431 and closed (None: no limit for httptools, h11's default for h11).
      http: "auto", "httptools" or "h11".
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
