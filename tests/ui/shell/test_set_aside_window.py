"""A board file with one figure off the map opens with the problem shown and the figure set
aside; saving is refused (nothing written) until Edit → Put back set-aside figures puts it
on the map again; undoing that sets it aside again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tabletop_ai.board import BoardError, load_board
from tabletop_ai.geometry import Cell
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.ui.conftest import DEMO


@pytest.fixture()
def off_map(tmp_path: Path) -> Path:
    """The demo board with Trooper 2 at [40, 3], outside its map."""
    data = json.loads(DEMO.read_text(encoding="utf-8"))
    fig = next(f for f in data["figures"] if f["id"] == "tr2")
    fig["at"] = [40, 3]
    p = tmp_path / "raid.board.json"
    p.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BoardError):  # the file as it is: refused by the plain reader
        load_board(p)
    return p


def test_the_board_opens_with_the_figure_set_aside_and_saving_refused(
    qtbot: QtBot, off_map: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _parent, title, text: shown.append((title, text))
    )
    w = MainWindow(interactive=True, remember=False)
    qtbot.addWidget(w)
    assert w.open_path(off_map)
    # the problem shown, naming the figure and the place; the rest of the board is open
    assert shown and shown[0][0] == "Figures set aside"
    assert '"tr2" at [40,3] is outside the 16x12 map' in shown[0][1] and "figures[1]" in shown[0][1]
    assert w.doc.board.find_figure("tr2") is None and w.doc.board.find_figure("tr1")
    assert "tr2" not in w.doc.board.group("troopers").figures
    assert w.actions_.put_back.isEnabled()
    # saving would lose it: refused, the file as it was
    before = off_map.read_bytes()
    w.doc.undo_stack.resetClean()  # something to save
    assert not w.save()
    assert shown[-1][0] == "Not saved" and "set aside when the board was opened" in shown[-1][1]
    assert off_map.read_bytes() == before
    w.doc.undo_stack.setClean()
    # put back: on the map's nearest free cell to [40,3], in its place in the group
    w.actions_.put_back.trigger()
    tr2 = w.doc.board.figure("tr2")
    assert tr2.at.y == 3 and tr2.at.x == w.doc.board.grid.width - 1
    assert w.doc.board.group("troopers").figures == ["tr1", "tr2", "tr3"]
    assert not w.actions_.put_back.isEnabled() and w.doc.undo_stack.count() == 1
    # undone: set aside again, and saving refused again
    w.doc.undo_stack.undo()
    assert w.doc.board.find_figure("tr2") is None and w.actions_.put_back.isEnabled()
    w.doc.undo_stack.redo()
    assert w.save() and load_board(off_map).figure("tr2").at == tr2.at
    w.controller.shutdown()


def test_a_board_with_other_problems_is_still_refused(qtbot: QtBot, off_map: Path) -> None:
    data = json.loads(off_map.read_text(encoding="utf-8"))
    data["groups"][0]["figures"].append("nobody")  # not about where a figure stands
    off_map.write_text(json.dumps(data), encoding="utf-8")
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    before = w.doc
    assert not w.open_path(off_map)
    assert "nobody" in w.last_error and "outside" in w.last_error
    assert w.doc is before  # the board shown before stays
    w.controller.shutdown()


def test_put_back_lands_on_a_free_cell(qtbot: QtBot, off_map: Path) -> None:
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    assert w.open_path(off_map)
    assert w.put_back_set_aside()
    at = w.doc.board.figure("tr2").at
    assert w.doc.board.grid.contains(at)
    assert [f.id for f in w.doc.board.figures if at in f.cells()] == ["tr2"]
    assert at == Cell(15, 3)  # [40,3] brought onto the 16x12 map; that cell is free
    w.controller.shutdown()
