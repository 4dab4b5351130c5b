"""Markers a dark line or a coloured thing runs onto: the thinned and the ink looks of
``tabletop_ai.photo.detect`` read them, and keep only what the photo itself shows. Pictures
drawn here, whose truth is the marker printed in them."""

from __future__ import annotations

import math
from typing import Any

import cv2
import numpy as np
import pytest
from numpy.typing import NDArray

from tabletop_ai.board import Board, load_board
from tabletop_ai.geometry import Cell
from tabletop_ai.photo import detect as detect_module
from tabletop_ai.photo.detect import (
    PASSES,
    detect,
    find_quads,
    ink_look,
    quad_centre,
    sharpened_look,
    thinned_look,
)
from tabletop_ai.photo.markers import (
    DICTIONARY,
    LOOKALIKE_IDS,
    BoardMarker,
    MarkerSet,
    marker_set,
)
from tabletop_ai.photo.synthetic import Shot, photo
from tests.conftest import MAPS

BIT = 8  # pixels a bit in the pictures drawn here


def _printed(mid: int, turn: float) -> tuple[NDArray[Any], NDArray[Any]]:
    """Marker ``mid`` (6 bits of :data:`BIT` pixels) with a white margin of one bit, on a
    grey table, turned by ``turn`` degrees, slightly blurred; the picture and the marker's
    corners (its own top-left first)."""
    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY))
    side = 6 * BIT
    paper = np.full((side + 2 * BIT, side + 2 * BIT), 235, np.uint8)
    paper[BIT:-BIT, BIT:-BIT] = cv2.aruco.generateImageMarker(d, mid, side, borderBits=1)
    size = 20 * BIT
    m = cv2.getRotationMatrix2D((paper.shape[1] / 2, paper.shape[0] / 2), turn, 1.0)
    m[:, 2] = m[:, 2] + (size - paper.shape[0]) / 2
    mask = cv2.warpAffine(np.full(paper.shape, 255, np.uint8), m, (size, size))
    pic = np.full((size, size), 120, np.uint8)
    turned = cv2.warpAffine(paper, m, (size, size), flags=cv2.INTER_AREA)
    pic[mask > 127] = turned[mask > 127]
    corners = np.array([[BIT, BIT], [BIT + side, BIT], [BIT + side, BIT + side], [BIT, BIT + side]])
    quad = (np.hstack([corners, np.ones((4, 1))]) @ m.T).astype(np.float64)
    return cv2.GaussianBlur(pic, (0, 0), 0.7), quad


def _line_onto(pic: NDArray[Any], quad: NDArray[Any], width: int, colour: Any = 35) -> None:
    """A dark line ``width`` pixels wide from the middle of the marker's top border out
    across its margin to a dark patch beyond (a standee's edge and the standee)."""
    a, b = quad[0], quad[1]
    centre = quad.mean(axis=0)
    out = (a + b) / 2 - centre
    out /= np.linalg.norm(out)
    start = (a + b) / 2 - out * BIT / 2  # on the black border
    end = start + out * 4 * BIT
    cv2.line(pic, tuple(map(int, start)), tuple(map(int, end)), colour, width)
    cv2.circle(pic, tuple(map(int, end)), 2 * BIT, colour, -1)


@pytest.mark.parametrize(("mid", "turn"), [(42, 17.0), (150, -33.0), (7, 40.0)])
def test_a_thin_dark_line_onto_a_marker_hides_it_from_every_pass_but_the_thinned(
    mid: int, turn: float
) -> None:
    """A line two pixels wide joins the black border to the dark beyond: no pass of the
    detector reads the marker; the thinned look reads it, on its printed outline."""
    pic, quad = _printed(mid, turn)
    assert mid in find_quads(pic, {mid}, PASSES)  # before the line: read
    _line_onto(pic, quad, 2)
    assert mid not in find_quads(pic, {mid}, PASSES)
    found = thinned_look(pic, {mid}, {})
    assert set(found) == {mid}
    assert math.dist(quad_centre(found[mid]), quad_centre(quad)) < 1.0  # pixels


def test_a_dark_bar_wider_than_the_thinning_still_hides_it() -> None:
    """The thinning takes a pixel off each side of a dark stroke: a bar three pixels wide
    stays, and the marker stays unread (not seen, never guessed)."""
    pic, quad = _printed(42, 17.0)
    _line_onto(pic, quad, 3)
    assert 42 not in find_quads(pic, {42}, PASSES)
    assert thinned_look(pic, {42}, {}) == {}


@pytest.mark.parametrize(
    ("mid", "colour"), [(42, (170, 40, 20)), (150, (30, 30, 160)), (7, (40, 120, 30))]
)
def test_a_coloured_bar_onto_a_marker_hides_it_but_from_the_ink_look(
    mid: int, colour: tuple[int, int, int]
) -> None:
    """A standee's edge in blue, red or green, five pixels wide (wider than the thinning
    takes), from the black border out to the standee: dark in grey, so no pass reads the
    marker and the thinned look neither; by each pixel's brightest channel the bar is
    light and the printed black and white are as they were, so the ink look reads it on
    its printed outline. In a grey picture there is no such look."""
    pic, quad = _printed(mid, 17.0)
    photo_ = cv2.cvtColor(pic, cv2.COLOR_GRAY2BGR)
    _line_onto(photo_, quad, 5, colour)
    gray = cv2.cvtColor(photo_, cv2.COLOR_BGR2GRAY)
    assert mid not in find_quads(photo_, {mid}, PASSES)
    assert thinned_look(gray, {mid}, {}) == {}
    found = ink_look(photo_, {mid}, {})
    assert set(found) == {mid}
    assert math.dist(quad_centre(found[mid]), quad_centre(quad)) < 1.0  # pixels
    assert ink_look(gray, {mid}, {}) == {}


