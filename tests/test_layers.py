"""The layers of docs/architecture.md, checked by import-linter with the contracts in
pyproject.toml (`[tool.importlinter]`): the package keeps them, and the same contracts
reject each kind of wrong import in a small package built to break them."""

from __future__ import annotations

import pkgutil
import re
import tomllib
from pathlib import Path

import pytest
from importlinter.cli import lint_imports

import ludoteca

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = ROOT / "pyproject.toml"

# a package shaped like ludoteca: every layer, one game with a rules module and one module
# per tool interface, each importing what the rule allows
TOY = {
    "__init__.py": "",
    "core/__init__.py": "",
    "core/protocol.py": "",
    "core/registry.py": "from . import protocol\n",
    "bots/__init__.py": "",
    "bots/base.py": "from ..core import registry\n",
    "rl/__init__.py": "",
    "rl/layout.py": "from ..bots import base\nfrom .. import play\n",
    "sim/__init__.py": "",
    "sim/runner.py": "from ..bots import base\nfrom ..server import room\n",
    "server/__init__.py": "",
    "server/room.py": "from ..bots import base\n",
    "play.py": "from .bots import base\n",
    "cli.py": "from . import play\nfrom .rl import layout\nfrom .sim import runner\n",
    "web/__init__.py": "",
    "games/__init__.py": "",
    "games/g/__init__.py": "from . import state\n",
    "games/g/state.py": "from ...core import protocol\n",
    "games/g/bot.py": "from ...core import protocol\nfrom . import state\n",
    "games/g/encoder.py": "from ...rl import layout\nfrom . import state\n",
    "games/g/text.py": "from ... import play\nfrom . import state\n",
}

# (module, the import added to it) -> whether the contracts still hold
CASES = {
    "as shipped": ("games/g/state.py", "", True),
    "rules import bots": ("games/g/state.py", "from ...bots import base\n", False),
    "rules import rl": ("games/g/state.py", "from ...rl import layout\n", False),
    "rules import play": ("games/g/__init__.py", "from ... import play\n", False),
    "rules import the server": ("games/g/state.py", "from ...server import room\n", False),
    "rules import their encoder": ("games/g/state.py", "from . import encoder\n", False),
    "rules import their text": ("games/g/__init__.py", "from . import text\n", False),
    "bot imports bots": ("games/g/bot.py", "from ...bots import base\n", False),
    "encoder imports play": ("games/g/encoder.py", "from ... import play\n", False),
    "text imports rl": ("games/g/text.py", "from ...rl import layout\n", False),
    "core imports bots": ("core/protocol.py", "from ..bots import base\n", False),
    "core imports a game": ("core/registry.py", "from ..games.g import state\n", False),
    "bots import a game": ("bots/base.py", "from ..games.g import bot\n", False),
    "cli imports a game": ("cli.py", "from .games.g import text\n", False),
    "play imports rl": ("play.py", "from .rl import layout\n", False),
    "rl imports sim": ("rl/layout.py", "from ..sim import runner\n", False),
}


def _contracts_text() -> str:
    """pyproject.toml's `[tool.importlinter]` tables, as written."""
    text = PYPROJECT.read_text(encoding="utf-8")
    start = text.index("[tool.importlinter]")
    later = re.search(r"^\[(?!\[?tool\.importlinter)", text[start + 1:], re.MULTILINE)
    return text[start:start + 1 + later.start()] if later else text[start:]


def _layers() -> list[str]:
    contracts = tomllib.loads(_contracts_text())["tool"]["importlinter"]["contracts"]
    (layers,) = (c["layers"] for c in contracts if c["type"] == "layers")
    return [name.strip() for layer in layers for name in layer.split("|")]


def test_ludoteca_keeps_its_layers() -> None:
    assert lint_imports(config_filename=str(PYPROJECT), no_cache=True, no_logo=True) == 0


def test_every_part_of_the_package_has_a_layer() -> None:
    """A new tool layer is placed in the contract before it can import anything; `web`
    holds only the browser's files."""
    layers = _layers()
    parts = {m.name for m in pkgutil.iter_modules(ludoteca.__path__)} - {"web"}
    assert {f"ludoteca.{p}" for p in parts} == set(layers)


@pytest.mark.parametrize("case", list(CASES))
def test_contracts_reject_wrong_imports(case: str, tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    name = "layertoy_" + re.sub(r"\W", "_", case)  # one name per case: no shared module cache
    where, extra, holds = CASES[case]
    for path, source in TOY.items():
        file = tmp_path / name / path
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(source + (extra if path == where else ""), encoding="utf-8")
    config = tmp_path / "pyproject.toml"
    config.write_text(re.sub(r'\bludoteca(?=[."])', name, _contracts_text()),
                      encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert tomllib.loads(config.read_text())["tool"]["importlinter"]["root_package"] == name
    result = lint_imports(config_filename=str(config), no_cache=True, no_logo=True)
    out = capsys.readouterr().out
    # broken, not failing to run: a contract naming a module the package lacks is an error
    verdict = re.search(r"Contracts: (\d+) kept, (\d+) broken", out)
    assert verdict, out
    assert (result == 0, verdict[2] == "0") == (holds, holds), out
