"""From markers found in a photo to the cell each figure stands on, and how sure that is.

The board's place in the photo comes from its board markers (:mod:`~tabletop_ai.photo.fit`):
four or more give a homography; when the markers' squares show one of them lies away from
its place, the player is told which and the others place the board; three give it with
the squares' help. Each figure's marker centre goes through it to the board, corrected for
the height of the base it is glued on (seen from the side, a raised marker seems farther
from the camera than its base: the camera's place over the board follows from the
homography), to the cell under it.

A figure is **placed** only when the photo leaves no doubt; otherwise it is **unsure** —
shown with the cell it seems to be on and why, and moved only when the player says so:

- its marker was not read surely (:mod:`~tabletop_ai.photo.quality`), or read twice;
- its marker's outline on the board is not a square of the others' size (a finger or a
  figure over a corner moves the outline, and the centre with it);
- it lies nearer its cell's border than the uncertainty of where it lies (the fit, a base's
  height, a marker off its base's middle) allows.

It is **flagged** (not moved) when its cell is off the map, impassable or shared with
another figure seen. :func:`apply_detection` moves the placed figures, and the unsure ones
the player confirmed, as one pure operation (one undo step in the window).
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Callable, Collection
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from tabletop_ai.board.model import Board
from tabletop_ai.engine.ops import Changes, OpResult
from tabletop_ai.geometry import Cell, Layout
from tabletop_ai.geometry.hexgrid import HexGrid
from tabletop_ai.i18n import Msg, join, msg
from tabletop_ai.photo.markers import MarkerSet, PhotoError, marker_set

if TYPE_CHECKING:
    from numpy.typing import NDArray

    from tabletop_ai.photo.lines import Refined

#: the layout unit the homography maps to (a square's side, a hex's radius)
UNIT = 100.0
#: how high a figure marker lies above the table, as a share of a cell's width (the top of
#: a base: 3-5 mm on 25 mm cells)
BASE_HEIGHT = 0.15
#: how much that height may be off, as a share of it
BASE_HEIGHT_SD = 0.4
#: how far a figure marker may sit from its cell's middle by hand (a base set down off
#: centre, a marker glued off its base's middle), standard deviation as a share of a cell
PLACEMENT_SD = 0.05
#: how far a board marker may lie from its place by hand (share of a cell)
BOARD_SD = 0.04
#: a figure is placed surely when its marker lies at least this many standard deviations
#: inside its cell
SURE_SDS = 2.5
#: a board marker this far (share of a cell) from where the other markers and the figures
#: put it is reported as misplaced (when the others agree among themselves) ...
MISPLACED = 0.5
#: ... and when that is this many standard deviations of where they put it: a few figures
#: set down by hand place a marker beyond the map's corner less surely than many, and a
#: distance within that spread is no sign of a marker moved
MISPLACED_SDS = 3.0
#: ... and no farther than this: more is no marker moved by hand but a photo misread
MISPLACED_MOST = 3.0
#: ... and its fit without it leaves less than this share of the misfit of a fit without
#: any other board marker that would be off its place by a hand's distance too
RIVAL_RATIO = 0.6
#: a board marker counts as this many figures in the fits the figures check them by
BOARD_WEIGHT = 3
#: a board marker read unsurely counts when it lies this near (share of a cell) to where the
#: board markers read surely put its place
BY_PLACE = 0.5
#: a figure marker's outline on the board: the most its sides may differ, its corners be off
#: a right angle, and its size differ from the other figure markers'
SQUARE_SIDES = 1.3
SQUARE_ANGLE = 15.0
SIZE_RATIO = 1.45

Matrix = list[list[float]]


@dataclass(frozen=True)
class Seen:
    """One figure found in the photo."""

    figure: str
    marker: int
    #: the marker's centre in the photo (pixels)
    pixel: tuple[float, float]
    #: the cell (top-left of the footprint) it stands on, or None when off the map
    cell: Cell | None
    #: 1.0 at the cell's middle, 0.0 on its border: how far inside its cell it lies
    confidence: float
    #: why it is not moved at all (empty: it may be moved)
    flag: str = ""
    #: why it is unsure: shown, moved only when the player confirms it (empty: placed)
    doubt: str = ""


@dataclass
class Detection:
    """What one photo says about the board."""

    source: str
    #: photo pixels (undistorted by :attr:`lens`, when there is one) -> layout scene units
    #: (3x3, row-major), at layout unit :data:`UNIT`; :meth:`to_scene` does both
    homography: Matrix
    board_markers: dict[int, tuple[float, float]]
    seen: list[Seen] = field(default_factory=list)
    unseen: list[str] = field(default_factory=list)
    unknown_ids: list[int] = field(default_factory=list)
    #: the largest distance (share of a cell) of a board marker from where the others put it
    residual: float = 0.0
    #: what the player is told about the board markers (one seems misplaced, one missing)
    #: and about a small picture in which figures are missing (its size)
    notes: list[str] = field(default_factory=list)
    #: the board marker that seems misplaced (its id), if one does
    misplaced: int | None = None
    #: the camera lens's distortion, when the photo showed one (a ``photo.fit.Lens``)
    lens: Any = None

    def to_scene(self, x: float, y: float) -> tuple[float, float]:
        """A photo pixel to a scene point of the board's layout."""
        if self.lens is not None:
            x, y = self.lens.point(x, y)
        return apply_homography(self.homography, x, y)

    def straighten(self, image: Any, scale: float, size: tuple[int, int]) -> Any:
        """``image`` (the photo) seen from straight above: ``size`` pixels, ``scale``
        pixels per scene unit, the board's layout from its origin."""
        import cv2
        import numpy as np

        s = np.diag([scale, scale, 1.0]) @ np.array(self.homography)
        if self.lens is None:
            return cv2.warpPerspective(image, s, size, borderValue=(40, 40, 40))
        w, h = size
        ys, xs = np.mgrid[0:h, 0:w].astype(np.float64)
        pts = np.stack([xs.ravel(), ys.ravel(), np.ones(xs.size)])
        back = np.linalg.inv(s) @ pts
        flat = (back[:2] / back[2]).T
        src = self.lens.distort(flat).astype(np.float32)
        return cv2.remap(
            image,
            src[:, 0].reshape(h, w),
            src[:, 1].reshape(h, w),
            cv2.INTER_LINEAR,
            borderValue=(40, 40, 40),
        )

    @property
    def moves(self) -> dict[str, Cell]:
        """The figures placed surely: seen, on a cell, not flagged, not unsure."""
        return {
            s.figure: s.cell for s in self.seen if not s.flag and not s.doubt and s.cell is not None
        }

    @property
    def unsure(self) -> dict[str, Cell]:
        """The figures seen on a cell but unsure: moved only when the player confirms."""
        return {
            s.figure: s.cell for s in self.seen if not s.flag and s.doubt and s.cell is not None
        }

    def report(self, board: Board) -> list[str]:
        """What the player is told, one line each: the notes on the reading as a whole
        (:attr:`notes`) first, then what was read, each figure, the figures not seen."""
        from tabletop_ai.i18n.content import content_name

        names = {f.id: content_name(f.label) for f in board.figures}
        # the notes first: each says the reading as a whole is doubtful or incomplete (a
        # small or busy picture, a board marker off its place), which the lines after it
        # are read in the light of
        out = [str(n) for n in self.notes]
        out.append(
            str(
                msg(
                    "{source}: {board} board markers, {seen} figures seen",
                    source=self.source,
                    board=len(self.board_markers),
                    seen=len(self.seen),
                )
            )
        )
        for s in self.seen:
            where = str(msg("off the map")) if s.cell is None else f"[{s.cell[0]},{s.cell[1]}]"
            figure = names.get(s.figure, s.figure)
            if s.flag or s.doubt:
                # no "% sure" beside a flag or a doubt: it would contradict what the player
                # is asked to check
                why = (
                    msg(" — not moved: {flag}", flag=s.flag)
                    if s.flag
                    else msg(" — unsure ({why}): moved only if you confirm it", why=s.doubt)
                )
                out.append(f"{figure}: {where}{why!s}")
                continue
            out.append(
                str(
                    msg(
                        "{figure}: {where} ({sure} sure)",
                        figure=figure,
                        where=where,
                        sure=f"{s.confidence:.0%}",
                    )
                )
            )
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


