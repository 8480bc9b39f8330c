"""One error vocabulary for HTTP and websockets (server/errors.py): every code the server's
source sends is listed there with the channel it goes out on, has its `error-<code>` message
in each shared catalogue, and is named in docs/server.md."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

from ludoteca.server.errors import ERRORS, STATUS_CODES, http_status
from ludoteca.server.hub import Hub
from ludoteca.server.room import Room, RoomError

from .helpers import new_table

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "src" / "ludoteca" / "server"
LOCALE = ROOT / "src" / "ludoteca" / "locale"
DOCS = ROOT / "docs" / "server.md"

# calls that send a code: the code's position among the arguments, and the channel
CALLS = {"HTTPError": (2, "http"), "_error": (2, "http"), "send_error": (1, "socket"),
         "error": (0, "socket"), "RoomError": (0, None)}
# the room's methods that HTTP requests call (their codes need a status) and those that
# websocket messages call (their codes need to be websocket codes)
HTTP_METHODS = {"join", "set_bot", "leave", "start", "_seat", "check_alive", "seat_of", "vote"}
SOCKET_METHODS = {"submit", "_apply_locked", "parse_since", "_chat", "check_alive", "seat_of"}


def emitted() -> list[tuple[str, str | None, str, int | None]]:
    """(code, channel, where, status) of every constant code in the server's source;
    channel None: either, by the caller; status: the one an HTTP call names."""
    found = []
    for path in sorted(SERVER.glob("*.py")):
        if path.name == "errors.py":
            continue
        tree = ast.parse(path.read_text("utf-8"))
        enclosing: dict[ast.AST, str] = {}  # each node -> its innermost function's name
        for func in ast.walk(tree):
            if isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
                for node in ast.walk(func):
                    if node is not func:
                        enclosing[node] = func.name  # inner functions are walked later
        for node in ast.walk(tree):
            where = f"{path.name}:{getattr(node, 'lineno', '?')} ({enclosing.get(node)})"
            if isinstance(node, ast.Dict):  # {"type": "error", "code": "..."}
                for key, value in zip(node.keys, node.values, strict=True):
                    if (isinstance(key, ast.Constant) and key.value == "code"
                            and isinstance(value, ast.Constant)):
                        found.append((value.value, "socket", where, None))
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name not in CALLS or (name == "error" and not isinstance(node.func, ast.Name)):
                continue  # `error(code, ...)` is the websocket's; `log.error` is not
            position, channel = CALLS[name]
            if len(node.args) <= position:
                continue
            arg = node.args[position]
            if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str)):
                continue
            status = node.args[0].value if (
                channel == "http" and isinstance(node.args[0], ast.Constant)) else None
            found.append((arg.value, channel, where, status))
            if name == "RoomError" and path.name == "room.py":
                if enclosing.get(node) in HTTP_METHODS:
                    found.append((arg.value, "http", where, None))
                if enclosing.get(node) in SOCKET_METHODS:
                    found.append((arg.value, "socket", where, None))
    return found


def test_the_scan_finds_the_codes_of_both_channels() -> None:
    codes = {code for code, *_ in emitted()}
    assert {"illegal", "stale", "forbidden", "no_such_seat", "too_many_seat_changes",
            "too_many_connections", "started", "bad_message"} <= codes


def test_every_code_the_server_sends_is_listed_for_its_channel() -> None:
    wrong = []
    for code, channel, where, status in emitted():
        known = ERRORS.get(code)
        if known is None:
            wrong.append(f"{where}: {code!r} is not in errors.ERRORS")
        elif channel == "http" and known.status is None:
            wrong.append(f"{where}: {code!r} is a websocket code, sent over HTTP")
        elif channel == "socket" and not known.websocket:
            wrong.append(f"{where}: {code!r} is an HTTP code, sent on a websocket")
        elif status is not None and status != known.status:
            wrong.append(f"{where}: {code!r} answers {status}, listed as {known.status}")
    assert not wrong, "\n".join(wrong)


def test_every_status_falls_back_to_a_code_of_that_status() -> None:
    for status, code in STATUS_CODES.items():
        assert status == 405 or ERRORS[code].status == status, (status, code)
    assert http_status("no_such_seat") == 400 and http_status("bad_message") is None


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "uk"])
def test_every_code_has_a_message_in_each_shared_catalogue(lang: str) -> None:
    text = (LOCALE / f"{lang}.ftl").read_text("utf-8")
    have = set(re.findall(r"^error-([a-z_]+) = \S", text, re.MULTILINE))
    missing = sorted(set(ERRORS) - have)
    assert not missing, f"{lang}.ftl has no error-<code> message for {missing}"


def test_the_docs_name_every_code_where_it_is_sent() -> None:
    text = DOCS.read_text("utf-8")
    start = text.index("Errors answer with")
    http = text[start:text.index("\n\n", start)]
    socket = next(line for line in text.splitlines()
                  if line.startswith('{"type": "error", "code":'))
    in_http = set(re.findall(r"`([a-z_]+)`", http))
    in_socket = set(re.findall(r'"([a-z_]+)"', socket.split('"message"')[0]))
    missing_http = sorted(c for c, e in ERRORS.items() if e.status and c not in in_http)
    missing_socket = sorted(c for c, e in ERRORS.items() if e.websocket and c not in in_socket)
    assert not missing_http, f"the errors paragraph does not name {missing_http}"
    assert not missing_socket, f"the websocket `error` line does not name {missing_socket}"


def test_a_server_bug_answers_in_the_apis_words(client: Any, monkeypatch: pytest.MonkeyPatch
                                                 ) -> None:
    """An unexpected error, or a websocket's code raised by a request, is a 500 `internal`
    with the usual JSON body, not a page of text."""
    def broken(*args: Any) -> Any:
        raise RuntimeError("a bug")

    monkeypatch.setattr(Hub, "open_page", broken)
    answer = client.get("/api/tables")
    assert answer.status_code == 500 and answer.json()["code"] == "internal"

    async def refused(self: Room) -> None:
        raise RoomError("bad_message", "a websocket's code")

    table = new_table(client, 2, humans=2, start=False)
    monkeypatch.setattr(Room, "start", refused)
    answer = client.post(f"/api/tables/{table.id}/start", json={"token": table.host})
    assert answer.status_code == 500 and answer.json()["code"] == "internal"
