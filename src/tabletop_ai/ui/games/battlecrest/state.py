"""The Battlecrest panel's "Battlefield and Emperor" editor: every piece of the game state a
player changes at the table, edited here instead of in the JSON file.

- **Locations**: each with its bonuses and whether it is active, a long line wrapped whole;
  tick to turn it active, untick to flip it (a click on the map does the same); the selected
  one's bonuses (0, 1, 2: a double symbol is 2), hazard flag and location ability.
- **Action row**: the Emperor's action cards, ticked when ready.
- **Order deck**: draw pile (top first), the face-up card, discard pile, and the order of the
  players' real reshuffle (used when the draw pile runs out).
- **Applied crests**.

The draw pile, discard, reshuffle and crests are written as the players name the cards and
crests (the game's declared names, in the player's language; commas between them); a name
typed is read back as the id the file writes, and an id typed is taken as it is.

The editor fits the dock's width at 1280×800 in each language: labels wrap, and the fields
stand one under another (label, then field) rather than side by side.

Your warriors' defense and role are figure fields (the inspector). Every change is one
operation of :mod:`tabletop_ai.battlecrest.edits` run through
:func:`~tabletop_ai.ui.editor.ops.run_op`: one undo step, one line in the status bar, refused with
the reason when the board's checks would fail.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.battlecrest import edits
from tabletop_ai.battlecrest.cards import ABILITY_TYPES, ABILITY_WORDS, CREST_WORDS, crest_word
from tabletop_ai.battlecrest.fields import ABILITY, DEFENSE, HAZARD, STATE
from tabletop_ai.battlecrest.state import read_state
from tabletop_ai.board import Board, BoardError
from tabletop_ai.engine.ops import OpResult
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.i18n.content import content_name
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.texts import translate


def shown_names(names: dict[str, str]) -> dict[str, str]:
    """Each id's name as the editor writes it: its name, or ``name (id)`` when two ids share
    that name (so no entry is ambiguous)."""
    count: dict[str, int] = {}
    for name in names.values():
        count[name.casefold()] = count.get(name.casefold(), 0) + 1
    return {i: n if count[n.casefold()] == 1 else f"{n} ({i})" for i, n in names.items()}


def written(ids: list[str], shown: dict[str, str]) -> str:
    """``ids`` as the editor writes them: their names, separated by commas."""
    return ", ".join(shown.get(i, i) for i in ids)


def read_ids(text: str, shown: dict[str, str]) -> list[str]:
    """The ids of a list written by :func:`written`: each comma-separated entry that is a
    shown name (any case) is its id; any other entry is taken as ids as written (spaces
    between them), for the edit's checks to accept or refuse."""
    by_name = {n.casefold(): i for i, n in shown.items()}
    out: list[str] = []
    for entry in text.split(","):
        entry = entry.strip()
        if not entry:
            continue
        found = by_name.get(entry.casefold())
        out.extend([found] if found is not None else entry.split())
    return out


