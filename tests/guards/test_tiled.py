"""Tiled maps are data: the importer opens only regular files of bounded size, inflates tile
layers with a limit on the output, and takes only tile ids some tileset holds. Each test is
the smallest map that used to crash, hang or blow memory (written here, beside the real
test maps of ``tests/maps``)."""

from __future__ import annotations

import base64
import gzip
import json
import subprocess
import sys
import time
import zlib
from pathlib import Path
from typing import Any

import pytest

from tabletop_ai.board import BoardError
from tabletop_ai.maps.tiled import TileDraw, TilePicture, read_tiled
from tabletop_ai.maps.tiled_files import zstd_content_size
from tests.guards import make_fifo

TILES = Path(__file__).parents[1] / "maps" / "data" / "dungeon-tiles.png"


def tmx(data: str, tileset: str = "", extra: str = "", encoding: str = 'encoding="csv"') -> str:
    """A 4x3 map with one tile layer (``data`` inside ``<data ENCODING>``)."""
    tileset = tileset or (
        '<tileset firstgid="1" name="t" tilewidth="32" tileheight="32" tilecount="4" '
        'columns="2"><image source="tiles.png" width="64" height="64"/></tileset>'
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        'renderorder="right-down" width="4" height="3" tilewidth="32" tileheight="32" '
        f'infinite="0" nextlayerid="3" nextobjectid="2">{tileset}{extra}'
        f'<layer id="1" name="ground" width="4" height="3"><data {encoding}>{data}</data>'
        "</layer></map>"
    )


PLAIN = "1,1,2,1,1,4,1,1,0,1,1,2"


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    (tmp_path / "tiles.png").write_bytes(TILES.read_bytes())
    return tmp_path


def line(path: Path) -> str:
    with pytest.raises(BoardError) as info:
        read_tiled(path)
    return info.value.first_line()


def test_a_byte_order_mark_is_read_past(folder: Path) -> None:
    # was: pytiled-parser's UnknownFormat traceback (Notepad saves UTF-8 with a BOM)
    for name in ("bom.tmx", "bom.tmj"):
        p = folder / name
        if name.endswith(".tmx"):
            text = tmx(PLAIN)
        else:
            text = json.dumps(
                {
                    "type": "map", "version": "1.10", "tiledversion": "1.10.2",
                    "orientation": "orthogonal", "renderorder": "right-down",
                    "infinite": False, "width": 4, "height": 3, "tilewidth": 32,
                    "tileheight": 32, "nextlayerid": 2, "nextobjectid": 1,
                    "tilesets": [], "layers": [],
                }
            )  # fmt: skip
        p.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
        r = read_tiled(p)
        assert (r.board.grid.width, r.board.grid.height) == (4, 3)


def test_a_negative_tile_id_is_named(folder: Path) -> None:
    # was: gid -1 masked to 0x0FFFFFFF, a tile rectangle far outside any picture; drawing it
    # overflowed a QRect inside an active QPainter and killed the window
    p = folder / "neg.tmx"
    p.write_text(tmx("-1," + PLAIN[2:]))
    assert line(p) == "neg.tmx: layer 'ground' holds tile -1; a tile id is a number 0 to 4294967295"


def test_a_tile_id_no_tileset_holds_is_named(folder: Path) -> None:
    p = folder / "far.tmx"
    p.write_text(tmx("268435455," + PLAIN[2:]))  # in the tileset's range, not among its 4
    assert line(p) == "far.tmx: layer data uses tile 268435455, which no tileset holds"


def test_a_tile_outside_its_picture_is_not_drawn(folder: Path) -> None:
    # the tileset says 4 tiles in 2 columns; its picture holds only the first row
    small = folder / "small.tmx"
    small.write_text(
        tmx(
            "3,3,3,3,3,3,3,3,3,3,3,3",
            '<tileset firstgid="1" name="t" tilewidth="32" tileheight="32" tilecount="4" '
            'columns="2"><image source="half.png" width="64" height="32"/></tileset>',
        )
    )
    from PySide6.QtGui import QImage

    QImage(TILES.as_posix()).copy(0, 0, 64, 32).save(str(folder / "half.png"))
    r = read_tiled(small)
    assert r.tile_picture is None  # tile 3 lies below the 64x32 picture: nothing to draw


