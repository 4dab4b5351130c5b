"""A part of a map larger than a board: the region is cut the same way for Tiled and Universal
VTT maps (``maps.common.cut_to_part``), on small maps written here; the expected boards are
derived in the comments from the files."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest

from tabletop_ai.board import BoardError, load_board
from tabletop_ai.cli import main
from tabletop_ai.geometry import Cell, HexGrid, edge
from tabletop_ai.maps.common import (
    MapTooLarge,
    Region,
    make_part,
    map_content,
    offered_region,
    parse_region,
)
from tabletop_ai.maps.homography import apply
from tabletop_ai.maps.picture import board_picture
from tabletop_ai.maps.tiled import read_tiled
from tabletop_ai.maps.uvtt import read_uvtt
from tests.maps.pictures import png_bytes

W, H = 210, 5


def wide_tmx(folder: Path) -> Path:
    """A 210x5 map of 32 px tiles: tile 1 (terrain=blocking) on column 205 of every row,
    tile 2 (plain) elsewhere; a wall line along the grid line x=8 cells from row 0 to 5;
    a closed door on the edge between [199,2] and [200,2] (a vertical line of one cell)
    and one between [20,1] and [20,2] (a horizontal one); a spawn point in cell [3,1] and
    one in [208,4]."""
    png = folder / "tiles.png"
    png.write_bytes(png_bytes(64, 32, lambda x, y: (0, 0, 0) if x < 32 else (200, 200, 200)))
    rows = [",".join("1" if x == 205 else "2" for x in range(W)) for _ in range(H)]
    tmx = folder / "wide.tmx"
    tmx.write_text(
        f'<?xml version="1.0"?><map version="1.10" tiledversion="1.10.2" '
        f'orientation="orthogonal" renderorder="right-down" width="{W}" height="{H}" '
        'tilewidth="32" tileheight="32" infinite="0" nextlayerid="3" nextobjectid="6">'
        '<tileset firstgid="1" name="t" tilewidth="32" tileheight="32" tilecount="2" '
        'columns="2"><image source="tiles.png" width="64" height="32"/>'
        '<tile id="0"><properties><property name="terrain" value="blocking"/></properties>'
        "</tile></tileset>"
        f'<layer id="1" name="ground" width="{W}" height="{H}"><data encoding="csv">'
        + ",\n".join(rows)
        + "</data></layer>"
        '<objectgroup id="2" name="things">'
        '<object id="1" type="wall" x="256" y="0"><polyline points="0,0 0,160"/></object>'
        '<object id="2" type="door" x="6400" y="64"><polyline points="0,0 0,32"/></object>'
        '<object id="3" type="door" x="640" y="64"><polyline points="0,0 32,0"/></object>'
        '<object id="4" type="spawn" name="s1" x="112" y="48"><point/></object>'
        '<object id="5" type="spawn" name="s2" x="6672" y="144"><point/></object>'
        "</objectgroup></map>",
        encoding="utf-8",
    )
    return tmx


def test_a_map_larger_than_a_board_says_a_part_can_be_imported(tmp_path: Path) -> None:
    tmx = wide_tmx(tmp_path)
    with pytest.raises(MapTooLarge) as err:
        read_tiled(tmx)
    assert (err.value.width, err.value.height) == (W, H)
    assert err.value.first_line() == (
        "wide.tmx: map width/height gives a 210x5 map; maps of at most 200x200 cells are "
        "imported: import a part of it (--region X,Y,W,H, or the window asks which part)"
    )


def test_tiled_part_cut_and_moved(tmp_path: Path) -> None:
    r = read_tiled(wide_tmx(tmp_path), region=Region(8, 0, 200, 5))
    b = r.board
    assert (b.grid.width, b.grid.height) == (200, 5)
    # column 205 of the map is column 197 of the part: blocking in every row, nothing else
    assert b.terrain == {Cell(197, y): "blocking" for y in range(H)}
    # the wall on x=8 is the part's left border: left out (the board's edge bounds it)
    assert b.walls == []
    # the door between [199,2] and [200,2] is now between [191,2] and [192,2]; the one
    # between [20,1] and [20,2] between [12,1] and [12,2]
    assert {d.between for d in b.doors} == {edge((12, 1), (12, 2)), edge((191, 2), (192, 2))}
    # s1 in [3,1] lies left of the part (columns 8..207), s2 in [208,4] right of it
    assert b.points == []
    assert r.notes[0] == (
        "wide.tmx: a part of the 210x5 map imported: cells [8,0] to [207,4] of the map "
        "(200x5; --region 8,0,200,5), now [0,0] to [199,4]"
    )
    assert r.notes[2].startswith(
        "wide.tmx: beyond the part or on its border, not imported: 5 wall edges, "
        "0 door edges, 2 points, 0 figures"
    )
    # the tiles are drawn for the part only, from its first column of pixels (8 x 32)
    tp = r.tile_picture
    assert tp is not None and tp.size == (200 * 32, 5 * 32)
    assert len(tp.draws) == 200 * 5 and min(d.at for d in tp.draws) == (0.0, 0.0)
    assert apply(tp.transform, (32.0, 64.0)) == pytest.approx((1.0, 2.0))


def test_tiled_part_keeps_what_lies_inside(tmp_path: Path) -> None:
    """A part from column 0: the wall on x=8 and the spawn in [3,1] lie inside."""
    r = read_tiled(wide_tmx(tmp_path), region=Region(0, 1, 100, 3))
    b = r.board
    # rows 1..3 of the map; the wall runs down the line x=8 on every row of the part
    assert set(b.walls) == {edge((7, y), (8, y)) for y in range(3)}
    # the door [20,1]|[20,2] is now [20,0]|[20,1]; the other lies beyond column 99
    assert [d.between for d in b.doors] == [edge((20, 0), (20, 1))]
    assert [(p.id, p.at) for p in b.points] == [("s1", Cell(3, 0))]
    assert b.terrain == {}


@pytest.mark.parametrize(
    ("region", "expected"),
    [
        (
            Region(0, 0, 0, 5),
            "wide.tmx: map width/height the region 0,0,0,5 has no cells: its width and "
            "height must be at least 1",
        ),
        (
            Region(0, 0, 201, 5),
            "wide.tmx: map width/height the region 0,0,201,5 is 201x5 cells; a board has "
            "at most 200x200",
        ),
        (
            Region(100, 2, 200, 5),
            "wide.tmx: map width/height the region 100,2,200,5 (cells [100,2] to [299,6]) "
            "is not inside the 210x5 map (cells [0,0] to [209,4])",
        ),
        (
            Region(-1, 0, 10, 5),
            "wide.tmx: map width/height the region -1,0,10,5 (cells [-1,0] to [8,4]) is "
            "not inside the 210x5 map (cells [0,0] to [209,4])",
        ),
    ],
)
def test_bad_regions_are_refused_naming_file_and_place(
    tmp_path: Path, region: Region, expected: str
) -> None:
    with pytest.raises(BoardError) as err:
        read_tiled(wide_tmx(tmp_path), region=region)
    assert err.value.first_line() == expected


def test_parse_region() -> None:
    assert parse_region(" 3, 4,20 ,10") == Region(3, 4, 20, 10)
    for bad in ("3,4,20", "a,b,c,d", "1.5,0,2,2", ""):
        with pytest.raises(ValueError, match="no region"):
            parse_region(bad)


def test_cli_region(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tmx = wide_tmx(tmp_path)
    out = tmp_path / "wide.board.json"
    assert main(["import", str(tmx), str(out)]) == 2
    assert "--region X,Y,W,H" in capsys.readouterr().err
    assert main(["import", str(tmx), str(out), "--region", "10,0,200,5"]) == 0
    err = capsys.readouterr().err
    assert "a part of the 210x5 map imported: cells [10,0] to [209,4]" in err
    board = load_board(out)
    assert (board.grid.width, board.grid.height) == (200, 5)
    assert board.terrain[Cell(195, 0)] == "blocking"
    assert main(["import", str(tmx), str(out), "--region", "10,0"]) == 2
    assert capsys.readouterr().err.startswith("tabletop-ai: wide.tmx: --region '10,0' is no region")
    assert main(["import", str(tmx), str(out), "--region", "205,0,10,5"]) == 2
    assert "is not inside the 210x5 map" in capsys.readouterr().err


def uvtt(folder: Path) -> Path:
    """A 250x4 Universal VTT map (70 px a cell) with its picture (250x4 px, one a cell):
    a wall line along x=120 from y=0 to 4, one along y=2 from x=0 to 250, a portal
    (closed) across x=130 from y=1 to 2."""
    pic = png_bytes(250, 4, lambda x, y: (x % 256, y * 60, 0))
    src = folder / "long.dd2vtt"
    src.write_text(
        json.dumps(
            {
                "format": 0.3,
                "resolution": {
                    "map_origin": {"x": 0, "y": 0},
                    "map_size": {"x": 250, "y": 4},
                    "pixels_per_grid": 1,
                },
                "line_of_sight": [
                    [{"x": 120, "y": 0}, {"x": 120, "y": 4}],
                    [{"x": 0, "y": 2}, {"x": 250, "y": 2}],
                ],
                "portals": [
                    {
                        "position": {"x": 130, "y": 1.5},
                        "bounds": [{"x": 130, "y": 1}, {"x": 130, "y": 2}],
                        "rotation": 0,
                        "closed": True,
                        "freestanding": False,
                    }
                ],
                "lights": [],
                "image": base64.b64encode(pic).decode("ascii"),
            }
        ),
        encoding="utf-8",
    )
    return src


def test_uvtt_part_walls_doors_and_picture(tmp_path: Path) -> None:
    with pytest.raises(MapTooLarge):
        read_uvtt(uvtt(tmp_path))
    r = read_uvtt(uvtt(tmp_path), region=Region(100, 1, 50, 3))
    b = r.board
    assert (b.grid.width, b.grid.height) == (50, 3)
    # x=120 from row 1 to 3 of the map → x=20 on the part's rows 0..2; the line y=2 of the
    # map is the part's y=1 across all 50 columns
    walls = set(b.walls)
    assert {edge((19, y), (20, y)) for y in range(3)} <= walls
    assert {edge((x, 0), (x, 1)) for x in range(50)} <= walls
    assert len(walls) == 3 + 50
    # the portal across x=130 on row 1 of the map → a closed door [29,0]|[30,0]
    assert [(d.between, d.open) for d in b.doors] == [(edge((29, 0), (30, 0)), False)]
    # the picture is one pixel a cell: pixel (100, 1) lies at the part's cell [0,0]
    assert r.picture is not None
    assert apply(r.picture.picture.transform, (100.0, 1.0)) == pytest.approx((0.0, 0.0))
    assert apply(r.picture.picture.transform, (150.0, 4.0)) == pytest.approx((50.0, 3.0))
    assert r.notes[0].startswith("long.dd2vtt: a part of the 250x4 map imported")


@pytest.mark.parametrize("offset", ["odd-r", "even-r", "odd-q", "even-q"])
@pytest.mark.parametrize("start", [(0, 0), (1, 3), (2, 1), (3, 2)])
def test_a_hex_part_keeps_every_hex_neighbours(offset: str, start: tuple[int, int]) -> None:
    """Offset layouts count shoved rows (columns) from the first: a part starting on an odd
    one must count them the other way, or every second row's neighbours change."""
    orientation = "pointy" if offset.endswith("r") else "flat"
    whole = HexGrid(9, 9, orientation, offset)
    region = Region(start[0], start[1], 5, 5)
    part, where = make_part(whole, region)
    for c in part.cells():
        old = Cell(c.x + region.x, c.y + region.y)
        expected = {
            Cell(n.x - region.x, n.y - region.y) for n in whole.neighbors(old) if region.contains(n)
        }
        assert set(part.neighbors(c)) == expected
        # every point moves by the same shift
        ox, oy = whole.center(old)
        assert part.center(c) == pytest.approx((ox - where.shift[0], oy - where.shift[1]))


