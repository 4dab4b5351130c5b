"""The map editor's edits as pure operations: each returns a new board (the one given is left
as it was), says what changed, and writes what the board format says (spec 2: ``open`` is
no terrain entry; spec 3: one thing on an edge, doors with ids, points)."""

from __future__ import annotations

import pytest

from tabletop_ai.board import MapPoint, board_to_json
from tabletop_ai.engine.map_ops import (
    MAP_CHANGED,
    add_point,
    edge_state,
    paint_terrain,
    replace_point,
    resize_map,
    set_edges,
    set_picture,
)
from tabletop_ai.engine.ops import Changes
from tabletop_ai.geometry import Cell, edge
from tests.helpers import ascii_board


def test_paint_sets_and_clears_terrain_without_touching_the_input() -> None:
    board = ascii_board(["..#.", "A...", "...b"])
    before = board_to_json(board)
    res = paint_terrain({Cell(0, 0): "difficult", Cell(2, 0): "open", Cell(1, 1): "open"})(board)
    assert res.state.kind_at(Cell(0, 0)) == "difficult"
    assert res.state.kind_at(Cell(2, 0)) == "open"
    assert Cell(2, 0) not in res.state.terrain  # open is the default: no entry (spec 2)
    assert res.changes == MAP_CHANGED
    # [1,1] was open already: two cells changed, not three
    assert res.log == ["difficult, open painted on 2 cell(s)"]
    assert board_to_json(board) == before
    assert res.state.figures is board.figures  # figures untouched: shared, not copied


def test_painting_what_is_there_changes_nothing() -> None:
    board = ascii_board(["..#."])
    res = paint_terrain({Cell(2, 0): "blocking", Cell(0, 0): "open"})(board)
    assert res.state is board and not res.changes.any


def test_edges_cycle_through_every_state_and_a_door_keeps_its_id() -> None:
    board = ascii_board(["....", "...."])
    e = edge(Cell(1, 0), Cell(2, 0))
    seen = []
    b = board
    for state in ("wall", "door-closed", "door-open", "blocking", "impassable", "none"):
        b = set_edges({e: state})(b).state
        seen.append(edge_state(b, e))
        # one thing stands on an edge at a time (spec 3)
        on_edge = (
            (e in b.walls)
            + sum(d.between == e for d in b.doors)
            + sum(f.between == e for f in b.edges)
        )
        assert on_edge == (0 if state == "none" else 1)
    assert seen == ["wall", "door-closed", "door-open", "blocking", "impassable", "none"]
    closed = set_edges({e: "door-closed"})(board).state
    door = closed.door(Cell(1, 0), Cell(2, 0))
    assert door is not None and door.id == "door1" and not door.open
    opened = set_edges({e: "door-open"})(closed).state
    again = opened.door(Cell(1, 0), Cell(2, 0))
    assert again is not None and again.id == "door1" and again.open
    # a second new door takes the next free id
    e2 = edge(Cell(0, 0), Cell(0, 1))
    two = set_edges({e2: "door-closed"})(closed).state
    assert sorted(d.id for d in two.doors) == ["door1", "door2"]
    assert board.walls == [] and board.doors == []  # the input never changed


def test_an_unknown_edge_state_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown edge state 'gate'"):
        set_edges({edge(Cell(0, 0), Cell(1, 0)): "gate"})


def test_points_are_added_changed_and_removed() -> None:
    board = ascii_board(["....", "...."])
    spawn = MapPoint(kind="spawn", at=Cell(3, 1), id="spawn-1")
    added = add_point(spawn)(board)
    assert added.state.points == [spawn] and added.changes == MAP_CHANGED
    with pytest.raises(ValueError, match='id "spawn-1" is used already'):
        add_point(MapPoint(kind="spawn", at=Cell(0, 0), id="spawn-1"))(added.state)
    with pytest.raises(ValueError, match="off the map"):
        add_point(MapPoint(kind="spawn", at=Cell(9, 0), id="far"))(board)
    base = MapPoint(kind="stronghold", at=Cell(0, 0), id="s1", side="ai")
    b = add_point(base)(added.state).state
    nobody = MapPoint(kind="stronghold", at=Cell(0, 0), id="s1", side=None)
    changed = replace_point(base, nobody)(b)
    assert changed.state.point("s1") == nobody
    removed = replace_point(spawn, None)(changed.state)
    assert [p.id for p in removed.state.points] == ["s1"]
    with pytest.raises(ValueError, match="no spawn spawn-1"):
        replace_point(spawn, None)(removed.state)
    assert board.points == []


def test_picture_record_is_set_and_removed() -> None:
    board = ascii_board(["...."])
    record = {"path": "map.png", "size": [40, 10], "transform": [1, 0, 0, 0, 1, 0, 0, 0, 1]}
    with_pic = set_picture(record)(board)
    assert with_pic.state.extra["picture"] == record
    assert with_pic.changes == Changes(map=True)  # a picture does not change a plan
    assert "picture" not in board.extra
    gone = set_picture(None)(with_pic.state)
    assert "picture" not in gone.state.extra
    assert not set_picture(None)(board).changes.any


def test_resize_keeps_what_fits_and_refuses_to_drop_a_figure() -> None:
    board = ascii_board(["....", "..#.", "A..."])
    board = set_edges({edge(Cell(2, 2), Cell(3, 2)): "wall"})(board).state
    smaller = resize_map(3, 3)(board).state
    assert (smaller.grid.width, smaller.grid.height) == (3, 3)
    assert smaller.walls == []  # the wall stood on the edge of a column now gone
    assert smaller.kind_at(Cell(2, 1)) == "blocking"
    with pytest.raises(ValueError, match=r"A at \[0,2\] would be off a 4x2 map"):
        resize_map(4, 2)(board)
    assert (board.grid.width, board.grid.height) == (4, 3)
