"""The one operation style: a pure operation returns a new document, the
window runs it as ONE undo step and says what changed."""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path

import pytest

from tabletop_ai.board import Board, load_board
from tabletop_ai.engine.ops import NOTHING, Changes, OpResult, board_changes, board_op
from tabletop_ai.geometry import Cell
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.ops import OpCommand, run_op
from tests.conftest import MAPS

DEMO = MAPS / "outpost-raid.board.json"


def move_first_figure(board: Board) -> OpResult[Board]:
    """A toy operation: the first figure one cell to the right, on a copy."""
    fig = board.figures[0]
    fig = dataclasses.replace(fig, at=Cell(fig.at.x + 1, fig.at.y))
    new = board.with_figure(fig)
    return OpResult(new, [f"{fig.label} moves to {fig.at!r}"], Changes(figures=True, plan=True))


def test_changes_combine_and_name() -> None:
    c = Changes(figures=True) | Changes(plan=True)
    assert c == Changes(figures=True, plan=True)
    assert c.names() == ["figures", "plan"]
    assert c.any and not NOTHING.any
    assert Changes.everything().names() == ["figures", "map", "groups", "game_state", "plan"]


def test_board_changes_sees_each_part() -> None:
    board = load_board(DEMO)
    moved = move_first_figure(board).state
    assert board_changes(board, moved) == Changes(figures=True, plan=True)
    walled = board.copy()
    walled.terrain[Cell(0, 0)] = "blocking"
    assert board_changes(board, walled) == Changes(map=True, plan=True)
    assert board_changes(board, board.copy()) == NOTHING


def test_board_op_from_a_pure_function() -> None:
    board = load_board(DEMO)

    def empty(b: Board) -> Board:
        return b.with_group(dataclasses.replace(b.groups[0], figures=[]))

    result = board_op(empty, "emptied a group")(board)
    assert result.changes == Changes(groups=True, plan=True)
    assert result.log == ["emptied a group"]
    assert board.groups[0].figures  # the input kept its figure list


def test_run_op_is_one_undo_step_and_undo_restores(qtbot: object) -> None:
    doc = Document(load_board(DEMO), DEMO)
    before = copy.deepcopy(doc.board)
    old_obj = doc.board
    seen: list[Changes] = []
    shown: list[str] = []
    doc.changed.connect(seen.append)
    result = run_op(doc, move_first_figure, "Nudge", shown.append)
    # the input was not mutated: the old board object is still as it was
    assert board_changes(old_obj, before) == NOTHING
    assert doc.board is result.state
    assert doc.board.figures[0].at == Cell(before.figures[0].at.x + 1, before.figures[0].at.y)
    assert doc.undo_stack.count() == 1
    assert isinstance(doc.undo_stack.command(0), OpCommand)
    assert doc.undo_stack.undoText() == "Nudge"
    assert seen == [Changes(figures=True, plan=True)]
    assert shown == [result.log[0]]
    assert doc.dirty
    doc.undo_stack.undo()
    assert doc.board is old_obj
    assert board_changes(doc.board, before) == NOTHING
    assert not doc.dirty
    assert len(seen) == 2
    doc.undo_stack.redo()
    assert doc.board.figures[0].at == result.state.figures[0].at


def test_an_op_that_changes_nothing_makes_no_undo_step(qtbot: object) -> None:
    doc = Document(load_board(DEMO), DEMO)
    shown: list[str] = []
    run_op(doc, lambda b: OpResult(b, ["nothing to do"]), "Nothing", shown.append)
    assert doc.undo_stack.count() == 0
    assert shown == ["nothing to do"]


def test_a_failing_op_leaves_the_document_alone(qtbot: object) -> None:
    doc = Document(load_board(DEMO), DEMO)
    before = copy.deepcopy(doc.board)

    def broken(b: Board) -> OpResult[Board]:
        raise ValueError("no such card")

    with pytest.raises(ValueError, match="no such card"):
        run_op(doc, broken, "Broken")
    assert board_changes(doc.board, before) == NOTHING
    assert doc.undo_stack.count() == 0


def test_runs_with_one_merge_key_are_one_undo_step(qtbot: object) -> None:
    doc = Document(load_board(DEMO), DEMO)
    old_obj = doc.board
    seen: list[Changes] = []
    doc.changed.connect(seen.append)
    run_op(doc, move_first_figure, "Nudge", merge="nudge")
    run_op(doc, move_first_figure, "Nudge", merge="nudge")
    assert doc.undo_stack.count() == 1
    assert doc.board.figures[0].at == Cell(old_obj.figures[0].at.x + 2, old_obj.figures[0].at.y)
    run_op(doc, move_first_figure, "Nudge")  # no key: a step of its own
    assert doc.undo_stack.count() == 2
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.board is old_obj
    assert len(seen) == 5  # three runs, two undos: one signal each


def test_op_command_is_the_only_undo_command() -> None:
    """Every edit is an operation run by ``run_op``: no module defines another
    ``QUndoCommand`` or pushes on an undo stack itself."""
    import ast

    import tabletop_ai

    src = Path(tabletop_ai.__file__).parent
    commands, pushes = [], []
    for path in sorted(src.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = str(path.relative_to(src))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and any(
                ast.unparse(b).endswith("QUndoCommand") for b in node.bases
            ):
                commands.append(f"{where}:{node.name}")
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "push"
                and ast.unparse(node.func.value).endswith("undo_stack")
            ):
                pushes.append(where)
    assert commands == ["ui/editor/ops.py:OpCommand"]
    assert pushes == ["ui/editor/ops.py"]
