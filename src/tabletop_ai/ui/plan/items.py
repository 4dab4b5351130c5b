"""The two graphics items that paint a :class:`~tabletop_ai.ui.plan.drawing.PlanDrawing`:
an underlay below the figures (reachable area, tied alternatives, end cells) and an overlay
above them (numbered paths with arrows, sight lines)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabletop_ai.geometry import Cell, Layout, TurnedCell
from tabletop_ai.ui.editor import style
from tabletop_ai.ui.editor.units import cell_unit
from tabletop_ai.ui.plan.drawing import FigureDrawing, PlanDrawing


def footprint(fd: FigureDrawing, cell: Cell) -> list[Cell]:
    """The cells the figure covers with its top-left cell at ``cell`` (a TurnedCell end:
    the footprint after the figure rotated its base)."""
    w, h = cell.turned if isinstance(cell, TurnedCell) else fd.size
    return [Cell(cell.x + dx, cell.y + dy) for dy in range(h) for dx in range(w)]


def drawing_bounds(drawing: PlanDrawing | None, layout: Layout) -> QRectF:
    """The scene rectangle a plan's drawing can paint in: every cell it names (paths, ends
    with their footprints, tied and reachable cells, highlights), every point and sight line,
    grown by one cell for labels, arrow heads and pens; clipped to the map. A new plan thus
    repaints only where the old and the new one are, not the whole map."""
    if drawing is None:
        return QRectF()
    xs: list[float] = []
    ys: list[float] = []

    def add(points: list[tuple[float, float]]) -> None:
        xs.extend(p[0] for p in points)
        ys.extend(p[1] for p in points)

    for fd in drawing.figures:
        cells = [*fd.path, *fd.reachable, *fd.highlight]
        for c in [*fd.alternatives, *([fd.end] if fd.end is not None else [])]:
            cells += footprint(fd, c)  # a large figure's tied and end cells: its whole base
        for c in cells:
            add(layout.polygon(c))
        add(list(fd.points))
        for a, b in fd.sight_lines:
            add([a, b])
        for push in fd.pushes:
            add(list(push))
    if not xs:
        return QRectF()
    pad = cell_unit(layout)
    box = QRectF(QPointF(min(xs) - pad, min(ys) - pad), QPointF(max(xs) + pad, max(ys) + pad))
    return box.intersected(QRectF(*layout.scene_rect()))


#: a step number's disc radius, in cells; on a cell where a token stands, smaller
DISC = 0.16
SMALL_DISC = 0.11


def disc_radius(fd: FigureDrawing, i: int, s: float) -> float:
    """The radius, in pixels at ``s`` pixels a cell, of the numbered disc of step ``i`` of
    ``fd``: smaller on a cell where a token stands, so it never covers the token's label.
    The discs drawn and the discs the tags keep off are these."""
    return s * (SMALL_DISC if i in fd.covered else DISC)


class _PlanItem(QGraphicsItem):
    #: stacking order: the underlay below the tokens, the overlay above them
    Z = 0

    def __init__(self, layout: Layout) -> None:
        super().__init__()
        self.layout = layout
        self.drawing: PlanDrawing | None = None
        self._rect = QRectF()
        self.setZValue(self.Z)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.drawing is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.draw(painter, self.drawing, cell_unit(self.layout))

    def draw(self, painter: QPainter, drawing: PlanDrawing, s: float) -> None:
        """Paint ``drawing``; ``s`` is one cell in scene units."""
        raise NotImplementedError

    def set_drawing(self, drawing: PlanDrawing | None, layout: Layout) -> None:
        self.prepareGeometryChange()  # the old rectangle is repainted (the plan leaves it)
        self.layout = layout
        self._rect = drawing_bounds(drawing, layout)
        self.drawing = drawing
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def _poly(self, cell: Cell) -> QPolygonF:
        return QPolygonF([QPointF(x, y) for x, y in self.layout.polygon(cell)])

    def _any_selected(self) -> bool:
        return self.drawing is not None and any(f.selected for f in self.drawing.figures)


class PlanUnderlay(_PlanItem):
    """Reachable area (faint), alternatives (dashed), end cells (solid outline), sight lines
    (under the tokens, so the target's label stays readable)."""

    Z = 5

    def draw(self, painter: QPainter, drawing: PlanDrawing, s: float) -> None:
        for fd in drawing.figures:
            if fd.reachable:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(style.REACH)
                for c in fd.reachable:
                    painter.drawPolygon(self._poly(c))
        focus = self._any_selected()
        for fd in drawing.figures:
            strong = fd.selected or not focus
            colour = style.plan_colour(fd.index, 255 if strong else 110)
            if fd.highlight:
                # cells to look at (candidates): violet dots, never the targets' red
                painter.setPen(QPen(style.CANDIDATE, s * 0.05, Qt.PenStyle.DotLine))
                painter.setBrush(QColor(112, 72, 232, 40))
                for c in fd.highlight:
                    painter.drawPolygon(self._poly(c))
            # tied options: dashed outlines in the figure's colour, labelled with it
            painter.setPen(QPen(colour, s * 0.06, Qt.PenStyle.DashLine))
            painter.setBrush(style.plan_colour(fd.index, 45 if strong else 18))
            for alt in fd.alternatives:
                for c in footprint(fd, alt):
                    painter.drawPolygon(_shrunk(self._poly(c), 0.12))
            for p0, p1 in fd.sight_lines:
                painter.setPen(
                    QPen(
                        style.SIGHT if strong else QColor(224, 49, 49, 90),
                        s * 0.05,
                        Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap,
                    )
                )
                painter.drawLine(QPointF(*p0), QPointF(*p1))
                painter.setBrush(style.SIGHT)
                painter.drawEllipse(QPointF(*p0), s * 0.05, s * 0.05)
                painter.drawEllipse(QPointF(*p1), s * 0.05, s * 0.05)
            if fd.end is not None and fd.path and fd.end != fd.path[0]:
                painter.setPen(QPen(colour, s * 0.09))
                painter.setBrush(style.plan_colour(fd.index, 70 if strong else 25))
                for c in footprint(fd, fd.end):
                    painter.drawPolygon(_shrunk(self._poly(c), 0.06))


class PlanOverlay(_PlanItem):
    """Numbered path with arrows, above the tokens but never over their initials: a path
    crossing a token leaves the token's name readable."""

    Z = 20

    def __init__(self, layout: Layout, keep_out: Callable[[], list[QRectF]] | None = None) -> None:
        super().__init__(layout)
        #: the scene rectangles no path may cover (the tokens' initials)
        self.keep_out = keep_out

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        boxes = self.keep_out() if self.keep_out is not None else []
        painter.save()
        if boxes and not self._rect.isEmpty():
            allowed = QPainterPath()
            allowed.addRect(self._rect)
            out = QPainterPath()
            for box in boxes:
                out.addRect(box)
            painter.setClipPath(allowed.subtracted(out), Qt.ClipOperation.IntersectClip)
        super().paint(painter, option, widget)
        painter.restore()

    def draw(self, painter: QPainter, drawing: PlanDrawing, s: float) -> None:
        focus = self._any_selected()
        order = sorted(drawing.figures, key=lambda f: f.selected)  # selected on top
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(1, int(s * 0.24)))
        painter.setFont(font)

        # every shaft first, then every numbered disc: no arrow ever hides a number
        for fd in order:
            strong = fd.selected or not focus
            colour = style.plan_colour(fd.index, 255 if strong else 110)
            pts = [QPointF(*p) for p in fd.points]
            for i, (a, b) in enumerate(itertools.pairwise(pts)):
                _arrow(
                    painter,
                    a,
                    b,
                    colour,
                    s,
                    s * 0.4 if i == 0 else disc_radius(fd, i, s),
                    disc_radius(fd, i + 1, s),
                    slide=(i + 1) in fd.slides,
                )
            for push in fd.pushes:
                ppts = [QPointF(*p) for p in push]
                for i, (a, b) in enumerate(itertools.pairwise(ppts)):
                    _arrow(painter, a, b, colour, s, s * 0.4 if i == 0 else 0.0, s * 0.3, push=True)
        # each cell's tags (end labels, ``=label`` ties), above the shafts and below the
        # numbered discs, each in a place of its own off the discs where there is one
        font.setPixelSize(max(1, int(s * 0.2)))
        painter.setFont(font)
        for box, text, colour, ink in self.tag_places(drawing, s):
            painter.setPen(QPen(QColor("#ffffff"), s * 0.02))
            painter.setBrush(colour)
            painter.drawRoundedRect(box, s * 0.06, s * 0.06)
            painter.setPen(ink)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        font.setPixelSize(max(1, int(s * 0.24)))
        for fd in order:
            strong = fd.selected or not focus
            colour = style.plan_colour(fd.index, 255 if strong else 110)
            ink = style.text_colour_on(style.plan_colour(fd.index))
            pts = [QPointF(*p) for p in fd.points]
            for i, at in enumerate(pts[1:], start=1):
                rr = disc_radius(fd, i, s)
                painter.setPen(QPen(QColor("#ffffff"), s * 0.03))
                painter.setBrush(colour)
                if i in fd.slides:
                    # a slide: a diamond, not a walked step's disc
                    painter.drawPolygon(
                        QPolygonF(
                            [
                                at + QPointF(0, -rr),
                                at + QPointF(rr, 0),
                                at + QPointF(0, rr),
                                at + QPointF(-rr, 0),
                            ]
                        )
                    )
                else:
                    painter.drawEllipse(at, rr, rr)
                painter.setPen(ink)
                font.setPixelSize(max(1, int(rr * 1.5)))
                painter.setFont(font)
                painter.drawText(
                    QRectF(at.x() - rr, at.y() - rr, 2 * rr, 2 * rr),
                    Qt.AlignmentFlag.AlignCenter,
                    str(i),
                )
            if fd.destroyed and pts:
                # no legal retreat: a red ✕ badge on the token's upper-left rim, off its label
                c = pts[-1] + QPointF(-s * 0.3, -s * 0.3)
                rr = s * 0.15
                painter.setPen(QPen(QColor("#ffffff"), s * 0.03))
                painter.setBrush(style.SIGHT)
                painter.drawEllipse(c, rr, rr)
                d = rr * 0.5
                painter.setPen(
                    QPen(
                        QColor("#ffffff"), s * 0.05, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap
                    )
                )
                painter.drawLine(c + QPointF(-d, -d), c + QPointF(d, d))
                painter.drawLine(c + QPointF(-d, d), c + QPointF(d, -d))

    def _end_tags(self, fd: FigureDrawing) -> list[tuple[Cell, str]]:
        """The figure's label for its end cell and ``=label`` for each tied cell: which
        figure a mark belongs to, without following its path."""
        if not fd.label:
            return []
        out: list[tuple[Cell, str]] = []
        if fd.end is not None and fd.path and fd.end != fd.path[0]:
            out.append((fd.end, fd.label))
        out.extend((alt, f"={fd.label}") for alt in fd.alternatives)
        return out

    def tag_places(
        self, drawing: PlanDrawing, s: float
    ) -> list[tuple[QRectF, str, QColor, QColor]]:
        """Every tag of ``drawing`` (each figure's end label, ``=label`` on each tied cell)
        with its box, colour and ink, placed by :func:`place_tags`: off the step numbers
        and the tokens' initials where there is room, never over another tag (of its cell
        or of a neighbour), so no tie or end label hides another; a number is drawn over a
        tag it could not avoid, never under it."""
        initials = self.keep_out() if self.keep_out is not None else []
        focus = any(f.selected for f in drawing.figures)
        discs: list[tuple[QPointF, float]] = []
        tags: dict[Cell, list[tuple[str, QColor, QColor]]] = {}
        for fd in sorted(drawing.figures, key=lambda f: f.selected):
            strong = fd.selected or not focus
            colour = style.plan_colour(fd.index, 255 if strong else 110)
            ink = style.text_colour_on(style.plan_colour(fd.index))
            discs.extend(
                (QPointF(*p), disc_radius(fd, i, s)) for i, p in enumerate(fd.points[1:], start=1)
            )
            for cell, text in self._end_tags(fd):
                tags.setdefault(cell, []).append((text, colour, ink))
        cells = list(tags.items())
        places = place_tags(
            [
                (QPointF(*self.layout.cell_to_scene(cell)), [t for t, _c, _i in marks])
                for cell, marks in cells
            ],
            s,
            discs,
            initials,
        )
        return [
            (box, text, colour, ink)
            for (_cell, marks), boxes in zip(cells, places, strict=True)
            for box, (text, colour, ink) in zip(boxes, marks, strict=True)
        ]


