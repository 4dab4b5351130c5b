"""Tiled map import (``.tmx`` and ``.tmj``/``.json``; orthogonal and hexagonal maps), read
with ``pytiled-parser`` (the Arcade project's typed Tiled reader), never by hand.

- **Tile layers → terrain.** Each tile is named ``TILESET:ID`` (the tileset's name and the
  tile's local id). Its kind comes from the player's terrain mapping when it names the tile,
  else from the tile's ``terrain`` property (``blocking``, ``difficult``, ``impassable``,
  ``hazard``, ``trap``, ``icy``, ``open``, ``void``), else it is *unmapped* (read as open and
  listed, so the player can map it once and save the mapping). Where several layers have a
  tile on one cell the most restrictive kind wins (void, blocking, impassable, difficult,
  hazard, trap, icy, open). A cell with no tile in any tile layer is ``void`` (no cell).
- **Object layers → walls, doors, edges, points**, only where the map says so. Polylines,
  polygons and rectangles whose sides lie on cell edges are read by what their class
  (Tiled's *Class*, formerly *Type*) or their ``kind`` property says; only an object with
  neither is read by its name, then its layer's name; last, a true flag property
  (``collides``, ``wall``, ``solid`` ...) makes it a wall. The first that says one of
  these is taken: ``door`` (property ``open``: true for an open door), ``door-open``,
  ``blocking`` / ``impassable`` (edge terrain), a wall (:data:`WALL_WORDS`: wall,
  collision, obstacle, barrier ...). A class that names anything else (a meeting zone,
  an exit, a trigger, an event) wins over a name or layer that reads as a wall: such
  objects, and all others that say nothing, are not imported, and the notes name them.
  Point objects whose class is a point kind (``spawn``, ``objective``, ...) become points
  on the cell under them.
- **Tile kinds from the file**: a tile's ``terrain`` property, its class when it is a kind,
  a true ``collides``/``collision``/``solid``/``wall`` property (blocking); a tile layer
  whose name or properties say it is walls or collision makes its tiles blocking.
  Guesses from names and looks are only offered (:mod:`~tabletop_ai.maps.terrain_guess`).
- **The first image layer → the picture under the grid**, placed by the layer's offset.
- **Hexagonal maps**: stagger axis ``y`` → pointy tops (``odd-r``/``even-r`` by the stagger
  index), axis ``x`` → flat tops (``odd-q``/``even-q``); Tiled stores tiles in exactly those
  offset coordinates.
"""

from __future__ import annotations

import json
import math
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop_ai.board.errors import BoardError
from tabletop_ai.board.limits import MAX_TEXT
from tabletop_ai.board.model import TERRAIN_KINDS, Board, Door, EdgeFeature, MapPoint
from tabletop_ai.board.reader import read_head
from tabletop_ai.board.values import CONTROL, shown
from tabletop_ai.geometry import Cell, Edge, Grid, HexGrid, SquareGrid, edge
from tabletop_ai.i18n import msg, msg_in
from tabletop_ai.maps.common import (
    ImportedPicture,
    ImportResult,
    Part,
    Region,
    check_size,
    concerns,
    cut_to_part,
    door_count,
    examples,
    fail,
    hex_tops_word,
    layer_place,
    object_place,
    off_grid_note,
    point_count,
    read_json,
    terrain_word,
    wall_edge_count,
)
from tabletop_ai.maps.homography import Matrix, apply, compose, scale_translate
from tabletop_ai.maps.imagesize import image_size
from tabletop_ai.maps.picture import DOWNSCALE_SIDE, MAX_SIDE, MapPicture, sniff_mime
from tabletop_ai.maps.snap import Point, Snapped, cell_at, snap_polyline
from tabletop_ai.maps.terrain_guess import Guess, guess, thing_guess
from tabletop_ai.maps.tiled_doors import DoorBox, box_side, door_line, door_lines, side_of
from tabletop_ai.maps.tiled_files import checked_copy

SUFFIXES = (".tmx", ".tmj")
SQRT3 = math.sqrt(3.0)
#: most restrictive first: where layers disagree on a cell, the earliest kind here wins
RESTRICTIVE = ("void", "blocking", "impassable", "difficult", "hazard", "trap", "icy", "open")
#: words in an object's class, name, layer name or properties that make it a wall
WALL_WORDS = re.compile(
    r"(?<![a-z])(walls?|collisions?|colliders?|collides|solid|obstacles?|barriers?|"
    r"blockers?|blocks?)(?![a-z])",
    re.IGNORECASE,
)
DOOR_WORDS = ("door", "door-open", "door-closed")
#: classes that name an object's shape, not what it is (read as no class)
SHAPE_WORDS = frozenset(
    ("rect", "rectangle", "box", "polygon", "poly", "polyline", "ellipse", "circle", "shape")
)
EDGE_WORDS = ("blocking", "impassable")
_GID_MASK = 0x0FFFFFFF  # Tiled keeps flip/rotation flags in the top four bits


@dataclass
class TileInfo:
    """One tile used by the map: what the file says about it and how often it is used."""

    key: str
    count: int = 0
    property_kind: str | None = None
    #: why ``property_kind`` (the file's own word)
    property_why: str = ""
    #: the tile's names, most particular first (class, name property, picture file, tileset)
    names: tuple[str, ...] = ()
    #: the tile's own properties
    properties: dict[str, Any] = field(default_factory=dict)
    image: Path | None = None
    rect: tuple[int, int, int, int] | None = None  # x, y, w, h in ``image``
    #: the tileset picture's colour that stands for "transparent" (Tiled's ``trans``)
    transparent: tuple[int, int, int] | None = None


@dataclass(frozen=True)
class TileDraw:
    """One tile of the map's look: ``rect`` of ``image`` (whole image when None) drawn with
    its top-left at ``at`` (map pixels)."""

    image: Path
    rect: tuple[int, int, int, int] | None
    at: tuple[float, float]
    transparent: tuple[int, int, int] | None = None


@dataclass
class TilePicture:
    """The visible tile layers as drawing steps (the window draws them into a picture when
    the map has no image layer; no Qt here)."""

    size: tuple[int, int]
    transform: Matrix
    draws: list[TileDraw] = field(default_factory=list)


#: how a tile looks, for a guess at its kind: the numbers
#: :func:`~tabletop_ai.maps.terrain_guess.look_guess` takes (mean grey level of its opaque
#: pixels 0-255, share of its pixels that are opaque, how much bluer than red or green they
#: are, how much greener than red or blue, how uneven their grey levels), the first two at
#: least; None when its picture cannot be read
TileLook = Callable[[TileInfo], "tuple[float, ...] | None"]
#: how a tile differs from another (the map's ground tile): the mean colour difference
#: (0-255) along its border and in its middle, or None when either picture cannot be read
TileAgainst = Callable[[TileInfo, TileInfo], "tuple[float, float] | None"]


@dataclass
class TiledImport(ImportResult):
    """A Tiled import: the board plus the tiles it used (for the terrain mapping dialog)."""

    tiles: dict[str, TileInfo] = field(default_factory=dict)
    unmapped: list[str] = field(default_factory=list)
    tile_picture: TilePicture | None = None

    def guesses(
        self, look: TileLook | None = None, against: TileAgainst | None = None
    ) -> dict[str, Guess]:
        """A first guess at the kind of each tile the map does not say (its names, then how
        it looks, when ``look`` can tell; then, when ``against`` can compare two tiles,
        whether it is the map's ground tile with a thing drawn in its middle), for the
        player to confirm."""
        out: dict[str, Guess] = {}
        ground = max(self.unmapped, key=lambda k: self.tiles[k].count, default=None)
        for key in self.unmapped:
            info = self.tiles[key]
            seen = look(info) if look is not None else None
            g = guess(info.properties, None, info.names, *(seen or ()))
            if g is None and against is not None and ground is not None and key != ground:
                diff = against(info, self.tiles[ground])
                if diff is not None:
                    g = thing_guess(*diff, ground=ground)
            if g is not None:
                out[key] = g
        return out


