"""What every map importer returns, and how an import is written next to its board file."""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol, TypeVar

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.io import atomic_write_text, dumps_board
from tabletop_ai.board.model import Board
from tabletop_ai.board.reader import parse_json, read_text
from tabletop_ai.geometry import Cell, Edge, Grid, HexGrid, SquareGrid, edge
from tabletop_ai.i18n import Msg, msg, msg_in
from tabletop_ai.maps.homography import compose, scale_translate
from tabletop_ai.maps.picture import (
    SUFFIX_OF_MIME,
    MapPicture,
    embed,
    relative_path,
    set_board_picture,
)

#: the largest map file read (bytes): Universal VTT files carry their picture as base64
MAX_MAP_BYTES = 64 * 1024 * 1024
#: the largest imported map, cells a side (the editor's and the board schema's limit)
MAX_SIDE_CELLS = 200


@dataclass
class ImportedPicture:
    """The picture an import found: its bytes (embedded in the map file) or its file."""

    picture: MapPicture
    data: bytes | None = None
    file: Path | None = None


@dataclass
class ImportResult:
    """A board built from a map file, its picture, and notes for the player."""

    board: Board
    picture: ImportedPicture | None = None
    notes: list[str] = field(default_factory=list)
    #: wall lines with pieces off the cell edges (not imported, or their cells marked
    #: blocking when asked)
    off_grid: int = 0
    #: where the board lies in the whole map when a part of it was imported
    part: Part | None = None
    #: the box round the cells the map draws (a Tiled map's cells holding a tile, open
    #: floor too), in the whole map's cells: content even where nothing else is
    drawn: Region | None = None


#: how many places a note names before "and N more"
NOTE_EXAMPLES = 4


def terrain_word(kind: str) -> str:
    """A terrain kind of the board format (spec section 2) as the player reads it in the
    installed language, as the window names it; an unknown kind as it is."""
    words = {
        "open": msg_in("terrain", "open"),
        "blocking": msg_in("terrain", "blocking"),
        "difficult": msg_in("terrain", "difficult"),
        "impassable": msg_in("terrain", "impassable"),
        "hazard": msg_in("terrain", "hazard"),
        "void": msg_in("terrain", "void"),
        "trap": msg_in("terrain", "trap"),
        "icy": msg_in("terrain", "icy"),
    }
    return str(words[kind]) if kind in words else kind


def hex_tops_word(orientation: str) -> str:
    """A hex grid's ``orientation`` (``pointy`` or ``flat`` tops, docs/board-format.md) as
    the player reads it in the installed language, as the New map dialog words it; the
    offset (``odd-r`` ... ``even-q``) keeps the board format's name there and here."""
    words = {"pointy": msg_in("hex tops", "pointy"), "flat": msg_in("hex tops", "flat")}
    return str(words[orientation]) if orientation in words else orientation


def layer_place(layer: str) -> str:
    """A Tiled layer named as a place in the file, in the installed language."""
    return str(msg("layer {layer}", layer=repr(layer)))


def object_place(layer: str, obj_id: int, name: str = "") -> str:
    """A Tiled object named as a place in the file (its layer, id and name, if any)."""
    place = str(msg("layer {layer} object {id}", layer=repr(layer), id=obj_id))
    return f"{place} {name!r}" if name else place


def examples(items: Sequence[str], limit: int = NOTE_EXAMPLES) -> tuple[str, str]:
    """The first ``limit`` of ``items`` joined for a note, and the " and N more" that
    follows them (empty when all are named)."""
    rest = len(items) - limit
    return ", ".join(items[:limit]), str(msg(" and {count} more", count=rest)) if rest > 0 else ""


def off_grid_note(file_name: str, lines: list[str], mark_crossed: bool) -> str:
    """The note of an import whose wall ``lines`` (their places in the file) leave the cell
    edges: the cells they cross are marked blocking (``mark_crossed``), or those pieces are
    left out."""
    named, more = examples(lines)
    return str(
        msg(
            "{file}: %n wall line(s) off the cell edges ({lines}{more}); {what}",
            n=len(lines),
            file=file_name,
            lines=named,
            more=more,
            what=str(msg("the cells they cross are marked blocking"))
            if mark_crossed
            else str(
                msg(
                    "those pieces are not imported (--mark-crossed, or Yes in the "
                    "window, marks the cells they cross blocking)"
                )
            ),
        )
    )


