"""Tabletop AI: plays the enemy side of tabletop skirmish games by their printed AI rules.

The package is split like python-chess and Anki: a headless core (``geometry``, ``board``,
``engine``, ``rulesets``) that imports no Qt, and a window (``ui``) that draws what the core
returns.
"""

from importlib import metadata

try:
    __version__ = metadata.version("tabletop-ai")
except metadata.PackageNotFoundError:  # running from a source tree or a frozen app
    __version__ = "0.1.0"

__all__ = ["__version__"]
