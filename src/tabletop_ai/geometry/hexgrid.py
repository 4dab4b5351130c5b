"""Hex grids: axial/cube maths inside, offset ``[col, row]`` only at the file edge.

Conversions follow Red Blob Games' "Hexagonal Grids" (offset coordinates section): ``odd-r``
and ``even-r`` shove odd or even rows right (pointy tops); ``odd-q`` and ``even-q`` shove odd or
even columns down (flat tops).
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

from tabletop_ai.geometry.cells import Cell
from tabletop_ai.geometry.grid import Grid, Point

SQRT3 = math.sqrt(3.0)

AXIAL_DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
OFFSETS = ("odd-r", "even-r", "odd-q", "even-q")


class Hex(NamedTuple):
    """Axial hex coordinates; the cube's third coordinate is ``s = -q - r``."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def step(self, d: tuple[int, int]) -> Hex:
        """The hex one step in axial direction ``d``."""
        return Hex(self.q + d[0], self.r + d[1])

    def length(self) -> int:
        """Steps from the origin."""
        return (abs(self.q) + abs(self.r) + abs(self.s)) // 2


def offset_to_axial(cell: tuple[int, int], offset: str) -> Hex:
    """File ``[col, row]`` in the named offset layout to axial coordinates."""
    col, row = cell[0], cell[1]
    if offset == "odd-r":
        return Hex(col - (row - (row & 1)) // 2, row)
    if offset == "even-r":
        return Hex(col - (row + (row & 1)) // 2, row)
    if offset == "odd-q":
        return Hex(col, row - (col - (col & 1)) // 2)
    if offset == "even-q":
        return Hex(col, row - (col + (col & 1)) // 2)
    raise ValueError(f"unknown hex offset {offset!r}")


def axial_to_offset(h: tuple[int, int], offset: str) -> Cell:
    """Axial coordinates to file ``[col, row]`` in the named offset layout."""
    q, r = h[0], h[1]
    if offset == "odd-r":
        return Cell(q + (r - (r & 1)) // 2, r)
    if offset == "even-r":
        return Cell(q + (r + (r & 1)) // 2, r)
    if offset == "odd-q":
        return Cell(q, r + (q - (q & 1)) // 2)
    if offset == "even-q":
        return Cell(q, r + (q + (q & 1)) // 2)
    raise ValueError(f"unknown hex offset {offset!r}")


def cube_round(fq: float, fr: float) -> Hex:
    """Round fractional axial coordinates to the hex that contains them (Red Blob Games)."""
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


class HexGrid(Grid):
    """A hex map in one of the four offset layouts; ``pointy`` or ``flat`` tops."""

    kind = "hex"

    def __init__(
        self, width: int, height: int, orientation: str = "pointy", offset: str = "odd-r"
    ) -> None:
        super().__init__(width, height)
        if orientation not in ("pointy", "flat"):
            raise ValueError(f"unknown hex orientation {orientation!r}")
        if offset not in OFFSETS:
            raise ValueError(f"unknown hex offset {offset!r}")
        self.orientation = orientation
        self.offset = offset

    def __repr__(self) -> str:
        return f"HexGrid({self.width}x{self.height}, {self.orientation}, {self.offset})"

    def to_axial(self, cell: tuple[int, int]) -> Hex:
        return offset_to_axial(cell, self.offset)

    def from_axial(self, h: tuple[int, int]) -> Cell:
        return axial_to_offset(h, self.offset)

    # -- the flat-topped frame -------------------------------------------------------------
    # Exact integer geometry (Gloomhaven's sight) is written once, for flat tops. A
    # pointy-topped map is its mirror image across the diagonal x = y, which is flat-topped:
    # axial (q, r) becomes (r, q). A reflection keeps every distance, neighbour, wall and
    # straight line, so the answers are the same; only points go back through the mirror.
    def flat_axial(self, cell: tuple[int, int]) -> Hex:
        """The hex's axial coordinates in the flat-topped frame."""
        h = self.to_axial(cell)
        return Hex(h.r, h.q) if self.orientation == "pointy" else h

    def from_flat_axial(self, h: tuple[int, int]) -> Cell:
        """The cell at axial ``h`` of the flat-topped frame (it may lie off the map)."""
        return self.from_axial((h[1], h[0]) if self.orientation == "pointy" else h)

    def flat_step(self, d: tuple[int, int]) -> tuple[int, int]:
        """An axial step or offset (an area-of-effect pattern's) in the flat-topped frame."""
        return (d[1], d[0]) if self.orientation == "pointy" else (d[0], d[1])

    def from_flat_point(self, p: Point) -> Point:
        """A geometry point of the flat-topped frame back in this grid's own geometry."""
        return (p[1], p[0]) if self.orientation == "pointy" else p

    def neighbors(self, cell: Cell, diagonals: bool = True) -> list[Cell]:
        h = self.to_axial(cell)
        out = []
        for d in AXIAL_DIRECTIONS:
            n = self.from_axial(h.step(d))
            if self.contains(n):
                out.append(n)
        return out

    def shares_edge(self, a: Cell, b: Cell) -> bool:
        return self.distance(a, b) == 1

    def distance(self, a: Cell, b: Cell) -> int:
        ha, hb = self.to_axial(a), self.to_axial(b)
        return Hex(ha.q - hb.q, ha.r - hb.r).length()

    def axial_center(self, h: tuple[float, float]) -> Point:
        """Unit-radius centre of (possibly fractional) axial coordinates."""
        q, r = h[0], h[1]
        if self.orientation == "pointy":
            return SQRT3 * (q + r / 2.0), 1.5 * r
        return 1.5 * q, SQRT3 * (r + q / 2.0)

    def center(self, cell: Cell) -> Point:
        return self.axial_center(self.to_axial(cell))

    def point_to_axial(self, x: float, y: float) -> tuple[float, float]:
        """Fractional axial coordinates of a unit-radius geometry point."""
        if self.orientation == "pointy":
            q = SQRT3 / 3.0 * x - y / 3.0
            r = 2.0 / 3.0 * y
        else:
            q = 2.0 / 3.0 * x
            r = -x / 3.0 + SQRT3 / 3.0 * y
        return q, r

    def cell_at(self, x: float, y: float) -> Cell:
        """The cell (maybe off the map) containing a unit-radius geometry point."""
        return self.from_axial(cube_round(*self.point_to_axial(x, y)))

    def corners(self, cell: Cell) -> list[Point]:
        cx, cy = self.center(cell)
        start = 30.0 if self.orientation == "pointy" else 0.0
        out = []
        for i in range(6):
            ang = math.radians(start + 60.0 * i)
            out.append((cx + math.cos(ang), cy + math.sin(ang)))
        return out

    def edge_segment(self, a: Cell, b: Cell) -> tuple[Point, Point]:
        ca, cb = self.center(a), self.center(b)
        mx, my = (ca[0] + cb[0]) / 2.0, (ca[1] + cb[1]) / 2.0
        dx, dy = cb[0] - ca[0], cb[1] - ca[1]
        # the shared edge is perpendicular to the centre line, one unit long
        norm = math.hypot(dx, dy) or 1.0
        px, py = -dy / norm * 0.5, dx / norm * 0.5
        return (mx - px, my - py), (mx + px, my + py)

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        out["orientation"] = self.orientation
        out["offset"] = self.offset
        return out
