"""Where a figure may stand: the board's own checks (:func:`~tabletop_ai.board.validate.
board_problems`) asked about a board WITH the figure where it would go — built as a new
board value that shares the unchanged parts, so the board asked about is never changed and
the window writes no placement rules of its own (spec section 4: a figure stands on the map,
on cells of its own, on terrain it may end on)."""

from __future__ import annotations

import dataclasses

from tabletop_ai.board.model import Board, Figure
from tabletop_ai.board.stacks import stack_problem, stacks_allowed
from tabletop_ai.board.validate import board_problems
from tabletop_ai.geometry import Cell

#: board problems about where a figure stands (the ones that stop a move or a drop);
#: others of the figure (its health, a duplicated id) are not about placing it
PLACEMENT_CODES = frozenset(
    {
        "figure-off-map",
        "figure-overlap",
        "figure-void",
        "figure-terrain",
        "figure-size",
        "figure-stack",
    }
)


def with_figure(board: Board, fig: Figure) -> Board:
    """A new board where ``fig`` replaces the figure of its id (or is added); the other
    parts are shared with ``board``, which is not changed."""
    figures = list(board.figures)
    for i, f in enumerate(figures):
        if f.id == fig.id:
            figures[i] = fig
            break
    else:
        figures.append(fig)
    return dataclasses.replace(board, figures=figures)


def figure_problem(board: Board, fig: Figure) -> str | None:
    """Why ``fig`` (a new figure, or a changed copy of one on the board) may not stand
    where it says; None when it may."""
    if not all(board.grid.contains(c) for c in fig.cells()):
        return f"{fig.label} would stand off the map"
    mine = set(fig.cells())
    here = [other for other in board.figures if other.id != fig.id and mine & set(other.cells())]
    if here and not stacks_allowed(board):  # said with the figures' names
        return f"{here[0].label} already stands there"
    if here:  # a hex wargame's stack: the stacking rule decides (board/stacks.py)
        why = stack_problem(board, [*here, fig])
        if why is not None:
            return why
    candidate = with_figure(board, fig)
    index = next(i for i, f in enumerate(candidate.figures) if f is fig)
    # a stack's problem is reported under the stack's last figure: any figure sharing a cell
    sharing = {
        f"figures[{i}]"
        for i, f in enumerate(candidate.figures)
        if i == index or mine & set(f.cells())
    }
    for p in board_problems(candidate):
        if p.code in PLACEMENT_CODES and (
            p.where == f"figures[{index}]" or (p.code == "figure-stack" and p.where in sharing)
        ):
            return p.message
    return None


def placement_problem(
    board: Board, fid: str, at: Cell, size: tuple[int, int] | None = None
) -> str | None:
    """Why figure ``fid`` may not stand with its top-left cell at ``at`` (and ``size``,
    default its own); None when it may."""
    fig = board.figure(fid)
    moved = dataclasses.replace(fig, at=at, size=size or fig.size)
    return figure_problem(board, moved)


def new_figure_problem(board: Board, fig: Figure) -> str | None:
    """Why a new figure ``fig`` may not be put on the board where it says; None when it
    may."""
    return figure_problem(board, fig)


__all__ = [
    "PLACEMENT_CODES",
    "figure_problem",
    "new_figure_problem",
    "placement_problem",
    "with_figure",
]
