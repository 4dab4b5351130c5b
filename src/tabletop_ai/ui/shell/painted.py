"""Doing something once a widget has been painted: the start-up probe, and clearing the
"being opened" record of a board once the window has shown it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


def after_first_paint(widget: QWidget, then: Callable[[], None]) -> None:
    """Call ``then`` once, as soon as ``widget`` has finished its next paint."""

    class _Watch(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # Qt names it
            if event.type() == QEvent.Type.Paint:
                widget.removeEventFilter(self)
                self.deleteLater()
                QTimer.singleShot(0, then)  # after this paint event has been handled
            return False

    widget.installEventFilter(_Watch(widget))