def test_a_thinned_read_the_photo_does_not_show_is_dropped_not_unsure(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The thinning narrows the code's black bits, so its reads are candidates only: one
    the photo does not show as that marker (here a figure's square read as the next
    figure's id) is no read at all, neither placed nor shown as unsure; one it shows is
    placed like any other."""
    b = load_board(MAPS / "outpost-raid.board.json")
    ms = marker_set(b)
    img, truth = photo(b, Shot(angle=20, turn=15, blur=0.7, noise=3.0), seed=1)
    quads = find_quads(img)
    ids = sorted(ms.figures.values())
    shown, other = ids[0], ids[1]
    by_id = {mid: fid for fid, mid in ms.figures.items()}
    real = detect_module.find_quads

    def without(image: NDArray[Any], *args: Any, **kwargs: Any) -> dict[int, NDArray[Any]]:
        # every pass in the photo misses both figures
        got = real(image, *args, **kwargs)
        return {k: v for k, v in got.items() if k not in (shown, other)}

    monkeypatch.setattr(detect_module, "find_quads", without)
    # the thinned look reads ``shown`` on its own square, and ``other`` on the square of
    # a third figure's marker (which the photo shows as that third id)
    monkeypatch.setattr(
        detect_module,
        "thinned_look",
        lambda gray, wanted, found, busy=None: {shown: quads[shown], other: quads[ids[2]]},
    )
    # the partial and the sharpened looks would read ``other`` on its own square, which the
    # photo shows
    monkeypatch.setattr(detect_module, "partial_reads", lambda *args: {})
    monkeypatch.setattr(detect_module, "sharpened_look", lambda *args: {})
    det = detect(img, b)
    seen = {s.figure: s for s in det.seen}
    assert seen[by_id[shown]].cell == truth[by_id[shown]]
    assert by_id[shown] not in det.unsure
    assert by_id[other] not in seen and by_id[other] in det.unseen


def _corner_hidden(
    mid: int, turn: float, corner: int, colour: Any = (45, 50, 55), reach: float = 1.6
) -> tuple[NDArray[Any], NDArray[Any]]:
    """Marker ``mid`` as :func:`_printed` draws it, with a dark blob (a figure's dark base,
    a gloved finger) over corner ``corner`` of its black square reaching ``reach`` bits in,
    joined by a dark bar to a dark patch beyond the white margin; then shrunk to half (a
    marker 24 pixels across) and blurred a little. The colour photo and the marker's
    corners in it."""
    pic, quad = _printed(mid, turn)
    photo_ = cv2.cvtColor(pic, cv2.COLOR_GRAY2BGR)
    at = quad[corner]
    centre = quad.mean(axis=0)
    out = (at - centre) / np.linalg.norm(at - centre)
    blob = at - out * (reach - 1.0) * BIT
    cv2.circle(photo_, tuple(map(int, blob)), int(1.5 * BIT), colour, -1)
    far = at + out * 4 * BIT
    cv2.line(photo_, tuple(map(int, blob)), tuple(map(int, far)), colour, BIT)
    cv2.circle(photo_, tuple(map(int, far)), 2 * BIT, colour, -1)
    small = cv2.resize(photo_, None, fx=0.5, fy=0.5, interpolation=cv2.INTER_AREA)
    return cv2.GaussianBlur(small, (0, 0), 0.6), quad * 0.5 - 0.25


#: a figure marker read elsewhere: 24 pixels across (the markers of :func:`_corner_hidden`)
_SIZE = [np.array([[0.0, 0.0], [24.0, 0.0], [24.0, 24.0], [0.0, 24.0]])]


@pytest.mark.parametrize(
    ("mid", "turn", "corner"), [(42, -33.0, 0), (150, -33.0, 1), (7, 40.0, 2), (99, 5.0, 3)]
)
def test_a_marker_with_a_corner_hidden_by_something_dark_is_read_on_its_sides(
    mid: int, turn: float, corner: int
) -> None:
    """A dark blob over a corner of a small, slightly blurred marker, joined to the dark
    beyond its margin: the border's outline runs on round the blob, so no pass of the
    detector, nor the thinned or the ink look, finds a square there. Its four sides still
    show: the partial look completes the square from them and reads the marker on it, in
    its place."""
    from tabletop_ai.photo.partial import partial_look

    photo_, quad = _corner_hidden(mid, turn, corner)
    gray = cv2.cvtColor(photo_, cv2.COLOR_BGR2GRAY)
    assert mid not in find_quads(photo_, {mid}, PASSES)
    assert thinned_look(gray, {mid}, {}) == {}
    assert ink_look(photo_, {mid}, {}) == {}
    found = partial_look(gray, {mid}, {}, _SIZE)
    assert set(found) == {mid}
    assert math.dist(quad_centre(found[mid]), quad_centre(quad)) < 1.0  # pixels


def _square_at(x: float, y: float, side: float) -> NDArray[Any]:
    """A square's corners, clockwise from its top-left at (``x``, ``y``)."""
    return np.array([[x, y], [x + side, y], [x + side, y + side], [x, y + side]])


def test_a_near_marker_larger_than_the_few_read_is_sized_by_the_board_markers() -> None:
    """Seen steeply, a figure marker near the camera is half as large again as one far
    off. With one figure marker read, far up the photo (16 pixels), the sizes it allows
    (up to 1.4 times its own) leave out a partly hidden one of 24 pixels near the camera;
    three board markers read, 30 pixels across far off and 45 near, show how large a figure
    marker is there, and the partial look, looking once more at those sizes for the ids
    still missing, reads it, in its place."""
    from tabletop_ai.photo.partial import board_size_model, partial_look

    mid = 42
    photo_, quad = _corner_hidden(mid, -33.0, 0)
    gray = cv2.cvtColor(photo_, cv2.COLOR_BGR2GRAY)
    far = [_square_at(20.0, -600.0, 16.0)]
    board = [
        _square_at(-300.0, -620.0, 30.0),
        _square_at(300.0, -620.0, 30.0),
        _square_at(20.0, 20.0, 45.0),
    ]
    assert partial_look(gray, {mid}, {}, far) == {}
    sizes = board_size_model(far, board)
    assert sizes is not None
    least, most = sizes(*quad_centre(quad))
    assert least < 24.0 < most
    found = partial_look(gray, {mid}, {}, far, board=board)
    assert set(found) == {mid}
    assert math.dist(quad_centre(found[mid]), quad_centre(quad)) < 1.0  # pixels
    # two board markers say nothing of the slant: the figure markers' sizes as before
    assert partial_look(gray, {mid}, {}, far, board=board[:2]) == {}


def test_markers_read_nearly_in_a_line_size_a_marker_off_that_line_by_their_own_sides() -> None:
    """Three figure markers read nearly in a line (24, 24.6 and 24 pixels, the middle one a
    pixel lower) leave the slope of the plane through their sides across that line to a
    pixel's noise: extrapolated to a partly hidden marker well off the line, the plane says
    over a hundred pixels, and a range round that holds no marker there. Held within the
    sides read, the range is 0.7 to 1.4 times the largest, and the partial look reads the
    marker of 24 pixels there, in its place."""
    from tabletop_ai.photo.partial import partial_look, size_model

    mid = 42
    photo_, quad = _corner_hidden(mid, -33.0, 0)
    gray = cv2.cvtColor(photo_, cv2.COLOR_BGR2GRAY)
    line = [
        _square_at(-400.0, -300.0, 24.0),
        _square_at(-200.0, -299.0, 24.6),
        _square_at(0.0, -300.0, 24.0),
    ]
    least, most = size_model(line)(*quad_centre(quad))
    assert least < 24.0 < most
    assert (least, most) == pytest.approx((0.7 * 24.6, 1.4 * 24.6))
    found = partial_look(gray, {mid}, {}, line)
    assert set(found) == {mid}
    assert math.dist(quad_centre(found[mid]), quad_centre(quad)) < 1.0  # pixels


def _everything_but(*ids: int) -> set[int]:
    return set(range(4, 250)) - set(ids)


@pytest.mark.parametrize(("mid", "turn", "corner"), [(42, 17.0, 0), (150, -33.0, 1)])
def test_the_partial_look_reads_no_other_marker_as_a_missing_id(
    mid: int, turn: float, corner: int
) -> None:
    """A marker with a corner hidden is never read as another id: with every figure id
    missing but its own, the partial look reads nothing there (the bits it shows are its
    own, read against any other id in the middle of the marker)."""
    from tabletop_ai.photo.partial import partial_look

    photo_, _quad = _corner_hidden(mid, turn, corner)
    gray = cv2.cvtColor(photo_, cv2.COLOR_BGR2GRAY)
    assert partial_look(gray, _everything_but(mid), {}, _SIZE) == {}


def test_the_partial_look_reads_no_plain_square_and_no_half_hidden_marker_as_another() -> None:
    """A plain black square on white with a corner hidden (a printed counter) reads as no
    id; a marker with more of it hidden reads as no other id."""
    from tabletop_ai.photo.partial import partial_look

    pic, quad = _printed(42, 17.0)
    cv2.fillConvexPoly(pic, np.round(quad).astype(np.int32), 30)
    plain = cv2.GaussianBlur(cv2.resize(pic, None, fx=0.5, fy=0.5), (0, 0), 0.6)
    assert partial_look(plain, _everything_but(), {}, _SIZE) == {}
    for corner in range(4):
        half, _quad = _corner_hidden(42, 17.0, corner, reach=4.0)
        gray = cv2.cvtColor(half, cv2.COLOR_BGR2GRAY)
        assert partial_look(gray, _everything_but(42), {}, _SIZE) == {}


def test_cells_in_colour_are_not_read_as_code_bits(monkeypatch: pytest.MonkeyPatch) -> None:
    """A finger-coloured blob over the middle of marker 198 reads as white bits, which
    with the bits round it make the code of marker 8 as surely as the quality check asks.
    The marker is black ink on white paper: cells in colour are something over it and do
    not count as bits, and then too little of the code shows to tell 8 from every other
    id. Counted as bits (the colour rule off), the partial look reads it as 8."""
    from tabletop_ai.photo import partial

    photo_, _quad = _corner_hidden(198, 37.5, 2, (140, 170, 220), 4.2)
    gray = cv2.cvtColor(photo_, cv2.COLOR_BGR2GRAY)
    assert partial.partial_look(gray, _everything_but(198), {}, _SIZE, photo_) == {}
    monkeypatch.setattr(partial, "COLOURED", math.inf)
    assert set(partial.partial_look(gray, _everything_but(198), {}, _SIZE, photo_)) == {8}


@pytest.mark.parametrize(
    ("mid", "turn", "corner", "colour", "reach"),
    [
        (119, -32.6, 1, (140, 170, 220), 1.8),
        (130, 11.1, 1, (30, 120, 40), 1.92),
        (69, 3.9, 1, (30, 120, 40), 2.49),
    ],
)
def test_a_partial_read_on_its_own_sides_needs_the_separation_of_one_seen_whole(
    monkeypatch: pytest.MonkeyPatch,
    mid: int,
    turn: float,
    corner: int,
    colour: tuple[int, int, int],
    reach: float,
) -> None:
    """A coloured blob (a finger, a standee) over a corner of a marker: the cells in colour
    are left out, and the bits that show tell the id from every other id by two bits, not
    the three a partly hidden marker's must. Every other cell of the marker and of its
    margin reads as printed on the completed square (its sides are the marker's own), so
    the read is as sure as one of a marker seen whole with a few cells unclear, and it is
    kept, in its place; with every figure id missing but its own, no other id is read
    there. Where the photo does not show the sides are its own, it is not returned as
    read but told apart, on its square, for the caller to show unsure (:func:`detect`:
    "read from the parts of it that show"), not dropped."""
    from tabletop_ai.photo import partial

    photo_, quad = _corner_hidden(mid, turn, corner, colour, reach)
    gray = cv2.cvtColor(photo_, cv2.COLOR_BGR2GRAY)
    found = partial.partial_look(gray, {mid}, {}, _SIZE, photo_)
    assert set(found) == {mid}
    assert math.dist(quad_centre(found[mid]), quad_centre(quad)) < 1.0  # pixels
    assert partial.partial_look(gray, _everything_but(mid), {}, _SIZE, photo_) == {}
    monkeypatch.setattr(partial, "own_outline", lambda *args, **kwargs: None)
    unsure: dict[int, NDArray[Any]] = {}
    assert partial.partial_look(gray, {mid}, {}, _SIZE, photo_, unsure=unsure) == {}
    assert set(unsure) == {mid}
    assert math.dist(quad_centre(unsure[mid]), quad_centre(quad)) < 1.0
    unsure.clear()
    assert partial.partial_look(gray, _everything_but(mid), {}, _SIZE, photo_, unsure=unsure) == {}
    assert unsure == {}


@pytest.mark.parametrize(
    ("mid", "turn", "corner", "reach", "side"),
    [
        (118, -35.4, 0, 1.84, 0),
        (134, 4.7, 0, 1.9, 1),
        (183, -28.8, 0, 1.62, 2),
        (105, 9.1, 0, 1.29, 3),
    ],
)
def test_a_completed_square_off_the_border_is_looked_at_on_its_fitted_outline(
    monkeypatch: pytest.MonkeyPatch, mid: int, turn: float, corner: int, reach: float, side: int
) -> None:
    """The lines through the sides' visible parts can cross up to half a bit off the
    printed border: here one side of the completed square lies half a bit out on the white
    margin. The marker still reads sure on it, but along that side the band just inside
    is the margin's white, and the photo shows no step from black to white there. The
    partial look then looks at the sides on the square's outline fitted to the photo (each
    side moved onto the edge from the black border to the white margin), where the step
    shows all round, and reads the marker there, in its place; no other id."""
    from tabletop_ai.photo import partial

    photo_, quad = _corner_hidden(mid, turn, corner, reach=reach)
    gray = cv2.cvtColor(photo_, cv2.COLOR_BGR2GRAY)
    out = (quad[side] + quad[(side + 1) % 4]) / 2 - quad.mean(axis=0)
    off = quad.copy()
    half_bit = out / np.linalg.norm(out) * math.dist(quad[0], quad[1]) / 12
    off[side] += half_bit
    off[(side + 1) % 4] += half_bit
    assert not partial._sides_shown(gray, off)
    monkeypatch.setattr(partial, "completed_squares", lambda *args, **kwargs: [off])
    found = partial.partial_look(gray, {mid}, {}, _SIZE)
    assert set(found) == {mid}
    assert math.dist(quad_centre(found[mid]), quad_centre(quad)) < 1.0  # pixels
    assert partial.partial_look(gray, _everything_but(mid), {}, _SIZE) == {}


def _without(hidden: int) -> Any:
    """find_quads that misses marker ``hidden`` in every pass."""
    real = detect_module.find_quads

    def without(image: NDArray[Any], *args: Any, **kwargs: Any) -> dict[int, NDArray[Any]]:
        got = real(image, *args, **kwargs)
        return {k: v for k, v in got.items() if k != hidden}

    return without


def _finger_over_corner(img: NDArray[Any], quad: NDArray[Any]) -> None:
    """A finger-coloured blob over the marker's top-left corner, from outside: the corner's
    cell and a little round it (well under a tenth of the marker) hidden."""
    side = math.dist(quad[0], quad[1])
    out = quad[0] - quad.mean(axis=0)
    out /= np.linalg.norm(out)
    centre = quad[0] + out * 0.35 * side
    cv2.circle(img, tuple(map(int, np.round(centre))), int(0.45 * side), (140, 170, 220), -1)


def _finger_photo(
    monkeypatch: pytest.MonkeyPatch,
) -> tuple[Board, NDArray[Any], dict[str, Cell], NDArray[Any], int, str]:
    """A rendered photo of the square sample board with a finger over a corner of one
    figure's marker, which only the partial look may read (every other look misses it):
    the board, the photo, the figures' true cells, the marker's square, its id, the figure."""
    b = load_board(MAPS / "outpost-raid.board.json")
    ms = marker_set(b)
    img, truth = photo(b, Shot(angle=20, turn=15, blur=0.7, noise=3.0), seed=1)
    hidden = sorted(ms.figures.values())[0]
    fid = {mid: f for f, mid in ms.figures.items()}[hidden]
    quad = find_quads(img)[hidden]
    _finger_over_corner(img, quad)
    monkeypatch.setattr(detect_module, "find_quads", _without(hidden))
    monkeypatch.setattr(detect_module, "thinned_look", lambda *args, **kwargs: {})
    monkeypatch.setattr(detect_module, "ink_look", lambda *args, **kwargs: {})
    monkeypatch.setattr(detect_module, "sharpened_look", lambda *args, **kwargs: {})
    return b, img, truth, quad, hidden, fid


def test_a_partial_read_on_the_markers_own_sides_is_sure(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A figure marker with a finger over a corner, which no other look reads: the partial
    look completes its square from its own sides, and the photo shows the black border, the
    bits and the white margin as printed all round it but where the finger (in colour)
    is. Its read is placed as surely as one seen whole."""
    b, img, truth, _quad, _hidden, fid = _finger_photo(monkeypatch)
    det = detect(img, b)
    seen = {s.figure: s for s in det.seen}
    assert seen[fid].cell == truth[fid]
    assert fid not in det.unsure
    assert seen[fid].doubt == ""


def _board_finger_photo(
    monkeypatch: pytest.MonkeyPatch,
) -> tuple[Board, NDArray[Any], NDArray[Any], int, int]:
    """A rendered photo of the square sample board with a finger over a corner of board
    marker 1, which only the partial look may read (every other look misses it), and board
    marker 3 not read at all (out of the photo, under a base): the board, the photo, board
    marker 1's square, its id and board marker 3's id."""
    b = load_board(MAPS / "outpost-raid.board.json")
    ms = marker_set(b)
    img, _truth = photo(b, Shot(angle=20, turn=15, blur=0.7, noise=3.0), seed=1)
    hidden, gone = ms.board[0].id, ms.board[2].id
    quads = find_quads(img)
    quad = quads[hidden]
    _finger_over_corner(img, quad)
    # a base over board marker 3 and its margin
    centre = quads[gone].mean(axis=0)
    under = np.round(centre + 1.8 * (quads[gone] - centre)).astype(np.int32)
    cv2.fillConvexPoly(img, under, (70, 90, 60))
    real = detect_module.find_quads

    def without(image: NDArray[Any], *args: Any, **kwargs: Any) -> dict[int, NDArray[Any]]:
        return {k: v for k, v in real(image, *args, **kwargs).items() if k not in (hidden, gone)}

    monkeypatch.setattr(detect_module, "find_quads", without)
    monkeypatch.setattr(detect_module, "thinned_look", lambda *args, **kwargs: {})
    monkeypatch.setattr(detect_module, "ink_look", lambda *args, **kwargs: {})
    monkeypatch.setattr(detect_module, "sharpened_look", lambda *args, **kwargs: {})
    monkeypatch.setattr(detect_module, "board_sharpened_look", lambda *args, **kwargs: {})
    return b, img, quad, hidden, gone


def test_a_board_marker_partly_hidden_is_read_on_its_own_sides(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A board marker with a finger over a corner, which no pass reads, is read by the
    partial look on the sides the photo shows are its own, and places the board with the
    others read: three board markers then, not two."""
    b, img, quad, hidden, gone = _board_finger_photo(monkeypatch)
    det = detect(img, b)
    assert set(det.board_markers) == {m.id for m in marker_set(b).board} - {gone}
    assert math.dist(det.board_markers[hidden], quad_centre(quad)) < 1.0
    assert not any("board markers 1, 3 were not found" in n for n in det.notes)


def _detect_with_the_partial_read_shifted(
    monkeypatch: pytest.MonkeyPatch,
    b: Board,
    img: Any,
    quad: Any,
    hidden: int,
    shift: tuple[float, float],
) -> Any:
    """The photo read with the partial look's read of marker ``hidden`` moved off its own
    square ``quad`` by ``shift`` (fractions of its sides across and down)."""
    across, down = quad[1] - quad[0], quad[3] - quad[0]
    off = quad + shift[0] * across + shift[1] * down
    monkeypatch.setattr(detect_module, "partial_reads", lambda *args: {hidden: off})
    return detect(img, b)


@pytest.mark.parametrize("shift", [(0.3, 0.0), (0.0, -0.3)])
def test_a_board_marker_read_on_sides_not_its_own_is_not_used(
    monkeypatch: pytest.MonkeyPatch, shift: tuple[float, float]
) -> None:
    """A board marker's square completed partly on sides that are not its own lies partly
    off the marker (paper where ink is printed, or ink where paper is): the read would
    place every figure, and no player confirms it, so it is dropped; the board is placed
    by the others as without it."""
    from tabletop_ai.photo import partial as partial_module

    b, img, quad, hidden, gone = _board_finger_photo(monkeypatch)
    across, down = quad[1] - quad[0], quad[3] - quad[0]
    off = quad + shift[0] * across + shift[1] * down
    real = partial_module.partial_look

    def looks(gray: NDArray[Any], missing: set[int], *args: Any) -> dict[int, NDArray[Any]]:
        got = real(gray, missing, *args)
        return {hidden: off, **{k: v for k, v in got.items() if k != hidden}}

    monkeypatch.setattr(partial_module, "partial_look", looks)
    det = detect(img, b)
    assert hidden not in det.board_markers
    assert gone not in det.board_markers


@pytest.mark.parametrize("shift", [(0.3, 0.0), (0.0, -0.3), (0.25, 0.25)])
def test_a_partial_read_on_sides_not_the_markers_own_stays_unsure(
    monkeypatch: pytest.MonkeyPatch, shift: tuple[float, float]
) -> None:
    """A square completed partly on sides that are not the marker's (a neighbour's side,
    the edge of the thing over it) lies partly off the marker: its border or margin shows
    paper where ink is printed, or ink where paper is. Such a read is placed but shown as
    unsure, with the reason, for the player to confirm; never moved silently."""
    b, img, _truth, quad, hidden, fid = _finger_photo(monkeypatch)
    det = _detect_with_the_partial_read_shifted(monkeypatch, b, img, quad, hidden, shift)
    seen = {s.figure: s for s in det.seen}
    assert fid in det.unsure
    assert "parts of it that show" in seen[fid].doubt
    # on its own square, the same read is sure
    monkeypatch.setattr(detect_module, "partial_reads", lambda *args: {hidden: quad})
    assert fid not in detect(img, b).unsure


def _bent_by_the_loose_pass(
    monkeypatch: pytest.MonkeyPatch, quad: NDArray[Any], hidden: int, shape: tuple[int, ...]
) -> NDArray[Any]:
    """find_quads that reads marker ``hidden`` (corners ``quad``) only in the loose pass,
    on an outline whose top-left corner (under the finger of :func:`_finger_photo`) lies a
    bit inside the marker, as the loose pass's outline bent round something over a corner:
    that read is doubted (its margin reads black there). Returns the bent outline."""
    real = detect_module.find_quads
    centre = quad.mean(axis=0)
    bent = quad.copy()
    inward = (centre - quad[0]) / np.linalg.norm(centre - quad[0])
    bent[0] = quad[0] + inward * math.dist(quad[0], quad[1]) / 6

    def loose(
        image: NDArray[Any],
        wanted: set[int] | None = None,
        passes: tuple[str, ...] = PASSES,
        found: dict[int, NDArray[Any]] | None = None,
        **kwargs: Any,
    ) -> dict[int, NDArray[Any]]:
        got = {k: v for k, v in real(image, wanted, passes, found, **kwargs).items() if k != hidden}
        if wanted and hidden in wanted and "loose" in passes and image.shape[:2] == shape[:2]:
            got[hidden] = bent
        return got

    monkeypatch.setattr(detect_module, "find_quads", loose)
    return bent


def test_a_doubted_read_on_a_bent_outline_is_rebuilt_by_the_partial_look(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A figure marker with a finger over a corner that the loose pass reads on an outline
    bent round the finger: that read fails the check (no white margin where the outline
    cuts into the marker) and is doubted. The partial look completes the marker's own
    square from its sides, where the photo shows it as printed: the doubtful read gives way
    to that one, placed surely on its cell."""
    b, img, truth, quad, hidden, fid = _finger_photo(monkeypatch)
    _bent_by_the_loose_pass(monkeypatch, quad, hidden, img.shape)
    det = detect(img, b)
    seen = {s.figure: s for s in det.seen}
    assert seen[fid].cell == truth[fid]
    assert seen[fid].doubt == ""
    assert fid not in det.unsure


def test_a_doubted_read_does_not_give_way_to_a_read_of_another_square(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The partial look's read of a doubted id elsewhere (another square) is not the same
    marker read better: the doubtful read stays, with its reason, on its own square."""
    b, img, truth, quad, hidden, fid = _finger_photo(monkeypatch)
    _bent_by_the_loose_pass(monkeypatch, quad, hidden, img.shape)
    away = quad + 3 * (quad[1] - quad[0])
    monkeypatch.setattr(detect_module, "partial_reads", lambda *args: {hidden: away})
    det = detect(img, b)
    seen = {s.figure: s for s in det.seen}
    assert seen[fid].doubt == "no white margin round it"
    assert fid in det.unsure
    assert seen[fid].cell == truth[fid]


@pytest.mark.parametrize(("mid", "turn", "corner"), [(42, -33.0, 0), (7, 40.0, 2)])
def test_own_sides_tells_the_markers_square_from_one_shifted_onto_the_blob(
    mid: int, turn: float, corner: int
) -> None:
    """A marker with a finger-coloured blob over a corner: its own square passes the own
    sides check; the same square moved a bit towards the blob (a side then on the blob's
    edge and one on the white margin) or away from it does not. In a grey picture, where
    nothing tells the blob from ink, a square with the blob on it does not pass either."""
    from tabletop_ai.photo.partial import own_sides

    photo_, quad = _corner_hidden(mid, turn, corner, (140, 170, 220), 1.2)
    gray = cv2.cvtColor(photo_, cv2.COLOR_BGR2GRAY)
    assert own_sides(photo_, gray, quad, mid)
    # a bit (a sixth of the side) along each side towards the hidden corner
    bit = (quad[corner] - quad.mean(axis=0)) / 3.0
    assert not own_sides(photo_, gray, quad + bit, mid)
    assert not own_sides(photo_, gray, quad - bit, mid)
    assert not own_sides(None, gray, quad, mid)


def _overlapping(
    shift: float, margin: int = BIT
) -> tuple[NDArray[Any], NDArray[Any], NDArray[Any]]:
    """Two markers with a white margin of ``margin`` pixels on a grey table, the second
    (id 23) lying over the first's (id 7) bottom-right corner, ``shift`` pixels down and
    right of touching black to black: the picture and both markers' corners."""
    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY))
    side = 6 * BIT
    pic = np.full((240, 240), 120, np.uint8)
    quads = []
    for mid, at in ((7, 100.0), (23, 100.0 + side + shift)):
        paper = np.full((side + 2 * margin, side + 2 * margin), 235, np.uint8)
        paper[margin:-margin, margin:-margin] = cv2.aruco.generateImageMarker(
            d, mid, side, borderBits=1
        )
        x0 = int(at) - side // 2 - margin
        pic[x0 : x0 + paper.shape[0], x0 : x0 + paper.shape[1]] = paper
        lo, hi = x0 + margin, x0 + margin + side
        quads.append(np.array([[lo, lo], [hi, lo], [hi, hi], [lo, hi]], np.float64))
    return cv2.GaussianBlur(pic, (0, 0), 0.7), quads[0], quads[1]


def test_own_sides_leaves_out_what_a_marker_read_lying_over_it_covers() -> None:
    """A marker whose corner another marker's paper lies over (markers of figures in
    neighbouring cells, cut out with their margin): the cells there show the other marker's
    white margin and black border, not its own. Told the other marker read, the check
    counts those cells hidden, not against the code, and the square passes; a square moved
    a bit off the marker, towards the other or away, still does not."""
    from tabletop_ai.photo.partial import own_sides

    gray, quad, other = _overlapping(-2 * BIT + 2)
    assert not own_sides(None, gray, quad, 7)  # the other's paper reads against the code
    assert own_sides(None, gray, quad, 7, [other])
    for step in (BIT, -BIT):
        assert not own_sides(None, gray, quad + step, 7, [other])
    # an unrelated marker read elsewhere pardons nothing
    assert not own_sides(None, gray, quad, 7, [other + 3 * _side(other)])


def test_own_sides_measures_the_paper_of_a_marker_lying_over_it() -> None:
    """A marker cut out with a margin of two bits (a third of its side: cut by hand, wider
    than the sixth asked) lying over another's corner, its paper a bit over the other's
    black border: farther from its own black than a margin of a sixth of the side
    reaches. The check measures that paper in the picture and counts the cells on it
    hidden, and the square passes; a square moved a bit off the marker still does not."""
    from tabletop_ai.photo.partial import own_sides

    gray, quad, other = _overlapping(BIT, 2 * BIT)
    assert not own_sides(None, gray, quad, 7)
    assert own_sides(None, gray, quad, 7, [other])
    for step in (BIT, -BIT):
        assert not own_sides(None, gray, quad + step, 7, [other])


def test_a_partial_read_made_sure_counts_as_read_for_the_next() -> None:
    """Two neighbouring markers both read by the partial look, one's paper over the
    other's corner: the one on top passes the own sides check alone, and the one under
    it then passes too, its cells under that paper hidden, not against its code; without
    the read on top, the one under it does not pass."""
    from tabletop_ai.photo.detect import _own_outlines

    gray, quad, other = _overlapping(-2 * BIT + 2)
    picture = cv2.cvtColor(gray, cv2.COLOR_GRAY2BGR)
    owns = _own_outlines(picture, gray, {7: quad, 23: other}, {}, [])
    assert sorted(owns) == [7, 23]
    assert _own_outlines(picture, gray, {7: quad}, {}, []) == {}


def _side(quad: NDArray[Any]) -> float:
    """The mean side of a square's four corners (pixels)."""
    return float(np.mean(np.hypot(*(np.roll(quad, -1, axis=0) - quad).T)))


#: a board of 36 figures, ids 4-39 (the pictures below show a few of them)
_MANY = MarkerSet(
    board=tuple(BoardMarker(i, Cell(-2, i)) for i in range(4)),
    figures={f"f{i}": i for i in range(4, 40)},
)


def _drawn_markers(
    markers: list[tuple[int, float, float, float, float, int]],
    squash: float,
    side: float,
    paper: int,
    ink: int,
) -> tuple[NDArray[Any], dict[int, NDArray[Any]]]:
    """A grey table 640 x 480 with figure markers ``side`` pixels across on round bases,
    each ``(id, x, y, margin, turn, base grey)``: the code printed in ``ink`` on ``paper``
    grey, the margin of paper cut round it as a share of its side, turned by ``turn``
    degrees. Drawn four times the size, seen slanted (``squash``: the picture's height
    shrunk by it, as by a tilted camera) and shrunk, not yet blurred. The picture (float)
    and each marker's corners (its own top-left first)."""
    k, big = 4, 600
    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY))
    w, h = 640 * k, 480 * k
    pic = np.full((h, w), 140, np.uint8)
    squashed = np.array([[1.0, 0.0, 0.0], [0.0, squash, h * (1 - squash) / 2]])
    corners: dict[int, NDArray[Any]] = {}
    for mid, x, y, margin, turn, base in markers:
        cv2.circle(pic, (int(x * k), int(y * k)), int(side * k * (0.5 + margin) * 1.45), base, -1)
        pad = int(big * margin)
        sheet = np.full((big + 2 * pad, big + 2 * pad), paper, np.uint8)
        code = cv2.aruco.generateImageMarker(d, mid, big, borderBits=1)
        sheet[pad : pad + big, pad : pad + big] = np.where(code > 127, paper, ink)
        a = math.radians(turn)
        rot = np.array([[math.cos(a), -math.sin(a)], [math.sin(a), math.cos(a)]]) * side * k / big
        shift = np.array([x * k, y * k]) - rot @ np.full(2, sheet.shape[0] / 2)
        m = np.hstack([rot, shift[:, None]])
        mask = cv2.warpAffine(np.full(sheet.shape, 255, np.uint8), m, (w, h))
        turned = cv2.warpAffine(sheet, m, (w, h), flags=cv2.INTER_AREA)
        pic[mask > 127] = turned[mask > 127]
        square = np.array([[pad, pad], [pad + big, pad], [pad + big, pad + big], [pad, pad + big]])
        on_table = square @ rot.T + shift
        # a pixel's centre at x in the picture drawn k times the size is at k * x + (k - 1) / 2
        corners[mid] = ((on_table @ squashed[:, :2].T + squashed[:, 2]) - (k - 1) / 2) / k
    pic = cv2.warpAffine(pic, squashed, (w, h), flags=cv2.INTER_AREA, borderValue=140)
    small = cv2.resize(pic, (640, 480), interpolation=cv2.INTER_AREA).astype(np.float32)
    return small, corners


