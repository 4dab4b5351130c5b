"""The editor of one instruction: type, MP, named target, distance, point, "costs an action",
a form of the other parameters the rule set declares for the type (:mod:`.param_form`), and a
JSON field only for parameters it does not declare.

It decides nothing: it shows an :class:`~tabletop_ai.board.Instruction` and emits the edited
one; the groups panel turns that into an undoable command.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeGuard

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import Board, Group, Instruction
from tabletop_ai.engine.checks import raw_instruction_problems
from tabletop_ai.engine.plan import JSONValue
from tabletop_ai.engine.rules import InstructionType, Param, RuleSet
from tabletop_ai.engine.wording import Words
from tabletop_ai.i18n import printable
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.i18n.content import content_name
from tabletop_ai.ui.editor.param_form import (
    FieldProblem,
    ParamForm,
    add_figures,
    add_points,
    choice_label,
    param_label,
    undeclared_json,
    worded,
)
from tabletop_ai.ui.panels import grid_words, rules_of
from tabletop_ai.ui.texts import translate


def instruction_types(board: Board) -> tuple[InstructionType, ...]:
    """The instruction types the board's rule set declares (its editor offers only these)."""
    return rules_of(board).instruction_types


def fill_types(box: QComboBox, board: Board, current: str | None = None) -> None:
    """Offer the board's declared instruction types, each with its one-line description as
    the tooltip; an undeclared ``current`` type stays shown, marked, so it can be fixed.
    Without ``current`` the type chosen is the one a new instruction starts as, as the rule
    set declares it (:meth:`RuleSet.new_instruction_type`)."""
    box.blockSignals(True)
    try:
        box.clear()
        words = grid_words(board)
        rules = rules_of(board)
        for t in rules.instruction_types:
            box.addItem(worded(t.shown, words), t.name)
            box.setItemData(
                box.count() - 1, worded(t.description, words), Qt.ItemDataRole.ToolTipRole
            )
        if current is not None and box.findData(current) < 0:
            box.addItem(
                translate("instruction_editor", "{current} (not a type of this game)").format(
                    current=current
                ),
                current,
            )
        if current is None:
            first = rules.new_instruction_type()
            current = first.name if first is not None else None
        if current is not None:
            box.setCurrentIndex(box.findData(current))
    finally:
        box.blockSignals(False)


def refill_add_types(box: QComboBox, board: Board) -> None:
    """Fill the "Add" type box of an instruction list for ``board``: the type the player
    chose stays chosen while the board's rule set is the one it was chosen under; a board
    of another rule set starts at that rule set's own type for a new instruction."""
    rules = rules_of(board)
    kind = box.currentData()
    same = box.property("rule_set") == rules.name
    fill_types(box, board)
    box.setProperty("rule_set", rules.name)
    if same and kind is not None and box.findData(kind) >= 0:
        box.setCurrentIndex(box.findData(kind))


#: parameters with a field of their own; the others declared are in the form, the rest in
#: the JSON field
KNOWN_KEYS = {"type", "mp", "target", "distance", "point", "action"}


def _strings(value: object) -> TypeGuard[list[str]]:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def value_words(p: Param, value: JSONValue, words: Words | None = None) -> str | None:
    """A declared parameter without words of its own (:attr:`Param.words`) as the
    instruction list reads it, in the installed language: its name and its value as the
    Parameters form shows them — a list's values in the rule set's words, in order (``→``
    where the order is read, :attr:`Param.ordered`), a value the rule set does not declare
    as given; a text as typed (a bundled name translated); a flag by its name when set.
    ``""``: nothing to read (an empty list, a flag off by default); None: a value of another
    kind than declared (the line shows it as the file writes it). ``words``: the board's
    words for its cells (:func:`~tabletop_ai.ui.panels.grid_words`)."""
    name = worded(p.shown, words)
    if not name[1:2].isupper():  # "Actions in order" reads "actions in order", "AE …" stays
        name = name[:1].lower() + name[1:]
    if p.kind == "list[str]" and _strings(value):
        shown = [choice_label(p, v, words) if v in p.choices else printable(v) for v in value]
        text = (" → " if p.ordered else " · ").join(shown)
    elif p.kind == "str" and isinstance(value, str):
        text = content_name(value)  # a bundled name (a card's) in the player's language
    elif p.kind == "bool" and isinstance(value, bool):
        if value:
            return name
        return "" if not p.default else translate("groups_panel", "not {name}").format(name=name)
    elif p.kind == "int" and isinstance(value, int) and not isinstance(value, bool):
        text = str(value)
    else:
        return None
    if not text:
        return ""
    return translate("groups_panel", "{name}: {value}").format(name=name, value=text)