def cell_width(layout: Layout) -> float:
    """A cell's width between opposite sides, in scene units (a square's side; a hex's
    width across the flats)."""
    return layout.size * (math.sqrt(3.0) if isinstance(layout.grid, HexGrid) else 1.0)


def apply_homography(h: Matrix, x: float, y: float) -> tuple[float, float]:
    """A photo pixel through the homography ``h``: a scene point of the board's layout."""
    w = h[2][0] * x + h[2][1] * y + h[2][2]
    return ((h[0][0] * x + h[0][1] * y + h[0][2]) / w, (h[1][0] * x + h[1][1] * y + h[1][2]) / w)


def _footprint_point(
    layout: Layout, x: float, y: float, size: tuple[int, int]
) -> tuple[float, float]:
    """Where the middle of a footprint's top-left cell is, for a footprint of ``size``
    centred on scene point (x, y)."""
    if size == (1, 1):
        return x, y
    return x - (size[0] - 1) * layout.size / 2, y - (size[1] - 1) * layout.size / 2


def _margin(layout: Layout, cell: Cell, x: float, y: float) -> float:
    """How far (scene units) point (x, y) lies inside ``cell`` (its nearest border)."""
    poly = layout.polygon(cell)
    best = math.inf
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1], strict=True):
        dx, dy = x2 - x1, y2 - y1
        t = max(0.0, min(1.0, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy or 1.0)))
        best = min(best, math.hypot(x - x1 - t * dx, y - y1 - t * dy))
    return best


@dataclass(frozen=True)
class _Frame:
    """The photo-to-board map used and what is known of its uncertainty."""

    h: Any  # 3x3 numpy array
    fit: Any  # photo.fit.Fit | None: the squares' fit (its covariance), when used
    #: scene units: the map's standard deviation when there is no fit's covariance; with
    #: one, the least standard deviation of where it puts a point
    board_sd: float
    #: with the squares' fit by three board markers: their places (scene units) ...
    places: tuple[tuple[float, float], ...] = ()
    #: ... each of which may lie this far off by hand (scene units; :func:`_hand_sd`) ...
    hand_sd: float = 0.0
    #: ... and how far (scene units) the figures read surely show the map is off, beyond
    #: what each figure's own uncertainty allows (:func:`_figures_sd`)
    shown_sd: float = 0.0
    #: the map refined by the printed cell lines, whose own standard deviation it states
    lines: Refined | None = None

    def sd_at(self, px: tuple[float, float]) -> float:
        """The standard deviation (scene units) of where photo point ``px`` lies on the
        board, from the map alone."""
        if self.lines is not None:
            return self.lines.sd_at(px)
        if self.fit is None:
            return self.board_sd
        own = max(self.fit.point_sd(px), self.board_sd)
        hand = self.hand_sd * _hand_sd(self.places, self.fit.point(px)) if self.places else 0.0
        return math.sqrt(own**2 + hand**2 + self.shown_sd**2)


def locate(
    board: Board,
    found: dict[int, tuple[float, float]],
    source: str = "photo",
    markers: MarkerSet | None = None,
    *,
    quads: dict[int, NDArray[Any]] | None = None,
    doubts: dict[int, str] | None = None,
    twice: Collection[int] = (),
    image_size: tuple[int, int] | None = None,
    image: NDArray[Any] | None = None,
) -> Detection:
    """The placement step of :func:`~tabletop_ai.photo.detect.detect`, from marker centres
    already found in a photo (id -> pixel). ``quads``: the markers' corners (their squares
    check the board markers and place from three, or from two with the figure markers'
    squares: :func:`_board_from_two`); ``doubts``: why a read is unsure (id ->
    reason; an unsure board marker is not used); ``twice``: ids read at two places;
    ``image_size``: the photo's (width, height), for the camera's place; ``image``: the
    photo (grey), whose printed cell lines refine a map the board markers agree on
    (:func:`_by_lines`)."""
    import cv2
    import numpy as np

    ms = markers or marker_set(board)
    doubts = doubts or {}
    quads = quads or {}
    layout = Layout(board.grid, UNIT)
    cw = cell_width(layout)
    board_ids = {m.id: m for m in ms.board}
    doubts = _board_markers_by_place(cv2, np, found, doubts, twice, layout, ms)
    seen_board = {
        mid: px
        for mid, px in found.items()
        if mid in board_ids and mid not in doubts and mid not in twice
    }
    notes: list[str] = []
    for mid in sorted(found):
        if mid in board_ids and mid not in seen_board:
            notes.append(
                str(
                    msg(
                        "board marker {number} was not read surely; it is not used",
                        number=_board_number(ms, mid),
                    )
                )
            )
    sure_figures = {
        mid: px
        for mid, px in found.items()
        if mid in ms.figures.values() and mid not in doubts and mid not in twice
    }
    if len(seen_board) < BOARD_ALONE and not _two_place(seen_board, sure_figures, quads):
        raise PhotoError(_too_few(source, ms, seen_board, found))
    places = {mid: layout.cell_to_scene(board_ids[mid].cell) for mid in seen_board}
    if _mirrored(seen_board, places):
        raise PhotoError(_no_board(source))
    raw = dict(found)
    lens = (
        _lens(cv2, np, seen_board, places, list(sure_figures.values()), layout, image_size)
        if image_size
        else None
    )
    # board markers read, but not surely (or at two places): said apart from those not read
    unsure_board = {mid for mid in found if mid in board_ids and mid not in seen_board}
    where = _board_frame(
        cv2,
        np,
        ms,
        seen_board,
        places,
        sure_figures,
        quads,
        layout,
        image_size,
        source,
        unsure=unsure_board,
    )
    if lens is not None:  # every point as a pinhole camera shows it
        found_u = {mid: lens.point(*px) for mid, px in found.items()}
        quads_u = {mid: lens.undistort(q) for mid, q in quads.items()}
        where_u = _board_frame(
            cv2,
            np,
            ms,
            {mid: found_u[mid] for mid in seen_board},
            places,
            {mid: found_u[mid] for mid in sure_figures},
            quads_u,
            layout,
            image_size,
            source,
            unsure=unsure_board,
        )
        # taken when the board markers agree better through it
        if where_u.residual < LENS_AGREE * where.residual:
            found, quads, where = found_u, quads_u, where_u
        else:
            lens = None
    frame = where.frame
    if image is not None and len(seen_board) >= BOARD_ALONE:
        frame = _by_lines(image, where, lens, layout, seen_board, places, found, ms)
    notes += where.notes
    # a map by the printed lines puts every board marker near its place: none is off it,
    # which the board placed without each of them (the others and the figures) could not
    # tell
    without_each = [] if frame.lines is not None else where.without_each
    hm = _matrix(frame.h)
    det = Detection(
        source,
        hm,
        {mid: raw[mid] for mid in seen_board},
        lens=lens,
        residual=where.residual,
        notes=notes,
        misplaced=where.misplaced,
    )
    camera = _camera(np, frame.h, image_size) if image_size else None
    figures = {f.id: f for f in board.figures}
    sizes = _figure_sizes(frame.h, quads, ms, doubts)
    typical = float(np.median(sizes)) if sizes else 0.0
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
        bx, by = _on_table(x, y, camera, cw)
        shift = math.hypot(x - bx, y - by)
        x, y = bx, by
        fx, fy = _footprint_point(layout, x, y, fig.size)
        cell = layout.scene_to_cell(fx, fy)
        margin = _margin(layout, cell, fx, fy) if cell is not None else 0.0
        conf = max(0.0, min(1.0, margin / (cw / 2))) if cell is not None else 0.0
        fit_sd = frame.sd_at(px)
        sd = math.sqrt(fit_sd**2 + (PLACEMENT_SD * cw) ** 2 + (BASE_HEIGHT_SD * shift) ** 2)
        flag = ""
        doubt = doubts.get(mid, "")
        if mid in twice:
            doubt = str(msg("its marker is seen twice"))
        if not doubt and mid in quads:
            doubt = _outline_doubt(frame.h, quads[mid], typical)
        if not doubt and cell is not None and margin < SURE_SDS * sd:
            doubt = str(msg("near the border of its cell"))
        if not doubt and cell is not None:
            doubt = _doubt_without_each(without_each, px, camera, layout, fig.size, cell, sd)
        if not doubt and cell is not None and mid not in where.held:
            for hc in where.checks:
                cx_, cy_ = apply_homography(_matrix(hc), *px)
                cx_, cy_ = _on_table(cx_, cy_, camera, cw)
                if layout.scene_to_cell(*_footprint_point(layout, cx_, cy_, fig.size)) != cell:
                    doubt = str(msg("the board markers disagree about its cell"))
                    break
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
        seen.append(Seen(fid, mid, raw[mid], cell, conf, flag, doubt))
    for indexes in cells_taken.values():
        if len(indexes) > 1:
            names = ", ".join(figures[seen[i].figure].label for i in indexes)
            for i in indexes:
                if not seen[i].flag:
                    seen[i] = replace(
                        seen[i],
                        flag=str(
                            msg("seen on one cell with another figure ({names})", names=names)
                        ),
                    )
    det.seen = seen
    seen_ids = {s.figure for s in seen}
    det.unseen = [f.id for f in board.figures if f.id not in seen_ids]
    return det