def fail(source: str | os.PathLike[str], where: str, message: str) -> BoardError:
    """A :class:`BoardError` naming the map file and the place."""
    return BoardError(Path(source).name, [Problem(where, message)])


#: objects and arrays (``{`` and ``[``) one map file may hold: a map's walls, portals and
#: points are thousands at most; 64 MB of small objects would take gigabytes once parsed
MAX_MAP_OBJECTS = 500_000


def read_json(path: Path) -> Any:
    """Read a JSON map file through the app's guarded reader (:mod:`tabletop_ai.board.reader`:
    no NaN/Infinity, bounded nesting and numbers, one-line errors naming file and place),
    with the larger size limit :data:`MAX_MAP_BYTES` (Universal VTT files carry their
    picture) and at most :data:`MAX_MAP_OBJECTS` objects and arrays, counted before the
    text is parsed."""
    text = read_text(path, max_bytes=MAX_MAP_BYTES)
    count = text.count("{") + text.count("[")  # inside strings too: an upper bound
    if count > MAX_MAP_OBJECTS:
        raise fail(
            path,
            "",
            msg(
                "holds {count} objects and lists; map files of at most {most} are read",
                count=f"{count:,}",
                most=f"{MAX_MAP_OBJECTS:,}",
            ),
        )
    return parse_json(text, path.name, max_bytes=MAX_MAP_BYTES)


def write_import(
    result: ImportResult, out: str | os.PathLike[str], embed_picture: bool = False
) -> list[str]:
    """Save the imported board to ``out``; its picture goes beside it (``OUT-picture.png``,
    referenced by a relative path) or, with ``embed_picture``, into the board file. Returns
    the files written."""
    target = Path(out)
    written = []
    board = result.board
    if result.picture is not None:
        pic = result.picture
        if embed_picture:
            data = (
                pic.data
                if pic.data is not None
                else (pic.file.read_bytes() if pic.file is not None else None)
            )
            if data is not None:
                name = pic.file.name if pic.file is not None and pic.data is None else None
                set_board_picture(board, embed(pic.picture, data, name or "picture.data"))
        elif pic.data is not None:
            mime = pic.picture.mime or "image/png"
            stem = target.name.removesuffix(".json").removesuffix(".board")
            pfile = target.with_name(f"{stem}-picture{SUFFIX_OF_MIME.get(mime, '.png')}")
            pfile.parent.mkdir(parents=True, exist_ok=True)
            pfile.write_bytes(pic.data)
            written.append(str(pfile))
            pic.picture.path = relative_path(pfile, target)
            pic.picture.mime = None
            set_board_picture(board, pic.picture)
        elif pic.file is not None:
            pic.picture.path = relative_path(pic.file, target)
            set_board_picture(board, pic.picture)
    atomic_write_text(target, dumps_board(board))
    written.insert(0, str(target))
    return written


def check_size(
    source: Path,
    where: str,
    width: int,
    height: int,
    region: Region | None = None,
    parts: bool = False,
) -> None:
    """Refuse maps with no cells; refuse maps of more than :data:`MAX_SIDE_CELLS` a side
    (:class:`MapTooLarge`) unless a ``region`` of them is imported, which must lie inside
    (:func:`check_region`), or the map is read for ``parts`` of it to be built later
    (:func:`open_map_file`: the region is checked when a part is built); a map of more than
    :data:`MAX_WHOLE_SIDE` a side, of which no part is imported either, is refused saying
    both limits."""
    if width < 1 or height < 1:
        raise fail(
            source,
            where,
            msg(
                "gives a {width}x{height} map; a map needs at least one cell",
                width=width,
                height=height,
            ),
        )
    if region is not None:
        check_region(source, where, width, height, region)
    elif max(width, height) > MAX_WHOLE_SIDE:  # not even a part of it: no use asking which
        raise fail(
            source,
            where,
            msg(
                "gives a {width}x{height} map; maps of at most {most}x{most} cells are "
                "imported, and parts of maps of at most {whole}x{whole}",
                width=width,
                height=height,
                most=MAX_SIDE_CELLS,
                whole=MAX_WHOLE_SIDE,
            ),
        )
    elif max(width, height) > MAX_SIDE_CELLS and not parts:
        raise MapTooLarge(source, where, width, height)


