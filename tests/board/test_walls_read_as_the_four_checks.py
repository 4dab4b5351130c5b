"""The one pass over plainly sound walls while a board is read (``board.io.
_plain_walls``) changes nothing a player sees: a board file loads into the same board, or
is refused with the same problems at the same places (board-format.md: bad input gets a
message naming the file and the place), as with the four checks it stands in for (the
inner-list walk of ``count_problems``, the schema's walls loop, ``_walls`` and the edge
check of ``board_problems``). Seeded random boards, their walls bent in the ways a hand
edit or another program bends them, are read both ways."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from tabletop_ai.board import BoardError, board_from_json, io
from tabletop_ai.board import _schema_check as schema_check
from tabletop_ai.board.io import _plain_walls, _schema_problems, _walls, board_to_json
from tabletop_ai.board.limits import _long_list_below, count_problems
from tabletop_ai.board.model import Board
from tabletop_ai.board.validate import _edge_problems, board_problems
from tabletop_ai.geometry.cells import Cell, Edge
from tabletop_ai.i18n import Msg


def _board(rnd: random.Random) -> dict[str, Any]:
    """A sound square board with walls between side-sharing cells, each written either
    way round, and a figure or two."""
    w, h = rnd.randint(1, 12), rnd.randint(1, 12)
    pairs = [((x, y), (x + 1, y)) for y in range(h) for x in range(w - 1)]
    pairs += [((x, y), (x, y + 1)) for y in range(h - 1) for x in range(w)]
    walls = []
    for a, b in rnd.sample(pairs, min(len(pairs), rnd.randint(0, 30))):
        if rnd.random() < 0.3:
            a, b = b, a
        walls.append([list(a), list(b)])
    return {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {"type": "square", "width": w, "height": h},
        "walls": walls,
        "figures": [{"id": "a", "side": "ai", "at": [0, 0]}],
        "groups": [{"id": "g", "figures": ["a"]}],
    }


#: what a wall, a cell or a number may be turned into
_ODD = [
    True,
    False,
    None,
    2.0,
    -1,
    12,
    200,
    201,
    10001,
    -10001,
    "1",
    [],
    [1],
    [1, 2, 3],
    (0, 0),
    {"x": 1},
    [[0, 0]] * 1001,
    [0] * 1001,
]


def _bend(data: dict[str, Any], rnd: random.Random) -> None:
    """One random change of the walls or the grid they are read against."""
    walls = data.get("walls")
    walls = walls if isinstance(walls, list) else []
    # the walls still written as two cells of two numbers (a change below bends one)
    pairs = [
        w
        for w in walls
        if isinstance(w, list)
        and len(w) == 2
        and all(isinstance(c, list) and len(c) == 2 for c in w)
    ]
    grid = data.get("grid")
    grid = grid if isinstance(grid, dict) else {}
    width, height = grid.get("width"), grid.get("height")
    width = width if type(width) is int else 5
    height = height if type(height) is int else 5
    what = rnd.randrange(11)
    if what == 0 and pairs:  # a number
        cell = rnd.choice(rnd.choice(pairs))
        cell[rnd.randrange(2)] = rnd.choice(_ODD)
    elif what == 1 and pairs:  # a cell
        rnd.choice(pairs)[rnd.randrange(2)] = rnd.choice(_ODD)
    elif what == 2 and walls:  # a wall
        walls[rnd.randrange(len(walls))] = rnd.choice(_ODD)
    elif what == 3 and pairs:  # cells that share no side, or the same cell twice
        wall = rnd.choice(pairs)
        x, y = wall[0]
        if type(x) is int and type(y) is int:
            wall[1] = rnd.choice([[x + 1, y + 1], [x, y], [x + 2, y], [x, y - 2], [x - 1, y - 1]])
    elif what == 4 and pairs:  # a wall off the map, just, either way round
        y, x = rnd.randrange(max(height, 1)), rnd.randrange(max(width, 1))
        wall = rnd.choice(
            [
                [[-1, y], [0, y]],
                [[x, -1], [x, 0]],
                [[width - 1, y], [width, y]],
                [[x, height - 1], [x, height]],
            ]
        )
        rnd.choice(pairs)[:] = wall[:: rnd.choice([1, -1])]
    elif what == 10 and pairs:  # a number of the same value and another type
        cell = rnd.choice(rnd.choice(pairs))
        i = rnd.randrange(2)
        if type(cell[i]) is int:
            cell[i] = bool(cell[i]) if cell[i] in (0, 1) and rnd.random() < 0.7 else float(cell[i])
    elif what == 5 and grid:  # the grid
        key = rnd.choice(["type", "width", "height"])
        grid[key] = rnd.choice(
            [*_ODD, "hex", "x" if key == "type" else float(width if key == "width" else height)]
        )
        if grid["type"] == "hex":
            grid.update(orientation="pointy", offset="odd-r")
    elif what == 6:  # not a list of walls
        data["walls"] = rnd.choice([None, {}, "walls", tuple(walls), 3])
    elif what == 7 and pairs:  # a tuple where the file has an array (a caller's data)
        wall = rnd.choice(pairs)
        i = walls.index(wall)
        walls[i] = tuple(wall) if rnd.random() < 0.5 else [tuple(wall[0]), wall[1]]
    elif what == 8:  # more walls than the map has edges
        data["walls"] = walls * 30
    elif what == 9:  # no grid at all, or no walls
        data.pop(rnd.choice(["grid", "walls"]), None)


def _problems(exc: BoardError) -> list[tuple[str, str, Any, str]]:
    """Each problem's place, English text, message form and code."""
    return [
        (
            str(p.where),
            p.message,
            p.message.to_json() if isinstance(p.message, Msg) else None,
            p.code,
        )
        for p in exc.problems
    ]


