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
(Gloomhaven's ``vertex`` and ``full-hex``). A rule's indexes depend on the map only and are
kept with the topology, so they survive figure moves.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Protocol, cast

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
# exact helpers
# ---------------------------------------------------------------------------------------


def _cross(o: IPoint, a: IPoint, b: IPoint) -> int:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _open_cell_tester(tri: Sequence[IPoint]) -> Callable[[int, int], bool]:
    """A test "does the closed, non-degenerate triangle meet the open interior of the unit
    cell ``[x,x+1] x [y,y+1]``?" prepared once per triangle (separating axes: the two axes
    of the square and the three edge normals of the triangle; touching along a side or at a
    corner does not count). Each edge function ``A x + B y + C`` is exact integer maths."""
    xs = (tri[0][0], tri[1][0], tri[2][0])
    ys = (tri[0][1], tri[1][1], tri[2][1])
    min_x, max_x, min_y, max_y = min(xs), max(xs), min(ys), max(ys)
    edges = []
    for i in range(3):
        a, b, o = tri[i], tri[(i + 1) % 3], tri[(i + 2) % 3]
        ea, eb = a[1] - b[1], b[0] - a[0]
        ec = -eb * a[1] - ea * a[0]
        # the cell lies wholly on the far side of this edge (or touches it) when the value
        # at its nearest corner is <= 0 on the triangle's side taken as positive
        if ea * o[0] + eb * o[1] + ec > 0:
            edges.append((ea, eb, ec + max(0, ea) + max(0, eb)))
        else:
            edges.append((-ea, -eb, -ec + max(0, -ea) + max(0, -eb)))

    def meets(x: int, y: int) -> bool:
        if max_x <= x or min_x >= x + 1 or max_y <= y or min_y >= y + 1:
            return False
        return all(ea * x + eb * y + ec > 0 for ea, eb, ec in edges)

    return meets


def triangle_meets_open_cell(tri: Sequence[IPoint], cell: IPoint) -> bool:
    """True when the closed, non-degenerate triangle meets the open interior of the unit
    cell ``[x,x+1] x [y,y+1]`` (separating-axis test; touching along a side or at a corner
    does not count)."""
    return _open_cell_tester(tri)(cell[0], cell[1])


#: an exact fraction ``n / d`` with ``d > 0``, kept as two integers (no ``Fraction`` objects:
#: this runs for every wall near every sight triangle)
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
    orient = _cross(tri[0], tri[1], tri[2])
    sign = 1 if orient > 0 else -1
    for i in range(3):
        a, b = tri[i], tri[(i + 1) % 3]
        # f(t) = sign * cross(a, b, s(t)) = c0 + c1 t  must be > 0 (strict) or >= 0
        c0 = sign * _cross(a, b, s0)
        c1 = sign * ((b[0] - a[0]) * dy - (b[1] - a[1]) * dx)
        if c1 == 0:
            if c0 < 0 or (strict and c0 == 0):
                return None
            continue
        if c1 > 0:  # t >= -c0 / c1
            root = (-c0, c1)
            if _lt(lo, root):
                lo = root
        else:  # t <= c0 / -c1
            root = (c0, -c1)
            if _lt(root, hi):
                hi = root
    if strict:
        return (lo, hi) if _lt(lo, hi) else None
    return (lo, hi) if not _lt(hi, lo) else None


def segment_blocks(tri: Sequence[IPoint], s0: IPoint, s1: IPoint, graze: bool) -> bool:
    """Spec 7 condition 2 for one wall, closed door or blocking edge ``s0-s1``.

    With ``graze`` (the default) the wall blocks only when its interior meets the triangle's
    interior: a line may run along it or touch its end. Without ``graze`` any contact blocks,
    except at the triangle's own corners (the attacker's corner and the target's corners).
    """
    xs = (tri[0][0], tri[1][0], tri[2][0])
    ys = (tri[0][1], tri[1][1], tri[2][1])
    if (
        max(s0[0], s1[0]) < min(xs)
        or min(s0[0], s1[0]) > max(xs)
        or max(s0[1], s1[1]) < min(ys)
        or min(s0[1], s1[1]) > max(ys)
    ):
        return False
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
    one holds a side or the middle direction of the other (:func:`_cone_contains` written
    out: it runs for every triangle near a closed corner)."""
    a0, a1, b0, b1 = u1[0], u1[1], v1[0], v1[1]
    c0, c1, d0, d1 = u2[0], u2[1], v2[0], v2[1]
    m0, m1 = a0 + b0, a1 + b1
    n0, n1 = c0 + d0, c1 + d1
    # w strictly inside the cone (u, v): u x w > 0 and w x v > 0
    return (
        (a0 * c1 - a1 * c0 > 0 and c0 * b1 - c1 * b0 > 0)  # u2 in cone 1
        or (a0 * d1 - a1 * d0 > 0 and d0 * b1 - d1 * b0 > 0)  # v2 in cone 1
        or (c0 * a1 - c1 * a0 > 0 and a0 * d1 - a1 * d0 > 0)  # u1 in cone 2
        or (c0 * b1 - c1 * b0 > 0 and b0 * d1 - b1 * d0 > 0)  # v1 in cone 2
        or (c0 * m1 - c1 * m0 > 0 and m0 * d1 - m1 * d0 > 0)  # middle of 1 in 2
        or (a0 * n1 - a1 * n0 > 0 and n0 * b1 - n1 * b0 > 0)
    )  # middle of 2 in 1


# quarters round a lattice point c: cell offsets and the direction cone each covers
_QUARTERS: dict[str, tuple[IPoint, IPoint, IPoint]] = {
    # name: (cell offset from c, cone start, cone end) in y-down coordinates, counter-clockwise
    # in the mathematical sense of _cross on y-down axes
    "SE": ((0, 0), (1, 0), (0, 1)),
    "SW": ((-1, 0), (0, 1), (-1, 0)),
    "NW": ((-1, -1), (-1, 0), (0, -1)),
    "NE": ((0, -1), (0, -1), (1, 0)),
}
# half-edges from c joining two quarters: (quarter, quarter, the two cells' offsets)
_JOINS = (("NE", "SE"), ("SE", "SW"), ("SW", "NW"), ("NW", "NE"))
# the quarters' cones in the order of _QUARTERS, which is the order round c: each quarter
# is joined to the next and the one before (_JOINS)
_QUARTER_CONES = [(cone0, cone1) for _off, cone0, cone1 in _QUARTERS.values()]


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
    key = ("sight-rule", name, graze)
    hit = topo.derived.hit(key)
    if hit is None:
        factory = _RULES.get(name)
        if factory is None:
            raise ValueError(
                f"unknown line-of-sight rule {name!r}; known: {', '.join(sorted(_RULES))}"
            )
        hit = factory(topo, graze)
        topo.derived[key] = hit
    return cast(SightRule, hit)


class SquareSight:
    """Corner-to-corner sight on one square map state, with its obstacle indexes prepared."""

    figures_block: ClassVar[bool] = True

    def __init__(self, topo: Topology, graze: bool = True) -> None:
        self.topo = topo
        self.graze = graze
        grid = topo.grid
        rows: dict[int, list[int]] = {}
        for c, k in topo.terrain.items():
            if k in SIGHT_BLOCKING:
                rows.setdefault(c[1], []).append(c[0])
        self._rows = {y: sorted(xs) for y, xs in rows.items()}
        self._width, self._height = grid.width, grid.height
        # wall segments indexed by their line: vertical at x, horizontal at y
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
        # the same walls as sets per line, and the lines holding walls in order, for the
        # quick "walls hide the target from this corner" test (:meth:`_walls_hide`)
        self._vset = {x: _runs(ys) for x, ys in self._vert.items()}
        self._hset = {y: _runs(xs) for y, xs in self._horiz.items()}
        self._vkeys = sorted(self._vert)
        self._hkeys = sorted(self._horiz)
        self._hidden: dict[tuple[IPoint, tuple[int, int, int, int]], bool] = {}
        #: per grid line, the units an obstacle lies on or next to (:meth:`_obstacles_hide`),
        #: built when first asked
        self._block_lines: (
            tuple[list[int], dict[int, dict[int, int]], list[int], dict[int, dict[int, int]]] | None
        ) = None
        self._memo: dict[object, dict[tuple[IPoint, IPoint, IPoint], bool]] = {}
        self._quarters: dict[tuple[IPoint, tuple[Cell, ...]], list[tuple[IPoint, IPoint]]] = {}
        self._edges: dict[tuple[Cell, ...], list[tuple[IPoint, IPoint]]] = {}

    # -- obstacles -------------------------------------------------------------------------
    def _blocked_cell(self, c: IPoint) -> bool:
        if not (0 <= c[0] < self._width and 0 <= c[1] < self._height):
            return True
        return self.topo.terrain.get(Cell(*c), "open") in SIGHT_BLOCKING

    def _cells_block(
        self,
        tri: Sequence[IPoint],
        figures: Iterable[IPoint],
        skip: set[Cell],
        map_cells: bool = True,
    ) -> bool:
        xs = (tri[0][0], tri[1][0], tri[2][0])
        ys = (tri[0][1], tri[1][1], tri[2][1])
        x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
        # the cells in the triangle's box that could block; the exact test only for them
        near: list[IPoint] = []
        rows = self._rows
        for y in range(y0, y1) if map_cells else ():
            row = rows.get(y)
            if not row:
                continue
            i = bisect_left(row, x0)
            while i < len(row) and row[i] < x1:
                if (row[i], y) not in skip:  # a Cell equals the plain tuple
                    near.append((row[i], y))
                i += 1
        near.extend(f for f in figures if x0 <= f[0] < x1 and y0 <= f[1] < y1)
        if not near:
            return False
        meets = _open_cell_tester(tri)
        return any(meets(c[0], c[1]) for c in near)

    def _walls_block(self, tri: Sequence[IPoint]) -> bool:
        xs = (tri[0][0], tri[1][0], tri[2][0])
        ys = (tri[0][1], tri[1][1], tri[2][1])
        x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
        if self.graze:
            # a wall on the line X = x blocks when its open segment meets the open triangle,
            # whose cross-section there is an open interval (lo, hi) (x strictly inside the
            # triangle): the unit walls [k, k+1] with floor(lo) <= k <= ceil(hi) - 1, found by
            # bisection; the floor of the least end is the least of the edges' floors (and
            # the ceiling likewise), each an exact integer division
            for axis, index, lo, hi in ((0, self._vert, x0, x1), (1, self._horiz, y0, y1)):
                other = 1 - axis
                spans = []
                for i in range(3):
                    a, b = tri[i], tri[(i + 1) % 3]
                    if a[axis] > b[axis]:
                        a, b = b, a
                    if a[axis] != b[axis]:
                        spans.append(
                            (a[axis], b[axis], a[other], b[other] - a[other], b[axis] - a[axis])
                        )
                for at in range(lo + 1, hi):
                    line = index.get(at)
                    if not line:
                        continue
                    first = last = None
                    for s0, s1, base, rise, run in spans:
                        if s0 <= at <= s1:
                            num = base * run + (at - s0) * rise
                            f, c = num // run, -(-num // run)
                            if first is None or f < first:
                                first = f
                            if last is None or c > last:
                                last = c
                    assert first is not None and last is not None
                    k = bisect_left(line, first)
                    if k < len(line) and line[k] <= last - 1:
                        return True
            return False
        for x in range(x0, x1 + 1):
            line = self._vert.get(x, [])
            for i in range(bisect_left(line, y0 - 1), bisect_right(line, y1)):
                if segment_blocks(tri, (x, line[i]), (x, line[i] + 1), False):
                    return True
        for y in range(y0, y1 + 1):
            line = self._horiz.get(y, [])
            for i in range(bisect_left(line, x0 - 1), bisect_right(line, x1)):
                if segment_blocks(tri, (line[i], y), (line[i] + 1, y), False):
                    return True
        return False

    def _walls_hide(self, c: IPoint, box: tuple[int, int, int, int]) -> bool:
        """True when walls alone block every triangle from the lattice point ``c`` to an
        edge of the target cells inside ``box`` (``x0, x1, y0, y1``: lattice bounds), so
        spec 7 condition 2 fails for each and the corner can be passed over untried.

        A sufficient condition, exact in integers: every such triangle lies in the convex
        hull of ``c`` and the box; on a grid line strictly between ``c`` and the box the
        open triangle's cross-section is an open interval of positive length inside the
        hull's cross-section ``[lo, hi]``. When walls (or closed doors, blocking edges) on
        that line cover every unit from ``floor(lo)`` to ``ceil(hi)``, that interval holds a
        point inside some wall, so the wall's interior meets the triangle's interior: it
        blocks with or without ``los_graze``. A "no" proves nothing (the triangles are then
        tested one by one)."""
        key = (c, box)
        hit = self._hidden.get(key)
        if hit is None:
            x0, x1, y0, y1 = box
            hit = _line_covers(c[0], c[1], x0, x1, y0, y1, self._vkeys, self._vset) or _line_covers(
                c[1], c[0], y0, y1, x0, x1, self._hkeys, self._hset
            )
            if len(self._hidden) > 200_000:
                self._hidden.clear()
            self._hidden[key] = hit
        return hit

    def hides_all(
        self,
        points: Iterable[IPoint],
        target: Sequence[Cell],
        presorted: bool = False,
        owners: Mapping[IPoint, Sequence[Sequence[Cell]]] | None = None,
        on_blocking: bool | None = None,
    ) -> bool:
        """True when the walls hide ``target`` from every one of the lattice ``points``
        (the corners of an attacker's cells wherever it may stand), so that no triangle
        from any of them is clear (spec 7 condition 2) and no attacker there sees the
        target. Hulls of groups of points are tested as :meth:`_walls_hide` tests one
        point: the group's box halved until a wall line covers each part's hull with the
        target, or a single point is left. A "no" proves nothing.

        With ``owners`` (for each point, the footprints standing where it is a corner of
        one of their cells; the points sorted) one wall line across the hull of all the
        points is tried, then each point: the walls of one line (:meth:`_walls_hide`), else
        :meth:`_point_hidden`, which decides as :meth:`sight` does with no figure in the way
        (figures only ever block more): not hidden when some footprint is adjacent to the
        target ("adjacent figures always have LOS") or some triangle from the point passes
        spec 7 conditions 1-4 for some footprint. The answer is then exact: "no line of
        sight from any of these footprints, whatever the figures". ``on_blocking``: whether
        some of the footprints stands on blocking terrain (a Mobile figure) or off the map
        (worked out from ``owners`` when None)."""
        tbox = (
            min(t[0] for t in target),
            max(t[0] for t in target) + 1,
            min(t[1] for t in target),
            max(t[1] for t in target) + 1,
        )
        pts = points if presorted and isinstance(points, list) else sorted(set(points))
        if owners is None:
            return self._group_hidden(pts, tbox)
        tcells = tuple(target)
        tset = set(tcells)
        state = _PointTest(
            owners,
            tcells,
            tset,
            self._target_edges(tcells, tset),
            {},
            None if on_blocking is None else not on_blocking,
        )
        return self._each_point_hidden(pts, tbox, state)

    def _each_point_hidden(
        self, pts: list[IPoint], tbox: tuple[int, int, int, int], state: _PointTest
    ) -> bool:
        """:meth:`hides_all` with the points' footprints: the walls of one line across the
        hull of all the points (sorted) and the target, else each point: the walls of one
        line (:meth:`_walls_hide`), then for the points they leave, nearest the target
        first, :meth:`_point_hidden`."""
        x0, x1, y0, y1 = tbox
        sx0, sx1 = pts[0][0], pts[-1][0]
        ys = [p[1] for p in pts]
        sy0, sy1 = min(ys), max(ys)
        if _box_line_covers(
            sx0, sx1, sy0, sy1, x0, x1, y0, y1, self._vkeys, self._vset
        ) or _box_line_covers(sy0, sy1, sx0, sx1, y0, y1, x0, x1, self._hkeys, self._hset):
            return True
        # _walls_hide for each point, written out (its memo shared with sight)
        known = self._hidden
        if len(known) > 200_000:
            known.clear()
        vkeys, vset, hkeys, hset = self._vkeys, self._vset, self._hkeys, self._hset
        # the lines across the axis the target lies farther along first (more of them lie
        # between): the same answer, found sooner
        across = abs(x0 + x1 - sx0 - sx1) >= abs(y0 + y1 - sy0 - sy1)
        rest: list[IPoint] = []
        for p in pts:
            key = (p, tbox)
            hidden = known.get(key)
            if hidden is None:
                px, py = p
                if across:
                    hidden = _line_covers(px, py, x0, x1, y0, y1, vkeys, vset) or _line_covers(
                        py, px, y0, y1, x0, x1, hkeys, hset
                    )
                else:
                    hidden = _line_covers(py, px, y0, y1, x0, x1, hkeys, hset) or _line_covers(
                        px, py, x0, x1, y0, y1, vkeys, vset
                    )
                known[key] = hidden
            if not hidden:
                rest.append(p)
        # the corners the walls of one line do not hide, nearest the target first: when
        # one of them sees it, most often a near one, the answer comes sooner
        cx2, cy2 = x0 + x1, y0 + y1
        rest.sort(key=lambda q: ((2 * q[0] - cx2) ** 2 + (2 * q[1] - cy2) ** 2, q))
        return all(self._point_hidden(p, tbox, state) for p in rest)

    def _group_hidden(self, pts: list[IPoint], tbox: tuple[int, int, int, int]) -> bool:
        if len(pts) == 1:
            return self._walls_hide(pts[0], tbox)
        sx0 = min(p[0] for p in pts)
        sx1 = max(p[0] for p in pts)
        sy0 = min(p[1] for p in pts)
        sy1 = max(p[1] for p in pts)
        x0, x1, y0, y1 = tbox
        if _box_line_covers(
            sx0, sx1, sy0, sy1, x0, x1, y0, y1, self._vkeys, self._vset
        ) or _box_line_covers(sy0, sy1, sx0, sx1, y0, y1, x0, x1, self._hkeys, self._hset):
            return True
        # halve along the longer side (the points are sorted by x, then y)
        if sx1 - sx0 >= sy1 - sy0:
            mid = (sx0 + sx1) // 2
            a = [p for p in pts if p[0] <= mid]
            b = [p for p in pts if p[0] > mid]
        else:
            mid = (sy0 + sy1) // 2
            a = [p for p in pts if p[1] <= mid]
            b = [p for p in pts if p[1] > mid]
        return self._group_hidden(a, tbox) and self._group_hidden(b, tbox)

    def _point_hidden(self, c: IPoint, tbox: tuple[int, int, int, int], state: _PointTest) -> bool:
        """No footprint of ``state.owners[c]`` sees the target from the corner ``c`` with
        no figure in the way: :meth:`sight`'s own steps for that corner (spec 7: adjacent
        figures always see each other; else every triangle from ``c`` to an open edge of
        the target, condition 4, fails condition 1, 2 or 3 for that footprint)."""
        tx0, tx1, ty0, ty1 = tbox
        for fp in state.owners[c]:
            own_t = tuple(fp)
            known = state.adjacent.get(own_t)
            if known is None:
                ax0 = min(a[0] for a in fp)
                ax1 = max(a[0] for a in fp)
                ay0 = min(a[1] for a in fp)
                ay1 = max(a[1] for a in fp)
                known = state.adjacent[own_t] = bool(
                    tx0 - ax1 <= 1
                    and ax0 - tx1 <= 0
                    and ty0 - ay1 <= 1
                    and ay0 - ty1 <= 0
                    and self.topo.areas_adjacent(fp, state.target)
                )
            if known:
                return False
        if state.cover_ok is None:
            # blocking terrain under a footprint (a Mobile figure's) is no obstacle to it
            # (spec 7 condition 1 skips the two figures' cells), and sight counts no cell
            # off the map as one (a triangle between places on the map stays on it): the
            # line cover of obstacle cells is used only when every footprint stands wholly
            # on the map on no blocking terrain
            terrain = self.topo.terrain
            w, h = self._width, self._height
            state.cover_ok = not any(
                terrain.get(a) in SIGHT_BLOCKING or not (0 <= a[0] < w and 0 <= a[1] < h)
                for fps in state.owners.values()
                for fp in fps
                for a in fp
            )
        if state.cover_ok and self._obstacles_hide(c, tbox):
            return True
        # the quarters round c whose open cone the target's box reaches into: every
        # triangle from c opens into one of them (its open cone, of positive angle, lies
        # in the closed cone of the box)
        toward = [
            q
            for q, hit in (
                ("SE", tx1 > c[0] and ty1 > c[1]),
                ("SW", tx0 < c[0] and ty1 > c[1]),
                ("NW", tx0 < c[0] and ty0 < c[1]),
                ("NE", tx1 > c[0] and ty0 < c[1]),
            )
            if hit
        ]
        for fp in state.owners[c]:
            own = set(fp)
            closed = self._closed_quarters(c, own)
            if all((_QUARTERS[q][1], _QUARTERS[q][2]) in closed for q in toward):
                continue  # condition 3 fails for every triangle from c for this footprint
            skip = own | state.tset
            memo = self._memo_for(skip)
            for p1, p2 in state.edges:
                if memo.get((c, p1, p2)) is False:
                    continue
                if self.triangle_clear(c, p1, p2, own, (), closed, skip, memo):
                    return False
        return True

    def _obstacles_hide(self, c: IPoint, box: tuple[int, int, int, int]) -> bool:
        """:meth:`_walls_hide` with obstacle cells too: True when on some grid line strictly
        between the lattice point ``c`` and the target's ``box`` every unit of the hull's
        cross-section is a wall (closed door, blocking edge) or lies along an obstacle cell
        on either side of the line (blocking terrain, void, off the map). Every sight
        triangle from ``c`` to the target then fails spec 7 condition 1 or 2: its open
        cross-section there, an open interval of positive length inside the hull's, holds a
        point inside some unit; inside a wall's unit the wall's interior meets the
        triangle's (blocked with or without ``los_graze``), and along an obstacle cell the
        triangle's interior round that point meets the cell's open interior. Sound only
        when the attacker stands wholly on the map on no blocking terrain (its own cells are
        no obstacle to it; a triangle between places on the map stays on the map); the
        target's cells never lie next to a line strictly between."""
        lines = self._block_lines
        if lines is None:
            lines = self._block_lines = self._obstacle_lines()
        vkeys, vlines, hkeys, hlines = lines
        x0, x1, y0, y1 = box
        return _line_covers(
            c[0], c[1], x0, x1, y0, y1, vkeys, vlines, self._height
        ) or _line_covers(c[1], c[0], y0, y1, x0, x1, hkeys, hlines, self._width)

    def _obstacle_lines(
        self,
    ) -> tuple[list[int], dict[int, dict[int, int]], list[int], dict[int, dict[int, int]]]:
        """Per vertical line ``X = x`` (and horizontal ``Y = y``) of the map, the units
        ``[k, k + 1]`` on it that are walls or lie along an obstacle cell on either side
        (:meth:`_obstacles_hide`); the border lines have off-map cells on one side, so all
        their units."""
        w, h = self._width, self._height
        vert = {x: set(ys) for x, ys in self._vert.items()}
        horiz = {y: set(xs) for y, xs in self._horiz.items()}
        for y, xs in self._rows.items():
            for x in xs:
                vert.setdefault(x, set()).add(y)
                vert.setdefault(x + 1, set()).add(y)
                horiz.setdefault(y, set()).add(x)
                horiz.setdefault(y + 1, set()).add(x)
        vert[0] = vert[w] = set(range(h))
        horiz[0] = horiz[h] = set(range(w))
        return (
            sorted(vert),
            {x: _runs(ys) for x, ys in vert.items()},
            sorted(horiz),
            {y: _runs(xs) for y, xs in horiz.items()},
        )

    # -- condition 3: the corner opens on the attacker's side ------------------------------
    def _closed_quarters(self, c: IPoint, own: set[Cell]) -> list[tuple[IPoint, IPoint]]:
        """Cones round ``c`` the triangle may not open into (spec 7, condition 3). They
        depend only on the map and on which cells round ``c`` are the attacker's."""
        mine = tuple(
            sorted(
                cell for cell in own if c[0] - 1 <= cell[0] <= c[0] and c[1] - 1 <= cell[1] <= c[1]
            )
        )
        key = (c, mine)
        hit = self._quarters.get(key)
        if hit is None:
            hit = self._quarters[key] = self._find_closed_quarters(c, set(mine))
        return hit

    def _find_closed_quarters(self, c: IPoint, own: set[Cell]) -> list[tuple[IPoint, IPoint]]:
        """The quarters round ``c`` not joined to the attacker's cells: from its own
        quarters, across each half-edge from ``c`` to the next quarter round (SE, SW, NW,
        NE, the order of ``_QUARTERS``; ``_JOINS``) that no wall, closed door or blocking
        edge lies on, into a quarter that is open (the attacker's, or a cell that is not
        blocking, void or off the map)."""
        x, y = c
        cells = (Cell(x, y), Cell(x - 1, y), Cell(x - 1, y - 1), Cell(x, y - 1))
        w, h = self._width, self._height
        terrain = self.topo.terrain
        mine = [cell in own for cell in cells]
        frontier = [i for i in range(4) if mine[i]]
        joined = mine[:]
        blocks = self.topo.edge_blocks_sight
        while frontier:
            i = frontier.pop()
            for j in ((i + 1) % 4, (i + 3) % 4):
                if joined[j]:
                    continue
                cell = cells[j]
                if not (0 <= cell[0] < w and 0 <= cell[1] < h) or (
                    terrain.get(cell, "open") in SIGHT_BLOCKING
                ):
                    continue  # closed: blocking, void or off the map
                if blocks(cells[i], cell):
                    continue
                joined[j] = True
                frontier.append(j)
        return [_QUARTER_CONES[i] for i in range(4) if not joined[i]]

    # -- the test --------------------------------------------------------------------------
    def triangle_clear(
        self,
        c: IPoint,
        p1: IPoint,
        p2: IPoint,
        own: set[Cell],
        figures: Iterable[IPoint],
        closed: list[tuple[IPoint, IPoint]] | None = None,
        skip: set[Cell] | None = None,
        memo: dict[tuple[IPoint, IPoint, IPoint], bool] | None = None,
    ) -> bool:
        """All four conditions of spec 7 for one triangle (``own``: the attacker's cells).

        ``memo`` remembers conditions 1 and 2 for the map (blocking cells but the skipped
        ones, walls) per triangle, for one set of skipped blocking cells: neighbouring
        attacker cells share corners, so a search over many cells meets the same triangles
        again, and figures moving do not spoil it."""
        area = _cross(c, p1, p2)
        if area == 0:
            return False
        tri = (c, p1, p2)
        if memo is not None and memo.get(tri) is False:
            return False  # blocked by an obstacle whatever the corner's quarters
        if closed is None:
            closed = self._closed_quarters(c, own)
        if closed:
            u = (p1[0] - c[0], p1[1] - c[1])
            v = (p2[0] - c[0], p2[1] - c[1])
            if area < 0:
                u, v = v, u
            if any(_cones_meet(u, v, a, b) for a, b in closed):
                return False
        if memo is not None:
            # the map's part (blocking cells, walls) is remembered; figures tested each time
            hit = memo.get(tri)
            if hit is None:
                # walls first: their index is per grid line, cheaper than the cells'
                hit = not (
                    self._walls_block(tri)
                    or self._cells_block(tri, (), own if skip is None else skip)
                )
                memo[tri] = hit
            return hit and not self._cells_block(tri, figures, set(), map_cells=False)
        if self._walls_block(tri):
            return False
        return not self._cells_block(tri, figures, own if skip is None else skip)

    def _memo_for(self, skip: set[Cell]) -> dict[tuple[IPoint, IPoint, IPoint], bool]:
        """The memo of conditions 1-2 for the map (:meth:`triangle_clear`) for the skipped
        cells ``skip``: it depends on those of them that hold blocking terrain (a Mobile
        figure's), so one memo per such context (figures are tested apart, so it survives
        figure moves)."""
        terrain = self.topo.terrain
        context = frozenset(c for c in skip if terrain.get(c) in SIGHT_BLOCKING)
        memo = self._memo.get(context)
        if memo is None:
            if len(self._memo) > 64:
                self._memo.clear()
            memo = self._memo[context] = {}
        elif len(memo) > 100_000:
            memo.clear()
        return memo

    def _target_edges(
        self, target: tuple[Cell, ...], tset: set[Cell]
    ) -> list[tuple[IPoint, IPoint]]:
        """The outer edges of the target's cells a sight triangle may end on (spec 7
        condition 4: the target must be reached through an edge that is not a wall). They
        depend on the map only: kept per footprint."""
        hit = self._edges.get(target)
        if hit is not None:
            return hit
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
        if len(self._edges) > 100_000:
            self._edges.clear()
        self._edges[target] = out
        return out

    def sight(
        self, attacker: Sequence[Cell], target: Sequence[Cell], figures: Iterable[Cell]
    ) -> Sight:
        """Can a figure on ``attacker`` cells see one on ``target`` cells? ``figures``: cells
        of every other figure that blocks sight."""
        # the boxes of the two footprints' cells (lattice bounds of the target's)
        if len(attacker) == 1:  # the common case: no generator passes
            ax0 = ax1 = attacker[0][0]
            ay0 = ay1 = attacker[0][1]
        else:
            ax0 = min(c[0] for c in attacker)
            ax1 = max(c[0] for c in attacker)
            ay0 = min(c[1] for c in attacker)
            ay1 = max(c[1] for c in attacker)
        if len(target) == 1:
            tx0, ty0 = target[0][0], target[0][1]
            tx1, ty1 = tx0 + 1, ty0 + 1
        else:
            tx0 = min(t[0] for t in target)
            tx1 = max(t[0] for t in target) + 1
            ty0 = min(t[1] for t in target)
            ty1 = max(t[1] for t in target) + 1
        # adjacent cells share an edge or a corner: footprints two or more columns or rows
        # apart are never adjacent (the full test only for near ones)
        if (
            tx0 - ax1 <= 1
            and ax0 - tx1 <= 0
            and ty0 - ay1 <= 1
            and ay0 - ty1 <= 0
            and self.topo.areas_adjacent(attacker, target)
        ):
            a, t = attacker[0], target[0]
            return Sight(
                True,
                ((a[0] + 0.5, a[1] + 0.5), (t[0] + 0.5, t[1] + 0.5)),
                why="adjacent figures always have line of sight",
            )
        # corners the walls hide from the whole target are passed over untried: every one of
        # their triangles would fail condition 2 (the first clear triangle found stays the same)
        tbox = (tx0, tx1, ty0, ty1)
        hide = self._walls_hide
        known = self._hidden  # _walls_hide's own memo, looked up here first
        corners = set()
        for a in attacker:
            x, y = a[0], a[1]
            for c in ((x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)):
                hidden = known.get((c, tbox))
                if hidden is None:
                    hidden = hide(c, tbox)
                if not hidden:
                    corners.add(c)
        if not corners:
            return _HIDDEN
        own = set(attacker)
        # every triangle lies in the box of the two footprints' cells: a figure outside it
        # can never meet one (exact, and it keeps the memo's contexts few)
        bx0, bx1 = min(ax0, tx0), max(ax1, tx1 - 1)
        by0, by1 = min(ay0, ty0), max(ay1, ty1 - 1)
        figs = [
            (f[0], f[1])
            for f in figures
            if bx0 <= f[0] <= bx1 and by0 <= f[1] <= by1 and f not in own and f not in target
        ]
        tset = set(target)
        tgt_edges = self._target_edges(tuple(target), tset)
        tx = sum(t[0] for t in target) / len(target) + 0.5
        ty = sum(t[1] for t in target) / len(target) + 0.5
        skip = own | tset
        # conditions 1-2 for the map depend on the triangle and on the skipped cells that
        # hold blocking terrain (a Mobile figure's): memoised per such context (figures are
        # tested apart, so the memo survives figure moves)
        memo = self._memo_for(skip)
        # try the corners nearest the target first: the common clear case ends quickly
        for c in sorted(corners, key=lambda p: ((p[0] - tx) ** 2 + (p[1] - ty) ** 2, p)):
            closed: list[tuple[IPoint, IPoint]] | None = None
            for p1, p2 in tgt_edges:
                if memo.get((c, p1, p2)) is False:
                    continue  # blocked by the map, whatever the corner's quarters
                if closed is None:
                    closed = self._closed_quarters(c, own)
                if self.triangle_clear(c, p1, p2, own, figs, closed, skip, memo):
                    mid = ((p1[0] + p2[0]) / 2.0, (p1[1] + p2[1]) / 2.0)
                    return Sight(
                        True,
                        ((float(c[0]), float(c[1])), mid),
                        (c, p1, p2),
                        why="a clear line from a corner to the target",
                    )
        return Sight(False, why="every line is blocked")


@dataclass
class _PointTest:
    """What :meth:`SquareSight._point_hidden` needs for one target, worked out once per
    :meth:`SquareSight.hides_all`."""

    owners: Mapping[IPoint, Sequence[Sequence[Cell]]]
    target: tuple[Cell, ...]
    tset: set[Cell]
    edges: list[tuple[IPoint, IPoint]]
    #: footprint -> adjacent to the target
    adjacent: dict[tuple[Cell, ...], bool]
    #: every footprint stands wholly on the map on no blocking terrain
    #: (:meth:`SquareSight._obstacles_hide` holds); None until first asked
    cover_ok: bool | None


#: the answer when the walls hide the target from every corner of the attacker
_HIDDEN = Sight(False, why="every line is blocked")


def _runs(units: Iterable[int]) -> dict[int, int]:
    """The covered units of one grid line, each with the end (exclusive) of the run of
    covered units holding it: units ``lo`` to ``hi - 1`` are all covered exactly when
    ``runs.get(lo, lo) >= hi`` (for ``hi > lo``), one look-up however long the run."""
    out: dict[int, int] = {}
    end = 0
    nxt: int | None = None
    for k in sorted(set(units), reverse=True):  # from the last unit: each run's end first
        if k + 1 != nxt:
            end = k + 1
        out[k] = end
        nxt = k
    return out


def _line_covers(
    cx: int,
    cy: int,
    x0: int,
    x1: int,
    y0: int,
    y1: int,
    keys: list[int],
    lines: dict[int, dict[int, int]],
    limit: int | None = None,
) -> bool:
    """For :meth:`SquareSight._walls_hide` along one axis (the other axis: swap the
    coordinates): is there a line ``X = x`` holding walls, strictly between the point
    ``(cx, cy)`` and the box ``[x0, x1] x [y0, y1]``, whose walls cover every unit of the
    cross-section of the convex hull of point and box? Nearest lines first (the hull is
    thinnest near the point). The hull's cross-section at ``x`` runs between the segments
    from the point to the box's corners: its least end is the least over ``(x0, y0)`` and
    ``(x1, y0)``, its greatest the greatest over ``(x0, y1)`` and ``(x1, y1)`` (exact
    integer floors and ceilings). With ``limit`` the units off the map (below 0, from
    ``limit`` on) count as covered (:meth:`SquareSight._obstacles_hide`: off-map cells)."""
    if cx < x0:
        lo_i, hi_i = bisect_right(keys, cx), bisect_left(keys, x0)
        if lo_i >= hi_i:
            return False
        order: Iterable[int] = range(lo_i, hi_i)
        near, far, sign = x0 - cx, x1 - cx, 1
    elif cx > x1:
        lo_i, hi_i = bisect_right(keys, x1), bisect_left(keys, cx)
        if lo_i >= hi_i:
            return False
        order = range(hi_i - 1, lo_i - 1, -1)
        # keep the denominators positive: flip the signs of both parts
        near, far, sign = cx - x1, cx - x0, -1
    else:
        return False
    # the least end of the cross-section lies on the line toward the nearer or the farther
    # of the box's low corners (x0, y0) and (x1, y0): at distance e along the axis it is
    # cy + (y0 - cy) e / d, d the corner's distance along the axis, least with the nearer
    # corner when y0 < cy and with the farther one otherwise; the greatest end likewise
    # toward y1. Floor and ceiling of that one line: the same integers as the least of the
    # floors and the greatest of the ceilings of both
    dl = near if y0 < cy else far
    dh = far if y1 < cy else near
    bl, sl = cy * dl, y0 - cy
    bh, sh = -cy * dh, cy - y1
    for i in order:
        x = keys[i]
        e = (x - cx) * sign
        lo = (bl + sl * e) // dl
        hi = -((bh + sh * e) // dh)
        if hi > lo:
            if limit is not None:
                lo, hi = max(lo, 0), min(hi, limit)
                if hi <= lo:
                    return True  # all off the map
            if lines[x].get(lo, lo) >= hi:
                return True
    return False


def _box_line_covers(
    sx0: int,
    sx1: int,
    sy0: int,
    sy1: int,
    x0: int,
    x1: int,
    y0: int,
    y1: int,
    keys: list[int],
    lines: dict[int, dict[int, int]],
) -> bool:
    """:func:`_line_covers` for the box of points ``[sx0, sx1] x [sy0, sy1]``: a line
    ``X = x`` strictly between it and the target's box whose walls cover the cross-section
    of the hull of both boxes. That cross-section runs between segments joining the two
    boxes' corners: the least end over the low corners, the greatest over the high ones (a
    point of a segment at ``x`` moves monotonically with each end's coordinates)."""
    if sx1 < x0:
        lo_i, hi_i = bisect_right(keys, sx1), bisect_left(keys, x0)
        order: Iterable[int] = range(lo_i, hi_i)
        near = (sx0, sx1)
        far = (x0, x1)
        sign = 1
    elif sx0 > x1:
        lo_i, hi_i = bisect_right(keys, x1), bisect_left(keys, sx0)
        order = range(hi_i - 1, lo_i - 1, -1)
        near = (sx0, sx1)
        far = (x0, x1)
        sign = -1
    else:
        return False
    for i in order:
        x = keys[i]
        lo: int | None = None
        hi: int | None = None
        for sx in near:
            for qx in far:
                d = (qx - sx) * sign  # > 0
                e = (x - sx) * sign  # 0 < e < d
                f = (sy0 * d + (y0 - sy0) * e) // d
                c = -((-sy1 * d - (y1 - sy1) * e) // d)
                if lo is None or f < lo:
                    lo = f
                if hi is None or c > hi:
                    hi = c
        assert lo is not None and hi is not None
        if hi > lo and lines[x].get(lo, lo) >= hi:
            return True
    return False


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
    for side, cells in enumerate(_hex_lines(topo, attacker, target)):
        prev = attacker
        clear = True
        for cell in cells:
            if topo.edge_blocks_sight(prev, cell) or (
                topo.kind(cell) in SIGHT_BLOCKING and cell != target
            ):
                clear = False
                break
            if cell != target and cell in blockers:
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


def _hex_lines(topo: Topology, attacker: Cell, target: Cell) -> tuple[list[Cell], list[Cell]]:
    """The cells after ``attacker`` that the centre line to ``target`` passes, nudged to one
    side and to the other (Red Blob Games: "lerp + round, nudged"); the same two lists when
    the line runs along no edge. Geometry only, so kept with the topology."""
    key = ("hex-line", attacker, target)
    hit = topo.derived.hit(key)
    if hit is not None:
        return cast(tuple[list[Cell], list[Cell]], hit)
    grid = topo.grid
    assert isinstance(grid, HexGrid)
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
            if cell == prev:
                continue
            cells.append(cell)
            prev = cell
        lines.append(cells)
    out = (lines[0], lines[1])
    topo.derived[key] = out
    return out