# -- a part of a map too large ----------------------------------------------------------------

#: the largest map a part of which is imported (cells a side): the whole map is read and built
#: before it is cut, so this bounds that work (the largest real map measured, The Mana World's
#: 403x403, takes seconds)
MAX_WHOLE_SIDE = 1024


@dataclass(frozen=True)
class Region:
    """A part of a map in its cells: ``width`` x ``height`` cells from cell ``[x, y]``."""

    x: int
    y: int
    width: int
    height: int

    def __str__(self) -> str:
        return f"{self.x},{self.y},{self.width},{self.height}"

    def contains(self, cell: tuple[int, int]) -> bool:
        return self.x <= cell[0] < self.x + self.width and self.y <= cell[1] < self.y + self.height

    def meets(self, cells: Iterable[tuple[int, int]]) -> bool:
        """Whether the box round ``cells`` (the cells a thing in the map covers or touches)
        shares a cell with this region; False for no cells."""
        xs, ys = [], []
        for c in cells:
            xs.append(c[0])
            ys.append(c[1])
        if not xs:
            return False
        return (
            min(xs) < self.x + self.width
            and max(xs) >= self.x
            and min(ys) < self.y + self.height
            and max(ys) >= self.y
        )


def concerns(region: Region | None, cells: Iterable[tuple[int, int]]) -> bool:
    """Whether a thing of the map covering or touching ``cells`` concerns the import: always
    for a whole map; for a part, when the box round its cells meets the part (an import's
    notes speak of what was imported: a thing wholly beyond the part is only counted, by
    :func:`cut_to_part`, among what was left out)."""
    return region is None or region.meets(cells)


