"""From a photo of the table to figure cells (issue 18).

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
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_ai.board.model import Board
from tabletop_ai.engine.ops import Changes, OpResult
from tabletop_ai.geometry import Cell, Layout
from tabletop_ai.maps.imagesize import image_size
from tabletop_ai.photo.markers import DICTIONARY, MarkerSet, PhotoError, marker_set

if TYPE_CHECKING:
    import numpy as np

#: the largest photo read (pixels); larger ones are refused before decoding
MAX_PIXELS = 50_000_000
#: the largest photo file read
MAX_BYTES = 60 * 1024 * 1024
#: the layout unit the homography maps to (a square's side, a hex's radius)
UNIT = 100.0

Matrix = list[list[float]]


def _cv2() -> Any:
    try:
        import cv2
    except ImportError as exc:  # the optional extra is not installed
        raise PhotoError("reading photos needs OpenCV: pip install 'tabletop-ai[camera]'"
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
        out = [f"{self.source}: {len(self.board_markers)} board markers, "
               f"{len(self.seen)} figures seen"]
        for s in self.seen:
            where = "off the map" if s.cell is None else f"[{s.cell[0]},{s.cell[1]}]"
            line = f"{names.get(s.figure, s.figure)}: {where} ({s.confidence:.0%} sure)"
            out.append(line + (f" — not moved: {s.flag}" if s.flag else ""))
        if self.unseen:
            out.append("not seen (left where they were): "
                       + ", ".join(names.get(f, f) for f in self.unseen))
        if self.unknown_ids:
            out.append("markers of no figure on this board: "
                       + ", ".join(str(i) for i in self.unknown_ids))
        return out


def read_image(path: str | Path) -> np.ndarray:
    """Decode a photo (PNG, JPEG, WebP, …) as a BGR array; a file that cannot be read, is too
    large or is not a picture is a :class:`PhotoError` naming the file."""
    cv2 = _cv2()
    import numpy as np

    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_BYTES:
            raise PhotoError(f"{p.name}: the file is {size // 2**20} MB; photos up to "
                             f"{MAX_BYTES // 2**20} MB are read")
        data = np.frombuffer(p.read_bytes(), dtype=np.uint8)
    except OSError as exc:
        raise PhotoError(f"{p.name}: cannot be read ({exc.strerror or exc})") from exc
    return decode_image(data, p.name, cv2)


def decode_image(data: np.ndarray, name: str, cv2: Any = None) -> np.ndarray:
    cv2 = cv2 or _cv2()
    import numpy as np

    if data.size == 0:
        raise PhotoError(f"{name}: the file is empty")
    dims = image_size(data[: 1 << 20].tobytes())  # from the header, before decoding
    if dims is not None and dims[0] * dims[1] > MAX_PIXELS:
        raise PhotoError(f"{name}: {dims[0]}x{dims[1]} pixels is more than the "
                         f"{MAX_PIXELS // 10**6} megapixels read; take a smaller photo")
    image = cv2.imdecode(data, cv2.IMREAD_COLOR)
    if image is None or not isinstance(image, np.ndarray):
        raise PhotoError(f"{name}: not a picture OpenCV can read (PNG, JPEG, WebP, BMP, TIFF)")
    h, w = image.shape[:2]
    if h * w > MAX_PIXELS:
        raise PhotoError(f"{name}: {w}x{h} pixels is more than the {MAX_PIXELS // 10**6} "
                         f"megapixels read; take a smaller photo")
    return image


def _detector(cv2: Any) -> Any:
    aruco = cv2.aruco
    params = aruco.DetectorParameters()
    params.cornerRefinementMethod = aruco.CORNER_REFINE_SUBPIX
    # slanted photos: allow smaller and more distorted marker outlines than the defaults
    params.minMarkerPerimeterRate = 0.01
    params.polygonalApproxAccuracyRate = 0.05
    # small markers: finer thresholding windows, more pixels per bit when reading the code
    params.adaptiveThreshWinSizeMin = 3
    params.adaptiveThreshWinSizeStep = 4
    params.adaptiveThreshWinSizeMax = 33
    params.perspectiveRemovePixelPerCell = 8
    return aruco.ArucoDetector(aruco.getPredefinedDictionary(getattr(aruco, DICTIONARY)),
                               params)


def find_markers(image: np.ndarray) -> dict[int, tuple[float, float]]:
    """Every marker found: id -> centre in pixels (a marker seen twice: the first)."""
    cv2 = _cv2()
    gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY) if image.ndim == 3 else image
    corners, ids, _rejected = _detector(cv2).detectMarkers(gray)
    out: dict[int, tuple[float, float]] = {}
    if ids is None:
        return out
    for quad, mid in zip(corners, ids.flatten(), strict=True):
        pts = quad.reshape(4, 2)
        out.setdefault(int(mid), (float(pts[:, 0].mean()), float(pts[:, 1].mean())))
    return out


def apply_homography(h: Matrix, x: float, y: float) -> tuple[float, float]:
    """A photo pixel through the homography ``h``: a scene point of the board's layout."""
    w = h[2][0] * x + h[2][1] * y + h[2][2]
    return ((h[0][0] * x + h[0][1] * y + h[0][2]) / w,
            (h[1][0] * x + h[1][1] * y + h[1][2]) / w)


