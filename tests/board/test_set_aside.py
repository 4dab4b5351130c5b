"""A board file with a figure standing where it cannot (spec section 4: a figure stands on
the map, on cells of its own) opens with that figure set aside, and goes back on the map on
the free cell nearest to where the file put it, in its groups at its place."""

from __future__ import annotations

from typing import Any

from tabletop_ai.board import board_from_json
from tabletop_ai.board.placement import put_back, set_aside_misplaced
from tabletop_ai.board.validate import board_problems
from tabletop_ai.geometry import Cell


def _data(**change: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {"type": "square", "width": 5, "height": 3},
        "rows": [".....", "..#..", "....."],
        "figures": [
            {"id": "a", "side": "ai", "at": [0, 0]},
            {"id": "b", "side": "ai", "at": [7, 1]},  # off the 5x3 map
            {"id": "c", "side": "ai", "at": [4, 2]},
            {"id": "hero", "side": "player", "at": [2, 2]},
        ],
        "groups": [{"id": "g", "figures": ["a", "b", "c"], "instructions": []}],
    }
    data.update(change)
    return data


def test_a_figure_off_the_map_is_set_aside_with_its_problem() -> None:
    board, aside = set_aside_misplaced(board_from_json(_data(), check=False))
    assert [a.figure.id for a in aside] == ["b"]
    assert aside[0].problem.code == "figure-off-map" and aside[0].problem.where == "figures[1]"
    assert aside[0].groups == (("g", 1),)
    assert [f.id for f in board.figures] == ["a", "c", "hero"]
    assert board.group("g").figures == ["a", "c"]
    assert board_problems(board) == []


def test_put_back_on_the_nearest_free_cell_and_in_its_place_in_the_group() -> None:
    board, aside = set_aside_misplaced(board_from_json(_data(), check=False))
    back = put_back(board, aside[0])
    # [7,1] brought onto the map is [4,1]; it is free
    assert back.figure("b").at == Cell(4, 1)
    assert back.group("g").figures == ["a", "b", "c"]
    assert board_problems(back) == [] and board.find_figure("b") is None  # a new board


def test_put_back_skips_taken_and_blocking_cells() -> None:
    data = _data()
    data["figures"][1]["at"] = [2, 9]  # below the map: brought on at [2,2], the hero's cell
    board, aside = set_aside_misplaced(board_from_json(data, check=False))
    back = put_back(board, aside[0])
    # nearest free cells to [2,2] are [1,2] and [3,2] ([2,1] is blocking): left one first
    assert back.figure("b").at == Cell(1, 2)


def test_a_figure_on_another_is_set_aside_not_the_first() -> None:
    data = _data()
    data["figures"][1]["at"] = [0, 0]  # on "a"
    board, aside = set_aside_misplaced(board_from_json(data, check=False))
    assert [a.figure.id for a in aside] == ["b"]
    assert aside[0].problem.code == "figure-overlap"
    assert board.figure("a").at == Cell(0, 0)


def test_other_problems_refuse_the_board_as_it_is() -> None:
    data = _data()
    data["groups"][0]["figures"].append("nobody")  # not about where a figure stands
    raw = board_from_json(data, check=False)
    board, aside = set_aside_misplaced(raw)
    assert aside == [] and board is raw
    figures, groups = _data()["figures"][:1], [{"id": "g", "figures": ["a"]}]
    sound = board_from_json(_data(figures=figures, groups=groups), check=False)
    assert board_problems(sound) == [] and set_aside_misplaced(sound) == (sound, [])
