"""Keyboard and mouse habits and groups built from the board:
selection by click, shift-click and rubber band; New group from selection / Add to group;
the palette of the board's rule set plus the player's own kinds; context menus; arrow-key
nudge as one undo step; Delete; the Inspector clears when its figure is gone."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from tabletop_ai.geometry import Cell
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS
from tests.ui.conftest import cell_point, drag, send_mouse


def shift_click(w: MainWindow, at: QPoint) -> None:
    vp = w.view.viewport()
    for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
        ev = QMouseEvent(
            kind,
            QPointF(at),
            QPointF(vp.mapToGlobal(at)),
            Qt.MouseButton.LeftButton,
            Qt.MouseButton.NoButton
            if kind == QEvent.Type.MouseButtonRelease
            else Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.ShiftModifier,
        )
        QApplication.sendEvent(vp, ev)


def key(w: MainWindow, k: Qt.Key) -> None:
    QApplication.sendEvent(
        w.view, QKeyEvent(QEvent.Type.KeyPress, k, Qt.KeyboardModifier.NoModifier)
    )


def test_click_shift_click_and_rubber_band_select(window: MainWindow) -> None:
    # outpost-raid: Scout [4,9], Duelist [6,8], Soldier [10,8], Smuggler [1,10]
    drag(window, [cell_point(window, Cell(4, 9))])
    assert window.selected_ids == ["scout"]
    shift_click(window, cell_point(window, Cell(6, 8)))
    assert window.selected_ids == ["scout", "duelist"]
    shift_click(window, cell_point(window, Cell(4, 9)))
    assert window.selected_ids == ["duelist"]
    # a box from the empty cell [0,7] to [7,11] holds Scout, Duelist and Smuggler
    drag(
        window,
        [
            cell_point(window, Cell(0, 7)),
            cell_point(window, Cell(3, 9)),
            cell_point(window, Cell(7, 11)),
        ],
    )
    assert set(window.selected_ids) == {"scout", "duelist", "smuggler"}
    assert all(window.scene.figure_items[f].selected_mark for f in window.selected_ids)
    # a click on empty ground clears the selection
    drag(window, [cell_point(window, Cell(0, 7))])
    assert window.selected_ids == []


def test_new_group_from_selection_and_add_to_group(window: MainWindow) -> None:
    window.select_figures(["scout", "duelist"])
    assert window.new_group_from_selection("heroes")
    b = window.doc.board
    g = b.group("heroes")
    assert g.figures == ["scout", "duelist"] and g.side == "player"
    assert b.figure("scout").group == "heroes"
    assert window.doc.undo_stack.count() == 1
    assert window.groups.current_group is not None
    assert window.groups.current_group.id == "heroes"
    # a trooper moved from its group into guards, in one step
    window.select_figures(["tr1"])
    assert window.add_selection_to_group("guards")
    b = window.doc.board
    assert "tr1" in b.group("guards").figures and "tr1" not in b.group("troopers").figures
    assert b.figure("tr1").group == "guards"
    window.doc.undo_stack.undo()
    assert "tr1" in window.doc.board.group("troopers").figures
    window.doc.undo_stack.undo()
    assert window.doc.board.find_group("heroes") is None


def test_a_group_without_figures_by_design_says_so(window: MainWindow) -> None:
    assert window.open_path(MAPS / "battlecrest-duel.board.json")
    window.groups.select_group("emperor-defends")
    text = window.groups.members.text()
    assert "set a figure's group" not in text
    assert "without figures" in text


def test_the_palette_fits_the_game(window: MainWindow) -> None:
    names = [t["name"] for t in window.roster.templates()]
    assert "Trooper" in names  # Imperial Assault on outpost-raid
    assert window.open_path(MAPS / "frosthaven-ambush.board.json")
    names = [t["name"] for t in window.roster.templates()]
    assert "Trooper" not in names and "Elite monster" in names
    assert window.open_path(MAPS / "wargame-retreat.board.json")
    kinds = window.roster.templates()
    assert "Trooper" not in [t["name"] for t in kinds]
    assert all("units" in t for t in kinds)
    # a figure of the player's own becomes a kind for every wargame board, and back
    window.select_figure("horde")
    window.roster.select("horde")
    assert window.roster.save_kind()
    mine = [t for t in window.roster.templates() if t.get("user")]
    assert [t["name"] for t in mine] == ["Raider Horde"]
    assert mine[0]["units"][0]["name"] == "Raiders"
    # dropping it makes a figure with the same units
    window.drop_figure(Cell(0, 7), mine[0])
    new = window.doc.board.figures[-1]
    assert new.extra["units"] == window.doc.board.figure("horde").extra["units"]
    assert window.open_path(MAPS / "outpost-raid.board.json")
    assert not [t for t in window.roster.templates() if t.get("user")]  # another game
    assert window.open_path(MAPS / "wargame-retreat.board.json")
    window.roster.palette_list.setCurrentRow(window.roster.palette_list.count() - 1)
    assert window.roster.forget_kind()
    assert not [t for t in window.roster.templates() if t.get("user")]


def test_arrow_keys_nudge_one_undo_step_and_delete_removes(window: MainWindow) -> None:
    window.select_figure("scout")  # [4,9]
    window.view.setFocus()
    key(window, Qt.Key.Key_Right)
    assert window.doc.board.figure("scout").at == Cell(5, 9)
    key(window, Qt.Key.Key_Up)
    assert window.doc.board.figure("scout").at == Cell(5, 8)
    assert window.doc.undo_stack.count() == 2
    window.doc.undo_stack.undo()
    assert window.doc.board.figure("scout").at == Cell(5, 9)
    # onto blocking terrain ([2,8] and [2,9] are "#"): refused, nothing pushed
    window.select_figure("smuggler")  # [1,10]
    assert not window.nudge(1, -1)
    assert window.doc.board.figure("smuggler").at == Cell(1, 10)
    window.select_figures(["scout", "duelist"])
    window.actions_.delete.trigger()
    b = window.doc.board
    assert b.find_figure("scout") is None and b.find_figure("duelist") is None
    assert window.doc.undo_stack.undoText() == "Delete 2 figures"


def test_f_fits_the_map(window: MainWindow) -> None:
    window.view.set_zoom(3.0)
    assert window.actions_.fit.shortcuts()[0].toString() == "F"
    window.actions_.fit.trigger()
    assert window.view.zoom < 3.0


def test_context_menus(window: MainWindow) -> None:
    x, y = window.doc.layout.cell_to_scene(Cell(4, 9))
    menu = window.context_menu(QPointF(x, y))
    texts = [a.text() for a in menu.actions()]
    assert "Edit Scout…" in texts and "Duplicate" in texts and "Delete Scout" in texts
    assert "Add to group" in texts
    # the figure's group: troopers have one
    x, y = window.doc.layout.cell_to_scene(Cell(10, 1))
    menu = window.context_menu(QPointF(x, y))
    activate = [a for a in menu.actions() if a.text() == "Activate group Trooper Squad"]
    assert activate
    activate[0].trigger()
    window.controller.plan_now()
    assert window.controller.group == "troopers"
    # an empty cell: new figures of this game
    x, y = window.doc.layout.cell_to_scene(Cell(0, 7))
    menu = window.context_menu(QPointF(x, y))
    sub = menu.actions()[0].menu()
    assert sub is not None and sub.actions()
    n = len(window.doc.board.figures)
    sub.actions()[2].trigger()  # a trooper on [0,7]
    assert len(window.doc.board.figures) == n + 1
    assert window.doc.board.figures[-1].at == Cell(0, 7)


def test_right_click_opens_the_menu_and_right_drag_pans(window: MainWindow) -> None:
    seen: list[QPointF] = []
    window.view.context_requested.connect(lambda p, _g: seen.append(p))
    at = cell_point(window, Cell(4, 9))
    send_mouse(
        window,
        QEvent.Type.MouseButtonPress,
        at,
        Qt.MouseButton.RightButton,
        Qt.MouseButton.RightButton,
    )
    send_mouse(
        window,
        QEvent.Type.MouseButtonRelease,
        at,
        Qt.MouseButton.RightButton,
        Qt.MouseButton.RightButton,
    )
    assert len(seen) == 1
    send_mouse(
        window,
        QEvent.Type.MouseButtonPress,
        at,
        Qt.MouseButton.RightButton,
        Qt.MouseButton.RightButton,
    )
    send_mouse(
        window,
        QEvent.Type.MouseMove,
        at + QPoint(40, 0),
        Qt.MouseButton.RightButton,
        Qt.MouseButton.RightButton,
    )
    send_mouse(
        window,
        QEvent.Type.MouseButtonRelease,
        at + QPoint(40, 0),
        Qt.MouseButton.RightButton,
        Qt.MouseButton.RightButton,
    )
    assert len(seen) == 1  # a drag pans, no menu


def test_inspector_clears_when_its_figure_is_gone(window: MainWindow) -> None:
    window.select_figure("scout")
    assert window.inspector.fid == "scout" and window.inspector.name.text() == "Scout"
    window.delete_figure("scout")
    assert window.inspector.fid is None
    assert window.inspector.name.text() == ""


def test_a_failed_open_names_the_problem_in_the_status_bar(
    window: MainWindow, tmp_path: object
) -> None:
    from pathlib import Path

    bad = Path(str(tmp_path)) / "bad.board.json"
    bad.write_text('{"format": "tabletop-ai/board", "grid": {"type": "square"}}')
    assert not window.open_path(bad)
    status = window.statusBar().currentMessage()
    assert status.startswith("Cannot open bad.board.json")
    assert len(status) > len("Cannot open bad.board.json: ")  # the problem, not just the name
    assert not window.open_path(Path(str(tmp_path)) / "missing.board.json")
    assert "does not exist" in window.statusBar().currentMessage()


def test_screenshot_below_the_minimum_says_so(tmp_path: object, capsys: object) -> None:
    from pathlib import Path

    from tabletop_ai.ui.shell.screenshot import screenshot

    out = Path(str(tmp_path)) / "x.png"
    assert screenshot(str(MAPS / "outpost-raid.board.json"), str(out), size=(120, 90)) == 2
    err = capsys.readouterr().err  # type: ignore[attr-defined]
    assert "smaller than the window's minimum" in err and "120x90" in err
    assert not out.exists()
    assert screenshot(str(MAPS / "destiny-scarif.table.json"), str(out), size=(120, 90)) == 2


def test_no_two_figures_share_a_name(window: MainWindow) -> None:
    """The plan's reasons name figures by their names: a name another figure has (case and
    spaces aside) is refused in the inspector, and a dropped figure gets a free one."""
    window.select_figure("duelist")
    window.inspector.name.setText("  trooper   2 ")
    window.inspector.name.editingFinished.emit()
    assert window.doc.board.figure("duelist").name == "Duelist"
    assert window.inspector.name.text() == "Duelist"
    assert "tr2" in window.inspector.message.text()
    assert window.doc.undo_stack.count() == 0
    window.inspector.name.setText("Trooper 4")  # a free name is taken as typed
    window.inspector.name.editingFinished.emit()
    assert window.doc.board.figure("duelist").name == "Trooper 4"
    trooper = next(t for t in window.roster.templates() if t["name"] == "Trooper")
    cell = next(
        Cell(x, y)
        for y in range(window.doc.board.grid.height)
        for x in range(window.doc.board.grid.width)
        if window.drop_problem(Cell(x, y), trooper) is None
    )
    window.drop_figure(cell, trooper)
    new = window.doc.board.figures[-1]
    assert new.at == cell and new.name == "Trooper 5"  # 1 to 3 and 4 are taken
    labels = [f.label.casefold() for f in window.doc.board.figures]
    assert len(labels) == len(set(labels))


def _on_screen(window: MainWindow, fid: str) -> bool:
    seen = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    return seen.contains(window.scene.figure_items[fid].sceneBoundingRect())


def test_the_board_scrolls_to_a_picked_figure_and_an_activated_group(
    window: MainWindow,
) -> None:
    """Zoomed in on one corner: a figure picked in the roster comes on screen (the zoom
    stays the player's), and so does the group activated (zoomed out as far as it needs)."""
    window.resize(1280, 800)
    window.show()
    QApplication.processEvents()
    window.view.set_zoom(3.0)
    window.view.centerOn(window.scene.figure_items["smuggler"])  # bottom right
    QApplication.processEvents()
    assert not _on_screen(window, "tr1") and not _on_screen(window, "gd2")
    row = next(
        i
        for i in range(window.roster.figures.count())
        if window.roster.figures.item(i).data(Qt.ItemDataRole.UserRole) == "tr1"
    )
    window.roster.figures.setCurrentRow(row)  # picked in "Figures on the board"
    assert window.scene.selected == "tr1" and _on_screen(window, "tr1")
    assert window.view.zoom == 3.0
    window.view.centerOn(window.scene.figure_items["smuggler"])
    window.activate_group("guards")
    assert all(_on_screen(window, f) for f in window.doc.board.group("guards").figures)
    assert window.view.zoom <= 3.0
    window.controller.shutdown()
