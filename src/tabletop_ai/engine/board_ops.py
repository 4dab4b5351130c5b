"""The window's board edits as operations (:mod:`tabletop_ai.engine.ops`): move, add and
remove figures, and apply a plan's moves. Each takes a board and returns a new one (the
input is never changed), the lines for the log and what changed; the window runs them
through ``tabletop_ai.ui.ops.run_op`` as one undo step each."""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping

from tabletop_ai.board.model import Board, Figure
from tabletop_ai.engine.ops import Changes, Op, OpResult
from tabletop_ai.engine.plan import Plan
from tabletop_ai.geometry import Cell

FIGURES_CHANGED = Changes(figures=True, plan=True)
#: adding or removing figures also changes the groups' figure lists
MEMBERS_CHANGED = Changes(figures=True, groups=True, plan=True)


def move_figures(moves: Mapping[str, Cell]) -> Op[Board]:
    """Figures (by id) to new top-left cells."""
    moves = dict(moves)

    def op(board: Board) -> OpResult[Board]:
        new = board.copy()
        log = []
        for fid, at in moves.items():
            fig = new.figure(fid)
            if fig.at != at:
                log.append(f"{fig.label} {fig.at!r} → {at!r}")
                fig.at = at
        return OpResult(new, log, FIGURES_CHANGED if log else Changes())

    return op


def add_figure(figure: Figure) -> Op[Board]:
    """Put ``figure`` on the board (and into its group's figure list, when it names one)."""

    def op(board: Board) -> OpResult[Board]:
        if board.find_figure(figure.id) is not None:
            raise ValueError(f'id "{figure.id}" is used already')
        new = board.copy()
        fig = copy.deepcopy(figure)
        new.figures.append(fig)
        g = new.find_group(fig.group)
        if g is not None and fig.id not in g.figures:
            g.figures.append(fig.id)
        return OpResult(new, [f"{fig.label} added at {fig.at!r}"], MEMBERS_CHANGED)

    return op


def remove_figures(fids: Iterable[str]) -> Op[Board]:
    """Take figures off the board and out of every group's figure list."""
    gone = list(dict.fromkeys(fids))

    def op(board: Board) -> OpResult[Board]:
        present = [fid for fid in gone if board.find_figure(fid) is not None]
        if not present:
            return OpResult(board)
        labels = [board.figure(fid).label for fid in present]
        new = board.copy()
        drop = set(present)
        new.figures = [f for f in new.figures if f.id not in drop]
        for g in new.groups:
            g.figures = [fid for fid in g.figures if fid not in drop]
        return OpResult(new, [f"{label} removed" for label in labels], MEMBERS_CHANGED)

    return op


def apply_plan_moves(plan: Plan) -> Op[Board]:
    """Each figure of ``plan`` to its end cell; figures the plan destroys leave the board."""

    def op(board: Board) -> OpResult[Board]:
        moves = {}
        destroyed = []
        for fp in plan.figures:
            fig = board.find_figure(fp.figure)
            if fig is None:
                continue
            if fp.destroyed:
                destroyed.append(fp.figure)
            elif fp.end != fig.at:
                moves[fp.figure] = fp.end
        moved = move_figures(moves)(board)
        removed = remove_figures(destroyed)(moved.state)
        return OpResult(removed.state, moved.log + removed.log,
                        moved.changes | removed.changes)

    return op


__all__ = ["add_figure", "apply_plan_moves", "move_figures", "remove_figures"]
