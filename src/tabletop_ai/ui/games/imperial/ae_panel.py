"""The Automated Emperor panel: set up a game, draw a card for the next group, draw a target,
run the status phase and the upgrade stage, see threat, deck, hand and every decision.

The panel decides nothing: it runs the pure operations of :mod:`tabletop_ai.imperial.ops`
through ``run_op`` (one undoable step each, so every draw can be undone), then asks the window
to show the plan of the group that was activated. Bought cards are played from the "Play"
button at the moment chosen; "Next mission…" carries the game into its campaign file and opens
the next mission's board set up from it.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import Board, BoardError, load_board, save_board
from tabletop_ai.board.io import atomic_write_text, compact_dumps
from tabletop_ai.engine.ops import Op
from tabletop_ai.i18n import colour_word, msg
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.i18n.content import content_name
from tabletop_ai.imperial import game
from tabletop_ai.imperial import ops as ae_ops
from tabletop_ai.imperial.automated_emperor import AutomatedEmperor
from tabletop_ai.imperial.campaign import (
    CAMPAIGN_SUFFIX,
    campaign_path_of,
    campaign_ref,
    carry_of,
    load_campaign,
    new_campaign,
    save_campaign,
)
from tabletop_ai.imperial.data import (
    ImperialData,
    deck_to_json,
    load_deck,
    load_imperial_data,
    moment_name,
    with_deck,
)
from tabletop_ai.imperial.fields import OPEN_GROUPS
from tabletop_ai.imperial.game import SetupChoices
from tabletop_ai.imperial.ic import ICActivation, ICListResult, group_lists
from tabletop_ai.imperial.state import AEState, get_state, log_kind, put_state
from tabletop_ai.resources import is_bundled
from tabletop_ai.ui.editor.context import BoardContext
from tabletop_ai.ui.editor.document import Document, follow
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.games.imperial.card_editor import CardEditor
from tabletop_ai.ui.games.imperial.file_names import deck_file_name, file_stem
from tabletop_ai.ui.games.imperial.ic_lists_editor import ICListsWindow
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, group_name, translate

COLOUR_HEX = {"blue": "#2f6fdb", "yellow": "#e0b400", "green": "#2e9d48", "red": "#d23c3c"}

#: the sections of a deck file (imperial.data.DECK_SECTIONS) as a player reads them
SECTION_WORDS = {
    "ae_cards": QT_TRANSLATE_NOOP("ae_panel", "AE cards"),
    "deployments": QT_TRANSLATE_NOOP("ae_panel", "deployment cards"),
    "class_decks": QT_TRANSLATE_NOOP("ae_panel", "class decks"),
    "agenda_sets": QT_TRANSLATE_NOOP("ae_panel", "agenda sets"),
}


def section_words(sections: tuple[str, ...]) -> str:
    """A deck's sections named in the installed language, in the order given."""
    return ", ".join(
        translate("ae_panel", SECTION_WORDS[s]) if s in SECTION_WORDS else s for s in sections
    )