def test_the_tile_renderer_skips_rectangles_outside_the_picture(qapp: object) -> None:
    from tabletop_ai.ui.capture.tile_render import render_tiles

    far = TileDraw(TILES, (2**31 - 40, 2**31 - 40, 32, 32), (0.0, 0.0))
    inside = TileDraw(TILES, (0, 0, 32, 32), (32.0, 0.0))
    tp = TilePicture((64, 32), (1, 0, 0, 0, 1, 0, 0, 0, 1))
    tp.draws = [far]
    assert render_tiles(tp) is None  # nothing drawn, and the painter was ended
    tp.draws = [far, inside]
    got = render_tiles(tp)
    assert got is not None and got.picture.size == (64, 32)


def _import_in_a_process(path: Path, seconds: float = 30) -> subprocess.CompletedProcess[str]:
    """``tabletop-ai import PATH`` in its own process: a hang is a failed test, not a hung
    test run."""
    return subprocess.run(
        [sys.executable, "-m", "tabletop_ai", "import", str(path), str(path.with_suffix(".out"))],
        capture_output=True,
        text=True,
        timeout=seconds,
        check=False,
    )


def test_a_tileset_that_is_a_pipe_is_refused(folder: Path) -> None:
    # was: the parser opened the pipe and waited for a writer for ever
    make_fifo(folder / "pipe.tsx")
    p = folder / "pipe.tmx"
    p.write_text(tmx(PLAIN, '<tileset firstgid="1" source="pipe.tsx"/>'))
    done = _import_in_a_process(p)
    assert done.returncode == 2
    assert done.stderr == (
        "tabletop-ai: pipe.tmx: tileset refers to pipe.tsx, which is not a regular file (a "
        "pipe, a device or a socket); only files are read\n"
    )


def test_an_image_layer_that_is_a_pipe_is_refused(folder: Path) -> None:
    make_fifo(folder / "pipe.png")
    p = folder / "layer.tmx"
    p.write_text(
        tmx(PLAIN, extra='<imagelayer id="2" name="scan"><image source="pipe.png"/></imagelayer>')
    )
    done = _import_in_a_process(p)
    assert done.returncode == 2
    assert "layer.tmx: image refers to pipe.png, which is not a regular file" in done.stderr


def test_a_template_that_is_a_pipe_is_refused(folder: Path) -> None:
    make_fifo(folder / "pipe.tx")
    p = folder / "tpl.tmx"
    objects = '<objectgroup id="2" name="walls"><object id="1" template="pipe.tx"/></objectgroup>'
    p.write_text(tmx(PLAIN, extra=objects))
    done = _import_in_a_process(p)
    assert done.returncode == 2
    assert "tpl.tmx: object refers to pipe.tx, which is not a regular file" in done.stderr


def test_a_tileset_that_is_a_device_is_refused(folder: Path) -> None:
    zero = Path("/dev/zero")  # was: read until the machine ran out of memory
    if not zero.exists():
        pytest.skip("Windows has no named pipes in its file system")
    p = folder / "zero.tmx"
    p.write_text(tmx(PLAIN, '<tileset firstgid="1" source="/dev/zero"/>'))
    assert line(p) == (
        "zero.tmx: tileset refers to zero, which is not a regular file (a pipe, a device or a "
        "socket); only files are read"
    )


