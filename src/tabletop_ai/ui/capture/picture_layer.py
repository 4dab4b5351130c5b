"""The picture under the grid, read and drawn: loaded size-checked before decoding (a large
one downscaled), kept in a small cache, and drawn under the cells with its opacity by the map
painter (:func:`install_picture`). The dock, the edits and the calibration are in
:mod:`tabletop_ai.ui.capture.map_picture`; all maths in :mod:`tabletop_ai.maps.picture`.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, QSize
from PySide6.QtGui import (
    QImage,
    QImageReader,
    QPainter,
    QTransform,
)

from tabletop_ai.geometry import Layout
from tabletop_ai.i18n import language
from tabletop_ai.maps.homography import (
    CalibrationError,
    Matrix,
    compose,
    scale_translate,
)
from tabletop_ai.maps.imagesize import PICTURE_SUFFIXES
from tabletop_ai.maps.picture import (
    DOWNSCALE_SIDE,
    PICTURE,
    QT_FORMAT,
    MapPicture,
    PictureBytesError,
    PictureProblem,
    decode_embedded,
    picture_header,
    picture_to_scene,
    read_picture_file,
)
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from tabletop_ai.ui.editor.map_painter import MapPainter

#: the picture dialogs' choices (:func:`picture_filter`): the pictures the readers answer,
#: then any file (a reader tells a picture by its bytes, not its name)
PICTURE_FILTER = QT_TRANSLATE_NOOP("filters", "Pictures ({patterns});;All files (*)")
PHOTO_FILTER = QT_TRANSLATE_NOOP("filters", "Photos ({patterns});;All files (*)")
#: cell fills over a picture: open cells show the picture, other kinds tint it
FILL_ALPHA = 150


class PictureLoadError(ValueError):
    """A picture that cannot be shown; the message names the file and what is wrong."""


def picture_filter(
    template: str = PICTURE_FILTER, suffixes: Sequence[str] = PICTURE_SUFFIXES
) -> str:
    """A file dialog's filter in the installed language listing ``suffixes``: by default
    every picture the readers answer (:data:`~tabletop_ai.maps.imagesize.PICTURE_SUFFIXES`,
    one list for the map picture's and the photo's dialogs)."""
    return translate("filters", template).format(patterns=" ".join(f"*{s}" for s in suffixes))


@dataclass
class LoadedPicture:
    image: QImage
    #: decoded pixels per picture pixel (below 1 when a large picture was downscaled)
    scale: float
    note: str = ""


def to_qtransform(m: Matrix) -> QTransform:
    """A core row-major matrix as a ``QTransform`` (Qt multiplies row vectors: transposed)."""
    return QTransform(m[0], m[3], m[6], m[1], m[4], m[7], m[2], m[5], m[8])


def picture_bytes(pic: MapPicture, board_path: Path | None) -> tuple[bytes, str]:
    """The picture's bytes (embedded, or its file: read only when it is a regular file of
    at most :data:`MAX_PICTURE_BYTES`) and the name a message gives it: the file, or for an
    embedded picture the board file and the place in it (``FILE: picture.data``)."""
    if pic.data is not None:
        name = "picture.data" if board_path is None else f"{board_path.name}: picture.data"
        try:
            return decode_embedded(pic.data, name), name
        except CalibrationError as exc:
            raise PictureLoadError(str(exc)) from None
    file = pic.resolve(board_path)
    assert file is not None
    return file_bytes(file), file.name


def file_bytes(file: Path) -> bytes:
    """A picture file's bytes; :class:`PictureLoadError` naming it, in the player's
    language, when it is missing, no regular file (a pipe would be waited on for ever) or
    too large (:func:`~tabletop_ai.maps.picture.read_picture_file`)."""
    try:
        return read_picture_file(file)
    except PictureBytesError as exc:
        raise PictureLoadError(str(exc)) from None


def decode_picture(
    data: bytes, name: str, scaled: tuple[int, int] | None = None
) -> tuple[QImage, str]:
    """Decode PNG, JPEG or WebP bytes (the type from the bytes, :func:`picture_header`; Qt
    is told it and does not guess), optionally scaled to ``scaled``; the image and Qt's
    reason when it is null. The buffer the reader reads lives until the reader is gone."""
    try:
        mime, _dims = picture_header(data, name)
    except PictureBytesError as exc:
        raise PictureLoadError(str(exc)) from None
    array = QByteArray(data)
    buf = QBuffer(array)
    buf.open(QIODevice.OpenModeFlag.ReadOnly)
    try:
        reader = QImageReader(buf, QT_FORMAT[mime].encode("ascii"))
        reader.setDecideFormatFromContent(False)
        # pixels as stored (no EXIF rotation): the size read before decoding, the
        # calibration and the decoded picture then all count the same pixels
        reader.setAutoTransform(False)
        if scaled is not None:
            reader.setScaledSize(QSize(*scaled))
        image = reader.read()
        why = reader.errorString()
        del reader  # before the buffer it reads
    finally:
        buf.close()
    return image, why


def read_image(pic: MapPicture, board_path: Path | None) -> LoadedPicture:
    """Decode the picture. Its type and size are read from its bytes first (no decoding:
    :func:`~tabletop_ai.maps.picture.picture_header`): a type other than PNG, JPEG or WebP,
    or more than :data:`MAX_SIDE` pixels a side, is refused; more than
    :data:`DOWNSCALE_SIDE` is decoded scaled down."""
    data, name = picture_bytes(pic, board_path)
    try:
        _mime, (w, h) = picture_header(data, name)
    except PictureBytesError as exc:
        raise PictureLoadError(str(exc)) from None
    scale, note, scaled = 1.0, "", None
    if max(w, h) > DOWNSCALE_SIDE:
        scale = DOWNSCALE_SIDE / max(w, h)
        scaled = (max(1, round(w * scale)), max(1, round(h * scale)))
        note = translate(
            "picture_layer", "{name}: {w}x{h} pixels, shown downscaled to at most {most} a side"
        ).format(name=name, w=w, h=h, most=DOWNSCALE_SIDE)
    image, why = decode_picture(data, name, scaled)
    if image.isNull():
        raise PictureLoadError(
            translate("picture_layer", "{name}: cannot be read as a picture ({why})").format(
                name=name, why=why
            )
        )
    # the calibration is in the recorded picture's pixels: a file replaced by one of
    # another size still lands where the record says
    if (w, h) != tuple(pic.size):
        scale *= w / pic.size[0]
    return LoadedPicture(image, scale, note)


#: pictures read, and refusals: each holds its words (a refusal, a downscaled picture's
#: note) in the language installed when it was read
_CACHE: OrderedDict[tuple[Any, ...], LoadedPicture | PictureLoadError] = OrderedDict()


def _cache_key(pic: MapPicture, board_path: Path | None) -> tuple[Any, ...]:
    """The picture's bytes (embedded, or the file as it is now) and the installed language:
    a picture read in one language is read again in another, so its words follow the
    language (the screenshot command and the tests switch it within one run)."""
    if pic.data is not None:
        return ("data", hash(pic.data), tuple(pic.size), language())
    file = pic.resolve(board_path)
    try:
        mtime = file.stat().st_mtime if file is not None else 0.0
    except OSError:
        mtime = -1.0
    return ("file", str(file), mtime, tuple(pic.size), language())


def load_picture(pic: MapPicture, board_path: Path | None) -> LoadedPicture:
    """:func:`read_image` with a small cache (the scene asks again on every map change),
    its words in the installed language (:func:`_cache_key`)."""
    key = _cache_key(pic, board_path)
    hit = _CACHE.get(key)
    if hit is None:
        try:
            hit = read_image(pic, board_path)
        except PictureLoadError as exc:
            hit = exc
        _CACHE[key] = hit
        while len(_CACHE) > 4:
            _CACHE.popitem(last=False)
    if isinstance(hit, PictureLoadError):
        raise hit
    return hit


def doc_picture(doc: Document) -> tuple[MapPicture | None, str]:
    """The document's picture record and a problem text ("" when fine or absent)."""
    try:
        return PICTURE.read(doc.board), ""
    except PictureProblem as exc:
        return None, f"{doc.title}: {exc.problem.format()}"