class SetupDialog(QDialog):
    """Seed, blitz level, threat, threat level, open groups and class deck for a new game, and
    whether it is the first mission of a new campaign (a board already in a campaign says
    which, and the new game stays that mission of it)."""

    def __init__(
        self,
        data: ImperialData,
        board: Board,
        parent: QWidget | None = None,
        campaign: str | None = None,
        mission: int = 1,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ae_panel", "New Automated Emperor game"))
        form = QFormLayout(self)
        self.campaign = QCheckBox(
            translate("ae_panel", "Mission 1 of a new campaign (carried to the next mission)")
        )
        # empty with the default name as a placeholder: what the player types is the whole
        # name (a pre-filled name took the typing after it), an empty field the default
        self.campaign_name = QLineEdit()
        self.campaign_name.setPlaceholderText(translate("ae_panel", "My campaign"))
        self.campaign_name.setClearButtonEnabled(True)
        self.campaign.toggled.connect(self._campaign_toggled)
        self.campaign_name.setEnabled(False)
        if campaign:
            note = QLabel(
                translate(
                    "ae_panel",
                    "This board is mission {mission} of the campaign {campaign}: the new game "
                    "stays that mission (its blitz level, XP, influence and cards come from "
                    "the campaign file).",
                ).format(mission=mission, campaign=escape(campaign))
            )
            note.setWordWrap(True)
            form.addRow(note)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(1)
        self.blitz = QSpinBox()
        self.blitz.setRange(0, len(data.blitz_cards))
        self.blitz.setValue(min(2, len(data.blitz_cards)))
        self.threat = QSpinBox()
        self.threat.setRange(0, 99)
        self.level = QSpinBox()
        self.level.setRange(0, 20)
        self.level.setValue(3)
        self.open_groups = QSpinBox()
        self.open_groups.setRange(0, len(data.deployments))
        self.open_groups.setValue(OPEN_GROUPS.value(board.mission, 2))
        self.class_deck = QComboBox()
        self.class_deck.addItem(translate("ae_panel", "(at random)"), None)
        for d in sorted(data.class_decks):
            self.class_deck.addItem(d, d)
        self.priority = QComboBox()
        self.priority.addItem(translate("ae_panel", "(none)"), None)
        for f in board.figures:
            if f.side == "player":
                self.priority.addItem(content_name(f.label), f.id)
        idx = self.priority.findData(board.mission.priority_target)
        self.priority.setCurrentIndex(max(idx, 0))
        form.addRow(translate("ae_panel", "Seed (same seed, same game)"), self.seed)
        form.addRow(translate("ae_panel", "Blitz level"), self.blitz)
        form.addRow(translate("ae_panel", "Threat now"), self.threat)
        form.addRow(translate("ae_panel", "Threat level (per round)"), self.level)
        form.addRow(translate("ae_panel", "Open groups (deployment hand)"), self.open_groups)
        form.addRow(translate("ae_panel", "Class deck"), self.class_deck)
        form.addRow(translate("ae_panel", "Priority target"), self.priority)
        if not campaign:
            form.addRow(self.campaign)
            form.addRow(translate("ae_panel", "Campaign name"), self.campaign_name)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def values(self) -> SetupChoices:
        return SetupChoices(
            seed=self.seed.value(),
            blitz_level=self.blitz.value(),
            threat=self.threat.value(),
            threat_level=self.level.value(),
            open_groups=self.open_groups.value(),
            class_deck=self.class_deck.currentData(),
            priority_target=self.priority.currentData(),
        )

    def _campaign_toggled(self, on: bool) -> None:
        """Ticking "new campaign" opens its name field for typing straight away."""
        self.campaign_name.setEnabled(on)
        if on:
            self.campaign_name.setFocus(Qt.FocusReason.OtherFocusReason)

    def new_campaign(self) -> str | None:
        """The name of the campaign this game starts (None: no new campaign): as typed, or
        the default shown in the empty field."""
        name = self.campaign_name.text().strip() or self.campaign_name.placeholderText()
        return (name.strip() or "campaign") if self.campaign.isChecked() else None


class UpgradeDialog(QDialog):
    """XP and influence gained, and whether the Imperials lost the mission."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = translate("ae_panel", "Upgrade stage")
        self.setWindowTitle(title)
        form = QFormLayout(self)
        # what the stage is, said in the dialog too (a window title is cut or not shown)
        self.heading = QLabel(
            translate(
                "ae_panel",
                "<b>{title}</b> at the end of the mission: what the Imperials gained. The "
                "Automated Emperor then buys a class card with XP and an agenda card with "
                "influence.",
            ).format(title=escape(title))
        )
        self.heading.setWordWrap(True)
        self.heading.setMinimumWidth(self.fontMetrics().horizontalAdvance(title) * 3)
        form.addRow(self.heading)
        self.xp = QSpinBox()
        self.xp.setRange(0, 50)
        self.influence = QSpinBox()
        self.influence.setRange(0, 50)
        self.lost = QCheckBox(
            translate("ae_panel", "The Imperials lost the mission (blitz level +1)")
        )
        form.addRow(translate("ae_panel", "XP gained"), self.xp)
        form.addRow(translate("ae_panel", "Influence gained"), self.influence)
        form.addRow(self.lost)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


class _OneLine(QLabel):
    """One line of text with a bold part (``{group}`` of its template), elided to the
    label's width when long (a long group name; the whole line is then its tooltip): it
    never wraps, so the buttons below it stay where they are."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.fontMetrics().lineSpacing() + 4)
        self._template = ""
        self._name = ""

    def set_line(self, template: str, name: str) -> None:
        """Show ``template`` with ``name`` in bold for its ``{group}`` (empty: nothing)."""
        self._template, self._name = template, name
        self._render()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._render()

    def _render(self) -> None:
        before, _, after = self._template.partition("{group}")
        bold = QFont(self.font())
        bold.setBold(True)
        room = self.width() - self.fontMetrics().horizontalAdvance(before + after) - 8
        shown = (
            QFontMetrics(bold).elidedText(self._name, Qt.TextElideMode.ElideRight, room)
            if self.width() > 0
            else self._name
        )
        line = f"{escape(before)}<b>{escape(shown)}</b>{escape(after)}" if self._template else ""
        self.setText(line)
        whole = before + self._name + after
        self.setToolTip(whole if shown != self._name else "")


def _section() -> tuple[QWidget, QVBoxLayout]:
    """A part of the panel shown or hidden as a whole (before a game, in a game), and the
    layout its controls go in."""
    box = QWidget()
    inner = QVBoxLayout(box)
    inner.setContentsMargins(0, 0, 0, 0)
    return box, inner


class AEPanel(QWidget):
    """Controls and state of an Automated Emperor game kept in the open board file."""

    def __init__(self, ctx: BoardContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the board window's context: the document, messages, planning
        self.host = ctx
        self.doc: Document | None = None
        self.data_error = ""
        try:
            self.base_data: ImperialData = load_imperial_data()
        except BoardError as exc:  # a broken user data file: say which, use the bundled data
            self.data_error = exc.first_line()
            self.base_data = load_imperial_data(include_user=False)
        #: the player's own deck (its data, the sections it has, its file's name; "" for
        #: one made in the card editor): at setup each section it has REPLACES the example
        #: cards
        self.own_deck: tuple[ImperialData, tuple[str, ...], str] | None = None
        #: the cards of the open game (kept in its file), else those a new game would use
        self.data: ImperialData = self.base_data
        lay = QVBoxLayout(self)
        # before a game: what a new game does and the button that starts it, at the top;
        # the controls of a game in play are not shown until there is one
        self.start_box, starts = _section()
        starts.setContentsMargins(0, 0, 0, self.fontMetrics().lineSpacing() // 2)
        self.intro = QLabel()
        self.intro.setObjectName("ae-intro")
        self.intro.setWordWrap(True)
        self.intro.setTextFormat(Qt.TextFormat.RichText)
        self.start_btn = QPushButton(translate("ae_panel", "New AE game…"))
        self.start_btn.setObjectName("ae-start")
        self.start_btn.setDefault(True)
        starts.addWidget(self.intro)
        starts.addWidget(self.start_btn)
        lay.addWidget(self.start_box)
        # in a game, the buttons come first: the state and card texts below them grow and
        # shrink with each click, and a second click must land on the same button
        self.round_box, rounds = _section()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.card = QLabel()
        self.card.setWordWrap(True)
        self.card.setTextFormat(Qt.TextFormat.RichText)
        self.card.setObjectName("ae-card")
        self.card.setStyleSheet(
            "#ae-card { border: 1px solid #888; border-radius: 6px; "
            "padding: 6px; background: #fbfaf5; }"
        )
        self.card.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.card.setMinimumHeight(self.fontMetrics().lineSpacing() * 4 + 14)
        grid = QGridLayout()
        # the next-group line stands close under its button (the state below needs the
        # pixels at 1280x800)
        grid.setVerticalSpacing(2)
        self.setup_btn = QPushButton(translate("ae_panel", "New AE game…"))
        self.activate_btn = QPushButton(translate("ae_panel", "Draw && activate next group"))
        self.activate_btn.setToolTip(
            translate(
                "ae_panel",
                "Draw an AE card for the next deployment group, left to right, and show its plan",
            )
        )
        self.target_btn = QPushButton(translate("ae_panel", "Draw for a target"))
        self.target_btn.setToolTip(
            translate("ae_panel", "Draw a card to choose a target outside an activation")
        )
        self.status_btn = QPushButton(translate("ae_panel", "Status phase"))
        self.upgrade_btn = QPushButton(translate("ae_panel", "Upgrade stage…"))
        grid.addWidget(self.activate_btn, 0, 0, 1, 2)
        # which group that button activates, right under it: in view in the shortest dock
        # (1280x800 with a plan shown under it), where the state below scrolls
        self.next_up = _OneLine()
        self.next_up.setObjectName("ae-next")
        grid.addWidget(self.next_up, 1, 0, 1, 2)
        grid.addWidget(self.target_btn, 2, 0)
        grid.addWidget(self.status_btn, 2, 1)
        self.campaign_btn = QPushButton(translate("ae_panel", "Start a campaign…"))
        self.campaign_btn.setToolTip(
            translate(
                "ae_panel",
                "Keep this game's Imperial state in a NAME.campaign.json "
                "file beside the board: this board is mission 1",
            )
        )
        self.next_btn = QPushButton(translate("ae_panel", "Next mission…"))
        self.next_btn.setToolTip(
            translate(
                "ae_panel",
                "After the upgrade stage: carry XP, influence, cards, side "
                "missions and blitz level into the campaign file and open the "
                "next mission's board set up from it",
            )
        )
        rounds.addLayout(grid)
        # the buttons of a mission's start and end (new game, upgrade stage, campaign) come
        # under the card and the state, after the buttons of every round: at 1280x800 with
        # a plan shown under the panel, the whole state is in view above them
        mission_row = QGridLayout()
        mission_row.addWidget(self.upgrade_btn, 0, 0)
        mission_row.addWidget(self.setup_btn, 0, 1)
        mission_row.addWidget(self.campaign_btn, 1, 0)
        mission_row.addWidget(self.next_btn, 1, 1)
        chosen_row = QGridLayout()
        chosen_row.setVerticalSpacing(2)  # its note close under the list
        chosen_row.addWidget(QLabel(translate("ae_panel", "Card")), 0, 0)
        self.chosen_card = QComboBox()
        self.chosen_card.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.chosen_card.setMinimumContentsLength(10)
        self.chosen_card.setToolTip(
            translate(
                "ae_panel",
                "Draw here, or play the card you drew from your own AE deck at the table "
                "(taken out of this game's deck)",
            )
        )
        chosen_row.addWidget(self.chosen_card, 0, 1)
        # why the list is short; two lines high whatever it says, so nothing below moves
        self.chosen_note = QLabel()
        self.chosen_note.setWordWrap(True)
        self.chosen_note.setStyleSheet("color: #555")
        self.chosen_note.setFixedHeight(self.fontMetrics().lineSpacing() * 2 + 2)
        chosen_row.addWidget(self.chosen_note, 1, 0, 1, 2)
        chosen_row.setColumnStretch(1, 1)
        rounds.addLayout(chosen_row)
        # the drawn card first, under the buttons: what a draw gives is in view even in the
        # shortest dock (1280x800 with a plan shown under it); the state follows
        rounds.addWidget(self._text_box(self.card, self.status))
        rounds.addLayout(mission_row)
        lay.addWidget(self.round_box)
        deck_row = QGridLayout()
        self.deck_label = QLabel()
        self.deck_label.setWordWrap(True)
        deck_row.addWidget(self.deck_label, 0, 0, 1, 2)
        self.import_btn = QPushButton(translate("ae_panel", "Import deck…"))
        self.import_btn.setToolTip(
            translate(
                "ae_panel",
                "Your own cards (a deck file): each section it has replaces "
                "the example cards in the next new game",
            )
        )
        self.export_btn = QPushButton(translate("ae_panel", "Export deck…"))
        self.export_btn.setToolTip(
            translate(
                "ae_panel", "Write the cards of this game (or of the next new game) as a deck file"
            )
        )
        self.edit_btn = QPushButton(translate("ae_panel", "Card editor…"))
        self.edit_btn.setToolTip(
            translate(
                "ae_panel",
                "Edit AE cards, IC lists, class and agenda cards, checked "
                "as you type, with a preview on this board",
            )
        )
        deck_row.addWidget(self.import_btn, 1, 0)
        deck_row.addWidget(self.export_btn, 1, 1)
        deck_row.addWidget(self.edit_btn, 2, 0, 1, 2)
        lay.addLayout(deck_row)
        ic_row = QGridLayout()
        self.ic_group = QComboBox()
        self.ic_btn = QPushButton(translate("ae_panel", "Activate with a random IC list"))
        self.ic_btn.setToolTip(
            translate(
                "ae_panel",
                "Imperial Commander style: choose one of the group's "
                "instruction lists at random (recorded seed) and plan it",
            )
        )
        ic_row.addWidget(QLabel(translate("ae_panel", "Group:")), 0, 0)
        ic_row.addWidget(self.ic_group, 0, 1)
        ic_row.addWidget(self.ic_btn, 1, 0, 1, 2)
        self.ic_edit_btn = QPushButton(translate("ae_panel", "Edit IC lists…"))
        self.ic_edit_btn.setToolTip(
            translate(
                "ae_panel",
                "The group's instruction lists, their conditions and instructions, "
                "each edit one undo step",
            )
        )
        ic_row.addWidget(self.ic_edit_btn, 2, 0, 1, 2)
        lay.addLayout(ic_row)
        self.ic_btn.clicked.connect(lambda: self.activate_ic_list())
        self.ic_edit_btn.clicked.connect(lambda: self.edit_ic_lists())
        #: the open IC lists window (not modal), if any
        self.ic_window: ICListsWindow | None = None
        self.play_box, plays = _section()
        play_row = QGridLayout()
        play_row.addWidget(QLabel(translate("ae_panel", "Bought cards at")), 0, 0)
        self.moment = QComboBox()
        self.moment.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.moment.setMinimumContentsLength(8)
        self.moment.addItem(translate("ae_panel", "every moment"), "all")
        for m in game.MOMENTS:
            self.moment.addItem(moment_name(m), m)
        self.moment.setToolTip(
            translate(
                "ae_panel",
                "AE: bought cards are played at the first valid opportunity, "
                "left to right; choose the moment of the game",
            )
        )
        play_row.addWidget(self.moment, 0, 1)
        self.play_group = QComboBox()
        self.play_group.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.play_group.setMinimumContentsLength(8)
        self.play_group.setToolTip(
            translate("ae_panel", "The deployment group an attachment goes on")
        )
        play_row.addWidget(QLabel(translate("ae_panel", "Attach to")), 1, 0)
        play_row.addWidget(self.play_group, 1, 1)
        self.play_btn = QPushButton(translate("ae_panel", "Play"))
        self.play_btn.setToolTip(
            translate(
                "ae_panel",
                "Play the selected card (threat paid; an attachment goes on the group chosen)",
            )
        )
        play_row.addWidget(self.play_btn, 1, 2)
        plays.addLayout(play_row)
        self.prompts = QListWidget()
        self.prompts.setMaximumHeight(90)
        self.prompts.setWordWrap(True)
        plays.addWidget(self.prompts)
        plays.addWidget(QLabel(translate("ae_panel", "Decisions")))
        self.log = QListWidget()
        self.log.setWordWrap(True)
        plays.addWidget(self.log, 1)
        lay.addWidget(self.play_box, 1)
        # before a game the room below the start, deck and IC controls is left empty at
        # the bottom (the game log takes it in a game)
        lay.addStretch(0)
        self.setup_btn.clicked.connect(self.setup_dialog)
        self.start_btn.clicked.connect(self.setup_dialog)
        self.activate_btn.clicked.connect(lambda: self.activate_next())
        self.target_btn.clicked.connect(lambda: self.draw_target())
        self.status_btn.clicked.connect(lambda: self.run_status_phase())
        self.upgrade_btn.clicked.connect(self.upgrade_dialog)
        self.campaign_btn.clicked.connect(lambda: self.start_campaign())
        self.next_btn.clicked.connect(lambda: self.next_mission())
        self.play_btn.clicked.connect(lambda: self.play_selected())
        self.moment.currentIndexChanged.connect(self.refresh)
        self.import_btn.clicked.connect(lambda: self.import_deck())
        self.export_btn.clicked.connect(lambda: self.export_deck())
        self.edit_btn.clicked.connect(lambda: self.edit_cards())
        self.set_document(ctx.doc)

    # -- document --------------------------------------------------------------------------
    def set_document(self, doc: Document) -> None:
        if self.doc is not doc and self.ic_window is not None:
            self.ic_window.close()  # it edited the board that was open
            self.ic_window = None
        self.doc = follow(self.doc, doc, self.refresh)
        self.refresh()

    @property
    def state(self) -> AEState | None:
        return get_state(self.doc.board) if self.doc is not None else None

    # -- operations: each is one undoable step ---------------------------------------------
    def _run(self, text: str, op: Op[Board]) -> bool:
        """Run a pure AE operation as one undo step; a refused one is said in the status
        bar and changes nothing."""
        assert self.doc is not None
        try:
            run_op(self.doc, op, text, self._say)
        except game.GameError as exc:
            self.host.show_message(str(exc))
            return False
        return True

    def _say(self, text: str, rest: str | None = None) -> None:
        """What an AE step did, in the status bar (fitted there by the window): where the
        rest of a line too wide for the bar is — ``rest``, by default the game log below,
        where every part of an AE step is an entry (a new game's set-up says a dozen things,
        wider than a 1280-pixel screen). Every AE line of the status bar goes through here."""
        self.host.show_message(
            text, rest or translate("ae_panel", " · … (all of it: the game log in the AE panel)")
        )

    @property
    def setup_data(self) -> ImperialData:
        """The cards a new game is set up with: the example data with the player's own deck
        replacing each section it has."""
        if self.own_deck is None:
            return self.base_data
        deck, sections, _name = self.own_deck
        return with_deck(self.base_data, deck, sections)

    def _text_box(self, *labels: QLabel) -> QScrollArea:
        """The drawn card and the state in a box of fixed height that scrolls when they are
        long: they change with every click, and the buttons below them must not move."""
        inner = QWidget()
        inner_lay = QVBoxLayout(inner)
        inner_lay.setContentsMargins(0, 0, 0, 0)
        for label in labels:
            inner_lay.addWidget(label)
        inner_lay.addStretch(1)
        box = QScrollArea()
        box.setObjectName("ae-texts")
        box.setWidgetResizable(True)
        box.setFrameShape(QFrame.Shape.NoFrame)
        box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        box.setWidget(inner)
        # room for a card and ten lines of state (a campaign's, its groups on two lines)
        box.setFixedHeight(
            sum(label.minimumHeight() for label in labels) + self.fontMetrics().lineSpacing() * 10
        )
        return box

    def setup(self, choices: SetupChoices | None = None, **values: Any) -> AEState | None:
        """Start a game with these setup choices (or the same as keywords: ``seed=3,
        open_groups=2``; see :func:`game.setup`). A board that is a mission of a campaign
        stays that mission of it: from the second mission on, set up with what the campaign
        file carries (as Next mission did)."""
        choices = choices if choices is not None else SetupChoices(**values)
        st = self.state
        carry = None
        campaign = st.campaign if st is not None and st.campaign else None
        if st is not None and campaign is not None and st.mission > 1:
            assert self.doc is not None and self.doc.path is not None
            cpath = campaign_path_of(self.doc.board, self.doc.path, st)
            assert cpath is not None
            try:
                carry = carry_of(load_campaign(cpath))
            except BoardError as exc:
                self.host.show_error(
                    translate("ae_panel", "Cannot read the campaign"), exc.first_line()
                )
                return None
        if not self._run(
            translate("ae_panel", "New Automated Emperor game"),
            ae_ops.setup_op(self.setup_data, choices, carry, campaign),
        ):
            return None
        return self.state

    # -- decks -----------------------------------------------------------------------------
    def import_deck(self, path: str | Path | None = None) -> bool:
        """Choose the player's own deck file for the next new game."""
        if path is None:
            if not self.host.interactive:
                return False
            chosen, _f = QFileDialog.getOpenFileName(
                self,
                translate("ae_panel", "Import deck"),
                "",
                translate("ae_panel", "Deck (*.deck.json *.json)"),
            )
            if not chosen:
                return False
            path = chosen
        try:
            deck, sections = load_deck(Path(path))
        except BoardError as exc:
            self.host.show_error(translate("ae_panel", "Cannot import the deck"), exc.first_line())
            return False
        self.own_deck = (deck, sections, Path(path).name)
        self.refresh()
        self.host.show_message(
            translate(
                "ae_panel", "Deck {name}: replaces the example {sections} in the next new game"
            ).format(name=Path(path).name, sections=section_words(sections))
        )
        return True

    def use_example_deck(self) -> None:
        self.own_deck = None
        self.refresh()

    def export_deck(self, path: str | Path | None = None) -> bool:
        """Write the cards of the open game (else of the next new game) as a deck file."""
        data = self.data if self.state is not None else self.setup_data
        if path is None:
            if not self.host.interactive:
                return False
            chosen, _f = QFileDialog.getSaveFileName(
                self,
                translate("ae_panel", "Export deck"),
                deck_file_name(),
                translate("ae_panel", "Deck (*.deck.json *.json)"),
            )
            if not chosen:
                return False
            path = chosen
        atomic_write_text(path, compact_dumps(deck_to_json(data, Path(path).name)) + "\n")
        self.host.show_message(translate("ae_panel", "Wrote {name}").format(name=Path(path).name))
        return True

    def card_editor(self) -> CardEditor:
        """The card editor on the cards a new game would use, previewing on this board."""
        assert self.doc is not None
        name = self.own_deck[2] if self.own_deck is not None and self.own_deck[2] else None
        return CardEditor(self.setup_data, self.doc.board, self, name=name)

    def edit_cards(self) -> bool:
        dlg = self.card_editor()
        if not self.host.interactive or dlg.exec() != QDialog.DialogCode.Accepted:
            return False
        return self.use_edited(dlg)

    def use_edited(self, dlg: CardEditor) -> bool:
        """Make the editor's (valid) deck the player's own deck for the next new game."""
        if dlg.result_data is None:
            return False
        self.own_deck = (dlg.result_data, dlg.result_sections, "")  # no file: no name
        if "deployments" in dlg.result_sections and self.doc is not None:
            # the edited cards' lists reach the groups deployed from them (one undo step)
            self._run(
                translate("ae_panel", "IC lists from the edited deployment cards"),
                ae_ops.deployment_lists_op(dlg.result_data),
            )
        self.refresh()
        return True

    def setup_dialog(self) -> None:
        """New AE game…: the setup choices, and whether this is mission 1 of a new campaign
        (started at once: the board is saved with its campaign file beside it)."""
        assert self.doc is not None
        if not self.host.interactive:
            self.setup(seed=1)
            return
        st = self.state
        dlg = SetupDialog(
            self.setup_data,
            self.doc.board,
            self,
            campaign=st.campaign if st is not None else None,
            mission=st.mission if st is not None else 1,
        )
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        name = dlg.new_campaign()
        if self.setup(dlg.values()) is not None and name is not None:
            self.start_campaign(name=name)

    def begin_game(self) -> None:
        """A new game on this board (File → New game…): the setup, unless a game is on it."""
        if self.state is None:
            self.setup_dialog()

    def _need_state(self) -> bool:
        if self.state is None:
            self.host.show_message(
                translate(
                    "ae_panel",
                    "No Automated Emperor game on this board: click “New AE game…” first",
                )
            )
            return False
        return True

    def activate_next(
        self, group: str | None = None, card: str | None = None
    ) -> game.Activation | None:
        """Draw a card for the next group (or ``group``) and show its plan; ``card`` (else
        the one chosen in the Card list): the card drawn at the table, played instead of a
        draw here."""
        if not self._need_state():
            return None
        card = card if card is not None else self.chosen_card.currentData()
        if not self._run(
            translate("ae_panel", "Draw an AE card")
            if card is None
            else translate("ae_panel", "Play the AE card drawn at the table"),
            ae_ops.activate_op(self.data, group, card),
        ):
            return None
        self.chosen_card.setCurrentIndex(0)  # the next activation draws unless told
        st = self.state
        assert st is not None and self.doc is not None and st.current is not None
        gid = group or st.activated[-1]
        from tabletop_ai import plan_group

        result = game.Activation(gid, self.data.card(st.current), plan_group(self.doc.board, gid))
        self.host.activate_group(gid)
        return result

    def draw_target(self) -> Any:
        if not self._need_state():
            return None
        return self._run(
            translate("ae_panel", "Draw an AE card for a target"), ae_ops.target_op(self.data)
        )

    def run_status_phase(self) -> Any:
        if not self._need_state():
            return None
        return self._run(translate("ae_panel", "Status phase"), ae_ops.status_op(self.data))

    def upgrade(self, xp: int, influence: int, lost: bool) -> Any:
        if not self._need_state():
            return None
        return self._run(
            translate("ae_panel", "Upgrade stage"),
            ae_ops.upgrade_op(self.data, xp, influence, lost),
        )

    def play(self, card: str, group: str | None = None) -> bool:
        """Play bought card ``card`` (an attachment onto ``group``): one undo step."""
        if not self._need_state():
            return False
        name = self.data.upgrade(card).name
        return self._run(
            translate("ae_panel", "Play {name}").format(name=name),
            ae_ops.play_op(self.data, card, group),
        )

    def play_selected(self) -> bool:
        item = self.prompts.currentItem()
        if item is None:
            self.host.show_message(translate("ae_panel", "Choose a card in the list first"))
            return False
        return self.play(str(item.data(Qt.ItemDataRole.UserRole)), self.play_group.currentData())

    # -- campaign --------------------------------------------------------------------------
    def start_campaign(self, path: str | Path | None = None, name: str | None = None) -> bool:
        """Keep this game in a new campaign file (this board is mission 1): the board gets
        a file of its own first (a map that ships with the app, or a board never saved, asks
        where), the campaign file is written beside it (``path``, else named after ``name``
        or asked for), and the board is saved at once with its link, so the two files never
        disagree. Nothing is kept when either cannot be written."""
        if not self._need_state():
            return False
        assert self.doc is not None
        st = self.state
        assert st is not None
        if st.campaign:
            self.host.show_message(
                translate(
                    "ae_panel", "This board is already mission {mission} of {campaign}"
                ).format(mission=st.mission, campaign=st.campaign)
            )
            return False
        if self.doc.path is None or is_bundled(self.doc.path):
            self.host.show_message(
                translate("ae_panel", "Save the board first: the campaign file sits beside it")
            )
            if not self.host.save_as():
                return False
        assert self.doc.path is not None
        board_path = self.doc.path
        if path is None:
            default = board_path.with_name(
                file_stem(name or board_path.name.split(".")[0]) + CAMPAIGN_SUFFIX
            )
            if name is not None and not default.exists():
                path = default
            elif not self.host.interactive:
                return False
            else:
                chosen, _f = QFileDialog.getSaveFileName(
                    self,
                    translate("ae_panel", "New campaign file"),
                    str(default),
                    translate("ae_panel", "Campaign (*{CAMPAIGN_SUFFIX})").format(
                        CAMPAIGN_SUFFIX=CAMPAIGN_SUFFIX
                    ),
                )
                if not chosen:
                    return False
                path = chosen
        cpath = Path(path)
        ref = campaign_ref(board_path, cpath)

        def attach(b: Board) -> None:
            s = game.require_state(b)
            s.campaign = ref
            s.say(
                "campaign",
                msg(
                    "mission {mission} of campaign {campaign}",
                    mission=s.mission,
                    campaign=cpath.name,
                ),
            )
            put_state(b, s)

        if not self._run(translate("ae_panel", "Start a campaign"), ae_ops.ae_op(attach)):
            return False
        try:
            save_campaign(
                new_campaign(cpath.name.removesuffix(CAMPAIGN_SUFFIX), st.seed, st.blitz_level),
                cpath,
            )
        except (OSError, BoardError) as exc:
            self.doc.undo_stack.undo()
            self.host.show_error(
                translate("ae_panel", "Cannot start the campaign"),
                exc.first_line() if isinstance(exc, BoardError) else f"{cpath}: {exc}",
            )
            return False
        if not self.host.save():  # the board with its link, beside its campaign
            self.doc.undo_stack.undo()
            cpath.unlink(missing_ok=True)
            return False
        self.host.show_message(
            translate("ae_panel", "Campaign {campaign}: this board is mission 1").format(
                campaign=cpath.name
            )
        )
        return True

    def next_mission(
        self,
        next_board: str | Path | Board | None = None,
        save_to: str | Path | None = None,
        replace: bool = False,
    ) -> bool:
        """After the upgrade stage: carry this mission into its campaign file and set up the
        next mission on ``next_board`` (a board file of the player's, a bundled map or an
        imported board; asked for, with what carries over and what starts afresh, when None),
        saved as ``save_to`` (default: ``CAMPAIGN-mission-N.board.json`` beside the campaign),
        then open it. This mission is saved first, as it ended. Never written over: this
        mission's file, a map that ships with the app, or an existing file unless
        ``replace`` (the dialog asks)."""
        if not self._need_state():
            return False
        assert self.doc is not None
        st = self.state
        assert st is not None
        if self.doc.path is None or not st.campaign:
            self.host.show_message(
                translate(
                    "ae_panel",
                    "This game belongs to no campaign: tick “Mission 1 of a new campaign” in "
                    "New AE game…, or use “Start a campaign…”",
                )
            )
            return False
        here = self.doc.path.resolve()
        cpath = campaign_path_of(self.doc.board, self.doc.path, st)
        assert cpath is not None
        try:
            camp = load_campaign(cpath)
            terms = game.next_mission_terms(self.doc.board, camp, self.data)
        except BoardError as exc:
            self.host.show_error(
                translate("ae_panel", "Cannot set up the next mission"), exc.first_line()
            )
            return False
        except game.GameError as exc:
            self.host.show_message(str(exc))
            return False
        number = camp.next_mission_number + 1
        default = cpath.with_name(
            f"{cpath.name.removesuffix(CAMPAIGN_SUFFIX)}-mission-{number}.board.json"
        )
        if next_board is None:
            if not self.host.interactive:
                return False
            from tabletop_ai.ui.games.imperial.next_mission import NextMissionDialog

            dlg = NextMissionDialog(terms, number, camp.name, default, here, self)
            if dlg.exec() != QDialog.DialogCode.Accepted:
                return False
            next_board, save_to, replace = dlg.board(), dlg.save_to(), True
            if next_board is None or save_to is None:
                return False
        target = Path(save_to).resolve() if save_to is not None else default
        refusal = self._next_mission_refusal(next_board, target, here, replace)
        if refusal:
            self.host.show_message(refusal)
            return False
        try:
            nxt = next_board if isinstance(next_board, Board) else load_board(next_board)
            res = game.next_mission(
                self.doc.board,
                nxt,
                camp,
                self.data,
                board_name=self.doc.path.name,
                campaign_ref=campaign_ref(target, cpath),
            )
        except BoardError as exc:
            self.host.show_error(
                translate("ae_panel", "Cannot set up the next mission"), exc.first_line()
            )
            return False
        except game.GameError as exc:
            self.host.show_message(str(exc))
            return False
        if self.doc.dirty and not self.host.save():
            return False  # the mission played is kept as it ended, or nothing moves on
        try:
            save_campaign(res.campaign, cpath)
            save_board(res.board, target)
        except (OSError, BoardError) as exc:
            self.host.show_error(
                translate("ae_panel", "Cannot set up the next mission"),
                exc.first_line() if isinstance(exc, BoardError) else f"{target}: {exc}",
            )
            return False
        opened = self.host.open_path(target)
        self._say(" · ".join(in_language(line) for line in res.log))
        return opened

    @staticmethod
    def _next_mission_refusal(
        source: str | Path | Board, target: Path, here: Path, replace: bool
    ) -> str:
        """Why the next mission may not be set up from ``source`` into ``target`` ("" when
        it may): never over this mission's own file, a map that ships with the app, or an
        existing file the player was not asked about; never this mission's board as the
        next map unasked."""
        if not isinstance(source, Board) and Path(source).resolve() == here:
            return translate(
                "ae_panel",
                "{name} is this mission's own board: choose the map of the next mission",
            ).format(name=here.name)
        if target == here:
            return translate(
                "ae_panel", "{name} is this mission's own file: save the next mission apart"
            ).format(name=here.name)
        if is_bundled(target):
            return translate(
                "ae_panel", "{name} ships with Tabletop AI: save the next mission elsewhere"
            ).format(name=target.name)
        if target.exists() and not replace:
            return translate(
                "ae_panel", "{name} exists already: choose another name for the next mission"
            ).format(name=target.name)
        return ""

    def activate_ic_list(self, group: str | None = None) -> ICActivation | None:
        """Choose one of a group's Imperial Commander-style lists at random and show it."""
        gid = group or self.ic_group.currentData()
        if gid is None:
            self.host.show_message(translate("ae_panel", "Choose an AI group first"))
            return None
        assert self.doc is not None
        try:
            drawn = run_op(
                self.doc,
                ae_ops.ic_list_op(gid, self.data),
                translate("ae_panel", "Random instruction list for {gid}").format(
                    gid=group_name(self.doc.board, gid)
                ),
            )
        except game.GameError as exc:
            self.host.show_message(str(exc))
            return None
        result = drawn.activation if isinstance(drawn, ae_ops.ICDrawResult) else None
        if result is not None:
            self.host.activate_group(result.group)
            res = result.plan.result
            bonus = res.bonus if isinstance(res, ICListResult) else []
            surges = res.surges if isinstance(res, ICListResult) else []
            # IC "Surge Priority": the order is shown with every activation, one part a
            # surge, so a narrow window shows the first ones
            parts = [
                translate("ae_panel", "{group}: instruction list {value} of {count}").format(
                    group=group_name(self.doc.board, gid),
                    value=result.index + 1,
                    count=result.count,
                )
            ]
            if bonus:
                parts.append(
                    translate("ae_panel", "bonus: {value}").format(
                        value=", ".join(in_language(b) for b in bonus)
                    )
                )
            if surges:
                first, *more = (in_language(x) for x in surges)
                parts += [translate("ae_panel", "surges: {value}").format(value=first), *more]
            self.host.show_message(" · ".join(parts))
        return result

    def edit_ic_lists(self, group: str | None = None) -> ICListsWindow | None:
        """Open the editor of a group's Imperial Commander lists (the lists "Activate with
        a random IC list" draws from), beside the map: not modal."""
        gid = group or self.ic_group.currentData()
        if gid is None or self.doc is None:
            self.host.show_message(translate("ae_panel", "Choose an AI group first"))
            return None
        if self.ic_window is not None:
            self.ic_window.close()
            self.ic_window.deleteLater()
        self.ic_window = ICListsWindow(self.doc, gid, self.data, self)
        self.ic_window.setWindowFlag(Qt.WindowType.Window)
        self.ic_window.resize(820, 560)
        self.ic_window.show()
        return self.ic_window

    def upgrade_dialog(self) -> None:
        if not self._need_state():
            return
        dlg = UpgradeDialog(self)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self.upgrade(dlg.xp.value(), dlg.influence.value(), dlg.lost.isChecked())

    # -- view ------------------------------------------------------------------------------
    def _refresh_groups(self) -> None:
        assert self.doc is not None
        current = self.ic_group.currentData()
        self.ic_group.blockSignals(True)
        self.ic_group.clear()
        for g in self.doc.board.groups:
            if g.side == "ai":
                n = len(group_lists(g, self.data))
                self.ic_group.addItem(
                    translate("ae_panel", "{id} (%n list(s))", "", n).format(
                        id=group_name(self.doc.board, g.id)
                    ),
                    g.id,
                )
        idx = self.ic_group.findData(current)
        self.ic_group.setCurrentIndex(max(idx, 0))
        self.ic_group.blockSignals(False)
        self.ic_btn.setEnabled(self.ic_group.count() > 0)
        self.ic_edit_btn.setEnabled(self.ic_group.count() > 0)

    def refresh(self, *_args: Any) -> None:
        self._refresh_groups()
        st = self.state
        self.data = self.setup_data
        if st is not None and self.doc is not None:
            try:
                self.data = game.game_data(self.doc.board, self.setup_data)
            except BoardError as exc:
                self.data_error = exc.first_line()
        if self.own_deck is None:
            deck = translate("ae_panel", "the example deck")
        elif self.own_deck[2]:
            deck = translate("ae_panel", "your deck <b>{name}</b>").format(
                name=escape(self.own_deck[2])
            )
        else:  # made in the card editor
            deck = translate("ae_panel", "your edited deck")
        self.deck_label.setText(
            (
                translate("ae_panel", "This game plays with the cards kept in its file. ")
                if st is not None and st.cards
                else ""
            )
            + translate("ae_panel", "A new game uses {deck}.").format(deck=deck)
        )
        has = st is not None
        self.start_box.setVisible(not has)
        self.round_box.setVisible(has)
        self.play_box.setVisible(has)
        lay = self.layout()
        assert isinstance(lay, QVBoxLayout)
        lay.setStretch(lay.count() - 1, 0 if has else 1)
        for b in (
            self.activate_btn,
            self.target_btn,
            self.status_btn,
            self.upgrade_btn,
            self.play_btn,
            self.campaign_btn,
            self.next_btn,
        ):
            b.setEnabled(has)
        self._refresh_chosen(st)
        self.log.clear()
        self.prompts.clear()
        if st is None:
            text = translate(
                "ae_panel",
                "No Automated Emperor game on this board. <b>New AE game…</b> "
                "assigns the rebel colours, shuffles the AE deck with the blitz cards and draws "
                "the deployment hand.",
            )
            if self.data_error:
                text += f"<br><span style='color:#b00'>{escape(self.data_error)}</span>"
            self.intro.setText(text)
            self.status.setText("")
            # no game, no card: the words on how to start one come first
            self.card.setText(translate("ae_panel", "<i>No card drawn</i>"))
            self.card.hide()
            self.next_up.set_line(translate("ae_panel", "Next to activate: {group}"), "—")
            return
        self.card.show()
        assert self.doc is not None
        board = self.doc.board
        groups = []
        for entry in st.in_play:
            mark = " ✓" if entry["group"] in st.activated else ""
            groups.append(f"{escape(group_name(board, entry['group']))}{mark}")
        nxt = game.next_group(board, st)
        hand = ", ".join(
            escape(content_name(self.data.deployments[d].name) if d in self.data.deployments else d)
            for d in st.deployment_hand
        ) or translate("ae_panel", "empty")
        self.status.setText(
            translate(
                "ae_panel",
                "<b>Round {round}</b> · threat <b>{threat}</b> (+{threat_level} a "
                "round) · blitz level {blitz_level}<br>AE deck {n_deck} · discard "
                "{n_discard}<br>Groups, left to right: {value}<br>Deployment hand: {hand}",
            ).format(
                round=st.round,
                threat=st.threat,
                threat_level=st.threat_level,
                blitz_level=st.blitz_level,
                n_deck=len(st.deck),
                n_discard=len(st.discard),
                value=" · ".join(groups) or translate("ae_panel", "none"),
                hand=hand,
            )
        )
        self.next_up.set_line(
            translate("ae_panel", "Next to activate: {group}"),
            group_name(board, nxt) if nxt else translate("ae_panel", "none — status phase"),
        )
        if st.campaign:
            self.status.setText(
                self.status.text()
                + translate(
                    "ae_panel",
                    "<br>Campaign {value}, mission {mission} · XP {xp} · influence {influence}",
                ).format(
                    value=escape(st.campaign), mission=st.mission, xp=st.xp, influence=st.influence
                )
                + (translate("ae_panel", " · upgrade stage done") if st.upgraded else "")
            )
        self.activate_btn.setEnabled(nxt is not None)
        self.status_btn.setEnabled(bool(st.activated) or nxt is None)
        self.campaign_btn.setEnabled(not st.campaign)
        self.next_btn.setEnabled(bool(st.campaign) and st.upgraded)
        self.card.setText(self._card_html(st))
        group = self.play_group.currentData()
        self.play_group.blockSignals(True)
        self.play_group.clear()
        self.play_group.addItem(translate("ae_panel", "(no group)"), None)
        for entry in st.in_play:
            attached = st.attachments.get(entry["group"], [])
            label = group_name(board, entry["group"]) + (
                f" [{', '.join(attached)}]" if attached else ""
            )
            self.play_group.addItem(label, entry["group"])
        self.play_group.setCurrentIndex(max(0, self.play_group.findData(group)))
        self.play_group.blockSignals(False)
        for p in game.card_prompts(st, self.data, str(self.moment.currentData() or "all")):
            item = QListWidgetItem(
                f"{content_name(p.card.name)} ({moment_name(p.card.when)}): {in_language(p.reason)}"
            )
            item.setData(Qt.ItemDataRole.UserRole, p.card.id)
            if not p.playable:
                item.setForeground(Qt.GlobalColor.gray)
            self.prompts.addItem(item)
        for e in st.log:
            self.log.addItem(
                translate("ae_panel", "R{round} · {kind}: {text}").format(
                    round=e.round, kind=in_language(log_kind(e.kind)), text=in_language(e.message())
                )
            )
        self.log.scrollToBottom()

    def _refresh_chosen(self, st: AEState | None) -> None:
        """The Card list: draw here, or a card that can be drawn now, as drawn at the table:
        one still in this game's deck ("Hit reshuffle when all cards are drawn": once the
        deck is empty, the discard pile the next draw shuffles back in). The cards already
        drawn from this deck are not offered, and the note under the list says so."""
        current = self.chosen_card.currentData()
        self.chosen_card.blockSignals(True)
        self.chosen_card.clear()
        self.chosen_card.addItem(translate("ae_panel", "draw from the AE deck here"), None)
        note = ""
        if st is not None:
            pile = st.deck or st.discard
            for cid in sorted(pile, key=lambda c: content_name(self.data.card(c).name)):
                if cid in self.data.ae_cards:
                    c = self.data.card(cid)
                    self.chosen_card.addItem(
                        translate("ae_panel", "{name} (drawn at the table)").format(
                            name=content_name(c.name)
                        ),
                        cid,
                    )
            n = len(st.discard)
            if st.deck and st.discard:
                note = translate(
                    "ae_panel",
                    "%n card(s) already drawn from this deck are not listed: they come back "
                    "when the deck is reshuffled",
                    "",
                    n,
                )
            elif not st.deck and st.discard:
                note = translate(
                    "ae_panel",
                    "The AE deck is empty: the next draw shuffles the %n discarded card(s) back in",
                    "",
                    n,
                )
            elif not pile:
                note = translate("ae_panel", "The AE deck and its discard pile are empty")
        self.chosen_card.setCurrentIndex(max(0, self.chosen_card.findData(current)))
        self.chosen_card.setEnabled(st is not None)
        self.chosen_card.blockSignals(False)
        self.chosen_note.setText(note)

    def _card_html(self, st: AEState) -> str:
        if st.current is None or st.current not in self.data.ae_cards:
            return translate("ae_panel", "<i>No card drawn this activation</i>")
        c = self.data.card(st.current)
        title = escape(content_name(c.name)) + (
            " <span style='color:#fff;background:#b3261e;padding:1px 4px'>&nbsp;"
            + escape(translate("ae_panel", "BLITZ"))
            + "&nbsp;</span>"
            if c.blitz
            else ""
        )
        acts = " → ".join(
            in_language(AutomatedEmperor.action_label(a)).capitalize() for a in c.actions
        )
        chips = " ".join(
            f"<span style='color:{COLOUR_HEX.get(col, '#444')}'>●</span> "
            f"{escape(in_language(colour_word(col)))}"
            for col in c.secondary
        )
        extra = (
            translate("ae_panel", "Secondary: {chips}").format(chips=chips)
            if c.secondary
            else (
                translate("ae_panel", "Secondary: closest rebel with least health")
                if c.blitz
                else ""
            )
        )
        if c.blitz:
            extra += " · " + translate("ae_panel", "+{threat} threat").format(threat=c.threat)
        return f"<b>{title}</b><br>{acts}<br>{extra}"
