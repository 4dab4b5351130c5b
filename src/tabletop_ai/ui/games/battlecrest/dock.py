"""The Battlecrest dock, built the first time it is shown: its panel imports the Battlecrest
game, which a player of other games should not wait for at start-up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

from tabletop_ai.ui.editor.context import BoardContext
from tabletop_ai.ui.editor.panel_dock import LazyPanelDock

if TYPE_CHECKING:
    from tabletop_ai.ui.games.battlecrest.panel import BattlecrestPanel

#: boards whose rule set declares this panel open the dock by themselves
BATTLECREST_PANEL = "battlecrest"


def _panel(ctx: BoardContext) -> BattlecrestPanel:
    from tabletop_ai.ui.games.battlecrest.panel import BattlecrestPanel

    return BattlecrestPanel(ctx)


class BattlecrestDock(LazyPanelDock):
    """Hidden until asked for (View menu) or until a Battlecrest board is opened; the panel
    is built the first time it is shown."""

    panel: BattlecrestPanel | None

    def __init__(self, ctx: BoardContext, window: QMainWindow) -> None:
        super().__init__(
            "Battlecrest", "battlecrest", ctx, window, BATTLECREST_PANEL, lambda: _panel(ctx)
        )


def install_battlecrest_dock(ctx: BoardContext, window: QMainWindow) -> BattlecrestDock:
    """Add the (hidden) Battlecrest dock to the window, tabbed with the Plan dock (it shows
    the same plan as one list of the turn's steps, and needs the height); call before the
    menus are built so the View menu lists it."""
    dock = BattlecrestDock(ctx, window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.tabifyDockWidget(dock.dock_named("plan"), dock)
    dock.hide()
    dock.set_document(ctx.doc)  # a window made with a Battlecrest board shows it at once
    return dock
