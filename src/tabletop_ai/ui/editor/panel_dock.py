"""A dock whose panel is built the first time it is shown, and that opens by itself for
boards whose rule set declares its panel name (:mod:`tabletop_ai.ui.panels`). Game panels
(Automated Emperor, Battlecrest) load their game data only when a player of that game asks
for them, so start-up does not wait for it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QScrollArea, QWidget

from tabletop_ai.ui.editor.context import BoardContext
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.panels import panel_name
from tabletop_ai.ui.texts import translate
from tabletop_ai.ui.wheel import wheel_scrolls_panel


class LazyPanelDock(QDockWidget):
    """Hidden until asked for (View menu) or until a board whose rule set declares the panel
    ``panel_name`` is opened; closes when a board of another rule set is opened (its buttons
    would edit that board). It follows the context's document by itself."""

    def __init__(
        self,
        title: str,
        key: str,
        ctx: BoardContext,
        window: QMainWindow,
        panel_name: str,
        make_panel: Callable[[], QWidget],
    ) -> None:
        super().__init__(title, window)
        self.ctx = ctx
        self.setObjectName(f"dock-{key}")
        #: the window the dock stands in (Qt's: docks are placed and tabbed there)
        self.main = window
        self.panel_name = panel_name
        self._make_panel = make_panel
        self.panel: Any = None
        self.setWidget(QLabel(translate("lazy_dock", "Loading…")))
        self.visibilityChanged.connect(self._shown)
        ctx.document_changed.connect(self.set_document)

    def _shown(self, visible: bool) -> None:
        if visible:
            self.built_panel()

    def built_panel(self) -> Any:
        """The panel, built now if it was not yet (a window not on screen yet never shows
        its docks, but a new game still starts on its panel)."""
        if self.panel is None:
            self.panel = self._make_panel()
            wheel_scrolls_panel(self.panel)  # the wheel scrolls the dock, not a value
            area = QScrollArea()
            area.setWidgetResizable(True)
            area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            # always there: a bar coming and going as the panel's texts grow would narrow
            # and widen every button under the pointer
            area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
            area.setWidget(self.panel)
            self.setWidget(area)
        return self.panel

    def dock_named(self, key: str) -> QDockWidget:
        """The window's dock ``key`` (``groups``, ``plan``: what this one is tabbed with)."""
        dock = self.main.findChild(QDockWidget, f"dock-{key}")
        if dock is None:
            raise KeyError(key)
        return dock

    def set_document(self, doc: Document) -> None:
        if self.panel is not None:
            self.panel.set_document(doc)
        if panel_name(doc.board) == self.panel_name:
            if self.isHidden():
                self.open_for_board()
        elif not self.isHidden():
            self.hide()

    def open_for_board(self) -> None:
        """A board of this game was opened: show the dock (with the room its panel needs,
        where the window gives it)."""
        self.show()
        self.raise_()
        room = getattr(self.main, "room_for_panel", None)
        if room is not None:
            QTimer.singleShot(0, room)  # once the dock is laid out and shown
