"""From a photo of the table to the markers in it, and on to figure cells.

The pipeline: find the ArUco markers (OpenCV's ``cv2.aruco``), in passes from OpenCV's
default settings to looser ones, and again in the photo straightened by the board markers
found; check each read against the marker it was read as (:mod:`~tabletop_ai.photo.quality`);
then place the board and each figure (:mod:`~tabletop_ai.photo.place`): a figure is placed,
unsure (shown, moved only when the player confirms it) or flagged (not moved).

Nothing is applied silently: a read that is not sure, a figure near its cell's border, one
off the map, on impassable ground or on one cell with another figure is shown as such;
figures not seen are listed and stay; unknown marker ids are reported.

OpenCV is an optional extra and is imported only here and in the modules this one calls,
on first use.
"""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_ai.board.model import Board
from tabletop_ai.board.reader import FileTooLarge, NotAFile, not_a_file, read_bytes
from tabletop_ai.geometry import Layout
from tabletop_ai.i18n import Msg, msg
from tabletop_ai.maps.imagesize import (
    cut_short,
    image_size,
    not_a_picture,
    png_chunks_fit,
)
from tabletop_ai.maps.picture import sniff_mime
from tabletop_ai.photo.fit import quad_centre
from tabletop_ai.photo.markers import (
    DICTIONARY,
    LOOKALIKE_IDS,
    MarkerSet,
    PhotoError,
    marker_set,
)
from tabletop_ai.photo.place import (
    UNIT,
    Detection,
    Seen,
    apply_detection,
    apply_homography,
    locate,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from numpy.typing import NDArray

__all__ = [
    "UNIT",
    "Detection",
    "Seen",
    "apply_detection",
    "apply_homography",
    "decode_image",
    "detect",
    "find_quads",
    "locate",
    "read_image",
    "sharpened_look",
]

#: the largest photo detected on (pixels; 4096 x 3072, a 12-megapixel phone photo whole): a
#: larger one is scaled down to it before any marker is looked for (see :func:`decode_image`),
#: so that the detector's time and memory stay those of a 12-megapixel photo; its markers
#: stay large enough (one 50 px across in an 8000 x 6000 photo is 25 px after)
MAX_PIXELS = 4096 * 3072
#: a PNG or WebP is decoded whole (3 bytes a pixel) up to this many pixels
MAX_DECODE_PIXELS = 100_000_000
#: the largest photo file read
MAX_BYTES = 60 * 1024 * 1024


def _cv2() -> Any:
    # OpenCV's own fence, below ours: it refuses to decode more pixels than this (read
    # once, when cv2 is first imported; a JPEG read at a fraction of its size is counted
    # at that size); :func:`decode_image` refuses larger photos first
    os.environ.setdefault("OPENCV_IO_MAX_IMAGE_PIXELS", str(MAX_DECODE_PIXELS))
    try:
        import cv2
    except ImportError as exc:  # the optional extra is not installed
        from tabletop_ai.photo.install_hint import opencv_hint

        raise PhotoError(str(opencv_hint())) from exc
    return cv2


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
    bytes), and only when the header gives their size first (the whole file is searched: a
    JPEG may put its frame header late). Any other file, or one whose size cannot be read,
    is refused before OpenCV sees it: its decoders allocate what a header asks (BMP, TIFF,
    GIF bombs of a few bytes asked for gigabytes). A photo of more than :data:`MAX_PIXELS`
    is scaled down to it: a JPEG of up to 64 times that is read at a half, a quarter or an
    eighth of its size by the decoder itself; a PNG or WebP of up to
    :data:`MAX_DECODE_PIXELS` is decoded whole, then scaled; larger ones are refused. A
    file that ends before its picture does (:func:`~tabletop_ai.maps.imagesize.cut_short`:
    a copy broken off) is refused as cut short, not as damaged. A HEIC, HEIF or AVIF picture
    (:func:`~tabletop_ai.maps.imagesize.heif_kind`: an iPhone's photos) is told its kind and
    how to save it as JPEG."""
    cv2 = cv2 or _cv2()
    import numpy as np

    if data.size == 0:
        raise PhotoError(str(msg("{file}: the file is empty", file=name)))
    raw = data.tobytes()
    if sniff_mime(raw) is None:  # an iPhone's HEIC photo is told how to read it
        raise PhotoError(
            str(not_a_picture(raw, name, msg("{file}: not a PNG, JPEG or WebP picture", file=name)))
        )
    dims = image_size(raw)  # from the header, before decoding
    if dims is None or min(dims) < 1:
        if cut_short(raw):
            raise PhotoError(_cut_short(name))
        raise PhotoError(str(msg("{file}: the picture's size cannot be read", file=name)))
    flag = cv2.IMREAD_COLOR
    w, h = dims
    if w * h > MAX_PIXELS:  # scaled down: a JPEG while decoding, others after
        factor = next((f for f in (2, 4, 8) if (w / f) * (h / f) <= MAX_PIXELS), None)
        if sniff_mime(raw) == "image/jpeg" and factor is not None:
            flag = getattr(cv2, f"IMREAD_REDUCED_COLOR_{factor}")
        elif w * h > MAX_DECODE_PIXELS or sniff_mime(raw) == "image/jpeg":
            raise PhotoError(_too_large(name, w, h))
    if cut_short(raw):  # after the size: a huge picture is refused as that first
        raise PhotoError(_cut_short(name))
    if not png_chunks_fit(raw):
        raise PhotoError(
            str(msg("{file}: the picture is damaged: a part runs past its end", file=name))
        )
    try:
        image = cv2.imdecode(data, flag)
    except cv2.error:
        image = None
    if image is None or not isinstance(image, np.ndarray) or image.ndim not in (2, 3):
        raise PhotoError(
            str(
                msg(
                    "{file}: the picture cannot be decoded: it is damaged, or a kind of "
                    "{kind} this app does not read. Save it again as an ordinary JPEG or PNG.",
                    file=name,
                    kind=_KIND.get(sniff_mime(raw) or "", "PNG, JPEG or WebP"),
                )
            )
        )
    h, w = image.shape[:2]
    if h * w > MAX_DECODE_PIXELS or min(h, w) < 1:
        raise PhotoError(_too_large(name, w, h))
    if h * w > MAX_PIXELS:
        k = math.sqrt(MAX_PIXELS / (h * w))
        image = cv2.resize(
            image, (max(1, int(w * k)), max(1, int(h * k))), interpolation=cv2.INTER_AREA
        )
    out: NDArray[Any] = image
    return out


#: how the detector is set: OpenCV's defaults; small windows and looser outlines for small,
#: slanted markers; and looser still (outlines with a notch, more bits read wrong) for
#: markers partly covered
PASSES = ("default", "fine", "loose")
#: each pass's adaptive thresholding windows (smallest, step, largest; pixels): every window
#: is one more thresholding of the whole picture, the detector's main cost
WINDOWS = {"default": (3, 10, 23), "fine": (5, 8, 29), "loose": (7, 10, 27), "ink": (17, 10, 17)}
#: the thinned look (:func:`thinned_look`): each pixel takes the brightest of the square
#: this many pixels wide round it, and this pass of :data:`PASSES` reads the result
THIN = 3
THIN_PASS = "loose"
#: the ink look (:func:`ink_look`) reads with the loose pass's settings but one
#: thresholding window, its middle one (:data:`WINDOWS`): a third of that pass's time
#: the sharpened look (:func:`sharpened_look`): the photo's grey with part of its blur taken
#: back (unsharp masking: twice the grey less the grey blurred by this sigma, pixels), seen
#: at up to this many times its size but at most this many pixels (the detector's time
#: grows with them; a larger photo's markers are larger), read by this pass of
#: :data:`PASSES`
SHARPEN_SIGMA = 1.5
SHARPEN_SCALE = 2.0
SHARPEN_PIXELS = 3840 * 2160
SHARPEN_PASS = "fine"
#: the least separation (code bits, :mod:`~tabletop_ai.photo.quality`) of a read the
#: sharpened look makes on a square whose code the detector did not read
SHARPEN_SEPARATION = 2
#: the board markers' sharpened look (:func:`board_sharpened_look`): the grey sharpened
#: more (this many times the grey less the grey blurred is added to the grey), read by this
#: pass of :data:`PASSES` at the photo's size and at the sharpened look's
BOARD_SHARPEN_AMOUNT = 2.0
BOARD_SHARPEN_PASS = "loose"
#: the most outlines that could be markers (:func:`_outlines`) a pass of :data:`PASSES` is
#: run on. The detector compares its outlines with each other, so its time grows with their
#: square: a photo of a few hundred has a few tens of them, a damaged or very busy one (noise
#: where a JPEG broke, a sheet of small squares) thousands, for minutes. A pass over this is
#: not run.
MAX_OUTLINES = 1000
#: the least difference (grey levels) between the darkest and the lightest cell of a square
#: with a marker's frame (:func:`_framed`): black ink on white paper differs by far more
FRAME_CONTRAST = 20
#: the most outlines of a pass too busy to run (:data:`MAX_OUTLINES`) looked at for a
#: marker's frame (:func:`_framed`); a picture with more is not taken for one without
#: markers
FRAMES_LOOKED_AT = 10 * MAX_OUTLINES
#: how many squares :func:`_framed` looks at in one go (its memory: 5 MB)
_FRAMED_CHUNK = 1024


#: each picture type's name in :func:`decode_image`'s messages
_KIND = {"image/png": "PNG", "image/jpeg": "JPEG", "image/webp": "WebP"}

#: the smallest photo (pixels, its shorter side) markers are looked for in. OpenCV reads a
#: marker 8 pixels across at the least (measured on a clean printed marker: 8 read, 7 not),
#: and a figure marker lies in a cell at least that large; the board markers lie one free
#: cell beyond a map of one cell at the least, so three of them span five such widths each
#: way. A smaller picture (a thumbnail, an icon) holds no board that can be read.
MIN_SIDE = 40
#: a photo less wide than this (pixels, its longer side) is told, when refused, that it is
#: small: a synthetic photo of the demo board filling the frame, scaled down, read every
#: figure at 640 x 360, one at 400 x 225 and no board marker at 320 x 180 (the hex sample
#: map: five of six figures at 640, nothing at 400)
SMALL_SIDE = 640


def _too_small(name: str, w: int, h: int) -> str:
    return str(
        msg(
            "{file}: the picture is only {w}x{h} pixels, too small to read markers in (it "
            "needs {least} pixels on each side at the least). Use the photo as the camera "
            "took it, not a thumbnail or a preview. Nothing was moved.",
            file=name,
            w=w,
            h=h,
            least=MIN_SIDE,
        )
    )


def _cut_short(name: str) -> str:
    return str(
        msg(
            "{file}: the file is cut short: it ends before the picture does (was it "
            "still being copied or downloaded?). Copy or save the photo again.",
            file=name,
        )
    )


def _too_large(name: str, w: int, h: int) -> str:
    return str(
        msg(
            "{file}: {w}x{h} pixels is more than can be read (a JPEG of up to {jpeg} "
            "megapixels, a PNG or WebP of up to {most}); take a smaller photo",
            file=name,
            w=w,
            h=h,
            jpeg=64 * MAX_PIXELS // 10**6,
            most=MAX_DECODE_PIXELS // 10**6,
        )
    )


def _detector(cv2: Any, kind: str = "default") -> Any:
    """OpenCV's ArUco detector set for one pass of :data:`PASSES`. No setting finds every
    marker another finds (with small windows the white margin round a marker is sometimes
    taken for its outline), so :func:`find_quads` runs them in turn."""
    aruco = cv2.aruco
    params = aruco.DetectorParameters()
    params.cornerRefinementMethod = aruco.CORNER_REFINE_SUBPIX
    if kind in ("fine", "loose", "ink"):
        # slanted photos: allow smaller and more distorted marker outlines than the defaults
        params.minMarkerPerimeterRate = 0.01
        params.polygonalApproxAccuracyRate = 0.05
        # small markers: more pixels per bit when reading
        params.perspectiveRemovePixelPerCell = 8
    if kind in ("loose", "ink"):
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


def _outlines(
    cv2: Any,
    gray: NDArray[Any],
    params: Any,
    most: int,
    shapes: list[NDArray[Any]] | None = None,
) -> int:
    """How many outlines the detector set by ``params`` finds in its first thresholding
    (its smallest window) that could be a marker's: as long as the pass takes, four corners
    once simplified, convex (OpenCV's ArUco candidate filters, in its order). Counting stops
    past ``most``; ``shapes`` gets the four corners of each outline counted."""
    window = params.adaptiveThreshWinSizeMin | 1
    binary = cv2.adaptiveThreshold(
        gray,
        255,
        cv2.ADAPTIVE_THRESH_MEAN_C,
        cv2.THRESH_BINARY_INV,
        window,
        params.adaptiveThreshConstant,
    )
    contours, _tree = cv2.findContours(binary, cv2.RETR_LIST, cv2.CHAIN_APPROX_NONE)
    side = max(gray.shape[:2])
    shortest = params.minMarkerPerimeterRate * side
    longest = params.maxMarkerPerimeterRate * side
    count = 0
    for contour, length in zip(contours, map(len, contours), strict=True):
        if shortest <= length <= longest:
            approx = cv2.approxPolyDP(contour, length * params.polygonalApproxAccuracyRate, True)
            if len(approx) == 4 and cv2.isContourConvex(approx):
                count += 1
                if shapes is not None:
                    shapes.append(approx)
                if count > most:
                    break
    return count


def _quads(
    cv2: Any,
    gray: NDArray[Any],
    kind: str,
    twice: set[int] | None = None,
    busy: list[int] | None = None,
    candidates: list[int] | None = None,
    rejects: list[NDArray[Any]] | None = None,
) -> dict[int, NDArray[Any]]:
    """One pass: id -> its corners (4x2). An id read on two squares that do not overlap
    keeps the first and goes into ``twice``. A pass whose first thresholding finds more than
    :data:`MAX_OUTLINES` outlines is not run (every pass is bounded here): nothing is found,
    and their count goes into ``busy``. ``candidates`` gets how many squares could be
    markers: those read; when none was, the squares whose code the detector rejected that
    have a marker's black frame (:func:`_framed`); for a pass not run, the outlines of its
    first thresholding that have such a frame (nothing when it has more than
    :data:`FRAMES_LOOKED_AT`). ``rejects`` gets the squares whose code the detector did
    not read (4x2 each)."""
    detector = _detector(cv2, kind)
    shapes: list[NDArray[Any]] | None = [] if candidates is not None else None
    # with ``candidates``, a pass too busy to run has its outlines looked at, up to a bound
    most = MAX_OUTLINES if shapes is None else FRAMES_LOOKED_AT
    outlines = _outlines(cv2, gray, detector.getDetectorParameters(), most, shapes)
    if outlines > MAX_OUTLINES:
        if busy is not None:
            busy.append(outlines)
        if candidates is not None and shapes is not None and outlines <= most:
            candidates.append(_framed(gray, shapes))  # its outlines that look like a marker
        return {}
    corners, ids, rejected = detector.detectMarkers(gray)
    if rejects is not None:
        rejects.extend(q.reshape(4, 2).astype("float64") for q in rejected)
    if candidates is not None:
        # the squares read; with none, the rejected ones that look like a marker seen badly
        framed = 0 if len(corners) else _framed(gray, rejected)
        candidates.append(len(corners) + framed)
    out: dict[int, NDArray[Any]] = {}
    if ids is not None:
        for quad, mid in zip(corners, ids.flatten(), strict=True):
            q = quad.reshape(4, 2).astype("float64")
            if int(mid) in out:
                if twice is not None and not _overlaps(q, [out[int(mid)]]):
                    twice.add(int(mid))
                continue
            out[int(mid)] = q
    return out


#: where :func:`_framed` looks in a square seen straight: 3x3 points in each of the 6x6
#: cells of a marker (its 4x4 code in a frame one cell wide), as shares of its sides
_CELL_SAMPLES = [(c + (k + 0.5) / 3) / 6 for c in range(6) for k in range(3)]


def _framed(gray: NDArray[Any], quads: Sequence[NDArray[Any]]) -> int:
    """How many of the squares ``quads`` (each four corners in order round it) of ``gray``
    have a marker's black frame: seen as the marker's 6x6 cells (its 4x4 code and its
    frame), each cell darker or lighter than halfway between the square's darkest and
    lightest cell, at least half the frame's cells are dark on each of its four sides. A
    square of one shade (its cells within :data:`FRAME_CONTRAST` grey levels) has neither
    frame nor code. A square of a drawn grid (light inside its lines, a number or a dark
    neighbouring square along one side at most) has no such frame; a marker the detector
    saw but could not read (too small, a code bit wrong) has."""
    return sum(
        _framed_chunk(gray, quads[i : i + _FRAMED_CHUNK])
        for i in range(0, len(quads), _FRAMED_CHUNK)
    )


def _framed_chunk(gray: NDArray[Any], quads: Sequence[NDArray[Any]]) -> int:
    """:func:`_framed` of a few squares (at most :data:`_FRAMED_CHUNK`)."""
    import numpy as np

    if not len(quads):
        return 0
    corners = np.stack([np.asarray(q, np.float64).reshape(4, 2) for q in quads])
    u = np.array(_CELL_SAMPLES)
    uu, vv = np.meshgrid(u, u)  # rows: v (down the square), columns: u (along it)
    uu, vv = uu.ravel()[None, :, None], vv.ravel()[None, :, None]
    a, b, c, d = (corners[:, i, None, :] for i in range(4))
    # each sample point by the corners, bilinearly (a small square in perspective is one)
    pts = (1 - uu) * (1 - vv) * a + uu * (1 - vv) * b + uu * vv * c + (1 - uu) * vv * d
    h, w = gray.shape[:2]
    xs = np.clip(np.rint(pts[..., 0]).astype(np.intp), 0, w - 1)
    ys = np.clip(np.rint(pts[..., 1]).astype(np.intp), 0, h - 1)
    n = len(quads)
    cells = gray[ys, xs].astype(np.float64).reshape(n, 6, 3, 6, 3).mean(axis=(2, 4))
    low, high = cells.min(axis=(1, 2)), cells.max(axis=(1, 2))
    dark = cells < ((low + high) / 2)[:, None, None]
    sides = np.stack([dark[:, 0, :], dark[:, -1, :], dark[:, :, 0], dark[:, :, -1]], axis=1)
    framed = (sides.mean(axis=2) >= 0.5).all(axis=1) & (high - low >= FRAME_CONTRAST)
    return int(framed.sum())


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
    twice: set[int] | None = None,
    busy: list[int] | None = None,
    candidates: list[int] | None = None,
    rejects: list[NDArray[Any]] | None = None,
) -> dict[int, NDArray[Any]]:
    """Markers found: id -> its four corners in pixels (4x2, the marker's own top-left
    first). Without ``wanted``: every marker the default and the fine pass read. With it:
    every marker the default pass reads (unknown ids too, to report them), then, while a
    wanted id is missing, the other ``passes``, taking only wanted ids still missing whose
    square no marker found already covers. ``found``: what earlier passes found (their
    passes are not run again). ``twice``: gets the ids the default pass read on two
    squares; ``busy``: the outline counts of passes not run (:data:`MAX_OUTLINES`);
    ``candidates``: the default pass's count of possible markers; ``rejects``: the squares
    whose code the passes run did not read (:func:`_quads`)."""
    cv2 = _cv2()
    gray = _gray(image)
    out = (
        _quads(cv2, gray, "default", twice, busy, candidates, rejects)
        if found is None
        else dict(found)
    )
    if wanted is None:
        for mid, quad in _quads(cv2, gray, "fine", busy=busy).items():
            out.setdefault(mid, quad)
        return out
    for kind in passes:
        if kind == "default":
            continue
        missing = wanted - set(out)
        if not missing:
            break
        for mid, quad in _quads(cv2, gray, kind, busy=busy, rejects=rejects).items():
            if mid in missing and not _overlaps(quad, list(out.values())):
                out[mid] = quad
    return out


def thinned_look(
    gray: NDArray[Any],
    wanted: set[int],
    found: dict[int, NDArray[Any]],
    busy: list[int] | None = None,
) -> dict[int, NDArray[Any]]:
    """Look for the ``wanted`` markers not in ``found`` once more, in the photo with every
    dark stroke thinned: each pixel takes the brightest of the :data:`THIN` x :data:`THIN`
    square round it (a grey dilation), so a dark line a pixel or two wide is gone and a
    dark area shrinks by a pixel each side. Such a line over a marker's white margin (a
    standee's edge, a grid line, a spear, the black border of a marker lying against it)
    joins its black border to the dark beyond, and the border's outline is then no square
    in any thresholding; thinned, it is one again. The thinning also narrows the code's
    black bits, so what is read here is only a candidate: :func:`_detect` keeps it only
    when the photo itself shows that marker (:func:`checked_reads`). Returns the markers
    found only now (taken as :func:`find_quads` takes a later pass's: ids wanted and
    missing, on a square no marker found covers)."""
    cv2 = _cv2()
    import numpy as np

    if wanted <= set(found):
        return {}
    thin = cv2.dilate(gray, np.ones((THIN, THIN), np.uint8))
    return _look_again(thin, THIN_PASS, wanted, found, busy)


def ink_look(
    image: NDArray[Any],
    wanted: set[int],
    found: dict[int, NDArray[Any]],
    busy: list[int] | None = None,
) -> dict[int, NDArray[Any]]:
    """Look for the ``wanted`` markers not in ``found`` once more, in the photo seen by
    each pixel's brightest colour channel. A marker is printed in black ink on white
    paper: dark in every channel, so it stays as it is; anything coloured is light in one
    channel at least (a standee's or a miniature's edge over the margin, a coloured base
    round it, a finger, a coloured map), and no longer joins the black border to the dark
    beyond it nor darkens its white margin. A grey picture (one channel) has no such
    look. What is read here is only a candidate, as in :func:`thinned_look`:
    :func:`_detect` keeps it only when the photo itself shows that marker. Returns the
    markers found only now (ids wanted and missing, on a square no marker found
    covers)."""
    if wanted <= set(found) or image.ndim != 3:
        return {}
    return _look_again(image.max(axis=2), "ink", wanted, found, busy)


def _look_again(
    picture: NDArray[Any],
    kind: str,
    wanted: set[int],
    found: dict[int, NDArray[Any]],
    busy: list[int] | None,
) -> dict[int, NDArray[Any]]:
    """One of the last looks: the ``wanted`` markers not in ``found``, read in ``picture``
    (made from the photo) by the default pass and then pass ``kind``; returns those found
    only now (ids wanted and missing, on a square no marker found covers)."""
    missing = wanted - set(found)
    got = find_quads(picture, wanted, ("default", kind), dict(found), busy=busy)
    return {mid: quad for mid, quad in got.items() if mid in missing}


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
    image: NDArray[Any],
    board: Board,
    ms: MarkerSet,
    found: dict[int, NDArray[Any]],
    busy: list[int] | None = None,
) -> dict[int, NDArray[Any]]:
    """Look again for the markers of ``ms`` not found, in the photo straightened by what
    the board markers found say (a steep photo's far markers are short and thin; seen
    from straight above they are squares again): three or more board markers, or two and
    the squares of the figure markers found
    (:func:`~tabletop_ai.photo.fit.fit_from_two`). Returns the
    markers found only now, as corners in the photo's pixels (``busy`` as for
    :func:`find_quads`)."""
    cv2 = _cv2()
    import numpy as np

    from tabletop_ai.photo.fit import fit_from_two

    layout = Layout(board.grid, UNIT)
    places = {m.id: layout.cell_to_scene(m.cell) for m in ms.board}
    wanted = set(places) | set(ms.figures.values())
    missing = wanted - set(found)
    seen = {i: quad_centre(found[i]) for i in places if i in found}
    if not missing or len(seen) < 2:
        return {}
    if len(seen) == 2:
        figures = [found[i] for i in sorted(set(ms.figures.values()) & set(found))]
        fit = fit_from_two({i: (found[i], places[i]) for i in seen}, figures)
        h = None if fit is None else fit.h
    else:
        h = _rough_homography(cv2, seen, places)
    if h is None:
        return {}
    xs = [p[0] for p in places.values()]
    ys = [p[1] for p in places.values()]
    # a board marker set down up to two cells from its place is looked for too
    x0, y0 = min(xs) - 2.5 * UNIT, min(ys) - 2.5 * UNIT
    x1, y1 = max(xs) + 2.5 * UNIT, max(ys) + 2.5 * UNIT
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
    for mid, quad in find_quads(flat, missing, busy=busy).items():
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


def detect(
    image: NDArray[Any], board: Board, source: str = "photo", markers: MarkerSet | None = None
) -> Detection:
    """Read a photo of the table: where does each figure stand, and how sure is each?
    Raises :class:`PhotoError` when fewer than three board markers are seen surely and two
    with the figure markers read cannot place the board either (nothing can be placed
    then; see :func:`~tabletop_ai.photo.place.locate`).

    Markers are looked for with OpenCV's default settings first; those still missing in
    the photo straightened by the board markers found (which needs three of them), with
    every pass of :data:`PASSES`; those still missing then, with the other passes in the
    photo itself; board markers still not read surely then, in the photo sharpened
    (:func:`board_sharpened_look`, whatever else was read: without them nothing is
    placed); then in the photo with its dark strokes thinned (:func:`thinned_look`)
    and by its brightest colour channels (:func:`ink_look`), for board markers and then
    figure markers on squares completed from the sides of partly hidden outlines
    (:func:`board_partial_reads`, :func:`partial_reads`),
    and last with part of the photo's blur taken back, seen larger
    (:func:`sharpened_look`: after the partial look, whose square of a partly hidden
    marker is truer than the detector's outline of it). Most photos need only the first
    look (the later ones cost time). Every read of the later
    passes is checked against the marker it was read as
    (:func:`~tabletop_ai.photo.quality.read_quality`): one that does not pass is unsure,
    and one of those four last looks is dropped (the photo does not show that marker). No
    pass is run on a picture with more outlines that could be markers than
    :data:`MAX_OUTLINES` for it (a damaged or very busy photo), nor the four last looks
    after such a pass or with fewer than two board markers read: the player is told so,
    with the figures not seen, or with the refusal when too few board markers were read.
    A picture in which OpenCV's default settings see nothing that could be a marker (no
    marker read, and no square whose code they rejected has a marker's black frame; for
    a picture too busy for that pass, no outline of its first thresholding has one: a
    drawn map, square or hex) gets no other look: it is refused as showing no board
    marker. A picture less than :data:`MIN_SIDE` pixels on a side is refused before any
    look, as too small, with its size; one less than :data:`SMALL_SIDE` wide is told its
    size too when it is refused, and when it is read but figures of the board are not
    seen in it (:func:`_small_note`: the same words)."""
    cv2 = _cv2()
    h, w = image.shape[:2]
    if min(h, w) < MIN_SIDE:
        raise PhotoError(_too_small(source, w, h))
    try:
        found = _detect(image, board, source, markers)
    except PhotoError as exc:
        if max(h, w) >= SMALL_SIDE:
            raise
        small = _small_note(w, h)
        note = f"{exc.note} {small}" if exc.note else str(small)
        raise PhotoError(
            str(msg("{refusal} {why}", refusal=str(exc), why=small)), note=note
        ) from None
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
    if found.unseen and max(h, w) < SMALL_SIDE:
        found.notes.append(str(_small_note(w, h)))
    return found


def _small_note(w: int, h: int) -> Msg:
    """Why a picture less than :data:`SMALL_SIDE` wide may show fewer markers than the
    table has: its size, and that the photo as taken shows them larger."""
    return msg(
        "The picture is only {w}x{h} pixels: the photo as the camera took it shows its "
        "markers larger.",
        w=w,
        h=h,
    )


def _detect(image: NDArray[Any], board: Board, source: str, markers: MarkerSet | None) -> Detection:
    """:func:`detect` itself."""
    ms = markers or marker_set(board)
    wanted = {m.id for m in ms.board} | set(ms.figures.values())
    twice: set[int] = set()
    busy: list[int] = []
    candidates: list[int] = []
    # the squares whose code the passes in the photo itself did not read (the sharpened
    # look reads them with the quality check's finer grid)
    rejects: list[NDArray[Any]] = []
    quads = find_quads(
        image,
        wanted,
        ("default",),
        twice=twice,
        busy=busy,
        candidates=candidates,
        rejects=rejects,
    )
    first = set(quads)  # read with OpenCV's default settings: an exact code, a clear border
    # OpenCV's defaults saw nothing that could be a marker, not even a square with a
    # marker's frame whose code they rejected (a drawn map, a picture of no table): no
    # other look is made
    blank = candidates == [0]
    every_pass = blank
    if wanted - set(quads) and not blank:
        if sum(1 for m in ms.board if m.id in quads) < 3:  # nothing to straighten it by yet
            quads = find_quads(image, wanted, PASSES, quads, busy=busy, rejects=rejects)
            every_pass = True
        quads.update(second_look(image, board, ms, quads, busy))
    if wanted - set(quads) and not every_pass:
        # still missing (partly covered, most often): the other passes on the photo itself
        quads = find_quads(image, wanted, PASSES, quads, busy=busy, rejects=rejects)
    gray = _gray(image)
    # only for a photo the board markers may place (two of them read: with the figures'
    # squares, see place._board_from_two), and not for a damaged or very busy one (a pass
    # was not run)
    placed = sum(1 for m in ms.board if m.id in quads) >= 2
    quads, doubts = checked_reads(gray, quads, wanted, first, image)
    board_ids = {m.id for m in ms.board}
    if (board_ids - set(quads) or board_ids & set(doubts)) and not blank and not busy:
        # small blurred board markers: looked for before the looks that need two of them
        late: list[int] = []  # a sharpened picture too busy: told, but no look is skipped
        for mid, quad in board_sharpened_look(gray, ms, quads, doubts, late, image).items():
            quads[mid] = quad
            doubts.pop(mid, None)
        placed = sum(1 for m in ms.board if m.id in quads) >= 2
    else:
        late = []
    for look in (_thinned, ink_look):  # candidates: kept only when the photo shows them
        if wanted - set(quads) and placed and not busy:
            extra = look(image, wanted, quads, busy)
            sure, failed = checked_reads(gray, extra, wanted, set(), image)
            quads.update({mid: q for mid, q in sure.items() if mid not in failed})
    if {m.id for m in ms.board} - set(quads) and placed and not busy:
        quads.update(board_partial_reads(image, gray, ms, quads, doubts))
    # the partial look's reads of missing figure markers told from the other ids by two
    # bits only, on squares not shown to be their own: shown unsure after the last look,
    # for an id it does not read surely
    late_reads: dict[int, NDArray[Any]] = {}
    if (wanted - set(quads) or _doubted_figures(ms, doubts)) and placed and not busy:
        # a square completed from sides that show is as sure as one seen whole only when
        # the photo shows those sides are the marker's own (on the square or on its
        # outline fitted to the photo): one more than a little hidden can complete on
        # another marker's sides
        read_surely = [q for m, q in quads.items() if m not in doubts]
        partial = partial_reads(image, gray, ms, quads, doubts, late_reads)
        # a doubtful read on a square no figure marker's size there is no figure marker
        misfit = _misfits(ms, quads, doubts)
        counted = {m: q for m, q in quads.items() if m not in misfit}
        owns = _own_outlines(image, gray, partial, counted, read_surely)
        for mid, quad in partial.items():
            own = owns.get(mid)
            if mid in counted:
                # read before, doubtfully (:func:`partial_reads`): that read gives way only
                # to one as sure as a marker seen whole, of the same square
                if own is not None and _same_square(own, quads[mid]):
                    quads[mid] = own
                    del doubts[mid]
                continue
            # missing, or read doubtfully on a square of no figure marker's size
            quads[mid] = quad if own is None else own
            if own is None:
                doubts[mid] = _partly_seen()
            else:
                doubts.pop(mid, None)
    if wanted - set(quads) and placed and not busy:
        unsure: dict[int, NDArray[Any]] = {}
        quads.update(sharpened_look(gray, ms, quads, doubts, busy, image, rejects, unsure))
        for mid, quad in unsure.items():
            # read on one bit's difference only: shown for the player to confirm, unless
            # the partial look has its own doubtful read of the id (kept, as before)
            if mid not in quads and mid not in late_reads:
                quads[mid] = quad
                doubts[mid] = str(msg("too little of its code can be read"))
    for mid, quad in late_reads.items():
        if mid not in quads and not _overlaps(quad, list(quads.values())):
            surely = [q for m, q in quads.items() if m not in doubts]
            own = _own_outlines(image, gray, {mid: quad}, quads, surely).get(mid)
            quads[mid] = quad if own is None else own
            if own is None:
                doubts[mid] = _partly_seen()
    busy.extend(late)
    h, w = image.shape[:2]
    try:
        found = locate(
            board,
            {mid: quad_centre(q) for mid, q in quads.items()},
            source,
            ms,
            quads=quads,
            doubts=doubts,
            twice=twice & wanted,
            image_size=(w, h),
            image=gray,
        )
    except PhotoError as exc:
        if not busy:
            raise
        crowded = _too_busy()
        raise PhotoError(
            str(msg("{refusal} {why}", refusal=str(exc), why=crowded)), note=crowded
        ) from None
    if busy:
        found.notes.append(_too_busy())
    return found


def _own_outlines(
    image: NDArray[Any],
    gray: NDArray[Any],
    reads: dict[int, NDArray[Any]],
    found: dict[int, NDArray[Any]],
    surely: list[NDArray[Any]],
) -> dict[int, NDArray[Any]]:
    """The partial look's ``reads`` (id -> the square completed) the photo shows are on
    their marker's own sides (:func:`~tabletop_ai.photo.partial.own_outline`, with up to
    :data:`~tabletop_ai.photo.partial.MOST_MARGIN_MARKS` cells of the white margin dark
    against it when none of the marker's own cells does: a stick or a standee's
    dark edge across the margin): id -> that outline. ``surely``: the markers read surely,
    whose paper lying over a read's corner is not against its code. A read made sure so is
    such a marker too, for the reads checked after it (neighbouring figures, both partly
    hidden, one by the other's paper): the reads left are checked again while one more
    becomes sure. A read of an
    id already read doubtfully (in ``found``) counts only on that read's square (the
    doubtful read gives way to it, :func:`_detect`)."""
    from tabletop_ai.photo.partial import MOST_MARGIN_MARKS, own_outline

    owns: dict[int, NDArray[Any]] = {}
    while True:
        others = surely + list(owns.values())
        more = {}
        for mid, quad in reads.items():
            if mid in owns:
                continue
            own = own_outline(image, gray, quad, mid, others, MOST_MARGIN_MARKS, strokes=True)
            if own is not None and (mid not in found or _same_square(own, found[mid])):
                more[mid] = own
        if not more:
            return owns
        owns.update(more)


def _partly_seen() -> str:
    """Why a read of the partial look whose sides are not shown to be its marker's own
    (:func:`~tabletop_ai.photo.partial.own_sides`) is shown for the player to confirm."""
    return str(msg("its marker was read from the parts of it that show"))


def partial_reads(
    image: NDArray[Any],
    gray: NDArray[Any],
    ms: MarkerSet,
    found: dict[int, NDArray[Any]],
    doubts: dict[int, str],
    unsure: dict[int, NDArray[Any]] | None = None,
) -> dict[int, NDArray[Any]]:
    """Figure markers still missing, or read only doubtfully (in ``doubts``), read on
    squares completed from the sides of partly hidden outlines
    (:func:`~tabletop_ai.photo.partial.partial_look`), at the size the figure markers read
    surely have where the square is (all are printed one size). A doubtful read's outline
    is not taken for its marker's (its sides may be looked at, a square inside it read as
    its id, never as a missing one): the loose passes read a marker with a stroke over a
    corner on an outline the stroke bends, and its cells then read against the code. Only
    reads the look keeps are returned (:func:`~tabletop_ai.photo.partial.partial_look`:
    those the quality check finds sure, or sure once what lies over the marker explains
    its bits; the others are dropped). A figure wearing a lookalike id
    (:data:`~tabletop_ai.photo.markers.LOOKALIKE_IDS`) is not looked for. ``gray``: the
    grey of ``image``. What is returned is still only part of a marker seen: the caller
    shows a read as unsure unless the photo shows the sides it was completed from are the
    marker's own (:func:`~tabletop_ai.photo.partial.own_sides`). ``unsure`` gets the look's
    reads of missing ids to be shown unsure only (its ``unsure``), off a doubtful read's
    square."""
    from tabletop_ai.photo.partial import partial_look

    figures = set(ms.figures.values())
    sure = [q for mid, q in found.items() if mid in figures and mid not in doubts]
    doubted = _doubted_figures(ms, doubts) & set(found)
    missing = figures - set(found) - LOOKALIKE_IDS
    # a doubted read's outline is not taken as the marker's: the look may complete a truer
    # square from its sides (a stroke over a corner bends the loose passes' outline)
    kept = {mid: q for mid, q in found.items() if mid not in doubted}
    read_surely = [q for mid, q in found.items() if mid not in doubts]
    late: dict[int, NDArray[Any]] = {}
    reads = partial_look(
        gray,
        missing | doubted,
        kept,
        sure,
        image,
        read_surely,
        _board_read(ms, found, doubts),
        late,
    )
    # a missing id is not read on a doubted read's square, as before: that square is taken
    # by the id read on it
    others = [found[mid] for mid in doubted]
    if unsure is not None:
        unsure.update(
            {
                mid: q
                for mid, q in late.items()
                if mid in missing and not any(_same_square(q, o) for o in others)
            }
        )
    return {
        mid: q
        for mid, q in reads.items()
        if mid in doubted or not any(_same_square(q, o) for o in others)
    }


def _misfits(ms: MarkerSet, quads: dict[int, NDArray[Any]], doubts: dict[int, str]) -> set[int]:
    """The figure markers read only doubtfully (in ``doubts``) on a square whose side is
    not a figure marker's where it lies (:func:`~tabletop_ai.photo.partial.size_model`,
    from the figure markers read surely; none read surely: no such read is known). Every
    figure marker is printed one size, so such a square is not the marker read on it (a
    loose pass's read of a dot, a corner of the code, two markers together): its id's read
    on a square completed from the marker's sides (:func:`partial_reads`) takes its place,
    wherever that square is."""
    from tabletop_ai.photo.partial import of_marker_size, size_model

    figures = set(ms.figures.values())
    sure = [q for mid, q in quads.items() if mid in figures and mid not in doubts]
    if not sure:
        return set()
    sizes = size_model(sure)
    return {
        mid
        for mid in _doubted_figures(ms, doubts) & set(quads)
        if not of_marker_size(sizes, quads[mid])
    }


def board_partial_reads(
    image: NDArray[Any],
    gray: NDArray[Any],
    ms: MarkerSet,
    found: dict[int, NDArray[Any]],
    doubts: dict[int, str],
) -> dict[int, NDArray[Any]]:
    """Board markers still missing read on squares completed from the sides of partly
    hidden outlines (:func:`~tabletop_ai.photo.partial.partial_look`), at the size the
    board markers read surely have where the square is (all four are printed one size; two
    read surely at least, else nothing is looked for): a standee's edge, a spear or a
    finger over a board marker's white margin joins its black border to the dark beyond,
    and no pass sees its square. A board marker is not shown to the player for confirming
    as a figure is: it places every figure. So a read is kept only when the photo shows
    the sides it was completed from are the marker's own
    (:func:`~tabletop_ai.photo.partial.own_outline`), on that outline; any other is dropped
    (the board is placed without it, as before). A lookalike id
    (:data:`~tabletop_ai.photo.markers.LOOKALIKE_IDS`) is not looked for. ``gray``: the
    grey of ``image``; ``found``: every marker read (no square inside one is read);
    ``doubts``: the reads not sure. Returns id -> corners (the marker's own top-left
    first)."""
    from tabletop_ai.photo.partial import own_outline, partial_look

    board = {m.id for m in ms.board}
    missing = board - set(found) - LOOKALIKE_IDS
    sure = [q for mid, q in found.items() if mid in board and mid not in doubts]
    if not missing or len(sure) < 2:
        return {}
    read_surely = [q for mid, q in found.items() if mid not in doubts]
    reads = partial_look(gray, missing, found, sure, image, read_surely)
    out: dict[int, NDArray[Any]] = {}
    for mid, quad in reads.items():
        own = own_outline(image, gray, quad, mid, read_surely)
        if own is not None:
            out[mid] = own
    return out


def _board_read(
    ms: MarkerSet, found: dict[int, NDArray[Any]], doubts: dict[int, str]
) -> list[NDArray[Any]]:
    """The corners of the board markers of ``found`` read surely (not in ``doubts``): where
    they lie and how large, they show how a marker's size changes across the photo
    (:func:`~tabletop_ai.photo.partial.board_size_model`)."""
    return [found[m.id] for m in ms.board if m.id in found and m.id not in doubts]


def _doubted_figures(ms: MarkerSet, doubts: dict[int, str]) -> set[int]:
    """The figure markers read only doubtfully whose read the partial look may rebuild
    (:func:`partial_reads`): no lookalike id
    (:data:`~tabletop_ai.photo.markers.LOOKALIKE_IDS`), whose read is never sure."""
    return (set(ms.figures.values()) & set(doubts)) - LOOKALIKE_IDS


def _same_square(quad: NDArray[Any], other: NDArray[Any]) -> bool:
    """Whether two outlines are of one marker: the centre of either lies inside the
    other."""
    return _overlaps(quad, [other]) or _overlaps(other, [quad])


def sharpened_look(
    gray: NDArray[Any],
    ms: MarkerSet,
    found: dict[int, NDArray[Any]],
    doubts: dict[int, str],
    busy: list[int] | None = None,
    photo: NDArray[Any] | None = None,
    rejects: Sequence[NDArray[Any]] = (),
    unsure: dict[int, NDArray[Any]] | None = None,
) -> dict[int, NDArray[Any]]:
    """Look for the markers of ``ms`` not in ``found`` once more, in the photo's grey
    ``gray`` with part of its blur taken back and seen larger: a blurred small marker (a
    bit three or four pixels wide, a blur of more than a pixel) has its narrow white
    margin greyed into the dark round it and its bits greyed into each other, so no
    thresholding of the photo gives its outline, or the outline's code is not read. Unsharp
    masking (:data:`SHARPEN_SIGMA`) steepens the steps from black to white again, and at
    :data:`SHARPEN_SCALE` times the size the margin is wider than the detector's smallest
    outline pieces. Read by the :data:`SHARPEN_PASS` pass: a wanted id still missing (no
    lookalike id, :data:`~tabletop_ai.photo.markers.LOOKALIKE_IDS`: a read of one is never
    sure, and this look keeps only sure reads) read on a square no marker found covers is
    a candidate; so is a square whose code the
    detector did not read, of a figure marker's size where it lies (the figure markers read
    surely give it, as in :func:`~tabletop_ai.photo.partial.size_model`), read as the
    missing figure id its clearly seen bits are nearest to
    (:func:`~tabletop_ai.photo.quality.likeliest`; no lookalike id), and so is such a
    square in ``rejects``, the squares whose code the passes in the photo itself did not
    read: OpenCV reads a bit as the mean of nearly its whole cell, which on a marker 20
    pixels across blurred by more than a pixel is half its neighbours' (a lone bit greys
    past halfway), while the quality check reads each cell's middle on the outline fitted
    to the marker's edge. The sharpening makes
    steps the photo does not have, so a candidate is only kept when the photo itself shows
    that marker (:func:`~tabletop_ai.photo.quality.read_quality` on ``gray``), one of the
    second kind (an id guessed as the nearest missing one) only with its code told from
    every other id by :data:`SHARPEN_SEPARATION` bits: one that passes the check with its
    code told from another id by fewer goes into ``unsure`` (id -> corners) rather than
    being returned, to be shown for the player to confirm; an id read on two squares
    apart, surely or not, is dropped (one of them is not that marker). Returns the markers
    found only now, on the corners they were sure on; what fails the check is dropped, not
    shown as unsure. No pass is run on a picture with more than :data:`MAX_OUTLINES`
    outlines that could be markers (their count goes into ``busy``). ``photo``: the
    picture in colour ``gray`` is the grey of, for the check."""
    cv2 = _cv2()
    import numpy as np

    from tabletop_ai.photo.partial import of_marker_size, size_model
    from tabletop_ai.photo.quality import likeliest, read_quality

    wanted = {m.id for m in ms.board} | set(ms.figures.values())
    # a lookalike id is never sure (checked_reads), and what this look cannot keep surely
    # it drops: it takes none, whether the detector reads it or it is the nearest id
    missing = wanted - set(found) - LOOKALIKE_IDS
    if not missing:
        return {}
    figures = set(ms.figures.values())
    sure = [q for mid, q in found.items() if mid in figures and mid not in doubts]
    unread = missing & figures
    sizes = size_model(sure) if sure else None
    sharp = _sharpened(gray)
    k = _sharpen_scale(gray)
    big = cv2.resize(sharp, None, fx=k, fy=k, interpolation=cv2.INTER_CUBIC) if k > 1 else sharp
    detector = _detector(cv2, SHARPEN_PASS)
    outlines = _outlines(cv2, big, detector.getDetectorParameters(), MAX_OUTLINES)
    if outlines > MAX_OUTLINES:
        if busy is not None:
            busy.append(outlines)
        return {}
    corners, ids, rejected = detector.detectMarkers(big)
    taken = list(found.values())

    def small(quad: Any) -> NDArray[Any]:
        return _scaled_back(quad, k)

    candidates: list[tuple[int, NDArray[Any], int]] = []  # id, corners, least separation
    for quad, mid in zip(corners, [] if ids is None else ids.flatten(), strict=False):
        if int(mid) in missing:
            candidates.append((int(mid), small(quad), 0))
    unseen = [small(quad) for quad in rejected] + [np.asarray(q) for q in rejects]
    for q in unseen if unread else ():
        if sizes is None or not of_marker_size(sizes, q) or _overlaps(q, taken):
            continue
        best = likeliest(gray, q, unread)
        if best is not None:
            candidates.append((best[0], best[1], SHARPEN_SEPARATION))
    # id -> [corners, sure]: one entry a square (outlines of it by other passes read too)
    reads: dict[int, list[tuple[NDArray[Any], bool]]] = {}
    for mid, quad, separation in candidates:
        if _overlaps(quad, taken):
            continue
        quality = read_quality(gray, quad, mid, photo)
        if not quality.sure:
            continue
        q = quad if quality.outline is None else quality.outline
        enough = quality.separation >= separation
        had = reads.setdefault(mid, [])
        same = [i for i, (r, _s) in enumerate(had) if _same_square(q, r)]
        if not same:
            had.append((q, enough))
        elif enough and not had[same[0]][1]:
            had[same[0]] = (q, True)  # the square read surely on another pass's outline
    out: dict[int, NDArray[Any]] = {}
    for mid, qs in reads.items():
        if len(qs) == 1:
            ((q, sure_read),) = qs
            if sure_read:
                out[mid] = q
            elif unsure is not None:
                unsure[mid] = q
    return out


def _sharpened(gray: NDArray[Any], amount: float = 1.0) -> NDArray[Any]:
    """The photo's grey with part of its blur taken back (unsharp masking): the grey and
    ``amount`` times the grey less the grey blurred by :data:`SHARPEN_SIGMA` (at 1: twice
    the grey less the grey blurred)."""
    cv2 = _cv2()
    out: NDArray[Any] = cv2.addWeighted(
        gray, 1.0 + amount, cv2.GaussianBlur(gray, (0, 0), SHARPEN_SIGMA), -amount, 0
    )
    return out


def _sharpen_scale(gray: NDArray[Any]) -> float:
    """How many times its size the sharpened look sees ``gray``: :data:`SHARPEN_SCALE`, at
    most :data:`SHARPEN_PIXELS` pixels in all, never smaller than the photo."""
    h, w = gray.shape[:2]
    return max(1.0, min(SHARPEN_SCALE, math.sqrt(SHARPEN_PIXELS / (h * w))))


def _scaled_back(quad: Any, k: float) -> NDArray[Any]:
    """Corners found in a picture ``k`` times the photo's size, in the photo's pixels (a
    pixel centre x of the photo lies at k * x + (k - 1) / 2 in the larger picture)."""
    import numpy as np

    out: NDArray[Any] = (np.asarray(quad).reshape(4, 2).astype(np.float64) - (k - 1) / 2) / k
    return out


def board_sharpened_look(
    gray: NDArray[Any],
    ms: MarkerSet,
    found: dict[int, NDArray[Any]],
    doubts: dict[int, str],
    busy: list[int] | None = None,
    photo: NDArray[Any] | None = None,
) -> dict[int, NDArray[Any]]:
    """The board markers not read surely (missing from ``found``, or in ``doubts``) looked
    for in the photo sharpened more than :func:`sharpened_look` sharpens it
    (:data:`BOARD_SHARPEN_AMOUNT`), at the photo's size and at that look's larger size, by
    the :data:`BOARD_SHARPEN_PASS` pass. A small board
    marker blurred by more than a pixel, its white margin narrow (a bit or less) on a dark
    table, has its margin greyed into the table round it: no thresholding of the photo
    gives its outline, or the outline a pass reads fails the margin check; sharpened, the
    step from its black border to the margin shows again. The board markers place every
    figure, and the photo is refused without three of them (or two and the figures), so
    this look is made before any other after the passes, whatever was read.

    Sharpening makes steps the photo does not have, and the loose pass reads codes with
    bits wrong, so a read is a candidate only: it is kept when the photo itself shows that
    marker (:func:`~tabletop_ai.photo.quality.read_quality` on ``gray``, sure, its code
    told from every other id by :data:`SHARPEN_SEPARATION` bits), on a square no marker
    read surely covers; a doubtful read gives way only to one on its own square; an id
    kept on two squares apart is dropped (one of them is not that marker), and a lookalike
    id (:data:`~tabletop_ai.photo.markers.LOOKALIKE_IDS`) is not looked for. Returns id ->
    corners (the marker's own top-left first; on the outline the read was sure on). A
    picture with more than :data:`MAX_OUTLINES` outlines that could be markers is not read
    at that size (their count goes into ``busy``). ``photo``: the picture in colour
    ``gray`` is the grey of, for the check."""
    cv2 = _cv2()
    from tabletop_ai.photo.quality import read_quality

    looked = {m.id for m in ms.board if m.id not in found or m.id in doubts} - LOOKALIKE_IDS
    if not looked:
        return {}
    sharp = _sharpened(gray, BOARD_SHARPEN_AMOUNT)
    detector = _detector(cv2, BOARD_SHARPEN_PASS)
    taken = [q for mid, q in found.items() if mid not in doubts]
    reads: dict[int, list[NDArray[Any]]] = {}
    for k in sorted({1.0, _sharpen_scale(gray)}):
        pic = sharp
        if k > 1:
            pic = cv2.resize(sharp, None, fx=k, fy=k, interpolation=cv2.INTER_CUBIC)
        outlines = _outlines(cv2, pic, detector.getDetectorParameters(), MAX_OUTLINES)
        if outlines > MAX_OUTLINES:
            if busy is not None:
                busy.append(outlines)
            continue
        corners, ids, _rejected = detector.detectMarkers(pic)
        for corner, mid in zip(corners, [] if ids is None else ids.flatten(), strict=False):
            mid = int(mid)
            quad = _scaled_back(corner, k)
            if mid not in looked or _overlaps(quad, taken):
                continue
            if mid in found and not _same_square(quad, found[mid]):
                continue  # a doubtful read elsewhere: two squares, neither sure
            quality = read_quality(gray, quad, mid, photo)
            if not quality.sure or quality.separation < SHARPEN_SEPARATION:
                continue
            q = quad if quality.outline is None else quality.outline
            if not any(_same_square(q, other) for other in reads.get(mid, [])):
                reads.setdefault(mid, []).append(q)
    return {mid: qs[0] for mid, qs in reads.items() if len(qs) == 1}


def _thinned(
    image: NDArray[Any],
    wanted: set[int],
    found: dict[int, NDArray[Any]],
    busy: list[int] | None = None,
) -> dict[int, NDArray[Any]]:
    """:func:`thinned_look` on the photo's grey."""
    return thinned_look(_gray(image), wanted, found, busy)


def checked_reads(
    gray: NDArray[Any],
    quads: dict[int, NDArray[Any]],
    wanted: set[int],
    first: set[int],
    photo: NDArray[Any] | None = None,
) -> tuple[dict[int, NDArray[Any]], dict[int, str]]:
    """The later passes' reads checked: each wanted id not read by OpenCV's default
    settings (not in ``first``) against the marker it was read as
    (:func:`~tabletop_ai.photo.quality.read_quality`: on the detector's outline, then on
    the outline fitted to the marker's edge). One that fails both goes into the doubts,
    with why; one sure only on its fitted outline takes those corners (the fitted centre,
    not the detector's, places it). A read of an id a plain counter with a dot looks like
    (:data:`~tabletop_ai.photo.markers.LOOKALIKE_IDS`, kept on a board printed before they
    were skipped) is unsure whichever pass read it. ``photo``: the picture in colour
    ``gray`` is the grey of (something in colour over a marker's white margin is then not
    taken for the margin missing). Returns (id -> corners, id -> why unsure)."""
    from tabletop_ai.photo.quality import read_quality

    corners = dict(quads)
    doubts: dict[int, str] = {}
    for mid, quad in quads.items():
        if mid in wanted and mid in LOOKALIKE_IDS:
            doubts[mid] = str(msg("its marker looks like a plain counter with a dot"))
        elif mid in wanted and mid not in first:
            quality = read_quality(gray, quad, mid, photo)
            if not quality.sure:
                doubts[mid] = quality.why
            elif quality.outline is not None:  # read surely only on its fitted outline
                corners[mid] = quality.outline
    return corners, doubts


def _too_busy() -> str:
    return str(
        msg(
            "The picture has more than {most} outlines that could be markers (it is damaged or "
            "very busy): some looks for markers were not made.",
            most=f"{MAX_OUTLINES:,}",
        )
    )
