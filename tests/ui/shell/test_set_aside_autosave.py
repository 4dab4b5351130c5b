"""A figure set aside when its board was opened (it stood off the map) is part of the
player's work: the autosave keeps it, and a recovery after a crash sets it aside again, to be
put back, instead of losing it."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop_ai.board import load_board
from tabletop_ai.board.io import loads_board
from tabletop_ai.geometry import Cell
from tabletop_ai.ui.shell.autosave import find_recoveries
from tabletop_ai.ui.shell.main_window import MainWindow, open_start_board
from tests.ui.conftest import DEMO, cell_point, drag


def test_the_autosave_keeps_a_set_aside_figure_and_recovery_sets_it_aside_again(
    qtbot: object, tmp_path: Path
) -> None:
    data = json.loads(DEMO.read_text(encoding="utf-8"))
    fig = next(f for f in data["figures"] if f["id"] == "tr2")
    fig["at"] = [40, 3]  # off the 16x12 map
    mine = tmp_path / "raid.board.json"
    mine.write_text(json.dumps(data), encoding="utf-8")
    w = MainWindow(interactive=False, remember=True)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    assert w.open_path(mine)
    assert w.doc.board.find_figure("tr2") is None  # set aside
    w.show()
    drag(w, [cell_point(w, Cell(6, 8)), cell_point(w, Cell(7, 9))])  # an edit to keep
    w.autosave()
    assert w.autosaver is not None
    kept = loads_board(w.autosaver.board_file.read_text(encoding="utf-8"), "x", check=False)
    # the autosave holds the set-aside figure where the file had it, in its group's place
    assert kept.figure("tr2").at == Cell(40, 3)
    assert kept.group("troopers").figures == ["tr1", "tr2", "tr3"]
    assert kept.figure("duelist").at == Cell(7, 9)
    w.autosaver.lock.unlock()  # a crash

    w2 = MainWindow(interactive=False, remember=True)
    qtbot.addWidget(w2)  # type: ignore[attr-defined]
    w2.ask_recover = lambda what: True  # type: ignore[method-assign]
    open_start_board(w2, None)
    # recovered: the edit is there, the figure set aside again (to be put back), not lost
    assert w2.doc.board.figure("duelist").at == Cell(7, 9)
    assert w2.doc.board.find_figure("tr2") is None
    assert [a.figure.id for a in w2.doc.still_aside()] == ["tr2"]
    assert w2.actions_.put_back.isEnabled()
    # and a second crash right away still leaves it to recover
    assert w2.autosaver is not None
    w2.autosaver.lock.unlock()
    recs = find_recoveries()
    assert len(recs) == 1 and recs[0].load().figure("tr2").at == Cell(40, 3)
    assert w2.put_back_set_aside()
    assert w2.doc.board.figure("tr2").at.x == w2.doc.board.grid.width - 1
    w2.save()
    assert load_board(mine).figure("tr2").at.y == 3
    for win in (w, w2):
        win.doc.undo_stack.clear()
        win.close()