@pytest.mark.parametrize("method", ["zlib", "gzip"])
def test_a_layer_bomb_is_refused_while_it_inflates(folder: Path, method: str) -> None:
    # was: a 1.4 MB file inflated to gigabytes (96 s, 8 GB) before its size was looked at
    zeros = b"\0" * 200_000_000  # 200 MB of tiles for a 4x3 layer, about 200 kB packed
    packed = zlib.compress(zeros, 9) if method == "zlib" else gzip.compress(zeros, 9)
    del zeros
    p = folder / "bomb.tmx"
    text = base64.b64encode(packed).decode("ascii")
    p.write_text(tmx(text, encoding=f'encoding="base64" compression="{method}"'))
    start = time.process_time()
    # more base64 than 12 cells' tiles can be: refused before it is decoded at all (a
    # smaller one is inflated with a limit: the next test)
    assert line(p) == "bomb.tmx: layer 'ground' holds more tile data than the layer has cells"
    assert time.process_time() - start < 5


def test_a_small_bomb_is_refused_by_what_it_inflates_to(folder: Path) -> None:
    packed = zlib.compress(b"\0" * 100_000, 9)  # base64 short enough to be decoded
    p = folder / "small-bomb.tmx"
    p.write_text(
        tmx(
            base64.b64encode(packed).decode("ascii"),
            encoding='encoding="base64" compression="zlib"',
        )
    )
    assert line(p) == (
        "small-bomb.tmx: layer 'ground' has zlib tile data that inflates to more than the "
        "layer's 12 cells"
    )


def test_a_zstd_frame_is_inflated_only_within_the_layer() -> None:
    # Tiled's frame (tests/maps/data/vault-zstd.tmx) declares its 48 bytes (12 cells)
    tiled = base64.b64decode("KLUv/SAwnQAAkgECgzIQn/eO9wICAEdx8kZhAg==")
    assert zstd_content_size(tiled) == 48
    # a frame declaring 4 GB (8-byte size field), and one declaring nothing
    huge = b"\x28\xb5\x2f\xfd" + bytes([0xE0]) + (4 * 2**30).to_bytes(8, "little")
    assert zstd_content_size(huge) == 4 * 2**30
    undeclared = b"\x28\xb5\x2f\xfd" + bytes([0x00, 0x58]) + b"\0" * 8
    assert zstd_content_size(undeclared) is None


@pytest.mark.parametrize(
    ("frame", "problem"),
    [
        (
            b"\x28\xb5\x2f\xfd" + bytes([0xE0]) + (4 * 2**30).to_bytes(8, "little") + b"\0" * 8,
            "has zstd tile data that inflates to 4,294,967,296 bytes, more than the layer's 12 "
            "cells",
        ),
        (
            b"\x28\xb5\x2f\xfd" + bytes([0x00, 0x58]) + b"\0" * 8,
            "has zstd tile data that does not say how large it inflates (Tiled's own does)",
        ),
    ],
)
def test_a_zstd_layer_must_declare_a_size_within_the_layer(
    folder: Path, frame: bytes, problem: str
) -> None:
    p = folder / "z.tmx"
    p.write_text(
        tmx(
            base64.b64encode(frame).decode("ascii"), encoding='encoding="base64" compression="zstd"'
        )
    )
    assert line(p) == f"z.tmx: layer 'ground' {problem}"


def test_a_csv_layer_of_millions_of_tiles_is_counted_before_it_is_split(folder: Path) -> None:
    p = folder / "long.tmx"
    p.write_text(tmx(",".join(["1"] * 2_000_000)))
    start = time.process_time()
    assert line(p) == "long.tmx: layer 'ground' holds 2,000,000 tiles; the layer has 12 cells"
    assert time.process_time() - start < 5


