"""Tiled and Universal VTT import of the hand-written maps in ``data/``; the expected boards
are derived in the comments from the map files and the importers' documented rules."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tabletop_ai import i18n
from tabletop_ai.board import BoardError, load_board
from tabletop_ai.cli import main
from tabletop_ai.geometry import Cell, HexGrid, edge
from tabletop_ai.maps.homography import apply
from tabletop_ai.maps.picture import board_picture
from tabletop_ai.maps.tiled import dumps_mapping, load_mapping, read_tiled
from tabletop_ai.maps.uvtt import read_uvtt

DATA = Path(__file__).parent / "data"


def test_tiled_orthogonal_cellar() -> None:
    r = read_tiled(DATA / "cellar.tmx")
    b = r.board
    assert (b.grid.kind, b.grid.width, b.grid.height) == ("square", 6, 4)
    # ground layer (gid = local id + 1; 0 = no tile): local 1 has terrain=blocking, local 3
    # difficult, local 2 has no property (unmapped → open). [5,0] has no tile → void.
    # features layer: a floor (open) on [1,1] does not lift its blocking (most restrictive
    # wins); a wall tile on [5,3] makes it blocking.
    assert b.terrain == {
        Cell(5, 0): "void",
        Cell(1, 1): "blocking",
        Cell(1, 2): "blocking",
        Cell(4, 1): "difficult",
        Cell(5, 3): "blocking",
    }
    assert r.unmapped == ["dungeon:2"] and r.tiles["dungeon:2"].count == 1
    # object 1: x=96 (3 cells) from y=0 to 64 (2 cells) → the edges left of [3,0] and [3,1];
    # object 5: the rectangle round [4,0] → its left, right and bottom (its top is the border)
    assert set(b.walls) == {
        edge((2, 0), (3, 0)),
        edge((2, 1), (3, 1)),
        edge((3, 0), (4, 0)),
        edge((4, 0), (5, 0)),
        edge((4, 0), (4, 1)),
    }
    # object 2 (type door) along y=3 from x=4 to 5 → closed door [4,2]|[4,3];
    # object 3 (kind=door, open=true) along y=2 from x=0 to 1 → open door [0,1]|[0,2]
    assert {(d.between, d.open) for d in b.doors} == {
        (edge((4, 2), (4, 3)), False),
        (edge((0, 1), (0, 2)), True),
    }
    # object 6 point of type spawn at (176,112) px → cell [5,3]
    assert [(p.kind, p.id, p.at) for p in b.points] == [("spawn", "s1", Cell(5, 3))]
    # object 4 'crack' runs diagonally: reported, not imported
    assert any("'crack'" in n and "1 wall line off the cell edges" in n for n in r.notes)
    assert r.off_grid == 1
    # the image layer is the picture: 192x128 px over 6x4 cells of 32 px
    assert r.picture is not None and r.picture.file == DATA / "cellar-under.png"
    assert apply(r.picture.picture.transform, (192.0, 128.0)) == pytest.approx((6.0, 4.0))


def test_tiled_mapping_overrides_and_mark_crossed(tmp_path: Path) -> None:
    mapping_file = tmp_path / "cellar-terrain.json"
    mapping_file.write_text(dumps_mapping({"dungeon:2": "hazard", "dungeon:3": "icy"}))
    mapping = load_mapping(mapping_file)
    r = read_tiled(DATA / "cellar.tmx", mapping, mark_crossed=True)
    # the player's mapping wins over the tile's own property (dungeon:3 said difficult)
    assert r.board.terrain[Cell(3, 2)] == "hazard" and r.board.terrain[Cell(4, 1)] == "icy"
    assert r.unmapped == []
    # the crack from (1,3) to (2,4) crosses cell [1,3] only (the rest is off the map)
    assert r.board.terrain[Cell(1, 3)] == "blocking"


def test_tiled_hex_pointy_tmj() -> None:
    r = read_tiled(DATA / "hexfort.tmj")
    g = r.board.grid
    # staggeraxis y, staggerindex odd → pointy tops, odd rows shoved right = odd-r
    assert isinstance(g, HexGrid) and (g.orientation, g.offset) == ("pointy", "odd-r")
    assert r.board.terrain == {Cell(1, 1): "blocking", Cell(3, 2): "void"}
    # polyline (56,24)-(42,32): in Tiled pixels the lower-right side of hex [1,0] (centre
    # (42,16), tile 28x32, side 16), shared with [1,1] (odd row, centre (56,40))
    assert r.board.walls == [edge((1, 0), (1, 1))]
    # the gate (70,48)-(84,56): the upper-right side of [2,2] (centre (70,64)), shared with
    # [2,1] (centre (84,40))
    assert [(d.between, d.open) for d in r.board.doors] == [(edge((2, 1), (2, 2)), False)]


def test_tiled_hex_flat_tmx() -> None:
    r = read_tiled(DATA / "flatwatch.tmx")
    g = r.board.grid
    # staggeraxis x, staggerindex even → flat tops, even columns shoved down = even-q
    assert isinstance(g, HexGrid) and (g.orientation, g.offset) == ("flat", "even-q")
    assert r.board.terrain == {Cell(2, 1): "blocking"}
    # layer "doors": (24,14)-(32,28) is the side shared by [0,0] (centre (16,28)) and
    # [1,0] (centre (40,14), odd column not shoved)
    assert [d.between for d in r.board.doors] == [edge((0, 0), (1, 0))]
    assert sorted(r.unmapped) == ["watch:0", "watch:2"]


@pytest.mark.parametrize(
    ("lang", "shape"),
    [
        ("en", "3x3 hex (flat, even-q) map"),
        ("uk", "мапа 3x3, гексагональна (пласкі верхи, even-q)"),
    ],
)
def test_a_hex_import_summary_words_the_tops_in_the_language(lang: str, shape: str) -> None:
    """The summary of a hex map names its tops in the player's language, as the New map
    dialog does; the offset keeps the board format's name (``even-q``) in both."""
    i18n.install(lang)
    try:
        notes = read_tiled(DATA / "flatwatch.tmx").notes
    finally:
        i18n.install("en")
    assert notes[0].startswith(f"flatwatch.tmx: {shape}"), notes[0]
    assert ("(flat," in notes[0]) == (lang == "en")


