"""Imperial rules in the window: the Inspector edits a figure's conditions, and
Apply of an Imperial plan opens doors, removes conditions and defeated figures (one undo)."""

from __future__ import annotations

from tabletop_ai import plan_group
from tabletop_ai.ui.editor.inspector import TickList
from tabletop_ai.ui.shell.main_window import MainWindow


def test_inspector_edits_conditions(window: MainWindow) -> None:
    # the Imperial rule sets declare conditions as a list field with tick boxes
    window.select_figure("gd2")
    ticks = window.inspector.game_widgets["conditions"]
    assert isinstance(ticks, TickList)
    assert list(ticks.boxes) == ["stunned", "bleeding", "weakened", "focused", "hidden"]
    ticks.boxes["stunned"].setChecked(True)
    ticks.other.setText("Burning")
    ticks.other.editingFinished.emit()
    assert window.doc.board.figure("gd2").extra["conditions"] == ["stunned", "Burning"]
    # each edit fills the form again in the same widgets (the one in use keeps its focus)
    assert window.inspector.game_widgets["conditions"] is ticks
    ticks.boxes["stunned"].setChecked(False)
    assert window.doc.board.figure("gd2").extra["conditions"] == ["Burning"]
    for _ in range(3):  # tick, typed line, untick: one undo step each
        window.doc.undo_stack.undo()
    assert "conditions" not in window.doc.board.figure("gd2").extra
    assert not ticks.boxes["stunned"].isChecked()
    assert ticks.other.text() == ""


def test_apply_removes_defeated_figures_in_one_undo_step(window: MainWindow) -> None:
    # the demo board plays Imperial Commander lists; a guard at health 0 is defeated (RRG:
    # removed from the map): Apply of any plan takes it off, one undo step puts it back
    b = window.doc.board
    b.update_figure("gd2", health=0)
    plan = plan_group(b, "troopers")
    window.controller.plan = plan
    window.apply_plan()
    assert window.doc.board.find_figure("gd2") is None
    assert "gd2" not in window.doc.board.group("guards").figures
    window.doc.undo_stack.undo()
    assert window.doc.board.find_figure("gd2") is not None
