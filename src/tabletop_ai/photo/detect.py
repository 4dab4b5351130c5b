"""From a photo of the table to figure cells.

The pipeline: find the ArUco markers (OpenCV's ``cv2.aruco``) → a homography from the board
markers' centres in the photo to their cells' centres on the board's layout (square and hex
alike: :class:`~tabletop_ai.geometry.Layout` knows both) → each figure's marker centre through
the homography → the cell under it (a large figure: its marker is on the middle of its base,
so the footprint centred there). With more than four board markers the homography is fitted
by RANSAC, so one misplaced marker is outvoted.

Nothing is applied silently: a figure whose cell is off the map, on impassable ground, or
shared with another figure seen in the same photo is *flagged* and stays where it was; figures
not seen are listed and stay; unknown marker ids are reported. :func:`apply_detection` is a
pure operation (one undo step in the window).

OpenCV is an optional extra (``pip install tabletop-ai[camera]``) and is imported only here,
on first use.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_ai.board.model import Board
from tabletop_ai.board.reader import FileTooLarge, NotAFile, not_a_file, read_bytes
from tabletop_ai.engine.ops import Changes, OpResult
from tabletop_ai.geometry import Cell, Layout
from tabletop_ai.i18n import msg
from tabletop_ai.maps.imagesize import image_size
from tabletop_ai.maps.picture import sniff_mime
from tabletop_ai.photo.markers import DICTIONARY, MarkerSet, PhotoError, marker_set

if TYPE_CHECKING:
    from numpy.typing import NDArray

#: the largest photo read (pixels); larger ones are refused before decoding
MAX_PIXELS = 50_000_000
#: the largest photo file read
MAX_BYTES = 60 * 1024 * 1024
#: the layout unit the homography maps to (a square's side, a hex's radius)
UNIT = 100.0

Matrix = list[list[float]]


def _cv2() -> Any:
    # OpenCV's own fence, below ours: it refuses to decode more pixels than this (read
    # once, when cv2 is first imported); :func:`decode_image` refuses larger photos first
    os.environ.setdefault("OPENCV_IO_MAX_IMAGE_PIXELS", str(MAX_PIXELS))
    try:
        import cv2
    except ImportError as exc:  # the optional extra is not installed
        raise PhotoError(
            str(msg("reading photos needs OpenCV: pip install 'tabletop-ai[camera]'"))
        ) from exc
    return cv2


@dataclass(frozen=True)
class Seen:
    """One figure found in the photo."""

    figure: str
    marker: int
    #: the marker's centre in the photo (pixels)
    pixel: tuple[float, float]
    #: the cell (top-left of the footprint) it stands on, or None when off the map
    cell: Cell | None
    #: 1.0 at the cell's centre, 0.0 on its border: how sure the cell is
    confidence: float
    #: why it is not applied (empty: it is applied)
    flag: str = ""


@dataclass
class Detection:
    """What one photo says about the board."""

    source: str
    #: photo pixels -> layout scene units (3x3, row-major), at layout unit :data:`UNIT`
    homography: Matrix
    board_markers: dict[int, tuple[float, float]]
    seen: list[Seen] = field(default_factory=list)
    unseen: list[str] = field(default_factory=list)
    unknown_ids: list[int] = field(default_factory=list)
    #: each board marker's distance (layout units) from where the homography puts it
    residual: float = 0.0

    @property
    def moves(self) -> dict[str, Cell]:
        """The figures to move: seen, on a cell, not flagged."""
        return {s.figure: s.cell for s in self.seen if not s.flag and s.cell is not None}

    def report(self, board: Board) -> list[str]:
        """What the player is told, one line each."""
        names = {f.id: f.label for f in board.figures}
        out = [
            str(
                msg(
                    "{source}: {board} board markers, {seen} figures seen",
                    source=self.source,
                    board=len(self.board_markers),
                    seen=len(self.seen),
                )
            )
        ]
        for s in self.seen:
            where = str(msg("off the map")) if s.cell is None else f"[{s.cell[0]},{s.cell[1]}]"
            line = str(
                msg(
                    "{figure}: {where} ({sure} sure)",
                    figure=names.get(s.figure, s.figure),
                    where=where,
                    sure=f"{s.confidence:.0%}",
                )
            )
            out.append(line + (str(msg(" — not moved: {flag}", flag=s.flag)) if s.flag else ""))
        if self.unseen:
            out.append(
                str(
                    msg(
                        "not seen (left where they were): {figures}",
                        figures=", ".join(names.get(f, f) for f in self.unseen),
                    )
                )
            )
        if self.unknown_ids:
            out.append(
                str(
                    msg(
                        "markers of no figure on this board: {ids}",
                        ids=", ".join(str(i) for i in self.unknown_ids),
                    )
                )
            )
        return out


def read_image(path: str | Path) -> NDArray[Any]:
    """Decode a photo (PNG, JPEG or WebP) as a BGR array; a file that cannot be read (not a
    regular file, too large), is not such a picture or has too many pixels is a
    :class:`PhotoError` naming the file."""
    cv2 = _cv2()
    import numpy as np

    p = Path(path)
    try:
        raw = read_bytes(p, MAX_BYTES)
    except FileTooLarge as exc:
        raise PhotoError(
            str(
                msg(
                    "{file}: the file is {size} MB; photos up to {most} MB are read",
                    file=p.name,
                    size=exc.size // 2**20,
                    most=MAX_BYTES // 2**20,
                )
            )
        ) from None
    except NotAFile:
        raise PhotoError(str(msg("{file}: {why}", file=p.name, why=not_a_file()))) from None
    except OSError as exc:
        raise PhotoError(
            str(msg("{file}: cannot be read ({why})", file=p.name, why=exc.strerror or exc))
        ) from exc
    return decode_image(np.frombuffer(raw, dtype=np.uint8), p.name, cv2)


def decode_image(data: NDArray[Any], name: str, cv2: Any = None) -> NDArray[Any]:
    """Decode photo bytes. Only PNG, JPEG and WebP are decoded (their type read from the
    bytes), and only when the header gives their size first, within :data:`MAX_PIXELS`
    (the whole file is searched: a JPEG may put its frame header late). Any other file, or
    one whose size cannot be read, is refused before OpenCV sees it: its decoders allocate
    what a header asks (BMP, TIFF, GIF bombs of a few bytes asked for gigabytes)."""
    cv2 = cv2 or _cv2()
    import numpy as np

    if data.size == 0:
        raise PhotoError(str(msg("{file}: the file is empty", file=name)))
    raw = data.tobytes()
    if sniff_mime(raw) is None:
        raise PhotoError(str(msg("{file}: not a PNG, JPEG or WebP picture", file=name)))
    dims = image_size(raw)  # from the header, before decoding
    if dims is None or min(dims) < 1:
        raise PhotoError(str(msg("{file}: the picture's size cannot be read", file=name)))
    if dims[0] * dims[1] > MAX_PIXELS:
        raise PhotoError(_too_large(name, dims[0], dims[1]))
    try:
        image = cv2.imdecode(data, cv2.IMREAD_COLOR)
    except cv2.error:
        image = None
    if image is None or not isinstance(image, np.ndarray) or image.ndim not in (2, 3):
        raise PhotoError(str(msg("{file}: not a picture OpenCV can read", file=name)))
    h, w = image.shape[:2]
    if h * w > MAX_PIXELS or min(h, w) < 1:
        raise PhotoError(_too_large(name, w, h))
    out: NDArray[Any] = image
    return out


#: how the detector is set: OpenCV's defaults; small windows and looser outlines for small,
#: slanted markers; and looser still (outlines with a notch, more bits read wrong) for
#: markers partly covered
PASSES = ("default", "fine", "loose")
#: each pass's adaptive thresholding windows (smallest, step, largest; pixels): every window
#: is one more thresholding of the whole picture, the detector's main cost
WINDOWS = {"default": (3, 10, 23), "fine": (5, 8, 29), "loose": (7, 10, 27)}


def _too_large(name: str, w: int, h: int) -> str:
    return str(
        msg(
            "{file}: {w}x{h} pixels is more than the {most} megapixels read; take a smaller photo",
            file=name,
            w=w,
            h=h,
            most=MAX_PIXELS // 10**6,
        )
    )


def _detector(cv2: Any, kind: str = "default") -> Any:
    """OpenCV's ArUco detector set for one pass of :data:`PASSES`. No setting finds every
    marker another finds (with small windows the white margin round a marker is sometimes
    taken for its outline), so :func:`find_quads` runs them in turn."""
    aruco = cv2.aruco
    params = aruco.DetectorParameters()
    params.cornerRefinementMethod = aruco.CORNER_REFINE_SUBPIX
    if kind in ("fine", "loose"):
        # slanted photos: allow smaller and more distorted marker outlines than the defaults
        params.minMarkerPerimeterRate = 0.01
        params.polygonalApproxAccuracyRate = 0.05
        # small markers: more pixels per bit when reading
        params.perspectiveRemovePixelPerCell = 8
    if kind == "loose":
        # a finger over a corner: the outline has a notch, some border and code bits are
        # read wrong; only ids expected and still missing are taken from this pass
        params.polygonalApproxAccuracyRate = 0.12
        params.errorCorrectionRate = 1.0
        params.maxErroneousBitsInBorderRate = 0.6
    (
        params.adaptiveThreshWinSizeMin,
        params.adaptiveThreshWinSizeStep,
        params.adaptiveThreshWinSizeMax,
    ) = WINDOWS[kind]
    return aruco.ArucoDetector(aruco.getPredefinedDictionary(getattr(aruco, DICTIONARY)), params)


def _gray(image: NDArray[Any]) -> NDArray[Any]:
    cv2 = _cv2()
    out: NDArray[Any] = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY) if image.ndim == 3 else image
    return out


def _quads(cv2: Any, gray: NDArray[Any], kind: str) -> dict[int, NDArray[Any]]:
    corners, ids, _rejected = _detector(cv2, kind).detectMarkers(gray)
    out: dict[int, NDArray[Any]] = {}
    if ids is not None:
        for quad, mid in zip(corners, ids.flatten(), strict=True):
            out.setdefault(int(mid), quad.reshape(4, 2).astype("float64"))
    return out


def _overlaps(quad: NDArray[Any], others: list[NDArray[Any]]) -> bool:
    """Whether ``quad``'s centre lies inside another marker already found (the same printed
    square read as a second id)."""
    cv2 = _cv2()
    import numpy as np

    c = quad_centre(quad)
    return any(cv2.pointPolygonTest(o.astype(np.float32), c, False) >= 0 for o in others)


def find_quads(
    image: NDArray[Any],
    wanted: set[int] | None = None,
    passes: tuple[str, ...] = PASSES,
    found: dict[int, NDArray[Any]] | None = None,
) -> dict[int, NDArray[Any]]:
    """Markers found: id -> its four corners in pixels (4x2, the marker's own top-left
    first). Without ``wanted``: every marker the default and the fine pass read. With it:
    every marker the default pass reads (unknown ids too, to report them), then, while a
    wanted id is missing, the other ``passes``, taking only wanted ids still missing whose
    square no marker found already covers. ``found``: what earlier passes found (their
    passes are not run again)."""
    cv2 = _cv2()
    gray = _gray(image)
    out = _quads(cv2, gray, "default") if found is None else dict(found)
    if wanted is None:
        for mid, quad in _quads(cv2, gray, "fine").items():
            out.setdefault(mid, quad)
        return out
    for kind in passes:
        if kind == "default":
            continue
        missing = wanted - set(out)
        if not missing:
            break
        for mid, quad in _quads(cv2, gray, kind).items():
            if mid in missing and not _overlaps(quad, list(out.values())):
                out[mid] = quad
    return out


def quad_centre(quad: NDArray[Any]) -> tuple[float, float]:
    """Where a marker's diagonals cross: its centre seen in perspective (the mean of the
    corners drifts towards the near side of a slanted marker)."""
    (x1, y1), (x2, y2), (x3, y3), (x4, y4) = (tuple(map(float, p)) for p in quad)
    d = (x1 - x3) * (y2 - y4) - (y1 - y3) * (x2 - x4)
    if abs(d) < 1e-9:
        return float(quad[:, 0].mean()), float(quad[:, 1].mean())
    a, b = x1 * y3 - y1 * x3, x2 * y4 - y2 * x4
    return ((a * (x2 - x4) - (x1 - x3) * b) / d, (a * (y2 - y4) - (y1 - y3) * b) / d)


def find_markers(image: NDArray[Any]) -> dict[int, tuple[float, float]]:
    """Every marker found: id -> centre in pixels (a marker seen twice: the first)."""
    return {mid: quad_centre(q) for mid, q in find_quads(image).items()}


#: the straightened second look: at most this many pixels, and at least this many per cell
RECTIFIED_PIXELS = 6_000_000
RECTIFIED_MIN_CELL = 48.0


def _rough_homography(
    cv2: Any, seen: dict[int, tuple[float, float]], places: dict[int, tuple[float, float]]
) -> NDArray[Any] | None:
    """Photo -> layout from the board markers seen: a homography from four or more, an
    affine map from three (good enough to straighten the photo for a second look)."""
    import numpy as np

    ids = sorted(seen)
    src = np.array([seen[i] for i in ids], dtype=np.float64)
    dst = np.array([places[i] for i in ids], dtype=np.float64)
    if len(ids) >= 4:
        h, _mask = cv2.findHomography(src, dst, cv2.RANSAC if len(ids) > 4 else 0, UNIT * 0.3)
        return h if h is not None and np.all(np.isfinite(h)) else None
    if len(ids) == 3:
        a = cv2.getAffineTransform(src.astype(np.float32), dst.astype(np.float32))
        return np.vstack([a, [0.0, 0.0, 1.0]])
    return None


def second_look(
    image: NDArray[Any], board: Board, ms: MarkerSet, found: dict[int, NDArray[Any]]
) -> dict[int, NDArray[Any]]:
    """Look again for the markers of ``ms`` not found, in the photo straightened by what
    the board markers found say (a steep photo's far markers are short and thin; seen
    from straight above they are squares again). Returns the markers found only now, as
    corners in the photo's pixels."""
    cv2 = _cv2()
    import numpy as np

    layout = Layout(board.grid, UNIT)
    places = {m.id: layout.cell_to_scene(m.cell) for m in ms.board}
    wanted = set(places) | set(ms.figures.values())
    missing = wanted - set(found)
    seen = {i: quad_centre(found[i]) for i in places if i in found}
    if not missing or len(seen) < 3:
        return {}
    h = _rough_homography(cv2, seen, places)
    if h is None:
        return {}
    xs = [p[0] for p in places.values()]
    ys = [p[1] for p in places.values()]
    x0, y0 = min(xs) - 1.5 * UNIT, min(ys) - 1.5 * UNIT
    x1, y1 = max(xs) + 1.5 * UNIT, max(ys) + 1.5 * UNIT
    # as many pixels per cell as the photo has where its cells are largest
    src_cell = _photo_cell_px(h, list(places.values()))
    per_unit = max(RECTIFIED_MIN_CELL, src_cell) / UNIT
    area = (x1 - x0) * (y1 - y0) * per_unit**2
    if area > RECTIFIED_PIXELS:
        per_unit *= math.sqrt(RECTIFIED_PIXELS / area)
    to_flat = (
        np.array(
            [[per_unit, 0.0, -x0 * per_unit], [0.0, per_unit, -y0 * per_unit], [0.0, 0.0, 1.0]]
        )
        @ h
    )
    size = (max(1, int((x1 - x0) * per_unit)), max(1, int((y1 - y0) * per_unit)))
    flat = cv2.warpPerspective(_gray(image), to_flat, size, flags=cv2.INTER_LINEAR, borderValue=128)
    back = np.linalg.inv(to_flat)
    out: dict[int, NDArray[Any]] = {}
    for mid, quad in find_quads(flat, missing).items():
        if mid in missing:
            pts = cv2.perspectiveTransform(quad.reshape(-1, 1, 2), back).reshape(4, 2)
            out[mid] = pts
    return out


