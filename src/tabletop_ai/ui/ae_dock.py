"""The Automated Emperor dock, built the first time it is shown: its panel loads the Imperial
game data, which a player of other games should not wait for at start-up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QScrollArea

from tabletop_ai.ui.document import Document

if TYPE_CHECKING:
    from tabletop_ai.ui.ae_panel import AEPanel
    from tabletop_ai.ui.main_window import MainWindow

#: boards with this preset open the dock by themselves
AE_PRESET = "automated-emperor"


class AEDock(QDockWidget):
    """Hidden until asked for (View menu) or until an Automated Emperor board is opened."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__("Automated Emperor", window)
        self.setObjectName("dock-automated-emperor")
        self.host = window
        self.panel: AEPanel | None = None
        self._tabbed = False
        self.setWidget(QLabel("Loading…"))
        self.visibilityChanged.connect(self._shown)

    def _shown(self, visible: bool) -> None:
        if visible and not self._tabbed and self.host.isVisible():
            # shown from the View menu: take a full-height tab beside Groups, not a strip
            self._tabbed = True
            self.host.tabifyDockWidget(self.host.docks["groups"], self)
            self.raise_()
        if visible and self.panel is None:
            from tabletop_ai.ui.ae_panel import AEPanel

            self.panel = AEPanel(self.host)
            area = QScrollArea()
            area.setWidgetResizable(True)
            area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            area.setWidget(self.panel)
            self.setWidget(area)

    def set_document(self, doc: Document) -> None:
        if self.panel is not None:
            self.panel.set_document(doc)
        if doc.board.rules.preset == AE_PRESET and self.isHidden():
            if not self._tabbed:
                # tabbed only now: a dock tabbed and then hidden before the window is shown
                # leaves a stale tab bar on screen (Qt 6.11, xcb and offscreen)
                self._tabbed = True
                self.host.tabifyDockWidget(self.host.docks["groups"], self)
            self.show()
            self.raise_()
