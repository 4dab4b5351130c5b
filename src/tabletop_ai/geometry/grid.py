"""The one grid protocol that square and hex grids both answer.

Following Tiled's single renderer interface and Red Blob Games' advice, the rules engine asks
these questions and never which grid it has:

* which cells exist and which cells touch (``neighbors``),
* which pairs share an edge (``shares_edge``) and which only a corner (``corner_between``),
* the straight-line step count ignoring obstacles (``distance``),
* cell centres in unit geometry space (``center``), used by line of sight and layouts.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator
from typing import Any

from tabletop_ai.geometry.cells import Cell

Point = tuple[float, float]


class Grid(ABC):
    """A rectangular map of ``width`` x ``height`` cells in file coordinates."""

    kind: str = ""

    def __init__(self, width: int, height: int) -> None:
        if width < 1 or height < 1:
            raise ValueError(f"a grid needs at least one cell, not {width}x{height}")
        self.width = width
        self.height = height

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.width}x{self.height})"

    def contains(self, cell: tuple[int, int]) -> bool:
        """True when ``cell`` lies on the map."""
        return 0 <= cell[0] < self.width and 0 <= cell[1] < self.height

    def cells(self) -> Iterator[Cell]:
        """Every cell, row by row from the top left (reading order)."""
        for y in range(self.height):
            for x in range(self.width):
                yield Cell(x, y)

    @abstractmethod
    def neighbors(self, cell: Cell, diagonals: bool = True) -> list[Cell]:
        """The on-map cells touching ``cell`` (sharing an edge, or a corner when ``diagonals``)."""

    @abstractmethod
    def shares_edge(self, a: Cell, b: Cell) -> bool:
        """True when ``a`` and ``b`` share a whole edge."""

    def corner_between(self, a: Cell, b: Cell) -> tuple[Cell, Cell] | None:
        """For two cells that touch only at a corner, the two cells round that corner.

        Square grids only: diagonal cells A and B meet at corner point P, and the two other
        cells at P are the "ways round" P (spec section 7). Hex grids have no such pairs.
        """
        return None

    @abstractmethod
    def distance(self, a: Cell, b: Cell) -> int:
        """Steps between two cells on an empty, wall-free map."""

    @abstractmethod
    def center(self, cell: Cell) -> Point:
        """The cell's centre in unit geometry space (square: side 1; hex: radius 1)."""

    @abstractmethod
    def corners(self, cell: Cell) -> list[Point]:
        """The cell's corner points in unit geometry space, in drawing order."""

    @abstractmethod
    def edge_segment(self, a: Cell, b: Cell) -> tuple[Point, Point]:
        """The two end points of the edge shared by ``a`` and ``b``."""

    def to_json(self) -> dict[str, Any]:
        """The ``grid`` object of a board file."""
        return {"type": self.kind, "width": self.width, "height": self.height}


def make_grid(spec: dict[str, Any]) -> Grid:
    """Build the grid named by a board file's ``grid`` object (already validated)."""
    from tabletop_ai.geometry.hexgrid import HexGrid
    from tabletop_ai.geometry.square import SquareGrid

    if spec["type"] == "square":
        return SquareGrid(int(spec["width"]), int(spec["height"]))
    if spec["type"] == "hex":
        return HexGrid(
            int(spec["width"]),
            int(spec["height"]),
            orientation=spec.get("orientation", "pointy"),
            offset=spec.get("offset", "odd-r"),
        )
    raise ValueError(f"unknown grid type {spec['type']!r}")
