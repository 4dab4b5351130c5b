"""Coordinates on the board's edges and a legend drawn by the map's own
painter (item 4): every terrain kind, wall, door state and point kind the board has, and the
plan marks — open and closed doors look different."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tabletop_ai import load_board
from tabletop_ai.board import Door
from tabletop_ai.geometry import Cell, edge
from tabletop_ai.ui.editor.board_labels import coordinate_labels
from tabletop_ai.ui.editor.legend import edge_swatch, legend_entries, terrain_swatch
from tabletop_ai.ui.editor.units import make_layout
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS


def test_columns_and_rows_are_numbered_on_the_edges() -> None:
    for name in ("outpost-raid", "river-fort"):  # square and hex
        board = load_board(MAPS / f"{name}.board.json")
        layout = make_layout(board.grid)
        labels = coordinate_labels(layout)
        g = board.grid
        assert [t for t, _p in labels] == [str(x) for x in range(g.width)] + [
            str(y) for y in range(g.height)
        ]
        top = min(y for c in g.cells() for _x, y in layout.polygon(c))
        for _t, p in labels[: g.width]:
            assert p.y() < top  # column numbers above the map
        for _t, p in labels:
            assert layout.scene_to_cell(p.x(), p.y()) is None  # on no cell
        # each column number sits over its column, each row number beside its row
        for x in range(g.width):
            assert abs(labels[x][1].x() - layout.cell_to_scene(Cell(x, 0))[0]) < 1e-6
        for y in range(g.height):
            assert abs(labels[g.width + y][1].y() - layout.cell_to_scene(Cell(0, y))[1]) < 1e-6


def test_coordinates_toggle(window: MainWindow) -> None:
    assert window.coords.isVisible()
    window.actions_.coordinates.trigger()
    assert not window.coords.isVisible()
    window.actions_.coordinates.trigger()
    assert window.coords.isVisible()


def test_the_legend_lists_what_the_board_shows(window: MainWindow) -> None:
    board = window.doc.board
    board.doors.append(Door(between=edge(Cell(0, 1), Cell(1, 1)), id="dx", open=False))
    keys = [k for k, _t, _p in legend_entries(board)]
    for kind in {"open", *board.terrain.values()}:
        assert f"terrain:{kind}" in keys
    assert "edge:wall" in keys
    assert "edge:door-open" in keys and "edge:door-closed" in keys
    for pt in board.points:
        assert f"point:{pt.kind}" in keys
    for mark in ("path", "end", "tie", "target", "candidate", "sight", "slide", "pushed"):
        assert f"plan:{mark}" in keys


def test_open_and_closed_doors_and_terrain_swatches_differ() -> None:
    assert edge_swatch("door-open").toImage() != edge_swatch("door-closed").toImage()
    images = [terrain_swatch(k).toImage() for k in ("open", "blocking", "difficult", "icy")]
    assert len({img.cacheKey() for img in images}) == 4
    for i, a in enumerate(images):
        for b in images[i + 1 :]:
            assert a != b


def test_legend_opens_from_the_view_menu(window: MainWindow) -> None:
    assert not window.legend.expanded
    window.actions_.legend.trigger()
    QApplication.processEvents()
    assert window.legend.expanded and window.legend.isVisible()
    assert "plan:target" in window.legend.keys
    assert window.actions_.legend.isChecked()
    # it stays in the view's bottom-left corner and inside the view
    geo = window.legend.geometry()
    assert geo.left() >= 0 and geo.bottom() <= window.view.height()
    window.legend.button.click()
    assert not window.legend.expanded and not window.actions_.legend.isChecked()
    # another board: the legend follows it
    window.actions_.legend.trigger()
    assert window.open_path(MAPS / "frosthaven-ambush.board.json")
    assert "terrain:icy" in window.legend.keys
