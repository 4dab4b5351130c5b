"""Hex grid tables: the four offset layouts of board-format.md section 2 (Red Blob Games'
names), axial/cube maths inside, offset [col, row] at the file edge."""

from __future__ import annotations

import itertools
import math

import pytest

from tabletop_ai.geometry import Cell, HexGrid, make_grid
from tabletop_ai.geometry.hexgrid import Hex, axial_to_offset, cube_round, offset_to_axial

LAYOUTS = [("pointy", "odd-r"), ("pointy", "even-r"), ("flat", "odd-q"), ("flat", "even-q")]


@pytest.mark.parametrize(
    ("offset", "cell", "axial"),
    [
        # odd-r: q = col - (row - (row & 1)) / 2, r = row
        ("odd-r", (0, 0), (0, 0)),
        ("odd-r", (3, 3), (2, 3)),
        ("odd-r", (0, 1), (0, 1)),
        ("odd-r", (2, 4), (0, 4)),
        ("odd-r", (1, 2), (0, 2)),
        # even-r: q = col - (row + (row & 1)) / 2
        ("even-r", (0, 0), (0, 0)),
        ("even-r", (3, 3), (1, 3)),
        ("even-r", (0, 1), (-1, 1)),
        ("even-r", (2, 4), (0, 4)),
        # odd-q: q = col, r = row - (col - (col & 1)) / 2
        ("odd-q", (0, 0), (0, 0)),
        ("odd-q", (3, 3), (3, 2)),
        ("odd-q", (4, 2), (4, 0)),
        ("odd-q", (1, 0), (1, 0)),
        # even-q: r = row - (col + (col & 1)) / 2
        ("even-q", (0, 0), (0, 0)),
        ("even-q", (3, 3), (3, 1)),
        ("even-q", (4, 2), (4, 0)),
        ("even-q", (1, 0), (1, -1)),
    ],
)
def test_offset_to_axial_hand_values(
    offset: str, cell: tuple[int, int], axial: tuple[int, int]
) -> None:
    assert offset_to_axial(cell, offset) == Hex(*axial)
    assert axial_to_offset(axial, offset) == Cell(*cell)


@pytest.mark.parametrize("offset", ["odd-r", "even-r", "odd-q", "even-q"])
def test_offset_axial_round_trip(offset: str) -> None:
    for col, row in itertools.product(range(-4, 9), range(-4, 9)):
        h = offset_to_axial((col, row), offset)
        assert axial_to_offset(h, offset) == Cell(col, row)
    for q, r in itertools.product(range(-6, 7), range(-6, 7)):
        assert offset_to_axial(axial_to_offset((q, r), offset), offset) == Hex(q, r)


# Red Blob Games' offset neighbour tables, written out by hand for an even and an odd
# row/column (interior cells of a 6x6 map)
NEIGHBOURS = {
    ("odd-r", (2, 2)): {(3, 2), (1, 2), (1, 1), (2, 1), (1, 3), (2, 3)},  # even row
    ("odd-r", (2, 3)): {(3, 3), (1, 3), (2, 2), (3, 2), (2, 4), (3, 4)},  # odd row
    ("even-r", (2, 2)): {(3, 2), (1, 2), (2, 1), (3, 1), (2, 3), (3, 3)},  # even row
    ("even-r", (2, 3)): {(3, 3), (1, 3), (1, 2), (2, 2), (1, 4), (2, 4)},  # odd row
    ("odd-q", (2, 2)): {(2, 1), (2, 3), (1, 1), (1, 2), (3, 1), (3, 2)},  # even column
    ("odd-q", (3, 2)): {(3, 1), (3, 3), (2, 2), (2, 3), (4, 2), (4, 3)},  # odd column
    ("even-q", (2, 2)): {(2, 1), (2, 3), (1, 2), (1, 3), (3, 2), (3, 3)},  # even column
    ("even-q", (3, 2)): {(3, 1), (3, 3), (2, 1), (2, 2), (4, 1), (4, 2)},  # odd column
}


