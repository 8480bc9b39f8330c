"""Ludoteca: modern board games on one rules engine, for players and for researchers."""

__version__ = "0.1.0"
