"""The "New group" dialog: the group's id and what it is made from — an empty group (its
figures chosen on the map afterwards) or one of the cards the board's rule set offers
(:func:`tabletop_ai.ui.panels.group_cards`: a game's deployment cards, which bring their
figures and instructions)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import Board
from tabletop_ai.ui.panels import GroupCard, group_cards
from tabletop_ai.ui.texts import translate


class NewGroupDialog(QDialog):
    """Ask for a new group's id and, when the rule set offers cards, the card it is made
    from. After ``exec()``: :attr:`group_id`, and :attr:`card` (None: an empty group)."""

    def __init__(self, board: Board, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("new_group", "New group"))
        self.board = board
        self.cards = group_cards(board)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b00;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.id_edit = QLineEdit(board.new_id("group"))
        self.id_edit.textChanged.connect(self._check)
        form.addRow(translate("new_group", "Group id:"), self.id_edit)
        lay.addLayout(form)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(translate("new_group", "Find a card by name"))
        self.filter.textChanged.connect(self._filter)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.currentRowChanged.connect(lambda _r: self._check())
        self.list.itemDoubleClicked.connect(lambda _i: self._accept())
        empty = QListWidgetItem(
            translate("new_group", "An empty group (choose its figures on the map)")
        )
        empty.setData(Qt.ItemDataRole.UserRole, None)
        self.list.addItem(empty)
        for i, card in enumerate(self.cards):
            item = QListWidgetItem(f"{card.name}\n    {card.detail}")
            item.setData(Qt.ItemDataRole.UserRole, i)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        if self.cards:
            lay.addWidget(QLabel(translate("new_group", "Made from:")))
            lay.addWidget(self.filter)
            lay.addWidget(self.list, 1)
            self.resize(620, 560)
        else:
            self.list.hide()
            self.filter.hide()
        lay.addWidget(self.problem)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self._check()

    @property
    def group_id(self) -> str:
        return self.id_edit.text().strip()

    @property
    def card(self) -> GroupCard | None:
        item = self.list.currentItem()
        index = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return self.cards[index] if isinstance(index, int) else None

    def choose(self, key: str) -> bool:
        """Select the card ``key`` (False: no such card)."""
        for row in range(self.list.count()):
            index = self.list.item(row).data(Qt.ItemDataRole.UserRole)
            if isinstance(index, int) and self.cards[index].key == key:
                self.list.item(row).setHidden(False)
                self.list.setCurrentRow(row)
                return True
        return False

    def _filter(self, text: str) -> None:
        words = text.casefold().split()
        for row in range(1, self.list.count()):
            item = self.list.item(row)
            item.setHidden(not all(w in item.text().casefold() for w in words))

    def _check(self) -> bool:
        gid = self.group_id
        if not gid:
            why = translate("new_group", "The group needs an id.")
        elif self.board.find_group(gid) is not None:
            why = translate("new_group", "There is already a group {gid!r}.").format(gid=gid)
        else:
            why = ""
        self.problem.setText(why)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not why)
        return not why

    def _accept(self) -> None:
        if self._check():
            self.accept()


__all__ = ["NewGroupDialog"]