def test_a_map_too_large_even_for_a_part_says_both_limits(tmp_path: Path) -> None:
    """No use asking which part of a map of which no part is imported: a plain refusal."""
    src = tmp_path / "endless.tmj"
    src.write_text(
        json.dumps(
            {
                "type": "map",
                "orientation": "orthogonal",
                "width": 2000,
                "height": 3,
                "tilewidth": 32,
                "tileheight": 32,
                "infinite": False,
                "layers": [],
                "tilesets": [],
                "renderorder": "right-down",
                "version": "1.10",
                "tiledversion": "1.10.2",
                "nextlayerid": 1,
                "nextobjectid": 1,
            }
        ),
        encoding="utf-8",
    )
    with pytest.raises(BoardError) as err:
        read_tiled(src)
    assert not isinstance(err.value, MapTooLarge)
    assert err.value.first_line() == (
        "endless.tmj: map width/height gives a 2000x3 map; maps of at most 200x200 cells are "
        "imported, and parts of maps of at most 1024x1024"
    )


def test_tiled_part_notes_and_tile_counts_speak_of_the_part(tmp_path: Path) -> None:
    """The notes after the part's own one describe the board imported: the summary counts
    the part's cells, walls, doors and points, and each tile counts its cells in the part
    (the terrain dialog shows these counts)."""
    tmx = wide_tmx(tmp_path)
    r = read_tiled(tmx, region=Region(8, 0, 200, 5))
    # the part: columns 8..207; blocking tile 1 on column 205 (5 cells), tile 2 on the
    # other 199 columns (995 cells); the wall on x=8 is the part's border, both doors inside
    assert r.notes[1] == (
        "wide.tmx: 200x5 square map; terrain: 5 blocking; 0 wall edges, 2 doors, 0 points"
    )
    assert {k: t.count for k, t in r.tiles.items()} == {"t:0": 5, "t:1": 995}
    assert "t:1 (995 cells)" in r.notes[-1]
    # columns 0..199 hold no tile 1: it is not among the part's tiles at all
    left = read_tiled(tmx, region=Region(0, 0, 200, 5))
    assert {k: t.count for k, t in left.tiles.items()} == {"t:1": 1000}
    assert left.notes[1] == (
        "wide.tmx: 200x5 square map; terrain: all open; 5 wall edges, 1 door, 1 point"
    )


