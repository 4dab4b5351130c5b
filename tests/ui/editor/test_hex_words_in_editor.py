"""On a hex board the instruction editors count hexes, as the plans of that board do (the
rule set's words for a hex grid, :attr:`RuleSet.grid_words`): the instruction list's rows
and the Parameters form's choices of the Groups dock and of the IC lists window, in English
and Ukrainian (its own plural forms). A square board keeps its spaces."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QComboBox
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.ui.games.imperial.ic_lists_editor import ICListsEditor
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")

ATTACK = {
    "type": "attack",
    "pick": "crowded",
    "pick_spaces": 2,
    "within": 3,
    "if": "hostile_within",
    "if_spaces": 5,
}

#: what the attack's row says, by grid and language
ROW = {
    ("hex", "en"): "attack (target: the hero with the most other heroes within 2 hexes, "
    "within 3 hexes, only if a hero is within 5 hexes)",
    ("square", "en"): "attack (target: the hero with the most other heroes within 2 spaces, "
    "within 3 spaces, only if a hero is within 5 spaces)",
    ("hex", "uk"): "атака (ціль: герой, біля якого найбільше інших героїв у межах 2 гексів, "
    "у межах 3 гексів, лише якщо герой у межах 5 гексів)",
}
#: the condition "a hero is within N ..." as the Parameters form offers it
CHOICE = {
    ("hex", "en"): "a hero is within N hexes",
    ("square", "en"): "a hero is within N spaces",
    ("hex", "uk"): "герой у межах N гексів",
}


def _board(tmp_path: Path, grid: str) -> Path:
    data = json.loads((MAPS / "outpost-raid.board.json").read_text(encoding="utf-8"))
    data["groups"][1]["instructions"] = [ATTACK]
    if grid == "hex":
        size = data["grid"]
        data["grid"] = {
            "type": "hex",
            "orientation": "pointy",
            "offset": "odd-r",
            "width": size["width"],
            "height": size["height"],
        }
        data["rules"]["los"] = "center-line"
        del data["rules"]["diagonals"]
    path = tmp_path / f"{grid}.board.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(("grid", "lang"), [("hex", "en"), ("square", "en"), ("hex", "uk")])
def test_the_groups_dock_counts_the_boards_cells(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, grid: str, lang: str
) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    prefs.settings().setValue("language", lang)
    assert prefs.install_language(QApplication.instance()) == lang
    w = MainWindow(load_board(_board(tmp_path, grid)), interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.groups.select_group("guards")
    w.groups.instructions.setCurrentRow(0)
    assert w.groups.instructions.item(0).text() == ROW[grid, lang]
    editor = w.groups.editor
    editor.params_button.setChecked(True)
    if_box = editor.params_form.fields["if"]
    assert isinstance(if_box, QComboBox)
    assert if_box.itemText(if_box.findData("hostile_within")) == CHOICE[grid, lang]
    # the IC lists editor reads its rows the same way
    lists = ICListsEditor()
    qtbot.addWidget(lists)
    guards = w.doc.board.group("guards")
    lists.show_lists([[ATTACK]], w.doc.board, guards)
    assert lists.instructions.item(0).text() == ROW[grid, lang]


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_no_field_of_the_editor_says_spaces_on_a_hex_board(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Every instruction type of the board's rule set shown in the editor: its labels,
    tooltips, choices and rows name hexes, never squares' spaces."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

    from tabletop_ai.board import Instruction
    from tabletop_ai.ui.panels import rules_of

    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    prefs.settings().setValue("language", lang)
    assert prefs.install_language(QApplication.instance()) == lang
    w = MainWindow(load_board(_board(tmp_path, "hex")), interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    board = w.doc.board
    editor = w.groups.editor
    editor.params_button.setChecked(True)
    square = ("space", "Space") if lang == "en" else ("клітин", "Клітин")
    said: list[str] = []
    for t in rules_of(board).instruction_types:
        data = {p.name: 3 for p in t.params if p.kind == "int"}
        editor.show_instruction(Instruction(t.name, data), board, board.group("guards"))
        for x in editor.findChildren(QWidget):
            said.append(x.toolTip())
            if isinstance(x, QLabel | QAbstractButton):
                said.append(x.text())
            if isinstance(x, QComboBox):
                said += [x.itemText(i) for i in range(x.count())]
                said += [str(x.itemData(i, 3) or "") for i in range(x.count())]
    assert not [s for s in said if any(word in s for word in square)]
    within = "Within (hexes)" if lang == "en" else "У межах (гексів)"
    assert within in said
