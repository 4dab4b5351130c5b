"""Layouts turn cells into scene points and back; the only code that knows pixels.

Red Blob Games' ``Layout``: one object holds the cell size and the grid, so a view draws a
square and a hex map through the same calls (``cell_to_scene``, ``scene_to_cell``,
``polygon``). Pure maths, no Qt: the window wraps the tuples it returns in ``QPointF``.
"""

from __future__ import annotations

import math

from tabletop_ai.geometry.cells import Cell
from tabletop_ai.geometry.grid import Grid, Point
from tabletop_ai.geometry.hexgrid import HexGrid


class Layout:
    """Scale a grid's unit geometry to scene units; ``size`` is a square's side or a hex radius."""

    def __init__(self, grid: Grid, size: float = 48.0, margin: float = 0.0) -> None:
        self.grid = grid
        self.size = size
        if isinstance(grid, HexGrid):
            xs, ys = [], []
            for cell in (
                Cell(0, 0),
                Cell(grid.width - 1, 0),
                Cell(0, grid.height - 1),
                Cell(grid.width - 1, grid.height - 1),
                Cell(0, 1),
                Cell(1, 0),
                Cell(grid.width - 1, 1),
                Cell(1, grid.height - 1),
            ):
                if grid.contains(cell):
                    for px, py in grid.corners(cell):
                        xs.append(px)
                        ys.append(py)
            self._ox = -min(xs)
            self._oy = -min(ys)
            self._w = max(xs) - min(xs)
            self._h = max(ys) - min(ys)
        else:
            self._ox = self._oy = 0.0
            self._w, self._h = float(grid.width), float(grid.height)
        self.margin = margin

    def _to_scene(self, p: Point) -> Point:
        return (
            (p[0] + self._ox) * self.size + self.margin,
            (p[1] + self._oy) * self.size + self.margin,
        )

    def geometry_to_scene(self, p: Point) -> Point:
        """A point of the grid's unit geometry space (``Grid.center``, a plan's
        ``sight_line``) as a scene point."""
        return self._to_scene(p)

    def scene_rect(self) -> tuple[float, float, float, float]:
        """``(x, y, width, height)`` of the whole map in scene units, margins included."""
        return (
            0.0,
            0.0,
            self._w * self.size + 2 * self.margin,
            self._h * self.size + 2 * self.margin,
        )

    def cell_to_scene(self, cell: Cell) -> Point:
        """The scene point at the centre of ``cell``."""
        return self._to_scene(self.grid.center(cell))

    def polygon(self, cell: Cell) -> list[Point]:
        """The cell's outline in scene points."""
        return [self._to_scene(p) for p in self.grid.corners(cell)]

    def edge_to_scene(self, a: Cell, b: Cell) -> tuple[Point, Point]:
        """The edge shared by ``a`` and ``b`` as two scene points."""
        s0, s1 = self.grid.edge_segment(a, b)
        return self._to_scene(s0), self._to_scene(s1)

    def scene_to_cell(self, x: float, y: float) -> Cell | None:
        """The on-map cell under a scene point, found by maths (no item lookup), or None."""
        ux = (x - self.margin) / self.size - self._ox
        uy = (y - self.margin) / self.size - self._oy
        if isinstance(self.grid, HexGrid):
            cell = self.grid.cell_at(ux, uy)
        else:
            cell = Cell(math.floor(ux), math.floor(uy))
        return cell if self.grid.contains(cell) else None
