"""Square grid tables (board-format.md section 2: cell [x, y], x from the left, y from the top;
section 7: cells sharing an edge or a corner touch; counting on an empty map is Chebyshev)."""

from __future__ import annotations

import pytest

from tabletop_ai.geometry import Cell, SquareGrid, edge, make_grid

G = SquareGrid(5, 4)


@pytest.mark.parametrize(
    ("cell", "diagonals", "expected"),
    [
        # interior cell: 4 orthogonal then 4 diagonal neighbours
        ((2, 1), True, {(3, 1), (2, 2), (1, 1), (2, 0), (3, 2), (1, 2), (1, 0), (3, 0)}),
        ((2, 1), False, {(3, 1), (2, 2), (1, 1), (2, 0)}),
        # top-left corner: only right, below and the diagonal below-right are on the map
        ((0, 0), True, {(1, 0), (0, 1), (1, 1)}),
        ((0, 0), False, {(1, 0), (0, 1)}),
        # bottom-right corner of a 5x4 map
        ((4, 3), True, {(3, 3), (4, 2), (3, 2)}),
        # middle of the bottom edge: 5 neighbours
        ((2, 3), True, {(1, 3), (3, 3), (1, 2), (2, 2), (3, 2)}),
    ],
)
def test_neighbours(cell: tuple[int, int], diagonals: bool, expected: set[tuple[int, int]]) -> None:
    got = G.neighbors(Cell(*cell), diagonals)
    assert set(got) == expected
    assert len(got) == len(expected)  # no duplicates
    assert all(isinstance(c, Cell) for c in got)


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ((0, 0), (0, 0), 0),
        ((0, 0), (1, 1), 1),  # a diagonal counts 1
        ((0, 0), (4, 3), 4),  # max(4, 3)
        ((4, 0), (0, 3), 4),
        ((2, 1), (2, 3), 2),
        ((1, 2), (4, 2), 3),
    ],
)
def test_distance_is_chebyshev(a: tuple[int, int], b: tuple[int, int], expected: int) -> None:
    assert G.distance(Cell(*a), Cell(*b)) == expected
    assert G.distance(Cell(*b), Cell(*a)) == expected


def test_shares_edge_and_corner_between() -> None:
    assert G.shares_edge(Cell(1, 1), Cell(2, 1))
    assert G.shares_edge(Cell(1, 1), Cell(1, 0))
    assert not G.shares_edge(Cell(1, 1), Cell(2, 2))
    assert not G.shares_edge(Cell(1, 1), Cell(3, 1))
    # diagonal cells [1,1] and [2,2] meet at lattice point (2,2); the ways round are the two
    # other cells at that point, [1,2] and [2,1]
    assert G.corner_between(Cell(1, 1), Cell(2, 2)) == (Cell(1, 2), Cell(2, 1))
    assert G.corner_point(Cell(1, 1), Cell(2, 2)) == (2, 2)
    assert G.corner_point(Cell(2, 1), Cell(1, 2)) == (2, 2)
    assert G.corner_between(Cell(1, 1), Cell(2, 1)) is None
    assert G.corner_between(Cell(1, 1), Cell(3, 3)) is None


def test_corners_and_edges_are_lattice_points() -> None:
    # cell [x, y] covers [x, x+1] x [y, y+1]
    assert G.int_corners(Cell(2, 1)) == [(2, 1), (3, 1), (3, 2), (2, 2)]
    assert G.corners(Cell(2, 1)) == [(2, 1), (3, 1), (3, 2), (2, 2)]
    assert G.center(Cell(2, 1)) == (2.5, 1.5)
    # side by side: the vertical edge x = 3 from y = 3 to 4
    assert G.int_edge_segment(Cell(2, 3), Cell(3, 3)) == ((3, 3), (3, 4))
    assert G.int_edge_segment(Cell(3, 3), Cell(2, 3)) == ((3, 3), (3, 4))
    # one above the other: the horizontal edge y = 4 from x = 2 to 3
    assert G.int_edge_segment(Cell(2, 3), Cell(2, 4)) == ((2, 4), (3, 4))
    assert G.edge_segment(Cell(2, 3), Cell(2, 4)) == ((2.0, 4.0), (3.0, 4.0))


def test_cells_contains_and_edges() -> None:
    cells = list(G.cells())
    assert len(cells) == 20
    assert cells[:6] == [Cell(0, 0), Cell(1, 0), Cell(2, 0), Cell(3, 0), Cell(4, 0), Cell(0, 1)]
    assert G.contains((4, 3)) and not G.contains((5, 0)) and not G.contains((0, -1))
    assert edge((3, 1), (2, 1)) == edge((2, 1), (3, 1))
    assert edge((3, 1), (2, 1)).a == Cell(2, 1)
    assert repr(Cell(9, 2)) == "[9,2]"
    assert make_grid({"type": "square", "width": 5, "height": 4}).to_json() == {
        "type": "square",
        "width": 5,
        "height": 4,
    }
    with pytest.raises(ValueError):
        SquareGrid(0, 3)
