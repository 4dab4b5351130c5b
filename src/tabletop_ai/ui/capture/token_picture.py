"""Pictures on figure tokens: a figure (or a figure kind) may name an
``image`` — a PNG, JPG or SVG file beside the board (a path relative to the board file) or
embedded as a ``data:`` URI — drawn cropped to its round token; the initials stay the
fallback when there is none or it cannot be read.

``image`` is one of the figure keys the board format keeps as it is (spec section 4: unknown
keys survive a round trip)."""

from __future__ import annotations

import base64
import binascii
import re
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize
from PySide6.QtGui import QImage, QImageReader

from tabletop_ai.board.extension import Ext, text
from tabletop_ai.board.reader import FileTooLarge, NotAFile, read_bytes
from tabletop_ai.engine.cache import Bounded
from tabletop_ai.maps.imagesize import image_size
from tabletop_ai.maps.picture import DOWNSCALE_SIDE, QT_FORMAT, sniff_mime
from tabletop_ai.ui.texts import translate

#: files up to this size are embedded when they are not beside the board
EMBED_LIMIT = 512 * 1024
#: the size a picture is kept at (tokens are drawn smaller)
KEEP = 256
#: the largest token picture file read (bytes)
MAX_TOKEN_BYTES = 16 * 1024 * 1024
#: an SVG token of at most this many bytes and elements is drawn (QtSvg draws each element:
#: 200,000 rectangles took 7 s, the window's whole start)
MAX_SVG_BYTES = 1024 * 1024
MAX_SVG_ELEMENTS = 10_000
_SVG = re.compile(
    rb"^\s*(?:<\?xml[^>]*>\s*)?(?:<!--.*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?<svg[\s>]", re.S
)
#: an SVG that names another file or declares entities is not drawn: a file it names is
#: opened by QtSvg itself, unchecked (a pipe would hang the window)
_SVG_OUTSIDE = re.compile(rb"<!ENTITY|href\s*=\s*[\"'](?!#|data:)", re.I)

#: token pictures read, by reference and board folder (None: unreadable), the 256 last used
_cache: Bounded[tuple[str, str], QImage | None] = Bounded(256)

#: a figure's token picture: a path relative to the board file, or a ``data:`` URI
TOKEN_IMAGE: Ext[str] = Ext("image", text)


def token_format(data: bytes) -> str | None:
    """Qt's format name for token picture bytes, read from the bytes: PNG, JPEG or WebP of
    at most :data:`DOWNSCALE_SIDE` pixels a side (from the header), or a small SVG that
    names no other file; None for anything else (the token keeps its initials)."""
    mime = sniff_mime(data)
    if mime is not None:
        dims = image_size(data)
        ok = dims is not None and min(dims) > 0 and max(dims) <= DOWNSCALE_SIDE
        return QT_FORMAT[mime] if ok else None
    if (
        len(data) <= MAX_SVG_BYTES
        and _SVG.match(data[:4096]) is not None
        and data.count(b"<") <= MAX_SVG_ELEMENTS
        and _SVG_OUTSIDE.search(data) is None
    ):
        return "svg"
    return None


def picture_data(ref: str, base: Path | None) -> bytes | None:
    """The bytes ``ref`` names (``data:`` URI, or a path relative to ``base``): a file only
    when it is a regular file of at most :data:`MAX_TOKEN_BYTES`; None when there are
    none."""
    if ref.startswith("data:"):
        _head, comma, payload = ref.partition(",")
        if not comma or len(payload) > 4 * MAX_TOKEN_BYTES // 3 + 4:
            return None
        try:
            return base64.b64decode(payload, validate=False)
        except (binascii.Error, ValueError):
            return None
    path = Path(ref)
    if not path.is_absolute() and base is not None:
        path = base / path
    try:
        return read_bytes(path, MAX_TOKEN_BYTES)
    except (OSError, ValueError):  # ValueError: a NUL in the path
        return None


