"""Where a figure may stand: asks the core's board checks (``board_problems``), so the window
never writes its own placement rules (a figure on the map, on a free cell, on terrain it may
end on)."""

from __future__ import annotations

from tabletop_ai.board import Board, Figure, board_problems
from tabletop_ai.board.stacks import stack_problem, stacks_allowed
from tabletop_ai.geometry import Cell


def placement_problem(board: Board, fid: str, at: Cell) -> str | None:
    """Why figure ``fid`` may not stand with its top-left cell at ``at``; None when it may."""
    fig = board.figure(fid)
    old = fig.at
    fig.at = at
    try:
        return _problem_of(board, fig)
    finally:
        fig.at = old


def new_figure_problem(board: Board, fig: Figure) -> str | None:
    """Why a new figure ``fig`` may not be put on the board where it says; None when it may."""
    board.figures.append(fig)
    try:
        return _problem_of(board, fig)
    finally:
        board.figures.pop()


def _problem_of(board: Board, fig: Figure) -> str | None:
    if not all(board.grid.contains(c) for c in fig.cells()):
        return f"{fig.label} would stand off the map"
    # said with the figures' names; the core reports it under either figure's index
    mine = set(fig.cells())
    here = [other for other in board.figures if other is not fig and mine & set(other.cells())]
    if here and not stacks_allowed(board):
        return f"{here[0].label} already stands there"
    if here:  # a hex wargame's stack: the core's stacking rule decides (board/stacks.py)
        why = stack_problem(board, [*here, fig])
        if why is not None:
            return why
    index = next(i for i, f in enumerate(board.figures) if f is fig)
    where = f"figures[{index}]"
    for p in board_problems(board):
        if p.where == where and f'"{fig.id}" has health' not in p.message \
                and "used twice" not in p.message and not p.message.startswith("at ["):
            return p.message
    return None