class WrappedList(QListWidget):
    """A list whose lines wrap at its width, shown whole: no sideways scrolling, and as
    tall as its lines (at most ``most`` pixels; a longer list scrolls down). The height
    follows the width, as a narrower list wraps into more lines."""

    def __init__(self, most: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._most = most
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def fit(self) -> None:
        """Take the height of the lines as they wrap at the present width. A few rounds: the
        height decides whether the vertical scroll bar shows, which changes the width the
        lines wrap at."""
        for _ in range(3):
            self.doItemsLayout()
            rows = QRect()
            for r in range(self.count()):
                rows = rows.united(self.visualItemRect(self.item(r)))
            lines = rows.height() if self.count() else self.fontMetrics().height()
            height = min(lines + 2 * self.frameWidth(), self._most)
            if height == self.height():
                return
            self.setFixedHeight(height)
            self.updateGeometries()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit()


class BattlefieldEditor(QGroupBox):
    """Locations, action row, order deck and applied crests of the open board."""

    def __init__(
        self,
        doc: Document,
        show_error: Callable[[str, str], None],
        show_message: Callable[[str], None],
        parent: QWidget | None = None,
    ) -> None:
        # a group box's title never wraps: the short title, the note wrapped under it
        super().__init__(translate("battlecrest_state", "Battlefield and the Emperor"), parent)
        self.doc = doc
        self.show_error = show_error
        self.show_message = show_message
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(_wrapped(translate("battlecrest_state", "Each change is one undo step.")))
        # your warriors' defense: the card each blocks with, entered before his attacks
        self.defense_label = _wrapped(
            translate("battlecrest_state", "Your warriors block with defense:")
        )
        lay.addWidget(self.defense_label)
        self.defense_row = QGridLayout()
        self.defense: dict[str, QSpinBox] = {}
        lay.addLayout(self.defense_row)
        # locations
        lay.addWidget(
            _wrapped(
                translate(
                    "battlecrest_state",
                    "Locations — tick: active, untick: flipped (or click it on the map)",
                )
            )
        )
        # a location's line (bonuses, hazard, ability) is longer than the dock is wide: each
        # wraps, whole, never scrolls sideways out of view
        self.locations = WrappedList(most=160)
        self.locations.setObjectName("bc-locations")
        lay.addWidget(self.locations)
        loc = QGridLayout()
        self.bonus: dict[str, QSpinBox] = {}
        for i, k in enumerate(edits.BONUSES):
            s = QSpinBox()
            s.setRange(0, 2)
            s.setToolTip(
                translate("battlecrest_state", "{k} bonus (2: a double symbol)").format(
                    k=in_language(edits.BONUS_WORDS[k])
                )
            )
            self.bonus[k] = s
            # two bonuses a row: a row of five is wider than the dock
            loc.addWidget(QLabel(in_language(edits.BONUS_WORDS[k])), i // 2, 2 * (i % 2))
            loc.addWidget(s, i // 2, 2 * (i % 2) + 1)
        self.hazard = QCheckBox(translate("battlecrest_state", "hazard"))
        self.ability = QComboBox()
        self.ability.addItem(translate("battlecrest_state", "no ability"), None)
        for t in ABILITY_TYPES:  # in words, the type (the file's id) the data
            self.ability.addItem(in_language(ABILITY_WORDS[t]), t)
        self.ability_value = QSpinBox()
        self.ability_value.setRange(0, 9)
        self.ability_value.setToolTip(
            translate("battlecrest_state", "The location ability's value")
        )
        self.loc_btn = QPushButton(translate("battlecrest_state", "Set location"))
        loc.setColumnStretch(4, 1)
        lay.addLayout(loc)
        ability = QHBoxLayout()
        ability.addWidget(self.ability, 1)
        ability.addWidget(self.ability_value)
        lay.addLayout(ability)
        set_loc = QHBoxLayout()
        set_loc.addWidget(self.hazard)
        set_loc.addStretch(1)
        set_loc.addWidget(self.loc_btn)
        lay.addLayout(set_loc)
        # action row
        lay.addWidget(_wrapped(translate("battlecrest_state", "Action row — ticked: ready")))
        # the cards wrap to a second row in a narrow dock, no scroll bar over them
        self.row = WrappedList(most=96)
        self.row.setObjectName("bc-action-row")
        self.row.setFlow(QListWidget.Flow.LeftToRight)
        self.row.setWrapping(True)
        lay.addWidget(self.row)
        # order deck and crests
        deck = QGridLayout()
        self.draw = QLineEdit()
        self.draw.setPlaceholderText(
            translate("battlecrest_state", "draw pile, top first, commas between the cards")
        )
        self.current = QComboBox()
        self.current.setToolTip(translate("battlecrest_state", "The face-up order card"))
        self.discard = QLineEdit()
        self.discard.setPlaceholderText(translate("battlecrest_state", "discard pile"))
        self.reshuffle = QLineEdit()
        self.reshuffle.setPlaceholderText(
            translate("battlecrest_state", "real reshuffle order (optional)")
        )
        self.reshuffle.setToolTip(
            translate(
                "battlecrest_state",
                "When the draw pile runs out the discard is shuffled: enter "
                "the order the real shuffle gave, top first (else a "
                "recorded seeded shuffle is used)",
            )
        )
        self.deck_btn = QPushButton(translate("battlecrest_state", "Set deck"))
        # one field a row, its label before it: two side by side are wider than the dock
        for r, (word, field) in enumerate(
            (
                (translate("battlecrest_state", "Draw"), self.draw),
                (translate("battlecrest_state", "Current"), self.current),
                (translate("battlecrest_state", "Discard"), self.discard),
                (translate("battlecrest_state", "Reshuffle"), self.reshuffle),
            )
        ):
            deck.addWidget(QLabel(word), r, 0)
            deck.addWidget(field, r, 1)
        deck.addWidget(self.deck_btn, 4, 1, Qt.AlignmentFlag.AlignRight)
        self.crests = QLineEdit()
        self.crests.setPlaceholderText(
            translate("battlecrest_state", "applied crests, e.g. sword, shield")
        )
        self.crest_btn = QPushButton(translate("battlecrest_state", "Set crests"))
        deck.addWidget(_wrapped(translate("battlecrest_state", "Applied crests")), 5, 0)
        deck.addWidget(self.crests, 5, 1)
        deck.addWidget(self.crest_btn, 6, 1, Qt.AlignmentFlag.AlignRight)
        deck.setColumnStretch(1, 1)
        lay.addLayout(deck)

        self.locations.currentRowChanged.connect(lambda _r: self._fill_location())
        self.locations.itemChanged.connect(self._location_ticked)
        self.row.itemChanged.connect(self._row_ticked)
        self.loc_btn.clicked.connect(self._set_location)
        self.deck_btn.clicked.connect(self._set_deck)
        self.crest_btn.clicked.connect(self._set_crests)
        self.refresh()

    def set_document(self, doc: Document) -> None:
        self.doc = doc
        self.refresh()

    def run(self, op: Callable[[Board], OpResult[Board]], text: str) -> bool:
        try:
            res = run_op(self.doc, op, text, self.show_message)
        except (edits.EditError, ValueError) as exc:
            why = exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], str) else str(exc)
            self.show_error(
                translate("battlecrest_state", "Cannot change: {text}").format(text=text),
                in_language(why),  # an edit's refusal is a message: in the player's language
            )
            self.refresh()
            return False
        return res.changes.any

    # -- edits ------------------------------------------------------------------------------------
    def _location_ticked(self, item: QListWidgetItem) -> None:
        pid = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(pid, str):
            self.run(
                edits.flip_location(pid, item.checkState() == Qt.CheckState.Checked),
                translate("battlecrest_state", "Flip location {name}").format(
                    name=self._location_name(pid)
                ),
            )

    def _location_name(self, pid: str) -> str:
        """What a player calls the location ``pid``: its name (the sample board's in the
        player's language), else its id."""
        point = next(
            (q for q in self.doc.board.points if q.kind == "location" and q.id == pid), None
        )
        return content_name(point.label) if point is not None else pid

    def _action_card_names(self) -> dict[str, str]:
        """The Emperor's action cards by id, as the solo card names them (a bundled name in
        the player's language); none when the ``battlecrest`` object does not read."""
        try:
            solo = read_state(self.doc.board).solo
        except BoardError:
            return {}
        return {c.id: content_name(c.label) for c in solo.action_cards}

    def _order_card_names(self) -> dict[str, str]:
        """The order cards by id as the editor writes them: each card's name (a bundled
        name in the player's language); none when the ``battlecrest`` object does not read
        (the fields then show the ids as the file writes them)."""
        try:
            cards = read_state(self.doc.board).library.order_cards
        except BoardError:
            return {}
        return shown_names({i: content_name(c.label) for i, c in cards.items()})

    def _crest_names(self) -> dict[str, str]:
        """The crests the game names (a bundled crest in the player's language) by the id
        the file writes, with the board's applied crests; another crest is its id."""
        st = STATE.value(self.doc.board, {})
        applied = [str(c) for c in st.get("applied_crests") or []]
        crests = {c: in_language(crest_word(c)) for c in [*CREST_WORDS, *applied]}
        return shown_names(crests)

    def _row_ticked(self, item: QListWidgetItem) -> None:
        i = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(i, int):
            self.run(
                edits.set_row_ready(i, item.checkState() == Qt.CheckState.Checked),
                translate("battlecrest_state", "Action row"),
            )

    def _set_location(self) -> None:
        item = self.locations.currentItem()
        pid = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if not isinstance(pid, str):
            return
        kind = self.ability.currentData()
        point = next((q for q in self.doc.board.points if q.id == pid), None)
        old = (ABILITY.get(point) if point is not None else None) or {}
        ability: dict[str, Any] | None = (
            {**old, "type": kind, "value": self.ability_value.value()} if kind else None
        )
        self.run(
            edits.set_location(
                pid, {k: s.value() for k, s in self.bonus.items()}, self.hazard.isChecked(), ability
            ),
            translate("battlecrest_state", "Edit location {name}").format(
                name=self._location_name(pid)
            ),
        )

    def _set_deck(self) -> None:
        cur = self.current.currentData()
        cards = self._order_card_names()
        self.run(
            edits.set_order_deck(
                read_ids(self.draw.text(), cards),
                str(cur) if cur else None,
                read_ids(self.discard.text(), cards),
                read_ids(self.reshuffle.text(), cards) or None,
            ),
            translate("battlecrest_state", "Order deck"),
        )

    def _set_crests(self) -> None:
        self.run(
            edits.set_applied_crests(read_ids(self.crests.text(), self._crest_names())),
            translate("battlecrest_state", "Applied crests"),
        )

    # -- showing the board -------------------------------------------------------------------------
    def _fill_defense(self) -> None:
        while self.defense_row.count():
            item = self.defense_row.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.deleteLater()
        self.defense = {}
        players = [f for f in self.doc.board.figures if f.side == "player"]
        self.defense_label.setVisible(bool(players))
        for i, f in enumerate(players):
            spin = QSpinBox()
            spin.setRange(0, 20)
            spin.setValue(DEFENSE.value(f, 0))
            spin.setToolTip(
                translate(
                    "battlecrest_state",
                    "{label}: the defense of the card you block with against the Emperor's "
                    "attack (location bonuses are added by the rules)",
                ).format(label=content_name(f.label))
            )
            spin.setObjectName(f"defense-{f.id}")
            spin.editingFinished.connect(
                lambda fid=f.id, s=spin: self.run(
                    edits.set_defense(fid, s.value()), translate("battlecrest_state", "Defense")
                )
            )
            # two warriors a row: all of them in one row are wider than the dock
            self.defense_row.addWidget(QLabel(content_name(f.label)), i // 2, 2 * (i % 2))
            self.defense_row.addWidget(spin, i // 2, 2 * (i % 2) + 1)
            self.defense[f.id] = spin
        self.defense_row.setColumnStretch(4, 1)

    def refresh(self) -> None:
        b = self.doc.board
        self._fill_defense()
        keep = self.locations.currentRow()
        self.locations.blockSignals(True)
        self.locations.clear()
        for p in b.points:
            if p.kind != "location" or not p.id:
                continue
            active = p.active is not False
            extra = []
            if HAZARD.value(p, False):
                extra.append(translate("battlecrest_state", "hazard"))
            ab = ABILITY.get(p)
            if ab is not None:
                kind = ab.get("type")
                word = ABILITY_WORDS.get(kind) if isinstance(kind, str) else None
                extra.append(
                    translate("battlecrest_state", "ability {type} {value}")
                    .format(
                        type=in_language(word) if word is not None else kind,
                        value=ab.get("value", ""),
                    )
                    .strip()
                )
            text = (
                translate("battlecrest_state", "{name} [{x},{y}]: {bonuses}").format(
                    name=self._location_name(p.id),
                    x=p.at[0],
                    y=p.at[1],
                    bonuses=in_language(edits.bonus_text(p)),
                )
                + (f"; {', '.join(extra)}" if extra else "")
                + (
                    translate("battlecrest_state", " — active")
                    if active
                    else translate("battlecrest_state", " — flipped")
                )
            )
            item = QListWidgetItem(text)
            item.setToolTip(text)
            item.setData(Qt.ItemDataRole.UserRole, p.id)
            item.setFlags(
                Qt.ItemFlag.ItemIsEnabled
                | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemIsUserCheckable
            )
            item.setCheckState(Qt.CheckState.Checked if active else Qt.CheckState.Unchecked)
            self.locations.addItem(item)
        self.locations.setCurrentRow(min(max(keep, 0), self.locations.count() - 1))
        self.locations.blockSignals(False)
        self.locations.fit()
        self._fill_location()
        st = STATE.value(b, {})
        names = self._action_card_names()
        self.row.blockSignals(True)
        self.row.clear()
        for i, rc in enumerate(st.get("action_row") or []):
            if not isinstance(rc, dict):
                continue
            card = str(rc.get("card"))
            item = QListWidgetItem(names.get(card, card))
            item.setToolTip(card)  # the id the file writes
            item.setData(Qt.ItemDataRole.UserRole, i)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if rc.get("ready", True) else Qt.CheckState.Unchecked
            )
            self.row.addItem(item)
        self.row.blockSignals(False)
        self.row.fit()
        deck = st.get("order_deck") or {}
        cards = self._order_card_names()
        self.draw.setText(written([str(x) for x in deck.get("draw") or []], cards))
        self.discard.setText(written([str(x) for x in deck.get("discard") or []], cards))
        self.reshuffle.setText(written([str(x) for x in deck.get("reshuffle") or []], cards))
        ids = [str(c.get("id")) for c in st.get("order_cards") or [] if isinstance(c, dict)]
        for k in ("draw", "discard"):
            ids += [str(x) for x in deck.get(k) or [] if str(x) not in ids]
        cur = deck.get("current")
        if cur and str(cur) not in ids:
            ids.append(str(cur))
        self.current.clear()
        self.current.addItem(translate("battlecrest_state", "none"), None)
        for cid in ids:
            self.current.addItem(cards.get(cid, cid), cid)
        self.current.setCurrentIndex(max(self.current.findData(cur), 0))
        self.crests.setText(
            written([str(c) for c in st.get("applied_crests") or []], self._crest_names())
        )
        for field in (self.draw, self.discard, self.reshuffle, self.crests):
            field.setCursorPosition(0)  # the top of the pile in view
        self.setEnabled(bool(st) or any(p.kind == "location" for p in b.points))

    def _fill_location(self) -> None:
        item = self.locations.currentItem()
        pid = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        p = next((q for q in self.doc.board.points if q.kind == "location" and q.id == pid), None)
        for k, s in self.bonus.items():
            s.setValue(int(p.bonuses.get(k, 0)) if p is not None else 0)
        self.hazard.setChecked(p is not None and HAZARD.value(p, False))
        ab = ABILITY.get(p) if p is not None else None
        if ab is not None:
            self.ability.setCurrentIndex(max(self.ability.findData(ab.get("type")), 0))
            v = ab.get("value", 0)
            self.ability_value.setValue(int(v) if isinstance(v, int) else 0)
        else:
            self.ability.setCurrentIndex(0)
            self.ability_value.setValue(0)


def _wrapped(text: str) -> QLabel:
    """A label that wraps to the dock's width instead of widening it."""
    label = QLabel(text)
    label.setWordWrap(True)
    return label


__all__ = ["BattlefieldEditor", "read_ids", "shown_names", "written"]
