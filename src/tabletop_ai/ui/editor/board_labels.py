"""Column and row numbers on the board's edges, so a plan's ``[x,y]`` can be found on the
map (square and hex, any offset layout). Drawn in the half-cell margin round the map, above
the top row and left of the first column; toggled from View → Coordinates."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabletop_ai.geometry import Cell, Layout
from tabletop_ai.ui.editor.units import cell_unit

LABEL_COLOUR = QColor("#e9ecef")


def coordinate_labels(layout: Layout) -> list[tuple[str, QPointF]]:
    """``(text, scene point)`` of every column number (above the top row) and row number
    (left of the first column): x for columns, y for rows, as plans write ``[x,y]``."""
    g = layout.grid
    s = cell_unit(layout)
    out: list[tuple[str, QPointF]] = []
    for x in range(g.width):
        cx, _cy = layout.cell_to_scene(Cell(x, 0))
        top = min(py for _px, py in layout.polygon(Cell(x, 0)))
        out.append((str(x), QPointF(cx, top - s * 0.22)))
    for y in range(g.height):
        _cx, cy = layout.cell_to_scene(Cell(0, y))
        left = min(px for px, _py in layout.polygon(Cell(0, y)))
        out.append((str(y), QPointF(left - s * 0.22, cy)))
    return out


def _font(layout: Layout) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, int(cell_unit(layout) * 0.26)))
    return font


def coordinate_boxes(layout: Layout) -> list[QRectF]:
    """Where each number of :func:`coordinate_labels` is written (its text's box, in scene
    coordinates): what a label drawn over the map keeps off."""
    metrics = QFontMetricsF(_font(layout))
    out = []
    for text, p in coordinate_labels(layout):
        w, h = metrics.horizontalAdvance(text), metrics.height()
        out.append(QRectF(p.x() - w / 2, p.y() - h / 2, w, h))
    return out


class CoordinateLabels(QGraphicsItem):
    """The numbers of :func:`coordinate_labels`, under the figures and the plan."""

    def __init__(self, layout: Layout) -> None:
        super().__init__()
        self.setZValue(2)
        self.set_layout(layout)

    def set_layout(self, layout: Layout) -> None:
        self.prepareGeometryChange()
        self.layout = layout
        self.labels = coordinate_labels(layout)
        x, y, w, h = layout.scene_rect()
        self._rect = QRectF(x, y, w, h)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        s = cell_unit(self.layout)
        painter.setFont(_font(self.layout))
        painter.setPen(LABEL_COLOUR)
        half = s * 0.4
        for text, p in self.labels:
            painter.drawText(
                QRectF(p.x() - half, p.y() - half, 2 * half, 2 * half),
                Qt.AlignmentFlag.AlignCenter,
                text,
            )
