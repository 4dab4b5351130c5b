"""A form for an instruction's parameters: one field per parameter the rule set declares
for the instruction's type (spec 5: each with its kind and range), and a JSON field only for
the parameters it does not declare, labelled as such.

The kinds map to fields: ``int`` a spin box of the declared range (its lowest value, "—",
leaves the parameter out), ``bool`` a tick box, ``str`` a line, ``choice`` a list of the
declared values in the rule set's words, ``figure`` and ``point`` the board's figures and
points, ``list[str]`` a comma-separated line of the declared values, ``json`` a JSON line.
The form decides nothing: :meth:`ParamForm.values` gives the parameters as a board file
writes them, or the first problem, naming its field.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from tabletop_ai.board import Board, BoardError
from tabletop_ai.board.reader import parse_json
from tabletop_ai.engine.plan import JSONValue
from tabletop_ai.engine.rules import Param
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.i18n.content import content_name
from tabletop_ai.ui.texts import translate

#: the widest range a spin box offers a number the rule set gives no bounds
_FAR = 9999
#: a number that takes the plural of many in English and Ukrainian ("99 spaces", "клітинок")
_MANY = 99


class FieldProblem(ValueError):
    """A field's value that cannot be a parameter: ``field`` (its label) and why."""

    def __init__(self, field: str, why: str) -> None:
        super().__init__(f"{field}: {why}")
        self.field = field
        self.why = why


def param_label(p: Param) -> str:
    """The parameter's name as its field is labelled, in the installed language."""
    text = in_language(p.shown)
    return text[:1].upper() + text[1:]


def choice_label(p: Param, value: str) -> str:
    """A ``choice`` value as the rule set words it (``N`` for the number it counts, ``…``
    for a parameter it names), else the value with ``_`` read as spaces."""
    word = p.choice_words.get(value)
    if word is None:
        return value.replace("_", " ")
    fields = {k: "…" for k in _field_names(str(word))}
    # a count reads in its plural ("N spaces"): filled with a number of that form, then N
    return in_language(word.filled(fields, _MANY)).replace(str(_MANY), "N")


def _field_names(template: str) -> list[str]:
    import string

    return [f for _t, f, _s, _c in string.Formatter().parse(template) if f]


def _narrow(box: QComboBox) -> QComboBox:
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(8)
    return box


