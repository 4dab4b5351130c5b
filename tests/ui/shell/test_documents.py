"""Documents: undo/redo, save and reopen, bad files, title and dirty mark, autosave and crash
recovery, recent files and remembered settings."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QApplication

from tabletop_ai.board import Figure, board_to_json, load_board
from tabletop_ai.geometry import Cell
from tabletop_ai.resources import demo_board
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.autosave import find_recoveries
from tabletop_ai.ui.shell.main_window import MainWindow, open_start_board
from tests.ui.conftest import DEMO, cell_point, drag


def test_undo_and_redo_restore_positions(window: MainWindow) -> None:
    drag(window, [cell_point(window, Cell(6, 8)), cell_point(window, Cell(7, 9))])
    drag(window, [cell_point(window, Cell(4, 9)), cell_point(window, Cell(4, 10))])

    class Current:  # moves are operations: each step swaps in a new board value
        def figure(self, fid: str) -> Figure:
            return window.doc.board.figure(fid)

    board = Current()
    assert board.figure("duelist").at == Cell(7, 9) and board.figure("scout").at == Cell(4, 10)
    stack = window.doc.undo_stack
    assert stack.count() == 2
    stack.undo()
    assert board.figure("scout").at == Cell(4, 9) and board.figure("duelist").at == Cell(7, 9)
    stack.undo()
    assert board.figure("duelist").at == Cell(6, 8)
    item = window.scene.figure_items["duelist"]
    assert (item.pos().x(), item.pos().y()) == window.doc.layout.cell_to_scene(Cell(6, 8))
    stack.redo()
    stack.redo()
    assert board.figure("duelist").at == Cell(7, 9) and board.figure("scout").at == Cell(4, 10)
    assert window.actions_.undo.text().startswith("&Undo Move Scout")


def test_every_edit_kind_undoes(window: MainWindow) -> None:
    original = board_to_json(window.doc.board)
    window.tools.choose("paint", "blocking")
    drag(
        window,
        [
            cell_point(window, Cell(8, 0)),
            cell_point(window, Cell(9, 0)),
            cell_point(window, Cell(10, 0)),
        ],
    )
    assert window.doc.board.kind_at(Cell(9, 0)) == "blocking"
    window.tools.choose("points", "spawn")
    drag(window, [cell_point(window, Cell(0, 11 - 1))])
    window.tools.choose("select")
    window.select_figure("scout")
    window.inspector.speed.setValue(7)
    window.inspector.speed.editingFinished.emit()
    assert window.doc.board.figure("scout").speed == 7
    window.duplicate_figure("scout")
    window.delete_figure("duelist")
    window.groups.select_group("guards")
    window.groups.add_type.setCurrentIndex(window.groups.add_type.findData("retreat"))
    window.groups._add_instruction()
    assert window.doc.board.group("guards").instructions[-1].type == "retreat"
    window.groups._move_instruction(-1)
    assert window.doc.board.group("guards").instructions[-2].type == "retreat"
    stack = window.doc.undo_stack
    assert stack.count() == 7  # paint, point, speed, duplicate, delete, add, reorder
    while stack.canUndo():
        stack.undo()
    assert board_to_json(window.doc.board) == original
    assert not window.doc.dirty


def test_save_and_reopen_gives_the_same_board(window: MainWindow, tmp_path: Path) -> None:
    drag(window, [cell_point(window, Cell(6, 8)), cell_point(window, Cell(7, 9))])
    assert window.isWindowModified() and "outpost-raid.board.json" in window.windowTitle()
    out = tmp_path / "saved.board.json"
    assert window.save_as(out)
    assert not window.isWindowModified()
    assert window.windowTitle().startswith("saved.board.json")
    again = load_board(out)
    assert board_to_json(again) == board_to_json(window.doc.board)
    assert again.figure("duelist").at == Cell(7, 9)
    # unknown keys in the file survive the window
    data = json.loads(DEMO.read_text())
    data["house_rules"] = {"keep": True}
    src = tmp_path / "extra.board.json"
    src.write_text(json.dumps(data))
    assert window.open_path(src)
    window.save()
    assert json.loads(src.read_text())["house_rules"] == {"keep": True}


def test_a_bad_file_is_reported_and_the_board_is_kept(window: MainWindow, tmp_path: Path) -> None:
    drag(window, [cell_point(window, Cell(6, 8)), cell_point(window, Cell(7, 9))])
    data = json.loads(DEMO.read_text())
    data["figures"][0]["at"] = [40, 2]
    # a figure off the map alone would be set aside (test_set_aside_window.py); a group
    # naming no figure is not about where a figure stands, so the file is refused
    data["groups"][0]["figures"].append("nobody")
    bad = tmp_path / "broken.board.json"
    bad.write_text(json.dumps(data))
    doc = window.doc
    assert not window.open_path(bad)
    assert window.doc is doc and doc.board.figure("duelist").at == Cell(7, 9)
    assert "broken.board.json" in window.last_error
    assert 'figures[0] "tr1" at [40,2] is outside the 16x12 map' in window.last_error
    assert '"nobody" names no figure' in window.last_error
    (tmp_path / "nojson.board.json").write_text("{ not json")
    assert not window.open_path(tmp_path / "nojson.board.json")
    assert "nojson.board.json" in window.last_error
    assert not window.open_path(tmp_path / "missing.board.json")
    assert window.doc is doc


def test_unsaved_changes_are_asked_about(
    window: MainWindow, monkeypatch: object, tmp_path: Path
) -> None:
    drag(window, [cell_point(window, Cell(6, 8)), cell_point(window, Cell(7, 9))])
    answers = ["cancel"]
    monkeypatch.setattr(window, "ask_save", lambda: answers.pop(0))  # type: ignore[attr-defined]
    assert not window.maybe_save()
    window.doc.path = tmp_path / "kept.board.json"
    answers.append("save")
    assert window.maybe_save()
    assert load_board(tmp_path / "kept.board.json").figure("duelist").at == Cell(7, 9)


def test_autosave_and_recovery_after_a_crash(qtbot: object, tmp_path: Path) -> None:
    w = MainWindow(interactive=False, remember=True)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    copy = tmp_path / "mine.board.json"
    copy.write_text(DEMO.read_text())
    assert w.open_path(copy)
    drag(w, [cell_point(w, Cell(6, 8)), cell_point(w, Cell(7, 9))])
    w.autosave()
    assert w.autosaver is not None and w.autosaver.board_file.is_file()
    assert find_recoveries() == []  # the window is still running
    w.autosaver.lock.unlock()  # the process dies: its lock goes with it
    recs = find_recoveries()
    assert len(recs) == 1 and recs[0].original == str(copy.resolve())

    w2 = MainWindow(interactive=False, remember=True)
    qtbot.addWidget(w2)  # type: ignore[attr-defined]
    w2.ask_recover = lambda rec: True  # type: ignore[method-assign]
    open_start_board(w2, None)
    assert w2.doc.path == copy.resolve()
    assert w2.doc.board.figure("duelist").at == Cell(7, 9)
    assert w2.doc.dirty  # recovered work is unsaved until the user saves it
    assert load_board(copy).figure("duelist").at == Cell(6, 8)  # the file was not touched
    assert find_recoveries() == []
    w2.doc.undo_stack.clear()
    w2.close()
    w.doc.undo_stack.clear()
    w.close()


def test_clean_close_leaves_nothing_to_recover_and_remembers(qtbot: object, tmp_path: Path) -> None:
    w = MainWindow(interactive=False, remember=True)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    open_start_board(w, None)  # first start: the bundled demo, as installed
    demo = demo_board()
    assert demo is not None and w.doc.path == demo.resolve()
    w.show()
    QApplication.processEvents()
    w.close()
    assert find_recoveries() == []
    assert prefs.last_file() == str(demo.resolve())
    assert prefs.recent_files()[0] == str(demo.resolve())
    assert prefs.settings().value("window_state") is not None
    assert str(tmp_path) in prefs.settings().fileName()  # tests never touch real settings


def test_document_title_and_save_without_a_path(qtbot: object) -> None:
    doc = Document(load_board(DEMO))
    assert doc.title == "Outpost raid (demo)"
    w = MainWindow(doc.board, interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    assert not w.save()  # no path and nobody to ask: nothing written, nothing lost


def test_preferences_are_stored(qtbot: object) -> None:
    from tabletop_ai.ui.shell.preferences import PreferencesDialog

    dlg = PreferencesDialog()
    qtbot.addWidget(dlg)  # type: ignore[attr-defined]
    assert dlg.autosave.value() == 60 and dlg.reopen.isChecked()
    dlg.autosave.setValue(30)
    dlg.reopen.setChecked(False)
    dlg.store()
    assert prefs.autosave_seconds() == 30 and not prefs.reopen_last()
    prefs.add_recent_file(str(DEMO.resolve()))
    w = MainWindow(interactive=False, remember=True)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    assert w.autosave_timer.interval() == 30_000
    w.doc.undo_stack.clear()
    w.close()


def test_a_failed_save_keeps_the_board_unsaved(window: MainWindow, tmp_path: Path) -> None:
    drag(window, [cell_point(window, Cell(6, 8)), cell_point(window, Cell(7, 9))])
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    assert not window.save_as(blocker / "board.board.json")
    assert window.doc.dirty and window.doc.path == DEMO.resolve()
    assert "not-a-folder" in window.last_error


def test_opening_another_board_drops_the_old_autosave(qtbot: object) -> None:
    w = MainWindow(interactive=False, remember=True)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    assert w.open_path(DEMO)
    drag(w, [cell_point(w, Cell(6, 8)), cell_point(w, Cell(7, 9))])
    w.autosave()
    assert w.autosaver is not None and w.autosaver.board_file.is_file()
    w.ask_save = lambda: "discard"  # type: ignore[method-assign]
    assert w.maybe_save() and w.open_path(DEMO)
    assert not w.autosaver.board_file.is_file()
    w.close()


def test_the_window_layout_is_remembered(qtbot: object) -> None:
    w = MainWindow(interactive=False, remember=True)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    w.resize(700, 500)  # within the offscreen screen (800x600): restoring fits it to the screen
    w.show()
    QApplication.processEvents()
    w.docks["figures"].hide()
    w.close()
    w2 = MainWindow(interactive=False, remember=True)
    qtbot.addWidget(w2)  # type: ignore[attr-defined]
    w2.show()
    QApplication.processEvents()
    assert w2.docks["figures"].isHidden() and not w2.docks["plan"].isHidden()
    assert (w2.width(), w2.height()) == (700, 500)
    w2.close()


def test_no_stale_tab_bar_after_a_resize(qtbot: object) -> None:
    """Docks tabbed while hidden (game panels) must not leave a tab bar on screen."""
    from PySide6.QtWidgets import QTabBar

    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    w.show()
    w.resize(1280, 1000)
    QApplication.processEvents()
    on_screen = [
        tuple(tb.tabText(i) for i in range(tb.count()))
        for tb in w.findChildren(QTabBar)
        if tb.isVisible() and tb.geometry().y() >= 0
    ]
    # the map tools are a toolbar now, no longer a tab behind the Inspector
    assert on_screen == []
    w.close()