def picture_transform(pic: MapPicture, loaded: LoadedPicture, layout: Layout) -> QTransform:
    """Decoded image pixels → scene points."""
    m = compose(
        picture_to_scene(pic, layout), scale_translate(1.0 / loaded.scale, 1.0 / loaded.scale)
    )
    return to_qtransform(m)


class PictureUnderlay:
    """Draws the picture under the cells (the map painter calls it after the background)."""

    def __init__(self, pic: MapPicture, loaded: LoadedPicture, layout: Layout) -> None:
        self.pic = pic
        self.loaded = loaded
        self.transform = picture_transform(pic, loaded, layout)

    def __call__(self, painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.setOpacity(self.pic.opacity)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setTransform(self.transform, True)
        painter.drawImage(QPointF(0.0, 0.0), self.loaded.image)
        painter.restore()


def install_picture(painter_: MapPainter, doc: Document) -> str:
    """Give a map painter the document's picture (when shown); returns a problem text or ""."""
    pic, problem = doc_picture(doc)
    if pic is None or not pic.visible:
        return problem
    try:
        loaded = load_picture(pic, doc.path)
    except PictureLoadError as exc:
        return str(exc)
    painter_.under = PictureUnderlay(pic, loaded, doc.layout)
    painter_.fill_alpha = FILL_ALPHA
    return loaded.note
