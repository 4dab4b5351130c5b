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
     "image": "<base64 PNG or WebP>"}

Coordinates are in grid squares from ``map_origin`` (as Foundry's importer reads them), so a
wall on a cell edge has whole-number ends. The map is square: ``map_size`` gives its cells,
``pixels_per_grid`` the picture's scale.
"""

from __future__ import annotations

import base64
import binascii
import math
from pathlib import Path
from typing import Any

from tabletop_ai.board.model import Board, Door, RuleOptions
from tabletop_ai.geometry import Cell, SquareGrid
from tabletop_ai.maps.common import ImportedPicture, ImportResult, check_size, fail, read_json
from tabletop_ai.maps.homography import scale_translate
from tabletop_ai.maps.imagesize import image_size
from tabletop_ai.maps.picture import MAX_SIDE, MapPicture, sniff_mime
from tabletop_ai.maps.snap import Point, snap_polyline

SUFFIXES = (".dd2vtt", ".uvtt", ".df2vtt")


def _number(v: Any, source: Path, where: str) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise fail(source, where, f"must be a number, not {json_repr(v)}")
    return float(v)


def json_repr(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


def _xy(d: Any, source: Path, where: str) -> Point:
    if not isinstance(d, dict) or "x" not in d or "y" not in d:
        raise fail(source, where, 'must be a point {"x": ..., "y": ...}')
    return _number(d["x"], source, f"{where}.x"), _number(d["y"], source, f"{where}.y")


def read_uvtt(path: str | Path, mark_crossed: bool = False) -> ImportResult:
    """Build a board from a Universal VTT file. Walls become walls on the cell edges they
    follow; pieces that follow no edge are reported (and with ``mark_crossed`` the cells they
    cross become blocking terrain); portals become doors (``closed`` → closed)."""
    source = Path(path)
    data = read_json(source)
    if not isinstance(data, dict):
        raise fail(source, "", "is not a Universal VTT map (the top level is not an object)")
    res = data.get("resolution")
    if not isinstance(res, dict):
        raise fail(source, "resolution", "is missing: not a Universal VTT map")
    size = _xy(res.get("map_size"), source, "resolution.map_size")
    origin = _xy(res.get("map_origin", {"x": 0, "y": 0}), source, "resolution.map_origin")
    ppg = _number(res.get("pixels_per_grid"), source, "resolution.pixels_per_grid")
    if ppg <= 0:
        raise fail(source, "resolution.pixels_per_grid", f"is {ppg:g}; it must be positive")
    width, height = math.ceil(size[0] - 1e-6), math.ceil(size[1] - 1e-6)
    check_size(source, "resolution.map_size", width, height)
    grid = SquareGrid(width, height)
    board = Board(
        grid=grid, name=source.stem.replace("_", " "), rules=RuleOptions(preset="imperial-assault")
    )
    notes: list[str] = []
    walls: list[Any] = []
    for key in ("line_of_sight", "objects_line_of_sight"):
        lines = data.get(key, [])
        if not isinstance(lines, list):
            raise fail(source, key, "must be a list of polylines")
        walls.extend((f"{key}[{i}]", line) for i, line in enumerate(lines))
    crossed: list[Cell] = []
    seen = set()
    for where, line in walls:
        if not isinstance(line, list):
            raise fail(source, where, "must be a list of points")
        pts = [_shift(_xy(p, source, f"{where}[{j}]"), origin) for j, p in enumerate(line)]
        snapped = snap_polyline(grid, pts)
        for e in snapped.edges:
            if e not in seen:
                seen.add(e)
                board.walls.append(e)
        for s0, s1 in snapped.off_grid:
            notes.append(
                f"{source.name}: {where} piece ({s0[0]:g},{s0[1]:g})-({s1[0]:g},"
                f"{s1[1]:g}) does not follow cell edges"
                + (
                    "; the cells it crosses are marked blocking"
                    if mark_crossed
                    else " (not imported; --mark-crossed marks the cells it crosses blocking)"
                )
            )
        crossed.extend(c for c in snapped.crossed if c not in crossed)
    if mark_crossed:
        for c in crossed:
            board.terrain[c] = "blocking"
    portals = data.get("portals", [])
    if not isinstance(portals, list):
        raise fail(source, "portals", "must be a list")
    n_door = 0
    for i, portal in enumerate(portals):
        where = f"portals[{i}]"
        if not isinstance(portal, dict):
            raise fail(source, where, "must be an object")
        bounds = portal.get("bounds")
        if not isinstance(bounds, list) or len(bounds) != 2:
            raise fail(source, f"{where}.bounds", "must be two points")
        a = _shift(_xy(bounds[0], source, f"{where}.bounds[0]"), origin)
        b = _shift(_xy(bounds[1], source, f"{where}.bounds[1]"), origin)
        closed = portal.get("closed", True)
        snapped = snap_polyline(grid, [a, b])
        if snapped.off_grid or not snapped.edges:
            notes.append(
                f"{source.name}: {where} from ({a[0]:g},{a[1]:g}) to ({b[0]:g},"
                f"{b[1]:g}) does not lie on a cell edge inside the map (not imported)"
            )
            continue
        for e in snapped.edges:
            if e in seen:  # a door drawn over a wall: the door wins
                board.walls.remove(e)
                seen.discard(e)
            if board.door(e.a, e.b) is None:
                n_door += 1
                board.doors.append(Door(between=e, id=f"d{n_door}", open=not bool(closed)))
    picture = _picture(data, source, size, notes)
    notes.insert(
        0,
        f"{source.name}: {width}x{height} square map, {len(board.walls)} wall "
        f"edges, {len(board.doors)} doors"
        + (
            f", picture {picture.picture.size[0]}x{picture.picture.size[1]}"
            if picture
            else ", no picture"
        ),
    )
    return ImportResult(board, picture, notes)


def _shift(p: Point, origin: Point) -> Point:
    return p[0] - origin[0], p[1] - origin[1]


def _picture(
    data: dict[str, Any], source: Path, size: Point, notes: list[str]
) -> ImportedPicture | None:
    text = data.get("image")
    if text is None or text == "":
        return None
    if not isinstance(text, str):
        raise fail(source, "image", "must be base64 text")
    if text.startswith("data:"):
        _head, comma, text = text.partition(",")
        if not comma:
            raise fail(source, "image", "is a data: URI without a comma before its data")
    try:
        raw = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise fail(source, "image", "is not valid base64") from None
    mime = sniff_mime(raw)
    if mime is None:
        notes.append(f"{source.name}: image is not a PNG, JPEG or WebP picture (left out)")
        return None
    dims = image_size(raw)
    if dims is None:
        notes.append(f"{source.name}: image: its size cannot be read (left out)")
        return None
    w, h = dims
    if min(w, h) < 1:
        notes.append(f"{source.name}: image: its header says {w}x{h} pixels (left out)")
        return None
    if max(w, h) > MAX_SIDE:
        notes.append(
            f"{source.name}: image is {w}x{h} pixels; pictures of at most {MAX_SIDE} "
            f"pixels a side are used (left out)"
        )
        return None
    # the picture spans the map: its own size fixes the scale (pixels_per_grid rounded)
    transform = scale_translate(size[0] / w, size[1] / h)
    return ImportedPicture(MapPicture(size=(w, h), transform=transform, mime=mime), data=raw)
