"""The window's edits of figures and groups as operations (:mod:`tabletop_ai.engine.ops`):
move, add, remove and edit figures, make, delete and fill groups, set a group's instructions
(a plan is applied by its rule set's pure ``RuleSet.apply``; the map's edits are in
:mod:`tabletop_ai.engine.map_ops`). Each takes a board and returns a new one (the input is
never changed), the lines for the log and what changed; the window runs them through
``tabletop_ai.ui.editor.ops.run_op`` as one undo step each.

Spec 4-5: a figure belongs to at most one group, named by its ``group`` field and the group's
``figures`` list alike; every operation here keeps the two in step."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tabletop_ai.board.model import Board, Figure, Group, Instruction
from tabletop_ai.engine.ops import Changes, Op, OpResult
from tabletop_ai.engine.plan import Plan
from tabletop_ai.geometry import Cell, TurnedCell

FIGURES_CHANGED = Changes(figures=True, plan=True)
#: adding or removing figures also changes the groups' figure lists
MEMBERS_CHANGED = Changes(figures=True, groups=True, plan=True)
GROUPS_CHANGED = Changes(groups=True, plan=True)


def move_figures(moves: Mapping[str, Cell]) -> Op[Board]:
    """Figures (by id) to new top-left cells; a :class:`~tabletop_ai.geometry.TurnedCell`
    also gives the figure its turned footprint (a large figure that rotated its base)."""
    moves = dict(moves)

    def op(board: Board) -> OpResult[Board]:
        new = board
        log = []
        for fid, at in moves.items():
            fig = new.figure(fid)
            size = at.turned if isinstance(at, TurnedCell) else fig.size
            cell = Cell(at[0], at[1])
            if fig.at != cell or fig.size != size:
                log.append(f"{fig.label} {fig.at!r} → {at!r}")
                new = new.with_figure(dataclasses.replace(fig, at=cell, size=size))
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
        fig = figure
        groups = [_with_member(g, fig.id, True) if g.id == fig.group else g for g in board.groups]
        new = dataclasses.replace(board, figures=[*board.figures, fig], groups=groups)
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
        drop = set(present)
        new = dataclasses.replace(
            board,
            figures=[f for f in board.figures if f.id not in drop],
            groups=[
                dataclasses.replace(g, figures=[fid for fid in g.figures if fid not in drop])
                if drop & set(g.figures)
                else g
                for g in board.groups
            ],
        )
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
        out = board
        if new:
            sides = {out.figure(f).side for f in members}
            made = Group(
                id=gid,
                side=side or (sides.pop() if len(sides) == 1 else "ai"),
                instructions=list(instructions or []),
            )
            out = dataclasses.replace(out, groups=[*out.groups, made])
        moved = []
        for fid in members:
            fig = out.figure(fid)
            if fig.group == gid and fid in out.group(gid).figures:
                continue
            out = dataclasses.replace(
                out,
                groups=[_with_member(g, fid, g.id == gid) for g in out.groups],
                figures=[
                    dataclasses.replace(f, group=gid) if f.id == fid else f for f in out.figures
                ],
            )
            moved.append(fig.label)
        if not moved and not new:
            return OpResult(board)
        log = ([f"new group {gid}"] if new else []) + (
            [f"{', '.join(moved)} → group {gid}"] if moved else []
        )
        return OpResult(out, log, MEMBERS_CHANGED)

    return op


def edit_figure(fid: str, values: Mapping[str, Any]) -> Op[Board]:
    """Set fields of figure ``fid`` (name, side, speed, health, size, extension fields in
    ``extra`` ...). A new ``group`` also moves the id from the old group's figure list to
    the new one's. ValueError for a name that is no field of a figure."""
    wanted = dict(values)
    known = {f.name for f in dataclasses.fields(Figure)} - {"id"}
    unknown = sorted(set(wanted) - known)
    if unknown:
        raise ValueError(f"figures have no field {', '.join(unknown)}")

    def op(board: Board) -> OpResult[Board]:
        fig = board.figure(fid)
        changed = {k: v for k, v in wanted.items() if getattr(fig, k) != v}
        if not changed:
            return OpResult(board)
        new_fig = dataclasses.replace(fig, **changed)
        figures = [new_fig if f.id == fid else f for f in board.figures]
        groups = board.groups
        changes = FIGURES_CHANGED
        if "group" in changed:
            if new_fig.group is not None and board.find_group(new_fig.group) is None:
                raise KeyError(new_fig.group)
            groups = [_with_member(g, fid, g.id == new_fig.group) for g in board.groups]
            changes = MEMBERS_CHANGED
        new = dataclasses.replace(board, figures=figures, groups=groups)
        names = ", ".join(k.replace("_", " ") for k in changed)
        return OpResult(new, [f"{fig.label}: {names}"], changes)

    return op


