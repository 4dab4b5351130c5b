"""Universal VTT files: the smallest files that used to crash the importer."""

from __future__ import annotations

import base64
import json
import struct
import time
import zlib
from pathlib import Path

import pytest

from tabletop_ai.board import BoardError
from tabletop_ai.geometry.cells import Cell
from tabletop_ai.maps.uvtt import read_uvtt


def uvtt(tmp_path: Path, image: str) -> Path:
    doc = {
        "format": 0.3,
        "resolution": {
            "map_origin": {"x": 0, "y": 0},
            "map_size": {"x": 4, "y": 3},
            "pixels_per_grid": 10,
        },
        "line_of_sight": [],
        "portals": [],
        "image": image,
    }
    path = tmp_path / "crypt.dd2vtt"
    path.write_text(json.dumps(doc))
    return path


def png_header(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + struct.pack(">I", 13)
        + b"IHDR"
        + ihdr
        + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
    )


def test_a_data_uri_without_a_comma_is_named(tmp_path: Path) -> None:
    # was: IndexError from text.split(",", 1)[1]
    with pytest.raises(BoardError) as info:
        read_uvtt(uvtt(tmp_path, "data:image/png;base64"))
    assert info.value.first_line() == (
        "crypt.dd2vtt: image is a data: URI without a comma before its data"
    )


def test_a_picture_of_no_pixels_is_left_out(tmp_path: Path) -> None:
    # was: ZeroDivisionError scaling the picture over the map
    r = read_uvtt(uvtt(tmp_path, base64.b64encode(png_header(0, 0)).decode("ascii")))
    assert r.picture is None
    assert "crypt.dd2vtt: image: its header says 0x0 pixels (left out)" in r.notes


def test_a_map_of_millions_of_objects_is_refused_before_it_is_parsed(tmp_path: Path) -> None:
    path = tmp_path / "walls.dd2vtt"
    path.write_text('{"line_of_sight": [' + ",".join(['{"x":1,"y":1}'] * 600_000) + "]}")
    with pytest.raises(BoardError) as info:
        read_uvtt(path)
    assert info.value.first_line() == (
        "walls.dd2vtt: holds 600,002 objects and lists; map files of at most 500,000 are read"
    )


def _far_map(tmp_path: Path, wall_end: float, door_end: float, lights: object) -> Path:
    """A 5×4 map whose one wall line and one door run far past its edge (the fuzzer's finds:
    a wall end at 2**31, a door bound at 1e17, ``lights`` a number)."""
    data = {
        "format": 0.3,
        "resolution": {
            "map_origin": {"x": 0, "y": 0},
            "map_size": {"x": 5, "y": 4},
            "pixels_per_grid": 10,
        },
        "line_of_sight": [[{"x": 2, "y": 2}, {"x": 2, "y": wall_end}]],
        "portals": [
            {"position": {"x": 4, "y": 1.5}, "bounds": [{"x": 4, "y": 1}, {"x": 4, "y": door_end}]},
        ],
        "lights": lights,
    }
    p = tmp_path / "far.dd2vtt"
    p.write_text(json.dumps(data))
    return p


def test_walls_and_doors_far_off_the_map_are_read_only_where_the_map_is(tmp_path: Path) -> None:
    # was: the wall walked 2**31 grid vertices (1 GB), the door 1e17 edges (no end), and
    # ``lights: 7`` was a TypeError
    got = read_uvtt(_far_map(tmp_path, 2.0**31, 1e17, 7))
    board = got.board
    # the wall x=2 from y=2 down: the edges between columns 1 and 2 in rows 2 and 3 only
    walls = {tuple(sorted((tuple(a), tuple(b)))) for a, b in board.walls}
    assert walls == {((1, 2), (2, 2)), ((1, 3), (2, 3))}
    # the door x=4 from y=1 down: the edges between columns 3 and 4 in rows 1, 2 and 3
    assert sorted(tuple(d.between[0]) for d in board.doors) == [(3, 1), (3, 2), (3, 3)]


def test_a_wall_drawn_twenty_thousand_times_is_read_once(tmp_path: Path) -> None:
    # was: each copy snapped again, and every closed line checked against every other
    # line's points: 20,002 copies of one wall took 49 s
    wall = [{"x": 2, "y": 3}, {"x": 5, "y": 3}, {"x": 5, "y": 5}]
    pillar = [{"x": 1, "y": 1}, {"x": 2, "y": 1}, {"x": 2, "y": 2}, {"x": 1, "y": 2},
              {"x": 1, "y": 1}]  # fmt: skip
    data = {
        "format": 0.3,
        "resolution": {
            "map_origin": {"x": 0, "y": 0},
            "map_size": {"x": 6, "y": 6},
            "pixels_per_grid": 10,
        },
        "line_of_sight": [wall] * 20_000,
        "objects_line_of_sight": [pillar] * 20_000,
    }
    path = tmp_path / "copies.dd2vtt"
    path.write_text(json.dumps(data))
    began = time.monotonic()
    many = read_uvtt(path).board
    took = time.monotonic() - began
    data.update(line_of_sight=[wall], objects_line_of_sight=[pillar])
    path.write_text(json.dumps(data))
    once = read_uvtt(path).board
    assert many.walls == once.walls and len(once.walls) == 9  # 5 of the wall, 4 of the pillar
    assert many.terrain == once.terrain == {Cell(1, 1): "blocking"}
    assert took < 5.0  # was 49 s for one list of copies
