"""Draws a Tiled map's tile layers into a picture (for a map with no image layer), from the
drawing steps :mod:`tabletop_ai.maps.tiled` computed without Qt."""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from tabletop_ai.board.reader import read_head
from tabletop_ai.maps.common import ImportedPicture
from tabletop_ai.maps.homography import compose, scale_translate
from tabletop_ai.maps.imagesize import image_size
from tabletop_ai.maps.picture import DOWNSCALE_SIDE, MapPicture, sniff_mime
from tabletop_ai.maps.tiled import TileInfo, TilePicture


def _key_out(image: QImage, colour: QColor) -> QImage:
    """The picture with every pixel of ``colour`` made transparent (Tiled's ``trans``)."""
    out = image.convertToFormat(QImage.Format.Format_ARGB32)
    mask = out.createMaskFromColor(colour.rgb(), Qt.MaskMode.MaskOutColor)
    out.setAlphaChannel(mask.convertToFormat(QImage.Format.Format_Grayscale8))
    return out


def render_tiles(tp: TilePicture) -> ImportedPicture | None:
    """The tiles drawn into a PNG picture (None when no tileset image can be read). A map
    larger than :data:`DOWNSCALE_SIDE` pixels a side is drawn scaled down to it (the
    picture's transform says so). Only regular files are read, a tile is drawn only from
    inside its picture, and the painter is ended on every path."""
    scale = min(1.0, DOWNSCALE_SIDE / max(tp.size))
    w, h = (max(1, math.ceil(v * scale)) for v in tp.size)
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    if image.isNull():
        return None
    image.fill(0)
    cache: dict[Path, QImage] = {}
    drawn = 0
    p = QPainter(image)
    try:
        p.scale(scale, scale)
        for d in tp.draws:
            src = cache.get(d.image)
            if src is None:
                src = tileset_picture(d.image)
                if d.transparent is not None and not src.isNull():
                    src = _key_out(src, QColor(*d.transparent))
                cache[d.image] = src
            if src.isNull():
                continue
            if d.rect is None:
                p.drawImage(QPointF(*d.at), src)
            elif src.rect().contains(QRect(*d.rect)):
                p.drawImage(QPointF(*d.at), src, QRect(*d.rect))
            else:
                continue
            drawn += 1
    finally:
        p.end()
    if not drawn:
        return None
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")  # type: ignore[call-overload]  # the stub says bytes; str works
    buf.close()
    transform = compose(tp.transform, scale_translate(1 / scale, 1 / scale))
    return ImportedPicture(
        MapPicture(size=(w, h), transform=transform, mime="image/png"), data=bytes(data.data())
    )


_PICTURES: dict[Path, QImage] = {}


def tileset_picture(path: Path) -> QImage:
    """A tileset picture, decoded only from a regular file whose header says PNG, JPEG or
    WebP of at most :data:`DOWNSCALE_SIDE` pixels a side (256 MB decoded; the importer
    checked it, and it is read once more here, as it is now). The last few are kept."""
    hit = _PICTURES.get(path)
    if hit is not None:
        return hit
    image = QImage()
    try:
        head = read_head(path, 256 * 1024)
    except OSError:
        head = b""
    dims = image_size(head) if sniff_mime(head) is not None else None
    if dims is not None and min(dims) > 0 and max(dims) <= DOWNSCALE_SIDE:
        image = QImage(str(path))
    if len(_PICTURES) >= 4:
        _PICTURES.pop(next(iter(_PICTURES)))
    _PICTURES[path] = image
    return image


def _difference(a: QColor, b: QColor) -> float:
    """Mean difference of two colours' red, green and blue (0-255), each over mid grey by
    its alpha."""

    def over_grey(c: QColor) -> tuple[float, float, float]:
        k = c.alpha() / 255.0
        return tuple(k * v + (1 - k) * 128 for v in (c.red(), c.green(), c.blue()))  # type: ignore[return-value]

    pa, pb = over_grey(a), over_grey(b)
    return sum(abs(u - v) for u, v in zip(pa, pb, strict=True)) / 3


class TileLooks:
    """How each tile looks, for a first guess at its terrain
    (:func:`tabletop_ai.maps.terrain_guess.look_guess`): the mean grey level of its opaque
    pixels, the share of its pixels that are opaque, how much bluer than red or green and
    how much greener than red or blue they are, and how uneven their grey levels are (a
    standard deviation). Tileset pictures are read once."""

    def __init__(self) -> None:
        self._pictures: dict[tuple[Path, tuple[int, int, int] | None], QImage] = {}

    def tile(self, info: TileInfo) -> QImage | None:
        """The tile's own picture (its rectangle of the tileset picture), or None."""
        if info.image is None:
            return None
        key = (info.image, info.transparent)
        src = self._pictures.get(key)
        if src is None:
            src = tileset_picture(info.image)
            if info.transparent is not None and not src.isNull():
                src = _key_out(src, QColor(*info.transparent))
            self._pictures[key] = src
        if src.isNull():
            return None
        return src.copy(QRect(*info.rect)) if info.rect is not None else src

    def against(self, info: TileInfo, ground: TileInfo) -> tuple[float, float] | None:
        """How tile ``info`` differs from tile ``ground``: the mean colour difference
        (0-255, transparent pixels as mid grey) along the border (the outer quarter of a
        side) and in the middle (the inner half), both tiles seen at 16 x 16 pixels."""
        a, b = self.tile(info), self.tile(ground)
        if a is None or b is None or a.isNull() or b.isNull():
            return None
        n = 16
        sa = a.scaled(n, n).convertToFormat(QImage.Format.Format_ARGB32)
        sb = b.scaled(n, n).convertToFormat(QImage.Format.Format_ARGB32)
        border = middle = 0.0
        nb = nm = 0
        for y in range(n):
            for x in range(n):
                d = _difference(sa.pixelColor(x, y), sb.pixelColor(x, y))
                if min(x, y, n - 1 - x, n - 1 - y) < n // 4:
                    border += d
                    nb += 1
                elif n // 4 <= x < 3 * n // 4 and n // 4 <= y < 3 * n // 4:
                    middle += d
                    nm += 1
        return border / nb, middle / nm

    def __call__(self, info: TileInfo) -> tuple[float, float, float, float, float] | None:
        image = self.tile(info)
        if image is None or image.width() == 0 or image.height() == 0:
            return None
        small = image.scaled(16, 16).convertToFormat(QImage.Format.Format_ARGB32)
        greys: list[float] = []
        blue = green = 0.0
        for y in range(small.height()):
            for x in range(small.width()):
                c = small.pixelColor(x, y)
                if c.alpha() >= 128:
                    greys.append(0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue())
                    blue += c.blue() - max(c.red(), c.green())
                    green += c.green() - max(c.red(), c.blue())
        n = small.width() * small.height()
        opaque = len(greys)
        if not opaque:
            return 0.0, 0.0, 0.0, 0.0, 0.0
        grey = sum(greys) / opaque
        texture = (sum((g - grey) ** 2 for g in greys) / opaque) ** 0.5
        return grey, opaque / n, blue / opaque, green / opaque, texture
