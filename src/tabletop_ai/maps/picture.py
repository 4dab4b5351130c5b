"""The picture under the grid: its record in the board file and its calibration.

A board file may hold a top-level ``picture`` object (an extension of the v1 contract; see
``docs/maps.md``)::

    "picture": {"path": "cellar.png", "size": [1400, 1000],
                "transform": [h11, h12, h13, h21, h22, h23, h31, h32, h33],
                "opacity": 0.7, "visible": true}

``path`` is relative to the board file (or absolute); ``data`` + ``mime`` hold the picture
itself (base64) instead when it is embedded. ``transform`` sends a picture pixel to the grid's
unit geometry (the space of ``Grid.center``: a square cell is 1 across with cell ``[x, y]``
covering ``[x, x+1] x [y, y+1]``; a hex has radius 1) — row-major, see
:mod:`tabletop_ai.maps.homography`. Nothing here knows Qt; the window only draws.
"""

from __future__ import annotations

import base64
import binascii
import math
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop_ai.board.errors import Problem
from tabletop_ai.board.extension import Ext
from tabletop_ai.board.model import Board
from tabletop_ai.board.reader import FileTooLarge, NotAFile, not_a_file, read_bytes
from tabletop_ai.geometry import Cell, Grid, HexGrid, Layout
from tabletop_ai.i18n import msg
from tabletop_ai.maps.homography import (
    IDENTITY,
    CalibrationError,
    Matrix,
    Point,
    axis_aligned,
    compose,
    fit,
    homography,
    invert,
    scale_translate,
)
from tabletop_ai.maps.imagesize import image_size, not_a_picture

#: the key of the picture record in a board file
KEY = "picture"
#: pictures larger than this many pixels a side are refused before decoding (a 20,000 x 20,000
#: picture needs 1.6 GB decoded); between :data:`DOWNSCALE_SIDE` and this they are downscaled
MAX_SIDE = 16384
#: pictures are shown at most this many pixels a side (decoded scaled down, with a message)
DOWNSCALE_SIDE = 8192
#: an embedded picture larger than this (bytes, before base64) is refused
MAX_EMBED_BYTES = 32 * 1024 * 1024

MIME_OF_SUFFIX = {
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".webp": "image/webp",
}
SUFFIX_OF_MIME = {"image/png": ".png", "image/jpeg": ".jpg", "image/webp": ".webp"}


def sniff_mime(data: bytes) -> str | None:
    """The picture type from its first bytes (PNG, JPEG, WebP), or None."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    return None


@dataclass
class MapPicture:
    """A picture drawn under the cells, and where its pixels fall on the grid."""

    size: tuple[int, int]
    transform: Matrix = IDENTITY
    path: str | None = None
    data: str | None = None  # base64 when embedded
    mime: str | None = None
    opacity: float = 0.75
    visible: bool = True
    extra: dict[str, Any] = field(default_factory=dict)

    # -- file record -----------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.data is not None:
            out["data"] = self.data
            out["mime"] = self.mime or "image/png"
        elif self.path is not None:
            out["path"] = self.path
        out["size"] = [int(self.size[0]), int(self.size[1])]
        out["transform"] = [round(v, 12) for v in self.transform]
        out["opacity"] = round(self.opacity, 3)
        out["visible"] = self.visible
        out.update(self.extra)
        return out

    def embedded_bytes(self) -> bytes | None:
        """The embedded picture's bytes (None when it is a path)."""
        if self.data is None:
            return None
        return base64.b64decode(self.data, validate=False)

    def resolve(self, board_path: str | os.PathLike[str] | None) -> Path | None:
        """The picture file, ``path`` taken relative to the board file's folder."""
        if self.path is None:
            return None
        p = Path(self.path)
        if not p.is_absolute() and board_path is not None:
            p = Path(board_path).resolve().parent / p
        return p

    @property
    def to_grid(self) -> Matrix:
        return self.transform

    @property
    def to_picture(self) -> Matrix:
        """Grid geometry → picture pixels."""
        return invert(self.transform)


