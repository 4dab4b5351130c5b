"""The board fills the window it is in: fitted when opened, fitted again whenever the window
(or a panel beside the board) changes size, until the player zooms or pans by hand; from
then on their view is kept (View → Fit to window fits again and follows the window)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from tabletop_ai.ui.shell.main_window import MainWindow
from tests.ui.conftest import send_mouse


def _seen(w: MainWindow) -> QRectF:
    return w.view.mapToScene(w.view.viewport().rect()).boundingRect()


def _fitted(w: MainWindow) -> bool:
    """The whole map is on screen and fills the view's width or its height."""
    seen, scene = _seen(w), w.view.sceneRect()
    grown = seen.adjusted(-1, -1, 1, 1)
    # fitInView leaves a few pixels' margin around the map
    fills = seen.width() <= scene.width() * 1.03 or seen.height() <= scene.height() * 1.03
    return grown.contains(scene) and fills


def _resize(w: MainWindow, width: int, height: int) -> None:
    w.resize(width, height)
    QApplication.processEvents()


def _wheel(w: MainWindow, steps: int) -> None:
    vp = w.view.viewport()
    at = QPointF(vp.rect().center())
    ev = QWheelEvent(
        at,
        QPointF(vp.mapToGlobal(at.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(vp, ev)


def test_the_board_refits_when_the_window_is_resized(window: MainWindow) -> None:
    assert _fitted(window)
    small = window.view.zoom
    _resize(window, 1920, 1080)
    assert _fitted(window) and window.view.zoom > small * 1.2
    _resize(window, 1000, 700)
    assert _fitted(window) and window.view.zoom < small


def test_a_view_zoomed_and_panned_by_hand_is_kept_on_resize(window: MainWindow) -> None:
    _wheel(window, 8)  # zoom in by hand, then pan with the right button held
    zoom = window.view.zoom
    assert zoom > 2 and not _fitted(window)
    centre = window.view.viewport().rect().center()
    send_mouse(
        window,
        QEvent.Type.MouseButtonPress,
        centre,
        Qt.MouseButton.RightButton,
        held=Qt.MouseButton.RightButton,
    )
    for dx in (10, 40, 80):
        send_mouse(
            window,
            QEvent.Type.MouseMove,
            centre + QPoint(dx, dx // 2),
            Qt.MouseButton.RightButton,
            held=Qt.MouseButton.RightButton,
        )
    send_mouse(
        window,
        QEvent.Type.MouseButtonRelease,
        centre + QPoint(80, 40),
        Qt.MouseButton.RightButton,
        held=Qt.MouseButton.RightButton,
    )
    looked_at = _seen(window).center()
    _resize(window, 1920, 1080)
    assert window.view.zoom == zoom
    moved = _seen(window).center() - looked_at
    assert abs(moved.x()) <= 2 and abs(moved.y()) <= 2  # the same place in the middle
    # View → Fit to window: fitted again, and following the window from then on
    window.actions_.fit.trigger()
    QApplication.processEvents()  # the scroll bars of the zoomed view go
    assert _fitted(window)
    _resize(window, 1280, 800)
    assert _fitted(window)
