"""Lines drawn on a map (walls, doors) onto cell edges.

A wall line of a Tiled object or a Universal VTT ``line_of_sight`` polyline is a list of
points in grid unit geometry. Each straight piece is matched with the cell edges lying on it
(both ends of the edge within :data:`TOLERANCE` of the piece). A piece whose edges cover less
than :data:`COVERED` of its length does not follow the grid: it is reported, with the cells it
crosses, which the importer may mark blocking on request.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from tabletop_ai.geometry import Cell, Edge, Grid, HexGrid, edge
from tabletop_ai.geometry.hexgrid import AXIAL_DIRECTIONS

Point = tuple[float, float]

#: how far (in cells) an edge's end may lie from a drawn line and still be on it
TOLERANCE = 0.15
#: the share of a drawn piece that edges must cover for it to count as following the grid
COVERED = 0.9


@dataclass
class Snapped:
    """The edges a line lies on, and the pieces that lie on none."""

    edges: list[Edge] = field(default_factory=list)
    off_grid: list[tuple[Point, Point]] = field(default_factory=list)
    crossed: list[Cell] = field(default_factory=list)


def cell_at(grid: Grid, p: Point) -> Cell:
    """The cell (maybe off the map) containing unit-geometry point ``p``."""
    if isinstance(grid, HexGrid):
        return grid.cell_at(p[0], p[1])
    return Cell(math.floor(p[0]), math.floor(p[1]))


def edge_neighbours(grid: Grid, cell: Cell) -> list[Cell]:
    """The cells sharing an edge with ``cell``, on the map or not (a border edge counts)."""
    if isinstance(grid, HexGrid):
        h = grid.to_axial(cell)
        return [grid.from_axial(h.step(d)) for d in AXIAL_DIRECTIONS]
    x, y = cell
    return [Cell(x + 1, y), Cell(x - 1, y), Cell(x, y + 1), Cell(x, y - 1)]


def _edge_points(grid: Grid, a: Cell, b: Cell) -> tuple[Point, Point]:
    if isinstance(grid, HexGrid):
        return grid.edge_segment(a, b)
    # square: computed directly so that off-map cells work too
    if a[1] == b[1]:
        x = float(max(a[0], b[0]))
        return (x, float(a[1])), (x, float(a[1] + 1))
    y = float(max(a[1], b[1]))
    return (float(a[0]), y), (float(a[0] + 1), y)


def _on_segment(p: Point, s0: Point, s1: Point, tol: float) -> float | None:
    """The parameter t in [0,1] of ``p``'s foot on the piece, when ``p`` is within ``tol``."""
    dx, dy = s1[0] - s0[0], s1[1] - s0[1]
    length2 = dx * dx + dy * dy
    if length2 < 1e-18:
        return None
    t = ((p[0] - s0[0]) * dx + (p[1] - s0[1]) * dy) / length2
    slack = tol / math.sqrt(length2)
    if t < -slack or t > 1 + slack:
        return None
    fx, fy = s0[0] + t * dx, s0[1] + t * dy
    if math.hypot(p[0] - fx, p[1] - fy) > tol:
        return None
    return min(1.0, max(0.0, t))


def _samples(s0: Point, s1: Point, step: float = 0.2) -> list[Point]:
    n = max(1, math.ceil(math.hypot(s1[0] - s0[0], s1[1] - s0[1]) / step))
    return [
        (s0[0] + (s1[0] - s0[0]) * i / n, s0[1] + (s1[1] - s0[1]) * i / n) for i in range(n + 1)
    ]


def snap_piece(grid: Grid, s0: Point, s1: Point) -> tuple[list[tuple[Cell, Cell]], bool]:
    """The cell pairs whose shared edge lies on the piece ``s0``-``s1`` (on or off the map),
    in order along the piece, and whether they cover it (at least :data:`COVERED` of its
    length). An edge lies on the piece when both its ends do (within :data:`TOLERANCE`) and
    it spans more than half the tolerance of it."""
    length = math.hypot(s1[0] - s0[0], s1[1] - s0[1])
    if length < 1e-9:
        return [], True
    if isinstance(grid, HexGrid):
        found = _hex_edges_on(grid, s0, s1, length)
    else:
        found = _square_edges_on(s0, s1, length)
    # covered length: union of the parameter intervals
    spans = sorted(found.values())
    covered = 0.0
    cur0, cur1 = None, None
    for a, b in spans:
        if cur1 is None or a > cur1:
            if cur0 is not None and cur1 is not None:
                covered += cur1 - cur0
            cur0, cur1 = a, b
        else:
            cur1 = max(cur1, b)
    if cur0 is not None and cur1 is not None:
        covered += cur1 - cur0
    along = sorted(found, key=lambda e: (found[e], e))
    return [(e.a, e.b) for e in along], covered >= COVERED


