"""The inspector: the selected figure's stats (name, side, group, speed, health, max health,
attack type, accuracy, colour, size, keywords, wounded) and the fields its rule set declares
(conditions, stealthed, defense ...); a side's point (a base) clicked on the map: whose it is.
Each finished edit is one operation (:func:`~tabletop_ai.engine.board_ops.edit_figure`), one
undo step."""

from __future__ import annotations

import dataclasses
import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import Figure
from tabletop_ai.board.model import ATTACK_TYPES, COLOURS, SIDES
from tabletop_ai.board.placement import placement_problem
from tabletop_ai.engine.board_ops import edit_figure
from tabletop_ai.engine.map_ops import replace_point
from tabletop_ai.engine.ops import Changes
from tabletop_ai.engine.rules import FigureField
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.i18n.content import content_name
from tabletop_ai.rulesets.registry import rules_class
from tabletop_ai.ui.editor.document import Document, follow
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.editor.point_names import kind_words, point_name
from tabletop_ai.ui.texts import group_name, translate


def _spin(lo: int, hi: int) -> QSpinBox:
    s = QSpinBox()
    s.setRange(lo, hi)
    s.setMinimumWidth(44)
    return s


def _combo(items: tuple[str, ...] | list[str] = ()) -> QComboBox:
    """A combo box as wide as its longest entry in the installed language (a Ukrainian
    "впритул" is not cut to "вприту…"); the dock grows to fit it."""
    c = QComboBox()
    c.addItems(list(items))
    c.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    return c


def field_name(name: str) -> str:
    """A rule set's field (or tick box) name in the installed language: its key with ``_``
    read as spaces, translated in the ``inspector`` context where the game's window folder
    lists it (an unknown one as written)."""
    return translate("inspector", name.replace("_", " "))