def _blurred_markers(
    markers: list[tuple[int, float, float, float, float, int]],
    blur: float,
    squash: float = 1.0,
    seed: int = 0,
) -> tuple[NDArray[Any], dict[int, NDArray[Any]]]:
    """:func:`_drawn_markers` with markers 21 pixels across (a bit 3.5 pixels wide) printed
    black (30) on white (235), blurred by ``blur`` (sigma, pixels), with noise and JPEG. The
    picture and each marker's corners (its own top-left first)."""
    small, corners = _drawn_markers(markers, squash, 21.0, 235, 30)
    small = cv2.GaussianBlur(small, (0, 0), blur)
    small += np.random.default_rng(seed).normal(0.0, 2.0, small.shape)
    jpeg = cv2.imencode(
        ".jpg", np.clip(small, 0, 255).astype(np.uint8), [cv2.IMWRITE_JPEG_QUALITY, 85]
    )
    return cv2.imdecode(jpeg[1], cv2.IMREAD_GRAYSCALE), corners


#: four figure markers with a wide white margin on light bases (OpenCV's defaults read
#: those the blur leaves clear enough)
_CLEAR = [(mid, 100.0 + 110 * j, 100.0, 0.3, 10.0 * j, 200) for j, mid in enumerate((4, 5, 6, 8))]
#: the board's marker ids: its four board markers and its figures'
_WANTED = {0, 1, 2, 3} | set(_MANY.figures.values())


