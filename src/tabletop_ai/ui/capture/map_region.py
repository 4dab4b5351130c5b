"""A part of a map larger than a board: the dialog that asks which part to import, and the map
picture cut to that part (the core moves the picture with the cells but cannot decode it)."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.geometry import Grid
from tabletop_ai.maps.common import MAX_SIDE_CELLS, ImportedPicture, Region
from tabletop_ai.maps.homography import apply, compose, invert, scale_translate
from tabletop_ai.maps.picture import MapPicture, map_corners
from tabletop_ai.ui.texts import translate


def default_region(width: int, height: int) -> Region:
    """The part offered first: the map's top-left corner, as large as a board may be."""
    return Region(0, 0, min(width, MAX_SIDE_CELLS), min(height, MAX_SIDE_CELLS))


class RegionDialog(QDialog):
    """Which part of a ``width`` x ``height`` map to import: its first column and row and its
    width and height in cells, each kept inside the map and within a board's limit while
    the player types (the core checks the region again)."""

    def __init__(self, name: str, width: int, height: int, parent: QWidget | None = None) -> None:
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
        form = QFormLayout()
        self.first_x, self.first_y = QSpinBox(), QSpinBox()
        self.part_w, self.part_h = QSpinBox(), QSpinBox()
        self.part_w.setRange(1, min(width, MAX_SIDE_CELLS))
        self.part_h.setRange(1, min(height, MAX_SIDE_CELLS))
        start = default_region(width, height)
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


def cut_picture(pic: ImportedPicture, grid: Grid) -> ImportedPicture | None:
    """The picture of an imported part cut to the pixels under the board (its box through
    the picture's transform, which imports make a scale and shift), as a PNG with its
    transform shifted the same; None when it cannot be read or nothing of it lies under the
    board (the caller keeps the whole picture then)."""
    picture = pic.picture
    if pic.data is not None:
        image = QImage.fromData(pic.data)
    elif pic.file is not None:
        image = QImage(str(pic.file))
    else:
        return None
    if image.isNull() or image.size().width() < 1:
        return None
    sx, sy = image.width() / picture.size[0], image.height() / picture.size[1]
    to_pixels = invert(picture.transform)
    xs, ys = zip(*(apply(to_pixels, p) for p in map_corners(grid)), strict=True)
    left, top = max(0, int(min(xs) * sx)), max(0, int(min(ys) * sy))
    right = min(image.width(), -int(-max(xs) * sx))
    bottom = min(image.height(), -int(-max(ys) * sy))
    if right <= left or bottom <= top:
        return None
    part = image.copy(QRect(left, top, right - left, bottom - top))
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    part.save(buf, "PNG")  # type: ignore[call-overload]  # the stub says bytes; str works
    buf.close()
    # a pixel of the cut picture is a pixel of the whole, shifted and in its own scale
    back = scale_translate(1.0 / sx, 1.0 / sy, left / sx, top / sy)
    size = (part.width(), part.height())
    cut = MapPicture(
        size=size,
        transform=compose(picture.transform, back),
        mime="image/png",
        opacity=picture.opacity,
        visible=picture.visible,
    )
    return ImportedPicture(cut, data=bytes(data.data()))