def things_tmx(folder: Path) -> Path:
    """A 210x5 map with no tiles: on the left (columns 0..9) a diagonal wall line from
    (1,1) to (3,3) cells, a point in [2,2] whose name is too long for an id and a
    rectangle of class 'crate'; the same three on the right (columns 200..209)."""
    tmx = folder / "things.tmx"

    def objects(first: int, x0: int) -> str:
        px = x0 * 32
        return (
            f'<object id="{first}" type="wall" x="{px + 32}" y="32">'
            '<polyline points="0,0 64,64"/></object>'
            f'<object id="{first + 1}" name="{"n" * 1001}" x="{px + 80}" y="80"><point/></object>'
            f'<object id="{first + 2}" type="crate" x="{px}" y="0" width="32" height="32"/>'
        )

    tmx.write_text(
        f'<?xml version="1.0"?><map version="1.10" tiledversion="1.10.2" '
        f'orientation="orthogonal" renderorder="right-down" width="{W}" height="{H}" '
        'tilewidth="32" tileheight="32" infinite="0" nextlayerid="2" nextobjectid="7">'
        '<objectgroup id="1" name="things">'
        + objects(1, 0)
        + objects(4, 200)
        + "</objectgroup></map>",
        encoding="utf-8",
    )
    return tmx


