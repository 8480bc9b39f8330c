"""What every test shares."""

from __future__ import annotations

import sys

# Keep compiled modules between runs (Python's default, and CI's): with
# PYTHONDONTWRITEBYTECODE set, every xdist worker recompiled ludoteca and re-rewrote every
# test module at each run (about 8 s of each worker's 11 s collection), and every
# `python -m ludoteca` subprocess of the tests compiled ludoteca again. The caches go to the
# usual __pycache__ folders (ignored by git); Python checks each against its source.
sys.dont_write_bytecode = False