class ParamForm(QWidget):
    """``edited()`` after each finished edit of a field; :meth:`show_params` fills it."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setVerticalSpacing(3)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.params: tuple[Param, ...] = ()
        #: one field per declared parameter, by the parameter's name
        self.fields: dict[str, QWidget] = {}
        self._kept: dict[str, JSONValue] = {}

    # -- building --------------------------------------------------------------------------
    def show_params(
        self, params: tuple[Param, ...], data: Mapping[str, JSONValue], board: Board
    ) -> None:
        """One field per parameter of ``params``, showing ``data``'s values (the declared
        default, or nothing, where ``data`` has none)."""
        if params != self.params or set(self.fields) != {p.name for p in params}:
            self._build(params, board)
        self._kept = {}
        for p in params:
            self._fill(p, self.fields[p.name], data.get(p.name), board)
            if p.kind == "bool" and p.name in data and data[p.name] is False:
                self._kept[p.name] = False  # an explicit false is written back as given

    def _build(self, params: tuple[Param, ...], board: Board) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.fields = {}
        self.params = params
        for p in params:
            w = self._make(p)
            w.setToolTip(in_language(p.description))
            self.fields[p.name] = w
            self.form.addRow(param_label(p), w)
            label = self.form.labelForField(w)
            if label is not None:
                label.setToolTip(in_language(p.description))

    def _make(self, p: Param) -> QWidget:
        w: QWidget
        if p.kind == "int":
            box = QSpinBox()
            lo = p.minimum if p.minimum is not None else -_FAR
            hi = p.maximum if p.maximum is not None else _FAR
            box.setRange(lo if p.required else lo - 1, hi)
            if not p.required:
                box.setSpecialValueText("—")
            box.editingFinished.connect(self.edited)
            w = box
        elif p.kind == "bool":
            tick = QCheckBox()
            tick.toggled.connect(lambda _on: self.edited.emit())
            w = tick
        elif p.kind in ("choice", "figure", "point"):
            combo = _narrow(QComboBox())
            combo.activated.connect(lambda _i: self.edited.emit())
            w = combo
        else:  # str, list[str], json
            line = QLineEdit()
            if p.kind == "list[str]" and p.choices:
                line.setPlaceholderText(", ".join(p.choices))
            elif p.kind == "json":
                line.setPlaceholderText(translate("param_form", "JSON"))
            line.editingFinished.connect(self.edited)
            w = line
        return w

    def _fill(self, p: Param, w: QWidget, value: JSONValue, board: Board) -> None:
        w.blockSignals(True)
        try:
            if isinstance(w, QSpinBox):
                w.setValue(
                    value if isinstance(value, int) and not isinstance(value, bool) else w.minimum()
                )
            elif isinstance(w, QCheckBox):
                w.setChecked(value is True)
            elif isinstance(w, QComboBox):
                self._fill_combo(p, w, value, board)
            elif isinstance(w, QLineEdit):
                if value is None:
                    w.setText("")
                elif p.kind == "str":
                    w.setText(str(value))
                elif p.kind == "list[str]" and isinstance(value, list):
                    w.setText(", ".join(str(x) for x in value))
                else:
                    w.setText(json.dumps(value, ensure_ascii=False))
        finally:
            w.blockSignals(False)

    def _fill_combo(self, p: Param, box: QComboBox, value: JSONValue, board: Board) -> None:
        box.clear()
        if not p.required:
            box.addItem("—", None)
        if p.kind == "choice":
            for c in p.choices:
                box.addItem(choice_label(p, c), c)
        elif p.kind == "figure":
            for f in board.figures:
                box.addItem(f"{content_name(f.label)} ({f.id})", f.id)
        else:
            for pt in board.points:
                if pt.id:
                    box.addItem(f"{pt.id} ({pt.kind})", pt.id)
        if value is not None and box.findData(value) < 0:
            box.addItem(
                translate("param_form", "{value} (not a value of this field)").format(
                    value=json.dumps(value, ensure_ascii=False)
                ),
                value,
            )
        box.setCurrentIndex(max(0, box.findData(value)) if value is not None else 0)

    # -- reading ---------------------------------------------------------------------------
    def values(self) -> dict[str, JSONValue]:
        """The parameters as a board file writes them (a field left empty is left out);
        :class:`FieldProblem` names the first field that cannot be read."""
        out: dict[str, JSONValue] = {}
        for p in self.params:
            w = self.fields[p.name]
            label = param_label(p)
            v: JSONValue = None
            if isinstance(w, QSpinBox):
                v = None if w.value() == w.minimum() and not p.required else w.value()
            elif isinstance(w, QCheckBox):
                v = True if w.isChecked() else self._kept.get(p.name)
            elif isinstance(w, QComboBox):
                v = w.currentData()
            elif isinstance(w, QLineEdit):
                v = self._line_value(p, w.text().strip(), label)
            if v is not None:
                out[p.name] = v
        return out

    def _line_value(self, p: Param, text: str, label: str) -> JSONValue:
        if not text:
            return None
        if p.kind == "str":
            return text
        if p.kind == "list[str]":
            items = [x.strip() for x in text.split(",") if x.strip()]
            wrong = [x for x in items if p.choices and x not in p.choices]
            if wrong:
                raise FieldProblem(
                    label,
                    translate("param_form", "{value} is not one of {choices}").format(
                        value=wrong[0], choices=", ".join(p.choices)
                    ),
                )
            return list(items)
        try:  # the guarded reader's limits: no NaN, bounded depth and digits
            value: JSONValue = parse_json(text, "")
        except BoardError as exc:
            raise FieldProblem(label, exc.first_line().lstrip(": ")) from exc
        return value


def undeclared_json(text: str) -> dict[str, Any]:
    """The undeclared parameters' JSON field as an object ({} when empty); a
    :class:`FieldProblem` of that field when it is not a JSON object."""
    label = translate("instruction_editor", "Undeclared (JSON)")
    if not text.strip():
        return {}
    try:
        value = parse_json(text, "")
    except BoardError as exc:
        raise FieldProblem(label, exc.first_line().lstrip(": ")) from exc
    if not isinstance(value, dict):
        raise FieldProblem(
            label, translate("param_form", 'it must be a JSON object such as {"dice": 3}')
        )
    return value


__all__ = ["FieldProblem", "ParamForm", "choice_label", "param_label", "undeclared_json"]
