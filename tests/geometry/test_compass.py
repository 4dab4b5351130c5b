"""The one compass tie-break (geometry/compass.py), used by the board format's
``tie: {"compass": D}`` (spec 6: "take the cell farthest toward edge D") and Battlecrest's order
card (FAQ: "if the arrow points right, take the rightmost candidate on the battlefield")."""

from __future__ import annotations

from tabletop_ai.engine.rules import RuleSet
from tabletop_ai.geometry import Cell
from tabletop_ai.geometry.compass import compass_order, reach_toward

CELLS = [Cell(2, 1), Cell(0, 3), Cell(4, 1), Cell(4, 3), Cell(1, 0)]


def _first(direction: str) -> list[Cell]:
    return compass_order(CELLS, lambda c: [c], direction)[0]


def test_each_direction_picks_the_cells_nearest_its_edge() -> None:
    # N: the top row (y = 0) is farthest north; S: the bottom row (y = 3)
    assert _first("N") == [Cell(1, 0)]
    assert _first("S") == [Cell(0, 3), Cell(4, 3)]  # same row: not separated, reading order
    assert _first("E") == [Cell(4, 1), Cell(4, 3)]
    assert _first("W") == [Cell(0, 3)]


def test_a_large_candidate_counts_by_its_farthest_cell() -> None:
    big = [Cell(1, 1), Cell(2, 1), Cell(1, 2), Cell(2, 2)]
    assert reach_toward(big, "E") == 2 and reach_toward(big, "W") == -1
    items = {"big": big, "small": [Cell(2, 0)]}
    # both reach column 2: not separated, in reading order (small starts on the top row)
    assert compass_order(list(items), lambda k: items[k], "E") == [["small", "big"]]
    assert compass_order(list(items), lambda k: items[k], "S") == [["big"], ["small"]]


def test_the_board_tie_rule_uses_the_same_compass() -> None:
    from tabletop_ai.board.model import Board, RuleOptions
    from tabletop_ai.geometry import SquareGrid

    rs = RuleSet(Board(SquareGrid(5, 5), [], rules=RuleOptions(tie={"compass": "E"})))
    assert rs.choose_cells(CELLS) == (Cell(4, 1), [Cell(4, 3)])
    rs = RuleSet(Board(SquareGrid(5, 5), [], rules=RuleOptions(tie="report")))
    assert rs.choose_cells(CELLS) == (Cell(1, 0), [Cell(2, 1), Cell(4, 1), Cell(0, 3), Cell(4, 3)])