def test_a_point_whose_name_cannot_be_an_id_is_imported_under_a_new_one(folder: Path) -> None:
    # was: a point named with 4,300 characters became its id, and the board the import
    # wrote could not be opened again ("points[0].id has 4,300 characters")
    from tabletop_ai.board import load_board
    from tabletop_ai.maps.common import write_import

    points = (
        '<objectgroup id="2" name="points">'
        f'<object id="1" name="{"s" * 1001}" type="spawn" x="16" y="16"><point/></object>'
        '<object id="2" name="a&#10;b" type="spawn" x="48" y="16"><point/></object>'
        '<object id="3" name="gate" type="spawn" x="80" y="16"><point/></object>'
        "</objectgroup>"
    )
    path = folder / "named.tmx"
    path.write_text(tmx(PLAIN, extra=points))
    got = read_tiled(path)
    assert [p.id for p in got.board.points] == ["spawn1", "spawn2", "gate"]
    assert sum("cannot be an id" in n for n in got.notes) == 2
    out = folder / "named.board.json"
    write_import(got, out)
    assert [p.id for p in load_board(out).points] == ["spawn1", "spawn2", "gate"]


def test_a_wall_line_going_back_and_forth_is_snapped_once_per_piece(folder: Path) -> None:
    # was: each of 20,000 pieces snapped again (a polyline of two points copied 10,000
    # times: 24 s on a 4x3 hex map)
    def walls(points: str) -> list[object]:
        group = (
            '<objectgroup id="2" name="walls">'
            f'<object id="1" x="32" y="0"><polyline points="{points}"/></object></objectgroup>'
        )
        path = folder / "line.tmx"
        path.write_text(tmx(PLAIN, extra=group))
        return list(read_tiled(path).board.walls)

    once = walls("0,0 0,64")
    began = time.monotonic()
    many = walls(" ".join(["0,0 0,64"] * 10_000))
    assert time.monotonic() - began < 3.0
    assert many == once and len(once) == 2


def test_a_wall_object_copied_many_times_is_snapped_once(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # was: one wall object copied 20,000 times was snapped 20,000 times (tools/fuzz.py --kind
    # tiled --seed 2911, trial 39318: 20 s of CPU on the 4x3 hex map of tests/maps)
    from tabletop_ai.maps import tiled

    calls: list[int] = []
    snap = tiled.snap_polyline

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return snap(*args, **kwargs)

    monkeypatch.setattr(tiled, "snap_polyline", counted)

    def walls(copies: int) -> list[object]:
        wall = '<object id="{}" x="32" y="0"><polyline points="0,0 0,64"/></object>'
        door = '<object id="{}" type="door" x="64" y="0"><polyline points="0,0 0,32"/></object>'
        objects = "".join(wall.format(i) + door.format(copies + i) for i in range(1, copies + 1))
        path = folder / "copies.tmx"
        path.write_text(
            tmx(PLAIN, extra=f'<objectgroup id="2" name="walls">{objects}</objectgroup>')
        )
        calls.clear()
        board = read_tiled(path).board
        return [list(board.walls), [(d.between, d.open) for d in board.doors]]

    once = walls(1)
    assert len(calls) == 2
    assert walls(5_000) == once
    assert len(calls) == 2


@pytest.mark.parametrize(
    ("content", "name", "says"),
    [
        # a picture saved under the tileset's name
        (b"\x89PNG\r\n\x1a\n\x00\x00", "walls.tsx", "is neither XML nor JSON, so no Tiled file"),
        # a README named as a tileset (go-tiled's test maps)
        (b"# go-tiled\n", "README.md", "is neither XML nor JSON, so no Tiled file"),
        (b'<tileset name="t"><image', "walls.tsx", "line 1 column 19 is not valid XML"),
        (b"<html><body>404</body></html>", "walls.tsx", "is not a Tiled tileset (its top"),
        (b'{"name": "t",\n', "walls.tsj", "line 2 column 1 is not valid JSON"),
    ],
)
def test_a_broken_tileset_is_named_with_the_map_that_names_it(
    folder: Path, content: bytes, name: str, says: str
) -> None:
    """The error names the map, the place in it that names the tileset, the tileset file
    and the place in that file (it named the tileset file alone, or the map alone)."""
    (folder / name).write_bytes(content)
    p = folder / "keep.tmx"
    p.write_text(tmx(PLAIN, f'<tileset firstgid="1" source="{name}"/>'))
    got = line(p)
    assert got.startswith(f"keep.tmx: tileset {name} "), got
    assert says in got, got
