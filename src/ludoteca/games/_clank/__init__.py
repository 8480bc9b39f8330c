"""Clank! Catacombs, being built (issue 26): its content, tiles and map so far.

The folder's name starts with an underscore so the registry does not list the game before
its engine plays (core/registry.py skips such packages); it becomes `games/clank` then.
"""
