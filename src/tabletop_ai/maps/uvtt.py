"""Universal VTT import (``.dd2vtt``, ``.uvtt``, ``.df2vtt``): the JSON map format exported by
Dungeondraft, DungeonFog, Arkenforge and others.

The fields read (format 0.2-1.0)::

    {"format": 0.3,
     "resolution": {"map_origin": {"x": 0, "y": 0}, "map_size": {"x": 12, "y": 8},
                    "pixels_per_grid": 70},
     "line_of_sight": [[{"x": 1, "y": 1}, {"x": 5, "y": 1}], ...],
     "objects_line_of_sight": [[...], ...],
     "portals": [{"position": {...}, "bounds": [{"x": 3, "y": 4}, {"x": 3, "y": 5}],
                  "closed": true, ...}],
     "lights": [{"position": {...}, ...}],
     "image": "<base64 PNG or WebP>"}

Coordinates are in grid squares from ``map_origin`` (as Foundry's importer reads them), so a
wall on a cell edge has whole-number ends. The map is square: ``map_size`` gives its cells,
``pixels_per_grid`` the picture's scale.

- **Walls**: each line's pieces on cell edges become walls; pieces that follow no edge are
  counted in one note (``mark_crossed``: the cells they cross become blocking).
- **Solid shapes**: a closed line round less than :data:`SOLID_SHARE` of the map that holds
  no door, light or other wall (a pillar, a boulder) is solid: the cells whose middles lie
  inside it become blocking. A closed line round a room is a room's walls, not filled. The
  file cannot tell a pillar from a small room with nothing drawn in it (a cave with a
  campfire drawn only on the picture), so this is a guess: the note names each shape filled
  and its cells, for the player to check against the picture.
- **Doors**: a portal along a grid line becomes a door on every cell edge it covers at least
  :data:`DOOR_COVER` of; a door drawn across a grid vertex (half on each of two edges, as
  Dungeondraft draws a door in a wall) becomes a door on both edges, and the short wall
  pieces beside it are the door frame, not walls off the grid. ``closed`` -> closed. A portal
  wholly beyond the map's edges (Dungeondraft keeps a whole level's doors in the export of a
  part of it) is counted apart from those on no grid line: it is no door the map lost.
- **Picture**: ``image`` holds the picture (base64). When it holds a file name instead, the
  file beside the map is used if it is there; otherwise the walls are imported and
  :attr:`UvttImport.picture_wanted` names the picture to ask the player for.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.model import Board, Door
from tabletop_ai.board.reader import NotAFile, not_a_file, read_head
from tabletop_ai.geometry import Cell, Edge, SquareGrid, edge
from tabletop_ai.i18n import msg
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
    off_grid_note,
    read_json,
    wall_edge_count,
)
from tabletop_ai.maps.homography import scale_translate
from tabletop_ai.maps.imagesize import heif_kind, heif_refusal, image_size
from tabletop_ai.maps.picture import MAX_SIDE, MapPicture, sniff_mime
from tabletop_ai.maps.snap import Point, snap_polyline

SUFFIXES = (".dd2vtt", ".uvtt", ".df2vtt")
#: a portal on a grid line is a door on each edge it covers at least this share of
DOOR_COVER = 0.25
#: how far (cells) a portal's ends may lie from a grid line and still be on it
DOOR_TOLERANCE = 0.1
#: a closed line round less than this share of the map, holding nothing, is solid
SOLID_SHARE = 0.05
#: wall pieces named in a note at most (the others are counted)


@dataclass
class UvttImport(ImportResult):
    """A Universal VTT import: the board, and the picture to ask for when the file names one
    it does not hold."""

    picture_wanted: str | None = None


def _number(v: Any, source: Path, where: str) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise fail(source, where, msg("must be a number, not {value}", value=json_repr(v)))
    return float(v)


def json_repr(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


def _xy(d: Any, source: Path, where: str) -> Point:
    if not isinstance(d, dict) or "x" not in d or "y" not in d:
        raise fail(source, where, msg('must be a point {"x": ..., "y": ...}'))
    return _number(d["x"], source, f"{where}.x"), _number(d["y"], source, f"{where}.y")


def read_uvtt(
    path: str | Path, mark_crossed: bool = False, region: Region | None = None
) -> UvttImport:
    """Build a board from a Universal VTT file (see the module text for what becomes what),
    or from the ``region`` of it (:func:`~tabletop_ai.maps.common.cut_to_part`)."""
    return open_uvtt(path).build(None, mark_crossed, region)


def open_uvtt(path: str | Path) -> UvttFile:
    """Read and parse a Universal VTT file once (:class:`UvttFile`)."""
    source = Path(path)
    return UvttFile(source, read_json(source))


@dataclass
class UvttFile:
    """A Universal VTT file read and parsed (:func:`open_uvtt`): boards are built from it
    as often as an import asks, the parsed file left as it was."""

    source: Path
    data: Any

    def build(
        self,
        mapping: dict[str, str] | None = None,
        mark_crossed: bool = False,
        region: Region | None = None,
    ) -> UvttImport:
        """The board of the map or of the ``region`` of it (a terrain ``mapping`` is for
        Tiled maps: a Universal VTT map has no tiles)."""
        del mapping
        return _build(self.source, self.data, mark_crossed, region)


def _build(source: Path, data: Any, mark_crossed: bool, region: Region | None) -> UvttImport:
    if not isinstance(data, dict):
        raise fail(source, "", msg("is not a Universal VTT map (the top level is not an object)"))
    res = data.get("resolution")
    if not isinstance(res, dict):
        raise fail(source, "resolution", msg("is missing: not a Universal VTT map"))
    size = _xy(res.get("map_size"), source, "resolution.map_size")
    origin = _xy(res.get("map_origin", {"x": 0, "y": 0}), source, "resolution.map_origin")
    ppg = _number(res.get("pixels_per_grid"), source, "resolution.pixels_per_grid")
    if ppg <= 0:
        raise fail(
            source,
            "resolution.pixels_per_grid",
            msg("is {value}; it must be positive", value=f"{ppg:g}"),
        )
    width, height = math.ceil(size[0] - 1e-6), math.ceil(size[1] - 1e-6)
    check_size(source, "resolution.map_size", width, height, region)
    grid = SquareGrid(width, height)
    board = Board(grid=grid, name=source.stem.replace("_", " "))
    notes: list[str] = []
    lines: list[tuple[str, list[Point]]] = []
    #: a line drawn again adds no wall: it is read once, and only named with its first copy
    drawn: dict[tuple[Point, ...], int] = {}
    copies: dict[int, list[tuple[int, str]]] = {}
    order: list[int] = []  # each read line's place among all lines
    n_lines = 0
    for key in ("line_of_sight", "objects_line_of_sight"):
        raw = data.get(key, [])
        if raw is None:
            continue
        if not isinstance(raw, list):
            raise fail(source, key, msg("must be a list of polylines"))
        for i, line in enumerate(raw):
            where = f"{key}[{i}]"
            if not isinstance(line, list):
                raise fail(source, where, msg("must be a list of points"))
            pts = [_shift(_xy(p, source, f"{where}[{j}]"), origin) for j, p in enumerate(line)]
            n_lines += 1
            first = drawn.setdefault(tuple(pts), len(lines))
            if first < len(lines):
                copies.setdefault(first, []).append((n_lines, where))
                continue
            order.append(n_lines)
            lines.append((where, pts))
    doors = _portals(data, source, origin, grid, notes, region)
    lights = _lights(data, origin)
    door_edges = {e for e, _closed, _where in doors}
    # walls; off-grid pieces that are a door's frame are no walls
    off: list[tuple[int, str]] = []
    crossed: dict[Cell, None] = {}  # in the order first crossed
    seen: set[Edge] = set()
    solid: dict[str, set[Cell]] = {}  # each closed shape filled, by its place in the file
    points = _points_by_cell(lines)
    marks = [*lights, *(_middle(e) for e in door_edges)]  # no solid shape holds one
    for k, (where, pts) in enumerate(lines):
        line_off = False
        for s0, s1 in _pieces(pts, max(grid.width, grid.height)):
            snapped = snap_polyline(grid, [s0, s1])
            for e in snapped.edges:
                if e not in seen and e not in door_edges:
                    seen.add(e)
                    board.walls.append(e)
            pieces = [p for p in snapped.off_grid if not _in_door_frame(p, door_edges)]
            if pieces:
                # noted (and counted for the question) when it concerns the part imported
                line_off = line_off or concerns(
                    region, snapped.crossed or [_cell(s0, grid), _cell(s1, grid)]
                )
                crossed.update(dict.fromkeys(snapped.crossed))
        if line_off:
            off.extend([(order[k], where), *copies.get(k, [])])
        inside = _solid_inside(pts, grid, points, k, marks)
        if inside:
            solid[where] = inside
    if off:
        notes.append(off_grid_note(source.name, [w for _, w in sorted(off)], mark_crossed))
    if mark_crossed:
        for c in crossed:
            board.terrain[c] = "blocking"
    filled: set[Cell] = set().union(*solid.values())
    for c in sorted(filled):
        board.terrain[c] = "blocking"
    noted = _in_part(solid, region)
    if noted:
        notes.append(_solid_note(source.name, noted, len(set().union(*noted.values()))))
    for n_door, (e, closed, _where) in enumerate(doors, 1):
        if board.door(e.a, e.b) is None:
            board.doors.append(Door(between=e, id=f"d{n_door}", open=not closed))
    result = UvttImport(board, None, notes, len(off))
    result.picture = _picture(data, source, size, result)
    cut_to_part(result, source, region)
    # the board imported (the part, after the part's own note saying which cells it is)
    notes.insert(
        1 if result.part is not None else 0,
        str(
            msg(
                "{file}: {width}x{height} square map, {walls}, {doors}, {picture}",
                file=source.name,
                width=board.grid.width,
                height=board.grid.height,
                walls=wall_edge_count(len(board.walls)),
                doors=door_count(len(board.doors)),
                picture=_picture_words(result),
            )
        ),
    )
    return result


def _picture_words(result: UvttImport) -> str:
    """The picture as the summary gives it: its size in pixels; for a part of the map, the
    size of the pixels under the part, the picture the board keeps once it is cut to the
    part (:mod:`.picture_cut`; a note gives both sizes)."""
    if result.picture is None:
        return str(msg("no picture"))
    picture = result.picture.picture
    if result.part is None:
        return str(msg("picture {width}x{height}", width=picture.size[0], height=picture.size[1]))
    from tabletop_ai.maps.picture_cut import part_pixels

    box = part_pixels(picture, result.board.grid)
    if box is None:
        return str(
            msg(
                "picture {width}x{height}, none of it under the part",
                width=picture.size[0],
                height=picture.size[1],
            )
        )
    left, top, right, bottom = box
    return str(msg("picture {width}x{height}", width=right - left, height=bottom - top))


def _pieces(pts: list[Point], span: int) -> list[tuple[Point, Point]]:
    """A line's straight pieces; a piece along a grid line is cut at the grid's vertices
    from -1 to ``span`` + 1 (the map's vertices and one beyond), so the whole edges it covers
    become walls even where it stops part way along one (beside a door, as Dungeondraft
    draws them). Beyond the map a piece stays whole."""
    out: list[tuple[Point, Point]] = []
    for a, b in itertools.pairwise(pts):
        cut = False
        for axis in (0, 1):
            k = round((a[axis] + b[axis]) / 2)
            if abs(a[axis] - k) > DOOR_TOLERANCE or abs(b[axis] - k) > DOOR_TOLERANCE:
                continue
            lo, hi = a[1 - axis], b[1 - axis]
            step = 1 if hi >= lo else -1
            marks = [lo]
            j = math.floor(lo) + 1 if step > 0 else math.ceil(lo) - 1
            j = max(j, -1) if step > 0 else min(j, span + 1)
            while ((j < hi - 1e-9) if step > 0 else (j > hi + 1e-9)) and -1 <= j <= span + 1:
                marks.append(float(j))
                j += step
            marks.append(hi)
            for m0, m1 in itertools.pairwise(marks):
                if abs(m1 - m0) > 1e-9:
                    p0 = (float(k), m0) if axis == 0 else (m0, float(k))
                    p1 = (float(k), m1) if axis == 0 else (m1, float(k))
                    out.append((p0, p1))
            cut = True
            break
        if not cut:
            out.append((a, b))
    return out


def _shift(p: Point, origin: Point) -> Point:
    return p[0] - origin[0], p[1] - origin[1]


def _portals(
    data: dict[str, Any],
    source: Path,
    origin: Point,
    grid: SquareGrid,
    notes: list[str],
    region: Region | None = None,
) -> list[tuple[Edge, bool, str]]:
    """Each door edge (edge, closed, where in the file), in the file's order. The notes name
    the portals left out that concern the ``region`` imported (all, for the whole map)."""
    portals = data.get("portals", [])
    if portals is None:
        return []
    if not isinstance(portals, list):
        raise fail(source, "portals", msg("must be a list"))
    out: list[tuple[Edge, bool, str]] = []
    skipped: list[str] = []
    beyond: list[str] = []
    taken: set[Edge] = set()
    for i, portal in enumerate(portals):
        where = f"portals[{i}]"
        if not isinstance(portal, dict):
            raise fail(source, where, msg("must be an object"))
        bounds = portal.get("bounds")
        if not isinstance(bounds, list) or len(bounds) != 2:
            raise fail(source, f"{where}.bounds", msg("must be two points"))
        a = _shift(_xy(bounds[0], source, f"{where}.bounds[0]"), origin)
        b = _shift(_xy(bounds[1], source, f"{where}.bounds[1]"), origin)
        closed = portal.get("closed", True)
        edges = doors_on_line(grid, a, b)
        if not edges:
            if concerns(region, [_cell(a, grid), _cell(b, grid)]):
                (beyond if _beyond(grid, a, b) else skipped).append(where)
            continue
        for e in edges:
            if e not in taken:
                taken.add(e)
                out.append((e, bool(closed), where))
    if skipped:
        notes.append(
            str(
                msg(
                    "{file}: %n door(s) not imported (on no grid line inside the map): {doors}",
                    n=len(skipped),
                    file=source.name,
                    doors="".join(examples(skipped)),
                )
            )
        )
    if beyond:
        notes.append(
            str(
                msg(
                    "{file}: %n door(s) beyond the map's edges left out: {doors}",
                    n=len(beyond),
                    file=source.name,
                    doors="".join(examples(beyond)),
                )
            )
        )
    return out


def _beyond(grid: SquareGrid, a: Point, b: Point) -> bool:
    """Whether the door from ``a`` to ``b`` lies wholly beyond one of the map's edges
    (farther than :data:`DOOR_TOLERANCE`): one on the border or across it is not."""
    t = DOOR_TOLERANCE
    return (
        max(a[0], b[0]) < -t
        or min(a[0], b[0]) > grid.width + t
        or max(a[1], b[1]) < -t
        or min(a[1], b[1]) > grid.height + t
    )


def doors_on_line(grid: SquareGrid, a: Point, b: Point) -> list[Edge]:
    """The cell edges a door from ``a`` to ``b`` lies on: the door runs along a grid line
    (its ends within :data:`DOOR_TOLERANCE` of it), and each edge of that line it covers at
    least :data:`DOOR_COVER` of is a door. Edges on the map's border or off it are left
    out. A door along no grid line: none."""
    out: list[Edge] = []
    for axis in (0, 1):  # 0: a vertical line x = k; 1: a horizontal line y = k
        k = round((a[axis] + b[axis]) / 2)
        if abs(a[axis] - k) > DOOR_TOLERANCE or abs(b[axis] - k) > DOOR_TOLERANCE:
            continue
        lo, hi = sorted((a[1 - axis], b[1 - axis]))
        along = grid.height if axis == 0 else grid.width  # edges off the map are left out
        for j in range(max(math.floor(lo), 0), min(math.ceil(hi), along)):
            cover = min(hi, j + 1) - max(lo, j)
            if cover < DOOR_COVER:
                continue
            if axis == 0:
                c1, c2 = Cell(k - 1, j), Cell(k, j)
            else:
                c1, c2 = Cell(j, k - 1), Cell(j, k)
            if grid.contains(c1) and grid.contains(c2):
                out.append(edge(c1, c2))
        if out:
            return out
    return out


def _in_door_frame(piece: tuple[Point, Point], doors: set[Edge]) -> bool:
    """Whether a short wall piece along a grid line lies within one door edge: the frame
    beside a door drawn across a grid vertex."""
    (x0, y0), (x1, y1) = piece
    for axis in (0, 1):
        k = round(((x0, y0)[axis] + (x1, y1)[axis]) / 2)
        if abs((x0, y0)[axis] - k) > DOOR_TOLERANCE or abs((x1, y1)[axis] - k) > DOOR_TOLERANCE:
            continue
        lo, hi = sorted(((x0, y0)[1 - axis], (x1, y1)[1 - axis]))
        j = math.floor((lo + hi) / 2)
        if hi - lo > 1.0 + DOOR_TOLERANCE:
            return False
        c1, c2 = (Cell(k - 1, j), Cell(k, j)) if axis == 0 else (Cell(j, k - 1), Cell(j, k))
        if edge(c1, c2) in doors and lo >= j - DOOR_TOLERANCE and hi <= j + 1 + DOOR_TOLERANCE:
            return True
    return False


def _lights(data: dict[str, Any], origin: Point) -> list[Point]:
    out = []
    lights = data.get("lights")
    for light in lights if isinstance(lights, list) else []:
        pos = light.get("position") if isinstance(light, dict) else None
        if isinstance(pos, dict):
            x, y = pos.get("x"), pos.get("y")
            if isinstance(x, (int, float)) and isinstance(y, (int, float)):
                out.append(_shift((float(x), float(y)), origin))
    return out


def _inside(p: Point, poly: Sequence[Point]) -> bool:
    """Whether ``p`` lies inside the polygon (even-odd rule)."""
    x, y = p
    inside = False
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _area(poly: Sequence[Point]) -> float:
    return (
        abs(
            sum(
                x1 * y2 - x2 * y1
                for (x1, y1), (x2, y2) in zip(poly, [*poly[1:], poly[0]], strict=True)
            )
        )
        / 2
    )


def _points_by_cell(
    lines: list[tuple[str, list[Point]]],
) -> dict[tuple[int, int], list[tuple[int, Point]]]:
    """Every point of every line (with the line's place in ``lines``), by the unit square
    it lies in: a closed line looks only at the points in its own box."""
    out: dict[tuple[int, int], list[tuple[int, Point]]] = {}
    for k, (_where, pts) in enumerate(lines):
        for p in pts:
            out.setdefault((math.floor(p[0]), math.floor(p[1])), []).append((k, p))
    return out


def _solid_inside(
    pts: list[Point],
    grid: SquareGrid,
    points: dict[tuple[int, int], list[tuple[int, Point]]],
    line: int,
    marks: list[Point],
) -> set[Cell]:
    """The cells inside a closed line that is solid (see the module text); none when the
    line is open, large, or holds a mark (a light, a door's middle) or another wall: a point
    of another line (``points`` from :func:`_points_by_cell`, ``line`` this one's place).

    Only points that may be inside are tried. A point below or above the polygon crosses
    none of its sides (the even-odd test's comparisons are exact); one more than a unit
    square (and the rounding of the crossings of sides far from the origin) left or right of
    it crosses an even number of them."""
    if len(pts) < 4 or math.dist(pts[0], pts[-1]) > DOOR_TOLERANCE:
        return set()
    poly = pts[:-1]
    if _area(poly) >= SOLID_SHARE * grid.width * grid.height:
        return set()
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    low, high = min(ys), max(ys)
    if any(low <= p[1] < high and _inside(p, poly) for p in marks):
        return set()
    slack = 1.0 + 1e-12 * max(abs(v) for v in (*xs, *ys))
    x0, x1 = math.floor(min(xs) - slack), math.floor(max(xs) + slack)
    y0, y1 = math.floor(low) - 1, math.floor(high) + 1
    # the unit squares of that box, or where it has more squares than hold points (a line
    # drawn far out), the squares holding points that lie in it
    if (x1 - x0 + 1) * (y1 - y0 + 1) <= len(points):
        boxed = [(bx, by) for bx in range(x0, x1 + 1) for by in range(y0, y1 + 1)]
    else:
        boxed = [(bx, by) for bx, by in points if x0 <= bx <= x1 and y0 <= by <= y1]
    for square in boxed:
        for k, p in points.get(square, ()):
            if k != line and low <= p[1] < high and _inside(p, poly):
                return set()
    out = set()
    for x in range(max(0, math.floor(min(xs))), min(grid.width, math.ceil(max(xs)))):
        for y in range(max(0, math.floor(low)), min(grid.height, math.ceil(high))):
            if _inside((x + 0.5, y + 0.5), poly):
                out.add(Cell(x, y))
    return out


def _cell(p: Point, grid: SquareGrid) -> Cell:
    """The cell holding ``p`` (grid units), or the nearest cell of the map beyond it."""
    return Cell(
        min(max(math.floor(p[0]), 0), grid.width - 1),
        min(max(math.floor(p[1]), 0), grid.height - 1),
    )


def _in_part(solid: dict[str, set[Cell]], region: Region | None) -> dict[str, set[Cell]]:
    """The closed shapes filled, each with its cells in the part imported, in the part's
    cells (as they are on the board); a shape with none left out. All, for the whole map."""
    if region is None:
        return solid
    out = {}
    for where, cells in solid.items():
        kept = {Cell(c.x - region.x, c.y - region.y) for c in cells if region.contains(c)}
        if kept:
            out[where] = kept
    return out


def _solid_note(file_name: str, solid: dict[str, set[Cell]], n_cells: int) -> str:
    """The note of the closed shapes filled as solid: a guess (see the module text), so each
    shape is named with its cells' span, and the player is asked to check them."""
    shapes = [
        str(
            msg(
                "{where} (%n cell(s), {first} to {last})",
                n=len(cells),
                where=where,
                first=repr(Cell(min(c.x for c in cells), min(c.y for c in cells))),
                last=repr(Cell(max(c.x for c in cells), max(c.y for c in cells))),
            )
        )
        for where, cells in solid.items()
    ]
    named, more = examples(shapes)
    return str(
        msg(
            "{file}: %n cell(s) inside closed shapes taken for pillars or boulders and made "
            "blocking: {shapes}{more}; check them on the picture, and make a room's cells "
            "open again",
            n=n_cells,
            file=file_name,
            shapes=named,
            more=more,
        )
    )


def _middle(e: Edge) -> Point:
    (ax, ay), (bx, by) = _edge_ends(e)
    return (ax + bx) / 2, (ay + by) / 2


def _edge_ends(e: Edge) -> tuple[Point, Point]:
    a, b = e.a, e.b
    if a[1] == b[1]:
        x = float(max(a[0], b[0]))
        return (x, float(a[1])), (x, float(a[1] + 1))
    y = float(max(a[1], b[1]))
    return (float(a[0]), y), (float(a[0] + 1), y)


#: what a file name in ``image`` looks like (a picture's own base64 has no dot)
_FILE_NAME = re.compile(r"^[^\x00-\x1f]{1,400}\.(png|jpe?g|webp|gif|bmp)$", re.IGNORECASE)


def _picture(
    data: dict[str, Any], source: Path, size: Point, result: UvttImport
) -> ImportedPicture | None:
    text = data.get("image")
    notes = result.notes
    if text is None or text == "":
        return None
    if not isinstance(text, str):
        raise fail(source, "image", msg("must be base64 text"))
    if _FILE_NAME.match(text.strip()):
        return _picture_file(text.strip(), source, size, result)
    if text.startswith("data:"):
        _head, comma, text = text.partition(",")
        if not comma:
            raise fail(source, "image", msg("is a data: URI without a comma before its data"))
    try:
        raw = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise fail(source, "image", msg("is not valid base64")) from None
    mime = sniff_mime(raw)
    if mime is None:
        notes.append(
            str(
                msg("{file}: image is not a PNG, JPEG or WebP picture (left out)", file=source.name)
            )
        )
        return None
    dims = image_size(raw)
    if dims is None:
        notes.append(
            str(msg("{file}: image: its size cannot be read (left out)", file=source.name))
        )
        return None
    w, h = dims
    if min(w, h) < 1:
        notes.append(
            str(
                msg(
                    "{file}: image: its header says {width}x{height} pixels (left out)",
                    file=source.name,
                    width=w,
                    height=h,
                )
            )
        )
        return None
    if max(w, h) > MAX_SIDE:
        notes.append(
            str(
                msg(
                    "{file}: image is {width}x{height} pixels; pictures of at most {most} "
                    "pixels a side are used (left out)",
                    file=source.name,
                    width=w,
                    height=h,
                    most=MAX_SIDE,
                )
            )
        )
        return None
    # the picture spans the map: its own size fixes the scale (pixels_per_grid rounded)
    transform = scale_translate(size[0] / w, size[1] / h)
    return ImportedPicture(MapPicture(size=(w, h), transform=transform, mime=mime), data=raw)


def _picture_file(
    name: str, source: Path, size: Point, result: UvttImport
) -> ImportedPicture | None:
    """``image`` names a file: the one beside the map if it is a picture, else none (the
    player is asked for it)."""
    file = source.parent / Path(name.replace("\\", "/")).name
    try:
        head = read_head(file, 256 * 1024)  # a pipe or device is no picture: never waited on
    except OSError:
        head = b""
    dims = image_size(head) if head else None
    if head and sniff_mime(head) is not None and dims is not None and max(dims) <= MAX_SIDE:
        transform = scale_translate(size[0] / dims[0], size[1] / dims[1])
        return ImportedPicture(MapPicture(size=dims, transform=transform), file=file)
    result.picture_wanted = Path(name.replace("\\", "/")).name
    result.notes.append(
        str(
            msg(
                "{file}: image names the picture file {picture} instead of holding it, and it "
                "is not beside the map: the walls and doors are imported; choose the picture "
                "(the window asks; on the command line: --picture FILE)",
                file=source.name,
                picture=result.picture_wanted,
            )
        )
    )
    return None


def picture_for(path: str | Path, board: Board, part: Part | None = None) -> ImportedPicture:
    """A picture file the player chose for an imported map: it spans the whole map (for a
    ``part`` of a map, the whole map it is a part of, moved with the part's cells). Raises
    :class:`~tabletop_ai.board.errors.BoardError` naming the file when it is no picture (a
    HEIC, HEIF or AVIF one with how to save it as JPEG: :func:`.imagesize.heif_refusal`)."""
    file = Path(path)
    try:
        head = read_head(file, 256 * 1024)
    except NotAFile:
        raise fail(file, "", not_a_file()) from None
    except OSError as exc:
        raise fail(file, "", msg("cannot be read ({why})", why=exc.strerror or str(exc))) from None
    dims = image_size(head)
    if sniff_mime(head) is None or dims is None:
        kind = heif_kind(head)
        if kind is not None:  # told how to save it as JPEG, as every picture reader tells it
            raise BoardError("", [Problem("", heif_refusal(file.name, kind))])
        raise fail(file, "", msg("is not a PNG, JPEG or WebP picture"))
    if max(dims) > MAX_SIDE:
        raise fail(
            file,
            "",
            msg(
                "is {width}x{height} pixels; pictures of at most {most} pixels a side are used",
                width=dims[0],
                height=dims[1],
                most=MAX_SIDE,
            ),
        )
    g = board.grid
    if part is None:
        transform = scale_translate(g.width / dims[0], g.height / dims[1])
    else:
        (w, h), (dx, dy) = part.whole, part.shift
        transform = scale_translate(w / dims[0], h / dims[1], -dx, -dy)
    return ImportedPicture(MapPicture(size=dims, transform=transform), file=file)