def _photo_cell_px(h: NDArray[Any], places: list[tuple[float, float]]) -> float:
    """The largest size, in photo pixels, of one layout unit near the board markers."""
    import numpy as np

    inv = np.linalg.inv(h)
    best = 0.0
    for x, y in places:
        p = inv @ np.array([[x, x + UNIT, x], [y, y, y + UNIT], [1.0, 1.0, 1.0]])
        p = p[:2] / p[2]
        best = max(
            best, float(np.hypot(*(p[:, 1] - p[:, 0]))), float(np.hypot(*(p[:, 2] - p[:, 0])))
        )
    return best


def apply_homography(h: Matrix, x: float, y: float) -> tuple[float, float]:
    """A photo pixel through the homography ``h``: a scene point of the board's layout."""
    w = h[2][0] * x + h[2][1] * y + h[2][2]
    return ((h[0][0] * x + h[0][1] * y + h[0][2]) / w, (h[1][0] * x + h[1][1] * y + h[1][2]) / w)


def _footprint_top_left(layout: Layout, x: float, y: float, size: tuple[int, int]) -> Cell | None:
    """The top-left cell of a footprint of ``size`` centred on scene point (x, y)."""
    if size == (1, 1):
        return layout.scene_to_cell(x, y)
    return layout.scene_to_cell(
        x - (size[0] - 1) * layout.size / 2, y - (size[1] - 1) * layout.size / 2
    )