def _square_edges_on(s0: Point, s1: Point, length: float) -> dict[Edge, tuple[float, float]]:
    """The square grid's edges on the piece, each with its span along it (parameters 0-1).

    An edge's ends are grid vertices (whole-number points), so only the vertices that may
    lie within :data:`TOLERANCE` of the piece are tried, one column (or row) at a time along
    the piece's longer axis u; the work grows with the piece's length alone. With the piece
    at angle a to that axis (cos a >= 1/sqrt 2), a vertex within d <= TOLERANCE of it lies
    within d / cos a <= 0.22 of the piece's line across the axis, and within TOLERANCE
    (beyond an end) + d sin a <= 0.26 of the piece's ends along it; the margins below are
    wider, and :func:`_on_segment` decides."""
    dx, dy = s1[0] - s0[0], s1[1] - s0[1]
    steep = abs(dy) > abs(dx)
    # along the longer axis u, across it v: a vertex (u, v) lies near v = v0 + (u - u0) * k
    u0, v0, du, dv = (s0[1], s0[0], dy, dx) if steep else (s0[0], s0[1], dx, dy)
    k = dv / du
    lo_u, hi_u = min(u0, u0 + du), max(u0, u0 + du)
    along, across = TOLERANCE + 0.2, TOLERANCE + 0.1
    near: dict[tuple[int, int], float] = {}
    for u in range(math.ceil(lo_u - along), math.floor(hi_u + along) + 1):
        v_line = v0 + (u - u0) * k
        for v in range(math.ceil(v_line - across), math.floor(v_line + across) + 1):
            p = (float(v), float(u)) if steep else (float(u), float(v))
            t = _on_segment(p, s0, s1, TOLERANCE)
            if t is not None:
                near[int(p[0]), int(p[1])] = t
    found: dict[Edge, tuple[float, float]] = {}
    for (x, y), t0 in near.items():
        # the vertical edge down from (x, y) parts cells [x-1,y] and [x,y]; the horizontal
        # edge right of it parts [x,y-1] and [x,y]
        for (ox, oy), a in (((x, y + 1), Cell(x - 1, y)), ((x + 1, y), Cell(x, y - 1))):
            t1 = near.get((ox, oy))
            if t1 is not None and abs(t1 - t0) * length > 0.5 * TOLERANCE:
                found[edge(a, Cell(x, y))] = (min(t0, t1), max(t0, t1))
    return found


def _hex_edges_on(
    grid: HexGrid, s0: Point, s1: Point, length: float
) -> dict[Edge, tuple[float, float]]:
    """The hex grid's edges on the piece, each with its span along it: the edges of the
    cells the piece passes (sampled every fifth of a cell) and of their neighbours."""
    near: set[Cell] = set()
    for p in _samples(s0, s1):
        c = cell_at(grid, p)
        near.add(c)
        near.update(edge_neighbours(grid, c))
    found: dict[Edge, tuple[float, float]] = {}
    for c in near:
        for n in edge_neighbours(grid, c):
            e = edge(c, n)
            if e in found:
                continue
            p0, p1 = _edge_points(grid, c, n)
            t0 = _on_segment(p0, s0, s1, TOLERANCE)
            t1 = _on_segment(p1, s0, s1, TOLERANCE)
            if t0 is not None and t1 is not None and abs(t1 - t0) * length > 0.5 * TOLERANCE:
                found[e] = (min(t0, t1), max(t0, t1))
    return found


def crossed_cells(grid: Grid, s0: Point, s1: Point) -> list[Cell]:
    """The on-map cells a piece passes through (sampled every tenth of a cell)."""
    square = not isinstance(grid, HexGrid)
    out: dict[Cell, None] = {}
    for p in _samples(s0, s1, 0.1):
        c = Cell(math.floor(p[0]), math.floor(p[1])) if square else cell_at(grid, p)
        if c not in out and grid.contains(c):
            out[c] = None
    return list(out)


def _bounds(grid: Grid) -> tuple[float, float, float, float]:
    """The map's box in unit geometry, one cell wider on every side."""
    if isinstance(grid, HexGrid):
        from tabletop_ai.geometry import Layout

        lay = Layout(grid, size=1.0, margin=0.0)
        ox, oy = lay.geometry_to_scene((0.0, 0.0))
        _x, _y, w, h = lay.scene_rect()
        return -ox - 2.0, -oy - 2.0, -ox + w + 2.0, -oy + h + 2.0
    return -1.0, -1.0, grid.width + 1.0, grid.height + 1.0


def clip(
    s0: Point, s1: Point, box: tuple[float, float, float, float]
) -> tuple[Point, Point] | None:
    """The part of the piece inside ``box`` (Liang-Barsky), or None when it misses it."""
    x0, y0, x1, y1 = box
    dx, dy = s1[0] - s0[0], s1[1] - s0[1]
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, s0[0] - x0), (dx, x1 - s0[0]), (-dy, s0[1] - y0), (dy, y1 - s0[1])):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return ((s0[0] + t0 * dx, s0[1] + t0 * dy), (s0[0] + t1 * dx, s0[1] + t1 * dy))


def snap_polyline(grid: Grid, points: Sequence[Point], closed: bool = False) -> Snapped:
    """Snap every piece of a polyline (``closed``: back to its first point too). Edges on
    the map border or outside the map are dropped (the border is a wall already); pieces are
    first cut to the map's box, so a far-away point costs nothing. Points must be finite."""
    out = Snapped()
    pts = list(points) + ([points[0]] if closed and len(points) > 2 else [])
    if not all(math.isfinite(v) for p in pts for v in p):
        raise ValueError("a point of the line is not a finite number")
    box = _bounds(grid)
    seen: set[Edge] = set()
    crossed: dict[Cell, None] = {}
    done: set[tuple[Point, Point]] = set()
    for a0, a1 in itertools.pairwise(pts):
        piece = (a0, a1) if a0 <= a1 else (a1, a0)
        if piece in done:  # the same piece again (either way) snaps to the same edges
            continue
        done.add(piece)
        cut = clip(a0, a1, box)
        if cut is None:
            continue
        s0, s1 = cut
        pairs, covered = snap_piece(grid, s0, s1)
        if not covered:
            out.off_grid.append((a0, a1))
            crossed.update(dict.fromkeys(crossed_cells(grid, s0, s1)))
            continue
        for a, b in pairs:
            if grid.contains(a) and grid.contains(b):
                e = edge(a, b)
                if e not in seen:
                    seen.add(e)
                    out.edges.append(e)
    out.crossed = list(crossed)
    return out
