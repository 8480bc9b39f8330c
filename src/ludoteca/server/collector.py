"""The server's garbage-collection policy: many short pauses instead of a few long ones.

Tables keep what they played (events, actions, seats), objects that live for the whole
game. CPython's cycle collector would walk them again in every collection of an older
generation, and young collections of 20,000 objects take 5-30 ms: with 200 busy tables
that pause is what every action in flight waits for. So young collections stay small
(`young` new objects, well under a millisecond each), whatever survives one is moved out
of the collector's sight at once (`gc.freeze`), and a whole collection every `sweep`
seconds finds the cycles that died among the frozen objects (a disconnect's traceback,
a finished table's room), so they are not kept for ever.
"""

from __future__ import annotations

import asyncio
import gc
from typing import Any

YOUNG = 2_000  # new container objects between two young collections
SWEEP = 600.0  # seconds between whole collections


class Collector:
    def __init__(self, young: int = YOUNG, sweep: float = SWEEP) -> None:
        self.young, self.sweep = young, sweep
        self._saved: tuple[int, int, int] | None = None

    def start(self) -> None:
        """Freeze what start-up loaded, and from now on what survives each young
        collection."""
        self._saved = gc.get_threshold()
        gc.freeze()
        gc.set_threshold(self.young, 10, 10)
        gc.callbacks.append(self._after)

    def stop(self) -> None:
        if self._after in gc.callbacks:
            gc.callbacks.remove(self._after)
        if self._saved is not None:
            gc.set_threshold(*self._saved)

    def _after(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "stop" and info.get("generation") == 0:
            gc.freeze()

    async def sweeping(self) -> None:
        """The whole collection every `sweep` seconds (one longer pause, rarely)."""
        while True:
            await asyncio.sleep(self.sweep)
            gc.unfreeze()
            gc.collect()
            gc.freeze()