def _confidence(layout: Layout, cell: Cell, size: tuple[int, int], x: float, y: float) -> float:
    cx, cy = layout.cell_to_scene(cell)
    cx += (size[0] - 1) * layout.size / 2
    cy += (size[1] - 1) * layout.size / 2
    d = math.hypot(x - cx, y - cy) / (layout.size / 2)
    return max(0.0, min(1.0, 1.0 - d))


def detect(
    image: NDArray[Any], board: Board, source: str = "photo", markers: MarkerSet | None = None
) -> Detection:
    """Read a photo of the table: where does each figure stand? Raises :class:`PhotoError`
    when fewer than four board markers are seen (nothing can be placed then).

    Markers are looked for with OpenCV's default settings first; those still missing in
    the photo straightened by the board markers found (which needs three of them), with
    every pass of :data:`PASSES`; those still missing then, with the other passes in the
    photo itself. Most photos need only the first look (the later ones cost time)."""
    cv2 = _cv2()
    try:
        return _detect(image, board, source, markers)
    except cv2.error as exc:  # OpenCV refused this picture: a problem with the photo
        why = str(exc).strip().splitlines()[-1][:120] if str(exc).strip() else ""
        raise PhotoError(
            str(
                msg(
                    "{source}: OpenCV cannot read markers in this picture ({why}). Nothing "
                    "was moved.",
                    source=source,
                    why=why,
                )
            )
        ) from None