def test_uvtt_walls_doors_picture() -> None:
    r = read_uvtt(DATA / "crypt.dd2vtt")
    b = r.board
    assert (b.grid.kind, b.grid.width, b.grid.height) == ("square", 5, 4)
    # map_origin (2,1) is subtracted: the wall (2,3)-(5,3)-(5,5) runs along y=2 from x=0 to 3
    # and down x=3 from y=2 to 4; the closed portal (3,3)-(4,3) → (1,2)-(2,2) turns the
    # wall edge [1,1]|[1,2] into a door
    assert set(b.walls) == {
        edge((0, 1), (0, 2)),
        edge((2, 1), (2, 2)),
        edge((2, 2), (3, 2)),
        edge((2, 3), (3, 3)),
    }
    assert {(d.between, d.open) for d in b.doors} == {
        (edge((1, 1), (1, 2)), False),
        (edge((2, 0), (3, 0)), True),
    }
    # the diagonal (6,1)-(7,2) → (4,0)-(5,1) and the mid-cell portal are reported
    assert any("line_of_sight[1]" in n for n in r.notes)
    assert any("portals[2]" in n for n in r.notes)
    assert b.terrain == {}
    pic = r.picture
    assert pic is not None and pic.data is not None and pic.picture.size == (50, 40)
    # pixels_per_grid 10: pixel (45, 35) is the middle of cell [4,3]
    assert apply(pic.picture.transform, (45.0, 35.0)) == pytest.approx((4.5, 3.5))
    marked = read_uvtt(DATA / "crypt.dd2vtt", mark_crossed=True)
    assert marked.board.terrain == {Cell(4, 0): "blocking"}


