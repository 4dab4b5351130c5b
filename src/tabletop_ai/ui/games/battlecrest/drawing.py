"""What the board shows for one step of the Emperor's turn, as a plain value.

A Battlecrest plan carries a numbered step list (``BattlecrestResult.steps``: typed
:class:`~tabletop_ai.battlecrest.turn.Step` values). Selecting a step in the panel draws
that step alone: a move's path and end with its candidate destinations, a push's path (of the
figure pushed, from where it stood), an attack's target. Like
:func:`~tabletop_ai.ui.plan.drawing.plan_drawing` this is a pure function; every cell comes
from the plan, nothing here decides a rule.
"""

from __future__ import annotations

from tabletop_ai.battlecrest.results import Pushed, Step
from tabletop_ai.board import Board
from tabletop_ai.geometry import Cell, Layout
from tabletop_ai.ui.plan.drawing import FigureDrawing, PlanDrawing, footprint_point


def _push(step: Step) -> Pushed | None:
    d = step.action.detail
    return d if isinstance(d, Pushed) and d.path else None


def step_cells(step: Step) -> dict[str, list[Cell]]:
    """The cells a step names: ``path`` (a move's path or a push path), ``highlight``,
    ``alternatives``, ``end`` (zero or one cell)."""
    a = step.action
    push = _push(step)
    path = list(push.path) if push is not None else list(a.path or [])
    end: list[Cell] = []
    if a.end is not None:
        end = [Cell(*a.end)]
    elif push is not None:
        end = [push.pushed_to]
    elif path:
        end = [path[-1]]
    return {
        "path": path,
        "highlight": list(a.highlight),
        "alternatives": list(a.alternatives or []),
        "end": end,
    }


def _mover(step: Step) -> str:
    """Who a step moves: a push moves its target, anything else the step's warrior."""
    return (
        str(step.action.target) if _push(step) is not None and step.action.target else step.figure
    )


def step_drawing(step: Step, board: Board, layout: Layout) -> PlanDrawing:
    """Draw one step: its path (a push is drawn on the figure pushed), end, alternatives,
    highlighted cells and the target it hit."""
    cells = step_cells(step)
    is_push = _push(step) is not None
    who = _mover(step)
    fig = board.find_figure(who)
    size = fig.size if fig is not None else (1, 1)
    fd = FigureDrawing(figure=who, selected=True, size=size)
    fd.path = cells["path"]
    fd.end = cells["end"][0] if cells["end"] else None
    if fd.path and fd.end is None:
        fd.end = fd.path[-1]
    fd.alternatives = cells["alternatives"]
    fd.highlight = cells["highlight"]
    target = step.action.target
    if target and not step.action.skipped and not is_push and str(target) != who:
        fd.targets.append(str(target))
    fd.points = [footprint_point(layout, c, size) for c in fd.path]
    return PlanDrawing(group=f"step {step.n}", figures=[fd])


def positions_before(steps: list[Step], index: int) -> dict[str, Cell]:
    """Where warriors stand when step ``index`` begins: every earlier move ends where it
    ends and every earlier push leaves its target where it was pushed to (figures not named
    are where the board has them)."""
    out: dict[str, Cell] = {}
    for step in steps[: max(index, 0)]:
        if step.action.skipped:
            continue
        cells = step_cells(step)
        if not cells["end"]:
            continue
        who = _mover(step) if _push(step) is not None else step.figure
        if who:
            out[who] = cells["end"][0]
    return out
