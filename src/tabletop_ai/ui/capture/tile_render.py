"""Draws a Tiled map's tile layers into a picture (for a map with no image layer), from the
drawing steps :mod:`tabletop_ai.maps.tiled` computed without Qt."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from tabletop_ai.maps.common import ImportedPicture
from tabletop_ai.maps.picture import MapPicture
from tabletop_ai.maps.tiled import TilePicture


def _key_out(image: QImage, colour: QColor) -> QImage:
    """The picture with every pixel of ``colour`` made transparent (Tiled's ``trans``)."""
    out = image.convertToFormat(QImage.Format.Format_ARGB32)
    mask = out.createMaskFromColor(colour.rgb(), Qt.MaskMode.MaskOutColor)
    out.setAlphaChannel(mask.convertToFormat(QImage.Format.Format_Grayscale8))
    return out


def render_tiles(tp: TilePicture) -> ImportedPicture | None:
    """The tiles drawn into a PNG picture (None when no tileset image can be read)."""
    image = QImage(tp.size[0], tp.size[1], QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    cache: dict[Path, QImage] = {}
    drawn = 0
    p = QPainter(image)
    for d in tp.draws:
        src = cache.get(d.image)
        if src is None:
            src = QImage(str(d.image))
            if d.transparent is not None and not src.isNull():
                src = _key_out(src, QColor(*d.transparent))
            cache[d.image] = src
        if src.isNull():
            continue
        if d.rect is None:
            p.drawImage(QPointF(*d.at), src)
        else:
            p.drawImage(QPointF(*d.at), src, QRect(*d.rect))
        drawn += 1
    p.end()
    if not drawn:
        return None
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")  # type: ignore[call-overload]  # the stub says bytes; str works
    buf.close()
    return ImportedPicture(
        MapPicture(size=tp.size, transform=tp.transform, mime="image/png"), data=bytes(data.data())
    )
