"""The card editor: the player's own Automated Emperor cards, Imperial Commander lists, class
and agenda cards, checked as they are typed, with a preview of how an AE card (or a group's IC
lists) plans on the current board.

AE activation cards are edited in a form (name, actions in order, secondary colours as the
Parameters form's ordered list, blitz and its threat); a deployment card's IC instruction
lists in the IC lists editor (lists, their instructions and conditions, field by field).
The deployment cards' other fields, class decks and agenda sets are edited as the JSON of
their deck-file section (the schema of docs/games/automated-emperor.md, "Decks"). Every edit
re-reads the whole deck with the same checks as a deck file
(:func:`~tabletop_ai.imperial.data.deck_from_json`): the problems are listed with their
place, and "Use as my deck" / "Save deck…" are off until there are none. The editor decides
nothing about the board: the preview plans on a copy.

Every edit of the deck is one step of the editor's own undo stack (Ctrl+Z / Ctrl+Y in the
dialog, named after the edit): a run of typing in one field is one step, as in a text editor.
"""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import Board, BoardError, Group
from tabletop_ai.board.io import atomic_write_text, compact_dumps
from tabletop_ai.board.reader import parse_json
from tabletop_ai.engine.ops import Changes, OpResult
from tabletop_ai.i18n import shown
from tabletop_ai.i18n.content import content_name
from tabletop_ai.imperial.automated_emperor import AE_CARD, AutomatedEmperor
from tabletop_ai.imperial.commander import ImperialCommander
from tabletop_ai.imperial.data import (
    AE_ACTIONS,
    DECK_FORMAT,
    DECK_VERSION,
    ImperialData,
    deck_from_json,
    deck_to_json,
)
from tabletop_ai.imperial.fields import IC_LISTS
from tabletop_ai.ui.editor.groups_panel import describe_instruction
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.editor.param_form import ListField, param_label
from tabletop_ai.ui.games.imperial.file_names import deck_file_name, new_deck_name
from tabletop_ai.ui.games.imperial.ic_lists_editor import ICListsEditor
from tabletop_ai.ui.panels import grid_words, rules_of
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, group_name, translate

#: the JSON-edited sections: (deck key, tab title)
JSON_SECTIONS = (
    ("deployments", QT_TRANSLATE_NOOP("card_editor", "Deployments && IC lists")),
    ("class_decks", QT_TRANSLATE_NOOP("card_editor", "Class decks")),
    ("agenda_sets", QT_TRANSLATE_NOOP("card_editor", "Agenda sets")),
)


#: the deck as edited: the AE cards, each deployment card's IC lists, the JSON sections'
#: texts, and the AE card shown
Snapshot = tuple[list[dict[str, Any]], dict[str, Any], dict[str, str], int]


