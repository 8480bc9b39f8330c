"""Running `ludoteca ARGS` in the test's own process (quicker than a subprocess)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ludoteca.cli import main


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Exit code, stdout and stderr of `ludoteca ARGS`, run in this process."""
    try:
        code = main(list(args))
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def in_a_process(*args: str, timeout: float = 120) -> tuple[int, str, str]:
    """Exit code, stdout and stderr of `python -m ludoteca.cli ARGS`, a process of its own."""
    result = subprocess.run([sys.executable, "-m", "ludoteca.cli", *args], capture_output=True,
                            text=True, timeout=timeout)
    return result.returncode, result.stdout, result.stderr


# a command checked here in the quick run (an interpreter a case costs more than the check)
# and through `python -m ludoteca.cli` in the full run
HERE_QUICK = pytest.mark.parametrize(
    "in_process", [True, pytest.param(False, marks=pytest.mark.slow)], ids=["here", "process"])


def either(capsys: pytest.CaptureFixture[str], in_process: bool, *args: str,
           timeout: float = 120) -> tuple[int, str, str]:
    """`cli` when `in_process`, else `in_a_process`."""
    return cli(capsys, *args) if in_process else in_a_process(*args, timeout=timeout)
