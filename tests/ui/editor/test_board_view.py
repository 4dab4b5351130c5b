"""The board view: figures dragged from the roster and on the board, snapping and blocked
cells, and big maps that must open and repaint."""

from __future__ import annotations

import json
import time

import pytest
from PySide6.QtCore import QByteArray, QEvent, QMimeData, QPointF, QRectF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from tabletop_ai.board import Board
from tabletop_ai.engine.map_ops import paint_terrain
from tabletop_ai.geometry import Cell, SquareGrid
from tabletop_ai.ui.editor.board_view import FIGURE_MIME
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.map_painter import cells_in_rect
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.ui.conftest import cell_point, drag


def _drop(
    w: MainWindow, data: QMimeData, cell: Cell, allowed: bool = True, drop: bool = True
) -> None:
    """Drag-enter, drag-move and (``drop``) drop at ``cell``; ``allowed``: whether the view
    should accept the move there (it refuses cells where the figure may not stand)."""
    vp = w.view.viewport()
    pos = QPointF(cell_point(w, cell))
    action = Qt.DropAction.CopyAction
    none = Qt.MouseButton.NoButton
    mods = Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(pos.toPoint(), action, data, none, mods)
    QApplication.sendEvent(vp, enter)
    assert enter.isAccepted()
    move = QDragMoveEvent(pos.toPoint(), action, data, none, mods)
    QApplication.sendEvent(vp, move)
    assert move.isAccepted() == allowed
    if drop:
        QApplication.sendEvent(vp, QDropEvent(pos, action, data, none, mods, QEvent.Type.Drop))


def test_drag_from_roster_onto_a_cell(window: MainWindow) -> None:
    palette = window.roster.palette_list
    item = palette.item(0)  # a blue hero
    data = palette.mimeData([item])
    assert data.hasFormat(FIGURE_MIME)
    before = len(window.doc.board.figures)
    _drop(window, data, Cell(8, 3))
    board = window.doc.board
    assert len(board.figures) == before + 1
    new = board.figures[-1]
    assert new.at == Cell(8, 3) and new.side == "player" and new.color == "blue"
    assert window.scene.figure_items[new.id].pos() == QPointF(
        *window.doc.layout.cell_to_scene(Cell(8, 3))
    )
    assert window.scene.selected == new.id and window.inspector.fid == new.id
    window.doc.undo_stack.undo()
    assert len(window.doc.board.figures) == before
    assert new.id not in window.scene.figure_items


def test_drop_on_an_occupied_or_blocking_cell_is_refused(window: MainWindow) -> None:
    data = QMimeData()
    data.setData(
        FIGURE_MIME,
        QByteArray(json.dumps({"name": "Guard", "side": "ai", "attack": "melee"}).encode()),
    )
    before = len(window.doc.board.figures)
    _drop(window, data, Cell(6, 8), allowed=False)  # the Duelist stands here
    assert "Duelist already stands there" in window.statusBar().currentMessage()
    _drop(window, data, Cell(0, 5), allowed=False)  # blocking terrain
    assert len(window.doc.board.figures) == before
    assert window.doc.undo_stack.count() == 0


def test_a_refused_drop_says_why_in_a_line_that_fits_the_bar(window: MainWindow) -> None:
    """While an entry is dragged over a cell where it may not stand, the reason goes through
    the window's status line (``show_message``): fitted to the bar, the whole reason in the
    bar's tooltip."""
    name = "Guard of the northern gate who waits for the relief column " * 4
    data = QMimeData()
    data.setData(
        FIGURE_MIME,
        QByteArray(json.dumps({"name": name, "side": "ai", "attack": "melee"}).encode()),
    )
    _drop(window, data, Cell(6, 8), allowed=False, drop=False)  # the Duelist stands here
    bar = window.statusBar()
    said = bar.currentMessage()
    assert bar.fontMetrics().horizontalAdvance(said) < bar.width() - 40, said
    assert said.startswith("Cannot put Guard of the northern gate"), said
    assert said.endswith("(all of it: hold the pointer over the status bar)"), said
    assert "Duelist already stands there" in bar.toolTip()


@pytest.mark.usefixtures("english_again")
def test_why_a_figure_may_not_stand_there_in_the_players_language(window: MainWindow) -> None:
    """The board's own reasons (a figure already there, off the map) reach the status line
    in the installed language, the figure by its name in that language."""
    prefs.settings().setValue("language", "uk")
    assert prefs.install_language(QApplication.instance()) == "uk"
    data = QMimeData()
    data.setData(
        FIGURE_MIME,
        QByteArray(json.dumps({"name": "Guard", "side": "ai", "attack": "melee"}).encode()),
    )
    _drop(window, data, Cell(6, 8), allowed=False, drop=False)  # the Duelist stands here
    said = window.statusBar().currentMessage()
    assert "Тут уже стоїть Дуелянт" in said and "already" not in said, said
    window.select_figure("duelist")
    assert not window.nudge(0, 10)  # off the map
    said = window.statusBar().currentMessage()
    assert "Дуелянт — поза межами мапи" in said and "off the map" not in said, said


def test_drag_a_figure_on_the_board(window: MainWindow) -> None:
    duelist = window.doc.board.figure("duelist")
    assert duelist.at == Cell(6, 8)
    path = [
        cell_point(window, Cell(6, 8)),
        cell_point(window, Cell(7, 8)),
        cell_point(window, Cell(8, 9)),
        cell_point(window, Cell(9, 9)),
    ]
    drag(window, path)
    assert window.doc.board.figure("duelist").at == Cell(9, 9)
    assert window.doc.undo_stack.count() == 1  # the whole drag is one step
    assert window.scene.figure_items["duelist"].pos() == QPointF(
        *window.doc.layout.cell_to_scene(Cell(9, 9))
    )


