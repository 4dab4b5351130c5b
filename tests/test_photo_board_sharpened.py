"""Small blurred board markers with a narrow white margin on a dark textured table: the
board markers' sharpened look of ``tabletop_ai.photo.detect`` reads them, and keeps only
what the photo itself shows. Pictures drawn here, whose truth is the marker printed in
them."""

from __future__ import annotations

import math
from typing import Any

import cv2
import numpy as np
import pytest
from numpy.typing import NDArray

from tabletop_ai.geometry import Cell
from tabletop_ai.photo.detect import (
    PASSES,
    board_sharpened_look,
    checked_reads,
    find_quads,
    quad_centre,
    sharpened_look,
)
from tabletop_ai.photo.markers import DICTIONARY, BoardMarker, MarkerSet

#: board markers 0-3 and 36 figure markers
_MS = MarkerSet(
    board=tuple(BoardMarker(i, Cell(-2, i)) for i in range(4)),
    figures={f"f{i}": i for i in range(4, 40)},
)
_WANTED = {m.id for m in _MS.board} | set(_MS.figures.values())
#: four figure markers and board markers 1 and 2 (ids 0, 1) printed large, with a wide
#: margin: read by OpenCV's defaults
_CLEAR = [(4 + j, 120.0 + 120 * j, 120.0, 28.0, 0.3, 10.0 * j) for j in range(4)] + [
    (0, 80.0, 400.0, 30.0, 0.3, 0.0),
    (1, 300.0, 400.0, 30.0, 0.3, 10.0),
]

Marker = tuple[int, float, float, float, float, float]


def _table(
    markers: list[Marker], blur: float, squash: float, seed: int
) -> tuple[NDArray[Any], dict[int, NDArray[Any]]]:
    """A dark textured table (grey 100, blotches of 12 grey levels) 640 x 480 with markers
    ``(id, x, y, side in pixels, margin as a share of the side, turn in degrees)`` printed
    in dark grey ink (65) on greyish paper (210), as a cheap printer and a dim room give
    them. Drawn four times the size, seen slanted (``squash``: the height shrunk by it, as
    by a tilted camera), shrunk, blurred by ``blur`` (sigma, pixels), with noise and JPEG.
    The picture and each marker's corners (its own top-left first)."""
    k, big, ink, paper = 4, 600, 65, 210
    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY))
    w, h = 640 * k, 480 * k
    rng = np.random.default_rng(seed)
    blotches = cv2.resize(rng.normal(0, 12, (48, 64)), (w, h), interpolation=cv2.INTER_CUBIC)
    pic = np.clip(100 + blotches, 0, 255).astype(np.uint8)
    squashed = np.array([[1.0, 0.0, 0.0], [0.0, squash, h * (1 - squash) / 2]])
    corners: dict[int, NDArray[Any]] = {}
    for mid, x, y, side, margin, turn in markers:
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
    pic = cv2.warpAffine(pic, squashed, (w, h), flags=cv2.INTER_AREA, borderValue=100)
    small = cv2.resize(pic, (640, 480), interpolation=cv2.INTER_AREA).astype(np.float32)
    small = cv2.GaussianBlur(small, (0, 0), blur)
    small += rng.normal(0.0, 2.0, small.shape)
    jpeg = cv2.imencode(
        ".jpg", np.clip(small, 0, 255).astype(np.uint8), [cv2.IMWRITE_JPEG_QUALITY, 85]
    )
    return cv2.imdecode(jpeg[1], cv2.IMREAD_GRAYSCALE), corners


def _small_pair(side: float, turn: float) -> list[Marker]:
    """Board markers 3 and 4 (ids 2, 3), ``side`` pixels across with a margin of a tenth
    of it (0.6 of a bit)."""
    return [(2, 520.0, 400.0, side, 0.1, turn), (3, 330.0, 260.0, side, 0.1, turn + 30)]


