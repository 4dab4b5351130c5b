"""Plane transforms for a picture under the grid: 3x3 homographies in plain Python.

A picture is calibrated by pairs of points (a pixel of the picture, the grid point it shows).
Two pairs fix a scale and a shift on each axis (the corners of one cell and of a far cell),
three an affine map, four a perspective transform (the four map corners of a photo taken at an
angle). The four-point case is the direct linear transform of Hartley & Zisserman, *Multiple
View Geometry*, section 4.1, with h33 = 1: an 8x8 linear system solved by Gaussian elimination
with partial pivoting. Qt's ``QTransform.quadToQuad`` solves the same problem; the window uses
the matrices made here, and a test checks that both agree.

A :data:`Matrix` is row-major ``(h11, h12, h13, h21, h22, h23, h31, h32, h33)``:
``x' = (h11 x + h12 y + h13) / w``, ``y' = (h21 x + h22 y + h23) / w``,
``w = h31 x + h32 y + h33``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from tabletop_ai.i18n import msg

Point = tuple[float, float]
Matrix = tuple[float, float, float, float, float, float, float, float, float]

IDENTITY: Matrix = (1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0)


class CalibrationError(ValueError):
    """The points given cannot fix a transform (too few, or in a line, or repeated); the
    message is in the player's language (a :func:`~tabletop_ai.i18n.msg` rendered when
    raised), as the calibration dialog shows it."""


def apply(m: Matrix, p: Point) -> Point:
    """The image of point ``p`` under ``m``."""
    x, y = p
    w = m[6] * x + m[7] * y + m[8]
    if abs(w) < 1e-12:
        raise CalibrationError(
            str(
                msg("point ({x}, {y}) is sent to infinity by the transform", x=f"{x:g}", y=f"{y:g}")
            )
        )
    return ((m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w)


def compose(a: Matrix, b: Matrix) -> Matrix:
    """``a`` after ``b`` (apply ``b`` first)."""
    out = []
    for i in range(3):
        for j in range(3):
            out.append(sum(a[3 * i + k] * b[3 * k + j] for k in range(3)))
    return _normalise(tuple(out))


def invert(m: Matrix) -> Matrix:
    """The inverse transform; :class:`CalibrationError` when ``m`` is singular."""
    a, b, c, d, e, f, g, h, i = m
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    if abs(det) < 1e-15:
        raise CalibrationError(str(msg("the transform is singular (the points lie in a line)")))
    adj = (
        e * i - f * h,
        c * h - b * i,
        b * f - c * e,
        f * g - d * i,
        a * i - c * g,
        c * d - a * f,
        d * h - e * g,
        b * g - a * h,
        a * e - b * d,
    )
    return _normalise(tuple(v / det for v in adj))


def _normalise(m: Sequence[float]) -> Matrix:
    s = m[8] if abs(m[8]) > 1e-12 else 1.0
    v = [x / s for x in m]
    return (v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8])


def scale_translate(sx: float, sy: float, tx: float = 0.0, ty: float = 0.0) -> Matrix:
    """``(x, y) -> (sx x + tx, sy y + ty)``."""
    return (sx, 0.0, tx, 0.0, sy, ty, 0.0, 0.0, 1.0)


def is_affine(m: Matrix, eps: float = 1e-12) -> bool:
    return abs(m[6]) < eps and abs(m[7]) < eps


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Solve ``a x = b`` (square) by Gaussian elimination with partial pivoting."""
    n = len(b)
    rows = [[*row[:], b[i]] for i, row in enumerate(a)]
    scale = max((abs(v) for row in a for v in row), default=1.0) or 1.0
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(rows[r][col]))
        if abs(rows[piv][col]) < 1e-12 * scale:
            raise CalibrationError(
                str(
                    msg(
                        "the points do not fix a transform (three of them lie in "
                        "a line, or two are the same)"
                    )
                )
            )
        rows[col], rows[piv] = rows[piv], rows[col]
        for r in range(col + 1, n):
            f = rows[r][col] / rows[col][col]
            if f:
                for k in range(col, n + 1):
                    rows[r][k] -= f * rows[col][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (rows[r][n] - sum(rows[r][k] * x[k] for k in range(r + 1, n))) / rows[r][r]
    return x


def homography(src: Sequence[Point], dst: Sequence[Point]) -> Matrix:
    """The perspective transform sending the four ``src`` points to the four ``dst`` points
    (Hartley & Zisserman 4.1, h33 = 1). No three points of either quad may lie in a line."""
    if len(src) != 4 or len(dst) != 4:
        raise CalibrationError(
            str(msg("a perspective transform needs 4 point pairs, not {count}", count=len(src)))
        )
    _check_quad(src)
    _check_quad(dst)
    a: list[list[float]] = []
    b: list[float] = []
    for (x, y), (u, v) in zip(src, dst, strict=True):
        a.append([x, y, 1.0, 0.0, 0.0, 0.0, -u * x, -u * y])
        b.append(u)
        a.append([0.0, 0.0, 0.0, x, y, 1.0, -v * x, -v * y])
        b.append(v)
    h = _solve(a, b)
    return (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], 1.0)