class _UndoKeys(QObject):
    """Ctrl+Z / Ctrl+Y in a text field of the dialog undo the deck's edits (the field's own
    undo would change the text behind the stack's back)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride:
            key = event  # a QKeyEvent
            if key.matches(QKeySequence.StandardKey.Undo) or key.matches(  # type: ignore[attr-defined]
                QKeySequence.StandardKey.Redo
            ):
                event.ignore()
                return True
        return False


class CardEditor(QDialog):
    """Edit a deck (``data``'s cards to start with); ``board`` is planned on for previews."""

    def __init__(
        self,
        data: ImperialData,
        board: Board,
        parent: QWidget | None = None,
        name: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("card_editor", "Card editor"))
        self.board = board
        # a deck never named is the player's own, named in their language
        self.deck: dict[str, Any] = deck_to_json(data, new_deck_name() if name is None else name)
        self.cards: list[dict[str, Any]] = [dict(c) for c in self.deck["ae_cards"]["cards"]] + [
            {**c, "blitz": True} for c in self.deck["ae_cards"]["blitz"]
        ]
        self.result_data: ImperialData | None = None
        self.result_sections: tuple[str, ...] = ()
        self._filling = False
        #: the deck's edits, one undo step each
        self.undo_stack = QUndoStack(self)
        self._restoring = True  # until the deck is shown: nothing is an edit
        self._snapshot: Snapshot = ([], {}, {}, -1)
        lay = QVBoxLayout(self)
        self.tabs = QTabWidget()
        lay.addWidget(self.tabs, 1)
        # -- AE cards: list + form
        ae = QWidget()
        row = QHBoxLayout(ae)
        left = QVBoxLayout()
        self.card_list = QListWidget()
        left.addWidget(self.card_list, 1)
        buttons = QHBoxLayout()
        self.add_btn = QPushButton(translate("card_editor", "Add card"))
        self.remove_btn = QPushButton(translate("card_editor", "Remove"))
        buttons.addWidget(self.add_btn)
        buttons.addWidget(self.remove_btn)
        left.addLayout(buttons)
        row.addLayout(left, 2)
        form = QFormLayout()
        self.card_id = QLineEdit()
        self.card_name = QLineEdit()
        self.action_boxes: list[QComboBox] = []
        acts = QGridLayout()
        for i in range(4):
            box = QComboBox()
            box.addItem("—", None)
            for a in AE_ACTIONS:  # the action's name as the AE card reads it, not its id
                box.addItem(shown(AutomatedEmperor.action_label(a)).capitalize(), a)
            self.action_boxes.append(box)
            acts.addWidget(box, i // 2, i % 2)
        # the same ordered list as the Parameters form's (the colours' names, left to right)
        secondary = AE_CARD.param("secondary")
        assert secondary is not None
        self.secondary = ListField(secondary)
        self.secondary.setToolTip(shown(secondary.description))
        self.blitz = QCheckBox(translate("card_editor", "Blitz card"))
        self.threat = QSpinBox()
        self.threat.setRange(0, 20)
        form.addRow(translate("card_editor", "Id"), self.card_id)
        form.addRow(translate("card_editor", "Name"), self.card_name)
        form.addRow(translate("card_editor", "Actions in order"), acts)
        form.addRow(param_label(secondary), self.secondary)
        form.addRow(self.blitz)
        form.addRow(translate("card_editor", "Blitz threat"), self.threat)
        row.addLayout(form, 3)
        self.tabs.addTab(ae, translate("card_editor", "AE cards"))
        # -- JSON sections (a deployment card's IC lists apart, in their own editor)
        #: each deployment card's IC lists, by the card's id
        self.dep_lists: dict[str, list[list[dict[str, Any]]]] = {}
        deployments = []
        for d in self.deck.get("deployments", []):
            d = dict(d)
            if isinstance(d.get("ic_lists"), list):
                self.dep_lists[str(d.get("id"))] = d.pop("ic_lists")
            deployments.append(d)
        self.deck["deployments"] = deployments
        self.section_edits: dict[str, QPlainTextEdit] = {}
        for key, title in JSON_SECTIONS:
            edit = QPlainTextEdit()
            edit.setPlainText(compact_dumps(self.deck.get(key, [])))
            self.section_edits[key] = edit
            self.tabs.addTab(
                self._deployments_tab(edit) if key == "deployments" else edit,
                translate("card_editor", title),
            )
        # -- problems, preview, actions
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.problems)
        prev = QHBoxLayout()
        prev.addWidget(QLabel(translate("card_editor", "Preview on this board for group:")))
        self.preview_group = QComboBox()
        for g in board.groups:
            if g.side == "ai":
                self.preview_group.addItem(group_name(board, g), g.id)
        prev.addWidget(self.preview_group, 1)
        lay.addLayout(prev)
        self.preview = QPlainTextEdit()
        self.preview.setReadOnly(True)
        self.preview.setMaximumHeight(130)
        lay.addWidget(self.preview)
        bottom = QHBoxLayout()
        self.undo_action = QAction(self)
        self.undo_action.setShortcuts(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo_stack.undo)
        self.redo_action = QAction(self)
        self.redo_action.triggered.connect(self.undo_stack.redo)
        self.undo_stack.indexChanged.connect(self._undo_words)
        redo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
        if QKeySequence("Ctrl+Y") not in redo_keys:  # Ctrl+Y everywhere, once
            redo_keys.append(QKeySequence("Ctrl+Y"))
        self.redo_action.setShortcuts(redo_keys)
        for action in (self.undo_action, self.redo_action):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.addAction(action)
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            bottom.addWidget(button)
        self._undo_words()
        self.save_btn = QPushButton(translate("card_editor", "Save deck…"))
        self.use_btn = QPushButton(translate("card_editor", "Use as my deck"))
        self.cancel_btn = QPushButton(translate("card_editor", "Close"))
        bottom.addStretch(1)
        bottom.addWidget(self.save_btn)
        bottom.addWidget(self.use_btn)
        bottom.addWidget(self.cancel_btn)
        lay.addLayout(bottom)
        # signals
        self.card_list.currentRowChanged.connect(self._show_card)
        self.add_btn.clicked.connect(self.add_card)
        self.remove_btn.clicked.connect(self.remove_card)
        fields: list[tuple[Any, str, str]] = [
            (
                self.card_id.textChanged,
                QT_TRANSLATE_NOOP("card_editor", "Edit the card's id"),
                "id",
            ),
            (
                self.card_name.textChanged,
                QT_TRANSLATE_NOOP("card_editor", "Rename the card"),
                "name",
            ),
            (
                self.secondary.edited,
                QT_TRANSLATE_NOOP("card_editor", "Edit the secondary colours"),
                "",  # each colour added, moved or removed is one step
            ),
            (self.blitz.toggled, QT_TRANSLATE_NOOP("card_editor", "Blitz card on or off"), ""),
            (
                self.threat.valueChanged,
                QT_TRANSLATE_NOOP("card_editor", "Change the blitz threat"),
                "threat",
            ),
        ]
        fields += [
            (box.currentIndexChanged, QT_TRANSLATE_NOOP("card_editor", "Change the actions"), "")
            for box in self.action_boxes
        ]
        for signal, text, key in fields:
            signal.connect(lambda *_a, text=text, key=key: self._card_field_edited(text, key))
        for edit in self.section_edits.values():
            edit.textChanged.connect(self.check)
        self.preview_group.currentIndexChanged.connect(self.check)
        self.tabs.currentChanged.connect(self.check)
        self.save_btn.clicked.connect(lambda: self.save_deck())
        self.use_btn.clicked.connect(self.accept)
        self.cancel_btn.clicked.connect(self.reject)
        self._keys = _UndoKeys(self)
        for w in (self.card_id, self.card_name, *self.section_edits.values()):
            w.installEventFilter(self._keys)
        for edit in self.section_edits.values():
            edit.setUndoRedoEnabled(False)
        for key, title in JSON_SECTIONS:
            self.section_edits[key].textChanged.connect(
                lambda key=key, title=title: self._record(
                    translate("card_editor", "Edit {section}").format(
                        section=translate("card_editor", title).replace("&&", "&")
                    ),
                    "section:" + key,
                )
            )
        self._fill_list()
        self.card_list.setCurrentRow(0 if self.cards else -1)
        self._snapshot = self.snapshot()
        self._restoring = False
        self.check()

    # -- undo ------------------------------------------------------------------------------
    def snapshot(self) -> Snapshot:
        """The deck as edited now (copies)."""
        return (
            copy.deepcopy(self.cards),
            copy.deepcopy(self.dep_lists),
            {k: e.toPlainText() for k, e in self.section_edits.items()},
            self.card_list.currentRow(),
        )

    def _undo_words(self, *_args: Any) -> None:
        """The Undo and Redo buttons name the step they undo or redo, and read plainly
        "Undo" and "Redo" when there is none (as Edit → Undo does: the step's template may
        word more than the step, a colon in Ukrainian, which must not stand alone)."""
        stack = self.undo_stack
        self.undo_action.setText(
            translate("card_editor", "Undo {step}").format(step=stack.undoText())
            if stack.canUndo()
            else translate("card_editor", "Undo")
        )
        self.redo_action.setText(
            translate("card_editor", "Redo {step}").format(step=stack.redoText())
            if stack.canRedo()
            else translate("card_editor", "Redo")
        )
        self.undo_action.setEnabled(stack.canUndo())
        self.redo_action.setEnabled(stack.canRedo())

    def _record(self, text: str, key: str = "", row: int | None = None) -> None:
        """The deck changed by one edit named ``text``: one undo step (merged with the step
        before it when both have the same non-empty ``key``). ``row``: the card shown
        before the edit, when the edit showed another (Add card)."""
        if self._restoring:
            return
        after = self.snapshot()
        if after[:3] == self._snapshot[:3]:
            return
        # undone, the card that was edited is shown
        before = (*self._snapshot[:3], after[3] if row is None else row)
        self._snapshot = before  # the deck the edit starts from (state())
        run_op(
            self,
            lambda _old: OpResult(after, [], Changes(game_state=True)),
            text,
            merge=key or None,
        )

    # the undo stack's document (ui.editor.ops.OpDocument): the deck as edited
    def state(self) -> Snapshot:
        return self._snapshot

    def set_state(self, state: Snapshot, changes: Changes) -> None:
        if state[:3] == self.snapshot()[:3]:  # the edit just made: the fields show it
            self._snapshot = state
            return
        self.restore(state)

    def restore(self, snap: Snapshot) -> None:
        """Show the deck of ``snap`` (an undo or a redo)."""
        cards, lists, texts, row = copy.deepcopy(snap)
        self._restoring = True
        try:
            self.cards = cards
            self.dep_lists = lists
            for k, text in texts.items():
                if self.section_edits[k].toPlainText() != text:
                    self.section_edits[k].setPlainText(text)
            self._fill_list()
            self.card_list.setCurrentRow(min(row, len(self.cards) - 1))
            self._show_card(self.card_list.currentRow())
            self._fill_deployments()
        finally:
            self._restoring = False
        self._snapshot = self.snapshot()
        self.check()

    # -- deployment cards' IC lists -------------------------------------------------------
    def _deployments_tab(self, fields: QPlainTextEdit) -> QWidget:
        """The deployment cards: choose one, edit its IC lists; its other fields below as
        the JSON of the section (without the lists)."""
        tab = QWidget()
        lay = QVBoxLayout(tab)
        top = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(QLabel(translate("card_editor", "<b>Deployment cards</b>")))
        self.dep_list = QListWidget()
        # a long name in Ukrainian wraps: the list never scrolls sideways
        self.dep_list.setWordWrap(True)
        self.dep_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left.addWidget(self.dep_list, 1)
        top.addLayout(left, 2)
        self.ic_lists = ICListsEditor()
        top.addWidget(self.ic_lists, 7)
        lay.addLayout(top, 3)
        lay.addWidget(
            QLabel(translate("card_editor", "The cards' other fields (JSON, without the IC lists)"))
        )
        lay.addWidget(fields, 1)
        # IC lists are planned by Imperial Commander's rules, whatever the board's game
        self._ic_board = self.board.copy()
        self._ic_board.rules = dataclasses.replace(
            self._ic_board.rules, preset=ImperialCommander.name
        )
        self.dep_list.currentRowChanged.connect(self._deployment_chosen)
        self.ic_lists.edited.connect(self._lists_edited)
        fields.textChanged.connect(self._fill_deployments)
        self._fill_deployments()
        return tab

    def _deployment_ids(self) -> list[tuple[str, str]]:
        """(id, name) of each deployment card the JSON field holds now (none while it is
        not a JSON list)."""
        try:
            parsed = parse_json(self.section_edits["deployments"].toPlainText(), "")
        except BoardError:
            return []
        if not isinstance(parsed, list):
            return []
        return [
            (str(d.get("id")), str(d.get("name") or d.get("id")))
            for d in parsed
            if isinstance(d, dict) and d.get("id")
        ]

    def _fill_deployments(self) -> None:
        ids = self._deployment_ids()
        current = self.dep_list.currentItem()
        keep = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.dep_list.blockSignals(True)
        self.dep_list.clear()
        for did, name in ids:
            n = len(self.dep_lists.get(did, []))
            item = QListWidgetItem(
                translate("card_editor", "{name} (%n IC list(s))", "", n).format(
                    name=content_name(name)
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, did)
            self.dep_list.addItem(item)
        rows = [i for i, (did, _n) in enumerate(ids) if did == keep]
        self.dep_list.setCurrentRow(rows[0] if rows else (0 if ids else -1))
        self.dep_list.blockSignals(False)
        self._deployment_chosen()

    def _deployment_chosen(self, _row: int = 0) -> None:
        item = self.dep_list.currentItem()
        did = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        self.ic_lists.setEnabled(did is not None)
        if did is not None:
            self.ic_lists.show_lists(
                self.dep_lists.get(did, []), self._ic_board, Group(id=did, side="ai")
            )

    def _lists_edited(self, lists: list[list[dict[str, Any]]], text: str) -> None:
        item = self.dep_list.currentItem()
        if item is None:
            return
        did = str(item.data(Qt.ItemDataRole.UserRole))
        self.dep_lists[did] = lists
        n = len(lists)
        name = next((nm for i, nm in self._deployment_ids() if i == did), did)
        item.setText(
            translate("card_editor", "{name} (%n IC list(s))", "", n).format(
                name=content_name(name)
            )
        )
        self._deployment_chosen()
        self._record(
            translate("card_editor", "{name}: {edit}").format(name=content_name(name), edit=text)
        )
        self.check()

    # -- AE cards --------------------------------------------------------------------------
    def _label(self, c: dict[str, Any]) -> str:
        acts = " → ".join(
            shown(AutomatedEmperor.action_label(str(a))) for a in c.get("actions", [])
        )
        name = content_name(str(c.get("name") or c.get("id")))
        return f"{'⚡ ' if c.get('blitz') else ''}{name}: {acts}"

    def _fill_list(self) -> None:
        row = self.card_list.currentRow()
        self.card_list.blockSignals(True)
        self.card_list.clear()
        for c in self.cards:
            self.card_list.addItem(self._label(c))
        self.card_list.setCurrentRow(min(row, len(self.cards) - 1))
        self.card_list.blockSignals(False)

    def _show_card(self, row: int) -> None:
        if not 0 <= row < len(self.cards):
            return
        c = self.cards[row]
        self._filling = True
        try:
            self.card_id.setText(str(c.get("id", "")))
            # a bundled card's name in the chosen language (the deck keeps its English)
            self.card_name.setText(content_name(str(c.get("name", ""))))
            acts = list(c.get("actions", []))
            for i, box in enumerate(self.action_boxes):
                idx = box.findData(acts[i]) if i < len(acts) else 0
                box.setCurrentIndex(max(idx, 0))
            self.secondary.set_values(c.get("secondary", []))
            self.blitz.setChecked(bool(c.get("blitz")))
            self.threat.setValue(int(c.get("threat", 0)))
            self.threat.setEnabled(bool(c.get("blitz")))
        finally:
            self._filling = False
        self.check()

    def _card_edited(self, *_args: Any) -> None:
        row = self.card_list.currentRow()
        if self._filling or not 0 <= row < len(self.cards):
            return
        name = self.card_name.text().strip()
        before = str(self.cards[row].get("name", ""))
        if name == content_name(before).strip():
            name = before  # the name as shown, untouched: the deck keeps what it had
        c: dict[str, Any] = {
            "id": self.card_id.text().strip(),
            "name": name,
            "actions": [b.currentData() for b in self.action_boxes if b.currentData() is not None],
        }
        sec = self.secondary.values()  # a colour that is not one is kept, and named below
        if sec:
            c["secondary"] = sec
        if self.blitz.isChecked():
            c["blitz"] = True
            c["threat"] = self.threat.value()
        self.threat.setEnabled(self.blitz.isChecked())
        self.cards[row] = c
        self.card_list.item(row).setText(self._label(c))
        self.check()

    def _card_field_edited(self, text: str, key: str) -> None:
        """A field of the AE card shown was edited: the card, then one undo step (typing in
        one field of one card is one step)."""
        if self._filling:
            return  # a card shown, not edited
        self._card_edited()
        row = self.card_list.currentRow()
        self._record(translate("card_editor", text), f"{key}:{row}" if key else "")

    def add_card(self) -> None:
        shown_before = self.card_list.currentRow()
        n = len(self.cards) + 1
        ids = {str(c.get("id")) for c in self.cards}
        while f"card-{n}" in ids:
            n += 1
        self.cards.append(
            {
                "id": f"card-{n}",
                "name": translate("card_editor", "New card {n}").format(n=n),
                "actions": ["engage", "attack"],
            }
        )
        self._fill_list()
        self.card_list.setCurrentRow(len(self.cards) - 1)
        self._record(
            translate("card_editor", "Add card {name}").format(name=self.cards[-1]["name"]),
            row=shown_before,
        )

    def remove_card(self) -> None:
        row = self.card_list.currentRow()
        if 0 <= row < len(self.cards):
            name = content_name(str(self.cards[row].get("name") or self.cards[row].get("id")))
            del self.cards[row]
            self._fill_list()
            self._show_card(self.card_list.currentRow())
            self._record(translate("card_editor", "Remove card {name}").format(name=name))
            self.check()

    # -- the deck --------------------------------------------------------------------------
    def deck_json(self) -> tuple[dict[str, Any], list[str]]:
        """The deck as edited, and the JSON syntax problems of the text sections."""
        doc: dict[str, Any] = {
            "format": DECK_FORMAT,
            "version": DECK_VERSION,
            "name": self.deck.get("name", ""),
        }
        strip = [{k: v for k, v in c.items() if k != "blitz"} for c in self.cards]
        doc["ae_cards"] = {
            "cards": [s for s, c in zip(strip, self.cards, strict=True) if not c.get("blitz")],
            "blitz": [s for s, c in zip(strip, self.cards, strict=True) if c.get("blitz")],
        }
        bad = []
        for key, title in JSON_SECTIONS:
            text = self.section_edits[key].toPlainText()
            try:  # the guarded reader: no NaN/Infinity, bounded depth and digits
                doc[key] = parse_json(text, title.replace("&&", "&"))
            except BoardError as exc:
                bad.append(exc.first_line())
                continue
            if key == "deployments" and isinstance(doc[key], list):
                doc[key] = [
                    {**d, "ic_lists": self.dep_lists[str(d.get("id"))]}
                    if isinstance(d, dict) and self.dep_lists.get(str(d.get("id")))
                    else d
                    for d in doc[key]
                ]
        return doc, bad

    def check(self, *_args: Any) -> bool:
        """Check the deck as typed; list the problems (with their place) and update the
        preview. True when the deck is valid."""
        doc, bad = self.deck_json()
        problems = list(bad)
        data: ImperialData | None = None
        if not bad:
            try:
                data, self.result_sections = deck_from_json(doc, "deck")
            except BoardError as exc:
                problems += [p.format() for p in exc.problems]
        # a card without an id or an action, and an id used twice, are the deck reader's
        # problems above (with their place); an empty deck is read, but plays no card
        if not self.cards:
            problems.append(translate("card_editor", "the AE deck has no card"))
        ok = not problems and data is not None
        self.problems.setText(
            translate("card_editor", "✓ the deck is valid")
            if ok
            else "<span style='color:#b00'>" + "<br>".join(problems[:8]) + "</span>"
        )
        self.save_btn.setEnabled(ok)
        self.use_btn.setEnabled(ok)
        self.result_data = data if ok else None
        self.preview.setPlainText(
            self.preview_text(data)
            if data is not None
            else translate("card_editor", "(no preview while the deck has problems)")
        )
        return ok

    def preview_text(self, data: ImperialData) -> str:
        """How the selected AE card (AE tab) or the group's IC lists (other tabs) plan for the
        chosen group on a copy of the board."""
        from tabletop_ai import plan_group
        from tabletop_ai.imperial.game import card_instruction
        from tabletop_ai.imperial.ic import group_lists

        gid = self.preview_group.currentData()
        if gid is None:
            return translate("card_editor", "(no AI group on this board to preview with)")
        b = self.board.copy()
        lines: list[str] = []
        if self.tabs.currentIndex() == 0:
            row = self.card_list.currentRow()
            if not 0 <= row < len(self.cards):
                return translate("card_editor", "(choose a card)")
            cid = str(self.cards[row].get("id"))
            card = data.ae_cards.get(cid)
            if card is None:
                return translate("card_editor", "(choose a card)")
            b.rules = dataclasses.replace(b.rules, preset="automated-emperor")
            b.put_group(dataclasses.replace(b.group(gid), instructions=[card_instruction(card)]))
            lines.append(
                translate("card_editor", "{card} for {group}:").format(
                    card=content_name(card.name), group=group_name(self.board, gid)
                )
            )
            lines += [shown(x) for x in plan_group(b, gid).describe()]
            return "\n".join(lines)
        group = IC_LISTS.put(b.group(gid), None)
        lists = group_lists(group, data)
        rules = rules_of(b)
        names = {f.id: content_name(f.label) for f in b.figures}
        for i, lst in enumerate(lists, start=1):
            b.put_group(dataclasses.replace(group, instructions=list(lst)))
            lines.append(
                translate("card_editor", "IC list {i} of {n} for {group}:").format(
                    i=i, n=len(lists), group=group_name(self.board, gid)
                )
            )
            lines += [
                "  · " + describe_instruction(ins, names, rules, grid_words(b)) for ins in lst
            ]
            lines.append(translate("card_editor", "  planned:"))
            lines += ["    " + shown(x) for x in plan_group(b, gid).describe()]
        return "\n".join(lines) or translate("card_editor", "(the group has no IC lists)")

    def save_deck(self, path: str | Path | None = None) -> bool:
        """Write the deck file (atomically)."""
        if not self.check():
            return False
        if path is None:
            chosen, _f = QFileDialog.getSaveFileName(
                self,
                translate("card_editor", "Save deck"),
                deck_file_name(str(self.deck.get("name") or "")),
                translate("card_editor", "Deck (*.deck.json *.json)"),
            )
            if not chosen:
                return False
            path = chosen
        doc, _bad = self.deck_json()
        atomic_write_text(path, compact_dumps(doc) + "\n")
        return True


__all__ = ["CardEditor"]