def test_tiled_part_notes_name_only_what_concerns_the_part(tmp_path: Path) -> None:
    """Objects wholly beyond the part are read and cut, not named: the wall line off the
    cell edges, the point named beyond an id's length and the object of no wall kind on the
    right of the map are not in the notes of the left part, nor counted for the question
    about walls off the grid (the point is counted among what lay beyond the part)."""
    tmx = things_tmx(tmp_path)
    whole = read_tiled(tmx, region=Region(0, 0, 200, 5))
    text = "\n".join(whole.notes)
    assert whole.off_grid == 1
    assert "1 wall line off the cell edges (layer 'things' object 1)" in text
    assert "layer 'things' object 2: its name cannot be an id" in text
    assert "object 5" not in text
    assert "not imported: 0 wall edges, 0 door edges, 1 point, 0 figures" in text
    assert "1 object not imported" in text and "crate ×1" in text
    right = read_tiled(tmx, region=Region(10, 0, 200, 5))
    text = "\n".join(right.notes)
    assert right.off_grid == 1
    assert "(layer 'things' object 4)" in text and "object 1)" not in text
    assert "layer 'things' object 5: its name" in text and "object 2:" not in text


def test_uvtt_part_notes_speak_of_the_part(tmp_path: Path) -> None:
    """long.dd2vtt with two diagonal wall lines added, one across cells [110..111, 1..2]
    (inside the part [100..149, 1..3]) and one across [200..201, 1..2] (beyond it)."""
    src = uvtt(tmp_path)
    data = json.loads(src.read_text(encoding="utf-8"))
    data["line_of_sight"] += [
        [{"x": 110, "y": 1}, {"x": 112, "y": 3}],
        [{"x": 200, "y": 1}, {"x": 202, "y": 3}],
    ]
    src.write_text(json.dumps(data), encoding="utf-8")
    r = read_uvtt(src, region=Region(100, 1, 50, 3))
    # 3 wall edges on x=120 and 50 on the line y=2 of the map (y=1 of the part); the
    # picture the part keeps: its 50x3 pixels (one a cell), not the whole map's 250x4
    assert r.notes[1] == "long.dd2vtt: 50x3 square map, 53 wall edges, 1 door, picture 50x3"
    assert r.off_grid == 1
    off = [n for n in r.notes if "off the cell edges" in n]
    assert len(off) == 1 and "(line_of_sight[2])" in off[0]


