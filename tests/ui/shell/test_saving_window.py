"""The window's saves: what would not open again is not
written and the user is told why in a dialog; the work stays open, unsaved and autosaved; a
read-only file is replaced only when the user says so; autosaves are always found."""

from __future__ import annotations

import json
import os
import shutil
import stat
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tabletop_ai.board import load_board
from tabletop_ai.geometry import Cell
from tabletop_ai.ui.games.table.autosave import TableAutosaver
from tabletop_ai.ui.shell.autosave import Autosaver, find_recoveries
from tabletop_ai.ui.shell.main_window import MainWindow
from tabletop_ai.ui.shell.settings import autosave_dir
from tests.conftest import MAPS
from tests.ui.conftest import DEMO


def test_a_board_that_would_not_reopen_is_refused_with_a_dialog(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    p = tmp_path / "raid.board.json"
    shutil.copy(DEMO, p)
    w = MainWindow(interactive=True, remember=True)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _parent, title, text: shown.append((title, text))
    )
    assert w.open_path(p)
    before = p.read_bytes()
    board = w.doc.board
    # what no edit should make, and no load accepts
    board.update_figure(board.figures[1].id, at=board.figures[0].at)
    w.doc.undo_stack.resetClean()  # unsaved changes
    assert not w.save()
    assert shown and shown[0][0] == "Not saved"
    assert "could not be opened again" in shown[0][1] and "stands on the same cell" in shown[0][1]
    assert p.read_bytes() == before and w.doc.dirty  # nothing written, the work still open
    assert w.autosaver is not None and w.autosaver.board_file.is_file()  # and autosaved
    assert load_board(w.autosaver.board_file, check=False).figures[1].at == board.figures[0].at
    w.doc.undo_stack.setClean()
    w.close()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_a_read_only_board_is_replaced_only_when_the_user_says_so(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    p = tmp_path / "ro.board.json"
    shutil.copy(DEMO, p)
    os.chmod(p, 0o444)
    assert window.open_path(p)
    window.doc.board.name = "renamed"
    window.doc.undo_stack.resetClean()
    answers = [False]
    monkeypatch.setattr(window, "ask_replace_read_only", lambda _path: answers.pop(0))
    assert not window.save()  # asked, said no: not replaced, told why
    assert "read-only and was not replaced" in window.last_error
    assert load_board(p).name != "renamed" and window.doc.dirty
    answers.append(True)
    assert window.save()  # asked, said yes
    assert load_board(p).name == "renamed" and not window.doc.dirty
    assert stat.S_IMODE(p.stat().st_mode) == 0o444


def test_an_autosave_without_its_note_is_still_found(qtbot: object) -> None:
    # a kill between writing the autosave and its note left work nobody was offered
    a = Autosaver(autosave_dir())
    a.save(load_board(DEMO), DEMO)
    a.note_file.unlink()
    a.lock.unlock()
    found = [r for r in find_recoveries() if r.board_file == a.board_file]
    assert len(found) == 1 and found[0].original is None
    assert found[0].load().name == load_board(DEMO).name
    found[0].discard()


def test_a_table_autosave_without_its_note_is_still_found(tmp_path: Path) -> None:
    p = tmp_path / "t.table.json"
    shutil.copy(MAPS / "destiny-scarif.table.json", p)
    from tabletop_ai.table.io import load_table

    first = TableAutosaver(p, tmp_path / "auto")
    first.save(load_table(p))
    first.note_file.unlink()
    first.lock.unlock()
    again = TableAutosaver(p, tmp_path / "auto")
    left = again.left_behind()
    assert left is not None and left[0].name == load_table(p).name
    again.close()


def test_the_autosave_note_is_written_first_and_both_are_private(tmp_path: Path) -> None:
    a = Autosaver(tmp_path)
    a.save(load_board(DEMO), None)
    assert json.loads(a.note_file.read_text())["original"] is None
    assert a.note_file.stat().st_mtime_ns <= a.board_file.stat().st_mtime_ns
    if sys.platform != "win32":
        assert stat.S_IMODE(a.board_file.stat().st_mode) == 0o600
    a.close()


def test_editing_then_saving_reopens_equal(window: MainWindow, tmp_path: Path) -> None:
    """The save invariant in the window: what an edit produced saves and reads back."""
    target = tmp_path / "edited.board.json"
    window.doc.board.update_figure(window.doc.board.figures[0].id, at=Cell(0, 1))
    window.doc.undo_stack.resetClean()
    assert window.save_as(target)
    assert load_board(target).figures[0].at == Cell(0, 1)