def _by_lines(
    image: NDArray[Any],
    where: _Board,
    lens: Any,
    layout: Layout,
    seen_board: dict[int, tuple[float, float]],
    places: dict[int, tuple[float, float]],
    found: dict[int, tuple[float, float]],
    ms: MarkerSet,
) -> _Frame:
    """The board markers' map refined by the board's printed cell lines
    (:func:`~tabletop_ai.photo.lines.refine`), when the board markers agree on it (none
    named as off its place, none half a cell from where the others put it: lines repeat
    every cell and cannot tell a map a cell off) or the check cannot tell whether they do
    (:attr:`_Board.untold`: the map by all four is refined, and the lines must put each
    of them near its place), and the photo shows the lines surely; else the board
    markers' map unchanged. ``found``: every marker's photo point (as the map takes them:
    undistorted when there is a lens)."""
    from tabletop_ai.photo.lines import refine

    frame = where.frame
    if where.misplaced is not None:
        return frame
    if not where.untold and (where.without_each or where.residual >= MISPLACED):
        return frame
    board_ids = {m.id for m in ms.board}
    figure_ids = set(ms.figures.values())
    refined = refine(
        image,
        frame.h,
        lens,
        layout,
        frame.sd_at,
        {mid: (found[mid], places[mid]) for mid in seen_board},
        [px for mid, px in found.items() if mid in figure_ids],
        [px for mid, px in found.items() if mid not in board_ids and mid not in figure_ids]
        + [px for mid, px in found.items() if mid in board_ids and mid not in seen_board],
    )
    if refined is None:
        return frame
    return _Frame(refined.h, None, refined.least_sd, lines=refined)


def _board_markers_by_place(
    cv2: Any,
    np: Any,
    found: dict[int, tuple[float, float]],
    doubts: dict[int, str],
    twice: Collection[int],
    layout: Layout,
    ms: MarkerSet,
) -> dict[int, str]:
    """A board marker read unsurely is sure after all when it lies where three or more
    board markers read surely put its place (within :data:`BY_PLACE` of a cell): a square
    of that id just there is that marker."""
    places = {m.id: layout.cell_to_scene(m.cell) for m in ms.board}
    sure = [i for i in places if i in found and i not in doubts and i not in twice]
    if len(sure) < 3:
        return doubts
    src = np.array([found[i] for i in sure], np.float64)
    dst = np.array([places[i] for i in sure], np.float64)
    if len(sure) >= 4:
        h, _ = cv2.findHomography(src, dst, 0)
    else:
        a = cv2.getAffineTransform(src.astype(np.float32), dst.astype(np.float32))
        h = np.vstack([a, [0.0, 0.0, 1.0]])
    if h is None:
        return doubts
    hm = _matrix(h)
    out = dict(doubts)
    for mid in list(out):
        if mid in places and mid in found and mid not in twice:
            d = math.dist(apply_homography(hm, *found[mid]), places[mid])
            if d < BY_PLACE * cell_width(layout):
                del out[mid]
    return out


def _board_number(ms: MarkerSet, mid: int) -> int:
    """A board marker's number as the sheet and the player know it (1-4, clockwise from
    the top left)."""
    for i, m in enumerate(ms.board):
        if m.id == mid:
            return i + 1
    return mid


@dataclass
class _Board:
    """The board's place in the photo, as :func:`_board_frame` finds it."""

    frame: _Frame
    #: the largest distance (share of a cell) of a board marker from where the rest put it
    residual: float = 0.0
    #: the board marker that seems misplaced
    misplaced: int | None = None
    notes: list[str] = field(default_factory=list)
    #: the board placed again by each three of the board markers alone (their squares),
    #: each figure's cell checked by them (see :func:`_by_threes`)
    checks: list[Any] = field(default_factory=list)
    #: figure marker ids whose cell :attr:`checks` do not question: a board marker named as
    #: off its place is named without them too (:func:`_held_without`)
    held: set[int] = field(default_factory=set)
    #: when the board markers disagree by :data:`MISPLACED` or more and none is named: the
    #: board placed without each of them in turn (by the others and the figures); a figure
    #: is placed only when each of these puts it on its cell as surely as the fit by all of
    #: them does (unless the printed lines place the board: :attr:`untold`)
    without_each: list[Any] = field(default_factory=list)
    #: :attr:`without_each` set only because the check cannot tell: a board marker lies
    #: half a cell or more from where the rest put it, yet within what that place's
    #: uncertainty allows (few figures, an unknown base height), and none is named. The
    #: printed cell lines may still tell: a map by them that puts every board marker near
    #: its place (:func:`_by_lines`) shows none is off it, and is used without them
    untold: bool = False


