"""The board's place in a photo from its markers' centres *and shapes*.

Every marker is a printed square lying flat: seen through the right photo-to-board map, its
four corners make a square (of its own size and turn) — the board markers' squares centred
on their places, the figures' anywhere. Four board-marker centres alone fix a homography
exactly, with nothing left over to check it; the squares add what the centres cannot:

- with **three** board markers the squares give the perspective the third centre cannot
  (an affine map from three centres is right only near them);
- with **four** or more, leaving each board marker out in turn and asking where the others
  put it tells which one lies away from its place, and how far (the player is told), and
  the board is placed by the others;
- the fit's spread gives how far each figure's place may be off (its covariance), so a
  figure near a cell's border is shown as unsure instead of placed by chance.

The fit is a small Levenberg–Marquardt over the homography's eight numbers (in normalised
coordinates, Hartley's conditioning); each square's size, turn (and, for a figure, centre)
is solved in closed form inside it (variable projection). NumPy only; OpenCV gives the
starting guess.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from numpy.typing import NDArray

#: a square's corners about its centre, in the order OpenCV gives a marker's corners
#: (clockwise from the marker's own top-left; the board's y points down, as a photo's)
_UNIT_SQUARE = ((-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5))


@dataclass
class Fit:
    """A photo-to-board homography fitted to marker centres and squares."""

    #: photo pixels -> board scene units (3x3)
    h: NDArray[Any]
    #: the eight numbers' covariance (normalised coordinates)
    cov: NDArray[Any]
    #: corners' root-mean-square distance from their squares (board units)
    spread: float
    #: for the pieces the fit needs to move points and their uncertainty
    t_photo: NDArray[Any]
    t_board: NDArray[Any]
    g: NDArray[Any]

    def point(self, u: tuple[float, float]) -> tuple[float, float]:
        return _apply(self.h, u)

    def point_sd(self, u: tuple[float, float]) -> float:
        """The standard deviation (board units, the larger axis) of where photo point ``u``
        lands on the board, from the fit's covariance."""
        import numpy as np

        j = np.zeros((2, 8))
        base = np.array(self.point(u))
        for k in range(8):
            g = self.g.copy()
            step = 1e-6 * max(1.0, abs(g[k]))
            g[k] += step
            h = _denormalise(g, self.t_photo, self.t_board)
            j[:, k] = (np.array(_apply(h, u)) - base) / step
        c = j @ self.cov @ j.T
        return float(math.sqrt(max(0.0, float(np.linalg.eigvalsh(c).max()))))


def _apply(h: NDArray[Any], u: tuple[float, float]) -> tuple[float, float]:
    x, y = u
    w = h[2, 0] * x + h[2, 1] * y + h[2, 2]
    return (
        float((h[0, 0] * x + h[0, 1] * y + h[0, 2]) / w),
        float((h[1, 0] * x + h[1, 1] * y + h[1, 2]) / w),
    )


def _conditioner(pts: NDArray[Any]) -> NDArray[Any]:
    """Hartley's normalisation: the points' mean to the origin, their mean distance √2."""
    import numpy as np

    c = pts.mean(axis=0)
    d = float(np.mean(np.linalg.norm(pts - c, axis=1))) or 1.0
    s = math.sqrt(2.0) / d
    return np.array([[s, 0.0, -s * c[0]], [0.0, s, -s * c[1]], [0.0, 0.0, 1.0]])


def _denormalise(g: NDArray[Any], tp: NDArray[Any], tb: NDArray[Any]) -> NDArray[Any]:
    import numpy as np

    gm = np.append(g, 1.0).reshape(3, 3)
    h: NDArray[Any] = np.linalg.inv(tb) @ gm @ tp
    out: NDArray[Any] = h / h[2, 2]
    return out


def _map(gm: NDArray[Any], pts: NDArray[Any]) -> NDArray[Any]:
    """Points (..., 2) through the homography ``gm``."""
    p = pts @ gm[:2, :2].T + gm[:2, 2]
    w = pts @ gm[2, :2] + gm[2, 2]
    out: NDArray[Any] = p / w[..., None]
    return out


def _residuals(
    g: NDArray[Any],
    known: NDArray[Any],
    places: NDArray[Any],
    free: NDArray[Any],
) -> NDArray[Any]:
    """Each corner's distance from the best square through its marker's mapped corners:
    ``known`` (n x 4 x 2) the board markers' corners, ``places`` (n x 2) their places,
    ``free`` (m x 4 x 2) the figure markers' corners."""
    import numpy as np

    gm = np.append(g, 1.0).reshape(3, 3)
    yk = _map(gm, known) - places[:, None, :]
    yf = _map(gm, free)
    yf = yf - yf.mean(axis=1, keepdims=True)
    return _off_square(np.concatenate([yk, yf])).ravel()


