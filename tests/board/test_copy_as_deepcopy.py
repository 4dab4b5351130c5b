"""``Board.copy`` and the records' ``__deepcopy__`` (``model._copy_value`` and
``_copy_record`` instead of the generic deep copy) keep the deep copy's meaning, on the full
example board and seeded random boards: the copy writes out the same file, has the same
types and fields everywhere, shares no list, dict, set, record or grid with the original
(only immutable values: text, numbers, cells, edges, tuples of those), and a value held
twice is copied once, as ``copy.deepcopy`` does."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tabletop_ai.board import board_from_json, board_to_json
from tabletop_ai.board.model import Board
from tabletop_ai.geometry import Cell, Edge, TurnedCell
from tests.board.test_io import FULL
from tests.engine.plan_snapshot import random_board

IMMUTABLE = (str, int, float, bool, type(None), Cell, Edge, TurnedCell)


def _walk(value: Any, seen: dict[int, Any]) -> None:
    """Every object reachable from ``value`` by id (the tuples' items too)."""
    if id(value) in seen:
        return
    seen[id(value)] = value
    if isinstance(value, dict):
        for k, v in value.items():
            _walk(k, seen)
            _walk(v, seen)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            _walk(v, seen)
    elif hasattr(value, "__dict__"):
        for v in vars(value).values():
            _walk(v, seen)


def _same_shape(a: Any, b: Any, where: str = "board") -> None:
    """``a`` and ``b`` equal in type and value all the way down."""
    assert type(a) is type(b), where
    if isinstance(a, dict):
        assert list(a) == list(b), where
        for k in a:
            _same_shape(a[k], b[k], f"{where}[{k!r}]")
    elif isinstance(a, (list, tuple)):
        assert len(a) == len(b), where
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _same_shape(x, y, f"{where}[{i}]")
    elif hasattr(a, "__dict__") and not isinstance(a, IMMUTABLE):
        _same_shape(vars(a), vars(b), where)
    else:
        assert a == b, where


def _check(board: Board) -> None:
    before = board_to_json(board)
    c = board.copy()
    assert board_to_json(c) == before
    _same_shape(board, c)
    original: dict[int, Any] = {}
    _walk(board, original)
    copied: dict[int, Any] = {}
    _walk(c, copied)
    shared = [v for k, v in copied.items() if k in original]
    assert all(
        isinstance(v, IMMUTABLE) or (type(v) is tuple and all(isinstance(x, IMMUTABLE) for x in v))
        for v in shared
    ), [type(v) for v in shared if not isinstance(v, IMMUTABLE)][:5]
    # the records copied one by one (a figure, as the planner's working copy does)
    for f in board.figures:
        g = copy.deepcopy(f)
        _same_shape(f, g, f.id)
        assert g.keywords is not f.keywords and g.extra is not f.extra


def test_full_board_copy() -> None:
    board = board_from_json(copy.deepcopy(FULL), "full.board.json")
    held = ["a", {"deep": [1, 2]}]
    board.figures[0].extra["twice"] = {"one": held, "two": held}
    board.figures[0].extra["pair"] = (1, [2, 3])  # a tuple holding a list is copied
    board.extra["same"] = held
    note = {"k": [1]}
    board.extra["note"] = board.figures[1].extra["note"] = note
    _check(board)
    c = board.copy()
    twice = c.figures[0].extra["twice"]
    assert twice["one"] is twice["two"] is c.extra["same"]  # held three times, copied once
    assert twice["one"] is not held
    assert c.extra["note"] is c.figures[1].extra["note"] is not note
    c.figures[0].extra["pair"][1].append(4)
    assert board.figures[0].extra["pair"] == (1, [2, 3])


@pytest.mark.parametrize("seed", range(40))
def test_random_board_copy(seed: int) -> None:
    _check(board_from_json(random_board(seed), "random.board.json"))
