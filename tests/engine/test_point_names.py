"""Reasons call a map point what a player calls it: its ``name`` when the board gives one
(a point keeps any key, board-format.md "Points"; a bundled board's names in the player's
language), else its id — as figures are called by their name, else their id."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tabletop_ai import i18n, plan_group
from tabletop_ai.board import Board, board_from_json, load_board
from tabletop_ai.board.model import MapPoint
from tabletop_ai.resources import bundled_map


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.install("en")


def _board(instructions: list[dict[str, Any]]) -> Board:
    """A 7x1 corridor: the AI Guard at [3,0], a hero at [6,0]; the AI's stronghold "Old
    mill" (id s1) at [0,0], its outpost o1 (no name) at [1,0], a reposition point "Ridge"
    (id r1) at [4,0]."""
    return board_from_json(
        {
            "format": "tabletop-ai/board",
            "version": 1,
            "grid": {"type": "square", "width": 7, "height": 1},
            "points": [
                {"id": "s1", "name": "Old mill", "kind": "stronghold", "side": "ai", "at": [0, 0]},
                {"id": "o1", "kind": "outpost", "side": "ai", "at": [1, 0]},
                {"id": "r1", "name": "Ridge", "kind": "reposition", "at": [4, 0]},
            ],
            "figures": [
                {"id": "g1", "name": "Guard", "side": "ai", "group": "g", "at": [3, 0]},
                {"id": "luke", "name": "Luke", "side": "player", "at": [6, 0]},
            ],
            "groups": [{"id": "g", "figures": ["g1"], "instructions": instructions}],
        }
    )


def _reasons(board: Board) -> list[str]:
    return [str(a.reason) for a in plan_group(board, "g").figures[0].actions]


def test_a_point_is_called_by_its_name_else_its_id() -> None:
    assert MapPoint("stronghold", (0, 0), "s1", extra={"name": "Old mill"}).label == "Old mill"
    assert MapPoint("outpost", (1, 0), "o1").label == "o1"
    assert MapPoint("outpost", (1, 0), "o1", extra={"name": 7}).label == "o1"  # not a text
    assert MapPoint("spawn", (1, 0)).label == "spawn"  # neither: its kind


def test_a_retreat_names_the_bases_by_name() -> None:
    """Spec 8 retreat: one step toward the nearest friendly base, to [2,0], one space from
    the outpost; the reason lists the bases, the stronghold by its name."""
    (reason,) = _reasons(_board([{"type": "retreat", "mp": 1}]))
    assert reason == (
        "retreats toward the nearest friendly base (Old mill, o1), ending 1 space from it"
    )


def test_a_reposition_point_is_named() -> None:
    (reason,) = _reasons(_board([{"type": "move_to_reposition", "mp": 1, "point": "r1"}]))
    assert reason == "reaches the reposition point Ridge"


def test_the_bundled_boards_points_in_the_players_language() -> None:
    """``tabletop-ai --lang uk plan --group army maps/river-fort.board.json``: the fort and
    the camp by their names, in Ukrainian; the wargame's retreat toward its bases' names."""
    river = bundled_map("river-fort.board.json")
    wargame = bundled_map("wargame-retreat.board.json")
    assert river is not None and wargame is not None
    i18n.install("uk")
    legion = str(plan_group(load_board(river), "army").figures[0].actions[0].reason)
    assert "(Форт, Табір)" in legion and "fort" not in legion, legion
    i18n.install("en")
    plan = plan_group(load_board(wargame), "rearguard")
    said = " ".join(str(a.reason) for fp in plan.figures for a in fp.actions)
    assert "toward Citadel, Watchpost" in said and "citadel" not in said, said