def _board_read(board: Board) -> tuple[str, Any]:
    for e in board.walls:
        assert type(e) is Edge and type(e.a) is Cell and type(e.b) is Cell
    return "read", (board.walls, json.dumps(board_to_json(board), sort_keys=True))


def _read(data: dict[str, Any], check: bool) -> tuple[str, Any]:
    """``board_from_json`` as it reads boards now."""
    try:
        return _board_read(board_from_json(copy.deepcopy(data), "bent.board.json", check=check))
    except BoardError as exc:
        return "refused", _problems(exc)


def _plain_read(
    data: dict[str, Any], check: bool, monkeypatch: pytest.MonkeyPatch
) -> tuple[str, Any]:
    """``board_from_json`` as it read boards before the one pass: every check in full, in
    its order (sizes, structure, the model, the semantic checks)."""
    data = copy.deepcopy(data)
    problems = count_problems(data) or _schema_problems(data)
    if problems:
        return "refused", _problems(BoardError("bent.board.json", problems))
    with monkeypatch.context() as m:
        m.setattr(io, "_plain_walls", lambda data: None)
        try:
            board = board_from_json(data, "bent.board.json", check=False)
        except BoardError as exc:
            return "refused", _problems(exc)
    if check and (problems := board_problems(board)):
        return "refused", _problems(BoardError("bent.board.json", problems))
    return _board_read(board)


@pytest.mark.parametrize("seed", range(400))
def test_a_board_reads_the_same_with_and_without_the_one_pass(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    rnd = random.Random(seed)
    data = _board(rnd)
    for _ in range(rnd.choice([0, 1, 1, 2, 3])):
        _bend(data, rnd)
    check = rnd.random() < 0.8
    assert _read(data, check) == _plain_read(data, check, monkeypatch), data


@pytest.mark.parametrize("seed", range(400))
def test_what_the_one_pass_accepts_the_four_checks_accept(seed: int) -> None:
    """Plainly sound walls pass the schema's walls loop, hold no long list, lie on the map
    between side-sharing cells, and are the edges ``_walls`` makes of them."""
    rnd = random.Random(seed)
    data = _board(rnd)
    for _ in range(rnd.choice([0, 0, 1, 2])):
        _bend(data, rnd)
    got = _plain_walls(data)
    if got is None:
        return
    walls = data["walls"]
    assert schema_check._quick_walls(walls)
    assert not _long_list_below(walls)
    assert got == _walls(walls)
    board = board_from_json({k: v for k, v in data.items() if k != "walls"}, "x", check=False)
    assert _edge_problems(board, got, "walls") == []
    # and the compiled check takes the caller's word for them
    assert schema_check.validate(data, vouched=("walls",)) is data


def test_the_one_pass_is_taken_for_a_sound_board() -> None:
    data = _board(random.Random(1))
    data["walls"] = [[[0, 0], [1, 0]], [[1, 1], [1, 0]]]
    data["grid"].update(width=3, height=3)
    assert _plain_walls(data) == [Edge(Cell(0, 0), Cell(1, 0)), Edge(Cell(1, 0), Cell(1, 1))]