def _board_frame(
    cv2: Any,
    np: Any,
    ms: MarkerSet,
    seen: dict[int, tuple[float, float]],
    places: dict[int, tuple[float, float]],
    figures: dict[int, tuple[float, float]],
    quads: dict[int, NDArray[Any]],
    layout: Layout,
    image_size: tuple[int, int] | None,
    source: str,
    held: bool = True,
    *,
    unsure: Collection[int] = (),
) -> _Board:
    """The photo-to-board map from the board markers seen (``seen``: id -> pixel; their
    ``places`` on the board), checked by the figures read surely (``figures``: marker id ->
    pixel; ``quads``: the markers' corners). ``held``: when a board marker is named as off
    its place, find which figures it is named without (:func:`_held_without`).
    ``unsure``: the board markers read, but not surely (the player is told they were not
    used, not that they were not found)."""
    from tabletop_ai.photo.fit import fit_squares

    cw = cell_width(layout)
    ids = sorted(seen)
    if len(ids) == 2:
        return _board_from_two(ms, seen, places, figures, quads, layout, image_size, source, unsure)
    if len(ids) == 3:
        missing = [m for m in ms.board if m.id not in seen]
        squares = {mid: (quads[mid], places[mid]) for mid in ids if mid in quads}
        figure_squares = [quads[mid] for mid in figures if mid in quads]
        fit = fit_squares(squares, figure_squares) if len(squares) == 3 else None
        if fit is None:
            raise PhotoError(_no_board(source))
        left_out = ", ".join(str(_board_number(ms, m.id)) for m in missing)
        note = (
            msg(
                "board marker {number} was read, but not surely: the board was placed by "
                "the other three, so more figures may be unsure",
                number=left_out,
            )
            if any(m.id in unsure for m in missing)
            else msg(
                "board marker {number} was not found (out of the photo, covered, or set "
                "down far from its place?): the board was placed by the other three, so "
                "more figures may be unsure",
                number=left_out,
            )
        )
        camera = _camera(np, fit.h, image_size) if image_size else None
        shown = _figures_sd(fit, list(figures.values()), camera, layout)
        frame = _Frame(fit.h, fit, 0.0, tuple(places[i] for i in ids), BOARD_SD * cw, shown)
        checks = [two.h for two in _by_twos(ids, quads, places, figure_squares).values()]
        return _Board(frame, notes=[str(note)], checks=checks)
    src = np.array([seen[i] for i in ids], dtype=np.float64)
    dst = np.array([places[i] for i in ids], dtype=np.float64)
    h, _mask = cv2.findHomography(src, dst, cv2.RANSAC if len(ids) > 4 else 0, UNIT * 0.3)
    if h is None or not np.all(np.isfinite(h)):
        raise PhotoError(_no_board(source))
    figure_squares = [quads[k] for k in figures if k in quads]
    threes = _by_threes(ids, quads, places, figure_squares)
    out = _Board(_Frame(h, None, BOARD_SD * cw))
    # Four centres fix a homography with nothing left over to check it; the figures do:
    # each stands in the middle of a cell, give or take a little. Each board marker is
    # left out in turn and placed by the others and the figures (each figure's marker to
    # the middle of the cell it seems on, its base's height allowed for), robustly.
    camera = _camera(np, h, image_size) if image_size else None

    def pairs_by(hh: Any) -> list[tuple[tuple[float, float], tuple[float, float]]]:
        return _cell_pairs(hh, list(figures.values()), camera, layout)

    pairs = pairs_by(h)
    four_off = _median_off(h, pairs, len(figures), cw)
    # a map by three that the figures show to be off is no check of their cells, and no
    # start for the fit without the fourth either (its cells for them are not theirs)
    threes = {
        k: fit
        for k, fit in threes.items()
        if not _shown_off(fit.h, four_off, figures, camera, layout)
    }
    out.checks = [fit.h for fit in threes.values()]
    # each board marker left out in turn: how well do the rest agree, and where do they
    # put it? The one whose leaving out makes the rest agree best is the odd one.
    off: dict[int, tuple[float, float, Any, float]] = {}
    bound = 0.35 * cw  # a figure farther than this from its cell's middle is left out
    for mid in ids:
        rest = [k for k in ids if k != mid]
        src_k, dst_k = [seen[k] for k in rest], [places[k] for k in rest]
        # the figures' cells first as the others alone put them (their squares give the
        # perspective three centres cannot): a marker far off bends the fit by all four,
        # and the figures' cells with it, so that leaving the right one out would not mend
        # (as all four put them when the figures show the others' map off)
        three = threes.get(mid)
        start_pairs = pairs if three is None else pairs_by(three.h)
        hk = _fit_with_figures(cv2, np, src_k, dst_k, start_pairs, bound)
        if hk is None:
            continue
        # the figures' cells again, as this fit puts them (a marker far off moves them)
        pairs_k = pairs_by(hk)
        hk = _fit_with_figures(cv2, np, src_k, dst_k, pairs_k, bound)
        if hk is None:
            continue
        hkm = _matrix(hk)
        errs = [
            math.dist(apply_homography(hkm, *a), b) / cw for a, b in zip(src_k, dst_k, strict=True)
        ]
        errs += sorted(math.dist(apply_homography(hkm, *a), b) / cw for a, b in pairs_k)[
            : max(1, int(len(pairs_k) * 0.8))
        ]
        misfit = math.sqrt(sum(e * e for e in errs) / len(errs))
        d = math.dist(apply_homography(hkm, *seen[mid]), places[mid]) / cw
        near = [(a, b) for a, b in pairs_k if math.dist(apply_homography(hkm, *a), b) <= bound]
        lifts = [_lift(hkm, a, camera, cw) for a, _ in near]
        spread = _spread(cv2, np, src_k, dst_k, near, seen[mid], cw, lifts)
        off[mid] = (misfit, d, hk, spread)
    if not off:
        return out
    verdict = _verdict({k: (v[0], v[1], v[3]) for k, v in off.items()})
    odd = min(off, key=lambda k: off[k][0])
    out.residual = off[odd][1]
    if verdict is None:
        if max(v[1] for v in off.values()) >= MISPLACED:
            # half a cell or more apart, yet within what few figures or an unknown base
            # height let the check tell: any one of them may still be the one off its place
            _each_fit(out, h, off, ids, cw)
            out.untold = bool(out.without_each)
        return out
    worst, named = verdict
    d, hk = off[worst][1], off[worst][2]
    number = _board_number(ms, worst)
    if named:
        out.misplaced = worst
        out.frame = _Frame(hk, None, 2 * BOARD_SD * cw)
        # the fit without it is the one used, checked by the four board markers' own fit:
        # a figure on whose cell they differ is unsure unless the marker is named without
        # it too (:func:`_held_without`)
        out.checks = [h]
        if held:

            def named_without(k: int) -> bool:
                rest = {j: p for j, p in figures.items() if j != k}
                again = _board_frame(
                    cv2, np, ms, seen, places, rest, quads, layout, image_size, source, False
                )
                return again.misplaced == worst

            out.held = _held_without(h, hk, figures, camera, layout, named_without)
        out.notes.append(
            str(
                msg(
                    "board marker {number} seems {d} of a cell away from its place (the "
                    "other board markers and the figures agree): the board was placed by "
                    "them. Put it back where the sheet shows.",
                    number=number,
                    d=f"{d:.1f}",
                )
            )
        )
        return out
    # no one marker stands out: any one of them may be the one off its place, so the
    # board is each of the fits without one of them as well as the fit by all four
    _each_fit(out, h, off, ids, cw)
    out.notes.append(
        str(
            msg(
                "the board markers do not agree (board marker {number} seems {d} of a cell "
                "off): check that each lies where the sheet shows",
                number=number,
                d=f"{d:.1f}",
            )
        )
    )
    return out


#: board markers read surely that place the board by themselves (fewer: see
#: :data:`TWO_FIGURES`)
BOARD_ALONE = 3


def figures_with_two() -> int:
    """How many figure markers read surely (their squares) place the board with two board
    markers read surely (:func:`_board_from_two`)."""
    from tabletop_ai.photo.fit import FROM_TWO_SQUARES

    return max(FROM_TWO_SQUARES, TWO_FIGURES)


def enough_markers(board_markers: int, figure_markers: int) -> bool:
    """Whether so many board markers and figure markers read surely are enough to place
    the board: :data:`BOARD_ALONE` board markers, or two with :func:`figures_with_two`
    figure markers (docs/photo.md, step 3 of reading a photo)."""
    return board_markers >= BOARD_ALONE or (
        board_markers == 2 and figure_markers >= figures_with_two()
    )


def _too_few(
    source: str,
    ms: MarkerSet,
    sure: Collection[int],
    found: Collection[int],
) -> str:
    """Why a photo is refused with too few board markers read surely (``sure``; ``found``:
    every id read, surely or not). The photo reader knows what it read, not why a board
    marker was not read (out of the photo, covered or too small look alike to it): those
    are "not read", the ones read unsurely (or at two places) are said apart."""
    unread = [str(_board_number(ms, m.id)) for m in ms.board if m.id not in found]
    doubtful = [
        str(_board_number(ms, m.id)) for m in ms.board if m.id in found and m.id not in sure
    ]
    which = [msg("not read: {numbers}", numbers=", ".join(unread))] if unread else []
    if doubtful:
        which.append(msg("read, but not surely: {numbers}", numbers=", ".join(doubtful)))
    return str(
        msg(
            "{source}: %n of the {all} board markers [was|were] read surely ({which}); "
            "three are needed to place the board (two, with at least {figures} figure "
            "markers read surely). Each must be in the photo, uncovered and large enough "
            "to read (come closer, or print them larger). Nothing was moved.",
            n=len(sure),
            source=source,
            all=len(ms.board),
            which=join(which),
            figures=figures_with_two(),
        )
    )