# -- terrain mapping files ------------------------------------------------------------------

MAPPING_FORMAT = "tabletop-ai/terrain-map"


def load_mapping(path: str | Path) -> dict[str, str]:
    """A saved terrain mapping: ``{"format": "tabletop-ai/terrain-map", "version": 1,
    "tiles": {"TILESET:ID": "blocking", ...}}``."""
    source = Path(path)
    data = read_json(source)
    if not isinstance(data, dict) or data.get("format") != MAPPING_FORMAT:
        raise fail(
            source,
            "format",
            msg("must be {format}: not a terrain mapping", format=repr(MAPPING_FORMAT)),
        )
    tiles = data.get("tiles")
    if not isinstance(tiles, dict):
        raise fail(
            source, "tiles", msg("must be an object {example}", example='{"TILESET:ID": "kind"}')
        )
    out = {}
    for k, v in tiles.items():
        if v not in TERRAIN_KINDS:  # the tile and value quoted short, on one line
            raise fail(
                source,
                f"tiles.{CONTROL.sub('?', k) if len(k) <= 60 else shown(k)}",
                msg("is {value}; kinds: {kinds}", value=shown(v), kinds=", ".join(TERRAIN_KINDS)),
            )
        out[str(k)] = str(v)
    return out


def dumps_mapping(mapping: dict[str, str]) -> str:
    return (
        json.dumps(
            {"format": MAPPING_FORMAT, "version": 1, "tiles": dict(sorted(mapping.items()))},
            indent=2,
        )
        + "\n"
    )


# -- reading --------------------------------------------------------------------------------


def _parse_quietly(copy: Path) -> Any:
    """``pytiled_parser.parse_map``, with what the parser prints on the way (it prints a
    stray "here" for a template's own tileset) kept out of the player's terminal: an import
    says only what the importer says."""
    import contextlib
    import io

    import pytiled_parser

    with contextlib.redirect_stdout(io.StringIO()):
        return pytiled_parser.parse_map(copy)


def _parse(source: Path, region: Region | None = None, parts: bool = False) -> Any:
    """The parsed map, read from its checked copy (:func:`.tiled_files.checked_copy`: only
    regular files of bounded size, tile layers inflated within the map's size, tile ids in
    range), never from the file itself."""
    import tempfile

    import pytiled_parser  # a tenth of a second; only when a Tiled map is imported

    # the parser's own error for a JSON file it could not read (its ValueError inside)
    errors = (*_PARSER_ERRORS, pytiled_parser.UnknownFormat)
    with tempfile.TemporaryDirectory(prefix="tabletop-ai-tiled-") as tmp:
        copy = checked_copy(source, Path(tmp), region, parts)
        try:
            return _parse_quietly(copy)
        except FileNotFoundError as exc:
            raise _missing(source, exc) from None
        except errors as exc:
            first = exc
        # a valid map the parser is stricter about than Tiled (an older Tiled's file, an
        # empty image layer, objects without ids ...): a copy with Tiled's defaults filled in
        try:
            return _parse_normalised(copy)
        except FileNotFoundError as exc:
            raise _missing(source, exc) from None
        except errors:
            raise fail(source, "", _parser_problem(first)) from None


def _missing(source: Path, exc: FileNotFoundError) -> BoardError:
    return fail(
        source,
        "tileset",
        msg("refers to {name}, which does not exist", name=Path(str(exc.filename)).name),
    )


_PARSER_ERRORS = (
    KeyError,
    ValueError,
    TypeError,
    AttributeError,
    IndexError,
    RuntimeError,
    OSError,
    ET.ParseError,
    RecursionError,
)


def _parser_problem(exc: BaseException) -> Any:
    """The parser's own error worded as what is wrong with the file and what to do (for
    its "Unknown Map Format", the error it stands for)."""
    if type(exc).__name__ == "UnknownFormat" and exc.__context__ is not None:
        exc = exc.__context__
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    if isinstance(exc, KeyError):
        return msg(
            "lacks the field {field} that Tiled writes (was it made by another program? "
            "Opening it in Tiled and saving it again adds it)",
            field=text.strip("'\""),
        )
    if "invalid literal" in text or "could not convert" in text:
        return msg(
            "holds text where Tiled writes a number (was it edited by hand? Opening it in "
            "Tiled shows where)"
        )
    return msg(
        "cannot be read as a Tiled map ({why}); opening it in Tiled and saving it again may "
        "mend it",
        why=text[:80],
    )


#: attributes Tiled 1.0-1.2 (and other editors: ``version``) did not write and pytiled-parser
#: requires, with Tiled's defaults
_MAP_DEFAULTS = {
    "version": "1.0",
    "tiledversion": "1.0",
    "infinite": "0",
    "nextobjectid": "1",
    "renderorder": "right-down",
}


