"""macOS opens documents by sending a QFileOpenEvent: the filter routes it to File > Open."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop_ai.ui.shell.file_open import FileOpenFilter
from tests.conftest import MAPS


def test_file_open_events_reach_the_handler_even_before_it_is_set(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert app is not None
    f = FileOpenFilter()
    app.installEventFilter(f)
    try:
        board = str(MAPS / "river-fort.board.json")
        QApplication.sendEvent(app, QFileOpenEvent(board))
        assert f.pending == [board]
        seen: list[str] = []
        f.set_handler(seen.append)
        assert seen == [board] and f.pending == []
        other = str(MAPS / "outpost-raid.board.json")
        QApplication.sendEvent(app, QFileOpenEvent(other))
        assert seen == [board, other]
    finally:
        app.removeEventFilter(f)


def test_the_window_opens_a_board_sent_by_the_os(qtbot: QtBot, tmp_path: Path) -> None:
    from tabletop_ai.ui.shell.main_window import MainWindow

    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    app = QApplication.instance()
    assert app is not None
    f = FileOpenFilter()
    app.installEventFilter(f)
    try:
        f.set_handler(lambda p: w.maybe_save() and w.open_path(p))
        QApplication.sendEvent(app, QFileOpenEvent(str(MAPS / "river-fort.board.json")))
        assert w.doc.path is not None and w.doc.path.name == "river-fort.board.json"
    finally:
        app.removeEventFilter(f)