def _draw_counters(pic: NDArray[Any]) -> None:
    """Four counters on ``pic``'s row 420: plain dark printed squares with a light dot a bit
    off their middle (a lookalike of a marker no reader may take for one)."""
    for j in range(4):
        x, y = 120 + 130 * j, 420
        cv2.rectangle(pic, (x - 10, y - 10), (x + 10, y + 10), 45, -1)
        cv2.circle(pic, (x - 3 + 2 * j, y + 2), 3, 200, -1)


@pytest.mark.parametrize(
    ("mid", "turn", "blur", "margin", "squash"),
    [
        (7, 40.0, 1.2, 0.1, 1.0),
        (14, 25.0, 1.3, 0.1, 1.0),
        (14, 25.0, 1.4, 0.15, 0.8),
        (11, 80.0, 1.3, 0.1, 0.8),
        (11, 80.0, 1.5, 0.15, 0.8),
    ],
)
def test_a_small_blurred_marker_is_read_in_the_sharpened_look(
    mid: int, turn: float, blur: float, margin: float, squash: float
) -> None:
    """A figure marker 21 pixels across with a narrow white margin on a dark base, blurred
    by more than a pixel: the margin greys into the base, and no pass of the detector, nor
    the thinned look, reads it. With part of the blur taken back and seen larger, its
    outline is a square again: the sharpened look reads it, in its place, and reads no
    other marker anywhere else."""
    pic, corners = _blurred_markers(
        [*_CLEAR, (mid, 320.0, 300.0, margin, turn, 70)], blur, squash, seed=mid
    )
    assert mid not in find_quads(pic, {mid}, PASSES)
    assert thinned_look(pic, {mid}, {}) == {}
    found = find_quads(pic, _WANTED, ("default",))
    assert set(found) <= {4, 5, 6, 8}
    got = sharpened_look(pic, _MANY, found, {})
    assert mid in got
    assert math.dist(quad_centre(got[mid]), quad_centre(corners[mid])) < 1.0  # pixels
    for other, quad in got.items():
        assert other in corners, other
        assert math.dist(quad_centre(quad), quad_centre(corners[other])) < 1.0


