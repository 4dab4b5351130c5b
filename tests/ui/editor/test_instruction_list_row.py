"""The row under an ordered instruction list (the Groups dock and the IC lists editor build it
the same way): the type to add, then Add, ▲, ▼ and ✕, each calling its own action."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QToolButton, QWidget
from pytestqt.qtbot import QtBot

from tabletop_ai.ui.editor.instruction_editor import instruction_list_row


def test_each_button_calls_its_action(qtbot: QtBot) -> None:
    calls: list[str] = []
    host = QWidget()
    qtbot.addWidget(host)
    add_type = QComboBox()
    row = instruction_list_row(
        add_type,
        lambda: calls.append("add"),
        lambda step: calls.append(f"move {step:+d}"),
        lambda: calls.append("remove"),
    )
    host.setLayout(row)
    assert row.itemAt(0).widget() is add_type and row.stretch(0) == 1
    buttons = [row.itemAt(i).widget() for i in range(1, row.count())]
    assert all(isinstance(b, QToolButton) for b in buttons)
    assert [b.text() for b in buttons] == ["Add", "▲", "▼", "✕"]
    assert all(b.toolTip() for b in buttons)
    for b in buttons:
        b.click()
    assert calls == ["add", "move -1", "move +1", "remove"]