def decode_token(data: bytes) -> QImage:
    """The picture of :func:`token_format` bytes (null when there is none). An SVG is drawn
    at most 512 pixels a side. The buffer the reader reads lives until the reader is gone."""
    fmt = token_format(data)
    if fmt is None:
        return QImage()
    array = QByteArray(data)
    buf = QBuffer(array)
    buf.open(QIODevice.OpenModeFlag.ReadOnly)
    try:
        reader = QImageReader(buf, fmt.encode("ascii"))
        reader.setDecideFormatFromContent(False)
        if fmt == "svg":
            size = reader.size()
            if size.isValid() and size.width() > 0 and size.height() > 0:
                side = max(size.width(), size.height())
                k = min(1.0, 512 / side)
                reader.setScaledSize(
                    QSize(max(1, round(size.width() * k)), max(1, round(size.height() * k)))
                )
            else:
                reader.setScaledSize(QSize(KEEP, KEEP))
        image = reader.read()
        del reader  # before the buffer it reads
    finally:
        buf.close()
    return image


def load_picture(ref: str, base: Path | None) -> QImage | None:
    """The picture ``ref`` names (``data:`` URI, or a path relative to ``base``, the board
    file's folder), square-cropped round its middle; None when it cannot be read."""
    key = (ref, str(base or ""))
    if key in _cache:
        _cache.move_to_end(key)
        return _cache[key]
    data = picture_data(ref, base)
    image = decode_token(data) if data is not None else QImage()
    out: QImage | None = None
    if not image.isNull():
        side = min(image.width(), image.height())
        square = image.copy((image.width() - side) // 2, (image.height() - side) // 2, side, side)
        out = square.scaled(KEEP, KEEP) if side > KEEP else square
    _cache[key] = out
    return out


def picture_ref(file: Path, board_path: Path | None) -> str:
    """How a board refers to picture ``file``: a relative path when it lies in the board's
    folder (or below), else the file embedded as a ``data:`` URI. Raises ValueError for a
    file too big to embed or not a picture."""
    file = file.resolve()
    if board_path is not None:
        folder = board_path.resolve().parent
        if file.is_relative_to(folder):
            return file.relative_to(folder).as_posix()
    try:
        data = read_bytes(file, EMBED_LIMIT)
    except FileTooLarge as exc:
        raise ValueError(
            translate(
                "token_picture",
                "{name}: is {size} KB; put it beside the board file (pictures up to {most} KB "
                "are embedded)",
            ).format(name=file.name, size=exc.size // 1024, most=EMBED_LIMIT // 1024)
        ) from None
    except NotAFile:
        raise ValueError(
            translate(
                "token_picture", "{name}: is not a regular file (a pipe, a device or a socket)"
            ).format(name=file.name)
        ) from None
    except FileNotFoundError:
        raise ValueError(
            translate("token_picture", "{name}: does not exist").format(name=file.name)
        ) from None
    except OSError as exc:
        raise ValueError(
            translate("token_picture", "{name}: cannot be read ({why})").format(
                name=file.name, why=exc.strerror or exc
            )
        ) from None
    fmt = token_format(data)
    if fmt is None or decode_token(data).isNull():
        raise ValueError(
            translate("token_picture", "{name}: is not a picture (PNG, JPEG, WebP or SVG)").format(
                name=file.name
            )
        )
    mime = {"png": "image/png", "jpeg": "image/jpeg", "webp": "image/webp"}.get(
        fmt, "image/svg+xml"
    )
    return f"data:{mime};base64,{base64.b64encode(data).decode('ascii')}"


def embedded(ref: str, base: Path | None) -> str:
    """``ref`` as a ``data:`` URI (for a figure kind used on other boards)."""
    if ref.startswith("data:"):
        return ref
    path = Path(ref)
    if not path.is_absolute() and base is not None:
        path = base / path
    return picture_ref(path, None)