@pytest.mark.parametrize("blur", [1.2, 1.5, 2.0])
def test_the_sharpened_look_reads_no_marker_as_a_missing_id(blur: float) -> None:
    """Small blurred markers whose ids are not the board's (another game's sheet on the
    table) and plain dark printed squares with a light dot (counters): with 32 of the
    board's figures missing, the sharpened look reads none of them as a missing id."""
    strays = [
        (40 + 17 * j, 80.0 + 120 * j, 300.0 + 60 * (j % 2), 0.12, 23.0 * j, 70) for j in range(5)
    ]
    pic, _corners = _blurred_markers([*_CLEAR, *strays], blur, 0.85, seed=3)
    _draw_counters(pic)
    found = find_quads(pic, _WANTED, ("default",))
    got = sharpened_look(pic, _MANY, found, {})
    assert set(got) <= {4, 5, 6, 8}


@pytest.mark.parametrize("mid", sorted(LOOKALIKE_IDS))
def test_the_sharpened_look_takes_no_lookalike_id_the_detector_reads(mid: int) -> None:
    """A figure wearing a lookalike id (kept from a sheet printed before they were
    skipped) is always unsure: its code is what a plain counter with a dot reads as. Its
    marker drawn small and blurred, and missing from what the first passes found, the
    sharpened look, which drops what is not sure, does not take it; a missing figure id
    next to it, drawn the same way, is still read."""
    pic, _corners = _blurred_markers(
        [*_CLEAR, (mid, 320.0, 300.0, 0.1, 40.0, 70), (7, 450.0, 300.0, 0.1, 40.0, 70)],
        1.2,
        seed=1,
    )
    ms = MarkerSet(board=_MANY.board, figures={**_MANY.figures, "kept": mid})
    # the four clear markers found first; the two small ones missed
    found = {k: q for k, q in find_quads(pic, {4, 5, 6, 8}, ("default",)).items() if k != 7}
    found.pop(mid, None)
    assert set(found) == {4, 5, 6, 8}
    got = sharpened_look(pic, ms, found, {})
    assert 7 in got
    assert mid not in got


