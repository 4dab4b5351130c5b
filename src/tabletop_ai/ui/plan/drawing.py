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
from tabletop_ai.engine.plan import DrawHints
from tabletop_ai.geometry import Cell, Layout, TurnedCell
from tabletop_ai.geometry.grid import Point
from tabletop_ai.i18n.content import content_name
from tabletop_ai.ui.editor.units import cell_unit

if TYPE_CHECKING:
    from tabletop_ai.engine import Plan

NO_HINTS = DrawHints()


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
    #: the figure's place in the activation: its colour on the map and in the Plan panel
    index: int = 0
    #: the short label its token shows (``T1``): written on its end cell and tied cells
    label: str = ""
    #: steps (indices into ``points``) reached by sliding, not by walking (the actions'
    #: :class:`~tabletop_ai.engine.plan.DrawHints`)
    slides: list[int] = field(default_factory=list)
    #: steps that end on a cell where another figure's token stands (drawn beside it)
    covered: list[int] = field(default_factory=list)
    #: pushes this figure makes: the pushed figure's scene points, first to last
    pushes: list[list[Point]] = field(default_factory=list)


@dataclass
class PlanDrawing:
    """The whole overlay of one plan, figures in activation order."""

    group: str
    figures: list[FigureDrawing] = field(default_factory=list)

    def figure(self, fid: str) -> FigureDrawing | None:
        return next((f for f in self.figures if f.figure == fid), None)


#: how far (in cell units, along x and y) a step on a cell with a token moves to the corner
COVERED_OFFSET = 0.3


def footprint_point(layout: Layout, cell: Cell, size: tuple[int, int]) -> Point:
    """Scene point at the middle of a figure of ``size`` whose top-left cell is ``cell`` (a
    :class:`TurnedCell`: of its turned footprint, a large figure that rotated)."""
    w, h = cell.turned if isinstance(cell, TurnedCell) else size
    pts = [
        layout.cell_to_scene(Cell(cell.x + dx, cell.y + dy)) for dy in range(h) for dx in range(w)
    ]
    return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))


def plan_drawing(
    plan: Plan, board: Board, layout: Layout, selected: str | None = None
) -> PlanDrawing:
    """Turn ``plan`` into what to draw; ``selected`` is the figure shown in full (reachable
    area, alternatives), the others show path, end and target."""
    from tabletop_ai.ui.editor.figure_item import short_label

    out = PlanDrawing(group=plan.group)
    for index, fp in enumerate(plan.figures):
        fig = board.find_figure(fp.figure)
        size = fig.size if fig is not None else (1, 1)
        fd = FigureDrawing(
            figure=fp.figure,
            end=fp.end,
            destroyed=fp.destroyed,
            selected=fp.figure == selected,
            size=size,
            index=index,
            label=short_label(content_name(fig.label) if fig is not None else fp.name),
        )
        path: list[Cell] = [fp.start]
        # the footprint the figure has now: a large figure may rotate its base (Imperial
        # Assault), and its later moves' plain cells are then of the turned base
        now = size

        for a in fp.actions:
            if a.alternatives:
                fd.alternatives.extend(_placed(c, now, size) for c in a.alternatives)
            if a.reachable and fd.selected:
                # a large figure's reachable places are its top-left cells: show every
                # cell it could cover
                covered = {
                    Cell(x + dx, y + dy)
                    for x, y, (w, h) in (
                        (c[0], c[1], c.turned if isinstance(c, TurnedCell) else now)
                        for c in a.reachable
                    )
                    for dy in range(h)
                    for dx in range(w)
                }
                fd.reachable = sorted(set(fd.reachable) | covered)
            hints = a.draw or NO_HINTS
            if a.path:
                for step, c in enumerate(a.path):
                    c = _placed(c, now, size)
                    if c != path[-1]:
                        path.append(c)
                        if step in hints.slides:
                            fd.slides.append(len(path) - 1)
                if not a.skipped and isinstance(a.end, TurnedCell):
                    now = a.end.turned
            if a.highlight:
                fd.highlight.extend(Cell(*c) for c in a.highlight)
            if a.target and not a.skipped and a.target not in fd.targets and a.los is not None:
                fd.targets.append(a.target)
            if a.sight_line is not None and not a.skipped:
                p0, p1 = a.sight_line
                fd.sight_lines.append((layout.geometry_to_scene(p0), layout.geometry_to_scene(p1)))
            if len(hints.pushed) > 1 and not a.skipped:
                fd.pushes.append([layout.cell_to_scene(c) for c in hints.pushed])
        fd.path = path
        others = {c for f in board.figures if f.id != fp.figure for c in f.cells()}
        fd.covered = [i for i in range(1, len(path)) if path[i] in others]
        out.figures.append(fd)
    _place_points(out, layout)
    return out


def _placed(c: Cell, now: tuple[int, int], base: tuple[int, int]) -> Cell:
    """A plan cell as drawn: a figure whose footprint is ``now`` (not its board ``base``)
    after rotating its base stands as a :class:`TurnedCell` of ``now``."""
    if isinstance(c, TurnedCell):
        return c
    return Cell(c[0], c[1]) if now == base else TurnedCell(c[0], c[1], now)


def _place_points(drawing: PlanDrawing, layout: Layout) -> None:
    """Scene points of every path. Figures whose paths share cells each keep to a lane of
    their own (one fixed offset per figure, not per cell), so shared stretches run side by
    side and each figure's numbers stay together and in order."""
    visitors: dict[Cell, list[str]] = {}
    for fd in drawing.figures:
        for c in fd.path[1:]:
            who = visitors.setdefault(c, [])
            if fd.figure not in who:
                who.append(fd.figure)
    sharing = [
        fd.figure for fd in drawing.figures if any(len(visitors[c]) > 1 for c in fd.path[1:])
    ]
    spread = cell_unit(layout) * 0.24
    lane: dict[str, Point] = {}
    for k, fid in enumerate(sharing):
        angle = math.pi * (0.75 + 2.0 * k / len(sharing))
        lane[fid] = (spread * math.cos(angle), spread * math.sin(angle))
    corner = cell_unit(layout) * COVERED_OFFSET
    for fd in drawing.figures:
        pts = [footprint_point(layout, fd.path[0], fd.size)] if fd.path else []
        for i, c in enumerate(fd.path[1:], start=1):
            x, y = footprint_point(layout, c, fd.size)
            if i in fd.covered:
                # a token stands there: the step goes to the cell's corner, off its label
                x, y = x + corner, y - corner
            elif len(visitors[c]) > 1:
                dx, dy = lane[fd.figure]
                x += dx
                y += dy
            pts.append((x, y))
        fd.points = pts
