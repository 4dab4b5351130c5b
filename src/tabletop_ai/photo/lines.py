"""The table map refined by the board's printed cell lines.

The board markers place the board only as well as a hand sets them down (a millimetre or
so) and, with three of them, as well as the markers' squares show the board's slant. Most
printed maps draw every cell's border; each border seen in the photo is a place on the
board known exactly. :func:`refine` starts from the board markers' map, predicts where each
cell border lies in the photo, looks across it for a thin dark line (both sides lighter:
a terrain's edge, lighter on one side only, is no line), and fits the map again through the
lines found, robustly (a line under a figure's base, a label or a counter is left out).

The map found is taken only when the photo leaves no doubt about it (:func:`refine`
returns None otherwise, and the board markers' map is kept): enough lines, in each of the
grid's directions and spread over the board, fitting one map closely; every board marker
used lying where that map puts its place, within a hand's placing; and every figure moved
by it less than the board markers' map itself allowed there. Lines repeat every cell, so
they cannot tell a map a whole cell off: only a map the board markers agree on is refined.
A board printed without lines gives none, and nothing changes.

Headless: OpenCV and NumPy only.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop_ai.geometry import Layout

if TYPE_CHECKING:
    from numpy.typing import NDArray

#: where along a cell border its profiles are taken (shares of the border, away from the
#: corners where other borders cross)
ALONG = (0.25, 0.35, 0.45, 0.55, 0.65, 0.75)
#: how far across a border the line is looked for: this many of the map's standard
#: deviations there ...
SEARCH_SDS = 3.0
#: ... at least and at most this share of a cell (beyond half a cell it would find the
#: next border)
SEARCH_LEAST = 0.12
SEARCH_MOST = 0.3
#: the samples across a border, per photo pixel
PER_PIXEL = 2.0
#: a line's half width looked at (pixels at least, and a share of a cell at least)
HALF_PX = 2.5
HALF_CELL = 0.035
#: a line is taken when it is this much darker than both its sides (grey levels) ...
DEPTH_LEAST = 6.0
#: ... and this many times the noise of its profile
DEPTH_NOISE = 4.0
#: ... and the next darkest dip across the border is at most this share as deep
NEXT_DIP = 0.6
#: a border this near (shares of a cell) a figure's base or a marker is not looked at:
#: bases, figures and paper cover the lines
CLEAR_FIGURE = 1.1
CLEAR_MARKER = 1.2
#: lines found that the map needs, at least, and in each of the grid's directions
LEAST_LINES = 16
LEAST_PER_DIRECTION = 5
#: the share of the lines found that must fit the map found
LEAST_INLIERS = 0.6
#: the lines found must span this share of the board's width and height
LEAST_SPREAD = 0.5
#: a line fits the map when it lies this near (share of a cell) or within this many
#: robust standard deviations of the lines' scatter
INLIER_CELL = 0.05
INLIER_SDS = 3.0
#: the lines' scatter about the map found may be at most this (share of a cell)
MOST_SCATTER = 0.04
#: every board marker used must lie this near (share of a cell) where the map found puts
#: its place: a hand sets one down a millimetre or two off (a tenth of a cell)
MARKER_AGREE = 0.2
#: and no figure or board marker may move by more than this many of the board markers'
#: map's standard deviations there ...
SHIFT_SDS = 3.0
#: ... nor by more than this share of a cell
SHIFT_MOST = 0.3
#: the map found is stated no surer than this (share of a cell, per axis): the lines'
#: print, the lens's bend a homography does not follow
LEAST_SD = 0.02


@dataclass(frozen=True)
class Refined:
    """The map refined by the printed lines."""

    #: photo pixels (undistorted) -> scene units, 3x3
    h: Any
    #: lines found, lines the map fits
    found: int
    inliers: int
    #: the lines' scatter about the map (scene units, robust standard deviation)
    scatter: float
    #: the fit's covariance of its eight numbers (normalised), and the normalisations
    cov: Any
    tp: Any
    ts: Any
    #: the least standard deviation stated anywhere (scene units)
    least_sd: float

    def sd_at(self, px: tuple[float, float]) -> float:
        """The standard deviation (scene units, per axis) of where photo point ``px``
        (undistorted) lies on the board by this map: the fit's own (its covariance, from
        the lines' scatter and how they are spread) and no less than :attr:`least_sd`."""
        import numpy as np

        g = self.ts @ self.h @ np.linalg.inv(self.tp)
        g = g / g[2, 2]
        q = self.tp @ np.array([px[0], px[1], 1.0])
        jac = _point_jacobian(np, g, q)
        cov2 = jac @ self.cov @ jac.T
        own = math.sqrt(max(0.0, float(np.max(np.linalg.eigvalsh(cov2))))) / self.ts[0, 0]
        return math.hypot(own, self.least_sd)


