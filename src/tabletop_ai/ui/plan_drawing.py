"""What the plan overlay draws, as plain values: a pure function of a plan and a layout.

Like ``chess.svg.board(arrows=...)`` the overlay is an argument, not state on the board. The
window paints a :class:`PlanDrawing`; tests and ``--self-test`` compare it with the plan the
core returned. Nothing here decides a rule: every cell comes from the plan.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop_ai.board import Board
from tabletop_ai.geometry import Cell, Layout
from tabletop_ai.geometry.grid import Point
from tabletop_ai.ui.units import cell_unit

if TYPE_CHECKING:
    from tabletop_ai.engine import Plan


@dataclass
class FigureDrawing:
    """One figure's part of the overlay."""

    figure: str
    path: list[Cell] = field(default_factory=list)  # start to end over all its moves
    points: list[Point] = field(default_factory=list)  # scene points of ``path``
    end: Cell | None = None
    alternatives: list[Cell] = field(default_factory=list)
    reachable: list[Cell] = field(default_factory=list)
    targets: list[str] = field(default_factory=list)
    sight_lines: list[tuple[Point, Point]] = field(default_factory=list)
    highlight: list[Cell] = field(default_factory=list)
    destroyed: bool = False
    selected: bool = False
    size: tuple[int, int] = (1, 1)


@dataclass
class PlanDrawing:
    """The whole overlay of one plan, figures in activation order."""

    group: str
    figures: list[FigureDrawing] = field(default_factory=list)

    def figure(self, fid: str) -> FigureDrawing | None:
        return next((f for f in self.figures if f.figure == fid), None)


def footprint_point(layout: Layout, cell: Cell, size: tuple[int, int]) -> Point:
    """Scene point at the middle of a figure of ``size`` whose top-left cell is ``cell``."""
    w, h = size
    pts = [layout.cell_to_scene(Cell(cell.x + dx, cell.y + dy))
           for dy in range(h) for dx in range(w)]
    return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))


def plan_drawing(plan: Plan, board: Board, layout: Layout,
                 selected: str | None = None) -> PlanDrawing:
    """Turn ``plan`` into what to draw; ``selected`` is the figure shown in full (reachable
    area, alternatives), the others show path, end and target."""
    out = PlanDrawing(group=plan.group)
    for fp in plan.figures:
        fig = board.find_figure(fp.figure)
        size = fig.size if fig is not None else (1, 1)
        fd = FigureDrawing(figure=fp.figure, end=fp.end, destroyed=fp.destroyed,
                           selected=fp.figure == selected, size=size)
        path: list[Cell] = [fp.start]
        for a in fp.actions:
            if a.path:
                for c in a.path:
                    if c != path[-1]:
                        path.append(Cell(*c))
            if a.alternatives:
                fd.alternatives.extend(Cell(*c) for c in a.alternatives)
            if a.reachable and fd.selected:
                # a large figure's reachable places are its top-left cells: show every
                # cell it could cover
                covered = {Cell(c[0] + dx, c[1] + dy) for c in a.reachable
                           for dy in range(size[1]) for dx in range(size[0])}
                fd.reachable = sorted(set(fd.reachable) | covered)
            if a.highlight:
                fd.highlight.extend(Cell(*c) for c in a.highlight)
            if a.target and a.type not in ("retreat",) and not a.skipped \
                    and a.target not in fd.targets and a.los is not None:
                fd.targets.append(a.target)
            if a.sight_line is not None and not a.skipped:
                p0, p1 = a.sight_line
                fd.sight_lines.append((layout.geometry_to_scene(p0),
                                       layout.geometry_to_scene(p1)))
        fd.path = path
        out.figures.append(fd)
    _place_points(out, layout)
    return out


def _place_points(drawing: PlanDrawing, layout: Layout) -> None:
    """Scene points of every path. Where several figures' paths cross the same cell, their
    numbered steps are set side by side round the centre so each stays readable."""
    visitors: dict[Cell, list[str]] = {}
    for fd in drawing.figures:
        for c in fd.path[1:]:
            who = visitors.setdefault(c, [])
            if fd.figure not in who:
                who.append(fd.figure)
    spread = cell_unit(layout) * 0.2
    for fd in drawing.figures:
        pts = [footprint_point(layout, fd.path[0], fd.size)] if fd.path else []
        for c in fd.path[1:]:
            x, y = footprint_point(layout, c, fd.size)
            who = visitors[c]
            if len(who) > 1:
                k = who.index(fd.figure)
                angle = math.pi * (0.75 + 2.0 * k / len(who))
                x += spread * math.cos(angle)
                y += spread * math.sin(angle)
            pts.append((x, y))
        fd.points = pts
