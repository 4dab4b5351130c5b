"""The two graphics items that paint a :class:`~tabletop_ai.ui.plan_drawing.PlanDrawing`:
an underlay below the figures (reachable area, tied alternatives, end cells) and an overlay
above them (numbered paths with arrows, sight lines)."""

from __future__ import annotations

import itertools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabletop_ai.geometry import Cell, Layout
from tabletop_ai.ui import style
from tabletop_ai.ui.plan_drawing import FigureDrawing, PlanDrawing
from tabletop_ai.ui.units import cell_unit


class _PlanItem(QGraphicsItem):
    def __init__(self, layout: Layout) -> None:
        super().__init__()
        self.layout = layout
        self.drawing: PlanDrawing | None = None
        x, y, w, h = layout.scene_rect()
        self._rect = QRectF(x, y, w, h)

    def set_drawing(self, drawing: PlanDrawing | None, layout: Layout) -> None:
        self.prepareGeometryChange()
        self.layout = layout
        x, y, w, h = layout.scene_rect()
        self._rect = QRectF(x, y, w, h)
        self.drawing = drawing
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def _poly(self, cell: Cell) -> QPolygonF:
        return QPolygonF([QPointF(x, y) for x, y in self.layout.polygon(cell)])

    def _any_selected(self) -> bool:
        return self.drawing is not None and any(f.selected for f in self.drawing.figures)

    def _footprint(self, fd: FigureDrawing, cell: Cell) -> list[Cell]:
        w, h = fd.size
        return [Cell(cell.x + dx, cell.y + dy) for dy in range(h) for dx in range(w)]


class PlanUnderlay(_PlanItem):
    """Reachable area (faint), alternatives (dashed), end cells (solid outline), sight lines
    (under the tokens, so the target's label stays readable)."""

    def __init__(self, layout: Layout) -> None:
        super().__init__(layout)
        self.setZValue(5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.drawing is None:
            return
        s = cell_unit(self.layout)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for fd in self.drawing.figures:
            if fd.reachable:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(style.REACH)
                for c in fd.reachable:
                    painter.drawPolygon(self._poly(c))
        focus = self._any_selected()
        for fd in self.drawing.figures:
            strong = fd.selected or not focus
            if fd.highlight:
                painter.setPen(QPen(style.SIGHT, s * 0.05, Qt.PenStyle.DotLine))
                painter.setBrush(QColor(224, 49, 49, 40))
                for c in fd.highlight:
                    painter.drawPolygon(self._poly(c))
            pen = QPen(style.ALTERNATIVE if strong else style.PATH_DIM, s * 0.06,
                       Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(QColor(255, 179, 71, 50 if strong else 20))
            for alt in fd.alternatives:
                for c in self._footprint(fd, alt):
                    painter.drawPolygon(_shrunk(self._poly(c), 0.12))
            for p0, p1 in fd.sight_lines:
                painter.setPen(QPen(style.SIGHT if strong else QColor(224, 49, 49, 90),
                                    s * 0.05, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                painter.drawLine(QPointF(*p0), QPointF(*p1))
                painter.setBrush(style.SIGHT)
                painter.drawEllipse(QPointF(*p0), s * 0.05, s * 0.05)
                painter.drawEllipse(QPointF(*p1), s * 0.05, s * 0.05)
            if fd.end is not None and fd.path and fd.end != fd.path[0]:
                painter.setPen(QPen(style.END if strong else style.PATH_DIM, s * 0.09))
                painter.setBrush(QColor(255, 140, 0, 70 if strong else 25))
                for c in self._footprint(fd, fd.end):
                    painter.drawPolygon(_shrunk(self._poly(c), 0.06))


class PlanOverlay(_PlanItem):
    """Numbered path with arrows."""

    def __init__(self, layout: Layout) -> None:
        super().__init__(layout)
        self.setZValue(20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.drawing is None:
            return
        s = cell_unit(self.layout)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        focus = self._any_selected()
        order = sorted(self.drawing.figures, key=lambda f: f.selected)  # selected on top
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(1, int(s * 0.24)))
        painter.setFont(font)
        r = s * 0.16
        # every shaft first, then every numbered disc: no arrow ever hides a number
        for fd in order:
            colour = style.PATH if fd.selected or not focus else style.PATH_DIM
            pts = [QPointF(*p) for p in fd.points]
            for i, (a, b) in enumerate(itertools.pairwise(pts)):
                _arrow(painter, a, b, colour, s, s * 0.4 if i == 0 else r, r)
        for fd in order:
            colour = style.PATH if fd.selected or not focus else style.PATH_DIM
            pts = [QPointF(*p) for p in fd.points]
            for i, p in enumerate(pts[1:], start=1):
                painter.setPen(QPen(QColor("#ffffff"), s * 0.03))
                painter.setBrush(colour)
                painter.drawEllipse(p, r, r)
                painter.setPen(QColor("#1a1a1a"))
                painter.drawText(QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r),
                                 Qt.AlignmentFlag.AlignCenter, str(i))
            if fd.destroyed and pts:
                # no legal retreat: a red cross over the figure where it ends
                c = pts[-1]
                d = s * 0.34
                painter.setPen(QPen(style.SIGHT, s * 0.1, Qt.PenStyle.SolidLine,
                                    Qt.PenCapStyle.RoundCap))
                painter.drawLine(c + QPointF(-d, -d), c + QPointF(d, d))
                painter.drawLine(c + QPointF(-d, d), c + QPointF(d, -d))


def _shrunk(poly: QPolygonF, frac: float) -> QPolygonF:
    pts = [poly.at(i) for i in range(poly.size())]
    c = QPointF(sum(p.x() for p in pts) / len(pts), sum(p.y() for p in pts) / len(pts))
    return QPolygonF([c + (p - c) * (1.0 - frac) for p in pts])


def _arrow(painter: QPainter, a: QPointF, b: QPointF, colour: QColor, s: float,
           gap: float, r: float) -> None:
    """A shaft from ``gap`` after ``a`` (the token or the previous disc) to the disc at
    ``b`` (radius ``r``), with a head at ``b``."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy)
    if length < 1e-6:
        return
    ux, uy = dx / length, dy / length
    start = QPointF(a.x() + ux * gap, a.y() + uy * gap)
    tip = QPointF(b.x() - ux * r, b.y() - uy * r)
    painter.setPen(QPen(colour, s * 0.08, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(start, tip)
    head = s * 0.2
    left = QPointF(tip.x() - ux * head - uy * head * 0.6, tip.y() - uy * head + ux * head * 0.6)
    right = QPointF(tip.x() - ux * head + uy * head * 0.6, tip.y() - uy * head - ux * head * 0.6)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(colour))
    painter.drawPolygon(QPolygonF([tip, left, right]))
