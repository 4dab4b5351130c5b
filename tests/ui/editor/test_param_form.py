"""An instruction's other parameters are a form: one field per parameter the board's rule set
declares for the type, of its kind and range, each edit one undo step; a JSON field only for
the parameters the rule set does not declare, labelled as such; a value that cannot be a
parameter is refused naming its field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox

from tabletop_ai.board import Instruction
from tabletop_ai.engine.board_ops import set_instructions
from tabletop_ai.engine.rules import Param
from tabletop_ai.imperial.ic_play import IF_CHOICES
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.editor.param_form import FieldProblem, ListField, ParamForm
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS


def _guards_attack(window: MainWindow) -> None:
    window.groups.select_group("guards")
    window.groups.instructions.setCurrentRow(2)  # attack
    window.groups.editor.params_button.setChecked(True)


def test_one_field_per_declared_parameter_of_its_kind_and_range(window: MainWindow) -> None:
    _guards_attack(window)
    editor = window.groups.editor
    form = editor.params_form
    declared = [p for p in editor.params_form.params]
    assert {p.name for p in declared} >= {"pick", "within", "if", "if_spaces", "then", "name"}
    assert "mp" not in form.fields and "target" not in form.fields  # rows of their own
    kinds = {"int": QSpinBox, "bool": QCheckBox, "choice": QComboBox, "str": QLineEdit}
    for p in declared:
        w = form.fields[p.name]
        assert isinstance(w, kinds[p.kind]), p.name
        label = editor.params_form.form.labelForField(w)
        assert label is not None and "_" not in label.text()  # a name, not the file's key
        if isinstance(w, QSpinBox):  # the declared range, one below it for "not given"
            assert (w.minimum(), w.maximum()) == (p.minimum - 1, p.maximum)  # type: ignore[operator]
    # the conditions in the rule set's words, each mapping back to its value
    if_box = form.fields["if"]
    assert isinstance(if_box, QComboBox)
    assert [if_box.itemData(i) for i in range(1, if_box.count())] == list(IF_CHOICES)
    for i in range(1, if_box.count()):
        assert "_" not in if_box.itemText(i), if_box.itemText(i)
    assert if_box.itemText(if_box.findData("hostile_within")) == "a hero is within N spaces"
    assert not editor.extra_box.isVisibleTo(window)  # nothing undeclared: no JSON field


def test_each_field_edit_is_one_undo_step(window: MainWindow) -> None:
    _guards_attack(window)
    form = window.groups.editor.params_form
    before = window.doc.board.group("guards").instructions[2]
    if_box = form.fields["if"]
    assert isinstance(if_box, QComboBox)
    if_box.setCurrentIndex(if_box.findData("hostile_within"))
    if_box.activated.emit(if_box.currentIndex())
    spaces = form.fields["if_spaces"]
    assert isinstance(spaces, QSpinBox)
    spaces.setValue(3)
    spaces.editingFinished.emit()
    at_end = form.fields["at_end"]
    assert isinstance(at_end, QCheckBox)
    at_end.setChecked(True)
    ins = window.doc.board.group("guards").instructions[2]
    assert ins.data == {**before.data, "if": "hostile_within", "if_spaces": 3, "at_end": True}
    assert window.doc.undo_stack.count() == 3
    # the instruction list reads the condition in words
    assert "only if a hero is within 3 spaces" in window.groups.instructions.item(2).text()
    window.doc.undo_stack.undo()
    window.doc.undo_stack.undo()
    window.doc.undo_stack.undo()
    assert window.doc.board.group("guards").instructions[2] == before
    assert form.fields["if"].currentData() is None  # type: ignore[attr-defined]
    # "—" leaves a number out again
    window.doc.undo_stack.redo()
    window.doc.undo_stack.redo()
    spaces.setValue(spaces.minimum())
    spaces.editingFinished.emit()
    assert "if_spaces" not in window.doc.board.group("guards").instructions[2].data


def test_undeclared_parameters_stay_json_shown_as_such(window: MainWindow) -> None:
    g = window.doc.board.group("guards")
    ins = [*g.instructions]
    ins[2] = Instruction("attack", {**ins[2].data, "dice": 3, "within": 4})
    run_op(window.doc, set_instructions("guards", ins), "prepare")
    _guards_attack(window)
    editor = window.groups.editor
    assert editor.extra_box.isVisibleTo(window)
    label = editor.form.labelForField(editor.extra_box)
    assert label is not None and label.text() == "Undeclared (JSON)"
    assert json.loads(editor.extra_box.text()) == {"dice": 3}  # only the undeclared one
    within = editor.params_form.fields["within"]
    assert isinstance(within, QSpinBox) and within.value() == 4


def _ae_board(window: MainWindow, tmp_path: Path, card: dict[str, object]) -> str:
    data = json.loads((MAPS / "outpost-raid.board.json").read_text(encoding="utf-8"))
    data["rules"]["preset"] = "automated-emperor"
    data["groups"][0]["instructions"] = [card]
    path = tmp_path / "ae.board.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert window.open_path(path)
    gid = str(data["groups"][0]["id"])
    window.groups.select_group(gid)
    window.groups.instructions.setCurrentRow(0)
    return gid


def test_a_value_that_is_not_a_parameter_is_refused_naming_its_field(
    window: MainWindow,
) -> None:
    """An AE card's actions are the declared actions only: a value that is not one (a
    board the window cannot open, read by the form all the same) is kept as it was
    typed, shown as such, and refused with the field's name and the declared values
    until it is removed."""
    from tabletop_ai.imperial.automated_emperor import AE_CARD

    form = ParamForm()
    form.show_params(
        AE_CARD.params, {"actions": ["engage", "atack"], "secondary": ["blue"]}, window.doc.board
    )
    actions = form.fields["actions"]
    assert isinstance(actions, ListField) and actions.ordered
    assert actions.values() == ["engage", "atack"]
    assert actions.items.item(1).text() == "atack (not a value of this field)"
    with pytest.raises(FieldProblem) as problem:
        form.values()
    assert str(problem.value) == (
        "Actions in order: atack is not one of engage, attack, reposition, ability"
    )
    edits: list[int] = []
    form.edited.connect(lambda: edits.append(1))
    actions.items.setCurrentRow(1)
    actions.remove.click()
    assert edits == [1]
    assert form.values() == {"actions": ["engage"], "secondary": ["blue"]}


def test_an_ordered_list_is_built_moved_and_undone_one_step_each(
    window: MainWindow, tmp_path: Path
) -> None:
    """The card's actions are read in order and may repeat (the rule set declares them
    ordered): a list with the actions' names, an Add choice, and move/remove buttons."""
    gid = _ae_board(window, tmp_path, {"type": "ae_card", "actions": ["engage", "attack"]})
    form = window.groups.editor.params_form
    actions = form.fields["actions"]
    assert isinstance(actions, ListField) and actions.choice is not None
    assert [actions.choice.itemData(i) for i in range(actions.choice.count())] == [
        "engage",
        "attack",
        "reposition",
        "ability",
    ]
    assert [actions.items.item(i).text() for i in range(2)] == ["engage", "attack"]
    actions.choice.setCurrentIndex(actions.choice.findData("attack"))
    actions.add.click()  # a second attack
    actions.items.setCurrentRow(0)
    actions.down.click()  # engage after the first attack

    def now() -> object:
        return window.doc.board.group(gid).instructions[0].data["actions"]

    assert now() == ["attack", "engage", "attack"]
    assert window.doc.undo_stack.count() == 2
    window.doc.undo_stack.undo()
    assert now() == ["engage", "attack", "attack"] and actions.values() == now()
    window.doc.undo_stack.undo()
    assert now() == ["engage", "attack"] and actions.values() == now()
    # the secondary colours, left to right, in the colours' names
    secondary = form.fields["secondary"]
    assert isinstance(secondary, ListField) and secondary.ordered
    assert secondary.values() == [] and secondary.choice is not None
    secondary.choice.setCurrentIndex(secondary.choice.findData("red"))
    secondary.add.click()
    assert window.doc.board.group(gid).instructions[0].data["secondary"] == ["red"]


