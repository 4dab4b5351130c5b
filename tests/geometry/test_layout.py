"""Layouts: ``scene_to_cell`` is the inverse of ``cell_to_scene`` on every grid shape."""

from __future__ import annotations

import pytest

from tabletop_ai.geometry import Cell, HexGrid, Layout, SquareGrid
from tabletop_ai.geometry.grid import Grid

GRIDS: list[Grid] = [
    SquareGrid(7, 5),
    HexGrid(7, 5, "pointy", "odd-r"),
    HexGrid(7, 5, "pointy", "even-r"),
    HexGrid(7, 5, "flat", "odd-q"),
    HexGrid(7, 5, "flat", "even-q"),
]


@pytest.mark.parametrize("grid", GRIDS, ids=repr)
@pytest.mark.parametrize(("size", "margin"), [(48.0, 0.0), (30.0, 12.5)])
def test_scene_to_cell_inverts_cell_to_scene(grid: Grid, size: float, margin: float) -> None:
    lay = Layout(grid, size, margin)
    x0, y0, w, h = lay.scene_rect()
    for c in grid.cells():
        sx, sy = lay.cell_to_scene(c)
        assert lay.scene_to_cell(sx, sy) == c
        # a little way off the centre is still the same cell
        assert lay.scene_to_cell(sx + 0.3 * size, sy + 0.25 * size) == c
        assert lay.scene_to_cell(sx - 0.3 * size, sy - 0.25 * size) == c
        # every outline point lies inside the scene rectangle
        for px, py in lay.polygon(c):
            assert x0 - 1e-6 <= px <= x0 + w + 1e-6 and y0 - 1e-6 <= py <= y0 + h + 1e-6
    # a point off the map is no cell
    assert lay.scene_to_cell(-5.0 * size, -5.0 * size) is None
    assert lay.scene_to_cell(x0 + w + 5 * size, y0 + h + 5 * size) is None


def test_square_layout_pixels() -> None:
    lay = Layout(SquareGrid(4, 3), 40.0, 10.0)
    assert lay.cell_to_scene(Cell(0, 0)) == (30.0, 30.0)
    assert lay.cell_to_scene(Cell(2, 1)) == (110.0, 70.0)
    assert lay.polygon(Cell(1, 0)) == [(50.0, 10.0), (90.0, 10.0), (90.0, 50.0), (50.0, 50.0)]
    assert lay.edge_to_scene(Cell(1, 0), Cell(2, 0)) == ((90.0, 10.0), (90.0, 50.0))
    assert lay.scene_rect() == (0.0, 0.0, 180.0, 140.0)
    assert lay.scene_to_cell(89.9, 49.9) == Cell(1, 0)
    assert lay.scene_to_cell(90.0, 49.9) == Cell(2, 0)
    assert lay.scene_to_cell(9.0, 20.0) is None  # in the margin


def test_hex_layout_starts_at_margin() -> None:
    lay = Layout(HexGrid(3, 3, "pointy", "odd-r"), 10.0, 5.0)
    xs = [p[0] for c in lay.grid.cells() for p in lay.polygon(c)]
    ys = [p[1] for c in lay.grid.cells() for p in lay.polygon(c)]
    assert min(xs) == pytest.approx(5.0) and min(ys) == pytest.approx(5.0)
