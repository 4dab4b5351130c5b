"""A read of the detector's looser settings is sure only when the photo shows the marker:
the checks of ``tabletop_ai.photo.quality`` on squares drawn here, whose truth is known."""

from __future__ import annotations

import math

import cv2
import numpy as np
import pytest

from tabletop_ai.photo.markers import DICTIONARY
from tabletop_ai.photo.quality import _codes, read_quality

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
