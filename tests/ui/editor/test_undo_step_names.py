"""An undo step names a figure as the window shows it: in Ukrainian the roster reads
"Штурмовик 1", so Edit → Undo reads "Скасувати: Перемістити Штурмовик 1 …", not the English
name kept in the board file."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.ui.conftest import DEMO

pytestmark = pytest.mark.usefixtures("english_again")


@pytest.fixture
def uk_window(qtbot: object) -> MainWindow:
    prefs.settings().setValue("language", "uk")
    assert prefs.install_language(QApplication.instance()) == "uk"
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    assert w.open_path(DEMO)
    w.show()
    QApplication.processEvents()
    return w


def test_a_nudge_names_the_figure_in_the_players_language(uk_window: MainWindow) -> None:
    w = uk_window
    w.select_figure("tr1")
    QTest.keyClick(w.view.viewport(), Qt.Key.Key_Right)
    assert w.doc.undo_stack.count() == 1
    assert w.actions_.undo.text() == "&Скасувати: Перемістити Штурмовик 1 на [11,1]"


def test_delete_and_duplicate_name_the_figure_in_the_players_language(
    uk_window: MainWindow,
) -> None:
    w = uk_window
    w.duplicate_figure("gd1")
    duplicated = w.doc.undo_stack.undoText()
    w.delete_figure("tr2")
    deleted = w.doc.undo_stack.undoText()
    assert "Вартовий 1" in duplicated and "Guard" not in duplicated
    assert "Штурмовик 2" in deleted and "Trooper" not in deleted