def parse_region(text: str) -> Region:
    """``X,Y,W,H`` (cells; spaces allowed) as a :class:`Region`; ValueError with the
    reason otherwise. Whether it fits the map is checked when the map is read."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != 4 or not all(p.lstrip("-").isdigit() and len(p) <= 9 for p in parts):
        raise ValueError(
            str(
                msg(
                    "{text} is no region: four whole numbers X,Y,W,H are wanted (the first "
                    "cell's column and row, then the width and height in cells)",
                    text=repr(text),
                )
            )
        )
    x, y, w, h = (int(p) for p in parts)
    return Region(x, y, w, h)


class MapTooLarge(BoardError):
    """A map of more than :data:`MAX_SIDE_CELLS` a side, read without a region: a part of it
    can be imported (the window asks which; the command line takes ``--region``)."""

    def __init__(self, source: Path, where: str, width: int, height: int) -> None:
        self.width, self.height = width, height
        super().__init__(
            source.name,
            [
                Problem(
                    where,
                    msg(
                        "gives a {width}x{height} map; maps of at most {most}x{most} cells are "
                        "imported: import a part of it (--region X,Y,W,H, or the window asks "
                        "which part)",
                        width=width,
                        height=height,
                        most=MAX_SIDE_CELLS,
                    ),
                )
            ],
        )


def check_region(source: Path, where: str, width: int, height: int, region: Region) -> None:
    """Refuse a region that is not a part of a ``width`` x ``height`` map of at most
    :data:`MAX_WHOLE_SIDE` a side, or is larger than a board may be; the message names
    the map file and the place (``where``: the map's size field; the region is named in it)."""
    if max(width, height) > MAX_WHOLE_SIDE:
        raise fail(
            source,
            where,
            msg(
                "gives a {width}x{height} map; parts are imported from maps of at most "
                "{most}x{most} cells",
                width=width,
                height=height,
                most=MAX_WHOLE_SIDE,
            ),
        )
    r = region
    if r.width < 1 or r.height < 1:
        problem = msg(
            "the region {region} has no cells: its width and height must be at least 1",
            region=str(r),
        )
    elif max(r.width, r.height) > MAX_SIDE_CELLS:
        problem = msg(
            "the region {region} is {rw}x{rh} cells; a board has at most {most}x{most}",
            region=str(r),
            rw=r.width,
            rh=r.height,
            most=MAX_SIDE_CELLS,
        )
    elif r.x < 0 or r.y < 0 or r.x + r.width > width or r.y + r.height > height:
        problem = msg(
            "the region {region} (cells [{x},{y}] to [{x2},{y2}]) is not inside the "
            "{width}x{height} map (cells [0,0] to [{last_x},{last_y}])",
            region=str(r),
            x=r.x,
            y=r.y,
            x2=r.x + r.width - 1,
            y2=r.y + r.height - 1,
            width=width,
            height=height,
            last_x=width - 1,
            last_y=height - 1,
        )
    else:
        return
    raise fail(source, where, problem)


@dataclass(frozen=True)
class Part:
    """Where a part of a map lies in the whole: its region, the whole map's size, the
    shift (grid units) that takes the whole map's geometry to the part's, and the box of
    the whole map's content (:func:`content_box`), in the whole map's cells."""

    region: Region
    whole: tuple[int, int]
    shift: tuple[float, float]
    content: Region | None = None


def content_box(board: Board, drawn: Region | None = None) -> Region | None:
    """The box round a map's content: the cells of its walls, doors, edge features, points
    and figures, its cells of any terrain but void, the cells the map draws (``drawn``: a
    Tiled map's cells holding a tile, open floor as much as walls) and, when some cells are
    void (a Tiled map's cells with no tile), every cell that is not. None when the map holds
    none of these (no tile, every cell open, nothing on it)."""
    cells: list[tuple[int, int]] = []
    if drawn is not None:
        cells += [(drawn.x, drawn.y), (drawn.x + drawn.width - 1, drawn.y + drawn.height - 1)]
    for e in (*board.walls, *(d.between for d in board.doors), *(f.between for f in board.edges)):
        cells += (e.a, e.b)
    cells += [p.at for p in board.points]
    cells += [f.at for f in board.figures]
    cells += [c for c, k in board.terrain.items() if k != "void"]
    grid = board.grid
    void = sum(1 for k in board.terrain.values() if k == "void")
    if void:
        # open cells are not in ``terrain``: the cells of no kind but void, row by row
        for y in range(grid.height):
            row = [x for x in range(grid.width) if board.terrain.get(Cell(x, y)) != "void"]
            if row:
                cells += [(row[0], y), (row[-1], y)]
    cells = [c for c in cells if 0 <= c[0] < grid.width and 0 <= c[1] < grid.height]
    if not cells:
        return None
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    return Region(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def offered_region(width: int, height: int, content: Region | None = None) -> Region:
    """The part of a ``width`` x ``height`` map first offered for import: the box round its
    ``content`` (:func:`content_box`) when it fits a board; a side of the content longer
    than a board may be is cut to :data:`MAX_SIDE_CELLS`, centred on the content, and kept
    inside the map. Without content, the map's top-left corner, as large as a board may be."""
    if content is None:
        return Region(0, 0, min(width, MAX_SIDE_CELLS), min(height, MAX_SIDE_CELLS))

    def side(start: int, length: int, whole: int) -> tuple[int, int]:
        size = min(length, MAX_SIDE_CELLS, whole)
        first = start + (length - size) // 2
        return max(0, min(first, whole - size)), size

    x, w = side(content.x, content.width, width)
    y, h = side(content.y, content.height, height)
    return Region(x, y, w, h)


def part_grid(grid: Grid, region: Region) -> Grid:
    """The grid of ``region`` of ``grid``. A hex map's offset rows (columns) are the odd or
    even ones counted from the map's first: a part starting on an odd row (column) of the
    whole counts them the other way, so its offset is the other one and every hex keeps its
    neighbours."""
    if isinstance(grid, HexGrid):
        start = region.y if grid.orientation == "pointy" else region.x
        offset = grid.offset
        if start % 2:
            offset = ("even" if offset.startswith("odd") else "odd") + offset[-2:]
        return HexGrid(region.width, region.height, grid.orientation, offset)
    return SquareGrid(region.width, region.height)


def make_part(grid: Grid, region: Region) -> tuple[Grid, Part]:
    """The part's grid and where it lies in ``grid``: the shift sends cell ``[x, y]`` of
    the whole (its centre, and so every point) to cell ``[x - X, y - Y]`` of the part."""
    new = part_grid(grid, region)
    (ox, oy), (nx, ny) = grid.center(Cell(region.x, region.y)), new.center(Cell(0, 0))
    return new, Part(region, (grid.width, grid.height), (ox - nx, oy - ny))


_Result = TypeVar("_Result", bound=ImportResult)


def cut_to_part(result: _Result, source: Path, region: Region | None) -> _Result:
    """Cut an import of a whole map to ``region`` (nothing when None): terrain, walls,
    doors, edge features, points and figures inside it are kept, moved so the region's
    first cell is ``[0, 0]``; a wall or door on the region's border, or beyond it, is left
    out (the board's edge bounds it), and a door cut by the border keeps its part inside.
    The picture keeps its pixels and is moved with the cells (the window and the command
    line then cut it to the part: :mod:`.picture_cut`). The first note says the part
    imported (the importers' notes after it speak of the part only); another counts what lay
    beyond it and names the doors cut."""
    if region is None:
        return result
    board = result.board
    old = board.grid
    grid, part = make_part(old, region)
    part = replace(part, content=content_box(board, result.drawn))
    dx, dy = region.x, region.y

    def moved(c: Cell) -> Cell:
        return Cell(c[0] - dx, c[1] - dy)

    def inside(e: Edge) -> bool:
        return region.contains(e.a) and region.contains(e.b)

    board.grid = grid
    board.terrain = {moved(c): k for c, k in board.terrain.items() if region.contains(c)}
    walls = [e for e in board.walls if inside(e)]
    left_walls = len(board.walls) - len(walls)
    board.walls = [edge(moved(e.a), moved(e.b)) for e in walls]
    edges = [f for f in board.edges if inside(f.between)]
    left_walls += len(board.edges) - len(edges)
    board.edges = [replace(f, between=edge(moved(f.between.a), moved(f.between.b))) for f in edges]
    doors = [d for d in board.doors if inside(d.between)]
    kept_ids = {d.id for d in doors}
    cut = sorted({d.id for d in board.doors if d.id in kept_ids and d.id and not inside(d.between)})
    left_doors = len(board.doors) - len(doors)
    board.doors = [replace(d, between=edge(moved(d.between.a), moved(d.between.b))) for d in doors]
    points = [p for p in board.points if region.contains(p.at)]
    left_points = len(board.points) - len(points)
    board.points = [replace(p, at=moved(p.at)) for p in points]
    figures = [f for f in board.figures if region.contains(f.at)]
    gone = {f.id for f in board.figures} - {f.id for f in figures}
    board.figures = [replace(f, at=moved(f.at)) for f in figures]
    board.groups = [
        replace(g, figures=[i for i in g.figures if i not in gone]) for g in board.groups
    ]
    if result.picture is not None:
        pic = result.picture.picture
        back = scale_translate(1.0, 1.0, -part.shift[0], -part.shift[1])
        pic.transform = compose(back, pic.transform)
    result.part = part
    notes = [
        str(
            msg(
                "{file}: a part of the {width}x{height} map imported: cells [{x},{y}] to "
                "[{x2},{y2}] of the map ({rw}x{rh}; --region {region}), now [0,0] to "
                "[{last_x},{last_y}]",
                file=source.name,
                width=old.width,
                height=old.height,
                x=region.x,
                y=region.y,
                x2=region.x + region.width - 1,
                y2=region.y + region.height - 1,
                rw=region.width,
                rh=region.height,
                region=str(region),
                last_x=region.width - 1,
                last_y=region.height - 1,
            )
        )
    ]
    left = left_walls + left_doors + left_points + len(gone)
    if left:
        named, more = examples([repr(i) for i in cut])
        notes.append(
            str(
                msg(
                    "{file}: beyond the part or on its border, not imported: {walls}, "
                    "{doors}, {points}, {figures}",
                    file=source.name,
                    walls=wall_edge_count(left_walls),
                    doors=msg("%n door edge(s)", n=left_doors),
                    points=point_count(left_points),
                    figures=msg("%n figure(s)", n=len(gone)),
                )
            )
            + (
                str(
                    msg(
                        "; %n door(s) cut by the part's border keep their part inside "
                        "({doors}{more})",
                        n=len(cut),
                        doors=named,
                        more=more,
                    )
                )
                if cut
                else ""
            )
        )
    result.notes[:0] = notes
    return result


def wall_edge_count(n: int) -> Msg:
    """``n`` wall edges counted as a summary says them, in the plural form ``n`` takes in
    the installed language ("1 wall edge", "5 wall edges"; Ukrainian has three forms)."""
    return msg("%n wall edge(s)", n=n)


def door_count(n: int) -> Msg:
    """``n`` doors, as :func:`wall_edge_count` counts ("1 door", "2 doors")."""
    return msg("%n door(s)", n=n)


def point_count(n: int) -> Msg:
    """``n`` points, as :func:`wall_edge_count` counts ("1 point", "2 points")."""
    return msg("%n point(s)", n=n)


class MapFile(Protocol):
    """A map file read and parsed once (:func:`open_map_file`), from which boards are built
    as often as an import needs (a part chosen, the terrain mapping given, crossed cells
    marked) without reading the file again."""

    source: Path

    def build(
        self,
        mapping: dict[str, str] | None = None,
        mark_crossed: bool = False,
        region: Region | None = None,
    ) -> ImportResult:
        """The board of the map (``mapping``: a Tiled map's terrain kinds), or of the
        ``region`` of it; :class:`MapTooLarge` for a map larger than a board built
        without a region."""
        ...


def open_map_file(
    file: str | os.PathLike[str], region: Region | None = None, parts: bool = False
) -> MapFile:
    """Read and parse a map by the importer its name says (Tiled: ``.tmx``, ``.tmj`` and
    its older ``.json``; Universal VTT: ``.dd2vtt``, ``.uvtt``, ``.df2vtt``), for the
    ``region`` of it, or for ``parts`` of it chosen later (a map larger than a board is
    read whole, then its parts are built from what was read: :meth:`MapFile.build`).
    Without either, a Tiled map larger than a board is refused before its layers are read
    (:class:`MapTooLarge`). Any other name is a :class:`BoardError` naming the file and the
    names maps are imported from, in the player's language; so is a file that is no map of
    its kind (each importer's own words)."""
    from tabletop_ai.maps import tiled, uvtt

    path = Path(file)
    suffix = path.suffix.lower()
    if suffix in uvtt.SUFFIXES:
        return uvtt.open_uvtt(path)
    if suffix in (*tiled.SUFFIXES, ".json"):
        return tiled.open_tiled(path, region, parts)
    kind = suffix or msg("file without extension")
    raise BoardError(
        path.name,
        [
            Problem(
                "",
                msg(
                    "is a {kind}; maps are imported from .tmx, .tmj (Tiled) and .dd2vtt, "
                    ".uvtt, .df2vtt (Universal VTT)",
                    kind=kind,
                ),
            )
        ],
    )


def read_map_file(
    file: str | os.PathLike[str],
    mapping: dict[str, str] | None = None,
    mark_crossed: bool = False,
    region: Region | None = None,
) -> ImportResult:
    """Read a map (:func:`open_map_file`) and build its board, or the ``region`` of it
    (``mapping``: a Tiled map's terrain kinds)."""
    return open_map_file(file, region).build(mapping, mark_crossed, region)


def map_content(
    map_file: MapFile | str | os.PathLike[str],
    width: int,
    height: int,
    mapping: dict[str, str] | None = None,
) -> Region | None:
    """The box round the content (:func:`content_box`) of a ``width`` x ``height`` map too
    large for a board, for the part offered first (:func:`offered_region`): the whole map is
    built to find it, as for any part (:func:`cut_to_part` keeps the box), from the map
    already read (a :class:`MapFile`) or from its file, read for it."""
    if isinstance(map_file, (str, os.PathLike)):
        map_file = open_map_file(map_file, parts=True)
    probe = Region(0, 0, min(width, MAX_SIDE_CELLS), min(height, MAX_SIDE_CELLS))
    part = map_file.build(mapping, region=probe).part
    return part.content if part is not None else None
