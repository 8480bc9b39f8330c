"""Fixtures of the simulation tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from ludoteca.sim.tournament import Outcome, Tournament, run


@pytest.fixture(scope="session")
def genie_report(tmp_path_factory: pytest.TempPathFactory
                 ) -> tuple[Tournament, tuple[Outcome, ...], Path]:
    """A Genie tournament written out (results, summary, plots, report), its games in order
    and its folder: played once a worker for the tests that only read it (the plots cost
    most of a run this size)."""
    folder = tmp_path_factory.mktemp("genie-report")
    got: list[Outcome] = []
    result = run("genie", ["heuristic", "random"], games=6, players=3, seed=1, out=folder,
                 on_game=got.append)
    return result, tuple(got), folder
