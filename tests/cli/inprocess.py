"""Running `ludoteca ARGS` in the test's own process (quicker than a subprocess)."""

from __future__ import annotations

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
