"""Square grids: eight neighbours, integer corners, Chebyshev step count."""

from __future__ import annotations

from tabletop_ai.geometry.cells import Cell
from tabletop_ai.geometry.grid import Grid, Point

_ORTHO = ((1, 0), (0, 1), (-1, 0), (0, -1))
_DIAG = ((1, 1), (-1, 1), (-1, -1), (1, -1))


class SquareGrid(Grid):
    """Cell ``[x, y]`` covers ``[x, x+1] x [y, y+1]``; corners are integer lattice points."""

    kind = "square"

    def neighbors(self, cell: Cell, diagonals: bool = True) -> list[Cell]:
        steps = _ORTHO + _DIAG if diagonals else _ORTHO
        out = []
        for dx, dy in steps:
            n = Cell(cell[0] + dx, cell[1] + dy)
            if self.contains(n):
                out.append(n)
        return out

    def shares_edge(self, a: Cell, b: Cell) -> bool:
        return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1

    def corner_between(self, a: Cell, b: Cell) -> tuple[Cell, Cell] | None:
        if abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1:
            return Cell(a[0], b[1]), Cell(b[0], a[1])
        return None

    def corner_point(self, a: Cell, b: Cell) -> tuple[int, int]:
        """The lattice point where diagonal cells ``a`` and ``b`` meet."""
        return max(a[0], b[0]), max(a[1], b[1])

    def distance(self, a: Cell, b: Cell) -> int:
        return max(abs(a[0] - b[0]), abs(a[1] - b[1]))

    def center(self, cell: Cell) -> Point:
        return cell[0] + 0.5, cell[1] + 0.5

    def corners(self, cell: Cell) -> list[Point]:
        x, y = cell[0], cell[1]
        return [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)]

    def int_corners(self, cell: Cell) -> list[tuple[int, int]]:
        """The four lattice corners of ``cell`` (clockwise from the top left)."""
        x, y = cell[0], cell[1]
        return [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)]

    def edge_segment(self, a: Cell, b: Cell) -> tuple[Point, Point]:
        s0, s1 = self.int_edge_segment(a, b)
        return (float(s0[0]), float(s0[1])), (float(s1[0]), float(s1[1]))

    @staticmethod
    def int_edge_segment(a: Cell, b: Cell) -> tuple[tuple[int, int], tuple[int, int]]:
        """The lattice end points of the edge shared by edge-adjacent ``a`` and ``b``."""
        if a[1] == b[1]:  # side by side: a vertical edge
            x = max(a[0], b[0])
            return (x, a[1]), (x, a[1] + 1)
        y = max(a[1], b[1])  # one above the other: a horizontal edge
        return (a[0], y), (a[0] + 1, y)
