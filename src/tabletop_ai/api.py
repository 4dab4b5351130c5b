"""The public Python API, for scripts and tests (re-exported at the package top):

>>> import tabletop_ai
>>> board = tabletop_ai.load_board("outpost-raid.board.json")  # doctest: +SKIP
>>> plan = tabletop_ai.plan_group(board, board.groups[0].id)         # doctest: +SKIP
>>> plan.to_json()["group"]                                          # doctest: +SKIP

Photos of the table (the ``camera`` extra: OpenCV):

>>> board = tabletop_ai.marker_sheet(board, "markers.pdf", 15)  # doctest: +SKIP
>>> result = tabletop_ai.place_from_photo(board, "table.jpg")  # doctest: +SKIP
>>> result.placed, result.unsure, result.not_seen, result.refused  # doctest: +SKIP
>>> board = result.apply(board)                                     # doctest: +SKIP

It stays stable: new parameters are keyword-only with defaults.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.io import load_board as _read_board
from tabletop_ai.board.model import Board
from tabletop_ai.engine.plan import Plan
from tabletop_ai.rulesets.checks import check_rules, rules_problems
from tabletop_ai.rulesets.registry import plan_group as _plan_group

if TYPE_CHECKING:
    from tabletop_ai.photo.result import PhotoResult


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


def marker_sheet(
    board: Board,
    path: str | os.PathLike[str],
    size_mm: float = 15,
    *,
    board_mm: float = 25,
) -> Board:
    """Write the printable marker sheet of ``board`` to ``path`` (``.pdf``, or ``.png`` at
    300 dpi: one file per page): each figure's marker at ``size_mm`` millimetres (10-40),
    the four board markers at ``board_mm``, every one named, and a drawing of where the
    board markers go (``docs/photo.md``). Returns a copy of the board that keeps the
    printed ids (save it: photos are read by these ids, and a figure keeps its id when
    others come and go). Raises :class:`~tabletop_ai.photo.markers.PhotoError` naming the
    file when it cannot be written."""
    from tabletop_ai.photo.markers import marker_set, with_markers
    from tabletop_ai.photo.sheet import write_sheet

    markers = marker_set(board)
    write_sheet(board, markers, Path(path), size_mm, board_mm)
    return with_markers(board, markers)


def place_from_photo(board: Board, image_path: str | os.PathLike[str]) -> PhotoResult:
    """Read a photo of the table against ``board``: each figure is placed on a cell
    (surely), unsure (the cell it seems on and why), flagged (not to be moved) or not
    seen; or the photo is refused, with the reason naming the file (no OpenCV, not a
    picture, too few board markers). Nothing is raised for a bad photo and the board is
    not changed: ``result.apply(board)`` gives the board with the placed figures moved."""
    from tabletop_ai.photo.detect import detect, read_image
    from tabletop_ai.photo.markers import PhotoError
    from tabletop_ai.photo.result import refused, result_of

    name = Path(image_path).name
    try:
        return result_of(detect(read_image(Path(image_path)), board, source=name))
    except PhotoError as exc:
        return refused(name, str(exc))