def _detect(image: NDArray[Any], board: Board, source: str, markers: MarkerSet | None) -> Detection:
    """:func:`detect` itself."""
    ms = markers or marker_set(board)
    wanted = {m.id for m in ms.board} | set(ms.figures.values())
    quads = find_quads(image, wanted, ("default",))
    every_pass = False
    if wanted - set(quads):
        if sum(1 for m in ms.board if m.id in quads) < 3:  # nothing to straighten it by yet
            quads = find_quads(image, wanted, PASSES, quads)
            every_pass = True
        quads.update(second_look(image, board, ms, quads))
    if wanted - set(quads) and not every_pass:
        # still missing (partly covered, most often): the other passes on the photo itself
        quads = find_quads(image, wanted, PASSES, quads)
    return locate(board, {mid: quad_centre(q) for mid, q in quads.items()}, source, ms)


def locate(
    board: Board,
    found: dict[int, tuple[float, float]],
    source: str = "photo",
    markers: MarkerSet | None = None,
) -> Detection:
    """The placement step of :func:`detect`, from marker centres already found in a photo
    (id -> pixel): the homography, each figure's cell, and the flags."""
    cv2 = _cv2()
    import numpy as np

    ms = markers or marker_set(board)
    layout = Layout(board.grid, UNIT)
    board_ids = {m.id: m for m in ms.board}
    seen_board = {mid: px for mid, px in found.items() if mid in board_ids}
    if len(seen_board) < 4:
        missing = [str(m.id) for m in ms.board if m.id not in seen_board]
        raise PhotoError(
            str(
                msg(
                    "{source}: {seen} of the {all} board markers are in the "
                    "photo (missing: {missing}); four are needed to find the "
                    "board. Nothing was moved.",
                    source=source,
                    seen=len(seen_board),
                    all=len(ms.board),
                    missing=", ".join(missing),
                )
            )
        )
    src = np.array([seen_board[i] for i in sorted(seen_board)], dtype=np.float64)
    dst = np.array(
        [layout.cell_to_scene(board_ids[i].cell) for i in sorted(seen_board)], dtype=np.float64
    )
    method = cv2.RANSAC if len(seen_board) > 4 else 0
    h, _mask = cv2.findHomography(src, dst, method, UNIT * 0.3)
    if h is None or not np.all(np.isfinite(h)):
        raise PhotoError(
            str(
                msg(
                    "{source}: the board markers do not make a board (are two "
                    "of them swapped or on one line?). Nothing was moved.",
                    source=source,
                )
            )
        )
    hm: Matrix = [[float(v) for v in row] for row in h]
    residual = max(
        math.dist(apply_homography(hm, *seen_board[i]), layout.cell_to_scene(board_ids[i].cell))
        for i in seen_board
    )
    det = Detection(source, hm, seen_board, residual=residual / UNIT)
    figures = {f.id: f for f in board.figures}
    cells_taken: dict[Cell, list[int]] = {}
    seen: list[Seen] = []
    for mid, px in sorted(found.items()):
        if mid in board_ids:
            continue
        fid = ms.figure_of(mid)
        if fid is None or fid not in figures:
            det.unknown_ids.append(mid)
            continue
        fig = figures[fid]
        x, y = apply_homography(hm, *px)
        cell = _footprint_top_left(layout, x, y, fig.size)
        conf = _confidence(layout, cell, fig.size, x, y) if cell is not None else 0.0
        flag = ""
        if cell is None:
            flag = str(msg("off the map"))
        else:
            cells = [
                Cell(cell[0] + dx, cell[1] + dy)
                for dx in range(fig.size[0])
                for dy in range(fig.size[1])
            ]
            if any(not board.grid.contains(c) for c in cells):
                flag = str(msg("its base would leave the map"))
            elif any(board.kind_at(c) in ("blocking", "void") for c in cells):
                flag = str(msg("on impassable ground"))
            for c in cells:
                cells_taken.setdefault(c, []).append(len(seen))
        seen.append(Seen(fid, mid, px, cell, conf, flag))
    for indexes in cells_taken.values():
        if len(indexes) > 1:
            names = ", ".join(figures[seen[i].figure].label for i in indexes)
            for i in indexes:
                if not seen[i].flag:
                    seen[i] = Seen(
                        seen[i].figure,
                        seen[i].marker,
                        seen[i].pixel,
                        seen[i].cell,
                        seen[i].confidence,
                        str(msg("seen on one cell with another figure ({names})", names=names)),
                    )
    det.seen = seen
    seen_ids = {s.figure for s in seen}
    det.unseen = [f.id for f in board.figures if f.id not in seen_ids]
    return det


