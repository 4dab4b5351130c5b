"""The Automated Emperor dock, built the first time it is shown: its panel loads the Imperial
game data, which a player of other games should not wait for at start-up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_ai.ui.shell.lazy_dock import LazyPanelDock

if TYPE_CHECKING:
    from tabletop_ai.ui.games.imperial.ae_panel import AEPanel
    from tabletop_ai.ui.shell.main_window import MainWindow

#: boards whose rule set declares this panel open the dock by themselves
AE_PANEL = "automated-emperor"


class AEDock(LazyPanelDock):
    """Hidden until asked for (View menu) or until an Automated Emperor board is opened; a
    full-height tab beside Groups."""

    panel: AEPanel | None

    def __init__(self, window: MainWindow) -> None:
        super().__init__("Automated Emperor", "automated-emperor", window, AE_PANEL, self._build)
        self._tabbed = False

    def _build(self) -> AEPanel:
        from tabletop_ai.ui.games.imperial.ae_panel import AEPanel

        return AEPanel(self.host)

    def _tab(self) -> None:
        # tabbed only once shown: a dock tabbed and then hidden before the window is shown
        # leaves a stale tab bar on screen (Qt 6.11, xcb and offscreen)
        if not self._tabbed:
            self._tabbed = True
            self.host.tabifyDockWidget(self.host.docks["groups"], self)

    def _shown(self, visible: bool) -> None:
        if visible and not self._tabbed and self.host.isVisible():
            # shown from the View menu: take a full-height tab beside Groups, not a strip
            self._tab()
            self.raise_()
        super()._shown(visible)

    def open_for_board(self) -> None:
        self._tab()
        super().open_for_board()


def install_ae_dock(window: MainWindow) -> AEDock:
    """Add the (hidden) Automated Emperor dock to the main window; it is tabbed with Groups
    when first shown (see :class:`AEDock`)."""
    from PySide6.QtCore import Qt

    dock = AEDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.hide()
    window.docks["ae"] = dock
    return dock
