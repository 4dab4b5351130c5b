"""Synthetic table photos with known answers: the tests and
``benchmarks/photo_accuracy.py`` measure the detector on them.

A photo is made the way a player would take one: the board seen from above (cells in their
terrain colours, figure tokens, and the printed markers — one on each figure's base, slightly
off centre and turned at random, four on the corner cells), then a camera tilted by up to
``angle`` degrees and turned at random, blur, sensor noise, a brightness gradient (a lamp on
one side) and fingers over some markers. Every figure's true cell is known.

Needs OpenCV and NumPy (the ``camera`` extra).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop_ai.board.model import Board
from tabletop_ai.geometry import Cell, Layout
from tabletop_ai.photo.markers import DICTIONARY, MarkerSet, marker_set

if TYPE_CHECKING:
    from numpy.typing import NDArray

TERRAIN_BGR = {
    "open": (215, 225, 230),
    "difficult": (120, 170, 200),
    "blocking": (60, 60, 60),
    "void": (20, 20, 20),
    "hazard": (90, 90, 200),
}


@dataclass(frozen=True)
class Shot:
    """How a synthetic photo is taken."""

    angle: float = 30.0  # camera tilt from straight down, degrees
    turn: float = 0.0  # camera turn about the vertical, degrees
    blur: float = 0.8  # Gaussian blur sigma, pixels
    noise: float = 4.0  # sensor noise sigma, grey levels
    gradient: float = 0.35  # brightness falls by this share across the photo
    occluded: float = 0.0  # share of figure markers partly covered
    cover: float = 0.25  # how much of a covered marker is covered
    size: tuple[int, int] = (1920, 1080)
    marker_share: float = 0.7  # a figure marker's side, as a share of a cell
    board_marker_share: float = 1.0  # a board marker's side, as a share of a cell
    offset: float = 0.12  # how far a marker sits from its base's centre (cells)
    #: one board marker set down off its place: (its number 1-4, right, down), in cells
    board_off: tuple[int, float, float] | None = None
    #: a finger over one board marker: (its number 1-4, the share of its side it reaches in)
    board_cover: tuple[int, float] | None = None
    #: radial lens distortion: a photo point at radius r from its middle (a share of half
    #: the photo's diagonal) shows what a pinhole camera shows at (1 + lens r^2) times that
    #: radius (positive: barrel, as a webcam's or a wide phone lens's; negative: pincushion)
    lens: float = 0.0


def _marker_patch(cv2: Any, mid: int, side: int) -> NDArray[Any]:
    """A marker with its white quiet zone, ``side`` pixels in all."""
    dictionary = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY))
    inner = max(12, int(side * 0.75))
    img = cv2.aruco.generateImageMarker(dictionary, mid, inner, borderBits=1)
    pad = (side - inner) // 2
    out: NDArray[Any] = cv2.copyMakeBorder(
        img, pad, side - inner - pad, pad, side - inner - pad, cv2.BORDER_CONSTANT, value=255
    )
    return out


def _paste(
    cv2: Any, canvas: NDArray[Any], patch: NDArray[Any], cx: float, cy: float, rot: float
) -> None:
    """Paste a grey patch centred on (cx, cy), turned by ``rot`` degrees (white outside)."""
    import numpy as np

    h, w = patch.shape[:2]
    m = cv2.getRotationMatrix2D((w / 2, h / 2), rot, 1.0)
    m[0, 2] += cx - w / 2
    m[1, 2] += cy - h / 2
    ch, cw = canvas.shape[:2]
    mask = cv2.warpAffine(np.full((h, w), 255, np.uint8), m, (cw, ch))
    warped = cv2.warpAffine(patch, m, (cw, ch), borderValue=255)
    canvas[mask > 127] = np.stack([warped] * 3, axis=-1)[mask > 127]


def top_view_margin(board: Board, cell_px: float) -> float:
    """How far the top view reaches beyond the map (pixels): past the board markers, which
    lie :data:`~tabletop_ai.photo.markers.CLEARANCE` cells out, by most of a cell."""
    from tabletop_ai.geometry.hexgrid import HexGrid
    from tabletop_ai.photo.markers import CLEARANCE

    width = math.sqrt(3.0) if isinstance(board.grid, HexGrid) else 1.0
    return float(cell_px) * width * (CLEARANCE + 0.9)


def top_view(
    board: Board,
    cell_px: int,
    rng: Any,
    shot: Shot,
    markers: MarkerSet | None = None,
    background: NDArray[Any] | None = None,
) -> tuple[NDArray[Any], dict[str, tuple[float, float]]]:
    """The board from straight above: the image and each marker's centre in it."""
    import cv2
    import numpy as np

    ms = markers or marker_set(board)
    layout = Layout(board.grid, float(cell_px), margin=top_view_margin(board, cell_px))
    _x, _y, w, h = layout.scene_rect()
    if background is not None:
        img = cv2.resize(background, (int(w), int(h)))
    else:
        img = np.full((int(h), int(w), 3), 245, np.uint8)
        for cell in board.grid.cells():
            poly = np.array(layout.polygon(cell), np.int32)
            cv2.fillPoly(img, [poly], TERRAIN_BGR.get(board.kind_at(cell), (200, 200, 200)))
            cv2.polylines(img, [poly], True, (150, 150, 150), 1)
    centres: dict[str, tuple[float, float]] = {}
    side = int(cell_px * shot.marker_share)
    for number, m in enumerate(ms.board, 1):  # printed a cell large (they stand off the map)
        cx, cy = layout.cell_to_scene(m.cell)
        if shot.board_off is not None and shot.board_off[0] == number:
            cx += shot.board_off[1] * cell_px
            cy += shot.board_off[2] * cell_px
        bside = int(cell_px * shot.board_marker_share)
        _paste(cv2, img, _marker_patch(cv2, m.id, bside), cx, cy, 0.0)
        centres[f"board:{m.id}"] = (cx, cy)
        if shot.board_cover is not None and shot.board_cover[0] == number:
            # a finger from the upper left, its tip the given share of the diagonal in
            tip = bside * (shot.board_cover[1] - 0.5)
            fx, fy = cx + tip - bside * 0.75 / math.sqrt(2), cy + tip - bside * 0.75 / math.sqrt(2)
            axes = (int(bside * 0.75), int(bside * 0.3))
            cv2.ellipse(img, (int(fx), int(fy)), axes, 45.0, 0, 360, (140, 170, 215), -1)
    for f in board.figures:
        cx, cy = layout.cell_to_scene(f.at)
        cx += (f.size[0] - 1) * cell_px / 2
        cy += (f.size[1] - 1) * cell_px / 2
        radius = int(cell_px * 0.45 * min(f.size))
        cv2.circle(
            img, (int(cx), int(cy)), radius, (40, 40, 160) if f.side == "ai" else (160, 90, 40), -1
        )
        ox, oy = rng.uniform(-shot.offset, shot.offset, 2) * cell_px
        _paste(
            cv2,
            img,
            _marker_patch(cv2, ms.figures[f.id], side),
            cx + ox,
            cy + oy,
            float(rng.uniform(0, 360)),
        )
        centres[f.id] = (cx + ox, cy + oy)
    return img, centres


