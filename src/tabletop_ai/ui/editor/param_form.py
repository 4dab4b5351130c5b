"""A form for an instruction's parameters: one field per parameter the rule set declares
for the instruction's type (spec 5: each with its kind and range), and a JSON field only for
the parameters it does not declare, labelled as such.

The kinds map to fields: ``int`` a spin box of the declared range (its lowest value, "—",
leaves the parameter out), ``bool`` a tick box, ``str`` a line, ``choice`` a list of the
declared values in the rule set's words, ``figure`` and ``point`` the board's figures and
points, ``list[str]`` a list of values (:class:`ListField`: tick boxes of the declared values
in the declared order, or, where the rule set declares the order matters or declares no
values, an ordered list with add, move and remove), ``json`` a JSON line.
The form decides nothing: :meth:`ParamForm.values` gives the parameters as a board file
writes them, or the first problem, naming its field.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QToolButton,
    QWidget,
)

from tabletop_ai.board import Board, BoardError, Figure
from tabletop_ai.board.reader import parse_json
from tabletop_ai.engine.plan import JSONValue
from tabletop_ai.engine.rules import Param
from tabletop_ai.engine.wording import Words, reworded
from tabletop_ai.i18n import Msg
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.i18n.content import content_name
from tabletop_ai.ui.editor.point_names import point_description
from tabletop_ai.ui.panels import NO_WORDS, grid_words
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


def worded(text: str, words: Words | None = None) -> str:
    """``text`` in the installed language, a message of the rule set in the board's words
    for its cells (``words``: :func:`~tabletop_ai.ui.panels.grid_words`; "4 hexes" on a hex
    board where a square one reads "4 spaces")."""
    return in_language(reworded(text, words or {}))


def param_label(p: Param, words: Words | None = None) -> str:
    """The parameter's name as its field is labelled, in the installed language and the
    board's ``words`` for its cells."""
    text = worded(p.shown, words)
    return text[:1].upper() + text[1:]


def choice_label(p: Param, value: str, words: Words | None = None) -> str:
    """A ``choice`` value as the rule set words it (``N`` for the number it counts, ``…``
    for a parameter it names) in the board's ``words`` for its cells, else the value with
    ``_`` read as spaces."""
    found = p.choice_words.get(value)
    if found is None:
        return value.replace("_", " ")
    twin = reworded(found, words or {})
    word = twin if isinstance(twin, Msg) else found
    fields = {k: "…" for k in _field_names(str(word))}
    # a count reads in its plural ("N spaces"): filled with a number of that form, then N;
    # a word without a count is looked up as it is (a count would miss its translation)
    if "%n" not in word.id:
        return in_language(word.filled(fields))
    return in_language(word.filled(fields, _MANY)).replace(str(_MANY), "N")


def _field_names(template: str) -> list[str]:
    import string

    return [f for _t, f, _s, _c in string.Formatter().parse(template) if f]


def add_figures(box: QComboBox, figures: Iterable[Figure]) -> None:
    """One item per figure: its name as the player reads it, its id as the item's data and
    tooltip. The id is shown only beside a name two listed figures share, so that the two
    can be told apart."""
    figures = list(figures)
    names = [content_name(f.label) for f in figures]
    for f, name in zip(figures, names, strict=True):
        box.addItem(name if names.count(name) == 1 else f"{name} ({f.id})", f.id)
        box.setItemData(box.count() - 1, f.id, Qt.ItemDataRole.ToolTipRole)


def add_points(box: QComboBox, board: Board) -> None:
    """One item per map point with an id (what an instruction names): the point as the map
    describes it (its name, in the player's language for a bundled one, and its kind in the
    rule set's words), its id as the item's data and tooltip."""
    for pt in board.points:
        if pt.id:
            box.addItem(point_description(board, pt), pt.id)
            box.setItemData(box.count() - 1, pt.id, Qt.ItemDataRole.ToolTipRole)


def _narrow(box: QComboBox) -> QComboBox:
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(8)
    return box


def _not_a_value(value: str) -> str:
    return translate("param_form", "{value} (not a value of this field)").format(value=value)


