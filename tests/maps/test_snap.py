"""Lines onto cell edges (square and hex)."""

from __future__ import annotations

from tabletop_ai.geometry import Cell, HexGrid, SquareGrid, edge
from tabletop_ai.maps.snap import crossed_cells, snap_polyline


def test_square_polyline_follows_edges_and_drops_the_border() -> None:
    g = SquareGrid(4, 3)
    # along y=1 from x=0 to x=2, then down the map's right border
    s = snap_polyline(g, [(0.0, 1.0), (2.0, 1.0)])
    assert set(s.edges) == {edge((0, 0), (0, 1)), edge((1, 0), (1, 1))}
    assert not s.off_grid
    border = snap_polyline(g, [(4.0, 0.0), (4.0, 3.0)])
    assert border.edges == [] and border.off_grid == []


def test_a_slightly_off_line_still_snaps() -> None:
    g = SquareGrid(4, 3)
    s = snap_polyline(g, [(1.04, 0.02), (0.97, 2.05)])
    assert set(s.edges) == {edge((0, 0), (1, 0)), edge((0, 1), (1, 1))}


def test_diagonal_is_reported_with_crossed_cells() -> None:
    g = SquareGrid(4, 3)
    s = snap_polyline(g, [(0.0, 0.0), (2.0, 2.0)])
    assert s.edges == [] and s.off_grid == [((0.0, 0.0), (2.0, 2.0))]
    assert s.crossed[0] == Cell(0, 0) and Cell(1, 1) in s.crossed
    assert crossed_cells(g, (0.5, 0.5), (3.5, 0.5)) == [
        Cell(0, 0),
        Cell(1, 0),
        Cell(2, 0),
        Cell(3, 0),
    ]


def test_hex_zigzag_follows_hex_edges() -> None:
    g = HexGrid(3, 3, "pointy", "odd-r")
    # the three edges round the bottom of hex [1,0] (its lower-right and bottom-left sides)
    corners = g.corners(Cell(1, 0))  # pointy: 30°, 90°, 150°, ... from the centre
    s = snap_polyline(g, [corners[0], corners[1], corners[2]])
    # [1,0] at odd-r touches [1,1] below-right and [0,1] below-left (row 1 is shoved right)
    assert set(s.edges) == {edge((1, 0), (1, 1)), edge((1, 0), (0, 1))}
