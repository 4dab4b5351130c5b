"""The map legend: what each colour, pattern and mark on the board means, in a small panel
over the board's corner (View → Legend), in as many columns (at most three) as the view's
width leaves room for.

Every swatch is painted by the map's own :class:`~tabletop_ai.ui.editor.map_painter.MapPainter`
on a one- or two-cell board (terrain, walls, doors open and closed, edge terrain, points), and
plan marks with the plan's own colours: the legend cannot disagree with the map."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QFrame,
    QGridLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import Board, Door, EdgeFeature, MapPoint
from tabletop_ai.board.model import RuleOptions
from tabletop_ai.engine.rules import FigureField, PointKind
from tabletop_ai.geometry import Cell, SquareGrid, edge
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.ui.editor import style
from tabletop_ai.ui.editor.inspector import field_name
from tabletop_ai.ui.editor.map_painter import MapPainter
from tabletop_ai.ui.editor.tools_panel import EDGE_TOOLS
from tabletop_ai.ui.editor.units import make_layout
from tabletop_ai.ui.panels import rules_of
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, translate

ICON = 18
# the legend's columns of entries when the view is wide enough for them
MOST_COLUMNS = 3
# the widest an entry's words are before they wrap (pixels)
WRAP = 240
# the size of the legend's words (pixels)
FONT_PX = 10


def _paint_board(board: Board, crop: QRectF | None = None) -> QPixmap:
    layout = make_layout(board.grid)
    painter_ = MapPainter(board, layout)
    x, y, w, h = layout.scene_rect()
    src = crop or QRectF(
        x + layout.margin, y + layout.margin, w - 2 * layout.margin, h - 2 * layout.margin
    )
    pm = QPixmap(ICON, ICON)
    pm.fill(style.BACKGROUND)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    scale = ICON / max(src.width(), src.height())
    p.scale(scale, scale)
    p.translate(-src.x(), -src.y())
    painter_.paint_cells(p, list(board.grid.cells()))
    p.end()
    return pm


def terrain_swatch(kind: str) -> QPixmap:
    board = Board(grid=SquareGrid(1, 1), terrain={Cell(0, 0): kind} if kind != "open" else {})
    return _paint_board(board)


def edge_swatch(kind: str) -> QPixmap:
    """A wall, a door (``door-open``/``door-closed``) or edge terrain between two cells."""
    board = Board(grid=SquareGrid(2, 1))
    e = edge(Cell(0, 0), Cell(1, 0))
    if kind == "wall":
        board.walls.append(e)
    elif kind.startswith("door"):
        board.doors.append(Door(between=e, id="d", open=kind == "door-open"))
    else:
        board.edges.append(EdgeFeature(between=e, kind=kind))
    layout = make_layout(board.grid)
    (x0, y0), (x1, y1) = layout.edge_to_scene(e.a, e.b)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    half = layout.size * 0.55
    return _paint_board(board, QRectF(cx - half, cy - half, 2 * half, 2 * half))


def point_swatch(kind: str, preset: str | None = None, point: MapPoint | None = None) -> QPixmap:
    """A point of ``kind`` as boards of rule set ``preset`` show it (``point``: that point,
    in its own look)."""
    shown = (
        dataclasses.replace(point, at=Cell(0, 0))
        if point is not None
        else MapPoint(kind=kind, at=Cell(0, 0))
    )
    board = Board(grid=SquareGrid(1, 1), points=[shown])
    if preset is not None:
        board.rules = RuleOptions(preset=preset)
    return _paint_board(board)


def badge_swatch(badge: str) -> QPixmap:
    """A figure field's mark as a token shows it: its letters on a pale tag."""
    pm = QPixmap(ICON, ICON)
    pm.fill(style.TERRAIN["open"][0])
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(9)
    p.setFont(font)
    p.setPen(QPen(QColor("#212529"), 1))
    p.setBrush(QColor("#fff3bf"))
    p.drawRoundedRect(QRectF(1, 4, ICON - 2, ICON - 8), 2, 2)
    p.drawText(QRectF(1, 4, ICON - 2, ICON - 8), Qt.AlignmentFlag.AlignCenter, badge)
    p.end()
    return pm


