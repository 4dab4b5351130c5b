"""The Battlecrest dock, built the first time it is shown: its panel imports the Battlecrest
game, which a player of other games should not wait for at start-up."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt

from tabletop_ai.ui.shell.lazy_dock import LazyPanelDock

if TYPE_CHECKING:
    from tabletop_ai.ui.games.battlecrest.panel import BattlecrestPanel

#: boards whose rule set declares this panel open the dock by themselves
BATTLECREST_PANEL = "battlecrest"


def _panel(window: Any) -> BattlecrestPanel:
    from tabletop_ai.ui.games.battlecrest.panel import BattlecrestPanel

    return BattlecrestPanel(window)


class BattlecrestDock(LazyPanelDock):
    """Hidden until asked for (View menu) or until a Battlecrest board is opened; the panel
    is built the first time it is shown."""

    panel: BattlecrestPanel | None

    def __init__(self, window: Any) -> None:
        super().__init__(
            "Battlecrest", "battlecrest", window, BATTLECREST_PANEL, lambda: _panel(self.host)
        )


def install_battlecrest_dock(window: Any) -> BattlecrestDock:
    """Add the (hidden) Battlecrest dock to the main window, tabbed with the Plan dock (it
    shows the same plan as one list of the turn's steps, and needs the height); call before
    the menus are built so the View menu lists it."""
    dock = BattlecrestDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.tabifyDockWidget(window.docks["plan"], dock)
    dock.hide()
    window.docks["battlecrest"] = dock
    dock.set_document(window.doc)  # a window made with a Battlecrest board shows it at once
    return dock