def camera(src_w: float, src_h: float, shot: Shot) -> NDArray[Any]:
    """The homography of a camera tilted by ``shot.angle`` and turned by ``shot.turn``,
    framing a ``src_w`` x ``src_h`` top view in a photo of ``shot.size``."""
    import cv2
    import numpy as np

    t, r = math.radians(shot.angle), math.radians(shot.turn)
    corners = np.array([[0, 0], [src_w, 0], [src_w, src_h], [0, src_h]], np.float64)
    pts = corners - [src_w / 2, src_h / 2]
    # turn about the vertical, then tilt about the photo's horizontal axis: a pinhole camera
    cr, sr = math.cos(r), math.sin(r)
    pts = pts @ np.array([[cr, -sr], [sr, cr]]).T
    dist = 1.6 * max(src_w, src_h)
    proj = []
    for x, y in pts:
        yc, zc = y * math.cos(t), dist + y * math.sin(t)
        proj.append((x * dist / zc, yc * dist / zc))
    proj_a = np.array(proj)
    proj_a -= proj_a.min(axis=0)
    pw, ph = shot.size
    scale = 0.9 * min(pw / proj_a[:, 0].max(), ph / proj_a[:, 1].max())
    proj_a = proj_a * scale + [
        (pw - proj_a[:, 0].max() * scale) / 2,
        (ph - proj_a[:, 1].max() * scale) / 2,
    ]
    h: NDArray[Any] = cv2.getPerspectiveTransform(
        corners.astype(np.float32), proj_a.astype(np.float32)
    )
    return h