def mark_swatch(kind: str) -> QPixmap:
    """Plan marks, in the overlay's colours: a path step, an end cell, a tied cell, a
    target, candidate cells, the reachable area, a sight line, a slide, a push."""
    pm = QPixmap(ICON, ICON)
    pm.fill(style.TERRAIN["open"][0])
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    c = style.plan_colour(0)
    box = QRectF(3, 3, ICON - 6, ICON - 6)
    if kind == "path":
        p.setPen(QPen(c, 3))
        p.drawLine(QPointF(2, ICON - 4), QPointF(ICON - 8, 6))
        p.setPen(QPen(QColor("#ffffff"), 1))
        p.setBrush(c)
        p.drawEllipse(QPointF(ICON - 7, 7), 5, 5)
    elif kind == "end":
        p.setPen(QPen(c, 3))
        p.setBrush(style.plan_colour(0, 70))
        p.drawRect(box)
    elif kind == "tie":
        p.setPen(QPen(c, 2, Qt.PenStyle.DashLine))
        p.setBrush(style.plan_colour(0, 45))
        p.drawRect(box)
    elif kind == "target":
        p.setPen(QPen(style.TARGET, 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(box)
    elif kind == "candidate":
        p.setPen(QPen(style.CANDIDATE, 2, Qt.PenStyle.DotLine))
        p.setBrush(QColor(112, 72, 232, 40))
        p.drawRect(box)
    elif kind == "reach":
        p.fillRect(pm.rect(), QBrush(style.REACH))
    elif kind == "sight":
        p.setPen(QPen(style.SIGHT, 2))
        p.drawLine(QPointF(3, ICON - 3), QPointF(ICON - 3, 3))
    elif kind == "slide":
        p.setPen(QPen(c, 1.5))
        p.drawLine(QPointF(2, 9), QPointF(ICON - 3, 9))
        p.drawLine(QPointF(2, 13), QPointF(ICON - 3, 13))
    elif kind == "pushed":
        p.setPen(QPen(c, 2, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(2, ICON / 2), QPointF(ICON - 6, ICON / 2))
    p.end()
    return pm


PLAN_MARKS = (
    ("path", QT_TRANSLATE_NOOP("legend", "AI path, a colour per figure")),
    ("end", QT_TRANSLATE_NOOP("legend", "end cell + figure label")),
    ("tie", QT_TRANSLATE_NOOP("legend", "tie (=label): you choose")),
    ("target", QT_TRANSLATE_NOOP("legend", "target")),
    ("sight", QT_TRANSLATE_NOOP("legend", "line of sight")),
    ("candidate", QT_TRANSLATE_NOOP("legend", "cells pointed out")),
    ("reach", QT_TRANSLATE_NOOP("legend", "could move here")),
    ("slide", QT_TRANSLATE_NOOP("legend", "slide (icy terrain)")),
    ("pushed", QT_TRANSLATE_NOOP("legend", "figure pushed")),
)
#: the plan marks that name cells, worded for a grid whose cells are not squares: each
#: grid kind (``grid.type``) declares its own words, as its plans word their reasons
#: (:mod:`tabletop_ai.engine.wording`): a hex board's are hexes, Ukrainian *гекси*
GRID_MARKS: dict[str, dict[str, str]] = {
    "hex": {
        "end": QT_TRANSLATE_NOOP("legend", "end hex + figure label"),
        "candidate": QT_TRANSLATE_NOOP("legend", "hexes pointed out"),
    },
}


def _terrain(kind: str) -> str:
    """A terrain kind in the player's language (the words the map tools use; a kind of the
    player's own is shown as written)."""
    return translate("terrain", kind)


def _edge_words(kind: str, tool: str | None) -> str:
    """An edge kind named as its map tool names it, in the player's language and lower case
    (an edge is not a cell: the words are its own, "blocking edge", not a cell's terrain
    word before "edge", whose form a language may not agree with the noun); a kind with no
    tool (the board format allows none) as written."""
    if tool is None:
        return kind
    words = translate("tools_panel", tool)
    return words[:1].lower() + words[1:]


def _badge_words(f: FigureField) -> str:
    """What a figure field's mark on a token says: the field as the inspector names it; a
    yes-or-no field that is yes unless set shows its mark when it is no ("NC": not combat
    capable)."""
    if f.kind == "bool" and f.default is True:
        return translate("legend", "{mark} not {field}").format(
            mark=f.badge, field=field_name(f.name)
        )
    return f"{f.badge} {field_name(f.name)}"


def _captioned(kind: PointKind, board: Board) -> bool:
    """Whether ``kind`` explains its captions and a point of it on ``board`` has one."""
    caption = kind.caption
    if caption is None or not kind.caption_words:
        return False
    return any(pt.kind == kind.name and caption(pt) for pt in board.points)


def legend_entries(board: Board) -> list[tuple[str, str, QPixmap]]:
    """``(key, text, swatch)`` for what this board shows: its terrain kinds, walls, doors
    (open and closed), edge terrain and point kinds, then the plan marks (those naming
    cells in the words of the board's grid, :data:`GRID_MARKS`)."""
    out: list[tuple[str, str, QPixmap]] = []
    kinds = ["open", *sorted(set(board.terrain.values()) - {"open"})]
    for k in kinds:
        out.append((f"terrain:{k}", _terrain(k), terrain_swatch(k)))
    if board.walls:
        out.append(("edge:wall", translate("legend", "wall"), edge_swatch("wall")))
    doors = {
        "door-closed": translate("legend", "door, closed"),
        "door-open": translate("legend", "door, open"),
    }
    states = {("door-open" if d.open else "door-closed") for d in board.doors}
    for state in sorted(states):
        out.append((f"edge:{state}", doors[state], edge_swatch(state)))
    tools = dict(EDGE_TOOLS)
    for kind in sorted({f.kind for f in board.edges}):
        out.append((f"edge:{kind}", _edge_words(kind, tools.get(kind)), edge_swatch(kind)))
    rules = rules_of(board)
    for kind in sorted({pt.kind for pt in board.points}):
        declared = rules.point_kind(kind)
        letter = declared.letter if declared is not None else style.POINT_OTHER[1]
        name = in_language(declared.description) if declared is not None else kind
        swatch = point_swatch(kind, board.rules.preset)
        out.append((f"point:{kind}", f"{letter} {name}", swatch))
        if declared is not None and _captioned(declared, board):
            out.append((f"caption:{kind}", in_language(declared.caption_words), swatch))
        # a point of it drawn in another look (a hazard's "!"): what that look means
        look = declared.look if declared is not None else None
        other = next(
            (pt for pt in board.points if pt.kind == kind and look is not None and look(pt)),
            None,
        )
        if declared is not None and other is not None and declared.look_words:
            seen = point_swatch(kind, board.rules.preset, other)
            out.append((f"look:{kind}", in_language(declared.look_words), seen))
    # the marks the rule set's figure fields put on tokens ("D2", "S"), where a figure has one
    for f in rules.figure_fields:
        if f.badge and any(f.mark(fig.extra) is not None for fig in board.figures):
            out.append((f"badge:{f.name}", _badge_words(f), badge_swatch(f.badge)))
    words = GRID_MARKS.get(board.grid.kind, {})
    for key, text in PLAN_MARKS:
        out.append((f"plan:{key}", translate("legend", words.get(key, text)), mark_swatch(key)))
    return out


class Legend(QFrame):
    """The legend over the board view's bottom-left corner: a small **Legend** button that
    opens the table of swatches (View → Legend does the same)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("legend")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#legend { background: rgba(255,255,255,235); border-radius: 4px; }"
            f" QLabel {{ font-size: {FONT_PX}px; }}"
        )
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 2, 4, 2)
        outer.setSpacing(2)
        self.button = QToolButton()
        self.button.setText(translate("legend", "Legend"))
        self.button.setCheckable(True)
        self.button.setAutoRaise(True)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.button.setArrowType(Qt.ArrowType.UpArrow)
        self.button.toggled.connect(self.set_expanded)
        outer.addWidget(self.button)
        self.body = QWidget()
        self.grid = _grid(self.body)
        outer.addWidget(self.body)
        self.body.hide()
        self.keys: list[str] = []
        #: each entry's swatch and words, laid out in :meth:`arrange`'s columns
        self._cells: list[tuple[QLabel, QLabel]] = []
        self.columns = 0
        #: the legend's width in each number of columns tried (:meth:`_width_of`)
        self._widths: dict[int, int] = {}
        self.corner: _Corner | None = None
        self._board: Board | None = None

    @property
    def expanded(self) -> bool:
        return not self.body.isHidden()

    def set_expanded(self, on: bool) -> None:
        """Open (the swatches) or close (the button only) the legend."""
        if self.button.isChecked() != on:
            self.button.setChecked(on)  # calls this again
            return
        self.button.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.UpArrow)
        if on and self._board is not None and not self.keys:
            self._fill(self._board)
        self.body.setVisible(on)
        self._place()

    def set_board(self, board: Board) -> None:
        self._board = board
        self._clear()
        if self.expanded:
            self._fill(board)
        self._place()

    def _clear(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.setParent(None)
                w.deleteLater()
        self.keys = []
        self._cells = []
        self.columns = 0
        self._widths = {}

    def _fill(self, board: Board) -> None:
        for key, text, pm in legend_entries(board):
            icon = QLabel()
            icon.setPixmap(pm)
            self._cells.append((icon, _words(text)))
            self.keys.append(key)
        self.arrange(MOST_COLUMNS)

    def arrange(self, columns: int) -> None:
        """The entries in ``columns`` columns, filled top to bottom then left to right."""
        # a new grid: a grid keeps the columns it once had, and their room
        body = QWidget()
        grid = _grid(body)
        layout = self.layout()
        assert layout is not None
        layout.replaceWidget(self.body, body)
        body.setHidden(self.body.isHidden())
        self.body.deleteLater()
        self.body, self.grid = body, grid
        rows = max(1, -(-len(self._cells) // columns))
        for i, (icon, words) in enumerate(self._cells):
            r, c = i % rows, (i // rows) * 2
            self.grid.addWidget(icon, r, c)
            self.grid.addWidget(words, r, c + 1)
            for w in (icon, words):
                w.show()  # a widget given a new parent is hidden until shown: no room
        self.columns = columns

    def fit_width(self, width: int) -> None:
        """As many columns (at most :data:`MOST_COLUMNS`) as leave the open legend no wider
        than ``width``: the longer words of a language take more rows, never run past the
        view's edge."""
        if not self._cells:
            return
        fits = next((c for c in range(MOST_COLUMNS, 1, -1) if self._width_of(c) <= width), 1)
        if fits != self.columns:
            self.arrange(fits)

    def _width_of(self, columns: int) -> int:
        """The open legend's width in ``columns`` columns (measured once for its entries)."""
        if columns not in self._widths:
            if columns != self.columns:
                self.arrange(columns)
            self._widths[columns] = self.sizeHint().width()
        return self._widths[columns]

    def _place(self) -> None:
        self.adjustSize()
        if self.corner is not None:
            self.corner.place()


def _words(text: str) -> QLabel:
    """An entry's words; a long explanation (a caption's marks) wraps at :data:`WRAP`
    pixels rather than widening its column past the view."""
    label = QLabel(text)
    label.setStyleSheet(f"font-size: {FONT_PX}px;")  # the legend's size, measured now
    label.ensurePolished()
    if label.fontMetrics().horizontalAdvance(text) > WRAP:
        label.setWordWrap(True)
        label.setFixedWidth(WRAP)
    return label


def _grid(body: QWidget) -> QGridLayout:
    """The legend's grid of entries on ``body``: a swatch, then its words."""
    grid = QGridLayout(body)
    grid.setContentsMargins(0, 0, 0, 0)
    grid.setHorizontalSpacing(4)
    grid.setVerticalSpacing(0)
    return grid


class _Corner(QObject):
    """Keeps the legend in the bottom-left corner of the view as the view is resized."""

    def __init__(self, legend: Legend, view: QWidget) -> None:
        super().__init__(legend)
        self.legend = legend
        self.view = view
        view.installEventFilter(self)
        if isinstance(view, QAbstractScrollArea):  # resized after the view: the room to fit
            view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def place(self) -> None:
        margin = 8
        view = self.view
        inside = view.viewport() if isinstance(view, QAbstractScrollArea) else view
        if self.legend.expanded:
            self.legend.fit_width(inside.width() - 2 * margin)
        self.legend.adjustSize()
        self.legend.move(margin, max(0, self.view.height() - self.legend.height() - margin - 16))


def attach_legend(view: QWidget) -> Legend:
    """A legend over ``view``'s bottom-left corner that stays there."""
    legend = Legend(view)
    legend.corner = _Corner(legend, view)
    return legend
