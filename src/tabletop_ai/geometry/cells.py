"""Small frozen coordinate values: a cell and the edge between two cells.

Cells are the file's coordinates (square ``[x, y]``, hex offset ``[col, row]``); they are
graph nodes and dict keys, so they are hashable named tuples with a readable ``repr``.
"""

from __future__ import annotations

from typing import NamedTuple


class Cell(NamedTuple):
    """A cell in file coordinates: column ``x`` from the left, row ``y`` from the top."""

    x: int
    y: int

    def __repr__(self) -> str:
        return f"[{self.x},{self.y}]"

    def offset(self, dx: int, dy: int) -> Cell:
        """The cell ``dx`` columns right and ``dy`` rows down."""
        return Cell(self.x + dx, self.y + dy)


class Edge(NamedTuple):
    """The side shared by two edge-adjacent cells, stored with the smaller cell first."""

    a: Cell
    b: Cell

    def __repr__(self) -> str:
        return f"{self.a!r}|{self.b!r}"

    def other(self, cell: Cell) -> Cell:
        """The cell on the other side of this edge from ``cell``."""
        return self.b if cell == self.a else self.a


def edge(a: Cell | tuple[int, int], b: Cell | tuple[int, int]) -> Edge:
    """The canonical edge between cells ``a`` and ``b`` (order does not matter)."""
    ca, cb = Cell(*a), Cell(*b)
    return Edge(ca, cb) if ca <= cb else Edge(cb, ca)
