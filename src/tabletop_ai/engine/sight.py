"""Line of sight (board-format.md section 7).

``corner-to-corner`` is the Imperial Assault rule as amended by FFG's official ruling ("draw
two imaginary, non-intersecting lines from one corner of the attacking figure's space to two
adjacent corners of the target's space. If either of these lines passes through--or the area
between them contains--a wall, door, figure, or blocking terrain..."): the attacker sees the
target when for some corner ``c`` of one of its cells and some edge ``p1-p2`` of a target cell
the closed triangle ``c, p1, p2`` passes the four conditions of spec 7. Corners are integer
lattice points, so every touching case is decided with exact integer arithmetic.

``center-line`` (hex) draws the line between cell centres; a line running along an edge or
through a vertex is blocked only when it is blocked on both sides, found by nudging it both
ways (Red Blob Games' line drawing, "lerp + round, nudged").

Every rule answers one interface, :class:`SightRule` (``sight(attacker cells, target cells,
cells of figures that may block) -> Sight``), registered by name; the situation reaches the
rule its rule set names (:meth:`Situation.sight`). Game packages add their own rules
(Gloomhaven's ``vertex`` and ``full-hex``). A rule is prepared once per map and kept with the
topology (:func:`sight_rule`); the answers with no figure in the way are kept there too
(:meth:`Situation.sight`).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Protocol

from tabletop_ai.engine.cache import kept
from tabletop_ai.engine.topology import SIGHT_BLOCKING, Topology
from tabletop_ai.geometry import Cell, HexGrid
from tabletop_ai.geometry.grid import Point
from tabletop_ai.geometry.hexgrid import cube_round

IPoint = tuple[int, int]


@dataclass(frozen=True)
class Sight:
    """The answer to "can A see B?", with one clear line to draw when it can."""

    clear: bool
    #: geometry-space points of a clear sight line (attacker corner/centre to target), or None
    line: tuple[Point, Point] | None = None
    #: for corner-to-corner: the clear triangle (c, p1, p2) in lattice points
    triangle: tuple[IPoint, IPoint, IPoint] | None = None
    why: str = ""


# ---------------------------------------------------------------------------------------
# exact geometry on the lattice
# ---------------------------------------------------------------------------------------


def _cross(o: IPoint, a: IPoint, b: IPoint) -> int:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def triangle_meets_open_cell(tri: Sequence[IPoint], cell: IPoint) -> bool:
    """True when the closed, non-degenerate triangle meets the open interior of the unit
    cell ``[x,x+1] x [y,y+1]`` (separating axes: the two axes of the square and the three
    edge normals of the triangle; touching along a side or at a corner does not count)."""
    x, y = cell
    xs = (tri[0][0], tri[1][0], tri[2][0])
    ys = (tri[0][1], tri[1][1], tri[2][1])
    if max(xs) <= x or min(xs) >= x + 1 or max(ys) <= y or min(ys) >= y + 1:
        return False
    for i in range(3):
        a, b, o = tri[i], tri[(i + 1) % 3], tri[(i + 2) % 3]
        # the edge function A x + B y + C, positive on the triangle's side of edge a-b
        ea, eb = a[1] - b[1], b[0] - a[0]
        ec = -eb * a[1] - ea * a[0]
        if ea * o[0] + eb * o[1] + ec < 0:
            ea, eb, ec = -ea, -eb, -ec
        # the cell's corner farthest into that side must lie strictly inside it
        if ea * (x + (ea > 0)) + eb * (y + (eb > 0)) + ec <= 0:
            return False
    return True


#: an exact fraction ``n / d`` with ``d > 0``, kept as two integers
_Frac = tuple[int, int]


def _lt(a: _Frac, b: _Frac) -> bool:
    return a[0] * b[1] < b[0] * a[1]


def _clip_segment(
    tri: Sequence[IPoint], s0: IPoint, s1: IPoint, strict: bool
) -> tuple[_Frac, _Frac] | None:
    """Parameters ``t`` where ``s0 + t (s1 - s0)`` lies in the triangle: an open interval
    inside the open triangle (``strict``) or a closed one inside the closed triangle, as
    exact fractions ``(n, d)``."""
    lo: _Frac = (0, 1)
    hi: _Frac = (1, 1)
    dx, dy = s1[0] - s0[0], s1[1] - s0[1]
    sign = 1 if _cross(tri[0], tri[1], tri[2]) > 0 else -1
    for i in range(3):
        a, b = tri[i], tri[(i + 1) % 3]
        # f(t) = sign * cross(a, b, s(t)) = c0 + c1 t  must be > 0 (strict) or >= 0
        c0 = sign * _cross(a, b, s0)
        c1 = sign * ((b[0] - a[0]) * dy - (b[1] - a[1]) * dx)
        if c1 == 0:
            if c0 < 0 or (strict and c0 == 0):
                return None
        elif c1 > 0:  # t >= -c0 / c1
            if _lt(lo, (-c0, c1)):
                lo = (-c0, c1)
        elif _lt((c0, -c1), hi):  # t <= c0 / -c1
            hi = (c0, -c1)
    if strict:
        return (lo, hi) if _lt(lo, hi) else None
    return (lo, hi) if not _lt(hi, lo) else None


def segment_blocks(tri: Sequence[IPoint], s0: IPoint, s1: IPoint, graze: bool) -> bool:
    """Spec 7 condition 2 for one wall, closed door or blocking edge ``s0-s1``.

    With ``graze`` (the default) the wall blocks only when its interior meets the triangle's
    interior: a line may run along it or touch its end. Without ``graze`` any contact blocks,
    except at the triangle's own corners (the attacker's corner and the target's corners).
    """
    if graze:
        return _clip_segment(tri, s0, s1, strict=True) is not None
    span = _clip_segment(tri, s0, s1, strict=False)
    if span is None:
        return False
    lo, hi = span
    if _lt(lo, hi):
        return True
    # a single point of contact s0 + (n/d)(s1 - s0): allowed only at a triangle corner
    n, d = lo
    px = s0[0] * d + n * (s1[0] - s0[0])
    py = s0[1] * d + n * (s1[1] - s0[1])
    return not any(px == p[0] * d and py == p[1] * d for p in tri)


def _cone_contains(u: IPoint, v: IPoint, w: IPoint) -> bool:
    """Direction ``w`` strictly inside the open cone from ``u`` to ``v`` (less than 180°)."""
    o = (0, 0)
    return _cross(o, u, w) > 0 and _cross(o, w, v) > 0


def _cones_meet(u1: IPoint, v1: IPoint, u2: IPoint, v2: IPoint) -> bool:
    """Two open convex cones (each given counter-clockwise, under 180°) share a direction:
    one holds a side or the middle direction of the other."""
    m1 = (u1[0] + v1[0], u1[1] + v1[1])
    m2 = (u2[0] + v2[0], u2[1] + v2[1])
    return (
        _cone_contains(u1, v1, u2)
        or _cone_contains(u1, v1, v2)
        or _cone_contains(u2, v2, u1)
        or _cone_contains(u2, v2, v1)
        or _cone_contains(u2, v2, m1)
        or _cone_contains(u1, v1, m2)
    )


#: the quarters round a lattice point c, in order round it (SE, SW, NW, NE): the offset
#: from c of the cell filling each, and the direction cone it covers (y-down coordinates,
#: counter-clockwise in the sense of _cross); each quarter is joined to the next and the one
#: before across a half-edge from c
_QUARTERS: tuple[tuple[IPoint, IPoint, IPoint], ...] = (
    ((0, 0), (1, 0), (0, 1)),
    ((-1, 0), (0, 1), (-1, 0)),
    ((-1, -1), (-1, 0), (0, -1)),
    ((0, -1), (0, -1), (1, 0)),
)


class _Lines:
    """The covered units ``[k, k + 1]`` of the grid lines across one axis (``units``: line
    -> covered units), each with the end of the run of covered units holding it, so that
    one look-up tells whether a stretch of a line is covered whole. With ``size``, the
    units outside ``0 .. size`` count as covered too (off the map)."""

    def __init__(self, units: Mapping[int, Iterable[int]], size: int | None = None) -> None:
        self.keys = sorted(units)
        self.size = size
        self.runs: dict[int, dict[int, int]] = {}
        for at, us in units.items():
            run = self.runs[at] = {}
            end = None
            for k in sorted(set(us), reverse=True):  # from the last: each run's end first
                if end is None or k + 1 not in run:
                    end = k + 1
                run[k] = end

    def covers(self, p: int, q: int, a0: int, a1: int, b0: int, b1: int) -> bool:
        """Some line strictly between the point ``(p, q)`` and the box ``[a0, a1] x [b0,
        b1]`` (coordinates along these lines' axis, then across) is covered over the
        whole cross-section of the convex hull of point and box. That cross-section runs
        between the segments from the point to the box's corners on the sides ``b0`` and
        ``b1``: at distance ``d`` from the point, ``q + (b - q) d / D`` for a corner at
        distance ``D``, least (greatest) toward the nearer corner when it falls (rises)
        away from ``q``, else toward the farther one; its floor and ceiling are exact
        integer divisions. The lines nearest the point first: there the hull is
        thinnest."""
        if p < a0:
            lines = self.keys[bisect_right(self.keys, p) : bisect_left(self.keys, a0)]
            near, far, sign = a0 - p, a1 - p, 1
        elif p > a1:
            lines = self.keys[bisect_right(self.keys, a1) : bisect_left(self.keys, p)][::-1]
            near, far, sign = p - a1, p - a0, -1
        else:
            return False
        d_lo = near if b0 < q else far
        d_hi = near if b1 > q else far
        for at in lines:
            d = (at - p) * sign
            lo = (q * d_lo + (b0 - q) * d) // d_lo
            hi = -((-q * d_hi - (b1 - q) * d) // d_hi)
            if self.size is not None:
                lo, hi = max(lo, 0), min(hi, self.size)
                if hi <= lo:
                    return True  # wholly off the map
            if self.runs[at].get(lo, lo) >= hi:
                return True
        return False


# ---------------------------------------------------------------------------------------
# the rules
# ---------------------------------------------------------------------------------------


class SightRule(Protocol):
    """A line-of-sight rule prepared for one map."""

    #: whether figures standing in the way block sight under this rule
    figures_block: ClassVar[bool]

    def sight(
        self, attacker: Sequence[Cell], target: Sequence[Cell], figures: Iterable[Cell]
    ) -> Sight:
        """Can a figure on ``attacker`` cells see one on ``target`` cells, ``figures`` being
        the cells of the other figures?"""
        ...


SightFactory = Callable[[Topology, bool], SightRule]
_RULES: dict[str, SightFactory] = {}


def register_sight_rule(name: str, factory: SightFactory) -> None:
    """Make a line-of-sight rule known by ``name`` (``factory(topology, graze)``)."""
    _RULES[name] = factory


def sight_rule(topo: Topology, name: str, graze: bool = True) -> SightRule:
    """The rule ``name`` prepared for ``topo``'s map, kept with the topology."""
    factory = _RULES.get(name)
    if factory is None:
        raise ValueError(f"unknown line-of-sight rule {name!r}; known: {', '.join(sorted(_RULES))}")
    return kept(topo.derived, ("sight-rule", name, graze), lambda: factory(topo, graze))


class SquareSight:
    """Corner-to-corner sight on one square map, with its obstacles indexed by grid line."""

    figures_block: ClassVar[bool] = True

    def __init__(self, topo: Topology, graze: bool = True) -> None:
        self.topo = topo
        self.graze = graze
        self._width, self._height = topo.grid.width, topo.grid.height
        #: the x of each blocking or void cell, by row, sorted
        rows: dict[int, list[int]] = {}
        for c, k in topo.terrain.items():
            if k in SIGHT_BLOCKING:
                rows.setdefault(c[1], []).append(c[0])
        self._rows = {y: sorted(xs) for y, xs in rows.items()}
        #: the unit wall segments on each grid line, sorted: vertical ones at x, by their
        #: upper y; horizontal ones at y, by their left x
        self._vert: dict[int, list[int]] = {}
        self._horiz: dict[int, list[int]] = {}
        for e in topo.sight_edges:
            a, b = e.a, e.b
            if a[1] == b[1]:
                self._vert.setdefault(max(a[0], b[0]), []).append(a[1])
            else:
                self._horiz.setdefault(max(a[1], b[1]), []).append(a[0])
        for index in (self._vert, self._horiz):
            for line in index.values():
                line.sort()
        # the units covered on each grid line, by walls only and by walls and obstacle
        # cells (blocking, void and off the map: the border lines are covered whole)
        self._wall_lines = (_Lines(self._vert), _Lines(self._horiz))
        vert = {x: set(ys) for x, ys in self._vert.items()}
        horiz = {y: set(xs) for y, xs in self._horiz.items()}
        for y, xs in self._rows.items():
            for x in xs:
                for at in (x, x + 1):
                    vert.setdefault(at, set()).add(y)
                for at in (y, y + 1):
                    horiz.setdefault(at, set()).add(x)
        w, h = self._width, self._height
        vert[0] = vert[w] = set(range(h))
        horiz[0] = horiz[h] = set(range(w))
        self._obstacle_lines = (_Lines(vert, h), _Lines(horiz, w))

    # -- conditions 1 and 2: obstacles ------------------------------------------------------
    def _cells_block(
        self, tri: Sequence[IPoint], figures: Iterable[IPoint], skip: set[Cell]
    ) -> bool:
        """Spec 7 condition 1: a blocking or void cell (but those in ``skip``, the two
        figures' own) or a figure's cell meets the open triangle. Only the cells in the
        triangle's box are tested."""
        x0, x1 = min(p[0] for p in tri), max(p[0] for p in tri)
        y0, y1 = min(p[1] for p in tri), max(p[1] for p in tri)
        near = [f for f in figures if x0 <= f[0] < x1 and y0 <= f[1] < y1]
        for y in range(y0, y1):
            row = self._rows.get(y, [])
            near.extend(
                (x, y)
                for x in row[bisect_left(row, x0) : bisect_left(row, x1)]
                if (x, y) not in skip  # a Cell equals the plain tuple
            )
        return any(triangle_meets_open_cell(tri, c) for c in near)

    def _walls_block(self, tri: Sequence[IPoint]) -> bool:
        """Spec 7 condition 2: a wall, closed door or blocking edge blocks the triangle
        (:func:`segment_blocks`). With ``los_graze`` a wall blocks when its open segment
        meets the open triangle: on each grid line ``X = x`` strictly inside the triangle
        the open triangle's cross-section is an open interval ``(lo, hi)``, met by the unit
        walls ``[k, k + 1]`` with ``floor(lo) <= k < ceil(hi)`` (exact integer divisions; a
        bisection of the line's walls), and no wall on a line through a vertex's extreme
        coordinate meets the interior. ``tests/engine/test_sight_exact.py`` holds both ways
        to :func:`segment_blocks`."""
        if not self.graze:
            return self._walls_touch(tri)
        for axis, index in ((0, self._vert), (1, self._horiz)):
            other = 1 - axis
            sides = [
                (a, b) if a[axis] < b[axis] else (b, a)
                for a, b in ((tri[0], tri[1]), (tri[1], tri[2]), (tri[2], tri[0]))
                if a[axis] != b[axis]
            ]
            start, stop = min(p[axis] for p in tri), max(p[axis] for p in tri)
            for at in range(start + 1, stop):
                line = index.get(at)
                if not line:
                    continue
                lo: int | None = None
                hi: int | None = None
                for a, b in sides:
                    if a[axis] <= at <= b[axis]:
                        run = b[axis] - a[axis]
                        num = a[other] * run + (at - a[axis]) * (b[other] - a[other])
                        f, c = num // run, -(-num // run)
                        lo = f if lo is None else min(lo, f)
                        hi = c if hi is None else max(hi, c)
                assert lo is not None and hi is not None
                k = bisect_left(line, lo)
                if k < len(line) and line[k] < hi:
                    return True
        return False

    def _walls_touch(self, tri: Sequence[IPoint]) -> bool:
        """Spec 7 condition 2 without ``los_graze``: a wall, closed door or blocking edge in
        the triangle's box touches it (:func:`segment_blocks`)."""
        x0, x1 = min(p[0] for p in tri), max(p[0] for p in tri)
        y0, y1 = min(p[1] for p in tri), max(p[1] for p in tri)
        for x in range(x0, x1 + 1):
            line = self._vert.get(x, [])
            for y in line[bisect_left(line, y0 - 1) : bisect_right(line, y1)]:
                if segment_blocks(tri, (x, y), (x, y + 1), False):
                    return True
        for y in range(y0, y1 + 1):
            line = self._horiz.get(y, [])
            for x in line[bisect_left(line, x0 - 1) : bisect_right(line, x1)]:
                if segment_blocks(tri, (x, y), (x + 1, y), False):
                    return True
        return False

    def _hidden_corner(self, c: IPoint, box: tuple[int, int, int, int], obstacles: bool) -> bool:
        """True when every triangle from the lattice point ``c`` to an edge of the target
        (lattice bounds ``box``: ``x0, x1, y0, y1``) fails spec 7 condition 1 or 2, so the
        corner is passed over untried: on some grid line strictly between ``c`` and the box,
        every unit of the cross-section of the convex hull of ``c`` and the box is a wall
        (closed door, blocking edge) or, with ``obstacles``, lies along an obstacle cell
        (blocking, void, off the map). Each triangle lies in that hull, and its open
        cross-section there, an interval of positive length, holds a point inside some unit:
        inside a wall's, the wall's interior meets the triangle's (blocked with or without
        ``los_graze``); along an obstacle cell, the triangle's interior round that point
        meets the cell's. ``obstacles`` only when the attacker stands wholly on the map on
        no blocking terrain (its own cells are no obstacle to it); the target's cells never
        lie next to a line strictly between. A False proves nothing.
        ``tests/engine/test_sight_exact.py`` holds it to the four conditions."""

        x0, x1, y0, y1 = box
        # walls first: they are on fewer lines than obstacle cells
        for vert, horiz in (self._wall_lines, self._obstacle_lines)[: 1 + obstacles]:
            if vert.covers(c[0], c[1], x0, x1, y0, y1) or horiz.covers(c[1], c[0], y0, y1, x0, x1):
                return True
        return False

    # -- condition 3: the corner opens on the attacker's side -------------------------------
    def _closed_quarters(self, c: IPoint, own: set[Cell]) -> list[tuple[IPoint, IPoint]]:
        """The cones round ``c`` a triangle may not open into (spec 7, condition 3): the
        quarters not joined to the attacker's cells, from its own quarters across each
        half-edge from ``c`` to the next quarter round on which no wall, closed door or
        blocking edge lies, into a quarter that is open (the attacker's, or a cell that is
        not blocking, void or off the map)."""
        x, y = c
        cells = [Cell(x + dx, y + dy) for (dx, dy), _u, _v in _QUARTERS]
        joined = [cell in own for cell in cells]
        frontier = [i for i in range(4) if joined[i]]
        while frontier:
            i = frontier.pop()
            for j in ((i + 1) % 4, (i + 3) % 4):
                cell = cells[j]
                if joined[j] or self.topo.kind(cell) in SIGHT_BLOCKING:
                    continue  # joined already, or closed: blocking, void or off the map
                if not self.topo.edge_blocks_sight(cells[i], cell):
                    joined[j] = True
                    frontier.append(j)
        return [(u, v) for i, (_off, u, v) in enumerate(_QUARTERS) if not joined[i]]

    # -- the test ---------------------------------------------------------------------------
    def triangle_clear(
        self,
        c: IPoint,
        p1: IPoint,
        p2: IPoint,
        own: set[Cell],
        figures: Iterable[IPoint],
        closed: list[tuple[IPoint, IPoint]] | None = None,
        skip: set[Cell] | None = None,
    ) -> bool:
        """All four conditions of spec 7 for one triangle (``own``: the attacker's cells;
        ``closed``: :meth:`_closed_quarters` of ``c``; ``skip``: the cells whose terrain is
        no obstacle, the two figures' own, by default ``own``)."""
        area = _cross(c, p1, p2)
        if area == 0:
            return False
        tri = (c, p1, p2)
        if closed is None:
            closed = self._closed_quarters(c, own)
        u = (p1[0] - c[0], p1[1] - c[1])
        v = (p2[0] - c[0], p2[1] - c[1])
        if area < 0:
            u, v = v, u
        if any(_cones_meet(u, v, a, b) for a, b in closed):
            return False
        if self._walls_block(tri):
            return False
        return not self._cells_block(tri, figures, own if skip is None else skip)

    def _target_edges(self, target: Sequence[Cell]) -> list[tuple[IPoint, IPoint]]:
        """The outer edges of the target's cells a sight triangle may end on (spec 7
        condition 4: the target must be reached through an edge that is not a wall)."""
        tset = set(target)
        out: list[tuple[IPoint, IPoint]] = []
        for t in target:
            x, y = t
            for p1, p2, nb in (
                ((x, y), (x + 1, y), Cell(x, y - 1)),
                ((x + 1, y), (x + 1, y + 1), Cell(x + 1, y)),
                ((x + 1, y + 1), (x, y + 1), Cell(x, y + 1)),
                ((x, y + 1), (x, y), Cell(x - 1, y)),
            ):
                if nb in tset:
                    continue
                if self.topo.grid.contains(nb) and self.topo.edge_blocks_sight(t, nb):
                    continue
                out.append((p1, p2))
        return out

    def sight(
        self, attacker: Sequence[Cell], target: Sequence[Cell], figures: Iterable[Cell]
    ) -> Sight:
        """Can a figure on ``attacker`` cells see one on ``target`` cells? ``figures``: cells
        of every other figure that blocks sight."""
        tset = set(target)
        box = (
            min(t[0] for t in tset),
            max(t[0] for t in tset) + 1,
            min(t[1] for t in tset),
            max(t[1] for t in tset) + 1,
        )
        # corners the map hides from the whole target are passed over untried: every one of
        # their triangles fails condition 1 or 2 (the first clear triangle stays the same).
        # A footprint adjacent to the target has a corner on the target's box, never hidden.
        # The answer depends on the map, the corner and the box only: neighbouring cells
        # share corners, so it is kept with the map
        on_open = all(self.topo.kind(a) not in SIGHT_BLOCKING for a in attacker)
        derived = self.topo.derived
        corners: set[IPoint] = set()
        for x, y in attacker:
            for c in ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)):
                key = ("hidden-corner", c, box, on_open)
                hidden = derived.hit(key)
                if hidden is None:
                    hidden = derived[key] = self._hidden_corner(c, box, on_open)
                if not hidden:
                    corners.add(c)
        if not corners:
            return _HIDDEN
        if self.topo.areas_adjacent(attacker, target):
            a, t = attacker[0], target[0]
            return Sight(
                True,
                ((a[0] + 0.5, a[1] + 0.5), (t[0] + 0.5, t[1] + 0.5)),
                why="adjacent figures always have line of sight",
            )
        own = set(attacker)
        # every triangle lies in the box of the two footprints' cells: a figure outside it
        # can never meet one
        xs = [c[0] for c in (*attacker, *target)]
        ys = [c[1] for c in (*attacker, *target)]
        figs = [
            (f[0], f[1])
            for f in figures
            if min(xs) <= f[0] <= max(xs)
            and min(ys) <= f[1] <= max(ys)
            and f not in own
            and f not in tset
        ]
        tx = sum(t[0] for t in target) / len(target) + 0.5
        ty = sum(t[1] for t in target) / len(target) + 0.5
        edges = self._target_edges(target)
        skip = own | tset
        # the corners nearest the target first, each with every edge of the target in turn:
        # the first clear triangle is the line drawn
        for c in sorted(corners, key=lambda p: ((p[0] - tx) ** 2 + (p[1] - ty) ** 2, p)):
            closed = self._closed_quarters(c, own)
            for p1, p2 in edges:
                if self.triangle_clear(c, p1, p2, own, figs, closed, skip):
                    mid = ((p1[0] + p2[0]) / 2.0, (p1[1] + p2[1]) / 2.0)
                    return Sight(
                        True,
                        ((float(c[0]), float(c[1])), mid),
                        (c, p1, p2),
                        why="a clear line from a corner to the target",
                    )
        return _HIDDEN