def test_the_sharpened_look_comes_after_the_partial_look(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A partly hidden figure marker the partial look reads keeps the partial look's
    square (truer than the detector's outline of a marker with something over it): the
    sharpened look is asked only for what is still missing after it."""
    b, img, truth, quad, hidden, fid = _finger_photo(monkeypatch)
    other = sorted(marker_set(b).figures.values())[1]
    missing_both = _without(hidden)

    def without_two(image: NDArray[Any], *args: Any, **kwargs: Any) -> dict[int, NDArray[Any]]:
        return {k: v for k, v in missing_both(image, *args, **kwargs).items() if k != other}

    monkeypatch.setattr(detect_module, "find_quads", without_two)
    monkeypatch.setattr(detect_module, "partial_reads", lambda *args: {hidden: quad})
    asked: list[set[int]] = []

    def look(gray: Any, ms: Any, found: dict[int, Any], *args: Any) -> dict[int, Any]:
        asked.append(set(found))
        return {}

    monkeypatch.setattr(detect_module, "sharpened_look", look)
    det = detect(img, b)
    assert len(asked) == 1
    assert hidden in asked[0]
    assert other not in asked[0]
    seen = {s.figure: s for s in det.seen}
    assert seen[fid].cell == truth[fid]


@pytest.mark.parametrize("shift", [(-0.08, 0.0), (0.0, -0.08)])
def test_a_partial_read_half_a_bit_off_is_sure_on_its_fitted_outline(
    monkeypatch: pytest.MonkeyPatch, shift: tuple[float, float]
) -> None:
    """A square completed from the sides that show lies where the lines through their
    visible parts cross, which can be half a bit off the printed border (a twelfth of the
    side): its border and margin cells then fall half on their neighbours, and the own
    sides check fails on it. On the outline fitted to the photo (each side moved onto the
    edge from the black border to the white margin) it passes, and the read takes those
    corners: placed surely, on its cell."""
    from tabletop_ai.photo.partial import own_sides

    b, img, truth, quad, hidden, fid = _finger_photo(monkeypatch)
    across, down = quad[1] - quad[0], quad[3] - quad[0]
    off = quad + shift[0] * across + shift[1] * down
    gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
    assert not own_sides(img, gray, off, hidden)  # on the square itself it is unsure
    monkeypatch.setattr(detect_module, "partial_reads", lambda *args: {hidden: off})
    det = detect(img, b)
    seen = {s.figure: s for s in det.seen}
    assert seen[fid].cell == truth[fid]
    assert fid not in det.unsure
    assert seen[fid].doubt == ""


@pytest.mark.parametrize(
    ("mid", "turn", "colour"),
    [(42, 17.0, (40, 40, 200)), (150, -33.0, (200, 120, 30)), (7, 40.0, (60, 170, 60))],
)
def test_the_step_check_leaves_out_a_coloured_standee_across_a_side(
    mid: int, turn: float, colour: tuple[int, int, int]
) -> None:
    """A standee in colour across the middle of one side, over its black border and its
    white margin: along most of that side the photo shows no step from black to white,
    and the grey picture fails the check. The standee is neither ink nor paper: left out,
    the rest of the side shows the step, as each other side does. A square half a bit off
    the marker, any way, still fails: its border runs over the white margin."""
    from tabletop_ai.photo.partial import _sides_shown

    pic, quad = _printed(mid, turn)
    photo_ = cv2.cvtColor(pic, cv2.COLOR_GRAY2BGR)
    a, b = quad[0], quad[1]
    bit_in, bit_along = (quad[3] - quad[0]) / 6, (b - a) / 6
    p0 = a + (b - a) * (1 - 0.55) / 2 + 0.9 * bit_in
    p1 = a + (b - a) * (1 + 0.55) / 2 + 0.9 * bit_in
    standee = np.array([p0, p1, p1 - 2.2 * bit_in, p0 - 2.2 * bit_in])
    cv2.fillConvexPoly(photo_, np.round(standee).astype(np.int32), colour)
    photo_ = cv2.GaussianBlur(photo_, (0, 0), 0.5)
    gray = cv2.cvtColor(photo_, cv2.COLOR_BGR2GRAY)
    assert not _sides_shown(gray, quad)
    assert _sides_shown(gray, quad, photo_)
    for off in (0.5 * bit_in, -0.5 * bit_in, 0.5 * bit_along, -0.5 * bit_along):
        assert not _sides_shown(gray, quad + off, photo_)


def test_a_doubted_read_of_no_figure_markers_size_gives_way_to_a_sure_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A loose pass reads a figure's id on a small square elsewhere (a dot, a corner of a
    code: a third of a figure marker's side there), and the check doubts it. Every figure
    marker is printed one size, so that square is not the marker: the partial look's read
    of the marker itself, as sure as one seen whole, takes its place, and the figure is
    placed surely on its cell, not shown unsure on the small square's."""
    b, img, truth, quad, hidden, fid = _finger_photo(monkeypatch)
    away = quad + 3 * (quad[1] - quad[0])
    centre = away.mean(axis=0)
    small = centre + (away - centre) / 3
    real = detect_module.find_quads

    def loose(
        image: NDArray[Any],
        wanted: set[int] | None = None,
        passes: tuple[str, ...] = PASSES,
        found: dict[int, NDArray[Any]] | None = None,
        **kwargs: Any,
    ) -> dict[int, NDArray[Any]]:
        got = {k: v for k, v in real(image, wanted, passes, found, **kwargs).items() if k != hidden}
        if wanted and hidden in wanted and "loose" in passes and image.shape[:2] == img.shape[:2]:
            got[hidden] = small
        return got

    monkeypatch.setattr(detect_module, "find_quads", loose)
    det = detect(img, b)
    seen = {s.figure: s for s in det.seen}
    assert seen[fid].cell == truth[fid]
    assert seen[fid].doubt == ""
    assert fid not in det.unsure
    # only a square of no figure marker's size: one of their size elsewhere is no misfit
    # (:func:`test_a_doubted_read_does_not_give_way_to_a_read_of_another_square`), nor is
    # any square while no figure marker is read surely
    ms = marker_set(b)
    read = real(img, set(ms.figures.values()))
    doubt = {hidden: "no white margin round it"}
    assert detect_module._misfits(ms, {**read, hidden: small}, doubt) == {hidden}
    assert detect_module._misfits(ms, {**read, hidden: away}, doubt) == set()
    assert detect_module._misfits(ms, {hidden: small}, doubt) == set()


def _stick_across_a_side(
    mid: int, turn: float, colour: tuple[int, int, int], angle: float
) -> tuple[NDArray[Any], NDArray[Any]]:
    """Marker ``mid`` (:func:`_printed`) with a stick in ``colour``, six pixels wide, laid
    at ``angle`` degrees across its right side through the side's middle, over the black
    border and the white margin and on out to the table both ways (a spear, a standee's
    edge); the photo and the marker's corners."""
    pic, quad = _printed(mid, turn)
    photo_ = cv2.cvtColor(pic, cv2.COLOR_GRAY2BGR)
    a, b = quad[1], quad[2]
    along = (b - a) / np.linalg.norm(b - a)
    inward = quad.mean(axis=0) - (a + b) / 2
    inward /= np.linalg.norm(inward)
    t = math.radians(angle)
    way = along * math.cos(t) + inward * math.sin(t)
    ends = [(a + b) / 2 + k * 6 * BIT * way for k in (-1, 1)]
    cv2.line(photo_, *(tuple(map(int, np.round(e))) for e in ends), colour, 6)
    return cv2.GaussianBlur(photo_, (0, 0), 0.6), quad


@pytest.mark.parametrize(
    ("mid", "turn", "colour", "angle"),
    [
        (150, -33.0, (40, 150, 40), 15.0),
        (7, 40.0, (40, 150, 40), 15.0),
        (42, 17.0, (220, 60, 40), 10.0),
    ],
)
def test_the_partial_look_finds_a_side_a_coloured_stick_lies_across(
    mid: int, turn: float, colour: tuple[int, int, int], angle: float
) -> None:
    """A coloured stick across one side, over the border and the margin: in grey it is
    dark and runs the border's outline on along itself, so no square is completed there
    from the grey's edges. By each pixel's brightest channel the stick is light and that
    side's edge shows: the partial look completes the marker's square there and reads it,
    checked in the photo itself as any other read; it reads no other id there, and in a
    grey picture it has no such edges."""
    from tabletop_ai.photo import partial

    photo_, quad = _stick_across_a_side(mid, turn, colour, angle)
    gray = cv2.cvtColor(photo_, cv2.COLOR_BGR2GRAY)
    sizes = [np.array([[0.0, 0.0], [48.0, 0.0], [48.0, 48.0], [0.0, 48.0]])]
    found = partial.partial_look(gray, {mid}, {}, sizes, photo_)
    assert set(found) == {mid}
    # on its square: the completed corners are the outlines' pixels, a fifth of a bit
    assert math.dist(quad_centre(found[mid]), quad_centre(quad)) < 1.5
    assert partial.partial_look(gray, _everything_but(mid), {}, sizes, photo_) == {}
    assert partial.partial_look(gray, {mid}, {}, sizes) == {}


def _dark_stick_over_the_margin(img: NDArray[Any], quad: NDArray[Any], side: int) -> None:
    """A dark grey stick (a spear, a standee's dark edge: not in colour) four pixels wide
    across the white margin of the marker's side ``side`` (from corner ``side`` to the
    next), from its black border straight out to the table."""
    a, b = quad[side], quad[(side + 1) % 4]
    at = a + 0.6 * (b - a)
    out = np.array([-(b - a)[1], (b - a)[0]]) / math.dist(a, b)
    if np.dot(out, at - quad.mean(axis=0)) < 0:
        out = -out
    length = math.dist(a, b)
    start, end = at - out * length / 12, at + out * length * 0.6
    cv2.line(img, tuple(map(int, np.round(start))), tuple(map(int, np.round(end))), (50, 50, 50), 4)


@pytest.mark.parametrize("side", [1, 2])
def test_a_dark_stick_over_a_partial_reads_margin_leaves_it_sure(
    monkeypatch: pytest.MonkeyPatch, side: int
) -> None:
    """A figure marker with a finger over a corner, which only the partial look reads, and
    a dark grey stick lying across its white margin on another side: the margin's cells
    under the stick read dark, against the code, and are not in colour. Every cell of the
    marker itself (its black border all round and its code) reads as printed on the
    square, which puts it on the marker: the read is placed surely, on its cell."""
    from tabletop_ai.photo.partial import own_sides

    b, img, truth, quad, hidden, fid = _finger_photo(monkeypatch)
    _dark_stick_over_the_margin(img, quad, side)
    gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
    # the stick's cells read against the code: without leave for them, not the own sides
    assert not own_sides(img, gray, quad, hidden)
    det = detect(img, b)
    seen = {s.figure: s for s in det.seen}
    assert seen[fid].cell == truth[fid]
    assert seen[fid].doubt == ""
    assert fid not in det.unsure


@pytest.mark.parametrize("shift", [(0.3, 0.0), (0.0, -0.3), (0.25, 0.25), (-0.17, 0.0)])
def test_a_dark_stick_over_the_margin_leaves_no_square_off_the_marker_sure(
    monkeypatch: pytest.MonkeyPatch, shift: tuple[float, float]
) -> None:
    """The leave for a stick's cells in the white margin is no leave for a square lying
    off the marker (a bit or more): its border or its code reads against the code, and
    the read stays unsure."""
    b, img, _truth, quad, hidden, fid = _finger_photo(monkeypatch)
    _dark_stick_over_the_margin(img, quad, 2)
    det = _detect_with_the_partial_read_shifted(monkeypatch, b, img, quad, hidden, shift)
    seen = {s.figure: s for s in det.seen}
    assert fid in det.unsure
    assert "parts of it that show" in seen[fid].doubt


def _dot_on_a_black_bit(img: NDArray[Any], quad: NDArray[Any], mid: int, colour: Any) -> None:
    """A round dot a little wider than a bit over the first black bit of the middle four of
    marker ``mid``'s code (on ``quad``, its corners, the marker's own top-left first): a
    drop of paint, the tip of a stick, a bead of a miniature's base."""
    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY))
    bits = cv2.aruco.generateImageMarker(d, mid, 6, borderBits=1) > 127
    row, col = next((r, c) for r in (2, 3) for c in (2, 3) if not bits[r, c])
    flat = np.array([[0, 0], [6, 0], [6, 6], [0, 6]], np.float32)
    to_photo = cv2.getPerspectiveTransform(flat, quad.astype(np.float32))
    at = cv2.perspectiveTransform(np.array([[[col + 0.5, row + 0.5]]], np.float32), to_photo)
    side = math.dist(quad[0], quad[1])
    cv2.circle(img, tuple(map(int, np.round(at[0, 0]))), max(1, int(0.1 * side)), colour, -1)