def picture_from_json(data: Any, where: str = KEY) -> MapPicture:
    """Read a ``picture`` record; :class:`PictureProblem` names the place when it is bad."""
    if not isinstance(data, dict):
        raise PictureProblem(Problem(where, msg("must be an object")))
    size = data.get("size")
    if (
        not isinstance(size, list)
        or len(size) != 2
        or not all(
            isinstance(v, int) and not isinstance(v, bool) and 0 < v <= MAX_SIDE for v in size
        )
    ):
        raise PictureProblem(
            Problem(
                f"{where}.size",
                msg("must be [width, height] in pixels, each 1..{most}", most=MAX_SIDE),
            )
        )
    tr = data.get("transform", list(IDENTITY))
    if (
        not isinstance(tr, list)
        or len(tr) != 9
        or not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in tr
        )
    ):
        raise PictureProblem(
            Problem(
                f"{where}.transform",
                msg("must be a list of 9 numbers (a 3x3 matrix, row by row)"),
            )
        )
    m: Matrix = (
        float(tr[0]),
        float(tr[1]),
        float(tr[2]),
        float(tr[3]),
        float(tr[4]),
        float(tr[5]),
        float(tr[6]),
        float(tr[7]),
        float(tr[8]),
    )
    try:
        invert(m)
    except CalibrationError:
        raise PictureProblem(
            Problem(f"{where}.transform", msg("is singular (it squashes the picture to a line)"))
        ) from None
    path, blob, mime = data.get("path"), data.get("data"), data.get("mime")
    if blob is not None:
        if not isinstance(blob, str):
            raise PictureProblem(Problem(f"{where}.data", msg("must be base64 text")))
        if mime not in SUFFIX_OF_MIME:
            raise PictureProblem(
                Problem(
                    f"{where}.mime",
                    msg("must be one of {values}", values=", ".join(SUFFIX_OF_MIME)),
                )
            )
    elif not isinstance(path, str) or not path:
        raise PictureProblem(
            Problem(where, msg('needs a "path" (relative to the board file) or embedded "data"'))
        )
    opacity = data.get("opacity", 0.75)
    if (
        not isinstance(opacity, (int, float))
        or isinstance(opacity, bool)
        or not (0.0 <= opacity <= 1.0)
    ):
        raise PictureProblem(Problem(f"{where}.opacity", msg("must be a number from 0 to 1")))
    visible = data.get("visible", True)
    if not isinstance(visible, bool):
        raise PictureProblem(Problem(f"{where}.visible", msg("must be true or false")))
    known = {"path", "data", "mime", "size", "transform", "opacity", "visible"}
    return MapPicture(
        size=(int(size[0]), int(size[1])),
        transform=m,
        path=path if blob is None else None,
        data=blob,
        mime=mime if blob is not None else None,
        opacity=float(opacity),
        visible=visible,
        extra={k: v for k, v in data.items() if k not in known},
    )


class PictureProblem(ValueError):
    """A ``picture`` record that cannot be used; carries one :class:`Problem`."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.format())
        self.problem = problem


#: the board's picture record, under the top-level key ``"picture"``
PICTURE: Ext[MapPicture] = Ext(KEY, picture_from_json, lambda p: p.to_json())


def board_picture(board: Board) -> MapPicture | None:
    """The board's picture, or None (also None when the record is bad: see
    :func:`picture_problems`)."""
    return PICTURE.get(board)


def picture_problems(board: Board) -> list[Problem]:
    """What is wrong with the board's picture record (empty when fine or absent)."""
    try:
        PICTURE.read(board)
    except PictureProblem as exc:
        return [exc.problem]
    return []


def set_board_picture(board: Board, picture: MapPicture | None) -> None:
    """Store (or remove, with None) the picture record on ``board``."""
    board.extra = PICTURE.with_value(board.extra, picture)