def test_cli_part_picture_is_cut_to_the_part(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """long.dd2vtt's picture is one pixel a cell, pixel (x, y) coloured (x, 60 y, 0): the
    board of the part from cell [100,1] gets the 50x3 pixels under it beside it, pixel (0,0)
    being the map's (100,1), lined up with the part's cells."""
    from PySide6.QtGui import QColor, QImage

    out = tmp_path / "long.board.json"
    assert main(["import", str(uvtt(tmp_path)), str(out), "--region", "100,1,50,3"]) == 0
    assert (
        "the map's picture (250x4 pixels) is cut to the part imported (50x3 pixels)"
        in capsys.readouterr().err
    )
    pic = board_picture(load_board(out))
    assert pic is not None and pic.size == (50, 3) and pic.path is not None
    image = QImage(str(out.parent / pic.path))
    assert (image.width(), image.height()) == (50, 3)
    assert image.pixelColor(0, 0) == QColor(100, 60, 0)
    assert image.pixelColor(49, 2) == QColor(149, 180, 0)
    assert apply(pic.transform, (0.0, 0.0)) == pytest.approx((0.0, 0.0))
    assert apply(pic.transform, (50.0, 3.0)) == pytest.approx((50.0, 3.0))


def test_cli_part_picture_given_by_path_is_cut_too(tmp_path: Path) -> None:
    """--picture FILE spans the whole map: with --region its part's pixels are kept."""
    src = uvtt(tmp_path)
    data = json.loads(src.read_text(encoding="utf-8"))
    pic_file = tmp_path / "long.png"
    pic_file.write_bytes(base64.b64decode(data.pop("image")))
    src.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "long.board.json"
    args = ["import", str(src), str(out), "--region", "100,1,50,3", "--picture", str(pic_file)]
    assert main(args) == 0
    pic = board_picture(load_board(out))
    assert pic is not None and pic.size == (50, 3)
    assert apply(pic.transform, (50.0, 3.0)) == pytest.approx((50.0, 3.0))


def test_uvtt_part_names_filled_shapes_in_its_own_cells(tmp_path: Path) -> None:
    """long.dd2vtt with two closed one-cell squares, round cell [110,3] (inside the part
    [100..149, 1..3], its cell [10,2]) and round [200,3] (beyond it): the note names the
    first in the part's cells and leaves out the second."""
    src = uvtt(tmp_path)
    data = json.loads(src.read_text(encoding="utf-8"))

    def square(x: int, y: int) -> list[dict[str, int]]:
        corners = [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1), (x, y)]
        return [{"x": cx, "y": cy} for cx, cy in corners]

    data["line_of_sight"] += [square(110, 3), square(200, 3)]
    src.write_text(json.dumps(data), encoding="utf-8")
    r = read_uvtt(src, region=Region(100, 1, 50, 3))
    assert r.board.terrain == {Cell(10, 2): "blocking"}
    (note,) = [n for n in r.notes if "closed shapes" in n]
    assert note.startswith(
        "long.dd2vtt: 1 cell inside closed shapes taken for pillars or boulders and made "
        "blocking: line_of_sight[2] (1 cell, [10,2] to [10,2]);"
    )