def _point_jacobian(np: Any, g: Any, q: Any) -> Any:
    """d(x, y)/d(the eight numbers of ``g``, row-major but g[2,2]) at homogeneous ``q``."""
    u = g @ q
    x, y = u[0] / u[2], u[1] / u[2]
    jac = np.zeros((2, 8))
    jac[0, 0:3] = q / u[2]
    jac[1, 3:6] = q / u[2]
    jac[0, 6:8] = -x * q[:2] / u[2]
    jac[1, 6:8] = -y * q[:2] / u[2]
    return jac


def _line_jacobian(np: Any, g: Any, qh: Any, n: Any) -> Any:
    """d(each line's residual)/d(the eight numbers of ``g``): at homogeneous photo points
    ``qh`` (N x 3), across their lines (normals ``n``, N x 2)."""
    u = qh @ g.T
    x, y = u[:, 0] / u[:, 2], u[:, 1] / u[:, 2]
    k = qh / u[:, 2:3]
    jac = np.zeros((len(qh), 8))
    jac[:, 0:3] = n[:, 0:1] * k
    jac[:, 3:6] = n[:, 1:2] * k
    jac[:, 6:8] = -(n[:, 0] * x + n[:, 1] * y)[:, None] * k[:, :2]
    return jac


def borders(layout: Layout) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Every cell border of the layout's grid once, as two scene points."""
    seen: set[tuple[int, int, int, int]] = set()
    out = []
    for cell in layout.grid.cells():
        poly = layout.polygon(cell)
        for a, b in zip(poly, poly[1:] + poly[:1], strict=True):
            ka = (round(a[0] * 8), round(a[1] * 8))
            kb = (round(b[0] * 8), round(b[1] * 8))
            key = (*min(ka, kb), *max(ka, kb))
            if key in seen:
                continue
            seen.add(key)
            out.append((a, b))
    return out


def _dip(
    np: Any, prof: Any, noise: float, half: int, first: int, last: int
) -> tuple[float, float] | None:
    """The darkest thin dip of profile ``prof`` (samples) between samples ``first`` and
    ``last`` darker than both its sides (``half`` samples away and as many beyond): its
    place (samples, sub-sample) and depth, when it is clearly the one line there."""
    n = len(prof)
    lo, hi = max(first, 2 * half), min(last + 1, n - 2 * half)
    if hi <= lo:
        return None
    sides = np.median(np.lib.stride_tricks.sliding_window_view(prof, half), axis=1)
    at = np.arange(lo, hi)
    base_all = np.minimum(sides[at - 2 * half], sides[at + half + 1])
    depths = base_all - prof[at]
    k = int(np.argmax(depths))
    i, depth, base = int(at[k]), float(depths[k]), float(base_all[k])
    if depth < max(DEPTH_LEAST, DEPTH_NOISE * noise):
        return None
    far = np.abs(at - i) > 2 * half
    if np.any(far) and float(np.max(depths[far])) > NEXT_DIP * depth:
        return None
    idx = np.arange(i - half, i + half + 1)
    w = np.clip(base - prof[idx], 0.0, None)
    if float(w.sum()) <= 0:
        return None
    return float((w * idx).sum() / w.sum()), depth