#: no line of sight: every triangle fails a condition
_HIDDEN = Sight(False, why="every line is blocked")


class CenterLineSight:
    """The ``center-line`` rule on one hex map (:func:`hex_sight`)."""

    figures_block: ClassVar[bool] = True

    def __init__(self, topo: Topology) -> None:
        self.topo = topo

    def sight(
        self, attacker: Sequence[Cell], target: Sequence[Cell], figures: Iterable[Cell]
    ) -> Sight:
        return hex_sight(self.topo, attacker[0], target[0], figures)


register_sight_rule("corner-to-corner", SquareSight)
register_sight_rule("center-line", lambda topo, _graze: CenterLineSight(topo))


def hex_sight(topo: Topology, attacker: Cell, target: Cell, figures: Iterable[Cell]) -> Sight:
    """Spec 7 ``center-line``: the straight line between cell centres, blocked by a blocking
    cell, a figure or a wall edge it crosses; along an edge or through a vertex it is blocked
    only when blocked on both sides (both nudged lines blocked)."""
    grid = topo.grid
    assert isinstance(grid, HexGrid)
    if attacker == target:
        return Sight(True, why="same cell")
    if topo.adjacent(attacker, target):
        return Sight(
            True,
            (grid.center(attacker), grid.center(target)),
            why="adjacent figures always have line of sight",
        )
    blockers = {f for f in figures if f not in (attacker, target)}
    for side, cells in enumerate(_hex_lines(grid, attacker, target)):
        prev = attacker
        clear = True
        for cell in cells:
            if topo.edge_blocks_sight(prev, cell) or (
                cell != target and (topo.kind(cell) in SIGHT_BLOCKING or cell in blockers)
            ):
                clear = False
                break
            prev = cell
        if clear:
            return Sight(
                True,
                (grid.center(attacker), grid.center(target)),
                why="the centre line is clear" + ("" if side == 0 else " on one side"),
            )
    return Sight(False, why="the centre line is blocked")


def _hex_lines(grid: HexGrid, attacker: Cell, target: Cell) -> tuple[list[Cell], list[Cell]]:
    """The cells after ``attacker`` that the centre line to ``target`` passes, nudged to one
    side and to the other (Red Blob Games: "lerp + round, nudged"); the same two lists when
    the line runs along no edge."""
    ha, hb = grid.to_axial(attacker), grid.to_axial(target)
    n = grid.distance(attacker, target)
    lines: list[list[Cell]] = []
    for sign in (1.0, -1.0):
        eq, er = 1e-6 * sign, 2e-6 * sign
        prev = attacker
        cells: list[Cell] = []
        for i in range(1, n + 1):
            t = i / n
            fq = ha.q + eq + (hb.q - ha.q) * t
            fr = ha.r + er + (hb.r - ha.r) * t
            cell = grid.from_axial(cube_round(fq, fr))
            if cell != prev:
                cells.append(cell)
                prev = cell
        lines.append(cells)
    return lines[0], lines[1]