def _parse_normalised(source: Path) -> Any:
    """Parse a copy of the map with what Tiled itself would read filled in: an older Tiled's
    missing attributes (``tiledversion``, ``infinite``, ``renderorder``, tileset
    ``tilecount``/``columns``, a tileset picture's ``width``/``height`` read from the picture),
    objects and tiles without ids numbered, tile data written as ``<tile gid>`` elements
    made CSV, image layers without a picture left out, base64 layers without a
    ``compression`` field uncompressed, colour properties never set (``""``) left out.
    File references are made absolute, so the copy finds the same tilesets and pictures;
    external tilesets are copied the same way."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="tabletop-ai-tiled-") as tmp:
        if source.suffix.lower() == ".tmx":
            tree = ET.parse(source)
            root = tree.getroot()
            for k, v in _MAP_DEFAULTS.items():
                root.attrib.setdefault(k, v)
            root.attrib.setdefault("nextlayerid", str(len(list(root)) + 1))
            _fill_older(root, source.resolve().parent, Path(tmp))
            copy = Path(tmp) / source.name
            tree.write(copy, encoding="utf-8", xml_declaration=True)
        else:
            data = read_json(source)
            if isinstance(data, dict):
                _fill_json(data, source.resolve().parent, Path(tmp))
            copy = Path(tmp) / source.name
            copy.write_text(json.dumps(data), encoding="utf-8")
        return _parse_quietly(copy)


def _image_dims(file: Path) -> tuple[int, int] | None:
    try:
        with file.open("rb") as fh:
            return image_size(fh.read(256 * 1024))
    except OSError:
        return None


def _fill_json(data: dict[str, Any], folder: Path, tmp: Path) -> None:
    """The JSON side of :func:`_parse_normalised` (layers in groups too; external JSON
    tilesets are filled in copies written to ``tmp``)."""
    _unset_colours_json(data)
    next_id = int(data.get("nextobjectid") or 1)
    for ts in data.get("tilesets", []) or []:
        if not isinstance(ts, dict):
            continue
        if "source" in ts and isinstance(ts["source"], str):
            src = Path(ts["source"])
            src = src if src.is_absolute() else folder / src
            ts["source"] = str(src)
            if src.suffix.lower() in (".json", ".tsj"):
                ts["source"] = _filled_json_tileset(src, tmp)
        else:
            _fill_json_tileset(ts, folder)

    def walk(layers: list[Any]) -> list[Any]:
        nonlocal next_id
        kept: list[Any] = []
        for layer in layers:
            if not isinstance(layer, dict):
                continue
            kind = layer.get("type")
            if kind == "group":
                layer["layers"] = walk(layer.get("layers", []) or [])
            elif kind == "imagelayer":
                img = layer.get("image")
                if not img:
                    continue  # an image layer with no picture: nothing to read
                if isinstance(img, str) and not Path(img).is_absolute():
                    layer["image"] = str(folder / img)
            elif kind == "tilelayer":
                if layer.get("encoding") == "base64":
                    layer.setdefault("compression", "")
            elif kind == "objectgroup":
                for obj in layer.get("objects", []) or []:
                    if not isinstance(obj, dict):
                        continue
                    if "id" not in obj:
                        obj["id"] = next_id
                        next_id += 1
                    for k, v in (("width", 0), ("height", 0), ("rotation", 0), ("name", "")):
                        obj.setdefault(k, v)
                    if "template" not in obj:  # Tiled reads a missing place as 0
                        obj.setdefault("x", 0)
                        obj.setdefault("y", 0)
                    obj.setdefault("visible", True)
            layer.setdefault("id", len(kept) + 1)
            for k, v in (("name", ""), ("opacity", 1), ("visible", True)):
                layer.setdefault(k, v)
            if kind == "objectgroup":
                layer.setdefault("draworder", "topdown")  # Tiled's default order
            kept.append(layer)
        return kept

    data["layers"] = walk(data.get("layers", []) or [])
    data["nextobjectid"] = next_id
    for k, v in (
        ("version", "1.0"),
        ("tiledversion", "1.0"),
        ("infinite", False),
        ("renderorder", "right-down"),
    ):
        data.setdefault(k, v)


def _grid_of_picture(
    width: int, height: int, tw: int, th: int, spacing: int, margin: int
) -> tuple[int, int]:
    """The columns and rows of tiles a tileset's picture holds, as Tiled cuts it (libtiled
    ``Tileset::columnCountForWidth``: ``(width - 2 margin + spacing) / (tile + spacing)``);
    none where a tile and its spacing take no room."""
    if tw + spacing <= 0 or th + spacing <= 0:
        return 0, 0
    cols = (width - 2 * margin + spacing) // (tw + spacing)
    rows = (height - 2 * margin + spacing) // (th + spacing)
    return max(cols, 0), max(rows, 0)


def _whole(value: Any, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _fill_json_tileset(ts: dict[str, Any], folder: Path) -> None:
    """A JSON tileset (in the map or its own file) with what Tiled reads filled in: the
    picture's path made absolute and its size read from it, ``tilecount``/``columns``
    (Tiled 1.0 and other programs leave them out) counted from the picture as Tiled cuts
    it, or for a collection of pictures the tiles listed, ``spacing``/``margin`` 0, each
    listed tile's picture likewise, and Wang sets in the pre-1.5 form converted."""
    _unset_colours_json(ts)
    img = ts.get("image")
    ts.setdefault("spacing", 0)
    ts.setdefault("margin", 0)
    if isinstance(img, str) and img:
        path = Path(img) if Path(img).is_absolute() else folder / img
        ts["image"] = str(path)
        if not ts.get("imagewidth") or not ts.get("imageheight"):
            dims = _image_dims(path)
            if dims is not None:
                ts["imagewidth"], ts["imageheight"] = dims
        tw, th = _whole(ts.get("tilewidth")), _whole(ts.get("tileheight"))
        if tw > 0 and th > 0:
            cols, rows = _grid_of_picture(
                _whole(ts.get("imagewidth")),
                _whole(ts.get("imageheight")),
                tw,
                th,
                _whole(ts.get("spacing")),
                _whole(ts.get("margin")),
            )
            ts.setdefault("columns", cols)
            ts.setdefault("tilecount", cols * rows)
    tiles = ts.get("tiles")
    ts.setdefault("columns", 0)
    ts.setdefault("tilecount", len(tiles) if isinstance(tiles, (list, dict)) else 0)
    for tile in tiles.values() if isinstance(tiles, dict) else tiles or []:
        if isinstance(tile, dict):
            _number_shapes(tile.get("objectgroup"))
        if not isinstance(tile, dict) or not isinstance(tile.get("image"), str):
            continue
        path = Path(tile["image"]) if Path(tile["image"]).is_absolute() else folder / tile["image"]
        tile["image"] = str(path)
        if not tile.get("imagewidth") or not tile.get("imageheight"):
            dims = _image_dims(path)
            if dims is not None:
                tile["imagewidth"], tile["imageheight"] = dims
    _legacy_json_wangsets(ts)


def _number_shapes(group: Any) -> None:
    """A tile's collision shapes (its ``objectgroup``) without ids numbered after the
    highest it has, as Tiled numbers them (Tiled 1.0 and other writers leave them out)."""
    objects = group.get("objects") if isinstance(group, dict) else None
    if not isinstance(objects, list):
        return
    objs = [o for o in objects if isinstance(o, dict)]
    next_id = 1 + max((o["id"] for o in objs if _whole(o.get("id"), -1) >= 0), default=0)
    for obj in objs:
        if "id" not in obj:
            obj["id"] = next_id
            next_id += 1


def _filled_json_tileset(path: Path, tmp: Path) -> str:
    """A copy in ``tmp`` of the JSON tileset file ``path`` filled in as
    :func:`_fill_json_tileset` does (``path`` itself when it holds no JSON object)."""
    own = read_json(path)
    if not isinstance(own, dict):
        return str(path)  # the parser reports it
    _fill_json_tileset(own, path.parent)
    copy = tmp / f"{len(list(tmp.iterdir()))}-{path.name}"
    copy.write_text(json.dumps(own), encoding="utf-8")
    return str(copy)


def _legacy_json_wangsets(ts: dict[str, Any]) -> None:
    """Wang sets as Tiled 1.1-1.4 wrote them in JSON (``edgecolors``/``cornercolors``, no
    ``colors``), converted as Tiled's own reader does (libtiled ``VariantToMapConverter``):
    the edge colours then the corner colours make the set's colours, each tile's
    ``wangid`` (8 places from the top edge clockwise, edges at the even places) is renumbered
    into them, and a set of edge colours only is an ``edge`` set, of corner colours only a
    ``corner`` set."""
    for ws in ts.get("wangsets") or []:
        if not isinstance(ws, dict) or "colors" in ws:
            continue
        edges = [c for c in ws.pop("edgecolors", None) or [] if isinstance(c, dict)]
        corners = [c for c in ws.pop("cornercolors", None) or [] if isinstance(c, dict)]
        ws["colors"] = [
            {"name": "", "color": "#000000", "tile": -1, "probability": 1, **c}
            for c in (*edges, *corners)
        ]
        if "type" not in ws:
            only = "edge" if edges and not corners else "corner" if corners and not edges else ""
            ws["type"] = only or "mixed"
        ws.setdefault("tile", -1)
        ws.setdefault("name", "")
        ws.setdefault("wangtiles", [])
        for wt in ws["wangtiles"] if isinstance(ws["wangtiles"], list) else []:
            ids = wt.get("wangid") if isinstance(wt, dict) else None
            if not isinstance(ids, list) or not all(_whole(i, -1) >= 0 for i in ids):
                continue  # the parser names it
            wt["wangid"] = [
                i + len(edges) if place % 2 and 0 < i <= len(corners) else i
                for place, i in enumerate(ids)
            ]


def _fill_image_size(img: ET.Element | None, folder: Path) -> None:
    """An ``<image>`` without its size (Tiled 1.0 wrote none) takes its picture's."""
    if img is None or ("width" in img.attrib and "height" in img.attrib):
        return
    src = Path(img.attrib.get("source", ""))
    dims = _image_dims(src if src.is_absolute() else folder / src)
    if dims is not None:
        img.attrib.setdefault("width", str(dims[0]))
        img.attrib.setdefault("height", str(dims[1]))


def _fill_tileset(el: ET.Element, folder: Path) -> None:
    _legacy_wangsets(el)
    img = el.find("image")
    _fill_image_size(img, folder)
    for i, tile in enumerate(el.findall("tile")):
        tile.attrib.setdefault("id", str(i))
        # a collection of pictures: each tile's picture's size
        _fill_image_size(tile.find("image"), folder)
    tw, th = int(el.attrib.get("tilewidth", "0")), int(el.attrib.get("tileheight", "0"))
    spacing, margin = int(el.attrib.get("spacing", "0")), int(el.attrib.get("margin", "0"))
    if img is not None and tw > 0 and th > 0:
        cols, rows = _grid_of_picture(
            int(img.attrib.get("width", "0")),
            int(img.attrib.get("height", "0")),
            tw,
            th,
            spacing,
            margin,
        )
        el.attrib.setdefault("columns", str(cols))
        el.attrib.setdefault("tilecount", str(cols * rows))
    else:
        el.attrib.setdefault("columns", "0")
        el.attrib.setdefault("tilecount", str(len(el.findall("tile"))))
    el.attrib.setdefault("tiledversion", "1.0")
    el.attrib.setdefault("version", "1.0")


