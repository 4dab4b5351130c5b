"""The editor of a group's Imperial Commander instruction lists (IC: one list is drawn at
random each activation): the lists, the instructions of the chosen list in order, and the
instruction editor of the groups dock for the chosen instruction (its type, its condition
"only if", its target criterion and every other declared parameter).

:class:`ICListsEditor` edits a value (the lists as a board file writes them) and emits the
edited lists with the name of the edit; :class:`ICListsWindow` runs each edit on the board
as one operation (:func:`~tabletop_ai.imperial.ops.set_ic_lists_op`), one undo step, and
shows a refused one's reason.
"""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import Board, Group, Instruction
from tabletop_ai.engine.ops import Changes
from tabletop_ai.i18n.content import content_name
from tabletop_ai.imperial import game
from tabletop_ai.imperial.data import MAX_IC_LISTS, ImperialData
from tabletop_ai.imperial.fields import IC_LISTS
from tabletop_ai.imperial.ic import group_lists
from tabletop_ai.imperial.ops import set_ic_lists_op
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.groups_panel import describe_instruction
from tabletop_ai.ui.editor.instruction_editor import (
    InstructionEditor,
    instruction_list_row,
    refill_add_types,
)
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.panels import grid_words, rules_of
from tabletop_ai.ui.texts import group_name, translate

Lists = list[list[dict[str, Any]]]


def _instruction(raw: dict[str, Any]) -> Instruction:
    return Instruction(str(raw.get("type", "")), {k: v for k, v in raw.items() if k != "type"})


