"""The picture of an imported part of a map, cut to the pixels under the part's cells, for
the window and the command line alike: a board's picture lines up with its own cells, and a
part of a large map carries only its own pixels.

The core moves the whole picture with the cells (:func:`~tabletop_ai.maps.common.cut_to_part`)
but cannot decode it; Qt's ``QImage`` (PySide6-Essentials, which the app needs anyway) reads
and writes the picture (PNG, JPEG, WebP) without a Qt application. It is imported only when
a part's picture is cut, so importing the core loads no Qt.
"""

from __future__ import annotations

from tabletop_ai.geometry import Grid
from tabletop_ai.i18n import msg
from tabletop_ai.maps.common import ImportedPicture, ImportResult
from tabletop_ai.maps.homography import apply, compose, invert, scale_translate
from tabletop_ai.maps.picture import MapPicture, map_corners


def part_pixels(
    picture: MapPicture, grid: Grid, size: tuple[int, int] | None = None
) -> tuple[int, int, int, int] | None:
    """The pixels of ``picture`` under ``grid``'s box (through the picture's transform) as
    ``(left, top, right, bottom)``, in a picture decoded ``size`` pixels large (its own size
    when None); None when none of it lies under the board. Found from the picture's record
    alone, so an import can say what a part's picture will be before it is decoded."""
    width, height = size if size is not None else picture.size
    sx, sy = width / picture.size[0], height / picture.size[1]
    to_pixels = invert(picture.transform)
    xs, ys = zip(*(apply(to_pixels, p) for p in map_corners(grid)), strict=True)
    left, top = max(0, int(min(xs) * sx)), max(0, int(min(ys) * sy))
    right = min(width, -int(-max(xs) * sx))
    bottom = min(height, -int(-max(ys) * sy))
    if right <= left or bottom <= top:
        return None
    return left, top, right, bottom


def cut_picture(pic: ImportedPicture, grid: Grid) -> ImportedPicture | None:
    """The picture cut to the pixels under ``grid``'s box (through the picture's transform,
    which imports make a scale and shift), as a PNG with its transform shifted the same;
    None when it cannot be read or nothing of it lies under the board."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect
    from PySide6.QtGui import QImage

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
    box = part_pixels(picture, grid, (image.width(), image.height()))
    if box is None:
        return None
    left, top, right, bottom = box
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


def cut_part_picture(result: ImportResult) -> bool:
    """Cut the picture of an import of a part of a map (:attr:`ImportResult.part`) to the
    part, with a note saying so; the whole picture, moved with the cells, stays when it
    cannot be read or nothing of it lies under the part. Whether it was cut."""
    if result.picture is None or result.part is None:
        return False
    cut = cut_picture(result.picture, result.board.grid)
    if cut is None:
        return False
    whole = result.picture.picture.size
    result.picture = cut
    result.notes.append(
        str(
            msg(
                "the map's picture ({width}x{height} pixels) is cut to the part imported "
                "({part_width}x{part_height} pixels)",
                width=whole[0],
                height=whole[1],
                part_width=cut.picture.size[0],
                part_height=cut.picture.size[1],
            )
        )
    )
    return True