class TickList(QWidget):
    """A ``list[str]`` field: its common values as tick boxes, any other typed beside them
    (comma separated); ``changed`` after each finished edit."""

    changed = Signal()

    def __init__(self, ticks: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(2)
        grid.setVerticalSpacing(0)
        self.boxes = {v: QCheckBox(field_name(v)) for v in ticks}
        for i, box in enumerate(self.boxes.values()):
            grid.addWidget(box, i // 2, i % 2)
            box.toggled.connect(lambda _on: self.changed.emit())
        self.other = QLineEdit()
        self.other.setPlaceholderText(translate("inspector", "others, comma separated"))
        self.other.setMinimumWidth(40)
        n = len(self.boxes)
        grid.addWidget(self.other, n // 2, n % 2)
        self.other.editingFinished.connect(self.changed.emit)

    def set_values(self, values: list[str]) -> None:
        for name, box in self.boxes.items():
            box.blockSignals(True)
            box.setChecked(any(v.lower() == name for v in values))
            box.blockSignals(False)
        self.other.setText(", ".join(v for v in values if v.lower() not in self.boxes))

    def values(self) -> list[str]:
        """The values ticked and typed, tick boxes first in their order."""
        out = [name for name, box in self.boxes.items() if box.isChecked()]
        out += [
            v.strip()
            for v in self.other.text().split(",")
            if v.strip() and v.strip().lower() not in out
        ]
        return out


def _valued_combo(values: tuple[str, ...], labels: dict[str, str]) -> QComboBox:
    """A combo box showing each value's name in the installed language; its data is the
    value the board file keeps."""
    c = _combo()
    for v in values:
        c.addItem(labels.get(v, v), v)
    return c


def _fill_choices(box: QComboBox, choices: tuple[str, ...], value: str) -> None:
    """A choice field's values, each named in the installed language (the file keeps the
    value itself), ``value`` chosen; a value the game does not offer is shown as written,
    so the file's value is neither hidden nor lost."""
    box.clear()
    for c in choices:
        box.addItem(field_name(c) if c else "", c)
    if box.findData(value) < 0:
        box.addItem(value, value)
    box.setCurrentIndex(box.findData(value))


class Inspector(QWidget):
    """Edits one figure of ``doc``; ``set_figure(None)`` shows nothing."""

    def __init__(self, doc: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.fid: str | None = None
        self._filling = False
        self.heading = QLabel(translate("inspector", "Select a figure."))
        self.heading.setWordWrap(True)
        self.name = QLineEdit()
        self.side = _valued_combo(
            SIDES, {"ai": translate("inspector", "AI"), "player": translate("inspector", "player")}
        )
        self.group = _combo()
        # the board's own group names, any length: eight letters or more shown, all in its list
        self.group.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.group.setMinimumContentsLength(8)
        # a name cut short in a narrow dock is whole in the tooltip
        self.group.currentTextChanged.connect(self.group.setToolTip)
        self.speed = _spin(0, 99)
        self.health = _spin(0, 999)
        self.max_health = _spin(0, 999)
        self.attack = _valued_combo(
            ATTACK_TYPES,
            {
                "melee": translate("inspector", "melee"),
                "reach": translate("inspector", "reach"),
                "ranged": translate("inspector", "ranged"),
            },
        )
        self.accuracy = _spin(-9, 99)
        self.color = _combo(["", *COLOURS])
        self.color.setEditable(True)
        self.width_ = _spin(1, 6)
        self.height_ = _spin(1, 6)
        self.keywords = QLineEdit()
        self.keywords.setPlaceholderText(
            translate("inspector", "comma separated, e.g. massive, mobile")
        )
        self.wounded = QCheckBox(translate("inspector", "wounded"))
        self.message = QLabel("")
        self.message.setStyleSheet("color: #c92a2a;")
        self.message.setWordWrap(True)
        size = QHBoxLayout()
        size.setSpacing(2)
        size.addWidget(self.width_)
        size.addWidget(QLabel("×"))
        size.addWidget(self.height_)
        # two label/field columns: the whole figure fits a short dock without scrolling
        form = QGridLayout()
        form.setVerticalSpacing(3)
        form.setHorizontalSpacing(4)
        form.setContentsMargins(0, 0, 0, 0)
        form.addWidget(QLabel(translate("inspector", "Name")), 0, 0)
        form.addWidget(self.name, 0, 1, 1, 3)
        # the group by its name (a player's words, longer than an id): a row of its own
        form.addWidget(QLabel(translate("inspector", "Group")), 1, 0)
        form.addWidget(self.group, 1, 1, 1, 3)
        pairs = (
            (translate("inspector", "Side"), self.side),
            (translate("inspector", "Attack"), self.attack),
            (translate("inspector", "Speed"), self.speed),
            (translate("inspector", "Accuracy"), self.accuracy),
            (translate("inspector", "Health"), self.health),
            (translate("inspector", "Max"), self.max_health),
            (translate("inspector", "Colour"), self.color),
        )
        for i, (label, field) in enumerate(pairs):
            row, col = 2 + i // 2, (i % 2) * 2
            form.addWidget(QLabel(label), row, col)
            form.addWidget(field, row, col + 1)
        form.addWidget(self.wounded, 5, 2, 1, 2)
        form.addWidget(QLabel(translate("inspector", "Size")), 6, 0)
        form.addLayout(size, 6, 1)
        form.addWidget(QLabel(translate("inspector", "Keywords")), 7, 0)
        form.addWidget(self.keywords, 7, 1, 1, 3)
        self.picture_button = QPushButton(translate("inspector", "Picture…"))
        self.picture_button.setToolTip(
            translate(
                "inspector",
                "A PNG, JPG or SVG for the token (cropped round); "
                "beside the board it is referred to, else embedded",
            )
        )
        self.picture_button.clicked.connect(self._choose_picture)
        self.no_picture = QPushButton(translate("inspector", "Initials"))
        self.no_picture.setToolTip(
            translate("inspector", "No picture: the token shows the figure's initials")
        )
        self.no_picture.clicked.connect(lambda: self.set_picture(None))
        form.addWidget(QLabel(translate("inspector", "Token")), 8, 0)
        form.addWidget(self.picture_button, 8, 1)
        form.addWidget(self.no_picture, 8, 2, 1, 2)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(3, 1)
        self.form = QWidget()
        self.form.setLayout(form)
        #: the rule set's own figure fields (stealthed, garrison, defense, role ...)
        self.game_box = QWidget()
        self.game_form = QGridLayout(self.game_box)
        self.game_form.setContentsMargins(0, 0, 0, 0)
        self.game_form.setVerticalSpacing(3)
        self.game_widgets: dict[str, QWidget] = {}
        self._shown_fields: tuple[FigureField, ...] = ()
        lay = QVBoxLayout(self)
        lay.setSpacing(4)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.addWidget(self.heading)
        lay.addWidget(self.form)
        lay.addWidget(self.game_box)
        # a stronghold or outpost clicked on the map: whose base it is
        self.point_id: str | None = None
        self.point_box = QWidget()
        pl = QHBoxLayout(self.point_box)
        pl.setContentsMargins(0, 0, 0, 0)
        self.point_label = QLabel()
        self.point_label.setWordWrap(True)  # a long name and its kind beside the side box
        self.point_side = QComboBox()
        self.point_side.setObjectName("point-side")
        for text, side in (
            (translate("inspector", "AI's base"), "ai"),
            (translate("inspector", "player's base"), "player"),
            (translate("inspector", "nobody's base"), None),
        ):
            self.point_side.addItem(text, side)
        self.point_side.setToolTip(
            translate(
                "inspector",
                '"Armies retreat towards the nearest friendly outpost or '
                "stronghold\": a base with no side is nobody's",
            )
        )
        pl.addWidget(self.point_label, 1)
        pl.addWidget(self.point_side)
        self.point_box.setVisible(False)
        self.point_side.activated.connect(self._commit_point)
        lay.addWidget(self.point_box)
        lay.addWidget(self.message)
        lay.addStretch(1)
        self.name.editingFinished.connect(self._commit)
        self.keywords.editingFinished.connect(self._commit)
        for s in (
            self.speed,
            self.health,
            self.max_health,
            self.accuracy,
            self.width_,
            self.height_,
        ):
            s.editingFinished.connect(self._commit)
        for c in (self.side, self.group, self.attack, self.color):
            c.activated.connect(self._commit)
        line = self.color.lineEdit()
        if line is not None:
            line.editingFinished.connect(self._commit)
        self.wounded.toggled.connect(self._commit)
        doc.changed.connect(self._on_changed)
        self.set_figure(None)

    def set_document(self, doc: Document) -> None:
        self.doc = follow(self.doc, doc, self._on_changed)
        self.set_figure(None)

    def _on_changed(self, changes: Changes) -> None:
        if changes.figures or changes.groups or changes.map:
            self.set_figure(self.fid)

    def _edit(self, fid: str, values: dict[str, Any]) -> None:
        """One undo step setting ``values`` on figure ``fid``, named after the fields."""
        label = self.doc.board.figure(fid).label
        names = ", ".join(k.replace("_", " ") for k in values)
        run_op(
            self.doc,
            edit_figure(fid, values),
            translate("commands", "Edit {label}: {names}").format(label=label, names=names),
        )

    def set_picture(self, file: Path | None) -> bool:
        """Give the figure's token a picture (``None``: back to initials); one undo step.
        False (with the reason shown) when the file cannot be used."""
        from tabletop_ai.ui.capture.token_picture import TOKEN_IMAGE, picture_ref

        fig = self.doc.board.find_figure(self.fid)
        if fig is None:
            return False
        if file is None:
            if not TOKEN_IMAGE.present(fig):
                return False
            extra = TOKEN_IMAGE.with_value(fig.extra, None)
        else:
            try:
                extra = TOKEN_IMAGE.with_value(fig.extra, picture_ref(file, self.doc.path))
            except (OSError, ValueError) as exc:
                self.message.setText(
                    translate("inspector", "Picture not set: {exc}").format(exc=exc)
                )
                return False
        self._edit(fig.id, {"extra": extra})
        return True

    def _choose_picture(self) -> None:
        start = str(self.doc.path.parent) if self.doc.path is not None else ""
        name, _ = QFileDialog.getOpenFileName(
            self,
            translate("inspector", "Token picture"),
            start,
            translate("inspector", "Pictures (*.png *.jpg *.jpeg *.svg)"),
        )
        if name:
            self.set_picture(Path(name))

    def _clear_fields(self) -> None:
        self._filling = True
        try:
            for line in (self.name, self.keywords):
                line.clear()
            for spin in (self.speed, self.health, self.max_health, self.accuracy):
                spin.setValue(0)
            self.width_.setValue(1)
            self.height_.setValue(1)
            self.group.clear()
            self.color.setCurrentText("")
            self.wounded.setChecked(False)
        finally:
            self._filling = False

    def set_figure(self, fid: str | None) -> None:
        fig = self.doc.board.find_figure(fid)
        self.fid = fig.id if fig is not None else None
        self.form.setEnabled(fig is not None)
        self.message.setText("")
        if fig is None:
            self.heading.setText(
                translate("inspector", "Select a figure on the board or in the roster.")
            )
            self._clear_fields()  # no stale values of a figure that is gone
            return
        self._filling = True
        try:
            self.heading.setText(
                translate("inspector", "<b>{label}</b> (id {id}) at {at!r}").format(
                    label=content_name(fig.label), id=fig.id, at=fig.at
                )
            )
            self.name.setText(fig.name)
            self.side.setCurrentIndex(max(0, self.side.findData(fig.side)))
            self.group.clear()
            self.group.addItem(translate("inspector", "(no group)"), None)
            for g in self.doc.board.groups:  # by name, as the Groups panel lists them
                self.group.addItem(group_name(self.doc.board, g), g.id)
            self.group.setCurrentIndex(max(0, self.group.findData(fig.group)))
            self.speed.setValue(fig.speed)
            self.health.setValue(fig.health)
            self.max_health.setValue(fig.max_health)
            self.attack.setCurrentIndex(max(0, self.attack.findData(fig.attack)))
            self.accuracy.setValue(fig.accuracy)
            self.color.setCurrentText(fig.color or "")
            self.width_.setValue(fig.size[0])
            self.height_.setValue(fig.size[1])
            self.keywords.setText(", ".join(fig.keywords))
            self.wounded.setChecked(fig.wounded)
            self._fill_game_fields(fig)
        finally:
            self._filling = False

    # -- a base point ----------------------------------------------------------------------------
    def set_point(self, pid: str | None) -> None:
        """Show a stronghold's or outpost's side (None: hide)."""
        p = next((q for q in self.doc.board.points if q.id == pid and pid), None)
        self.point_id = p.id if p is not None else None
        self.point_box.setVisible(p is not None)
        if p is None:
            return
        # named as the map's label names it, its kind after it (as the rule set says it)
        self.point_label.setText(
            translate("inspector", "<b>{name}</b> — {kind} at [{value},{value2}]").format(
                name=html.escape(point_name(p)),
                kind=html.escape(kind_words(self.doc.board, p)),
                value=p.at[0],
                value2=p.at[1],
            )
        )
        self.point_side.setCurrentIndex(max(self.point_side.findData(p.side), 0))

    def _commit_point(self, *_args: Any) -> None:
        if self.point_id is None:
            return
        side = self.point_side.currentData()
        for p in self.doc.board.points:
            if p.id == self.point_id and p.side != side:
                run_op(
                    self.doc,
                    replace_point(p, dataclasses.replace(p, side=side)),
                    translate("inspector", "{name}: {base}").format(
                        name=point_name(p), base=self.point_side.currentText()
                    ),
                )
                return

    # -- the rule set's figure fields ----------------------------------------------------------
    def _fields(self) -> tuple[FigureField, ...]:
        cls = rules_class(self.doc.board.rules.preset)
        return cls.figure_fields if cls is not None else ()

    def _fill_game_fields(self, fig: Figure) -> None:
        """One control per declared field, showing the figure's value (or the default).

        The controls are made again only when the declared fields change (another rule
        set): refilling after an edit keeps the same widgets, so the one being used keeps
        its focus and its half-typed text."""
        fields = self._fields()
        if fields != self._shown_fields or set(self.game_widgets) != {f.name for f in fields}:
            self._build_game_fields(fields)
        for f in fields:
            w = self.game_widgets[f.name]
            v = f.value(fig.extra)
            if isinstance(w, QCheckBox):
                w.setChecked(bool(v))
            elif isinstance(w, TickList):
                w.set_values([str(x) for x in v] if isinstance(v, list) else [])
            elif isinstance(w, QSpinBox):
                w.setValue(int(v) if isinstance(v, int) else w.minimum())
            elif isinstance(w, QComboBox):
                _fill_choices(w, f.choices, str(v or ""))

    def _build_game_fields(self, fields: tuple[FigureField, ...]) -> None:
        """The controls for ``fields``, in place of the ones shown."""
        while self.game_form.count():
            item = self.game_form.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.deleteLater()
        self.game_widgets = {}
        self._shown_fields = fields
        self.game_box.setVisible(bool(fields))
        # two fields a row; a list of tick boxes takes a row of its own
        small = [f for f in fields if f.kind != "list[str]"]
        next_row = (len(small) + 1) // 2
        for f in fields:
            i = small.index(f) if f in small else 0
            row, col = i // 2, (i % 2) * 2
            w: QWidget
            if f.kind == "bool":
                box = QCheckBox(field_name(f.name))
                box.toggled.connect(self._commit_game)
                w = box
                self.game_form.addWidget(box, row, col, 1, 2)
            elif f.kind == "list[str]":
                ticks = TickList(f.ticks)
                ticks.changed.connect(self._commit_game)
                w = ticks
                label = QLabel(field_name(f.name))
                label.setToolTip(in_language(f.description))
                row, col = next_row, 0  # a whole row of its own
                self.game_form.addWidget(label, row, 0)
                self.game_form.addWidget(ticks, row, 1, 1, 3)
                next_row += 1
            else:
                if f.kind == "int":
                    spin = _spin(
                        (f.minimum or 0) - (1 if f.default is None else 0),
                        f.maximum if f.maximum is not None else 999,
                    )
                    if f.default is None:
                        spin.setSpecialValueText("—")
                    spin.editingFinished.connect(self._commit_game)
                    w = spin
                else:
                    combo = _combo()
                    combo.activated.connect(self._commit_game)
                    w = combo
                label = QLabel(field_name(f.name))
                label.setToolTip(in_language(f.description))
                self.game_form.addWidget(label, row, col)
                self.game_form.addWidget(w, row, col + 1)
            w.setToolTip(in_language(f.description))
            w.setObjectName(f"field-{f.name}")
            self.game_widgets[f.name] = w

    def _game_values(self, fig: Figure) -> dict[str, Any]:
        extra = dict(fig.extra)
        for f in self._fields():
            w = self.game_widgets.get(f.name)
            new: Any
            if isinstance(w, QCheckBox):
                new = w.isChecked()
                if bool(f.value(fig.extra)) == new:
                    continue  # keep a truthy value such as a hero's name
            elif isinstance(w, QSpinBox):
                new = None if (f.default is None and w.value() == w.minimum()) else w.value()
            elif isinstance(w, QComboBox):
                new = w.currentData() or None
            elif isinstance(w, TickList):
                new = w.values() or None
            else:
                continue
            keep = not (new == f.default or (new is None and f.default in (None, "", [])))
            extra = f.ext.with_raw(extra, new if keep else None)
        return extra

    def _commit_game(self, *_args: Any) -> None:
        """A game field changed: one undo step writing the figure's fields (kept on save)."""
        if self._filling or self.fid is None:
            return
        fig: Figure = self.doc.board.figure(self.fid)
        extra = self._game_values(fig)
        if extra != fig.extra:
            self._edit(self.fid, {"extra": extra})

    def _values(self) -> dict[str, Any]:
        return {
            "name": self.name.text().strip(),
            "side": self.side.currentData(),
            "group": self.group.currentData(),
            "speed": self.speed.value(),
            "health": self.health.value(),
            "max_health": self.max_health.value(),
            "attack": self.attack.currentData(),
            "accuracy": self.accuracy.value(),
            "color": self.color.currentText().strip() or None,
            "size": (self.width_.value(), self.height_.value()),
            "keywords": [k.strip() for k in self.keywords.text().split(",") if k.strip()],
            "wounded": self.wounded.isChecked(),
        }

    def _commit(self, *_args: Any) -> None:
        if self._filling or self.fid is None:
            return
        fig: Figure = self.doc.board.figure(self.fid)
        values = self._values()
        changes = {k: v for k, v in values.items() if getattr(fig, k) != v}
        if not changes:
            return
        if "name" in changes:
            other = self.doc.board.named(changes["name"] or fig.id, but=fig.id)
            if other is not None:  # the plan's reasons would not say which is meant
                self.message.setText(
                    translate(
                        "inspector", "Name not changed: {other} is already called {name}"
                    ).format(other=other.id, name=other.label)
                )
                self.name.setText(fig.name)
                del changes["name"]
                if not changes:
                    return
        if "size" in changes:
            old = fig.size
            problem = placement_problem(self.doc.board, fig.id, fig.at, changes["size"])
            if problem:
                self.message.setText(
                    translate("inspector", "Size not changed: {problem}").format(
                        problem=in_language(problem)
                    )
                )
                self.width_.setValue(old[0])
                self.height_.setValue(old[1])
                del changes["size"]
                if not changes:
                    return
        self._edit(self.fid, changes)