def _off_square(y: NDArray[Any]) -> NDArray[Any]:
    """How far each marker's four corners (``y``: markers x 4 x 2, about their square's
    centre) are from the nearest square of any size and turn: least squares, in closed
    form (the unit square's corners sum to zero and their x and y are orthogonal)."""
    import numpy as np

    c = np.array(_UNIT_SQUARE)
    n = float(np.sum(c * c))
    a = (y[..., 0] @ c[:, 0] + y[..., 1] @ c[:, 1]) / n
    b = (y[..., 1] @ c[:, 0] - y[..., 0] @ c[:, 1]) / n
    fit = np.stack(
        [a[:, None] * c[:, 0] - b[:, None] * c[:, 1], b[:, None] * c[:, 0] + a[:, None] * c[:, 1]],
        axis=-1,
    )
    out: NDArray[Any] = y - fit
    return out


def fit_squares(
    board: dict[int, tuple[NDArray[Any], tuple[float, float]]],
    figures: list[NDArray[Any]] | None = None,
    start: NDArray[Any] | None = None,
) -> Fit | None:
    """The homography from photo pixels to board units that best makes every marker a
    square, the board markers' centred on their places. ``board``: id -> (its 4x2 corners
    in the photo, its place on the board); at least three, or two with ``figures`` and a
    ``start`` (two centres fix where the board lies and how it turns, the squares its
    slant). ``figures``: other markers' corners (their squares may be anywhere).
    ``start``: a first guess (photo -> board); else an affine map or homography from the
    centres. None when it cannot be fitted."""
    import cv2
    import numpy as np

    if len(board) < 3 and (len(board) < 2 or not figures or start is None):
        return None
    figures = figures or []
    ids = sorted(board)
    centres = np.array([board[i][0].mean(axis=0) for i in ids])
    places = np.array([board[i][1] for i in ids], np.float64)
    every = np.vstack([board[i][0] for i in ids] + list(figures))
    tp = _conditioner(every)
    tb = _conditioner(places)
    if start is None:
        if len(ids) >= 4:
            start, _ = cv2.findHomography(centres, places, 0)
        else:
            a = cv2.getAffineTransform(
                centres[:3].astype(np.float32), places[:3].astype(np.float32)
            )
            start = np.vstack([a, [0.0, 0.0, 1.0]])
        if start is None or not np.all(np.isfinite(start)):
            return None
    g0 = tb @ start @ np.linalg.inv(tp)
    g = (g0 / g0[2, 2]).ravel()[:8].copy()
    known = _map(tp, np.array([board[i][0] for i in ids], np.float64))
    places_n = _map(tb, places)
    free = _map(tp, np.array(list(figures), np.float64).reshape(-1, 4, 2))
    r = _residuals(g, known, places_n, free)
    lam = 1e-3
    for _ in range(50):
        j = _jacobian(g, known, places_n, free, r)
        jtj, jtr = j.T @ j, j.T @ r
        step = np.linalg.solve(jtj + lam * np.diag(np.diag(jtj) + 1e-12), -jtr)
        g_new = g + step
        r_new = _residuals(g_new, known, places_n, free)
        if float(r_new @ r_new) < float(r @ r):
            g, r, lam = g_new, r_new, lam * 0.3
            if float(np.abs(step).max()) < 1e-10:
                break
        else:
            lam *= 10
            if lam > 1e8:
                break
    j = _jacobian(g, known, places_n, free, r)
    # each board square: 2 unknowns (size, turn); each figure square: 4 (and its centre)
    dof = max(1, len(r) - 8 - 2 * len(known) - 4 * len(free))
    var = float(r @ r) / dof
    try:
        cov = np.linalg.inv(j.T @ j) * var
    except np.linalg.LinAlgError:
        return None
    h = _denormalise(g, tp, tb)
    if not np.all(np.isfinite(h)):
        return None
    spread = math.sqrt(float(r @ r) / max(1, len(r) // 2)) / tb[0, 0]
    return Fit(h, cov, spread, tp, tb, g)


#: placing the board by two board markers needs at least this many other markers' squares
FROM_TWO_SQUARES = 2


def fit_from_two(
    board: dict[int, tuple[NDArray[Any], tuple[float, float]]], figures: list[NDArray[Any]]
) -> Fit | None:
    """:func:`fit_squares` by two board markers (``board``: id -> its 4x2 corners in the
    photo and its place) and the squares of other markers (``figures``: at least
    :data:`FROM_TWO_SQUARES`). Every marker is a square lying flat, so the squares show the
    board's slant, and the two centres where it lies, how large it is and how it turns. The
    fit starts from the photo as it is and from its largest square straightened, each
    turned onto the two places, and the fit whose squares are squarest is kept. None when
    the squares are too few or the fit fails."""
    import cv2
    import numpy as np

    if len(board) != 2 or len(figures) < FROM_TWO_SQUARES:
        return None
    squares = [np.asarray(q, np.float64) for q, _place in board.values()] + [
        np.asarray(q, np.float64) for q in figures
    ]
    largest = max(squares, key=lambda q: abs(float(cv2.contourArea(q.astype(np.float32)))))
    unit = np.array(_UNIT_SQUARE, np.float32) + 0.5
    flat = cv2.getPerspectiveTransform(largest.astype(np.float32), unit).astype(np.float64)
    best: Fit | None = None
    # two starts: the photo as if seen from straight above, and the largest square made
    # square (a small square's slant is rough, and far from it may be far off)
    for first in (np.eye(3), flat):
        (a, pa), (b, pb) = (
            (complex(*_apply(first, quad_centre(q))), complex(*place))
            for q, place in board.values()
        )
        if abs(b - a) < 1e-9:
            continue
        turn = (pb - pa) / (b - a)  # the similarity z -> turn z + shift takes a, b to pa, pb
        shift = pa - turn * a
        similar = np.array(
            [
                [turn.real, -turn.imag, shift.real],
                [turn.imag, turn.real, shift.imag],
                [0.0, 0.0, 1.0],
            ]
        )
        fit = fit_squares(board, figures, start=similar @ first)
        if fit is not None and (best is None or fit.spread < best.spread):
            best = fit
    return best


def quad_centre(quad: NDArray[Any]) -> tuple[float, float]:
    """Where a marker's diagonals cross: its centre seen in perspective (the mean of the
    corners drifts towards the near side of a slanted marker)."""
    (x1, y1), (x2, y2), (x3, y3), (x4, y4) = (tuple(map(float, p)) for p in quad)
    d = (x1 - x3) * (y2 - y4) - (y1 - y3) * (x2 - x4)
    if abs(d) < 1e-9:
        return float(quad[:, 0].mean()), float(quad[:, 1].mean())
    a, b = x1 * y3 - y1 * x3, x2 * y4 - y2 * x4
    return ((a * (x2 - x4) - (x1 - x3) * b) / d, (a * (y2 - y4) - (y1 - y3) * b) / d)


def _jacobian(
    g: NDArray[Any],
    known: NDArray[Any],
    places: NDArray[Any],
    free: NDArray[Any],
    r: NDArray[Any],
) -> NDArray[Any]:
    import numpy as np

    j = np.zeros((len(r), 8))
    for k in range(8):
        step = 1e-7 * max(1.0, abs(g[k]))
        gk = g.copy()
        gk[k] += step
        j[:, k] = (_residuals(gk, known, places, free) - r) / step
    return j


#: a board seen within this many degrees of straight on shows too little perspective to
#: give the camera's focal length (the tilt taken with :data:`USUAL_FOCAL`)
STRAIGHT_ON = 5.0
#: the usual focal length, a share of the photo's long side: about a 65° field of view
#: across it (a phone's main camera, a webcam's)
USUAL_FOCAL = 0.8


def camera_over_board(
    h: NDArray[Any], image_size: tuple[int, int]
) -> tuple[tuple[float, float], float] | None:
    """Where the camera was: the board point under it and its height over the board (board
    units), from the photo-to-board homography ``h``, for a camera with square pixels and
    its axis through the photo's middle (a phone's, a webcam's). The focal length follows
    from the homography (Zhang's constraints: the board's axes are at right angles and of
    one scale) only as far as the board is seen in perspective: seen within
    :data:`STRAIGHT_ON` degrees of straight on (or when the constraints give none, or one
    past any phone's), the usual one (:data:`USUAL_FOCAL`) is taken, since there a
    corner read a pixel off moves the fitted one by half or more. None when the homography
    is not a camera's view of a plane."""
    import numpy as np

    w, hgt = image_size
    try:
        a = np.array([[1.0, 0.0, -w / 2], [0.0, 1.0, -hgt / 2], [0.0, 0.0, 1.0]]) @ np.linalg.inv(h)
    except np.linalg.LinAlgError:
        return None
    (a1, a2, _a3), (b1, b2, _b3), (c1, c2, _c3) = a
    usual = USUAL_FOCAL * max(w, hgt)
    rot, t = _pose(a, usual)
    if math.degrees(math.acos(min(1.0, abs(float(rot[2, 2]))))) >= STRAIGHT_ON:
        # 1/f^2 from: m1 . m2 = 0 and |m1| = |m2| (m = K^-1 columns)
        p = np.array([a1 * a2 + b1 * b2, a1 * a1 + b1 * b1 - a2 * a2 - b2 * b2])
        q = np.array([c1 * c2, c1 * c1 - c2 * c2])
        inv_f2 = -float(p @ q) / float(p @ p) if float(p @ p) > 0 else 0.0
        fitted = 1.0 / math.sqrt(inv_f2) if inv_f2 > 0 else usual
        if 0.3 * max(w, hgt) <= fitted <= 6.0 * max(w, hgt):
            rot, t = _pose(a, fitted)
    centre = -rot.T @ t
    height = abs(float(centre[2]))
    if not math.isfinite(height) or height <= 0:
        return None
    return (float(centre[0]), float(centre[1])), height


def _pose(a: NDArray[Any], f: float) -> tuple[NDArray[Any], NDArray[Any]]:
    """The camera's turn (3x3: the board's axes and its normal in the camera's frame; the
    camera looks along z) and the board origin's place in that frame, from the board-to-
    photo homography ``a`` (pixels about the photo's middle) and focal length ``f``."""
    import numpy as np

    m = np.array([a[0] / f, a[1] / f, a[2]], np.float64)
    scale = 2.0 / (np.linalg.norm(m[:, 0]) + np.linalg.norm(m[:, 1]))
    m = m * scale
    if m[2, 2] < 0:  # the board lies in front of the camera
        m = -m
    r1, r2, t = m[:, 0], m[:, 1], m[:, 2]
    rot = np.stack([r1, r2, np.cross(r1, r2)], axis=1)
    return rot, t


@dataclass(frozen=True)
class Lens:
    """Radial lens distortion by the one-parameter division model (Fitzgibbon, "Simultaneous
    linear estimation of multiple view geometry and lens distortion", 2001): a photo point
    ``p`` at radius ``r`` from the photo's middle ``c`` (a share of half the photo's
    diagonal) is where a pinhole camera shows ``c + (p - c) / (1 + k r^2)``. A negative
    ``k`` is barrel distortion (a webcam's, a wide phone lens's): straight lines bow out."""

    cx: float
    cy: float
    half: float  # half the photo's diagonal, pixels
    k: float

    @staticmethod
    def of(image_size: tuple[int, int], k: float) -> Lens:
        w, h = image_size
        return Lens((w - 1) / 2, (h - 1) / 2, math.hypot(w, h) / 2, k)

    def undistort(self, pts: NDArray[Any]) -> NDArray[Any]:
        """Photo points (N x 2) to where a pinhole camera shows them."""
        import numpy as np

        p = np.asarray(pts, np.float64)
        d = p - (self.cx, self.cy)
        r2 = np.sum(d * d, axis=-1, keepdims=True) / (self.half * self.half)
        out: NDArray[Any] = (self.cx, self.cy) + d / (1.0 + self.k * r2)
        return out

    def point(self, x: float, y: float) -> tuple[float, float]:
        """One photo point undistorted."""
        import numpy as np

        u = self.undistort(np.array([[x, y]]))[0]
        return float(u[0]), float(u[1])

    def distort(self, pts: NDArray[Any]) -> NDArray[Any]:
        """Pinhole points (N x 2) to where this lens shows them in the photo (the inverse of
        :meth:`undistort`: r_u = r / (1 + k r^2) solved for r, the root nearer r_u)."""
        import numpy as np

        p = np.asarray(pts, np.float64)
        d = p - (self.cx, self.cy)
        ru = np.sqrt(np.sum(d * d, axis=-1, keepdims=True)) / self.half
        if self.k == 0:
            return p.copy()
        disc = np.maximum(0.0, 1.0 - 4.0 * self.k * ru * ru)
        with np.errstate(divide="ignore", invalid="ignore"):
            r = np.where(ru > 1e-12, (1.0 - np.sqrt(disc)) / (2.0 * self.k * ru), 0.0)
            scale = np.where(ru > 1e-12, r / ru, 1.0)
        out: NDArray[Any] = (self.cx, self.cy) + d * scale
        return out