#: placing by two board markers: the figures read surely it needs, how far (share of a
#: cell) each may lie from the middle of the cell the fit puts it on, and the least
#: standard deviation (share of a cell) of where the fit puts a point. On tuning photos
#: placed again by each two of their four board markers, the fit's own covariance gave a
#: tenth to a fifteenth of its error; the fits with four or more figures erred by at most
#: 0.35 of a cell, with three up to a whole cell
TWO_FIGURES = 4
TWO_OFF = 0.35
TWO_SD = 0.1


def _two_place(
    seen: dict[int, tuple[float, float]],
    figures: dict[int, tuple[float, float]],
    quads: dict[int, NDArray[Any]],
) -> bool:
    """Whether two board markers read surely (``seen``) may place the board: with the
    squares of both and of :func:`figures_with_two` figure markers read surely
    (``figures``) at least (:func:`_board_from_two`)."""
    return (
        len(seen) == 2
        and all(mid in quads for mid in seen)
        and enough_markers(2, sum(1 for mid in figures if mid in quads))
    )


def _board_from_two(
    ms: MarkerSet,
    seen: dict[int, tuple[float, float]],
    places: dict[int, tuple[float, float]],
    figures: dict[int, tuple[float, float]],
    quads: dict[int, NDArray[Any]],
    layout: Layout,
    image_size: tuple[int, int] | None,
    source: str,
    unsure: Collection[int] = (),
) -> _Board:
    """The board placed by two board markers and the squares of the figure markers read
    surely (:func:`~tabletop_ai.photo.fit.fit_from_two`): the two centres fix where it
    lies, how large it is and how it turns, the squares its slant. The fit's covariance,
    which grows away from the two markers, is each figure's stated error, so a figure
    whose cell it leaves in doubt is unsure. Nothing else checks the two board markers'
    places but the figures: each stands near the middle of a cell, so every one of them
    must lie within :data:`TWO_OFF` of a cell from the middle of the cell the fit puts it
    on, and :data:`TWO_FIGURES` at least (one marker set down off its place, or a slant
    read wrong, moves figures off their cells' middles, each by another share of a
    cell). Otherwise the photo is refused, saying which board markers to make seen. The
    fit's covariance knows nothing of a lens's bend or the bases' height, so a point's
    stated error is at least :data:`TWO_SD`. The player is told which board markers were
    not found, or which were read but not surely (``unsure``: not used)."""
    import numpy as np

    from tabletop_ai.photo.fit import fit_from_two

    missing = ", ".join(str(_board_number(ms, m.id)) for m in ms.board if m.id not in seen)
    which = _not_used(ms, seen, unsure)
    used = [mid for mid in sorted(figures) if mid in quads]
    fit = (
        fit_from_two({mid: (quads[mid], places[mid]) for mid in seen}, [quads[m] for m in used])
        if _two_place(seen, figures, quads)
        else None
    )
    if fit is None:
        raise PhotoError(_two_refused(source, missing, which))
    cw = cell_width(layout)
    camera = _camera(np, fit.h, image_size) if image_size else None
    pairs = _cell_pairs(fit.h, [figures[m] for m in used], camera, layout)
    hm = _matrix(fit.h)
    if len(pairs) < len(used) or any(
        math.dist(apply_homography(hm, *a), b) > TWO_OFF * cw for a, b in pairs
    ):
        raise PhotoError(_two_refused(source, missing, which))
    note = (
        msg(
            "board markers {numbers} were not used ({which}): the board was placed by the "
            "other two and the figures' markers, so more figures may be unsure",
            numbers=missing,
            which=which,
        )
        if which is not None
        else msg(
            "board markers {numbers} were not found (out of the photo, covered, or too small "
            "to read?): the board was placed by the other two and the figures' markers, so "
            "more figures may be unsure",
            numbers=missing,
        )
    )
    return _Board(_Frame(fit.h, fit, TWO_SD * cw), notes=[str(note)])


def _not_used(ms: MarkerSet, seen: Collection[int], unsure: Collection[int]) -> Msg | None:
    """Which board markers not used (not in ``seen``) were not read and which were read,
    but not surely (in ``unsure``), as :func:`_too_few` says them; ``None`` when none was
    read (then they were not found)."""
    unused = [m.id for m in ms.board if m.id not in seen]
    if not any(mid in unsure for mid in unused):
        return None
    unread = [str(_board_number(ms, mid)) for mid in unused if mid not in unsure]
    doubtful = [str(_board_number(ms, mid)) for mid in unused if mid in unsure]
    which = [msg("not read: {numbers}", numbers=", ".join(unread))] if unread else []
    which.append(msg("read, but not surely: {numbers}", numbers=", ".join(doubtful)))
    return join(which)


def _two_refused(source: str, missing: str, which: Msg | None = None) -> str:
    """Why a photo with two board markers read surely is refused (``which``: the board
    markers not used said apart, when one of them was read but not surely)."""
    if which is not None:
        return str(
            msg(
                "{source}: board markers {numbers} were not used ({which}), and the other "
                "two and the figures do not place the board surely. Take the photo again "
                "with every board marker in it, uncovered and large enough to read (come "
                "closer, or print them larger). Nothing was moved.",
                source=source,
                numbers=missing,
                which=which,
            )
        )
    return str(
        msg(
            "{source}: board markers {numbers} were not found (out of the photo, covered, or "
            "too small to read?), and the other two and the figures do not place the board "
            "surely. Take the photo again with every board marker in it, uncovered and large "
            "enough to read (come closer, or print them larger). Nothing was moved.",
            source=source,
            numbers=missing,
        )
    )


def _each_fit(
    out: _Board,
    h: Any,
    off: dict[int, tuple[float, float, Any, float]],
    ids: list[int],
    cw: float,
) -> None:
    """Set ``out`` up for board markers that disagree with none named: any one of them may
    be the one off its place, so each figure is checked on the board placed without each of
    them in turn, by the others and the figures (:attr:`_Board.without_each`). When one of
    those boards could not be fitted, the placement is less sure everywhere instead."""
    if set(off) != set(ids):
        d = max(v[1] for v in off.values())
        out.frame = _Frame(h, None, max(BOARD_SD, d / 2) * cw)
        return
    out.without_each = [off[k][2] for k in ids]


def _held_without(
    h: Any,
    named: Any,
    figures: dict[int, tuple[float, float]],
    camera: tuple[tuple[float, float], float] | None,
    layout: Layout,
    named_without: Callable[[int], bool],
) -> set[int]:
    """The figures (marker ids) whose cell does not rest on their own word that a board
    marker is off its place: those the fit of the four board markers (``h``) puts on the
    cell the fit without the named one (``named``) puts them on, and those without which
    the same marker is still named (``named_without``). The figures name a marker by
    fitting each to the middle of its cell; two or three of them fit one shifted a whole
    cell as well as one in its own (a cell's middle is a cell's middle), so a marker may
    be named by the very figure whose cell then moves. Many figures name a marker moved by
    hand without any one of them."""
    cw = cell_width(layout)
    hm = _matrix(h)
    nm = _matrix(named)
    out = set()
    for k, px in figures.items():
        a = layout.scene_to_cell(*_on_table(*apply_homography(hm, *px), camera, cw))
        b = layout.scene_to_cell(*_on_table(*apply_homography(nm, *px), camera, cw))
        if a == b or named_without(k):
            out.add(k)
    return out


