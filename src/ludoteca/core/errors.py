"""Errors raised at the engine's edges; each carries a message a person can act on."""


class LudotecaError(Exception):
    """Base class for every error the project raises on purpose."""


class IllegalAction(LudotecaError):
    """An action that is not legal now, or not well formed. The state is unchanged."""


class OptionError(LudotecaError):
    """Unknown option, bad value, or unsupported number of players."""


class RecordError(LudotecaError):
    """A game record that is malformed or does not replay to its stored digest."""


class ScenarioError(LudotecaError):
    """A scenario file that is malformed or cannot be set up."""


class RunawayGame(LudotecaError):
    """A game played by bots that did not end within the step limit (a bot, or the
    engine, going round in circles): the run stops rather than spin for ever."""
