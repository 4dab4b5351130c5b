"""Where a figure may stand: the board's own checks (:func:`~tabletop_ai.board.validate.
board_problems`) asked about a board WITH the figure where it would go — built as a new
board value that shares the unchanged parts, so the board asked about is never changed and
the window writes no placement rules of its own (spec section 4: a figure stands on the map,
on cells of its own, on terrain it may end on)."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from tabletop_ai.board.errors import Problem
from tabletop_ai.board.model import Board, Figure
from tabletop_ai.board.stacks import stack_problem, stacks_allowed
from tabletop_ai.board.validate import board_problems
from tabletop_ai.geometry import Cell
from tabletop_ai.i18n import msg
from tabletop_ai.i18n.content import content_label

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
        return msg("{name} would stand off the map", name=content_label(fig.label))
    mine = set(fig.cells())
    here = [other for other in board.figures if other.id != fig.id and mine & set(other.cells())]
    if here and not stacks_allowed(board):  # said with the figures' names
        return msg("{name} already stands there", name=content_label(here[0].label))
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


@dataclass(frozen=True)
class SetAside:
    """A figure of a board file that could not stand where the file says (the board-format
    checks' ``problem``), taken off the board so the rest of it can be opened and fixed;
    ``groups``: each group whose ``figures`` named it, with its place in that list."""

    figure: Figure
    problem: Problem
    groups: tuple[tuple[str, int], ...] = ()


_FIGURE_AT = re.compile(r"^figures\[(\d+)\]$")


def set_aside_misplaced(board: Board) -> tuple[Board, list[SetAside]]:
    """``board`` without the figures that stand where they may not (off the map, on a
    no-cell square, on another figure: :data:`PLACEMENT_CODES`), and those figures, when
    the board has no other problem once they are off; else ``board`` and ``[]`` (its
    problems are not about where figures stand, and it is refused as it is)."""
    problems = board_problems(board)
    aside: dict[int, Problem] = {}
    for p in problems:
        m = _FIGURE_AT.match(p.where)
        if p.code not in PLACEMENT_CODES or m is None:
            return board, []
        aside.setdefault(int(m.group(1)), p)
    if not aside:
        return board, []
    ids = {board.figures[i].id for i in aside}
    out = [
        SetAside(
            board.figures[i],
            p,
            tuple(
                (g.id, g.figures.index(board.figures[i].id))
                for g in board.groups
                if board.figures[i].id in g.figures
            ),
        )
        for i, p in sorted(aside.items())
    ]
    rest = dataclasses.replace(
        board,
        figures=[f for i, f in enumerate(board.figures) if i not in aside],
        groups=[
            dataclasses.replace(g, figures=[f for f in g.figures if f not in ids])
            if ids & set(g.figures)
            else g
            for g in board.groups
        ],
    )
    if board_problems(rest):  # e.g. a stack whose problem was not one figure's
        return board, []
    return rest, out


def as_in_the_file(board: Board, aside: list[SetAside]) -> Board:
    """``board`` with the set-aside figures where their file put them (off the map, on
    another figure ...) and back in their groups at their places: what the file held, for an
    autosave that must not lose them. Not a board to plan on: its placement problems are the
    ones they were set aside for."""
    if not aside:
        return board
    groups = list(board.groups)
    figures = list(board.figures)
    for a in aside:
        if any(f.id == a.figure.id for f in figures):
            continue
        figures.append(a.figure)
        places = dict(a.groups)
        groups = [
            dataclasses.replace(
                g, figures=[*g.figures[: places[g.id]], a.figure.id, *g.figures[places[g.id] :]]
            )
            if g.id in places and a.figure.id not in g.figures
            else g
            for g in groups
        ]
    return dataclasses.replace(board, figures=figures, groups=groups)


def put_back(board: Board, aside: SetAside) -> Board:
    """``board`` with a set-aside figure back on it: on the free cell nearest to where its
    file put it (that cell brought onto the map), and back in its groups at its place."""
    fig = aside.figure
    g = board.grid
    want = Cell(min(max(fig.at.x, 0), g.width - 1), min(max(fig.at.y, 0), g.height - 1))
    cells = sorted(
        (Cell(x, y) for y in range(g.height) for x in range(g.width) if g.contains(Cell(x, y))),
        key=lambda c: (abs(c.x - want.x) + abs(c.y - want.y), c.y, c.x),
    )
    for c in cells:
        moved = dataclasses.replace(fig, at=c)
        if figure_problem(board, moved) is None:
            break
    else:
        raise ValueError(f"{fig.label}: no free cell on the map")
    places = dict(aside.groups)
    groups = [
        dataclasses.replace(
            grp, figures=[*grp.figures[: places[grp.id]], fig.id, *grp.figures[places[grp.id] :]]
        )
        if grp.id in places and fig.id not in grp.figures
        else grp
        for grp in board.groups
    ]
    return dataclasses.replace(with_figure(board, moved), groups=groups)


__all__ = [
    "PLACEMENT_CODES",
    "SetAside",
    "as_in_the_file",
    "figure_problem",
    "new_figure_problem",
    "placement_problem",
    "put_back",
    "set_aside_misplaced",
    "with_figure",
]
