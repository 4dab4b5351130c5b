"""Which map point is which (ui/editor/point_names.py): a point's marker shows its kind only,
so each point with a name or an id has it on a label on the map (View → Point names), clear
of the tokens' initials where there is room; its cell's tooltip and the status line say what
it is, in the player's language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop_ai.board import Board, load_board
from tabletop_ai.engine.board_ops import remove_figures
from tabletop_ai.geometry import Cell
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.editor.point_names import OVER_TOKENS, UNDER_TOKENS, PointCell, PointName
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")

#: the river fort's bases: their names and what their cells' tooltips say, by language
RIVER_FORT = {
    "en": {
        Cell(1, 8): ("Fort", "Fort: stronghold (base) of the AI"),
        Cell(0, 4): ("Camp", "Camp: outpost (base) of the AI"),
        Cell(11, 0): ("Rebel base", "Rebel base: stronghold (base) of the players"),
    },
    "uk": {
        Cell(1, 8): ("Форт", "Форт: фортеця (база) ШІ"),
        Cell(0, 4): ("Табір", "Табір: форпост (база) ШІ"),
        Cell(11, 0): ("База повстанців", "База повстанців: фортеця (база) гравців"),
    },
}


def _window(qtbot: QtBot, board: Board, lang: str = "en") -> MainWindow:
    prefs.settings().setValue("language", lang)
    assert prefs.install_language(QApplication.instance()) == lang
    w = MainWindow(board, interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


def _names(w: MainWindow) -> dict[Cell, PointName]:
    return {p.point.at: p for p in w.scene.point_items if isinstance(p, PointName)}


def _cells(w: MainWindow) -> dict[Cell, PointCell]:
    return {p.point.at: p for p in w.scene.point_items if isinstance(p, PointCell)}


def _render(w: MainWindow, rect: QRectF) -> QImage:
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    w.scene.render(painter, QRectF(0, 0, 200, 100), rect)
    painter.end()
    return image


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_each_base_is_named_on_the_map_and_described(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = _window(qtbot, load_board(MAPS / "river-fort.board.json"), lang)
    names, cells = _names(w), _cells(w)
    assert {c: n.text for c, n in names.items()} == {
        c: name for c, (name, _tip) in RIVER_FORT[lang].items()
    }
    assert all(n.isVisible() for n in names.values())
    for c, (_name, tip) in RIVER_FORT[lang].items():
        assert cells[c].toolTip() == tip and names[c].toolTip() == tip
        # the label sits by its own point: it meets the cell or touches its edge
        outline = cells[c].polygon().boundingRect()
        assert names[c].label.intersects(outline)
    # the status line names the point under the mouse, with the terrain in the language
    w._hovered(Cell(1, 8))
    terrain = "open" if lang == "en" else "відкрита"
    assert w.cell_label.text() == f"[1,8] {terrain} — {RIVER_FORT[lang][Cell(1, 8)][1]}"


def test_view_point_names_hides_the_labels_and_keeps_the_tooltips(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = _window(qtbot, load_board(MAPS / "outpost-raid.board.json"))
    names = _names(w)
    assert {n.name for n in names.values()} == {
        "North spawn",
        "West spawn",
        "Terminal",
        "Overlook",
        "Crate",
    }
    crate = names[Cell(14, 10)]
    shown = _render(w, crate.label)
    action = w.actions_.point_names
    assert action.isChecked()
    action.trigger()
    assert not crate.isVisible() and not any(n.isVisible() for n in names.values())
    assert _render(w, crate.label) != shown  # the label was painted, and is gone
    assert _cells(w)[Cell(14, 10)].toolTip() == "Crate: objective"
    action.trigger()
    assert crate.isVisible() and _render(w, crate.label) == shown


#: the demo's points in the Ukrainian window: their labels and their cells' tooltips
OUTPOST_UK = {
    Cell(14, 1): ("Північний вхід", "Північний вхід: точка появи"),
    Cell(0, 0): ("Західний вхід", "Західний вхід: точка появи"),
    Cell(6, 3): ("Термінал", "Термінал: термінал"),
    Cell(10, 6): ("Оглядовий пункт", "Оглядовий пункт: точка переміщення"),
    Cell(14, 10): ("Ящик", "Ящик: ціль місії"),
}


def test_the_demos_points_are_named_in_ukrainian_in_the_ukrainian_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bundled board's point names are bundled names: the Ukrainian window shows them in
    Ukrainian, on the map and in the cells' tooltips; the file keeps the English."""
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = _window(qtbot, load_board(MAPS / "outpost-raid.board.json"), "uk")
    names, cells = _names(w), _cells(w)
    assert {c: n.name for c, n in names.items()} == {
        c: name for c, (name, _tip) in OUTPOST_UK.items()
    }
    assert {c: cells[c].toolTip() for c in OUTPOST_UK} == {
        c: tip for c, (_name, tip) in OUTPOST_UK.items()
    }
    assert {p.extra["name"] for p in w.doc.board.points} == {
        "North spawn",
        "West spawn",
        "Terminal",
        "Overlook",
        "Crate",
    }