@pytest.mark.parametrize(
    ("side", "turn", "blur", "squash", "seed", "mid"),
    [
        (16.0, 20.0, 1.3, 1.0, 1, 3),
        (16.0, 50.0, 1.3, 1.0, 0, 2),
        (18.0, 20.0, 1.5, 1.0, 1, 2),
        (18.0, 20.0, 1.5, 1.0, 1, 3),
        (18.0, 50.0, 1.5, 0.8, 2, 3),
    ],
)
def test_a_small_blurred_board_marker_is_read_in_the_board_sharpened_look(
    side: float, turn: float, blur: float, squash: float, seed: int, mid: int
) -> None:
    """A board marker 16-18 pixels across (a bit under 3 pixels), its margin 0.6 of a bit
    on a dark table, blurred by 1.3-1.5 pixels: its margin greys into the table, and no
    pass of the detector reads it surely (it is missed, or read without a margin), nor
    does the figures' sharpened look. Sharpened more and read by the loose pass, it is
    read surely, in its place; no board marker is read anywhere else."""
    pic, corners = _table([*_CLEAR, *_small_pair(side, turn)], blur, squash, seed)
    first = set(find_quads(pic, _WANTED, ("default",)))
    found, doubts = checked_reads(pic, find_quads(pic, _WANTED, PASSES), _WANTED, first)
    assert {0, 1, 4, 5, 6, 7} <= set(found) - set(doubts)
    assert mid not in found or mid in doubts  # not read surely by any pass
    assert mid not in sharpened_look(pic, _MS, found, doubts)
    got = board_sharpened_look(pic, _MS, found, doubts)
    assert mid in got
    for other, quad in got.items():
        assert other in (2, 3)
        assert math.dist(quad_centre(quad), quad_centre(corners[other])) < 1.0  # pixels


@pytest.mark.parametrize("blur", [1.2, 1.5, 2.0])
def test_the_board_sharpened_look_reads_no_other_marker_as_a_board_marker(blur: float) -> None:
    """Small blurred markers of ids that are not the board's (another game's sheet), the
    board's figure markers drawn small and blurred too, and plain dark printed squares
    with a light dot (counters): with every board marker missing, the look reads none of
    them as one."""
    strays = [
        (40 + 17 * j, 80.0 + 120 * j, 300.0 + 60 * (j % 2), 17.0, 0.1, 23.0 * j) for j in range(5)
    ]
    figures = [(8 + j, 150.0 + 140 * j, 220.0, 17.0, 0.1, 31.0 * j) for j in range(3)]
    pic, _corners = _table([*_CLEAR[:4], *strays, *figures], blur, 0.85, seed=3)
    for j in range(4):  # counters: a dark square with a light dot a bit off its middle
        x, y = 120 + 130 * j, 420
        cv2.rectangle(pic, (x - 9, y - 9), (x + 9, y + 9), 55, -1)
        cv2.circle(pic, (x - 3 + 2 * j, y + 2), 3, 190, -1)
    found = find_quads(pic, _WANTED, ("default",))
    assert not set(found) & {0, 1, 2, 3}
    assert board_sharpened_look(pic, _MS, found, {}) == {}


def test_a_doubtful_board_read_gives_way_only_on_its_own_square() -> None:
    """A board marker read doubtfully on one square (a loose pass's read of something else)
    and surely by the look on another: two squares of one id, neither known to be the
    marker, so the look keeps neither (the doubtful read stays doubtful). On its own square
    the sure read takes its place."""
    pic, corners = _table([*_CLEAR, *_small_pair(18.0, 20.0)], 1.5, 1.0, 1)
    first = set(find_quads(pic, _WANTED, ("default",)))
    found, doubts = checked_reads(pic, find_quads(pic, _WANTED, PASSES), _WANTED, first)
    elsewhere = corners[3] + np.array([60.0, 0.0])
    found[3], doubts[3] = elsewhere, "its bits do not match the marker"
    assert 3 not in board_sharpened_look(pic, _MS, found, doubts)
    found[3] = corners[3] + np.array([0.8, -0.6])  # the doubtful read on the marker itself
    got = board_sharpened_look(pic, _MS, found, doubts)
    assert math.dist(quad_centre(got[3]), quad_centre(corners[3])) < 1.0
