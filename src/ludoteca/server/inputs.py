"""What a client sends, checked at the edge before anything reaches a room or the database.

Every HTTP body and websocket message goes through `parse_json`: it refuses what the
JSON parser accepts but nothing downstream can hold (lone surrogates, NUL characters,
integers too long to convert, nesting deeper than any real message), so storage never
sees a value it cannot write. Display names go through `clean_name` and chat lines through
`clean_chat` (docs/server.md, "Limits" and "Chat").
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Any

MAX_DEPTH = 16  # real messages nest 5 deep at most (an action's lists of pairs)
NAME_MAX = 32  # characters in a display name, after normalisation
CHAT_MAX = 300  # characters in a chat line, after normalisation
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


def _invisible(text: str) -> str | None:
    """The first control or invisible formatting character of text (the zero-width
    joiner is allowed inside, where it joins emoji sequences), or None."""
    for ch in text:
        category = unicodedata.category(ch)
        if ch == ZWJ and text.strip(ZWJ) == text:
            continue
        if category in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            return ch
    return None


def clean_chat(raw: object) -> str:
    """A chat line as shown to everyone, or BadInput saying what is wrong with it.

    Cleaned like a name (NFC, no control or formatting characters, not mostly
    combining marks, runs of spaces made one), except that line breaks and tabs become
    spaces (a pasted text) and it may say anything up to CHAT_MAX characters.
    """
    if not isinstance(raw, str):
        raise BadInput("a chat line's 'text' must be a string")
    _check_text(raw)
    text = " ".join(unicodedata.normalize("NFC", raw).split())  # line breaks, tabs too
    bad = _invisible(text)
    if bad is not None:
        raise BadInput(f"a chat line may not contain the invisible or control character "
                       f"U+{ord(bad):04X}")
    if not text:
        raise BadInput("a chat line needs at least one visible character")
    if len(text) > CHAT_MAX:
        raise BadInput(f"a chat line has at most {CHAT_MAX} characters ({len(text)} sent)")
    if any(unicodedata.category(ch) == "Mn" for ch in text[:1]):
        raise BadInput("a chat line may not start with a combining mark")
    if sum(unicodedata.category(ch) == "Mn" for ch in text) > len(text) // 2:
        raise BadInput("a chat line may not be made mostly of combining marks")
    return text


def clean_name(raw: str) -> str:
    """A display name as shown to everyone, or BadInput saying what is wrong with it.

    Normalised (NFC, runs of spaces made one), bounded, visible: no control or format
    characters (which hide text or reorder it), at least one letter, digit or symbol,
    and nothing that reads like part of the interface ("Seat 2", "(bot)").
    """
    _check_text(raw)
    name = unicodedata.normalize("NFC", raw)
    bad = _invisible(name)
    if bad is not None:
        raise BadInput(f"a name may not contain the invisible or control character "
                       f"U+{ord(bad):04X}")
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
