"""A group's Imperial Commander lists are edited in the window, field by field (no JSON), each
edit one undo step; the lists edited are the ones "Activate with a random IC list" draws
from: the plan names the edited instruction."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QSpinBox
from pytestqt.qtbot import QtBot

from tabletop_ai.i18n import shown
from tabletop_ai.imperial.fields import DEPLOYMENT, IC_LISTS
from tabletop_ai.resources import bundled_map
from tabletop_ai.ui.games.imperial.ae_panel import AEPanel
from tabletop_ai.ui.games.imperial.ic_lists_editor import ICListsWindow
from tabletop_ai.ui.shell.main_window import MainWindow

EDITED = "EDITED LINE: the troopers hold the gate"


def _panel(w: MainWindow) -> AEPanel:
    panel = w.game_docks["automated-emperor"].built_panel()
    assert isinstance(panel, AEPanel)
    return panel


def _edit_troopers(w: MainWindow) -> ICListsWindow:
    """Through the IC lists window: the troopers' one list becomes "move to attack with
    1 MP, then the note EDITED" (their attack removed), three undo steps."""
    panel = _panel(w)
    panel.ic_group.setCurrentIndex(panel.ic_group.findData("troopers"))
    panel.ic_edit_btn.click()
    win = panel.ic_window
    assert win is not None and win.isVisible()
    ed = win.editor
    assert ed.list_box.count() == 1  # the group's own instructions, its only list
    assert ed.instructions.count() == 2
    steps = w.doc.undo_stack.count()
    # instruction 1: MP 4 -> 1
    ed.instructions.setCurrentRow(0)
    ed.editor.mp_box.setValue(1)
    ed.editor.mp_box.editingFinished.emit()
    # instruction 2 (the attack) removed; a card text added and written in its form field
    ed.instructions.setCurrentRow(1)
    ed.remove_instruction()
    ed.add_type.setCurrentIndex(ed.add_type.findData("note"))
    ed.add_instruction()
    text = ed.editor.params_form.fields["text"]
    assert isinstance(text, QLineEdit)
    text.setText(EDITED)
    text.editingFinished.emit()
    assert w.doc.undo_stack.count() == steps + 4
    lists = IC_LISTS.get(w.doc.board.group("troopers"))
    assert lists == [
        [{"type": "move_to_attack", "mp": 1, "target": "soldier"}, {"type": "note", "text": EDITED}]
    ]
    return win


def test_the_edited_list_is_the_one_activated(window: MainWindow, qtbot: QtBot) -> None:
    _edit_troopers(window)
    panel = _panel(window)
    panel.ic_btn.click()
    qtbot.waitUntil(
        lambda: window.controller.plan is not None and window.plan_panel.plan is not None,
        timeout=30_000,
    )
    plan = window.controller.plan
    assert plan is not None and window.controller.group == "troopers"
    lines = [shown(x) for x in plan.describe()]
    assert all(EDITED in line for line in lines), lines  # every trooper: the edited note
    assert not any("attack" in a.type for fp in plan.figures for a in fp.actions[1:])
    for fp in plan.figures:  # the move spends the edited 1 MP at most
        moves = [a for a in fp.actions if a.type.startswith("move")]
        assert all(len(a.path) <= 2 for a in moves), (fp.figure, moves)


def test_each_edit_undoes_and_the_window_follows(window: MainWindow) -> None:
    win = _edit_troopers(window)
    before = window.doc.board.group("troopers")
    window.doc.undo_stack.undo()  # the note's text
    window.doc.undo_stack.undo()  # the note
    assert win.editor.instructions.count() == 1
    window.doc.undo_stack.undo()  # the attack back
    window.doc.undo_stack.undo()  # MP 4 back: the group's lists are its own instructions
    assert IC_LISTS.get(window.doc.board.group("troopers")) is None
    assert win.editor.instructions.count() == 2
    win.editor.instructions.setCurrentRow(0)
    mp = win.editor.editor.mp_box
    assert isinstance(mp, QSpinBox) and mp.value() == 4
    assert before != window.doc.board.group("troopers")


def test_lists_added_and_removed(window: MainWindow) -> None:
    panel = _panel(window)
    panel.ic_group.setCurrentIndex(panel.ic_group.findData("guards"))
    win = panel.edit_ic_lists()
    assert win is not None
    win.editor.add_list()  # a copy of the chosen list
    lists = IC_LISTS.get(window.doc.board.group("guards"))
    assert lists is not None and len(lists) == 2 and lists[0] == lists[1]
    assert win.editor.list_box.count() == 2 and win.editor.list_box.currentRow() == 1
    assert panel.ic_group.currentText().startswith("Elite Guard (2")
    win.editor.remove_list()
    assert len(IC_LISTS.get(window.doc.board.group("guards")) or []) == 1
    # another board opened: the window that edited this one closes
    river = bundled_map("river-fort.board.json")
    assert river is not None and window.open_path(river)
    assert panel.ic_window is None and not win.isVisible()


def test_a_deployment_cards_edited_lists_reach_its_group(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The card editor's deployment tab edits a card's IC lists field by field; "Use as my
    deck" gives the groups deployed from that card the edited lists (one undo step), and
    the next IC activation of such a group plans them."""
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    landing = bundled_map("ae-landing-zone.board.json")
    assert landing is not None and window.open_path(landing)
    panel = _panel(window)
    assert panel.setup(seed=3, open_groups=2) is not None
    deployed = {
        g.id: DEPLOYMENT.get(g) for g in window.doc.board.groups if DEPLOYMENT.get(g) is not None
    }
    gid, card = next((g, d) for g, d in deployed.items() if d == "trooper-squad")
    dlg = panel.card_editor()
    qtbot.addWidget(dlg)
    dlg.tabs.setCurrentIndex(1)
    row = next(
        i
        for i in range(dlg.dep_list.count())
        if dlg.dep_list.item(i).data(Qt.ItemDataRole.UserRole) == card
    )
    dlg.dep_list.setCurrentRow(row)
    ed = dlg.ic_lists
    assert ed.list_box.count() == 2
    ed.list_box.setCurrentRow(1)
    ed.remove_list()  # one list left: the draw is sure
    assert ed.list_box.count() == 1
    ed.instructions.setCurrentRow(1)  # its attack becomes card text
    kind = ed.editor.type_box
    kind.setCurrentIndex(kind.findData("note"))
    kind.activated.emit(kind.currentIndex())
    text = ed.editor.params_form.fields["text"]
    assert isinstance(text, QLineEdit)
    text.setText(EDITED)
    text.editingFinished.emit()
    assert dlg.check(), dlg.problems.text()
    assert EDITED in dlg.preview.toPlainText()  # the preview plans the edited list
    steps = window.doc.undo_stack.count()
    assert panel.use_edited(dlg)
    assert window.doc.undo_stack.count() == steps + 1
    lists = IC_LISTS.get(window.doc.board.group(gid))
    assert lists is not None and len(lists) == 1 and lists[0][1]["text"] == EDITED
    result = panel.activate_ic_list(gid)
    assert result is not None and result.count == 1
    qtbot.waitUntil(lambda: window.controller.plan is not None, timeout=30_000)
    assert any(EDITED in shown(x) for x in result.plan.describe())
