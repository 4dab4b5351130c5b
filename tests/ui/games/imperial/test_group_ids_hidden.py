"""A group is named for the player wherever the window shows it (board-format.md "Groups":
its ``name``, else its card's, else its id): the IC lists window's title and its undo step
names, the card editor's preview, a token's tooltip, the Inspector's group choice — in
English and in Ukrainian. The ids
stay where they are data (the file, plan JSON, ``--group``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.ui.games.imperial.ae_panel import AEPanel
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")

#: (language, the demo's "troopers" group as a player reads it, the texts that name it)
CASES = [
    (
        "en",
        "Trooper Squad",
        {
            "title": "IC lists of Trooper Squad",
            "undo": "Add an IC list to Trooper Squad",
            "card": " for Trooper Squad:",
            "ic": "IC list 1 of 1 for Trooper Squad:",
            "tooltip": ", group Trooper Squad",
        },
    ),
    (
        "uk",
        "Загін штурмовиків",
        {
            "title": "Списки IC групи Загін штурмовиків",
            "undo": "Додати список IC до групи Загін штурмовиків",
            "card": " для групи Загін штурмовиків:",
            "ic": "Список IC 1 з 1 для групи Загін штурмовиків:",
            "tooltip": ", група Загін штурмовиків",
        },
    ),
]


@pytest.fixture(autouse=True)
def own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))


@pytest.mark.parametrize(("lang", "name", "texts"), CASES, ids=[c[0] for c in CASES])
def test_the_window_names_groups_not_their_ids(
    qtbot: QtBot, lang: str, name: str, texts: dict[str, str]
) -> None:
    if lang != "en":
        prefs.settings().setValue("language", lang)
        assert prefs.install_language(QApplication.instance()) == lang
    w = MainWindow(load_board(MAPS / "outpost-raid.board.json"), interactive=False, remember=False)
    qtbot.addWidget(w)
    panel = AEPanel(w.ctx)
    qtbot.addWidget(panel)
    # the IC lists window: its title and the undo step of an edit
    panel.ic_group.setCurrentIndex(panel.ic_group.findData("troopers"))
    win = panel.edit_ic_lists()
    assert win is not None
    assert win.windowTitle() == texts["title"]
    win.editor.add_list()
    assert w.doc.undo_stack.undoText() == texts["undo"]
    w.doc.undo_stack.undo()
    win.close()
    # the card editor: the preview's group choice and both previews
    ed = panel.card_editor()
    qtbot.addWidget(ed)
    row = ed.preview_group.findData("troopers")
    assert ed.preview_group.itemText(row) == name
    ed.preview_group.setCurrentIndex(row)
    first_line = ed.preview.toPlainText().splitlines()[0]
    assert first_line.endswith(texts["card"]), first_line
    ed.tabs.setCurrentIndex(1)
    assert ed.preview.toPlainText().splitlines()[0] == texts["ic"]
    ed.close()
    # a trooper's token
    tip = w.scene.figure_items["tr1"].toolTip()
    assert texts["tooltip"] in tip and "troopers" not in tip, tip
    # the Inspector's group choice: the group by its name, the figure's group chosen
    w.select_figure("tr1")
    box = w.inspector.group
    assert box.itemText(box.currentIndex()) == name and box.currentData() == "troopers"
    assert box.toolTip() == name  # whole where a narrow dock cuts it short
