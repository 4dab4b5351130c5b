"""Apply an Imperial Assault plan to a board: a pure ``(board, plan) -> new board``.

What a plan's Apply changes:

- each figure moves to its planned end; a ``destroyed`` figure leaves the board;
- an ``interact`` action with a ``door`` opens that door (AE "Attack action becomes interact,
  in the case of doors");
- a ``remove_condition`` action takes its condition off the figure (AE "Conditions": the
  action removes it, so it is not spent again next activation);
- every figure at health 0 is defeated and leaves the board (RRG "Defeated": the figure is
  removed from the map); its id leaves its group's figure list too (the group stays: the AE
  status phase sees it defeated and shuffles its card back).
"""

from __future__ import annotations

import dataclasses

from tabletop_ai.board.model import Board
from tabletop_ai.engine.plan import Plan
from tabletop_ai.geometry import Cell, TurnedCell
from tabletop_ai.imperial.automated_emperor import ConditionRemoved
from tabletop_ai.imperial.doors import DoorOpened
from tabletop_ai.imperial.fields import CONDITIONS

#: the rule sets whose plans this Apply understands
IMPERIAL_RULE_SETS = frozenset({"automated-emperor", "imperial-assault", "imperial-commander"})


def remove_defeated(board: Board) -> list[str]:
    """Take every figure at health 0 off ``board`` (a working copy, :meth:`Board.copy`:
    its lists change in place); the ids removed."""
    gone = [f.id for f in board.figures if f.health <= 0]
    if gone:
        board.figures[:] = [f for f in board.figures if f.health > 0]
        board.groups[:] = [
            dataclasses.replace(g, figures=[fid for fid in g.figures if fid not in gone])
            for g in board.groups
        ]
    return gone


def apply_plan(board: Board, plan: Plan) -> Board:
    """The board after ``plan``: a new value, ``board`` is not changed."""
    new = board.copy()
    for fp in plan.figures:
        f = new.find_figure(fp.figure)
        if f is None:
            continue
        if fp.destroyed:
            new.figures.remove(f)
            continue
        f = dataclasses.replace(
            f,
            at=Cell(fp.end[0], fp.end[1]),
            # a large figure rotated its base (RRG)
            size=fp.end.turned if isinstance(fp.end, TurnedCell) else f.size,
        )
        for a in fp.actions:
            if a.skipped:
                continue
            if a.type == "interact" and isinstance(a.detail, DoorOpened):
                d = new.door(a.detail.a, a.detail.b)
                if d is not None:
                    new.put_door(d, dataclasses.replace(d, open=True))
            if a.type == "remove_condition" and isinstance(a.detail, ConditionRemoved):
                cond = a.detail.condition
                f = CONDITIONS.put(f, [c for c in CONDITIONS.value(f, []) if c != cond] or None)
        new.put_figure(f)
    remove_defeated(new)
    return new


__all__ = ["IMPERIAL_RULE_SETS", "apply_plan", "remove_defeated"]
