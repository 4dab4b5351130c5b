"""Stacks: when several figures may share one cell (a board-format extension).

The contract's geometry (spec 7) says a figure "never ends its move in an occupied cell", and
in skirmish games a cell holds one figure. A rule set may let figures stack (hex wargames:
several armies on one hex) by declaring a :class:`Stacking`
(:attr:`RuleSet.stacking <tabletop_ai.engine.rules.RuleSet.stacking>`), and this module is
the one place the loader, the window and the planners ask, so a board a plan leaves is
always a board the loader accepts.

The board layer knows no rule set: the registry (:mod:`tabletop_ai.rulesets`, which the app,
the command line and the public API import before they read a board) tells it through
:func:`use_stacking` which rule set a preset names. Until then a cell holds one figure.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from tabletop_ai.board.model import Board, Figure


class Stacking(Protocol):
    """A rule set's stacking rule."""

    def problem(self, board: Board, figs: Sequence[Figure]) -> str | None:
        """Why ``figs`` (two or more figures covering one cell of ``board``) may not share
        it, naming the figures; None when they may."""
        ...


def _one_per_cell(_preset: str | None) -> Stacking | None:
    return None


_stacking_of: Callable[[str | None], Stacking | None] = _one_per_cell


def use_stacking(lookup: Callable[[str | None], Stacking | None]) -> None:
    """Ask ``lookup(preset)`` for the stacking rule of a board's rule set (``preset`` None:
    the board names none, spec 6's default)."""
    global _stacking_of
    _stacking_of = lookup


def stacking(board: Board) -> Stacking | None:
    """The stacking rule of the board's rule set (None: one figure per cell)."""
    return _stacking_of(board.rules.preset)


def stacks_allowed(board: Board) -> bool:
    """True when the board's rule set lets several figures share a cell."""
    return stacking(board) is not None


def stack_problem(board: Board, figs: Sequence[Figure]) -> str | None:
    """Why ``figs`` (two or more figures covering one cell) may not share it; None when they
    may. The message names the figures."""
    if len(figs) < 2:
        return None
    rule = stacking(board)
    if rule is None:
        names = ", ".join(f'"{f.id}"' for f in figs)
        return f"{names} stand on the same cell"
    return rule.problem(board, figs)


__all__ = ["Stacking", "stack_problem", "stacking", "stacks_allowed", "use_stacking"]
