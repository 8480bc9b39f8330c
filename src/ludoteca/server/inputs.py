"""What a client sends, checked at the edge before anything reaches a room or the database.

Every HTTP body and websocket message goes through `parse_json`: it refuses what the
JSON parser accepts but nothing downstream can hold (lone surrogates, NUL characters,
integers too long to convert, nesting deeper than any real message), so storage never
sees a value it cannot write. Display names go through `clean_name` (docs/server.md,
"Limits").
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Any

MAX_DEPTH = 16  # real messages nest 5 deep at most (an action's lists of pairs)
NAME_MAX = 32  # characters in a display name, after normalisation
ZWJ = "\u200d"

# names that read like the interface: an empty seat, a bot, the spectator or the server,
# in the languages the tables speak
_RESERVED = re.compile(
    r"^(seat|empty|empty seat|free seat|spectator|server|system|admin|"
    r"moderator|nobody|bot|座位|空位|空座位|觀眾|旁觀者|系統|機器人|"
    r"місце|вільне місце|глядач|система|бот)(\s*#?\s*\d+)?$")
_BOT_WORD = re.compile(r"(^|[\s(\[])(bot|機器人|бот)($|[\s)\]\d])")


class BadInput(ValueError):
    """A client's input that is refused; the message says why."""


def parse_json(raw: str | bytes, max_depth: int = MAX_DEPTH) -> Any:
    """JSON text to Python values, refusing anything storage or the rules could choke on."""
    try:
        data = json.loads(raw)
    except RecursionError:
        raise BadInput("the JSON is nested too deeply") from None
    except UnicodeDecodeError:
        raise BadInput("the text is not UTF-8") from None
    except ValueError as exc:  # JSONDecodeError, and integers past the conversion limit
        if isinstance(exc, json.JSONDecodeError):
            raise BadInput(f"not JSON: {exc.msg} at character {exc.pos}") from None
        raise BadInput("a number in the JSON is too long") from None
    check_values(data, max_depth)
    return data


def check_values(data: Any, max_depth: int = MAX_DEPTH) -> None:
    """Walk parsed JSON without recursion: depth, and strings that cannot be stored."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            _check_text(value)
        elif isinstance(value, (list, dict)):
            if depth > max_depth:
                raise BadInput(f"the JSON is nested more than {max_depth} levels deep")
            if isinstance(value, dict):
                for key in value:
                    _check_text(key)
                stack.extend((v, depth + 1) for v in value.values())
            else:
                stack.extend((v, depth + 1) for v in value)


def _check_text(text: str) -> None:
    if "\x00" in text:
        raise BadInput("text may not contain NUL characters")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise BadInput("text may not contain lone surrogates (invalid UTF-16)") from None


def clean_name(raw: str) -> str:
    """A display name as shown to everyone, or BadInput saying what is wrong with it.

    Normalised (NFC, runs of spaces made one), bounded, visible: no control or format
    characters (which hide text or reorder it), at least one letter, digit or symbol,
    and nothing that reads like part of the interface ("Seat 2", "(bot)").
    """
    _check_text(raw)
    name = unicodedata.normalize("NFC", raw)
    for ch in name:
        category = unicodedata.category(ch)
        if ch == ZWJ and name.strip(ZWJ) == name:
            continue  # joins emoji sequences; harmless between two visible characters
        if category in ("Cc", "Cf", "Cs", "Co", "Cn") or category in ("Zl", "Zp"):
            raise BadInput(f"a name may not contain the invisible or control character "
                           f"U+{ord(ch):04X}")
    name = " ".join(name.split())
    if not name:
        raise BadInput("a name needs at least one visible character")
    if len(name) > NAME_MAX:
        raise BadInput(f"a name has at most {NAME_MAX} characters")
    if not any(unicodedata.category(ch)[0] in "LNS" for ch in name):
        raise BadInput("a name needs at least one letter, digit or symbol")
    if any(unicodedata.category(ch) == "Mn" for ch in name[:1]):
        raise BadInput("a name may not start with a combining mark")
    if sum(unicodedata.category(ch) == "Mn" for ch in name) > len(name) // 2:
        raise BadInput("a name may not be made mostly of combining marks")
    folded = name.casefold()
    if _RESERVED.match(folded) or _BOT_WORD.search(folded):
        raise BadInput(f"{name!r} reads like part of the table (a seat, a bot, the "
                       f"spectator): choose another name")
    return name
