"""The public Python API, for scripts and tests (re-exported at the package top):

>>> import tabletop_ai
>>> board = tabletop_ai.load_board("outpost-raid.board.json")  # doctest: +SKIP
>>> plan = tabletop_ai.plan_group(board, board.groups[0].id)         # doctest: +SKIP
>>> plan.to_json()["group"]                                          # doctest: +SKIP

It stays stable: new parameters are keyword-only with defaults.
"""

from __future__ import annotations

import os
from pathlib import Path

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.io import load_board as _read_board
from tabletop_ai.board.model import Board
from tabletop_ai.engine.plan import Plan
from tabletop_ai.rulesets.checks import check_rules, rules_problems
from tabletop_ai.rulesets.registry import plan_group as _plan_group


def load_board(path: str | os.PathLike[str]) -> Board:
    """Read a ``.board.json`` file as the app opens it: the guarded reader, the board-format
    contract (``docs/board-format.md``) and what its rule set needs to plan it (instruction
    types it plans, its game data). Raises :class:`~tabletop_ai.board.errors.BoardError`
    naming the file and each place that is wrong, each problem with a stable ``code``
    (e.g. ``unknown-instruction``)."""
    return check_rules(_read_board(path), Path(path).name)


def plan_group(board: Board, group_id: str) -> Plan:
    """What group ``group_id`` does, planned by the rule set ``board.rules.preset`` names
    (spec 9). The board is not changed. Raises KeyError for a group that does not exist."""
    return _plan_group(board, group_id)


def validate(path: str | os.PathLike[str]) -> list[Problem]:
    """Every problem of a board file, each with its place and a stable ``code``; empty when
    the file is valid (``tabletop-ai validate`` prints these and exits 2)."""
    from tabletop_ai.maps.picture import picture_problems

    try:
        board = _read_board(path)
    except BoardError as exc:
        return list(exc.problems)
    return rules_problems(board) + picture_problems(board)
