"""The engine protocol shared by every game: randomness, actions, events, records, scenarios."""

from .actions import Action
from .errors import IllegalAction, LudotecaError, OptionError, RecordError, ScenarioError
from .events import Event
from .protocol import Game, GameMeta, OptionSpec, State
from .rng import Rng, seed_from

__all__ = [
    "Action", "Event", "Game", "GameMeta", "IllegalAction", "LudotecaError", "OptionError",
    "OptionSpec", "RecordError", "Rng", "ScenarioError", "State", "seed_from",
]
