"""A read of the detector's looser settings is sure only when the photo shows the marker:
the checks of ``tabletop_ai.photo.quality`` on squares drawn here, whose truth is known."""

from __future__ import annotations

import math

import cv2
import numpy as np
import pytest

from tabletop_ai.photo.detect import checked_reads
from tabletop_ai.photo.markers import DICTIONARY, LOOKALIKE_IDS
from tabletop_ai.photo.quality import _codes, _read, fit_outline, read_quality

BIT = 12  # pixels a bit in the pictures drawn here


def _marker(mid: int) -> np.ndarray:
    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY))
    return cv2.aruco.generateImageMarker(d, mid, 6 * BIT, borderBits=1)


def _on_paper(square: np.ndarray, ground: int = 90) -> tuple[np.ndarray, np.ndarray]:
    """``square`` (6 bits across) on a white margin of one bit, on a table of grey
    ``ground``; the picture and the square's corners (top-left first, clockwise)."""
    n = square.shape[0]
    pic = np.full((n + 8 * BIT, n + 8 * BIT), ground, np.uint8)
    o = 4 * BIT
    pic[o - BIT : o + n + BIT, o - BIT : o + n + BIT] = 235
    pic[o : o + n, o : o + n] = square
    pic = cv2.GaussianBlur(pic, (0, 0), 1.0)
    quad = np.array([[o, o], [o + n, o], [o + n, o + n], [o, o + n]], np.float64)
    return pic, quad


def _sparsest_id() -> int:
    """The id whose code has the fewest white bits."""
    full, _turns = _codes()
    return int(np.argmin(full[:, 1:-1, 1:-1].reshape(len(full), -1).sum(axis=1)))


def test_a_printed_marker_is_sure() -> None:
    for mid in (0, 7, 42, _sparsest_id()):
        pic, quad = _on_paper(_marker(mid))
        q = read_quality(pic, quad, mid)
        assert q.sure, q
        assert q.contrast > 100 and q.quiet > 0.9


def test_a_marker_read_as_another_id_is_not_sure() -> None:
    pic, quad = _on_paper(_marker(7))
    q = read_quality(pic, quad, 8)
    assert not q.sure
    assert q.why == "its bits do not match the marker"


def test_printed_hexes_with_a_dot_read_by_the_loose_pass_are_never_sure() -> None:
    """Plain printed hex counters (a dark hex with a light dot, of many sizes, shades and
    turns, blurred and noisy): the detector's loose pass reads many of them as markers;
    the check takes none of them for sure."""
    from tabletop_ai.photo.detect import _quads

    rng = np.random.default_rng(0)
    reads = []
    for _ in range(120):
        r = int(rng.uniform(14, 40))
        pic = np.full((8 * r, 8 * r), int(rng.uniform(150, 240)), np.uint8)
        c, turn = 4 * r, rng.uniform(0, 60)
        corners = [
            (
                c + r * math.cos(math.radians(60 * i + turn)),
                c + r * math.sin(math.radians(60 * i + turn)),
            )
            for i in range(6)
        ]
        cv2.fillPoly(pic, [np.array(corners, np.int32)], int(rng.uniform(10, 90)))
        dx, dy = rng.uniform(-0.3, 0.3, 2) * r
        dot = int(r * rng.uniform(0.15, 0.35))
        cv2.circle(pic, (int(c + dx), int(c + dy)), dot, int(rng.uniform(180, 250)), -1)
        pic = cv2.GaussianBlur(pic, (0, 0), rng.uniform(0.5, 2))
        pic = np.clip(pic + rng.normal(0, 3, pic.shape), 0, 255).astype(np.uint8)
        for mid, quad in _quads(cv2, pic, "loose").items():
            reads.append(read_quality(pic, quad, mid))
    assert len(reads) >= 50  # the loose pass does take them for markers
    assert [q for q in reads if q.sure] == []


