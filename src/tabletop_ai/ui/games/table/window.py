"""Table mode: the window of a Star Wars Destiny "Operations" game (``.table.json``), a card
game with no map (``reference/destiny-operations.md``, README "Star Wars Destiny").

A window of its own rather than a swap of the board window's central widget: table mode has
no board, figures, groups, plan or map tools, and its document (a :class:`Table`, its file
and undo stack) is a different kind of thing. Every board dock would otherwise need a "no
board" state, and opening a table from the board window would close the board. Here the board
window stays as it was and the table opens beside it.

The window draws :func:`tabletop_ai.table.view.overview` and decides nothing: **AI turn**,
**Upkeep**, **Setup** and **Indirect N** call :mod:`tabletop_ai.table.turn` /
:mod:`tabletop_ai.table.chains` (which return the table after the step and never change the
caller's) and push the result as one undo step; the log lists each step with its reason.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.engine.ops import Op, OpResult, replace_op
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.i18n.content import content_name
from tabletop_ai.table import edits
from tabletop_ai.table.chains import RankedList, rank_chain
from tabletop_ai.table.io import TableError
from tabletop_ai.table.model import Table
from tabletop_ai.table.ops import TableOpResult, indirect_op, setup_op, turn_op, upkeep_op
from tabletop_ai.table.turn import Step
from tabletop_ai.table.view import TableView, overview
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.games.table.autosave import TableAutosaver, when
from tabletop_ai.ui.games.table.chain_table import ChainTable
from tabletop_ai.ui.games.table.document import TableDocument
from tabletop_ai.ui.games.table.mirror import TableMirror, area_name
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.document_window import DocumentWindow
from tabletop_ai.ui.shell.file_open import is_table_file as is_table_file
from tabletop_ai.ui.shell.undo_words import name_undo_actions
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, translate

TABLE_FILTER = TableDocument.file_filter
CHARACTER_COLUMNS = [
    QT_TRANSLATE_NOOP("table_window", "Character"),
    QT_TRANSLATE_NOOP("table_window", "Side"),
    QT_TRANSLATE_NOOP("table_window", "Health"),
    QT_TRANSLATE_NOOP("table_window", "Max"),
    QT_TRANSLATE_NOOP("table_window", "Shields"),
    QT_TRANSLATE_NOOP("table_window", "Dice\n(in pool)"),
    QT_TRANSLATE_NOOP("table_window", "Showing"),
    QT_TRANSLATE_NOOP("table_window", "Damage sides\n(base)"),
    QT_TRANSLATE_NOOP("table_window", "Upgrades"),
    QT_TRANSLATE_NOOP("table_window", "Unique"),
    QT_TRANSLATE_NOOP("table_window", "Cost"),
    QT_TRANSLATE_NOOP("table_window", "Set"),
    QT_TRANSLATE_NOOP("table_window", "Ready"),
]
#: the columns the players edit to mirror the table (double-click; Ready is a check box)
HEALTH_COL, SHIELDS_COL, READY_COL = 2, 4, 12
#: every open table window (a top-level window must be kept alive by someone)
OPEN_WINDOWS: list[TableWindow] = []


#: the priority chains' tab names (the chain ids of data/destiny/chains.json)
# the card symbols (table.model.SYMBOLS) as the AI hand shows them
SYMBOL_WORDS = {
    "resource": QT_TRANSLATE_NOOP("table_window", "resource"),
    "damage": QT_TRANSLATE_NOOP("table_window", "damage"),
    "indirect": QT_TRANSLATE_NOOP("table_window", "indirect"),
    "discard": QT_TRANSLATE_NOOP("table_window", "discard"),
    "disrupt": QT_TRANSLATE_NOOP("table_window", "disrupt"),
    "shield": QT_TRANSLATE_NOOP("table_window", "shield"),
    "focus": QT_TRANSLATE_NOOP("table_window", "focus"),
    "special": QT_TRANSLATE_NOOP("table_window", "special"),
    "heal": QT_TRANSLATE_NOOP("table_window", "heal"),
}

CHAIN_TABS = {
    "target": QT_TRANSLATE_NOOP("table_window", "target"),
    "shields": QT_TRANSLATE_NOOP("table_window", "shields"),
    "focus": QT_TRANSLATE_NOOP("table_window", "focus"),
    "special": QT_TRANSLATE_NOOP("table_window", "special"),
    "activation": QT_TRANSLATE_NOOP("table_window", "activation"),
    "upgrade": QT_TRANSLATE_NOOP("table_window", "upgrade"),
    "indirect": QT_TRANSLATE_NOOP("table_window", "indirect"),
}


def chain_tab_name(chain: str) -> str:
    """A chain's tab name in the installed language (a chain of the player's own file by
    its id)."""
    return translate("table_window", CHAIN_TABS[chain]) if chain in CHAIN_TABS else chain


def _ranked_lines(ranked: RankedList) -> list[str]:
    out = []
    for p in ranked.places:
        mark = "=" if p.tied_with else "."
        out.append(f"{p.place}{mark} {in_language(p.name)} — {in_language(p.reason)}")
    return out or [translate("table_window", "no candidate")]


def log_html(log: list[tuple[str, list[Step]]]) -> str:
    """Each operation, its steps with their reasons, and under a step the ranked lists
    that decided it (small, grey)."""
    parts = []
    for i, (text, steps) in enumerate(log, start=1):
        parts.append(
            f"<p style='margin:6px 0 2px 0'><b>{i}. {escape(text)}</b></p><ul style='margin-top:0'>"
        )
        for s in steps:
            where = "" if s.area == "main" else f"[{escape(s.area)}] "
            parts.append(f"<li>{where}{escape(in_language(s.text))}")
            for ranked in s.ranked:
                lines = "<br>".join(escape(x) for x in _ranked_lines(ranked))
                parts.append(
                    f"<div style='color:#6c757d;font-size:small'>"
                    f"{escape(in_language(ranked.title))}:<br>{lines}</div>"
                )
            parts.append("</li>")
        parts.append("</ul>")
    return "".join(parts) or translate("table_window", "<i>Nothing played yet.</i>")


#: room left on the screen for the window's title bar and frame (the window manager's)
FRAME_ROOM = 40


def fitted_size(w: QWidget, width: int, height: int) -> QSize:
    """``width`` x ``height``, made smaller to fit the screen ``w`` opens on (its space
    left by panels and docks, less the title bar): a 1280x800 screen shows it whole."""
    screen = w.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(width, height)
    room = screen.availableGeometry()
    return QSize(min(width, room.width()), min(height, room.height() - FRAME_ROOM))


class TableWindow(DocumentWindow, QMainWindow):
    """One open table file. ``interactive=False`` (tests, screenshots) never shows a
    dialog. Save, save as, autosave, prompts and title: :class:`DocumentWindow`."""

    doc: TableDocument
    autosaver: TableAutosaver | None
    app_title = "Tabletop AI table"

    def __init__(self, doc: TableDocument, interactive: bool = True, remember: bool = True) -> None:
        super().__init__()
        self.doc = doc
        doc.setParent(self)
        self.interactive = interactive
        self.remember = remember
        self.autosaver = None
        self.autosave_timer = QTimer(self)  # started by an unsaved change (arm_autosave)
        self.autosave_timer.setSingleShot(True)
        self.autosave_timer.timeout.connect(self.autosave)
        self._start_autosave()
        self.view: TableView | None = None
        self.game_actions: dict[str, QAction] = {}
        self._build()
        self._menus()
        # the status bar from the start: laid out with the window, its messages fit it
        self.make_status_bar()
        doc.changed.connect(lambda _changes: self.refresh())
        self.watch_document(doc)
        doc.undo_stack.indexChanged.connect(self._refresh_log)
        self.resize(fitted_size(self, 1280, 820))
        self.refresh()
        self._update_title()

    # -- building ------------------------------------------------------------------------------
    def _build(self) -> None:
        central = QWidget()
        lay = QVBoxLayout(central)
        bar = QHBoxLayout()
        self.turn_btn = QPushButton(translate("table_window", "AI turn"))
        self.turn_btn.setToolTip(
            translate(
                "table_window",
                "Draw the top card of each AI deck (or the card chosen) and resolve it",
            )
        )
        self.card_pick = QComboBox()
        self.card_pick.setToolTip(
            translate("table_window", "The card the players drew from a physical AI deck")
        )
        self.upkeep_btn = QPushButton(translate("table_window", "Upkeep"))
        self.upkeep_btn.setToolTip(
            translate("table_window", "Stage advance check, then the AI's upkeep")
        )
        self.setup_btn = QPushButton(translate("table_window", "Setup"))
        self.setup_btn.setToolTip(
            translate("table_window", "The first stage's characters and AI deck")
        )
        self.indirect_n = QSpinBox()
        self.indirect_n.setRange(1, 30)
        self.indirect_n.setValue(1)
        self.indirect_btn = QPushButton(translate("table_window", "Indirect damage"))
        self.indirect_btn.setToolTip(
            translate("table_window", "Place N indirect damage on the AI's characters")
        )
        self.area_pick = QComboBox()
        self.area_pick.setToolTip(
            translate("table_window", "The AI play area for indirect damage and the chains shown")
        )
        self.first_pick = QComboBox()
        self.first_pick.setToolTip(
            translate(
                "table_window",
                "The first player: harmful symbols resolve against each player from this one",
            )
        )
        for w in (
            self.turn_btn,
            QLabel(translate("table_window", "drawn:")),
            self.card_pick,
            self.upkeep_btn,
            self.setup_btn,
            QLabel(translate("table_window", "  Indirect")),
            self.indirect_n,
            self.indirect_btn,
            QLabel(translate("table_window", "  Area:")),
            self.area_pick,
            QLabel(translate("table_window", "  First player:")),
            self.first_pick,
        ):
            bar.addWidget(w)
        bar.addStretch(1)
        lay.addLayout(bar)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.status)

        # the characters across the whole width (thirteen columns: in Ukrainian they need
        # most of a 1280-pixel screen), then the play areas and log beside the mirror and
        # the priority chains
        body = QSplitter(Qt.Orientation.Vertical)
        body.setChildrenCollapsible(False)
        top = QWidget()
        tl = QVBoxLayout(top)
        tl.setContentsMargins(0, 0, 0, 0)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        self.characters = QTableWidget()
        self.characters.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.characters.itemChanged.connect(self._character_edited)
        self.characters.verticalHeader().setVisible(False)
        self.characters.setColumnCount(len(CHARACTER_COLUMNS))
        self.characters.setHorizontalHeaderLabels(
            [translate("table_window", c) for c in CHARACTER_COLUMNS]
        )
        self.characters.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        chars_title = QLabel(
            translate(
                "table_window",
                "<b>Characters</b> (players' from the first player, then the "
                "AI's) — double-click Health or Shields, tick Ready, to mirror "
                "the table",
            )
        )
        chars_title.setWordWrap(True)
        tl.addWidget(chars_title)
        tl.addWidget(self.characters, 1)
        self.areas_box = QGroupBox(translate("table_window", "AI play areas"))
        self.areas_lay = QVBoxLayout(self.areas_box)
        self.areas_label = QLabel()
        self.areas_label.setWordWrap(True)
        self.areas_label.setTextFormat(Qt.TextFormat.RichText)
        self.areas_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.areas_lay.addWidget(self.areas_label)
        ll.addWidget(self.areas_box, 0)
        split.addWidget(left)

        log_title = QLabel(
            translate("table_window", "<b>Log</b> — each step and why (undo takes it out)")
        )
        ll.addWidget(log_title)
        self.log = QTextBrowser()
        self.log.setObjectName("table-log")
        ll.addWidget(self.log, 1)
        self.chains = QTabWidget()
        self.chains.setObjectName("table-chains")
        self.mirror = TableMirror(self.doc, self.show_error, self.show_message)
        self.mirror.setObjectName("table-mirror")
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.mirror, 0)
        rl.addWidget(self.chains, 1)
        split.addWidget(right)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        body.addWidget(top)
        body.addWidget(split)
        body.setStretchFactor(0, 0)
        body.setStretchFactor(1, 1)
        lay.addWidget(body, 1)
        self.setCentralWidget(central)

        self.turn_btn.clicked.connect(lambda: self.ai_turn())
        self.upkeep_btn.clicked.connect(lambda: self.upkeep())
        self.setup_btn.clicked.connect(lambda: self.setup())
        self.indirect_btn.clicked.connect(lambda: self.indirect(self.indirect_n.value()))
        self.area_pick.currentIndexChanged.connect(lambda _i: self._refresh_chains())
        self.first_pick.activated.connect(
            lambda _i: self.set_first_player(str(self.first_pick.currentData()))
        )

    def _menus(self) -> None:
        mb = self.menuBar()
        file = mb.addMenu(translate("table_window", "&File"))
        self.open_action = QAction(translate("table_window", "&Open…"), self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_dialog)
        self.save_action = QAction(translate("table_window", "&Save"), self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(lambda: self.save())
        self.save_as_action = QAction(translate("table_window", "Save &As…"), self)
        self.save_as_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_as_action.triggered.connect(lambda: self.save_as())
        close = QAction(translate("table_window", "&Close"), self)
        close.setShortcut(QKeySequence.StandardKey.Close)
        close.triggered.connect(self.close)
        for a in (self.open_action, self.save_action, self.save_as_action, close):
            file.addAction(a)
        edit = mb.addMenu(translate("table_window", "&Edit"))
        # named as the board window names them (the step in each language's sentence)
        stack = self.doc.undo_stack
        undo = QAction(self)
        undo.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
        undo.triggered.connect(stack.undo)
        redo = QAction(self)
        redo.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Redo))
        redo.triggered.connect(stack.redo)
        edit.addAction(undo)
        edit.addAction(redo)
        self.undo_action, self.redo_action = undo, redo
        stack.indexChanged.connect(self._name_undo)
        stack.cleanChanged.connect(self._name_undo)
        self._name_undo()
        game = mb.addMenu(translate("table_window", "&Game"))
        for text, keys, slot in (
            (QT_TRANSLATE_NOOP("table_window", "&AI turn"), "Ctrl+Return", lambda: self.ai_turn()),
            (QT_TRANSLATE_NOOP("table_window", "&Upkeep"), "Ctrl+U", lambda: self.upkeep()),
            (
                QT_TRANSLATE_NOOP("table_window", "&Indirect damage"),
                "Ctrl+I",
                lambda: self.indirect(self.indirect_n.value()),
            ),
            (QT_TRANSLATE_NOOP("table_window", "&Setup"), "", lambda: self.setup()),
        ):
            act = QAction(translate("table_window", text), self)
            if keys:
                act.setShortcut(QKeySequence(keys))
            act.triggered.connect(slot)
            game.addAction(act)
            self.game_actions[text.replace("&", "")] = act

    def _name_undo(self, *_args: object) -> None:
        """Edit → Undo and Redo name the step they would undo or redo."""
        name_undo_actions(self.undo_action, self.redo_action, self.doc.undo_stack)

    # -- operations: each one undo step --------------------------------------------------------
    def _run(self, text: str, op: Op[Table]) -> OpResult[Table] | None:
        """Run one game operation (:mod:`tabletop_ai.table.ops`) as one undo step."""
        try:
            return run_op(self.doc, op, text, self.show_message)
        except ValueError as exc:
            self.show_error(
                translate("table_window", "Cannot play: {text}").format(text=text), str(exc)
            )
            return None

    def ai_turn(self, card: str | None = None) -> OpResult[Table] | None:
        """The AI's turn in every play area; ``card``: the card the players drew (default:
        the one chosen in the window, else the top of each deck)."""
        card = card if card is not None else self.card_pick.currentData()
        return self._run(
            translate("table_window", "AI turn")
            + (translate("table_window", " ({card})").format(card=card) if card else ""),
            turn_op(card),
        )

    def upkeep(self) -> OpResult[Table] | None:
        return self._run(translate("table_window", "Upkeep"), upkeep_op())

    def setup(self) -> OpResult[Table] | None:
        return self._run(translate("table_window", "Setup"), setup_op())

    def indirect(self, amount: int, area: str | None = None) -> list[Step]:
        """Place ``amount`` indirect damage on the AI (the area chosen, else all)."""
        area = area if area is not None else self.area_pick.currentData()
        res = self._run(
            translate("table_window", "Indirect damage {amount}").format(amount=amount),
            indirect_op(amount, area),
        )
        return list(res.steps) if isinstance(res, TableOpResult) else []

    def edit_character(
        self,
        cid: str,
        health: int | None = None,
        shields: int | None = None,
        ready: bool | None = None,
    ) -> bool:
        """Mirror the table: set a character's health, shields or ready state (what the
        players' own turn did) as one undo step. False (and nothing changed) for a value out
        of range — the same limits as the file (:func:`tabletop_ai.table.edits.
        set_character`: health 0 to max, 0 to 3 shields)."""
        return self.mirror.run(
            edits.set_character(cid, health, shields, ready),
            translate("table_window", "Edit character"),
        )

    def set_first_player(self, pid: str) -> bool:
        """The first player changed (one undo step): harmful symbols resolve from them."""
        who = self.doc.table.player(pid)
        if pid == self.doc.table.first_player or who is None:
            return False
        return self.mirror.run(
            edits.set_first_player(pid),
            translate("table_window", "First player: {name}").format(name=who.label),
        )

    def _character_edited(self, item: QTableWidgetItem) -> None:
        cid = item.data(Qt.ItemDataRole.UserRole)
        col = item.column()
        if not isinstance(cid, str):
            return
        ok = False
        if col == READY_COL:
            ok = self.edit_character(cid, ready=item.checkState() == Qt.CheckState.Checked)
        elif col in (HEALTH_COL, SHIELDS_COL):
            try:
                value = int(item.text().strip())
            except ValueError:
                self.show_error(
                    translate("table_window", "Not a number"),
                    translate("table_window", "{value!r} is not a whole number").format(
                        value=item.text()
                    ),
                )
            else:
                ok = (
                    self.edit_character(cid, health=value)
                    if col == HEALTH_COL
                    else self.edit_character(cid, shields=value)
                )
        if not ok:  # put the shown value back
            QTimer.singleShot(0, self.refresh)

    # -- files ---------------------------------------------------------------------------------
    def saved(self) -> None:
        if self.autosaver is not None and self.autosaver.path != self.doc.path:
            self.autosaver.close()  # saved under another name: autosave under that one
            self._start_autosave()
        else:
            super().saved()
        if self.autosaver is None:
            self._start_autosave()  # a table saved for the first time autosaves from now

    # -- autosave and recovery -----------------------------------------------------------------
    def _start_autosave(self) -> None:
        if not self.remember or self.doc.path is None:
            self.autosaver = None
            return
        try:
            self.autosaver = TableAutosaver(self.doc.path)
        except OSError:
            self.autosaver = None
            return
        self.autosave_timer.setInterval(prefs.autosave_seconds() * 1000)
        self.arm_autosave()  # unsaved changes before the first save

    def offer_recovery(self, answer: bool | None = None) -> bool:
        """A window that did not close cleanly left an autosave of this file: offer it
        (``answer`` given: that answer; otherwise asked, or kept for later when nobody can be
        asked). Recovering is one undo step on top of the file as saved. True when
        recovered."""
        left = self.autosaver.left_behind() if self.autosaver is not None else None
        if left is None or self.autosaver is None:
            return False
        table, saved_at = left
        if answer is None:
            answer = self.ask_recover(
                f"the unsaved changes to {self.doc.title} (autosaved {when(saved_at)})"
            )
        if answer is None:
            return False  # nobody to ask: keep it for an interactive start
        if not answer:
            self.autosaver.clear()
            return False
        text = f"recovered the unsaved changes autosaved {when(saved_at)}"
        run_op(self.doc, replace_op(table, text), translate("table_window", "Recover autosave"))
        return True

    def open_dialog(self) -> None:
        start = str(self.doc.path.parent) if self.doc.path else ""
        path, _ = QFileDialog.getOpenFileName(
            self, translate("table_window", "Open table"), start, translate("filters", TABLE_FILTER)
        )
        if path:
            open_table(path, interactive=self.interactive, parent_for_errors=self)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        if self in OPEN_WINDOWS:
            OPEN_WINDOWS.remove(self)
        self.autosave_timer.stop()
        self.close_autosave()
        self.doc.undo_stack.blockSignals(True)
        event.accept()

    # -- view ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        v = overview(self.doc.table)
        self.view = v
        stage = (
            content_name(v.stage[1])
            if v.stage is not None
            else translate("table_window", "no stage (press Setup)")
        )
        won = translate("table_window", " — <b>the players won</b>") if v.won else ""
        first = translate("table_window", " (first)")
        out = translate("table_window", " (eliminated)")
        players = " → ".join(
            f"{p.name}{first if p.first else ''}{out if p.eliminated else ''}" for p in v.players
        )
        self.status.setText(
            translate(
                "table_window",
                "<b>{value}</b> · {stage}{won}<br>Players from the first player: "
                "{players} · seed {seed}, step {rng_step}",
            ).format(
                value=content_name(v.name) or self.doc.title,
                stage=stage,
                won=won,
                players=players,
                seed=v.seed,
                rng_step=v.rng_step,
            )
        )
        over = v.won  # the players won: only Setup (a new game) is left
        for btn in (self.turn_btn, self.upkeep_btn, self.indirect_btn):
            btn.setEnabled(not over)
        for name in ("AI turn", "Upkeep", "Indirect damage"):
            if name in self.game_actions:
                self.game_actions[name].setEnabled(not over)
        self._refresh_characters(v)
        self._refresh_areas(v)
        self._refresh_pickers(v)
        self._refresh_chains()
        self._refresh_log()
        if hasattr(self, "mirror"):
            self.mirror.refresh()

    def _refresh_characters(self, v: TableView) -> None:
        order = {p.id: i for i, p in enumerate(v.players)}
        chars = sorted(
            v.characters, key=lambda c: (c.side == "ai", order.get(c.owner or "", 99), c.area)
        )
        names = {p.id: p.name for p in v.players}
        t = self.characters
        t.blockSignals(True)
        t.setRowCount(len(chars))
        for r, c in enumerate(chars):
            side = (
                names.get(c.owner or "", str(c.owner))
                if c.side == "player"
                else (
                    translate("table_window", "AI")
                    if c.area == "main"
                    else translate("table_window", "AI ({area})").format(area=area_name(c.area))
                )
            )
            showing = ", ".join(str(s) for s in c.showing.values()) or "—"
            cells = [
                content_name(c.name),
                side,
                str(c.health),
                str(c.max_health),
                str(c.shields),
                f"{c.dice} ({c.dice_in_pool})",
                showing,
                f"{c.damage_sides} ({c.base_damage_sides})",
                ", ".join(map(content_name, c.upgrades)) or "—",
                translate("table_window", "yes") if c.unique else translate("table_window", "no"),
                str(c.cost),
                str(c.set_number),
                translate("table_window", "ready")
                if c.ready
                else translate("table_window", "exhausted"),
            ]
            if not c.in_play:
                cells[0] += " (not in play)"
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                if col in (HEALTH_COL, SHIELDS_COL):
                    flags |= Qt.ItemFlag.ItemIsEditable
                    item.setToolTip(
                        translate("table_window", "Double-click to change it (one undo step)")
                    )
                if col == READY_COL:
                    flags |= Qt.ItemFlag.ItemIsUserCheckable
                    item.setCheckState(
                        Qt.CheckState.Checked if c.ready else Qt.CheckState.Unchecked
                    )
                item.setFlags(flags)
                item.setData(Qt.ItemDataRole.UserRole, c.id)
                if c.health <= 0 or not c.in_play:
                    item.setForeground(Qt.GlobalColor.gray)
                t.setItem(r, col, item)
        t.blockSignals(False)
        t.resizeRowsToContents()
        rows = sum(t.rowHeight(r) for r in range(t.rowCount()))
        height = (
            rows
            + t.horizontalHeader().sizeHint().height()
            + t.horizontalScrollBar().sizeHint().height()
            + 2 * t.frameWidth()
            + 4
        )
        t.setMaximumHeight(height)
        t.setMinimumHeight(min(height, 260))  # the log gives way first

    def _refresh_areas(self, v: TableView) -> None:
        parts = []
        for a in v.areas:
            empty = translate("table_window", "empty")
            hand = (
                ", ".join(
                    (
                        translate("table_window", "{card} ({symbol} {value} per player)")
                        if h.per_player
                        else translate("table_window", "{card} ({symbol} {value})")
                    ).format(
                        card=content_name(h.name),
                        value=h.value,
                        symbol=translate("table_window", SYMBOL_WORDS[h.symbol])
                        if h.symbol in SYMBOL_WORDS
                        else h.symbol,
                    )
                    for h in a.hand
                )
                or empty
            )
            names = self._card_names()
            discard = ", ".join(names.get(c, c) for c in a.discard) or empty
            in_play = ", ".join(names.get(c, c) for c in a.in_play) or translate(
                "table_window", "none"
            )
            # (lupdate reads a plural's count only from a plain name, not an attribute)
            n_resources, n_cards = a.resources, a.deck
            resources = translate("table_window", "%n resource(s)", "", n_resources)
            deck = translate("table_window", "%n card(s)", "", n_cards)
            parts.append(
                translate(
                    "table_window",
                    "<b>{area}</b>: {resources} · {count} per-player count · deck {deck}"
                    "<br>Hand (top 5 of the deck): {hand}<br>Discard: {discard}<br>Cards in "
                    "play: {in_play}",
                ).format(
                    area=escape(area_name(a.id)),
                    resources=resources,
                    count=a.per_player,
                    deck=deck,
                    hand=hand,
                    discard=discard,
                    in_play=in_play,
                )
            )
        self.areas_label.setText(
            "<br><br>".join(parts) or translate("table_window", "No AI play area.")
        )

    def _card_names(self) -> dict[str, str]:
        return {
            c.id: content_name(c.label) for cards in self.doc.table.sets.values() for c in cards
        }

    def _refresh_pickers(self, v: TableView) -> None:
        current_area = self.area_pick.currentData()
        self.area_pick.blockSignals(True)
        self.area_pick.clear()
        for a in v.areas:
            self.area_pick.addItem(area_name(a.id), a.id)
        idx = self.area_pick.findData(current_area)
        self.area_pick.setCurrentIndex(max(idx, 0))
        self.area_pick.blockSignals(False)
        self.first_pick.clear()
        for p in self.doc.table.players:
            self.first_pick.addItem(p.label, p.id)
        self.first_pick.setCurrentIndex(
            max(self.first_pick.findData(self.doc.table.first_player), 0)
        )
        current = self.card_pick.currentData()
        self.card_pick.clear()
        self.card_pick.addItem(translate("table_window", "top of the deck"), None)
        names = self._card_names()
        for area in self.doc.table.areas:
            for cid in area.deck:
                if self.card_pick.findData(cid) < 0:
                    self.card_pick.addItem(f"{names.get(cid, cid)} [{area_name(area.id)}]", cid)
        self.card_pick.setCurrentIndex(max(self.card_pick.findData(current), 0))

    def _refresh_chains(self) -> None:
        keep = self.chains.currentIndex()
        self.chains.clear()
        if self.view is None:
            return
        areas = self.view.areas
        area = next(
            (a for a in areas if a.id == self.area_pick.currentData()), areas[0] if areas else None
        )
        if area is None:
            return
        names = {p.id: p.name for p in self.view.players}
        tabs: list[tuple[str, RankedList, str]] = []
        for cid, ranked in area.chains.items():
            tabs.append((chain_tab_name(cid), ranked, in_language(ranked.title) or cid))
        for pid, ranked in area.targets_by_player.items():
            who = names.get(pid, pid)
            tabs.append(
                (
                    translate("table_window", "target: {player}").format(player=who),
                    ranked,
                    translate("table_window", "AI target priority against {player}").format(
                        player=who
                    ),
                )
            )
        # the indirect chain re-ranks after every point: show where the next point goes
        indirect = rank_chain(self.doc.table, "indirect", area.id)
        tabs.append(
            (
                chain_tab_name("indirect"),
                indirect,
                translate(
                    "table_window",
                    "{title} — where the next point of indirect damage goes (each point re-ranks)",
                ).format(title=in_language(indirect.title) or "indirect"),
            )
        )
        for label, ranked, heading in tabs:
            w = ChainTable()
            w.set_ranked(ranked, heading)
            self.chains.addTab(w, label)
        if 0 <= keep < self.chains.count():
            self.chains.setCurrentIndex(keep)

    def chain_tab(self, label: str) -> ChainTable | None:
        for i in range(self.chains.count()):
            if self.chains.tabText(i) == label:
                w = self.chains.widget(i)
                return w if isinstance(w, ChainTable) else None
        return None

    def _refresh_log(self, *_args: Any) -> None:
        self.log.setHtml(log_html(self.doc.log()))
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())


def open_table(
    path: str | Path,
    interactive: bool = True,
    parent_for_errors: QWidget | None = None,
    remember: bool = True,
) -> TableWindow | None:
    """Open ``path`` in a new table window and show it; a bad file is reported with its name
    and every problem's place (nothing is opened) and None returned. An autosave of the file
    left by a crash is offered (``remember=False``: no autosave at all)."""
    try:
        doc = TableDocument.open(path)
    except TableError as exc:
        lines = [p.format() for p in exc.problems[:12]]
        _report(
            parent_for_errors,
            interactive,
            translate("table_window", "Cannot open {name}").format(name=Path(path).name),
            f"{exc.source}:\n" + "\n".join(lines),
        )
        return None
    except OSError as exc:
        _report(
            parent_for_errors,
            interactive,
            translate("table_window", "Cannot open {name}").format(name=Path(path).name),
            f"{path}: {exc.strerror or exc}",
        )
        return None
    window = TableWindow(doc, interactive=interactive, remember=remember)
    OPEN_WINDOWS.append(window)
    window.show()
    window.offer_recovery()
    return window


def _report(parent: QWidget | None, interactive: bool, title: str, text: str) -> None:
    if parent is not None and hasattr(parent, "show_error"):
        parent.show_error(title, text)
        return
    if interactive:
        QMessageBox.warning(parent, title, text)
    else:
        import sys

        print(f"tabletop-ai: {text.splitlines()[0]}", file=sys.stderr)