def test_cli_import_writes_board_and_picture(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "crypt.board.json"
    assert main(["import", str(DATA / "crypt.dd2vtt"), str(out)]) == 0
    board = load_board(out)
    pic = board_picture(board)
    assert pic is not None and pic.path == "crypt-picture.png"
    assert (tmp_path / "crypt-picture.png").read_bytes().startswith(b"\x89PNG")
    assert main(["validate", str(out)]) == 0
    embedded = tmp_path / "embedded.board.json"
    assert main(["import", str(DATA / "crypt.dd2vtt"), str(embedded), "--embed"]) == 0
    epic = board_picture(load_board(embedded))
    assert epic is not None and epic.data is not None and epic.mime == "image/png"
    err = capsys.readouterr().err
    assert "crypt.dd2vtt: 5x4 square map" in err


def test_cli_tiled_picture_path_is_relative_to_the_board(tmp_path: Path) -> None:
    for name in ("cellar.tmx", "cellar-under.png", "dungeon-tiles.png"):
        shutil.copy(DATA / name, tmp_path / name)
    (tmp_path / "out").mkdir()
    template = tmp_path / "terrain.json"
    assert (
        main(
            [
                "import",
                str(tmp_path / "cellar.tmx"),
                str(tmp_path / "out" / "c.board.json"),
                "--terrain-template",
                str(template),
            ]
        )
        == 0
    )
    pic = board_picture(load_board(tmp_path / "out" / "c.board.json"))
    assert pic is not None and pic.path == "../cellar-under.png"
    # the template lists every tile used with its kind so far, ready to edit
    assert load_mapping(template) == {
        "dungeon:0": "open",
        "dungeon:1": "blocking",
        "dungeon:2": "open",
        "dungeon:3": "difficult",
    }


BROKEN = [
    ("bad.tmx", "<map version='1.10' orientation='orthogonal'", "bad.tmx: line 1 column"),
    (
        "iso.tmx",
        '<?xml version="1.0"?><map version="1.10" tiledversion="1.10.2" '
        'orientation="isometric" '
        'renderorder="right-down" width="2" height="2" tilewidth="32" tileheight="16" '
        'infinite="0" nextlayerid="1" nextobjectid="1"></map>',
        "iso.tmx: orientation is 'isometric'; orthogonal and hexagonal maps are imported",
    ),
    (
        "huge.tmj",
        json.dumps(
            {
                "type": "map",
                "orientation": "orthogonal",
                "width": 5000,
                "height": 5000,
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
        "huge.tmj: map width/height gives a 5000x5000 map; maps of at most 200x200 cells",
    ),
    (
        "no-tileset.tmx",
        '<?xml version="1.0"?><map version="1.10" orientation="orthogonal" '
        'renderorder="right-down" width="2" height="2" tilewidth="32" '
        'tileheight="32" infinite="0" nextlayerid="2" nextobjectid="1">'
        '<tileset firstgid="1" source="missing.tsx"/></map>',
        "no-tileset.tmx: tileset refers to missing.tsx, which does not exist",
    ),
    ("x.dd2vtt", '{"format": 0.3}', "x.dd2vtt: resolution is missing"),
    (
        "y.uvtt",
        '{"resolution": {"map_size": {"x": 4, "y": 3}, "pixels_per_grid": "big"}}',
        "y.uvtt: resolution.pixels_per_grid must be a number",
    ),
    (
        "z.df2vtt",
        '{"resolution": {"map_size": {"x": 4, "y": 3}, "pixels_per_grid": 50}, '
        '"line_of_sight": [[{"x": 1}]]}',
        "z.df2vtt: line_of_sight[0][0] must be a point",
    ),
    ("w.dd2vtt", '{"resolution": {"map_size": {"x": NaN, "y": 3}}}', "w.dd2vtt:"),
    ("v.dd2vtt", "[" * 100000, "v.dd2vtt:"),
    ("map.png", "not a map", "map.png: is a .png; maps are imported from"),
]


@pytest.mark.parametrize(("name", "text", "expected"), BROKEN, ids=[b[0] for b in BROKEN])
def test_broken_maps_exit_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, text: str, expected: str
) -> None:
    src = tmp_path / name
    src.write_text(text, encoding="utf-8")
    out = tmp_path / "out.board.json"
    assert main(["import", str(src), str(out)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err
    assert len(captured.err.strip().splitlines()) == 1
    assert expected in captured.err
    assert not out.exists()


def test_missing_map_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["import", str(tmp_path / "gone.tmx"), str(tmp_path / "o.board.json")]) == 2
    assert "gone.tmx: does not exist" in capsys.readouterr().err


def test_validate_names_a_bad_picture_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = tmp_path / "pic.board.json"
    f.write_text(
        '{"format": "tabletop-ai/board", "version": 1, "grid": {"type": "square", '
        '"width": 3, "height": 2}, "picture": {"path": "a.png", "size": [10, 10], '
        '"opacity": 7}}',
        encoding="utf-8",
    )
    assert main(["validate", str(f)]) == 2
    assert "pic.board.json: picture.opacity must be a number from 0 to 1" in (
        capsys.readouterr().err
    )


def test_tiled_map_from_an_older_tiled() -> None:
    """Tiled 1.0 wrote no ``tiledversion``/``infinite`` and no tileset ``tilecount``/
    ``columns``; the importer fills Tiled's defaults (64 px picture / 32 px tiles = 2
    columns, 4 tiles) so the parser reads it, and the tileset picture is still found."""
    r = read_tiled(DATA / "oldstyle.tmx")
    assert r.board.terrain == {Cell(1, 0): "blocking"}
    # the wall along y=1 from x=1 to x=3: under [1,0] and [2,0]
    assert set(r.board.walls) == {edge((1, 0), (1, 1)), edge((2, 0), (2, 1))}
    # tile 3 (gid 4) is the tileset picture's bottom-right square
    assert r.tiles["dungeon:3"].rect == (32, 32, 32, 32)
    assert r.tiles["dungeon:3"].image is not None and r.tiles["dungeon:3"].image.exists()


def test_cli_notes_are_summarised(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """40 diagonal walls (a cave) and a door off the grid: one line counts the walls and
    names the first few, one names the door; nothing is cut off."""
    caves = [[{"x": i % 5, "y": 0}, {"x": i % 5 + 0.5, "y": 0.7}] for i in range(40)]
    src = tmp_path / "cave.uvtt"
    src.write_text(
        json.dumps(
            {
                "resolution": {"map_size": {"x": 6, "y": 4}, "pixels_per_grid": 10},
                "line_of_sight": caves,
                "portals": [{"bounds": [{"x": 1.3, "y": 1.3}, {"x": 2.2, "y": 2.4}]}],
            }
        ),
        encoding="utf-8",
    )
    assert main(["import", str(src), str(tmp_path / "cave.board.json")]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "cave.uvtt: 6x4 square map, 0 wall edges, 0 doors, no picture",
        "cave.uvtt: 1 door not imported (on no grid line inside the map): portals[0]",
        "cave.uvtt: 40 wall lines off the cell edges (line_of_sight[0], line_of_sight[1], "
        "line_of_sight[2], line_of_sight[3] and 36 more); those pieces are not imported "
        "(--mark-crossed, or Yes in the window, marks the cells they cross blocking)",
    ]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "en",
            [
                "tower.dd2vtt: 4x3 square map, 0 wall edges, 1 door, no picture",
                "tower.dd2vtt: 1 door not imported (on no grid line inside the map): portals[2]",
                "tower.dd2vtt: 2 doors beyond the map's edges left out: portals[0], portals[3]",
            ],
        ),
        (
            "uk",
            [
                "tower.dd2vtt: квадратна мапа 4x3, 0 меж зі стінами, 1 двері, без зображення",
                "tower.dd2vtt: 1 двері не імпортовано (не на лінії сітки всередині мапи): "
                "portals[2]",
                "tower.dd2vtt: 2 двері за межами мапи пропущено: portals[0], portals[3]",
            ],
        ),
    ],
)
def test_uvtt_doors_beyond_the_map_are_told_apart(
    lang: str, lines: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Dungeondraft's export of a part of a level keeps the whole level's portals: those
    wholly beyond the map's edges are counted apart from a door inside it on no grid line,
    so a map that lost no door is not told it lost them. A door on the map's border stays
    with the doors not imported."""
    src = tmp_path / "tower.dd2vtt"
    src.write_text(
        json.dumps(
            {
                "resolution": {
                    "map_origin": {"x": 40, "y": 20},
                    "map_size": {"x": 4, "y": 3},
                    "pixels_per_grid": 10,
                },
                "portals": [
                    {"bounds": [{"x": 4, "y": 16}, {"x": 4, "y": 17}]},  # far above
                    {"bounds": [{"x": 42, "y": 21}, {"x": 42, "y": 22}]},  # x=2 inside
                    {"bounds": [{"x": 40, "y": 21}, {"x": 40, "y": 22}]},  # on the border
                    {"bounds": [{"x": 44.5, "y": 21}, {"x": 44.5, "y": 22}]},  # just right
                ],
            }
        ),
        encoding="utf-8",
    )
    out = tmp_path / "tower.board.json"
    try:
        assert main(["--lang", lang, "import", str(src), str(out)]) == 0
    finally:
        i18n.install("en")
    assert capsys.readouterr().err.splitlines() == lines
    assert [d.between for d in load_board(out).doors] == [edge((1, 1), (2, 1))]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "en",
            [
                "cellar.tmx: 6x4 square map; terrain: 3 blocking, 1 difficult, 1 void; "
                "5 wall edges, 2 doors, 1 point",
                "cellar.tmx: 1 wall line off the cell edges (layer 'walls' object 4 'crack'); "
                "those pieces are not imported (--mark-crossed, or Yes in the window, marks "
                "the cells they cross blocking)",
                "cellar.tmx: layer 'walls' object 6: its name cannot be an id (over 1000 "
                "characters, or a control character); imported as spawn1",
            ],
        ),
        (
            "uk",
            [
                "cellar.tmx: мапа 6x4, квадратна; місцевість: блокувальна — 3, важка — 1, "
                "порожнеча — 1; 5 меж зі стінами, 2 двері, 1 точка",
                "cellar.tmx: 1 лінія стін не йде межами клітинок (шар 'walls', об’єкт 4 "
                "'crack'); ці відрізки не імпортовано (--mark-crossed або «Так» у вікні "
                "позначає клітинки, які вони перетинають, блокувальними)",
                "cellar.tmx: шар 'walls', об’єкт 6: його назва не може бути ідентифікатором "
                "(понад 1000 символів або керівний символ); імпортовано як spawn1",
            ],
        ),
    ],
)
def test_tiled_notes_name_terrain_and_places_in_the_language(
    lang: str, lines: list[str], tmp_path: Path
) -> None:
    """A Tiled import's notes are in the chosen language throughout: the terrain kinds of
    the summary and the places (layer, object) in the file, not only the sentences round
    them; English reads as before."""
    for f in ("cellar.tmx", "dungeon-tiles.png", "cellar-under.png"):
        shutil.copy(DATA / f, tmp_path / f)
    tmx = tmp_path / "cellar.tmx"
    tmx.write_text(
        tmx.read_text(encoding="utf-8").replace('name="s1"', f'name="{"s" * 1001}"'),
        encoding="utf-8",
    )
    i18n.install(lang)
    try:
        notes = read_tiled(tmx).notes
    finally:
        i18n.install("en")
    assert sorted(n for n in notes if "dungeon:2" not in n) == sorted(lines)


@pytest.mark.parametrize(
    ("name", "text"),
    [
        (
            "huge.tmx",
            '<?xml version="1.0"?><map version="1.10" orientation="orthogonal" '
            'renderorder="right-down" width="403" height="403" tilewidth="32" '
            'tileheight="32" infinite="0" nextlayerid="1" nextobjectid="1"></map>',
        ),
        (
            "huge.tmj",
            json.dumps(
                {
                    "type": "map",
                    "orientation": "orthogonal",
                    "width": 403,
                    "height": 403,
                    "tilewidth": 32,
                    "tileheight": 32,
                    "infinite": False,
                    "layers": [],
                    "tilesets": [],
                    "version": "1.10",
                }
            ),
        ),
    ],
)
def test_a_map_too_large_is_refused_in_ukrainian(name: str, text: str, tmp_path: Path) -> None:
    """The refusal of a map over the size limit (25 of 804 real maps, The Mana World's up to
    403x403) names the place in the player's language, not as "map width/height"."""
    src = tmp_path / name
    src.write_text(text, encoding="utf-8")
    i18n.install("uk")
    try:
        with pytest.raises(BoardError) as err:
            read_tiled(src)
        line = err.value.first_line()
    finally:
        i18n.install("en")
    assert line == (
        f"{name}: ширина/висота мапи задає мапу 403x403; імпортуються мапи щонайбільше "
        "200x200 клітинок: імпортуйте її частину (--region X,Y,W,H, або вікно спитає, яку "
        "частину)"
    )


def test_uvtt_larger_than_the_board_limit_is_read(tmp_path: Path) -> None:
    """Universal VTT files carry their picture: a 21 MB file (over the 20 MB of board files)
    is read through the guarded reader with the map limit (64 MB)."""
    src = tmp_path / "big.dd2vtt"
    src.write_text(
        json.dumps(
            {
                "resolution": {"map_size": {"x": 3, "y": 2}, "pixels_per_grid": 10},
                "image": "A" * (21 * 1024 * 1024),
            }
        ),
        encoding="utf-8",
    )
    r = read_uvtt(src)
    assert (r.board.grid.width, r.board.grid.height) == (3, 2) and r.picture is None
    assert any("is not a PNG, JPEG or WebP picture" in n for n in r.notes)


def test_far_away_wall_points_cost_nothing(tmp_path: Path) -> None:
    """A wall point 10^300 cells away: the piece is cut to the map's box first (no sampling
    of the whole line), reported as off the grid, and the rest of the map imports."""
    src = tmp_path / "far.uvtt"
    src.write_text(
        json.dumps(
            {
                "resolution": {"map_size": {"x": 4, "y": 3}, "pixels_per_grid": 10},
                "line_of_sight": [
                    [{"x": 1, "y": 1}, {"x": 1e300, "y": 1e300}],
                    [{"x": 0, "y": 1}, {"x": 2, "y": 1}],
                ],
            }
        )
    )
    r = read_uvtt(src)
    assert set(r.board.walls) == {edge((0, 0), (0, 1)), edge((1, 0), (1, 1))}
    assert any("line_of_sight[0]" in n for n in r.notes)


def test_tiled_object_with_a_coordinate_that_is_no_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (
        (DATA / "hexfort.tmj")
        .read_text(encoding="utf-8")
        .replace('"x": 56, "y": 24', '"x": "east", "y": 24')
    )
    src = tmp_path / "hexfort.tmj"
    src.write_text(text, encoding="utf-8")
    shutil.copy(DATA / "hex-tiles.png", tmp_path / "hex-tiles.png")
    assert main(["import", str(src), str(tmp_path / "o.board.json")]) == 2
    err = capsys.readouterr().err
    assert (
        err.startswith(
            "tabletop-ai: hexfort.tmj: layer 'walls' object 1 holds a value that cannot be used"
        )
        and len(err.splitlines()) == 1
    )


def test_mutated_maps_never_crash(tmp_path: Path) -> None:
    """Small random damage to each test map (a number replaced by NaN, a string, a list, a
    huge or negative value; a cut; a character dropped): the import succeeds or raises a
    BoardError naming the file — never another exception (seeded, 60 variants a map)."""
    import random
    import re

    from tabletop_ai.board import BoardError
    from tabletop_ai.maps.cli import import_map

    for p in DATA.glob("*.png"):
        shutil.copy(p, tmp_path / p.name)
    rng = random.Random(16)
    for name in ("cellar.tmx", "hexfort.tmj", "flatwatch.tmx", "crypt.dd2vtt", "oldstyle.tmx"):
        text = (DATA / name).read_text(encoding="utf-8")
        numbers = [m.span() for m in re.finditer(r"-?\d+(\.\d+)?", text)]
        for _ in range(60):
            r = rng.random()
            if r < 0.2:
                t = text[: rng.randrange(len(text))]
            elif r < 0.8:
                a, b = rng.choice(numbers)
                t = (
                    text[:a]
                    + rng.choice(
                        ["nan", "-1", "0", "1e309", "abc", "99999", '"x"', "null", "[]", "1.5"]
                    )
                    + text[b:]
                )
            else:
                i = rng.randrange(len(text))
                t = text[:i] + text[i + 1 :]
            (tmp_path / name).write_text(t, encoding="utf-8")
            try:
                import_map(tmp_path / name)
            except BoardError as exc:
                assert exc.first_line().startswith(name)


def test_a_terrain_mapping_quotes_a_wrong_value_short_on_one_line(tmp_path: Path) -> None:
    """A mapping whose tile name holds a line break and whose kind is 100,000 characters
    (a file edited or made by hand) is refused on one line of bounded length, as the
    window's message shows it: the value quoted as JSON, cut at 60 characters."""
    path = tmp_path / "m.json"
    path.write_text(
        json.dumps({"format": "tabletop-ai/terrain-map", "version": 1,
                    "tiles": {"set:1\nset:2": "x" * 100_000}}),
        encoding="utf-8",
    )  # fmt: skip
    with pytest.raises(BoardError) as exc:
        load_mapping(path)
    text = str(exc.value)
    assert "\n" not in text and len(text) < 200
    assert text.startswith('m.json: tiles.set:1?set:2 is "xxxxxxxx')


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            {
                0: "0 wall edges, 0 doors, 0 points",
                1: "1 wall edge, 1 door, 1 point",
                2: "2 wall edges, 2 doors, 2 points",
                5: "5 wall edges, 5 doors, 5 points",
                21: "21 wall edges, 21 doors, 21 points",
            },
        ),
        (
            "uk",
            {
                0: "0 меж зі стінами, 0 дверей, 0 точок",
                1: "1 межа зі стіною, 1 двері, 1 точка",
                2: "2 межі зі стінами, 2 двері, 2 точки",
                5: "5 меж зі стінами, 5 дверей, 5 точок",
                21: "21 межа зі стіною, 21 двері, 21 точка",
            },
        ),
    ],
)
def test_an_import_summary_counts_in_the_plural_form_of_each_number(
    lang: str, said: dict[int, str]
) -> None:
    """A summary's counts take the form their number asks for ("1 door", not "1 doors";
    Ukrainian's three: 1 точка, 2 точки, 5 точок, and 21 as 1)."""
    from tabletop_ai.maps.common import door_count, point_count, wall_edge_count

    i18n.install(lang)
    try:
        got = {n: f"{wall_edge_count(n)!s}, {door_count(n)!s}, {point_count(n)!s}" for n in said}
    finally:
        i18n.install("en")
    assert got == said
