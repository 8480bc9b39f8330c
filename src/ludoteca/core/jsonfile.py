"""Reading the JSON input files (records, scenarios) with errors that name the file.

Input files come from people and other tools, so every way they can be unreadable
(missing, a folder, not UTF-8, not JSON, nested too deep) becomes the caller's
LudotecaError subclass with a message naming the file, never a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .errors import LudotecaError


def read_text(path: Path, error: type[LudotecaError]) -> str:
    """The file's UTF-8 text (a leading byte-order mark is dropped)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise error(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        # utf-8-sig: a BOM is still UTF-8 text, and some Windows editors write one
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise error(f"{path}: not UTF-8 text "
                    f"(byte 0x{data[exc.start]:02x} at offset {exc.start})") from None


def parse(text: str, where: str, error: type[LudotecaError], at_line: bool = True) -> Any:
    """json.loads with the failure named as `where: not JSON (...)`."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        at = f" at line {exc.lineno}" if at_line else ""
        raise error(f"{where}: not JSON ({exc.msg}{at})") from None
    except RecursionError:
        raise error(f"{where}: not usable JSON (nested too deeply)") from None
    except ValueError as exc:  # e.g. an integer longer than Python's digit limit
        raise error(f"{where}: not usable JSON ({str(exc).partition(':')[0]})") from None