#: draws the board from straight above: (board, pixels per cell, random generator, shot,
#: markers, background) -> (the BGR picture, each marker's centre in it); :func:`top_view`
#: here, ``tabletop_ai.ui.capture.photo_render.qt_top_view`` with the app's own painter
TopView = Callable[
    [Board, int, Any, Shot, "MarkerSet | None", "NDArray[Any] | None"],
    "tuple[NDArray[Any], dict[str, tuple[float, float]]]",
]


def photo(
    board: Board,
    shot: Shot,
    seed: int = 0,
    cell_px: int | None = None,
    background: NDArray[Any] | None = None,
    render: TopView | None = None,
) -> tuple[NDArray[Any], dict[str, Cell]]:
    """A synthetic photo of ``board`` and each figure's true cell. ``render`` draws the
    board from above (:func:`top_view`, with OpenCV, when None)."""
    import cv2
    import numpy as np

    rng = np.random.default_rng(seed)
    if cell_px is None:  # about as large as a phone photo of the whole board makes a cell
        cell_px = int(
            max(40, min(140, 2.2 * shot.size[0] / max(board.grid.width + 2, board.grid.height + 2)))
        )
    top, centres = (render or top_view)(board, cell_px, rng, shot, None, background)
    # fingers: a skin-coloured blob over part of some figure markers
    side = cell_px * shot.marker_share
    for f in board.figures:
        if rng.random() < shot.occluded:
            cx, cy = centres[f.id]
            ang = rng.uniform(0, 2 * math.pi)
            reach = side * (0.5 - shot.cover) * 1.6
            fx, fy = (
                cx + math.cos(ang) * (side / 2 + reach),
                cy + math.sin(ang) * (side / 2 + reach),
            )
            axes = (int(side * 0.55), int(side * 0.3))
            cv2.ellipse(
                top, (int(fx), int(fy)), axes, math.degrees(ang), 0, 360, (140, 170, 215), -1
            )
    h = camera(top.shape[1], top.shape[0], shot)
    out = cv2.warpPerspective(top, h, shot.size, borderValue=(70, 90, 110))
    if shot.lens:
        out = _distort(cv2, np, out, shot.lens)
    pw = shot.size[0]
    ramp = np.linspace(1.0, 1.0 - shot.gradient, pw, dtype=np.float32)[None, :, None]
    out = out.astype(np.float32) * ramp
    if shot.blur > 0:
        out = cv2.GaussianBlur(out, (0, 0), shot.blur)
    if shot.noise > 0:
        out += rng.standard_normal(out.shape, dtype=np.float32) * np.float32(shot.noise)
    img = np.clip(out, 0, 255).astype(np.uint8)
    truth = {f.id: f.at for f in board.figures}
    return img, truth


def _distort(cv2: Any, np: Any, img: NDArray[Any], k: float) -> NDArray[Any]:
    """``img`` as seen through a lens with radial distortion ``k`` (see :attr:`Shot.lens`)."""
    h, w = img.shape[:2]
    cx, cy = (w - 1) / 2, (h - 1) / 2
    half = math.hypot(w, h) / 2
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    dx, dy = xs - cx, ys - cy
    g = 1.0 + np.float32(k) * (dx * dx + dy * dy) / np.float32(half * half)
    out: NDArray[Any] = cv2.remap(
        img, cx + dx * g, cy + dy * g, cv2.INTER_LINEAR, borderValue=(70, 90, 110)
    )
    return out


def score(board: Board, truth: dict[str, Cell], moves: dict[str, Cell]) -> tuple[int, int]:
    """(figures placed on their true cell, figures in all)."""
    return sum(1 for fid, cell in truth.items() if moves.get(fid) == cell), len(truth)