def _verdict(off: dict[int, tuple[float, float, float]]) -> tuple[int, bool] | None:
    """What the board markers' check finds, from each board marker left out in turn (id ->
    the misfit of the rest and the figures, share of a cell; how far they put it from its
    place, share of a cell; the standard deviation of that place): None when the markers
    agree, else the odd marker (the one whose leaving out leaves the least misfit) and
    whether it is named as off its place.

    They disagree when the odd marker lies :data:`MISPLACED` or more from where the rest
    put it and :data:`MISPLACED_SDS` standard deviations of that place. It is named when it
    lies no farther than :data:`MISPLACED_MOST` (more is a misread, not a hand), the rest
    fit well without it (misfit under half of :data:`MISPLACED`) and it explains the
    disagreement clearly better than any rival: a misfit under :data:`RIVAL_RATIO` of each
    rival's. A rival is another marker whose leaving out shows it off its place by a
    hand's distance too (:data:`MISPLACED` to :data:`MISPLACED_MOST`): one the rest put back
    in its place explains nothing, one they put cells away is no marker moved by hand, and
    neither is compared (its misfit moves with every figure more or less, as the others'
    do, and would tip the comparison both ways)."""
    if not off:
        return None
    odd = min(off, key=lambda k: off[k][0])
    misfit, d, spread = off[odd]
    if d < MISPLACED or d < MISPLACED_SDS * spread:
        return None
    rivals = [v[0] for k, v in off.items() if k != odd and MISPLACED <= v[1] <= MISPLACED_MOST]
    named = (
        d <= MISPLACED_MOST
        and misfit < MISPLACED / 2
        and misfit < RIVAL_RATIO * min(rivals, default=math.inf)
    )
    return odd, named


def _by_threes(
    ids: list[int],
    quads: dict[int, NDArray[Any]],
    places: dict[int, tuple[float, float]],
    figure_squares: list[NDArray[Any]] | None = None,
) -> dict[int, Any]:
    """The board placed by each three of four board markers alone, from their squares and
    the squares of the figure markers read surely (:func:`~tabletop_ai.photo.fit.fit_squares`;
    the figures' squares show the board's slant, not where it lies, so no figure's cell
    is assumed): the id left out -> its fit (a ``photo.fit.Fit``). Four centres fix a
    homography exactly, so a marker set down off its place bends it unseen; of the four
    fits by three, one leaves that marker out, and a figure's cell on which they do not all
    agree is unsure. Three board markers' own squares, a few pixels each, show the slant
    only roughly: the fit by them alone, carried to a figure near the marker left out,
    moves it half a cell on a clean photo; many figure squares across the board show the
    slant closely."""
    from tabletop_ai.photo.fit import fit_squares

    if len(ids) != 4 or any(i not in quads for i in ids):
        return {}
    out = {}
    for left in ids:
        fit = fit_squares({i: (quads[i], places[i]) for i in ids if i != left}, figure_squares)
        if fit is not None:
            out[left] = fit
    return out


def _by_twos(
    ids: list[int],
    quads: dict[int, NDArray[Any]],
    places: dict[int, tuple[float, float]],
    figure_squares: list[NDArray[Any]],
) -> dict[int, Any]:
    """The board placed by each two of three board markers and the squares of the other
    markers (:func:`~tabletop_ai.photo.fit.fit_from_two`; the third board marker's square
    among them, its place not used): the id left out -> its fit (a ``photo.fit.Fit``).
    Three centres fix the map but for its slant, with nothing left over to check them, so
    a marker set down a cell or more off its place bends it unseen: a figure near it can
    stand near the middle of a neighbouring cell, and the figures' distances from their
    cells' middles do not show it. Of the three fits by two, one leaves that marker out,
    and a figure's cell on which they do not all agree is unsure. Each of them is a check
    even when the figures sit farther from their cells' middles on it than on the map by
    three (unlike :func:`_by_threes`' fits): a map off by a whole cell puts them near
    middles too."""
    from tabletop_ai.photo.fit import fit_from_two

    if len(ids) != 3 or any(i not in quads for i in ids):
        return {}
    out = {}
    for left in ids:
        rest = {i: (quads[i], places[i]) for i in ids if i != left}
        fit = fit_from_two(rest, [*figure_squares, quads[left]])
        if fit is not None:
            out[left] = fit
    return out


#: a board placed by three board markers' squares checks the figures' cells unless the
#: figures read surely, at least this many, ...
CHECK_FIGURES = 4
#: ... stand this far (share of a cell, their median) from the middles of the cells it puts
#: them on, and this many times as far as the four board markers' map puts them
CHECK_OFF = 0.25
CHECK_RATIO = 2.0


def _shown_off(
    three: Any,
    four_off: float,
    figures: dict[int, tuple[float, float]],
    camera: tuple[tuple[float, float], float] | None,
    layout: Layout,
) -> bool:
    """Whether the figures read surely (``figures``: marker id -> pixel) show the board
    placed by three board markers' squares (``three``) to be off, so that it is no check
    of their cells, nor gives them their cells in the fit without the fourth board marker
    (from cells a third of a cell off, the fit seen nearly from above ran two cells away,
    or failed). Each figure stands near the middle of its cell on any true map, the
    one without a board marker set down off its place too; a map that puts them,
    :data:`CHECK_FIGURES` or more, a median :data:`CHECK_OFF` of a cell or more from the
    middles of the cells it puts them on, and :data:`CHECK_RATIO` times as far as the map
    by the four board markers does (``four_off``, its :func:`_median_off`), is off itself
    (three markers' squares show the board's slant only roughly: seen nearly from above, a
    few pixels each, it moves every figure a third of a cell). A board marker off its place
    moves the figures off their middles on the map by four too, so the map without it is
    still a check then. A map by four that puts a figure on no cell (``four_off``
    infinite) is no measure to hold another map against: every map by three stays a check
    then."""
    if len(figures) < CHECK_FIGURES or not math.isfinite(four_off):
        return False
    cw = cell_width(layout)
    pairs = _cell_pairs(three, list(figures.values()), camera, layout)
    own = _median_off(three, pairs, len(figures), cw)
    return own >= CHECK_OFF and own >= CHECK_RATIO * four_off


