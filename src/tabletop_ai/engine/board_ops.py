"""The window's board edits as operations (:mod:`tabletop_ai.engine.ops`): move, add and
remove figures (a plan is applied by its rule set's pure ``RuleSet.apply``). Each takes a
board and returns a new one (the input is never changed), the lines for the log and what
changed; the window runs them through ``tabletop_ai.ui.editor.ops.run_op`` as one undo step each."""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping

from tabletop_ai.board.model import Board, Figure, Group, Instruction
from tabletop_ai.engine.ops import Changes, Op, OpResult
from tabletop_ai.engine.plan import Plan
from tabletop_ai.geometry import Cell, TurnedCell

FIGURES_CHANGED = Changes(figures=True, plan=True)
#: adding or removing figures also changes the groups' figure lists
MEMBERS_CHANGED = Changes(figures=True, groups=True, plan=True)


def move_figures(moves: Mapping[str, Cell]) -> Op[Board]:
    """Figures (by id) to new top-left cells; a :class:`~tabletop_ai.geometry.TurnedCell`
    also gives the figure its turned footprint (a large figure that rotated its base)."""
    moves = dict(moves)

    def op(board: Board) -> OpResult[Board]:
        new = board.copy()
        log = []
        for fid, at in moves.items():
            fig = new.figure(fid)
            size = at.turned if isinstance(at, TurnedCell) else fig.size
            cell = Cell(at[0], at[1])
            if fig.at != cell or fig.size != size:
                log.append(f"{fig.label} {fig.at!r} → {at!r}")
                fig.at, fig.size = cell, size
        return OpResult(new, log, FIGURES_CHANGED if log else Changes())

    return op


def apply_plan_moves(plan: Plan) -> Op[Board]:
    """Carry out the moves of ``plan``: each figure on its end cell, the figures it destroys
    off the board and out of their groups (the default :meth:`RuleSet.apply`)."""

    def op(board: Board) -> OpResult[Board]:
        gone = [fp.figure for fp in plan.figures if fp.destroyed]
        moves = {
            fp.figure: fp.end if isinstance(fp.end, TurnedCell) else Cell(*fp.end)
            for fp in plan.figures
            if not fp.destroyed and board.find_figure(fp.figure) is not None
        }
        moved = move_figures(moves)(board)
        removed = remove_figures(gone)(moved.state)
        return OpResult(removed.state, moved.log + removed.log, moved.changes | removed.changes)

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


def set_group_members(
    gid: str,
    fids: Iterable[str],
    new: bool = False,
    side: str | None = None,
    instructions: list[Instruction] | None = None,
) -> Op[Board]:
    """Put figures (by id) into group ``gid`` (out of any group they were in); with ``new``
    the group is created first (``side``: the figures' side; ``instructions``: its list).
    Spec 4-5: a figure belongs to one group, named by its ``group`` and the group's
    ``figures`` list alike."""
    members = list(dict.fromkeys(fids))

    def op(board: Board) -> OpResult[Board]:
        for fid in members:
            board.figure(fid)  # KeyError for an unknown figure: nothing changes
        if new and board.find_group(gid) is not None:
            raise ValueError(f'there is already a group "{gid}"')
        if not new and board.find_group(gid) is None:
            raise KeyError(gid)
        out = board.copy()
        if new:
            sides = {out.figure(f).side for f in members}
            out.groups.append(
                Group(
                    id=gid,
                    side=side or (sides.pop() if len(sides) == 1 else "ai"),
                    instructions=list(instructions or []),
                )
            )
        group = out.group(gid)
        moved = []
        for fid in members:
            fig = out.figure(fid)
            if fig.group == gid and fid in group.figures:
                continue
            for g in out.groups:
                if g.id != gid and fid in g.figures:
                    g.figures.remove(fid)
            fig.group = gid
            if fid not in group.figures:
                group.figures.append(fid)
            moved.append(fig.label)
        if not moved and not new:
            return OpResult(board)
        log = ([f"new group {gid}"] if new else []) + (
            [f"{', '.join(moved)} → group {gid}"] if moved else []
        )
        return OpResult(out, log, MEMBERS_CHANGED)

    return op


__all__ = ["add_figure", "move_figures", "remove_figures", "set_group_members"]
