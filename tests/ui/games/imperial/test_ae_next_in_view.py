"""At 1280x800, with the plan of the group just activated shown under it, the Automated
Emperor tab says which group the next draw activates without scrolling, in English and in
Ukrainian: the line stands right under the button that activates it, one line whatever
the group's name (a long one is elided, whole in its tooltip)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tabletop_ai.imperial import game
from tests.ui.games.imperial.ae_view import activate_first, ae_tab_at_1280x800, whole_in_view

NEXT = {"en": "Next to activate:", "uk": "Наступна активація:"}


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_next_group_is_in_view_at_1280x800(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    with ae_tab_at_1280x800(qtbot, tmp_path, monkeypatch, lang) as tab:
        w, dock, panel, area = tab.window, tab.dock, tab.panel, tab.area
        # no game yet: no line (the tab shows how to start one, its controls come with it)
        waiting = [label for label in panel.findChildren(QLabel) if NEXT[lang] in label.text()]
        assert [label.isVisible() for label in waiting] == [False]
        activate_first(tab, qtbot)
        assert w.docks["plan"].height() >= 300  # the plan under it is shown too
        assert area.verticalScrollBar().value() == 0
        lines = [label for label in panel.findChildren(QLabel) if NEXT[lang] in label.text()]
        assert len(lines) == 1, [label.text() for label in lines]
        line = lines[0]
        st = panel.state
        assert st is not None
        assert whole_in_view(line, area), (line.geometry(), dock.height())
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