def test_a_drag_never_ends_on_another_figure_or_blocking_cell(window: MainWindow) -> None:
    # over the Soldier [10,8] and then onto blocking [11,8]: the figure stays at its last
    # legal cell [9,8]
    path = [
        cell_point(window, Cell(6, 8)),
        cell_point(window, Cell(9, 8)),
        cell_point(window, Cell(10, 8)),
        cell_point(window, Cell(11, 8)),
    ]
    drag(window, path)
    assert window.doc.board.figure("duelist").at == Cell(9, 8)


def test_escape_cancels_a_drag(window: MainWindow) -> None:
    from PySide6.QtGui import QKeyEvent

    drag(window, [cell_point(window, Cell(6, 8)), cell_point(window, Cell(7, 7))], release=False)
    key = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)
    window.view.keyPressEvent(key)
    assert window.doc.board.figure("duelist").at == Cell(6, 8)
    assert window.doc.undo_stack.count() == 0
    assert window.scene.figure_items["duelist"].pos() == QPointF(
        *window.doc.layout.cell_to_scene(Cell(6, 8))
    )


def test_large_figure_moves_by_the_cell_it_was_grabbed_at(window: MainWindow) -> None:
    data = window.roster.palette_list.mimeData([window.roster.palette_list.item(4)])
    _drop(window, data, Cell(9, 7), allowed=False)  # a 2x2 beast would cover the Soldier
    assert all(f.size == (1, 1) for f in window.doc.board.figures)
    _drop(window, data, Cell(2, 0))
    beast = window.doc.board.figures[-1]
    assert beast.size == (2, 2) and beast.at == Cell(2, 0)
    # grab its bottom-right cell and move it one row down and one column right
    drag(window, [cell_point(window, Cell(3, 1)), cell_point(window, Cell(4, 2))])
    assert window.doc.board.figure(beast.id).at == Cell(3, 1)


def test_cell_under_the_mouse_is_found_by_maths(window: MainWindow) -> None:
    layout = window.doc.layout
    for cell in (Cell(0, 0), Cell(15, 11), Cell(7, 5)):
        x, y = layout.cell_to_scene(cell)
        assert window.scene.cell_at(QPointF(x, y)) == cell
    assert window.scene.cell_at(QPointF(-5, -5)) is None


def _big_board(n: int = 100) -> Board:
    b = Board(grid=SquareGrid(n, n), name="big")
    for i in range(0, n, 3):
        b.terrain[Cell(i, (i * 7) % n)] = "blocking"
        b.terrain[Cell((i * 3) % n, i)] = "difficult"
    return b


def test_a_100x100_board_opens_and_repaints(qtbot: object) -> None:
    w = MainWindow(_big_board(), interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    w.resize(1280, 800)
    w.show()
    QApplication.processEvents()
    t0 = time.perf_counter()
    w.view.resetCachedContent()
    w.view.viewport().repaint()
    first = time.perf_counter() - t0
    w.view.set_zoom(2.0)
    w.view.centerOn(QPointF(2400, 2400))
    w.view.viewport().repaint()
    assert first < 2.0, f"repainting a 100x100 board took {first:.2f} s"
    # zoomed out, the whole map is one picture drawn once and scaled
    overview = w.scene.painter_._overview
    assert overview is not None and overview.width() >= 100 * 16
    # zoomed in, only the cells in view are painted
    visible = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
    cells = cells_in_rect(w.doc.layout, visible)
    assert 0 < len(cells) < 1000
    # painting a cell builds a new picture: the old one is never shown again
    run_op(w.doc, paint_terrain({Cell(0, 0): "blocking"}), "Paint blocking")
    assert w.scene.painter_._overview is None
    w.controller.shutdown()


def test_cells_in_rect_covers_hex_maps(window: MainWindow) -> None:
    from tests.ui.conftest import HEX_DEMO

    doc = Document.open(HEX_DEMO)
    layout = doc.layout
    x, y, wd, ht = layout.scene_rect()
    assert set(cells_in_rect(layout, QRectF(x, y, wd, ht))) == set(doc.board.grid.cells())
    # any small window finds the cell at its centre
    for cell in doc.board.grid.cells():
        cx, cy = layout.cell_to_scene(cell)
        assert cell in cells_in_rect(layout, QRectF(cx - 3, cy - 3, 6, 6))


def test_drag_on_a_hex_board_uses_the_same_code(window: MainWindow) -> None:
    from tests.ui.conftest import HEX_DEMO

    assert window.open_path(HEX_DEMO)
    riders = window.doc.board.figure("riders")
    assert riders.at == Cell(6, 4)
    drag(
        window,
        [
            cell_point(window, Cell(6, 4)),
            cell_point(window, Cell(7, 3)),
            cell_point(window, Cell(8, 3)),
        ],
    )
    assert window.doc.board.figure("riders").at == Cell(8, 3)
    # onto blocking terrain ([9,2] is '#'): refused, it stays on the last good cell
    drag(window, [cell_point(window, Cell(8, 3)), cell_point(window, Cell(9, 2))])
    assert window.doc.board.figure("riders").at == Cell(8, 3)
