"""Bots that play any game through the engine protocol."""

from .base import Bot, Observation, RandomBot, bot_names, make_bot

__all__ = ["Bot", "Observation", "RandomBot", "bot_names", "make_bot"]
