"""Tabletop AI: plays the enemy side of tabletop skirmish games by their printed AI rules.

The package is split like python-chess and Anki: a headless core (``geometry``, ``board``,
``engine``, ``rulesets``) that imports no Qt, and a window (``ui``) that draws what the core
returns.
"""

from tabletop_ai._version import __version__

__all__ = ["__version__"]
