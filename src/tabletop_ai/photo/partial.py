"""Figure markers partly hidden: their outline completed from the sides that show.

A marker whose black border something dark runs onto (a finger over a corner, a standee's
edge or a miniature's spear across its white margin, the paper of another marker touching
it) has no square outline in any thresholding: its border's outline runs on round the
dark thing, and the detector, which takes only outlines of four corners, sees no marker
there. Its sides still show, mostly: straight edges of the right length, in the right
directions, black on their inner side (in the photo's grey, or, where a coloured thing lies
across a side, by each pixel's brightest channel, where it is light). :func:`partial_look`
finds four such sides, takes the
square they make (each side's line through the part of it that shows, the corners where
they cross) and reads the marker on it in the photo itself: the id its clearly seen bits are
nearest to among the ids missing, kept only when
:func:`~tabletop_ai.photo.quality.read_quality` finds it sure (bits hidden in a patch from
the edge are allowed, a wrong bit in the middle is not) with the margin a partly hidden
marker's bits must have over every other id, leaving out cells in colour (a finger, a
standee: not the black ink nor the white paper), and when the photo shows the step from the
black border to the white margin along each side. A read refused on its code bits alone is
kept when every cell against the code is explained by what lies over the marker (in
colour, another marker's paper, or a thin stroke across it, :func:`_stroke_cells`) and the
photo shows the square is the marker's own
(:func:`_bits_explained`). Anything else is dropped: this look only adds reads the photo
shows. Figure markers are all printed one size, so a square is looked
for only at the size the figure markers already read have where it lies.

Needs OpenCV and NumPy (imported on first use).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from numpy.typing import NDArray

    from tabletop_ai.photo.quality import Quality

#: a figure marker's side where it is in the picture (x, y): the least and the most (pixels)
Sizes = Callable[[float, float], tuple[float, float]]
#: the sides a completed square may have, as shares of a figure marker's side there (and never
#: outside these shares of the shortest and the longest side of the figure markers read)
SIDE_RANGE = (0.7, 1.4)
#: a side's part that shows must be at least this share of the expected side to count as one
#: of the four sides
LEAST_PART = 0.3
#: the least share of the completed square's outline that the edges found run along
LEAST_SUPPORT = 0.55
#: how near (share of the side, at least a pixel and a half) both ends of an edge lie to a
#: side of the square to run along it
NEAR = 0.06
#: the least share of each side of a completed square along which the photo shows the step
#: from the black border to the white margin
LEAST_SIDE_SHOWN = 0.4
#: a cell is in colour (not ink nor paper) when its colour lies this share of the contrast
#: off the grey between them
COLOURED = 0.2
#: the least mean difference of grey across an edge for it to be a side: the step from a
#: marker's black border to its white margin is several times this, a map's texture or a
#: shadow's edge mostly less
EDGE_CONTRAST = 20.0
#: a marker already read, grown by this much round its centre, covers its white margin
SKIP_GROWN = 1.3
#: the farthest (bits) a read marker's paper is looked for beyond its black border
#: (:func:`_paper_of`): the margin is cut at least a sixth of the side (a bit), by hand, so
#: often wider
PAPER_REACH = 2.5
#: the least fall of grey (share of the marker's contrast) over two places (a quarter of a
#: bit) outwards that is the edge of the paper: the table beyond it is darker
PAPER_EDGE = 0.1
#: the adaptive thresholding window, as a share of the figure markers' side
WINDOW_SHARE = 0.5
#: an outline is cut into straight edges where it bends more than this share of the least
#: side from a straight line
EDGE_BEND = 0.06
#: the sine of the largest angle between opposite sides of a completed square
OPPOSITE = 0.2
#: an edge shorter than this share of its opposite edge takes that edge's direction
#: (:func:`_steadied`)
SHORT_EDGE = 0.5
#: opposite sides: the sine of the angle between them under this; neighbouring sides: over
#: the other
PARALLEL = 0.35
NOT_PARALLEL = 0.6
#: the least separation (code bits) of a partial read whose square the photo shows is the
#: marker's own (:func:`own_outline`): the quality check's for a marker seen whole with a
#: few cells unclear and none against its code (every cell of it and of its margin but the
#: hidden ones reads as printed, so the square is no other marker's part)
OWN_SEPARATION = 2
#: the most cells of a partly hidden marker's 6x6 (a sixth of them, under 15%) that may be
#: hidden (in colour or not clearly ink nor paper) for its read to be sure
MOST_HIDDEN_SURE = 5
#: the most cells of the white margin round a figure marker (the ring of 28 cells, one bit
#: wide) that may read dark against it, when no cell of the marker itself reads against
#: it, for its read to be sure (:func:`own_sides`, ``marks``): a stick, a spear or a
#: standee's dark edge lying across the margin, not in colour enough to be left out
MOST_MARGIN_MARKS = 2
#: a thin stroke over a marker (a spear, a stick, a standee's edge, not in colour) explains
#: the cells it reads against the code (:func:`_stroke_cells`) when those cells, with the
#: cells in colour, lie within :data:`STROKE_OFF` of a bit of one straight line, every cell
#: printed the way the stroke shows on whose middle (:data:`STROKE_MIDDLE` of a bit round its
#: centre) the line crosses between them among them, and the line, past them by at most
#: :data:`STROKE_REACH` bits, runs on over the white margin (a dark stroke) or the black
#: border (a light one), showing there (:data:`STROKE_SHOWS` of the way from the printed
#: grey to the other) between places :data:`STROKE_BESIDE` bits along either side that read
#: as printed
STROKE_OFF = 0.75
STROKE_MIDDLE = 0.25
STROKE_REACH = 2.0
STROKE_SHOWS = 0.35
STROKE_BESIDE = 1.5


def partial_look(
    gray: NDArray[Any],
    missing: set[int],
    found: dict[int, NDArray[Any]],
    figures: list[NDArray[Any]],
    photo: NDArray[Any] | None = None,
    others: Sequence[NDArray[Any]] | None = None,
    board: Sequence[NDArray[Any]] = (),
    unsure: dict[int, NDArray[Any]] | None = None,
) -> dict[int, NDArray[Any]]:
    """Markers of ``missing`` read on squares completed from partly hidden outlines in
    ``gray`` (the grey of ``photo``, when it is in colour) and, for a photo in colour, in
    the photo seen by each pixel's brightest channel (a coloured thing across a side is
    light there, the printed black dark in every channel; the squares are only
    candidates, read and checked in ``gray`` and ``photo`` as every other): id -> its
    corners (4x2, the marker's own top-left first). ``found``: the markers already read
    (no edge of theirs is looked at, no square inside one is read);
    ``figures``: the corners of the figure markers read surely, whose sizes say how large
    a figure marker is where (none: nothing is looked for); with fewer than three of
    them, the ids still missing are looked for once more at the sizes the ``board``
    markers read surely give (:func:`board_size_model`). Only reads that
    :func:`~tabletop_ai.photo.quality.read_quality` finds sure are returned, each on the
    corners it was sure on, and only when the bits seen tell the id from every other id by
    :data:`~tabletop_ai.photo.quality.MIN_SEPARATION_HIDDEN` bits, leaving out cells in
    colour (:func:`_separation_in_ink`), or by :data:`OWN_SEPARATION` when the photo shows
    the square is the marker's own (:func:`own_outline`, ``others``: the markers read
    surely, by default ``figures``; the read then takes that outline); a read refused on
    its code bits alone is returned when :func:`_bits_explained` finds it sure after all,
    on that outline. An id read on two squares apart is dropped (one of them is not that
    marker). A read told by :data:`OWN_SEPARATION` on a square not shown to be its own
    goes into ``unsure`` (id -> its square), for the caller to show unsure, when no other
    read of that id is kept (without ``unsure``: it is dropped)."""
    if not missing or not figures:
        return {}
    sure = figures if others is None else others
    taken = list(found.values())
    reads, doubted = _reads_at(gray, size_model(figures), missing, taken, photo, sure)
    wider = board_size_model(figures, board)
    # ids read at all (twice too) are not looked for again
    still = missing - set(reads)
    if wider is not None and still:
        read = [q for qs in reads.values() for q in qs]
        more, unsure_more = _reads_at(gray, wider, still, taken + read, photo, sure)
        reads.update(more)
        for mid, quads in unsure_more.items():
            doubted.setdefault(mid, []).extend(quads)
    if unsure is not None:  # shown unsure only for an id read on no other square
        unsure.update(
            {mid: qs[0] for mid, qs in doubted.items() if mid not in reads and len(qs) == 1}
        )
    return {mid: quads[0] for mid, quads in reads.items() if len(quads) == 1}


def _reads_at(
    gray: NDArray[Any],
    size: Sizes,
    missing: set[int],
    taken: list[NDArray[Any]],
    photo: NDArray[Any] | None,
    others: Sequence[NDArray[Any]],
) -> tuple[dict[int, list[NDArray[Any]]], dict[int, list[NDArray[Any]]]]:
    """:func:`partial_look` at the sides ``size`` gives: each id of ``missing`` -> the
    corners of every square it was read sure on; and each id -> the squares it was read
    on to be shown unsure (told by :data:`OWN_SEPARATION`, not shown to be its own).
    ``taken``: the markers read (no edge of theirs is looked at, no square inside one is
    read)."""
    import cv2
    import numpy as np

    from tabletop_ai.photo.quality import MIN_SEPARATION_HIDDEN, likeliest, read_quality

    reads: dict[int, list[NDArray[Any]]] = {}
    # sure by the quality check, its sides shown and its bits telling it from every other
    # id as a marker seen whole with a few cells unclear, but no square of its own: shown
    # for the player to confirm (:func:`partial_look`), not dropped
    unsure: dict[int, list[NDArray[Any]]] = {}
    # the markers read and their white margins: no edge of theirs is looked at
    skip = np.zeros(gray.shape[:2], np.uint8)
    for quad in taken:
        cv2.fillConvexPoly(skip, np.round(_with_margin(quad)).astype(np.int32), 255)
    squares = completed_squares(gray, size, skip)
    if photo is not None and photo.ndim == 3:
        # something in colour across a side (a spear, a standee's edge) is dark in grey and
        # joins the black border to the dark beyond it, so that side shows no edge there;
        # by each pixel's brightest channel it is light and the printed black stays black
        squares += completed_squares(photo.max(axis=2), size, skip)
    for quad in squares:
        if _inside_any(quad, taken) or any(_inside_any(quad, qs) for qs in reads.values()):
            continue
        best = likeliest(gray, quad, missing)
        if best is None:
            continue
        mid, turned = best
        quality = read_quality(gray, turned, mid, photo)
        corners = turned if quality.outline is None else quality.outline
        if not quality.sure:
            own = _bits_explained(photo, gray, turned, mid, quality, others)
            if own is not None:
                reads.setdefault(mid, []).append(own)
            continue
        if not _sides_shown(gray, corners, photo):
            # the lines through the sides' visible parts can cross up to half a bit off the
            # printed border: the sides looked at again on the outline fitted to the photo
            refit = _refitted(gray, corners, mid, photo)
            if refit is None or not _sides_shown(gray, refit[1], photo):
                continue
            quality, corners = refit
        # the square was completed: part of the marker is taken as hidden, and the bits seen
        # must tell it from every other id as a partly hidden marker's must; or, when the
        # photo shows the square is the marker's own (:func:`own_outline`), as a marker
        # seen whole with so many cells unclear must (the quality check's own rule)
        ink = _separation_in_ink(photo, gray, corners, mid)
        if quality.separation >= MIN_SEPARATION_HIDDEN and ink >= MIN_SEPARATION_HIDDEN:
            reads.setdefault(mid, []).append(corners)
        elif min(quality.separation, ink) >= OWN_SEPARATION:
            own = own_outline(photo, gray, corners, mid, others)
            if own is not None:
                reads.setdefault(mid, []).append(own)
            elif not any(_inside_any(corners, qs) for qs in unsure.values()):
                unsure.setdefault(mid, []).append(corners)
    return reads, unsure


def _bits_explained(
    photo: NDArray[Any] | None,
    gray: NDArray[Any],
    quad: NDArray[Any],
    marker_id: int,
    quality: Quality,
    others: Sequence[NDArray[Any]],
) -> NDArray[Any] | None:
    """The outline on which a completed square the quality check refused on its code bits
    alone (``quality.bits_only``: a cell against the code in the marker's middle, or the
    bits seen telling it from another id by fewer than the three bits a marker with a cell
    against it needs) reads surely after all: the cells against it are all explained by
    what lies over the marker, which is not the marker's ink or paper. It does when the
    photo shows the square is the marker's own (:func:`own_outline`: every cell of the
    marker and of its white margin reads as printed but those in colour, a finger, a
    stick, a miniature's base, or under another marker's paper; at most
    :data:`MOST_HIDDEN_SURE` hidden), the bits seen, in grey and leaving out the cells in
    colour (:func:`_separation_in_ink`), tell it from every other id by
    :data:`OWN_SEPARATION` (as a marker seen whole with a few cells unclear must), and its
    sides show (:func:`_sides_shown`). ``None`` otherwise: the read is dropped, as any
    the quality check refuses."""
    if not quality.bits_only:
        return None
    own = own_outline(photo, gray, quad, marker_id, others, bits_only=True, strokes=True)
    if own is None:
        return None
    from tabletop_ai.photo.quality import read_quality

    again = read_quality(gray, own, marker_id, photo)
    if not (again.sure or again.bits_only):
        return None
    if min(again.separation, _separation_in_ink(photo, gray, own, marker_id)) < OWN_SEPARATION:
        return None
    return own if _sides_shown(gray, own, photo) else None


def _refitted(
    gray: NDArray[Any],
    quad: NDArray[Any],
    marker_id: int,
    photo: NDArray[Any] | None,
    bits_only: bool = False,
) -> tuple[Quality, NDArray[Any]] | None:
    """The square ``quad`` (read as ``marker_id``, its top-left first) on its outline fitted
    to the photo (:func:`~tabletop_ai.photo.quality.fit_outline`: each side moved onto the
    edge from the black border to the white margin), with the quality check's verdict on
    it, when the marker reads sure there (with ``bits_only``: or is refused on its code
    bits alone, for :func:`_bits_explained` to look at); else ``None``."""
    from tabletop_ai.photo.quality import fit_outline, read_quality

    fitted = fit_outline(gray, quad)
    if fitted is None:
        return None
    quality = read_quality(gray, fitted, marker_id, photo)
    if not (quality.sure or (bits_only and quality.bits_only)):
        return None
    return quality, fitted if quality.outline is None else quality.outline


def size_model(figures: list[NDArray[Any]]) -> Sizes:
    """The sides a figure marker may have at each place of the picture, from the figure
    markers read: all are printed one size, and a plane's markers seen through a pinhole
    have a side in pixels linear in where they are (it goes as one over their distance,
    which on a plane is linear in the picture's coordinates). With three markers or more,
    that plane fitted, held within the smallest and the largest side read, and
    :data:`SIDE_RANGE` round it; with fewer, :data:`SIDE_RANGE` round the smallest and the
    largest read. Past the markers read the plane is extrapolated, and three nearly in a
    line leave its slope across that line to the noise in their sides: unheld, it may say
    a marker off the line is several times their size, and a range round that holds no
    marker there."""
    import numpy as np

    centres = np.array([q.mean(axis=0) for q in figures])
    sides = np.array([mean_side(q) for q in figures])
    low, high = float(sides.min()), float(sides.max())
    if len(figures) < 3:
        return lambda x, y: (low * SIDE_RANGE[0], high * SIDE_RANGE[1])
    design = np.hstack([np.ones((len(figures), 1)), centres])
    coef, *_rest = np.linalg.lstsq(design, sides, rcond=None)

    def at(x: float, y: float) -> tuple[float, float]:
        side = min(high, max(low, float(coef[0] + coef[1] * x + coef[2] * y)))
        return side * SIDE_RANGE[0], side * SIDE_RANGE[1]

    return at


def board_size_model(figures: list[NDArray[Any]], board: Sequence[NDArray[Any]]) -> Sizes | None:
    """With fewer than three ``figures`` read (their corners) and three or more ``board``
    markers read surely, the sides a figure marker may have at each place of the picture
    by the board markers: :data:`SIDE_RANGE` round the plane through the board markers'
    sides (:func:`_board_plane`), scaled to the figure markers', where that reaches past
    what :func:`size_model` allows (elsewhere none; never under what that allows). One or
    two figure markers read
    say nothing of the photo's slant, and a steep photo's near markers are half as large
    again as its far ones; the four board markers are printed one size (another than the
    figures') and lie round the map, so theirs do. Only where they reach past: the look
    at the figure markers' sizes has been made. ``None`` otherwise (:func:`size_model`
    has the plane itself)."""
    import numpy as np

    if not figures or len(figures) >= 3:
        return None
    centres = np.array([q.mean(axis=0) for q in figures])
    sides = np.array([mean_side(q) for q in figures])
    plane = _board_plane(board, centres, sides)
    if plane is None:
        return None
    by_figures = size_model(figures)

    def at(x: float, y: float) -> tuple[float, float]:
        least, most = by_figures(x, y)
        side = plane(x, y)
        if side * SIDE_RANGE[1] <= most:
            return most, least  # none: the figure markers' sizes reach as far
        return max(least, side * SIDE_RANGE[0]), side * SIDE_RANGE[1]

    return at


def _board_plane(
    board: Sequence[NDArray[Any]], centres: NDArray[Any], sides: NDArray[Any]
) -> Callable[[float, float], float] | None:
    """A figure marker's side at each place of the picture from the board markers'
    (``board``, three or more) and the figure markers' read (their ``centres`` and
    ``sides``): the plane through the board markers' sides (as :func:`size_model`'s through
    the figure markers'), times the
    median of the figure markers' sides over that plane's where they lie, and never past
    what it gives at the board markers' own sides (beyond them the plane is extrapolated,
    and falls towards nothing at a far corner of the photo). ``None`` with
    fewer than three board markers, or a plane not above zero where a figure marker
    lies."""
    import numpy as np

    if len(board) < 3 or not len(sides):
        return None
    at = np.array([q.mean(axis=0) for q in board])
    design = np.hstack([np.ones((len(board), 1)), at])
    board_sides = np.array([mean_side(q) for q in board])
    coef, *_rest = np.linalg.lstsq(design, board_sides, rcond=None)
    there = coef[0] + centres @ coef[1:]
    if not (there > 0).all():
        return None
    k = float(np.median(sides / there))
    # within the board markers' own sides: past them the plane is extrapolated
    low, high = k * float(np.min(board_sides)), k * float(np.max(board_sides))
    return lambda x, y: min(high, max(low, k * float(coef[0] + coef[1] * x + coef[2] * y)))


def mean_side(quad: NDArray[Any]) -> float:
    """The mean length of a quadrilateral's four sides (pixels)."""
    import numpy as np

    return float(np.mean(np.hypot(*(np.roll(quad, -1, axis=0) - quad).T)))


