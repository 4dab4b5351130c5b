"""Groups named for the player: a group's ``name`` (board-format.md "Groups"), else the name
of the deployment card it was made from (the rule set declares it), else its id — in the
Groups list, the AE panel, the Plan panel's title and the plan text, in the chosen language;
the file and ``--group`` keep the id. Renaming a group in the Groups dock is one undo step."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop_ai import plan_group
from tabletop_ai.board import load_board
from tabletop_ai.board.io import board_to_json
from tabletop_ai.imperial import game
from tabletop_ai.imperial.data import load_imperial_data
from tabletop_ai.rulesets.registry import group_label
from tabletop_ai.ui.games.imperial.ae_panel import AEPanel
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")


@pytest.fixture(autouse=True)
def own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))


def test_a_deployment_group_is_named_by_its_card_in_each_language() -> None:
    from tabletop_ai import i18n

    board = load_board(MAPS / "ae-supply-depot.board.json")
    assert str(group_label(board, "marksmen")) == "Marksman"
    plan = plan_group(board, "marksmen")
    assert plan.group == "marksmen" and plan.to_json()["group"] == "marksmen"
    assert plan.group_label == "Marksman"
    # a group without a card or a name keeps its id; one with a name shows the name
    demo = load_board(MAPS / "outpost-raid.board.json")
    assert group_label(demo, "troopers") == "Trooper Squad"
    unnamed = dataclasses.replace(demo.group("troopers"), name="")
    assert group_label(demo, unnamed) == "troopers"
    i18n.install("uk")
    assert str(group_label(board, "marksmen")) == "Снайпер"
    assert str(plan.group_label) == "Снайпер"


def test_ukrainian_window_names_groups_by_their_cards(qtbot: QtBot) -> None:
    prefs.settings().setValue("language", "uk")
    assert prefs.install_language(QApplication.instance()) == "uk"
    w = MainWindow(
        load_board(MAPS / "ae-landing-zone.board.json"), interactive=False, remember=False
    )
    qtbot.addWidget(w)
    rows = [w.groups.groups.item(i).text() for i in range(w.groups.groups.count())]
    assert rows[0].startswith("Загін штурмовиків (3 фігури"), rows
    assert not [r for r in rows if "troopers" in r or "guards" in r], rows
    panel = AEPanel(w.ctx)
    qtbot.addWidget(panel)
    panel.setup(seed=7)
    status = panel.status.text()
    assert "Загін штурмовиків" in status and "troopers" not in status, status
    combo = [panel.ic_group.itemText(i) for i in range(panel.ic_group.count())]
    assert combo and not [c for c in combo if "troopers" in c or "guards" in c], combo
    result = panel.activate_next()
    assert result is not None
    qtbot.waitUntil(lambda: w.controller.plan is not None, timeout=30000)
    title = w.plan_panel.title.text()
    assert "Загін штурмовиків" in title and "troopers" not in title, title
    log = [panel.log.item(i).text() for i in range(panel.log.count())]
    assert not [line for line in log if "troopers" in line], log


def test_renaming_a_group_is_one_undo_step_and_kept_in_the_file(qtbot: QtBot) -> None:
    w = MainWindow(
        load_board(MAPS / "ae-landing-zone.board.json"), interactive=False, remember=False
    )
    qtbot.addWidget(w)
    panel = w.groups
    panel.select_group("troopers")
    assert panel.name_edit.text() == "" and panel.name_edit.placeholderText() == "Trooper Squad"
    before = w.doc.undo_stack.count()
    panel.name_edit.setText("  Red   squad ")
    panel.name_edit.editingFinished.emit()
    board = w.doc.board
    assert board.group("troopers").name == "Red squad"
    assert w.doc.undo_stack.count() == before + 1
    assert panel.groups.item(0).text().startswith("Red squad (3 figures")
    saved = board_to_json(board)
    assert saved["groups"][0]["id"] == "troopers" and saved["groups"][0]["name"] == "Red squad"
    w.activate_group("troopers")
    assert "Red squad" in w.plan_panel.title.text()
    w.doc.undo_stack.undo()
    assert w.doc.board.group("troopers").name == ""
    assert panel.name_edit.text() == ""
    assert panel.groups.item(0).text().startswith("Trooper Squad (3 figures")


def test_the_ae_log_names_the_group_being_activated() -> None:
    board = load_board(MAPS / "ae-landing-zone.board.json")
    data = load_imperial_data(include_user=False)
    state = game.setup(board, data, seed=3)
    game.activate_group(board, state, data, "guards")
    drawn = [e for e in state.log if e.kind == "draw"]
    assert drawn and "activating Elite Guard" in drawn[-1].text, [e.text for e in drawn]


BUNDLED_BOARDS = sorted(MAPS.glob("*.board.json"))


@pytest.mark.parametrize("path", BUNDLED_BOARDS, ids=lambda p: p.name.split(".")[0])
def test_every_sample_board_names_its_groups_in_ukrainian(path: Path) -> None:
    """A sample board's groups are named (by their ``name`` or their card), never by the
    id, in the chosen language: no Latin letters in a Ukrainian group name."""
    from tabletop_ai import i18n

    board = load_board(path)
    assert board.groups
    english = {g.id: str(group_label(board, g)) for g in board.groups}
    assert not [gid for gid, name in english.items() if name == gid], english
    i18n.install("uk")
    ukrainian = {g.id: str(group_label(board, g)) for g in board.groups}
    assert not [n for n in ukrainian.values() if any("a" <= c.lower() <= "z" for c in n)], ukrainian


def test_the_name_field_shows_a_bundled_name_in_the_chosen_language(qtbot: QtBot) -> None:
    """The Groups dock's Name field shows a sample board's group name as the list above it
    does («Загін штурмовиків»); leaving it untouched keeps the English in the file, and what
    the player types is stored as typed."""
    prefs.settings().setValue("language", "uk")
    assert prefs.install_language(QApplication.instance()) == "uk"
    w = MainWindow(load_board(MAPS / "outpost-raid.board.json"), interactive=False, remember=False)
    qtbot.addWidget(w)
    panel = w.groups
    panel.select_group("troopers")
    assert panel.name_edit.text() == "Загін штурмовиків"
    before = w.doc.undo_stack.count()
    panel.name_edit.editingFinished.emit()  # focus left the field, nothing typed
    assert w.doc.undo_stack.count() == before
    assert board_to_json(w.doc.board)["groups"][0]["name"] == "Trooper Squad"
    panel.name_edit.setText("Червоний загін")
    panel.name_edit.editingFinished.emit()
    assert w.doc.board.group("troopers").name == "Червоний загін"
    assert w.doc.undo_stack.count() == before + 1
    w.doc.undo_stack.undo()
    assert w.doc.board.group("troopers").name == "Trooper Squad"
    assert panel.name_edit.text() == "Загін штурмовиків"
