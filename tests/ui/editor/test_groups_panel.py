"""The groups panel edits instruction lists (type, MP, named target, reorder) as commands."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tabletop_ai.board import Instruction
from tabletop_ai.imperial.automated_emperor import AutomatedEmperor
from tabletop_ai.ui.editor.groups_panel import describe_instruction
from tabletop_ai.ui.shell.main_window import MainWindow


def test_edit_an_instruction_and_its_named_target(window: MainWindow) -> None:
    panel = window.groups
    panel.select_group("troopers")
    panel.instructions.setCurrentRow(0)
    assert panel.type_box.currentText() == "Move to attack"
    assert panel.mp_box.value() == 4
    assert panel.target_box.currentData() == "soldier"
    panel.target_box.setCurrentIndex(panel.target_box.findData("scout"))
    panel.target_box.activated.emit(panel.target_box.currentIndex())
    ins = window.doc.board.group("troopers").instructions[0]
    assert ins == Instruction("move_to_attack", {"mp": 4, "target": "scout"})
    panel.mp_box.setValue(-1)  # back to the figure's speed
    panel.mp_box.editingFinished.emit()
    assert window.doc.board.group("troopers").instructions[0].mp is None
    assert window.doc.undo_stack.count() == 2
    window.doc.undo_stack.undo()
    window.doc.undo_stack.undo()
    assert window.doc.board.group("troopers").instructions[0].target == "soldier"
    assert panel.target_box.currentData() == "soldier"


def test_editing_instructions_replans_the_active_group(window: MainWindow, qtbot: object) -> None:
    window.activate_group("troopers")
    panel = window.groups
    panel.instructions.setCurrentRow(1)
    panel._remove_instruction()  # the attack
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=30000)  # type: ignore[attr-defined]
    plan = window.controller.plan
    assert plan is not None
    assert all(len(fp.actions) == 1 for fp in plan.figures)


def test_new_group_and_membership(window: MainWindow) -> None:
    window.groups.add_group("snipers")
    assert window.doc.board.find_group("snipers") is not None
    window.select_figure("gd2")
    insp = window.inspector
    insp.group.setCurrentIndex(insp.group.findData("snipers"))
    insp.group.activated.emit(insp.group.currentIndex())
    b = window.doc.board
    assert b.figure("gd2").group == "snipers"
    assert b.group("snipers").figures == ["gd2"] and "gd2" not in b.group("guards").figures
    window.doc.undo_stack.undo()
    b = window.doc.board  # undo puts the board before the edit back
    assert b.figure("gd2").group == "guards" and "gd2" in b.group("guards").figures


def test_describe_instruction() -> None:
    names = {"soldier": "Soldier"}
    assert (
        describe_instruction(Instruction("move_to_attack", {"mp": 4, "target": "soldier"}), names)
        == "move to attack (4 MP) → Soldier"
    )
    assert (
        describe_instruction(
            Instruction("ae_card", {"actions": ["engage"]}), names, AutomatedEmperor
        )
        == "ae card (actions in order: engage)"
    )
    # a list parameter in the words of its values, in order; a value the rule set does not
    # declare as given
    assert (
        describe_instruction(
            Instruction(
                "ae_card",
                {"actions": ["engage", "attack", "engage"], "secondary": ["red", "pink"]},
            ),
            names,
            AutomatedEmperor,
        )
        == "ae card (actions in order: engage → attack → engage, "
        "secondary colours: red → pink)"
    )


def test_the_automated_emperor_dock_opens_for_its_boards(
    window: MainWindow, tmp_path: object, monkeypatch: object
) -> None:
    import json
    from pathlib import Path

    from tests.ui.conftest import DEMO

    monkeypatch.setenv("TABLETOP_AI_DATA", str(Path(str(tmp_path)) / "data"))  # type: ignore[attr-defined]
    assert (
        window.game_docks["automated-emperor"].isHidden()
        and window.game_docks["automated-emperor"].panel is None
    )
    data = json.loads(DEMO.read_text())
    data["rules"]["preset"] = "automated-emperor"
    ae = Path(str(tmp_path)) / "ae.board.json"
    ae.write_text(json.dumps(data))
    assert window.open_path(ae)
    assert not window.game_docks["automated-emperor"].isHidden()
    assert (
        window.game_docks["automated-emperor"].panel is not None
        and window.game_docks["automated-emperor"].panel.doc is window.doc
    )
    assert window.open_path(DEMO)
    assert window.game_docks["automated-emperor"].panel.doc is window.doc


def test_other_parameters_must_be_a_json_object(window: MainWindow) -> None:
    panel = window.groups
    panel.select_group("guards")
    panel.instructions.setCurrentRow(2)  # attack
    editor = panel.editor
    editor.extra_box.setText("[1, 2")
    editor.extra_box.editingFinished.emit()
    assert "Undeclared (JSON)" in editor.error.text()
    assert window.doc.undo_stack.count() == 0
    editor.extra_box.setText('{"dice": 3}')
    editor.extra_box.editingFinished.emit()
    assert window.doc.board.group("guards").instructions[2].data == {"dice": 3}
    assert editor.error.text() == ""


def test_other_parameters_are_read_like_a_file(window: MainWindow) -> None:
    """The editor's JSON goes through the guarded reader: NaN, Infinity and
    runaway numbers are refused with the place, nothing is written."""
    panel = window.groups
    panel.select_group("guards")
    panel.instructions.setCurrentRow(2)  # attack
    editor = panel.editor
    for text, why in (
        ('{"dice": NaN}', "NaN"),
        ('{"dice": Infinity}', "Infinity"),
        ('{"dice": ' + "9" * 40 + "}", "digits"),
    ):
        editor.extra_box.setText(text)
        editor.extra_box.editingFinished.emit()
        assert "Undeclared (JSON)" in editor.error.text() and why in editor.error.text()
        assert window.doc.undo_stack.count() == 0


def test_a_damaged_settings_value_is_ignored() -> None:
    from tabletop_ai.ui.capture.import_actions import saved_mapping
    from tabletop_ai.ui.editor.figure_kinds import user_kinds
    from tabletop_ai.ui.shell import settings as prefs

    s = prefs.settings()
    s.setValue("figure_kinds/imperial", '[{"side": "ai", "speed": NaN}]')
    s.setValue("import/terrain_mapping", '{"wall": "blocking"')
    assert user_kinds("imperial") == []
    assert saved_mapping() == {}


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_drawn_ae_card_reads_in_words_in_the_instruction_list(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """The card an AE activation draws becomes the group's instruction: its row in the
    Groups dock reads the card's actions and secondary colours in the player's language,
    as the Parameters form shows them, never as JSON."""
    from PySide6.QtWidgets import QApplication

    from tabletop_ai.board import load_board
    from tabletop_ai.imperial.state import get_state
    from tabletop_ai.ui.games.imperial.ae_panel import AEPanel
    from tabletop_ai.ui.shell import settings as prefs
    from tests.conftest import MAPS

    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    assert prefs.install_language(QApplication.instance(), lang) == lang
    w = MainWindow(
        load_board(MAPS / "ae-landing-zone.board.json"), interactive=False, remember=False
    )
    qtbot.addWidget(w)
    panel = AEPanel(w.ctx)
    qtbot.addWidget(panel)
    panel.setup(seed=7)
    st = get_state(w.doc.board)
    assert st is not None
    card = next(c for c in st.deck if panel.data.card(c).secondary and not panel.data.card(c).blitz)
    st.deck.remove(card)
    st.deck.insert(0, card)  # a card with secondary colours comes up
    result = panel.activate_next()
    assert result is not None and result.card.id == card
    w.groups.select_group(result.group)
    row = w.groups.instructions.item(0).text()
    assert "[" not in row and '"' not in row and "false" not in row, row
    assert result.card.id not in row, row  # the card by its name, not its id
    actions = result.card.actions
    colours = result.card.secondary
    if lang == "en":
        assert row.startswith("ae card (actions in order: " + " → ".join(actions)), row
        assert "secondary colours: " + " → ".join(colours) in row, row
    else:
        words = {"blue": "синій", "yellow": "жовтий", "green": "зелений", "red": "червоний"}
        assert row.startswith("карта AE (дії по черзі: "), row
        assert "додаткові кольори: " + " → ".join(words[c] for c in colours) in row, row
        assert not [a for a in actions if a in row], row
    w.controller.shutdown()
