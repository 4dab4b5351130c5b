"""Tabletop AI: plays the enemy side of tabletop skirmish games by their printed AI rules.

The package is split like python-chess and Anki: a headless core (``geometry``, ``board``,
``engine``, the games, ``rulesets``) that imports no Qt, and a window (``ui``) that draws what
the core returns (``docs/architecture.md``).

The public API (stable; :mod:`tabletop_ai.api`):

- :func:`load_board` ``(path) -> Board``: read and check a board file;
- :func:`plan_group` ``(board, group_id) -> Plan``: plan a group by the board's rule set;
  :meth:`Plan.to_json` gives the contract's plan JSON (spec 9);
- :func:`validate` ``(path) -> list[Problem]``: every problem of a file, with codes;
- :func:`marker_sheet` ``(board, path, size_mm) -> Board``: print the markers for photos;
- :func:`place_from_photo` ``(board, image_path) -> PhotoResult``: where a photo of the table
  puts each figure (placed, unsure, not seen, or the photo refused with the reason).

They are imported on first use (PEP 562), so ``import tabletop_ai`` stays light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_ai._version import __version__

if TYPE_CHECKING:
    from tabletop_ai.api import (
        load_board,
        marker_sheet,
        place_from_photo,
        plan_group,
        validate,
    )
    from tabletop_ai.board.errors import BoardError, Problem
    from tabletop_ai.board.model import Board
    from tabletop_ai.engine.plan import Plan
    from tabletop_ai.photo.result import PhotoResult

__all__ = [
    "Board",
    "BoardError",
    "PhotoResult",
    "Plan",
    "Problem",
    "__version__",
    "load_board",
    "marker_sheet",
    "place_from_photo",
    "plan_group",
    "validate",
]

_LAZY = {
    "load_board": "tabletop_ai.api",
    "plan_group": "tabletop_ai.api",
    "validate": "tabletop_ai.api",
    "marker_sheet": "tabletop_ai.api",
    "place_from_photo": "tabletop_ai.api",
    "PhotoResult": "tabletop_ai.photo.result",
    "Board": "tabletop_ai.board.model",
    "BoardError": "tabletop_ai.board.errors",
    "Problem": "tabletop_ai.board.errors",
    "Plan": "tabletop_ai.engine.plan",
}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value: object = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