def refine(
    gray: NDArray[Any],
    h: Any,
    lens: Any,
    layout: Layout,
    map_sd: Callable[[tuple[float, float]], float],
    board_markers: dict[int, tuple[tuple[float, float], tuple[float, float]]],
    figures: Sequence[tuple[float, float]],
    others: Sequence[tuple[float, float]] = (),
) -> Refined | None:
    """The map ``h`` (photo pixels, undistorted by ``lens`` when there is one -> scene
    units of ``layout``) refined by the printed cell lines of the photo ``gray``, or None
    when the photo does not show them surely enough (see the module's rules).
    ``map_sd``: the board markers' map's standard deviation at a photo point (scene units);
    ``board_markers``: id -> (photo point, place) of the board markers used; ``figures``:
    the figure markers' photo points (undistorted), whose bases cover lines and whose
    moves are bounded; ``others``: other markers' photo points (their paper covers lines)."""
    import cv2
    import numpy as np

    from tabletop_ai.photo.place import cell_width

    cw = cell_width(layout)
    h = np.asarray(h, np.float64)
    hinv = np.linalg.inv(h)

    def to_scene(pts: Any) -> Any:
        p = np.asarray(pts, np.float64).reshape(-1, 1, 2)
        return cv2.perspectiveTransform(p, h).reshape(-1, 2)

    def to_photo(pts: Any) -> Any:
        p = np.asarray(pts, np.float64).reshape(-1, 1, 2)
        out = cv2.perspectiveTransform(p, hinv).reshape(-1, 2)
        return lens.distort(out) if lens is not None else out

    fig_scene = to_scene(list(figures)) if figures else np.zeros((0, 2))
    paper = [p for p, _ in board_markers.values()] + list(others)
    paper_scene = to_scene(paper) if paper else np.zeros((0, 2))
    img = np.asarray(gray, np.float32)
    rows, cols = img.shape[:2]
    found_q: list[tuple[float, float]] = []
    found_a: list[tuple[float, float]] = []
    found_n: list[tuple[float, float]] = []
    for a, b in borders(layout):
        a_ = np.array(a, np.float64)
        b_ = np.array(b, np.float64)
        mid = (a_ + b_) / 2
        if len(fig_scene) and np.min(np.hypot(*(fig_scene - mid).T)) < CLEAR_FIGURE * cw:
            continue
        if len(paper_scene) and np.min(np.hypot(*(paper_scene - mid).T)) < CLEAR_MARKER * cw:
            continue
        t = b_ - a_
        length = float(np.hypot(*t))
        if length <= 0:
            continue
        t /= length
        nrm = np.array([-t[1], t[0]])
        mid_px = to_photo([mid])[0]
        if not (0 <= mid_px[0] < cols and 0 <= mid_px[1] < rows):
            continue
        sd = map_sd((float(mid_px[0]), float(mid_px[1])))
        reach = min(SEARCH_MOST * cw, max(SEARCH_LEAST * cw, SEARCH_SDS * sd))
        probe = to_photo([mid - 0.1 * cw * nrm, mid + 0.1 * cw * nrm])
        per_unit = float(np.hypot(*(probe[1] - probe[0]))) / (0.2 * cw)  # pixels
        if reach * per_unit < 3:
            continue
        half_px = max(HALF_PX, HALF_CELL * cw * per_unit)
        extent = reach + 2.2 * half_px / per_unit  # the sides of a line at the reach
        steps = math.ceil(2 * extent * per_unit * PER_PIXEL) | 1
        offs = np.linspace(-extent, extent, steps)
        half = max(2, round(half_px / (offs[1] - offs[0]) / per_unit))
        pts = np.array([a_ + (u * length) * t + s * nrm for u in ALONG for s in offs])
        px = to_photo(pts).astype(np.float32)
        if (
            px[:, 0].min() < 1
            or px[:, 1].min() < 1
            or px[:, 0].max() > cols - 2
            or px[:, 1].max() > rows - 2
        ):
            continue
        vals: Any = cv2.remap(
            img,
            px[:, 0].reshape(len(ALONG), steps),
            px[:, 1].reshape(len(ALONG), steps),
            cv2.INTER_LINEAR,
        )
        prof = np.median(vals, axis=0)
        noise = float(np.median(np.abs(vals - prof[None, :]))) * 1.4826 / math.sqrt(len(ALONG))
        inside = np.nonzero(np.abs(offs) <= reach)[0]
        dip = _dip(np, prof, noise, half, int(inside[0]), int(inside[-1]))
        if dip is None:
            continue
        at = offs[0] + dip[0] * (offs[1] - offs[0])
        q = to_photo([mid + at * nrm])[0]
        if lens is not None:
            q = lens.undistort(np.array([q]))[0]
        found_q.append((float(q[0]), float(q[1])))
        found_a.append((float(mid[0]), float(mid[1])))
        found_n.append((float(nrm[0]), float(nrm[1])))
    return _fit(np, h, found_q, found_a, found_n, layout, cw, map_sd, board_markers, figures)


def _directions(normals: Any) -> Any:
    """Each line's direction class (the angle of its normal, modulo 180°, to 30°)."""
    import numpy as np

    ang = np.degrees(np.arctan2(normals[:, 1], normals[:, 0])) % 180.0
    return np.round(ang / 30.0).astype(int) % 6


