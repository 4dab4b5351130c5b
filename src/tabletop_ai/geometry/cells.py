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


class TurnedCell(Cell):
    """A large figure's top-left cell *after rotating its base*: the cell plus the footprint
    ``turned`` (width, height) it has there (Imperial Assault rotation, see
    :func:`tabletop_ai.engine.movement.reach`). It is a :class:`Cell` everywhere a cell is
    asked for (``x``, ``y``, ``[x, y]`` in JSON) but never equal to the plain cell, so a
    search can hold both orientations at one anchor; :meth:`Figure.cells
    <tabletop_ai.board.model.Figure.cells>` covers ``turned`` from it."""

    turned: tuple[int, int]

    def __new__(cls, x: int, y: int, turned: tuple[int, int] = (1, 1)) -> TurnedCell:
        self = super().__new__(cls, x, y)
        self.turned = (int(turned[0]), int(turned[1]))
        return self

    def __getnewargs__(self) -> tuple[int, int, tuple[int, int]]:
        return (self.x, self.y, self.turned)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, TurnedCell)
            and tuple.__eq__(self, other)
            and self.turned == other.turned
        )

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash((self.x, self.y, self.turned))

    def __repr__(self) -> str:
        return f"[{self.x},{self.y}] turned {self.turned[0]}x{self.turned[1]}"

    @property
    def cell(self) -> Cell:
        """The plain top-left cell."""
        return Cell(self.x, self.y)


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
