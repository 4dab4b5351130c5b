"""The mouse wheel scrolls the panel it is over: a combo box or spin box inside a scrolling
panel changes its value with the wheel only once the player has clicked or tabbed into it.
Qt's default turns a scroll through a dock into a silent change of whichever value passes
under the pointer (the "You attack" choice of the Battlecrest panel, the AE panel's threat)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QWidget


def _scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    """The nearest scroll area ``widget`` sits in."""
    w = widget.parentWidget()
    while w is not None and not isinstance(w, QAbstractScrollArea):
        w = w.parentWidget()
    return w


class _WheelGuard(QObject):
    """Hands an unfocused box's wheel event to the scroll area it sits in, which scrolls
    (Qt passes a synthesized wheel event to no parent, so it is handed over, not ignored)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Wheel
            and isinstance(watched, QWidget)
            and not watched.hasFocus()
        ):
            area = _scroll_area_of(watched)
            if area is not None:
                QCoreApplication.sendEvent(area.viewport(), event)
            else:
                event.ignore()  # a real wheel event goes on to the parents
            return True
        return False


_GUARD: _WheelGuard | None = None


def wheel_scrolls_past(*widgets: QComboBox | QAbstractSpinBox) -> None:
    """Let the wheel scroll past ``widgets`` until one is clicked or tabbed into (they take
    the focus by click or Tab only, not by the wheel)."""
    global _GUARD
    if _GUARD is None:
        _GUARD = _WheelGuard()
    for w in widgets:
        w.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        w.installEventFilter(_GUARD)


def wheel_scrolls_panel(panel: QWidget) -> None:
    """:func:`wheel_scrolls_past` every combo box and spin box of ``panel``."""
    wheel_scrolls_past(*panel.findChildren(QComboBox), *panel.findChildren(QAbstractSpinBox))


__all__ = ["wheel_scrolls_panel", "wheel_scrolls_past"]
