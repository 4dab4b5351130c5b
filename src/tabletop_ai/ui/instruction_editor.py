"""The editor of one instruction: type, MP, named target, distance, point, "costs an action",
and any other parameters as JSON (an ``ae_card``'s ``actions``, a rule set's own keys).

It decides nothing: it shows an :class:`~tabletop_ai.board.Instruction` and emits the edited
one; the groups panel turns that into an undoable command.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import Board, Group, Instruction

#: instruction types every rule set understands (spec 5), and the AE card (spec 10)
INSTRUCTION_TYPES = ("move_toward", "move_to_engage", "move_to_reposition", "move_to_attack",
                     "attack", "retreat", "ae_card")
#: parameters with a field of their own; any other key goes in the JSON field
KNOWN_KEYS = {"type", "mp", "target", "distance", "point", "action"}


def _narrow(box: QComboBox) -> QComboBox:
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(8)
    return box


class InstructionEditor(QWidget):
    """``edited(Instruction)`` when a field is changed by the user."""

    edited = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._filling = False
        self._shown: Instruction | None = None
        self.type_box = _narrow(QComboBox())
        self.type_box.setEditable(True)
        self.type_box.addItems(INSTRUCTION_TYPES)
        self.mp_box = QSpinBox()
        self.mp_box.setRange(-1, 99)
        self.mp_box.setSpecialValueText("figure's speed")
        self.target_box = _narrow(QComboBox())
        self.distance_box = QSpinBox()
        self.distance_box.setRange(-1, 99)
        self.distance_box.setSpecialValueText("—")
        self.point_box = _narrow(QComboBox())
        self.action_box = QCheckBox("costs an action")
        self.extra_box = QLineEdit()
        self.extra_box.setPlaceholderText('other parameters as JSON, e.g. {"actions": [...]}')
        self.error = QLabel("")
        self.error.setStyleSheet("color: #c92a2a;")
        self.error.setWordWrap(True)
        for w in (self.mp_box, self.distance_box):
            w.editingFinished.connect(self._changed)
        for c in (self.type_box, self.target_box, self.point_box):
            c.activated.connect(self._changed)
        line = self.type_box.lineEdit()
        if line is not None:
            line.editingFinished.connect(self._changed)
        self.action_box.toggled.connect(self._changed)
        self.extra_box.editingFinished.connect(self._changed)
        form = QFormLayout()
        form.setVerticalSpacing(3)
        form.setContentsMargins(0, 0, 0, 0)
        self.form = form
        form.addRow("Type", self.type_box)
        form.addRow("MP", self.mp_box)
        form.addRow("Target", self.target_box)
        form.addRow("Distance", self.distance_box)
        form.addRow("Point", self.point_box)
        form.addRow("", self.action_box)
        form.addRow("More", self.extra_box)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(form)
        lay.addWidget(self.error)

    def show_instruction(self, ins: Instruction | None, board: Board,
                         group: Group | None) -> None:
        """Fill the fields from ``ins`` (None: nothing chosen, the fields are disabled).
        Targets offered are the figures of the other side than ``group``."""
        self._shown = ins
        self.setEnabled(ins is not None)
        self.error.setText("")
        self._show_rows(ins, board)
        if ins is None or group is None:
            return
        self._filling = True
        try:
            self.type_box.setCurrentText(ins.type)
            self.mp_box.setValue(ins.mp if ins.mp is not None else -1)
            self.distance_box.setValue(ins.distance if ins.distance is not None else -1)
            self.target_box.clear()
            self.target_box.addItem("(by priority)", None)
            for f in board.figures:
                if f.side != group.side:
                    self.target_box.addItem(f"{f.label} ({f.id})", f.id)
            if ins.target and self.target_box.findData(ins.target) < 0:
                # a target of the group's own side (Battlecrest's "emperor defends" names
                # the Emperor's hero) is named, not called missing
                own = board.find_figure(ins.target)
                self.target_box.addItem(f"{own.label} ({own.id})" if own is not None
                                        else f"{ins.target} (missing)", ins.target)
            self.target_box.setCurrentIndex(max(0, self.target_box.findData(ins.target)))
            self.point_box.clear()
            self.point_box.addItem("(none)", None)
            for p in board.points:
                if p.id:
                    self.point_box.addItem(f"{p.id} ({p.kind})", p.id)
            self.point_box.setCurrentIndex(max(0, self.point_box.findData(ins.point)))
            self.action_box.setChecked(ins.action)
            extra = {k: v for k, v in ins.data.items() if k not in KNOWN_KEYS}
            self.extra_box.setText(json.dumps(extra) if extra else "")
        finally:
            self._filling = False

    def _show_rows(self, ins: Instruction | None, board: Board) -> None:
        """Only the fields of the parameters the board's rule set declares for the type
        (all of them for a type it does not know, so nothing is hidden from a fix); the
        JSON field only when the type has other parameters or the instruction uses some."""
        from tabletop_ai.rulesets import rules_class
        from tabletop_ai.rulesets.registry import DEFAULT

        declared = None
        if ins is not None:
            cls = rules_class(board.rules.preset) or DEFAULT
            declared = cls.instruction_type(ins.type)
        names = None if declared is None else {p.name for p in declared.params}
        rows = {"mp": self.mp_box, "target": self.target_box, "distance": self.distance_box,
                "point": self.point_box, "action": self.action_box}
        for key, widget in rows.items():
            show = names is None or key in names or (ins is not None and key in ins.data)
            self.form.setRowVisible(widget, show)
        others = names is None or bool(names - KNOWN_KEYS) or (
            ins is not None and bool(set(ins.data) - KNOWN_KEYS))
        self.form.setRowVisible(self.extra_box, others)

    def instruction(self) -> Instruction | None:
        """The instruction the fields describe; None (with the reason shown) when the JSON
        field is not a JSON object."""
        try:
            text = self.extra_box.text().strip()
            extra = json.loads(text) if text else {}
            if not isinstance(extra, dict):
                raise ValueError('it must be a JSON object such as {"actions": []}')
        except ValueError as exc:
            self.error.setText(f"Other parameters: {exc}")
            return None
        self.error.setText("")
        data: dict[str, Any] = {k: v for k, v in extra.items() if k not in KNOWN_KEYS}
        if self.mp_box.value() >= 0:
            data["mp"] = self.mp_box.value()
        if self.target_box.currentData():
            data["target"] = self.target_box.currentData()
        if self.distance_box.value() >= 0:
            data["distance"] = self.distance_box.value()
        if self.point_box.currentData():
            data["point"] = self.point_box.currentData()
        if self.action_box.isChecked():
            data["action"] = True
        fallback = self._shown.type if self._shown is not None else "attack"
        return Instruction(type=self.type_box.currentText().strip() or fallback, data=data)

    def _changed(self, *_args: Any) -> None:
        if self._filling or self._shown is None:
            return
        new = self.instruction()
        if new is not None and new != self._shown:
            self.edited.emit(new)