@pytest.mark.parametrize(("key", "expected"), list(NEIGHBOURS.items()))
def test_neighbour_tables(key: tuple[str, tuple[int, int]], expected: set[tuple[int, int]]) -> None:
    offset, cell = key
    orientation = "pointy" if offset.endswith("-r") else "flat"
    g = HexGrid(6, 6, orientation, offset)
    got = g.neighbors(Cell(*cell))
    assert set(got) == expected and len(got) == 6
    for n in got:
        assert g.distance(Cell(*cell), n) == 1
        assert g.shares_edge(Cell(*cell), n)
        assert Cell(*cell) in g.neighbors(n)  # symmetric
    assert g.corner_between(Cell(*cell), got[0]) is None  # hexes have no corner-only pairs


def test_corner_cells_have_fewer_neighbours() -> None:
    # odd-r (0,0) is an even row: of its six neighbours only [1,0] and [0,1] are on the map
    assert set(HexGrid(4, 4, "pointy", "odd-r").neighbors(Cell(0, 0))) == {(1, 0), (0, 1)}
    # even-r (0,0) is shoved right: [1,0], [0,1] and [1,1]
    assert set(HexGrid(4, 4, "pointy", "even-r").neighbors(Cell(0, 0))) == {(1, 0), (0, 1), (1, 1)}


@pytest.mark.parametrize(
    ("offset", "a", "b", "expected"),
    [
        # odd-r [0,0] -> [3,3]: axial (0,0) -> (2,3): (|2| + |3| + |-5|) / 2 = 5
        ("odd-r", (0, 0), (3, 3), 5),
        ("odd-r", (0, 0), (4, 0), 4),  # along a row
        ("odd-r", (0, 0), (0, 4), 4),  # zig-zag down: (0,4) is axial (-2,4): (2+4+2)/2 = 4
        ("even-r", (0, 0), (3, 3), 4),  # axial (1,3): (1+3+4)/2 = 4
        ("odd-q", (0, 0), (3, 3), 5),  # axial (3,2): (3+2+5)/2 = 5
        ("even-q", (0, 0), (3, 3), 4),  # axial (3,1): (3+1+4)/2 = 4
        ("even-q", (2, 2), (2, 2), 0),
    ],
)
def test_hex_distance(offset: str, a: tuple[int, int], b: tuple[int, int], expected: int) -> None:
    orientation = "pointy" if offset.endswith("-r") else "flat"
    g = HexGrid(8, 8, orientation, offset)
    assert g.distance(Cell(*a), Cell(*b)) == expected
    assert g.distance(Cell(*b), Cell(*a)) == expected


@pytest.mark.parametrize(("orientation", "offset"), LAYOUTS)
def test_distance_equals_bfs_steps(orientation: str, offset: str) -> None:
    g = HexGrid(7, 6, orientation, offset)
    start = Cell(3, 2)
    steps = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for c in frontier:
            for n in g.neighbors(c):
                if n not in steps:
                    steps[n] = steps[c] + 1
                    nxt.append(n)
        frontier = nxt
    assert len(steps) == 42
    for c, d in steps.items():
        assert g.distance(start, c) == d


@pytest.mark.parametrize(("orientation", "offset"), LAYOUTS)
def test_centres_corners_and_edges(orientation: str, offset: str) -> None:
    g = HexGrid(6, 6, orientation, offset)
    for c in g.cells():
        cx, cy = g.center(c)
        corners = g.corners(c)
        assert len(corners) == 6
        for px, py in corners:  # unit radius
            assert math.isclose(math.hypot(px - cx, py - cy), 1.0)
        assert g.cell_at(cx, cy) == c
        assert g.cell_at(cx + 0.4, cy - 0.3) == c
        for n in g.neighbors(c):
            # neighbouring centres are sqrt(3) apart; their shared edge ends on two corners
            # of both cells
            assert math.isclose(math.dist(g.center(c), g.center(n)), math.sqrt(3))
            for p in g.edge_segment(c, n):
                assert any(
                    math.isclose(p[0], q[0], abs_tol=1e-9)
                    and math.isclose(p[1], q[1], abs_tol=1e-9)
                    for q in corners
                )
                assert any(
                    math.isclose(p[0], q[0], abs_tol=1e-9)
                    and math.isclose(p[1], q[1], abs_tol=1e-9)
                    for q in g.corners(n)
                )


