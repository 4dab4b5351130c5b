"""The printed marker sheet: every figure's marker and the four board markers, named, at a
chosen size, on A4 pages (PDF, or PNG at 300 dpi), with a drawing of where the board
markers go.

The board markers are printed larger than the figures' (:data:`BOARD_MM`: a larger marker is
read from farther and at steeper angles) and the first page shows the map's outline, its
corner cells and the four board markers at their places, one free cell out (see
:func:`~tabletop_ai.photo.markers.corner_cells`), each caption saying which corner and how
far. Captions are wrapped to their box, never cut.

Drawn with Qt's painter (``QPdfWriter`` for PDF, ``QImage`` for PNG): Qt's fonts write any
figure's name, Ukrainian ones too. Without a running Qt application one is made for the
drawing, off screen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_ai.board.model import Board
from tabletop_ai.geometry import Cell, Layout
from tabletop_ai.geometry.hexgrid import HexGrid
from tabletop_ai.i18n import msg
from tabletop_ai.photo.markers import DICTIONARY, MarkerSet, PhotoError

if TYPE_CHECKING:
    from PySide6.QtGui import QImage, QPainter

#: the sheet's resolution
DPI = 300
#: board markers are printed this large unless asked otherwise (mm)
BOARD_MM = 25.0
#: figure marker sizes offered (mm)
SIZES = (10, 25)
#: the white margin round each marker, as a share of its side (the docs ask for a sixth)
MARGIN_SHARE = 0.2
#: A4, and the page's margin (mm)
PAGE_MM = (210.0, 297.0)
PAGE_MARGIN = 12.0


@dataclass(frozen=True)
class SheetItem:
    """One marker on the sheet: its id, its caption lines, its size (mm)."""

    marker: int
    lines: tuple[str, ...]
    mm: float


def corner_words() -> tuple[str, str, str, str]:
    return (
        str(msg("top left")),
        str(msg("top right")),
        str(msg("bottom right")),
        str(msg("bottom left")),
    )


def sheet_items(
    board: Board, markers: MarkerSet, size_mm: float, board_mm: float
) -> list[SheetItem]:
    """The markers of the sheet, board markers first, each with its caption."""
    from tabletop_ai.i18n.content import content_name

    names = {f.id: content_name(f.label) for f in board.figures}
    out = []
    for i, (m, corner) in enumerate(zip(markers.board, corner_words(), strict=False)):
        out.append(
            SheetItem(
                m.id,
                (
                    str(msg("Board {number} (id {id})", number=i + 1, id=m.id)),
                    str(
                        msg(
                            "{corner}: one free cell beyond the corner cell",
                            corner=corner,
                        )
                    ),
                ),
                board_mm,
            )
        )
    for fid, mid in markers.figures.items():
        out.append(SheetItem(mid, (names.get(fid, fid), str(msg("id {id}", id=mid))), size_mm))
    return out


def _qt_app() -> Any:
    """A Qt application for the painter's fonts: the running one, or one made off screen
    (a widgets application, so a window or a test may still open later in the process)."""
    import os

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        if not os.environ.get("QT_QPA_PLATFORM"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = QApplication(["tabletop-ai"])
    return app


def _marker_image(marker_id: int, px: int) -> QImage:
    import cv2
    from PySide6.QtGui import QImage

    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY))
    img = cv2.aruco.generateImageMarker(d, marker_id, px, borderBits=1)
    return QImage(
        img.data, img.shape[1], img.shape[0], img.strides[0], QImage.Format.Format_Grayscale8
    ).copy()


def write_sheet(
    board: Board,
    markers: MarkerSet,
    path: str | Path,
    size_mm: float = 15.0,
    board_mm: float = BOARD_MM,
) -> list[Path]:
    """Draw the sheet to ``path`` (``.pdf``; ``.png``: one picture per page, ``name-2.png``
    and on for the pages after the first). Returns the files written. Raises
    :class:`PhotoError` naming the file when it cannot be written or a size is out of
    range."""
    from PySide6.QtCore import QMarginsF, QRectF, Qt
    from PySide6.QtGui import (
        QColor,
        QFont,
        QFontMetricsF,
        QImage,
        QPageLayout,
        QPageSize,
        QPainter,
        QPdfWriter,
    )

    p = Path(path)
    for value in (size_mm, board_mm):
        if not SIZES[0] <= value <= 40:
            raise PhotoError(
                str(
                    msg(
                        "{file}: markers are printed from {least} to {most} mm, not {size}",
                        file=p.name,
                        least=SIZES[0],
                        most=40,
                        size=f"{value:g}",
                    )
                )
            )
    _qt_app()
    mm = DPI / 25.4
    page_w, page_h = PAGE_MM[0] * mm, PAGE_MM[1] * mm
    margin = PAGE_MARGIN * mm
    items = sheet_items(board, markers, size_mm, board_mm)
    font = QFont("DejaVu Sans")
    font.setPixelSize(int(2.6 * mm))
    small = QFont(font)
    small.setPixelSize(int(2.2 * mm))
    pages = _lay_out(items, page_w - 2 * margin, page_h - 2 * margin, mm, QFontMetricsF(font))
    pdf = p.suffix.lower() == ".pdf"
    written: list[Path] = []
    painter = QPainter()
    writer: QPdfWriter | None = None
    images: list[QImage] = []
    if pdf:
        writer = QPdfWriter(str(p))
        writer.setResolution(DPI)
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
        writer.setTitle(str(msg("Tabletop AI markers — {board}", board=board.name or "")))
        if not painter.begin(writer):
            raise PhotoError(str(msg("{file}: cannot write the PDF", file=p.name)))
    for n, page in enumerate(pages):
        if pdf:
            if n and writer is not None:
                writer.newPage()
        else:
            img = QImage(int(page_w), int(page_h), QImage.Format.Format_RGB32)
            img.setDotsPerMeterX(int(DPI / 0.0254))
            img.setDotsPerMeterY(int(DPI / 0.0254))
            img.fill(QColor("white"))
            images.append(img)
            painter.begin(img)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if n == 0:
            _draw_header(painter, board, markers, margin, page_w - 2 * margin, mm, font, small)
        for item, x, y, w, h in page:
            side = item.mm * mm
            pad = item.mm * MARGIN_SHARE * mm
            painter.setPen(QColor(190, 190, 190))
            painter.drawRect(QRectF(x, y, side + 2 * pad, side + 2 * pad))  # where to cut
            painter.drawImage(
                QRectF(x + pad, y + pad, side, side), _marker_image(item.marker, max(60, int(side)))
            )
            painter.setPen(QColor("black"))
            painter.setFont(font)
            painter.drawText(
                QRectF(x, y + side + 2 * pad + 0.8 * mm, w, h - side - 2 * pad),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                | int(Qt.TextFlag.TextWordWrap),
                "\n".join(item.lines),
            )
        if not pdf:
            painter.end()
    if pdf:
        painter.end()
        written.append(p)
        return written
    for n, img in enumerate(images, 1):  # one PNG per page: markers.png, markers-2.png, …
        out = p if n == 1 else p.with_name(f"{p.stem}-{n}{p.suffix}")
        if not img.save(str(out)):
            raise PhotoError(str(msg("{file}: cannot write the picture", file=out.name)))
        written.append(out)
    return written


#: the first page's header (title, instructions, the drawing) is this tall (mm)
HEADER_MM = 95.0


def _lay_out(
    items: list[SheetItem], width: float, height: float, mm: float, metrics: Any
) -> list[list[tuple[SheetItem, float, float, float, float]]]:
    """Each item's box on its page, row by row: (item, x, y, box width, box height) in
    pixels from the page's top-left margin; the first page starts under the header. Each
    box is as tall as its marker, margin and wrapped caption need."""
    from PySide6.QtCore import QRectF, Qt

    pages: list[list[tuple[SheetItem, float, float, float, float]]] = [[]]
    margin = PAGE_MARGIN * mm
    x, y = margin, margin + HEADER_MM * mm
    row_h = 0.0
    gap = 3 * mm
    for item in items:
        box = item.mm * (1 + 2 * MARGIN_SHARE) * mm
        w = max(box, 34 * mm)
        text = metrics.boundingRect(
            QRectF(0, 0, w, 1000 * mm),
            int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap),
            "\n".join(item.lines),
        )
        h = box + 0.8 * mm + text.height() + 1 * mm
        if x + w > margin + width:
            x, y = margin, y + row_h + gap
            row_h = 0.0
        if y + h > margin + height:
            pages.append([])
            x, y, row_h = margin, margin, 0.0
        pages[-1].append((item, x, y, w, h))
        x += w + gap
        row_h = max(row_h, h)
    return pages


def _draw_header(
    painter: QPainter,
    board: Board,
    markers: MarkerSet,
    margin: float,
    width: float,
    mm: float,
    font: Any,
    small: Any,
) -> None:
    """The title, what to do, and the drawing of the map with the board markers at their
    places (:data:`HEADER_MM` tall)."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QPen, QPolygonF

    title = QFont(font)
    title.setPixelSize(int(4.2 * mm))
    title.setBold(True)
    painter.setPen(QColor("black"))
    painter.setFont(title)
    painter.drawText(
        QRectF(margin, margin, width, 8 * mm),
        int(Qt.AlignmentFlag.AlignLeft),
        str(msg("Tabletop AI markers — {board}", board=board.name or "")),
    )
    text_w = width * 0.5
    painter.setFont(small)
    steps = [
        str(msg("Print at 100% (actual size), on matte paper.")),
        str(
            msg(
                "Cut each marker out along its grey frame: keep the white margin round the "
                "black square."
            )
        ),
        str(msg("Stick each figure's marker flat on the middle of its base.")),
        str(
            msg(
                "Lay board marker 1 beyond the map's top-left corner, 2 beyond the top "
                "right, 3 beyond the bottom right, 4 beyond the bottom left, each with one "
                "free cell between it and the corner cell, as drawn on the right. Any way "
                "round; tape them down."
            )
        ),
        str(msg("Take the photo from above or at up to 45°, all four board markers in it.")),
    ]
    painter.drawText(
        QRectF(margin, margin + 10 * mm, text_w - 4 * mm, HEADER_MM * mm - 14 * mm),
        int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap),
        "\n".join(f"{i}. {s}" for i, s in enumerate(steps, 1)),
    )
    # the drawing: the map's cells faint, the corner cells dark, the board markers as squares
    area = QRectF(margin + text_w, margin + 10 * mm, width - text_w, HEADER_MM * mm - 16 * mm)
    lay = Layout(board.grid, 1.0)
    places = {m.id: lay.cell_to_scene(m.cell) for m in markers.board}
    xs = [p[0] for p in places.values()]
    ys = [p[1] for p in places.values()]
    pad = 0.9
    x0, y0 = min(xs) - pad, min(ys) - pad
    span = max(max(xs) - x0 + pad, max(ys) - y0 + pad)
    scale = min(area.width(), area.height()) / span
    ox = area.x() + (area.width() - (max(xs) - x0 + pad) * scale) / 2
    oy = area.y() + (area.height() - (max(ys) - y0 + pad) * scale) / 2

    def pt(x: float, y: float) -> QPointF:
        return QPointF(ox + (x - x0) * scale, oy + (y - y0) * scale)

    w, h = board.grid.width, board.grid.height
    corner_cells = {Cell(0, 0), Cell(w - 1, 0), Cell(w - 1, h - 1), Cell(0, h - 1)}
    for cell in board.grid.cells():
        poly = QPolygonF([pt(*p) for p in lay.polygon(cell)])
        painter.setPen(QPen(QColor(170, 170, 170), max(1.0, 0.15 * mm)))
        painter.setBrush(QColor(90, 90, 90) if cell in corner_cells else QColor(235, 235, 235))
        painter.drawPolygon(poly)
    side = 0.9 * scale * (math.sqrt(3.0) if isinstance(board.grid, HexGrid) else 1.0)
    label = QFont(font)
    label.setPixelSize(max(int(2.4 * mm), int(side * 0.5)))
    label.setBold(True)
    painter.setFont(label)
    for i, m in enumerate(markers.board):
        c = pt(*places[m.id])
        painter.setPen(QPen(QColor("black"), max(1.0, 0.2 * mm)))
        painter.setBrush(QColor("black"))
        r = QRectF(c.x() - side / 2, c.y() - side / 2, side, side)
        painter.drawRect(r)
        painter.setPen(QColor("white"))
        painter.drawText(r, int(Qt.AlignmentFlag.AlignCenter), str(i + 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setFont(small)
    painter.setPen(QColor(60, 60, 60))
    painter.drawText(
        QRectF(area.x(), area.bottom() + 1 * mm, area.width(), 5 * mm),
        int(Qt.AlignmentFlag.AlignHCenter),
        str(msg("the map (its corner cells dark) and board markers 1-4, one free cell out")),
    )
