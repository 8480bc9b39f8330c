"""What a client sends, checked at the edge before anything reaches a room or the database.

Every HTTP body and websocket message goes through `parse_json`: it refuses what the
JSON parser accepts but nothing downstream can hold (lone surrogates, NUL characters,
integers too long to convert, nesting deeper than any real message), so storage never
sees a value it cannot write. Display names go through `clean_name` and chat lines through
`clean_chat` (docs/server.md, "Limits" and "Chat").

A name must not read like part of the interface ("Seat 2", "random bot 1", "Ann (bot)")
in any language the tables speak. It is shown as typed, but compared as it *reads*: NFKC,
case folded, each character replaced by its look-alike prototype (the confusable skeleton
of Unicode TR39, from ICU's spoof checker), with punctuation, spaces and accents ignored.
The interface's words come from the shared catalogues (locale/<lang>.ftl), so a new
language is covered by its catalogue alone.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

import icu
from fluent.syntax import ast

from ..bots.base import SEARCH_LEVELS
from ..core.i18n import LANGUAGES, SHARED, resource

MAX_DEPTH = 16  # real messages nest 5 deep at most (an action's lists of pairs)
NAME_MAX = 32  # characters in a display name, after normalisation
CHAT_MAX = 300  # characters in a chat line, after normalisation
ZWJ = "\u200d"

# ----------------------------------------------------------------- how a text reads
# Characters that only separate words, and those that change no word's look (accents,
# enclosing marks, joiners): "S.e.a.t-2", "Se\u200dat 2" and "Seàt 2" read as "seat 2".
_SEPARATING = frozenset(("Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "Zs", "Zl", "Zp",
                         "Sm", "Sk"))
_SILENT = frozenset(("Mn", "Me", "Cf"))
_SPOOF = icu.SpoofChecker()
# small capitals read as their letters (a case form that casefold does not know); the
# skeleton sends Cyrillic т, в, н... to them
_SMALL_CAPITALS = {
    chr(cp): match.group(1).lower()
    for block in (range(0x0250, 0x02B0), range(0x1D00, 0x1D80), range(0xA720, 0xA800))
    for cp in block
    if (match := re.fullmatch(r"LATIN LETTER SMALL CAPITAL ([A-Z])",
                              unicodedata.name(chr(cp), "")))
}


@lru_cache(maxsize=8192)
def _fold(ch: str, shape_first: bool) -> str:
    """How one character (after NFKC) reads: a digit of any script as its ASCII digit;
    else its TR39 skeleton, case folded, until that is stable. `shape_first` takes the
    skeleton before folding the case (Greek Β and Cyrillic В read as B, while casefold
    would make them β and в first); the other way "ADMIN" reads as "admin", not "adrnln"
    (the skeleton of I is l). Separators become one space."""
    category = unicodedata.category(ch)
    if category in _SEPARATING:
        return " "
    if category in _SILENT:
        return ""
    if category == "Nd":
        return str(unicodedata.decimal(ch))
    text = _SPOOF.getSkeleton(0, ch) if shape_first else ch
    for _ in range(4):
        folded = "".join(_SMALL_CAPITALS.get(c, c)
                         for c in _SPOOF.getSkeleton(0, text.casefold()).casefold())
        if folded == text:
            break
        text = folded
    return "".join(" " if unicodedata.category(c) in _SEPARATING
                   else "" if unicodedata.category(c) in _SILENT else c for c in text)


def _reading(text: str, shape_first: bool = False) -> str:
    """A text as it reads, for comparing: words separated by one space, no ends."""
    return " ".join("".join(_fold(ch, shape_first)
                            for ch in unicodedata.normalize("NFKC", text)).split())


def _readings(text: str) -> tuple[str, str]:
    return _reading(text), _reading(text, shape_first=True)


# ------------------------------------------------------- the interface's words, as regexes
# A reading's number: digits of any script, and the letters that look like 0 and 1 (their
# skeletons are o and l): as a word of their own ("Seat lO"), or with a real digit among
# them ("Seat l0"); so "Seaton" and "Botol" stay names.
_NUM = r"(?: ?(?=[ol ]*[0-9])[0-9ol](?: ?[0-9ol])*| [ol](?: ?[ol])*)"


class _Slot:
    """A variable of a message: { $number }, { $name }, { $bot } (compared by identity)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"<{self.name}>"