class ICListsEditor(QWidget):
    """``edited(lists, text)``: the lists after one edit, and the edit's name."""

    edited = Signal(object, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lists: Lists = []
        self.board: Board | None = None
        self.group: Group | None = None
        self._filling = False
        self.list_box = QListWidget()
        self.list_box.setMaximumHeight(110)
        self.list_box.currentRowChanged.connect(self._list_chosen)
        self.add_list_btn = QPushButton(translate("ic_lists", "Add list"))
        self.add_list_btn.setToolTip(
            translate("ic_lists", "Add an instruction list, a copy of the chosen one")
        )
        self.add_list_btn.clicked.connect(self.add_list)
        self.remove_list_btn = QPushButton(translate("ic_lists", "Remove list"))
        self.remove_list_btn.clicked.connect(self.remove_list)
        self.instructions = QListWidget()
        self.instructions.setWordWrap(True)
        self.instructions.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.instructions.setMaximumHeight(130)
        self.instructions.currentRowChanged.connect(self._instruction_chosen)
        self.add_type = QComboBox()
        self.editor = InstructionEditor()
        self.editor.params_button.setChecked(True)
        self.editor.edited.connect(self._edit_instruction)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(QLabel(translate("ic_lists", "<b>Lists</b> (one drawn at random)")))
        left.addWidget(self.list_box)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_list_btn)
        buttons.addWidget(self.remove_list_btn)
        left.addLayout(buttons)
        left.addWidget(QLabel(translate("ic_lists", "<b>Instructions</b> of the list (in order)")))
        left.addWidget(self.instructions)
        left.addLayout(
            instruction_list_row(
                self.add_type, self.add_instruction, self.move_instruction, self.remove_instruction
            )
        )
        left.addStretch(1)
        top.addLayout(left, 1)
        # the chosen instruction's fields scroll up and down when the window is low (a
        # 1280x800 screen), never sideways
        inner = QWidget()
        right = QVBoxLayout(inner)
        right.setContentsMargins(0, 0, 4, 0)
        right.addWidget(QLabel(translate("ic_lists", "<b>The chosen instruction</b>")))
        right.addWidget(self.editor)
        right.addStretch(1)
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setWidget(inner)
        area.setMinimumWidth(
            inner.minimumSizeHint().width() + area.verticalScrollBar().sizeHint().width()
        )
        self.editor_area = area
        top.addWidget(area, 1)
        lay.addLayout(top)

    # -- showing ---------------------------------------------------------------------------
    def show_lists(self, lists: Lists, board: Board, group: Group) -> None:
        """Show ``lists`` (of ``group`` on ``board``), keeping the chosen list and
        instruction where they still are."""
        self.lists = copy.deepcopy(lists)
        self.board = board
        self.group = group
        refill_add_types(self.add_type, board)
        row = max(0, self.list_box.currentRow())
        self._filling = True
        try:
            self.list_box.clear()
            for i, lst in enumerate(self.lists, start=1):
                count = len(lst)
                self.list_box.addItem(
                    translate("ic_lists", "List {i}: %n instruction(s)", "", count).format(i=i)
                )
            if self.lists:
                self.list_box.setCurrentRow(min(row, len(self.lists) - 1))
        finally:
            self._filling = False
        self.remove_list_btn.setEnabled(bool(self.lists))
        self.add_list_btn.setEnabled(len(self.lists) < MAX_IC_LISTS)
        self._list_chosen()

    @property
    def current_list(self) -> int:
        row = self.list_box.currentRow()
        return row if 0 <= row < len(self.lists) else -1

    @property
    def current_instruction(self) -> int:
        li = self.current_list
        row = self.instructions.currentRow()
        return row if li >= 0 and 0 <= row < len(self.lists[li]) else -1

    def _list_chosen(self, _row: int = 0) -> None:
        if self._filling or self.board is None:
            return
        li = self.current_list
        names = {f.id: content_name(f.label) for f in self.board.figures}
        rules = rules_of(self.board)
        words = grid_words(self.board)
        irow = self.instructions.currentRow()
        self._filling = True
        try:
            self.instructions.clear()
            for raw in self.lists[li] if li >= 0 else []:
                line = describe_instruction(_instruction(raw), names, rules, words)
                item = QListWidgetItem(line)
                item.setToolTip(line)
                self.instructions.addItem(item)
            if li >= 0 and self.lists[li]:
                self.instructions.setCurrentRow(max(0, min(irow, len(self.lists[li]) - 1)))
        finally:
            self._filling = False
        self._instruction_chosen()

    def _instruction_chosen(self, _row: int = 0) -> None:
        if self._filling or self.board is None:
            return
        li, ii = self.current_list, self.current_instruction
        ins = _instruction(self.lists[li][ii]) if ii >= 0 else None
        self.editor.show_instruction(ins, self.board, self.group)

    # -- edits: each emits the new lists -----------------------------------------------------
    def _emit(self, lists: Lists, text: str) -> None:
        self.edited.emit(lists, text)

    def _group(self) -> str:
        """The edited group as a player reads it (its name, else its card's, else its id)."""
        if self.group is None or self.board is None:
            return ""
        return group_name(self.board, self.group)

    def _edit_instruction(self, new: Instruction) -> None:
        li, ii = self.current_list, self.current_instruction
        if ii < 0:
            return
        lists = copy.deepcopy(self.lists)
        lists[li][ii] = new.to_json()
        if lists != self.lists:
            self._emit(
                lists,
                translate("ic_lists", "Edit {group} IC list {n}, instruction {i}").format(
                    group=self._group(), n=li + 1, i=ii + 1
                ),
            )

    def add_list(self) -> None:
        li = self.current_list
        lists = copy.deepcopy(self.lists)
        lists.append(copy.deepcopy(self.lists[li]) if li >= 0 else [])
        self._emit(
            lists, translate("ic_lists", "Add an IC list to {group}").format(group=self._group())
        )
        self.list_box.setCurrentRow(len(lists) - 1)

    def remove_list(self) -> None:
        li = self.current_list
        if li < 0:
            return
        lists = copy.deepcopy(self.lists)
        del lists[li]
        self._emit(
            lists,
            translate("ic_lists", "Remove {group} IC list {n}").format(
                group=self._group(), n=li + 1
            ),
        )

    def add_instruction(self) -> None:
        li = self.current_list
        if li < 0 or self.board is None:
            return
        kind = str(self.add_type.currentData())
        declared = rules_of(self.board).instruction_type(kind)
        # a new instruction starts with the declared values of its required parameters
        data = {
            p.name: p.default
            for p in (declared.params if declared else ())
            if p.required and p.default is not None
        }
        lists = copy.deepcopy(self.lists)
        lists[li].append({"type": kind, **data})
        self._emit(
            lists,
            translate("ic_lists", "Add {kind} to {group} IC list {n}").format(
                kind=self.add_type.currentText(), group=self._group(), n=li + 1
            ),
        )
        self.instructions.setCurrentRow(len(lists[li]) - 1)

    def remove_instruction(self) -> None:
        li, ii = self.current_list, self.current_instruction
        if ii < 0:
            return
        lists = copy.deepcopy(self.lists)
        del lists[li][ii]
        self._emit(
            lists,
            translate("ic_lists", "Remove instruction {i} from {group} IC list {n}").format(
                i=ii + 1, group=self._group(), n=li + 1
            ),
        )

    def move_instruction(self, delta: int) -> None:
        li, ii = self.current_list, self.current_instruction
        if ii < 0 or not 0 <= ii + delta < len(self.lists[li]):
            return
        lists = copy.deepcopy(self.lists)
        lst = lists[li]
        lst[ii], lst[ii + delta] = lst[ii + delta], lst[ii]
        self._emit(
            lists,
            translate("ic_lists", "Reorder {group} IC list {n}").format(
                group=self._group(), n=li + 1
            ),
        )
        self.instructions.setCurrentRow(ii + delta)