def _legacy_wangsets(tileset: ET.Element) -> None:
    """Wang sets in the form Tiled 1.1-1.4 wrote (still read by Tiled): colours as
    ``<wangedgecolor>``/``<wangcornercolor>``, each tile's colours one 32-bit number
    (``wangid="0x30301030"``: 4 bits a place from the top edge clockwise, edges and corners
    counted apart). Tiled 1.5 merged the colours into one list of ``<wangcolor>`` in file
    order and writes ``"t,tr,r,br,b,bl,l,tl"`` indexes into it; the parser reads only that
    form, so the copy is written in it, as Tiled's own reader converts it (libtiled
    ``MapReader``: a set of edge colours only is an ``edge`` set, of corner colours only a
    ``corner`` set)."""
    for wangset in tileset.iter("wangset"):
        edges: list[int] = []
        corners: list[int] = []
        colours = 0
        for child in list(wangset):
            if child.tag in ("wangcolor", "wangedgecolor", "wangcornercolor"):
                colours += 1
                if child.tag == "wangedgecolor":
                    edges.append(colours)
                elif child.tag == "wangcornercolor":
                    corners.append(colours)
                child.tag = "wangcolor"
                child.attrib.setdefault("tile", "-1")
                child.attrib.setdefault("probability", "1")
                child.attrib.setdefault("color", "#000000")
                child.attrib.setdefault("name", "")
        if "type" not in wangset.attrib:
            only = "edge" if edges and not corners else "corner" if corners and not edges else ""
            wangset.attrib["type"] = only or "mixed"
        wangset.attrib.setdefault("tile", "-1")
        for tile in wangset.findall("wangtile"):
            value = tile.attrib.get("wangid", "").strip()
            if "," in value or not value:
                continue
            try:
                number = int(value, 16)
            except ValueError:
                continue  # the parser names it
            ids = [(number >> (4 * i)) & 0xF for i in range(8)]
            for i, colour in enumerate(ids):
                own = corners if i % 2 else edges  # odd places are corners
                if own and 0 < colour <= len(own):
                    ids[i] = own[colour - 1]
            tile.attrib["wangid"] = ",".join(map(str, ids))


def _unset_colours_xml(root: ET.Element) -> None:
    """Colour properties with no value left out: Tiled writes ``value=""`` for a colour
    property that was never set (an unset colour, which Tiled reads as none); the parser
    takes every colour property for ``#RRGGBB`` text."""
    for props in root.iter("properties"):
        for prop in list(props):
            if prop.attrib.get("type") == "color" and not prop.attrib.get("value"):
                props.remove(prop)


def _unset_colours_json(data: Any) -> None:
    """The JSON side of :func:`_unset_colours_xml`, everywhere properties are listed (the
    map, its layers, objects, tilesets and tiles)."""
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            props = item.get("properties")
            if isinstance(props, list):
                item["properties"] = [
                    p
                    for p in props
                    if not (isinstance(p, dict) and p.get("type") == "color" and not p.get("value"))
                ]
            stack.extend(v for v in item.values() if isinstance(v, (list, dict)))


def _fill_older(root: ET.Element, folder: Path, tmp: Path) -> None:
    _unset_colours_xml(root)
    if root.tag in ("map", "tileset"):
        # objects without ids numbered: a map's, and the collision shapes of a tileset's
        # tiles (Tiled 1.0 wrote none for those, in the map or in a .tsx of its own)
        next_id = int(root.attrib.get("nextobjectid", "1") or 1)
        for obj in root.iter("object"):
            if "id" not in obj.attrib:
                obj.attrib["id"] = str(next_id)
                next_id += 1
            if ("width" in obj.attrib) != ("height" in obj.attrib):  # Tiled omits a 0
                obj.attrib.setdefault("width", "0")
                obj.attrib.setdefault("height", "0")
            if "template" not in obj.attrib:  # Tiled reads a missing place as 0
                obj.attrib.setdefault("x", "0")
                obj.attrib.setdefault("y", "0")
        if root.tag == "map":
            root.attrib["nextobjectid"] = str(next_id)
    for parent in root.iter():
        for child in list(parent):
            picture = child.find("image") if child.tag == "imagelayer" else None
            if child.tag == "imagelayer" and (picture is None or not picture.attrib.get("source")):
                parent.remove(child)  # an image layer with no picture: nothing to read
    for data in root.iter("data"):
        if "encoding" not in data.attrib and data.find("tile") is not None:
            gids = [t.attrib.get("gid", "0") for t in data.findall("tile")]
            for t in data.findall("tile"):
                data.remove(t)
            data.attrib["encoding"] = "csv"
            data.text = ",".join(gids)
    for i, layer in enumerate(root.iter("layer"), 1):
        layer.attrib.setdefault("id", str(i))
    for el in root.iter():
        src = el.attrib.get("source")
        if el.tag == "image" and src is not None and not Path(src).is_absolute():
            el.attrib["source"] = str(folder / src)
        elif el.tag == "tileset" and src is not None:
            tsx = Path(src) if Path(src).is_absolute() else folder / src
            if tsx.suffix.lower() in (".json", ".tsj"):  # a JSON tileset a TMX map names
                el.attrib["source"] = _filled_json_tileset(tsx, tmp)
                continue
            try:
                ts_tree = ET.parse(tsx)
            except (OSError, ET.ParseError):
                el.attrib["source"] = str(tsx)  # the parser reports it
                continue
            ts_root = ts_tree.getroot()
            _fill_older(ts_root, tsx.parent, tmp)
            _fill_tileset(ts_root, tsx.parent)
            copy = tmp / f"{len(list(tmp.iterdir()))}-{tsx.name}"
            ts_tree.write(copy, encoding="utf-8", xml_declaration=True)
            el.attrib["source"] = str(copy)
        elif el.tag == "tileset":
            _fill_tileset(el, folder)


def _grid_and_transform(
    tmap: Any, source: Path, region: Region | None = None
) -> tuple[Grid, Matrix]:
    w, h = int(tmap.map_size.width), int(tmap.map_size.height)
    check_size(source, str(msg("map width/height")), w, h, region)
    tw, th = float(tmap.tile_size.width), float(tmap.tile_size.height)
    if tw <= 0 or th <= 0:
        raise fail(source, "tilewidth/tileheight", msg("must be positive"))
    if tmap.orientation == "orthogonal":
        return SquareGrid(w, h), scale_translate(1.0 / tw, 1.0 / th)
    if tmap.orientation != "hexagonal":
        raise fail(
            source,
            "orientation",
            msg(
                "is {value}; orthogonal and hexagonal maps are imported",
                value=repr(tmap.orientation),
            ),
        )
    axis = tmap.stagger_axis or "y"
    index = tmap.stagger_index or "odd"
    hs = float(tmap.hex_side_length or 0)
    if axis == "y":
        offset = "odd-r" if index == "odd" else "even-r"
        rh = (th + hs) / 2.0
        k = 0.5 if index == "odd" else 1.0
        m = scale_translate(SQRT3 / tw, 1.5 / rh, -SQRT3 * k, -1.5 * th / 2.0 / rh)
        return HexGrid(w, h, "pointy", offset), m
    offset = "odd-q" if index == "odd" else "even-q"
    cw = (tw + hs) / 2.0
    k = 0.5 if index == "odd" else 1.0
    m = scale_translate(1.5 / cw, SQRT3 / th, -1.5 * tw / 2.0 / cw, -SQRT3 * k)
    return HexGrid(w, h, "flat", offset), m


