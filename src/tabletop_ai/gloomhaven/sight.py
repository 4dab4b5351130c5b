"""Gloomhaven line of sight. Figures never block it; wall hexes and thin walls do.

Two rules (the ``gh_los`` option of :mod:`.edition`):

``vertex`` — Gloomhaven rulebook, "Line of Sight" (paraphrased): there is line of sight when
  a line can be drawn from any corner of the attacker's hex to any corner of the target's hex
  without touching any part of a wall. A corner that lies on a wall (a wall
  hex's corner or the end of a thin wall) is no starting point. Decided with integers on the
  lattice of :mod:`.hexmap`.

``full-hex`` — Frosthaven and Jaws of the Lion: a line from any point of one hex to any point
  of the other. As in the Gloomhaven Monster Mover, each hex is represented by its long
  diagonal most square to the line between the centres; lines between two points of those
  diagonals form the unit square of their two parameters ``(s, t)``. Every wall end cuts that
  square along a straight line (the diagonals are parallel), so the open regions between the
  cuts are tried one sample point each. Two neighbouring hexes see each other unless the side
  between them is a wall and both ways round its ends are walled too.

A wall hex is closed: a line touching it, even at a corner, is blocked. It is represented by
its three long diagonals (a line that meets a hexagon meets one of them).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import ClassVar

from tabletop_ai.engine.cache import Bounded
from tabletop_ai.engine.sight import Sight, register_sight_rule
from tabletop_ai.geometry import Cell
from tabletop_ai.geometry.grid import Point
from tabletop_ai.gloomhaven.hexmap import CORNER_OFFSETS, HexMap, LPoint, hexmap_for

Segment = tuple[LPoint, LPoint]
EPS = 1e-9


def _orient(o: LPoint, a: LPoint, b: LPoint) -> int:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _on_box(p: LPoint, a: LPoint, b: LPoint) -> bool:
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def segments_meet(p1: LPoint, p2: LPoint, q1: LPoint, q2: LPoint) -> bool:
    """Closed integer segments share a point (touching counts)."""
    d1, d2 = _orient(q1, q2, p1), _orient(q1, q2, p2)
    d3, d4 = _orient(p1, p2, q1), _orient(p1, p2, q2)
    if ((d1 > 0 > d2) or (d1 < 0 < d2)) and ((d3 > 0 > d4) or (d3 < 0 < d4)):
        return True
    return (
        (d1 == 0 and _on_box(p1, q1, q2))
        or (d2 == 0 and _on_box(p2, q1, q2))
        or (d3 == 0 and _on_box(q1, p1, p2))
        or (d4 == 0 and _on_box(q2, p1, p2))
    )


def _pair_order(dx: int, dy: int) -> list[tuple[int, int]]:
    """Corner pairs ``(i, j)`` (corner i of a hex, corner j of one whose centre is ``(dx,
    dy)`` away on the lattice) by the squared length of the line between them, ties in the
    order ``i`` then ``j``: the order :meth:`HexSight._vertex_line` tries them in."""

    def length(ij: tuple[int, int]) -> int:
        (ax, ay), (bx, by) = CORNER_OFFSETS[ij[0]], CORNER_OFFSETS[ij[1]]
        return (ax - bx - dx) ** 2 + (ay - by - dy) ** 2

    return sorted(((i, j) for i in range(6) for j in range(6)), key=length)


#: hex pairs whose answer one map's sight rule keeps (a pair costs some 200 bytes)
PAIRS = 250_000


class HexSight:
    """Line of sight on one :class:`HexMap` under one rule, with a cache per pair. It is the
    kernel's :class:`~tabletop_ai.engine.sight.SightRule` ``vertex`` or ``full-hex``."""

    figures_block: ClassVar[bool] = False

    def __init__(self, hm: HexMap, rule: str) -> None:
        self.hm = hm
        self.rule = rule
        occ: list[Segment] = []
        self.wall_corners: set[LPoint] = set()
        for c in hm.cells:
            if hm.is_wall_hex(c):
                for k in range(3):
                    occ.append((hm.corner(c, k), hm.corner(c, k + 3)))
                self.wall_corners.update(hm.corner(c, k) for k in range(6))
        for e in hm.thin_walls:
            a, b = e.a, e.b
            if a not in hm.kind or b not in hm.kind:
                continue
            side = hm.side_toward(a, b)
            if side is None:
                continue
            seg = hm.side_segment(a, side)
            occ.append(seg)
            self.wall_corners.update(seg)
        self.occluders = occ
        self._boxes = [
            (min(p[0], q[0]), max(p[0], q[0]), min(p[1], q[1]), max(p[1], q[1])) for p, q in occ
        ]
        self._cache: Bounded[tuple[Cell, Cell], Segment | tuple[Point, Point] | None] = Bounded(
            PAIRS
        )

    # -- the kernel's interface ------------------------------------------------------------
    def sight(
        self, attacker: Sequence[Cell], target: Sequence[Cell], figures: Iterable[Cell]
    ) -> Sight:
        """The kernel's question; figures never block Gloomhaven sight."""
        line = self.line(attacker[0], target[0])
        if line is None:
            return Sight(False, why="no line of sight")
        return Sight(True, line, why="a clear line")

    # -- public ----------------------------------------------------------------------------
    def clear(self, a: Cell, b: Cell) -> bool:
        """Can a figure on ``a`` see one on ``b`` (symmetric)?"""
        key = (a, b) if a <= b else (b, a)
        if key in self._cache:
            return self._cache[key] is not None
        return self.line(a, b) is not None

    def line(self, a: Cell, b: Cell) -> tuple[Point, Point] | None:
        """A clear sight line from ``a`` to ``b`` in grid geometry space, or None."""
        key = (a, b) if a <= b else (b, a)
        if key not in self._cache:
            if self.rule == "vertex":
                self._cache[key] = self._vertex_line(*key)
            else:
                self._cache[key] = self._full_hex_line(*key)
        hit = self._cache[key]
        if hit is None:
            return None
        p, q = (self.hm.to_geometry(hit[0]), self.hm.to_geometry(hit[1]))
        return (p, q) if key[0] == a else (q, p)

    def _free_corners(self, c: Cell) -> list[LPoint | None]:
        """The six corners of ``c``, None for one on a wall (no starting point)."""
        corners = (self.hm.corner(c, k) for k in range(6))
        return [p if p not in self.wall_corners else None for p in corners]

    def _near(self, x0: float, x1: float, y0: float, y1: float) -> list[Segment]:
        return [
            self.occluders[i]
            for i, (a, b, c, d) in enumerate(self._boxes)
            if a <= x1 and b >= x0 and c <= y1 and d >= y0
        ]

    # -- Gloomhaven: corner to corner ------------------------------------------------------
    def _vertex_line(self, a: Cell, b: Cell) -> Segment | None:
        fa, fb = self._free_corners(a), self._free_corners(b)
        # corner pairs shortest first (ties in corner order)
        xa, ya = self.hm.center(a)
        xb, yb = self.hm.center(b)
        order = _pair_order(xb - xa, yb - ya)
        pairs = [(p, q) for i, j in order if (p := fa[i]) is not None and (q := fb[j]) is not None]
        if not pairs:
            return None
        ca = [p for p in fa if p is not None]
        cb = [q for q in fb if q is not None]
        xs = [p[0] for p in ca + cb]
        ys = [p[1] for p in ca + cb]
        near = self._near(min(xs), max(xs), min(ys), max(ys))
        for p, q in pairs:
            if p == q or not any(segments_meet(p, q, o1, o2) for o1, o2 in near):
                return (p, q)
        return None

    # -- Frosthaven / Jaws of the Lion: any point to any point -----------------------------
    def _neighbour_clear(self, a: Cell, b: Cell, k: int) -> bool:
        hm = self.hm
        if not hm.side_walled(a, k):
            return True
        j = (k + 3) % 6
        if not hm.side_walled(a, (k + 1) % 6) and not hm.side_walled(b, (j + 5) % 6):
            return True
        return not hm.side_walled(a, (k + 5) % 6) and not hm.side_walled(b, (j + 1) % 6)

    def _full_hex_line(self, a: Cell, b: Cell) -> tuple[Point, Point] | None:
        hm = self.hm
        ax, ay = hm.center(a)
        bx, by = hm.center(b)
        k = hm.side_toward(a, b)
        if k is not None:
            if self._neighbour_clear(a, b, k):
                return ((float(ax), float(ay)), (float(bx), float(by)))
            return None
        # the long diagonal most square to the centre line (real, not lattice, angles)
        dx, dy = (bx - ax) * 0.5, (by - ay) * math.sqrt(3.0) / 2.0
        best_k, best = 0, -1.0
        for d in range(3):
            ang = math.radians(60.0 * d)
            cr = abs(dx * math.sin(ang) - dy * math.cos(ang))
            if cr > best + 1e-9:
                best_k, best = d, cr
        p0, p1 = hm.corner(a, best_k), hm.corner(a, best_k + 3)
        q0 = hm.corner(b, best_k)
        xs = [p0[0], p1[0], q0[0], q0[0] + p1[0] - p0[0]]
        ys = [p0[1], p1[1], q0[1], q0[1] + p1[1] - p0[1]]
        near = self._near(min(xs), max(xs), min(ys), max(ys))
        u = (p1[0] - p0[0], p1[1] - p0[1])
        v = (q0[0] - p0[0], q0[1] - p0[1])
        det = u[0] * v[1] - u[1] * v[0]

        clipped = [
            z
            for o1, o2 in near
            if (z := _clip(_coords(o1, p0, u, v, det), _coords(o2, p0, u, v, det))) is not None
        ]
        st = _free_point(clipped)
        if st is None:
            return None
        s, t = st
        start = (p0[0] + s * u[0], p0[1] + s * u[1])
        end = (q0[0] + t * u[0], q0[1] + t * u[1])
        return (start, end)


