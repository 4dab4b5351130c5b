"""A figure's token on the board: side colour, a short readable label, a health bar.

The item only draws; where it stands comes from the layout, and moving it is the job of the
interaction mode (Orange's scene/interaction split).
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabletop_ai.board import Figure
from tabletop_ai.geometry import Cell, Layout
from tabletop_ai.i18n.content import content_name
from tabletop_ai.ui.capture.token_picture import TOKEN_IMAGE, load_picture
from tabletop_ai.ui.editor import style
from tabletop_ai.ui.editor.units import cell_unit
from tabletop_ai.ui.texts import translate


def short_label(label: str) -> str:
    """``Trooper 1`` -> ``T1``, ``Duelist`` -> ``Du``, ``E-Web`` -> ``EW``: fits on a token."""
    m = re.match(r"^(.*?)[\s_-]*(\d+)$", label.strip())
    if m and m.group(1):
        return m.group(1)[0].upper() + m.group(2)
    words = [w for w in re.split(r"[\s_-]+", label.strip()) if w]
    if len(words) >= 2:
        return (words[0][0] + words[1][0]).upper()
    return (label[:2] or "?").capitalize()


def footprint_center(layout: Layout, fig: Figure, at: Cell | None = None) -> QPointF:
    """Scene point at the middle of the cells the figure covers with top-left ``at``."""
    pts = [layout.cell_to_scene(c) for c in fig.cells(at)]
    return QPointF(sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))


class FigureItem(QGraphicsItem):
    """One figure. ``fid`` links the item back to the model (Orange's scene map)."""

    def __init__(
        self,
        fig: Figure,
        layout: Layout,
        marks: list[str] | None = None,
        base: Path | None = None,
        faded: bool = False,
        group: str = "",
    ) -> None:
        super().__init__()
        self.base = base  # the board file's folder: pictures are relative to it
        self.fid = fig.id
        self.setZValue(10)
        self.setAcceptHoverEvents(True)
        self.selected_mark = False
        self.target_mark = False
        self.update_from(fig, layout, marks, faded, group)

    def update_from(
        self,
        fig: Figure,
        layout: Layout,
        marks: list[str] | None = None,
        faded: bool = False,
        group: str = "",
    ) -> None:
        """Take the figure's current values and position; ``marks``: the rule set's figure
        fields to show on the token (``S`` stealthed, ``G`` garrison, ``D2`` defense 2);
        ``faded``: the token is see-through with a dashed rim (a figure field says the figure
        is hidden from the enemy, :attr:`FigureField.faded`); ``group``: its group as a player
        reads it (the tooltip names it; default: the group's id)."""
        self.prepareGeometryChange()
        self.marks = list(marks or [])
        self.faded = faded
        self.fig_side = fig.side
        self.label = short_label(content_name(fig.label))  # the name the player reads
        self.wounded = fig.wounded
        self.health = (fig.health, fig.max_health)
        self.fill = style.AI_FILL if fig.side == "ai" else style.player_fill(fig.color)
        self.border = style.AI_BORDER if fig.side == "ai" else style.PLAYER_BORDER
        ref = TOKEN_IMAGE.get(fig)
        self.picture = load_picture(ref, self.base) if ref else None
        s = cell_unit(layout)
        if fig.is_large:
            pts = [layout.cell_to_scene(c) for c in fig.cells(Cell(0, 0))]
            xs = [p[0] for p in pts]
            ys = [p[1] for p in pts]
            span_w = max(xs) - min(xs) + s * 0.8
            span_h = max(ys) - min(ys) + s * 0.8
        else:
            span_w = span_h = s * 0.8
        self._rect = QRectF(-span_w / 2, -span_h / 2, span_w, span_h)
        self._large = fig.is_large
        self._size = s
        group = (
            translate("figure_item", ", group {group}").format(group=group or fig.group)
            if fig.group
            else ""
        )
        wounded = translate("figure_item", ", wounded") if fig.wounded else ""
        mark_text = (
            translate("figure_item", "\n{value}").format(value=" ".join(self.marks))
            if self.marks
            else ""
        )
        side = (
            translate("roster", "AI")
            if fig.side == "ai"
            else (translate("roster", "player") if fig.side == "player" else fig.side)
        )
        attack = (
            translate("figure_kinds", fig.attack)
            if fig.attack in ("melee", "ranged")
            else fig.attack
        )
        self.setToolTip(
            translate(
                "figure_item",
                "{label} ({id}) — {side}{value}\nspeed {speed}, health "
                "{health}/{max_health}, {attack}{value2}",
            ).format(
                label=content_name(fig.label),
                id=fig.id,
                side=side,
                value=group,
                speed=fig.speed,
                health=fig.health,
                max_health=fig.max_health,
                attack=attack,
                value2=wounded,
            )
            + mark_text
        )
        self.setPos(footprint_center(layout, fig))

    def boundingRect(self) -> QRectF:
        m = self._size * 0.12
        return self._rect.adjusted(-m, -m, m, m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self._large:
            path.addRoundedRect(self._rect, self._size * 0.2, self._size * 0.2)
        else:
            path.addEllipse(self._rect)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        s = self._size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.selected_mark:
            painter.setPen(QPen(style.SELECTED, s * 0.1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._outline(s * 0.06))
        if self.target_mark:
            painter.setPen(QPen(style.TARGET, s * 0.07, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._outline(s * 0.08))
        painter.setPen(
            QPen(
                self.border,
                s * 0.05,
                Qt.PenStyle.DashLine if self.faded else Qt.PenStyle.SolidLine,
            )
        )
        fill = QColor(self.fill)
        if self.faded:
            fill.setAlpha(110)  # hidden from the enemy: see-through, dashed
        painter.setBrush(QBrush(fill))
        painter.drawPath(self.shape())
        if self.picture is not None:
            # the player's picture, cropped to the token; a ring in the side's colour
            painter.save()
            painter.setClipPath(self.shape())
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.drawImage(self._rect, self.picture)
            painter.restore()
            painter.setPen(QPen(self.fill, s * 0.07))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self.shape())
        # a health bar along the bottom of the token
        hp, hmax = self.health
        if hmax > 0:
            bar = QRectF(
                self._rect.left() + s * 0.14,
                self._rect.bottom() - s * 0.2,
                self._rect.width() - s * 0.28,
                s * 0.08,
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 140))
            painter.drawRect(bar)
            frac = max(0.0, min(1.0, hp / hmax))
            painter.setBrush(
                QColor("#51cf66")
                if frac > 0.5
                else QColor("#fcc419")
                if frac > 0.25
                else QColor("#ff6b6b")
            )
            painter.drawRect(QRectF(bar.left(), bar.top(), bar.width() * frac, bar.height()))
        if self.picture is None:  # the initials are the fallback
            painter.setFont(self._label_font())
            painter.setPen(style.text_colour_on(self.fill))
            painter.drawText(self._text_box(), Qt.AlignmentFlag.AlignCenter, self.label)
        if self.wounded:
            # wounded heroes: a black slash badge at the top right, shape not colour
            painter.setPen(QPen(QColor("#ffffff"), s * 0.02))
            painter.setBrush(QColor("#212529"))
            r = s * 0.13
            c = QPointF(self._rect.right() - r * 0.6, self._rect.top() + r * 0.6)
            painter.drawEllipse(c, r, r)
            painter.setPen(QPen(QColor("#ff6b6b"), s * 0.04))
            painter.drawLine(c + QPointF(-r * 0.5, r * 0.5), c + QPointF(r * 0.5, -r * 0.5))

        if self.marks:
            # the rule set's fields: a white tag along the top left ("S G", "D2")
            small = QFont()
            small.setBold(True)
            small.setPixelSize(max(1, int(s * 0.2)))
            painter.setFont(small)
            text = " ".join(self.marks)
            w = s * 0.13 * len(text) + s * 0.08
            tag = QRectF(self._rect.left() - s * 0.06, self._rect.top() - s * 0.06, w, s * 0.26)
            painter.setPen(QPen(QColor("#212529"), s * 0.02))
            painter.setBrush(QColor("#fff3bf"))
            painter.drawRoundedRect(tag, s * 0.05, s * 0.05)
            painter.setPen(QColor("#212529"))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)

    def _label_font(self) -> QFont:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(1, int(self._size * 0.32)))
        return font

    def _text_box(self) -> QRectF:
        s = self._size
        return self._rect.adjusted(0, -s * 0.06, 0, -s * 0.12)

    def face(self) -> QRectF:
        """The token but its rim (item coordinates): its initials or picture and its health
        bar. A map point's name keeps off it."""
        m = self._size * 0.1
        return self._rect.adjusted(m, m, -m, -m)

    def label_box(self) -> QRectF | None:
        """Where the token's initials are drawn (item coordinates), with a little margin;
        ``None`` for a token showing the player's picture. The plan overlay keeps out of
        it, so a path never hides whose token this is."""
        if self.picture is None and self.label:
            box = self._text_box()
            text = QFontMetricsF(self._label_font()).boundingRect(
                box, int(Qt.AlignmentFlag.AlignCenter), self.label
            )
            m = self._size * 0.04
            return text.adjusted(-m, -m, m, m)
        return None

    def _outline(self, grow: float) -> QPainterPath:
        path = QPainterPath()
        r = self._rect.adjusted(-grow, -grow, grow, grow)
        if self._large:
            path.addRoundedRect(r, self._size * 0.25, self._size * 0.25)
        else:
            path.addEllipse(r)
        return path
