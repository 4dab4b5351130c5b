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
        self.name = QLineEdit("New map")
        self.kind = QComboBox()
        self.kind.addItems([translate("map_dialogs", "square"), translate("map_dialogs", "hex")])
        self.width_ = QSpinBox()
        self.width_.setRange(1, 200)
        self.width_.setValue(12)
        self.height_ = QSpinBox()
        self.height_.setRange(1, 200)
        self.height_.setValue(10)
        self.orientation = QComboBox()
        self.orientation.addItems(
            [
                translate("map_dialogs", "pointy (odd-r)"),
                translate("map_dialogs", "pointy (even-r)"),
                translate("map_dialogs", "flat (odd-q)"),
                translate("map_dialogs", "flat (even-q)"),
            ]
        )
        self.kind.currentTextChanged.connect(lambda t: self.orientation.setEnabled(t == "hex"))
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
        return new_board(
            self.name.text().strip(),
            self.kind.currentText(),
            self.width_.value(),
            self.height_.value(),
            self.orientation.currentText(),
        )


def new_board(
    name: str, kind: str, width: int, height: int, orientation: str = "pointy (odd-r)"
) -> Board:
    """An empty board; ``orientation`` is ``"pointy (odd-r)"`` style text for hex grids."""
    if kind == "hex":
        tops, offset = orientation.split(" (")
        grid = make_grid(
            {
                "type": "hex",
                "width": width,
                "height": height,
                "orientation": tops,
                "offset": offset.rstrip(")"),
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