_NUMBER, _ANY, _BOT = _Slot("number"), _Slot("any"), _Slot("bot")
_SLOTS = {"number": _NUMBER, "seat": _NUMBER, "name": _ANY, "bot": _BOT}
# slots, and between them texts: (its regex, a separator leads, a separator trails)
Shape = tuple[_Slot | tuple[str, bool, bool], ...]

# messages whose whole text, with its number if any, is not a name: a seat, a bot, the
# spectator; every `bot-<kind>` message too. Not "waiting-player-name" ("Player 3") nor
# "lobby-host-name" ("Host"): those are the names the lobby gives when none is typed.
_NAME_MESSAGES = ("seat-numbered", "chat-seat", "chat-spectator", "replay-spectator",
                  "play-bot", "seat-bot", "seat-stand-in", "waiting-empty-seat",
                  "waiting-bot-for", "tag-bot", "chat-bot")
# the word "bot" of each language, refused as a word anywhere in a name ("Ann (bot)")
_BOT_WORD_MESSAGES = ("tag-bot", "chat-bot")
# words no catalogue has, reserved in every language the tables speak
_FIXED = ("empty", "free seat", "server", "system", "admin", "administrator", "moderator",
          "nobody", "空位", "旁觀者", "系統", "伺服器", "管理員", "版主", "机器人", "观众",
          "сервер", "система", "адмін", "адміністратор", "модератор", "ніхто")


def _shapes(pattern: ast.Pattern) -> Iterator[list[Any]]:
    """Each way a message can come out (every variant of a select), as text and slots;
    nothing for a placeable this does not know (better a gap than refusing every name)."""
    shapes: list[list[Any]] = [[]]
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            options: list[list[Any]] = [[element.value]]
        elif isinstance(element.expression, ast.StringLiteral):
            options = [[element.expression.parse()["value"]]]
        elif isinstance(element.expression, ast.VariableReference):
            slot = _SLOTS.get(element.expression.id.name)
            if slot is None:
                return
            options = [[slot]]
        elif isinstance(element.expression, ast.SelectExpression):
            options = [shape for variant in element.expression.variants
                       for shape in _shapes(variant.value)]
        else:
            return
        shapes = [shape + option for shape in shapes for option in options]
    yield from shapes


def _shape(parts: list[Any]) -> Shape | None:
    """Texts as regexes of their readings (with whether a separator leads or trails),
    slots kept; None for a shape that would match every name: no text, or a free slot
    ({ $name }) that touches no text."""
    merged: list[Any] = []
    for part in parts:
        if isinstance(part, _Slot):
            merged.append(part)
        elif merged and isinstance(merged[-1], list):
            merged[-1].append(part)
        else:
            merged.append([part])
    out: list[Any] = []
    for part in merged:
        if isinstance(part, list):
            text = unicodedata.normalize("NFKC", "".join(part))
            raw = "".join(_fold(ch, False) for ch in text)
            out.append((_words(text), raw.startswith(" "), raw.endswith(" ")))
        else:
            out.append(part)
    if not any(p is _BOT or (isinstance(p, tuple) and p[0]) for p in out):
        return None  # "{ $number }" alone would refuse every number
    for i, part in enumerate(out):
        if part is _ANY and not any(isinstance(n, tuple) and n[0]
                                    for n in out[max(i - 1, 0):i + 2]):
            return None
    return tuple(out)


def _words(text: str) -> str:
    """A regex of a text's readings (both ways: "Місце" with a Latin M too), a separator
    allowed between any two characters; empty for a text of separators alone."""
    readings = dict.fromkeys(r.replace(" ", "") for r in _readings(text))
    return "|".join(" ?".join(re.escape(c) for c in r) for r in readings if r)


