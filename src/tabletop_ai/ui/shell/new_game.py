"""File → New game…: the games the app plays, each with one line about it and the maps that
ship for it. The chosen map opens as a template (saving it asks where, in the player's own
folder); a game whose panel can start a game on it (the Automated Emperor's setup) does so
at once, so a newcomer never has to find the panel in the View menu.

The games are what the game packages register (:func:`tabletop_ai.ui.panels.new_games`): this
dialog names none of them.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.i18n.content import content_name
from tabletop_ai.resources import bundled_map
from tabletop_ai.ui.panels import NewGame, new_games
from tabletop_ai.ui.texts import translate


def map_title(path: Path) -> str:
    """The name a bundled board or table gives itself (its file name when it has none or
    cannot be read: the dialog still offers it, and opening it says what is wrong)."""
    try:
        name = json.loads(path.read_text(encoding="utf-8")).get("name")
    except (OSError, ValueError, AttributeError):
        name = None
    return content_name(name) if isinstance(name, str) and name else path.name


class NewGameDialog(QDialog):
    """Choose a game, then one of its maps; :meth:`choice` is the map file to open."""

    def __init__(self, parent: QWidget | None = None, games: list[NewGame] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("new_game", "New game"))
        self.games = [g for g in (games if games is not None else new_games()) if self._maps(g)]
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(translate("new_game", "Which game do you play?")))
        row = QHBoxLayout()
        self.game_list = QListWidget()
        self.game_list.setObjectName("new-game-games")
        for g in self.games:
            self.game_list.addItem(translate(g.context, g.title))
        # every game's name whole, in any language: the list is as wide as its longest
        self.game_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.game_list.setMinimumWidth(
            self.game_list.sizeHintForColumn(0)
            + 2 * self.game_list.frameWidth()
            + self.game_list.verticalScrollBar().sizeHint().width()
            + 8
        )
        row.addWidget(self.game_list, 0)
        right = QVBoxLayout()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.summary.setMinimumHeight(90)
        right.addWidget(self.summary)
        right.addWidget(QLabel(translate("new_game", "Start on the map:")))
        self.map_list = QListWidget()
        self.map_list.setObjectName("new-game-maps")
        right.addWidget(self.map_list, 1)
        note = QLabel(
            translate(
                "new_game",
                "The maps that come with the app are templates: the first Save asks where to "
                "keep your game.",
            )
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: #555;")
        right.addWidget(note)
        row.addLayout(right, 1)
        lay.addLayout(row, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        start = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.setText(translate("new_game", "Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.game_list.currentRowChanged.connect(self._show_game)
        self.map_list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.game_list.setCurrentRow(0)
        self.resize(max(760, self.game_list.minimumWidth() + 480), 420)

    @staticmethod
    def _maps(game: NewGame) -> list[Path]:
        """The game's maps this installation has."""
        return [p for p in (bundled_map(name) for name in game.maps) if p is not None]

    def _show_game(self, row: int) -> None:
        self.map_list.clear()
        if not 0 <= row < len(self.games):
            self.summary.setText("")
            return
        g = self.games[row]
        self.summary.setText(translate(g.context, g.summary))
        for path in self._maps(g):
            item = QListWidgetItem(map_title(path))
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(path.name)
            self.map_list.addItem(item)
        self.map_list.setCurrentRow(0)

    def choose(self, title: str, map_index: int = 0) -> None:
        """Select the game shown as ``title`` (in the installed language) and its map number
        ``map_index`` (what a player's two clicks do)."""
        items = self.game_list.findItems(title, Qt.MatchFlag.MatchExactly)
        if not items:
            raise KeyError(title)
        self.game_list.setCurrentItem(items[0])
        self.map_list.setCurrentRow(map_index)

    def choice(self) -> Path | None:
        """The map chosen (None: nothing selected)."""
        item = self.map_list.currentItem()
        return Path(str(item.data(Qt.ItemDataRole.UserRole))) if item is not None else None


__all__ = ["NewGameDialog", "map_title"]