#: a tag's height, in cells
TAG_HEIGHT = 0.24


def tag_width(text: str) -> float:
    """A tag's width, in cells (the bold label font at a fifth of a cell)."""
    return 0.16 + 0.12 * len(text)


def _tag_places(w: float) -> list[tuple[float, float]]:
    """Where a tag ``w`` cells wide may go, best first, as (centre x, top) in cells from
    the cell's centre: the bottom edge, the top edge (centred, then flush right and flush
    left), beside the step number in the middle, the middle itself; then just outside the
    cell (below, above, right, left, then the corners)."""
    right, left = 0.46 - w / 2, -0.46 + w / 2
    beside = DISC + 0.02 + w / 2  # clear of a step number's disc in the middle
    out_x = 0.5 + w / 2
    return [
        (0.0, 0.2),
        (0.0, -0.44),
        (right, 0.2),
        (left, 0.2),
        (right, -0.44),
        (left, -0.44),
        (beside, -0.12),
        (-beside, -0.12),
        (0.0, -0.12),
        (0.0, 0.5),
        (0.0, -0.5 - TAG_HEIGHT),
        (out_x, -0.12),
        (-out_x, -0.12),
        (out_x, 0.2),
        (-out_x, 0.2),
        (out_x, -0.44),
        (-out_x, -0.44),
    ]


