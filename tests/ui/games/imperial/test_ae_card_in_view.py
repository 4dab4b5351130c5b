"""At 1280x800 the Automated Emperor tab, clicked over Groups, shows the card a draw gives
whole without scrolling, in English and in Ukrainian, also once the plan it activated takes
its share of the height under the panel: the card comes right under the buttons, before
the game's state. Before a game there is no card box, only the words on how to start one."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QScrollArea, QTabBar, QWidget
from pytestqt.qtbot import QtBot

from tabletop_ai.ui.editor.panel_dock import LazyPanelDock
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

AE_BOARD = MAPS / "ae-landing-zone.board.json"


def _click_tab(window: MainWindow, title: str) -> None:
    """Choose the dock tab ``title`` as a player does (the tab bar under Groups)."""
    for bar in window.findChildren(QTabBar):
        for i in range(bar.count()):
            if bar.isVisible() and bar.tabText(i) == title:
                bar.setCurrentIndex(i)
                return
    raise AssertionError(f"no tab {title!r}")


def _whole_in_view(w: QWidget, area: QScrollArea) -> bool:
    at = w.mapTo(area.viewport(), QPoint(0, 0))
    return w.isVisible() and area.viewport().rect().contains(QRect(at, w.size()))


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_drawn_card_is_in_view_at_1280x800(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    assert prefs.install_language(QApplication.instance(), lang) == lang
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    try:
        assert w.open_path(AE_BOARD)
        dock = w.game_docks["automated-emperor"]
        assert isinstance(dock, LazyPanelDock)
        for _ in range(5):
            QApplication.processEvents()
        _click_tab(w, dock.windowTitle())
        panel = dock.built_panel()
        area = dock.widget()
        assert isinstance(area, QScrollArea)
        qtbot.waitUntil(lambda: not dock.visibleRegion().isEmpty())
        # no game yet: no card box, the words on how to start come first
        assert not panel.card.isVisible()
        assert _whole_in_view(panel.status, area)
        panel.setup(seed=11, open_groups=2)
        panel.activate_btn.click()
        qtbot.waitUntil(lambda: w.controller.plan is not None, timeout=30_000)
        for _ in range(5):  # the plan's share of the height, then the panel's new layout
            QApplication.processEvents()
        assert w.docks["plan"].height() >= 300  # the plan under it is shown too
        assert area.verticalScrollBar().value() == 0
        assert _whole_in_view(panel.card, area), (panel.card.geometry(), dock.height())
        st = panel.state
        assert st is not None and st.current is not None  # a card was drawn: it is shown
    finally:
        w.controller.shutdown()
