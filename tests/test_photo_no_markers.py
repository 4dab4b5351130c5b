"""A picture that shows nothing that could be a marker (a drawn map, not a photo of the
table) is refused after one look: the later passes and looks are for markers the first
one saw badly, and it saw none."""

from __future__ import annotations

import math
from typing import Any

import cv2  # the camera extra is part of the test install: missing, the tests fail
import numpy as np
import pytest

import tabletop_ai.photo.detect as detect_module
from tabletop_ai.board import load_board
from tabletop_ai.photo.detect import decode_image, detect
from tabletop_ai.photo.markers import PhotoError
from tests.conftest import MAPS

HEX = MAPS / "river-fort.board.json"
SQUARE = MAPS / "outpost-raid.board.json"


def _drawn_hex_map(side: int = 3200, radius: int = 60) -> bytes:
    """A printed-map-like JPEG: pointy hexes outlined in dark grey over a pale ground, some
    filled in colour, each with a centre dot and a four-digit number, as map sheets are."""
    img = np.full((side, side, 3), (200, 220, 205), np.uint8)
    width = math.sqrt(3) * radius
    for row in range(int(side / (1.5 * radius)) + 2):
        for col in range(int(side / width) + 2):
            cx, cy = col * width + (width / 2 if row % 2 else 0), row * 1.5 * radius
            corners = [
                (
                    cx + radius * math.cos(math.radians(60 * k + 30)),
                    cy + radius * math.sin(math.radians(60 * k + 30)),
                )
                for k in range(6)
            ]
            pts = np.array(corners, np.int32)
            if (row * 7 + col * 3) % 5 == 0:
                colour = (60 + (row * 37) % 140, 60 + (col * 53) % 140, 60 + (row * col) % 140)
                cv2.fillPoly(img, [pts], colour)
            cv2.polylines(img, [pts], True, (40, 40, 40), 2, cv2.LINE_AA)
            cv2.circle(img, (int(cx), int(cy)), 4, (20, 20, 20), -1)
            cv2.putText(
                img,
                f"{col:02d}{row:02d}",
                (int(cx - 20), int(cy + 30)),
                cv2.FONT_HERSHEY_SIMPLEX,
                0.5,
                (30, 30, 30),
                1,
                cv2.LINE_AA,
            )
    ok, data = cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, 90])
    assert ok
    return bytes(data)


def _drawn_square_map(side: int = 3200, cell: int = 60) -> bytes:
    """A printed square-grid map as a JPEG: dark grey grid lines over a pale ground, some
    squares filled in colour and some dark (walls), each with a four-digit number."""
    img = np.full((side, side, 3), (205, 215, 225), np.uint8)
    n = side // cell + 1
    for row in range(n):
        for col in range(n):
            x, y = col * cell, row * cell
            if (row * 7 + col * 3) % 5 == 0:
                colour = (60 + (row * 37) % 140, 60 + (col * 53) % 140, 60 + (row * col) % 140)
                cv2.rectangle(img, (x, y), (x + cell, y + cell), colour, -1)
            if (row * 11 + col * 5) % 13 == 0:
                cv2.rectangle(img, (x, y), (x + cell, y + cell), (40, 40, 40), -1)
            cv2.putText(
                img,
                f"{col:02d}{row:02d}",
                (x + 6, y + cell - 10),
                cv2.FONT_HERSHEY_SIMPLEX,
                0.5,
                (30, 30, 30),
                1,
                cv2.LINE_AA,
            )
    for k in range(n + 1):
        cv2.line(img, (k * cell, 0), (k * cell, side), (40, 40, 40), 2, cv2.LINE_AA)
        cv2.line(img, (0, k * cell), (side, k * cell), (40, 40, 40), 2, cv2.LINE_AA)
    ok, data = cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, 90])
    assert ok
    return bytes(data)


def _passes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The passes :func:`detect` runs from now on, in order."""
    passes: list[str] = []
    one_pass = detect_module._quads

    def counted(cv2: Any, gray: Any, kind: str, *args: Any, **kwargs: Any) -> Any:
        passes.append(kind)
        return one_pass(cv2, gray, kind, *args, **kwargs)

    monkeypatch.setattr(detect_module, "_quads", counted)
    return passes


@pytest.mark.parametrize("cell", [120, 60])
def test_a_drawn_square_map_is_refused_after_one_pass(
    monkeypatch: pytest.MonkeyPatch, cell: int
) -> None:
    """A 3200x3200 drawn square-grid map: OpenCV's default settings read no marker, and
    the squares they reject (the grid's cells) are light inside their lines, with no
    marker's black frame; with cells of 60 pixels the picture has too many outlines for
    that pass, and none of them has such a frame either. No other pass or look is made,
    and the picture is refused as showing none of the board markers."""
    passes = _passes(monkeypatch)
    image = decode_image(np.frombuffer(_drawn_square_map(3200, cell), np.uint8), "map.jpg")
    with pytest.raises(PhotoError) as exc:
        detect(image, load_board(SQUARE), "map.jpg")
    assert str(exc.value).startswith("map.jpg: 0 of the 4 board markers were read surely")
    assert passes == ["default"]


def test_markers_the_default_pass_cannot_read_still_get_the_later_passes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The four board markers, 12 pixels wide, printed on a drawn square map: OpenCV's
    default settings read none of them, but the squares they reject include markers' black
    frames, so the later passes are run, and they read all four."""
    from tabletop_ai.photo.markers import DICTIONARY, marker_set

    board = load_board(SQUARE)
    img = cv2.imdecode(np.frombuffer(_drawn_square_map(1600, 120), np.uint8), cv2.IMREAD_COLOR)
    dictionary = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY))
    bit = 2  # pixels a bit: 6 bits (code and frame) a side, in a white margin of one bit
    ids = [m.id for m in marker_set(board).board]
    for i, mid in enumerate(ids):
        top, left = (150 if i < 2 else 1250), (150 if i % 2 == 0 else 1250)
        img[top - bit : top + 7 * bit, left - bit : left + 7 * bit] = 255
        code = cv2.aruco.generateImageMarker(dictionary, mid, 6 * bit)
        img[top : top + 6 * bit, left : left + 6 * bit] = code[:, :, None]
    assert detect_module.find_quads(img, set(ids), ("default",)) == {}  # default: none read
    passes = _passes(monkeypatch)
    found = detect(img, board, "map.jpg")
    assert sorted(found.board_markers) == sorted(ids)
    assert passes[:3] == ["default", "fine", "loose"]


def test_a_drawn_map_with_no_marker_is_refused_after_one_pass(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A 3200x3200 drawn hex map: OpenCV's default settings see no marker and no square
    whose code fails, so no other pass (each one more set of thresholdings of the whole
    picture) and no other look is made; the picture is refused as showing none of the
    board markers."""
    passes = _passes(monkeypatch)
    image = decode_image(np.frombuffer(_drawn_hex_map(), np.uint8), "map.jpg")
    assert image.shape[:2] == (3200, 3200)
    with pytest.raises(PhotoError) as exc:
        detect(image, load_board(HEX), "map.jpg")
    assert str(exc.value).startswith("map.jpg: 0 of the 4 board markers were read surely")
    assert passes == ["default"]