def parameter_words(
    ins: Instruction,
    rules: type[RuleSet],
    keys: Iterable[str],
    words: Words | None = None,
    points: Mapping[str, str] | None = None,
) -> list[str]:
    """The values of ``ins``'s parameters ``keys`` as a player reads them, in the installed
    language and the board's ``words`` for its cells (hexes on a hex board): in the words
    the rule set declares for them (:meth:`Param.reads`), else
    as the Parameters form shows them (:func:`value_words`), else ``name: value`` as the
    file writes it; parameters the line does not show are left out. ``points``: the
    board's point ids -> the names the map shows them by (a point not in it: its id).
    The parameters with a field of their own (:data:`KNOWN_KEYS`) come first, as given; the
    others in the order the rule set declares them, undeclared ones last."""
    declared = rules.instruction_type(ins.type)
    order = {p.name: i for i, p in enumerate(declared.params if declared is not None else ())}
    given = list(keys)
    own = [k for k in given if k in KNOWN_KEYS]
    others = sorted(
        (k for k in given if k not in KNOWN_KEYS), key=lambda k: order.get(k, len(order))
    )
    out: list[str] = []
    for key in own + others:
        if key not in ins.data or key == "type":
            continue
        value = ins.data[key]
        param = declared.param(key) if declared is not None else None
        if param is not None and (param.words or not param.in_line):
            text = param.reads(value, ins.data)
            if text is not None:
                out.append(worded(text, words))
        elif (
            param is not None
            and key not in KNOWN_KEYS
            and (read := value_words(param, value, words)) is not None
        ):
            if read:
                out.append(read)
        elif key == "mp" and ins.mp is not None:
            out.append(translate("groups_panel", "{mp} MP").format(mp=ins.mp))
        elif key == "distance" and ins.distance is not None:
            out.append(
                translate("groups_panel", "distance {distance}").format(distance=ins.distance)
            )
        elif key == "point" and ins.point:
            point = (points or {}).get(ins.point, printable(ins.point))
            out.append(translate("groups_panel", "point {point}").format(point=point))
        elif key == "action":
            if ins.action:
                out.append(translate("groups_panel", "action"))
        elif key != "target":
            out.append(f"{key}: {json.dumps(value, ensure_ascii=False)}")
    return out


