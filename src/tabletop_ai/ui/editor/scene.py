"""The board scene: the static map painted as background, one item per figure, the plan
overlay and the tool preview. It keeps a map from figure ids to items (Orange's scene) and
refreshes only what the document says changed."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene

from tabletop_ai.engine.ops import Changes
from tabletop_ai.geometry import Cell
from tabletop_ai.rulesets.registry import rules_class
from tabletop_ai.ui.capture.picture_layer import install_picture
from tabletop_ai.ui.editor import style
from tabletop_ai.ui.editor.board_labels import coordinate_boxes
from tabletop_ai.ui.editor.document import Document, follow
from tabletop_ai.ui.editor.figure_item import FigureItem, footprint_center
from tabletop_ai.ui.editor.map_painter import MapPainter
from tabletop_ai.ui.editor.point_names import PointCell, PointName, point_name
from tabletop_ai.ui.plan.drawing import PlanDrawing
from tabletop_ai.ui.plan.items import PlanOverlay, PlanUnderlay
from tabletop_ai.ui.texts import group_name


class BoardScene(QGraphicsScene):
    """Draws ``doc.board``; call :meth:`set_document` to show another board."""

    def __init__(self, doc: Document) -> None:
        super().__init__()
        self.doc = doc
        self.painter_ = MapPainter(doc.board, doc.layout)
        self.figure_items: dict[str, FigureItem] = {}
        self.underlay = PlanUnderlay(doc.layout)
        self.overlay = PlanOverlay(doc.layout, self.label_boxes)
        self.addItem(self.underlay)
        self.addItem(self.overlay)
        self.hover = QGraphicsPathItem()
        self.hover.setZValue(30)
        self.hover.setPen(QPen(QColor(255, 255, 255, 200), 2.0))
        self.hover.setBrush(style.HOVER)
        self.addItem(self.hover)
        self.preview = QGraphicsPathItem()  # tool and drag preview
        self.preview.setZValue(31)
        self.addItem(self.preview)
        self.selected: str | None = None
        #: every selected figure (click, shift-click, rubber band); ``selected`` is the one
        #: the inspector shows
        self.selection: set[str] = set()
        self.targets: set[str] = set()
        self.drawing: PlanDrawing | None = None
        #: each map point's cell (its description as a tooltip) and name label
        self.point_items: list[PointCell | PointName] = []
        self.point_names_shown = True
        doc.changed.connect(self._on_changed)
        self._rebuild_map()
        self.sync_figures()

    def label_boxes(self) -> list[QRectF]:
        """Every shown token's initials, in scene coordinates: the plan overlay keeps off
        them."""
        out = []
        for item in self.figure_items.values():
            box = item.label_box() if item.isVisible() else None
            if box is not None:
                out.append(item.mapRectToScene(box))
        return out

    # -- document --------------------------------------------------------------------------
    def set_document(self, doc: Document) -> None:
        self.doc = follow(self.doc, doc, self._on_changed)
        for item in self.figure_items.values():
            self.removeItem(item)
        self.figure_items.clear()
        self.selected = None
        self.selection = set()
        self.set_plan(None)
        self._rebuild_map()
        self.sync_figures()

    def _on_changed(self, changes: Changes) -> None:
        if changes.map:
            self._rebuild_map()
        if changes.figures or changes.groups or changes.map:
            self.sync_figures()

    def _rebuild_map(self) -> None:
        layout = self.doc.layout
        self.painter_ = MapPainter(self.doc.board, layout)
        self.picture_note = install_picture(self.painter_, self.doc)
        x, y, w, h = layout.scene_rect()
        self.setSceneRect(QRectF(x, y, w, h))
        self.underlay.set_drawing(self.underlay.drawing, layout)
        self.overlay.set_drawing(self.overlay.drawing, layout)
        for item in list(self.figure_items.values()):
            self.removeItem(item)
        self.figure_items.clear()
        for point in self.point_items:
            self.removeItem(point)
        board = self.doc.board
        self.point_items = [PointCell(board, pt, layout) for pt in board.points]
        self.point_items += [
            PointName(board, pt, layout, self.point_names_shown)
            for pt in board.points
            if point_name(pt)  # a point with neither name nor id: its marker says all
        ]
        for point in self.point_items:
            self.addItem(point)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        for view in self.views():
            view.resetCachedContent()

    def show_point_names(self, on: bool) -> None:
        """View → Point names: each named point's name under its marker."""
        self.point_names_shown = on
        for point in self.point_items:
            if isinstance(point, PointName):
                point.set_shown(on)

    def sync_figures(self) -> None:
        """Add, update and remove figure items to match the board's figures."""
        layout = self.doc.layout
        seen = set()
        cls = rules_class(self.doc.board.rules.preset)
        stack_index: dict[Cell, int] = {}
        fields = cls.figure_fields if cls is not None else ()
        for fig in self.doc.board.figures:
            seen.add(fig.id)
            # the rule set's figure fields that differ from their default (stealthed,
            # garrison, defense ...): shown on the token, not only in the file
            marks = [m for f in fields if (m := f.mark(fig.extra)) is not None]
            faded = any(f.faded and f.value(fig.extra) is True for f in fields)
            group = group_name(self.doc.board, fig.group) if fig.group else ""
            item = self.figure_items.get(fig.id)
            if item is None:
                base = self.doc.path.parent if self.doc.path is not None else None
                item = FigureItem(fig, layout, marks, base, faded, group)
                self.figure_items[fig.id] = item
                self.addItem(item)
            else:
                item.update_from(fig, layout, marks, faded, group)
            # a stack (a rule set's stacking, board/stacks.py): each further figure a little
            # down-right
            # so every token of the stack shows
            k = stack_index.setdefault(fig.at, 0)
            stack_index[fig.at] = k + 1
            if k:
                step = item._size * 0.22
                item.setPos(item.pos() + QPointF(step * k, step * k))
                item.setZValue(10 + k)
            item.selected_mark = fig.id == self.selected or fig.id in self.selection
            item.target_mark = fig.id in self.targets
            item.update()
        for fid in list(self.figure_items):
            if fid not in seen:
                self.removeItem(self.figure_items.pop(fid))
        if self.selected not in seen:
            self.selected = None
        self.selection &= seen
        faces = [
            item.mapRectToScene(item.face())
            for item in self.figure_items.values()
            if item.isVisible()
        ]
        numbers = coordinate_boxes(layout)
        for point in self.point_items:
            if isinstance(point, PointName):
                point.place(faces, numbers)  # off the numbers, and the faces where it can

    # -- selection, preview, plan ----------------------------------------------------------
    def select(self, fid: str | None) -> None:
        self.select_many([fid] if fid is not None else [])

    def select_many(self, fids: list[str], add: bool = False) -> None:
        """Select figures (``add``: to those selected already); the last one is the one
        the inspector shows."""
        self.selection = (self.selection if add else set()) | set(fids)
        if fids:
            self.selected = fids[-1]
        elif not add:
            self.selected = None
        self._mark_selection()

    def toggle(self, fid: str) -> None:
        """Shift-click: the figure in or out of the selection."""
        if fid in self.selection:
            self.selection.discard(fid)
            if self.selected == fid:
                self.selected = next(iter(sorted(self.selection)), None)
        else:
            self.selection.add(fid)
            self.selected = fid
        self._mark_selection()

    def _mark_selection(self) -> None:
        for k, item in self.figure_items.items():
            item.selected_mark = k in self.selection
            item.update()

    def figures_in(self, rect: QRectF) -> list[str]:
        """Figures whose token centre lies in scene rectangle ``rect``, in board order."""
        return [fid for fid, item in self.figure_items.items() if rect.contains(item.pos())]

    def show_figure_at(self, fid: str, at: Cell) -> None:
        """Draw a figure's token at ``at`` (while it is dragged) without changing the board."""
        item = self.figure_items.get(fid)
        if item is not None:
            item.setPos(footprint_center(self.doc.layout, self.doc.board.figure(fid), at))

    def set_hover(self, cells: list[Cell], colour: QColor | None = None) -> None:
        path = QPainterPath()
        for c in cells:
            pts = [QPointF(x, y) for x, y in self.doc.layout.polygon(c)]
            path.moveTo(pts[0])
            for p in pts[1:]:
                path.lineTo(p)
            path.closeSubpath()
        # the plain hover sits under the tokens (a token under the mouse stays readable);
        # a coloured one (a refused cell, a brush stroke) goes over them
        self.hover.setZValue(30 if colour is not None else 8)
        self.hover.setBrush(colour if colour is not None else style.HOVER)
        self.hover.setPath(path)

    def set_preview(self, path: QPainterPath, pen: QPen) -> None:
        self.preview.setPen(pen)
        self.preview.setPath(path)

    def clear_preview(self) -> None:
        self.preview.setPath(QPainterPath())

    def set_plan(self, drawing: PlanDrawing | None) -> None:
        self.drawing = drawing
        layout = self.doc.layout
        self.underlay.set_drawing(drawing, layout)
        self.overlay.set_drawing(drawing, layout)
        self.targets = set()
        if drawing is not None:
            for fd in drawing.figures:
                if fd.selected or not any(f.selected for f in drawing.figures):
                    self.targets.update(fd.targets)
        for k, item in self.figure_items.items():
            item.target_mark = k in self.targets
            item.update()

    def mark_targets(self, fids: set[str]) -> None:
        """Mark figures as targets without a plan drawn (an applied plan's attacks)."""
        self.targets = set(fids)
        for k, item in self.figure_items.items():
            item.target_mark = k in self.targets
            item.update()

    # -- painting --------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        self.painter_.paint(painter, QRectF(rect))

    def figure_at(self, pos: QPointF) -> str | None:
        """The figure whose token is under scene point ``pos`` (its shape, then its cells)."""
        for item in self.items(pos):
            if isinstance(item, FigureItem):
                return item.fid
        cell = self.doc.layout.scene_to_cell(pos.x(), pos.y())
        if cell is None:
            return None
        fig = self.doc.board.figure_at(cell)
        return fig.id if fig is not None else None

    def cell_at(self, pos: QPointF) -> Cell | None:
        return self.doc.layout.scene_to_cell(pos.x(), pos.y())
