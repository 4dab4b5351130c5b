"""The groups panel: each AI group, its instruction list (add, edit, reorder, remove, with
parameters and a named target), and the **Activate group** button.

Every edit is one operation of :mod:`tabletop_ai.engine.board_ops` (a group's new
instruction list, a new or deleted group), one undo step.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import Group, Instruction
from tabletop_ai.engine.board_ops import (
    add_group,
    delete_group,
    set_group_name,
    set_instructions,
)
from tabletop_ai.engine.ops import Changes
from tabletop_ai.engine.rules import RuleSet
from tabletop_ai.engine.wording import Words
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.i18n.content import content_name
from tabletop_ai.ui.editor.document import Document, follow
from tabletop_ai.ui.editor.instruction_editor import (
    KNOWN_KEYS,
    InstructionEditor,
    instruction_list_row,
    instruction_types,
    parameter_words,
    refill_add_types,
)
from tabletop_ai.ui.editor.new_group_dialog import NewGroupDialog
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.editor.param_form import worded
from tabletop_ai.ui.editor.point_names import point_name
from tabletop_ai.ui.panels import GroupCard, grid_words, rules_of
from tabletop_ai.ui.texts import group_name, translate


def describe_instruction(
    ins: Instruction,
    names: dict[str, str],
    rules: type[RuleSet] = RuleSet,
    words: Words | None = None,
    points: Mapping[str, str] | None = None,
) -> str:
    """``move to attack (4 MP) → Soldier``: one line of the instruction list, its type and
    parameters in the words of the board's rule set ``rules`` and its ``words`` for the
    board's cells (:func:`~tabletop_ai.ui.panels.grid_words`: "within 3 hexes" on a hex
    board); ``names`` and ``points``: the figures' and the points' names by id, as the
    window shows them."""
    text = worded(rules.action_label(ins.type), words)
    keys: list[str] = [k for k in ("mp", "distance", "point", "action") if k in ins.data]
    extra = [k for k in ins.data if k not in KNOWN_KEYS]
    bits = parameter_words(ins, rules, keys + extra, words, points)
    if bits:
        text += " (" + ", ".join(bits) + ")"
    if ins.target:
        text += f" → {names.get(ins.target, ins.target)}"
    return text


def members_text(g: Group, names: dict[str, str]) -> str:
    """The group's figures; a group with none says why that may be fine (an instruction
    such as Battlecrest's "emperor defends" needs no figures) or how to add some."""
    if g.figures:
        return translate("groups_panel", "Figures: {names}").format(
            names=", ".join(names.get(f, f) for f in g.figures)
        )
    if g.instructions:
        return translate(
            "groups_panel", "Figures: none (its instructions act without figures of their own)"
        )
    return translate("groups_panel", "Figures: none — select figures on the map, then Add to group")


