"""Pictures on figure tokens: a figure (or a figure kind) may name an
``image`` — a PNG, JPG or SVG file beside the board (a path relative to the board file) or
embedded as a ``data:`` URI — drawn cropped to its round token; the initials stay the
fallback when there is none or it cannot be read.

``image`` is one of the figure keys the board format keeps as it is (spec section 4: unknown
keys survive a round trip)."""

from __future__ import annotations

import base64
import mimetypes
from pathlib import Path

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage

from tabletop_ai.board.extension import Ext, text

#: files up to this size are embedded when they are not beside the board
EMBED_LIMIT = 512 * 1024
#: the size a picture is kept at (tokens are drawn smaller)
KEEP = 256

_cache: dict[tuple[str, str], QImage | None] = {}

#: a figure's token picture: a path relative to the board file, or a ``data:`` URI
TOKEN_IMAGE: Ext[str] = Ext("image", text)


def load_picture(ref: str, base: Path | None) -> QImage | None:
    """The picture ``ref`` names (``data:`` URI, or a path relative to ``base``, the board
    file's folder), square-cropped round its middle; None when it cannot be read."""
    key = (ref, str(base or ""))
    if key in _cache:
        return _cache[key]
    image = QImage()
    if ref.startswith("data:"):
        _head, _sep, payload = ref.partition(",")
        try:
            raw = base64.b64decode(payload, validate=False)
        except ValueError:
            raw = b""
        image.loadFromData(QByteArray(raw))
    else:
        path = Path(ref)
        if not path.is_absolute() and base is not None:
            path = base / path
        image.load(str(path))
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
    data = file.read_bytes()
    if len(data) > EMBED_LIMIT:
        raise ValueError(
            f"{file.name} is {len(data) // 1024} KB; put it beside the board "
            f"file (pictures up to {EMBED_LIMIT // 1024} KB are embedded)"
        )
    if QImage.fromData(QByteArray(data)).isNull():
        raise ValueError(f"{file.name} is not a picture (PNG, JPG or SVG)")
    mime = mimetypes.guess_type(file.name)[0] or "image/png"
    return f"data:{mime};base64,{base64.b64encode(data).decode('ascii')}"


def embedded(ref: str, base: Path | None) -> str:
    """``ref`` as a ``data:`` URI (for a figure kind used on other boards)."""
    if ref.startswith("data:"):
        return ref
    path = Path(ref)
    if not path.is_absolute() and base is not None:
        path = base / path
    return picture_ref(path, None)
