"""What real maps from other tools do, in small files written here: objects become walls
only where the map says so, tiles the map says block do, valid files older readers refused
are read, and Universal VTT doors drawn across a grid vertex, closed shapes and pictures kept
beside the file. The expected boards are derived in the comments."""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path
from typing import Any

import pytest

from tabletop_ai import i18n
from tabletop_ai.board.errors import BoardError
from tabletop_ai.geometry import Cell, SquareGrid, edge
from tabletop_ai.maps.terrain_guess import guess, look_guess, name_guess, property_kind
from tabletop_ai.maps.tiled import read_tiled
from tabletop_ai.maps.tiled_doors import DoorBox, door_lines
from tabletop_ai.maps.uvtt import doors_on_line, read_uvtt
from tests.maps.pictures import checker, png_bytes


def _tmj(tmp_path: Path, name: str, layers: list[dict], tiles: list[dict] | None = None) -> Path:
    """A 4x3 orthogonal map of 32 px tiles with one tileset of 4 tiles ("set")."""
    (tmp_path / "set.png").write_bytes(png_bytes(64, 64, checker(32, {(1, 0)})))
    data = {
        "type": "map",
        "version": "1.10",
        "tiledversion": "1.10.2",
        "orientation": "orthogonal",
        "renderorder": "right-down",
        "width": 4,
        "height": 3,
        "tilewidth": 32,
        "tileheight": 32,
        "infinite": False,
        "nextlayerid": 9,
        "nextobjectid": 20,
        "tilesets": [
            {
                "firstgid": 1,
                "name": "set",
                "tilewidth": 32,
                "tileheight": 32,
                "tilecount": 4,
                "columns": 2,
                "image": "set.png",
                "imagewidth": 64,
                "imageheight": 64,
                "margin": 0,
                "spacing": 0,
                "tiles": tiles or [],
            }
        ],
        "layers": layers,
    }
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _ground(gids: list[int] | None = None, name: str = "ground", **extra: object) -> dict:
    return {
        "type": "tilelayer",
        "id": 1,
        "name": name,
        "width": 4,
        "height": 3,
        "x": 0,
        "y": 0,
        "opacity": 1,
        "visible": True,
        "data": gids or [1] * 12,
        **extra,
    }


def _objects(objects: list[dict], name: str = "objects") -> dict:
    return {
        "type": "objectgroup",
        "id": 2,
        "name": name,
        "opacity": 1,
        "visible": True,
        "x": 0,
        "y": 0,
        "draworder": "topdown",
        "objects": objects,
    }


def _rect(oid: int, x: int, y: int, w: int, h: int, **extra: object) -> dict:
    return {
        "id": oid,
        "x": x,
        "y": y,
        "width": w,
        "height": h,
        "rotation": 0,
        "visible": True,
        "name": "",
        "type": "",
        **extra,
    }


def test_objects_become_walls_only_where_the_map_says_so(tmp_path: Path) -> None:
    """A WorkAdventure-style map: a meeting zone (class "area", on the cell edges round
    [1,1]) and an exit are not walls; a rectangle of class "wall" round [2,1] is, and so is
    a line flagged ``collides``. One note counts what was left out."""
    collides = [{"name": "collides", "type": "bool", "value": True}]
    path = _tmj(
        tmp_path,
        "office.tmj",
        [
            _ground(),
            _objects(
                [
                    _rect(1, 32, 32, 32, 32, type="area", name="meetingRoom"),
                    _rect(2, 0, 0, 32, 32, name="Exit"),
                    _rect(3, 64, 32, 32, 32, type="wall"),
                    {
                        "id": 4,
                        "x": 32,
                        "y": 96,
                        "rotation": 0,
                        "visible": True,
                        "name": "",
                        "type": "",
                        "polyline": [{"x": 0, "y": 0}, {"x": 0, "y": -32}],
                        "properties": collides,
                    },
                ]
            ),
        ],
    )
    r = read_tiled(path)
    # the wall rectangle round [2,1]: left, right, top, bottom; the flagged line x=1 from
    # y=3 to y=2: the edge between [0,2] and [1,2]
    assert set(r.board.walls) == {
        edge((1, 1), (2, 1)),
        edge((2, 1), (3, 1)),
        edge((2, 0), (2, 1)),
        edge((2, 1), (2, 2)),
        edge((0, 2), (1, 2)),
    }
    assert any("2 objects not imported" in n and "area ×1" in n and "Exit ×1" in n for n in r.notes)


def test_a_layer_named_walls_still_makes_walls(tmp_path: Path) -> None:
    path = _tmj(
        tmp_path,
        "cellar.tmj",
        [
            _ground(),
            _objects([_rect(1, 32, 0, 32, 32)], name="Walls"),
        ],
    )
    assert len(read_tiled(path).board.walls) == 3  # round [1,0], its top on the border


def test_a_class_that_is_no_wall_wins_over_a_wall_like_name_or_layer(tmp_path: Path) -> None:
    """Tuxemon's story gates: rectangles of class "event" named "block1" (round [1,1]) and
    an event in a layer named "Collisions" (round [2,1]) are what their class says, not
    walls; the note names them and says why. An object with no class is still read by its
    name ("block2" round [0,0]: a wall), and a flag property still makes an event a wall
    (the line x=3 from y=2 to y=3)."""
    collides = [{"name": "collides", "type": "bool", "value": True}]
    events = _objects(
        [
            _rect(1, 32, 32, 32, 32, type="event", name="block1"),
            _rect(2, 0, 0, 32, 32, name="block2"),
            {
                "id": 3,
                "x": 96,
                "y": 64,
                "rotation": 0,
                "visible": True,
                "name": "gate",
                "type": "event",
                "polyline": [{"x": 0, "y": 0}, {"x": 0, "y": 32}],
                "properties": collides,
            },
        ],
        name="Events",
    )
    gates = _objects([_rect(4, 64, 32, 32, 32, type="event")], name="Collisions")
    gates["id"] = 3
    r = read_tiled(_tmj(tmp_path, "route1.tmj", [_ground(), events, gates]))
    assert set(r.board.walls) == {
        edge((0, 0), (1, 0)),
        edge((0, 0), (0, 1)),
        edge((2, 2), (3, 2)),
    }
    assert any(
        "2 objects not imported although a name or layer reads as a wall or door" in n
        and "'event'" in n
        and "layer 'Events' object 1 'block1'" in n
        and "layer 'Collisions' object 4" in n
        for n in r.notes
    ), r.notes
    assert not any("objects not imported (their class" in n for n in r.notes)


def test_one_object_its_class_keeps_from_the_walls_is_worded_for_one(tmp_path: Path) -> None:
    events = _objects([_rect(1, 32, 32, 32, 32, type="event", name="block1")], name="Events")
    r = read_tiled(_tmj(tmp_path, "gate.tmj", [_ground(), events]))
    assert any(
        "1 object not imported although a name or layer reads as a wall or door: its class "
        "('event') says what it is"
        in n
        and "give it the class wall or door in Tiled to import it" in n
        for n in r.notes
    ), r.notes


def test_a_class_that_names_only_the_shape_is_no_class(tmp_path: Path) -> None:
    """melonJS's editor gives every rectangle the class "rect": a rectangle "collisionTP"
    round [1,1] in a layer named "collision" is still a wall (it was left out as the
    class "rect")."""
    walls = _objects([_rect(1, 32, 32, 32, 32, type="rect", name="collisionTP")], "collision")
    r = read_tiled(_tmj(tmp_path, "level1.tmj", [_ground(), walls]))
    assert len(r.board.walls) == 4
    assert not any("not imported" in n for n in r.notes), r.notes


