"""Nothing the player made is lost: a map that ships with the app is a template (saving it asks
where, in the player's own folder, and the shipped file stays as it came), and recovered work
stays autosaved until it is saved."""

from __future__ import annotations

import hashlib
from pathlib import Path

from PySide6.QtGui import QKeySequence

from tabletop_ai.board import load_board
from tabletop_ai.geometry import Cell
from tabletop_ai.resources import demo_board
from tabletop_ai.ui.shell.autosave import find_recoveries
from tabletop_ai.ui.shell.document_window import documents_folder
from tabletop_ai.ui.shell.main_window import MainWindow, open_start_board
from tests.ui.conftest import DEMO, cell_point, drag


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_ctrl_s_on_the_first_start_demo_asks_where_and_keeps_the_shipped_board(
    qtbot: object, tmp_path: Path
) -> None:
    demo = demo_board()
    assert demo is not None
    shipped = _digest(demo)
    w = MainWindow(interactive=False, remember=True)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    open_start_board(w, None)  # first start: the bundled demo
    assert w.doc.path == demo.resolve()
    w.show()
    drag(w, [cell_point(w, Cell(6, 8)), cell_point(w, Cell(7, 9))])
    assert w.doc.dirty
    asked: list[Path] = []
    mine = tmp_path / "my-raid.board.json"

    def ask() -> Path:
        asked.append(w.save_start())
        return mine

    w.ask_save_path = ask  # type: ignore[method-assign]
    ctrl_s = w.actions_.save  # File > Save, Ctrl+S
    assert QKeySequence("Ctrl+S") in ctrl_s.shortcuts()
    ctrl_s.trigger()
    # Save became Save As, starting in the player's documents folder
    assert asked == [documents_folder() / demo.name]
    assert _digest(demo) == shipped  # the shipped board is as it came
    assert w.doc.path == mine.resolve() and not w.doc.dirty
    assert load_board(mine).figure("duelist").at == Cell(7, 9)
    # the next Ctrl+S saves the player's own file without asking
    drag(w, [cell_point(w, Cell(7, 9)), cell_point(w, Cell(6, 8))])
    ctrl_s.trigger()
    assert len(asked) == 1 and load_board(mine).figure("duelist").at == Cell(6, 8)
    w.close()


def test_nobody_to_ask_means_a_bundled_board_is_not_written(window: MainWindow) -> None:
    shipped = _digest(DEMO)
    drag(window, [cell_point(window, Cell(6, 8)), cell_point(window, Cell(7, 9))])
    assert not window.save()
    assert window.doc.dirty and _digest(DEMO) == shipped
    # Save As onto the shipped file itself is refused, saying why
    assert not window.save_as(DEMO)
    assert _digest(DEMO) == shipped and "ships with Tabletop AI" in window.last_error


def test_a_second_crash_right_after_a_recovery_still_leaves_the_work(
    qtbot: object, tmp_path: Path
) -> None:
    copy = tmp_path / "mine.board.json"
    copy.write_text(DEMO.read_text())
    w = MainWindow(interactive=False, remember=True)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    assert w.open_path(copy)
    drag(w, [cell_point(w, Cell(6, 8)), cell_point(w, Cell(7, 9))])
    w.autosave()
    assert w.autosaver is not None
    w.autosaver.lock.unlock()  # the first crash

    w2 = MainWindow(interactive=False, remember=True)
    qtbot.addWidget(w2)  # type: ignore[attr-defined]
    w2.ask_recover = lambda what: True  # type: ignore[method-assign]
    open_start_board(w2, None)
    assert w2.doc.board.figure("duelist").at == Cell(7, 9)
    assert w2.autosaver is not None
    w2.autosaver.lock.unlock()  # a second crash two seconds later, before any autosave tick

    recs = find_recoveries()
    assert len(recs) == 1 and recs[0].original == str(copy.resolve())
    assert recs[0].load().figure("duelist").at == Cell(7, 9)
    for win in (w, w2):
        win.doc.undo_stack.clear()
        win.close()