def _layers(layers: Any) -> Iterator[Any]:
    for layer in layers or []:
        sub = getattr(layer, "layers", None)
        if sub is not None and type(layer).__name__ == "LayerGroup":
            yield from _layers(sub)
        else:
            yield layer


def _tileset_of(tmap: Any, gid: int) -> tuple[Any, int]:
    best = None
    for first, ts in tmap.tilesets.items():
        if first <= gid and (best is None or first > best[0]):
            best = (first, ts)
    if best is None:
        raise KeyError(gid)
    return best[1], gid - best[0]


def _tile_info(tmap: Any, gid: int, source: Path) -> TileInfo:
    """What the map says of tile ``gid``; ``KeyError`` when no tileset holds it (a tileset
    of one picture holds ``tilecount`` tiles, a collection of pictures the ones it lists)."""
    from tabletop_ai.maps.terrain_guess import property_kind

    ts, local = _tileset_of(tmap, gid)
    info = TileInfo(key=f"{ts.name}:{local}")
    tile = (ts.tiles or {}).get(local)
    if tile is None and not (ts.image is not None and 0 <= local < _tiles_held(ts, source)):
        raise KeyError(gid)
    props = dict((tile.properties if tile is not None else None) or {})
    cls = (tile.class_ if tile is not None else None) or ""
    said = property_kind(props, cls)
    if said is not None:
        info.property_kind, info.property_why = said.kind, said.why
    info.properties = props
    picture = Path(str(tile.image)).stem if tile is not None and tile.image is not None else ""
    info.names = tuple(
        n
        for n in (
            cls,
            str(props.get("name", "")),
            str(props.get("description", "")),
            picture,
            *_wang_names(ts, local),
            str(ts.name or ""),
        )
        if n
    )
    if tile is not None and tile.image is not None:  # a collection-of-images tileset
        info.image = _picture_file(_resolve(Path(tile.image), source))
    elif ts.image is not None and ts.columns:
        tc = ts.transparent_color
        if tc is not None:
            info.transparent = (int(tc.red), int(tc.green), int(tc.blue))
        col, row = local % ts.columns, local // ts.columns
        image = _picture_file(_resolve(Path(ts.image), source))
        rect = (
            ts.margin + col * (ts.tile_width + ts.spacing),
            ts.margin + row * (ts.tile_height + ts.spacing),
            ts.tile_width,
            ts.tile_height,
        )
        dims = _picture_size(image) if image is not None else None
        inside = (
            dims is not None
            and rect[2] > 0
            and rect[3] > 0
            and min(rect[:2]) >= 0
            and rect[0] + rect[2] <= dims[0]
            and rect[1] + rect[3] <= dims[1]
        )
        if inside:  # a tile inside its picture is drawn, any other is not
            info.image, info.rect = image, rect
    return info


def _tiles_held(ts: Any, source: Path) -> int:
    """How many tiles a tileset of one picture holds: as many as Tiled cuts from the picture
    when it can be read (Tiled counts them from the picture, whatever ``tilecount`` says: a
    tileset saved while its picture was missing says 0), else ``tilecount``."""
    said = int(ts.tile_count or 0)
    image = _picture_file(_resolve(Path(ts.image), source))
    dims = _picture_size(image) if image is not None else None
    if dims is None:
        return said
    cols, rows = _grid_of_picture(
        dims[0],
        dims[1],
        int(ts.tile_width),
        int(ts.tile_height),
        int(ts.spacing or 0),
        int(ts.margin or 0),
    )
    return max(said, cols * rows)


def _wang_names(ts: Any, local: int) -> list[str]:
    """The names of the terrains Tiled's Wang sets paint on tile ``local`` (a corner set's
    "Brick", "Water"), the one covering most of the tile first: what the map's author called
    that ground."""
    from collections import Counter

    out: Counter[str] = Counter()
    for wangset in getattr(ts, "wang_sets", None) or []:
        colours = list(getattr(wangset, "wang_colors", None) or [])
        tile = (getattr(wangset, "wang_tiles", None) or {}).get(local)
        for index in getattr(tile, "wang_id", None) or []:
            if isinstance(index, int) and 0 < index <= len(colours):
                out[str(colours[index - 1].name or "")] += 1
    return [name for name, _n in out.most_common() if name]


#: the header of a picture a map names: enough for its size (PNG, JPEG, WebP)
_HEAD = 256 * 1024
_SIZES: dict[Path, tuple[int, int] | None] = {}


def _picture_size(path: Path) -> tuple[int, int] | None:
    """A tileset picture's size from its header (None: not a PNG/JPEG/WebP picture, or
    larger than :data:`DOWNSCALE_SIDE` a side, 256 MB decoded: its tiles are not drawn)."""
    if path not in _SIZES:
        if len(_SIZES) > 64:
            _SIZES.clear()
        dims = None
        try:
            head = read_head(path, _HEAD)
        except OSError:
            head = b""
        if sniff_mime(head) is not None:
            dims = image_size(head)
        ok = dims is not None and min(dims) > 0 and max(dims) <= DOWNSCALE_SIDE
        _SIZES[path] = dims if ok else None
    return _SIZES[path]


def _picture_file(path: Path) -> Path | None:
    """``path`` when it is a picture the window may decode to draw tiles from (a regular
    file whose header gives a size within :data:`DOWNSCALE_SIDE`), else None."""
    return path if _picture_size(path) is not None else None


def _resolve(p: Path, source: Path) -> Path:
    return p if p.is_absolute() else (source.parent / p)


def read_tiled(
    path: str | Path,
    mapping: dict[str, str] | None = None,
    mark_crossed: bool = False,
    region: Region | None = None,
) -> TiledImport:
    """Build a board from a Tiled map (see the module text for what becomes what), or from
    the ``region`` of it (:func:`~tabletop_ai.maps.common.cut_to_part`: the whole map read,
    then cut; the tiles drawn only in the region)."""
    return open_tiled(path, region).build(mapping, mark_crossed, region)


def open_tiled(path: str | Path, region: Region | None = None, parts: bool = False) -> TiledFile:
    """Read and parse a Tiled map once, for the ``region`` of it or, with ``parts``, for
    parts of a map larger than a board chosen later (:class:`TiledFile`)."""
    source = Path(path)
    return TiledFile(source, _parse(source, region, parts))


@dataclass
class TiledFile:
    """A Tiled map read and parsed (:func:`open_tiled`): boards are built from it as often
    as an import asks, the parsed map left as it was."""

    source: Path
    tmap: Any

    def build(
        self,
        mapping: dict[str, str] | None = None,
        mark_crossed: bool = False,
        region: Region | None = None,
    ) -> TiledImport:
        """The board of the map or of the ``region`` of it. A value of the wrong kind where
        the map needs a number (the parser passes some through as they are) is reported
        with the place being read."""
        source = self.source
        place = ["map"]
        try:
            return _build(self.tmap, source, mapping, mark_crossed, place, region)
        except BoardError:  # a problem the build named itself (a ValueError too)
            raise
        except (ValueError, TypeError, AttributeError, KeyError, IndexError, OverflowError) as exc:
            raise fail(
                source,
                place[0],
                msg("holds a value that cannot be used: {why}", why=str(exc).splitlines()[0][:80]),
            ) from None


