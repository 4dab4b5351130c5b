"""The map editor's edits as operations (:mod:`tabletop_ai.engine.ops`): paint terrain, put
walls, doors and edge terrain on cell edges, place, change and remove map points, set the
picture under the grid, resize the map. Each takes a board and returns a new one (the input is
never changed), the lines for the log and what changed; the window runs them through
``tabletop_ai.ui.editor.ops.run_op`` as one undo step each.

The records follow the board format: terrain by cell with ``open`` left out (spec 2), walls,
doors and edge terrain on the edge between two cells (spec 3), points (spec 3).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from tabletop_ai.board.model import Board, Door, EdgeFeature, MapPoint
from tabletop_ai.engine.ops import Changes, Op, OpResult
from tabletop_ai.geometry import Cell, Edge, HexGrid, SquareGrid
from tabletop_ai.maps.picture import PICTURE

MAP_CHANGED = Changes(map=True, plan=True)

#: what can stand on a cell edge, in the order the edge tool offers them (spec 3: a wall, a
#: door closed or open, blocking or impassable terrain lying on the edge)
EDGE_STATES = ("none", "wall", "door-closed", "door-open", "blocking", "impassable")


def paint_terrain(kinds: Mapping[Cell, str]) -> Op[Board]:
    """Give cells a terrain kind (``open`` clears the cell: open is the format's default)."""
    wanted = dict(kinds)

    def op(board: Board) -> OpResult[Board]:
        changed = {c: k for c, k in wanted.items() if board.kind_at(c) != k}
        if not changed:
            return OpResult(board)
        terrain = dict(board.terrain)
        for cell, kind in changed.items():
            if kind == "open":
                terrain.pop(cell, None)
            else:
                terrain[cell] = kind
        new = dataclasses.replace(board, terrain=terrain)
        painted = sorted(set(changed.values()))
        return OpResult(
            new, [f"{', '.join(painted)} painted on {len(changed)} cell(s)"], MAP_CHANGED
        )

    return op


def edge_state(board: Board, e: Edge) -> str:
    """What stands on edge ``e``: one of :data:`EDGE_STATES`."""
    if e in board.walls:
        return "wall"
    for d in board.doors:
        if d.between == e:
            return "door-open" if d.open else "door-closed"
    for f in board.edges:
        if f.between == e:
            return f.kind
    return "none"


def _door_id(used: set[str]) -> str:
    n = 1
    while f"door{n}" in used:
        n += 1
    return f"door{n}"


def set_edges(states: Mapping[Edge, str]) -> Op[Board]:
    """Put ``state`` (one of :data:`EDGE_STATES`) on each edge, replacing what stood there.
    A door that stays a door keeps its id and its other fields; a new door gets the first
    free ``doorN`` id."""
    wanted = dict(states)
    for state in wanted.values():
        if state not in EDGE_STATES:
            raise ValueError(f"unknown edge state {state!r}")

    def op(board: Board) -> OpResult[Board]:
        changed = {e: s for e, s in wanted.items() if edge_state(board, e) != s}
        if not changed:
            return OpResult(board)
        walls = [w for w in board.walls if w not in changed]
        old_doors = {d.between: d for d in board.doors}
        doors = [d for d in board.doors if d.between not in changed]
        edges = [f for f in board.edges if f.between not in changed]
        used = {d.id for d in board.doors}
        for e, state in changed.items():
            if state == "wall":
                walls.append(e)
            elif state.startswith("door"):
                is_open = state == "door-open"
                old = old_doors.get(e)
                if old is not None:
                    doors.append(dataclasses.replace(old, open=is_open))
                else:
                    door_id = _door_id(used)
                    used.add(door_id)
                    doors.append(Door(between=e, id=door_id, open=is_open))
            elif state in ("blocking", "impassable"):
                edges.append(EdgeFeature(between=e, kind=state))
        new = dataclasses.replace(board, walls=walls, doors=doors, edges=edges)
        log = [f"{e!r}: {s.replace('-', ' ')}" for e, s in changed.items()]
        return OpResult(new, log, MAP_CHANGED)

    return op


def add_point(point: MapPoint) -> Op[Board]:
    """Put a map point on the board (spec 3: spawn, stronghold, outpost, ...)."""

    def op(board: Board) -> OpResult[Board]:
        if point.id and board.point(point.id) is not None:
            raise ValueError(f'id "{point.id}" is used already')
        if not board.grid.contains(point.at):
            raise ValueError(f"{point.at!r} is off the map")
        new = dataclasses.replace(board, points=[*board.points, point])
        return OpResult(new, [f"{point.kind} {point.id} placed at {point.at!r}"], MAP_CHANGED)

    return op


def replace_point(old: MapPoint, new: MapPoint | None) -> Op[Board]:
    """The first point equal to ``old`` becomes ``new`` (None: it is removed). ValueError when
    the board has no such point."""

    def op(board: Board) -> OpResult[Board]:
        points = list(board.points)
        try:
            i = points.index(old)
        except ValueError:
            raise ValueError(f"no {old.kind} {old.id} at {old.at!r}") from None
        if new is None:
            del points[i]
            line = f"{old.kind} {old.id} at {old.at!r} removed"
        elif new == old:
            return OpResult(board)
        else:
            points[i] = new
            line = f"{new.kind} {new.id} at {new.at!r} changed"
        return OpResult(dataclasses.replace(board, points=points), [line], MAP_CHANGED)

    return op


def set_picture(record: dict[str, Any] | None) -> Op[Board]:
    """Set, change or remove (None) the picture under the grid (:mod:`tabletop_ai.maps.
    picture`: the ``picture`` record, stored as written)."""

    def op(board: Board) -> OpResult[Board]:
        if PICTURE.raw(board) == record:
            return OpResult(board)
        new = dataclasses.replace(board, extra=PICTURE.with_raw(board.extra, record))
        line = "map picture removed" if record is None else "map picture set"
        return OpResult(new, [line], Changes(map=True))

    return op


def resized(board: Board, width: int, height: int) -> tuple[Board | None, str]:
    """A copy of ``board`` with a ``width`` x ``height`` grid, dropping terrain, edges and
    points that fall off; None and the reason when a figure would fall off."""
    g = board.grid
    grid = (
        HexGrid(width, height, g.orientation, g.offset)
        if isinstance(g, HexGrid)
        else SquareGrid(width, height)
    )
    for f in board.figures:
        for c in f.cells():
            if not grid.contains(c):
                return None, (
                    f"{f.label} at {f.at!r} would be off a {width}x{height} map; "
                    f"move or delete it first"
                )

    def keep(a: Cell, b: Cell) -> bool:
        return grid.contains(a) and grid.contains(b)

    return dataclasses.replace(
        board,
        grid=grid,
        terrain={c: k for c, k in board.terrain.items() if grid.contains(c)},
        walls=[w for w in board.walls if keep(w.a, w.b)],
        doors=[d for d in board.doors if keep(d.between.a, d.between.b)],
        edges=[e for e in board.edges if keep(e.between.a, e.between.b)],
        points=[p for p in board.points if grid.contains(p.at)],
    ), ""


def resize_map(width: int, height: int) -> Op[Board]:
    """The map ``width`` x ``height`` (:func:`resized`); ValueError with the reason when a
    figure would fall off."""

    def op(board: Board) -> OpResult[Board]:
        if (board.grid.width, board.grid.height) == (width, height):
            return OpResult(board)
        new, why = resized(board, width, height)
        if new is None:
            raise ValueError(why)
        return OpResult(new, [f"map resized to {width}x{height}"], MAP_CHANGED)

    return op


__all__ = [
    "EDGE_STATES",
    "MAP_CHANGED",
    "add_point",
    "edge_state",
    "paint_terrain",
    "replace_point",
    "resize_map",
    "resized",
    "set_edges",
    "set_picture",
]
