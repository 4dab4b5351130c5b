"""What the board shows for one step of the Emperor's turn, as a plain value.

A Battlecrest plan carries a numbered step list (``BattlecrestResult.steps``, JSON from
:meth:`tabletop_ai.battlecrest.turn.EmperorTurn.summary`). Selecting a step in the panel draws
that step alone: a move's path and end with its candidate destinations, a push's path (of the
figure pushed, from where it stood), an attack's target. Like
:func:`~tabletop_ai.ui.plan_drawing.plan_drawing` this is a pure function; every cell comes
from the plan, nothing here decides a rule.
"""

from __future__ import annotations

from typing import Any

from tabletop_ai.board import Board
from tabletop_ai.geometry import Cell, Layout
from tabletop_ai.ui.plan_drawing import FigureDrawing, PlanDrawing, footprint_point


def _cells(value: Any) -> list[Cell]:
    if not isinstance(value, list):
        return []
    return [Cell(int(c[0]), int(c[1])) for c in value
            if isinstance(c, (list, tuple)) and len(c) == 2]


def step_cells(step: dict[str, Any]) -> dict[str, list[Cell]]:
    """The cells a step names: ``path`` (a move's path or a push path), ``highlight``,
    ``alternatives``, ``end`` (zero or one cell)."""
    details = step.get("details") or {}
    path = _cells(details.get("push_path")) or _cells(step.get("path"))
    end: list[Cell] = []
    if step.get("end") is not None:
        end = _cells([step["end"]])
    elif details.get("pushed_to") is not None:
        end = _cells([details["pushed_to"]])
    elif path:
        end = [path[-1]]
    return {"path": path, "highlight": _cells(step.get("highlight")),
            "alternatives": _cells(step.get("alternatives")), "end": end}


def step_drawing(step: dict[str, Any], board: Board, layout: Layout) -> PlanDrawing:
    """Draw one step: its path (a push is drawn on the figure pushed), end, alternatives,
    highlighted cells and the target it hit."""
    cells = step_cells(step)
    is_push = bool((step.get("details") or {}).get("push_path"))
    who = str(step.get("target") if is_push and step.get("target") else step.get("figure", ""))
    fig = board.find_figure(who)
    size = fig.size if fig is not None else (1, 1)
    fd = FigureDrawing(figure=who, selected=True, size=size)
    fd.path = cells["path"]
    fd.end = cells["end"][0] if cells["end"] else None
    if fd.path and fd.end is None:
        fd.end = fd.path[-1]
    fd.alternatives = cells["alternatives"]
    fd.highlight = cells["highlight"]
    target = step.get("target")
    if target and not step.get("skipped") and not is_push and str(target) != who:
        fd.targets.append(str(target))
    fd.points = [footprint_point(layout, c, size) for c in fd.path]
    return PlanDrawing(group=f"step {step.get('n', '?')}", figures=[fd])


def positions_before(steps: list[dict[str, Any]], index: int) -> dict[str, Cell]:
    """Where warriors stand when step ``index`` begins: every earlier move ends where it
    ends and every earlier push leaves its target where it was pushed to (figures not named
    are where the board has them)."""
    out: dict[str, Cell] = {}
    for step in steps[:max(index, 0)]:
        if step.get("skipped"):
            continue
        cells = step_cells(step)
        if not cells["end"]:
            continue
        is_push = bool((step.get("details") or {}).get("push_path"))
        who = step.get("target") if is_push else step.get("figure")
        if who:
            out[str(who)] = cells["end"][0]
    return out