def _build(
    tmap: Any,
    source: Path,
    mapping: dict[str, str] | None,
    mark_crossed: bool,
    place: list[str],
    region: Region | None = None,
) -> TiledImport:
    if tmap.infinite:
        raise fail(
            source,
            "infinite",
            msg(
                "is true; infinite maps are not imported (in Tiled: Map > Map Properties, "
                "untick Infinite)"
            ),
        )
    grid, to_grid = _grid_and_transform(tmap, source, region)
    board = Board(grid=grid, name=source.stem.replace("_", " "))
    result = TiledImport(board=board)
    mapping = mapping or {}
    layers = list(_layers(tmap.layers))
    tile_layers = [la for la in layers if type(la).__name__ == "TileLayer"]
    rank = {k: i for i, k in enumerate(RESTRICTIVE)}
    # each cell holding a tile, by its column and row: its kind (a Cell made only for the
    # board's terrain, which holds the cells that are not open)
    kinds: dict[tuple[int, int], str] = {}
    used: Counter[int] = Counter()  # the whole map's tiles: the terrain is cut afterwards
    # the tiles of the cells imported (the part, or the whole map): counted for the player
    inside: Counter[int] = Counter()
    # the part's columns and rows (the whole map's without a part)
    px0, px1 = (region.x, region.x + region.width) if region else (0, grid.width)
    py0, py1 = (region.y, region.y + region.height) if region else (0, grid.height)
    for layer in tile_layers:
        place[0] = layer_place(layer.name)
        if layer.data is None:
            raise fail(
                source,
                layer_place(layer.name),
                msg("has no tile data (chunks of an infinite map are not imported)"),
            )
        for y, row in enumerate(layer.data[: grid.height]):
            row_inside = py0 <= y < py1
            for x, raw in enumerate(row[: grid.width]):
                gid = int(raw) & _GID_MASK
                if gid:
                    used[gid] += 1
                    kinds.setdefault((x, y), "open")
                    if row_inside and px0 <= x < px1:
                        inside[gid] += 1
    tiles: dict[int, TileInfo] = {}
    for gid, n in used.items():
        try:
            info = _tile_info(tmap, gid, source)
        except KeyError:
            raise fail(
                source, "layer data", msg("uses tile {gid}, which no tileset holds", gid=gid)
            ) from None
        tiles[gid] = info
        n = inside[gid]
        if not n:  # only beyond the part imported
            continue
        info.count = n
        prev = result.tiles.get(info.key)
        if prev is None:
            result.tiles[info.key] = info
        else:
            prev.count += n
    for layer in tile_layers:
        layer_kind = "blocking" if _layer_says_wall(layer) else None
        for y, row in enumerate(layer.data[: grid.height]):
            for x, raw in enumerate(row[: grid.width]):
                gid = int(raw) & _GID_MASK
                if not gid:
                    continue
                info = tiles[gid]
                kind = mapping.get(info.key) or info.property_kind or layer_kind or "open"
                if rank[kind] < rank[kinds[x, y]]:
                    kinds[x, y] = kind
    walled = {
        tiles[int(raw) & _GID_MASK].key
        for layer in tile_layers
        if _layer_says_wall(layer)
        for y, row in enumerate(layer.data[py0:py1], py0)
        for x, raw in enumerate(row[px0:px1], px0)
        if x < grid.width and y < grid.height and int(raw) & _GID_MASK
    }
    result.unmapped = sorted(
        k
        for k, t in result.tiles.items()
        if k not in mapping and t.property_kind is None and k not in walled
    )
    if tile_layers:
        for y in range(grid.height):  # row by row, as the grid lists its cells
            for x in range(grid.width):
                kind = kinds.get((x, y), "void")
                if kind != "open":
                    board.terrain[Cell(x, y)] = kind
    if kinds:  # the cells the map draws: content, though every one be open floor
        xs, ys = {x for x, _y in kinds}, {y for _x, y in kinds}
        result.drawn = Region(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    _objects(layers, grid, to_grid, board, result, source, mark_crossed, place, region)
    place[0] = "image layer"
    result.picture = _image_layer(layers, to_grid, source, result.notes)
    cut_to_part(result, source, region)
    _summary(result, source)
    if result.picture is None and tile_layers:
        result.tile_picture = _tile_picture(tmap, grid, to_grid, tile_layers, tiles, result.part)
    return result


def _layer_says_wall(layer: Any) -> bool:
    """A tile layer named for walls or collision, or flagged so (``collides``: true ...)."""
    from tabletop_ai.maps.terrain_guess import BLOCKING_FLAGS, is_true

    if WALL_WORDS.search(str(layer.name or "")):
        return True
    props = {str(k).lower(): v for k, v in (getattr(layer, "properties", None) or {}).items()}
    return any(is_true(props.get(f)) for f in BLOCKING_FLAGS)


def _role_of_word(text: str) -> str:
    """What one word or name says an outline is: a door kind, an edge kind, ``wall``, or
    nothing."""
    t = text.strip().lower()
    plain = t[:-1] if t.endswith("s") and t[:-1] in DOOR_WORDS else t
    if plain in DOOR_WORDS or plain in EDGE_WORDS:
        return plain
    return "wall" if WALL_WORDS.search(t) else ""


def _point_kind(obj: Any, layer: Any) -> str:
    """A point object's kind: its class, else its ``kind`` property, else its layer's name
    (singular). The board format takes any kind; the board's rule set reads the kinds it
    declares."""
    cls = (obj.class_ or "").strip().lower()
    if not cls:
        prop = (obj.properties or {}).get("kind")
        cls = prop.strip().lower() if isinstance(prop, str) else ""
    if not cls:
        name = (layer.name or "").strip().lower()
        cls = name[:-1] if name.endswith("s") else name
    return cls


def _object_kind(obj: Any, layer: Any) -> tuple[str, str]:
    """What the map says the object is, and the name or layer name its class overrules.

    Its class (Tiled's *Class*, formerly *Type*) first, then its ``kind`` property; an
    object with neither is read by its name, then its layer's name; last, a true flag
    property (``collides``, ``wall``, ``solid`` ...) makes it a wall. A class or ``kind``
    that names something else (``event``, ``trigger``, ``area``) says what the object is:
    its name and its layer's name are not read (an event named ``block1`` is a story gate,
    not a wall), and the second value is the one of them that would have read as a wall or
    door, for the note. First value empty: nothing this app imports."""
    from tabletop_ai.maps.terrain_guess import BLOCKING_FLAGS, is_true

    props = obj.properties or {}
    own = _object_class(obj)
    overruled = ""
    for text in (obj.class_ or "", props.get("kind")):
        role = _role_of_word(text) if isinstance(text, str) else ""
        if role:
            return role, ""
    for text in (obj.name or "", layer.name or ""):
        role = _role_of_word(text)
        if role and not own:
            return role, ""
        if role and not overruled:
            overruled = text
    lowered = {str(k).lower(): v for k, v in props.items()}
    if any(is_true(lowered.get(f)) for f in BLOCKING_FLAGS):
        return "wall", ""
    return "", overruled


def _object_class(obj: Any) -> str:
    """The object's class, else its ``kind`` property (the word that says what it is). A
    class that names only the object's shape (:data:`SHAPE_WORDS`: ``rect``, as melonJS's
    editor writes for every rectangle) says nothing of what it is, and counts as none."""
    kind_prop = (obj.properties or {}).get("kind")
    for text in (obj.class_, kind_prop):
        if isinstance(text, str) and text.strip() and text.strip().lower() not in SHAPE_WORDS:
            return text.strip()
    return ""


def _object_points(obj: Any) -> tuple[list[Point], bool] | None:
    """The object's outline in map pixels (rotation applied), and whether it is closed."""
    ox, oy = float(obj.coordinates.x), float(obj.coordinates.y)
    name = type(obj).__name__
    if name in ("Polyline", "Polygon"):
        rel = [(float(p.x), float(p.y)) for p in obj.points]
        closed = name == "Polygon"
    elif name == "Rectangle":
        w, h = float(obj.size.width), float(obj.size.height)
        rel = [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)]
        closed = True
        if w == 0.0 or h == 0.0:  # a zero-width rectangle is a line
            rel = [(0.0, 0.0), (w, h)]
            closed = False
    else:
        return None
    a = math.radians(float(obj.rotation or 0.0))
    ca, sa = math.cos(a), math.sin(a)
    return [(ox + x * ca - y * sa, oy + x * sa + y * ca) for x, y in rel], closed