def embed(picture: MapPicture, data: bytes, name: str = "picture.data") -> MapPicture:
    """The same picture with its bytes stored in the board file. ``name``: the picture's
    file, which a refusal names (by default the place it was to go, ``picture.data``)."""
    mime = sniff_mime(data)
    if mime is None:
        raise CalibrationError(
            str(
                not_a_picture(
                    data,
                    name,
                    msg("{file}: only PNG, JPEG and WebP pictures can be embedded", file=name),
                )
            )
        )
    if len(data) > MAX_EMBED_BYTES:
        raise CalibrationError(
            str(
                msg(
                    "{file}: the picture is {size} MB; at most {most} MB are embedded",
                    file=name,
                    size=len(data) // (1024 * 1024),
                    most=MAX_EMBED_BYTES // (1024 * 1024),
                )
            )
        )
    return MapPicture(
        size=picture.size,
        transform=picture.transform,
        path=None,
        data=base64.b64encode(data).decode("ascii"),
        mime=mime,
        opacity=picture.opacity,
        visible=picture.visible,
        extra=dict(picture.extra),
    )


#: the largest picture file read for the map (bytes; an embedded one is at most
#: :data:`MAX_EMBED_BYTES`)
MAX_PICTURE_BYTES = 64 * 1024 * 1024
#: Qt's name of each picture type the app decodes
QT_FORMAT = {"image/png": "png", "image/jpeg": "jpeg", "image/webp": "webp"}


class PictureBytesError(ValueError):
    """Picture bytes the app will not decode: one line naming the picture and what is
    wrong with it, in the player's language."""


def read_picture_file(file: Path) -> bytes:
    """A map picture file's bytes, read only when it is a regular file (a pipe would be
    waited on for ever) of at most :data:`MAX_PICTURE_BYTES`; otherwise
    :class:`PictureBytesError` naming the file and what is wrong, in the player's
    language."""
    try:
        return read_bytes(file, MAX_PICTURE_BYTES)
    except FileNotFoundError:
        why = msg("the picture file does not exist ({path})", path=str(file))
    except IsADirectoryError:
        why = msg("is a folder, not a file")
    except NotAFile:
        why = not_a_file()
    except FileTooLarge as exc:
        why = msg(
            "is {size} MB; picture files of at most {most} MB are read",
            size=exc.size // (1024 * 1024),
            most=MAX_PICTURE_BYTES // (1024 * 1024),
        )
    except OSError as exc:
        why = msg("cannot be read ({why})", why=exc.strerror or str(exc))
    raise PictureBytesError(str(msg("{file}: {why}", file=file.name, why=why)))


def picture_header(data: bytes, name: str) -> tuple[str, tuple[int, int]]:
    """The type and size of a picture, from its bytes (never from a file name or a record's
    ``mime``) and its header, before anything is decoded: PNG, JPEG or WebP (what the docs
    promise; a TIFF or an SVG named ``.png`` is refused, a HEIC, HEIF or AVIF picture told
    how to save it as JPEG), 1 to :data:`MAX_SIDE` pixels a side.
    :class:`PictureBytesError` naming ``name`` (the file, or the place in a board file)
    otherwise."""
    mime = sniff_mime(data)
    if mime is None:
        raise PictureBytesError(
            str(
                not_a_picture(
                    data, name, msg("{file}: is not a PNG, JPEG or WebP picture", file=name)
                )
            )
        )
    dims = image_size(data)
    if dims is None:
        raise PictureBytesError(
            str(
                msg(
                    "{file}: is a {kind} picture whose size cannot be read",
                    file=name,
                    kind=QT_FORMAT[mime].upper(),
                )
            )
        )
    w, h = dims
    if min(w, h) < 1:
        raise PictureBytesError(
            str(msg("{file}: says it is {w}x{h} pixels: no picture", file=name, w=w, h=h))
        )
    if max(w, h) > MAX_SIDE:
        raise PictureBytesError(
            str(
                msg(
                    "{file}: is {w}x{h} pixels; pictures of at most {most} pixels a side are "
                    "shown (scale it down first)",
                    file=name,
                    w=w,
                    h=h,
                    most=MAX_SIDE,
                )
            )
        )
    return mime, (w, h)