def apply_detection(board: Board, det: Detection) -> OpResult[Board]:
    """Move every figure the photo placed (one undo step in the window); flagged and unseen
    figures stay. A figure whose new cell another figure keeps (one not in the photo) is
    not moved either."""
    out = board.copy()
    moves = det.moves
    log: list[str] = []
    for f in out.figures:
        if f.id in moves and f.at != moves[f.id]:
            log.append(f"{f.label}: [{f.at[0]},{f.at[1]}] → [{moves[f.id][0]},{moves[f.id][1]}]")
            f.at = moves[f.id]
    # a figure not in the photo may still stand where a seen figure now goes
    occupied: dict[Cell, str] = {}
    clashes: set[str] = set()
    for f in out.figures:
        for c in f.cells():
            if c in occupied:
                clashes.update({f.id, occupied[c]})
            occupied[c] = f.id
    moved_back: list[str] = []
    if clashes:
        for f in out.figures:
            if f.id in clashes and f.id in moves:
                f.at = board.figure(f.id).at
                moved_back.append(f.label)
        log = [line for line in log if not any(line.startswith(n + ":") for n in moved_back)]
        if moved_back:
            log.append(
                str(
                    msg(
                        "not moved (a figure not in the photo stands there): {figures}",
                        figures=", ".join(moved_back),
                    )
                )
            )
    changed = bool(log) and any(board.figure(f.id).at != f.at for f in out.figures)
    return OpResult(
        out,
        log or [str(msg("the photo moves no figure"))],
        Changes(figures=True, plan=True) if changed else Changes(),
    )