def _median_off(
    h: Any,
    pairs: list[tuple[tuple[float, float], tuple[float, float]]],
    figures: int,
    cw: float,
) -> float:
    """The median distance (share of a cell) of the figures' markers mapped by ``h`` from
    the middles of their cells (``pairs``: :func:`_cell_pairs` by ``h``); infinite when some
    of the ``figures`` fall on no cell of the map."""
    if not pairs or len(pairs) < figures:
        return math.inf
    hm = _matrix(h)
    d = sorted(math.dist(apply_homography(hm, *a), b) for a, b in pairs)
    return d[len(d) // 2] / cw


def _fit_with_figures(
    cv2: Any,
    np: Any,
    src: list[tuple[float, float]],
    dst: list[tuple[float, float]],
    pairs: list[tuple[tuple[float, float], tuple[float, float]]],
    bound: float,
) -> Any:
    """A homography through board markers (``src`` pixels -> ``dst`` places, each counted
    as :data:`BOARD_WEIGHT` figures) and the figures' ``pairs`` (pixel -> the middle of
    its cell), least squares, refitted twice without the figures farther than ``bound``
    from where it puts them (one set down near a border, or read on the wrong cell)."""
    use = list(pairs)
    h = None
    for _ in range(3):
        s_pts = src * BOARD_WEIGHT + [a for a, _ in use]
        d_pts = dst * BOARD_WEIGHT + [b for _, b in use]
        if len(set(s_pts)) < 4:
            return None
        h, _mask = cv2.findHomography(np.array(s_pts, np.float64), np.array(d_pts, np.float64), 0)
        if h is None or not np.all(np.isfinite(h)):
            return None
        hm = _matrix(h)
        keep = [(a, b) for a, b in pairs if math.dist(apply_homography(hm, *a), b) <= bound]
        if keep == use:
            break
        use = keep
    return h


def _cell_pairs(
    h: Any,
    figures: list[tuple[float, float]],
    camera: tuple[tuple[float, float], float] | None,
    layout: Layout,
) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Each figure's marker (photo pixel) and the middle of the cell ``h`` puts it in (moved
    by as much as its base's height moves it): where it would be, set down in the middle."""
    cw = cell_width(layout)
    hm = _matrix(h)
    out = []
    for px in figures:
        x, y = apply_homography(hm, *px)
        cx, cy = _on_table(x, y, camera, cw)
        cell = layout.scene_to_cell(cx, cy)
        if cell is not None:
            mx, my = layout.cell_to_scene(cell)
            out.append((px, (mx + x - cx, my + y - cy)))
    return out


#: the lens distortions tried (:class:`~tabletop_ai.photo.fit.Lens`; a wide webcam's barrel
#: distortion is about -0.1 to -0.2, a phone's main camera's, corrected, near 0)
LENS_STEPS = tuple(round(-0.3 + 0.025 * i, 3) for i in range(25))
#: a lens distortion is taken when it makes the board markers and the figures agree this
#: much better (their misfit's sum of squares, a share of the pinhole camera's)
LENS_GAIN = 0.75
#: ... and when the board markers, each placed by the others and the figures, lie nearer
#: their places by this much through it (a share of the distance without)
LENS_AGREE = 0.8
#: ... and the figures, read surely, are at least this many
LENS_FIGURES = 4


def _lens(
    cv2: Any,
    np: Any,
    board: dict[int, tuple[float, float]],
    places: dict[int, tuple[float, float]],
    figures: list[tuple[float, float]],
    layout: Layout,
    image_size: tuple[int, int],
) -> Any:
    """The camera lens's radial distortion (:class:`~tabletop_ai.photo.fit.Lens`), when the
    photo shows one: four board markers fix a homography exactly, and a lens that bows the
    board's lines moves the figures inside it off their cells' middles, all together. For
    each distortion tried, the board is placed by each three of the board markers and the
    figures (each to the middle of the cell it seems on); the distortion under which they
    agree best is taken, when it is clearly better than none (:data:`LENS_GAIN`). Leaving
    each board marker out in turn keeps one set down off its place from being taken for a
    lens. None when there is too little to tell by or no distortion is clearly better."""
    from tabletop_ai.photo.fit import Lens

    if len(board) < 4 or len(figures) < LENS_FIGURES:
        return None
    cw = cell_width(layout)
    ids = sorted(board)
    bound = 0.35 * cw

    def misfit(k: float) -> float:
        lens = Lens.of(image_size, k)
        src = [lens.point(*board[i]) for i in ids]
        dst = [places[i] for i in ids]
        figs = [lens.point(*p) for p in figures]
        h, _mask = cv2.findHomography(np.array(src), np.array(dst), 0)
        if h is None or not np.all(np.isfinite(h)):
            return math.inf
        camera = _camera(np, h, image_size)
        pairs = _cell_pairs(h, figs, camera, layout)
        best = math.inf
        for left in ids:
            keep = [j for j, i in enumerate(ids) if i != left]
            src_k, dst_k = [src[j] for j in keep], [dst[j] for j in keep]
            hk = _fit_with_figures(cv2, np, src_k, dst_k, pairs, bound)
            if hk is None:
                continue
            hkm = _matrix(hk)
            pairs_k = _cell_pairs(hk, figs, camera, layout)
            errs = [
                math.dist(apply_homography(hkm, *a), b) / cw
                for a, b in zip(src_k, dst_k, strict=True)
            ]
            errs += sorted(math.dist(apply_homography(hkm, *a), b) / cw for a, b in pairs_k)[
                : max(1, int(len(pairs_k) * 0.8))
            ]
            best = min(best, sum(e * e for e in errs) / len(errs))
        return best

    scores = {k: misfit(k) for k in LENS_STEPS}
    k0 = min(scores, key=lambda k: scores[k])
    if not scores[k0] < LENS_GAIN * scores[0.0]:
        return None
    # a parabola through the best step and its neighbours
    i = LENS_STEPS.index(k0)
    if 0 < i < len(LENS_STEPS) - 1:
        a, b, c = (scores[LENS_STEPS[j]] for j in (i - 1, i, i + 1))
        step = LENS_STEPS[1] - LENS_STEPS[0]
        den = a - 2 * b + c
        if den > 0 and math.isfinite(den):
            k0 += step * 0.5 * (a - c) / den
    return Lens.of(image_size, k0)


def _spread(
    cv2: Any,
    np: Any,
    src: list[tuple[float, float]],
    dst: list[tuple[float, float]],
    pairs: list[tuple[tuple[float, float], tuple[float, float]]],
    target: tuple[float, float],
    cw: float,
    lifts: list[tuple[float, float]] | None = None,
) -> float:
    """The standard deviation (share of a cell) of where the fit of :func:`_fit_with_figures`
    through these board markers and figures puts the photo point ``target``, from how far
    each may lie from its place: a board marker :data:`BOARD_SD`, a figure's marker from its
    cell's middle as far as the figures' own misfit shows (at least :data:`PLACEMENT_SD`;
    the misfit of a fit with few figures left over to check it is taken as that much
    larger), and all the figures together as far as the height of their bases is not known
    (``lifts``: how far each figure's base height moved it, :data:`BASE_HEIGHT_SD` of it).
    Found by moving each place a little and fitting again (the fit is linear in them)."""
    s_pts = np.array(src * BOARD_WEIGHT + [a for a, _ in pairs], np.float64)
    d_pts = np.array(dst * BOARD_WEIGHT + [b for _, b in pairs], np.float64)
    if len(pairs) + len(src) < 5:
        return math.inf  # nothing left over to check the marker by
    h, _mask = cv2.findHomography(s_pts, d_pts, 0)
    if h is None:
        return math.inf
    hm = _matrix(h)
    base = apply_homography(hm, *target)
    misfit = [math.dist(apply_homography(hm, *a), b) for a, b in pairs]
    # the figures' scatter about their cells' middles, per axis: the median distance of a
    # round normal scatter is 1.18 of its standard deviation; three board markers leave
    # two of the eight numbers to the figures, so n figures show n - 1 of their scatter
    n = len(misfit)
    seen_sd = sorted(misfit)[n // 2] / 1.18 * math.sqrt(n / (n - 1)) if n > 1 else 0.0
    fig_sd = max(PLACEMENT_SD * cw, seen_sd)
    step = 0.05 * cw
    var = 0.0
    n_board = len(src)
    groups = [[i + k * n_board for k in range(BOARD_WEIGHT)] for i in range(n_board)]
    groups += [[BOARD_WEIGHT * n_board + j] for j in range(len(pairs))]
    for g, rows in enumerate(groups):
        sd = BOARD_SD * cw if g < n_board else fig_sd
        for axis in (0, 1):
            moved = d_pts.copy()
            moved[rows, axis] += step
            hk, _mask = cv2.findHomography(s_pts, moved, 0)
            if hk is None:
                return math.inf
            p = apply_homography(_matrix(hk), *target)
            var += (math.dist(p, base) / step * sd) ** 2
    if lifts:  # every figure's base height at once: one unknown, shared
        moved = d_pts.copy()
        first = BOARD_WEIGHT * n_board
        for j, (lx, ly) in enumerate(lifts):
            moved[first + j] += (BASE_HEIGHT_SD * lx, BASE_HEIGHT_SD * ly)
        hk, _mask = cv2.findHomography(s_pts, moved, 0)
        if hk is None:
            return math.inf
        p = apply_homography(_matrix(hk), *target)
        var += math.dist(p, base) ** 2
    return math.sqrt(var) / cw


def _lift(
    h: Matrix, px: tuple[float, float], camera: tuple[tuple[float, float], float] | None, cw: float
) -> tuple[float, float]:
    """How far (scene units) a figure marker at photo pixel ``px`` lies from its base on
    the board as the table-level map ``h`` puts it: its base's height seen from the side
    (:func:`_on_table`)."""
    x, y = apply_homography(h, *px)
    bx, by = _on_table(x, y, camera, cw)
    return x - bx, y - by


def _on_table(
    x: float, y: float, camera: tuple[tuple[float, float], float] | None, cw: float
) -> tuple[float, float]:
    """Where a figure marker's base stands, from where the table-level map puts the marker
    (which lies :data:`BASE_HEIGHT` above the table: from the side it seems farther from
    the camera's foot, by the base's height over the camera's)."""
    if camera is None:
        return x, y
    (nx, ny), height = camera
    k = min(0.5, BASE_HEIGHT * cw / height)
    return x - (x - nx) * k, y - (y - ny) * k


def _hand_sd(places: tuple[tuple[float, float], ...], q: tuple[float, float]) -> float:
    """How much (a multiple of one board marker's) board point ``q`` moves on a map fixed by
    three board markers at ``places`` when each is set down off its place by hand,
    independently: a map through three points moves a point by each one's move times its
    weight in the point (its barycentric coordinate), so a point beyond the three, where
    the fourth marker's corner is, moves by more than any of them."""
    (ax, ay), (bx, by), (cx, cy) = places[:3]
    det = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay)
    if abs(det) < 1e-9:
        return math.inf
    wb = ((q[0] - ax) * (cy - ay) - (cx - ax) * (q[1] - ay)) / det
    wc = ((bx - ax) * (q[1] - ay) - (q[0] - ax) * (by - ay)) / det
    wa = 1.0 - wb - wc
    return math.sqrt(wa * wa + wb * wb + wc * wc)


def _figures_sd(
    fit: Any,
    figures: list[tuple[float, float]],
    camera: tuple[tuple[float, float], float] | None,
    layout: Layout,
) -> float:
    """How far (scene units, standard deviation per axis) the figures read surely (their
    markers at photo pixels ``figures``) show the map of ``fit`` (a ``photo.fit.Fit`` by
    three board markers) to be off, beyond what a figure's uncertainty already allows.
    Three board markers fix the map with nothing left over to check it, and its covariance
    (how square the squares are) knows nothing of a board marker set down off its place, a
    lens's bend or bases of another height: each bends the map unseen. The figures stand
    near their cells' middles, so their distances from the middles of the cells the map
    puts them on are the map's error where they stand and what each figure's standard
    deviation already holds (its placement, :data:`PLACEMENT_SD`; the fit's covariance;
    its base's unknown height); what is left over is taken as the map's, everywhere. A map
    off by a whole cell they cannot show."""
    cw = cell_width(layout)
    pairs = _cell_pairs(fit.h, figures, camera, layout)
    if not pairs:
        return 0.0
    hm = _matrix(fit.h)
    seen = allowed = 0.0
    for a, b in pairs:
        seen += math.dist(apply_homography(hm, *a), b) ** 2 / 2
        lift = math.hypot(*_lift(hm, a, camera, cw))
        allowed += (PLACEMENT_SD * cw) ** 2 + fit.point_sd(a) ** 2 + (BASE_HEIGHT_SD * lift) ** 2
    return math.sqrt(max(0.0, (seen - allowed) / len(pairs)))


def _doubt_without_each(
    boards: list[Any],
    px: tuple[float, float],
    camera: tuple[tuple[float, float], float] | None,
    layout: Layout,
    size: tuple[int, int],
    cell: Cell,
    sd: float,
) -> str:
    """Why a figure (its marker at photo pixel ``px``, placed on ``cell`` with standard
    deviation ``sd``) is unsure when the board markers disagree and none is named: any one
    of them may be the one off its place, so each of ``boards`` (the board placed without
    one of them) must put it on ``cell`` too, inside it by :data:`SURE_SDS` standard
    deviations. Empty when every one does."""
    cw = cell_width(layout)
    for h in boards:
        x, y = _on_table(*apply_homography(_matrix(h), *px), camera, cw)
        fx, fy = _footprint_point(layout, x, y, size)
        if layout.scene_to_cell(fx, fy) != cell:
            return str(msg("the board markers disagree about its cell"))
        if _margin(layout, cell, fx, fy) < SURE_SDS * sd:
            return str(msg("near the border of its cell"))
    return ""


def _matrix(h: Any) -> Matrix:
    """A 3x3 array as nested floats."""
    return [[float(v) for v in row] for row in h]


def _signed_area(a: tuple[float, float], b: tuple[float, float], c: tuple[float, float]) -> float:
    """Twice the signed area of triangle ``abc`` (positive when it runs one way round, negative
    the other; photo and board both have y pointing down)."""
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _mirrored(seen: dict[int, tuple[float, float]], places: dict[int, tuple[float, float]]) -> bool:
    """Whether every three of the board markers read lie in the photo the other way round
    from their places on the board: as in a mirror. A photo of a table is taken from
    above it, and the picture of a plane seen from in front keeps its turning sense (a
    homography that maps the visible side to the photo has a positive Jacobian), so no
    photo of this board shows its markers so: they are another sheet's markers with the
    same ids (ids 0-3 are in nearly every ArUco example) or set down in swapped corners.
    With four read, one marker set down across the others' diagonal turns only the threes
    it is in; that is left to the check of each marker by the others."""
    threes = list(itertools.combinations(sorted(seen), 3))
    return bool(threes) and all(
        _signed_area(seen[a], seen[b], seen[c]) * _signed_area(places[a], places[b], places[c]) < 0
        for a, b, c in threes
    )


def _no_board(source: str) -> Msg:
    return msg(
        "{source}: the board markers do not make a board (are two "
        "of them swapped or on one line?). Nothing was moved.",
        source=source,
    )


def _camera(
    np: Any, h: Any, image_size: tuple[int, int]
) -> tuple[tuple[float, float], float] | None:
    from tabletop_ai.photo.fit import camera_over_board

    return camera_over_board(h, image_size)


def _figure_sizes(
    h: Any, quads: dict[int, NDArray[Any]], ms: MarkerSet, doubts: dict[int, str]
) -> list[float]:
    """The side (scene units) of each figure marker read surely, on the board."""
    out = []
    for mid, q in quads.items():
        if mid in ms.figures.values() and mid not in doubts:
            out.append(_outline(h, q)[0])
    return out


def _outline(h: Any, quad: NDArray[Any]) -> tuple[float, float, float]:
    """A marker's outline on the board: (mean side, longest / shortest side, the largest
    corner's distance from a right angle in degrees)."""
    hm = _matrix(h)
    pts = [apply_homography(hm, float(x), float(y)) for x, y in quad]
    sides = [math.dist(pts[i], pts[(i + 1) % 4]) for i in range(4)]
    worst = 0.0
    for i in range(4):
        ax, ay = pts[i - 1][0] - pts[i][0], pts[i - 1][1] - pts[i][1]
        bx, by = pts[(i + 1) % 4][0] - pts[i][0], pts[(i + 1) % 4][1] - pts[i][1]
        ang = math.degrees(math.atan2(abs(ax * by - ay * bx), ax * bx + ay * by))
        worst = max(worst, abs(ang - 90.0))
    return sum(sides) / 4, max(sides) / max(min(sides), 1e-9), worst


def _outline_doubt(h: Any, quad: NDArray[Any], typical: float) -> str:
    side, ratio, angle = _outline(h, quad)
    if ratio > SQUARE_SIDES or angle > SQUARE_ANGLE:
        return str(msg("its marker's outline is not square (partly hidden?)"))
    if typical > 0 and not 1 / SIZE_RATIO < side / typical < SIZE_RATIO:
        return str(msg("its marker is not the size of the others"))
    return ""


def apply_detection(
    board: Board, det: Detection, confirmed: Collection[str] = ()
) -> OpResult[Board]:
    """Move every figure the photo placed, and the unsure ones in ``confirmed`` (figure ids
    the player confirmed), as one operation (one undo step in the window); flagged, unseen
    and unconfirmed figures stay. A figure whose new cell another figure keeps (one not in
    the photo) is not moved either."""
    out = board.copy()
    moves = dict(det.moves)
    moves.update({fid: cell for fid, cell in det.unsure.items() if fid in confirmed})
    log: list[str] = []
    for f in list(out.figures):
        if f.id in moves and f.at != moves[f.id]:
            log.append(f"{f.label}: [{f.at[0]},{f.at[1]}] → [{moves[f.id][0]},{moves[f.id][1]}]")
            out.put_figure(dataclasses.replace(f, at=moves[f.id]))
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
        for f in list(out.figures):
            if f.id in clashes and f.id in moves:
                out.put_figure(board.figure(f.id))
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
