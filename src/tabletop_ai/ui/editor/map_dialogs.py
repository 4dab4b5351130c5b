"""Dialogs for a new map (square or hex, size, hex orientation) and for resizing a map."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from tabletop_ai.board import Board
from tabletop_ai.geometry import SquareGrid, make_grid
from tabletop_ai.ui.texts import translate


class NewMapDialog(QDialog):
    """Asks for a name, a grid type, a size and (hex) an orientation."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("map_dialogs", "New map"))
        self.name = QLineEdit(translate("map_dialogs", "New map"))
        # each choice carries the board format's value: the shown words are translated
        self.kind = QComboBox()
        self.kind.addItem(translate("map_dialogs", "square"), "square")
        self.kind.addItem(translate("map_dialogs", "hex"), "hex")
        self.width_ = QSpinBox()
        self.width_.setRange(1, 200)
        self.width_.setValue(12)
        self.height_ = QSpinBox()
        self.height_.setRange(1, 200)
        self.height_.setValue(10)
        self.orientation = QComboBox()
        for text, tops, offset in (
            (translate("map_dialogs", "pointy (odd-r)"), "pointy", "odd-r"),
            (translate("map_dialogs", "pointy (even-r)"), "pointy", "even-r"),
            (translate("map_dialogs", "flat (odd-q)"), "flat", "odd-q"),
            (translate("map_dialogs", "flat (even-q)"), "flat", "even-q"),
        ):
            self.orientation.addItem(text, (tops, offset))
        self.kind.currentIndexChanged.connect(
            lambda _i: self.orientation.setEnabled(self.kind.currentData() == "hex")
        )
        self.orientation.setEnabled(False)
        form = QFormLayout(self)
        form.addRow(translate("map_dialogs", "Name"), self.name)
        form.addRow(translate("map_dialogs", "Grid"), self.kind)
        form.addRow(translate("map_dialogs", "Width"), self.width_)
        form.addRow(translate("map_dialogs", "Height"), self.height_)
        form.addRow(translate("map_dialogs", "Hex tops"), self.orientation)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def board(self) -> Board:
        tops, offset = self.orientation.currentData()
        return new_board(
            self.name.text().strip(),
            self.kind.currentData(),
            self.width_.value(),
            self.height_.value(),
            tops,
            offset,
        )


def new_board(
    name: str,
    kind: str,
    width: int,
    height: int,
    orientation: str = "pointy",
    offset: str = "odd-r",
) -> Board:
    """An empty board; ``kind`` is ``"square"`` or ``"hex"``, and a hex grid's
    ``orientation`` and ``offset`` are the board format's values (``"flat"``,
    ``"even-q"``; docs/board-format.md), never the words a dialog shows."""
    if kind == "hex":
        grid = make_grid(
            {
                "type": "hex",
                "width": width,
                "height": height,
                "orientation": orientation,
                "offset": offset,
            }
        )
    else:
        grid = SquareGrid(width, height)
    return Board(grid=grid, name=name)


class ResizeDialog(QDialog):
    def __init__(self, board: Board, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("map_dialogs", "Resize map"))
        self.width_ = QSpinBox()
        self.width_.setRange(1, 200)
        self.width_.setValue(board.grid.width)
        self.height_ = QSpinBox()
        self.height_.setRange(1, 200)
        self.height_.setValue(board.grid.height)
        form = QFormLayout(self)
        form.addRow(translate("map_dialogs", "Width"), self.width_)
        form.addRow(translate("map_dialogs", "Height"), self.height_)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