def place_tags(
    cells: list[tuple[QPointF, list[str]]],
    s: float,
    discs: list[tuple[QPointF, float]],
    avoid: list[QRectF] | None = None,
) -> list[list[QRectF]]:
    """Boxes for every cell's tags (a cell ``s`` across, given by its centre), in the order
    given, one list per cell: each tag in the first of its places (:func:`_tag_places`)
    that overlaps no tag placed before it (in any cell: a tag may reach into a neighbour)
    and covers no numbered disc and no box of ``avoid`` (the tokens' initials); else the
    first that overlaps no tag and covers no disc; else the first that overlaps no tag;
    when every place is taken, the first free place in a column below the cell. A cell's
    end label (no ``=``) is placed before its ties, nearest its step number."""
    taken: list[QRectF] = []
    h = s * TAG_HEIGHT
    shield = list(avoid or [])

    def covers_a_disc(box: QRectF) -> bool:
        for at, r in discs:
            nx = min(max(at.x(), box.left()), box.right())
            ny = min(max(at.y(), box.top()), box.bottom())
            if math.hypot(at.x() - nx, at.y() - ny) < r:
                return True
        return False

    def free(box: QRectF) -> bool:
        return not any(box.intersects(b) for b in taken)

    out: list[list[QRectF]] = []
    for centre, texts in cells:
        order = sorted(range(len(texts)), key=lambda i: texts[i].startswith("="))
        boxes: dict[int, QRectF] = {}
        for i in order:
            w = s * tag_width(texts[i])

            def box_at(dx: float, top: float, w: float = w, centre: QPointF = centre) -> QRectF:
                return QRectF(centre.x() + dx * s - w / 2, centre.y() + top * s, w, h)

            open_ = [b for b in (box_at(dx, top) for dx, top in _tag_places(w / s)) if free(b)]
            off_discs = [b for b in open_ if not covers_a_disc(b)]
            clear = [b for b in off_discs if not any(b.intersects(a) for a in shield)]
            box = next(iter(clear or off_discs or open_), None)
            below = 0
            while box is None:  # a crowded place: one under another below the cell
                below += 1
                candidate = box_at(0.0, 0.5 + below * (TAG_HEIGHT + 0.02))
                box = candidate if free(candidate) else None
            boxes[i] = box
            taken.append(box)
        out.append([boxes[i] for i in range(len(texts))])
    return out