def decode_embedded(text: str, name: str = "picture.data") -> bytes:
    """Base64 picture bytes; :class:`CalibrationError` naming ``name`` (where the text is:
    a board file's ``picture.data``) when the text is not base64."""
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise CalibrationError(
            str(msg("{file}: the embedded picture is not valid base64", file=name))
        ) from None


def relative_path(
    picture_file: str | os.PathLike[str], board_file: str | os.PathLike[str] | None
) -> str:
    """``picture_file`` relative to the board file's folder (forward slashes), or absolute
    when there is no board file yet or they are on different drives."""
    pic = Path(picture_file).resolve()
    if board_file is None:
        return pic.as_posix()
    try:
        return Path(os.path.relpath(pic, Path(board_file).resolve().parent)).as_posix()
    except ValueError:  # another drive on Windows
        return pic.as_posix()


# -- calibration ----------------------------------------------------------------------------


def map_rect(grid: Grid) -> tuple[float, float, float, float]:
    """``(x, y, width, height)`` of the map's bounding box in unit geometry (the rectangle a
    printed map fills: a square map's outline, a hex map's box round its outer hexes)."""
    lay = Layout(grid, size=1.0, margin=0.0)
    ox, oy = lay.geometry_to_scene((0.0, 0.0))
    _x, _y, w, h = lay.scene_rect()
    return (-ox, -oy, w, h)


def map_corners(grid: Grid) -> list[Point]:
    """The four corners of :func:`map_rect`: top left, top right, bottom right, bottom left
    (the order the player clicks them on a photo)."""
    x, y, w, h = map_rect(grid)
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def calibrate_corners(grid: Grid, picture_points: Sequence[Point]) -> Matrix:
    """A photo at an angle: the four map corners as clicked on the picture (top left, top
    right, bottom right, bottom left) → the perspective transform picture → grid."""
    return homography(list(picture_points), map_corners(grid))


def calibrate_spanning(
    grid: Grid, picture_size: tuple[int, int], columns: float, rows: float
) -> Matrix:
    """Typed size: the whole picture shows ``columns`` x ``rows`` cells, from the top-left
    cell of the map. For hex maps the picture spans the box round that many hexes."""
    pw, ph = picture_size
    if columns <= 0 or rows <= 0:
        raise CalibrationError(str(msg("the picture must show at least one cell each way")))
    if isinstance(grid, HexGrid):
        cols_i, rows_i = max(1, math.ceil(columns)), max(1, math.ceil(rows))
        box = HexGrid(cols_i, rows_i, grid.orientation, grid.offset)
        x, y, w, h = map_rect(box)
        # fractional counts scale the box proportionally
        w *= columns / cols_i
        h *= rows / rows_i
    else:
        x, y, w, h = 0.0, 0.0, float(columns), float(rows)
    return scale_translate(w / pw, h / ph, x, y)


def cell_targets(grid: Grid, cell: Cell) -> list[Point]:
    """What the player clicks for "one cell": a square's top-left and bottom-right corners,
    a hex's centre."""
    if isinstance(grid, HexGrid):
        return [grid.center(cell)]
    return [(float(cell[0]), float(cell[1])), (float(cell[0] + 1), float(cell[1] + 1))]


def calibrate_two_cells(
    grid: Grid, first: Cell, first_points: Sequence[Point], far: Cell, far_points: Sequence[Point]
) -> Matrix:
    """A straight scan: the points of :func:`cell_targets` clicked on the picture for two
    cells far apart → scale and shift on each axis (least squares over all points)."""
    src = list(first_points) + list(far_points)
    dst = cell_targets(grid, first) + cell_targets(grid, far)
    if len(src) != len(dst):
        raise CalibrationError(
            str(
                msg(
                    "{clicked} points clicked; {expected} expected",
                    clicked=len(src),
                    expected=len(dst),
                )
            )
        )
    return axis_aligned(src, dst)


