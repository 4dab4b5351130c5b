"""At 1280x800, with the plan of the group just activated shown under it, the Automated
Emperor tab says which group the next draw activates without scrolling, in English and in
Ukrainian: the line stands right under the button that activates it, one line whatever
the group's name (a long one is elided, whole in its tooltip)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea, QTabBar, QWidget
from pytestqt.qtbot import QtBot

from tabletop_ai.imperial import game
from tabletop_ai.ui.editor.panel_dock import LazyPanelDock
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

NEXT = {"en": "Next to activate:", "uk": "Наступна активація:"}


def _whole_in_view(w: QWidget, area: QScrollArea) -> bool:
    at = w.mapTo(area.viewport(), QPoint(0, 0))
    return w.isVisible() and area.viewport().rect().contains(QRect(at, w.size()))


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_next_group_is_in_view_at_1280x800(
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
        assert w.open_path(MAPS / "ae-landing-zone.board.json")
        dock = w.game_docks["automated-emperor"]
        assert isinstance(dock, LazyPanelDock)
        for _ in range(5):
            QApplication.processEvents()
        bars = [b for b in w.findChildren(QTabBar) if b.isVisible()]
        tab = [(b, i) for b in bars for i in range(b.count()) if b.tabText(i) == dock.windowTitle()]
        tab[0][0].setCurrentIndex(tab[0][1])
        panel = dock.built_panel()
        area = dock.widget()
        assert isinstance(area, QScrollArea)
        qtbot.waitUntil(lambda: not dock.visibleRegion().isEmpty())
        # no game yet: the line is there, with no group (no gap under the button)
        waiting = [label for label in panel.findChildren(QLabel) if NEXT[lang] in label.text()]
        assert [label.text().endswith("<b>—</b>") for label in waiting] == [True]
        panel.setup(seed=11, open_groups=2)
        panel.activate_btn.click()
        qtbot.waitUntil(lambda: w.controller.plan is not None, timeout=30_000)
        for _ in range(5):  # the plan's share of the height, then the panel's new layout
            QApplication.processEvents()
        assert w.docks["plan"].height() >= 300  # the plan under it is shown too
        assert area.verticalScrollBar().value() == 0
        lines = [label for label in panel.findChildren(QLabel) if NEXT[lang] in label.text()]
        assert len(lines) == 1, [label.text() for label in lines]
        line = lines[0]
        st = panel.state
        assert st is not None
        assert _whole_in_view(line, area), (line.geometry(), dock.height())
        assert line.height() < 2 * line.fontMetrics().lineSpacing()  # one line
        # a name too long for the dock is cut with an ellipsis, not wrapped
        before = (
            panel.activate_btn.mapTo(panel, QPoint(0, 0)),
            panel.status_btn.mapTo(panel, QPoint(0, 0)),
        )
        board = w.doc.board
        nxt = game.next_group(board, st)
        group = board.find_group(nxt) if nxt else None
        assert group is not None
        long = "A very long deployment group name " * 4
        board.groups[board.groups.index(group)] = dataclasses.replace(group, name=long)
        panel.refresh()
        QApplication.processEvents()
        assert "…" in line.text() and long.strip() in line.toolTip(), line.text()
        assert line.height() < 2 * line.fontMetrics().lineSpacing()
        assert (
            panel.activate_btn.mapTo(panel, QPoint(0, 0)),
            panel.status_btn.mapTo(panel, QPoint(0, 0)),
        ) == before
    finally:
        w.controller.shutdown()