def test_offered_region_is_round_the_content() -> None:
    assert offered_region(300, 250) == Region(0, 0, 200, 200)
    assert offered_region(20, 900) == Region(0, 0, 20, 200)
    assert offered_region(300, 250, Region(250, 10, 40, 30)) == Region(250, 10, 40, 30)
    # 300 columns of content: the 200 in the middle; 250 rows: the 200 from row 25
    assert offered_region(300, 250, Region(0, 0, 300, 250)) == Region(50, 25, 200, 200)
    # 211 columns from 5: 200 from 5 + 5; one side fits, the other is cut round its middle
    assert offered_region(400, 400, Region(5, 300, 211, 100)) == Region(10, 300, 200, 100)
    assert offered_region(300, 250, Region(150, 0, 150, 250)) == Region(150, 25, 150, 200)


def island_tmx(folder: Path) -> Path:
    """A 300x260 map whose only tiles lie in columns 150..179, rows 200..219 (the rest no
    tile: void), and a spawn point in cell [120,210]."""
    png = folder / "tiles.png"
    png.write_bytes(png_bytes(32, 32, lambda x, y: (200, 200, 200)))
    w, h = 300, 260
    rows = [
        ",".join("1" if 150 <= x < 180 and 200 <= y < 220 else "0" for x in range(w))
        for y in range(h)
    ]
    tmx = folder / "island.tmx"
    tmx.write_text(
        f'<?xml version="1.0"?><map version="1.10" tiledversion="1.10.2" '
        f'orientation="orthogonal" renderorder="right-down" width="{w}" height="{h}" '
        'tilewidth="32" tileheight="32" infinite="0" nextlayerid="3" nextobjectid="2">'
        '<tileset firstgid="1" name="t" tilewidth="32" tileheight="32" tilecount="1" '
        'columns="1"><image source="tiles.png" width="32" height="32"/></tileset>'
        f'<layer id="1" name="ground" width="{w}" height="{h}"><data encoding="csv">'
        + ",\n".join(rows)
        + "</data></layer>"
        '<objectgroup id="2" name="things">'
        '<object id="1" type="spawn" name="s1" x="3856" y="6736"><point/></object>'
        "</objectgroup></map>",
        encoding="utf-8",
    )
    return tmx


def test_map_content_is_the_box_round_tiles_and_things(tmp_path: Path) -> None:
    """island.tmx: tiles in columns 150..179, rows 200..219, a spawn in [120,210]: the
    content spans columns 120..179 and rows 200..219, and that part is offered as it is."""
    tmx = island_tmx(tmp_path)
    with pytest.raises(MapTooLarge):
        read_tiled(tmx)
    content = map_content(tmx, 300, 260)
    assert content == Region(120, 200, 60, 20)
    r = read_tiled(tmx, region=offered_region(300, 260, content))
    assert (r.board.grid.width, r.board.grid.height) == (60, 20)
    assert [(p.id, p.at) for p in r.board.points] == [("s1", Cell(0, 10))]
    # the part's own cells are all tiles, none void; the tile counts its 600 cells
    assert sum(1 for k in r.board.terrain.values() if k == "void") == 30 * 20
    assert {k: t.count for k, t in r.tiles.items()} == {"t:0": 600}


