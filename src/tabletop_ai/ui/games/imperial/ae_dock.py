"""The Automated Emperor dock, built the first time it is shown: its panel loads the Imperial
game data, which a player of other games should not wait for at start-up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

from tabletop_ai.ui.editor.context import BoardContext
from tabletop_ai.ui.editor.panel_dock import LazyPanelDock
from tabletop_ai.ui.texts import translate

if TYPE_CHECKING:
    from tabletop_ai.ui.games.imperial.ae_panel import AEPanel

#: boards whose rule set declares this panel open the dock by themselves
AE_PANEL = "automated-emperor"


class AEDock(LazyPanelDock):
    """Hidden until asked for (View menu) or until an Automated Emperor board is opened; a
    full-height tab beside Groups."""

    panel: AEPanel | None

    def __init__(self, ctx: BoardContext, window: QMainWindow) -> None:
        super().__init__(
            translate("ae_dock", "Automated Emperor"),
            "automated-emperor",
            ctx,
            window,
            AE_PANEL,
            self._build,
        )
        self._tabbed = False

    def _build(self) -> AEPanel:
        from tabletop_ai.ui.games.imperial.ae_panel import AEPanel

        return AEPanel(self.ctx)

    def _tab(self) -> None:
        # tabbed only once shown: a dock tabbed and then hidden before the window is shown
        # leaves a stale tab bar on screen (Qt 6.11, xcb and offscreen)
        if not self._tabbed:
            self._tabbed = True
            self.main.tabifyDockWidget(self.dock_named("groups"), self)

    def _shown(self, visible: bool) -> None:
        if visible and not self._tabbed and self.main.isVisible():
            # shown from the View menu: take a full-height tab beside Groups, not a strip
            self._tab()
            self.raise_()
        super()._shown(visible)

    def open_for_board(self) -> None:
        self._tab()
        super().open_for_board()


def install_ae_dock(ctx: BoardContext, window: QMainWindow) -> AEDock:
    """Add the (hidden) Automated Emperor dock to the window; it is tabbed with Groups when
    first shown (see :class:`AEDock`)."""
    dock = AEDock(ctx, window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.hide()
    return dock
