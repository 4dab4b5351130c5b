"""One drawing unit for every grid: the width of a cell across its flats (a square's side, a
hex's flat-to-flat width). Tokens, pens and fonts are sized in it, so square and hex maps read
alike without asking which grid they have."""

from __future__ import annotations

import math

from tabletop_ai.geometry import Cell, Grid, Layout

#: scene units across one cell
CELL = 48.0


def cell_unit(layout: Layout) -> float:
    """Twice the distance from a cell's centre to the nearest point of its outline."""
    cx, cy = layout.cell_to_scene(Cell(0, 0))
    pts = layout.polygon(Cell(0, 0))
    best = math.inf
    for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1], strict=True):
        best = min(best, math.hypot((x0 + x1) / 2 - cx, (y0 + y1) / 2 - cy))
    return 2.0 * best


def make_layout(grid: Grid) -> Layout:
    """A layout whose cells are :data:`CELL` scene units across, with a half-cell margin."""
    probe = cell_unit(Layout(grid, size=1.0))
    size = CELL / probe
    return Layout(grid, size=size, margin=CELL / 2)