def calibrate_points(picture_points: Sequence[Point], grid_points: Sequence[Point]) -> Matrix:
    """Any 2, 3 or 4 pairs (see :func:`tabletop_ai.maps.homography.fit`)."""
    return fit(list(picture_points), list(grid_points))


# -- suggestions ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Suggestion:
    """A cell the picture suggests is blocking, with the reason a player is told."""

    cell: Cell
    dark: float  # the share of sample points that were dark
    #: a message (:func:`~tabletop_ai.i18n.shown` words it in the player's language)
    reason: str


def _sample_offsets(grid: Grid, n: int = 5) -> list[Point]:
    """``n`` x ``n`` points round a cell's centre, all inside the cell (square or hex)."""
    r = 0.3 if not isinstance(grid, HexGrid) else 0.55
    return [
        (r * (2 * i / (n - 1) - 1), r * (2 * j / (n - 1) - 1)) for i in range(n) for j in range(n)
    ]


def suggest_blocked(
    board: Board,
    picture: MapPicture,
    luminance: Callable[[float, float], float | None],
    threshold: float = 0.2,
    share: float = 0.7,
) -> list[Suggestion]:
    """Cells whose picture is mostly dark: suggestions to mark blocking, never applied here.

    ``luminance(x, y)`` gives the picture's brightness (0 black .. 1 white) at a picture
    pixel, or None off the picture. A cell is suggested when at least ``share`` of 25 points
    spread over its middle are darker than ``threshold`` (solid rock and black fill read so on
    scanned maps), it is not already blocking, void or impassable, and no figure stands there.
    """
    a, b, c, d, e, f, g, h, i = picture.to_picture
    offsets = _sample_offsets(board.grid)
    occupied = {cell for fig in board.figures for cell in fig.cells()}
    out = []
    for cell in board.grid.cells():
        if cell in occupied or board.terrain.get(cell) in ("blocking", "void", "impassable"):
            continue
        cx, cy = board.grid.center(cell)
        dark = seen = 0
        for ox, oy in offsets:
            gx, gy = cx + ox, cy + oy
            w = g * gx + h * gy + i
            if abs(w) < 1e-12:
                continue
            v = luminance((a * gx + b * gy + c) / w, (d * gx + e * gy + f) / w)
            if v is not None:
                seen += 1
                dark += v < threshold
        if seen < 13:  # mostly off the picture: no opinion
            continue
        part = dark / seen
        if part >= share:
            out.append(
                Suggestion(
                    cell,
                    part,
                    msg(
                        "{share}% of the picture in {cell} is dark (solid rock or fill)",
                        share=round(part * 100),
                        cell=repr(cell),
                    ),
                )
            )
    return out


def grid_to_scene(layout: Layout) -> Matrix:
    """Unit geometry → scene points of a window layout (an affine map)."""
    ox, oy = layout.geometry_to_scene((0.0, 0.0))
    return scale_translate(layout.size, layout.size, ox, oy)


def picture_to_scene(picture: MapPicture, layout: Layout) -> Matrix:
    """Picture pixels → scene points: what the window hands to ``QTransform``."""
    return compose(grid_to_scene(layout), picture.transform)


def rebase_picture(
    board: Board, old_board: str | os.PathLike[str] | None, new_board: str | os.PathLike[str]
) -> None:
    """Before ``board`` is saved at ``new_board``: keep its picture path pointing at the same
    file (relative to the new folder; a picture chosen before the first save had a full path).
    Embedded pictures and paths to files that do not exist are left as they are."""
    pic = board_picture(board)
    if pic is None or pic.path is None:
        return
    file = pic.resolve(old_board)
    if file is None or not file.exists():
        return
    new = relative_path(file, new_board)
    if new != pic.path:
        board.extra = PICTURE.with_raw(board.extra, {**PICTURE.raw(board), "path": new})
