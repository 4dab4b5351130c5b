"""The synthetic table photos' board, drawn by the app's own painter: the map by
:class:`~tabletop_ai.ui.editor.map_painter.MapPainter` (terrain colours and patterns, grid, walls,
doors, points), each figure by its :class:`~tabletop_ai.ui.editor.figure_item.FigureItem` token,
and on it the figure's printed marker (slightly off centre, turned at random), with the four
board markers beyond the map's corners, on an offscreen ``QImage``.

:func:`qt_top_view` has the signature of :func:`tabletop_ai.photo.synthetic.top_view` (the
OpenCV drawing the headless core tests use); pass it as ``render=`` to
:func:`tabletop_ai.photo.synthetic.photo`. The camera, blur, noise, light and fingers are
the same for both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from tabletop_ai.board.model import Board
from tabletop_ai.geometry import Layout
from tabletop_ai.photo.markers import MarkerSet, marker_set
from tabletop_ai.photo.synthetic import top_view_margin
from tabletop_ai.ui.editor.figure_item import FigureItem, footprint_center
from tabletop_ai.ui.editor.map_painter import MapPainter

if TYPE_CHECKING:
    from numpy.typing import NDArray

    from tabletop_ai.photo.synthetic import Shot

#: the table round the map (a wooden table top)
TABLE = QColor("#8b6b4a")

_app: QGuiApplication | None = None


def _ensure_app() -> None:
    """QPainter on a QImage draws text only with a GUI application (the benchmark has none)."""
    global _app
    if QGuiApplication.instance() is None:
        _app = QGuiApplication([])


def to_qimage(gray_or_bgr: NDArray[Any]) -> QImage:
    """A NumPy picture (grey, or BGR as OpenCV keeps it) as a QImage (a copy)."""
    fmt = QImage.Format.Format_Grayscale8 if gray_or_bgr.ndim == 2 else QImage.Format.Format_BGR888
    return QImage(
        gray_or_bgr.data, gray_or_bgr.shape[1], gray_or_bgr.shape[0], gray_or_bgr.strides[0], fmt
    ).copy()


def to_array(image: QImage) -> NDArray[Any]:
    """A QImage as a BGR NumPy picture (a copy)."""
    import numpy as np

    img = image.convertToFormat(QImage.Format.Format_BGR888)
    w, h, line = img.width(), img.height(), img.bytesPerLine()
    buf = np.frombuffer(img.constBits(), np.uint8, count=line * h).reshape(h, line)
    out: NDArray[Any] = buf[:, : w * 3].reshape(h, w, 3).copy()
    return out


def qt_top_view(
    board: Board,
    cell_px: int,
    rng: Any,
    shot: Shot,
    markers: MarkerSet | None = None,
    background: NDArray[Any] | None = None,
) -> tuple[NDArray[Any], dict[str, tuple[float, float]]]:
    """The board from straight above as the window draws it, with the printed markers: the
    picture (BGR) and each marker's centre in it (``"board:<id>"`` for the board markers)."""
    import cv2

    from tabletop_ai.photo.synthetic import _marker_patch

    _ensure_app()
    ms = markers or marker_set(board)
    layout = Layout(board.grid, float(cell_px), margin=top_view_margin(board, cell_px))
    _x, _y, w, h = layout.scene_rect()
    image = QImage(int(w), int(h), QImage.Format.Format_RGB32)
    image.fill(TABLE)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    if background is not None:
        p.drawImage(QRectF(0, 0, w, h), to_qimage(background))
    mp = MapPainter(board, layout)
    if background is not None:
        mp.fill_alpha = 90
    # the printed map: the app's own drawing of terrain, grid, walls, doors and points
    mp.paint_cells(p, list(board.grid.cells()))
    centres: dict[str, tuple[float, float]] = {}
    option = QStyleOptionGraphicsItem()

    def paste(mid: int, side: int, cx: float, cy: float, rot: float) -> None:
        patch = to_qimage(_marker_patch(cv2, mid, side))
        p.save()
        p.translate(cx, cy)
        p.rotate(rot)
        p.drawImage(QRectF(-side / 2, -side / 2, side, side), patch)
        p.restore()

    for m in ms.board:  # board markers are printed a cell large (they lie off the map)
        cx, cy = layout.cell_to_scene(m.cell)
        paste(m.id, int(cell_px * shot.board_marker_share), cx, cy, 0.0)
        centres[f"board:{m.id}"] = (cx, cy)
    side = int(cell_px * shot.marker_share)
    for f in board.figures:
        item = FigureItem(f, layout)
        centre = footprint_center(layout, f)
        p.save()
        p.translate(centre)
        item.paint(p, option, None)
        p.restore()
        ox, oy = rng.uniform(-shot.offset, shot.offset, 2) * cell_px
        at = centre + QPointF(float(ox), float(oy))
        paste(ms.figures[f.id], side, at.x(), at.y(), float(rng.uniform(0, 360)))
        centres[f.id] = (at.x(), at.y())
    p.end()
    return to_array(image), centres
