"""The board model: copies share no mutable state with the original."""

from __future__ import annotations

import copy

from tabletop_ai.board import board_from_json, board_to_json
from tabletop_ai.geometry import Cell
from tabletop_ai.geometry.cells import edge
from tests.board.test_io import FULL


def test_copy_is_equal_and_independent() -> None:
    b = board_from_json(copy.deepcopy(FULL), "full.board.json")
    c = b.copy()
    assert board_to_json(c) == board_to_json(b)
    c.terrain[Cell(0, 0)] = "blocking"
    c.walls.append(edge((0, 0), (1, 0)))
    c.doors[0].open = True
    c.edges[0].extra["art"] = "changed"
    c.points[0].extra["wave"] = 9
    c.figures[0].at = Cell(7, 0)
    c.figures[0].keywords.append("mobile")
    c.groups[0].instructions[0].data["mp"] = 9
    c.groups[0].figures.append("x")
    c.mission.secondary_targets.append("green")
    c.rules.extra["house_rule"] = "y"
    c.extra["campaign"]["act"] = 3
    assert board_to_json(b) == board_to_json(board_from_json(copy.deepcopy(FULL), "f"))


def test_figure_copies_share_no_containers() -> None:
    b = board_from_json(copy.deepcopy(FULL), "full.board.json")
    f = b.figures[0]
    g = copy.deepcopy(f)
    assert g == f and g is not f
    assert g.keywords is not f.keywords and g.extra is not f.extra
    g.keywords.append("mobile")
    g.extra["set_number"] = 1
    assert f.keywords == ["massive"] and f.extra["set_number"] == 7
