"""Which map point is which. A point's marker (a lettered badge in its kind's colour,
:mod:`.map_painter`) tells its kind only: two spawn points, or a fort and a camp of the same
side, look alike. So each point with a name or an id has that name on a label under its
marker (View → Point names), and its cell tells what it is as a tooltip: its name, its kind
as the rule set describes it, whose base it is, whether it is turned over. The window's
status line says the same for the cell under the mouse."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPolygonItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tabletop_ai.board import Board, MapPoint
from tabletop_ai.geometry import Cell, Layout
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.i18n.content import content_name
from tabletop_ai.rulesets import rules_of
from tabletop_ai.ui.editor.map_painter import point_look
from tabletop_ai.ui.editor.units import cell_unit
from tabletop_ai.ui.texts import translate

#: how wide a label may grow, in cells (a longer name is cut short with "…"; the tooltip
#: has it whole)
WIDEST = 2.6


def point_name(pt: MapPoint) -> str:
    """What a player calls the point: its ``name`` (a bundled name in the player's
    language), else its id; "" for a point with neither (its marker says all there is)."""
    # MapPoint.label: its name, else its id, else its kind
    return content_name(pt.label) if pt.id or pt.label != pt.kind else ""


def kind_words(board: Board, pt: MapPoint) -> str:
    """The point's kind as the board's rule set describes it, in the player's language
    ("stronghold (base)"); a kind the rule set does not read is named as written."""
    kind = rules_of(board).point_kind(pt.kind)
    return in_language(kind.description) if kind is not None else pt.kind


def point_description(board: Board, pt: MapPoint) -> str:
    """The point in words: "Fort: stronghold (base) of the AI"; a kind the board's rule set
    does not read is named as written."""
    kind = rules_of(board).point_kind(pt.kind)
    what = kind_words(board, pt)
    if pt.side == "ai":
        what = translate("point_names", "{kind} of the AI").format(kind=what)
    elif pt.side is not None:
        what = translate("point_names", "{kind} of the players").format(kind=what)
    if kind is not None and kind.flips:
        what = (
            translate("point_names", "{kind}, turned over").format(kind=what)
            if pt.active is False
            else translate("point_names", "{kind}, active").format(kind=what)
        )
    name = point_name(pt)
    return translate("point_names", "{name}: {kind}").format(name=name, kind=what) if name else what


def points_at(board: Board, cell: Cell) -> list[MapPoint]:
    return [p for p in board.points if p.at == cell]


class PointCell(QGraphicsPolygonItem):
    """A map point's cell, unpainted, with the point's description as its tooltip: under
    the figures, so a token on the point shows its own."""

    def __init__(self, board: Board, pt: MapPoint, layout: Layout) -> None:
        super().__init__(QPolygonF([QPointF(x, y) for x, y in layout.polygon(pt.at)]))
        self.setZValue(9)  # over the map and the hovered cell (8), under the figures (10)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setBrush(Qt.BrushStyle.NoBrush)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.point = pt
        self.setToolTip(point_description(board, pt))


#: a name label over the figures (a token beside the point would hide it), under the plan's
#: paths and labels (20) ...
OVER_TOKENS = 15.0
#: ... or under the figures (10 and up) where every place for it would hide a token's name
UNDER_TOKENS = 9.0


class PointName(QGraphicsItem):
    """A named map point's name on a label, with the point's description as its tooltip.
    The label goes over the figures at the first of its places that keeps off every
    token's face (:meth:`place`; a token's rim may be covered, never its initials or health
    bar): straddling the lower edge of the point's cell, in the middle of the cell (when the
    kind writes no caption there), straddling its upper edge; where none does, on the lower
    edge under the figures. A place that would cover a row or column number at the map's
    edge (:mod:`.board_labels`) is moved along past it, or not used. Clicks pass
    through."""

    def __init__(self, board: Board, pt: MapPoint, layout: Layout, shown: bool = True) -> None:
        super().__init__()
        self.setZValue(OVER_TOKENS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.point = pt
        self.name = point_name(pt)
        self.colour = point_look(board, pt)[0]
        self.setToolTip(point_description(board, pt))
        s = cell_unit(layout)
        self.unit = s
        self.font = QFont()
        self.font.setPixelSize(max(1, int(s * 0.26)))
        metrics = QFontMetricsF(self.font)
        self.text = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, s * WIDEST)
        cx, cy = layout.cell_to_scene(pt.at)
        top = min(y for _x, y in layout.polygon(pt.at))
        bottom = max(y for _x, y in layout.polygon(pt.at))
        w = metrics.horizontalAdvance(self.text) + s * 0.18
        h = metrics.height() + s * 0.04
        # centred on the cell, kept off the margins (the row numbers are on the left)
        x0, _y0, width, _h = layout.scene_rect()
        left = min(max(cx - w / 2, x0 + layout.margin), x0 + width - layout.margin - w)
        kind = rules_of(board).point_kind(pt.kind)
        captioned = kind is not None and (kind.flips or kind.caption is not None)
        self.places = [
            QRectF(left, bottom - h * 0.35, w, h),
            *([] if captioned else [QRectF(left, cy - h / 2, w, h)]),
            QRectF(left, top - h * 0.65, w, h),
        ]
        self.label = self.places[0]
        self.name_shown = False
        self.set_shown(shown)

    def place(self, faces: list[QRectF], numbers: Sequence[QRectF] = ()) -> None:
        """Put the label at its first place that meets none of ``faces`` (the tokens'
        :meth:`~.figure_item.FigureItem.face` in scene coordinates), over the figures; else
        at the first, under them. Only places clear of ``numbers`` (the coordinates' boxes,
        :func:`~.board_labels.coordinate_boxes`) are used, each moved right past the numbers
        it meets when that keeps it by its cell; when none is, the places themselves."""
        clear = [r for r in (self._clear_of(p, numbers) for p in self.places) if r is not None]
        places = clear or self.places
        free = next((r for r in places if not any(r.intersects(b) for b in faces)), None)
        self.prepareGeometryChange()
        self.label = free if free is not None else places[0]
        self.setZValue(OVER_TOKENS if free is not None else UNDER_TOKENS)
        self.update()

    def _clear_of(self, place: QRectF, numbers: Sequence[QRectF]) -> QRectF | None:
        """``place`` when it meets none of ``numbers``; else moved right past those it
        meets (the row numbers are left of the map) by at most half a cell, when it then
        meets none; else None."""
        hit = [b for b in numbers if place.intersects(b)]
        if not hit:
            return place
        gap = self.unit * 0.04
        shift = max(b.right() for b in hit) + gap - place.left()
        moved = place.translated(shift, 0.0)
        if shift > self.unit * 0.5 or any(moved.intersects(b) for b in numbers):
            return None
        return moved

    def set_shown(self, on: bool) -> None:
        """Show the name (View → Point names); the cell's tooltip stays either way."""
        self.name_shown = on
        self.setVisible(on)

    def boundingRect(self) -> QRectF:
        pad = self.unit * 0.03
        return self.label.adjusted(-pad, -pad, pad, pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.label)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.label.height() * 0.3
        painter.setPen(QPen(self.colour, self.unit * 0.03))
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.drawRoundedRect(self.label, r, r)
        painter.setFont(self.font)
        painter.setPen(QColor("#212529"))
        painter.drawText(self.label, Qt.AlignmentFlag.AlignCenter, self.text)