def test_tiles_the_map_says_block_are_blocking(tmp_path: Path) -> None:
    """Tile 1 (gid 2) has ``collides``: true (WorkAdventure); a tile layer named
    "Collisions" makes its tiles blocking; tile 3 says nothing (unmapped, a guess only)."""
    tiles = [{"id": 1, "properties": [{"name": "collides", "type": "bool", "value": True}]}]
    floor = [1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 4, 1]
    walls = [0] * 12
    walls[3] = 1
    path = _tmj(
        tmp_path,
        "wa.tmj",
        [
            _ground(floor),
            _ground(walls, name="Collisions", id=3),
        ],
        tiles,
    )
    r = read_tiled(path)
    assert r.board.terrain == {Cell(1, 1): "blocking", Cell(3, 0): "blocking"}
    assert r.tiles["set:1"].property_kind == "blocking"
    assert r.unmapped == ["set:3"]


def test_valid_files_older_readers_refused_are_read(tmp_path: Path) -> None:
    """Tile data as <tile gid> elements, an image layer with no picture, objects without
    ids and a tileset picture without its size (Tiled 1.0): read as Tiled reads them."""
    (tmp_path / "set.png").write_bytes(png_bytes(64, 64, checker(32, {(1, 0)})))
    gids = [1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1]
    tiles = "".join(f'<tile gid="{g}"/>' for g in gids)
    (tmp_path / "old.tmx").write_text(
        f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.0" orientation="orthogonal" width="4" height="3" tilewidth="32"
     tileheight="32">
 <tileset firstgid="1" name="set" tilewidth="32" tileheight="32">
  <image source="set.png"/>
  <tile id="1"><properties><property name="terrain" value="blocking"/></properties></tile>
 </tileset>
 <layer name="ground" width="4" height="3"><data>{tiles}</data></layer>
 <imagelayer name="empty"/>
 <objectgroup name="walls"><object x="0" y="32"><polyline points="0,0 32,0"/></object>
 </objectgroup>
</map>""",
        encoding="utf-8",
    )
    r = read_tiled(tmp_path / "old.tmx")
    assert r.board.terrain == {Cell(2, 0): "blocking"}
    assert r.board.walls == [edge((0, 0), (0, 1))]
    # a JSON layer in base64 without the compression field (uncompressed)
    raw = b"".join(g.to_bytes(4, "little") for g in gids)
    layer = _ground(None, encoding="base64")
    layer["data"] = base64.b64encode(raw).decode()
    r = read_tiled(
        _tmj(
            tmp_path,
            "b64.tmj",
            [layer],
            [{"id": 1, "properties": [{"name": "terrain", "type": "string", "value": "blocking"}]}],
        )
    )
    assert r.board.terrain == {Cell(2, 0): "blocking"}


def test_the_parsers_own_errors_are_worded_as_the_files_problem(tmp_path: Path) -> None:
    """A Tiled 1.0 map with an object group holding a template the parser cannot use, and
    a tileset entry without its first tile id: what is wrong with the file, in the
    player's words, never the parser's ("missing field", "invalid literal")."""
    path = tmp_path / "odd.tmx"
    path.write_text(
        """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down"
     width="2" height="1" tilewidth="32" tileheight="32" infinite="0" nextlayerid="2"
     nextobjectid="1">
 <tileset name="set" tilewidth="32" tileheight="32" tilecount="1" columns="1"/>
 <layer id="1" name="ground" width="2" height="1"><data encoding="csv">0,0</data></layer>
</map>""",
        encoding="utf-8",
    )
    with pytest.raises(BoardError) as exc:
        read_tiled(path)
    line = exc.value.first_line()
    assert line == (
        "odd.tmx: lacks the field firstgid that Tiled writes (was it made by another "
        "program? Opening it in Tiled and saving it again adds it)"
    )


def test_guesses_from_names_and_looks() -> None:
    assert property_kind({"collides": "true"}).kind == "blocking"  # type: ignore[union-attr]
    assert property_kind({"terrain": "difficult"}).kind == "difficult"  # type: ignore[union-attr]
    assert property_kind({"collides": False}) is None
    assert name_guess(["", "stone_wall_03.png"]).kind == "blocking"  # type: ignore[union-attr]
    assert name_guess(["DeepWater"]).kind == "difficult"  # type: ignore[union-attr]
    assert name_guess(["floor", "walls-tileset"]).kind == "open"  # type: ignore[union-attr]
    assert name_guess(["decoration"]) is None
    # a word inside another is not that word: "Cobblestone" is no stone (blocking), a
    # "bedrock" tileset no rock, "underwater" no water
    assert name_guess(["Cobblestone"]).kind == "open"  # type: ignore[union-attr]
    assert name_guess(["bedrock", "underwater"]) is None
    assert look_guess(20.0, 1.0).kind == "blocking"  # type: ignore[union-attr]
    assert look_guess(200.0, 0.1).kind == "open"  # type: ignore[union-attr]
    assert look_guess(120.0, 1.0) is None
    # green, leafy, partly see-through: a plant over the ground; all opaque: a ground
    assert look_guess(90.0, 0.6, -40.0, 30.0, 25.0).kind == "difficult"  # type: ignore[union-attr]
    assert look_guess(110.0, 1.0, -40.0, 30.0, 25.0) is None
    assert look_guess(110.0, 0.6, -40.0, 30.0, 3.0) is None  # even: a sign, a counter
    g = guess({}, None, ["Cliff"], 200.0, 1.0)
    assert g is not None and g.kind == "blocking" and "cliff" in g.why


def test_the_import_offers_guesses_for_the_tiles_it_does_not_know(tmp_path: Path) -> None:
    tiles = [{"id": 2, "type": "water"}]
    path = _tmj(tmp_path, "pond.tmj", [_ground([1, 3, 3, 1] * 3)], tiles)
    r = read_tiled(path)
    assert r.unmapped == ["set:0", "set:2"]
    guesses = r.guesses()
    assert guesses["set:2"].kind == "difficult"
    assert "set:0" not in guesses  # nothing said; its look is not measured here
    dark = r.guesses(look=lambda info: (10.0, 1.0, 0.0) if info.key == "set:0" else None)
    assert dark["set:0"].kind == "blocking"


# -- Universal VTT --------------------------------------------------------------------------


def _uvtt(tmp_path: Path, name: str = "room.dd2vtt", **fields: object) -> Path:
    data = {
        "format": 0.3,
        "resolution": {
            "map_origin": {"x": 0, "y": 0},
            "map_size": {"x": 6, "y": 4},
            "pixels_per_grid": 10,
        },
        "line_of_sight": [],
        "portals": [],
        **fields,
    }
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _pt(x: float, y: float) -> dict[str, float]:
    return {"x": x, "y": y}


def test_a_door_across_a_grid_vertex_is_a_door_on_both_edges(tmp_path: Path) -> None:
    """Dungeondraft's door in a wall along x=3: the wall runs from y=0 to 1.49 and from
    2.51 to 4; the door from 1.49 to 2.51, across the vertex (3,2). The door covers half of
    the edge [2,1]|[3,1] and half of [2,2]|[3,2]: a door on both; the wall's whole edges
    [2,0]|[3,0] and [2,3]|[3,3] are walls; the short pieces beside the door are its frame."""
    path = _uvtt(
        tmp_path,
        line_of_sight=[[_pt(3, 0), _pt(3, 1.49)], [_pt(3, 2.51), _pt(3, 4)]],
        portals=[{"bounds": [_pt(3, 1.49), _pt(3, 2.51)], "closed": True}],
    )
    r = read_uvtt(path)
    assert {d.between for d in r.board.doors} == {edge((2, 1), (3, 1)), edge((2, 2), (3, 2))}
    assert set(r.board.walls) == {edge((2, 0), (3, 0)), edge((2, 3), (3, 3))}
    assert r.off_grid == 0 and len(r.notes) == 1  # the summary line only


def test_doors_on_a_grid_line_cover_the_edges_they_span() -> None:
    g = SquareGrid(6, 4)
    assert doors_on_line(g, (1, 2), (3, 2)) == [edge((1, 1), (1, 2)), edge((2, 1), (2, 2))]
    assert doors_on_line(g, (1.9, 2.04), (2.1, 2.0)) == []  # covers too little of an edge
    assert doors_on_line(g, (1.2, 1.2), (2.0, 2.0)) == []  # diagonal: on no grid line
    assert doors_on_line(g, (0, 0), (0, 2)) == []  # on the border


def test_a_closed_shape_is_filled_and_a_room_is_not(tmp_path: Path) -> None:
    """A 1x1 pillar drawn round [4,2]... on a 6x4 map its 1 cell is under a twentieth of
    the map: solid. A closed line round the whole room holds the pillar: a room, not
    filled. (The pillar's outline also follows the cell edges: walls round [4,2].)"""
    pillar = [_pt(4, 2), _pt(5, 2), _pt(5, 3), _pt(4, 3), _pt(4, 2)]
    room = [_pt(0.5, 0.5), _pt(5.5, 0.5), _pt(5.5, 3.5), _pt(0.5, 3.5), _pt(0.5, 0.5)]
    r = read_uvtt(_uvtt(tmp_path, line_of_sight=[pillar, room]))
    assert r.board.terrain == {Cell(4, 2): "blocking"}


@pytest.mark.parametrize(
    ("lang", "note"),
    [
        (
            "en",
            "map.dd2vtt: 3 cells inside closed shapes taken for pillars or boulders and made "
            "blocking: line_of_sight[0] (1 cell, [1,1] to [1,1]), line_of_sight[1] (2 cells, "
            "[8,5] to [8,6]); check them on the picture, and make a room's cells open again",
        ),
        (
            "uk",
            "map.dd2vtt: 3 клітинки всередині замкнених фігур, прийнятих за колони чи валуни, "
            "зроблено блокувальними: line_of_sight[0] (1 клітинка, від [1,1] до [1,1]), "
            "line_of_sight[1] (2 клітинки, від [8,5] до [8,6]); перевірте їх на зображенні, "
            "а клітинки кімнати знову зробіть відкритими",
        ),
    ],
)
def test_closed_shapes_filled_are_named_for_the_player_to_check(
    lang: str, note: str, tmp_path: Path
) -> None:
    """Filling a closed shape is a guess: a small room with nothing drawn in it but on the
    picture (a cave with a campfire) is a closed line too. The note names each shape filled
    with its cells' span, so the player can check it against the picture. On a 10x8 map a
    twentieth is 4 cells: a 1x1 pillar at [1,1] and a 1x2 boulder at [8,5]-[8,6] are filled."""
    pillar = [_pt(1.1, 1.1), _pt(1.9, 1.1), _pt(1.9, 1.9), _pt(1.1, 1.9), _pt(1.1, 1.1)]
    boulder = [_pt(8.2, 5.2), _pt(8.8, 5.2), _pt(8.8, 6.8), _pt(8.2, 6.8), _pt(8.2, 5.2)]
    resolution = {"map_origin": _pt(0, 0), "map_size": _pt(10, 8), "pixels_per_grid": 10}
    path = _uvtt(tmp_path, "map.dd2vtt", resolution=resolution, line_of_sight=[pillar, boulder])
    i18n.install(lang)
    try:
        r = read_uvtt(path)
    finally:
        i18n.install("en")
    assert r.board.terrain == {
        Cell(1, 1): "blocking",
        Cell(8, 5): "blocking",
        Cell(8, 6): "blocking",
    }
    assert r.notes[-1] == note


def test_a_picture_named_instead_of_held(tmp_path: Path) -> None:
    """``image`` names a file: the walls are imported and the picture is asked for; when the
    file is beside the map, it is the picture."""
    path = _uvtt(tmp_path, line_of_sight=[[_pt(1, 0), _pt(1, 4)]], image="maps/room.png")
    r = read_uvtt(path)
    assert r.picture is None and r.picture_wanted == "room.png"
    assert len(r.board.walls) == 4
    assert any("names the picture file room.png" in n for n in r.notes)
    (tmp_path / "room.png").write_bytes(png_bytes(60, 40, checker(10, set())))
    r = read_uvtt(path)
    assert r.picture is not None and r.picture.file == tmp_path / "room.png"
    assert r.picture_wanted is None


def test_the_command_line_takes_the_picture_the_map_names(tmp_path: Path) -> None:
    from tabletop_ai.board import load_board
    from tabletop_ai.cli import main
    from tabletop_ai.maps.picture import board_picture

    path = _uvtt(tmp_path, line_of_sight=[[_pt(1, 0), _pt(1, 4)]], image="room.png")
    elsewhere = tmp_path / "pics"
    elsewhere.mkdir()
    (elsewhere / "room-scan.png").write_bytes(png_bytes(60, 40, checker(10, set())))
    out = tmp_path / "room.board.json"
    assert main(["import", str(path), str(out), "--picture", str(elsewhere / "room-scan.png")]) == 0
    pic = board_picture(load_board(out))
    assert pic is not None and pic.size == (60, 40)


def test_wang_sets_in_the_pre_1_5_form_are_read(tmp_path: Path) -> None:
    """Tiled 1.2's tileset (libtiled-java's ``desert.tsx`` writes this form): corner colours
    as <wangcornercolor>, each tile's colours one hex number, 4 bits a place from the top
    edge clockwise. Tiled reads it; so does the import, with the same colours: tile 1's
    ``0x20102010`` has corner colours 1 (top-right, bottom-left) and 2 (bottom-right,
    top-left) and no edges: "0,1,0,2,0,1,0,2" in Tiled 1.5's form. The external tileset
    mixes edge and corner colours: corner colour 1 is the set's second colour (file order)."""
    (tmp_path / "set.png").write_bytes(png_bytes(64, 64, checker(32, {(1, 0)})))
    (tmp_path / "mixed.tsx").write_text(
        """<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.2" tiledversion="1.2.3" name="mixed" tilewidth="32" tileheight="32"
         tilecount="4" columns="2">
 <image source="set.png" width="64" height="64"/>
 <wangsets>
  <wangset name="paths" tile="-1">
   <wangedgecolor name="Road" color="#ff0000" tile="-1" probability="1"/>
   <wangcornercolor name="Grass" color="#00ff00" tile="-1" probability="1"/>
   <wangtile tileid="3" wangid="0x10101011"/>
  </wangset>
 </wangsets>
</tileset>""",
        encoding="utf-8",
    )
    (tmp_path / "old.tmx").write_text(
        """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.2" tiledversion="1.2.3" orientation="orthogonal" renderorder="right-down"
     width="2" height="1" tilewidth="32" tileheight="32" infinite="0" nextobjectid="1">
 <tileset firstgid="1" name="desert" tilewidth="32" tileheight="32" tilecount="4"
          columns="2">
  <image source="set.png" width="64" height="64"/>
  <tile id="1"><properties><property name="terrain" value="blocking"/></properties></tile>
  <wangsets>
   <wangset name="Desert" tile="1">
    <wangcornercolor name="Sand" color="#c4a000" tile="0" probability="1"/>
    <wangcornercolor name="Brick" color="#c17d11" tile="1" probability="1"/>
    <wangtile tileid="0" wangid="0x10101010"/>
    <wangtile tileid="1" wangid="0x20102010"/>
   </wangset>
  </wangsets>
 </tileset>
 <tileset firstgid="5" source="mixed.tsx"/>
 <layer name="ground" width="2" height="1"><data encoding="csv">2,8</data></layer>
</map>""",
        encoding="utf-8",
    )
    from tabletop_ai.maps.tiled import _parse

    r = read_tiled(tmp_path / "old.tmx")
    assert r.board.terrain == {Cell(0, 0): "blocking"}
    tmap = _parse(tmp_path / "old.tmx")
    desert, mixed = tmap.tilesets[1], tmap.tilesets[5]
    (sand_set,) = desert.wang_sets
    assert sand_set.wang_type == "corner"
    assert [c.name for c in sand_set.wang_colors] == ["Sand", "Brick"]
    assert sand_set.wang_tiles[0].wang_id == [0, 1, 0, 1, 0, 1, 0, 1]
    assert sand_set.wang_tiles[1].wang_id == [0, 1, 0, 2, 0, 1, 0, 2]
    (paths,) = mixed.wang_sets
    assert paths.wang_type == "mixed"
    assert [c.name for c in paths.wang_colors] == ["Road", "Grass"]
    assert paths.wang_tiles[3].wang_id == [1, 2, 0, 2, 0, 2, 0, 2]


def test_an_older_json_map_is_read_as_tiled_reads_it(tmp_path: Path) -> None:
    """A map as Tiled 1.0 wrote it in JSON (pytmxlib's test maps are such): the tileset has
    no ``tilecount``, ``columns``, ``spacing`` or ``margin`` (Tiled cuts the 64 px picture
    into 2x2 tiles of 32 px), the object layer no ``draworder``, the layers no ids, and an
    image layer whose picture was never chosen says ``"image": ""``. Tile 2 says it blocks:
    cell [2,0]; the rectangle of class "wall" round [1,1] makes its four edges."""
    path = _tmj(
        tmp_path,
        "old.json",
        [
            _ground([1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
            _objects([_rect(1, 32, 32, 32, 32, type="wall")]),
            {"type": "imagelayer", "name": "sky", "image": "", "opacity": 1, "visible": True,
             "x": 0, "y": 0},
        ],
        [{"id": 1, "properties": [{"name": "terrain", "type": "string", "value": "blocking"}]}],
    )  # fmt: skip
    data = json.loads(path.read_text(encoding="utf-8"))
    for key in ("tilecount", "columns", "spacing", "margin"):
        del data["tilesets"][0][key]
    for layer in data["layers"]:
        layer.pop("id", None)
        layer.pop("draworder", None)
    path.write_text(json.dumps(data), encoding="utf-8")
    r = read_tiled(path)
    assert r.board.terrain == {Cell(2, 0): "blocking"}
    assert set(r.board.walls) == {
        edge((1, 0), (1, 1)),
        edge((1, 1), (1, 2)),
        edge((0, 1), (1, 1)),
        edge((1, 1), (2, 1)),
    }


def test_json_wang_sets_in_the_pre_1_5_form_are_read(tmp_path: Path) -> None:
    """Tiled 1.1-1.4 wrote a JSON Wang set's colours as ``edgecolors`` and ``cornercolors``
    (no ``colors``). Tiled reads them as one list, the edge colours first: Road (edge 1) is
    colour 1 and Grass (corner 1) colour 2, so the wang id ``[1,1,0,1,0,1,0,1]`` (edges at
    the even places) is ``[1,2,0,2,0,2,0,2]``; a set of corner colours only is a corner
    set, and its ids keep their numbers."""
    wang = [
        {
            "name": "paths",
            "tile": -1,
            "edgecolors": [{"name": "Road", "color": "#ff0000", "tile": -1, "probability": 1}],
            "cornercolors": [{"name": "Grass", "color": "#00ff00", "tile": -1, "probability": 1}],
            "wangtiles": [{"tileid": 0, "wangid": [1, 1, 0, 1, 0, 1, 0, 1]}],
        },
        {
            "name": "sand",
            "tile": -1,
            "edgecolors": [],
            "cornercolors": [{"name": "Sand", "color": "#c4a000", "tile": -1, "probability": 1}],
            "wangtiles": [{"tileid": 1, "wangid": [0, 1, 0, 1, 0, 1, 0, 1]}],
        },
    ]
    path = _tmj(tmp_path, "wang.json", [_ground()])
    data = json.loads(path.read_text(encoding="utf-8"))
    data["tilesets"][0]["wangsets"] = wang
    path.write_text(json.dumps(data), encoding="utf-8")
    from tabletop_ai.maps.tiled import _parse

    assert read_tiled(path).board.terrain == {}
    paths, sand = _parse(path).tilesets[1].wang_sets
    assert paths.wang_type == "mixed"
    assert [c.name for c in paths.wang_colors] == ["Road", "Grass"]
    assert paths.wang_tiles[0].wang_id == [1, 2, 0, 2, 0, 2, 0, 2]
    assert sand.wang_type == "corner"
    assert sand.wang_tiles[1].wang_id == [0, 1, 0, 1, 0, 1, 0, 1]


def test_a_tmx_map_with_sizes_tiled_leaves_out_is_read(tmp_path: Path) -> None:
    """Tiled leaves out an object's height when it is 0 (a wall drawn as a flat rectangle,
    ``width="64"`` alone) and an old Tiled the size of each picture in a collection of
    pictures and the collection's ``tilecount``. The flat rectangle on the line y=1 from
    x=0 to x=2 is the two edges above [0,1] and [1,1]; tile 1 (the second picture) blocks."""
    (tmp_path / "a.png").write_bytes(png_bytes(32, 32, checker(32)))
    (tmp_path / "b.png").write_bytes(png_bytes(32, 32, checker(32, {(0, 0)})))
    (tmp_path / "flat.tmx").write_text(
        """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.2" tiledversion="1.2.0" orientation="orthogonal" renderorder="right-down"
     width="3" height="2" tilewidth="32" tileheight="32" infinite="0" nextobjectid="2">
 <tileset firstgid="1" name="pics" tilewidth="32" tileheight="32">
  <tile id="0"><image source="a.png"/></tile>
  <tile id="1"><properties><property name="terrain" value="blocking"/></properties>
   <image source="b.png"/></tile>
 </tileset>
 <layer id="1" name="ground" width="3" height="2"><data encoding="csv">1,1,2,1,1,1</data>
 </layer>
 <objectgroup id="2" name="walls"><object id="1" x="0" y="32" width="64"/></objectgroup>
</map>""",
        encoding="utf-8",
    )
    r = read_tiled(tmp_path / "flat.tmx")
    assert r.board.terrain == {Cell(2, 0): "blocking"}
    assert set(r.board.walls) == {edge((0, 0), (0, 1)), edge((1, 0), (1, 1))}


def test_a_tileset_saved_with_no_tile_count_holds_the_tiles_of_its_picture(
    tmp_path: Path,
) -> None:
    """Tiled writes ``"tilecount": 0`` for a tileset saved while its picture was missing;
    opened with the picture present, Tiled cuts the tiles from the picture (64 px: 4 tiles),
    so tile 4 of the map is the tileset's last tile, not a tile no tileset holds."""
    path = _tmj(tmp_path, "zero.tmj", [_ground([1, 1, 1, 4] * 3)])
    data = json.loads(path.read_text(encoding="utf-8"))
    data["tilesets"][0]["tilecount"] = 0
    path.write_text(json.dumps(data), encoding="utf-8")
    r = read_tiled(path)
    assert sorted(r.tiles) == ["set:0", "set:3"]
    assert r.tiles["set:3"].rect == (32, 32, 32, 32)  # drawn from the picture's last tile


def test_a_tileset_whose_tiles_take_no_room_is_refused_with_a_reason(tmp_path: Path) -> None:
    """An older Tiled's tileset (no ``tilecount``) whose spacing takes back the tile's whole
    width (``spacing="-32"``) cuts no tiles from its picture: the map's tile is one no
    tileset holds, said with the file's name, where counting the tiles once divided by 0."""
    (tmp_path / "set.png").write_bytes(png_bytes(64, 64, checker(32)))
    (tmp_path / "neg.tmx").write_text(
        """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.0" orientation="orthogonal" width="2" height="1" tilewidth="32"
     tileheight="32">
 <tileset firstgid="1" name="set" tilewidth="32" tileheight="32" spacing="-32">
  <image source="set.png"/>
 </tileset>
 <layer name="ground" width="2" height="1"><data encoding="csv">1,1</data></layer>
</map>""",
        encoding="utf-8",
    )
    with pytest.raises(BoardError) as exc:
        read_tiled(tmp_path / "neg.tmx")
    assert exc.value.first_line() == "neg.tmx: layer data uses tile 1, which no tileset holds"


def test_templates_in_the_other_format_than_the_map_are_read(tmp_path: Path) -> None:
    """Tiled saves templates as ``.tx`` whatever the maps' format, so a ``.tmj`` map placing
    a ``.tx`` wall is an ordinary Tiled project (and a ``.tmx`` map a ``.tj`` one). The
    ``.tx`` template is a 32x32 rectangle of class "wall", placed round [1,1]: its four
    edges. The ``.tj`` template is a line flagged ``collides``, 64 px down from where it is
    placed (x=96, y=0): the edges between [2,0]/[3,0] and [2,1]/[3,1]."""
    (tmp_path / "wall.tx").write_text(
        """<?xml version="1.0" encoding="UTF-8"?>
<template>
 <object type="wall" width="32" height="32"/>
</template>""",
        encoding="utf-8",
    )
    (tmp_path / "fence.tj").write_text(
        json.dumps(
            {
                "type": "template",
                "object": {
                    "name": "fence",
                    "rotation": 0,
                    "visible": True,
                    "width": 0,
                    "height": 0,
                    "polyline": [{"x": 0, "y": 0}, {"x": 0, "y": 64}],
                    "properties": [{"name": "collides", "type": "bool", "value": True}],
                },
            }
        ),
        encoding="utf-8",
    )
    path = _tmj(
        tmp_path,
        "placed.tmj",
        [_ground(), _objects([{"id": 1, "template": "wall.tx", "x": 32, "y": 32}])],
    )
    r = read_tiled(path)
    assert set(r.board.walls) == {
        edge((1, 0), (1, 1)),
        edge((1, 1), (1, 2)),
        edge((0, 1), (1, 1)),
        edge((1, 1), (2, 1)),
    }
    (tmp_path / "placed.tmx").write_text(
        """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down"
     width="4" height="3" tilewidth="32" tileheight="32" infinite="0" nextlayerid="3"
     nextobjectid="2">
 <tileset firstgid="1" name="set" tilewidth="32" tileheight="32" tilecount="4" columns="2">
  <image source="set.png" width="64" height="64"/>
 </tileset>
 <layer id="1" name="ground" width="4" height="3"><data encoding="csv">
1,1,1,1,1,1,1,1,1,1,1,1</data></layer>
 <objectgroup id="2" name="things"><object id="1" template="fence.tj" x="96" y="0"/>
 </objectgroup>
</map>""",
        encoding="utf-8",
    )
    r = read_tiled(tmp_path / "placed.tmx")
    assert set(r.board.walls) == {edge((2, 0), (3, 0)), edge((2, 1), (3, 1))}


@pytest.mark.parametrize(
    ("map_suffix", "template_suffix"),
    [(".tmj", ".tj"), (".tmj", ".tx"), (".tmx", ".tx"), (".tmx", ".tj")],
)
def test_a_placed_templates_own_fields_win_over_the_templates(
    tmp_path: Path, map_suffix: str, template_suffix: str
) -> None:
    """A template instance keeps the fields the map gives it and takes the rest from its
    template (Tiled's JSON and TMX map format references, object ``template``: the
    placed object's fields override the template's). Templates: "wall", a 32x32 rectangle
    of class wall named "side"; "fence", a line 32 px across of class wall. Placed: a wall
    resized to 64x32 at (32,32) — walls round [1,1] and [2,1]; a fence at (0,32) given its
    own points, across then up — the edges [0,0]/[0,1] and [0,0]/[1,0]; a wall at (96,64)
    of its own class "area" — no walls."""
    if template_suffix == ".tj":
        line = {"polyline": [_pt(0, 0), _pt(32, 0)]}
        for file, name, shape in (("wall", "side", {}), ("fence", "fence", line)):
            size = {"width": 0, "height": 0} if shape else {"width": 32, "height": 32}
            obj = {"name": name, "type": "wall", "rotation": 0, "visible": True, **size, **shape}
            (tmp_path / f"{file}.tj").write_text(
                json.dumps({"type": "template", "object": obj}), encoding="utf-8"
            )
    else:
        (tmp_path / "wall.tx").write_text(
            '<?xml version="1.0" encoding="UTF-8"?>\n<template>\n'
            ' <object name="side" type="wall" width="32" height="32"/>\n</template>',
            encoding="utf-8",
        )
        (tmp_path / "fence.tx").write_text(
            '<?xml version="1.0" encoding="UTF-8"?>\n<template>\n'
            ' <object name="fence" type="wall"><polyline points="0,0 32,0"/></object>\n'
            "</template>",
            encoding="utf-8",
        )
    wall, fence = f"wall{template_suffix}", f"fence{template_suffix}"
    own_points = [_pt(0, 0), _pt(32, 0), _pt(32, -32)]
    if map_suffix == ".tmj":
        placed = [
            {"id": 1, "template": wall, "x": 32, "y": 32, "width": 64, "height": 32},
            {"id": 2, "template": fence, "x": 0, "y": 32, "polyline": own_points},
            {"id": 3, "template": wall, "x": 96, "y": 64, "type": "area"},
        ]
        path = _tmj(tmp_path, "placed.tmj", [_ground(), _objects(placed)])
    else:
        (tmp_path / "set.png").write_bytes(png_bytes(64, 64, checker(32, {(1, 0)})))
        path = tmp_path / "placed.tmx"
        path.write_text(
            f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down"
     width="4" height="3" tilewidth="32" tileheight="32" infinite="0" nextlayerid="3"
     nextobjectid="4">
 <tileset firstgid="1" name="set" tilewidth="32" tileheight="32" tilecount="4" columns="2">
  <image source="set.png" width="64" height="64"/>
 </tileset>
 <layer id="1" name="ground" width="4" height="3"><data encoding="csv">
1,1,1,1,1,1,1,1,1,1,1,1</data></layer>
 <objectgroup id="2" name="things">
  <object id="1" template="{wall}" x="32" y="32" width="64" height="32"/>
  <object id="2" template="{fence}" x="0" y="32"><polyline points="0,0 32,0 32,-32"/></object>
  <object id="3" template="{wall}" type="area" x="96" y="64"/>
 </objectgroup>
</map>""",
            encoding="utf-8",
        )
    r = read_tiled(path)
    assert set(r.board.walls) == {
        edge((1, 0), (1, 1)),
        edge((2, 0), (2, 1)),
        edge((1, 1), (1, 2)),
        edge((2, 1), (2, 2)),
        edge((0, 1), (1, 1)),
        edge((2, 1), (3, 1)),
        edge((0, 0), (0, 1)),
        edge((0, 0), (1, 0)),
    }


def test_a_json_map_with_a_colour_tiled_does_not_write_is_refused_with_its_name(
    tmp_path: Path,
) -> None:
    """A colour of five hex digits (``"#12345"``, a hand edit) makes the parser give up on
    the whole JSON map as of an "Unknown Map Format", an error of its own the import did
    not expect (fuzzing found it: the import crashed). The map is refused with its name."""
    path = _tmj(tmp_path, "bg.tmj", [_ground()])
    data = json.loads(path.read_text(encoding="utf-8"))
    data["backgroundcolor"] = "#12345"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BoardError) as exc:
        read_tiled(path)
    assert exc.value.first_line().startswith("bg.tmj: ")
    assert "Unknown Map Format" not in exc.value.first_line()


def test_a_template_says_the_same_in_both_formats() -> None:
    """What Tiled writes for one template in XML is what it writes in JSON (the TMX and
    JSON format references): attributes as numbers, properties with their types, polygon
    points as x/y records, an ellipse and a text as their JSON fields, and back."""
    import xml.etree.ElementTree as ET

    from tabletop_ai.maps.tiled_templates import template_as_json, template_as_xml

    root = ET.fromstring(
        """<template><tileset firstgid="3" source="t.tsx"/>
<object name="gate" type="door" width="32" height="8.5" rotation="90" visible="0">
 <properties><property name="open" type="bool" value="true"/>
  <property name="hp" type="int" value="7"/><property name="note" value="iron"/>
 </properties>
 <polygon points="0,0 32,0 32,8.5"/><ellipse/>
 <text wrap="1" pixelsize="12" color="#ff0000">Gate</text>
</object></template>"""
    )
    data = template_as_json(root)
    assert data == {
        "type": "template",
        "tileset": {"firstgid": 3, "source": "t.tsx"},
        "object": {
            "name": "gate",
            "type": "door",
            "width": 32,
            "height": 8.5,
            "rotation": 90,
            "visible": False,
            "properties": [
                {"name": "open", "type": "bool", "value": True},
                {"name": "hp", "type": "int", "value": 7},
                {"name": "note", "type": "string", "value": "iron"},
            ],
            "polygon": [{"x": 0, "y": 0}, {"x": 32, "y": 0}, {"x": 32, "y": 8.5}],
            "ellipse": True,
            "text": {"text": "Gate", "wrap": True, "pixelsize": 12, "color": "#ff0000"},
        },
    }
    back = template_as_xml(data)
    assert template_as_json(back) == data


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_picture_named_that_is_a_pipe_is_never_waited_on(tmp_path: Path) -> None:
    """A Universal VTT file's ``image`` names ``room.png`` and what lies beside the map
    under that name is a named pipe: opening it waited for a writer for ever (the import
    hung; fuzzing found it). It is no picture: the walls are imported and the picture is
    asked for; chosen as the picture (``--picture``), it is refused with its name."""
    import threading

    from tabletop_ai.maps.uvtt import picture_for

    path = _uvtt(tmp_path, line_of_sight=[[_pt(1, 0), _pt(1, 4)]], image="room.png")
    os.mkfifo(tmp_path / "room.png")
    done: dict[str, Any] = {}

    def read() -> None:
        done["import"] = read_uvtt(path)
        with pytest.raises(BoardError) as exc:
            picture_for(tmp_path / "room.png", done["import"].board)
        done["line"] = exc.value.first_line()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(20)
    assert not reader.is_alive()
    r = done["import"]
    assert r.picture is None and r.picture_wanted == "room.png"
    assert len(r.board.walls) == 4
    assert done["line"] == (
        "room.png: is not a regular file (a pipe, a device or a socket); only files are read"
    )


def test_a_template_with_its_own_tileset_prints_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A TMX object made from a template whose tile comes from a tileset the map does not
    list (Tiled writes the template's own ``<tileset>``) is read, and the parser's stray
    "here" on the way is not left in the player's terminal: an import says only what the
    importer says."""
    (tmp_path / "t.tsx").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<tileset version="1.10" name="props" tilewidth="32" tileheight="32" tilecount="1"'
        ' columns="1"><image source="t.png" width="32" height="32"/></tileset>',
        encoding="utf-8",
    )
    (tmp_path / "t.png").write_bytes(png_bytes(32, 32, checker(32)))
    (tmp_path / "crate.tx").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<template><tileset firstgid="1" source="t.tsx"/>'
        '<object name="crate" gid="1" width="32" height="32"/></template>',
        encoding="utf-8",
    )
    path = tmp_path / "room.tmx"
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.10" tiledversion="1.10.2" orientation="orthogonal"'
        ' renderorder="right-down" width="4"'
        ' height="3" tilewidth="32" tileheight="32" infinite="0" nextlayerid="3"'
        ' nextobjectid="2">\n'
        '<tileset firstgid="1" name="floor" tilewidth="32" tileheight="32" tilecount="1"'
        ' columns="1"><image source="t.png" width="32" height="32"/></tileset>\n'
        '<layer id="1" name="ground" width="4" height="3"><data encoding="csv">'
        "1,1,1,1,1,1,1,1,1,1,1,1</data></layer>\n"
        '<objectgroup id="2" name="props"><object id="1" template="crate.tx" x="32" y="64"/>'
        "</objectgroup>\n</map>",
        encoding="utf-8",
    )
    capsys.readouterr()
    imported = read_tiled(path)
    assert imported.board.grid.width == 4
    assert capsys.readouterr().out == ""


def test_tile_shapes_without_ids_in_an_older_tileset_are_read(tmp_path: Path) -> None:
    """Tiled 1.0 wrote a tile's collision shapes without ids, in a ``.tsx`` of its own (as
    ``Tiled2Unity``'s test map does) as in a JSON tileset; Tiled numbers them as it reads
    them. Both maps are read: their tile 2 (local id 1) is the tileset's "blocking" tile."""
    (tmp_path / "tiles.png").write_bytes(png_bytes(64, 32, checker(32, {(1, 0)})))
    (tmp_path / "shapes.tsx").write_text(
        """<?xml version="1.0" encoding="UTF-8"?>
<tileset name="shapes" tilewidth="32" tileheight="32">
 <image source="tiles.png" width="64" height="32"/>
 <tile id="1">
  <properties><property name="terrain" value="blocking"/></properties>
  <objectgroup draworder="index"><object x="0" y="0" width="32" height="32"/>
   <object x="32" y="0"><polygon points="0,0 -12,0 -16,4"/></object></objectgroup>
 </tile>
</tileset>""",
        encoding="utf-8",
    )
    (tmp_path / "old.tmx").write_text(
        """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.0" orientation="orthogonal" width="2" height="2" tilewidth="32"
     tileheight="32">
 <tileset firstgid="1" source="shapes.tsx"/>
 <layer name="ground" width="2" height="2"><data encoding="csv">1,2,1,1</data></layer>
</map>""",
        encoding="utf-8",
    )
    assert read_tiled(tmp_path / "old.tmx").board.terrain == {Cell(1, 0): "blocking"}
    shape = {"x": 0, "y": 0, "width": 32, "height": 32, "rotation": 0, "visible": True}
    path = _tmj(
        tmp_path,
        "old.tmj",
        [_ground([1, 2, 1, 1] * 3)],
        tiles=[
            {
                "id": 1,
                "properties": [{"name": "terrain", "type": "string", "value": "blocking"}],
                "objectgroup": {
                    "type": "objectgroup",
                    "name": "",
                    "draworder": "index",
                    "objects": [{**shape, "name": ""}, {**shape, "id": 1, "name": ""}],
                    "opacity": 1,
                    "visible": True,
                    "x": 0,
                    "y": 0,
                },
            }
        ],
    )
    assert read_tiled(path).board.terrain == {Cell(1, r): "blocking" for r in range(3)}


def test_a_colour_property_never_set_is_read_as_no_colour(tmp_path: Path) -> None:
    """Tiled writes ``value=""`` for a colour property that was never set (DotTiled's test
    map ``map-with-common-props`` holds one); Tiled reads it as no colour, the parser
    refused the whole map ("Improperly formatted color"). The maps are read, on the map,
    a layer and a tileset's tile in TMX, on the map and a tile in JSON; the tile's
    ``terrain`` property still counts."""
    (tmp_path / "tiles.png").write_bytes(png_bytes(64, 32, checker(32, {(1, 0)})))
    unset = '<property name="tint" type="color" value=""/>'
    (tmp_path / "colours.tmx").write_text(
        f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.11.0" orientation="orthogonal" renderorder="right-down"
     width="2" height="1" tilewidth="32" tileheight="32" infinite="0" nextlayerid="2"
     nextobjectid="1">
 <properties>{unset}<property name="shade" type="color" value="#ff55ffff"/></properties>
 <tileset firstgid="1" name="t" tilewidth="32" tileheight="32" tilecount="2" columns="2">
  <image source="tiles.png" width="64" height="32"/>
  <tile id="1"><properties>{unset}<property name="terrain" value="blocking"/></properties>
  </tile>
 </tileset>
 <layer id="1" name="ground" width="2" height="1"><properties>{unset}</properties>
  <data encoding="csv">1,2</data></layer>
</map>""",
        encoding="utf-8",
    )
    assert read_tiled(tmp_path / "colours.tmx").board.terrain == {Cell(1, 0): "blocking"}
    colour = {"name": "tint", "type": "color", "value": ""}
    path = _tmj(
        tmp_path,
        "colours.tmj",
        [_ground([1, 2, 1, 1] * 3)],
        tiles=[
            {
                "id": 1,
                "properties": [colour, {"name": "terrain", "type": "string", "value": "blocking"}],
            }
        ],
    )
    data = json.loads(path.read_text(encoding="utf-8"))
    data["properties"] = [colour]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert read_tiled(path).board.terrain == {Cell(1, r): "blocking" for r in range(3)}


def test_files_named_with_windows_separators_are_found(tmp_path: Path) -> None:
    """A map saved on Windows by another editor than Tiled names its tileset
    ``..\\tileset\\ground.json`` and the tileset its picture ``..\\image\\ground.png``
    (melonJS's waterOverworld example); on Windows those are the files beside it, and so
    they are here. Tile 2 is the tileset's blocking tile; the picture is the tileset's."""
    for folder in ("level", "tileset", "image"):
        (tmp_path / folder).mkdir()
    (tmp_path / "image" / "ground.png").write_bytes(png_bytes(64, 32, checker(32, {(1, 0)})))
    tileset = {
        "type": "tileset",
        "name": "ground",
        "tilewidth": 32,
        "tileheight": 32,
        "tilecount": 2,
        "columns": 2,
        "spacing": 0,
        "margin": 0,
        "image": "..\\image\\ground.png",
        "imagewidth": 64,
        "imageheight": 32,
        "tiles": [
            {"id": 1, "properties": [{"name": "terrain", "type": "string", "value": "blocking"}]}
        ],
    }
    (tmp_path / "tileset" / "ground.json").write_text(json.dumps(tileset), encoding="utf-8")
    path = _tmj(tmp_path / "level", "level1.json", [_ground([1, 2, 1, 1] * 3)])
    data = json.loads(path.read_text(encoding="utf-8"))
    data["tilesets"] = [{"firstgid": 1, "source": "..\\tileset\\ground.json"}]
    path.write_text(json.dumps(data), encoding="utf-8")
    r = read_tiled(path)
    assert r.board.terrain == {Cell(1, row): "blocking" for row in range(3)}
    picture = r.tiles["ground:1"].image
    assert picture is not None and picture.resolve() == (tmp_path / "image" / "ground.png")


def test_a_map_without_a_format_version_is_read(tmp_path: Path) -> None:
    """Tiled reads a map whatever its ``version`` says, and without one; other editors
    leave it out (melonJS's own editor, ``"editor": "melon-editor"``). Both maps are read:
    the JSON map's tile 4 is the tileset's blocking tile (``set:3``), so is the TMX's."""
    path = _tmj(
        tmp_path,
        "nover.tmj",
        [_ground([1, 1, 1, 4] * 3)],
        tiles=[
            {"id": 3, "properties": [{"name": "terrain", "type": "string", "value": "blocking"}]}
        ],
    )
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["version"]
    data["editor"] = "melon-editor"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert read_tiled(path).board.terrain == {Cell(3, r): "blocking" for r in range(3)}
    (tmp_path / "nover.tmx").write_text(
        """<?xml version="1.0" encoding="UTF-8"?>
<map tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="2"
     height="1" tilewidth="32" tileheight="32" infinite="0" nextlayerid="2" nextobjectid="1">
 <tileset firstgid="1" name="set" tilewidth="32" tileheight="32" tilecount="4" columns="2">
  <image source="set.png" width="64" height="64"/>
  <tile id="3"><properties><property name="terrain" value="blocking"/></properties></tile>
 </tileset>
 <layer id="1" name="ground" width="2" height="1"><data encoding="csv">1,4</data></layer>
</map>""",
        encoding="utf-8",
    )
    assert read_tiled(tmp_path / "nover.tmx").board.terrain == {Cell(1, 0): "blocking"}


def test_tile_properties_in_the_form_of_tiled_1_1_are_read(tmp_path: Path) -> None:
    """Tiled 1.0 and 1.1 wrote a JSON tileset's tile properties beside its tiles
    (``"tileproperties": {"3": {"collides": true}}``); Tiled reads them as the tiles'.
    The parser passed over them, so tile 4, which collides, was read as open without a
    word. Both the tileset in the map and one in a file of its own are read: tile 4 is
    blocking (the ``collides`` flag), tile 2 keeps its own ``terrain`` (difficult)."""
    legacy = {
        "tileproperties": {"3": {"collides": True}, "1": {"terrain": "hazard"}},
        "tilepropertytypes": {"3": {"collides": "bool"}, "1": {"terrain": "string"}},
    }
    own = [{"id": 1, "properties": [{"name": "terrain", "type": "string", "value": "difficult"}]}]
    path = _tmj(tmp_path, "old.tmj", [_ground([1, 2, 1, 4] * 3)], tiles=own)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["tilesets"][0].update(legacy)
    path.write_text(json.dumps(data), encoding="utf-8")
    expected = {Cell(3, r): "blocking" for r in range(3)} | {
        Cell(1, r): "difficult" for r in range(3)
    }
    assert read_tiled(path).board.terrain == expected
    tileset = {k: v for k, v in data["tilesets"][0].items() if k != "firstgid"}
    tileset["tiles"] = {"1": {"properties": {"terrain": "difficult"}}}  # Tiled 1.1's tiles
    (tmp_path / "old.json").write_text(json.dumps(tileset), encoding="utf-8")
    data["tilesets"] = [{"firstgid": 1, "source": "old.json"}]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert read_tiled(path).board.terrain == expected


def test_a_map_the_app_cannot_play_is_named_for_its_orientation_first(tmp_path: Path) -> None:
    """An infinite staggered map (melonJS's ``isometric_staggered_grass_and_water.tmx``)
    was refused as infinite; unticking Infinite in Tiled, as the message says, would only
    lead to a second refusal for its orientation. The orientation is named first, in TMX
    and JSON maps, and so for a map too large as well."""
    (tmp_path / "stag.tmx").write_text(
        """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="staggered" renderorder="right-down"
     width="300" height="10" tilewidth="64" tileheight="32" infinite="1"
     staggeraxis="y" staggerindex="odd" nextlayerid="2" nextobjectid="1">
 <layer id="1" name="ground" width="300" height="10"><data encoding="csv">
  <chunk x="0" y="0" width="16" height="16">0</chunk></data></layer>
</map>""",
        encoding="utf-8",
    )
    with pytest.raises(BoardError) as exc:
        read_tiled(tmp_path / "stag.tmx")
    assert exc.value.first_line() == (
        "stag.tmx: orientation is 'staggered'; orthogonal and hexagonal maps are imported"
    )
    path = _tmj(tmp_path, "iso.tmj", [_ground()])
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(orientation="isometric", infinite=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BoardError) as exc:
        read_tiled(path)
    assert exc.value.first_line() == (
        "iso.tmj: orientation is 'isometric'; orthogonal and hexagonal maps are imported"
    )


def _line(oid: int, points: list[tuple[int, int]], **extra: object) -> dict:
    return {
        "id": oid,
        "x": 0,
        "y": 0,
        "rotation": 0,
        "visible": True,
        "name": "",
        "type": "",
        "polyline": [{"x": x, "y": y} for x, y in points],
        **extra,
    }


def test_a_one_cell_door_rectangle_in_a_gap_of_a_wall_is_one_door(tmp_path: Path) -> None:
    """Walls along y=2 from x=0 to 1 and from x=2 to 4; a door rectangle covering [1,1]
    fills the gap: its bottom side goes on as the wall at both ends, so the door is the
    edge [1,1]|[1,2] alone (its outline made four closed doors)."""
    path = _tmj(
        tmp_path,
        "gap.tmj",
        [
            _ground(),
            _objects(
                [
                    _line(1, [(0, 64), (32, 64)], type="wall"),
                    _line(2, [(64, 64), (128, 64)], type="wall"),
                    _rect(3, 32, 32, 32, 32, type="door"),
                ]
            ),
        ],
    )
    r = read_tiled(path)
    assert [(d.between, d.open) for d in r.board.doors] == [(edge((1, 1), (1, 2)), False)]
    assert len(r.board.walls) == 3
    assert not any("door rectangle" in n for n in r.notes), r.notes


def test_a_door_rectangle_on_a_grid_line_is_a_door_on_that_line(tmp_path: Path) -> None:
    """A thin rectangle across the line y=1 over [2,0] (y 30 to 34 px), and a cell-sized
    one straddling the line x=1 over row 2 (x 16 to 48 px): one door each, on the line."""
    path = _tmj(
        tmp_path,
        "thin.tmj",
        [
            _ground(),
            _objects(
                [
                    _rect(1, 64, 30, 32, 4, type="door"),
                    _rect(2, 16, 64, 32, 32, name="Door", properties=[_open()]),
                ],
                name="doors",
            ),
        ],
    )
    r = read_tiled(path)
    assert [(d.between, d.open) for d in r.board.doors] == [
        (edge((2, 0), (2, 1)), False),
        (edge((0, 2), (1, 2)), True),
    ]
    assert r.off_grid == 0 and not any("door rectangle" in n for n in r.notes), r.notes


def _open() -> dict:
    return {"name": "open", "type": "bool", "value": True}


def test_a_door_rectangle_whose_side_cannot_be_told_is_named(tmp_path: Path) -> None:
    """Row 1 is a wall of tiles with a doorway at [1,1] and open floor at [3,1]. The door
    rectangle in the doorway runs between the wall tiles, on its top or its bottom side:
    the top is taken and the note says to check it. The one on [3,2], in open floor, could
    stand on any side: no door, and the note says why."""
    terrain = {"name": "terrain", "type": "string", "value": "blocking"}
    blocking = [{"id": 1, "properties": [terrain]}]
    path = _tmj(
        tmp_path,
        "hall.tmj",
        [
            _ground([1, 1, 1, 1, 2, 1, 2, 1, 1, 1, 1, 1]),
            _objects(
                [_rect(1, 32, 32, 32, 32, type="door"), _rect(2, 96, 64, 32, 32, type="door")]
            ),
        ],
        tiles=blocking,
    )
    r = read_tiled(path)
    assert [d.between for d in r.board.doors] == [edge((1, 0), (1, 1))]
    assert any(
        "1 door rectangle covers a doorway whose two sides are alike" in n
        and "layer 'objects' object 1 on [1,0]|[1,1]" in n
        for n in r.notes
    ), r.notes
    assert any(
        "1 door rectangle not imported" in n and "layer 'objects' object 2" in n for n in r.notes
    ), r.notes


def test_touching_door_rectangles_are_judged_as_one_line(tmp_path: Path) -> None:
    """A doorway drawn a cell at a time. In open floor, the one-cell doors on [1,1] and
    [2,1] could each stand on any side (each was a note and no door); together they make a
    2x1 rectangle whose long sides are alike: both doors on its top, and the note says to
    check them. In the gap x=5..7 of a wall along y=4, the doors on [5,3] and [6,3] (the
    second open) go on their bottom, the wall's line; the column [1,3], [1,4] in open
    floor goes on its left side, checked too."""
    ground = ",\n".join(",".join("1" * 8) for _ in range(5))
    (tmp_path / "hall.tmx").write_text(
        f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="8" height="5"
     tilewidth="32" tileheight="32" infinite="0" nextlayerid="3" nextobjectid="10">
 <tileset firstgid="1" name="floor" tilewidth="32" tileheight="32" tilecount="1" columns="1">
  <tile id="0"><properties><property name="terrain" value="open"/></properties></tile>
 </tileset>
 <layer id="1" name="ground" width="8" height="5"><data encoding="csv">
{ground}
</data></layer>
 <objectgroup id="2" name="doors">
  <object id="1" type="door" x="32" y="32" width="32" height="32"/>
  <object id="2" type="door" x="64" y="32" width="32" height="32"/>
  <object id="3" type="wall" x="128" y="128"><polyline points="0,0 32,0"/></object>
  <object id="4" type="wall" x="224" y="128"><polyline points="0,0 32,0"/></object>
  <object id="5" type="door" x="160" y="96" width="32" height="32"/>
  <object id="6" type="door-open" x="192" y="96" width="32" height="32"/>
  <object id="7" type="door" x="32" y="96" width="32" height="32"/>
  <object id="8" type="door" x="32" y="128" width="32" height="32"/>
 </objectgroup>
</map>
""",
        encoding="utf-8",
    )
    r = read_tiled(tmp_path / "hall.tmx")
    assert [(d.between, d.open) for d in r.board.doors] == [
        (edge((1, 0), (1, 1)), False),
        (edge((2, 0), (2, 1)), False),
        (edge((5, 3), (5, 4)), False),
        (edge((6, 3), (6, 4)), True),
        (edge((0, 3), (1, 3)), False),
        (edge((0, 4), (1, 4)), False),
    ]
    assert len(r.board.walls) == 2
    (note,) = [n for n in r.notes if "door rectangle" in n]
    assert note.startswith(
        "hall.tmx: 4 door rectangles cover a doorway whose two sides are alike: each door was "
        "placed on the first side, check them (layer 'doors' object 1 on [1,0]|[1,1], "
        "layer 'doors' object 2 on [2,0]|[2,1], "
    ), note


def test_a_line_of_door_rectangles_is_one_group() -> None:
    """Which rectangles covering cells are judged together (maps/tiled_doors.py)."""
    a, b, c = DoorBox(1, 1, 2, 2), DoorBox(2, 1, 3, 2), DoorBox(3, 1, 5, 2)
    # a row of one-cell-thick rectangles touching end to end, a copy of one with them
    assert door_lines([c, a, b, a]) == [(DoorBox(1, 1, 5, 2), [0, 1, 2, 3])]
    # a column; a rectangle two cells thick beside it is judged alone
    down, thick = DoorBox(1, 2, 2, 3), DoorBox(2, 2, 4, 4)
    assert door_lines([a, down, thick]) == [
        (DoorBox(1, 1, 2, 3), [0, 1]),
        (thick, [2]),
    ]
    # a corner (touching one in its row and one in its column) is judged alone, and its
    # arms without it; overlapping rectangles are no line
    assert door_lines([a, b, down]) == [(a, [0]), (b, [1]), (down, [2])]
    over = DoorBox(2, 1, 4, 2)
    assert door_lines([a, b, over]) == [(a, [0]), (b, [1]), (over, [2])]


def test_the_note_on_tiles_without_a_kind_is_worded_for_one(tmp_path: Path) -> None:
    """It read "1 tile have no terrain kind and were read as open" and "(1 cells)"."""
    one = read_tiled(_tmj(tmp_path, "one.tmj", [_ground()]))
    assert any(
        "one.tmj: 1 tile has no terrain kind and was read as open: set:0 (12 cells) — give "
        "it a 'terrain' property in Tiled, or choose its terrain" in n
        for n in one.notes
    ), one.notes
    two = read_tiled(_tmj(tmp_path, "two.tmj", [_ground([1] * 11 + [3])]))
    assert any(
        "two.tmj: 2 tiles have no terrain kind and were read as open: set:0 (11 cells), "
        "set:2 (1 cell) — give them" in n
        for n in two.notes
    ), two.notes
