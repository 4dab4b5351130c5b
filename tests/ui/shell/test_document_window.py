"""One document window base: the board window and the table window share
save, save as, title and prompts; every panel follows the board through one signal; a game's
dock closes when a board of another rule set opens."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop_ai.ui.games.table.window import TableWindow, open_table
from tabletop_ai.ui.shell.document_window import DocumentWindow
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

BATTLECREST = MAPS / "battlecrest-duel.board.json"
OUTPOST = MAPS / "outpost-raid.board.json"
SCARIF = MAPS / "destiny-scarif.table.json"


def test_both_windows_share_one_file_plumbing(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "scarif.table.json"
    shutil.copy(SCARIF, path)
    table = open_table(path, interactive=False, remember=False)
    assert table is not None
    qtbot.addWidget(table)
    for w in (window, table):
        assert isinstance(w, DocumentWindow)
        # one Save As for both: nobody to ask, nothing saved
        assert w.ask_save_path() is None
        assert not w.save_as()
    assert TableWindow.save is MainWindow.save is DocumentWindow.save
    assert TableWindow.save_as is MainWindow.save_as
    assert TableWindow.maybe_save is MainWindow.maybe_save
    # title and dirty mark the same way, each with its own app name
    table.doc.undo_stack.resetClean()
    assert table.windowTitle() == "scarif.table.json[*] — Tabletop AI table"
    assert table.isWindowModified()
    assert window.windowTitle() == "outpost-raid.board.json[*] — Tabletop AI"
    # save as a new name: written, clean, title follows
    assert table.save_as(tmp_path / "copy.table.json")
    assert (tmp_path / "copy.table.json").is_file()
    assert table.windowTitle().startswith("copy.table.json")
    assert not table.isWindowModified()
    assert window.save_as(tmp_path / "copy.board.json")
    assert window.windowTitle().startswith("copy.board.json")


def test_a_failed_save_says_why_in_both_windows(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "scarif.table.json"
    shutil.copy(SCARIF, path)
    table = open_table(path, interactive=False, remember=False)
    assert table is not None
    qtbot.addWidget(table)
    missing = tmp_path / "a-file-not-a-folder"
    missing.write_text("x")
    assert not table.save_as(missing / "x.table.json")
    assert "The table is still open" in table.last_error
    assert not window.save_as(missing / "x.board.json")
    assert "The board is still open" in window.last_error


def test_panels_follow_the_board_through_one_signal(window: MainWindow) -> None:
    seen: list[object] = []
    window.ctx.document_changed.connect(seen.append)
    window.select_figure(window.doc.board.figures[0].id)
    assert window.inspector.fid is not None
    assert window.open_path(BATTLECREST)
    assert seen == [window.doc]
    for follower in (
        window.scene,
        window.roster,
        window.inspector,
        window.groups,
        window.controller,
    ):
        assert follower.doc is window.doc, follower
    assert window.inspector.fid is None  # no stale figure of the old board


def test_a_game_dock_closes_when_another_rule_set_opens(window: MainWindow) -> None:
    assert window.open_path(BATTLECREST)
    QApplication.processEvents()
    dock = window.docks["battlecrest"]
    assert dock.isVisible()
    assert window.open_path(OUTPOST)
    QApplication.processEvents()
    assert not dock.isVisible()
    assert window.open_path(BATTLECREST)
    QApplication.processEvents()
    assert dock.isVisible()