def _fit(
    np: Any,
    h: Any,
    found_q: list[tuple[float, float]],
    found_a: list[tuple[float, float]],
    found_n: list[tuple[float, float]],
    layout: Layout,
    cw: float,
    map_sd: Callable[[tuple[float, float]], float],
    board_markers: dict[int, tuple[tuple[float, float], tuple[float, float]]],
    figures: Sequence[tuple[float, float]],
) -> Refined | None:
    """The homography through the lines found (each photo point onto its border's line),
    by iteratively reweighted least squares from ``h``, and whether it is taken."""
    if len(found_q) < LEAST_LINES:
        return None
    q = np.array(found_q)
    a = np.array(found_a)
    n = np.array(found_n)
    dirs = _directions(n)
    kinds = np.unique(dirs)
    if len(kinds) < 2 or any(int(np.sum(dirs == k)) < LEAST_PER_DIRECTION for k in kinds):
        return None
    x0, y0, w, hh = layout.scene_rect()
    scale = 2.0 / max(w, hh)
    ts = np.array(
        [[scale, 0, -(x0 + w / 2) * scale], [0, scale, -(y0 + hh / 2) * scale], [0, 0, 1]]
    )
    mq = q.mean(axis=0)
    sq = math.sqrt(2.0) / max(1e-9, float(np.mean(np.hypot(*(q - mq).T))))
    tp = np.array([[sq, 0, -mq[0] * sq], [0, sq, -mq[1] * sq], [0, 0, 1]])
    g = ts @ h @ np.linalg.inv(tp)
    g = g / g[2, 2]
    qh = (tp @ np.column_stack([q, np.ones(len(q))]).T).T
    an = (ts @ np.column_stack([a, np.ones(len(a))]).T).T[:, :2]
    c = np.sum(n * an, axis=1)
    unit = cw * scale  # a cell in normalised scene units
    weights = np.ones(len(q))
    sigma = INLIER_CELL * unit
    for _ in range(12):
        u = qh @ g.T
        xy = u[:, :2] / u[:, 2:3]
        r = np.sum(n * xy, axis=1) - c
        jac = _line_jacobian(np, g, qh, n)
        sigma = max(0.25 * INLIER_CELL * unit, 1.4826 * float(np.median(np.abs(r))))
        bound = 4.685 * sigma
        weights = np.where(np.abs(r) < bound, (1 - (r / bound) ** 2) ** 2, 0.0)
        jw = jac * weights[:, None]
        normal = jw.T @ jac
        if not np.isfinite(normal).all() or np.linalg.cond(normal) > 1e12:
            return None
        step = np.linalg.solve(normal, -jw.T @ r)
        g = g + np.append(step, 0.0).reshape(3, 3)
        if float(np.max(np.abs(step))) < 1e-9:
            break
    u = qh @ g.T
    xy = u[:, :2] / u[:, 2:3]
    r = np.sum(n * xy, axis=1) - c
    scatter = 1.4826 * float(np.median(np.abs(r)))
    inl = np.abs(r) < max(INLIER_CELL * unit, INLIER_SDS * scatter)
    if int(inl.sum()) < max(LEAST_LINES, LEAST_INLIERS * len(q)):
        return None
    if scatter > MOST_SCATTER * unit:
        return None
    # spread: the lines that fit span the board, in each direction
    dirs_in = dirs[inl]
    if any(int(np.sum(dirs_in == k)) < LEAST_PER_DIRECTION for k in kinds):
        return None
    span = np.ptp(an[inl], axis=0)
    if span[0] < LEAST_SPREAD * w * scale or span[1] < LEAST_SPREAD * hh * scale:
        return None
    # least squares on the lines that fit: the covariance from their scatter
    jac = _line_jacobian(np, g, qh, n)
    ji = jac[inl]
    ri = r[inl]
    dof = max(1, len(ri) - 8)
    s2 = float(ri @ ri) / dof
    normal = ji.T @ ji
    if np.linalg.cond(normal) > 1e12:
        return None
    cov = np.linalg.inv(normal) * s2
    new = np.linalg.inv(ts) @ g @ tp
    new = new / new[2, 2]
    refined = Refined(
        new,
        len(q),
        int(inl.sum()),
        scatter / scale,
        cov,
        tp,
        ts,
        max(LEAST_SD * cw, scatter / scale),
    )
    if not _agrees(np, h, refined, cw, map_sd, board_markers, figures):
        return None
    return refined


def _agrees(
    np: Any,
    h: Any,
    refined: Refined,
    cw: float,
    map_sd: Callable[[tuple[float, float]], float],
    board_markers: dict[int, tuple[tuple[float, float], tuple[float, float]]],
    figures: Sequence[tuple[float, float]],
) -> bool:
    """Whether the map by the lines keeps every board marker used near its place and
    moves no figure or board marker beyond what the board markers' map allowed there."""
    from tabletop_ai.photo.place import apply_homography

    old = [[float(v) for v in row] for row in h]
    new = [[float(v) for v in row] for row in refined.h]
    for px, place in board_markers.values():
        if math.dist(apply_homography(new, *px), place) > MARKER_AGREE * cw:
            return False
    for px in [p for p, _ in board_markers.values()] + list(figures):
        moved = math.dist(apply_homography(new, *px), apply_homography(old, *px))
        if moved > min(SHIFT_MOST * cw, SHIFT_SDS * map_sd(px)):
            return False
    return True
