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


def test_a_drawn_map_with_no_marker_is_refused_after_one_pass(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A 3200x3200 drawn hex map: OpenCV's default settings see no marker and no square
    whose code fails, so no other pass (each one more set of thresholdings of the whole
    picture) and no other look is made; the picture is refused as showing none of the
    board markers."""
    passes: list[str] = []
    one_pass = detect_module._quads

    def counted(cv2: Any, gray: Any, kind: str, *args: Any, **kwargs: Any) -> Any:
        passes.append(kind)
        return one_pass(cv2, gray, kind, *args, **kwargs)

    monkeypatch.setattr(detect_module, "_quads", counted)
    image = decode_image(np.frombuffer(_drawn_hex_map(), np.uint8), "map.jpg")
    assert image.shape[:2] == (3200, 3200)
    with pytest.raises(PhotoError) as exc:
        detect(image, load_board(HEX), "map.jpg")
    assert str(exc.value).startswith("map.jpg: 0 of the 4 board markers are in the photo")
    assert passes == ["default"]
