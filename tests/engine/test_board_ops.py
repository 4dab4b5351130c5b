"""The window's board edits as pure operations (issue 9 item 5): each returns a new board,
never changes the one it was given, and says what changed; placement asks the board's own
checks about a board value with the figure moved."""

from __future__ import annotations

import copy

from tabletop_ai.board import Figure, board_to_json, load_board
from tabletop_ai.board.placement import new_figure_problem, placement_problem
from tabletop_ai.engine.board_ops import (
    add_figure,
    move_figures,
    remove_figures,
)
from tabletop_ai.engine.ops import Changes
from tabletop_ai.geometry import Cell
from tests.conftest import MAPS

DEMO = MAPS / "outpost-raid.board.json"


def test_move_add_remove_leave_the_input_alone() -> None:
    board = load_board(DEMO)
    before = board_to_json(board)
    moved = move_figures({"scout": Cell(4, 10)})(board)
    assert moved.state.figure("scout").at == Cell(4, 10)
    assert moved.changes == Changes(figures=True, plan=True)
    assert moved.log == ["Scout [4,9] → [4,10]"]
    added = add_figure(Figure(id="tr9", side="ai", at=Cell(0, 0), group="troopers"))(board)
    assert "tr9" in added.state.group("troopers").figures
    assert added.changes.groups and added.changes.figures
    removed = remove_figures(["tr1"])(board)
    assert removed.state.find_figure("tr1") is None
    assert "tr1" not in removed.state.group("troopers").figures
    assert board_to_json(board) == before  # none of the three touched the input


def test_nothing_to_do_changes_nothing() -> None:
    board = load_board(DEMO)
    same = move_figures({"scout": board.figure("scout").at})(board)
    assert not same.changes.any and same.log == []
    assert not remove_figures(["nobody"])(board).changes.any


def test_placement_problems_do_not_touch_the_board() -> None:
    # outpost-raid rows: row 5 is "###.#####...x..." — [0,5] is blocking terrain, which only
    # Mobile or Massive figures may end on; nor may a figure stand on another or off the map
    board = load_board(DEMO)
    before = board_to_json(board)
    assert placement_problem(board, "scout", Cell(4, 10)) is None
    assert placement_problem(board, "scout", Cell(0, 5)) is not None
    taken = placement_problem(board, "scout", Cell(6, 8))
    assert taken is not None and "already stands there" in taken
    assert placement_problem(board, "scout", Cell(20, 20)) == "Scout would stand off the map"
    # a 2x2 scout at [4,9] would cover row 11, "------": no cells there
    assert placement_problem(board, "scout", Cell(4, 10), (2, 2)) is not None
    fig = copy.deepcopy(board.figure("scout"))
    fig.id, fig.at = "scout2", Cell(0, 5)
    assert new_figure_problem(board, fig) is not None
    fig.at = Cell(0, 0)
    assert new_figure_problem(board, fig) is None
    assert board_to_json(board) == before


def test_placement_reads_problem_codes_not_texts() -> None:
    from tabletop_ai.board.validate import board_problems

    board = load_board(DEMO)
    # a scout with health above its max is a board problem, but not about where it stands:
    # it may still be moved (spec 4 keeps health and place apart)
    board.figure("scout").health = board.figure("scout").max_health + 5
    codes = {p.code for p in board_problems(board)}
    assert "health-above-max" in codes
    assert placement_problem(board, "scout", Cell(4, 10)) is None
    # the placement problems carry their codes
    moved = copy.deepcopy(board)
    moved.figure("scout").at = Cell(0, 5)  # blocking
    assert "figure-terrain" in {p.code for p in board_problems(moved)}
    moved.figure("scout").at = Cell(30, 5)
    assert "figure-off-map" in {p.code for p in board_problems(moved)}
    moved.figure("scout").at = Cell(6, 8)  # the Duelist's cell
    assert "figure-overlap" in {p.code for p in board_problems(moved)}
