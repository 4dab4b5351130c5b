"""Validation: every semantic problem of a board is reported with the file, the JSON path and
the cell (``corridor.board.json: figures[0] "st1" at [9,2] is outside the 8x5 map``)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_ai.board import BoardError, board_from_json, board_problems, validate
from tests.conftest import GLOOMHAVEN_CASES

BASE: dict[str, Any] = {
    "format": "tabletop-ai/board",
    "version": 1,
    "grid": {"type": "square", "width": 8, "height": 5},
    "rows": ["........", "..#.....", "..x~....", "........", "----...."],
    "points": [{"id": "p1", "kind": "reposition", "at": [7, 0]}],
    "figures": [
        {"id": "st1", "side": "ai", "group": "g", "at": [0, 0]},
        {"id": "luke", "side": "player", "at": [7, 3]},
    ],
    "groups": [{"id": "g", "figures": ["st1"], "instructions": [{"type": "attack"}]}],
}


def problems(**changes: Any) -> list[str]:
    """The lines a board with ``changes`` applied to ``BASE`` is reported with."""
    data = copy.deepcopy(BASE)
    data.update(changes)
    try:
        board_from_json(data, "corridor.board.json")
    except BoardError as exc:
        return str(exc).splitlines()
    return []


def test_base_board_is_valid() -> None:
    assert problems() == []


def fig(fid: str, at: list[int], **kw: Any) -> dict[str, Any]:
    return {"id": fid, "side": kw.pop("side", "ai"), "at": at, **kw}


LUKE = {"id": "luke", "side": "player", "at": [7, 3]}


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        # figures
        (
            {"figures": [fig("st1", [9, 2]), LUKE]},
            'corridor.board.json: figures[0] "st1" at [9,2] is outside the 8x5 map',
        ),
        (
            {"figures": [fig("st1", [6, 0], size=[3, 1]), LUKE]},
            'corridor.board.json: figures[0] "st1" at [6,0] with size [3, 1] reaches [8,0], '
            "outside the 8x5 map",
        ),
        (
            {"figures": [fig("st1", [0, 4]), LUKE]},
            'corridor.board.json: figures[0] "st1" at [0,4] stands on a no-cell square ("-")',
        ),
        (
            {"figures": [fig("st1", [2, 1]), LUKE]},
            'corridor.board.json: figures[0] "st1" at [2,1] stands on blocking terrain, which only '
            "Mobile or Massive figures may end on",
        ),
        (
            {"figures": [fig("st1", [0, 0]), fig("st2", [0, 0]), LUKE]},
            'corridor.board.json: figures[1] "st2" at [0,0] stands on the same cell as "st1"',
        ),
        # a large figure overlapping a small one on one of its other cells
        (
            {"figures": [fig("big", [4, 0], size=[2, 2]), fig("st1", [5, 1]), LUKE]},
            'corridor.board.json: figures[1] "st1" at [5,1] stands on the same cell as "big"',
        ),
        (
            {"figures": [fig("st1", [0, 0]), fig("st1", [1, 0]), LUKE]},
            'corridor.board.json: figures[1] id "st1" is used twice',
        ),
        (
            {"figures": [fig("st1", [0, 0], health=4, max_health=3), LUKE]},
            'corridor.board.json: figures[0] "st1" has health 4 above its max_health 3',
        ),
        # walls, doors, edges
        (
            {"walls": [[[0, 0], [2, 0]]]},
            "corridor.board.json: walls[0] [0,0]-[2,0]: these cells do not share an edge",
        ),
        (
            {"walls": [[[0, 0], [1, 1]]]},  # diagonal cells share a corner, not an edge
            "corridor.board.json: walls[0] [0,0]-[1,1]: these cells do not share an edge",
        ),
        (
            {"walls": [[[7, 0], [8, 0]]]},
            "corridor.board.json: walls[0] [7,0]-[8,0]: [8,0] is outside the 8x5 map (the map "
            "border is a wall already)",
        ),
        (
            {"doors": [{"between": [[1, 1], [1, 3]]}]},
            "corridor.board.json: doors[0] [1,1]-[1,3]: these cells do not share an edge",
        ),
        (
            {"edges": [{"between": [[0, -1], [0, 0]], "kind": "blocking"}]},
            "corridor.board.json: edges[0] [0,-1]-[0,0]: [0,-1] is outside the 8x5 map",
        ),
        # points
        (
            {"points": [{"id": "p1", "kind": "spawn", "at": [3, 9]}]},
            'corridor.board.json: points[0] "p1" at [3,9] is outside the 8x5 map',
        ),
        (
            {
                "points": [
                    {"id": "p1", "kind": "spawn", "at": [3, 0]},
                    {"id": "p1", "kind": "spawn", "at": [4, 0]},
                ]
            },
            'corridor.board.json: points[1] id "p1" is used twice',
        ),
        # groups and the ids they name
        (
            {"groups": [{"id": "g", "figures": ["st1"]}, {"id": "g", "figures": []}]},
            'corridor.board.json: groups[1] id "g" is used twice',
        ),
        (
            {"groups": [{"id": "g", "figures": ["st1", "ghost"]}]},
            'corridor.board.json: groups[0].figures[1] "ghost" names no figure',
        ),
        (
            {
                "groups": [
                    {
                        "id": "g",
                        "figures": ["st1"],
                        "instructions": [{"type": "attack", "target": "leia"}],
                    }
                ]
            },
            'corridor.board.json: groups[0].instructions[0].target "leia" names no figure',
        ),
        (
            {
                "groups": [
                    {
                        "id": "g",
                        "figures": ["st1"],
                        "instructions": [{"type": "move_to_reposition", "point": "nowhere"}],
                    }
                ]
            },
            'corridor.board.json: groups[0].instructions[0].point "nowhere" names no point',
        ),
        (
            {"mission": {"priority_target": "vader"}},
            'corridor.board.json: mission.priority_target "vader" names no figure',
        ),
        (
            {
                "doors": [
                    {"id": "d1", "between": [[0, 0], [1, 0]]},
                    {"id": "d1", "between": [[0, 1], [1, 1]]},
                ]
            },
            'corridor.board.json: doors[1] id "d1" is used twice',
        ),
        # centre-line sight is the hex rule (the engine would have nothing to draw it with)
        (
            {"rules": {"los": "center-line"}},
            "corridor.board.json: rules.los center-line sight is for hex grids",
        ),
        # structure the schema cannot see
        ({"rows": ["........"] * 4}, "corridor.board.json: rows has 4 rows; the grid is 5 high"),
        (
            {"rows": ["........", ".......", "........", "........", "........"]},
            "corridor.board.json: rows[1] has 7 characters; the grid is 8 wide",
        ),
        (
            {"terrain": [{"at": [8, 0], "kind": "blocking"}]},
            "corridor.board.json: terrain[0] [8,0] is outside the 8x5 map",
        ),
        # schema problems name the JSON path
        (
            {"figures": [{"id": "st1", "side": "rebel", "at": [0, 0]}]},
            "corridor.board.json: figures[0].side 'rebel' is not one of ['ai', 'player']",
        ),
        (
            {"rows": ["........", "..?.....", "........", "........", "........"]},
            "corridor.board.json: rows[1] '..?.....' does not match",
        ),
        ({"rules": {"tie": {"compass": "NE"}}}, "corridor.board.json: rules.tie"),
    ],
)
def test_problem_messages(changes: dict[str, Any], expected: str) -> None:
    lines = problems(**changes)
    assert any(line.startswith(expected) for line in lines), lines


HEX = {"type": "hex", "orientation": "pointy", "offset": "odd-r", "width": 8, "height": 5}


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        (
            {"grid": {**HEX, "offset": "odd-q"}},
            "corridor.board.json: grid orientation 'pointy' does not go with offset 'odd-q'",
        ),
        (
            {"grid": {**HEX, "orientation": "flat", "offset": "even-r"}},
            "corridor.board.json: grid orientation 'flat' does not go with offset 'even-r'",
        ),
        (
            {"grid": HEX, "rules": {"los": "corner-to-corner"}},
            "corridor.board.json: rules.los corner-to-corner sight is for square grids",
        ),
        (
            {"grid": HEX, "figures": [fig("st1", [0, 0], size=[2, 1]), LUKE]},
            'corridor.board.json: figures[0] "st1" has size [2, 1]; large figures are only '
            "supported on square grids",
        ),
        # on an odd-r grid [1,1] and [0,0] are not neighbours ([0,0]'s row is even: its lower
        # neighbours are [-1,1] and [0,1])
        (
            {"grid": HEX, "walls": [[[0, 0], [1, 1]]]},
            "corridor.board.json: walls[0] [0,0]-[1,1]: these cells do not share an edge",
        ),
    ],
)
def test_hex_problem_messages(changes: dict[str, Any], expected: str) -> None:
    lines = problems(**changes)
    assert any(line.startswith(expected) for line in lines), lines


def test_every_problem_is_reported_and_first_line_counts_the_rest() -> None:
    data = copy.deepcopy(BASE)
    data["figures"] = [fig("st1", [9, 2]), fig("st2", [0, 4]), LUKE]
    data["mission"] = {"priority_target": "vader"}
    with pytest.raises(BoardError) as exc:
        board_from_json(data, "corridor.board.json")
    assert len(exc.value.problems) == 3
    assert exc.value.first_line() == (
        'corridor.board.json: figures[0] "st1" at [9,2] is '
        "outside the 8x5 map (and 2 more problems)"
    )


def test_invalid_board_opens_without_check_and_lists_problems() -> None:
    """An editor may open a board that is still being fixed (python-chess's ``status``)."""
    data = copy.deepcopy(BASE)
    data["figures"] = [fig("st1", [9, 2]), LUKE]
    board = board_from_json(data, "corridor.board.json", check=False)
    assert [p.format() for p in board_problems(board)] == [
        'figures[0] "st1" at [9,2] is outside the 8x5 map'
    ]


def test_a_figure_may_be_in_two_groups() -> None:
    # e.g. a Battlecrest board's "emperor" and "emperor-defends" groups share a figure
    assert problems(groups=[{"id": "g", "figures": ["st1"]}, {"id": "h", "figures": ["st1"]}]) == []


def test_mobile_and_massive_may_stand_on_blocking_and_impassable() -> None:
    assert (
        problems(
            figures=[
                fig("st1", [2, 1], keywords=["Mobile"]),
                fig("st2", [2, 2], keywords=["massive"]),
                LUKE,
            ]
        )
        == []
    )


def test_accepted_on_purpose_impassable_ground_and_group_labels() -> None:
    # A flying monster on an obstacle ('x' = impassable) and a figure whose group is only a
    # faction label: both occur in the contract's Gloomhaven conformance boards.
    assert problems(figures=[fig("st1", [2, 2], group="allies"), LUKE]) == []


def test_every_gloomhaven_conformance_board_is_valid() -> None:
    cases = json.loads(GLOOMHAVEN_CASES.read_text(encoding="utf-8"))["cases"]
    for case in cases:
        board_from_json(case["board"], case["id"])  # raises BoardError naming the place


def test_every_semantic_problem_carries_a_stable_code() -> None:
    """Problems carry codes besides their text, and programs (the window's
    placement checks) test the code. Each kind of problem has its own code."""
    from tabletop_ai.board.errors import Problem
    from tabletop_ai.board.io import board_from_json

    data = {
        "format": "tabletop-ai/board",
        "version": 1,
        "name": "codes",
        "grid": {"type": "square", "width": 3, "height": 2},
        "rows": ["#.-", "..."],
        "rules": {"los": "center-line"},
        "walls": [[[0, 0], [2, 0]]],
        "figures": [
            {"id": "a", "side": "ai", "at": [0, 0], "health": 1, "max_health": 1},
            {"id": "a", "side": "ai", "at": [2, 0], "health": 3, "max_health": 1},
            {"id": "c", "side": "player", "at": [1, 1], "health": 1, "max_health": 1},
            {"id": "d", "side": "player", "at": [1, 1], "health": 1, "max_health": 1},
        ],
        "groups": [
            {"id": "g", "figures": ["zz"], "instructions": [{"type": "attack", "target": "nobody"}]}
        ],
        "mission": {"priority_target": "ghost"},
    }
    board = board_from_json(data, "codes", check=False)
    from tabletop_ai.board import board_problems

    codes = {p.code for p in board_problems(board)}
    assert codes >= {
        "los-grid",
        "edge-not-adjacent",
        "figure-terrain",
        "duplicate-id",
        "figure-void",
        "health-above-max",
        "figure-overlap",
        "unknown-figure",
    }
    assert "invalid" not in codes
    assert Problem("x", "y").code == "invalid"  # the default for problems of other files


_WALL_CELL = st.tuples(st.integers(-2, 9), st.integers(-2, 6)).map(list)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.tuples(_WALL_CELL, _WALL_CELL).map(list), max_size=12),
    st.sampled_from(
        [
            {"type": "square", "width": 8, "height": 5},
            {"type": "hex", "orientation": "pointy", "offset": "odd-r", "width": 8, "height": 5},
            {"type": "hex", "orientation": "flat", "offset": "even-q", "width": 8, "height": 5},
        ]
    ),
)
def test_each_bad_wall_is_named_as_the_edge_check_names_it(
    walls: list[Any], grid: dict[str, Any]
) -> None:
    """The walls' loop (the edge check asked only of a wall that is not plainly
    between neighbours on the map) reports exactly what the edge check says of every wall,
    at the same places, on square and hex grids."""
    data = {**copy.deepcopy(BASE), "grid": grid, "walls": walls}
    data.pop("rows")
    board = board_from_json(data, check=False)
    expected = [
        p
        for i, w in enumerate(board.walls)
        if (p := validate._edge_problem(board, w, f"walls[{i}]")) is not None
    ]
    got = [p for p in board_problems(board) if p.where.startswith("walls[")]
    assert [(p.where, str(p.message), p.code) for p in got] == [
        (p.where, str(p.message), p.code) for p in expected
    ]