def test_declared_values_whose_order_does_not_matter_are_tick_boxes(qtbot: object) -> None:
    """Tick boxes in the declared order, whatever order the file wrote; an undeclared
    value is kept ticked (refused naming the field) until it is unticked."""
    p = Param("kinds", "list[str]", "point kinds", choices=("stronghold", "outpost", "town"))
    field = ListField(p)
    qtbot.addWidget(field)  # type: ignore[attr-defined]
    assert not field.ordered and list(field.ticks) == ["stronghold", "outpost", "town"]
    edits: list[int] = []
    field.edited.connect(lambda: edits.append(1))
    field.set_values(["town", "stronghold", "castle"])
    assert edits == []  # showing a value is not an edit
    assert [t.isChecked() for t in field.ticks.values()] == [True, False, True]
    assert field.values() == ["stronghold", "town", "castle"]
    with pytest.raises(FieldProblem) as problem:
        field.value("Kinds")
    assert problem.value.field == "Kinds" and "castle is not one of" in problem.value.why
    field.extra_ticks["castle"].setChecked(False)
    field.ticks["outpost"].setChecked(True)
    assert field.value("Kinds") == ["stronghold", "outpost", "town"] and len(edits) == 2


def test_a_monster_actions_numbers_are_fields_of_their_range(window: MainWindow) -> None:
    assert window.open_path(MAPS / "frosthaven-ambush.board.json")
    gid = next(g.id for g in window.doc.board.groups if g.instructions)
    window.groups.select_group(gid)
    window.groups.instructions.setCurrentRow(0)
    form = window.groups.editor.params_form
    targets = form.fields["targets"]
    assert isinstance(targets, QSpinBox) and targets.maximum() == 6
    assert isinstance(form.fields["flying"], QCheckBox)
    targets.setValue(2)
    targets.editingFinished.emit()
    assert window.doc.board.group(gid).instructions[0].data["targets"] == 2