class GroupsPanel(QWidget):
    """Edits ``doc.board.groups``; ``activate_requested(group_id)`` asks for a plan."""

    activate_requested = Signal(str)
    #: "New group from selection" / "Add selection to group" (the window knows the selection)
    group_from_selection = Signal()
    add_selection = Signal(str)

    def __init__(self, doc: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._filling = False
        self.groups = QListWidget()
        self.groups.setMaximumHeight(78)
        self.groups.currentRowChanged.connect(self._group_chosen)
        self.activate_button = QPushButton(translate("groups_panel", "Activate group"))
        self.activate_button.setStyleSheet("font-weight: bold; padding: 4px;")
        self.activate_button.clicked.connect(self._activate)
        self.groups.itemDoubleClicked.connect(lambda _i: self._activate())
        new_group = QPushButton(translate("groups_panel", "New…"))
        new_group.setToolTip(translate("groups_panel", "Add an AI group"))
        new_group.clicked.connect(self._new_group)
        del_group = QPushButton(translate("groups_panel", "Delete"))
        del_group.setToolTip(
            translate("groups_panel", "Delete the selected group (its figures stay on the board)")
        )
        del_group.clicked.connect(self._delete_group)
        self.members = QLabel("")
        self.members.setWordWrap(True)
        # what players read for the group (its id stays in the file and on the command line)
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(200)
        self.name_edit.setClearButtonEnabled(True)
        self.name_edit.setToolTip(
            translate(
                "groups_panel",
                "The group's name as the window and the plan show it; empty: the name of "
                "its card, else its id (files and the command line keep the id)",
            )
        )
        self.name_edit.editingFinished.connect(self._rename)
        # groups are built from the map: select figures (click, shift-click, drag a box)
        self.selection_button = QToolButton()
        self.selection_button.setText(translate("groups_panel", "Selection"))
        self.selection_button.setToolTip(
            translate(
                "groups_panel",
                "Figures selected on the map (click, shift-click, "
                "or drag a box round them) into a group",
            )
        )
        self.selection_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        sel_menu = QMenu(self.selection_button)
        self.from_selection = sel_menu.addAction(
            translate("groups_panel", "New group from selection")
        )
        self.from_selection.triggered.connect(self.group_from_selection)
        self.add_to_group = sel_menu.addAction(
            translate("groups_panel", "Add selection to this group")
        )
        self.add_to_group.triggered.connect(self._add_selection)
        self.selection_button.setMenu(sel_menu)

        self.instructions = QListWidget()
        self.instructions.setMaximumHeight(92)
        # a card line in words is long: wrapped in the narrow dock, whole in its tooltip
        self.instructions.setWordWrap(True)
        self.instructions.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.instructions.currentRowChanged.connect(self._instruction_chosen)
        #: the instruction types the board's rule set declares (filled in refresh)
        self.add_type = QComboBox()
        refill_add_types(self.add_type, doc.board)
        # the editor of the chosen instruction (its fields are reachable here for tests)
        self.editor = InstructionEditor()
        self.editor.edited.connect(self._edit_instruction)
        self.type_box = self.editor.type_box
        self.mp_box = self.editor.mp_box
        self.target_box = self.editor.target_box
        self.point_box = self.editor.point_box
        self.error = QLabel("")
        self.error.setStyleSheet("color: #c92a2a;")
        self.error.setWordWrap(True)
        self.error.hide()  # no line kept for a message not said (a row of the editor's room)

        lay = QVBoxLayout(self)
        lay.setSpacing(4)
        lay.setContentsMargins(6, 4, 6, 4)
        row = QHBoxLayout()
        row.addWidget(self.groups, 1)
        buttons = QVBoxLayout()
        buttons.setSpacing(2)
        buttons.addWidget(new_group)
        buttons.addWidget(del_group)
        self.selection_button.setSizePolicy(new_group.sizePolicy())
        buttons.addWidget(self.selection_button)
        buttons.addStretch(1)
        row.addLayout(buttons)
        lay.addLayout(row)
        name_row = QHBoxLayout()
        name_label = QLabel(translate("groups_panel", "Name"))
        name_label.setBuddy(self.name_edit)
        name_row.addWidget(name_label)
        name_row.addWidget(self.name_edit, 1)
        lay.addLayout(name_row)
        lay.addWidget(self.members)
        lay.addWidget(self.activate_button)
        lay.addWidget(QLabel(translate("groups_panel", "<b>Instructions</b> (in order)")))
        lay.addWidget(self.instructions)
        lay.addLayout(
            instruction_list_row(
                self.add_type,
                self._add_instruction,
                self._move_instruction,
                self._remove_instruction,
            )
        )
        lay.addWidget(self.editor)
        lay.addWidget(self.error)
        lay.addStretch(1)
        doc.changed.connect(self._on_changed)
        self.refresh()

    def set_document(self, doc: Document) -> None:
        self.doc = follow(self.doc, doc, self._on_changed)
        self.refresh()

    def _on_changed(self, changes: Changes) -> None:
        if changes.groups or changes.figures:
            self.refresh()

    # -- current selection -------------------------------------------------------------------
    @property
    def current_group(self) -> Group | None:
        row = self.groups.currentRow()
        gs = self.doc.board.groups
        return gs[row] if 0 <= row < len(gs) else None

    def select_group(self, gid: str) -> None:
        for i, g in enumerate(self.doc.board.groups):
            if g.id == gid:
                self.groups.setCurrentRow(i)

    def refresh(self) -> None:
        """Fill the lists from the board, keeping the selected group and instruction; the
        types offered are the board's rule set's (it may have changed with the board)."""
        refill_add_types(self.add_type, self.doc.board)
        self._filling = True
        try:
            row = max(0, self.groups.currentRow())
            self.groups.clear()
            for g in self.doc.board.groups:
                count = len(g.figures)
                item = QListWidgetItem(
                    translate("groups_panel", "{id} (%n figure(s), {side})", "", count).format(
                        id=group_name(self.doc.board, g.id),
                        side=translate("groups_panel", "AI")
                        if g.side == "ai"
                        else translate("groups_panel", "players")
                        if g.side == "player"
                        else g.side,
                    )
                )
                item.setData(Qt.ItemDataRole.UserRole, g.id)
                self.groups.addItem(item)
            if self.doc.board.groups:
                self.groups.setCurrentRow(min(row, len(self.doc.board.groups) - 1))
        finally:
            self._filling = False
        self._group_chosen()

    def _group_chosen(self, _row: int = 0) -> None:
        if self._filling:
            return
        g = self.current_group
        self.activate_button.setEnabled(g is not None)
        names = {f.id: content_name(f.label) for f in self.doc.board.figures}
        self._filling = True
        try:
            irow = self.instructions.currentRow()
            self.instructions.clear()
            self.name_edit.setEnabled(g is not None)
            if g is None:
                self.members.setText(translate("groups_panel", "No groups on this board."))
                self.name_edit.clear()
                self.name_edit.setPlaceholderText("")
            else:
                self.members.setText(members_text(g, names))
                # a bundled name in the chosen language (the file keeps it in English)
                shown_name = content_name(g.name)
                if self.name_edit.text() != shown_name:
                    self.name_edit.setText(shown_name)
                # empty: the name the window shows without one (its card's, else its id)
                self.name_edit.setPlaceholderText(
                    group_name(self.doc.board, dataclasses.replace(g, name=""))
                )
                rules = rules_of(self.doc.board)
                words = grid_words(self.doc.board)
                points = {p.id: point_name(p) for p in self.doc.board.points if p.id}
                for ins in g.instructions:
                    line = describe_instruction(ins, names, rules, words, points)
                    item = QListWidgetItem(line)
                    item.setToolTip(line)
                    self.instructions.addItem(item)
                if g.instructions:
                    self.instructions.setCurrentRow(max(0, min(irow, len(g.instructions) - 1)))
        finally:
            self._filling = False
        self._instruction_chosen()

    @property
    def current_instruction(self) -> int:
        g = self.current_group
        row = self.instructions.currentRow()
        return row if g is not None and 0 <= row < len(g.instructions) else -1

    def _instruction_chosen(self, _row: int = 0) -> None:
        if self._filling:
            return
        g = self.current_group
        i = self.current_instruction
        self._say("")
        ins = g.instructions[i] if g is not None and i >= 0 else None
        self.editor.show_instruction(ins, self.doc.board, g)

    def _say(self, text: str) -> None:
        """``text`` under the editor (in red), or no line at all when there is nothing."""
        self.error.setText(text)
        self.error.setVisible(bool(text))

    # -- edits -------------------------------------------------------------------------------
    def _rename(self) -> None:
        """The group's name as typed becomes its name: one undo step."""
        g = self.current_group
        if g is None or self._filling:
            return
        name = " ".join(self.name_edit.text().split())
        # the name as shown, untouched: a bundled name stays in the file as written (its
        # English), never its translation
        if name in (g.name, " ".join(content_name(g.name).split())):
            return
        run_op(
            self.doc,
            set_group_name(g.id, name),
            translate("groups_panel", "Rename group {id} to {name}").format(
                id=group_name(self.doc.board, g.id), name=name or g.id
            ),
        )

    def _set_instructions(self, g: Group, instructions: list[Instruction], text: str) -> None:
        run_op(self.doc, set_instructions(g.id, instructions), text)

    def _edit_instruction(self, new: Instruction) -> None:
        g = self.current_group
        i = self.current_instruction
        if g is None or i < 0 or new == g.instructions[i]:
            return
        instructions = list(g.instructions)
        instructions[i] = new
        self._set_instructions(
            g,
            instructions,
            translate("groups_panel", "Edit {id} instruction {value}").format(
                id=group_name(self.doc.board, g.id), value=i + 1
            ),
        )

    def _add_instruction(self) -> None:
        g = self.current_group
        if g is None:
            return
        kind = str(self.add_type.currentData() or self.add_type.currentText())
        declared = next((t for t in instruction_types(self.doc.board) if t.name == kind), None)
        # a new instruction starts with the declared values of its required parameters
        data: dict[str, Any] = {
            p.name: p.default
            for p in (declared.params if declared else ())
            if p.required and p.default is not None
        }
        instructions = [*g.instructions, Instruction(type=kind, data=data)]
        self._set_instructions(
            g,
            instructions,
            translate("groups_panel", "Add {kind} to {id}").format(
                kind=worded(declared.shown, grid_words(self.doc.board)) if declared else kind,
                id=group_name(self.doc.board, g.id),
            ),
        )
        self.instructions.setCurrentRow(len(instructions) - 1)

    def _remove_instruction(self) -> None:
        g = self.current_group
        i = self.current_instruction
        if g is None or i < 0:
            return
        instructions = list(g.instructions)
        removed = instructions.pop(i)
        self._set_instructions(
            g,
            instructions,
            translate("groups_panel", "Remove {type} from {id}").format(
                type=in_language(rules_of(self.doc.board).action_label(removed.type)),
                id=group_name(self.doc.board, g.id),
            ),
        )

    def _move_instruction(self, delta: int) -> None:
        g = self.current_group
        i = self.current_instruction
        if g is None or i < 0 or not 0 <= i + delta < len(g.instructions):
            return
        ins = list(g.instructions)
        ins[i], ins[i + delta] = ins[i + delta], ins[i]
        self._set_instructions(
            g,
            ins,
            translate("groups_panel", "Reorder {id} instructions").format(
                id=group_name(self.doc.board, g.id)
            ),
        )
        self.instructions.setCurrentRow(i + delta)

    def _new_group(self) -> None:
        dialog = NewGroupDialog(self.doc.board, self)
        if dialog.exec():
            self.make_group(dialog.group_id, dialog.card)

    def make_group(self, gid: str, card: GroupCard | None = None) -> None:
        """Add group ``gid``: empty, or made from ``card`` (its figures and instructions:
        one undo step)."""
        if self.doc.board.find_group(gid) is not None:
            self._say(
                translate("groups_panel", "There is already a group {gid!r}.").format(gid=gid)
            )
            return
        if card is None:
            self.add_group(gid)
            return
        result = run_op(
            self.doc,
            card.make(gid),
            # the new group is called by its card (its name, or its card's): never its id
            translate("groups_panel", "New group from {card}").format(card=card.name),
        )
        self._say(" · ".join(in_language(x) for x in result.log))
        self.select_group(gid)

    def add_group(self, gid: str) -> None:
        run_op(
            self.doc,
            add_group(
                Group(id=gid, instructions=[Instruction("move_to_attack"), Instruction("attack")])
            ),
            translate("groups_panel", "New group {gid}").format(gid=gid),
        )
        self.select_group(gid)

    def _add_selection(self) -> None:
        g = self.current_group
        if g is not None:
            self.add_selection.emit(g.id)

    def _delete_group(self) -> None:
        g = self.current_group
        if g is None:
            return
        run_op(
            self.doc,
            delete_group(g.id),
            translate("groups_panel", "Delete group {id}").format(
                id=group_name(self.doc.board, g.id)
            ),
        )

    def _activate(self) -> None:
        g = self.current_group
        if g is not None:
            self.activate_requested.emit(g.id)
