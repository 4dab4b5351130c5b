"""The Automated Emperor tab of a 1280x800 window on the demo AE board, chosen as a player
does (its tab under Groups), for tests of what it shows without scrolling."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QScrollArea, QTabBar, QWidget
from pytestqt.qtbot import QtBot

from tabletop_ai.ui.editor.panel_dock import LazyPanelDock
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

AE_BOARD = MAPS / "ae-landing-zone.board.json"


@dataclass
class AeTab:
    """The window, the AE dock, its panel and the scroll area the panel sits in."""

    window: MainWindow
    dock: LazyPanelDock
    panel: Any
    area: QScrollArea


def click_tab(window: MainWindow, title: str) -> None:
    """Choose the dock tab ``title`` as a player does (the tab bar under Groups)."""
    for bar in window.findChildren(QTabBar):
        for i in range(bar.count()):
            if bar.isVisible() and bar.tabText(i) == title:
                bar.setCurrentIndex(i)
                return
    raise AssertionError(f"no tab {title!r}")


def whole_in_view(w: QWidget, area: QScrollArea) -> bool:
    """Whether ``w`` is shown whole in ``area``'s viewport, without scrolling."""
    at = w.mapTo(area.viewport(), QPoint(0, 0))
    return w.isVisible() and area.viewport().rect().contains(QRect(at, w.size()))


@contextmanager
def ae_tab_at_1280x800(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> Iterator[AeTab]:
    """The AE tab in ``lang`` of a 1280x800 window on :data:`AE_BOARD`, before any game."""
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
        click_tab(w, dock.windowTitle())
        panel = dock.built_panel()
        area = dock.widget()
        assert isinstance(area, QScrollArea)
        qtbot.waitUntil(lambda: not dock.visibleRegion().isEmpty())
        yield AeTab(w, dock, panel, area)
    finally:
        w.controller.shutdown()


def activate_first(tab: AeTab, qtbot: QtBot) -> None:
    """Start a game (seed 11, two open groups) and draw a card, as the player's click does,
    until its plan is shown and the panel laid out again under it."""
    tab.panel.setup(seed=11, open_groups=2)
    tab.panel.activate_btn.click()
    qtbot.waitUntil(lambda: tab.window.controller.plan is not None, timeout=30_000)
    for _ in range(5):  # the plan's share of the height, then the panel's new layout
        QApplication.processEvents()