class ListField(QWidget):
    """A ``list[str]`` parameter's field. Declared values whose order does not matter are
    tick boxes, in the order the rule set declares them; an ordered list (the rule set's
    :attr:`~tabletop_ai.engine.rules.Param.ordered`, or values it does not declare) is a
    list with a choice (or a line) to add an item, and buttons to move and remove one. A
    value the rule set does not declare is kept as it was typed, shown as such, and
    refused by :meth:`value` naming the field. ``edited()`` after each change."""

    edited = Signal()

    def __init__(self, p: Param, parent: QWidget | None = None, words: Words | None = None) -> None:
        super().__init__(parent)
        self.param = p
        #: the board's words for its cells (:func:`worded`)
        self.words = words
        self.ordered = p.ordered or not p.choices
        lay = QGridLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(3)
        self._grid = lay
        #: the tick boxes, one per declared value (unordered lists)
        self.ticks: dict[str, QCheckBox] = {}
        #: values the rule set does not declare, ticked while kept (unordered lists)
        self.extra_ticks: dict[str, QCheckBox] = {}
        if not self.ordered:
            for i, c in enumerate(p.choices):
                tick = QCheckBox(choice_label(p, c, words))
                tick.setToolTip(c)
                tick.toggled.connect(lambda _on: self.edited.emit())
                self.ticks[c] = tick
                lay.addWidget(tick, i // 2, i % 2)
            return
        self.items = QListWidget()
        rows = self.fontMetrics().lineSpacing()
        self.items.setFixedHeight(rows * 4 + 8)
        lay.addWidget(self.items, 0, 0, 3, 2)
        self.up = self._button("▲", translate("param_form", "Move up"), lambda: self._move(-1))
        self.down = self._button("▼", translate("param_form", "Move down"), lambda: self._move(1))
        self.remove = self._button("✕", translate("param_form", "Remove"), self._remove)
        for i, b in enumerate((self.up, self.down, self.remove)):
            lay.addWidget(b, i, 2)
        self.choice: QComboBox | None = None
        self.typed: QLineEdit | None = None
        if p.choices:
            self.choice = _narrow(QComboBox())
            for c in p.choices:
                self.choice.addItem(choice_label(p, c, words), c)
            lay.addWidget(self.choice, 3, 0)
        else:
            self.typed = QLineEdit()
            self.typed.returnPressed.connect(self._add)
            lay.addWidget(self.typed, 3, 0)
        self.add = self._button(translate("param_form", "Add"), "", self._add)
        lay.addWidget(self.add, 3, 1, 1, 2)
        lay.setColumnStretch(0, 1)
        self.items.currentRowChanged.connect(lambda _r: self._enable())
        self._enable()

    def _button(self, text: str, tip: str, slot: Any) -> QToolButton:
        b = QToolButton()
        b.setText(text)
        if tip:
            b.setToolTip(tip)
        b.clicked.connect(slot)
        return b

    # -- the ordered list ------------------------------------------------------------------
    def _item(self, value: str) -> QListWidgetItem:
        known = not self.param.choices or value in self.param.choices
        item = QListWidgetItem(
            (choice_label(self.param, value, self.words) if self.param.choices else value)
            if known
            else _not_a_value(value)
        )
        item.setData(Qt.ItemDataRole.UserRole, value)
        item.setToolTip(value)
        if not known:
            item.setForeground(Qt.GlobalColor.darkRed)
        return item

    def _enable(self) -> None:
        row, n = self.items.currentRow(), self.items.count()
        self.up.setEnabled(row > 0)
        self.down.setEnabled(0 <= row < n - 1)
        self.remove.setEnabled(0 <= row < n)

    def _add(self) -> None:
        if self.choice is not None:
            value = str(self.choice.currentData())
        else:
            assert self.typed is not None
            value = self.typed.text().strip()
            if not value:
                return
            self.typed.clear()
        self.items.addItem(self._item(value))
        self.items.setCurrentRow(self.items.count() - 1)
        self.edited.emit()

    def _move(self, by: int) -> None:
        row = self.items.currentRow()
        if not 0 <= row + by < self.items.count() or row < 0:
            return
        item = self.items.takeItem(row)
        self.items.insertItem(row + by, item)
        self.items.setCurrentRow(row + by)
        self.edited.emit()

    def _remove(self) -> None:
        row = self.items.currentRow()
        if row < 0:
            return
        self.items.takeItem(row)
        self.items.setCurrentRow(min(row, self.items.count() - 1))
        self._enable()
        self.edited.emit()

    # -- value -----------------------------------------------------------------------------
    def set_values(self, value: JSONValue) -> None:
        """Show ``value`` (a list of strings; anything else is kept as its JSON text, shown
        as not a value of this field)."""
        if value is None:
            values: list[str] = []
        elif isinstance(value, list):
            values = [x if isinstance(x, str) else json.dumps(x) for x in value]
        else:
            values = [json.dumps(value, ensure_ascii=False)]
        self.blockSignals(True)
        try:
            if self.ordered:
                self.items.clear()
                for v in values:
                    self.items.addItem(self._item(v))
                self._enable()
                return
            for c, tick in self.ticks.items():
                tick.blockSignals(True)
                tick.setChecked(c in values)
                tick.blockSignals(False)
            for tick in self.extra_ticks.values():
                self._grid.removeWidget(tick)
                tick.deleteLater()
            self.extra_ticks = {}
            for v in values:
                if v not in self.ticks and v not in self.extra_ticks:
                    tick = QCheckBox(_not_a_value(v))
                    tick.setChecked(True)
                    tick.setStyleSheet("color: #b00")
                    tick.toggled.connect(lambda _on: self.edited.emit())
                    self.extra_ticks[v] = tick
                    self._grid.addWidget(tick, self._grid.rowCount(), 0, 1, 2)
        finally:
            self.blockSignals(False)

    def values(self) -> list[str]:
        """The values in order (declared order for tick boxes), undeclared ones included."""
        if self.ordered:
            return [
                str(self.items.item(i).data(Qt.ItemDataRole.UserRole))
                for i in range(self.items.count())
            ]
        return [c for c, t in self.ticks.items() if t.isChecked()] + [
            v for v, t in self.extra_ticks.items() if t.isChecked()
        ]

    def value(self, label: str) -> JSONValue:
        """The list as a board file writes it (None when empty); :class:`FieldProblem`
        naming ``label`` for a value the rule set does not declare."""
        items = self.values()
        wrong = [x for x in items if self.param.choices and x not in self.param.choices]
        if wrong:
            raise FieldProblem(
                label,
                translate("param_form", "{value} is not one of {choices}").format(
                    value=wrong[0], choices=", ".join(self.param.choices)
                ),
            )
        return list(items) if items else None


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
        #: the board's words for its cells (:func:`worded`)
        self.words: Words = NO_WORDS
        self._kept: dict[str, JSONValue] = {}

    # -- building --------------------------------------------------------------------------
    def show_params(
        self, params: tuple[Param, ...], data: Mapping[str, JSONValue], board: Board
    ) -> None:
        """One field per parameter of ``params``, showing ``data``'s values (the declared
        default, or nothing, where ``data`` has none)."""
        words = grid_words(board)
        if (
            params != self.params
            or set(self.fields) != {p.name for p in params}
            or words != self.words
        ):
            self.words = words
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
            w.setToolTip(worded(p.description, self.words))
            self.fields[p.name] = w
            self.form.addRow(param_label(p, self.words), w)
            label = self.form.labelForField(w)
            if label is not None:
                label.setToolTip(worded(p.description, self.words))

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
        elif p.kind == "list[str]":
            field = ListField(p, words=self.words)
            field.edited.connect(self.edited)
            w = field
        else:  # str, json
            line = QLineEdit()
            if p.kind == "json":
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
            elif isinstance(w, ListField):
                w.set_values(value)
            elif isinstance(w, QLineEdit):
                if value is None:
                    w.setText("")
                elif p.kind == "str":
                    w.setText(str(value))
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
                box.addItem(choice_label(p, c, self.words), c)
        elif p.kind == "figure":
            add_figures(box, board.figures)
        else:
            add_points(box, board)
        if value is not None and box.findData(value) < 0:
            box.addItem(_not_a_value(json.dumps(value, ensure_ascii=False)), value)
        box.setCurrentIndex(max(0, box.findData(value)) if value is not None else 0)

    # -- reading ---------------------------------------------------------------------------
    def values(self) -> dict[str, JSONValue]:
        """The parameters as a board file writes them (a field left empty is left out);
        :class:`FieldProblem` names the first field that cannot be read."""
        out: dict[str, JSONValue] = {}
        for p in self.params:
            w = self.fields[p.name]
            label = param_label(p, self.words)
            v: JSONValue = None
            if isinstance(w, QSpinBox):
                v = None if w.value() == w.minimum() and not p.required else w.value()
            elif isinstance(w, QCheckBox):
                v = True if w.isChecked() else self._kept.get(p.name)
            elif isinstance(w, QComboBox):
                v = w.currentData()
            elif isinstance(w, ListField):
                v = w.value(label)
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


__all__ = [
    "FieldProblem",
    "ListField",
    "ParamForm",
    "add_figures",
    "choice_label",
    "param_label",
    "undeclared_json",
    "worded",
]