def instruction_list_row(
    add_type: QComboBox,
    add: Callable[[], None],
    move: Callable[[int], None],
    remove: Callable[[], None],
) -> QHBoxLayout:
    """The row under an ordered instruction list: the type to add, Add, ▲, ▼ and ✕ (the
    Groups dock and the IC lists editor edit their lists the same way)."""
    add_type.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    add_type.setMinimumContentsLength(8)
    row = QHBoxLayout()
    row.addWidget(add_type, 1)
    buttons = (
        (
            translate("groups_panel", "Add"),
            translate("groups_panel", "Add an instruction of the chosen type at the end"),
            add,
        ),
        ("▲", translate("groups_panel", "Move the instruction up"), lambda: move(-1)),
        ("▼", translate("groups_panel", "Move the instruction down"), lambda: move(+1)),
        ("✕", translate("groups_panel", "Remove the instruction"), remove),
    )
    for text, tip, slot in buttons:
        button = QToolButton()
        button.setText(text)
        button.setToolTip(tip)
        button.clicked.connect(slot)
        row.addWidget(button)
    return row


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
        self._board: Board | None = None
        #: the declared types of the board's rule set (filled per instruction shown)
        self.type_box = _narrow(QComboBox())
        self.mp_box = QSpinBox()
        self.mp_box.setRange(-1, 99)
        self.mp_box.setSpecialValueText(translate("instruction_editor", "figure's speed"))
        self.target_box = _narrow(QComboBox())
        self.distance_box = QSpinBox()
        self.distance_box.setRange(-1, 99)
        self.distance_box.setSpecialValueText("—")
        self.point_box = _narrow(QComboBox())
        self.action_box = QCheckBox(translate("instruction_editor", "costs an action"))
        #: the other parameters the rule set declares for the type, one field each
        self.params_form = ParamForm()
        self.params_form.edited.connect(self._changed)
        self.params_button = QToolButton()
        self.params_button.setCheckable(True)
        self.params_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.params_button.setArrowType(Qt.ArrowType.RightArrow)
        self.params_button.setAutoRaise(True)
        self.params_button.toggled.connect(self._show_params_form)
        #: parameters the rule set does not declare, as JSON (shown only when there are some)
        self.extra_box = QLineEdit()
        self.extra_box.setPlaceholderText(
            translate("instruction_editor", 'parameters this game does not declare: {"key": 1}')
        )
        #: the other parameters as a player reads them (the rule set's words)
        self.extra_words = QLabel("")
        self.extra_words.setWordWrap(True)
        self.extra_words.setTextFormat(Qt.TextFormat.PlainText)
        self.extra_words.setStyleSheet("color: palette(placeholder-text);")
        self.error = QLabel("")
        self.error.setStyleSheet("color: #c92a2a;")
        self.error.setWordWrap(True)
        for w in (self.mp_box, self.distance_box):
            w.editingFinished.connect(self._changed)
        for c in (self.type_box, self.target_box, self.point_box):
            c.activated.connect(self._changed)
        self.action_box.toggled.connect(self._changed)
        self.extra_box.editingFinished.connect(self._changed)
        form = QFormLayout()
        form.setVerticalSpacing(3)
        form.setContentsMargins(0, 0, 0, 0)
        self.form = form
        form.addRow(translate("instruction_editor", "Type"), self.type_box)
        form.addRow(translate("instruction_editor", "MP"), self.mp_box)
        form.addRow(translate("instruction_editor", "Target"), self.target_box)
        form.addRow(translate("instruction_editor", "Distance"), self.distance_box)
        form.addRow(translate("instruction_editor", "Point"), self.point_box)
        form.addRow("", self.action_box)
        form.addRow(self.params_button)
        form.addRow(self.params_form)
        form.addRow("", self.extra_words)
        form.addRow(translate("instruction_editor", "Undeclared (JSON)"), self.extra_box)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(form)
        lay.addWidget(self.error)

    def show_instruction(self, ins: Instruction | None, board: Board, group: Group | None) -> None:
        """Fill the fields from ``ins`` (None: nothing chosen, the fields are disabled).
        Targets offered are the figures of the other side than ``group``."""
        self._shown = ins
        self._board = board
        self.setEnabled(ins is not None)
        self.error.setText("")
        self._show_rows(ins, board)
        if ins is None or group is None:
            return
        self._filling = True
        try:
            fill_types(self.type_box, board, ins.type)
            declared = rules_of(board).instruction_type(ins.type)
            self.type_box.setToolTip(
                worded(declared.description, grid_words(board))
                if declared
                else translate("instruction_editor", "not an instruction type of this game")
            )
            self.mp_box.setValue(ins.mp if ins.mp is not None else -1)
            self.distance_box.setValue(ins.distance if ins.distance is not None else -1)
            self.target_box.clear()
            self.target_box.addItem(translate("instruction_editor", "(by priority)"), None)
            add_figures(self.target_box, (f for f in board.figures if f.side != group.side))
            if ins.target and self.target_box.findData(ins.target) < 0:
                # a target of the group's own side (Battlecrest's "emperor defends" names
                # the Emperor's hero) is named, not called missing
                own = board.find_figure(ins.target)
                self.target_box.addItem(
                    content_name(own.label)
                    if own is not None
                    else translate("instruction_editor", "{target} (missing)").format(
                        target=ins.target
                    ),
                    ins.target,
                )
                self.target_box.setItemData(
                    self.target_box.count() - 1, ins.target, Qt.ItemDataRole.ToolTipRole
                )
            self.target_box.setCurrentIndex(max(0, self.target_box.findData(ins.target)))
            self.point_box.clear()
            self.point_box.addItem(translate("instruction_editor", "(none)"), None)
            add_points(self.point_box, board)
            self.point_box.setCurrentIndex(max(0, self.point_box.findData(ins.point)))
            self.action_box.setChecked(ins.action)
            others = self._other_params(declared)
            self.params_form.show_params(others, ins.data, board)
            names = {p.name for p in others}
            extra = {k: v for k, v in ins.data.items() if k not in KNOWN_KEYS | names}
            self.extra_box.setText(json.dumps(extra, ensure_ascii=False) if extra else "")
            self._show_words(ins, board)
            self._show_params_form()
        finally:
            self._filling = False

    @staticmethod
    def _other_params(declared: InstructionType | None) -> tuple[Param, ...]:
        """The parameters the type declares without a field of their own (the form's)."""
        if declared is None:
            return ()
        return tuple(p for p in declared.params if p.name not in KNOWN_KEYS)

    def _show_params_form(self, *_args: Any) -> None:
        """The form of the other declared parameters, opened or closed by its button; the
        button says how many are set."""
        n = len(self.params_form.params)
        open_ = self.params_button.isChecked()
        ins = self._shown
        used = sum(1 for p in self.params_form.params if ins is not None and p.name in ins.data)
        self.params_button.setText(
            translate("instruction_editor", "Parameters: %n set", "", used)
            if used
            else translate("instruction_editor", "Parameters")
        )
        self.params_button.setArrowType(
            Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow
        )
        self.params_button.setToolTip(
            translate(
                "instruction_editor", "The other parameters this game declares, one field each"
            )
        )
        self.form.setRowVisible(self.params_button, n > 0)
        self.form.setRowVisible(self.params_form, n > 0 and open_)
        self.form.setRowVisible(
            self.extra_words, n > 0 and not open_ and bool(self.extra_words.text())
        )

    def _show_words(self, ins: Instruction, board: Board) -> None:
        """The other parameters in the rule set's words, one a line, under the closed form."""
        extra = [k for k in ins.data if k not in KNOWN_KEYS]
        read = parameter_words(ins, rules_of(board), extra, grid_words(board))
        self.extra_words.setText("\n".join(read))
        self.form.setRowVisible(self.extra_words, bool(read))

    def _show_rows(self, ins: Instruction | None, board: Board) -> None:
        """Only the fields of the parameters the board's rule set declares for the type
        (all of them for a type it does not know, so nothing is hidden from a fix); the
        JSON field only when the type has other parameters or the instruction uses some."""
        declared = None
        if ins is not None:
            declared = rules_of(board).instruction_type(ins.type)
        names = None if declared is None else {p.name for p in declared.params}
        self.form.setRowVisible(self.extra_words, False)
        rows = {
            "mp": self.mp_box,
            "target": self.target_box,
            "distance": self.distance_box,
            "point": self.point_box,
            "action": self.action_box,
        }
        for key, widget in rows.items():
            show = names is None or key in names or (ins is not None and key in ins.data)
            self.form.setRowVisible(widget, show)
            param = declared.param(key) if declared is not None else None
            self._tip(
                widget, worded(param.description, grid_words(board)) if param is not None else ""
            )
        undeclared = names is None or (ins is not None and bool(set(ins.data) - KNOWN_KEYS - names))
        self.form.setRowVisible(self.extra_box, undeclared)
        self._tip(
            self.extra_box,
            translate(
                "instruction_editor",
                "Parameters the game's rules do not declare for this type, as JSON: "
                "kept in the file, not read by the planner",
            ),
        )

    def _tip(self, widget: QWidget, text: str) -> None:
        """The parameter's declared description (in the installed language) as the tooltip
        of its field and of the field's label."""
        widget.setToolTip(text)
        label = self.form.labelForField(widget)
        if label is not None:
            label.setToolTip(text)

    def instruction(self) -> Instruction | None:
        """The instruction the fields describe; None, with the field and the reason shown,
        when a field cannot be read or a value does not fit what the rule set declares
        (checked as a board file's instructions are)."""
        try:
            extra = undeclared_json(self.extra_box.text())
            declared_values = self.params_form.values()
        except FieldProblem as exc:
            self.error.setText(
                translate("instruction_editor", "{field}: {why}").format(
                    field=exc.field, why=exc.why
                )
            )
            return None
        names = {p.name for p in self.params_form.params}
        data: dict[str, Any] = {
            k: v for k, v in extra.items() if k not in KNOWN_KEYS and k not in names
        }
        data.update(declared_values)
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
        kind = self.type_box.currentData()
        new = Instruction(type=str(kind) if kind else fallback, data=data)
        problem = self._problem(new)
        self.error.setText(problem)
        return None if problem else new

    def _problem(self, ins: Instruction) -> str:
        """The first problem of ``ins`` as the board's checks find it, naming the field
        ("" when none); a type the game does not declare is left to the board's checks
        (it is shown marked, for the player to fix)."""
        if self._board is None:
            return ""
        rules = rules_of(self._board)
        declared = rules.instruction_type(ins.type)
        if declared is None:
            return ""
        found = raw_instruction_problems(rules, {"type": ins.type, **ins.data}, "")
        if not found:
            return ""
        key = found[0].where.lstrip(".")
        param = declared.param(key)
        own = {
            "mp": self.mp_box,
            "target": self.target_box,
            "distance": self.distance_box,
            "point": self.point_box,
            "action": self.action_box,
        }
        label = self.form.labelForField(own[key]) if key in own else None
        if isinstance(label, QLabel) and label.text():
            field = label.text()
        elif key == "action":
            field = self.action_box.text()
        else:
            field = param_label(param, grid_words(self._board)) if param is not None else key
        return translate("instruction_editor", "{field}: {why}").format(
            field=field, why=in_language(found[0].message)
        )

    def _changed(self, *_args: Any) -> None:
        if self._filling or self._shown is None:
            return
        new = self.instruction()
        if new is not None and new != self._shown:
            self.edited.emit(new)
