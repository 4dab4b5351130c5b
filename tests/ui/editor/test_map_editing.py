"""Map editing: new maps (square and hex), resizing, terrain strokes, points, doors."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop_ai.board import board_to_json
from tabletop_ai.engine.map_ops import EDGE_STATES, edge_state, resize_map, resized
from tabletop_ai.geometry import Cell, HexGrid
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.map_dialogs import NewMapDialog, new_board
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tabletop_ai.ui.texts import translate
from tests.ui.conftest import cell_point, click, drag


def test_new_maps_square_and_hex(window: MainWindow) -> None:
    square = new_board("Yard", "square", 9, 7)
    assert (square.grid.width, square.grid.height) == (9, 7)
    hexes = new_board("Field", "hex", 10, 8, "flat", "even-q")
    assert isinstance(hexes.grid, HexGrid)
    assert (hexes.grid.orientation, hexes.grid.offset) == ("flat", "even-q")
    window.set_document(Document(hexes))
    assert window.windowTitle().startswith("Field")
    # paint on the new hex map through the same tools
    window.tools.choose("paint", "blocking")
    drag(window, [cell_point(window, Cell(3, 3)), cell_point(window, Cell(4, 3))])
    assert window.doc.board.kind_at(Cell(3, 3)) == "blocking"
    assert window.doc.board.kind_at(Cell(4, 3)) == "blocking"


def test_resize_keeps_what_fits_and_refuses_to_drop_figures(window: MainWindow) -> None:
    board, why = resized(window.doc.board, 8, 8)
    assert board is None and "off a 8x8 map" in why
    bigger, why = resized(window.doc.board, 20, 14)
    assert bigger is not None and why == ""
    run_op(window.doc, resize_map(20, 14), "Resize map")
    assert board_to_json(window.doc.board) == board_to_json(bigger)
    assert window.doc.board.grid.width == 20
    assert window.scene.sceneRect().width() > 20 * 47
    window.doc.undo_stack.undo()
    assert window.doc.board.grid.width == 16
    assert window.doc.board.figure("duelist").at == Cell(6, 8)


def test_edge_tool_cycles_door_states(window: MainWindow) -> None:
    e_cells = (Cell(1, 1), Cell(2, 1))
    (x0, y0), (x1, y1) = window.doc.layout.edge_to_scene(*e_cells)
    at = window.view.mapFromScene(QPointF((x0 + x1) / 2 - 3, (y0 + y1) / 2))
    from tabletop_ai.geometry import edge

    e = edge(*e_cells)
    for state in EDGE_STATES[1:]:
        window.tools.choose("edges", state)
        click(window, at)
        assert edge_state(window.doc.board, e) == state
    click(window, at)  # the same tool again clears it
    assert edge_state(window.doc.board, e) == "none"
    window.tools.choose("edges", "door-closed")
    click(window, at)
    door = window.doc.board.door(*e_cells)
    assert door is not None and not door.open and door.id


def test_points_are_placed_and_removed(window: MainWindow) -> None:
    n = len(window.doc.board.points)
    window.tools.choose("points", "stronghold")
    click(window, cell_point(window, Cell(1, 8)))
    pts = window.doc.board.points
    assert len(pts) == n + 1 and pts[-1].kind == "stronghold" and pts[-1].side == "ai"
    click(window, cell_point(window, Cell(1, 8)))
    assert len(window.doc.board.points) == n


def test_the_edge_under_the_mouse_is_named(window: MainWindow) -> None:
    window.tools.choose("edges", "wall")
    (x0, y0), (x1, y1) = window.doc.layout.edge_to_scene(Cell(7, 6), Cell(8, 6))
    assert window.view.mode is not None
    window.view.mode.hover(QPointF((x0 + x1) / 2 - 3, (y0 + y1) / 2))
    assert window.statusBar().currentMessage() == "edge [7,6]|[8,6]: wall"


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_new_map_dialog_makes_a_hex_map_in_either_language(qtbot: QtBot, lang: str) -> None:
    """The New map dialog's choices carry the board format's values: in Ukrainian, where
    the grid reads "гекс" and the tops "пласкі (even-q)", choosing them still enables the
    tops and makes a flat-topped even-q hex map named in the player's language."""
    assert prefs.install_language(QApplication.instance(), lang) == lang
    dlg = NewMapDialog()
    qtbot.addWidget(dlg)
    assert not dlg.orientation.isEnabled()
    dlg.kind.setCurrentIndex(1)
    assert dlg.orientation.isEnabled()
    dlg.orientation.setCurrentIndex(3)
    board = dlg.board()
    assert isinstance(board.grid, HexGrid)
    assert (board.grid.orientation, board.grid.offset) == ("flat", "even-q")
    assert board.name == translate("map_dialogs", "New map")
    assert (board.name == "New map") == (lang == "en")
    dlg.kind.setCurrentIndex(0)
    assert not dlg.orientation.isEnabled() and dlg.board().grid.kind == "square"
