"""How surely a square in a photo is the marker it was read as.

OpenCV's detector says *which* id a square is closest to. With its default settings it
takes only an exact code inside a clear black border; the looser settings that read a
partly covered, small or slanted marker also correct a bit and let much of the border be
wrong, and so read things that are no marker at all (a dark printed hex with a light dot is
one bit away from an id whose code has two white bits). A read of those settings is *sure*
only when the photo itself shows the marker. The square is straightened and each of its
6x6 cells (the black border and the 4x4 code) is read against halfway between the border's
black and the white of the quiet zone and the code's white bits:

- **contrast**: that black and white are far apart;
- **quiet zone**: the band just outside the black border is mostly white (a printed marker
  is cut out with a white margin), all round and along each side, white as the paper of
  the code's own white bits is (past halfway to it from the border's black, as to the
  white of the zone and the code: a plain grey table round a marker with no margin is
  lighter than the ink but no margin; each pixel against a white bit next to the border
  as far inside it as the pixel lies outside, greyed alike by the blur:
  :func:`zone_whites`); along a side, what is in colour over the margin (a standee, a
  miniature, a finger: neither the ink nor the paper) is left out when the photo is in
  colour;
- **bits**: no cell reads clearly against the id's own bit (:data:`AGAINST`) unless it lies
  in a patch of unclear or wrong cells reaching in from the marker's edge (a finger, a
  figure): cells
  wrong in the middle of a marker otherwise seen mean it is not this marker. A cell that
  reads neither way clearly (blur greys a lone bit) is no evidence either way; no more than
  :data:`MAX_HIDDEN` cells may be unclear or wrong;
- **bit margin**: the code bits seen clearly tell this id from every other id of the
  dictionary (in any of its four turns): by one bit when only a few cells are unclear, by
  two when some are, by three when many are or some cell reads against it (part is
  hidden), so a bit or two misread cannot have made it.

A read that fails is shown to the player as *unsure*, with the reason, never applied
without their word. Needs OpenCV and NumPy (imported on first use).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache
from typing import TYPE_CHECKING, Any

from tabletop_ai.i18n import msg
from tabletop_ai.photo.markers import DICTIONARY

if TYPE_CHECKING:
    from numpy.typing import NDArray

#: bits of a marker's side, its black border included (4x4 code + one border bit each side)
BITS = 6
#: pixels per bit of the straightened marker the checks read
PX = 8
#: the quiet zone looked at: the band this many bits outside the black border
RING = 0.45
#: the least difference between the black border and the white (grey levels)
MIN_CONTRAST = 28.0
#: a cell reads clearly when its brightness is this far past halfway (share of half the
#: contrast)
CLEAR = 0.2
#: a cell reads against the id's bit when it is this far past halfway the other way (a lone
#: bit of a blurred marker greys towards its neighbours, but not this far)
AGAINST = 0.5
#: the least share of the quiet zone that reads white, all round and along each side
MIN_QUIET = 0.6
MIN_QUIET_SIDE = 0.5
#: the most cells unclear or wrong (of 36)
MAX_HIDDEN = 14
#: the clearly read code bits tell this id from every other by at least this many bits:
#: one when no cell reads against it and at most :data:`FEW_UNCLEAR` cells are unclear,
#: two when at most :data:`SOME_UNCLEAR` are, three when more are or some cell reads
#: against it (part of it is hidden)
FEW_UNCLEAR = 3
SOME_UNCLEAR = 6
MIN_SEPARATION_HIDDEN = 3


@dataclass(frozen=True)
class Quality:
    """How a square reads as a marker."""

    contrast: float
    quiet: float  # share of the quiet zone that reads white
    hidden: int  # cells not read clearly as the id's bit (of 36)
    against: int  # cells read clearly against the id's bit
    scattered: int  # of those, cells not joined to the marker's edge by hidden cells
    separation: int  # the clearly read code bits differ from the nearest other id by this
    why: str = ""  # empty: sure
    #: not sure on its code bits alone (a cell against the code in its middle, or too few
    #: bits seen to tell it from every other id), its contrast, margin and hidden cells
    #: passing: a read whose cells against it something over the marker may explain
    #: (:func:`~tabletop_ai.photo.partial.own_sides`)
    bits_only: bool = field(default=False, compare=False)
    #: the outline read, when it is the one fitted to the photo (:func:`fit_outline`) and
    #: not the detector's: the marker's corners from then on
    outline: NDArray[Any] | None = field(default=None, compare=False)

    @property
    def sure(self) -> bool:
        return not self.why


@cache
def _codes() -> tuple[Any, Any]:
    """Every id's 6x6 bits (True: white) and, for the 4x4 code, every id in its four turns
    as rows of 16 (ids x 4 turns x 16)."""
    import cv2
    import numpy as np

    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY))
    n = d.bytesList.shape[0]
    full = np.zeros((n, BITS, BITS), bool)
    turns = np.zeros((n, 4, 16), bool)
    for i in range(n):
        img = cv2.aruco.generateImageMarker(d, i, BITS, borderBits=1)
        full[i] = img > 127
        code = full[i, 1:-1, 1:-1]
        for k in range(4):
            turns[i, k] = np.rot90(code, k).reshape(16)
    return full, turns


def straighten(gray: NDArray[Any], quad: NDArray[Any]) -> NDArray[Any]:
    """The marker seen square: :data:`BITS` bits plus one bit of quiet zone on each side,
    :data:`PX` pixels a bit, from its four corners in the photo (the marker's own top-left
    first, as OpenCV gives them)."""
    import cv2
    import numpy as np

    side = BITS * PX
    dst = np.array([[PX, PX], [PX + side, PX], [PX + side, PX + side], [PX, PX + side]], np.float32)
    m = cv2.getPerspectiveTransform(quad.astype(np.float32), dst)
    out: NDArray[Any] = cv2.warpPerspective(
        gray,
        m,
        (side + 2 * PX, side + 2 * PX),
        flags=cv2.INTER_LINEAR,
        borderMode=cv2.BORDER_REPLICATE,
    )
    return out


#: how far (bits) either side of a side of the outline its edge is looked for, how many
#: places along each side, and the farthest (bits) a fitted corner may lie from the
#: detector's
EDGE_REACH = 0.6
EDGE_PLACES = 9
EDGE_MOST = 0.75


def fit_outline(gray: NDArray[Any], quad: NDArray[Any]) -> NDArray[Any] | None:
    """The marker's outline fitted to the photo: each side moved onto the edge from the
    black border to the white round it, found to a fraction of a pixel (where the
    brightness across the side crosses halfway from black to white, next to its steepest
    rise, at :data:`EDGE_PLACES` places along it, a line fitted through them), the corners
    where the fitted sides cross. The detector's corners are
    those of its thresholded outline, which a blurred or small marker's threshold shifts by
    a pixel or two: a fifth of a bit, enough to read a bit's neighbour. The fit looks only at
    the edge round the marker, not at its code, so it favours no id. ``None`` when an edge is
    not found along a side or a corner would move more than :data:`EDGE_MOST` of a bit."""
    import cv2
    import numpy as np

    corners = np.asarray(quad, np.float64).reshape(4, 2)
    sides = np.roll(corners, -1, axis=0) - corners
    bit = float(np.mean(np.hypot(sides[:, 0], sides[:, 1]))) / BITS
    if not bit > 0.5:
        return None
    # the part of the photo the edges are looked for in, smoothed a little against noise
    pad = EDGE_REACH * bit + 4
    x0, y0 = (max(0, int(v)) for v in np.floor(corners.min(axis=0) - pad))
    x1, y1 = (int(v) for v in np.ceil(corners.max(axis=0) + pad))
    patch = gray[y0 : max(y0 + 1, y1), x0 : max(x0 + 1, x1)]
    if patch.size == 0:
        return None
    smooth = cv2.GaussianBlur(patch.astype(np.float32), (0, 0), 0.7)
    centre = corners.mean(axis=0)
    steps = np.linspace(-EDGE_REACH * bit, EDGE_REACH * bit, 25)
    lines = []
    for i in range(4):
        a, b = corners[i], corners[(i + 1) % 4]
        along = (b - a) / np.hypot(*(b - a))
        out = np.array([-along[1], along[0]])
        if np.dot(out, (a + b) / 2 - centre) < 0:
            out = -out
        starts = a + np.outer(np.linspace(0.15, 0.85, EDGE_PLACES), b - a)
        pts = starts[:, None, :] + steps[None, :, None] * out[None, None, :]
        xy = (pts - (x0, y0)).astype(np.float32)
        values = cv2.remap(smooth, xy[..., 0], xy[..., 1], cv2.INTER_LINEAR)
        rise = np.diff(values, axis=1)
        edge = []
        for place, r in enumerate(rise):
            k = int(np.argmax(r))
            if r[k] <= 0 or k in (0, len(r) - 1):
                continue
            # where the brightness crosses halfway from the border's black to the margin's
            # white, nearest the steepest rise: the edge of a blurred step, unmoved by the
            # blur's width (the steepest rise itself wanders with the noise)
            v = values[place]
            half = (float(v[: k + 1].min()) + float(v[k + 1 :].max())) / 2
            j = k
            while j > 0 and v[j] > half:
                j -= 1
            while j < len(v) - 2 and v[j + 1] < half:
                j += 1
            if not v[j] <= half < v[j + 1]:
                continue
            at = steps[j] + (half - v[j]) / (v[j + 1] - v[j]) * (steps[1] - steps[0])
            edge.append(starts[place] + at * out)
        if len(edge) < (EDGE_PLACES + 1) // 2:
            return None
        vx, vy, px, py = cv2.fitLine(
            np.array(edge, np.float32), cv2.DIST_HUBER, 0, 0.01, 0.01
        ).ravel()
        lines.append((np.array([px, py], np.float64), np.array([vx, vy], np.float64)))
    fitted = np.zeros((4, 2))
    for i in range(4):
        (p1, d1), (p2, d2) = lines[i - 1], lines[i]
        m = np.array([d1, -d2]).T
        if abs(np.linalg.det(m)) < 1e-6:
            return None
        t = np.linalg.solve(m, p2 - p1)
        fitted[i] = p1 + t[0] * d1
    if float(np.max(np.hypot(*(fitted - corners).T))) > EDGE_MOST * bit:
        return None
    return fitted


def read_quality(
    gray: NDArray[Any], quad: NDArray[Any], marker_id: int, photo: NDArray[Any] | None = None
) -> Quality:
    """How surely ``quad`` (4x2 corners in ``gray``'s pixels, the marker's top-left first)
    is marker ``marker_id``: read on the detector's corners and, when that read is not sure,
    once more on the outline fitted to the photo (:func:`fit_outline`); every check applies
    to that read as to the first. ``photo``: the picture ``gray`` is the grey of, when it is
    in colour (the quiet zone's sides then leave out what is in colour over them:
    :func:`_quiet_sides`). A read sure on neither outline is shown with the first read's
    reason, or the fitted read's when the first failed on its contrast alone
    (:func:`_failed`)."""
    first = _read(gray, quad, marker_id, photo)
    if first.sure:
        return first
    fitted = fit_outline(gray, quad)
    if fitted is None:
        return first
    again = _read(gray, fitted, marker_id, photo)
    return replace(again, outline=fitted) if again.sure else _failed(first, again)


def _failed(first: Quality, again: Quality) -> Quality:
    """What a read sure on neither outline is shown with: the first read (on the
    detector's corners), but for the reason, the fitted outline's (``again``) when the
    first failed on its contrast alone and the fitted read got past that: the detector's
    corners a pixel inside the border of a small or blurred marker grey its black, and
    what then stops the read is the fitted read's reason, not the contrast."""
    contrast = str(msg("too little contrast"))
    if first.why == contrast and again.why not in ("", contrast):
        return replace(first, why=again.why)
    return first


#: the quiet zone's pixels in colour (:func:`_quiet_sides`): off the paper's grey by this
#: share of the contrast; a side is read on what is not in colour when at least this share
#: of its band is not
QUIET_COLOURED = 0.2
QUIET_SEEN = 0.25


def paper_tint(paper: NDArray[Any]) -> NDArray[Any]:
    """The paper's own tint under the light: the median colour of ``paper`` (n x 3, places
    that read white) as a share of its brightness, so that a grey ``g`` of paper is the
    colour ``g * tint`` (:func:`off_paper`)."""
    import numpy as np

    tint: NDArray[Any] = np.median(paper, axis=0)
    return tint / max(float(tint.mean()), 1.0)


def off_paper(colour: NDArray[Any], grey: NDArray[Any], tint: NDArray[Any]) -> NDArray[Any]:
    """How far (grey levels) each place's ``colour`` (... x 3) lies off the colour of ink or
    paper of its ``grey`` (the paper's ``tint``, :func:`paper_tint`, scaled to it). A marker
    is black ink on white paper: a place far off it is something over the marker (a finger,
    a standee, a miniature)."""
    import numpy as np

    off: NDArray[Any] = np.linalg.norm(colour - grey[..., None] * tint, axis=-1)
    return off


def _quiet_sides(
    photo: NDArray[Any] | None,
    quad: NDArray[Any],
    flat: NDArray[Any],
    bands: list[tuple[slice, slice]],
    mid: NDArray[Any],
    contrast: float,
) -> list[float]:
    """The share of each side's band of the quiet zone (``bands`` of the straightened grey
    ``flat``) that reads white (past ``mid``, what each pixel must be lighter than, of
    ``flat``'s shape: :func:`zone_whites`). A marker is black ink on white paper: a pixel
    whose colour lies off the paper's own tint (scaled to the pixel's brightness) by
    :data:`QUIET_COLOURED` of the contrast is something over the margin (a standee, a
    miniature's base or body, a finger), neither paper nor a print round the marker, and is
    left out of its side when at least :data:`QUIET_SEEN` of the side is not in colour (the
    share is then of the pixels not in colour; else of all). A grey picture (``photo``
    ``None`` or one channel): every pixel counts."""
    import numpy as np

    plain = [float(np.mean(flat[b] > mid[b])) for b in bands]
    if photo is None or photo.ndim != 3:
        return plain
    colour = np.stack([straighten(photo[..., k], quad) for k in range(3)], axis=-1)
    colour = colour.astype(np.float32)
    paper = np.concatenate([colour[b][flat[b] > mid[b]] for b in bands])
    if not len(paper):
        return plain
    tint = paper_tint(paper)
    out = []
    for b, share in zip(bands, plain, strict=True):
        seen = off_paper(colour[b], flat[b], tint) < QUIET_COLOURED * contrast
        if float(np.mean(seen)) >= QUIET_SEEN:
            share = max(share, float(np.mean(flat[b][seen] > mid[b][seen])))
        out.append(share)
    return out


def _read(
    gray: NDArray[Any], quad: NDArray[Any], marker_id: int, photo: NDArray[Any] | None = None
) -> Quality:
    """:func:`read_quality` on one outline."""
    import numpy as np

    full, turns = _codes()
    flat = straighten(gray, quad).astype(np.float32)
    cells = _cells(flat)
    n = flat.shape[0]
    lo, hi = PX - round(RING * PX), PX - 1
    bands = [
        (slice(lo, hi), slice(lo, n - lo)),
        (slice(n - hi, n - lo), slice(lo, n - lo)),
        (slice(hi, n - hi), slice(lo, hi)),
        (slice(hi, n - hi), slice(n - hi, n - lo)),
    ]
    sides = [flat[b].ravel() for b in bands]
    ring = np.concatenate(sides)
    want = full[marker_id]
    border = np.zeros((BITS, BITS), bool)
    border[0, :] = border[-1, :] = border[:, 0] = border[:, -1] = True
    # black from the border cells, white from the quiet zone and the code's white bits:
    # medians, so a patch covered does not move them
    black = float(np.median(cells[border]))
    white = float(np.percentile(np.concatenate([ring, cells[want]]), 60))
    contrast = white - black
    mid = (white + black) / 2
    if contrast <= 0:
        return Quality(contrast, 0.0, 36, 0, 0, 0, str(msg("too little contrast")))
    margin = (cells - mid) / (contrast / 2)  # > 0: white
    agree = np.where(want, margin, -margin)
    clear_ok = agree >= CLEAR
    # the quiet zone reads white against the paper of the code itself (:func:`_paper_mid`),
    # not against a white the zone's own pixels make up most of: a marker with no margin
    # on a plain grey table would otherwise find that grey white
    paper_mid = _paper_mid(cells, want & clear_ok, black, mid)
    # each pixel of the zone against a white bit of the code as far inside the border as
    # it lies outside (:func:`zone_whites`): both greyed alike by the blur; with a bit
    # printed black inward of it, when no such bit reads clearly black (a lone black bit,
    # blurred, greys towards white)
    limit = zone_whites(
        flat, want & clear_ok, ~want & clear_ok, black, mid, paper_mid, lo, hi, ~want
    )
    ring_limit = np.concatenate([limit[b].ravel() for b in bands])
    quiet = float(np.mean(ring > ring_limit)) if ring.size else 0.0
    # each side's band too: a hexagon's corners stick out past two sides of the square
    # read inside it; a side's pixels in colour (something over the margin) left out
    quiet_side = min(_quiet_sides(photo, quad, flat, bands, limit, contrast))
    against = agree <= -AGAINST
    hidden = ~clear_ok
    scattered = _scattered(hidden, against)
    # the code bits read clearly must tell this id from every other id
    seen = clear_ok[1:-1, 1:-1].reshape(16)
    code = want[1:-1, 1:-1].reshape(16)
    others = np.delete(turns, marker_id, axis=0).reshape(-1, 16)
    diff = (others[:, seen] != code[seen]).sum(axis=1)
    separation = int(diff.min()) if diff.size else 16
    why = ""
    bits_only = False
    if contrast < MIN_CONTRAST:
        why = str(msg("too little contrast"))
    elif quiet < MIN_QUIET or quiet_side < MIN_QUIET_SIDE:
        why = str(msg("no white margin round it"))
    elif int(hidden.sum()) > MAX_HIDDEN:
        why = str(msg("too much of it hidden"))
    elif scattered:
        why, bits_only = str(msg("its bits do not match the marker")), True
    elif separation < _least_separation(bool(against.any()), int(hidden.sum())):
        why, bits_only = str(msg("too little of its code can be read")), True
    return Quality(
        contrast,
        quiet,
        int(hidden.sum()),
        int(against.sum()),
        scattered,
        separation,
        why,
        bits_only,
    )


def zone_whites(
    flat: NDArray[Any],
    white_bits: NDArray[Any],
    black_bits: NDArray[Any],
    black: float,
    least: float,
    paper_mid: float,
    lo: int,
    hi: int,
    printed_black: NDArray[Any] | None = None,
) -> NDArray[Any]:
    """What each pixel of the quiet zone's band (rows ``lo`` to ``hi`` of the straightened
    ``flat``, :func:`straighten`, along each side) must be lighter than to read white:
    halfway from the border's ``black`` to a white bit of the code next to the border, as
    far inside the border's inner edge as the pixel lies outside its outer edge, a bit
    read clearly white (``white_bits``, 6x6) with one read clearly black inward of it
    (``black_bits``): paper one bit wide between the border and black, as a margin of the
    least width the printing guide asks (a sixth of the side) lies between the border and
    a dark base. The border is a bit wide, so such a pixel of the margin and of that bit
    lie as near the same black and are greyed alike by the camera's blur, however large it
    is next to a bit (a marker 20 pixels across blurred by more than a pixel, where the
    band lies within the blur of the border's edge), and alike when the outline lies a
    little off the border's edge (both move with it). Per axis (the top and bottom sides,
    or the left and right ones: a slanted marker is squashed along one, and its blur is
    larger in bits there), the bit the blur greyed least (its middle across the side: a
    bit with white bits beside it); the other axis's when there is none along one. When
    there is none along either, such a bit with one inward of it that the code of the id
    read prints black (``printed_black``, 6x6), however it reads: blurred by more than a
    pixel, a lone black bit among white ones greys towards white, or reads white, and is
    then not clearly black, so a small blurred marker of such a code had no bit to read
    its margin against and was read against the paper's white, as in a sharp photo, which
    a margin narrower than a bit, blurred, never reaches. The white bit beside such a
    greyed bit is greyed less than one between two blacks, never more, so its limit is as
    strict as the bit between two blacks would give, or stricter. Else ``paper_mid``
    (:func:`_paper_mid`) everywhere. Never less than ``least`` (halfway to
    the white of the zone and the code). A plain grey table round a marker with no margin
    is greyed next to the border as that bit is, and reads white only when it is as light
    as halfway to the bit's white, as in a sharp photo."""
    import numpy as np

    n = flat.shape[0]
    limit = np.full(flat.shape, paper_mid, np.float32)
    centre = slice(PX // 2 - 1, PX // 2 + 1)  # a cell's middle across the side

    def lines(cell: int) -> NDArray[Any]:
        """Flat's pixels along the middle of the code's bit ``cell`` (counted along the
        side), across the side."""
        return np.arange((cell + 1) * PX, (cell + 2) * PX)[centre]

    depths = range(PX - hi, PX - lo)  # pixels inside the inner edge, less a half

    def whites(inward: NDArray[Any]) -> list[list[float]]:
        """Per axis, per depth: the code's white there, of the white bits next to the
        border with a bit of ``inward`` (6x6) inward of them."""
        refs: list[list[float]] = []
        for across in (False, True):
            values = []
            for t in depths:
                got = [
                    float(np.mean(flat[row, lines(k)] if not across else flat[lines(k), row]))
                    for k in range(1, BITS - 1)
                    for cell, beyond, row in (
                        (1, 2, 2 * PX + t),
                        (BITS - 2, BITS - 3, n - 1 - 2 * PX - t),
                    )
                    if white_bits[(k, cell) if across else (cell, k)]
                    and inward[(k, beyond) if across else (beyond, k)]
                ]
                if got:
                    values.append(max(got))
            refs.append(values if len(values) == len(depths) else [])
        return refs

    refs = whites(black_bits)
    if not refs[0] and not refs[1] and printed_black is not None:
        refs = whites(printed_black)
    if not refs[0] and not refs[1]:
        return limit
    for axis, ref in enumerate(refs):
        for t, white in zip(depths, ref or refs[1 - axis], strict=True):
            out = PX - 1 - t  # the zone's row (or column) as far outside the outer edge
            edge = max(least, (black + white) / 2)
            if axis == 0:
                limit[out, :] = limit[n - 1 - out, :] = edge
            else:
                limit[hi : n - hi, out] = limit[hi : n - hi, n - 1 - out] = edge
    return limit


def _paper_mid(cells: NDArray[Any], white_bits: NDArray[Any], black: float, mid: float) -> float:
    """What the quiet zone must be lighter than to read white: halfway between the
    border's black and the paper's white as the code shows it (the median of the code's
    white bits that read clearly white, ``white_bits``: a bit covered is no sample of the
    paper), and never less than ``mid`` (halfway to the white of the quiet zone and the
    code: a lone white bit greyed by blur is darker than the paper of a margin round it,
    and must not make a grey margin pass)."""
    import numpy as np

    if not white_bits.any():
        return mid
    return max(mid, (black + float(np.median(cells[white_bits]))) / 2)


def _least_separation(against: bool, hidden: int) -> int:
    if against or hidden > SOME_UNCLEAR:
        return MIN_SEPARATION_HIDDEN
    return 1 if hidden <= FEW_UNCLEAR else 2


def _scattered(hidden: Any, against: Any) -> int:
    """Cells read ``against`` the code that are not joined to the marker's outer cells
    through ``hidden`` cells: a finger or a figure covers a patch from the edge; bits wrong
    in the middle of a marker that is otherwise seen mean it is not this marker."""
    import numpy as np

    n = hidden.shape[0]
    reach = np.zeros_like(hidden)
    stack = [(r, c) for r in range(n) for c in range(n) if hidden[r, c] and r in (0, n - 1)]
    stack += [(r, c) for r in range(n) for c in (0, n - 1) if hidden[r, c]]
    while stack:
        r, c = stack.pop()
        if reach[r, c]:
            continue
        reach[r, c] = True
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                rr, cc = r + dr, c + dc
                if 0 <= rr < n and 0 <= cc < n and hidden[rr, cc] and not reach[rr, cc]:
                    stack.append((rr, cc))
    return int((against & ~reach).sum())


def likeliest(
    gray: NDArray[Any], quad: NDArray[Any], ids: set[int]
) -> tuple[int, NDArray[Any]] | None:
    """Which of ``ids``, and which way round, the square ``quad`` (4x2 corners, clockwise on
    the picture, any corner first) reads as most nearly: the id and its corners with the
    marker's own top-left first, by the fewest code bits read clearly against it (each cell
    against halfway between the border's black and the brightest code cells). Only a guess
    to check with :func:`read_quality`; ``None`` without contrast or ids."""
    import numpy as np

    if not ids:
        return None
    full, _turns = _codes()
    order = sorted(ids)
    wants = full[order]  # ids x 6 x 6
    best: tuple[int, int, int] | None = None  # wrong bits, id, turn
    for turn in range(4):
        corners = np.roll(np.asarray(quad, np.float64), -turn, axis=0)
        cells = _cells(straighten(gray, corners).astype(np.float32))
        black = float(
            np.median(np.concatenate([cells[0], cells[-1], cells[1:-1, 0], cells[1:-1, -1]]))
        )
        white = float(np.percentile(cells[1:-1, 1:-1], 90))
        if white - black < MIN_CONTRAST / 2:
            return None
        margin = (cells - (white + black) / 2) / ((white - black) / 2)
        clear = np.abs(margin) >= CLEAR
        bits = margin > 0
        wrong = ((bits[None] != wants) & clear[None]).sum(axis=(1, 2))
        k = int(np.argmin(wrong))
        if best is None or int(wrong[k]) < best[0]:
            best = (int(wrong[k]), order[k], turn)
    if best is None:
        return None
    _wrong, mid, turn = best
    return mid, np.roll(np.asarray(quad, np.float64), -turn, axis=0)


def _cells(flat: NDArray[Any]) -> NDArray[Any]:
    """Each of the 6x6 cells' brightness in a straightened marker (:func:`straighten`): the
    median of its middle (its edges blur into the neighbours)."""
    return cells_with_margin(flat)[1:-1, 1:-1]


def cells_with_margin(flat: NDArray[Any]) -> NDArray[Any]:
    """Each cell's brightness in a straightened marker with its bit of quiet zone round it
    (:func:`straighten`): 8x8 cells, the marker's 6x6 inside, each the median of its middle
    (its edges blur into the neighbours)."""
    import numpy as np

    n, q = BITS + 2, PX // 4
    out: NDArray[Any] = np.median(
        flat[: n * PX, : n * PX]
        .reshape(n, PX, n, PX)[:, q : PX - q, :, q : PX - q]
        .transpose(0, 2, 1, 3)
        .reshape(n, n, -1),
        axis=2,
    )
    return out