def test_the_lookalike_ids_are_the_codes_of_one_patch_in_two_by_three_bits() -> None:
    """The ids a plain counter with a dot reads as: a code whose light bits (or dark bits)
    all lie inside one block of two by three bits (either way round)."""
    full, _turns = _codes()

    def one_patch(bits: np.ndarray) -> bool:
        ys, xs = np.nonzero(bits)
        if not len(ys):
            return False
        tall, wide = int(np.ptp(ys)) + 1, int(np.ptp(xs)) + 1
        return min(tall, wide) <= 2 and max(tall, wide) <= 3

    codes = full[:, 1:-1, 1:-1]
    found = {i for i in range(len(full)) if one_patch(codes[i]) or one_patch(~codes[i])}
    assert found == LOOKALIKE_IDS


def test_a_dark_counter_with_a_light_dot_reads_as_17_and_is_never_sure() -> None:
    """Dark square counters (a white card's edge round them) with a light dot about one
    bit off their middle, small, blurred and noisy: the detector's passes read many as
    marker 17, and its bits match (the check cannot tell them apart), so a read of 17 is
    unsure whichever pass made it."""
    from tabletop_ai.photo.detect import PASSES, _quads

    rng = np.random.default_rng(1)
    reads = []
    for _ in range(40):
        side, scale = float(rng.uniform(18, 40)), 8
        dark = int(side * scale)
        card = int(dark * 64 / 52)
        pic = np.full((3 * card, 3 * card), int(rng.uniform(120, 200)), np.uint8)
        pic[card : 2 * card, card : 2 * card] = int(rng.uniform(225, 255))
        o = card + (card - dark) // 2
        pic[o : o + dark, o : o + dark] = int(rng.uniform(20, 60))
        dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[int(rng.integers(4))]
        jx, jy = rng.uniform(-0.25, 0.25, 2)
        dot = (int(o + dark / 2 + (dx + jx) * dark / 6), int(o + dark / 2 + (dy + jy) * dark / 6))
        cv2.circle(pic, dot, int(dark * rng.uniform(0.11, 0.16)), int(rng.uniform(200, 250)), -1)
        small = cv2.resize(pic, None, fx=1 / scale, fy=1 / scale, interpolation=cv2.INTER_AREA)
        small = cv2.GaussianBlur(small, (0, 0), float(rng.uniform(0.5, 1.8)))
        small = np.clip(small + rng.normal(0, 3, small.shape), 0, 255).astype(np.uint8)
        for kind in PASSES:
            for mid, quad in _quads(cv2, small, kind).items():
                reads.append((small, mid, quad, kind))
    seventeen = [r for r in reads if r[1] == 17]
    assert len(seventeen) >= 30  # the passes do read them as 17
    assert sum(read_quality(g, q, 17).sure for g, _m, q, _k in seventeen) >= 20  # bits match
    assert any(kind == "default" for *_r, kind in seventeen)  # OpenCV's own settings too
    for gray, _mid, quad, kind in seventeen:
        first = {17} if kind == "default" else set()
        _corners, doubts = checked_reads(gray, {17: quad}, {17}, first)
        assert 17 in doubts


