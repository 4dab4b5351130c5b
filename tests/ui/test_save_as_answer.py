"""The Save As answer the window tests give: the name typed is the file saved, whether or
not the dialog is already the active window with its File name field focused (Qt leaves a
focused name field alone when a file is selected by code, so a test answering with
``selectFile`` saved under the dialog's offered name whenever the dialog was activated
first)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.conftest import DialogAnswers, save_as_answer


@pytest.mark.parametrize("focused", [True, False])
def test_the_typed_name_is_the_file_saved(qtbot: QtBot, tmp_path: Path, focused: bool) -> None:
    offered = tmp_path / "offered" / "ae-landing-zone.board.json"
    offered.parent.mkdir()
    wanted = tmp_path / "mine" / "landing.board.json"
    wanted.parent.mkdir()
    answer = save_as_answer(wanted)
    had_focus: list[bool] = []

    def when_ready(dlg: QWidget) -> None:
        name = dlg.findChild(QLineEdit, "fileNameEdit")
        assert name is not None
        if focused:  # the dialog came up as the active window: its name field has the focus
            dlg.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is dlg, timeout=5000)
            name.setFocus()
            qtbot.waitUntil(name.hasFocus, timeout=5000)
        else:
            name.clearFocus()
        had_focus.append(name.hasFocus())
        answer(dlg)

    answers = DialogAnswers(when_ready)
    chosen, _ = QFileDialog.getSaveFileName(None, "Save board as", str(offered), "Board (*.json)")
    answers.done()
    assert had_focus == [focused]
    assert Path(chosen) == wanted