class ICListsWindow(QDialog):
    """A group's IC lists on the open board: each edit one undo step on the document; the
    window follows the document (undo, another edit) and says why an edit was refused.
    Not modal: the map and the plan stay in reach."""

    def __init__(
        self,
        doc: Document,
        gid: str,
        data: ImperialData | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.doc = doc
        self.gid = gid
        self.data = data
        #: the group as a player reads it, kept for when it is gone from the board
        self.label = group_name(doc.board, gid)
        self.setWindowTitle(self._title())
        self.editor = ICListsEditor()
        self.editor.edited.connect(self._edited)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c92a2a;")
        close = QPushButton(translate("ic_lists", "Close"))
        close.clicked.connect(self.close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.note)
        lay.addWidget(self.editor, 1)
        lay.addWidget(self.error)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(close)
        lay.addLayout(bottom)
        doc.changed.connect(self._on_changed)
        self.refresh()

    def _on_changed(self, changes: Changes) -> None:
        if changes.groups or changes.figures or changes.game_state:
            self.refresh()

    def _title(self) -> str:
        return translate("ic_lists", "IC lists of {group}").format(group=self.label)

    def refresh(self) -> None:
        group = self.doc.board.find_group(self.gid)
        if group is None:
            self.note.setText(
                translate("ic_lists", "The group {group} is no longer on the board").format(
                    group=self.label
                )
            )
            self.editor.setEnabled(False)
            return
        self.editor.setEnabled(True)
        self.label = group_name(self.doc.board, group)  # a rename shows at once
        self.setWindowTitle(self._title())
        own = bool(IC_LISTS.get(group))
        lists = [[i.to_json() for i in lst] for lst in group_lists(group, self.data)]
        self.note.setText(
            translate("ic_lists", "The group's own lists: one is drawn each activation.")
            if own
            else translate(
                "ic_lists",
                "The group draws from its deployment card's lists (or its instructions): "
                "an edit here gives the group lists of its own.",
            )
        )
        self.editor.show_lists(lists, self.doc.board, group)

    def _edited(self, lists: Lists, text: str) -> None:
        try:
            run_op(self.doc, set_ic_lists_op(self.gid, lists), text)
        except game.GameError as exc:
            self.error.setText(str(exc))
            self.refresh()  # the refused edit is not kept in the fields
            return
        self.error.setText("")


__all__ = ["ICListsEditor", "ICListsWindow"]