def test_a_light_counter_with_a_thin_outline_and_a_dark_dot_reads_as_85_never_sure() -> None:
    """Light square counters (a cardboard token) with a thin dark outline and a dark dot,
    on a grey table, turned, blurred and noisy: the loose pass reads some as marker 85
    (three dark bits in a line), the outline taken for its black border, and the bits of
    several match (the dot's half-covered neighbours unclear), so a read of 85 is unsure
    whichever pass made it."""
    from tabletop_ai.photo.detect import PASSES, _quads

    rng = np.random.default_rng(0)
    reads = []
    for _ in range(60):
        r = int(rng.uniform(12, 40))
        pic = np.full((8 * r, 8 * r), int(rng.uniform(120, 240)), np.uint8)
        c, turn = 4 * r, float(rng.uniform(0, 60))
        ink, light = int(rng.uniform(10, 90)), int(rng.uniform(180, 250))
        square = cv2.boxPoints(((c, c), (1.6 * r, 1.6 * r), turn)).astype(np.int32)
        cv2.fillPoly(pic, [square], light)
        cv2.polylines(pic, [square], True, ink, max(1, r // 8))
        dx, dy = rng.uniform(-0.3, 0.3, 2) * r
        cv2.circle(pic, (int(c + dx), int(c + dy)), int(r * rng.uniform(0.15, 0.35)), ink, -1)
        pic = cv2.GaussianBlur(pic, (0, 0), float(rng.uniform(0.5, 2)))
        pic = np.clip(pic + rng.normal(0, 3, pic.shape), 0, 255).astype(np.uint8)
        for kind in PASSES:
            for mid, quad in _quads(cv2, pic, kind).items():
                reads.append((pic, mid, quad, kind))
    eighty_five = [r for r in reads if r[1] == 85]
    assert len(eighty_five) >= 10  # the passes do read them as 85
    assert sum(read_quality(g, q, 85).sure for g, _m, q, _k in eighty_five) >= 3  # bits match
    for gray, _mid, quad, kind in eighty_five:
        first = {85} if kind == "default" else set()
        _corners, doubts = checked_reads(gray, {85: quad}, {85}, first)
        assert 85 in doubts


def test_a_finger_over_an_edge_still_reads_but_a_hole_in_the_middle_does_not() -> None:
    mid = 42
    pic, quad = _on_paper(_marker(mid))
    o = int(quad[0, 0])
    finger = pic.copy()
    finger[: o + BIT + 2, o + 2 * BIT : o + 4 * BIT] = 190  # from the top, over the border
    q = read_quality(finger, quad, mid)
    assert q.sure, q
    assert q.hidden > 0
    # the same bits wrong in the middle, the edge seen whole: not this marker
    full, _turns = _codes()
    middle = pic.copy()
    for row, col in ((2, 2), (2, 3), (3, 2)):
        y, x = o + row * BIT, o + col * BIT
        middle[y + 2 : y + BIT - 2, x + 2 : x + BIT - 2] = 30 if full[mid][row, col] else 235
    q = read_quality(middle, quad, mid)
    assert not q.sure
    assert q.why == "its bits do not match the marker"


@pytest.mark.parametrize("blur", [1.5, 2.5])
def test_a_blurred_marker_is_sure(blur: float) -> None:
    """A lone bit of a blurred marker greys towards its neighbours: no evidence against."""
    pic, quad = _on_paper(_marker(42))
    pic = cv2.GaussianBlur(pic, (0, 0), blur * BIT / 4)  # as blurred as at 4 pixels a bit
    assert read_quality(pic, quad, 42).sure


def test_a_flat_grey_square_is_not_sure() -> None:
    pic = np.full((20 * BIT, 20 * BIT), 128, np.uint8)
    quad = np.array([[40, 40], [112, 40], [112, 112], [40, 112]], np.float64)
    q = read_quality(pic, quad, 3)
    assert not q.sure
    assert q.why == "too little contrast"


@pytest.mark.parametrize("mid", [0, 7, 42])
def test_a_small_blurred_marker_read_on_corners_inside_its_border_is_sure(mid: int) -> None:
    """The detector's corners of a small blurred marker lie where its threshold put the
    outline, here 0.4 of a bit inside the black border on every side (the cells read are
    then a bit's neighbours): the outline fitted to the border's edge reads it surely, and
    as no other id."""
    pic, quad = _on_paper(_marker(mid))
    small = cv2.resize(pic, None, fx=4 / BIT, fy=4 / BIT, interpolation=cv2.INTER_AREA)
    small = cv2.GaussianBlur(small, (0, 0), 1.2)  # 4 pixels a bit, blur sigma 0.3 bit
    true = quad * 4 / BIT - 0.5  # pixel centres of the picture scaled down
    centre = true.mean(axis=0)
    inside = centre + (true - centre) * (1 - 0.4 / 3)
    q = read_quality(small, inside, mid)
    assert q.sure, q
    # the fitted outline, within a quarter of a bit of the true one, is the marker's now
    assert q.outline is not None
    assert np.abs(q.outline - true).max() < 0.25 * 4
    assert np.array_equal(q.outline, fit_outline(small, inside))
    for other in (mid + 1, mid + 7, 249 - mid):
        assert not read_quality(small, inside, other).sure


def test_the_outline_is_fitted_from_the_marker_s_neighbourhood_only() -> None:
    """The fit reads the few pixels round the marker: in a 4000 x 3000 photo it finds the
    same outline as in a small picture of the marker alone, in a small share of the time
    smoothing the whole photo once takes (what it did for every marker before)."""
    import time

    pic, quad = _on_paper(_marker(7))
    off = quad + np.array([2.6, -1.7])  # the detector's corners a little off
    at = np.array([2000.0, 1000.0])
    alone = fit_outline(pic, off)
    assert alone is not None
    photo = np.full((3000, 4000), 120, np.uint8)
    photo[1000 : 1000 + pic.shape[0], 2000 : 2000 + pic.shape[1]] = pic
    fits, smooths = [], []
    for _ in range(5):
        start = time.perf_counter()
        inside = fit_outline(photo, off + at)
        fits.append(time.perf_counter() - start)
        start = time.perf_counter()
        cv2.GaussianBlur(photo.astype(np.float32), (0, 0), 0.7)
        smooths.append(time.perf_counter() - start)
    assert inside is not None
    assert np.abs(inside - (alone + at)).max() < 0.05
    assert sorted(fits)[2] < sorted(smooths)[2] / 5


@pytest.mark.parametrize("mid", [0, 7, 42])
def test_a_later_read_sure_only_on_its_fitted_outline_takes_those_corners(mid: int) -> None:
    """A later pass's read whose detector corners lie inside the border (0.4 of a bit, as
    above) is sure on its fitted outline and is placed by those corners; a read of OpenCV's
    default settings (``first``) is not checked and keeps the detector's; a later read as
    another id is unsure whatever its outline."""
    pic, quad = _on_paper(_marker(mid))
    small = cv2.resize(pic, None, fx=4 / BIT, fy=4 / BIT, interpolation=cv2.INTER_AREA)
    small = cv2.GaussianBlur(small, (0, 0), 1.2)
    true = quad * 4 / BIT - 0.5
    centre = true.mean(axis=0)
    inside = centre + (true - centre) * (1 - 0.4 / 3)
    corners, doubts = checked_reads(small, {mid: inside}, {mid}, set())
    assert doubts == {}
    assert np.abs(corners[mid] - true).max() < 0.25 * 4
    corners, doubts = checked_reads(small, {mid: inside}, {mid}, {mid})
    assert doubts == {}
    assert np.array_equal(corners[mid], inside)
    other = mid + 1
    corners, doubts = checked_reads(small, {other: inside}, {other}, set())
    assert other in doubts


def test_the_fitted_outline_places_a_small_blurred_marker_nearer_its_centre() -> None:
    """Markers drawn at a known place a third of a pixel off the pixel grid, 3 pixels a
    bit, blurred and noisy as a phone's photo, given corners up to 0.8 of a pixel off
    unevenly (as OpenCV's of such a marker are): the fitted outline's centre (where its
    diagonals cross) lies nearer the true centre, within a fifth of a pixel on average."""
    from tabletop_ai.photo.detect import quad_centre

    rng = np.random.default_rng(5)
    given, fitted_off = [], []
    for mid in (3, 17, 42, 99, 150, 201):
        big = np.full((40 * BIT, 40 * BIT), 235, np.uint8)
        o = 17 * BIT + 4  # 4 of 12 sub-pixels: a third of a pixel once scaled down
        big[o : o + 6 * BIT, o : o + 6 * BIT] = _marker(mid)
        small = cv2.resize(big, None, fx=3 / BIT, fy=3 / BIT, interpolation=cv2.INTER_AREA)
        small = cv2.GaussianBlur(small, (0, 0), 1.0)
        small = np.clip(small + rng.normal(0, 4, small.shape), 0, 255).astype(np.uint8)
        edge = np.array([[o, o], [o + 6 * BIT, o], [o + 6 * BIT, o + 6 * BIT], [o, o + 6 * BIT]])
        true = edge * 3 / BIT - 0.5
        detector = true + rng.uniform(-0.8, 0.8, (4, 2))
        fitted = fit_outline(small, detector)
        assert fitted is not None
        centre = np.array(quad_centre(true))
        given.append(float(np.hypot(*(np.array(quad_centre(detector)) - centre))))
        fitted_off.append(float(np.hypot(*(np.array(quad_centre(fitted)) - centre))))
    assert np.mean(fitted_off) < 0.2, fitted_off
    assert np.mean(fitted_off) < np.mean(given), (fitted_off, given)


def _margin_covered(colour: tuple[int, int, int]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Marker 42 on paper, in colour, with something of ``colour`` (BGR) over the top
    two thirds of the white margin along its right side (none of the marker under it): the
    photo, its grey and the marker's corners."""
    pic, quad = _on_paper(_marker(42))
    photo = cv2.cvtColor(pic, cv2.COLOR_GRAY2BGR)
    o, n = int(quad[0, 0]), 6 * BIT
    photo[: o + 2 * n // 3, o + n + 1 : o + n + BIT + 4] = colour
    photo = cv2.GaussianBlur(photo, (0, 0), 0.7)
    return photo, cv2.cvtColor(photo, cv2.COLOR_BGR2GRAY), quad


def test_a_coloured_thing_over_one_side_s_margin_is_not_taken_for_no_margin() -> None:
    """A standee or a miniature in colour over part of a marker's white margin: along
    that side the margin is dark, but it is not ink nor paper; left out, what shows of
    that side is white, and the marker reads sure in the colour photo."""
    photo, gray, quad = _margin_covered((160, 60, 20))  # a dark blue
    assert read_quality(gray, quad, 42, photo).sure
    # the grey alone cannot tell it from a margin that is not there
    q = read_quality(gray, quad, 42)
    assert not q.sure
    assert q.why == "no white margin round it"


@pytest.mark.parametrize("ground", [90, 110])
def test_a_marker_with_no_margin_on_a_plain_grey_table_is_not_sure(ground: int) -> None:
    """A marker cut out with no white margin, lying on a plain table darker than halfway
    between the ink and the paper: the band round its border is the table, far lighter
    than the ink, but no white. The margin is read against the paper of the code's own
    white bits, not against a white the table's grey makes up most of."""
    mid = 42
    n, o = 6 * BIT, 4 * BIT
    pic = np.full((n + 8 * BIT, n + 8 * BIT), ground, np.uint8)
    pic[o : o + n, o : o + n] = np.where(_marker(mid) > 127, 235, 0)
    pic = cv2.GaussianBlur(pic, (0, 0), 1.0)
    quad = np.array([[o, o], [o + n, o], [o + n, o + n], [o, o + n]], np.float64)
    q = read_quality(pic, quad, mid)
    assert q.why == "no white margin round it", q
    # the same marker with its white margin reads sure on the same table
    pic, quad = _on_paper(_marker(mid), ground)
    assert read_quality(pic, quad, mid).sure


def test_a_dark_grey_thing_over_the_margin_is_still_no_margin() -> None:
    """Something as grey as ink over the margin (a print round the square, a dark stroke)
    is not left out: that side has no white margin, in the colour photo too."""
    photo, gray, quad = _margin_covered((60, 60, 60))
    q = read_quality(gray, quad, 42, photo)
    assert not q.sure
    assert q.why == "no white margin round it"


def test_checked_reads_leave_out_colour_over_the_margin() -> None:
    """The later passes' reads are checked in the colour photo when there is one."""
    photo, gray, quad = _margin_covered((160, 60, 20))
    _corners, doubts = checked_reads(gray, {42: quad}, {42}, set(), photo)
    assert doubts == {}
    _corners, doubts = checked_reads(gray, {42: quad}, {42}, set())
    assert 42 in doubts


@pytest.mark.parametrize("mid", [0, 42])
def test_a_read_failing_on_contrast_shows_the_fitted_outlines_reason(mid: int) -> None:
    """Corners 0.4 of a bit inside a marker's border (a small marker's thresholded
    outline) put the quiet zone's band on the black border: that read fails on its
    contrast. On the outline fitted to the photo the contrast is there, and a marker with
    no white margin on a grey table then fails for its margin: that is the reason shown.
    With its margin, the same marker is sure on the fitted outline."""
    n, o = 6 * BIT, 4 * BIT
    pic = np.full((n + 8 * BIT, n + 8 * BIT), 90, np.uint8)
    pic[o : o + n, o : o + n] = np.where(_marker(mid) > 127, 235, 0)
    pic = cv2.GaussianBlur(pic, (0, 0), 1.0)
    quad = np.array([[o, o], [o + n, o], [o + n, o + n], [o, o + n]], np.float64)
    inside = quad.mean(axis=0) + (quad - quad.mean(axis=0)) * (1 - 0.8 / 6)
    assert _read(pic, inside, mid).why == "too little contrast"
    q = read_quality(pic, inside, mid)
    assert q.why == "no white margin round it", q
    pic, quad = _on_paper(_marker(mid), 90)
    inside = quad.mean(axis=0) + (quad - quad.mean(axis=0)) * (1 - 0.8 / 6)
    assert read_quality(pic, inside, mid).sure


def _small_slanted(
    mid: int, margin: float, ground: int, blur: float
) -> tuple[np.ndarray, np.ndarray]:
    """Marker ``mid`` printed ink 60 on paper 220 with a white margin ``margin`` bits wide
    on a dark base of grey ``ground``, seen 21 pixels across and slanted (squashed to 0.75
    of that the other way, as at a tilt of 41°), blurred by ``blur`` pixels: the picture
    and the marker's corners."""
    big = 16  # pixels a bit, drawn
    n, o = 6 * big, 4 * big
    size = n + 8 * big
    pic = np.full((size, size), ground, np.float32)
    m = round(margin * big)
    if m:
        pic[o - m : o + n + m, o - m : o + n + m] = 220
    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY))
    pic[o : o + n, o : o + n] = np.where(
        cv2.aruco.generateImageMarker(d, mid, n, borderBits=1) > 127, 220, 60
    )
    w, h = round(size * 3.5 / big), round(size * 3.5 * 0.75 / big)
    small = cv2.GaussianBlur(cv2.resize(pic, (w, h), interpolation=cv2.INTER_AREA), (0, 0), blur)
    corners = np.array([[o, o], [o + n, o], [o + n, o + n], [o, o + n]], np.float64)
    return np.clip(small, 0, 255).astype(np.uint8), corners * (w / size, h / size) - 0.5


@pytest.mark.parametrize(
    ("mid", "blur"),
    [
        (42, 1.45),
        (0, 1.2),
        (7, 1.2),
        # codes whose white bits next to the border have, inward of them, only lone black
        # bits among white ones
        pytest.param(9, 1.2, id="lone-black-9-1.2"),
        pytest.param(7, 1.3, id="lone-black-7-1.3"),
        pytest.param(188, 1.45, id="lone-black-188-1.45"),
    ],
)
def test_a_small_slanted_blurred_marker_s_narrow_margin_is_white_as_its_code(
    mid: int, blur: float
) -> None:
    """A figure marker 21 pixels across, slanted, blurred by more than a pixel, cut with a
    margin two thirds of a bit wide on a dark base: the blur greys the margin next to the
    border as it greys the code's white bits next to the border on their side, most along
    the axis the slant squashes, and the margin is read against those bits as far inside
    the border as it lies outside. Blurred, a lone black bit among white ones reads grey or
    white, not clearly black; the white bit beside such a bit is greyed less than one
    between two blacks, so it is still a bit to read the margin against (as strict or
    stricter): the ``lone-black`` cases, whose margin was read against the paper's white
    before, which a margin narrower than a bit, blurred, never reaches. With no margin on
    the same base, or on a grey table up to nearly halfway from the ink to the paper, it
    is still no margin."""
    pic, quad = _small_slanted(mid, 0.65, 40, blur)
    q = read_quality(pic, quad, mid)
    assert q.sure, q
    for ground in (40, 80, 120):
        pic, quad = _small_slanted(mid, 0.0, ground, blur)
        assert not read_quality(pic, quad, mid).sure, ground
