"""Dialogs for a new map (square or hex, size, hex orientation) and for resizing a map."""

from __future__ import annotations

import copy

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
from tabletop_ai.geometry import Cell, HexGrid, SquareGrid, make_grid
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


def resized(board: Board, width: int, height: int) -> tuple[Board | None, str]:
    """A copy of ``board`` with a ``width`` x ``height`` grid, dropping terrain, edges and
    points that fall off; None and the reason when a figure would fall off."""
    g = board.grid
    grid = (
        HexGrid(width, height, g.orientation, g.offset)
        if isinstance(g, HexGrid)
        else SquareGrid(width, height)
    )
    for f in board.figures:
        for c in f.cells():
            if not grid.contains(c):
                return None, (
                    f"{f.label} at {f.at!r} would be off a {width}x{height} map; "
                    f"move or delete it first"
                )
    out = copy.deepcopy(board)
    out.grid = grid
    out.terrain = {c: k for c, k in out.terrain.items() if grid.contains(c)}

    def keep(a: Cell, b: Cell) -> bool:
        return grid.contains(a) and grid.contains(b)

    out.walls = [w for w in out.walls if keep(w.a, w.b)]
    out.doors = [d for d in out.doors if keep(d.between.a, d.between.b)]
    out.edges = [e for e in out.edges if keep(e.between.a, e.between.b)]
    out.points = [p for p in out.points if grid.contains(p.at)]
    return out, ""