def _coords(p: LPoint, p0: LPoint, u: LPoint, v: LPoint, det: int) -> tuple[float, float]:
    """``p`` in the frame ``p0 + mu u + lambda v`` (``det``: the frame's determinant)."""
    wx, wy = p[0] - p0[0], p[1] - p0[1]
    return ((wx * v[1] - wy * v[0]) / det, (u[0] * wy - u[1] * wx) / det)


def _clip(
    z1: tuple[float, float], z2: tuple[float, float]
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Liang-Barsky: the part of segment z1-z2 inside the closed unit square (mu, lambda)."""
    t0, t1 = 0.0, 1.0
    d = (z2[0] - z1[0], z2[1] - z1[1])
    for p, q in ((-d[0], z1[0]), (d[0], 1.0 - z1[0]), (-d[1], z1[1]), (d[1], 1.0 - z1[1])):
        if abs(p) < 1e-15:
            if q < -EPS:
                return None
            continue
        r = q / p
        if p < 0:
            t0 = max(t0, r)
        else:
            t1 = min(t1, r)
    if t0 > t1 + EPS:
        return None
    return ((z1[0] + t0 * d[0], z1[1] + t0 * d[1]), (z1[0] + t1 * d[0], z1[1] + t1 * d[1]))


def _blocked(
    s: float, t: float, clipped: Iterable[tuple[tuple[float, float], tuple[float, float]]]
) -> bool:
    """Does the line from (s, 0) to (t, 1) touch one of the clipped walls?"""
    for z1, z2 in clipped:
        g1 = z1[0] - (s + z1[1] * (t - s))
        g2 = z2[0] - (s + z2[1] * (t - s))
        if (g1 <= EPS or g2 <= EPS) and (g1 >= -EPS or g2 >= -EPS):  # min <= EPS <= max
            return True
    return False


def _free_point(
    clipped: list[tuple[tuple[float, float], tuple[float, float]]],
) -> tuple[float, float] | None:
    """A point (s, t) of the open unit square whose line touches no wall, or None.

    A line from (s, 0) to (t, 1) passes a wall end at (mu, lam) exactly when
    ``(1 - lam) s + lam t = mu``; the regions between these cuts are either wholly blocked
    or wholly clear, so one sample inside each region decides it."""
    if not clipped:
        return (0.5, 0.5)
    for s in (0.5, 0.25, 0.75):
        for t in (0.5, 0.25, 0.75):
            if not _blocked(s, t, clipped):
                return (s, t)
    return _search_free_point(clipped)


def _search_free_point(
    clipped: list[tuple[tuple[float, float], tuple[float, float]]],
) -> tuple[float, float] | None:
    """The search of :func:`_free_point` over the regions between the cuts, one sample
    point each."""
    cuts: list[tuple[float, float, float]] = []
    for z1, z2 in clipped:
        for mu, lam in (z1, z2):
            cuts.append((1.0 - lam, lam, mu))
    xs = {0.0, 1.0}
    for a, b, c in cuts:
        if b < EPS:
            xs.add(c / a)
        else:
            if a > EPS:
                xs.add(c / a)
                xs.add((c - b) / a)
    for i, (a1, b1, c1) in enumerate(cuts):
        for a2, b2, c2 in cuts[:i]:
            det = a1 * b2 - a2 * b1
            if abs(det) > 1e-12:
                xs.add((c1 * b2 - c2 * b1) / det)
    sx = sorted(x for x in xs if -EPS <= x <= 1.0 + EPS)
    for x0, x1 in pairwise(sx):
        if x1 - x0 < 1e-7:
            continue
        s = (x0 + x1) / 2.0
        ys = {0.0, 1.0}
        for a, b, c in cuts:
            if b > EPS:
                ys.add((c - a * s) / b)
        sy = sorted(y for y in ys if -EPS <= y <= 1.0 + EPS)
        for y0, y1 in pairwise(sy):
            if y1 - y0 < 1e-7:
                continue
            t = (y0 + y1) / 2.0
            if not _blocked(s, t, clipped):
                return (s, t)
    return None


register_sight_rule("vertex", lambda topo, _graze: HexSight(hexmap_for(topo), "vertex"))
register_sight_rule("full-hex", lambda topo, _graze: HexSight(hexmap_for(topo), "full-hex"))