@pytest.mark.parametrize("path", sorted(MAPS.glob("*.board.json")), ids=lambda p: p.name)
def test_every_bundled_boards_point_labels_are_ukrainian_in_the_ukrainian_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, path: Path
) -> None:
    """No label of a bundled board's point is left in English (a Latin letter) in the
    Ukrainian window: each such point has a bundled name with its Ukrainian."""
    import re

    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = _window(qtbot, load_board(path), "uk")
    english = [n.name for n in _names(w).values() if re.search("[A-Za-z]", n.name)]
    assert english == []


def test_a_users_point_without_a_translation_keeps_its_own_text(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A name the bundle does not know, and a point's id, are shown as written in the
    Ukrainian window."""
    from tabletop_ai.board import board_from_json

    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    board = board_from_json(
        {
            "format": "tabletop-ai/board",
            "version": 1,
            "grid": {"type": "square", "width": 5, "height": 5},
            "points": [
                {"id": "relay", "kind": "terminal", "at": [2, 2]},
                {"id": "p2", "name": "Old mill", "kind": "objective", "at": [4, 4]},
            ],
        }
    )
    w = _window(qtbot, board, "uk")
    assert {c: n.name for c, n in _names(w).items()} == {
        Cell(2, 2): "relay",
        Cell(4, 4): "Old mill",
    }


def _board(figures: list[Cell]) -> Board:
    from tabletop_ai.board import board_from_json

    return board_from_json(
        {
            "format": "tabletop-ai/board",
            "version": 1,
            "grid": {"type": "square", "width": 5, "height": 5},
            "points": [
                {"id": "relay", "kind": "terminal", "at": [2, 2]},
                {"kind": "objective", "at": [4, 4]},
            ],
            "figures": [
                {"id": f"f{i}", "name": f"Guard {i}", "side": "ai", "at": list(c)}
                for i, c in enumerate(figures)
            ],
        }
    )


def test_a_label_keeps_off_the_tokens_initials_or_goes_under_the_tokens(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Free: under the cell, over the figures. A token below: in the middle of the empty
    cell. Tokens above, on and below it: on the lower edge under the figures, so no token's
    name or health is hidden. A point with neither name nor id has no label, but a
    tooltip."""
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    cases = [
        ([], 0),
        ([Cell(2, 3)], 1),
        ([Cell(2, 1), Cell(2, 2), Cell(2, 3)], None),
    ]
    for figures, place in cases:
        w = _window(qtbot, _board(figures))
        relay = _names(w)[Cell(2, 2)]
        tokens = list(w.scene.figure_items.values())
        faces = [t.mapRectToScene(t.face()) for t in tokens]
        initials = w.scene.label_boxes()
        assert len(faces) == len(initials) == len(figures)
        if place is None:
            assert relay.label == relay.places[0] and relay.zValue() == UNDER_TOKENS
        else:
            assert relay.label == relay.places[place] and relay.zValue() == OVER_TOKENS
            assert not any(relay.label.intersects(b) for b in faces + initials)
        if tokens and place is not None:
            assert relay.zValue() > max(t.zValue() for t in tokens)
        assert Cell(4, 4) not in _names(w)
        assert _cells(w)[Cell(4, 4)].toolTip() == "objective"
    # taking the token below away (an undoable edit) frees the place under the cell again
    run_op(w.doc, remove_figures(["f2"]), "remove")
    relay = _names(w)[Cell(2, 2)]
    assert relay.label == relay.places[0] and relay.zValue() == OVER_TOKENS


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize(
    "name", ["river-fort", "wargame-retreat", "outpost-raid", "ae-landing-zone", "ae-supply-depot"]
)
def test_a_label_at_the_maps_edge_keeps_off_the_row_and_column_numbers(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, lang: str
) -> None:
    """Bundled boards with named points in the first column or row: no label covers a row
    or column number (the river fort's camp, at the left edge of a row whose next row is
    set in by half a hex, had its label over that row's number)."""
    from tabletop_ai.ui.editor.board_labels import coordinate_boxes

    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = _window(qtbot, load_board(MAPS / f"{name}.board.json"), lang)
    numbers = coordinate_boxes(w.doc.layout)
    assert len(numbers) == w.doc.board.grid.width + w.doc.board.grid.height
    labels = _names(w)
    assert labels
    for cell, label in labels.items():
        covered = [b for b in numbers if label.label.intersects(b)]
        assert not covered, (cell, label.text, covered)


def test_an_instructions_point_is_offered_by_its_name_in_the_players_language(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The instruction editor's Point choice lists each point with an id as the map
    describes it (its name and its kind, in Ukrainian in the Ukrainian window), and the
    instruction's line names the point by its name; the item's data, which the file
    keeps, is the point's id."""
    from tabletop_ai.board import Instruction
    from tabletop_ai.engine.board_ops import set_instructions

    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = _window(qtbot, load_board(MAPS / "outpost-raid.board.json"), "uk")
    ins = Instruction("move_to_reposition", {"mp": 4, "point": "overlook"})
    run_op(w.doc, set_instructions("troopers", [ins]), "prepare")
    w.groups.select_group("troopers")
    w.groups.instructions.setCurrentRow(0)
    box = w.groups.editor.point_box
    items = {box.itemData(i): box.itemText(i) for i in range(1, box.count())}
    assert items == {
        "north-spawn": "Північний вхід: точка появи",
        "west-spawn": "Західний вхід: точка появи",
        "terminal": "Термінал: термінал",
        "overlook": "Оглядовий пункт: точка переміщення",
        "crate": "Ящик: ціль місії",
    }
    assert box.currentData() == "overlook"
    # the instruction's line in the list names the point as the map does
    assert w.groups.instructions.item(0).text() == "рух на позицію (4 ОР, точка Оглядовий пункт)"


#: the Inspector's heading for the river fort's bases, by language: the name the map's label
#: shows, then the kind as the rule set says it, then the cell
INSPECTOR_HEADINGS = {
    "en": {
        "fort": "<b>Fort</b> — stronghold (base) at [1,8]",
        "rebel-base": "<b>Rebel base</b> — stronghold (base) at [11,0]",
    },
    "uk": {
        "fort": "<b>Форт</b> — фортеця (база) на [1,8]",
        "rebel-base": "<b>База повстанців</b> — фортеця (база) на [11,0]",
    },
}


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_inspector_names_a_base_as_the_map_does(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """A base clicked on the map: the Inspector's heading names it as its label on the map
    does (its name, in the player's language), with its kind after it, not by its kind and
    id ("stronghold rebel-base"); changing whose base it is is an undo step by that name."""
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = _window(qtbot, load_board(MAPS / "river-fort.board.json"), lang)
    for pid, heading in INSPECTOR_HEADINGS[lang].items():
        w.select_point(pid)
        assert w.inspector.point_label.text() == heading
    box = w.inspector.point_side
    box.setCurrentIndex(box.findData(None))
    box.activated.emit(box.currentIndex())
    name = INSPECTOR_HEADINGS[lang]["rebel-base"].split("</b>")[0].removeprefix("<b>")
    assert w.doc.undo_stack.undoText() == f"{name}: {box.currentText()}"