def _objects(
    layers: list[Any],
    grid: Grid,
    to_grid: Matrix,
    board: Board,
    result: TiledImport,
    source: Path,
    mark_crossed: bool,
    place: list[str],
    region: Region | None = None,
) -> None:
    """The objects' walls, doors, edge terrain and points, in the whole map's cells (the
    import cuts them to a ``region`` afterwards); the notes name only the objects that
    concern the part imported (:func:`~tabletop_ai.maps.common.concerns`)."""
    seen: set[Any] = set(board.walls)
    # a line drawn again (an object copied) snaps to the same edges: snapped once
    snaps: dict[tuple[tuple[Point, ...], bool], Snapped] = {}
    n_door = 0

    def add_door(e: Edge, is_open: bool) -> None:
        """A door on ``e``, in place of a wall there (a door drawn over a wall)."""
        nonlocal n_door
        if e in seen:
            board.walls.remove(e)
            seen.discard(e)
        if board.door(e.a, e.b) is None:
            n_door += 1
            board.doors.append(Door(between=e, id=f"d{n_door}", open=is_open))

    # door rectangles covering whole cells: their side is chosen once every wall is read
    boxes: list[tuple[DoorBox, bool, str]] = []
    skipped: Counter[str] = Counter()
    # objects whose name or layer reads as a wall or door, and whose class says otherwise
    classed_out: list[str] = []
    classes: Counter[str] = Counter()
    off_grid: list[str] = []
    for layer in layers:
        if type(layer).__name__ != "ObjectLayer":
            continue
        for obj in layer.tiled_objects:
            point = type(obj).__name__ == "Point"
            overruled = ""
            if point:
                kind = _point_kind(obj, layer)
            else:
                kind, overruled = _object_kind(obj, layer)
            where = object_place(layer.name, obj.id, obj.name)
            place[0] = where
            if point:
                # a point object is a map point of its class (the board format takes any
                # kind; the board's rule set reads the kinds it declares)
                p = apply(to_grid, (float(obj.coordinates.x), float(obj.coordinates.y)))
                c = cell_at(grid, p)
                here = concerns(region, [c])  # beyond the part: read, cut, not noted
                if not kind:
                    if here:
                        result.notes.append(
                            str(
                                msg(
                                    "{file}: {where} has no class (not imported)",
                                    file=source.name,
                                    where=where,
                                )
                            )
                        )
                else:
                    if grid.contains(c):
                        pid = obj.name
                        if not pid or len(pid) > MAX_TEXT or CONTROL.search(pid):
                            pid = board.new_id(kind)  # a board file's ids are read so
                            if obj.name and here:
                                result.notes.append(
                                    str(
                                        msg(
                                            "{file}: {place}: its name cannot be an id (over "
                                            "{max} characters, or a control character); "
                                            "imported as {id}",
                                            file=source.name,
                                            place=object_place(layer.name, obj.id),
                                            max=MAX_TEXT,
                                            id=pid,
                                        )
                                    )
                                )
                        board.points.append(MapPoint(kind=kind, at=c, id=pid))
                    elif here:
                        result.notes.append(
                            str(
                                msg(
                                    "{file}: {place} lies outside the map (not imported)",
                                    file=source.name,
                                    place=where,
                                )
                            )
                        )
                continue
            outline = _object_points(obj)
            if outline is None:
                continue
            line = (tuple(apply(to_grid, p) for p in outline[0]), outline[1])
            if not kind and not concerns(region, _cells_of(grid, line[0])):
                continue  # nothing imported of it, and beyond the part: no note
            if not kind and overruled:
                classed_out.append(where)
                classes[_object_class(obj)] += 1
                continue
            if not kind:
                skipped[obj.class_ or obj.name or layer.name or "?"] += 1
                continue
            props = obj.properties or {}
            is_door = kind in ("door", "door-open", "door-closed")
            is_open = kind == "door-open" or props.get("open") is True
            if is_door and isinstance(grid, SquareGrid) and type(obj).__name__ == "Rectangle":
                # one door line, not the rectangle's outline (:mod:`.tiled_doors`)
                drawn = door_line(grid, list(line[0]))
                if isinstance(drawn, DoorBox):
                    boxes.append((drawn, is_open, where))
                    continue
                if drawn is not None:
                    for e in drawn:
                        add_door(e, is_open)
                    continue
            snapped = snaps.get(line)
            if snapped is None:
                snapped = snaps[line] = snap_polyline(grid, list(line[0]), closed=line[1])
            if snapped.off_grid and concerns(region, snapped.crossed or _cells_of(grid, line[0])):
                off_grid.append(where)
            if mark_crossed:
                for c in snapped.crossed:
                    board.terrain[c] = "blocking"
            for e in snapped.edges:
                if is_door:
                    add_door(e, is_open)
                elif kind in ("blocking", "impassable"):
                    board.edges.append(EdgeFeature(between=e, kind=kind))
                elif e not in seen and board.door(e.a, e.b) is None:
                    seen.add(e)
                    board.walls.append(e)
    if boxes:
        _door_boxes(boxes, grid, board, result, source, add_door, region)
    result.off_grid = len(off_grid)
    if off_grid:
        result.notes.append(off_grid_note(source.name, off_grid, mark_crossed))
    if classed_out:
        named, more = examples(classed_out)
        result.notes.append(
            str(
                msg(
                    "{file}: %n object(s) not imported although a name or layer reads as a "
                    "wall or door: [its|their] class ({classes}) says what [it|they] [is|are], "
                    "and a class wins over a name (give [it|them] the class wall or door in "
                    "Tiled to import [it|them]): {places}{more}",
                    n=len(classed_out),
                    file=source.name,
                    classes=", ".join(repr(c) for c, _ in classes.most_common(6)),
                    places=named,
                    more=more,
                )
            )
        )
    if skipped:
        listed, more = examples([f"{name} ×{n}" for name, n in skipped.most_common()], 6)
        result.notes.append(
            str(
                msg(
                    "{file}: %n object(s) not imported (their class, name, layer and "
                    "properties say no wall, door or edge terrain): {names}{more}",
                    n=sum(skipped.values()),
                    file=source.name,
                    names=listed,
                    more=more,
                )
            )
        )


def _door_boxes(
    boxes: list[tuple[DoorBox, bool, str]],
    grid: Grid,
    board: Board,
    result: TiledImport,
    source: Path,
    add_door: Callable[[Edge, bool], None],
    region: Region | None = None,
) -> None:
    """Doors drawn as rectangles covering whole cells, each on the side
    :func:`.tiled_doors.box_side` reads from the walls round it, a line of touching ones
    judged together (:func:`.tiled_doors.door_lines`); the notes name those placed on one of
    two sides alike and those placed nowhere, of those that concern the part imported (a
    door's edges named in the part's cells)."""
    walls = set(board.walls)
    walls.update(f.between for f in board.edges)

    def wall_cell(c: Cell) -> bool:
        return not grid.contains(c) or board.terrain.get(c) in ("blocking", "impassable", "void")

    doubtful: list[str] = []
    unclear: list[str] = []
    for whole, members in door_lines([b for b, _, _ in boxes]):
        side, either = box_side(grid, whole, walls, wall_cell)
        if side is None:
            unclear.extend(
                boxes[i][2] for i in members if concerns(region, _box_cells(boxes[i][0]))
            )
            continue
        for i in members:  # each rectangle of a line keeps its own part of the side
            box, is_open, where = boxes[i]
            own = side_of(box, side.name).edges
            for e in own:
                add_door(e, is_open)
            kept = [
                e for e in own if region is None or (region.contains(e.a) and region.contains(e.b))
            ]
            if either and kept:
                on = ", ".join(str(_moved_edge(e, region)) for e in kept)
                doubtful.append(str(msg("{place} on {edges}", place=where, edges=on)))
    if doubtful:
        named, more = examples(doubtful)
        result.notes.append(
            str(
                msg(
                    "{file}: %n door rectangle(s) [covers|cover] a doorway whose two sides are "
                    "alike: [its|each] door was placed on the first side, check [it|them] "
                    "({places}{more})",
                    n=len(doubtful),
                    file=source.name,
                    places=named,
                    more=more,
                )
            )
        )
    if unclear:
        named, more = examples(unclear)
        result.notes.append(
            str(
                msg(
                    "{file}: %n door rectangle(s) not imported: [it|each] covers whole cells, and "
                    "no wall beside it says which side the door stands on (draw the door as "
                    "a line or a thin rectangle on that side): {places}{more}",
                    n=len(unclear),
                    file=source.name,
                    places=named,
                    more=more,
                )
            )
        )


