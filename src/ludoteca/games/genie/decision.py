"""The genie game's decisions: one typed class per kind of choice (core/flow.py).

Each decision is the tuple `(kind, seat, *context)` it always was in snapshots and
records, with its context readable by name and its rules beside it: `legal(state)` lists
the actions it allows and `answer(state, action)` carries the chosen one out. The round's
own decisions live in state.py, the lamp effects' in effects.py.
"""

from __future__ import annotations

from ...core.flow import Decision


class GenieDecision(Decision, registry=True):
    """Base of every genie decision; `GenieDecision.decode` reads one from a snapshot."""

    __slots__ = ()