def _regex(shape: Shape, bot: str) -> str:
    """A shape as a regex over readings: separators optional inside words ("S.e.a.t",
    "emptyseat"), needed between a free slot and its text where the message has one
    (so "Ann (bot)" is a stand-in and "Talbot" a name); a number slot is optional when
    the message has text of its own ("Seat" alone is a seat)."""
    has_text = any(isinstance(p, tuple) and p[0] for p in shape)
    out = []
    for i, part in enumerate(shape):
        if part is _ANY:
            out.append(".+")
        elif part is _NUMBER:
            out.append(f"{_NUM}?" if has_text else _NUM)
        elif part is _BOT:
            out.append(f"(?:{bot})")
        else:
            text, lead, trail = part
            after_any = i > 0 and shape[i - 1] is _ANY
            before_any = i + 1 < len(shape) and shape[i + 1] is _ANY
            if not text:
                out.append(" " if after_any or before_any else " ?")
                continue
            out.append((" " if lead else "") if after_any else " ?")
            out.append(f"(?:{text})")
            out.append((" " if trail else "") if before_any else " ?")
    return "".join(out)


def _catalogue_shapes() -> dict[str, list[Shape]]:
    """message id -> its shapes in every language of the shared catalogue."""
    found: dict[str, list[Shape]] = {}
    for lang in LANGUAGES:
        catalogue = resource(SHARED, lang)
        for entry in catalogue.body if catalogue else ():
            if not isinstance(entry, ast.Message):
                continue
            name = entry.id.name
            if name not in _NAME_MESSAGES and not name.startswith("bot-"):
                continue
            patterns = [entry.value, *(a.value for a in entry.attributes)]  # .plural too
            for pattern in patterns:
                if pattern is None:
                    continue
                for parts in _shapes(pattern):
                    shape = _shape(parts)
                    if shape is not None and shape not in found.setdefault(name, []):
                        found[name].append(shape)
    return found


def _compile() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The whole names that read like the interface, and the word "bot" in a name."""
    shapes = _catalogue_shapes()
    kinds = sorted({"random", *SEARCH_LEVELS,
                    *(name[4:] for name in shapes if name.startswith("bot-")
                      and name != "bot-named")})
    bot_words = sorted({shape[0][0] for name in _BOT_WORD_MESSAGES
                        for shape in shapes.get(name, ())
                        if len(shape) == 1 and isinstance(shape[0], tuple)}) or [_words("bot")]
    kind_words = [_words(kind) for kind in kinds]
    labels = [_regex(shape, "") for name, found in shapes.items()
              if name.startswith("bot-") and name != "bot-named"
              for shape in found if _BOT not in shape]
    bot = "|".join(kind_words + labels)
    word = "|".join(bot_words)
    whole = [_regex(shape, bot) for found in shapes.values() for shape in found]
    whole += [_words(text) for text in _FIXED]
    whole = list(dict.fromkeys(whole))  # languages share some words
    # a bot kind with a number or the word bot: "random 1", "heuristic-bot", "ismcts 機器人"
    whole += [f"(?:{'|'.join(kind_words)})(?:{_NUM}| ?(?:{word}))"]
    reserved = re.compile(f"(?:{'|'.join(whole)})(?:{_NUM})? ?")
    bot_word = re.compile(f"(?:^| )(?:{word}){_NUM}?(?= |$)")
    return reserved, bot_word


# built once, at import: the catalogues are package data
_RESERVED, _BOT_WORD = _compile()


def reads_like_interface(name: str) -> bool:
    """Whether a name reads like a seat, a bot or the spectator in any language (module
    docstring), in either way of folding case around the skeleton."""
    return any(_RESERVED.fullmatch(reading) or _BOT_WORD.search(reading)
               for reading in _readings(name))


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
    and nothing that reads like part of the interface ("Seat 2", "(bot)") however it is
    spelled: look-alike letters, other scripts, punctuation (`reads_like_interface`).
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
    if reads_like_interface(name):
        raise BadInput(f"{name!r} reads like part of the table (a seat, a bot, the "
                       f"spectator): choose another name")
    return name
