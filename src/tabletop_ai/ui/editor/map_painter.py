"""Paints the static map (terrain, grid, walls, doors, edge terrain, points) for the view's
``drawBackground``: only the cells inside the exposed rectangle, found by maths.

Square and hex maps go through the same code: every position comes from the
:class:`~tabletop_ai.geometry.Layout` (Tiled's one renderer interface).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPen, QPolygonF

from tabletop_ai.board import Board, MapPoint
from tabletop_ai.engine.rules import PointKind
from tabletop_ai.geometry import Cell, Edge, Layout
from tabletop_ai.rulesets import rules_of
from tabletop_ai.ui.editor import style
from tabletop_ai.ui.editor.units import cell_unit
from tabletop_ai.ui.texts import translate

#: draw from the overview picture when more cells than this are exposed ...
OVERVIEW_CELLS = 2500
#: ... and a cell is smaller than this on screen (also the picture's pixels per cell)
OVERVIEW_PIXELS = 16.0


def cells_in_rect(layout: Layout, rect: QRectF) -> list[Cell]:
    """The on-map cells whose outline may meet ``rect`` (a slightly generous set)."""
    g = layout.grid
    x0, y0, w, h = layout.scene_rect()
    left = max(rect.left(), x0 + 0.01)
    right = min(rect.right(), x0 + w - 0.01)
    top = max(rect.top(), y0 + 0.01)
    bottom = min(rect.bottom(), y0 + h - 0.01)
    if left > right or top > bottom:
        return []
    cols, rows = [], []
    for px in (left, right):
        for py in (top, bottom):
            c = _nearest_cell(layout, px, py)
            cols.append(c.x)
            rows.append(c.y)
    c0, c1 = max(0, min(cols) - 1), min(g.width - 1, max(cols) + 1)
    r0, r1 = max(0, min(rows) - 1), min(g.height - 1, max(rows) + 1)
    return [Cell(x, y) for y in range(r0, r1 + 1) for x in range(c0, c1 + 1)]


def _nearest_cell(layout: Layout, x: float, y: float) -> Cell:
    g = layout.grid
    c = layout.scene_to_cell(x, y)
    if c is not None:
        return c
    # inside the map's bounding box but off a ragged hex edge: estimate by proportion
    _x0, _y0, w, h = layout.scene_rect()
    m = layout.margin
    fx = (x - m) / max(w - 2 * m, 1.0)
    fy = (y - m) / max(h - 2 * m, 1.0)
    return Cell(
        min(g.width - 1, max(0, int(fx * g.width))), min(g.height - 1, max(0, int(fy * g.height)))
    )


class MapPainter:
    """Draws one board through one layout. Cell outlines are computed once and reused."""

    def __init__(self, board: Board, layout: Layout) -> None:
        self.board = board
        self.layout = layout
        self._polys: dict[Cell, QPolygonF] = {}
        self.unit = cell_unit(layout)
        self._overview: QImage | None = None
        #: drawn after the background, under the cells (the map picture, ui/capture/map_picture.py)
        self.under: Callable[[QPainter, QRectF], None] | None = None
        #: with a picture under the cells: open cells are not filled, others see-through
        self.fill_alpha: int | None = None

    def polygon(self, cell: Cell) -> QPolygonF:
        p = self._polys.get(cell)
        if p is None:
            p = QPolygonF([QPointF(x, y) for x, y in self.layout.polygon(cell)])
            self._polys[cell] = p
        return p

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the part of the map inside ``rect`` (scene coordinates).

        Zoomed out over many cells (each a few pixels on screen), a picture of the whole map
        drawn once is scaled instead: the same drawing, without re-drawing thousands of
        cells at every zoom step."""
        painter.fillRect(rect, style.BACKGROUND)
        if self.under is not None:
            self.under(painter, rect)
        on_screen = self.unit * painter.worldTransform().m11()
        # how many cells are exposed, from the area (not by listing the cells)
        exposed = rect.intersected(QRectF(*self.layout.scene_rect()))
        many = exposed.width() * exposed.height() > OVERVIEW_CELLS * self.unit * self.unit
        if many and on_screen < OVERVIEW_PIXELS:
            image = self.overview()
            scale = image.width() / self.layout.scene_rect()[2]
            source = QRectF(
                rect.x() * scale, rect.y() * scale, rect.width() * scale, rect.height() * scale
            )
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.drawImage(rect, image, source)
            return
        cells = cells_in_rect(self.layout, rect)
        if cells:
            self.paint_cells(painter, cells)

    def paint_cells(self, painter: QPainter, cells: list[Cell]) -> None:
        self._paint_terrain(painter, cells)
        self._paint_edges(painter, set(cells))
        self._paint_points(painter, set(cells))

    def overview(self) -> QImage:
        """The whole map drawn once at :data:`OVERVIEW_PIXELS` per cell."""
        if self._overview is None:
            _x, _y, w, h = self.layout.scene_rect()
            scale = OVERVIEW_PIXELS / self.unit
            image = QImage(
                max(1, int(w * scale)),
                max(1, int(h * scale)),
                QImage.Format.Format_ARGB32_Premultiplied,
            )
            image.fill(style.BACKGROUND if self.under is None else Qt.GlobalColor.transparent)
            p = QPainter(image)
            p.scale(scale, scale)
            self.paint_cells(p, list(self.layout.grid.cells()))
            p.end()
            self._overview = image
        return self._overview

    def _paint_terrain(self, painter: QPainter, cells: list[Cell]) -> None:
        b = self.board
        size = self.unit
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        by_kind: dict[str, list[Cell]] = {}
        for c in cells:
            by_kind.setdefault(b.terrain.get(c, "open"), []).append(c)
        grid_pen = QPen(style.GRID_LINE, max(1.0, size / 48.0))
        grid_pen.setCosmetic(False)
        for kind, group in by_kind.items():
            if kind == "void" and self.fill_alpha is None:
                continue
            fill, pattern = style.TERRAIN.get(kind, style.TERRAIN["open"])
            if self.fill_alpha is not None:
                fill = QColor(fill)
                fill.setAlpha(0 if kind == "open" else self.fill_alpha)
            painter.setPen(grid_pen if kind != "void" else Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(fill))
            for c in group:
                painter.drawPolygon(self.polygon(c))
            if pattern is not None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QBrush(style.PATTERN_COLOUR, pattern))
                for c in group:
                    painter.drawPolygon(self.polygon(c))

    def _edge_line(self, e: Edge) -> tuple[QPointF, QPointF]:
        (x0, y0), (x1, y1) = self.layout.edge_to_scene(e.a, e.b)
        return QPointF(x0, y0), QPointF(x1, y1)

    def _paint_edges(self, painter: QPainter, visible: set[Cell]) -> None:
        b = self.board
        size = self.unit
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        wall = QPen(style.WALL, size * 0.12, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(wall)
        for e in b.walls:
            if e.a in visible or e.b in visible:
                painter.drawLine(*self._edge_line(e))
        for f in b.edges:
            if not (f.between.a in visible or f.between.b in visible):
                continue
            if f.kind == "impassable":
                pen = QPen(
                    style.EDGE_IMPASSABLE, size * 0.1, Qt.PenStyle.DashLine, Qt.PenCapStyle.FlatCap
                )
            else:
                pen = QPen(
                    style.EDGE_BLOCKING, size * 0.14, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap
                )
            painter.setPen(pen)
            painter.drawLine(*self._edge_line(f.between))
        for d in b.doors:
            if not (d.between.a in visible or d.between.b in visible):
                continue
            p0, p1 = self._edge_line(d.between)
            self._paint_door(painter, p0, p1, d.open)

    def _paint_door(self, painter: QPainter, p0: QPointF, p1: QPointF, is_open: bool) -> None:
        size = self.unit
        if is_open:
            # an open door: the frame ends only, with a thin swing line between them
            painter.setPen(
                QPen(style.DOOR, size * 0.14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
            )
            d = p1 - p0
            painter.drawLine(p0, p0 + d * 0.15)
            painter.drawLine(p1 - d * 0.15, p1)
            painter.setPen(QPen(style.DOOR, size * 0.04, Qt.PenStyle.DashLine))
            painter.drawLine(p0 + d * 0.15, p1 - d * 0.15)
        else:
            painter.setPen(
                QPen(style.DOOR, size * 0.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
            )
            painter.drawLine(p0, p1)
            painter.setPen(QPen(QColor("#f5d7a1"), size * 0.05))
            d = p1 - p0
            painter.drawLine(p0 + d * 0.2, p1 - d * 0.2)

    def _paint_points(self, painter: QPainter, visible: set[Cell]) -> None:
        size = self.unit
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(1, int(size * 0.24)))
        painter.setFont(font)
        rules = rules_of(self.board)
        for pt in self.board.points:
            if pt.at not in visible:
                continue
            kind = rules.point_kind(pt.kind)
            colour, letter = point_look(self.board, pt)
            # an inner outline in the point's colour (seen even under a token) and a
            # lettered badge in the upper left
            painter.setPen(QPen(colour, size * 0.06, Qt.PenStyle.SolidLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(_inset(self.polygon(pt.at), 0.1))
            cx, cy = self.layout.cell_to_scene(pt.at)
            r = size * 0.14
            centre = QPointF(cx - size * 0.27, cy - size * 0.27)
            painter.setPen(QPen(QColor("#ffffff"), size * 0.025))
            painter.setBrush(colour)
            painter.drawEllipse(centre, r, r)
            painter.setPen(style.text_colour_on(colour))
            painter.drawText(
                QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
                Qt.AlignmentFlag.AlignCenter,
                letter,
            )
            if kind is not None and (kind.flips or kind.caption is not None):
                self._paint_caption(painter, pt, kind, cx, cy, font)

    def _paint_caption(
        self, painter: QPainter, pt: MapPoint, kind: PointKind, cx: float, cy: float, font: QFont
    ) -> None:
        """Under the marker: the words the kind declares for this point (e.g. a location's
        bonuses) and, for a kind that turns over, whether it is active or turned over."""
        size = self.unit
        words = kind.caption(pt) if kind.caption is not None else ""
        active = pt.active is not False
        lines = [words] if words else []
        if kind.flips:
            lines.append(
                translate("map_painter", "active")
                if active
                else translate("map_painter", "flipped")
            )
        small = QFont(font)
        small.setPixelSize(max(1, int(size * 0.17)))
        painter.setFont(small)
        box = QRectF(cx - size * 0.45, cy - size * 0.05, size * 0.9, size * 0.42)
        painter.setPen(QColor("#212529") if active else QColor("#868e96"))
        painter.drawText(
            box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, "\n".join(lines)
        )
        painter.setFont(font)


def point_look(board: Board, pt: MapPoint) -> tuple[QColor, str]:
    """A map point's marker colour and letter: its kind's as the board's rule set declares
    it (a kind it does not read: "?"), a point's own look (e.g. a hazard), its side's
    colour for a side's base, grey when turned over."""
    rules = rules_of(board)
    kind = rules.point_kind(pt.kind)
    colour, letter = style.POINT_OTHER
    if kind is not None:
        colour, letter = QColor(kind.colour), kind.letter
        look = kind.look(pt) if kind.look is not None else None
        if look is not None:  # this point looks different (e.g. a hazard)
            colour, letter = QColor(look[0]), look[1]
    if pt.side is not None:  # a side's base: the side's colour
        colour = style.AI_FILL if pt.side == "ai" else style.PLAYER_DEFAULT
    if kind is not None and kind.flips and pt.active is False:
        colour = style.INACTIVE_POINT  # turned over: it no longer applies
    return colour, letter


def _inset(poly: QPolygonF, frac: float) -> QPolygonF:
    pts = [poly.at(i) for i in range(poly.size())]
    c = QPointF(sum(p.x() for p in pts) / len(pts), sum(p.y() for p in pts) / len(pts))
    return QPolygonF([c + (p - c) * (1.0 - frac) for p in pts])