def test_uvtt_part_summary_gives_the_parts_picture(tmp_path: Path) -> None:
    """long.dd2vtt with a picture of 2x2 pixels a cell (500x8): the summary of the part
    [100..149, 1..3] gives the 100x6 pixels under it, the size the picture is cut to (the
    map's top-left 200x4 cells: 400x8)."""
    from tabletop_ai.maps.picture_cut import cut_part_picture

    src = uvtt(tmp_path)
    data = json.loads(src.read_text(encoding="utf-8"))
    pic = png_bytes(500, 8, lambda x, y: (x % 256, y * 30, 0))
    data["image"] = base64.b64encode(pic).decode("ascii")
    src.write_text(json.dumps(data), encoding="utf-8")
    first = read_uvtt(src, region=Region(0, 0, 200, 4))
    assert first.notes[1].endswith(", picture 400x8")
    r = read_uvtt(src, region=Region(100, 1, 50, 3))
    assert r.notes[1] == "long.dd2vtt: 50x3 square map, 53 wall edges, 1 door, picture 100x6"
    assert cut_part_picture(r)
    assert r.picture is not None and r.picture.picture.size == (100, 6)


def floor_tmx(folder: Path, w: int = 300, h: int = 260) -> Path:
    """A ``w`` x ``h`` map whose every cell holds the same floor tile (no terrain property:
    open) and nothing else: no object, no wall, no point."""
    png = folder / "floor.png"
    png.write_bytes(png_bytes(32, 32, lambda x, y: (200, 200, 200)))
    rows = [",".join("1" for _x in range(w)) for _y in range(h)]
    tmx = folder / "floor.tmx"
    tmx.write_text(
        f'<?xml version="1.0"?><map version="1.10" tiledversion="1.10.2" '
        f'orientation="orthogonal" renderorder="right-down" width="{w}" height="{h}" '
        'tilewidth="32" tileheight="32" infinite="0" nextlayerid="2" nextobjectid="1">'
        '<tileset firstgid="1" name="floor" tilewidth="32" tileheight="32" tilecount="1" '
        'columns="1"><image source="floor.png" width="32" height="32"/></tileset>'
        f'<layer id="1" name="ground" width="{w}" height="{h}"><data encoding="csv">'
        + ",\n".join(rows)
        + "</data></layer></map>",
        encoding="utf-8",
    )
    return tmx


def test_an_all_open_tiled_map_has_content(tmp_path: Path) -> None:
    """floor.tmx: 300x260 cells, every one open floor: its content is the whole map (every
    cell is drawn), so the part offered is the board's 200x200 in its middle, not the
    top-left corner offered for a map with nothing in it."""
    tmx = floor_tmx(tmp_path)
    with pytest.raises(MapTooLarge):
        read_tiled(tmx)
    content = map_content(tmx, 300, 260)
    assert content == Region(0, 0, 300, 260)
    assert offered_region(300, 260, content) == Region(50, 30, 200, 200)
    # floor in one corner only (the rest no tile): the content is that corner
    corner = tmp_path / "corner"
    corner.mkdir()
    tmx = floor_tmx(corner)
    head = tmx.read_text(encoding="utf-8").partition('<data encoding="csv">')[0]
    rows = [",".join("1" if x >= 280 and y >= 250 else "0" for x in range(300)) for y in range(260)]
    data = '<data encoding="csv">' + ",\n".join(rows) + "</data></layer></map>"
    tmx.write_text(head + data, encoding="utf-8")
    assert map_content(tmx, 300, 260) == Region(280, 250, 20, 10)