def _footprint_top_left(layout: Layout, x: float, y: float, size: tuple[int, int]
                        ) -> Cell | None:
    """The top-left cell of a footprint of ``size`` centred on scene point (x, y)."""
    if size == (1, 1):
        return layout.scene_to_cell(x, y)
    return layout.scene_to_cell(x - (size[0] - 1) * layout.size / 2,
                                y - (size[1] - 1) * layout.size / 2)


def _confidence(layout: Layout, cell: Cell, size: tuple[int, int], x: float, y: float
                ) -> float:
    cx, cy = layout.cell_to_scene(cell)
    cx += (size[0] - 1) * layout.size / 2
    cy += (size[1] - 1) * layout.size / 2
    d = math.hypot(x - cx, y - cy) / (layout.size / 2)
    return max(0.0, min(1.0, 1.0 - d))


def detect(image: np.ndarray, board: Board, source: str = "photo",
           markers: MarkerSet | None = None) -> Detection:
    """Read a photo of the table: where does each figure stand? Raises :class:`PhotoError`
    when fewer than four board markers are seen (nothing can be placed then)."""
    return locate(board, find_markers(image), source, markers)


def locate(board: Board, found: dict[int, tuple[float, float]], source: str = "photo",
           markers: MarkerSet | None = None) -> Detection:
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
        raise PhotoError(f"{source}: {len(seen_board)} of the {len(ms.board)} board markers "
                         f"are in the photo (missing: {', '.join(missing)}); four are needed "
                         f"to find the board. Nothing was moved.")
    src = np.array([seen_board[i] for i in sorted(seen_board)], dtype=np.float64)
    dst = np.array([layout.cell_to_scene(board_ids[i].cell) for i in sorted(seen_board)],
                   dtype=np.float64)
    method = cv2.RANSAC if len(seen_board) > 4 else 0
    h, _mask = cv2.findHomography(src, dst, method, UNIT * 0.3)
    if h is None or not np.all(np.isfinite(h)):
        raise PhotoError(f"{source}: the board markers do not make a board (are two of them "
                         f"swapped or on one line?). Nothing was moved.")
    hm: Matrix = [[float(v) for v in row] for row in h]
    residual = max(math.dist(apply_homography(hm, *seen_board[i]),
                             layout.cell_to_scene(board_ids[i].cell)) for i in seen_board)
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
            flag = "off the map"
        else:
            cells = [Cell(cell[0] + dx, cell[1] + dy) for dx in range(fig.size[0])
                     for dy in range(fig.size[1])]
            if any(not board.grid.contains(c) for c in cells):
                flag = "its base would leave the map"
            elif any(board.kind_at(c) in ("blocking", "void") for c in cells):
                flag = "on impassable ground"
            for c in cells:
                cells_taken.setdefault(c, []).append(len(seen))
        seen.append(Seen(fid, mid, px, cell, conf, flag))
    for indexes in cells_taken.values():
        if len(indexes) > 1:
            names = ", ".join(figures[seen[i].figure].label for i in indexes)
            for i in indexes:
                if not seen[i].flag:
                    seen[i] = Seen(seen[i].figure, seen[i].marker, seen[i].pixel,
                                   seen[i].cell, seen[i].confidence,
                                   f"seen on one cell with another figure ({names})")
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
            log.append("not moved (a figure not in the photo stands there): "
                       + ", ".join(moved_back))
    changed = bool(log) and any(board.figure(f.id).at != f.at for f in out.figures)
    return OpResult(out, log or ["the photo moves no figure"],
                    Changes(figures=True, plan=True) if changed else Changes())
