"""The board view: zoom (wheel, keys, fit), pan (middle or right button drag), the cell under
the mouse by maths, and mouse gestures handed to the current interaction mode. Figures dragged
from the roster are dropped here."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from tabletop_ai.geometry import Cell
from tabletop_ai.ui.editor.interactions import Interaction
from tabletop_ai.ui.editor.scene import BoardScene

#: mime type of a figure template dragged from the roster
FIGURE_MIME = "application/x-tabletop-ai-figure"


class BoardView(QGraphicsView):
    """Shows a :class:`BoardScene`; keeps a Python reference to it (Qt does not)."""

    cell_hovered = Signal(object)  # Cell | None
    zoom_changed = Signal(float)
    #: a right click that did not drag: (scene point, global screen point)
    context_requested = Signal(QPointF, QPoint)
    #: an arrow key on the board: (dx, dy) in cells
    nudge_requested = Signal(int, int)
    #: a dragged roster entry refused over a cell: why (:attr:`drop_problem`), for the
    #: window's status line
    drop_refused = Signal(str)

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scene = scene  # QGraphicsView(scene) does not keep the Python scene alive
        self.setScene(scene)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMouseTracking(True)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.mode: Interaction | None = None
        self._gesture = False
        self._pan_from: QPoint | None = None
        self._right_press: QPoint | None = None  # a right click, until it drags
        self.on_drop: Callable[[Cell, dict[str, Any]], None] | None = None
        #: why a dragged roster entry could not be dropped on a cell (None: it can)
        self.drop_problem: Callable[[Cell, dict[str, Any]], str | None] | None = None
        self.fit_on_resize = True

    # -- zoom ------------------------------------------------------------------------------
    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, z: float) -> None:
        z = max(0.05, min(8.0, z))
        self.setTransform(self.transform().fromScale(z, z))
        self.fit_on_resize = False
        self.zoom_changed.emit(z)

    def zoom_by(self, factor: float) -> None:
        self.set_zoom(self.zoom * factor)

    def fit(self) -> None:
        """Fit the whole map in the window."""
        rect: QRectF = self._scene.sceneRect()
        if rect.isEmpty():
            return
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self.fit_on_resize = True
        self.zoom_changed.emit(self.zoom)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self.fit_on_resize:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(1.15**steps)
        event.accept()

    # -- mouse -----------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        button = event.button()
        if button in (Qt.MouseButton.MiddleButton, Qt.MouseButton.RightButton):
            self._pan_from = event.position().toPoint()
            self._right_press = self._pan_from if button == Qt.MouseButton.RightButton else None
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        pos = self.mapToScene(event.position().toPoint())
        if self.mode is not None:
            self.mode.modifiers = event.modifiers()
        self._gesture = self.mode is not None and self.mode.press(pos, button)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        vp = event.position().toPoint()
        if self._pan_from is not None:
            if self._right_press is not None:
                if (vp - self._right_press).manhattanLength() < 5:
                    return  # still a click, not a drag
                self._right_press = None
            d = vp - self._pan_from
            self._pan_from = vp
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - d.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - d.y())
            return
        pos = self.mapToScene(vp)
        cell = self._scene.cell_at(pos)
        self.cell_hovered.emit(cell)
        if self.mode is None:
            return
        if self._gesture:
            self.mode.move(pos)
        else:
            self.mode.hover(pos)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
            if self._right_press is not None:  # a right click: the context menu
                self._right_press = None
                vp = event.position().toPoint()
                self.context_requested.emit(self.mapToScene(vp), self.viewport().mapToGlobal(vp))
            return
        if self._gesture and self.mode is not None:
            self.mode.release(self.mapToScene(event.position().toPoint()))
        self._gesture = False

    def leaveEvent(self, event: Any) -> None:
        self.cell_hovered.emit(None)
        self._scene.set_hover([])
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self._gesture and self.mode is not None:
            self.mode.cancel()
            self._gesture = False
            return
        steps = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        if event.key() in steps and not self._gesture:
            self.nudge_requested.emit(*steps[Qt.Key(event.key())])
            return
        super().keyPressEvent(event)

    def set_mode(self, mode: Interaction) -> None:
        if self.mode is not None and self._gesture:
            self.mode.cancel()
        self._gesture = False
        self._scene.clear_preview()
        self._scene.set_hover([])
        self.mode = mode

    # -- drops from the roster ---------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(FIGURE_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if not event.mimeData().hasFormat(FIGURE_MIME):
            event.ignore()
            return
        cell = self._scene.cell_at(self.mapToScene(event.position().toPoint()))
        if cell is None:
            self._scene.set_hover([])
            event.ignore()
            return
        problem = None
        if self.drop_problem is not None:
            template = json.loads(bytes(event.mimeData().data(FIGURE_MIME).data()).decode())
            problem = self.drop_problem(cell, template)
        if problem is not None:
            self._scene.set_hover([cell], QColor(224, 49, 49, 90))
            self.drop_refused.emit(problem)
            event.ignore()
        else:
            self._scene.set_hover([cell])
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        self._scene.set_hover([])
        data = event.mimeData()
        if not data.hasFormat(FIGURE_MIME):
            event.ignore()
            return
        cell = self._scene.cell_at(self.mapToScene(event.position().toPoint()))
        if cell is None or self.on_drop is None:
            event.ignore()
            return
        template = json.loads(bytes(data.data(FIGURE_MIME).data()).decode("utf-8"))
        self.on_drop(cell, template)
        event.acceptProposedAction()

    def scene_point(self, pos: QPointF) -> QPoint:
        """The viewport point showing scene point ``pos`` (tests drive the mouse with it)."""
        return self.mapFromScene(pos)
