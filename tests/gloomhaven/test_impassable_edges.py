"""Impassable edges read the same way by the engine and the Gloomhaven rules ("one
kernel"): both count range and trace sight across them; only a walking figure's step is
stopped.

The readings, from the contract (board-format.md): an ``edges`` entry of kind ``impassable``
is "impassable terrain that lies on one edge only" (section 2); "Counting spaces ... ignoring
figures, difficult and impassable terrain, never through walls, closed doors, blocking
terrain or void" and "Impassable and difficult terrain do not block LOS" (section 7); only
"Movement": "Blocking and impassable cells and edges cannot be crossed". rules-facts.md 1.1:
"Two spaces separated by impassable terrain are adjacent, and line of sight can be traced
through impassable terrain." The Gloomhaven rulebook agrees for obstacles: they block
movement, not range or line of sight; a flying monster passes over them.

Boards are flat-topped ``even-q`` hexes (:mod:`tests.gloomhaven.boards`): an even column's
side neighbours are rows ``r`` and ``r+1`` of the next column, an odd column's rows ``r-1``
and ``r``.
"""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_ai.board import Board
from tabletop_ai.engine.situation import Situation
from tabletop_ai.geometry import Cell
from tabletop_ai.gloomhaven.hexmap import hexmap_for
from tabletop_ai.rulesets import ruleset_for
from tests.gloomhaven.boards import answers, attacked, monster_plan, move_of
from tests.helpers import ascii_board


def board(
    rows: list[str], edges: list[list[list[int]]], preset: str, action: dict[str, Any]
) -> Board:
    ins = {"type": "monster_action", "move": 2, "range": 0, "targets": 1, **action}
    return ascii_board(
        rows,
        figures={"a": {"initiative": 50}},
        groups=[{"id": "monsters", "figures": ["M"], "instructions": [ins]}],
        grid={
            "type": "hex",
            "orientation": "flat",
            "offset": "even-q",
            "width": len(rows[0]),
            "height": len(rows),
        },
        rules={"preset": preset},
        edges=[{"between": e, "kind": "impassable"} for e in edges],
    )


# One impassable edge between the monster M [0,0] and the hero a [1,0] (neighbours: [1,0]
# is a side neighbour of the even column 0). The way round, by [1,1], is 2 hexes.
ONE_EDGE = (["Ma", ".."], [[[0, 0], [1, 0]]])

# A line of impassable edges between columns 1 and 2 of a 4x3 map, cutting it in two: M on
# [0,1], a on [3,1]. On an empty map [0,1] -> [1,1] -> [2,1] -> [3,1] is 3 hexes (column 1
# is odd: its side neighbours in column 2 are rows r-1 and r; column 2 even: rows r, r+1).
LINE = (
    ["....", "M..a", "...."],
    [[[1, r], [2, n]] for r in range(3) for n in (r - 1, r) if 0 <= n < 3],
)

PRESETS = ["gloomhaven", "frosthaven", "jaws-of-the-lion"]


def _sit(b: Board) -> Situation:
    return Situation(b, ruleset_for(b))


@pytest.mark.parametrize("preset", PRESETS)
def test_one_impassable_edge_engine_distance_equals_gloomhaven_range(preset: str) -> None:
    b = board(*ONE_EDGE, preset, {})
    sit = _sit(b)
    m, a = sit.figure("M"), sit.figure("a")
    # engine: counting ignores impassable terrain, so the two are 1 space apart and adjacent
    assert sit.count(m, a) == 1
    assert sit.adjacent(m, a)
    # Gloomhaven: range is counted through obstacles, so 1 hex too, not 2 round by [1,1]
    assert hexmap_for(sit.topo).proximity(m.at)[a.at] == 1
    check = sit.rules.attack_check(sit, m, a)
    assert check.ok and check.distance == 1
    # a melee monster attacks from where it stands: adjacent, in sight
    fp = monster_plan(b)
    assert fp.end == Cell(0, 0) and attacked(fp) == ["a"]


@pytest.mark.parametrize("preset", PRESETS)
def test_a_line_of_impassable_edges_counts_and_sees_but_stops_walking(preset: str) -> None:
    b = board(*LINE, preset, {"range": 3})
    sit = _sit(b)
    m, a = sit.figure("M"), sit.figure("a")
    # engine: distance 3 straight across, sight clear by the centre line
    assert sit.count(m, a) == 3
    assert sit.sight_rule("center-line").sight([m.at], [a.at], []).clear
    # Gloomhaven: the same range, and sight by the edition's rule is clear too
    assert hexmap_for(sit.topo).proximity(m.at).get(a.at) == 3
    assert sit.sight(m, a).clear
    # a ranged monster (range 3) attacks across the line without moving
    fp = monster_plan(b)
    assert fp.end == Cell(0, 1) and attacked(fp) == ["a"]


@pytest.mark.parametrize("preset", PRESETS)
def test_a_line_of_impassable_edges_stops_a_walking_monster_not_a_flying_one(preset: str) -> None:
    # melee, move 2: walking, no hex next to a can be reached across the line, so no focus
    fp = monster_plan(board(*LINE, preset, {}))
    assert fp.end == Cell(0, 1) and attacked(fp) == []
    assert "no focus" in move_of(fp).reason
    # flying passes over obstacles: [0,1] -> [1,1] -> [2,0] or [2,1] (2 moves), both next
    # to a on [3,1] (odd column 3: rows r-1 and r of column 2); equally good, both offered
    fp = monster_plan(board(*LINE, preset, {"flying": True}))
    assert attacked(fp) == ["a"]
    assert answers(fp) == {((2, 0), frozenset({"a"})), ((2, 1), frozenset({"a"}))}