def tag_boxes(
    centre: QPointF, s: float, texts: list[str], discs: list[tuple[QPointF, float]]
) -> list[QRectF]:
    """Where one cell's tags go (:func:`place_tags` for a single cell)."""
    return place_tags([(centre, texts)], s, discs)[0]


def _shrunk(poly: QPolygonF, frac: float) -> QPolygonF:
    pts = [poly.at(i) for i in range(poly.size())]
    c = QPointF(sum(p.x() for p in pts) / len(pts), sum(p.y() for p in pts) / len(pts))
    return QPolygonF([c + (p - c) * (1.0 - frac) for p in pts])


def _arrow(
    painter: QPainter,
    a: QPointF,
    b: QPointF,
    colour: QColor,
    s: float,
    gap: float,
    r: float,
    slide: bool = False,
    push: bool = False,
) -> None:
    """A shaft from ``gap`` after ``a`` (the token or the previous disc) to the disc at
    ``b`` (radius ``r``), with a head at ``b``. A slide is a thin double line (no walking
    step), a push a dashed shaft with an open head (the figure is moved, it does not
    move)."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy)
    if length < 1e-6:
        return
    ux, uy = dx / length, dy / length
    start = QPointF(a.x() + ux * gap, a.y() + uy * gap)
    tip = QPointF(b.x() - ux * r, b.y() - uy * r)
    if slide:
        off = QPointF(-uy * s * 0.05, ux * s * 0.05)
        painter.setPen(QPen(colour, s * 0.035, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(start + off, tip + off)
        painter.drawLine(start - off, tip - off)
    else:
        pen = QPen(
            colour,
            s * (0.06 if push else 0.08),
            Qt.PenStyle.DashLine if push else Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
        )
        painter.setPen(pen)
        painter.drawLine(start, tip)
    head = s * 0.2
    left = QPointF(tip.x() - ux * head - uy * head * 0.6, tip.y() - uy * head + ux * head * 0.6)
    right = QPointF(tip.x() - ux * head + uy * head * 0.6, tip.y() - uy * head - ux * head * 0.6)
    if push:
        painter.setPen(QPen(colour, s * 0.04))
        painter.setBrush(QColor("#ffffff"))
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(colour))
    painter.drawPolygon(QPolygonF([tip, left, right]))
