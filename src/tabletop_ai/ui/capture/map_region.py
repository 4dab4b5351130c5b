"""A part of a map larger than a board: the dialog that asks which part to import (the map's
picture is cut to that part by :mod:`tabletop_ai.maps.picture_cut`)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.maps.common import MAX_SIDE_CELLS, Region, offered_region
from tabletop_ai.ui.texts import translate


class RegionDialog(QDialog):
    """Which part of a ``width`` x ``height`` map to import: its first column and row and its
    width and height in cells, each kept inside the map and within a board's limit while
    the player types (the core checks the region again). Offered first: the part round the
    map's ``content`` (:func:`~tabletop_ai.maps.common.offered_region`: the box round its
    tiles, walls, doors and points, centred on them when larger than a board), said in a
    line of its own; the top-left corner when the map's content is not known."""

    def __init__(
        self,
        name: str,
        width: int,
        height: int,
        parent: QWidget | None = None,
        content: Region | None = None,
    ) -> None:
        super().__init__(parent)
        self.map_size = (width, height)
        self.setWindowTitle(translate("map_region", "Import a part of {name}").format(name=name))
        self.setMinimumWidth(460)
        lay = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "map_region",
                "{name} is {width}x{height} cells; a board holds at most {most}x{most}. "
                "Choose the part to import (cells are counted from 0 at the top left):",
            ).format(name=name, width=width, height=height, most=MAX_SIDE_CELLS)
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        if content is not None:
            found = QLabel(
                translate(
                    "map_region",
                    "The map's content (its tiles, walls, doors and points) lies in cells "
                    "[{x},{y}] to [{x2},{y2}]: the part offered first is round it, centred on "
                    "it where it is larger than a board.",
                ).format(
                    x=content.x,
                    y=content.y,
                    x2=content.x + content.width - 1,
                    y2=content.y + content.height - 1,
                )
            )
            found.setWordWrap(True)
            lay.addWidget(found)
        form = QFormLayout()
        self.first_x, self.first_y = QSpinBox(), QSpinBox()
        self.part_w, self.part_h = QSpinBox(), QSpinBox()
        self.part_w.setRange(1, min(width, MAX_SIDE_CELLS))
        self.part_h.setRange(1, min(height, MAX_SIDE_CELLS))
        start = offered_region(width, height, content)
        self.part_w.setValue(start.width)
        self.part_h.setValue(start.height)
        for box in (self.first_x, self.first_y, self.part_w, self.part_h):
            box.setAccelerated(True)
        form.addRow(translate("map_region", "First column (X):"), self.first_x)
        form.addRow(translate("map_region", "First row (Y):"), self.first_y)
        form.addRow(translate("map_region", "Width (cells):"), self.part_w)
        form.addRow(translate("map_region", "Height (cells):"), self.part_h)
        lay.addLayout(form)
        self.span = QLabel()
        lay.addWidget(self.span)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        for box in (self.first_x, self.first_y, self.part_w, self.part_h):
            box.valueChanged.connect(self._changed)
        self._changed()
        self.first_x.setValue(start.x)
        self.first_y.setValue(start.y)

    def _changed(self) -> None:
        """Keep the part inside the map: the first column (row) goes at most as far as the
        width (height) leaves room for."""
        width, height = self.map_size
        self.first_x.setRange(0, width - self.part_w.value())
        self.first_y.setRange(0, height - self.part_h.value())
        r = self.region()
        self.span.setText(
            translate(
                "map_region", "Cells [{x},{y}] to [{x2},{y2}] of the map: a {w}x{h} board."
            ).format(
                x=r.x, y=r.y, x2=r.x + r.width - 1, y2=r.y + r.height - 1, w=r.width, h=r.height
            )
        )

    def region(self) -> Region:
        return Region(
            self.first_x.value(), self.first_y.value(), self.part_w.value(), self.part_h.value()
        )
