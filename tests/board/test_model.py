"""The board model: records are frozen values; a board's working copy changes apart from
the original."""

from __future__ import annotations

import copy
import dataclasses

import pytest

from tabletop_ai.board import board_from_json, board_to_json
from tabletop_ai.geometry import Cell
from tabletop_ai.geometry.cells import edge
from tests.board.test_io import FULL


def test_a_working_copy_changes_apart_from_the_original() -> None:
    b = board_from_json(copy.deepcopy(FULL), "full.board.json")
    c = b.copy()
    assert board_to_json(c) == board_to_json(b)
    c.terrain[Cell(0, 0)] = "blocking"
    c.walls.append(edge((0, 0), (1, 0)))
    c.put_door(c.doors[0], dataclasses.replace(c.doors[0], open=True))
    c.update_figure(c.figures[0].id, at=Cell(7, 0), keywords=["mobile"])
    c.update_group(c.groups[0].id, figures=[*c.groups[0].figures, "x"])
    c.points.pop()
    c.mission = dataclasses.replace(c.mission, secondary_targets=["green"])
    c.extra["campaign"]["act"] = 3
    assert board_to_json(b) == board_to_json(board_from_json(copy.deepcopy(FULL), "f"))
    assert board_to_json(c) != board_to_json(b)


def test_records_are_frozen_values_shared_by_copies() -> None:
    """A record changes by ``dataclasses.replace`` (a new value), so copies of a board
    share the records they did not change."""
    b = board_from_json(copy.deepcopy(FULL), "full.board.json")
    c = b.copy()
    assert c.figures[0] is b.figures[0] and c.groups[0] is b.groups[0]
    records = [
        (b.figures[0], "at"),
        (b.groups[0], "figures"),
        (b.groups[0].instructions[0], "data"),
        (b.doors[0], "open"),
        (b.edges[0], "kind"),
        (b.points[0], "at"),
        (b.mission, "priority_target"),
        (b.rules, "preset"),
    ]
    for record, name in records:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(record, name, getattr(record, name))
    f = b.figures[0]
    moved = dataclasses.replace(f, at=Cell(7, 0))
    assert moved.at == Cell(7, 0) and f.at != Cell(7, 0)
    assert dataclasses.replace(f) == f