def _with_member(group: Group, fid: str, member: bool) -> Group:
    """``group`` with ``fid`` in its figure list (at the end) or out of it."""
    if (fid in group.figures) == member:
        return group
    figures = [*group.figures, fid] if member else [f for f in group.figures if f != fid]
    return dataclasses.replace(group, figures=figures)


def add_group(group: Group) -> Op[Board]:
    """Add ``group`` after the others; the figures it lists leave their old groups."""

    def op(board: Board) -> OpResult[Board]:
        if board.find_group(group.id) is not None:
            raise ValueError(f'there is already a group "{group.id}"')
        members = set(group.figures)
        for fid in group.figures:
            board.figure(fid)  # KeyError for an unknown figure: nothing changes
        groups = [
            dataclasses.replace(g, figures=[f for f in g.figures if f not in members])
            if members & set(g.figures)
            else g
            for g in board.groups
        ]
        figures = [
            dataclasses.replace(f, group=group.id) if f.id in members else f for f in board.figures
        ]
        new = dataclasses.replace(board, groups=[*groups, group], figures=figures)
        return OpResult(new, [f"new group {group.id}"], MEMBERS_CHANGED)

    return op


def delete_group(gid: str) -> Op[Board]:
    """Take group ``gid`` off the board; its figures stay, in no group."""

    def op(board: Board) -> OpResult[Board]:
        board.group(gid)  # KeyError for an unknown group
        groups = [g for g in board.groups if g.id != gid]
        figures = [
            dataclasses.replace(f, group=None) if f.group == gid else f for f in board.figures
        ]
        new = dataclasses.replace(board, groups=groups, figures=figures)
        return OpResult(new, [f"group {gid} deleted"], MEMBERS_CHANGED)

    return op


def set_instructions(gid: str, instructions: Sequence[Instruction]) -> Op[Board]:
    """Group ``gid``'s instruction list becomes ``instructions`` (spec 5: carried out in
    order)."""
    wanted = list(instructions)

    def op(board: Board) -> OpResult[Board]:
        group = board.group(gid)
        if group.instructions == wanted:
            return OpResult(board)
        new_group = dataclasses.replace(group, instructions=list(wanted))
        groups = [new_group if g.id == gid else g for g in board.groups]
        kinds = ", ".join(i.type for i in wanted) or "none"
        new = dataclasses.replace(board, groups=groups)
        return OpResult(new, [f"{gid} instructions: {kinds}"], GROUPS_CHANGED)

    return op


def set_group_name(gid: str, name: str) -> Op[Board]:
    """Group ``gid`` is shown to players as ``name`` (board-format.md "Groups"; "": its
    card's name or its id again); files and ``--group`` keep naming it by its id."""

    def op(board: Board) -> OpResult[Board]:
        group = board.group(gid)
        if group.name == name:
            return OpResult(board)
        groups = [dataclasses.replace(g, name=name) if g.id == gid else g for g in board.groups]
        new = dataclasses.replace(board, groups=groups)
        return OpResult(new, [f"{gid} name: {name or '(none)'}"], GROUPS_CHANGED)

    return op


__all__ = [
    "add_figure",
    "add_group",
    "delete_group",
    "edit_figure",
    "move_figures",
    "remove_figures",
    "set_group_members",
    "set_group_name",
    "set_instructions",
]
