"""The window's board edits as pure operations: each returns a new board,
never changes the one it was given, and says what changed; placement asks the board's own
checks about a board value with the figure moved."""

from __future__ import annotations

import copy
import dataclasses

import pytest

from tabletop_ai.board import Board, Figure, Group, Instruction, board_to_json, load_board
from tabletop_ai.board.placement import new_figure_problem, placement_problem
from tabletop_ai.engine.board_ops import (
    add_figure,
    add_group,
    delete_group,
    edit_figure,
    move_figures,
    remove_figures,
    set_instructions,
)
from tabletop_ai.engine.ops import Changes
from tabletop_ai.geometry import Cell
from tests.conftest import MAPS
from tests.helpers import ascii_board

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
    fig = dataclasses.replace(board.figure("scout"), id="scout2", at=Cell(0, 5))
    assert new_figure_problem(board, fig) is not None
    fig = dataclasses.replace(fig, at=Cell(0, 0))
    assert new_figure_problem(board, fig) is None
    assert board_to_json(board) == before


def test_placement_reads_problem_codes_not_texts() -> None:
    from tabletop_ai.board.validate import board_problems

    board = load_board(DEMO)
    # a scout with health above its max is a board problem, but not about where it stands:
    # it may still be moved (spec 4 keeps health and place apart)
    board.update_figure("scout", health=board.figure("scout").max_health + 5)
    codes = {p.code for p in board_problems(board)}
    assert "health-above-max" in codes
    assert placement_problem(board, "scout", Cell(4, 10)) is None
    # the placement problems carry their codes
    moved = copy.deepcopy(board)
    moved.update_figure("scout", at=Cell(0, 5))  # blocking
    assert "figure-terrain" in {p.code for p in board_problems(moved)}
    moved.update_figure("scout", at=Cell(30, 5))
    assert "figure-off-map" in {p.code for p in board_problems(moved)}
    moved.update_figure("scout", at=Cell(6, 8))  # the Duelist's cell
    assert "figure-overlap" in {p.code for p in board_problems(moved)}


def _two_groups() -> Board:
    return ascii_board(
        ["AB..", "...c"],
        groups=[
            {"id": "g1", "figures": ["A", "B"], "instructions": [{"type": "attack"}]},
            {"id": "g2", "figures": [], "instructions": []},
        ],
    )


def test_edit_figure_sets_fields_and_keeps_group_lists_in_step() -> None:
    board = _two_groups()
    before = board_to_json(board)
    res = edit_figure("B", {"name": "Brute", "speed": 6})(board)
    assert (res.state.figure("B").name, res.state.figure("B").speed) == ("Brute", 6)
    assert res.changes == Changes(figures=True, plan=True)
    assert res.log == ["B: name, speed"]
    # spec 4-5: a figure's group and the group's figure list say the same
    moved = edit_figure("B", {"group": "g2"})(board).state
    assert moved.figure("B").group == "g2"
    assert moved.group("g1").figures == ["A"] and moved.group("g2").figures == ["B"]
    with pytest.raises(KeyError):
        edit_figure("B", {"group": "nowhere"})(board)
    with pytest.raises(ValueError, match="no field colour"):
        edit_figure("B", {"colour": "red"})
    assert not edit_figure("B", {"speed": board.figure("B").speed})(board).changes.any
    assert board_to_json(board) == before


def test_groups_are_added_deleted_and_given_instructions() -> None:
    board = _two_groups()
    before = board_to_json(board)
    added = add_group(Group(id="g3", figures=["B"]))(board).state
    assert added.figure("B").group == "g3" and added.group("g1").figures == ["A"]
    with pytest.raises(ValueError, match='already a group "g1"'):
        add_group(Group(id="g1"))(board)
    gone = delete_group("g1")(board)
    assert gone.state.find_group("g1") is None
    assert gone.state.figure("A").group is None  # its figures stay, in no group
    assert gone.changes == Changes(figures=True, groups=True, plan=True)
    moves = [Instruction("move", {"mp": 2}), Instruction("attack")]
    given = set_instructions("g1", moves)(board)
    assert given.state.group("g1").instructions == moves
    assert given.changes == Changes(groups=True, plan=True)
    assert given.log == ["g1 instructions: move, attack"]
    assert not set_instructions("g1", board.group("g1").instructions)(board).changes.any
    assert board_to_json(board) == before