def _check_quad(pts: Sequence[Point]) -> None:
    for i in range(4):
        for j in range(i + 1, 4):
            for k in range(j + 1, 4):
                (ax, ay), (bx, by), (cx, cy) = pts[i], pts[j], pts[k]
                area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
                size = max(math.hypot(bx - ax, by - ay), math.hypot(cx - ax, cy - ay), 1e-9)
                if abs(area) < 1e-6 * size * size:
                    raise CalibrationError(
                        str(
                            msg(
                                "three of the four corners lie in a line: click "
                                "the four corners of the map, going round it"
                            )
                        )
                    )


def affine(src: Sequence[Point], dst: Sequence[Point]) -> Matrix:
    """The affine map sending three ``src`` points to three ``dst`` points."""
    if len(src) != 3 or len(dst) != 3:
        raise CalibrationError(
            str(msg("an affine transform needs 3 point pairs, not {count}", count=len(src)))
        )
    a: list[list[float]] = []
    b: list[float] = []
    for (x, y), (u, v) in zip(src, dst, strict=True):
        a.append([x, y, 1.0, 0.0, 0.0, 0.0])
        b.append(u)
        a.append([0.0, 0.0, 0.0, x, y, 1.0])
        b.append(v)
    h = _solve(a, b)
    return (h[0], h[1], h[2], h[3], h[4], h[5], 0.0, 0.0, 1.0)


def axis_aligned(src: Sequence[Point], dst: Sequence[Point]) -> Matrix:
    """Least-squares scale and shift on each axis (no rotation) sending ``src`` to ``dst``.

    Used when the picture is a straight scan: the clicked corners of one cell and of a far
    cell give two or more pairs; each axis is fitted on its own (``u = sx x + tx``)."""
    if len(src) != len(dst) or len(src) < 2:
        raise CalibrationError(str(msg("a scale needs at least 2 point pairs")))
    coef = []
    for axis in (0, 1):
        xs = [p[axis] for p in src]
        us = [p[axis] for p in dst]
        n = len(xs)
        mx, mu = sum(xs) / n, sum(us) / n
        sxx = sum((x - mx) ** 2 for x in xs)
        span = max(xs) - min(xs)
        if sxx < 1e-12 or span < 1e-9:
            raise CalibrationError(
                str(
                    msg(
                        "the points clicked do not differ left-right: pick a far cell "
                        "away from the first one in both directions"
                    )
                    if axis == 0
                    else msg(
                        "the points clicked do not differ up-down: pick a far cell "
                        "away from the first one in both directions"
                    )
                )
            )
        s = sum((x - mx) * (u - mu) for x, u in zip(xs, us, strict=True)) / sxx
        if abs(s) < 1e-12:
            raise CalibrationError(
                str(msg("the cells clicked are at the same place on the picture"))
            )
        coef.append((s, mu - s * mx))
    return scale_translate(coef[0][0], coef[1][0], coef[0][1], coef[1][1])


def fit(src: Sequence[Point], dst: Sequence[Point]) -> Matrix:
    """The transform fixed by the pairs: 2 → scale and shift, 3 → affine, 4 → perspective."""
    n = len(src)
    if n == 2:
        return axis_aligned(src, dst)
    if n == 3:
        return affine(src, dst)
    if n == 4:
        return homography(src, dst)
    raise CalibrationError(str(msg("{count} point pairs: a calibration uses 2, 3 or 4", count=n)))


def residual(m: Matrix, src: Sequence[Point], dst: Sequence[Point]) -> float:
    """The largest distance between ``m(src[i])`` and ``dst[i]``."""
    worst = 0.0
    for p, q in zip(src, dst, strict=True):
        u, v = apply(m, p)
        worst = max(worst, math.hypot(u - q[0], v - q[1]))
    return worst
