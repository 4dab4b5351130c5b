"""A dock's scroll area that never clips its panel: it scrolls sideways when the dock is
made narrower than the panel needs, and says how wide the panel wants to be, so the
first-start layout can give it that width."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea, QWidget


class DockScrollArea(QScrollArea):
    """Holds ``panel``, resizable; a scroll bar appears in either direction when the dock
    is smaller than the panel's minimum."""

    def __init__(self, panel: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setWidget(panel)

    def needed_width(self) -> int:
        """The width that shows the panel whole beside a vertical scroll bar."""
        panel = self.widget()
        least = panel.minimumSizeHint().width() if panel is not None else 0
        return least + self.verticalScrollBar().sizeHint().width()
