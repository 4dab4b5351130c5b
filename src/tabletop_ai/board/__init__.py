"""Board files (``docs/board-format.md``, format v1): the model, loading with validation, saving.

Files are versioned records: parse, check the structure against the contract's JSON Schema,
build the model, then check what a schema cannot say (cells on the map, ids that exist, figures
on free cells). Every problem names the file, the JSON path and the cell.
"""

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.io import (
    board_from_json,
    board_to_json,
    dumps_board,
    load_board,
    loads_board,
    save_board,
)
from tabletop_ai.board.model import (
    TERRAIN_CHARS,
    TERRAIN_KINDS,
    Board,
    Door,
    EdgeFeature,
    Figure,
    Group,
    Instruction,
    MapPoint,
    Mission,
    RuleOptions,
)
from tabletop_ai.board.validate import board_problems

__all__ = [
    "TERRAIN_CHARS",
    "TERRAIN_KINDS",
    "Board",
    "BoardError",
    "Door",
    "EdgeFeature",
    "Figure",
    "Group",
    "Instruction",
    "MapPoint",
    "Mission",
    "Problem",
    "RuleOptions",
    "board_from_json",
    "board_problems",
    "board_to_json",
    "dumps_board",
    "load_board",
    "loads_board",
    "save_board",
]