def _dotted_photo(
    monkeypatch: pytest.MonkeyPatch, colour: Any
) -> tuple[Board, NDArray[Any], dict[str, Cell], NDArray[Any], int, str]:
    """A rendered photo of the square sample board with a dot of ``colour`` over a black
    bit in the middle of one figure's marker, which only the partial look may read (every
    other look misses it): as :func:`_finger_photo`."""
    b = load_board(MAPS / "outpost-raid.board.json")
    ms = marker_set(b)
    img, truth = photo(b, Shot(angle=20, turn=15, blur=0.7, noise=3.0), seed=1)
    hidden = sorted(ms.figures.values())[0]
    fid = {mid: f for f, mid in ms.figures.items()}[hidden]
    quad = find_quads(img)[hidden]
    _dot_on_a_black_bit(img, quad, hidden, colour)
    monkeypatch.setattr(detect_module, "find_quads", _without(hidden))
    monkeypatch.setattr(detect_module, "thinned_look", lambda *args, **kwargs: {})
    monkeypatch.setattr(detect_module, "ink_look", lambda *args, **kwargs: {})
    monkeypatch.setattr(detect_module, "sharpened_look", lambda *args, **kwargs: {})
    return b, img, truth, quad, hidden, fid


def test_a_coloured_dot_over_a_code_bit_is_left_out_and_the_read_is_sure(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A light green dot over a black bit in the middle of a figure marker's code: in grey
    that bit reads white, against the code, in the marker's middle, and the quality check
    refuses the read on its bits alone (a wrong bit in a marker otherwise seen). The dot is
    in colour, neither the ink nor the paper: the photo shows every other cell of the
    marker and of its white margin as printed, and the bits seen tell the id from every
    other, so the partial look's read is placed surely, on its cell."""
    from tabletop_ai.photo.quality import read_quality

    b, img, truth, quad, hidden, fid = _dotted_photo(monkeypatch, (120, 235, 170))
    quality = read_quality(cv2.cvtColor(img, cv2.COLOR_BGR2GRAY), quad, hidden, img)
    assert not quality.sure and quality.bits_only
    det = detect(img, b)
    seen = {s.figure: s for s in det.seen}
    assert seen[fid].cell == truth[fid]
    assert seen[fid].doubt == ""
    assert fid not in det.unsure


def test_a_paper_white_dot_over_a_code_bit_leaves_the_read_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The same dot in the paper's own white: the photo cannot tell it from a white bit
    printed there, so the bit reads against the code and nothing explains it. The read is
    not placed surely (the marker is listed as not seen)."""
    b, img, _truth, _quad, _hidden, fid = _dotted_photo(monkeypatch, (235, 235, 235))
    det = detect(img, b)
    seen = {s.figure: s for s in det.seen}
    assert fid not in seen


def test_a_partial_read_of_a_few_bits_not_shown_its_own_is_unsure_not_dropped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A partial read the quality check finds sure, its sides shown, whose bits seen
    outside the cells in colour tell it from every other id by two bits (as a marker seen
    whole with a few cells unclear must) but not by three, on a square the photo does not
    show is the marker's own: shown for the player to confirm, on its cell, with the
    reason, not dropped."""
    from tabletop_ai.photo import partial as partial_module

    b, img, truth, _quad, _hidden, fid = _finger_photo(monkeypatch)
    monkeypatch.setattr(partial_module, "_separation_in_ink", lambda *args: 2)
    monkeypatch.setattr(partial_module, "own_outline", lambda *args, **kwargs: None)
    det = detect(img, b)
    seen = {s.figure: s for s in det.seen}
    assert seen[fid].cell == truth[fid]
    assert fid in det.unsure
    assert "parts of it that show" in seen[fid].doubt


def test_a_partial_read_shown_unsure_gives_way_to_the_sharpened_looks_sure_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The partial look's read told by two bits on a square not shown to be its own is
    shown unsure only when no later look reads that marker: the sharpened look, which
    keeps only sure reads, still looks for it, and its read is placed surely."""
    from tabletop_ai.photo import partial as partial_module

    b, img, truth, quad, hidden, fid = _finger_photo(monkeypatch)
    monkeypatch.setattr(partial_module, "_separation_in_ink", lambda *args: 2)
    monkeypatch.setattr(partial_module, "own_outline", lambda *args, **kwargs: None)
    looked: list[set[int]] = []

    def sharpened(gray: Any, ms: MarkerSet, found: Any, *args: Any) -> dict[int, Any]:
        looked.append(set(found))
        return {hidden: quad}

    monkeypatch.setattr(detect_module, "sharpened_look", sharpened)
    det = detect(img, b)
    seen = {s.figure: s for s in det.seen}
    assert looked and hidden not in looked[0]
    assert seen[fid].cell == truth[fid]
    assert seen[fid].doubt == ""


def _defocused_markers(
    markers: list[tuple[int, float, float, float, float, int]],
    radius: float,
    squash: float = 1.0,
    seed: int = 0,
    side: float = 21.0,
) -> tuple[NDArray[Any], dict[int, NDArray[Any]]]:
    """A grey table 640 x 480 with figure markers ``side`` pixels across on round bases,
    each ``(id, x, y, margin, turn, base grey)`` as in :func:`_drawn_markers`, printed in
    grey ink (60) on off-white paper (208), seen through a lens focused on the table's top
    part: the picture's top 200 rows defocused by a disk 1.5 pixels in radius, the rest by
    one ``radius`` pixels (a disk greys a lone bit far more than a Gaussian of its
    sigma), with noise and JPEG. The picture and each marker's corners (its own top-left
    first)."""
    small, corners = _drawn_markers(markers, squash, side, 208, 60)

    def defocus(picture: NDArray[Any], r: float) -> NDArray[Any]:
        n = math.ceil(r) * 2 + 1
        disk = np.zeros((n, n), np.float32)
        cv2.circle(disk, (n // 2, n // 2), round(r), 1.0, -1, cv2.LINE_AA)
        out: NDArray[Any] = cv2.GaussianBlur(
            cv2.filter2D(picture, -1, disk / disk.sum()), (0, 0), 0.45
        )
        return out

    far = defocus(small, radius)
    small = defocus(small, 1.5)
    small[200:] = far[200:]
    small += np.random.default_rng(seed).normal(0.0, 4.0, small.shape)
    jpeg = cv2.imencode(
        ".jpg", np.clip(small, 0, 255).astype(np.uint8), [cv2.IMWRITE_JPEG_QUALITY, 70]
    )
    return cv2.imdecode(jpeg[1], cv2.IMREAD_GRAYSCALE), corners


#: four figure markers in focus (the top 200 rows), with a wide white margin on light bases
_FOCUSED = _CLEAR


@pytest.mark.parametrize(
    ("mid", "turn", "margin", "squash", "base", "radius", "side", "seed"),
    [
        (11, 45.0, 0.3, 1.0, 70, 3.0, 21.0, 37),
        (7, 5.2, 0.2, 0.85, 200, 3.0, 22.0, 45),
        (12, 71.9, 0.3, 0.85, 70, 3.0, 24.0, 51),
    ],
)
def test_a_square_whose_code_the_passes_did_not_read_is_read_in_the_sharpened_look(
    mid: int,
    turn: float,
    margin: float,
    squash: float,
    base: int,
    radius: float,
    side: float,
    seed: int,
) -> None:
    """A small figure marker out of focus: the passes find its square but do not read its
    code (OpenCV reads a bit as the mean of nearly its whole cell, half of it its
    neighbours' under the blur), and the sharpened picture gives no square of it whose
    code reads. The squares the passes rejected are read by the quality check, each
    cell's middle on the outline fitted to the marker's edge: the missing id its bits are
    nearest to, kept surely when the photo passes the check with its code told from every
    other id by two bits, in its place, and no other marker anywhere else."""
    pic, corners = _defocused_markers(
        [*_FOCUSED, (mid, 320.0, 300.0, margin, turn, base)], radius, squash, seed, side
    )
    rejects: list[NDArray[Any]] = []
    found = find_quads(pic, _WANTED, PASSES, rejects=rejects)
    assert mid not in found
    assert set(found) == {4, 5, 6, 8}
    assert any(
        cv2.pointPolygonTest(q.astype(np.float32), (320.0, 300.0), False) > 0 for q in rejects
    )
    assert mid not in sharpened_look(pic, _MANY, found, {})  # not without the passes' squares
    unsure: dict[int, NDArray[Any]] = {}
    got = sharpened_look(pic, _MANY, found, {}, rejects=rejects, unsure=unsure)
    assert mid in got
    assert math.dist(quad_centre(got[mid]), quad_centre(corners[mid])) < 1.0  # pixels
    assert set(got) == {mid}
    assert unsure == {}


@pytest.mark.parametrize(("turn", "base", "side"), [(15.0, 70, 21.0), (45.0, 120, 22.0)])
def test_a_rejected_square_read_by_one_bit_only_is_unsure_not_sure(
    turn: float, base: int, side: float
) -> None:
    """A square the passes rejected whose code passes the quality check told from another
    id by one bit only: the nearest missing id is a guess a bit misread could have made,
    so the read is not returned as sure but handed back as unsure, in its place."""
    mid = 11
    pic, corners = _defocused_markers(
        [*_FOCUSED, (mid, 320.0, 300.0, 0.3, turn, base)], 3.0, 1.0, 100, side
    )
    rejects: list[NDArray[Any]] = []
    found = find_quads(pic, _WANTED, PASSES, rejects=rejects)
    assert mid not in found
    unsure: dict[int, NDArray[Any]] = {}
    got = sharpened_look(pic, _MANY, found, {}, rejects=rejects, unsure=unsure)
    assert mid not in got
    assert set(unsure) == {mid}
    assert math.dist(quad_centre(unsure[mid]), quad_centre(corners[mid])) < 1.0


@pytest.mark.parametrize("radius", [2.0, 3.0, 3.5])
def test_the_passes_rejected_squares_read_no_marker_as_a_missing_id(radius: float) -> None:
    """Small defocused markers whose ids are not the board's and plain dark printed
    squares with a light dot (counters): with 32 of the board's figures missing, the
    squares the passes rejected read as none of them, surely or unsure."""
    strays = [
        (40 + 17 * j, 80.0 + 120 * j, 300.0 + 60 * (j % 2), 0.25, 23.0 * j, 70) for j in range(5)
    ]
    pic, _corners = _defocused_markers([*_FOCUSED, *strays], radius, 0.85, seed=3)
    _draw_counters(pic)
    rejects: list[NDArray[Any]] = []
    found = find_quads(pic, _WANTED, PASSES, rejects=rejects)
    assert rejects
    unsure: dict[int, NDArray[Any]] = {}
    got = sharpened_look(pic, _MANY, found, {}, rejects=rejects, unsure=unsure)
    assert set(got) <= {4, 5, 6, 8}
    assert unsure == {}


def test_an_unsure_read_of_the_sharpened_look_is_shown_unsure_in_its_place(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The sharpened look's read told from another id by one bit only is placed, on the
    figure's cell, and shown unsure (too little of its code read) for the player to
    confirm: neither dropped nor placed surely."""
    b, img, truth, quad, hidden, fid = _finger_photo(monkeypatch)
    monkeypatch.setattr(detect_module, "partial_reads", lambda *args, **kwargs: {})

    def sharpened(
        gray: Any, ms: Any, found: Any, doubts: Any, *args: Any, **kwargs: Any
    ) -> dict[int, Any]:
        unsure = args[3] if len(args) > 3 else kwargs.get("unsure")
        if unsure is not None:
            unsure[hidden] = quad
        return {}

    monkeypatch.setattr(detect_module, "sharpened_look", sharpened)
    det = detect(img, b)
    seen = {s.figure: s for s in det.seen}
    assert seen[fid].cell == truth[fid]
    assert fid in det.unsure
    assert "too little of its code" in seen[fid].doubt


def _stroked(
    mid: int, turn: float, grey: int, start: tuple[float, float], end: tuple[float, float]
) -> tuple[NDArray[Any], NDArray[Any]]:
    """Marker ``mid`` (:func:`_printed`) with a straight stroke of grey ``grey`` lying across
    it and on over its margin and the table, from ``start`` to ``end`` (in bits from the
    marker's top-left corner, along its top and its left side): a spear or a stick, not in
    colour. A dark stroke is wider (the cells' middles it darkens read against the code)."""
    pic, quad = _printed(mid, turn)
    u, v = (quad[1] - quad[0]) / 6, (quad[3] - quad[0]) / 6

    def at(p: tuple[float, float]) -> tuple[int, int]:
        x, y = quad[0] + p[0] * u + p[1] * v
        return round(float(x)), round(float(y))

    cv2.line(pic, at(start), at(end), grey, 7 if grey < 128 else 5, cv2.LINE_AA)
    return cv2.GaussianBlur(pic, (0, 0), 0.5), quad


_STROKES = [
    (mid, turn, grey, start, end)
    for mid, turn in ((42, 17.0), (7, 40.0), (23, 5.0))
    for grey in (30, 215)
    for start, end in (((1.8, -3.0), (4.6, 9.0)), ((-3.0, 4.2), (9.0, 1.5)))
]


@pytest.mark.parametrize(("mid", "turn", "grey", "start", "end"), _STROKES)
def test_a_thin_stroke_across_a_marker_explains_the_cells_it_reads_against_the_code(
    mid: int, turn: float, grey: int, start: tuple[float, float], end: tuple[float, float]
) -> None:
    """A stick lying across a marker, dark (over its white bits and its margin) or light
    (over its black bits and its border), not in colour: the cells under it read against
    the code, so the own sides check refuses the square. Told to, it finds the cells in a
    straight line that runs on over the margin or the border, showing there, and counts
    them hidden: the square passes. A square a bit off the marker does not, nor does a
    wrong id on every square but the few whose differing bits all lie under the stroke
    (the bits seen then cannot tell it from the marker's id, which the read checks)."""
    from tabletop_ai.photo.partial import own_sides
    from tabletop_ai.photo.quality import read_quality

    pic, quad = _stroked(mid, turn, grey, start, end)
    assert not read_quality(pic, quad, mid).sure
    assert not own_sides(None, pic, quad, mid)
    assert own_sides(None, pic, quad, mid, strokes=True)
    u, v = (quad[1] - quad[0]) / 6, (quad[3] - quad[0]) / 6
    for off in (u, v, -u, -v):
        assert not own_sides(None, pic, quad + off, mid, strokes=True)
    for other in range(50):
        if other != mid and own_sides(None, pic, quad, other, strokes=True):
            assert read_quality(pic, quad, other).separation < 2


def test_a_stroke_explains_a_partial_read_refused_on_its_bits() -> None:
    """The partial look's read of a marker a light stick lies across, refused by the
    quality check on its code bits alone, is kept (sure) once the stick explains its cells
    against the code; without the stick's line running on over the black border (cells
    against the code in the marker's middle alone, dark or light) it stays dropped."""
    from tabletop_ai.photo.partial import _bits_explained
    from tabletop_ai.photo.quality import read_quality

    pic, quad = _stroked(7, 40.0, 215, (-3.0, 4.2), (9.0, 1.5))
    quality = read_quality(pic, quad, 7)
    assert quality.bits_only
    assert _bits_explained(None, pic, quad, 7, quality, []) is not None
    # a dark stroke inside the code only, not over the margin: nothing shows it is a stick
    for grey in (30, 215):
        short, quad2 = _stroked(7, 40.0, grey, (1.5, 2.5), (4.5, 3.5))
        q2 = read_quality(short, quad2, 7)
        assert q2.bits_only
        assert _bits_explained(None, short, quad2, 7, q2, []) is None


@pytest.mark.parametrize("reach", [0.75, 0.8])
def test_a_side_shown_in_a_short_piece_completes_a_square_on_the_marker(reach: float) -> None:
    """A marker 24 pixels across with a dark blob over the top of its right side and the
    margin beyond (a stick's end, a finger): the border's outline runs on round the blob,
    and that side shows only in a short piece, whose direction the few pixels it lies on
    set off by several degrees: the square its line makes with the other three sides is
    no square (its opposite sides too far from parallel). Taken parallel to its opposite
    side, about its own middle, it completes a square whose corners lie within half a bit
    (2 pixels) of the marker's."""
    from tabletop_ai.photo.partial import completed_squares

    pic, quad = _printed(150, -33.0)
    down = (quad[3] - quad[0]) / 6
    across = (quad[1] - quad[0]) / 6
    centre = quad[1] + down * 6 * reach / 2 + across
    cv2.circle(pic, tuple(round(float(x)) for x in centre), round(6 * BIT * reach / 2), 30, -1)
    small = cv2.resize(pic, None, fx=0.5, fy=0.5, interpolation=cv2.INTER_AREA)
    corners = (quad + 0.5) / 2 - 0.5
    side = _side(corners)
    squares = completed_squares(small, lambda x, y: (0.7 * side, 1.4 * side))

    def off(square: NDArray[Any]) -> float:
        return float(np.hypot(*(square[:, None] - corners[None]).transpose(2, 0, 1)).min(0).max())

    assert min((off(s) for s in squares), default=99.0) <= 2.0