def test_pointy_and_flat_geometry() -> None:
    # pointy tops: neighbours in a row lie side by side; flat tops: in a column, one above
    pointy = HexGrid(4, 4, "pointy", "odd-r")
    a, b = pointy.center(Cell(0, 0)), pointy.center(Cell(1, 0))
    assert math.isclose(a[1], b[1]) and math.isclose(b[0] - a[0], math.sqrt(3))
    # odd-r shoves odd rows right by half a hex
    assert math.isclose(pointy.center(Cell(0, 1))[0] - a[0], math.sqrt(3) / 2)
    flat = HexGrid(4, 4, "flat", "odd-q")
    a, b = flat.center(Cell(0, 0)), flat.center(Cell(0, 1))
    assert math.isclose(a[0], b[0]) and math.isclose(b[1] - a[1], math.sqrt(3))
    # odd-q shoves odd columns down by half a hex
    assert math.isclose(flat.center(Cell(1, 0))[1] - a[1], math.sqrt(3) / 2)
    assert math.isclose(flat.center(Cell(1, 0))[0] - a[0], 1.5)


def test_cube_round_and_validation() -> None:
    assert cube_round(0.1, 0.1) == Hex(0, 0)
    assert cube_round(0.9, -0.1) == Hex(1, 0)
    assert cube_round(1.4, 0.45) == Hex(1, 1)  # s = -1.85 rounds to -2: q, r kept
    assert Hex(2, -3).s == 1 and Hex(2, -3).length() == 3
    with pytest.raises(ValueError):
        HexGrid(3, 3, "round", "odd-r")
    with pytest.raises(ValueError):
        HexGrid(3, 3, "pointy", "odd-x")
    with pytest.raises(ValueError):
        offset_to_axial((0, 0), "odd-x")
    g = make_grid(
        {"type": "hex", "orientation": "flat", "offset": "even-q", "width": 3, "height": 2}
    )
    assert isinstance(g, HexGrid)
    assert g.to_json() == {
        "type": "hex",
        "orientation": "flat",
        "offset": "even-q",
        "width": 3,
        "height": 2,
    }


def test_the_flat_topped_frame_keeps_distances_and_neighbours() -> None:
    """HexGrid.flat_axial: a pointy map seen as its mirror image (flat tops), the frame the
    exact-geometry code is written in; a flat map is its own frame."""
    from itertools import product

    from tabletop_ai.geometry.hexgrid import AXIAL_DIRECTIONS, Hex

    for orientation, offset in (("pointy", "odd-r"), ("pointy", "even-r"), ("flat", "odd-q")):
        g = HexGrid(6, 5, orientation, offset)
        cells = list(g.cells())
        for a, b in product(cells[::3], cells[::4]):
            fa, fb = g.flat_axial(a), g.flat_axial(b)
            assert Hex(fa.q - fb.q, fa.r - fb.r).length() == g.distance(a, b)
        for c in cells:
            assert g.from_flat_axial(g.flat_axial(c)) == c
            flat = {g.from_flat_axial(g.flat_axial(c).step(d)) for d in AXIAL_DIRECTIONS}
            assert set(g.neighbors(c)) == {n for n in flat if g.contains(n)}
        assert g.flat_step((1, -1)) == ((-1, 1) if orientation == "pointy" else (1, -1))