def _image_layer(
    layers: list[Any], to_grid: Matrix, source: Path, notes: list[str]
) -> ImportedPicture | None:
    for layer in layers:
        if type(layer).__name__ != "ImageLayer":
            continue
        file = _resolve(Path(layer.image), source)
        try:
            head = read_head(file, _HEAD)
        except OSError:
            notes.append(
                str(
                    msg(
                        "{file}: image layer {layer} refers to {picture}, which cannot be read "
                        "(no picture)",
                        file=source.name,
                        layer=repr(layer.name),
                        picture=file.name,
                    )
                )
            )
            return None
        dims = image_size(head)
        if sniff_mime(head) is None or dims is None or min(dims) < 1:
            notes.append(
                str(
                    msg(
                        "{file}: image layer {layer}: {picture} is not a PNG, JPEG or WebP "
                        "picture (no picture)",
                        file=source.name,
                        layer=repr(layer.name),
                        picture=file.name,
                    )
                )
            )
            return None
        if max(dims) > MAX_SIDE:
            notes.append(
                str(
                    msg(
                        "{file}: image layer {layer}: {picture} is {width}x{height} pixels; at "
                        "most {most} a side are used (no picture)",
                        file=source.name,
                        layer=repr(layer.name),
                        picture=file.name,
                        width=dims[0],
                        height=dims[1],
                        most=MAX_SIDE,
                    )
                )
            )
            return None
        ox, oy = float(layer.offset.x), float(layer.offset.y)
        m = compose(to_grid, scale_translate(1.0, 1.0, ox, oy))
        return ImportedPicture(MapPicture(size=dims, transform=m), file=file)
    return None


def _moved_edge(e: Edge, region: Region | None) -> Edge:
    """An edge of the whole map as the part imported names it (the whole map's own edge
    when the whole map is imported)."""
    if region is None:
        return e
    return edge(
        Cell(e.a[0] - region.x, e.a[1] - region.y), Cell(e.b[0] - region.x, e.b[1] - region.y)
    )


def _box_cells(box: DoorBox) -> list[Cell]:
    """The first and last cells a door rectangle covers (the box round them is its own)."""
    return [Cell(box.x0, box.y0), Cell(box.x1 - 1, box.y1 - 1)]


def _cells_of(grid: Grid, points: tuple[Point, ...]) -> list[Cell]:
    """The cells (maybe off the map) holding a line's points, in grid units."""
    return [cell_at(grid, p) for p in points]


def _summary(result: TiledImport, source: Path) -> None:
    """The first note: the board imported (the part, for a part: the note
    :func:`~tabletop_ai.maps.common.cut_to_part` wrote says which cells of the map), its
    terrain, walls, doors and points; then the tiles of it with no terrain kind."""
    b = result.board
    g = b.grid
    shape = (
        str(
            msg(
                "hex ({orientation}, {offset})",
                orientation=hex_tops_word(g.orientation),
                offset=g.offset,
            )
        )
        if isinstance(g, HexGrid)
        else str(msg("square"))
    )
    counts = Counter(b.terrain.values())
    terrain = ", ".join(
        str(msg_in("terrain", "{count} {kind}", count=n, kind=terrain_word(k)))
        for k, n in sorted(counts.items())
    ) or str(msg("all open"))
    line = msg(
        "{file}: {width}x{height} {shape} map; terrain: {terrain}; {walls}, {doors}, {points}",
        file=source.name,
        width=g.width,
        height=g.height,
        shape=shape,
        terrain=terrain,
        walls=wall_edge_count(len(b.walls)),
        doors=door_count(len(b.doors)),
        points=point_count(len(b.points)),
    )
    # after the part's own note, which says which cells of the whole map these are
    result.notes.insert(1 if result.part is not None else 0, str(line))
    if result.unmapped:
        listed, more = examples(
            [
                str(msg("{tile} (%n cell(s))", n=result.tiles[k].count, tile=k))
                for k in result.unmapped
            ],
            8,
        )
        result.notes.append(
            str(
                msg(
                    "{file}: %n tile(s) [has|have] no terrain kind and [was|were] read as "
                    "open: {tiles}{more} — give [it|them] a 'terrain' property in Tiled, or "
                    "choose [its|their] terrain when the window asks (command line: --terrain "
                    "MAPPING.json)",
                    n=len(result.unmapped),
                    file=source.name,
                    tiles=listed,
                    more=more,
                )
            )
        )


def _tile_picture(
    tmap: Any,
    grid: Grid,
    to_grid: Matrix,
    tile_layers: list[Any],
    tiles: dict[int, TileInfo],
    part: Part | None = None,
) -> TilePicture | None:
    """Where each visible tile is drawn, in Tiled's own pixel layout (tiles are anchored at
    their cell's bottom-left, as Tiled draws them). For a ``part`` of the map only its
    cells are drawn, the picture starting at the part's first column and row of pixels."""
    tw, th = int(tmap.tile_size.width), int(tmap.tile_size.height)
    hs = int(tmap.hex_side_length or 0)
    w, h = grid.width, grid.height
    index_odd = (tmap.stagger_index or "odd") == "odd"
    if isinstance(grid, HexGrid) and grid.orientation == "pointy":
        rh = (th + hs) // 2

        def origin(x: int, y: int) -> tuple[float, float]:
            shove = (y % 2 == 1) == index_odd
            return x * tw + (tw / 2 if shove else 0.0), float(y * rh)

        def extent(w: int, h: int) -> tuple[int, int]:
            return w * tw + tw // 2, (h - 1) * rh + th
    elif isinstance(grid, HexGrid):
        cw = (tw + hs) // 2

        def origin(x: int, y: int) -> tuple[float, float]:
            shove = (x % 2 == 1) == index_odd
            return float(x * cw), y * th + (th / 2 if shove else 0.0)

        def extent(w: int, h: int) -> tuple[int, int]:
            return (w - 1) * cw + tw, h * th + th // 2
    else:

        def origin(x: int, y: int) -> tuple[float, float]:
            return float(x * tw), float(y * th)

        def extent(w: int, h: int) -> tuple[int, int]:
            return w * tw, h * th

    xs, ys = range(w), range(h)
    shift = (0.0, 0.0)
    transform = to_grid
    if part is not None:
        r = part.region
        xs, ys = range(r.x, r.x + r.width), range(r.y, r.y + r.height)
        # the part's pixels start where its first column and row of tiles start
        shift = (
            min(origin(r.x, y)[0] for y in ys[:2]),
            min(origin(x, r.y)[1] for x in xs[:2]),
        )
        back = scale_translate(1.0, 1.0, -part.shift[0], -part.shift[1])
        transform = compose(back, compose(to_grid, scale_translate(1.0, 1.0, *shift)))
        w, h = r.width, r.height
    size = extent(w, h)
    if max(size) > MAX_SIDE:
        return None
    out = TilePicture(size=size, transform=transform)
    for layer in tile_layers:
        if not layer.visible:
            continue
        for y in ys:
            row = layer.data[y] if y < len(layer.data) else []
            for x in xs:
                if x >= len(row):
                    break
                info = tiles.get(int(row[x]) & _GID_MASK)
                if info is None or info.image is None:
                    continue
                ox, oy = origin(x, y)
                tile_h = info.rect[3] if info.rect is not None else th
                at = (ox - shift[0], oy + th - tile_h - shift[1])
                out.draws.append(TileDraw(info.image, info.rect, at, info.transparent))
    return out if out.draws else None
