"""Next mission…: what the campaign carries into the next mission and what starts afresh, said
before anything is written; the next mission's map (one that ships with the app, a board file
of the player's, or a map imported from Tiled or Universal VTT); and the file the next mission
is saved as (never this mission's own file, never a map that ships with the app, and an
existing file only when the player says so).

The dialog decides nothing about the game: the panel sets the mission up
(:meth:`~tabletop_ai.ui.games.imperial.ae_panel.AEPanel.next_mission`).
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import Board, BoardError, load_board
from tabletop_ai.i18n import Msg
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.imperial.game import MissionTerms
from tabletop_ai.resources import bundled_map, bundled_maps, is_bundled
from tabletop_ai.ui.panels import new_games
from tabletop_ai.ui.shell.new_game import map_title
from tabletop_ai.ui.texts import translate

#: the suffix a board file saved without one is given
BOARD_SUFFIX = ".board.json"


def _bullets(texts: list[Msg]) -> str:
    """A rich-text list of core messages, each in the player's language."""
    items = "".join(f"<li>{escape(in_language(t))}</li>" for t in texts)
    return f"<ul style='margin:0'>{items}</ul>"


#: what a list entry holds: a board file (bundled or the player's) or an imported board
Source = Path | Board


class NextMissionDialog(QDialog):
    """Choose the next mission's map and its file, after reading what carries over."""

    def __init__(
        self,
        terms: MissionTerms,
        number: int,
        campaign: str,
        default_save: Path,
        current: Path,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.current = current
        self._sources: list[Source] = []
        self.setWindowTitle(
            translate("next_mission", "Mission {number} of {campaign}").format(
                number=number, campaign=campaign
            )
        )
        lay = QVBoxLayout(self)
        self.terms = QLabel(
            translate("next_mission", "<b>Carried over</b> from this mission:")
            + _bullets(terms.carried)
            + translate("next_mission", "<b>Starts afresh</b> in mission {number}:").format(
                number=number
            )
            + _bullets(terms.fresh)
        )
        self.terms.setTextFormat(Qt.TextFormat.RichText)
        self.terms.setWordWrap(True)
        lay.addWidget(self.terms)
        lay.addWidget(
            QLabel(translate("next_mission", "The map of mission {number}:").format(number=number))
        )
        self.maps = QListWidget()
        self.maps.setObjectName("next-mission-maps")
        for path in bundled_maps():
            if path.name.endswith(".board.json") and path.resolve() != current:
                self._add(map_title(path), path)
        lay.addWidget(self.maps, 1)
        row = QHBoxLayout()
        self.own_btn = QPushButton(translate("next_mission", "A board of my own…"))
        self.import_btn = QPushButton(translate("next_mission", "Import a map (Tiled, UVTT)…"))
        row.addWidget(self.own_btn)
        row.addWidget(self.import_btn)
        row.addStretch(1)
        lay.addLayout(row)
        save_row = QHBoxLayout()
        save_row.addWidget(
            QLabel(translate("next_mission", "Save mission {number} as").format(number=number))
        )
        self.save_edit = QLineEdit(str(default_save))
        save_row.addWidget(self.save_edit, 1)
        self.change_btn = QPushButton(translate("next_mission", "Change…"))
        save_row.addWidget(self.change_btn)
        lay.addLayout(save_row)
        self.problem = QLabel("")
        self.problem.setStyleSheet("color: #c92a2a;")
        self.problem.setWordWrap(True)
        lay.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("next_mission", "Set up mission {number}").format(number=number)
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.own_btn.clicked.connect(lambda: self.choose_own())
        self.import_btn.clicked.connect(lambda: self.choose_import())
        self.change_btn.clicked.connect(self._change_save)
        self.maps.setCurrentRow(self._next_row())
        self.resize(640, 560)

    def _next_row(self) -> int:
        """The row first chosen: the map after the one this mission was played on, in the
        list of maps its game ships (File → New game…), else another map of that game, else
        the first row. A newcomer who played the first sample mission is offered the second,
        not the first again."""
        here = map_title(self.current) if self.current.is_file() else ""
        rows = [self.maps.item(i).text() for i in range(self.maps.count())]
        for game in new_games():
            titles = [map_title(p) for p in (bundled_map(n) for n in game.maps) if p is not None]
            if here not in titles:
                continue
            later = titles[titles.index(here) + 1 :]
            for title in [*later, *(t for t in titles if t != here)]:
                if title in rows:
                    return rows.index(title)
        return 0

    def _add(self, title: str, source: Source) -> None:
        item = QListWidgetItem(title)
        item.setData(Qt.ItemDataRole.UserRole, len(self._sources))
        if isinstance(source, Path):
            item.setToolTip(str(source))
        self._sources.append(source)
        self.maps.addItem(item)
        self.maps.setCurrentItem(item)

    def choose_own(self, path: str | Path | None = None) -> bool:
        """Add a board file of the player's to the list, selected (asked for when None)."""
        if path is None:
            chosen, _f = QFileDialog.getOpenFileName(
                self,
                translate("next_mission", "The next mission's board"),
                str(self.current.parent),
                translate("filters", "Board files (*.board.json *.json);;All files (*)"),
            )
            if not chosen:
                return False
            path = chosen
        p = Path(path).resolve()
        if p == self.current:
            self.problem.setText(
                translate(
                    "next_mission",
                    "{name} is this mission's own board: choose the map of the next mission",
                ).format(name=p.name)
            )
            return False
        self._add(translate("next_mission", "Your board: {name}").format(name=p.name), p)
        self.problem.setText("")
        return True

    def choose_import(self, path: str | Path | None = None) -> bool:
        """Import a Tiled or Universal VTT map as the next mission's map (asked for when
        None); a map that cannot be imported is named with its problem."""
        from tabletop_ai.ui.capture.import_actions import MAP_FILTER, read_map

        if path is None:
            chosen, _f = QFileDialog.getOpenFileName(
                self,
                translate("next_mission", "Import the next mission's map"),
                str(self.current.parent),
                translate("filters", MAP_FILTER),
            )
            if not chosen:
                return False
            path = chosen
        try:
            board = read_map(Path(path))
        except BoardError as exc:
            self.problem.setText(exc.first_line())
            return False
        self._add(translate("next_mission", "Imported: {name}").format(name=Path(path).name), board)
        self.problem.setText("")
        return True

    def _change_save(self) -> None:
        chosen, _f = QFileDialog.getSaveFileName(
            self,
            translate("next_mission", "Save the next mission as"),
            self.save_edit.text(),
            translate("filters", "Board files (*.board.json *.json);;All files (*)"),
        )
        if chosen:
            self.save_edit.setText(chosen if chosen.endswith(".json") else chosen + BOARD_SUFFIX)

    def board(self) -> Path | Board | None:
        """The chosen map: a board file, or an imported board."""
        item = self.maps.currentItem()
        if item is None:
            return None
        return self._sources[int(item.data(Qt.ItemDataRole.UserRole))]

    def save_to(self) -> Path | None:
        text = self.save_edit.text().strip()
        return Path(text).expanduser().resolve() if text else None

    def problem_text(self) -> str:
        """Why the choices cannot be used as they stand ("" when they can)."""
        source = self.board()
        target = self.save_to()
        if source is None:
            return translate("next_mission", "Choose the map of the next mission")
        if isinstance(source, Path):
            try:
                load_board(source)
            except BoardError as exc:
                return exc.first_line()
        if target is None:
            return translate("next_mission", "Name the file of the next mission")
        if target == self.current:
            return translate(
                "next_mission", "{name} is this mission's own file: save the next mission apart"
            ).format(name=target.name)
        if is_bundled(target):
            return translate(
                "next_mission", "{name} ships with Tabletop AI: save the next mission elsewhere"
            ).format(name=target.name)
        return ""

    def accept(self) -> None:
        problem = self.problem_text()
        if problem:
            self.problem.setText(problem)
            return
        target = self.save_to()
        assert target is not None
        if target.exists():
            answer = QMessageBox.question(
                self,
                translate("next_mission", "Replace the file?"),
                translate(
                    "next_mission", "{name} exists already. Replace it with the next mission?"
                ).format(name=target.name),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        super().accept()


__all__ = ["NextMissionDialog"]