def of_marker_size(sizes: Sizes, quad: NDArray[Any]) -> bool:
    """Whether ``quad`` has a figure marker's side where it lies (``sizes``:
    :func:`size_model`): every figure marker is printed one size."""
    from tabletop_ai.photo.fit import quad_centre

    least, most = sizes(*quad_centre(quad))
    return least <= mean_side(quad) <= most


def _sides_shown(gray: NDArray[Any], quad: NDArray[Any], photo: NDArray[Any] | None = None) -> bool:
    """Whether the photo shows each side of the square ``quad``: along at least
    :data:`LEAST_SIDE_SHOWN` of each side, the band just inside it is the border's black and
    the band just outside the margin's white (each a clear step past halfway between them).
    The quality check allows a patch from the edge to read wrong (something over it); a
    square the look completed could also be one lying partly off the marker, its border
    then running over the white margin, which this tells apart. Where either band is in
    colour (``photo``, the picture ``gray`` is the grey of: a standee, a miniature or a
    finger across the side, neither ink nor paper, :func:`_places_in_colour`), the side is
    read on the places not in colour when at least
    :data:`~tabletop_ai.photo.quality.QUIET_SEEN` of it is not, as the quiet zone is; a
    grey picture: every place counts."""
    import numpy as np

    from tabletop_ai.photo.quality import CLEAR, PX, QUIET_SEEN, straighten

    flat = straighten(gray, quad).astype(np.float32)
    n = flat.shape[0]
    inner = slice(PX + PX // 4, PX + 3 * PX // 4)  # a quarter to three quarters of a bit in
    outer = slice(PX // 4, 3 * PX // 4)  # the same outside
    along = slice(PX + PX // 2, n - PX - PX // 2)  # the side without its corners' bits
    bands = []
    for k in range(4):
        turned = np.rot90(flat, k)
        bands.append((turned[inner, along].mean(axis=0), turned[outer, along].mean(axis=0)))
    black = float(np.median(np.concatenate([b for b, _w in bands])))
    white = float(np.percentile(np.concatenate([w for _b, w in bands]), 75))
    half = (white - black) / 2
    if half <= 0:
        return False
    mid = (white + black) / 2
    coloured = _places_in_colour(photo, quad, bands, (inner, outer, along), mid, half)
    for (b, w), hidden in zip(bands, coloured, strict=True):
        step = (b < mid - CLEAR * half) & (w > mid + CLEAR * half)
        shown = float(np.mean(step))
        seen = ~hidden
        if float(np.mean(seen)) >= QUIET_SEEN:
            shown = max(shown, float(np.mean(step[seen])))
        if shown < LEAST_SIDE_SHOWN:
            return False
    return True


def _places_in_colour(
    photo: NDArray[Any] | None,
    quad: NDArray[Any],
    bands: list[tuple[NDArray[Any], NDArray[Any]]],
    cuts: tuple[slice, slice, slice],
    mid: float,
    half: float,
) -> list[NDArray[Any]]:
    """For each side of :func:`_sides_shown` (its ``bands``: the grey just inside and just
    outside it at each place along it, cut from the straightened marker by ``cuts``), which
    places have either band in colour: off the grey between ink and paper (the paper's own
    tint, from the places outside that read white, scaled to the grey) by :data:`COLOURED`
    of the contrast (``2 * half``), as in :func:`_in_colour`. A grey picture: none."""
    import numpy as np

    from tabletop_ai.photo.quality import off_paper, paper_tint, straighten

    none: list[NDArray[Any]] = [np.zeros(len(b), bool) for b, _w in bands]
    if photo is None or photo.ndim != 3:
        return none
    inner, outer, along = cuts
    colour = np.stack([straighten(photo[..., k], quad) for k in range(3)], axis=-1)
    colour = colour.astype(np.float32)
    sides = []
    for k in range(4):
        turned = np.rot90(colour, k)
        sides.append((turned[inner, along].mean(axis=0), turned[outer, along].mean(axis=0)))
    paper = np.concatenate([c[w > mid] for (_b, w), (_ci, c) in zip(bands, sides, strict=True)])
    if not len(paper):
        return none
    tint = paper_tint(paper)
    limit = COLOURED * 2 * half
    return [
        (off_paper(cb, b, tint) >= limit) | (off_paper(cw, w, tint) >= limit)
        for (b, w), (cb, cw) in zip(bands, sides, strict=True)
    ]


def _separation_in_ink(
    photo: NDArray[Any] | None, gray: NDArray[Any], quad: NDArray[Any], marker_id: int
) -> int:
    """By how many code bits the cells read clearly tell ``marker_id`` from every other id
    (in any turn), leaving out the cells in colour. The marker is black ink on white paper:
    a cell whose colour is off the grey between them (the paper's own tint, under the
    light, scaled to the cell's brightness) by :data:`COLOURED` of the contrast is something
    over the marker (a finger, a standee, a miniature) and reads as bits that are not the
    code's. A grey picture: every cell counts."""
    import numpy as np

    from tabletop_ai.photo.quality import BITS, CLEAR, _cells, _codes, straighten

    full, turns = _codes()
    want = full[marker_id]
    cells = _cells(straighten(gray, quad).astype(np.float32))
    border = np.ones((BITS, BITS), bool)
    border[1:-1, 1:-1] = False
    black = float(np.median(cells[border]))
    white = float(np.median(cells[want])) if want.any() else 255.0
    half = (white - black) / 2
    if half <= 0:
        return 0
    agree = np.where(want, cells - (white + black) / 2, (white + black) / 2 - cells)
    seen = (agree >= CLEAR * half) & ~_in_colour(photo, quad, cells, want, half, _cells)
    code = want[1:-1, 1:-1].reshape(16)
    mask = seen[1:-1, 1:-1].reshape(16)
    others = np.delete(turns, marker_id, axis=0).reshape(-1, 16)
    return int((others[:, mask] != code[mask]).sum(axis=1).min())


def own_sides(
    photo: NDArray[Any] | None,
    gray: NDArray[Any],
    quad: NDArray[Any],
    marker_id: int,
    others: Sequence[NDArray[Any]] = (),
    marks: int = 0,
    strokes: bool = False,
) -> bool:
    """Whether the sides a square was completed from are marker ``marker_id``'s own, so
    that its read (on ``quad``, the marker's top-left first) is as sure as one seen whole.
    They are when the photo shows the printed marker on the whole square and round it:
    every cell of the marker and of one bit of white margin round it that is not in colour
    (something over it: :data:`COLOURED`, as in :func:`_separation_in_ink`) reads as the
    code says, never clearly against it (black border, bits, white margin), and at most
    :data:`MOST_HIDDEN_SURE` of the marker's cells are hidden (in colour or not clearly
    ink nor paper). A square completed on another marker's side or on the edge of the
    thing over the marker lies partly off the marker: its border or margin cells then
    show paper where ink is printed or ink where paper is, or most of it is hidden. A grey
    picture: no cell is known to be covered, so every cell must read as the code says.
    ``others``: the outlines of the other markers read surely; a cell lying on one of them
    or on its white margin (:func:`_under_others`) that reads against the code is that
    marker's paper or ink lying over this one's, hidden, not against it (the partial look
    completes no square on the sides of a marker read, :func:`partial_look`). ``marks``:
    how many cells of the white margin round the marker may read dark against it when
    none of the marker's own 36 cells does (:data:`MOST_MARGIN_MARKS` for a figure
    marker's read): a stick or a standee's dark edge lying across the margin darkens a
    cell or two there and is not in colour enough to be left out (a cell's colour is its
    middle's median, the thing over it mixed with the paper round it), while the marker's
    black border, all round, and its code read as printed in place put the square on the
    marker to within less than a bit: a square a bit off reads a border cell as margin or
    bits as their neighbours. ``strokes``: cells against the code that a thin dark stroke
    across the marker explains (:func:`_stroke_cells`: a dark stick is not in colour) are
    hidden too, not against it."""
    import numpy as np

    from tabletop_ai.photo.quality import (
        AGAINST,
        BITS,
        CLEAR,
        _codes,
        cells_with_margin,
        straighten,
    )

    full, _turns = _codes()
    want = np.ones((BITS + 2, BITS + 2), bool)  # True: paper (the margin, the white bits)
    want[1:-1, 1:-1] = full[marker_id]
    flat = straighten(gray, quad).astype(np.float32)
    cells = cells_with_margin(flat)
    black = float(np.median(cells[~want]))
    white = float(np.median(cells[want]))
    half = (white - black) / 2
    if half <= 0:
        return False
    margin = (cells - (white + black) / 2) / half  # > 0: paper
    agree = np.where(want, margin, -margin)
    coloured = _in_colour(photo, quad, cells, want, half, cells_with_margin)
    under = _under_others(quad, [_paper_of(gray, other) for other in others])
    against = (agree <= -AGAINST) & ~coloured & ~under
    if strokes and against.any():
        against &= ~_stroke_cells(flat, want, against, coloured, black, white)
    hidden = (agree < CLEAR) | coloured
    inside = against[1:-1, 1:-1]
    in_margin = int(against.sum()) - int(inside.sum())
    return (
        not inside.any()
        and in_margin <= marks
        and int(hidden[1:-1, 1:-1].sum()) <= MOST_HIDDEN_SURE
    )


def _stroke_cells(
    flat: NDArray[Any],
    want: NDArray[Any],
    against: NDArray[Any],
    coloured: NDArray[Any],
    black: float,
    white: float,
) -> NDArray[Any]:
    """Which of the cells ``against`` the code (8x8, the marker with its bit of white margin,
    as :func:`~tabletop_ai.photo.quality.cells_with_margin` cuts ``flat``, the straightened
    marker; ``want``: True where paper is printed) a thin stroke lying across the marker
    explains: a spear, a stick or a standee's edge, not in colour, dark like ink or light
    like paper, darkens the white bits under it, or lightens the black ones, in a line,
    and runs on over the white margin (a dark one) or over the black border (a light one).
    They do when the cells against the code, all of one kind (white read dark, or black
    read light), and those in colour (``coloured``: the stroke's coloured parts) lie within
    :data:`STROKE_OFF` of a bit of one straight line (three cells at least), with every
    cell between them whose middle the line crosses (:data:`STROKE_MIDDLE` of a bit round
    its centre) among them when it is printed the way the stroke shows on (white for a
    dark stroke, black for a light one; on the others it does not show), and where the
    line, past the cells' run by at most
    :data:`STROKE_REACH` bits, meets the middle of the margin (a dark stroke) or of the
    border (a light one), the photo shows the stroke there (:data:`STROKE_SHOWS` of the way
    from the paper, ``white``, to the ink, ``black``, or back) between places
    :data:`STROKE_BESIDE` bits along either side that read as printed (paper, or ink). A
    wrong id's bits, or a square off the marker, make no such line with the printed margin
    or border broken by it. None explained otherwise."""
    import numpy as np

    from tabletop_ai.photo.quality import CLEAR, PX

    none: NDArray[Any] = np.zeros(against.shape, bool)
    dark = bool((against & want).any())
    if dark and (against & ~want).any():
        return none
    on = against | coloured
    rows, cols = np.nonzero(on)
    if len(rows) < 3:
        return none
    pts = np.stack([(cols + 0.5) * PX, (rows + 0.5) * PX], axis=1).astype(np.float64)
    centre = pts.mean(axis=0)
    _vals, vecs = np.linalg.eigh(np.cov((pts - centre).T))
    d = vecs[:, 1]
    if float(np.abs((pts - centre) @ vecs[:, 0]).max()) > STROKE_OFF * PX:
        return none
    t = np.sort((pts - centre) @ d)
    # between them the stroke runs over cells printed the other way (black under a dark
    # one, white under a light one), where it does not show: a cell printed the way it
    # shows on, whose middle the line crosses, must read against the code too
    for at in np.arange(t[0], t[-1], 1.0):
        x, y = centre + at * d
        row, col = int(y // PX), int(x // PX)
        off = max(abs(x - (col + 0.5) * PX), abs(y - (row + 0.5) * PX))
        if off <= STROKE_MIDDLE * PX and want[row, col] == dark and not on[row, col]:
            return none
    n = flat.shape[0]
    # the middle of the white margin (a dark stroke shows there) or of the black border
    lo = PX / 2 if dark else 1.5 * PX
    hi = n - lo
    contrast = white - black

    def shows(p: NDArray[Any], stroke: bool) -> bool:
        x, y = (int(np.clip(round(v), 1, n - 2)) for v in p)
        g = float(flat[y - 1 : y + 2, x - 1 : x + 2].mean())
        if dark:  # the stroke darker than the paper; beside it, paper
            return g <= white - STROKE_SHOWS * contrast if stroke else g >= white - CLEAR * contrast
        return g >= black + STROKE_SHOWS * contrast if stroke else g <= black + CLEAR * contrast

    for sign, end in ((1.0, t[-1]), (-1.0, t[0])):
        # where the line, going on past the run's end, meets that ring's middle
        ahead = [
            v
            for k in (0, 1)
            if abs(d[k]) > 1e-9
            for v in ((lo - centre[k]) / d[k], (hi - centre[k]) / d[k])
            if v * sign > 0
        ]
        if not ahead:
            continue
        reach = min(ahead, key=abs)
        if (reach - end) * sign > STROKE_REACH * PX:
            continue
        meet = centre + reach * d
        on_row = min(abs(meet[1] - lo), abs(meet[1] - hi)) < 1
        along = np.array([1.0, 0.0]) if on_row else np.array([0.0, 1.0])
        beside = [np.clip(meet + k * STROKE_BESIDE * PX * along, lo, hi) for k in (-1, 1)]
        if shows(meet, True) and not any(shows(b, True) or not shows(b, False) for b in beside):
            out: NDArray[Any] = on & against
            return out
    return none


def _paper_of(gray: NDArray[Any], quad: NDArray[Any]) -> NDArray[Any]:
    """The outline of the paper a read marker (``quad``, its corners) was cut out on: its
    outline moved out by the width of its white margin as ``gray`` shows it. At each
    place along each side (without its corners' bits), the paper ends where the grey
    falls most steeply going outwards, from half a bit past the black border to
    :data:`PAPER_REACH` bits (the table beyond is darker); a fall of less than
    :data:`PAPER_EDGE` of the marker's contrast is no edge, and the paper is taken to run
    on to that reach. A side's width is the median of its places, the margin's the median
    of the four sides' (one side may touch other paper and run on over it, or be trimmed
    close), never less than :data:`SKIP_GROWN` gives. The margin is cut by hand, often
    wider than the sixth of the side asked."""
    import cv2
    import numpy as np

    from tabletop_ai.photo.quality import BITS, PX

    reach = round(PAPER_REACH * PX)
    side = BITS * PX
    lo, hi = reach, reach + side
    flat_corners = np.array([[lo, lo], [hi, lo], [hi, hi], [lo, hi]], np.float32)
    quad_f = quad.astype(np.float32)
    m = cv2.getPerspectiveTransform(quad_f, flat_corners)
    flat = cv2.warpPerspective(
        gray, m, (side + 2 * reach,) * 2, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE
    ).astype(np.float32)
    widths = []
    for k in range(4):
        turned = np.rot90(flat, k)  # this side on top
        along = turned[:, lo + PX : hi - PX]
        black = float(np.median(along[lo : lo + PX // 2]))
        white = float(np.median(along[lo - PX // 2 : lo]))
        outwards = along[:lo][::-1]  # rows outwards from the border
        drop = outwards[PX // 2 : -2] - outwards[PX // 2 + 2 :]  # paper to what is beyond
        edge = np.argmax(drop, axis=0) + PX // 2 + 1.0
        cut = drop.max(axis=0) >= PAPER_EDGE * (white - black)
        widths.append(float(np.median(np.where(cut, edge, lo))))
    least = (SKIP_GROWN - 1) / 2 * side
    margin = max(least, float(np.median(widths)))
    a, b = lo - margin, hi + margin
    grown = np.array([[[a, a], [b, a], [b, b], [a, b]]], np.float32)
    back = cv2.perspectiveTransform(grown, cv2.getPerspectiveTransform(flat_corners, quad_f))[0]
    out: NDArray[Any] = back.astype(np.float64)
    return out


def _under_others(quad: NDArray[Any], papers: Sequence[NDArray[Any]]) -> NDArray[Any]:
    """Which cells of the marker on ``quad`` with its bit of margin round it (8x8, as
    :func:`~tabletop_ai.photo.quality.cells_with_margin` cuts them) have their centre on
    one of ``papers`` (the outlines of the paper other markers were cut out on,
    :func:`_paper_of`): that marker with its white margin, which lies over this one there
    when they overlap."""
    import cv2
    import numpy as np

    from tabletop_ai.photo.quality import BITS, PX

    n = BITS + 2
    out = np.zeros((n, n), bool)
    if not len(papers):
        return out
    side = BITS * PX
    flat = np.array([[PX, PX], [PX + side, PX], [PX + side, PX + side], [PX, PX + side]])
    back = cv2.getPerspectiveTransform(flat.astype(np.float32), quad.astype(np.float32))
    centres = (np.arange(n) + 0.5) * PX
    xx, yy = np.meshgrid(centres, centres)  # rows: down the marker, as the cells
    grid = np.stack([xx.ravel(), yy.ravel()], axis=-1)[None].astype(np.float32)
    points = cv2.perspectiveTransform(grid, back)[0]
    for paper in papers:
        grown = paper.astype(np.float32)
        on = [cv2.pointPolygonTest(grown, (float(x), float(y)), False) >= 0 for x, y in points]
        out |= np.array(on).reshape(n, n)
    return out


def _with_margin(quad: NDArray[Any]) -> NDArray[Any]:
    """A read marker's outline grown by :data:`SKIP_GROWN` round its centre: the marker with
    its white margin."""
    centre = quad.mean(axis=0)
    grown: NDArray[Any] = centre + (quad - centre) * SKIP_GROWN
    return grown


def own_outline(
    photo: NDArray[Any] | None,
    gray: NDArray[Any],
    quad: NDArray[Any],
    marker_id: int,
    others: Sequence[NDArray[Any]] = (),
    marks: int = 0,
    bits_only: bool = False,
    strokes: bool = False,
) -> NDArray[Any] | None:
    """The outline on which the photo shows a square completed from its sides (``quad``,
    read as ``marker_id``, its top-left first) is the marker's own (:func:`own_sides`):
    ``quad`` itself, else its outline fitted to the photo
    (:func:`~tabletop_ai.photo.quality.fit_outline`: each side moved onto the edge from
    the black border to the white margin) when the marker reads sure on it
    (:func:`~tabletop_ai.photo.quality.read_quality`) and it passes :func:`own_sides`;
    ``None`` when neither does. A completed square lies where the lines through the sides'
    visible parts cross, up to a pixel or two off the printed border (more where a side
    shows only in part), which puts cells of the margin or the border half on their
    neighbours; the fitted outline is the border's own edge. Both are held to the same
    check. ``others``: the outlines of the other markers read surely, ``marks``: the cells
    of the white margin that may read dark against the marker (:func:`own_sides`);
    ``bits_only``: the fitted outline is looked at when the quality check refuses the
    marker on it on its code bits alone too (:func:`_bits_explained`: :func:`own_sides`
    then tells whether what lies over the marker explains them); ``strokes``: a thin dark
    stroke across the marker explains the cells it reads against the code too
    (:func:`own_sides`)."""
    if own_sides(photo, gray, quad, marker_id, others, marks, strokes):
        return quad
    refit = _refitted(gray, quad, marker_id, photo, bits_only)
    if refit is None:
        return None
    outline = refit[1]
    return outline if own_sides(photo, gray, outline, marker_id, others, marks, strokes) else None


def _in_colour(
    photo: NDArray[Any] | None,
    quad: NDArray[Any],
    cells: NDArray[Any],
    paper: NDArray[Any],
    half: float,
    grid: Callable[[NDArray[Any]], NDArray[Any]],
) -> NDArray[Any]:
    """Which of ``cells`` (the grey of the straightened marker on ``quad``, cut by ``grid``)
    are in colour: something over the marker (a finger, a standee, a miniature). The marker
    is black ink on white paper: a cell whose colour is off the grey between them (the
    paper's own tint, under the light, from the ``paper`` cells, scaled to the cell's
    brightness) by :data:`COLOURED` of the contrast (``2 * half``) is not ink or paper. A
    grey picture (``photo`` None or one channel): none."""
    import numpy as np

    from tabletop_ai.photo.quality import off_paper, paper_tint, straighten

    if photo is None or photo.ndim != 3:
        return np.zeros(cells.shape, bool)
    colour = np.stack(
        [grid(straighten(photo[..., k], quad).astype(np.float32)) for k in range(3)], axis=-1
    )
    out: NDArray[Any] = off_paper(colour, cells, paper_tint(colour[paper])) >= COLOURED * 2 * half
    return out


def _inside_any(quad: NDArray[Any], others: list[NDArray[Any]]) -> bool:
    """Whether ``quad``'s centre lies inside one of ``others``."""
    import cv2
    import numpy as np

    c = tuple(float(v) for v in quad.mean(axis=0))
    return any(cv2.pointPolygonTest(o.astype(np.float32), c, False) >= 0 for o in others)


def completed_squares(
    gray: NDArray[Any], size: Sizes, skip: NDArray[Any] | None = None
) -> list[NDArray[Any]]:
    """Squares (4x2 corners, clockwise on the picture) with sides between the least and the
    most ``size(x, y)`` gives where they are (pixels), completed from straight edges of the
    outlines of dark areas of ``gray`` (thresholded as the detector does, in a window of
    :data:`WINDOW_SHARE` of the typical side):
    two pairs of near parallel edges a side apart with their dark sides facing
    each other, the pairs crossing, whose lines make a square the edges lie on, dark inside
    each. An edge is any long straight part of an outline, so a square is found whose
    corner something hides or whose border runs on into the dark beyond it (its outline
    then goes on round that too). Edges whose middle is non-zero in ``skip`` (a mask of
    ``gray``'s size: markers already read) are left out. Best first: by the share of the
    square's outline the edges seen run along (at least :data:`LEAST_SUPPORT`)."""
    import cv2
    import numpy as np

    h, w = gray.shape[:2]
    lo = min(size(x, y)[0] for x in (0, w) for y in (0, h))
    hi = max(size(x, y)[1] for x in (0, w) for y in (0, h))
    side = (size(w / 2, h / 2)[0] / SIDE_RANGE[0] + size(w / 2, h / 2)[1] / SIDE_RANGE[1]) / 2
    window = max(3, int(side * WINDOW_SHARE) | 1)
    binary = cv2.adaptiveThreshold(
        gray, 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY_INV, window, 7
    )
    contours, _tree = cv2.findContours(binary, cv2.RETR_LIST, cv2.CHAIN_APPROX_SIMPLE)
    least = LEAST_PART * lo
    ends = []
    for contour in contours:
        if len(contour) < 2 or cv2.arcLength(contour, True) < 2 * least:
            continue
        poly = cv2.approxPolyDP(contour, EDGE_BEND * lo, True).reshape(-1, 2).astype(np.float64)
        nxt = np.roll(poly, -1, axis=0)
        length = np.hypot(*(nxt - poly).T)
        keep = (length >= least) & (length <= 1.2 * hi)
        if keep.any():
            ends.append(np.hstack([poly[keep], nxt[keep]]))
    if not ends:
        return []
    seg = np.vstack(ends)
    a, b = seg[:, :2], seg[:, 2:]
    u = (b - a) / np.hypot(*(b - a).T)[:, None]
    normal = np.stack([-u[:, 1], u[:, 0]], axis=1)
    mid = (a + b) / 2
    step = max(1.5, 0.06 * lo)

    def dark_at(pts: NDArray[Any]) -> NDArray[Any]:
        x = np.clip(np.round(pts[:, 0]).astype(int), 0, w - 1)
        y = np.clip(np.round(pts[:, 1]).astype(int), 0, h - 1)
        out: NDArray[Any] = binary[y, x] > 0
        return out

    plus, minus = dark_at(mid + step * normal), dark_at(mid - step * normal)
    keep = plus != minus  # one side dark, the other light: an edge of a dark area
    # and a step in the photo as a marker's black and white make, not a map's texture: the
    # grey across the edge, at its quarters and middle, differs by :data:`EDGE_CONTRAST`
    across = np.zeros(len(seg))
    for t in (0.25, 0.5, 0.75):
        at = a + t * (b - a)
        pa, pb = _grey_at(gray, at + step * normal), _grey_at(gray, at - step * normal)
        across += np.abs(pa - pb) / 3
    keep &= across >= EDGE_CONTRAST
    if skip is not None:
        mx = np.clip(np.round(mid[:, 0]).astype(int), 0, w - 1)
        my = np.clip(np.round(mid[:, 1]).astype(int), 0, h - 1)
        keep &= skip[my, mx] == 0
    seg = seg[keep]
    # each edge's normal towards its dark side
    dark = np.where(plus[keep][:, None], normal[keep], -normal[keep])
    return _squares_from_edges(seg, dark, size, hi)


def _grey_at(gray: NDArray[Any], pts: NDArray[Any]) -> NDArray[Any]:
    """``gray`` at the nearest pixels to ``pts`` (N x 2), as floats."""
    import numpy as np

    h, w = gray.shape[:2]
    x = np.clip(np.round(pts[:, 0]).astype(int), 0, w - 1)
    y = np.clip(np.round(pts[:, 1]).astype(int), 0, h - 1)
    out: NDArray[Any] = gray[y, x].astype(np.float64)
    return out


def _squares_from_edges(
    seg: NDArray[Any], dark: NDArray[Any], size: Sizes, hi: float
) -> list[NDArray[Any]]:
    """:func:`completed_squares` from its edges (N x 4: x0, y0, x1, y1) and each edge's
    normal towards its dark side (N x 2). Edges are compared only with those near them
    (in squares of the picture ``hi``, the largest side anywhere, and a half wide), at the
    sides ``size`` gives there."""
    import numpy as np

    if len(seg) < 4:
        return []
    mid = (seg[:, :2] + seg[:, 2:]) / 2
    box = 1.5 * hi
    key = np.floor(mid / box).astype(int)
    buckets: dict[tuple[int, int], list[int]] = {}
    for n, (bx, by) in enumerate(key):
        buckets.setdefault((int(bx), int(by)), []).append(n)
    found: dict[frozenset[int], tuple[float, NDArray[Any]]] = {}
    for (bx, by), own in buckets.items():
        near = own + [
            n
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
            if dx or dy
            for n in buckets.get((bx + dx, by + dy), ())
        ]
        lo_here, hi_here = size((bx + 0.5) * box, (by + 0.5) * box)
        if len(near) >= 4 and lo_here < hi_here:  # else no side fits
            _squares_near(seg, dark, np.array(near), len(own), lo_here, hi_here, found)
    best = sorted(found.values(), key=lambda f: -f[0])
    return [q for support, q in best if support >= LEAST_SUPPORT]


def _squares_near(
    seg: NDArray[Any],
    dark: NDArray[Any],
    near: NDArray[Any],
    own: int,
    lo: float,
    hi: float,
    found: dict[frozenset[int], tuple[float, NDArray[Any]]],
) -> None:
    """The squares of :func:`_squares_from_edges` among the edges ``near`` (indices, the
    first ``own`` of them in the bucket looked at), one of whose sides is one of those
    ``own``, into ``found`` (by their edges, with their support)."""
    import numpy as np

    a, b = seg[near, :2], seg[near, 2:]
    length = np.hypot(*(b - a).T)
    u = (b - a) / length[:, None]
    mid = (a + b) / 2
    toward = dark[near]
    rows: dict[int, tuple[NDArray[Any], NDArray[Any]]] = {}

    def row(i: int) -> tuple[NDArray[Any], NDArray[Any]]:
        """Edge i's opposite and neighbouring sides among ``near``."""
        if i not in rows:
            gap = mid - mid[i]  # i -> each
            dist = np.hypot(gap[:, 0], gap[:, 1])
            cross = np.abs(u[i, 0] * u[:, 1] - u[i, 1] * u[:, 0])
            there = gap @ toward[i]  # > 0: on i's dark side
            back = -np.einsum("jk,jk->j", gap, toward)  # > 0: i on their dark side
            # opposite: near parallel, lo to hi apart, each on the other's dark side
            opposite = (cross < PARALLEL) & (dist <= 1.5 * hi)
            opposite &= (there >= lo) & (there <= hi) & (back >= lo) & (back <= hi)
            # neighbours: far from parallel, near each other, each on the other's dark side
            crossing = (cross > NOT_PARALLEL) & (dist <= 1.2 * hi) & (there > 0) & (back > 0)
            rows[i] = (opposite, crossing)
        return rows[i]

    local = seg[near]
    for i in range(own):
        opposite_i, crossing_i = row(i)
        if crossing_i.sum() < 2:
            continue
        for j in np.nonzero(opposite_i)[0]:
            ks = np.nonzero(crossing_i & row(int(j))[1])[0]
            for k in ks:
                for m in ks[row(int(k))[0][ks]]:
                    if m <= k:
                        continue
                    key = frozenset(int(near[e]) for e in (i, j, k, m))
                    if key in found:
                        continue
                    four = (i, k, j, m)
                    quad = _corners(tuple((a[e], b[e]) for e in four))
                    if quad is None or not _square_like(quad, lo, hi):
                        # a side seen in a short piece, turned parallel to its opposite
                        steadied = _steadied(a, b, length, four)
                        quad = None if steadied is None else _corners(steadied)
                    if quad is None or not _square_like(quad, lo, hi):
                        found[key] = (0.0, local[0:0])  # tried: no square
                    else:
                        found[key] = (_support(local, quad), quad)


def _steadied(
    a: NDArray[Any], b: NDArray[Any], length: NDArray[Any], four: tuple[int, ...]
) -> tuple[tuple[NDArray[Any], NDArray[Any]], ...] | None:
    """The four edges ``four`` (indices into the ends ``a`` and ``b``, in turn round the
    square) as lines for :func:`_corners`, an edge under :data:`SHORT_EDGE` of its opposite
    edge's length turned parallel to that one about its own middle: a marker is seen nearly
    as a parallelogram, and a side that shows only in a short piece (a stick across it, a
    corner hidden) has a direction off by the pixels its few points lie on, which tilts
    the completed square's corners off the marker's, past what :func:`_square_like` takes.
    Tried only when the edges as they are make no square; None when no edge is that short
    (the edges would be the same, and make no square again)."""
    if not any(length[e] < SHORT_EDGE * length[four[(n + 2) % 4]] for n, e in enumerate(four)):
        return None
    out = []
    for n, e in enumerate(four):
        o = four[(n + 2) % 4]
        if length[e] < SHORT_EDGE * length[o]:
            half = (b[o] - a[o]) * (length[e] / length[o]) / 2
            centre = (a[e] + b[e]) / 2
            out.append((centre - half, centre + half))
        else:
            out.append((a[e], b[e]))
    return tuple(out)


def _corners(four: tuple[Any, ...]) -> NDArray[Any] | None:
    """Where the lines of four edges (each its two ends), taken in turn, cross (the corner
    between edge i and edge i+1), clockwise on the picture; ``None`` when two neighbours
    are near parallel."""
    import numpy as np

    out: NDArray[Any] = np.zeros((4, 2))
    for i in range(4):
        a1, b1 = four[i]
        a2, b2 = four[(i + 1) % 4]
        d1x, d1y = b1[0] - a1[0], b1[1] - a1[1]
        d2x, d2y = b2[0] - a2[0], b2[1] - a2[1]
        det = d2x * d1y - d1x * d2y
        if abs(det) < 0.3 * math.hypot(d1x, d1y) * math.hypot(d2x, d2y):  # under ~17°
            return None
        rx, ry = a2[0] - a1[0], a2[1] - a1[1]
        t = (d2x * ry - d2y * rx) / det
        out[i] = (a1[0] + t * d1x, a1[1] + t * d1y)
    # corner i sits between edges i and i+1: start from the corner before edge 0
    out = np.roll(out, 1, axis=0)
    x, y = out[:, 0], out[:, 1]
    area = float(np.sum(x * np.roll(y, -1) - np.roll(x, -1) * y)) / 2
    return out if area > 0 else out[::-1].copy()


def _square_like(quad: NDArray[Any], lo: float, hi: float) -> bool:
    """Convex, each side between ``lo`` and ``hi``, opposite sides near parallel
    (:data:`OPPOSITE`) and of near one length, the corners not too sharp (a square seen up
    to about 50° off straight down)."""
    import cv2
    import numpy as np

    if not cv2.isContourConvex(quad.astype(np.float32).reshape(-1, 1, 2)):
        return False
    sides = np.roll(quad, -1, axis=0) - quad
    lengths = np.hypot(sides[:, 0], sides[:, 1])
    if lengths.min() < lo or lengths.max() > hi:
        return False
    units = sides / lengths[:, None]
    for i in (0, 1):
        # a marker is small beside the camera's distance: seen nearly as a parallelogram
        if min(lengths[i], lengths[i + 2]) < 0.8 * max(lengths[i], lengths[i + 2]):
            return False
        if abs(units[i, 0] * units[i + 2, 1] - units[i, 1] * units[i + 2, 0]) > OPPOSITE:
            return False
    for i in range(4):
        u, v = -sides[i - 1], sides[i]
        cos = float(np.dot(u, v) / (np.hypot(*u) * np.hypot(*v)))
        if abs(cos) > math.cos(math.radians(45)):
            return False
    return True


def _support(seg: NDArray[Any], quad: NDArray[Any]) -> float:
    """The share of ``quad``'s outline that the edges ``seg`` (N x 4) run along: each side
    counts the length of the edges that lie on it (both ends within :data:`NEAR` of it),
    clipped to its ends, at most its own length."""
    import numpy as np

    sides = np.roll(quad, -1, axis=0) - quad
    lengths = np.hypot(sides[:, 0], sides[:, 1])
    near = max(1.5, NEAR * float(lengths.mean()))
    a, b = seg[:, :2], seg[:, 2:]
    seen = 0.0
    for i in range(4):
        u = sides[i] / lengths[i]
        n = np.array([-u[1], u[0]])
        on = (np.abs((a - quad[i]) @ n) <= near) & (np.abs((b - quad[i]) @ n) <= near)
        if not on.any():
            continue
        ta, tb = (a[on] - quad[i]) @ u, (b[on] - quad[i]) @ u
        t0 = np.clip(np.minimum(ta, tb), 0, lengths[i])
        t1 = np.clip(np.maximum(ta, tb), 0, lengths[i])
        seen += min(float(np.sum(t1 - t0)), float(lengths[i]))
    return seen / float(lengths.sum())
